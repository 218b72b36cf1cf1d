/* ts-net-link.h — seat links, tokens and certificate pins (docs/protocol.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A seat's link is its key: tessella://HOST:PORT/MATCH#TOKEN, or with TLS
 * tessellas://HOST:PORT/MATCH#TOKEN;sha256=FINGERPRINT.  Tokens are 256
 * random bits from the kernel; the server keeps only their SHA-256 and
 * compares digests in constant time.  No GTK, no sockets.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Lengths of the base32 texts (RFC 4648, lower case, no padding). */
#define TS_NET_MATCH_ID_LENGTH 26   /* 16 bytes */
#define TS_NET_TOKEN_LENGTH    52   /* 32 bytes */
#define TS_NET_FINGERPRINT_LENGTH 64 /* SHA-256 in hex */
/* The token of a spectator's link. */
#define TS_NET_WATCH_TOKEN "watch"

typedef struct
{
  gboolean  tls;
  char     *host;          /* a name, an IPv4 address, or an IPv6 one without brackets */
  guint16   port;
  char     *match;         /* TS_NET_MATCH_ID_LENGTH base32 characters */
  char     *token;         /* TS_NET_TOKEN_LENGTH base32 characters, or "watch" */
  char     *fingerprint;   /* lower-case hex, with tls only; else NULL */
} TsNetLink;

/* N_BYTES random bytes from the kernel into BYTES (secrets: tokens, the
 * seed of a match's shuffle); FALSE (with ERROR) if it has none to give. */
gboolean   ts_net_random_bytes     (guint8        *bytes,
                                    gsize          n_bytes,
                                    GError       **error);
/* N random bytes from the kernel, as base32; NULL (with ERROR) if the
 * kernel has none to give. */
char      *ts_net_random_id        (gsize          n_bytes,
                                    GError       **error);
/* SHA-256 of TOKEN, in hex: what the server stores. */
char      *ts_net_token_digest     (const char    *token);
/* Whether two digests are equal, in a time that does not depend on where
 * they differ. */
gboolean   ts_net_digest_equal     (const char    *a,
                                    const char    *b);

/* The SHA-256 fingerprint of CERTIFICATE (its DER bytes), in lower-case
 * hex: what a tessellas:// link pins. */
char      *ts_net_certificate_fingerprint (GTlsCertificate *certificate);

char      *ts_net_link_to_string   (const TsNetLink *link);
/* Reads a link; NULL (with TS_NET_ERROR_BAD_MESSAGE and words that say
 * what is wrong) if it is not one. */
TsNetLink *ts_net_link_parse       (const char    *text,
                                    GError       **error);
void       ts_net_link_free        (TsNetLink     *link);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsNetLink, ts_net_link_free)

G_END_DECLS
