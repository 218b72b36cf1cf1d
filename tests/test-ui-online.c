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

#include "test-avahi.h"
#include "test-net-util.h"
#include "test-ui-util.h"
#include "ts-application.h"
#include "ts-archive.h"
#include "ts-board.h"
#include "ts-chooser.h"
#include "ts-invite-dialog.h"
#include "ts-net-browse.h"
#include "ts-net-embedded.h"
#include "ts-new-game-dialog.h"
#include "ts-qr-code.h"
#include "ts-net-link.h"
#include "ts-online-games.h"
#include "ts-remote-table.h"
#include "ts-replay-dialog.h"
#include "ts-seat-panel.h"
#include "ts-game-boards.h"
#include "ts-board-summary.h"

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

static gboolean
hint_shown (gpointer data)
{
  const char *toast = ts_window_get_last_toast (data);

  return toast != NULL && g_str_has_prefix (toast, "Suggestion: ");
}

static void
test_play_online (void)
{
  guint n_seen_online = 0;
  g_autoptr(TsGame) first_seen = NULL;
  NetFixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(TsNetMessage) created = NULL;
  g_autofree char *link_text = NULL;
  TsWindow *window;
  GtkWidget *board;
  TsTable *table;
  guint mine = 0, moves_online;

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

  /* A hint for the seat's own turn, searched on its own view: in words,
   * and nothing is sent. */
  {
    guint n = ts_table_get_n_moves (table);

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
    g_assert_true (wait_for (hint_shown, window));
    g_assert_cmpuint (ts_table_get_n_moves (table), ==, n);
    g_assert_true (ts_board_can_act (TS_BOARD (board)));
  }

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

  /* Replay: what the seat saw, step by step, with its own eyes only. */
  {
    TsReplayDialog *replay;
    TsRemoteTable *remote = TS_REMOTE_TABLE (table);
    guint n_seen = ts_remote_table_get_n_seen (remote), n;
    TsGame *first = ts_remote_table_get_seen (remote, 0, &n);

    /* The welcome (no move yet), then each move the seat saw. */
    g_assert_cmpuint (n, ==, 0);
    g_assert_cmpuint (n_seen, >=, 3);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.replay", NULL));
    replay = TS_REPLAY_DIALOG (find_toplevel (TS_TYPE_REPLAY_DIALOG));
    g_assert_nonnull (replay);
    g_assert_cmpuint (ts_replay_dialog_get_index (replay), ==, 0);
    g_assert_true (ts_game_equal (ts_match_get_game (ts_replay_dialog_get_shown (replay)), first));
    ts_replay_dialog_set_index (replay, G_MAXUINT);
    g_assert_cmpuint (ts_replay_dialog_get_index (replay), ==, n_seen - 1);
    g_assert_true (ts_game_equal (ts_match_get_game (ts_replay_dialog_get_shown (replay)),
                                  ts_table_get_game (table)));
    /* With the seat's eyes, no one else's; no new game from a view. */
    g_assert_cmpint (ts_board_get_viewer (TS_BOARD (find_widget (GTK_WIDGET (replay), TS_TYPE_BOARD, 0))), ==, 0);
    g_assert_false (gtk_widget_get_visible (GTK_WIDGET (find_widget (GTK_WIDGET (replay), GTK_TYPE_DROP_DOWN, 0))));
    g_assert_false (gtk_widget_get_visible (find_button_labelled (GTK_WIDGET (replay), "_Continue from Here")));
    g_assert_nonnull (find_widget (GTK_WIDGET (replay), GTK_TYPE_LABEL, 0));
    gtk_window_destroy (GTK_WINDOW (replay));
    drain ();
    n_seen_online = n_seen;
    first_seen = ts_game_copy (first);
  }

  /* A local game again: the online one is left. */
  moves_online = ts_table_get_n_moves (table);
  {
    g_autoptr(TsMatch) match = new_match_of ("network", 3);

    start_match (window, match);
    g_assert_false (ts_window_is_online (window));
    g_assert_true (ts_board_get_table (TS_BOARD (ts_window_get_board (window))) == TS_TABLE (match));
  }

  /* The online game waits under Continue, and comes back as it was. */
  {
    g_autofree char *key = g_strconcat ("joined:", created->match, NULL);
    GtkWidget *chooser = ts_window_get_chooser (window);
    guint moves = moves_online;
    Online back = { window, moves };
    g_auto(GStrv) online = NULL;

    ts_window_offer_resume (window);
    g_assert_true (ts_chooser_has_unfinished (TS_CHOOSER (chooser), key));
    g_assert_true (gtk_widget_activate_action (chooser, "chooser.resume", "s", key));
    g_assert_true (ts_window_is_online (window));
    g_assert_true (wait_for (has_online_moves, &back));
    g_assert_cmpuint (ts_table_get_n_moves (table_of (window)), ==, moves);
    /* What the seat saw before is kept for its replay (a file of its
     * own, 0600): the replay goes back to the start again. */
    {
      TsRemoteTable *again = TS_REMOTE_TABLE (table_of (window));
      g_autoptr(GFile) seen_file = ts_online_games_seen_file (created->match);
      g_autoptr(GFileInfo) info = g_file_query_info (seen_file, G_FILE_ATTRIBUTE_UNIX_MODE,
                                                     G_FILE_QUERY_INFO_NONE, NULL, NULL);
      guint first;

      g_assert_nonnull (info);
      g_assert_cmpuint (g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_UNIX_MODE) & 0777, ==, 0600);
      g_assert_cmpuint (ts_remote_table_get_n_seen (again), >=, n_seen_online);
      ts_remote_table_get_seen (again, 0, &first);
      g_assert_cmpuint (first, ==, 0);
      g_assert_true (ts_game_equal (ts_remote_table_get_seen (again, 0, NULL), first_seen));
    }

    /* Discarded, it is forgotten here (the server keeps it). */
    {
      g_autoptr(TsMatch) match = new_match_of ("network", 4);

      start_match (window, match);
    }
    ts_window_offer_resume (window);
    g_assert_true (ts_chooser_has_unfinished (TS_CHOOSER (chooser), key));
    g_assert_true (gtk_widget_activate_action (chooser, "chooser.discard", "s", key));
    g_assert_false (ts_chooser_has_unfinished (TS_CHOOSER (chooser), key));
    ts_window_offer_resume (window);
    online = ts_chooser_list_online (TS_CHOOSER (chooser));
    g_assert_cmpuint (g_strv_length (online), ==, 0);
    /* With the views it saw. */
    {
      g_autoptr(GFile) seen_file = ts_online_games_seen_file (created->match);

      g_assert_false (g_file_query_exists (seen_file, NULL));
    }
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

/* The summary of the seat row whose name starts with NAME, on WINDOW's
 * board (NULL: none). */
static const char *
seat_row (TsWindow   *window,
          const char *name)
{
  GtkWidget *board = ts_window_get_board (window);

  for (guint i = 0; board != NULL; i++)
    {
      GtkWidget *panel = find_widget (board, TS_TYPE_SEAT_PANEL, i);
      const char *summary;

      if (panel == NULL)
        break;
      summary = ts_seat_panel_get_summary (TS_SEAT_PANEL (panel));
      if (summary != NULL && g_str_has_prefix (summary, name))
        return summary;
    }
  return NULL;
}

/* Bob's row says he is connected and on turn. */
static gboolean
bob_thinking (gpointer data)
{
  const char *row = seat_row (data, "Bob");

  return row != NULL && strstr (row, ", connected, on turn") != NULL;
}

/* A local match whose seats say who is there, as an online table does:
 * each game's seat rows show it. */
#define TEST_TYPE_PRESENCE_TABLE (test_presence_table_get_type ())
G_DECLARE_FINAL_TYPE (TestPresenceTable, test_presence_table, TEST, PRESENCE_TABLE, GObject)

struct _TestPresenceTable
{
  GObject         parent_instance;
  TsMatch        *match;
  TsSeatPresence  presence[TS_MAX_SEATS];
};

static void test_presence_table_iface_init (TsTableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestPresenceTable, test_presence_table, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TS_TYPE_TABLE, test_presence_table_iface_init))

