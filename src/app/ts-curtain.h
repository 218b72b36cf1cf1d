/* ts-curtain.h — the hot-seat screen between two players' private views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TS_TYPE_CURTAIN (ts_curtain_get_type ())
G_DECLARE_FINAL_TYPE (TsCurtain, ts_curtain, TS, CURTAIN, GtkWidget)

/* A full-window page asking to pass the device to a named player, with
 * what awaits them ("Ada offers you a trade") and a button that player
 * presses ("I am Ada").  The button activates the widget action
 * "curtain.lift", which emits "lifted". */
GtkWidget  *ts_curtain_new          (void);
/* REASON: what awaits NAME, or NULL. */
void        ts_curtain_set_player   (TsCurtain  *self,
                                     const char *name,
                                     const char *reason);
/* The same page asks NAME a question instead (QUESTION under the title),
 * answered with the buttons YES and NO: "answered" (gboolean). */
void        ts_curtain_ask          (TsCurtain  *self,
                                     const char *name,
                                     const char *question,
                                     const char *yes,
                                     const char *no);
gboolean    ts_curtain_is_asking    (TsCurtain  *self);
const char *ts_curtain_get_reason   (TsCurtain  *self);
const char *ts_curtain_get_player   (TsCurtain  *self);
/* Moves the keyboard focus to the button, so Enter lifts the curtain. */
void        ts_curtain_focus_button (TsCurtain  *self);

G_END_DECLS
