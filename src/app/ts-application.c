/* ts-application.c — Tessella's GtkApplication
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "ts-application.h"
#include "ts-game.h"
#include "ts-games.h"
#include "ts-window.h"

struct _TsApplication
{
  GtkApplication parent_instance;

  GDBusProxy    *portal_settings;
};

G_DEFINE_FINAL_TYPE (TsApplication, ts_application, GTK_TYPE_APPLICATION)

static TsWindow *
get_window (TsApplication *self,
            gboolean      *created)
{
  GtkWindow *window = NULL;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (TS_IS_WINDOW (l->data))
      {
        window = l->data;
        break;
      }

  *created = window == NULL;
  if (window == NULL)
    window = GTK_WINDOW (ts_window_new (GTK_APPLICATION (self)));

  return TS_WINDOW (window);
}

static void
ts_application_activate (GApplication *application)
{
  gboolean created;
  TsWindow *window = get_window (TS_APPLICATION (application), &created);

  gtk_window_present (GTK_WINDOW (window));
  if (created)
    ts_window_offer_resume (window);
}

static void
ts_application_open (GApplication  *application,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  gboolean created;
  TsWindow *window = get_window (TS_APPLICATION (application), &created);

  /* One game at a time: the last file named wins, as when several saves
   * are dropped on the window one after the other. */
  gtk_window_present (GTK_WINDOW (window));
  if (n_files > 0)
    ts_window_open_file_interactive (window, files[n_files - 1]);
}

static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static char **
game_credits (void)
{
  g_autoptr(GList) types = ts_game_list_types ();
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (GList *l = types; l != NULL; l = l->next)
    {
      g_autoptr(GTypeClass) klass = g_type_class_ref ((GType) GPOINTER_TO_SIZE (l->data));
      TsGameClass *game_class = TS_GAME_CLASS (klass);
      g_autofree char *credit = NULL;

      if (game_class->designer == NULL)
        continue;

      /* Translators: a credit in the About dialog, e.g. "Trojhranná hra by
       * Leo Colovini"; the first %s is a game, the second its designer */
      credit = g_strdup_printf (_("%s by %s"), g_dgettext (GETTEXT_PACKAGE, game_class->name),
                                game_class->designer);
      g_strv_builder_add (builder, credit);
    }

  return g_strv_builder_end (builder);
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  const char *developers[] = { _("The Tessella developers"), NULL };
  g_auto(GStrv) designers = game_credits ();
  GtkWidget *about;

  about = g_object_new (GTK_TYPE_ABOUT_DIALOG,
                        "transient-for", gtk_application_get_active_window (app),
                        "modal", TRUE,
                        "destroy-with-parent", TRUE,
                        "program-name", _("Tessella"),
                        "logo-icon-name", APP_ID,
                        "version", PACKAGE_VERSION,
                        "comments", _("Tabletop games to play with friends at one screen or against the computer"),
                        "website", "https://github.com/tessella/tessella",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "authors", developers,
                        /* Translators: your names, one per line */
                        "translator-credits", _("translator-credits"),
                        NULL);
  if (designers[0] != NULL)
    gtk_about_dialog_add_credit_section (GTK_ABOUT_DIALOG (about), _("Game design"),
                                         (const char **) designers);

  gtk_window_present (GTK_WINDOW (about));
}

static const GActionEntry app_actions[] = {
  { "quit", quit_activated, NULL, NULL, NULL, { 0 } },
  { "about", about_activated, NULL, NULL, NULL, { 0 } },
};

static void
set_accels (GtkApplication *app)
{
  static const struct
  {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "window.close", { "<Control>w", NULL } },
    { "win.new-game", { "<Control>n", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.help", { "F1", NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (app, accels[i].action, accels[i].accels);
}

/* Dark style: GTK 4.8 alone does not follow the desktop's colour scheme
 * (libadwaita does), so read it from the settings portal, which GNOME
 * and the Flatpak sandbox both provide.  No portal: the theme's default. */

static void
apply_color_scheme (GVariant *value)
{
  g_autoptr(GVariant) inner = NULL;

  /* Read () of older portals wraps the value in one more variant. */
  while (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_VARIANT))
    {
      GVariant *next = g_variant_get_variant (value);

      g_clear_pointer (&inner, g_variant_unref);
      inner = next;
      value = next;
    }

  if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_UINT32))
    /* 0: no preference, 1: prefer dark, 2: prefer light */
    g_object_set (gtk_settings_get_default (),
                  "gtk-application-prefer-dark-theme", g_variant_get_uint32 (value) == 1,
                  NULL);
}

