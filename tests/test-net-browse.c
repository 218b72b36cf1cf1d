/* test-net-browse.c — Games near you: announced and found through
 * Avahi's D-Bus API (issue 28, slice 5)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Avahi itself cannot run here (it needs the system bus and multicast):
 * a stand-in on a private bus (GTestDBus) answers as Avahi's D-Bus API
 * does (EntryGroupNew, AddService, Commit, Reset, Free; ServiceBrowserNew
 * with its ItemNew and ItemRemove signals; ResolveService), so what the
 * announcer sends and what the browser makes of it are checked, not the
 * multicast between machines.  Every wait is bounded.
 */
#include <string.h>

#include <glib/gstdio.h>

#include "test-net-util.h"
#include "ts-games.h"
#include "ts-net-browse.h"
#include "ts-net-embedded.h"

static const char avahi_xml[] =
  "<node>"
  "  <interface name='org.freedesktop.Avahi.Server'>"
  "    <method name='EntryGroupNew'><arg type='o' direction='out'/></method>"
  "    <method name='ServiceBrowserNew'>"
  "      <arg type='i' direction='in'/><arg type='i' direction='in'/><arg type='s' direction='in'/>"
  "      <arg type='s' direction='in'/><arg type='u' direction='in'/><arg type='o' direction='out'/>"
  "    </method>"
  "    <method name='ResolveService'>"
  "      <arg type='i' direction='in'/><arg type='i' direction='in'/><arg type='s' direction='in'/>"
  "      <arg type='s' direction='in'/><arg type='s' direction='in'/><arg type='i' direction='in'/>"
  "      <arg type='u' direction='in'/>"
  "      <arg type='i' direction='out'/><arg type='i' direction='out'/><arg type='s' direction='out'/>"
  "      <arg type='s' direction='out'/><arg type='s' direction='out'/><arg type='s' direction='out'/>"
  "      <arg type='i' direction='out'/><arg type='s' direction='out'/><arg type='q' direction='out'/>"
  "      <arg type='aay' direction='out'/><arg type='u' direction='out'/>"
  "    </method>"
  "  </interface>"
  "  <interface name='org.freedesktop.Avahi.EntryGroup'>"
  "    <method name='AddService'>"
  "      <arg type='i' direction='in'/><arg type='i' direction='in'/><arg type='u' direction='in'/>"
  "      <arg type='s' direction='in'/><arg type='s' direction='in'/><arg type='s' direction='in'/>"
  "      <arg type='s' direction='in'/><arg type='q' direction='in'/><arg type='aay' direction='in'/>"
  "    </method>"
  "    <method name='Commit'/><method name='Reset'/><method name='Free'/>"
  "  </interface>"
  "</node>";

/* The stand-in's state: entry groups and browsers. */
typedef struct
{
  char     *path;
  guint     registration;
  char     *name;       /* added, or NULL */
  char     *type;
  guint16   port;
  GVariant *txt;
  gboolean  published;
} Group;

typedef struct
{
  GDBusConnection *bus;
  GDBusNodeInfo   *info;
  GPtrArray       *groups;     /* Group */
  GPtrArray       *browsers;   /* "sender path" strings */
  guint            next;
  guint            calls;      /* every method call, to wait on */
} Avahi;

static void
group_free (Group *group)
{
  g_free (group->path);
  g_free (group->name);
  g_free (group->type);
  g_clear_pointer (&group->txt, g_variant_unref);
  g_free (group);
}

static void
emit_item (Avahi      *avahi,
           const char *signal,
           Group      *group,
           const char *only_to)
{
  for (guint i = 0; i < avahi->browsers->len; i++)
    {
      g_auto(GStrv) browser = g_strsplit (g_ptr_array_index (avahi->browsers, i), " ", 2);

      if (only_to != NULL && !g_str_equal (browser[1], only_to))
        continue;
      g_dbus_connection_emit_signal (avahi->bus, browser[0], browser[1], "org.freedesktop.Avahi.ServiceBrowser",
                                     signal, g_variant_new ("(iisssu)", 2, 0, group->name, group->type,
                                                            "local", 0u), NULL);
    }
}

static void
withdraw (Avahi *avahi,
          Group *group)
{
  if (group->published)
    emit_item (avahi, "ItemRemove", group, NULL);
  group->published = FALSE;
  g_clear_pointer (&group->name, g_free);
  g_clear_pointer (&group->type, g_free);
  g_clear_pointer (&group->txt, g_variant_unref);
}

static void group_method (GDBusConnection *, const char *, const char *, const char *, const char *,
                          GVariant *, GDBusMethodInvocation *, gpointer);

