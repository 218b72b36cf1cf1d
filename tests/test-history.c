/* test-history.c — the core's match history: events, fair undo, the move
 * cap, options and setups dealt from the seed (on Nim, test-nim.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-nim.h"
#include "ts-match.h"
#include "ts-save.h"
#include "ts-text.h"

static TsMatch *
nim_match (const char *options,
           TsPlayerKind second)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("test-nim", 2, 7);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) pairs = g_strsplit (options != NULL ? options : "", " ", -1);
  TsGameClass *klass = g_type_class_peek (TEST_TYPE_NIM);
  TsMatch *match;

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "red");
  ts_setup_set_player (setup, 1, "Bob", second, TS_LEVEL_NORMAL, "blue");
  for (guint i = 0; pairs[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (pairs[i], "=", 2);
      const TsGameOption *option;
      int value;

      if (kv[0] == NULL || kv[0][0] == '\0')
        continue;
      option = ts_options_find (klass->options, kv[0]);
      g_assert_nonnull (option);
      g_assert_true (ts_option_parse_value (option, kv[1], &value, NULL));
      ts_setup_set_option (setup, kv[0], value);
    }
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  return match;
}

static void
play (TsMatch    *match,
      const char *text)
{
  g_autoptr(GError) error = NULL;

  if (!ts_match_play_text (match, text, &error))
    g_error ("cannot play “%s”: %s", text, error->message);
}

/* The log of VIEWER, joined with " / ". */
static char *
log_of (TsMatch *match,
        int      viewer)
{
  g_autoptr(GPtrArray) lines = ts_match_describe_events (match, 0, G_MAXUINT, viewer);

  g_ptr_array_add (lines, NULL);
  return g_strjoinv (" / ", (char **) lines->pdata);
}

/* Options */

