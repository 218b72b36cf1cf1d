/* test-ui-online.c — the window at a table on a Tessella server (issue 28,
 * docs/online-window.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A TsNetServer runs in this process on 127.0.0.1 with a Network match:
 * the window's person against the server's computer.  The window joins
 * with the seat's link, shows the board with the seat's eyes, takes moves
 * only on the seat's turn, sends them, and shows the computer's replies;
 * the server, not the window, keeps the game.  Every wait is bounded.
 */
#include <string.h>

#include "test-net-util.h"
#include "test-ui-util.h"
#include "ts-board.h"
#include "ts-net-link.h"
#include "ts-remote-table.h"

typedef struct
{
  TsWindow *window;
  guint     n_moves;
} Online;

static TsTable *
table_of (TsWindow *window)
{
  GtkWidget *board = ts_window_get_board (window);

  return board != NULL ? ts_board_get_table (TS_BOARD (board)) : NULL;
}

/* The board shows the online game and the seat may act. */
static gboolean
seat_may_act (gpointer data)
{
  TsWindow *window = data;
  GtkWidget *board = ts_window_get_board (window);

  return board != NULL && TS_IS_REMOTE_TABLE (table_of (window)) && ts_board_can_act (TS_BOARD (board));
}

static gboolean
has_online_moves (gpointer data)
{
  Online *o = data;
  TsTable *table = table_of (o->window);

  return table != NULL && ts_table_get_n_moves (table) >= o->n_moves;
}

static gboolean
computer_replied (gpointer data)
{
  TsWindow *window = data;
  TsTable *table = table_of (window);
  guint n = table != NULL ? ts_table_get_n_moves (table) : 0;

  return n > 0 && ts_table_get_move_seat (table, n - 1) == 1 && seat_may_act (window);
}

static void
test_play_online (void)
{
  NetFixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(TsNetMessage) created = NULL;
  g_autofree char *link_text = NULL;
  TsWindow *window;
  GtkWidget *board;
  TsTable *table;
  guint mine = 0;

  net_fixture_start (&f, NULL);
  created = net_create_match (&f, "network", "person,normal", NULL, NULL, &error);
  g_assert_no_error (error);
  {
    TsNetLink link = { FALSE, (char *) "127.0.0.1", f.port, created->match, created->tokens[0], NULL };

    link_text = ts_net_link_to_string (&link);
  }

  window = new_window ();
  /* Not a link to a seat: said, and nothing changes. */
  g_assert_false (ts_window_join (window, "tessella://nowhere", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (ts_window_is_online (window));

  /* Join Game…: the link pasted into the dialog. */
  {
    GtkWidget *dialog, *entry;

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.join", NULL));
    dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
    g_assert_nonnull (dialog);
    entry = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));
    g_assert_true (GTK_IS_ENTRY (entry));
    gtk_editable_set_text (GTK_EDITABLE (entry), link_text);
    g_signal_emit_by_name (entry, "activate");
    drain ();
    g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  }
  g_assert_true (ts_window_is_online (window));
  g_assert_true (wait_for (seat_may_act, window));
  board = ts_window_get_board (window);
  table = table_of (window);
  /* The seat's own eyes; no local match, so nothing to undo or save. */
  g_assert_cmpint (ts_board_get_viewer (TS_BOARD (board)), ==, 0);
  g_assert_null (ts_window_get_match (window));

  /* The person plays until the server's computer has answered. */
  for (guint turn = 0; turn < 20 && !computer_replied (window); turn++)
    {
      const GArray *legal;
      Online o = { window, ts_table_get_n_moves (table) + 1 };

      g_assert_true (wait_for (seat_may_act, window));
      legal = ts_board_get_legal_moves (TS_BOARD (board));
      g_assert_cmpuint (legal->len, >, 0);
      ts_board_choose (TS_BOARD (board), &g_array_index (legal, TsMove, 0));
      /* On its way: the board waits for the server's answer. */
      g_assert_false (ts_board_can_act (TS_BOARD (board)));
      mine++;
      g_assert_true (wait_for (has_online_moves, &o));
      wait_for (computer_replied, window);
    }
  g_assert_true (computer_replied (window));
  g_assert_cmpuint (mine, >, 0);
  {
    guint by_seat = 0;

    /* Every move of seat 0 is one the window sent. */
    for (guint m = 0; m < ts_table_get_n_moves (table); m++)
      by_seat += ts_table_get_move_seat (table, m) == 0;
    g_assert_cmpuint (by_seat, ==, mine);
  }
  {
    g_autoptr(GPtrArray) lines = ts_table_describe_events (table, 0, ts_table_get_n_moves (table), 0);

    g_assert_cmpuint (lines->len, >, 0);
  }

  /* A local game again: the online one is left. */
  {
    g_autoptr(TsMatch) match = new_match_of ("network", 3);

    start_match (window, match);
    g_assert_false (ts_window_is_online (window));
    g_assert_true (ts_board_get_table (TS_BOARD (ts_window_get_board (window))) == TS_TABLE (match));
  }
  close_match_window (window);
  net_fixture_teardown (&f, NULL);
}

