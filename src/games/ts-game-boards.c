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
  GType (*get_type) (void);
} BoardEntry;

static const BoardEntry boards[] = {
  { "trojhranna", ts_trojhranna_board_get_type },
  { "tri", ts_tri_board_get_type },
  { "network", ts_network_board_get_type },
  { "trehgrannik", ts_trehgrannik_board_get_type },
  { "trigon", ts_trigon_board_get_type },
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

  return entry != NULL ? g_object_new (entry->get_type (), NULL) : NULL;
}

GType
ts_game_boards_get_type_of (const char *game_id)
{
  const BoardEntry *entry = find (game_id);

  return entry != NULL ? entry->get_type () : G_TYPE_INVALID;
}

gboolean
ts_game_boards_exists (const char *game_id)
{
  return find (game_id) != NULL;
}
