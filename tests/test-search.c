/* test-search.c — the search for big games: playout depth, progressive
 * widening, turn budgets with the tree kept, heuristic players and default
 * answers (on Nim, test-nim.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-nim.h"
#include "ts-ai.h"
#include "ts-search-private.h"

static TsGame *
nim (guint64     seed,
     const char *options)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("test-nim", 2, seed);
  g_auto(GStrv) pairs = g_strsplit (options, " ", -1);
  TsGameClass *klass = g_type_class_peek (TEST_TYPE_NIM);
  g_autoptr(GError) error = NULL;
  TsGame *game;

  for (guint i = 0; pairs[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (pairs[i], "=", 2);
      const TsGameOption *option = ts_options_find (klass->options, kv[0]);
      int value;

      if (kv[0][0] == '\0')
        continue;
      g_assert_nonnull (option);
      g_assert_true (ts_option_parse_value (option, kv[1], &value, NULL));
      ts_setup_set_option (setup, kv[0], value);
    }
  game = ts_game_new ("test-nim", setup, &error);
  g_assert_no_error (error);
  return game;
}

static void
fixed_params (TsAiParams *params,
              guint       iterations)
{
  ts_ai_params_for_level (TS_LEVEL_NORMAL, params);
  params->max_iterations = iterations;
  params->max_seconds = 0;
  params->use_policy = FALSE;
}

/* Takes applied by a search of ITERATIONS from GAME with PARAMS. */
static guint
takes_of_search (TsGame           *game,
                 const TsAiParams *params,
                 TsMove           *move)
{
  guint before = test_nim_count_takes ();

  g_assert_true (ts_ai_choose_move (game, params, 1, NULL, move));
  return test_nim_count_takes () - before;
}

/* A first place shared is worth shared_win to the search: below 1 it
 * plays for a win alone, and still prefers a shared win to a loss.  With
 * "share", a last take of one stone shares the win. */
static void
test_shared_win (void)
{
  TsAiParams params;

  fixed_params (&params, 400);
  params.shared_win = 0.7;
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      /* Take 2: a win alone; take 1: the other takes the last, shared. */
      g_autoptr(TsGame) alone = nim (seed, "pile=2 share=true");
      /* Take 1: the other takes 2 and wins; take 2: it takes the last
       * one, shared. */
      g_autoptr(TsGame) shared = nim (seed, "pile=3 max-take=2 share=true");
      TsMove move;
      int ranks[2];

      g_assert_true (ts_ai_choose_move (alone, &params, seed, NULL, &move));
      g_assert_cmpint (move.arg[0], ==, 2);
      g_assert_true (ts_ai_choose_move (shared, &params, seed, NULL, &move));
      g_assert_cmpint (move.arg[0], ==, 2);
      g_assert_true (ts_game_apply_move (shared, &move, NULL));
      g_assert_true (ts_game_apply_move (shared, &(TsMove) { .kind = TEST_NIM_TAKE, .arg = { 1 } }, NULL));
      g_assert_true (ts_game_is_over (shared));
      ts_game_get_ranks (shared, ranks);
      g_assert_cmpint (ranks[0], ==, 0);
      g_assert_cmpint (ranks[1], ==, 0);
    }
}

/* Playouts stop after playout_depth moves where the game can judge the
 * position; without a depth they run to the end. */
