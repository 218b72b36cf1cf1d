/* ts-board-keys.h — the keys every game shares, and the lines of the
 * keyboard shortcuts window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ts-board.h"

G_BEGIN_DECLS

/* What a key means in every game that has the thing: E ends the turn, P
 * passes, B builds, D takes a card from the deck, Escape forgets what is
 * chosen, plus, minus and 0 zoom.  A board class names the action that
 * does it (ts_board_class_set_command ()); the window's controller
 * (ts_board_keys_new_controller ()) sends the key to the board in play,
 * from wherever the focus is in the window. */
typedef enum
{
  TS_BOARD_COMMAND_END_TURN,
  TS_BOARD_COMMAND_PASS,
  TS_BOARD_COMMAND_BUILD,
  TS_BOARD_COMMAND_DRAW,
  TS_BOARD_COMMAND_CANCEL,
  TS_BOARD_COMMAND_ZOOM_IN,
  TS_BOARD_COMMAND_ZOOM_OUT,
  TS_BOARD_COMMAND_ZOOM_FIT,
  TS_BOARD_N_COMMANDS
} TsBoardCommand;

/* One line of the keyboard shortcuts window: ACCEL in GtkShortcutLabel's
 * syntax, TITLE what it does (marked N_, translated when shown).  An
 * ACCEL that names a button's mnemonic (Alt+letter) changes with the
 * language: TRANSLATE_ACCEL says it is marked N_ too. */
typedef struct
{
  const char *accel;
  const char *title;
  gboolean    translate_accel;
} TsKeyHelp;

/* A group of lines under a TITLE (N_). */
typedef struct
{
  const char      *title;
  const TsKeyHelp *keys;
  guint            n_keys;
} TsKeyHelpGroup;

#define TS_KEY_HELP_GROUP(title, keys) { (title), (keys), G_N_ELEMENTS (keys) }

/* Says which action of the board class does COMMAND: ACTION (installed
 * with gtk_widget_class_install_action ()) with no argument (FORMAT
 * NULL) or an "i" argument A.  The zoom commands take no action: they
 * zoom the board's canvas (a zoomable TsBoardCanvas). */
void        ts_board_class_set_command   (TsBoardClass   *klass,
                                          TsBoardCommand  command,
                                          const char     *action,
                                          const char     *format,
                                          int             a);
/* The lines the game's section of the shortcuts window shows beyond the
 * shared keys (static, N_-marked). */
void        ts_board_class_set_key_help  (TsBoardClass         *klass,
                                          const TsKeyHelpGroup *groups,
                                          guint                 n_groups);
const TsKeyHelpGroup *
            ts_board_class_get_key_help  (TsBoardClass   *klass,
                                          guint          *n_groups);

/* The board class has COMMAND. */
gboolean    ts_board_class_has_command   (TsBoardClass   *klass,
                                          TsBoardCommand  command);
/* The board's game has COMMAND (zoom: and its canvas is zoomable). */
gboolean    ts_board_has_command         (TsBoard        *self,
                                          TsBoardCommand  command);
/* Does COMMAND if the board's game has it: TRUE then, with the bell when
 * it cannot be done now; FALSE when the game has no such thing. */
gboolean    ts_board_run_command         (TsBoard        *self,
                                          TsBoardCommand  command);

/* The shared keys and what each does (N_-marked titles, in the order of
 * TsBoardCommand); the line of a command is its entry. */
const TsKeyHelp *ts_board_keys_get_command_help (TsBoardCommand command);
/* The lines every board shares beyond the commands (the cursor, Enter,
 * jumping to the next place to act). */
const TsKeyHelpGroup *ts_board_keys_get_common_help (void);

/* The keys of every command, for a window: a shortcut controller that,
 * when a key reaches it (the bubble phase: a text field keeps its
 * letters), asks GET_BOARD (DATA) for the board in play (NULL: none, or
 * nobody may act there now) and runs the command.  Each shortcut's
 * arguments are the TsBoardCommand, for the tests. */
typedef TsBoard *(*TsBoardKeysGetBoard) (gpointer data);
GtkEventController *ts_board_keys_new_controller (TsBoardKeysGetBoard get_board,
                                                  gpointer            data);

G_END_DECLS
