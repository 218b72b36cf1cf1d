/* test-positions.c — hostile positions: every impossible value is refused
 * with the field and the reason, by every way a position comes in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A position reaches a game three ways: tessella-cli's --position (the
 * text itself), a save's <position> and a save's <state>.  Each case
 * below is a real position with one value changed, tried all three ways:
 * each must be refused with a clear error and nothing loaded.  Then every
 * number of real positions of every game is replaced by values outside
 * any range, one at a time: each is refused, or loads as a position that
 * reads back equal, saves, and plays.
 */
#include <stdlib.h>
#include <string.h>

#include "test-trigon-util.h"
#include "test-util.h"
#include "ts-games.h"
#include "ts-save.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

/* TEXT with value INDEX (from 0) of the line that starts with FIELD
 * replaced by VALUE. */
static char *
with_value (const char *text,
            const char *field,
            guint       index,
            const char *value)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  gboolean found = FALSE;

  for (guint l = 0; lines[l] != NULL; l++)
    {
      g_auto(GStrv) words = g_strsplit (lines[l], " ", -1);

      if (words[0] == NULL || !g_str_equal (words[0], field))
        continue;
      g_assert_cmpuint (index + 1, <, g_strv_length (words));
      g_free (words[index + 1]);
      words[index + 1] = g_strdup (value);
      g_free (lines[l]);
      lines[l] = g_strjoinv (" ", words);
      found = TRUE;
    }
  g_assert_true (found);
  return g_strjoinv ("\n", lines);
}

/* A save of a match between two or more humans from START, with START's
 * text replaced by TEXT in <position>, or in <state> when IN_STATE. */
static char *
save_with (TsGame     *start,
           const char *text,
           gboolean    in_state)
{
  guint n = ts_game_get_n_players (start);
  g_autoptr(TsSetup) setup = ts_setup_new (ts_game_get_id (start), n, 1);
  g_autoptr(TsMatch) match = NULL;
  g_autofree char *data = NULL;
  g_autofree char *original = ts_game_save_state (start);
  g_autofree char *escaped_text = g_markup_escape_text (text, -1);
  g_autofree char *escaped_original = g_markup_escape_text (original, -1);
  const char *tag = in_state ? "<state>" : "<position>";
  const char *at;
  GString *s;
  gsize length;

  for (guint i = 0; i < n; i++)
    ts_setup_set_player (setup, i, i == 0 ? "Ada" : "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  match = ts_match_new_from_position (setup, start);
  data = ts_save_to_data (match, &length);
  at = strstr (data, tag);
  g_assert_nonnull (at);
  at += strlen (tag);
  g_assert_true (g_str_has_prefix (at, escaped_original));
  s = g_string_new_len (data, at - data);
  g_string_append (s, escaped_text);
  g_string_append (s, at + strlen (escaped_original));
  return g_string_free (s, FALSE);
}

/* TEXT, a position of START's game, is refused as a position and in both
 * places of a save; the errors name WORD (NULL: any reason). */
static void
assert_refused (TsGame     *start,
                const char *text,
                const char *word)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) loaded = ts_game_new_from_state (ts_game_get_id (start), text, &error);
  g_autofree char *before = ts_game_save_state (start);
  g_autoptr(TsGame) target = ts_game_copy (start);
  g_autofree char *after = NULL;

  if (loaded != NULL)
    g_error ("accepted, expected a refusal naming “%s”:\n%s", word != NULL ? word : "", text);
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  if (word != NULL && strstr (error->message, word) == NULL)
    g_error ("the error “%s” does not name “%s”", error->message, word);
  g_clear_error (&error);

  /* Loading into a game leaves it as it was. */
  g_assert_false (ts_game_load_state (target, text, &error));
  g_clear_error (&error);
  after = ts_game_save_state (target);
  g_assert_cmpstr (before, ==, after);

  for (int in_state = 0; in_state <= 1; in_state++)
    {
      g_autofree char *save = save_with (start, text, in_state);
      g_autoptr(TsMatch) match = ts_save_from_data (save, strlen (save), &error);

      g_assert_null (match);
      g_assert_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID);
      g_clear_error (&error);
    }
}

