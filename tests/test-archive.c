/* test-archive.c — finished games kept for replay: the newest 50 of each
 * game, listed newest first with who played and how it ended, a damaged
 * index (or a named pipe, a folder, a file too large in its place) set
 * aside with a message, never blocking and never losing a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* lstat (), mkfifo () */
#define _GNU_SOURCE

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test-util.h"
#include "ts-archive.h"
#include "ts-games.h"
#include "ts-rng.h"
#include "ts-save.h"

/* 25 November 2026, 19:40:12 UTC */
#define NOW G_GINT64_CONSTANT (1795635612)
/* The reader's bound, in ts-archive.c. */
#define MAX_INDEX_BYTES (1024 * 1024)
/* Long enough for any listing that does not block. */
#define BLOCKED_SECONDS 30

/* The messages logged, newest last. */
static GPtrArray *messages;

static GLogWriterOutput
keep_messages (GLogLevelFlags   level,
               const GLogField *fields,
               gsize            n_fields,
               gpointer         user_data)
{
  if ((level & G_LOG_LEVEL_MESSAGE) != 0)
    for (gsize i = 0; i < n_fields; i++)
      if (g_str_equal (fields[i].key, "MESSAGE"))
        g_ptr_array_add (messages, fields[i].length < 0 ? g_strdup (fields[i].value)
                                                        : g_strndup (fields[i].value, fields[i].length));
  return g_log_writer_default (level, fields, n_fields, user_data);
}

/* The last message logged contains each of the strings (NULL-ended). */
static void
assert_said (const char *first,
             ...)
{
  const char *message;
  va_list args;

  g_assert_cmpuint (messages->len, >, 0);
  message = g_ptr_array_index (messages, messages->len - 1);
  va_start (args, first);
  for (const char *part = first; part != NULL; part = va_arg (args, const char *))
    if (strstr (message, part) == NULL)
      g_error ("“%s” is not in the message “%s”", part, message);
  va_end (args);
}

static TsMatch *
finished_match (const char *game_id,
                guint64     seed)
{
  TsMatch *match = ts_test_new_match (game_id, seed);
  TsRng rng;

  ts_rng_init (&rng, seed);
  ts_test_play_random (match, &rng, G_MAXUINT, NULL);
  g_assert_true (ts_game_is_over (ts_match_get_game (match)));
  return match;
}

static char *
temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("tessella-archive-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static guint
count_files (const char *dir,
             const char *suffix)
{
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
    n += g_str_has_suffix (name, suffix);
  return n;
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) folder = g_dir_open (path, 0, NULL);
  const char *name;

  while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_remove (child);
    }
  g_remove (path);
}

/* A finished game is kept as a save that loads to the same position, and
 * listed with its players, scores, ranks and length. */
static void
test_add_and_list (void)
{
  g_autofree char *dir = temp_dir ();
  g_autoptr(TsMatch) match = finished_match ("trojhranna", 4);
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GPtrArray) none = NULL;
  g_autoptr(TsMatch) loaded = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  const TsArchiveEntry *entry;
  int ranks[TS_MAX_SEATS];

  none = ts_archive_list (dir, NULL);
  g_assert_cmpuint (none->len, ==, 0);

  path = ts_archive_add (dir, match, NOW, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_suffix (path, "/trojhranna/20261125-194012.tessella"));

  file = g_file_new_for_path (path);
  loaded = ts_save_from_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (ts_game_equal (ts_match_get_game (loaded), ts_match_get_game (match)));

  list = ts_archive_list (dir, NULL);
  g_assert_cmpuint (list->len, ==, 1);
  entry = g_ptr_array_index (list, 0);
  g_assert_cmpstr (entry->path, ==, path);
  g_assert_cmpstr (entry->game_id, ==, "trojhranna");
  g_assert_cmpint (entry->finished, ==, NOW);
  g_assert_cmpuint (entry->n_moves, ==, ts_match_get_n_moves (match));
  g_assert_cmpuint (entry->n_players, ==, 2);
  g_assert_cmpstr (entry->names[0], ==, "Ada");
  g_assert_cmpstr (entry->names[1], ==, "Bob");
  g_assert_false (entry->abandoned);
  ts_game_get_ranks (ts_match_get_game (match), ranks);
  for (int s = 0; s < 2; s++)
    {
      g_assert_cmpint (entry->scores[s], ==, ts_game_get_score (ts_match_get_game (match), s));
      g_assert_cmpint (entry->ranks[s], ==, ranks[s]);
    }

  /* Listing one game, or another. */
  g_clear_pointer (&list, g_ptr_array_unref);
  list = ts_archive_list (dir, "trojhranna");
  g_assert_cmpuint (list->len, ==, 1);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = ts_archive_list (dir, "network");
  g_assert_cmpuint (list->len, ==, 0);

  remove_tree (dir);
}

