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

#include "ts-net-message.h"

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

/* Creates a match as POST /v1/matches does, for the process that runs
 * the server (the app hosting a game): REQUEST is a TS_NET_CREATE; the
 * answer is the TS_NET_CREATED with the seats' tokens.  Refused
 * (TS_NET_ERROR_BUSY) when the server holds its most matches. */
TsNetMessage *ts_net_server_create_match    (TsNetServer       *self,
                                             const TsNetMessage *request,
                                             GError           **error);
/* Whether POST /v1/matches creates matches (the default) or is refused
 * (403): a server inside the app hosts only its own player's games. */
void          ts_net_server_set_http_create (TsNetServer       *self,
                                             gboolean           open);
/* Starts MATCH, created waiting (TsNetMessage.waiting) by this process;
 * with FILL computers play the seats of people not there yet, until they
 * come (ts_net_host_start).  Over HTTP, a match cannot be created
 * waiting. */
gboolean      ts_net_server_start_match     (TsNetServer       *self,
                                             const char        *match,
                                             gboolean           fill,
                                             GError           **error);
gboolean      ts_net_server_is_waiting      (TsNetServer       *self,
                                             const char        *match);
/* Who asks for a free seat of MATCH (POST /v1/matches/MATCH/claim) under
 * NAME gets, from the process that runs the server, the seat's new token
 * and its number; NULL with ERROR when there is none to give. */
typedef char *(*TsNetClaimFunc) (TsNetServer  *server,
                                 const char   *match,
                                 const char   *name,
                                 int          *seat,
                                 GError      **error,
                                 gpointer      user_data);
/* Opens POST /v1/matches/ID/claim (404 without a FUNC): the app hosting
 * games on the local network gives free seats to those who ask. */
void          ts_net_server_set_claim_func  (TsNetServer       *self,
                                             TsNetClaimFunc     func,
                                             gpointer           user_data);
/* The person seats of waiting MATCH nobody holds (bit S for seat S). */
guint         ts_net_server_get_free_seats  (TsNetServer       *self,
                                             const char        *match);
/* ts_net_host_give_seat for MATCH. */
gboolean      ts_net_server_give_seat       (TsNetServer       *self,
                                             const char        *match,
                                             guint              seat,
                                             const char        *digest,
                                             const char        *name,
                                             GError           **error);
/* Ends MATCH for good (ts_net_host_end): the server forgets it. */
gboolean      ts_net_server_end_match       (TsNetServer       *self,
                                             const char        *match,
                                             const char        *words,
                                             GError           **error);
/* Whether MATCH is on the server and not over. */
gboolean      ts_net_server_has_unfinished  (TsNetServer       *self,
                                             const char        *match);

G_END_DECLS
