/* test-net-embedded.c — the server inside the app (issue 28, slice 3)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app hosts a match for people on its network: the server takes no
 * match from the network, the links lead to the right seats, the tokens
 * are kept for the user's eyes only, and after the app restarts the
 * server listens at the same port with the same matches.
 */
#include <string.h>
#include <sys/stat.h>
#include <glib/gstdio.h>

#include "test-net-util.h"
#include "ts-games.h"
#include "ts-net-client.h"
#include "ts-net-embedded.h"
#include "ts-net-link.h"

static void
on_welcome (TsNetClient *client,
            gboolean    *welcomed)
{
  *welcomed = TRUE;
}

/* The seat and names a link's client is welcomed with. */
static int
join (const char  *link_text,
      const char **name_of_seat)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsNetLink) link = ts_net_link_parse (link_text, &error);
  g_autoptr(TsNetClient) client = NULL;
  gboolean welcomed = FALSE;
  int seat;

  g_assert_no_error (error);
  client = ts_net_client_new (link, NULL);
  g_signal_connect (client, "welcome", G_CALLBACK (on_welcome), &welcomed);
  ts_net_client_start (client);
  net_wait_for (&welcomed);
  seat = ts_net_client_get_seat (client);
  if (name_of_seat != NULL && seat >= 0)
    *name_of_seat = g_intern_string (ts_net_client_get_names (client)[seat]);
  ts_net_client_stop (client);
  return seat;
}

static void
test_host (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_dir_make_tmp ("tessella-hosted-XXXXXX", &error);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(TsNetEmbedded) embedded = ts_net_embedded_new (dir);
  g_autoptr(TsSetup) setup = ts_setup_new ("network", 2, 0);
  g_autofree char *match = NULL;
  g_autofree char *here = NULL;
  g_autofree char *guest = NULL;
  g_autofree char *invites = NULL;
  g_auto(GStrv) unfinished = NULL;
  const char *name = NULL;
  guint16 port;
  GStatBuf st;

  g_assert_no_error (error);
  g_assert_false (ts_net_embedded_is_running (embedded));
  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);

  /* Hosting starts the server. */
  match = ts_net_embedded_host (embedded, setup, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (match);
  g_assert_true (ts_net_embedded_is_running (embedded));
  port = ts_net_embedded_get_port (embedded);
  g_assert_cmpuint (port, >, 0);
  g_assert_cmpint (ts_net_embedded_get_here_seat (embedded, match), ==, 0);

  /* The host's own link goes over the loopback, a guest's over the
   * network; each leads to its seat, under the name the host gave. */
  here = ts_net_embedded_get_link (embedded, match, 0, TRUE);
  guest = ts_net_embedded_get_link (embedded, match, 1, FALSE);
  g_assert_true (g_str_has_prefix (here, "tessella://127.0.0.1:"));
  g_assert_true (g_str_has_prefix (guest, "tessella://"));
  g_assert_cmpstr (here, !=, guest);
  g_assert_cmpint (join (here, &name), ==, 0);
  g_assert_cmpstr (name, ==, "Ada");
  g_assert_cmpint (join (guest, &name), ==, 1);
  g_assert_cmpstr (name, ==, "Bob");
  {
    g_autofree char *watch = ts_net_embedded_get_link (embedded, match, -1, TRUE);

    g_assert_cmpint (join (watch, NULL), ==, -1);
  }
  /* No link outside the matches and seats. */
  g_assert_null (ts_net_embedded_get_link (embedded, match, 2, FALSE));
  g_assert_null (ts_net_embedded_get_link (embedded, "../../etc/passwd", 0, FALSE));
  g_assert_null (ts_net_embedded_get_link (embedded, "aaaaaaaaaaaaaaaaaaaaaaaaaa", 0, FALSE));
  g_assert_cmpint (ts_net_embedded_get_here_seat (embedded, "nothing"), ==, -1);

  /* The tokens are for the user's eyes only. */
  invites = g_strconcat (path, G_DIR_SEPARATOR_S, match, ".invites", NULL);
  g_assert_cmpint (g_stat (invites, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  /* Nobody on the network creates matches here. */
  {
    NetFixture f = { .url = g_strdup_printf ("http://127.0.0.1:%u", port) };
    g_autoptr(TsNetMessage) created = net_create_match (&f, "network", "person,person", NULL, NULL, &error);

    g_assert_null (created);
    g_assert_nonnull (error);
    g_clear_error (&error);
    g_free (f.url);
  }

  /* The app quits and starts again: the same port, the same match, the
   * same links. */
  unfinished = ts_net_embedded_list_unfinished (embedded);
  g_assert_cmpuint (g_strv_length (unfinished), ==, 1);
  g_assert_cmpstr (unfinished[0], ==, match);
  g_clear_object (&embedded);
  embedded = ts_net_embedded_new (dir);
  g_assert_true (ts_net_embedded_start (embedded, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_net_embedded_get_port (embedded), ==, port);
  {
    g_autofree char *again = ts_net_embedded_get_link (embedded, match, 0, TRUE);
    g_auto(GStrv) still = ts_net_embedded_list_unfinished (embedded);

    g_assert_cmpstr (again, ==, here);
    g_assert_cmpuint (g_strv_length (still), ==, 1);
    g_assert_cmpint (join (again, &name), ==, 0);
  }

  /* Its port taken by another program, it moves to a free one. */
  ts_net_embedded_stop (embedded);
  {
    g_autoptr(GSocketListener) squatter = g_socket_listener_new ();

    g_assert_true (g_socket_listener_add_inet_port (squatter, port, NULL, &error));
    g_assert_no_error (error);
    g_assert_true (ts_net_embedded_start (embedded, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (ts_net_embedded_get_port (embedded), !=, port);
    g_socket_listener_close (squatter);
  }

  g_clear_object (&embedded);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  net_remove_dir (dir);
}

static void
test_network_address (void)
{
  g_autofree char *address = ts_net_network_address ();
  g_autoptr(GInetAddress) parsed = g_inet_address_new_from_string (address);

  /* An IPv4 address a link can carry, never a link-local one. */
  g_assert_nonnull (parsed);
  g_assert_cmpint (g_inet_address_get_family (parsed), ==, G_SOCKET_FAMILY_IPV4);
  g_assert_false (g_inet_address_get_is_link_local (parsed));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();
  g_test_add_func ("/net/embedded/host", test_host);
  g_test_add_func ("/net/embedded/network-address", test_network_address);
  return g_test_run ();
}
