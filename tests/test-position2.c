/* test-position2.c — positions a person can write (issue 29, docs/learn.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The keyword lines of version 2: read with their line numbers, quotes
 * and comments; Rule of Trigon's written by hand with names and read
 * through the game's public API; impossible ones refused with their line;
 * and any reachable state written and read back equal.
 */
#include <string.h>

#include "test-util.h"
#include "trehgrannik-game.h"
#include "tri-game.h"
#include "trigon-game.h"
#include "trigon-data.h"
#include "ts-games.h"
#include "ts-position.h"

typedef struct
{
  const char *text;
  const char *message;
} Refused;

static void
test_lines (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsPositionText) text = NULL;
  const TsPositionLine *line;
  g_autofree char *id = NULL;
  guint version = 0;

  g_assert_true (ts_position_peek_version ("# a comment\n\ntrigon 2\nplayers 2\n", &id, &version));
  g_assert_cmpstr (id, ==, "trigon");
  g_assert_cmpuint (version, ==, 2);
  g_assert_false (ts_position_peek_version ("trigon 1 2\n", NULL, NULL));

  text = ts_position_text_parse ("# Ada founds a village\ntrigon 2\n\n"
                                 "settlement 1 \"Nieuw Delia\" capital   # her capital\n"
                                 "hand 2 \"Goede Oogst\" Spionage\n", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (text->game_id, ==, "trigon");
  g_assert_cmpuint (text->lines->len, ==, 2);
  line = ts_position_text_first (text, "settlement");
  g_assert_cmpuint (line->line, ==, 4);
  g_assert_cmpuint (line->n_words, ==, 3);
  g_assert_cmpstr (line->words[1], ==, "Nieuw Delia");
  g_assert_cmpstr (line->words[2], ==, "capital");
  line = ts_position_text_first (text, "hand");
  g_assert_cmpuint (line->line, ==, 5);
  g_assert_cmpstr (line->words[1], ==, "Goede Oogst");

  /* A quote left open, on line 3. */
  g_clear_pointer (&text, ts_position_text_free);
  text = ts_position_text_parse ("trigon 2\nplayers 2\nhand 1 \"Goede Oogst\n", &error);
  g_assert_null (text);
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  g_assert_cmpstr (error->message, ==, "line 3: a quote is not closed");
  g_clear_error (&error);

  /* Words that need quotes get them. */
  {
    g_autoptr(GString) out = g_string_new ("settlement");

    ts_position_append_word (out, "Nieuw Delia");
    ts_position_append_word (out, "L7");
    g_assert_cmpstr (out->str, ==, "settlement \"Nieuw Delia\" L7");
  }
}

static TsGame *
load (const char  *text,
      GError     **error)
{
  ts_games_ensure ();
  return ts_game_new_from_state ("trigon", text, error);
}

