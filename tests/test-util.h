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
/* Ada against an easy computer, Ada first. */
TsMatch *ts_test_new_match_against_computer (const char *game_id,
                                             guint64     seed);

/* The same in MATCH, checking that each move is recorded; if STATES is
 * not NULL, a copy of the game after each move is added to it. */
void    ts_test_play_random      (TsMatch   *match,
                                  TsRng     *rng,
                                  guint      max_moves,
                                  GPtrArray *states);

/* Hostile positions (issue 23).  The position TEXT, its words joined by
 * single spaces (it is read word by word), with the word SKIP places after
 * the INDEX-th (from 0) word KEY replaced by VALUE: SKIP 0 is KEY itself;
 * VALUE "" drops the word. */
char   *ts_test_edit_word        (const char *text,
                                  const char *key,
                                  guint       index,
                                  guint       skip,
                                  const char *value);
/* The word SKIP places after the INDEX-th word KEY of TEXT. */
char   *ts_test_word_at          (const char *text,
                                  const char *key,
                                  guint       index,
                                  guint       skip);
/* TEXT is refused with TS_GAME_ERROR_BAD_STATE "“FIELD”: reason", and
 * loading it into GAME leaves GAME as it was. */
void    ts_test_assert_field_refused (TsGame     *game,
                                      const char *text,
                                      const char *field);

typedef struct
{
  const char *key;      /* the word before the value */
  guint       index;    /* which KEY (from 0) */
  guint       skip;     /* words after KEY */
  const char *value;
  const char *field;    /* what the error must name */
} TsTestFieldEdit;

/* GAME's position loads; each edit of it alone is refused, naming its
 * field. */
void    ts_test_assert_edits_refused (TsGame                *game,
                                      const TsTestFieldEdit *edits,
                                      guint                  n_edits);

G_END_DECLS
