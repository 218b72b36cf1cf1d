/* ts-board-canvas.c — a board's drawing, layer by layer, zoomable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each layer is recorded into a render node in content units, scaled to the
 * widget, and kept until it is invalidated or the size, scale factor, zoom
 * or theme changes; panning only moves the kept nodes.  A frame after a
 * pointer move therefore costs the hover's drawing and the renderer's
 * work, not the whole board's.  At "fit" the static and pieces layers are
 * flattened into one image, and each mark of the overlay and the hover is
 * drawn into an image cropped to what it painted, so the cairo renderer
 * copies pixels instead of replaying paths (see ts_raster_draw ()), and
 * repaints no more than those pixels when a mark moves.
 */
#include <math.h>

#include "ts-board-canvas.h"
#include "ts-board-raster.h"
#include "ts-board-util.h"

#define ZOOM_STEP 1.25

struct _TsBoardCanvas
{
  GtkWidget              parent_instance;

  TsBoardCanvasDrawFunc  draw;
  gpointer               draw_data;
  GDestroyNotify         draw_destroy;

  GskRenderNode         *nodes[TS_BOARD_N_LAYERS];
  /* The static and pieces layers flattened into one image, at "fit". */
  GskRenderNode         *flat;
  /* The overlay and the hover, their marks as images (see make_marks ()). */
  GArray                *marks[TS_BOARD_N_LAYERS];  /* of TsRaster */
  GskRenderNode         *shown[TS_BOARD_N_LAYERS];  /* as appended (NULL: to make) */
  gboolean               flat_valid;      /* flat is up to date (maybe NULL) */
  /* Zoomed: the same, in tiles drawn as they come into view; by
   * row << 16 | column. */
  GHashTable            *tiles;
  gboolean               recorded[TS_BOARD_N_LAYERS];  /* nodes[] is (maybe NULL) */
  /* What the kept nodes were recorded for. */
  int                    node_width;
  int                    node_height;
  double                 node_scale;
  GdkRGBA                node_fg;         /* the theme's text colour then */
  guint                  draw_count[TS_BOARD_N_LAYERS];

  double                 content_width;   /* 0: the widget's size */
  double                 content_height;
  double                 min_scale;       /* pixels per unit at least, even at "fit" */
  gboolean               zoomable;
  double                 zoom;
  double                 pan_x;           /* widget pixels */
  double                 pan_y;
  double                 drag_start_x;
  double                 drag_start_y;
  double                 pinch_start_zoom;
  gboolean               pointer_in;      /* the pointer is over the canvas */
  double                 pointer_x;       /* where, in widget pixels */
  double                 pointer_y;
};

G_DEFINE_FINAL_TYPE (TsBoardCanvas, ts_board_canvas, GTK_TYPE_WIDGET)

/* Geometry */

static void
content_size (TsBoardCanvas *self,
              double        *width,
              double        *height)
{
  if (self->content_width > 0 && self->content_height > 0)
    {
      *width = self->content_width;
      *height = self->content_height;
    }
  else
    {
      *width = gtk_widget_get_width (GTK_WIDGET (self));
      *height = gtk_widget_get_height (GTK_WIDGET (self));
    }
}

/* Content units to widget pixels: x = tx + cx·s. */
static void
transform (TsBoardCanvas *self,
           double        *s,
           double        *tx,
           double        *ty)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  double cw, ch, fit;
  int scale_factor;

  content_size (self, &cw, &ch);
  if (cw <= 0 || ch <= 0)
    {
      *s = 1;
      *tx = *ty = 0;
      return;
    }
  fit = MIN (w / cw, h / ch);
  /* A map too small to read at fit starts larger, panned (the texts keep
   * their size in pixels: ts_board_canvas_set_min_scale). */
  if (self->zoomable)
    fit = MAX (fit, self->min_scale);
  *s = fit * (self->zoomable ? self->zoom : 1.0);
  *tx = (w - cw * *s) / 2 + (self->zoomable ? self->pan_x : 0);
  *ty = (h - ch * *s) / 2 + (self->zoomable ? self->pan_y : 0);
  /* On whole device pixels: the layers' nodes, drawn at a fraction of a
   * pixel, would be resampled and blurred. */
  scale_factor = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  *tx = round (*tx * scale_factor) / scale_factor;
  *ty = round (*ty * scale_factor) / scale_factor;
}

