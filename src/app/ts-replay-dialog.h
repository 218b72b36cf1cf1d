/* ts-replay-dialog.h — a match move by move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ts-match.h"

G_BEGIN_DECLS

#define TS_TYPE_REPLAY_DIALOG (ts_replay_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TsReplayDialog, ts_replay_dialog, TS, REPLAY_DIALOG, AdwWindow)

/* Steps through MATCH (a reference is taken): first, back, forward,
 * last, a slider, the arrow keys.  A finished match may be watched with
 * any seat's eyes; an unfinished one only as a spectator, so that no
 * seat sees what the rules still hide from it.  "Continue from Here"
 * emits "fork" (TsMatch *new_match): a new match of the same setup from
 * the position shown. */
GtkWidget *ts_replay_dialog_new        (GtkWindow      *parent,
                                        TsMatch        *match);
/* Steps through what SEAT saw of an online game: its views VIEWS (TsGame,
 * a reference is taken), each after MOVES (guint, the same length) moves
 * of the game; only with the seat's eyes, and no game starts from them. */
GtkWidget *ts_replay_dialog_new_seen   (GtkWindow      *parent,
                                        const TsSetup  *setup,
                                        int             seat,
                                        GPtrArray      *views,
                                        GArray         *moves);
guint      ts_replay_dialog_get_index  (TsReplayDialog *self);
void       ts_replay_dialog_set_index  (TsReplayDialog *self,
                                        guint           index);
/* For tests: the match the board shows now. */
TsMatch   *ts_replay_dialog_get_shown  (TsReplayDialog *self);

G_END_DECLS
