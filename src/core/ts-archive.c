/* ts-archive.c — the finished games kept for replay
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * DIR/GAME-ID/YYYYMMDD-HHMMSS[-N].tessella (UTC) and DIR/GAME-ID/index.ini:
 *
 *   [archive]
 *   version=1
 *   [20261125-194012.tessella]
 *   finished=1795635612
 *   moves=84
 *   names=Ada;Computer;
 *   scores=34;28;
 *   ranks=0;1;
 *   abandoned=true          (only for a game given up unfinished)
 *
 * The files are the truth: the list is the folder's save files, the index
 * only adds who played and how it ended.
 */
#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ts-archive.h"
#include "ts-save.h"
#include "ts-save-file-private.h"

#define INDEX_NAME   "index.ini"
#define INDEX_GROUP  "archive"
/* 50 lines of at most 4 names of 100 characters: far less. */
#define MAX_INDEX_BYTES (1024 * 1024)
#define SAVE_SUFFIX  ".tessella"
/* Names of the same second: -2 … -99. */
#define MAX_SAME_SECOND 99

void
ts_archive_entry_free (TsArchiveEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->path);
  g_free (entry->game_id);
  for (int i = 0; i < TS_MAX_SEATS; i++)
    g_free (entry->names[i]);
  g_free (entry);
}

char *
ts_archive_default_dir (void)
{
  const char *dir = g_getenv ("TESSELLA_DATA_DIR");

  if (dir != NULL && *dir != '\0')
    return g_build_filename (dir, "finished", NULL);
  return g_build_filename (g_get_user_data_dir (), "tessella", "finished", NULL);
}

/* Says, for whoever looks, that the index at PATH was set aside: REASON
 * is what was wrong with it (NULL: what it held). */
static void
set_aside (const char *path,
           const char *reason)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = ts_file_set_aside (path, &error);
  g_autofree char *display = NULL;

  if (aside == NULL)
    {
      g_autofree char *where = g_filename_display_name (path);

      g_message (/* Translators: the first %s is the file name of the
                    damaged index of finished games, the second the
                    system's reason why it could not be renamed */
                 _("The index of finished games %s is damaged and could not be moved aside: %s"),
                 where, error->message);
      return;
    }
  display = g_filename_display_name (aside);
  if (reason == NULL)
    g_message (/* Translators: %s is the file name the damaged index of
                  finished games was kept as; the games are still listed,
                  without the players' names and scores */
               _("The index of finished games was damaged; it was kept as %s and its games are listed by date alone"),
               display);
  else
    g_message (/* Translators: the first %s says what is wrong with the
                  index of finished games (for example “The index of
                  finished games is too large (more than 1 MB)”), the
                  second is the file name it was kept as */
               _("%s; it was kept as %s and its games are listed by date alone"),
               reason, display);
}

/* The index of one game's folder, read like a save (a regular file, never
 * blocking, at most MAX_INDEX_BYTES): empty when missing; a damaged one is
 * set aside and said.  NULL when it cannot be read (a permission): it is
 * then neither used nor replaced. */
static GKeyFile *
load_index (const char *game_dir)
{
  g_autofree char *path = g_build_filename (game_dir, INDEX_NAME, NULL);
  g_autoptr(GKeyFile) index = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  data = ts_file_read_bounded (path, TS_FILE_ARCHIVE_INDEX, MAX_INDEX_BYTES, &length, &error);
  if (data != NULL)
    {
      if (g_key_file_load_from_data (index, data, length, G_KEY_FILE_NONE, NULL)
          && g_key_file_get_integer (index, INDEX_GROUP, "version", NULL) == TS_ARCHIVE_INDEX_VERSION)
        return g_steal_pointer (&index);
      set_aside (path, NULL);
    }
  else if (ts_file_error_is_damage (error))
    set_aside (path, error->message);
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_autofree char *display = g_filename_display_name (path);

      g_message (/* Translators: the first %s is the file name of the
                    index of finished games, the second the reason */
                 _("The index of finished games %s cannot be read: %s"), display, error->message);
      return NULL;
    }

  g_key_file_free (g_steal_pointer (&index));
  index = g_key_file_new ();
  g_key_file_set_integer (index, INDEX_GROUP, "version", TS_ARCHIVE_INDEX_VERSION);
  return g_steal_pointer (&index);
}

