/* ts-game-boards.h — the board widget of each game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The board widget (a TsBoard) for GAME_ID, or NULL when the game has
 * none yet: a game may exist in the rules and the command line before its
 * board does. */
GtkWidget *ts_game_boards_new    (const char *game_id);
gboolean   ts_game_boards_exists (const char *game_id);
/* The board's type (a TsBoard subclass), or G_TYPE_INVALID. */
GType      ts_game_boards_get_type_of (const char *game_id);

G_END_DECLS