/* A position as a person writes it: names, any order, the rest fresh. */
static void
test_trigon_written (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) game = load ("# Ada has founded a village; Bob's turn.\n"
                                 "trigon 2\n"
                                 "turn 2\n"
                                 "hand 2 \"Good Harvest\" E05\n"
                                 "players 2\n"
                                 "realm 1 Lumos\n"
                                 "realm 2 Calmania\n"
                                 "coins 1 2 copper 1 silver\n"
                                 "settlement 1 \"Nieuw Delia\" capital palace inhabitants 3\n"
                                 "settlement 1 L7 inhabitants 2\n"
                                 "settlement 2 C1 capital palace\n"
                                 "knights 1 L1 5\n"
                                 "scouts 1 L1 1\n"
                                 "knights 2 C1 4\n"
                                 "task 1 \"Kill a knight\" done\n"
                                 "round 3\n", &error);
  TsTrigonGame *trg;
  int l1 = trg_position_from_id ("L1"), l7 = trg_position_from_id ("L7"), c1 = trg_position_from_id ("C1");

  g_assert_no_error (error);
  trg = TS_TRIGON_GAME (game);
  g_assert_cmpint (ts_trigon_game_get_realm (trg, 0), ==, TRG_REALM_LUMOS);
  g_assert_cmpint (ts_trigon_game_get_active (trg), ==, 1);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  g_assert_cmpuint (ts_trigon_game_get_round (trg), ==, 3);
  g_assert_cmpuint (ts_trigon_game_get_coins (trg, 0, TRG_COPPER), ==, 2);
  g_assert_cmpuint (ts_trigon_game_get_coins (trg, 0, TRG_SILVER), ==, 1);
  g_assert_cmpuint (ts_trigon_game_get_coins (trg, 0, TRG_GOLD), ==, 0);
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (trg, l7), ==, 0);
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (trg, l1), ==, 3);
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (trg, l7), ==, 2);
  g_assert_cmpuint (ts_trigon_game_count_figures (trg, l1, TRG_FIG_KNIGHT), ==, 5);
  g_assert_cmpuint (ts_trigon_game_count_figures (trg, c1, TRG_FIG_KNIGHT), ==, 4);
  g_assert_cmpuint (ts_trigon_game_count_hand (trg, 1), ==, 2);
  g_assert_cmpuint (ts_trigon_game_get_tasks_done (trg, 0), ==, 1);
  /* Bob's coins were left out: a fresh game's. */
  {
    g_autoptr(TsSetup) setup = ts_setup_new ("trigon", 2, 0);
    g_autoptr(TsGame) fresh = NULL;

    ts_setup_set_option (setup, "realm1", TRG_REALM_LUMOS + 1);
    ts_setup_set_option (setup, "realm2", TRG_REALM_CALMANIA + 1);
    setup->first_seat = 0;
    fresh = ts_game_new ("trigon", setup, &error);
    g_assert_no_error (error);
    for (int k = 0; k < TRG_N_COINS; k++)
      g_assert_cmpuint (ts_trigon_game_get_coins (trg, 1, k), ==,
                        ts_trigon_game_get_coins (TS_TRIGON_GAME (fresh), 1, k));
  }
}


/* Impossible positions, each refused with its line and reason. */
static void
test_trigon_refused (void)
{
  static const Refused cases[] = {
    { "trigon 2\nplayers 2\nhand 1 Assassin Assassin Assassin Assassin Assassin Assassin\n",
      "line 3: Assassin is not in the deck (any more)" },
    { "trigon 2\nsettlement 1 L1 capital\nsettlement 2 L1\n", "line 3: L1 holds a settlement already" },
    { "trigon 2\nrealm 1 Lumos\nsettlement 1 L7 capital\n", "line 3: a capital stands on a realm's capital site" },
    { "trigon 2\nrealm 1 Lumos\nsettlement 1 C1 capital palace\n",
      "line 3: a palace stands in the player's own capital" },
    { "trigon 2\nknights 1 Atlantis 3\n", "line 2: “Atlantis” is not a site or a ford of the game" },
    { "trigon 2\nplayers 2\nturn 3\n", "line 3: “3” is not a seat from 1 to 2" },
    { "trigon 2\nround 2\nround 3\n", "line 3: round is given twice (first on line 2)" },
    { "trigon 2\nweather sunny\n", "line 2: “weather” is not a word of this game's positions" },
    { "trigon 2\ncoins 1 60 gold\n", "line 2: “60” is not a number of coins from 0 to 50" },
    { "trigon 2\nplayers 2\nsettlement 1 L1 capital\nknights 2 L1 3\n",
      "line 4: L1 holds pieces of another player" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsGame) game = load (cases[i].text, &error);

      g_test_message ("case %u", i);
      g_assert_null (game);
      g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
  /* Every way to win off, as new -O refuses it (R5 e). */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(TsGame) game = load ("trigon 2\noption win-points false\noption win-emperor false\n"
                                   "option win-tasks false\n", &error);

    g_assert_null (game);
    g_assert_nonnull (strstr (error->message, "At least one way to win must stay on"));
  }
}

