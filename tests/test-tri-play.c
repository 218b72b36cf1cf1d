/* test-tri-play.c — TRI: the search hooks of the computer player, and a
 * random soak
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-tri.h"

/* ------------------------------------------------------------------ */
/* Computer player                                                     */

void
test_ai_moves (void)
{
  TsRng rng;

  ts_rng_init (&rng, 12);
  for (guint n = 2; n <= 4; n++)
    {
      g_autoptr(TsGame) game = new_game (n, 50 + n, 0);
      guint searched = 0;

      /* Into the middle game, then let the search decide a few moves,
       * including battle decisions. */
      ts_test_game_play_random (game, &rng, 12 * n);
      while (searched < 6 && !ts_game_is_over (game))
        {
          TsAiParams params;
          TsMove move;
          g_autoptr(GError) error = NULL;

          ts_ai_params_for_level (TS_LEVEL_NORMAL, &params);
          params.max_iterations = 150;
          params.max_seconds = 0;
          g_assert_true (ts_ai_choose_move (game, &params, 7 + searched, NULL, &move));
          g_assert_true (ts_game_is_legal (game, &move));
          g_assert_true (ts_game_apply_move (game, &move, &error));
          g_assert_no_error (error);
          searched++;
        }
    }
}

void
test_playout_legal (void)
{
  TsRng rng;
  guint policy_moves = 0;

  ts_rng_init (&rng, 99);
  for (guint g = 0; g < 30; g++)
    {
      g_autoptr(TsGame) game = new_game (2 + g % 3, g, g % 2);

      while (!ts_game_is_over (game))
        {
          TsMove move;

          if (ts_game_playout_move (game, &rng, &move))
            {
              g_assert_true (ts_game_is_legal (game, &move));
              policy_moves++;
            }
          else
            ts_test_random_move (game, &rng, &move);
          if (ts_game_trivial_move (game, &(TsMove) { 0 }))
            {
              g_autoptr(GArray) moves = ts_game_list_moves (game);
              TsMove trivial;

              g_assert_true (ts_game_trivial_move (game, &trivial));
              g_assert_true (ts_game_is_legal (game, &trivial));
              g_assert_cmpuint (moves->len, ==, 1);
            }
          g_assert_true (ts_game_apply_move (game, &move, NULL));
        }
    }
  g_assert_cmpuint (policy_moves, >, 0);
}

/* ------------------------------------------------------------------ */
/* Soak                                                                */

typedef struct
{
  guint games;
  guint moves;
  guint battles;
  guint voids;
  guint teleports;
  guint eliminations;
  guint awards;
  guint round_cap;
} SoakStats;

void
check_invariants (TsGame *game)
{
  TsTriGame *t = TRI (game);
  guint n = ts_game_get_n_players (game);
  guint total_tri = 0, zero = 0;
  guint n_tri = ts_tri_game_get_n_triangles (t);

  g_assert_cmpuint (ts_tri_game_get_round (t), >=, 1);
  g_assert_cmpuint (ts_tri_game_get_round (t), <=, 200);
  for (guint s = 0; s < n; s++)
    {
      guint c = ts_tri_game_count_triangles (t, s);

      total_tri += c;
      zero += ts_tri_game_get_hand (t, s, 0);
      if (ts_tri_game_is_eliminated (t, s))
        {
          g_assert_cmpuint (c, ==, 0);
          g_assert_cmpuint (ts_tri_game_get_hand (t, s, 0), ==, 0);
        }
      else
        {
          g_assert_cmpuint (ts_tri_game_get_hand (t, s, 0), ==, 1);
          if (ts_tri_game_get_round (t) >= 2 && !ts_game_is_over (game))
            g_assert_cmpuint (c, >, 0);
        }
      g_assert_cmpint (ts_game_get_score (game, s), ==, (int) c);
    }
  g_assert_cmpuint (total_tri + ts_tri_game_count_empty (t), ==, n_tri);
  {
    guint counted[TS_MAX_SEATS + 1] = { 0, };

    for (guint i = 0; i < n_tri; i++)
      counted[ts_tri_game_get_owner (t, i) + 1]++;
    g_assert_cmpuint (counted[0], ==, ts_tri_game_count_empty (t));
    for (guint s = 0; s < n; s++)
      g_assert_cmpuint (counted[s + 1], ==, ts_tri_game_count_triangles (t, s));
  }
  /* Cards conserved: the eliminated +0s left the game. */
  g_assert_cmpuint (zero, ==, n - ts_tri_game_get_n_defeated (t));
  g_assert_cmpuint (hand_total (game, 2), ==, 24);
  g_assert_cmpuint (hand_total (game, 3), ==, 16);
  g_assert_cmpuint (hand_total (game, 4), ==, 12);

  /* Squares agree with the owners. */
  for (guint q = 0; q < n_tri / 4; q++)
    {
      int o = ts_tri_game_get_owner (t, 4 * q);
      gboolean full = o != TS_SEAT_NONE;

      for (guint d = 1; d < 4; d++)
        full &= ts_tri_game_get_owner (t, 4 * q + d) == o;
      g_assert_cmpint (ts_tri_game_get_square_owner (t, q), ==, full ? o : TS_SEAT_NONE);
    }

  if (ts_game_is_over (game))
    {
      g_assert_cmpint (ts_game_get_current_seat (game), ==, TS_SEAT_NONE);
      return;
    }
  g_assert_false (ts_tri_game_is_eliminated (t, ts_game_get_current_seat (game)));
  g_assert_cmpuint (ts_tri_game_count_empty (t), >, 0);
}

