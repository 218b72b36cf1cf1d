/* ts-swatch.c — a small dot in a seat's colour, on a drawing area that
 * keeps its drawing (TsCachedArea, which the seat tiles use too)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ts-swatch.h"
#include "ts-board-util.h"
#include "ts-cached-area.h"
#include "ts-setup.h"

/* TsCachedArea
 *
 * A GtkDrawingArea makes a new cairo node at every snapshot, and the
 * renderer cannot tell that it draws the same: the whole area is damaged
 * and drawn again in every frame of the window.  This one keeps the node.
 */

struct _TsCachedArea
{
  GtkDrawingArea  parent_instance;

  GskRenderNode  *node;
  int             width;       /* what the node was drawn for */
  int             height;
  GdkRGBA         fg;
};

G_DEFINE_FINAL_TYPE (TsCachedArea, ts_cached_area, GTK_TYPE_DRAWING_AREA)

static void
ts_cached_area_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TsCachedArea *self = TS_CACHED_AREA (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GdkRGBA fg;

  /* The draw functions take their outlines from the text colour. */
  ts_board_util_get_fg (widget, &fg);
  if (self->node == NULL || width != self->width || height != self->height
      || !gdk_rgba_equal (&fg, &self->fg))
    {
      GtkSnapshot *own = gtk_snapshot_new ();

      g_clear_pointer (&self->node, gsk_render_node_unref);
      GTK_WIDGET_CLASS (ts_cached_area_parent_class)->snapshot (widget, own);
      self->node = gtk_snapshot_free_to_node (own);
      self->width = width;
      self->height = height;
      self->fg = fg;
    }
  if (self->node != NULL)
    gtk_snapshot_append_node (snapshot, self->node);
}

void
ts_cached_area_invalidate (TsCachedArea *self)
{
  g_return_if_fail (TS_IS_CACHED_AREA (self));

  g_clear_pointer (&self->node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ts_cached_area_dispose (GObject *object)
{
  TsCachedArea *self = TS_CACHED_AREA (object);

  g_clear_pointer (&self->node, gsk_render_node_unref);

  G_OBJECT_CLASS (ts_cached_area_parent_class)->dispose (object);
}

static void
ts_cached_area_class_init (TsCachedAreaClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ts_cached_area_dispose;
  GTK_WIDGET_CLASS (klass)->snapshot = ts_cached_area_snapshot;
  /* A drawing area's role, which a subclass does not inherit. */
  gtk_widget_class_set_accessible_role (GTK_WIDGET_CLASS (klass), GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ts_cached_area_init (TsCachedArea *self)
{
}

GtkWidget *
ts_cached_area_new (void)
{
  return g_object_new (TS_TYPE_CACHED_AREA, NULL);
}

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
  outline.alpha *= 0.4f;
  gdk_cairo_set_source_rgba (cr, &outline);
  cairo_set_line_width (cr, 1.0);
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