/* Any state reached by play, written and read back: equal. */
static void
test_trigon_round_trip (void)
{
  guint raw_free = 0;

  for (guint64 seed = 1; seed <= 24; seed++)
    {
      g_autoptr(TsGame) game = ts_test_new_game_of ("trigon", 2 + seed % 3, seed, 0, NULL);
      TsRng rng;

      ts_rng_init (&rng, seed * 7);
      for (guint step = 0; step < 6 && !ts_game_is_over (game); step++)
        {
          g_autofree char *text = ts_game_save_position (game);
          g_autoptr(GError) error = NULL;
          g_autoptr(TsGame) back = load (text, &error);

          if (back == NULL)
            g_test_message ("%s", text);
          g_assert_no_error (error);
          g_assert_true (g_str_has_prefix (text, "trigon 2\n"));
          g_assert_true (ts_game_equal (game, back));
          raw_free += strstr (text, "\nraw ") == NULL;
          ts_test_game_play_random (game, &rng, 1 + (guint) (seed * 13 + step * 5) % 40);
        }
    }
  /* Most positions need no raw line at all. */
  g_test_message ("%u positions written with keywords only", raw_free);
  g_assert_cmpuint (raw_free, >, 0);
}

/* Hostile texts: version-2 positions with words swapped, cut and
 * garbled; each loads or is refused, nothing else (the sanitizers watch
 * the memory). */
static void
test_trigon_hostile (void)
{
  static const char * const junk[] = {
    "\"", "#", "-1", "999999999999999999999", "0", "L1", "F-N1-N7", "raw", "knights", "capital", "palace",
    "\"Nieuw Delia\"", "E99", "V00", "V51", "O28", "nobody", "done", "progress", "token", "255", "", "\t",
  };
  g_autoptr(TsGame) game = ts_test_new_game_of ("trigon", 3, 11, 0, NULL);
  TsRng rng;
  guint loaded = 0;

  ts_rng_init (&rng, 29);
  ts_test_game_play_random (game, &rng, 40);
  for (guint round = 0; round < 400; round++)
    {
      g_autofree char *text = ts_game_save_position (game);
      g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
      guint n_lines = g_strv_length (lines);
      g_autoptr(GString) out = g_string_new (NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsGame) back = NULL;

      /* One or two words of the lines after the first changed. */
      for (guint k = 0; k <= round % 2; k++)
        {
          guint l = 1 + ts_rng_uniform (&rng, n_lines - 2);
          g_auto(GStrv) words = g_strsplit (lines[l], " ", -1);
          guint n = g_strv_length (words);
          guint w = ts_rng_uniform (&rng, n);

          g_free (words[w]);
          words[w] = g_strdup (junk[ts_rng_uniform (&rng, G_N_ELEMENTS (junk))]);
          g_free (lines[l]);
          lines[l] = g_strjoinv (" ", words);
        }
      for (guint l = 0; l < n_lines; l++)
        g_string_append_printf (out, "%s\n", lines[l]);
      back = load (out->str, &error);
      g_assert_true ((back == NULL) != (error == NULL));
      loaded += back != NULL;
    }
  g_test_message ("%u of 400 garbled positions loaded", loaded);
}

/* Trehgrannik: any state reached by play, written and read back equal. */
static void
test_trehgrannik_round_trip (void)
{
  ts_games_ensure ();
  for (guint64 seed = 1; seed <= 16; seed++)
    {
      g_autoptr(TsGame) game = ts_test_new_game_of ("trehgrannik", 2 + seed % 3, seed, 0, NULL);
      TsRng rng;

      ts_rng_init (&rng, seed * 5);
      for (guint step = 0; step < 6 && !ts_game_is_over (game); step++)
        {
          g_autofree char *text = ts_game_save_position (game);
          g_autoptr(GError) error = NULL;
          g_autoptr(TsGame) back = ts_game_new_from_state ("trehgrannik", text, &error);

          if (back == NULL)
            g_test_message ("%s", text);
          g_assert_no_error (error);
          g_assert_true (g_str_has_prefix (text, "trehgrannik 2\n"));
          g_assert_true (ts_game_equal (game, back));
          ts_test_game_play_random (game, &rng, 1 + (guint) (seed * 11 + step * 7) % 30);
        }
    }
}

