/* ts-swatch.c — a small dot in a seat's colour, on a drawing area that
 * keeps its drawing (TsCachedArea)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ts-swatch.h"
#include "ts-board-util.h"
#include "ts-cached-area.h"
#include "ts-setup.h"

/* The swatch */

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  const char *id = g_object_get_data (G_OBJECT (area), "colour-id");
  gpointer own = g_object_get_data (G_OBJECT (area), "colour-rgb");
  double radius = MIN (width, height) / 2.0 - 1.0;
  guint32 rgb;
  GdkRGBA outline;

  if ((id == NULL && own == NULL) || radius <= 0)
    return;

  /* An own colour is stored with bit 24 set, so that black is not NULL. */
  rgb = own != NULL ? GPOINTER_TO_UINT (own) & 0xffffff : ts_seat_colour_rgb (id);
  cairo_arc (cr, width / 2.0, height / 2.0, radius, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0,
                        (rgb & 0xff) / 255.0);
  cairo_fill_preserve (cr);

  /* The text colour: visible on light and dark themes alike. */
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (GTK_WIDGET (area), &outline);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &outline);
#endif
  /* Strong enough that a white seat shows on a light header. */
  outline.alpha *= 0.75f;
  gdk_cairo_set_source_rgba (cr, &outline);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

GtkWidget *
ts_swatch_new (const char *colour_id,
               int         size)
{
  GtkWidget *swatch = ts_cached_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), size);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), size);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch, NULL, NULL);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (swatch, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (swatch, "swatch");
  ts_swatch_set_colour (swatch, colour_id);

  return swatch;
}

void
ts_swatch_set_colour (GtkWidget  *swatch,
                      const char *colour_id)
{
  g_return_if_fail (TS_IS_CACHED_AREA (swatch));

  g_object_set_data_full (G_OBJECT (swatch), "colour-id", g_strdup (colour_id), g_free);
  g_object_set_data (G_OBJECT (swatch), "colour-rgb", NULL);
  ts_cached_area_invalidate (TS_CACHED_AREA (swatch));
}

void
ts_swatch_set_rgb (GtkWidget *swatch,
                   guint32    rgb)
{
  g_return_if_fail (TS_IS_CACHED_AREA (swatch));

  g_object_set_data (G_OBJECT (swatch), "colour-rgb", GUINT_TO_POINTER ((rgb & 0xffffff) | 0x1000000));
  ts_cached_area_invalidate (TS_CACHED_AREA (swatch));
}

void
ts_swatch_set_seat (GtkWidget  *swatch,
                    TsGame     *game,
                    int         seat,
                    const char *colour_id)
{
  guint32 rgb;

  if (game != NULL && ts_game_get_seat_rgb (game, seat, &rgb))
    ts_swatch_set_rgb (swatch, rgb);
  else
    ts_swatch_set_colour (swatch, colour_id);
}
