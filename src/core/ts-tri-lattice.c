/* ts-tri-lattice.c — the triangular lattice: points, up and down cells
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ts-tri-lattice.h"

#include <math.h>
#include <stdlib.h>

/* Coordinates read from text are bounded so that the arithmetic of callers
 * (corners are q+1, r+1) can never overflow. */
#define TS_TRI_TEXT_MAX 1000000

#define SQRT3_2 0.86602540378443864676

TsTriPoint
ts_tri_cell_corner (TsTriCell cell,
                    guint     i)
{
  TsTriPoint p = { cell.q, cell.r };

  g_return_val_if_fail (i < 3, p);

  if (cell.s == TS_TRI_UP)
    {
      /* (q,r), (q+1,r), (q,r+1) */
      if (i == 1)
        p.q++;
      else if (i == 2)
        p.r++;
    }
  else
    {
      /* (q+1,r+1), (q,r+1), (q+1,r) */
      if (i == 0)
        {
          p.q++;
          p.r++;
        }
      else if (i == 1)
        p.r++;
      else
        p.q++;
    }

  return p;
}

void
ts_tri_point_cells (TsTriPoint point,
                    TsTriCell  cells[6])
{
  int a = point.q, b = point.r;

  cells[0] = (TsTriCell) { a, b, TS_TRI_UP };
  cells[1] = (TsTriCell) { a - 1, b, TS_TRI_UP };
  cells[2] = (TsTriCell) { a, b - 1, TS_TRI_UP };
  cells[3] = (TsTriCell) { a - 1, b - 1, TS_TRI_DOWN };
  cells[4] = (TsTriCell) { a, b - 1, TS_TRI_DOWN };
  cells[5] = (TsTriCell) { a - 1, b, TS_TRI_DOWN };
}

void
ts_tri_cell_edge_neighbours (TsTriCell cell,
                             TsTriCell out[3])
{
  int q = cell.q, r = cell.r;

  if (cell.s == TS_TRI_UP)
    {
      out[0] = (TsTriCell) { q, r, TS_TRI_DOWN };
      out[1] = (TsTriCell) { q - 1, r, TS_TRI_DOWN };
      out[2] = (TsTriCell) { q, r - 1, TS_TRI_DOWN };
    }
  else
    {
      out[0] = (TsTriCell) { q, r, TS_TRI_UP };
      out[1] = (TsTriCell) { q + 1, r, TS_TRI_UP };
      out[2] = (TsTriCell) { q, r + 1, TS_TRI_UP };
    }
}

gboolean
ts_tri_cell_equal (TsTriCell a,
                   TsTriCell b)
{
  return a.q == b.q && a.r == b.r && a.s == b.s;
}

void
ts_tri_point_to_xy (TsTriPoint point,
                    double    *x,
                    double    *y)
{
  if (x)
    *x = point.q + point.r / 2.0;
  if (y)
    *y = point.r * SQRT3_2;
}

TsTriCell
ts_tri_cell_at_xy (double x,
                   double y)
{
  double rf = y / SQRT3_2;
  double qf = x - rf / 2.0;
  double fq, fr;
  TsTriCell cell;

  /* Clamp first: a NaN or a far-away point must not overflow the int cast. */
  if (!(qf > -1e8))
    qf = -1e8;
  if (!(qf < 1e8))
    qf = 1e8;
  if (!(rf > -1e8))
    rf = -1e8;
  if (!(rf < 1e8))
    rf = 1e8;

  fq = floor (qf);
  fr = floor (rf);
  cell.q = (int) fq;
  cell.r = (int) fr;
  /* In lattice coordinates the unit rhombus splits along q + r = 1: the
   * lower-left half is U(q,r), the upper-right half D(q,r). */
  cell.s = (qf - fq) + (rf - fr) < 1.0 ? TS_TRI_UP : TS_TRI_DOWN;

  return cell;
}

char *
ts_tri_cell_to_string (TsTriCell cell)
{
  return g_strdup_printf ("%c%d,%d", cell.s == TS_TRI_UP ? 'U' : 'D', cell.q, cell.r);
}

static gboolean
parse_coord (const char  *p,
             int         *value,
             const char **end)
{
  const char *start = p;
  gint64 v = 0;
  gboolean negative = FALSE;

  if (*p == '-')
    {
      negative = TRUE;
      p++;
    }
  if (!g_ascii_isdigit (*p))
    return FALSE;
  while (g_ascii_isdigit (*p))
    {
      v = v * 10 + (*p - '0');
      if (v > TS_TRI_TEXT_MAX)
        return FALSE;
      p++;
    }
  *value = (int) (negative ? -v : v);
  *end = p;

  return p != start;
}

gboolean
ts_tri_cell_from_string (const char  *text,
                         TsTriCell   *cell,
                         const char **end)
{
  const char *p = text;
  TsTriCell c;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (cell != NULL, FALSE);

  if (*p == 'U')
    c.s = TS_TRI_UP;
  else if (*p == 'D')
    c.s = TS_TRI_DOWN;
  else
    return FALSE;
  p++;

  if (!parse_coord (p, &c.q, &p))
    return FALSE;
  if (*p != ',')
    return FALSE;
  p++;
  if (!parse_coord (p, &c.r, &p))
    return FALSE;

  /* Without END the whole text must be the cell. */
  if (end)
    *end = p;
  else if (*p != '\0')
    return FALSE;

  *cell = c;
  return TRUE;
}
