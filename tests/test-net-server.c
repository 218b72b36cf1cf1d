/* test-net-server.c — the server against hostile clients, on loopback
 * (docs/protocol.md, issue 27)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A TsNetServer runs in this process on 127.0.0.1; the clients are raw
 * WebSockets and raw TCP sockets that do what no Tessella client does:
 * garbage, binary and oversized frames, floods, wrong tokens, moves out of
 * turn, connections that never finish their handshake.  Every wait is
 * bounded.
 */
#include <string.h>
#include <glib/gstdio.h>
#include <libsoup/soup.h>

#include "ts-games.h"
#include "ts-net-client.h"
#include "ts-net-link.h"
#include "ts-net-server.h"

#include "test-net-util.h"

/* A raw WebSocket to a path of the server. */
typedef struct
{
  SoupWebsocketConnection *ws;
  GPtrArray               *received;   /* char * */
  gboolean                 closed;
  gboolean                 connected;
  gushort                  close_code;
} Raw;

static void
raw_message (SoupWebsocketConnection *ws,
             int                      type,
             GBytes                  *bytes,
             Raw                     *raw)
{
  gsize n;
  const char *data = g_bytes_get_data (bytes, &n);

  g_ptr_array_add (raw->received, g_strndup (data, n));
}

static void
raw_closed (SoupWebsocketConnection *ws,
            Raw                     *raw)
{
  raw->closed = TRUE;
  raw->close_code = soup_websocket_connection_get_close_code (ws);
}

static void
raw_connected (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  Raw *raw = data;
  g_autoptr(GError) error = NULL;

  raw->ws = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  g_assert_no_error (error);
  soup_websocket_connection_set_max_incoming_payload_size (raw->ws, TS_NET_MAX_SERVER_MESSAGE);
  g_signal_connect (raw->ws, "message", G_CALLBACK (raw_message), raw);
  g_signal_connect (raw->ws, "closed", G_CALLBACK (raw_closed), raw);
  raw->connected = TRUE;
}

static Raw *
raw_open (NetFixture    *f,
          const char *match)
{
  g_autoptr(SoupSession) session = soup_session_new ();
  g_autofree char *uri = g_strdup_printf ("ws://127.0.0.1:%u/v1/match/%s", f->port, match);
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", uri);
  Raw *raw = g_new0 (Raw, 1);

  raw->received = g_ptr_array_new_with_free_func (g_free);
  soup_session_websocket_connect_async (session, msg, NULL, NULL, G_PRIORITY_DEFAULT, NULL,
                                        raw_connected, raw);
  net_wait_for (&raw->connected);
  return raw;
}

