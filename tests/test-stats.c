/* test-stats.c — statistics of finished games: what is counted, the file
 * round trip, a damaged file refused and kept aside (also a folder, a
 * named pipe or a file too large there), counters at their limits
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* lstat (), symlink () */
#define _GNU_SOURCE

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test-util.h"
#include "ts-games.h"
#include "ts-rng.h"
#include "ts-save.h"
#include "ts-stats.h"

/* The reader's bound, in ts-stats.c. */
#define MAX_FILE_BYTES (1024 * 1024)
/* Long enough for any load that does not block. */
#define BLOCKED_SECONDS 30

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

/* Loading PATH refuses it as damaged, with a message that names the
 * statistics file and where it was kept, and sets it aside as
 * PATH.damaged; the statistics can then be saved and read again. */
static void
assert_set_aside (const char *path,
                  const char *reason)
{
  g_autofree char *aside = g_strconcat (path, ".damaged", NULL);
  g_autoptr(TsStats) stats = ts_stats_new ();
  g_autoptr(TsStats) again = ts_stats_new ();
  g_autoptr(TsMatch) match = played_match ("network", 50, TS_LEVEL_EASY, FALSE);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) players = NULL;
  struct stat before, after;

  g_assert_cmpint (g_lstat (path, &before), ==, 0);
  /* A named pipe would block a plain open () for ever. */
  alarm (BLOCKED_SECONDS);
  g_assert_false (ts_stats_load (stats, path, &error));
  alarm (0);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, reason));
  g_assert_nonnull (strstr (error->message, aside));
  g_assert_null (strstr (error->message, "save"));
  players = ts_stats_list_players (stats, "network");
  g_assert_null (players[0]);
  /* The very same file, moved. */
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS) || g_file_test (path, G_FILE_TEST_IS_SYMLINK));
  g_assert_cmpint (g_lstat (aside, &after), ==, 0);
  g_assert_cmpint (after.st_ino, ==, before.st_ino);
  g_assert_cmpint (after.st_mode, ==, before.st_mode);

  g_clear_error (&error);
  g_assert_true (ts_stats_record_match (stats, match));
  g_assert_true (ts_stats_save (stats, path, &error));
  g_assert_no_error (error);
  g_assert_true (ts_stats_load (again, path, &error));
  g_assert_no_error (error);
  g_assert_nonnull (ts_stats_lookup (again, "network", "Ada Lovelace [1]"));
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) folder = g_dir_open (path, 0, NULL);
  const char *name;

  while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_remove (child);
    }
  g_remove (path);
}

/* More than 1 MB is not a statistics file: it is set aside, not read and
 * not overwritten, and the message says so of the statistics file (not of
 * a save). */
static void
test_too_large (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tessella-stats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "statistics.ini", NULL);
  g_autofree char *aside = g_strconcat (path, ".damaged", NULL);
  g_autoptr(GString) big = g_string_new ("[statistics]\nversion=1\n");
  gsize size;

  while (big->len <= MAX_FILE_BYTES)
    g_string_append (big, "# a comment that makes the file larger than any statistics file\n");
  size = big->len;
  g_assert_true (g_file_set_contents (path, big->str, big->len, NULL));
  assert_set_aside (path, "The statistics file is too large (more than 1 MB)");
  g_assert_cmpuint (g_file_test (aside, G_FILE_TEST_IS_REGULAR), ==, TRUE);
  {
    struct stat st;

    g_assert_cmpint (g_stat (aside, &st), ==, 0);
    g_assert_cmpuint (st.st_size, ==, size);
  }
  remove_tree (dir);
}

/* A named pipe, a folder or a device where the file should be: the load
 * does not block, and each is set aside so that the statistics can be
 * saved. */
static void
test_not_regular (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tessella-stats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "statistics.ini", NULL);
  g_autofree char *aside = g_strconcat (path, ".damaged", NULL);
  g_autofree char *inside = g_build_filename (path, "mine.txt", NULL);
  g_autofree char *inside_aside = g_build_filename (aside, "mine.txt", NULL);

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  assert_set_aside (path, "The statistics file is a named pipe");
  g_assert_cmpint (g_remove (aside), ==, 0);
  /* What the statistics saved after it. */
  g_assert_cmpint (g_remove (path), ==, 0);

  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  g_assert_true (g_file_set_contents (inside, "mine", -1, NULL));
  assert_set_aside (path, "The statistics file is a folder");
  g_assert_true (g_file_test (inside_aside, G_FILE_TEST_IS_REGULAR));
  remove_tree (aside);
  g_assert_cmpint (g_remove (path), ==, 0);

  g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
  assert_set_aside (path, "The statistics file is a device");
  g_assert_true (g_file_test (aside, G_FILE_TEST_IS_SYMLINK));

  remove_tree (dir);
}

/* A file that cannot be read (a permission, a path through a file) is
 * not damaged: the message names the statistics file, and the file stays
 * where it is. */
