/* network-board.c — the Network board widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two children: the canvas, a focusable widget that draws the 7 × 7 board
 * with GtkSnapshot (cairo nodes, rasterised at the device scale, and Pango
 * layouts) and turns clicks and keys into moves; and a scrolling panel of
 * ordinary widgets (labels, buttons, spin buttons), so Tab, mnemonics,
 * tooltips and screen readers work there without custom code.  The board
 * draws ts_game_view_for (game, viewer) and never changes the match: it
 * emits "move-chosen" and the window plays the move.
 *
 * Spots.  The keyboard cursor walks a 15 × 15 lattice laid over the board:
 * (even, even) is a corner, (odd, even) a horizontal edge, (even, odd) a
 * vertical edge and (odd, odd) a square, so the arrow keys move between
 * neighbouring corners and edges (and squares, which a screen-reader user
 * can inspect).  The pointer picks the nearest corner, else the nearest
 * edge, else the square under it.
 */
#include "network-board.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "network-game.h"
#include "ts-board-util.h"
#include "ts-swatch.h"

/* GNOME's accent blue: reads on every square colour and on both themes. */
#define ACCENT_RGB 0x3584e4

/* R20: the game ends after this many turns in a row without a placement;
 * the panel warns from WARN_IDLE_TURNS on. */
#define STALEMATE_TURNS 12
#define WARN_IDLE_TURNS 4

/* The lattice of spots (see the top of the file). */
#define LATTICE (2 * NW_SIZE + 1)

/* Sizes in units of one square's side. */
#define MARGIN        0.32   /* around the board, for border nodes */
#define NODE_R        0.165
#define BRANCH_W      0.12
#define PICK_CORNER   0.26
#define PICK_EDGE     0.22

/* Network's seat colours when a setup names none (hand-made matches):
 * orange and purple, spec §1. */
static const char * const fallback_colour_ids[2] = { "orange", "purple" };

/* Square fills: lighter than the seat colours so pieces stand out on
 * them; red leans to coral and blue to sky so orange and purple pieces
 * differ from both. */
static const guint32 square_rgb[] = {
  [NW_SQUARE_RED] = 0xee7f72,
  [NW_SQUARE_YELLOW] = 0xf6d55c,
  [NW_SQUARE_GREEN] = 0x7ccf8a,
  [NW_SQUARE_BLUE] = 0x78acee,
  [NW_SQUARE_VACANT] = 0x9a9996,
  [NW_SQUARE_POST] = 0xe8e2d4,
};

/* Cube colours (badges, panel): the saturated versions. */
static const guint32 cube_rgb[NW_N_COLOURS] = {
  [NW_RED] = 0xe01b24,
  [NW_YELLOW] = 0xf5c211,
  [NW_GREEN] = 0x2ec27e,
  [NW_BLUE] = 0x3584e4,
};

typedef enum
{
  SPOT_NONE,
  SPOT_CORNER,
  SPOT_EDGE,
  SPOT_SQUARE,
} SpotKind;

typedef struct
{
  SpotKind kind;
  int      index;   /* corner, edge or square */
} Spot;

typedef struct
{
  double x;
  double y;
} Pt;

/* The canvas's geometry, from its size. */
typedef struct
{
  double width;
  double height;
  double unit;      /* side of a square, pixels */
  double ox;        /* top-left corner of square (0, 0) */
  double oy;
} Geom;

/* ------------------------------------------------------------------ */
/* The canvas: a private child that draws and takes keys               */

#define TS_TYPE_NETWORK_CANVAS (ts_network_canvas_get_type ())
G_DECLARE_FINAL_TYPE (TsNetworkCanvas, ts_network_canvas, TS, NETWORK_CANVAS, GtkWidget)

struct _TsNetworkCanvas
{
  GtkWidget       parent_instance;
  TsNetworkBoard *board;   /* unowned: our parent */
};

G_DEFINE_FINAL_TYPE (TsNetworkCanvas, ts_network_canvas, GTK_TYPE_WIDGET)

/* ------------------------------------------------------------------ */
/* The board                                                           */

typedef struct
{
  GtkWidget *frame;
  GtkWidget *swatch;
  GtkWidget *name;
  GtkWidget *score;
  GtkWidget *parts;
  GtkWidget *network;
  GtkWidget *cubes;
  GtkWidget *supply;
  GtkWidget *collected;
} PlayerCard;

struct _TsNetworkBoard
{
  TsBoard   parent_instance;

  GtkWidget  *canvas;
  GtkWidget  *scroller;
  GtkWidget  *prompt_label;
  GtkWidget  *idle_label;
  PlayerCard  card[2];          /* Player 1 (first seat), Player 2 */
  GtkWidget  *branch_button;
  GtkWidget  *node_button;
  GtkWidget  *trade_frame;
  GtkWidget  *give_spin[NW_N_COLOURS];
  GtkWidget  *take_toggle[NW_N_COLOURS];
  GtkWidget  *trade_button;
  GtkWidget  *trades_left_label;
  GtkWidget  *end_button;

  TsMatch    *match;
  gulong      changed_id;
  int         viewer;
  gboolean    interactive;

  TsGame     *view;             /* ts_game_view_for (game, viewer) */
  GArray     *moves;            /* legal moves, when the viewer may act */
  /* Turns: where a node / branch may go now.  Setup: corners that start
   * a set; edges that finish the set of pending_corner. */
  gboolean    legal_corner[NW_N_CORNERS];
  gboolean    legal_edge[NW_N_EDGES];
  guint       n_legal_corners;
  guint       n_legal_edges;
  /* What the other seat placed in its last turn, ringed so players see
   * what the computer (or the friend) did. */
  gboolean    recent_corner[NW_N_CORNERS];
  gboolean    recent_edge[NW_N_EDGES];
  int         pending_corner;   /* setup: the node of the set being placed */

  int         cur_x;            /* the keyboard cursor on the lattice */
  int         cur_y;
  Spot        hover;            /* the spot under the pointer */

  int         take_colour;
  gboolean    updating;         /* refresh () is setting the controls */

  char       *prompt;
  char       *a11y_text;
};

enum
{
  PROP_0,
  PROP_PROMPT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TsNetworkBoard, ts_network_board, TS_TYPE_BOARD)

static void refresh (TsNetworkBoard *self);
static void changed_locally (TsNetworkBoard *self);

/* ------------------------------------------------------------------ */
/* State helpers                                                       */

static TsNetworkGame *
nw_view (TsNetworkBoard *self)
{
  return self->view ? TS_NETWORK_GAME (self->view) : NULL;
}

static NwPhase
current_phase (TsNetworkBoard *self)
{
  return self->view ? ts_network_game_get_phase (nw_view (self)) : NW_PHASE_OVER;
}

static gboolean
can_act (TsNetworkBoard *self)
{
  return ts_board_util_can_act (self->view, self->interactive, self->viewer);
}

static gboolean
acting_in (TsNetworkBoard *self,
           NwPhase         phase)
{
  return can_act (self) && current_phase (self) == phase;
}

/* Player number (0 = Player 1, who places first) of SEAT. */
static int
player_of_seat (TsNetworkBoard *self,
                int             seat)
{
  int first = self->view ? ts_network_game_get_first_seat (nw_view (self)) : 0;

  return seat == first ? 0 : 1;
}

static int
seat_of_player (TsNetworkBoard *self,
                int             player)
{
  int first = self->view ? ts_network_game_get_first_seat (nw_view (self)) : 0;

  return player == 0 ? first : 1 - first;
}

static const char *
seat_colour_id (TsNetworkBoard *self,
                int             seat)
{
  const char *id = ts_board_util_setup_colour (self->match, seat);

  return id != NULL ? id : fallback_colour_ids[player_of_seat (self, seat)];
}

static guint32
seat_rgb (TsNetworkBoard *self,
          int             seat)
{
  return ts_seat_colour_rgb (seat_colour_id (self, seat));
}

static char *
seat_name (TsNetworkBoard *self,
           int             seat)
{
  return ts_board_util_seat_name (self->match, seat);
}

/* The seat a hover preview is for: the viewer, or whoever is on turn. */
static int
preview_seat (TsNetworkBoard *self)
{
  if (self->viewer != TS_SEAT_NONE && self->view != NULL
      && self->viewer < (int) ts_game_get_n_players (self->view))
    return self->viewer;
  return self->view ? ts_game_get_current_seat (self->view) : TS_SEAT_NONE;
}

/* ------------------------------------------------------------------ */
/* Spots and the lattice                                               */

static Spot
spot_at_lattice (int x,
                 int y)
{
  Spot s = { SPOT_NONE, NW_NONE };

  if (x < 0 || y < 0 || x >= LATTICE || y >= LATTICE)
    return s;
  if (x % 2 == 0 && y % 2 == 0)
    s = (Spot) { SPOT_CORNER, nw_corner_at (x / 2, y / 2) };
  else if (x % 2 == 1 && y % 2 == 0)
    s = (Spot) { SPOT_EDGE, nw_h_edge (x / 2, y / 2) };
  else if (x % 2 == 0)
    s = (Spot) { SPOT_EDGE, nw_v_edge (x / 2, y / 2) };
  else
    s = (Spot) { SPOT_SQUARE, nw_square_at (x / 2, y / 2) };
  if (s.index == NW_NONE)
    s.kind = SPOT_NONE;
  return s;
}

/* Corner (i, j) of CORNER. */
static void
corner_ij (int  corner,
           int *i,
           int *j)
{
  *i = corner % (NW_SIZE + 1);
  *j = corner / (NW_SIZE + 1);
}

static gboolean
edge_is_horizontal (int edge)
{
  return edge < NW_N_H_EDGES;
}

/* The lattice position of SPOT. */
static void
spot_lattice (Spot  spot,
              int  *x,
              int  *y)
{
  int i, j;

  switch (spot.kind)
    {
    case SPOT_CORNER:
      corner_ij (spot.index, &i, &j);
      *x = 2 * i;
      *y = 2 * j;
      break;
    case SPOT_EDGE:
      if (edge_is_horizontal (spot.index))
        {
          *x = 2 * (spot.index % NW_SIZE) + 1;
          *y = 2 * (spot.index / NW_SIZE);
        }
      else
        {
          int e = spot.index - NW_N_H_EDGES;
          *x = 2 * (e % (NW_SIZE + 1));
          *y = 2 * (e / (NW_SIZE + 1)) + 1;
        }
      break;
    case SPOT_SQUARE:
      *x = 2 * (spot.index % NW_SIZE) + 1;
      *y = 2 * (spot.index / NW_SIZE) + 1;
      break;
    case SPOT_NONE:
    default:
      *x = 0;
      *y = 0;
      break;
    }
}

static Spot
cursor_spot (TsNetworkBoard *self)
{
  return spot_at_lattice (self->cur_x, self->cur_y);
}

static gboolean
spot_equal (Spot a,
            Spot b)
{
  return a.kind == b.kind && (a.kind == SPOT_NONE || a.index == b.index);
}

/* Whether the viewer may act on SPOT now (a node, a branch, a set's
 * corner or edge). */