static void
raw_free (Raw *raw)
{
  g_signal_handlers_disconnect_by_data (raw->ws, raw);
  if (soup_websocket_connection_get_state (raw->ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (raw->ws, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
  g_object_unref (raw->ws);
  g_ptr_array_unref (raw->received);
  g_free (raw);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Raw, raw_free)

static void
raw_say (Raw        *raw,
         const char *text)
{
  soup_websocket_connection_send_text (raw->ws, text);
}

/* Waits for message number INDEX (from 0) and returns its error code, or
 * its type when it is not an error. */
static const char *
raw_code (Raw   *raw,
          guint  index)
{
  static char code[64];
  gint64 deadline = g_get_monotonic_time () + WAIT_SECONDS * G_USEC_PER_SEC;
  g_autoptr(TsNetMessage) m = NULL;
  const char *text;

  while (raw->received->len <= index)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_assert_false (raw->closed && raw->received->len <= index);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (500);
    }
  text = g_ptr_array_index (raw->received, index);
  m = ts_net_message_parse_limited (text, strlen (text), TS_NET_MAX_SERVER_MESSAGE, NULL);
  g_assert_nonnull (m);
  if (m->type == TS_NET_ERROR)
    {
      g_assert_cmpuint (strlen (m->message), >, 0);
      g_strlcpy (code, m->code, sizeof code);
    }
  else
    g_strlcpy (code, m->type == TS_NET_PONG ? "pong" : m->type == TS_NET_WELCOME ? "welcome" : "other",
               sizeof code);
  return code;
}

static char *
hello (const char *token)
{
  g_autoptr(TsNetMessage) m = ts_net_message_new (TS_NET_HELLO);

  m->token = g_strdup (token);
  return ts_net_message_to_json (m, NULL);
}

/* Garbage, three times: three errors, then the server closes. */
static void
test_garbage (NetFixture       *f,
              gconstpointer  data)
{
  g_autoptr(TsNetMessage) created = net_create_match (f, "network", "person,person", NULL, NULL, NULL);
  g_autoptr(Raw) raw = raw_open (f, created->match);

  raw_say (raw, "garbage");
  g_assert_cmpstr (raw_code (raw, 0), ==, "bad-message");
  soup_websocket_connection_send_binary (raw->ws, "\x01\x02", 2);
  g_assert_cmpstr (raw_code (raw, 1), ==, "bad-message");
  raw_say (raw, "{\"type\":\"welcome\"}");
  g_assert_cmpstr (raw_code (raw, 2), ==, "bad-message");
  net_wait_for (&raw->closed);
  g_assert_cmpuint (raw->close_code, ==, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION);
}

/* Over 64 KiB: refused in words; over 1 MiB: the connection is closed
 * before the server holds it. */
static void
test_oversized (NetFixture       *f,
                gconstpointer  data)
{
  g_autoptr(TsNetMessage) created = net_create_match (f, "network", "person,person", NULL, NULL, NULL);
  g_autoptr(Raw) raw = raw_open (f, created->match);
  g_autofree char *hello_text = hello (created->tokens[0]);
  g_autofree char *big = g_strnfill (100 * 1024, ' ');
  g_autofree char *huge = g_strnfill (2 * 1024 * 1024, ' ');

  raw_say (raw, hello_text);
  g_assert_cmpstr (raw_code (raw, 0), ==, "welcome");
  raw_say (raw, big);
  /* 1 is the presence that followed the welcome. */
  g_assert_cmpstr (raw_code (raw, 2), ==, "too-large");
  raw_say (raw, "{\"type\":\"ping\"}");
  g_assert_cmpstr (raw_code (raw, 3), ==, "pong");
  raw_say (raw, huge);
  /* libsoup closes (1009, "too big"); the code may not reach this side
   * before the socket goes. */
  net_wait_for (&raw->closed);
  g_assert_true (raw->close_code == 0 || raw->close_code == SOUP_WEBSOCKET_CLOSE_TOO_BIG);
}

/* A flood is refused, then closed. */
static void
test_flood (NetFixture       *f,
            gconstpointer  data)
{
  g_autoptr(TsNetMessage) created = net_create_match (f, "network", "person,person", NULL, NULL, NULL);
  g_autoptr(Raw) raw = raw_open (f, created->match);
  g_autofree char *hello_text = hello (created->tokens[1]);
  gboolean flooded = FALSE;

  raw_say (raw, hello_text);
  for (guint i = 0; i < 400; i++)
    raw_say (raw, "{\"type\":\"ping\"}");
  net_wait_for (&raw->closed);
  for (guint i = 0; i < raw->received->len; i++)
    flooded |= strstr (g_ptr_array_index (raw->received, i), "\"flood\"") != NULL;
  g_assert_true (flooded);
}

/* A wrong token, a match that does not exist, a move out of turn. */
static void
test_tokens_and_turns (NetFixture       *f,
                       gconstpointer  data)
{
  g_autoptr(TsNetMessage) created = net_create_match (f, "network", "person,person", NULL, NULL, NULL);
  g_autofree char *wrong = ts_net_random_id (32, NULL);
  g_autofree char *wrong_hello = hello (wrong);
  g_autofree char *second_hello = hello (created->tokens[1]);
  g_autofree char *no_match = ts_net_random_id (16, NULL);

  {
    g_autoptr(Raw) raw = raw_open (f, created->match);

    raw_say (raw, wrong_hello);
    g_assert_cmpstr (raw_code (raw, 0), ==, "bad-token");
    net_wait_for (&raw->closed);
  }
  {
    g_autoptr(Raw) raw = raw_open (f, no_match);

    g_assert_cmpstr (raw_code (raw, 0), ==, "bad-token");
    net_wait_for (&raw->closed);
  }
  {
    g_autoptr(Raw) raw = raw_open (f, "NOT-A-MATCH");

    g_assert_cmpstr (raw_code (raw, 0), ==, "bad-token");
    net_wait_for (&raw->closed);
  }
  {
    g_autoptr(Raw) raw = raw_open (f, created->match);

    raw_say (raw, "{\"type\":\"move\",\"move\":\"x\",\"after\":0}");
    g_assert_cmpstr (raw_code (raw, 0), ==, "no-hello");
    raw_say (raw, second_hello);
    g_assert_cmpstr (raw_code (raw, 1), ==, "welcome");
    /* Seat 2 moves while seat 1 must: refused, and the connection stays. */
    raw_say (raw, "{\"type\":\"move\",\"move\":\"pass\",\"after\":0}");
    g_assert_cmpstr (raw_code (raw, 3), ==, "not-your-turn");
    raw_say (raw, "{\"type\":\"ping\"}");
    g_assert_cmpstr (raw_code (raw, 4), ==, "pong");
    g_assert_false (raw->closed);
  }
}

/* A raw TCP connection from loopback. */
static GSocketConnection *
tcp_open (NetFixture *f)
{
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *host = g_strdup_printf ("127.0.0.1:%u", f->port);
  GSocketConnection *c = g_socket_client_connect_to_host (client, host, f->port, NULL, &error);

  g_assert_no_error (error);
  g_socket_set_blocking (g_socket_connection_get_socket (c), FALSE);
  return c;
}

/* Whether the server closed C (a read returns 0) within SECONDS. */
static gboolean
tcp_closed_within (GSocketConnection *c,
                   double             seconds)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  GSocket *socket = g_socket_connection_get_socket (c);
  char buffer[256];

  while (g_get_monotonic_time () < deadline)
    {
      g_autoptr(GError) error = NULL;
      gssize n;

      g_main_context_iteration (NULL, FALSE);
      n = g_socket_receive (socket, buffer, sizeof buffer, NULL, &error);
      if (n == 0 || (n < 0 && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK)))
        return TRUE;
      g_usleep (2000);
    }
  return FALSE;
}

