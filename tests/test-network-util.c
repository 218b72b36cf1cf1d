/* test-network-util.c — what the Network tests share: games and
 * positions set up through the model, checks of cubes, income and moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-network.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

TsGame *
new_game (int         first_seat,
          const char *variant)
{
  return ts_test_new_game_of ("network", 2, 7, first_seat, variant);
}

/* An empty board in a regular turn of SEAT ("only the listed pieces are on
 * the board"): Givens are then put with the test setters. */
TsGame *
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

int
corner (int i,
        int j)
{
  int k = nw_corner_at (i, j);

  g_assert_cmpint (k, !=, NW_NONE);
  return k;
}

int
square (int c,
        int r)
{
  int s = nw_square_at (c, r);

  g_assert_cmpint (s, !=, NW_NONE);
  return s;
}

int
edge (const char *text)
{
  int e;

  g_assert_true (nw_edge_parse (text, &e));
  return e;
}

void
put_branches (TsGame     *game,
              int         seat,
              const char *list)
{
  g_auto(GStrv) words = g_strsplit (list, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    ts_network_game_put_branch (NW (game), seat, edge (words[i]));
}

void
put_node (TsGame *game,
          int     seat,
          int     i,
          int     j)
{
  ts_network_game_put_node (NW (game), seat, corner (i, j));
}

void
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

void
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

void
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

/* TEXT is rejected as illegal, is not listed, and changes nothing. */
void
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
void
legal_on_copy (TsGame     *game,
               const char *text)
{
  g_autoptr(TsGame) copy = ts_game_copy (game);
  TsMove move = ts_test_parse_ok (game, text);

  g_assert_true (ts_game_is_legal (game, &move));
  ts_test_apply_ok (copy, text);
}

void
assert_legal (TsGame     *game,
              const char *text)
{
  TsMove move = ts_test_parse_ok (game, text);

  g_assert_true (ts_game_is_legal (game, &move));
  ts_test_apply_ok (game, text);
}

NwScore
score_of (TsGame *game,
          int     seat)
{
  NwScore score;

  ts_network_game_get_score_parts (NW (game), seat, &score);
  g_assert_cmpuint (score.total, ==, ts_game_get_score (game, seat));
  return score;
}

guint
count_kind (TsGame *game,
            int     kind)
{
  g_autoptr(GArray) moves = ts_game_list_moves (game);
  guint n = 0;

  for (guint i = 0; i < moves->len; i++)
    n += g_array_index (moves, TsMove, i).kind == kind;
  return n;
}
