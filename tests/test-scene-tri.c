/* test-scene-tri.c — the TRI board's scene without a display: a click or a
 * key sequence → the move it chooses, the prompt it shows, what it hides
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "tri-scene.h"
#include "ts-games.h"
#include "ts-match.h"

static const char * const names[] = { "Ada", "Bob", "Cyril", "Dora" };

static int
tri (int    x,
     int    y,
     TriDir d)
{
  return tri_triangle (4, x, y, d);
}

static TsSetup *
new_setup (guint   n,
           guint64 seed)
{
  TsSetup *setup = ts_setup_new ("tri", n, seed);

  for (guint i = 0; i < n; i++)
    ts_setup_set_player (setup, i, names[i], TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  setup->first_seat = 0;
  return setup;
}

/* A match from SETUP after MOVES, with DICE forced next. */
static TsMatch *
new_match (guint               n,
           guint64             seed,
           const char * const *moves,
           const guint8       *dice,
           guint               n_dice)
{
  g_autoptr(TsSetup) setup = new_setup (n, seed);
  g_autoptr(TsGame) game = NULL;
  g_autoptr(GError) error = NULL;

  game = ts_game_new ("tri", setup, &error);
  g_assert_no_error (error);
  for (guint i = 0; moves != NULL && moves[i] != NULL; i++)
    {
      g_assert_true (ts_game_apply_text (game, moves[i], &error));
      g_assert_no_error (error);
    }
  if (n_dice > 0)
    ts_tri_game_force_dice (TS_TRI_GAME (game), dice, n_dice);
  return ts_match_new_from_position (setup, game);
}

/* What a board does on every change: the view of VIEWER, its legal moves
 * when it may act (interactive, its decision). */
static void
show (TriScene *scene,
      TsMatch  *match,
      int       viewer,
      gboolean  interactive)
{
  TsGame *game = ts_match_get_game (match);
  g_autoptr(TsGame) view = ts_game_view_for (game, viewer);
  gboolean can_act = interactive && viewer != TS_SEAT_NONE && !ts_game_is_over (game)
                     && ts_game_get_current_seat (game) == viewer;
  g_autoptr(GArray) legal = can_act ? ts_game_list_moves (game)
                                    : g_array_new (FALSE, FALSE, sizeof (TsMove));

  tri_scene_update (scene, TS_TABLE (match), view, viewer, can_act, legal);
}

static void
show_current (TriScene *scene,
              TsMatch  *match)
{
  show (scene, match, ts_game_get_current_seat (ts_match_get_game (match)), TRUE);
}

static void
play (TsMatch      *match,
      const TsMove *move)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_match_play (match, move, &error));
  g_assert_no_error (error);
}

static void
assert_move (const TsMove *got,
             TsMove        expected)
{
  g_assert_true (ts_move_equal (got, &expected));
}

static void
centre_of (const TriGeom *g,
           int            triangle,
           double        *x,
           double        *y)
{
  TriPt p[3], c;

  tri_geom_corners (g, triangle, p);
  c = tri_geom_centroid (p);
  *x = c.x;
  *y = c.y;
}

/* Every triangle's centre hits it, centred or against the right edge; the
 * faded repeat gives the triangle it repeats; beyond it, nothing. */