static const GDBusInterfaceVTable group_vtable = { group_method, NULL, NULL, { 0 } };

static void
group_method (GDBusConnection       *bus,
              const char            *sender,
              const char            *path,
              const char            *interface_name,
              const char            *method,
              GVariant              *parameters,
              GDBusMethodInvocation *invocation,
              gpointer               data)
{
  Avahi *avahi = data;
  Group *group = NULL;

  avahi->calls++;
  for (guint i = 0; i < avahi->groups->len; i++)
    if (g_str_equal (((Group *) g_ptr_array_index (avahi->groups, i))->path, path))
      group = g_ptr_array_index (avahi->groups, i);
  g_assert_nonnull (group);
  if (g_str_equal (method, "AddService"))
    {
      g_assert_null (group->name);
      g_variant_get (parameters, "(iiussssq@aay)", NULL, NULL, NULL, &group->name, &group->type, NULL, NULL,
                     &group->port, &group->txt);
    }
  else if (g_str_equal (method, "Commit"))
    {
      g_assert_nonnull (group->name);
      group->published = TRUE;
      emit_item (avahi, "ItemNew", group, NULL);
    }
  else if (g_str_equal (method, "Reset"))
    withdraw (avahi, group);
  else if (g_str_equal (method, "Free"))
    {
      withdraw (avahi, group);
      g_dbus_connection_unregister_object (bus, group->registration);
      g_ptr_array_remove (avahi->groups, group);
    }
  g_dbus_method_invocation_return_value (invocation, NULL);
}

static void
server_method (GDBusConnection       *bus,
               const char            *sender,
               const char            *path,
               const char            *interface_name,
               const char            *method,
               GVariant              *parameters,
               GDBusMethodInvocation *invocation,
               gpointer               data)
{
  Avahi *avahi = data;

  avahi->calls++;
  if (g_str_equal (method, "EntryGroupNew"))
    {
      Group *group = g_new0 (Group, 1);

      group->path = g_strdup_printf ("/Client1/EntryGroup%u", ++avahi->next);
      group->registration = g_dbus_connection_register_object (bus, group->path, avahi->info->interfaces[1],
                                                               &group_vtable, avahi, NULL, NULL);
      g_ptr_array_add (avahi->groups, group);
      g_dbus_method_invocation_return_value (invocation, g_variant_new ("(o)", group->path));
    }
  else if (g_str_equal (method, "ServiceBrowserNew"))
    {
      g_autofree char *browser = g_strdup_printf ("/Client1/ServiceBrowser%u", ++avahi->next);

      g_ptr_array_add (avahi->browsers, g_strdup_printf ("%s %s", sender, browser));
      g_dbus_method_invocation_return_value (invocation, g_variant_new ("(o)", browser));
      /* What is published already, as Avahi sends it. */
      for (guint i = 0; i < avahi->groups->len; i++)
        if (((Group *) g_ptr_array_index (avahi->groups, i))->published)
          emit_item (avahi, "ItemNew", g_ptr_array_index (avahi->groups, i), browser);
    }
  else if (g_str_equal (method, "ResolveService"))
    {
      const char *name;

      g_variant_get (parameters, "(ii&sssiu)", NULL, NULL, &name, NULL, NULL, NULL, NULL);
      for (guint i = 0; i < avahi->groups->len; i++)
        {
          Group *group = g_ptr_array_index (avahi->groups, i);

          if (group->published && g_str_equal (group->name, name))
            {
              g_dbus_method_invocation_return_value (invocation,
                                                     g_variant_new ("(iissssisq@aayu)", 2, 0, group->name,
                                                                    group->type, "local", "host.local", 0,
                                                                    "192.0.2.7", group->port, group->txt, 0u));
              return;
            }
        }
      g_dbus_method_invocation_return_dbus_error (invocation, "org.freedesktop.Avahi.NotFoundError", "gone");
    }
}

static const GDBusInterfaceVTable server_vtable = { server_method, NULL, NULL, { 0 } };

static GDBusConnection *
connect (GTestDBus *test_bus)
{
  g_autoptr(GError) error = NULL;
  GDBusConnection *bus = g_dbus_connection_new_for_address_sync (g_test_dbus_get_bus_address (test_bus),
                                                                 G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT |
                                                                 G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                                 NULL, NULL, &error);

  g_assert_no_error (error);
  return bus;
}

typedef struct
{
  TsNetBrowser *browser;
  guint         n;
  guint         free;   /* of the first game, G_MAXUINT: any */
} Expect;

static gboolean
browser_has (Expect *expect)
{
  GPtrArray *games = ts_net_browser_get_games (expect->browser);

  return games->len == expect->n &&
         (expect->n == 0 || expect->free == G_MAXUINT ||
          ((TsNetNearby *) g_ptr_array_index (games, 0))->free == expect->free);
}