/* Another person's seat: while they are not connected the status says
 * so on their turn; once they connect, it says only whose turn it is. */
static gboolean
not_my_turn (gpointer data)
{
  TsWindow *window = data;
  TsTable *table = table_of (window);
  TsGame *game = table != NULL ? ts_table_get_game (table) : NULL;

  return game != NULL && ts_game_get_current_seat (game) == 1;
}

static gboolean
status_has_away (gpointer data)
{
  const char *status = ts_window_get_status (data);

  /* Created without names: the second seat is "Player 2". */
  return status != NULL && strstr (status, "Player 2 is not connected") != NULL;
}

static gboolean
status_without_away (gpointer data)
{
  const char *status = ts_window_get_status (data);

  return status != NULL && strstr (status, "not connected") == NULL;
}

static void
test_presence (void)
{
  NetFixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(TsNetMessage) request = NULL;
  g_autoptr(TsNetMessage) created = NULL;
  g_autofree char *link_text = NULL;
  g_autoptr(TsNetClient) bob = NULL;
  TsWindow *window;
  GtkWidget *board;

  net_fixture_start (&f, NULL);
  created = net_create_match (&f, "network", "person,person", NULL, NULL, &error);
  g_assert_no_error (error);
  {
    TsNetLink link = { FALSE, (char *) "127.0.0.1", f.port, created->match, created->tokens[0], NULL };

    link_text = ts_net_link_to_string (&link);
  }
  window = new_window ();
  g_assert_true (ts_window_join (window, link_text, &error));
  board = NULL;
  /* Ada plays until it is Bob's turn. */
  for (guint i = 0; i < 20 && !not_my_turn (window); i++)
    {
      g_assert_true (wait_for (seat_may_act, window));
      board = ts_window_get_board (window);
      ts_board_choose (TS_BOARD (board), &g_array_index (ts_board_get_legal_moves (TS_BOARD (board)), TsMove, 0));
      wait_for (not_my_turn, window);
    }
  g_assert_true (not_my_turn (window));
  g_assert_true (wait_for (status_has_away, window));
  g_assert_false (ts_board_can_act (TS_BOARD (ts_window_get_board (window))));

  /* Bob connects. */
  {
    TsNetLink link = { FALSE, (char *) "127.0.0.1", f.port, created->match, created->tokens[1], NULL };

    bob = ts_net_client_new (&link, "Bob");
    ts_net_client_start (bob);
  }
  g_assert_true (wait_for (status_without_away, window));
  ts_net_client_stop (bob);
  close_window (window);
  net_fixture_teardown (&f, NULL);
}

/* A link whose token the server refuses: said in a message, and the
 * window goes back to the games, no longer online. */
static gboolean
is_offline (gpointer data)
{
  return !ts_window_is_online (data);
}

static void
test_refused_link (void)
{
  NetFixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(TsNetMessage) created = NULL;
  g_autofree char *wrong = ts_net_random_id (32, NULL);
  g_autofree char *link_text = NULL;
  TsWindow *window;
  GtkWidget *dialog;

  net_fixture_start (&f, NULL);
  created = net_create_match (&f, "network", "person,person", NULL, NULL, &error);
  g_assert_no_error (error);
  {
    TsNetLink link = { FALSE, (char *) "127.0.0.1", f.port, created->match, wrong, NULL };

    link_text = ts_net_link_to_string (&link);
  }
  window = new_window ();
  g_assert_true (ts_window_join (window, link_text, &error));
  g_assert_true (wait_for (is_offline, window));
  dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (ts_window_get_board (window) != NULL)
    g_assert_null (ts_board_get_table (TS_BOARD (ts_window_get_board (window))));
  close_window (window);
  net_fixture_teardown (&f, NULL);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv, "test-ui-online");
  if (ui_test_open_display ())
    {
      g_test_add_func ("/online/play", test_play_online);
      g_test_add_func ("/online/presence", test_presence);
      g_test_add_func ("/online/refused-link", test_refused_link);
    }
  return ui_test_run ();
}
