/* test-scene-network.c — the Network board's scene without a display:
 * clicks and keys → the moves they choose, the prompt, the words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "network-game.h"
#include "network-scene.h"
#include "ts-games.h"
#include "ts-match.h"

typedef struct
{
  TsMatch *match;
  NwScene  scene;
} Fixture;

/* What a board does after every change: the view and the legal moves of
 * VIEWER (who may act when it is on turn). */
static void
show_to (Fixture *f,
         int      viewer)
{
  static const char *names[2] = { "Ada", "Bob" };
  static const guint32 rgb[2] = { 0xc64600, 0x813d9c };
  TsGame *game = ts_match_get_game (f->match);
  g_autoptr(TsGame) view = ts_game_view_for (game, viewer);
  gboolean can_act = viewer >= 0 && !ts_game_is_over (game)
                     && ts_game_get_current_seat (game) == viewer;
  g_autoptr(GArray) moves = can_act ? ts_game_list_moves (game) : NULL;

  nw_scene_update (&f->scene, view, viewer, can_act, moves, names, rgb);
  nw_scene_find_recent (&f->scene, TS_TABLE (f->match));
}

static void
show_to_current (Fixture *f)
{
  show_to (f, ts_game_get_current_seat (ts_match_get_game (f->match)));
}

static void
fixture_init (Fixture *f)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("network", 2, 7);
  g_autoptr(GError) error = NULL;

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "orange");
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "purple");
  f->match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  nw_scene_init (&f->scene);
  show_to_current (f);
}

static void
fixture_clear (Fixture *f)
{
  nw_scene_clear (&f->scene);
  g_clear_object (&f->match);
}

static void
play (Fixture    *f,
      const char *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_match_play_text (f->match, text, &error));
  g_assert_no_error (error);
}

/* Plays MOVE as the window would, and shows the result to the seat on
 * turn. */
static void
play_move (Fixture      *f,
           const TsMove *move)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_match_play (f->match, move, &error));
  g_assert_no_error (error);
  show_to_current (f);
}

/* Spec N3's starting sets. */
static void
play_n3_setup (Fixture *f)
{
  play (f, "set 2,2 H2,2");
  play (f, "set 5,3 V5,2");
  play (f, "set 3,5 H3,5");
  play (f, "set 4,4 V4,4");
  show_to_current (f);
}

static NwSpot
corner (int i,
        int j)
{
  return (NwSpot) { NW_SPOT_CORNER, nw_corner_at (i, j) };
}

static NwSpot
h_edge (int i,
        int j)
{
  return (NwSpot) { NW_SPOT_EDGE, nw_h_edge (i, j) };
}

static void
assert_move (Fixture      *f,
             const TsMove *got,
             TsMove        want)
{
  g_autofree char *a = ts_game_format_move (ts_match_get_game (f->match), got);
  g_autofree char *b = ts_game_format_move (ts_match_get_game (f->match), &want);

  g_assert_cmpstr (a, ==, b);
  g_assert_true (ts_move_equal (got, &want));
}

static void
assert_prompt_has (Fixture    *f,
                   const char *part)
{
  g_autofree char *prompt = nw_scene_prompt (&f->scene);

  g_assert_nonnull (prompt);
  if (strstr (prompt, part) == NULL)
    g_error ("prompt “%s” lacks “%s”", prompt, part);
}

