/* ts-net-server.h — the Tessella server: matches in a folder, over WebSocket
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A SoupServer (libsoup 3) with two paths (docs/protocol.md): POST
 * /v1/matches creates a match, /v1/match/MATCH is a seat's WebSocket.  The
 * server keeps one TsNetHost per match of its folder, loads every match
 * there when it starts (the unfinished ones go on), and enforces the
 * limits a public server needs.  Runs in the thread default main context.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct
{
  guint max_matches;       /* unfinished matches on the server */
  guint max_per_address;   /* open connections from one address */
  guint idle_seconds;      /* a connection silent this long is closed */
  guint flood_per_second;  /* messages a connection may send in a second */
  guint creates_per_minute; /* matches one address may create in a minute */
} TsNetLimits;

/* The defaults of tessella-server. */
void ts_net_limits_init_default (TsNetLimits *limits);

#define TS_NET_TYPE_SERVER (ts_net_server_get_type ())
G_DECLARE_FINAL_TYPE (TsNetServer, ts_net_server, TS_NET, SERVER, GObject)

/* A server for the matches in DIR (created if missing), with TLS when
 * CERTIFICATE (with its private key) is given.  Loads every match of DIR;
 * a match whose files are damaged is left on disk and named in a warning. */
TsNetServer  *ts_net_server_new             (GFile             *dir,
                                             GTlsCertificate   *certificate,
                                             const TsNetLimits *limits,
                                             GError           **error);
/* Listens on ADDRESS (NULL: every address of the machine) at PORT (0: a
 * free one, see ts_net_server_get_port). */
gboolean      ts_net_server_listen          (TsNetServer       *self,
                                             GInetAddress      *address,
                                             guint16            port,
                                             GError           **error);
guint16       ts_net_server_get_port        (TsNetServer       *self);
/* SHA-256 of the certificate (DER) in lower-case hex, what links pin;
 * NULL without TLS. */
const char   *ts_net_server_get_fingerprint (TsNetServer       *self);
guint         ts_net_server_get_n_matches   (TsNetServer       *self);
guint         ts_net_server_get_n_connections (TsNetServer     *self);

G_END_DECLS
