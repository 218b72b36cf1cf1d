/* test-ui-hotseat.c — several people at one screen (issue 25), driving
 * the real window under a display: the curtain at every hand-over between
 * people and never in the middle of a turn, none in a game without
 * secrets, and undo that belongs to the person who moved
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-ui-util.h"
#include "ts-board.h"
#include "ts-curtain.h"
#include "ts-ranking-dialog.h"
#include "ts-replay-dialog.h"
#include "ts-stats.h"

static const char * const names[] = { "Ada", "Bob", "Cleo", "Dan" };

static TsMatch *
people_match (const char *id,
              guint       n,
              guint64     seed)
{
  g_autoptr(TsSetup) setup = ts_setup_new (id, n, seed);
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  for (guint s = 0; s < n; s++)
    ts_setup_set_player (setup, s, names[s], TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  setup->first_seat = 0;
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  return match;
}

/* Plays random legal moves of the person on the screen through the
 * match; after each, the curtain is up exactly when another person must
 * decide, and then names them and what awaits them.  Returns the number
 * of curtains. */
static guint
play_round_checking_curtains (TsWindow *window,
                              TsMatch  *match,
                              guint     n_moves,
                              guint64   seed)
{
  guint curtains = 0;
  TsRng rng;

  ts_rng_init (&rng, seed);
  for (guint i = 0; i < n_moves && !ts_game_is_over (ts_match_get_game (match)); i++)
    {
      int before = ts_game_get_current_seat (ts_match_get_game (match));
      g_autoptr(GArray) moves = ts_game_list_moves (ts_match_get_game (match));
      int after;

      g_assert_false (ts_window_is_curtain_up (window));
      g_assert_cmpint (ts_window_get_viewer (window), ==, before);
      g_assert_true (ts_match_play (match, &g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len)), NULL));
      drain ();
      after = ts_game_get_current_seat (ts_match_get_game (match));
      if (after == TS_SEAT_NONE)
        break;
      if (after != before)
        {
          const char *reason;

          assert_curtain_for (window, names[after]);
          reason = ts_curtain_get_reason (TS_CURTAIN (ts_window_get_curtain (window)));
          /* What awaits them, in the game's words, with their name. */
          g_assert_nonnull (strstr (reason, names[after]));
          lift_curtain (window);
          curtains++;
        }
      else
        /* Never in the middle of a turn (an empty hand that draws, a
         * card bought: the same person goes on). */
        g_assert_false (ts_window_is_curtain_up (window));
    }
  return curtains;
}

/* Four people playing Rule of Trigon through two rounds and more: a
 * curtain at every hand-over, each naming the next person. */
static void
test_trigon_four_people (void)
{
  g_autoptr(TsMatch) match = people_match ("trigon", 4, 31);
  TsWindow *window = new_match_window (match);
  guint curtains;

  assert_curtain_for (window, names[ts_game_get_current_seat (ts_match_get_game (match))]);
  lift_curtain (window);
  curtains = play_round_checking_curtains (window, match, 160, 5);
  g_test_message ("%u hand-overs, each behind the curtain", curtains);
  g_assert_cmpuint (curtains, >=, 8);
  close_match_window (window);
}

/* The same in Trojhranná hra and Trehgrannik. */
static void
test_hand_overs (gconstpointer data)
{
  const char *id = data;
  g_autoptr(TsMatch) match = people_match (id, 3, 11);
  TsWindow *window = new_match_window (match);

  assert_curtain_for (window, names[ts_game_get_current_seat (ts_match_get_game (match))]);
  lift_curtain (window);
  g_assert_cmpuint (play_round_checking_curtains (window, match, 60, 9), >=, 3);
  close_match_window (window);
}

/* Network hides nothing: two people share the screen without a curtain. */
static void
test_network_no_curtain (void)
{
  g_autoptr(TsMatch) match = people_match ("network", 2, 4);
  TsWindow *window = new_match_window (match);
  TsRng rng;

  ts_rng_init (&rng, 2);
  for (guint i = 0; i < 30 && !ts_game_is_over (ts_match_get_game (match)); i++)
    {
      g_autoptr(GArray) moves = ts_game_list_moves (ts_match_get_game (match));

      g_assert_false (ts_window_is_curtain_up (window));
      g_assert_cmpint (ts_window_get_viewer (window), ==, ts_game_get_current_seat (ts_match_get_game (match)));
      g_assert_true (ts_match_play (match, &g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len)), NULL));
      drain ();
    }
  close_match_window (window);
}

/* Undo belongs to the person who moved: in Rule of Trigon the second
 * player cannot take back the first one's turn without them; they are
 * asked behind the curtain, may refuse, may agree. */
