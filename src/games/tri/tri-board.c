/* tri-board.c — the TRI board widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board draws ts_game_view_for (game, viewer), never the game itself,
 * so a battle's secret dice and cards show as "?" to whoever may not see
 * them (spec §7).  It turns clicks and keys into moves and emits them
 * through ts_board_emit_move(); the window plays them.
 *
 * Two children: the canvas (a private widget drawing the torus with cairo
 * nodes, which GSK rasterises at the device scale, so it stays sharp) and
 * the panel (ordinary GTK widgets: labels, buttons, the battle), which the
 * board puts right of the canvas in a wide window and under it in a tall
 * one.  The canvas geometry comes from one function, compute_geometry(),
 * which drawing, hit-testing and the test hooks share.
 */
#include "tri-board.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tri-game.h"
#include "ts-board-util.h"
#include "ts-swatch.h"

/* GNOME's accent blue reads on light and dark backgrounds alike. */
#define ACCENT_RGB 0x3584e4

/* Seat colours when a setup names none (hand-made matches in tests). */
static const guint32 fallback_seat_rgb[TS_MAX_SEATS] = {
  0xc01c28, 0x1c71d8, 0x26a269, 0xe5a50a,
};
static const char * const fallback_seat_colour[TS_MAX_SEATS] = {
  "red", "blue", "green", "yellow",
};

static const int card_values[TRI_N_CARD_VALUES] = { 0, 2, 3, 4 };

typedef struct
{
  double x;
  double y;
} Pt;

/* The canvas geometry: the torus is S × S squares of UNIT pixels from
 * (OX, OY); the faded repeat of the opposite edges adds half a square on
 * every side. */
typedef struct
{
  guint  size;
  double unit;
  double ox;
  double oy;
} Geom;

/* ------------------------------------------------------------------ */
/* The canvas: a private widget the board draws into                   */

#define TS_TYPE_TRI_CANVAS (ts_tri_canvas_get_type ())
G_DECLARE_FINAL_TYPE (TsTriCanvas, ts_tri_canvas, TS, TRI_CANVAS, GtkWidget)

struct _TsTriCanvas
{
  GtkWidget   parent_instance;
  TsTriBoard *board;   /* the parent; not a reference */
};

G_DEFINE_FINAL_TYPE (TsTriCanvas, ts_tri_canvas, GTK_TYPE_WIDGET)

/* ------------------------------------------------------------------ */

struct _TsTriBoard
{
  TsBoard   parent_instance;

  TsMatch    *match;
  gulong      changed_id;
  int         viewer;
  gboolean    interactive;

  TsGame     *view;              /* ts_game_view_for (game, viewer) */

  /* What the viewer may do now (all zero unless it may act). */
  guint8      legal[TRI_MAX_TRIANGLES];          /* a TriMoveKind, or 0 */
  gboolean    teleport_target[TRI_MAX_TRIANGLES];
  gboolean    teleport_from[TRI_MAX_SQUARES];
  gboolean    card_ok[TRI_N_CARD_VALUES];
  gboolean    can_pass;
  guint       n_targets;

  /* The last battle the viewer has not acted since, when the current view
   * no longer shows it (computers may have moved on in the meantime). */
  TriBattle   recent;
  gboolean    have_recent;

  gboolean    teleport_mode;
  int         teleport_square;   /* the square whose teleport is used */
  int         card;              /* the selected card's value, or -1 */
  int         cursor;            /* triangle */
  gboolean    pointer_in;
  TriPhase    last_phase;
  int         last_seat;

  char       *prompt;
  char       *notice;
  char       *a11y_text;

  GtkWidget  *canvas;
  GtkWidget  *scroll;            /* the panel, scrolled when short */
  GtkWidget  *round_label;
  GtkWidget  *prompt_label;
  GtkWidget  *notice_label;
  GtkWidget  *action_box;
  GtkWidget  *teleport_button;
  GtkWidget  *pass_button;
  GtkWidget  *battle_frame;
  GtkWidget  *battle_area;
  GtkWidget  *card_frame;
  GtkWidget  *card_button[TRI_N_CARD_VALUES];
  GtkWidget  *card_label[TRI_N_CARD_VALUES];
  GtkWidget  *play_button;
  GtkWidget  *players_grid;
  guint       n_rows;
  GtkWidget  *row_swatch[TS_MAX_SEATS];
  GtkWidget  *row_name[TS_MAX_SEATS];
  GtkWidget  *row_stats[TS_MAX_SEATS];
  GtkWidget  *row_hand[TS_MAX_SEATS];
  GtkWidget  *supply_label;

  gboolean    updating;          /* setting buttons from the state */
};

G_DEFINE_FINAL_TYPE (TsTriBoard, ts_tri_board, TS_TYPE_BOARD)

/* ------------------------------------------------------------------ */
/* State helpers                                                       */

static TsTriGame *
tri_view (TsTriBoard *self)
{
  return self->view ? TS_TRI_GAME (self->view) : NULL;
}

static guint
board_size (TsTriBoard *self)
{
  return self->view ? ts_tri_game_get_size (tri_view (self)) : 0;
}

static guint
n_triangles (TsTriBoard *self)
{
  return self->view ? ts_tri_game_get_n_triangles (tri_view (self)) : 0;
}

static TriPhase
current_phase (TsTriBoard *self)
{
  return self->view ? ts_tri_game_get_phase (tri_view (self)) : TRI_PHASE_OVER;
}

static gboolean
can_act (TsTriBoard *self)
{
  return ts_board_util_can_act (self->view, self->interactive, self->viewer);
}

static gboolean
acting_in (TsTriBoard *self,
           TriPhase    phase)
{
  return can_act (self) && current_phase (self) == phase;
}

static gboolean
choosing_card (TsTriBoard *self)
{
  return acting_in (self, TRI_PHASE_ATTACK_CARD) || acting_in (self, TRI_PHASE_DEFEND_CARD);
}

static char *
seat_name (TsTriBoard *self,
           int         seat)
{
  return ts_board_util_seat_name (self->match, seat);
}

static const char *
seat_colour_id (TsTriBoard *self,
                int         seat)
{
  const char *id = ts_board_util_setup_colour (self->match, seat);

  return id != NULL ? id : fallback_seat_colour[CLAMP (seat, 0, TS_MAX_SEATS - 1)];
}

static guint32
seat_rgb (TsTriBoard *self,
          int         seat)
{
  const char *id = seat_colour_id (self, seat);

  if (ts_seat_colour_is_valid (id))
    return ts_seat_colour_rgb (id);
  return fallback_seat_rgb[CLAMP (seat, 0, TS_MAX_SEATS - 1)];
}

static int
card_index (int value)
{
  for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
    if (card_values[i] == value)
      return i;
  return -1;
}

/* Whether move INDEX of the match holds an event of KIND; if so, the
 * first one goes into EVENT. */
static gboolean
move_event (TsTriBoard *self,
            guint       index,
            int         kind,
            TsEvent    *event)
{
  guint first, n;

  ts_match_get_move_events (self->match, index, &first, &n);
  for (guint i = first; i < first + n; i++)
    {
      const TsEvent *e = ts_match_get_event (self->match, i);

      if (e->kind == kind && ts_event_visible_to (e, self->viewer))
        {
          *event = *e;
          return TRUE;
        }
    }
  return FALSE;
}

/* The last move of the match revealed or ended a battle. */
static gboolean
last_move_ends_battle (TsTriBoard *self)
{
  guint n = self->match ? ts_match_get_n_moves (self->match) : 0;
  TsEvent event;

  return n > 0 && (move_event (self, n - 1, TRI_EVENT_BATTLE, &event) ||
                   move_event (self, n - 1, TRI_EVENT_VOID, &event));
}

/* The battle to show: one in progress, or the last one while nobody has
 * acted since it ended (the last move revealed it or voided a triangle). */
static const TriBattle *
shown_battle (TsTriBoard *self)
{
  const TriBattle *b;

  if (self->view == NULL)
    return NULL;
  b = ts_tri_game_get_battle (tri_view (self));
  if (b == NULL || b->attacker < 0 || b->target < 0)
    return NULL;
  switch (current_phase (self))
    {
    case TRI_PHASE_ATTACK_CARD:
    case TRI_PHASE_DEFEND_CARD:
    case TRI_PHASE_VOID:
      return b;
    case TRI_PHASE_ACTION:
    case TRI_PHASE_OVER:
    default:
      if (b->revealed && last_move_ends_battle (self))
        return b;
      return NULL;
    }
}

/* The battle the panel shows: the one on the board, else the last one
 * since the viewer's own last action. */
static const TriBattle *
panel_battle (TsTriBoard *self)
{
  const TriBattle *b = shown_battle (self);

  if (b == NULL && self->have_recent)
    b = &self->recent;
  return b;
}

/* The battle whose reveal or void choice was move INDEX, told by the
 * events of the match (a revealed battle is public).  The reveal is the
 * move itself or, for a void choice, one of the moves just before it. */
static gboolean
battle_of_move (TsTriBoard *self,
                guint       index,
                TriBattle  *battle)
{
  TsEvent reveal, voided;
  gboolean has_void = move_event (self, index, TRI_EVENT_VOID, &voided);
  guint i = index;

  while (!move_event (self, i, TRI_EVENT_BATTLE, &reveal))
    {
      /* Only a void choice comes after its reveal (right after it). */
      if (!has_void || i == 0 || index - i >= 2)
        return FALSE;
      i--;
    }
  if (!tri_event_get_battle (&reveal, board_size (self), battle))
    return FALSE;
  if (has_void)
    battle->voided = tri_event_triangle (board_size (self), voided.arg[0]);
  return TRUE;
}

/* Finds the last revealed battle played since the viewer last acted, so a
 * player who attacked sees the outcome even when computers have moved on
 * since. */
static void
find_recent_battle (TsTriBoard *self)
{
  guint n;

  self->have_recent = FALSE;
  if (self->match == NULL || self->view == NULL || self->viewer == TS_SEAT_NONE
      || shown_battle (self) != NULL)
    return;

  n = ts_match_get_n_moves (self->match);
  for (guint k = 0; k < n && k < 4 * TS_MAX_SEATS + 8; k++)
    {
      guint i = n - 1 - k;
      TsEvent event;

      if (move_event (self, i, TRI_EVENT_BATTLE, &event) ||
          move_event (self, i, TRI_EVENT_VOID, &event))
        {
          self->have_recent = battle_of_move (self, i, &self->recent);
          return;
        }
      if (ts_match_get_move_seat (self->match, i) == self->viewer)
        return;
    }
}

/* ------------------------------------------------------------------ */
/* Colours                                                             */

/* Black or white, whichever reads on RGB. */
static GdkRGBA
on_colour (guint32 rgb,
           double  alpha)
{
  GdkRGBA c = ts_board_util_rgb_to_rgba (rgb, 1);

  if (ts_board_util_luminance (&c) > 0.3)
    return (GdkRGBA) { 0, 0, 0, 0.8 * alpha };
  return (GdkRGBA) { 1, 1, 1, 0.95 * alpha };
}

static void
set_source_on (cairo_t *cr,
               guint32  rgb,
               double   alpha)
{
  GdkRGBA c = on_colour (rgb, alpha);

  ts_board_util_set_source (cr, &c, 1);
}

/* ------------------------------------------------------------------ */
/* Geometry                                                            */