/* ------------------------------------------------------------------ */
/* Rule of Trigon: the fields the audit found unchecked                */

static const int realms[] = { 0, 1, 2, 3 };

/* A two-player game in the middle of round 1's action phase, seat 0 to
 * act, with pieces, settlements and cards as a game has them. */
static TsGame *
trigon_mid_game (void)
{
  TsGame *game = new_game (2, realms, 11);
  TsRng rng;

  ts_rng_init (&rng, 5);
  /* Random moves until seat 0 acts again in a later round. */
  while (ts_trigon_game_get_round (TG (game)) < 3 || ts_trigon_game_get_phase (TG (game)) != TRG_PHASE_ACTION ||
         ts_game_get_current_seat (game) != 0)
    {
      TsMove move;

      g_assert_false (ts_game_is_over (game));
      ts_test_random_move (game, &rng, &move);
      g_assert_true (ts_game_apply_move (game, &move, NULL));
    }
  return game;
}

typedef struct
{
  const char *field;
  guint       index;
  const char *value;
  const char *named;   /* the word the error must name; NULL: any */
} Change;

static void
test_trigon_fields (void)
{
  /* One value out of its range or against the rest, each alone. */
  static const Change changes[] = {
    { "active", 0, "-100", "active" },
    { "active", 0, "2", "active" },
    { "act_order", 1, "9", "act_order" },
    { "coll_order", 0, "5", "coll_order" },
    { "elim_order", 0, "-3", "elim_order" },
    { "bonus_holder", 0, "13", "bonus_holder" },
    { "bonus_holder", 1, "-3", "bonus_holder" },
    { "bonus_seat", 0, "5", "bonus_seat" },
    { "spy_target", 0, "4", "spy_target" },
    { "spy_target", 0, "1", NULL },            /* no Spionage played */
    { "swap_to", 0, "9", "swap_to" },
    { "swap_to", 0, "0", NULL },               /* a swap with oneself */
    { "swap_card", 0, "120", "swap_card" },
    { "offer_to", 0, "-7", "offer_to" },
    { "offer_to", 0, "1", NULL },              /* the game waits for no answer */
    { "rk_seat", 0, "6", "rk_seat" },
    { "neg", 0, "200", "neg" },                /* an unknown card */
    { "neg", 0, "0", NULL },                   /* Moordenaar is not negative */
    { "battle", 0, "1", NULL },                /* a battle without sides */
    { "battle", 1, "9", "battle" },
    { "winner", 0, "9", "winner" },
    { "winner", 0, "1", "winner" },            /* a winner of a game not over */
    { "end", 0, "9", "end" },
    { "end", 0, "1", NULL },
    { "phase", 0, "5", NULL },                 /* a trade answer without an offer */
    { "phase", 0, "14", NULL },                /* over, without a winner */
    { "phase", 0, "15", "phase" },
    { "current", 0, "1", NULL },               /* not the active player */
    { "opt_points", 0, "0", "opt_points" },
    { "opt_tasks", 0, "0", "opt_tasks" },
    { "opt_emperor_inhabitants", 0, "200", "opt_emperor_inhabitants" },
    { "opt_win_points", 0, "2", "opt_win_points" },
    { "second_village", 0, "9", NULL },
    { "realm", 2, "2", "realm" },              /* a seat that does not play */
    { "coins", 9, "1", "coins" },
    { "hand", 2 * TRG_N_EVENT_KINDS, "1", "hand" },
    { "occupant", 3, "7", "occupant" },
    { "knights", 0, "60000", "knights" },
    { "round", 0, "99", "round" },
    { "round", 0, "0", NULL },
    { "coll_step", 0, "7", "coll_step" },
    { "coll_index", 0, "9", "coll_index" },
    { "offers", 0, "9", "offers" },
    { "tasks_held", 0, "4294967295", "tasks_held" },
    { "played", 0, "18446744073709551615", "played" },
    { "n_elim", 0, "2", NULL },
    { "eliminated", 0, "1", NULL },            /* out, but still holding pieces */
    { "turn_index", 0, "4", NULL },
    { "rk_left", 0, "200", "rk_left" },
    { "bonus_left", 2, "99", "bonus_left" },
    { "bonus_left", 0, "5", "bonus_left" },    /* waiting, but nobody places them */
    { "rk_left", 0, "3", "rk_left" },
    { "explorer", 0, "2", "explorer" },
    { "forced", 0, "7", "forced" },
  };
  g_autoptr(TsGame) game = trigon_mid_game ();
  g_autofree char *text = ts_game_save_state (game);

  for (guint i = 0; i < G_N_ELEMENTS (changes); i++)
    {
      g_autofree char *bad = with_value (text, changes[i].field, changes[i].index, changes[i].value);

      g_test_message ("%s[%u] = %s", changes[i].field, changes[i].index, changes[i].value);
      assert_refused (game, bad, changes[i].named);
    }
}

