/* test-network.c — the rules of Network against the spec's acceptance
 * scenarios N1–N23, captures, positions, the computer hooks and a random
 * soak
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <string.h>

#include "test-util.h"
#include "ts-ai.h"
#include "ts-game.h"
#include "ts-games.h"
#include "ts-match.h"
#include "ts-option.h"
#include "ts-rng.h"
#include "ts-setup.h"
#include "network-game.h"

#define NW(g) TS_NETWORK_GAME (g)
#define O 0   /* orange: seat 0 plays Player 1 in these tests */
#define P 1

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

static TsGame *
new_game (int         first_seat,
          const char *variant)
{
  return ts_test_new_game_of ("network", 2, 7, first_seat, variant);
}

/* An empty board in a regular turn of SEAT ("only the listed pieces are on
 * the board"): Givens are then put with the test setters. */
static TsGame *
blank_turn (int         seat,
            gboolean    simplified,
            guint       idle)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new ("network 1\n");
  TsGame *game = new_game (O, NULL);
  /* Purple (P) plays the odd turns (R1); IDLE turns have ended before. */
  guint turn = seat == P ? 5 : 6;

  while (turn <= idle)
    turn += 2;
  g_string_append_printf (text, "variant %s first 0\n", simplified ? "simplified" : "standard");
  g_string_append_printf (text, "phase turn current %d step 0 turn %u idle %u\n", seat, turn, idle);
  g_string_append (text, "traded 0 placed 0\nnodes");
  for (int r = 0; r < 8; r++)
    g_string_append (text, " ........");
  g_string_append (text, "\nhbranches");
  for (int r = 0; r < 8; r++)
    g_string_append (text, " .......");
  g_string_append (text, "\nvbranches");
  for (int r = 0; r < 7; r++)
    g_string_append (text, " ........");
  g_string_append (text, "\ncaptured");
  for (int r = 0; r < 7; r++)
    g_string_append (text, " .......");
  g_string_append (text, "\nseat 0 cubes 0 0 0 0 left 15 40\nseat 1 cubes 0 0 0 0 left 15 40\n"
                         "posts 0\ncollected 0\nend\n");
  g_assert_true (ts_game_load_state (game, text->str, &error));
  g_assert_no_error (error);
  return game;
}

static int
corner (int i,
        int j)
{
  int k = nw_corner_at (i, j);

  g_assert_cmpint (k, !=, NW_NONE);
  return k;
}

static int
square (int c,
        int r)
{
  int s = nw_square_at (c, r);

  g_assert_cmpint (s, !=, NW_NONE);
  return s;
}

static int
edge (const char *text)
{
  int e;

  g_assert_true (nw_edge_parse (text, &e));
  return e;
}

