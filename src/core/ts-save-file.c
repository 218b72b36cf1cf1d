/* ts-save-file.c — save files on disk, written atomically
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
 * A save's files share a stem, DIR/.tessella-save-XXXXXX:
 *
 *   STEM.lock  made first and removed last; locked (flock) while the save
 *              runs, and holding the target's name
 *   STEM.tmp   the new content, renamed over the target
 *   STEM.old   a second name of the previous content, made before that
 *              rename and renamed to FILE~ after it
 *
 * So STEM.tmp exists until the new content is in place, and STEM.old
 * without STEM.tmp is the generation before the new one.  Every save first
 * finishes the saves of its folder that were killed, and only those: the
 * ones whose lock it can take.  A killed save with its STEM.tmp is
 * forgotten (the target is as it was); one killed between its two renames
 * gets its STEM.old renamed to FILE~, where the save would have put it.
 * Saves running at the same time in one folder never touch each other's
 * files.  Reading is ts-file-read.c's job.
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

#define LOCK_SUFFIX     ".lock"
#define TEMP_SUFFIX     ".tmp"
#define OLD_SUFFIX      ".old"
/* The longest file name (NAME_MAX on Linux). */
#define MAX_NAME_BYTES  255
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

static int
default_unlink (const char *path,
                gpointer    data)
{
  return g_unlink (path);
}

static const TsFileOps default_ops = {
  default_open_temp,
  default_write,
  default_fsync,
  default_link,
  default_rename,
  default_unlink,
  NULL,
};

const TsFileOps *
ts_file_ops_default (void)
{
  return &default_ops;
}

/* Errors in words */

void
ts_file_set_errno_error (GError       **error,
                         int            errsv,
                         TsFileAccess   access)
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
      message = access == TS_FILE_WRITING ? _("You may not write in this folder.")
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
      message = access == TS_FILE_WRITING ? _("The folder does not exist.")
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

  ts_file_set_errno_error (error, ELOOP, TS_FILE_WRITING);
  return NULL;
}

static gboolean
is_present (const char *path)
{
  struct stat st;

  /* Anything but a certain absence counts as there. */
  return g_lstat (path, &st) == 0 || errno != ENOENT;
}

/* FD is the file now at PATH (not one that was renamed or deleted since
 * it was opened). */
static gboolean
is_at (int         fd,
       const char *path)
{
  struct stat by_fd, by_name;

  return fstat (fd, &by_fd) == 0 && g_lstat (path, &by_name) == 0 &&
         by_fd.st_dev == by_name.st_dev && by_fd.st_ino == by_name.st_ino;
}

/* Saves killed before they ended */

/* The target's name in a lock file, or NULL if it holds none (it was
 * killed before writing it). */
static char *
read_target_name (int fd)
{
  char buffer[MAX_NAME_BYTES + 1];
  gssize n;

  do
    n = pread (fd, buffer, sizeof buffer, 0);
  while (n < 0 && errno == EINTR);
  if (n <= 0 || n > MAX_NAME_BYTES || memchr (buffer, '/', n) != NULL || memchr (buffer, '\0', n) != NULL)
    return NULL;
  buffer[n] = '\0';
  if (strcmp (buffer, ".") == 0 || strcmp (buffer, "..") == 0)
    return NULL;
  return g_strdup (buffer);
}

/* Finishes the save of STEM, which was killed: we hold its lock, LOCK_FD,
 * so it runs no more. */
static void
finish_killed_save (const char      *dir,
                    const char      *stem,
                    int              lock_fd,
                    const TsFileOps *ops)
{
  g_autofree char *lock = g_strconcat (stem, LOCK_SUFFIX, NULL);
  g_autofree char *temp = g_strconcat (stem, TEMP_SUFFIX, NULL);
  g_autofree char *old = g_strconcat (stem, OLD_SUFFIX, NULL);

  if (is_present (temp))
    {
      /* Killed before its new content was in place: the target is as it
       * was, and nothing of this save counts. */
      ops->unlink (old, ops->data);
      ops->unlink (temp, ops->data);
    }
  else if (is_present (old))
    {
      /* Killed between its renames: the new content is in place and
       * STEM.old is the generation before it, which becomes FILE~. */
      g_autofree char *name = read_target_name (lock_fd);
      g_autofree char *backup = NULL;

      /* A lock file without the name (a crash of the whole system can
       * leave that): the generation is kept where it is. */
      if (name == NULL)
        {
          g_debug ("Kept %s: the save it belongs to is unknown", old);
          ops->unlink (lock, ops->data);
          return;
        }
      backup = g_strconcat (dir, G_DIR_SEPARATOR_S, name, "~", NULL);
      if (ops->rename (old, backup, ops->data) != 0)
        g_debug ("Could not keep the previous save as %s: %s", backup, g_strerror (errno));
      /* rename() of two names of one file does nothing. */
      ops->unlink (old, ops->data);
    }
  ops->unlink (lock, ops->data);
}