/* A starting set by clicks: the corner, then an edge next to it. */
static void
test_setup_clicks (void)
{
  Fixture f;
  TsMove move;

  fixture_init (&f);
  g_assert_cmpint (nw_scene_phase (&f.scene), ==, NW_PHASE_SETUP);
  assert_prompt_has (&f, "Place a starting set");

  /* An edge first is no set. */
  g_assert_cmpint (nw_scene_click (&f.scene, h_edge (2, 2), &move), ==, NW_SCENE_BELL);
  g_assert_cmpint (nw_scene_click (&f.scene, corner (2, 2), &move), ==, NW_SCENE_CHANGED);
  g_assert_cmpint (f.scene.pending_corner, ==, nw_corner_at (2, 2));
  assert_prompt_has (&f, "edge next to your new node");
  /* Only the edges of that corner are targets now. */
  g_assert_cmpuint (f.scene.n_legal_corners, ==, 0);
  g_assert_true (f.scene.legal_edge[nw_h_edge (2, 2)]);
  g_assert_false (f.scene.legal_edge[nw_h_edge (4, 2)]);
  g_assert_cmpint (nw_scene_click (&f.scene, h_edge (4, 2), &move), ==, NW_SCENE_BELL);

  /* Clicking the corner again drops it; Escape with nothing picked does
   * nothing. */
  g_assert_cmpint (nw_scene_click (&f.scene, corner (2, 2), &move), ==, NW_SCENE_CHANGED);
  g_assert_cmpint (f.scene.pending_corner, ==, NW_NONE);
  g_assert_cmpint (nw_scene_cancel (&f.scene), ==, NW_SCENE_NOTHING);

  g_assert_cmpint (nw_scene_click (&f.scene, corner (2, 2), &move), ==, NW_SCENE_CHANGED);
  g_assert_cmpint (nw_scene_click (&f.scene, h_edge (2, 2), &move), ==, NW_SCENE_MOVE);
  assert_move (&f, &move, ts_network_move_set (nw_corner_at (2, 2), nw_h_edge (2, 2)));
  play_move (&f, &move);

  /* Bob's turn: Ada's set is what he sees ringed. */
  g_assert_cmpint (f.scene.viewer, ==, 1);
  g_assert_true (f.scene.recent_corner[nw_corner_at (2, 2)]);
  g_assert_true (f.scene.recent_edge[nw_h_edge (2, 2)]);
  fixture_clear (&f);
}

/* The keyboard: arrows walk corners, edges and squares, Enter acts,
 * Escape forgets the picked corner, N jumps between legal spots. */
static void
test_setup_keys (void)
{
  Fixture f;
  TsMove move;
  NwSpot spot;

  fixture_init (&f);
  /* The cursor starts on corner 3,3; → is edge H3,3, → corner 4,3. */
  spot = nw_scene_cursor (&f.scene);
  g_assert_true (nw_spot_equal (spot, corner (3, 3)));
  g_assert_cmpint (nw_scene_move_cursor (&f.scene, 1, 0), ==, NW_SCENE_CHANGED);
  g_assert_true (nw_spot_equal (nw_scene_cursor (&f.scene), h_edge (3, 3)));
  nw_scene_move_cursor (&f.scene, 0, 1);
  spot = nw_scene_cursor (&f.scene);
  g_assert_cmpint (spot.kind, ==, NW_SPOT_SQUARE);
  g_assert_cmpint (spot.index, ==, nw_square_at (3, 3));
  nw_scene_move_cursor (&f.scene, 1, 0);
  nw_scene_move_cursor (&f.scene, 0, -1);
  g_assert_true (nw_spot_equal (nw_scene_cursor (&f.scene), corner (4, 3)));

  /* Enter picks the corner, Escape forgets it, Enter again, ↑ to V4,2,
   * Enter places the set. */
  g_assert_cmpint (nw_scene_activate (&f.scene, &move), ==, NW_SCENE_CHANGED);
  g_assert_cmpint (nw_scene_cancel (&f.scene), ==, NW_SCENE_CHANGED);
  g_assert_cmpint (f.scene.pending_corner, ==, NW_NONE);
  nw_scene_activate (&f.scene, &move);
  nw_scene_move_cursor (&f.scene, 0, -1);
  g_assert_cmpint (nw_scene_activate (&f.scene, &move), ==, NW_SCENE_MOVE);
  assert_move (&f, &move, ts_network_move_set (nw_corner_at (4, 3), nw_v_edge (4, 2)));
  play_move (&f, &move);

  /* Off the lattice the cursor stays and the bell rings. */
  for (int k = 0; k < NW_LATTICE; k++)
    nw_scene_move_cursor (&f.scene, 0, -1);
  g_assert_cmpint (f.scene.cur_y, ==, 0);
  g_assert_cmpint (nw_scene_move_cursor (&f.scene, 0, -1), ==, NW_SCENE_BELL);

  /* Bob: Home, Enter (a corner), N, Enter (an edge of it). */
  g_assert_cmpint (nw_scene_jump_legal (&f.scene, NW_SPOT_NONE, 0), ==, NW_SCENE_CHANGED);
  g_assert_cmpint (nw_scene_cursor (&f.scene).kind, ==, NW_SPOT_CORNER);
  g_assert_cmpint (nw_scene_activate (&f.scene, &move), ==, NW_SCENE_CHANGED);
  g_assert_cmpint (nw_scene_jump_legal (&f.scene, NW_SPOT_NONE, 1), ==, NW_SCENE_CHANGED);
  g_assert_cmpint (nw_scene_cursor (&f.scene).kind, ==, NW_SPOT_EDGE);
  g_assert_cmpint (nw_scene_activate (&f.scene, &move), ==, NW_SCENE_MOVE);
  g_assert_cmpint (move.kind, ==, NW_MOVE_SET);
  fixture_clear (&f);
}