static void
test_undo_needs_consent (void)
{
  g_autoptr(TsMatch) match = people_match ("trigon", 2, 8);
  TsWindow *window = new_match_window (match);
  TsMove end = { 0 };
  int first = ts_game_get_current_seat (ts_match_get_game (match)), second = 1 - first;
  g_autofree char *keeps = g_strdup_printf ("%s keeps", names[first]);
  guint n;

  assert_curtain_for (window, names[first]);
  lift_curtain (window);
  /* The first player ends the turn: the second one's starts, nothing
   * revealed. */
  g_assert_true (ts_game_parse_move (ts_match_get_game (match), "end", &end, NULL));
  g_assert_true (ts_match_play (match, &end, NULL));
  drain ();
  g_assert_cmpint (ts_game_get_current_seat (ts_match_get_game (match)), ==, second);
  g_assert_false (ts_match_undo_blocked (match));
  assert_curtain_for (window, names[second]);
  lift_curtain (window);
  n = ts_match_get_n_moves (match);

  /* The second asks; the first refuses: nothing changes, and the device
   * goes back to the second behind the curtain. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  assert_curtain_for (window, names[first]);
  g_assert_true (ts_curtain_is_asking (TS_CURTAIN (ts_window_get_curtain (window))));
  g_assert_nonnull (strstr (ts_curtain_get_reason (TS_CURTAIN (ts_window_get_curtain (window))), names[second]));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, n);
  g_assert_true (gtk_widget_activate_action (ts_window_get_curtain (window), "curtain.refuse", NULL));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, n);
  g_assert_nonnull (strstr (ts_window_get_last_toast (window), keeps));
  assert_curtain_for (window, names[second]);
  lift_curtain (window);

  /* Asked again, the first agrees: the turn's end is taken back, and the
   * device is theirs. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  assert_curtain_for (window, names[first]);
  g_assert_true (gtk_widget_activate_action (ts_window_get_curtain (window), "curtain.lift", NULL));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, n - 1);
  g_assert_cmpint (ts_game_get_current_seat (ts_match_get_game (match)), ==, first);
  g_assert_false (ts_window_is_curtain_up (window));
  g_assert_cmpint (ts_window_get_viewer (window), ==, first);
  close_match_window (window);
}

/* At the undo limit Ctrl+Z says why, in words. */
static void
test_undo_limit_said (void)
{
  g_autoptr(TsMatch) match = new_match (TS_PLAYER_COMPUTER, 0, 7);
  TsWindow *window = new_match_window (match);

  /* Ada memorises her cards: the look ends, and so does undo. */
  g_assert_true (wait_for (human_may_act, window));
  click_done (window);
  g_assert_true (wait_for (human_may_act, window));
  g_assert_true (ts_match_undo_blocked (match) || !ts_match_can_undo_human_turn (match));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_nonnull (ts_window_get_last_toast (window));
  g_assert_true (g_str_has_prefix (ts_window_get_last_toast (window), "Undo stops here"));
  close_match_window (window);
}

static guint
games_counted (const char *game_id,
               const char *player)
{
  g_autoptr(TsStats) stats = ts_stats_new ();
  g_autofree char *path = ts_stats_default_path ();
  const TsStatsEntry *e;

  g_assert_true (ts_stats_load (stats, path, NULL));
  e = ts_stats_lookup (stats, game_id, player);
  return e != NULL ? e->played : 0;
}

/* The same game over in every game: the last move, played on the board,
 * brings the ranking dialog with every player and is counted once in the
 * statistics. */
static void
test_game_over (gconstpointer data)
{
  const char *id = data;
  g_autoptr(TsMatch) match = people_match (id, 2, 11);
  g_autoptr(GArray) moves = random_game (match);
  TsWindow *window;
  GtkWidget *ranking, *replay;
  guint counted = games_counted (id, "Ada");

  window = window_before_last_move (match, moves);
  g_assert_null (ts_window_get_ranking_dialog (window));

  ts_board_emit_move (TS_BOARD (ts_window_get_board (window)), &g_array_index (moves, TsMove, moves->len - 1));
  drain ();
  g_assert_true (ts_game_is_over (ts_match_get_game (match)));
  ranking = ts_window_get_ranking_dialog (window);
  g_assert_nonnull (ranking);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *row = ts_ranking_dialog_get_row_text (TS_RANKING_DIALOG (ranking), i);

      g_assert_nonnull (row);
      g_assert_true (strstr (row, "Ada") != NULL || strstr (row, "Bob") != NULL);
    }
  g_assert_null (ts_ranking_dialog_get_row_text (TS_RANKING_DIALOG (ranking), 2));
  /* Replay, as in every game: the replay of this match opens. */
  g_assert_true (gtk_widget_activate_action (ranking, "ranking.replay", NULL));
  drain ();
  replay = find_toplevel (TS_TYPE_REPLAY_DIALOG);
  g_assert_nonnull (replay);
  gtk_window_destroy (GTK_WINDOW (replay));
  drain ();
  g_assert_cmpuint (games_counted (id, "Ada"), ==, counted + 1);
  close_match_window (window);
  g_assert_cmpuint (games_counted (id, "Ada"), ==, counted + 1);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv, "test-ui-hotseat");
  if (ui_test_open_display ())
    {
      g_test_add_func ("/hotseat/trigon-four-people", test_trigon_four_people);
      g_test_add_data_func ("/hotseat/hand-overs/trojhranna", "trojhranna", test_hand_overs);
      g_test_add_data_func ("/hotseat/hand-overs/trehgrannik", "trehgrannik", test_hand_overs);
      g_test_add_data_func ("/hotseat/hand-overs/tri", "tri", test_hand_overs);
      g_test_add_func ("/hotseat/network-no-curtain", test_network_no_curtain);
      g_test_add_func ("/hotseat/undo-needs-consent", test_undo_needs_consent);
      g_test_add_func ("/hotseat/undo-limit-said", test_undo_limit_said);
      g_test_add_data_func ("/hotseat/game-over/trojhranna", "trojhranna", test_game_over);
      g_test_add_data_func ("/hotseat/game-over/tri", "tri", test_game_over);
      g_test_add_data_func ("/hotseat/game-over/network", "network", test_game_over);
      g_test_add_data_func ("/hotseat/game-over/trehgrannik", "trehgrannik", test_game_over);
      g_test_add_data_func ("/hotseat/game-over/trigon", "trigon", test_game_over);
    }
  return ui_test_run ();
}
