/* trojhranna-board.c — the Trojhranná hra board widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board draws ts_game_view_for (game, viewer), never the game itself,
 * so it cannot show a face the viewer may not see; on top of that it draws
 * reserve cards as backs whatever the view holds until the game is over
 * (spec §7, "what the screen shows").  It turns clicks and keys into moves
 * and emits them through ts_board_emit_move(); the window plays them.
 *
 * Everything is laid out from the widget size by compute_layout(), which
 * drawing, hit-testing and the test hooks share, so what is clicked is what
 * is drawn.  Shapes are cairo nodes (GSK rasterises them at the device
 * scale, so they stay sharp at 2×) and text is Pango layouts.
 */
#include "trojhranna-board.h"

#include <glib/gi18n.h>
#include <math.h>

#include "trojhranna-game.h"
#include "ts-board-util.h"

#define SQRT3_2 0.86602540378443864676

/* The spec's card count bounds every list on screen. */
#define MAX_LEGAL_CELLS 1024

/* Highlight colour for cells where the card fits and for the Done button:
 * GNOME's accent blue reads on light and dark backgrounds alike. */
#define ACCENT_RGB 0x3584e4

/* Seat colours when a setup names none (hand-made matches in tests). */
static const guint32 fallback_seat_rgb[TS_MAX_SEATS] = {
  0xc01c28, 0x1c71d8, 0x2ec27e, 0xe5a50a,
};

typedef struct
{
  double x;
  double y;
} Pt;

/* An upright triangle: left, top, side. */
typedef struct
{
  double x;
  double y;
  double s;
} Tri;

/* A row of upright triangles, wrapping into lines. */
typedef struct
{
  double x;
  double y;
  double side;
  double step_x;
  double step_y;
  guint  cols;
} Row;

typedef struct
{
  TsTriCell cell;
  guint8    rots;    /* bit r: rotation r is legal */
  int       key;     /* reading order: rows top to bottom, then left to right */
  int       row;
} LegalCell;

enum { MEM_LEFT, MEM_ROTATE, MEM_RIGHT, MEM_N_BUTTONS };

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
} LastTurn;

typedef struct
{
  double          width;
  double          height;
  double          line_h;
  double          pad;

  graphene_rect_t table_full;   /* the table's share of the widget */
  graphene_rect_t table;        /* the part the cards are fitted into */
  double          unit;         /* pixels per lattice side */
  double          ox;           /* widget position of plane (0, 0) */
  double          oy;

  graphene_rect_t status;
  graphene_rect_t deck_box;
  Tri             deck;
  Tri             flipped;
  double          deck_caption_y;
  double          flipped_caption_y;
  double          caption_w;

  guint           n_seats;
  graphene_rect_t panel[TS_MAX_SEATS];
  double          label_w;
  /* Each panel's head: the name, and the score right of it, or on a line
   * of its own below when the two do not fit side by side. */
  double          name_x[TS_MAX_SEATS];
  double          name_w[TS_MAX_SEATS];
  graphene_rect_t score_box[TS_MAX_SEATS];
  gboolean        score_small[TS_MAX_SEATS];
  gboolean        score_below[TS_MAX_SEATS];
  Row             reserve[TS_MAX_SEATS];
  Row             dead[TS_MAX_SEATS];

  gboolean        memorise;     /* the overlay with the viewer's 3 cards */
  graphene_rect_t mem_box;
  double          mem_title_y;
  Tri             mem_card[3];
  graphene_rect_t mem_button[3][MEM_N_BUTTONS];
  graphene_rect_t done;

  gboolean        pending;      /* the band with received penalty cards */
  graphene_rect_t pending_box;
  Row             pending_row;
} Layout;

struct _TsTrojhrannaBoard
{
  TsBoard  parent_instance;

  TsMatch   *match;
  gulong     changed_id;
  int        viewer;
  gboolean   interactive;

  TsGame    *view;              /* ts_game_view_for (game, viewer) */
  GArray    *moves;             /* legal moves of the view, when we may act */
  LegalCell  legal[MAX_LEGAL_CELLS];
  guint      n_legal;
  TjPhase    last_phase;
  int        last_seat;
  LastTurn   last_turn;

  /* Placing: the cursor cell (keyboard, or the cell under the pointer) and
   * the rotation the player chose. */
  TsTriCell  cursor;
  gboolean   cursor_set;
  guint      rotation;

  /* The last pointer position, for the wheel. */
  double     pointer_x;
  double     pointer_y;
  gboolean   pointer_in;

  /* Choosing: -1 the deck, else a slot of the viewer's reserve. */
  int        choose_index;

  /* Memorising: for each new slot, the dealt card and its notch (the
   * arrange move's values); the selected slot. */
  int        mem_seat;
  guint      mem_order[3];
  guint      mem_rot[3];
  guint      mem_sel;

  char      *status;
  char      *prompt;
  char      *a11y_text;
};

enum
{
  PROP_0,
  PROP_STATUS,
  PROP_PROMPT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TsTrojhrannaBoard, ts_trojhranna_board, TS_TYPE_BOARD)

/* ------------------------------------------------------------------ */
/* State helpers                                                       */

static TsTrojhrannaGame *
tj_view (TsTrojhrannaBoard *self)
{
  return self->view ? TS_TROJHRANNA_GAME (self->view) : NULL;
}

static TjPhase
current_phase (TsTrojhrannaBoard *self)
{
  return self->view ? ts_trojhranna_game_get_phase (tj_view (self)) : TJ_PHASE_OVER;
}

/* Whether the viewer may act through this board now. */
static gboolean
can_act (TsTrojhrannaBoard *self)
{
  return ts_board_util_can_act (self->view, self->interactive, self->viewer);
}

/* Whether the viewer may act now, in PHASE. */
static gboolean
acting_in (TsTrojhrannaBoard *self,
           TjPhase            phase)
{
  return can_act (self) && current_phase (self) == phase;
}

/* Whether the memorisation overlay shows: the viewer memorises and its
 * view holds the dealt faces. */
static gboolean
showing_memorise (TsTrojhrannaBoard *self)
{
  return acting_in (self, TJ_PHASE_MEMORISE)
         && ts_trojhranna_game_get_dealt (tj_view (self), 0) != TJ_CARD_UNKNOWN;
}

static guint
viewer_pending (TsTrojhrannaBoard *self)
{
  if (self->view == NULL || self->viewer == TS_SEAT_NONE
      || self->viewer >= (int) ts_game_get_n_players (self->view)
      || current_phase (self) == TJ_PHASE_OVER)
    return 0;
  return ts_trojhranna_game_get_n_pending (tj_view (self), self->viewer);
}

static char *
seat_name (TsTrojhrannaBoard *self,
           int                seat)
{
  return ts_board_util_seat_name (self->match, seat);
}

static guint32
seat_rgb (TsTrojhrannaBoard *self,
          int                seat)
{
  const char *id = ts_board_util_setup_colour (self->match, seat);

  if (id != NULL)
    return ts_seat_colour_rgb (id);
  return fallback_seat_rgb[CLAMP (seat, 0, TS_MAX_SEATS - 1)];
}

/* Notches (R21).  The model gives cards added to a reserve notch 0, "k0
 * up" (spec R21); each further step turns the card a third clockwise, as R
 * does while memorising.  On an upright card (corners 0 lower left, 1 lower
 * right, 2 top, like a U cell) notch N is on corner notch_corner (N), and
 * the face shows rotation notch_rotation (N) (spec §3.3: corner i shows
 * k[(i + rot) mod 3], so k0 sits on corner (3 − rot) mod 3). */
static guint
notch_rotation (guint notch)
{
  return (notch + 1) % 3;
}

static guint
notch_corner (guint notch)
{
  return (3 - notch_rotation (notch)) % 3;
}

static const LegalCell *
find_legal (TsTrojhrannaBoard *self,
            TsTriCell          cell)
{
  for (guint i = 0; i < self->n_legal; i++)
    if (ts_tri_cell_equal (self->legal[i].cell, cell))
      return &self->legal[i];
  return NULL;
}

/* The rotation a click on CELL uses: the chosen one if it fits there, else
 * the first one that fits turning on from it. */
static guint
shown_rotation (TsTrojhrannaBoard *self,
                TsTriCell          cell)
{
  const LegalCell *legal = find_legal (self, cell);

  if (legal != NULL)
    for (guint k = 0; k < 3; k++)
      {
        guint r = (self->rotation + k) % 3;
        if (legal->rots & (1u << r))
          return r;
      }
  return self->rotation;
}

/* The rotation the card to place goes down in: the one shown on the
 * cursor cell when the card fits there (what Enter or a click there
 * places), else the one the player chose. */
static guint
placing_rotation (TsTrojhrannaBoard *self)
{
  if (self->cursor_set && find_legal (self, self->cursor) != NULL)
    return shown_rotation (self, self->cursor);
  return self->rotation;
}

static int
cell_key_x2 (TsTriCell cell)
{
  /* Twice the centroid's x: U at q + r/2 + 1/2, D at q + r/2 + 1. */
  return 2 * cell.q + cell.r + (cell.s == TS_TRI_DOWN ? 2 : 1);
}

static int
compare_legal (gconstpointer a,
               gconstpointer b)
{
  const LegalCell *la = a, *lb = b;

  if (la->row != lb->row)
    return lb->row - la->row;   /* screen top first: larger r */
  return la->key - lb->key;
}

static void
cell_corners_plane (TsTriCell cell,
                    Pt        p[3])
{
  for (guint i = 0; i < 3; i++)
    ts_tri_point_to_xy (ts_tri_cell_corner (cell, i), &p[i].x, &p[i].y);
}

/* ------------------------------------------------------------------ */
/* Text                                                                */

static const char *
describe_notch (guint notch)
{
  switch (notch_corner (notch))
    {
    case 0:
      /* Translators: where the orientation notch on a card back is. */
      return C_("notch", "notch lower left");
    case 1:
      return C_("notch", "notch lower right");
    default:
      return C_("notch", "notch at the top");
    }
}

static char *
describe_cell (TsTrojhrannaBoard *self,
               TsTriCell          cell)
{
  TsTrojhrannaGame *view = tj_view (self);
  g_autofree char *name = ts_tri_cell_to_string (cell);
  guint rot = 0;
  TjSource source;
  int card = ts_trojhranna_game_get_card_at (view, cell, &rot);
  int flipped = ts_trojhranna_game_get_flipped (view, &source);

  if (card >= 0)
    {
      g_autofree char *colours = tj_card_describe_colours (card, rot);
      /* Translators: %1$s is a cell like "U0,-1", %2$s its card's colours. */
      return g_strdup_printf (_("Cell %1$s, taken: %2$s"), name, colours);
    }

  if (flipped >= 0 && can_act (self))
    {
      if (find_legal (self, cell) != NULL)
        {
          g_autofree char *colours = tj_card_describe_colours (flipped, shown_rotation (self, cell));
          /* Translators: %2$s are the colours the card would show there. */
          return g_strdup_printf (_("Cell %1$s, legal: %2$s"), name, colours);
        }
      return g_strdup_printf (_("Cell %s, empty, the card does not fit"), name);
    }

  return g_strdup_printf (_("Cell %s, empty"), name);
}

static char *
describe_slot (TsTrojhrannaBoard *self,
               int                seat,
               guint              slot)
{
  TsTrojhrannaGame *view = tj_view (self);
  TjReserveCard rc = ts_trojhranna_game_get_reserve (view, seat, slot);
  guint n = ts_trojhranna_game_get_reserve_size (view, seat);
  g_autofree char *name = seat_name (self, seat);

  /* Faces only at the end (spec §7); never a colour hint before. */
  if (current_phase (self) == TJ_PHASE_OVER && rc.card >= 0)
    {
      g_autofree char *colours = tj_card_describe_colours (rc.card, notch_rotation (rc.notch));
      /* Translators: "Ada's reserve, slot 2 of 3: red-green-blue". */
      return g_strdup_printf (_("%1$s's reserve, slot %2$u of %3$u: %4$s"),
                              name, slot + 1, n, colours);
    }

  /* Translators: "Ada's reserve, slot 2 of 3, face down, notch at the top". */
  return g_strdup_printf (_("%1$s's reserve, slot %2$u of %3$u, face down, %4$s"),
                          name, slot + 1, n, describe_notch (rc.notch));
}

static char *
describe_dead (TsTrojhrannaBoard *self,
               int                seat,
               guint              index)
{
  g_autofree char *name = seat_name (self, seat);
  g_autofree char *colours = tj_card_describe_colours (ts_trojhranna_game_get_dead (tj_view (self), seat, index), 0);

  /* Translators: "Ada's dead card 1: red-green-blue". */
  return g_strdup_printf (_("%1$s's dead card %2$u: %3$s"), name, index + 1, colours);
}

static char *
describe_deck (TsTrojhrannaBoard *self)
{
  guint n = ts_trojhranna_game_get_deck_size (tj_view (self));

  return g_strdup_printf (ngettext ("Deck, %u card", "Deck, %u cards", n), n);
}

/* Walks the match's events back to the last turn that ended: a card
 * placed, kept or dead, with the hexagons and penalties that followed it
 * in the same move.  Public events only, so every viewer reads the same. */
