/* test-hex.c — the hexagonal grid of ts-hex.[ch]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <math.h>

#include "ts-hex.h"
#include "ts-rng.h"

#define SQRT3 1.73205080756887729353

/* Every hex within RADIUS of (0,0), found without ts-hex: the axial
 * rectangle filtered by the cube condition.  Returns the count. */
static int
brute_force_region (int    radius,
                    TsHex *out)
{
  int n = 0;

  for (int q = -radius; q <= radius; q++)
    for (int r = -radius; r <= radius; r++)
      if (ABS (q + r) <= radius)
        out[n++] = (TsHex) { q, r };

  return n;
}

static void
assert_hex (TsHex h,
            int   q,
            int   r)
{
  g_assert_cmpint (h.q, ==, q);
  g_assert_cmpint (h.r, ==, r);
}

/* Directions and neighbours */

static void
test_directions (void)
{
  /* Spec §3.1, in the order of the enum. */
  static const int expected[6][2] = {
    { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, 0 }, { -1, 1 }, { 0, 1 },
  };
  TsHex h = { 3, -2 };

  g_assert_cmpint (TS_HEX_E, ==, 0);
  g_assert_cmpint (TS_HEX_NE, ==, 1);
  g_assert_cmpint (TS_HEX_NW, ==, 2);
  g_assert_cmpint (TS_HEX_W, ==, 3);
  g_assert_cmpint (TS_HEX_SW, ==, 4);
  g_assert_cmpint (TS_HEX_SE, ==, 5);

  for (int d = 0; d < TS_HEX_N_DIRECTIONS; d++)
    {
      TsHex v = ts_hex_direction_vector (d);
      TsHex n = ts_hex_neighbour (h, d);
      TsHexDirection back = ts_hex_direction_opposite (d);

      assert_hex (v, expected[d][0], expected[d][1]);
      assert_hex (n, h.q + expected[d][0], h.r + expected[d][1]);
      g_assert_cmpint (ts_hex_distance (h, n), ==, 1);
      g_assert_cmpint (ts_hex_direction_between (h, n), ==, d);
      g_assert_true (ts_hex_equal (ts_hex_neighbour (n, back), h));
      g_assert_cmpint (ts_hex_direction_between (n, h), ==, back);
      for (int e = 0; e < d; e++)
        g_assert_false (ts_hex_equal (n, ts_hex_neighbour (h, e)));

      /* Turning a direction turns its vector. */
      for (int k = -13; k <= 13; k++)
        g_assert_true (ts_hex_equal (ts_hex_direction_vector (ts_hex_direction_rotate (d, k)),
                                     ts_hex_rotate (v, k)));
    }
  g_assert_cmpint (ts_hex_direction_rotate (TS_HEX_E, 1), ==, TS_HEX_SE);
  g_assert_cmpint (ts_hex_direction_rotate (TS_HEX_E, -1), ==, TS_HEX_NE);

  assert_hex (ts_hex_add ((TsHex) { 2, -5 }, (TsHex) { -7, 3 }), -5, -2);
  assert_hex (ts_hex_sub ((TsHex) { 2, -5 }, (TsHex) { -7, 3 }), 9, -8);
  assert_hex (ts_hex_scale ((TsHex) { 2, -5 }, -3), -6, 15);
  g_assert_false (ts_hex_equal ((TsHex) { 1, 2 }, (TsHex) { 2, 1 }));
}

/* Distance */

#define BFS_R 6
#define BFS_W (2 * BFS_R + 1)

/* Breadth-first search from START over the hexes within BFS_R of (0,0),
 * stepping only with ts_hex_neighbour (). */
