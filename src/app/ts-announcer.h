/* ts-announcer.h — what a screen reader speaks, wherever the focus is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A window's announcer gathers what changed in a game (a turn passes, a
 * computer moves, a new prompt) and, once the changes have settled,
 * speaks them as one text: "Bob put a 3 on B4. Ada’s turn. Choose a
 * card."  Not while the focus is on the board, which tells its own
 * changes.  On GTK 4.14 and later through gtk_accessible_announce (); on
 * older GTK (Debian 12 has 4.8), whose screen readers speak only what has
 * the focus and the title of the active window, the window title carries
 * the text after the game's name, as GNOME Chess carries the turn.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TS_TYPE_ANNOUNCER (ts_announcer_get_type ())
G_DECLARE_FINAL_TYPE (TsAnnouncer, ts_announcer, TS, ANNOUNCER, GObject)

/* How long the changes must rest before they are spoken, in ms. */
#define TS_ANNOUNCER_SETTLE_MS 400

/* An announcer for WINDOW (not referenced: the window owns it). */
TsAnnouncer *ts_announcer_new          (GtkWindow   *window);

/* The game on screen (its name starts the window title), or NULL: the
 * chooser, whose title is TITLE at once, with nothing pending. */
void         ts_announcer_set_game     (TsAnnouncer *self,
                                        const char  *game_name,
                                        const char  *title);
/* Whose turn it is, in words ("Ada’s turn"), or NULL. */
void         ts_announcer_set_status   (TsAnnouncer *self,
                                        const char  *status);
/* What happened, in words the seat at the screen may read (a computer's
 * move): spoken once, before the status. */
void         ts_announcer_add_event    (TsAnnouncer *self,
                                        const char  *text);
/* What the person at the screen is asked now, or NULL. */
void         ts_announcer_set_prompt   (TsAnnouncer *self,
                                        const char  *prompt);
/* WIDGET (the board) tells its own changes to a screen reader while it
 * has the focus (its name and description): then only the title changes,
 * to the game and the turn.  NULL: none. */
void         ts_announcer_set_self_speaking (TsAnnouncer *self,
                                             GtkWidget   *widget);
/* Speaks TEXT now, alone (the board summary), after what is pending. */
void         ts_announcer_say_now      (TsAnnouncer *self,
                                        const char  *text);
/* Speaks what is pending now, without waiting. */
void         ts_announcer_flush        (TsAnnouncer *self);

/* The last text spoken, and how many were (tests). */
const char  *ts_announcer_get_last     (TsAnnouncer *self);
guint        ts_announcer_get_n_spoken (TsAnnouncer *self);

G_END_DECLS