/* Before this writer, a save had no lock file: its STEM.tmp was locked,
 * and a STEM.old with it was not yet the previous generation. */
static void
remove_older_writers_temp (const char      *stem,
                           const TsFileOps *ops)
{
  g_autofree char *lock = g_strconcat (stem, LOCK_SUFFIX, NULL);
  g_autofree char *temp = g_strconcat (stem, TEMP_SUFFIX, NULL);
  g_autofree char *old = g_strconcat (stem, OLD_SUFFIX, NULL);
  int fd;

  fd = open (temp, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0)
    return;
  /* A STEM.tmp of this writer always has its STEM.lock; once STEM.lock is
   * gone, that STEM.tmp has been renamed or deleted: the order of the
   * checks matters. */
  if (flock (fd, LOCK_EX | LOCK_NB) == 0 && !is_present (lock) && is_at (fd, temp))
    {
      ops->unlink (old, ops->data);
      ops->unlink (temp, ops->data);
    }
  close (fd);
}

/* Finishes every save of DIR whose lock can be taken: it belongs to no
 * running save.  A STEM.old alone is left: only an older writer left
 * that, and which file it belongs to is unknown. */
static void
finish_killed_saves (const char      *dir,
                     const TsFileOps *ops)
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
      g_autofree char *stem = NULL;

      if (g_str_has_suffix (path, LOCK_SUFFIX))
        {
          /* Read and write: NFS emulates flock () with write locks. */
          int fd = open (path, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
          struct stat st;

          if (fd < 0)
            continue;
          stem = g_strndup (path, strlen (path) - strlen (LOCK_SUFFIX));
          /* The lock must be on the file still at that name: a save may
           * have ended and another begun with the same stem since. */
          if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode) &&
              flock (fd, LOCK_EX | LOCK_NB) == 0 && is_at (fd, path))
            finish_killed_save (dir, stem, fd, ops);
          close (fd);
        }
      else if (g_str_has_suffix (path, TEMP_SUFFIX))
        {
          stem = g_strndup (path, strlen (path) - strlen (TEMP_SUFFIX));
          remove_older_writers_temp (stem, ops);
        }
    }
}

/* Writing */

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
          ts_file_set_errno_error (error, n < 0 ? errno : EIO, TS_FILE_WRITING);
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
      ts_file_set_errno_error (error, errno, TS_FILE_WRITING);
      return FALSE;
    }
  return TRUE;
}

/* Locks FD, just made as PATH.  FALSE when another save's clean-up took it
 * for a leftover in between: that one holds the lock, or has deleted the
 * file. */
static gboolean
take_lock (int         fd,
           const char *path)
{
  if (flock (fd, LOCK_EX | LOCK_NB) == 0)
    return is_at (fd, path);
  /* EWOULDBLOCK: a clean-up holds it.  Anything else: a file system
   * without locks, where nothing can take the file for a leftover
   * either. */
  return errno != EWOULDBLOCK;
}

/* Starts a save of NAME in DIR: makes STEM.lock, locked and holding NAME,
 * then STEM.tmp.  Returns STEM.tmp's descriptor, STEM and the lock's
 * descriptor. */
