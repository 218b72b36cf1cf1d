/* ts-last-turn.h — what happened since you last played, above the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TS_TYPE_LAST_TURN (ts_last_turn_get_type ())
G_DECLARE_FINAL_TYPE (TsLastTurn, ts_last_turn, TS, LAST_TURN, GtkWidget)

/* A strip of a fixed height (a few lines of text, fewer in a low window),
 * so the board below it never moves: the events since the seat at the
 * screen last played, oldest first, as many whole lines as fit; when some
 * do not fit, a button says how many more the log holds and opens it
 * (the action "win.show-log").  Nothing is ever cut in the middle of a
 * line. */
GtkWidget  *ts_last_turn_new         (void);
/* LINES: NULL-terminated, or NULL for none. */
void        ts_last_turn_set_lines   (TsLastTurn         *self,
                                      const char * const *lines);
/* How many lines are shown now, and how many the button counts (tests). */
guint       ts_last_turn_get_n_shown (TsLastTurn         *self);
guint       ts_last_turn_get_n_more  (TsLastTurn         *self);

G_END_DECLS