static void
bfs (TsHex start,
     int   dist[BFS_W][BFS_W])
{
  TsHex queue[BFS_W * BFS_W];
  int head = 0, tail = 0;

  for (int i = 0; i < BFS_W; i++)
    for (int j = 0; j < BFS_W; j++)
      dist[i][j] = -1;
  dist[start.q + BFS_R][start.r + BFS_R] = 0;
  queue[tail++] = start;
  while (head < tail)
    {
      TsHex h = queue[head++];

      for (int d = 0; d < 6; d++)
        {
          TsHex n = ts_hex_neighbour (h, d);

          if (ABS (n.q) > BFS_R || ABS (n.r) > BFS_R || ABS (n.q + n.r) > BFS_R)
            continue;
          if (dist[n.q + BFS_R][n.r + BFS_R] >= 0)
            continue;
          dist[n.q + BFS_R][n.r + BFS_R] = dist[h.q + BFS_R][h.r + BFS_R] + 1;
          queue[tail++] = n;
        }
    }
  g_assert_cmpint (tail, ==, 3 * BFS_R * (BFS_R + 1) + 1);
}

static void
test_distance (void)
{
  TsHex region[3 * BFS_R * (BFS_R + 1) + 1];
  int n = brute_force_region (BFS_R, region);
  int dist[BFS_W][BFS_W];
  TsRng rng;

  /* The region is convex, so BFS inside it finds true grid distances. */
  for (int i = 0; i < n; i++)
    {
      bfs (region[i], dist);
      for (int j = 0; j < n; j++)
        {
          TsHex a = region[i], b = region[j];

          g_assert_cmpint (ts_hex_distance (a, b), ==, dist[b.q + BFS_R][b.r + BFS_R]);
          g_assert_cmpint (ts_hex_distance (a, b), ==, ts_hex_distance (b, a));
        }
    }

  /* Random pairs further apart: symmetric, translation-invariant, and a
   * path of exactly that many neighbour steps exists (greedy walk). */
  ts_rng_init (&rng, 20240611);
  for (int i = 0; i < 2000; i++)
    {
      TsHex a = { (int) ts_rng_uniform (&rng, 81) - 40, (int) ts_rng_uniform (&rng, 81) - 40 };
      TsHex b = { (int) ts_rng_uniform (&rng, 81) - 40, (int) ts_rng_uniform (&rng, 81) - 40 };
      TsHex t = { 17, -9 };
      int d = ts_hex_distance (a, b), steps = 0;

      g_assert_cmpint (d, ==, ts_hex_distance (b, a));
      g_assert_cmpint (d, ==, ts_hex_distance (ts_hex_add (a, t), ts_hex_add (b, t)));
      g_assert_cmpint (d, ==, ts_hex_length (ts_hex_sub (b, a)));
      while (!ts_hex_equal (a, b))
        {
          int best = -1;

          for (int e = 0; e < 6; e++)
            if (ts_hex_distance (ts_hex_neighbour (a, e), b) < ts_hex_distance (a, b))
              best = e;
          g_assert_cmpint (best, >=, 0);
          g_assert_cmpint (ts_hex_distance (ts_hex_neighbour (a, best), b), ==,
                           ts_hex_distance (a, b) - 1);
          a = ts_hex_neighbour (a, best);
          steps++;
        }
      g_assert_cmpint (steps, ==, d);
    }
}

static void
test_direction_between (void)
{
  TsHex region[3 * BFS_R * (BFS_R + 1) + 1];
  int n = brute_force_region (BFS_R, region);

  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
        TsHex a = region[i], b = region[j];
        int found = -1;

        /* Brute force: is b = a + k·d for some k >= 1? */
        for (int d = 0; d < 6; d++)
          for (int k = 1; k <= 2 * BFS_R; k++)
            if (ts_hex_equal (ts_hex_add (a, ts_hex_scale (ts_hex_direction_vector (d), k)), b))
              found = d;
        g_assert_cmpint (ts_hex_direction_between (a, b), ==, found);
      }
  g_assert_cmpint (ts_hex_direction_between ((TsHex) { 1, 1 }, (TsHex) { 1, 1 }), ==, -1);
  g_assert_cmpint (ts_hex_direction_between ((TsHex) { 0, 0 }, (TsHex) { 2, 1 }), ==, -1);
  g_assert_cmpint (ts_hex_direction_between ((TsHex) { 0, 0 }, (TsHex) { -4, 4 }), ==, TS_HEX_SW);
}

