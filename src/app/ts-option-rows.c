/* ts-option-rows.c — the new-game dialog's controls for a game's options
 * and its presets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "ts-option-rows.h"
#include "ts-a11y.h"

int
ts_option_widget_get_value (GtkWidget *widget)
{
  if (GTK_IS_SWITCH (widget))
    return gtk_switch_get_active (GTK_SWITCH (widget));
  if (ADW_IS_COMBO_ROW (widget))
    return (int) adw_combo_row_get_selected (ADW_COMBO_ROW (widget));
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (widget));
}

void
ts_option_widget_set_value (GtkWidget *widget,
                            int        value)
{
  if (GTK_IS_SWITCH (widget))
    gtk_switch_set_active (GTK_SWITCH (widget), value != 0);
  else if (ADW_IS_COMBO_ROW (widget))
    adw_combo_row_set_selected (ADW_COMBO_ROW (widget), (guint) value);
  else
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), value);
}

typedef struct
{
  const TsGamePreset *presets;
  const TsGameOption *options;
  GtkWidget          *widgets[TS_MAX_OPTIONS];
  guint               n_options;
  guint               n_presets;
  gboolean            updating;   /* we are setting the controls ourselves */
} Presets;

/* Shows the preset the options now match, or "Custom" (the last item). */
static void
sync_row (AdwComboRow *row)
{
  Presets *p = g_object_get_data (G_OBJECT (row), "ts-presets");
  int values[TS_MAX_OPTIONS], found;

  if (p->updating)
    return;
  for (guint i = 0; i < p->n_options; i++)
    values[i] = ts_option_widget_get_value (p->widgets[i]);
  found = ts_presets_find (p->presets, p->options, values, p->n_options);
  p->updating = TRUE;
  adw_combo_row_set_selected (row, found >= 0 ? (guint) found : p->n_presets);
  p->updating = FALSE;
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               found >= 0 && p->presets[found].description != NULL
                               ? g_dgettext (GETTEXT_PACKAGE, p->presets[found].description) : "");
}

static void
on_selected (AdwComboRow *row)
{
  Presets *p = g_object_get_data (G_OBJECT (row), "ts-presets");
  guint chosen = adw_combo_row_get_selected (row);

  if (p->updating)
    return;
  if (chosen < p->n_presets)
    {
      const TsGamePreset *preset = &p->presets[chosen];

      p->updating = TRUE;
      for (guint v = 0; v < TS_PRESET_MAX_VALUES && preset->values[v].name != NULL; v++)
        {
          const TsGameOption *option = ts_options_find (p->options, preset->values[v].name);

          if (option != NULL && (guint) (option - p->options) < p->n_options)
            ts_option_widget_set_value (p->widgets[option - p->options], preset->values[v].value);
        }
      p->updating = FALSE;
      /* A preset shows as itself, or (where two agree) as the first that
       * matches. */
      sync_row (row);
    }
  else
    {
      /* "Custom" changes no value, and stays chosen until a control
       * changes. */
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), "");
    }
}

GtkWidget *
ts_preset_row_new (const TsGamePreset  *presets,
                   const char          *title,
                   const TsGameOption  *options,
                   GtkWidget * const   *widgets)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GtkWidget *row = adw_combo_row_new ();
  Presets *p = g_new0 (Presets, 1);

  p->presets = presets;
  p->options = options;
  p->n_presets = ts_presets_count (presets);
  p->n_options = MIN (ts_options_count (options), TS_MAX_OPTIONS);
  for (guint i = 0; i < p->n_options; i++)
    p->widgets[i] = widgets[i];
  g_object_set_data_full (G_OBJECT (row), "ts-presets", p, g_free);

  for (guint i = 0; i < p->n_presets; i++)
    gtk_string_list_append (names, g_dgettext (GETTEXT_PACKAGE, presets[i].label));
  /* Translators: a choice in the new-game dialog, shown when the rule
     options below it were changed one by one and match none of the
     choices above it */
  gtk_string_list_append (names, _("Custom"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), g_dgettext (GETTEXT_PACKAGE, title));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  ts_a11y_name_choice (row, g_dgettext (GETTEXT_PACKAGE, title), NULL);

  for (guint i = 0; i < p->n_options; i++)
    {
      if (GTK_IS_SPIN_BUTTON (widgets[i]))
        g_signal_connect_object (widgets[i], "value-changed", G_CALLBACK (sync_row), row, G_CONNECT_SWAPPED);
      else
        g_signal_connect_object (widgets[i], GTK_IS_SWITCH (widgets[i]) ? "notify::active" : "notify::selected",
                                 G_CALLBACK (sync_row), row, G_CONNECT_SWAPPED);
    }
  sync_row (ADW_COMBO_ROW (row));
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_selected), NULL);
  return row;
}
