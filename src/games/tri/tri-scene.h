/* tri-scene.h — what the TRI board shows and what input means (no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The scene is the board's state apart from its widgets: the view of the
 * viewer, the targets it may click (attacks included), the keyboard cursor
 * and the pointer, the teleport mode and the selected card, the prompt and
 * the notice, and the geometry of the torus on a canvas.  A click or a key
 * goes to the scene, which answers with what changed and, maybe, the move
 * to choose; the board widget only redraws and emits.  Tested without a
 * display (tests/test-scene-tri.c).
 */
#pragma once

#include "tri-game.h"
#include "ts-table.h"

G_BEGIN_DECLS

/* Geometry: the torus is SIZE × SIZE squares of UNIT pixels from (OX, OY);
 * the faded repeat of the opposite edges adds half a square on every side.
 * With LABELS, a strip of LABEL pixels outside the repeat holds the column
 * letters above it and the row numbers left of it (its right side stays
 * against the panel), in a font of LABEL_PX pixels (never under 9).  UNIT is 0 when
 * the canvas is too small to draw.  XALIGN places the torus in a canvas
 * wider than it: 0.5 centred, 1 against the right edge (next to a panel
 * on the right). */
typedef struct
{
  double x;
  double y;
} TriPt;

typedef struct
{
  guint  size;
  double unit;
  double ox;
  double oy;
  double label;      /* the labels' strip, 0 without labels */
  double label_px;   /* their font size */
} TriGeom;

#define TRI_LABEL_MIN_PX 9

void      tri_geom_init           (TriGeom       *g,
                                   guint          size,
                                   double         width,
                                   double         height,
                                   double         xalign,
                                   gboolean       labels);
/* The centre of the label of column X above the torus, and of row Y left
 * of it. */
void      tri_geom_column_label   (const TriGeom *g,
                                   int            x,
                                   double        *cx,
                                   double        *cy);
void      tri_geom_row_label      (const TriGeom *g,
                                   int            y,
                                   double        *cx,
                                   double        *cy);
/* The corners of triangle (X, Y, DIR) drawn at square (X, Y), which may
 * lie one outside the torus (the repeat); the centre of the square last. */
void      tri_geom_corners_at     (const TriGeom *g,
                                   int            x,
                                   int            y,
                                   TriDir         dir,
                                   TriPt          p[3]);
void      tri_geom_corners        (const TriGeom *g,
                                   int            triangle,
                                   TriPt          p[3]);
TriPt     tri_geom_centroid       (const TriPt    p[3]);
/* The centre of the largest circle inside P, and its radius. */
TriPt     tri_geom_incentre       (const TriPt    p[3],
                                   double        *radius);
/* The triangle under (X, Y), the repeat included, or -1. */
int       tri_geom_hit            (const TriGeom *g,
                                   double         x,
                                   double         y);
void      tri_geom_square_centre  (const TriGeom *g,
                                   guint          square,
                                   double        *x,
                                   double        *y);
double    tri_geom_marker_radius  (const TriGeom *g);

typedef struct
{
  TsTable    *table;             /* a reference, or NULL */
  TsTriGame  *view;              /* a reference; NULL without a match */
  int         viewer;
  gboolean    can_act;

  /* What the viewer may do now (all zero unless it may act). */
  guint8      legal[TRI_MAX_TRIANGLES];          /* a TriMoveKind, or 0 */
  gboolean    teleport_target[TRI_MAX_TRIANGLES];
  gboolean    teleport_from[TRI_MAX_SQUARES];
  gboolean    card_ok[TRI_N_CARD_VALUES];
  gboolean    can_pass;
  guint       n_targets;

  /* The last battle the viewer has not acted since, when the view no
   * longer shows it (computers may have moved on in the meantime). */
  TriBattle   recent;
  gboolean    have_recent;

  gboolean    teleport_mode;
  int         teleport_square;   /* the square whose teleport is used */
  int         card;              /* the selected card's value, or -1 */
  int         cursor;            /* triangle */
  gboolean    pointer_in;        /* the pointer is over the canvas */
  int         hovered;           /* the triangle the pointer last moved onto, or -1 */
  gboolean    focused;           /* the canvas has the keyboard focus */
  double      xalign;            /* of the torus on its canvas */
  gboolean    labels;            /* row and column labels on the edges */
  TriPhase    last_phase;
  int         last_seat;

  char       *prompt;            /* translated; NULL without a match */
  char       *notice;            /* the last move's events, or NULL */
} TriScene;

TriScene   *tri_scene_new               (void);
void        tri_scene_free              (TriScene        *scene);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TriScene, tri_scene_free)

/* A new match: the cursor home, nothing chosen. */
void        tri_scene_reset             (TriScene        *scene);
/* Another pair of eyes: nothing the last viewer chose carries over. */
void        tri_scene_forget_choices    (TriScene        *scene);
/* Takes the state: VIEW is ts_game_view_for (game, VIEWER) of MATCH (NULL
 * without a match), LEGAL the viewer's legal moves when CAN_ACT. */
