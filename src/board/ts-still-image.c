/* ts-still-image.c — a child widget's drawing kept as one image while it
 * stays still
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK repaints only the damaged part of a window, but the cairo renderer
 * of GTK 4 still walks every node of the window in every frame and hands
 * each one to cairo, which clips it away: every glyph of a side panel's
 * texts costs something in every frame of a pointer moving over the
 * board.  A panel that has not changed for a moment is drawn once into an
 * image, and the renderer then walks one node for it.  When the panel
 * changes, its own nodes are shown again at once (so nothing lags), until
 * it is still again.
 *
 * Only with the cairo renderer: the GL renderer keeps its own caches, and
 * its texts would not match cairo's pixels.
 */
#include "ts-still-image.h"
#include "ts-board-raster.h"

/* How long a drawing must stay unchanged to be kept as an image. */
#define STILL_MS 300

/* The largest image kept, in device pixels. */
#define MAX_PIXELS (4096.0 * 4096.0)

struct _TsStillImage
{
  GtkWidget       *parent;
  GskRenderNode   *inner;     /* the child's own node, as last seen */
  graphene_rect_t  bounds;    /* where it was placed */
  int              scale;
  GskRenderNode   *image;     /* NULL: none yet */
  gboolean         still;     /* unchanged for STILL_MS */
  gboolean         shown;     /* the image was appended last */
  guint            still_id;
};

TsStillImage *
ts_still_image_new (GtkWidget *parent)
{
  TsStillImage *self = g_new0 (TsStillImage, 1);

  self->parent = parent;
  return self;
}

void
ts_still_image_free (TsStillImage *self)
{
  if (self == NULL)
    return;
  g_clear_handle_id (&self->still_id, g_source_remove);
  g_clear_pointer (&self->inner, gsk_render_node_unref);
  g_clear_pointer (&self->image, gsk_render_node_unref);
  g_free (self);
}

static gboolean
on_still (gpointer data)
{
  TsStillImage *self = data;

  self->still_id = 0;
  self->still = TRUE;
  /* The parent draws again, and its snapshot makes the image. */
  gtk_widget_queue_draw (self->parent);
  return G_SOURCE_REMOVE;
}

/* The widget's own node inside the transforms that place it. */
static GskRenderNode *
unwrap (GskRenderNode *node)
{
  while (node != NULL && gsk_render_node_get_node_type (node) == GSK_TRANSFORM_NODE)
    node = gsk_transform_node_get_child (node);
  return node;
}

static gboolean
cairo_renderer (GtkWidget *widget)
{
  GtkNative *native = gtk_widget_get_native (widget);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;

  return renderer != NULL && GSK_IS_CAIRO_RENDERER (renderer);
}

void
ts_still_image_snapshot_child (TsStillImage *self,
                               GtkWidget    *child,
                               GtkSnapshot  *snapshot)
{
  g_autoptr(GtkSnapshot) own = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  GskRenderNode *inner;
  graphene_rect_t bounds;
  int scale = gtk_widget_get_scale_factor (self->parent);

  self->shown = FALSE;
  gtk_widget_snapshot_child (self->parent, child, own);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&own));
  if (node == NULL)
    return;
  if (!cairo_renderer (self->parent))
    {
      gtk_snapshot_append_node (snapshot, node);
      return;
    }

  /* GTK keeps a widget's node until the widget changes: the same node in
   * the same place is the same drawing. */
  inner = unwrap (node);
  gsk_render_node_get_bounds (node, &bounds);
  if (inner != self->inner || !graphene_rect_equal (&bounds, &self->bounds) || scale != self->scale)
    {
      g_clear_pointer (&self->inner, gsk_render_node_unref);
      self->inner = gsk_render_node_ref (inner);
      self->bounds = bounds;
      self->scale = scale;
      g_clear_pointer (&self->image, gsk_render_node_unref);
      self->still = FALSE;
      g_clear_handle_id (&self->still_id, g_source_remove);
      self->still_id = g_timeout_add (STILL_MS, on_still, self);
    }
  else if (self->still && self->image == NULL)
    {
      TsRaster r;
      gboolean empty;

      if (ts_raster_draw (&node, 1, scale, MAX_PIXELS, FALSE, &r, &empty))
        {
          self->image = ts_raster_node (&r);
          ts_raster_clear (&r);
        }
    }

  if (self->image != NULL)
    {
      gtk_snapshot_append_node (snapshot, self->image);
      self->shown = TRUE;
    }
  else
    gtk_snapshot_append_node (snapshot, node);
}

gboolean
ts_still_image_is_shown (TsStillImage *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->shown;
}
