/* ts-dialogs.h — file choosers, alerts and links, on GTK 4.8 and newer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* GTK 4.10 replaced GtkFileChooserNative, GtkMessageDialog and
 * gtk_show_uri by GtkFileDialog, GtkAlertDialog and GtkUriLauncher.  This
 * is the one place that knows both: the rest of the app calls these.
 * File choosers filter on Tessella saves and go through the portals when
 * sandboxed.  A dismissed chooser finishes with G_IO_ERROR_CANCELLED. */

void   ts_dialogs_choose_save_to_open   (GtkWindow           *parent,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data);
GFile *ts_dialogs_choose_save_to_open_finish (GAsyncResult   *result,
                                              GError        **error);

/* CURRENT: the file the match was last saved to, or NULL;
 * SUGGESTED_NAME: the file name offered when CURRENT is NULL. */
void   ts_dialogs_choose_save_target    (GtkWindow           *parent,
                                         GFile               *current,
                                         const char          *suggested_name,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data);
GFile *ts_dialogs_choose_save_target_finish  (GAsyncResult   *result,
                                              GError        **error);

/* A modal error message: MESSAGE is the short headline, DETAIL the
 * explanation (may be NULL). */
void   ts_dialogs_show_error            (GtkWindow           *parent,
                                         const char          *message,
                                         const char          *detail);

/* Opens a help URI ("help:tessella", "help:tessella/trojhranna");
 * failures (no help browser) end in an error message on PARENT. */
void   ts_dialogs_show_help              (GtkWindow           *parent,
                                         const char          *uri);

G_END_DECLS
