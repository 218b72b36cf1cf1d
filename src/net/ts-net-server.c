/* ts-net-server.c — the Tessella server: matches in a folder, over WebSocket
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <glib/gi18n-lib.h>
#include <libsoup/soup.h>

#include "ts-net-host.h"
#include "ts-net-link.h"
#include "ts-net-message.h"
#include "ts-net-server.h"

#define MATCHES_PATH "/v1/matches"
#define MATCH_PATH   "/v1/match"
#define CLAIM_SUFFIX "/claim"
/* Frames above this are closed by libsoup itself (1009, "too big");
 * between TS_NET_MAX_MESSAGE and this the host refuses them in words. */
#define MAX_FRAME (1024 * 1024)
/* The server pings every connection this often (a dead peer's socket then
 * fails), and closes one it has not heard from in idle_seconds. */
#define KEEPALIVE_SECONDS 30

typedef struct _Connection Connection;

struct _TsNetServer
{
  GObject      parent_instance;

  GFile       *dir;
  TsNetLimits  limits;
  SoupServer  *soup;
  GTlsCertificate *certificate;
  GSocketService *service;
  guint16      port;
  char        *fingerprint;
  GHashTable  *hosts;          /* id → TsNetHost */
  GHashTable  *per_address;    /* address → GUINT count of TCP connections */
  GHashTable  *sockets;        /* GSocketConnection → address (weak refs) */
  GHashTable  *creates;        /* address → CreateWindow */
  GPtrArray   *connections;    /* Connection, owned */
  gboolean     http_create;    /* POST /v1/matches is open */
  TsNetClaimFunc claim_func;   /* POST /v1/matches/ID/claim, or NULL */
  gpointer     claim_data;
};

struct _Connection
{
  TsNetServer             *server;
  TsNetHost               *host;     /* ref, or NULL when refused at once */
  TsNetPeer               *peer;
  SoupWebsocketConnection *ws;
};

typedef struct
{
  gint64 start;
  guint  count;
} CreateWindow;

G_DEFINE_FINAL_TYPE (TsNetServer, ts_net_server, G_TYPE_OBJECT)

void
ts_net_limits_init_default (TsNetLimits *limits)
{
  limits->max_matches = 1000;
  limits->max_per_address = 32;
  limits->idle_seconds = 120;
  limits->flood_per_second = 100;
  limits->creates_per_minute = 30;
}

static void connection_free (Connection *connection);
static void socket_gone (gpointer data, GObject *where);

static void
ts_net_server_dispose (GObject *object)
{
  TsNetServer *self = TS_NET_SERVER (object);

  if (self->service != NULL)
    {
      g_socket_service_stop (self->service);
      g_socket_listener_close (G_SOCKET_LISTENER (self->service));
      g_signal_handlers_disconnect_by_data (self->service, self);
      g_clear_object (&self->service);
    }
  if (self->sockets != NULL)
    {
      GHashTableIter iter;
      gpointer socket;

      g_hash_table_iter_init (&iter, self->sockets);
      while (g_hash_table_iter_next (&iter, &socket, NULL))
        g_object_weak_unref (socket, socket_gone, self);
      g_hash_table_remove_all (self->sockets);
    }
  if (self->soup != NULL)
    soup_server_disconnect (self->soup);
  /* Connections hold hosts; drop them first. */
  if (self->connections != NULL)
    g_ptr_array_set_size (self->connections, 0);
  g_clear_object (&self->soup);
  g_clear_pointer (&self->hosts, g_hash_table_unref);
  G_OBJECT_CLASS (ts_net_server_parent_class)->dispose (object);
}

static void
ts_net_server_finalize (GObject *object)
{
  TsNetServer *self = TS_NET_SERVER (object);

  g_clear_object (&self->dir);
  g_clear_object (&self->certificate);
  g_free (self->fingerprint);
  g_clear_pointer (&self->sockets, g_hash_table_unref);
  g_clear_pointer (&self->per_address, g_hash_table_unref);
  g_clear_pointer (&self->creates, g_hash_table_unref);
  g_clear_pointer (&self->connections, g_ptr_array_unref);
  G_OBJECT_CLASS (ts_net_server_parent_class)->finalize (object);
}

