/* ts-save-file.c — save files on disk: written atomically, read safely
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A save is written to a temporary file in the target's folder, synced,
 * and renamed over the target; the previous content becomes FILE~ through
 * a hard link.  Nothing is ever written in place, so a full disk, a
 * permission error or a kill at any instant leaves the previous save (and
 * its FILE~) as it was.  GLib's g_file_replace_contents() is not used: it
 * writes new files in place, rewrites symlinked and hard-linked files in
 * place, and renames a half-written temporary over the target when a write
 * fails.
 *
 * A temporary file is locked (flock) while its save runs.  Every save
 * first deletes the unlocked temporaries of its folder, which can only be
 * left over from a save that was killed.
 */
/* flock(), O_CLOEXEC, O_NOFOLLOW, lstat() */
#define _GNU_SOURCE

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ts-save.h"
#include "ts-save-file-private.h"

#define TEMP_SUFFIX     ".tmp"
#define OLD_SUFFIX      ".old"
#define MAX_SYMLINKS    40
#define CREATE_ATTEMPTS 8
#define COPY_CHUNK      65536

/* System calls */

static int
default_open_temp (char    *tmpl,
                   int      flags,
                   int      mode,
                   gpointer data)
{
  return g_mkstemp_full (tmpl, flags, mode);
}

static gssize
default_write (int         fd,
               const void *buf,
               gsize       count,
               gpointer    data)
{
  return write (fd, buf, count);
}

static int
default_fsync (int      fd,
               gpointer data)
{
  return fsync (fd);
}

static int
default_link (const char *from,
              const char *to,
              gpointer    data)
{
  return link (from, to);
}

static int
default_rename (const char *from,
                const char *to,
                gpointer    data)
{
  return rename (from, to);
}

static const TsFileOps default_ops = {
  default_open_temp,
  default_write,
  default_fsync,
  default_link,
  default_rename,
  NULL,
};

const TsFileOps *
ts_file_ops_default (void)
{
  return &default_ops;
}

/* Errors in words */

typedef enum
{
  READING,
  WRITING,
} Access;

static void
set_errno_error (GError **error,
                 int      errsv,
                 Access   access)
{
  const char *message;

  switch (errsv)
    {
    case ENOSPC:
#ifdef EDQUOT
    case EDQUOT:
#endif
      /* Translators: a reason why a saved game file cannot be read or
         written; shown after the file name */
      message = _("The disk is full.");
      break;
    case EACCES:
    case EPERM:
      /* Translators: a reason why a saved game file cannot be read or
         written; shown after the file name */
      message = access == WRITING ? _("You may not write in this folder.")
                                  /* Translators: a reason why a saved game
                                     file cannot be read or written; shown
                                     after the file name */
                                  : _("You may not read this file.");
      break;
    case EROFS:
      /* Translators: a reason why a saved game file cannot be read or
         written; shown after the file name */
      message = _("The disk is read-only.");
      break;
    case ENOENT:
      /* Translators: a reason why a saved game file cannot be read or
         written; shown after the file name */
      message = access == WRITING ? _("The folder does not exist.")
                                  /* Translators: a reason why a saved game
                                     file cannot be read or written; shown
                                     after the file name */
                                  : _("The file does not exist.");
      break;
    case ENOTDIR:
      /* Translators: a reason why a saved game file cannot be read or
         written; shown after the file name */
      message = _("A part of the file’s path is not a folder.");
      break;
    case ENAMETOOLONG:
      /* Translators: a reason why a saved game file cannot be read or
         written; shown after the file name */
      message = _("The file name is too long.");
      break;
    case ELOOP:
      /* Translators: a reason why a saved game file cannot be read or
         written; shown after the file name */
      message = _("The file name leads to a loop of symbolic links.");
      break;
    case EIO:
      /* Translators: a reason why a saved game file cannot be read or
         written; shown after the file name */
      message = _("The disk reported an error.");
      break;
    case ENXIO:
      /* Translators: an error when a saved game file cannot be opened or
         read */
      message = _("This is not a regular file, so it cannot be a Tessella save.");
      break;
    default:
      message = g_strerror (errsv);
    }

  g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (errsv), message);
}

