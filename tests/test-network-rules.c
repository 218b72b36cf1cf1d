/* test-network-rules.c — the rules of Network against the spec's
 * acceptance scenarios N1–N23, and captures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-network.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

static void
assert_collected (TsGame *game,
                  int     i,
                  int     j,
                  guint   r,
                  guint   y,
                  guint   g,
                  guint   b)
{
  int k = corner (i, j);

  g_assert_cmpuint (ts_network_game_get_collected (NW (game), k, NW_RED), ==, r);
  g_assert_cmpuint (ts_network_game_get_collected (NW (game), k, NW_YELLOW), ==, y);
  g_assert_cmpuint (ts_network_game_get_collected (NW (game), k, NW_GREEN), ==, g);
  g_assert_cmpuint (ts_network_game_get_collected (NW (game), k, NW_BLUE), ==, b);
}

/* ------------------------------------------------------------------ */
/* Acceptance scenarios                                                */

void
test_n1_board (void)
{
  guint per_colour[NW_N_COLOURS] = { 0, };
  guint limits[NW_N_COLOURS][4] = { { 0, }, };
  static const NwSquareType swap[] = {
    [NW_SQUARE_RED] = NW_SQUARE_BLUE, [NW_SQUARE_BLUE] = NW_SQUARE_RED,
    [NW_SQUARE_YELLOW] = NW_SQUARE_GREEN, [NW_SQUARE_GREEN] = NW_SQUARE_YELLOW,
    [NW_SQUARE_VACANT] = NW_SQUARE_VACANT, [NW_SQUARE_POST] = NW_SQUARE_POST,
  };

  g_assert_cmpint (nw_square_type (square (0, 0)), ==, NW_SQUARE_BLUE);
  g_assert_cmpuint (nw_square_limit (square (0, 0)), ==, 1);
  g_assert_cmpint (nw_square_type (square (6, 6)), ==, NW_SQUARE_RED);
  g_assert_cmpuint (nw_square_limit (square (6, 6)), ==, 1);
  g_assert_cmpint (nw_square_type (square (3, 3)), ==, NW_SQUARE_VACANT);
  g_assert_cmpuint (nw_square_limit (square (3, 3)), ==, 0);
  g_assert_cmpint (nw_square_type (square (1, 1)), ==, NW_SQUARE_POST);
  g_assert_cmpint (nw_square_type (square (5, 1)), ==, NW_SQUARE_POST);
  g_assert_cmpint (nw_square_type (square (1, 5)), ==, NW_SQUARE_POST);
  g_assert_cmpint (nw_square_type (square (5, 5)), ==, NW_SQUARE_POST);
  g_assert_cmpint (nw_square_type (square (2, 2)), ==, NW_SQUARE_RED);
  g_assert_cmpuint (nw_square_limit (square (2, 2)), ==, 3);

  for (int s = 0; s < NW_N_SQUARES; s++)
    {
      NwSquareType t = nw_square_type (s);
      int c = s % NW_SIZE, r = s / NW_SIZE;
      int mirror = square (6 - c, 6 - r);

      /* Fairness symmetry (§2.2). */
      g_assert_cmpint (nw_square_type (mirror), ==, swap[t]);
      g_assert_cmpuint (nw_square_limit (mirror), ==, nw_square_limit (s));
      if (t > NW_SQUARE_BLUE)
        continue;
      per_colour[t]++;
      g_assert_cmpuint (nw_square_limit (s), >=, 1);
      g_assert_cmpuint (nw_square_limit (s), <=, 3);
      limits[t][nw_square_limit (s)]++;
      /* No two side-by-side resource squares share a colour. */
      if (c + 1 < NW_SIZE)
        g_assert_cmpint (nw_square_type (square (c + 1, r)), !=, t);
      if (r + 1 < NW_SIZE)
        g_assert_cmpint (nw_square_type (square (c, r + 1)), !=, t);
    }
  for (int t = 0; t < NW_N_COLOURS; t++)
    {
      g_assert_cmpuint (per_colour[t], ==, 11);
      g_assert_cmpuint (limits[t][1], ==, 3);
      g_assert_cmpuint (limits[t][2], ==, 5);
      g_assert_cmpuint (limits[t][3], ==, 3);
    }
}

static gboolean
contains (const int *list,
          guint      n,
          int        value)
{
  for (guint i = 0; i < n; i++)
    if (list[i] == value)
      return TRUE;
  return FALSE;
}