static void
test_presence_table_finalize (GObject *object)
{
  g_clear_object (&TEST_PRESENCE_TABLE (object)->match);
  G_OBJECT_CLASS (test_presence_table_parent_class)->finalize (object);
}

static void
test_presence_table_class_init (TestPresenceTableClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = test_presence_table_finalize;
}

static void
test_presence_table_init (TestPresenceTable *self)
{
}

#define INNER(t) TS_TABLE (TEST_PRESENCE_TABLE (t)->match)

static const TsSetup *pt_setup (TsTable *t) { return ts_table_get_setup (INNER (t)); }
static TsGame *pt_game (TsTable *t) { return ts_table_get_game (INNER (t)); }
static guint pt_n_moves (TsTable *t) { return ts_table_get_n_moves (INNER (t)); }
static const TsMove *pt_move (TsTable *t, guint i) { return ts_table_get_move (INNER (t), i); }
static int pt_move_seat (TsTable *t, guint i) { return ts_table_get_move_seat (INNER (t), i); }
static guint pt_n_events (TsTable *t) { return ts_table_get_n_events (INNER (t)); }
static const TsEvent *pt_event (TsTable *t, guint i) { return ts_table_get_event (INNER (t), i); }
static void pt_move_events (TsTable *t, guint m, guint *f, guint *n) { ts_table_get_move_events (INNER (t), m, f, n); }
static const char *pt_name (TsTable *t, int s) { return ts_table_get_seat_name (INNER (t), s); }

