/* test-trojhranna-soak.c — Trojhranná hra: a random soak that checks
 * the invariants after every move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-trojhranna.h"

/* ------------------------------------------------------------------ */
/* Soak                                                                */

typedef struct
{
  guint games;
  guint moves;
  guint roundtrips;
  guint hexagons;
  guint table_penalties;
  guint dead;
} SoakStats;

static void
check_invariants (TsGame    *game,
                  guint      prev_deck,
                  SoakStats *stats)
{
  TsTrojhrannaGame *tj = TJ (game);
  guint n = ts_game_get_n_players (game);
  TjPhase phase = ts_trojhranna_game_get_phase (tj);
  guint deck = ts_trojhranna_game_get_deck_size (tj);
  guint n_table = ts_trojhranna_game_get_n_table (tj);
  gboolean seen[TJ_N_CARDS] = { FALSE, };
  guint8 cells[128][128] = { { 0, } };
  guint total = n_table + deck;
  int flipped = ts_trojhranna_game_get_flipped (tj, NULL);

#define SEEN(c) G_STMT_START { int c_ = (c); g_assert_cmpint (c_, >=, 0); g_assert_cmpint (c_, <, TJ_N_CARDS); \
                               g_assert_false (seen[c_]); seen[c_] = TRUE; } G_STMT_END

  g_assert_cmpuint (deck, <=, prev_deck);

  for (guint i = 0; i < n_table; i++)
    {
      const TjTableCard *tc = ts_trojhranna_game_get_table_card (tj, i);
      guint8 bit = tc->cell.s == TS_TRI_UP ? 1 : 2;

      g_assert_cmpuint (tc->seq, ==, i);
      g_assert_cmpint (ABS (tc->cell.q), <=, 45);
      g_assert_cmpint (ABS (tc->cell.r), <=, 45);
      g_assert_false (cells[tc->cell.q + 64][tc->cell.r + 64] & bit);
      cells[tc->cell.q + 64][tc->cell.r + 64] |= bit;
      SEEN (tc->card);
    }
  for (guint s = 0; s < n; s++)
    {
      guint nr = ts_trojhranna_game_get_reserve_size (tj, s);
      guint nd = ts_trojhranna_game_get_dead_size (tj, s);

      for (guint i = 0; i < nr; i++)
        {
          TjReserveCard rc = ts_trojhranna_game_get_reserve (tj, s, i);
          SEEN (rc.card);
          g_assert_cmpuint (rc.notch, <, 3);
        }
      for (guint i = 0; i < nd; i++)
        SEEN (ts_trojhranna_game_get_dead (tj, s, i));
      total += nr + nd;
      g_assert_cmpint (ts_game_get_score (game, s), ==, (int) (nr + 2 * nd));
      if (phase == TJ_PHASE_MEMORISE && nr == 0)
        total += 3;
      for (guint i = 0; i < ts_trojhranna_game_get_n_pending (tj, s); i++)
        g_assert_true (seen[ts_trojhranna_game_get_pending (tj, s, i)]);
    }
  if (phase == TJ_PHASE_MEMORISE)
    for (guint i = 0; i < 3; i++)
      SEEN (ts_trojhranna_game_get_dealt (tj, i));
  if (flipped >= 0)
    {
      g_assert_cmpint (phase, ==, TJ_PHASE_PLACE);
      SEEN (flipped);
      total++;
    }
  g_assert_cmpuint (total, ==, TJ_N_CARDS);
#undef SEEN

  /* R14: the game ends exactly when an action leaves the deck empty. */
  g_assert_cmpint (ts_game_is_over (game), ==, deck == 0 && phase != TJ_PHASE_PLACE);
  g_assert_cmpint (ts_game_is_over (game), ==, phase == TJ_PHASE_OVER);
  if (phase == TJ_PHASE_OVER)
    {
      g_autoptr(GArray) moves = ts_game_list_moves (game);

      g_assert_cmpint (ts_game_get_current_seat (game), ==, TS_SEAT_NONE);
      g_assert_cmpuint (moves->len, ==, 0);
      /* Everything is visible now: the whole deck is accounted for. */
      for (int c = 0; c < TJ_N_CARDS; c++)
        g_assert_true (seen[c]);
    }
  else
    g_assert_cmpint (ts_game_get_current_seat (game), >=, 0);
}

/* The placements list_moves offers are exactly the empty cells near the
 * table where count_matches gives ≥ 2 (spec §10), found by brute force. */