/* Keeps some of the content in view whatever the pan. */
static void
clamp_pan (TsBoardCanvas *self)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  double cw, ch, s, tx, ty, limit_x, limit_y;

  content_size (self, &cw, &ch);
  transform (self, &s, &tx, &ty);
  limit_x = MAX (0, (cw * s - w) / 2);
  limit_y = MAX (0, (ch * s - h) / 2);
  if (!isfinite (self->pan_x) || !isfinite (self->pan_y))
    self->pan_x = self->pan_y = 0;
  self->pan_x = CLAMP (self->pan_x, -limit_x, limit_x);
  self->pan_y = CLAMP (self->pan_y, -limit_y, limit_y);
}

/* Moves the pan to (X, Y), kept in view; draws again if it moved (a
 * wheel at the edge of the map repaints nothing). */
static void
move_pan (TsBoardCanvas *self,
          double         x,
          double         y)
{
  double old_x = self->pan_x, old_y = self->pan_y;

  self->pan_x = x;
  self->pan_y = y;
  clamp_pan (self);
  if (self->pan_x != old_x || self->pan_y != old_y)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ts_board_canvas_to_content (TsBoardCanvas *self,
                            double         x,
                            double         y,
                            double        *content_x,
                            double        *content_y)
{
  double s, tx, ty;

  g_return_if_fail (TS_IS_BOARD_CANVAS (self));

  transform (self, &s, &tx, &ty);
  *content_x = (x - tx) / s;
  *content_y = (y - ty) / s;
}

void
ts_board_canvas_from_content (TsBoardCanvas *self,
                              double         content_x,
                              double         content_y,
                              double        *x,
                              double        *y)
{
  double s, tx, ty;

  g_return_if_fail (TS_IS_BOARD_CANVAS (self));

  transform (self, &s, &tx, &ty);
  *x = tx + content_x * s;
  *y = ty + content_y * s;
}

double
ts_board_canvas_get_scale (TsBoardCanvas *self)
{
  double s, tx, ty;

  g_return_val_if_fail (TS_IS_BOARD_CANVAS (self), 1.0);
  transform (self, &s, &tx, &ty);
  return s;
}

void
ts_board_canvas_set_min_scale (TsBoardCanvas *self,
                               double         scale)
{
  g_return_if_fail (TS_IS_BOARD_CANVAS (self));

  self->min_scale = MAX (scale, 0);
  clamp_pan (self);
  ts_board_canvas_invalidate_all (self);
}

gboolean
ts_board_canvas_get_content_rect (TsBoardCanvas   *self,
                                  graphene_rect_t *rect)
{
  double s, tx, ty;

  g_return_val_if_fail (TS_IS_BOARD_CANVAS (self), FALSE);

  if (self->content_width <= 0 || self->content_height <= 0)
    return FALSE;
  transform (self, &s, &tx, &ty);
  *rect = GRAPHENE_RECT_INIT (tx, ty, self->content_width * s, self->content_height * s);
  return TRUE;
}

/* Drawing */

/* The static and pieces layers as images: they changed. */
static void
drop_flat (TsBoardCanvas *self)
{
  g_clear_pointer (&self->flat, gsk_render_node_unref);
  self->flat_valid = FALSE;
  if (self->tiles != NULL)
    g_hash_table_remove_all (self->tiles);
}

static void
drop_nodes_from (TsBoardCanvas *self,
                 TsBoardLayer   layer)
{
  for (guint i = layer; i < TS_BOARD_N_LAYERS; i++)
    {
      g_clear_pointer (&self->nodes[i], gsk_render_node_unref);
      g_clear_pointer (&self->shown[i], gsk_render_node_unref);
      self->recorded[i] = FALSE;
    }
  if (layer < TS_BOARD_LAYER_OVERLAY)
    drop_flat (self);
}

void
ts_board_canvas_invalidate (TsBoardCanvas *self,
                            TsBoardLayer   layer)
{
  g_return_if_fail (TS_IS_BOARD_CANVAS (self));
  g_return_if_fail (layer < TS_BOARD_N_LAYERS);

  /* The layers do not depend on each other's nodes: only this one goes. */
  g_clear_pointer (&self->nodes[layer], gsk_render_node_unref);
  g_clear_pointer (&self->shown[layer], gsk_render_node_unref);
  self->recorded[layer] = FALSE;
  if (layer < TS_BOARD_LAYER_OVERLAY)
    drop_flat (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ts_board_canvas_invalidate_all (TsBoardCanvas *self)
{
  g_return_if_fail (TS_IS_BOARD_CANVAS (self));

  drop_nodes_from (self, TS_BOARD_LAYER_STATIC);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static GskRenderNode *
record (TsBoardCanvas *self,
        TsBoardLayer   layer,
        double         s)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  double cw, ch;

  content_size (self, &cw, &ch);
  gtk_snapshot_scale (snapshot, s, s);
  self->draw (GTK_WIDGET (self), layer, snapshot, cw, ch, self->draw_data);
  self->draw_count[layer]++;
  return gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
}

/* The largest image flattened, in device pixels. */
#define FLAT_MAX_PIXELS (4096 * 4096)

/* A zoomed map's tiles: their side in device pixels, and how many out of
 * view are kept (256 × 256 × 4 bytes each) before they go. */
#define TILE_SIDE 256
#define TILES_KEPT 96

typedef struct
{
  int i0, i1, j0, j1;
} TileRange;

/* A tile out of the range (by its key, row << 16 | column). */
static gboolean
tile_out_of (gpointer key,
             gpointer value,
             gpointer data)
{
  const TileRange *r = data;
  int i = GPOINTER_TO_UINT (key) & 0xffff, j = GPOINTER_TO_UINT (key) >> 16;

  return i < r->i0 || i >= r->i1 || j < r->j0 || j >= r->j1;
}

/* Zoomed, the static and pieces layers in tiles: those in VIEW (in the
 * layers' own pixels) drawn into images as they come into view and kept,
 * so panning copies pixels instead of replaying the map's paths. */
static void
append_tiles (TsBoardCanvas         *self,
              GtkSnapshot           *snapshot,
              const graphene_rect_t *view,
              int                    scale,
              double                 s)
{
  double side = (double) TILE_SIDE / scale, cw, ch;
  int i0, i1, j0, j1;
  TileRange in_view;

  content_size (self, &cw, &ch);
  i0 = (int) MAX (0, floor (view->origin.x / side));
  j0 = (int) MAX (0, floor (view->origin.y / side));
  i1 = (int) MIN (ceil (cw * s / side), ceil ((view->origin.x + view->size.width) / side));
  j1 = (int) MIN (ceil (ch * s / side), ceil ((view->origin.y + view->size.height) / side));
  if (i1 >= 1 << 16 || j1 >= 1 << 16)
    {
      /* Too far to number: the layers as drawn. */
      for (guint layer = 0; layer < TS_BOARD_LAYER_OVERLAY; layer++)
        if (self->nodes[layer] != NULL)
          gtk_snapshot_append_node (snapshot, self->nodes[layer]);
      return;
    }
  /* Those in view stay, however many (a large window at 2×). */
  in_view = (TileRange) { i0, i1, j0, j1 };
  if (g_hash_table_size (self->tiles) > TILES_KEPT + (guint) (MAX (i1 - i0, 0) * MAX (j1 - j0, 0)))
    g_hash_table_foreach_remove (self->tiles, tile_out_of, &in_view);
  for (int j = j0; j < j1; j++)
    for (int i = i0; i < i1; i++)
      {
        gpointer key = GUINT_TO_POINTER ((guint) j << 16 | (guint) i);
        GskRenderNode *tile = g_hash_table_lookup (self->tiles, key);

        if (tile == NULL)
          {
            tile = ts_raster_area_node (self->nodes, TS_BOARD_LAYER_OVERLAY,
                                        &GRAPHENE_RECT_INIT (i * side, j * side, side, side), scale);
            if (tile == NULL)
              continue;
            g_hash_table_insert (self->tiles, key, tile);
          }
        gtk_snapshot_append_node (snapshot, tile);
      }
}

/* LAYER (the overlay or the hover) as shown: each of its marks drawn
 * into an image of its own, cropped to its pixels.  A mark whose pixels
 * the layer had in the same place before keeps its old node, so the
 * renderer damages only the marks that changed, and no more than their
 * pixels.  A mark larger than MAX_PIXELS stays as drawn. */
static GskRenderNode *
make_marks (TsBoardCanvas *self,
            TsBoardLayer   layer,
            int            scale,
            double         max_pixels)
{
  GskRenderNode *overlay = self->nodes[layer];
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  GArray *pieces = g_array_new (FALSE, TRUE, sizeof (TsRaster));
  GskTransform *transform = NULL;
  GskRenderNode *inner = overlay, *node;
  guint n = 1;

  g_array_set_clear_func (pieces, ts_raster_clear);
  if (overlay != NULL && gsk_render_node_get_node_type (overlay) == GSK_TRANSFORM_NODE)
    {
      transform = gsk_transform_node_get_transform (overlay);
      inner = gsk_transform_node_get_child (overlay);
    }
  if (overlay == NULL)
    n = 0;
  else if (gsk_render_node_get_node_type (inner) == GSK_CONTAINER_NODE)
    n = gsk_container_node_get_n_children (inner);

  for (guint i = 0; i < n; i++)
    {
      GskRenderNode *child = n == 1 && gsk_render_node_get_node_type (inner) != GSK_CONTAINER_NODE
                             ? inner : gsk_container_node_get_child (inner, i);
      GskRenderNode *part = transform != NULL ? gsk_transform_node_new (child, transform)
                                              : gsk_render_node_ref (child);
      TsRaster r = { NULL };
      gboolean empty;

      if (!ts_raster_draw (&part, 1, scale, max_pixels, TRUE, &r, &empty))
        {
          if (!empty)
            gtk_snapshot_append_node (snapshot, part);
          gsk_render_node_unref (part);
          continue;
        }
      gsk_render_node_unref (part);
      for (guint j = 0; self->marks[layer] != NULL && j < self->marks[layer]->len; j++)
        {
          TsRaster *old = &g_array_index (self->marks[layer], TsRaster, j);

          if (old->node != NULL && ts_raster_equal (old, &r))
            {
              r.node = g_steal_pointer (&old->node);
              break;
            }
        }
      if (r.node == NULL)
        r.node = ts_raster_node (&r);
      gtk_snapshot_append_node (snapshot, r.node);
      g_array_append_val (pieces, r);
    }
  g_clear_pointer (&self->marks[layer], g_array_unref);
  self->marks[layer] = pieces;
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  /* Nothing to show is kept too: not made again in every frame. */
  return node != NULL ? node : gsk_container_node_new (NULL, 0);
}

static void
ts_board_canvas_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  TsBoardCanvas *self = TS_BOARD_CANVAS (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale_factor = gtk_widget_get_scale_factor (widget);
  double s, tx, ty;
  gboolean at_fit, empty;
  GdkRGBA fg;

  if (self->draw == NULL || width <= 0 || height <= 0)
    return;

  transform (self, &s, &tx, &ty);
  /* Drawings take their colours from the theme: a switch between light
   * and dark changes the text colour, and every kept layer goes. */
  ts_board_util_get_fg (widget, &fg);
  if (width != self->node_width || height != self->node_height || s != self->node_scale
      || !gdk_rgba_equal (&fg, &self->node_fg))
    {
      drop_nodes_from (self, TS_BOARD_LAYER_STATIC);
      self->node_width = width;
      self->node_height = height;
      self->node_scale = s;
      self->node_fg = fg;
    }

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (tx, ty));
  for (guint layer = 0; layer < TS_BOARD_N_LAYERS; layer++)
    if (!self->recorded[layer])
      {
        self->nodes[layer] = record (self, layer, s);
        self->recorded[layer] = TRUE;
        g_clear_pointer (&self->shown[layer], gsk_render_node_unref);
        if (layer < TS_BOARD_LAYER_OVERLAY)
          drop_flat (self);
      }
  /* At fit, one image; zoomed, the map is larger than the window and
   * panning only moves it: tiles drawn as they come into view. */
  at_fit = !self->zoomable || self->zoom == TS_BOARD_CANVAS_MIN_ZOOM;
  if (at_fit && !self->flat_valid)
    {
      TsRaster r;

      if (ts_raster_draw (self->nodes, TS_BOARD_LAYER_OVERLAY, scale_factor, FLAT_MAX_PIXELS,
                       FALSE, &r, &empty))
        {
          self->flat = ts_raster_node (&r);
          ts_raster_clear (&r);
        }
      self->flat_valid = TRUE;
    }
  if (at_fit && self->flat != NULL)
    gtk_snapshot_append_node (snapshot, self->flat);
  else if (!at_fit)
    append_tiles (self, snapshot, &GRAPHENE_RECT_INIT (-tx, -ty, width, height), scale_factor, s);
  else
    for (guint layer = 0; layer < TS_BOARD_LAYER_OVERLAY; layer++)
      if (self->nodes[layer] != NULL)
        gtk_snapshot_append_node (snapshot, self->nodes[layer]);
  /* Marks into images only while they are smaller than the widget (a
   * zoomed map's marks may be larger). */
  for (guint layer = TS_BOARD_LAYER_OVERLAY; layer < TS_BOARD_N_LAYERS; layer++)
    {
      if (self->shown[layer] == NULL && self->nodes[layer] != NULL)
        self->shown[layer] = make_marks (self, layer, scale_factor,
                                         (double) width * height * scale_factor * scale_factor);
      if (self->shown[layer] != NULL)
        gtk_snapshot_append_node (snapshot, self->shown[layer]);
    }
  gtk_snapshot_restore (snapshot);
}

/* Zoom and pan */

static void
zoom_about (TsBoardCanvas *self,
            double         zoom,
            double         x,
            double         y)
{
  double cx, cy, nx, ny;

  zoom = CLAMP (zoom, TS_BOARD_CANVAS_MIN_ZOOM, TS_BOARD_CANVAS_MAX_ZOOM);
  if (!self->zoomable || zoom == self->zoom || !isfinite (zoom))
    return;
  if (!isfinite (x) || !isfinite (y))
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  /* The content point under (x, y) stays under it. */
  ts_board_canvas_to_content (self, x, y, &cx, &cy);
  self->zoom = zoom;
  ts_board_canvas_from_content (self, cx, cy, &nx, &ny);
  self->pan_x += x - nx;
  self->pan_y += y - ny;
  clamp_pan (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
ts_board_canvas_get_zoom (TsBoardCanvas *self)
{
  g_return_val_if_fail (TS_IS_BOARD_CANVAS (self), 1.0);
  return self->zoom;
}

void
ts_board_canvas_set_zoom (TsBoardCanvas *self,
                          double         zoom)
{
  g_return_if_fail (TS_IS_BOARD_CANVAS (self));

  zoom_about (self, zoom, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
              gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
  if (self->zoom == TS_BOARD_CANVAS_MIN_ZOOM)
    self->pan_x = self->pan_y = 0;
}

void
ts_board_canvas_pan (TsBoardCanvas *self,
                     double         dx,
                     double         dy)
{
  g_return_if_fail (TS_IS_BOARD_CANVAS (self));

  if (!self->zoomable)
    return;
  move_pan (self, self->pan_x + dx, self->pan_y + dy);
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           TsBoardCanvas            *self)
{
  GdkModifierType state;
  double x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

  if (!self->zoomable)
    return FALSE;
  state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  /* About the pointer, as the motion controller saw it in the widget's
   * coordinates (a scroll event's own position is the surface's, and
   * X11 may give none at all: NaN, which made the whole map vanish). */
  if (self->pointer_in && isfinite (self->pointer_x) && isfinite (self->pointer_y))
    {
      x = self->pointer_x;
      y = self->pointer_y;
    }
  if (state & GDK_CONTROL_MASK)
    zoom_about (self, self->zoom * pow (ZOOM_STEP, -dy), x, y);
  else
    move_pan (self, self->pan_x - dx * 40, self->pan_y - dy * 40);
  return TRUE;
}

static void
on_pointer_motion (GtkEventControllerMotion *motion,
                   double                    x,
                   double                    y,
                   TsBoardCanvas            *self)
{
  self->pointer_in = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
}

static void
on_pointer_leave (GtkEventControllerMotion *motion,
                  TsBoardCanvas            *self)
{
  self->pointer_in = FALSE;
}

static void
on_pinch_begin (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                TsBoardCanvas    *self)
{
  self->pinch_start_zoom = self->zoom;
}

static void
on_pinch_scale (GtkGestureZoom *gesture,
                double          scale,
                TsBoardCanvas  *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    x = y = 0;
  zoom_about (self, self->pinch_start_zoom * scale, x, y);
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               TsBoardCanvas  *self)
{
  self->drag_start_x = self->pan_x;
  self->drag_start_y = self->pan_y;
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                TsBoardCanvas  *self)
{
  move_pan (self, self->drag_start_x + dx, self->drag_start_y + dy);
}

static void
zoom_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsBoardCanvas *self = TS_BOARD_CANVAS (widget);

  if (g_str_equal (action_name, "canvas.zoom-in"))
    ts_board_canvas_set_zoom (self, self->zoom * ZOOM_STEP);
  else if (g_str_equal (action_name, "canvas.zoom-out"))
    ts_board_canvas_set_zoom (self, self->zoom / ZOOM_STEP);
  else
    ts_board_canvas_set_zoom (self, TS_BOARD_CANVAS_MIN_ZOOM);
}

static void
update_zoom_actions (TsBoardCanvas *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "canvas.zoom-in", self->zoomable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "canvas.zoom-out", self->zoomable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "canvas.zoom-fit", self->zoomable);
}

gboolean
ts_board_canvas_get_zoomable (TsBoardCanvas *self)
{
  g_return_val_if_fail (TS_IS_BOARD_CANVAS (self), FALSE);

  return self->zoomable;
}

void
ts_board_canvas_set_zoomable (TsBoardCanvas *self,
                              gboolean       zoomable)
{
  g_return_if_fail (TS_IS_BOARD_CANVAS (self));

  self->zoomable = !!zoomable;
  if (!self->zoomable)
    {
      self->zoom = TS_BOARD_CANVAS_MIN_ZOOM;
      self->pan_x = self->pan_y = 0;
    }
  update_zoom_actions (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ts_board_canvas_set_content_size (TsBoardCanvas *self,
                                  double         width,
                                  double         height)
{
  g_return_if_fail (TS_IS_BOARD_CANVAS (self));

  self->content_width = MAX (width, 0);
  self->content_height = MAX (height, 0);
  drop_nodes_from (self, TS_BOARD_LAYER_STATIC);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ts_board_canvas_set_draw_func (TsBoardCanvas         *self,
                               TsBoardCanvasDrawFunc  func,
                               gpointer               user_data,
                               GDestroyNotify         destroy)
{
  g_return_if_fail (TS_IS_BOARD_CANVAS (self));

  if (self->draw_destroy != NULL)
    self->draw_destroy (self->draw_data);
  self->draw = func;
  self->draw_data = user_data;
  self->draw_destroy = destroy;
  drop_nodes_from (self, TS_BOARD_LAYER_STATIC);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
ts_board_canvas_get_draw_count (TsBoardCanvas *self,
                                TsBoardLayer   layer)
{
  g_return_val_if_fail (TS_IS_BOARD_CANVAS (self), 0);
  g_return_val_if_fail (layer < TS_BOARD_N_LAYERS, 0);
  return self->draw_count[layer];
}

/* GObject */

static void
on_scale_factor_changed (TsBoardCanvas *self)
{
  /* Nodes are kept in logical units, but images and text in them were
   * rasterised for the old scale. */
  drop_nodes_from (self, TS_BOARD_LAYER_STATIC);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ts_board_canvas_dispose (GObject *object)
{
  TsBoardCanvas *self = TS_BOARD_CANVAS (object);

  drop_nodes_from (self, TS_BOARD_LAYER_STATIC);
  for (guint layer = 0; layer < TS_BOARD_N_LAYERS; layer++)
    g_clear_pointer (&self->marks[layer], g_array_unref);
  g_clear_pointer (&self->tiles, g_hash_table_unref);
  if (self->draw_destroy != NULL)
    self->draw_destroy (self->draw_data);
  self->draw = NULL;
  self->draw_destroy = NULL;

  G_OBJECT_CLASS (ts_board_canvas_parent_class)->dispose (object);
}

static void
ts_board_canvas_class_init (TsBoardCanvasClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* A drawing the board describes in words (its label and live
   * description), not an abstract widget. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);

  object_class->dispose = ts_board_canvas_dispose;
  widget_class->snapshot = ts_board_canvas_snapshot;

  gtk_widget_class_install_action (widget_class, "canvas.zoom-in", NULL, zoom_activated);
  gtk_widget_class_install_action (widget_class, "canvas.zoom-out", NULL, zoom_activated);
  gtk_widget_class_install_action (widget_class, "canvas.zoom-fit", NULL, zoom_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "canvas.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "canvas.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "canvas.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "canvas.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "canvas.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, 0, "canvas.zoom-fit", NULL);
  gtk_widget_class_set_css_name (widget_class, "boardcanvas");
}

static void
ts_board_canvas_init (TsBoardCanvas *self)
{
  GtkEventController *scroll, *motion;
  GtkGesture *pinch, *drag;

  self->zoom = TS_BOARD_CANVAS_MIN_ZOOM;
  self->tiles = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) gsk_render_node_unref);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  /* A zoomed content is larger than the widget: none of it may cover the
   * widgets around (the side panel, the header bar). */
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (on_pointer_motion), self);
  g_signal_connect (motion, "motion", G_CALLBACK (on_pointer_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_pointer_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  pinch = gtk_gesture_zoom_new ();
  g_signal_connect (pinch, "begin", G_CALLBACK (on_pinch_begin), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (on_pinch_scale), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pinch));

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_MIDDLE);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (on_scale_factor_changed), NULL);
  update_zoom_actions (self);
}

GtkWidget *
ts_board_canvas_new (void)
{
  return g_object_new (TS_TYPE_BOARD_CANVAS, NULL);
}
