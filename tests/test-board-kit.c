/* test-board-kit.c — the board kit: the canvas's layers and zoom, the
 * board's layout, the log view, the seat panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gtk/gtk.h>
#include <string.h>
#include <math.h>

#include "test-board-util.h"
#include "test-nim.h"
#include "ts-board.h"
#include "ts-board-canvas.h"
#include "ts-board-util.h"
#include "ts-games.h"
#include "ts-last-turn.h"
#include "ts-log-view.h"
#include "ts-prompt-panel.h"
#include "ts-seat-panel.h"

static gboolean have_display;

#define SKIP_WITHOUT_DISPLAY()          \
  G_STMT_START {                        \
    if (!have_display)                  \
      {                                 \
        g_test_skip ("no display");     \
        return;                         \
      }                                 \
  } G_STMT_END

/* The canvas */

static void
draw_nothing (GtkWidget    *canvas,
              TsBoardLayer  layer,
              GtkSnapshot  *snapshot,
              double        width,
              double        height,
              gpointer      user_data)
{
  GdkRGBA colour = { 0.2 * layer, 0.5, 0.5, 1 };

  gtk_snapshot_append_color (snapshot, &colour, &GRAPHENE_RECT_INIT (0, 0, width / 4, height / 4));
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

/* Each layer is drawn again only when it is invalidated: a pointer move
 * draws the hover only; a move of the game the pieces, the overlay and the
 * hover; a plain redraw nothing; a new size everything. */
static void
count_layers (TsBoardCanvas *c,
              guint          counts[TS_BOARD_N_LAYERS])
{
  for (guint layer = 0; layer < TS_BOARD_N_LAYERS; layer++)
    counts[layer] = ts_board_canvas_get_draw_count (c, layer);
}

static void
assert_drawn_again (TsBoardCanvas *c,
                    const guint    before[TS_BOARD_N_LAYERS],
                    guint          layers)
{
  for (guint layer = 0; layer < TS_BOARD_N_LAYERS; layer++)
    {
      guint now = ts_board_canvas_get_draw_count (c, layer);

      if (layers & (1u << layer))
        g_assert_cmpuint (now, ==, before[layer] + 1);
      else
        g_assert_cmpuint (now, ==, before[layer]);
    }
}

static void
test_canvas_layers (void)
{
  GtkWidget *canvas, *window;
  TsBoardCanvas *c;
  guint counts[TS_BOARD_N_LAYERS];

  SKIP_WITHOUT_DISPLAY ();
  canvas = ts_board_canvas_new ();
  c = TS_BOARD_CANVAS (canvas);
  ts_board_canvas_set_draw_func (c, draw_nothing, NULL, NULL);
  window = open_window (canvas, 400, 300);
  count_layers (c, counts);
  for (guint layer = 0; layer < TS_BOARD_N_LAYERS; layer++)
    g_assert_cmpuint (counts[layer], >=, 1);

  /* A redraw alone (the window's, a zoom's): the kept layers are shown. */
  ts_test_wait_for_paint (window, canvas);
  assert_drawn_again (c, counts, 0);

  /* The pointer moved. */
  ts_board_canvas_invalidate (c, TS_BOARD_LAYER_HOVER);
  ts_test_wait_for_paint (window, canvas);
  assert_drawn_again (c, counts, 1u << TS_BOARD_LAYER_HOVER);

  /* The decision changed: the overlay's marks. */
  count_layers (c, counts);
  ts_board_canvas_invalidate (c, TS_BOARD_LAYER_OVERLAY);
  ts_test_wait_for_paint (window, canvas);
  assert_drawn_again (c, counts, 1u << TS_BOARD_LAYER_OVERLAY);

  /* The pieces changed. */
  count_layers (c, counts);
  ts_board_canvas_invalidate (c, TS_BOARD_LAYER_PIECES);
  ts_test_wait_for_paint (window, canvas);
  assert_drawn_again (c, counts, 1u << TS_BOARD_LAYER_PIECES);

  /* Every layer, at once. */
  count_layers (c, counts);
  ts_board_canvas_invalidate_all (c);
  ts_test_wait_for_paint (window, canvas);
  assert_drawn_again (c, counts, (1u << TS_BOARD_N_LAYERS) - 1);

  /* A new size draws everything again. */
  count_layers (c, counts);
  gtk_window_set_default_size (GTK_WINDOW (window), 500, 360);
  ts_test_wait_for_paint (window, canvas);
  for (guint layer = 0; layer < TS_BOARD_N_LAYERS; layer++)
    g_assert_cmpuint (ts_board_canvas_get_draw_count (c, layer), >, counts[layer]);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The overlay's marks and the hover, as the canvas shows them. */
typedef struct
{
  double mark_x;    /* a red square in the overlay */
  double hover_x;   /* a blue square in the hover */
} Marks;

static void
draw_marks (GtkWidget    *canvas,
            TsBoardLayer  layer,
            GtkSnapshot  *snapshot,
            double        width,
            double        height,
            gpointer      user_data)
{
  const Marks *m = user_data;
  GdkRGBA red = { 1, 0, 0, 1 }, blue = { 0, 0, 1, 1 };

  if (layer == TS_BOARD_LAYER_OVERLAY)
    gtk_snapshot_append_color (snapshot, &red, &GRAPHENE_RECT_INIT (m->mark_x, 10, 20, 20));
  else if (layer == TS_BOARD_LAYER_HOVER)
    gtk_snapshot_append_color (snapshot, &blue, &GRAPHENE_RECT_INIT (m->hover_x, 50, 20, 20));
}

/* The colour of the canvas's pixel (X, Y): 0xRRGGBB. */
static guint32
pixel_at (GtkWidget *canvas,
          int        x,
          int        y)
{
  g_autofree guchar *data = ts_test_render_widget (canvas);
  guint32 argb;

  memcpy (&argb, data + ((gsize) y * gtk_widget_get_width (canvas) + x) * 4, 4);
  return argb & 0xffffff;
}

/* The marks are shown as drawn, and stay until their layer is
 * invalidated: a hover that moves leaves the overlay's marks as they
 * were; a new overlay replaces the old marks. */
static void
test_canvas_marks (void)
{
  GtkWidget *canvas, *window;
  TsBoardCanvas *c;
  Marks m = { 10, 10 };

  SKIP_WITHOUT_DISPLAY ();
  canvas = ts_board_canvas_new ();
  c = TS_BOARD_CANVAS (canvas);
  ts_board_canvas_set_draw_func (c, draw_marks, &m, NULL);
  window = open_window (canvas, 300, 200);

  g_assert_cmphex (pixel_at (canvas, 20, 20), ==, 0xff0000);
  g_assert_cmphex (pixel_at (canvas, 20, 60), ==, 0x0000ff);

  /* The hover moves. */
  m.hover_x = 100;
  ts_board_canvas_invalidate (c, TS_BOARD_LAYER_HOVER);
  ts_test_wait_for_paint (window, canvas);
  g_assert_cmphex (pixel_at (canvas, 20, 20), ==, 0xff0000);
  g_assert_cmphex (pixel_at (canvas, 20, 60), !=, 0x0000ff);
  g_assert_cmphex (pixel_at (canvas, 110, 60), ==, 0x0000ff);

  /* The mark moves: the hover stays. */
  m.mark_x = 200;
  ts_board_canvas_invalidate (c, TS_BOARD_LAYER_OVERLAY);
  ts_test_wait_for_paint (window, canvas);
  g_assert_cmphex (pixel_at (canvas, 20, 20), !=, 0xff0000);
  g_assert_cmphex (pixel_at (canvas, 210, 20), ==, 0xff0000);
  g_assert_cmphex (pixel_at (canvas, 110, 60), ==, 0x0000ff);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Zooming keeps the content point under the pointer; content and widget
 * coordinates map back and forth. */
static void
test_canvas_zoom (void)
{
  GtkWidget *canvas, *window;
  TsBoardCanvas *c;
  double cx, cy, x, y;

  SKIP_WITHOUT_DISPLAY ();
  canvas = ts_board_canvas_new ();
  c = TS_BOARD_CANVAS (canvas);
  ts_board_canvas_set_draw_func (c, draw_nothing, NULL, NULL);
  ts_board_canvas_set_content_size (c, 100, 50);
  window = open_window (canvas, 400, 400);

  /* Fit: 100 × 50 in 400 × 400 is scale 4, centred vertically. */
  ts_board_canvas_to_content (c, 200, 200, &cx, &cy);
  g_assert_cmpfloat_with_epsilon (cx, 50, 1e-6);
  g_assert_cmpfloat_with_epsilon (cy, 25, 1e-6);
  ts_board_canvas_from_content (c, 0, 0, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 0, 1e-6);
  g_assert_cmpfloat_with_epsilon (y, 100, 1e-6);

  /* Not zoomable: the zoom stays. */
  ts_board_canvas_set_zoom (c, 2);
  g_assert_cmpfloat (ts_board_canvas_get_zoom (c), ==, 1);

  ts_board_canvas_set_zoomable (c, TRUE);
  ts_board_canvas_set_zoom (c, 2);
  g_assert_cmpfloat (ts_board_canvas_get_zoom (c), ==, 2);
  /* About the centre: the centre shows the same content point. */
  ts_board_canvas_to_content (c, 200, 200, &cx, &cy);
  g_assert_cmpfloat_with_epsilon (cx, 50, 1e-6);
  g_assert_cmpfloat_with_epsilon (cy, 25, 1e-6);
  ts_board_canvas_from_content (c, cx + 10, cy, &x, &y);
  g_assert_cmpfloat_with_epsilon (x - 200, 10 * 8, 1e-6);

  /* Limits, and the keys. */
  ts_board_canvas_set_zoom (c, 100);
  g_assert_cmpfloat (ts_board_canvas_get_zoom (c), ==, TS_BOARD_CANVAS_MAX_ZOOM);
  g_assert_true (gtk_widget_activate_action (canvas, "canvas.zoom-fit", NULL));
  g_assert_cmpfloat (ts_board_canvas_get_zoom (c), ==, 1);
  g_assert_true (gtk_widget_activate_action (canvas, "canvas.zoom-in", NULL));
  g_assert_cmpfloat (ts_board_canvas_get_zoom (c), >, 1);

  /* Nonsense never reaches the transform (X11 gave a scroll a NaN
   * position once, and the whole board vanished). */
  ts_board_canvas_set_zoom (c, NAN);
  g_assert_true (isfinite (ts_board_canvas_get_zoom (c)));
  ts_board_canvas_pan (c, NAN, 10);
  ts_board_canvas_to_content (c, 200, 200, &cx, &cy);
  g_assert_true (isfinite (cx) && isfinite (cy));
  /* Panning moves the content; at fit there is nothing to pan. */
  ts_board_canvas_set_zoom (c, 2);
  ts_board_canvas_from_content (c, 50, 25, &x, &y);
  ts_board_canvas_pan (c, -30, 0);
  ts_board_canvas_from_content (c, 50, 25, &cx, &cy);
  g_assert_cmpfloat_with_epsilon (cx, x - 30, 1e-6);
  ts_board_canvas_set_zoom (c, 1);
  ts_board_canvas_from_content (c, 50, 25, &x, &y);
  ts_board_canvas_pan (c, -30, 0);
  ts_board_canvas_from_content (c, 50, 25, &cx, &cy);
  g_assert_cmpfloat_with_epsilon (cx, x, 1e-6);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A checkerboard of 10 × 10 squares in content units, each square its
 * own colour, in the static layer; a pieces-layer square at *USER_DATA
 * across. */
static void
draw_checks (GtkWidget    *canvas,
             TsBoardLayer  layer,
             GtkSnapshot  *snapshot,
             double        width,
             double        height,
             gpointer      user_data)
{
  if (layer == TS_BOARD_LAYER_STATIC)
    for (int y = 0; y < height; y += 10)
      for (int x = 0; x < width; x += 10)
        {
          GdkRGBA colour = { x / width, y / height, ((x + y) / 10) % 2, 1 };

          gtk_snapshot_append_color (snapshot, &colour, &GRAPHENE_RECT_INIT (x, y, 10, 10));
        }
  else if (layer == TS_BOARD_LAYER_PIECES)
    gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 1, 1, 1, 1 },
                               &GRAPHENE_RECT_INIT (*(const double *) user_data, 21, 6, 6));
}

/* Zoomed, the map is drawn in tiles of images as they come into view:
 * every pixel of the canvas is what drawing the layers directly gives,
 * before and after panning to parts not yet drawn, and after the pieces
 * moved. */
static void
test_canvas_zoomed_tiles (void)
{
  GtkWidget *canvas, *window;
  TsBoardCanvas *c;
  double piece_x = 42;

  SKIP_WITHOUT_DISPLAY ();
  canvas = ts_board_canvas_new ();
  c = TS_BOARD_CANVAS (canvas);
  ts_board_canvas_set_draw_func (c, draw_checks, &piece_x, NULL);
  ts_board_canvas_set_content_size (c, 100, 50);
  ts_board_canvas_set_zoomable (c, TRUE);
  window = open_window (canvas, 400, 400);

  for (guint step = 0; step < 4; step++)
    {
      GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (canvas));
      g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) expected = NULL;
      g_autoptr(GdkTexture) texture = NULL;
      g_autofree guchar *shown = NULL;
      g_autofree guchar *want = g_malloc0 (400 * 400 * 4);
      double x0, y0, x1, y1;
      int differing = 0;

      if (step == 0)
        ts_board_canvas_set_zoom (c, 3);   /* fit is 4: 12 pixels a unit */
      else if (step < 3)
        ts_board_canvas_pan (c, step == 1 ? 300 : -500, step == 1 ? 120 : -200);
      else
        {
          piece_x = 52;
          ts_board_canvas_invalidate (c, TS_BOARD_LAYER_PIECES);
        }
      ts_test_wait_for_paint (window, canvas);
      shown = ts_test_render_widget (canvas);

      /* The layers drawn directly, where the canvas puts the content. */
      ts_board_canvas_from_content (c, 0, 0, &x0, &y0);
      ts_board_canvas_from_content (c, 1, 1, &x1, &y1);
      gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, 400, 400));
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x0, y0));
      gtk_snapshot_scale (snapshot, x1 - x0, y1 - y0);
      draw_checks (canvas, TS_BOARD_LAYER_STATIC, snapshot, 100, 50, &piece_x);
      draw_checks (canvas, TS_BOARD_LAYER_PIECES, snapshot, 100, 50, &piece_x);
      gtk_snapshot_pop (snapshot);
      expected = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
      texture = gsk_renderer_render_texture (renderer, expected, &GRAPHENE_RECT_INIT (0, 0, 400, 400));
      gdk_texture_download (texture, want, 400 * 4);
      for (gsize i = 0; i < 400 * 400 * 4; i++)
        if (ABS (shown[i] - want[i]) > 1)
          differing++;
      g_assert_cmpint (differing, ==, 0);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A minimal board, for the base class's layout */