void
test_n2_incidence (void)
{
  int sq[4], ed[4], k2[2];
  guint n;
  guint n_boundary = 0;

  n = nw_corner_squares (corner (3, 3), sq);
  g_assert_cmpuint (n, ==, 4);
  g_assert_true (contains (sq, n, square (2, 2)));
  g_assert_true (contains (sq, n, square (3, 2)));
  g_assert_true (contains (sq, n, square (2, 3)));
  g_assert_true (contains (sq, n, square (3, 3)));
  n = nw_corner_squares (corner (0, 0), sq);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (sq[0], ==, square (0, 0));
  n = nw_corner_squares (corner (7, 4), sq);
  g_assert_cmpuint (n, ==, 2);
  g_assert_true (contains (sq, n, square (6, 3)));
  g_assert_true (contains (sq, n, square (6, 4)));

  n = nw_edge_squares (edge ("H2,0"), sq);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (sq[0], ==, square (2, 0));
  n = nw_edge_squares (edge ("V3,2"), sq);
  g_assert_cmpuint (n, ==, 2);
  g_assert_true (contains (sq, n, square (2, 2)));
  g_assert_true (contains (sq, n, square (3, 2)));

  n = nw_corner_edges (corner (0, 0), ed);
  g_assert_cmpuint (n, ==, 2);
  n = nw_corner_edges (corner (3, 2), ed);
  g_assert_cmpuint (n, ==, 4);
  g_assert_true (contains (ed, n, edge ("H2,2")));
  g_assert_true (contains (ed, n, edge ("H3,2")));
  g_assert_true (contains (ed, n, edge ("V3,1")));
  g_assert_true (contains (ed, n, edge ("V3,2")));

  nw_edge_corners (edge ("V3,2"), k2);
  g_assert_cmpint (k2[0], ==, corner (3, 2));
  g_assert_cmpint (k2[1], ==, corner (3, 3));
  nw_square_corners (square (2, 1), sq);
  g_assert_cmpint (sq[0], ==, corner (2, 1));
  g_assert_cmpint (sq[3], ==, corner (3, 2));
  nw_square_edges (square (2, 1), ed);
  g_assert_cmpint (ed[0], ==, edge ("H2,1"));
  g_assert_cmpint (ed[1], ==, edge ("H2,2"));
  g_assert_cmpint (ed[2], ==, edge ("V2,1"));
  g_assert_cmpint (ed[3], ==, edge ("V3,1"));

  for (int k = 0; k < NW_N_CORNERS; k++)
    n_boundary += nw_corner_on_boundary (k);
  g_assert_cmpuint (n_boundary, ==, 28);
  g_assert_true (nw_corner_on_boundary (corner (7, 4)));
  g_assert_false (nw_corner_on_boundary (corner (3, 3)));

  /* Text forms round trip; nonsense is refused. */
  for (int k = 0; k < NW_N_CORNERS; k++)
    {
      g_autofree char *t = nw_corner_to_string (k);
      int back = -1;

      g_assert_true (nw_corner_parse (t, &back));
      g_assert_cmpint (back, ==, k);
    }
  for (int e = 0; e < NW_N_EDGES; e++)
    {
      g_autofree char *t = nw_edge_to_string (e);
      int back = -1;

      g_assert_true (nw_edge_parse (t, &back));
      g_assert_cmpint (back, ==, e);
    }
  g_assert_cmpint (nw_h_edge (7, 0), ==, NW_NONE);
  g_assert_cmpint (nw_v_edge (0, 7), ==, NW_NONE);
  g_assert_cmpint (nw_corner_at (8, 0), ==, NW_NONE);
  g_assert_cmpint (nw_square_at (-1, 0), ==, NW_NONE);
  {
    const char *bad_edges[] = { "H7,0", "V0,7", "X1,1", "H1", "H1,1,", "h1,1", "H-1,0", "" };
    const char *bad_corners[] = { "8,0", "0,8", "1", "1,1,1", "a,b", "-1,0", "" };
    int v;

    for (guint i = 0; i < G_N_ELEMENTS (bad_edges); i++)
      g_assert_false (nw_edge_parse (bad_edges[i], &v));
    for (guint i = 0; i < G_N_ELEMENTS (bad_corners); i++)
      g_assert_false (nw_corner_parse (bad_corners[i], &v));
  }
}

/* N3 as moves from a new game. */
TsGame *
n3_game (void)
{
  TsGame *game = new_game (O, NULL);

  ts_test_apply_ok (game, "set 2,2 H2,2");
  ts_test_apply_ok (game, "set 5,3 V5,2");
  ts_test_apply_ok (game, "set 3,5 H3,5");
  ts_test_apply_ok (game, "set 4,4 V4,4");
  return game;
}

void
test_n3_first_collection (void)
{
  g_autoptr(TsGame) game = n3_game ();

  g_assert_cmpint (ts_game_get_current_seat (game), ==, P);
  assert_cubes (game, P, 2, 3, 2, 1);
  assert_cubes (game, O, 0, 0, 0, 0);
  g_assert_cmpint (ts_game_get_score (game, O), ==, 2);
  g_assert_cmpint (ts_game_get_score (game, P), ==, 2);
  /* Per corner: (5,3) touches G2 (4,2)... the sum is what the spec fixes. */
  {
    guint sum[NW_N_COLOURS] = { 0, };

    for (int k = 0; k < NW_N_CORNERS; k++)
      for (int c = 0; c < NW_N_COLOURS; c++)
        {
          sum[c] += ts_network_game_get_collected (NW (game), k, c);
          if (ts_network_game_get_collected (NW (game), k, c) > 0)
            g_assert_cmpint (ts_network_game_get_corner_owner (NW (game), k), ==, P);
        }
    g_assert_cmpuint (sum[NW_RED], ==, 2);
    g_assert_cmpuint (sum[NW_YELLOW], ==, 3);
    g_assert_cmpuint (sum[NW_GREEN], ==, 2);
    g_assert_cmpuint (sum[NW_BLUE], ==, 1);
  }
}

