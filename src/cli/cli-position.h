/* cli-position.h — reading a position text for "tessella-cli new --position"
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ts-game.h"

G_BEGIN_DECLS

/* The name to print before a message about PATH: PATH itself, or
 * "standard input" (translated) for "-". */
const char *cli_position_display_name (const char  *path);

/* A game of GAME_ID in the position that PATH ("-": standard input) holds,
 * in the text save_state writes (docs/positions/), for N_PLAYERS players
 * (0: any number).  NULL, with ERROR saying why in words (unreadable, too
 * large, not text, a save file, a position of another game, what
 * load_state refused, or another number of players), otherwise. */
TsGame     *cli_position_load         (const char  *game_id,
                                       const char  *path,
                                       guint        n_players,
                                       GError     **error);

G_END_DECLS