static TsSeatPresence
pt_presence (TsTable *t,
             int      seat)
{
  return seat >= 0 && seat < TS_MAX_SEATS ? TEST_PRESENCE_TABLE (t)->presence[seat] : TS_SEAT_PRESENCE_NONE;
}

static void
test_presence_table_iface_init (TsTableInterface *iface)
{
  iface->get_setup = pt_setup;
  iface->get_game = pt_game;
  iface->get_n_moves = pt_n_moves;
  iface->get_move = pt_move;
  iface->get_move_seat = pt_move_seat;
  iface->get_n_events = pt_n_events;
  iface->get_event = pt_event;
  iface->get_move_events = pt_move_events;
  iface->get_seat_name = pt_name;
  iface->get_seat_presence = pt_presence;
}

/* The texts of the visible presence lines under ROOT, in tree order,
 * joined by "|". */
static void
collect_presence (GtkWidget *root,
                  GString   *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && g_strcmp0 (gtk_widget_get_name (child), "seat-presence") == 0
          && gtk_widget_get_visible (child))
        g_string_append_printf (out, "%s|", gtk_label_get_text (GTK_LABEL (child)));
      collect_presence (child, out);
    }
}

/* Every game shows, on each seat's row, who is there: nothing at one
 * screen, the words once the table says, and the change when it does. */
static void
test_seat_rows (void)
{
  static const char * const games[] = { "trojhranna", "tri", "network", "trehgrannik", "trigon" };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr(TsMatch) match = new_match_of (games[g], 7);
      g_autoptr(TestPresenceTable) table = g_object_new (TEST_TYPE_PRESENCE_TABLE, NULL);
      GtkWidget *window = gtk_window_new ();
      GtkWidget *board = ts_game_boards_new (games[g]);
      g_autoptr(GString) seen = g_string_new (NULL);
      g_autofree char *summary = NULL;

      g_test_message ("%s", games[g]);
      table->match = g_object_ref (match);
      gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
      gtk_window_set_child (GTK_WINDOW (window), board);
      ts_board_set_table (TS_BOARD (board), TS_TABLE (table));
      gtk_window_present (GTK_WINDOW (window));
      drain ();
      /* At one screen: no presence at all. */
      collect_presence (board, seen);
      g_assert_cmpstr (seen->str, ==, "");

      table->presence[0] = TS_SEAT_PRESENCE_YOU;
      table->presence[1] = TS_SEAT_PRESENCE_AWAY;
      ts_table_emit_changed (TS_TABLE (table));
      drain ();
      g_string_truncate (seen, 0);
      collect_presence (board, seen);
      g_assert_nonnull (strstr (seen->str, "you|"));
      g_assert_nonnull (strstr (seen->str, "not connected|"));
      /* A screen reader hears it with the seat. */
      summary = ts_board_get_summary (TS_BOARD (board));
      g_assert_nonnull (strstr (summary, "not connected"));

      /* Bob comes back. */
      table->presence[1] = TS_SEAT_PRESENCE_CONNECTED;
      ts_table_emit_changed (TS_TABLE (table));
      drain ();
      g_string_truncate (seen, 0);
      collect_presence (board, seen);
      g_assert_null (strstr (seen->str, "not connected"));
      g_assert_nonnull (strstr (seen->str, "connected|"));

      gtk_window_destroy (GTK_WINDOW (window));
      drain ();
    }
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
  /* Every seat's row says who is there. */
  g_assert_nonnull (seat_row (window, "Player 1"));
  g_assert_nonnull (strstr (seat_row (window, "Player 1"), "), you, "));
  g_assert_nonnull (seat_row (window, "Player 2"));
  g_assert_nonnull (strstr (seat_row (window, "Player 2"), "), not connected, on turn"));

  /* Bob connects. */
  {
    TsNetLink link = { FALSE, (char *) "127.0.0.1", f.port, created->match, created->tokens[1], NULL };

    bob = ts_net_client_new (&link, "Bob");
    ts_net_client_start (bob);
  }
  g_assert_true (wait_for (status_without_away, window));
  /* On his turn, connected: thinking. */
  g_assert_true (wait_for (bob_thinking, window));
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

/* Hosting from the new-game dialog: a seat set to "Invite Online" makes
 * the game hosted by the app's own server; the invitation shows that
 * seat's link (and its QR code) and who has come; the guest joins with
 * the link and the two play. */
typedef struct
{
  TsInviteDialog *dialog;
  const char     *words;
} StatusWait;

static gboolean
invite_status_is (gpointer data)
{
  StatusWait *w = data;

  return g_strcmp0 (ts_invite_dialog_get_status (w->dialog), w->words) == 0;
}