static void
test_options_parse (void)
{
  TsGameClass *klass = g_type_class_ref (TEST_TYPE_NIM);
  const TsGameOption *pile = ts_options_find (klass->options, "pile");
  const TsGameOption *misere = ts_options_find (klass->options, "misere");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  int value;

  g_assert_cmpuint (ts_options_count (klass->options), ==, 8);
  g_assert_null (ts_options_find (klass->options, "speed"));

  g_assert_true (ts_option_parse_value (pile, "30", &value, &error));
  g_assert_cmpint (value, ==, 30);
  g_assert_false (ts_option_parse_value (pile, "31", &value, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP);
  g_assert_nonnull (strstr (error->message, "1 to 30"));
  g_clear_error (&error);
  g_assert_false (ts_option_parse_value (pile, "ten", &value, NULL));
  g_assert_false (ts_option_parse_value (pile, "", &value, NULL));

  for (const char * const *yes = (const char *[]) { "true", "yes", "on", "1", NULL }; *yes; yes++)
    {
      g_assert_true (ts_option_parse_value (misere, *yes, &value, NULL));
      g_assert_cmpint (value, ==, 1);
    }
  g_assert_true (ts_option_parse_value (misere, "off", &value, NULL));
  g_assert_cmpint (value, ==, 0);
  g_assert_false (ts_option_parse_value (misere, "maybe", &value, NULL));

  text = ts_option_format_value (misere, 1);
  g_assert_cmpstr (text, ==, "true");
  g_type_class_unref (klass);
}

/* Presets: sets of option values chosen as one (the new-game dialog). */
static void
test_options_presets (void)
{
  TsGameClass *klass = g_type_class_ref (TEST_TYPE_NIM);
  const TsGamePreset presets[] = {
    { "Long", NULL, { { "pile", 30 }, { "max-take", 5 }, { NULL, 0 } } },
    { "Misère", NULL, { { "misere", 1 }, { NULL, 0 } } },
    { NULL, NULL, { { NULL, 0 } } },
  };
  const TsGamePreset bad[] = {
    { "Unknown", NULL, { { "speed", 1 }, { NULL, 0 } } },
    { "Too big", NULL, { { "pile", 31 }, { NULL, 0 } } },
    { "Twice", NULL, { { "pile", 5 }, { "pile", 6 }, { NULL, 0 } } },
    { "Nothing", NULL, { { NULL, 0 } } },
  };
  int values[TS_MAX_OPTIONS];
  guint n = ts_options_count (klass->options);

  g_assert_cmpuint (ts_presets_count (presets), ==, 2);
  g_assert_cmpuint (ts_presets_count (NULL), ==, 0);
  g_assert_true (ts_presets_name_option (presets, "max-take"));
  g_assert_true (ts_presets_name_option (presets, "misere"));
  g_assert_false (ts_presets_name_option (presets, "answers"));

  /* At the defaults, neither. */
  for (guint i = 0; i < n; i++)
    values[i] = klass->options[i].default_value;
  g_assert_cmpint (ts_presets_find (presets, klass->options, values, n), ==, -1);
  /* Every value of a preset must match; the others do not matter. */
  values[0] = 30;
  g_assert_cmpint (ts_presets_find (presets, klass->options, values, n), ==, -1);
  values[4] = 5;
  g_assert_cmpint (ts_presets_find (presets, klass->options, values, n), ==, 0);
  values[2] = 1;
  g_assert_cmpint (ts_presets_find (presets, klass->options, values, n), ==, 0);
  /* Where two match, the first. */
  values[1] = 1;
  g_assert_cmpint (ts_presets_find (presets, klass->options, values, n), ==, 0);
  values[4] = 4;
  g_assert_cmpint (ts_presets_find (presets, klass->options, values, n), ==, 1);
  /* An option beyond the values given matches nothing. */
  g_assert_cmpint (ts_presets_find (presets, klass->options, values, 1), ==, -1);

  for (guint i = 0; i < ts_presets_count (presets); i++)
    g_assert_true (ts_preset_check (&presets[i], klass->options, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (ts_preset_check (&bad[i], klass->options, &error));
      g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP);
    }
  g_type_class_unref (klass);
}

static void
test_options_setup (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("test-nim", 2, 1);
  g_autoptr(TsGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *state = NULL;

  /* Options reach the rules. */
  ts_setup_set_option (setup, "pile", 4);
  ts_setup_set_option (setup, "misere", 1);
  game = ts_game_new ("test-nim", setup, &error);
  g_assert_no_error (error);
  state = ts_game_save_state (game);
  g_assert_true (g_str_has_prefix (state, "nim 4 0 -1 misere 1"));
  /* Misère: who takes the last stone loses. */
  g_assert_true (ts_game_apply_text (game, "take 3", NULL));
  g_assert_true (ts_game_apply_text (game, "take 1", NULL));
  g_assert_true (ts_game_is_over (game));
  g_assert_cmpint (ts_game_get_score (game, 0), ==, 1);
  g_clear_object (&game);

  /* Unknown options and values out of range are refused in words. */
  ts_setup_set_option (setup, "speed", 1);
  game = ts_game_new ("test-nim", setup, &error);
  g_assert_null (game);
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP);
  g_assert_nonnull (strstr (error->message, "speed"));
  g_clear_error (&error);

  g_clear_pointer (&setup, ts_setup_free);
  setup = ts_setup_new ("test-nim", 2, 1);
  ts_setup_set_option (setup, "pile", 0);
  g_assert_false (ts_game_prepare_setup (setup, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP);
}

/* A random first seat is dealt from the seed, the same way every time, and
 * the match records the seat it got. */
static void
test_random_first_seat (void)
{
  gboolean seen[2] = { FALSE, FALSE };

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      g_autoptr(TsSetup) setup = ts_setup_new ("test-nim", 2, seed);
      g_autoptr(TsSetup) again = NULL;
      g_autoptr(TsMatch) match = NULL;
      g_autoptr(GError) error = NULL;
      int first;

      setup->first_seat = TS_SEAT_RANDOM;
      again = ts_setup_copy (setup);
      match = ts_match_new (setup, &error);
      g_assert_no_error (error);
      first = ts_match_get_setup (match)->first_seat;
      g_assert_true (first == 0 || first == 1);
      g_assert_cmpint (ts_game_get_current_seat (ts_match_get_game (match)), ==, first);
      g_assert_true (ts_game_prepare_setup (again, NULL));
      g_assert_cmpint (again->first_seat, ==, first);
      seen[first] = TRUE;
    }
  g_assert_true (seen[0] && seen[1]);
}

/* Where colours are roles, missing colours are dealt from the game's own
 * colours, each once, from the seed. */
static void
test_colour_roles (void)
{
  TsGameClass *klass = g_type_class_ref (TEST_TYPE_NIM);
  static const char * const roles[] = { "green", "purple", "yellow", NULL };
  const char * const *saved_colours = klass->default_colours;
  guint counts[3] = { 0, };

  klass->colours_are_roles = TRUE;
  klass->default_colours = roles;
  for (guint64 seed = 1; seed <= 30; seed++)
    {
      g_autoptr(TsSetup) setup = ts_setup_new ("test-nim", 2, seed);
      g_autoptr(GError) error = NULL;

      ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
      ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, seed % 2 ? "purple" : NULL);
      g_assert_true (ts_game_prepare_setup (setup, &error));
      g_assert_no_error (error);
      g_assert_true (g_strv_contains (roles, setup->players[0].colour));
      g_assert_true (g_strv_contains (roles, setup->players[1].colour));
      g_assert_cmpstr (setup->players[0].colour, !=, setup->players[1].colour);
      if (seed % 2)
        g_assert_cmpstr (setup->players[1].colour, ==, "purple");
      for (guint c = 0; c < 3; c++)
        counts[c] += g_str_equal (setup->players[0].colour, roles[c]);
    }
  /* Seat 0 got each of the colours at some seed. */
  g_assert_cmpuint (counts[0], >, 0);
  g_assert_cmpuint (counts[2], >, 0);

  /* Two seats cannot share a role. */
  {
    g_autoptr(TsSetup) setup = ts_setup_new ("test-nim", 2, 1);
    g_autoptr(GError) error = NULL;

    ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "green");
    ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "green");
    g_assert_false (ts_game_prepare_setup (setup, &error));
    g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP);
  }
  klass->colours_are_roles = FALSE;
  klass->default_colours = saved_colours;
  g_type_class_unref (klass);
}

