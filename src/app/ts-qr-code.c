/* ts-qr-code.c — a link drawn as a QR code
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libqrencode encodes; a GtkDrawingArea draws the modules as rectangles
 * with cairo, so the code stays sharp at any scale factor.
 */
#include <qrencode.h>

#include "ts-qr-code.h"

#define QUIET_ZONE 4
#define QR_KEY "ts-qr-code"

typedef struct
{
  guint   width;
  guint8 *dark;   /* width × width, 1 for a dark module */
} Code;

static void
code_free (gpointer data)
{
  Code *code = data;

  g_free (code->dark);
  g_free (code);
}

static void
draw (GtkDrawingArea *area,
      cairo_t        *cr,
      int             width,
      int             height,
      gpointer        data)
{
  Code *code = data;
  double side = MIN (width, height);
  double module = side / (code->width + 2 * QUIET_ZONE);
  double x0 = (width - side) / 2 + QUIET_ZONE * module;
  double y0 = (height - side) / 2 + QUIET_ZONE * module;

  /* A camera needs dark on light, also in the dark style. */
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, (width - side) / 2, (height - side) / 2, side, side);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint y = 0; y < code->width; y++)
    for (guint x = 0; x < code->width; x++)
      if (code->dark[y * code->width + x])
        cairo_rectangle (cr, x0 + x * module, y0 + y * module, module, module);
  /* Neighbouring modules overlap by nothing: no seams. */
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
  cairo_fill (cr);
}

GtkWidget *
ts_qr_code_new (const char *text,
                guint       module,
                const char *accessible_name)
{
  QRcode *qr;
  Code *code;
  GtkWidget *area;
  int side;

  g_return_val_if_fail (text != NULL && module > 0, NULL);

  qr = QRcode_encodeString (text, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
  if (qr == NULL)
    return NULL;
  code = g_new0 (Code, 1);
  code->width = (guint) qr->width;
  code->dark = g_new (guint8, (gsize) qr->width * (gsize) qr->width);
  for (gsize i = 0; i < (gsize) qr->width * (gsize) qr->width; i++)
    code->dark[i] = qr->data[i] & 1;
  QRcode_free (qr);

  area = g_object_new (GTK_TYPE_DRAWING_AREA,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                       "halign", GTK_ALIGN_CENTER,
                       "valign", GTK_ALIGN_CENTER,
                       NULL);
  side = (int) ((code->width + 2 * QUIET_ZONE) * module);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), side);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), side);
  if (accessible_name != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible_name, -1);
  g_object_set_data_full (G_OBJECT (area), QR_KEY, code, code_free);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw, code, NULL);
  return area;
}

guint
ts_qr_code_get_modules (GtkWidget *widget)
{
  Code *code = widget != NULL ? g_object_get_data (G_OBJECT (widget), QR_KEY) : NULL;

  return code != NULL ? code->width : 0;
}

gboolean
ts_qr_code_is_dark (GtkWidget *widget,
                    guint      x,
                    guint      y)
{
  Code *code = widget != NULL ? g_object_get_data (G_OBJECT (widget), QR_KEY) : NULL;

  return code != NULL && x < code->width && y < code->width && code->dark[y * code->width + x];
}
