/* ts-file-read.c — files read from disk: saves, the statistics, the index
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whatever is at a path may be anything: a folder, a named pipe with no
 * writer (a plain open() would wait for one forever), a device that never
 * ends, a file that grows while it is read.  Every file Tessella reads is
 * therefore read here, the same way: only a regular file, opened without
 * blocking, and only up to a bound checked before the read and during it.
 * Its errors say in words what was found and what the file was meant to
 * be, so that the statistics and the index of finished games can set a
 * damaged file aside (FILE.damaged) instead of writing over it.  Writing
 * is ts-save-file.c's job.
 */
/* O_CLOEXEC, S_IFSOCK */
#define _GNU_SOURCE

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ts-save.h"
#include "ts-save-file-private.h"

#define DAMAGED_SUFFIX  ".damaged"
#define READ_CHUNK      65536

/* Errors in words */

static void
set_too_large_error (TsFileKind   kind,
                     gsize        max_bytes,
                     GError     **error)
{
  guint megabytes = (guint) MAX (max_bytes / (1024 * 1024), 1);

  switch (kind)
    {
    case TS_FILE_STATISTICS:
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_TOO_LARGE,
                   /* Translators: the statistics file keeps how each
                      player is doing; %u is a number of megabytes */
                   _("The statistics file is too large (more than %u MB)"), megabytes);
      break;
    case TS_FILE_ARCHIVE_INDEX:
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_TOO_LARGE,
                   /* Translators: the index lists who played each finished
                      game kept for replay; %u is a number of megabytes */
                   _("The index of finished games is too large (more than %u MB)"), megabytes);
      break;
    case TS_FILE_SAVE:
    default:
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_TOO_LARGE,
                   /* Translators: an error when a saved game file cannot be
                      opened or read */
                   _("The file is too large to be a Tessella save (more than %u MB)"), megabytes);
      break;
    }
}

static void
set_folder_error (TsFileKind   kind,
                  GError     **error)
{
  const char *message;

  switch (kind)
    {
    case TS_FILE_STATISTICS:
      /* Translators: the statistics file keeps how each player is doing */
      message = _("The statistics file is a folder");
      break;
    case TS_FILE_ARCHIVE_INDEX:
      /* Translators: the index lists who played each finished game kept
         for replay */
      message = _("The index of finished games is a folder");
      break;
    case TS_FILE_SAVE:
    default:
      /* Translators: an error when a saved game file cannot be opened or
         read */
      message = _("This is a folder, not a Tessella save");
      break;
    }
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY, message);
}

static void
set_pipe_error (TsFileKind   kind,
                GError     **error)
{
  const char *message;

  switch (kind)
    {
    case TS_FILE_STATISTICS:
      /* Translators: the statistics file keeps how each player is doing */
      message = _("The statistics file is a named pipe");
      break;
    case TS_FILE_ARCHIVE_INDEX:
      /* Translators: the index lists who played each finished game kept
         for replay */
      message = _("The index of finished games is a named pipe");
      break;
    case TS_FILE_SAVE:
    default:
      /* Translators: an error when a saved game file cannot be opened or
         read */
      message = _("This is a named pipe, not a Tessella save");
      break;
    }
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, message);
}

static void
set_device_error (TsFileKind   kind,
                  GError     **error)
{
  const char *message;

  switch (kind)
    {
    case TS_FILE_STATISTICS:
      /* Translators: the statistics file keeps how each player is doing */
      message = _("The statistics file is a device");
      break;
    case TS_FILE_ARCHIVE_INDEX:
      /* Translators: the index lists who played each finished game kept
         for replay */
      message = _("The index of finished games is a device");
      break;
    case TS_FILE_SAVE:
    default:
      /* Translators: an error when a saved game file cannot be opened or
         read */
      message = _("This is a device, not a Tessella save");
      break;
    }
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, message);
}

static void
set_not_regular_error (TsFileKind   kind,
                       GError     **error)
{
  const char *message;

  switch (kind)
    {
    case TS_FILE_STATISTICS:
      /* Translators: the statistics file keeps how each player is doing */
      message = _("The statistics file is not a regular file");
      break;
    case TS_FILE_ARCHIVE_INDEX:
      /* Translators: the index lists who played each finished game kept
         for replay */
      message = _("The index of finished games is not a regular file");
      break;
    case TS_FILE_SAVE:
    default:
      /* Translators: an error when a saved game file cannot be opened or
         read */
      message = _("This is not a regular file, so it cannot be a Tessella save.");
      break;
    }
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, message);
}