static void
test_playout_depth (void)
{
  g_autoptr(TsGame) blind = nim (1, "pile=30");
  g_autoptr(TsGame) judged = nim (1, "pile=30 judge=true");
  TsAiParams params;
  TsMove move;
  guint to_end, at_depth, at_leaf;

  fixed_params (&params, 300);
  to_end = takes_of_search (blind, &params, &move);

  params.playout_depth = 2;
  at_depth = takes_of_search (judged, &params, &move);

  /* One random move before an exact judgement still finds the winning
   * move (leave a multiple of 4). */
  params.playout_depth = 1;
  takes_of_search (judged, &params, &move);
  g_assert_cmpint (move.kind, ==, TEST_NIM_TAKE);
  g_assert_cmpint (move.arg[0], ==, 2);

  /* Without a depth, a game that can judge the leaf does so at once. */
  params.playout_depth = 0;
  at_leaf = takes_of_search (judged, &params, &move);

  g_test_message ("takes: to the end %u, depth 2 %u, at the leaf %u", to_end, at_depth, at_leaf);
  g_assert_cmpuint (at_depth, <, to_end / 2);
  g_assert_cmpuint (at_leaf, <, at_depth);

  /* A depth for each player: one each at two players is the same search
   * as a depth of 2, move for move; and it overrides playout_depth. */
  params.playout_depth = 1;
  params.playout_depth_per_player = 1;
  g_assert_cmpuint (takes_of_search (judged, &params, &move), ==, at_depth);
  params.playout_depth_per_player = 2;
  g_assert_cmpuint (takes_of_search (judged, &params, &move), >, at_depth);
}

/* With a prior, a node visited n times has at most ceil (2·√n) children,
 * the most promising first; without, every move gets a child. */
static void
test_widening (void)
{
  TsGameClass *klass = g_type_class_ref (TEST_TYPE_NIM);
  g_autoptr(TsGame) game = nim (1, "pile=30 max-take=30");
  TsAiParams params;
  TsMove move;
  TsRng rng;

  fixed_params (&params, 100);

  {
    TsSearchTree *tree = ts_search_tree_new ();

    ts_rng_init (&rng, 1);
    g_assert_true (ts_search_run (tree, game, &params, 100, 0, &rng, NULL, &move, NULL, NULL));
    g_assert_cmpuint (ts_search_root_children (tree), ==, 30);
    ts_search_tree_free (tree);
  }

  klass->prior = test_nim_prior;
  {
    TsSearchTree *tree = ts_search_tree_new ();

    ts_rng_init (&rng, 1);
    g_assert_true (ts_search_run (tree, game, &params, 100, 0, &rng, NULL, &move, NULL, NULL));
    g_test_message ("root children with widening after 100 visits: %u",
                    ts_search_root_children (tree));
    g_assert_cmpuint (ts_search_root_children (tree), <=, 20);
    g_assert_cmpuint (ts_search_root_children (tree), >=, 2);
    /* The prior's favourite, tried first, wins at once. */
    g_assert_cmpint (move.arg[0], ==, 30);
    ts_search_tree_free (tree);
  }
  klass->prior = NULL;
  g_type_class_unref (klass);
}

/* A turn budget is shared over a seat's run of decisions, and the tree of
 * one decision is kept for the next. */
static void
test_turn_budget (void)
{
  g_autoptr(TsGame) game = nim (2, "pile=30 turn-takes=3");
  g_autoptr(TsAiSession) session = ts_ai_session_new ();
  TsAiParams params;
  guint reused_nodes, reused_visits, iterations;
  TsMove move;

  fixed_params (&params, 0);
  params.turn_iterations = 400;

  /* First decision of the turn: a fresh tree, half the budget. */
  g_assert_true (ts_ai_session_choose_move (session, game, &params, 1, NULL, &move));
  ts_ai_session_get_last (session, &reused_nodes, &reused_visits, &iterations);
  g_assert_cmpuint (reused_nodes, ==, 0);
  g_assert_cmpuint (iterations, ==, 200);
  g_assert_true (ts_game_apply_move (game, &move, NULL));
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);

  /* Second: the tree below the move is kept, and half of what is left. */
  g_assert_true (ts_ai_session_choose_move (session, game, &params, 2, NULL, &move));
  ts_ai_session_get_last (session, &reused_nodes, &reused_visits, &iterations);
  g_test_message ("second decision kept %u nodes and %u visits", reused_nodes, reused_visits);
  g_assert_cmpuint (reused_nodes, >, 1);
  g_assert_cmpuint (reused_visits, >, 0);
  g_assert_cmpuint (iterations, ==, 100);
  g_assert_true (ts_game_apply_move (game, &move, NULL));

  /* The other seat's decision starts afresh, with a whole budget. */
  while (ts_game_get_current_seat (game) == 0)
    {
      g_assert_true (ts_ai_session_choose_move (session, game, &params, 3, NULL, &move));
      g_assert_true (ts_game_apply_move (game, &move, NULL));
    }
  g_assert_true (ts_ai_session_choose_move (session, game, &params, 4, NULL, &move));
  ts_ai_session_get_last (session, &reused_nodes, NULL, &iterations);
  g_assert_cmpuint (reused_nodes, ==, 0);
  g_assert_cmpuint (iterations, ==, 200);

  /* A position that is not the one the kept tree expects: afresh too. */
  {
    g_autoptr(TsGame) other = nim (3, "pile=20 turn-takes=3");

    g_assert_true (ts_ai_session_choose_move (session, other, &params, 5, NULL, &move));
    ts_ai_session_get_last (session, &reused_nodes, NULL, NULL);
    g_assert_cmpuint (reused_nodes, ==, 0);
  }
}

