/* test-layout-network.c — the Network board in the real window at the
 * usual sizes: board and panel side by side from 800 px wide, the panel
 * next to the board, the board's drawing and its row and column labels
 * inside the canvas, every action button shown whole
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <math.h>
#include <gtk/gtk.h>

#include "network-board.h"
#include "network-game.h"
#include "network-panel.h"
#include "network-scene.h"
#include "test-board-util.h"
#include "ts-application.h"
#include "ts-autosave.h"
#include "ts-games.h"
#include "ts-window.h"

static GtkApplication *app;
static char *data_dir;

typedef struct
{
  GtkWidget *window;
  int        width;
  int        height;
} SizeWait;

static gboolean
laid_out (gpointer data)
{
  SizeWait *w = data;
  GtkWidget *board = ts_window_get_board (TS_WINDOW (w->window));
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (w->window));

  /* The surface has the size asked for (the window's widget may be a few
   * pixels smaller: without a compositor it draws its own frame). */
  return board != NULL && gtk_widget_get_mapped (board) && surface != NULL
         && gdk_surface_get_width (surface) == w->width
         && gdk_surface_get_height (surface) == w->height
         && gtk_widget_get_width (ts_network_board_get_canvas (TS_NETWORK_BOARD (board))) > 100;
}

static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_panel (GtkWidget *board)
{
  for (GtkWidget *child = gtk_widget_get_first_child (board); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (TS_IS_NETWORK_PANEL (child))
      return child;
  g_assert_not_reached ();
}

static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *window)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  return bounds;
}

/* WIDGET is drawn whole: mapped, at least its minimum size, inside
 * CONTAINER (in WINDOW's coordinates) and inside the window. */
static void
assert_whole (GtkWidget *widget,
              GtkWidget *container,
              GtkWidget *window)
{
  graphene_rect_t b = bounds_in (widget, window);
  graphene_rect_t c = bounds_in (container, window);
  int min_w, min_h;

  g_test_message ("%s: %g,%g %g × %g", gtk_widget_get_name (widget),
                  b.origin.x, b.origin.y, b.size.width, b.size.height);
  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_get_child_visible (widget));
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL,
                      (int) b.size.width + gtk_widget_get_margin_start (widget)
                      + gtk_widget_get_margin_end (widget),
                      &min_h, NULL, NULL, NULL);
  /* Not squeezed under its minimum (the measure counts the margins, the
   * bounds do not). */
  min_w -= gtk_widget_get_margin_start (widget) + gtk_widget_get_margin_end (widget);
  min_h -= gtk_widget_get_margin_top (widget) + gtk_widget_get_margin_bottom (widget);
  g_assert_cmpfloat (b.size.width + 0.5, >=, min_w);
  g_assert_cmpfloat (b.size.height + 0.5, >=, min_h);
  g_assert_cmpfloat (b.origin.x, >=, c.origin.x - 0.5);
  g_assert_cmpfloat (b.origin.y, >=, c.origin.y - 0.5);
  g_assert_cmpfloat (b.origin.x + b.size.width, <=, c.origin.x + c.size.width + 0.5);
  g_assert_cmpfloat (b.origin.y + b.size.height, <=, c.origin.y + c.size.height + 0.5);
  g_assert_cmpfloat (b.origin.x, >=, 0);
  g_assert_cmpfloat (b.origin.y, >=, 0);
  g_assert_cmpfloat (b.origin.x + b.size.width, <=, gtk_widget_get_width (window) + 0.5);
  g_assert_cmpfloat (b.origin.y + b.size.height, <=, gtk_widget_get_height (window) + 0.5);
}

static TsMatch *
new_turn_match (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("network", 2, 7);
  g_autoptr(GError) error = NULL;
  static const char * const sets[] = {
    "set 2,2 H2,2", "set 5,3 V5,2", "set 3,5 H3,5", "set 4,4 V4,4",
  };
  TsMatch *match;

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    {
      g_assert_true (ts_match_play_text (match, sets[i], &error));
      g_assert_no_error (error);
    }
  return match;
}

