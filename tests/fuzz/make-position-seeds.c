/* make-position-seeds.c — positions of random games, as seeds for the
 * position fuzzers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   make-position-seeds GAME DIR GAMES
 *
 * Plays GAMES random games of GAME for every player count, the first of
 * them also with every value of each option (one option varied at a
 * time), and writes into DIR the
 * position at the start, at the end, and a few at random in between where
 * the decision passes to another seat (an answer, a defender, a
 * protection).  The files
 * are named after a hash of their text, so running it twice adds nothing
 * twice.  tests/fuzz/make-position-seeds.sh keeps the few that cover the
 * most (libFuzzer's -merge).
 */
#include <stdlib.h>

#include "ts-games.h"
#include "ts-option.h"

static void
write_position (TsGame     *game,
                const char *dir)
{
  g_autofree char *text = ts_game_save_state (game);
  g_autofree char *name = g_strdup_printf ("%08x.txt", g_str_hash (text));
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  if (!g_file_set_contents (path, text, -1, &error))
    {
      g_printerr ("%s\n", error->message);
      exit (1);
    }
}

/* At most this many positions of one game besides its start and end. */
#define PER_GAME 8

static void
play_one (TsSetup    *setup,
          const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) game = ts_game_new (setup->game_id, setup, &error);
  g_autoptr(GPtrArray) kept = g_ptr_array_new_with_free_func (g_object_unref);
  guint seen = 0;
  TsRng rng;
  int last_seat;

  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      exit (1);
    }
  ts_rng_init (&rng, setup->seed ^ G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  write_position (game, dir);
  last_seat = ts_game_get_current_seat (game);
  for (guint i = 1; !ts_game_is_over (game) && i < 5000; i++)
    {
      g_autoptr(GArray) moves = ts_game_list_moves (game);
      TsMove move;

      if (moves->len == 0)
        {
          g_printerr ("no legal move in a game that is not over\n");
          exit (1);
        }
      move = g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len));
      if (!ts_game_apply_move (game, &move, &error))
        {
          g_printerr ("%s\n", error->message);
          exit (1);
        }
      /* A fair sample of the positions where the decision passes to
       * another seat (an answer, a defender, a protection), most of
       * what makes a position hard to read. */
      if (ts_game_get_current_seat (game) != last_seat)
        {
          guint slot = seen < PER_GAME ? seen : ts_rng_uniform (&rng, seen + 1);

          if (slot < PER_GAME)
            {
              if (slot < kept->len)
                {
                  g_object_unref (kept->pdata[slot]);
                  kept->pdata[slot] = ts_game_copy (game);
                }
              else
                g_ptr_array_add (kept, ts_game_copy (game));
            }
          seen++;
        }
      last_seat = ts_game_get_current_seat (game);
    }
  for (guint i = 0; i < kept->len; i++)
    write_position (kept->pdata[i], dir);
  write_position (game, dir);
}

int
main (int   argc,
      char *argv[])
{
  const TsGameOption *options;
  TsGameClass *klass;
  guint64 games;
  GType type;

  if (argc != 4 || !g_ascii_string_to_unsigned (argv[3], 10, 1, 10000, &games, NULL))
    {
      g_printerr ("usage: %s GAME DIR GAMES\n", argv[0]);
      return 2;
    }
  ts_games_ensure ();
  type = ts_game_type_from_id (argv[1]);
  if (type == G_TYPE_INVALID)
    {
      g_printerr ("no game %s\n", argv[1]);
      return 2;
    }
  klass = g_type_class_ref (type);
  options = klass->options;
  for (guint n = klass->min_players; n <= klass->max_players; n++)
    for (guint64 g = 0; g < games; g++)
      {
        guint64 seed = g * 1000 + n;
        g_autoptr(TsSetup) setup = ts_setup_new (argv[1], n, seed);

        play_one (setup, argv[2]);
        /* The first game again with one option at another value. */
        for (guint o = 0; g == 0 && options != NULL && options[o].name != NULL; o++)
          {
            const TsGameOption *opt = &options[o];
            int values = opt->type == TS_OPTION_BOOLEAN ? 2
                         : opt->type == TS_OPTION_CHOICE ? (int) g_strv_length ((char **) opt->choices)
                         : 2;

            if (opt->seat > n)
              continue;
            for (int v = 0; v < values; v++)
              {
                int value = opt->type == TS_OPTION_INTEGER ? (v == 0 ? opt->min : opt->max) : v;
                g_autoptr(TsSetup) varied = ts_setup_copy (setup);

                if (value == opt->default_value)
                  continue;
                ts_setup_set_option (varied, opt->name, value);
                varied->seed = seed + 7 * (o + 1) + v;
                play_one (varied, argv[2]);
              }
          }
      }
  g_type_class_unref (klass);
  return 0;
}