static void
put_branches (TsGame     *game,
              int         seat,
              const char *list)
{
  g_auto(GStrv) words = g_strsplit (list, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    ts_network_game_put_branch (NW (game), seat, edge (words[i]));
}

static void
put_node (TsGame *game,
          int     seat,
          int     i,
          int     j)
{
  ts_network_game_put_node (NW (game), seat, corner (i, j));
}

static void
set_cubes (TsGame *game,
           int     seat,
           guint   r,
           guint   y,
           guint   g,
           guint   b)
{
  guint cubes[NW_N_COLOURS] = { r, y, g, b };

  ts_network_game_set_cubes (NW (game), seat, cubes);
}

static void
assert_cubes (TsGame *game,
              int     seat,
              guint   r,
              guint   y,
              guint   g,
              guint   b)
{
  g_assert_cmpuint (ts_network_game_get_cubes (NW (game), seat, NW_RED), ==, r);
  g_assert_cmpuint (ts_network_game_get_cubes (NW (game), seat, NW_YELLOW), ==, y);
  g_assert_cmpuint (ts_network_game_get_cubes (NW (game), seat, NW_GREEN), ==, g);
  g_assert_cmpuint (ts_network_game_get_cubes (NW (game), seat, NW_BLUE), ==, b);
}

static void
assert_income (TsGame *game,
               int     seat,
               int     i,
               int     j,
               guint   r,
               guint   y,
               guint   g,
               guint   b)
{
  guint cubes[NW_N_COLOURS];

  ts_network_game_income_of_corner (NW (game), seat, corner (i, j), cubes);
  g_assert_cmpuint (cubes[NW_RED], ==, r);
  g_assert_cmpuint (cubes[NW_YELLOW], ==, y);
  g_assert_cmpuint (cubes[NW_GREEN], ==, g);
  g_assert_cmpuint (cubes[NW_BLUE], ==, b);
}

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

/* TEXT is rejected as illegal, is not listed, and changes nothing. */
static void
apply_fails (TsGame     *game,
             const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = ts_game_save_state (game);
  g_autofree char *after = NULL;
  TsMove move = ts_test_parse_ok (game, text);

  g_assert_false (ts_game_is_legal (game, &move));
  g_assert_false (ts_game_apply_move (game, &move, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
  after = ts_game_save_state (game);
  g_assert_cmpstr (before, ==, after);
}

/* TEXT is listed and applies (on a copy, the game is not changed). */
static void
legal_on_copy (TsGame     *game,
               const char *text)
{
  g_autoptr(TsGame) copy = ts_game_copy (game);
  TsMove move = ts_test_parse_ok (game, text);

  g_assert_true (ts_game_is_legal (game, &move));
  ts_test_apply_ok (copy, text);
}

static void
assert_legal (TsGame     *game,
              const char *text)
{
  TsMove move = ts_test_parse_ok (game, text);

  g_assert_true (ts_game_is_legal (game, &move));
  ts_test_apply_ok (game, text);
}

static NwScore
score_of (TsGame *game,
          int     seat)
{
  NwScore score;

  ts_network_game_get_score_parts (NW (game), seat, &score);
  g_assert_cmpuint (score.total, ==, ts_game_get_score (game, seat));
  return score;
}

static guint
count_kind (TsGame *game,
            int     kind)
{
  g_autoptr(GArray) moves = ts_game_list_moves (game);
  guint n = 0;

  for (guint i = 0; i < moves->len; i++)
    n += g_array_index (moves, TsMove, i).kind == kind;
  return n;
}

/* ------------------------------------------------------------------ */
/* Class and setup                                                     */

static void
test_class (void)
{
  g_autoptr(TsGame) game = new_game (O, NULL);
  TsGameClass *klass = TS_GAME_GET_CLASS (game);
  g_autoptr(TsSetup) three = ts_setup_new ("network", 3, 1);
  g_autoptr(TsSetup) odd = ts_setup_new ("network", 2, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) none = NULL;
  g_autoptr(TsGame) blank = NULL;

  g_assert_cmpstr (klass->id, ==, "network");
  g_assert_cmpstr (klass->name, ==, "Network");
  g_assert_cmpstr (klass->designer, ==, "Jeffrey Shuter");
  g_assert_cmpuint (klass->min_players, ==, 2);
  g_assert_cmpuint (klass->max_players, ==, 2);
  /* R21 as the option "rules". */
  g_assert_cmpstr (klass->options[0].name, ==, "rules");
  g_assert_cmpint (klass->options[0].type, ==, TS_OPTION_CHOICE);
  g_assert_cmpstr (klass->options[0].choices[0], ==, "standard");
  g_assert_cmpstr (klass->options[0].choices[1], ==, "simplified");
  g_assert_null (klass->options[0].choices[2]);
  g_assert_nonnull (klass->options[0].choice_labels[1]);
  g_assert_cmpint (klass->options[0].default_value, ==, 0);
  g_assert_null (klass->options[1].name);
  g_assert_cmpstr (klass->default_colours[0], ==, "orange");
  g_assert_cmpstr (klass->default_colours[1], ==, "purple");
  g_assert_nonnull (klass->describe_position);
  g_assert_false (ts_game_has_private_view (game, 0));

  none = ts_game_new ("network", three, &error);
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP);
  g_assert_null (none);
  g_clear_error (&error);
  ts_setup_set_option (odd, "rules", 2);
  none = ts_game_new ("network", odd, &error);
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP);
  g_assert_null (none);

  /* A blank instance offers nothing. */
  blank = g_object_new (TS_TYPE_NETWORK_GAME, NULL);
  g_assert_true (ts_game_is_over (blank));
  g_assert_cmpint (ts_game_get_current_seat (blank), ==, TS_SEAT_NONE);
}

/* TsSetup.first_seat chooses Player 1 (§4.2): order first, other, other,
 * first; then the other seat takes the first regular turn. */
static void
test_setup_order (void)
{
  for (int first = 0; first < 2; first++)
    {
      g_autoptr(TsGame) game = new_game (first, NULL);
      int other = 1 - first;
      const char *sets[] = { "set 0,0 H0,0", "set 7,7 H6,7", "set 0,7 V0,6", "set 7,0 V7,0" };
      int expect[] = { first, other, other, first };

      g_assert_cmpint (ts_network_game_get_first_seat (NW (game)), ==, first);
      for (guint i = 0; i < 4; i++)
        {
          g_assert_cmpint (ts_network_game_get_phase (NW (game)), ==, NW_PHASE_SETUP);
          g_assert_cmpint (ts_game_get_current_seat (game), ==, expect[i]);
          g_assert_cmpuint (count_kind (game, NW_MOVE_END), ==, 0);
          ts_test_apply_ok (game, sets[i]);
        }
      g_assert_cmpint (ts_network_game_get_phase (NW (game)), ==, NW_PHASE_TURN);
      g_assert_cmpint (ts_game_get_current_seat (game), ==, other);
      g_assert_cmpuint (ts_network_game_get_turn (NW (game)), ==, 1);
      for (int s = 0; s < 2; s++)
        {
          g_assert_cmpuint (ts_network_game_get_nodes_left (NW (game), s), ==, 13);
          g_assert_cmpuint (ts_network_game_get_branches_left (NW (game), s), ==, 38);
        }
    }
}

static void
test_setup_rules (void)
{
  g_autoptr(TsGame) game = new_game (O, NULL);
  g_autoptr(GArray) moves = ts_game_list_moves (game);

  /* 64 corners, each with 2–4 edges: 4·2 + 24·3 + 36·4 = 224 sets. */
  g_assert_cmpuint (moves->len, ==, 224);
  g_assert_cmpuint (count_kind (game, NW_MOVE_SET), ==, 224);
  apply_fails (game, "set 2,2 H3,2");      /* the branch must touch the node */
  apply_fails (game, "branch H2,2");
  apply_fails (game, "end");
  apply_fails (game, "trade R1Y1G1 B");
  ts_test_apply_ok (game, "set 2,2 H2,2");
  apply_fails (game, "set 2,2 V2,2");      /* corner taken */
  apply_fails (game, "set 3,2 H2,2");      /* edge taken */
  /* Sets may touch the opponent's pieces (§4.2). */
  legal_on_copy (game, "set 3,2 H3,2");
  legal_on_copy (game, "set 1,2 H1,2");
  /* Outer corners and border edges (R10). */
  legal_on_copy (game, "set 0,0 V0,0");
  /* Nothing is collected during setup. */
  for (int k = 0; k < NW_N_CORNERS; k++)
    for (int c = 0; c < NW_N_COLOURS; c++)
      g_assert_cmpuint (ts_network_game_get_collected (NW (game), k, c), ==, 0);
}

/* §8 decision 23: two touching starting branches make a network of 2. */
static void
test_setup_network_bonus (void)
{
  g_autoptr(TsGame) game = new_game (O, NULL);

  ts_test_apply_ok (game, "set 1,1 H1,1");
  ts_test_apply_ok (game, "set 5,5 H5,5");
  ts_test_apply_ok (game, "set 5,3 V5,2");
  ts_test_apply_ok (game, "set 2,2 V2,1");   /* touches H1,1 at corner 2,1 */
  g_assert_cmpuint (score_of (game, O).largest_network, ==, 2);
  g_assert_cmpuint (score_of (game, O).bonus, ==, 2);
  g_assert_cmpint (ts_game_get_score (game, O), ==, 4);
  g_assert_cmpint (ts_game_get_score (game, P), ==, 2);
}

/* ------------------------------------------------------------------ */
/* Acceptance scenarios                                                */

static void
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

static void
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
static TsGame *
n3_game (void)
{
  TsGame *game = new_game (O, NULL);

  ts_test_apply_ok (game, "set 2,2 H2,2");
  ts_test_apply_ok (game, "set 5,3 V5,2");
  ts_test_apply_ok (game, "set 3,5 H3,5");
  ts_test_apply_ok (game, "set 4,4 V4,4");
  return game;
}

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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
static void
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

static void
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
static void
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

static void
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
static void
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
static void
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
static void
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

/* ------------------------------------------------------------------ */
/* Notation, positions, descriptions                                   */

static void
test_notation (void)
{
  g_autoptr(TsGame) game = n3_game ();
  const char *good[] = { "set 2,2 H2,2", "branch V3,2", "node 3,3", "trade R2Y1 B",
                         "trade R1Y1 B 2,1 1,1", "end", "trade B1R1 G 0,0 6,6" };
  const char *bad[] = { "", "set", "set 2,2", "branch", "branch X3,2", "branch H7,0",
                        "node 8,8", "node 3", "trade", "trade R2Y1", "trade R4 B",
                        "trade R0 B", "trade R1R1 B", "trade R2Y1 Q", "trade R2Y1 B 2,1",
                        "trade R1Y1 B 2,1 7,7", "end now", "pass", "trade r2y1 b",
                        "node 3,3 3,3", "branch V3,2 extra words here too" };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      TsMove move = ts_test_parse_ok (game, good[i]);
      g_autofree char *back = ts_game_format_move (game, &move);

      if (i == G_N_ELEMENTS (good) - 1)
        g_assert_cmpstr (back, ==, "trade R1B1 G 0,0 6,6");   /* canonical order */
      else
        g_assert_cmpstr (back, ==, good[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      TsMove move;

      g_assert_false (ts_game_parse_move (game, bad[i], &move, &error));
      g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_MOVE);
    }

  /* Every listed move formats and parses back to itself. */
  {
    g_autoptr(GArray) moves = ts_game_list_moves (game);

    g_assert_cmpuint (moves->len, >, 10);
    for (guint i = 0; i < moves->len; i++)
      {
        TsMove *m = &g_array_index (moves, TsMove, i);
        g_autofree char *text = ts_game_format_move (game, m);
        TsMove back = ts_test_parse_ok (game, text);

        g_assert_true (ts_move_equal (m, &back));
      }
  }
}

/* The constructors build exactly the moves the notation reads, and a
 * move read from text past the word limit of TsWords is refused. */
static void
test_move_constructors (void)
{
  g_autoptr(TsGame) game = n3_game ();
  struct { const char *text; TsMove move; } cases[] = {
    { "set 2,2 H2,2", ts_network_move_set (corner (2, 2), edge ("H2,2")) },
    { "branch V3,2", ts_network_move_branch (edge ("V3,2")) },
    { "node 3,3", ts_network_move_node (corner (3, 3)) },
    { "trade R2Y1 B", ts_network_move_trade ((const int[]) { 2, 1, 0, 0 }, NW_BLUE,
                                             NW_NONE, NW_NONE) },
    { "trade R1Y1 B 2,1 1,1", ts_network_move_trade ((const int[]) { 1, 1, 0, 0 }, NW_BLUE,
                                                     corner (2, 1), square (1, 1)) },
    { "end", ts_network_move_end () },
  };
  g_autoptr(GString) long_text = g_string_new ("end");
  TsMove move;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TsMove parsed = ts_test_parse_ok (game, cases[i].text);
      g_autofree char *text = ts_game_format_move (game, &cases[i].move);

      g_assert_cmpstr (text, ==, cases[i].text);
      g_assert_true (ts_move_equal (&parsed, &cases[i].move));
    }
  /* The board's 3:1 trade and the listed one are the same bytes. */
  {
    g_autoptr(GArray) moves = ts_game_list_moves (game);
    TsMove trade = ts_network_move_trade ((const int[]) { 1, 1, 1, 0 }, NW_BLUE,
                                          NW_NONE, NW_NONE);
    gboolean found = FALSE;

    for (guint i = 0; i < moves->len; i++)
      found |= ts_move_equal (&g_array_index (moves, TsMove, i), &trade);
    g_assert_true (found);
  }

  /* Blanks of every kind separate words; too long a text is no move. */
  g_assert_true (ts_game_parse_move (game, " \tbranch\n V3,2 ", &move, NULL));
  g_assert_true (ts_move_equal (&move, &cases[1].move));
  for (guint i = 0; i < 300; i++)
    g_string_append_c (long_text, ' ');
  g_assert_false (ts_game_parse_move (game, long_text->str, &move, NULL));
}

static void
test_describe (void)
{
  g_autoptr(TsGame) game = n3_game ();
  const char * const names[] = { "Ann", "Bob" };
  g_autofree char *text = ts_game_describe_position (game, names);
  g_autofree char *score = ts_game_describe_score (game, O);

  g_assert_nonnull (strstr (text, "Ann"));
  g_assert_nonnull (strstr (text, "Bob"));
  g_assert_nonnull (strstr (text, "R2 Y3 G2 B1"));
  g_assert_cmpstr (score, ==, "2 points");
}

