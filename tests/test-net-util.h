/* test-net-util.h — what the tests with a server in the process share: a
 * TsNetServer on loopback in a temporary folder, bounded waits, creating a
 * match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ts-net-message.h"
#include "ts-net-server.h"

G_BEGIN_DECLS

/* Every wait is bounded by this. */
#define WAIT_SECONDS 20

typedef struct
{
  GFile       *dir;
  TsNetServer *server;
  char        *url;
  guint16      port;
} NetFixture;

/* A server on 127.0.0.1 (TLS with CERTIFICATE), small limits: 2 s idle,
 * 6 connections an address, 3 matches. */
void          net_fixture_start    (NetFixture      *f,
                                    GTlsCertificate *certificate);
/* For g_test_add: start without TLS; stop and remove the folder. */
void          net_fixture_setup    (NetFixture      *f,
                                    gconstpointer    data);
void          net_fixture_teardown (NetFixture      *f,
                                    gconstpointer    data);
/* Removes DIR and the files in it. */
void          net_remove_dir       (GFile           *dir);
/* Runs the main context until *DONE, for at most WAIT_SECONDS. */
void          net_wait_for         (gboolean        *done);
/* Creates a match of GAME with LEVELS ("person,normal,…") through
 * POST /v1/matches, from a thread while this one serves. */
TsNetMessage *net_create_match     (NetFixture      *f,
                                    const char      *game,
                                    const char      *levels,
                                    const char      *pin,
                                    char           **fingerprint,
                                    GError         **error);

G_END_DECLS