static void
find_last_turn (TsTrojhrannaBoard *self,
                LastTurn          *lt)
{
  guint n = self->match != NULL ? ts_match_get_n_events (self->match) : 0;

  *lt = (LastTurn) { .seat = TS_SEAT_NONE, .card = -1 };
  for (guint i = n; i-- > 0; )
    {
      const TsEvent *event = ts_match_get_event (self->match, i);

      if (!ts_event_is_public (event))
        continue;
      switch (event->kind)
        {
        case TJ_EVENT_HEXAGONS:
          lt->n_hexagons = MAX (event->arg[0], 0);
          break;
        case TJ_EVENT_PENALTY:
          lt->from_table |= event->arg[0] == TJ_PENALTY_FROM_TABLE;
          break;
        case TJ_EVENT_PLACED:
          lt->seat = event->seat;
          lt->placed = ts_trojhranna_event_get_placed (event, &lt->card, &lt->cell, NULL);
          return;
        case TJ_EVENT_KEPT:
        case TJ_EVENT_DEAD:
          lt->seat = event->seat;
          lt->card = event->arg[0];
          lt->source = event->kind == TJ_EVENT_KEPT ? TJ_SOURCE_DECK : TJ_SOURCE_RESERVE;
          return;
        case TJ_EVENT_START_CARD:
          /* No turn before the start card. */
          *lt = (LastTurn) { .seat = TS_SEAT_NONE, .card = -1 };
          return;
        default:
          break;
        }
    }
  /* A match from a position that has no turn of its own yet. */
  *lt = (LastTurn) { .seat = TS_SEAT_NONE, .card = -1 };
}

/* The card flipped last turn that could not be placed (R9), or -1.  The
 * draw or flip resolves it at once, so without this nobody would see the
 * face that R3 shows to everyone. */
static int
failed_card (TsTrojhrannaBoard *self)
{
  TsTrojhrannaGame *view = tj_view (self);
  const LastTurn *lt = &self->last_turn;
  TjSource source;

  if (ts_trojhranna_game_get_flipped (view, &source) >= 0
      || lt->seat < 0 || lt->placed || lt->card < 0 || lt->card >= TJ_N_CARDS)
    return -1;
  return lt->card;
}

static char *
describe_flipped (TsTrojhrannaBoard *self)
{
  TjSource source;
  int card = ts_trojhranna_game_get_flipped (tj_view (self), &source);
  int failed = failed_card (self);
  g_autofree char *colours = NULL;

  if (card < 0 && failed >= 0)
    {
      colours = tj_card_describe_colours (failed, 0);
      /* Translators: %s are the colours of the card flipped last turn. */
      return g_strdup_printf (_("Card that could not be placed: %s"), colours);
    }
  if (card < 0)
    return NULL;
  colours = tj_card_describe_colours (card, can_act (self) ? placing_rotation (self) : 0);
  /* Translators: %s are the colours of the card to place. */
  return g_strdup_printf (_("Card to place: %s"), colours);
}

static char *
describe_mem_card (TsTrojhrannaBoard *self,
                   guint              slot)
{
  int card = ts_trojhranna_game_get_dealt (tj_view (self), self->mem_order[slot]);
  g_autofree char *colours = tj_card_describe_colours (card, notch_rotation (self->mem_rot[slot]));

  /* Translators: "Your card 1 of 3: red-green-blue, notch at the top". */
  return g_strdup_printf (_("Your card %1$u of 3: %2$s, %3$s"),
                          slot + 1, colours, describe_notch (self->mem_rot[slot]));
}

/* What the keyboard cursor is on. */
static char *
describe_cursor (TsTrojhrannaBoard *self)
{
  if (self->view == NULL)
    return NULL;

  if (showing_memorise (self))
    return describe_mem_card (self, self->mem_sel);

  if (acting_in (self, TJ_PHASE_CHOOSE))
    {
      if (self->choose_index < 0)
        return describe_deck (self);
      return describe_slot (self, self->viewer, self->choose_index);
    }

  if (self->cursor_set)
    return describe_cell (self, self->cursor);

  return NULL;
}

static char *
winner_message (TsTrojhrannaBoard *self)
{
  char *names[TS_MAX_SEATS] = { NULL };
  int score;
  guint n_win = ts_board_util_get_winners (self->match, self->view, names, &score);
  char *msg;

  switch (n_win)
    {
    case 1:
      msg = g_strdup_printf (ngettext ("Game over: %1$s wins with %2$d penalty point.",
                                       "Game over: %1$s wins with %2$d penalty points.",
                                       score),
                             names[0], score);
      break;
    case 2:
      msg = g_strdup_printf (_("Game over: %1$s and %2$s share the victory."),
                             names[0], names[1]);
      break;
    case 3:
      msg = g_strdup_printf (_("Game over: %1$s, %2$s and %3$s share the victory."),
                             names[0], names[1], names[2]);
      break;
    case 4:
      msg = g_strdup_printf (_("Game over: %1$s, %2$s, %3$s and %4$s share the victory."),
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

/* A sentence about the last turn, or NULL before the first. */
static char *
compute_status (TsTrojhrannaBoard *self)
{
  const LastTurn *lt = &self->last_turn;
  g_autofree char *name = NULL;

  if (lt->seat < 0)
    return NULL;

  name = seat_name (self, lt->seat);

  if (!lt->placed)
    {
      g_autofree char *colours = lt->card >= 0 ? tj_card_describe_colours (lt->card, 0) : g_strdup ("");

      /* Translators: %1$s are the card's colours, "red-green-blue". */
      if (lt->source == TJ_SOURCE_DECK)
        return g_strdup_printf (_("The card %1$s cannot be placed: it goes to %2$s's reserve."),
                                colours, name);
      return g_strdup_printf (_("The card %1$s cannot be placed: it goes face up to %2$s's dead row."),
                              colours, name);
    }

  if (lt->n_hexagons == 0)
    return g_strdup_printf (_("%s placed a card."), name);

  if (lt->from_table)
    return g_strdup_printf (ngettext ("%1$s completed a hexagon: each opponent takes a penalty card, from the table once the deck is empty.",
                                      "%1$s completed %2$u hexagons: each opponent takes %2$u penalty cards, from the table once the deck is empty.",
                                      lt->n_hexagons),
                            name, lt->n_hexagons);

  return g_strdup_printf (ngettext ("%1$s completed a hexagon: each opponent takes a penalty card.",
                                    "%1$s completed %2$u hexagons: each opponent takes %2$u penalty cards.",
                                    lt->n_hexagons),
                          name, lt->n_hexagons);
}

/* What the viewer is expected to do, or who is doing what. */
static char *
compute_prompt (TsTrojhrannaBoard *self)
{
  int seat = ts_game_get_current_seat (self->view);
  g_autofree char *name = NULL;
  TsTrojhrannaGame *view = tj_view (self);

  if (ts_game_is_over (self->view))
    return winner_message (self);

  name = seat_name (self, seat);
  switch (current_phase (self))
    {
    case TJ_PHASE_MEMORISE:
      if (showing_memorise (self))
        return g_strdup (_("Remember your three cards: order and turn them as you like, then press Done."));
      return g_strdup_printf (_("%s is memorising their cards."), name);

    case TJ_PHASE_CHOOSE:
      if (can_act (self))
        {
          guint n = ts_trojhranna_game_get_reserve_size (view, seat);
          if (n == 0)
            return g_strdup (_("Your turn: take the top card of the deck (D)."));
          return g_strdup_printf (ngettext ("Your turn: take the top card of the deck (D) or your reserve card (1).",
                                            "Your turn: take the top card of the deck (D) or a card from your reserve (1–%u).",
                                            n),
                                  n);
        }
      return g_strdup_printf (_("%s is taking a card."), name);

    case TJ_PHASE_PLACE:
      if (can_act (self))
        return g_strdup (_("Place the card on a highlighted cell; R or the mouse wheel turns it."));
      return g_strdup_printf (_("%s is placing a card."), name);

    case TJ_PHASE_OVER:
    default:
      return winner_message (self);
    }
}

static void
update_accessible (TsTrojhrannaBoard *self)
{
  g_autofree char *cursor = describe_cursor (self);

  ts_board_util_update_accessible (GTK_WIDGET (self), &self->a11y_text, self->prompt, cursor,
                                   _("Trojhranná hra board"), self->status);
}

/* ------------------------------------------------------------------ */
/* Colours                                                             */

/* A seat colour for text: mixed towards the text colour until it reads on
 * the background (yellow on white would not). */
static GdkRGBA
readable_seat_colour (guint32        rgb,
                      const GdkRGBA *fg)
{
  GdkRGBA bg = ts_board_util_estimated_bg (fg);
  GdkRGBA c = ts_board_util_rgb_to_rgba (rgb, 1);
  GdkRGBA base = c;

  for (double t = 0.1; ts_board_util_contrast (&c, &bg) < 3.5 && t <= 1.0; t += 0.1)
    {
      c.red = base.red * (1 - t) + fg->red * t;
      c.green = base.green * (1 - t) + fg->green * t;
      c.blue = base.blue * (1 - t) + fg->blue * t;
    }
  return c;
}

/* ------------------------------------------------------------------ */
/* Geometry                                                            */

static void
tri_corners (const Tri *t,
             Pt         p[3])
{
  double h = t->s * SQRT3_2;

  /* The corners of a U cell on a y-down screen: lower left, lower right,
   * top. */
  p[0] = (Pt) { t->x, t->y + h };
  p[1] = (Pt) { t->x + t->s, t->y + h };
  p[2] = (Pt) { t->x + t->s / 2, t->y };
}

static Pt
tri_centre (const Tri *t)
{
  return (Pt) { t->x + t->s / 2, t->y + t->s * SQRT3_2 * 2 / 3 };
}

static gboolean
tri_contains (const Tri *t,
              double     x,
              double     y)
{
  double h = t->s * SQRT3_2;

  if (y < t->y || y > t->y + h)
    return FALSE;
  /* Half-width at this height, with a little slack for fingers. */
  return fabs (x - (t->x + t->s / 2)) <= (y - t->y) / h * t->s / 2 + 3;
}

static gboolean
rect_contains (const graphene_rect_t *r,
               double                 x,
               double                 y)
{
  return x >= r->origin.x && x < r->origin.x + r->size.width
         && y >= r->origin.y && y < r->origin.y + r->size.height;
}

static void
fit_row (Row    *row,
         double  x,
         double  y,
         double  w,
         double  h,
         guint   n,
         double  max_side)
{
  double s = max_side;
  guint cols = 1;

  n = MAX (n, 1);
  for (; s > 8; s -= 0.5)
    {
      double gap = s * 0.15;
      guint rows;

      cols = MAX (1, (guint) floor ((w + gap) / (s + gap)));
      rows = (n + cols - 1) / cols;
      if (rows * (s * SQRT3_2 + gap) - gap <= h)
        break;
    }
  s = MAX (s, 8);

  row->x = x;
  row->y = y;
  row->side = s;
  row->step_x = s * 1.15;
  row->step_y = s * SQRT3_2 + s * 0.15;
  row->cols = MAX (1, (guint) floor ((w + s * 0.15) / row->step_x));
}

static Tri
row_tri (const Row *row,
         guint      i)
{
  return (Tri) { row->x + (i % row->cols) * row->step_x,
                 row->y + (i / row->cols) * row->step_y,
                 row->side };
}

static void
plane_to_widget (const Layout *l,
                 double        px,
                 double        py,
                 Pt           *out)
{
  out->x = l->ox + px * l->unit;
  out->y = l->oy - py * l->unit;   /* the plane's y points up (spec §3.1) */
}

static void
cell_corners_widget (const Layout *l,
                     TsTriCell     cell,
                     Pt            p[3])
{
  Pt plane[3];

  cell_corners_plane (cell, plane);
  for (guint i = 0; i < 3; i++)
    plane_to_widget (l, plane[i].x, plane[i].y, &p[i]);
}

static Pt
cell_centre_widget (const Layout *l,
                    TsTriCell     cell)
{
  Pt p[3];

  cell_corners_widget (l, cell, p);
  return (Pt) { (p[0].x + p[1].x + p[2].x) / 3, (p[0].y + p[1].y + p[2].y) / 3 };
}

static gboolean
cell_at (const Layout *l,
         double        x,
         double        y,
         TsTriCell    *cell)
{
  if (!rect_contains (&l->table, x, y) || l->unit <= 0)
    return FALSE;
  *cell = ts_tri_cell_at_xy ((x - l->ox) / l->unit, (l->oy - y) / l->unit);
  return TRUE;
}

static double
text_line_height (GtkWidget *widget)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, "Ag");
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  return MAX (h, 10);
}

static double
text_width (GtkWidget  *widget,
            const char *markup)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, NULL);
  int w, h;

  pango_layout_set_markup (layout, markup, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  return w;
}

/* A layout of MARKUP; WIDTH > 0 ellipsises it to that width, or with
 * WRAP wraps it onto at most two lines per paragraph first. */
static PangoLayout *
text_layout (GtkWidget      *widget,
             const char     *markup,
             double          width,
             PangoAlignment  align,
             gboolean        wrap)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, NULL);

  pango_layout_set_markup (layout, markup, -1);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      if (wrap)
        {
          pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
          pango_layout_set_height (layout, -2);
        }
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_set_alignment (layout, align);
    }
  return layout;
}

