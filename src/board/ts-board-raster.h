/* ts-board-raster.h — render nodes drawn once into images, for the board
 * canvas (private to the kit)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* An image of some nodes, and the node that paints it. */
typedef struct
{
  cairo_surface_t *surface;   /* device pixels; NULL once no longer compared */
  int              ox, oy;    /* where its pixel (0, 0) lies, in device pixels */
  int              bx0, by0;  /* the part painted, in its pixels */
  int              bx1, by1;
  GskRenderNode   *node;
} TsRaster;

/* Frees what R holds (a GArray clear function). */
void           ts_raster_clear (gpointer        r);

/* NODES drawn once into one image at the device SCALE, on whole device
 * pixels (the image is not resampled); with CROP, R's part is only the
 * box where something was drawn, which is also all the renderer damages
 * when the node comes or goes.  FALSE if the image would have more than
 * MAX_PIXELS device pixels, or if nothing was drawn (then sets *EMPTY). */
gboolean       ts_raster_draw  (GskRenderNode *const *nodes,
                                guint                 n_nodes,
                                int                   scale,
                                double                max_pixels,
                                gboolean              crop,
                                TsRaster             *out,
                                gboolean             *empty);
/* The same pixels in the same place. */
gboolean       ts_raster_equal (const TsRaster       *a,
                                const TsRaster       *b);
/* A new node that paints R's part, in tiles. */
GskRenderNode *ts_raster_node  (const TsRaster       *r);
/* NODES drawn once into an image of AREA (on whole device pixels) at the
 * device SCALE, and a new node that paints it; NULL if it cannot be. */
GskRenderNode *ts_raster_area_node (GskRenderNode *const *nodes,
                                    guint                 n_nodes,
                                    const graphene_rect_t *area,
                                    int                   scale);
/* DRAWN (a widget's drawing, taken) as an image of 0, 0, WIDTH × HEIGHT at
 * the device SCALE, to keep: the cairo renderer would replay its every
 * path wherever the window is repainted.  DRAWN itself if no image can be
 * made. */
GskRenderNode *ts_raster_keep (GskRenderNode *drawn,
                               int            width,
                               int            height,
                               int            scale);

G_END_DECLS