/* Purple's first turn of spec N3 (R2 Y3 G2 B1): a branch and a node are
 * offered where the rules allow them, nothing else answers. */
static void
test_build (void)
{
  Fixture f;
  TsMove move;

  fixture_init (&f);
  play_n3_setup (&f);
  g_assert_cmpint (f.scene.viewer, ==, 1);
  g_assert_true (f.scene.can_act);
  g_assert_true (f.scene.end_legal);
  g_assert_cmpuint (f.scene.n_legal_edges, >, 0);
  g_assert_cmpuint (f.scene.n_legal_corners, >, 0);
  assert_prompt_has (&f, "build on a highlighted spot");
  /* Orange's last set is ringed, not purple's. */
  g_assert_true (f.scene.recent_corner[nw_corner_at (4, 4)]);
  g_assert_false (f.scene.recent_corner[nw_corner_at (5, 3)]);

  g_assert_cmpint (nw_scene_click (&f.scene, h_edge (0, 7), &move), ==, NW_SCENE_BELL);
  g_assert_cmpint (nw_scene_click (&f.scene, h_edge (5, 3), &move), ==, NW_SCENE_MOVE);
  assert_move (&f, &move, ts_network_move_branch (nw_h_edge (5, 3)));
  play_move (&f, &move);

  /* No blue left: no branch; a node on 6,3. */
  g_assert_cmpuint (f.scene.n_legal_edges, ==, 0);
  g_assert_true (f.scene.legal_corner[nw_corner_at (6, 3)]);
  g_assert_cmpint (nw_scene_click (&f.scene, corner (6, 3), &move), ==, NW_SCENE_MOVE);
  assert_move (&f, &move, ts_network_move_node (nw_corner_at (6, 3)));
  play_move (&f, &move);
  assert_prompt_has (&f, "nothing to build");
  g_assert_cmpint (nw_scene_activate (&f.scene, &move), ==, NW_SCENE_BELL);

  /* Orange watching: a click only moves the cursor. */
  show_to (&f, 0);
  g_assert_false (f.scene.can_act);
  assert_prompt_has (&f, "Bob’s turn");
  g_assert_cmpint (nw_scene_click (&f.scene, corner (5, 5), &move), ==, NW_SCENE_CHANGED);
  g_assert_true (nw_spot_equal (nw_scene_cursor (&f.scene), corner (5, 5)));
  g_assert_cmpint (nw_scene_activate (&f.scene, &move), ==, NW_SCENE_NOTHING);
  g_assert_cmpint (nw_scene_jump_legal (&f.scene, NW_SPOT_NONE, 1), ==, NW_SCENE_BELL);
  fixture_clear (&f);
}

