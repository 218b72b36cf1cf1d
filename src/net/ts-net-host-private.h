/* ts-net-host-private.h — what the files of TsNetHost share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ts-net-host.c: seats, connections, moves, the lobby;
 * ts-net-host-undo.c: take-backs with everyone's consent.
 */
#pragma once

#include "ts-director.h"
#include "ts-net-host.h"
#include "ts-net-seats.h"

G_BEGIN_DECLS

struct _TsNetPeer
{
  TsNetPeerSend  send;
  TsNetPeerClose close;
  gpointer       user_data;
  gboolean       greeted;
  int            seat;          /* TS_SEAT_NONE: a spectator (once greeted) */
  guint          refusals;      /* in a row */
  gint64         window_start;  /* µs, monotonic */
  guint          window_count;
  gboolean       closing;
};

struct _TsNetHost
{
  GObject     parent_instance;

  char       *id;
  GFile      *save_file;
  GFile      *seats_file;
  TsNetSeats *seats;
  TsMatch    *match;
  TsDirector *director;
  GPtrArray  *peers;            /* TsNetPeer, owned */
  guint       away_source[TS_MAX_SEATS];
  gboolean    away_computer[TS_MAX_SEATS];
  guint       minute_ms;
  guint       flood_limit;
  gboolean    broken;           /* a move could not be saved */
  int         undo_seat;        /* the seat asking to take back its turn, or -1 */
  guint       undo_yes;         /* bit S: seat S agreed */
};

/* ts-net-host.c */
void          ts_net_host_send                (TsNetPeer          *peer,
                                               const TsNetMessage *message);
void          ts_net_host_send_error          (TsNetHost          *self,
                                               TsNetPeer          *peer,
                                               TsNetError          code,
                                               const char         *words);
void          ts_net_host_close_peer          (TsNetPeer          *peer);
/* Says WORDS (an error CODE) to every connection and closes it. */
void          ts_net_host_close_all           (TsNetHost          *self,
                                               TsNetError          code,
                                               const char         *words);
/* An error reply; the third breach of the protocol in a row closes the
 * connection. */
void          ts_net_host_refuse_words        (TsNetHost          *self,
                                               TsNetPeer          *peer,
                                               TsNetError          code,
                                               const char         *words);
TsNetPresence ts_net_host_presence_of         (TsNetHost          *self,
                                               guint               seat);
void          ts_net_host_send_welcome_undone (TsNetHost          *self,
                                               TsNetPeer          *peer);

/* ts-net-host-undo.c */
/* Ends the question (TAKEN: the turn was taken back) and tells everyone. */
void          ts_net_host_undo_end            (TsNetHost          *self,
                                               gboolean            taken);
void          ts_net_host_receive_undo        (TsNetHost          *self,
                                               TsNetPeer          *peer,
                                               const TsNetMessage *message);
void          ts_net_host_receive_undo_answer (TsNetHost          *self,
                                               TsNetPeer          *peer,
                                               const TsNetMessage *message);

G_END_DECLS
