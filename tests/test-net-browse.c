/* test-net-browse.c — Games near you: announced and found through
 * Avahi's D-Bus API (issue 28, slice 5)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Avahi itself cannot run here (it needs the system bus and multicast):
 * a stand-in on a private bus (GTestDBus) answers as Avahi's D-Bus API
 * does (EntryGroupNew, AddService, Commit, Reset, Free; ServiceBrowserNew
 * with its ItemNew and ItemRemove signals; ResolveService), so what the
 * announcer sends and what the browser makes of it are checked, not the
 * multicast between machines.  Every wait is bounded.
 */
#include <string.h>

#include <glib/gstdio.h>

#include "test-avahi.h"
#include "test-net-util.h"
#include "ts-games.h"
#include "ts-net-browse.h"
#include "ts-net-embedded.h"

typedef struct
{
  TsNetBrowser *browser;
  guint         n;
  guint         free;   /* of the first game, G_MAXUINT: any */
} Expect;

static gboolean
browser_has (Expect *expect)
{
  GPtrArray *games = ts_net_browser_get_games (expect->browser);

  return games->len == expect->n &&
         (expect->n == 0 || expect->free == G_MAXUINT ||
          ((TsNetNearby *) g_ptr_array_index (games, 0))->free == expect->free);
}

static void
wait_for_games (TsNetBrowser *browser,
                guint         n,
                guint         free)
{
  Expect expect = { browser, n, free };
  gint64 deadline = g_get_monotonic_time () + WAIT_SECONDS * G_USEC_PER_SEC;

  while (!browser_has (&expect))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static void
test_announce_and_find (void)
{
  AvahiFixture f = { 0 };
  g_autoptr(TsNetAnnouncer) announcer = NULL;
  g_autoptr(TsNetBrowser) browser = NULL;
  TsNetNearby game = { (char *) "abcdefghijklmnopqrstuvwxyz", (char *) "tri", (char *) "Ada", 2, NULL, 4242 };
  TsNetNearby *found;
  Avahi *avahi = &f.avahi;
  GDBusConnection *host_bus, *guest_bus;

  avahi_fixture_up (&f);
  host_bus = f.host_bus;
  guest_bus = f.guest_bus;

  /* The host announces a game before anyone browses. */
  announcer = ts_net_announcer_new (host_bus);
  ts_net_announcer_set (announcer, &game);
  {
    g_auto(GStrv) announced = ts_net_announcer_list (announcer);

    g_assert_cmpstrv (announced, ((const char *[]) { game.match, NULL }));
  }

  /* A guest finds it, resolved: the game, the host's name, the free
   * seats, where to ask. */
  browser = ts_net_browser_new (guest_bus);
  wait_for_games (browser, 1, 2);
  found = g_ptr_array_index (ts_net_browser_get_games (browser), 0);
  g_assert_cmpstr (found->match, ==, game.match);
  g_assert_cmpstr (found->game, ==, "tri");
  g_assert_cmpstr (found->host_name, ==, "Ada");
  g_assert_cmpstr (found->address, ==, "192.0.2.7");
  g_assert_cmpuint (found->port, ==, 4242);

  /* A seat is taken: said anew. */
  game.free = 1;
  ts_net_announcer_set (announcer, &game);
  wait_for_games (browser, 1, 1);

  /* A second game, then the first withdrawn. */
  {
    TsNetNearby other = { (char *) "bcdefghijklmnopqrstuvwxyza", (char *) "network", (char *) "", 1, NULL, 4243 };

    ts_net_announcer_set (announcer, &other);
    wait_for_games (browser, 2, G_MAXUINT);
    ts_net_announcer_remove (announcer, game.match);
    wait_for_games (browser, 1, 1);
    g_assert_cmpstr (((TsNetNearby *) g_ptr_array_index (ts_net_browser_get_games (browser), 0))->game, ==,
                     "network");
  }

  /* Gone with the announcer: nothing announced is left behind. */
  g_clear_object (&announcer);
  wait_for_games (browser, 0, G_MAXUINT);

  /* Something else of our type that is not a game of this version. */
  {
    AvahiGroup *foreign = g_new0 (AvahiGroup, 1);
    const char *txt[] = { "v=2", "match=x", "game=tri" };
    GVariantBuilder builder;

    g_variant_builder_init (&builder, G_VARIANT_TYPE ("aay"));
    for (guint i = 0; i < G_N_ELEMENTS (txt); i++)
      g_variant_builder_add_value (&builder, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, txt[i],
                                                                        strlen (txt[i]), 1));
    foreign->path = g_strdup ("/foreign");
    foreign->name = g_strdup ("Foreign");
    foreign->type = g_strdup (TS_NET_SERVICE_TYPE);
    foreign->port = 1;
    foreign->txt = g_variant_ref_sink (g_variant_builder_end (&builder));
    foreign->published = TRUE;
    g_ptr_array_add (avahi->groups, foreign);
    avahi_emit_item (avahi, "ItemNew", foreign, NULL);
    for (guint i = 0; i < 200; i++)
      {
        g_main_context_iteration (NULL, FALSE);
        g_usleep (1000);
      }
    g_assert_cmpuint (ts_net_browser_get_games (browser)->len, ==, 0);
  }

  /* Without a bus (no Avahi): nothing, and nothing fails. */
  {
    g_autoptr(TsNetAnnouncer) inert = ts_net_announcer_new (NULL);
    g_autoptr(TsNetBrowser) blind = ts_net_browser_new (NULL);
    g_auto(GStrv) none = NULL;

    ts_net_announcer_set (inert, &game);
    none = ts_net_announcer_list (inert);
    g_assert_cmpuint (g_strv_length (none), ==, 0);
    g_assert_cmpuint (ts_net_browser_get_games (blind)->len, ==, 0);
  }

  g_clear_object (&browser);
  avahi_fixture_down (&f);
}