static void
compute_geometry (TsTriBoard *self,
                  Geom       *g)
{
  double w = gtk_widget_get_width (self->canvas);
  double h = gtk_widget_get_height (self->canvas);
  double pad = 6;

  memset (g, 0, sizeof *g);
  g->size = board_size (self);
  if (g->size == 0 || w < 20 || h < 20)
    return;
  /* S squares and half a square of repeat on either side; whole pixels,
   * so the square edges fall on pixel boundaries and stay crisp. */
  g->unit = floor (MIN (w - 2 * pad, h - 2 * pad) / (g->size + 1));
  if (g->unit < 4)
    {
      g->unit = 0;
      return;
    }
  g->ox = round ((w - g->unit * g->size) / 2);
  g->oy = round ((h - g->unit * g->size) / 2);
}

/* The corners of triangle (X, Y, D) drawn at square (X, Y), which may lie
 * one outside the torus (the repeat). */
static void
triangle_corners_at (const Geom *g,
                     int         x,
                     int         y,
                     TriDir      dir,
                     Pt          p[3])
{
  double x0 = g->ox + x * g->unit, y0 = g->oy + y * g->unit, u = g->unit;
  Pt c = { x0 + u / 2, y0 + u / 2 };

  switch (dir)
    {
    case TRI_DIR_N:
      p[0] = (Pt) { x0, y0 };
      p[1] = (Pt) { x0 + u, y0 };
      break;
    case TRI_DIR_E:
      p[0] = (Pt) { x0 + u, y0 };
      p[1] = (Pt) { x0 + u, y0 + u };
      break;
    case TRI_DIR_S:
      p[0] = (Pt) { x0 + u, y0 + u };
      p[1] = (Pt) { x0, y0 + u };
      break;
    case TRI_DIR_W:
    default:
      p[0] = (Pt) { x0, y0 + u };
      p[1] = (Pt) { x0, y0 };
      break;
    }
  p[2] = c;
}

static Pt
centroid (const Pt p[3])
{
  return (Pt) { (p[0].x + p[1].x + p[2].x) / 3, (p[0].y + p[1].y + p[2].y) / 3 };
}

static void
triangle_corners (const Geom *g,
                  int         triangle,
                  Pt          p[3])
{
  int x, y;
  TriDir dir;

  tri_triangle_coords (g->size, triangle, &x, &y, &dir);
  triangle_corners_at (g, x, y, dir, p);
}

/* The triangle under (PX, PY), the repeat included, or -1. */
static int
hit_triangle (const Geom *g,
              double      px,
              double      py)
{
  double fx, fy, lx, ly;
  int sx, sy;
  TriDir dir;

  if (g->unit <= 0)
    return -1;
  fx = (px - g->ox) / g->unit;
  fy = (py - g->oy) / g->unit;
  if (fx < -0.5 || fy < -0.5 || fx >= g->size + 0.5 || fy >= g->size + 0.5)
    return -1;
  sx = (int) floor (fx);
  sy = (int) floor (fy);
  lx = fx - sx;
  ly = fy - sy;
  if (ly <= lx && ly <= 1 - lx)
    dir = TRI_DIR_N;
  else if (ly >= lx && ly >= 1 - lx)
    dir = TRI_DIR_S;
  else if (lx > ly)
    dir = TRI_DIR_E;
  else
    dir = TRI_DIR_W;
  return tri_triangle (g->size, sx, sy, dir);
}

static double
marker_radius (const Geom *g)
{
  return MAX (g->unit * 0.11, 5);
}

/* The square whose teleport marker the viewer may use lies under (PX, PY),
 * or -1. */
static int
hit_teleport (TsTriBoard *self,
              const Geom *g,
              double      px,
              double      py)
{
  double r = marker_radius (g) + 3;

  if (g->unit <= 0 || !acting_in (self, TRI_PHASE_ACTION))
    return -1;
  for (guint sq = 0; sq < g->size * g->size; sq++)
    {
      double cx = g->ox + (sq % g->size + 0.5) * g->unit;
      double cy = g->oy + (sq / g->size + 0.5) * g->unit;

      if (self->teleport_from[sq] && hypot (px - cx, py - cy) <= r)
        return sq;
    }
  return -1;
}

/* ------------------------------------------------------------------ */
/* Text                                                                */

static char *
triangle_name (TsTriBoard *self,
               int         triangle)
{
  return tri_triangle_to_string (board_size (self), triangle);
}

static char *
square_name (TsTriBoard *self,
             guint       square)
{
  guint s = board_size (self);

  /* Not translated: the notation of moves ("x,y"). */
  return g_strdup_printf ("%u,%u", square % s, square / s);
}

static guint
attack_dice (TsTriBoard *self,
             int         target)
{
  int attacking[3];

  if (self->legal[target] != TRI_MOVE_ATTACK)
    return 0;
  return ts_tri_game_get_attackers (tri_view (self), target, attacking);
}

/* What the viewer may do on TRIANGLE now, as a sentence, or NULL. */
static char *
describe_action (TsTriBoard *self,
                 int         triangle)
{
  if (self->teleport_mode)
    {
      if (self->teleport_target[triangle])
        return g_strdup (_("Press Enter to teleport here."));
      return NULL;
    }

  switch (self->legal[triangle])
    {
    case TRI_MOVE_PLACE:
      return g_strdup (_("Press Enter to place your first checker here."));
    case TRI_MOVE_EXPAND:
      return g_strdup (_("Press Enter to expand here."));
    case TRI_MOVE_ATTACK:
      {
        guint n = attack_dice (self, triangle);
        return g_strdup_printf (ngettext ("Press Enter to attack it with %u die.",
                                          "Press Enter to attack it with %u dice.", n), n);
      }
    case TRI_MOVE_VOID:
      return g_strdup (_("Press Enter to make this attacking triangle empty."));
    default:
      return NULL;
    }
}

static char *
describe_triangle (TsTriBoard *self,
                   int         triangle)
{
  TsTriGame *view = tri_view (self);
  guint s = board_size (self);
  int owner = ts_tri_game_get_owner (view, triangle);
  int x, y;
  TriDir dir;
  guint square;
  int sq_owner;
  g_autofree char *name = triangle_name (self, triangle);
  g_autofree char *first = NULL;
  g_autofree char *action = NULL;
  g_autofree char *tele = NULL;
  GString *text;

  tri_triangle_coords (s, triangle, &x, &y, &dir);
  square = y * s + x;
  sq_owner = ts_tri_game_get_square_owner (view, square);

  if (owner < 0)
    /* Translators: %s is a triangle like "2,1,S" (column, row, side). */
    first = g_strdup_printf (_("Triangle %s, empty."), name);
  else
    {
      g_autofree char *who = seat_name (self, owner);
      if (sq_owner >= 0)
        /* Translators: %1$s is a triangle like "2,1,S", %2$s a player. */
        first = g_strdup_printf (_("Triangle %1$s, %2$s’s, in a conquered square."), name, who);
      else
        first = g_strdup_printf (_("Triangle %1$s, %2$s’s."), name, who);
    }

  text = g_string_new (first);
  action = describe_action (self, triangle);
  if (action != NULL)
    g_string_append_printf (text, "\n%s", action);

  if (can_act (self) && self->teleport_from[square])
    {
      g_autofree char *sq = square_name (self, square);
      /* Translators: %s is a square like "2,1". */
      tele = g_strdup_printf (_("You can teleport from square %s (T)."), sq);
    }
  else if (!ts_tri_game_teleport_used (view, square))
    {
      g_autofree char *sq = square_name (self, square);
      tele = g_strdup_printf (_("The teleport of square %s is unused."), sq);
    }
  if (tele != NULL)
    g_string_append_printf (text, "\n%s", tele);

  return g_string_free (text, FALSE);
}

static char *
winner_message (TsTriBoard *self)
{
  char *names[TS_MAX_SEATS] = { NULL };
  int score;
  guint n_win = ts_board_util_get_winners (self->match, self->view, names, &score);
  char *msg;

  switch (n_win)
    {
    case 1:
      msg = g_strdup_printf (ngettext ("Game over: %1$s wins with %2$d triangle.",
                                       "Game over: %1$s wins with %2$d triangles.", score),
                             names[0], score);
      break;
    case 2:
      msg = g_strdup_printf (_("Game over: a draw between %1$s and %2$s."), names[0], names[1]);
      break;
    case 3:
      msg = g_strdup_printf (_("Game over: a draw between %1$s, %2$s and %3$s."),
                             names[0], names[1], names[2]);
      break;
    case 4:
      msg = g_strdup_printf (_("Game over: a draw between %1$s, %2$s, %3$s and %4$s."),
                             names[0], names[1], names[2], names[3]);
      break;
    default:
      msg = g_strdup (_("Game over."));
      break;
    }

  for (guint i = 0; i < n_win; i++)
    g_free (names[i]);
  return msg;
}

static gboolean
any_teleport (TsTriBoard *self)
{
  for (guint i = 0; i < TRI_MAX_SQUARES; i++)
    if (self->teleport_from[i])
      return TRUE;
  return FALSE;
}

static char *
compute_prompt (TsTriBoard *self)
{
  int seat;
  g_autofree char *name = NULL;
  const TriBattle *b;

  if (self->view == NULL)
    return NULL;
  if (ts_game_is_over (self->view))
    return winner_message (self);

  seat = ts_game_get_current_seat (self->view);
  name = seat_name (self, seat);
  b = ts_tri_game_get_battle (tri_view (self));

  switch (current_phase (self))
    {
    case TRI_PHASE_ACTION:
      if (!can_act (self))
        {
          if (ts_tri_game_get_round (tri_view (self)) == 1)
            return g_strdup_printf (_("%s is placing their first checker."), name);
          return g_strdup_printf (_("%s’s turn."), name);
        }
      if (self->teleport_mode)
        {
          g_autofree char *sq = square_name (self, self->teleport_square);
          /* Translators: %s is a square like "2,1". */
          return g_strdup_printf (_("Teleport from square %s: click any highlighted empty triangle. T again takes another square’s teleport, Escape cancels."), sq);
        }
      if (ts_tri_game_get_round (tri_view (self)) == 1)
        return g_strdup (_("Your turn: place your first checker on a highlighted triangle, away from the others."));
      if (any_teleport (self))
        return g_strdup (_("Your turn: click a highlighted triangle to expand or attack, teleport (T) from a marked square, or pass."));
      if (self->n_targets == 0)
        return g_strdup (_("Your turn: there is nothing to expand into or attack; pass."));
      return g_strdup (_("Your turn: click a highlighted triangle to expand or attack, or pass."));

    case TRI_PHASE_ATTACK_CARD:
      if (can_act (self))
        return g_strdup (_("Attack: look at your dice, then choose a card by its button or key and press Play."));
      return g_strdup_printf (_("%s is choosing a card for the attack."), name);

    case TRI_PHASE_DEFEND_CARD:
      if (can_act (self))
        return g_strdup (_("Defence: look at your die, then choose a card by its button or key and press Play."));
      return g_strdup_printf (_("%s is choosing a card for the defence."), name);

    case TRI_PHASE_VOID:
      if (can_act (self))
        return g_strdup (_("You held your triangle: click one of the highlighted attacking triangles to make it empty."));
      if (b != NULL && b->attacker >= 0)
        {
          g_autofree char *att = seat_name (self, b->attacker);
          /* Translators: %1$s defended successfully and now picks one of
           * %2$s's attacking triangles. */
          return g_strdup_printf (_("%1$s held the triangle and chooses which of %2$s’s attacking triangles goes empty."),
                                  name, att);
        }
      return g_strdup_printf (_("%s chooses which attacking triangle goes empty."), name);

    case TRI_PHASE_OVER:
    default:
      return winner_message (self);
    }
}