static void
wait_for_games (TsNetBrowser *browser,
                guint         n,
                guint         free)
{
  Expect expect = { browser, n, free };
  gint64 deadline = g_get_monotonic_time () + WAIT_SECONDS * G_USEC_PER_SEC;

  while (!browser_has (&expect))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static void
on_name_acquired (GDBusConnection *bus,
                  const char      *name,
                  gpointer         data)
{
  *(gboolean *) data = TRUE;
}

/* A private bus with the stand-in for Avahi on it, and a connection for
 * the host and one for the guest. */
typedef struct
{
  GTestDBus       *test_bus;
  GDBusConnection *avahi_bus;
  GDBusConnection *host_bus;
  GDBusConnection *guest_bus;
  Avahi            avahi;
  guint            owner;
} Fixture;

static void
fixture_up (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  gboolean acquired = FALSE;
  gint64 deadline = g_get_monotonic_time () + WAIT_SECONDS * G_USEC_PER_SEC;

  g_test_message ("Avahi is a stand-in on a private bus: its D-Bus API, not multicast, is tested");
  f->test_bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_test_dbus_up (f->test_bus);
  f->avahi_bus = connect (f->test_bus);
  f->avahi.bus = f->avahi_bus;
  f->avahi.info = g_dbus_node_info_new_for_xml (avahi_xml, &error);
  g_assert_no_error (error);
  f->avahi.groups = g_ptr_array_new_with_free_func ((GDestroyNotify) group_free);
  f->avahi.browsers = g_ptr_array_new_with_free_func (g_free);
  g_dbus_connection_register_object (f->avahi_bus, "/", f->avahi.info->interfaces[0], &server_vtable, &f->avahi,
                                     NULL, &error);
  g_assert_no_error (error);
  f->owner = g_bus_own_name_on_connection (f->avahi_bus, "org.freedesktop.Avahi", G_BUS_NAME_OWNER_FLAGS_NONE,
                                           on_name_acquired, NULL, &acquired, NULL);
  while (!acquired)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  f->host_bus = connect (f->test_bus);
  f->guest_bus = connect (f->test_bus);
}

static void
fixture_down (Fixture *f)
{
  g_bus_unown_name (f->owner);
  g_ptr_array_unref (f->avahi.groups);
  g_ptr_array_unref (f->avahi.browsers);
  g_dbus_node_info_unref (f->avahi.info);
  g_dbus_connection_close_sync (f->host_bus, NULL, NULL);
  g_dbus_connection_close_sync (f->guest_bus, NULL, NULL);
  g_dbus_connection_close_sync (f->avahi_bus, NULL, NULL);
  g_clear_object (&f->host_bus);
  g_clear_object (&f->guest_bus);
  g_clear_object (&f->avahi_bus);
  g_test_dbus_down (f->test_bus);
  g_clear_object (&f->test_bus);
}

static void
test_announce_and_find (void)
{
  Fixture f = { 0 };
  g_autoptr(TsNetAnnouncer) announcer = NULL;
  g_autoptr(TsNetBrowser) browser = NULL;
  TsNetNearby game = { (char *) "abcdefghijklmnopqrstuvwxyz", (char *) "tri", (char *) "Ada", 2, NULL, 4242 };
  TsNetNearby *found;
  Avahi *avahi = &f.avahi;
  GDBusConnection *host_bus, *guest_bus;

  fixture_up (&f);
  host_bus = f.host_bus;
  guest_bus = f.guest_bus;

  /* The host announces a game before anyone browses. */
  announcer = ts_net_announcer_new (host_bus);
  ts_net_announcer_set (announcer, &game);
  {
    g_auto(GStrv) announced = ts_net_announcer_list (announcer);

    g_assert_cmpstrv (announced, ((const char *[]) { game.match, NULL }));
  }

  /* A guest finds it, resolved: the game, the host's name, the free
   * seats, where to ask. */
  browser = ts_net_browser_new (guest_bus);
  wait_for_games (browser, 1, 2);
  found = g_ptr_array_index (ts_net_browser_get_games (browser), 0);
  g_assert_cmpstr (found->match, ==, game.match);
  g_assert_cmpstr (found->game, ==, "tri");
  g_assert_cmpstr (found->host_name, ==, "Ada");
  g_assert_cmpstr (found->address, ==, "192.0.2.7");
  g_assert_cmpuint (found->port, ==, 4242);

  /* A seat is taken: said anew. */
  game.free = 1;
  ts_net_announcer_set (announcer, &game);
  wait_for_games (browser, 1, 1);

  /* A second game, then the first withdrawn. */
  {
    TsNetNearby other = { (char *) "bcdefghijklmnopqrstuvwxyza", (char *) "network", (char *) "", 1, NULL, 4243 };

    ts_net_announcer_set (announcer, &other);
    wait_for_games (browser, 2, G_MAXUINT);
    ts_net_announcer_remove (announcer, game.match);
    wait_for_games (browser, 1, 1);
    g_assert_cmpstr (((TsNetNearby *) g_ptr_array_index (ts_net_browser_get_games (browser), 0))->game, ==,
                     "network");
  }

  /* Gone with the announcer: nothing announced is left behind. */
  g_clear_object (&announcer);
  wait_for_games (browser, 0, G_MAXUINT);

  /* Something else of our type that is not a game of this version. */
  {
    Group *foreign = g_new0 (Group, 1);
    const char *txt[] = { "v=2", "match=x", "game=tri" };
    GVariantBuilder builder;

    g_variant_builder_init (&builder, G_VARIANT_TYPE ("aay"));
    for (guint i = 0; i < G_N_ELEMENTS (txt); i++)
      g_variant_builder_add_value (&builder, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, txt[i],
                                                                        strlen (txt[i]), 1));
    foreign->path = g_strdup ("/foreign");
    foreign->name = g_strdup ("Foreign");
    foreign->type = g_strdup (TS_NET_SERVICE_TYPE);
    foreign->port = 1;
    foreign->txt = g_variant_ref_sink (g_variant_builder_end (&builder));
    foreign->published = TRUE;
    g_ptr_array_add (avahi->groups, foreign);
    emit_item (avahi, "ItemNew", foreign, NULL);
    for (guint i = 0; i < 200; i++)
      {
        g_main_context_iteration (NULL, FALSE);
        g_usleep (1000);
      }
    g_assert_cmpuint (ts_net_browser_get_games (browser)->len, ==, 0);
  }

  /* Without a bus (no Avahi): nothing, and nothing fails. */
  {
    g_autoptr(TsNetAnnouncer) inert = ts_net_announcer_new (NULL);
    g_autoptr(TsNetBrowser) blind = ts_net_browser_new (NULL);
    g_auto(GStrv) none = NULL;

    ts_net_announcer_set (inert, &game);
    none = ts_net_announcer_list (inert);
    g_assert_cmpuint (g_strv_length (none), ==, 0);
    g_assert_cmpuint (ts_net_browser_get_games (blind)->len, ==, 0);
  }

  g_clear_object (&browser);
  fixture_down (&f);
}

