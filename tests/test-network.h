/* test-network.h — what the Network tests share: games and positions
 * set up through the model, checks of cubes, income and moves, and the
 * cases main () registers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "test-util.h"
#include "ts-ai.h"
#include "ts-game.h"
#include "ts-games.h"
#include "ts-match.h"
#include "ts-option.h"
#include "ts-rng.h"
#include "ts-setup.h"
#include "network-game.h"

G_BEGIN_DECLS

#define NW(g) TS_NETWORK_GAME (g)
#define O 0   /* orange: seat 0 plays Player 1 in these tests */
#define P 1

/* Games, positions, checks of cubes, income, moves and scores (test-network-util.c) */
TsGame *new_game (int first_seat, const char *variant);
TsGame *blank_turn (int seat, gboolean simplified, guint idle);
int corner (int i, int j);
int square (int c, int r);
int edge (const char *text);
void put_branches (TsGame *game, int seat, const char *list);
void put_node (TsGame *game, int seat, int i, int j);
void set_cubes (TsGame *game, int seat, guint r, guint y, guint g, guint b);
void assert_cubes (TsGame *game, int seat, guint r, guint y, guint g, guint b);
void assert_income (TsGame *game, int seat, int i, int j, guint r, guint y, guint g,
                    guint b);
void apply_fails (TsGame *game, const char *text);
void legal_on_copy (TsGame *game, const char *text);
void assert_legal (TsGame *game, const char *text);
NwScore score_of (TsGame *game, int seat);
guint count_kind (TsGame *game, int kind);

/* The position of scenario N3 (test-network-rules.c) */
TsGame *n3_game (void);

/* Scenarios N1–N23 and captures (test-network-rules.c) */
void test_n1_board (void);
void test_n2_incidence (void);
void test_n3_first_collection (void);
void test_n4_collection_details (void);
void test_n5_outer_corners (void);
void test_n6_branch_adjacency (void);
void test_n7_node_placement (void);
void test_n8_opponent_node (void);
void test_n9_costs (void);
void test_n10_standard_trade (void);
void test_n11_post_trades (void);
void test_n12_immediate_post (void);
void test_n13_exhaustion (void);
void test_n14_single_capture (void);
void test_n15_two_square_capture (void);
void test_n16_opponent_inside (void);
void test_n17_closed (void);
void test_n18_network_bonus (void);
void test_n19_vacant_capture (void);
void test_n20_captured_post (void);
void test_n21_win (void);
void test_n22_stalemate (void);
void test_stalemate_tie_breaks (void);
void test_n23_simplified (void);
void test_capture_inner_corner (void);
void test_capture_inner_edge_split (void);
void test_capture_board_edge (void);
void test_exhaustion_lifted (void);
void test_supply (void);

/* Notation, positions, descriptions, hostile positions (test-network-positions.c) */
void test_notation (void);
void test_move_constructors (void);
void test_describe (void);
void test_save_mid_turn (void);
void test_bad_positions (void);
void test_hostile_fields (void);
void test_hostile_end (void);

/* Events (test-network-events.c) */
void test_events_scripted_turn (void);
void test_events_setup_exhaustion_bonus (void);
void test_events_game_over (void);
void test_events_all_public (void);

/* The computer player, the soak, direct legality (test-network-play.c) */
void test_ai_legal (void);
void test_ai_finishes (void);
void test_ai_policy_games (void);
void test_is_legal_agrees_with_list (void);
void test_soak (void);

G_END_DECLS