static void
test_save_mid_turn (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 3);
  g_autoptr(TsGame) loaded = new_game (P, "simplified");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;

  put_node (game, O, 2, 1);
  put_node (game, O, 1, 1);
  put_branches (game, O, "H1,1 H0,4");
  set_cubes (game, O, 6, 1, 2, 0);
  ts_test_apply_ok (game, "trade R2 Y 2,1 1,1");
  ts_test_apply_ok (game, "trade R3 B");
  /* Collected this turn too. */
  ts_test_apply_ok (game, "end");
  ts_test_apply_ok (game, "end");
  ts_test_apply_ok (game, "trade R1B1 Y 1,1 1,1");
  text = ts_game_save_state (game);
  g_assert_true (ts_game_load_state (loaded, text, &error));
  g_assert_no_error (error);
  again = ts_game_save_state (loaded);
  g_assert_cmpstr (text, ==, again);
  g_assert_true (ts_game_equal (game, loaded));
  g_assert_true (ts_network_game_standard_trade_used (NW (loaded)) ==
                 ts_network_game_standard_trade_used (NW (game)));
  g_assert_false (ts_network_game_post_trade_available (NW (loaded), corner (1, 1), square (1, 1)));
  g_assert_true (ts_network_game_post_trade_available (NW (loaded), corner (2, 1), square (1, 1)));
  for (int k = 0; k < NW_N_CORNERS; k++)
    for (int c = 0; c < NW_N_COLOURS; c++)
      g_assert_cmpuint (ts_network_game_get_collected (NW (loaded), k, c), ==,
                        ts_network_game_get_collected (NW (game), k, c));
  {
    g_autoptr(GArray) a = ts_game_list_moves (game);
    g_autoptr(GArray) b = ts_game_list_moves (loaded);

    g_assert_cmpuint (a->len, ==, b->len);
    g_assert_cmpmem (a->data, a->len * sizeof (TsMove), b->data, b->len * sizeof (TsMove));
  }
}

static char *
replace_word (const char *text,
              guint       index,
              const char *word)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \n", -1);
  GString *out = g_string_new (NULL);
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      g_string_append (out, n == index ? word : words[i]);
      g_string_append_c (out, ' ');
      n++;
    }
  return g_string_free (out, FALSE);
}

static void
assert_rejected (TsGame     *game,
                 const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = ts_game_save_state (game);
  g_autofree char *after = NULL;

  if (ts_game_load_state (game, text, &error))
    g_error ("accepted a bad position:\n%s", text);
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  after = ts_game_save_state (game);
  g_assert_cmpstr (before, ==, after);
}

static void
test_bad_positions (void)
{
  g_autoptr(TsGame) game = n3_game ();
  g_autoptr(TsGame) target = n3_game ();
  g_autofree char *good = NULL;
  g_auto(GStrv) words = NULL;
  guint n_words = 0;
  const char *garbage[] = { "x", "-1", "99999999999", "2", "", "0,0" };

  ts_test_apply_ok (game, "end");
  ts_test_apply_ok (game, "trade R2Y1 B");
  good = ts_game_save_state (game);
  words = g_strsplit_set (good, " \n", -1);
  for (guint i = 0; words[i] != NULL; i++)
    n_words += words[i][0] != '\0';

  /* Truncated at every word. */
  for (guint cut = 0; cut < n_words; cut++)
    {
      g_auto(GStrv) w = g_strsplit_set (good, " \n", -1);
      GString *s = g_string_new (NULL);
      guint n = 0;

      for (guint i = 0; w[i] != NULL && n < cut; i++)
        if (w[i][0] != '\0')
          {
            g_string_append_printf (s, "%s ", w[i]);
            n++;
          }
      assert_rejected (target, s->str);
      g_string_free (s, TRUE);
    }

  /* Every word replaced by garbage: rejected, or (when the garbage happens
   * to be a valid value there) accepted consistently. */
  for (guint i = 0; i < n_words; i++)
    for (guint g = 0; g < G_N_ELEMENTS (garbage); g++)
      {
        g_autofree char *bad = replace_word (good, i, garbage[g]);
        g_autoptr(TsGame) probe = ts_game_copy (target);
        g_autoptr(GError) error = NULL;

        if (!ts_game_load_state (probe, bad, &error))
          {
            g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
            g_assert_true (ts_game_equal (probe, target));
          }
        else
          {
            g_autofree char *saved = ts_game_save_state (probe);
            g_autoptr(TsGame) again = ts_game_copy (target);

            g_assert_true (ts_game_load_state (again, saved, NULL));
            g_assert_true (ts_game_equal (probe, again));
          }
      }

  /* Specific inconsistencies. */
  {
    const char *swaps[][2] = {
      { "left 13 38", "left 14 38" },          /* supplies do not add up */
      { "phase turn current 0", "phase turn current -" },
      { "phase turn", "phase setup" },
      { "network 1", "network 2" },
      { "idle 1", "idle 12" },
      { "end", "end extra" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (swaps); i++)
      {
        g_autofree char *bad = NULL;
        char *at = strstr (good, swaps[i][0]);
        GString *s;

        g_assert_nonnull (at);
        s = g_string_new_len (good, at - good);
        g_string_append (s, swaps[i][1]);
        g_string_append (s, at + strlen (swaps[i][0]));
        bad = g_string_free (s, FALSE);
        assert_rejected (target, bad);
      }
  }

  /* A captured square that no loop encloses; a post trade at a wrong
   * corner; a collection for a node of the other seat. */
  {
    g_autoptr(TsGame) blank = blank_turn (O, FALSE, 0);
    g_autofree char *text = ts_game_save_state (blank);
    GString *s = g_string_new (text);
    char *cap = strstr (s->str, "captured\n  .......");

    g_assert_nonnull (cap);
    cap[strlen ("captured\n  ")] = '0';
    assert_rejected (target, s->str);
    g_string_free (s, TRUE);

    s = g_string_new (text);
    g_string_replace (s, "posts 0", "posts 1 2,2 1,1", 1);
    assert_rejected (target, s->str);
    g_string_free (s, TRUE);

    s = g_string_new (text);
    g_string_replace (s, "collected 0", "collected 1 2,2 1 0 0 0", 1);
    assert_rejected (target, s->str);
    g_string_free (s, TRUE);
  }

  /* The good text still loads. */
  g_assert_true (ts_game_load_state (target, good, NULL));
  g_assert_true (ts_game_equal (target, game));
}

/* ------------------------------------------------------------------ */
/* Computer player                                                     */

static void
test_ai_legal (void)
{
  g_autoptr(TsGame) game = new_game (O, NULL);
  TsAiParams params;
  TsRng rng;
  guint n = 0;

  ts_ai_params_for_level (TS_LEVEL_EASY, &params);
  params.max_iterations = 60;
  params.max_seconds = 0;
  ts_rng_init (&rng, 3);

  /* Alternate search and random moves through a game. */
  while (!ts_game_is_over (game) && n < 400)
    {
      TsMove move, again, trivial;

      if (n % 3 == 0)
        {
          params.use_policy = (n % 2) == 0;
          g_assert_true (ts_ai_choose_move (game, &params, 11 + n, NULL, &move));
          g_assert_true (ts_game_is_legal (game, &move));
          /* Deterministic for a seed and an iteration budget. */
          g_assert_true (ts_ai_choose_move (game, &params, 11 + n, NULL, &again));
          g_assert_true (ts_move_equal (&move, &again));
        }
      else if (!ts_game_playout_move (game, &rng, &move))
        g_assert_not_reached ();
      g_assert_true (ts_game_is_legal (game, &move));
      if (ts_game_trivial_move (game, &trivial))
        g_assert_true (ts_game_is_legal (game, &trivial));
      g_assert_true (ts_game_apply_move (game, &move, NULL));
      n++;
    }
}

/* Spec §10 "finishing": with a win in reach this turn, the normal level
 * takes it before the turn ends (N21's position). */
static void
test_ai_finishes (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 0);
  TsAiParams params;
  int ranks[2];

  put_branches (game, O, "H0,0 H0,1 V0,0 V1,0 H6,6 H6,7 V6,6 V7,6 V0,3");
  put_branches (game, P, "H3,3 V4,3 H4,4 V5,4");
  for (int i = 0; i < 7; i++)
    put_node (game, O, 1 + (i % 5), i < 5 ? 3 : 5);
  set_cubes (game, O, 3, 1, 2, 3);    /* a node needs one trade first */
  ts_ai_params_for_level (TS_LEVEL_NORMAL, &params);
  params.max_seconds = 0;
  for (guint n = 0; n < 20 && ts_game_get_current_seat (game) == O; n++)
    {
      TsMove move;

      g_assert_true (ts_ai_choose_move (game, &params, 5 + n, NULL, &move));
      g_assert_true (ts_game_apply_move (game, &move, NULL));
    }
  g_assert_true (ts_game_is_over (game));
  ts_game_get_ranks (game, ranks);
  g_assert_cmpint (ranks[O], ==, 0);
  g_assert_cmpint (ranks[P], ==, 1);
}

