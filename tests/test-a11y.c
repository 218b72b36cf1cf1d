/* test-a11y.c — what a screen reader finds on every screen, through the
 * real AT-SPI stack (issue 30)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run by tests/a11y/with-atspi.sh: a private D-Bus session with its own
 * AT-SPI bus, GTK_A11Y=atspi.  Each screen is opened in this process and
 * tests/a11y/atspi-audit.py, a child, walks it over the bus while this
 * process keeps its main loop turning to answer.  Every screen must have
 * no interactive element without a name in words, no class name, no raw
 * mnemonic, no doubled name, no scroll pane that is a Tab stop with
 * nothing to focus, no hidden page exposed, and windows with the role
 * frame or dialog and a title.
 */
#include <string.h>

#include "test-ui-util.h"
#include "test-util.h"
#include "ts-board.h"
#include "ts-new-game-dialog.h"
#include "ts-autosave.h"
#include "ts-ranking-dialog.h"
#include "ts-replay-dialog.h"
#include "ts-announcer.h"
#include "ts-shortcuts-dialog.h"
#include "ts-stats-dialog.h"

static const char * const games[] = { "trojhranna", "tri", "network", "trehgrannik", "trigon" };

/* The child's output, once it has ended (the main loop turning). */
typedef struct
{
  gboolean  done;
  char     *out;
  char     *err;
  GError   *error;
} Child;

static void
on_child_done (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  Child *child = data;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, &child->out, &child->err,
                                        &child->error);
  child->done = TRUE;
}

static GSubprocess *
spawn_audit (const char *mode,
             const char *seconds)
{
  const char *python = g_getenv ("TESSELLA_PYTHON");
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "a11y", "atspi-audit.py", NULL);
  g_autoptr(GError) error = NULL;
  GSubprocess *proc;

  proc = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error,
                           python != NULL ? python : "/usr/bin/python3", script, mode, g_get_prgname (),
                           seconds, NULL);
  g_assert_no_error (error);
  return proc;
}

static gboolean
keep_turning (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static gboolean
stack_moving (GtkWidget *widget)
{
  if (GTK_IS_STACK (widget) && gtk_stack_get_transition_running (GTK_STACK (widget)))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (stack_moving (child))
      return TRUE;
  return FALSE;
}

/* No page of any window is still fading in: the screen as a person
 * finds it once it has settled. */
static gboolean
screens_settled (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (stack_moving (window))
        return FALSE;
    }
  return TRUE;
}

/* What the audit says of the application as it is now. */
static char *
audit (void)
{
  g_autoptr(GSubprocess) proc = NULL;
  Child child = { 0 };

  drain ();
  g_assert_true (wait_for (screens_settled, NULL));
  drain ();
  proc = spawn_audit ("audit", "15");
  g_subprocess_communicate_utf8_async (proc, NULL, NULL, on_child_done, &child);
  /* The audit asks this process over the bus: keep answering, for as
   * long as a walk of the biggest screen may take. */
  {
    gint64 deadline = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
    guint ticker = g_timeout_add (50, keep_turning, NULL);

    while (!child.done && g_get_monotonic_time () < deadline)
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (ticker);
  }
  g_assert_true (child.done);
  g_assert_no_error (child.error);
  if (!g_subprocess_get_if_exited (proc) || g_subprocess_get_exit_status (proc) != 0)
    g_error ("the audit failed: %s", child.err);
  g_free (child.err);
  return child.out;
}

/* Adds the audit's problems on SCREEN to PROBLEMS and its counts to
 * TABLE (a line per window). */
static void
audit_screen (const char *screen,
              GString    *problems,
              GString    *table)
{
  g_autofree char *out = audit ();
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  guint windows = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) f = g_strsplit (lines[i], "\t", -1);

      if (g_strv_length (f) == 7 && g_str_equal (f[0], "W"))
        {
          g_string_append_printf (table, "%-28s %-6s %-40.40s %5s %5s %5s %5s\n", screen, f[1], f[2],
                                  f[3], f[4], f[5], f[6]);
          windows++;
        }
      else if (g_strv_length (f) == 2 && g_str_equal (f[0], "P"))
        g_string_append_printf (problems, "%s: %s\n", screen, f[1]);
    }
  g_assert_cmpuint (windows, >, 0);
}

