/* network-game.c — the rules of Network (spec /shared/rules/network.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "ts-text.h"
#include "network-game.h"
#include "network-private.h"

G_DEFINE_FINAL_TYPE (TsNetworkGame, ts_network_game, TS_TYPE_GAME)

static const char * const rules_choices[] = { "standard", "simplified", NULL };
static const char * const rules_labels[] = {
  N_("Standard"),
  N_("Simplified first game (no trading posts)"),
  NULL
};
/* R21: the simplified first game. */
static const TsGameOption options[] = {
  { "rules", N_("Rules"), NULL, TS_OPTION_CHOICE, 0, 0, 0, rules_choices, rules_labels },
  { NULL, },
};
static const char * const default_colours[] = { "orange", "purple", NULL };

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

static const char colour_letters[NW_N_COLOURS] = { 'R', 'Y', 'G', 'B' };

/* ------------------------------------------------------------------ */
/* Geometry (§3)                                                       */

NwTables nw_tables;

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

static void
edge_coords (int       edge,
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
  NwTables *t = &nw_tables;

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

      edge_coords (e, &h, &i, &j);
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
  return nw_tables.square_type[square];
}

guint
nw_square_limit (int square)
{
  g_return_val_if_fail (square >= 0 && square < NW_N_SQUARES, 0);
  nw_tables_init ();
  return nw_tables.square_limit[square];
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
  for (guint n = 0; n < nw_tables.corner_n_squares[corner]; n++)
    squares[n] = nw_tables.corner_squares[corner][n];
  return nw_tables.corner_n_squares[corner];
}

guint
nw_edge_squares (int edge,
                 int squares[2])
{
  g_return_val_if_fail (edge >= 0 && edge < NW_N_EDGES, 0);
  nw_tables_init ();
  for (guint n = 0; n < nw_tables.edge_n_squares[edge]; n++)
    squares[n] = nw_tables.edge_squares[edge][n];
  return nw_tables.edge_n_squares[edge];
}

guint
nw_corner_edges (int corner,
                 int edges[4])
{
  g_return_val_if_fail (corner >= 0 && corner < NW_N_CORNERS, 0);
  nw_tables_init ();
  for (guint n = 0; n < nw_tables.corner_n_edges[corner]; n++)
    edges[n] = nw_tables.corner_edges[corner][n];
  return nw_tables.corner_n_edges[corner];
}

void
nw_edge_corners (int edge,
                 int corners[2])
{
  g_return_if_fail (edge >= 0 && edge < NW_N_EDGES);
  nw_tables_init ();
  corners[0] = nw_tables.edge_corners[edge][0];
  corners[1] = nw_tables.edge_corners[edge][1];
}

void
nw_square_corners (int square,
                   int corners[4])
{
  g_return_if_fail (square >= 0 && square < NW_N_SQUARES);
  nw_tables_init ();
  for (int n = 0; n < 4; n++)
    corners[n] = nw_tables.square_corners[square][n];
}