static gboolean
check_file_type (mode_t       mode,
                 TsFileKind   kind,
                 GError     **error)
{
  if (S_ISREG (mode))
    return TRUE;
  if (S_ISDIR (mode))
    set_folder_error (kind, error);
  else if (S_ISFIFO (mode))
    set_pipe_error (kind, error);
  else if (S_ISCHR (mode) || S_ISBLK (mode))
    set_device_error (kind, error);
  else
    set_not_regular_error (kind, error);
  return FALSE;
}

/* Reading */

char *
ts_file_read_bounded (const char  *path,
                      TsFileKind   kind,
                      gsize        max_bytes,
                      gsize       *length,
                      GError     **error)
{
  g_autoptr(GByteArray) bytes = NULL;
  struct stat st;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (length != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* O_NONBLOCK: opening a named pipe must not wait for a writer. */
  fd = open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0)
    {
      /* A socket cannot be opened. */
      if (errno == ENXIO)
        check_file_type (S_IFSOCK, kind, error);
      else
        ts_file_set_errno_error (error, errno, TS_FILE_READING);
      return NULL;
    }
  if (fstat (fd, &st) != 0)
    {
      ts_file_set_errno_error (error, errno, TS_FILE_READING);
      close (fd);
      return NULL;
    }
  if (!check_file_type (st.st_mode, kind, error))
    {
      close (fd);
      return NULL;
    }
  if ((guint64) st.st_size > max_bytes)
    {
      set_too_large_error (kind, max_bytes, error);
      close (fd);
      return NULL;
    }

  /* The file can grow while it is read: the limit holds for the read too. */
  bytes = g_byte_array_sized_new (st.st_size + 1);
  for (;;)
    {
      gsize old_len = bytes->len;
      gssize n;

      g_byte_array_set_size (bytes, old_len + READ_CHUNK);
      n = read (fd, bytes->data + old_len, READ_CHUNK);
      if (n < 0 && errno == EINTR)
        {
          g_byte_array_set_size (bytes, old_len);
          continue;
        }
      if (n < 0)
        {
          ts_file_set_errno_error (error, errno, TS_FILE_READING);
          close (fd);
          return NULL;
        }
      g_byte_array_set_size (bytes, old_len + n);
      if (bytes->len > max_bytes)
        {
          set_too_large_error (kind, max_bytes, error);
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

gboolean
ts_file_error_is_damage (const GError *error)
{
  return g_error_matches (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY) ||
         g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE) ||
         g_error_matches (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS) ||
         g_error_matches (error, TS_SAVE_ERROR, TS_SAVE_ERROR_TOO_LARGE);
}

char *
ts_file_set_aside (const char  *path,
                   GError     **error)
{
  g_autofree char *aside = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  aside = g_strconcat (path, DAMAGED_SUFFIX, NULL);
  if (g_rename (path, aside) != 0)
    {
      ts_file_set_errno_error (error, errno, TS_FILE_WRITING);
      return NULL;
    }
  return g_steal_pointer (&aside);
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
      check_file_type (S_IFDIR, TS_FILE_SAVE, error);
      return NULL;
    default:
      check_file_type (S_IFSOCK, TS_FILE_SAVE, error);
      return NULL;
    }
  if (g_file_info_get_size (info) > TS_SAVE_MAX_BYTES)
    {
      set_too_large_error (TS_FILE_SAVE, TS_SAVE_MAX_BYTES, error);
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

      g_byte_array_set_size (bytes, old_len + READ_CHUNK);
      if (!g_input_stream_read_all (G_INPUT_STREAM (stream), bytes->data + old_len,
                                    READ_CHUNK, &n_read, cancellable, error))
        return NULL;
      g_byte_array_set_size (bytes, old_len + n_read);
      if (bytes->len > TS_SAVE_MAX_BYTES)
        {
          set_too_large_error (TS_FILE_SAVE, TS_SAVE_MAX_BYTES, error);
          return NULL;
        }
      if (n_read < READ_CHUNK)
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
    data = ts_file_read_bounded (path, TS_FILE_SAVE, TS_SAVE_MAX_BYTES, &length, error);
  else
    data = read_through_gio (file, cancellable, &length, error);
  if (data == NULL)
    return NULL;

  return ts_save_from_data (data, length, error);
}