/* The last move in sentences, as the viewer may know it: its events
 * (the action, a battle, awards, eliminations, the end). */
static char *
compute_notice (TsTriBoard *self)
{
  g_autoptr(GPtrArray) lines = NULL;
  guint n;

  if (self->match == NULL || self->view == NULL)
    return NULL;
  n = ts_match_get_n_moves (self->match);
  if (n == 0)
    return NULL;
  lines = ts_match_describe_events (self->match, n - 1, n, self->viewer);
  if (lines->len == 0)
    return NULL;
  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

/* "5 3 2" or "? ? ?". */
static char *
dice_text (const guint8 *dice,
           guint         n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append_c (s, ' ');
      if (dice[i] >= 1 && dice[i] <= 6)
        g_string_append_printf (s, "%u", dice[i]);
      else
        g_string_append_c (s, '?');
    }
  return g_string_free (s, FALSE);
}

static char *
card_text (int card)
{
  if (card < 0)
    return g_strdup ("?");
  return g_strdup_printf ("+%d", card);
}

static int
highest (const guint8 *dice,
         guint         n)
{
  int h = 0;

  for (guint i = 0; i < n; i++)
    h = MAX (h, dice[i]);
  return h;
}

static char *
battle_result (TsTriBoard      *self,
               const TriBattle *b)
{
  g_autofree char *att = seat_name (self, b->attacker);
  g_autofree char *def = seat_name (self, b->defender);
  int a = highest (b->attack_dice, MIN (b->n_dice, 3)) + MAX (b->attack_card, 0);
  int d = b->defence_die + MAX (b->defence_card, 0);

  if (!b->revealed)
    {
      g_autofree char *where = triangle_name (self, b->target);
      /* Translators: %1$s attacks %2$s's triangle %3$s with %4$u dice. */
      return g_strdup_printf (ngettext ("%1$s attacks %2$s’s triangle %3$s with %4$u die.",
                                        "%1$s attacks %2$s’s triangle %3$s with %4$u dice.",
                                        b->n_dice),
                              att, def, where, b->n_dice);
    }
  if (b->attacker_won)
    /* Translators: "Attack 7 against defence 6: Ada takes the triangle." */
    return g_strdup_printf (_("Attack %1$d against defence %2$d: %3$s takes the triangle."), a, d, att);
  if (b->voided >= 0)
    {
      g_autofree char *v = triangle_name (self, b->voided);
      return g_strdup_printf (_("Attack %1$d against defence %2$d: %3$s holds; %4$s goes empty."),
                              a, d, def, v);
    }
  return g_strdup_printf (_("Attack %1$d against defence %2$d: %3$s holds."), a, d, def);
}

static char *
describe_battle (TsTriBoard      *self,
                 const TriBattle *b)
{
  g_autofree char *att = seat_name (self, b->attacker);
  g_autofree char *def = seat_name (self, b->defender);
  g_autofree char *ad = dice_text (b->attack_dice, MIN (b->n_dice, 3));
  g_autofree char *dd = dice_text (&b->defence_die, 1);
  g_autofree char *ac = card_text (b->attack_card);
  g_autofree char *dc = card_text (b->defence_card);
  g_autofree char *result = battle_result (self, b);
  /* Translators: "Attacker Ada: dice 5 3 2, card +2"; "?" is hidden. */
  g_autofree char *a = g_strdup_printf (_("Attacker %1$s: dice %2$s, card %3$s"), att, ad, ac);
  /* Translators: "Defender Bob: die 6, card +0"; "?" is hidden. */
  g_autofree char *d = g_strdup_printf (_("Defender %1$s: die %2$s, card %3$s"), def, dd, dc);

  return g_strdup_printf ("%s\n%s\n%s", result, a, d);
}

/* ------------------------------------------------------------------ */
/* Accessibility                                                       */

static void
update_accessible (TsTriBoard *self)
{
  g_autofree char *cursor = NULL;

  if (self->view != NULL && self->cursor >= 0 && (guint) self->cursor < n_triangles (self))
    cursor = describe_triangle (self, self->cursor);

  ts_board_util_update_accessible (self->canvas, &self->a11y_text, self->prompt, cursor,
                                   _("TRI board"), self->notice);
}

static void
changed_locally (TsTriBoard *self)
{
  update_accessible (self);
  gtk_widget_queue_draw (self->canvas);
}

/* ------------------------------------------------------------------ */
/* Drawing the canvas                                                  */

static void
path_triangle (cairo_t  *cr,
               const Pt  p[3])
{
  cairo_move_to (cr, p[0].x, p[0].y);
  cairo_line_to (cr, p[1].x, p[1].y);
  cairo_line_to (cr, p[2].x, p[2].y);
  cairo_close_path (cr);
}

/* P shrunk towards its centroid by FACTOR. */
static void
shrink (const Pt  p[3],
        double    factor,
        Pt        out[3])
{
  Pt g = centroid (p);

  for (guint i = 0; i < 3; i++)
    out[i] = (Pt) { g.x + (p[i].x - g.x) * factor, g.y + (p[i].y - g.y) * factor };
}

/* An outline inside P, WIDTH wide, so neighbours cannot cover it. */
static void
stroke_inside (cairo_t       *cr,
               const Pt       p[3],
               double         unit,
               const GdkRGBA *colour,
               double         width,
               gboolean       dashed)
{
  Pt o[3];
  /* The inradius of a right isosceles triangle with legs u/√2 is about
   * 0.146 u; keep the ring inside it. */
  double factor = MAX (0.35, 1 - (width * 1.6) / MAX (unit * 0.146, 1));

  shrink (p, factor, o);
  path_triangle (cr, o);
  ts_board_util_stroke_path (cr, colour, width, dashed);
}

/* A small shape per seat, so players who cannot tell the colours apart can
 * tell the owners apart. */
static void
draw_seat_glyph (cairo_t *cr,
                 int      seat,
                 double   cx,
                 double   cy,
                 double   r)
{
  switch (seat)
    {
    case 0:
      cairo_arc (cr, cx, cy, r * 0.8, 0, 2 * G_PI);
      break;
    case 1:
      cairo_rectangle (cr, cx - r * 0.7, cy - r * 0.7, r * 1.4, r * 1.4);
      break;
    case 2:
      cairo_move_to (cr, cx, cy - r);
      cairo_line_to (cr, cx + r * 0.95, cy + r * 0.65);
      cairo_line_to (cr, cx - r * 0.95, cy + r * 0.65);
      cairo_close_path (cr);
      break;
    default:
      cairo_move_to (cr, cx, cy - r);
      cairo_line_to (cr, cx + r * 0.75, cy);
      cairo_line_to (cr, cx, cy + r);
      cairo_line_to (cr, cx - r * 0.75, cy);
      cairo_close_path (cr);
      break;
    }
  cairo_fill (cr);
}

/* Whether TRIANGLE is a target the viewer can click now. */
static gboolean
is_target (TsTriBoard *self,
           int         triangle)
{
  if (self->teleport_mode)
    return self->teleport_target[triangle];
  return self->legal[triangle] != 0;
}

/* One square drawn at (X, Y) (maybe outside the torus: the repeat). */
static void
draw_square (TsTriBoard    *self,
             cairo_t       *cr,
             const Geom    *g,
             int            x,
             int            y,
             const GdkRGBA *fg,
             gboolean       repeat)
{
  TsTriGame *view = tri_view (self);
  guint s = g->size;
  double u = g->unit;
  double x0 = g->ox + x * u, y0 = g->oy + y * u;
  guint square = ((y % (int) s + s) % s) * s + ((x % (int) s + s) % s);
  int sq_owner = ts_tri_game_get_square_owner (view, square);
  GdkRGBA accent = ts_board_util_rgb_to_rgba (ACCENT_RGB, 1);

  for (TriDir d = TRI_DIR_N; d <= TRI_DIR_W; d++)
    {
      int t = tri_triangle (s, x, y, d);
      int owner = ts_tri_game_get_owner (view, t);
      Pt p[3];

      triangle_corners_at (g, x, y, d, p);
      path_triangle (cr, p);
      if (owner >= 0)
        ts_board_util_set_source_rgb (cr, seat_rgb (self, owner), 1);
      else
        ts_board_util_set_source (cr, fg, 0.05);
      cairo_fill_preserve (cr);
      /* The diagonals: thin, in the text colour. */
      ts_board_util_set_source (cr, fg, owner >= 0 ? 0.35 : 0.22);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);

      if (owner >= 0 && u >= 36 && sq_owner < 0)
        {
          Pt c = centroid (p);
          set_source_on (cr, seat_rgb (self, owner), 0.55);
          draw_seat_glyph (cr, owner, c.x, c.y, MAX (u * 0.045, 2.5));
        }

      if (is_target (self, t))
        {
          gboolean hot = t == self->cursor && (self->pointer_in || gtk_widget_has_focus (self->canvas));

          /* Empty targets get a tint, owned ones (attacks, the void
           * choice) a ring; the one under the pointer or the cursor
           * both, stronger. */
          if (owner < 0)
            {
              /* In the mover's colour: "where your checker can go", and
               * never mistaken for another player's faded repeat. */
              int mover = ts_game_get_current_seat (TS_GAME (view));

              path_triangle (cr, p);
              if (mover >= 0)
                ts_board_util_set_source_rgb (cr, seat_rgb (self, mover), hot ? 0.6 : repeat ? 0.18 : 0.3);
              else
                ts_board_util_set_source (cr, &accent, hot ? 0.55 : repeat ? 0.16 : 0.24);
              cairo_fill (cr);
            }
          if (owner < 0 && hot)
            stroke_inside (cr, p, u, &accent, MAX (2, u * 0.05), FALSE);
          if (owner >= 0)
            {
              /* A reticle in black or white, whichever reads on the
               * owner's colour (an accent ring vanishes on blue). */
              Pt c = centroid (p);
              double r = MAX (3, u * (hot ? 0.075 : 0.06));
              GdkRGBA on = on_colour (seat_rgb (self, owner), 1);

              stroke_inside (cr, p, u, &on, MAX (1.5, u * (hot ? 0.04 : 0.025)), !hot);
              cairo_new_path (cr);
              if (self->legal[t] == TRI_MOVE_VOID)
                {
                  /* The void choice: a cross, "this one goes". */
                  cairo_move_to (cr, c.x - r, c.y - r);
                  cairo_line_to (cr, c.x + r, c.y + r);
                  cairo_move_to (cr, c.x + r, c.y - r);
                  cairo_line_to (cr, c.x - r, c.y + r);
                }
              else
                {
                  cairo_arc (cr, c.x, c.y, r, 0, 2 * G_PI);
                  cairo_move_to (cr, c.x - r * 1.6, c.y);
                  cairo_line_to (cr, c.x + r * 1.6, c.y);
                  cairo_move_to (cr, c.x, c.y - r * 1.6);
                  cairo_line_to (cr, c.x, c.y + r * 1.6);
                }
              ts_board_util_set_source (cr, &on, 1);
              cairo_set_line_width (cr, MAX (1.5, u * 0.018));
              cairo_stroke (cr);
            }
        }
    }

  /* The square's outline. */
  cairo_rectangle (cr, x0 + 0.5, y0 + 0.5, u - 1, u - 1);
  ts_board_util_set_source (cr, fg, 0.45);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  /* A conquered square: a frame inside it and the seat's glyph at the
   * centre, big. */
  if (sq_owner >= 0)
    {
      guint32 rgb = seat_rgb (self, sq_owner);
      double w = MAX (2, u * 0.05);
      double in = w / 2 + MAX (2, u * 0.04);

      cairo_rectangle (cr, x0 + in, y0 + in, u - 2 * in, u - 2 * in);
      set_source_on (cr, rgb, 0.9);
      cairo_set_line_width (cr, w);
      cairo_stroke (cr);
    }

  /* The teleport: a ring while unused; a filled disc with a ring around it
   * where the viewer can use it now. */
  if (!ts_tri_game_teleport_used (view, square))
    {
      double cx = x0 + u / 2, cy = y0 + u / 2;
      double r = marker_radius (g);
      gboolean usable = can_act (self) && self->teleport_from[square];
      gboolean chosen = usable && self->teleport_mode && self->teleport_square == (int) square;

      if (usable)
        {
          cairo_arc (cr, cx, cy, r * 1.15, 0, 2 * G_PI);
          ts_board_util_set_source (cr, &accent, 1);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 1, 1, 1, 1);
          cairo_set_line_width (cr, MAX (1.5, r * 0.25));
          cairo_stroke (cr);
          /* An arrow leaving the square. */
          cairo_move_to (cr, cx - r * 0.45, cy + r * 0.45);
          cairo_line_to (cr, cx + r * 0.45, cy - r * 0.45);
          cairo_move_to (cr, cx - r * 0.05, cy - r * 0.45);
          cairo_line_to (cr, cx + r * 0.45, cy - r * 0.45);
          cairo_line_to (cr, cx + r * 0.45, cy + r * 0.05);
          cairo_set_line_width (cr, MAX (1.5, r * 0.22));
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
          cairo_stroke (cr);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
          if (chosen)
            {
              cairo_arc (cr, cx, cy, r * 1.75, 0, 2 * G_PI);
              ts_board_util_set_source (cr, &accent, 1);
              cairo_set_line_width (cr, MAX (2, r * 0.3));
              cairo_stroke (cr);
            }
        }
      else
        {
          double rr = sq_owner >= 0 ? r * 0.8 : r * 0.5;
          GdkRGBA bg = ts_board_util_estimated_bg (fg);

          cairo_arc (cr, cx, cy, rr, 0, 2 * G_PI);
          if (sq_owner >= 0)
            ts_board_util_set_source_rgb (cr, seat_rgb (self, sq_owner), 1);
          else
            ts_board_util_set_source (cr, &bg, 1);
          cairo_fill_preserve (cr);
          if (sq_owner >= 0)
            set_source_on (cr, seat_rgb (self, sq_owner), 0.9);
          else
            ts_board_util_set_source (cr, fg, 0.35);
          cairo_set_line_width (cr, MAX (1, rr * 0.3));
          cairo_stroke (cr);
        }
    }
}