/* The playout policy plays legal moves through whole games, which end. */
static void
test_ai_policy_games (void)
{
  for (guint64 seed = 0; seed < 40; seed++)
    {
      g_autoptr(TsGame) game = new_game (seed % 2, seed % 5 == 0 ? "simplified" : NULL);
      TsRng rng;
      guint n = 0;

      ts_rng_init (&rng, seed);
      while (!ts_game_is_over (game))
        {
          TsMove move;
          g_autoptr(GError) error = NULL;

          g_assert_true (ts_game_playout_move (game, &rng, &move));
          g_assert_true (ts_game_is_legal (game, &move));
          g_assert_true (ts_game_apply_move (game, &move, &error));
          g_assert_cmpuint (++n, <, 5000);
        }
    }
}

/* ------------------------------------------------------------------ */
/* Soak                                                                */

static void
check_invariants (TsGame *game)
{
  guint nodes[2] = { 0, 0 }, branches[2] = { 0, 0 }, captured[2] = { 0, 0 };

  for (int k = 0; k < NW_N_CORNERS; k++)
    {
      int owner = ts_network_game_get_corner_owner (NW (game), k);

      if (owner >= 0)
        nodes[owner]++;
    }
  for (int e = 0; e < NW_N_EDGES; e++)
    {
      int owner = ts_network_game_get_edge_owner (NW (game), e);

      if (owner >= 0)
        branches[owner]++;
    }
  for (int s = 0; s < NW_N_SQUARES; s++)
    {
      int owner = ts_network_game_get_captured_by (NW (game), s);

      if (owner >= 0)
        captured[owner]++;
      /* Exhausted only when not captured. */
      if (ts_network_game_is_exhausted (NW (game), s))
        g_assert_cmpint (owner, ==, TS_SEAT_NONE);
    }
  for (int seat = 0; seat < 2; seat++)
    {
      NwScore score = score_of (game, seat);
      NwScore other = score_of (game, 1 - seat);

      g_assert_cmpuint (nodes[seat] + ts_network_game_get_nodes_left (NW (game), seat), ==,
                        NW_N_NODES);
      g_assert_cmpuint (branches[seat] + ts_network_game_get_branches_left (NW (game), seat), ==,
                        NW_N_BRANCHES);
      for (int c = 0; c < NW_N_COLOURS; c++)
        g_assert_cmpuint (ts_network_game_get_cubes (NW (game), seat, c), <, 100000);
      g_assert_cmpuint (score.nodes, ==, nodes[seat]);
      g_assert_cmpuint (score.captured, ==, captured[seat]);
      g_assert_cmpuint (score.bonus, ==,
                        score.largest_network > other.largest_network ? 2 : 0);
      g_assert_cmpuint (score.total, ==, score.nodes + score.captured + score.bonus);
      g_assert_cmpuint (score.largest_network, <=, branches[seat]);
      if (branches[seat] > 0)
        g_assert_cmpuint (score.largest_network, >=, 1);
    }
  /* Only the active player wins (R19); during play nobody has 10. */
  if (!ts_game_is_over (game))
    for (int seat = 0; seat < 2; seat++)
      g_assert_cmpint (ts_game_get_score (game, seat), <, NW_WIN_POINTS);
}

/* A move that may or may not make sense: every kind, and a kind no move
 * has, with arguments in range, one beyond it or NW_NONE. */
static void
random_candidate (TsRng  *rng,
                  TsMove *move)
{
  int kind = (int) ts_rng_uniform (rng, 7);
  int given[NW_N_COLOURS];
  int take;

  switch (kind)
    {
    case NW_MOVE_SET:
      {
        int k = (int) ts_rng_uniform (rng, NW_N_CORNERS + 1) - 1;

        *move = ts_network_move_set (k, (int) ts_rng_uniform (rng, NW_N_EDGES + 1) - 1);
      }
      break;
    case NW_MOVE_BRANCH:
      *move = ts_network_move_branch ((int) ts_rng_uniform (rng, NW_N_EDGES + 2) - 1);
      break;
    case NW_MOVE_NODE:
      *move = ts_network_move_node ((int) ts_rng_uniform (rng, NW_N_CORNERS + 2) - 1);
      break;
    case NW_MOVE_TRADE:
      for (int c = 0; c < NW_N_COLOURS; c++)
        given[c] = (int) ts_rng_uniform (rng, 3);
      take = (int) ts_rng_uniform (rng, 5);
      if (ts_rng_uniform (rng, 2))
        *move = ts_network_move_trade (given, take, NW_NONE, NW_NONE);
      else
        {
          int k = (int) ts_rng_uniform (rng, NW_N_CORNERS);

          *move = ts_network_move_trade (given, take, k, (int) ts_rng_uniform (rng, NW_N_SQUARES));
        }
      break;
    case NW_MOVE_END:
      *move = ts_network_move_end ();
      if (ts_rng_uniform (rng, 4) == 0)
        move->arg[ts_rng_uniform (rng, TS_MOVE_N_ARGS)] = 1;   /* a stray argument */
      break;
    default:
      /* No such kind: the raw bytes are the point. */
      ts_move_clear (move);
      move->kind = (gint16) kind;
      if (ts_rng_uniform (rng, 4) == 0)
        move->arg[ts_rng_uniform (rng, TS_MOVE_N_ARGS)] = 1;
      break;
    }
}

static gboolean
listed (GArray       *moves,
        const TsMove *move)
{
  for (guint i = 0; i < moves->len; i++)
    if (ts_move_equal (&g_array_index (moves, TsMove, i), move))
      return TRUE;
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* The option "rules"                                                  */

/* A game set up with the option rules=simplified (ts_setup_set_option)
 * plays R21.  After N3's sets and purple's empty turn, orange's node on
 * corner 2,2 of trading post (1,1) offers a 2:1 trade under the standard
 * rules (the default, or rules=standard) and none under the simplified
 * ones, in the list, in is_legal and in apply_move; the 3:1 trade stays.
 * The position text keeps its "variant" word, and a copy, a saved and
 * reloaded position and a match keep the rules. */
static void
test_option_rules_simplified (void)
{
  const char *values[] = { NULL, "standard", "simplified" };
  g_autoptr(TsGameClass) klass = g_type_class_ref (TS_TYPE_NETWORK_GAME);
  const TsGameOption *rules = ts_options_find (klass->options, "rules");

  g_assert_nonnull (rules);
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_autoptr(TsSetup) setup = ts_setup_new ("network", 2, 7);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsGame) game = NULL;
      g_autoptr(TsGame) copy = NULL;
      g_autoptr(TsGame) loaded = NULL;
      g_autoptr(TsMatch) match = NULL;
      g_autoptr(GArray) moves = NULL;
      g_autofree char *state = NULL;
      gboolean simplified = i == 2;
      TsMove post = ts_network_move_trade ((const int[]) { 1, 0, 0, 1 }, NW_GREEN,
                                           corner (2, 2), square (1, 1));
      TsMove standard = ts_network_move_trade ((const int[]) { 1, 1, 1, 0 }, NW_BLUE,
                                               NW_NONE, NW_NONE);
      guint n_post = 0;

      setup->first_seat = O;
      if (values[i] != NULL)
        {
          int value;

          g_assert_true (ts_option_parse_value (rules, values[i], &value, &error));
          g_assert_no_error (error);
          ts_setup_set_option (setup, "rules", value);
        }
      game = ts_game_new ("network", setup, &error);
      g_assert_no_error (error);
      g_assert_true (ts_network_game_is_simplified (NW (game)) == simplified);
      state = ts_game_save_state (game);
      g_assert_nonnull (strstr (state, simplified ? "\nvariant simplified " : "\nvariant standard "));

      for (guint m = 0; m < 4; m++)
        {
          const char *sets[] = { "set 2,2 H2,2", "set 5,3 V5,2", "set 3,5 H3,5", "set 4,4 V4,4" };

          ts_test_apply_ok (game, sets[m]);
        }
      ts_test_apply_ok (game, "end");
      assert_cubes (game, O, 2, 2, 1, 1);
      copy = ts_game_copy (game);
      loaded = ts_test_round_trip (game);

      moves = ts_game_list_moves (game);
      for (guint m = 0; m < moves->len; m++)
        {
          const TsMove *move = &g_array_index (moves, TsMove, m);

          n_post += move->kind == NW_MOVE_TRADE && move->arg[5] != NW_NONE;
        }
      if (simplified)
        g_assert_cmpuint (n_post, ==, 0);
      else
        g_assert_cmpuint (n_post, >, 0);
      g_assert_true (ts_game_is_legal (game, &post) == !simplified);
      g_assert_true (ts_game_is_legal (copy, &post) == !simplified);
      g_assert_true (ts_game_is_legal (loaded, &post) == !simplified);
      g_assert_true (ts_game_is_legal (game, &standard));
      g_assert_true (ts_game_apply_move (copy, &post, &error) == !simplified);
      if (simplified)
        {
          g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
          g_assert_nonnull (strstr (error->message, "simplified"));
          g_clear_error (&error);
        }

      /* A match keeps the option in its setup and its game. */
      match = ts_match_new (setup, &error);
      g_assert_no_error (error);
      g_assert_true (ts_network_game_is_simplified (NW (ts_match_get_game (match))) == simplified);
      g_assert_cmpint (ts_setup_get_option (ts_match_get_setup (match), klass->options, "rules"),
                       ==, simplified ? 1 : 0);
    }
}