void
test_n4_collection_details (void)
{
  g_autoptr(TsGame) game = n3_game ();

  ts_test_apply_ok (game, "end");
  g_assert_cmpint (ts_game_get_current_seat (game), ==, O);
  assert_cubes (game, O, 2, 2, 1, 1);
  assert_collected (game, 2, 2, 1, 1, 1, 0);
  assert_collected (game, 4, 4, 1, 1, 0, 1);
  /* Purple keeps what it did not spend. */
  assert_cubes (game, P, 2, 3, 2, 1);
  g_assert_cmpuint (ts_network_game_get_turn (NW (game)), ==, 2);
}

void
test_n5_outer_corners (void)
{
  g_autoptr(TsGame) game = blank_turn (P, FALSE, 0);
  g_autoptr(TsGame) other = blank_turn (P, FALSE, 0);

  put_node (game, O, 7, 7);
  assert_income (game, O, 7, 7, 1, 0, 0, 0);
  ts_test_apply_ok (game, "end");
  assert_cubes (game, O, 1, 0, 0, 0);
  assert_collected (game, 7, 7, 1, 0, 0, 0);

  put_node (other, O, 2, 0);
  assert_income (other, O, 2, 0, 1, 0, 1, 0);
  ts_test_apply_ok (other, "end");
  assert_cubes (other, O, 1, 0, 1, 0);
}

void
test_n6_branch_adjacency (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);

  put_branches (game, O, "H2,2");
  set_cubes (game, O, 5, 0, 0, 5);
  legal_on_copy (game, "branch V3,2");
  legal_on_copy (game, "branch H3,2");
  legal_on_copy (game, "branch V2,1");
  g_assert_true (ts_network_game_branch_legal (NW (game), edge ("V3,2")));
  g_assert_false (ts_network_game_branch_legal (NW (game), edge ("H4,2")));
  apply_fails (game, "branch H4,2");
  apply_fails (game, "branch H2,2");   /* occupied */
  /* Exactly the six edges at the ends of H2,2. */
  g_assert_cmpuint (count_kind (game, NW_MOVE_BRANCH), ==, 6);
}

void
test_n7_node_placement (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);

  put_branches (game, O, "H2,2");
  put_node (game, O, 2, 2);
  set_cubes (game, O, 0, 4, 4, 0);
  legal_on_copy (game, "node 3,2");
  apply_fails (game, "node 4,2");
  apply_fails (game, "node 2,2");
  g_assert_true (ts_network_game_node_legal (NW (game), corner (3, 2)));
  g_assert_false (ts_network_game_node_legal (NW (game), corner (4, 2)));
  g_assert_cmpuint (count_kind (game, NW_MOVE_NODE), ==, 1);
}

void
test_n8_opponent_node (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);

  put_branches (game, O, "H2,2");
  put_node (game, P, 3, 2);
  set_cubes (game, O, 3, 4, 4, 3);
  assert_legal (game, "branch H3,2");
  g_assert_cmpuint (score_of (game, O).largest_network, ==, 2);
  apply_fails (game, "node 3,2");
}

void
test_n9_costs (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);
  g_autoptr(TsGame) poor = blank_turn (O, FALSE, 0);

  put_branches (game, O, "H2,2");
  set_cubes (game, O, 1, 2, 2, 1);
  g_assert_true (ts_network_game_can_afford_branch (NW (game)));
  g_assert_true (ts_network_game_can_afford_node (NW (game)));
  assert_legal (game, "branch V3,2");
  assert_legal (game, "node 3,3");
  assert_cubes (game, O, 0, 0, 0, 0);
  g_assert_cmpuint (ts_network_game_get_branches_left (NW (game), O), ==, 38);
  g_assert_cmpuint (ts_network_game_get_nodes_left (NW (game), O), ==, 14);
  apply_fails (game, "node 2,2");

  put_branches (poor, O, "H2,2");
  set_cubes (poor, O, 1, 2, 2, 0);
  g_assert_false (ts_network_game_can_afford_branch (NW (poor)));
  apply_fails (poor, "branch V3,2");
  g_assert_cmpuint (count_kind (poor, NW_MOVE_BRANCH), ==, 0);
  set_cubes (poor, O, 1, 1, 2, 1);
  apply_fails (poor, "node 2,2");
}

void
test_n10_standard_trade (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);

  set_cubes (game, O, 5, 1, 0, 0);
  g_assert_false (ts_network_game_standard_trade_used (NW (game)));
  assert_legal (game, "trade R2Y1 B");
  assert_cubes (game, O, 3, 0, 0, 1);
  g_assert_true (ts_network_game_standard_trade_used (NW (game)));
  apply_fails (game, "trade R3 Y");
  apply_fails (game, "trade R2B1 Y");
  g_assert_cmpuint (count_kind (game, NW_MOVE_TRADE), ==, 0);
  /* Malformed trades. */
  {
    g_autoptr(TsGame) fresh = blank_turn (O, FALSE, 0);

    set_cubes (fresh, O, 5, 1, 0, 0);
    apply_fails (fresh, "trade R2 B");       /* 2:1 without a post */
    apply_fails (fresh, "trade R3Y1 B");     /* 4 cubes */
    apply_fails (fresh, "trade R2Y1 R");     /* takes a colour it gives */
    apply_fails (fresh, "trade G3 R");       /* not held */
    /* 3 reds for Y, G or B; 2R+1Y for G or B. */
    legal_on_copy (fresh, "trade R3 G");
    legal_on_copy (fresh, "trade R2Y1 G");
    g_assert_cmpuint (count_kind (fresh, NW_MOVE_TRADE), ==, 5);
  }
}