/* The dice badge over an attack target: how many dice the attack gets. */
static void
draw_dice_badge (TsTriBoard    *self,
                 GtkSnapshot   *snapshot,
                 const Geom    *g,
                 int            target)
{
  guint n = attack_dice (self, target);
  g_autofree char *text = NULL;
  g_autofree char *markup = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  PangoRectangle ink, logical;
  Pt p[3], c;
  double w, h, bx, by;
  graphene_rect_t r;
  GskRoundedRect rr;
  GdkRGBA bg = { 0.1, 0.1, 0.12, 0.88 };
  GdkRGBA white = { 1, 1, 1, 1 };

  if (n == 0)
    return;
  text = g_strdup_printf (ngettext ("%u die", "%u dice", n), n);
  markup = g_markup_printf_escaped ("<b>%s</b>", text);
  layout = gtk_widget_create_pango_layout (self->canvas, NULL);
  pango_layout_set_markup (layout, markup, -1);
  pango_layout_get_pixel_extents (layout, &ink, &logical);

  triangle_corners (g, target, p);
  c = centroid (p);
  w = logical.width + 12;
  h = logical.height + 6;
  bx = CLAMP (c.x - w / 2, 0, gtk_widget_get_width (self->canvas) - w);
  by = c.y - h - g->unit * 0.12;
  if (by < 0)
    by = c.y + g->unit * 0.12;

  r = GRAPHENE_RECT_INIT (bx, by, w, h);
  gsk_rounded_rect_init_from_rect (&rr, &r, h / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_color (snapshot, &bg, &r);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (bx + 6, by + 3));
  gtk_snapshot_append_layout (snapshot, layout, &white);
  gtk_snapshot_restore (snapshot);
}