static void
soak_game (guint      n_players,
           guint64    seed,
           TsRng     *rng,
           gboolean   deep,
           SoakStats *stats)
{
  g_autoptr(TsGame) game = new_game (n_players, seed, seed % n_players);
  GArray *events = record_events (game);
  guint move_no = 0;
  /* Half the games use the playout policy, which fills boards and
   * reaches the eliminations; random play mostly meets the round cap. */
  gboolean policy = seed % 2 == 0;

  check_invariants (game);
  while (!ts_game_is_over (game))
    {
      g_autoptr(GArray) moves = ts_game_list_moves (game);
      g_autoptr(GError) error = NULL;
      TsMove move;
      guint defeated = ts_tri_game_get_n_defeated (TRI (game));
      guint mark = events->len;

      g_assert_cmpuint (moves->len, >, 0);
      if (!policy || !ts_game_playout_move (game, rng, &move))
        move = g_array_index (moves, TsMove, ts_rng_uniform (rng, moves->len));

      if (deep && move_no % 7 == 0)
        {
          /* Every listed move applies. */
          for (guint i = 0; i < moves->len; i++)
            {
              g_autoptr(TsGame) copy = ts_game_copy (game);

              g_assert_true (ts_game_apply_move (copy, &g_array_index (moves, TsMove, i), NULL));
              check_invariants (copy);
            }
          /* An illegal move changes nothing. */
          {
            g_autoptr(TsGame) before = ts_game_copy (game);
            TsMove bad = move;

            bad.arg[2] = 1;
            g_assert_false (ts_game_apply_move (game, &bad, NULL));
            g_assert_true (ts_game_equal (before, game));
          }
        }

      g_assert_true (ts_game_apply_move (game, &move, &error));
      g_assert_no_error (error);
      move_no++;
      stats->moves++;
      stats->battles += move.kind == TRI_MOVE_ATTACK;
      stats->voids += ts_tri_game_get_battle (TRI (game))->voided != TRI_NONE &&
                      (move.kind == TRI_MOVE_VOID || move.kind == TRI_MOVE_CARD) &&
                      ts_tri_game_get_battle (TRI (game))->revealed &&
                      ts_tri_game_get_phase (TRI (game)) != TRI_PHASE_DEFEND_CARD;
      stats->teleports += move.kind == TRI_MOVE_TELEPORT;
      stats->awards += find_event (events, mark, TRI_EVENT_AWARD_ROLL) != NULL;
      stats->eliminations += ts_tri_game_get_n_defeated (TRI (game)) - defeated;
      /* Every elimination is told; the game's end once, at the end. */
      g_assert_cmpuint (count_events (events, mark, TRI_EVENT_ELIMINATED), ==,
                        ts_tri_game_get_n_defeated (TRI (game)) - defeated);
      g_assert_cmpuint (count_events (events, mark, TRI_EVENT_GAME_OVER), ==,
                        ts_game_is_over (game) ? 1 : 0);
      check_invariants (game);

      if (deep)
        {
          g_object_unref (ts_test_round_trip (game));
          for (int seat = TS_SEAT_NONE; seat < (int) n_players; seat++)
            {
              g_autoptr(TsGame) view = ts_game_view_for (game, seat);
              const TriBattle *b = ts_tri_game_get_battle (TRI (view));
              TriPhase phase = ts_tri_game_get_phase (TRI (game));

              /* Secrets stay with their owner before the reveal. */
              if (phase == TRI_PHASE_ATTACK_CARD && seat != b->attacker)
                g_assert_cmpuint (b->attack_dice[0], ==, 0);
              if (phase == TRI_PHASE_DEFEND_CARD)
                {
                  g_assert_cmpint (b->attack_card, ==, -1);
                  if (seat != b->defender)
                    g_assert_cmpuint (b->defence_die, ==, 0);
                }
              g_assert_true (ts_game_has_private_view (game, seat) ==
                             ((phase == TRI_PHASE_ATTACK_CARD && seat == b->attacker) ||
                              (phase == TRI_PHASE_DEFEND_CARD && seat == b->defender)));
            }
        }
    }

  if (ts_tri_game_get_round (TRI (game)) == 200)
    stats->round_cap++;
  {
    int ranks[TS_MAX_SEATS];
    gboolean winner = FALSE;

    ts_game_get_ranks (game, ranks);
    for (guint s = 0; s < n_players; s++)
      {
        winner |= ranks[s] == 0;
        if (ts_tri_game_is_eliminated (TRI (game), s))
          g_assert_cmpint (ranks[s], >, 0);
      }
    g_assert_true (winner);
  }
  stats->games++;
}

