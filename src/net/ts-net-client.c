/* ts-net-client.c — a seat's connection to a Tessella server
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <glib/gi18n-lib.h>
#include <libsoup/soup.h>

#include "ts-net-client.h"
#include "ts-setup.h"

#define PING_SECONDS 20
#define MAX_BACKOFF_MS 5000

struct _TsNetClient
{
  GObject                  parent_instance;

  TsNetLink               *link;
  char                    *name;
  SoupSession             *session;
  SoupWebsocketConnection *ws;
  SoupMessage             *msg;            /* while connecting */
  GCancellable            *cancellable;
  guint                    ping_source;
  guint                    retry_source;
  guint                    retry_seconds;
  guint                    backoff_ms;
  gint64                   dropped_at;     /* µs; 0 while connected or never */
  gint64                   last_heard;     /* µs: the server's last message */
  gboolean                 running;
  gboolean                 greeted;

  char                    *game_id;
  int                      seat;
  TsGame                  *view;
  guint                    n_moves;
  GArray                  *events;
  GArray                  *moves;          /* ClientMove per move */
  TsSetup                 *setup;          /* from the welcome and the names */
  GStrv                    names;
  GArray                  *presence;
  GStrv                    colours;        /* the seats', from the welcome, or NULL */
  gboolean                 undo;           /* a take-back may be asked for */
  gboolean                 token_refused;  /* the server said the link is no seat */
  guint64                  takebacks;      /* turns taken back, as last heard */
  int                      undo_asker;     /* who asks now, or -1 */
  gboolean                 waiting;        /* the host has not started */
};

/* Who made a move, and which of the events are its. */
typedef struct
{
  int   seat;
  guint first;
  guint n_events;
} ClientMove;

enum
{
  SIGNAL_WELCOME,
  SIGNAL_APPLIED,
  SIGNAL_PRESENCE,
  SIGNAL_REFUSED,
  SIGNAL_CONNECTION_CHANGED,
  SIGNAL_FAILED,
  SIGNAL_UNDO,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TsNetClient, ts_net_client, G_TYPE_OBJECT)

static void connect_now (TsNetClient *self);

static gboolean
unref_later (gpointer object)
{
  g_object_unref (object);
  return G_SOURCE_REMOVE;
}

/* Closes the socket; it may be in the middle of emitting a signal, so it
 * is let go of from an idle. */