/* Events */

static void
test_events_per_seat (void)
{
  g_autoptr(TsMatch) match = nim_match ("secrets=true", TS_PLAYER_HUMAN);
  g_autofree char *ada = NULL, *bob = NULL, *spectator = NULL;

  play (match, "take 2");
  play (match, "peek");      /* Bob looks at the secret */
  play (match, "take 1");

  ada = log_of (match, 0);
  bob = log_of (match, 1);
  spectator = log_of (match, TS_SEAT_NONE);
  g_assert_cmpstr (ada, ==, "Ada took 2 / Bob peeked / Bob took 1");
  g_assert_cmpstr (spectator, ==, ada);
  /* Only Bob's own log holds the secret. */
  g_assert_true (g_str_has_prefix (bob, "Ada took 2 / Bob saw the secret "));
  g_assert_true (g_str_has_suffix (bob, " / Bob peeked / Bob took 1"));

  /* The last turn is Bob's two moves. */
  g_assert_cmpuint (ts_match_get_last_turn_start (match), ==, 1);
  {
    g_autoptr(GPtrArray) last = ts_match_describe_events (match, 1, 3, 0);

    g_assert_cmpuint (last->len, ==, 2);
    g_assert_cmpstr (last->pdata[0], ==, "Bob peeked");
  }
}

/* Undo drops a move's events, redo and loading make them again. */
static void
test_events_undo_load (void)
{
  g_autoptr(TsMatch) match = nim_match (NULL, TS_PLAYER_HUMAN);
  g_autoptr(TsMatch) loaded = NULL;
  g_autofree char *data = NULL;
  g_autofree char *before = NULL, *after = NULL;

  play (match, "take 3");
  play (match, "take 3");
  play (match, "take 3");
  play (match, "take 1");
  before = log_of (match, 0);
  g_assert_cmpstr (before, ==, "Ada took 3 / Bob took 3 / Ada took 3 / Bob took 1 / Bob won");
  g_assert_cmpuint (ts_match_get_n_events (match), ==, 5);

  g_assert_true (ts_match_undo (match));
  g_assert_cmpuint (ts_match_get_n_events (match), ==, 3);
  g_assert_true (ts_match_redo (match));
  after = log_of (match, 0);
  g_assert_cmpstr (after, ==, before);

  data = ts_save_to_data (match, NULL);
  loaded = ts_save_from_data (data, strlen (data), NULL);
  g_assert_nonnull (loaded);
  g_clear_pointer (&after, g_free);
  after = log_of (loaded, 1);
  g_assert_cmpstr (after, ==, before);
}

