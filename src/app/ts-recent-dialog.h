/* ts-recent-dialog.h — the finished games kept, newest first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ts-match.h"

G_BEGIN_DECLS

#define TS_TYPE_RECENT_DIALOG (ts_recent_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TsRecentDialog, ts_recent_dialog, TS, RECENT_DIALOG, AdwWindow)

/* Lists the finished games kept in DIR (ts_archive_default_dir () when
 * NULL), newest first: when each ended, the game, who won and the scores.
 * Choosing one loads it and emits "replay" (TsMatch *), then closes; a
 * file that cannot be read is said in the dialog. */
GtkWidget *ts_recent_dialog_new          (GtkWindow      *parent,
                                          const char     *dir);
/* For tests: the number of games listed, row INDEX's text (to be freed)
 * or NULL, and choosing row INDEX as a click does. */
guint      ts_recent_dialog_get_n_rows   (TsRecentDialog *self);
char      *ts_recent_dialog_get_row_text (TsRecentDialog *self,
                                          guint           index);
void       ts_recent_dialog_choose       (TsRecentDialog *self,
                                          guint           index);

G_END_DECLS
