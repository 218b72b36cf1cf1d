/* ts-preferences.h — the Preferences window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The pace of computer players: how long a move stays on screen before
 * the next (ts_director_set_pacing), for the setting computer-pace
 * ("slow", "normal", "fast"; anything else is normal). */
void       ts_preferences_get_pace   (const char *pace,
                                      guint      *first_ms,
                                      guint      *step_ms);

/* A Preferences window for PARENT, bound to SETTINGS (the app's). */
GtkWidget *ts_preferences_window_new (GtkWindow  *parent,
                                      GSettings  *settings);

G_END_DECLS