/* Trehgrannik written by hand: names, the rest fresh, the flags worked
 * out; and the impossible refused with its line. */
static void
test_trehgrannik_written (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) game = NULL;
  g_autofree char *text = NULL;

  ts_games_ensure ();
  game = ts_game_new_from_state ("trehgrannik",
                                 "trehgrannik 2\n"
                                 "# Bob to move; Ada has built a module.\n"
                                 "players 2\n"
                                 "current 2\n"
                                 "turn 5\n"
                                 "project 1 1,0 module\n"
                                 "gc 1 4\n"
                                 "hand 2 \"Fusion Generator\" PRD-1\n", &error);
  g_assert_no_error (error);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  g_assert_cmpint (ts_trehgrannik_game_get_gc (TS_TREHGRANNIK_GAME (game), 0), ==, 4);
  {
    int owner = -1;

    g_assert_cmpint (ts_trehgrannik_game_get_project (TS_TREHGRANNIK_GAME (game), (TsHex) { 1, 0 }, &owner), ==,
                     TG_PROJECT_MODULE);
    g_assert_cmpint (owner, ==, 0);
  }
  g_assert_cmpuint (ts_trehgrannik_game_get_hand_size (TS_TREHGRANNIK_GAME (game), 1), ==, 2);
  /* Written back, it says what was written. */
  text = ts_game_save_position (game);
  g_assert_nonnull (strstr (text, "\nproject 1 1,0 module\n"));
  g_assert_nonnull (strstr (text, "\"Fusion Generator\""));
  g_clear_object (&game);

  {
    static const Refused cases[] = {
      { "trehgrannik 2\nhand 1 \"Fusion Generator\" \"Fusion Generator\" \"Fusion Generator\" "
        "\"Fusion Generator\"\n",
        "line 2: 4 copies of Fusion Generator, the game has 3" },
      { "trehgrannik 2\nproject 1 1,0 module\nproject 2 1,0 base\n", "line 3: 1,0 holds a project already" },
      { "trehgrannik 2\ncurrent 3\n", "line 2: “3” is not a seat from 1 to 2" },
      { "trehgrannik 2\nharvester 1 9,9\n", "line 2: “9,9” is not a hex of the board (q,r) of the game" },
      { "trehgrannik 2\ndeck PRD-1\n", "line 2: PRD-1 is a Production card; they are never in the deck" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autoptr(GError) refused = NULL;
        g_autoptr(TsGame) none = ts_game_new_from_state ("trehgrannik", cases[i].text, &refused);

        g_test_message ("case %u", i);
        g_assert_null (none);
        g_assert_error (refused, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
        g_assert_cmpstr (refused->message, ==, cases[i].message);
      }
  }
}

/* Network: any state reached by play, written and read back equal; one
 * written by hand; the impossible refused with its line. */
static void
test_network (void)
{
  ts_games_ensure ();
  for (guint64 seed = 1; seed <= 12; seed++)
    {
      g_autoptr(TsGame) game = ts_test_new_game_of ("network", 2, seed, (int) (seed % 2), NULL);
      TsRng rng;

      ts_rng_init (&rng, seed * 3);
      for (guint step = 0; step < 8 && !ts_game_is_over (game); step++)
        {
          g_autofree char *text = ts_game_save_position (game);
          g_autoptr(GError) error = NULL;
          g_autoptr(TsGame) back = ts_game_new_from_state ("network", text, &error);

          if (back == NULL)
            g_test_message ("%s", text);
          g_assert_no_error (error);
          g_assert_true (g_str_has_prefix (text, "network 2\n"));
          g_assert_true (ts_game_equal (game, back));
          ts_test_game_play_random (game, &rng, 1 + (guint) (seed * 5 + step * 3) % 12);
        }
    }
  {
    g_autoptr(GError) error = NULL;
    /* The first two starting sets placed: the other seat's second is next
     * (worked out), and the supplies follow from the board. */
    g_autoptr(TsGame) game = ts_game_new_from_state ("network",
                                                     "network 2\n"
                                                     "node 1 2,2\nbranch 1 H2,2\n"
                                                     "node 2 5,5\nbranch 2 V5,4\n", &error);
    g_autofree char *text = NULL;

    g_assert_no_error (error);
    g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
    text = ts_game_save_position (game);
    g_assert_nonnull (strstr (text, "\nstep 2\n"));
    g_assert_nonnull (strstr (text, "\nnode 1 2,2\n"));
  }
  {
    static const Refused cases[] = {
      { "network 2\nnode 1 2,2\nnode 2 2,2\n", "line 3: 2,2 holds a node already" },
      { "network 2\nbranch 1 X9\n", "line 2: “X9” is not an edge (H3,4 or V3,4) of the game" },
      { "network 2\ncubes 1 2 purple\n", "line 2: “purple” is not a colour of the game" },
      { "network 2\ncurrent 3\n", "line 2: “3” is not a seat from 1 to 2" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autoptr(GError) refused = NULL;
        g_autoptr(TsGame) none = ts_game_new_from_state ("network", cases[i].text, &refused);

        g_test_message ("case %u", i);
        g_assert_null (none);
        g_assert_error (refused, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
        g_assert_cmpstr (refused->message, ==, cases[i].message);
      }
  }
}

/* Trojhranná hra: random reachable states read back equal; one written by
 * hand; the impossible refused with its line. */
static void
test_trojhranna (void)
{
  ts_games_ensure ();
  for (guint64 seed = 1; seed <= 12; seed++)
    {
      g_autoptr(TsGame) game = ts_test_new_game_of ("trojhranna", 2 + seed % 3, seed, 0, NULL);
      TsRng rng;

      ts_rng_init (&rng, seed * 13);
      for (guint step = 0; step < 8 && !ts_game_is_over (game); step++)
        {
          g_autofree char *text = ts_game_save_position (game);
          g_autoptr(GError) error = NULL;
          g_autoptr(TsGame) back = ts_game_new_from_state ("trojhranna", text, &error);

          if (back == NULL)
            g_test_message ("%s", text);
          g_assert_no_error (error);
          g_assert_true (g_str_has_prefix (text, "trojhranna 2\n"));
          g_assert_true (ts_game_equal (game, back));
          ts_test_game_play_random (game, &rng, 1 + (guint) (seed * 7 + step * 5) % 10);
        }
    }
  {
    static const Refused cases[] = {
      { "trojhranna 2\ndead 1 RGB\ndead 2 RGB\n", "line 3: 2 copies of RGB, the game has 1" },
      { "trojhranna 2\ntable X9 RGB\n", "line 2: “X9” is not a cell (U0,0 or D0,0) of the game" },
      { "trojhranna 2\ndead 1 QQQ\n", "line 2: “QQQ” is not a card (its three colours) of the game" },
      { "trojhranna 2\ndealt 1 RGB\n", "line 2: dealt needs more words" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autoptr(GError) refused = NULL;
        g_autoptr(TsGame) none = ts_game_new_from_state ("trojhranna", cases[i].text, &refused);

        g_test_message ("case %u", i);
        g_assert_null (none);
        g_assert_error (refused, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
        g_assert_cmpstr (refused->message, ==, cases[i].message);
      }
  }
}

/* TRI (version 3): random reachable states read back equal; one written
 * by hand; the impossible refused with its line. */
static void
test_tri (void)
{
  ts_games_ensure ();
  for (guint64 seed = 1; seed <= 12; seed++)
    {
      g_autoptr(TsGame) game = ts_test_new_game_of ("tri", 2 + seed % 3, seed, 0, NULL);
      TsRng rng;

      ts_rng_init (&rng, seed * 17);
      for (guint step = 0; step < 8 && !ts_game_is_over (game); step++)
        {
          g_autofree char *text = ts_game_save_position (game);
          g_autoptr(GError) error = NULL;
          g_autoptr(TsGame) back = ts_game_new_from_state ("tri", text, &error);

          if (back == NULL)
            g_test_message ("%s", text);
          g_assert_no_error (error);
          g_assert_true (g_str_has_prefix (text, "tri 3\n"));
          g_assert_true (ts_game_equal (game, back));
          ts_test_game_play_random (game, &rng, 1 + (guint) (seed * 7 + step * 3) % 14);
        }
    }
  {
    g_autoptr(GError) error = NULL;
    /* Round 2: both have placed; seat 1 holds a whole square. */
    g_autoptr(TsGame) game = ts_game_new_from_state ("tri",
                                                     "tri 3\nround 2\nturn 2\ncurrent 1\n"
                                                     "triangle 1 0,0 N E S W\ntriangle 2 2,2 S\n", &error);

    g_assert_no_error (error);
    g_assert_cmpuint (ts_tri_game_count_squares (TS_TRI_GAME (game), 0), ==, 1);
    g_assert_cmpuint (ts_tri_game_count_triangles (TS_TRI_GAME (game), 1), ==, 1);
  }
  {
    static const Refused cases[] = {
      { "tri 3\ntriangle 1 0,0 N\ntriangle 2 0,0 N\n", "line 3: the N triangle of that square is taken already" },
      { "tri 3\ntriangle 1 9,9 N\n", "line 2: “9,9” is not a square (x,y) of the game" },
      { "tri 3\nhand 1 +5\n", "line 2: “+5” is not a card (+0, +2, +3 or +4) of the game" },
      { "tri 3\nconquered 0,0 1\n", "line 2: no player holds all four triangles of that square" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autoptr(GError) refused = NULL;
        g_autoptr(TsGame) none = ts_game_new_from_state ("tri", cases[i].text, &refused);

        g_test_message ("case %u", i);
        g_assert_null (none);
        g_assert_error (refused, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
        g_assert_cmpstr (refused->message, ==, cases[i].message);
      }
  }
}

/* The other games' positions (version 1) name the line where reading
 * stopped, too. */
static void
test_v1_lines (void)
{
  static const char * const games[] = { "trojhranna", "tri", "network", "trehgrannik" };

  ts_games_ensure ();
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr(TsGame) game = ts_test_new_game_of (games[g], 2, 5, 0, NULL);
      g_autofree char *text = ts_game_save_state (game);
      g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
      g_autofree char *broken = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(TsGame) back = NULL;
      char *space;

      g_test_message ("%s", games[g]);
      g_assert_cmpuint (g_strv_length (lines), >, 3);
      /* The first word of line 3 misspelt. */
      space = strchr (lines[2], ' ');
      {
        char *bad = g_strconcat ("bogus", space != NULL ? space : "", NULL);

        g_free (lines[2]);
        lines[2] = bad;
      }
      broken = g_strjoinv ("\n", lines);
      back = ts_game_new_from_state (games[g], broken, &error);
      g_assert_null (back);
      g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
      g_assert_true (g_str_has_prefix (error->message, "line 3: "));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/position2/lines", test_lines);
  g_test_add_func ("/position2/trigon/written", test_trigon_written);
  g_test_add_func ("/position2/trigon/refused", test_trigon_refused);
  g_test_add_func ("/position2/trigon/round-trip", test_trigon_round_trip);
  g_test_add_func ("/position2/trigon/hostile", test_trigon_hostile);
  g_test_add_func ("/position2/v1-lines", test_v1_lines);
  g_test_add_func ("/position2/trehgrannik/round-trip", test_trehgrannik_round_trip);
  g_test_add_func ("/position2/trehgrannik/written", test_trehgrannik_written);
  g_test_add_func ("/position2/network", test_network);
  g_test_add_func ("/position2/trojhranna", test_trojhranna);
  g_test_add_func ("/position2/tri", test_tri);
  return g_test_run ();
}
