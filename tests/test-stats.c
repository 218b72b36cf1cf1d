/* test-stats.c — statistics of finished games: what is counted, the file
 * round trip, a damaged file refused and kept aside
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "test-util.h"
#include "ts-games.h"
#include "ts-rng.h"
#include "ts-stats.h"

/* A match of GAME_ID: Ada (human) against a computer of LEVEL, played
 * to its end by random moves unless UNFINISHED. */
static TsMatch *
played_match (const char *game_id,
              guint64     seed,
              TsLevel     level,
              gboolean    unfinished)
{
  g_autoptr(TsSetup) setup = ts_setup_new (game_id, 2, seed);
  g_autoptr(GError) error = NULL;
  TsMatch *match;
  TsRng rng;

  ts_setup_set_player (setup, 0, "Ada Lovelace [1]", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  ts_setup_set_player (setup, 1, "Computer", TS_PLAYER_COMPUTER, level, NULL);
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  ts_rng_init (&rng, seed);
  for (guint n = 0; n < 20000 && !ts_game_is_over (ts_match_get_game (match)); n++)
    {
      g_autoptr(GArray) moves = ts_game_list_moves (ts_match_get_game (match));
      TsMove move = g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len));

      if (unfinished && n == 10)
        break;
      g_assert_true (ts_match_play (match, &move, NULL));
    }
  g_assert_true (unfinished || ts_game_is_over (ts_match_get_game (match)));
  return match;
}

static gboolean
won_by_ada (TsMatch *match)
{
  int ranks[TS_MAX_SEATS];

  ts_game_get_ranks (ts_match_get_game (match), ranks);
  return ranks[0] == 0;
}

static void
test_record (void)
{
  g_autoptr(TsStats) stats = ts_stats_new ();
  g_autoptr(TsMatch) open = played_match ("network", 3, TS_LEVEL_EASY, TRUE);
  g_auto(GStrv) players = NULL;
  guint wins = 0, streak = 0, best_streak = 0;
  int best = G_MININT;
  gint64 total = 0;
  const TsStatsEntry *e;

  /* An unfinished game counts for nothing. */
  g_assert_false (ts_stats_record_match (stats, open));
  g_assert_null (ts_stats_lookup (stats, "network", "Ada Lovelace [1]"));

  for (guint i = 0; i < 6; i++)
    {
      g_autoptr(TsMatch) match = played_match ("network", 10 + i, i < 4 ? TS_LEVEL_EASY : TS_LEVEL_HARD, FALSE);
      gboolean won = won_by_ada (match);

      /* Ada asked for a suggestion in two of the games. */
      if (i % 3 == 1)
        ts_match_note_hint (match, 0);
      int score = ts_game_get_score (ts_match_get_game (match), 0);

      g_assert_true (ts_stats_record_match (stats, match));
      wins += won;
      streak = won ? streak + 1 : 0;
      best_streak = MAX (best_streak, streak);
      best = MAX (best, score);
      total += score;
    }
  e = ts_stats_lookup (stats, "network", "Ada Lovelace [1]");
  g_assert_nonnull (e);
  g_assert_cmpuint (e->played, ==, 6);
  g_assert_cmpuint (e->won, ==, wins);
  g_assert_cmpint (e->best, ==, best);
  g_assert_cmpint (e->total, ==, total);
  g_assert_cmpuint (e->streak, ==, streak);
  g_assert_cmpuint (e->hinted, ==, 2);
  g_assert_cmpuint (e->best_streak, ==, best_streak);
  g_assert_cmpuint (e->vs_played[TS_LEVEL_EASY], ==, 4);
  g_assert_cmpuint (e->vs_played[TS_LEVEL_HARD], ==, 2);
  g_assert_cmpuint (e->vs_played[TS_LEVEL_NORMAL], ==, 0);
  g_assert_cmpuint (e->vs_won[TS_LEVEL_EASY] + e->vs_won[TS_LEVEL_HARD], ==, wins);
  /* Computers have no statistics; other games are apart. */
  g_assert_null (ts_stats_lookup (stats, "network", "Computer"));
  g_assert_null (ts_stats_lookup (stats, "tri", "Ada Lovelace [1]"));
  players = ts_stats_list_players (stats, "network");
  g_assert_cmpuint (g_strv_length (players), ==, 1);
  g_assert_cmpstr (players[0], ==, "Ada Lovelace [1]");

  ts_stats_reset (stats, "network");
  g_assert_null (ts_stats_lookup (stats, "network", "Ada Lovelace [1]"));
}

static void
test_round_trip (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tessella-stats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "sub", "statistics.ini", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(TsStats) stats = ts_stats_new ();
  g_autoptr(TsStats) again = ts_stats_new ();
  g_autoptr(GError) error = NULL;
  const char *games[] = { "network", "trojhranna" };

  /* No file yet: an empty record, no error. */
  g_assert_true (ts_stats_load (again, path, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(TsMatch) match = played_match (games[i % 2], 40 + i, TS_LEVEL_NORMAL, FALSE);

      g_assert_true (ts_stats_record_match (stats, match));
    }
  g_assert_true (ts_stats_save (stats, path, &error));
  g_assert_no_error (error);
  g_assert_true (ts_stats_save (stats, path, &error));
  /* The atomic writer keeps the version before. */
  g_assert_true (g_file_test (backup, G_FILE_TEST_IS_REGULAR));
  g_assert_true (ts_stats_load (again, path, &error));
  g_assert_no_error (error);
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      const TsStatsEntry *a = ts_stats_lookup (stats, games[g], "Ada Lovelace [1]");
      const TsStatsEntry *b = ts_stats_lookup (again, games[g], "Ada Lovelace [1]");

      g_assert_nonnull (a);
      g_assert_nonnull (b);
      g_assert_cmpmem (a, sizeof *a, b, sizeof *b);
    }
  {
    g_autofree char *sub = g_path_get_dirname (path);

    g_remove (backup);
    g_remove (path);
    g_rmdir (sub);
    g_rmdir (dir);
  }
}

static void
test_damaged (void)
{
  static const char * const damaged[] = {
    "not a key file [[[",
    "[statistics]\nversion=99\n",
    /* More won than played. */
    ("[statistics]\nversion=1\n[network Ada]\nplayed=1\nwon=2\nbest=3\ntotal=3\n"
     "vs-played=0;0;0;\nvs-won=0;0;0;\nstreak=0\nbest-streak=0\n"),
    "[statistics]\nversion=1\n[network Ada]\nplayed=one\n",
  };
  g_autofree char *dir = g_dir_make_tmp ("tessella-stats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "statistics.ini", NULL);
  g_autofree char *aside = g_strconcat (path, ".damaged", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (damaged); i++)
    {
      g_autoptr(TsStats) stats = ts_stats_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *kept = NULL;

      g_assert_true (g_file_set_contents (path, damaged[i], -1, NULL));
      g_assert_false (ts_stats_load (stats, path, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_assert_nonnull (strstr (error->message, "damaged"));
      /* Kept aside, whole; nothing believed. */
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
      g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
      g_assert_cmpstr (kept, ==, damaged[i]);
      g_assert_null (ts_stats_lookup (stats, "network", "Ada"));
      g_remove (aside);
    }
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();
  g_test_add_func ("/stats/record", test_record);
  g_test_add_func ("/stats/round-trip", test_round_trip);
  g_test_add_func ("/stats/damaged", test_damaged);
  return g_test_run ();
}