static gboolean
spot_legal (TsNetworkBoard *self,
            Spot            spot)
{
  if (spot.kind == SPOT_CORNER)
    return self->legal_corner[spot.index];
  if (spot.kind == SPOT_EDGE)
    return self->legal_edge[spot.index];
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* Geometry                                                            */

static void
compute_geom (TsNetworkBoard *self,
              Geom           *g)
{
  double side;

  g->width = gtk_widget_get_width (self->canvas);
  g->height = gtk_widget_get_height (self->canvas);
  side = MIN (g->width, g->height);
  g->unit = MAX (side, 0) / (NW_SIZE + 2 * MARGIN);
  g->ox = floor ((g->width - NW_SIZE * g->unit) / 2);
  g->oy = floor ((g->height - NW_SIZE * g->unit) / 2);
}

static Pt
corner_pt (const Geom *g,
           int         corner)
{
  int i, j;

  corner_ij (corner, &i, &j);
  return (Pt) { g->ox + i * g->unit, g->oy + j * g->unit };
}

static void
edge_pts (const Geom *g,
          int         edge,
          Pt         *a,
          Pt         *b)
{
  int c[2];

  nw_edge_corners (edge, c);
  *a = corner_pt (g, c[0]);
  *b = corner_pt (g, c[1]);
}

static Pt
edge_mid (const Geom *g,
          int         edge)
{
  Pt a, b;

  edge_pts (g, edge, &a, &b);
  return (Pt) { (a.x + b.x) / 2, (a.y + b.y) / 2 };
}

static graphene_rect_t
square_rect (const Geom *g,
             int         square)
{
  return GRAPHENE_RECT_INIT (g->ox + (square % NW_SIZE) * g->unit,
                             g->oy + (square / NW_SIZE) * g->unit,
                             g->unit, g->unit);
}

/* The spot under (X, Y): the nearest corner, else the nearest edge, else
 * the square. */
static Spot
spot_at_point (const Geom *g,
               double      x,
               double      y)
{
  double gx, gy;
  int ci, cj;

  if (g->unit <= 0)
    return (Spot) { SPOT_NONE, NW_NONE };
  gx = (x - g->ox) / g->unit;
  gy = (y - g->oy) / g->unit;
  if (gx < -MARGIN || gy < -MARGIN || gx > NW_SIZE + MARGIN || gy > NW_SIZE + MARGIN)
    return (Spot) { SPOT_NONE, NW_NONE };

  ci = (int) lround (gx);
  cj = (int) lround (gy);
  if (ci >= 0 && cj >= 0 && ci <= NW_SIZE && cj <= NW_SIZE
      && hypot (gx - ci, gy - cj) < PICK_CORNER)
    return (Spot) { SPOT_CORNER, nw_corner_at (ci, cj) };

  /* Distance to the nearest horizontal and vertical grid line. */
  {
    double dh = fabs (gy - cj);
    double dv = fabs (gx - ci);
    int e = NW_NONE;

    if (dh <= dv && dh < PICK_EDGE && gx >= 0 && gx < NW_SIZE && cj >= 0 && cj <= NW_SIZE)
      e = nw_h_edge ((int) floor (gx), cj);
    else if (dv < PICK_EDGE && gy >= 0 && gy < NW_SIZE && ci >= 0 && ci <= NW_SIZE)
      e = nw_v_edge (ci, (int) floor (gy));
    if (e != NW_NONE)
      return (Spot) { SPOT_EDGE, e };
  }

  if (gx >= 0 && gy >= 0 && gx < NW_SIZE && gy < NW_SIZE)
    return (Spot) { SPOT_SQUARE, nw_square_at ((int) floor (gx), (int) floor (gy)) };
  return (Spot) { SPOT_NONE, NW_NONE };
}

/* ------------------------------------------------------------------ */
/* Text                                                                */

static const char *
colour_name (NwColour colour)
{
  switch (colour)
    {
    case NW_RED:
      /* Translators: a resource colour, inside sentences. */
      return C_("resource", "red");
    case NW_YELLOW:
      return C_("resource", "yellow");
    case NW_GREEN:
      return C_("resource", "green");
    case NW_BLUE:
    default:
      return C_("resource", "blue");
    }
}

/* The capitalised name, for buttons and labels. */
static const char *
colour_title (NwColour colour)
{
  switch (colour)
    {
    case NW_RED:
      /* Translators: a resource colour, on its own on a button. */
      return C_("resource", "Red");
    case NW_YELLOW:
      return C_("resource", "Yellow");
    case NW_GREEN:
      return C_("resource", "Green");
    case NW_BLUE:
    default:
      return C_("resource", "Blue");
    }
}

/* The letter drawn on resource squares and next to cube counts, for
 * players who cannot tell the colours apart. */
static const char *
colour_letter (NwColour colour)
{
  switch (colour)
    {
    case NW_RED:
      /* Translators: one letter for the resource colour red. */
      return C_("resource letter", "R");
    case NW_YELLOW:
      /* Translators: one letter for the resource colour yellow. */
      return C_("resource letter", "Y");
    case NW_GREEN:
      /* Translators: one letter for the resource colour green. */
      return C_("resource letter", "G");
    case NW_BLUE:
    default:
      /* Translators: one letter for the resource colour blue. */
      return C_("resource letter", "B");
    }
}

static char *
rgb_hex (guint32 rgb)
{
  return g_strdup_printf ("#%06x", rgb & 0xffffff);
}

/* "■R 2  ■Y 0 …": every colour, with counts; NULL counts → all zero. */
static char *
cubes_markup (const guint counts[NW_N_COLOURS],
              gboolean    skip_zero)
{
  GString *s = g_string_new (NULL);

  for (int c = 0; c < NW_N_COLOURS; c++)
    {
      g_autofree char *hex = rgb_hex (cube_rgb[c]);
      g_autofree char *letter = g_markup_escape_text (colour_letter (c), -1);

      if (skip_zero && counts[c] == 0)
        continue;
      if (s->len > 0)
        g_string_append (s, "   ");
      /* The square glyph carries the colour, the letter says it. */
      g_string_append_printf (s, "<span foreground=\"%s\">■</span>\u202f%s\u00a0<b>%u</b>",
                              hex, letter, counts[c]);
    }
  return g_string_free (s, FALSE);
}

/* "2 red, 1 yellow" for screen readers and tooltips. */
static char *
cubes_text (const guint counts[NW_N_COLOURS])
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  for (int c = 0; c < NW_N_COLOURS; c++)
    if (counts[c] > 0)
      /* Translators: a number of cubes of a colour, e.g. "2 red". */
      g_ptr_array_add (parts, g_strdup_printf (C_("cubes", "%1$u %2$s"), counts[c],
                                               colour_name (c)));
  if (parts->len == 0)
    /* Translators: a player holds no resource cubes. */
    return g_strdup (C_("cubes", "none"));
  g_ptr_array_add (parts, NULL);
  /* Translators: the separator of a list of cube counts. */
  return g_strjoinv (C_("list separator", ", "), (char **) parts->pdata);
}

static const char *
square_type_name (int square)
{
  switch (nw_square_type (square))
    {
    case NW_SQUARE_RED:
      /* Translators: a kind of square on the Network board. */
      return _("red square");
    case NW_SQUARE_YELLOW:
      return _("yellow square");
    case NW_SQUARE_GREEN:
      return _("green square");
    case NW_SQUARE_BLUE:
      return _("blue square");
    case NW_SQUARE_VACANT:
      return _("vacant square");
    case NW_SQUARE_POST:
    default:
      return _("trading post");
    }
}

static char *
describe_square (TsNetworkBoard *self,
                 int             square)
{
  TsNetworkGame *view = nw_view (self);
  int owner = ts_network_game_get_captured_by (view, square);
  guint limit = nw_square_limit (square);
  g_autofree char *base = NULL;

  if (limit > 0)
    /* Translators: e.g. "red square, limit 2" (limit: nodes it pays). */
    base = g_strdup_printf (_("%1$s, limit %2$u"), square_type_name (square), limit);
  else
    base = g_strdup (square_type_name (square));

  if (owner != TS_SEAT_NONE && owner >= 0)
    {
      g_autofree char *name = seat_name (self, owner);
      /* Translators: %1$s describes a square, %2$s is a player. */
      return g_strdup_printf (_("%1$s, captured by %2$s"), base, name);
    }
  if (ts_network_game_is_exhausted (view, square))
    /* Translators: %s describes a square that pays no one any more. */
    return g_strdup_printf (_("%s, exhausted"), base);
  return g_steal_pointer (&base);
}

static char *
join_squares (TsNetworkBoard *self,
              const int      *squares,
              guint           n)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  for (guint k = 0; k < n; k++)
    g_ptr_array_add (parts, describe_square (self, squares[k]));
  g_ptr_array_add (parts, NULL);
  /* Translators: the separator of a list of squares. */
  return g_strjoinv (C_("list separator", "; "), (char **) parts->pdata);
}

static char *
describe_spot (TsNetworkBoard *self,
               Spot            spot)
{
  TsNetworkGame *view = nw_view (self);

  if (view == NULL)
    return NULL;

  switch (spot.kind)
    {
    case SPOT_CORNER:
      {
        g_autofree char *name = nw_corner_to_string (spot.index);
        int squares[4];
        guint n = nw_corner_squares (spot.index, squares);
        g_autofree char *around = join_squares (self, squares, n);
        int owner = ts_network_game_get_corner_owner (view, spot.index);

        if (owner != TS_SEAT_NONE && owner >= 0)
          {
            g_autofree char *who = seat_name (self, owner);
            /* Translators: %1$s is a corner like "3,2", %2$s a player,
             * %3$s the squares around it. */
            return g_strdup_printf (_("Corner %1$s: node of %2$s. Squares: %3$s"),
                                    name, who, around);
          }
        if (spot_legal (self, spot))
          return g_strdup_printf (_("Corner %1$s: empty, you may place a node here. Squares: %2$s"),
                                  name, around);
        return g_strdup_printf (_("Corner %1$s: empty. Squares: %2$s"), name, around);
      }

    case SPOT_EDGE:
      {
        g_autofree char *name = nw_edge_to_string (spot.index);
        int squares[2];
        guint n = nw_edge_squares (spot.index, squares);
        g_autofree char *beside = join_squares (self, squares, n);
        int owner = ts_network_game_get_edge_owner (view, spot.index);

        if (owner != TS_SEAT_NONE && owner >= 0)
          {
            g_autofree char *who = seat_name (self, owner);
            /* Translators: %1$s is an edge like "H2,2", %2$s a player,
             * %3$s the squares beside it. */
            return g_strdup_printf (_("Edge %1$s: branch of %2$s. Squares: %3$s"),
                                    name, who, beside);
          }
        if (spot_legal (self, spot))
          return g_strdup_printf (_("Edge %1$s: empty, you may place a branch here. Squares: %2$s"),
                                  name, beside);
        return g_strdup_printf (_("Edge %1$s: empty. Squares: %2$s"), name, beside);
      }

    case SPOT_SQUARE:
      {
        g_autofree char *what = describe_square (self, spot.index);
        int corners[4];
        guint nodes = 0;

        nw_square_corners (spot.index, corners);
        for (guint k = 0; k < 4; k++)
          nodes += ts_network_game_get_corner_owner (view, corners[k]) >= 0;
        /* Translators: %1$u,%2$u is a square's column and row, %3$s
         * describes it, %4$u counts the nodes on its corners. */
        return g_strdup_printf (g_dngettext (NULL, "Square %1$u,%2$u: %3$s; %4$u node on its corners",
                                             "Square %1$u,%2$u: %3$s; %4$u nodes on its corners",
                                             nodes),
                                spot.index % NW_SIZE, spot.index / NW_SIZE, what, nodes);
      }

    case SPOT_NONE:
    default:
      return NULL;
    }
}

static char *
winner_message (TsNetworkBoard *self)
{
  int ranks[TS_MAX_SEATS] = { 0 };
  NwScore score;
  int winner = TS_SEAT_NONE;
  guint n_first = 0;

  ts_game_get_ranks (self->view, ranks);
  for (int seat = 0; seat < 2; seat++)
    if (ranks[seat] == 0)
      {
        winner = seat;
        n_first++;
      }
  if (n_first != 1)
    return g_strdup (_("Game over: a draw."));

  {
    g_autofree char *name = seat_name (self, winner);
    ts_network_game_get_score_parts (nw_view (self), winner, &score);
    return g_strdup_printf (g_dngettext (NULL, "Game over: %1$s wins with %2$u point.",
                                         "Game over: %1$s wins with %2$u points.",
                                         score.total),
                            name, score.total);
  }
}