/* Paths */

static char *
swap_suffix (const char *path,
             const char *to)
{
  gsize stem = strlen (path) - strlen (TEMP_SUFFIX);

  return g_strdup_printf ("%.*s%s", (int) stem, path, to);
}

/* The file PATH names, following symbolic links (a save that is a link
 * replaces the file it points to, and keeps it a link).  A path that does
 * not exist (yet) is its own target. */
static char *
resolve_target (const char  *path,
                GError     **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint i = 0; i < MAX_SYMLINKS; i++)
    {
      g_autofree char *link = NULL;
      struct stat st;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);

      link = g_file_read_link (current, NULL);
      if (link == NULL)
        return g_steal_pointer (&current);
      if (!g_path_is_absolute (link))
        {
          g_autofree char *dir = g_path_get_dirname (current);

          g_free (current);
          current = g_build_filename (dir, link, NULL);
        }
      else
        {
          g_free (current);
          current = g_steal_pointer (&link);
        }
    }

  set_errno_error (error, ELOOP, WRITING);
  return NULL;
}

/* Leftovers of killed saves */

/* A temporary whose lock can be taken belongs to no running save. */
static void
remove_stale_temps (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (listing == NULL)
    return;
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, TS_SAVE_TEMP_PREFIX))
      g_ptr_array_add (names, g_build_filename (dir, name, NULL));

  for (guint i = 0; i < names->len; i++)
    {
      const char *path = names->pdata[i];

      if (g_str_has_suffix (path, TEMP_SUFFIX))
        {
          int fd = open (path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);

          if (fd < 0)
            continue;
          if (flock (fd, LOCK_EX | LOCK_NB) == 0)
            {
              g_autofree char *old = swap_suffix (path, OLD_SUFFIX);

              g_unlink (path);
              g_unlink (old);
            }
          close (fd);
        }
      else if (g_str_has_suffix (path, OLD_SUFFIX))
        {
          /* An .old exists only while its .tmp does. */
          gsize stem = strlen (path) - strlen (OLD_SUFFIX);
          g_autofree char *temp = g_strdup_printf ("%.*s%s", (int) stem, path, TEMP_SUFFIX);
          struct stat st;

          if (g_lstat (temp, &st) != 0 && errno == ENOENT)
            g_unlink (path);
        }
    }
}

/* Writing */

/* Creates and locks a new temporary file in DIR.  Between the creation
 * and the lock, another save's clean-up may take it for a leftover and
 * delete it: then try a new one. */
static int
create_temp (const char       *dir,
             const TsFileOps  *ops,
             char            **temp,
             GError          **error)
{
  for (guint attempt = 0; attempt < CREATE_ATTEMPTS; attempt++)
    {
      g_autofree char *tmpl = g_build_filename (dir, TS_SAVE_TEMP_PREFIX "XXXXXX" TEMP_SUFFIX, NULL);
      struct stat by_fd, by_name;
      int fd;

      fd = ops->open_temp (tmpl, O_WRONLY | O_CLOEXEC, 0666, ops->data);
      if (fd < 0)
        {
          set_errno_error (error, errno, WRITING);
          return -1;
        }

      if (flock (fd, LOCK_EX | LOCK_NB) != 0 && errno != EWOULDBLOCK)
        {
          /* A file system without locks: nothing can take it for a
           * leftover either. */
          *temp = g_steal_pointer (&tmpl);
          return fd;
        }
      if (fstat (fd, &by_fd) == 0 && g_lstat (tmpl, &by_name) == 0 &&
          by_fd.st_dev == by_name.st_dev && by_fd.st_ino == by_name.st_ino)
        {
          *temp = g_steal_pointer (&tmpl);
          return fd;
        }
      close (fd);
    }

  set_errno_error (error, EEXIST, WRITING);
  return -1;
}

static gboolean
write_all (int               fd,
           const char       *data,
           gsize             length,
           const TsFileOps  *ops,
           GError          **error)
{
  while (length > 0)
    {
      gssize n = ops->write (fd, data, length, ops->data);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          set_errno_error (error, n < 0 ? errno : EIO, WRITING);
          return FALSE;
        }
      data += n;
      length -= n;
    }
  return TRUE;
}