void
nw_square_edges (int square,
                 int edges[4])
{
  g_return_if_fail (square >= 0 && square < NW_N_SQUARES);
  nw_tables_init ();
  for (int n = 0; n < 4; n++)
    edges[n] = nw_tables.square_edges[square][n];
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

char *
nw_corner_to_string (int corner)
{
  g_return_val_if_fail (corner >= 0 && corner < NW_N_CORNERS, NULL);
  return g_strdup_printf ("%d,%d", corner % (NW_SIZE + 1), corner / (NW_SIZE + 1));
}

char *
nw_edge_to_string (int edge)
{
  gboolean h;
  int i, j;

  g_return_val_if_fail (edge >= 0 && edge < NW_N_EDGES, NULL);
  edge_coords (edge, &h, &i, &j);
  return g_strdup_printf ("%c%d,%d", h ? 'H' : 'V', i, j);
}

/* "I,J" with single digits 0–9; the callers check the range. */
static gboolean
parse_pair (const char *text,
            int        *a,
            int        *b)
{
  if (text == NULL || strlen (text) != 3 || !g_ascii_isdigit (text[0]) ||
      text[1] != ',' || !g_ascii_isdigit (text[2]))
    return FALSE;
  *a = text[0] - '0';
  *b = text[2] - '0';
  return TRUE;
}

gboolean
nw_corner_parse (const char *text,
                 int        *corner)
{
  int i, j, k;

  if (!parse_pair (text, &i, &j) || (k = corner_index (i, j)) == NW_NONE)
    return FALSE;
  *corner = k;
  return TRUE;
}

gboolean
nw_edge_parse (const char *text,
               int        *edge)
{
  int i, j, e;

  if (text == NULL || (text[0] != 'H' && text[0] != 'V') || !parse_pair (text + 1, &i, &j))
    return FALSE;
  e = text[0] == 'H' ? h_edge_index (i, j) : v_edge_index (i, j);
  if (e == NW_NONE)
    return FALSE;
  *edge = e;
  return TRUE;
}

static gboolean
square_parse (const char *text,
              int        *square)
{
  int c, r, s;

  if (!parse_pair (text, &c, &r) || (s = square_index (c, r)) == NW_NONE)
    return FALSE;
  *square = s;
  return TRUE;
}

static int
colour_from_letter (char letter)
{
  for (int c = 0; c < NW_N_COLOURS; c++)
    if (colour_letters[c] == letter)
      return c;
  return NW_NONE;
}

/* ------------------------------------------------------------------ */
/* Derived facts                                                       */

static inline gboolean
is_resource (int square)
{
  return nw_tables.square_type[square] <= NW_SQUARE_BLUE;
}

guint
nw_state_square_nodes (const NwState *st,
                       int            square)
{
  guint n = 0;

  for (int k = 0; k < 4; k++)
    n += st->corner[nw_tables.square_corners[square][k]] != TS_SEAT_NONE;
  return n;
}

static gboolean
square_exhausted (const NwState *st,
                  int            square)
{
  return is_resource (square) && st->captured[square] == TS_SEAT_NONE &&
         nw_state_square_nodes (st, square) > nw_tables.square_limit[square];
}

gboolean
nw_state_square_pays (const NwState *st,
                      int            square,
                      int            seat)
{
  if (!is_resource (square))
    return FALSE;
  if (st->captured[square] != TS_SEAT_NONE)
    return st->captured[square] == seat;
  return nw_state_square_nodes (st, square) <= nw_tables.square_limit[square];
}

void
nw_state_corner_income (const NwState *st,
                        int            seat,
                        int            corner,
                        guint          cubes[NW_N_COLOURS])
{
  for (guint n = 0; n < nw_tables.corner_n_squares[corner]; n++)
    {
      int sq = nw_tables.corner_squares[corner][n];

      if (nw_state_square_pays (st, sq, seat))
        cubes[nw_tables.square_type[sq]]++;
    }
}

gboolean
nw_state_edge_closed (const NwState *st,
                      int            edge,
                      int            seat)
{
  int other = nw_other (seat);

  return nw_tables.edge_n_squares[edge] == 2 &&
         st->captured[nw_tables.edge_squares[edge][0]] == other &&
         st->captured[nw_tables.edge_squares[edge][1]] == other;
}

gboolean
nw_state_corner_closed (const NwState *st,
                        int            corner,
                        int            seat)
{
  int other = nw_other (seat);

  if (nw_tables.corner_n_squares[corner] != 4)
    return FALSE;
  for (int n = 0; n < 4; n++)
    if (st->captured[nw_tables.corner_squares[corner][n]] != other)
      return FALSE;
  return TRUE;
}

static gboolean
corner_has_branch_of (const NwState *st,
                      int            corner,
                      int            seat)
{
  for (guint n = 0; n < nw_tables.corner_n_edges[corner]; n++)
    if (st->edge[nw_tables.corner_edges[corner][n]] == seat)
      return TRUE;
  return FALSE;
}

gboolean
nw_state_branch_place_ok (const NwState *st,
                          int            seat,
                          int            edge)
{
  if (st->edge[edge] != TS_SEAT_NONE || nw_state_edge_closed (st, edge, seat))
    return FALSE;
  return corner_has_branch_of (st, nw_tables.edge_corners[edge][0], seat) ||
         corner_has_branch_of (st, nw_tables.edge_corners[edge][1], seat);
}

gboolean
nw_state_node_place_ok (const NwState *st,
                        int            seat,
                        int            corner)
{
  return st->corner[corner] == TS_SEAT_NONE &&
         !nw_state_corner_closed (st, corner, seat) &&
         corner_has_branch_of (st, corner, seat);
}

/* The largest group of SEAT's branches connected through shared corners
 * (§3.3), counting EXTRA (an empty edge, or NW_NONE) as SEAT's too. */
static guint
largest_network (const NwState *st,
                 int            seat,
                 int            extra)
{
  gboolean seen[NW_N_EDGES] = { FALSE, };
  int stack[NW_N_EDGES];
  guint best = 0;

  for (int e = 0; e < NW_N_EDGES; e++)
    {
      guint size = 0;
      int n = 0;

      if (seen[e] || (st->edge[e] != seat && e != extra))
        continue;
      seen[e] = TRUE;
      stack[n++] = e;
      while (n > 0)
        {
          int cur = stack[--n];

          size++;
          for (int end = 0; end < 2; end++)
            {
              int k = nw_tables.edge_corners[cur][end];

              for (guint m = 0; m < nw_tables.corner_n_edges[k]; m++)
                {
                  int next = nw_tables.corner_edges[k][m];

                  if (!seen[next] && (st->edge[next] == seat || next == extra))
                    {
                      seen[next] = TRUE;
                      stack[n++] = next;
                    }
                }
            }
        }
      best = MAX (best, size);
    }
  return best;
}

guint
nw_state_largest_with (const NwState *st,
                       int            seat,
                       int            edge)
{
  return largest_network (st, seat, edge);
}

/* R15 for SEAT: captures every enclosure (§3.4) with no opponent piece on
 * an inner edge or an inner corner. */
static void
update_captures (NwState *st,
                 int      seat)
{
  gboolean outside[NW_N_SQUARES] = { FALSE, };
  int comp[NW_N_SQUARES];
  int stack[NW_N_SQUARES];
  int n = 0, n_comp = 0;
  int other = nw_other (seat);

  /* Flood fill from Outside through the border edges without a SEAT
   * branch, then between squares. */
  for (int s = 0; s < NW_N_SQUARES; s++)
    for (int k = 0; k < 4; k++)
      {
        int e = nw_tables.square_edges[s][k];

        if (nw_tables.edge_n_squares[e] == 1 && st->edge[e] != seat && !outside[s])
          {
            outside[s] = TRUE;
            stack[n++] = s;
          }
      }
  while (n > 0)
    {
      int s = stack[--n];

      for (int k = 0; k < 4; k++)
        {
          int e = nw_tables.square_edges[s][k];

          if (nw_tables.edge_n_squares[e] == 2 && st->edge[e] != seat)
            {
              int t = nw_tables.edge_squares[e][0] == s ? nw_tables.edge_squares[e][1]
                                                        : nw_tables.edge_squares[e][0];

              if (!outside[t])
                {
                  outside[t] = TRUE;
                  stack[n++] = t;
                }
            }
        }
    }

  /* The enclosures: groups of the remaining squares. */
  for (int s = 0; s < NW_N_SQUARES; s++)
    comp[s] = -1;
  for (int s0 = 0; s0 < NW_N_SQUARES; s0++)
    {
      gboolean clean = TRUE;
      int members[NW_N_SQUARES];
      int n_members = 0;

      if (outside[s0] || comp[s0] >= 0)
        continue;
      comp[s0] = n_comp;
      stack[n++] = s0;
      while (n > 0)
        {
          int s = stack[--n];

          members[n_members++] = s;
          for (int k = 0; k < 4; k++)
            {
              int e = nw_tables.square_edges[s][k];

              if (nw_tables.edge_n_squares[e] == 2 && st->edge[e] != seat)
                {
                  int t = nw_tables.edge_squares[e][0] == s ? nw_tables.edge_squares[e][1]
                                                            : nw_tables.edge_squares[e][0];

                  if (comp[t] < 0)
                    {
                      comp[t] = n_comp;
                      stack[n++] = t;
                    }
                }
            }
        }

      /* Inner edges and inner corners (§3.4). */
      for (int m = 0; m < n_members && clean; m++)
        {
          int s = members[m];

          for (int k = 0; k < 4 && clean; k++)
            {
              int e = nw_tables.square_edges[s][k];

              if (nw_tables.edge_n_squares[e] == 2 && st->edge[e] == other &&
                  comp[nw_tables.edge_squares[e][0]] == n_comp &&
                  comp[nw_tables.edge_squares[e][1]] == n_comp)
                clean = FALSE;
            }
          for (int k = 0; k < 4 && clean; k++)
            {
              int c = nw_tables.square_corners[s][k];
              gboolean inner = nw_tables.corner_n_squares[c] == 4;

              if (st->corner[c] != other)
                continue;
              for (int q = 0; q < 4 && inner; q++)
                inner = comp[nw_tables.corner_squares[c][q]] == n_comp;
              if (inner)
                clean = FALSE;
            }
        }

      if (clean)
        for (int m = 0; m < n_members; m++)
          if (st->captured[members[m]] == TS_SEAT_NONE)
            st->captured[members[m]] = (gint8) seat;
      n_comp++;
    }
}

/* Recomputes the derived fields. */
static void
update_derived (NwState *st)
{
  for (int seat = 0; seat < NW_N_SEATS; seat++)
    {
      st->n_nodes[seat] = 0;
      st->n_captured[seat] = 0;
    }
  for (int k = 0; k < NW_N_CORNERS; k++)
    if (st->corner[k] >= 0)
      st->n_nodes[st->corner[k]]++;
  for (int s = 0; s < NW_N_SQUARES; s++)
    if (st->captured[s] >= 0)
      st->n_captured[st->captured[s]]++;
  for (int seat = 0; seat < NW_N_SEATS; seat++)
    st->largest[seat] = (guint8) largest_network (st, seat, NW_NONE);
}

static void
nw_state_score_parts (const NwState *st,
                      int            seat,
                      NwScore       *score)
{
  score->nodes = st->n_nodes[seat];
  score->captured = st->n_captured[seat];
  score->largest_network = st->largest[seat];
  score->bonus = st->largest[seat] > st->largest[nw_other (seat)] ? 2 : 0;
  score->total = score->nodes + score->captured + score->bonus;
}

int
nw_state_score (const NwState *st,
                int            seat)
{
  NwScore score;

  nw_state_score_parts (st, seat, &score);
  return (int) score.total;
}

/* ------------------------------------------------------------------ */
/* Setup and turns                                                     */

static void
state_init_empty (NwState *st)
{
  memset (st, 0, sizeof *st);
  /* A blank instance (before setup or load_state) offers no moves. */
  st->phase = NW_PHASE_OVER;
  st->current = TS_SEAT_NONE;
  memset (st->corner, TS_SEAT_NONE, sizeof st->corner);
  memset (st->edge, TS_SEAT_NONE, sizeof st->edge);
  memset (st->captured, TS_SEAT_NONE, sizeof st->captured);
  for (int seat = 0; seat < NW_N_SEATS; seat++)
    {
      st->nodes_left[seat] = NW_N_NODES;
      st->branches_left[seat] = NW_N_BRANCHES;
    }
}

/* §4.2: the seat placing setup set number STEP (order first, other, other,
 * first). */
static int
setup_seat (const NwState *st,
            guint          step)
{
  return step == 0 || step == 3 ? st->first_seat : nw_other (st->first_seat);
}

/* R2.1 / R5: the start of a regular turn of SEAT. */
static void
begin_turn (NwState *st,
            int      seat)
{
  st->phase = NW_PHASE_TURN;
  st->current = (gint8) seat;
  st->turn++;
  st->std_trade_used = FALSE;
  st->placed_this_turn = FALSE;
  memset (st->post_used, 0, sizeof st->post_used);
  memset (st->collected, 0, sizeof st->collected);

  for (int k = 0; k < NW_N_CORNERS; k++)
    if (st->corner[k] == seat)
      {
        guint cubes[NW_N_COLOURS] = { 0, };

        nw_state_corner_income (st, seat, k, cubes);
        for (int c = 0; c < NW_N_COLOURS; c++)
          {
            st->collected[k][c] = (guint8) cubes[c];
            st->cubes[seat][c] += cubes[c];
          }
      }
}

/* The records of the turn (collection, trades, placement) belong to a
 * seat to move; a finished game has none. */
static void
game_over (NwState *st)
{
  st->phase = NW_PHASE_OVER;
  st->current = TS_SEAT_NONE;
  st->std_trade_used = FALSE;
  st->placed_this_turn = FALSE;
  memset (st->post_used, 0, sizeof st->post_used);
  memset (st->collected, 0, sizeof st->collected);
}

/* After every placement by the active seat (R2, R19). */
static void
after_placement (NwState *st,
                 int      seat,
                 gboolean branch)
{
  if (branch)
    update_captures (st, seat);
  update_derived (st);
  if (st->phase == NW_PHASE_TURN)
    st->placed_this_turn = TRUE;
  if (nw_state_score (st, seat) >= NW_WIN_POINTS)
    game_over (st);
}

static gboolean
ts_network_game_setup (TsGame         *game,
                       const TsSetup  *setup,
                       GError        **error)
{
  NwState *st = nw_state (game);

  if (setup->n_players != 2 || setup->first_seat < 0 || setup->first_seat > 1)
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                   _("Network is played by 2 players"));
      return FALSE;
    }

  state_init_empty (st);
  st->simplified = ts_setup_get_option (setup, options, "rules") == 1;
  st->first_seat = (guint8) setup->first_seat;
  st->phase = NW_PHASE_SETUP;
  st->setup_step = 0;
  st->current = (gint8) setup_seat (st, 0);
  update_derived (st);
  return TRUE;
}

