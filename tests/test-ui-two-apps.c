/* test-ui-two-apps.c — two apps, two processes with data folders of
 * their own, play through the host's own server (issue 28, slice 6)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This process is the host: it hosts with the real widgets (the new-game
 * dialog's "Invite Online", the invitation dialog's link and Start Game)
 * and plays its seat on the board.  The guest is test-ui-guest, another
 * process on the same display with its own data folder, joining with the
 * link from the dialog.  Midway the guest is killed (SIGKILL) and started
 * again: it finds the game under Continue and plays on.  Every wait is
 * bounded.
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "test-board-util.h"
#include "test-net-util.h"
#include "test-ui-util.h"
#include "ts-board.h"
#include "ts-chooser.h"
#include "ts-invite-dialog.h"
#include "ts-new-game-dialog.h"


typedef struct
{
  GSubprocess      *process;
  GDataInputStream *out;
  guint             moved;    /* the guest's moves, as it printed them */
  gint64            started;  /* when the start reached it (µs), or 0 */
  gboolean          reading;
  GCancellable     *cancellable;
} Guest;

static void read_guest (Guest *guest);

static void
on_guest_line (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  Guest *guest = data;
  g_autofree char *line = g_data_input_stream_read_line_finish (G_DATA_INPUT_STREAM (source), result, NULL, NULL);

  guest->reading = FALSE;
  if (line == NULL)
    return;
  if (g_str_has_prefix (line, "moved "))
    guest->moved = (guint) g_ascii_strtoull (line + 6, NULL, 10);
  else if (g_str_has_prefix (line, "started "))
    guest->started = g_ascii_strtoll (line + 8, NULL, 10);
  read_guest (guest);
}

static void
read_guest (Guest *guest)
{
  guest->reading = TRUE;
  g_data_input_stream_read_line_async (guest->out, G_PRIORITY_DEFAULT, guest->cancellable, on_guest_line, guest);
}

static void
guest_start (Guest      *guest,
             const char *data_dir_of_guest,
             const char *argument)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GError) error = NULL;
  g_autofree char *program = g_test_build_filename (G_TEST_BUILT, "test-ui-guest", NULL);

  g_subprocess_launcher_setenv (launcher, "TESSELLA_DATA_DIR", data_dir_of_guest, TRUE);
  guest->process = g_subprocess_launcher_spawn (launcher, &error, program, argument, NULL);
  g_assert_no_error (error);
  guest->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (guest->process));
  guest->cancellable = g_cancellable_new ();
  guest->started = 0;
  read_guest (guest);
}

/* SIGKILL, as a crash or a pulled plug would. */
static void
guest_kill (Guest *guest)
{
  g_cancellable_cancel (guest->cancellable);
  g_subprocess_send_signal (guest->process, SIGKILL);
  g_subprocess_wait (guest->process, NULL, NULL);
  g_clear_object (&guest->out);
  g_clear_object (&guest->process);
  g_clear_object (&guest->cancellable);
  drain ();
}

static TsTable *
table_of (TsWindow *window)
{
  GtkWidget *board = ts_window_get_board (window);

  return board != NULL ? ts_board_get_table (TS_BOARD (board)) : NULL;
}

static gboolean
everyone_here (gpointer data)
{
  return g_strcmp0 (ts_invite_dialog_get_status (data), "Everyone is here.") == 0;
}

typedef struct
{
  TsWindow *window;
  Guest    *guest;
  guint     moves;      /* of the match, to reach */
  guint     guest_moves; /* of the guest, to reach */
} Play;

/* The host plays its turns until the match has P->moves moves and the
 * guest has made P->guest_moves of its own (or the game is over). */
static gboolean
played (gpointer data)
{
  Play *p = data;
  TsTable *table = table_of (p->window);
  GtkWidget *board = ts_window_get_board (p->window);
  TsGame *game = table != NULL ? ts_table_get_game (table) : NULL;

  if (game == NULL)
    return FALSE;
  if (ts_game_is_over (game))
    return TRUE;
  if (ts_board_can_act (TS_BOARD (board)))
    {
      const GArray *legal = ts_board_get_legal_moves (TS_BOARD (board));

      ts_board_choose (TS_BOARD (board), &g_array_index (legal, TsMove, 0));
    }
  return ts_table_get_n_moves (table) >= p->moves && p->guest->moved >= p->guest_moves;
}

static void
test_two_apps (gconstpointer data)
{
  const char *game_id = data;
  g_autoptr(GError) error = NULL;
  char *guest_dir = g_dir_make_tmp ("tessella-guest-XXXXXX", &error);
  g_autofree char *link = NULL;
  TsWindow *window = new_window ();
  GtkWidget *dialog;
  TsInviteDialog *invite;
  Guest guest = { 0 };
  gint64 start_pressed;
  guint before_kill;

  /* Hosted with the real widgets: Ada here, Bob invited. */
  g_signal_emit_by_name (ts_window_get_chooser (window), "game-chosen", game_id);
  dialog = find_toplevel (TS_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_widget (dialog, GTK_TYPE_SPIN_BUTTON, 0)), 2);
  gtk_drop_down_set_selected (seat_kind_dropdown (dialog, 0), 0);
  gtk_drop_down_set_selected (seat_kind_dropdown (dialog, 1), SEAT_KIND_INVITE);
  g_signal_emit_by_name (find_button_labelled (dialog, "_Start"), "clicked");
  drain ();
  invite = TS_INVITE_DIALOG (find_toplevel (TS_TYPE_INVITE_DIALOG));
  g_assert_nonnull (invite);
  link = g_strdup (ts_invite_dialog_get_link (invite, 0));

  /* The other computer opens the link. */
  guest_start (&guest, guest_dir, link);
  g_assert_true (wait_for (everyone_here, invite));
  start_pressed = g_get_real_time ();
  g_signal_emit_by_name (find_button_labelled (GTK_WIDGET (invite), "_Start Game"), "clicked");
  drain ();

  /* They play: both seats move. */
  {
    Play p = { window, &guest, 6, 2 };

    g_assert_true (wait_for (played, &p));
  }
  g_assert_cmpint (guest.started, >, 0);
  g_test_message ("%s: from Start to the guest's started board: %.0f ms", game_id,
                  (guest.started - start_pressed) / 1000.0);

  /* The guest's computer dies; restarted, the app continues the game. */
  before_kill = ts_table_get_n_moves (table_of (window));
  guest_kill (&guest);
  guest.moved = 0;
  guest_start (&guest, guest_dir, "--continue");
  {
    Play p = { window, &guest, before_kill + 4, 2 };

    g_assert_true (wait_for (played, &p));
  }
  g_assert_cmpuint (ts_table_get_n_moves (table_of (window)), >, before_kill);
  {
    TsTable *table = table_of (window);
    guint by_guest = 0;

    for (guint m = 0; m < ts_table_get_n_moves (table); m++)
      by_guest += ts_table_get_move_seat (table, m) == 1;
    g_assert_cmpuint (by_guest, >=, 4);
  }

  guest_kill (&guest);
  close_window (window);
  ts_test_data_dir_remove (guest_dir);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv, "test-ui-two-apps");
  if (ui_test_open_display ())
    {
      g_test_add_data_func ("/two-apps/tri", "tri", test_two_apps);
      g_test_add_data_func ("/two-apps/trehgrannik", "trehgrannik", test_two_apps);
    }
  return ui_test_run ();
}