static void
report (GString *problems,
        GString *table)
{
  g_test_message ("%-28s %-6s %-40s %5s %5s %5s %5s\n%s", "screen", "role", "window", "elems", "inter",
                  "noname", "class", table->str);
  if (problems->len > 0)
    {
      g_test_message ("What a screen reader would be told wrong:\n%s", problems->str);
      g_test_fail ();
    }
}

/* The chooser, with an unfinished game offered, and each game's new-game
 * dialog. */
static void
test_chooser_and_new_game (void)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autoptr(GString) table = g_string_new (NULL);
  g_autoptr(TsMatch) match = new_match_of ("tri", 3);
  g_autoptr(GError) error = NULL;
  TsWindow *window;

  forget_autosave ();
  g_assert_true (ts_autosave_write (match, &error));
  g_assert_no_error (error);
  window = new_window ();
  ts_window_offer_resume (window);
  audit_screen ("chooser", problems, table);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      GtkWidget *dialog = ts_new_game_dialog_new (GTK_WINDOW (window), games[i]);
      g_autofree char *screen = g_strdup_printf ("new game: %s", games[i]);

      gtk_window_present (GTK_WINDOW (dialog));
      drain ();
      audit_screen (screen, problems, table);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
  close_window (window);
  forget_autosave ();
  report (problems, table);
}

/* Each board between two people, the curtain lifted, with its log open;
 * then the curtain itself. */
static void
test_boards (void)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autoptr(GString) table = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr(TsMatch) match = new_match_of (games[i], 7);
      TsWindow *window = new_match_window (match);
      g_autofree char *screen = g_strdup_printf ("board: %s", games[i]);
      g_autofree char *log = g_strdup_printf ("log: %s", games[i]);

      if (ts_window_is_curtain_up (window))
        {
          g_autofree char *curtain = g_strdup_printf ("curtain: %s", games[i]);

          audit_screen (curtain, problems, table);
          lift_curtain (window);
        }
      g_assert_true (wait_for (board_is_laid_out, ts_window_get_board (window)));
      audit_screen (screen, problems, table);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-log", NULL));
      drain ();
      audit_screen (log, problems, table);
      close_match_window (window);
    }
  report (problems, table);
}

/* The end of a game between two people, and its replay, in the smallest
 * and the biggest game. */
static void
test_game_over (void)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autoptr(GString) table = g_string_new (NULL);
  static const char * const ids[] = { "tri", "trigon" };

  for (guint g = 0; g < G_N_ELEMENTS (ids); g++)
    {
      g_autoptr(TsMatch) match = new_match_of (ids[g], 11);
      g_autoptr(GArray) moves = random_game (match);
      g_autofree char *over = g_strdup_printf ("game over: %s", ids[g]);
      g_autofree char *replay_screen = g_strdup_printf ("replay: %s", ids[g]);
      TsWindow *window;
      GtkWidget *ranking, *replay;

      window = window_before_last_move (match, moves);
      ts_board_emit_move (TS_BOARD (ts_window_get_board (window)), &g_array_index (moves, TsMove, moves->len - 1));
      drain ();
      ranking = ts_window_get_ranking_dialog (window);
      g_assert_nonnull (ranking);
      audit_screen (over, problems, table);

      g_assert_true (gtk_widget_activate_action (ranking, "ranking.replay", NULL));
      drain ();
      replay = find_toplevel (TS_TYPE_REPLAY_DIALOG);
      g_assert_nonnull (replay);
      audit_screen (replay_screen, problems, table);
      gtk_window_destroy (GTK_WINDOW (replay));
      drain ();
      close_match_window (window);
    }
  report (problems, table);
}

/* A listener: the screen reader's ears, line by line as they come. */
typedef struct
{
  GSubprocess      *proc;
  GDataInputStream *out;
  GPtrArray        *lines;
  gboolean          ended;
} Listener;

static void
on_line (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  Listener *listener = data;
  char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result, NULL, NULL);

  if (line == NULL)
    {
      listener->ended = TRUE;
      return;
    }
  g_ptr_array_add (listener->lines, line);
  g_data_input_stream_read_line_async (listener->out, G_PRIORITY_DEFAULT, NULL, on_line, listener);
}

