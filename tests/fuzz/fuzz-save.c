/* fuzz-save.c — libFuzzer target for the save loader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdint.h>
#include <stdlib.h>

#include "ts-games.h"
#include "ts-save.h"

/* Moves played after loading. */
#define PLAY_AFTER_LOAD 30

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  ts_games_ensure ();
  return 0;
}

/* Besides "no crash, no leak": whatever loads must save and load again to
 * the same match (a loader that accepts what the writer cannot reproduce
 * would make saves drift). */
int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsMatch) again = NULL;
  g_autofree char *saved = NULL;
  gsize length;
  TsRng rng;

  match = ts_save_from_data ((const char *) data, size, &error);
  if (match == NULL)
    {
      if (error == NULL || error->domain != TS_SAVE_ERROR)
        abort ();
      return 0;
    }
  if (error != NULL)
    abort ();

  saved = ts_save_to_data (match, &length);
  again = ts_save_from_data (saved, length, NULL);
  if (again == NULL ||
      !ts_game_equal (ts_match_get_game (match), ts_match_get_game (again)) ||
      ts_match_get_n_moves (match) != ts_match_get_n_moves (again))
    abort ();

  /* A loaded game goes on: random legal moves never fail or crash, and
   * the longer game saves and loads again. */
  ts_rng_init (&rng, length);
  for (guint i = 0; i < PLAY_AFTER_LOAD && !ts_game_is_over (ts_match_get_game (match)); i++)
    {
      g_autoptr(GArray) moves = ts_game_list_moves (ts_match_get_game (match));

      if (moves->len == 0 ||
          !ts_match_play (match, &g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len)), NULL))
        abort ();
    }
  g_clear_pointer (&saved, g_free);
  g_clear_object (&again);
  saved = ts_save_to_data (match, &length);
  again = ts_save_from_data (saved, length, NULL);
  if (again == NULL || !ts_game_equal (ts_match_get_game (match), ts_match_get_game (again)))
    abort ();

  return 0;
}