static void
test_geometry (void)
{
  for (guint k = 0; k < 2; k++)
    {
      TriGeom g;
      double x, y;

      tri_geom_init (&g, 5, 900, 700, k == 0 ? 0.5 : 1.0, TRUE);
      g_assert_cmpfloat (g.unit, >, 0);
      if (k == 1)
        g_assert_cmpfloat (fabs (900 - 6 - (g.ox + g.unit * 5.5)), <=, 1);
      for (int t = 0; t < 100; t++)
        {
          centre_of (&g, t, &x, &y);
          g_assert_cmpint (tri_geom_hit (&g, x, y), ==, t);
        }
      /* A quarter square left of the torus: the right column's E. */
      tri_geom_square_centre (&g, 0, &x, &y);
      g_assert_cmpint (tri_geom_hit (&g, g.ox - g.unit / 4, y), ==, tri_triangle (5, 4, 0, TRI_DIR_E));
      g_assert_cmpint (tri_geom_hit (&g, g.ox - g.unit * 0.6, y), ==, -1);
    }

  /* The labels (above and left; the right side stays against the
   * panel), on the canvas of a window of 800 × 600: a readable font,
   * outside the repeat, inside the canvas, no triangle under them; without
   * them, no strip and a larger torus. */
  {
    TriGeom g, plain;
    double w = 410, h = 490, x, y;

    tri_geom_init (&g, 5, w, h, 1.0, TRUE);
    tri_geom_init (&plain, 5, w, h, 1.0, FALSE);
    g_assert_cmpfloat (g.label_px, >=, TRI_LABEL_MIN_PX);
    g_assert_cmpfloat (g.label, >, g.label_px);
    g_assert_cmpfloat (plain.label, ==, 0);
    g_assert_cmpfloat (g.unit, <, plain.unit);
    for (int i = 0; i < 5; i++)
      for (int side = 0; side < 2; side++)
        {
          if (side == 0)
            tri_geom_column_label (&g, i, &x, &y);
          else
            tri_geom_row_label (&g, i, &x, &y);
          g_assert_cmpfloat (x - g.label / 2, >=, 0);
          g_assert_cmpfloat (y - g.label / 2, >=, 0);
          g_assert_cmpfloat (x + g.label / 2, <=, w);
          g_assert_cmpfloat (y + g.label / 2, <=, h);
          g_assert_cmpint (tri_geom_hit (&g, x, y), ==, -1);
        }
  }

  /* Too small to draw. */
  {
    TriGeom g;

    tri_geom_init (&g, 4, 10, 10, 0.5, TRUE);
    g_assert_cmpfloat (g.unit, ==, 0);
    g_assert_cmpint (tri_geom_hit (&g, 5, 5), ==, -1);
  }
}

/* Round 1 by a click and by keys; a click that is no move only rings;
 * nobody acts without the turn. */
