/* ts-net-seats.h — who sits where in a match on the server
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The seats of a match beside its save: per seat the SHA-256 digest of its
 * token (never the token), the name its person gave, and the match's
 * away rule.  A small JSON file (MATCH.seats) written atomically; read back
 * with every value checked against the save's setup.
 */
#pragma once

#include <gio/gio.h>

#include "ts-net-message.h"
#include "ts-setup.h"

G_BEGIN_DECLS

typedef struct
{
  guint    n_seats;
  char    *digests[TS_MAX_SEATS]; /* hex; "" for a computer's seat */
  GStrv    names;                 /* n_seats */
  guint    away_minutes;          /* 0: nobody plays for an absent person */
  TsLevel  away_level;
  gboolean waiting;               /* not started yet: no move, no computer */
  gboolean undo;                  /* a seat may ask the others to take back its turn */
  guint    seen;                  /* bit S: seat S's token has opened it once */
  guint    takebacks;             /* turns taken back so far */
  guint    filled;                /* bit S: a computer (away_level) holds
                                   * person seat S from the start until
                                   * its person comes */
} TsNetSeats;

/* The setup REQUEST (TS_NET_CREATE) asks for, checked by its game (seed 0:
 * the caller sets a secret one); NULL with TS_NET_ERROR_BAD_MESSAGE and
 * words otherwise. */
TsSetup    *ts_net_seats_build_setup (const TsNetMessage *request,
                                      GError            **error);
/* The TS_NET_CREATE that asks for a match of SETUP: its game, players and
 * options; per seat "person", or a computer's level; the names of the
 * setup's players when WITH_NAMES (else none: the server numbers them). */
TsNetMessage *ts_net_seats_new_request (const TsSetup    *setup,
                                        gboolean          with_names);
/* The seats of a new match of SETUP, without digests yet. */
TsNetSeats *ts_net_seats_new         (const TsSetup      *setup,
                                      const TsNetMessage *request);
TsNetSeats *ts_net_seats_load        (GFile              *file,
                                      const TsSetup      *setup,
                                      GError            **error);
gboolean    ts_net_seats_save        (const TsNetSeats   *seats,
                                      GFile              *file,
                                      GError            **error);
void        ts_net_seats_free        (TsNetSeats         *seats);

/* NAME without control characters and outer spaces, at most
 * TS_NET_MAX_NAME characters; NULL when nothing is left. */
char       *ts_net_seats_clean_name  (const char         *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsNetSeats, ts_net_seats_free)

G_END_DECLS
