/* test-core.c — TsRng, TsTextReader, TsSetup and the TsGame base class
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>

#include "test-nim.h"
#include "ts-game.h"
#include "ts-rng.h"
#include "ts-setup.h"
#include "ts-text.h"

/* TsRng */

static void
test_rng_deterministic (void)
{
  TsRng a, b, c;

  ts_rng_init (&a, 42);
  ts_rng_init (&b, 42);
  ts_rng_init (&c, 43);
  for (int i = 0; i < 1000; i++)
    {
      guint64 va = ts_rng_next (&a);

      g_assert_cmpuint (va, ==, ts_rng_next (&b));
      g_assert_cmpuint (va, !=, ts_rng_next (&c));
    }
}

static void
test_rng_uniform_bounds (void)
{
  TsRng rng;
  guint counts[7] = { 0 };

  ts_rng_init (&rng, 7);
  for (int i = 0; i < 70000; i++)
    {
      guint32 v = ts_rng_uniform (&rng, 7);

      g_assert_cmpuint (v, <, 7);
      counts[v]++;
    }
  /* Each bucket expects 10000; a fair generator stays well within 5 %. */
  for (int i = 0; i < 7; i++)
    {
      g_assert_cmpuint (counts[i], >, 9500);
      g_assert_cmpuint (counts[i], <, 10500);
    }

  for (int i = 0; i < 1000; i++)
    {
      double d = ts_rng_double (&rng);
      g_assert_cmpfloat (d, >=, 0.0);
      g_assert_cmpfloat (d, <, 1.0);
    }
}

static void
test_rng_shuffle_is_permutation (void)
{
  TsRng rng;
  int values[45];
  gboolean seen[45] = { FALSE };
  gboolean moved = FALSE;

  for (int i = 0; i < 45; i++)
    values[i] = i;
  ts_rng_init (&rng, 1);
  ts_rng_shuffle_int (&rng, values, 45);
  for (int i = 0; i < 45; i++)
    {
      g_assert_false (seen[values[i]]);
      seen[values[i]] = TRUE;
      moved |= values[i] != i;
    }
  g_assert_true (moved);
}

