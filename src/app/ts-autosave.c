/* ts-autosave.c — the unfinished game of each kind, kept across sessions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "ts-autosave.h"
#include "ts-save.h"

#define PREFIX        "autosave-"
#define SUFFIX        ".tessella"
/* Where Tessella 0.1 kept its only autosave. */
#define LEGACY_NAME   "autosave.tessella"

char *
ts_autosave_get_dir (void)
{
  const char *dir = g_getenv ("TESSELLA_DATA_DIR");

  if (dir != NULL && *dir != '\0')
    return g_strdup (dir);

  return g_build_filename (g_get_user_data_dir (), "tessella", NULL);
}

static char *
path_for (const char *game_id,
          gboolean    backup)
{
  g_autofree char *dir = ts_autosave_get_dir ();
  g_autofree char *name = g_strconcat (PREFIX, game_id, SUFFIX, backup ? "~" : "", NULL);

  return g_build_filename (dir, name, NULL);
}

GFile *
ts_autosave_get_file (const char *game_id)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (game_id != NULL, NULL);
  path = path_for (game_id, FALSE);
  return g_file_new_for_path (path);
}

GFile *
ts_autosave_get_backup_file (const char *game_id)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (game_id != NULL, NULL);
  path = path_for (game_id, TRUE);
  return g_file_new_for_path (path);
}

gboolean
ts_autosave_exists (const char *game_id)
{
  g_autofree char *path = NULL;
  g_autofree char *backup = NULL;

  g_return_val_if_fail (game_id != NULL, FALSE);
  path = path_for (game_id, FALSE);
  backup = path_for (game_id, TRUE);
  return g_file_test (path, G_FILE_TEST_EXISTS) || g_file_test (backup, G_FILE_TEST_EXISTS);
}

/* The autosave of Tessella 0.1 becomes its game's. */
static void
migrate_legacy (const char *dir)
{
  g_autofree char *legacy = g_build_filename (dir, LEGACY_NAME, NULL);
  g_autofree char *legacy_backup = g_strconcat (legacy, "~", NULL);
  const char *source = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(TsMatch) match = NULL;
  const char *game_id;

  if (g_file_test (legacy, G_FILE_TEST_EXISTS))
    source = legacy;
  else if (g_file_test (legacy_backup, G_FILE_TEST_EXISTS))
    source = legacy_backup;
  else
    return;

  file = g_file_new_for_path (source);
  match = ts_save_from_file (file, NULL, NULL);
  if (match == NULL && source == legacy && g_file_test (legacy_backup, G_FILE_TEST_EXISTS))
    {
      g_clear_object (&file);
      file = g_file_new_for_path (legacy_backup);
      match = ts_save_from_file (file, NULL, NULL);
    }
  if (match == NULL)
    return;

  game_id = ts_game_get_id (ts_match_get_game (match));
  if (!ts_autosave_exists (game_id))
    {
      g_autofree char *path = path_for (game_id, FALSE);
      g_autofree char *backup = path_for (game_id, TRUE);

      if (g_file_test (legacy, G_FILE_TEST_EXISTS))
        g_rename (legacy, path);
      if (g_file_test (legacy_backup, G_FILE_TEST_EXISTS))
        g_rename (legacy_backup, backup);
    }
}

static int
compare_ids (gconstpointer a,
             gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

char **
ts_autosave_list_games (void)
{
  g_autofree char *dir = ts_autosave_get_dir ();
  g_autoptr(GDir) listing = NULL;
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  migrate_legacy (dir);

  listing = g_dir_open (dir, 0, NULL);
  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *id = NULL;
      gsize len = strlen (name);

      if (!g_str_has_prefix (name, PREFIX))
        continue;
      if (g_str_has_suffix (name, SUFFIX))
        id = g_strndup (name + strlen (PREFIX), len - strlen (PREFIX) - strlen (SUFFIX));
      else if (g_str_has_suffix (name, SUFFIX "~"))
        id = g_strndup (name + strlen (PREFIX), len - strlen (PREFIX) - strlen (SUFFIX "~"));
      if (id == NULL || *id == '\0' || ts_game_type_from_id (id) == G_TYPE_INVALID)
        continue;
      if (!g_ptr_array_find_with_equal_func (ids, id, g_str_equal, NULL))
        g_ptr_array_add (ids, g_steal_pointer (&id));
    }

  g_ptr_array_sort (ids, compare_ids);
  g_ptr_array_add (ids, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&ids), FALSE);
}