static gboolean
sync_file (int               fd,
           const TsFileOps  *ops,
           GError          **error)
{
  if (ops->fsync (fd, ops->data) != 0)
    {
      set_errno_error (error, errno, WRITING);
      return FALSE;
    }
  return TRUE;
}

/* For file systems without hard links: OLD becomes a synced copy of
 * TARGET. */
static gboolean
copy_to (const char       *target,
         const char       *old,
         mode_t            mode,
         const TsFileOps  *ops,
         GError          **error)
{
  g_autofree char *buffer = g_malloc (COPY_CHUNK);
  gboolean ok = TRUE;
  int in, out;

  in = open (target, O_RDONLY | O_CLOEXEC | O_NOCTTY);
  if (in < 0)
    {
      set_errno_error (error, errno, READING);
      return FALSE;
    }
  out = open (old, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, mode);
  if (out < 0)
    {
      set_errno_error (error, errno, WRITING);
      close (in);
      return FALSE;
    }

  for (;;)
    {
      gssize n = read (in, buffer, COPY_CHUNK);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, errno, READING);
          ok = FALSE;
          break;
        }
      if (n == 0)
        {
          ok = sync_file (out, ops, error);
          break;
        }
      if (!write_all (out, buffer, n, ops, error))
        {
          ok = FALSE;
          break;
        }
    }

  close (in);
  close (out);
  if (!ok)
    g_unlink (old);
  return ok;
}

/* OLD becomes a second name of TARGET's current content, to be renamed to
 * TARGET~ once the new content is in place. */
static gboolean
keep_previous (const char       *target,
               const char       *old,
               mode_t            mode,
               const TsFileOps  *ops,
               GError          **error)
{
  int errsv;

  if (ops->link (target, old, ops->data) == 0)
    return TRUE;

  errsv = errno;
  if (errsv == EPERM || errsv == ENOTSUP || errsv == EOPNOTSUPP || errsv == ENOSYS ||
      errsv == EMLINK || errsv == EXDEV)
    return copy_to (target, old, mode, ops, error);

  set_errno_error (error, errsv, WRITING);
  return FALSE;
}

/* Makes the renames durable; not every file system can sync a folder,
 * and the save is complete without it. */
static void
sync_folder (const char *dir)
{
  int fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

gboolean
ts_save_write_atomic (const char       *path,
                      const void       *data,
                      gsize             length,
                      const TsFileOps  *ops,
                      GError          **error)
{
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *temp = NULL;
  g_autofree char *old = NULL;
  struct stat st;
  gboolean exists = FALSE;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (ops != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  target = resolve_target (path, error);
  if (target == NULL)
    return FALSE;
  dir = g_path_get_dirname (target);
  backup = g_strconcat (target, "~", NULL);

  if (g_lstat (target, &st) == 0)
    {
      if (S_ISDIR (st.st_mode))
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                               /* Translators: a reason why a saved game
                                  file cannot be read or written; shown
                                  after the file name */
                               _("There is a folder with this name."));
          return FALSE;
        }
      if (!S_ISREG (st.st_mode))
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                               /* Translators: a reason why a saved game
                                  file cannot be read or written; shown
                                  after the file name */
                               _("This name belongs to something that is not a regular file."));
          return FALSE;
        }
      exists = TRUE;
    }
  else if (errno != ENOENT)
    {
      set_errno_error (error, errno, WRITING);
      return FALSE;
    }

  if (exists)
    {
      struct stat backup_st;

      if (g_lstat (backup, &backup_st) == 0 && S_ISDIR (backup_st.st_mode))
        {
          g_autofree char *name = g_path_get_basename (backup);
          g_autofree char *display = g_filename_display_name (name);

          /* Translators: %s is a file name ending in ~ */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                       /* Translators: an error when a saved game file
                          cannot be opened or read */
                       _("The previous save cannot be kept as “%s”: there is a folder with that name."),
                       display);
          return FALSE;
        }
    }

  remove_stale_temps (dir);

  fd = create_temp (dir, ops, &temp, error);
  if (fd < 0)
    return FALSE;
  if (exists)
    /* The new generation keeps the old one's permissions. */
    (void) fchmod (fd, st.st_mode & 07777);

  if (!write_all (fd, data, length, ops, error) || !sync_file (fd, ops, error))
    goto failed;

  if (exists)
    {
      old = swap_suffix (temp, OLD_SUFFIX);
      if (!keep_previous (target, old, st.st_mode & 07777, ops, error))
        goto failed;
    }

  if (ops->rename (temp, target, ops->data) != 0)
    {
      set_errno_error (error, errno, WRITING);
      goto failed;
    }
  g_clear_pointer (&temp, g_free);

  if (old != NULL)
    {
      /* The save is complete: a backup that cannot be renamed into place
       * (some sandboxed folders allow no other names) is only missed. */
      if (ops->rename (old, backup, ops->data) != 0)
        g_debug ("Could not keep the previous save as %s: %s", backup, g_strerror (errno));
      /* rename() of two names of one file does nothing. */
      g_unlink (old);
    }

  sync_folder (dir);
  close (fd);
  return TRUE;

