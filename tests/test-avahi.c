/* test-avahi.c — a stand-in for Avahi's D-Bus API on a private bus
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-avahi.h"
#include "test-net-util.h"

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

void
avahi_group_free (AvahiGroup *group)
{
  g_free (group->path);
  g_free (group->name);
  g_free (group->type);
  g_clear_pointer (&group->txt, g_variant_unref);
  g_free (group);
}

void
avahi_emit_item (Avahi      *avahi,
           const char *signal,
           AvahiGroup      *group,
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
          AvahiGroup *group)
{
  if (group->published)
    avahi_emit_item (avahi, "ItemRemove", group, NULL);
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
  AvahiGroup *group = NULL;

  avahi->calls++;
  for (guint i = 0; i < avahi->groups->len; i++)
    if (g_str_equal (((AvahiGroup *) g_ptr_array_index (avahi->groups, i))->path, path))
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
      avahi_emit_item (avahi, "ItemNew", group, NULL);
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
      AvahiGroup *group = g_new0 (AvahiGroup, 1);

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
        if (((AvahiGroup *) g_ptr_array_index (avahi->groups, i))->published)
          avahi_emit_item (avahi, "ItemNew", g_ptr_array_index (avahi->groups, i), browser);
    }
  else if (g_str_equal (method, "ResolveService"))
    {
      const char *name;

      g_variant_get (parameters, "(ii&sssiu)", NULL, NULL, &name, NULL, NULL, NULL, NULL);
      for (guint i = 0; i < avahi->groups->len; i++)
        {
          AvahiGroup *group = g_ptr_array_index (avahi->groups, i);

          if (group->published && g_str_equal (group->name, name))
            {
              g_dbus_method_invocation_return_value (invocation,
                                                     g_variant_new ("(iissssisq@aayu)", 2, 0, group->name,
                                                                    group->type, "local", "host.local", 0,
                                                                    avahi->address != NULL ? avahi->address : "192.0.2.7", group->port, group->txt, 0u));
              return;
            }
        }
      g_dbus_method_invocation_return_dbus_error (invocation, "org.freedesktop.Avahi.NotFoundError", "gone");
    }
}

static const GDBusInterfaceVTable server_vtable = { server_method, NULL, NULL, { 0 } };

static void
on_name_acquired (GDBusConnection *bus,
                  const char      *name,
                  gpointer         data)
{
  *(gboolean *) data = TRUE;
}

GDBusConnection *
avahi_connect (GTestDBus *test_bus)
{
  g_autoptr(GError) error = NULL;
  GDBusConnection *bus = g_dbus_connection_new_for_address_sync (g_test_dbus_get_bus_address (test_bus),
                                                                 G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT |
                                                                 G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                                 NULL, NULL, &error);

  g_assert_no_error (error);
  return bus;
}


void
avahi_fixture_up (AvahiFixture *f)
{
  g_autoptr(GError) error = NULL;
  gboolean acquired = FALSE;
  gint64 deadline = g_get_monotonic_time () + WAIT_SECONDS * G_USEC_PER_SEC;

  g_test_message ("Avahi is a stand-in on a private bus: its D-Bus API, not multicast, is tested");
  f->test_bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_test_dbus_up (f->test_bus);
  f->avahi_bus = avahi_connect (f->test_bus);
  f->avahi.bus = f->avahi_bus;
  f->avahi.info = g_dbus_node_info_new_for_xml (avahi_xml, &error);
  g_assert_no_error (error);
  f->avahi.groups = g_ptr_array_new_with_free_func ((GDestroyNotify) avahi_group_free);
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
  f->host_bus = avahi_connect (f->test_bus);
  f->guest_bus = avahi_connect (f->test_bus);
}

void
avahi_fixture_down (AvahiFixture *f)
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

