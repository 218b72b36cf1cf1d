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

/* Picks a uniformly random legal move of GAME, which must have one. */
void    ts_test_random_move      (TsGame    *game,
                                  TsRng     *rng,
                                  TsMove    *move);

/* Plays up to MAX_MOVES random legal moves (fewer if the game ends;
 * G_MAXUINT plays it to the end). */
void    ts_test_game_play_random (TsGame    *game,
                                  TsRng     *rng,
                                  guint      max_moves);

/* The same in MATCH, checking that each move is recorded; if STATES is
 * not NULL, a copy of the game after each move is added to it. */
void    ts_test_play_random      (TsMatch   *match,
                                  TsRng     *rng,
                                  guint      max_moves,
                                  GPtrArray *states);

G_END_DECLS