static void
check_placements_brute_force (TsGame *game)
{
  TsTrojhrannaGame *tj = TJ (game);
  int c = ts_trojhranna_game_get_flipped (tj, NULL);
  g_autoptr(GArray) moves = ts_game_list_moves (game);
  guint n = 0;

  for (int q = -46; q <= 46; q++)
    for (int r = -46; r <= 46; r++)
      for (int s = 0; s < 2; s++)
        {
          TsTriCell cell = { q, r, s };

          if (ts_trojhranna_game_get_card_at (tj, cell, NULL) >= 0)
            continue;
          for (guint rot = 0; rot < 3; rot++)
            if (ts_trojhranna_game_count_matches (tj, c, cell, rot) >= 2)
              {
                TsMove m = ts_trojhranna_move_place (cell, rot);
                gboolean listed = FALSE;

                for (guint i = 0; i < moves->len && !listed; i++)
                  listed = ts_move_equal (&m, &g_array_index (moves, TsMove, i));
                g_assert_true (listed);
                n++;
              }
        }
  g_assert_cmpuint (n, ==, moves->len);
}

static void
soak_game (guint      n_players,
           guint64    seed,
           TsRng     *rng,
           gboolean   deep,
           SoakStats *stats)
{
  g_autoptr(TsGame) game = ts_test_new_game (n_players, seed, seed % n_players);
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (TsEvent));
  guint prev_deck = ts_trojhranna_game_get_deck_size (TJ (game));
  guint move_no = 0;

  check_invariants (game, prev_deck, stats);
  while (!ts_game_is_over (game))
    {
      g_autoptr(GArray) moves = ts_game_list_moves (game);
      g_autoptr(GError) error = NULL;
      TsTriCell cell;
      guint rot;
      TsMove *m;

      g_assert_cmpuint (moves->len, >, 0);
      if (deep && ts_trojhranna_game_get_phase (TJ (game)) == TJ_PHASE_PLACE && move_no % 4 == 0)
        check_placements_brute_force (game);

      m = &g_array_index (moves, TsMove, ts_rng_uniform (rng, moves->len));
      if (ts_trojhranna_move_get_place (m, &cell, &rot))
        {
          g_assert_cmpint (ts_trojhranna_game_get_card_at (TJ (game), cell, NULL), ==, -1);
          g_assert_cmpuint (ts_trojhranna_game_count_matches (TJ (game), ts_trojhranna_game_get_flipped (TJ (game), NULL),
                                                              cell, rot), >=, 2);
        }
      g_array_set_size (events, 0);
      ts_game_set_event_sink (game, events);
      g_assert_true (ts_game_apply_move (game, m, &error));
      ts_game_set_event_sink (game, NULL);
      g_assert_no_error (error);
      move_no++;
      stats->moves++;

      if (m->kind == TJ_MOVE_PLACE)
        {
          guint n_hexagons = 0, n_penalties = 0;

          for (guint i = 0; i < events->len; i++)
            {
              const TsEvent *e = nth_event (events, i);

              if (e->kind == TJ_EVENT_HEXAGONS)
                n_hexagons += e->arg[0];
              if (e->kind == TJ_EVENT_PENALTY)
                {
                  n_penalties++;
                  stats->table_penalties += e->arg[0] == TJ_PENALTY_FROM_TABLE;
                }
            }
          stats->hexagons += n_hexagons;
          g_assert_cmpuint (n_penalties, ==, n_hexagons * (n_players - 1));
        }

      check_invariants (game, prev_deck, stats);
      prev_deck = ts_trojhranna_game_get_deck_size (TJ (game));

      {
        g_autoptr(TsGame) copy = ts_game_copy (game);
        g_assert_true (ts_game_equal (copy, game));
      }

      if (move_no % 10 == 0 || ts_game_is_over (game))
        {
          g_object_unref (ts_test_round_trip (game));
          stats->roundtrips++;
        }

      if (deep || move_no % 10 == 0)
        for (int seat = TS_SEAT_NONE; seat < (int) n_players; seat++)
          check_screen_view (game, seat, FALSE);
    }

  for (guint s = 0; s < n_players; s++)
    stats->dead += ts_trojhranna_game_get_dead_size (TJ (game), s);
  stats->games++;
}

void
test_soak (void)
{
  SoakStats stats = { 0, };
  TsRng rng;
  gint64 start = g_get_monotonic_time ();
  double seconds;
  guint n_games = g_test_slow () ? 20000 : 2100;

  ts_rng_init (&rng, 20240601);
  for (guint i = 0; i < n_games; i++)
    soak_game (2 + i % 3, 1000 + i, &rng, i % 50 == 0, &stats);

  seconds = (g_get_monotonic_time () - start) / 1e6;
  g_assert_cmpuint (stats.games, ==, n_games);
  /* The random games do reach the rules' corners. */
  g_assert_cmpuint (stats.hexagons, >, 0);
  g_assert_cmpuint (stats.table_penalties, >, 0);
  g_assert_cmpuint (stats.dead, >, 0);
  /* For information only (no timing assertion). */
  g_test_message ("soak: %u games, %u moves, %u save/load round trips, %u hexagons, "
                  "%u table penalties in %.1f s (%.0f games/s)",
                  stats.games, stats.moves, stats.roundtrips, stats.hexagons,
                  stats.table_penalties, seconds, stats.games / MAX (seconds, 1e-6));
}
