/* ts-save-file-private.h — the atomic writer, open to the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not installed and not used outside src/core and tests/: the save tests
 * replace the system calls the writer makes, to fail them at every byte
 * or to slow them down so that a kill lands inside a save.
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
  gpointer data;
} TsFileOps;

/* The operating system's own calls. */
const TsFileOps *ts_file_ops_default (void);

/* The temporary files of a save in progress are named
 * TS_SAVE_TEMP_PREFIX + six characters + a suffix, in the target's folder. */
#define TS_SAVE_TEMP_PREFIX ".tessella-save-"

/* Writes DATA to PATH atomically: to a temporary file in the same folder,
 * synced, then renamed over PATH (over the file PATH points to, when PATH
 * is a symbolic link).  The previous content of PATH becomes PATH~ by a
 * hard link (or a copy, on file systems without links), never by writing
 * in place.  On any failure PATH and PATH~ are as they were, no temporary
 * file is left, and ERROR (in G_IO_ERROR) says why in words. */
gboolean ts_save_write_atomic (const char       *path,
                               const void       *data,
                               gsize             length,
                               const TsFileOps  *ops,
                               GError          **error);

/* Reads at most MAX_BYTES of a regular file; refuses anything else
 * (folders, named pipes, devices, sockets) at once, without blocking. */
char    *ts_save_read_regular (const char  *path,
                               gsize        max_bytes,
                               gsize       *length,
                               GError     **error);

G_END_DECLS
