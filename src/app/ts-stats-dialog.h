/* ts-stats-dialog.h — how each player is doing, game by game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TS_TYPE_STATS_DIALOG (ts_stats_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TsStatsDialog, ts_stats_dialog, TS, STATS_DIALOG, AdwWindow)

/* Shows the statistics file (ts_stats_default_path), starting on
 * GAME_ID (NULL: the first game). */
GtkWidget *ts_stats_dialog_new          (GtkWindow     *parent,
                                         const char    *game_id);
/* For tests: the game shown, and row INDEX's text (to be freed), or NULL. */
const char *ts_stats_dialog_get_game_id (TsStatsDialog *self);
char       *ts_stats_dialog_get_row_text (TsStatsDialog *self,
                                          guint          index);
/* Forgets the game shown, without asking (the action asks first). */
void        ts_stats_dialog_reset_now   (TsStatsDialog *self);

G_END_DECLS