static void
canvas_snapshot (GtkWidget   *widget,
                 GtkSnapshot *snapshot)
{
  TsTriBoard *self = TS_TRI_CANVAS (widget)->board;
  TsTriGame *view;
  GdkRGBA fg, bg, accent = ts_board_util_rgb_to_rgba (ACCENT_RGB, 1);
  Geom g;
  graphene_rect_t all;
  cairo_t *cr;
  double u, half, x0, y0, x1, y1;
  const TriBattle *b;
  gboolean focus = gtk_widget_has_focus (widget);
  int preview;

  if (self == NULL || self->view == NULL)
    return;
  compute_geometry (self, &g);
  if (g.unit <= 0)
    return;

  view = tri_view (self);
  ts_board_util_get_fg (widget, &fg);
  bg = ts_board_util_estimated_bg (&fg);
  u = g.unit;
  half = u / 2;
  x0 = g.ox - half;
  y0 = g.oy - half;
  x1 = g.ox + g.size * u + half;
  y1 = g.oy + g.size * u + half;
  all = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  cr = gtk_snapshot_append_cairo (snapshot, &all);

  /* The repeat: the squares around the torus, clipped to half a square,
   * then washed out so it reads as a reflection, not as more board. */
  cairo_save (cr);
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
  cairo_clip (cr);
  for (int y = -1; y <= (int) g.size; y++)
    for (int x = -1; x <= (int) g.size; x++)
      if (x < 0 || y < 0 || x >= (int) g.size || y >= (int) g.size)
        draw_square (self, cr, &g, x, y, &fg, TRUE);
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
  cairo_rectangle (cr, g.ox, g.oy, g.size * u, g.size * u);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  ts_board_util_set_source (cr, &bg, 0.55);
  cairo_fill (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  cairo_restore (cr);

  for (guint y = 0; y < g.size; y++)
    for (guint x = 0; x < g.size; x++)
      draw_square (self, cr, &g, x, y, &fg, FALSE);

  /* The torus's edge, strong, so the repeat reads as outside it. */
  cairo_rectangle (cr, g.ox, g.oy, g.size * u, g.size * u);
  ts_board_util_set_source (cr, &fg, 0.85);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);

  /* Arrows on the edge: leaving one side comes back on the other. */
  {
    double a = MAX (4, u * 0.06);
    ts_board_util_set_source (cr, &fg, 0.45);
    for (guint i = 0; i < g.size; i++)
      {
        double cx = g.ox + (i + 0.5) * u;
        double cy = g.oy + (i + 0.5) * u;
        /* Top and bottom edges: arrows pointing up (out at the top, in at
         * the bottom); left and right: pointing left. */
        cairo_move_to (cr, cx, y0 + 1);
        cairo_line_to (cr, cx - a, y0 + 1 + a);
        cairo_line_to (cr, cx + a, y0 + 1 + a);
        cairo_close_path (cr);
        cairo_move_to (cr, cx, y1 - 1 - a);
        cairo_line_to (cr, cx - a, y1 - 1);
        cairo_line_to (cr, cx + a, y1 - 1);
        cairo_close_path (cr);
        cairo_move_to (cr, x0 + 1, cy);
        cairo_line_to (cr, x0 + 1 + a, cy - a);
        cairo_line_to (cr, x0 + 1 + a, cy + a);
        cairo_close_path (cr);
        cairo_move_to (cr, x1 - 1 - a, cy);
        cairo_line_to (cr, x1 - 1, cy - a);
        cairo_line_to (cr, x1 - 1, cy + a);
        cairo_close_path (cr);
      }
    cairo_fill (cr);
  }

  /* The battle shown: the target dashed, the attacking triangles ringed,
   * the voided one crossed. */
  b = shown_battle (self);
  if (b != NULL)
    {
      Pt p[3];

      if (b->target >= 0 && (guint) b->target < n_triangles (self))
        {
          triangle_corners (&g, b->target, p);
          stroke_inside (cr, p, u, &fg, MAX (2.5, u * 0.04), TRUE);
        }
      for (guint i = 0; i < b->n_dice && i < 3; i++)
        if (b->attacking[i] >= 0 && (guint) b->attacking[i] < n_triangles (self)
            && self->legal[b->attacking[i]] != TRI_MOVE_VOID)
          {
            triangle_corners (&g, b->attacking[i], p);
            stroke_inside (cr, p, u, &fg, MAX (1.5, u * 0.02), FALSE);
          }
      if (b->voided >= 0 && (guint) b->voided < n_triangles (self))
        {
          Pt c;
          double r = u * 0.08;

          triangle_corners (&g, b->voided, p);
          c = centroid (p);
          cairo_move_to (cr, c.x - r, c.y - r);
          cairo_line_to (cr, c.x + r, c.y + r);
          cairo_move_to (cr, c.x + r, c.y - r);
          cairo_line_to (cr, c.x - r, c.y + r);
          ts_board_util_set_source (cr, &fg, 0.8);
          cairo_set_line_width (cr, MAX (2, u * 0.025));
          cairo_stroke (cr);
        }
    }

  /* What changed last turn: the last move's new checker. */
  if (b == NULL && self->match != NULL && ts_match_get_n_moves (self->match) > 0)
    {
      const TsMove *last = ts_match_get_move (self->match, ts_match_get_n_moves (self->match) - 1);
      int t = -1;

      if (last->kind == TRI_MOVE_PLACE || last->kind == TRI_MOVE_EXPAND)
        t = last->arg[0];
      else if (last->kind == TRI_MOVE_TELEPORT)
        t = last->arg[1];
      if (t >= 0 && (guint) t < n_triangles (self) && ts_tri_game_get_owner (view, t) >= 0)
        {
          Pt p[3], c;

          triangle_corners (&g, t, p);
          c = centroid (p);
          cairo_arc (cr, c.x, c.y, MAX (3, u * 0.05), 0, 2 * G_PI);
          set_source_on (cr, seat_rgb (self, ts_tri_game_get_owner (view, t)), 1);
          cairo_fill (cr);
        }
    }

  /* The keyboard cursor. */
  if (focus && self->cursor >= 0 && (guint) self->cursor < n_triangles (self))
    {
      Pt p[3];
      GdkRGBA ring = fg;

      triangle_corners (&g, self->cursor, p);
      path_triangle (cr, p);
      ts_board_util_set_source (cr, &bg, 0.9);
      cairo_set_line_width (cr, 5);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke_preserve (cr);
      ts_board_util_set_source (cr, &ring, 1);
      cairo_set_line_width (cr, 2.5);
      cairo_set_dash (cr, (double[]) { 5, 3 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }

  /* The attacking triangles behind the previewed attack. */
  preview = (self->pointer_in || focus) ? self->cursor : -1;
  if (preview >= 0 && (guint) preview < n_triangles (self) && !self->teleport_mode
      && self->legal[preview] == TRI_MOVE_ATTACK)
    {
      int attacking[3];
      guint n = ts_tri_game_get_attackers (view, preview, attacking);

      for (guint i = 0; i < n && i < 3; i++)
        {
          Pt p[3];
          triangle_corners (&g, attacking[i], p);
          stroke_inside (cr, p, u, &accent, MAX (2, u * 0.03), TRUE);
        }
    }

  cairo_destroy (cr);

  if (preview >= 0 && (guint) preview < n_triangles (self) && !self->teleport_mode
      && self->legal[preview] == TRI_MOVE_ATTACK)
    draw_dice_badge (self, snapshot, &g, preview);
}

/* ------------------------------------------------------------------ */
/* The battle in the panel                                             */

static void
draw_die (cairo_t       *cr,
          double         x,
          double         y,
          double         s,
          int            value,
          gboolean       best,
          const GdkRGBA *fg,
          PangoLayout   *layout)
{
  static const double pips[7][6][2] = {
    { { 0 } },
    { { .5, .5 } },
    { { .27, .27 }, { .73, .73 } },
    { { .27, .27 }, { .5, .5 }, { .73, .73 } },
    { { .27, .27 }, { .73, .27 }, { .27, .73 }, { .73, .73 } },
    { { .27, .27 }, { .73, .27 }, { .5, .5 }, { .27, .73 }, { .73, .73 } },
    { { .27, .25 }, { .73, .25 }, { .27, .5 }, { .73, .5 }, { .27, .75 }, { .73, .75 } },
  };
  double r = s * 0.18;

  ts_board_util_path_round_rect (cr, x, y, s, s, r);
  if (value >= 1 && value <= 6)
    {
      cairo_set_source_rgb (cr, 0.98, 0.98, 0.96);
      cairo_fill_preserve (cr);
      if (best)
        ts_board_util_set_source_rgb (cr, ACCENT_RGB, 1);
      else
        cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
      cairo_set_line_width (cr, best ? 3 : 1.2);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      for (int i = 0; i < value; i++)
        {
          cairo_arc (cr, x + pips[value][i][0] * s, y + pips[value][i][1] * s, s * 0.085, 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }
  else
    {
      int w, h;

      ts_board_util_set_source (cr, fg, 0.08);
      cairo_fill_preserve (cr);
      ts_board_util_set_source (cr, fg, 0.5);
      cairo_set_line_width (cr, 1.2);
      cairo_set_dash (cr, (double[]) { 3, 2 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      pango_layout_set_markup (layout, "<b>?</b>", -1);
      pango_layout_get_pixel_size (layout, &w, &h);
      cairo_move_to (cr, x + (s - w) / 2, y + (s - h) / 2);
      ts_board_util_set_source (cr, fg, 0.8);
      pango_cairo_show_layout (cr, layout);
    }
}

static void
draw_card_chip (cairo_t       *cr,
                double         x,
                double         y,
                double         w,
                double         h,
                int            card,
                const GdkRGBA *fg,
                PangoLayout   *layout)
{
  g_autofree char *text = card_text (card);
  g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", text);
  int tw, th;

  cairo_rectangle (cr, x, y, w, h);
  if (card >= 0)
    {
      ts_board_util_set_source_rgb (cr, 0xf6d32d, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
      cairo_set_line_width (cr, 1.2);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
    }
  else
    {
      ts_board_util_set_source (cr, fg, 0.08);
      cairo_fill_preserve (cr);
      ts_board_util_set_source (cr, fg, 0.5);
      cairo_set_line_width (cr, 1.2);
      cairo_set_dash (cr, (double[]) { 3, 2 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      ts_board_util_set_source (cr, fg, 0.8);
    }
  pango_layout_set_markup (layout, markup, -1);
  pango_layout_get_pixel_size (layout, &tw, &th);
  cairo_move_to (cr, x + (w - tw) / 2, y + (h - th) / 2);
  pango_cairo_show_layout (cr, layout);
}

/* One side of the battle: the role and name on a line, the dice, the card
 * and the total under it. */
#define BATTLE_NAME_H 20
#define BATTLE_DIE 30
#define BATTLE_SIDE (BATTLE_NAME_H + BATTLE_DIE + 12)

static void
draw_battle_side (TsTriBoard      *self,
                  cairo_t         *cr,
                  GtkWidget       *area,
                  double           y,
                  double           width,
                  int              seat,
                  const char      *role,
                  const guint8    *dice,
                  guint            n,
                  int              card,
                  gboolean         revealed,
                  const GdkRGBA   *fg)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (area, NULL);
  g_autoptr(PangoLayout) name_layout = gtk_widget_create_pango_layout (area, NULL);
  g_autofree char *name = seat_name (self, seat);
  g_autofree char *markup = g_markup_printf_escaped ("<small>%s</small>  <b>%s</b>", role, name);
  double s = BATTLE_DIE;
  double dy = y + BATTLE_NAME_H + 4;
  double card_x = 12 + 3 * (s + 6) + 4;
  int best = highest (dice, n);
  gboolean marked = FALSE;
  int th, tw;

  /* The seat colour, down the side. */
  cairo_rectangle (cr, 0, y + 2, 5, BATTLE_SIDE - 8);
  ts_board_util_set_source_rgb (cr, seat_rgb (self, seat), 1);
  cairo_fill (cr);

  pango_layout_set_markup (name_layout, markup, -1);
  pango_layout_set_width (name_layout, (int) (MAX (width - 12, 10) * PANGO_SCALE));
  pango_layout_set_ellipsize (name_layout, PANGO_ELLIPSIZE_END);
  pango_layout_get_pixel_size (name_layout, &tw, &th);
  ts_board_util_set_source (cr, fg, 1);
  cairo_move_to (cr, 12, y + (BATTLE_NAME_H - th) / 2 + 2);
  pango_cairo_show_layout (cr, name_layout);

  /* The dice: the one that counts ringed once revealed. */
  for (guint i = 0; i < n && i < 3; i++)
    {
      gboolean is_best = revealed && !marked && dice[i] == best && best > 0;
      marked |= is_best;
      draw_die (cr, 12 + i * (s + 6), dy, s, dice[i], is_best, fg, layout);
    }
  draw_card_chip (cr, card_x, dy, s * 1.3, s, card, fg, layout);

  if (revealed && best > 0 && card >= 0)
    {
      g_autofree char *total = g_strdup_printf ("<b>= %d</b>", best + card);
      pango_layout_set_markup (layout, total, -1);
      pango_layout_get_pixel_size (layout, &tw, &th);
      ts_board_util_set_source (cr, fg, 1);
      cairo_move_to (cr, card_x + s * 1.3 + 10, dy + (s - th) / 2);
      pango_cairo_show_layout (cr, layout);
    }
}

static void
draw_battle (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        data)
{
  TsTriBoard *self = data;
  const TriBattle *b = panel_battle (self);
  GdkRGBA fg;
  g_autofree char *result = NULL;
  g_autofree char *markup = NULL;
  g_autoptr(PangoLayout) layout = NULL;

  if (b == NULL)
    return;
  ts_board_util_get_fg (GTK_WIDGET (area), &fg);

  draw_battle_side (self, cr, GTK_WIDGET (area), 0, width, b->attacker, _("Attacker"),
                    b->attack_dice, MIN (b->n_dice, 3), b->attack_card, b->revealed, &fg);
  draw_battle_side (self, cr, GTK_WIDGET (area), BATTLE_SIDE, width, b->defender, _("Defender"),
                    &b->defence_die, 1, b->defence_card, b->revealed, &fg);

  result = battle_result (self, b);
  markup = g_markup_printf_escaped (b->revealed ? "<b>%s</b>" : "%s", result);
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), NULL);
  pango_layout_set_markup (layout, markup, -1);
  pango_layout_set_width (layout, (int) (MAX (width - 4, 10) * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_height (layout, -3);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  ts_board_util_set_source (cr, &fg, 1);
  cairo_move_to (cr, 0, 2 * BATTLE_SIDE + 2);
  pango_cairo_show_layout (cr, layout);
}

/* ------------------------------------------------------------------ */
/* Refreshing from the match                                           */

static void
set_label (GtkWidget  *label,
           const char *text)
{
  gtk_label_set_text (GTK_LABEL (label), text != NULL ? text : "");
  gtk_widget_set_visible (label, text != NULL && text[0] != '\0');
}

static char *
hand_text (TsTriBoard *self,
           int         seat)
{
  TsTriGame *view = tri_view (self);

  /* Translators: a player's cards in hand, by value: "+0 ×1  +2 ×3 …". */
  return g_strdup_printf (_("+0 ×%1$u   +2 ×%2$u   +3 ×%3$u   +4 ×%4$u"),
                          ts_tri_game_get_hand (view, seat, 0),
                          ts_tri_game_get_hand (view, seat, 2),
                          ts_tri_game_get_hand (view, seat, 3),
                          ts_tri_game_get_hand (view, seat, 4));
}

static void
build_rows (TsTriBoard *self,
            guint       n)
{
  GtkGrid *grid = GTK_GRID (self->players_grid);

  for (guint i = 0; i < self->n_rows; i++)
    {
      gtk_grid_remove (grid, self->row_swatch[i]);
      gtk_grid_remove (grid, self->row_name[i]);
      gtk_grid_remove (grid, self->row_stats[i]);
      gtk_grid_remove (grid, self->row_hand[i]);
    }
  self->n_rows = MIN (n, TS_MAX_SEATS);
  for (guint i = 0; i < self->n_rows; i++)
    {
      self->row_swatch[i] = ts_swatch_new (seat_colour_id (self, i), 14);
      self->row_name[i] = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (self->row_name[i]), 0);
      gtk_label_set_ellipsize (GTK_LABEL (self->row_name[i]), PANGO_ELLIPSIZE_MIDDLE);
      gtk_widget_set_hexpand (self->row_name[i], TRUE);
      self->row_stats[i] = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (self->row_stats[i]), 1);
      gtk_label_set_wrap (GTK_LABEL (self->row_stats[i]), TRUE);
      gtk_label_set_justify (GTK_LABEL (self->row_stats[i]), GTK_JUSTIFY_RIGHT);
      self->row_hand[i] = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (self->row_hand[i]), 0);
      gtk_label_set_wrap (GTK_LABEL (self->row_hand[i]), TRUE);
      gtk_widget_add_css_class (self->row_hand[i], "dim-label");
      gtk_widget_set_margin_bottom (self->row_hand[i], 4);

      gtk_grid_attach (grid, self->row_swatch[i], 0, 2 * i, 1, 1);
      gtk_grid_attach (grid, self->row_name[i], 1, 2 * i, 1, 1);
      gtk_grid_attach (grid, self->row_stats[i], 2, 2 * i, 1, 1);
      gtk_grid_attach (grid, self->row_hand[i], 1, 2 * i + 1, 2, 1);
    }
}

static void
update_panel (TsTriBoard *self)
{
  TsTriGame *view = tri_view (self);
  guint n;
  int current;
  gboolean over;
  const TriBattle *battle;

  self->updating = TRUE;

  if (view == NULL)
    {
      build_rows (self, 0);
      set_label (self->round_label, NULL);
      set_label (self->prompt_label, NULL);
      set_label (self->notice_label, NULL);
      set_label (self->supply_label, NULL);
      gtk_widget_set_visible (self->action_box, FALSE);
      gtk_widget_set_visible (self->battle_frame, FALSE);
      gtk_widget_set_visible (self->card_frame, FALSE);
      self->updating = FALSE;
      return;
    }

  n = ts_game_get_n_players (self->view);
  if (n != self->n_rows)
    build_rows (self, n);
  over = ts_game_is_over (self->view);
  current = over ? TS_SEAT_NONE : ts_game_get_current_seat (self->view);

  {
    g_autofree char *round = g_strdup_printf (_("Round %u"), ts_tri_game_get_round (view));
    g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", round);
    gtk_label_set_markup (GTK_LABEL (self->round_label), markup);
    gtk_widget_set_visible (self->round_label, TRUE);
  }
  set_label (self->prompt_label, self->prompt);
  set_label (self->notice_label, self->notice);

  /* Players: name (bold when on turn), triangles and squares, hand. */
  for (guint i = 0; i < self->n_rows; i++)
    {
      g_autofree char *name = seat_name (self, i);
      g_autofree char *name_markup = NULL;
      g_autofree char *stats = NULL;
      g_autofree char *hand = hand_text (self, i);
      guint tri = ts_tri_game_count_triangles (view, i);
      guint sq = ts_tri_game_count_squares (view, i);

      ts_swatch_set_colour (self->row_swatch[i], seat_colour_id (self, i));
      if (ts_tri_game_is_eliminated (view, i))
        {
          name_markup = g_markup_printf_escaped ("<s>%s</s>", name);
          stats = g_strdup (C_("player", "eliminated"));
        }
      else
        {
          /* Translators: "▶" marks the player on turn. */
          name_markup = (int) i == current ? g_markup_printf_escaped ("<b>▶ %s</b>", name)
                                           : g_markup_printf_escaped ("%s", name);
          g_autofree char *t = g_strdup_printf (ngettext ("%u triangle", "%u triangles", tri), tri);
          /* Translators: conquered squares. */
          g_autofree char *q = g_strdup_printf (ngettext ("%u square", "%u squares", sq), sq);
          /* Translators: a player's triangles and conquered squares,
           * "12 triangles, 2 squares". */
          stats = g_strdup_printf (C_("player stats", "%1$s, %2$s"), t, q);
        }
      gtk_label_set_markup (GTK_LABEL (self->row_name[i]), name_markup);
      gtk_label_set_text (GTK_LABEL (self->row_stats[i]), stats);
      /* An eliminated player's cards went back to the supply. */
      set_label (self->row_hand[i], ts_tri_game_is_eliminated (view, i) ? NULL : hand);
    }

  {
    /* Translators: the supply piles of cards. */
    g_autofree char *supply = g_strdup_printf (_("Supply: +2 ×%1$u   +3 ×%2$u   +4 ×%3$u"),
                                               ts_tri_game_get_supply (view, 2),
                                               ts_tri_game_get_supply (view, 3),
                                               ts_tri_game_get_supply (view, 4));
    set_label (self->supply_label, supply);
  }

  /* Teleport and Pass: only while the viewer takes its one action. */
  {
    gboolean action = acting_in (self, TRI_PHASE_ACTION)
                      && ts_tri_game_get_round (view) > 1;
    gtk_widget_set_visible (self->action_box, action);
    gtk_widget_set_sensitive (self->pass_button, action && self->can_pass);
    gtk_widget_set_sensitive (self->teleport_button, action && any_teleport (self));
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->teleport_button), self->teleport_mode);
  }

  battle = panel_battle (self);
  gtk_widget_set_visible (self->battle_frame, battle != NULL);
  {
    g_autofree char *title = g_markup_printf_escaped ("<b>%s</b>",
                                                      shown_battle (self) != NULL ? _("Battle")
                                                                                  : _("Last battle"));
    gtk_label_set_markup (GTK_LABEL (gtk_frame_get_label_widget (GTK_FRAME (self->battle_frame))), title);
  }
  if (battle != NULL)
    {
      g_autofree char *text = describe_battle (self, battle);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->battle_area),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
      gtk_widget_queue_draw (self->battle_area);
    }

  /* The card choice. */
  {
    gboolean choosing = choosing_card (self);

    gtk_widget_set_visible (self->card_frame, choosing);
    for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
      {
        int seat = choosing ? self->viewer : TS_SEAT_NONE;
        guint count = seat >= 0 ? ts_tri_game_get_hand (view, seat, card_values[i]) : 0;
        /* Translators: a card button; "_" marks the mnemonic (Alt+2). */
        g_autofree char *label = g_strdup_printf ("<b>+_%d</b>", card_values[i]);
        /* Translators: how many of that card the player holds. */
        g_autofree char *count_text = g_strdup_printf (C_("cards in hand", "×%u"), count);
        g_autofree char *markup = g_strdup_printf ("%s\n<small>%s</small>", label, count_text);

        gtk_label_set_markup_with_mnemonic (GTK_LABEL (self->card_label[i]), markup);
        gtk_widget_set_sensitive (self->card_button[i], choosing && self->card_ok[i]);
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->card_button[i]),
                                      choosing && self->card == card_values[i]);
      }
    gtk_widget_set_sensitive (self->play_button, choosing && self->card >= 0
                              && card_index (self->card) >= 0 && self->card_ok[card_index (self->card)]);
    if (self->card >= 0)
      {
        /* Translators: the button that plays the selected card, "+2". */
        g_autofree char *play = g_strdup_printf (_("_Play +%d"), self->card);
        gtk_button_set_label (GTK_BUTTON (self->play_button), play);
      }
    else
      gtk_button_set_label (GTK_BUTTON (self->play_button), _("_Play"));
  }

  self->updating = FALSE;
}

