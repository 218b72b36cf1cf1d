/* ts-log-view.h — what happened in a match, as one seat may know it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-table.h"

G_BEGIN_DECLS

#define TS_TYPE_LOG_VIEW (ts_log_view_get_type ())
G_DECLARE_FINAL_TYPE (TsLogView, ts_log_view, TS, LOG_VIEW, GtkWidget)

/* A scrolled list of the events of a match that the viewer may see
 * (ts_table_describe_events): a heading per turn (a run of moves by one
 * seat), a row per event, newest last and kept in view.  It follows the
 * match's changes (moves, undo, redo) without building the list again.
 * With the viewer TS_SEAT_NONE it shows the public events only.
 * Signal "move-selected" (guint index): the player picked an event of
 * that move. */
GtkWidget  *ts_log_view_new          (void);
void        ts_log_view_set_table    (TsLogView *self,
                                      TsTable   *table);
void        ts_log_view_set_viewer   (TsLogView *self,
                                      int        seat);
/* The event lines shown (not the headings), for tests: a NULL-terminated
 * array. */
char      **ts_log_view_get_lines    (TsLogView *self);

/* The events since VIEWER last decided (its own last move included), in
 * words, in order: "what happened since you last played", for the strip
 * above the board (TsLastTurn).  A spectator (TS_SEAT_NONE) gets the last
 * turn.  An array of char *, to be unreffed. */
GPtrArray  *ts_log_view_lines_since_viewer    (TsTable *table,
                                               int      viewer);
/* The same as one text, a line each; NULL when there are none. */
char       *ts_log_view_describe_since_viewer (TsTable *table,
                                               int      viewer);

G_END_DECLS