static void
ts_network_game_copy_state (TsGame *dest,
                            TsGame *src)
{
  memcpy (nw_state (dest), nw_state (src), sizeof (NwState));
}

static guint
ts_network_game_get_n_players_impl (TsGame *game)
{
  return NW_N_SEATS;
}

static int
ts_network_game_get_current_seat_impl (TsGame *game)
{
  return nw_state (game)->current;
}

static gboolean
ts_network_game_is_over_impl (TsGame *game)
{
  return nw_state (game)->phase == NW_PHASE_OVER;
}

/* ------------------------------------------------------------------ */
/* Moves                                                               */

static inline gboolean
can_afford_branch (const NwState *st,
                   int            seat)
{
  return st->branches_left[seat] > 0 && st->cubes[seat][NW_RED] >= 1 &&
         st->cubes[seat][NW_BLUE] >= 1;
}

static inline gboolean
can_afford_node (const NwState *st,
                 int            seat)
{
  return st->nodes_left[seat] > 0 && st->cubes[seat][NW_YELLOW] >= 2 &&
         st->cubes[seat][NW_GREEN] >= 2;
}

/* R13 (and R21): whether SEAT's node on CORNER may still trade at the post
 * SQUARE this turn. */
static gboolean
post_trade_available (const NwState *st,
                      int            seat,
                      int            corner,
                      int            square)
{
  return !st->simplified && st->phase == NW_PHASE_TURN && st->current == seat &&
         corner >= 0 && corner < NW_N_CORNERS && square >= 0 && square < NW_N_SQUARES &&
         st->corner[corner] == seat && nw_tables.corner_post[corner] == square &&
         st->captured[square] != nw_other (seat) &&
         !(st->post_used[corner] & (1u << nw_tables.post_index[square]));
}

static void
move_init (TsMove *move,
           int     kind)
{
  ts_move_clear (move);
  move->kind = (gint16) kind;
}

/* Every multiset of N cubes SEAT holds, times every colour not given.
 * Taking a colour you also give would only shrink your cubes, so it is not
 * a legal trade (decision documented in network-game.h). */
static void
list_trades (const NwState *st,
             int            seat,
             guint          n,
             int            corner,
             int            square,
             GArray        *moves)
{
  const guint32 *have = st->cubes[seat];
  guint g[NW_N_COLOURS];

  for (g[0] = 0; g[0] <= n; g[0]++)
    for (g[1] = 0; g[0] + g[1] <= n; g[1]++)
      for (g[2] = 0; g[0] + g[1] + g[2] <= n; g[2]++)
        {
          g[3] = n - g[0] - g[1] - g[2];
          if (g[0] > have[0] || g[1] > have[1] || g[2] > have[2] || g[3] > have[3])
            continue;
          for (int take = 0; take < NW_N_COLOURS; take++)
            {
              TsMove move;

              if (g[take] > 0)
                continue;
              move_init (&move, NW_MOVE_TRADE);
              for (int c = 0; c < NW_N_COLOURS; c++)
                move.arg[c] = (gint16) g[c];
              move.arg[4] = (gint16) take;
              move.arg[5] = (gint16) corner;
              move.arg[6] = (gint16) square;
              g_array_append_val (moves, move);
            }
        }
}

static void
ts_network_game_list_moves (TsGame *game,
                            GArray *moves)
{
  NwState *st = nw_state (game);
  int seat = st->current;
  TsMove move;

  switch ((NwPhase) st->phase)
    {
    case NW_PHASE_SETUP:
      for (int k = 0; k < NW_N_CORNERS; k++)
        {
          if (st->corner[k] != TS_SEAT_NONE)
            continue;
          for (guint n = 0; n < nw_tables.corner_n_edges[k]; n++)
            {
              int e = nw_tables.corner_edges[k][n];

              if (st->edge[e] != TS_SEAT_NONE)
                continue;
              move_init (&move, NW_MOVE_SET);
              move.arg[0] = (gint16) k;
              move.arg[1] = (gint16) e;
              g_array_append_val (moves, move);
            }
        }
      break;

    case NW_PHASE_TURN:
      if (can_afford_branch (st, seat))
        for (int e = 0; e < NW_N_EDGES; e++)
          if (nw_state_branch_place_ok (st, seat, e))
            {
              move_init (&move, NW_MOVE_BRANCH);
              move.arg[0] = (gint16) e;
              g_array_append_val (moves, move);
            }
      if (can_afford_node (st, seat))
        for (int k = 0; k < NW_N_CORNERS; k++)
          if (nw_state_node_place_ok (st, seat, k))
            {
              move_init (&move, NW_MOVE_NODE);
              move.arg[0] = (gint16) k;
              g_array_append_val (moves, move);
            }
      if (!st->std_trade_used)
        list_trades (st, seat, 3, NW_NONE, NW_NONE, moves);
      if (!st->simplified)
        for (int k = 0; k < NW_N_CORNERS; k++)
          {
            int post = nw_tables.corner_post[k];

            if (post != NW_NONE && post_trade_available (st, seat, k, post))
              list_trades (st, seat, 2, k, post, moves);
          }
      move_init (&move, NW_MOVE_END);
      g_array_append_val (moves, move);
      break;

    case NW_PHASE_OVER:
    default:
      break;
    }
}

static gboolean
args_zero_from (const TsMove *move,
                guint         first)
{
  for (guint i = first; i < TS_MOVE_N_ARGS; i++)
    if (move->arg[i] != 0)
      return FALSE;
  return TRUE;
}

static void
place_node (NwState *st,
            int      seat,
            int      corner)
{
  st->corner[corner] = (gint8) seat;
  st->nodes_left[seat]--;
}

static void
place_branch (NwState *st,
              int      seat,
              int      edge)
{
  st->edge[edge] = (gint8) seat;
  st->branches_left[seat]--;
}

static gboolean
apply_set (NwState       *st,
           const TsMove  *move,
           GError       **error)
{
  int seat = st->current;
  int corner = move->arg[0], edge = move->arg[1];

  if (st->phase != NW_PHASE_SETUP)
    return ts_game_set_illegal_move_error (error,
                                           _("Starting sets are placed only before the first turn"));
  if (!args_zero_from (move, 2) || corner < 0 || corner >= NW_N_CORNERS ||
      edge < 0 || edge >= NW_N_EDGES)
    return ts_game_set_illegal_move_error (error, _("That move is not possible"));
  if (nw_tables.edge_corners[edge][0] != corner && nw_tables.edge_corners[edge][1] != corner)
    return ts_game_set_illegal_move_error (error,
                                           _("The branch of a starting set must touch its node"));
  if (st->corner[corner] != TS_SEAT_NONE || st->edge[edge] != TS_SEAT_NONE)
    return ts_game_set_illegal_move_error (error, _("That place is already taken"));
  if (st->nodes_left[seat] == 0 || st->branches_left[seat] == 0)
    return ts_game_set_illegal_move_error (error, _("You have no pieces left"));

  place_node (st, seat, corner);
  place_branch (st, seat, edge);
  after_placement (st, seat, TRUE);
  if (st->phase == NW_PHASE_OVER)
    return TRUE;

  st->setup_step++;
  if (st->setup_step < NW_N_SETUP_SETS)
    st->current = (gint8) setup_seat (st, st->setup_step);
  else
    {
      /* §4.4: Player 2 takes the first regular turn. */
      st->setup_step = 0;
      begin_turn (st, nw_other (st->first_seat));
    }
  return TRUE;
}

