/* test-ui-util.c — what the window tests share: the application, windows
 * playing a match, waiting, simulated input, widget lookup, main ()
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <gio/gunixsocketaddress.h>

#include "test-ui-util.h"

#include "trojhranna-board.h"
#include "ts-ai.h"
#include "test-board-util.h"
#include "test-util.h"
#include "ts-application.h"
#include "ts-autosave.h"
#include "ts-curtain.h"
#include "ts-games.h"

GtkApplication *app;
char *data_dir;

/* Waiting */

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

gboolean
wait_for (Condition condition,
          gpointer  data)
{
  /* A blocking iteration needs something to wake it up when the event
   * the condition waits for comes from another thread's result. */
  guint ticker = g_timeout_add (10, wake_up, NULL);
  guint i;

  for (i = 0; i < MAX_ITERATIONS && !condition (data); i++)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (ticker);

  return condition (data);
}

gboolean
board_is_laid_out (gpointer data)
{
  GtkWidget *board = data;

  return gtk_widget_get_mapped (board) && gtk_widget_get_width (board) > 100;
}

void
drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Fixtures */

TsMatch *
new_match (TsPlayerKind second,
           int          first_seat,
           guint64      seed)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("trojhranna", 2, seed);
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  setup->first_seat = first_seat;
  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "red");
  ts_setup_set_player (setup, 1, second == TS_PLAYER_HUMAN ? "Bob" : "Computer",
                       second, TS_LEVEL_EASY, "blue");
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);

  return match;
}

TsWindow *
new_window (void)
{
  TsWindow *window = ts_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 720);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

void
close_window (TsWindow *window)
{
  GtkWidget *ranking = ts_window_get_ranking_dialog (window);

  if (ranking != NULL)
    gtk_window_destroy (GTK_WINDOW (ranking));
  /* As closing it does: the game is kept. */
  ts_window_shutdown (window);
  gtk_window_destroy (GTK_WINDOW (window));
  drain ();
}

void
start_match (TsWindow *window,
             TsMatch  *match)
{
  ts_window_set_match (window, match, NULL);
  g_assert_nonnull (ts_window_get_board (window));
  /* Behind the curtain the board is not shown at all. */
  if (!ts_window_is_curtain_up (window))
    g_assert_true (wait_for (board_is_laid_out, ts_window_get_board (window)));
}

TsGame *
game_of (TsWindow *window)
{
  return ts_match_get_game (ts_window_get_match (window));
}

/* The curtain is up for PLAYER, and the board shows no seat's secrets. */
void
assert_curtain_for (TsWindow   *window,
                    const char *player)
{
  g_assert_true (ts_window_is_curtain_up (window));
  g_assert_cmpstr (ts_curtain_get_player (TS_CURTAIN (ts_window_get_curtain (window))), ==, player);
  g_assert_cmpint (ts_window_get_viewer (window), ==, TS_SEAT_NONE);
}

void
forget_autosave (void)
{
  static const char * const ids[] = { "trojhranna", "tri", "network", "trehgrannik", "trigon" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      ts_autosave_remove (ids[i]);
      g_assert_false (ts_autosave_exists (ids[i]));
    }
}

gboolean
autosave_exists (gpointer data)
{
  return ts_autosave_exists (data);
}

/* A window playing MATCH, with no autosave left by an earlier test. */
TsWindow *
new_match_window (TsMatch *match)
{
  TsWindow *window = new_window ();

  forget_autosave ();
  start_match (window, match);
  return window;
}

/* Closes WINDOW and removes the autosave its match left. */
void
close_match_window (TsWindow *window)
{
  close_window (window);
  forget_autosave ();
}

/* Simulated input */

/* Until the window has painted a frame after WINDOW's board last changed:
 * the board's widgets are laid out. */
void
wait_for_paint (TsWindow *window)
{
  ts_test_wait_for_paint (GTK_WIDGET (window), ts_window_get_board (window));
}

/* The human on turn confirms their three cards, as a player clicking
 * Done does. */
void
click_done (TsWindow *window)
{
  GtkWidget *board = ts_window_get_board (window);
  GtkWidget *picked, *button;
  double x, y;

  /* The Done button is a widget of the board's panel: laid out after the
   * board last changed, and under the point the board names. */
  wait_for_paint (window);
  g_assert_true (ts_trojhranna_board_get_done_point (TS_TROJHRANNA_BOARD (board), &x, &y));
  picked = gtk_widget_pick (board, x, y, GTK_PICK_DEFAULT);
  g_assert_nonnull (picked);
  button = gtk_widget_get_ancestor (picked, GTK_TYPE_BUTTON);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

void
lift_curtain (TsWindow *window)
{
  g_assert_true (ts_window_is_curtain_up (window));
  g_assert_true (gtk_widget_activate_action (ts_window_get_curtain (window), "curtain.lift", NULL));
}

gboolean
has_moves (gpointer data)
{
  MovesWait *wait = data;

  return ts_match_get_n_moves (ts_window_get_match (wait->window)) >= wait->n_moves;
}

gboolean
human_may_act (gpointer data)
{
  TsWindow *window = data;

  return ts_window_is_interactive (window) && !ts_window_is_thinking (window);
}

/* Widget lookup */

GtkWidget *
find_widget (GtkWidget *root,
             GType      type,
             guint      nth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        {
          if (nth == 0)
            return child;
          nth--;
        }

      /* Count matches inside CHILD too, in tree order. */
      for (guint i = 0; (found = find_widget (child, type, i)) != NULL; i++)
        {
          if (nth == 0)
            return found;
          nth--;
        }
    }

  return NULL;
}

