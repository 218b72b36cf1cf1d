/* ts-application.c — Tessella's GtkApplication
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-application.h"
#include "ts-a11y.h"
#include "ts-game.h"
#include "ts-games.h"
#include "ts-window.h"
#include "ts-autosave.h"
#include "ts-net-browse.h"
#include "ts-net-embedded.h"

struct _TsApplication
{
  AdwApplication parent_instance;

  TsNetEmbedded *embedded;   /* the server of the games hosted here */
  TsNetBrowser  *browser;    /* games near, once the bus of Avahi is there */
  GCancellable  *cancellable;
};

G_DEFINE_FINAL_TYPE (TsApplication, ts_application, ADW_TYPE_APPLICATION)

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
  if (n_files == 0)
    return;
  /* A link to a seat of an online game (the desktop's handler for
   * tessella:// and tessellas://). */
  if (g_file_has_uri_scheme (files[n_files - 1], "tessella") ||
      g_file_has_uri_scheme (files[n_files - 1], "tessellas"))
    {
      g_autofree char *uri = g_file_get_uri (files[n_files - 1]);

      ts_window_join_interactive (window, uri);
      return;
    }
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
  AdwAboutWindow *about;

  about = ADW_ABOUT_WINDOW (adw_about_window_new ());
  gtk_window_set_transient_for (GTK_WINDOW (about), gtk_application_get_active_window (app));
  adw_about_window_set_application_name (about, _("Tessella"));
  adw_about_window_set_application_icon (about, APP_ID);
  adw_about_window_set_version (about, PACKAGE_VERSION);
  adw_about_window_set_developer_name (about, _("The Tessella developers"));
  /* Translators: the short description of Tessella in the About dialog */
  adw_about_window_set_comments (about, _("Tabletop games to play with friends at one screen or against the computer"));
  adw_about_window_set_website (about, "https://github.com/tessella/tessella");
  adw_about_window_set_issue_url (about, "https://github.com/tessella/tessella/issues");
  adw_about_window_set_license_type (about, GTK_LICENSE_GPL_3_0);
  adw_about_window_set_developers (about, developers);
  /* Translators: your names, one per line */
  adw_about_window_set_translator_credits (about, _("translator-credits"));
  if (designers[0] != NULL)
    /* Translators: a credit section in the About dialog: the people who
       designed the games */
    adw_about_window_add_credit_section (about, _("Game design"), (const char **) designers);
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
    { "win.show-help-overlay", { "<Control>question", NULL } },
    { "win.hint", { "<Control>h", NULL } },
    { "win.show-log", { "<Control>l", NULL } },
    { "win.preferences", { "<Control>comma", NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (app, accels[i].action, accels[i].accels);
}

/* Every window and dialog, as it is shown, gets names in words for a
 * screen reader where GTK 4.8 gives none (ts-a11y.h). */
static void
on_window_shown (GtkWidget *window)
{
  static gboolean first = TRUE;

  ts_a11y_mend (window);
  /* The application registers on the accessibility bus as its first
   * window comes: its first focus is told again once it has. */
  if (first && TS_IS_WINDOW (window))
    {
      first = FALSE;
      ts_a11y_refocus_when_registered (GTK_WINDOW (window));
    }
  else
    ts_a11y_refocus_when_shown (GTK_WINDOW (window));
}

static void
on_toplevels_changed (GListModel *toplevels,
                      guint       position,
                      guint       removed,
                      guint       added,
                      gpointer    data)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (g_object_get_data (G_OBJECT (window), "ts-a11y-watched") == NULL)
        {
          g_object_set_data (G_OBJECT (window), "ts-a11y-watched", GINT_TO_POINTER (1));
          g_signal_connect (window, "show", G_CALLBACK (on_window_shown), NULL);
        }
    }
}

/* Avahi's bus is there: announce the games in their lobby, find those
 * near. */