/* Connections that never finish their request are closed after the idle
 * time (2 s here).  A seventh connection from one address is told it is
 * one too many, in words; twice the limit is closed at once. */
static void
test_half_open (NetFixture       *f,
                gconstpointer  data)
{
  GSocketConnection *c[6];
  GPtrArray *more = g_ptr_array_new_with_free_func (g_object_unref);
  const char partial[] = "GET /v1/match/abc HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgr";
  g_autoptr(TsNetMessage) created = net_create_match (f, "network", "person,person", NULL, NULL, NULL);
  gboolean closed_at_once = FALSE;

  for (guint i = 0; i < 6; i++)
    c[i] = tcp_open (f);
  g_assert_true (g_socket_send (g_socket_connection_get_socket (c[1]), partial, strlen (partial), NULL, NULL) > 0);
  {
    g_autoptr(Raw) raw = raw_open (f, created->match);

    g_assert_cmpstr (raw_code (raw, 0), ==, "busy");
    net_wait_for (&raw->closed);
  }
  /* Up to twice the limit are let in (and told so); then refused at once. */
  for (guint i = 0; i < 8 && !closed_at_once; i++)
    {
      GSocketConnection *extra = tcp_open (f);

      g_ptr_array_add (more, extra);
      closed_at_once = tcp_closed_within (extra, 0.3);
    }
  g_assert_true (closed_at_once);
  /* Silent and half-sent ones alike go after the idle time. */
  g_assert_true (tcp_closed_within (c[0], WAIT_SECONDS));
  g_assert_true (tcp_closed_within (c[1], WAIT_SECONDS));
  for (guint i = 0; i < 6; i++)
    g_object_unref (c[i]);
  g_ptr_array_unref (more);
  /* And the places are free again. */
  {
    g_autoptr(Raw) raw = NULL;
    g_autofree char *hello_text = hello (created->tokens[0]);

    /* Let the server see the closed ones go. */
    for (guint i = 0; i < 50; i++)
      {
        g_main_context_iteration (NULL, FALSE);
        g_usleep (2000);
      }
    raw = raw_open (f, created->match);
    raw_say (raw, hello_text);
    g_assert_cmpstr (raw_code (raw, 0), ==, "welcome");
  }
}