#define TEST_TYPE_BOARD (test_board_get_type ())
G_DECLARE_FINAL_TYPE (TestBoard, test_board, TEST, BOARD, TsBoard)

struct _TestBoard
{
  TsBoard    parent_instance;
  guint      refreshes;
};

G_DEFINE_FINAL_TYPE (TestBoard, test_board, TS_TYPE_BOARD)

static void
test_board_refresh (TsBoard *board)
{
  TEST_BOARD (board)->refreshes++;
  ts_board_set_prompt (board, ts_board_can_act (board) ? "Your turn" : "Wait");
}

static void
test_board_class_init (TestBoardClass *klass)
{
  TS_BOARD_CLASS (klass)->refresh = test_board_refresh;
}

static void
test_board_init (TestBoard *self)
{
}

static GtkWidget *
new_panel (void)
{
  GtkWidget *panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  /* A long text must not widen the panel. */
  GtkWidget *label = gtk_label_new ("A prompt that is rather long for a panel of its width");

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_append (GTK_BOX (panel), label);
  gtk_box_append (GTK_BOX (panel), gtk_button_new_with_label ("End Turn"));
  return panel;
}

static void
assert_inside (GtkWidget *widget,
               GtkWidget *window)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  g_assert_cmpfloat (bounds.size.width, >, 0);
  g_assert_cmpfloat (bounds.size.height, >, 0);
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (window) + 0.5);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (window) + 0.5);
}

