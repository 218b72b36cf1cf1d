/* trojhranna-scene.h — what the Trojhranná hra board shows and what input
 * means, without GTK
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The scene holds the board's own state (the keyboard cursor on the
 * table, the rotation the player chose, the deck-or-reserve selection,
 * the arrangement of the three cards being memorised), the cells where
 * the card to place fits, the last turn read from the match's events, and
 * the texts: prompt, status and the descriptions screen readers get.
 * Input functions turn a key or a click into a change of the scene, a bell
 * or a move; the board (GTK) only draws the scene and emits the moves.
 * Tested without a display (tests/test-scene-trojhranna.c).
 */
#pragma once

#include "trojhranna-game.h"
#include "ts-table.h"
#include "ts-tri-lattice.h"

G_BEGIN_DECLS

/* The spec's card count bounds every list on screen. */
#define TJ_SCENE_MAX_LEGAL 1024

typedef struct
{
  TsTriCell cell;
  guint8    rots;    /* bit r: rotation r is legal */
  int       key;     /* reading order: rows top to bottom, then left to right */
  int       row;
} TjLegalCell;

/* What the last completed turn did, read from the match's events: the
 * status line, the ring around the card placed, and the card that did not
 * fit.  The model keeps no record of it. */
typedef struct
{
  int       seat;         /* TS_SEAT_NONE before the first turn */
  int       card;         /* the card taken (public, R3) */
  TjSource  source;
  gboolean  placed;       /* FALSE: kept (deck) or dead (reserve), R9 */
  TsTriCell cell;
  guint     n_hexagons;
  gboolean  from_table;   /* a penalty card came from the table (R12) */
} TjLastTurn;

typedef struct
{
  /* Set by tj_scene_update (); the scene keeps a reference on both. */
  TsTable    *table;
  TsGame     *view;       /* ts_game_view_for (game, viewer) */
  int         viewer;
  gboolean    can_act;    /* the viewer may act now */
  char       *names[TS_MAX_SEATS];

  TjLegalCell legal[TJ_SCENE_MAX_LEGAL];
  guint       n_legal;
  TjPhase     last_phase;
  int         last_seat;
  gboolean    last_can_act;
  TjLastTurn  last_turn;

  /* Placing: the cursor cell (keyboard, or the cell under the pointer) and
   * the rotation the player chose. */
  TsTriCell   cursor;
  gboolean    cursor_set;
  guint       rotation;

  /* Choosing: -1 the deck, else a slot of the viewer's reserve. */
  int         choose_index;

  /* Memorising: for each new slot, the dealt card and its notch (the
   * arrange move's values); the selected slot. */
  int         mem_seat;
  guint       mem_order[3];
  guint       mem_rot[3];
  guint       mem_sel;

  /* The part of the plane the table shows, for the arrow keys (x0 ≥ x1:
   * unbounded). */
  double      bounds_x0, bounds_y0, bounds_x1, bounds_y1;

  char       *status;     /* what the last turn did, or NULL */
  char       *prompt;     /* what the viewer is expected to do */
} TjScene;

/* What an input did. */
typedef enum
{
  TJ_SCENE_NOTHING,       /* not for now: no change */
  TJ_SCENE_CHANGED,       /* the scene changed: redraw, re-describe */
  TJ_SCENE_BELL,          /* refused: ring the bell (the scene may have changed) */
  TJ_SCENE_MOVE,          /* *MOVE is the player's move: emit it */
} TjSceneResult;

void           tj_scene_init            (TjScene      *scene);
void           tj_scene_clear           (TjScene      *scene);
/* Forgets what the player did on this board (a new match or viewer). */
void           tj_scene_reset           (TjScene      *scene,
                                         gboolean      new_table);

/* Brings the scene up to date with MATCH (may be NULL) seen by VIEWER
 * through VIEW (may be NULL).  CAN_ACT: the viewer may act now, and LEGAL
 * (may be NULL) are its legal moves.  NAMES: each seat's name. */
void           tj_scene_update          (TjScene            *scene,
                                         TsTable            *table,
                                         TsGame             *view,
                                         int                 viewer,
                                         gboolean            can_act,
                                         const GArray       *legal,
                                         const char * const *names);