static gboolean
client_has_moves (gpointer data)
{
  Online *o = data;

  return ts_net_client_get_n_moves ((TsNetClient *) o->window) >= o->n_moves;
}


static guint
count_hosted (GStrv keys)
{
  guint n = 0;

  for (guint i = 0; keys[i] != NULL; i++)
    n += g_str_has_prefix (keys[i], "hosted:");
  return n;
}

static const char *
hosted_key (GStrv keys)
{
  for (guint i = 0; keys[i] != NULL; i++)
    if (g_str_has_prefix (keys[i], "hosted:"))
      return keys[i];
  return NULL;
}

static gboolean
message_dialog_shown (gpointer data)
{
  return find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL;
}

static gboolean
has_exactly_moves (gpointer data)
{
  Online *o = data;
  TsTable *table = table_of (o->window);

  return table != NULL && ts_table_get_n_moves (table) == o->n_moves;
}

static gboolean
window_may_undo (gpointer data)
{
  return gtk_widget_is_sensitive (GTK_WIDGET (data)) &&
         ts_net_client_can_ask_undo (ts_remote_table_get_client (TS_REMOTE_TABLE (table_of (data))));
}

static gboolean
guest_is_asked (gpointer data)
{
  return ts_net_client_get_undo_asker (data) == 0;
}

static gboolean
guest_started (gpointer data)
{
  return !ts_net_client_is_waiting (data);
}

static gboolean
guest_connected (gpointer data)
{
  return ts_net_client_is_connected (data) && ts_net_client_get_view (data) != NULL;
}

static gboolean
guest_refused (gpointer data)
{
  return ts_net_client_was_refused (data);
}

static void
on_guest_failed (TsNetClient *client,
                 const char  *message,
                 char       **out)
{
  g_free (*out);
  *out = g_strdup (message);
}

/* Games of GAME_ID in Recent Games that ended unfinished, with N_MOVES. */
static guint
count_abandoned (const char *game_id,
                 guint       n_moves)
{
  g_autofree char *dir = ts_archive_default_dir ();
  g_autoptr(GPtrArray) entries = ts_archive_list (dir, game_id);
  guint n = 0;

  for (guint i = 0; i < entries->len; i++)
    {
      TsArchiveEntry *entry = g_ptr_array_index (entries, i);

      n += entry->abandoned && entry->n_moves == n_moves;
    }
  return n;
}

/* Whether a group of DIALOG has a description beginning with PREFIX. */
static gboolean
some_group_says (GtkWidget  *dialog,
                 const char *prefix)
{
  GtkWidget *group;

  for (guint i = 0; (group = find_widget (dialog, ADW_TYPE_PREFERENCES_GROUP, i)) != NULL; i++)
    {
      const char *description = adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group));

      if (description != NULL && g_str_has_prefix (description, prefix))
        return TRUE;
    }
  return FALSE;
}

