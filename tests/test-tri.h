/* test-tri.h — what the TRI tests share: games, positions built from a
 * description, dice, events, and the cases main () registers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "test-util.h"
#include "ts-ai.h"
#include "ts-game.h"
#include "ts-games.h"
#include "ts-rng.h"
#include "ts-setup.h"
#include "tri-game.h"
#include "tri-private.h"

G_BEGIN_DECLS

#define TRI(g) TS_TRI_GAME (g)

/* A position built from a description: the owners of every triangle, and
 * optionally hands and defeated seats.  Conquered squares get turn 0 as
 * their start; the supply holds what the hands do not. */
typedef struct
{
  guint       n_players;
  int         first;
  int         current;
  guint       round;
  guint       turn;
  int         owner[100];       /* seat or -1 */
  gboolean    custom_hands;
  guint       hands[4][4];
  guint       n_defeated;
  int         defeated[4];
  const char *teleports;        /* "x,y x,y", or NULL */
  const char *since;            /* replaces the conquered list, or NULL */
  const char *battle;           /* replaces "battle none", or NULL */
  const char *phase;            /* replaces "action", or NULL */
} Pos;

/* Games, triangles, dice, positions from a Pos, events (test-tri-util.c) */
TsGame *new_game (guint n_players, guint64 seed, int first_seat);
int tri (TsGame *game, const char *text);
void force (TsGame *game, guint8 a, guint8 b, guint8 c, guint8 d);
void pos_init (Pos *pos, guint n_players, guint round, int current);
void pos_own (Pos *pos, int seat, const char *owners);
TsGame *pos_game (const Pos *pos);
guint hand_total (TsGame *game, int value);
GArray *record_events (TsGame *game);
const TsEvent *find_event (GArray *events, guint from, int kind);
guint count_events (GArray *events, guint from, int kind);

/* The positions of scenarios X7, X9 and X13 (test-tri-rules.c) */
TsGame *x07_game (gboolean also_0_2_s, gboolean also_0_0_n, const guint p1_hand[4]);
TsGame *x09_game (gboolean also_0_0_n);
TsGame *x13_game (gboolean with_3_3);

/* The invariants the soak checks (test-tri-play.c) */
void check_invariants (TsGame *game);

/* Scenarios X1–X24 and the other rules (test-tri-rules.c) */
void test_x01_board_and_hands (void);
void test_x02_torus (void);
void test_x03_placement (void);
void test_x04_placement_count (void);
void test_x05_expand_targets (void);
void test_x06_expand_keeps_origin (void);
void test_x07_dice_count (void);
void test_x08_attack_won (void);
void test_x09_tie_to_defender (void);
void test_x10_void_limited (void);
void test_x11_square_immune (void);
void test_x12_lost_attack_opens_square (void);
void test_x13_teleport (void);
void test_x14_teleport_not_on_conquering_turn (void);
void test_x15_one_teleport_per_square (void);
void test_x16_periodic_award (void);
void test_x17_first_elimination (void);
void test_x18_second_elimination (void);
void test_x19_end_two_players (void);
void test_x20_end_tie_break (void);
void test_x21_zero_triangles (void);
void test_x22_one_action (void);
void test_x23_zero_permanent (void);
void test_x24_weakest_tie_break (void);
void test_rounds_and_first_seat (void);
void test_round_after_p1_out (void);
void test_round_cap (void);
void test_supply_shortage (void);
void test_describe (void);
void test_notation (void);
void test_illegal_unchanged (void);
void test_blank_instance (void);

/* Positions, is_legal, structure, hostile positions (test-tri-positions.c) */
void test_save_round_trip (void);
void test_bad_positions (void);
void test_mutated_positions (void);
void test_is_legal_agrees_with_list (void);
void test_neighbour_table (void);
void test_move_constructors (void);
void test_position_version_1 (void);
void test_hostile_fields (void);
void test_hostile_over (void);
void test_hostile_round_1 (void);

/* Hidden information, fair undo and events (test-tri-hidden.c) */
void test_redaction (void);
void test_determinise (void);
void test_undo_battle_is_final (void);
void test_undo_computer_battle (void);
void test_events_secrets_per_seat (void);
void test_events_whole_games (void);
void test_events_battle_sentence (void);
void test_events_codes (void);

/* The computer player and the soak (test-tri-play.c) */
void test_ai_moves (void);
void test_playout_legal (void);
void test_soak (gconstpointer data);
void test_describe_turn (void);

G_END_DECLS
