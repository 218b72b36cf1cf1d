/* ts-games.c — the games Tessella knows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ts-games.h"
#include "trojhranna-game.h"
#include "network-game.h"
#include "tri-game.h"
#include "trehgrannik-game.h"
#include "trigon-game.h"

void
ts_games_ensure (void)
{
  static gsize registered = 0;

  if (g_once_init_enter (&registered))
    {
      /* Registering a type runs its class_init lazily; g_type_ensure makes
       * the type exist so ts_game_type_from_id() can find it. */
      g_type_ensure (TS_TYPE_TROJHRANNA_GAME);
      g_type_ensure (TS_TYPE_NETWORK_GAME);
      g_type_ensure (TS_TYPE_TRI_GAME);
      g_type_ensure (TS_TYPE_TREHGRANNIK_GAME);
      g_type_ensure (TS_TYPE_TRIGON_GAME);
      g_once_init_leave (&registered, 1);
    }
}
