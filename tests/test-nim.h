/* test-nim.h — Nim, a tiny perfect-information game for the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A pile of stones, each turn take 1–3, who takes the last stone wins:
 * enough to test the TsGame base class and the search without any real
 * game's rules.  Moves are { .kind = TEST_NIM_TAKE, .arg = { stones } },
 * written "take N"; a position is written "nim PILE SEAT WINNER".
 *
 * For the core's newer parts it also has options ("pile" 1–30, "misere",
 * "answers"), events, a secret each seat may "peek" at once (a private,
 * revealing event: an undo barrier), and with "answers" on, an answer by
 * the other seat after each take ("accept", or "refuse" once a game: the
 * stones go back), decided out of turn.
 */
#pragma once

#include "ts-game.h"

G_BEGIN_DECLS

typedef enum
{
  TEST_NIM_TAKE = 1,
  TEST_NIM_PEEK,
  TEST_NIM_ACCEPT,
  TEST_NIM_REFUSE,
} TestNimMoveKind;

typedef enum
{
  TEST_NIM_EVENT_TOOK = 1,
  TEST_NIM_EVENT_WON,
  TEST_NIM_EVENT_SECRET,    /* private to the peeker, revealing */
  TEST_NIM_EVENT_PEEKED,    /* public */
  TEST_NIM_EVENT_ACCEPTED,
  TEST_NIM_EVENT_REFUSED,
} TestNimEventKind;
typedef TestNimEventKind TestNimEvent;

#define TEST_TYPE_NIM (test_nim_get_type ())
G_DECLARE_FINAL_TYPE (TestNim, test_nim, TEST, NIM, TsGame)

/* A game not over, with PILE stones (any number, also above the 10 of a
 * new game) and SEAT to move. */
TsGame *test_nim_new_position (int pile,
                               int seat);

/* For the tests of the search: takes applied by all Nim games so far; a
 * prior that favours winning takes; a heuristic player (the hooks are set
 * on the class by the tests that want them). */
guint    test_nim_count_takes  (void);
void     test_nim_prior        (TsGame       *game,
                                const TsMove *moves,
                                guint         n_moves,
                                double       *weights);
gboolean test_nim_choose       (TsGame       *knowledge,
                                int           seat,
                                TsLevel       level,
                                TsRng        *rng,
                                TsMove       *move);
/* The secret test_nim_choose last saw in its knowledge. */
extern int test_nim_last_seen_secret;

G_END_DECLS
