/* test-util.h — helpers the unit tests share: games and random play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ts-game.h"
#include "ts-match.h"
#include "ts-rng.h"

G_BEGIN_DECLS

/* A new game of Trojhranná hra: SEED deals the cards, FIRST_SEAT starts. */
TsGame *ts_test_new_game         (guint      n_players,
                                  guint64    seed,
                                  int        first_seat);

/* The same for the game ID, in VARIANT (NULL: the default). */
TsGame *ts_test_new_game_of      (const char *id,
                                  guint       n_players,
                                  guint64     seed,
                                  int         first_seat,
                                  const char *variant);

/* With TESSELLA_POSITION_SEEDS=DIR in the environment, writes GAME's
 * position into DIR (named after its text's hash): the scenarios' positions
 * become seeds for the position fuzzers (tests/fuzz/make-position-seeds.sh).
 * Nothing otherwise. */
void    ts_test_note_position    (TsGame     *game);

/* Applies the move TEXT, which must succeed (else the test stops and
 * names the move and the error). */
void    ts_test_apply_ok         (TsGame     *game,
                                  const char *text);

/* Parses the move TEXT, which must be readable. */
TsMove  ts_test_parse_ok         (TsGame     *game,
                                  const char *text);

/* Applying the move TEXT fails with TS_GAME_ERROR ERROR_CODE and leaves
 * the game as it was. */
void    ts_test_apply_fails      (TsGame     *game,
                                  const char *text,
                                  int         error_code);

/* Saves GAME, loads the text into a new game of the same kind and checks
 * that it saves to the same text; returns the loaded game. */
TsGame *ts_test_round_trip       (TsGame     *game);

/* Picks a uniformly random legal move of GAME, which must have one. */
void    ts_test_random_move      (TsGame    *game,
                                  TsRng     *rng,
                                  TsMove    *move);

/* Plays up to MAX_MOVES random legal moves (fewer if the game ends;
 * G_MAXUINT plays it to the end). */
void    ts_test_game_play_random (TsGame    *game,
                                  TsRng     *rng,
                                  guint      max_moves);

/* A new match of GAME_ID between two humans, Ada and Bob; SEED deals. */
TsMatch *ts_test_new_match       (const char *game_id,
                                  guint64     seed);

/* The same in MATCH, checking that each move is recorded; if STATES is
 * not NULL, a copy of the game after each move is added to it. */
void    ts_test_play_random      (TsMatch   *match,
                                  TsRng     *rng,
                                  guint      max_moves,
                                  GPtrArray *states);

G_END_DECLS