static char *
compute_prompt (TsNetworkBoard *self)
{
  int seat;
  g_autofree char *name = NULL;

  if (self->view == NULL)
    return NULL;
  if (ts_game_is_over (self->view) || current_phase (self) == NW_PHASE_OVER)
    return winner_message (self);

  seat = ts_game_get_current_seat (self->view);
  name = seat_name (self, seat);

  if (current_phase (self) == NW_PHASE_SETUP)
    {
      if (!can_act (self))
        return g_strdup_printf (_("%s is placing a starting set."), name);
      if (self->pending_corner != NW_NONE)
        return g_strdup (_("Now choose an edge next to your new node for its free branch (Esc picks another corner)."));
      return g_strdup (_("Place a starting set: choose a free corner for your node, then an edge next to it for your branch."));
    }

  if (!can_act (self))
    return g_strdup_printf (_("%s’s turn."), name);
  if (self->n_legal_corners + self->n_legal_edges > 0)
    return g_strdup (_("Your turn: build on a highlighted spot, trade, or end the turn."));
  return g_strdup (_("Your turn: nothing to build with these cubes. Trade, or end the turn."));
}

static char *
describe_scores (TsNetworkBoard *self)
{
  NwScore s[2];
  g_autofree char *n0 = NULL;
  g_autofree char *n1 = NULL;

  if (self->view == NULL)
    return g_strdup ("");
  for (int p = 0; p < 2; p++)
    ts_network_game_get_score_parts (nw_view (self), seat_of_player (self, p), &s[p]);
  n0 = seat_name (self, seat_of_player (self, 0));
  n1 = seat_name (self, seat_of_player (self, 1));
  /* Translators: both players' names and points. */
  return g_strdup_printf (_("%1$s: %2$u points; %3$s: %4$u points"),
                          n0, s[0].total, n1, s[1].total);
}

static void
update_accessible (TsNetworkBoard *self)
{
  g_autofree char *spot = self->view ? describe_spot (self, cursor_spot (self)) : NULL;
  g_autofree char *scores = describe_scores (self);

  ts_board_util_update_accessible (self->canvas, &self->a11y_text, self->prompt, spot,
                                   _("Network board"), scores);
}

/* ------------------------------------------------------------------ */
/* Colours                                                             */

/* ------------------------------------------------------------------ */
/* Drawing                                                             */

/* A node's shape: Player 1 round, Player 2 square, so the two players
 * differ without their colours. */
static void
path_node (cairo_t *cr,
           int      player,
           double   cx,
           double   cy,
           double   r)
{
  if (player == 0)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
    }
  else
    ts_board_util_path_round_rect (cr, cx - r * 0.9, cy - r * 0.9, r * 1.8, r * 1.8, r * 0.3);
}

static void
draw_node (cairo_t *cr,
           int      player,
           guint32  rgb,
           double   cx,
           double   cy,
           double   r,
           double   alpha)
{
  double lw = MAX (1.5, r * 0.22);

  path_node (cr, player, cx, cy, r + lw * 0.5);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.65 * alpha);
  cairo_fill (cr);
  path_node (cr, player, cx, cy, r);
  cairo_set_source_rgba (cr, 1, 1, 1, alpha);
  cairo_fill (cr);
  path_node (cr, player, cx, cy, r - lw * 0.8);
  ts_board_util_set_source_rgb (cr, rgb, alpha);
  cairo_fill (cr);
}

/* A branch's drawn ends: a little short of the corners, so two branches
 * meeting at a corner still read as two pieces. */
static void
branch_ends (const Geom *g,
             int         edge,
             Pt         *a,
             Pt         *b)
{
  double inset = g->unit * 0.12;

  edge_pts (g, edge, a, b);
  if (edge_is_horizontal (edge))
    {
      a->x += inset;
      b->x -= inset;
    }
  else
    {
      a->y += inset;
      b->y -= inset;
    }
}

static void
draw_branch (cairo_t    *cr,
             const Geom *g,
             int         edge,
             int         player,
             guint32     rgb,
             double      alpha)
{
  double w = MAX (3, g->unit * BRANCH_W);
  Pt a, b;

  branch_ends (g, edge, &a, &b);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, a.x, a.y);
  cairo_line_to (cr, b.x, b.y);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.65 * alpha);
  cairo_set_line_width (cr, w + 3);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, alpha);
  cairo_set_line_width (cr, w + 1);
  cairo_stroke_preserve (cr);
  ts_board_util_set_source_rgb (cr, rgb, alpha);
  cairo_set_line_width (cr, w - 1.5);
  cairo_stroke (cr);

  /* Player 2's branches carry a light centre line: a pattern for players
   * who cannot tell orange from purple. */
  if (player == 1)
    {
      cairo_move_to (cr, a.x, a.y);
      cairo_line_to (cr, b.x, b.y);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.8 * alpha);
      cairo_set_line_width (cr, MAX (1, w * 0.22));
      cairo_stroke (cr);
    }
}

/* A row of small cubes centred on (CX, Y): COUNTS per colour. */
static double
cubes_row_width (const guint counts[NW_N_COLOURS],
                 double      s)
{
  guint n = 0;

  for (int c = 0; c < NW_N_COLOURS; c++)
    n += counts[c];
  return n == 0 ? 0 : n * s + (n - 1) * s * 0.25 + s * 0.6;
}

static void
draw_cubes_row (cairo_t       *cr,
                const guint    counts[NW_N_COLOURS],
                double         cx,
                double         y,
                double         s,
                const GdkRGBA *pill,
                const GdkRGBA *edge)
{
  double w = cubes_row_width (counts, s);
  double x;

  if (w <= 0)
    return;
  x = cx - w / 2;
  ts_board_util_path_round_rect (cr, x, y, w, s * 1.6, s * 0.5);
  ts_board_util_set_source (cr, pill, 1);
  cairo_fill_preserve (cr);
  ts_board_util_set_source (cr, edge, 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  x += s * 0.3;
  for (int c = 0; c < NW_N_COLOURS; c++)
    for (guint k = 0; k < counts[c] && k < 8; k++)
      {
        ts_board_util_path_round_rect (cr, x, y + s * 0.3, s, s, s * 0.2);
        ts_board_util_set_source_rgb (cr, cube_rgb[c], 1);
        cairo_fill_preserve (cr);
        cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
        cairo_set_line_width (cr, 1);
        cairo_stroke (cr);
        x += s * 1.25;
      }
}

static void
draw_post_symbol (cairo_t                *cr,
                  const graphene_rect_t  *r)
{
  double u = r->size.width;
  double cx = r->origin.x + u / 2, cy = r->origin.y + u / 2;
  double len = u * 0.26, head = u * 0.08, gap = u * 0.075;

  /* Two opposite arrows: trade. */
  cairo_set_source_rgba (cr, 0.24, 0.22, 0.27, 0.9);
  cairo_set_line_width (cr, MAX (1.5, u * 0.045));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  cairo_move_to (cr, cx - len, cy - gap);
  cairo_line_to (cr, cx + len, cy - gap);
  cairo_rel_line_to (cr, -head, -head);
  cairo_move_to (cr, cx + len, cy - gap);
  cairo_rel_line_to (cr, -head, head);

  cairo_move_to (cr, cx + len, cy + gap);
  cairo_line_to (cr, cx - len, cy + gap);
  cairo_rel_line_to (cr, head, -head);
  cairo_move_to (cr, cx - len, cy + gap);
  cairo_rel_line_to (cr, head, head);
  cairo_stroke (cr);
}

/* The limit's white dots along the bottom of a resource square. */
static void
draw_limit_dots (cairo_t               *cr,
                 const graphene_rect_t *r,
                 guint                  limit)
{
  double u = r->size.width;
  double dr = MAX (2, u * 0.05);
  double step = dr * 3;
  double x0 = r->origin.x + u / 2 - step * (limit - 1) / 2.0;
  double y = r->origin.y + u * 0.76;

  for (guint k = 0; k < limit; k++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x0 + k * step, y, dr, 0, 2 * G_PI);
    }
  cairo_set_source_rgba (cr, 1, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
draw_squares (TsNetworkBoard *self,
              cairo_t        *cr,
              const Geom     *g,
              const GdkRGBA  *fg)
{
  double u = g->unit;

  /* The table under the board. */
  ts_board_util_path_round_rect (cr, g->ox - u * MARGIN * 0.8, g->oy - u * MARGIN * 0.8,
                                 u * (NW_SIZE + 1.6 * MARGIN), u * (NW_SIZE + 1.6 * MARGIN), u * 0.2);
  cairo_set_source_rgba (cr, 0.24, 0.22, 0.27, 1);
  cairo_fill (cr);

  for (int sq = 0; sq < NW_N_SQUARES; sq++)
    {
      graphene_rect_t r = square_rect (g, sq);
      NwSquareType type = nw_square_type (sq);

      cairo_rectangle (cr, r.origin.x, r.origin.y, r.size.width, r.size.height);
      ts_board_util_set_source_rgb (cr, square_rgb[type], 1);
      cairo_fill (cr);

      if (type == NW_SQUARE_VACANT)
        {
          /* Hatching: vacant reads as "nothing here" without colour. */
          cairo_save (cr);
          cairo_rectangle (cr, r.origin.x, r.origin.y, r.size.width, r.size.height);
          cairo_clip (cr);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.15);
          cairo_set_line_width (cr, MAX (1, u * 0.03));
          for (double d = -u; d < u; d += u / 6)
            {
              cairo_move_to (cr, r.origin.x + d, r.origin.y + u);
              cairo_line_to (cr, r.origin.x + d + u, r.origin.y);
            }
          cairo_stroke (cr);
          cairo_restore (cr);
        }
      else if (type == NW_SQUARE_POST)
        draw_post_symbol (cr, &r);
      else
        draw_limit_dots (cr, &r, nw_square_limit (sq));
    }

  /* The grid: every edge, thin. */
  cairo_set_source_rgba (cr, 0.24, 0.22, 0.27, 0.85);
  cairo_set_line_width (cr, MAX (1, u * 0.025));
  for (int k = 0; k <= NW_SIZE; k++)
    {
      cairo_move_to (cr, g->ox, g->oy + k * u);
      cairo_line_to (cr, g->ox + NW_SIZE * u, g->oy + k * u);
      cairo_move_to (cr, g->ox + k * u, g->oy);
      cairo_line_to (cr, g->ox + k * u, g->oy + NW_SIZE * u);
    }
  cairo_stroke (cr);
  (void) fg;
  (void) self;
}

static PangoLayout *
letter_layout (GtkWidget  *widget,
               const char *text,
               double      px,
               gboolean    bold)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *desc = pango_font_description_new ();

  pango_font_description_set_family (desc, "Sans");
  pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_absolute_size (desc, MAX (1, px) * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  return layout;
}

static void
append_centred (GtkSnapshot   *snapshot,
                PangoLayout   *layout,
                double         cx,
                double         cy,
                const GdkRGBA *colour)
{
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (cx - w / 2.0),
                                                         round (cy - h / 2.0)));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

static void
draw_letters (TsNetworkBoard *self,
              GtkSnapshot    *snapshot,
              const Geom     *g)
{
  GtkWidget *widget = self->canvas;
  GdkRGBA ink = { 0.15, 0.13, 0.18, 0.72 };
  PangoLayout *layouts[NW_N_COLOURS] = { NULL };
  PangoLayout *ratio;

  if (g->unit < 14)
    return;
  for (int c = 0; c < NW_N_COLOURS; c++)
    layouts[c] = letter_layout (widget, colour_letter (c), g->unit * 0.26, TRUE);
  /* Translators: the trade rate of a trading post, drawn on it. */
  ratio = letter_layout (widget, C_("trading post", "2:1"), g->unit * 0.17, TRUE);

  for (int sq = 0; sq < NW_N_SQUARES; sq++)
    {
      graphene_rect_t r = square_rect (g, sq);
      NwSquareType type = nw_square_type (sq);
      double cx = r.origin.x + g->unit / 2;

      if (type <= NW_SQUARE_BLUE)
        append_centred (snapshot, layouts[type], cx, r.origin.y + g->unit * 0.3, &ink);
      else if (type == NW_SQUARE_POST)
        append_centred (snapshot, ratio, cx, r.origin.y + g->unit * 0.78, &ink);
    }

  for (int c = 0; c < NW_N_COLOURS; c++)
    g_object_unref (layouts[c]);
  g_object_unref (ratio);
}

