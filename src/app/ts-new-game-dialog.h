/* ts-new-game-dialog.h — who plays a new game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ts-setup.h"

G_BEGIN_DECLS

#define TS_TYPE_NEW_GAME_DIALOG (ts_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TsNewGameDialog, ts_new_game_dialog, TS, NEW_GAME_DIALOG, AdwWindow)

/* A modal window of preference rows: for each seat a name, a colour (no
 * two seats share one) and who plays it (a human, or a computer at a
 * level); the number of players (the game's minimum to maximum, no row
 * when they are equal); the first player ("Random" first where the rules
 * draw it, no row where they fix it); a row per option the game declares.
 * Its size never changes.  It starts from the setup last used (GSettings
 * "last-setup").  Only Start, never a stray Enter, emits "setup-chosen"
 * (TsSetup *, owned by the dialog for the emission) and closes the
 * dialog, remembering the setup; Cancel and Escape just close it. */
GtkWidget *ts_new_game_dialog_new       (GtkWindow       *parent,
                                         const char      *game_id);
const char *ts_new_game_dialog_get_game_id (TsNewGameDialog *self);
/* The setup the fields describe now, with a fresh random seed. */
TsSetup   *ts_new_game_dialog_get_setup (TsNewGameDialog *self);

/* The seats (bit I for seat I) played by a person invited online; a
 * setup with any is hosted on this computer (its players are humans). */
guint      ts_new_game_dialog_get_invited (TsNewGameDialog *self);
/* Where such a setup is hosted: the server of Preferences ("online-server")
 * when it is set and chosen in the dialog's "Hosted on" row (the default
 * when set), else NULL: this computer. */
const char *ts_new_game_dialog_get_server (TsNewGameDialog *self);
/* Whether such a game allows take-backs, each with every other person's
 * consent (the "Take-backs" switch, on by default), or none. */
gboolean   ts_new_game_dialog_get_online_undo (TsNewGameDialog *self);
/* The text stored in "last-setup", and back (NULL on anything
 * unreadable).  The parsed setup holds TS_MAX_SEATS players whatever its
 * n_players, so seats hidden by a smaller count keep their names. */
char      *ts_new_game_dialog_serialize_setup (const TsSetup *setup);
TsSetup   *ts_new_game_dialog_parse_setup     (const char    *text);

G_END_DECLS