/* Trades: the move the panel would offer, and why one cannot be made. */
static void
test_trades (void)
{
  Fixture f;
  TsMove move;
  g_autofree char *hint = NULL;
  g_autofree char *left = NULL;

  fixture_init (&f);
  left = nw_scene_trades_left (&f.scene);
  g_assert_cmpstr (left, ==, "Trades start after the starting sets.");
  g_clear_pointer (&left, g_free);
  play_n3_setup (&f);

  /* Purple: R2 Y3 G2 B1.  Y2 G1 for blue is the 3:1 trade. */
  g_assert_true (nw_scene_find_trade (&f.scene, (const int[]) { 0, 2, 1, 0 }, NW_BLUE, &move));
  assert_move (&f, &move, ts_network_move_trade ((const int[]) { 0, 2, 1, 0 }, NW_BLUE,
                                                 NW_NONE, NW_NONE));
  g_assert_null (nw_scene_trade_hint (&f.scene, (const int[]) { 0, 2, 1, 0 }, NW_BLUE));
  /* Two alone: purple has no trading post. */
  g_assert_false (nw_scene_find_trade (&f.scene, (const int[]) { 0, 2, 0, 0 }, NW_BLUE, &move));
  hint = nw_scene_trade_hint (&f.scene, (const int[]) { 0, 2, 0, 0 }, NW_BLUE);
  g_assert_cmpstr (hint, ==, "Give 3 cubes for the 3:1 trade.");
  g_clear_pointer (&hint, g_free);
  hint = nw_scene_trade_hint (&f.scene, (const int[]) { 0, 2, 1, 0 }, NW_GREEN);
  g_assert_cmpstr (hint, ==, "You cannot take a colour you give.");
  g_clear_pointer (&hint, g_free);
  hint = nw_scene_trade_hint (&f.scene, (const int[]) { 0, 2, 1, 0 }, -1);
  g_assert_cmpstr (hint, ==, "Choose the colour to take.");
  g_clear_pointer (&hint, g_free);
  g_assert_true (nw_scene_find_trade (&f.scene, (const int[]) { 0, 2, 1, 0 }, NW_BLUE, &move));
  play_move (&f, &move);
  g_assert_false (nw_scene_find_trade (&f.scene, (const int[]) { 2, 1, 0, 0 }, NW_BLUE, &move));

  /* Spec N4: orange's node on 2,2 trades 2:1 at post (1,1), once. */
  play (&f, "end");
  show_to_current (&f);
  g_assert_cmpint (f.scene.viewer, ==, 0);
  left = nw_scene_trades_left (&f.scene);
  g_assert_nonnull (strstr (left, "2:1 trades left: 1"));
  g_assert_true (nw_scene_find_trade (&f.scene, (const int[]) { 1, 0, 0, 1 }, NW_GREEN, &move));
  assert_move (&f, &move, ts_network_move_trade ((const int[]) { 1, 0, 0, 1 }, NW_GREEN,
                                                 nw_corner_at (2, 2), nw_square_at (1, 1)));
  play_move (&f, &move);
  g_assert_cmpuint (nw_scene_post_trades_left (&f.scene), ==, 0);

  /* Not on turn: no trade. */
  show_to (&f, 1);
  hint = nw_scene_trade_hint (&f.scene, (const int[]) { 0, 2, 1, 0 }, NW_BLUE);
  g_assert_cmpstr (hint, ==, "You can trade on your turn.");
  fixture_clear (&f);
}

/* The pointer: the nearest corner, else edge, else square; the hover
 * preview says what a node would collect. */
