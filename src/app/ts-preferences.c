/* ts-preferences.c — the Preferences window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The few things a player may want otherwise, each bound to its setting
 * so the window and the boards follow at once: the row and column labels
 * of the boards that name squares, and the pace of the computer players.
 */
#include <glib/gi18n.h>

#include "ts-preferences.h"
#include "ts-window.h"

static const char * const pace_ids[] = { "slow", "normal", "fast", NULL };

void
ts_preferences_get_pace (const char *pace,
                         guint      *first_ms,
                         guint      *step_ms)
{
  if (g_strcmp0 (pace, "slow") == 0)
    *first_ms = 2 * TS_WINDOW_MIN_COMPUTER_MS, *step_ms = 2 * TS_WINDOW_MIN_COMPUTER_STEP_MS;
  else if (g_strcmp0 (pace, "fast") == 0)
    *first_ms = TS_WINDOW_MIN_COMPUTER_MS / 3, *step_ms = TS_WINDOW_MIN_COMPUTER_STEP_MS / 3;
  else
    *first_ms = TS_WINDOW_MIN_COMPUTER_MS, *step_ms = TS_WINDOW_MIN_COMPUTER_STEP_MS;
}

static gboolean
pace_to_index (GValue   *value,
               GVariant *variant,
               gpointer  data)
{
  const char *pace = g_variant_get_string (variant, NULL);

  for (guint i = 0; pace_ids[i] != NULL; i++)
    if (g_str_equal (pace, pace_ids[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  g_value_set_uint (value, 1);
  return TRUE;
}

static GVariant *
index_to_pace (const GValue       *value,
               const GVariantType *type,
               gpointer            data)
{
  guint i = g_value_get_uint (value);

  return g_variant_new_string (pace_ids[MIN (i, G_N_ELEMENTS (pace_ids) - 2)]);
}

static void
on_server_changed (GSettings  *settings,
                   const char *key,
                   gpointer    data)
{
  g_settings_set_string (settings, "online-server-pin", "");
}

GtkWidget *
ts_preferences_window_new (GtkWindow *parent,
                           GSettings *settings)
{
  GtkWidget *window, *box, *page, *group, *row, *toggle;
  GtkEventController *escape;
  GtkStringList *paces;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  /* A plain window with one page: AdwPreferencesWindow would add a view
   * switcher and a search page, which GTK 4.8 shows a screen reader
   * although neither is on screen. */
  window = g_object_new (ADW_TYPE_WINDOW, "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG,
                         /* Translators: the title of the Preferences window */
                         "title", _("Preferences"), NULL);
  gtk_widget_add_css_class (window, "preferences");
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 560);
  escape = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (escape),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, escape);

  page = adw_preferences_page_new ();
  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page),
                                  /* Translators: the page of the Preferences window */
                                  _("General"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "preferences-system-symbolic");

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group),
                                   /* Translators: a group of the Preferences window */
                                   _("Boards"));
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 /* Translators: a setting in the Preferences window */
                                 _("Row and column labels"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               /* Translators: explains the setting “Row and column labels” */
                               _("Letters and numbers on the edges of the TRI and Network boards, as the game’s texts name the squares"));
  toggle = gtk_switch_new ();
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  g_settings_bind (settings, "board-coordinates", toggle, "active", G_SETTINGS_BIND_DEFAULT);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group),
                                   /* Translators: a group of the Preferences window */
                                   _("Computer Players"));
  paces = gtk_string_list_new (NULL);
  /* Translators: a pace of the computer players in the Preferences window */
  gtk_string_list_append (paces, _("Slow"));
  /* Translators: a pace of the computer players in the Preferences window */
  gtk_string_list_append (paces, _("Normal"));
  /* Translators: a pace of the computer players in the Preferences window */
  gtk_string_list_append (paces, _("Fast"));
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 /* Translators: a setting in the Preferences window */
                                 _("Pace"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               /* Translators: explains the setting “Pace” of the computer players */
                               _("How long each computer move stays on screen"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (paces));
  g_object_unref (paces);
  g_settings_bind_with_mapping (settings, "computer-pace", row, "selected", G_SETTINGS_BIND_DEFAULT,
                                pace_to_index, index_to_pace, NULL, NULL);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group),
                                   /* Translators: a group of the Preferences window */
                                   _("Online"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         /* Translators: explains the setting of
                                            the server in the Preferences window;
                                            keep http:// and https:// */
                                         _("A Tessella server (http://HOST:PORT or https://HOST:PORT) for hosting games "
                                           "with people anywhere. Without one, games are hosted on this computer, for "
                                           "people on the same network."));
  row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 /* Translators: a setting in the Preferences window */
                                 _("Server"));
  g_settings_bind (settings, "online-server", row, "text", G_SETTINGS_BIND_DEFAULT);
  /* Another server: its certificate is trusted anew the first time. */
  g_signal_connect (settings, "changed::online-server", G_CALLBACK (on_server_changed), NULL);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  adw_window_set_content (ADW_WINDOW (window), box);
  return window;
}