static void
test_place_and_keys (void)
{
  g_autoptr(TsMatch) match = new_match (2, 5, NULL, NULL, 0);
  g_autoptr(TriScene) scene = tri_scene_new ();
  TsMove move = { 0 };
  TriGeom g;
  double x, y;
  int a = ts_game_get_current_seat (ts_match_get_game (match));
  int b = 1 - a;

  tri_geom_init (&g, 4, 600, 600, 0.5, TRUE);

  /* Not its turn: the other seat's click does nothing. */
  show (scene, match, b, TRUE);
  g_assert_false (scene->can_act);
  centre_of (&g, tri (0, 0, TRI_DIR_N), &x, &y);
  g_assert_cmpint (tri_scene_click (scene, &g, x, y, &move) & TRI_SCENE_MOVE, ==, 0);
  g_assert_nonnull (strstr (scene->prompt, "placing their first checker"));

  show_current (scene, match);
  g_assert_nonnull (strstr (scene->prompt, "place your first checker"));
  g_assert_cmpint (tri_scene_click (scene, &g, x, y, &move), ==, TRI_SCENE_CURSOR | TRI_SCENE_MOVE);
  assert_move (&move, ts_tri_move_place (tri (0, 0, TRI_DIR_N)));
  play (match, &move);

  /* B: the neighbour of A's checker is no target; a click only rings. */
  show_current (scene, match);
  g_assert_cmpint (ts_game_get_current_seat (ts_match_get_game (match)), ==, b);
  g_assert_false (tri_scene_is_target (scene, tri (0, 0, TRI_DIR_E)));
  centre_of (&g, tri (0, 0, TRI_DIR_E), &x, &y);
  g_assert_cmpint (tri_scene_click (scene, &g, x, y, &move), ==, TRI_SCENE_CURSOR | TRI_SCENE_BELL);
  g_assert_cmpint (scene->cursor, ==, tri (0, 0, TRI_DIR_E));

  /* The pointer rests on (0,0,E): the cursor follows it there once. */
  g_assert_cmpint (tri_scene_hover (scene, &g, x, y), ==, TRI_SCENE_CURSOR);
  g_assert_cmpint (scene->cursor, ==, tri (0, 0, TRI_DIR_E));

  /* → → from (0,0,E) reaches (1,0,E); ↓ its S; Enter places there. */
  tri_scene_step_cursor (scene, 1, 0);
  tri_scene_step_cursor (scene, 1, 0);
  g_assert_cmpint (scene->cursor, ==, tri (1, 0, TRI_DIR_E));
  /* The motion GTK repeats under the resting pointer when the board
   * changes leaves the cursor where the keys put it. */
  g_assert_cmpint (tri_scene_hover (scene, &g, x, y), ==, TRI_SCENE_NONE);
  g_assert_cmpint (scene->cursor, ==, tri (1, 0, TRI_DIR_E));
  tri_scene_step_cursor (scene, 0, 1);
  g_assert_cmpint (scene->cursor, ==, tri (1, 0, TRI_DIR_S));
  g_assert_cmpint (tri_scene_activate (scene, &move), ==, TRI_SCENE_MOVE);
  assert_move (&move, ts_tri_move_place (tri (1, 0, TRI_DIR_S)));
  play (match, &move);

  /* The cursor wraps round the torus: ↑ ↑ from (1,0,S) is (1,3,S). */
  show_current (scene, match);
  tri_scene_step_cursor (scene, 0, -1);
  tri_scene_step_cursor (scene, 0, -1);
  g_assert_cmpint (scene->cursor, ==, tri (1, 3, TRI_DIR_S));
  /* ← from (0,y,W) wraps to (3,y,E). */
  scene->cursor = tri (0, 2, TRI_DIR_W);
  tri_scene_step_cursor (scene, -1, 0);
  g_assert_cmpint (scene->cursor, ==, tri (3, 2, TRI_DIR_E));

  /* N jumps to a target; round 2: expand; the label says so. */
  g_assert_cmpint (tri_scene_jump (scene, 1), ==, TRI_SCENE_CURSOR);
  g_assert_true (tri_scene_is_target (scene, scene->cursor));
  {
    g_autofree char *text = tri_scene_describe_triangle (scene, tri (0, 0, TRI_DIR_W));

    g_assert_nonnull (strstr (text, "Left triangle of the square in column A, row 1: empty."));
    g_assert_nonnull (strstr (text, "expand"));
  }
  {
    g_autofree char *text = tri_scene_describe_triangle (scene, tri (0, 0, TRI_DIR_N));

    g_assert_nonnull (strstr (text, "Ada’s"));
  }
  g_assert_cmpint (tri_scene_pass (scene, &move), ==, TRI_SCENE_MOVE);
  assert_move (&move, ts_tri_move_pass ());
  /* The last move's checker is marked until another lands. */
  g_assert_cmpint (tri_scene_last_placed (scene), ==, tri (1, 0, TRI_DIR_S));

  /* A spectator acts on nothing. */
  show (scene, match, TS_SEAT_NONE, TRUE);
  g_assert_cmpint (tri_scene_activate (scene, &move), ==, TRI_SCENE_NONE);
  g_assert_cmpint (tri_scene_pass (scene, &move), ==, TRI_SCENE_NONE);
}

/* A battle: the attack by a click (its dice previewed by the pointer),
 * the cards by key and Enter, the void choice by a click; no seat's scene
 * shows a die or card it may not see. */