void
test_soak (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  SoakStats stats = { 0, };
  TsRng rng;
  gint64 start = g_get_monotonic_time ();
  double seconds;
  guint n_games = g_test_slow () ? 10000 : 1000;

  ts_rng_init (&rng, 20240601 + n_players);
  for (guint i = 0; i < n_games; i++)
    soak_game (n_players, 1000 * n_players + i, &rng, i % 50 == 0, &stats);

  seconds = (g_get_monotonic_time () - start) / 1e6;
  g_assert_cmpuint (stats.games, ==, n_games);
  /* The random games reach the rules' corners. */
  g_assert_cmpuint (stats.battles, >, 0);
  g_assert_cmpuint (stats.voids, >, 0);
  g_assert_cmpuint (stats.teleports, >, 0);
  g_assert_cmpuint (stats.awards, >, 0);
  if (n_players > 2)
    g_assert_cmpuint (stats.eliminations, >, 0);
  /* For information only (no timing assertion). */
  g_test_message ("soak %u players: %u games, %u moves, %u battles, %u voids, %u teleports, "
                  "%u eliminations, %u awards, %u at the round cap, in %.1f s",
                  n_players, stats.games, stats.moves, stats.battles, stats.voids,
                  stats.teleports, stats.eliminations, stats.awards, stats.round_cap, seconds);
}

/* The header says who must decide and what, also on another seat's turn. */
void
test_describe_turn (void)
{
  const char *names[] = { "Ada", "Bob", NULL };
  gboolean seen[4] = { FALSE, };

  for (guint64 seed = 1; seed <= 30 && !(seen[1] && seen[2]); seed++)
    {
      g_autoptr(TsGame) game = ts_test_new_game_of ("tri", 2, seed, 0, NULL);
      TsRng rng;

      ts_rng_init (&rng, seed);
      while (!ts_game_is_over (game))
        {
          g_autofree char *text = ts_game_describe_turn (game, names);
          const char *name = names[ts_game_get_current_seat (game)];
          TsMove move;

          g_assert_nonnull (strstr (text, name));
          switch (ts_tri_game_get_phase (TS_TRI_GAME (game)))
            {
            case TRI_PHASE_ACTION:
              g_assert_true (g_str_has_suffix (text, "’s turn"));
              break;
            case TRI_PHASE_ATTACK_CARD:
              g_assert_nonnull (strstr (text, "attacks"));
              seen[1] = TRUE;
              break;
            case TRI_PHASE_DEFEND_CARD:
              g_assert_nonnull (strstr (text, "defends"));
              seen[2] = TRUE;
              break;
            default:
              break;
            }
          ts_test_random_move (game, &rng, &move);
          g_assert_true (ts_game_apply_move (game, &move, NULL));
        }
    }
  g_assert_true (seen[1] && seen[2]);
}