/* The app's own server announces a game in its lobby while a seat is
 * free for someone near, with the host's name, and withdraws it when the
 * game starts. */
static void
test_hosted_game (void)
{
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_dir_make_tmp ("tessella-hosted-XXXXXX", &error);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(TsNetEmbedded) embedded = ts_net_embedded_new (dir);
  g_autoptr(TsNetAnnouncer) announcer = NULL;
  g_autoptr(TsNetBrowser) browser = NULL;
  g_autoptr(TsSetup) setup = ts_setup_new ("tri", 3, 0);
  g_autofree char *match = NULL;
  TsNetNearby *found;

  fixture_up (&f);
  announcer = ts_net_announcer_new (f.host_bus);
  ts_net_embedded_set_announcer (embedded, announcer);
  browser = ts_net_browser_new (f.guest_bus);

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  ts_setup_set_player (setup, 2, "Computer", TS_PLAYER_COMPUTER, TS_LEVEL_EASY, NULL);
  match = ts_net_embedded_host (embedded, setup, 0, &error);
  g_assert_no_error (error);
  wait_for_games (browser, 1, 1);
  found = g_ptr_array_index (ts_net_browser_get_games (browser), 0);
  g_assert_cmpstr (found->match, ==, match);
  g_assert_cmpstr (found->game, ==, "tri");
  g_assert_cmpstr (found->host_name, ==, "Ada");
  g_assert_cmpuint (found->port, ==, ts_net_embedded_get_port (embedded));

  /* Started: nobody near can take a seat any more. */
  g_assert_true (ts_net_embedded_start_match (embedded, match, FALSE, &error));
  g_assert_no_error (error);
  wait_for_games (browser, 0, G_MAXUINT);

  g_clear_object (&browser);
  ts_net_embedded_set_announcer (embedded, NULL);
  g_clear_object (&announcer);
  g_clear_object (&embedded);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  net_remove_dir (dir);
  fixture_down (&f);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();
  g_test_add_func ("/net/browse/announce-and-find", test_announce_and_find);
  g_test_add_func ("/net/browse/hosted-game", test_hosted_game);
  return g_test_run ();
}
