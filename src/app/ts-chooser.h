/* ts-chooser.h — the page that lists the games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TS_TYPE_CHOOSER (ts_chooser_get_type ())
G_DECLARE_FINAL_TYPE (TsChooser, ts_chooser, TS, CHOOSER, GtkWidget)

/* Lists every game that has a board, with its picture, name and one-line
 * description.  Activating a row emits "game-chosen" (const char *game_id).
 *
 * Under a game with an unfinished game it shows a row to continue it
 * ("resume-chosen", game id) or to discard it ("discard-chosen", game id). */
GtkWidget *ts_chooser_new               (void);
/* Shows GAME_ID's unfinished game with SUMMARY ("Move 23, Ada's turn");
 * a NULL SUMMARY removes it. */
void       ts_chooser_set_unfinished    (TsChooser  *self,
                                         const char *game_id,
                                         const char *summary);
/* Shows an online game under GAME_ID's game, "Continue your online game
 * of …" with SUMMARY, and a button DISCARD_LABEL (NULL: none) that
 * gives "discard-chosen"; KEY ("hosted:MATCH")
 * is what "resume-chosen" and "discard-chosen" give.  A NULL SUMMARY
 * removes it. */
void       ts_chooser_set_online        (TsChooser  *self,
                                         const char *key,
                                         const char *game_id,
                                         const char *summary,
                                         const char *discard_label);
/* The keys of the online games shown. */
GStrv      ts_chooser_list_online       (TsChooser  *self);
/* Lists under "Games Near You" the games of GAMES (TsNetNearby) this
 * version has and that have a free seat, each with Join
 * ("nearby-chosen", the match's id); nothing (and no heading) when there
 * are none. */
void       ts_chooser_set_nearby        (TsChooser  *self,
                                         GPtrArray  *games);
guint      ts_chooser_get_n_nearby      (TsChooser  *self);
/* GAME_ID NULL: whether any game is unfinished. */
gboolean   ts_chooser_has_unfinished    (TsChooser  *self,
                                         const char *game_id);
/* Gives the keyboard focus to the first Continue button; FALSE if none. */
gboolean   ts_chooser_focus_unfinished  (TsChooser  *self);
/* Gives the keyboard focus to the first game. */
void       ts_chooser_focus_games       (TsChooser  *self);
GtkWidget *ts_chooser_get_first_row     (TsChooser  *self);

G_END_DECLS
