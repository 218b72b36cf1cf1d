/* ts-qr-code.h — a link drawn as a QR code, for a phone's camera
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A widget that draws TEXT as a QR code (libqrencode, error correction
 * level M), dark on white whatever the style, with the four-module quiet
 * zone around it and MODULE pixels a module, crisp at every scale.  A
 * screen reader calls it by ACCESSIBLE_NAME.  NULL when TEXT cannot be
 * encoded (too long for a QR code). */
GtkWidget *ts_qr_code_new          (const char *text,
                                    guint       module,
                                    const char *accessible_name);
/* The number of modules a side (without the quiet zone); 0 for a widget
 * that is not a QR code. */
guint      ts_qr_code_get_modules  (GtkWidget  *widget);
/* Whether the module at X, Y (from the top left, without the quiet
 * zone) is dark. */
gboolean   ts_qr_code_is_dark      (GtkWidget  *widget,
                                    guint       x,
                                    guint       y);

G_END_DECLS