/* A test board with a canvas and new_panel (). */
static GtkWidget *
new_board (GtkWidget **canvas,
           GtkWidget **panel)
{
  GtkWidget *board = g_object_new (TEST_TYPE_BOARD, NULL);

  *canvas = ts_board_canvas_new ();
  ts_board_canvas_set_draw_func (TS_BOARD_CANVAS (*canvas), draw_nothing, NULL, NULL);
  *panel = new_panel ();
  ts_board_set_content (TS_BOARD (board), *canvas, *panel);
  return board;
}

/* Wide: the panel beside the canvas at its fixed width.  Narrow: below it,
 * every action in the window. */
static void
test_board_layout (void)
{
  GtkWidget *board, *canvas, *panel, *button, *window;

  SKIP_WITHOUT_DISPLAY ();
  board = new_board (&canvas, &panel);
  button = gtk_widget_get_last_child (panel);
  ts_board_set_panel_width (TS_BOARD (board), 300);

  window = open_window (board, 1000, 700);
  g_assert_cmpint (gtk_widget_get_width (panel), ==, 300);
  g_assert_cmpint (gtk_widget_get_width (canvas), ==, 700);
  assert_inside (button, window);

  gtk_window_set_default_size (GTK_WINDOW (window), 600, 700);
  ts_test_wait_for_paint (window, board);
  g_assert_cmpint (gtk_widget_get_width (panel), ==, 600);
  g_assert_cmpint (gtk_widget_get_width (canvas), ==, 600);
  assert_inside (button, window);

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
panel_still (gpointer board)
{
  return ts_board_get_panel_still (TS_BOARD (board));
}

/* The board drawing PANEL where PANEL draws itself: every channel of
 * every pixel within 2 (rounding in the image). */
static void
assert_board_shows (GtkWidget *board,
                    GtkWidget *panel)
{
  g_autofree guchar *whole = ts_test_render_widget (board);
  g_autofree guchar *own = ts_test_render_widget (panel);
  int bw = gtk_widget_get_width (board);
  int pw = gtk_widget_get_width (panel), ph = gtk_widget_get_height (panel);
  graphene_rect_t at;
  int ox, oy, differing = 0;

  g_assert_true (gtk_widget_compute_bounds (panel, board, &at));
  ox = (int) at.origin.x;
  oy = (int) at.origin.y;
  for (int y = 0; y < ph; y++)
    for (int x = 0; x < pw * 4; x++)
      if (ABS (whole[((gsize) (oy + y) * bw + ox) * 4 + x] - own[(gsize) y * pw * 4 + x]) > 2)
        differing++;
  g_assert_cmpint (differing, ==, 0);
}

/* With the cairo renderer, a panel that stays still for a moment is drawn
 * as one image that looks exactly like the panel; a change of the panel
 * shows at once, and it is kept as an image again once still. */
static void
test_board_still_panel (void)
{
  GtkWidget *board, *canvas, *panel, *label, *window;
  GskRenderer *renderer;

  SKIP_WITHOUT_DISPLAY ();
  board = new_board (&canvas, &panel);
  label = gtk_widget_get_first_child (panel);
  window = open_window (board, 900, 600);
  renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  if (!GSK_IS_CAIRO_RENDERER (renderer))
    {
      /* Other renderers always draw the panel's own nodes. */
      g_assert_false (ts_board_get_panel_still (TS_BOARD (board)));
      gtk_window_destroy (GTK_WINDOW (window));
      g_test_skip ("not the cairo renderer");
      return;
    }

  ts_test_wait_until (panel_still, board, FALSE);
  assert_board_shows (board, panel);

  /* The canvas changes: the panel stays an image. */
  ts_board_canvas_invalidate (TS_BOARD_CANVAS (canvas), TS_BOARD_LAYER_HOVER);
  ts_test_wait_for_paint (window, canvas);
  g_assert_true (ts_board_get_panel_still (TS_BOARD (board)));

  /* The panel changes: its own nodes at once, the new text drawn. */
  gtk_label_set_text (GTK_LABEL (label), "Another prompt, as long as the first one was");
  ts_test_wait_for_paint (window, label);
  g_assert_false (ts_board_get_panel_still (TS_BOARD (board)));
  assert_board_shows (board, panel);

  ts_test_wait_until (panel_still, board, FALSE);
  assert_board_shows (board, panel);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The view, the legal moves and the prompt follow the match and the
 * viewer. */
static void
test_board_state (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("test-nim", 2, 1);
  g_autoptr(TsMatch) match = ts_match_new (setup, NULL);
  TsBoard *board = have_display ? g_object_ref_sink (g_object_new (TEST_TYPE_BOARD, NULL)) : NULL;
  TsMove take1 = { .kind = TEST_NIM_TAKE, .arg = { 1 } };
  TsMove take9 = { .kind = TEST_NIM_TAKE, .arg = { 9 } };

  SKIP_WITHOUT_DISPLAY ();
  g_assert_null (ts_board_get_view (board));
  ts_board_set_match (board, match);
  g_assert_nonnull (ts_board_get_view (board));
  g_assert_false (ts_board_get_view (board) == ts_match_get_game (match));
  g_assert_cmpuint (ts_board_get_legal_moves (board)->len, ==, 0);

  ts_board_set_viewer (board, 0);
  ts_board_set_interactive (board, TRUE);
  g_assert_true (ts_board_can_act (board));
  g_assert_cmpuint (ts_board_get_legal_moves (board)->len, ==, 3);
  g_assert_true (ts_board_is_legal (board, &take1));
  g_assert_false (ts_board_is_legal (board, &take9));
  g_assert_cmpstr (ts_board_get_prompt (board), ==, "Your turn");

  /* After the move it is the other seat's: nothing to do here. */
  g_assert_true (ts_match_play (match, &take1, NULL));
  g_assert_false (ts_board_can_act (board));
  g_assert_cmpuint (ts_board_get_legal_moves (board)->len, ==, 0);
  g_assert_cmpstr (ts_board_get_prompt (board), ==, "Wait");
  g_assert_cmpuint (TEST_BOARD (board)->refreshes, >=, 3);

  g_object_unref (board);
}

/* The log view */

static void
test_log_view (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("test-nim", 2, 1);
  g_autoptr(TsMatch) match = NULL;
  GtkWidget *view;
  g_auto(GStrv) lines = NULL;
  g_autofree char *since = NULL;

  SKIP_WITHOUT_DISPLAY ();
  view = g_object_ref_sink (ts_log_view_new ());

  ts_setup_set_option (setup, "secrets", 1);
  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "red");
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "blue");
  match = ts_match_new (setup, NULL);
  ts_log_view_set_table (TS_LOG_VIEW (view), TS_TABLE (match));
  g_assert_true (ts_match_play_text (match, "take 2", NULL));
  g_assert_true (ts_match_play_text (match, "peek", NULL));
  g_assert_true (ts_match_play_text (match, "take 1", NULL));

  /* A spectator sees the public events; Bob his secret too. */
  lines = ts_log_view_get_lines (TS_LOG_VIEW (view));
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  g_assert_cmpstr (lines[0], ==, "Ada took 2");
  g_clear_pointer (&lines, g_strfreev);
  ts_log_view_set_viewer (TS_LOG_VIEW (view), 1);
  lines = ts_log_view_get_lines (TS_LOG_VIEW (view));
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_true (g_str_has_prefix (lines[1], "Bob saw the secret"));
  g_clear_pointer (&lines, g_strfreev);

  /* It follows an undo. */
  g_assert_true (ts_match_undo (match));
  lines = ts_log_view_get_lines (TS_LOG_VIEW (view));
  g_assert_cmpuint (g_strv_length (lines), ==, 3);

  /* Since Ada last played: her take, Bob's peek and what Ada may see. */
  g_assert_true (ts_match_play_text (match, "take 1", NULL));
  since = ts_log_view_describe_since_viewer (TS_TABLE (match), 0);
  g_assert_cmpstr (since, ==, "Ada took 2\nBob peeked\nBob took 1");

  g_object_unref (view);
}

