/* ts-games.h — the games Tessella knows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ts-game.h"

G_BEGIN_DECLS

/* Registers every game type, so ts_game_type_from_id() finds them.
 * Call once before creating or loading games (idempotent, thread-safe). */
void ts_games_ensure (void);

G_END_DECLS
