/* test-network.c — the rules of Network: the class, the setup and the
 * option "rules", and main (), which registers the cases of
 * test-network-*.c too
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <string.h>

#include "test-network.h"

/* ------------------------------------------------------------------ */
/* Class and setup                                                     */

static void
test_class (void)
{
  g_autoptr(TsGame) game = new_game (O, NULL);
  TsGameClass *klass = TS_GAME_GET_CLASS (game);
  g_autoptr(TsSetup) three = ts_setup_new ("network", 3, 1);
  g_autoptr(TsSetup) odd = ts_setup_new ("network", 2, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) none = NULL;
  g_autoptr(TsGame) blank = NULL;

  g_assert_cmpstr (klass->id, ==, "network");
  g_assert_cmpstr (klass->name, ==, "Network");
  g_assert_cmpstr (klass->designer, ==, "Jeffrey Shuter");
  g_assert_cmpuint (klass->min_players, ==, 2);
  g_assert_cmpuint (klass->max_players, ==, 2);
  /* R21 as the option "rules". */
  g_assert_cmpstr (klass->options[0].name, ==, "rules");
  g_assert_cmpint (klass->options[0].type, ==, TS_OPTION_CHOICE);
  g_assert_cmpstr (klass->options[0].choices[0], ==, "standard");
  g_assert_cmpstr (klass->options[0].choices[1], ==, "simplified");
  g_assert_null (klass->options[0].choices[2]);
  g_assert_nonnull (klass->options[0].choice_labels[1]);
  g_assert_cmpint (klass->options[0].default_value, ==, 0);
  g_assert_null (klass->options[1].name);
  g_assert_cmpstr (klass->default_colours[0], ==, "orange");
  g_assert_cmpstr (klass->default_colours[1], ==, "purple");
  g_assert_nonnull (klass->describe_position);
  g_assert_false (ts_game_has_private_view (game, 0));

  none = ts_game_new ("network", three, &error);
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP);
  g_assert_null (none);
  g_clear_error (&error);
  ts_setup_set_option (odd, "rules", 2);
  none = ts_game_new ("network", odd, &error);
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP);
  g_assert_null (none);

  /* A blank instance offers nothing. */
  blank = g_object_new (TS_TYPE_NETWORK_GAME, NULL);
  g_assert_true (ts_game_is_over (blank));
  g_assert_cmpint (ts_game_get_current_seat (blank), ==, TS_SEAT_NONE);
}

/* TsSetup.first_seat chooses Player 1 (§4.2): order first, other, other,
 * first; then the other seat takes the first regular turn. */
static void
test_setup_order (void)
{
  for (int first = 0; first < 2; first++)
    {
      g_autoptr(TsGame) game = new_game (first, NULL);
      int other = 1 - first;
      const char *sets[] = { "set 0,0 H0,0", "set 7,7 H6,7", "set 0,7 V0,6", "set 7,0 V7,0" };
      int expect[] = { first, other, other, first };

      g_assert_cmpint (ts_network_game_get_first_seat (NW (game)), ==, first);
      for (guint i = 0; i < 4; i++)
        {
          g_assert_cmpint (ts_network_game_get_phase (NW (game)), ==, NW_PHASE_SETUP);
          g_assert_cmpint (ts_game_get_current_seat (game), ==, expect[i]);
          g_assert_cmpuint (count_kind (game, NW_MOVE_END), ==, 0);
          ts_test_apply_ok (game, sets[i]);
        }
      g_assert_cmpint (ts_network_game_get_phase (NW (game)), ==, NW_PHASE_TURN);
      g_assert_cmpint (ts_game_get_current_seat (game), ==, other);
      g_assert_cmpuint (ts_network_game_get_turn (NW (game)), ==, 1);
      for (int s = 0; s < 2; s++)
        {
          g_assert_cmpuint (ts_network_game_get_nodes_left (NW (game), s), ==, 13);
          g_assert_cmpuint (ts_network_game_get_branches_left (NW (game), s), ==, 38);
        }
    }
}

static void
test_setup_rules (void)
{
  g_autoptr(TsGame) game = new_game (O, NULL);
  g_autoptr(GArray) moves = ts_game_list_moves (game);

  /* 64 corners, each with 2–4 edges: 4·2 + 24·3 + 36·4 = 224 sets. */
  g_assert_cmpuint (moves->len, ==, 224);
  g_assert_cmpuint (count_kind (game, NW_MOVE_SET), ==, 224);
  apply_fails (game, "set 2,2 H3,2");      /* the branch must touch the node */
  apply_fails (game, "branch H2,2");
  apply_fails (game, "end");
  apply_fails (game, "trade R1Y1G1 B");
  ts_test_apply_ok (game, "set 2,2 H2,2");
  apply_fails (game, "set 2,2 V2,2");      /* corner taken */
  apply_fails (game, "set 3,2 H2,2");      /* edge taken */
  /* Sets may touch the opponent's pieces (§4.2). */
  legal_on_copy (game, "set 3,2 H3,2");
  legal_on_copy (game, "set 1,2 H1,2");
  /* Outer corners and border edges (R10). */
  legal_on_copy (game, "set 0,0 V0,0");
  /* Nothing is collected during setup. */
  for (int k = 0; k < NW_N_CORNERS; k++)
    for (int c = 0; c < NW_N_COLOURS; c++)
      g_assert_cmpuint (ts_network_game_get_collected (NW (game), k, c), ==, 0);
}