/* The height of MARKUP wrapped to WIDTH as draw_text () draws it. */
static double
text_height (GtkWidget  *widget,
             const char *markup,
             double      width)
{
  g_autoptr(PangoLayout) layout = NULL;
  int w, h;

  if (markup == NULL || markup[0] == '\0')
    return 0;
  layout = text_layout (widget, markup, MAX (width, 1), PANGO_ALIGN_LEFT, TRUE);
  pango_layout_get_pixel_size (layout, &w, &h);
  return h;
}

static void
layout_table_fit (TsTrojhrannaBoard *self,
                  Layout            *l)
{
  TsTrojhrannaGame *view = tj_view (self);
  guint n = ts_trojhranna_game_get_n_table (view);
  double x0 = 0, x1 = 1, y0 = 0, y1 = SQRT3_2;  /* U(0,0) when empty */
  double w, h;
  const graphene_rect_t *t = &l->table;

  for (guint i = 0; i < n; i++)
    {
      const TjTableCard *tc = ts_trojhranna_game_get_table_card (view, i);
      Pt p[3];

      if (tc == NULL)
        continue;
      cell_corners_plane (tc->cell, p);
      for (guint k = 0; k < 3; k++)
        {
          if (i == 0 && k == 0)
            {
              x0 = x1 = p[k].x;
              y0 = y1 = p[k].y;
            }
          x0 = MIN (x0, p[k].x);
          x1 = MAX (x1, p[k].x);
          y0 = MIN (y0, p[k].y);
          y1 = MAX (y1, p[k].y);
        }
    }

  /* A ring of candidate cells around the cards (spec §3.4): one side
   * across, one row up and down. */
  x0 -= 1.5;
  x1 += 1.5;
  y0 -= SQRT3_2 * 1.5;
  y1 += SQRT3_2 * 1.5;
  w = x1 - x0;
  h = y1 - y0;

  l->unit = MIN (t->size.width / w, t->size.height / h);
  /* A lone start card should not fill the screen. */
  l->unit = MIN (l->unit, MAX (48, MIN (t->size.height, t->size.width) / 3.2));
  l->unit = MAX (l->unit, 1);
  l->ox = t->origin.x + t->size.width / 2 - l->unit * (x0 + x1) / 2;
  l->oy = t->origin.y + t->size.height / 2 + l->unit * (y0 + y1) / 2;
}

/* The title over the penalty cards the viewer received, as markup. */
static char *
pending_title (guint n)
{
  return g_markup_printf_escaped ("<b>%s</b>",
                                  ngettext ("You received this penalty card: remember it, it goes face down after your next move.",
                                            "You received these penalty cards: remember them, they go face down after your next move.",
                                            n));
}

static void
layout_deck_box (TsTrojhrannaBoard *self,
                 Layout            *l)
{
  const graphene_rect_t *b = &l->deck_box;
  double cap = 2 * l->line_h + 4;
  double s;

  if (b->size.width >= b->size.height * 1.3)
    {
      /* Deck and flipped card side by side. */
      s = MIN ((b->size.height - cap - 2 * l->pad) / SQRT3_2, (b->size.width - 3 * l->pad) / 2.4);
      s = MAX (s, 16);
      l->deck = (Tri) { b->origin.x + b->size.width / 4 - s / 2, b->origin.y + l->pad * 1.5, s };
      l->flipped = (Tri) { b->origin.x + b->size.width * 3 / 4 - s / 2, l->deck.y, s };
      l->deck_caption_y = l->flipped_caption_y = l->deck.y + s * SQRT3_2 * 1.12 + 4;
      l->caption_w = b->size.width / 2 - l->pad;
    }
  else
    {
      /* One above the other. */
      s = MIN ((b->size.height - 2 * cap - 3 * l->pad) / (2 * SQRT3_2), b->size.width - 3 * l->pad);
      s = MAX (s, 16);
      l->deck = (Tri) { b->origin.x + (b->size.width - s) / 2, b->origin.y + l->pad * 1.5, s };
      l->deck_caption_y = l->deck.y + s * SQRT3_2 * 1.12 + 4;
      l->flipped = (Tri) { l->deck.x, l->deck_caption_y + cap + l->pad, s };
      l->flipped_caption_y = l->flipped.y + s * SQRT3_2 * 1.12 + 4;
      l->caption_w = b->size.width - l->pad;
    }
}

/* The score shown in SEAT's panel; the winners' is bold. */
static char *
score_markup (TsTrojhrannaBoard *self,
              int                seat,
              gboolean           small)
{
  int score = ts_game_get_score (self->view, seat);
  int ranks[TS_MAX_SEATS] = { 0 };
  g_autofree char *text = NULL;
  gboolean bold = FALSE;

  if (current_phase (self) == TJ_PHASE_OVER)
    {
      ts_game_get_ranks (self->view, ranks);
      bold = ranks[seat] == 0;
      if (ranks[seat] == 0)
        text = g_strdup_printf (ngettext ("Winner: %d penalty point", "Winner: %d penalty points", score), score);
      else
        text = g_strdup_printf (ngettext ("Place %1$d: %2$d penalty point", "Place %1$d: %2$d penalty points", score),
                                ranks[seat] + 1, score);
    }
  else
    text = g_strdup_printf (ngettext ("%d penalty point", "%d penalty points", score), score);

  return g_markup_printf_escaped (bold ? (small ? "<small><b>%s</b></small>" : "<b>%s</b>")
                                       : (small ? "<small>%s</small>" : "%s"),
                                  text);
}

static char *
name_markup (TsTrojhrannaBoard *self,
             int                seat)
{
  g_autofree char *name = seat_name (self, seat);

  return g_markup_printf_escaped ("<b>%s</b>", name);
}

static double
set_score_beside (Layout *l,
                  int     seat,
                  double  x,
                  double  y,
                  double  avail,
                  double  score_w,
                  double  gap)
{
  l->score_below[seat] = FALSE;
  l->name_w[seat] = avail - gap - score_w;
  l->score_box[seat] = GRAPHENE_RECT_INIT (x + avail - score_w - 1, y, score_w + 1, l->line_h);
  return l->line_h;
}

/* The head of SEAT's panel (see Layout); returns its height.  The score
 * matters more than the tail of a long name, so it is never cut short. */
static double
layout_panel_head (TsTrojhrannaBoard *self,
                   Layout            *l,
                   int                seat)
{
  GtkWidget *widget = GTK_WIDGET (self);
  const graphene_rect_t *p = &l->panel[seat];
  g_autofree char *name = name_markup (self, seat);
  g_autofree char *small_score = score_markup (self, seat, TRUE);
  double x = p->origin.x + l->pad + l->line_h * 0.54 + 6;   /* after the turn marker */
  double y = p->origin.y + l->pad * 0.75;
  double avail = p->origin.x + p->size.width - l->pad - x;
  double name_w = text_width (widget, name);
  double small_w = text_width (widget, small_score);
  double below_w = p->size.width - 2 * l->pad;
  double below_h = MAX (text_height (widget, small_score, below_w), l->line_h);
  double gap = 8;

  l->name_x[seat] = x;

  /* Beside the whole name: in normal type unless the panel is narrow,
   * else in small type. */
  if (p->size.width >= 280)
    {
      g_autofree char *score = score_markup (self, seat, FALSE);
      double score_w = text_width (widget, score);

      l->score_small[seat] = FALSE;
      if (name_w + gap + score_w <= avail)
        return set_score_beside (l, seat, x, y, avail, score_w, gap);
    }
  l->score_small[seat] = TRUE;
  if (name_w + gap + small_w <= avail)
    return set_score_beside (l, seat, x, y, avail, small_w, gap);

  /* Below the name, where it may wrap, if that leaves the cards room;
   * else beside a shortened name, if a few letters of it still show. */
  if (p->size.height - 2 * l->pad - l->line_h - below_h < 4 * l->line_h
      && MIN (name_w, 2.5 * l->line_h) + gap + small_w <= avail)
    return set_score_beside (l, seat, x, y, avail, small_w, gap);

  l->score_below[seat] = TRUE;
  l->name_w[seat] = avail;
  l->score_box[seat] = GRAPHENE_RECT_INIT (p->origin.x + l->pad, y + l->line_h, below_w, below_h);
  return l->line_h + below_h;
}

static void
layout_panel (TsTrojhrannaBoard *self,
              Layout            *l,
              int                seat,
              double             max_side)
{
  TsTrojhrannaGame *view = tj_view (self);
  const graphene_rect_t *p = &l->panel[seat];
  double x = p->origin.x + l->pad + l->label_w;
  double w = p->size.width - 2 * l->pad - l->label_w;
  double top = p->origin.y + l->pad * 0.75 + layout_panel_head (self, l, seat) + l->pad * 0.5;
  double body = p->origin.y + p->size.height - l->pad * 0.75 - top;
  guint n_res = ts_trojhranna_game_get_reserve_size (view, seat);
  guint n_dead = ts_trojhranna_game_get_dead_size (view, seat);
  double res_h, dead_h;

  /* The dead row gets a share only when it has cards. */
  if (n_dead == 0)
    {
      res_h = body * 0.62;
      dead_h = body - res_h - l->pad * 0.5;
    }
  else
    {
      res_h = body * MAX (0.5, MIN (0.7, (double) n_res / (n_res + n_dead + 0.01)));
      dead_h = body - res_h - l->pad * 0.5;
    }
  fit_row (&l->reserve[seat], x, top, w, MAX (res_h, 8), n_res, max_side);
  fit_row (&l->dead[seat], x, top + res_h + l->pad * 0.5, w, MAX (dead_h, 8), n_dead,
           MIN (max_side, l->reserve[seat].side));
  /* Center the rows vertically within their share when there is room. */
  {
    guint lines = (MAX (n_res, 1) + l->reserve[seat].cols - 1) / l->reserve[seat].cols;
    double used = lines * l->reserve[seat].step_y - l->reserve[seat].side * 0.15;
    if (used < res_h)
      l->reserve[seat].y += (res_h - used) / 2;
  }
}

static void
compute_layout (TsTrojhrannaBoard *self,
                Layout            *l)
{
  GtkWidget *widget = GTK_WIDGET (self);
  double W = gtk_widget_get_width (widget);
  double H = gtk_widget_get_height (widget);
  double pad = 8;
  double status_h, main_h;
  graphene_rect_t info;
  gboolean landscape;
  guint n;

  memset (l, 0, sizeof *l);
  l->width = W;
  l->height = H;
  l->pad = pad;
  l->line_h = text_line_height (widget);
  if (self->view == NULL || W < 20 || H < 20)
    return;

  n = l->n_seats = MIN (ts_game_get_n_players (self->view), TS_MAX_SEATS);

  /* Room for the prompt and the last turn's message, wrapped when the
   * window is narrow. */
  {
    g_autofree char *prompt = g_markup_printf_escaped ("<b>%s</b>", self->prompt ? self->prompt : "");
    g_autofree char *status = g_markup_escape_text (self->status ? self->status : "", -1);
    status_h = MAX (2 * l->line_h,
                    text_height (widget, prompt, W - 2 * pad) + text_height (widget, status, W - 2 * pad))
               + pad * 1.5;
  }
  l->status = GRAPHENE_RECT_INIT (pad, H - status_h, W - 2 * pad, status_h - pad / 2);
  main_h = H - status_h;

  landscape = W >= H * 1.05;
  if (landscape)
    {
      double side_w = CLAMP (W * 0.3, MIN (200, W * 0.45), 380);
      double deck_h = CLAMP (main_h * 0.2, 3 * l->line_h + pad, 150);
      double y, ph;

      info = GRAPHENE_RECT_INIT (W - side_w, pad, side_w - pad, main_h - pad);
      l->table_full = GRAPHENE_RECT_INIT (pad, pad, W - side_w - 2 * pad, main_h - pad);
      l->deck_box = GRAPHENE_RECT_INIT (info.origin.x, info.origin.y, info.size.width, deck_h);
      y = info.origin.y + deck_h + pad;
      ph = (info.origin.y + info.size.height - y - (n - 1) * pad / 2) / n;
      for (guint i = 0; i < n; i++)
        l->panel[i] = GRAPHENE_RECT_INIT (info.origin.x, y + i * (ph + pad / 2),
                                          info.size.width, ph);
    }
  else
    {
      double info_h = CLAMP (main_h * 0.4, MIN (150, main_h * 0.5), 420);
      double deck_w = CLAMP (W * 0.24, 90, 200);
      guint cols = n >= 3 ? 2 : 1;
      guint rows = (n + cols - 1) / cols;
      double px = pad + deck_w + pad;
      double pw = (W - px - pad - (cols - 1) * pad / 2) / cols;
      double ph;

      info = GRAPHENE_RECT_INIT (pad, main_h - info_h, W - 2 * pad, info_h - pad / 2);
      l->table_full = GRAPHENE_RECT_INIT (pad, pad, W - 2 * pad, main_h - info_h - pad * 1.5);
      l->deck_box = GRAPHENE_RECT_INIT (pad, info.origin.y, deck_w, info.size.height);
      ph = (info.size.height - (rows - 1) * pad / 2) / rows;
      for (guint i = 0; i < n; i++)
        l->panel[i] = GRAPHENE_RECT_INIT (px + (i % cols) * (pw + pad / 2),
                                          info.origin.y + (i / cols) * (ph + pad / 2),
                                          pw, ph);
    }

  layout_deck_box (self, l);

  {
    /* Translators: labels in front of a player's rows of cards; keep short. */
    g_autofree char *a = g_markup_printf_escaped ("<small>%s</small>", _("Reserve"));
    g_autofree char *b = g_markup_printf_escaped ("<small>%s</small>", _("Dead"));
    l->label_w = MAX (text_width (widget, a), text_width (widget, b)) + pad;
    if (l->panel[0].size.width < 4 * l->label_w)
      l->label_w = 0;   /* too narrow for labels: rows speak for themselves */
  }
  for (guint i = 0; i < n; i++)
    layout_panel (self, l, i, MAX (56, l->line_h * 3));
  /* Again with the smallest size any reserve needs, so all reserves show
   * cards of one size. */
  {
    double side = G_MAXDOUBLE;
    for (guint i = 0; i < n; i++)
      side = MIN (side, l->reserve[i].side);
    for (guint i = 0; i < n; i++)
      layout_panel (self, l, i, side);
  }

  l->table = l->table_full;

  if (viewer_pending (self) > 0)
    {
      guint np = viewer_pending (self);
      g_autofree char *title = pending_title (np);
      /* The title wraps in narrow windows rather than lose its end. */
      double title_h = text_height (widget, title, l->table_full.size.width - 2 * pad) + pad * 0.6;
      double band = MIN (l->table_full.size.height * 0.4, title_h + 70 + pad);
      l->pending = TRUE;
      l->pending_box = GRAPHENE_RECT_INIT (l->table_full.origin.x, l->table_full.origin.y,
                                           l->table_full.size.width, band);
      fit_row (&l->pending_row, l->pending_box.origin.x + pad,
               l->pending_box.origin.y + title_h + pad / 2,
               l->pending_box.size.width - 2 * pad,
               band - title_h - pad, np, 70);
      l->table.origin.y += band + pad / 2;
      l->table.size.height -= band + pad / 2;
    }

  layout_table_fit (self, l);

  if (showing_memorise (self))
    {
      const graphene_rect_t *b = &l->table_full;
      double title_h = 3 * l->line_h + pad;
      double bs = 36, done_h = MAX (36, l->line_h + 16);
      double s = MIN (b->size.width / 3.6,
                      (b->size.height - title_h - bs - done_h - 5 * pad) / SQRT3_2);
      double gap, x0, cy;

      s = CLAMP (s, 24, 260);
      bs = CLAMP (s * 0.26, 26, 44);
      l->memorise = TRUE;
      l->mem_box = *b;
      l->mem_title_y = b->origin.y + pad;
      gap = (b->size.width - 3 * s) / 4;
      gap = MIN (gap, s * 0.35);
      x0 = b->origin.x + (b->size.width - 3 * s - 2 * gap) / 2;
      cy = b->origin.y + title_h + pad
           + MAX (0, (b->size.height - title_h - s * SQRT3_2 - bs - done_h - 5 * pad) / 2);
      for (guint i = 0; i < 3; i++)
        {
          double cx;

          l->mem_card[i] = (Tri) { x0 + i * (s + gap), cy, s };
          cx = l->mem_card[i].x + s / 2;
          for (guint k = 0; k < MEM_N_BUTTONS; k++)
            l->mem_button[i][k] = GRAPHENE_RECT_INIT (cx - 1.5 * bs - 4 + k * (bs + 4),
                                                      cy + s * SQRT3_2 + pad, bs, bs);
        }
      {
        g_autofree char *label = g_markup_printf_escaped ("<b>%s</b>", _("Done"));
        double dw = MAX (120, text_width (widget, label) + 40);
        l->done = GRAPHENE_RECT_INIT (b->origin.x + (b->size.width - dw) / 2,
                                      cy + s * SQRT3_2 + pad + bs + 2 * pad, dw, done_h);
      }
    }
}