static gboolean
apply_branch (NwState       *st,
              const TsMove  *move,
              GError       **error)
{
  int seat = st->current;
  int edge = move->arg[0];

  if (st->phase != NW_PHASE_TURN)
    return ts_game_set_illegal_move_error (error, _("Branches are built only during a turn"));
  if (!args_zero_from (move, 1) || edge < 0 || edge >= NW_N_EDGES)
    return ts_game_set_illegal_move_error (error, _("That move is not possible"));
  if (st->edge[edge] != TS_SEAT_NONE)
    return ts_game_set_illegal_move_error (error, _("That edge already holds a branch"));
  if (nw_state_edge_closed (st, edge, seat))
    return ts_game_set_illegal_move_error (error,
                                           _("That edge lies inside your opponent’s captured area"));
  if (!nw_state_branch_place_ok (st, seat, edge))
    return ts_game_set_illegal_move_error (error,
                                           _("A new branch must touch one of your branches"));
  if (st->branches_left[seat] == 0)
    return ts_game_set_illegal_move_error (error, _("You have no branches left"));
  if (!can_afford_branch (st, seat))
    return ts_game_set_illegal_move_error (error, _("A branch costs 1 red and 1 blue"));

  st->cubes[seat][NW_RED]--;
  st->cubes[seat][NW_BLUE]--;
  place_branch (st, seat, edge);
  after_placement (st, seat, TRUE);
  return TRUE;
}

static gboolean
apply_node (NwState       *st,
            const TsMove  *move,
            GError       **error)
{
  int seat = st->current;
  int corner = move->arg[0];

  if (st->phase != NW_PHASE_TURN)
    return ts_game_set_illegal_move_error (error, _("Nodes are built only during a turn"));
  if (!args_zero_from (move, 1) || corner < 0 || corner >= NW_N_CORNERS)
    return ts_game_set_illegal_move_error (error, _("That move is not possible"));
  if (st->corner[corner] != TS_SEAT_NONE)
    return ts_game_set_illegal_move_error (error, _("That corner already holds a node"));
  if (nw_state_corner_closed (st, corner, seat))
    return ts_game_set_illegal_move_error (error,
                                           _("That corner lies inside your opponent’s captured area"));
  if (!nw_state_node_place_ok (st, seat, corner))
    return ts_game_set_illegal_move_error (error,
                                           _("A node must stand at the end of one of your branches"));
  if (st->nodes_left[seat] == 0)
    return ts_game_set_illegal_move_error (error, _("You have no nodes left"));
  if (!can_afford_node (st, seat))
    return ts_game_set_illegal_move_error (error, _("A node costs 2 yellow and 2 green"));

  st->cubes[seat][NW_YELLOW] -= 2;
  st->cubes[seat][NW_GREEN] -= 2;
  place_node (st, seat, corner);
  after_placement (st, seat, FALSE);
  return TRUE;
}

static gboolean
apply_trade (NwState       *st,
             const TsMove  *move,
             GError       **error)
{
  int seat = st->current;
  int take = move->arg[4], corner = move->arg[5], square = move->arg[6];
  guint total = 0;
  gboolean post = corner != NW_NONE || square != NW_NONE;

  if (st->phase != NW_PHASE_TURN)
    return ts_game_set_illegal_move_error (error, _("Trades are made only during a turn"));
  if (take < 0 || take >= NW_N_COLOURS)
    return ts_game_set_illegal_move_error (error, _("That move is not possible"));
  for (int c = 0; c < NW_N_COLOURS; c++)
    {
      if (move->arg[c] < 0 || move->arg[c] > 3)
        return ts_game_set_illegal_move_error (error, _("That move is not possible"));
      total += move->arg[c];
    }
  if (move->arg[take] > 0)
    return ts_game_set_illegal_move_error (error, _("You cannot take a colour you give"));

  if (!post)
    {
      if (total != 3)
        return ts_game_set_illegal_move_error (error, _("The standard trade gives 3 cubes for 1"));
      if (st->std_trade_used)
        return ts_game_set_illegal_move_error (error,
                                               _("You have already made the standard trade this turn"));
    }
  else
    {
      if (st->simplified)
        return ts_game_set_illegal_move_error (error,
                                               _("There are no trading post trades in the simplified game"));
      if (total != 2)
        return ts_game_set_illegal_move_error (error,
                                               _("A trading post trade gives 2 cubes for 1"));
      if (corner < 0 || corner >= NW_N_CORNERS || square < 0 || square >= NW_N_SQUARES ||
          st->corner[corner] != seat || nw_tables.corner_post[corner] != square)
        return ts_game_set_illegal_move_error (error,
                                               _("You have no node on a corner of that trading post"));
      if (st->captured[square] == nw_other (seat))
        return ts_game_set_illegal_move_error (error,
                                               _("Your opponent has captured that trading post"));
      if (!post_trade_available (st, seat, corner, square))
        return ts_game_set_illegal_move_error (error,
                                               _("That node has already traded at that post this turn"));
    }

  for (int c = 0; c < NW_N_COLOURS; c++)
    if (st->cubes[seat][c] < (guint) move->arg[c])
      return ts_game_set_illegal_move_error (error, _("You do not have those cubes"));

  for (int c = 0; c < NW_N_COLOURS; c++)
    st->cubes[seat][c] -= move->arg[c];
  st->cubes[seat][take]++;
  if (post)
    st->post_used[corner] |= (guint8) (1u << nw_tables.post_index[square]);
  else
    st->std_trade_used = TRUE;
  return TRUE;
}

static gboolean
apply_end (NwState       *st,
           const TsMove  *move,
           GError       **error)
{
  if (st->phase != NW_PHASE_TURN)
    return ts_game_set_illegal_move_error (error, _("You cannot end a turn now"));
  if (!args_zero_from (move, 0))
    return ts_game_set_illegal_move_error (error, _("That move is not possible"));

  /* R20 */
  if (st->placed_this_turn)
    st->idle_turns = 0;
  else
    st->idle_turns++;
  if (st->idle_turns >= NW_STALEMATE_TURNS)
    {
      game_over (st);
      return TRUE;
    }
  begin_turn (st, nw_other (st->current));
  return TRUE;
}

static gboolean
ts_network_game_apply_move (TsGame        *game,
                            const TsMove  *move,
                            GError       **error)
{
  NwState *st = nw_state (game);
  NwState saved;
  gboolean ok;

  if (st->phase == NW_PHASE_OVER)
    return ts_game_set_illegal_move_error (error, _("The game is over"));

  /* The appliers check everything before they change anything. */
  memcpy (&saved, st, sizeof saved);
  switch (move->kind)
    {
    case NW_MOVE_SET:
      ok = apply_set (st, move, error);
      break;
    case NW_MOVE_BRANCH:
      ok = apply_branch (st, move, error);
      break;
    case NW_MOVE_NODE:
      ok = apply_node (st, move, error);
      break;
    case NW_MOVE_TRADE:
      ok = apply_trade (st, move, error);
      break;
    case NW_MOVE_END:
      ok = apply_end (st, move, error);
      break;
    default:
      ok = ts_game_set_illegal_move_error (error, _("That move is not possible"));
      break;
    }
  if (!ok)
    memcpy (st, &saved, sizeof saved);
  return ok;
}

/* ------------------------------------------------------------------ */
/* Notation                                                            */

static char *
square_to_string (int square)
{
  return g_strdup_printf ("%d,%d", square % NW_SIZE, square / NW_SIZE);
}

static char *
ts_network_game_format_move (TsGame       *game,
                             const TsMove *move)
{
  switch (move->kind)
    {
    case NW_MOVE_SET:
      if (move->arg[0] >= 0 && move->arg[0] < NW_N_CORNERS &&
          move->arg[1] >= 0 && move->arg[1] < NW_N_EDGES)
        {
          g_autofree char *k = nw_corner_to_string (move->arg[0]);
          g_autofree char *e = nw_edge_to_string (move->arg[1]);

          return g_strdup_printf ("set %s %s", k, e);
        }
      break;
    case NW_MOVE_BRANCH:
      if (move->arg[0] >= 0 && move->arg[0] < NW_N_EDGES)
        {
          g_autofree char *e = nw_edge_to_string (move->arg[0]);

          return g_strdup_printf ("branch %s", e);
        }
      break;
    case NW_MOVE_NODE:
      if (move->arg[0] >= 0 && move->arg[0] < NW_N_CORNERS)
        {
          g_autofree char *k = nw_corner_to_string (move->arg[0]);

          return g_strdup_printf ("node %s", k);
        }
      break;
    case NW_MOVE_TRADE:
      {
        GString *s = g_string_new ("trade ");

        if (move->arg[4] < 0 || move->arg[4] >= NW_N_COLOURS)
          {
            g_string_free (s, TRUE);
            break;
          }
        for (int c = 0; c < NW_N_COLOURS; c++)
          if (move->arg[c] != 0)
            g_string_append_printf (s, "%c%d", colour_letters[c], move->arg[c]);
        g_string_append_printf (s, " %c", colour_letters[move->arg[4]]);
        if (move->arg[5] >= 0 && move->arg[5] < NW_N_CORNERS &&
            move->arg[6] >= 0 && move->arg[6] < NW_N_SQUARES)
          {
            g_autofree char *k = nw_corner_to_string (move->arg[5]);
            g_autofree char *q = square_to_string (move->arg[6]);

            g_string_append_printf (s, " %s %s", k, q);
          }
        return g_string_free (s, FALSE);
      }
    case NW_MOVE_END:
      return g_strdup ("end");
    default:
      break;
    }
  return g_strdup ("?");
}