void
test_n11_post_trades (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);

  put_node (game, O, 1, 1);
  put_node (game, O, 2, 2);
  set_cubes (game, O, 6, 1, 0, 0);
  g_assert_true (ts_network_game_post_trade_available (NW (game), corner (1, 1), square (1, 1)));
  g_assert_true (ts_network_game_post_trade_available (NW (game), corner (2, 2), square (1, 1)));
  g_assert_false (ts_network_game_post_trade_available (NW (game), corner (2, 2), square (2, 2)));
  apply_fails (game, "trade R2 B 3,3 1,1");   /* no node there */
  apply_fails (game, "trade R2 B 2,2 2,2");   /* not a post */
  assert_legal (game, "trade R2 B 1,1 1,1");
  g_assert_false (ts_network_game_post_trade_available (NW (game), corner (1, 1), square (1, 1)));
  apply_fails (game, "trade R2 G 1,1 1,1");   /* once per node per post */
  assert_legal (game, "trade R1Y1 G 2,2 1,1");
  assert_legal (game, "trade R3 Y");
  apply_fails (game, "trade B1G1 Y 2,2 1,1");
  assert_cubes (game, O, 0, 1, 1, 1);
  g_assert_cmpuint (count_kind (game, NW_MOVE_TRADE), ==, 0);

  /* The next turn of O has them all again. */
  ts_test_apply_ok (game, "end");
  ts_test_apply_ok (game, "end");
  g_assert_true (ts_network_game_post_trade_available (NW (game), corner (1, 1), square (1, 1)));
  g_assert_false (ts_network_game_standard_trade_used (NW (game)));
}

void
test_n12_immediate_post (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);

  put_branches (game, O, "H2,1");
  set_cubes (game, O, 2, 2, 2, 0);
  g_assert_false (ts_network_game_post_trade_available (NW (game), corner (2, 1), square (1, 1)));
  assert_legal (game, "node 2,1");
  assert_cubes (game, O, 2, 0, 0, 0);
  g_assert_true (ts_network_game_post_trade_available (NW (game), corner (2, 1), square (1, 1)));
  legal_on_copy (game, "trade R2 Y 2,1 1,1");
  legal_on_copy (game, "trade R2 G 2,1 1,1");
  assert_legal (game, "trade R2 B 2,1 1,1");
  assert_cubes (game, O, 0, 0, 0, 1);
}

/* N13 up to P's node on (3,1); P to move. */
static TsGame *
n13_game (void)
{
  TsGame *game = blank_turn (P, FALSE, 0);

  put_node (game, O, 2, 1);
  put_branches (game, P, "H3,1");
  return game;
}

void
test_n13_exhaustion (void)
{
  g_autoptr(TsGame) game = n13_game ();

  assert_income (game, O, 2, 1, 1, 1, 1, 0);
  g_assert_false (ts_network_game_is_exhausted (NW (game), square (2, 0)));
  set_cubes (game, P, 0, 2, 2, 0);
  assert_legal (game, "node 3,1");
  g_assert_true (ts_network_game_is_exhausted (NW (game), square (2, 0)));
  g_assert_false (ts_network_game_square_pays (NW (game), square (2, 0), O));
  g_assert_false (ts_network_game_square_pays (NW (game), square (2, 0), P));
  /* Limit 2 squares next to both nodes still pay. */
  g_assert_false (ts_network_game_is_exhausted (NW (game), square (2, 1)));
  assert_income (game, O, 2, 1, 0, 1, 1, 0);
  assert_income (game, P, 3, 1, 0, 1, 1, 1);
  ts_test_apply_ok (game, "end");
  assert_collected (game, 2, 1, 0, 1, 1, 0);
  assert_cubes (game, O, 0, 1, 1, 0);
}

