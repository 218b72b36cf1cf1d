/* test-card-views.c — the kit's card view and hand view, and the canvas
 * following the theme, under a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gtk/gtk.h>

#include "test-board-util.h"
#include "ts-board-canvas.h"
#include "ts-card-view.h"
#include "ts-hand-view.h"

static gboolean have_display;

#define SKIP_WITHOUT_DISPLAY()          \
  G_STMT_START {                        \
    if (!have_display)                  \
      {                                 \
        g_test_skip ("no display");     \
        return;                         \
      }                                 \
  } G_STMT_END

/* Records what the game is asked to draw. */
typedef struct
{
  guint n_draws;
  int   card;
  int   face_up;
  int   orientation;
} Drawn;

static void
draw_card (TsCardView *view,
           cairo_t    *cr,
           double      width,
           double      height,
           gpointer    data)
{
  Drawn *drawn = data;

  g_assert_cmpfloat (width, >, 0);
  g_assert_cmpfloat (height, >, 0);
  drawn->n_draws++;
  drawn->card = ts_card_view_get_card (view);
  drawn->face_up = ts_card_view_get_face_up (view);
  drawn->orientation = ts_card_view_get_orientation (view);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
}

static GtkWidget *
open_window (GtkWidget *child,
             int        width,
             int        height)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  ts_test_wait_for_paint (window, child);
  return window;
}

static void
count (gpointer  instance,
       guint    *n)
{
  (*n)++;
}

static void
remember_index (TsHandView *hand,
                guint       index,
                int        *last)
{
  *last = index;
}

/* A card view draws through the game's function only when one of its
 * values changes; a stack of N draws a few backs; activation (click,
 * Enter, gtk_widget_activate) emits "activate". */