/* The strip above the board: one height whatever it says, whole lines
 * from the oldest, and a button for the rest. */
static gboolean
strip_laid_out (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) > 0;
}

static void
test_last_turn (void)
{
  const char *one[] = { "Bob built a knight on Psor.", NULL };
  const char *many[13];
  GtkWidget *window, *strip;
  int height;

  SKIP_WITHOUT_DISPLAY ();
  for (guint i = 0; i < 12; i++)
    many[i] = i % 2 == 0 ? "Cleo attacked Citel with four knights and a scout, and lost two knights."
                         : "Dee took 2 copper.";
  many[12] = NULL;
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 700, 300);
  strip = ts_last_turn_new ();
  gtk_widget_set_valign (strip, GTK_ALIGN_START);
  gtk_window_set_child (GTK_WINDOW (window), strip);
  gtk_window_present (GTK_WINDOW (window));

  ts_last_turn_set_lines (TS_LAST_TURN (strip), one);
  ts_test_wait_until (strip_laid_out, strip, TRUE);
  ts_test_wait_for_paint (window, strip);
  height = gtk_widget_get_height (strip);
  g_assert_cmpint (height, >, 0);
  g_assert_cmpuint (ts_last_turn_get_n_shown (TS_LAST_TURN (strip)), ==, 1);
  g_assert_cmpuint (ts_last_turn_get_n_more (TS_LAST_TURN (strip)), ==, 0);

  /* Many lines: the same height, the first ones shown, the rest counted. */
  ts_last_turn_set_lines (TS_LAST_TURN (strip), many);
  ts_test_wait_for_paint (window, strip);
  g_assert_cmpint (gtk_widget_get_height (strip), ==, height);
  g_assert_cmpuint (ts_last_turn_get_n_shown (TS_LAST_TURN (strip)), >=, 1);
  g_assert_cmpuint (ts_last_turn_get_n_shown (TS_LAST_TURN (strip)), <, 12);
  g_assert_cmpuint (ts_last_turn_get_n_shown (TS_LAST_TURN (strip)) + ts_last_turn_get_n_more (TS_LAST_TURN (strip)),
                    ==, 12);
  /* Every shown line lies whole inside the strip. */
  for (GtkWidget *child = gtk_widget_get_first_child (strip); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child) && gtk_widget_get_child_visible (child))
      {
        graphene_rect_t bounds;

        g_assert_true (gtk_widget_compute_bounds (child, strip, &bounds));
        g_assert_cmpfloat (bounds.origin.y, >=, 0);
        g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, height);
        g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (child))));
      }

  /* None: the same height still. */
  ts_last_turn_set_lines (TS_LAST_TURN (strip), NULL);
  ts_test_wait_for_paint (window, strip);
  g_assert_cmpint (gtk_widget_get_height (strip), ==, height);
  g_assert_cmpuint (ts_last_turn_get_n_shown (TS_LAST_TURN (strip)), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The seat panel */

static void
assert_label (GtkWidget  *widget,
              const char *expected)
{
  char *problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                      expected);

  if (problem != NULL)
    g_error ("%s: %s", G_OBJECT_TYPE_NAME (widget), problem);
}