/* ------------------------------------------------------------------ */
/* Drawing                                                             */

static void
path_triangle (cairo_t  *cr,
               const Pt  p[3])
{
  cairo_move_to (cr, p[0].x, p[0].y);
  cairo_line_to (cr, p[1].x, p[1].y);
  cairo_line_to (cr, p[2].x, p[2].y);
  cairo_close_path (cr);
}

/* P shrunk towards its centre by FACTOR (1 = unchanged). */
static void
shrink_triangle (const Pt  p[3],
                 double    factor,
                 Pt        out[3])
{
  Pt g = { (p[0].x + p[1].x + p[2].x) / 3, (p[0].y + p[1].y + p[2].y) / 3 };

  for (guint i = 0; i < 3; i++)
    out[i] = (Pt) { g.x + (p[i].x - g.x) * factor, g.y + (p[i].y - g.y) * factor };
}

static double
tri_side (const Pt p[3])
{
  return hypot (p[1].x - p[0].x, p[1].y - p[0].y);
}

static void
draw_glyph (cairo_t *cr,
            TjGlyph  glyph,
            double   cx,
            double   cy,
            double   r)
{
  switch (glyph)
    {
    case TJ_GLYPH_CIRCLE:
      cairo_arc (cr, cx, cy, r * 0.85, 0, 2 * G_PI);
      break;
    case TJ_GLYPH_SQUARE:
      cairo_rectangle (cr, cx - r * 0.75, cy - r * 0.75, r * 1.5, r * 1.5);
      break;
    case TJ_GLYPH_TRIANGLE:
      cairo_move_to (cr, cx, cy - r * 1.05);
      cairo_line_to (cr, cx + r * 0.95, cy + r * 0.6);
      cairo_line_to (cr, cx - r * 0.95, cy + r * 0.6);
      cairo_close_path (cr);
      break;
    case TJ_GLYPH_DIAMOND:
      cairo_move_to (cr, cx, cy - r);
      cairo_line_to (cr, cx + r * 0.72, cy);
      cairo_line_to (cr, cx, cy + r);
      cairo_line_to (cr, cx - r * 0.72, cy);
      cairo_close_path (cr);
      break;
    case TJ_GLYPH_STAR:
    default:
      for (guint k = 0; k < 10; k++)
        {
          double a = -G_PI / 2 + k * G_PI / 5;
          double rr = (k % 2 == 0) ? r * 1.05 : r * 0.45;
          if (k == 0)
            cairo_move_to (cr, cx + rr * cos (a), cy + rr * sin (a));
          else
            cairo_line_to (cr, cx + rr * cos (a), cy + rr * sin (a));
        }
      cairo_close_path (cr);
      break;
    }
  cairo_fill (cr);
}

/* A card face: each corner's colour fills the kite between that corner,
 * the midpoints of its two sides and the centre, so cards meeting at a
 * point form a coloured rosette there; each kite carries its colour's
 * glyph for players who cannot tell the colours apart (spec §2.1). */
static void
draw_face (cairo_t  *cr,
           const Pt  p[3],
           int       card,
           guint     rot,
           double    alpha)
{
  Pt g = { (p[0].x + p[1].x + p[2].x) / 3, (p[0].y + p[1].y + p[2].y) / 3 };
  Pt m[3];
  double side = tri_side (p);

  for (guint i = 0; i < 3; i++)
    m[i] = (Pt) { (p[i].x + p[(i + 1) % 3].x) / 2, (p[i].y + p[(i + 1) % 3].y) / 2 };

  for (guint i = 0; i < 3; i++)
    {
      TjColour colour = tj_card_colour_at (card, rot, i);

      ts_board_util_set_source_rgb (cr, tj_colour_rgb (colour), alpha);
      cairo_move_to (cr, p[i].x, p[i].y);
      cairo_line_to (cr, m[i].x, m[i].y);
      cairo_line_to (cr, g.x, g.y);
      cairo_line_to (cr, m[(i + 2) % 3].x, m[(i + 2) % 3].y);
      cairo_close_path (cr);
      /* Fill and stroke with the same colour to close anti-aliasing seams
       * between the kites. */
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 0.6);
      cairo_stroke (cr);
    }

  if (side >= 14)
    for (guint i = 0; i < 3; i++)
      {
        TjColour colour = tj_card_colour_at (card, rot, i);
        GdkRGBA c = ts_board_util_rgb_to_rgba (tj_colour_rgb (colour), 1);
        double t = 0.55;
        double cx = p[i].x + (g.x - p[i].x) * t;
        double cy = p[i].y + (g.y - p[i].y) * t;

        if (ts_board_util_luminance (&c) > 0.3)
          cairo_set_source_rgba (cr, 0, 0, 0, 0.72 * alpha);
        else
          cairo_set_source_rgba (cr, 1, 1, 1, 0.92 * alpha);
        draw_glyph (cr, tj_colour_glyph (colour), cx, cy, MAX (side * 0.085, 2));
      }

  path_triangle (cr, p);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.55 * alpha);
  cairo_set_line_width (cr, CLAMP (side * 0.02, 1, 2.5));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

/* The notch: a light corner cap on the given corner (R21). */
static void
draw_notch (cairo_t  *cr,
            const Pt  p[3],
            guint     corner,
            double    alpha)
{
  const Pt *c = &p[corner];
  const Pt *a = &p[(corner + 1) % 3];
  const Pt *b = &p[(corner + 2) % 3];
  double f = 0.24;

  cairo_move_to (cr, c->x, c->y);
  cairo_line_to (cr, c->x + (a->x - c->x) * f, c->y + (a->y - c->y) * f);
  cairo_line_to (cr, c->x + (b->x - c->x) * f, c->y + (b->y - c->y) * f);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.98, 0.95, 0.86, alpha);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45 * alpha);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

/* A card back: one design for every card; NOTCH is the notch value, or
 * -1 for the deck. */
static void
draw_back (cairo_t  *cr,
           const Pt  p[3],
           int       notch,
           double    alpha)
{
  Pt inner[3];
  double side = tri_side (p);

  path_triangle (cr, p);
  cairo_set_source_rgba (cr, 0.30, 0.35, 0.44, alpha);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.55 * alpha);
  cairo_set_line_width (cr, CLAMP (side * 0.025, 1, 2.5));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);

  shrink_triangle (p, 0.62, inner);
  path_triangle (cr, inner);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.22 * alpha);
  cairo_set_line_width (cr, MAX (side * 0.03, 1));
  cairo_stroke (cr);

  if (notch >= 0)
    draw_notch (cr, p, notch_corner (notch), alpha);
}

/* The outline of P scaled by FACTOR about its centre, solid or dashed. */
static void
stroke_scaled (cairo_t       *cr,
               const Pt       p[3],
               double         factor,
               const GdkRGBA *colour,
               double         width,
               gboolean       dashed)
{
  Pt o[3];

  shrink_triangle (p, factor, o);
  path_triangle (cr, o);
  ts_board_util_stroke_path (cr, colour, width, dashed);
}

/* A ring inside a cell, so a neighbour's card cannot cover it. */
static void
stroke_ring (cairo_t       *cr,
             const Pt       p[3],
             const GdkRGBA *colour,
             double         width,
             gboolean       dashed)
{
  double factor = MAX (0.5, 1 - (width * 1.8) / MAX (tri_side (p) * 0.29, 1));

  stroke_scaled (cr, p, factor, colour, width, dashed);
}

/* An outline around a card, FACTOR (> 1) times its size: marks what can be
 * clicked (solid) or the keyboard focus (dashed) without covering the
 * notch. */
static void
outline_outside (cairo_t       *cr,
                 const Pt       p[3],
                 const GdkRGBA *colour,
                 double         factor,
                 gboolean       dashed)
{
  stroke_scaled (cr, p, factor, colour, 2, dashed);
}

static void
path_round_rect (cairo_t               *cr,
                 const graphene_rect_t *r,
                 double                 radius)
{
  ts_board_util_path_round_rect (cr, r->origin.x, r->origin.y, r->size.width, r->size.height,
                                 radius);
}

/* LAYOUT at (x, y); returns its height. */
static double
append_layout (GtkSnapshot   *snapshot,
               PangoLayout   *layout,
               double         x,
               double         y,
               const GdkRGBA *colour)
{
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
  return h;
}

/* Text at (x, y); WIDTH > 0 ellipsises (or wraps) to that width. */
static double
draw_text (GtkWidget      *widget,
           GtkSnapshot    *snapshot,
           const char     *markup,
           double          x,
           double          y,
           double          width,
           PangoAlignment  align,
           gboolean        wrap,
           const GdkRGBA  *colour)
{
  g_autoptr(PangoLayout) layout = text_layout (widget, markup, width, align, wrap);

  return append_layout (snapshot, layout, x, y, colour);
}