static gboolean
save_index (const char  *game_dir,
            GKeyFile    *index,
            GError     **error)
{
  g_autofree char *path = g_build_filename (game_dir, INDEX_NAME, NULL);
  g_autofree char *data = NULL;
  gsize length;

  data = g_key_file_to_data (index, &length, NULL);
  return ts_save_write_atomic (path, data, length, ts_file_ops_default (), error);
}

/* "20261125-194012.tessella" → its time; -1 if the name is not ours. */
static gint64
time_from_name (const char *name)
{
  int y, mo, d, h, mi, s, n = 0;
  g_autoptr(GDateTime) when = NULL;

  if (!g_str_has_suffix (name, SAVE_SUFFIX)
      || sscanf (name, "%4d%2d%2d-%2d%2d%2d%n", &y, &mo, &d, &h, &mi, &s, &n) != 6 || n != 15)
    return -1;
  when = g_date_time_new_utc (y, mo, d, h, mi, s);
  return when != NULL ? g_date_time_to_unix (when) : -1;
}

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  const TsArchiveEntry *x = *(TsArchiveEntry * const *) a;
  const TsArchiveEntry *y = *(TsArchiveEntry * const *) b;

  if (x->finished != y->finished)
    return x->finished < y->finished ? 1 : -1;
  /* The same second: the later name (-2, -3 … -10) is the newer. */
  if (strlen (x->path) != strlen (y->path))
    return strlen (x->path) < strlen (y->path) ? 1 : -1;
  return -g_strcmp0 (x->path, y->path);
}

static void
fill_from_index (TsArchiveEntry *entry,
                 GKeyFile       *index,
                 const char     *group)
{
  g_auto(GStrv) names = NULL;
  g_autofree int *scores = NULL;
  g_autofree int *ranks = NULL;
  gsize n_names = 0, n_scores = 0, n_ranks = 0;
  gint64 finished;
  int moves;

  if (index == NULL || !g_key_file_has_group (index, group))
    return;
  names = g_key_file_get_string_list (index, group, "names", &n_names, NULL);
  scores = g_key_file_get_integer_list (index, group, "scores", &n_scores, NULL);
  ranks = g_key_file_get_integer_list (index, group, "ranks", &n_ranks, NULL);
  if (names == NULL || n_names < 1 || n_names > TS_MAX_SEATS || n_scores != n_names || n_ranks != n_names)
    return;
  finished = g_key_file_get_int64 (index, group, "finished", NULL);
  if (finished > 0)
    entry->finished = finished;
  entry->abandoned = g_key_file_get_boolean (index, group, "abandoned", NULL);
  moves = g_key_file_get_integer (index, group, "moves", NULL);
  entry->n_moves = (guint) MAX (moves, 0);
  entry->n_players = (guint) n_names;
  for (gsize i = 0; i < n_names; i++)
    {
      entry->names[i] = g_utf8_make_valid (names[i], -1);
      entry->scores[i] = scores[i];
      entry->ranks[i] = CLAMP (ranks[i], 0, TS_MAX_SEATS - 1);
    }
}

/* The save files of one game's folder, each with what the index says. */
static void
list_game (const char *dir,
           const char *game_id,
           GPtrArray  *out)
{
  g_autofree char *game_dir = g_build_filename (dir, game_id, NULL);
  g_autoptr(GDir) folder = g_dir_open (game_dir, 0, NULL);
  g_autoptr(GKeyFile) index = NULL;
  const char *name;

  if (folder == NULL)
    return;
  index = load_index (game_dir);
  while ((name = g_dir_read_name (folder)) != NULL)
    {
      gint64 finished = time_from_name (name);
      TsArchiveEntry *entry;

      if (finished < 0)
        continue;
      entry = g_new0 (TsArchiveEntry, 1);
      entry->path = g_build_filename (game_dir, name, NULL);
      entry->game_id = g_strdup (game_id);
      entry->finished = finished;
      fill_from_index (entry, index, name);
      g_ptr_array_add (out, entry);
    }
}

GPtrArray *
ts_archive_list (const char *dir,
                 const char *game_id)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_archive_entry_free);

  g_return_val_if_fail (dir != NULL, out);

  if (game_id != NULL)
    list_game (dir, game_id, out);
  else
    {
      g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
      const char *name;

      while (folder != NULL && (name = g_dir_read_name (folder)) != NULL)
        if (ts_game_type_from_id (name) != G_TYPE_INVALID)
          list_game (dir, name, out);
    }
  g_ptr_array_sort (out, compare_newest_first);
  return out;
}

/* Forgets the oldest files of GAME_DIR beyond TS_ARCHIVE_KEEP, and the
 * index's lines of files that are not there (deleted by hand), so that
 * the index never grows beyond the files kept. */