/* At most three unfinished matches here; a fourth is refused with words. */
static void
test_max_matches (NetFixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(TsNetMessage) created = net_create_match (f, "tri", "person,easy", NULL, NULL, &error);

      g_assert_no_error (error);
      g_assert_nonnull (created);
    }
  g_assert_null (net_create_match (f, "tri", "person,person", NULL, NULL, &error));
  g_assert_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BUSY);
  g_assert_cmpuint (ts_net_server_get_n_matches (f->server), ==, 3);
}

/* TLS: the link pins the certificate; another pin is refused. */
typedef struct
{
  gboolean welcomed;
  gboolean failed;
  char    *failure;
} Seen;

static void
on_welcome (TsNetClient *client,
            Seen        *seen)
{
  seen->welcomed = TRUE;
}

static void
on_failed (TsNetClient *client,
           const char  *message,
           Seen        *seen)
{
  seen->failed = TRUE;
  seen->failure = g_strdup (message);
}

static void
test_tls (void)
{
  NetFixture fixture = { 0 };
  NetFixture *f = &fixture;
  g_autoptr(GError) error = NULL;
  g_autofree char *cert = g_test_build_filename (G_TEST_DIST, "data", "test-server.pem", NULL);
  g_autofree char *key = g_test_build_filename (G_TEST_DIST, "data", "test-server.key", NULL);
  g_autoptr(GTlsCertificate) certificate = g_tls_certificate_new_from_files (cert, key, &error);
  g_autoptr(TsNetMessage) created = NULL;
  g_autofree char *fingerprint = NULL;
  g_autofree char *wrong_pin = g_strnfill (64, 'a');

  g_assert_no_error (error);
  net_fixture_start (f, certificate);
  g_assert_cmpstr (ts_net_server_get_fingerprint (f->server), !=, NULL);

  /* Creating over https with the wrong pin fails; with none, it reports
   * the fingerprint it saw. */
  g_assert_null (net_create_match (f, "network", "person,person", wrong_pin, NULL, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  created = net_create_match (f, "network", "person,person", NULL, &fingerprint, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (fingerprint, ==, ts_net_server_get_fingerprint (f->server));

  for (guint pinned = 0; pinned < 2; pinned++)
    {
      TsNetLink link = { TRUE, (char *) "127.0.0.1", f->port, created->match, created->tokens[0],
                         pinned ? fingerprint : wrong_pin };
      g_autoptr(TsNetClient) client = ts_net_client_new (&link, "Ada");
      Seen seen = { FALSE, FALSE, NULL };
      gint64 deadline = g_get_monotonic_time () + WAIT_SECONDS * G_USEC_PER_SEC;

      ts_net_client_set_retry_seconds (client, 1);
      g_signal_connect (client, "welcome", G_CALLBACK (on_welcome), &seen);
      g_signal_connect (client, "failed", G_CALLBACK (on_failed), &seen);
      ts_net_client_start (client);
      while (!seen.welcomed && !seen.failed)
        {
          g_assert_cmpint (g_get_monotonic_time (), <, deadline);
          g_main_context_iteration (NULL, FALSE);
          g_usleep (1000);
        }
      g_assert_cmpint (seen.welcomed, ==, pinned);
      g_assert_cmpint (ts_net_client_get_seat (client), ==, pinned ? 0 : -1);
      ts_net_client_stop (client);
      g_signal_handlers_disconnect_by_data (client, &seen);
      g_free (seen.failure);
    }
  net_fixture_teardown (f, NULL);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add ("/net/server/garbage", NetFixture, NULL, net_fixture_setup, test_garbage, net_fixture_teardown);
  g_test_add ("/net/server/oversized", NetFixture, NULL, net_fixture_setup, test_oversized, net_fixture_teardown);
  g_test_add ("/net/server/flood", NetFixture, NULL, net_fixture_setup, test_flood, net_fixture_teardown);
  g_test_add ("/net/server/tokens-and-turns", NetFixture, NULL, net_fixture_setup, test_tokens_and_turns,
              net_fixture_teardown);
  g_test_add ("/net/server/half-open", NetFixture, NULL, net_fixture_setup, test_half_open, net_fixture_teardown);
  g_test_add ("/net/server/max-matches", NetFixture, NULL, net_fixture_setup, test_max_matches, net_fixture_teardown);
  g_test_add_func ("/net/server/tls", test_tls);
  return g_test_run ();
}
