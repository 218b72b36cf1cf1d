/* ts-autosave.h — the unfinished game of each kind, kept across sessions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ts-match.h"

G_BEGIN_DECLS

/* One autosave per game, so starting another game never touches it:
 * autosave-GAME.tessella in Tessella's data folder ($TESSELLA_DATA_DIR when
 * set, else $XDG_DATA_HOME/tessella), and its previous generation
 * autosave-GAME.tessella~ next to it. */
char     *ts_autosave_get_dir          (void);
GFile    *ts_autosave_get_file         (const char *game_id);
GFile    *ts_autosave_get_backup_file  (const char *game_id);

/* Whether either generation exists. */
gboolean  ts_autosave_exists           (const char *game_id);
/* The games with an autosave, sorted (a NULL-terminated array).  An
 * autosave of an older Tessella (one file for every game) is renamed to
 * its game's name first. */
char    **ts_autosave_list_games       (void);

/* Writes MATCH under its game's name, creating the folder if needed.
 * Blocking: for quitting.  The window writes with the async pair, which
 * does the work in a worker thread. */
gboolean  ts_autosave_write            (TsMatch   *match,
                                        GError   **error);
void      ts_autosave_write_async      (TsMatch             *match,
                                        GCancellable        *cancellable,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data);
gboolean  ts_autosave_write_finish     (GAsyncResult        *result,
                                        GError             **error);

/* Forgets GAME_ID's autosave and its previous generation. */
void      ts_autosave_remove           (const char *game_id);
/* The player discards GAME_ID's unfinished game: it is set aside
 * (FILE.discarded, no longer offered), kept until the next discard of its
 * game, so it can be restored. */
gboolean  ts_autosave_discard          (const char  *game_id,
                                        GError     **error);
/* Brings the game ts_autosave_discard () set aside back, if nothing has
 * taken its place since. */
gboolean  ts_autosave_restore_discarded (const char *game_id,
                                         GError    **error);
/* Loads GAME_ID's autosave; if that fails, the previous generation.  Sets
 * *FROM_BACKUP when the previous generation was used.  On failure ERROR
 * describes the newest generation's problem. */
TsMatch  *ts_autosave_load             (const char *game_id,
                                        gboolean   *from_backup,
                                        GError    **error);

G_END_DECLS