/* Rotation */

static TsHex
rot_once (TsHex h)
{
  return (TsHex) { -h.r, h.q + h.r };
}

static void
test_rotate (void)
{
  TsHex region[3 * 8 * 9 + 1];
  int n = brute_force_region (8, region);
  TsHex centre = { 3, -5 };

  assert_hex (ts_hex_rotate ((TsHex) { 1, 0 }, 1), 0, 1);
  assert_hex (ts_hex_rotate ((TsHex) { 1, 0 }, -1), 1, -1);
  assert_hex (ts_hex_rotate ((TsHex) { 2, -1 }, 3), -2, 1);

  for (int i = 0; i < n; i++)
    {
      TsHex h = region[i], step = h;
      double x, y;

      /* rot^k against the formula applied k times, k = 0 … 12. */
      for (int k = 0; k <= 12; k++)
        {
          TsHex rk = ts_hex_rotate (h, k);

          g_assert_true (ts_hex_equal (rk, step));
          g_assert_cmpint (ts_hex_length (rk), ==, ts_hex_length (h));
          /* Negative k undoes, and equals 6 - k. */
          g_assert_true (ts_hex_equal (ts_hex_rotate (rk, -k), h));
          g_assert_true (ts_hex_equal (ts_hex_rotate (h, -k), ts_hex_rotate (h, 6 * 5 - k)));
          step = rot_once (step);
        }
      g_assert_true (ts_hex_equal (ts_hex_rotate (h, 6), h));
      g_assert_true (ts_hex_equal (ts_hex_rotate (h, -6), h));
      g_assert_true (ts_hex_equal (ts_hex_rotate (h, G_MININT), ts_hex_rotate (h, G_MININT % 6)));
      g_assert_true (ts_hex_equal (ts_hex_rotate (h, G_MAXINT), ts_hex_rotate (h, G_MAXINT % 6)));

      /* Clockwise on screen by 60°: with y downward that is the plain
       * rotation matrix of +60°. */
      ts_hex_to_pixel (h, 1.0, &x, &y);
      {
        double rx, ry;

        ts_hex_to_pixel (ts_hex_rotate (h, 1), 1.0, &rx, &ry);
        g_assert_cmpfloat_with_epsilon (rx, x * 0.5 - y * SQRT3 / 2, 1e-9);
        g_assert_cmpfloat_with_epsilon (ry, x * SQRT3 / 2 + y * 0.5, 1e-9);
      }

      /* About a centre: the centre stays, distances to it are kept. */
      for (int k = -7; k <= 7; k++)
        {
          TsHex hc = ts_hex_add (h, centre);
          TsHex rc = ts_hex_rotate_about (hc, centre, k);

          g_assert_cmpint (ts_hex_distance (rc, centre), ==, ts_hex_distance (hc, centre));
          g_assert_true (ts_hex_equal (ts_hex_sub (rc, centre), ts_hex_rotate (h, k)));
        }
    }
  g_assert_true (ts_hex_equal (ts_hex_rotate_about (centre, centre, 4), centre));
}

/* Rings, spirals and the index */

static gboolean
in_list (TsHex        h,
         const TsHex *list,
         int          n)
{
  for (int i = 0; i < n; i++)
    if (ts_hex_equal (h, list[i]))
      return TRUE;
  return FALSE;
}