/* ------------------------------------------------------------------ */
/* Events                                                              */

/* A match of Ada (seat 0, orange) and Bob (seat 1) from START. */
static TsMatch *
named_match (TsGame *start)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("network", 2, 7);

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "orange");
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "purple");
  setup->first_seat = 0;
  return ts_match_new_from_position (setup, start);
}

/* Plays TEXT in MATCH; its events must be of the kinds KINDS (ended by
 * 0), about the seats SEATS, and read as SENTENCES (ended by NULL). */
static void
play_and_expect (TsMatch            *match,
                 const char         *text,
                 const int          *kinds,
                 const int          *seats,
                 const char * const *sentences)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) lines = NULL;
  guint index = ts_match_get_n_moves (match);
  guint first, n, n_kinds = 0;

  g_assert_true (ts_match_play_text (match, text, &error));
  g_assert_no_error (error);
  ts_match_get_move_events (match, index, &first, &n);
  lines = ts_match_describe_events (match, index, index + 1, TS_SEAT_NONE);
  for (guint i = 0; i < lines->len; i++)
    g_test_message ("%s: %s", text, (const char *) lines->pdata[i]);

  while (kinds[n_kinds] != 0)
    n_kinds++;
  g_assert_cmpuint (n, ==, n_kinds);
  for (guint i = 0; i < n; i++)
    {
      const TsEvent *event = ts_match_get_event (match, first + i);

      g_assert_cmpint (event->kind, ==, kinds[i]);
      g_assert_cmpint (event->seat, ==, seats[i]);
      g_assert_true (ts_event_is_public (event));
      g_assert_cmpint (event->flags, ==, 0);
    }
  g_assert_cmpuint (lines->len, ==, n);
  for (guint i = 0; i < lines->len; i++)
    g_assert_cmpstr (lines->pdata[i], ==, sentences[i]);
  g_assert_null (sentences[lines->len]);
}

/* A turn as the window shows it, from spec N13/N14: Bob ends a turn
 * without building; Ada collects from her node on the exhausted square's
 * corner, trades, closes the fourth side of square C1 and captures it,
 * and ends; Bob collects, no longer from C1. */
static void
test_events_scripted_turn (void)
{
  g_autoptr(TsGame) start = blank_turn (P, FALSE, 0);
  g_autoptr(TsMatch) match = NULL;
  TsGame *game;
  guint first, n;

  put_node (start, O, 2, 1);
  put_branches (start, O, "H2,0 H2,1 V2,0");
  put_branches (start, P, "H3,1");
  put_node (start, P, 3, 1);
  set_cubes (start, O, 3, 0, 0, 1);
  g_assert_true (ts_network_game_is_exhausted (NW (start), square (2, 0)));
  match = named_match (start);
  game = ts_match_get_game (match);

  {
    const int kinds[] = { NW_EVENT_TURN_ENDED, NW_EVENT_TURN_BEGAN, NW_EVENT_COLLECTED,
                          NW_EVENT_NODE_COLLECTED, 0 };
    const int seats[] = { P, O, O, O };
    const char * const sentences[] = {
      "Bob ended the turn without placing a piece: 1 turn in a row without a placement "
      "(the game ends after 12).",
      "Turn 6: Ada plays.",
      "Ada collected 2 cubes: 1 yellow and 1 green.",
      /* Nothing from the exhausted C1 nor from the trading post B2. */
      "Ada’s node at the bottom right corner of the square in column B, row 1 took a green "
      "cube from the square in column B, row 1 and a yellow cube from the square in column "
      "C, row 2.",
      NULL
    };

    play_and_expect (match, "end", kinds, seats, sentences);
  }
  /* The collection event holds what the state recorded. */
  ts_match_get_move_events (match, 0, &first, &n);
  {
    const TsEvent *total = ts_match_get_event (match, first + 2);
    const TsEvent *node = ts_match_get_event (match, first + 3);

    for (int c = 0; c < NW_N_COLOURS; c++)
      g_assert_cmpint (total->arg[c], ==,
                       ts_network_game_get_collected (NW (game), corner (2, 1), c));
    g_assert_cmpint (node->arg[0], ==, corner (2, 1));
  }
  assert_cubes (game, O, 3, 1, 1, 1);

  {
    const int kinds[] = { NW_EVENT_TRADE, 0 };
    const int seats[] = { O };
    const char * const sentences[] = {
      "Ada traded 2 red and 1 yellow for 1 blue (3 for 1).",
      NULL
    };

    play_and_expect (match, "trade R2Y1 B", kinds, seats, sentences);
  }
  {
    const int kinds[] = { NW_EVENT_BRANCH, NW_EVENT_CAPTURED, NW_EVENT_SCORE, 0 };
    const int seats[] = { O, O, O };
    const char * const sentences[] = {
      "Ada built a branch on the right side of the square in column C, row 1.",
      "Ada captured the square in column C, row 1.",
      "Ada has 4 points now.",
      NULL
    };
    const TsEvent *captured;

    play_and_expect (match, "branch V3,0", kinds, seats, sentences);
    ts_match_get_move_events (match, 2, &first, &n);
    captured = ts_match_get_event (match, first + 1);
    for (int s = 0; s < NW_N_SQUARES; s++)
      g_assert_true (nw_event_has_square (captured, s) == (s == square (2, 0)));
  }
  {
    const int kinds[] = { NW_EVENT_TURN_ENDED, NW_EVENT_TURN_BEGAN, NW_EVENT_COLLECTED,
                          NW_EVENT_NODE_COLLECTED, 0 };
    const int seats[] = { O, P, P, P };
    const char * const sentences[] = {
      "Ada ended the turn.",
      "Turn 7: Bob plays.",
      "Bob collected 3 cubes: 1 yellow, 1 green and 1 blue.",
      "Bob’s node at the bottom right corner of the square in column C, row 1 took a green "
      "cube from the square in column D, row 1, a yellow cube from the square in column C, "
      "row 2 and a blue cube from the square in column D, row 2.",
      NULL
    };

    play_and_expect (match, "end", kinds, seats, sentences);
  }

  /* The window's last turn: Ada's three moves, read in order. */
  g_assert_cmpuint (ts_match_get_last_turn_start (match), ==, 1);
  {
    g_autoptr(GPtrArray) lines = ts_match_describe_events (match, 1, 4, O);

    g_assert_cmpuint (lines->len, ==, 8);
    g_assert_cmpstr (lines->pdata[0], ==, "Ada traded 2 red and 1 yellow for 1 blue (3 for 1).");
    g_assert_cmpstr (lines->pdata[4], ==, "Ada ended the turn.");
  }
}

