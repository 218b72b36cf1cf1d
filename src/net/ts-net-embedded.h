/* ts-net-embedded.h — the Tessella server inside the app: the games its
 * player hosts for people on the same network (docs/online-window.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ts-match.h"
#include "ts-setup.h"

G_BEGIN_DECLS

#define TS_NET_TYPE_EMBEDDED (ts_net_embedded_get_type ())
G_DECLARE_FINAL_TYPE (TsNetEmbedded, ts_net_embedded, TS_NET, EMBEDDED, GObject)

/* A server for the matches in DIR ($XDG_DATA_HOME/tessella/hosted in the
 * app).  Nothing listens before ts_net_embedded_start.  The server takes
 * no match from the network (POST /v1/matches is refused): only this
 * process hosts, with ts_net_embedded_host. */
TsNetEmbedded *ts_net_embedded_new           (GFile          *dir);
/* Loads the matches of the folder and listens on every address of the
 * machine, at the port it used last (kept in DIR/port) so that the links
 * it gave stay good, or at a free one.  Does nothing when running. */
gboolean       ts_net_embedded_start         (TsNetEmbedded  *self,
                                              GError        **error);
void           ts_net_embedded_stop          (TsNetEmbedded  *self);
gboolean       ts_net_embedded_is_running    (TsNetEmbedded  *self);
guint16        ts_net_embedded_get_port      (TsNetEmbedded  *self);
/* Unfinished matches on the server that this app hosted, oldest first. */
GStrv          ts_net_embedded_list_unfinished (TsNetEmbedded *self);

/* Hosts a match of SETUP (started if need be): computers play the
 * computers' seats, people the others; HERE is the seat played at this
 * screen (-1: none, the host watches).  The match waits, moves and
 * computers too, until ts_net_embedded_start_match: the lobby.  Every seat's token is kept in
 * DIR/MATCH.invites (readable by the user only) so that the links can be
 * shown again and the host's window returns to its seat.  Returns the
 * match's id. */
typedef enum
{
  TS_NET_HOST_UNDO = 1 << 0,   /* a seat may ask the others to take back its turn */
} TsNetHostFlags;

char          *ts_net_embedded_host          (TsNetEmbedded  *self,
                                              const TsSetup  *setup,
                                              int             here,
                                              TsNetHostFlags  flags,
                                              GError        **error);
/* Ends MATCH's lobby: the game starts, with FILL computers (normal) in
 * the seats of people not there yet, until they come. */
gboolean       ts_net_embedded_start_match   (TsNetEmbedded  *self,
                                              const char     *match,
                                              gboolean        fill,
                                              GError        **error);
/* Whether MATCH is still in its lobby. */
/* Ends MATCH, hosted here, for good: the guests are told the host ended
 * it and their links open nothing any more; its files and invitations
 * go.  Keep the game first (ts_net_embedded_load_match) if it is to be
 * kept. */
gboolean       ts_net_embedded_end_match     (TsNetEmbedded  *self,
                                              const char     *match,
                                              GError        **error);
gboolean       ts_net_embedded_is_waiting    (TsNetEmbedded  *self,
                                              const char     *match);
/* The invited seats of MATCH in its lobby that nobody holds (bit S for
 * seat S): those a person near may ask for (POST
 * /v1/matches/MATCH/claim, ts_net_claim_seat), getting the seat's new
 * token; the old link then no longer opens it.  "changed" says when this
 * may have changed. */
guint          ts_net_embedded_get_free_seats (TsNetEmbedded *self,
                                              const char     *match);
/* The whole of hosted MATCH as the server keeps it (every seat's
 * secrets: for the host's archive once it is over), or NULL with ERROR. */
TsMatch       *ts_net_embedded_load_match    (TsNetEmbedded  *self,
                                              const char     *match,
                                              GError        **error);
/* The game id of MATCH ("tri"), or NULL. */
char          *ts_net_embedded_get_game      (TsNetEmbedded  *self,
                                              const char     *match);
/* The seat MATCH is played at from this screen (-1: watched). */
int            ts_net_embedded_get_here_seat (TsNetEmbedded  *self,
                                              const char     *match);
/* The link to SEAT of MATCH (-1: a spectator's): over the loopback
 * address when LOCAL (the host's own window), else over this machine's
 * address on its network; NULL for a computer's seat or an unknown
 * match. */
char          *ts_net_embedded_get_link      (TsNetEmbedded  *self,
                                              const char     *match,
                                              int             seat,
                                              gboolean        local);

/* Announces on the local network (through ANNOUNCER, NULL: not at all)
 * each hosted match in its lobby that has seats free for someone near,
 * with its game, the name of the seat played here and how many seats are
 * free; withdraws it when none is left or the game starts. */
typedef struct _TsNetAnnouncer TsNetAnnouncer;
void           ts_net_embedded_set_announcer (TsNetEmbedded  *self,
                                              TsNetAnnouncer *announcer);

/* This machine's address on its network, for links that other machines
 * open: the first IPv4 address of an interface that is up and not the
 * loopback; "127.0.0.1" when there is none. */
char          *ts_net_network_address        (void);

G_END_DECLS