/* Fair undo */

static void
test_barrier (void)
{
  g_autoptr(TsMatch) match = nim_match ("secrets=true pile=20", TS_PLAYER_HUMAN);

  play (match, "take 1");
  play (match, "take 1");
  g_assert_true (ts_match_can_undo (match));
  g_assert_false (ts_match_undo_blocked (match));

  /* Ada peeks: she cannot take back what she decided before seeing. */
  play (match, "peek");
  g_assert_cmpuint (ts_match_get_undo_barrier (match), ==, 3);
  g_assert_false (ts_match_can_undo (match));
  g_assert_true (ts_match_undo_blocked (match));
  g_assert_false (ts_match_undo (match));
  g_assert_false (ts_match_undo_human_turn (match));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 3);

  /* Moves after it can be undone, down to it and no further. */
  play (match, "take 2");
  play (match, "take 2");
  g_assert_true (ts_match_undo (match));
  g_assert_true (ts_match_undo (match));
  g_assert_false (ts_match_undo (match));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 3);
  /* Redo still works. */
  g_assert_true (ts_match_redo (match));
  g_assert_true (ts_match_redo (match));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 5);

  /* A loaded save keeps the barrier. */
  {
    g_autofree char *data = ts_save_to_data (match, NULL);
    g_autoptr(TsMatch) loaded = ts_save_from_data (data, strlen (data), NULL);

    g_assert_cmpuint (ts_match_get_undo_barrier (loaded), ==, 3);
  }
}

/* A computer's reveal is a barrier too: undo against it does not go back
 * past its peek to the human's move before. */
static void
test_barrier_computer (void)
{
  g_autoptr(TsMatch) match = nim_match ("secrets=true pile=20", TS_PLAYER_COMPUTER);

  play (match, "take 1");     /* Ada */
  play (match, "take 2");     /* Bob, a computer */
  play (match, "take 1");     /* Ada */
  g_assert_true (ts_match_can_undo_human_turn (match));
  g_assert_true (ts_match_undo_human_turn (match));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 2);

  play (match, "take 1");     /* Ada */
  play (match, "peek");       /* Bob looks */
  play (match, "take 1");     /* Bob */
  g_assert_false (ts_match_can_undo_human_turn (match));
  g_assert_false (ts_match_undo_human_turn (match));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 5);
  /* One move after the barrier can still go, but not a human decision. */
  g_assert_true (ts_match_can_undo (match));
}

/* The cap on moves: the match refuses to go past it, so no save is ever
 * longer than the loader accepts. */
static void
test_move_cap (void)
{
  TsGameClass *klass = g_type_class_ref (TEST_TYPE_NIM);
  g_autoptr(TsMatch) match = nim_match ("pile=30", TS_PLAYER_HUMAN);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autoptr(TsMatch) loaded = NULL;
  guint saved = klass->max_moves;

  klass->max_moves = 4;
  for (guint i = 0; i < 4; i++)
    play (match, "take 1");
  g_assert_false (ts_match_play_text (match, "take 1", &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (strstr (error->message, "limit of 4 moves"));
  g_clear_error (&error);
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 4);

  /* Written and read with the same cap. */
  data = ts_save_to_data (match, NULL);
  loaded = ts_save_from_data (data, strlen (data), &error);
  g_assert_no_error (error);
  g_clear_object (&loaded);

  /* A save with one move more is refused. */
  {
    g_autoptr(GString) longer = g_string_new (data);

    g_string_replace (longer, "</moves>", "  <move seat=\"0\">take 1</move>\n  </moves>", 1);
    loaded = ts_save_from_data (longer->str, longer->len, &error);
    g_assert_null (loaded);
    g_assert_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "more than 4 moves"));
  }
  klass->max_moves = saved;
  g_type_class_unref (klass);
}