/* Setup sets, exhaustion and the network bonus passing, in words. */
static void
test_events_setup_exhaustion_bonus (void)
{
  g_autoptr(TsGame) start = new_game (O, NULL);
  g_autoptr(TsMatch) match = named_match (start);

  {
    /* A lone branch is a network of 1 against none (spec §8 #23). */
    const int kinds[] = { NW_EVENT_SET, NW_EVENT_BONUS, NW_EVENT_SCORE, 0 };
    const int seats[] = { O, O, O };
    const char * const sentences[] = {
      "Ada placed a starting set: a node at the top left corner of the square in column A, "
      "row 1, with a branch on the top side of the square in column A, row 1.",
      "Ada’s largest network has 1 branch, more than Bob’s 0: Ada gains the network bonus "
      "of 2 points.",
      "Ada has 3 points now.",
      NULL
    };

    play_and_expect (match, "set 0,0 H0,0", kinds, seats, sentences);
  }
  {
    /* Bob's node on the second corner of A1 (blue, limit 1) exhausts it;
     * his network ties Ada's. */
    const int kinds[] = { NW_EVENT_SET, NW_EVENT_EXHAUSTED, NW_EVENT_BONUS, NW_EVENT_SCORE,
                          NW_EVENT_SCORE, 0 };
    const int seats[] = { P, P, P, P, O };
    const char * const sentences[] = {
      "Bob placed a starting set: a node at the top right corner of the square in column A, "
      "row 1, with a branch on the right side of the square in column A, row 1.",
      "Exhausted: the square in column A, row 1 has more nodes on its corners than its "
      "limit, so it pays no one.",
      "Bob’s largest network has 1 branch, as many as Ada’s: Ada loses the network bonus.",
      "Bob has 1 point now.",
      "Ada has 1 point now.",
      NULL
    };

    play_and_expect (match, "set 1,0 V1,0", kinds, seats, sentences);
  }
  {
    /* Two branches meeting at a corner: the bonus passes to Bob. */
    const int kinds[] = { NW_EVENT_SET, NW_EVENT_BONUS, NW_EVENT_SCORE, 0 };
    const int seats[] = { P, P, P };
    const char * const sentences[] = {
      "Bob placed a starting set: a node at the bottom right corner of the square in column "
      "A, row 2, with a branch on the right side of the square in column A, row 2.",
      "Bob’s largest network has 2 branches, more than Ada’s 1: Bob gains the network bonus "
      "of 2 points.",
      "Bob has 4 points now.",
      NULL
    };

    play_and_expect (match, "set 1,2 V1,1", kinds, seats, sentences);
  }
  {
    /* Ada's last set joins H0,0 at corner 1,0 (Bob's node there does not
     * cut it): 2 against 2, Bob loses the bonus; then Bob's first turn
     * begins, and his node on the exhausted A1 collects only from B1. */
    const int kinds[] = { NW_EVENT_SET, NW_EVENT_BONUS, NW_EVENT_SCORE, NW_EVENT_SCORE,
                          NW_EVENT_TURN_BEGAN, NW_EVENT_COLLECTED, NW_EVENT_NODE_COLLECTED,
                          NW_EVENT_NODE_COLLECTED, 0 };
    const int seats[] = { O, O, O, P, P, P, P, P };
    const char * const sentences[] = {
      "Ada placed a starting set: a node at the top right corner of the square in column B, "
      "row 1, with a branch on the top side of the square in column B, row 1.",
      "Ada’s largest network has 2 branches, as many as Bob’s: Bob loses the network bonus.",
      "Ada has 2 points now.",
      "Bob has 2 points now.",
      "Turn 1: Bob plays.",
      "Bob collected 4 cubes: 1 yellow, 2 green and 1 blue.",
      "Bob’s node at the top right corner of the square in column A, row 1 took a green "
      "cube from the square in column B, row 1.",
      "Bob’s node at the bottom right corner of the square in column A, row 2 took a yellow "
      "cube from the square in column A, row 2, a blue cube from the square in column A, "
      "row 3 and a green cube from the square in column B, row 3.",
      NULL
    };

    play_and_expect (match, "set 2,0 H1,0", kinds, seats, sentences);
  }
}

/* The ends of a game in words: R19 (N21's winning node), and R20 with
 * a win on points, a win on the network, and a draw. */
static void
test_events_game_over (void)
{
  struct { int o_nodes, p_nodes; const char *o_branches, *p_branches; int winner;
           const char *sentence; } cases[] = {
    { 8, 7, NULL, NULL, O,
      "No piece was placed for 12 turns in a row, so the game ended: Ada won with 8 points "
      "to Bob’s 7." },
    { 2, 4, "H0,0 H1,0 H2,0", "H0,7 H1,7", O,
      "No piece was placed for 12 turns in a row, so the game ended: the scores were equal at "
      "4, and Ada won with the larger network (3 branches to 2)." },
    { 2, 2, "H0,3", "H6,3", TS_SEAT_NONE,
      "No piece was placed for 12 turns in a row, so the game ended in a draw: both players "
      "have 2 points, and their largest networks are as large." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TsGame) start = blank_turn (O, FALSE, 11);
      g_autoptr(TsMatch) match = NULL;
      const int kinds[] = { NW_EVENT_TURN_ENDED, NW_EVENT_GAME_OVER, 0 };
      const int seats[] = { O, cases[i].winner };
      const char * const sentences[] = {
        "Ada ended the turn without placing a piece: 12 turns in a row without a placement "
        "(the game ends after 12).",
        cases[i].sentence,
        NULL
      };

      if (cases[i].o_branches != NULL)
        put_branches (start, O, cases[i].o_branches);
      if (cases[i].p_branches != NULL)
        put_branches (start, P, cases[i].p_branches);
      for (int k = 0; k < cases[i].o_nodes; k++)
        put_node (start, O, k, 0);
      for (int k = 0; k < cases[i].p_nodes; k++)
        put_node (start, P, k, 6);
      match = named_match (start);
      play_and_expect (match, "end", kinds, seats, sentences);
    }

  {
    g_autoptr(TsGame) start = blank_turn (O, FALSE, 0);
    g_autoptr(TsMatch) match = NULL;
    const int kinds[] = { NW_EVENT_NODE, NW_EVENT_SCORE, NW_EVENT_GAME_OVER, 0 };
    const int seats[] = { O, O, O };
    const char * const sentences[] = {
      "Ada built a node at the bottom left corner of the square in column A, row 4.",
      "Ada has 10 points now.",
      "Ada won the game with 10 points to Bob’s 0.",
      NULL
    };
    guint first, n;

    put_branches (start, O, "H0,0 H0,1 V0,0 V1,0 H6,6 H6,7 V6,6 V7,6 V0,3");
    put_branches (start, P, "H3,3 V4,3 H4,4 V5,4");
    for (int i = 0; i < 7; i++)
      put_node (start, O, 1 + (i % 5), i < 5 ? 3 : 5);
    set_cubes (start, O, 3, 2, 2, 3);
    match = named_match (start);
    play_and_expect (match, "node 0,4", kinds, seats, sentences);
    ts_match_get_move_events (match, 0, &first, &n);
    {
      const TsEvent *over = ts_match_get_event (match, first + 2);

      g_assert_cmpint (over->arg[0], ==, NW_END_POINTS);
      g_assert_cmpint (over->arg[1], ==, 10);
      g_assert_cmpint (over->arg[2], ==, 0);
    }
  }
}

static gboolean
looks_like_notation (const char *sentence)
{
  for (const char *p = sentence; *p != '\0'; p++)
    {
      if (g_ascii_isdigit (p[0]) && p[1] == ',' && g_ascii_isdigit (p[2]))
        return TRUE;   /* "3,2" */
      if ((p[0] == 'H' || p[0] == 'V') && g_ascii_isdigit (p[1]))
        return TRUE;   /* "H2,2" */
    }
  return FALSE;
}

/* In 60 games played in a match, every event is public and reveals
 * nothing (Network has no hidden information or chance, spec §7), so undo
 * is never barred; every kind occurs; every event has a sentence in plain
 * words, which a game in another position (a new one) words the same, so
 * it depends only on the event. */
static void
test_events_all_public (void)
{
  g_autoptr(TsGame) other = new_game (P, "simplified");
  guint seen[NW_EVENT_GAME_OVER + 1] = { 0, };
  guint n_events = 0;

  for (guint game_no = 0; game_no < 60; game_no++)
    {
      g_autoptr(TsGame) start = new_game (game_no % 2, game_no % 3 == 0 ? "simplified" : NULL);
      g_autoptr(TsMatch) match = named_match (start);
      const char *names[] = { "Ada", "Bob", NULL };
      TsRng rng;

      ts_rng_init (&rng, game_no + 17);
      while (!ts_game_is_over (ts_match_get_game (match)))
        {
          TsGame *game = ts_match_get_game (match);
          TsMove move;

          /* Mostly the greedy policy, so that games build, capture and
           * win; some random moves for odd trades. */
          if (ts_rng_uniform (&rng, 5) == 0)
            ts_test_random_move (game, &rng, &move);
          else
            g_assert_true (ts_game_playout_move (game, &rng, &move));
          g_assert_true (ts_match_play (match, &move, NULL));
        }
      g_assert_cmpuint (ts_match_get_undo_barrier (match), ==, 0);
      g_assert_false (ts_match_undo_blocked (match));

      for (guint i = 0; i < ts_match_get_n_events (match); i++)
        {
          const TsEvent *event = ts_match_get_event (match, i);
          g_autofree char *text = ts_game_describe_event (ts_match_get_game (match), event, names);
          g_autofree char *again = ts_game_describe_event (other, event, names);

          g_assert_true (ts_event_is_public (event));
          g_assert_cmpint (event->flags & TS_EVENT_REVEALS, ==, 0);
          g_assert_cmpint (event->kind, >=, NW_EVENT_SET);
          g_assert_cmpint (event->kind, <=, NW_EVENT_GAME_OVER);
          seen[event->kind]++;
          g_assert_nonnull (text);
          g_assert_cmpstr (text, ==, again);
          g_assert_cmpuint (strlen (text), >, 10);
          if (looks_like_notation (text))
            g_error ("notation in an event: %s", text);
          n_events++;
        }
      /* The last event ends the game. */
      g_assert_cmpint (ts_match_get_event (match, ts_match_get_n_events (match) - 1)->kind, ==,
                       NW_EVENT_GAME_OVER);
    }
  for (int kind = NW_EVENT_SET; kind <= NW_EVENT_GAME_OVER; kind++)
    if (seen[kind] == 0)
      g_error ("no event of kind %d in 60 games", kind);
  g_assert_cmpuint (seen[NW_EVENT_GAME_OVER], ==, 60);
  g_test_message ("%u events", n_events);
}

