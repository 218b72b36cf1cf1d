/* test-net-link.c — seat links, tokens and pins (docs/protocol.md, issue 27)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "ts-net-link.h"
#include "ts-net-message.h"

static const char match[] = "abcdefghijklmnopqrstuvwxyz";   /* 26 */
static const char token[] = "abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst"; /* 52 */
static const char pin[] = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

/* Tokens are 256 random bits as 52 base32 characters, never the same. */
static void
test_random_ids (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint counts[32] = { 0 };

  for (guint i = 0; i < 500; i++)
    {
      g_autoptr(GError) error = NULL;
      char *id = ts_net_random_id (32, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (strlen (id), ==, TS_NET_TOKEN_LENGTH);
      g_assert_cmpuint (strspn (id, "abcdefghijklmnopqrstuvwxyz234567"), ==, TS_NET_TOKEN_LENGTH);
      /* The last character holds one bit of the 256 (5·52 = 260). */
      for (guint c = 0; c < TS_NET_TOKEN_LENGTH - 1; c++)
        counts[strchr ("abcdefghijklmnopqrstuvwxyz234567", id[c]) - "abcdefghijklmnopqrstuvwxyz234567"]++;
      g_assert_false (g_hash_table_contains (seen, id));
      g_hash_table_add (seen, id);
    }
  /* Every symbol turns up about 500·51/32 ≈ 797 times: none is stuck. */
  for (guint s = 0; s < 32; s++)
    g_assert_cmpuint (counts[s], >, 600);
  {
    g_autofree char *match_id = ts_net_random_id (16, NULL);

    g_assert_cmpuint (strlen (match_id), ==, TS_NET_MATCH_ID_LENGTH);
  }
}

static void
test_digests (void)
{
  g_autofree char *d1 = ts_net_token_digest (token);
  g_autofree char *d2 = ts_net_token_digest (token);
  g_autofree char *other = ts_net_token_digest ("watch");

  g_assert_cmpuint (strlen (d1), ==, 64);
  g_assert_cmpstr (d1, !=, token);
  g_assert_true (ts_net_digest_equal (d1, d2));
  g_assert_false (ts_net_digest_equal (d1, other));
  /* A prefix, a longer text, one byte off, nothing: all unequal. */
  g_assert_false (ts_net_digest_equal (d1, "0"));
  {
    g_autofree char *longer = g_strconcat (d1, "0", NULL);
    g_autofree char *off = g_strdup (d1);

    off[63] = off[63] == '0' ? '1' : '0';
    g_assert_false (ts_net_digest_equal (d1, longer));
    g_assert_false (ts_net_digest_equal (longer, d1));
    g_assert_false (ts_net_digest_equal (d1, off));
  }
  g_assert_false (ts_net_digest_equal (d1, NULL));
  g_assert_false (ts_net_digest_equal (NULL, NULL));
}

static void
check_round_trip (const TsNetLink *link,
                  const char      *expected)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = ts_net_link_to_string (link);
  g_autoptr(TsNetLink) back = NULL;

  g_assert_cmpstr (text, ==, expected);
  back = ts_net_link_parse (text, &error);
  g_assert_no_error (error);
  g_assert_cmpint (back->tls, ==, link->tls);
  g_assert_cmpstr (back->host, ==, link->host);
  g_assert_cmpuint (back->port, ==, link->port);
  g_assert_cmpstr (back->match, ==, link->match);
  g_assert_cmpstr (back->token, ==, link->token);
  g_assert_cmpstr (back->fingerprint, ==, link->fingerprint);
}

static void
test_links (void)
{
  TsNetLink plain = { FALSE, (char *) "games.example.org", 7171, (char *) match, (char *) token, NULL };
  TsNetLink tls = { TRUE, (char *) "192.168.1.20", 443, (char *) match, (char *) token, (char *) pin };
  TsNetLink v6 = { FALSE, (char *) "::1", 7171, (char *) match, (char *) TS_NET_WATCH_TOKEN, NULL };
  g_autofree char *with_tls = g_strdup_printf ("tessellas://192.168.1.20:443/%s#%s;sha256=%s", match, token, pin);

  check_round_trip (&plain, "tessella://games.example.org:7171/abcdefghijklmnopqrstuvwxyz#"
                            "abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst");
  check_round_trip (&tls, with_tls);
  check_round_trip (&v6, "tessella://[::1]:7171/abcdefghijklmnopqrstuvwxyz#watch");
}

static void
test_bad_links (void)
{
  const char *bad[] = {
    "",
    "tessella",
    "http://host:80/abcdefghijklmnopqrstuvwxyz#watch",
    "tessella://host/abcdefghijklmnopqrstuvwxyz#watch",                 /* no port */
    "tessella://host:0/abcdefghijklmnopqrstuvwxyz#watch",
    "tessella://host:70000/abcdefghijklmnopqrstuvwxyz#watch",
    "tessella://:7171/abcdefghijklmnopqrstuvwxyz#watch",                /* no host */
    "tessella://ada@host:7171/abcdefghijklmnopqrstuvwxyz#watch",        /* user */
    "tessella://host:7171/abcdefghijklmnopqrstuvwxyz?x=1#watch",        /* query */
    "tessella://host:7171/abcdefghijklmnopqrstuvwxy#watch",             /* short match */
    "tessella://host:7171/ABCDEFGHIJKLMNOPQRSTUVWXYZ#watch",            /* not base32 lower */
    "tessella://host:7171/abcdefghijklmnopqrstuvwxyz",                  /* no token */
    "tessella://host:7171/abcdefghijklmnopqrstuvwxyz#abc",              /* short token */
    "tessella://host:7171/abcdefghijklmnopqrstuvwxyz#watch;sha256=00",  /* a pin without TLS */
    "tessellas://host:7171/abcdefghijklmnopqrstuvwxyz#watch",           /* TLS without a pin */
    "tessellas://host:7171/abcdefghijklmnopqrstuvwxyz#watch;sha256=0123",
    "tessellas://host:7171/abcdefghijklmnopqrstuvwxyz#watch;md5=0123456789abcdef0123456789abcdef",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsNetLink) link = ts_net_link_parse (bad[i], &error);

      if (link != NULL)
        g_error ("accepted: %s", bad[i]);
      g_assert_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE);
    }
  {
    g_autofree char *long_link = g_strnfill (600, 'a');
    g_autoptr(GError) error = NULL;

    g_assert_null (ts_net_link_parse (long_link, &error));
    g_assert_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net/link/random-ids", test_random_ids);
  g_test_add_func ("/net/link/digests", test_digests);
  g_test_add_func ("/net/link/round-trip", test_links);
  g_test_add_func ("/net/link/refused", test_bad_links);
  return g_test_run ();
}