/* "R2Y1": colour letters with counts 1–3, each colour at most once. */
static gboolean
parse_cubes (const char *word,
             gint16      given[NW_N_COLOURS])
{
  gboolean seen[NW_N_COLOURS] = { FALSE, };

  if (*word == '\0')
    return FALSE;
  while (*word != '\0')
    {
      int c = colour_from_letter (word[0]);

      if (c == NW_NONE || seen[c] || word[1] < '1' || word[1] > '3')
        return FALSE;
      seen[c] = TRUE;
      given[c] = (gint16) (word[1] - '0');
      word += 2;
    }
  return TRUE;
}

static gboolean
ts_network_game_parse_move (TsGame      *game,
                            const char  *text,
                            TsMove      *move,
                            GError     **error)
{
  g_auto(GStrv) parts = g_strsplit_set (text, " \t\r\n", -1);
  const char *w[6];
  guint n = 0;
  TsMove m;
  int a, b;

  for (guint i = 0; parts[i] != NULL; i++)
    {
      if (parts[i][0] == '\0')
        continue;
      if (n == G_N_ELEMENTS (w))
        return ts_game_set_bad_move_error (game, text, error);
      w[n++] = parts[i];
    }
  if (n == 0)
    return ts_game_set_bad_move_error (game, text, error);

  ts_move_clear (&m);
  if (strcmp (w[0], "set") == 0 && n == 3)
    {
      if (!nw_corner_parse (w[1], &a) || !nw_edge_parse (w[2], &b))
        return ts_game_set_bad_move_error (game, text, error);
      m.kind = NW_MOVE_SET;
      m.arg[0] = (gint16) a;
      m.arg[1] = (gint16) b;
    }
  else if (strcmp (w[0], "branch") == 0 && n == 2)
    {
      if (!nw_edge_parse (w[1], &a))
        return ts_game_set_bad_move_error (game, text, error);
      m.kind = NW_MOVE_BRANCH;
      m.arg[0] = (gint16) a;
    }
  else if (strcmp (w[0], "node") == 0 && n == 2)
    {
      if (!nw_corner_parse (w[1], &a))
        return ts_game_set_bad_move_error (game, text, error);
      m.kind = NW_MOVE_NODE;
      m.arg[0] = (gint16) a;
    }
  else if (strcmp (w[0], "trade") == 0 && (n == 3 || n == 5))
    {
      int take;

      m.kind = NW_MOVE_TRADE;
      if (!parse_cubes (w[1], m.arg) || strlen (w[2]) != 1 ||
          (take = colour_from_letter (w[2][0])) == NW_NONE)
        return ts_game_set_bad_move_error (game, text, error);
      m.arg[4] = (gint16) take;
      m.arg[5] = NW_NONE;
      m.arg[6] = NW_NONE;
      if (n == 5)
        {
          if (!nw_corner_parse (w[3], &a) || !square_parse (w[4], &b))
            return ts_game_set_bad_move_error (game, text, error);
          m.arg[5] = (gint16) a;
          m.arg[6] = (gint16) b;
        }
    }
  else if (strcmp (w[0], "end") == 0 && n == 1)
    m.kind = NW_MOVE_END;
  else
    return ts_game_set_bad_move_error (game, text, error);

  *move = m;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Score                                                               */

static int
ts_network_game_get_score (TsGame *game,
                           int     seat)
{
  g_return_val_if_fail (seat >= 0 && seat < NW_N_SEATS, 0);
  return nw_state_score (nw_state (game), seat);
}

/* R19/R20: the higher score, then the larger largest network; still equal
 * is a draw (both first).  An R19 win always has the higher score. */
static void
ts_network_game_get_ranks (TsGame *game,
                           int    *ranks)
{
  NwState *st = nw_state (game);
  int s0 = nw_state_score (st, 0), s1 = nw_state_score (st, 1);
  int d = s0 != s1 ? s0 - s1 : (int) st->largest[0] - (int) st->largest[1];

  ranks[0] = d < 0 ? 1 : 0;
  ranks[1] = d > 0 ? 1 : 0;
}

static char *
ts_network_game_describe_score (TsGame *game,
                                int     seat)
{
  NwState *st = nw_state (game);
  NwScore score;
  g_autofree char *points = NULL;
  g_autofree char *nodes = NULL;
  g_autofree char *squares = NULL;

  g_return_val_if_fail (seat >= 0 && seat < NW_N_SEATS, NULL);
  nw_state_score_parts (st, seat, &score);
  points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", score.total),
                            score.total);
  nodes = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u node", "%u nodes", score.nodes),
                           score.nodes);
  squares = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u square", "%u squares",
                                          score.captured), score.captured);
  if (score.bonus > 0)
    /* Translators: "7 points (3 nodes, 2 squares, network bonus)" */
    return g_strdup_printf (_("%s (%s, %s, network bonus)"), points, nodes, squares);
  /* Translators: "5 points (3 nodes, 2 squares)" */
  return g_strdup_printf (_("%s (%s, %s)"), points, nodes, squares);
}

/* ------------------------------------------------------------------ */
/* Positions as text (grammar in network-game.h)                       */

static const char * const phase_names[] = { "setup", "turn", "over" };

static char
seat_char (int seat)
{
  return seat == TS_SEAT_NONE ? '.' : (char) ('0' + seat);
}

static void
append_rows (GString      *s,
             const char   *title,
             const gint8  *cells,
             int           width,
             int           height)
{
  g_string_append (s, title);
  for (int r = 0; r < height; r++)
    {
      g_string_append (s, r == 0 ? "\n  " : " ");
      for (int c = 0; c < width; c++)
        g_string_append_c (s, seat_char (cells[r * width + c]));
    }
  g_string_append_c (s, '\n');
}

static char *
ts_network_game_save_state (TsGame *game)
{
  NwState *st = nw_state (game);
  GString *s = g_string_new ("network 1\n");
  guint n;

  g_string_append_printf (s, "variant %s first %u\n",
                          st->simplified ? "simplified" : "standard", st->first_seat);
  g_string_append_printf (s, "phase %s current ", phase_names[st->phase]);
  if (st->current == TS_SEAT_NONE)
    g_string_append (s, "-");
  else
    g_string_append_printf (s, "%d", st->current);
  g_string_append_printf (s, " step %u turn %u idle %u\n", st->setup_step, st->turn,
                          st->idle_turns);
  g_string_append_printf (s, "traded %u placed %u\n", st->std_trade_used,
                          st->placed_this_turn);
  append_rows (s, "nodes", st->corner, NW_SIZE + 1, NW_SIZE + 1);
  append_rows (s, "hbranches", st->edge, NW_SIZE, NW_SIZE + 1);
  append_rows (s, "vbranches", st->edge + NW_N_H_EDGES, NW_SIZE + 1, NW_SIZE);
  append_rows (s, "captured", st->captured, NW_SIZE, NW_SIZE);
  for (int seat = 0; seat < NW_N_SEATS; seat++)
    g_string_append_printf (s, "seat %d cubes %u %u %u %u left %u %u\n", seat,
                            st->cubes[seat][0], st->cubes[seat][1], st->cubes[seat][2],
                            st->cubes[seat][3], st->nodes_left[seat], st->branches_left[seat]);

  n = 0;
  for (int k = 0; k < NW_N_CORNERS; k++)
    n += st->post_used[k] != 0;
  g_string_append_printf (s, "posts %u", n);
  for (int k = 0; k < NW_N_CORNERS; k++)
    if (st->post_used[k] != 0)
      {
        g_autofree char *kt = nw_corner_to_string (k);
        g_autofree char *qt = square_to_string (nw_tables.corner_post[k]);

        g_string_append_printf (s, " %s %s", kt, qt);
      }
  n = 0;
  for (int k = 0; k < NW_N_CORNERS; k++)
    n += st->collected[k][0] + st->collected[k][1] + st->collected[k][2] +
         st->collected[k][3] != 0;
  g_string_append_printf (s, "\ncollected %u", n);
  for (int k = 0; k < NW_N_CORNERS; k++)
    if (st->collected[k][0] + st->collected[k][1] + st->collected[k][2] + st->collected[k][3])
      {
        g_autofree char *kt = nw_corner_to_string (k);

        g_string_append_printf (s, "\n  %s %u %u %u %u", kt, st->collected[k][0],
                                st->collected[k][1], st->collected[k][2], st->collected[k][3]);
      }
  g_string_append (s, "\nend\n");
  return g_string_free (s, FALSE);
}