static void
test_ring (void)
{
  TsHex centre = { -2, 4 };
  TsHex ring[6 * 9];

  for (int radius = 0; radius <= 9; radius++)
    {
      int expected = radius == 0 ? 1 : 6 * radius;
      int n = ts_hex_ring (centre, radius, ring, G_N_ELEMENTS (ring));

      g_assert_cmpint (n, ==, expected);
      /* Starts at centre + radius·E. */
      assert_hex (ring[0], centre.q + radius, centre.r);
      for (int i = 0; i < n; i++)
        {
          g_assert_cmpint (ts_hex_distance (ring[i], centre), ==, radius);
          g_assert_false (in_list (ring[i], ring, i));
          /* A closed walk of single steps. */
          if (radius > 0)
            g_assert_cmpint (ts_hex_distance (ring[i], ring[(i + 1) % n]), ==, 1);
        }
      /* The first step of a ring goes NW, as in the spec's numbering. */
      if (radius > 0)
        g_assert_true (ts_hex_equal (ring[1], ts_hex_neighbour (ring[0], TS_HEX_NW)));
    }

  /* Truncated output and no output. */
  g_assert_cmpint (ts_hex_ring (centre, 3, ring, 4), ==, 4);
  g_assert_cmpint (ts_hex_ring (centre, 3, NULL, 0), ==, 0);
  g_assert_cmpint (ts_hex_ring (centre, 0, NULL, 0), ==, 0);
}

static void
test_spiral (void)
{
  /* Spec §3.3: the 19 local coordinates of a board part, numbered #0…#18. */
  static const int part[19][2] = {
    { 0, 0 }, { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, 0 }, { -1, 1 }, { 0, 1 },
    { 2, 0 }, { 2, -1 }, { 2, -2 }, { 1, -2 }, { 0, -2 }, { -1, -1 }, { -2, 0 },
    { -2, 1 }, { -2, 2 }, { -1, 2 }, { 0, 2 }, { 1, 1 },
  };
  TsHex centre = { 5, -3 };
  TsHex spiral[3 * 8 * 9 + 1], region[3 * 8 * 9 + 1], part_hexes[19], cut[10];

  g_assert_cmpint (ts_hex_spiral ((TsHex) { 0, 0 }, 2, part_hexes, 19), ==, 19);
  for (int i = 0; i < 19; i++)
    assert_hex (part_hexes[i], part[i][0], part[i][1]);

  for (int radius = 0; radius <= 8; radius++)
    {
      int count = ts_hex_count_in_radius (radius);
      int n = ts_hex_spiral (centre, radius, spiral, G_N_ELEMENTS (spiral));
      int m = brute_force_region (radius, region);

      g_assert_cmpint (count, ==, 3 * radius * (radius + 1) + 1);
      g_assert_cmpint (n, ==, count);
      g_assert_cmpint (m, ==, count);
      assert_hex (spiral[0], centre.q, centre.r);
      /* Each hex of the region exactly once, rings in increasing order. */
      for (int i = 0; i < n; i++)
        {
          g_assert_false (in_list (spiral[i], spiral, i));
          g_assert_true (in_list (ts_hex_sub (spiral[i], centre), region, m));
          if (i > 0)
            g_assert_cmpint (ts_hex_distance (spiral[i - 1], centre), <=,
                             ts_hex_distance (spiral[i], centre));
        }
    }

  /* A short array receives the beginning of the same order. */
  g_assert_cmpint (ts_hex_spiral (centre, 8, cut, G_N_ELEMENTS (cut)), ==, 10);
  for (int i = 0; i < 10; i++)
    g_assert_true (ts_hex_equal (cut[i], spiral[i]));
  g_assert_cmpint (ts_hex_spiral (centre, 8, NULL, 0), ==, 0);
}