static void
check_size (int width,
            int height)
{
  static const char * const actions[] = {
    "branch-button", "node-button", "trade-menu-button", "end-turn-button",
  };
  g_autoptr(TsMatch) match = new_turn_match ();
  TsWindow *window = ts_window_new (app);
  SizeWait wait = { GTK_WIDGET (window), width, height };
  GtkWidget *board, *canvas, *panel;
  graphene_rect_t cb, pb;
  double x, y, gap, rim;
  NwGeom g;

  g_test_message ("window %d × %d", width, height);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  ts_window_set_match (window, match, NULL);
  ts_test_wait_until (laid_out, &wait, TRUE);

  board = ts_window_get_board (window);
  canvas = ts_network_board_get_canvas (TS_NETWORK_BOARD (board));
  panel = find_panel (board);
  g_assert_true (gtk_widget_get_mapped (panel));

  /* Side by side: the panel at its fixed width (at most two fifths of a
   * narrow board) right of the canvas, both the board's full height. */
  cb = bounds_in (canvas, GTK_WIDGET (window));
  pb = bounds_in (panel, GTK_WIDGET (window));
  g_assert_cmpint (gtk_widget_get_width (panel), ==, MIN (320, gtk_widget_get_width (board) * 2 / 5));
  g_assert_cmpfloat (pb.origin.x, >=, cb.origin.x + cb.size.width - 0.5);
  g_assert_cmpfloat (pb.origin.y, ==, cb.origin.y);
  g_assert_cmpfloat (pb.size.height, ==, cb.size.height);
  g_assert_cmpfloat (cb.size.width, >=, 300);

  /* The drawing, labels on its edges included, inside the canvas, the
   * labels readable; the panel stays next to it (its right labels),
   * however wide the window. */
  g_assert_true (ts_board_get_show_coordinates (TS_BOARD (board)));
  nw_geom_init (&g, cb.size.width, cb.size.height, TRUE);
  g_assert_cmpfloat (g.label_px, >=, NW_LABEL_MIN_PX);
  rim = NW_MARGIN * g.unit + g.label;
  g_assert_cmpfloat (g.ox - rim, >=, -0.5);
  g_assert_cmpfloat (g.oy - rim, >=, -0.5);
  g_assert_cmpfloat (g.ox + NW_SIZE * g.unit + rim, <=, cb.size.width + 0.5);
  g_assert_cmpfloat (g.oy + NW_SIZE * g.unit + rim, <=, cb.size.height + 0.5);
  g_assert_true (ts_network_board_get_corner_point (TS_NETWORK_BOARD (board),
                                                    nw_corner_at (NW_SIZE, 0), &x, &y));
  g_assert_cmpfloat (fabs (x - (g.ox + NW_SIZE * g.unit)), <=, 0.5);
  gap = pb.origin.x - (cb.origin.x + x + rim);
  g_test_message ("labels of %g px; %g px between them and the panel", g.label_px, gap);
  g_assert_cmpfloat (gap, >=, -0.5);
  g_assert_cmpfloat (gap, <=, 48);

  /* Every action whole, without scrolling; the turn's are on. */
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      GtkWidget *button = find_named (panel, actions[i]);

      g_assert_nonnull (button);
      assert_whole (button, panel, GTK_WIDGET (window));
    }
  g_assert_true (gtk_widget_is_sensitive (find_named (panel, "end-turn-button")));
  g_assert_true (gtk_widget_is_sensitive (find_named (panel, "trade-menu-button")));
  /* And the players, name and score. */
  assert_whole (find_named (panel, "seat-panel-0"), panel, GTK_WIDGET (window));
  assert_whole (find_named (panel, "seat-panel-1"), panel, GTK_WIDGET (window));

  ts_window_shutdown (window);
  gtk_window_destroy (GTK_WINDOW (window));
  ts_autosave_remove ("network");
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Whether the screen can hold a window of WIDTH × HEIGHT. */
static gboolean
screen_holds (int width,
              int height)
{
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle geometry;

  if (monitor == NULL)
    return FALSE;
  gdk_monitor_get_geometry (monitor, &geometry);
  return geometry.width >= width && geometry.height >= height;
}

static void
test_layout (void)
{
  static const int sizes[][2] = {
    { 800, 600 }, { 1024, 720 }, { 1280, 800 }, { 1920, 1080 },
  };
  guint checked = 0;

  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      if (!screen_holds (sizes[k][0], sizes[k][1]))
        {
          g_test_message ("the screen is smaller than %d × %d", sizes[k][0], sizes[k][1]);
          continue;
        }
      check_size (sizes[k][0], sizes[k][1]);
      checked++;
    }
  if (checked < G_N_ELEMENTS (sizes))
    g_test_incomplete ("some sizes do not fit this screen: run under a 1920 × 1080 one");
}

static void
test_no_display (void)
{
  g_test_skip ("No display: run the tests under xvfb-run");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  data_dir = ts_test_data_dir_new ("tessella-test-layout");

  if (!gtk_init_check ())
    {
      g_test_add_func ("/layout-network/sizes", test_no_display);
      status = g_test_run ();
      ts_test_data_dir_remove (g_steal_pointer (&data_dir));
      return status;
    }

  ts_games_ensure ();
  app = GTK_APPLICATION (ts_application_new ());
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_test_add_func ("/layout-network/sizes", test_layout);
  status = g_test_run ();

  g_clear_object (&app);
  ts_test_data_dir_remove (g_steal_pointer (&data_dir));
  return status;
}
