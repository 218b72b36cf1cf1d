/* ts-net-client.h — a seat's connection to a Tessella server
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One WebSocket (libsoup 3) to the match of a link, with the seat's token.
 * The client keeps what the server told this seat — its view as a game,
 * the events it may see, the names and who is here — and reconnects by
 * itself after a drop (the server's welcome then brings it up to date).
 * A tessellas:// link's certificate must have the link's fingerprint.
 * No GTK: the CLI, the tests and (issue 28) the window use it.
 */
#pragma once

#include <gio/gio.h>

#include "ts-game.h"
#include "ts-net-link.h"
#include "ts-net-message.h"

G_BEGIN_DECLS

#define TS_NET_TYPE_CLIENT (ts_net_client_get_type ())
G_DECLARE_FINAL_TYPE (TsNetClient, ts_net_client, TS_NET, CLIENT, GObject)

/* Signals:
 *   "welcome"    — the server greeted this seat (first time or after a
 *                  reconnect): view, events, names and moves are new
 *   "applied" (guint first_event, int mover, const char *move_or_NULL)
 *                — one move was applied; its events are those from
 *                  FIRST_EVENT to the end of ts_net_client_get_events
 *   "presence"   — who is here changed
 *   "refused" (const char *code, const char *message) — the server
 *                  refused what this client sent; nothing changed
 *   "connection-changed" (gboolean connected) — dropped, or back
 *   "failed" (const char *message) — gave up: a bad link, another
 *                  protocol, or no server for the retry time; stopped */
TsNetClient   *ts_net_client_new             (const TsNetLink *link,
                                              const char      *name);
/* How long a dropped connection is retried (default 300 s). */
void           ts_net_client_set_retry_seconds (TsNetClient   *self,
                                                guint          seconds);
void           ts_net_client_start           (TsNetClient     *self);
void           ts_net_client_stop            (TsNetClient     *self);

gboolean       ts_net_client_is_connected    (TsNetClient     *self);
/* After the first welcome: */
const char    *ts_net_client_get_game_id     (TsNetClient     *self);
/* Whether the client gave up because the server said its link opens no
 * seat (the link is then worth nothing; other failures may pass). */
gboolean       ts_net_client_was_refused     (TsNetClient     *self);
/* Taking back a turn, where the host allows it: the seat may ask while
 * its own turn is the last one (or only computers replied since: their
 * replies go back too) and nobody asks yet; the others answer
 * ("undo" says when a question comes and when it is answered). */
gboolean       ts_net_client_can_ask_undo    (TsNetClient     *self);
gboolean       ts_net_client_ask_undo        (TsNetClient     *self);
/* Who asks now (-1: nobody). */
int            ts_net_client_get_undo_asker  (TsNetClient     *self);
gboolean       ts_net_client_answer_undo     (TsNetClient     *self,
                                              gboolean         yes);
/* The match's id, from the link. */
const char    *ts_net_client_get_match       (TsNetClient     *self);
int            ts_net_client_get_seat        (TsNetClient     *self);
TsGame        *ts_net_client_get_view        (TsNetClient     *self);   /* not to be modified */
guint          ts_net_client_get_n_moves     (TsNetClient     *self);
GArray        *ts_net_client_get_events      (TsNetClient     *self);   /* TsEvent */
/* The game, the players, the options and the names (no seed, no colours,
 * every seat a person). */
const TsSetup *ts_net_client_get_setup       (TsNetClient     *self);
/* Who made move INDEX (−1: not known), and which of the events are its. */
int            ts_net_client_get_move_seat   (TsNetClient     *self,
                                              guint            index);
void           ts_net_client_get_move_events (TsNetClient     *self,
                                              guint            index,
                                              guint           *first,
                                              guint           *n_events);
const char * const *ts_net_client_get_names  (TsNetClient     *self);
/* TsNetPresence per seat. */
GArray        *ts_net_client_get_presence    (TsNetClient     *self);
/* This seat must decide now. */
gboolean       ts_net_client_is_my_turn      (TsNetClient     *self);
/* Whether the match waits for its host to start it (never my turn then);
 * the "presence" signal says when that changes. */
gboolean       ts_net_client_is_waiting      (TsNetClient     *self);

/* Sends MOVE (notation) for this seat, after the moves the client knows;
 * FALSE when not connected. */
gboolean       ts_net_client_send_move       (TsNetClient     *self,
                                              const char      *move);

/* Creates a match on the server at URL (http://HOST:PORT or
 * https://HOST:PORT) from REQUEST (TS_NET_CREATE); with https, a
 * certificate whose fingerprint is not PIN is refused (PIN NULL: any, and
 * *FINGERPRINT says which it was, for the links).  Blocking. */
TsNetMessage  *ts_net_create_match           (const char         *url,
                                              const char         *pin,
                                              const TsNetMessage *request,
                                              char              **fingerprint,
                                              GError            **error);

/* The links of CREATED, made at the server at URL (FINGERPRINT: the
 * certificate's, for tessellas:// links): one per seat ("" for a
 * computer's), then a spectator's; NULL when URL is not an address. */
GStrv          ts_net_created_links          (const char         *url,
                                              const TsNetMessage *created,
                                              const char         *fingerprint);
/* Asks the server at HOST:PORT (a game near, announced on the local
 * network) for a free seat of MATCH under NAME; the seat's token, and its
 * number in SEAT; NULL with ERROR (TS_NET_ERROR_BUSY: none is free).
 * Blocks: call it from a thread. */
char          *ts_net_claim_seat             (const char         *host,
                                              guint16             port,
                                              const char         *match,
                                              const char         *name,
                                              int                *seat,
                                              GError            **error);

G_END_DECLS
