/* ts-autosave.h — the game in progress, kept across sessions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ts-match.h"

G_BEGIN_DECLS

/* The autosave lives in Tessella's data folder: $TESSELLA_DATA_DIR when
 * set (tests point it at a temporary folder), else
 * $XDG_DATA_HOME/tessella.  ts_save_to_file keeps the previous generation
 * next to it as autosave.tessella~. */
char     *ts_autosave_get_dir          (void);
GFile    *ts_autosave_get_file         (void);
GFile    *ts_autosave_get_backup_file  (void);

/* Whether either generation exists. */
gboolean  ts_autosave_exists           (void);
/* Writes MATCH, creating the folder if needed. */
gboolean  ts_autosave_write            (TsMatch   *match,
                                        GError   **error);
/* Forgets the autosave and its previous generation. */
void      ts_autosave_remove           (void);
/* Loads the autosave; if that fails, the previous generation.  Sets
 * *FROM_BACKUP when the previous generation was used.  On failure ERROR
 * describes the newest generation's problem. */
TsMatch  *ts_autosave_load             (gboolean  *from_backup,
                                        GError   **error);

G_END_DECLS