/* ------------------------------------------------------------------ */
/* Direct legality                                                     */

static guint
move_hash (gconstpointer key)
{
  const guint16 *w = key;
  guint h = 2166136261u;

  for (guint i = 0; i < sizeof (TsMove) / sizeof (guint16); i++)
    h = (h ^ w[i]) * 16777619u;
  return h;
}

static gboolean
move_equal (gconstpointer a,
            gconstpointer b)
{
  return ts_move_equal (a, b);
}

/* is_legal (a listed move, or MUTANT) agrees with the list, and with
 * what apply_move does on a copy. */
static void
assert_legal_iff_listed (TsGame       *game,
                         TsGame       *scratch,
                         GHashTable   *listed_set,
                         const TsMove *mutant)
{
  gboolean legal = ts_game_is_legal (game, mutant);

  if (legal != g_hash_table_contains (listed_set, mutant))
    {
      g_autofree char *text = ts_game_format_move (game, mutant);
      g_autofree char *state = ts_game_save_state (game);

      g_error ("is_legal says %d for “%s” (kind %d) in\n%s", legal, text, mutant->kind, state);
    }
  TS_GAME_GET_CLASS (scratch)->copy_state (scratch, game);
  g_assert_true (ts_game_apply_move (scratch, mutant, NULL) == legal);
}

/* Network answers is_legal itself (a turn can offer hundreds of trades),
 * and its answer is the list's at every position of 300 games: every
 * listed move is legal, and a listed move with one argument moved by ±1,
 * set to NW_NONE or to 0, or with another kind, is legal exactly when it
 * is listed too.  Random candidates and finished games are checked as
 * well. */
static void
test_is_legal_agrees_with_list (void)
{
  static const int kinds[] = { 0, NW_MOVE_SET, NW_MOVE_BRANCH, NW_MOVE_NODE, NW_MOVE_TRADE,
                               NW_MOVE_END, NW_MOVE_END + 1 };
  guint n_games = 300, n_checked = 0, n_illegal = 0;

  for (guint game_no = 0; game_no < n_games; game_no++)
    {
      g_autoptr(TsGame) game = new_game (game_no % 2, game_no % 5 == 0 ? "simplified" : NULL);
      g_autoptr(TsGame) scratch = ts_game_copy (game);
      /* All listed moves of the first games are mutated, a sample after. */
      gboolean every = game_no < 10;
      TsRng rng;
      guint n = 0;

      g_assert_nonnull (TS_GAME_GET_CLASS (game)->is_legal);
      ts_rng_init (&rng, game_no * 104729 + 5);
      while (!ts_game_is_over (game))
        {
          g_autoptr(GArray) moves = ts_game_list_moves (game);
          g_autoptr(GHashTable) listed_set = g_hash_table_new (move_hash, move_equal);
          TsMove move;

          for (guint i = 0; i < moves->len; i++)
            g_hash_table_add (listed_set, &g_array_index (moves, TsMove, i));
          for (guint i = 0; i < (every ? moves->len : MIN (moves->len, 6)); i++)
            {
              const TsMove *m = &g_array_index (moves, TsMove, every ? i : ts_rng_uniform (&rng, moves->len));
              TsMove mutant;

              g_assert_true (ts_game_is_legal (game, m));
              for (guint a = 0; a < TS_MOVE_N_ARGS; a++)
                {
                  const int changes[] = { -1, +1 };

                  for (guint d = 0; d < G_N_ELEMENTS (changes); d++)
                    {
                      mutant = *m;
                      mutant.arg[a] = (gint16) (mutant.arg[a] + changes[d]);
                      assert_legal_iff_listed (game, scratch, listed_set, &mutant);
                    }
                  mutant = *m;
                  mutant.arg[a] = NW_NONE;
                  assert_legal_iff_listed (game, scratch, listed_set, &mutant);
                  mutant = *m;
                  mutant.arg[a] = 0;
                  assert_legal_iff_listed (game, scratch, listed_set, &mutant);
                }
              for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
                {
                  mutant = *m;
                  mutant.kind = (gint16) kinds[k];
                  assert_legal_iff_listed (game, scratch, listed_set, &mutant);
                }
              n_checked++;
            }
          for (guint i = 0; i < 4; i++)
            {
              TsMove candidate;

              random_candidate (&rng, &candidate);
              assert_legal_iff_listed (game, scratch, listed_set, &candidate);
              n_illegal += !g_hash_table_contains (listed_set, &candidate);
            }

          if (ts_rng_uniform (&rng, 2) == 0)
            g_assert_true (ts_game_playout_move (game, &rng, &move));
          else
            move = g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len));
          g_assert_true (ts_game_apply_move (game, &move, NULL));
          g_assert_cmpuint (++n, <, 20000);
        }
      /* Over: nothing is legal, not even what was legal just before. */
      g_assert_false (TS_GAME_GET_CLASS (game)->is_legal (game, &(TsMove) { .kind = NW_MOVE_END }));
    }
  g_test_message ("%u listed moves mutated, %u random candidates were illegal",
                  n_checked, n_illegal);
  g_assert_cmpuint (n_illegal, >, 0);
}

static void
test_soak (void)
{
  guint n_games = 2000;
  guint wins = 0, stalemates = 0, total_moves = 0, captures = 0;

  for (guint game_no = 0; game_no < n_games; game_no++)
    {
      g_autoptr(TsGame) game = new_game (game_no % 2, game_no % 7 == 3 ? "simplified" : NULL);
      g_autoptr(TsGame) scratch = ts_game_copy (game);
      TsRng rng;
      guint n = 0;
      gboolean deep = game_no < 30;
      /* Random play trades a lot and rarely builds: mix in the playout
       * policy so that games reach captures and wins. */
      guint policy_share = game_no % 4;

      ts_rng_init (&rng, game_no * 7919 + 1);
      while (!ts_game_is_over (game))
        {
          g_autoptr(GArray) moves = ts_game_list_moves (game);
          g_autoptr(GError) error = NULL;
          TsMove move, candidate;
          int seat = ts_game_get_current_seat (game);

          g_assert_cmpuint (moves->len, >, 0);
          /* Every listed move applies: all of them in the first games, a
           * few at random in the others. */
          for (guint i = 0; i < (deep ? moves->len : 3); i++)
            {
              const TsMove *m = &g_array_index (moves, TsMove, deep ? i : ts_rng_uniform (&rng, moves->len));

              TS_GAME_GET_CLASS (scratch)->copy_state (scratch, game);
              g_assert_true (ts_game_apply_move (scratch, m, NULL));
              check_invariants (scratch);
            }
          /* Random candidates: applying succeeds exactly when listed, and a
           * failure changes nothing. */
          for (guint i = 0; i < (deep ? 40 : 4); i++)
            {
              gboolean ok;

              random_candidate (&rng, &candidate);
              TS_GAME_GET_CLASS (scratch)->copy_state (scratch, game);
              ok = ts_game_apply_move (scratch, &candidate, NULL);
              g_assert_true (ok == listed (moves, &candidate));
              if (!ok && (deep || i == 0))
                g_assert_true (ts_game_equal (scratch, game));
            }

          if (ts_rng_uniform (&rng, 4) < policy_share)
            g_assert_true (ts_game_playout_move (game, &rng, &move));
          else
            move = g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len));
          g_assert_true (listed (moves, &move));
          g_assert_true (ts_game_apply_move (game, &move, &error));
          g_assert_no_error (error);
          check_invariants (game);
          if (ts_game_is_over (game) && move.kind != NW_MOVE_END)
            g_assert_cmpint (ts_game_get_score (game, seat), >=, NW_WIN_POINTS);

          /* Save round trip at every move of some games. */
          if (game_no % 50 == 0)
            {
              g_autoptr(TsGame) loaded = ts_test_round_trip (game);

              for (int seat2 = 0; seat2 < 2; seat2++)
                g_assert_cmpint (ts_game_get_score (loaded, seat2), ==,
                                 ts_game_get_score (game, seat2));
            }
          g_assert_cmpuint (++n, <, 20000);
        }
      total_moves += n;
      for (int s = 0; s < NW_N_SQUARES; s++)
        captures += ts_network_game_get_captured_by (NW (game), s) != TS_SEAT_NONE;
      if (ts_network_game_get_idle_turns (NW (game)) >= 12)
        stalemates++;
      else
        wins++;
    }
  g_test_message ("%u games: %u won, %u stalemates, %u moves, %u captured squares",
                  n_games, wins, stalemates, total_moves, captures);
  g_assert_cmpuint (captures, >, 0);
  g_assert_cmpuint (wins, >, 0);
}

/* ------------------------------------------------------------------ */
/* Hostile positions: one impossible value at a time (issue 23)        */

