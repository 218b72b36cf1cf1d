/* ts-window.h — the main window: chooser, board, curtain, turns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ts-match.h"
#include "ts-tutorial.h"

G_BEGIN_DECLS

#define TS_TYPE_WINDOW (ts_window_get_type ())
G_DECLARE_FINAL_TYPE (TsWindow, ts_window, TS, WINDOW, AdwApplicationWindow)

/* The window shows the game chooser, or one match on a board.  It runs
 * the turns: a computer seat's move is searched off the main thread and
 * played no sooner than TS_WINDOW_MIN_COMPUTER_MS after its turn began; a
 * human seat moves through the board.  In hot-seat games (two or more
 * humans) a curtain hides the board before a seat's private view is
 * shown to a player who did not hold the device before.  It autosaves at
 * every turn end, on close and when it loses the focus. */
#define TS_WINDOW_MIN_COMPUTER_MS 700
/* The same for each further move of a turn made of several moves
 * (Network: trades and purchases before "end"). */
#define TS_WINDOW_MIN_COMPUTER_STEP_MS 400

TsWindow  *ts_window_new              (GtkApplication *app);

/* Plays MATCH (the window takes a reference).  FILE: where MATCH was
 * loaded from, Save writes there; NULL makes Save ask. */
void       ts_window_set_match        (TsWindow       *self,
                                       TsMatch        *match,
                                       GFile          *file);
TsMatch   *ts_window_get_match        (TsWindow       *self);
GFile     *ts_window_get_file         (TsWindow       *self);

/* Loads a save; on failure the current match stays and ERROR says why. */
gboolean   ts_window_open_file        (TsWindow       *self,
                                       GFile          *file,
                                       GError        **error);
/* The same, with an error message on the window on failure. */
void       ts_window_open_file_interactive (TsWindow  *self,
                                            GFile     *file);
gboolean   ts_window_save_to_file     (TsWindow       *self,
                                       GFile          *file,
                                       GError        **error);

/* Plays the seat of an online game that LINK (tessella://…) names, in
 * place of the match on screen (which stays autosaved); FALSE and ERROR
 * when LINK is not a link to a seat. */
gboolean   ts_window_join             (TsWindow       *self,
                                       const char     *link,
                                       GError        **error);
/* The same, with an error message on the window on failure. */
void       ts_window_join_interactive (TsWindow       *self,
                                       const char     *link);
/* Ends MATCH, hosted here and not on screen, for everyone: kept first in
 * Recent Games ("Ended unfinished"), then gone from the server; the
 * guests hear that the host ended it.  What End Game does after asking. */
gboolean   ts_window_end_hosted       (TsWindow       *self,
                                       const char     *match,
                                       GError        **error);
/* Teaches GAME_ID: its tutorial on the game's board, with the narrator
 * above it; taken up where it was left.  FALSE with ERROR when the game
 * has none. */
gboolean   ts_window_start_tutorial   (TsWindow       *self,
                                       const char     *game_id,
                                       GError        **error);
/* Whether GAME_ID has a tutorial. */
gboolean   ts_window_tutorial_exists  (const char     *game_id);
/* For tests: the tutorial on screen (or NULL) and its narrator. */
TsTutorial *ts_window_get_tutorial    (TsWindow       *self);
GtkWidget *ts_window_get_narrator     (TsWindow       *self);
/* An online game is on screen. */
gboolean   ts_window_is_online        (TsWindow       *self);

/* At start: if an unfinished game was autosaved, offer to resume it on
 * the chooser page. */
void       ts_window_offer_resume     (TsWindow       *self);
/* Writes the autosave now (or removes it if the game is over). */
void       ts_window_autosave         (TsWindow       *self);
/* Stops the computer's search and autosaves: before closing or quitting. */
void       ts_window_shutdown         (TsWindow       *self);

/* State, for tests and the application. */
GtkWidget *ts_window_get_board        (TsWindow       *self);
GtkWidget *ts_window_get_chooser      (TsWindow       *self);
GtkWidget *ts_window_get_curtain      (TsWindow       *self);
GtkWidget *ts_window_get_ranking_dialog (TsWindow     *self);
gboolean   ts_window_is_curtain_up    (TsWindow       *self);
gboolean   ts_window_is_thinking      (TsWindow       *self);
gboolean   ts_window_is_interactive   (TsWindow       *self);
int        ts_window_get_viewer       (TsWindow       *self);
/* The text of the last notice shown over the window, or NULL. */
const char *ts_window_get_last_toast  (TsWindow       *self);
/* The saved file's name shown under the game's name, or NULL (tests). */
const char *ts_window_get_shown_file_name (TsWindow   *self);
/* The status shown under the title ("Ada’s turn"), or NULL. */
const char *ts_window_get_status      (TsWindow       *self);
/* The state of the game in words, as the S key has a screen reader say
 * it (whose turn, then ts_board_get_summary ()), or NULL. */
char      *ts_window_get_summary      (TsWindow       *self);
/* What the window last had a screen reader say (tests). */
const char *ts_window_get_last_spoken (TsWindow       *self);

G_END_DECLS