static void
on_portal_signal (GDBusProxy *proxy,
                  const char *sender_name,
                  const char *signal_name,
                  GVariant   *parameters,
                  gpointer    user_data)
{
  const char *name_space, *key;
  g_autoptr(GVariant) value = NULL;

  if (g_strcmp0 (signal_name, "SettingChanged") != 0 ||
      !g_variant_is_of_type (parameters, G_VARIANT_TYPE ("(ssv)")))
    return;

  g_variant_get (parameters, "(&s&sv)", &name_space, &key, &value);
  if (g_str_equal (name_space, "org.freedesktop.appearance") && g_str_equal (key, "color-scheme"))
    apply_color_scheme (value);
}

static void
on_color_scheme_read (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(GVariant) reply = g_dbus_proxy_call_finish (G_DBUS_PROXY (source), result, NULL);
  g_autoptr(GVariant) value = NULL;

  if (reply == NULL || !g_variant_is_of_type (reply, G_VARIANT_TYPE ("(v)")))
    return;

  g_variant_get (reply, "(v)", &value);
  apply_color_scheme (value);
}

static void
on_portal_proxy (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(TsApplication) self = user_data;
  GDBusProxy *proxy = g_dbus_proxy_new_for_bus_finish (result, NULL);

  if (proxy == NULL)
    return;

  self->portal_settings = proxy;
  g_signal_connect (proxy, "g-signal", G_CALLBACK (on_portal_signal), NULL);
  g_dbus_proxy_call (proxy, "Read",
                     g_variant_new ("(ss)", "org.freedesktop.appearance", "color-scheme"),
                     G_DBUS_CALL_FLAGS_NONE, -1, NULL, on_color_scheme_read, NULL);
}

static void
follow_color_scheme (TsApplication *self)
{
  g_autofree char *bus_path = g_build_filename (g_get_user_runtime_dir (), "bus", NULL);

  /* An explicit theme (GTK_THEME=Adwaita:dark) wins. */
  if (g_getenv ("GTK_THEME") != NULL)
    return;

  /* Without a session bus GDBus would try to autolaunch one (tests, CI). */
  if (g_getenv ("DBUS_SESSION_BUS_ADDRESS") == NULL &&
      !g_file_test (bus_path, G_FILE_TEST_EXISTS))
    return;

  g_dbus_proxy_new_for_bus (G_BUS_TYPE_SESSION,
                            G_DBUS_PROXY_FLAGS_DO_NOT_LOAD_PROPERTIES,
                            NULL,
                            "org.freedesktop.portal.Desktop",
                            "/org/freedesktop/portal/desktop",
                            "org.freedesktop.portal.Settings",
                            NULL, on_portal_proxy, g_object_ref (self));
}

static void
ts_application_startup (GApplication *application)
{
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

  G_APPLICATION_CLASS (ts_application_parent_class)->startup (application);

  ts_games_ensure ();
  g_set_application_name (_("Tessella"));
  gtk_window_set_default_icon_name (APP_ID);

  gtk_css_provider_load_from_resource (css, "/io/github/tessella/Tessella/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_action_map_add_action_entries (G_ACTION_MAP (application), app_actions,
                                   G_N_ELEMENTS (app_actions), application);
  set_accels (GTK_APPLICATION (application));
  follow_color_scheme (TS_APPLICATION (application));
}

static void
ts_application_shutdown (GApplication *application)
{
  /* Quitting (Ctrl+Q, the session ending) does not close the window
   * first: keep the game here. */
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (application));

  for (GList *l = windows; l != NULL; l = l->next)
    if (TS_IS_WINDOW (l->data))
      ts_window_shutdown (TS_WINDOW (l->data));

  g_clear_object (&TS_APPLICATION (application)->portal_settings);

  G_APPLICATION_CLASS (ts_application_parent_class)->shutdown (application);
}

static void
ts_application_class_init (TsApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->startup = ts_application_startup;
  app_class->shutdown = ts_application_shutdown;
  app_class->activate = ts_application_activate;
  app_class->open = ts_application_open;
}

static void
ts_application_init (TsApplication *self)
{
}

TsApplication *
ts_application_new (void)
{
  return g_object_new (TS_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/tessella/Tessella",
                       NULL);
}
