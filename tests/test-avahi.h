/* test-avahi.h — a stand-in for Avahi's D-Bus API on a private bus, for
 * the tests of Games near you
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Avahi itself cannot run in a test (it needs the system bus and
 * multicast).  This answers as its D-Bus API does: EntryGroupNew,
 * AddService, Commit, Reset, Free; ServiceBrowserNew with ItemNew and
 * ItemRemove; ResolveService (every service resolves to 192.0.2.7, or to
 * the address set in the fixture).
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct
{
  char     *path;
  guint     registration;
  char     *name;       /* added, or NULL */
  char     *type;
  guint16   port;
  GVariant *txt;
  gboolean  published;
} AvahiGroup;

typedef struct
{
  GDBusConnection *bus;
  GDBusNodeInfo   *info;
  GPtrArray       *groups;     /* AvahiGroup */
  GPtrArray       *browsers;   /* "sender path" strings */
  guint            next;
  guint            calls;
  const char      *address;    /* what services resolve to */
} Avahi;

/* A private bus with the stand-in on it, and a connection for the host
 * and one for the guest. */
typedef struct
{
  GTestDBus       *test_bus;
  GDBusConnection *avahi_bus;
  GDBusConnection *host_bus;
  GDBusConnection *guest_bus;
  Avahi            avahi;
  guint            owner;
} AvahiFixture;

void             avahi_fixture_up   (AvahiFixture *f);
void             avahi_fixture_down (AvahiFixture *f);
GDBusConnection *avahi_connect      (GTestDBus    *test_bus);
/* Sends SIGNAL ("ItemNew", "ItemRemove") about GROUP to every browser,
 * or to the one at path ONLY_TO. */
void             avahi_emit_item    (Avahi        *avahi,
                                     const char   *signal,
                                     AvahiGroup   *group,
                                     const char   *only_to);
void             avahi_group_free   (AvahiGroup   *group);

G_END_DECLS
