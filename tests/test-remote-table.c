/* test-remote-table.c — one seat's copy of an online game, as a table
 * (issue 28, docs/online-window.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A TsNetServer runs in this process on 127.0.0.1.  Two seats play
 * Network through TsNetClient, each shown as a TsRemoteTable, while a local
 * TsMatch plays the same moves from the same start (Network hides
 * nothing, so the seats' views are the whole game).  Each table must tell
 * what the match tells: the moves, who made them, each move's events, the
 * last turn, the log; and a seat that connects again gets the same from
 * the server's welcome as it had built move by move.
 */
#include <glib/gstdio.h>

#include "test-util.h"
#include "test-net-util.h"
#include "ts-games.h"
#include "ts-match.h"
#include "ts-net-client.h"
#include "ts-remote-table.h"

#define N_MOVES 24

typedef struct
{
  guint welcomes;
  guint changed;
} Seen;

static void
on_welcome (TsNetClient *client,
            Seen        *seen)
{
  seen->welcomes++;
}

static void
on_changed (TsTable *table,
            Seen    *seen)
{
  seen->changed++;
}

/* Runs the main context until CLIENT knows N moves. */
static void
wait_moves (TsNetClient *client,
            guint        n)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_SECONDS * G_USEC_PER_SEC;

  while (ts_net_client_get_n_moves (client) < n)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (500);
    }
}

static void
wait_welcomes (Seen  *seen,
               guint  n)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_SECONDS * G_USEC_PER_SEC;

  while (seen->welcomes < n)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (500);
    }
}

/* TABLE tells what MATCH tells, as VIEWER sees it. */
static void
assert_same (TsTable *table,
             TsMatch *match,
             int      viewer)
{
  guint n = ts_match_get_n_moves (match);
  g_autoptr(GPtrArray) remote_lines = NULL;
  g_autoptr(GPtrArray) local_lines = NULL;

  g_assert_cmpuint (ts_table_get_n_moves (table), ==, n);
  g_assert_true (ts_game_equal (ts_table_get_game (table), ts_match_get_game (match)));
  for (guint m = 0; m < n; m++)
    {
      guint first, n_events, l_first, l_n;

      g_assert_null (ts_table_get_move (table, m));
      g_assert_cmpint (ts_table_get_move_seat (table, m), ==, ts_match_get_move_seat (match, m));
      ts_table_get_move_events (table, m, &first, &n_events);
      ts_match_get_move_events (match, m, &l_first, &l_n);
      g_assert_cmpuint (n_events, ==, l_n);
      for (guint e = 0; e < n_events; e++)
        {
          const TsEvent *a = ts_table_get_event (table, first + e);
          const TsEvent *b = ts_match_get_event (match, l_first + e);

          g_assert_nonnull (a);
          g_assert_cmpint (a->kind, ==, b->kind);
          g_assert_cmpint (a->seat, ==, b->seat);
          g_assert_cmpmem (a->arg, sizeof a->arg, b->arg, sizeof b->arg);
        }
    }
  g_assert_cmpuint (ts_table_get_last_turn_start (table), ==, ts_match_get_last_turn_start (match));
  remote_lines = ts_table_describe_events (table, 0, n, viewer);
  local_lines = ts_match_describe_events (match, 0, n, viewer);
  g_assert_cmpuint (remote_lines->len, ==, local_lines->len);
  g_assert_cmpuint (remote_lines->len, >, 0);
}

