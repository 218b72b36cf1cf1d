/* network-scene.h — what the Network board shows and what input means,
 * without GTK
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The scene is a plain struct the board fills from the match (the view,
 * the legal moves, the seats' names and colours) and the input changes
 * (cursor, hover, the corner picked for a starting set).  It answers what
 * a click at a spot or a key means (a move, a bell, a change of the
 * picture), the prompt, the words a screen reader hears and the trade the
 * panel describes.  Tests drive it without a display
 * (tests/test-scene-network.c).
 *
 * Spots.  The keyboard cursor walks a 15 × 15 lattice laid over the board:
 * (even, even) is a corner, (odd, even) a horizontal edge, (even, odd) a
 * vertical edge and (odd, odd) a square, so the arrow keys move between
 * neighbouring corners and edges (and squares, which a screen-reader user
 * can inspect).  The pointer picks the nearest corner, else the nearest
 * edge, else the square under it.
 */
#pragma once

#include "network-game.h"
#include "ts-table.h"

G_BEGIN_DECLS

/* The lattice of spots. */
#define NW_LATTICE (2 * NW_SIZE + 1)

/* R20: the game ends after this many turns in a row without a placement;
 * the panel warns from NW_WARN_IDLE_TURNS on. */
#define NW_STALEMATE_TURNS 12
#define NW_WARN_IDLE_TURNS 4

/* Geometry, in units of one square's side. */
#define NW_MARGIN      0.32   /* around the board, for border nodes */
#define NW_PICK_CORNER 0.26
#define NW_PICK_EDGE   0.22

typedef enum
{
  NW_SPOT_NONE,
  NW_SPOT_CORNER,
  NW_SPOT_EDGE,
  NW_SPOT_SQUARE,
} NwSpotKind;

typedef struct
{
  NwSpotKind kind;
  int        index;   /* corner, edge or square; NW_NONE with NW_SPOT_NONE */
} NwSpot;

#define NW_SPOT_INIT_NONE ((NwSpot) { NW_SPOT_NONE, NW_NONE })

/* The board laid out in a WIDTH × HEIGHT box: UNIT is a square's side,
 * (OX, OY) the top-left corner of square (0, 0).  With labels, a strip of
 * LABEL pixels beyond the margin on every side holds the column letters
 * (above and below) and the row numbers (left and right), in a font of
 * LABEL_PX pixels (never under NW_LABEL_MIN_PX); the board stays square. */
typedef struct
{
  double width;
  double height;
  double unit;
  double ox;
  double oy;
  double label;      /* 0 without labels */
  double label_px;
} NwGeom;

#define NW_LABEL_MIN_PX 9

/* What a click or a key did. */
typedef enum
{
  NW_SCENE_NOTHING,   /* nothing to show */
  NW_SCENE_BELL,      /* not possible now: ring the bell */
  NW_SCENE_CHANGED,   /* the picture or the prompt changed, no move */
  NW_SCENE_MOVE,      /* a move to choose (the result's MOVE) */
} NwSceneResult;

typedef struct
{
  /* Set by nw_scene_update (). */
  TsNetworkGame *view;            /* owned; NULL without a match */
  int            viewer;
  gboolean       can_act;
  GArray        *moves;           /* of TsMove, owned: legal when can_act */
  char          *names[2];        /* by seat */
  guint32        rgb[2];          /* seat colours, 0xRRGGBB */

  /* Derived from the moves.  Turns: where a node / branch may go now.
   * Setup: corners that start a set; edges that finish the set of
   * pending_corner. */
  gboolean       legal_corner[NW_N_CORNERS];
  gboolean       legal_edge[NW_N_EDGES];
  guint          n_legal_corners;
  guint          n_legal_edges;
  gboolean       end_legal;
  /* What the other seat placed in its last turn. */
  gboolean       recent_corner[NW_N_CORNERS];
  gboolean       recent_edge[NW_N_EDGES];

  /* Row and column labels on the board's edges (TsBoard:show-coordinates). */
  gboolean       labels;

  /* Input. */
  int            pending_corner;  /* setup: the node of the set being placed */
  int            cur_x;           /* the keyboard cursor on the lattice */
  int            cur_y;
  NwSpot         hover;           /* the spot under the pointer */
  /* Hovering an empty corner: what a node of the preview seat would
   * collect there (hover_income_valid FALSE otherwise). */
  gboolean       hover_income_valid;
  guint          hover_income[NW_N_COLOURS];
} NwScene;

void           nw_scene_init            (NwScene        *scene);
void           nw_scene_clear           (NwScene        *scene);

/* Takes the state to show: VIEW (NULL: none; a ref is taken), the viewer,
 * whether it may act and its legal MOVES (may be NULL), NAMES and RGB of
 * both seats.  A pending corner that no longer starts a set is
 * forgotten; cursor and hover stay. */
void           nw_scene_update          (NwScene        *scene,
                                         TsGame         *view,
                                         int             viewer,
                                         gboolean        can_act,
                                         const GArray   *moves,
                                         const char     *names[2],
                                         const guint32   rgb[2]);
