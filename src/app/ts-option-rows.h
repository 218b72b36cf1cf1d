/* ts-option-rows.h — the new-game dialog's controls for a game's options
 * and its presets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ts-option.h"

G_BEGIN_DECLS

/* The value an option's control shows: a GtkSwitch, an AdwComboRow or a
 * GtkSpinButton. */
int        ts_option_widget_get_value (GtkWidget *widget);
void       ts_option_widget_set_value (GtkWidget *widget,
                                       int        value);

/* A combo row titled TITLE (N_()) offering each of PRESETS and "Custom".
 * WIDGETS are the controls of OPTIONS, parallel to it (the array is
 * copied).  Choosing a preset sets the options it names; choosing
 * "Custom" changes nothing; changing an option shows the first preset it
 * now matches, or "Custom". */
GtkWidget *ts_preset_row_new          (const TsGamePreset  *presets,
                                       const char          *title,
                                       const TsGameOption  *options,
                                       GtkWidget * const   *widgets);

G_END_DECLS