/* A captured square's marker: a flag in the owner's colour (not a disc,
 * so it never reads as a node); Player 1's is a pennant, Player 2's is
 * square, like their nodes. */
static void
draw_flag (cairo_t *cr,
           int      player,
           guint32  rgb,
           double   cx,
           double   cy,
           double   u)
{
  double h = u * 0.34, w = u * 0.26;
  double px = cx - w * 0.45, top = cy - h / 2, bottom = cy + h / 2;
  double fh = h * 0.55;

  cairo_new_path (cr);
  if (player == 0)
    {
      cairo_move_to (cr, px, top);
      cairo_line_to (cr, px + w, top + fh / 2);
      cairo_line_to (cr, px, top + fh);
    }
  else
    cairo_rectangle (cr, px, top, w, fh);
  cairo_close_path (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgba (cr, 1, 1, 1, 1);
  cairo_set_line_width (cr, MAX (2.5, u * 0.05));
  cairo_stroke_preserve (cr);
  ts_board_util_set_source_rgb (cr, rgb, 1);
  cairo_fill (cr);

  /* The pole. */
  cairo_move_to (cr, px, top - u * 0.02);
  cairo_line_to (cr, px, bottom);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgba (cr, 1, 1, 1, 1);
  cairo_set_line_width (cr, MAX (3.5, u * 0.06));
  cairo_stroke_preserve (cr);
  cairo_set_source_rgba (cr, 0.15, 0.13, 0.18, 1);
  cairo_set_line_width (cr, MAX (1.5, u * 0.03));
  cairo_stroke (cr);
}

/* Exhausted squares (black marker, shaded) and captured squares (the
 * owner's marker, edged in the owner's colour). */
static void
draw_markers (TsNetworkBoard *self,
              cairo_t        *cr,
              const Geom     *g)
{
  TsNetworkGame *view = nw_view (self);
  double u = g->unit;

  for (int sq = 0; sq < NW_N_SQUARES; sq++)
    {
      graphene_rect_t r = square_rect (g, sq);
      int owner = ts_network_game_get_captured_by (view, sq);
      double cx = r.origin.x + u / 2, cy = r.origin.y + u / 2;

      if (owner >= 0)
        {
          double lw = MAX (2, u * 0.06);
          guint32 rgb = seat_rgb (self, owner);

          cairo_rectangle (cr, r.origin.x, r.origin.y, u, u);
          ts_board_util_set_source_rgb (cr, rgb, 0.18);
          cairo_fill (cr);
          cairo_rectangle (cr, r.origin.x + lw / 2 + 1, r.origin.y + lw / 2 + 1,
                           u - lw - 2, u - lw - 2);
          ts_board_util_set_source_rgb (cr, rgb, 0.9);
          cairo_set_line_width (cr, lw);
          cairo_stroke (cr);
          draw_flag (cr, player_of_seat (self, owner), rgb, cx, cy + u * 0.04, u);
        }
      else if (ts_network_game_is_exhausted (view, sq))
        {
          cairo_rectangle (cr, r.origin.x, r.origin.y, u, u);
          cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.38);
          cairo_fill (cr);
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy + u * 0.04, u * 0.14, 0, 2 * G_PI);
          cairo_set_source_rgba (cr, 0, 0, 0, 1);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.7);
          cairo_set_line_width (cr, MAX (1, u * 0.025));
          cairo_stroke (cr);
        }
    }
}

static void
draw_highlights (TsNetworkBoard *self,
                 cairo_t        *cr,
                 const Geom     *g)
{
  double u = g->unit;
  gboolean setup = current_phase (self) == NW_PHASE_SETUP;

  if (!can_act (self))
    return;

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int e = 0; e < NW_N_EDGES; e++)
    if (self->legal_edge[e])
      {
        Pt a, b;
        edge_pts (g, e, &a, &b);
        cairo_move_to (cr, a.x, a.y);
        cairo_line_to (cr, b.x, b.y);
      }
  /* White under the accent, so it shows on blue squares too. */
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, MAX (3, u * 0.07) + 3);
  cairo_stroke_preserve (cr);
  ts_board_util_set_source_rgb (cr, ACCENT_RGB, 1);
  cairo_set_line_width (cr, MAX (3, u * 0.07));
  cairo_stroke (cr);

  /* Many corners are legal during setup: rings only, lighter. */
  for (int c = 0; c < NW_N_CORNERS; c++)
    if (self->legal_corner[c])
      {
        Pt p = corner_pt (g, c);
        cairo_new_sub_path (cr);
        cairo_arc (cr, p.x, p.y, u * (setup ? 0.07 : 0.1), 0, 2 * G_PI);
      }
  ts_board_util_set_source_rgb (cr, ACCENT_RGB, setup ? 0.55 : 0.35);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
  cairo_set_line_width (cr, MAX (1.5, u * 0.025));
  cairo_stroke_preserve (cr);
  ts_board_util_set_source_rgb (cr, ACCENT_RGB, 1);
  cairo_set_line_width (cr, MAX (1, u * 0.012));
  cairo_stroke (cr);
}

/* What a node of SEAT on empty CORNER would collect, counting the node
 * itself for the limits (it may exhaust a square it touches). */
static void
income_if_built (TsNetworkBoard *self,
                 int             seat,
                 int             corner,
                 guint           cubes[NW_N_COLOURS])
{
  g_autoptr(TsGame) copy = ts_game_copy (self->view);

  ts_network_game_put_node (TS_NETWORK_GAME (copy), seat, corner);
  ts_network_game_income_of_corner (TS_NETWORK_GAME (copy), seat, corner, cubes);
}

static void
draw_pieces (TsNetworkBoard *self,
             cairo_t        *cr,
             const Geom     *g,
             const GdkRGBA  *fg)
{
  TsNetworkGame *view = nw_view (self);
  double u = g->unit;
  double r = u * NODE_R;
  int seat_now = ts_game_get_current_seat (self->view);

  /* Last turn's pieces: a light outline around them, so players see
   * what the other side just did. */
  for (int e = 0; e < NW_N_EDGES; e++)
    if (self->recent_edge[e])
      {
        Pt a, b;
        branch_ends (g, e, &a, &b);
        cairo_move_to (cr, a.x, a.y);
        cairo_line_to (cr, b.x, b.y);
      }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, MAX (7, u * BRANCH_W + 8));
  cairo_stroke (cr);
  for (int c = 0; c < NW_N_CORNERS; c++)
    if (self->recent_corner[c])
      {
        Pt p = corner_pt (g, c);
        cairo_new_sub_path (cr);
        cairo_arc (cr, p.x, p.y, r + MAX (4, u * 0.07), 0, 2 * G_PI);
      }
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.15, 0.13, 0.18, 0.8);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);

  for (int e = 0; e < NW_N_EDGES; e++)
    {
      int owner = ts_network_game_get_edge_owner (view, e);
      if (owner >= 0)
        draw_branch (cr, g, e, player_of_seat (self, owner), seat_rgb (self, owner), 1);
    }

  /* Ghosts: the set's node already chosen, and the piece under the
   * pointer (or the keyboard cursor) on a legal spot. */
  if (can_act (self))
    {
      int p = player_of_seat (self, self->viewer);
      guint32 rgb = seat_rgb (self, self->viewer);
      Spot ghost[2] = { self->hover, cursor_spot (self) };

      if (self->pending_corner != NW_NONE)
        {
          Pt c = corner_pt (g, self->pending_corner);
          draw_node (cr, p, rgb, c.x, c.y, r, 0.8);
        }
      for (guint k = 0; k < 2; k++)
        {
          if (k == 1 && !gtk_widget_has_focus (self->canvas))
            continue;
          if (!spot_legal (self, ghost[k]))
            continue;
          if (ghost[k].kind == SPOT_EDGE)
            draw_branch (cr, g, ghost[k].index, p, rgb, 0.55);
          else if (ghost[k].kind == SPOT_CORNER && ghost[k].index != self->pending_corner)
            {
              Pt c = corner_pt (g, ghost[k].index);
              draw_node (cr, p, rgb, c.x, c.y, r, 0.55);
            }
        }
    }

  for (int c = 0; c < NW_N_CORNERS; c++)
    {
      int owner = ts_network_game_get_corner_owner (view, c);
      if (owner >= 0)
        {
          Pt p = corner_pt (g, c);
          draw_node (cr, player_of_seat (self, owner), seat_rgb (self, owner), p.x, p.y, r, 1);
        }
    }

  /* What each node of the seat on turn collected this turn (R5). */
  if (current_phase (self) == NW_PHASE_TURN && seat_now >= 0)
    {
      GdkRGBA pill = { 1, 1, 1, 0.92 };
      GdkRGBA edge = { 0, 0, 0, 0.5 };
      double s = MAX (4, u * 0.11);

      for (int c = 0; c < NW_N_CORNERS; c++)
        {
          guint counts[NW_N_COLOURS];
          guint total = 0;
          Pt p;

          for (int k = 0; k < NW_N_COLOURS; k++)
            total += counts[k] = ts_network_game_get_collected (view, c, k);
          if (total == 0)
            continue;
          p = corner_pt (g, c);
          draw_cubes_row (cr, counts, p.x, p.y + r + u * 0.03, s, &pill, &edge);
        }
    }

  /* Hovering an empty corner: what a node there would collect. */
  if (self->hover.kind == SPOT_CORNER
      && ts_network_game_get_corner_owner (view, self->hover.index) < 0
      && preview_seat (self) >= 0 && current_phase (self) != NW_PHASE_OVER)
    {
      guint counts[NW_N_COLOURS];
      GdkRGBA pill = { 1, 1, 1, 0.96 };
      GdkRGBA edge = { 0.21, 0.52, 0.89, 1 };
      double s = MAX (5, u * 0.13);
      Pt p = corner_pt (g, self->hover.index);
      guint total = 0;

      /* A ring on the corner ties the preview to it. */
      cairo_new_sub_path (cr);
      cairo_arc (cr, p.x, p.y, r * 0.75, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      cairo_set_line_width (cr, 3.5);
      cairo_stroke_preserve (cr);
      ts_board_util_set_source (cr, &edge, 1);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);

      income_if_built (self, preview_seat (self), self->hover.index, counts);
      for (int k = 0; k < NW_N_COLOURS; k++)
        total += counts[k];
      if (total > 0)
        draw_cubes_row (cr, counts, p.x, p.y - r - u * 0.05 - s * 1.6, s, &pill, &edge);
      else
        {
          /* Nothing: a small crossed pill, so "nothing" is an answer too. */
          double w = s * 2.2, y = p.y - r - u * 0.05 - s * 1.6;
          ts_board_util_path_round_rect (cr, p.x - w / 2, y, w, s * 1.6, s * 0.5);
          ts_board_util_set_source (cr, &pill, 1);
          cairo_fill_preserve (cr);
          ts_board_util_set_source (cr, &edge, 1);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
          cairo_move_to (cr, p.x - s * 0.4, y + s * 0.4);
          cairo_line_to (cr, p.x + s * 0.4, y + s * 1.2);
          cairo_move_to (cr, p.x + s * 0.4, y + s * 0.4);
          cairo_line_to (cr, p.x - s * 0.4, y + s * 1.2);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
          cairo_stroke (cr);
        }
    }
  (void) fg;
}