static void
ts_net_server_class_init (TsNetServerClass *klass)
{
  /**
   * TsNetServer::match-changed:
   * @match: the match's id
   *
   * Who is in a match, or whether it waits, has changed.
   */
  g_signal_new ("match-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ts_net_server_dispose;
  object_class->finalize = ts_net_server_finalize;
}

static void
ts_net_server_init (TsNetServer *self)
{
  self->hosts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->per_address = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->sockets = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  self->creates = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->http_create = TRUE;
  self->connections = g_ptr_array_new_with_free_func ((GDestroyNotify) connection_free);
}

static gboolean
is_match_id (const char *text)
{
  return strlen (text) == TS_NET_MATCH_ID_LENGTH &&
         strspn (text, "abcdefghijklmnopqrstuvwxyz234567") == TS_NET_MATCH_ID_LENGTH;
}

static guint
count_unfinished (TsNetServer *self)
{
  GHashTableIter iter;
  gpointer host;
  guint n = 0;

  g_hash_table_iter_init (&iter, self->hosts);
  while (g_hash_table_iter_next (&iter, NULL, &host))
    n += !ts_net_host_is_over (host);
  return n;
}

static void
on_seats_changed (TsNetHost   *host,
                  TsNetServer *self)
{
  g_signal_emit_by_name (self, "match-changed", ts_net_host_get_id (host));
}

static void
add_host (TsNetServer *self,
          TsNetHost   *host)
{
  ts_net_host_set_flood_limit (host, self->limits.flood_per_second);
  g_signal_connect_object (host, "seats-changed", G_CALLBACK (on_seats_changed), self, 0);
  g_hash_table_insert (self->hosts, g_strdup (ts_net_host_get_id (host)), host);
}

/* Whether the address of MSG holds more connections than it may. */
static gboolean
over_limit (TsNetServer       *self,
            SoupServerMessage *msg)
{
  const char *address = soup_server_message_get_remote_host (msg);

  return GPOINTER_TO_UINT (g_hash_table_lookup (self->per_address, address != NULL ? address : "")) >
         self->limits.max_per_address;
}

/* Creating a match */

static void
reply_json (SoupServerMessage  *msg,
            guint               status,
            const TsNetMessage *message)
{
  gsize length;
  char *json = ts_net_message_to_json (message, &length);

  soup_server_message_set_status (msg, status, NULL);
  soup_server_message_set_response (msg, "application/json", SOUP_MEMORY_TAKE, json, length);
}

static void
reply_error (SoupServerMessage *msg,
             guint              status,
             TsNetError         code,
             const char        *words)
{
  g_autoptr(TsNetMessage) error = ts_net_message_new (TS_NET_ERROR);

  error->code = g_strdup (ts_net_error_to_code (code));
  error->message = g_strdup (words);
  reply_json (msg, status, error);
}

/* Before the body is read: a create request states its length, and it is
 * small. */
static void
early_create (SoupServer        *soup,
              SoupServerMessage *msg,
              const char        *path,
              GHashTable        *query,
              gpointer           user_data)
{
  SoupMessageHeaders *headers = soup_server_message_get_request_headers (msg);

  if (soup_server_message_get_method (msg) != SOUP_METHOD_POST)
    return;   /* refused by handle_create */
  if (soup_message_headers_get_encoding (headers) != SOUP_ENCODING_CONTENT_LENGTH)
    reply_error (msg, SOUP_STATUS_LENGTH_REQUIRED, TS_NET_ERROR_BAD_MESSAGE,
                 /* Translators: an error of the online server */
                 _("A request to create a match must give its length"));
  else if (soup_message_headers_get_content_length (headers) > TS_NET_MAX_MESSAGE)
    reply_error (msg, SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE, TS_NET_ERROR_TOO_LARGE,
                 _("The message is too large"));
}

static gboolean
may_create (TsNetServer *self,
            const char  *address)
{
  CreateWindow *window = g_hash_table_lookup (self->creates, address);
  gint64 now = g_get_monotonic_time ();

  if (window == NULL)
    {
      window = g_new0 (CreateWindow, 1);
      g_hash_table_insert (self->creates, g_strdup (address), window);
    }
  if (now - window->start >= 60 * G_USEC_PER_SEC)
    {
      window->start = now;
      window->count = 0;
    }
  return ++window->count <= self->limits.creates_per_minute;
}

/* POST /v1/matches/ID/claim: a free seat of a match announced on the
 * local network, for whoever asks first (only where the process that runs
 * the server allows it). */
static void
handle_claim (TsNetServer       *self,
              SoupServerMessage *msg,
              const char        *match)
{
  SoupMessageBody *body = soup_server_message_get_request_body (msg);
  g_autoptr(GBytes) bytes = soup_message_body_flatten (body);
  g_autoptr(TsNetMessage) request = NULL;
  g_autoptr(TsNetMessage) claimed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *token = NULL;
  int seat = -1;

  if (self->claim_func == NULL || !is_match_id (match))
    {
      soup_server_message_set_status (msg, SOUP_STATUS_NOT_FOUND, NULL);
      return;
    }
  request = ts_net_message_parse (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error);
  if (request == NULL || request->type != TS_NET_CLAIM)
    {
      reply_error (msg, SOUP_STATUS_BAD_REQUEST, TS_NET_ERROR_BAD_MESSAGE,
                   request == NULL ? error->message
                   /* Translators: an error of the online server */
                   : _("Only a request for a seat goes here"));
      return;
    }
  if (over_limit (self, msg) || !may_create (self, soup_server_message_get_remote_host (msg)))
    {
      reply_error (msg, 429 /* Too Many Requests */, TS_NET_ERROR_BUSY,
                   /* Translators: an error of the online server */
                   _("You asked for many seats in the last minute; wait a moment"));
      return;
    }
  token = self->claim_func (self, match, request->name, &seat, &error, self->claim_data);
  if (token == NULL)
    {
      reply_error (msg, SOUP_STATUS_CONFLICT, TS_NET_ERROR_BUSY, error->message);
      return;
    }
  claimed = ts_net_message_new (TS_NET_CLAIMED);
  claimed->seat = seat;
  claimed->token = g_steal_pointer (&token);
  reply_json (msg, SOUP_STATUS_OK, claimed);
}

static void
handle_create (SoupServer        *soup,
               SoupServerMessage *msg,
               const char        *path,
               GHashTable        *query,
               gpointer           user_data)
{
  TsNetServer *self = user_data;
  SoupMessageBody *body;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TsNetMessage) request = NULL;
  g_autoptr(TsNetMessage) created = NULL;
  g_autoptr(GError) error = NULL;

  if (soup_server_message_get_status (msg) != 0)
    return;   /* refused early */
  if (soup_server_message_get_method (msg) != SOUP_METHOD_POST)
    {
      soup_server_message_set_status (msg, SOUP_STATUS_METHOD_NOT_ALLOWED, NULL);
      return;
    }
  if (g_str_has_prefix (path, MATCHES_PATH "/") && g_str_has_suffix (path, CLAIM_SUFFIX) &&
      strlen (path) == strlen (MATCHES_PATH "/") + TS_NET_MATCH_ID_LENGTH + strlen (CLAIM_SUFFIX))
    {
      g_autofree char *match = g_strndup (path + strlen (MATCHES_PATH "/"), TS_NET_MATCH_ID_LENGTH);

      handle_claim (self, msg, match);
      return;
    }
  if (g_strcmp0 (path, MATCHES_PATH) != 0)
    {
      soup_server_message_set_status (msg, SOUP_STATUS_NOT_FOUND, NULL);
      return;
    }
  body = soup_server_message_get_request_body (msg);
  bytes = soup_message_body_flatten (body);
  request = ts_net_message_parse (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error);
  if (request == NULL)
    {
      reply_error (msg, SOUP_STATUS_BAD_REQUEST, (TsNetError) error->code, error->message);
      return;
    }
  if (request->type != TS_NET_CREATE)
    {
      reply_error (msg, SOUP_STATUS_BAD_REQUEST, TS_NET_ERROR_BAD_MESSAGE,
                   /* Translators: an error of the online server */
                   _("Only a request to create a match goes here"));
      return;
    }
  if (request->waiting)
    {
      reply_error (msg, SOUP_STATUS_BAD_REQUEST, TS_NET_ERROR_BAD_MESSAGE,
                   /* Translators: an error of the online server: only the
                      app that runs a server can start a waiting match */
                   _("A match created over the network starts at once"));
      return;
    }
  if (!self->http_create)
    {
      reply_error (msg, SOUP_STATUS_FORBIDDEN, TS_NET_ERROR_BAD_MESSAGE,
                   /* Translators: an error of the online server inside the
                      app, which only its own player may use to host */
                   _("This server hosts only its own player’s games"));
      return;
    }
  if (over_limit (self, msg))
    {
      reply_error (msg, SOUP_STATUS_SERVICE_UNAVAILABLE, TS_NET_ERROR_BUSY,
                   /* Translators: an error of the online server */
                   _("Too many connections from your address"));
      return;
    }
  if (!may_create (self, soup_server_message_get_remote_host (msg)))
    {
      reply_error (msg, 429 /* Too Many Requests */, TS_NET_ERROR_BUSY,
                   /* Translators: an error of the online server */
                   _("You created many matches in the last minute; wait a moment"));
      return;
    }
  created = ts_net_server_create_match (self, request, &error);
  if (created == NULL)
    {
      gboolean theirs = g_error_matches (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE);
      gboolean busy = g_error_matches (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BUSY);

      reply_error (msg, theirs ? SOUP_STATUS_BAD_REQUEST
                        : busy ? SOUP_STATUS_SERVICE_UNAVAILABLE : SOUP_STATUS_INTERNAL_SERVER_ERROR,
                   theirs || busy ? (TsNetError) error->code : TS_NET_ERROR_SERVER, error->message);
      return;
    }
  reply_json (msg, SOUP_STATUS_CREATED, created);
}

