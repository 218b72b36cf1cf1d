/* test-trojhranna.c — the rules of Trojhranná hra: the lattice geometry,
 * and main (), which registers the cases of test-trojhranna-*.c too
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <math.h>

#include "test-trojhranna.h"

/* ------------------------------------------------------------------ */
/* Geometry                                                            */

static void
test_geometry_corners (void)
{
  TsTriCell u = { 2, 3, TS_TRI_UP }, d = { 2, 3, TS_TRI_DOWN };
  const TsTriPoint want_u[3] = { { 2, 3 }, { 3, 3 }, { 2, 4 } };
  const TsTriPoint want_d[3] = { { 3, 4 }, { 2, 4 }, { 3, 3 } };

  for (guint i = 0; i < 3; i++)
    {
      TsTriPoint pu = ts_tri_cell_corner (u, i), pd = ts_tri_cell_corner (d, i);

      g_assert_cmpint (pu.q, ==, want_u[i].q);
      g_assert_cmpint (pu.r, ==, want_u[i].r);
      g_assert_cmpint (pd.q, ==, want_d[i].q);
      g_assert_cmpint (pd.r, ==, want_d[i].r);
    }

  /* Corners are counter-clockwise: positive signed area, for both kinds. */
  for (int s = 0; s < 2; s++)
    {
      TsTriCell c = { -4, 7, s };
      double x[3], y[3], area;

      for (guint i = 0; i < 3; i++)
        ts_tri_point_to_xy (ts_tri_cell_corner (c, i), &x[i], &y[i]);
      area = (x[1] - x[0]) * (y[2] - y[0]) - (x[2] - x[0]) * (y[1] - y[0]);
      g_assert_cmpfloat (area, >, 0.1);
      /* Equilateral with side 1. */
      for (guint i = 0; i < 3; i++)
        {
          double dx = x[(i + 1) % 3] - x[i], dy = y[(i + 1) % 3] - y[i];
          g_assert_cmpfloat_with_epsilon (sqrt (dx * dx + dy * dy), 1.0, 1e-9);
        }
    }
}

static gboolean
cell_has_corner (TsTriCell  cell,
                 TsTriPoint p)
{
  for (guint i = 0; i < 3; i++)
    {
      TsTriPoint c = ts_tri_cell_corner (cell, i);
      if (c.q == p.q && c.r == p.r)
        return TRUE;
    }
  return FALSE;
}

static void
test_geometry_cells_around (void)
{
  for (int a = -3; a <= 3; a++)
    for (int b = -3; b <= 3; b++)
      {
        TsTriPoint p = { a, b };
        TsTriCell cells[6];
        int n_up = 0;

        ts_tri_point_cells (p, cells);
        for (guint i = 0; i < 6; i++)
          {
            g_assert_true (cell_has_corner (cells[i], p));
            n_up += cells[i].s == TS_TRI_UP;
            for (guint j = 0; j < i; j++)
              g_assert_false (ts_tri_cell_equal (cells[i], cells[j]));
          }
        g_assert_cmpint (n_up, ==, 3);

        /* And no other cell nearby has P as a corner. */
        for (int q = a - 3; q <= a + 3; q++)
          for (int r = b - 3; r <= b + 3; r++)
            for (int s = 0; s < 2; s++)
              {
                TsTriCell c = { q, r, s };
                gboolean listed = FALSE;

                for (guint i = 0; i < 6; i++)
                  listed = listed || ts_tri_cell_equal (c, cells[i]);
                g_assert_cmpint (listed, ==, cell_has_corner (c, p));
              }
      }
}

static guint
shared_corners (TsTriCell a,
                TsTriCell b)
{
  guint n = 0;

  for (guint i = 0; i < 3; i++)
    n += cell_has_corner (b, ts_tri_cell_corner (a, i));
  return n;
}