void
test_n14_single_capture (void)
{
  g_autoptr(TsGame) game = n13_game ();
  g_autoptr(TsGame) many = NULL;

  set_cubes (game, P, 0, 2, 2, 0);
  ts_test_apply_ok (game, "node 3,1");
  ts_test_apply_ok (game, "end");
  put_branches (game, O, "H2,0 H2,1 V2,0");
  set_cubes (game, O, 1, 0, 0, 1);
  g_assert_cmpint (ts_game_get_score (game, O), ==, 1 + 2);   /* node + network 3 > 1 */
  g_assert_true (ts_network_game_is_exhausted (NW (game), square (2, 0)));
  many = ts_game_copy (game);

  assert_legal (game, "branch V3,0");
  g_assert_cmpint (ts_network_game_get_captured_by (NW (game), square (2, 0)), ==, O);
  g_assert_cmpuint (score_of (game, O).captured, ==, 1);
  g_assert_cmpint (ts_game_get_score (game, O), ==, 1 + 1 + 2);
  g_assert_false (ts_network_game_is_exhausted (NW (game), square (2, 0)));
  g_assert_true (ts_network_game_square_pays (NW (game), square (2, 0), O));
  g_assert_false (ts_network_game_square_pays (NW (game), square (2, 0), P));
  assert_income (game, O, 2, 1, 1, 1, 1, 0);
  assert_income (game, P, 3, 1, 0, 1, 1, 1);
  /* Closed to purple: nothing (a single square has no inner parts). */

  /* With O nodes on (2,0) and (3,0) too: 3 red from (2,0). */
  put_node (many, O, 2, 0);
  put_node (many, O, 3, 0);
  ts_test_apply_ok (many, "branch V3,0");
  g_assert_cmpint (ts_network_game_get_captured_by (NW (many), square (2, 0)), ==, O);
  ts_test_apply_ok (many, "end");
  ts_test_apply_ok (many, "end");
  g_assert_cmpint (ts_game_get_current_seat (many), ==, O);
  {
    guint red = 0;

    for (int k = 0; k < NW_N_CORNERS; k++)
      red += ts_network_game_get_collected (NW (many), k, NW_RED);
    /* (2,0) pays each of the 3 nodes; (2,1) and (3,0)'s other squares add
     * no red: (1,0) G, (3,0) G, (2,1) Y, (1,1) T. */
    g_assert_cmpuint (red, ==, 3);
  }
}

void
test_n15_two_square_capture (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);

  put_branches (game, O, "H3,0 H4,0 H3,1 H4,1 V3,0");
  set_cubes (game, O, 1, 0, 0, 1);
  g_assert_cmpint (ts_network_game_get_edge_owner (NW (game), edge ("V4,0")), ==, TS_SEAT_NONE);
  assert_legal (game, "branch V5,0");
  g_assert_cmpint (ts_network_game_get_captured_by (NW (game), square (3, 0)), ==, O);
  g_assert_cmpint (ts_network_game_get_captured_by (NW (game), square (4, 0)), ==, O);
  g_assert_cmpuint (score_of (game, O).captured, ==, 2);
}

void
test_n16_opponent_inside (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);

  put_branches (game, O, "H3,0 H4,0 H3,1 H4,1 V3,0");
  put_branches (game, P, "V4,0");
  set_cubes (game, O, 1, 0, 0, 1);
  assert_legal (game, "branch V5,0");
  g_assert_cmpint (ts_network_game_get_captured_by (NW (game), square (3, 0)), ==, TS_SEAT_NONE);
  g_assert_cmpint (ts_network_game_get_captured_by (NW (game), square (4, 0)), ==, TS_SEAT_NONE);
  g_assert_cmpuint (score_of (game, O).captured, ==, 0);
}

void
test_n17_closed (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);

  put_branches (game, O, "H3,0 H4,0 H3,1 H4,1 V3,0");
  set_cubes (game, O, 2, 0, 0, 2);
  ts_test_apply_ok (game, "branch V5,0");
  put_branches (game, P, "V4,1");
  ts_test_apply_ok (game, "end");
  g_assert_cmpint (ts_game_get_current_seat (game), ==, P);
  set_cubes (game, P, 1, 0, 0, 1);
  g_assert_false (ts_network_game_branch_legal (NW (game), edge ("V4,0")));
  apply_fails (game, "branch V4,0");
  legal_on_copy (game, "branch V4,2");
  ts_test_apply_ok (game, "end");
  set_cubes (game, O, 1, 0, 0, 1);
  assert_legal (game, "branch V4,0");
}

void
test_n18_network_bonus (void)
{
  g_autoptr(TsGame) game = blank_turn (P, FALSE, 0);

  put_branches (game, O, "H0,7 H1,7 H2,7 V7,0 V7,1 V7,2 V7,3");
  put_branches (game, P, "H3,3 V4,3 H4,4 V5,4");
  g_assert_cmpuint (score_of (game, O).largest_network, ==, 4);
  g_assert_cmpuint (score_of (game, P).largest_network, ==, 4);
  g_assert_cmpuint (score_of (game, O).bonus, ==, 0);
  g_assert_cmpuint (score_of (game, P).bonus, ==, 0);
  set_cubes (game, P, 1, 0, 0, 1);
  assert_legal (game, "branch V3,2");
  g_assert_cmpuint (score_of (game, P).largest_network, ==, 5);
  g_assert_cmpuint (score_of (game, P).bonus, ==, 2);
  g_assert_cmpint (ts_game_get_score (game, P), ==, 2);
  g_assert_cmpint (ts_game_get_score (game, O), ==, 0);

  /* Joining two networks with one branch; the bonus passes over. */
  put_branches (game, O, "H3,7 H4,7 H5,7");
  g_assert_cmpuint (score_of (game, O).largest_network, ==, 6);
  g_assert_cmpuint (score_of (game, O).bonus, ==, 2);
  g_assert_cmpuint (score_of (game, P).bonus, ==, 0);
  put_branches (game, O, "H6,7 V7,6 V7,5");
  g_assert_cmpuint (score_of (game, O).largest_network, ==, 9);
  put_branches (game, O, "V7,4");
  g_assert_cmpuint (score_of (game, O).largest_network, ==, 14);
}

