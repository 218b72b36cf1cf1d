/* ts-shortcuts-dialog.h — the keyboard shortcuts window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TS_TYPE_SHORTCUTS_DIALOG (ts_shortcuts_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TsShortcutsDialog, ts_shortcuts_dialog, TS, SHORTCUTS_DIALOG, AdwWindow)

/* The window's keys and the keys every game shares ("general"), then a
 * section per game with a board, each a list that wraps and scrolls, so
 * that it fits a small screen.  Opens on SECTION ("general" or a game
 * id). */
GtkWidget  *ts_shortcuts_dialog_new         (GtkWindow         *parent,
                                             const char        *section);
const char *ts_shortcuts_dialog_get_section (TsShortcutsDialog *self);
void        ts_shortcuts_dialog_set_section (TsShortcutsDialog *self,
                                             const char        *section);

G_END_DECLS