static void
draw_cursor (TsNetworkBoard *self,
             cairo_t        *cr,
             const Geom     *g,
             const GdkRGBA  *fg)
{
  Spot spot = cursor_spot (self);
  double u = g->unit;
  static const double dash[] = { 4, 3 };

  if (!gtk_widget_has_focus (self->canvas) || spot.kind == SPOT_NONE)
    return;

  switch (spot.kind)
    {
    case SPOT_CORNER:
      {
        Pt p = corner_pt (g, spot.index);
        cairo_new_sub_path (cr);
        cairo_arc (cr, p.x, p.y, u * 0.26, 0, 2 * G_PI);
      }
      break;
    case SPOT_EDGE:
      {
        Pt m = edge_mid (g, spot.index);
        if (edge_is_horizontal (spot.index))
          ts_board_util_path_round_rect (cr, m.x - u * 0.36, m.y - u * 0.14, u * 0.72, u * 0.28,
                                         u * 0.12);
        else
          ts_board_util_path_round_rect (cr, m.x - u * 0.14, m.y - u * 0.36, u * 0.28, u * 0.72,
                                         u * 0.12);
      }
      break;
    case SPOT_SQUARE:
      {
        graphene_rect_t r = square_rect (g, spot.index);
        ts_board_util_path_round_rect (cr, r.origin.x + u * 0.2, r.origin.y + u * 0.2,
                                       u * 0.6, u * 0.6, u * 0.1);
      }
      break;
    case SPOT_NONE:
    default:
      return;
    }
  /* White under black dashes: visible on every square colour. */
  cairo_set_source_rgba (cr, 1, 1, 1, 1);
  cairo_set_line_width (cr, 3.5);
  cairo_stroke_preserve (cr);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_set_source_rgba (cr, 0, 0, 0, 1);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  (void) fg;
}

static void
canvas_snapshot (GtkWidget   *widget,
                 GtkSnapshot *snapshot)
{
  TsNetworkBoard *self = TS_NETWORK_CANVAS (widget)->board;
  graphene_rect_t bounds;
  GdkRGBA fg;
  cairo_t *cr;
  Geom g;

  if (self == NULL || self->view == NULL)
    return;
  compute_geom (self, &g);
  if (g.unit < 2)
    return;
  ts_board_util_get_fg (widget, &fg);
  bounds = GRAPHENE_RECT_INIT (0, 0, g.width, g.height);

  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  draw_squares (self, cr, &g, &fg);
  cairo_destroy (cr);

  draw_letters (self, snapshot, &g);

  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  draw_markers (self, cr, &g);
  draw_highlights (self, cr, &g);
  draw_pieces (self, cr, &g, &fg);
  draw_cursor (self, cr, &g, &fg);
  cairo_destroy (cr);
}

/* ------------------------------------------------------------------ */
/* The panel                                                           */

static void
set_markup_if_changed (GtkWidget  *label,
                       const char *markup)
{
  const char *old = gtk_label_get_label (GTK_LABEL (label));

  if (g_strcmp0 (old, markup) != 0)
    gtk_label_set_markup (GTK_LABEL (label), markup);
}

static void
set_text_if_changed (GtkWidget  *label,
                     const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), text) != 0)
    gtk_label_set_text (GTK_LABEL (label), text);
}

static void
update_player_card (TsNetworkBoard *self,
                    int             player)
{
  PlayerCard *card = &self->card[player];
  TsNetworkGame *view = nw_view (self);
  int seat = seat_of_player (self, player);
  int other = 1 - seat;
  NwScore score, other_score;
  guint cubes[NW_N_COLOURS], collected[NW_N_COLOURS] = { 0 };
  guint n_collected = 0;
  g_autofree char *name = seat_name (self, seat);
  g_autofree char *name_markup = NULL;
  g_autofree char *text = NULL;
  g_autofree char *markup = NULL;
  g_autofree char *tip = NULL;
  gboolean on_turn = ts_game_get_current_seat (self->view) == seat && !ts_game_is_over (self->view);

  ts_network_game_get_score_parts (view, seat, &score);
  ts_network_game_get_score_parts (view, other, &other_score);
  for (int c = 0; c < NW_N_COLOURS; c++)
    cubes[c] = ts_network_game_get_cubes (view, seat, c);

  ts_swatch_set_colour (card->swatch, seat_colour_id (self, seat));
  if (on_turn)
    /* Translators: the name of the player on turn, in the panel. */
    name_markup = g_markup_printf_escaped (_("<b>%s</b> (on turn)"), name);
  else
    name_markup = g_markup_printf_escaped ("<b>%s</b>", name);
  set_markup_if_changed (card->name, name_markup);

  markup = g_markup_printf_escaped (g_dngettext (NULL, "<big><b>%u</b></big> point",
                                                 "<big><b>%u</b></big> points", score.total),
                                    score.total);
  set_markup_if_changed (card->score, markup);
  g_clear_pointer (&markup, g_free);

  /* Translators: the parts of a score: nodes on the board, captured
   * squares, the network bonus (0 or 2). */
  text = g_strdup_printf (_("Nodes %1$u · Captured %2$u · Network bonus %3$u"),
                          score.nodes, score.captured, score.bonus);
  set_text_if_changed (card->parts, text);
  g_clear_pointer (&text, g_free);

  text = g_strdup_printf (g_dngettext (NULL, "Largest network: %u branch",
                                       "Largest network: %u branches", score.largest_network),
                          score.largest_network);
  set_text_if_changed (card->network, text);
  g_clear_pointer (&text, g_free);

  markup = cubes_markup (cubes, FALSE);
  set_markup_if_changed (card->cubes, markup);
  g_clear_pointer (&markup, g_free);
  tip = cubes_text (cubes);
  {
    /* Translators: tooltip of a player's cubes, e.g. "Cubes: 2 red, 1 blue". */
    g_autofree char *t = g_strdup_printf (_("Cubes: %s"), tip);
    gtk_widget_set_tooltip_text (card->cubes, t);
  }

  /* Translators: pieces a player has not placed yet. */
  text = g_strdup_printf (_("Supply: %1$u nodes, %2$u branches"),
                          ts_network_game_get_nodes_left (view, seat),
                          ts_network_game_get_branches_left (view, seat));
  set_text_if_changed (card->supply, text);
  g_clear_pointer (&text, g_free);

  if (on_turn && current_phase (self) == NW_PHASE_TURN)
    for (int corner = 0; corner < NW_N_CORNERS; corner++)
      for (int c = 0; c < NW_N_COLOURS; c++)
        {
          guint n = ts_network_game_get_collected (view, corner, c);
          collected[c] += n;
          n_collected += n;
        }
  if (on_turn && current_phase (self) == NW_PHASE_TURN)
    {
      g_autofree char *row = cubes_markup (collected, TRUE);
      if (n_collected > 0)
        /* Translators: %s is a row of coloured cubes with counts. */
        markup = g_strdup_printf (_("Collected this turn: %s"), row);
      else
        markup = g_markup_escape_text (_("Collected nothing this turn."), -1);
      set_markup_if_changed (card->collected, markup);
      gtk_widget_set_visible (card->collected, TRUE);
    }
  else
    gtk_widget_set_visible (card->collected, FALSE);
}

/* The trade the panel describes, if it is legal: the 3:1 trade for three
 * cubes, for two the 2:1 trade of the first node (in corner order) that
 * may still trade at its post. */
static gboolean
find_trade (TsNetworkBoard *self,
            TsMove         *out)
{
  int give[NW_N_COLOURS];
  int total = 0;

  if (self->moves == NULL || self->take_colour < 0)
    return FALSE;
  for (int c = 0; c < NW_N_COLOURS; c++)
    {
      give[c] = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->give_spin[c]));
      total += give[c];
    }

  if (total == 3)
    {
      *out = ts_network_move_trade (give, self->take_colour, NW_NONE, NW_NONE);
      return ts_game_is_legal (self->view, out);
    }
  if (total != 2)
    return FALSE;
  for (int corner = 0; corner < NW_N_CORNERS; corner++)
    {
      int squares[4];
      guint n = nw_corner_squares (corner, squares);

      for (guint s = 0; s < n; s++)
        if (nw_square_type (squares[s]) == NW_SQUARE_POST)
          {
            *out = ts_network_move_trade (give, self->take_colour, corner, squares[s]);
            if (ts_game_is_legal (self->view, out))
              return TRUE;
          }
    }
  return FALSE;
}

static guint
given_total (TsNetworkBoard *self)
{
  guint total = 0;

  for (int c = 0; c < NW_N_COLOURS; c++)
    total += gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->give_spin[c]));
  return total;
}

/* Post trades the seat on turn may still make (R13). */
static guint
post_trades_left (TsNetworkBoard *self)
{
  TsNetworkGame *view = nw_view (self);
  int seat = ts_game_get_current_seat (self->view);
  guint n = 0;

  if (current_phase (self) != NW_PHASE_TURN || seat < 0)
    return 0;
  for (int corner = 0; corner < NW_N_CORNERS; corner++)
    {
      int squares[4];
      guint k;

      if (ts_network_game_get_corner_owner (view, corner) != seat)
        continue;
      k = nw_corner_squares (corner, squares);
      for (guint s = 0; s < k; s++)
        if (nw_square_type (squares[s]) == NW_SQUARE_POST
            && ts_network_game_post_trade_available (view, corner, squares[s]))
          n++;
    }
  return n;
}

static void
update_trade_button (TsNetworkBoard *self)
{
  TsMove move;
  guint total = given_total (self);
  gboolean ok = acting_in (self, NW_PHASE_TURN) && find_trade (self, &move);

  if (total == 3)
    gtk_button_set_label (GTK_BUTTON (self->trade_button), _("_Trade 3 for 1"));
  else if (total == 2)
    gtk_button_set_label (GTK_BUTTON (self->trade_button), _("_Trade 2 for 1"));
  else
    gtk_button_set_label (GTK_BUTTON (self->trade_button), _("_Trade"));
  gtk_widget_set_sensitive (self->trade_button, ok);

  if (ok)
    gtk_widget_set_tooltip_text (self->trade_button, NULL);
  else if (!acting_in (self, NW_PHASE_TURN))
    gtk_widget_set_tooltip_text (self->trade_button, _("You can trade on your turn."));
  else if (self->take_colour < 0)
    gtk_widget_set_tooltip_text (self->trade_button, _("Choose the colour to take."));
  else if (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->give_spin[self->take_colour])) > 0)
    gtk_widget_set_tooltip_text (self->trade_button, _("You cannot take a colour you give."));
  else
    {
      gboolean standard = !ts_network_game_standard_trade_used (nw_view (self));
      gboolean post = post_trades_left (self) > 0;

      if (standard && post)
        gtk_widget_set_tooltip_text (self->trade_button,
                                     _("Give 3 cubes for the 3:1 trade, or 2 for a trading-post trade."));
      else if (standard)
        gtk_widget_set_tooltip_text (self->trade_button, _("Give 3 cubes for the 3:1 trade."));
      else if (post)
        gtk_widget_set_tooltip_text (self->trade_button, _("Give 2 cubes for a trading-post trade."));
      else
        gtk_widget_set_tooltip_text (self->trade_button, _("No trades left this turn."));
    }
}

static void
update_trades_left (TsNetworkBoard *self)
{
  g_autofree char *text = NULL;
  const char *standard;
  guint posts;

  if (current_phase (self) == NW_PHASE_OVER || ts_game_is_over (self->view))
    {
      set_text_if_changed (self->trades_left_label, "");
      return;
    }
  if (current_phase (self) != NW_PHASE_TURN)
    {
      set_text_if_changed (self->trades_left_label,
                           _("Trades start after the starting sets."));
      return;
    }

  standard = ts_network_game_standard_trade_used (nw_view (self))
             ? _("3:1 trade: used this turn.")
             : _("3:1 trade: available.");
  posts = post_trades_left (self);
  if (ts_network_game_is_simplified (nw_view (self)))
    /* Translators: %s says whether the 3:1 trade is still available. */
    text = g_strdup_printf (_("%s No trading-post trades in the simplified game."), standard);
  else if (posts == 0)
    text = g_strdup_printf (_("%s 2:1 trades: none (a node on a trading post’s corner gives one)."),
                            standard);
  else
    text = g_strdup_printf (g_dngettext (NULL, "%1$s 2:1 trades left: %2$u.",
                                         "%1$s 2:1 trades left: %2$u.", posts),
                            standard, posts);
  set_text_if_changed (self->trades_left_label, text);
}