static void
set_string (char **field,
            char  *value)
{
  g_free (*field);
  *field = value;
}

/* Prompt, panel and accessible text after a local change (teleport mode,
 * card choice). */
static void
refresh_texts (TsTriBoard *self)
{
  set_string (&self->prompt, compute_prompt (self));
  update_panel (self);
  changed_locally (self);
}

static void
first_teleport_square (TsTriBoard *self,
                       int         after)
{
  guint n = board_size (self) * board_size (self);

  for (guint k = 1; k <= n; k++)
    {
      int sq = (after + (int) k + (int) n) % (int) n;
      if (self->teleport_from[sq])
        {
          self->teleport_square = sq;
          return;
        }
    }
  self->teleport_square = -1;
}

static void
refresh (TsTriBoard *self)
{
  TriPhase phase;
  int seat;
  g_autoptr(GArray) moves = NULL;

  g_clear_object (&self->view);
  memset (self->legal, 0, sizeof self->legal);
  memset (self->teleport_target, 0, sizeof self->teleport_target);
  memset (self->teleport_from, 0, sizeof self->teleport_from);
  memset (self->card_ok, 0, sizeof self->card_ok);
  self->can_pass = FALSE;
  self->n_targets = 0;

  if (self->match != NULL)
    {
      TsGame *game = ts_match_get_game (self->match);
      if (game != NULL && TS_IS_TRI_GAME (game))
        self->view = ts_game_view_for (game, self->viewer);
    }

  if (self->view == NULL)
    {
      set_string (&self->prompt, NULL);
      set_string (&self->notice, NULL);
      self->teleport_mode = FALSE;
      self->have_recent = FALSE;
      update_panel (self);
      update_accessible (self);
      gtk_widget_queue_draw (self->canvas);
      return;
    }

  phase = current_phase (self);
  seat = ts_game_get_current_seat (self->view);

  if (can_act (self))
    {
      guint nt = n_triangles (self);

      moves = ts_game_list_moves (self->view);
      for (guint i = 0; i < moves->len; i++)
        {
          const TsMove *m = &g_array_index (moves, TsMove, i);

          switch (m->kind)
            {
            case TRI_MOVE_PLACE:
            case TRI_MOVE_EXPAND:
            case TRI_MOVE_ATTACK:
            case TRI_MOVE_VOID:
              if (m->arg[0] >= 0 && (guint) m->arg[0] < nt)
                {
                  if (self->legal[m->arg[0]] == 0)
                    self->n_targets++;
                  self->legal[m->arg[0]] = m->kind;
                }
              break;
            case TRI_MOVE_TELEPORT:
              if (m->arg[0] >= 0 && m->arg[0] < TRI_MAX_SQUARES)
                self->teleport_from[m->arg[0]] = TRUE;
              if (m->arg[1] >= 0 && (guint) m->arg[1] < nt)
                self->teleport_target[m->arg[1]] = TRUE;
              break;
            case TRI_MOVE_PASS:
              self->can_pass = TRUE;
              break;
            case TRI_MOVE_CARD:
              if (card_index (m->arg[0]) >= 0)
                self->card_ok[card_index (m->arg[0])] = TRUE;
              break;
            default:
              break;
            }
        }
    }

  /* A new turn or another pair of eyes: nothing chosen carries over. */
  if (phase != self->last_phase || seat != self->last_seat)
    {
      self->teleport_mode = FALSE;
      self->card = -1;
    }
  if (self->teleport_mode && (self->teleport_square < 0 || !self->teleport_from[self->teleport_square]))
    self->teleport_mode = FALSE;
  if (self->card >= 0 && !self->card_ok[card_index (self->card)])
    self->card = -1;

  if (self->cursor < 0 || (guint) self->cursor >= n_triangles (self))
    self->cursor = 0;
  /* In the void choice, start on a triangle that can be chosen. */
  if (phase == TRI_PHASE_VOID && can_act (self) && self->legal[self->cursor] != TRI_MOVE_VOID)
    for (guint t = 0; t < n_triangles (self); t++)
      if (self->legal[t] == TRI_MOVE_VOID)
        {
          self->cursor = t;
          break;
        }

  self->last_phase = phase;
  self->last_seat = seat;

  find_recent_battle (self);
  set_string (&self->prompt, compute_prompt (self));
  set_string (&self->notice, compute_notice (self));
  update_panel (self);
  update_accessible (self);
  gtk_widget_queue_draw (self->canvas);
}

static void
on_match_changed (TsTriBoard *self)
{
  refresh (self);
}

/* ------------------------------------------------------------------ */
/* Moves                                                               */

/* Emits MOVE if the rules allow it now; the last thing a handler does,
 * because the window may play it (and we refresh) inside the emission. */
static void
emit_move (TsTriBoard   *self,
           const TsMove *move)
{
  ts_board_util_emit_if_legal (TS_BOARD (self), self->match, can_act (self), move,
                               GTK_WIDGET (self));
}

