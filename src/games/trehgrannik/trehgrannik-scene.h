/* trehgrannik-scene.h — what the Trehgrannik board shows and what input
 * means, without GTK
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The scene is a plain struct the board fills from the match (the view,
 * the legal moves, the seats' names and colours) and the input changes:
 * the keyboard cursor on the hex map, the hex under the pointer, and the
 * half-made turn — the fee card and the destination picked for "Move and
 * build" (both only in the scene until both are known, so Escape cancels
 * them), and the cards picked for a construction (copies per card: a
 * Block may be played twice, as a construction card and as the doubler of
 * its target).
 *
 * From the legal moves it derives which hexes may be reached now and with
 * which fee cards (by playing each fee on a copy of the view), which of
 * them are building sites, which hand cards may join the construction,
 * and which sub-decision is pending.  Input functions turn a click or a
 * key into a change of the scene, a bell or a move; the board only draws
 * the scene and emits the moves.  Tested without a display
 * (tests/test-scene-trehgrannik.c).
 */
#pragma once

#include "trehgrannik-game.h"

G_BEGIN_DECLS

/* What a click or a key did. */
typedef enum
{
  TG_SCENE_NOTHING,   /* nothing to show */
  TG_SCENE_BELL,      /* not possible now: ring the bell */
  TG_SCENE_CHANGED,   /* the picture or the prompt changed, no move */
  TG_SCENE_MOVE,      /* a move to choose (the result's MOVE) */
} TgSceneResult;

/* What the viewer decides now. */
typedef enum
{
  TG_STEP_NONE,       /* not the viewer's decision */
  TG_STEP_ACTION,     /* add cards, or start moving (fee and hex) */
  TG_STEP_ADD,        /* the next pick of "Add cards" */
  TG_STEP_DEST,       /* the fee is paid: the destination */
  TG_STEP_BUILD,      /* the cards of the construction */
  TG_STEP_LINE,       /* a direction for Intranet / Seismic */
  TG_STEP_SLOT,       /* a slot for a played card */
  TG_STEP_RECYCLE,    /* Recycler's card */
  TG_STEP_PASS,       /* nothing is legal: pass */
  TG_STEP_OVER,
} TgStep;

/* The map laid out in a WIDTH × HEIGHT box: SIZE is a hex's centre-to-
 * corner distance, (OX, OY) the centre of hex (0, 0). */
typedef struct
{
  double width;
  double height;
  double size;
  double ox;
  double oy;
} TgGeom;

/* A hex's centre-to-corner distance in the canvas's content units. */
#define TG_CONTENT_HEX_SIZE 24.0

#define TG_SCENE_MAX_BUILDS 512

typedef struct
{
  /* Set by tg_scene_update (). */
  TsTrehgrannikGame *view;           /* owned; NULL without a match */
  int                viewer;
  gboolean           can_act;
  GArray            *moves;          /* of TsMove, owned */
  guint              n_seats;
  char              *names[TS_MAX_SEATS];
  guint32            rgb[TS_MAX_SEATS];
  int                seat;           /* the seat on turn, or -1 */
  TgStep             step;

  /* Derived from the moves. */
  gboolean           reachable[TG_N_HEXES];  /* R13 from the harvester */
  gboolean           dest_free[TG_N_HEXES];  /* "go" legal now */
  guint64            dest_fees[TG_N_HEXES];  /* bit c: "fee c" then "go" */
  gboolean           site[TG_N_HEXES];       /* a destination to build on */
  guint64            fee_cards;              /* bit c: "fee c" legal */
  guint64            take_cards;             /* bit c: take / recycle c */
  gboolean           take_deck;
  gboolean           can_pass;
  int                use[TG_N_FORE];         /* "use" legal: 1 */
  int                slot_card;              /* the card to slot, or -1 */
  gboolean           slot_ok[TG_N_SLOTS];
  TsMove             builds[TG_SCENE_MAX_BUILDS];
  guint64            build_mask[TG_SCENE_MAX_BUILDS];  /* bit c: plays card c */
  /* Copies of each card a build plays: two of one Block when it is both a
   * construction card and the doubler of its target. */
  guint8             build_count[TG_SCENE_MAX_BUILDS][TG_N_CARDS];
  guint              n_builds;

  /* Input. */
  int                pending_fee;    /* a card, or -1 */
  int                pending_dest;   /* a hex index, or -1 */
  guint8             picked[TG_N_CARDS];  /* copies picked for the construction */
  guint              n_picked;       /* all copies picked */
  int                cursor;         /* hex index */
  guint              shown_turn;     /* the turn the half-made choice is of */
  int                hover;          /* hex index, or -1 */
} TgScene;

void           tg_scene_init           (TgScene        *scene);
void           tg_scene_clear          (TgScene        *scene);
/* Takes the state to show: VIEW (NULL: none; a ref is taken), the viewer,
 * whether it may act and its legal MOVES (may be NULL), the seats' NAMES
 * and RGB colours (N_SEATS of each).  A half-made choice that no longer
 * fits is forgotten. */
void           tg_scene_update         (TgScene        *scene,
                                        TsGame         *view,
                                        int             viewer,
                                        gboolean        can_act,
                                        const GArray   *moves,
                                        guint           n_seats,
                                        const char * const *names,
                                        const guint32  *rgb);
/* Forgets every half-made choice and the hover (a new match or viewer). */
void           tg_scene_reset_input    (TgScene        *scene);