static void
draw_lattice (cairo_t      *cr,
              const Layout *l,
              const GdkRGBA *fg)
{
  const graphene_rect_t *t = &l->table_full;
  double px0 = (t->origin.x - l->ox) / l->unit;
  double px1 = (t->origin.x + t->size.width - l->ox) / l->unit;
  double py0 = (l->oy - (t->origin.y + t->size.height)) / l->unit;
  double py1 = (l->oy - t->origin.y) / l->unit;
  int r0 = (int) floor (py0 / SQRT3_2) - 1, r1 = (int) ceil (py1 / SQRT3_2) + 1;

  cairo_save (cr);
  cairo_rectangle (cr, t->origin.x, t->origin.y, t->size.width, t->size.height);
  cairo_clip (cr);
  ts_board_util_set_source (cr, fg, 0.08);
  cairo_set_line_width (cr, 1);

  /* Rows: r constant. */
  for (int r = r0; r <= r1; r++)
    {
      double y = l->oy - r * SQRT3_2 * l->unit;
      cairo_move_to (cr, t->origin.x, y);
      cairo_line_to (cr, t->origin.x + t->size.width, y);
    }
  /* q constant (x = q + r/2) and q + r constant (x = c − r/2). */
  {
    int c0 = (int) floor (px0 - (r1 * 0.5)) - 2, c1 = (int) ceil (px1 - (r0 * 0.5)) + 2;
    int d0 = (int) floor (px0 + (r0 * 0.5)) - 2, d1 = (int) ceil (px1 + (r1 * 0.5)) + 2;
    Pt a, b;

    for (int q = c0; q <= c1; q++)
      {
        plane_to_widget (l, q + r0 * 0.5, r0 * SQRT3_2, &a);
        plane_to_widget (l, q + r1 * 0.5, r1 * SQRT3_2, &b);
        cairo_move_to (cr, a.x, a.y);
        cairo_line_to (cr, b.x, b.y);
      }
    for (int c = d0; c <= d1; c++)
      {
        plane_to_widget (l, c - r0 * 0.5, r0 * SQRT3_2, &a);
        plane_to_widget (l, c - r1 * 0.5, r1 * SQRT3_2, &b);
        cairo_move_to (cr, a.x, a.y);
        cairo_line_to (cr, b.x, b.y);
      }
  }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_table (TsTrojhrannaBoard *self,
            GtkSnapshot       *snapshot,
            const Layout      *l,
            const GdkRGBA     *fg)
{
  TsTrojhrannaGame *view = tj_view (self);
  const graphene_rect_t *t = &l->table_full;
  GdkRGBA accent = ts_board_util_rgb_to_rgba (ACCENT_RGB, 1);
  const LastTurn *lt = &self->last_turn;
  TjSource source;
  int flipped = ts_trojhranna_game_get_flipped (view, &source);
  gboolean placing = acting_in (self, TJ_PHASE_PLACE) && flipped >= 0;
  guint n = ts_trojhranna_game_get_n_table (view);
  cairo_t *cr;

  cr = gtk_snapshot_append_cairo (snapshot, t);

  path_round_rect (cr, t, 10);
  ts_board_util_set_source (cr, fg, 0.035);
  cairo_fill (cr);

  draw_lattice (cr, l, fg);

  cairo_save (cr);
  cairo_rectangle (cr, t->origin.x, t->origin.y, t->size.width, t->size.height);
  cairo_clip (cr);

  if (placing)
    for (guint i = 0; i < self->n_legal; i++)
      {
        Pt p[3];

        cell_corners_widget (l, self->legal[i].cell, p);
        path_triangle (cr, p);
        ts_board_util_set_source (cr, &accent, 0.22);
        cairo_fill_preserve (cr);
        ts_board_util_set_source (cr, &accent, 0.75);
        cairo_set_line_width (cr, 1.5);
        cairo_stroke (cr);
      }

  for (guint i = 0; i < n; i++)
    {
      const TjTableCard *tc = ts_trojhranna_game_get_table_card (view, i);
      Pt p[3];

      if (tc == NULL)
        continue;
      cell_corners_widget (l, tc->cell, p);
      draw_face (cr, p, tc->card, tc->rot, 1);
    }

  /* The card placed last turn, so players see what changed. */
  if (lt->seat >= 0 && lt->placed)
    {
      guint rot;
      if (ts_trojhranna_game_get_card_at (view, lt->cell, &rot) >= 0)
        {
          Pt p[3];
          cell_corners_widget (l, lt->cell, p);
          stroke_ring (cr, p, fg, MAX (2, l->unit * 0.03), FALSE);
        }
    }

  if (placing && self->cursor_set)
    {
      Pt p[3];

      cell_corners_widget (l, self->cursor, p);
      if (find_legal (self, self->cursor) != NULL)
        {
          draw_face (cr, p, flipped, shown_rotation (self, self->cursor), 0.92);
          stroke_ring (cr, p, &accent, MAX (2.5, l->unit * 0.04), FALSE);
        }
      else if (ts_trojhranna_game_get_card_at (view, self->cursor, NULL) < 0)
        draw_face (cr, p, flipped, self->rotation, 0.3);
    }

  /* The keyboard cursor. */
  if (self->cursor_set && gtk_widget_has_focus (GTK_WIDGET (self)) && !l->memorise
      && !acting_in (self, TJ_PHASE_CHOOSE))
    {
      Pt p[3];
      cell_corners_widget (l, self->cursor, p);
      stroke_ring (cr, p, fg, 2, TRUE);
    }

  cairo_restore (cr);
  cairo_destroy (cr);
}

static void
draw_deck_box (TsTrojhrannaBoard *self,
               GtkSnapshot       *snapshot,
               const Layout      *l,
               const GdkRGBA     *fg)
{
  GtkWidget *widget = GTK_WIDGET (self);
  TsTrojhrannaGame *view = tj_view (self);
  guint n_deck = ts_trojhranna_game_get_deck_size (view);
  TjSource source = TJ_SOURCE_DECK;
  int flipped = ts_trojhranna_game_get_flipped (view, &source);
  int failed = failed_card (self);
  gboolean choosing = acting_in (self, TJ_PHASE_CHOOSE);
  GdkRGBA accent = ts_board_util_rgb_to_rgba (ACCENT_RGB, 1);
  GdkRGBA dim = *fg;
  cairo_t *cr;
  Pt p[3];
  double cw = l->caption_w;

  dim.alpha *= 0.75;
  cr = gtk_snapshot_append_cairo (snapshot, &l->deck_box);

  if (n_deck > 0)
    {
      /* A stack: a few backs offset, as many as the deck suggests. */
      guint layers = MIN (3, (n_deck + 9) / 10);
      for (guint k = layers; k > 0; k--)
        {
          Tri t = l->deck;
          t.x += (k - 1) * 2.5;
          t.y -= (k - 1) * 2.5;
          tri_corners (&t, p);
          draw_back (cr, p, -1, 1);
        }
      tri_corners (&l->deck, p);
      if (choosing)
        outline_outside (cr, p, &accent, 1.1, FALSE);
      if (choosing && self->choose_index < 0 && gtk_widget_has_focus (widget))
        outline_outside (cr, p, fg, 1.3, TRUE);
    }
  else
    {
      tri_corners (&l->deck, p);
      path_triangle (cr, p);
      ts_board_util_set_source (cr, fg, 0.3);
      cairo_set_line_width (cr, 1.5);
      cairo_set_dash (cr, (double[]) { 5, 4 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }

  if (flipped >= 0)
    {
      tri_corners (&l->flipped, p);
      draw_face (cr, p, flipped, can_act (self) ? placing_rotation (self) : 0, 1);
    }
  else if (failed >= 0)
    {
      tri_corners (&l->flipped, p);
      draw_face (cr, p, failed, 0, 1);
    }
  cairo_destroy (cr);

  {
    g_autofree char *text = g_strdup_printf (ngettext ("Deck: %u card", "Deck: %u cards", n_deck),
                                             n_deck);
    g_autofree char *markup = g_markup_printf_escaped ("<small>%s</small>", text);
    draw_text (widget, snapshot, markup, l->deck.x + l->deck.s / 2 - cw / 2, l->deck_caption_y,
               cw, PANGO_ALIGN_CENTER, FALSE, &dim);
  }

  if (flipped < 0 && failed >= 0)
    {
      const LastTurn *lt = &self->last_turn;
      g_autofree char *name = seat_name (self, lt->seat);
      g_autofree char *caption = NULL;
      g_autofree char *markup = NULL;

      /* Translators: under a card that could not be placed; %s is a player. */
      if (lt->source == TJ_SOURCE_DECK)
        caption = g_strdup_printf (_("Did not fit: to %s's reserve"), name);
      else
        caption = g_strdup_printf (_("Did not fit: to %s's dead row"), name);
      markup = g_markup_printf_escaped ("<small>%s</small>", caption);
      draw_text (widget, snapshot, markup, l->flipped.x + l->flipped.s / 2 - cw / 2,
                 l->flipped_caption_y, cw, PANGO_ALIGN_CENTER, TRUE, &dim);
    }

  if (flipped >= 0)
    {
      g_autofree char *caption = NULL;
      g_autofree char *markup = NULL;

      if (source == TJ_SOURCE_DECK)
        caption = g_strdup (_("From the deck"));
      else
        {
          g_autofree char *name = seat_name (self, ts_game_get_current_seat (self->view));
          /* Translators: under the card being placed; %s is a player. */
          caption = g_strdup_printf (_("From %s's reserve"), name);
        }
      markup = g_markup_printf_escaped ("<small>%s</small>", caption);
      draw_text (widget, snapshot, markup, l->flipped.x + l->flipped.s / 2 - cw / 2,
                 l->flipped_caption_y, cw, PANGO_ALIGN_CENTER, TRUE, &dim);
    }
}

static void
draw_panel (TsTrojhrannaBoard *self,
            GtkSnapshot       *snapshot,
            const Layout      *l,
            const GdkRGBA     *fg,
            int                seat,
            const int         *ranks)
{
  GtkWidget *widget = GTK_WIDGET (self);
  TsTrojhrannaGame *view = tj_view (self);
  const graphene_rect_t *b = &l->panel[seat];
  gboolean over = current_phase (self) == TJ_PHASE_OVER;
  gboolean current = !over && ts_game_get_current_seat (self->view) == seat;
  gboolean choosing = acting_in (self, TJ_PHASE_CHOOSE)
                      && seat == self->viewer;
  guint32 rgb = seat_rgb (self, seat);
  GdkRGBA seat_c = readable_seat_colour (rgb, fg);
  GdkRGBA accent = ts_board_util_rgb_to_rgba (ACCENT_RGB, 1);
  GdkRGBA dim = *fg;
  guint n_res = ts_trojhranna_game_get_reserve_size (view, seat);
  guint n_dead = ts_trojhranna_game_get_dead_size (view, seat);
  double name_x = b->origin.x + l->pad;
  cairo_t *cr;

  dim.alpha *= 0.7;
  cr = gtk_snapshot_append_cairo (snapshot, b);

  path_round_rect (cr, b, 8);
  if (over && ranks[seat] == 0)
    {
      ts_board_util_set_source_rgb (cr, ACCENT_RGB, 0.12);
      cairo_fill_preserve (cr);
      ts_board_util_set_source_rgb (cr, ACCENT_RGB, 1);
      cairo_set_line_width (cr, 2.5);
      cairo_stroke (cr);
    }
  else if (current)
    {
      ts_board_util_set_source_rgb (cr, rgb, 0.12);
      cairo_fill_preserve (cr);
      ts_board_util_set_source_rgb (cr, rgb, 1);
      cairo_set_line_width (cr, 2.5);
      cairo_stroke (cr);
    }
  else
    {
      ts_board_util_set_source (cr, fg, 0.05);
      cairo_fill (cr);
    }

  /* The turn marker: a pointer before the name. */
  if (current)
    {
      double h = l->line_h * 0.6;
      double y = b->origin.y + l->pad * 0.75 + l->line_h / 2;
      cairo_move_to (cr, name_x, y - h / 2);
      cairo_line_to (cr, name_x + h * 0.9, y);
      cairo_line_to (cr, name_x, y + h / 2);
      cairo_close_path (cr);
      ts_board_util_set_source_rgb (cr, rgb, 1);
      cairo_fill (cr);
    }
  else
    {
      /* A dot in the seat colour keeps names aligned and coloured. */
      double r = l->line_h * 0.22;
      cairo_arc (cr, name_x + r, b->origin.y + l->pad * 0.75 + l->line_h / 2, r, 0, 2 * G_PI);
      ts_board_util_set_source_rgb (cr, rgb, 1);
      cairo_fill (cr);
    }

  for (guint i = 0; i < n_res; i++)
    {
      TjReserveCard rc = ts_trojhranna_game_get_reserve (view, seat, i);
      Tri t = row_tri (&l->reserve[seat], i);
      Pt p[3];

      tri_corners (&t, p);
      /* Backs until the end, whatever the view knows (spec §7). */
      if (over && rc.card >= 0)
        draw_face (cr, p, rc.card, notch_rotation (rc.notch), 1);
      else
        draw_back (cr, p, rc.notch, 1);
      if (choosing)
        outline_outside (cr, p, &accent, 1.1, FALSE);
      if (choosing && self->choose_index == (int) i && gtk_widget_has_focus (widget))
        outline_outside (cr, p, fg, 1.32, TRUE);
    }

  for (guint i = 0; i < n_dead; i++)
    {
      Tri t = row_tri (&l->dead[seat], i);
      Pt p[3];

      tri_corners (&t, p);
      draw_face (cr, p, ts_trojhranna_game_get_dead (view, seat, i), 0, 1);
    }
  cairo_destroy (cr);

  {
    g_autofree char *score = score_markup (self, seat, l->score_small[seat]);
    g_autofree char *name = name_markup (self, seat);
    const graphene_rect_t *sb = &l->score_box[seat];
    g_autoptr(PangoLayout) name_layout = text_layout (widget, name, MAX (l->name_w[seat], 10),
                                                      PANGO_ALIGN_LEFT, FALSE);

    draw_text (widget, snapshot, score, sb->origin.x, sb->origin.y, sb->size.width,
               l->score_below[seat] ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT, l->score_below[seat],
               over && ranks[seat] == 0 ? fg : &dim);
    /* Shortened in the middle: "Computer 1" and "Computer 2" stay apart. */
    pango_layout_set_ellipsize (name_layout, PANGO_ELLIPSIZE_MIDDLE);
    append_layout (snapshot, name_layout, l->name_x[seat], b->origin.y + l->pad * 0.75, &seat_c);
  }

  if (l->label_w > 0)
    {
      g_autofree char *a = g_markup_printf_escaped ("<small>%s</small>", _("Reserve"));
      g_autofree char *d = g_markup_printf_escaped ("<small>%s</small>", _("Dead"));
      double lh = l->line_h * 0.85;
      Tri r0 = row_tri (&l->reserve[seat], 0);
      Tri d0 = row_tri (&l->dead[seat], 0);

      draw_text (widget, snapshot, a, b->origin.x + l->pad,
                 r0.y + r0.s * SQRT3_2 / 2 - lh / 2, l->label_w, PANGO_ALIGN_LEFT, FALSE, &dim);
      draw_text (widget, snapshot, d, b->origin.x + l->pad,
                 d0.y + d0.s * SQRT3_2 / 2 - lh / 2, l->label_w, PANGO_ALIGN_LEFT, FALSE, &dim);
    }

  /* Slot numbers for the keys 1–9 on the reserve the viewer takes from. */
  if (choosing && l->reserve[seat].side >= 22)
    for (guint i = 0; i < n_res && i < 9; i++)
      {
        Tri t = row_tri (&l->reserve[seat], i);
        Pt c = tri_centre (&t);
        g_autofree char *num = g_strdup_printf ("<small><b>%u</b></small>", i + 1);
        GdkRGBA white = { 1, 1, 1, 0.9 };
        draw_text (widget, snapshot, num, c.x - 10, c.y - l->line_h * 0.45, 20,
                   PANGO_ALIGN_CENTER, FALSE, &white);
      }

  if (n_res == 0 && l->label_w > 0)
    {
      GdkRGBA faint = *fg;
      Tri r0 = row_tri (&l->reserve[seat], 0);
      g_autofree char *none = g_markup_printf_escaped ("<small>%s</small>", C_("reserve", "empty"));
      faint.alpha *= 0.45;
      draw_text (widget, snapshot, none, r0.x, r0.y + r0.s * SQRT3_2 / 2 - l->line_h * 0.45,
                 b->size.width - l->label_w - 2 * l->pad, PANGO_ALIGN_LEFT, FALSE, &faint);
    }
}

static void
draw_pending (TsTrojhrannaBoard *self,
              GtkSnapshot       *snapshot,
              const Layout      *l,
              const GdkRGBA     *fg)
{
  GtkWidget *widget = GTK_WIDGET (self);
  TsTrojhrannaGame *view = tj_view (self);
  guint n = viewer_pending (self);
  GdkRGBA bg = ts_board_util_estimated_bg (fg);
  g_autofree char *title = pending_title (n);
  cairo_t *cr;

  cr = gtk_snapshot_append_cairo (snapshot, &l->pending_box);
  path_round_rect (cr, &l->pending_box, 8);
  ts_board_util_set_source (cr, &bg, 0.9);
  cairo_fill_preserve (cr);
  ts_board_util_set_source_rgb (cr, ACCENT_RGB, 0.9);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  for (guint i = 0; i < n; i++)
    {
      Tri t = row_tri (&l->pending_row, i);
      Pt p[3];
      tri_corners (&t, p);
      draw_face (cr, p, ts_trojhranna_game_get_pending (view, self->viewer, i), 0, 1);
    }
  cairo_destroy (cr);

  draw_text (widget, snapshot, title, l->pending_box.origin.x + l->pad,
             l->pending_box.origin.y + l->pad * 0.6, l->pending_box.size.width - 2 * l->pad,
             PANGO_ALIGN_LEFT, TRUE, fg);
}

static void
draw_button_icon (cairo_t                *cr,
                  guint                   kind,
                  const graphene_rect_t  *r)
{
  double cx = r->origin.x + r->size.width / 2, cy = r->origin.y + r->size.height / 2;
  double s = r->size.width * 0.22;

  switch (kind)
    {
    case MEM_LEFT:
    case MEM_RIGHT:
      {
        double d = kind == MEM_LEFT ? -1 : 1;
        cairo_move_to (cr, cx + d * s * 1.1, cy);
        cairo_line_to (cr, cx - d * s * 0.7, cy - s);
        cairo_line_to (cr, cx - d * s * 0.7, cy + s);
        cairo_close_path (cr);
        cairo_fill (cr);
      }
      break;
    case MEM_ROTATE:
    default:
      {
        /* A clockwise arc with an arrow head. */
        double rr = s * 1.05;
        double a1 = -G_PI / 2 + 0.35, a2 = G_PI * 1.25;
        cairo_set_line_width (cr, MAX (1.5, s * 0.32));
        cairo_arc (cr, cx, cy, rr, a1, a2);
        cairo_stroke (cr);
        cairo_move_to (cr, cx + rr * cos (a1) + s * 0.55, cy + rr * sin (a1) - s * 0.05);
        cairo_line_to (cr, cx + rr * cos (a1) - s * 0.35, cy + rr * sin (a1) - s * 0.6);
        cairo_line_to (cr, cx + rr * cos (a1) - s * 0.25, cy + rr * sin (a1) + s * 0.55);
        cairo_close_path (cr);
        cairo_fill (cr);
      }
      break;
    }
}

static void
draw_memorise (TsTrojhrannaBoard *self,
               GtkSnapshot       *snapshot,
               const Layout      *l,
               const GdkRGBA     *fg)
{
  GtkWidget *widget = GTK_WIDGET (self);
  TsTrojhrannaGame *view = tj_view (self);
  GdkRGBA bg = ts_board_util_estimated_bg (fg);
  GdkRGBA accent = ts_board_util_rgb_to_rgba (ACCENT_RGB, 1);
  GdkRGBA white = { 1, 1, 1, 1 };
  gboolean focus = gtk_widget_has_focus (widget);
  g_autofree char *title = g_markup_printf_escaped ("<big><b>%s</b></big>\n%s",
                                                    _("Your three cards"),
                                                    _("Look at them once: after Done they lie face down, even for you. The light corner shows where the notch on each back will be."));
  cairo_t *cr;

  cr = gtk_snapshot_append_cairo (snapshot, &l->mem_box);
  path_round_rect (cr, &l->mem_box, 10);
  ts_board_util_set_source (cr, &bg, 0.94);
  cairo_fill (cr);

  for (guint i = 0; i < 3; i++)
    {
      Pt p[3];
      int card = ts_trojhranna_game_get_dealt (view, self->mem_order[i]);

      tri_corners (&l->mem_card[i], p);
      if (card >= 0)
        {
          draw_face (cr, p, card, notch_rotation (self->mem_rot[i]), 1);
          draw_notch (cr, p, notch_corner (self->mem_rot[i]), 1);
        }
      if (i == self->mem_sel)
        stroke_scaled (cr, p, 1.12, focus ? fg : &accent, 2.5, focus);
      for (guint k = 0; k < MEM_N_BUTTONS; k++)
        {
          const graphene_rect_t *r = &l->mem_button[i][k];
          gboolean enabled = !((k == MEM_LEFT && i == 0) || (k == MEM_RIGHT && i == 2));

          path_round_rect (cr, r, 6);
          ts_board_util_set_source (cr, fg, enabled ? 0.1 : 0.04);
          cairo_fill_preserve (cr);
          ts_board_util_set_source (cr, fg, enabled ? 0.3 : 0.1);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
          ts_board_util_set_source (cr, fg, enabled ? 0.85 : 0.25);
          draw_button_icon (cr, k, r);
        }
    }

  path_round_rect (cr, &l->done, 8);
  ts_board_util_set_source (cr, &accent, 1);
  cairo_fill (cr);
  cairo_destroy (cr);

  draw_text (widget, snapshot, title, l->mem_box.origin.x + 2 * l->pad, l->mem_title_y,
             l->mem_box.size.width - 4 * l->pad, PANGO_ALIGN_CENTER, TRUE, fg);
  {
    g_autofree char *label = g_markup_printf_escaped ("<b>%s</b>", _("Done"));
    draw_text (widget, snapshot, label, l->done.origin.x,
               l->done.origin.y + (l->done.size.height - l->line_h) / 2,
               l->done.size.width, PANGO_ALIGN_CENTER, FALSE, &white);
  }
}

static void
draw_status (TsTrojhrannaBoard *self,
             GtkSnapshot       *snapshot,
             const Layout      *l,
             const GdkRGBA     *fg)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GdkRGBA dim = *fg;
  double y = l->status.origin.y;

  dim.alpha *= 0.75;
  if (self->prompt != NULL)
    {
      g_autofree char *m = g_markup_printf_escaped ("<b>%s</b>", self->prompt);
      y += draw_text (widget, snapshot, m, l->status.origin.x, y, l->status.size.width,
                      PANGO_ALIGN_LEFT, TRUE, fg);
    }
  if (self->status != NULL)
    {
      g_autofree char *m = g_markup_escape_text (self->status, -1);
      draw_text (widget, snapshot, m, l->status.origin.x, y, l->status.size.width,
                 PANGO_ALIGN_LEFT, TRUE, &dim);
    }
}

static void
ts_trojhranna_board_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (widget);
  GdkRGBA fg;
  Layout l;
  int ranks[TS_MAX_SEATS] = { 0 };

  ts_board_util_get_fg (widget, &fg);
  compute_layout (self, &l);
  if (self->view == NULL || l.n_seats == 0)
    return;

  if (ts_game_is_over (self->view))
    ts_game_get_ranks (self->view, ranks);

  draw_table (self, snapshot, &l, &fg);
  draw_deck_box (self, snapshot, &l, &fg);
  for (guint i = 0; i < l.n_seats; i++)
    draw_panel (self, snapshot, &l, &fg, i, ranks);
  if (l.pending)
    draw_pending (self, snapshot, &l, &fg);
  if (l.memorise)
    draw_memorise (self, snapshot, &l, &fg);
  draw_status (self, snapshot, &l, &fg);
}

/* ------------------------------------------------------------------ */
/* Refreshing from the match                                           */

static void
set_string (char       **field,
            char        *value,
            GObject     *object,
            GParamSpec  *pspec)
{
  if (ts_board_util_take_string (field, value))
    g_object_notify_by_pspec (object, pspec);
}

static void
reset_memorise (TsTrojhrannaBoard *self)
{
  for (guint i = 0; i < 3; i++)
    {
      self->mem_order[i] = i;
      self->mem_rot[i] = 0;
    }
  self->mem_sel = 0;
}

static void
refresh (TsTrojhrannaBoard *self)
{
  TjPhase phase;
  int seat;

  g_clear_object (&self->view);
  g_clear_pointer (&self->moves, g_array_unref);
  self->n_legal = 0;
  find_last_turn (self, &self->last_turn);

  if (self->match != NULL)
    {
      TsGame *game = ts_match_get_game (self->match);
      if (game != NULL && TS_IS_TROJHRANNA_GAME (game))
        self->view = ts_game_view_for (game, self->viewer);
    }

  if (self->view == NULL)
    {
      set_string (&self->status, NULL, G_OBJECT (self), properties[PROP_STATUS]);
      set_string (&self->prompt, NULL, G_OBJECT (self), properties[PROP_PROMPT]);
      update_accessible (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }

  phase = current_phase (self);
  seat = ts_game_get_current_seat (self->view);

  if (can_act (self))
    {
      self->moves = ts_game_list_moves (self->view);
      for (guint i = 0; i < self->moves->len; i++)
        {
          const TsMove *m = &g_array_index (self->moves, TsMove, i);
          TsTriCell cell;
          guint rot;
          LegalCell *lc;

          if (!ts_trojhranna_move_get_place (m, &cell, &rot))
            continue;
          lc = (LegalCell *) find_legal (self, cell);
          if (lc == NULL)
            {
              if (self->n_legal == MAX_LEGAL_CELLS)
                continue;
              lc = &self->legal[self->n_legal++];
              lc->cell = cell;
              lc->rots = 0;
              lc->row = cell.r;
              lc->key = cell_key_x2 (cell);
            }
          lc->rots |= 1u << rot;
        }
      qsort (self->legal, self->n_legal, sizeof (LegalCell), compare_legal);
    }

  /* A new memorisation starts from the dealt order. */
  if (phase == TJ_PHASE_MEMORISE)
    {
      if (self->mem_seat != seat)
        {
          reset_memorise (self);
          self->mem_seat = seat;
        }
    }
  else
    self->mem_seat = -1;

  if (phase == TJ_PHASE_CHOOSE)
    {
      guint n = seat >= 0 ? ts_trojhranna_game_get_reserve_size (tj_view (self), seat) : 0;
      if (self->last_phase != TJ_PHASE_CHOOSE || self->last_seat != seat)
        self->choose_index = -1;
      self->choose_index = CLAMP (self->choose_index, -1, (int) n - 1);
    }

  if (phase == TJ_PHASE_PLACE)
    {
      /* A new card to place: start from its own orientation, on the first
       * cell where it fits, unless the pointer already shows a cell. */
      if (self->last_phase != TJ_PHASE_PLACE)
        self->rotation = 0;
      if ((!self->cursor_set || find_legal (self, self->cursor) == NULL) && self->n_legal > 0
          && self->last_phase != TJ_PHASE_PLACE)
        {
          self->cursor = self->legal[0].cell;
          self->cursor_set = TRUE;
        }
    }

  if (!self->cursor_set)
    {
      self->cursor = (TsTriCell) { 0, 0, TS_TRI_UP };
      self->cursor_set = TRUE;
    }

  self->last_phase = phase;
  self->last_seat = seat;

  set_string (&self->status, compute_status (self), G_OBJECT (self), properties[PROP_STATUS]);
  set_string (&self->prompt, compute_prompt (self), G_OBJECT (self), properties[PROP_PROMPT]);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_match_changed (TsTrojhrannaBoard *self)
{
  refresh (self);
}

/* ------------------------------------------------------------------ */
/* Moves                                                               */

/* Emits MOVE if the rules allow it now; the last thing a handler does,
 * because the window may play it (and we refresh) inside the emission. */
static void
emit_move (TsTrojhrannaBoard *self,
           const TsMove      *move)
{
  /* Checked on the real game: the view cannot always tell (the last
   * arrangement turns up the start card, hidden in the view), and the
   * answer reveals nothing that is drawn. */
  ts_board_util_emit_if_legal (TS_BOARD (self), self->match, can_act (self), move,
                               GTK_WIDGET (self));
}

/* These build the move and leave the checking to emit_move (), which
 * rings the bell for a slot or cell that does not take it. */
static void
choose_deck (TsTrojhrannaBoard *self)
{
  TsMove move = ts_trojhranna_move_draw ();

  if (acting_in (self, TJ_PHASE_CHOOSE))
    emit_move (self, &move);
}

static void
choose_slot (TsTrojhrannaBoard *self,
             guint              slot)
{
  TsMove move = ts_trojhranna_move_flip (MIN (slot, G_MAXINT));

  if (acting_in (self, TJ_PHASE_CHOOSE))
    emit_move (self, &move);
}

static void
place_at (TsTrojhrannaBoard *self,
          TsTriCell          cell)
{
  TsMove move = ts_trojhranna_move_place (cell, shown_rotation (self, cell));

  if (acting_in (self, TJ_PHASE_PLACE))
    emit_move (self, &move);
}

static void
memorise_done (TsTrojhrannaBoard *self)
{
  TsMove move = ts_trojhranna_move_arrange (self->mem_order, self->mem_rot);

  if (!showing_memorise (self))
    return;
  emit_move (self, &move);
}

static void
memorise_move_card (TsTrojhrannaBoard *self,
                    guint              slot,
                    int                dir)
{
  int to = (int) slot + dir;
  guint t;

  if (to < 0 || to > 2)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  t = self->mem_order[slot];
  self->mem_order[slot] = self->mem_order[to];
  self->mem_order[to] = t;
  t = self->mem_rot[slot];
  self->mem_rot[slot] = self->mem_rot[to];
  self->mem_rot[to] = t;
  self->mem_sel = to;
}

static void
changed_locally (TsTrojhrannaBoard *self)
{
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
rotate (TsTrojhrannaBoard *self,
        int                dir)
{
  if (showing_memorise (self))
    {
      self->mem_rot[self->mem_sel] = (self->mem_rot[self->mem_sel] + 3 + dir) % 3;
      changed_locally (self);
      return;
    }

  if (!acting_in (self, TJ_PHASE_PLACE))
    return;

  if (self->cursor_set && find_legal (self, self->cursor) != NULL)
    {
      /* On a cell where the card fits, step through the rotations that fit
       * there, so every press changes what is shown. */
      const LegalCell *lc = find_legal (self, self->cursor);
      guint shown = shown_rotation (self, self->cursor);
      for (guint k = 1; k <= 3; k++)
        {
          guint r = (shown + 3 + dir * (int) k) % 3;
          if (lc->rots & (1u << r))
            {
              if (r == shown)
                gtk_widget_error_bell (GTK_WIDGET (self));
              self->rotation = r;
              break;
            }
        }
    }
  else
    self->rotation = (self->rotation + 3 + dir) % 3;

  changed_locally (self);
}

/* ------------------------------------------------------------------ */
/* Actions (keys)                                                      */

/* PARAM: 1 clockwise, -1 counter-clockwise. */
static void
action_rotate (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  rotate (TS_TROJHRANNA_BOARD (widget), g_variant_get_int32 (param) < 0 ? -1 : 1);
}

static void
action_draw (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  choose_deck (TS_TROJHRANNA_BOARD (widget));
}

static void
action_flip (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  int slot = g_variant_get_int32 (param);

  if (slot >= 0)
    choose_slot (TS_TROJHRANNA_BOARD (widget), slot);
}

static void
action_activate (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (widget);

  if (!can_act (self))
    return;
  switch (current_phase (self))
    {
    case TJ_PHASE_MEMORISE:
      memorise_done (self);
      break;
    case TJ_PHASE_CHOOSE:
      if (self->choose_index < 0)
        choose_deck (self);
      else
        choose_slot (self, self->choose_index);
      break;
    case TJ_PHASE_PLACE:
      if (self->cursor_set)
        place_at (self, self->cursor);
      break;
    case TJ_PHASE_OVER:
    default:
      break;
    }
}

static gboolean
cell_visible (TsTrojhrannaBoard *self,
              TsTriCell          cell)
{
  Layout l;
  Pt c;

  compute_layout (self, &l);
  if (l.unit <= 0)
    return FALSE;
  c = cell_centre_widget (&l, cell);
  return rect_contains (&l.table, c.x, c.y);
}

static TsTriCell
step_cell (TsTriCell cell,
           int       dx,
           int       dy)
{
  /* Left and right walk a row (U(q,r), D(q,r), U(q+1,r) …); up and down go
   * to the cell straight above or below (same centroid x). */
  if (dx > 0)
    cell = cell.s == TS_TRI_UP ? (TsTriCell) { cell.q, cell.r, TS_TRI_DOWN }
                               : (TsTriCell) { cell.q + 1, cell.r, TS_TRI_UP };
  else if (dx < 0)
    cell = cell.s == TS_TRI_DOWN ? (TsTriCell) { cell.q, cell.r, TS_TRI_UP }
                                 : (TsTriCell) { cell.q - 1, cell.r, TS_TRI_DOWN };
  else if (dy > 0)
    cell = cell.s == TS_TRI_UP ? (TsTriCell) { cell.q - 1, cell.r + 1, TS_TRI_DOWN }
                               : (TsTriCell) { cell.q, cell.r + 1, TS_TRI_UP };
  else if (dy < 0)
    cell = cell.s == TS_TRI_UP ? (TsTriCell) { cell.q, cell.r - 1, TS_TRI_DOWN }
                               : (TsTriCell) { cell.q + 1, cell.r - 1, TS_TRI_UP };
  return cell;
}

static void
action_move (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (widget);
  int dx = 0, dy = 0;

  g_variant_get (param, "(ii)", &dx, &dy);
  if (self->view == NULL)
    return;

  if (showing_memorise (self))
    {
      int sel = (int) self->mem_sel + dx;
      if (dx == 0)
        return;
      if (sel < 0 || sel > 2)
        gtk_widget_error_bell (widget);
      else
        self->mem_sel = sel;
      changed_locally (self);
      return;
    }

  if (acting_in (self, TJ_PHASE_CHOOSE))
    {
      int n = ts_trojhranna_game_get_reserve_size (tj_view (self), self->viewer);
      int i = self->choose_index + dx;
      if (dx == 0)
        return;
      if (i < -1 || i >= n)
        gtk_widget_error_bell (widget);
      else
        self->choose_index = i;
      changed_locally (self);
      return;
    }

  /* Anywhere else the cursor explores the table (also for spectators and
   * screen-reader users between turns). */
  {
    TsTriCell next = step_cell (self->cursor, dx, dy);
    if (!self->cursor_set || cell_visible (self, next))
      {
        self->cursor = self->cursor_set ? next : (TsTriCell) { 0, 0, TS_TRI_UP };
        self->cursor_set = TRUE;
      }
    else
      gtk_widget_error_bell (widget);
    changed_locally (self);
  }
}

static void
action_move_card (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (widget);

  if (!showing_memorise (self))
    return;
  memorise_move_card (self, self->mem_sel, g_variant_get_int32 (param));
  changed_locally (self);
}

static void
jump_legal (TsTrojhrannaBoard *self,
            int                how)   /* 1 next, -1 previous, 0 first */
{
  int found = -1;

  if (self->n_legal == 0)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  if (how == 0 || !self->cursor_set)
    found = 0;
  else
    {
      LegalCell here = { self->cursor, 0, cell_key_x2 (self->cursor), self->cursor.r };

      if (how > 0)
        {
          for (guint i = 0; i < self->n_legal && found < 0; i++)
            if (compare_legal (&self->legal[i], &here) > 0)
              found = i;
          if (found < 0)
            found = 0;
        }
      else
        {
          for (int i = self->n_legal - 1; i >= 0 && found < 0; i--)
            if (compare_legal (&self->legal[i], &here) < 0)
              found = i;
          if (found < 0)
            found = self->n_legal - 1;
        }
    }

  self->cursor = self->legal[found].cell;
  self->cursor_set = TRUE;
  changed_locally (self);
}

/* PARAM: 1 the next cell where the card fits, -1 the previous, 0 the
 * first. */
static void
action_jump_legal (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  jump_legal (TS_TROJHRANNA_BOARD (widget), CLAMP (g_variant_get_int32 (param), -1, 1));
}

static void
action_done (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  memorise_done (TS_TROJHRANNA_BOARD (widget));
}

/* ------------------------------------------------------------------ */
/* Pointer                                                             */

static void
handle_click (TsTrojhrannaBoard *self,
              double             x,
              double             y)
{
  Layout l;
  TsTriCell cell;

  if (!can_act (self))
    return;
  compute_layout (self, &l);

  if (l.memorise)
    {
      for (guint i = 0; i < 3; i++)
        {
          if (tri_contains (&l.mem_card[i], x, y))
            {
              self->mem_sel = i;
              self->mem_rot[i] = (self->mem_rot[i] + 1) % 3;
              changed_locally (self);
              return;
            }
          for (guint k = 0; k < MEM_N_BUTTONS; k++)
            if (rect_contains (&l.mem_button[i][k], x, y))
              {
                self->mem_sel = i;
                if (k == MEM_ROTATE)
                  self->mem_rot[i] = (self->mem_rot[i] + 1) % 3;
                else
                  memorise_move_card (self, i, k == MEM_LEFT ? -1 : 1);
                changed_locally (self);
                return;
              }
        }
      if (rect_contains (&l.done, x, y))
        memorise_done (self);
      return;
    }

  switch (current_phase (self))
    {
    case TJ_PHASE_CHOOSE:
      if (tri_contains (&l.deck, x, y))
        {
          self->choose_index = -1;
          choose_deck (self);
          return;
        }
      for (guint i = 0; i < ts_trojhranna_game_get_reserve_size (tj_view (self), self->viewer); i++)
        {
          Tri t = row_tri (&l.reserve[self->viewer], i);
          if (tri_contains (&t, x, y))
            {
              self->choose_index = i;
              choose_slot (self, i);
              return;
            }
        }
      break;

    case TJ_PHASE_PLACE:
      if (cell_at (&l, x, y, &cell))
        {
          self->cursor = cell;
          self->cursor_set = TRUE;
          place_at (self, cell);
        }
      break;

    case TJ_PHASE_MEMORISE:
    case TJ_PHASE_OVER:
    default:
      break;
    }
}

static void
on_click_pressed (GtkGestureClick   *gesture,
                  int                n_press,
                  double             x,
                  double             y,
                  TsTrojhrannaBoard *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  handle_click (self, x, y);
}

/* Makes what lies under (X, Y) the thing a turn applies to: the dealt card
 * there while memorising, the cell there while placing.  The wheel and the
 * right button turn what they point at, not whatever the keyboard last
 * selected. */
static void
aim_at (TsTrojhrannaBoard *self,
        double             x,
        double             y)
{
  Layout l;
  TsTriCell cell;

  compute_layout (self, &l);
  if (l.memorise)
    {
      for (guint i = 0; i < 3; i++)
        if (tri_contains (&l.mem_card[i], x, y))
          self->mem_sel = i;
    }
  else if (acting_in (self, TJ_PHASE_PLACE) && cell_at (&l, x, y, &cell))
    {
      self->cursor = cell;
      self->cursor_set = TRUE;
    }
}

static void
on_secondary_pressed (GtkGestureClick   *gesture,
                      int                n_press,
                      double             x,
                      double             y,
                      TsTrojhrannaBoard *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (!can_act (self))
    return;
  aim_at (self, x, y);
  rotate (self, 1);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           TsTrojhrannaBoard        *self)
{
  Layout l;
  TsTriCell cell;

  self->pointer_x = x;
  self->pointer_y = y;
  self->pointer_in = TRUE;

  if (!acting_in (self, TJ_PHASE_PLACE))
    return;
  compute_layout (self, &l);
  if (cell_at (&l, x, y, &cell)
      && (!self->cursor_set || !ts_tri_cell_equal (cell, self->cursor)))
    {
      self->cursor = cell;
      self->cursor_set = TRUE;
      changed_locally (self);
    }
}

static void
on_leave (GtkEventControllerMotion *motion,
          TsTrojhrannaBoard        *self)
{
  self->pointer_in = FALSE;
}

static gboolean
on_scroll (GtkEventControllerScroll *scroll,
           double                    dx,
           double                    dy,
           TsTrojhrannaBoard        *self)
{
  if (!can_act (self) || dy == 0)
    return FALSE;
  if (current_phase (self) != TJ_PHASE_PLACE && !showing_memorise (self))
    return FALSE;
  if (self->pointer_in)
    aim_at (self, self->pointer_x, self->pointer_y);
  rotate (self, dy > 0 ? 1 : -1);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* TsBoard                                                             */

static void
board_set_match (TsBoard *board,
                 TsMatch *match)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (board);

  if (!ts_board_util_swap_match (self, &self->match, &self->changed_id, match,
                                 G_CALLBACK (on_match_changed)))
    return;
  self->mem_seat = -1;
  self->last_phase = TJ_PHASE_OVER;
  self->last_seat = TS_SEAT_NONE;
  self->cursor_set = FALSE;
  self->rotation = 0;
  self->choose_index = -1;
  refresh (self);
}

static void
board_set_viewer (TsBoard *board,
                  int      seat)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (board);

  if (self->viewer == seat)
    return;
  self->viewer = seat;
  /* Another pair of eyes: nothing the last viewer arranged carries over. */
  self->mem_seat = -1;
  refresh (self);
}

static void
board_set_interactive (TsBoard  *board,
                       gboolean  interactive)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (board);

  if (ts_board_util_set_flag (&self->interactive, interactive))
    refresh (self);
}


/* ------------------------------------------------------------------ */
/* GObject                                                             */

static void
ts_trojhranna_board_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 360;
      *natural = 960;
    }
  else
    {
      *minimum = 320;
      *natural = 640;
    }
}