static void
test_battle (void)
{
  static const char * const moves[] = {
    "place 0,0,N", "place 3,0,N",
    "expand 0,0,E", "expand 3,0,E",
    "expand 0,0,S", "expand 0,0,W",
    NULL,
  };
  static const guint8 dice[] = { 1, 1, 6 };
  g_autoptr(TsMatch) match = new_match (2, 9, moves, dice, G_N_ELEMENTS (dice));
  g_autoptr(TriScene) scene = tri_scene_new ();
  int target = tri (0, 0, TRI_DIR_W);
  TsMove move = { 0 };
  TriGeom g;
  double x, y;
  g_autofree char *text = NULL;

  tri_geom_init (&g, 4, 640, 640, 1.0, TRUE);
  show_current (scene, match);
  g_assert_cmpint (scene->viewer, ==, 0);

  /* The pointer over the target previews 2 dice from 2 triangles. */
  centre_of (&g, target, &x, &y);
  tri_scene_hover (scene, &g, x, y);
  g_assert_cmpint (tri_scene_preview_attack (scene), ==, target);
  g_assert_cmpuint (tri_scene_attack_dice (scene, target), ==, 2);
  text = tri_scene_describe_triangle (scene, target);
  g_assert_nonnull (strstr (text, "attack it with 2 dice"));
  g_clear_pointer (&text, g_free);
  tri_scene_leave (scene);
  g_assert_cmpint (tri_scene_preview_attack (scene), ==, -1);

  g_assert_cmpint (tri_scene_click (scene, &g, x, y, &move) & TRI_SCENE_MOVE, !=, 0);
  assert_move (&move, ts_tri_move_attack (target));
  play (match, &move);

  /* The attacker: its dice, not the defence; a click on the board only
   * moves the cursor; no card yet, so Enter rings. */
  show_current (scene, match);
  g_assert_true (tri_scene_choosing_card (scene));
  g_assert_nonnull (strstr (scene->prompt, "Attack: look at your dice"));
  text = tri_scene_describe_battle (scene, tri_scene_panel_battle (scene));
  g_assert_nonnull (strstr (text, "Attacker Ada: dice 1 and 1, card not shown"));
  g_assert_nonnull (strstr (text, "Defender Bob: die not shown, card not shown"));
  g_clear_pointer (&text, g_free);
  g_assert_cmpint (tri_scene_click (scene, &g, x, y, &move), ==, TRI_SCENE_CURSOR);
  g_assert_cmpint (tri_scene_activate (scene, &move), ==, TRI_SCENE_BELL);
  g_assert_cmpint (tri_scene_select_card (scene, 5), ==, TRI_SCENE_BELL);
  g_assert_cmpint (tri_scene_select_card (scene, 2), ==, TRI_SCENE_MODE);
  g_assert_cmpint (tri_scene_play_card (scene, &move), ==, TRI_SCENE_MOVE);
  assert_move (&move, ts_tri_move_card (2));
  play (match, &move);

  /* The defender sees its die, not the attacker's dice or card; the
   * attacker does not see the defence die; nor does a spectator. */
  show (scene, match, 0, TRUE);
  text = tri_scene_describe_battle (scene, tri_scene_panel_battle (scene));
  g_assert_nonnull (strstr (text, "die not shown, card not shown"));
  g_assert_null (strstr (text, "die 6"));
  g_clear_pointer (&text, g_free);
  show (scene, match, TS_SEAT_NONE, FALSE);
  text = tri_scene_describe_battle (scene, tri_scene_panel_battle (scene));
  g_assert_nonnull (strstr (text, "Attacker Ada: dice not shown, card not shown"));
  g_assert_nonnull (strstr (text, "Defender Bob: die not shown, card not shown"));
  g_clear_pointer (&text, g_free);
  show_current (scene, match);
  g_assert_cmpint (scene->viewer, ==, 1);
  g_assert_nonnull (strstr (scene->prompt, "Defence"));
  text = tri_scene_describe_battle (scene, tri_scene_panel_battle (scene));
  g_assert_nonnull (strstr (text, "Defender Bob: die 6, card not shown"));
  g_assert_nonnull (strstr (text, "Attacker Ada: dice not shown, card not shown"));
  g_clear_pointer (&text, g_free);

  /* The card by its key, played by Enter on the board. */
  tri_scene_select_card (scene, 0);
  g_assert_cmpint (tri_scene_activate (scene, &move), ==, TRI_SCENE_MOVE);
  assert_move (&move, ts_tri_move_card (0));
  play (match, &move);

  /* Revealed, the defender holds and chooses the triangle to empty: the
   * cursor starts on one; a click elsewhere rings. */
  show_current (scene, match);
  g_assert_cmpint (tri_scene_phase (scene), ==, TRI_PHASE_VOID);
  g_assert_cmpint (scene->legal[scene->cursor], ==, TRI_MOVE_VOID);
  centre_of (&g, tri (0, 0, TRI_DIR_E), &x, &y);
  g_assert_cmpint (tri_scene_click (scene, &g, x, y, &move) & TRI_SCENE_BELL, !=, 0);
  centre_of (&g, tri (0, 0, TRI_DIR_S), &x, &y);
  g_assert_cmpint (tri_scene_click (scene, &g, x, y, &move) & TRI_SCENE_MOVE, !=, 0);
  assert_move (&move, ts_tri_move_void (tri (0, 0, TRI_DIR_S)));
  play (match, &move);

  /* The battle stays on show until the next action, for everyone. */
  show (scene, match, TS_SEAT_NONE, FALSE);
  g_assert_nonnull (tri_scene_shown_battle (scene));
  text = tri_scene_describe_battle (scene, tri_scene_panel_battle (scene));
  g_assert_nonnull (strstr (text, "Attack 3 against defence 6"));
  g_assert_nonnull (strstr (text, "Attack 3 against defence 6: Bob holds, and the bottom triangle "
                            "of the square in column A, row 1 goes empty."));
  g_clear_pointer (&text, g_free);
}