static void
test_index (void)
{
  TsHex region[3 * 7 * 8 + 1];
  TsHex spiral[3 * 6 * 7 + 1];

  ts_hex_spiral ((TsHex) { 0, 0 }, 6, spiral, G_N_ELEMENTS (spiral));
  for (int radius = 0; radius <= 6; radius++)
    {
      int count = ts_hex_count_in_radius (radius);
      gboolean seen[3 * 6 * 7 + 1] = { FALSE };
      int m = brute_force_region (radius + 1, region);

      g_assert_cmpint (count, ==, 3 * radius * (radius + 1) + 1);
      for (int i = 0; i < count; i++)
        {
          TsHex h = ts_hex_from_index_in_radius (i, radius);

          g_assert_cmpint (ts_hex_length (h), <=, radius);
          g_assert_cmpint (ts_hex_index_in_radius (h, radius), ==, i);
          /* The index is the spiral position, whatever the radius. */
          g_assert_true (ts_hex_equal (h, spiral[i]));
          g_assert_cmpint (ts_hex_index_in_radius (h, 6), ==, i);
        }
      /* Every hex inside gets a distinct index in range; outside gets -1. */
      for (int j = 0; j < m; j++)
        {
          int i = ts_hex_index_in_radius (region[j], radius);

          if (ts_hex_length (region[j]) > radius)
            {
              g_assert_cmpint (i, ==, -1);
              continue;
            }
          g_assert_cmpint (i, >=, 0);
          g_assert_cmpint (i, <, count);
          g_assert_false (seen[i]);
          seen[i] = TRUE;
          g_assert_true (ts_hex_equal (ts_hex_from_index_in_radius (i, radius), region[j]));
        }
    }

  /* Far out, where the square root has to be right. */
  for (int i = ts_hex_count_in_radius (TS_HEX_RADIUS_MAX) - 20000;
       i < ts_hex_count_in_radius (TS_HEX_RADIUS_MAX); i++)
    g_assert_cmpint (ts_hex_index_in_radius (ts_hex_from_index_in_radius (i, TS_HEX_RADIUS_MAX),
                                             TS_HEX_RADIUS_MAX), ==, i);
  g_assert_cmpint (ts_hex_index_in_radius ((TsHex) { 1001, 0 }, TS_HEX_RADIUS_MAX), ==, -1);
}

/* Lines */

static gboolean
within_radius (TsHex    h,
               gpointer user_data)
{
  return ts_hex_length (h) <= GPOINTER_TO_INT (user_data);
}

/* The Trehgrannik board (spec §3.4): part Z at (0,0) and six outer parts
 * of radius 2; every arrangement covers the same positions. */
typedef struct
{
  TsHex hexes[7 * 19];
  int   n;
  int   calls;
} Board;

static void
board_init (Board *board)
{
  static const TsHex centres[7] = {
    { 0, 0 }, { 3, -5 }, { 5, -2 }, { 2, 3 }, { -3, 5 }, { -5, 2 }, { -2, -3 },
  };

  board->n = 0;
  board->calls = 0;
  for (int p = 0; p < 7; p++)
    board->n += ts_hex_spiral (centres[p], 2, board->hexes + board->n, 19);
}

static gboolean
on_board (TsHex    h,
          gpointer user_data)
{
  Board *board = user_data;

  board->calls++;
  return in_list (h, board->hexes, board->n);
}

