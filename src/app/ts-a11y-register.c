/* ts-a11y-register.c — the first focus, told again once a screen reader
 * can hear it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 registers the application on the accessibility (AT-SPI) bus
 * while the first window is already shown: the first focus events leave
 * before the registry knows the application, and a screen reader drops
 * them as coming from nowhere.  Orca then says nothing until the focus
 * moves.  This watches the registry, over the accessibility bus, for an
 * application of this process; once it is there, it moves the focus away
 * from the focused widget and back, which the screen reader now hears.
 * A dialog shown later gets the same once it has opened.
 */
#include <unistd.h>

#include "ts-a11y.h"

#define POLL_MS 250
#define GIVE_UP_MS 15000

typedef struct
{
  GtkWindow       *window;  /* weak */
  GDBusConnection *bus;     /* the accessibility bus */
  guint            poll_id;
  guint            waited_ms;
} Watch;

static void
watch_free (Watch *watch)
{
  g_clear_handle_id (&watch->poll_id, g_source_remove);
  if (watch->window != NULL)
    g_object_remove_weak_pointer (G_OBJECT (watch->window), (gpointer *) &watch->window);
  g_clear_object (&watch->bus);
  g_free (watch);
}

/* The focus, out and back: a focus event from a registered application. */
static void
refocus (GtkWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  if (focus == NULL || !gtk_widget_get_mapped (focus))
    return;
  g_object_ref (focus);
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  gtk_widget_grab_focus (focus);
  g_object_unref (focus);
}

/* A window shown later (a dialog): the focus it was given before it was
 * mapped was told to nobody, GTK 4.8 having no accessible for it yet,
 * and a dialog never becomes a screen reader's active window by itself
 * (GTK 4.8 gives it no "showing" state).  Once it has opened, the same
 * focus again, which a screen reader presents with the dialog around
 * it. */
#define SHOWN_MS 300

static gboolean
on_shown (gpointer data)
{
  GWeakRef *ref = data;
  g_autoptr(GtkWindow) window = g_weak_ref_get (ref);

  if (window != NULL && gtk_widget_get_mapped (GTK_WIDGET (window)) && gtk_window_is_active (window))
    refocus (window);
  return G_SOURCE_REMOVE;
}

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

void
ts_a11y_refocus_when_shown (GtkWindow *window)
{
  const char *backend = g_getenv ("GTK_A11Y");
  GWeakRef *ref;

  g_return_if_fail (GTK_IS_WINDOW (window));

  if (backend != NULL && g_strcmp0 (backend, "atspi") != 0)
    return;
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, window);
  g_timeout_add_full (G_PRIORITY_DEFAULT, SHOWN_MS, on_shown, ref, weak_ref_free);
}

static gboolean poll_registry (gpointer data);

static void
next_poll (Watch *watch)
{
  watch->waited_ms += POLL_MS;
  if (watch->window == NULL || watch->waited_ms > GIVE_UP_MS)
    {
      watch_free (watch);
      return;
    }
  watch->poll_id = g_timeout_add (POLL_MS, poll_registry, watch);
}

/* The registry's children: is one of them ours (same process)? */
static gboolean
has_our_process (Watch    *watch,
                 GVariant *children)
{
  GVariantIter iter;
  const char *name, *path;

  g_variant_iter_init (&iter, children);
  while (g_variant_iter_next (&iter, "(&s&o)", &name, &path))
    {
      g_autoptr(GVariant) pid = NULL;
      guint32 value = 0;

      pid = g_dbus_connection_call_sync (watch->bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                         "org.freedesktop.DBus", "GetConnectionUnixProcessID",
                                         g_variant_new ("(s)", name), G_VARIANT_TYPE ("(u)"),
                                         G_DBUS_CALL_FLAGS_NONE, 1000, NULL, NULL);
      if (pid == NULL)
        continue;
      g_variant_get (pid, "(u)", &value);
      if (value == (guint32) getpid ())
        return TRUE;
    }
  return FALSE;
}

static void
on_children (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  Watch *watch = data;
  g_autoptr(GVariant) reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, NULL);
  g_autoptr(GVariant) children = NULL;

  if (reply != NULL)
    {
      children = g_variant_get_child_value (reply, 0);
      if (has_our_process (watch, children))
        {
          if (watch->window != NULL)
            refocus (watch->window);
          watch_free (watch);
          return;
        }
    }
  next_poll (watch);
}

static gboolean
poll_registry (gpointer data)
{
  Watch *watch = data;

  watch->poll_id = 0;
  g_dbus_connection_call (watch->bus, "org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root",
                          "org.a11y.atspi.Accessible", "GetChildren", NULL, G_VARIANT_TYPE ("(a(so))"),
                          G_DBUS_CALL_FLAGS_NONE, 1000, NULL, on_children, watch);
  return G_SOURCE_REMOVE;
}

static void
on_bus (GObject      *source,
        GAsyncResult *result,
        gpointer      data)
{
  Watch *watch = data;

  watch->bus = g_dbus_connection_new_for_address_finish (result, NULL);
  if (watch->bus == NULL)
    {
      watch_free (watch);
      return;
    }
  poll_registry (watch);
}

static void
on_address (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  Watch *watch = data;
  g_autoptr(GVariant) reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, NULL);
  const char *address;

  if (reply == NULL)
    {
      /* No accessibility bus: no screen reader to tell. */
      watch_free (watch);
      return;
    }
  g_variant_get (reply, "(&s)", &address);
  g_dbus_connection_new_for_address (address,
                                     G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT |
                                     G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                     NULL, NULL, on_bus, watch);
}

void
ts_a11y_refocus_when_registered (GtkWindow *window)
{
  g_autoptr(GDBusConnection) session = NULL;
  const char *backend = g_getenv ("GTK_A11Y");
  Watch *watch;

  g_return_if_fail (GTK_IS_WINDOW (window));

  /* GTK speaks AT-SPI only on X11 and Wayland, and not when told not to. */
  if (backend != NULL && g_strcmp0 (backend, "atspi") != 0)
    return;
  /* No session bus (a bare test run): nothing to start for this. */
  if (g_getenv ("DBUS_SESSION_BUS_ADDRESS") == NULL)
    return;
  session = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
  if (session == NULL)
    return;
  watch = g_new0 (Watch, 1);
  watch->window = window;
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &watch->window);
  g_dbus_connection_call (session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", NULL,
                          G_VARIANT_TYPE ("(s)"), G_DBUS_CALL_FLAGS_NONE, 2000, NULL, on_address, watch);
}