void
test_n19_vacant_capture (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);

  put_branches (game, O, "H3,3 H3,4 V3,3");
  put_node (game, O, 3, 3);
  set_cubes (game, O, 1, 0, 0, 1);
  assert_legal (game, "branch V4,3");
  g_assert_cmpint (ts_network_game_get_captured_by (NW (game), square (3, 3)), ==, O);
  g_assert_cmpuint (score_of (game, O).captured, ==, 1);
  g_assert_cmpint (ts_game_get_score (game, O), ==, 1 + 1 + 2);
  g_assert_false (ts_network_game_square_pays (NW (game), square (3, 3), O));
  assert_income (game, O, 3, 3, 1, 0, 1, 1);
}

void
test_n20_captured_post (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);

  put_node (game, P, 5, 2);
  put_node (game, O, 6, 1);
  put_branches (game, O, "H5,1 H5,2 V5,1");
  set_cubes (game, O, 1, 1, 1, 1);
  set_cubes (game, P, 3, 3, 3, 3);
  g_assert_true (ts_network_game_post_trade_available (NW (game), corner (6, 1), square (5, 1)));
  assert_legal (game, "branch V6,1");
  g_assert_cmpint (ts_network_game_get_captured_by (NW (game), square (5, 1)), ==, O);
  g_assert_cmpuint (score_of (game, O).captured, ==, 1);
  g_assert_true (ts_network_game_post_trade_available (NW (game), corner (6, 1), square (5, 1)));
  legal_on_copy (game, "trade Y1G1 R 6,1 5,1");
  ts_test_apply_ok (game, "end");
  /* Purple's node on (5,2) lost its trade at (5,1). */
  g_assert_false (ts_network_game_post_trade_available (NW (game), corner (5, 2), square (5, 1)));
  apply_fails (game, "trade R2 B 5,2 5,1");
  {
    g_autoptr(GArray) moves = ts_game_list_moves (game);

    for (guint i = 0; i < moves->len; i++)
      g_assert_true (g_array_index (moves, TsMove, i).kind != NW_MOVE_TRADE ||
                     g_array_index (moves, TsMove, i).arg[5] == NW_NONE);
  }
  legal_on_copy (game, "trade R3 B");
}

void
test_n21_win (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);
  int ranks[2];

  put_branches (game, O, "H0,0 H0,1 V0,0 V1,0 H6,6 H6,7 V6,6 V7,6 V0,3");
  put_branches (game, P, "H3,3 V4,3 H4,4 V5,4");
  for (int i = 0; i < 7; i++)
    put_node (game, O, 1 + (i % 5), i < 5 ? 3 : 5);
  g_assert_cmpuint (score_of (game, O).nodes, ==, 7);
  g_assert_cmpuint (score_of (game, O).captured, ==, 2);
  g_assert_cmpuint (score_of (game, O).bonus, ==, 0);
  g_assert_cmpint (ts_game_get_score (game, O), ==, 9);
  set_cubes (game, O, 3, 2, 2, 3);
  g_assert_false (ts_game_is_over (game));
  assert_legal (game, "node 0,4");
  g_assert_cmpint (ts_game_get_score (game, O), ==, 10);
  g_assert_true (ts_game_is_over (game));
  g_assert_cmpint (ts_network_game_get_phase (NW (game)), ==, NW_PHASE_OVER);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, TS_SEAT_NONE);
  assert_cubes (game, O, 3, 0, 0, 3);
  ts_game_get_ranks (game, ranks);
  g_assert_cmpint (ranks[O], ==, 0);
  g_assert_cmpint (ranks[P], ==, 1);
  {
    g_autoptr(GArray) moves = ts_game_list_moves (game);

    g_assert_cmpuint (moves->len, ==, 0);
  }
  g_assert_false (ts_game_apply_text (game, "end", NULL));
}

void
test_n22_stalemate (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 11);
  g_autoptr(TsGame) count = blank_turn (O, FALSE, 0);
  int ranks[2];

  for (int i = 0; i < 8; i++)
    put_node (game, O, i, 0);
  for (int i = 0; i < 7; i++)
    put_node (game, P, i, 7);
  g_assert_cmpint (ts_game_get_score (game, O), ==, 8);
  g_assert_cmpint (ts_game_get_score (game, P), ==, 7);
  g_assert_cmpuint (ts_network_game_get_idle_turns (NW (game)), ==, 11);
  ts_test_apply_ok (game, "end");
  g_assert_true (ts_game_is_over (game));
  ts_game_get_ranks (game, ranks);
  g_assert_cmpint (ranks[O], ==, 0);
  g_assert_cmpint (ranks[P], ==, 1);

  /* Twelve idle turns in a row, counted from zero; a placement resets. */
  put_branches (count, O, "H2,2");
  for (int i = 0; i < 5; i++)
    ts_test_apply_ok (count, "end");
  g_assert_cmpuint (ts_network_game_get_idle_turns (NW (count)), ==, 5);
  g_assert_cmpint (ts_game_get_current_seat (count), ==, P);
  ts_test_apply_ok (count, "end");
  set_cubes (count, O, 1, 0, 0, 1);
  ts_test_apply_ok (count, "branch H3,2");
  ts_test_apply_ok (count, "end");
  g_assert_cmpuint (ts_network_game_get_idle_turns (NW (count)), ==, 0);
  for (int i = 0; i < 11; i++)
    {
      ts_test_apply_ok (count, "end");
      g_assert_false (ts_game_is_over (count));
    }
  ts_test_apply_ok (count, "end");
  g_assert_true (ts_game_is_over (count));
}

