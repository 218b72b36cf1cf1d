/* ts-board-raster.c — render nodes drawn once into images, for the board
 * canvas
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The cairo renderer replays a cairo node's recording (every path, every
 * glyph) in every frame that damages it; a node that only paints an image
 * replays one copy of pixels.  The image is cut into tiles so that a small
 * damaged area copies only the tiles under it.
 */
#include <math.h>
#include <string.h>

#include "ts-board-raster.h"

/* The side of a tile of an image, in device pixels. */
#define TILE 128

/* Where SURFACE (W x H device pixels) has any pixel that is not fully
 * transparent, in [*X0, *X1) x [*Y0, *Y1); FALSE if nowhere. */
static gboolean
painted_box (cairo_surface_t *surface,
             int              w,
             int              h,
             int             *x0,
             int             *y0,
             int             *x1,
             int             *y1)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  *x0 = w;
  *y0 = h;
  *x1 = *y1 = 0;
  for (int y = 0; y < h; y++)
    {
      const guint32 *row = (const guint32 *) (gconstpointer) (data + (gsize) y * stride);
      int first = -1, last = -1;

      for (int x = 0; x < w; x++)
        if (row[x] != 0)
          {
            first = x;
            break;
          }
      if (first < 0)
        continue;
      for (int x = w - 1; x >= first; x--)
        if (row[x] != 0)
          {
            last = x;
            break;
          }
      *x0 = MIN (*x0, first);
      *x1 = MAX (*x1, last + 1);
      *y0 = MIN (*y0, y);
      *y1 = y + 1;
    }
  return *x1 > *x0 && *y1 > *y0;
}

/* NODES drawn into a new image of PW × PH device pixels at SCALE, whose
 * pixel (0, 0) lies at (X, Y) in the nodes' units; NULL if it cannot be
 * made. */
static cairo_surface_t *
draw_image (GskRenderNode *const *nodes,
            guint                 n_nodes,
            double                x,
            double                y,
            int                   pw,
            int                   ph,
            int                   scale)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pw, ph);
  cairo_t *cr;

  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  cairo_translate (cr, -x, -y);
  for (guint i = 0; i < n_nodes; i++)
    if (nodes[i] != NULL)
      gsk_render_node_draw (nodes[i], cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

void
ts_raster_clear (gpointer data)
{
  TsRaster *r = data;

  g_clear_pointer (&r->surface, cairo_surface_destroy);
  g_clear_pointer (&r->node, gsk_render_node_unref);
}

gboolean
ts_raster_draw (GskRenderNode *const *nodes,
                guint                 n_nodes,
                int                   scale,
                double                max_pixels,
                gboolean              crop,
                TsRaster             *out,
                gboolean             *empty)
{
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, 0, 0), b;
  gboolean any = FALSE;
  double x0, y0, x1, y1;
  int pw, ph;
  cairo_surface_t *surface;

  *empty = FALSE;
  for (guint i = 0; i < n_nodes; i++)
    {
      if (nodes[i] == NULL)
        continue;
      gsk_render_node_get_bounds (nodes[i], &b);
      if (any)
        graphene_rect_union (&bounds, &b, &bounds);
      else
        bounds = b;
      any = TRUE;
    }
  if (!any || scale < 1)
    {
      *empty = !any;
      return FALSE;
    }
  x0 = floor (bounds.origin.x * scale);
  y0 = floor (bounds.origin.y * scale);
  x1 = ceil ((bounds.origin.x + bounds.size.width) * scale);
  y1 = ceil ((bounds.origin.y + bounds.size.height) * scale);
  if (!(x1 > x0 && y1 > y0) || (x1 - x0) * (y1 - y0) > max_pixels
      || fabs (x0) > G_MAXINT / 2 || fabs (y0) > G_MAXINT / 2)
    return FALSE;
  pw = (int) (x1 - x0);
  ph = (int) (y1 - y0);

  surface = draw_image (nodes, n_nodes, x0 / scale, y0 / scale, pw, ph, scale);
  if (surface == NULL)
    return FALSE;

  out->surface = surface;
  out->ox = (int) x0;
  out->oy = (int) y0;
  out->bx0 = out->by0 = 0;
  out->bx1 = pw;
  out->by1 = ph;
  out->node = NULL;
  if (crop && !painted_box (surface, pw, ph, &out->bx0, &out->by0, &out->bx1, &out->by1))
    {
      ts_raster_clear (out);
      *empty = TRUE;
      return FALSE;
    }
  return TRUE;
}