static void
test_card_view (void)
{
  GtkWidget *card, *box, *window;
  TsCardView *view;
  Drawn drawn = { 0 };
  guint n_activated = 0, before;

  SKIP_WITHOUT_DISPLAY ();
  card = ts_card_view_new ();
  view = TS_CARD_VIEW (card);
  ts_card_view_set_draw_func (view, draw_card, &drawn, NULL);
  ts_card_view_set_card_size (view, 60, 50);
  ts_card_view_set_card (view, 7, TRUE, 2);
  g_signal_connect (card, "activate", G_CALLBACK (count), &n_activated);
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_halign (card, GTK_ALIGN_START);
  gtk_widget_set_valign (card, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), card);
  window = open_window (box, 200, 200);

  g_assert_cmpint (gtk_widget_get_width (card), ==, 60);
  g_assert_cmpint (gtk_widget_get_height (card), ==, 50);
  g_assert_cmpuint (drawn.n_draws, >=, 1);
  g_assert_cmpint (drawn.card, ==, 7);
  g_assert_true (drawn.face_up);
  g_assert_cmpint (drawn.orientation, ==, 2);
  /* A card nobody has named yet is no Tab stop; named, it is one. */
  g_assert_false (gtk_widget_get_focusable (card));
  ts_card_view_set_accessible_name (view, "Seven");
  g_assert_true (gtk_widget_get_focusable (card));

  /* A frame without a change reuses the card's drawing. */
  before = drawn.n_draws;
  ts_test_wait_for_paint (window, box);
  g_assert_cmpuint (drawn.n_draws, ==, before);

  /* The same values again: nothing to draw. */
  ts_card_view_set_card (view, 7, TRUE, 2);
  ts_card_view_set_legal (view, FALSE);
  ts_test_wait_for_paint (window, box);
  g_assert_cmpuint (drawn.n_draws, ==, before);

  /* A back; then a stack of 5 draws three layers. */
  ts_card_view_set_card (view, -1, FALSE, 1);
  ts_test_wait_for_paint (window, card);
  g_assert_cmpuint (drawn.n_draws, ==, before + 1);
  g_assert_false (drawn.face_up);
  ts_card_view_set_count (view, 5);
  g_assert_cmpuint (ts_card_view_get_count (view), ==, 5);
  ts_test_wait_for_paint (window, card);
  g_assert_cmpuint (drawn.n_draws, ==, before + 4);

  /* No card and no count: an empty place, nothing for the game. */
  ts_card_view_set_count (view, 0);
  ts_test_wait_for_paint (window, card);
  g_assert_cmpuint (drawn.n_draws, ==, before + 4);

  /* States and the name a screen reader reads. */
  ts_card_view_set_legal (view, TRUE);
  ts_card_view_set_selected (view, TRUE);
  g_assert_true (ts_card_view_get_legal (view));
  g_assert_true (ts_card_view_get_selected (view));
  ts_card_view_set_accessible_name (view, "Deck, 5 cards");
  g_assert_cmpstr (ts_card_view_get_accessible_name (view), ==, "Deck, 5 cards");

  g_assert_true (gtk_widget_activate (card));
  g_assert_cmpuint (n_activated, ==, 1);
  g_signal_emit_by_name (card, "activate");
  g_assert_cmpuint (n_activated, ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A hand: its cards wrap onto lines in a narrow width, ← and → move the
 * focus along them, and activating one names its index. */
static void
test_hand_view (void)
{
  GtkWidget *hand, *window;
  TsHandView *h;
  Drawn drawn = { 0 };
  int last = -1;
  int min, nat;

  SKIP_WITHOUT_DISPLAY ();
  hand = ts_hand_view_new ();
  h = TS_HAND_VIEW (hand);
  ts_hand_view_set_draw_func (h, draw_card, &drawn);
  ts_hand_view_set_card_size (h, 40, 30);
  ts_hand_view_set_placeholder (h, "empty");
  g_signal_connect (hand, "card-activated", G_CALLBACK (remember_index), &last);

  /* Empty: the placeholder. */
  gtk_widget_measure (hand, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, >, 0);
  g_assert_cmpuint (ts_hand_view_get_n_cards (h), ==, 0);

  ts_hand_view_set_n_cards (h, 5);
  g_assert_cmpuint (ts_hand_view_get_n_cards (h), ==, 5);
  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *name = g_strdup_printf ("Card %u", i + 1);

      ts_card_view_set_card (ts_hand_view_get_card (h, i), i, TRUE, 0);
      /* Named as every game names its cards: a Tab stop. */
      ts_card_view_set_accessible_name (ts_hand_view_get_card (h, i), name);
    }

  /* One line in 5 widths; more lines when narrower. */
  gtk_widget_measure (hand, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, 40);
  g_assert_cmpint (nat, ==, 5 * 40 + 4 * TS_HAND_VIEW_SPACING);
  gtk_widget_measure (hand, GTK_ORIENTATION_VERTICAL, nat, &min, NULL, NULL, NULL);
  g_assert_cmpint (min, ==, 30);
  gtk_widget_measure (hand, GTK_ORIENTATION_VERTICAL, 2 * 40 + TS_HAND_VIEW_SPACING, &min, NULL, NULL, NULL);
  g_assert_cmpint (min, ==, 3 * 30 + 2 * TS_HAND_VIEW_SPACING);

  window = open_window (hand, 300, 200);
  g_assert_cmpuint (drawn.n_draws, >=, 5);

  /* Keys: from the first card → twice, ← once, End, ← past the start rings. */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (ts_hand_view_get_card (h, 0))));
  g_assert_cmpint (ts_hand_view_get_focus_index (h), ==, 0);
  ts_test_activate (hand, "hand.move-focus", g_variant_new_int32 (1));
  ts_test_activate (hand, "hand.move-focus", g_variant_new_int32 (1));
  g_assert_cmpint (ts_hand_view_get_focus_index (h), ==, 2);
  ts_test_activate (hand, "hand.move-focus", g_variant_new_int32 (-1));
  g_assert_cmpint (ts_hand_view_get_focus_index (h), ==, 1);
  ts_test_activate (hand, "hand.move-focus", g_variant_new_int32 (G_MAXINT32));
  g_assert_cmpint (ts_hand_view_get_focus_index (h), ==, 4);
  ts_test_activate (hand, "hand.move-focus", g_variant_new_int32 (1));
  g_assert_cmpint (ts_hand_view_get_focus_index (h), ==, 4);

  /* The focused card activated: its index. */
  g_assert_true (gtk_widget_activate (GTK_WIDGET (ts_hand_view_get_card (h, 3))));
  g_assert_cmpint (last, ==, 3);

  /* Fewer cards: the rest go, the first stay. */
  ts_hand_view_set_n_cards (h, 2);
  g_assert_cmpuint (ts_hand_view_get_n_cards (h), ==, 2);
  g_assert_cmpint (ts_card_view_get_card (ts_hand_view_get_card (h, 1)), ==, 1);
  ts_test_wait_for_paint (window, hand);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