TsNetMessage *
ts_net_server_create_match (TsNetServer        *self,
                            const TsNetMessage *request,
                            GError            **error)
{
  g_autoptr(TsNetMessage) created = NULL;
  TsNetHost *host;

  g_return_val_if_fail (TS_NET_IS_SERVER (self), NULL);
  g_return_val_if_fail (request != NULL && request->type == TS_NET_CREATE, NULL);

  if (count_unfinished (self) >= self->limits.max_matches)
    {
      g_set_error_literal (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BUSY,
                           /* Translators: an error of the online server */
                           _("The server has too many matches; try again later"));
      return NULL;
    }
  host = ts_net_host_create (self->dir, request, NULL, &created, error);
  if (host == NULL)
    {
      if (error != NULL && *error != NULL &&
          !g_error_matches (*error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE))
        g_warning ("A match could not be created: %s", (*error)->message);
      return NULL;
    }
  add_host (self, host);
  g_message ("Match %s created: %s for %d", ts_net_host_get_id (host),
             request->game, request->players);
  return g_steal_pointer (&created);
}

void
ts_net_server_set_http_create (TsNetServer *self,
                               gboolean     open)
{
  g_return_if_fail (TS_NET_IS_SERVER (self));
  self->http_create = open;
}

gboolean
ts_net_server_start_match (TsNetServer  *self,
                           const char   *match,
                           gboolean      fill,
                           GError      **error)
{
  TsNetHost *host;

  g_return_val_if_fail (TS_NET_IS_SERVER (self), FALSE);

  host = match != NULL ? g_hash_table_lookup (self->hosts, match) : NULL;
  if (host == NULL)
    {
      /* Translators: an error of the online server */
      g_set_error_literal (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE, _("This server has no such game"));
      return FALSE;
    }
  return ts_net_host_start (host, fill, error);
}

