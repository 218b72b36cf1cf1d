/* test-network-play.c — Network: the computer hooks, a random soak, and
 * is_legal against the list of moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-network.h"

/* ------------------------------------------------------------------ */
/* Computer player                                                     */

void
test_ai_legal (void)
{
  g_autoptr(TsGame) game = new_game (O, NULL);
  TsAiParams params;
  TsRng rng;
  guint n = 0;

  ts_ai_params_for_level (TS_LEVEL_EASY, &params);
  params.max_iterations = 60;
  params.max_seconds = 0;
  ts_rng_init (&rng, 3);

  /* Alternate search and random moves through a game. */
  while (!ts_game_is_over (game) && n < 400)
    {
      TsMove move, again, trivial;

      if (n % 3 == 0)
        {
          params.use_policy = (n % 2) == 0;
          g_assert_true (ts_ai_choose_move (game, &params, 11 + n, NULL, &move));
          g_assert_true (ts_game_is_legal (game, &move));
          /* Deterministic for a seed and an iteration budget. */
          g_assert_true (ts_ai_choose_move (game, &params, 11 + n, NULL, &again));
          g_assert_true (ts_move_equal (&move, &again));
        }
      else if (!ts_game_playout_move (game, &rng, &move))
        g_assert_not_reached ();
      g_assert_true (ts_game_is_legal (game, &move));
      if (ts_game_trivial_move (game, &trivial))
        g_assert_true (ts_game_is_legal (game, &trivial));
      g_assert_true (ts_game_apply_move (game, &move, NULL));
      n++;
    }
}

/* Spec §10 "finishing": with a win in reach this turn, the normal level
 * takes it before the turn ends (N21's position). */
void
test_ai_finishes (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);
  TsAiParams params;
  int ranks[2];

  put_branches (game, O, "H0,0 H0,1 V0,0 V1,0 H6,6 H6,7 V6,6 V7,6 V0,3");
  put_branches (game, P, "H3,3 V4,3 H4,4 V5,4");
  for (int i = 0; i < 7; i++)
    put_node (game, O, 1 + (i % 5), i < 5 ? 3 : 5);
  set_cubes (game, O, 3, 1, 2, 3);    /* a node needs one trade first */
  ts_ai_params_for_level (TS_LEVEL_NORMAL, &params);
  params.max_seconds = 0;
  for (guint n = 0; n < 20 && ts_game_get_current_seat (game) == O; n++)
    {
      TsMove move;

      g_assert_true (ts_ai_choose_move (game, &params, 5 + n, NULL, &move));
      g_assert_true (ts_game_apply_move (game, &move, NULL));
    }
  g_assert_true (ts_game_is_over (game));
  ts_game_get_ranks (game, ranks);
  g_assert_cmpint (ranks[O], ==, 0);
  g_assert_cmpint (ranks[P], ==, 1);
}

/* The playout policy plays legal moves through whole games, which end. */
void
test_ai_policy_games (void)
{
  for (guint64 seed = 0; seed < 40; seed++)
    {
      g_autoptr(TsGame) game = new_game (seed % 2, seed % 5 == 0 ? "simplified" : NULL);
      TsRng rng;
      guint n = 0;

      ts_rng_init (&rng, seed);
      while (!ts_game_is_over (game))
        {
          TsMove move;
          g_autoptr(GError) error = NULL;

          g_assert_true (ts_game_playout_move (game, &rng, &move));
          g_assert_true (ts_game_is_legal (game, &move));
          g_assert_true (ts_game_apply_move (game, &move, &error));
          g_assert_cmpuint (++n, <, 5000);
        }
    }
}

/* ------------------------------------------------------------------ */
/* Soak                                                                */