/* The newest 50 of each game stay, whatever the other games hold; two
 * games ending in the same second are both kept. */
/* A game given up unfinished (an online game its host ended) is kept
 * too, marked so, with the scores as they stood. */
static void
test_abandoned (void)
{
  g_autofree char *dir = temp_dir ();
  g_autoptr(TsMatch) match = ts_test_new_match ("network", 9);
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) loaded = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  const TsArchiveEntry *entry;
  TsRng rng;

  ts_rng_init (&rng, 9);
  ts_test_play_random (match, &rng, 12, NULL);
  g_assert_false (ts_game_is_over (ts_match_get_game (match)));
  path = ts_archive_add (dir, match, NOW, &error);
  g_assert_no_error (error);
  list = ts_archive_list (dir, "network");
  g_assert_cmpuint (list->len, ==, 1);
  entry = g_ptr_array_index (list, 0);
  g_assert_true (entry->abandoned);
  g_assert_cmpuint (entry->n_moves, ==, 12);
  g_assert_cmpint (entry->scores[0], ==, ts_game_get_score (ts_match_get_game (match), 0));
  /* The file is the game as it stood: replayable. */
  file = g_file_new_for_path (path);
  loaded = ts_save_from_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_moves (loaded), ==, 12);
  g_assert_true (ts_game_equal (ts_match_get_game (loaded), ts_match_get_game (match)));
}

static void
test_keep_newest (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *game_dir = g_build_filename (dir, "trojhranna", NULL);
  g_autoptr(TsMatch) match = finished_match ("trojhranna", 5);
  g_autoptr(TsMatch) other = finished_match ("network", 6);
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 3; i++)
    g_free (ts_archive_add (dir, other, NOW - 100000 + i, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < TS_ARCHIVE_KEEP + 5; i++)
    g_free (ts_archive_add (dir, match, NOW + 60 * i, &error));
  g_assert_no_error (error);
  /* Two in the last second. */
  g_free (ts_archive_add (dir, match, NOW + 60 * (TS_ARCHIVE_KEEP + 4), &error));
  g_assert_no_error (error);

  g_assert_cmpuint (count_files (game_dir, ".tessella"), ==, TS_ARCHIVE_KEEP);
  list = ts_archive_list (dir, "trojhranna");
  g_assert_cmpuint (list->len, ==, TS_ARCHIVE_KEEP);
  for (guint i = 0; i + 1 < list->len; i++)
    {
      const TsArchiveEntry *a = g_ptr_array_index (list, i);
      const TsArchiveEntry *b = g_ptr_array_index (list, i + 1);

      g_assert_cmpint (a->finished, >=, b->finished);
      g_assert_cmpuint (a->n_players, ==, 2);
    }
  /* The newest first: the second of the same second, then the first. */
  g_assert_true (g_str_has_suffix (((TsArchiveEntry *) g_ptr_array_index (list, 0))->path, "-2.tessella"));
  g_assert_cmpint (((TsArchiveEntry *) g_ptr_array_index (list, 1))->finished, ==,
                   NOW + 60 * (TS_ARCHIVE_KEEP + 4));
  /* The oldest kept: the five oldest and one more went. */
  g_assert_cmpint (((TsArchiveEntry *) g_ptr_array_index (list, list->len - 1))->finished, ==, NOW + 60 * 6);

  all = ts_archive_list (dir, NULL);
  g_assert_cmpuint (all->len, ==, TS_ARCHIVE_KEEP + 3);
  g_assert_cmpstr (((TsArchiveEntry *) g_ptr_array_index (all, all->len - 1))->game_id, ==, "network");

  remove_tree (dir);
}

/* A damaged index is moved aside, the games stay listed (by date alone),
 * and the next game writes a fresh one; other files are ignored. */
static void
test_damaged_index (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *game_dir = g_build_filename (dir, "network", NULL);
  g_autofree char *index = g_build_filename (game_dir, "index.ini", NULL);
  g_autofree char *aside = g_build_filename (game_dir, "index.ini.damaged", NULL);
  g_autofree char *notes = g_build_filename (game_dir, "notes.txt", NULL);
  g_autofree char *stray = g_build_filename (dir, "not-a-game", NULL);
  g_autoptr(TsMatch) match = finished_match ("network", 7);
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  const TsArchiveEntry *entry;

  g_free (ts_archive_add (dir, match, NOW, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (index, "[archive\nversion=1\n\xff", -1, NULL));
  g_assert_true (g_file_set_contents (notes, "mine", -1, NULL));
  g_assert_cmpint (g_mkdir (stray, 0700), ==, 0);

  g_ptr_array_set_size (messages, 0);
  list = ts_archive_list (dir, NULL);
  assert_said ("The index of finished games was damaged", aside, NULL);
  g_assert_cmpuint (list->len, ==, 1);
  entry = g_ptr_array_index (list, 0);
  g_assert_cmpuint (entry->n_players, ==, 0);
  g_assert_cmpint (entry->finished, ==, NOW);
  g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (index, G_FILE_TEST_EXISTS));

  g_free (ts_archive_add (dir, match, NOW + 1, &error));
  g_assert_no_error (error);
  g_clear_pointer (&list, g_ptr_array_unref);
  list = ts_archive_list (dir, NULL);
  g_assert_cmpuint (list->len, ==, 2);
  g_assert_cmpuint (((TsArchiveEntry *) g_ptr_array_index (list, 0))->n_players, ==, 2);
  g_assert_cmpuint (((TsArchiveEntry *) g_ptr_array_index (list, 1))->n_players, ==, 0);
  g_assert_true (g_file_test (notes, G_FILE_TEST_EXISTS));

  remove_tree (dir);
}