static void
ts_trojhranna_board_dispose (GObject *object)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (object);

  ts_board_util_drop_match (&self->match, &self->changed_id);
  g_clear_object (&self->view);
  g_clear_pointer (&self->moves, g_array_unref);

  G_OBJECT_CLASS (ts_trojhranna_board_parent_class)->dispose (object);
}

static void
ts_trojhranna_board_finalize (GObject *object)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (object);

  g_free (self->status);
  g_free (self->prompt);
  g_free (self->a11y_text);

  G_OBJECT_CLASS (ts_trojhranna_board_parent_class)->finalize (object);
}

static void
ts_trojhranna_board_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (object);

  switch (prop_id)
    {
    case PROP_STATUS:
      g_value_set_string (value, self->status);
      break;
    case PROP_PROMPT:
      g_value_set_string (value, self->prompt);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_trojhranna_board_focus_changed (TsTrojhrannaBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ts_trojhranna_board_class_init (TsTrojhrannaBoardClass *klass)
{
  /* This board keeps its own match, viewer and flags (see ts-board.h). */
  TS_BOARD_CLASS (klass)->set_match = board_set_match;
  TS_BOARD_CLASS (klass)->set_viewer = board_set_viewer;
  TS_BOARD_CLASS (klass)->set_interactive = board_set_interactive;

  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_trojhranna_board_dispose;
  object_class->finalize = ts_trojhranna_board_finalize;
  object_class->get_property = ts_trojhranna_board_get_property;

  widget_class->snapshot = ts_trojhranna_board_snapshot;
  widget_class->measure = ts_trojhranna_board_measure;

  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROMPT] =
    g_param_spec_string ("prompt", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "board.rotate", "i", action_rotate);
  gtk_widget_class_install_action (widget_class, "board.draw", NULL, action_draw);
  gtk_widget_class_install_action (widget_class, "board.flip", "i", action_flip);
  gtk_widget_class_install_action (widget_class, "board.activate", NULL, action_activate);
  gtk_widget_class_install_action (widget_class, "board.move", "(ii)", action_move);
  gtk_widget_class_install_action (widget_class, "board.move-card", "i", action_move_card);
  gtk_widget_class_install_action (widget_class, "board.jump-legal", "i", action_jump_legal);
  gtk_widget_class_install_action (widget_class, "board.done", NULL, action_done);

  ts_board_util_add_key (widget_class, GDK_KEY_r, 0, "board.rotate", "i", 1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_R, GDK_SHIFT_MASK, "board.rotate", "i", -1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_d, 0, "board.draw", NULL, 0, 0);
  for (int i = 0; i < 9; i++)
    {
      ts_board_util_add_key (widget_class, GDK_KEY_1 + i, 0, "board.flip", "i", i, 0);
      ts_board_util_add_key (widget_class, GDK_KEY_KP_1 + i, 0, "board.flip", "i", i, 0);
    }
  ts_board_util_add_key (widget_class, GDK_KEY_Return, 0, "board.activate", NULL, 0, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Enter, 0, "board.activate", NULL, 0, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_space, 0, "board.activate", NULL, 0, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_Left, 0, "board.move", "(ii)", -1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_Right, 0, "board.move", "(ii)", 1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_Up, 0, "board.move", "(ii)", 0, 1);
  ts_board_util_add_key (widget_class, GDK_KEY_Down, 0, "board.move", "(ii)", 0, -1);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Left, 0, "board.move", "(ii)", -1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Right, 0, "board.move", "(ii)", 1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Up, 0, "board.move", "(ii)", 0, 1);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Down, 0, "board.move", "(ii)", 0, -1);
  ts_board_util_add_key (widget_class, GDK_KEY_Left, GDK_SHIFT_MASK, "board.move-card", "i", -1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_Right, GDK_SHIFT_MASK, "board.move-card", "i", 1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_n, 0, "board.jump-legal", "i", 1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_N, GDK_SHIFT_MASK, "board.jump-legal", "i", -1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_Home, 0, "board.jump-legal", "i", 0, 0);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_WIDGET);
  gtk_widget_class_set_css_name (widget_class, "trojhranna-board");
}

