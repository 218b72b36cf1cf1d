/* ts-remote-table.h — one seat's copy of an online game, as a table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A TsTable (ts-table.h) over a TsNetClient: what the server told this
 * seat — its view, the events it may see, who made each move, the names —
 * for the boards, the scenes and the log to show (issue 28,
 * docs/online-window.md).  It knows the moves only as their events: a
 * move itself is NULL.  Before the client's first welcome it has no
 * setup and no game.  "changed" follows the client's welcome, applied and
 * presence.
 */
#pragma once

#include "ts-net-client.h"
#include "ts-table.h"

G_BEGIN_DECLS

#define TS_TYPE_REMOTE_TABLE (ts_remote_table_get_type ())
G_DECLARE_FINAL_TYPE (TsRemoteTable, ts_remote_table, TS, REMOTE_TABLE, GObject)

TsRemoteTable *ts_remote_table_new        (TsNetClient   *client);
TsNetClient   *ts_remote_table_get_client (TsRemoteTable *self);

/* What the seat has seen, for a replay: its view after each move that
 * reached it while the table was open (oldest first), and how many moves
 * the game had then (*N_MOVES).  Moves made while it was away come as
 * one step.  Not to be modified. */
guint          ts_remote_table_get_n_seen (TsRemoteTable *self);
/* Keeps the views seen in FILE (mode 0600), and first reads those kept
 * there before (another run of the app): the replay goes back to where
 * this seat first opened the game.  Call before the first welcome. */
void           ts_remote_table_keep_seen  (TsRemoteTable *self,
                                           GFile         *file);
TsGame        *ts_remote_table_get_seen   (TsRemoteTable *self,
                                           guint          index,
                                           guint         *n_moves);

G_END_DECLS
