/* ts-save.h — reading and writing *.tessella save files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ts-match.h"

G_BEGIN_DECLS

#define TS_SAVE_ERROR (ts_save_error_quark ())

typedef enum
{
  TS_SAVE_ERROR_NOT_A_SAVE,     /* not XML, or not a tessella-save */
  TS_SAVE_ERROR_TOO_LARGE,
  TS_SAVE_ERROR_FORMAT_VERSION, /* written by a newer Tessella */
  TS_SAVE_ERROR_UNKNOWN_GAME,
  TS_SAVE_ERROR_INVALID,        /* bad setup, position, move or snapshot */
} TsSaveError;

GQuark    ts_save_error_quark (void);

/* 2: options in <setup> instead of a variant attribute; 3: how many
 * suggested moves each player was shown (<player hints="N">).  Formats 1
 * and 2 load. */
#define TS_SAVE_FORMAT 3
#define TS_SAVE_MAX_BYTES (4 * 1024 * 1024)
#define TS_SAVE_MIME_TYPE "application/x-tessella-save+xml"
/* A save is read from untrusted places (downloads, bug reports), so every
 * value is bounded before it is used; the writer keeps within the same
 * bounds. */
#define TS_SAVE_MAX_NAME_CHARS 100
#define TS_SAVE_MAX_MOVE_BYTES 256

/* Serialise a match: setup (or start position), the moves played, and a
 * snapshot of the current state. */
char     *ts_save_to_data    (TsMatch     *match,
                              gsize       *length);
/* Parse, validate everything, replay every move and compare with the
 * snapshot.  Never returns a half-loaded match. */
TsMatch  *ts_save_from_data  (const char  *data,
                              gsize        length,
                              GError     **error);

/* A match frozen for saving: copies of its setup, start, moves and
 * position, taken on the match's thread in time linear in the moves (a
 * memcpy each), then written in any thread while the match goes on. */
typedef struct _TsSaveSnapshot TsSaveSnapshot;

TsSaveSnapshot *ts_save_snapshot_new          (TsMatch        *match);
void            ts_save_snapshot_free         (TsSaveSnapshot *snapshot);
guint           ts_save_snapshot_get_n_moves  (TsSaveSnapshot *snapshot);
const char     *ts_save_snapshot_get_game_id  (TsSaveSnapshot *snapshot);
char           *ts_save_snapshot_to_data      (TsSaveSnapshot *snapshot,
                                               gsize          *length);
/* Writes SNAPSHOT as ts_save_to_file () does. */
gboolean        ts_save_snapshot_to_file      (TsSaveSnapshot *snapshot,
                                               GFile          *file,
                                               GCancellable   *cancellable,
                                               GError        **error);
/* The same in a worker thread; SNAPSHOT is taken over. */
void            ts_save_snapshot_to_file_async  (TsSaveSnapshot      *snapshot,
                                                 GFile               *file,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
gboolean        ts_save_snapshot_to_file_finish (GAsyncResult        *result,
                                                 GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsSaveSnapshot, ts_save_snapshot_free)

/* Writes atomically, in every case: the new save goes to a temporary
 * file in the same folder, is synced, and then replaces FILE (the file it
 * points to, when FILE is a symbolic link); the previous one is kept as
 * FILE~.  On failure FILE and FILE~ are unchanged and ERROR says why in
 * words ("The disk is full."). */
gboolean  ts_save_to_file    (TsMatch     *match,
                              GFile       *file,
                              GCancellable *cancellable,
                              GError     **error);
/* Reads only regular files (a named pipe or a device is refused at once). */
TsMatch  *ts_save_from_file  (GFile       *file,
                              GCancellable *cancellable,
                              GError     **error);

G_END_DECLS