/* Rings what the seat before the one on turn placed in its last turn, from
 * TABLE's moves (NULL: nothing). */
void           nw_scene_find_recent     (NwScene        *scene,
                                         TsTable        *table);
/* Forgets the corner picked for a starting set and the hover (a new match
 * or viewer). */
void           nw_scene_reset_input     (NwScene        *scene);

NwPhase        nw_scene_phase           (const NwScene  *scene);
/* Player number (0 = Player 1, who places first) of SEAT, and back. */
int            nw_scene_player_of_seat  (const NwScene  *scene,
                                         int             seat);
int            nw_scene_seat_of_player  (const NwScene  *scene,
                                         int             player);
/* The seat a hover preview is for: the viewer, or whoever is on turn. */
int            nw_scene_preview_seat    (const NwScene  *scene);

/* Spots. */
NwSpot         nw_spot_at_lattice       (int             x,
                                         int             y);
void           nw_spot_lattice          (NwSpot          spot,
                                         int            *x,
                                         int            *y);
gboolean       nw_spot_equal            (NwSpot          a,
                                         NwSpot          b);
NwSpot         nw_scene_cursor          (const NwScene  *scene);
/* Whether the viewer may act on SPOT now. */
gboolean       nw_scene_spot_legal      (const NwScene  *scene,
                                         NwSpot          spot);

/* Geometry. */
void           nw_geom_init             (NwGeom         *geom,
                                         double          width,
                                         double          height,
                                         gboolean        labels);
/* The centre of the label of column C above the board (BELOW: under it),
 * and of row R left of it (RIGHT: right of it). */
void           nw_geom_column_label     (const NwGeom   *geom,
                                         int             c,
                                         gboolean        below,
                                         double         *x,
                                         double         *y);
void           nw_geom_row_label        (const NwGeom   *geom,
                                         int             r,
                                         gboolean        right,
                                         double         *x,
                                         double         *y);
void           nw_geom_corner           (const NwGeom   *geom,
                                         int             corner,
                                         double         *x,
                                         double         *y);
void           nw_geom_edge_mid         (const NwGeom   *geom,
                                         int             edge,
                                         double         *x,
                                         double         *y);
NwSpot         nw_geom_spot_at          (const NwGeom   *geom,
                                         double          x,
                                         double          y);

/* Input.  Each returns what the board must do; a move goes to *MOVE. */
NwSceneResult  nw_scene_act             (NwScene        *scene,
                                         NwSpot          spot,
                                         TsMove         *move);
/* A click on SPOT: moves the cursor there, then acts if the viewer may. */
NwSceneResult  nw_scene_click           (NwScene        *scene,
                                         NwSpot          spot,
                                         TsMove         *move);
NwSceneResult  nw_scene_activate        (NwScene        *scene,
                                         TsMove         *move);
NwSceneResult  nw_scene_move_cursor     (NwScene        *scene,
                                         int             dx,
                                         int             dy);
/* The cursor to the next (STEP 1) or previous (-1) legal spot of KIND
 * (NW_SPOT_NONE: any) in reading order; STEP 0: the first. */
NwSceneResult  nw_scene_jump_legal      (NwScene        *scene,
                                         NwSpotKind      kind,
                                         int             step);
NwSceneResult  nw_scene_cancel          (NwScene        *scene);
/* TRUE when the hover changed. */
gboolean       nw_scene_set_hover       (NwScene        *scene,
                                         NwSpot          spot);

/* Trading.  The trade of GIVE (cubes per colour) for TAKE if it is legal
 * now: the 3:1 trade for three cubes, for two the 2:1 trade of the first
 * node (in corner order) that may still trade at its post. */
gboolean       nw_scene_find_trade      (const NwScene  *scene,
                                         const int       give[NW_N_COLOURS],
                                         int             take,
                                         TsMove         *move);
/* Post trades the seat on turn may still make (R13). */
guint          nw_scene_post_trades_left (const NwScene *scene);
/* Why GIVE for TAKE cannot be traded now (NULL when it can). */
char          *nw_scene_trade_hint      (const NwScene  *scene,
                                         const int       give[NW_N_COLOURS],
                                         int             take);
/* The trades left this turn, in words ("" once the game is over). */
char          *nw_scene_trades_left     (const NwScene  *scene);
/* The R20 warning, or NULL while the game is far from a stalemate. */
char          *nw_scene_idle_warning    (const NwScene  *scene);

/* Words. */
char          *nw_scene_prompt          (const NwScene  *scene);
char          *nw_scene_describe_spot   (const NwScene  *scene,
                                         NwSpot          spot);
char          *nw_scene_describe_scores (const NwScene  *scene);
const char    *nw_colour_name           (NwColour        colour);
const char    *nw_colour_title          (NwColour        colour);
const char    *nw_colour_letter         (NwColour        colour);
/* The saturated colour of a cube (0xRRGGBB): badges and the panel. */
guint32        nw_cube_rgb              (NwColour        colour);
/* "2 red, 1 yellow" ("none" for no cubes). */
char          *nw_cubes_text            (const guint     counts[NW_N_COLOURS]);

G_END_DECLS