/* The history keeps a copy of the game only every few moves; the game
 * before any move is rebuilt exactly, and undo is exact, across many
 * checkpoints. */
static void
test_checkpoints (void)
{
  g_autoptr(TsMatch) match = nim_match ("pile=30 answers=true", TS_PLAYER_HUMAN);
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  TsRng rng;

  ts_rng_init (&rng, 3);
  while (!ts_game_is_over (ts_match_get_game (match)))
    {
      g_autoptr(GArray) moves = ts_game_list_moves (ts_match_get_game (match));
      TsMove move = g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len));

      g_ptr_array_add (states, ts_game_save_state (ts_match_get_game (match)));
      g_assert_true (ts_match_play (match, &move, NULL));
    }
  g_ptr_array_add (states, ts_game_save_state (ts_match_get_game (match)));
  /* Past two checkpoints. */
  g_assert_cmpuint (ts_match_get_n_moves (match), >, 32);

  for (guint i = 0; i <= ts_match_get_n_moves (match); i++)
    {
      g_autoptr(TsGame) before = ts_match_dup_game_before (match, i);
      g_autofree char *text = ts_game_save_state (before);

      g_assert_cmpstr (text, ==, states->pdata[i]);
    }
  for (guint i = ts_match_get_n_moves (match); i > 0; i--)
    {
      g_autofree char *text = NULL;

      g_assert_true (ts_match_undo (match));
      text = ts_game_save_state (ts_match_get_game (match));
      g_assert_cmpstr (text, ==, states->pdata[i - 1]);
    }
  while (ts_match_redo (match))
    ;
  g_assert_true (ts_game_is_over (ts_match_get_game (match)));
}

/* The word splitter of parse_move */

static void
test_words (void)
{
  TsWords w;
  g_autofree char *long_text = g_strnfill (TS_WORDS_MAX_BYTES, 'x');
  g_autoptr(GString) many = g_string_new (NULL);

  g_assert_true (ts_words_split (&w, "  place\t3,4 \n rot2 "));
  g_assert_cmpuint (w.n, ==, 3);
  g_assert_cmpstr (w.word[0], ==, "place");
  g_assert_cmpstr (w.word[1], ==, "3,4");
  g_assert_cmpstr (w.word[2], ==, "rot2");
  g_assert_true (ts_words_split (&w, ""));
  g_assert_cmpuint (w.n, ==, 0);
  g_assert_true (ts_words_split (&w, " \t "));
  g_assert_cmpuint (w.n, ==, 0);
  g_assert_false (ts_words_split (&w, long_text));
  for (guint i = 0; i <= TS_WORDS_MAX; i++)
    g_string_append (many, "a ");
  g_assert_false (ts_words_split (&w, many->str));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_type_ensure (TEST_TYPE_NIM);
  /* The class stays for the whole run: tests peek at it. */
  g_type_class_ref (TEST_TYPE_NIM);

  g_test_add_func ("/history/options/parse", test_options_parse);
  g_test_add_func ("/history/options/setup", test_options_setup);
  g_test_add_func ("/history/options/presets", test_options_presets);
  g_test_add_func ("/history/setup/random-first-seat", test_random_first_seat);
  g_test_add_func ("/history/setup/colour-roles", test_colour_roles);
  g_test_add_func ("/history/events/per-seat", test_events_per_seat);
  g_test_add_func ("/history/events/undo-and-load", test_events_undo_load);
  g_test_add_func ("/history/undo/barrier", test_barrier);
  g_test_add_func ("/history/undo/barrier-computer", test_barrier_computer);
  g_test_add_func ("/history/move-cap", test_move_cap);
  g_test_add_func ("/history/checkpoints", test_checkpoints);
  g_test_add_func ("/history/words", test_words);

  return g_test_run ();
}
