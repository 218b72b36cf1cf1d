/* ts-chooser.h — the page that lists the games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TS_TYPE_CHOOSER (ts_chooser_get_type ())
G_DECLARE_FINAL_TYPE (TsChooser, ts_chooser, TS, CHOOSER, GtkWidget)

/* Lists every registered game (ts_game_list_types) with its picture,
 * name and one-line description.  Activating a row emits "game-chosen"
 * (const char *game_id).
 *
 * It can also offer to resume an unfinished game: a banner with a
 * message and the buttons Discard ("discard-chosen") and Resume
 * ("resume-chosen"); the banner hides itself when either is pressed.
 * Offering gives Resume the keyboard focus. */
GtkWidget *ts_chooser_new               (void);
void       ts_chooser_offer_resume      (TsChooser  *self,
                                         const char *message);
void       ts_chooser_hide_resume       (TsChooser  *self);
gboolean   ts_chooser_get_resume_offered (TsChooser *self);
/* Gives the keyboard focus to the first game. */
void       ts_chooser_focus_games       (TsChooser  *self);
GtkWidget *ts_chooser_get_first_row     (TsChooser  *self);

G_END_DECLS