/* Lists DIR's games without blocking. */
static GPtrArray *
list_bounded (const char *dir)
{
  GPtrArray *list;

  /* A named pipe would block a plain open () for ever. */
  alarm (BLOCKED_SECONDS);
  list = ts_archive_list (dir, NULL);
  alarm (0);
  return list;
}

/* What is at INDEX was moved to INDEX.damaged as it was (the same inode,
 * the same type), and the games are still listed, by date alone. */
static void
assert_set_aside (const char        *dir,
                  const char        *index,
                  const struct stat *before,
                  const char        *reason)
{
  g_autofree char *aside = g_strconcat (index, ".damaged", NULL);
  g_autoptr(GPtrArray) list = NULL;
  struct stat after;

  g_ptr_array_set_size (messages, 0);
  list = list_bounded (dir);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpuint (((TsArchiveEntry *) g_ptr_array_index (list, 0))->n_players, ==, 0);
  g_assert_cmpint (((TsArchiveEntry *) g_ptr_array_index (list, 0))->finished, ==, NOW);
  g_assert_false (g_file_test (index, G_FILE_TEST_EXISTS) || g_file_test (index, G_FILE_TEST_IS_SYMLINK));
  g_assert_cmpint (g_lstat (aside, &after), ==, 0);
  g_assert_cmpint (after.st_ino, ==, before->st_ino);
  g_assert_cmpint (after.st_mode, ==, before->st_mode);
  assert_said (reason, aside, NULL);
  g_assert_null (strstr (g_ptr_array_index (messages, 0), "save"));
}

/* A named pipe, a folder, a device or a file of more than 1 MB where the
 * index should be: listing does not block and does not read it; it is set
 * aside with a message that names the index and where it was kept, and
 * the next game writes a new index. */
static void
test_index_not_regular (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *game_dir = g_build_filename (dir, "network", NULL);
  g_autofree char *index = g_build_filename (game_dir, "index.ini", NULL);
  g_autofree char *aside = g_strconcat (index, ".damaged", NULL);
  g_autoptr(TsMatch) match = finished_match ("network", 9);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) big = g_string_new ("[archive]\nversion=1\n");
  struct stat st;

  g_free (ts_archive_add (dir, match, NOW, &error));
  g_assert_no_error (error);

  g_assert_cmpint (g_unlink (index), ==, 0);
  g_assert_cmpint (mkfifo (index, 0600), ==, 0);
  g_assert_cmpint (g_lstat (index, &st), ==, 0);
  assert_set_aside (dir, index, &st, "The index of finished games is a named pipe");
  g_assert_cmpint (g_unlink (aside), ==, 0);

  g_assert_cmpint (g_mkdir (index, 0700), ==, 0);
  g_assert_cmpint (g_lstat (index, &st), ==, 0);
  assert_set_aside (dir, index, &st, "The index of finished games is a folder");
  g_assert_cmpint (g_rmdir (aside), ==, 0);

  g_assert_cmpint (symlink ("/dev/zero", index), ==, 0);
  g_assert_cmpint (g_lstat (index, &st), ==, 0);
  assert_set_aside (dir, index, &st, "The index of finished games is a device");
  g_assert_cmpint (g_unlink (aside), ==, 0);

  while (big->len <= MAX_INDEX_BYTES)
    g_string_append (big, "# a comment that makes the index larger than any index of 50 games\n");
  g_assert_true (g_file_set_contents (index, big->str, big->len, NULL));
  g_assert_cmpint (g_lstat (index, &st), ==, 0);
  assert_set_aside (dir, index, &st, "The index of finished games is too large (more than 1 MB)");
  g_assert_cmpint (g_stat (aside, &st), ==, 0);
  g_assert_cmpuint (st.st_size, ==, big->len);

  remove_tree (dir);
}

/* The end of a game with a named pipe as the index (the window would
 * freeze): the game is kept, the pipe set aside, and a new index says who
 * played. */