/* Hexes. */
gboolean       tg_scene_hex_legal      (const TgScene  *scene,
                                        int             hex);
/* The fee cards with which HEX may be reached (0: none needed or none). */
guint64        tg_scene_hex_fees       (const TgScene  *scene,
                                        int             hex);
/* Cards of the hand that may be clicked now (fee or construction). */
gboolean       tg_scene_hand_card_legal (const TgScene *scene,
                                        int             card);
gboolean       tg_scene_hand_card_selected (const TgScene *scene,
                                        int             card);
/* How many copies of CARD are picked for the construction (0, 1 or 2). */
guint          tg_scene_hand_card_picked (const TgScene *scene,
                                        int             card);
gboolean       tg_scene_market_legal   (const TgScene  *scene,
                                        int             card);
gboolean       tg_scene_deck_legal     (const TgScene  *scene);
/* The build move the picked cards make that earns the most, with the GC
 * it earns now in *GC (-1 when a direction is still to come); FALSE if
 * none. */
gboolean       tg_scene_selected_build (const TgScene  *scene,
                                        TsMove         *move,
                                        int            *gc);

/* One construction the picked cards make: a Block with its target may be
 * a construction card (a base) or the target's doubler (a doubled
 * module), and the player chooses (R21). */
typedef struct
{
  TsMove         move;
  int            gc;         /* earned now; -1: a direction is still to come */
  TgProjectKind  kind;       /* what it places */
} TgBuildChoice;

#define TG_SCENE_MAX_CHOICES 4

/* The constructions the picked cards make, the one that earns the most
 * first (at most TG_SCENE_MAX_CHOICES into CHOICES); how many. */
guint          tg_scene_build_choices  (const TgScene  *scene,
                                        TgBuildChoice  *choices);
/* What choice I of the N CHOICES builds, in short words: "doubled
 * module", "base" … (the doubled cards are named when another choice has
 * the same form: "triple base, Fusion Generator doubled"). */
char          *tg_scene_build_choice_text (const TgBuildChoice *choices,
                                        guint                n,
                                        guint                i);
/* The harvester hex of SEAT, or -1. */
int            tg_scene_harvester      (const TgScene  *scene,
                                        int             seat);

/* Input.  Each returns what happened; with TG_SCENE_MOVE, *MOVE. */
TgSceneResult  tg_scene_click_hex      (TgScene        *scene,
                                        int             hex,
                                        TsMove         *move);
TgSceneResult  tg_scene_click_hand     (TgScene        *scene,
                                        int             card,
                                        TsMove         *move);
/* CARD -1: the deck. */
TgSceneResult  tg_scene_click_market   (TgScene        *scene,
                                        int             card,
                                        TsMove         *move);
TgSceneResult  tg_scene_click_slot     (TgScene        *scene,
                                        TgSlot          slot,
                                        TsMove         *move);
TgSceneResult  tg_scene_click_use      (TgScene        *scene,
                                        TgForeAbility   ability,
                                        TsMove         *move);
/* Build with the picked cards (the construction that earns the most), or
 * pass when that is all there is to do. */
TgSceneResult  tg_scene_confirm        (TgScene        *scene,
                                        TsMove         *move);
/* Build construction CHOICE of tg_scene_build_choices (). */
TgSceneResult  tg_scene_confirm_choice (TgScene        *scene,
                                        guint           choice,
                                        TsMove         *move);
/* Escape: forgets the half-made choice. */
TgSceneResult  tg_scene_cancel         (TgScene        *scene);
/* The move the half-made turn plays next by itself (the destination once
 * the fee is paid); FALSE if none. */
gboolean       tg_scene_planned_move   (const TgScene  *scene,
                                        TsMove         *move);

/* Keyboard. */
TgSceneResult  tg_scene_move_cursor    (TgScene        *scene,
                                        int             dx,
                                        int             dy);
/* Enter on the map: a click at the cursor. */
TgSceneResult  tg_scene_activate       (TgScene        *scene,
                                        TsMove         *move);
/* Moves the cursor to the next (DIR 1) or previous (-1) hex that may be
 * clicked. */
TgSceneResult  tg_scene_jump_legal     (TgScene        *scene,
                                        int             dir);
gboolean       tg_scene_set_hover      (TgScene        *scene,
                                        int             hex);

/* Texts (to be freed). */
char          *tg_scene_prompt         (const TgScene  *scene);
char          *tg_scene_describe_hex   (const TgScene  *scene,
                                        int             hex);
/* A card's rule in words: where it may be built and what it earns ("On
 * Sand only. 2 GC per empty Sand hex next to it."; tg_words_card_rule). */
char          *tg_card_rule_text       (int             card);
/* Names of the cards in MASK, comma separated (a list to read, never a
 * sentence). */
char          *tg_cards_text           (guint64         mask);

/* Geometry. */
/* The map laid out to fit a WIDTH × HEIGHT box. */
void           tg_geom_init            (TgGeom         *geom,
                                        double          width,
                                        double          height);
void           tg_geom_centre          (const TgGeom   *geom,
                                        int             hex,
                                        double         *x,
                                        double         *y);
/* The map in the board canvas's content units: a box that just holds the
 * hexes at size TG_CONTENT_HEX_SIZE (the canvas scales it to its widget and
 * zooms it). */
void           tg_geom_content         (TgGeom         *geom);
/* The hex at (X, Y), or -1. */
int            tg_geom_hex_at          (const TgGeom   *geom,
                                        double          x,
                                        double          y);

G_END_DECLS