static void
test_geometry_edge_neighbours (void)
{
  for (int q = -3; q <= 3; q++)
    for (int r = -3; r <= 3; r++)
      for (int s = 0; s < 2; s++)
        {
          TsTriCell c = { q, r, s }, nb[3];

          ts_tri_cell_edge_neighbours (c, nb);
          for (guint i = 0; i < 3; i++)
            {
              TsTriCell back[3];
              gboolean found = FALSE;

              g_assert_cmpint (nb[i].s, !=, c.s);
              g_assert_cmpuint (shared_corners (c, nb[i]), ==, 2);
              ts_tri_cell_edge_neighbours (nb[i], back);
              for (guint j = 0; j < 3; j++)
                found = found || ts_tri_cell_equal (back[j], c);
              g_assert_true (found);
              for (guint j = 0; j < i; j++)
                g_assert_false (ts_tri_cell_equal (nb[i], nb[j]));
            }
        }
}

static void
test_geometry_string (void)
{
  const char *bad[] = { "", "U", "X1,2", "U1", "U1,", "U,1", "u1,2", "U1;2", "U--1,2",
                        "U1,2x", "U 1,2", "U99999999999,0", "D1,-", "U+1,2" };
  TsTriCell cell;
  const char *end = NULL;

  for (int q = -50; q <= 50; q += 7)
    for (int r = -50; r <= 50; r += 9)
      for (int s = 0; s < 2; s++)
        {
          TsTriCell c = { q, r, s }, back;
          g_autofree char *text = ts_tri_cell_to_string (c);

          g_assert_true (ts_tri_cell_from_string (text, &back, NULL));
          g_assert_true (ts_tri_cell_equal (c, back));
        }

  cell = cell_of ("D0,-1");
  g_assert_cmpint (cell.q, ==, 0);
  g_assert_cmpint (cell.r, ==, -1);
  g_assert_cmpint (cell.s, ==, TS_TRI_DOWN);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (ts_tri_cell_from_string (bad[i], &cell, NULL));

  /* With END, parsing stops after the cell. */
  g_assert_true (ts_tri_cell_from_string ("U3,-4 r2", &cell, &end));
  g_assert_cmpstr (end, ==, " r2");
  g_assert_cmpint (cell.q, ==, 3);
  g_assert_cmpint (cell.r, ==, -4);
}

