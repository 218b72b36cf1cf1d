/* trehgrannik-geom.c — where the Trehgrannik board's hexes are drawn, in
 * the canvas's content units, and which hex a point falls in (no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "trehgrannik-scene.h"

/* Geometry */

/* The hex centres' bounds at size 1, with a hex around them and a little
 * air. */
static void
map_bounds (double *x0,
            double *x1,
            double *y0,
            double *y1)
{
  *x0 = *x1 = *y0 = *y1 = 0;
  for (int i = 0; i < TG_N_HEXES; i++)
    {
      double x, y;

      ts_hex_to_pixel (tg_hex_at (i), 1.0, &x, &y);
      *x0 = MIN (*x0, x);
      *x1 = MAX (*x1, x);
      *y0 = MIN (*y0, y);
      *y1 = MAX (*y1, y);
    }
  *x0 -= sqrt (3.0) / 2 + 0.1;
  *x1 += sqrt (3.0) / 2 + 0.1;
  *y0 -= 1.1;
  *y1 += 1.1;
}

void
tg_geom_init (TgGeom *geom,
              double  width,
              double  height)
{
  double x0, x1, y0, y1;

  map_bounds (&x0, &x1, &y0, &y1);
  geom->width = width;
  geom->height = height;
  geom->size = MAX (1.0, MIN (width / (x1 - x0), height / (y1 - y0)));
  geom->ox = width / 2 - geom->size * (x0 + x1) / 2;
  geom->oy = height / 2 - geom->size * (y0 + y1) / 2;
}

void
tg_geom_content (TgGeom *geom)
{
  double x0, x1, y0, y1;

  map_bounds (&x0, &x1, &y0, &y1);
  tg_geom_init (geom, ceil (TG_CONTENT_HEX_SIZE * (x1 - x0)),
                ceil (TG_CONTENT_HEX_SIZE * (y1 - y0)));
}

void
tg_geom_centre (const TgGeom *geom,
                int           hex,
                double       *x,
                double       *y)
{
  ts_hex_to_pixel (tg_hex_at (hex), geom->size, x, y);
  *x += geom->ox;
  *y += geom->oy;
}

int
tg_geom_hex_at (const TgGeom *geom,
                double        x,
                double        y)
{
  return tg_hex_index (ts_hex_from_pixel (x - geom->ox, y - geom->oy, geom->size));
}