/* Teleport: the marker toggles the mode, T cycles, Escape cancels, a
 * click on an empty triangle teleports. */
static void
test_teleport (void)
{
  static const char * const moves[] = {
    "place 0,0,N", "place 2,2,N",
    "expand 0,0,E", "pass",
    "expand 0,0,S", "pass",
    "expand 0,0,W", "pass",
    NULL,
  };
  g_autoptr(TsMatch) match = new_match (2, 3, moves, NULL, 0);
  g_autoptr(TriScene) scene = tri_scene_new ();
  int far = tri (2, 0, TRI_DIR_S);
  TsMove move = { 0 };
  TriGeom g;
  double x, y;

  tri_geom_init (&g, 4, 500, 500, 0.5, FALSE);
  show_current (scene, match);
  g_assert_true (tri_scene_any_teleport (scene));
  g_assert_nonnull (strstr (scene->prompt, "teleport (T)"));

  /* Not adjacent: rings. */
  centre_of (&g, far, &x, &y);
  g_assert_cmpint (tri_scene_click (scene, &g, x, y, &move) & TRI_SCENE_BELL, !=, 0);

  /* The marker of square 0. */
  tri_geom_square_centre (&g, 0, &x, &y);
  g_assert_cmpint (tri_scene_click (scene, &g, x, y, &move), ==, TRI_SCENE_MODE);
  g_assert_true (scene->teleport_mode);
  g_assert_cmpint (scene->teleport_square, ==, 0);
  g_assert_cmpstr (scene->prompt, ==, "Teleport from the square in column A, row 1: click any "
                   "highlighted empty triangle. T again takes another square’s teleport, "
                   "Escape cancels.");
  g_assert_true (tri_scene_is_target (scene, far));

  /* T with one square: off, then on; Escape: off. */
  tri_scene_cycle_teleport (scene);
  g_assert_false (scene->teleport_mode);
  tri_scene_cycle_teleport (scene);
  g_assert_true (scene->teleport_mode);
  g_assert_cmpint (tri_scene_cancel (scene), ==, TRI_SCENE_MODE);
  g_assert_false (scene->teleport_mode);
  g_assert_cmpint (tri_scene_cancel (scene), ==, TRI_SCENE_NONE);

  /* The button's toggle, then the click. */
  tri_scene_set_teleport (scene, TRUE);
  centre_of (&g, far, &x, &y);
  g_assert_cmpint (tri_scene_click (scene, &g, x, y, &move) & TRI_SCENE_MOVE, !=, 0);
  assert_move (&move, ts_tri_move_teleport (0, far));
  play (match, &move);

  /* A new turn: the mode is gone. */
  show_current (scene, match);
  g_assert_false (scene->teleport_mode);
}