static void
test_add_over_pipe (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *game_dir = g_build_filename (dir, "network", NULL);
  g_autofree char *index = g_build_filename (game_dir, "index.ini", NULL);
  g_autofree char *aside = g_strconcat (index, ".damaged", NULL);
  g_autoptr(TsMatch) match = finished_match ("network", 10);
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  struct stat st;

  g_assert_cmpint (g_mkdir_with_parents (game_dir, 0700), ==, 0);
  g_assert_cmpint (mkfifo (index, 0600), ==, 0);
  g_ptr_array_set_size (messages, 0);
  alarm (BLOCKED_SECONDS);
  path = ts_archive_add (dir, match, NOW, &error);
  alarm (0);
  g_assert_no_error (error);
  g_assert_nonnull (path);
  assert_said ("named pipe", aside, NULL);
  g_assert_cmpint (g_lstat (aside, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  g_assert_cmpint (g_lstat (index, &st), ==, 0);
  g_assert_true (S_ISREG (st.st_mode));

  list = list_bounded (dir);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpuint (((TsArchiveEntry *) g_ptr_array_index (list, 0))->n_players, ==, 2);

  remove_tree (dir);
}

/* An index that cannot be read (a permission) is not damaged: it is
 * neither set aside nor replaced, and the games are listed by date. */
static void
test_index_unreadable (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *game_dir = g_build_filename (dir, "network", NULL);
  g_autofree char *index = g_build_filename (game_dir, "index.ini", NULL);
  g_autofree char *aside = g_strconcat (index, ".damaged", NULL);
  g_autoptr(TsMatch) match = finished_match ("network", 11);
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  if (geteuid () == 0)
    {
      g_test_skip ("root reads every file");
      remove_tree (dir);
      return;
    }
  g_free (ts_archive_add (dir, match, NOW, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (index, &before, NULL, NULL));
  g_assert_cmpint (g_chmod (index, 0), ==, 0);

  g_ptr_array_set_size (messages, 0);
  g_free (ts_archive_add (dir, match, NOW + 1, &error));
  g_assert_no_error (error);
  assert_said ("cannot be read", index, NULL);
  list = ts_archive_list (dir, NULL);
  g_assert_cmpuint (list->len, ==, 2);
  g_assert_false (g_file_test (aside, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_chmod (index, 0600), ==, 0);
  g_assert_true (g_file_get_contents (index, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  remove_tree (dir);
}

/* Lines of the index whose file was deleted by hand go at the next game,
 * so the index never outgrows the files kept. */
static void
test_index_forgets_missing (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *game_dir = g_build_filename (dir, "network", NULL);
  g_autofree char *index_path = g_build_filename (game_dir, "index.ini", NULL);
  g_autoptr(TsMatch) match = finished_match ("network", 12);
  g_autoptr(GKeyFile) index = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *first_name = NULL;

  first = ts_archive_add (dir, match, NOW, &error);
  g_assert_no_error (error);
  first_name = g_path_get_basename (first);
  g_assert_cmpint (g_unlink (first), ==, 0);
  g_free (ts_archive_add (dir, match, NOW + 60, &error));
  g_assert_no_error (error);

  g_assert_true (g_key_file_load_from_file (index, index_path, G_KEY_FILE_NONE, &error));
  g_assert_no_error (error);
  g_assert_false (g_key_file_has_group (index, first_name));
  g_assert_true (g_key_file_has_group (index, "20261125-194112.tessella"));

  remove_tree (dir);
}

/* A folder that cannot be made: a clear error, nothing written. */
static void
test_unwritable (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *blocker = g_build_filename (dir, "finished", NULL);
  g_autoptr(TsMatch) match = finished_match ("network", 8);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  g_assert_true (g_file_set_contents (blocker, "a file, not a folder", -1, NULL));
  path = ts_archive_add (blocker, match, NOW, &error);
  g_assert_null (path);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "finished games"));
  g_assert_cmpuint (count_files (dir, ".tessella"), ==, 0);

  remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  messages = g_ptr_array_new_with_free_func (g_free);
  g_log_set_writer_func (keep_messages, NULL, NULL);
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add_func ("/archive/add-and-list", test_add_and_list);
  g_test_add_func ("/archive/keep-newest", test_keep_newest);
  g_test_add_func ("/archive/abandoned", test_abandoned);
  g_test_add_func ("/archive/damaged-index", test_damaged_index);
  g_test_add_func ("/archive/unwritable", test_unwritable);
  g_test_add_func ("/archive/index-not-regular", test_index_not_regular);
  g_test_add_func ("/archive/add-over-pipe", test_add_over_pipe);
  g_test_add_func ("/archive/index-unreadable", test_index_unreadable);
  g_test_add_func ("/archive/index-forgets-missing", test_index_forgets_missing);

  return g_test_run ();
}