/* What a click or Enter on TRIANGLE does now. */
static void
act_on (TsTriBoard *self,
        int         triangle)
{
  TsMove move;

  if (!can_act (self) || triangle < 0 || (guint) triangle >= n_triangles (self))
    return;

  if (self->teleport_mode)
    {
      move = ts_tri_move_teleport (self->teleport_square, triangle);
      emit_move (self, &move);
      return;
    }

  if (choosing_card (self))
    {
      /* Enter on the board plays the selected card. */
      if (self->card < 0)
        {
          gtk_widget_error_bell (GTK_WIDGET (self));
          return;
        }
      move = ts_tri_move_card (self->card);
      emit_move (self, &move);
      return;
    }

  if (self->legal[triangle] == 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  switch ((TriMoveKind) self->legal[triangle])
    {
    case TRI_MOVE_PLACE:
      move = ts_tri_move_place (triangle);
      break;
    case TRI_MOVE_EXPAND:
      move = ts_tri_move_expand (triangle);
      break;
    case TRI_MOVE_ATTACK:
      move = ts_tri_move_attack (triangle);
      break;
    case TRI_MOVE_VOID:
      move = ts_tri_move_void (triangle);
      break;
    case TRI_MOVE_TELEPORT:
    case TRI_MOVE_PASS:
    case TRI_MOVE_CARD:
    default:
      /* legal[] holds only moves on one triangle. */
      return;
    }
  emit_move (self, &move);
}

static void
select_card (TsTriBoard *self,
             int         value)
{
  int i = card_index (value);

  if (!choosing_card (self) || i < 0 || !self->card_ok[i])
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  self->card = value;
  refresh_texts (self);
}

static void
play_card (TsTriBoard *self)
{
  TsMove move;

  if (!choosing_card (self) || self->card < 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  move = ts_tri_move_card (self->card);
  emit_move (self, &move);
}

static void
pass (TsTriBoard *self)
{
  TsMove move = ts_tri_move_pass ();

  if (!acting_in (self, TRI_PHASE_ACTION))
    return;
  emit_move (self, &move);
}

/* T: teleport mode on with the first usable square, then the next square,
 * then off. */
static void
cycle_teleport (TsTriBoard *self)
{
  if (!acting_in (self, TRI_PHASE_ACTION) || !any_teleport (self))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  if (!self->teleport_mode)
    {
      self->teleport_mode = TRUE;
      first_teleport_square (self, -1);
    }
  else
    {
      int before = self->teleport_square;
      first_teleport_square (self, before);
      if (self->teleport_square <= before)
        self->teleport_mode = FALSE;
    }
  refresh_texts (self);
}

static void
on_teleport_toggled (GtkToggleButton *button,
                     TsTriBoard      *self)
{
  gboolean on = gtk_toggle_button_get_active (button);

  if (self->updating || on == self->teleport_mode)
    return;
  if (on && acting_in (self, TRI_PHASE_ACTION) && any_teleport (self))
    {
      self->teleport_mode = TRUE;
      first_teleport_square (self, -1);
    }
  else
    self->teleport_mode = FALSE;
  refresh_texts (self);
}

static void
on_pass_clicked (GtkButton  *button,
                 TsTriBoard *self)
{
  pass (self);
}

static void
on_card_toggled (GtkToggleButton *button,
                 TsTriBoard      *self)
{
  int value = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "card-value"));

  if (self->updating)
    return;
  if (gtk_toggle_button_get_active (button))
    select_card (self, value);
  else if (self->card == value)
    {
      /* A click on the selected card keeps it selected. */
      self->updating = TRUE;
      gtk_toggle_button_set_active (button, TRUE);
      self->updating = FALSE;
    }
}

static void
on_play_clicked (GtkButton  *button,
                 TsTriBoard *self)
{
  play_card (self);
}

/* ------------------------------------------------------------------ */
/* Keys                                                                */

static int
step_cursor (guint size,
             int   triangle,
             int   dx,
             int   dy)
{
  int x, y;
  TriDir d;

  tri_triangle_coords (size, triangle, &x, &y, &d);
  /* ← / → walk the middle of a row of squares (W, E, next W …) and from N
   * or S go to the side in that direction; ↑ / ↓ walk a column the same
   * way (N, S, next N …). */
  if (dx > 0)
    return d == TRI_DIR_E ? tri_triangle (size, x + 1, y, TRI_DIR_W) : tri_triangle (size, x, y, TRI_DIR_E);
  if (dx < 0)
    return d == TRI_DIR_W ? tri_triangle (size, x - 1, y, TRI_DIR_E) : tri_triangle (size, x, y, TRI_DIR_W);
  if (dy > 0)
    return d == TRI_DIR_S ? tri_triangle (size, x, y + 1, TRI_DIR_N) : tri_triangle (size, x, y, TRI_DIR_S);
  if (dy < 0)
    return d == TRI_DIR_N ? tri_triangle (size, x, y - 1, TRI_DIR_S) : tri_triangle (size, x, y, TRI_DIR_N);
  return triangle;
}

static void
canvas_action_move (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  TsTriBoard *self = TS_TRI_CANVAS (widget)->board;
  int dx = 0, dy = 0;

  g_variant_get (param, "(ii)", &dx, &dy);
  if (self->view == NULL)
    return;
  self->cursor = step_cursor (board_size (self), self->cursor, dx, dy);
  changed_locally (self);
}

static void
canvas_action_activate (GtkWidget  *widget,
                        const char *name,
                        GVariant   *param)
{
  TsTriBoard *self = TS_TRI_CANVAS (widget)->board;

  act_on (self, self->cursor);
}

/* PARAM: 1 the next highlighted triangle, -1 the previous. */
static void
canvas_action_jump (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  TsTriBoard *self = TS_TRI_CANVAS (widget)->board;
  int dir = g_variant_get_int32 (param) < 0 ? -1 : 1;
  int n = n_triangles (self);

  for (int k = 1; k <= n; k++)
    {
      int t = ((self->cursor + dir * k) % n + n) % n;
      if (is_target (self, t))
        {
          self->cursor = t;
          changed_locally (self);
          return;
        }
    }
  gtk_widget_error_bell (widget);
}

static void
board_action_teleport (GtkWidget  *widget,
                       const char *name,
                       GVariant   *param)
{
  cycle_teleport (TS_TRI_BOARD (widget));
}

static void
board_action_card (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  select_card (TS_TRI_BOARD (widget), g_variant_get_int32 (param));
}

static void
board_action_cancel (GtkWidget  *widget,
                     const char *name,
                     GVariant   *param)
{
  TsTriBoard *self = TS_TRI_BOARD (widget);

  if (self->teleport_mode)
    {
      self->teleport_mode = FALSE;
      refresh_texts (self);
    }
}

/* ------------------------------------------------------------------ */
/* Pointer                                                             */

static void
on_click_pressed (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  TsTriBoard      *self)
{
  Geom g;
  int t, sq;

  gtk_widget_grab_focus (self->canvas);
  if (self->view == NULL)
    return;
  compute_geometry (self, &g);

  sq = hit_teleport (self, &g, x, y);
  if (sq >= 0)
    {
      self->teleport_mode = !(self->teleport_mode && self->teleport_square == sq);
      self->teleport_square = sq;
      refresh_texts (self);
      return;
    }

  t = hit_triangle (&g, x, y);
  if (t < 0)
    return;
  self->cursor = t;
  changed_locally (self);
  if (!choosing_card (self))
    act_on (self, t);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           TsTriBoard               *self)
{
  Geom g;
  int t;

  self->pointer_in = TRUE;
  if (self->view == NULL)
    return;
  compute_geometry (self, &g);
  t = hit_triangle (&g, x, y);
  if (t >= 0 && t != self->cursor)
    {
      self->cursor = t;
      changed_locally (self);
    }
}

static void
on_leave (GtkEventControllerMotion *motion,
          TsTriBoard               *self)
{
  self->pointer_in = FALSE;
  gtk_widget_queue_draw (self->canvas);
}

/* ------------------------------------------------------------------ */
/* The canvas type                                                     */

static void
ts_tri_canvas_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  *minimum = 0;
  *natural = 600;
}

static void
ts_tri_canvas_focus_changed (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
}

static void
ts_tri_canvas_class_init (TsTriCanvasClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = canvas_snapshot;
  widget_class->measure = ts_tri_canvas_measure;

  gtk_widget_class_install_action (widget_class, "canvas.move", "(ii)", canvas_action_move);
  gtk_widget_class_install_action (widget_class, "canvas.activate", NULL, canvas_action_activate);
  gtk_widget_class_install_action (widget_class, "canvas.jump", "i", canvas_action_jump);

  ts_board_util_add_key (widget_class, GDK_KEY_Left, 0, "canvas.move", "(ii)", -1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_Right, 0, "canvas.move", "(ii)", 1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_Up, 0, "canvas.move", "(ii)", 0, -1);
  ts_board_util_add_key (widget_class, GDK_KEY_Down, 0, "canvas.move", "(ii)", 0, 1);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Left, 0, "canvas.move", "(ii)", -1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Right, 0, "canvas.move", "(ii)", 1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Up, 0, "canvas.move", "(ii)", 0, -1);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Down, 0, "canvas.move", "(ii)", 0, 1);
  ts_board_util_add_key (widget_class, GDK_KEY_Return, 0, "canvas.activate", NULL, 0, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Enter, 0, "canvas.activate", NULL, 0, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_space, 0, "canvas.activate", NULL, 0, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_n, 0, "canvas.jump", "i", 1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_N, GDK_SHIFT_MASK, "canvas.jump", "i", -1, 0);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_WIDGET);
  gtk_widget_class_set_css_name (widget_class, "tri-canvas");
}

static void
ts_tri_canvas_init (TsTriCanvas *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *controller;

  gtk_widget_set_name (widget, "tri-canvas");
  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (ts_tri_canvas_focus_changed), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (ts_tri_canvas_focus_changed), self);
  gtk_widget_add_controller (widget, controller);
}

/* ------------------------------------------------------------------ */
/* TsBoard                                                             */

static void
board_set_match (TsBoard *board,
                 TsMatch *match)
{
  TsTriBoard *self = TS_TRI_BOARD (board);

  if (!ts_board_util_swap_match (self, &self->match, &self->changed_id, match,
                                 G_CALLBACK (on_match_changed)))
    return;
  self->last_phase = TRI_PHASE_OVER;
  self->last_seat = TS_SEAT_NONE;
  self->cursor = 0;
  self->teleport_mode = FALSE;
  self->card = -1;
  /* The seat colours may differ from the last match's. */
  build_rows (self, 0);
  refresh (self);
}

static void
board_set_viewer (TsBoard *board,
                  int      seat)
{
  TsTriBoard *self = TS_TRI_BOARD (board);

  if (self->viewer == seat)
    return;
  self->viewer = seat;
  /* Another pair of eyes: nothing the last viewer chose carries over. */
  self->last_seat = TS_SEAT_NONE;
  refresh (self);
}

static void
board_set_interactive (TsBoard  *board,
                       gboolean  interactive)
{
  TsTriBoard *self = TS_TRI_BOARD (board);

  if (ts_board_util_set_flag (&self->interactive, interactive))
    refresh (self);
}


/* ------------------------------------------------------------------ */
/* Layout: the canvas and the panel                                    */

static gboolean
is_landscape (TsTriBoard *self,
              int         width,
              int         height,
              int        *panel_w)
{
  int pmin, pnat;

  gtk_widget_measure (self->scroll, GTK_ORIENTATION_HORIZONTAL, -1, &pmin, &pnat, NULL, NULL);
  *panel_w = MAX (pmin, CLAMP (width * 0.32, 280, 400));
  return width >= height * 1.1 && width - *panel_w >= 220;
}

static void
ts_tri_board_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  TsTriBoard *self = TS_TRI_BOARD (widget);
  int pmin, pnat;

  gtk_widget_measure (self->scroll, orientation, -1, &pmin, &pnat, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (pmin, 200);
      *natural = 1000;
    }
  else
    {
      *minimum = pmin + 120;
      *natural = 680;
    }
}

static void
ts_tri_board_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  TsTriBoard *self = TS_TRI_BOARD (widget);
  int panel_w;

  if (is_landscape (self, width, height, &panel_w))
    {
      panel_w = MIN (panel_w, width);
      ts_board_util_allocate_split (self->canvas, self->scroll, width, height, TRUE, panel_w);
    }
  else
    {
      int pmin, pnat, ph;

      gtk_widget_measure (self->scroll, GTK_ORIENTATION_VERTICAL, width, &pmin, &pnat, NULL, NULL);
      ph = MAX (pmin, MIN (pnat, (int) (height * 0.45)));
      ph = MIN (ph, height);
      ts_board_util_allocate_split (self->canvas, self->scroll, width, height, FALSE, ph);
    }
}

static gboolean
ts_tri_board_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (TS_TRI_BOARD (widget)->canvas);
}

/* ------------------------------------------------------------------ */
/* GObject                                                             */