static void
assert_advice (TsGame     *game,
               int         seat,
               TsMove      move,
               const char *expected)
{
  g_autofree char *text = ts_game_advise_move (game, seat, &move, names);

  g_assert_cmpstr (text, ==, expected);
}

/* The words a person reads, in the names the board's labels show: the
 * prompts of a battle, the advice for chosen moves (the hint), the
 * notice of the last move. */
static void
test_words (void)
{
  static const char * const moves[] = {
    "place 0,0,N", "place 3,0,N",
    "expand 0,0,E", "expand 3,0,E",
    "expand 0,0,S", "expand 0,0,W",
    NULL,
  };
  static const guint8 dice[] = { 1, 1, 6 };
  g_autoptr(TsMatch) match = new_match (2, 9, moves, dice, G_N_ELEMENTS (dice));
  g_autoptr(TriScene) scene = tri_scene_new ();
  TsGame *game = ts_match_get_game (match);
  TsMove move;

  show_current (scene, match);
  g_assert_cmpstr (scene->prompt, ==, "Your turn: click a highlighted triangle to expand or attack, "
                                      "or pass.");
  assert_advice (game, 0, ts_tri_move_attack (tri (0, 0, TRI_DIR_W)),
                 "Attack the left triangle of the square in column A, row 1 with 2 dice: winning "
                 "completes your square, and with cards of equal value your chance is about 6 in 10.");
  assert_advice (game, 0, ts_tri_move_expand (tri (0, 3, TRI_DIR_S)),
                 "Expand into the bottom triangle of the square in column A, row 4.");
  assert_advice (game, 0, ts_tri_move_pass (), "Pass this turn.");

  move = ts_tri_move_attack (tri (0, 0, TRI_DIR_W));
  play (match, &move);
  show_current (scene, match);
  g_assert_cmpstr (scene->prompt, ==, "Attack: look at your dice, then choose a card by its button "
                                      "or key and press Play.");
  g_assert_cmpstr (scene->notice, ==, "Ada attacks the left triangle of the square in column A, "
                                      "row 1, held by Bob, with 2 dice.\n"
                                      "Ada rolled 1 and 1 for the attack.");
  assert_advice (game, 0, ts_tri_move_card (2),
                 "Play the +2 card: with your best die, 1, your attack is 3.");
  assert_advice (game, 0, ts_tri_move_card (0),
                 "Play the +0 card and keep the others: your attack is your best die, 1.");

  move = ts_tri_move_card (2);
  play (match, &move);
  show_current (scene, match);
  g_assert_cmpstr (scene->prompt, ==, "Defence: look at your die, then choose a card by its button "
                                      "or key and press Play.");
  /* The defender's advice speaks of its own die only. */
  assert_advice (game, 1, ts_tri_move_card (3),
                 "Play the +3 card: with your die, 6, your defence is 9, and the attack must beat it.");

  move = ts_tri_move_card (0);
  play (match, &move);
  show_current (scene, match);
  g_assert_cmpstr (scene->prompt, ==, "You held your triangle: click one of the highlighted attacking "
                                      "triangles to make it empty.");
  assert_advice (game, 1, ts_tri_move_void (tri (0, 0, TRI_DIR_S)),
                 "Empty the bottom triangle of the square in column A, row 1: it lies next to 1 of "
                 "your triangles.");
  move = ts_tri_move_void (tri (0, 0, TRI_DIR_S));
  play (match, &move);
  show (scene, match, TS_SEAT_NONE, FALSE);
  g_assert_cmpstr (scene->notice, ==, "Bob emptied the bottom triangle of the square in column A, "
                                      "row 1, one of Ada’s attacking triangles.");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add_func ("/scene-tri/geometry", test_geometry);
  g_test_add_func ("/scene-tri/place-and-keys", test_place_and_keys);
  g_test_add_func ("/scene-tri/battle", test_battle);
  g_test_add_func ("/scene-tri/teleport", test_teleport);
  g_test_add_func ("/scene-tri/words", test_words);

  return g_test_run ();
}