/* Every way to win turned off, and both players out of the game: what
 * "new --option" refuses and what no game reaches. */
static void
test_trigon_whole (void)
{
  g_autoptr(TsGame) game = trigon_mid_game ();
  g_autofree char *text = ts_game_save_state (game);
  g_autofree char *a = with_value (text, "opt_win_points", 0, "0");
  g_autofree char *b = with_value (a, "opt_win_emperor", 0, "0");
  g_autofree char *no_win = with_value (b, "opt_win_tasks", 0, "0");
  g_autofree char *c = with_value (text, "eliminated", 0, "1");
  g_autofree char *d = with_value (c, "eliminated", 1, "1");
  g_autofree char *e = with_value (d, "n_elim", 0, "2");
  g_autofree char *f = with_value (e, "elim_order", 1, "1");

  assert_refused (game, no_win, "opt_win_points");
  assert_refused (game, f, NULL);
}

/* The value of the line FIELD of TEXT, minus one. */
static char *
one_less (const char *text,
          const char *field)
{
  g_autofree char *key = g_strconcat ("\n", field, " ", NULL);
  const char *at = strstr (text, key);

  g_assert_nonnull (at);
  return g_strdup_printf ("%d", atoi (at + strlen (key)) - 1);
}

/* Cards leave the game only with a player who is out of it; a village
 * card never: a position that lost one is refused (with an empty village
 * deck, founding a village wrote past the deck). */
static void
test_trigon_cards_missing (void)
{
  g_autoptr(TsGame) game = trigon_mid_game ();
  g_autofree char *text = ts_game_save_state (game);
  static const char * const fields[] = { "n_village", "n_event", "n_task" };

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_autofree char *less = one_less (text, fields[i]);
      g_autofree char *bad = with_value (text, fields[i], 0, less);

      g_test_message ("%s = %s", fields[i], less);
      assert_refused (game, bad, NULL);
    }
}

/* The player to move has no legal move: Spionage against a player with
 * no card to take.  The core refuses it for every game. */
static void
test_trigon_no_move (void)
{
  g_autoptr(TsGame) game = scenario (2, realms, 0);
  g_autofree char *text = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) loaded = NULL;

  put_capital (game, 0, 2);
  put_capital (game, 1, 2);
  text = ts_game_save_state (game);
  /* The unchanged scenario loads. */
  loaded = ts_game_new_from_state ("trigon", text, &error);
  g_assert_no_error (error);
  a = with_value (text, "spy_target", 0, "1");
  b = with_value (a, "phase", 0, "12");
  g_assert_cmpuint (ts_trigon_game_get_hand_events (TG (game), 1, TRG_N_EVENT_KINDS), ==, 0);
  assert_refused (game, b, NULL);
  g_clear_object (&loaded);
  loaded = ts_game_new_from_state ("trigon", b, &error);
  g_assert_null (loaded);
  g_assert_true (strstr (error->message, "no legal move") != NULL);
}

/* ------------------------------------------------------------------ */
/* Every game: every number of a real position, made impossible        */

