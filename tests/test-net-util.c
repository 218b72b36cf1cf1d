/* test-net-util.c — a server in the process for the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "ts-net-client.h"
#include "test-net-util.h"

void
net_remove_dir (GFile *dir)
{
  g_autoptr(GDir) d = g_dir_open (g_file_peek_path (dir), 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *file = g_build_filename (g_file_peek_path (dir), name, NULL);

      g_unlink (file);
    }
  g_rmdir (g_file_peek_path (dir));
}

void
net_fixture_start (NetFixture      *f,
                   GTlsCertificate *certificate)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autofree char *path = g_dir_make_tmp ("tessella-server-XXXXXX", &error);
  TsNetLimits limits;

  g_assert_no_error (error);
  ts_net_limits_init_default (&limits);
  limits.idle_seconds = 2;
  limits.max_per_address = 6;
  limits.max_matches = 3;
  f->dir = g_file_new_for_path (path);
  f->server = ts_net_server_new (f->dir, certificate, &limits, &error);
  g_assert_no_error (error);
  g_assert_true (ts_net_server_listen (f->server, loopback, 0, &error));
  g_assert_no_error (error);
  f->port = ts_net_server_get_port (f->server);
  g_assert_cmpuint (f->port, >, 0);
  f->url = g_strdup_printf ("%s://127.0.0.1:%u", certificate != NULL ? "https" : "http", f->port);
}

void
net_fixture_setup (NetFixture    *f,
                   gconstpointer  data)
{
  net_fixture_start (f, NULL);
}

void
net_fixture_teardown (NetFixture    *f,
                      gconstpointer  data)
{
  g_clear_object (&f->server);
  /* Let closing sockets finish. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  net_remove_dir (f->dir);
  g_clear_object (&f->dir);
  g_free (f->url);
}

void
net_wait_for (gboolean *done)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_SECONDS * G_USEC_PER_SEC;

  while (!*done)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

/* Creating a match blocks, so it runs in a thread while this one serves. */
typedef struct
{
  const char   *url;
  const char   *pin;
  TsNetMessage *request;
  TsNetMessage *created;
  char         *fingerprint;
  GError       *error;
  gboolean      done;
} Create;

static gpointer
create_thread (gpointer data)
{
  Create *c = data;

  c->created = ts_net_create_match (c->url, c->pin, c->request, &c->fingerprint, &c->error);
  g_atomic_int_set (&c->done, TRUE);
  return NULL;
}

TsNetMessage *
net_create_match (NetFixture *f,
                  const char *game,
                  const char *levels,
                  const char *pin,
                  char      **fingerprint,
                  GError    **error)
{
  g_autoptr(TsNetMessage) request = ts_net_message_new (TS_NET_CREATE);
  Create c = { f->url, pin, request, NULL, NULL, NULL, FALSE };
  GThread *thread;

  request->game = g_strdup (game);
  request->levels = g_strsplit (levels, ",", -1);
  request->players = (int) g_strv_length (request->levels);
  thread = g_thread_new ("create", create_thread, &c);
  net_wait_for (&c.done);
  g_thread_join (thread);
  if (fingerprint != NULL)
    *fingerprint = c.fingerprint;
  else
    g_free (c.fingerprint);
  if (c.error != NULL)
    g_propagate_error (error, c.error);
  return c.created;
}