static void
update_panel (TsNetworkBoard *self)
{
  gboolean turn = acting_in (self, NW_PHASE_TURN);
  gboolean end_legal = FALSE;
  guint idle;

  set_text_if_changed (self->prompt_label, self->prompt ? self->prompt : "");

  for (int p = 0; p < 2; p++)
    update_player_card (self, p);

  idle = current_phase (self) == NW_PHASE_TURN ? ts_network_game_get_idle_turns (nw_view (self)) : 0;
  if (idle >= WARN_IDLE_TURNS)
    {
      g_autofree char *text =
        g_strdup_printf (g_dngettext (NULL,
                                      "No piece placed for %1$u turn: the game ends after %2$u such turns in a row.",
                                      "No piece placed for %1$u turns: the game ends after %2$u such turns in a row.",
                                      idle),
                         idle, STALEMATE_TURNS);
      set_text_if_changed (self->idle_label, text);
      gtk_widget_set_visible (self->idle_label, TRUE);
    }
  else
    gtk_widget_set_visible (self->idle_label, FALSE);

  gtk_widget_set_sensitive (self->branch_button, turn && self->n_legal_edges > 0);
  gtk_widget_set_sensitive (self->node_button, turn && self->n_legal_corners > 0);

  if (self->moves != NULL)
    for (guint i = 0; i < self->moves->len; i++)
      end_legal |= g_array_index (self->moves, TsMove, i).kind == NW_MOVE_END;
  gtk_widget_set_sensitive (self->end_button, turn && end_legal);

  /* The steppers: at most what the player holds. */
  self->updating = TRUE;
  for (int c = 0; c < NW_N_COLOURS; c++)
    {
      GtkSpinButton *spin = GTK_SPIN_BUTTON (self->give_spin[c]);
      int seat = ts_game_get_current_seat (self->view);
      guint held = turn && seat >= 0 ? ts_network_game_get_cubes (nw_view (self), seat, c) : 0;

      gtk_spin_button_set_range (spin, 0, MIN (held, 3));
      gtk_widget_set_sensitive (self->give_spin[c], turn && held > 0);
      gtk_widget_set_sensitive (self->take_toggle[c], turn);
    }
  self->updating = FALSE;

  update_trades_left (self);
  update_trade_button (self);
}

/* ------------------------------------------------------------------ */
/* Refreshing from the match                                           */

static void
set_prompt (TsNetworkBoard *self,
            char           *prompt)
{
  if (ts_board_util_take_string (&self->prompt, prompt))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROMPT]);
}

/* Pieces the other seat placed in its last turn (or set, in setup). */
static void
find_recent (TsNetworkBoard *self)
{
  guint n;
  int now, last = TS_SEAT_NONE;

  memset (self->recent_corner, 0, sizeof self->recent_corner);
  memset (self->recent_edge, 0, sizeof self->recent_edge);
  if (self->match == NULL || self->view == NULL)
    return;

  n = ts_match_get_n_moves (self->match);
  now = ts_game_get_current_seat (self->view);
  for (guint k = n; k > 0; k--)
    {
      const TsMove *m = ts_match_get_move (self->match, k - 1);
      int seat = ts_match_get_move_seat (self->match, k - 1);

      if (last == TS_SEAT_NONE)
        {
          if (seat == now && !ts_game_is_over (self->view))
            continue;   /* this turn's own moves */
          last = seat;
        }
      if (seat != last)
        break;
      switch (m->kind)
        {
        case NW_MOVE_SET:
          if (m->arg[0] >= 0 && m->arg[0] < NW_N_CORNERS)
            self->recent_corner[m->arg[0]] = TRUE;
          if (m->arg[1] >= 0 && m->arg[1] < NW_N_EDGES)
            self->recent_edge[m->arg[1]] = TRUE;
          /* One set at a time: purple's two sets both count as recent. */
          break;
        case NW_MOVE_BRANCH:
          if (m->arg[0] >= 0 && m->arg[0] < NW_N_EDGES)
            self->recent_edge[m->arg[0]] = TRUE;
          break;
        case NW_MOVE_NODE:
          if (m->arg[0] >= 0 && m->arg[0] < NW_N_CORNERS)
            self->recent_corner[m->arg[0]] = TRUE;
          break;
        default:
          break;
        }
    }
}

/* Legal corners and edges from the move list (setup: set corners, and
 * the edges that finish the pending corner's set). */
static void
collect_legal (TsNetworkBoard *self)
{
  memset (self->legal_corner, 0, sizeof self->legal_corner);
  memset (self->legal_edge, 0, sizeof self->legal_edge);
  self->n_legal_corners = 0;
  self->n_legal_edges = 0;

  if (self->moves == NULL)
    return;

  for (guint i = 0; i < self->moves->len; i++)
    {
      const TsMove *m = &g_array_index (self->moves, TsMove, i);
      int corner = NW_NONE, edge = NW_NONE;

      switch (m->kind)
        {
        case NW_MOVE_SET:
          if (self->pending_corner == NW_NONE)
            corner = m->arg[0];
          else if (m->arg[0] == self->pending_corner)
            edge = m->arg[1];
          break;
        case NW_MOVE_BRANCH:
          edge = m->arg[0];
          break;
        case NW_MOVE_NODE:
          corner = m->arg[0];
          break;
        default:
          break;
        }
      if (corner >= 0 && corner < NW_N_CORNERS && !self->legal_corner[corner])
        {
          self->legal_corner[corner] = TRUE;
          self->n_legal_corners++;
        }
      if (edge >= 0 && edge < NW_N_EDGES && !self->legal_edge[edge])
        {
          self->legal_edge[edge] = TRUE;
          self->n_legal_edges++;
        }
    }
}

static void
refresh (TsNetworkBoard *self)
{
  g_clear_object (&self->view);
  g_clear_pointer (&self->moves, g_array_unref);

  if (self->match != NULL)
    {
      TsGame *game = ts_match_get_game (self->match);
      if (game != NULL && TS_IS_NETWORK_GAME (game))
        self->view = ts_game_view_for (game, self->viewer);
    }

  if (self->view == NULL)
    {
      self->pending_corner = NW_NONE;
      collect_legal (self);
      set_prompt (self, NULL);
      gtk_widget_set_visible (self->scroller, FALSE);
      update_accessible (self);
      gtk_widget_queue_draw (self->canvas);
      return;
    }
  gtk_widget_set_visible (self->scroller, TRUE);

  if (current_phase (self) != NW_PHASE_SETUP || !can_act (self))
    self->pending_corner = NW_NONE;
  if (can_act (self))
    self->moves = ts_game_list_moves (self->view);
  collect_legal (self);
  /* A pending corner that no longer starts a set is forgotten. */
  if (self->pending_corner != NW_NONE && self->n_legal_edges == 0)
    {
      self->pending_corner = NW_NONE;
      collect_legal (self);
    }
  find_recent (self);

  set_prompt (self, compute_prompt (self));
  update_panel (self);
  update_accessible (self);
  gtk_widget_queue_draw (self->canvas);
}

static void
on_match_changed (TsNetworkBoard *self)
{
  refresh (self);
}

/* The cursor, hover or pending corner changed: prompt, controls and
 * picture follow, the match did not change. */
static void
changed_locally (TsNetworkBoard *self)
{
  if (self->view != NULL)
    {
      collect_legal (self);
      set_prompt (self, compute_prompt (self));
      set_text_if_changed (self->prompt_label, self->prompt ? self->prompt : "");
    }
  update_accessible (self);
  gtk_widget_queue_draw (self->canvas);
}

/* ------------------------------------------------------------------ */
/* Moves                                                               */

/* Emits MOVE if the rules allow it now; the last thing a handler does,
 * because the window plays it (and we refresh) inside the emission. */
static void
emit_move (TsNetworkBoard *self,
           const TsMove   *move)
{
  ts_board_util_emit_if_legal (TS_BOARD (self), self->match, can_act (self), move,
                               self->canvas);
}

/* The viewer acts on SPOT: a node, a branch, or a step of a starting set. */
static void
act_on (TsNetworkBoard *self,
        Spot            spot)
{
  TsMove move;

  if (!can_act (self))
    return;

  if (current_phase (self) == NW_PHASE_SETUP)
    {
      if (spot.kind == SPOT_CORNER)
        {
          /* Picking (or re-picking) the set's corner. */
          int old = self->pending_corner;

          self->pending_corner = NW_NONE;
          collect_legal (self);
          if (self->legal_corner[spot.index] && old != spot.index)
            self->pending_corner = spot.index;
          else if (!self->legal_corner[spot.index])
            {
              self->pending_corner = old;
              gtk_widget_error_bell (self->canvas);
            }
          changed_locally (self);
          return;
        }
      if (spot.kind == SPOT_EDGE && self->pending_corner != NW_NONE
          && self->legal_edge[spot.index])
        {
          move = ts_network_move_set (self->pending_corner, spot.index);
          self->pending_corner = NW_NONE;
          emit_move (self, &move);
          return;
        }
      gtk_widget_error_bell (self->canvas);
      return;
    }

  if (current_phase (self) != NW_PHASE_TURN)
    return;
  if (spot.kind == SPOT_CORNER && self->legal_corner[spot.index])
    {
      move = ts_network_move_node (spot.index);
      emit_move (self, &move);
    }
  else if (spot.kind == SPOT_EDGE && self->legal_edge[spot.index])
    {
      move = ts_network_move_branch (spot.index);
      emit_move (self, &move);
    }
  else
    gtk_widget_error_bell (self->canvas);
}

/* ------------------------------------------------------------------ */
/* Canvas input                                                        */

static void
action_activate (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  TsNetworkBoard *self = TS_NETWORK_CANVAS (widget)->board;

  act_on (self, cursor_spot (self));
}

static void
action_cancel (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  TsNetworkBoard *self = TS_NETWORK_CANVAS (widget)->board;

  if (self->pending_corner == NW_NONE)
    return;
  self->pending_corner = NW_NONE;
  changed_locally (self);
}

static void
action_move (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  TsNetworkBoard *self = TS_NETWORK_CANVAS (widget)->board;
  int dx = 0, dy = 0;
  int x, y;

  g_variant_get (param, "(ii)", &dx, &dy);
  x = self->cur_x + dx;
  y = self->cur_y + dy;
  if (x < 0 || y < 0 || x >= LATTICE || y >= LATTICE)
    {
      gtk_widget_error_bell (widget);
      return;
    }
  self->cur_x = x;
  self->cur_y = y;
  changed_locally (self);
}

/* Moves the cursor to the next (STEP 1) or previous (-1) legal spot of
 * KIND (SPOT_NONE: any), in reading order; STEP 0 the first. */
static gboolean
jump_legal (TsNetworkBoard *self,
            SpotKind        kind,
            int             step)
{
  int start = self->cur_y * LATTICE + self->cur_x;
  int n = LATTICE * LATTICE;

  if (step == 0)
    {
      start = n - 1;
      step = 1;
    }
  for (int k = 1; k <= n; k++)
    {
      int pos = ((start + step * k) % n + n) % n;
      Spot s = spot_at_lattice (pos % LATTICE, pos / LATTICE);

      if ((kind == SPOT_NONE || s.kind == kind) && spot_legal (self, s))
        {
          self->cur_x = pos % LATTICE;
          self->cur_y = pos / LATTICE;
          changed_locally (self);
          return TRUE;
        }
    }
  return FALSE;
}

static void
action_jump_legal (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  TsNetworkBoard *self = TS_NETWORK_CANVAS (widget)->board;

  if (!can_act (self) || !jump_legal (self, SPOT_NONE, g_variant_get_int32 (param)))
    gtk_widget_error_bell (widget);
}