/* §8 decision 23: two touching starting branches make a network of 2. */
static void
test_setup_network_bonus (void)
{
  g_autoptr(TsGame) game = new_game (O, NULL);

  ts_test_apply_ok (game, "set 1,1 H1,1");
  ts_test_apply_ok (game, "set 5,5 H5,5");
  ts_test_apply_ok (game, "set 5,3 V5,2");
  ts_test_apply_ok (game, "set 2,2 V2,1");   /* touches H1,1 at corner 2,1 */
  g_assert_cmpuint (score_of (game, O).largest_network, ==, 2);
  g_assert_cmpuint (score_of (game, O).bonus, ==, 2);
  g_assert_cmpint (ts_game_get_score (game, O), ==, 4);
  g_assert_cmpint (ts_game_get_score (game, P), ==, 2);
}

/* ------------------------------------------------------------------ */
/* The option "rules"                                                  */

/* A game set up with the option rules=simplified (ts_setup_set_option)
 * plays R21.  After N3's sets and purple's empty turn, orange's node on
 * corner 2,2 of trading post (1,1) offers a 2:1 trade under the standard
 * rules (the default, or rules=standard) and none under the simplified
 * ones, in the list, in is_legal and in apply_move; the 3:1 trade stays.
 * The position text keeps its "variant" word, and a copy, a saved and
 * reloaded position and a match keep the rules. */
