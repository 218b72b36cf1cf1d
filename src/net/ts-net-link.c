/* ts-net-link.c — seat links, tokens and certificate pins
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GLib's GRand is not for secrets: tokens come from getrandom(2).  Links
 * are parsed with GUri, so hosts, IPv6 literals and ports follow RFC 3986.
 */
#include <errno.h>
#include <string.h>
#include <sys/random.h>
#include <glib/gi18n-lib.h>

#include "ts-net-link.h"
#include "ts-net-message.h"

static const char base32_alphabet[] = "abcdefghijklmnopqrstuvwxyz234567";

static char *
base32 (const guint8 *data,
        gsize         n)
{
  GString *out = g_string_sized_new ((n * 8 + 4) / 5 + 1);
  guint buffer = 0, bits = 0;

  for (gsize i = 0; i < n; i++)
    {
      buffer = (buffer << 8) | data[i];
      bits += 8;
      while (bits >= 5)
        {
          g_string_append_c (out, base32_alphabet[(buffer >> (bits - 5)) & 31]);
          bits -= 5;
        }
    }
  if (bits > 0)
    g_string_append_c (out, base32_alphabet[(buffer << (5 - bits)) & 31]);
  return g_string_free (out, FALSE);
}

gboolean
ts_net_random_bytes (guint8  *bytes,
                     gsize    n_bytes,
                     GError **error)
{
  gsize got = 0;

  while (got < n_bytes)
    {
      ssize_t r = getrandom (bytes + got, n_bytes - got, 0);

      if (r < 0 && errno == EINTR)
        continue;
      if (r <= 0)
        {
          int saved = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                       /* Translators: an error of the online server; %s
                          says why, from the system */
                       _("No random numbers for a secret link: %s"), g_strerror (saved));
          return FALSE;
        }
      got += (gsize) r;
    }
  return TRUE;
}

char *
ts_net_random_id (gsize    n_bytes,
                  GError **error)
{
  g_autofree guint8 *bytes = NULL;

  g_return_val_if_fail (n_bytes > 0 && n_bytes <= 256, NULL);

  bytes = g_malloc (n_bytes);
  if (!ts_net_random_bytes (bytes, n_bytes, error))
    return NULL;
  return base32 (bytes, n_bytes);
}

char *
ts_net_certificate_fingerprint (GTlsCertificate *certificate)
{
  g_autoptr(GByteArray) der = NULL;

  g_return_val_if_fail (G_IS_TLS_CERTIFICATE (certificate), NULL);

  g_object_get (certificate, "certificate", &der, NULL);
  if (der == NULL)
    return NULL;
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, der->data, der->len);
}

char *
ts_net_token_digest (const char *token)
{
  g_return_val_if_fail (token != NULL, NULL);
  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, token, -1);
}

gboolean
ts_net_digest_equal (const char *a,
                     const char *b)
{
  gsize la, lb;
  guint diff;

  if (a == NULL || b == NULL)
    return FALSE;
  la = strlen (a);
  lb = strlen (b);
  diff = la != lb;
  /* Every byte of A is read, whatever B holds. */
  for (gsize i = 0; i < la; i++)
    diff |= (guint) (guint8) a[i] ^ (guint) (guint8) (i < lb ? b[i] : 0);
  return diff == 0;
}

static gboolean
all_of (const char *text,
        gsize       length,
        const char *alphabet)
{
  if (text == NULL || strlen (text) != length)
    return FALSE;
  return strspn (text, alphabet) == length;
}

char *
ts_net_link_to_string (const TsNetLink *link)
{
  gboolean v6;

  g_return_val_if_fail (link != NULL && link->host != NULL && link->match != NULL &&
                        link->token != NULL, NULL);

  /* An IPv6 address goes in brackets (RFC 3986). */
  v6 = strchr (link->host, ':') != NULL;
  return g_strdup_printf ("%s://%s%s%s:%u/%s#%s%s%s", link->tls ? "tessellas" : "tessella",
                          v6 ? "[" : "", link->host, v6 ? "]" : "", link->port, link->match,
                          link->token, link->tls && link->fingerprint != NULL ? ";sha256=" : "",
                          link->tls && link->fingerprint != NULL ? link->fingerprint : "");
}