/* The window's keyboard focus is on a button for ACTION. */
void
assert_focus_on_action (TsWindow   *window,
                        const char *action)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (window));

  g_assert_true (GTK_IS_ACTIONABLE (focus));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, action);
}

TsMatch *
new_match_of (const char *game_id,
              guint64     seed)
{
  return ts_test_new_match (game_id, seed);
}

/* Plays random moves on a scratch copy until the end, and returns them. */
GArray *
random_game (TsMatch *match)
{
  g_autoptr(TsGame) game = ts_game_copy (ts_match_get_game (match));
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (TsMove));
  TsRng rng;

  ts_rng_init (&rng, 99);
  while (!ts_game_is_over (game))
    {
      TsMove move;

      g_assert_true (ts_ai_random_move (game, &rng, &move));
      g_assert_true (ts_game_apply_move (game, &move, NULL));
      g_array_append_val (moves, move);
      g_assert_cmpuint (moves->len, <, 10000);
    }

  return moves;
}

TsWindow *
window_before_last_move (TsMatch *match,
                         GArray  *moves)
{
  TsWindow *window;

  for (guint i = 0; i + 1 < moves->len; i++)
    g_assert_true (ts_match_play (match, &g_array_index (moves, TsMove, i), NULL));
  window = new_match_window (match);
  if (ts_window_is_curtain_up (window))
    lift_curtain (window);
  g_assert_true (wait_for (human_may_act, window));
  return window;
}

GtkWidget *
find_toplevel (GType type)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

static void
test_no_display (void)
{
  g_test_skip ("No display: run the tests under xvfb-run");
}

/* Main */

void
ui_test_init (int         *argc,
              char      ***argv,
              const char  *program)
{
  g_autofree char *prefix = g_strdup_printf ("tessella-%s", program);

  g_test_init (argc, argv, NULL);

  /* Keep the autosave away from the real home. */
  data_dir = ts_test_data_dir_new (prefix);
  /* GTK's test accessibility backend keeps every accessible property for
   * gtk_test_accessible_*() to read, with no AT-SPI bus to reach. */
  g_setenv ("GTK_A11Y", "test", TRUE);
}

/* A local X server named by DISPLAY (":N") that has made its socket may
 * not accept connections at once: up to 3 s for it to answer a
 * connection's setup, since GTK opens the display only once. */
static void
wait_for_x_server (void)
{
  const char *display = g_getenv ("DISPLAY");
  g_autofree char *path = NULL;

  if (display == NULL || display[0] != ':')
    return;
  path = g_strdup_printf ("/tmp/.X11-unix/X%d", atoi (display + 1));
  for (guint i = 0; i < 30; i++)
    {
      g_autoptr(GSocket) socket = g_socket_new (G_SOCKET_FAMILY_UNIX, G_SOCKET_TYPE_STREAM, 0, NULL);
      g_autoptr(GSocketAddress) address = g_unix_socket_address_new (path);
      /* The X11 connection setup (little-endian, protocol 11.0, no
       * authorization): a server that is ready answers 1, "Success". */
      static const guint8 setup[12] = { 'l', 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
      guint8 answer[8] = { 0, };

      if (socket != NULL && g_socket_connect (socket, address, NULL, NULL))
        {
          g_socket_set_timeout (socket, 1);
          if (g_socket_send (socket, (const char *) setup, sizeof setup, NULL, NULL) == sizeof setup &&
              g_socket_receive (socket, (char *) answer, sizeof answer, NULL, NULL) > 0 && answer[0] == 1)
            return;
          g_test_message ("The X server at %s did not accept a connection (%u); trying again", display, answer[0]);
        }
      g_usleep (G_USEC_PER_SEC / 10);
    }
}

gboolean
ui_test_open_display (void)
{
  g_autoptr(GError) error = NULL;

  gboolean ok;

  wait_for_x_server ();
  ok = gtk_init_check ();
  /* A loaded machine's X server that answered the probe can still refuse
   * GTK's first connection: up to 3 s more, opening the display again. */
  for (guint i = 0; !ok && i < 30; i++)
    {
      GdkDisplay *display;

      g_usleep (G_USEC_PER_SEC / 10);
      display = gdk_display_open (NULL);
      ok = display != NULL;
      if (ok)
        {
          gdk_display_manager_set_default_display (gdk_display_manager_get (), display);
          g_test_message ("The display opened at the %u. attempt", i + 2);
        }
    }
  if (!ok)
    {
      g_test_message ("No display at DISPLAY=%s", g_getenv ("DISPLAY") != NULL ? g_getenv ("DISPLAY") : "(unset)");
      g_test_add_func ("/ui/window", test_no_display);
      return FALSE;
    }

  ts_games_ensure ();
  app = GTK_APPLICATION (ts_application_new ());
  /* No session bus needed, no other instance consulted. */
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  return TRUE;
}

int
ui_test_run (void)
{
  int status = g_test_run ();

  g_clear_object (&app);
  ts_test_data_dir_remove (g_steal_pointer (&data_dir));

  return status;
}

GtkWidget *
find_button_labelled (GtkWidget  *root,
                      const char *label)
{
  GtkWidget *button;

  for (guint i = 0; (button = find_widget (root, GTK_TYPE_BUTTON, i)) != NULL; i++)
    if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), label) == 0)
      return button;
  g_assert_not_reached ();
}

GtkDropDown *
seat_kind_dropdown (GtkWidget *dialog,
                    guint      seat)
{
  GtkWidget *row = find_widget (dialog, ADW_TYPE_ENTRY_ROW, seat);

  g_assert_nonnull (row);
  /* The colour's chooser, then who plays. */
  return GTK_DROP_DOWN (find_widget (row, GTK_TYPE_DROP_DOWN, 1));
}