static void
test_rng_string_round_trip (void)
{
  TsRng rng, back;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  ts_rng_init (&rng, 123456789);
  ts_rng_next (&rng);
  text = ts_rng_to_string (&rng);
  g_assert_true (ts_rng_from_string (&back, text, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (&rng, sizeof rng, &back, sizeof back);
  g_assert_cmpuint (ts_rng_next (&rng), ==, ts_rng_next (&back));
}

static void
test_rng_string_rejects (void)
{
  const char *bad[] = {
    "", "0", "xyz",
    "0000000000000000:0000000000000000:0000000000000000:0000000000000000",
    "0000000000000001:0000000000000000:0000000000000000",
    "0000000000000001:0000000000000000:0000000000000000:00000000000000001",
    "000000000000000g:0000000000000000:0000000000000000:0000000000000000",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      TsRng rng;
      g_autoptr(GError) error = NULL;

      ts_rng_init (&rng, 5);
      g_assert_false (ts_rng_from_string (&rng, bad[i], &error));
      g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
    }
}

/* TsTextReader */

static void
test_text_reader (void)
{
  TsTextReader r;
  char word[8];
  gint64 v;
  guint64 u;
  g_autoptr(GError) error = NULL;

  ts_text_reader_init (&r, "  hello -12\n 7 18446744073709551615 toolongword ");
  g_assert_true (ts_text_read_word (&r, word, sizeof word, &error));
  g_assert_cmpstr (word, ==, "hello");
  g_assert_true (ts_text_read_int (&r, -20, 20, &v, &error));
  g_assert_cmpint (v, ==, -12);
  g_assert_false (ts_text_read_int (&r, 0, 5, &v, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  g_clear_error (&error);
  g_assert_true (ts_text_read_int (&r, 0, 7, &v, &error));
  g_assert_true (ts_text_read_uint64 (&r, &u, &error));
  g_assert_cmpuint (u, ==, G_MAXUINT64);
  g_assert_false (ts_text_read_word (&r, word, sizeof word, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  g_clear_error (&error);
  g_assert_false (ts_text_expect_end (&r, &error));
  g_clear_error (&error);
}

static void
test_text_parse_int (void)
{
  gint64 v;

  g_assert_true (ts_text_parse_int ("45", -45, 45, &v));
  g_assert_cmpint (v, ==, 45);
  g_assert_false (ts_text_parse_int ("46", -45, 45, &v));
  g_assert_false (ts_text_parse_int ("99999999999999999999999", G_MININT64, G_MAXINT64, &v));
  g_assert_false (ts_text_parse_int ("0x10", 0, 100, &v));
  g_assert_false (ts_text_parse_int (" 1", 0, 100, &v));
  g_assert_false (ts_text_parse_int ("1 ", 0, 100, &v));
  g_assert_false (ts_text_parse_int ("", 0, 100, &v));
  g_assert_false (ts_text_parse_int ("-", -5, 100, &v));
}

static void
test_text_read_small (void)
{
  TsTextReader r;
  int v = -1;
  g_autoptr(GError) error = NULL;

  ts_text_reader_init (&r, " 3 -7 9 x");
  g_assert_true (ts_text_read_small (&r, 0, 5, &v, &error));
  g_assert_no_error (error);
  g_assert_cmpint (v, ==, 3);
  g_assert_true (ts_text_read_small (&r, -10, 10, &v, &error));
  g_assert_cmpint (v, ==, -7);

  /* Out of range: an error, VALUE untouched, the word still to be read. */
  g_assert_false (ts_text_read_small (&r, 0, 8, &v, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  g_assert_nonnull (strstr (error->message, "9"));
  g_clear_error (&error);
  g_assert_cmpint (v, ==, -7);
  g_assert_true (ts_text_read_small (&r, G_MININT, G_MAXINT, &v, &error));
  g_assert_cmpint (v, ==, 9);

  g_assert_false (ts_text_read_small (&r, 0, 8, &v, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  g_clear_error (&error);
  g_assert_cmpint (v, ==, 9);
}

static void
test_text_read_choice (void)
{
  static const char * const words[] = { "setup", "turn", "over" };
  TsTextReader r;
  int v = -1;
  g_autoptr(GError) error = NULL;

  ts_text_reader_init (&r, "over setup Turn averyveryverylongword");
  g_assert_true (ts_text_read_choice (&r, words, G_N_ELEMENTS (words), &v, &error));
  g_assert_no_error (error);
  g_assert_cmpint (v, ==, 2);
  g_assert_true (ts_text_read_choice (&r, words, G_N_ELEMENTS (words), &v, &error));
  g_assert_cmpint (v, ==, 0);

  /* Case matters; the unknown word is named in the message. */
  g_assert_false (ts_text_read_choice (&r, words, G_N_ELEMENTS (words), &v, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  g_assert_nonnull (strstr (error->message, "“Turn”"));
  g_clear_error (&error);
  g_assert_cmpint (v, ==, 0);

  /* Longer than any choice can be. */
  g_assert_false (ts_text_read_choice (&r, words, G_N_ELEMENTS (words), &v, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  g_clear_error (&error);

  /* At the end. */
  ts_text_reader_init (&r, "  ");
  g_assert_false (ts_text_read_choice (&r, words, G_N_ELEMENTS (words), &v, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  g_clear_error (&error);
  g_assert_cmpint (v, ==, 0);
}

static void
test_text_unexpected_error (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (ts_text_set_unexpected_error (&error, "bo\x01gus"));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  /* The word is quoted, with its control character made harmless. */
  g_assert_nonnull (strstr (error->message, "“bo\uFFFDgus”"));
  g_clear_error (&error);

  /* A NULL error is allowed, as everywhere in GLib. */
  g_assert_false (ts_text_set_unexpected_error (NULL, "x"));
}

static void
test_game_error_helpers (void)
{
  g_autoptr(GError) error = NULL;

  /* The message is used as it is, never as a format. */
  g_assert_false (ts_game_set_illegal_move_error (&error, "Not now (100%s)"));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
  g_assert_cmpstr (error->message, ==, "Not now (100%s)");
  g_clear_error (&error);

  g_assert_false (ts_game_set_bad_state_error (&error, "Broken"));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  g_assert_cmpstr (error->message, ==, "Broken");
  g_clear_error (&error);

  g_assert_false (ts_game_set_illegal_move_error (NULL, "x"));
  g_assert_false (ts_game_set_bad_state_error (NULL, "x"));
}

/* TsSetup */

static void
test_setup_copy (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("test-nim", 2, 99);
  g_autoptr(TsSetup) copy = NULL;
  TsLevel level;
  TsPlayerKind kind;

  ts_setup_set_player (setup, 1, "Bob <&>", TS_PLAYER_COMPUTER, TS_LEVEL_HARD, "green");
  copy = ts_setup_copy (setup);
  g_assert_cmpstr (copy->players[1].name, ==, "Bob <&>");
  g_assert_true (copy->players[1].name != setup->players[1].name);
  g_assert_cmpint (copy->players[1].kind, ==, TS_PLAYER_COMPUTER);
  g_assert_cmpuint (copy->seed, ==, 99);

  g_assert_true (ts_level_from_string (ts_level_to_string (TS_LEVEL_EASY), &level));
  g_assert_cmpint (level, ==, TS_LEVEL_EASY);
  g_assert_false (ts_level_from_string ("godlike", &level));
  g_assert_true (ts_player_kind_from_string ("computer", &kind));
  g_assert_false (ts_player_kind_from_string ("robot", &kind));
  g_assert_true (ts_seat_colour_is_valid ("red"));
  g_assert_false (ts_seat_colour_is_valid ("mauve"));
  for (const char * const *id = ts_seat_colour_ids (); *id != NULL; id++)
    g_assert_nonnull (ts_seat_colour_name (*id));
}

/* TsGame base */

static void
test_game_registry (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) none = NULL;
  g_autoptr(TsSetup) setup = ts_setup_new ("chess", 2, 1);
  GList *types;

  g_type_ensure (TEST_TYPE_NIM);
  g_assert_true (ts_game_type_from_id ("test-nim") == TEST_TYPE_NIM);
  g_assert_true (ts_game_type_from_id ("chess") == G_TYPE_INVALID);

  types = ts_game_list_types ();
  g_assert_nonnull (g_list_find (types, GSIZE_TO_POINTER (TEST_TYPE_NIM)));
  g_list_free (types);

  none = ts_game_new ("chess", setup, &error);
  g_assert_null (none);
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_UNKNOWN_GAME);
}

static void
test_game_bad_setup (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("test-nim", 3, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) game = NULL;

  g_type_ensure (TEST_TYPE_NIM);
  game = ts_game_new ("test-nim", setup, &error);
  g_assert_null (game);
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP);
  g_clear_error (&error);

  setup->n_players = 2;
  setup->first_seat = 2;
  game = ts_game_new ("test-nim", setup, &error);
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP);
  g_clear_error (&error);

  setup->first_seat = 0;
  ts_setup_set_option (setup, "speed", 1);
  game = ts_game_new ("test-nim", setup, &error);
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP);
  g_clear_error (&error);
}

static void
test_game_play_copy_and_rewards (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("test-nim", 2, 1);
  g_autoptr(TsGame) game = NULL;
  g_autoptr(TsGame) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) moves = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  double rewards[2];
  TsMove move;

  setup->first_seat = 1;
  game = ts_game_new ("test-nim", setup, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  g_assert_cmpuint (ts_game_get_n_players (game), ==, 2);
  g_assert_cmpstr (ts_game_get_id (game), ==, "test-nim");

  moves = ts_game_list_moves (game);
  g_assert_cmpuint (moves->len, ==, 3);

  /* A copy is independent of its original. */
  copy = ts_game_copy (game);
  g_assert_true (ts_game_equal (game, copy));
  g_assert_true (ts_game_apply_text (copy, "take 3", &error));
  g_assert_false (ts_game_equal (game, copy));

  /* Illegal and unreadable moves change nothing. */
  before = ts_game_save_state (game);
  g_assert_false (ts_game_apply_text (game, "take 99", &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_MOVE);
  g_clear_error (&error);
  move = (TsMove) { .kind = 1, .arg = { 4 } };
  g_assert_false (ts_game_is_legal (game, &move));
  g_assert_false (ts_game_apply_move (game, &move, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  after = ts_game_save_state (game);
  g_assert_cmpstr (before, ==, after);

  /* 10 stones: seats 1, 0, 1 take 3 each; seat 0 must take the last one. */
  for (int i = 0; i < 3; i++)
    g_assert_true (ts_game_apply_text (game, "take 3", &error));
  g_assert_false (ts_game_is_over (game));
  g_assert_true (ts_game_trivial_move (game, &move));
  g_assert_cmpint (move.arg[0], ==, 1);
  g_assert_true (ts_game_apply_move (game, &move, &error));
  g_assert_true (ts_game_is_over (game));
  g_assert_cmpint (ts_game_get_current_seat (game), ==, TS_SEAT_NONE);
  g_clear_pointer (&moves, g_array_unref);
  moves = ts_game_list_moves (game);
  g_assert_cmpuint (moves->len, ==, 0);

  ts_game_get_rewards (game, rewards);
  g_assert_cmpfloat (rewards[0], ==, 1.0);
  g_assert_cmpfloat (rewards[1], ==, 0.0);

  g_assert_false (ts_game_apply_text (game, "take 1", &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
}

static void
test_game_state_round_trip (void)
{
  g_autoptr(TsGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_type_ensure (TEST_TYPE_NIM);
  game = ts_game_new_from_state ("test-nim", "nim 4 1 -1", &error);
  g_assert_no_error (error);
  text = ts_game_save_state (game);
  g_assert_cmpstr (text, ==, "nim 4 1 -1");
  /* A game without hidden information has no private view. */
  g_assert_false (ts_game_has_private_view (game, 0));

  g_assert_null (ts_game_new_from_state ("test-nim", "nim 4000 1 -1", &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/rng/deterministic", test_rng_deterministic);
  g_test_add_func ("/core/rng/uniform-bounds", test_rng_uniform_bounds);
  g_test_add_func ("/core/rng/shuffle-is-permutation", test_rng_shuffle_is_permutation);
  g_test_add_func ("/core/rng/string-round-trip", test_rng_string_round_trip);
  g_test_add_func ("/core/rng/string-rejects", test_rng_string_rejects);
  g_test_add_func ("/core/text/reader", test_text_reader);
  g_test_add_func ("/core/text/parse-int", test_text_parse_int);
  g_test_add_func ("/core/text/read-small", test_text_read_small);
  g_test_add_func ("/core/text/read-choice", test_text_read_choice);
  g_test_add_func ("/core/text/unexpected-error", test_text_unexpected_error);
  g_test_add_func ("/core/game/error-helpers", test_game_error_helpers);
  g_test_add_func ("/core/setup/copy", test_setup_copy);
  g_test_add_func ("/core/game/registry", test_game_registry);
  g_test_add_func ("/core/game/bad-setup", test_game_bad_setup);
  g_test_add_func ("/core/game/play-copy-rewards", test_game_play_copy_and_rewards);
  g_test_add_func ("/core/game/state-round-trip", test_game_state_round_trip);

  return g_test_run ();
}