static void
ts_trojhranna_board_init (TsTrojhrannaBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click;
  GtkEventController *controller;

  self->viewer = TS_SEAT_NONE;
  self->mem_seat = -1;
  self->last_phase = TJ_PHASE_OVER;
  self->last_seat = TS_SEAT_NONE;
  self->last_turn = (LastTurn) { .seat = TS_SEAT_NONE, .card = -1 };
  self->choose_index = -1;
  reset_memorise (self);

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);

  /* One gesture per button; the names let tests find them. */
  click = gtk_gesture_click_new ();
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (click), "board-click");
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_click_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  click = gtk_gesture_click_new ();
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (click), "board-secondary-click");
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_secondary_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  controller = gtk_event_controller_motion_new ();
  gtk_event_controller_set_name (controller, "board-motion");
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL
                                                | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE);
  gtk_event_controller_set_name (controller, "board-scroll");
  g_signal_connect (controller, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (ts_trojhranna_board_focus_changed), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (ts_trojhranna_board_focus_changed), self);
  gtk_widget_add_controller (widget, controller);

  update_accessible (self);
}

/* ------------------------------------------------------------------ */
/* Public                                                              */

/* The centre of T, for the test hooks. */
static gboolean
tri_point (const Tri *t,
           double    *x,
           double    *y)
{
  Pt c = tri_centre (t);

  *x = c.x;
  *y = c.y;
  return TRUE;
}

