/* ts-a11y.h — names in words for a screen reader where GTK 4.8 gives none
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Gives WIDGET the accessible name LABEL (a translated text).  For a
 * GtkDropDown or a GtkMenuButton, also to the button inside it, which
 * GTK 4.8 otherwise names by its class ("GtkToggleButton"). */
void ts_a11y_set_label (GtkWidget  *widget,
                        const char *label);

/* The text a screen reader says of ITEM, an item of a choice's model (to
 * be freed); NULL: a GtkStringObject's string. */
typedef char *(*TsA11yItemText) (gpointer item);

/* CHOICE, a GtkDropDown or an AdwComboRow (anything with a
 * "selected-item"), is named LABEL (a row: by its title); what it shows, its button or its
 * one-item list, is named by the item chosen (TEXT_OF), as it changes:
 * "Player 1 is played by, Computer (normal)". */
void ts_a11y_name_choice (GtkWidget      *choice,
                          const char     *label,
                          TsA11yItemText  text_of);

/* Mends what GTK 4.8 tells a screen reader about ROOT and everything in
 * it, now and as labels change later:
 *  - a button with a mnemonic is named "_Save Save" (its raw label and
 *    its label's text): it is named by its label alone;
 *  - a GtkMenuButton without a name is named by its button's label or
 *    tooltip;
 *  - a GtkDropDown's or a GtkMenuButton's inner button takes the name of
 *    its drop-down or menu button;
 *  - a GtkScrolledWindow is no Tab stop of its own (what it holds takes
 *    the focus, the wheel and a touchpad scroll it);
 *  - a button showing only an icon is named by its tooltip, and the
 *    picture inside a button is no word ("GtkImage");
 *  - an expander is named by its title;
 *  - a cell of a GtkFlowBox holding a button is no Tab stop, and is named
 *    by its button;
 *  - a GtkListBox not named by a preferences group's title is no Tab
 *    stop of its own (its rows are);
 *  - an AdwComboRow is named by its title and what it shows by the item
 *    chosen (ts_a11y_name_choice).
 * Call it once a widget's children are made (after its template), and
 * again for children added later. */
void ts_a11y_mend (GtkWidget *root);

/* Shows PAGE of STACK, and once the crossfade is over hides every other
 * page, which GTK 4.8 would expose to a screen reader as if shown. */
void ts_a11y_stack_show (GtkStack  *stack,
                         GtkWidget *page);

/* Once the accessibility registry knows this process, moves WINDOW's
 * focus out and back, so that a screen reader hears the first focus that
 * GTK 4.8 sent before the application was registered
 * (ts-a11y-register.c). */
void ts_a11y_refocus_when_registered (GtkWindow *window);
/* Moves the focus of WINDOW, a window shown after the first, out and
 * back once it has opened: the focus it was given before it was mapped
 * reached no screen reader (ts-a11y-register.c). */
void ts_a11y_refocus_when_shown      (GtkWindow *window);

G_END_DECLS
