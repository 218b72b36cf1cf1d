/* test-trojhranna.h — what the Trojhranná hra tests share: positions
 * built from spec-style descriptions, cards, cells, events, and the
 * cases main () registers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "test-util.h"
#include "ts-game.h"
#include "ts-games.h"
#include "ts-match.h"
#include "ts-rng.h"
#include "ts-setup.h"
#include "ts-tri-lattice.h"
#include "trojhranna-data.h"
#include "trojhranna-game.h"

G_BEGIN_DECLS

#define TJ(g) TS_TROJHRANNA_GAME (g)

/* A position built from a spec-style description.  Cards not named go into
 * the deck (up to deck_size), then onto the dead row of rest_seat, or onto
 * far-away table cells when rest_on_table. */
typedef struct
{
  guint        n_players;
  int          first;
  int          current;
  const char  *phase;          /* NULL: "choose" */
  const char  *table;          /* "U0,0:RGB:RGB …" cell:corner colours:card */
  const char  *deck;           /* named top cards, top first */
  int          deck_size;      /* total; < 0: only the named ones */
  const char  *reserve[TS_MAX_SEATS];
  const char  *dead[TS_MAX_SEATS];
  const char  *flipped;        /* card in TJ_PHASE_PLACE */
  const char  *source;         /* "deck" / "reserve" */
  gboolean     rest_on_table;
  int          rest_seat;      /* < 0: the last seat */
} Fixture;

#define F0 "U0,0:RGB:RGB"
#define F2 F0 " D0,0:YBG:YBG U1,0:GPY:YGP D1,-1:PGR:RPG U1,-1:YRG:RGY"
#define H5 F0 " D-1,0:BYR:RBY U-1,0:PRY:RYP D-1,-1:RPG:RPG U0,-1:GYR:RGY"

/* Cards, positions from a Fixture, cells, events (test-trojhranna-util.c) */
int card (const char *name);
int colour_index (char code);
char *fixture_text (const Fixture *f);
TsGame *fixture_game (const Fixture *f);
int last_reserve_card (TsGame *game, int seat);
TsTriCell cell_of (const char *text);
const TsEvent *nth_event (GArray *events, guint n);

/* Random games, what a screen shows (test-trojhranna-rules.c) */
TsGame *random_game (guint n_players, guint64 seed, TsRng *rng);
void check_screen_view (TsGame *game, int seat, gboolean check_deck_text);

/* Scenarios J1–J21 (test-trojhranna-rules.c) */
void test_j1_deck (void);
void test_j2_setup_sizes (void);
void test_j3_start_card (void);
void test_j4_side_match (void);
void test_j5_wrong_rotation (void);
void test_j6_one_match (void);
void test_j7_exact_legal_set (void);
void test_j8_point_matches (void);
void test_j9_occupied (void);
void test_j10_unplaceable_deck (void);
void test_j11_unplaceable_reserve (void);
void test_j12_mandatory (void);
void test_j13_empty_reserve (void);
void test_j14_hexagon_penalty (void);
void test_j15_mismatched_corner (void);
void test_j16_last_card (void);
void test_j17_penalty_from_table (void);
void test_j18_last_card_hexagon (void);
void test_r11_two_hexagons (void);
void test_j19_scoring (void);
void test_j20_tie_break (void);
void test_j21_reserve_hidden (void);

/* Hidden information, events and fair undo (test-trojhranna-hidden.c) */
void test_knowledge (void);
void test_determinise (void);
void test_memorise (void);
void test_undo_memorisation_is_final (void);
void test_undo_draw_is_final (void);
void test_undo_computer_reveal_is_final (void);
void test_events_penalty_face_private (void);
void test_events_hexagon_words (void);
void test_events_plain_words (void);

/* Notation, is_legal, bad and hostile positions (test-trojhranna-positions.c) */
void test_notation (void);
void test_move_constructors (void);
void test_illegal_unchanged (void);
void test_is_legal_agrees_with_list (void);
void test_blank_instance (void);
void test_bad_positions (void);
void test_legacy_last_entry (void);
void test_extent (void);
void test_deterministic_seed (void);
void test_hostile_fields (void);
void test_hostile_pending (void);
void test_hostile_end (void);

/* Soak (test-trojhranna-soak.c) */
void test_soak (void);

G_END_DECLS