static gboolean
read_rows (TsTextReader  *rd,
           const char    *title,
           gint8         *cells,
           int            width,
           int            height,
           GError       **error)
{
  char word[16];

  if (!ts_text_expect (rd, title, error))
    return FALSE;
  for (int r = 0; r < height; r++)
    {
      if (!ts_text_read_word (rd, word, sizeof word, error))
        return FALSE;
      if ((int) strlen (word) != width)
        return ts_game_set_bad_state_error (error, _("A row of the board has the wrong length"));
      for (int c = 0; c < width; c++)
        {
          if (word[c] == '.')
            cells[r * width + c] = TS_SEAT_NONE;
          else if (word[c] == '0' || word[c] == '1')
            cells[r * width + c] = (gint8) (word[c] - '0');
          else
            return ts_game_set_bad_state_error (error, _("A board row holds an unknown piece"));
        }
    }
  return TRUE;
}

static gboolean
read_corner (TsTextReader  *rd,
             int           *corner,
             GError       **error)
{
  char word[16];

  if (!ts_text_read_word (rd, word, sizeof word, error))
    return FALSE;
  if (!nw_corner_parse (word, corner))
    return ts_game_set_bad_state_error (error,
                                        _("The position names a corner that does not exist"));
  return TRUE;
}

/* Whether SQUARE lies in an enclosure of SEAT (§3.4): not linked to
 * Outside when SEAT's branches are walls. */
static gboolean
square_enclosed (const NwState *st,
                 int            seat,
                 int            square)
{
  gboolean seen[NW_N_SQUARES] = { FALSE, };
  int stack[NW_N_SQUARES];
  int n = 0;

  seen[square] = TRUE;
  stack[n++] = square;
  while (n > 0)
    {
      int s = stack[--n];

      for (int k = 0; k < 4; k++)
        {
          int e = nw_tables.square_edges[s][k];

          if (st->edge[e] == seat)
            continue;
          if (nw_tables.edge_n_squares[e] == 1)
            return FALSE;
          {
            int t = nw_tables.edge_squares[e][0] == s ? nw_tables.edge_squares[e][1]
                                                      : nw_tables.edge_squares[e][0];
            if (!seen[t])
              {
                seen[t] = TRUE;
                stack[n++] = t;
              }
          }
        }
    }
  return TRUE;
}