static void
ts_tri_board_dispose (GObject *object)
{
  TsTriBoard *self = TS_TRI_BOARD (object);

  ts_board_util_drop_match (&self->match, &self->changed_id);
  g_clear_object (&self->view);
  if (self->canvas != NULL)
    {
      TS_TRI_CANVAS (self->canvas)->board = NULL;
      g_clear_pointer (&self->canvas, gtk_widget_unparent);
    }
  g_clear_pointer (&self->scroll, gtk_widget_unparent);

  G_OBJECT_CLASS (ts_tri_board_parent_class)->dispose (object);
}

static void
ts_tri_board_finalize (GObject *object)
{
  TsTriBoard *self = TS_TRI_BOARD (object);

  g_free (self->prompt);
  g_free (self->notice);
  g_free (self->a11y_text);

  G_OBJECT_CLASS (ts_tri_board_parent_class)->finalize (object);
}

static void
ts_tri_board_class_init (TsTriBoardClass *klass)
{
  /* This board keeps its own match, viewer and flags (see ts-board.h). */
  TS_BOARD_CLASS (klass)->set_match = board_set_match;
  TS_BOARD_CLASS (klass)->set_viewer = board_set_viewer;
  TS_BOARD_CLASS (klass)->set_interactive = board_set_interactive;

  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_tri_board_dispose;
  object_class->finalize = ts_tri_board_finalize;

  widget_class->measure = ts_tri_board_measure;
  widget_class->size_allocate = ts_tri_board_size_allocate;
  widget_class->grab_focus = ts_tri_board_grab_focus;

  gtk_widget_class_install_action (widget_class, "board.teleport", NULL, board_action_teleport);
  gtk_widget_class_install_action (widget_class, "board.card", "i", board_action_card);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, board_action_cancel);

  ts_board_util_add_key (widget_class, GDK_KEY_t, 0, "board.teleport", NULL, 0, 0);
  for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
    {
      ts_board_util_add_key (widget_class, GDK_KEY_0 + card_values[i], 0, "board.card", "i",
                             card_values[i], 0);
      ts_board_util_add_key (widget_class, GDK_KEY_KP_0 + card_values[i], 0, "board.card", "i",
                             card_values[i], 0);
    }
  ts_board_util_add_key (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL, 0, 0);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_css_name (widget_class, "tri-board");
}

static GtkWidget *
new_label (gboolean wrap)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (wrap)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
    }
  return label;
}

static GtkWidget *
new_frame (const char *title)
{
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkWidget *label = gtk_label_new (NULL);
  g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", title);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_frame_set_label_widget (GTK_FRAME (frame), label);
  return frame;
}

static void
ts_tri_board_init (TsTriBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkWidget *box, *row, *inner;
  GtkGesture *click;
  GtkEventController *controller;

  self->viewer = TS_SEAT_NONE;
  self->last_phase = TRI_PHASE_OVER;
  self->last_seat = TS_SEAT_NONE;
  self->card = -1;
  self->teleport_square = -1;

  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("TRI board"),
                                  -1);

  /* The canvas. */
  self->canvas = g_object_new (TS_TYPE_TRI_CANVAS, NULL);
  TS_TRI_CANVAS (self->canvas)->board = self;
  gtk_widget_set_parent (self->canvas, widget);

  click = gtk_gesture_click_new ();
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (click), "board-click");
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_click_pressed), self);
  gtk_widget_add_controller (self->canvas, GTK_EVENT_CONTROLLER (click));

  controller = gtk_event_controller_motion_new ();
  gtk_event_controller_set_name (controller, "board-motion");
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (self->canvas, controller);

  /* The panel. */
  self->scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroll),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scroll), TRUE);
  gtk_widget_set_parent (self->scroll, widget);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_margin_start (box, 10);
  gtk_widget_set_margin_end (box, 10);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroll), box);

  self->round_label = new_label (FALSE);
  gtk_box_append (GTK_BOX (box), self->round_label);
  self->prompt_label = new_label (TRUE);
  gtk_box_append (GTK_BOX (box), self->prompt_label);
  self->notice_label = new_label (TRUE);
  gtk_widget_add_css_class (self->notice_label, "dim-label");
  gtk_box_append (GTK_BOX (box), self->notice_label);

  /* Teleport and Pass. */
  self->action_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_set_homogeneous (GTK_BOX (self->action_box), TRUE);
  self->teleport_button = gtk_toggle_button_new_with_mnemonic (_("_Teleport"));
  gtk_widget_set_name (self->teleport_button, "teleport");
  gtk_widget_set_tooltip_text (self->teleport_button,
                               _("Place a checker on any empty triangle, using the teleport of a square you conquered (T)"));
  g_signal_connect (self->teleport_button, "toggled", G_CALLBACK (on_teleport_toggled), self);
  gtk_box_append (GTK_BOX (self->action_box), self->teleport_button);
  self->pass_button = gtk_button_new_with_mnemonic (_("_Pass"));
  gtk_widget_set_name (self->pass_button, "pass");
  gtk_widget_set_tooltip_text (self->pass_button, _("End your turn without acting"));
  g_signal_connect (self->pass_button, "clicked", G_CALLBACK (on_pass_clicked), self);
  gtk_box_append (GTK_BOX (self->action_box), self->pass_button);
  gtk_box_append (GTK_BOX (box), self->action_box);

  /* The battle. */
  self->battle_frame = new_frame (_("Battle"));
  self->battle_area = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->battle_area),
                                       2 * BATTLE_SIDE + 2 + 3 * BATTLE_NAME_H);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->battle_area), draw_battle, self, NULL);
  gtk_widget_set_margin_start (self->battle_area, 6);
  gtk_widget_set_margin_end (self->battle_area, 6);
  gtk_widget_set_margin_top (self->battle_area, 4);
  gtk_widget_set_margin_bottom (self->battle_area, 4);
  gtk_frame_set_child (GTK_FRAME (self->battle_frame), self->battle_area);
  gtk_box_append (GTK_BOX (box), self->battle_frame);

  /* The card choice. */
  self->card_frame = new_frame (_("Your card"));
  inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_start (inner, 6);
  gtk_widget_set_margin_end (inner, 6);
  gtk_widget_set_margin_top (inner, 4);
  gtk_widget_set_margin_bottom (inner, 6);
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_set_homogeneous (GTK_BOX (row), TRUE);
  for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
    {
      g_autofree char *name = g_strdup_printf ("card-%d", card_values[i]);
      g_autofree char *tip = g_strdup_printf (_("Play the +%d card (key %d)"), card_values[i], card_values[i]);

      self->card_button[i] = gtk_toggle_button_new ();
      self->card_label[i] = gtk_label_new (NULL);
      gtk_label_set_justify (GTK_LABEL (self->card_label[i]), GTK_JUSTIFY_CENTER);
      gtk_label_set_mnemonic_widget (GTK_LABEL (self->card_label[i]), self->card_button[i]);
      gtk_button_set_child (GTK_BUTTON (self->card_button[i]), self->card_label[i]);
      gtk_widget_set_name (self->card_button[i], name);
      gtk_widget_set_tooltip_text (self->card_button[i], tip);
      g_object_set_data (G_OBJECT (self->card_button[i]), "card-value",
                         GINT_TO_POINTER (card_values[i]));
      g_signal_connect (self->card_button[i], "toggled", G_CALLBACK (on_card_toggled), self);
      gtk_box_append (GTK_BOX (row), self->card_button[i]);
    }
  gtk_box_append (GTK_BOX (inner), row);
  self->play_button = gtk_button_new_with_mnemonic (_("_Play"));
  gtk_widget_set_name (self->play_button, "play-card");
  gtk_widget_add_css_class (self->play_button, "suggested-action");
  g_signal_connect (self->play_button, "clicked", G_CALLBACK (on_play_clicked), self);
  gtk_box_append (GTK_BOX (inner), self->play_button);
  gtk_frame_set_child (GTK_FRAME (self->card_frame), inner);
  gtk_box_append (GTK_BOX (box), self->card_frame);

  /* The players. */
  self->players_grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->players_grid), 8);
  gtk_grid_set_row_spacing (GTK_GRID (self->players_grid), 2);
  gtk_box_append (GTK_BOX (box), self->players_grid);

  self->supply_label = new_label (TRUE);
  gtk_widget_add_css_class (self->supply_label, "dim-label");
  gtk_box_append (GTK_BOX (box), self->supply_label);

  refresh (self);
}

/* ------------------------------------------------------------------ */
/* Public                                                              */

GtkWidget *
ts_tri_board_new (void)
{
  return g_object_new (TS_TYPE_TRI_BOARD, NULL);
}

const char *
ts_tri_board_get_prompt (TsTriBoard *self)
{
  g_return_val_if_fail (TS_IS_TRI_BOARD (self), NULL);
  return self->prompt;
}

const char *
ts_tri_board_get_notice (TsTriBoard *self)
{
  g_return_val_if_fail (TS_IS_TRI_BOARD (self), NULL);
  return self->notice;
}

GtkWidget *
ts_tri_board_get_canvas (TsTriBoard *self)
{
  g_return_val_if_fail (TS_IS_TRI_BOARD (self), NULL);
  return self->canvas;
}

gboolean
ts_tri_board_get_triangle_point (TsTriBoard *self,
                                 int         triangle,
                                 double     *x,
                                 double     *y)
{
  Geom g;
  Pt p[3], c;

  g_return_val_if_fail (TS_IS_TRI_BOARD (self), FALSE);
  compute_geometry (self, &g);
  if (g.unit <= 0 || triangle < 0 || (guint) triangle >= n_triangles (self))
    return FALSE;
  triangle_corners (&g, triangle, p);
  c = centroid (p);
  *x = c.x;
  *y = c.y;
  return TRUE;
}

int
ts_tri_board_triangle_at (TsTriBoard *self,
                          double      x,
                          double      y)
{
  Geom g;

  g_return_val_if_fail (TS_IS_TRI_BOARD (self), -1);
  compute_geometry (self, &g);
  return hit_triangle (&g, x, y);
}

gboolean
ts_tri_board_get_teleport_point (TsTriBoard *self,
                                 guint       square,
                                 double     *x,
                                 double     *y)
{
  Geom g;

  g_return_val_if_fail (TS_IS_TRI_BOARD (self), FALSE);
  compute_geometry (self, &g);
  if (g.unit <= 0 || square >= g.size * g.size)
    return FALSE;
  *x = g.ox + (square % g.size + 0.5) * g.unit;
  *y = g.oy + (square / g.size + 0.5) * g.unit;
  return TRUE;
}

GtkWidget *
ts_tri_board_get_button (TsTriBoard *self,
                         const char *name)
{
  g_return_val_if_fail (TS_IS_TRI_BOARD (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if (g_str_equal (name, "pass"))
    return self->pass_button;
  if (g_str_equal (name, "teleport"))
    return self->teleport_button;
  if (g_str_equal (name, "play-card"))
    return self->play_button;
  for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
    if (g_str_equal (name, gtk_widget_get_name (self->card_button[i])))
      return self->card_button[i];
  return NULL;
}

char *
ts_tri_board_describe_battle (TsTriBoard *self)
{
  const TriBattle *b;

  g_return_val_if_fail (TS_IS_TRI_BOARD (self), NULL);
  b = panel_battle (self);
  return b != NULL ? describe_battle (self, b) : NULL;
}

const char *
ts_tri_board_get_accessible_text (TsTriBoard *self)
{
  g_return_val_if_fail (TS_IS_TRI_BOARD (self), NULL);
  return self->a11y_text;
}

int
ts_tri_board_get_cursor (TsTriBoard *self)
{
  g_return_val_if_fail (TS_IS_TRI_BOARD (self), -1);
  return self->cursor;
}
