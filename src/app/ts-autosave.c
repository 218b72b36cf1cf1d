/* ts-autosave.c — the game in progress, kept across sessions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <glib/gi18n.h>

#include "ts-autosave.h"
#include "ts-save.h"

#define AUTOSAVE_NAME "autosave.tessella"

char *
ts_autosave_get_dir (void)
{
  const char *dir = g_getenv ("TESSELLA_DATA_DIR");

  if (dir != NULL && *dir != '\0')
    return g_strdup (dir);

  return g_build_filename (g_get_user_data_dir (), "tessella", NULL);
}

GFile *
ts_autosave_get_file (void)
{
  g_autofree char *dir = ts_autosave_get_dir ();
  g_autofree char *path = g_build_filename (dir, AUTOSAVE_NAME, NULL);

  return g_file_new_for_path (path);
}

GFile *
ts_autosave_get_backup_file (void)
{
  g_autofree char *dir = ts_autosave_get_dir ();
  g_autofree char *path = g_build_filename (dir, AUTOSAVE_NAME "~", NULL);

  return g_file_new_for_path (path);
}

/* Either generation: when the newest was lost, the one before can still
 * be resumed. */
gboolean
ts_autosave_exists (void)
{
  g_autoptr(GFile) file = ts_autosave_get_file ();
  g_autoptr(GFile) backup = ts_autosave_get_backup_file ();

  return g_file_query_exists (file, NULL) || g_file_query_exists (backup, NULL);
}

gboolean
ts_autosave_write (TsMatch  *match,
                   GError  **error)
{
  g_autofree char *dir = ts_autosave_get_dir ();
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (TS_IS_MATCH (match), FALSE);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_autofree char *display = g_filename_display_name (dir);

      /* Translators: %s is a folder, then the reason */
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("The folder %s cannot be made: %s"), display, g_strerror (saved_errno));
      return FALSE;
    }

  file = ts_autosave_get_file ();
  return ts_save_to_file (match, file, NULL, error);
}

void
ts_autosave_remove (void)
{
  g_autoptr(GFile) file = ts_autosave_get_file ();
  g_autoptr(GFile) backup = ts_autosave_get_backup_file ();

  /* Missing files are fine: there is nothing to resume either way. */
  g_file_delete (file, NULL, NULL);
  g_file_delete (backup, NULL, NULL);
}

TsMatch *
ts_autosave_load (gboolean  *from_backup,
                  GError   **error)
{
  g_autoptr(GFile) file = ts_autosave_get_file ();
  g_autoptr(GFile) backup = ts_autosave_get_backup_file ();
  g_autoptr(GError) local_error = NULL;
  TsMatch *match;

  if (from_backup != NULL)
    *from_backup = FALSE;

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