gboolean
ts_raster_equal (const TsRaster *a,
                 const TsRaster *b)
{
  int w = a->bx1 - a->bx0, h = a->by1 - a->by0;
  const guchar *da, *db;
  int sa, sb;
  double ax, ay, bx, by;

  if (a->surface == NULL || b->surface == NULL)
    return FALSE;
  cairo_surface_get_device_scale (a->surface, &ax, &ay);
  cairo_surface_get_device_scale (b->surface, &bx, &by);
  if (ax != bx || ay != by
      || a->ox + a->bx0 != b->ox + b->bx0 || a->oy + a->by0 != b->oy + b->by0
      || w != b->bx1 - b->bx0 || h != b->by1 - b->by0)
    return FALSE;
  da = cairo_image_surface_get_data (a->surface);
  db = cairo_image_surface_get_data (b->surface);
  sa = cairo_image_surface_get_stride (a->surface);
  sb = cairo_image_surface_get_stride (b->surface);
  for (int y = 0; y < h; y++)
    if (memcmp (da + (gsize) (a->by0 + y) * sa + (gsize) a->bx0 * 4,
                db + (gsize) (b->by0 + y) * sb + (gsize) b->bx0 * 4, (gsize) w * 4) != 0)
      return FALSE;
  return TRUE;
}

GskRenderNode *
ts_raster_node (const TsRaster *r)
{
  double scale_x, scale_y;
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  cairo_surface_get_device_scale (r->surface, &scale_x, &scale_y);
  for (int ty = r->by0; ty < r->by1; ty += TILE)
    for (int tx = r->bx0; tx < r->bx1; tx += TILE)
      {
        int tw = MIN (TILE, r->bx1 - tx), th = MIN (TILE, r->by1 - ty);
        graphene_rect_t tile = GRAPHENE_RECT_INIT ((r->ox + tx) / scale_x, (r->oy + ty) / scale_y,
                                                   tw / scale_x, th / scale_y);
        cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &tile);

        cairo_set_source_surface (cr, r->surface, r->ox / scale_x, r->oy / scale_y);
        cairo_rectangle (cr, tile.origin.x, tile.origin.y, tile.size.width, tile.size.height);
        cairo_fill (cr);
        cairo_destroy (cr);
      }
  return gtk_snapshot_free_to_node (snapshot);
}

GskRenderNode *
ts_raster_area_node (GskRenderNode *const *nodes,
                     guint                 n_nodes,
                     const graphene_rect_t *area,
                     int                   scale)
{
  GtkSnapshot *snapshot;
  cairo_surface_t *surface;
  cairo_t *cr;
  int pw = (int) ceil (area->size.width * scale), ph = (int) ceil (area->size.height * scale);

  if (pw <= 0 || ph <= 0 || scale < 1)
    return NULL;
  surface = draw_image (nodes, n_nodes, area->origin.x, area->origin.y, pw, ph, scale);
  if (surface == NULL)
    return NULL;

  snapshot = gtk_snapshot_new ();
  cr = gtk_snapshot_append_cairo (snapshot, area);
  cairo_set_source_surface (cr, surface, area->origin.x, area->origin.y);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return gtk_snapshot_free_to_node (snapshot);
}

GskRenderNode *
ts_raster_keep (GskRenderNode *drawn,
                int            width,
                int            height,
                int            scale)
{
  GskRenderNode *image;

  if (drawn == NULL)
    return NULL;
  image = ts_raster_area_node (&drawn, 1, &GRAPHENE_RECT_INIT (0, 0, width, height), scale);
  if (image == NULL)
    return drawn;
  gsk_render_node_unref (drawn);
  return image;
}
