/* ts-net-browse.h — games on the local network: announced and found with
 * DNS-SD (_tessella._tcp) through Avahi's D-Bus API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The DNS-SD service type of a Tessella game waiting for players. */
#define TS_NET_SERVICE_TYPE "_tessella._tcp"

/* A game near, as its host announces it (TXT: v=1, match, game, host,
 * free). */
typedef struct
{
  char    *match;     /* the match's id */
  char    *game;      /* "tri" */
  char    *host_name; /* the name of the host's seat, or "" */
  guint    free;      /* seats free for someone near */
  char    *address;   /* IPv4, to ask for a seat and join */
  guint16  port;
} TsNetNearby;

void         ts_net_nearby_free        (TsNetNearby *nearby);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsNetNearby, ts_net_nearby_free)

/* Announcing: one DNS-SD service per match, on BUS (Avahi on the system
 * bus in the app; a test's own bus in the tests).  Without Avahi nothing
 * is announced and nothing fails. */
#define TS_NET_TYPE_ANNOUNCER (ts_net_announcer_get_type ())
G_DECLARE_FINAL_TYPE (TsNetAnnouncer, ts_net_announcer, TS_NET, ANNOUNCER, GObject)

TsNetAnnouncer *ts_net_announcer_new    (GDBusConnection *bus);
/* Announces (or announces anew) NEARBY's match at NEARBY's port (its
 * address is Avahi's to give). */
void            ts_net_announcer_set    (TsNetAnnouncer    *self,
                                         const TsNetNearby *nearby);
void            ts_net_announcer_remove (TsNetAnnouncer    *self,
                                         const char        *match);
/* The matches announced. */
GStrv           ts_net_announcer_list   (TsNetAnnouncer    *self);

/* Browsing: the games announced on the network, resolved to an address
 * and a port; "changed" when one comes, changes or goes. */
#define TS_NET_TYPE_BROWSER (ts_net_browser_get_type ())
G_DECLARE_FINAL_TYPE (TsNetBrowser, ts_net_browser, TS_NET, BROWSER, GObject)

TsNetBrowser   *ts_net_browser_new      (GDBusConnection *bus);
/* The games found (TsNetNearby, owned by the browser), in the order they
 * were found. */
GPtrArray      *ts_net_browser_get_games (TsNetBrowser   *self);

G_END_DECLS