static void
check_invariants (TsGame *game)
{
  guint nodes[2] = { 0, 0 }, branches[2] = { 0, 0 }, captured[2] = { 0, 0 };

  for (int k = 0; k < NW_N_CORNERS; k++)
    {
      int owner = ts_network_game_get_corner_owner (NW (game), k);

      if (owner >= 0)
        nodes[owner]++;
    }
  for (int e = 0; e < NW_N_EDGES; e++)
    {
      int owner = ts_network_game_get_edge_owner (NW (game), e);

      if (owner >= 0)
        branches[owner]++;
    }
  for (int s = 0; s < NW_N_SQUARES; s++)
    {
      int owner = ts_network_game_get_captured_by (NW (game), s);

      if (owner >= 0)
        captured[owner]++;
      /* Exhausted only when not captured. */
      if (ts_network_game_is_exhausted (NW (game), s))
        g_assert_cmpint (owner, ==, TS_SEAT_NONE);
    }
  for (int seat = 0; seat < 2; seat++)
    {
      NwScore score = score_of (game, seat);
      NwScore other = score_of (game, 1 - seat);

      g_assert_cmpuint (nodes[seat] + ts_network_game_get_nodes_left (NW (game), seat), ==,
                        NW_N_NODES);
      g_assert_cmpuint (branches[seat] + ts_network_game_get_branches_left (NW (game), seat), ==,
                        NW_N_BRANCHES);
      for (int c = 0; c < NW_N_COLOURS; c++)
        g_assert_cmpuint (ts_network_game_get_cubes (NW (game), seat, c), <, 100000);
      g_assert_cmpuint (score.nodes, ==, nodes[seat]);
      g_assert_cmpuint (score.captured, ==, captured[seat]);
      g_assert_cmpuint (score.bonus, ==,
                        score.largest_network > other.largest_network ? 2 : 0);
      g_assert_cmpuint (score.total, ==, score.nodes + score.captured + score.bonus);
      g_assert_cmpuint (score.largest_network, <=, branches[seat]);
      if (branches[seat] > 0)
        g_assert_cmpuint (score.largest_network, >=, 1);
    }
  /* Only the active player wins (R19); during play nobody has 10. */
  if (!ts_game_is_over (game))
    for (int seat = 0; seat < 2; seat++)
      g_assert_cmpint (ts_game_get_score (game, seat), <, NW_WIN_POINTS);
}

/* A move that may or may not make sense: every kind, and a kind no move
 * has, with arguments in range, one beyond it or NW_NONE. */
static void
random_candidate (TsRng  *rng,
                  TsMove *move)
{
  int kind = (int) ts_rng_uniform (rng, 7);
  int given[NW_N_COLOURS];
  int take;

  switch (kind)
    {
    case NW_MOVE_SET:
      {
        int k = (int) ts_rng_uniform (rng, NW_N_CORNERS + 1) - 1;

        *move = ts_network_move_set (k, (int) ts_rng_uniform (rng, NW_N_EDGES + 1) - 1);
      }
      break;
    case NW_MOVE_BRANCH:
      *move = ts_network_move_branch ((int) ts_rng_uniform (rng, NW_N_EDGES + 2) - 1);
      break;
    case NW_MOVE_NODE:
      *move = ts_network_move_node ((int) ts_rng_uniform (rng, NW_N_CORNERS + 2) - 1);
      break;
    case NW_MOVE_TRADE:
      for (int c = 0; c < NW_N_COLOURS; c++)
        given[c] = (int) ts_rng_uniform (rng, 3);
      take = (int) ts_rng_uniform (rng, 5);
      if (ts_rng_uniform (rng, 2))
        *move = ts_network_move_trade (given, take, NW_NONE, NW_NONE);
      else
        {
          int k = (int) ts_rng_uniform (rng, NW_N_CORNERS);

          *move = ts_network_move_trade (given, take, k, (int) ts_rng_uniform (rng, NW_N_SQUARES));
        }
      break;
    case NW_MOVE_END:
      *move = ts_network_move_end ();
      if (ts_rng_uniform (rng, 4) == 0)
        move->arg[ts_rng_uniform (rng, TS_MOVE_N_ARGS)] = 1;   /* a stray argument */
      break;
    default:
      /* No such kind: the raw bytes are the point. */
      ts_move_clear (move);
      move->kind = (gint16) kind;
      if (ts_rng_uniform (rng, 4) == 0)
        move->arg[ts_rng_uniform (rng, TS_MOVE_N_ARGS)] = 1;
      break;
    }
}