static void
test_geometry_and_hover (void)
{
  Fixture f;
  NwGeom g;
  double x, y;
  NwSpot spot;
  guint total = 0;

  fixture_init (&f);
  play_n3_setup (&f);
  nw_geom_init (&g, 700, 500, TRUE);
  g_assert_cmpfloat (g.unit, >, 0);

  for (int c = 0; c < NW_N_CORNERS; c += 7)
    {
      nw_geom_corner (&g, c, &x, &y);
      spot = nw_geom_spot_at (&g, x + 2, y - 1);
      g_assert_cmpint (spot.kind, ==, NW_SPOT_CORNER);
      g_assert_cmpint (spot.index, ==, c);
    }
  for (int e = 0; e < NW_N_EDGES; e += 5)
    {
      nw_geom_edge_mid (&g, e, &x, &y);
      spot = nw_geom_spot_at (&g, x, y);
      g_assert_cmpint (spot.kind, ==, NW_SPOT_EDGE);
      g_assert_cmpint (spot.index, ==, e);
    }
  nw_geom_corner (&g, nw_corner_at (3, 3), &x, &y);
  spot = nw_geom_spot_at (&g, x + g.unit / 2, y + g.unit / 2);
  g_assert_cmpint (spot.kind, ==, NW_SPOT_SQUARE);
  g_assert_cmpint (spot.index, ==, nw_square_at (3, 3));
  g_assert_cmpint (nw_geom_spot_at (&g, 1, 1).kind, ==, NW_SPOT_NONE);

  /* Hovering an empty corner next to resource squares previews income;
   * the same spot again changes nothing; an occupied one shows none. */
  g_assert_true (nw_scene_set_hover (&f.scene, corner (6, 3)));
  g_assert_true (f.scene.hover_income_valid);
  for (int c = 0; c < NW_N_COLOURS; c++)
    total += f.scene.hover_income[c];
  g_assert_cmpuint (total, >, 0);
  g_assert_false (nw_scene_set_hover (&f.scene, corner (6, 3)));
  g_assert_true (nw_scene_set_hover (&f.scene, corner (2, 2)));
  g_assert_false (f.scene.hover_income_valid);
  fixture_clear (&f);
}

/* The labels: outside the margin for the border's nodes, inside the
 * canvas, a readable font; nothing to pick under them; the board stays
 * square and shrinks to make room for them. */
static void
test_labels_geometry (void)
{
  NwGeom g, plain;
  double w = 440, h = 470, x, y;

  nw_geom_init (&g, w, h, TRUE);
  nw_geom_init (&plain, w, h, FALSE);
  g_assert_cmpfloat (g.label_px, >=, NW_LABEL_MIN_PX);
  g_assert_cmpfloat (g.label, >, g.label_px);
  g_assert_cmpfloat (plain.label, ==, 0);
  g_assert_cmpfloat (g.unit, <, plain.unit);
  /* The whole drawing (margins and strips) fits the shorter side. */
  g_assert_cmpfloat (g.unit * (NW_SIZE + 2 * NW_MARGIN) + 2 * g.label, <=, MIN (w, h) + 0.01);
  for (int i = 0; i < NW_SIZE; i++)
    for (int side = 0; side < 4; side++)
      {
        if (side < 2)
          nw_geom_column_label (&g, i, side == 1, &x, &y);
        else
          nw_geom_row_label (&g, i, side == 3, &x, &y);
        g_assert_cmpfloat (x - g.label / 2, >=, 0);
        g_assert_cmpfloat (y - g.label / 2, >=, 0);
        g_assert_cmpfloat (x + g.label / 2, <=, w);
        g_assert_cmpfloat (y + g.label / 2, <=, h);
        g_assert_cmpint (nw_geom_spot_at (&g, x, y).kind, ==, NW_SPOT_NONE);
      }
}

static void
assert_advice (Fixture      *f,
               const TsMove *move,
               const char   *expected)
{
  static const char * const names[] = { "Ada", "Bob" };
  TsGame *game = ts_match_get_game (f->match);
  g_autofree char *text = ts_game_advise_move (game, ts_game_get_current_seat (game), move, names);

  g_assert_cmpstr (text, ==, expected);
}

/* The words a person reads, in the names the board's labels show: the
 * prompt, the log of a move, the advice for chosen moves (the hint). */
