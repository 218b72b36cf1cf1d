/* ts-remote-table.c — one seat's copy of an online game, as a table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ts-remote-table.h"

#include <string.h>

struct _TsRemoteTable
{
  GObject      parent_instance;

  TsNetClient *client;
  gulong       handlers[4];
  GPtrArray   *seen;        /* TsGame: the seat's view after each move it saw */
  GArray      *seen_moves;  /* guint: how many moves each had */
  GFile       *seen_file;   /* where they are kept, or NULL */
  gboolean     seen_loaded; /* the file was read (after the first welcome) */
};

static void ts_remote_table_table_init (TsTableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TsRemoteTable, ts_remote_table, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TS_TYPE_TABLE, ts_remote_table_table_init))

static void
ts_remote_table_dispose (GObject *object)
{
  TsRemoteTable *self = TS_REMOTE_TABLE (object);

  if (self->client != NULL)
    for (guint i = 0; i < G_N_ELEMENTS (self->handlers); i++)
      g_clear_signal_handler (&self->handlers[i], self->client);
  g_clear_object (&self->client);

  G_OBJECT_CLASS (ts_remote_table_parent_class)->dispose (object);
}

static void
ts_remote_table_finalize (GObject *object)
{
  TsRemoteTable *self = TS_REMOTE_TABLE (object);

  g_ptr_array_unref (self->seen);
  g_array_unref (self->seen_moves);
  g_clear_object (&self->seen_file);
  G_OBJECT_CLASS (ts_remote_table_parent_class)->finalize (object);
}

static void
ts_remote_table_class_init (TsRemoteTableClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ts_remote_table_dispose;
  G_OBJECT_CLASS (klass)->finalize = ts_remote_table_finalize;
}

static void
ts_remote_table_init (TsRemoteTable *self)
{
  self->seen = g_ptr_array_new_with_free_func (g_object_unref);
  self->seen_moves = g_array_new (FALSE, FALSE, sizeof (guint));
}

/* The seen views in a file: one group per step, "moves" and "view" (the
 * view's state, as the server sent it).  A step is appended; a take-back
 * writes the file again. */
#define SEEN_GROUP "step %u"

static char *
step_text (TsRemoteTable *self,
           guint          index)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autofree char *group = g_strdup_printf (SEEN_GROUP, index);
  g_autofree char *state = ts_game_save_state (g_ptr_array_index (self->seen, index));

  g_key_file_set_integer (keys, group, "moves", (int) g_array_index (self->seen_moves, guint, index));
  g_key_file_set_string (keys, group, "view", state);
  return g_key_file_to_data (keys, NULL, NULL);
}

