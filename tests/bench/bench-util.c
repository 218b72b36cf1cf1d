/* bench-util.c — what the benchmarks share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bench-util.h"

#include "ts-rng.h"

int
bench_compare_double (gconstpointer a,
                      gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

TsMatch *
bench_long_match (const char *game_id,
                  guint       n_players,
                  guint       n_moves,
                  guint       max_seeds)
{
  g_autoptr(TsMatch) longest = NULL;

  for (guint64 seed = 1; seed <= max_seeds; seed++)
    {
      g_autoptr(TsSetup) setup = ts_setup_new (game_id, n_players, seed);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatch) match = ts_match_new (setup, &error);
      TsRng rng;

      if (match == NULL)
        g_error ("%s: %s", game_id, error->message);
      ts_rng_init (&rng, seed);
      while (ts_match_get_n_moves (match) < n_moves && !ts_game_is_over (ts_match_get_game (match)))
        {
          g_autoptr(GArray) moves = ts_game_list_moves (ts_match_get_game (match));

          if (!ts_match_play (match, &g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len)), &error))
            g_error ("%s: %s", game_id, error->message);
        }
      if (longest == NULL || ts_match_get_n_moves (match) > ts_match_get_n_moves (longest))
        g_set_object (&longest, match);
      if (ts_match_get_n_moves (longest) == n_moves)
        break;
    }
  return g_steal_pointer (&longest);
}
