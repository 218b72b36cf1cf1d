/* fuzz-position.c — libFuzzer target for one game's position reader,
 * followed by play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built once per game with -DTS_FUZZ_GAME="id" (tests/fuzz/meson.build).
 * A position that loads must:
 *   - read back equal (its text, loaded again, gives the same text);
 *   - survive a save file: a match started from it is written and read
 *     back to the same game;
 *   - be playable: unless the game is over a legal move exists, and
 *     random legal moves, to the end or a bound, never crash, never fail,
 *     and every state they reach is itself a position the reader accepts;
 *   - be shown: every seat's view, the events each seat may see, the
 *     words for the position and for each move.
 * A position that does not load must say why with a BAD_STATE error.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ts-games.h"
#include "ts-match.h"
#include "ts-save.h"

#ifndef TS_FUZZ_GAME
#error "TS_FUZZ_GAME names the game"
#endif

/* Moves played after loading: enough to reach the next round, a battle's
 * end, a negative card's resolution, in every game. */
#define PLAY_BOUND 60
/* Every so many moves, the state reached is loaded again. */
#define RELOAD_EVERY 10

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static const char * const names[TS_MAX_SEATS + 1] = { "Ada", "Bob", "Cleo", "Dan", NULL };

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  ts_games_ensure ();
  return 0;
}

static void
check (gboolean ok)
{
  if (!ok)
    abort ();
}

/* The text of GAME loads again, to the same text. */
static void
check_reloads (TsGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = ts_game_save_state (game);
  g_autoptr(TsGame) again = ts_game_new_from_state (TS_FUZZ_GAME, text, &error);
  g_autofree char *text2 = NULL;

  if (again == NULL)
    {
      g_printerr ("a reachable position is refused: %s\n%s\n", error->message, text);
      abort ();
    }
  text2 = ts_game_save_state (again);
  check (g_str_equal (text, text2));
}

/* Everything a screen or the command line shows of GAME. */
static void
show (TsGame *game)
{
  guint n = ts_game_get_n_players (game);
  g_autofree char *described = ts_game_describe_position (game, names);

  for (guint s = 0; s < n; s++)
    {
      g_autoptr(TsGame) view = ts_game_view_for (game, (int) s);
      g_autoptr(TsGame) memory = ts_game_knowledge_of (game, (int) s);
      g_autofree char *view_text = ts_game_save_state (view);
      g_autofree char *score = ts_game_describe_score (game, (int) s);
      g_autofree char *view_described = ts_game_describe_position (view, names);

      check (view_text != NULL && score != NULL && memory != NULL);
      check (described == NULL || view_described != NULL);
    }
}

static void
show_events (TsMatch *match,
             guint    first,
             guint    end)
{
  guint n = ts_game_get_n_players (ts_match_get_game (match));

  for (int s = -1; s < (int) n; s++)
    {
      g_autoptr(GPtrArray) lines = ts_match_describe_events (match, first, end, s);

      for (guint i = 0; lines != NULL && i < lines->len; i++)
        check (g_utf8_validate (g_ptr_array_index (lines, i), -1, NULL));
    }
}

static TsMatch *
match_for (TsGame *game)
{
  guint n = ts_game_get_n_players (game);
  g_autoptr(TsSetup) setup = ts_setup_new (TS_FUZZ_GAME, n, 1);

  for (guint s = 0; s < n; s++)
    ts_setup_set_player (setup, s, names[s], TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  return ts_match_new_from_position (setup, game);
}

static guint64
hash_input (const uint8_t *data,
            size_t         size)
{
  guint64 h = G_GUINT64_CONSTANT (14695981039346656037);

  for (size_t i = 0; i < size; i++)
    h = (h ^ data[i]) * G_GUINT64_CONSTANT (1099511628211);
  return h;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) game = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsMatch) reloaded = NULL;
  g_autofree char *text = NULL;
  g_autofree char *saved = NULL;
  gsize length;
  TsRng rng;
  gboolean verbose = g_getenv ("TS_FUZZ_VERBOSE") != NULL;

  if (size > 65536)
    return 0;
  text = g_strndup ((const char *) data, size);
  game = ts_game_new_from_state (TS_FUZZ_GAME, text, &error);
  if (game == NULL)
    {
      check (g_error_matches (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE));
      check (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  check (error == NULL);
  check_reloads (game);
  show (game);
  /* A seat's view (cards it may not see left unknown) is shown, never
   * played: no match starts from one. */
  if (ts_game_is_view (game))
    return 0;

  /* A save of a match from the position reads back the same. */
  match = match_for (game);
  saved = ts_save_to_data (match, &length);
  reloaded = ts_save_from_data (saved, length, &error);
  if (reloaded == NULL)
    {
      g_printerr ("the save of a loaded position is refused: %s\n", error->message);
      abort ();
    }
  check (ts_game_equal (ts_match_get_game (match), ts_match_get_game (reloaded)));

  /* Play. */
  ts_rng_init (&rng, hash_input (data, size));
  for (guint i = 0; i < PLAY_BOUND; i++)
    {
      TsGame *now = ts_match_get_game (match);
      g_autoptr(GArray) moves = NULL;
      g_autofree char *notation = NULL;
      g_autofree char *words = NULL;
      TsMove move, parsed;
      int seat;

      if (ts_game_is_over (now))
        break;
      moves = ts_game_list_moves (now);
      if (moves->len == 0)
        {
          g_autofree char *state = ts_game_save_state (now);

          g_printerr ("no legal move and not over after %u moves:\n%s\n", i, state);
          abort ();
        }
      seat = ts_game_get_current_seat (now);
      check (seat >= 0 && seat < (int) ts_game_get_n_players (now));
      move = g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len));
      notation = ts_game_format_move (now, &move);
      check (ts_game_parse_move (now, notation, &parsed, NULL));
      /* To follow a crash: TS_FUZZ_VERBOSE=1 fuzz-position-GAME CRASH */
      if (verbose)
        g_printerr ("move %u, seat %d: %s\n", i, seat, notation);
      if (i == 0)
        words = ts_game_describe_move (now, seat, &move, names);
      if (!ts_match_play (match, &move, &error))
        {
          g_printerr ("a listed move is refused: %s: %s\n", notation, error->message);
          abort ();
        }
      show_events (match, ts_match_get_n_moves (match) - 1, ts_match_get_n_moves (match));
      if (i % RELOAD_EVERY == RELOAD_EVERY - 1)
        check_reloads (ts_match_get_game (match));
    }
  check_reloads (ts_match_get_game (match));
  show (ts_match_get_game (match));
  return 0;
}