static void
on_click_pressed (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  TsNetworkCanvas *canvas)
{
  TsNetworkBoard *self = canvas->board;
  Geom g;
  Spot spot;

  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  if (self->view == NULL)
    return;
  compute_geom (self, &g);
  spot = spot_at_point (&g, x, y);
  if (spot.kind == SPOT_NONE)
    return;
  /* The click also moves the keyboard cursor, so keys go on from here. */
  spot_lattice (spot, &self->cur_x, &self->cur_y);
  if (!can_act (self))
    {
      changed_locally (self);
      return;
    }
  act_on (self, spot);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           TsNetworkCanvas          *canvas)
{
  TsNetworkBoard *self = canvas->board;
  Geom g;
  Spot spot;

  if (self->view == NULL)
    return;
  compute_geom (self, &g);
  spot = spot_at_point (&g, x, y);
  if (spot_equal (spot, self->hover))
    return;
  self->hover = spot;
  gtk_widget_queue_draw (GTK_WIDGET (canvas));
}

static void
on_leave (GtkEventControllerMotion *motion,
          TsNetworkCanvas          *canvas)
{
  canvas->board->hover = (Spot) { SPOT_NONE, NW_NONE };
  gtk_widget_queue_draw (GTK_WIDGET (canvas));
}

/* Squares explain themselves (type, limit, exhausted, captured) in a
 * tooltip; corners and edges show what matters by drawing it. */
static gboolean
on_query_tooltip (GtkWidget       *widget,
                  int              x,
                  int              y,
                  gboolean         keyboard_mode,
                  GtkTooltip      *tooltip,
                  TsNetworkCanvas *canvas)
{
  TsNetworkBoard *self = canvas->board;
  g_autofree char *text = NULL;
  Geom g;
  Spot spot;

  if (self == NULL || self->view == NULL)
    return FALSE;
  if (keyboard_mode)
    spot = cursor_spot (self);
  else
    {
      compute_geom (self, &g);
      spot = spot_at_point (&g, x, y);
    }
  if (spot.kind != SPOT_SQUARE)
    return FALSE;
  text = describe_spot (self, spot);
  gtk_tooltip_set_text (tooltip, text);
  return text != NULL;
}

static void
on_canvas_focus_changed (TsNetworkCanvas *canvas)
{
  gtk_widget_queue_draw (GTK_WIDGET (canvas));
}

static void
canvas_measure (GtkWidget      *widget,
                GtkOrientation  orientation,
                int             for_size,
                int            *minimum,
                int            *natural,
                int            *minimum_baseline,
                int            *natural_baseline)
{
  *minimum = 120;
  *natural = 640;
}

static void
ts_network_canvas_class_init (TsNetworkCanvasClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = canvas_snapshot;
  widget_class->measure = canvas_measure;

  gtk_widget_class_install_action (widget_class, "board.activate", NULL, action_activate);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, action_cancel);
  gtk_widget_class_install_action (widget_class, "board.move", "(ii)", action_move);
  gtk_widget_class_install_action (widget_class, "board.jump-legal", "i", action_jump_legal);

  ts_board_util_add_key (widget_class, GDK_KEY_Return, 0, "board.activate", NULL, 0, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Enter, 0, "board.activate", NULL, 0, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_space, 0, "board.activate", NULL, 0, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL, 0, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_Left, 0, "board.move", "(ii)", -1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_Right, 0, "board.move", "(ii)", 1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_Up, 0, "board.move", "(ii)", 0, -1);
  ts_board_util_add_key (widget_class, GDK_KEY_Down, 0, "board.move", "(ii)", 0, 1);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Left, 0, "board.move", "(ii)", -1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Right, 0, "board.move", "(ii)", 1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Up, 0, "board.move", "(ii)", 0, -1);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Down, 0, "board.move", "(ii)", 0, 1);
  ts_board_util_add_key (widget_class, GDK_KEY_n, 0, "board.jump-legal", "i", 1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_N, GDK_SHIFT_MASK, "board.jump-legal", "i", -1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_Home, 0, "board.jump-legal", "i", 0, 0);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_WIDGET);
  gtk_widget_class_set_css_name (widget_class, "network-canvas");
}

static void
ts_network_canvas_init (TsNetworkCanvas *canvas)
{
  GtkWidget *widget = GTK_WIDGET (canvas);
  GtkGesture *click;
  GtkEventController *controller;

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);

  click = gtk_gesture_click_new ();
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (click), "board-click");
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_click_pressed), canvas);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  controller = gtk_event_controller_motion_new ();
  gtk_event_controller_set_name (controller, "board-motion");
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), canvas);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), canvas);
  gtk_widget_add_controller (widget, controller);

  gtk_widget_set_has_tooltip (widget, TRUE);
  g_signal_connect (widget, "query-tooltip", G_CALLBACK (on_query_tooltip), canvas);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (on_canvas_focus_changed), canvas);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (on_canvas_focus_changed), canvas);
  gtk_widget_add_controller (widget, controller);
}

/* ------------------------------------------------------------------ */
/* Panel signals                                                       */

static void
on_build_clicked (GtkButton      *button,
                  TsNetworkBoard *self)
{
  SpotKind kind = GTK_WIDGET (button) == self->branch_button ? SPOT_EDGE : SPOT_CORNER;

  /* Show the next spot on the board; Enter (or a click there) builds. */
  if (!jump_legal (self, kind, 1))
    {
      gtk_widget_error_bell (GTK_WIDGET (button));
      return;
    }
  gtk_widget_grab_focus (self->canvas);
}

static void
on_end_clicked (GtkButton      *button,
                TsNetworkBoard *self)
{
  TsMove move = ts_network_move_end ();

  if (acting_in (self, NW_PHASE_TURN))
    emit_move (self, &move);
}

static void
on_trade_clicked (GtkButton      *button,
                  TsNetworkBoard *self)
{
  TsMove move;

  if (!acting_in (self, NW_PHASE_TURN) || !find_trade (self, &move))
    {
      gtk_widget_error_bell (GTK_WIDGET (button));
      return;
    }
  /* A fresh panel for the next trade. */
  self->updating = TRUE;
  for (int c = 0; c < NW_N_COLOURS; c++)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->give_spin[c]), 0);
  self->updating = FALSE;
  emit_move (self, &move);
}

static void
on_give_changed (GtkSpinButton  *spin,
                 TsNetworkBoard *self)
{
  if (!self->updating)
    update_trade_button (self);
}

static void
on_take_toggled (GtkCheckButton *toggle,
                 TsNetworkBoard *self)
{
  if (gtk_check_button_get_active (toggle))
    for (int c = 0; c < NW_N_COLOURS; c++)
      if (GTK_WIDGET (toggle) == self->take_toggle[c])
        self->take_colour = c;
  if (!self->updating)
    update_trade_button (self);
}

/* ------------------------------------------------------------------ */
/* Building the panel                                                  */

static GtkWidget *
dim_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 34);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}

static GtkWidget *
wrap_label (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 34);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  return label;
}

static GtkWidget *
build_player_card (PlayerCard *card)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  card->frame = gtk_frame_new (NULL);
  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);

  card->swatch = ts_swatch_new (NULL, 14);
  card->name = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (card->name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (card->name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (card->name, TRUE);
  card->score = gtk_label_new (NULL);
  gtk_box_append (GTK_BOX (head), card->swatch);
  gtk_box_append (GTK_BOX (head), card->name);
  gtk_box_append (GTK_BOX (head), card->score);
  gtk_box_append (GTK_BOX (box), head);

  card->parts = dim_label (NULL);
  card->network = dim_label (NULL);
  card->cubes = wrap_label ();
  card->supply = dim_label (NULL);
  card->collected = wrap_label ();
  gtk_box_append (GTK_BOX (box), card->parts);
  gtk_box_append (GTK_BOX (box), card->network);
  gtk_box_append (GTK_BOX (box), card->cubes);
  gtk_box_append (GTK_BOX (box), card->supply);
  gtk_box_append (GTK_BOX (box), card->collected);

  gtk_frame_set_child (GTK_FRAME (card->frame), box);
  return card->frame;
}

/* A button with a mnemonic label over a smaller cost line. */
static GtkWidget *
build_button (const char *mnemonic,
              const char *cost,
              const char *tooltip,
              const char *name)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);
  GtkWidget *small = gtk_label_new (cost);

  gtk_widget_add_css_class (small, "caption");
  gtk_widget_add_css_class (small, "dim-label");
  gtk_label_set_wrap (GTK_LABEL (small), TRUE);
  gtk_label_set_justify (GTK_LABEL (small), GTK_JUSTIFY_CENTER);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), button);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), small);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_hexpand (button, TRUE);
  gtk_widget_set_name (button, name);
  return button;
}