static void
test_unreadable (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tessella-stats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "statistics.ini", NULL);
  g_autofree char *through_file = g_build_filename (path, "statistics.ini", NULL);
  g_autoptr(TsStats) stats = ts_stats_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, "[statistics]\nversion=1\n", -1, NULL));
  g_assert_false (ts_stats_load (stats, through_file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY);
  g_assert_cmpstr (error->message, ==, "The statistics file cannot be read: A part of the file’s path is not a folder.");
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_clear_error (&error);

  if (geteuid () != 0)
    {
      g_assert_cmpint (g_chmod (path, 0), ==, 0);
      g_assert_false (ts_stats_load (stats, path, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
      g_assert_cmpstr (error->message, ==, "The statistics file cannot be read: You may not read this file.");
      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
    }
  else
    g_test_message ("root reads every file: the permission is not tested");
  remove_tree (dir);
}

/* Counters at the largest value the file holds stay there (no overflow),
 * and the file written after them loads. */
static void
test_saturate (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tessella-stats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "statistics.ini", NULL);
  g_autofree char *text = NULL;
  g_autoptr(TsMatch) won = NULL;
  g_autoptr(TsMatch) lost = NULL;
  g_autoptr(GError) error = NULL;

  /* One game Ada won and one she lost, with a hint in each. */
  for (guint64 seed = 100; won == NULL || lost == NULL; seed++)
    {
      TsMatch *match = played_match ("network", seed, TS_LEVEL_HARD, FALSE);

      g_assert_cmpuint (seed, <, 200);
      ts_match_note_hint (match, 0);
      if (won_by_ada (match) && won == NULL)
        won = match;
      else if (!won_by_ada (match) && lost == NULL)
        lost = match;
      else
        g_object_unref (match);
    }

  text = g_strdup_printf ("[statistics]\nversion=1\n"
                          "[network Ada%%20Lovelace%%20%%5B1%%5D]\n"
                          "played=%d\nwon=%d\nbest=%d\ntotal=%" G_GINT64_FORMAT "\n"
                          "vs-played=%d;%d;%d;\nvs-won=%d;%d;%d;\n"
                          "hinted=%d\nstreak=%d\nbest-streak=%d\n",
                          G_MAXINT, G_MAXINT, G_MAXINT, G_MAXINT64,
                          G_MAXINT, G_MAXINT, G_MAXINT, G_MAXINT, G_MAXINT, G_MAXINT,
                          G_MAXINT, G_MAXINT, G_MAXINT);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));

  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(TsStats) stats = ts_stats_new ();
      g_autoptr(TsStats) again = ts_stats_new ();
      TsMatch *match = round == 0 ? won : lost;
      const TsStatsEntry *e, *e_again;

      g_assert_true (ts_stats_load (stats, path, &error));
      g_assert_no_error (error);
      g_assert_true (ts_stats_record_match (stats, match));
      e = ts_stats_lookup (stats, "network", "Ada Lovelace [1]");
      g_assert_nonnull (e);
      g_assert_cmpuint (e->played, ==, G_MAXINT);
      g_assert_cmpuint (e->won, ==, G_MAXINT);
      g_assert_cmpuint (e->hinted, ==, G_MAXINT);
      g_assert_cmpint (e->best, ==, G_MAXINT);
      g_assert_cmpint (e->total, ==, G_MAXINT64);
      g_assert_cmpuint (e->best_streak, ==, G_MAXINT);
      g_assert_cmpuint (e->streak, ==, round == 0 ? G_MAXINT : 0);
      g_assert_cmpuint (e->vs_played[TS_LEVEL_HARD], ==, G_MAXINT);
      g_assert_cmpuint (e->vs_won[TS_LEVEL_HARD], ==, G_MAXINT);

      g_assert_true (ts_stats_save (stats, path, &error));
      g_assert_no_error (error);
      g_assert_true (ts_stats_load (again, path, &error));
      g_assert_no_error (error);
      e_again = ts_stats_lookup (again, "network", "Ada Lovelace [1]");
      g_assert_nonnull (e_again);
      g_assert_cmpmem (e, sizeof *e, e_again, sizeof *e_again);
    }
  remove_tree (dir);
}

/* Statistics that the reader would refuse are not written: a file just
 * under the bound loads, and written back (a key file puts a blank line
 * between groups) it would be over it. */
static void
test_save_within_bound (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tessella-stats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "statistics.ini", NULL);
  g_autoptr(GString) text = g_string_new ("[statistics]\nversion=1\n");
  g_autoptr(TsStats) stats = ts_stats_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *on_disk = NULL;
  gsize on_disk_len = 0;

  for (guint n = 0; ; n++)
    {
      g_autofree char *group = g_strdup_printf ("[network Player%%20%u]\nplayed=0\nwon=0\nbest=0\ntotal=0\n"
                                                "vs-played=0;0;0;\nvs-won=0;0;0;\nstreak=0\nbest-streak=0\n", n);

      if (text->len + strlen (group) > MAX_FILE_BYTES)
        break;
      g_string_append (text, group);
    }
  g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));
  g_assert_true (ts_stats_load (stats, path, &error));
  g_assert_no_error (error);

  g_assert_false (ts_stats_save (stats, path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "statistics"));
  g_assert_true (g_file_get_contents (path, &on_disk, &on_disk_len, NULL));
  g_assert_cmpmem (on_disk, on_disk_len, text->str, text->len);
  remove_tree (dir);
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
  g_test_add_func ("/stats/too-large", test_too_large);
  g_test_add_func ("/stats/not-regular", test_not_regular);
  g_test_add_func ("/stats/unreadable", test_unreadable);
  g_test_add_func ("/stats/saturate", test_saturate);
  g_test_add_func ("/stats/save-within-bound", test_save_within_bound);
  return g_test_run ();
}