failed:
  if (temp != NULL)
    g_unlink (temp);
  if (old != NULL)
    g_unlink (old);
  close (fd);
  return FALSE;
}

gboolean
ts_save_to_file (TsMatch       *match,
                 GFile         *file,
                 GCancellable  *cancellable,
                 GError       **error)
{
  g_autoptr(TsSaveSnapshot) snapshot = NULL;

  g_return_val_if_fail (TS_IS_MATCH (match), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  snapshot = ts_save_snapshot_new (match);
  return ts_save_snapshot_to_file (snapshot, file, cancellable, error);
}

static void
write_snapshot_thread (GTask        *task,
                       gpointer      source_object,
                       gpointer      task_data,
                       GCancellable *cancellable)
{
  GError *error = NULL;

  if (ts_save_snapshot_to_file (task_data, G_FILE (source_object), cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
ts_save_snapshot_to_file_async (TsSaveSnapshot      *snapshot,
                                GFile               *file,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (snapshot != NULL);
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (file, cancellable, callback, user_data);
  g_task_set_source_tag (task, ts_save_snapshot_to_file_async);
  g_task_set_name (task, "[tessella] write a save");
  g_task_set_task_data (task, snapshot, (GDestroyNotify) ts_save_snapshot_free);
  g_task_run_in_thread (task, write_snapshot_thread);
}

gboolean
ts_save_snapshot_to_file_finish (GAsyncResult  *result,
                                 GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
ts_save_snapshot_to_file (TsSaveSnapshot  *snapshot,
                          GFile           *file,
                          GCancellable    *cancellable,
                          GError         **error)
{
  g_autofree char *path = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (snapshot != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  data = ts_save_snapshot_to_data (snapshot, &length);
  path = g_file_get_path (file);
  if (path != NULL)
    return ts_save_write_atomic (path, data, length, ts_file_ops_default (), error);

  /* A location without a local path (a network share that GVfs does not
   * mount through FUSE): GIO's replace is the best it offers. */
  return g_file_replace_contents (file, data, length, NULL, TRUE,
                                  G_FILE_CREATE_NONE, NULL, cancellable, error);
}

/* Reading */

static void
set_too_large_error (GError **error)
{
  g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_TOO_LARGE,
               /* Translators: an error when a saved game file cannot be
                  opened or read */
               _("The file is too large to be a Tessella save (more than %u MB)"),
               (guint) (TS_SAVE_MAX_BYTES / (1024 * 1024)));
}

static gboolean
check_file_type (mode_t    mode,
                 GError  **error)
{
  if (S_ISREG (mode))
    return TRUE;
  if (S_ISDIR (mode))
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                         /* Translators: an error when a saved game file
                            cannot be opened or read */
                         _("This is a folder, not a Tessella save"));
  else if (S_ISFIFO (mode))
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                         /* Translators: an error when a saved game file
                            cannot be opened or read */
                         _("This is a named pipe, not a Tessella save"));
  else if (S_ISCHR (mode) || S_ISBLK (mode))
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                         /* Translators: an error when a saved game file
                            cannot be opened or read */
                         _("This is a device, not a Tessella save"));
  else
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                         _("This is not a regular file, so it cannot be a Tessella save."));
  return FALSE;
}

char *
ts_save_read_regular (const char  *path,
                      gsize        max_bytes,
                      gsize       *length,
                      GError     **error)
{
  g_autoptr(GByteArray) bytes = NULL;
  struct stat st;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (length != NULL, NULL);

  /* O_NONBLOCK: opening a named pipe must not wait for a writer. */
  fd = open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0)
    {
      set_errno_error (error, errno, READING);
      return NULL;
    }
  if (fstat (fd, &st) != 0)
    {
      set_errno_error (error, errno, READING);
      close (fd);
      return NULL;
    }
  if (!check_file_type (st.st_mode, error))
    {
      close (fd);
      return NULL;
    }
  if ((guint64) st.st_size > max_bytes)
    {
      set_too_large_error (error);
      close (fd);
      return NULL;
    }

  /* The file can grow while it is read: the limit holds for the read too. */
  bytes = g_byte_array_sized_new (st.st_size + 1);
  for (;;)
    {
      gsize old_len = bytes->len;
      gssize n;

      g_byte_array_set_size (bytes, old_len + COPY_CHUNK);
      n = read (fd, bytes->data + old_len, COPY_CHUNK);
      if (n < 0 && errno == EINTR)
        {
          g_byte_array_set_size (bytes, old_len);
          continue;
        }
      if (n < 0)
        {
          set_errno_error (error, errno, READING);
          close (fd);
          return NULL;
        }
      g_byte_array_set_size (bytes, old_len + n);
      if (bytes->len > max_bytes)
        {
          set_too_large_error (error);
          close (fd);
          return NULL;
        }
      if (n == 0)
        break;
    }
  close (fd);

  *length = bytes->len;
  g_byte_array_append (bytes, (const guint8 *) "", 1);
  return (char *) g_byte_array_free (g_steal_pointer (&bytes), FALSE);
}

