/* test-util.c — helpers the unit tests share: games and random play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-util.h"
#include "ts-games.h"

TsGame *
ts_test_new_game_of (const char *id,
                     guint       n_players,
                     guint64     seed,
                     int         first_seat,
                     const char *variant)
{
  g_autoptr(TsSetup) setup = ts_setup_new (id, n_players, seed);
  g_autoptr(GError) error = NULL;
  TsGame *game;

  ts_games_ensure ();
  setup->first_seat = first_seat;
  /* The variant of the older tests is the option "rules". */
  if (variant != NULL && g_strcmp0 (variant, "standard") != 0)
    {
      GType type = ts_game_type_from_id (id);
      TsGameClass *klass = g_type_class_ref (type);
      const TsGameOption *rules = ts_options_find (klass->options, "rules");
      int value;

      g_assert_nonnull (rules);
      g_assert_true (ts_option_parse_value (rules, variant, &value, NULL));
      ts_setup_set_option (setup, "rules", value);
      g_type_class_unref (klass);
    }
  game = ts_game_new (id, setup, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

TsGame *
ts_test_new_game (guint   n_players,
                  guint64 seed,
                  int     first_seat)
{
  return ts_test_new_game_of ("trojhranna", n_players, seed, first_seat, NULL);
}

void
ts_test_note_position (TsGame *game)
{
  const char *dir = g_getenv ("TESSELLA_POSITION_SEEDS");
  g_autofree char *text = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;

  if (dir == NULL || ts_game_is_view (game))
    return;
  text = ts_game_save_state (game);
  name = g_strdup_printf ("%s-%08x.txt", ts_game_get_id (game), g_str_hash (text));
  path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

void
ts_test_apply_ok (TsGame     *game,
                  const char *text)
{
  g_autoptr(GError) error = NULL;

  ts_test_note_position (game);
  if (!ts_game_apply_text (game, text, &error))
    g_error ("move “%s” failed: %s", text, error->message);
}

TsMove
ts_test_parse_ok (TsGame     *game,
                  const char *text)
{
  g_autoptr(GError) error = NULL;
  TsMove move;

  g_assert_true (ts_game_parse_move (game, text, &move, &error));
  g_assert_no_error (error);
  return move;
}

void
ts_test_apply_fails (TsGame     *game,
                     const char *text,
                     int         error_code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) copy = ts_game_copy (game);
  g_autofree char *before = ts_game_save_state (game);
  g_autofree char *after = NULL;

  g_assert_false (ts_game_apply_text (game, text, &error));
  g_assert_error (error, TS_GAME_ERROR, error_code);
  after = ts_game_save_state (game);
  g_assert_cmpstr (before, ==, after);
  g_assert_true (ts_game_equal (copy, game));
}

TsGame *
ts_test_round_trip (TsGame *game)
{
  g_autofree char *text = ts_game_save_state (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) loaded = ts_game_new_from_state (ts_game_get_id (game), text, &error);
  g_autofree char *again = NULL;

  if (loaded == NULL)
    g_error ("%s\n%s", error->message, text);
  again = ts_game_save_state (loaded);
  g_assert_cmpstr (text, ==, again);
  return g_steal_pointer (&loaded);
}

void
ts_test_random_move (TsGame *game,
                     TsRng  *rng,
                     TsMove *move)
{
  g_autoptr(GArray) moves = ts_game_list_moves (game);

  g_assert_cmpuint (moves->len, >, 0);
  *move = g_array_index (moves, TsMove, ts_rng_uniform (rng, moves->len));
}

void
ts_test_game_play_random (TsGame *game,
                          TsRng  *rng,
                          guint   max_moves)
{
  for (guint i = 0; i < max_moves && !ts_game_is_over (game); i++)
    {
      g_autoptr(GError) error = NULL;
      TsMove move;

      ts_test_random_move (game, rng, &move);
      g_assert_true (ts_game_apply_move (game, &move, &error));
      g_assert_no_error (error);
    }
}

/* Ada (a human) and a second seat; FIRST_SEAT as ts_setup_new leaves it
 * when negative. */
static TsMatch *
new_match_of_two (const char   *game_id,
                  guint64       seed,
                  const char   *second,
                  TsPlayerKind  kind,
                  TsLevel       level,
                  int           first_seat)
{
  g_autoptr(TsSetup) setup = ts_setup_new (game_id, 2, seed);
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  ts_setup_set_player (setup, 1, second, kind, level, NULL);
  if (first_seat >= 0)
    setup->first_seat = first_seat;
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  return match;
}

TsMatch *
ts_test_new_match (const char *game_id,
                   guint64     seed)
{
  return new_match_of_two (game_id, seed, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, -1);
}

TsMatch *
ts_test_new_match_against_computer (const char *game_id,
                                    guint64     seed)
{
  return new_match_of_two (game_id, seed, "Computer", TS_PLAYER_COMPUTER, TS_LEVEL_EASY, 0);
}

void
ts_test_play_random (TsMatch   *match,
                     TsRng     *rng,
                     guint      max_moves,
                     GPtrArray *states)
{
  for (guint i = 0; i < max_moves && !ts_game_is_over (ts_match_get_game (match)); i++)
    {
      g_autoptr(GError) error = NULL;
      TsMove move;

      ts_test_random_move (ts_match_get_game (match), rng, &move);
      g_assert_true (ts_match_play (match, &move, &error));
      g_assert_no_error (error);
      g_assert_true (ts_move_equal (ts_match_get_move (match, ts_match_get_n_moves (match) - 1),
                                    &move));
      if (states != NULL)
        g_ptr_array_add (states, ts_game_copy (ts_match_get_game (match)));
    }
}

/* ------------------------------------------------------------------ */
/* Hostile positions: one impossible value at a time                   */

/* The position TEXT, its words joined by single spaces (it is read word
 * by word), with the word SKIP places after the INDEX-th (from 0) word KEY
 * replaced by VALUE: SKIP 0 is KEY itself; VALUE "" drops the word. */
char *
ts_test_edit_word (const char *text,
                   const char *key,
                   guint       index,
                   guint       skip,
                   const char *value)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \n\t", -1);
  g_autoptr(GPtrArray) out = g_ptr_array_new ();
  guint seen = 0, at = G_MAXUINT;

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      if (at == G_MAXUINT && strcmp (words[i], key) == 0 && seen++ == index)
        at = out->len + skip;
      g_ptr_array_add (out, words[i]);
    }
  g_assert_cmpuint (at, <, out->len);
  out->pdata[at] = (gpointer) value;
  g_ptr_array_add (out, NULL);
  return g_strjoinv (" ", (char **) out->pdata);
}