static void
test_host (void)
{
  TsWindow *window = new_window ();
  GtkWidget *dialog;
  TsInviteDialog *invite;
  g_autoptr(GError) error = NULL;
  g_autoptr(TsNetLink) link = NULL;
  g_autoptr(TsNetClient) guest = NULL;
  GtkWidget *qr;
  TsTable *table;
  guint moves = 0;

  /* Two people here and one invited: one screen plays one seat. */
  g_signal_emit_by_name (ts_window_get_chooser (window), "game-chosen", "trojhranna");
  dialog = find_toplevel (TS_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_widget (dialog, GTK_TYPE_SPIN_BUTTON, 0)), 3);
  gtk_drop_down_set_selected (seat_kind_dropdown (dialog, 0), 0);
  gtk_drop_down_set_selected (seat_kind_dropdown (dialog, 1), 0);
  gtk_drop_down_set_selected (seat_kind_dropdown (dialog, 2), SEAT_KIND_INVITE);
  g_assert_cmpuint (ts_new_game_dialog_get_invited (TS_NEW_GAME_DIALOG (dialog)), ==, 1u << 2);
  g_assert_true (some_group_says (dialog, "An online game is played by one person at this screen"));
  /* Start does nothing. */
  gtk_widget_activate_action (dialog, "dialog.start", NULL);
  drain ();
  g_assert_true (find_toplevel (TS_TYPE_NEW_GAME_DIALOG) == dialog);
  g_assert_false (ts_window_is_online (window));
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();

  /* Network: Ada here, Bob invited. */
  g_signal_emit_by_name (ts_window_get_chooser (window), "game-chosen", "network");
  dialog = find_toplevel (TS_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  gtk_drop_down_set_selected (seat_kind_dropdown (dialog, 0), 0);
  gtk_drop_down_set_selected (seat_kind_dropdown (dialog, 1), SEAT_KIND_INVITE);
  g_assert_true (gtk_widget_activate_action (dialog, "dialog.start", NULL));
  drain ();
  g_assert_true (ts_window_is_online (window));
  invite = TS_INVITE_DIALOG (find_toplevel (TS_TYPE_INVITE_DIALOG));
  g_assert_nonnull (invite);
  g_assert_cmpuint (ts_invite_dialog_get_n_seats (invite), ==, 1);
  g_assert_cmpint (ts_invite_dialog_get_seat (invite, 0), ==, 1);
  {
    StatusWait w = { invite, "Waiting for Bob to join." };

    g_assert_true (wait_for (invite_status_is, &w));
  }
  /* The link as a QR code: a finder pattern in its top left corner (a
   * dark ring, a light ring, a dark centre, a light separator). */
  qr = find_widget (GTK_WIDGET (invite), GTK_TYPE_DRAWING_AREA, 0);
  g_assert_cmpuint (ts_qr_code_get_modules (qr), >=, 21);
  g_assert_cmpuint ((ts_qr_code_get_modules (qr) - 17) % 4, ==, 0);
  g_assert_true (ts_qr_code_is_dark (qr, 0, 0));
  g_assert_false (ts_qr_code_is_dark (qr, 1, 1));
  g_assert_true (ts_qr_code_is_dark (qr, 3, 3));
  g_assert_false (ts_qr_code_is_dark (qr, 7, 7));

  /* Bob opens his link. */
  link = ts_net_link_parse (ts_invite_dialog_get_link (invite, 0), &error);
  g_assert_no_error (error);
  guest = ts_net_client_new (link, NULL);
  ts_net_client_start (guest);
  {
    StatusWait w = { invite, "Everyone is here." };

    g_assert_true (wait_for (invite_status_is, &w));
  }
  g_assert_cmpint (ts_net_client_get_seat (guest), ==, 1);
  /* The lobby: nobody moves before the host starts the game. */
  g_assert_true (ts_net_client_is_waiting (guest));
  g_assert_false (ts_board_can_act (TS_BOARD (ts_window_get_board (window))));
  g_assert_cmpstr (ts_window_get_status (window), ==, "Waiting for you to start the game");
  g_assert_false (gtk_widget_get_visible (find_button_labelled (GTK_WIDGET (invite), "Start with _Computers")));
  g_assert_true (gtk_widget_is_sensitive (find_button_labelled (GTK_WIDGET (invite), "_Start Game")));
  g_signal_emit_by_name (find_button_labelled (GTK_WIDGET (invite), "_Start Game"), "clicked");
  drain ();
  g_assert_null (find_toplevel (TS_TYPE_INVITE_DIALOG));
  g_assert_true (wait_for (guest_started, guest));

  /* They play: Ada on the board, Bob through his client. */
  table = table_of (window);
  while (moves < 4)
    {
      Online on_guest = { (TsWindow *) guest, moves + 1 };
      Online on_host = { window, moves + 1 };

      if (ts_net_client_is_my_turn (guest))
        {
          TsGame *view = ts_net_client_get_view (guest);
          g_autoptr(GArray) legal = ts_game_list_moves (view);
          g_autofree char *text = ts_game_format_move (view, &g_array_index (legal, TsMove, 0));

          g_assert_true (ts_net_client_send_move (guest, text));
        }
      else
        {
          GtkWidget *board;

          g_assert_true (wait_for (seat_may_act, window));
          board = ts_window_get_board (window);
          ts_board_choose (TS_BOARD (board), &g_array_index (ts_board_get_legal_moves (TS_BOARD (board)), TsMove, 0));
        }
      g_assert_true (wait_for (has_online_moves, &on_host));
      g_assert_true (wait_for (client_has_moves, &on_guest));
      moves = ts_table_get_n_moves (table);
    }
  {
    guint by_bob = 0;

    for (guint m = 0; m < ts_table_get_n_moves (table); m++)
      by_bob += ts_table_get_move_seat (table, m) == 1;
    g_assert_cmpuint (by_bob, >, 0);
    g_assert_cmpuint (by_bob, <, ts_table_get_n_moves (table));
  }

  /* Take-backs (on by default): Bob's turn, taken back with Ada's
   * consent in a question in her window; then Ada's, with Bob's. */
  {
    Online bob_moved;
    GtkWidget *question;
    guint n;

    while (!ts_net_client_is_my_turn (guest))
      {
        GtkWidget *board;

        g_assert_true (wait_for (seat_may_act, window));
        board = ts_window_get_board (window);
        n = ts_table_get_n_moves (table);
        ts_board_choose (TS_BOARD (board), &g_array_index (ts_board_get_legal_moves (TS_BOARD (board)), TsMove, 0));
        bob_moved = (Online) { (TsWindow *) guest, n + 1 };
        g_assert_true (wait_for (client_has_moves, &bob_moved));
      }
    n = ts_table_get_n_moves (table);
    {
      TsGame *view = ts_net_client_get_view (guest);
      g_autoptr(GArray) legal = ts_game_list_moves (view);
      g_autofree char *text = ts_game_format_move (view, &g_array_index (legal, TsMove, 0));
      Online on_host = { window, n + 1 };

      g_assert_true (ts_net_client_send_move (guest, text));
      g_assert_true (wait_for (has_online_moves, &on_host));
      bob_moved = (Online) { (TsWindow *) guest, n + 1 };
      g_assert_true (wait_for (client_has_moves, &bob_moved));
    }
    g_assert_true (ts_net_client_ask_undo (guest));
    g_assert_true (wait_for (message_dialog_shown, NULL));
    question = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
    g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (question)), ==,
                     "Bob Asks to Take Back Their Turn");
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "allow");
    {
      Online back = { window, n };
      TsRemoteTable *remote = TS_REMOTE_TABLE (table_of (window));
      guint seen;

      g_assert_true (wait_for (has_exactly_moves, &back));
      /* The replay of what Ada saw forgets the turn taken back. */
      ts_remote_table_get_seen (remote, ts_remote_table_get_n_seen (remote) - 1, &seen);
      g_assert_cmpuint (seen, ==, n);
    }

    /* Ada asks, from the window (Ctrl+Z); Bob agrees. */
    while (!ts_board_can_act (TS_BOARD (ts_window_get_board (window))))
      {
        TsGame *view = ts_net_client_get_view (guest);
        g_autoptr(GArray) legal = ts_game_list_moves (view);
        g_autofree char *text = ts_game_format_move (view, &g_array_index (legal, TsMove, 0));

        n = ts_table_get_n_moves (table);
        g_assert_true (ts_net_client_send_move (guest, text));
        bob_moved = (Online) { window, n + 1 };
        g_assert_true (wait_for (has_online_moves, &bob_moved));
        wait_for (seat_may_act, window);
      }
    n = ts_table_get_n_moves (table);
    ts_board_choose (TS_BOARD (ts_window_get_board (window)),
                     &g_array_index (ts_board_get_legal_moves (TS_BOARD (ts_window_get_board (window))), TsMove, 0));
    bob_moved = (Online) { (TsWindow *) guest, n + 1 };
    g_assert_true (wait_for (client_has_moves, &bob_moved));
    g_assert_true (wait_for (window_may_undo, window));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
    g_assert_true (wait_for (guest_is_asked, guest));
    g_assert_true (ts_net_client_answer_undo (guest, TRUE));
    {
      Online back = { window, n };

      g_assert_true (wait_for (has_exactly_moves, &back));
    }
    g_assert_true (wait_for (seat_may_act, window));
  }

  /* The invitations again, from the menu: Bob has gone; the game is
   * under way, so only Done. */
  ts_net_client_stop (guest);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.invitations", NULL));
  invite = TS_INVITE_DIALOG (find_toplevel (TS_TYPE_INVITE_DIALOG));
  g_assert_nonnull (invite);
  {
    StatusWait w = { invite, "Waiting for Bob to join." };

    g_assert_true (wait_for (invite_status_is, &w));
  }
  g_assert_false (gtk_widget_get_visible (find_button_labelled (GTK_WIDGET (invite), "_Start Game")));
  g_assert_true (gtk_widget_get_visible (find_button_labelled (GTK_WIDGET (invite), "_Done")));
  gtk_window_destroy (GTK_WINDOW (invite));

  /* A local game on screen: the hosted one waits under Continue, and
   * comes back with its moves and the seat played here. */
  moves = ts_table_get_n_moves (table);
  {
    g_autoptr(TsMatch) match = new_match_of ("tri", 3);
    g_auto(GStrv) online = NULL;
    Online back = { window, moves };

    start_match (window, match);
    g_assert_false (ts_window_is_online (window));
    ts_window_offer_resume (window);
    online = ts_chooser_list_online (TS_CHOOSER (ts_window_get_chooser (window)));
    /* (The games joined in the tests before are there too.) */
    g_assert_cmpuint (count_hosted (online), ==, 1);
    g_assert_true (ts_chooser_has_unfinished (TS_CHOOSER (ts_window_get_chooser (window)), hosted_key (online)));
    g_assert_true (gtk_widget_activate_action (ts_window_get_chooser (window), "chooser.resume", "s",
                                               hosted_key (online)));
    g_assert_true (ts_window_is_online (window));
    g_assert_true (wait_for (has_online_moves, &back));
    table = table_of (window);
    g_assert_cmpuint (ts_table_get_n_moves (table), ==, moves);
    g_assert_cmpint (ts_board_get_viewer (TS_BOARD (ts_window_get_board (window))), ==, 0);
    /* The game on screen is not offered again. */
    ts_window_offer_resume (window);
    g_strfreev (online);
    online = ts_chooser_list_online (TS_CHOOSER (ts_window_get_chooser (window)));
    g_assert_cmpuint (count_hosted (online), ==, 0);
  }

  /* Bob is back; Ada, at another game, ends the hosted one: it goes to
   * Recent Games, ended unfinished, and Bob hears it and forgets it. */
  {
    g_autoptr(TsMatch) match = new_match_of ("tri", 4);
    g_autoptr(TsNetClient) bob = ts_net_client_new (link, NULL);
    g_autofree char *heard = NULL;
    g_auto(GStrv) online = NULL;
    g_autofree char *key = NULL;
    GtkWidget *question;
    guint abandoned = count_abandoned ("network", moves);

    g_signal_connect (bob, "failed", G_CALLBACK (on_guest_failed), &heard);
    ts_net_client_start (bob);
    g_assert_true (wait_for (guest_connected, bob));
    start_match (window, match);
    ts_window_offer_resume (window);
    online = ts_chooser_list_online (TS_CHOOSER (ts_window_get_chooser (window)));
    g_assert_cmpuint (count_hosted (online), ==, 1);
    key = g_strdup (hosted_key (online));
    /* The row's End Game asks first; Cancel changes nothing. */
    g_assert_nonnull (find_button_labelled (ts_window_get_chooser (window), "_End Game"));
    g_assert_true (gtk_widget_activate_action (ts_window_get_chooser (window), "chooser.discard", "s", key));
    g_assert_true (wait_for (message_dialog_shown, NULL));
    question = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
    g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (question)), ==, "End This Online Game?");
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "cancel");
    drain ();
    g_assert_true (ts_chooser_has_unfinished (TS_CHOOSER (ts_window_get_chooser (window)), key));
    g_assert_true (ts_net_client_is_connected (bob));
    g_assert_cmpuint (count_abandoned ("network", moves), ==, abandoned);

    g_assert_true (gtk_widget_activate_action (ts_window_get_chooser (window), "chooser.discard", "s", key));
    g_assert_true (wait_for (message_dialog_shown, NULL));
    question = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "end");
    drain ();
    g_assert_cmpuint (count_abandoned ("network", moves), ==, abandoned + 1);
    g_assert_false (ts_chooser_has_unfinished (TS_CHOOSER (ts_window_get_chooser (window)), key));
    g_assert_true (wait_for (guest_refused, bob));
    g_assert_cmpstr (heard, ==, "The host ended this game");
    /* After a restart too: nothing of it is hosted any more. */
    {
      g_auto(GStrv) hosted = ts_net_embedded_list_unfinished (
        ts_application_get_embedded (TS_APPLICATION (gtk_window_get_application (GTK_WINDOW (window)))));

      g_assert_false (g_strv_contains ((const char * const *) hosted, key + strlen ("hosted:")));
    }
  }
  close_window (window);
}