static void
test_play (NetFixture    *f,
           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsNetMessage) created = net_create_match (f, "network", "person,person", NULL, NULL, &error);
  static const char *const names[] = { "Ada", "Bob" };
  TsNetClient *clients[2];
  TsRemoteTable *tables[2];
  Seen seen[2] = { { 0, 0 }, { 0, 0 } };
  g_autoptr(TsMatch) match = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessella-seen-XXXXXX", NULL);
  g_autofree char *seen_path = g_build_filename (dir, "match.seen", NULL);
  g_autoptr(GFile) seen_file = g_file_new_for_path (seen_path);
  TsRng rng;

  g_assert_no_error (error);
  g_assert_nonnull (dir);
  for (int s = 0; s < 2; s++)
    {
      TsNetLink link = { FALSE, (char *) "127.0.0.1", f->port, created->match, created->tokens[s], NULL };

      clients[s] = ts_net_client_new (&link, names[s]);
      tables[s] = ts_remote_table_new (clients[s]);
      if (s == 1)
        ts_remote_table_keep_seen (tables[s], seen_file);
      g_signal_connect (clients[s], "welcome", G_CALLBACK (on_welcome), &seen[s]);
      g_signal_connect (tables[s], "changed", G_CALLBACK (on_changed), &seen[s]);
      /* Before the welcome: nothing to show. */
      g_assert_null (ts_table_get_setup (TS_TABLE (tables[s])));
      g_assert_null (ts_table_get_game (TS_TABLE (tables[s])));
      g_assert_cmpuint (ts_table_get_n_moves (TS_TABLE (tables[s])), ==, 0);
      ts_net_client_start (clients[s]);
    }
  wait_welcomes (&seen[0], 1);
  wait_welcomes (&seen[1], 1);
  for (int s = 0; s < 2; s++)
    {
      const TsSetup *setup = ts_table_get_setup (TS_TABLE (tables[s]));

      g_assert_nonnull (setup);
      g_assert_cmpstr (setup->game_id, ==, "network");
      g_assert_cmpuint (setup->n_players, ==, 2);
      g_assert_cmpuint (seen[s].changed, >=, 1);
    }

  /* The local match starts where the server's game starts. */
  match = ts_match_new_from_position (NULL, ts_game_copy (ts_table_get_game (TS_TABLE (tables[0]))));
  ts_rng_init (&rng, 28);
  for (guint i = 0; i < N_MOVES && !ts_game_is_over (ts_match_get_game (match)); i++)
    {
      TsGame *game = ts_match_get_game (match);
      int seat = ts_game_get_current_seat (game);
      g_autofree char *text = NULL;
      TsMove move;

      g_assert_cmpint (seat, >=, 0);
      ts_test_random_move (game, &rng, &move);
      text = ts_game_format_move (game, &move);
      g_assert_true (ts_net_client_send_move (clients[seat], text));
      g_assert_true (ts_match_play (match, &move, &error));
      g_assert_no_error (error);
      wait_moves (clients[0], ts_match_get_n_moves (match));
      wait_moves (clients[1], ts_match_get_n_moves (match));
    }
  g_assert_cmpuint (ts_match_get_n_moves (match), >, 2);
  for (int s = 0; s < 2; s++)
    {
      assert_same (TS_TABLE (tables[s]), match, s);
      /* Presence now names both players. */
      g_assert_cmpstr (ts_table_get_seat_name (TS_TABLE (tables[s]), 0), ==, "Ada");
      g_assert_cmpstr (ts_table_get_seat_name (TS_TABLE (tables[s]), 1), ==, "Bob");
    }

  /* Bob connects again: the welcome's turns give the same table. */
  ts_net_client_stop (clients[1]);
  {
    TsNetLink link = { FALSE, (char *) "127.0.0.1", f->port, created->match, created->tokens[1], NULL };
    g_autoptr(TsNetClient) again = ts_net_client_new (&link, "Bob");
    g_autoptr(TsRemoteTable) table = ts_remote_table_new (again);
    Seen seen_again = { 0, 0 };

    g_signal_connect (again, "welcome", G_CALLBACK (on_welcome), &seen_again);
    ts_net_client_start (again);
    ts_remote_table_keep_seen (table, seen_file);
    wait_welcomes (&seen_again, 1);
    assert_same (TS_TABLE (table), match, 1);
    /* What Bob saw before, read back from the file: every position from
     * the start (Network hides nothing: the match's own). */
    g_assert_cmpuint (ts_remote_table_get_n_seen (table), ==, ts_match_get_n_moves (match) + 1);
    for (guint i = 0; i < ts_remote_table_get_n_seen (table); i++)
      {
        guint n;
        TsGame *view = ts_remote_table_get_seen (table, i, &n);
        g_autoptr(TsGame) then = ts_match_dup_game_before (match, i);

        g_assert_cmpuint (n, ==, i);
        g_assert_true (ts_game_equal (view, then));
      }
    ts_net_client_stop (again);
    g_signal_handlers_disconnect_by_data (again, &seen_again);
  }

  for (int s = 0; s < 2; s++)
    {
      ts_net_client_stop (clients[s]);
      g_signal_handlers_disconnect_by_data (clients[s], &seen[s]);
      g_signal_handlers_disconnect_by_data (tables[s], &seen[s]);
      g_object_unref (tables[s]);
      g_object_unref (clients[s]);
    }

  /* A damaged file: what cannot be read is left out, nothing else. */
  g_assert_true (g_file_set_contents (seen_path, "[step 0]\nmoves=0\nview=not a game\n", -1, NULL));
  {
    TsNetLink link = { FALSE, (char *) "127.0.0.1", f->port, created->match, created->tokens[1], NULL };
    g_autoptr(TsNetClient) again = ts_net_client_new (&link, "Bob");
    g_autoptr(TsRemoteTable) table = ts_remote_table_new (again);
    Seen seen_again = { 0, 0 };

    g_signal_connect (again, "welcome", G_CALLBACK (on_welcome), &seen_again);
    ts_remote_table_keep_seen (table, seen_file);
    ts_net_client_start (again);
    wait_welcomes (&seen_again, 1);
    g_assert_cmpuint (ts_remote_table_get_n_seen (table), ==, 1);
    g_assert_true (ts_game_equal (ts_remote_table_get_seen (table, 0, NULL), ts_match_get_game (match)));
    ts_net_client_stop (again);
    g_signal_handlers_disconnect_by_data (again, &seen_again);
  }
  g_unlink (seen_path);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add ("/net/remote-table/play", NetFixture, NULL, net_fixture_setup, test_play, net_fixture_teardown);
  return g_test_run ();
}