void
ts_net_server_set_claim_func (TsNetServer    *self,
                              TsNetClaimFunc  func,
                              gpointer        user_data)
{
  g_return_if_fail (TS_NET_IS_SERVER (self));
  self->claim_func = func;
  self->claim_data = user_data;
}

guint
ts_net_server_get_free_seats (TsNetServer *self,
                              const char  *match)
{
  TsNetHost *host;

  g_return_val_if_fail (TS_NET_IS_SERVER (self), 0);
  host = match != NULL ? g_hash_table_lookup (self->hosts, match) : NULL;
  return host != NULL ? ts_net_host_get_free_seats (host) : 0;
}

gboolean
ts_net_server_give_seat (TsNetServer  *self,
                         const char   *match,
                         guint         seat,
                         const char   *digest,
                         const char   *name,
                         GError      **error)
{
  TsNetHost *host;

  g_return_val_if_fail (TS_NET_IS_SERVER (self), FALSE);
  host = match != NULL ? g_hash_table_lookup (self->hosts, match) : NULL;
  if (host == NULL)
    {
      g_set_error_literal (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE, _("This server has no such game"));
      return FALSE;
    }
  return ts_net_host_give_seat (host, seat, digest, name, error);
}

gboolean
ts_net_server_is_waiting (TsNetServer *self,
                          const char  *match)
{
  TsNetHost *host;

  g_return_val_if_fail (TS_NET_IS_SERVER (self), FALSE);
  host = match != NULL ? g_hash_table_lookup (self->hosts, match) : NULL;
  return host != NULL && ts_net_host_is_waiting (host);
}