static void
test_option_rules_simplified (void)
{
  const char *values[] = { NULL, "standard", "simplified" };
  g_autoptr(TsGameClass) klass = g_type_class_ref (TS_TYPE_NETWORK_GAME);
  const TsGameOption *rules = ts_options_find (klass->options, "rules");

  g_assert_nonnull (rules);
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_autoptr(TsSetup) setup = ts_setup_new ("network", 2, 7);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsGame) game = NULL;
      g_autoptr(TsGame) copy = NULL;
      g_autoptr(TsGame) loaded = NULL;
      g_autoptr(TsMatch) match = NULL;
      g_autoptr(GArray) moves = NULL;
      g_autofree char *state = NULL;
      gboolean simplified = i == 2;
      TsMove post = ts_network_move_trade ((const int[]) { 1, 0, 0, 1 }, NW_GREEN,
                                           corner (2, 2), square (1, 1));
      TsMove standard = ts_network_move_trade ((const int[]) { 1, 1, 1, 0 }, NW_BLUE,
                                               NW_NONE, NW_NONE);
      guint n_post = 0;

      setup->first_seat = O;
      if (values[i] != NULL)
        {
          int value;

          g_assert_true (ts_option_parse_value (rules, values[i], &value, &error));
          g_assert_no_error (error);
          ts_setup_set_option (setup, "rules", value);
        }
      game = ts_game_new ("network", setup, &error);
      g_assert_no_error (error);
      g_assert_true (ts_network_game_is_simplified (NW (game)) == simplified);
      state = ts_game_save_state (game);
      g_assert_nonnull (strstr (state, simplified ? "\nvariant simplified " : "\nvariant standard "));

      for (guint m = 0; m < 4; m++)
        {
          const char *sets[] = { "set 2,2 H2,2", "set 5,3 V5,2", "set 3,5 H3,5", "set 4,4 V4,4" };

          ts_test_apply_ok (game, sets[m]);
        }
      ts_test_apply_ok (game, "end");
      assert_cubes (game, O, 2, 2, 1, 1);
      copy = ts_game_copy (game);
      loaded = ts_test_round_trip (game);

      moves = ts_game_list_moves (game);
      for (guint m = 0; m < moves->len; m++)
        {
          const TsMove *move = &g_array_index (moves, TsMove, m);

          n_post += move->kind == NW_MOVE_TRADE && move->arg[5] != NW_NONE;
        }
      if (simplified)
        g_assert_cmpuint (n_post, ==, 0);
      else
        g_assert_cmpuint (n_post, >, 0);
      g_assert_true (ts_game_is_legal (game, &post) == !simplified);
      g_assert_true (ts_game_is_legal (copy, &post) == !simplified);
      g_assert_true (ts_game_is_legal (loaded, &post) == !simplified);
      g_assert_true (ts_game_is_legal (game, &standard));
      g_assert_true (ts_game_apply_move (copy, &post, &error) == !simplified);
      if (simplified)
        {
          g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
          g_assert_nonnull (strstr (error->message, "simplified"));
          g_clear_error (&error);
        }

      /* A match keeps the option in its setup and its game. */
      match = ts_match_new (setup, &error);
      g_assert_no_error (error);
      g_assert_true (ts_network_game_is_simplified (NW (ts_match_get_game (match))) == simplified);
      g_assert_cmpint (ts_setup_get_option (ts_match_get_setup (match), klass->options, "rules"),
                       ==, simplified ? 1 : 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add_func ("/network/class", test_class);
  g_test_add_func ("/network/setup-order", test_setup_order);
  g_test_add_func ("/network/setup-rules", test_setup_rules);
  g_test_add_func ("/network/setup-network-bonus", test_setup_network_bonus);

  g_test_add_func ("/network/N1-board-data", test_n1_board);
  g_test_add_func ("/network/N2-incidence", test_n2_incidence);
  g_test_add_func ("/network/N3-setup-and-first-collection", test_n3_first_collection);
  g_test_add_func ("/network/N4-collection-details", test_n4_collection_details);
  g_test_add_func ("/network/N5-outer-and-border-corners", test_n5_outer_corners);
  g_test_add_func ("/network/N6-branch-adjacency", test_n6_branch_adjacency);
  g_test_add_func ("/network/N7-node-placement", test_n7_node_placement);
  g_test_add_func ("/network/N8-no-blocking-by-opponent-nodes", test_n8_opponent_node);
  g_test_add_func ("/network/N9-costs", test_n9_costs);
  g_test_add_func ("/network/N10-standard-trade-once-per-turn", test_n10_standard_trade);
  g_test_add_func ("/network/N11-trading-post-trades", test_n11_post_trades);
  g_test_add_func ("/network/N12-immediate-post-access", test_n12_immediate_post);
  g_test_add_func ("/network/N13-exhaustion-by-an-opponent", test_n13_exhaustion);
  g_test_add_func ("/network/N14-single-square-capture", test_n14_single_capture);
  g_test_add_func ("/network/N15-two-square-capture", test_n15_two_square_capture);
  g_test_add_func ("/network/N16-opponent-inside-prevents-capture", test_n16_opponent_inside);
  g_test_add_func ("/network/N17-closed-to-the-opponent", test_n17_closed);
  g_test_add_func ("/network/N18-network-bonus-and-ties", test_n18_network_bonus);
  g_test_add_func ("/network/N19-vacant-square-capture", test_n19_vacant_capture);
  g_test_add_func ("/network/N20-captured-trading-post", test_n20_captured_post);
  g_test_add_func ("/network/N21-winning-mid-turn", test_n21_win);
  g_test_add_func ("/network/N22-stalemate", test_n22_stalemate);
  g_test_add_func ("/network/N23-simplified-game", test_n23_simplified);
  g_test_add_func ("/network/option-rules-simplified", test_option_rules_simplified);

  g_test_add_func ("/network/stalemate-tie-breaks", test_stalemate_tie_breaks);
  g_test_add_func ("/network/capture/inner-corner", test_capture_inner_corner);
  g_test_add_func ("/network/capture/inner-edge-and-split", test_capture_inner_edge_split);
  g_test_add_func ("/network/capture/board-edge", test_capture_board_edge);
  g_test_add_func ("/network/capture/exhaustion-lifted", test_exhaustion_lifted);
  g_test_add_func ("/network/supply", test_supply);

  g_test_add_func ("/network/notation", test_notation);
  g_test_add_func ("/network/move-constructors", test_move_constructors);
  g_test_add_func ("/network/describe", test_describe);
  g_test_add_func ("/network/save-mid-turn", test_save_mid_turn);
  g_test_add_func ("/network/bad-positions", test_bad_positions);
  g_test_add_func ("/network/position/hostile-fields", test_hostile_fields);
  g_test_add_func ("/network/position/R19-R20-over-only-at-an-end", test_hostile_end);
  g_test_add_func ("/network/ai/legal-moves", test_ai_legal);
  g_test_add_func ("/network/ai/policy-games", test_ai_policy_games);
  g_test_add_func ("/network/ai/finishes", test_ai_finishes);
  g_test_add_func ("/network/is-legal-agrees-with-list", test_is_legal_agrees_with_list);
  g_test_add_func ("/network/events/scripted-turn", test_events_scripted_turn);
  g_test_add_func ("/network/events/setup-exhaustion-bonus", test_events_setup_exhaustion_bonus);
  g_test_add_func ("/network/events/game-over", test_events_game_over);
  g_test_add_func ("/network/events/all-public", test_events_all_public);
  g_test_add_func ("/network/soak", test_soak);

  return g_test_run ();
}