static void
write_seen (TsRemoteTable *self,
            gboolean       whole)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFileOutputStream) out = NULL;
  g_autoptr(GFile) dir = NULL;

  if (self->seen_file == NULL || !self->seen_loaded || self->seen->len == 0)
    return;
  dir = g_file_get_parent (self->seen_file);
  if (!g_file_make_directory_with_parents (dir, NULL, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_warning ("The replay of the online game is not kept: %s", error->message);
      return;
    }
  g_clear_error (&error);
  if (whole)
    {
      g_autoptr(GString) text = g_string_new (NULL);

      for (guint i = 0; i < self->seen->len; i++)
        {
          g_autofree char *step = step_text (self, i);

          g_string_append (text, step);
        }
      if (!g_file_set_contents_full (g_file_peek_path (self->seen_file), text->str, (gssize) text->len,
                                     G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
        g_warning ("The replay of the online game is not kept: %s", error->message);
      return;
    }
  out = g_file_append_to (self->seen_file, G_FILE_CREATE_PRIVATE, NULL, &error);
  if (out != NULL)
    {
      g_autofree char *step = step_text (self, self->seen->len - 1);

      g_output_stream_write_all (G_OUTPUT_STREAM (out), step, strlen (step), NULL, NULL, &error);
    }
  if (error != NULL)
    g_warning ("The replay of the online game is not kept: %s", error->message);
}

/* The steps kept in the file, once the game is known: those that do not
 * load (a damaged file) end the list there. */
static void
read_seen (TsRemoteTable *self)
{
  const TsSetup *setup = ts_net_client_get_setup (self->client);
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_auto(GStrv) groups = NULL;
  guint last = 0;

  self->seen_loaded = TRUE;
  if (self->seen_file == NULL || setup == NULL ||
      !g_key_file_load_from_file (keys, g_file_peek_path (self->seen_file), G_KEY_FILE_NONE, NULL))
    return;
  groups = g_key_file_get_groups (keys, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      g_autofree char *group = g_strdup_printf (SEEN_GROUP, i);
      g_autofree char *state = NULL;
      g_autoptr(GError) error = NULL;
      TsGame *view;
      int moves;

      if (!g_str_equal (groups[i], group))
        break;
      moves = g_key_file_get_integer (keys, group, "moves", &error);
      state = g_key_file_get_string (keys, group, "view", NULL);
      if (error != NULL || state == NULL || moves < 0 || (i > 0 && (guint) moves <= last))
        break;
      view = ts_game_new_from_state (setup->game_id, state, &error);
      if (view == NULL)
        {
          g_message ("The replay of the online game stops at step %u: %s", i, error->message);
          break;
        }
      last = (guint) moves;
      g_ptr_array_add (self->seen, view);
      g_array_append_val (self->seen_moves, last);
    }
}

/* Keeps the seat's view as it is now, after the moves before it: a
 * take-back forgets what came after. */
static void
see (TsRemoteTable *self)
{
  TsGame *view = ts_net_client_get_view (self->client);
  guint n = ts_net_client_get_n_moves (self->client);
  gboolean whole = FALSE;

  if (view == NULL)
    return;
  if (!self->seen_loaded)
    read_seen (self);
  while (self->seen_moves->len > 0 &&
         g_array_index (self->seen_moves, guint, self->seen_moves->len - 1) >= n)
    {
      g_array_set_size (self->seen_moves, self->seen_moves->len - 1);
      g_ptr_array_set_size (self->seen, (int) self->seen->len - 1);
      whole = TRUE;
    }
  g_ptr_array_add (self->seen, ts_game_copy (view));
  g_array_append_val (self->seen_moves, n);
  write_seen (self, whole);
}

static void
on_client_seen (TsRemoteTable *self)
{
  see (self);
  ts_table_emit_changed (TS_TABLE (self));
}

static void
on_client_changed (TsRemoteTable *self)
{
  ts_table_emit_changed (TS_TABLE (self));
}

TsRemoteTable *
ts_remote_table_new (TsNetClient *client)
{
  TsRemoteTable *self;

  g_return_val_if_fail (TS_NET_IS_CLIENT (client), NULL);

  self = g_object_new (TS_TYPE_REMOTE_TABLE, NULL);
  self->client = g_object_ref (client);
  self->handlers[0] = g_signal_connect_swapped (client, "welcome", G_CALLBACK (on_client_seen), self);
  self->handlers[1] = g_signal_connect_swapped (client, "applied", G_CALLBACK (on_client_seen), self);
  self->handlers[2] = g_signal_connect_swapped (client, "presence", G_CALLBACK (on_client_changed), self);
  self->handlers[3] = g_signal_connect_swapped (client, "connection-changed", G_CALLBACK (on_client_changed), self);
  return self;
}

TsNetClient *
ts_remote_table_get_client (TsRemoteTable *self)
{
  g_return_val_if_fail (TS_IS_REMOTE_TABLE (self), NULL);
  return self->client;
}

void
ts_remote_table_keep_seen (TsRemoteTable *self,
                           GFile         *file)
{
  g_return_if_fail (TS_IS_REMOTE_TABLE (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));
  g_return_if_fail (self->seen->len == 0);

  g_set_object (&self->seen_file, file);
}

guint
ts_remote_table_get_n_seen (TsRemoteTable *self)
{
  g_return_val_if_fail (TS_IS_REMOTE_TABLE (self), 0);
  return self->seen->len;
}

TsGame *
ts_remote_table_get_seen (TsRemoteTable *self,
                          guint          index,
                          guint         *n_moves)
{
  g_return_val_if_fail (TS_IS_REMOTE_TABLE (self), NULL);
  g_return_val_if_fail (index < self->seen->len, NULL);

  if (n_moves != NULL)
    *n_moves = g_array_index (self->seen_moves, guint, index);
  return g_ptr_array_index (self->seen, index);
}

/* ------------------------------------------------------------------ */
/* TsTable                                                             */

#define CLIENT(table) (TS_REMOTE_TABLE (table)->client)

static const TsSetup *
table_get_setup (TsTable *table)
{
  return ts_net_client_get_setup (CLIENT (table));
}

static TsGame *
table_get_game (TsTable *table)
{
  return ts_net_client_get_view (CLIENT (table));
}

static guint
table_get_n_moves (TsTable *table)
{
  return ts_net_client_get_n_moves (CLIENT (table));
}

static const TsMove *
table_get_move (TsTable *table,
                guint    index)
{
  /* The server sends a move's notation to its mover only; the table
   * shows moves by their events. */
  return NULL;
}

static int
table_get_move_seat (TsTable *table,
                     guint    index)
{
  return ts_net_client_get_move_seat (CLIENT (table), index);
}

static guint
table_get_n_events (TsTable *table)
{
  return ts_net_client_get_events (CLIENT (table))->len;
}

static const TsEvent *
table_get_event (TsTable *table,
                 guint    index)
{
  GArray *events = ts_net_client_get_events (CLIENT (table));

  return index < events->len ? &g_array_index (events, TsEvent, index) : NULL;
}

static void
table_get_move_events (TsTable *table,
                       guint    move,
                       guint   *first,
                       guint   *n_events)
{
  ts_net_client_get_move_events (CLIENT (table), move, first, n_events);
}

static const char *
table_get_seat_name (TsTable *table,
                     int      seat)
{
  const TsSetup *setup = ts_net_client_get_setup (CLIENT (table));

  if (setup == NULL || seat < 0 || (guint) seat >= setup->n_players)
    return NULL;
  return setup->players[seat].name;
}

static TsSeatPresence
table_get_seat_presence (TsTable *table,
                         int      seat)
{
  GArray *presence = ts_net_client_get_presence (CLIENT (table));

  if (seat < 0 || presence == NULL || (guint) seat >= presence->len)
    return TS_SEAT_PRESENCE_NONE;
  if (seat == ts_net_client_get_seat (CLIENT (table)))
    return TS_SEAT_PRESENCE_YOU;
  /* Cut off, this seat knows nothing of the others now. */
  if (!ts_net_client_is_connected (CLIENT (table)))
    return TS_SEAT_PRESENCE_NONE;
  switch (g_array_index (presence, int, seat))
    {
    case TS_NET_HERE:
      return TS_SEAT_PRESENCE_CONNECTED;
    case TS_NET_AWAY:
      return TS_SEAT_PRESENCE_AWAY;
    case TS_NET_COMPUTER:
      return TS_SEAT_PRESENCE_COMPUTER;
    default:
      return TS_SEAT_PRESENCE_NONE;
    }
}

static void
ts_remote_table_table_init (TsTableInterface *iface)
{
  iface->get_setup = table_get_setup;
  iface->get_game = table_get_game;
  iface->get_n_moves = table_get_n_moves;
  iface->get_move = table_get_move;
  iface->get_move_seat = table_get_move_seat;
  iface->get_n_events = table_get_n_events;
  iface->get_event = table_get_event;
  iface->get_move_events = table_get_move_events;
  iface->get_seat_name = table_get_seat_name;
  iface->get_seat_presence = table_get_seat_presence;
}