static gboolean
listener_ready (gpointer data)
{
  Listener *listener = data;

  return listener->ended ||
         (listener->lines->len > 0 && g_str_equal (g_ptr_array_index (listener->lines, 0), "READY"));
}

static void
listener_start (Listener *listener)
{
  listener->lines = g_ptr_array_new_with_free_func (g_free);
  listener->proc = spawn_audit ("listen", "60");
  listener->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (listener->proc));
  g_data_input_stream_read_line_async (listener->out, G_PRIORITY_DEFAULT, NULL, on_line, listener);
  g_assert_true (wait_for (listener_ready, listener));
  g_assert_false (listener->ended);
}

static void
listener_stop (Listener *listener)
{
  g_subprocess_force_exit (listener->proc);
  g_subprocess_wait (listener->proc, NULL, NULL);
  g_clear_object (&listener->out);
  g_clear_object (&listener->proc);
  g_clear_pointer (&listener->lines, g_ptr_array_unref);
}

/* How many times Orca would speak WORDS: announcements, the active
 * window's new titles, and new names and descriptions of what has the
 * focus. */
static guint
count_spoken (Listener   *listener,
              const char *words)
{
  guint n = 0;

  for (guint i = 0; i < listener->lines->len; i++)
    {
      g_auto(GStrv) f = g_strsplit (g_ptr_array_index (listener->lines, i), "\t", -1);
      gboolean change;

      if (g_strv_length (f) != 7 || !g_str_equal (f[0], "E") || strstr (f[5], words) == NULL)
        continue;
      change = g_str_equal (f[1], "object:property-change:accessible-name") ||
               g_str_equal (f[1], "object:property-change:accessible-description");
      if (g_str_equal (f[1], "object:announcement") ||
          (change && (g_str_equal (f[2], "frame") || g_str_equal (f[6], "1"))))
        n++;
    }
  return n;
}

typedef struct
{
  Listener   *listener;
  const char *words;
} Heard;

static gboolean
was_heard (gpointer data)
{
  Heard *heard = data;

  return count_spoken (heard->listener, heard->words) > 0;
}

/* Ada may act, after a move of the computer. */
static gboolean
computer_replied (gpointer data)
{
  TsWindow *window = data;
  TsMatch *match = ts_window_get_match (window);
  guint n = ts_match_get_n_moves (match);

  return human_may_act (window) && n > 0 && ts_match_get_move_seat (match, n - 1) == 1;
}

/* Lets the main loop turn for MS milliseconds. */
static void
turn_for (guint ms)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) ms * 1000;
  guint ticker = g_timeout_add (10, keep_turning, NULL);

  while (g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (ticker);
}

/* The first header button a person can Tab to. */
static GtkWidget *
header_button (TsWindow *window)
{
  GtkWidget *header = find_widget (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR, 0);

  for (guint i = 0; header != NULL; i++)
    {
      GtkWidget *button = find_widget (header, GTK_TYPE_BUTTON, i);

      if (button == NULL)
        break;
      if (gtk_widget_is_drawable (button) && gtk_widget_is_sensitive (button) && gtk_widget_get_focusable (button))
        return button;
    }
  return NULL;
}

/* With the focus on a header button, a computer's move is spoken once,
 * in words, with the turn that follows; a prompt that changes twice
 * quickly is spoken once, as it ends. */
