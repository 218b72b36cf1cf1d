/* ts-cached-area.c — a drawing area that keeps its drawing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GtkDrawingArea makes a new cairo node at every snapshot, and the
 * renderer cannot tell that it draws the same: the whole area is damaged
 * and drawn again in every frame of the window.  This one keeps the node.
 */
#include "ts-cached-area.h"
#include "ts-board-raster.h"
#include "ts-board-util.h"

struct _TsCachedArea
{
  GtkDrawingArea  parent_instance;

  GskRenderNode  *node;
  int             width;       /* what the node was drawn for */
  int             height;
  int             scale;
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
  int scale = gtk_widget_get_scale_factor (widget);
  GdkRGBA fg;

  /* The draw functions take their outlines from the text colour. */
  ts_board_util_get_fg (widget, &fg);
  if (self->node == NULL || width != self->width || height != self->height
      || scale != self->scale || !gdk_rgba_equal (&fg, &self->fg))
    {
      GtkSnapshot *own = gtk_snapshot_new ();

      g_clear_pointer (&self->node, gsk_render_node_unref);
      GTK_WIDGET_CLASS (ts_cached_area_parent_class)->snapshot (widget, own);
      self->node = ts_raster_keep (gtk_snapshot_free_to_node (own), width, height, scale);
      self->width = width;
      self->height = height;
      self->scale = scale;
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