static gboolean
parse_state (NwState     *st,
             const char  *text,
             GError     **error)
{
  static const char * const variant_words[] = { "standard", "simplified" };
  TsTextReader reader;
  TsTextReader *rd = &reader;
  char word[16];
  int v, n;
  guint on_board[NW_N_SEATS][2] = { { 0, }, };

  state_init_empty (st);
  ts_text_reader_init (rd, text);

  if (!ts_text_expect (rd, "network", error) || !ts_text_expect (rd, "1", error))
    return FALSE;
  if (!ts_text_expect (rd, "variant", error) ||
      !ts_text_read_choice (rd, variant_words, G_N_ELEMENTS (variant_words), &v, error))
    return FALSE;
  st->simplified = v;
  if (!ts_text_expect (rd, "first", error) || !ts_text_read_small (rd, 0, 1, &v, error))
    return FALSE;
  st->first_seat = v;

  if (!ts_text_expect (rd, "phase", error) ||
      !ts_text_read_choice (rd, phase_names, G_N_ELEMENTS (phase_names), &v, error))
    return FALSE;
  st->phase = v;
  if (!ts_text_expect (rd, "current", error) || !ts_text_read_word (rd, word, sizeof word, error))
    return FALSE;
  if (strcmp (word, "-") == 0)
    st->current = TS_SEAT_NONE;
  else if (strcmp (word, "0") == 0 || strcmp (word, "1") == 0)
    st->current = (gint8) (word[0] - '0');
  else
    return ts_game_set_bad_state_error (error, _("The seat to move is not a player"));
  if (!ts_text_expect (rd, "step", error) ||
      !ts_text_read_small (rd, 0, NW_N_SETUP_SETS - 1, &v, error))
    return FALSE;
  st->setup_step = v;
  if (!ts_text_expect (rd, "turn", error) || !ts_text_read_small (rd, 0, G_MAXUINT16, &v, error))
    return FALSE;
  st->turn = v;
  if (!ts_text_expect (rd, "idle", error) ||
      !ts_text_read_small (rd, 0, NW_STALEMATE_TURNS, &v, error))
    return FALSE;
  st->idle_turns = v;
  if (!ts_text_expect (rd, "traded", error) || !ts_text_read_small (rd, 0, 1, &v, error))
    return FALSE;
  st->std_trade_used = v;
  if (!ts_text_expect (rd, "placed", error) || !ts_text_read_small (rd, 0, 1, &v, error))
    return FALSE;
  st->placed_this_turn = v;

  if (!read_rows (rd, "nodes", st->corner, NW_SIZE + 1, NW_SIZE + 1, error) ||
      !read_rows (rd, "hbranches", st->edge, NW_SIZE, NW_SIZE + 1, error) ||
      !read_rows (rd, "vbranches", st->edge + NW_N_H_EDGES, NW_SIZE + 1, NW_SIZE, error) ||
      !read_rows (rd, "captured", st->captured, NW_SIZE, NW_SIZE, error))
    return FALSE;

  for (int seat = 0; seat < NW_N_SEATS; seat++)
    {
      if (!ts_text_expect (rd, "seat", error) || !ts_text_read_small (rd, seat, seat, &v, error) ||
          !ts_text_expect (rd, "cubes", error))
        return FALSE;
      for (int c = 0; c < NW_N_COLOURS; c++)
        {
          if (!ts_text_read_small (rd, 0, 1000000, &v, error))
            return FALSE;
          st->cubes[seat][c] = v;
        }
      if (!ts_text_expect (rd, "left", error) || !ts_text_read_small (rd, 0, NW_N_NODES, &v, error))
        return FALSE;
      st->nodes_left[seat] = v;
      if (!ts_text_read_small (rd, 0, NW_N_BRANCHES, &v, error))
        return FALSE;
      st->branches_left[seat] = v;
    }

  if (!ts_text_expect (rd, "posts", error) || !ts_text_read_small (rd, 0, NW_N_CORNERS, &n, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      int corner, square;

      if (!read_corner (rd, &corner, error) || !ts_text_read_word (rd, word, sizeof word, error))
        return FALSE;
      if (!square_parse (word, &square) || nw_tables.corner_post[corner] != square ||
          st->post_used[corner] != 0)
        return ts_game_set_bad_state_error (error,
                                            _("A trading post trade is recorded for a wrong corner"));
      st->post_used[corner] = (guint8) (1u << nw_tables.post_index[square]);
    }

  if (!ts_text_expect (rd, "collected", error) ||
      !ts_text_read_small (rd, 0, NW_N_CORNERS, &n, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      int corner;
      guint sum = 0;

      if (!read_corner (rd, &corner, error))
        return FALSE;
      for (int c = 0; c < NW_N_COLOURS; c++)
        {
          if (!ts_text_read_small (rd, 0, 4, &v, error))
            return FALSE;
          st->collected[corner][c] = v;
          sum += v;
        }
      if (sum == 0 || sum > nw_tables.corner_n_squares[corner])
        return ts_game_set_bad_state_error (error,
                                            _("A corner collected more cubes than it has squares"));
    }

  if (!ts_text_expect (rd, "end", error) || !ts_text_expect_end (rd, error))
    return FALSE;

  /* Consistency. */
  for (int k = 0; k < NW_N_CORNERS; k++)
    if (st->corner[k] >= 0)
      on_board[st->corner[k]][0]++;
  for (int e = 0; e < NW_N_EDGES; e++)
    if (st->edge[e] >= 0)
      on_board[st->edge[e]][1]++;
  for (int seat = 0; seat < NW_N_SEATS; seat++)
    if (on_board[seat][0] + st->nodes_left[seat] != NW_N_NODES ||
        on_board[seat][1] + st->branches_left[seat] != NW_N_BRANCHES)
      return ts_game_set_bad_state_error (error,
                                          _("The pieces on the board and in the supplies do not add up"));

  for (int s = 0; s < NW_N_SQUARES; s++)
    if (st->captured[s] >= 0 && !square_enclosed (st, st->captured[s], s))
      return ts_game_set_bad_state_error (error,
                                          _("A captured square is not enclosed by its captor"));

  switch ((NwPhase) st->phase)
    {
    case NW_PHASE_SETUP:
      {
        guint sets[NW_N_SEATS] = { 0, 0 };

        for (guint i = 0; i < st->setup_step; i++)
          sets[setup_seat (st, i)]++;
        if (st->current != setup_seat (st, st->setup_step) || st->turn != 0 ||
            st->idle_turns != 0 || st->std_trade_used || st->placed_this_turn)
          return ts_game_set_bad_state_error (error, _("The position does not fit the setup"));
        for (int seat = 0; seat < NW_N_SEATS; seat++)
          if (on_board[seat][0] != sets[seat] || on_board[seat][1] != sets[seat] ||
              st->cubes[seat][0] + st->cubes[seat][1] + st->cubes[seat][2] +
              st->cubes[seat][3] != 0)
            return ts_game_set_bad_state_error (error, _("The position does not fit the setup"));
      }
      break;
    case NW_PHASE_TURN:
      if (st->current == TS_SEAT_NONE || st->turn == 0 || st->setup_step != 0 ||
          st->idle_turns >= NW_STALEMATE_TURNS)
        return ts_game_set_bad_state_error (error, _("The position has no player to move"));
      break;
    case NW_PHASE_OVER:
      if (st->current != TS_SEAT_NONE || st->setup_step != 0 || st->std_trade_used ||
          st->placed_this_turn)
        return ts_game_set_bad_state_error (error, _("The position does not fit a finished game"));
      break;
    default:
      return ts_game_set_bad_state_error (error, _("Unknown phase"));
    }

  /* This turn's records belong to the nodes of the seat to move. */
  for (int k = 0; k < NW_N_CORNERS; k++)
    {
      gboolean any = st->collected[k][0] + st->collected[k][1] + st->collected[k][2] +
                     st->collected[k][3] != 0;

      if ((st->post_used[k] != 0 || any) &&
          (st->phase != NW_PHASE_TURN || st->corner[k] != st->current))
        return ts_game_set_bad_state_error (error,
                                            _("A trade or collection is recorded for a wrong node"));
      if (st->post_used[k] != 0 && st->simplified)
        return ts_game_set_bad_state_error (error,
                                            _("The simplified game has no trading post trades"));
    }

  update_derived (st);
  return TRUE;
}

static gboolean
ts_network_game_load_state (TsGame      *game,
                            const char  *text,
                            GError     **error)
{
  NwState parsed;

  if (!parse_state (&parsed, text, error))
    return FALSE;
  memcpy (nw_state (game), &parsed, sizeof (NwState));
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* The position as text for the command line                           */

static char *
ts_network_game_describe_position (TsGame             *game,
                                   const char * const *names)
{
  NwState *st = nw_state (game);
  GString *s = g_string_new (NULL);
  static const char node_chars[] = { 'o', 'p' };
  static const char *square_chars = "RYGBVT";

  /* Corners are "+" (empty), "o" (orange), "p" (purple); branches "-"/"|"
   * for orange, "="/"!" for purple; a square shows its type and limit,
   * "*" when exhausted, or "o"/"p" and its type when captured. */
  g_string_append (s, "   0");
  for (int i = 1; i <= NW_SIZE; i++)
    g_string_append_printf (s, "   %d", i);
  g_string_append_c (s, '\n');
  for (int j = 0; j <= NW_SIZE; j++)
    {
      g_string_append_printf (s, "%d  ", j);
      for (int i = 0; i <= NW_SIZE; i++)
        {
          int k = corner_index (i, j);
          int role;

          if (st->corner[k] == TS_SEAT_NONE)
            g_string_append_c (s, '+');
          else
            {
              role = st->corner[k] == st->first_seat ? 0 : 1;
              g_string_append_c (s, node_chars[role]);
            }
          if (i < NW_SIZE)
            {
              int e = h_edge_index (i, j);

              if (st->edge[e] == TS_SEAT_NONE)
                g_string_append (s, "   ");
              else
                g_string_append (s, st->edge[e] == st->first_seat ? "---" : "===");
            }
        }
      g_string_append_c (s, '\n');
      if (j == NW_SIZE)
        break;
      g_string_append (s, "   ");
      for (int i = 0; i <= NW_SIZE; i++)
        {
          int e = v_edge_index (i, j);

          if (st->edge[e] == TS_SEAT_NONE)
            g_string_append_c (s, ' ');
          else
            g_string_append_c (s, st->edge[e] == st->first_seat ? '|' : '!');
          if (i < NW_SIZE)
            {
              int q = square_index (i, j);
              char type = square_chars[nw_tables.square_type[q]];

              if (st->captured[q] != TS_SEAT_NONE)
                g_string_append_printf (s, "%c%c ", node_chars[st->captured[q] == st->first_seat ? 0 : 1],
                                        type);
              else if (square_exhausted (st, q))
                g_string_append_printf (s, "%c* ", type);
              else if (nw_tables.square_limit[q] > 0)
                g_string_append_printf (s, "%c%u ", type, nw_tables.square_limit[q]);
              else
                g_string_append_printf (s, "%c  ", type);
            }
        }
      g_string_append_c (s, '\n');
    }
  g_string_append_c (s, '\n');
  g_string_append (s, _("Nodes o and p; branches --- and | (o), === and ! (p); "
                        "squares: colour and limit, * exhausted, o or p captured.\n\n"));

  for (int role = 0; role < NW_N_SEATS; role++)
    {
      int seat = role == 0 ? st->first_seat : nw_other (st->first_seat);
      g_autofree char *score = ts_network_game_describe_score (game, seat);

      g_string_append_printf (s, role == 0
                              /* Translators: %c is the letter marking the player's pieces
                               * on the board ("o" or "p"), the first %s the player's name,
                               * the second the score */
                              ? _("%c %s (places the first set): %s\n")
                              : _("%c %s (takes the first turn): %s\n"),
                              node_chars[role], names[seat], score);
      g_string_append_printf (s, _("  cubes: R%u Y%u G%u B%u; supply: %u nodes, %u branches; "
                                   "largest network %u\n"),
                              st->cubes[seat][NW_RED], st->cubes[seat][NW_YELLOW],
                              st->cubes[seat][NW_GREEN], st->cubes[seat][NW_BLUE],
                              st->nodes_left[seat], st->branches_left[seat], st->largest[seat]);
    }

  switch ((NwPhase) st->phase)
    {
    case NW_PHASE_SETUP:
      g_string_append_printf (s, _("Setup: %s places a starting set.\n"), names[st->current]);
      break;
    case NW_PHASE_TURN:
      g_string_append_printf (s, _("Turn %u: %s to play (3:1 trade %s).\n"), st->turn,
                              names[st->current],
                              st->std_trade_used ? _("used") : _("available"));
      break;
    case NW_PHASE_OVER:
    default:
      g_string_append (s, _("The game is over.\n"));
      break;
    }

  /* No trailing blanks (empty edges and squares at the line ends). */
  {
    g_auto(GStrv) lines = g_strsplit (s->str, "\n", -1);

    g_string_truncate (s, 0);
    for (guint i = 0; lines[i] != NULL; i++)
      {
        if (i > 0)
          g_string_append_c (s, '\n');
        g_string_append (s, g_strchomp (lines[i]));
      }
  }
  return g_string_free (s, FALSE);
}

/* ------------------------------------------------------------------ */
/* Accessors                                                           */

NwPhase
ts_network_game_get_phase (TsNetworkGame *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), NW_PHASE_OVER);
  return (NwPhase) self->st.phase;
}

gboolean
ts_network_game_is_simplified (TsNetworkGame *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  return self->st.simplified;
}

int
ts_network_game_get_first_seat (TsNetworkGame *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), 0);
  return self->st.first_seat;
}