/* A location without a local path, through GIO: only regular files, and
 * never more than the limit. */
static char *
read_through_gio (GFile         *file,
                  GCancellable  *cancellable,
                  gsize         *length,
                  GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GByteArray) bytes = NULL;

  info = g_file_query_info (file,
                            G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NONE, cancellable, error);
  if (info == NULL)
    return NULL;
  switch (g_file_info_get_file_type (info))
    {
    case G_FILE_TYPE_REGULAR:
      break;
    case G_FILE_TYPE_DIRECTORY:
      check_file_type (S_IFDIR, error);
      return NULL;
    default:
      check_file_type (S_IFSOCK, error);
      return NULL;
    }
  if (g_file_info_get_size (info) > TS_SAVE_MAX_BYTES)
    {
      set_too_large_error (error);
      return NULL;
    }

  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return NULL;

  bytes = g_byte_array_new ();
  for (;;)
    {
      gsize old_len = bytes->len;
      gsize n_read;

      g_byte_array_set_size (bytes, old_len + COPY_CHUNK);
      if (!g_input_stream_read_all (G_INPUT_STREAM (stream), bytes->data + old_len,
                                    COPY_CHUNK, &n_read, cancellable, error))
        return NULL;
      g_byte_array_set_size (bytes, old_len + n_read);
      if (bytes->len > TS_SAVE_MAX_BYTES)
        {
          set_too_large_error (error);
          return NULL;
        }
      if (n_read < COPY_CHUNK)
        break;
    }

  *length = bytes->len;
  g_byte_array_append (bytes, (const guint8 *) "", 1);
  return (char *) g_byte_array_free (g_steal_pointer (&bytes), FALSE);
}

TsMatch *
ts_save_from_file (GFile         *file,
                   GCancellable  *cancellable,
                   GError       **error)
{
  g_autofree char *path = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  path = g_file_get_path (file);
  if (path != NULL)
    data = ts_save_read_regular (path, TS_SAVE_MAX_BYTES, &length, error);
  else
    data = read_through_gio (file, cancellable, &length, error);
  if (data == NULL)
    return NULL;

  return ts_save_from_data (data, length, error);
}