/* Hosting on the server named in Preferences: the dialog offers it, the
 * game is created there (from a thread), the window plays its seat and
 * the invitations hold the server's links; such a game has no lobby. */
static gboolean
invite_shown (gpointer data)
{
  return find_toplevel (TS_TYPE_INVITE_DIALOG) != NULL;
}

static void
test_host_on_server (void)
{
  NetFixture f = { 0 };
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tessella.Tessella");
  g_autoptr(GError) error = NULL;
  g_autoptr(TsNetLink) link = NULL;
  g_autoptr(TsNetClient) guest = NULL;
  TsInviteDialog *invite;
  GtkWidget *dialog;
  TsWindow *window;

  net_fixture_start (&f, NULL);
  g_settings_set_string (settings, "online-server", f.url);
  window = new_window ();
  g_signal_emit_by_name (ts_window_get_chooser (window), "game-chosen", "network");
  dialog = find_toplevel (TS_TYPE_NEW_GAME_DIALOG);
  gtk_drop_down_set_selected (seat_kind_dropdown (dialog, 0), 0);
  gtk_drop_down_set_selected (seat_kind_dropdown (dialog, 1), SEAT_KIND_INVITE);
  g_assert_cmpstr (ts_new_game_dialog_get_server (TS_NEW_GAME_DIALOG (dialog)), ==, f.url);
  g_assert_true (gtk_widget_activate_action (dialog, "dialog.start", NULL));
  g_assert_true (wait_for (invite_shown, NULL));
  g_assert_true (ts_window_is_online (window));
  g_assert_cmpuint (ts_net_server_get_n_matches (f.server), ==, 1);
  invite = TS_INVITE_DIALOG (find_toplevel (TS_TYPE_INVITE_DIALOG));
  g_assert_cmpuint (ts_invite_dialog_get_n_seats (invite), ==, 1);
  link = ts_net_link_parse (ts_invite_dialog_get_link (invite, 0), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (link->port, ==, f.port);
  /* Started at once: only Done. */
  g_assert_false (gtk_widget_get_visible (find_button_labelled (GTK_WIDGET (invite), "_Start Game")));
  g_assert_true (gtk_widget_get_visible (find_button_labelled (GTK_WIDGET (invite), "_Done")));

  guest = ts_net_client_new (link, NULL);
  ts_net_client_start (guest);
  {
    StatusWait w = { invite, "Everyone is here." };

    g_assert_true (wait_for (invite_status_is, &w));
  }
  g_assert_cmpint (ts_net_client_get_seat (guest), ==, 1);
  ts_net_client_stop (guest);
  gtk_window_destroy (GTK_WINDOW (invite));
  g_settings_set_string (settings, "online-server", "");
  close_window (window);
  net_fixture_teardown (&f, NULL);
}

/* Games near you: a game hosted on another computer (here another
 * server in the process, announced through the stand-in for Avahi) is
 * listed on the start screen; Join asks for its free seat and plays it. */
static AvahiFixture avahi_fixture;

static gboolean
has_nearby (gpointer data)
{
  return ts_chooser_get_n_nearby (TS_CHOOSER (ts_window_get_chooser (data))) == 1;
}

static gboolean
no_nearby (gpointer data)
{
  return ts_chooser_get_n_nearby (TS_CHOOSER (ts_window_get_chooser (data))) == 0;
}

static gboolean
seated_as_bob (gpointer data)
{
  TsWindow *window = data;
  TsTable *table = table_of (window);

  return table != NULL && ts_table_get_game (table) != NULL &&
         ts_board_get_viewer (TS_BOARD (ts_window_get_board (window))) == 1;
}

static void
test_nearby (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_dir_make_tmp ("tessella-other-XXXXXX", &error);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(TsNetEmbedded) other = ts_net_embedded_new (dir);
  g_autoptr(TsNetAnnouncer) announcer = ts_net_announcer_new (avahi_fixture.host_bus);
  g_autoptr(TsSetup) setup = ts_setup_new ("network", 2, 0);
  g_autofree char *match = NULL;
  TsWindow *window = new_window ();

  ts_net_embedded_set_announcer (other, announcer);
  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  match = ts_net_embedded_host (other, setup, 0, 0, &error);
  g_assert_no_error (error);

  /* Listed, then joined with a click on Join. */
  g_assert_true (wait_for (has_nearby, window));
  g_assert_true (gtk_widget_activate_action (ts_window_get_chooser (window), "chooser.join-nearby", "s", match));
  g_assert_true (wait_for (seated_as_bob, window));
  g_assert_true (ts_window_is_online (window));
  /* The seat is taken: nothing near is left to join. */
  g_assert_cmpuint (ts_net_embedded_get_free_seats (other, match), ==, 0);
  g_assert_true (wait_for (no_nearby, window));

  close_window (window);
  ts_net_embedded_set_announcer (other, NULL);
  g_clear_object (&other);
  drain ();
  net_remove_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv, "test-ui-online");
  /* Games near come through the stand-in for Avahi; the session bus stays
   * as it was (none). */
  {
    g_autofree char *session = g_strdup (g_getenv ("DBUS_SESSION_BUS_ADDRESS"));
    g_autofree char *display = g_strdup (g_getenv ("DISPLAY"));

    avahi_fixture.avahi.address = "127.0.0.1";
    avahi_fixture_up (&avahi_fixture);
    g_setenv ("TESSELLA_AVAHI_BUS", g_test_dbus_get_bus_address (avahi_fixture.test_bus), TRUE);
    /* GTestDBus unsets DISPLAY, against autolaunching a bus. */
    if (display != NULL)
      g_setenv ("DISPLAY", display, TRUE);
    if (session != NULL)
      g_setenv ("DBUS_SESSION_BUS_ADDRESS", session, TRUE);
    else
      g_unsetenv ("DBUS_SESSION_BUS_ADDRESS");
  }
  if (ui_test_open_display ())
    {
      g_test_add_func ("/online/play", test_play_online);
      g_test_add_func ("/online/presence", test_presence);
      g_test_add_func ("/online/seat-rows", test_seat_rows);
      g_test_add_func ("/online/refused-link", test_refused_link);
      g_test_add_func ("/online/host", test_host);
      g_test_add_func ("/online/nearby", test_nearby);
      g_test_add_func ("/online/host-on-server", test_host_on_server);
    }
  {
    int status = ui_test_run ();

    avahi_fixture_down (&avahi_fixture);
    return status;
  }
}