guint
ts_network_game_get_turn (TsNetworkGame *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), 0);
  return self->st.turn;
}

int
ts_network_game_get_corner_owner (TsNetworkGame *self,
                                  int            corner)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), TS_SEAT_NONE);
  g_return_val_if_fail (corner >= 0 && corner < NW_N_CORNERS, TS_SEAT_NONE);
  return self->st.corner[corner];
}

int
ts_network_game_get_edge_owner (TsNetworkGame *self,
                                int            edge)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), TS_SEAT_NONE);
  g_return_val_if_fail (edge >= 0 && edge < NW_N_EDGES, TS_SEAT_NONE);
  return self->st.edge[edge];
}

int
ts_network_game_get_captured_by (TsNetworkGame *self,
                                 int            square)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), TS_SEAT_NONE);
  g_return_val_if_fail (square >= 0 && square < NW_N_SQUARES, TS_SEAT_NONE);
  return self->st.captured[square];
}

gboolean
ts_network_game_is_exhausted (TsNetworkGame *self,
                              int            square)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  g_return_val_if_fail (square >= 0 && square < NW_N_SQUARES, FALSE);
  return square_exhausted (&self->st, square);
}

gboolean
ts_network_game_square_pays (TsNetworkGame *self,
                             int            square,
                             int            seat)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  g_return_val_if_fail (square >= 0 && square < NW_N_SQUARES, FALSE);
  g_return_val_if_fail (seat >= 0 && seat < NW_N_SEATS, FALSE);
  return nw_state_square_pays (&self->st, square, seat);
}

guint
ts_network_game_get_cubes (TsNetworkGame *self,
                           int            seat,
                           NwColour       colour)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < NW_N_SEATS, 0);
  g_return_val_if_fail (colour < NW_N_COLOURS, 0);
  return self->st.cubes[seat][colour];
}

guint
ts_network_game_get_nodes_left (TsNetworkGame *self,
                                int            seat)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < NW_N_SEATS, 0);
  return self->st.nodes_left[seat];
}

guint
ts_network_game_get_branches_left (TsNetworkGame *self,
                                   int            seat)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < NW_N_SEATS, 0);
  return self->st.branches_left[seat];
}

void
ts_network_game_get_score_parts (TsNetworkGame *self,
                                 int            seat,
                                 NwScore       *score)
{
  g_return_if_fail (TS_IS_NETWORK_GAME (self));
  g_return_if_fail (seat >= 0 && seat < NW_N_SEATS);
  g_return_if_fail (score != NULL);
  nw_state_score_parts (&self->st, seat, score);
}

guint
ts_network_game_get_collected (TsNetworkGame *self,
                               int            corner,
                               NwColour       colour)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), 0);
  g_return_val_if_fail (corner >= 0 && corner < NW_N_CORNERS, 0);
  g_return_val_if_fail (colour < NW_N_COLOURS, 0);
  return self->st.collected[corner][colour];
}

void
ts_network_game_income_of_corner (TsNetworkGame *self,
                                  int            seat,
                                  int            corner,
                                  guint          cubes[NW_N_COLOURS])
{
  g_return_if_fail (TS_IS_NETWORK_GAME (self));
  g_return_if_fail (seat >= 0 && seat < NW_N_SEATS);
  g_return_if_fail (corner >= 0 && corner < NW_N_CORNERS);
  for (int c = 0; c < NW_N_COLOURS; c++)
    cubes[c] = 0;
  nw_state_corner_income (&self->st, seat, corner, cubes);
}

gboolean
ts_network_game_standard_trade_used (TsNetworkGame *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  return self->st.std_trade_used;
}

gboolean
ts_network_game_post_trade_available (TsNetworkGame *self,
                                      int            corner,
                                      int            square)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  if (self->st.current == TS_SEAT_NONE)
    return FALSE;
  return post_trade_available (&self->st, self->st.current, corner, square);
}

gboolean
ts_network_game_can_afford_branch (TsNetworkGame *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  return self->st.phase == NW_PHASE_TURN && can_afford_branch (&self->st, self->st.current);
}

gboolean
ts_network_game_can_afford_node (TsNetworkGame *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  return self->st.phase == NW_PHASE_TURN && can_afford_node (&self->st, self->st.current);
}

gboolean
ts_network_game_branch_legal (TsNetworkGame *self,
                              int            edge)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  if (edge < 0 || edge >= NW_N_EDGES || self->st.phase != NW_PHASE_TURN)
    return FALSE;
  return can_afford_branch (&self->st, self->st.current) &&
         nw_state_branch_place_ok (&self->st, self->st.current, edge);
}

gboolean
ts_network_game_node_legal (TsNetworkGame *self,
                            int            corner)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  if (corner < 0 || corner >= NW_N_CORNERS || self->st.phase != NW_PHASE_TURN)
    return FALSE;
  return can_afford_node (&self->st, self->st.current) &&
         nw_state_node_place_ok (&self->st, self->st.current, corner);
}

guint
ts_network_game_get_idle_turns (TsNetworkGame *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), 0);
  return self->st.idle_turns;
}

void
ts_network_game_put_node (TsNetworkGame *self,
                          int            seat,
                          int            corner)
{
  g_return_if_fail (TS_IS_NETWORK_GAME (self));
  g_return_if_fail (seat >= 0 && seat < NW_N_SEATS);
  g_return_if_fail (corner >= 0 && corner < NW_N_CORNERS);
  g_return_if_fail (self->st.corner[corner] == TS_SEAT_NONE);
  g_return_if_fail (self->st.nodes_left[seat] > 0);

  place_node (&self->st, seat, corner);
  update_derived (&self->st);
}

void
ts_network_game_put_branch (TsNetworkGame *self,
                            int            seat,
                            int            edge)
{
  g_return_if_fail (TS_IS_NETWORK_GAME (self));
  g_return_if_fail (seat >= 0 && seat < NW_N_SEATS);
  g_return_if_fail (edge >= 0 && edge < NW_N_EDGES);
  g_return_if_fail (self->st.edge[edge] == TS_SEAT_NONE);
  g_return_if_fail (self->st.branches_left[seat] > 0);

  place_branch (&self->st, seat, edge);
  update_captures (&self->st, seat);
  update_derived (&self->st);
}

void
ts_network_game_set_cubes (TsNetworkGame *self,
                           int            seat,
                           const guint    cubes[NW_N_COLOURS])
{
  g_return_if_fail (TS_IS_NETWORK_GAME (self));
  g_return_if_fail (seat >= 0 && seat < NW_N_SEATS);
  for (int c = 0; c < NW_N_COLOURS; c++)
    self->st.cubes[seat][c] = cubes[c];
}

/* ------------------------------------------------------------------ */
/* Class                                                               */

static void
ts_network_game_class_init (TsNetworkGameClass *klass)
{
  TsGameClass *game_class = TS_GAME_CLASS (klass);

  nw_tables_init ();

  game_class->id = "network";
  game_class->name = N_("Network");
  game_class->description = N_("Build branches and nodes on a coloured board, "
                               "collect resources and capture squares.");
  game_class->designer = "Jeffrey Shuter";
  game_class->min_players = 2;
  game_class->max_players = 2;
  game_class->options = options;
  game_class->default_colours = default_colours;

  game_class->setup = ts_network_game_setup;
  game_class->copy_state = ts_network_game_copy_state;
  game_class->get_n_players = ts_network_game_get_n_players_impl;
  game_class->get_current_seat = ts_network_game_get_current_seat_impl;
  game_class->is_over = ts_network_game_is_over_impl;
  game_class->list_moves = ts_network_game_list_moves;
  game_class->apply_move = ts_network_game_apply_move;
  game_class->format_move = ts_network_game_format_move;
  game_class->parse_move = ts_network_game_parse_move;
  game_class->get_score = ts_network_game_get_score;
  game_class->get_ranks = ts_network_game_get_ranks;
  game_class->describe_score = ts_network_game_describe_score;
  game_class->save_state = ts_network_game_save_state;
  game_class->load_state = ts_network_game_load_state;
  game_class->describe_position = ts_network_game_describe_position;
  /* No hidden information (spec §7): no redact, determinise or forget. */

  game_class->trivial_move = nw_ai_trivial_move;
  game_class->playout_move = nw_ai_playout_move;
  game_class->evaluate = nw_ai_evaluate;
}

static void
ts_network_game_init (TsNetworkGame *self)
{
  state_init_empty (&self->st);
}