static void
on_avahi_bus (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDBusConnection) bus = NULL;
  TsApplication *self;

  if (g_getenv ("TESSELLA_AVAHI_BUS") != NULL)
    bus = g_dbus_connection_new_for_address_finish (result, &error);
  else
    bus = g_bus_get_finish (result, &error);
  if (bus == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_message ("No games near: %s", error->message);
      return;
    }
  self = TS_APPLICATION (data);
  {
    g_autoptr(TsNetAnnouncer) announcer = ts_net_announcer_new (bus);

    ts_net_embedded_set_announcer (ts_application_get_embedded (self), announcer);
  }
  self->browser = ts_net_browser_new (bus);
  g_object_notify (G_OBJECT (self), "browser");
}

static void
connect_avahi (TsApplication *self)
{
  /* TESSELLA_AVAHI_BUS: another bus (a test's), or "none". */
  const char *address = g_getenv ("TESSELLA_AVAHI_BUS");

  self->cancellable = g_cancellable_new ();
  if (address == NULL)
    g_bus_get (G_BUS_TYPE_SYSTEM, self->cancellable, on_avahi_bus, self);
  else if (!g_str_equal (address, "none"))
    g_dbus_connection_new_for_address (address,
                                       G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT |
                                       G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                       NULL, self->cancellable, on_avahi_bus, self);
}

TsNetBrowser *
ts_application_get_browser (TsApplication *self)
{
  g_return_val_if_fail (TS_IS_APPLICATION (self), NULL);
  return self->browser;
}

static void
ts_application_startup (GApplication *application)
{
  /* AdwApplication loads style.css from the resource base path and
   * follows the desktop's light or dark style. */
  G_APPLICATION_CLASS (ts_application_parent_class)->startup (application);

  ts_games_ensure ();
  g_set_application_name (_("Tessella"));
  gtk_window_set_default_icon_name (APP_ID);

  g_action_map_add_action_entries (G_ACTION_MAP (application), app_actions,
                                   G_N_ELEMENTS (app_actions), application);
  set_accels (GTK_APPLICATION (application));
  g_signal_connect (gtk_window_get_toplevels (), "items-changed", G_CALLBACK (on_toplevels_changed), NULL);

  /* Games hosted here go on when the app starts again: their guests
   * reconnect by themselves. */
  {
    TsNetEmbedded *embedded = ts_application_get_embedded (TS_APPLICATION (application));
    g_auto(GStrv) hosted = ts_net_embedded_list_unfinished (embedded);
    g_autoptr(GError) error = NULL;

    if (hosted[0] != NULL && !ts_net_embedded_start (embedded, &error))
      g_warning ("The games hosted here cannot go on: %s", error->message);
    if (ts_net_embedded_is_running (embedded))
      {
        g_auto(GStrv) unfinished = ts_net_embedded_list_unfinished (embedded);

        /* All of them were over: nothing to listen for. */
        if (unfinished[0] == NULL)
          ts_net_embedded_stop (embedded);
      }
  }
  connect_avahi (TS_APPLICATION (application));
}

TsNetEmbedded *
ts_application_get_embedded (TsApplication *self)
{
  g_return_val_if_fail (TS_IS_APPLICATION (self), NULL);

  if (self->embedded == NULL)
    {
      g_autofree char *data = ts_autosave_get_dir ();
      g_autofree char *path = g_build_filename (data, "hosted", NULL);
      g_autoptr(GFile) dir = g_file_new_for_path (path);

      self->embedded = ts_net_embedded_new (dir);
    }
  return self->embedded;
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
  g_cancellable_cancel (TS_APPLICATION (application)->cancellable);
  g_clear_object (&TS_APPLICATION (application)->cancellable);
  g_clear_object (&TS_APPLICATION (application)->browser);
  g_clear_object (&TS_APPLICATION (application)->embedded);

  G_APPLICATION_CLASS (ts_application_parent_class)->shutdown (application);
}

static void
ts_application_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  if (prop_id == 1)
    g_value_set_object (value, TS_APPLICATION (object)->browser);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
ts_application_class_init (TsApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ts_application_get_property;
  /* The games near (NULL until Avahi's bus answers, or without one). */
  g_object_class_install_property (object_class, 1,
                                   g_param_spec_object ("browser", NULL, NULL, TS_NET_TYPE_BROWSER,
                                                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

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