/* A game of SEED played at random until WANT holds (NULL: to its end). */
static TsGame *
random_until (guint64    seed,
              gboolean (*want) (TsGame *game))
{
  TsGame *game = ts_test_new_game_of ("network", 2, seed, seed % 2, NULL);
  TsRng rng;

  ts_rng_init (&rng, seed);
  while (!ts_game_is_over (game) && (want == NULL || !want (game)))
    {
      TsMove move;

      ts_test_random_move (game, &rng, &move);
      g_assert_true (ts_game_apply_move (game, &move, NULL));
    }
  return game;
}

/* A regular turn, early enough that fewer than 12 turns have ended, with
 * the cubes its seat collected. */
static gboolean
collecting_turn (TsGame *game)
{
  g_autofree char *text = ts_game_save_state (game);
  guint turn = ts_network_game_get_turn (NW (game));

  return ts_network_game_get_phase (NW (game)) == NW_PHASE_TURN && turn >= 3 && turn < 12 &&
         strstr (text, "collected 0") == NULL && strstr (text, "placed 0") != NULL;
}

static void
test_hostile_fields (void)
{
  g_autoptr(TsGame) game = NULL;
  g_autofree char *turn = NULL;
  g_autofree char *later = NULL;
  guint64 seed = 1;

  while (game == NULL || ts_game_is_over (game))
    {
      g_clear_object (&game);
      game = random_until (seed++, collecting_turn);
    }
  turn = g_strdup_printf ("%u", ts_network_game_get_turn (NW (game)));
  later = g_strdup_printf ("%u", ts_network_game_get_turn (NW (game)) + 1);
  {
    const TsTestFieldEdit edits[] = {
      { "first", 0, 1, "2", "first" },
      { "current", 0, 1, "2", "current" },
      { "current", 0, 1, "-", "current" },
      { "turn", 1, 1, later, "current" },       /* R1: the seats alternate */
      { "step", 0, 1, "4", "step" },
      { "step", 0, 1, "1", "step" },            /* a setup step in a regular turn */
      { "turn", 1, 1, "65536", "turn" },
      { "idle", 0, 1, "13", "idle" },
      { "idle", 0, 1, turn, "idle" },           /* more idle turns than turns ended */
      { "traded", 0, 1, "2", "traded" },
      { "placed", 0, 1, "2", "placed" },
      { "seat", 1, 1, "0", "seat" },
      { "cubes", 0, 1, "1000001", "cubes" },
      { "left", 0, 1, "16", "left" },
      { "left", 0, 2, "41", "left" },
      { "left", 0, 1, "0", "left" },            /* 15 nodes are not on the board */
      { "posts", 0, 1, "65", "posts" },
      { "collected", 0, 1, "65", "collected" },
      { "collected", 0, 3, "4", "collected" },  /* four red squares at a corner */
      { "collected", 0, 3, "5", "collected" },
    };

    ts_test_assert_edits_refused (game, edits, G_N_ELEMENTS (edits));
  }
}

static gboolean
someone_won (TsGame *game)
{
  return ts_game_is_over (game) && MAX (ts_game_get_score (game, 0), ts_game_get_score (game, 1)) >= 10;
}

/* R19 and R20: the game is over with 10 points or after 12 turns without
 * a placement, and only then. */
static void
test_hostile_end (void)
{
  g_autoptr(TsGame) game = random_until (7, collecting_turn);
  g_autoptr(TsGame) won = NULL;
  g_autofree char *text = ts_game_save_state (game);
  g_autofree char *a = ts_test_edit_word (text, "phase", 0, 1, "over");
  g_autofree char *b = ts_test_edit_word (a, "current", 0, 1, "-");
  g_autofree char *over = ts_test_edit_word (b, "traded", 0, 1, "0");
  guint64 seed = 1;

  /* Over, with no win and no stalemate. */
  g_assert_false (ts_game_is_over (game));
  ts_test_assert_field_refused (game, over, "phase");

  while (won == NULL || !someone_won (won))
    {
      g_clear_object (&won);
      won = random_until (seed++, NULL);
    }
  {
    g_autofree char *won_text = ts_game_save_state (won);
    guint turn = ts_network_game_get_turn (NW (won));
    int first = ts_network_game_get_first_seat (NW (won));
    /* The seat of that turn (R1). */
    g_autofree char *seat = g_strdup_printf ("%d", turn % 2 == 1 ? 1 - first : first);
    g_autofree char *c = ts_test_edit_word (won_text, "phase", 0, 1, "turn");
    /* "phase turn current S … turn T": the second "turn" is the count. */
    g_autofree char *playing = ts_test_edit_word (c, "current", 0, 1, seat);

    /* A player with 10 points has won: the game cannot go on. */
    ts_test_assert_field_refused (won, playing, "phase");
  }
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add_func ("/network/class", test_class);
  g_test_add_func ("/network/setup-order", test_setup_order);
  g_test_add_func ("/network/setup-rules", test_setup_rules);
  g_test_add_func ("/network/setup-network-bonus", test_setup_network_bonus);

  g_test_add_func ("/network/N1-board-data", test_n1_board);
  g_test_add_func ("/network/N2-incidence", test_n2_incidence);
  g_test_add_func ("/network/N3-setup-and-first-collection", test_n3_first_collection);
  g_test_add_func ("/network/N4-collection-details", test_n4_collection_details);
  g_test_add_func ("/network/N5-outer-and-border-corners", test_n5_outer_corners);
  g_test_add_func ("/network/N6-branch-adjacency", test_n6_branch_adjacency);
  g_test_add_func ("/network/N7-node-placement", test_n7_node_placement);
  g_test_add_func ("/network/N8-no-blocking-by-opponent-nodes", test_n8_opponent_node);
  g_test_add_func ("/network/N9-costs", test_n9_costs);
  g_test_add_func ("/network/N10-standard-trade-once-per-turn", test_n10_standard_trade);
  g_test_add_func ("/network/N11-trading-post-trades", test_n11_post_trades);
  g_test_add_func ("/network/N12-immediate-post-access", test_n12_immediate_post);
  g_test_add_func ("/network/N13-exhaustion-by-an-opponent", test_n13_exhaustion);
  g_test_add_func ("/network/N14-single-square-capture", test_n14_single_capture);
  g_test_add_func ("/network/N15-two-square-capture", test_n15_two_square_capture);
  g_test_add_func ("/network/N16-opponent-inside-prevents-capture", test_n16_opponent_inside);
  g_test_add_func ("/network/N17-closed-to-the-opponent", test_n17_closed);
  g_test_add_func ("/network/N18-network-bonus-and-ties", test_n18_network_bonus);
  g_test_add_func ("/network/N19-vacant-square-capture", test_n19_vacant_capture);
  g_test_add_func ("/network/N20-captured-trading-post", test_n20_captured_post);
  g_test_add_func ("/network/N21-winning-mid-turn", test_n21_win);
  g_test_add_func ("/network/N22-stalemate", test_n22_stalemate);
  g_test_add_func ("/network/N23-simplified-game", test_n23_simplified);
  g_test_add_func ("/network/option-rules-simplified", test_option_rules_simplified);

  g_test_add_func ("/network/stalemate-tie-breaks", test_stalemate_tie_breaks);
  g_test_add_func ("/network/capture/inner-corner", test_capture_inner_corner);
  g_test_add_func ("/network/capture/inner-edge-and-split", test_capture_inner_edge_split);
  g_test_add_func ("/network/capture/board-edge", test_capture_board_edge);
  g_test_add_func ("/network/capture/exhaustion-lifted", test_exhaustion_lifted);
  g_test_add_func ("/network/supply", test_supply);

  g_test_add_func ("/network/notation", test_notation);
  g_test_add_func ("/network/move-constructors", test_move_constructors);
  g_test_add_func ("/network/describe", test_describe);
  g_test_add_func ("/network/save-mid-turn", test_save_mid_turn);
  g_test_add_func ("/network/bad-positions", test_bad_positions);
  g_test_add_func ("/network/position/hostile-fields", test_hostile_fields);
  g_test_add_func ("/network/position/R19-R20-over-only-at-an-end", test_hostile_end);
  g_test_add_func ("/network/ai/legal-moves", test_ai_legal);
  g_test_add_func ("/network/ai/policy-games", test_ai_policy_games);
  g_test_add_func ("/network/ai/finishes", test_ai_finishes);
  g_test_add_func ("/network/is-legal-agrees-with-list", test_is_legal_agrees_with_list);
  g_test_add_func ("/network/events/scripted-turn", test_events_scripted_turn);
  g_test_add_func ("/network/events/setup-exhaustion-bonus", test_events_setup_exhaustion_bonus);
  g_test_add_func ("/network/events/game-over", test_events_game_over);
  g_test_add_func ("/network/events/all-public", test_events_all_public);
  g_test_add_func ("/network/soak", test_soak);

  return g_test_run ();
}
