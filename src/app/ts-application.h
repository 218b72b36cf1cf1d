/* ts-application.h — Tessella's GtkApplication
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ts-net-browse.h"
#include "ts-net-embedded.h"

G_BEGIN_DECLS

#define TS_TYPE_APPLICATION (ts_application_get_type ())
G_DECLARE_FINAL_TYPE (TsApplication, ts_application, TS, APPLICATION, AdwApplication)

/* One window; files given on the command line or by the file manager
 * open in it.  At start it offers to resume an autosaved game.  On
 * shutdown it stops the computer players and autosaves. */
TsApplication *ts_application_new (void);
/* The server inside the app for the games its player hosts (created on
 * first use, listening once a game is hosted or, at start, when hosted
 * games are unfinished). */
TsNetEmbedded *ts_application_get_embedded (TsApplication *self);
/* The games near (DNS-SD through Avahi on the system bus, or the bus at
 * TESSELLA_AVAHI_BUS; "none": no bus), NULL until that bus has answered;
 * "notify::browser" says when it comes. */
TsNetBrowser  *ts_application_get_browser  (TsApplication *self);

G_END_DECLS
