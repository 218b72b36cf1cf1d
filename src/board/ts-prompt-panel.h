/* ts-prompt-panel.h — a decision offered as buttons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The answers of the current decision as a column of buttons, for a game
 * with no better way to show them: each a sentence (wrapped, in body
 * text), the first nine numbered "1." … "9." for the keys that pick them.
 * A click emits "chosen" (guint index).  Setting the same answers again
 * keeps the buttons (and the keyboard focus on them). */
#define TS_TYPE_PROMPT_PANEL (ts_prompt_panel_get_type ())
G_DECLARE_FINAL_TYPE (TsPromptPanel, ts_prompt_panel, TS, PROMPT_PANEL, GtkWidget)

GtkWidget *ts_prompt_panel_new          (void);
/* N_LABELS answers (N_LABELS 0: none; the panel hides itself). */
void       ts_prompt_panel_set_choices  (TsPromptPanel      *self,
                                         const char * const *labels,
                                         guint               n_labels);
guint      ts_prompt_panel_get_n_choices (TsPromptPanel     *self);
/* The button of answer INDEX, or NULL. */
GtkWidget *ts_prompt_panel_get_button   (TsPromptPanel      *self,
                                         guint               index);

G_END_DECLS
