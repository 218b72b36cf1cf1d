/* network-data.c — the board of Network (spec §2.2) and its incidence
 * tables (§3)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tables are computed once from the spec's board and read-only after:
 * every game shares them, so the state the search copies holds none of
 * them.
 */
#include <string.h>

#include "network-game.h"
#include "network-private.h"

/* Spec §2.2, rows 0 → 6. */
static const char board_text[NW_N_SQUARES][3] = {
  "B1", "G3", "R1", "G2", "R1", "B2", "R3",
  "Y2", "T-", "Y2", "B2", "G3", "T-", "G1",
  "B3", "G1", "R3", "G2", "Y1", "B2", "Y3",
  "R2", "Y2", "B2", "V-", "R2", "G2", "B2",
  "G3", "R2", "G1", "Y2", "B3", "Y1", "R3",
  "Y1", "T-", "Y3", "R2", "G2", "T-", "G2",
  "B3", "R2", "B1", "Y2", "B1", "Y3", "R1",
};

/* Written only by tables_build (), under g_once; everyone else reads
 * through the const pointer. */
static NwTables tables;
const NwTables *const nw_tables = &tables;

static int
square_index (int c,
              int r)
{
  if (c < 0 || c >= NW_SIZE || r < 0 || r >= NW_SIZE)
    return NW_NONE;
  return r * NW_SIZE + c;
}

static int
corner_index (int i,
              int j)
{
  if (i < 0 || i > NW_SIZE || j < 0 || j > NW_SIZE)
    return NW_NONE;
  return j * (NW_SIZE + 1) + i;
}

static int
h_edge_index (int i,
              int j)
{
  if (i < 0 || i >= NW_SIZE || j < 0 || j > NW_SIZE)
    return NW_NONE;
  return j * NW_SIZE + i;
}

static int
v_edge_index (int i,
              int j)
{
  if (i < 0 || i > NW_SIZE || j < 0 || j >= NW_SIZE)
    return NW_NONE;
  return NW_N_H_EDGES + j * (NW_SIZE + 1) + i;
}

void
nw_edge_coords (int       edge,
                gboolean *horizontal,
                int      *i,
                int      *j)
{
  if (edge < NW_N_H_EDGES)
    {
      *horizontal = TRUE;
      *i = edge % NW_SIZE;
      *j = edge / NW_SIZE;
    }
  else
    {
      *horizontal = FALSE;
      *i = (edge - NW_N_H_EDGES) % (NW_SIZE + 1);
      *j = (edge - NW_N_H_EDGES) / (NW_SIZE + 1);
    }
}

static void
tables_build (void)
{
  NwTables *t = &tables;

  memset (t, 0, sizeof *t);
  for (int s = 0; s < NW_N_SQUARES; s++)
    {
      int c = s % NW_SIZE, r = s / NW_SIZE;

      switch (board_text[s][0])
        {
        case 'R': t->square_type[s] = NW_SQUARE_RED; break;
        case 'Y': t->square_type[s] = NW_SQUARE_YELLOW; break;
        case 'G': t->square_type[s] = NW_SQUARE_GREEN; break;
        case 'B': t->square_type[s] = NW_SQUARE_BLUE; break;
        case 'V': t->square_type[s] = NW_SQUARE_VACANT; break;
        default: t->square_type[s] = NW_SQUARE_POST; break;
        }
      t->square_limit[s] = board_text[s][1] == '-' ? 0 : board_text[s][1] - '0';
      t->square_corners[s][0] = corner_index (c, r);
      t->square_corners[s][1] = corner_index (c + 1, r);
      t->square_corners[s][2] = corner_index (c, r + 1);
      t->square_corners[s][3] = corner_index (c + 1, r + 1);
      t->square_edges[s][0] = h_edge_index (c, r);
      t->square_edges[s][1] = h_edge_index (c, r + 1);
      t->square_edges[s][2] = v_edge_index (c, r);
      t->square_edges[s][3] = v_edge_index (c + 1, r);
    }

  for (int k = 0; k < NW_N_CORNERS; k++)
    {
      int i = k % (NW_SIZE + 1), j = k / (NW_SIZE + 1);
      int sq[4] = { square_index (i - 1, j - 1), square_index (i, j - 1),
                    square_index (i - 1, j), square_index (i, j) };
      int ed[4] = { h_edge_index (i - 1, j), h_edge_index (i, j),
                    v_edge_index (i, j - 1), v_edge_index (i, j) };

      memset (t->corner_squares[k], NW_NONE, 4);
      memset (t->corner_edges[k], NW_NONE, 4);
      t->corner_post[k] = NW_NONE;
      for (int n = 0; n < 4; n++)
        {
          if (sq[n] != NW_NONE)
            {
              t->corner_squares[k][t->corner_n_squares[k]++] = sq[n];
              if (t->square_type[sq[n]] == NW_SQUARE_POST)
                t->corner_post[k] = sq[n];
            }
          if (ed[n] != NW_NONE)
            t->corner_edges[k][t->corner_n_edges[k]++] = ed[n];
        }
    }

  for (int e = 0; e < NW_N_EDGES; e++)
    {
      gboolean h;
      int i, j, sq[2];

      nw_edge_coords (e, &h, &i, &j);
      if (h)
        {
          sq[0] = square_index (i, j - 1);
          sq[1] = square_index (i, j);
          t->edge_corners[e][0] = corner_index (i, j);
          t->edge_corners[e][1] = corner_index (i + 1, j);
        }
      else
        {
          sq[0] = square_index (i - 1, j);
          sq[1] = square_index (i, j);
          t->edge_corners[e][0] = corner_index (i, j);
          t->edge_corners[e][1] = corner_index (i, j + 1);
        }
      memset (t->edge_squares[e], NW_NONE, 2);
      for (int n = 0; n < 2; n++)
        if (sq[n] != NW_NONE)
          t->edge_squares[e][t->edge_n_squares[e]++] = sq[n];
    }

  {
    int n = 0;

    for (int s = 0; s < NW_N_SQUARES; s++)
      t->post_index[s] = t->square_type[s] == NW_SQUARE_POST ? n++ : NW_NONE;
    g_assert (n == NW_N_POSTS);
  }
}

