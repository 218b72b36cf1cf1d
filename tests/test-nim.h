/* test-nim.h — Nim, a tiny perfect-information game for the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A pile of stones, each turn take 1–3, who takes the last stone wins:
 * enough to test the TsGame base class and the search without any real
 * game's rules.  Moves are { .kind = 1, .arg = { stones } }, written
 * "take N"; a position is written "nim PILE SEAT WINNER".
 */
#pragma once

#include "ts-game.h"

G_BEGIN_DECLS

#define TEST_TYPE_NIM (test_nim_get_type ())
G_DECLARE_FINAL_TYPE (TestNim, test_nim, TEST, NIM, TsGame)

/* A game not over, with PILE stones (any number, also above the 10 of a
 * new game) and SEAT to move. */
TsGame *test_nim_new_position (int pile,
                               int seat);

G_END_DECLS