static gboolean
listed (GArray       *moves,
        const TsMove *move)
{
  for (guint i = 0; i < moves->len; i++)
    if (ts_move_equal (&g_array_index (moves, TsMove, i), move))
      return TRUE;
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* Direct legality                                                     */

static guint
move_hash (gconstpointer key)
{
  const guint16 *w = key;
  guint h = 2166136261u;

  for (guint i = 0; i < sizeof (TsMove) / sizeof (guint16); i++)
    h = (h ^ w[i]) * 16777619u;
  return h;
}

static gboolean
move_equal (gconstpointer a,
            gconstpointer b)
{
  return ts_move_equal (a, b);
}

/* is_legal (a listed move, or MUTANT) agrees with the list, and with
 * what apply_move does on a copy. */
static void
assert_legal_iff_listed (TsGame       *game,
                         TsGame       *scratch,
                         GHashTable   *listed_set,
                         const TsMove *mutant)
{
  gboolean legal = ts_game_is_legal (game, mutant);

  if (legal != g_hash_table_contains (listed_set, mutant))
    {
      g_autofree char *text = ts_game_format_move (game, mutant);
      g_autofree char *state = ts_game_save_state (game);

      g_error ("is_legal says %d for “%s” (kind %d) in\n%s", legal, text, mutant->kind, state);
    }
  TS_GAME_GET_CLASS (scratch)->copy_state (scratch, game);
  g_assert_true (ts_game_apply_move (scratch, mutant, NULL) == legal);
}

/* Network answers is_legal itself (a turn can offer hundreds of trades),
 * and its answer is the list's at every position of 300 games: every
 * listed move is legal, and a listed move with one argument moved by ±1,
 * set to NW_NONE or to 0, or with another kind, is legal exactly when it
 * is listed too.  Random candidates and finished games are checked as
 * well. */
void
test_is_legal_agrees_with_list (void)
{
  static const int kinds[] = { 0, NW_MOVE_SET, NW_MOVE_BRANCH, NW_MOVE_NODE, NW_MOVE_TRADE,
                               NW_MOVE_END, NW_MOVE_END + 1 };
  guint n_games = 300, n_checked = 0, n_illegal = 0;

  for (guint game_no = 0; game_no < n_games; game_no++)
    {
      g_autoptr(TsGame) game = new_game (game_no % 2, game_no % 5 == 0 ? "simplified" : NULL);
      g_autoptr(TsGame) scratch = ts_game_copy (game);
      /* All listed moves of the first games are mutated, a sample after. */
      gboolean every = game_no < 10;
      TsRng rng;
      guint n = 0;

      g_assert_nonnull (TS_GAME_GET_CLASS (game)->is_legal);
      ts_rng_init (&rng, game_no * 104729 + 5);
      while (!ts_game_is_over (game))
        {
          g_autoptr(GArray) moves = ts_game_list_moves (game);
          g_autoptr(GHashTable) listed_set = g_hash_table_new (move_hash, move_equal);
          TsMove move;

          for (guint i = 0; i < moves->len; i++)
            g_hash_table_add (listed_set, &g_array_index (moves, TsMove, i));
          for (guint i = 0; i < (every ? moves->len : MIN (moves->len, 6)); i++)
            {
              const TsMove *m = &g_array_index (moves, TsMove, every ? i : ts_rng_uniform (&rng, moves->len));
              TsMove mutant;

              g_assert_true (ts_game_is_legal (game, m));
              for (guint a = 0; a < TS_MOVE_N_ARGS; a++)
                {
                  const int changes[] = { -1, +1 };

                  for (guint d = 0; d < G_N_ELEMENTS (changes); d++)
                    {
                      mutant = *m;
                      mutant.arg[a] = (gint16) (mutant.arg[a] + changes[d]);
                      assert_legal_iff_listed (game, scratch, listed_set, &mutant);
                    }
                  mutant = *m;
                  mutant.arg[a] = NW_NONE;
                  assert_legal_iff_listed (game, scratch, listed_set, &mutant);
                  mutant = *m;
                  mutant.arg[a] = 0;
                  assert_legal_iff_listed (game, scratch, listed_set, &mutant);
                }
              for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
                {
                  mutant = *m;
                  mutant.kind = (gint16) kinds[k];
                  assert_legal_iff_listed (game, scratch, listed_set, &mutant);
                }
              n_checked++;
            }
          for (guint i = 0; i < 4; i++)
            {
              TsMove candidate;

              random_candidate (&rng, &candidate);
              assert_legal_iff_listed (game, scratch, listed_set, &candidate);
              n_illegal += !g_hash_table_contains (listed_set, &candidate);
            }

          if (ts_rng_uniform (&rng, 2) == 0)
            g_assert_true (ts_game_playout_move (game, &rng, &move));
          else
            move = g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len));
          g_assert_true (ts_game_apply_move (game, &move, NULL));
          g_assert_cmpuint (++n, <, 20000);
        }
      /* Over: nothing is legal, not even what was legal just before. */
      g_assert_false (TS_GAME_GET_CLASS (game)->is_legal (game, &(TsMove) { .kind = NW_MOVE_END }));
    }
  g_test_message ("%u listed moves mutated, %u random candidates were illegal",
                  n_checked, n_illegal);
  g_assert_cmpuint (n_illegal, >, 0);
}