gboolean
ts_net_server_end_match (TsNetServer  *self,
                         const char   *match,
                         const char   *words,
                         GError      **error)
{
  TsNetHost *host;

  g_return_val_if_fail (TS_NET_IS_SERVER (self), FALSE);
  host = match != NULL ? g_hash_table_lookup (self->hosts, match) : NULL;
  if (host == NULL)
    {
      g_set_error_literal (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_TOKEN,
                           _("There is no such match on this server"));
      return FALSE;
    }
  if (!ts_net_host_end (host, words, error))
    return FALSE;
  /* Connections still open keep their own reference until they close. */
  g_hash_table_remove (self->hosts, match);
  g_signal_emit_by_name (self, "match-changed", match);
  return TRUE;
}

gboolean
ts_net_server_has_unfinished (TsNetServer *self,
                              const char  *match)
{
  TsNetHost *host;

  g_return_val_if_fail (TS_NET_IS_SERVER (self), FALSE);
  host = match != NULL ? g_hash_table_lookup (self->hosts, match) : NULL;
  return host != NULL && !ts_net_host_is_over (host);
}

/* Connections */

static void
connection_free (Connection *connection)
{
  g_signal_handlers_disconnect_by_data (connection->ws, connection);
  if (soup_websocket_connection_get_state (connection->ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (connection->ws, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, NULL);
  if (connection->peer != NULL)
    ts_net_host_remove_peer (connection->host, connection->peer);
  g_clear_object (&connection->host);
  g_object_unref (connection->ws);
  g_free (connection);
}

static void
peer_send (const char *data,
           gsize       length,
           gpointer    user_data)
{
  Connection *connection = user_data;

  if (soup_websocket_connection_get_state (connection->ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (connection->ws, data);
}

static void
peer_close (gpointer user_data)
{
  Connection *connection = user_data;

  if (soup_websocket_connection_get_state (connection->ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (connection->ws, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, NULL);
}

static void
send_refusal (SoupWebsocketConnection *ws,
              TsNetError               code,
              const char              *words)
{
  g_autoptr(TsNetMessage) error = ts_net_message_new (TS_NET_ERROR);
  g_autofree char *json = NULL;

  error->code = g_strdup (ts_net_error_to_code (code));
  error->message = g_strdup (words);
  json = ts_net_message_to_json (error, NULL);
  soup_websocket_connection_send_text (ws, json);
  soup_websocket_connection_close (ws, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, NULL);
}

static void
on_closed (SoupWebsocketConnection *ws,
           Connection              *connection)
{
  g_ptr_array_remove (connection->server->connections, connection);
}

static void
on_message (SoupWebsocketConnection *ws,
            int                      type,
            GBytes                  *message,
            Connection              *connection)
{
  gsize length;
  const char *data = g_bytes_get_data (message, &length);

  if (connection->peer == NULL)
    return;
  if (type != SOUP_WEBSOCKET_DATA_TEXT)
    ts_net_host_refuse (connection->host, connection->peer, TS_NET_ERROR_BAD_MESSAGE);
  else
    ts_net_host_receive (connection->host, connection->peer, data, length);
}

static void
handle_websocket (SoupServer              *soup,
                  SoupServerMessage       *msg,
                  const char              *path,
                  SoupWebsocketConnection *ws,
                  gpointer                 user_data)
{
  TsNetServer *self = user_data;
  Connection *connection;
  const char *id = g_str_has_prefix (path, MATCH_PATH "/") ? path + strlen (MATCH_PATH "/") : "";
  TsNetHost *host = is_match_id (id) ? g_hash_table_lookup (self->hosts, id) : NULL;

  if (over_limit (self, msg))
    {
      send_refusal (ws, TS_NET_ERROR_BUSY, _("Too many connections from your address"));
      return;
    }
  if (host == NULL)
    {
      /* Translators: an error of the online server */
      send_refusal (ws, TS_NET_ERROR_BAD_TOKEN, _("There is no such match on this server"));
      return;
    }

  connection = g_new0 (Connection, 1);
  connection->server = self;
  connection->host = g_object_ref (host);
  connection->ws = g_object_ref (ws);
  g_ptr_array_add (self->connections, connection);

  soup_websocket_connection_set_max_incoming_payload_size (ws, MAX_FRAME);
  soup_websocket_connection_set_keepalive_interval (ws, KEEPALIVE_SECONDS);
  g_signal_connect (ws, "message", G_CALLBACK (on_message), connection);
  g_signal_connect (ws, "closed", G_CALLBACK (on_closed), connection);
  connection->peer = ts_net_host_add_peer (host, peer_send, peer_close, connection);
}

/* Loading */

static void
load_matches (TsNetServer *self)
{
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GError) error = NULL;

  children = g_file_enumerate_children (self->dir, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NONE, NULL, &error);
  if (children == NULL)
    {
      g_warning ("No matches read: %s", error->message);
      return;
    }
  for (;;)
    {
      g_autoptr(GFileInfo) info = g_file_enumerator_next_file (children, NULL, NULL);
      const char *name;
      g_autofree char *id = NULL;
      g_autoptr(GError) local = NULL;
      TsNetHost *host;

      if (info == NULL)
        break;
      name = g_file_info_get_name (info);
      if (!g_str_has_suffix (name, TS_NET_SEATS_SUFFIX))
        continue;
      id = g_strndup (name, strlen (name) - strlen (TS_NET_SEATS_SUFFIX));
      if (!is_match_id (id))
        continue;
      host = ts_net_host_load (self->dir, id, &local);
      if (host == NULL)
        {
          g_warning ("Match %s not loaded: %s", id, local->message);
          continue;
        }
      add_host (self, host);
    }
}

TsNetServer *
ts_net_server_new (GFile             *dir,
                   GTlsCertificate   *certificate,
                   const TsNetLimits *limits,
                   GError           **error)
{
  g_autoptr(TsNetServer) self = NULL;
  g_autoptr(GError) local = NULL;
  char *aliases[] = { "tessella", NULL };

  g_return_val_if_fail (G_IS_FILE (dir), NULL);

  if (!g_file_make_directory_with_parents (dir, NULL, &local) &&
      !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  self = g_object_new (TS_NET_TYPE_SERVER, NULL);
  self->dir = g_object_ref (dir);
  if (limits != NULL)
    self->limits = *limits;
  else
    ts_net_limits_init_default (&self->limits);
  self->soup = soup_server_new ("server-header", "tessella-server", NULL);
  if (certificate != NULL)
    {
      self->certificate = g_object_ref (certificate);
      self->fingerprint = ts_net_certificate_fingerprint (certificate);
    }
  soup_server_add_early_handler (self->soup, MATCHES_PATH, early_create, self, NULL);
  soup_server_add_handler (self->soup, MATCHES_PATH, handle_create, self, NULL);
  soup_server_add_websocket_handler (self->soup, MATCH_PATH, NULL, aliases, handle_websocket, self, NULL);
  load_matches (self);
  return g_steal_pointer (&self);
}

/* TCP connections: the server accepts them itself, so that it can count
 * them per address and time out a silent one at any stage (a half-open
 * connection that never finishes its handshake too), then hands them to
 * libsoup. */

static void
socket_gone (gpointer  data,
             GObject  *where)
{
  TsNetServer *self = data;
  const char *address = g_hash_table_lookup (self->sockets, where);
  guint n;

  if (address == NULL)
    return;
  n = GPOINTER_TO_UINT (g_hash_table_lookup (self->per_address, address));
  if (n <= 1)
    g_hash_table_remove (self->per_address, address);
  else
    g_hash_table_insert (self->per_address, g_strdup (address), GUINT_TO_POINTER (n - 1));
  g_hash_table_remove (self->sockets, where);
}

static gboolean
on_incoming (GSocketService    *service,
             GSocketConnection *socket_connection,
             GObject           *source,
             TsNetServer       *self)
{
  g_autoptr(GSocketAddress) remote = g_socket_connection_get_remote_address (socket_connection, NULL);
  g_autoptr(GSocketAddress) local = g_socket_connection_get_local_address (socket_connection, NULL);
  g_autoptr(GIOStream) stream = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL;
  guint n;

  if (G_IS_INET_SOCKET_ADDRESS (remote))
    address = g_inet_address_to_string (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (remote)));
  else
    address = g_strdup ("");
  n = GPOINTER_TO_UINT (g_hash_table_lookup (self->per_address, address));
  /* Over the limit a connection is still read, so that its request gets
   * words ("busy"); twice over it is closed at once. */
  if (n >= 2 * self->limits.max_per_address)
    {
      g_io_stream_close (G_IO_STREAM (socket_connection), NULL, NULL);
      return TRUE;
    }
  g_hash_table_insert (self->per_address, g_strdup (address), GUINT_TO_POINTER (n + 1));
  g_hash_table_insert (self->sockets, socket_connection, g_strdup (address));
  g_object_weak_ref (G_OBJECT (socket_connection), socket_gone, self);
  g_socket_set_timeout (g_socket_connection_get_socket (socket_connection), self->limits.idle_seconds);

  if (self->certificate != NULL)
    stream = G_IO_STREAM (g_tls_server_connection_new (G_IO_STREAM (socket_connection), self->certificate,
                                                       &error));
  else
    stream = g_object_ref (G_IO_STREAM (socket_connection));
  if (stream == NULL ||
      !soup_server_accept_iostream (self->soup, stream, local, remote, &error))
    {
      g_warning ("A connection could not be taken: %s", error->message);
      g_io_stream_close (G_IO_STREAM (socket_connection), NULL, NULL);
    }
  return TRUE;
}

gboolean
ts_net_server_listen (TsNetServer  *self,
                      GInetAddress *address,
                      guint16       port,
                      GError      **error)
{
  GSocketListener *listener;

  g_return_val_if_fail (TS_NET_IS_SERVER (self) && self->service == NULL, FALSE);

  self->service = g_socket_service_new ();
  listener = G_SOCKET_LISTENER (self->service);
  if (address == NULL && port == 0)
    self->port = g_socket_listener_add_any_inet_port (listener, NULL, error);
  else if (address == NULL)
    self->port = g_socket_listener_add_inet_port (listener, port, NULL, error) ? port : 0;
  else
    {
      g_autoptr(GSocketAddress) wanted = g_inet_socket_address_new (address, port);
      g_autoptr(GSocketAddress) effective = NULL;

      self->port = g_socket_listener_add_address (listener, wanted, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP,
                                                  NULL, &effective, error)
                   ? g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (effective)) : 0;
    }
  if (self->port == 0)
    {
      /* Nothing listens: the server may try again. */
      g_clear_object (&self->service);
      return FALSE;
    }
  g_signal_connect (self->service, "incoming", G_CALLBACK (on_incoming), self);
  g_socket_service_start (self->service);
  return TRUE;
}

guint16
ts_net_server_get_port (TsNetServer *self)
{
  g_return_val_if_fail (TS_NET_IS_SERVER (self), 0);
  return self->port;
}

const char *
ts_net_server_get_fingerprint (TsNetServer *self)
{
  g_return_val_if_fail (TS_NET_IS_SERVER (self), NULL);
  return self->fingerprint;
}

guint
ts_net_server_get_n_matches (TsNetServer *self)
{
  g_return_val_if_fail (TS_NET_IS_SERVER (self), 0);
  return g_hash_table_size (self->hosts);
}

guint
ts_net_server_get_n_connections (TsNetServer *self)
{
  g_return_val_if_fail (TS_NET_IS_SERVER (self), 0);
  return self->connections->len;
}