draw_rect (GtkWidget    *canvas,
           TsBoardLayer  layer,
           GtkSnapshot  *snapshot,
           double        width,
           double        height,
           gpointer      user_data)
{
  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.5, 0.5, 0.5, 1 },
                             &GRAPHENE_RECT_INIT (0, 0, width / 2, height / 2));
}

/* A new text colour (light to dark theme) draws the kept layers again:
 * they were drawn in the old colours. */
static void
test_canvas_follows_theme (void)
{
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();
  GtkWidget *canvas, *window;
  TsBoardCanvas *c;
  guint statics;

  SKIP_WITHOUT_DISPLAY ();
  canvas = ts_board_canvas_new ();
  c = TS_BOARD_CANVAS (canvas);
  ts_board_canvas_set_draw_func (c, draw_rect, NULL, NULL);
  window = open_window (canvas, 300, 200);
  statics = ts_board_canvas_get_draw_count (c, TS_BOARD_LAYER_STATIC);
  g_assert_cmpuint (statics, >=, 1);

  ts_test_wait_for_paint (window, canvas);
  g_assert_cmpuint (ts_board_canvas_get_draw_count (c, TS_BOARD_LAYER_STATIC), ==, statics);

  gtk_css_provider_load_from_data (provider, "boardcanvas { color: rgb(250, 240, 230); }", -1);
  gtk_style_context_add_provider_for_display (gtk_widget_get_display (canvas),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  ts_test_wait_for_paint (window, canvas);
  g_assert_cmpuint (ts_board_canvas_get_draw_count (c, TS_BOARD_LAYER_STATIC), >, statics);
  gtk_style_context_remove_provider_for_display (gtk_widget_get_display (canvas),
                                                 GTK_STYLE_PROVIDER (provider));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A frame that redraws the whole window reuses the card as last drawn;
 * what the card shows changing (a setter, ts_card_view_redraw) draws it
 * again. */
static void
test_card_view_reuses_drawing (void)
{
  Drawn drawn = { 0, };
  GtkWidget *card, *window;
  guint n;

  SKIP_WITHOUT_DISPLAY ();
  card = ts_card_view_new ();
  ts_card_view_set_card_size (TS_CARD_VIEW (card), 60, 80);
  ts_card_view_set_draw_func (TS_CARD_VIEW (card), draw_card, &drawn, NULL);
  ts_card_view_set_card (TS_CARD_VIEW (card), 3, TRUE, 0);
  window = open_window (card, 200, 200);
  n = drawn.n_draws;
  g_assert_cmpuint (n, >, 0);

  for (guint i = 0; i < 3; i++)
    ts_test_wait_for_paint (window, card);  /* queues a redraw of the card */
  g_assert_cmpuint (drawn.n_draws, ==, n);

  ts_card_view_set_legal (TS_CARD_VIEW (card), TRUE);
  ts_test_wait_for_paint (window, card);
  g_assert_cmpuint (drawn.n_draws, ==, n + 1);

  ts_card_view_set_card (TS_CARD_VIEW (card), 4, TRUE, 1);
  ts_test_wait_for_paint (window, card);
  g_assert_cmpuint (drawn.n_draws, ==, n + 2);
  g_assert_cmpint (drawn.card, ==, 4);

  ts_card_view_redraw (TS_CARD_VIEW (card));
  ts_test_wait_for_paint (window, card);
  g_assert_cmpuint (drawn.n_draws, ==, n + 3);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  have_display = gtk_init_check ();

  g_test_add_func ("/card-views/card-view", test_card_view);
  g_test_add_func ("/card-views/card-view-reuses-drawing", test_card_view_reuses_drawing);
  g_test_add_func ("/card-views/hand-view", test_hand_view);
  g_test_add_func ("/card-views/canvas-follows-theme", test_canvas_follows_theme);

  return g_test_run ();
}
