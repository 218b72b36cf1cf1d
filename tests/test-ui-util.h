/* test-ui-util.h — what the window tests share (test-ui, test-ui-play,
 * test-ui-extras): the application, windows playing a match, waiting for
 * the main loop, simulated input, widget lookup, and their common main ()
 *
 * The helpers keep the short names the tests have always used; they are
 * for the tests of the application window only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ts-game.h"
#include "ts-match.h"
#include "ts-window.h"

G_BEGIN_DECLS

/* How often the main loop may run while waiting for something (a computer
 * move takes at least TS_WINDOW_MIN_COMPUTER_MS): a guard against a hang,
 * not a timing assertion. */
#define MAX_ITERATIONS 6000

/* The game most tests play. */
#define GAME "trojhranna"

/* The application the windows belong to (NULL without a display). */
extern GtkApplication *app;
/* The test program's own data folder (autosaves, statistics, archive). */
extern char *data_dir;

/* Main: ui_test_init () first (g_test_init (), a data folder of its own
 * named after PROGRAM, GTK's test accessibility backend); then the tests
 * that need no display; then, if ui_test_open_display () says there is
 * one (GTK, the games, the registered application), the window tests;
 * and last ui_test_run (), which runs them and cleans up.  Without a
 * display, ui_test_open_display () adds a skipped "/ui/window" instead. */
void       ui_test_init           (int         *argc,
                                   char      ***argv,
                                   const char  *program);
gboolean   ui_test_open_display   (void);
int        ui_test_run            (void);

/* Waiting */

typedef gboolean (*Condition) (gpointer data);

/* Runs the main loop until CONDITION (DATA) holds, at most MAX_ITERATIONS
 * times; whether it holds. */
gboolean   wait_for               (Condition    condition,
                                   gpointer     data);
/* Runs what is pending in the main loop, without blocking. */
void       drain                  (void);
/* A Condition: the board widget DATA is mapped and laid out. */
gboolean   board_is_laid_out      (gpointer     data);

/* Fixtures */

/* Trojhranná hra: Ada (human, red) against SECOND ("Bob" or "Computer",
 * easy, blue); FIRST_SEAT begins. */
TsMatch   *new_match              (TsPlayerKind second,
                                   int          first_seat,
                                   guint64      seed);
/* GAME_ID between two humans, Ada and Bob. */
TsMatch   *new_match_of           (const char  *game_id,
                                   guint64      seed);
/* A presented window of 1024 × 720, showing the chooser. */
TsWindow  *new_window             (void);
/* Closes WINDOW as the player would (its game is kept). */
void       close_window           (TsWindow    *window);
/* Shows MATCH in WINDOW, laid out unless behind the curtain. */
void       start_match            (TsWindow    *window,
                                   TsMatch     *match);
TsGame    *game_of                (TsWindow    *window);
/* The curtain is up for PLAYER, and the board shows no seat's secrets. */
void       assert_curtain_for     (TsWindow    *window,
                                   const char  *player);
/* Removes the autosave of every game with a board. */
void       forget_autosave        (void);
/* A Condition: the game id DATA has an autosave. */
gboolean   autosave_exists        (gpointer     data);
/* A window playing MATCH, with no autosave left by an earlier test. */
TsWindow  *new_match_window       (TsMatch     *match);
/* Closes WINDOW and removes the autosave its match left. */
void       close_match_window     (TsWindow    *window);
/* Plays random moves on a scratch copy of MATCH's game until the end,
 * and returns them (of TsMove). */
GArray    *random_game            (TsMatch     *match);
/* Plays MOVES but the last in MATCH and opens a window on it, the curtain
 * lifted, the person on turn free to act. */
TsWindow  *window_before_last_move (TsMatch    *match,
                                    GArray     *moves);

/* Simulated input */

/* Until the window has painted a frame after WINDOW's board last changed:
 * the board's widgets are laid out. */
void       wait_for_paint         (TsWindow    *window);
/* The human on turn confirms their three cards, as a player clicking
 * Done does (Trojhranná hra). */
void       click_done             (TsWindow    *window);
/* The player at the device lifts the curtain, which must be up. */
void       lift_curtain           (TsWindow    *window);

/* For has_moves (): WINDOW's match has at least N_MOVES moves. */
typedef struct
{
  TsWindow *window;
  guint     n_moves;
} MovesWait;

/* A Condition on a MovesWait. */
gboolean   has_moves              (gpointer     data);
/* A Condition: the window DATA lets the human act, nobody thinking. */
gboolean   human_may_act          (gpointer     data);

/* Widget lookup */

/* The NTH widget of TYPE under ROOT, in tree order, or NULL. */
GtkWidget *find_widget            (GtkWidget   *root,
                                   GType        type,
                                   guint        nth);
/* A visible toplevel window of TYPE, or NULL. */
GtkWidget *find_toplevel          (GType        type);
/* The button under ROOT labelled LABEL (with its mnemonic); fails the
 * test when there is none. */
GtkWidget *find_button_labelled   (GtkWidget   *root,
                                   const char  *label);
/* In a new-game dialog: who plays SEAT (the second chooser of its row). */
GtkDropDown *seat_kind_dropdown   (GtkWidget   *dialog,
                                   guint        seat);
/* The item of that chooser for a person invited online. */
#define SEAT_KIND_INVITE (1 + TS_N_LEVELS)
/* The window's keyboard focus is on a button for ACTION. */
void       assert_focus_on_action (TsWindow    *window,
                                   const char  *action);

G_END_DECLS