typedef struct
{
  guint tried;
  guint refused;
  guint loaded;
} Tally;

/* A loaded position reads back equal, saves and plays. */
static void
check_playable (TsGame *game)
{
  g_autofree char *text = ts_game_save_state (game);
  g_autoptr(TsGame) again = ts_test_round_trip (game);
  g_autoptr(TsGame) copy = ts_game_copy (game);
  TsRng rng;

  g_assert_nonnull (again);
  if (ts_game_is_view (game))
    return;
  ts_rng_init (&rng, g_str_hash (text));
  for (guint i = 0; i < 40 && !ts_game_is_over (copy); i++)
    {
      TsMove move;

      ts_test_random_move (copy, &rng, &move);
      g_assert_true (ts_game_apply_move (copy, &move, NULL));
    }
}

static void
mutate_numbers (const char *id,
                const char *text,
                Tally      *tally)
{
  static const char * const values[] = { "-1", "-100", "255", "256", "65536", "2147483648", "-9223372036854775808" };
  const char *p = text;

  while (*p != '\0')
    {
      const char *start;

      if (!g_ascii_isdigit (*p) || (p > text && !g_ascii_isspace (p[-1]) && p[-1] != '-'))
        {
          p++;
          continue;
        }
      start = p > text && p[-1] == '-' ? p - 1 : p;
      while (g_ascii_isdigit (*p))
        p++;
      if (*p != '\0' && !g_ascii_isspace (*p))
        continue;   /* part of a word: a coordinate, a code */
      for (guint v = 0; v < G_N_ELEMENTS (values); v++)
        {
          g_autoptr(GString) bad = g_string_new_len (text, start - text);
          g_autoptr(GError) error = NULL;
          g_autoptr(TsGame) game = NULL;

          g_string_append (bad, values[v]);
          g_string_append (bad, p);
          tally->tried++;
          game = ts_game_new_from_state (id, bad->str, &error);
          if (game == NULL)
            {
              g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
              tally->refused++;
              continue;
            }
          tally->loaded++;
          check_playable (game);
        }
    }
}

static void
test_every_number (gconstpointer data)
{
  const char *id = data;
  GType type = ts_game_type_from_id (id);
  TsGameClass *klass = g_type_class_ref (type);
  Tally tally = { 0 };

  for (guint n = klass->min_players; n <= klass->max_players; n++)
    {
      g_autoptr(TsSetup) setup = ts_setup_new (id, n, 40 + n);
      g_autoptr(TsGame) game = ts_game_new (id, setup, NULL);
      TsRng rng;

      g_assert_nonnull (game);
      ts_rng_init (&rng, n);
      /* The start, and a position deep in the game. */
      for (int at = 0; at < 2; at++)
        {
          g_autofree char *text = ts_game_save_state (game);

          mutate_numbers (id, text, &tally);
          for (guint i = 0; i < 60 && !ts_game_is_over (game); i++)
            {
              TsMove move;

              ts_test_random_move (game, &rng, &move);
              g_assert_true (ts_game_apply_move (game, &move, NULL));
            }
        }
    }
  g_test_message ("%s: %u changed positions, %u refused, %u loaded and played", id, tally.tried,
                  tally.refused, tally.loaded);
  g_assert_cmpuint (tally.refused, >, 0);
  g_type_class_unref (klass);
}

int
main (int   argc,
      char *argv[])
{
  static const char * const games[] = { "trojhranna", "tri", "network", "trehgrannik", "trigon" };

  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();
  g_test_add_func ("/positions/trigon/hostile-fields", test_trigon_fields);
  g_test_add_func ("/positions/trigon/hostile-whole", test_trigon_whole);
  g_test_add_func ("/positions/trigon/no-legal-move", test_trigon_no_move);
  g_test_add_func ("/positions/trigon/cards-missing", test_trigon_cards_missing);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/positions/%s/every-number", games[i]);

      g_test_add_data_func (path, games[i], test_every_number);
    }
  return g_test_run ();
}