static void
test_seat_panel (void)
{
  GtkWidget *widget, *label, *rows, *window;
  graphene_rect_t child_bounds, counter_bounds;
  TsSeatPanel *panel;

  SKIP_WITHOUT_DISPLAY ();
  widget = g_object_ref_sink (ts_seat_panel_new ());
  panel = TS_SEAT_PANEL (widget);
  window = open_window (widget, 300, 200);

  /* Name, colour and glyph, score: shown, and summed up in words. */
  ts_seat_panel_set_name (panel, "Ada");
  ts_seat_panel_set_colour (panel, "orange", TS_SEAT_GLYPH_CIRCLE);
  ts_seat_panel_set_score (panel, 3);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ts_seat_panel_get_name_label (panel))), ==, "Ada");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ts_seat_panel_get_score_label (panel))), ==, "3 points");
  g_assert_cmpstr (ts_seat_panel_get_summary (panel), ==, "Ada (Orange, circle), 3 points");
  assert_label (widget, "Ada (Orange, circle), 3 points");
  g_assert_false (gtk_widget_has_css_class (widget, "on-turn"));

  /* On turn: said in the name, the summary and the style. */
  ts_seat_panel_set_on_turn (panel, TRUE);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ts_seat_panel_get_name_label (panel))), ==, "Ada (on turn)");
  g_assert_cmpstr (ts_seat_panel_get_summary (panel), ==, "Ada (Orange, circle), on turn, 3 points");
  g_assert_true (gtk_widget_has_css_class (widget, "on-turn"));
  ts_seat_panel_set_on_turn (panel, FALSE);
  ts_seat_panel_set_score (panel, 1);
  g_assert_cmpstr (ts_seat_panel_get_summary (panel), ==, "Ada (Orange, circle), 1 point");
  g_assert_false (gtk_widget_has_css_class (widget, "on-turn"));

  /* A score in the game's own words, and back. */
  ts_seat_panel_set_score_text (panel, "<b>Winner</b>: 4 penalty points", NULL);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ts_seat_panel_get_score_label (panel))), ==,
                   "Winner: 4 penalty points");
  g_assert_cmpstr (ts_seat_panel_get_summary (panel), ==, "Ada (Orange, circle), Winner: 4 penalty points");
  ts_seat_panel_set_score_text (panel, "<b>4</b>", "4 penalty points");
  g_assert_cmpstr (ts_seat_panel_get_summary (panel), ==, "Ada (Orange, circle), 4 penalty points");
  ts_seat_panel_set_score_text (panel, NULL, NULL);
  g_assert_cmpstr (ts_seat_panel_get_summary (panel), ==, "Ada (Orange, circle), 1 point");

  /* Counters: made on first use, in that order, read as words, hidden
   * by NULL. */
  g_assert_null (ts_seat_panel_get_counter (panel, "cubes"));
  ts_seat_panel_set_counter (panel, "cubes", "<span foreground=\"red\">■■</span>", "Cubes: 2 red");
  ts_seat_panel_set_counter (panel, "supply", "Nodes: 4", NULL);
  label = ts_seat_panel_get_counter (panel, "cubes");
  g_assert_nonnull (label);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, "■■");
  assert_label (label, "Cubes: 2 red");
  g_assert_true (gtk_widget_get_next_sibling (label) == ts_seat_panel_get_counter (panel, "supply"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ts_seat_panel_get_counter (panel, "supply"))), ==, "Nodes: 4");
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (ts_seat_panel_get_counter (panel, "supply")),
                                                    GTK_ACCESSIBLE_PROPERTY_LABEL));
  ts_seat_panel_set_counter (panel, "cubes", NULL, NULL);
  g_assert_false (gtk_widget_get_visible (label));
  ts_seat_panel_set_counter (panel, "cubes", "none", "Cubes: none");
  g_assert_true (gtk_widget_get_visible (label));
  assert_label (label, "Cubes: none");
  ts_seat_panel_set_counter (panel, "never", NULL, NULL);
  g_assert_null (ts_seat_panel_get_counter (panel, "never"));

  /* The glyph in black on light colours, in white on dark ones. */
  ts_seat_panel_set_colour (panel, "yellow", TS_SEAT_GLYPH_SQUARE);
  g_assert_true (ts_seat_panel_get_glyph_dark (panel));
  g_assert_cmpstr (ts_seat_panel_get_summary (panel), ==, "Ada (Yellow, square), 1 point");
  ts_seat_panel_set_colour (panel, "blue", TS_SEAT_GLYPH_TRIANGLE);
  g_assert_false (ts_seat_panel_get_glyph_dark (panel));
  ts_seat_panel_set_colour (panel, "purple", TS_SEAT_GLYPH_DIAMOND);
  g_assert_false (ts_seat_panel_get_glyph_dark (panel));
  g_assert_cmpstr (ts_seat_panel_get_summary (panel), ==, "Ada (Purple, diamond), 1 point");
  ts_seat_panel_set_colour (panel, NULL, TS_SEAT_GLYPH_NONE);
  g_assert_cmpstr (ts_seat_panel_get_summary (panel), ==, "Ada, 1 point");

  /* A child of the game's own, shown below the counters, replaced or
   * taken away. */
  g_assert_null (ts_seat_panel_get_child (panel));
  rows = g_object_ref_sink (gtk_label_new ("rows"));
  ts_seat_panel_set_child (panel, rows);
  g_assert_true (ts_seat_panel_get_child (panel) == rows);
  ts_test_wait_for_paint (window, rows);
  g_assert_true (gtk_widget_get_mapped (rows));
  g_assert_true (gtk_widget_compute_bounds (rows, widget, &child_bounds));
  g_assert_true (gtk_widget_compute_bounds (label, widget, &counter_bounds));
  g_assert_cmpfloat (child_bounds.origin.y, >=, counter_bounds.origin.y + counter_bounds.size.height);
  ts_seat_panel_set_child (panel, NULL);
  g_assert_null (ts_seat_panel_get_child (panel));
  g_assert_null (gtk_widget_get_parent (rows));
  gtk_window_destroy (GTK_WINDOW (window));

  g_object_unref (rows);
  g_object_unref (widget);
}

