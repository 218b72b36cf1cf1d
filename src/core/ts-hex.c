/* ts-hex.c — hexagonal grid: axial coordinates, directions, rings, pixels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ts-hex.h"

#include <math.h>
#include <stdlib.h>

#define SQRT3 1.73205080756887729353

/* E, NE, NW, W, SW, SE */
static const TsHex directions[TS_HEX_N_DIRECTIONS] = {
  { +1, 0 }, { +1, -1 }, { 0, -1 }, { -1, 0 }, { -1, +1 }, { 0, +1 },
};

/* K reduced to 0…5, also for negative K. */
static int
mod6 (int k)
{
  return (k % 6 + 6) % 6;
}

TsHex
ts_hex_direction_vector (TsHexDirection dir)
{
  g_return_val_if_fail ((guint) dir < TS_HEX_N_DIRECTIONS, directions[0]);

  return directions[dir];
}

TsHexDirection
ts_hex_direction_opposite (TsHexDirection dir)
{
  g_return_val_if_fail ((guint) dir < TS_HEX_N_DIRECTIONS, dir);

  return (TsHexDirection) ((dir + 3) % 6);
}

TsHexDirection
ts_hex_direction_rotate (TsHexDirection dir,
                         int            k)
{
  g_return_val_if_fail ((guint) dir < TS_HEX_N_DIRECTIONS, dir);

  /* rot(E) = (0,1) = SE: one clockwise step is one step back in the
   * counter-clockwise list. */
  return (TsHexDirection) mod6 ((int) dir - mod6 (k));
}

TsHex
ts_hex_neighbour (TsHex          hex,
                  TsHexDirection dir)
{
  return ts_hex_add (hex, ts_hex_direction_vector (dir));
}

int
ts_hex_length (TsHex hex)
{
  return MAX (MAX (abs (hex.q), abs (hex.r)), abs (hex.q + hex.r));
}

int
ts_hex_distance (TsHex a,
                 TsHex b)
{
  return ts_hex_length (ts_hex_sub (b, a));
}

int
ts_hex_direction_between (TsHex a,
                          TsHex b)
{
  TsHex d = ts_hex_sub (b, a);

  if (d.q == 0 && d.r == 0)
    return -1;
  if (d.r == 0)
    return d.q > 0 ? TS_HEX_E : TS_HEX_W;
  if (d.q == 0)
    return d.r > 0 ? TS_HEX_SE : TS_HEX_NW;
  if (d.q + d.r == 0)
    return d.q > 0 ? TS_HEX_NE : TS_HEX_SW;

  return -1;
}

TsHex
ts_hex_rotate (TsHex hex,
               int   k)
{
  int q = hex.q, r = hex.r, s = -hex.q - hex.r;

  /* rot(q, r) = (-r, q + r); its powers in closed form. */
  switch (mod6 (k))
    {
    case 1:
      return (TsHex) { -r, -s };
    case 2:
      return (TsHex) { s, q };
    case 3:
      return (TsHex) { -q, -r };
    case 4:
      return (TsHex) { r, s };
    case 5:
      return (TsHex) { -s, -q };
    default:
      return hex;
    }
}

TsHex
ts_hex_rotate_about (TsHex hex,
                     TsHex centre,
                     int   k)
{
  return ts_hex_add (centre, ts_hex_rotate (ts_hex_sub (hex, centre), k));
}

int
ts_hex_count_in_radius (int radius)
{
  g_return_val_if_fail (radius >= 0 && radius <= TS_HEX_RADIUS_MAX, 0);

  return 3 * radius * (radius + 1) + 1;
}

/* Hex P (0 … 6K-1) of the ring of radius K >= 1 around (0,0).  Side 0 is
 * (K, -j) for j = 0 … K-1, walking NW from K·E; side m is side 0 turned m
 * times counter-clockwise, so it walks in direction NW + m. */
static TsHex
ring_hex (int k,
          int p)
{
  return ts_hex_rotate ((TsHex) { k, -(p % k) }, -(p / k));
}

int
ts_hex_ring (TsHex  centre,
             int    radius,
             TsHex *out,
             int    max_out)
{
  int n = 0;

  g_return_val_if_fail (radius >= 0, 0);
  g_return_val_if_fail (out != NULL || max_out <= 0, 0);

  if (radius == 0 && max_out > 0)
    out[n++] = centre;
  for (int p = 0; p < 6 * radius && n < max_out; p++)
    out[n++] = ts_hex_add (centre, ring_hex (radius, p));

  return n;
}

int
ts_hex_spiral (TsHex  centre,
               int    radius,
               TsHex *out,
               int    max_out)
{
  int n = 0;

  g_return_val_if_fail (radius >= 0, 0);
  g_return_val_if_fail (out != NULL || max_out <= 0, 0);

  for (int k = 0; k <= radius && n < max_out; k++)
    n += ts_hex_ring (centre, k, out + n, max_out - n);

  return n;
}