static void
test_geometry_cell_at_xy (void)
{
  double x, y;

  ts_tri_point_to_xy ((TsTriPoint) { 0, 1 }, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (y, sqrt (3) / 2, 1e-12);

  for (int q = -20; q <= 20; q++)
    for (int r = -20; r <= 20; r++)
      for (int s = 0; s < 2; s++)
        {
          TsTriCell c = { q, r, s }, found;
          double cx = 0, cy = 0;

          for (guint i = 0; i < 3; i++)
            {
              ts_tri_point_to_xy (ts_tri_cell_corner (c, i), &x, &y);
              cx += x / 3;
              cy += y / 3;
            }
          found = ts_tri_cell_at_xy (cx, cy);
          g_assert_true (ts_tri_cell_equal (found, c));
        }
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add_func ("/trojhranna/geometry/corners", test_geometry_corners);
  g_test_add_func ("/trojhranna/geometry/cells-around", test_geometry_cells_around);
  g_test_add_func ("/trojhranna/geometry/edge-neighbours", test_geometry_edge_neighbours);
  g_test_add_func ("/trojhranna/geometry/string", test_geometry_string);
  g_test_add_func ("/trojhranna/geometry/cell-at-xy", test_geometry_cell_at_xy);

  g_test_add_func ("/trojhranna/J1-deck", test_j1_deck);
  g_test_add_func ("/trojhranna/J2-setup-sizes", test_j2_setup_sizes);
  g_test_add_func ("/trojhranna/J3-start-card", test_j3_start_card);
  g_test_add_func ("/trojhranna/J4-side-match", test_j4_side_match);
  g_test_add_func ("/trojhranna/J5-wrong-rotation", test_j5_wrong_rotation);
  g_test_add_func ("/trojhranna/J6-one-match", test_j6_one_match);
  g_test_add_func ("/trojhranna/J7-exact-legal-set", test_j7_exact_legal_set);
  g_test_add_func ("/trojhranna/J8-point-matches", test_j8_point_matches);
  g_test_add_func ("/trojhranna/J9-occupied-cell", test_j9_occupied);
  g_test_add_func ("/trojhranna/J10-unplaceable-deck-card", test_j10_unplaceable_deck);
  g_test_add_func ("/trojhranna/J11-unplaceable-reserve-card", test_j11_unplaceable_reserve);
  g_test_add_func ("/trojhranna/J12-placing-is-mandatory", test_j12_mandatory);
  g_test_add_func ("/trojhranna/J13-empty-reserve", test_j13_empty_reserve);
  g_test_add_func ("/trojhranna/J14-hexagon-penalty", test_j14_hexagon_penalty);
  g_test_add_func ("/trojhranna/J15-hexagon-mismatched-corner", test_j15_mismatched_corner);
  g_test_add_func ("/trojhranna/J16-last-deck-card", test_j16_last_card);
  g_test_add_func ("/trojhranna/J17-penalty-from-table", test_j17_penalty_from_table);
  g_test_add_func ("/trojhranna/J18-last-card-completes-hexagon", test_j18_last_card_hexagon);
  g_test_add_func ("/trojhranna/R11-two-hexagons", test_r11_two_hexagons);
  g_test_add_func ("/trojhranna/J19-scoring", test_j19_scoring);
  g_test_add_func ("/trojhranna/J20-tie-break", test_j20_tie_break);
  g_test_add_func ("/trojhranna/J21-reserve-hidden", test_j21_reserve_hidden);

  g_test_add_func ("/trojhranna/memorise", test_memorise);
  g_test_add_func ("/trojhranna/knowledge", test_knowledge);
  g_test_add_func ("/trojhranna/determinise", test_determinise);
  g_test_add_func ("/trojhranna/undo/memorisation-is-final", test_undo_memorisation_is_final);
  g_test_add_func ("/trojhranna/undo/draw-is-final-redo-works", test_undo_draw_is_final);
  g_test_add_func ("/trojhranna/undo/computer-reveal-is-final", test_undo_computer_reveal_is_final);
  g_test_add_func ("/trojhranna/events/penalty-face-only-to-recipient", test_events_penalty_face_private);
  g_test_add_func ("/trojhranna/events/hexagon-names-player-and-points", test_events_hexagon_words);
  g_test_add_func ("/trojhranna/events/plain-words", test_events_plain_words);
  g_test_add_func ("/trojhranna/notation", test_notation);
  g_test_add_func ("/trojhranna/notation/constructors", test_move_constructors);
  g_test_add_func ("/trojhranna/illegal-moves-change-nothing", test_illegal_unchanged);
  g_test_add_func ("/trojhranna/is-legal-agrees-with-list", test_is_legal_agrees_with_list);
  g_test_add_func ("/trojhranna/bad-positions", test_bad_positions);
  g_test_add_func ("/trojhranna/position/legacy-last-entry", test_legacy_last_entry);
  g_test_add_func ("/trojhranna/position/hostile-fields", test_hostile_fields);
  g_test_add_func ("/trojhranna/position/J14-pending-penalty-cards", test_hostile_pending);
  g_test_add_func ("/trojhranna/position/J16-R14-over-when-the-deck-is-empty", test_hostile_end);
  g_test_add_func ("/trojhranna/blank-instance", test_blank_instance);
  g_test_add_func ("/trojhranna/extent", test_extent);
  g_test_add_func ("/trojhranna/deterministic-seed", test_deterministic_seed);
  g_test_add_func ("/trojhranna/soak", test_soak);

  return g_test_run ();
}