/* The word SKIP places after the INDEX-th word KEY of TEXT. */
char *
ts_test_word_at (const char *text,
                 const char *key,
                 guint       index,
                 guint       skip)
{
  g_autofree char *same = ts_test_edit_word (text, key, index, skip, "\001");
  g_auto(GStrv) a = g_strsplit_set (text, " \n\t", -1);
  g_auto(GStrv) b = g_strsplit (same, " ", -1);
  guint j = 0;

  for (guint i = 0; a[i] != NULL; i++)
    if (a[i][0] != '\0')
      {
        if (strcmp (b[j], "\001") == 0)
          return g_strdup (a[i]);
        j++;
      }
  g_assert_not_reached ();
  return NULL;
}

/* TEXT is refused with TS_GAME_ERROR_BAD_STATE "“FIELD”: reason" (after
 * the "line N: " where reading stopped), and loading it into GAME leaves
 * GAME as it was. */
void
ts_test_assert_field_refused (TsGame     *game,
                              const char *text,
                              const char *field)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) loaded = ts_game_new_from_state (ts_game_get_id (game), text, &error);
  g_autofree char *named = g_strdup_printf ("“%s”:", field);
  g_autofree char *before = ts_game_save_state (game);
  g_autofree char *after = NULL;

  if (loaded != NULL)
    g_error ("accepted, expected a refusal naming %s:\n%s", named, text);
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  const char *message = error->message;

  /* Where reading stopped inside the text, the error names the line. */
  if (g_str_has_prefix (message, "line "))
    {
      const char *colon = strstr (message, ": ");

      g_assert_nonnull (colon);
      message = colon + 2;
    }
  if (!g_str_has_prefix (message, named))
    g_error ("the error “%s” does not name %s:\n%s", error->message, named, text);
  g_test_message ("refused: %s", error->message);
  g_clear_error (&error);
  g_assert_false (ts_game_load_state (game, text, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  after = ts_game_save_state (game);
  g_assert_cmpstr (before, ==, after);
}

/* GAME's position loads; each edit of it alone is refused, naming its
 * field. */
void
ts_test_assert_edits_refused (TsGame                *game,
                              const TsTestFieldEdit *edits,
                              guint                  n_edits)
{
  g_autofree char *text = ts_game_save_state (game);
  g_autoptr(TsGame) again = ts_game_new_from_state (ts_game_get_id (game), text, NULL);

  g_assert_nonnull (again);
  for (guint i = 0; i < n_edits; i++)
    {
      g_autofree char *bad = ts_test_edit_word (text, edits[i].key, edits[i].index, edits[i].skip,
                                        edits[i].value);

      g_test_message ("%s #%u +%u = %s", edits[i].key, edits[i].index, edits[i].skip, edits[i].value);
      ts_test_assert_field_refused (game, bad, edits[i].field);
    }
}