static TsNetLink *
refuse (GError    **error,
        const char *why)
{
  g_set_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE,
               /* Translators: an online game's invitation link could not be
                  used; %s says what is wrong with it */
               _("This is not a Tessella link: %s"), why);
  return NULL;
}

TsNetLink *
ts_net_link_parse (const char *text,
                   GError    **error)
{
  g_autoptr(GUri) uri = NULL;
  g_autoptr(TsNetLink) link = NULL;
  g_auto(GStrv) parts = NULL;
  const char *scheme, *path, *fragment;

  g_return_val_if_fail (text != NULL, NULL);

  if (strlen (text) > 512)
    /* Translators: completes "This is not a Tessella link: %s" */
    return refuse (error, _("it is too long"));
  uri = g_uri_parse (text, G_URI_FLAGS_NONE, NULL);
  if (uri == NULL)
    /* Translators: completes "This is not a Tessella link: %s" */
    return refuse (error, _("it cannot be read as an address"));
  scheme = g_uri_get_scheme (uri);
  link = g_new0 (TsNetLink, 1);
  if (g_strcmp0 (scheme, "tessellas") == 0)
    link->tls = TRUE;
  else if (g_strcmp0 (scheme, "tessella") != 0)
    /* Translators: completes "This is not a Tessella link: %s"; the
       words in quotes stay untranslated */
    return refuse (error, _("it does not begin with “tessella://” or “tessellas://”"));
  if (g_uri_get_host (uri) == NULL || *g_uri_get_host (uri) == '\0' ||
      g_uri_get_userinfo (uri) != NULL || g_uri_get_query (uri) != NULL)
    /* Translators: completes "This is not a Tessella link: %s" */
    return refuse (error, _("it names no server"));
  if (g_uri_get_port (uri) <= 0 || g_uri_get_port (uri) > 65535)
    /* Translators: completes "This is not a Tessella link: %s" */
    return refuse (error, _("it names no port"));
  link->host = g_strdup (g_uri_get_host (uri));
  link->port = (guint16) g_uri_get_port (uri);

  path = g_uri_get_path (uri);
  if (path == NULL || path[0] != '/' || !all_of (path + 1, TS_NET_MATCH_ID_LENGTH, base32_alphabet))
    /* Translators: completes "This is not a Tessella link: %s" */
    return refuse (error, _("it names no game"));
  link->match = g_strdup (path + 1);

  fragment = g_uri_get_fragment (uri);
  parts = g_strsplit (fragment != NULL ? fragment : "", ";", -1);
  if (g_strcmp0 (parts[0], TS_NET_WATCH_TOKEN) != 0 &&
      !all_of (parts[0], TS_NET_TOKEN_LENGTH, base32_alphabet))
    /* Translators: completes "This is not a Tessella link: %s" */
    return refuse (error, _("its seat key is missing or damaged"));
  link->token = g_strdup (parts[0]);
  if (parts[1] != NULL)
    {
      if (!link->tls || parts[2] != NULL || !g_str_has_prefix (parts[1], "sha256=") ||
          !all_of (parts[1] + 7, TS_NET_FINGERPRINT_LENGTH, "0123456789abcdef"))
        /* Translators: completes "This is not a Tessella link: %s" */
        return refuse (error, _("its server certificate is missing or damaged"));
      link->fingerprint = g_strdup (parts[1] + 7);
    }
  else if (link->tls)
    return refuse (error, _("its server certificate is missing or damaged"));
  return g_steal_pointer (&link);
}

void
ts_net_link_free (TsNetLink *link)
{
  if (link == NULL)
    return;
  g_free (link->host);
  g_free (link->match);
  g_free (link->token);
  g_free (link->fingerprint);
  g_free (link);
}