/* A widget's own keys: one shortcut each, with its trigger and the
 * argument its action takes. */
static void
test_widget_keys (void)
{
  static const TsBoardKey keys[] = {
    { GDK_KEY_Return, 0, "board.activate", 0, 0, 0 },
    { GDK_KEY_n, 0, "board.jump", 1, 1, 0 },
    { GDK_KEY_N, GDK_SHIFT_MASK, "board.jump", 1, -1, 0 },
    { GDK_KEY_Left, 0, "board.move", 2, -1, 0 },
  };
  GtkWidget *widget;
  g_autoptr(GListModel) controllers = NULL;
  g_autoptr(GtkEventController) controller = NULL;
  guint n_shortcuts, n_before;

  SKIP_WITHOUT_DISPLAY ();
  /* A plain drawing area: no controllers of its own. */
  widget = g_object_ref_sink (gtk_drawing_area_new ());
  controllers = gtk_widget_observe_controllers (widget);
  n_before = g_list_model_get_n_items (controllers);
  ts_board_util_add_widget_keys (widget, keys, G_N_ELEMENTS (keys));
  g_assert_cmpuint (g_list_model_get_n_items (controllers), ==, n_before + 1);
  controller = g_list_model_get_item (controllers, n_before);
  g_assert_true (GTK_IS_SHORTCUT_CONTROLLER (controller));
  n_shortcuts = g_list_model_get_n_items (G_LIST_MODEL (controller));
  g_assert_cmpuint (n_shortcuts, ==, G_N_ELEMENTS (keys));
  for (guint i = 0; i < n_shortcuts; i++)
    {
      g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), i);
      GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
      GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
      GVariant *args = gtk_shortcut_get_arguments (shortcut);

      g_assert_true (GTK_IS_KEYVAL_TRIGGER (trigger));
      /* GTK keeps a shifted letter as the lower-case key plus Shift. */
      g_assert_cmpuint (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)), ==,
                        gdk_keyval_to_lower (keys[i].keyval));
      g_assert_cmpuint (gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)), ==, keys[i].mods);
      g_assert_cmpstr (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), ==, keys[i].action);
      switch (keys[i].n_args)
        {
        case 0:
          g_assert_null (args);
          break;
        case 1:
          g_assert_cmpint (g_variant_get_int32 (args), ==, keys[i].a);
          break;
        default:
          {
            int a, b;

            g_variant_get (args, "(ii)", &a, &b);
            g_assert_cmpint (a, ==, keys[i].a);
            g_assert_cmpint (b, ==, keys[i].b);
          }
        }
    }
  g_object_unref (widget);
}

