/* test-board-util.c — the harness the board widget tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "test-board-util.h"

TsSetup *
ts_test_board_setup (const char         *game_id,
                     guint               n_players,
                     guint64             seed,
                     const char * const *names,
                     const char * const *colours)
{
  TsSetup *setup = ts_setup_new (game_id, n_players, seed);

  for (guint i = 0; i < n_players; i++)
    ts_setup_set_player (setup, i, names[i], TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, colours[i]);
  setup->first_seat = 0;
  return setup;
}

static void
on_move_chosen (TsBoard      *board,
                const TsMove *move,
                TsTestBoard  *f)
{
  g_array_append_val (f->emitted, *move);
}

void
ts_test_board_open (TsTestBoard *f,
                    GtkWidget   *board,
                    TsMatch     *match,
                    int          width,
                    int          height)
{
  f->match = match;
  f->emitted = g_array_new (FALSE, FALSE, sizeof (TsMove));
  f->board = board;
  g_signal_connect (f->board, "move-chosen", G_CALLBACK (on_move_chosen), f);
  ts_board_set_match (TS_BOARD (f->board), f->match);

  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), width, height);
  gtk_window_set_child (GTK_WINDOW (f->window), f->board);
  gtk_window_present (GTK_WINDOW (f->window));
}

void
ts_test_board_close (TsTestBoard *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->match);
  g_array_unref (f->emitted);
}

void
ts_test_board_hand_to (TsTestBoard *f,
                       int          seat)
{
  ts_board_set_viewer (TS_BOARD (f->board), seat);
  ts_board_set_interactive (TS_BOARD (f->board), TRUE);
}

void
ts_test_board_hand_to_current (TsTestBoard *f)
{
  ts_test_board_hand_to (f, ts_game_get_current_seat (ts_match_get_game (f->match)));
}

TsMove
ts_test_board_play_emitted (TsTestBoard *f)
{
  g_autoptr(GError) error = NULL;
  TsMove move;

  g_assert_cmpuint (f->emitted->len, ==, 1);
  move = g_array_index (f->emitted, TsMove, 0);
  g_array_set_size (f->emitted, 0);
  g_assert_true (ts_game_is_legal (ts_match_get_game (f->match), &move));
  g_assert_true (ts_match_play (f->match, &move, &error));
  g_assert_no_error (error);
  return move;
}

static gboolean
set_flag (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
ts_test_wait_until (TsTestDoneFunc done,
                    gpointer       data,
                    gboolean       then_drain)
{
  gboolean expired = FALSE;
  guint guard = g_timeout_add_seconds (30, set_flag, &expired);

  while (!expired && !done (data))
    g_main_context_iteration (NULL, TRUE);
  if (then_drain)
    while (!expired && g_main_context_iteration (NULL, FALSE))
      ;
  if (!expired)
    g_source_remove (guard);
  g_assert_false (expired);
}

static void
on_after_paint (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

static gboolean
flag_is_set (gpointer data)
{
  return *(gboolean *) data;
}

void
ts_test_wait_for_paint (GtkWidget *window,
                        GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  gboolean painted = FALSE;
  gulong id;

  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);
  gtk_widget_queue_draw (widget);
  ts_test_wait_until (flag_is_set, &painted, FALSE);
  g_signal_handler_disconnect (clock, id);
}

GtkEventController *
ts_test_controller_named (GtkWidget  *widget,
                          const char *name)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (controllers, i);
      if (g_strcmp0 (gtk_event_controller_get_name (c), name) == 0)
        return c;   /* the widget keeps it alive */
    }
  g_assert_not_reached ();
}

void
ts_test_click (GtkWidget *widget,
               double     x,
               double     y)
{
  g_signal_emit_by_name (ts_test_controller_named (widget, "board-click"), "pressed", 1, x, y);
}

void
ts_test_activate (GtkWidget  *widget,
                  const char *action,
                  GVariant   *param)
{
  g_assert_true (gtk_widget_activate_action_variant (widget, action, param));
}

char *
ts_test_data_dir_new (const char *prefix)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *template = g_strdup_printf ("%s-XXXXXX", prefix);
  char *dir = g_dir_make_tmp (template, &error);

  g_assert_no_error (error);
  g_setenv ("TESSELLA_DATA_DIR", dir, TRUE);
  return dir;
}

void
ts_test_data_dir_remove (char *dir)
{
  g_autoptr(GDir) listing = NULL;
  const char *name;

  if (dir == NULL)
    return;
  listing = g_dir_open (dir, 0, NULL);
  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      char *path = g_build_filename (dir, name, NULL);

      /* Folders too: the finished games are kept per game. */
      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        ts_test_data_dir_remove (path);
      else
        {
          g_unlink (path);
          g_free (path);
        }
    }
  g_rmdir (dir);
  g_free (dir);
}

guchar *
ts_test_render_widget (GtkWidget *widget)
{
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  guchar *data = g_malloc0 ((gsize) w * h * 4);

  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gdk_texture_download (texture, data, (gsize) w * 4);
  return data;
}
