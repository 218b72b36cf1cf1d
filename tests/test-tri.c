/* test-tri.c — the rules of TRI: the torus geometry, and main (), which
 * registers the cases of test-tri-*.c too
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>

#include "test-tri.h"

/* ------------------------------------------------------------------ */
/* Geometry                                                            */

static void
test_geometry_neighbours (void)
{
  for (guint size = 4; size <= 5; size++)
    {
      guint n = 4 * size * size;

      for (guint t = 0; t < n; t++)
        {
          int nb[3], x, y;
          TriDir d;

          tri_neighbours (size, t, nb);
          g_assert_cmpint (nb[0], !=, nb[1]);
          g_assert_cmpint (nb[0], !=, nb[2]);
          g_assert_cmpint (nb[1], !=, nb[2]);
          for (guint i = 0; i < 3; i++)
            {
              g_assert_cmpint (nb[i], >=, 0);
              g_assert_cmpint (nb[i], <, (int) n);
              g_assert_cmpint (nb[i], !=, (int) t);
              /* Symmetric. */
              g_assert_true (tri_adjacent (size, nb[i], t));
            }
          /* Exactly three neighbours. */
          {
            guint count = 0;

            for (guint u = 0; u < n; u++)
              count += tri_adjacent (size, t, u);
            g_assert_cmpuint (count, ==, 3);
          }

          tri_triangle_coords (size, t, &x, &y, &d);
          g_assert_cmpint (tri_triangle (size, x, y, d), ==, (int) t);
          g_assert_cmpint (tri_triangle (size, x + size, y - size, d), ==, (int) t);
          /* N/S and E/W of one square only meet at the centre. */
          g_assert_false (tri_adjacent (size, t, tri_triangle (size, x, y, (d + 2) % 4)));
          {
            g_autofree char *text = tri_triangle_to_string (size, t);
            int back = -1;

            g_assert_true (tri_triangle_parse (size, text, &back));
            g_assert_cmpint (back, ==, (int) t);
          }
        }
    }

  {
    int t;

    g_assert_false (tri_triangle_parse (4, "4,0,N", &t));
    g_assert_false (tri_triangle_parse (4, "0,0,X", &t));
    g_assert_false (tri_triangle_parse (4, "0,0", &t));
    g_assert_false (tri_triangle_parse (4, "-1,0,N", &t));
    g_assert_false (tri_triangle_parse (4, "0,0,NN", &t));
    g_assert_true (tri_triangle_parse (5, "4,4,W", &t));
    g_assert_cmpint (t, ==, 99);
  }
  g_assert_cmpint (tri_card_value (3), ==, 4);
  g_assert_cmpint (tri_card_index (3), ==, 2);
  g_assert_cmpint (tri_card_index (1), ==, -1);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add_func ("/tri/geometry/neighbours", test_geometry_neighbours);
  g_test_add_func ("/tri/geometry/neighbour-table-is-the-definition", test_neighbour_table);

  g_test_add_func ("/tri/X01-board-and-hands", test_x01_board_and_hands);
  g_test_add_func ("/tri/X02-toroidal-adjacency", test_x02_torus);
  g_test_add_func ("/tri/X03-placement-round", test_x03_placement);
  g_test_add_func ("/tri/X04-placement-count", test_x04_placement_count);
  g_test_add_func ("/tri/X05-expand-targets", test_x05_expand_targets);
  g_test_add_func ("/tri/X06-expand-keeps-origin", test_x06_expand_keeps_origin);
  g_test_add_func ("/tri/X07-dice-count", test_x07_dice_count);
  g_test_add_func ("/tri/X08-attack-won", test_x08_attack_won);
  g_test_add_func ("/tri/X09-tie-goes-to-defender", test_x09_tie_to_defender);
  g_test_add_func ("/tri/X10-void-choice-limited", test_x10_void_limited);
  g_test_add_func ("/tri/X11-conquered-square-immune", test_x11_square_immune);
  g_test_add_func ("/tri/X12-lost-attack-opens-square", test_x12_lost_attack_opens_square);
  g_test_add_func ("/tri/X13-teleport", test_x13_teleport);
  g_test_add_func ("/tri/X14-teleport-not-on-conquering-turn",
                   test_x14_teleport_not_on_conquering_turn);
  g_test_add_func ("/tri/X15-one-teleport-per-square", test_x15_one_teleport_per_square);
  g_test_add_func ("/tri/X16-periodic-award", test_x16_periodic_award);
  g_test_add_func ("/tri/X17-first-elimination", test_x17_first_elimination);
  g_test_add_func ("/tri/X18-second-elimination", test_x18_second_elimination);
  g_test_add_func ("/tri/X19-end-with-two-players", test_x19_end_two_players);
  g_test_add_func ("/tri/X20-end-tie-break", test_x20_end_tie_break);
  g_test_add_func ("/tri/X21-elimination-at-zero", test_x21_zero_triangles);
  g_test_add_func ("/tri/X22-one-action-per-turn", test_x22_one_action);
  g_test_add_func ("/tri/X23-zero-card-permanent", test_x23_zero_permanent);
  g_test_add_func ("/tri/X24-weakest-tie-break", test_x24_weakest_tie_break);

  g_test_add_func ("/tri/rounds-and-first-seat", test_rounds_and_first_seat);
  g_test_add_func ("/tri/round-after-p1-out", test_round_after_p1_out);
  g_test_add_func ("/tri/round-cap", test_round_cap);
  g_test_add_func ("/tri/supply-shortage", test_supply_shortage);
  g_test_add_func ("/tri/describe", test_describe);
  g_test_add_func ("/tri/notation", test_notation);
  g_test_add_func ("/tri/illegal-moves-change-nothing", test_illegal_unchanged);
  g_test_add_func ("/tri/blank-instance", test_blank_instance);
  g_test_add_func ("/tri/save-round-trip", test_save_round_trip);
  g_test_add_func ("/tri/bad-positions", test_bad_positions);
  g_test_add_func ("/tri/mutated-positions", test_mutated_positions);
  g_test_add_func ("/tri/redaction", test_redaction);
  g_test_add_func ("/tri/determinise", test_determinise);
  g_test_add_func ("/tri/ai-legal-moves", test_ai_moves);
  g_test_add_func ("/tri/playout-legal", test_playout_legal);
  g_test_add_func ("/tri/move-constructors-match-notation", test_move_constructors);
  g_test_add_func ("/tri/position-version-1-still-loads", test_position_version_1);
  g_test_add_func ("/tri/position/hostile-fields", test_hostile_fields);
  g_test_add_func ("/tri/position/R20-over-only-at-an-end", test_hostile_over);
  g_test_add_func ("/tri/position/R3-round-1-placements", test_hostile_round_1);
  g_test_add_func ("/tri/is-legal-agrees-with-list-moves", test_is_legal_agrees_with_list);
  g_test_add_func ("/tri/undo/battle-is-final", test_undo_battle_is_final);
  g_test_add_func ("/tri/undo/computer-battle-is-a-barrier", test_undo_computer_battle);
  g_test_add_func ("/tri/events/secrets-only-in-own-log", test_events_secrets_per_seat);
  g_test_add_func ("/tri/events/whole-games-in-words", test_events_whole_games);
  g_test_add_func ("/tri/events/battle-sentence-names-both-sides", test_events_battle_sentence);
  g_test_add_func ("/tri/events/codes-need-no-board", test_events_codes);
  g_test_add_data_func ("/tri/soak/2-players", GUINT_TO_POINTER (2), test_soak);
  g_test_add_data_func ("/tri/soak/3-players", GUINT_TO_POINTER (3), test_soak);
  g_test_add_data_func ("/tri/soak/4-players", GUINT_TO_POINTER (4), test_soak);

  g_test_add_func ("/tri/describe-turn", test_describe_turn);

  return g_test_run ();
}