/* A game's heuristic player decides instead of the search, on what the
 * seat may know only. */
static void
test_choose_move_hook (void)
{
  TsGameClass *klass = g_type_class_ref (TEST_TYPE_NIM);
  g_autoptr(TsGame) game = NULL;
  g_autofree char *state = NULL;
  TsAiParams params;
  TsMove move;
  guint64 seed;

  /* A seed whose secret is not 0, so that hiding it shows. */
  for (seed = 1;; seed++)
    {
      g_clear_object (&game);
      game = nim (seed, "pile=10 secrets=true");
      g_clear_pointer (&state, g_free);
      state = ts_game_save_state (game);
      if (!g_str_has_suffix (state, " secret 0 max-take 0 judge 0 turn 1 0"))
        break;
    }

  klass->choose_move = test_nim_choose;
  fixed_params (&params, 10);
  test_nim_last_seen_secret = -1;
  g_assert_true (ts_ai_choose_move (game, &params, 1, NULL, &move));
  g_assert_cmpint (move.kind, ==, TEST_NIM_TAKE);
  g_assert_cmpint (move.arg[0], ==, 2);
  g_assert_cmpint (test_nim_last_seen_secret, ==, 0);

  /* After looking, the seat knows it. */
  g_assert_true (ts_game_apply_text (game, "peek", NULL));
  g_assert_true (ts_ai_choose_move (game, &params, 1, NULL, &move));
  g_assert_cmpint (test_nim_last_seen_secret, >, 0);
  klass->choose_move = NULL;
  g_type_class_unref (klass);
}

/* What an answer nobody gives means. */
static void
test_default_move (void)
{
  g_autoptr(TsGame) game = nim (1, "answers=true");
  TsMove move;

  g_assert_false (ts_game_default_move (game, &move));
  g_assert_true (ts_game_apply_text (game, "take 2", NULL));
  g_assert_true (ts_game_default_move (game, &move));
  g_assert_cmpint (move.kind, ==, TEST_NIM_ACCEPT);
  g_assert_true (ts_game_apply_move (game, &move, NULL));
  g_assert_false (ts_game_default_move (game, &move));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_type_ensure (TEST_TYPE_NIM);
  /* The class stays for the whole run: tests peek at it. */
  g_type_class_ref (TEST_TYPE_NIM);

  g_test_add_func ("/search/playout-depth", test_playout_depth);
  g_test_add_func ("/search/shared-win", test_shared_win);
  g_test_add_func ("/search/widening", test_widening);
  g_test_add_func ("/search/turn-budget-keeps-tree", test_turn_budget);
  g_test_add_func ("/search/choose-move-hook", test_choose_move_hook);
  g_test_add_func ("/search/default-move", test_default_move);

  return g_test_run ();
}
