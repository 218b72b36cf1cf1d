/* ts-net-host.h — one match on the server: seats, connections, the referee
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A host owns one match and its files in the server's folder, plays its
 * computer seats with the turn director, and speaks the protocol of
 * docs/protocol.md with its connections.  It knows nothing of sockets: the
 * server (ts-net-server) gives it each connection as a TsNetPeer, with a
 * function that sends a text message and one that closes, and hands it
 * every text message that arrives.  Tests drive it the same way.
 *
 * Every peer only ever receives what its seat's screen may show
 * (ts_game_view_for, ts_event_visible_to); a move's notation only reaches
 * the seat that played it.  A move is saved to the match's file before
 * any peer hears of it.
 */
#pragma once

#include <gio/gio.h>

#include "ts-match.h"
#include "ts-net-message.h"

G_BEGIN_DECLS

/* A connection, as the host sees it (owned by the host). */
typedef struct _TsNetPeer TsNetPeer;

/* Sends one text message to the connection. */
typedef void (*TsNetPeerSend)  (const char *data,
                                gsize       length,
                                gpointer    user_data);
/* Closes the connection (the host has given up on it: three refused
 * messages in a row); the server then calls ts_net_host_remove_peer, later
 * (when the connection has closed), never from inside this function. */
typedef void (*TsNetPeerClose) (gpointer    user_data);

/* The files of match ID in the server's folder: ID.tessella (the save) and
 * ID.seats (the digests of the seats' tokens, the names, the away rule). */
#define TS_NET_SAVE_SUFFIX  ".tessella"
#define TS_NET_SEATS_SUFFIX ".seats"

#define TS_NET_TYPE_HOST (ts_net_host_get_type ())
G_DECLARE_FINAL_TYPE (TsNetHost, ts_net_host, TS_NET, HOST, GObject)

/* A new match in DIR from REQUEST (a TS_NET_CREATE message), with a secret
 * seed, from START (a position of REQUEST's game and players) or from the
 * setup when START is NULL; written to its files before it returns; *CREATED is the answer
 * (TS_NET_CREATED: the match's id and one token per seat, "" for a
 * computer's).  NULL with TS_NET_ERROR_BAD_MESSAGE and words when the
 * request names no game or a setup the game refuses, or with an I/O error
 * when the files cannot be written. */
TsNetHost    *ts_net_host_create      (GFile              *dir,
                                       const TsNetMessage *request,
                                       TsGame             *start,
                                       TsNetMessage      **created,
                                       GError            **error);
/* Match ID from its files in DIR, as it was after its last saved move. */
TsNetHost    *ts_net_host_load        (GFile              *dir,
                                       const char         *id,
                                       GError            **error);

const char   *ts_net_host_get_id      (TsNetHost          *self);
TsMatch      *ts_net_host_get_match   (TsNetHost          *self);
gboolean      ts_net_host_is_over     (TsNetHost          *self);
/* Ends the match for good (the host gave it up): its files are deleted,
 * no computer moves any more, and every connection hears WORDS as a link
 * that opens no seat (so clients forget it) and is closed.  FALSE with
 * ERROR, and nothing changed, when the files cannot be deleted. */
gboolean      ts_net_host_end         (TsNetHost          *self,
                                       const char         *words,
                                       GError            **error);
guint         ts_net_host_get_n_peers (TsNetHost          *self);
/* Whether the match waits for its host to start it (created "waiting"):
 * it refuses moves, and its computers wait too. */
gboolean      ts_net_host_is_waiting  (TsNetHost          *self);
/* While the match waits, the person seats nobody holds (bit S for seat
 * S); 0 once it has started. */
guint         ts_net_host_get_free_seats (TsNetHost       *self);
/* Gives free seat SEAT to whoever holds the token of DIGEST (the old
 * token no longer opens it), under NAME if one is given.  Refused
 * (TS_NET_ERROR_BUSY) when the seat is not free. */
gboolean      ts_net_host_give_seat   (TsNetHost          *self,
                                       guint               seat,
                                       const char         *digest,
                                       const char         *name,
                                       GError            **error);
/* Starts a waiting match; with FILL a computer (of the away level) plays
 * each person's seat nobody holds now, until that person comes.  FALSE
 * with ERROR when the seats could not be saved (the match still waits). */
gboolean      ts_net_host_start       (TsNetHost          *self,
                                       gboolean            fill,
                                       GError            **error);

/* A computer plays an absent person's seat after the match's away time
 * (create's away_minutes); tests shorten a minute to MS milliseconds. */
void          ts_net_host_set_minute_ms (TsNetHost        *self,
                                         guint             ms);

/* Messages a connection may send in a second (100 by default). */
void          ts_net_host_set_flood_limit (TsNetHost      *self,
                                           guint           per_second);

TsNetPeer    *ts_net_host_add_peer    (TsNetHost          *self,
                                       TsNetPeerSend       send,
                                       TsNetPeerClose      close,
                                       gpointer            user_data);
/* One text message from PEER: answered (welcome, error, pong), or a move
 * checked by the rules, saved and sent on to every peer. */
void          ts_net_host_receive     (TsNetHost          *self,
                                       TsNetPeer          *peer,
                                       const char         *data,
                                       gsize               length);
/* Refuses a message that never reached ts_net_host_receive (too large for
 * the server to read): an error reply with CODE, counted like any other
 * refusal. */
void          ts_net_host_refuse      (TsNetHost          *self,
                                       TsNetPeer          *peer,
                                       TsNetError          code);
/* PEER is gone (frees it). */
void          ts_net_host_remove_peer (TsNetHost          *self,
                                       TsNetPeer          *peer);

G_END_DECLS