static void
prune (const char *dir,
       const char *game_id,
       GKeyFile   *index)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_archive_entry_free);
  g_autofree char *game_dir = g_build_filename (dir, game_id, NULL);
  g_auto(GStrv) groups = index != NULL ? g_key_file_get_groups (index, NULL) : NULL;

  for (guint i = 0; groups != NULL && groups[i] != NULL; i++)
    {
      g_autofree char *path = NULL;

      if (g_str_equal (groups[i], INDEX_GROUP))
        continue;
      path = g_build_filename (game_dir, groups[i], NULL);
      if (time_from_name (groups[i]) < 0 || strchr (groups[i], '/') != NULL ||
          !g_file_test (path, G_FILE_TEST_EXISTS))
        g_key_file_remove_group (index, groups[i], NULL);
    }

  list_game (dir, game_id, entries);
  g_ptr_array_sort (entries, compare_newest_first);
  for (guint i = TS_ARCHIVE_KEEP; i < entries->len; i++)
    {
      const TsArchiveEntry *entry = g_ptr_array_index (entries, i);
      g_autofree char *base = g_path_get_basename (entry->path);
      g_autofree char *backup = g_strconcat (entry->path, "~", NULL);

      if ((g_unlink (entry->path) == 0 || errno == ENOENT) && index != NULL)
        g_key_file_remove_group (index, base, NULL);
      g_unlink (backup);
    }
}

char *
ts_archive_add (const char  *dir,
                TsMatch     *match,
                gint64       now,
                GError     **error)
{
  TsGame *game;
  const char *game_id;
  g_autofree char *game_dir = NULL;
  g_autofree char *stamp = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GDateTime) when = NULL;
  g_autoptr(GKeyFile) index = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) local_error = NULL;
  const char *names[TS_MAX_SEATS];
  int scores[TS_MAX_SEATS], ranks[TS_MAX_SEATS];
  guint n_players;

  g_return_val_if_fail (dir != NULL, NULL);
  g_return_val_if_fail (TS_IS_MATCH (match), NULL);
  game = ts_match_get_game (match);

  game_id = ts_game_get_id (game);
  game_dir = g_build_filename (dir, game_id, NULL);
  if (g_mkdir_with_parents (game_dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   /* Translators: %s is the system's reason; finished
                      games are kept so that they can be replayed */
                   _("The folder for finished games cannot be made: %s"), g_strerror (saved));
      return NULL;
    }

  when = g_date_time_new_from_unix_utc (MAX (now, 0));
  stamp = g_date_time_format (when, "%Y%m%d-%H%M%S");
  for (int n = 1; n <= MAX_SAME_SECOND; n++)
    {
      g_free (name);
      g_free (path);
      name = n == 1 ? g_strconcat (stamp, SAVE_SUFFIX, NULL)
                    : g_strdup_printf ("%s-%d%s", stamp, n, SAVE_SUFFIX);
      path = g_build_filename (game_dir, name, NULL);
      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        break;
    }
  file = g_file_new_for_path (path);
  if (!ts_save_to_file (match, file, NULL, &local_error))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  /* The game is kept; the index only adds to the list, so a failure to
   * write it loses nothing. */
  index = load_index (game_dir);
  if (index == NULL)
    {
      /* An index that cannot be read is not replaced. */
      prune (dir, game_id, NULL);
      return g_steal_pointer (&path);
    }
  n_players = MIN (ts_game_get_n_players (game), TS_MAX_SEATS);
  ts_game_get_ranks (game, ranks);
  for (guint s = 0; s < n_players; s++)
    {
      const char *player = ts_match_get_seat_name (match, (int) s);

      names[s] = player != NULL ? player : "";
      scores[s] = ts_game_get_score (game, (int) s);
    }
  g_key_file_set_int64 (index, name, "finished", now);
  g_key_file_set_integer (index, name, "moves", (int) ts_match_get_n_moves (match));
  g_key_file_set_string_list (index, name, "names", names, n_players);
  g_key_file_set_integer_list (index, name, "scores", scores, n_players);
  g_key_file_set_integer_list (index, name, "ranks", ranks, n_players);
  if (!ts_game_is_over (game))
    g_key_file_set_boolean (index, name, "abandoned", TRUE);
  prune (dir, game_id, index);
  if (!save_index (game_dir, index, &local_error))
    g_warning ("The index of finished games could not be written: %s", local_error->message);

  return g_steal_pointer (&path);
}