static void
test_announcements (void)
{
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GArray) moves = NULL;
  g_autoptr(GPtrArray) reply = NULL;
  Listener listener = { 0 };
  TsWindow *window;
  GtkWidget *button;
  MovesWait wait = { NULL, 2 };
  Heard heard = { &listener, NULL };
  g_autofree char *turn = NULL;

  match = ts_test_new_match_against_computer ("network", 14);
  window = new_match_window (match);
  wait.window = window;
  g_assert_true (wait_for (human_may_act, window));
  button = header_button (window);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_grab_focus (button));
  drain ();
  listener_start (&listener);

  /* Ada moves; the computer replies while the focus stays in the header. */
  moves = ts_game_list_moves (game_of (window));
  ts_board_emit_move (TS_BOARD (ts_window_get_board (window)), &g_array_index (moves, TsMove, 0));
  g_assert_true (wait_for (has_moves, &wait));
  g_assert_true (wait_for (human_may_act, window));
  reply = ts_match_describe_events (match, 1, 2, 0);
  g_assert_cmpuint (reply->len, >, 0);
  heard.words = g_ptr_array_index (reply, 0);
  g_assert_true (wait_for (was_heard, &heard));
  turn = g_strdup (ts_window_get_status (window));
  g_assert_nonnull (turn);
  g_test_message ("heard: %s", heard.words);
  /* Once, with whose turn it is now. */
  g_assert_cmpuint (count_spoken (&listener, heard.words), ==, 1);
  heard.words = turn;
  g_assert_true (wait_for (was_heard, &heard));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == button);

  /* Two prompts in a row: the last is said, the first is not. */
  ts_board_set_prompt (TS_BOARD (ts_window_get_board (window)), "Choose the first thing");
  drain ();
  ts_board_set_prompt (TS_BOARD (ts_window_get_board (window)), "Choose the second thing");
  heard.words = "Choose the second thing";
  g_assert_true (wait_for (was_heard, &heard));
  g_assert_cmpuint (count_spoken (&listener, "Choose the first thing"), ==, 0);
  g_assert_cmpuint (count_spoken (&listener, "Choose the second thing"), ==, 1);

  /* With the focus on the board, the board tells the computer's move
   * itself (its description): the title does not say it again. */
  g_assert_true (gtk_widget_grab_focus (ts_board_get_canvas (TS_BOARD (ts_window_get_board (window)))));
  wait.n_moves = ts_match_get_n_moves (match) + 2;
  g_clear_pointer (&moves, g_array_unref);
  moves = ts_game_list_moves (game_of (window));
  ts_board_emit_move (TS_BOARD (ts_window_get_board (window)), &g_array_index (moves, TsMove, 0));
  g_assert_true (wait_for (has_moves, &wait));
  g_assert_true (wait_for (computer_replied, window));
  g_clear_pointer (&reply, g_ptr_array_unref);
  reply = ts_match_describe_events (match, ts_match_get_n_moves (match) - 1, ts_match_get_n_moves (match), 0);
  heard.words = g_ptr_array_index (reply, 0);
  g_assert_true (wait_for (was_heard, &heard));
  /* What settles is said, if anything, after the settling time. */
  turn_for (3 * TS_ANNOUNCER_SETTLE_MS);
  g_assert_cmpuint (count_spoken (&listener, heard.words), ==, 1);

  listener_stop (&listener);
  close_match_window (window);
}

static GtkWidget *
open_toplevel (TsWindow   *window,
               const char *action,
               GType       type)
{
  GtkWidget *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  drain ();
  dialog = find_toplevel (type);
  g_assert_nonnull (dialog);
  return dialog;
}

/* The window's other dialogs: statistics, preferences, shortcuts. */
static void
test_dialogs (void)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autoptr(GString) table = g_string_new (NULL);
  g_autoptr(TsMatch) match = new_match_of ("network", 7);
  TsWindow *window = new_match_window (match);
  static const struct { const char *action; const char *screen; } dialogs[] = {
    { "win.statistics", "statistics" },
    { "win.preferences", "preferences" },
    { "win.show-help-overlay", "shortcuts" },
  };
  GType types[G_N_ELEMENTS (dialogs)];

  types[0] = TS_TYPE_STATS_DIALOG;
  types[1] = ADW_TYPE_WINDOW;
  types[2] = TS_TYPE_SHORTCUTS_DIALOG;
  for (guint i = 0; i < G_N_ELEMENTS (dialogs); i++)
    {
      GtkWidget *dialog = open_toplevel (window, dialogs[i].action, types[i]);

      audit_screen (dialogs[i].screen, problems, table);
      gtk_window_destroy (GTK_WINDOW (dialog));
      drain ();
    }
  close_match_window (window);
  report (problems, table);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv, "test-a11y");
  /* The real AT-SPI backend, on the private bus of with-atspi.sh. */
  g_setenv ("GTK_A11Y", "atspi", TRUE);
  if (ui_test_open_display ())
    {
      g_test_add_func ("/a11y/chooser-and-new-game", test_chooser_and_new_game);
      g_test_add_func ("/a11y/boards", test_boards);
      g_test_add_func ("/a11y/dialogs", test_dialogs);
      g_test_add_func ("/a11y/game-over", test_game_over);
      g_test_add_func ("/a11y/announcements", test_announcements);
    }
  return ui_test_run ();
}
