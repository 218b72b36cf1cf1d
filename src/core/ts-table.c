/* ts-table.c — a game being played, as a window shows it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ts-table.h"

G_DEFINE_INTERFACE (TsTable, ts_table, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };

static guint signals[N_SIGNALS];

static void
ts_table_default_init (TsTableInterface *iface)
{
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_INTERFACE (iface),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

#define IFACE(self) TS_TABLE_GET_IFACE (self)

TsSeatPresence
ts_table_get_seat_presence (TsTable *self,
                            int      seat)
{
  g_return_val_if_fail (TS_IS_TABLE (self), TS_SEAT_PRESENCE_NONE);
  if (IFACE (self)->get_seat_presence == NULL)
    return TS_SEAT_PRESENCE_NONE;
  return IFACE (self)->get_seat_presence (self, seat);
}

const TsSetup *
ts_table_get_setup (TsTable *self)
{
  g_return_val_if_fail (TS_IS_TABLE (self), NULL);
  return IFACE (self)->get_setup (self);
}

TsGame *
ts_table_get_game (TsTable *self)
{
  g_return_val_if_fail (TS_IS_TABLE (self), NULL);
  return IFACE (self)->get_game (self);
}

guint
ts_table_get_n_moves (TsTable *self)
{
  g_return_val_if_fail (TS_IS_TABLE (self), 0);
  return IFACE (self)->get_n_moves (self);
}

const TsMove *
ts_table_get_move (TsTable *self,
                   guint    index)
{
  g_return_val_if_fail (TS_IS_TABLE (self), NULL);
  return IFACE (self)->get_move (self, index);
}

int
ts_table_get_move_seat (TsTable *self,
                        guint    index)
{
  g_return_val_if_fail (TS_IS_TABLE (self), TS_SEAT_NONE);
  return IFACE (self)->get_move_seat (self, index);
}

guint
ts_table_get_n_events (TsTable *self)
{
  g_return_val_if_fail (TS_IS_TABLE (self), 0);
  return IFACE (self)->get_n_events (self);
}

const TsEvent *
ts_table_get_event (TsTable *self,
                    guint    index)
{
  g_return_val_if_fail (TS_IS_TABLE (self), NULL);
  return IFACE (self)->get_event (self, index);
}

void
ts_table_get_move_events (TsTable *self,
                          guint    move,
                          guint   *first,
                          guint   *n_events)
{
  *first = 0;
  *n_events = 0;
  g_return_if_fail (TS_IS_TABLE (self));
  IFACE (self)->get_move_events (self, move, first, n_events);
}

const char *
ts_table_get_seat_name (TsTable *self,
                        int      seat)
{
  g_return_val_if_fail (TS_IS_TABLE (self), NULL);
  return IFACE (self)->get_seat_name (self, seat);
}

GPtrArray *
ts_table_describe_events (TsTable *self,
                          guint    first_move,
                          guint    end_move,
                          int      viewer)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  const TsSetup *setup;
  TsGame *game;
  const char *names[TS_MAX_SEATS + 1] = { NULL, };

  g_return_val_if_fail (TS_IS_TABLE (self), lines);

  setup = ts_table_get_setup (self);
  game = ts_table_get_game (self);
  if (setup == NULL || game == NULL)
    return lines;
  for (guint i = 0; i < setup->n_players && i < TS_MAX_SEATS; i++)
    names[i] = ts_table_get_seat_name (self, (int) i);
  end_move = MIN (end_move, ts_table_get_n_moves (self));
  for (guint m = first_move; m < end_move; m++)
    {
      guint first, n;

      ts_table_get_move_events (self, m, &first, &n);
      for (guint i = first; i < first + n; i++)
        {
          const TsEvent *event = ts_table_get_event (self, i);
          char *text;

          if (event == NULL || !ts_event_visible_to (event, viewer))
            continue;
          text = ts_game_describe_event (game, event, names);
          if (text != NULL)
            g_ptr_array_add (lines, text);
        }
    }
  return lines;
}

guint
ts_table_get_last_turn_start (TsTable *self)
{
  guint n, start;
  int seat;

  g_return_val_if_fail (TS_IS_TABLE (self), 0);

  n = ts_table_get_n_moves (self);
  if (n == 0)
    return 0;
  start = n - 1;
  seat = ts_table_get_move_seat (self, start);
  while (start > 0 && ts_table_get_move_seat (self, start - 1) == seat)
    start--;
  return start;
}

void
ts_table_emit_changed (TsTable *self)
{
  g_return_if_fail (TS_IS_TABLE (self));
  g_signal_emit (self, signals[CHANGED], 0);
}
