/* ts-log-view.h — what happened in a match, as one seat may know it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-match.h"

G_BEGIN_DECLS

#define TS_TYPE_LOG_VIEW (ts_log_view_get_type ())
G_DECLARE_FINAL_TYPE (TsLogView, ts_log_view, TS, LOG_VIEW, GtkWidget)

/* A scrolled list of the events of a match that the viewer may see
 * (ts_match_describe_events), a turn per paragraph, newest last and kept in
 * view.  It follows the match's changes (moves, undo, redo).  With the
 * viewer TS_SEAT_NONE it shows the public events only. */
GtkWidget  *ts_log_view_new          (void);
void        ts_log_view_set_match    (TsLogView *self,
                                      TsMatch   *match);
void        ts_log_view_set_viewer   (TsLogView *self,
                                      int        seat);
/* The lines shown, for tests: a NULL-terminated array. */
char      **ts_log_view_get_lines    (TsLogView *self);

/* The events since VIEWER last decided (its own last move included), in
 * words, one per line: "what happened since you last played".  NULL when
 * there are none.  For the "last turn" line of the window: at most
 * TS_LOG_VIEW_SINCE_MAX_LINES lines, the newest, after one that counts
 * the older ones left out. */
#define TS_LOG_VIEW_SINCE_MAX_LINES 4
char       *ts_log_view_describe_since_viewer (TsMatch *match,
                                               int      viewer);

G_END_DECLS