void
nw_tables_init (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      tables_build ();
      g_once_init_leave (&done, 1);
    }
}

NwSquareType
nw_square_type (int square)
{
  g_return_val_if_fail (square >= 0 && square < NW_N_SQUARES, NW_SQUARE_VACANT);
  nw_tables_init ();
  return nw_tables->square_type[square];
}

guint
nw_square_limit (int square)
{
  g_return_val_if_fail (square >= 0 && square < NW_N_SQUARES, 0);
  nw_tables_init ();
  return nw_tables->square_limit[square];
}

int
nw_square_at (int c,
              int r)
{
  return square_index (c, r);
}

int
nw_corner_at (int i,
              int j)
{
  return corner_index (i, j);
}

int
nw_h_edge (int i,
           int j)
{
  return h_edge_index (i, j);
}

int
nw_v_edge (int i,
           int j)
{
  return v_edge_index (i, j);
}

guint
nw_corner_squares (int corner,
                   int squares[4])
{
  g_return_val_if_fail (corner >= 0 && corner < NW_N_CORNERS, 0);
  nw_tables_init ();
  for (guint n = 0; n < nw_tables->corner_n_squares[corner]; n++)
    squares[n] = nw_tables->corner_squares[corner][n];
  return nw_tables->corner_n_squares[corner];
}

guint
nw_edge_squares (int edge,
                 int squares[2])
{
  g_return_val_if_fail (edge >= 0 && edge < NW_N_EDGES, 0);
  nw_tables_init ();
  for (guint n = 0; n < nw_tables->edge_n_squares[edge]; n++)
    squares[n] = nw_tables->edge_squares[edge][n];
  return nw_tables->edge_n_squares[edge];
}

guint
nw_corner_edges (int corner,
                 int edges[4])
{
  g_return_val_if_fail (corner >= 0 && corner < NW_N_CORNERS, 0);
  nw_tables_init ();
  for (guint n = 0; n < nw_tables->corner_n_edges[corner]; n++)
    edges[n] = nw_tables->corner_edges[corner][n];
  return nw_tables->corner_n_edges[corner];
}

void
nw_edge_corners (int edge,
                 int corners[2])
{
  g_return_if_fail (edge >= 0 && edge < NW_N_EDGES);
  nw_tables_init ();
  corners[0] = nw_tables->edge_corners[edge][0];
  corners[1] = nw_tables->edge_corners[edge][1];
}

void
nw_square_corners (int square,
                   int corners[4])
{
  g_return_if_fail (square >= 0 && square < NW_N_SQUARES);
  nw_tables_init ();
  for (int n = 0; n < 4; n++)
    corners[n] = nw_tables->square_corners[square][n];
}

void
nw_square_edges (int square,
                 int edges[4])
{
  g_return_if_fail (square >= 0 && square < NW_N_SQUARES);
  nw_tables_init ();
  for (int n = 0; n < 4; n++)
    edges[n] = nw_tables->square_edges[square][n];
}

gboolean
nw_corner_on_boundary (int corner)
{
  int i, j;

  g_return_val_if_fail (corner >= 0 && corner < NW_N_CORNERS, FALSE);
  i = corner % (NW_SIZE + 1);
  j = corner / (NW_SIZE + 1);
  return i == 0 || j == 0 || i == NW_SIZE || j == NW_SIZE;
}
