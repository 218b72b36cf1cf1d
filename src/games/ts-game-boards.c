/* ts-game-boards.c — the board widget of each game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The registry of boards lives with the games (ts-games.c registers their
 * rules), so the app names no game.
 */
#include "ts-game-boards.h"
#include "network-board.h"
#include "trehgrannik-board.h"
#include "tri-board.h"
#include "trigon-board.h"
#include "trojhranna-board.h"

typedef struct
{
  const char *id;
  GtkWidget *(*create) (void);
} BoardEntry;

static const BoardEntry boards[] = {
  { "trojhranna", ts_trojhranna_board_new },
  { "tri", ts_tri_board_new },
  { "network", ts_network_board_new },
  { "trehgrannik", ts_trehgrannik_board_new },
  { "trigon", ts_trigon_board_new },
};

static const BoardEntry *
find (const char *game_id)
{
  for (guint i = 0; game_id != NULL && i < G_N_ELEMENTS (boards); i++)
    if (g_str_equal (boards[i].id, game_id))
      return &boards[i];
  return NULL;
}

GtkWidget *
ts_game_boards_new (const char *game_id)
{
  const BoardEntry *entry = find (game_id);

  return entry != NULL ? entry->create () : NULL;
}

gboolean
ts_game_boards_exists (const char *game_id)
{
  return find (game_id) != NULL;
}