static int
start_save (const char       *dir,
            const char       *name,
            const TsFileOps  *ops,
            char            **stem_out,
            int              *lock_fd_out,
            GError          **error)
{
  for (guint attempt = 0; attempt < CREATE_ATTEMPTS; attempt++)
    {
      g_autofree char *lock = g_build_filename (dir, TS_SAVE_TEMP_PREFIX "XXXXXX" LOCK_SUFFIX, NULL);
      g_autofree char *stem = NULL;
      g_autofree char *temp = NULL;
      g_autofree char *old = NULL;
      int lock_fd, fd, errsv;

      lock_fd = ops->open_temp (lock, O_WRONLY | O_CLOEXEC, 0600, ops->data);
      if (lock_fd < 0)
        {
          ts_file_set_errno_error (error, errno, TS_FILE_WRITING);
          return -1;
        }
      if (!take_lock (lock_fd, lock))
        {
          close (lock_fd);
          continue;
        }

      stem = g_strndup (lock, strlen (lock) - strlen (LOCK_SUFFIX));
      temp = g_strconcat (stem, TEMP_SUFFIX, NULL);
      old = g_strconcat (stem, OLD_SUFFIX, NULL);
      /* An older writer's STEM.old: leave it, take another stem. */
      if (is_present (old))
        {
          ops->unlink (lock, ops->data);
          close (lock_fd);
          continue;
        }
      if (!write_all (lock_fd, name, strlen (name), ops, error))
        {
          ops->unlink (lock, ops->data);
          close (lock_fd);
          return -1;
        }

      fd = open (temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, 0666);
      if (fd < 0)
        {
          errsv = errno;
          ops->unlink (lock, ops->data);
          close (lock_fd);
          /* An older writer's STEM.tmp. */
          if (errsv == EEXIST)
            continue;
          ts_file_set_errno_error (error, errsv, TS_FILE_WRITING);
          return -1;
        }
      /* Only for the clean-up of older writers, which took an unlocked
       * STEM.tmp for a leftover. */
      (void) flock (fd, LOCK_EX | LOCK_NB);

      *stem_out = g_steal_pointer (&stem);
      *lock_fd_out = lock_fd;
      return fd;
    }

  ts_file_set_errno_error (error, EEXIST, TS_FILE_WRITING);
  return -1;
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
      ts_file_set_errno_error (error, errno, TS_FILE_READING);
      return FALSE;
    }
  out = open (old, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, mode);
  if (out < 0)
    {
      ts_file_set_errno_error (error, errno, TS_FILE_WRITING);
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
          ts_file_set_errno_error (error, errno, TS_FILE_READING);
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
    ops->unlink (old, ops->data);
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

  ts_file_set_errno_error (error, errsv, TS_FILE_WRITING);
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
  g_autofree char *name = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *stem = NULL;
  g_autofree char *lock = NULL;
  g_autofree char *temp = NULL;
  g_autofree char *old = NULL;
  struct stat st;
  gboolean exists = FALSE;
  int fd, lock_fd = -1;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (ops != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  target = resolve_target (path, error);
  if (target == NULL)
    return FALSE;
  dir = g_path_get_dirname (target);
  name = g_path_get_basename (target);
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
      ts_file_set_errno_error (error, errno, TS_FILE_WRITING);
      return FALSE;
    }

  if (exists)
    {
      struct stat backup_st;

      if (g_lstat (backup, &backup_st) == 0 && S_ISDIR (backup_st.st_mode))
        {
          g_autofree char *backup_name = g_path_get_basename (backup);
          g_autofree char *display = g_filename_display_name (backup_name);

          /* Translators: %s is a file name ending in ~ */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                       /* Translators: an error when a saved game file
                          cannot be opened or read */
                       _("The previous save cannot be kept as “%s”: there is a folder with that name."),
                       display);
          return FALSE;
        }
    }

  finish_killed_saves (dir, ops);

  fd = start_save (dir, name, ops, &stem, &lock_fd, error);
  if (fd < 0)
    return FALSE;
  lock = g_strconcat (stem, LOCK_SUFFIX, NULL);
  temp = g_strconcat (stem, TEMP_SUFFIX, NULL);
  if (exists)
    /* The new generation keeps the old one's permissions. */
    (void) fchmod (fd, st.st_mode & 07777);

  if (!write_all (fd, data, length, ops, error) || !sync_file (fd, ops, error))
    goto failed;

  if (exists)
    {
      old = g_strconcat (stem, OLD_SUFFIX, NULL);
      if (!keep_previous (target, old, st.st_mode & 07777, ops, error))
        goto failed;
    }

  if (ops->rename (temp, target, ops->data) != 0)
    {
      ts_file_set_errno_error (error, errno, TS_FILE_WRITING);
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
      ops->unlink (old, ops->data);
    }
  /* Last, as it says whether the others are a running save's. */
  ops->unlink (lock, ops->data);

  sync_folder (dir);
  close (fd);
  close (lock_fd);
  return TRUE;

failed:
  if (old != NULL)
    ops->unlink (old, ops->data);
  if (temp != NULL)
    ops->unlink (temp, ops->data);
  ops->unlink (lock, ops->data);
  close (fd);
  close (lock_fd);
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