/* The app's own server announces a game in its lobby while a seat is
 * free for someone near, with the host's name, and withdraws it when the
 * game starts. */
static void
test_hosted_game (void)
{
  AvahiFixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_dir_make_tmp ("tessella-hosted-XXXXXX", &error);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(TsNetEmbedded) embedded = ts_net_embedded_new (dir);
  g_autoptr(TsNetAnnouncer) announcer = NULL;
  g_autoptr(TsNetBrowser) browser = NULL;
  g_autoptr(TsSetup) setup = ts_setup_new ("tri", 3, 0);
  g_autofree char *match = NULL;
  TsNetNearby *found;

  avahi_fixture_up (&f);
  announcer = ts_net_announcer_new (f.host_bus);
  ts_net_embedded_set_announcer (embedded, announcer);
  browser = ts_net_browser_new (f.guest_bus);

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  ts_setup_set_player (setup, 2, "Computer", TS_PLAYER_COMPUTER, TS_LEVEL_EASY, NULL);
  match = ts_net_embedded_host (embedded, setup, 0, 0, &error);
  g_assert_no_error (error);
  wait_for_games (browser, 1, 1);
  found = g_ptr_array_index (ts_net_browser_get_games (browser), 0);
  g_assert_cmpstr (found->match, ==, match);
  g_assert_cmpstr (found->game, ==, "tri");
  g_assert_cmpstr (found->host_name, ==, "Ada");
  g_assert_cmpuint (found->port, ==, ts_net_embedded_get_port (embedded));

  /* Started: nobody near can take a seat any more. */
  g_assert_true (ts_net_embedded_start_match (embedded, match, FALSE, &error));
  g_assert_no_error (error);
  wait_for_games (browser, 0, G_MAXUINT);

  g_clear_object (&browser);
  ts_net_embedded_set_announcer (embedded, NULL);
  g_clear_object (&announcer);
  g_clear_object (&embedded);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  net_remove_dir (dir);
  avahi_fixture_down (&f);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();
  g_test_add_func ("/net/browse/announce-and-find", test_announce_and_find);
  g_test_add_func ("/net/browse/hosted-game", test_hosted_game);
  return g_test_run ();
}
