/* bench-trigon-length.c — how long Rule of Trigon lasts between computers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 26 asks that games between normal computer players last 12–20
 * rounds, as the spec's balance intends (its overview), and that a leader
 * near the emperor or the point target is contested.  This plays N games
 * at 2, 3 and 4 players, every seat at one level, and prints the
 * distribution of the rounds played, how each game ended and how much
 * fighting there was (attacks, conquests, the inhabitants conquests cost
 * their owners).  On demand:
 *   meson test -C BUILD --benchmark --verbose bench-trigon-length
 * or directly: bench-trigon-length [GAMES [LEVEL [OPTION=VALUE…]]], where
 * an option is one of the game's rule options (emperor-inhabitants=35).
 */
#include <stdlib.h>

#include "ts-ai.h"
#include "ts-games.h"
#include "ts-setup.h"
#include "trigon-data.h"
#include "trigon-game.h"

#define MAX_ROUNDS 64

static const char *const end_names[] = {
  [TRG_END_NONE] = "none",
  [TRG_END_POINTS] = "points",
  [TRG_END_EMPEROR] = "emperor",
  [TRG_END_TASKS] = "tasks",
  [TRG_END_LAST_STANDING] = "last standing",
  [TRG_END_ROUNDS] = "round limit",
};

static char **options;

static void
measure (guint   n_players,
         guint   n_games,
         TsLevel level)
{
  guint rounds[MAX_ROUNDS + 1] = { 0 };
  guint ends[G_N_ELEMENTS (end_names)] = { 0 };
  guint total = 0, in_range = 0, attacks = 0, conquests = 0, taken = 0;
  TsAiParams params;

  ts_ai_params_for_game ("trigon", level, &params);
  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(TsSetup) setup = ts_setup_new ("trigon", n_players, 5000 + g);
      g_autoptr(TsGame) game = NULL;

      for (char **o = options; o != NULL && *o != NULL; o++)
        {
          g_auto(GStrv) kv = g_strsplit (*o, "=", 2);

          if (kv[1] == NULL)
            g_error ("an option is NAME=VALUE: %s", *o);
          ts_setup_set_option (setup, kv[0], atoi (kv[1]));
        }
      game = ts_game_new ("trigon", setup, NULL);
      g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (TsEvent));
      guint n_moves = 0, round;
      TrgEnd end;

      g_assert (game != NULL);
      ts_game_set_event_sink (game, events);
      while (!ts_game_is_over (game))
        {
          TsMove move;
          guint before[TRG_N_SITES];

          for (int s = 0; s < TRG_N_SITES; s++)
            before[s] = ts_trigon_game_get_inhabitants (TS_TRIGON_GAME (game), s);
          g_array_set_size (events, 0);
          if (!ts_ai_choose_move (game, &params, g * 100003u + n_moves, NULL, &move) ||
              !ts_game_apply_move (game, &move, NULL))
            g_error ("game %u: the computer found no legal move", g);
          for (guint i = 0; i < events->len; i++)
            {
              const TsEvent *e = &g_array_index (events, TsEvent, i);

              attacks += e->kind == TRG_EV_ATTACK;
              if (e->kind == TRG_EV_CONQUER || e->kind == TRG_EV_DESTROYED)
                conquests++, taken += before[e->arg[0]];
            }
          if (++n_moves > 100000)
            g_error ("game %u does not end", g);
        }
      ts_game_set_event_sink (game, NULL);
      round = MIN (ts_trigon_game_get_round (TS_TRIGON_GAME (game)), MAX_ROUNDS);
      end = ts_trigon_game_get_end (TS_TRIGON_GAME (game));
      rounds[round]++;
      total += round;
      in_range += round >= 12 && round <= 20;
      if ((guint) end < G_N_ELEMENTS (ends))
        ends[end]++;
    }

  g_print ("%u players, %u games, every seat %s: mean %.1f rounds, %u of %u (%.0f %%) in 12-20\n",
           n_players, n_games, ts_level_to_string (level), (double) total / n_games, in_range,
           n_games, 100.0 * in_range / n_games);
  g_print ("  rounds:");
  for (guint r = 0; r <= MAX_ROUNDS; r++)
    if (rounds[r] > 0)
      g_print (" %u:%u", r, rounds[r]);
  g_print ("\n  ended by:");
  for (guint e = 0; e < G_N_ELEMENTS (ends); e++)
    if (ends[e] > 0)
      g_print (" %s %u", end_names[e], ends[e]);
  g_print ("\n  a game: %.1f attacks, %.1f settlements conquered or destroyed, %.1f inhabitants lost with them\n",
           (double) attacks / n_games, (double) conquests / n_games, (double) taken / n_games);
}

int
main (int   argc,
      char *argv[])
{
  guint n_games = argc > 1 ? (guint) atoi (argv[1]) : 100;
  TsLevel level = TS_LEVEL_NORMAL;

  ts_games_ensure ();
  if (argc > 2 && !ts_level_from_string (argv[2], &level))
    g_error ("unknown level %s", argv[2]);
  if (n_games == 0)
    n_games = 100;
  if (argc > 3)
    options = argv + 3;
  for (guint n = 2; n <= 4; n++)
    measure (n, n_games, level);
  return 0;
}