/* State. */
TsTrojhrannaGame *tj_scene_view         (const TjScene *scene);
TjPhase        tj_scene_phase           (const TjScene *scene);
gboolean       tj_scene_acting_in       (const TjScene *scene,
                                         TjPhase        phase);
/* The memorisation screen shows: the viewer memorises and its view holds
 * the dealt faces. */
gboolean       tj_scene_memorising      (const TjScene *scene);
/* The penalty cards the viewer received and still sees. */
guint          tj_scene_viewer_pending  (const TjScene *scene);
const TjLegalCell *tj_scene_find_legal  (const TjScene *scene,
                                         TsTriCell      cell);
/* The rotation a click on CELL places in: the chosen one if it fits there,
 * else the first one that fits turning on from it. */
guint          tj_scene_shown_rotation  (const TjScene *scene,
                                         TsTriCell      cell);
/* The rotation the card to place shows: the one on the cursor cell when
 * the card fits there, else the chosen one. */
guint          tj_scene_placing_rotation (const TjScene *scene);
/* The card flipped last turn that could not be placed (R9), or -1. */
int            tj_scene_failed_card     (const TjScene *scene);
const char    *tj_scene_seat_name       (const TjScene *scene,
                                         int            seat);

/* Notches (R21): on an upright card the corner a notch is on, and the
 * rotation a reserve card with that notch shows. */
guint          tj_notch_rotation        (guint          notch);
guint          tj_notch_corner          (guint          notch);

/* Input. */
TjSceneResult  tj_scene_key_move        (TjScene       *scene,
                                         int            dx,
                                         int            dy);
TjSceneResult  tj_scene_key_move_card   (TjScene       *scene,
                                         int            dir);
TjSceneResult  tj_scene_rotate          (TjScene       *scene,
                                         int            dir);
TjSceneResult  tj_scene_jump_legal      (TjScene       *scene,
                                         int            how);   /* 1 next, -1 previous, 0 first */
TjSceneResult  tj_scene_activate        (TjScene       *scene,
                                         TsMove        *move);
TjSceneResult  tj_scene_done            (TjScene       *scene,
                                         TsMove        *move);
TjSceneResult  tj_scene_take_deck       (TjScene       *scene,
                                         TsMove        *move);
TjSceneResult  tj_scene_take_slot       (TjScene       *scene,
                                         guint          slot,
                                         TsMove        *move);
TjSceneResult  tj_scene_click_cell      (TjScene       *scene,
                                         TsTriCell      cell,
                                         TsMove        *move);
/* A click on dealt card SLOT selects and turns it. */
TjSceneResult  tj_scene_click_dealt     (TjScene       *scene,
                                         guint          slot);
/* The pointer is over CELL (hover) or dealt card SLOT: what the wheel and
 * the right button turn. */
TjSceneResult  tj_scene_point_cell      (TjScene       *scene,
                                         TsTriCell      cell);
TjSceneResult  tj_scene_point_dealt     (TjScene       *scene,
                                         guint          slot);

/* Words (all translated, to be freed; NULL for nothing). */
char          *tj_scene_describe_cell   (const TjScene *scene,
                                         TsTriCell      cell);
char          *tj_scene_describe_slot   (const TjScene *scene,
                                         int            seat,
                                         guint          slot);
char          *tj_scene_describe_dead   (const TjScene *scene,
                                         int            seat,
                                         guint          index);
char          *tj_scene_describe_deck   (const TjScene *scene);
char          *tj_scene_describe_flipped (const TjScene *scene);
char          *tj_scene_describe_pending (const TjScene *scene,
                                         guint          index);
char          *tj_scene_describe_dealt  (const TjScene *scene,
                                         guint          slot);
char          *tj_scene_describe_cursor (const TjScene *scene);
/* SEAT's score line ("3 penalty points", "Winner: …"). */
char          *tj_scene_score_text      (const TjScene *scene,
                                         int            seat);
/* Where the card beside the deck came from, or why it lies there. */
char          *tj_scene_flipped_caption (const TjScene *scene);

G_END_DECLS