static void
test_line (void)
{
  TsHex region[3 * 4 * 5 + 1];
  TsHex line[32];
  int n = brute_force_region (4, region);
  Board board;
  TsHex far;

  for (int i = 0; i < n; i++)
    for (int d = 0; d < 6; d++)
      {
        TsHex h = region[i];
        int len = ts_hex_line (h, d, within_radius, GINT_TO_POINTER (4), line, G_N_ELEMENTS (line));
        int expected = 0;

        while (ts_hex_length (ts_hex_add (h, ts_hex_scale (ts_hex_direction_vector (d), expected + 1))) <= 4)
          expected++;
        g_assert_cmpint (len, ==, expected);
        for (int k = 0; k < len; k++)
          {
            g_assert_true (ts_hex_equal (line[k], ts_hex_add (h, ts_hex_scale (ts_hex_direction_vector (d), k + 1))));
            g_assert_cmpint (ts_hex_direction_between (h, line[k]), ==, d);
            g_assert_cmpint (ts_hex_distance (h, line[k]), ==, k + 1);
          }
        /* The line ends at the boundary: the next hex is off the board. */
        far = len > 0 ? line[len - 1] : h;
        g_assert_false (within_radius (ts_hex_neighbour (far, d), GINT_TO_POINTER (4)));
      }

  /* MAX_OUT bounds the walk, even on an endless board. */
  g_assert_cmpint (ts_hex_line ((TsHex) { 0, 0 }, TS_HEX_E, within_radius,
                                GINT_TO_POINTER (G_MAXINT), line, 5), ==, 5);
  assert_hex (line[4], 5, 0);
  g_assert_cmpint (ts_hex_line ((TsHex) { 0, 0 }, TS_HEX_E, within_radius,
                                GINT_TO_POINTER (9), NULL, 0), ==, 0);

  /* On the Trehgrannik board, from the landing pad every direction reaches
   * an edge hex 5 steps away (spec §3.5, §3.6); the predicate sees the
   * caller's data and is asked once past the end. */
  board_init (&board);
  for (int d = 0; d < 6; d++)
    {
      board.calls = 0;
      g_assert_cmpint (ts_hex_line ((TsHex) { 0, 0 }, d, on_board, &board, line, G_N_ELEMENTS (line)), ==, 5);
      g_assert_cmpint (board.calls, ==, 6);
    }
  /* Row r = 0 runs from q = -5 to 5; from its west end eastward: 10 hexes. */
  g_assert_cmpint (ts_hex_line ((TsHex) { -5, 0 }, TS_HEX_E, on_board, &board, line, G_N_ELEMENTS (line)), ==, 10);
  assert_hex (line[9], 5, 0);
}

static void
test_board_shape (void)
{
  /* Spec §3.6, the 42 edge hexes. */
  static const int edge[42][2] = {
    { 3, -7 }, { 4, -7 }, { 5, -7 }, { 2, -6 }, { 5, -6 }, { -2, -5 }, { -1, -5 },
    { 0, -5 }, { 1, -5 }, { 5, -5 }, { -3, -4 }, { 5, -4 }, { 6, -4 }, { 7, -4 },
    { -4, -3 }, { 7, -3 }, { -4, -2 }, { 7, -2 }, { -4, -1 }, { 6, -1 }, { -5, 0 },
    { 5, 0 }, { -6, 1 }, { 4, 1 }, { -7, 2 }, { 4, 2 }, { -7, 3 }, { 4, 3 },
    { -7, 4 }, { -6, 4 }, { -5, 4 }, { 3, 4 }, { -5, 5 }, { -1, 5 }, { 0, 5 },
    { 1, 5 }, { 2, 5 }, { -5, 6 }, { -2, 6 }, { -5, 7 }, { -4, 7 }, { -3, 7 },
  };
  Board board;
  int edges = 0, max_length = 0;

  board_init (&board);
  g_assert_cmpint (board.n, ==, 133);
  for (int i = 0; i < board.n; i++)
    {
      TsHex h = board.hexes[i];
      gboolean is_edge = FALSE;

      g_assert_false (in_list (h, board.hexes, i));
      max_length = MAX (max_length, ts_hex_length (h));
      for (int d = 0; d < 6; d++)
        is_edge |= !in_list (ts_hex_neighbour (h, d), board.hexes, board.n);
      if (is_edge)
        {
          gboolean listed = FALSE;

          for (int e = 0; e < 42; e++)
            listed |= ts_hex_equal (h, (TsHex) { edge[e][0], edge[e][1] });
          g_assert_true (listed);
          edges++;
        }
      /* Turning the board about the pad maps it onto itself (§3.4). */
      g_assert_true (in_list (ts_hex_rotate (h, 1), board.hexes, board.n));
      g_assert_cmpint (ts_hex_index_in_radius (h, 7), >=, 0);
    }
  g_assert_cmpint (edges, ==, 42);
  /* The board needs a radius-7 index (169 slots), not radius 6. */
  g_assert_cmpint (max_length, ==, 7);
}

