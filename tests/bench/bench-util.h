/* bench-util.h — what the benchmarks share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ts-match.h"

G_BEGIN_DECLS

/* For qsort () of doubles. */
int       bench_compare_double (gconstpointer a,
                                gconstpointer b);

/* A match of GAME_ID that random play has taken to N_MOVES moves, or the
 * longest of the first MAX_SEEDS seeds when its games end sooner. */
TsMatch  *bench_long_match     (const char   *game_id,
                                guint         n_players,
                                guint         n_moves,
                                guint         max_seeds);

G_END_DECLS
