/* ts-save-file-private.h — the atomic writer and the bounded reader, open
 * to the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not installed and not used outside src/core and tests/: the save tests
 * replace the system calls the writer makes, to fail them at every byte,
 * to kill the writer before or after any of them, or to run another save
 * in the middle of one.  The statistics and the index of finished games
 * are written and read with the same functions as saves.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The system calls the writer makes.  Each returns what its POSIX
 * namesake returns and sets errno on failure.  open_temp creates a new
 * file from a g_mkstemp_full() template. */
typedef struct
{
  int     (*open_temp) (char *tmpl, int flags, int mode, gpointer data);
  gssize  (*write)     (int fd, const void *buf, gsize count, gpointer data);
  int     (*fsync)     (int fd, gpointer data);
  int     (*link)      (const char *from, const char *to, gpointer data);
  int     (*rename)    (const char *from, const char *to, gpointer data);
  int     (*unlink)    (const char *path, gpointer data);
  gpointer data;
} TsFileOps;

/* The operating system's own calls. */
const TsFileOps *ts_file_ops_default (void);

/* The files of a save in progress are named TS_SAVE_TEMP_PREFIX + six
 * characters + a suffix, in the target's folder: ".lock" (held locked
 * while the save runs; holds the target's name), ".tmp" (the new content)
 * and ".old" (the previous content, until it becomes FILE~). */
#define TS_SAVE_TEMP_PREFIX ".tessella-save-"

/* Writes DATA to PATH atomically: to a temporary file in the same folder,
 * synced, then renamed over PATH (over the file PATH points to, when PATH
 * is a symbolic link).  The previous content of PATH becomes PATH~ by a
 * hard link (or a copy, on file systems without links), never by writing
 * in place.  On any failure PATH and PATH~ are as they were, no file of
 * this save is left, and ERROR (in G_IO_ERROR) says why in words.  First
 * finishes the saves of the folder that were killed (their lock is free):
 * one killed after its new content was in place gets its FILE~. */
gboolean ts_save_write_atomic (const char       *path,
                               const void       *data,
                               gsize             length,
                               const TsFileOps  *ops,
                               GError          **error);

/* Whether a system call failed in reading or in writing: some reasons
 * read differently ("You may not write in this folder.", "You may not
 * read this file."). */
typedef enum
{
  TS_FILE_READING,
  TS_FILE_WRITING,
} TsFileAccess;

/* Sets ERROR (in G_IO_ERROR) for the system error ERRSV, with the reason
 * in words.  Shared by the writer and the reader (ts-file-read.c). */
void     ts_file_set_errno_error (GError       **error,
                                  int            errsv,
                                  TsFileAccess   access);

/* What a file read from disk is meant to be, for the words of its
 * errors. */
typedef enum
{
  TS_FILE_SAVE,
  TS_FILE_STATISTICS,
  TS_FILE_ARCHIVE_INDEX,
} TsFileKind;

/* Reads the whole of PATH, a regular file of at most MAX_BYTES, and adds
 * a NUL after its LENGTH bytes.  Anything else is refused at once,
 * without blocking (a named pipe is opened with O_NONBLOCK and never
 * read): G_IO_ERROR_IS_DIRECTORY, G_IO_ERROR_NOT_REGULAR_FILE (a named
 * pipe, a device, a socket), TS_SAVE_ERROR_TOO_LARGE (checked before the
 * read and during it, as the file may grow), or G_IO_ERROR and the
 * system's reason in words.  The messages name KIND. */
char    *ts_file_read_bounded (const char  *path,
                               TsFileKind   kind,
                               gsize        max_bytes,
                               gsize       *length,
                               GError     **error);

/* TRUE when ERROR, from ts_file_read_bounded (), says that what is at the
 * path cannot be the file it should be (a folder, a named pipe, a device,
 * a loop of links, too large): it should be set aside.  FALSE for a file
 * that could not be read (a permission, the disk). */
gboolean ts_file_error_is_damage (const GError *error);

/* Renames PATH, damaged, to PATH.damaged, whatever it is (a file, a
 * folder, a named pipe), so that a new one can be written and the old one
 * is kept for whoever wants to look.  Returns the new name, or NULL with
 * ERROR. */
char    *ts_file_set_aside    (const char  *path,
                               GError     **error);

G_END_DECLS