/* Pixels */

static void
test_pixel (void)
{
  static const double sizes[] = { 1.0, 10.0, 27.5, 64.0 };
  TsHex region[3 * 8 * 9 + 1];
  int n = brute_force_region (8, region);
  TsRng rng;
  double x, y;

  ts_hex_to_pixel ((TsHex) { 3, -1 }, 2.0, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 2.0 * SQRT3 * 2.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, -3.0, 1e-9);

  ts_rng_init (&rng, 77);
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      double size = sizes[s];
      double inradius = size * SQRT3 / 2;

      for (int i = 0; i < n; i++)
        {
          TsHex h = region[i];

          ts_hex_to_pixel (h, size, &x, &y);
          g_assert_true (ts_hex_equal (ts_hex_from_pixel (x, y, size), h));

          /* Anywhere in the inscribed circle, shrunk a little. */
          for (int k = 0; k < 12; k++)
            {
              double a = ts_rng_double (&rng) * 2 * G_PI;
              double t = 0.98 * inradius * ts_rng_double (&rng);

              g_assert_true (ts_hex_equal (ts_hex_from_pixel (x + t * cos (a), y + t * sin (a), size), h));
            }

          for (int d = 0; d < 6; d++)
            {
              TsHex nb = ts_hex_neighbour (h, d);
              double nx, ny, mx, my, ux, uy, cx0, cy0, cx1, cy1;
              double eps = 1e-6 * size;

              ts_hex_to_pixel (nb, size, &nx, &ny);
              mx = (x + nx) / 2;
              my = (y + ny) / 2;
              ux = (nx - x) / (2 * inradius);
              uy = (ny - y) / (2 * inradius);
              /* Just before the edge midpoint: this hex; just past: the
               * neighbour. */
              g_assert_true (ts_hex_equal (ts_hex_from_pixel (mx - eps * ux, my - eps * uy, size), h));
              g_assert_true (ts_hex_equal (ts_hex_from_pixel (mx + eps * ux, my + eps * uy, size), nb));

              /* The edge towards d joins corners d and d + 1, and each
               * corner pulled slightly inward is still in this hex. */
              ts_hex_corner_offset (size, d, &cx0, &cy0);
              ts_hex_corner_offset (size, d + 1, &cx1, &cy1);
              g_assert_cmpfloat_with_epsilon (hypot (cx0, cy0), size, 1e-9 * size);
              g_assert_cmpfloat_with_epsilon ((cx0 + cx1) / 2, mx - x, 1e-9 * size);
              g_assert_cmpfloat_with_epsilon ((cy0 + cy1) / 2, my - y, 1e-9 * size);
              g_assert_true (ts_hex_equal (ts_hex_from_pixel (x + 0.99 * cx0, y + 0.99 * cy0, size), h));
            }
        }

      /* Random points go to the hex with the nearest centre (the cells of
       * a hex grid are the Voronoi cells of the centres). */
      for (int k = 0; k < 5000; k++)
        {
          double px = (ts_rng_double (&rng) - 0.5) * 30 * size;
          double py = (ts_rng_double (&rng) - 0.5) * 30 * size;
          TsHex h = ts_hex_from_pixel (px, py, size);
          double hx, hy;

          ts_hex_to_pixel (h, size, &hx, &hy);
          for (int d = 0; d < 6; d++)
            {
              double nx, ny;

              ts_hex_to_pixel (ts_hex_neighbour (h, d), size, &nx, &ny);
              g_assert_cmpfloat (hypot (px - hx, py - hy), <=, hypot (px - nx, py - ny) + 1e-9 * size);
            }
        }
    }

  /* Nonsense in, something bounded out, and no trap under UBSan. */
  (void) ts_hex_from_pixel (NAN, 1.0, 10.0);
  (void) ts_hex_from_pixel (1e300, -1e300, 10.0);
  (void) ts_hex_from_pixel (INFINITY, -INFINITY, 1.0);
}

