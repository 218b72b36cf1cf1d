/* test-util.c — helpers the unit tests share: games and random play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-util.h"
#include "ts-games.h"

TsGame *
ts_test_new_game (guint   n_players,
                  guint64 seed,
                  int     first_seat)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("trojhranna", n_players, seed);
  g_autoptr(GError) error = NULL;
  TsGame *game;

  ts_games_ensure ();
  setup->first_seat = first_seat;
  game = ts_game_new ("trojhranna", setup, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

void
ts_test_random_move (TsGame *game,
                     TsRng  *rng,
                     TsMove *move)
{
  g_autoptr(GArray) moves = ts_game_list_moves (game);

  g_assert_cmpuint (moves->len, >, 0);
  *move = g_array_index (moves, TsMove, ts_rng_uniform (rng, moves->len));
}

void
ts_test_game_play_random (TsGame *game,
                          TsRng  *rng,
                          guint   max_moves)
{
  for (guint i = 0; i < max_moves && !ts_game_is_over (game); i++)
    {
      g_autoptr(GError) error = NULL;
      TsMove move;

      ts_test_random_move (game, rng, &move);
      g_assert_true (ts_game_apply_move (game, &move, &error));
      g_assert_no_error (error);
    }
}

void
ts_test_play_random (TsMatch   *match,
                     TsRng     *rng,
                     guint      max_moves,
                     GPtrArray *states)
{
  for (guint i = 0; i < max_moves && !ts_game_is_over (ts_match_get_game (match)); i++)
    {
      g_autoptr(GError) error = NULL;
      TsMove move;

      ts_test_random_move (ts_match_get_game (match), rng, &move);
      g_assert_true (ts_match_play (match, &move, &error));
      g_assert_no_error (error);
      g_assert_true (ts_move_equal (ts_match_get_move (match, ts_match_get_n_moves (match) - 1),
                                    &move));
      if (states != NULL)
        g_ptr_array_add (states, ts_game_copy (ts_match_get_game (match)));
    }
}