/* R20 tie-breaks: equal scores, the larger largest network; then a draw. */
void
test_stalemate_tie_breaks (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 11);
  g_autoptr(TsGame) draw = blank_turn (O, FALSE, 11);
  int ranks[2];

  /* O: 2 nodes + network 3 vs P 2 → 4 points; P: 4 nodes. */
  put_branches (game, O, "H0,0 H1,0 H2,0");
  put_branches (game, P, "H0,7 H1,7");
  put_node (game, O, 0, 0);
  put_node (game, O, 1, 0);
  for (int i = 0; i < 4; i++)
    put_node (game, P, i, 5);
  g_assert_cmpint (ts_game_get_score (game, O), ==, 4);
  g_assert_cmpint (ts_game_get_score (game, P), ==, 4);
  ts_test_apply_ok (game, "end");
  ts_game_get_ranks (game, ranks);
  g_assert_cmpint (ranks[O], ==, 0);
  g_assert_cmpint (ranks[P], ==, 1);

  put_node (draw, O, 0, 0);
  put_node (draw, P, 7, 7);
  ts_test_apply_ok (draw, "end");
  g_assert_true (ts_game_is_over (draw));
  ts_game_get_ranks (draw, ranks);
  g_assert_cmpint (ranks[O], ==, 0);
  g_assert_cmpint (ranks[P], ==, 0);
}

void
test_n23_simplified (void)
{
  g_autoptr(TsGame) game = blank_turn (O, TRUE, 0);
  g_autoptr(TsGame) fresh = new_game (O, "simplified");

  g_assert_true (ts_network_game_is_simplified (NW (fresh)));
  g_assert_true (ts_network_game_is_simplified (NW (game)));
  put_node (game, O, 1, 1);
  set_cubes (game, O, 4, 0, 0, 0);
  g_assert_false (ts_network_game_post_trade_available (NW (game), corner (1, 1), square (1, 1)));
  apply_fails (game, "trade R2 B 1,1 1,1");
  /* Only the 3:1 trades: R3 for Y, G or B. */
  g_assert_cmpuint (count_kind (game, NW_MOVE_TRADE), ==, 3);
  assert_legal (game, "trade R3 B");
}

/* ------------------------------------------------------------------ */
/* Captures                                                            */

/* A 2 × 2 enclosure: an opponent node on the inner corner prevents the
 * capture, one on the loop does not. */
void
test_capture_inner_corner (void)
{
  const char *loop = "H2,2 H3,2 H2,4 H3,4 V2,2 V2,3 V4,2 V4,3";
  g_autoptr(TsGame) inner = blank_turn (O, FALSE, 0);
  g_autoptr(TsGame) on_loop = blank_turn (O, FALSE, 0);
  g_autoptr(TsGame) clean = blank_turn (O, FALSE, 0);
  int sq[4] = { square (2, 2), square (3, 2), square (2, 3), square (3, 3) };

  put_node (inner, P, 3, 3);
  put_branches (inner, O, loop);
  for (int i = 0; i < 4; i++)
    g_assert_cmpint (ts_network_game_get_captured_by (NW (inner), sq[i]), ==, TS_SEAT_NONE);

  put_node (on_loop, P, 2, 2);
  put_node (on_loop, P, 4, 3);
  put_branches (on_loop, O, loop);
  for (int i = 0; i < 4; i++)
    g_assert_cmpint (ts_network_game_get_captured_by (NW (on_loop), sq[i]), ==, O);
  g_assert_cmpuint (score_of (on_loop, O).captured, ==, 4);

  /* Inside the captured area, P may not build: inner edges and the inner
   * corner are closed; O may. */
  put_branches (clean, O, loop);
  put_branches (clean, P, "H3,1");
  set_cubes (clean, P, 1, 2, 2, 1);
  set_cubes (clean, O, 1, 2, 2, 1);
  legal_on_copy (clean, "branch V3,2");     /* O: inner edge */
  legal_on_copy (clean, "node 2,2");        /* O: on the loop */
  ts_test_apply_ok (clean, "end");
  /* P's branch V3,1 reaches the loop corner (3,2), so only R16 stops P
   * from entering along V3,2. */
  put_branches (clean, P, "V3,1");
  g_assert_false (ts_network_game_branch_legal (NW (clean), edge ("V3,2")));
  apply_fails (clean, "branch V3,2");
  apply_fails (clean, "node 3,3");
  g_assert_false (ts_network_game_node_legal (NW (clean), corner (3, 3)));
  /* The loop's corners are not closed: P may build a node there. */
  legal_on_copy (clean, "node 3,2");
}