/* Text */

static void
test_string_round_trip (void)
{
  TsHex region[3 * 8 * 9 + 1];
  int n = brute_force_region (8, region);
  static const TsHex extremes[] = {
    { TS_HEX_TEXT_MAX, -TS_HEX_TEXT_MAX }, { -TS_HEX_TEXT_MAX, TS_HEX_TEXT_MAX }, { 0, 0 }, { 10, -100 },
  };
  const char *end = NULL;
  TsHex h;
  char *s;

  s = ts_hex_to_string ((TsHex) { 3, -1 });
  g_assert_cmpstr (s, ==, "3,-1");
  g_free (s);

  for (int i = 0; i < n + (int) G_N_ELEMENTS (extremes); i++)
    {
      TsHex want = i < n ? region[i] : extremes[i - n];

      s = ts_hex_to_string (want);
      g_assert_true (ts_hex_from_string (s, &h, NULL));
      g_assert_true (ts_hex_equal (h, want));
      g_free (s);
    }

  /* With END the rest is left for the caller. */
  g_assert_true (ts_hex_from_string ("-12,7 rot2", &h, &end));
  assert_hex (h, -12, 7);
  g_assert_cmpstr (end, ==, " rot2");
  g_assert_true (ts_hex_from_string ("0,-1000", &h, &end));
  assert_hex (h, 0, -1000);
  g_assert_cmpstr (end, ==, "");
}

static void
test_string_rejects (void)
{
  static const char *bad[] = {
    "", "1", "1,", ",1", "a,b", "1, 2", " 1,2", "1 ,2", "1,2 ", "1,2x",
    "99999999999,0", "0,99999999999", "1001,0", "0,-1001", "+1,2", "1,+2",
    "-,1", "--1,2", "1,,2", "1;2", "-0,1", "1,-0", "01,2", "1,007", "1.0,2",
    "1,2,3", "\xc2\xb9,2",
  };
  const char *end;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      TsHex h = { 42, 43 };

      if (ts_hex_from_string (bad[i], &h, NULL))
        g_error ("accepted \"%s\"", bad[i]);
      /* A refusal leaves the hex alone. */
      assert_hex (h, 42, 43);
    }

  /* With END trailing text is the caller's, but the hex itself is still
   * strict. */
  g_assert_true (ts_hex_from_string ("1,2 ", (TsHex[1]) { 0 }, &end));
  g_assert_cmpstr (end, ==, " ");
  g_assert_false (ts_hex_from_string ("1, 2", (TsHex[1]) { 0 }, &end));
  g_assert_false (ts_hex_from_string ("1,", (TsHex[1]) { 0 }, &end));
  g_assert_false (ts_hex_from_string ("1001,0", (TsHex[1]) { 0 }, &end));
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/hex/directions", test_directions);
  g_test_add_func ("/hex/distance", test_distance);
  g_test_add_func ("/hex/direction-between", test_direction_between);
  g_test_add_func ("/hex/rotate", test_rotate);
  g_test_add_func ("/hex/ring", test_ring);
  g_test_add_func ("/hex/spiral", test_spiral);
  g_test_add_func ("/hex/index", test_index);
  g_test_add_func ("/hex/line", test_line);
  g_test_add_func ("/hex/board-shape", test_board_shape);
  g_test_add_func ("/hex/pixel", test_pixel);
  g_test_add_func ("/hex/string/round-trip", test_string_round_trip);
  g_test_add_func ("/hex/string/rejects", test_string_rejects);

  return g_test_run ();
}