static void
on_chosen (TsPromptPanel *panel,
           guint          index,
           gpointer       data)
{
  *(int *) data = (int) index;
}

/* The prompt panel: numbered answers, a click says which, the same
 * answers keep their buttons, none hide it. */
static void
test_prompt_panel (void)
{
  static const char * const answers[] = { "Decline", "Accept" };
  static const char * const other[] = { "Stand and fight" };
  GtkWidget *panel, *window, *button, *label;
  int chosen = -1;

  SKIP_WITHOUT_DISPLAY ();
  panel = ts_prompt_panel_new ();
  g_signal_connect (panel, "chosen", G_CALLBACK (on_chosen), &chosen);
  window = open_window (panel, 300, 200);
  g_assert_false (gtk_widget_get_visible (panel));
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (panel)), ==, GTK_ACCESSIBLE_ROLE_GROUP);

  ts_prompt_panel_set_choices (TS_PROMPT_PANEL (panel), answers, 2);
  g_assert_true (gtk_widget_get_visible (panel));
  g_assert_cmpuint (ts_prompt_panel_get_n_choices (TS_PROMPT_PANEL (panel)), ==, 2);
  button = ts_prompt_panel_get_button (TS_PROMPT_PANEL (panel), 1);
  label = gtk_button_get_child (GTK_BUTTON (button));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, "2. Accept");
  g_assert_null (ts_prompt_panel_get_button (TS_PROMPT_PANEL (panel), 2));
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpint (chosen, ==, 1);

  /* The same answers: the same buttons (focus stays where it was). */
  ts_prompt_panel_set_choices (TS_PROMPT_PANEL (panel), answers, 2);
  g_assert_true (ts_prompt_panel_get_button (TS_PROMPT_PANEL (panel), 1) == button);
  ts_prompt_panel_set_choices (TS_PROMPT_PANEL (panel), other, 1);
  g_assert_cmpuint (ts_prompt_panel_get_n_choices (TS_PROMPT_PANEL (panel)), ==, 1);
  g_signal_emit_by_name (ts_prompt_panel_get_button (TS_PROMPT_PANEL (panel), 0), "clicked");
  g_assert_cmpint (chosen, ==, 0);
  ts_prompt_panel_set_choices (TS_PROMPT_PANEL (panel), NULL, 0);
  g_assert_false (gtk_widget_get_visible (panel));
  g_assert_cmpuint (ts_prompt_panel_get_n_choices (TS_PROMPT_PANEL (panel)), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* GTK's test accessibility backend keeps every accessible property for
   * gtk_test_accessible_*() to read, with no AT-SPI bus to reach. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  have_display = gtk_init_check ();
  ts_games_ensure ();
  g_type_ensure (TEST_TYPE_NIM);
  g_type_class_ref (TEST_TYPE_NIM);

  g_test_add_func ("/board-kit/canvas/layers", test_canvas_layers);
  g_test_add_func ("/board-kit/canvas/marks", test_canvas_marks);
  g_test_add_func ("/board-kit/canvas/zoom", test_canvas_zoom);
  g_test_add_func ("/board-kit/canvas/zoomed-tiles", test_canvas_zoomed_tiles);
  g_test_add_func ("/board-kit/board/layout", test_board_layout);
  g_test_add_func ("/board-kit/board/state", test_board_state);
  g_test_add_func ("/board-kit/board/still-panel", test_board_still_panel);
  g_test_add_func ("/board-kit/log-view", test_log_view);
  g_test_add_func ("/board-kit/last-turn", test_last_turn);
  g_test_add_func ("/board-kit/seat-panel", test_seat_panel);
  g_test_add_func ("/board-kit/prompt-panel", test_prompt_panel);
  g_test_add_func ("/board-kit/widget-keys", test_widget_keys);

  return g_test_run ();
}
