/* ts-tri-lattice.h — the triangular lattice: points, up and down cells
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A lattice point (q, r) lies at x = q + r/2, y = r·√3/2 (y up).
 * A cell is a triangle: U(q,r) has corners (q,r), (q+1,r), (q,r+1);
 * D(q,r) has corners (q+1,r+1), (q,r+1), (q+1,r); both listed
 * counter-clockwise.  (Trojhranná spec §3.) */
typedef struct
{
  int q;
  int r;
} TsTriPoint;

typedef enum
{
  TS_TRI_UP = 0,
  TS_TRI_DOWN = 1,
} TsTriSide;

typedef struct
{
  int       q;
  int       r;
  TsTriSide s;
} TsTriCell;

TsTriPoint ts_tri_cell_corner          (TsTriCell         cell,
                                        guint             i);
void       ts_tri_point_cells          (TsTriPoint        point,
                                        TsTriCell         cells[6]);
void       ts_tri_cell_edge_neighbours (TsTriCell         cell,
                                        TsTriCell         out[3]);
gboolean   ts_tri_cell_equal           (TsTriCell         a,
                                        TsTriCell         b);
void       ts_tri_point_to_xy          (TsTriPoint        point,
                                        double           *x,
                                        double           *y);
/* The cell containing plane point (x, y) (y up, side 1). */
TsTriCell  ts_tri_cell_at_xy           (double            x,
                                        double            y);
/* "U0,-1" / "D3,2" */
char      *ts_tri_cell_to_string       (TsTriCell         cell);
gboolean   ts_tri_cell_from_string     (const char       *text,
                                        TsTriCell        *cell,
                                        const char      **end);

G_END_DECLS