void        tri_scene_update            (TriScene        *scene,
                                         TsTable         *table,
                                         TsGame          *view,
                                         int              viewer,
                                         gboolean         can_act,
                                         const GArray    *legal);

/* What an input changed. */
typedef enum
{
  TRI_SCENE_NONE   = 0,
  TRI_SCENE_CURSOR = 1 << 0,   /* the cursor or hover: overlay, label */
  TRI_SCENE_MODE   = 1 << 1,   /* teleport mode or card: prompt, panel, targets */
  TRI_SCENE_BELL   = 1 << 2,   /* not possible now */
  TRI_SCENE_MOVE   = 1 << 3,   /* *MOVE is the move to choose */
} TriSceneResult;

/* The pointer: a click at (X, Y) of a canvas drawn with G, a move, the
 * pointer leaving. */
TriSceneResult tri_scene_click          (TriScene        *scene,
                                         const TriGeom   *g,
                                         double           x,
                                         double           y,
                                         TsMove          *move);
TriSceneResult tri_scene_hover          (TriScene        *scene,
                                         const TriGeom   *g,
                                         double           x,
                                         double           y);
TriSceneResult tri_scene_leave          (TriScene        *scene);
TriSceneResult tri_scene_set_focused    (TriScene        *scene,
                                         gboolean         focused);
/* Keys: the arrows (DX, DY), N / Shift+N (DIR 1 / -1), Enter, T, Escape,
 * the card keys; and the panel's buttons. */
TriSceneResult tri_scene_step_cursor    (TriScene        *scene,
                                         int              dx,
                                         int              dy);
TriSceneResult tri_scene_jump           (TriScene        *scene,
                                         int              dir);
TriSceneResult tri_scene_activate       (TriScene        *scene,
                                         TsMove          *move);
TriSceneResult tri_scene_cycle_teleport (TriScene        *scene);
TriSceneResult tri_scene_set_teleport   (TriScene        *scene,
                                         gboolean         on);
TriSceneResult tri_scene_cancel         (TriScene        *scene);
TriSceneResult tri_scene_select_card    (TriScene        *scene,
                                         int              value);
TriSceneResult tri_scene_play_card      (TriScene        *scene,
                                         TsMove          *move);
TriSceneResult tri_scene_pass           (TriScene        *scene,
                                         TsMove          *move);

/* Questions the drawing and the panel ask. */
guint       tri_scene_size              (const TriScene  *scene);
guint       tri_scene_n_triangles       (const TriScene  *scene);
TriPhase    tri_scene_phase             (const TriScene  *scene);
gboolean    tri_scene_acting_in         (const TriScene  *scene,
                                         TriPhase         phase);
gboolean    tri_scene_choosing_card     (const TriScene  *scene);
gboolean    tri_scene_any_teleport      (const TriScene  *scene);
/* TRIANGLE is a target the viewer can click now. */
gboolean    tri_scene_is_target         (const TriScene  *scene,
                                         int              triangle);
/* The cursor is on TRIANGLE and shown (pointer in or focus). */
gboolean    tri_scene_is_hot            (const TriScene  *scene,
                                         int              triangle);
/* The attack under the pointer or cursor, or -1. */
int         tri_scene_preview_attack    (const TriScene  *scene);
/* How many dice an attack on TARGET gets now (0 if it is no target). */
guint       tri_scene_attack_dice       (const TriScene  *scene,
                                         int              target);
/* The triangle the last move put a checker on, still held, or -1. */
int         tri_scene_last_placed       (const TriScene  *scene);
/* The battle drawn on the board (in progress, or just ended), and the one
 * the panel shows (that, or the last one since the viewer's last action). */
const TriBattle *tri_scene_shown_battle (const TriScene  *scene);
const TriBattle *tri_scene_panel_battle (const TriScene  *scene);

/* Text, translated (tri-scene-text.c).  The prompt and the notice are
 * kept up to date in the scene; these compute them. */
char       *tri_scene_compute_prompt    (const TriScene  *scene);
char       *tri_scene_compute_notice    (const TriScene  *scene);
char       *tri_scene_seat_name         (const TriScene  *scene,
                                         int              seat);
char       *tri_scene_describe_triangle (const TriScene  *scene,
                                         int              triangle);
/* The battle in three lines (result, attacker, defender); "?" hidden. */
char       *tri_scene_describe_battle   (const TriScene  *scene,
                                         const TriBattle *battle);
char       *tri_scene_battle_result     (const TriScene  *scene,
                                         const TriBattle *battle);
char       *tri_scene_hand_text         (const TriScene  *scene,
                                         int              seat);
/* "+2", or "?" for a hidden card (CARD < 0). */
char       *tri_scene_card_text         (int              card);
int         tri_scene_highest           (const guint8    *dice,
                                         guint            n);

G_END_DECLS
