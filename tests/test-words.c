/* test-words.c — what a person reads is words, never the engine's
 * notation, in every language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Random games of every game and player count, in the language LANGUAGE
 * names (meson runs one test per language): every event each seat may
 * see (the log, the last-turn banner, the replay, the event lines of
 * tessella-cli log and show), the turn line, each seat's score, and the
 * advice for random legal moves (the hint, tessella-cli think).  The
 * position tessella-cli show draws for bug reports (a board in text, with
 * the notation's coordinates) is not scanned.  Each line is scanned for notation: coordinate
 * pairs, card codes, slash triples, site codes, "1 scouts"-style plurals
 * and zero counts in lists.  The move notation stays the command line's
 * input language and the save format: it is not scanned here.
 */
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "test-util.h"
#include "ts-games.h"

typedef struct
{
  const char *what;
  const char *pattern;
  const char *games;    /* NULL: every game; else the game ids it applies to */
  gboolean    english;  /* only in English (a plural rule of English words) */
} Notation;

static const Notation notations[] = {
  { "a coordinate pair", "(^|[^0-9A-Za-z])-?[0-9]+,-?[0-9]+([^0-9]|$)", NULL, FALSE },
  { "a card code", "\\b[A-Z]{2,4}-[0-9]+\\b", NULL, FALSE },
  { "a slash triple", "\\b[0-9]+/[0-9]+/[0-9]+\\b", NULL, FALSE },
  { "a card number", "\\b[EOV][0-9]{2}\\b", "trigon", FALSE },
  { "a site code", "\\b[NLCK][1-8]\\b|\\bF-[NLCK][1-8]", "trigon", FALSE },
  { "a plural after 1", "\\b1 (knights|scouts|boats|dice|cards|coins|points|villages|cities|"
                        "inhabitants|tasks|branches|nodes|squares|triangles|hexagons|projects|"
                        "players|turns|rounds|moves|births|copper coins|silver coins|gold coins)\\b",
    NULL, TRUE },
  { "a zero count in a list", "(^|, |: )0 (knights?|scouts?|boats?|copper|silver|gold|cards?|dice|"
                              "inhabitants?|tasks?|branches?|nodes?)\\b",
    NULL, TRUE },
};

typedef struct
{
  GRegex   *regex[G_N_ELEMENTS (notations)];
  const char *game;
  gboolean  english;
  guint     lines;
  guint     hits;
  GString  *report;
  char     *sample;   /* an event line, to see the language in the log */
} Scan;

static void
scan_line (Scan       *scan,
           const char *where,
           const char *line)
{
  if (line == NULL)
    return;
  scan->lines++;
  for (guint i = 0; i < G_N_ELEMENTS (notations); i++)
    {
      const Notation *n = &notations[i];

      if ((n->games != NULL && strstr (n->games, scan->game) == NULL) || (n->english && !scan->english))
        continue;
      if (g_regex_match (scan->regex[i], line, 0, NULL))
        {
          scan->hits++;
          if (scan->hits <= 25)
            g_string_append_printf (scan->report, "  %s, %s: %s\n", where, n->what, line);
        }
    }
}

static const char * const names[] = { "Ada", "Bob", "Cleo", "Dan", NULL };

/* Everything each seat reads of GAME now. */
static void
scan_state (Scan   *scan,
            TsGame *game,
            TsRng  *rng)
{
  guint n = ts_game_get_n_players (game);
  g_autofree char *turn = ts_game_describe_turn (game, names);

  scan_line (scan, "turn", turn);
  for (guint s = 0; s < n; s++)
    {
      g_autofree char *score = ts_game_describe_score (game, (int) s);

      scan_line (scan, "score", score);
    }
  if (!ts_game_is_over (game))
    {
      g_autoptr(GArray) moves = ts_game_list_moves (game);
      int seat = ts_game_get_current_seat (game);

      for (guint i = 0; i < 3 && moves->len > 0; i++)
        {
          const TsMove *move = &g_array_index (moves, TsMove, ts_rng_uniform (rng, moves->len));
          g_autofree char *advice = ts_game_advise_move (game, seat, move, names);

          scan_line (scan, "advice", advice);
        }
    }
}

static void
play_and_scan (Scan       *scan,
               const char *id,
               guint       n_players,
               guint64     seed)
{
  g_autoptr(TsSetup) setup = ts_setup_new (id, n_players, seed);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  TsRng rng;
  guint moves = 0;

  for (guint s = 0; s < n_players; s++)
    ts_setup_set_player (setup, s, names[s], TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  ts_rng_init (&rng, seed);
  scan_state (scan, ts_match_get_game (match), &rng);
  while (!ts_game_is_over (ts_match_get_game (match)) && moves < 600)
    {
      TsMove move;

      ts_test_random_move (ts_match_get_game (match), &rng, &move);
      g_assert_true (ts_match_play (match, &move, NULL));
      moves++;
      for (int viewer = -1; viewer < (int) n_players; viewer++)
        {
          g_autoptr(GPtrArray) lines = ts_match_describe_events (match, moves - 1, moves, viewer);

          for (guint i = 0; lines != NULL && i < lines->len; i++)
            {
              scan_line (scan, "event", g_ptr_array_index (lines, i));
              if (scan->sample == NULL)
                scan->sample = g_strdup (g_ptr_array_index (lines, i));
            }
        }
      if (moves % 17 == 0)
        scan_state (scan, ts_match_get_game (match), &rng);
    }
  scan_state (scan, ts_match_get_game (match), &rng);
}

static void
test_game (gconstpointer data)
{
  const char *id = data;
  TsGameClass *klass = g_type_class_ref (ts_game_type_from_id (id));
  const char *language = g_getenv ("LANGUAGE");
  Scan scan = { .game = id, .report = g_string_new (NULL) };

  scan.english = language == NULL || *language == '\0' || g_str_has_prefix (language, "en");
  for (guint i = 0; i < G_N_ELEMENTS (notations); i++)
    scan.regex[i] = g_regex_new (notations[i].pattern, G_REGEX_OPTIMIZE, 0, NULL);
  for (guint n = klass->min_players; n <= klass->max_players; n++)
    for (guint64 g = 0; g < 3; g++)
      play_and_scan (&scan, id, n, 100 * n + g);
  g_test_message ("%s in %s: %u lines scanned, %u hits; for example “%s”", id,
                  scan.english ? "English" : language, scan.lines, scan.hits, scan.sample);
  if (scan.hits > 0)
    g_error ("%s: %u lines speak the engine's notation, among them:\n%s", id, scan.hits, scan.report->str);
  for (guint i = 0; i < G_N_ELEMENTS (notations); i++)
    g_regex_unref (scan.regex[i]);
  g_string_free (scan.report, TRUE);
  g_free (scan.sample);
  g_type_class_unref (klass);
}

int
main (int   argc,
      char *argv[])
{
  /* The games whose words are done; the others join as they are. */
  const char *games = g_getenv ("TESSELLA_WORDS_GAMES");
  static const char * const all[] = { "trojhranna", "tri", "network", "trehgrannik", "trigon" };
  const char *localedir = g_getenv ("TESSELLA_TEST_LOCALEDIR");

  setlocale (LC_ALL, "");
  if (localedir != NULL)
    bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();
  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    {
      g_autofree char *path = g_strdup_printf ("/words/%s", all[i]);

      g_auto(GStrv) chosen = games != NULL ? g_strsplit (games, ",", -1) : NULL;

      if (chosen == NULL || g_strv_contains ((const char * const *) chosen, all[i]))
        g_test_add_data_func (path, all[i], test_game);
    }
  return g_test_run ();
}