int
ts_hex_line (TsHex            hex,
             TsHexDirection   dir,
             TsHexOnBoardFunc on_board,
             gpointer         user_data,
             TsHex           *out,
             int              max_out)
{
  TsHex h = hex;
  int n = 0;

  g_return_val_if_fail ((guint) dir < TS_HEX_N_DIRECTIONS, 0);
  g_return_val_if_fail (on_board != NULL, 0);
  g_return_val_if_fail (out != NULL || max_out <= 0, 0);

  while (n < max_out)
    {
      h = ts_hex_neighbour (h, dir);
      if (!on_board (h, user_data))
        break;
      out[n++] = h;
    }

  return n;
}

int
ts_hex_index_in_radius (TsHex hex,
                        int   radius)
{
  int k = ts_hex_length (hex);

  g_return_val_if_fail (radius >= 0 && radius <= TS_HEX_RADIUS_MAX, -1);

  if (k > radius)
    return -1;
  if (k == 0)
    return 0;

  /* Turn the hex clockwise until it lies on side 0 of its ring (see
   * ring_hex ()); each turn is one side further back. */
  for (int side = 0; side < 6; side++)
    {
      TsHex h = ts_hex_rotate (hex, side);

      if (h.q == k && h.r <= 0 && h.r > -k)
        return 3 * k * (k - 1) + 1 + side * k - h.r;
    }

  g_return_val_if_reached (-1);
}

TsHex
ts_hex_from_index_in_radius (int index,
                             int radius)
{
  TsHex origin = { 0, 0 };
  int k;

  g_return_val_if_fail (radius >= 0 && radius <= TS_HEX_RADIUS_MAX, origin);
  g_return_val_if_fail (index >= 0 && index < ts_hex_count_in_radius (radius), origin);

  if (index == 0)
    return origin;

  /* The ring k holds indices 3k(k-1)+1 … 3k(k+1): solve for k, then
   * correct any rounding of the square root. */
  k = (int) ((3.0 + sqrt (12.0 * index - 3.0)) / 6.0);
  while (3 * k * (k + 1) < index)
    k++;
  while (k > 1 && 3 * k * (k - 1) >= index)
    k--;

  return ring_hex (k, index - (3 * k * (k - 1) + 1));
}

void
ts_hex_to_pixel (TsHex   hex,
                 double  size,
                 double *x,
                 double *y)
{
  if (x)
    *x = size * SQRT3 * (hex.q + hex.r / 2.0);
  if (y)
    *y = size * 1.5 * hex.r;
}

static double
clamp_coord (double v)
{
  /* A far-away point, or NaN, must not overflow the int cast. */
  return v > -1e8 ? (v < 1e8 ? v : 1e8) : -1e8;
}

TsHex
ts_hex_from_pixel (double x,
                   double y,
                   double size)
{
  double qf, rf, sf, rq, rr, rs, dq, dr, ds;

  g_return_val_if_fail (size > 0, ((TsHex) { 0, 0 }));

  rf = clamp_coord (y / (1.5 * size));
  qf = clamp_coord (x / (SQRT3 * size) - rf / 2.0);
  sf = -qf - rf;

  rq = round (qf);
  rr = round (rf);
  rs = round (sf);
  dq = fabs (rq - qf);
  dr = fabs (rr - rf);
  ds = fabs (rs - sf);

  /* The coordinate that moved most is the least trusted: rebuild it from
   * the other two so that q + r + s = 0 holds again. */
  if (dq > dr && dq > ds)
    rq = -rr - rs;
  else if (dr > ds)
    rr = -rq - rs;

  return (TsHex) { (int) rq, (int) rr };
}

void
ts_hex_corner_offset (double  size,
                      int     i,
                      double *dx,
                      double *dy)
{
  /* Corner 0 at 30° below east, then every 60° counter-clockwise on
   * screen (y downward, so the angle shrinks). */
  double angle = (30.0 - 60.0 * mod6 (i)) * G_PI / 180.0;

  if (dx)
    *dx = size * cos (angle);
  if (dy)
    *dy = size * sin (angle);
}

char *
ts_hex_to_string (TsHex hex)
{
  return g_strdup_printf ("%d,%d", hex.q, hex.r);
}

/* A canonical decimal: optional '-', no leading zeros, no "-0". */
static gboolean
parse_coord (const char  *p,
             int         *value,
             const char **end)
{
  gboolean negative = FALSE;
  int v = 0;

  if (*p == '-')
    {
      negative = TRUE;
      p++;
    }
  if (!g_ascii_isdigit (*p))
    return FALSE;
  if (*p == '0' && (negative || g_ascii_isdigit (p[1])))
    return FALSE;
  while (g_ascii_isdigit (*p))
    {
      v = v * 10 + (*p - '0');
      if (v > TS_HEX_TEXT_MAX)
        return FALSE;
      p++;
    }
  *value = negative ? -v : v;
  *end = p;

  return TRUE;
}

gboolean
ts_hex_from_string (const char  *text,
                    TsHex       *hex,
                    const char **end)
{
  const char *p = text;
  TsHex h;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (hex != NULL, FALSE);

  if (!parse_coord (p, &h.q, &p) || *p != ',' || !parse_coord (p + 1, &h.r, &p))
    return FALSE;

  /* Without END the whole text must be the hex. */
  if (end)
    *end = p;
  else if (*p != '\0')
    return FALSE;

  *hex = h;
  return TRUE;
}