GtkWidget *
ts_trojhranna_board_new (void)
{
  return g_object_new (TS_TYPE_TROJHRANNA_BOARD, NULL);
}

const char *
ts_trojhranna_board_get_status (TsTrojhrannaBoard *self)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), NULL);
  return self->status;
}

const char *
ts_trojhranna_board_get_prompt (TsTrojhrannaBoard *self)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), NULL);
  return self->prompt;
}

gboolean
ts_trojhranna_board_get_cell_point (TsTrojhrannaBoard *self,
                                    TsTriCell          cell,
                                    double            *x,
                                    double            *y)
{
  Layout l;
  Pt c;

  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), FALSE);
  compute_layout (self, &l);
  if (l.unit <= 0)
    return FALSE;
  c = cell_centre_widget (&l, cell);
  *x = c.x;
  *y = c.y;
  return rect_contains (&l.table, c.x, c.y);
}

gboolean
ts_trojhranna_board_get_deck_point (TsTrojhrannaBoard *self,
                                    double            *x,
                                    double            *y)
{
  Layout l;

  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), FALSE);
  compute_layout (self, &l);
  if (l.deck.s <= 0)
    return FALSE;
  return tri_point (&l.deck, x, y);
}

gboolean
ts_trojhranna_board_get_flipped_point (TsTrojhrannaBoard *self,
                                       double            *x,
                                       double            *y)
{
  Layout l;
  TjSource source;

  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), FALSE);
  compute_layout (self, &l);
  if (l.flipped.s <= 0
      || (ts_trojhranna_game_get_flipped (tj_view (self), &source) < 0 && failed_card (self) < 0))
    return FALSE;
  return tri_point (&l.flipped, x, y);
}

gboolean
ts_trojhranna_board_get_reserve_point (TsTrojhrannaBoard *self,
                                       int                seat,
                                       guint              slot,
                                       double            *x,
                                       double            *y)
{
  Layout l;
  Tri t;

  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), FALSE);
  compute_layout (self, &l);
  if (seat < 0 || (guint) seat >= l.n_seats
      || slot >= ts_trojhranna_game_get_reserve_size (tj_view (self), seat))
    return FALSE;
  t = row_tri (&l.reserve[seat], slot);
  return tri_point (&t, x, y);
}

gboolean
ts_trojhranna_board_get_dealt_point (TsTrojhrannaBoard *self,
                                     guint              slot,
                                     double            *x,
                                     double            *y)
{
  Layout l;

  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), FALSE);
  compute_layout (self, &l);
  if (!l.memorise || slot > 2)
    return FALSE;
  return tri_point (&l.mem_card[slot], x, y);
}

gboolean
ts_trojhranna_board_get_done_point (TsTrojhrannaBoard *self,
                                    double            *x,
                                    double            *y)
{
  Layout l;

  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), FALSE);
  compute_layout (self, &l);
  if (!l.memorise)
    return FALSE;
  *x = l.done.origin.x + l.done.size.width / 2;
  *y = l.done.origin.y + l.done.size.height / 2;
  return TRUE;
}

char *
ts_trojhranna_board_describe_point (TsTrojhrannaBoard *self,
                                    double             x,
                                    double             y)
{
  TsTrojhrannaGame *view;
  TjSource source;
  Layout l;
  TsTriCell cell;

  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), NULL);
  if (self->view == NULL)
    return NULL;
  view = tj_view (self);
  compute_layout (self, &l);

  if (l.memorise)
    {
      for (guint i = 0; i < 3; i++)
        if (tri_contains (&l.mem_card[i], x, y))
          return describe_mem_card (self, i);
      if (rect_contains (&l.done, x, y))
        return g_strdup (_("Done"));
      if (rect_contains (&l.mem_box, x, y))
        return NULL;
    }

  if (l.pending)
    for (guint i = 0; i < viewer_pending (self); i++)
      {
        Tri t = row_tri (&l.pending_row, i);
        if (tri_contains (&t, x, y))
          {
            g_autofree char *colours = tj_card_describe_colours (ts_trojhranna_game_get_pending (view, self->viewer, i), 0);
            return g_strdup_printf (_("Penalty card you received: %s"), colours);
          }
      }

  if (tri_contains (&l.deck, x, y))
    return describe_deck (self);
  if ((ts_trojhranna_game_get_flipped (view, &source) >= 0 || failed_card (self) >= 0)
      && tri_contains (&l.flipped, x, y))
    return describe_flipped (self);

  for (guint s = 0; s < l.n_seats; s++)
    {
      for (guint i = 0; i < ts_trojhranna_game_get_reserve_size (view, s); i++)
        {
          Tri t = row_tri (&l.reserve[s], i);
          if (tri_contains (&t, x, y))
            return describe_slot (self, s, i);
        }
      for (guint i = 0; i < ts_trojhranna_game_get_dead_size (view, s); i++)
        {
          Tri t = row_tri (&l.dead[s], i);
          if (tri_contains (&t, x, y))
            return describe_dead (self, s, i);
        }
    }

  if (cell_at (&l, x, y, &cell))
    return describe_cell (self, cell);
  return NULL;
}

gboolean
ts_trojhranna_board_score_fits (TsTrojhrannaBoard *self,
                                int                seat)
{
  Layout l;
  g_autofree char *score = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  int w, h;

  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), FALSE);
  compute_layout (self, &l);
  if (seat < 0 || (guint) seat >= l.n_seats)
    return FALSE;
  score = score_markup (self, seat, l.score_small[seat]);
  /* Laid out as draw_panel () draws it. */
  layout = text_layout (GTK_WIDGET (self), score, l.score_box[seat].size.width,
                        PANGO_ALIGN_LEFT, l.score_below[seat]);
  pango_layout_get_pixel_size (layout, &w, &h);
  return !pango_layout_is_ellipsized (layout)
         && l.score_box[seat].origin.x >= l.panel[seat].origin.x
         && l.score_box[seat].origin.y + h <= l.reserve[seat].y + 1;
}

const char *
ts_trojhranna_board_get_accessible_text (TsTrojhrannaBoard *self)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), NULL);
  return self->a11y_text;
}

gboolean
ts_trojhranna_board_get_cursor (TsTrojhrannaBoard *self,
                                TsTriCell         *cell)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), FALSE);
  if (cell != NULL)
    *cell = self->cursor;
  return self->cursor_set;
}

guint
ts_trojhranna_board_get_rotation (TsTrojhrannaBoard *self)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), 0);
  return self->rotation;
}
