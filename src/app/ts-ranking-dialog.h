/* ts-ranking-dialog.h — who won, at the end of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-match.h"

G_BEGIN_DECLS

#define TS_TYPE_RANKING_DIALOG (ts_ranking_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TsRankingDialog, ts_ranking_dialog, TS, RANKING_DIALOG, GtkWindow)

/* Lists the places of a finished match (ties share a place: 1st, 1st,
 * 3rd), each player's name and score.  "New Game" emits "new-game" and
 * closes; "Close" (and Escape) only close, leaving the end position on
 * the board. */
GtkWidget  *ts_ranking_dialog_new         (GtkWindow       *parent,
                                           TsMatch         *match);
/* The place of a rank (0 = first) as shown, "1st"; translated. */
const char *ts_ranking_dialog_place_label (int              rank);
/* The text of row I (0 = first place) as shown: place, name, score. */
char       *ts_ranking_dialog_get_row_text (TsRankingDialog *self,
                                            guint            i);

G_END_DECLS