void
test_capture_inner_edge_split (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);

  /* O encloses (0,0)–(2,0) along the board edge; P's branch V1,0 lies on
   * an inner edge, so nothing is captured. */
  put_branches (game, P, "V1,0");
  put_branches (game, O, "H0,0 H1,0 H2,0 H0,1 H1,1 H2,1 V0,0");
  g_assert_cmpuint (score_of (game, O).captured, ==, 0);
  put_branches (game, O, "V3,0");
  g_assert_cmpuint (score_of (game, O).captured, ==, 0);
  /* Splitting off (2,0), which holds no purple piece, captures it. */
  set_cubes (game, O, 1, 0, 0, 1);
  assert_legal (game, "branch V2,0");
  g_assert_cmpint (ts_network_game_get_captured_by (NW (game), square (2, 0)), ==, O);
  g_assert_cmpint (ts_network_game_get_captured_by (NW (game), square (1, 0)), ==, TS_SEAT_NONE);
  g_assert_cmpint (ts_network_game_get_captured_by (NW (game), square (0, 0)), ==, TS_SEAT_NONE);
  g_assert_cmpuint (score_of (game, O).captured, ==, 1);
}

/* A border square needs its border edges too; a corner square of the board
 * has two. */
void
test_capture_board_edge (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);

  put_branches (game, O, "H0,1 V1,0 H0,0");
  g_assert_cmpint (ts_network_game_get_captured_by (NW (game), square (0, 0)), ==, TS_SEAT_NONE);
  set_cubes (game, O, 1, 0, 0, 1);
  assert_legal (game, "branch V0,0");
  g_assert_cmpint (ts_network_game_get_captured_by (NW (game), square (0, 0)), ==, O);

  /* A whole row along the bottom: 7 squares. */
  put_branches (game, P, "H0,6 H1,6 H2,6 H3,6 H4,6 H5,6 H6,6 H0,7 H1,7 H2,7 H3,7 H4,7 H5,7 H6,7 V0,6");
  g_assert_cmpuint (score_of (game, P).captured, ==, 0);
  put_branches (game, P, "V7,6");
  g_assert_cmpuint (score_of (game, P).captured, ==, 7);
  /* Already captured squares stay captured. */
  put_branches (game, P, "V3,6");
  g_assert_cmpuint (score_of (game, P).captured, ==, 7);
  g_assert_cmpuint (score_of (game, O).captured, ==, 1);
}

/* R14/R15: exhaustion is lifted for the captor only, and a larger
 * enclosure with exhausted squares inside. */
void
test_exhaustion_lifted (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);

  /* (0,0) is B1: two nodes exhaust it. */
  put_node (game, O, 1, 0);
  put_node (game, P, 0, 1);
  g_assert_true (ts_network_game_is_exhausted (NW (game), square (0, 0)));
  assert_income (game, O, 1, 0, 0, 0, 1, 0);    /* G3 (1,0) only */
  put_node (game, P, 1, 1);
  /* (1,0) is G3 with 2 nodes: still pays. */
  g_assert_false (ts_network_game_is_exhausted (NW (game), square (1, 0)));
  put_node (game, P, 2, 1);
  g_assert_false (ts_network_game_is_exhausted (NW (game), square (1, 0)));  /* 3 ≤ 3 */
  put_node (game, P, 2, 0);
  g_assert_true (ts_network_game_is_exhausted (NW (game), square (1, 0)));
  assert_income (game, O, 1, 0, 0, 0, 0, 0);
  /* O encloses (0,0) and (1,0); P's nodes are on the loop. */
  put_branches (game, O, "H0,0 H1,0 H0,1 H1,1 V0,0 V2,0");
  g_assert_cmpint (ts_network_game_get_captured_by (NW (game), square (0, 0)), ==, O);
  g_assert_cmpint (ts_network_game_get_captured_by (NW (game), square (1, 0)), ==, O);
  g_assert_false (ts_network_game_is_exhausted (NW (game), square (0, 0)));
  assert_income (game, O, 1, 0, 0, 0, 1, 1);
  /* P's node (0,1): (0,0) is O's now; (0,1) Y2 has 2 nodes and pays. */
  assert_income (game, P, 0, 1, 0, 1, 0, 0);
  g_assert_false (ts_network_game_square_pays (NW (game), square (0, 0), P));
}

/* R11: empty supplies. */
void
test_supply (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);

  for (int i = 0; i < NW_N_NODES; i++)
    put_node (game, O, i % 8, 7 - i / 8);
  g_assert_cmpuint (ts_network_game_get_nodes_left (NW (game), O), ==, 0);
  put_branches (game, O, "H2,2");
  set_cubes (game, O, 0, 9, 9, 0);
  g_assert_false (ts_network_game_can_afford_node (NW (game)));
  apply_fails (game, "node 2,2");
  g_assert_cmpuint (count_kind (game, NW_MOVE_NODE), ==, 0);
}