void
test_soak (void)
{
  guint n_games = 2000;
  guint wins = 0, stalemates = 0, total_moves = 0, captures = 0;

  for (guint game_no = 0; game_no < n_games; game_no++)
    {
      g_autoptr(TsGame) game = new_game (game_no % 2, game_no % 7 == 3 ? "simplified" : NULL);
      g_autoptr(TsGame) scratch = ts_game_copy (game);
      TsRng rng;
      guint n = 0;
      gboolean deep = game_no < 30;
      /* Random play trades a lot and rarely builds: mix in the playout
       * policy so that games reach captures and wins. */
      guint policy_share = game_no % 4;

      ts_rng_init (&rng, game_no * 7919 + 1);
      while (!ts_game_is_over (game))
        {
          g_autoptr(GArray) moves = ts_game_list_moves (game);
          g_autoptr(GError) error = NULL;
          TsMove move, candidate;
          int seat = ts_game_get_current_seat (game);

          g_assert_cmpuint (moves->len, >, 0);
          /* Every listed move applies: all of them in the first games, a
           * few at random in the others. */
          for (guint i = 0; i < (deep ? moves->len : 3); i++)
            {
              const TsMove *m = &g_array_index (moves, TsMove, deep ? i : ts_rng_uniform (&rng, moves->len));

              TS_GAME_GET_CLASS (scratch)->copy_state (scratch, game);
              g_assert_true (ts_game_apply_move (scratch, m, NULL));
              check_invariants (scratch);
            }
          /* Random candidates: applying succeeds exactly when listed, and a
           * failure changes nothing. */
          for (guint i = 0; i < (deep ? 40 : 4); i++)
            {
              gboolean ok;

              random_candidate (&rng, &candidate);
              TS_GAME_GET_CLASS (scratch)->copy_state (scratch, game);
              ok = ts_game_apply_move (scratch, &candidate, NULL);
              g_assert_true (ok == listed (moves, &candidate));
              if (!ok && (deep || i == 0))
                g_assert_true (ts_game_equal (scratch, game));
            }

          if (ts_rng_uniform (&rng, 4) < policy_share)
            g_assert_true (ts_game_playout_move (game, &rng, &move));
          else
            move = g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len));
          g_assert_true (listed (moves, &move));
          g_assert_true (ts_game_apply_move (game, &move, &error));
          g_assert_no_error (error);
          check_invariants (game);
          if (ts_game_is_over (game) && move.kind != NW_MOVE_END)
            g_assert_cmpint (ts_game_get_score (game, seat), >=, NW_WIN_POINTS);

          /* Save round trip at every move of some games. */
          if (game_no % 50 == 0)
            {
              g_autoptr(TsGame) loaded = ts_test_round_trip (game);

              for (int seat2 = 0; seat2 < 2; seat2++)
                g_assert_cmpint (ts_game_get_score (loaded, seat2), ==,
                                 ts_game_get_score (game, seat2));
            }
          g_assert_cmpuint (++n, <, 20000);
        }
      total_moves += n;
      for (int s = 0; s < NW_N_SQUARES; s++)
        captures += ts_network_game_get_captured_by (NW (game), s) != TS_SEAT_NONE;
      if (ts_network_game_get_idle_turns (NW (game)) >= 12)
        stalemates++;
      else
        wins++;
    }
  g_test_message ("%u games: %u won, %u stalemates, %u moves, %u captured squares",
                  n_games, wins, stalemates, total_moves, captures);
  g_assert_cmpuint (captures, >, 0);
  g_assert_cmpuint (wins, >, 0);
}
