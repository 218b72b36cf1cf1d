/* ts-table.h — a game being played, as a window shows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the boards, the scenes and the log read of a game being played,
 * whoever keeps it: a local match (TsMatch, with its history, undo and
 * hot-seat) or, online, one seat's copy of a game the server keeps
 * (docs/online-window.md).  Read-only: moves are sent by the window.
 *
 * "changed" — anything changed (a move, undo, redo, a load).
 */
#pragma once

#include <glib-object.h>

#include "ts-game.h"

G_BEGIN_DECLS

/* Who is at a seat, where the table knows (online): shown on the seat's
 * row.  A local table knows nothing of it (NONE). */
typedef enum
{
  TS_SEAT_PRESENCE_NONE,       /* not known, or not online */
  TS_SEAT_PRESENCE_YOU,        /* the seat played at this screen */
  TS_SEAT_PRESENCE_CONNECTED,  /* a person, connected now */
  TS_SEAT_PRESENCE_AWAY,       /* a person, not connected */
  TS_SEAT_PRESENCE_COMPUTER,   /* played by the server's computer */
} TsSeatPresence;

#define TS_TYPE_TABLE (ts_table_get_type ())
G_DECLARE_INTERFACE (TsTable, ts_table, TS, TABLE, GObject)

struct _TsTableInterface
{
  GTypeInterface parent_iface;

  const TsSetup *(*get_setup)           (TsTable *self);
  TsGame        *(*get_game)            (TsTable *self);
  guint          (*get_n_moves)         (TsTable *self);
  const TsMove  *(*get_move)            (TsTable *self,
                                         guint    index);
  int            (*get_move_seat)       (TsTable *self,
                                         guint    index);
  guint          (*get_n_events)        (TsTable *self);
  const TsEvent *(*get_event)           (TsTable *self,
                                         guint    index);
  void           (*get_move_events)     (TsTable *self,
                                         guint    move,
                                         guint   *first,
                                         guint   *n_events);
  const char    *(*get_seat_name)       (TsTable *self,
                                         int      seat);
  /* Optional (NULL: always TS_SEAT_PRESENCE_NONE). */
  TsSeatPresence (*get_seat_presence)   (TsTable *self,
                                         int      seat);
};

/* The setup: names, kinds, levels, colours, options. */
const TsSetup *ts_table_get_setup           (TsTable *self);
/* The current game as the table knows it (a local match: the whole game;
 * online: the seat's view).  Show it through ts_game_view_for; do not
 * modify it. */
TsGame        *ts_table_get_game            (TsTable *self);
guint          ts_table_get_n_moves         (TsTable *self);
/* Move INDEX, or NULL where the table does not know it (online: another
 * seat's move). */
const TsMove  *ts_table_get_move            (TsTable *self,
                                             guint    index);
int            ts_table_get_move_seat       (TsTable *self,
                                             guint    index);
/* The events the table holds (online: those its seat may see). */
guint          ts_table_get_n_events        (TsTable *self);
const TsEvent *ts_table_get_event           (TsTable *self,
                                             guint    index);
void           ts_table_get_move_events     (TsTable *self,
                                             guint    move,
                                             guint   *first,
                                             guint   *n_events);
const char    *ts_table_get_seat_name       (TsTable *self,
                                             int      seat);
/* The events of moves FIRST to END - 1 that VIEWER may see, in words,
 * one line each (from the moves' events, the game and the names). */
TsSeatPresence ts_table_get_seat_presence   (TsTable *self,
                                             int      seat);
GPtrArray     *ts_table_describe_events     (TsTable *self,
                                             guint    first,
                                             guint    end,
                                             int      viewer);
/* The first move of the turn being played or just finished. */
guint          ts_table_get_last_turn_start (TsTable *self);

/* For implementations: emits "changed". */
void           ts_table_emit_changed        (TsTable *self);

G_END_DECLS
