/* ts-invite-dialog.h — the links to the seats of a game hosted here, and
 * who has come
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ts-net-embedded.h"
#include "ts-remote-table.h"

G_BEGIN_DECLS

#define TS_TYPE_INVITE_DIALOG (ts_invite_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TsInviteDialog, ts_invite_dialog, TS, INVITE_DIALOG, AdwWindow)

/* A window beside PARENT for MATCH, hosted by EMBEDDED: for each seat a
 * person elsewhere plays, its name, whether that person is connected
 * (from TABLE, the host's own seat or view of the match, followed as it
 * changes), the link with a Copy button, and the link as a QR code; a
 * line that says whom the game still waits for.  It is the lobby too:
 * while the match waits, Start Game (once everyone is here) or Start with
 * Computers (computers play for whoever is missing, until they come)
 * begins it and closes the dialog; afterwards Done closes it.  Escape
 * closes it at any time, the match as it is. */
GtkWidget  *ts_invite_dialog_new        (GtkWindow     *parent,
                                         TsNetEmbedded *embedded,
                                         const char    *match,
                                         TsRemoteTable *table);
/* The same for a game on a server, from LINKS (per seat its link, "" for
 * a seat not invited); such a game starts at once (no lobby). */
GtkWidget  *ts_invite_dialog_new_for_links (GtkWindow          *parent,
                                            const char * const *links,
                                            TsRemoteTable      *table);
/* The seats with an invitation, in order (for the tests). */
guint       ts_invite_dialog_get_n_seats (TsInviteDialog *self);
int         ts_invite_dialog_get_seat    (TsInviteDialog *self,
                                          guint           index);
const char *ts_invite_dialog_get_link    (TsInviteDialog *self,
                                          guint           index);
/* The words of the line about who has come. */
const char *ts_invite_dialog_get_status  (TsInviteDialog *self);

G_END_DECLS