static void
test_words (void)
{
  Fixture f;
  TsMove move;
  g_autoptr(GPtrArray) lines = NULL;
  g_autofree char *prompt = NULL;

  fixture_init (&f);
  prompt = nw_scene_prompt (&f.scene);
  g_assert_cmpstr (prompt, ==, "Place a starting set: choose a free corner for your node, then an "
                               "edge next to it for your branch.");
  g_clear_pointer (&prompt, g_free);
  move = ts_network_move_set (nw_corner_at (2, 2), nw_h_edge (2, 2));
  assert_advice (&f, &move,
                 "Place your starting set: a node at the bottom right corner of the square in "
                 "column B, row 2, with a branch on the bottom side of the square in column C, "
                 "row 2. The node would collect 1 red, 1 yellow and 1 green each turn.");
  play_n3_setup (&f);
  lines = ts_match_describe_events (f.match, 0, 1, TS_SEAT_NONE);
  g_assert_cmpuint (lines->len, >=, 1);
  g_assert_cmpstr (g_ptr_array_index (lines, 0), ==,
                   "Ada placed a starting set: a node at the bottom right corner of the square in "
                   "column B, row 2, with a branch on the bottom side of the square in column C, "
                   "row 2.");

  /* Bob's first turn (R2 Y3 G2 B1). */
  prompt = nw_scene_prompt (&f.scene);
  g_assert_cmpstr (prompt, ==, "Your turn: build on a highlighted spot, trade, or end the turn.");
  g_clear_pointer (&prompt, g_free);
  move = ts_network_move_branch (nw_h_edge (5, 3));
  assert_advice (&f, &move,
                 "Build a branch on the bottom side of the square in column F, row 3: it gives you "
                 "the network bonus of 2 points.");
  move = ts_network_move_trade ((const int[]) { 0, 2, 1, 0 }, NW_BLUE, NW_NONE, NW_NONE);
  assert_advice (&f, &move, "Trade 2 yellow and 1 green for 1 blue.");
  move = ts_network_move_end ();
  assert_advice (&f, &move, "End your turn and keep your cubes for later.");
  move = ts_network_move_branch (nw_h_edge (5, 3));
  play_move (&f, &move);
  move = ts_network_move_node (nw_corner_at (6, 3));
  assert_advice (&f, &move,
                 "Build a node at the bottom right corner of the square in column F, row 3: it "
                 "scores a point and collects 1 yellow, 1 green and 2 blue each turn.");
  play_move (&f, &move);
  prompt = nw_scene_prompt (&f.scene);
  g_assert_cmpstr (prompt, ==, "Your turn: nothing to build with these cubes. Trade, or end the turn.");
  move = ts_network_move_end ();
  assert_advice (&f, &move, "End your turn: nothing can be built with your cubes now.");
  fixture_clear (&f);
}

/* What a screen reader hears at the cursor. */
static void
test_describe (void)
{
  Fixture f;
  g_autofree char *text = NULL;

  fixture_init (&f);
  play_n3_setup (&f);
  text = nw_scene_describe_spot (&f.scene, corner (4, 4));
  g_assert_true (g_str_has_prefix (text, "Bottom right corner of the square in column D, row 4: node "
                                         "of Ada. Squares around it: vacant square in column D, "
                                         "row 4; red square in column E, row 4, limit 2; "));
  g_clear_pointer (&text, g_free);
  text = nw_scene_describe_spot (&f.scene, h_edge (5, 3));
  g_assert_true (g_str_has_prefix (text, "Bottom side of the square in column F, row 3: empty, you "
                                         "may place a branch here. Squares beside it: "));
  g_clear_pointer (&text, g_free);
  text = nw_scene_describe_spot (&f.scene, (NwSpot) { NW_SPOT_SQUARE, nw_square_at (4, 4) });
  g_assert_cmpstr (text, ==, "Square in column E, row 5: blue square, limit 3; 1 node on its "
                             "corners");
  g_clear_pointer (&text, g_free);
  text = nw_scene_describe_scores (&f.scene);
  g_assert_cmpstr (text, ==, "Ada: 2 points; Bob: 2 points");
  fixture_clear (&f);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add_func ("/scene-network/setup-clicks", test_setup_clicks);
  g_test_add_func ("/scene-network/setup-keys", test_setup_keys);
  g_test_add_func ("/scene-network/build", test_build);
  g_test_add_func ("/scene-network/trades", test_trades);
  g_test_add_func ("/scene-network/geometry-and-hover", test_geometry_and_hover);
  g_test_add_func ("/scene-network/describe", test_describe);
  g_test_add_func ("/scene-network/labels-geometry", test_labels_geometry);
  g_test_add_func ("/scene-network/words", test_words);

  return g_test_run ();
}
