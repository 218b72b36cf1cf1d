/* tri-geometry.c — the torus of TRI (spec §3): triangles, neighbours,
 * adjacency
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Triangle index = 4 · (y · S + x) + d, with d = N, E, S, W.  The rules
 * read neighbours from a constant table, so no game instance carries or
 * computes them; tri_neighbours () computes them from the definition, and
 * a test checks that both agree.
 */
#include "tri-private.h"

/* The neighbour table, written out by the compiler.  X and Y may be one
 * off the board; the torus wraps them. */
#define TRI_WRAP(v, s) (((v) + (s)) % (s))
#define TRI_T(s, x, y, d) (4 * (TRI_WRAP (y, s) * (s) + TRI_WRAP (x, s)) + (d))
/* §3.2: N touches E and W of its square and S of the square above; E
 * touches N and S and W of the square to the right; and so on. */
#define TRI_NB_N(s, x, y) { TRI_T (s, x, y, 1), TRI_T (s, x, y, 3), TRI_T (s, x, (y) - 1, 2) }
#define TRI_NB_E(s, x, y) { TRI_T (s, x, y, 0), TRI_T (s, x, y, 2), TRI_T (s, (x) + 1, y, 3) }
#define TRI_NB_S(s, x, y) { TRI_T (s, x, y, 1), TRI_T (s, x, y, 3), TRI_T (s, x, (y) + 1, 0) }
#define TRI_NB_W(s, x, y) { TRI_T (s, x, y, 0), TRI_T (s, x, y, 2), TRI_T (s, (x) - 1, y, 1) }
#define TRI_SQ(s, q) \
  TRI_NB_N (s, (q) % (s), (q) / (s)), TRI_NB_E (s, (q) % (s), (q) / (s)), \
  TRI_NB_S (s, (q) % (s), (q) / (s)), TRI_NB_W (s, (q) % (s), (q) / (s))
#define TRI_SQ5(s, q) \
  TRI_SQ (s, q), TRI_SQ (s, (q) + 1), TRI_SQ (s, (q) + 2), TRI_SQ (s, (q) + 3), TRI_SQ (s, (q) + 4)

const gint8 tri_neighbour_table[2][TRI_MAX_TRIANGLES][3] = {
  /* S = 4: 16 squares; the rest of the rows is unused. */
  { TRI_SQ5 (4, 0), TRI_SQ5 (4, 5), TRI_SQ5 (4, 10), TRI_SQ (4, 15) },
  /* S = 5: 25 squares. */
  { TRI_SQ5 (5, 0), TRI_SQ5 (5, 5), TRI_SQ5 (5, 10), TRI_SQ5 (5, 15), TRI_SQ5 (5, 20) },
};

G_STATIC_ASSERT (TRI_MAX_SIZE == 5);

guint
tri_board_size (guint n_players)
{
  return n_players <= 2 ? 4 : 5;
}

static inline int
wrap (int v,
      int size)
{
  v %= size;
  return v < 0 ? v + size : v;
}

int
tri_triangle (guint  size,
              int    x,
              int    y,
              TriDir dir)
{
  g_return_val_if_fail (size > 0, 0);
  return 4 * (wrap (y, size) * (int) size + wrap (x, size)) + (int) dir;
}

void
tri_triangle_coords (guint   size,
                     int     triangle,
                     int    *x,
                     int    *y,
                     TriDir *dir)
{
  int square = triangle / 4;

  if (x)
    *x = square % (int) size;
  if (y)
    *y = square / (int) size;
  if (dir)
    *dir = (TriDir) (triangle % 4);
}

void
tri_neighbours (guint size,
                int   triangle,
                int   neighbours[3])
{
  int x, y;
  TriDir d;

  tri_triangle_coords (size, triangle, &x, &y, &d);
  switch (d)
    {
    case TRI_DIR_N:
      neighbours[0] = tri_triangle (size, x, y, TRI_DIR_E);
      neighbours[1] = tri_triangle (size, x, y, TRI_DIR_W);
      neighbours[2] = tri_triangle (size, x, y - 1, TRI_DIR_S);
      break;
    case TRI_DIR_E:
      neighbours[0] = tri_triangle (size, x, y, TRI_DIR_N);
      neighbours[1] = tri_triangle (size, x, y, TRI_DIR_S);
      neighbours[2] = tri_triangle (size, x + 1, y, TRI_DIR_W);
      break;
    case TRI_DIR_S:
      neighbours[0] = tri_triangle (size, x, y, TRI_DIR_E);
      neighbours[1] = tri_triangle (size, x, y, TRI_DIR_W);
      neighbours[2] = tri_triangle (size, x, y + 1, TRI_DIR_N);
      break;
    case TRI_DIR_W:
    default:
      neighbours[0] = tri_triangle (size, x, y, TRI_DIR_N);
      neighbours[1] = tri_triangle (size, x, y, TRI_DIR_S);
      neighbours[2] = tri_triangle (size, x - 1, y, TRI_DIR_E);
      break;
    }
}

gboolean
tri_adjacent (guint size,
              int   a,
              int   b)
{
  int n[3];

  tri_neighbours (size, a, n);
  return n[0] == b || n[1] == b || n[2] == b;
}
