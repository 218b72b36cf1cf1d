/* test-board-util.h — the harness the board widget tests share: a board
 * in a window, waiting for the main loop, simulated input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-board.h"
#include "ts-match.h"
#include "ts-setup.h"

G_BEGIN_DECLS

/* A board showing a match in a window of its own. */
typedef struct
{
  GtkWidget *window;
  GtkWidget *board;
  TsMatch   *match;
  GArray    *emitted;   /* of TsMove: what "move-chosen" carried */
} TsTestBoard;

/* A setup of GAME_ID for N_PLAYERS humans, seat i named NAMES[i] in
 * COLOURS[i]; seat 0 begins. */
TsSetup            *ts_test_board_setup           (const char         *game_id,
                                                   guint               n_players,
                                                   guint64             seed,
                                                   const char * const *names,
                                                   const char * const *colours);

/* Puts BOARD (a new TsBoard, taken) showing MATCH (taken) into a new
 * window of WIDTH × HEIGHT and presents it; every move the board chooses
 * is added to f->emitted.  Does not wait: a board is laid out in its own
 * way, so each test waits for what it needs (ts_test_wait_until ()). */
void                ts_test_board_open            (TsTestBoard        *f,
                                                   GtkWidget          *board,
                                                   TsMatch            *match,
                                                   int                 width,
                                                   int                 height);
void                ts_test_board_close           (TsTestBoard        *f);

/* The window's part: show the board to SEAT and let it act. */
void                ts_test_board_hand_to         (TsTestBoard        *f,
                                                   int                 seat);
/* The same for the seat on turn. */
void                ts_test_board_hand_to_current (TsTestBoard        *f);

/* Takes the one move the board emitted, checks it is legal and plays it
 * on the match as the window would. */
TsMove              ts_test_board_play_emitted    (TsTestBoard        *f);

typedef gboolean (*TsTestDoneFunc) (gpointer data);

/* Runs the main loop until DONE (DATA) holds; with THEN_DRAIN, then also
 * until nothing is pending (so the frame after an allocation is drawn).
 * A guard of 30 s stops a hung display from hanging the test; it is not a
 * timing assertion. */
void                ts_test_wait_until            (TsTestDoneFunc      done,
                                                   gpointer            data,
                                                   gboolean            then_drain);

/* Queues a redraw of WIDGET and runs the main loop until WINDOW has
 * painted again. */
void                ts_test_wait_for_paint        (GtkWidget          *window,
                                                   GtkWidget          *widget);

/* The event controller of WIDGET called NAME (it must have one). */
GtkEventController *ts_test_controller_named      (GtkWidget          *widget,
                                                   const char         *name);

/* WIDGET as its window's renderer draws it now: premultiplied ARGB, 4
 * bytes a pixel, its width × height (to be freed). */
guchar             *ts_test_render_widget         (GtkWidget          *widget);

/* A primary click at (X, Y) on WIDGET's "board-click" gesture. */
void                ts_test_click                 (GtkWidget          *widget,
                                                   double              x,
                                                   double              y);

/* Activates ACTION (with PARAM, may be NULL) as a key binding would; it
 * must be enabled. */
void                ts_test_activate              (GtkWidget          *widget,
                                                   const char         *action,
                                                   GVariant           *param);

/* A fresh folder for the application's data (autosaves), set as
 * TESSELLA_DATA_DIR so that a test never touches the real home; the
 * returned path is the test's to pass to ts_test_data_dir_remove (). */
char               *ts_test_data_dir_new          (const char         *prefix);
/* Removes DIR (its files and folders first) and frees the path. */
void                ts_test_data_dir_remove       (char               *dir);

G_END_DECLS