static void
drop_socket (TsNetClient *self)
{
  g_clear_handle_id (&self->ping_source, g_source_remove);
  if (self->ws != NULL)
    {
      SoupWebsocketConnection *ws = g_steal_pointer (&self->ws);

      g_signal_handlers_disconnect_by_data (ws, self);
      if (soup_websocket_connection_get_state (ws) == SOUP_WEBSOCKET_STATE_OPEN)
        soup_websocket_connection_close (ws, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
      g_idle_add (unref_later, ws);
    }
}

static void
ts_net_client_dispose (GObject *object)
{
  TsNetClient *self = TS_NET_CLIENT (object);

  ts_net_client_stop (self);
  g_clear_object (&self->session);
  g_clear_object (&self->view);
  G_OBJECT_CLASS (ts_net_client_parent_class)->dispose (object);
}

static void
ts_net_client_finalize (GObject *object)
{
  TsNetClient *self = TS_NET_CLIENT (object);

  ts_net_link_free (self->link);
  g_free (self->name);
  g_free (self->game_id);
  g_array_unref (self->events);
  g_array_unref (self->moves);
  g_clear_pointer (&self->setup, ts_setup_free);
  g_strfreev (self->names);
  g_array_unref (self->presence);
  g_strfreev (self->colours);
  G_OBJECT_CLASS (ts_net_client_parent_class)->finalize (object);
}

static void
ts_net_client_class_init (TsNetClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ts_net_client_dispose;
  object_class->finalize = ts_net_client_finalize;

  signals[SIGNAL_WELCOME] = g_signal_new ("welcome", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_APPLIED] = g_signal_new ("applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                          G_TYPE_UINT, G_TYPE_INT, G_TYPE_STRING);
  signals[SIGNAL_PRESENCE] = g_signal_new ("presence", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                          G_TYPE_STRING, G_TYPE_STRING);
  signals[SIGNAL_CONNECTION_CHANGED] = g_signal_new ("connection-changed", G_TYPE_FROM_CLASS (klass),
                                                     G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                     G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  /**
   * TsNetClient::undo:
   * @seat: who asks to take back their turn
   * @ended: FALSE: the question is asked; TRUE: it is answered
   * @taken: (ended) whether the turn was taken back
   */
  signals[SIGNAL_UNDO] = g_signal_new ("undo", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                       G_TYPE_INT, G_TYPE_BOOLEAN, G_TYPE_BOOLEAN);
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ts_net_client_init (TsNetClient *self)
{
  self->seat = TS_SEAT_NONE;
  self->retry_seconds = 300;
  self->undo_asker = -1;
  self->events = g_array_new (FALSE, FALSE, sizeof (TsEvent));
  self->moves = g_array_new (FALSE, FALSE, sizeof (ClientMove));
  self->presence = g_array_new (FALSE, FALSE, sizeof (int));
  self->session = soup_session_new ();
}

static TsNetLink *
link_copy (const TsNetLink *link)
{
  TsNetLink *copy = g_new0 (TsNetLink, 1);

  copy->tls = link->tls;
  copy->host = g_strdup (link->host);
  copy->port = link->port;
  copy->match = g_strdup (link->match);
  copy->token = g_strdup (link->token);
  copy->fingerprint = g_strdup (link->fingerprint);
  return copy;
}

TsNetClient *
ts_net_client_new (const TsNetLink *link,
                   const char      *name)
{
  TsNetClient *self;

  g_return_val_if_fail (link != NULL, NULL);

  self = g_object_new (TS_NET_TYPE_CLIENT, NULL);
  self->link = link_copy (link);
  self->name = g_strdup (name);
  return self;
}

void
ts_net_client_set_retry_seconds (TsNetClient *self,
                                 guint        seconds)
{
  g_return_if_fail (TS_NET_IS_CLIENT (self));
  self->retry_seconds = seconds;
}

static void
fail (TsNetClient *self,
      const char  *message)
{
  ts_net_client_stop (self);
  g_signal_emit (self, signals[SIGNAL_FAILED], 0, message);
}

static void
send_message (TsNetClient        *self,
              const TsNetMessage *message)
{
  g_autofree char *json = ts_net_message_to_json (message, NULL);

  if (self->ws != NULL && soup_websocket_connection_get_state (self->ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (self->ws, json);
}

static void schedule_retry (TsNetClient *self, const char *why);

/* Every ping is answered: a server silent for three pings is gone (a
 * network that dropped without a word), and the client starts again. */
static gboolean
ping (gpointer data)
{
  TsNetClient *self = data;
  g_autoptr(TsNetMessage) message = ts_net_message_new (TS_NET_PING);

  if (g_get_monotonic_time () - self->last_heard > 3 * PING_SECONDS * G_USEC_PER_SEC)
    {
      self->ping_source = 0;
      /* Translators: why the connection to the server was given up */
      schedule_retry (self, _("the server stopped answering"));
      return G_SOURCE_REMOVE;
    }
  send_message (self, message);
  return G_SOURCE_CONTINUE;
}

static gboolean
retry (gpointer data)
{
  TsNetClient *self = data;

  self->retry_source = 0;
  connect_now (self);
  return G_SOURCE_REMOVE;
}

/* The connection is gone (or never came): try again a little later, for
 * as long as the client may. */
static void
schedule_retry (TsNetClient *self,
                const char  *why)
{
  gboolean was_connected = self->dropped_at == 0 && self->greeted;
  gint64 now = g_get_monotonic_time ();

  drop_socket (self);
  if (!self->running)
    return;
  if (self->dropped_at == 0)
    self->dropped_at = now;
  if (was_connected)
    g_signal_emit (self, signals[SIGNAL_CONNECTION_CHANGED], 0, FALSE);
  if (now - self->dropped_at > (gint64) self->retry_seconds * G_USEC_PER_SEC)
    {
      g_autofree char *words =
        /* Translators: an error of the online client; %s says why */
        g_strdup_printf (_("The server cannot be reached: %s"), why);

      fail (self, words);
      return;
    }
  self->backoff_ms = self->backoff_ms == 0 ? 200 : MIN (self->backoff_ms * 2, MAX_BACKOFF_MS);
  self->retry_source = g_timeout_add (self->backoff_ms, retry, self);
}

/* The setup as far as this seat knows it: the game, the players, the
 * options and the names (no seed, no colours, everyone a person). */
static void
update_setup (TsNetClient        *self,
              const TsNetMessage *m)
{
  if (m != NULL)
    {
      GHashTableIter iter;
      gpointer name, value;

      g_clear_pointer (&self->setup, ts_setup_free);
      self->setup = ts_setup_new (m->game, (guint) CLAMP (m->players, 1, TS_MAX_SEATS), 0);
      g_hash_table_iter_init (&iter, m->options);
      while (g_hash_table_iter_next (&iter, &name, &value))
        ts_setup_set_option (self->setup, name, GPOINTER_TO_INT (value));
      g_strfreev (self->colours);
      self->colours = g_strdupv (m->colours);
    }
  if (self->setup == NULL)
    return;
  for (guint i = 0; i < self->setup->n_players; i++)
    ts_setup_set_player (self->setup, i,
                         self->names != NULL && i < g_strv_length (self->names) && self->names[i][0] != '\0'
                           ? self->names[i] : NULL,
                         TS_PLAYER_HUMAN, TS_LEVEL_NORMAL,
                         self->colours != NULL && i < g_strv_length (self->colours) &&
                         ts_seat_colour_is_valid (self->colours[i]) ? self->colours[i] : NULL);
}

/* The moves of a welcome, from its turns (ts-net-message.c checked that
 * there is one per move and that their events add up). */
static void
set_moves (TsNetClient        *self,
           const TsNetMessage *m)
{
  guint first = 0;

  g_array_set_size (self->moves, 0);
  for (guint i = 0; i < m->turns->len; i++)
    {
      const TsNetTurn *t = &g_array_index (m->turns, TsNetTurn, i);
      ClientMove move = { t->seat, first, t->n_events };

      first += move.n_events;
      g_array_append_val (self->moves, move);
    }
}

static gboolean
load_view (TsNetClient *self,
           const char  *text)
{
  g_autoptr(GError) error = NULL;
  TsGame *view = ts_game_new_from_state (self->game_id, text, &error);

  if (view == NULL)
    {
      g_autofree char *words =
        /* Translators: an error of the online client; %s says why */
        g_strdup_printf (_("The server sent a game this version cannot read: %s"), error->message);

      fail (self, words);
      return FALSE;
    }
  g_set_object (&self->view, view);
  g_object_unref (view);
  return TRUE;
}

static void
on_message (SoupWebsocketConnection *ws,
            int                      type,
            GBytes                  *bytes,
            TsNetClient             *self)
{
  g_autoptr(TsNetMessage) m = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);
  guint first;

  self->last_heard = g_get_monotonic_time ();
  if (type != SOUP_WEBSOCKET_DATA_TEXT ||
      (m = ts_net_message_parse_limited (data, length, TS_NET_MAX_SERVER_MESSAGE, &error)) == NULL)
    {
      g_warning ("A message from the server was not understood: %s",
                 error != NULL ? error->message : "binary");
      return;
    }
  g_object_ref (self);
  switch (m->type)
    {
    case TS_NET_WELCOME:
      if (self->game_id != NULL && g_strcmp0 (self->game_id, m->game) != 0)
        {
          /* Translators: an error of the online client */
          fail (self, _("The server now plays another game at this link"));
          break;
        }
      /* What was acknowledged stays: a server that comes back without a
       * move it had sent is broken, and saying so beats playing on. */
      /* After a take-back everyone agreed to, fewer moves, and what is
       * left is what it was. */
      /* Turns taken back since this client last heard: fewer moves. */
      m->undone = m->undone && (guint64) m->takebacks > self->takebacks;
      if (self->greeted && m->undone &&
          ((guint64) m->moves > self->n_moves || m->events->len > self->events->len ||
           (m->events->len > 0 &&
            memcmp (m->events->data, self->events->data, m->events->len * sizeof (TsEvent)) != 0)))
        {
          fail (self, _("The server lost moves it had confirmed"));
          break;
        }
      if (self->greeted && !m->undone &&
          ((guint64) m->moves < self->n_moves || m->events->len < self->events->len ||
           (self->events->len > 0 &&
            memcmp (m->events->data, self->events->data, self->events->len * sizeof (TsEvent)) != 0)))
        {
          /* Translators: an error of the online client */
          fail (self, _("The server lost moves it had confirmed"));
          break;
        }
      g_free (self->game_id);
      self->game_id = g_strdup (m->game);
      if (!load_view (self, m->view))
        break;
      self->seat = m->seat;
      self->waiting = m->waiting;
      self->undo = m->undo;
      self->undo_asker = -1;
      self->takebacks = (guint64) m->takebacks;
      self->n_moves = (guint) m->moves;
      g_array_set_size (self->events, 0);
      g_array_append_vals (self->events, m->events->data, m->events->len);
      set_moves (self, m);
      g_strfreev (self->names);
      self->names = g_steal_pointer (&m->names);
      update_setup (self, m);
      self->backoff_ms = 0;
      if (self->dropped_at != 0 || !self->greeted)
        {
          self->dropped_at = 0;
          self->greeted = TRUE;
          g_signal_emit (self, signals[SIGNAL_CONNECTION_CHANGED], 0, TRUE);
        }
      g_signal_emit (self, signals[SIGNAL_WELCOME], 0);
      break;
    case TS_NET_UNDO_ASKED:
      self->undo_asker = m->seat;
      g_signal_emit (self, signals[SIGNAL_UNDO], 0, m->seat, FALSE, FALSE);
      break;
    case TS_NET_UNDO_RESULT:
      self->undo_asker = -1;
      g_signal_emit (self, signals[SIGNAL_UNDO], 0, m->seat, TRUE, m->yes);
      break;
    case TS_NET_APPLIED:
      if (!self->greeted || (guint64) m->moves != (guint64) self->n_moves + 1)
        {
          /* A gap: start again from a welcome. */
          schedule_retry (self, "out of order");
          break;
        }
      if (!load_view (self, m->view))
        break;
      self->n_moves = (guint) m->moves;
      first = self->events->len;
      g_array_append_vals (self->events, m->events->data, m->events->len);
      {
        ClientMove move = { m->seat, first, m->events->len };

        g_array_append_val (self->moves, move);
      }
      g_signal_emit (self, signals[SIGNAL_APPLIED], 0, first, m->seat, m->move);
      break;
    case TS_NET_PRESENCE:
      self->waiting = m->waiting;
      g_array_set_size (self->presence, 0);
      g_array_append_vals (self->presence, m->presence->data, m->presence->len);
      if (m->names != NULL && g_strv_length (m->names) > 0)
        {
          g_strfreev (self->names);
          self->names = g_steal_pointer (&m->names);
          update_setup (self, NULL);
        }
      g_signal_emit (self, signals[SIGNAL_PRESENCE], 0);
      break;
    case TS_NET_ERROR:
      if (g_strcmp0 (m->code, "bad-token") == 0 || g_strcmp0 (m->code, "protocol") == 0)
        {
          self->token_refused = g_str_equal (m->code, "bad-token");
          fail (self, m->message);
        }
      else
        g_signal_emit (self, signals[SIGNAL_REFUSED], 0, m->code, m->message);
      break;
    case TS_NET_PONG:
    case TS_NET_HELLO:
    case TS_NET_MOVE:
    case TS_NET_PING:
    case TS_NET_CREATE:
    case TS_NET_CREATED:
    case TS_NET_N_TYPES:
    default:
      break;
    }
  g_object_unref (self);
}

static void
on_closed (SoupWebsocketConnection *ws,
           TsNetClient             *self)
{
  schedule_retry (self, _("the connection was closed"));
}

/* With a pinned certificate any chain is accepted whose leaf has the
 * pin; without TLS nothing is asked. */
static gboolean
on_accept_certificate (SoupMessage          *msg,
                       GTlsCertificate      *certificate,
                       GTlsCertificateFlags  errors,
                       TsNetClient          *self)
{
  g_autofree char *fingerprint = ts_net_certificate_fingerprint (certificate);

  return self->link->fingerprint != NULL && fingerprint != NULL &&
         g_ascii_strcasecmp (fingerprint, self->link->fingerprint) == 0;
}

static void
connected (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  TsNetClient *self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(SoupMessage) msg = g_steal_pointer (&self->msg);
  SoupWebsocketConnection *ws = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  g_autoptr(TsNetMessage) hello = NULL;

  if (msg != NULL)
    g_signal_handlers_disconnect_by_data (msg, self);

  if (ws == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        schedule_retry (self, error->message);
      g_object_unref (self);
      return;
    }
  if (!self->running)
    {
      g_object_unref (ws);
      g_object_unref (self);
      return;
    }
  if (self->link->tls && msg != NULL)
    {
      GTlsCertificate *peer = soup_message_get_tls_peer_certificate (msg);
      g_autofree char *fingerprint = peer != NULL ? ts_net_certificate_fingerprint (peer) : NULL;

      if (self->link->fingerprint != NULL &&
          (fingerprint == NULL || g_ascii_strcasecmp (fingerprint, self->link->fingerprint) != 0))
        {
          g_object_unref (ws);
          /* Translators: an error of the online client */
          fail (self, _("The server’s certificate is not the one in the link"));
          g_object_unref (self);
          return;
        }
    }
  self->ws = ws;
  self->last_heard = g_get_monotonic_time ();
  soup_websocket_connection_set_max_incoming_payload_size (ws, TS_NET_MAX_SERVER_MESSAGE);
  g_signal_connect (ws, "message", G_CALLBACK (on_message), self);
  g_signal_connect (ws, "closed", G_CALLBACK (on_closed), self);
  self->ping_source = g_timeout_add_seconds (PING_SECONDS, ping, self);
  hello = ts_net_message_new (TS_NET_HELLO);
  hello->token = g_strdup (self->link->token);
  hello->name = g_strdup (self->name);
  send_message (self, hello);
  g_object_unref (self);
}

static void
connect_now (TsNetClient *self)
{
  g_autofree char *path = g_strdup_printf ("/v1/match/%s", self->link->match);
  g_autofree char *uri = g_uri_join (G_URI_FLAGS_NONE, self->link->tls ? "wss" : "ws", NULL,
                                     self->link->host, self->link->port, path, NULL, NULL);
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", uri);

  if (msg == NULL)
    {
      /* Translators: an error of the online client */
      fail (self, _("The link names no server this computer can reach"));
      return;
    }
  g_signal_connect (msg, "accept-certificate", G_CALLBACK (on_accept_certificate), self);
  g_set_object (&self->msg, msg);
  soup_session_websocket_connect_async (self->session, msg, NULL, NULL, G_PRIORITY_DEFAULT,
                                        self->cancellable, connected, g_object_ref (self));
}

void
ts_net_client_start (TsNetClient *self)
{
  g_return_if_fail (TS_NET_IS_CLIENT (self));

  if (self->running)
    return;
  self->running = TRUE;
  self->cancellable = g_cancellable_new ();
  connect_now (self);
}

void
ts_net_client_stop (TsNetClient *self)
{
  g_return_if_fail (TS_NET_IS_CLIENT (self));

  self->running = FALSE;
  g_clear_handle_id (&self->retry_source, g_source_remove);
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  drop_socket (self);
}

gboolean
ts_net_client_is_connected (TsNetClient *self)
{
  g_return_val_if_fail (TS_NET_IS_CLIENT (self), FALSE);
  return self->ws != NULL && self->greeted && self->dropped_at == 0;
}

const char *
ts_net_client_get_game_id (TsNetClient *self)
{
  g_return_val_if_fail (TS_NET_IS_CLIENT (self), NULL);
  return self->game_id;
}

int
ts_net_client_get_seat (TsNetClient *self)
{
  g_return_val_if_fail (TS_NET_IS_CLIENT (self), TS_SEAT_NONE);
  return self->seat;
}

TsGame *
ts_net_client_get_view (TsNetClient *self)
{
  g_return_val_if_fail (TS_NET_IS_CLIENT (self), NULL);
  return self->view;
}

guint
ts_net_client_get_n_moves (TsNetClient *self)
{
  g_return_val_if_fail (TS_NET_IS_CLIENT (self), 0);
  return self->n_moves;
}

const TsSetup *
ts_net_client_get_setup (TsNetClient *self)
{
  g_return_val_if_fail (TS_NET_IS_CLIENT (self), NULL);
  return self->setup;
}

int
ts_net_client_get_move_seat (TsNetClient *self,
                             guint        index)
{
  g_return_val_if_fail (TS_NET_IS_CLIENT (self), -1);
  return index < self->moves->len ? g_array_index (self->moves, ClientMove, index).seat : -1;
}

void
ts_net_client_get_move_events (TsNetClient *self,
                               guint        index,
                               guint       *first,
                               guint       *n_events)
{
  *first = self->events->len;
  *n_events = 0;
  g_return_if_fail (TS_NET_IS_CLIENT (self));
  if (index < self->moves->len)
    {
      const ClientMove *move = &g_array_index (self->moves, ClientMove, index);

      *first = move->first;
      *n_events = move->n_events;
    }
}

GArray *
ts_net_client_get_events (TsNetClient *self)
{
  g_return_val_if_fail (TS_NET_IS_CLIENT (self), NULL);
  return self->events;
}

const char * const *
ts_net_client_get_names (TsNetClient *self)
{
  g_return_val_if_fail (TS_NET_IS_CLIENT (self), NULL);
  return (const char * const *) self->names;
}

GArray *
ts_net_client_get_presence (TsNetClient *self)
{
  g_return_val_if_fail (TS_NET_IS_CLIENT (self), NULL);
  return self->presence;
}

gboolean
ts_net_client_is_my_turn (TsNetClient *self)
{
  g_return_val_if_fail (TS_NET_IS_CLIENT (self), FALSE);
  return self->view != NULL && self->seat >= 0 && !self->waiting && !ts_game_is_over (self->view) &&
         ts_game_get_current_seat (self->view) == self->seat;
}

gboolean
ts_net_client_was_refused (TsNetClient *self)
{
  g_return_val_if_fail (TS_NET_IS_CLIENT (self), FALSE);
  return self->token_refused;
}

static gboolean
is_computer_seat (TsNetClient *self,
                  int          seat)
{
  return seat >= 0 && (guint) seat < self->presence->len &&
         g_array_index (self->presence, int, seat) == TS_NET_COMPUTER;
}

gboolean
ts_net_client_can_ask_undo (TsNetClient *self)
{
  g_return_val_if_fail (TS_NET_IS_CLIENT (self), FALSE);
  guint k;

  if (!self->undo || self->seat < 0 || self->undo_asker >= 0 || !ts_net_client_is_connected (self) ||
      self->waiting || self->moves->len != self->n_moves || self->view == NULL || ts_game_is_over (self->view))
    return FALSE;
  /* The seat's last turn, or the computers' replies after it (the server
   * also knows whether the rules let them be taken back). */
  k = self->n_moves;
  while (k > 0 && g_array_index (self->moves, ClientMove, k - 1).seat != self->seat &&
         is_computer_seat (self, g_array_index (self->moves, ClientMove, k - 1).seat))
    k--;
  return k > 0 && g_array_index (self->moves, ClientMove, k - 1).seat == self->seat;
}

gboolean
ts_net_client_ask_undo (TsNetClient *self)
{
  g_autoptr(TsNetMessage) message = NULL;

  g_return_val_if_fail (TS_NET_IS_CLIENT (self), FALSE);

  if (!ts_net_client_can_ask_undo (self))
    return FALSE;
  message = ts_net_message_new (TS_NET_UNDO);
  message->after = self->n_moves;
  send_message (self, message);
  return TRUE;
}

int
ts_net_client_get_undo_asker (TsNetClient *self)
{
  g_return_val_if_fail (TS_NET_IS_CLIENT (self), -1);
  return self->undo_asker;
}

gboolean
ts_net_client_answer_undo (TsNetClient *self,
                           gboolean     yes)
{
  g_autoptr(TsNetMessage) message = NULL;

  g_return_val_if_fail (TS_NET_IS_CLIENT (self), FALSE);

  if (self->undo_asker < 0 || self->undo_asker == self->seat || !ts_net_client_is_connected (self))
    return FALSE;
  message = ts_net_message_new (TS_NET_UNDO_ANSWER);
  message->yes = yes;
  send_message (self, message);
  return TRUE;
}

const char *
ts_net_client_get_match (TsNetClient *self)
{
  g_return_val_if_fail (TS_NET_IS_CLIENT (self), NULL);
  return self->link->match;
}

gboolean
ts_net_client_is_waiting (TsNetClient *self)
{
  g_return_val_if_fail (TS_NET_IS_CLIENT (self), FALSE);
  return self->waiting;
}

gboolean
ts_net_client_send_move (TsNetClient *self,
                         const char  *move)
{
  g_autoptr(TsNetMessage) message = NULL;

  g_return_val_if_fail (TS_NET_IS_CLIENT (self) && move != NULL, FALSE);

  if (!ts_net_client_is_connected (self))
    return FALSE;
  message = ts_net_message_new (TS_NET_MOVE);
  message->move = g_strdup (move);
  message->after = self->n_moves;
  send_message (self, message);
  return TRUE;
}

/* Creating a match */

typedef struct
{
  const char *pin;
  char       *seen;
} Pin;

static gboolean
on_create_certificate (SoupMessage          *msg,
                       GTlsCertificate      *certificate,
                       GTlsCertificateFlags  errors,
                       Pin                  *pin)
{
  g_free (pin->seen);
  pin->seen = ts_net_certificate_fingerprint (certificate);
  return pin->seen != NULL && (pin->pin == NULL || g_ascii_strcasecmp (pin->seen, pin->pin) == 0);
}

TsNetMessage *
ts_net_create_match (const char         *url,
                     const char         *pin,
                     const TsNetMessage *request,
                     char              **fingerprint,
                     GError            **error)
{
  g_autoptr(SoupSession) session = soup_session_new_with_options ("timeout", 30, NULL);
  g_autoptr(SoupMessage) msg = NULL;
  g_autoptr(GBytes) body = NULL;
  g_autoptr(GBytes) answer = NULL;
  g_autoptr(TsNetMessage) reply = NULL;
  g_autofree char *endpoint = NULL;
  g_autofree char *json = NULL;
  Pin seen = { pin, NULL };
  gsize length;

  g_return_val_if_fail (url != NULL && request != NULL, NULL);

  endpoint = g_strconcat (url, g_str_has_suffix (url, "/") ? "" : "/", "v1/matches", NULL);
  if ((!g_str_has_prefix (url, "http://") && !g_str_has_prefix (url, "https://")) ||
      (msg = soup_message_new ("POST", endpoint)) == NULL)
    {
      g_set_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE,
                   /* Translators: an error of the online client; %s is
                      what was given; keep http:// and https:// */
                   _("“%s” is not a server address (http://HOST:PORT or https://HOST:PORT)"), url);
      return NULL;
    }
  json = ts_net_message_to_json (request, &length);
  body = g_bytes_new_take (g_steal_pointer (&json), length);
  soup_message_set_request_body_from_bytes (msg, "application/json", body);
  g_signal_connect (msg, "accept-certificate", G_CALLBACK (on_create_certificate), &seen);
  answer = soup_session_send_and_read (session, msg, NULL, error);
  if (answer == NULL)
    {
      g_free (seen.seen);
      return NULL;
    }
  if (g_str_has_prefix (url, "https://") && seen.seen == NULL &&
      soup_message_get_tls_peer_certificate (msg) != NULL)
    seen.seen = ts_net_certificate_fingerprint (soup_message_get_tls_peer_certificate (msg));
  reply = ts_net_message_parse_limited (g_bytes_get_data (answer, NULL), g_bytes_get_size (answer),
                                        TS_NET_MAX_SERVER_MESSAGE, NULL);
  if (reply != NULL && reply->type == TS_NET_ERROR)
    {
      TsNetError code = TS_NET_ERROR_BAD_MESSAGE;

      ts_net_error_from_code (reply->code, &code);
      g_set_error_literal (error, TS_NET_ERROR_DOMAIN, code, reply->message);
      g_free (seen.seen);
      return NULL;
    }
  if (reply == NULL || reply->type != TS_NET_CREATED ||
      soup_message_get_status (msg) != SOUP_STATUS_CREATED ||
      g_strv_length (reply->tokens) != (guint) request->players)
    {
      g_set_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE,
                   /* Translators: an error of the online client; %s is an
                      address */
                   _("%s did not answer as a Tessella server"), url);
      g_free (seen.seen);
      return NULL;
    }
  if (fingerprint != NULL)
    *fingerprint = g_steal_pointer (&seen.seen);
  g_free (seen.seen);
  return g_steal_pointer (&reply);
}

/* The links of a created match */

GStrv
ts_net_created_links (const char         *url,
                      const TsNetMessage *created,
                      const char         *fingerprint)
{
  g_autoptr(GUri) uri = g_uri_parse (url, G_URI_FLAGS_NONE, NULL);
  g_autoptr(GStrvBuilder) links = g_strv_builder_new ();

  g_return_val_if_fail (created != NULL && created->type == TS_NET_CREATED, NULL);

  if (uri == NULL || g_uri_get_host (uri) == NULL)
    return NULL;
  /* Each seat's, then a spectator's. */
  for (guint s = 0; s <= g_strv_length (created->tokens); s++)
    {
      const char *token = created->tokens[s] != NULL ? created->tokens[s] : TS_NET_WATCH_TOKEN;
      gboolean tls = g_str_equal (g_uri_get_scheme (uri), "https");
      TsNetLink link = {
        .tls = tls,
        .host = (char *) g_uri_get_host (uri),
        /* An address without a port means the scheme's. */
        .port = g_uri_get_port (uri) > 0 ? (guint16) g_uri_get_port (uri) : tls ? 443 : 80,
        .match = created->match,
        .token = (char *) token,
        .fingerprint = (char *) fingerprint,
      };
      g_autofree char *text = token[0] != '\0' ? ts_net_link_to_string (&link) : g_strdup ("");

      g_strv_builder_add (links, text);
    }
  return g_strv_builder_end (links);
}

/* Asking for a seat of a game near */

char *
ts_net_claim_seat (const char  *host,
                   guint16      port,
                   const char  *match,
                   const char  *name,
                   int         *seat,
                   GError     **error)
{
  g_autoptr(SoupSession) session = soup_session_new_with_options ("timeout", 15, NULL);
  g_autoptr(SoupMessage) msg = NULL;
  g_autoptr(GBytes) body = NULL;
  g_autoptr(GInputStream) stream = NULL;
  g_autofree char *buffer = NULL;
  g_autoptr(TsNetMessage) request = ts_net_message_new (TS_NET_CLAIM);
  g_autoptr(TsNetMessage) reply = NULL;
  g_autoptr(GUri) uri = NULL;
  g_autofree char *path = NULL;
  g_autofree char *json = NULL;
  gsize length;

  g_return_val_if_fail (host != NULL && match != NULL && seat != NULL, NULL);

  path = g_strdup_printf ("/v1/matches/%s/claim", match);
  uri = g_uri_build (G_URI_FLAGS_NONE, "http", NULL, host, port, path, NULL, NULL);
  msg = soup_message_new_from_uri ("POST", uri);
  request->name = g_strdup (name);
  json = ts_net_message_to_json (request, &length);
  body = g_bytes_new_take (g_steal_pointer (&json), length);
  soup_message_set_request_body_from_bytes (msg, "application/json", body);
  /* Whoever answers is a machine near, not a server we chose: never more
   * than a message's worth of its reply is read. */
  stream = soup_session_send (session, msg, NULL, error);
  if (stream == NULL)
    return NULL;
  buffer = g_malloc (TS_NET_MAX_SERVER_MESSAGE + 1);
  if (!g_input_stream_read_all (stream, buffer, TS_NET_MAX_SERVER_MESSAGE + 1, &length, NULL, error))
    return NULL;
  reply = length <= TS_NET_MAX_SERVER_MESSAGE
          ? ts_net_message_parse_limited (buffer, length, TS_NET_MAX_SERVER_MESSAGE, NULL) : NULL;
  if (reply != NULL && reply->type == TS_NET_ERROR)
    {
      TsNetError code = TS_NET_ERROR_BAD_MESSAGE;

      ts_net_error_from_code (reply->code, &code);
      g_set_error_literal (error, TS_NET_ERROR_DOMAIN, code, reply->message);
      return NULL;
    }
  if (reply == NULL || reply->type != TS_NET_CLAIMED || soup_message_get_status (msg) != SOUP_STATUS_OK ||
      strlen (reply->token) != TS_NET_TOKEN_LENGTH)
    {
      g_autofree char *where = g_strdup_printf ("%s:%u", host, port);

      g_set_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE,
                   _("%s did not answer as a Tessella server"), where);
      return NULL;
    }
  *seat = reply->seat;
  return g_steal_pointer (&reply->token);
}