static gboolean
ensure_dir (GError **error)
{
  g_autofree char *dir = ts_autosave_get_dir ();

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;
      g_autofree char *display = g_filename_display_name (dir);

      /* Translators: %s is a folder, then the reason */
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   /* Translators: an error when the folder for the
                      automatic saves cannot be created; %s is a folder,
                      then the reason */
                   _("The folder %s cannot be made: %s"), display, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

gboolean
ts_autosave_write (TsMatch  *match,
                   GError  **error)
{
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (TS_IS_MATCH (match), FALSE);

  if (!ensure_dir (error))
    return FALSE;
  file = ts_autosave_get_file (ts_game_get_id (ts_match_get_game (match)));
  return ts_save_to_file (match, file, NULL, error);
}

void
ts_autosave_write_async (TsMatch             *match,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TS_IS_MATCH (match));

  file = ts_autosave_get_file (ts_game_get_id (ts_match_get_game (match)));
  if (!ensure_dir (&error))
    {
      g_autoptr(GTask) task = g_task_new (file, cancellable, callback, user_data);

      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  /* Only copies are taken here; the text is made and written in a worker
   * thread, so a long game costs the main thread nothing noticeable. */
  ts_save_snapshot_to_file_async (ts_save_snapshot_new (match), file, cancellable,
                                  callback, user_data);
}

gboolean
ts_autosave_write_finish (GAsyncResult  *result,
                          GError       **error)
{
  return g_task_propagate_boolean (G_TASK (result), error);
}

void
ts_autosave_remove (const char *game_id)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) backup = NULL;

  g_return_if_fail (game_id != NULL);

  file = ts_autosave_get_file (game_id);
  backup = ts_autosave_get_backup_file (game_id);
  /* Missing files are fine: there is nothing to resume either way. */
  g_file_delete (file, NULL, NULL);
  g_file_delete (backup, NULL, NULL);
}

/* Where a discarded game waits: not offered, until the next discard. */
static GFile *
discarded_file (const char *game_id)
{
  g_autofree char *path = path_for (game_id, FALSE);
  g_autofree char *discarded = g_strconcat (path, ".discarded", NULL);

  return g_file_new_for_path (discarded);
}

gboolean
ts_autosave_discard (const char  *game_id,
                     GError     **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) backup = NULL;
  g_autoptr(GFile) discarded = NULL;

  g_return_val_if_fail (game_id != NULL, FALSE);

  file = ts_autosave_get_file (game_id);
  backup = ts_autosave_get_backup_file (game_id);
  discarded = discarded_file (game_id);
  if (!g_file_move (file, discarded, G_FILE_COPY_OVERWRITE | G_FILE_COPY_NOFOLLOW_SYMLINKS, NULL, NULL, NULL,
                    error))
    return FALSE;
  /* The generation before would be offered instead. */
  g_file_delete (backup, NULL, NULL);
  return TRUE;
}

gboolean
ts_autosave_restore_discarded (const char  *game_id,
                               GError     **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) discarded = NULL;

  g_return_val_if_fail (game_id != NULL, FALSE);

  file = ts_autosave_get_file (game_id);
  discarded = discarded_file (game_id);
  /* Never over a game started since. */
  return g_file_move (discarded, file, G_FILE_COPY_NOFOLLOW_SYMLINKS, NULL, NULL, NULL, error);
}

TsMatch *
ts_autosave_load (const char *game_id,
                  gboolean   *from_backup,
                  GError    **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) backup = NULL;
  g_autoptr(GError) local_error = NULL;
  TsMatch *match;

  g_return_val_if_fail (game_id != NULL, NULL);

  if (from_backup != NULL)
    *from_backup = FALSE;

  file = ts_autosave_get_file (game_id);
  backup = ts_autosave_get_backup_file (game_id);
  match = ts_save_from_file (file, NULL, &local_error);
  if (match != NULL)
    return match;

  match = ts_save_from_file (backup, NULL, NULL);
  if (match != NULL)
    {
      if (from_backup != NULL)
        *from_backup = TRUE;
      return match;
    }

  g_propagate_error (error, g_steal_pointer (&local_error));
  return NULL;
}