static GtkWidget *
build_panel (TsNetworkBoard *self)
{
  GtkWidget *panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *row, *grid, *heading;
  GtkCheckButton *group = NULL;

  gtk_widget_set_margin_start (panel, 12);
  gtk_widget_set_margin_end (panel, 12);
  gtk_widget_set_margin_top (panel, 12);
  gtk_widget_set_margin_bottom (panel, 12);

  self->prompt_label = wrap_label ();
  gtk_widget_add_css_class (self->prompt_label, "heading");
  gtk_box_append (GTK_BOX (panel), self->prompt_label);

  self->idle_label = wrap_label ();
  gtk_widget_add_css_class (self->idle_label, "warning");
  gtk_widget_set_visible (self->idle_label, FALSE);
  gtk_box_append (GTK_BOX (panel), self->idle_label);

  for (int p = 0; p < 2; p++)
    gtk_box_append (GTK_BOX (panel), build_player_card (&self->card[p]));

  /* Building. */
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_set_homogeneous (GTK_BOX (row), TRUE);
  self->branch_button = build_button (_("_Branch"), _("1 red + 1 blue"),
                                      _("Branch: 1 red + 1 blue. Shows the next edge where you may build one."),
                                      "branch-button");
  self->node_button = build_button (_("_Node"), _("2 yellow + 2 green"),
                                    _("Node: 2 yellow + 2 green. Shows the next corner where you may build one."),
                                    "node-button");
  g_signal_connect (self->branch_button, "clicked", G_CALLBACK (on_build_clicked), self);
  g_signal_connect (self->node_button, "clicked", G_CALLBACK (on_build_clicked), self);
  gtk_box_append (GTK_BOX (row), self->branch_button);
  gtk_box_append (GTK_BOX (row), self->node_button);
  gtk_box_append (GTK_BOX (panel), row);

  self->end_button = gtk_button_new_with_mnemonic (_("_End turn"));
  gtk_widget_set_name (self->end_button, "end-turn-button");
  gtk_widget_add_css_class (self->end_button, "suggested-action");
  g_signal_connect (self->end_button, "clicked", G_CALLBACK (on_end_clicked), self);
  gtk_box_append (GTK_BOX (panel), self->end_button);


  /* Trading. */
  self->trade_frame = gtk_frame_new (NULL);
  {
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

    gtk_widget_set_margin_start (box, 8);
    gtk_widget_set_margin_end (box, 8);
    gtk_widget_set_margin_top (box, 6);
    gtk_widget_set_margin_bottom (box, 8);

    heading = gtk_label_new (_("Trade"));
    gtk_widget_add_css_class (heading, "heading");
    gtk_label_set_xalign (GTK_LABEL (heading), 0);
    gtk_box_append (GTK_BOX (box), heading);

    /* One row per colour: how many to give, and a radio to take it. */
    grid = gtk_grid_new ();
    gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
    gtk_grid_set_column_spacing (GTK_GRID (grid), 10);
    gtk_grid_attach (GTK_GRID (grid), dim_label (_("Give")), 1, 0, 1, 1);
    gtk_grid_attach (GTK_GRID (grid), dim_label (_("Take")), 2, 0, 1, 1);
    for (int c = 0; c < NW_N_COLOURS; c++)
      {
        g_autofree char *hex = rgb_hex (cube_rgb[c]);
        g_autofree char *markup = g_markup_printf_escaped ("<span foreground=\"%s\">■</span> %s",
                                                           hex, colour_title (c));
        GtkWidget *label = gtk_label_new (NULL);
        g_autofree char *spin_name = g_strdup_printf ("give-%d", c);
        g_autofree char *take_name = g_strdup_printf ("take-%d", c);
        /* Translators: accessible names of the trade controls, e.g.
         * "Give red", "Take red". */
        g_autofree char *give_a11y = g_strdup_printf (_("Give %s"), colour_name (c));
        g_autofree char *take_a11y = g_strdup_printf (_("Take %s"), colour_name (c));

        gtk_label_set_markup (GTK_LABEL (label), markup);
        gtk_label_set_xalign (GTK_LABEL (label), 0);
        gtk_widget_set_hexpand (label, TRUE);

        self->give_spin[c] = gtk_spin_button_new_with_range (0, 3, 1);
        gtk_widget_set_name (self->give_spin[c], spin_name);
        gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (self->give_spin[c]), TRUE);
        gtk_editable_set_width_chars (GTK_EDITABLE (self->give_spin[c]), 1);
        gtk_accessible_update_property (GTK_ACCESSIBLE (self->give_spin[c]),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, give_a11y, -1);
        g_signal_connect (self->give_spin[c], "value-changed", G_CALLBACK (on_give_changed), self);

        self->take_toggle[c] = gtk_check_button_new ();
        gtk_widget_set_name (self->take_toggle[c], take_name);
        gtk_widget_set_halign (self->take_toggle[c], GTK_ALIGN_CENTER);
        gtk_accessible_update_property (GTK_ACCESSIBLE (self->take_toggle[c]),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, take_a11y, -1);
        if (group != NULL)
          gtk_check_button_set_group (GTK_CHECK_BUTTON (self->take_toggle[c]), group);
        else
          group = GTK_CHECK_BUTTON (self->take_toggle[c]);
        g_signal_connect (self->take_toggle[c], "toggled", G_CALLBACK (on_take_toggled), self);

        gtk_grid_attach (GTK_GRID (grid), label, 0, c + 1, 1, 1);
        gtk_grid_attach (GTK_GRID (grid), self->give_spin[c], 1, c + 1, 1, 1);
        gtk_grid_attach (GTK_GRID (grid), self->take_toggle[c], 2, c + 1, 1, 1);
      }
    gtk_box_append (GTK_BOX (box), grid);

    self->trade_button = gtk_button_new_with_mnemonic (_("_Trade"));
    gtk_widget_set_name (self->trade_button, "trade-button");
    g_signal_connect (self->trade_button, "clicked", G_CALLBACK (on_trade_clicked), self);
    gtk_box_append (GTK_BOX (box), self->trade_button);

    self->trades_left_label = dim_label (NULL);
    gtk_widget_set_name (self->trades_left_label, "trades-left");
    gtk_box_append (GTK_BOX (box), self->trades_left_label);

    gtk_frame_set_child (GTK_FRAME (self->trade_frame), box);
  }
  gtk_box_append (GTK_BOX (panel), self->trade_frame);

  return panel;
}

/* ------------------------------------------------------------------ */
/* TsBoard                                                             */

static void
board_set_match (TsBoard *board,
                 TsMatch *match)
{
  TsNetworkBoard *self = TS_NETWORK_BOARD (board);

  if (!ts_board_util_swap_match (self, &self->match, &self->changed_id, match,
                                 G_CALLBACK (on_match_changed)))
    return;
  self->pending_corner = NW_NONE;
  self->hover = (Spot) { SPOT_NONE, NW_NONE };
  refresh (self);
}

static void
board_set_viewer (TsBoard *board,
                  int      seat)
{
  TsNetworkBoard *self = TS_NETWORK_BOARD (board);

  if (self->viewer == seat)
    return;
  self->viewer = seat;
  self->pending_corner = NW_NONE;
  refresh (self);
}

static void
board_set_interactive (TsBoard  *board,
                       gboolean  interactive)
{
  TsNetworkBoard *self = TS_NETWORK_BOARD (board);

  if (ts_board_util_set_flag (&self->interactive, interactive))
    refresh (self);
}


/* ------------------------------------------------------------------ */
/* GObject and layout                                                  */

/* Wide windows put the panel beside the board, tall ones under it:
 * whichever leaves the board larger.  Below the board the panel gets its
 * natural height when the board keeps most of the height, and scrolls
 * otherwise; height the board cannot use (it is square) goes to the
 * panel. */
static gboolean
panel_beside (TsNetworkBoard *self,
              int             width,
              int             height,
              int            *panel_size)
{
  int min = 0, nat = 0, cmin = 0;
  int pw, ph, canvas_h;
  double side_beside, side_below;

  if (!gtk_widget_get_visible (self->scroller))
    {
      *panel_size = 0;
      return TRUE;
    }
  gtk_widget_measure (self->canvas, GTK_ORIENTATION_VERTICAL, -1, &cmin, NULL, NULL, NULL);

  gtk_widget_measure (self->scroller, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  pw = CLAMP (nat, min, 380);
  pw = MIN (pw, width / 2);
  pw = MAX (pw, min);
  side_beside = MIN (width - pw, height);

  gtk_widget_measure (self->scroller, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  ph = MIN (nat, height - MAX (cmin, (int) (height * 0.62)));
  ph = MAX (ph, min);
  canvas_h = MAX (MIN (height - ph, width), cmin);
  ph = MAX (height - canvas_h, min);
  side_below = MIN (width, height - ph);

  if (side_beside >= side_below && width - pw >= cmin)
    {
      *panel_size = pw;
      return TRUE;
    }
  *panel_size = ph;
  return FALSE;
}

static void
ts_network_board_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  TsNetworkBoard *self = TS_NETWORK_BOARD (widget);
  int size;
  gboolean beside = panel_beside (self, width, height, &size);

  ts_board_util_allocate_split (self->canvas, self->scroller, width, height, beside, size);
}

static void
ts_network_board_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  TsNetworkBoard *self = TS_NETWORK_BOARD (widget);
  int cmin = 0, cnat = 0, pmin = 0, pnat = 0;

  gtk_widget_measure (self->canvas, orientation, -1, &cmin, &cnat, NULL, NULL);
  if (gtk_widget_get_visible (self->scroller))
    gtk_widget_measure (self->scroller, orientation, -1, &pmin, &pnat, NULL, NULL);
  /* The panel may go beside the board or below it: the minimum allows
   * both, the natural size asks for it beside. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (cmin, pmin);
      *natural = cnat + MIN (pnat, 380);
    }
  else
    {
      *minimum = cmin + pmin;
      *natural = MAX (cnat, pnat);
    }
  *natural = MAX (*natural, *minimum);
}

static gboolean
ts_network_board_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (TS_NETWORK_BOARD (widget)->canvas);
}

static void
ts_network_board_dispose (GObject *object)
{
  TsNetworkBoard *self = TS_NETWORK_BOARD (object);

  ts_board_util_drop_match (&self->match, &self->changed_id);
  g_clear_object (&self->view);
  g_clear_pointer (&self->moves, g_array_unref);
  if (self->canvas != NULL)
    TS_NETWORK_CANVAS (self->canvas)->board = NULL;
  g_clear_pointer (&self->canvas, gtk_widget_unparent);
  g_clear_pointer (&self->scroller, gtk_widget_unparent);

  G_OBJECT_CLASS (ts_network_board_parent_class)->dispose (object);
}

static void
ts_network_board_finalize (GObject *object)
{
  TsNetworkBoard *self = TS_NETWORK_BOARD (object);

  g_free (self->prompt);
  g_free (self->a11y_text);

  G_OBJECT_CLASS (ts_network_board_parent_class)->finalize (object);
}

static void
ts_network_board_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TsNetworkBoard *self = TS_NETWORK_BOARD (object);

  switch (prop_id)
    {
    case PROP_PROMPT:
      g_value_set_string (value, self->prompt);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_network_board_class_init (TsNetworkBoardClass *klass)
{
  /* This board keeps its own match, viewer and flags (see ts-board.h). */
  TS_BOARD_CLASS (klass)->set_match = board_set_match;
  TS_BOARD_CLASS (klass)->set_viewer = board_set_viewer;
  TS_BOARD_CLASS (klass)->set_interactive = board_set_interactive;

  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_network_board_dispose;
  object_class->finalize = ts_network_board_finalize;
  object_class->get_property = ts_network_board_get_property;

  widget_class->measure = ts_network_board_measure;
  widget_class->size_allocate = ts_network_board_size_allocate;
  widget_class->grab_focus = ts_network_board_grab_focus;

  properties[PROP_PROMPT] =
    g_param_spec_string ("prompt", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_css_name (widget_class, "network-board");
}

static void
ts_network_board_init (TsNetworkBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  self->viewer = TS_SEAT_NONE;
  self->pending_corner = NW_NONE;
  self->take_colour = -1;
  self->hover = (Spot) { SPOT_NONE, NW_NONE };
  /* The cursor starts on the top left corner of the centre square. */
  self->cur_x = NW_SIZE - 1;
  self->cur_y = NW_SIZE - 1;

  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);

  self->canvas = g_object_new (TS_TYPE_NETWORK_CANVAS, NULL);
  TS_NETWORK_CANVAS (self->canvas)->board = self;
  gtk_widget_set_parent (self->canvas, widget);

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (self->scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), build_panel (self));
  gtk_widget_set_parent (self->scroller, widget);
  gtk_widget_set_visible (self->scroller, FALSE);

  update_accessible (self);
}

/* ------------------------------------------------------------------ */
/* Public                                                              */

GtkWidget *
ts_network_board_new (void)
{
  return g_object_new (TS_TYPE_NETWORK_BOARD, NULL);
}

const char *
ts_network_board_get_prompt (TsNetworkBoard *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_BOARD (self), NULL);
  return self->prompt;
}

GtkWidget *
ts_network_board_get_canvas (TsNetworkBoard *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_BOARD (self), NULL);
  return self->canvas;
}

gboolean
ts_network_board_get_corner_point (TsNetworkBoard *self,
                                   int             corner,
                                   double         *x,
                                   double         *y)
{
  Geom g;
  Pt p;

  g_return_val_if_fail (TS_IS_NETWORK_BOARD (self), FALSE);
  g_return_val_if_fail (corner >= 0 && corner < NW_N_CORNERS, FALSE);
  compute_geom (self, &g);
  if (g.unit < 2)
    return FALSE;
  p = corner_pt (&g, corner);
  *x = p.x;
  *y = p.y;
  return TRUE;
}

gboolean
ts_network_board_get_edge_point (TsNetworkBoard *self,
                                 int             edge,
                                 double         *x,
                                 double         *y)
{
  Geom g;
  Pt p;

  g_return_val_if_fail (TS_IS_NETWORK_BOARD (self), FALSE);
  g_return_val_if_fail (edge >= 0 && edge < NW_N_EDGES, FALSE);
  compute_geom (self, &g);
  if (g.unit < 2)
    return FALSE;
  p = edge_mid (&g, edge);
  *x = p.x;
  *y = p.y;
  return TRUE;
}

void
ts_network_board_get_cursor (TsNetworkBoard *self,
                             int            *corner,
                             int            *edge,
                             int            *square)
{
  Spot s;

  g_return_if_fail (TS_IS_NETWORK_BOARD (self));
  s = cursor_spot (self);
  *corner = s.kind == SPOT_CORNER ? s.index : NW_NONE;
  *edge = s.kind == SPOT_EDGE ? s.index : NW_NONE;
  *square = s.kind == SPOT_SQUARE ? s.index : NW_NONE;
}

const char *
ts_network_board_get_accessible_text (TsNetworkBoard *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_BOARD (self), NULL);
  return self->a11y_text;
}
