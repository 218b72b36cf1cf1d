/* test-board-network.c — the Network board, driven by simulated clicks,
 * key actions and its panel's controls under a display (Xvfb)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gtk/gtk.h>
#include <string.h>

#include "network-board.h"
#include "network-game.h"
#include "network-scene.h"
#include "test-board-util.h"
#include "ts-board-canvas.h"
#include "ts-games.h"
#include "ts-seat-panel.h"
#include "ts-match.h"

static gboolean have_display;

typedef TsTestBoard Fixture;

static GtkWidget *
canvas_of_board (GtkWidget *board)
{
  return ts_network_board_get_canvas (TS_NETWORK_BOARD (board));
}

typedef struct
{
  Fixture *f;
  int      width;
  int      height;
} SizeWait;

/* Whether the board's canvas is laid out at about the window's size. */
static gboolean
size_reached (gpointer data)
{
  SizeWait *w = data;
  GtkWidget *canvas = canvas_of_board (w->f->board);

  return gtk_widget_get_mapped (canvas)
         && gtk_widget_get_width (canvas) >= 60
         && gtk_widget_get_width (w->f->board) >= MIN (w->width, 300) - 40
         && gtk_widget_get_height (w->f->board) >= MIN (w->height, 300) - 80;
}

/* Runs the main loop until the window has painted the board again. */
static void
wait_for_paint (Fixture *f)
{
  ts_test_wait_for_paint (f->window, canvas_of_board (f->board));
}

static void
fixture_setup_size (Fixture *f,
                    int      width,
                    int      height)
{
  static const char * const names[] = { "Ada", "Bob" };
  static const char * const colours[] = { "orange", "purple" };
  g_autoptr(TsSetup) setup = ts_test_board_setup ("network", 2, 7, names, colours);
  g_autoptr(GError) error = NULL;
  TsMatch *match = ts_match_new (setup, &error);
  SizeWait wait = { f, width, height };

  g_assert_no_error (error);
  ts_test_board_open (f, ts_network_board_new (), match, width, height);
  ts_test_wait_until (size_reached, &wait, FALSE);
}

static void
fixture_setup (Fixture *f)
{
  fixture_setup_size (f, 1000, 700);
}

static TsGame *
game_of (Fixture *f)
{
  return ts_match_get_game (f->match);
}

static TsNetworkGame *
nw_game_of (Fixture *f)
{
  return TS_NETWORK_GAME (game_of (f));
}

static TsNetworkBoard *
board_of (Fixture *f)
{
  return TS_NETWORK_BOARD (f->board);
}

static GtkWidget *
canvas_of (Fixture *f)
{
  return ts_network_board_get_canvas (board_of (f));
}

static GtkEventController *
controller_named (Fixture    *f,
                  const char *name)
{
  return ts_test_controller_named (canvas_of (f), name);
}

static void
click (Fixture *f,
       double   x,
       double   y)
{
  ts_test_click (canvas_of (f), x, y);
}

static void
click_corner (Fixture *f,
              int      i,
              int      j)
{
  double x, y;

  g_assert_true (ts_network_board_get_corner_point (board_of (f), nw_corner_at (i, j), &x, &y));
  click (f, x, y);
}

static void
click_edge (Fixture *f,
            int      edge)
{
  double x, y;

  g_assert_true (ts_network_board_get_edge_point (board_of (f), edge, &x, &y));
  click (f, x, y);
}

static void
key (Fixture    *f,
     const char *action,
     GVariant   *param)
{
  /* GTK does not sink a floating parameter of a widget's action. */
  g_autoptr(GVariant) owned = param != NULL ? g_variant_ref_sink (param) : NULL;

  ts_test_activate (canvas_of (f), action, owned);
}

static void
arrow (Fixture *f,
       int      dx,
       int      dy)
{
  key (f, "board.move", g_variant_new ("(ii)", dx, dy));
}

/* The panel's widget called NAME (gtk_widget_set_name). */
static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
part (Fixture    *f,
      const char *name)
{
  GtkWidget *w = find_named (f->board, name);

  g_assert_nonnull (w);
  return w;
}

static GtkWidget *
give_spin (Fixture  *f,
           NwColour  colour)
{
  g_autofree char *name = g_strdup_printf ("give-%d", colour);
  return part (f, name);
}

static GtkWidget *
take_button (Fixture  *f,
             NwColour  colour)
{
  g_autofree char *name = g_strdup_printf ("take-%d", colour);
  return part (f, name);
}

/* Presses a panel button as a click would: only when it is sensitive. */
static void
press (GtkWidget *button)
{
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

/* The board emitted EXPECTED, a move built with the model's constructors. */
static void
assert_move (Fixture      *f,
             const TsMove *move,
             TsMove        expected)
{
  g_autofree char *got = ts_game_format_move (game_of (f), move);
  g_autofree char *want = ts_game_format_move (game_of (f), &expected);

  g_assert_cmpstr (got, ==, want);
  g_assert_true (ts_move_equal (move, &expected));
}

static void
play_text (Fixture    *f,
           const char *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_match_play_text (f->match, text, &error));
  g_assert_no_error (error);
}

/* Spec N3's starting sets, through the rules. */
static void
play_n3_setup (Fixture *f)
{
  play_text (f, "set 2,2 H2,2");
  play_text (f, "set 5,3 V5,2");
  play_text (f, "set 3,5 H3,5");
  play_text (f, "set 4,4 V4,4");
  g_assert_cmpint (ts_network_game_get_phase (nw_game_of (f)), ==, NW_PHASE_TURN);
}

/* ------------------------------------------------------------------ */

/* A starting set with the mouse: the corner, then an edge next to it.
 * An edge first, or an edge not touching the corner, gives nothing. */
static void
test_setup_by_mouse (void)
{
  Fixture f = { 0 };
  TsMove move;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f);
  ts_test_board_hand_to_current (&f);
  g_assert_cmpint (ts_network_game_get_phase (nw_game_of (&f)), ==, NW_PHASE_SETUP);

  click_edge (&f, nw_h_edge (2, 2));
  g_assert_cmpuint (f.emitted->len, ==, 0);

  click_corner (&f, 2, 2);
  g_assert_cmpuint (f.emitted->len, ==, 0);
  g_assert_nonnull (strstr (ts_network_board_get_prompt (board_of (&f)), "edge"));

  click_edge (&f, nw_h_edge (4, 2));   /* does not touch corner 2,2 */
  g_assert_cmpuint (f.emitted->len, ==, 0);

  click_edge (&f, nw_h_edge (2, 2));
  move = ts_test_board_play_emitted (&f);
  assert_move (&f, &move, ts_network_move_set (nw_corner_at (2, 2), nw_h_edge (2, 2)));
  g_assert_cmpint (ts_network_game_get_corner_owner (nw_game_of (&f), nw_corner_at (2, 2)), ==, 0);
  g_assert_cmpint (ts_network_game_get_edge_owner (nw_game_of (&f), nw_h_edge (2, 2)), ==, 0);
  ts_test_board_close (&f);
}

/* A starting set with the keyboard: arrows walk corners and edges, Enter
 * picks the corner and then the edge; Escape forgets a picked corner. */
static void
test_setup_by_keyboard (void)
{
  Fixture f = { 0 };
  int corner, edge, square;
  TsMove move;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f);
  play_text (&f, "set 2,2 H2,2");   /* purple's turn */
  ts_test_board_hand_to_current (&f);
  g_assert_cmpint (ts_game_get_current_seat (game_of (&f)), ==, 1);

  /* Click corner 5,3 to put the cursor there, forget it, then walk. */
  click_corner (&f, 5, 3);
  key (&f, "board.cancel", NULL);
  ts_network_board_get_cursor (board_of (&f), &corner, &edge, &square);
  g_assert_cmpint (corner, ==, nw_corner_at (5, 3));

  /* → reaches edge H5,3, → again corner 6,3; ← ← back to 5,3. */
  arrow (&f, 1, 0);
  ts_network_board_get_cursor (board_of (&f), &corner, &edge, &square);
  g_assert_cmpint (edge, ==, nw_h_edge (5, 3));
  g_assert_cmpint (corner, ==, NW_NONE);
  arrow (&f, 1, 0);
  ts_network_board_get_cursor (board_of (&f), &corner, &edge, &square);
  g_assert_cmpint (corner, ==, nw_corner_at (6, 3));
  arrow (&f, -1, 0);
  arrow (&f, -1, 0);
  key (&f, "board.activate", NULL);          /* picks corner 5,3 */
  g_assert_cmpuint (f.emitted->len, ==, 0);
  arrow (&f, 0, -1);                          /* up: V5,2 */
  ts_network_board_get_cursor (board_of (&f), &corner, &edge, &square);
  g_assert_cmpint (edge, ==, nw_v_edge (5, 2));
  key (&f, "board.activate", NULL);
  move = ts_test_board_play_emitted (&f);
  assert_move (&f, &move, ts_network_move_set (nw_corner_at (5, 3), nw_v_edge (5, 2)));

  /* Purple's second set: N picks through legal spots; Enter, N, Enter. */
  ts_test_board_hand_to_current (&f);
  g_assert_cmpint (ts_game_get_current_seat (game_of (&f)), ==, 1);
  key (&f, "board.jump-legal", g_variant_new_int32 (0));
  key (&f, "board.activate", NULL);
  key (&f, "board.jump-legal", g_variant_new_int32 (1));
  key (&f, "board.activate", NULL);
  move = ts_test_board_play_emitted (&f);
  g_assert_cmpint (move.kind, ==, NW_MOVE_SET);
  g_assert_cmpint (ts_game_get_current_seat (game_of (&f)), ==, 0);
  ts_test_board_close (&f);
}

/* Purple's first turn of spec N3: R2 Y3 G2 B1.  A branch by a click, a
 * node by the keyboard; only affordable builds are offered. */
static void
test_build (void)
{
  Fixture f = { 0 };
  GtkWidget *branch_button, *node_button;
  TsMove move;
  double x, y;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f);
  play_n3_setup (&f);
  ts_test_board_hand_to_current (&f);
  g_assert_cmpint (ts_game_get_current_seat (game_of (&f)), ==, 1);
  g_assert_cmpuint (ts_network_game_get_cubes (nw_game_of (&f), 1, NW_BLUE), ==, 1);

  branch_button = part (&f, "branch-button");
  node_button = part (&f, "node-button");
  g_assert_true (gtk_widget_is_sensitive (branch_button));
  g_assert_true (gtk_widget_is_sensitive (node_button));

  /* A click far from any legal edge builds nothing. */
  click_edge (&f, nw_h_edge (0, 7));
  g_assert_cmpuint (f.emitted->len, ==, 0);

  click_edge (&f, nw_h_edge (5, 3));
  move = ts_test_board_play_emitted (&f);
  assert_move (&f, &move, ts_network_move_branch (nw_h_edge (5, 3)));
  g_assert_cmpint (ts_network_game_get_edge_owner (nw_game_of (&f), nw_h_edge (5, 3)), ==, 1);

  /* No blue left: the Branch button is off, Node still on. */
  g_assert_false (gtk_widget_is_sensitive (branch_button));
  g_assert_true (gtk_widget_is_sensitive (node_button));

  /* The cursor sits on H5,3 after the click: → is corner 6,3. */
  arrow (&f, 1, 0);
  g_assert_nonnull (strstr (ts_network_board_get_accessible_text (board_of (&f)),
                            "Bottom right corner of the square in column F, row 3"));
  g_assert_nonnull (strstr (ts_network_board_get_accessible_text (board_of (&f)),
                            "you may place a node"));
  key (&f, "board.activate", NULL);
  move = ts_test_board_play_emitted (&f);
  assert_move (&f, &move, ts_network_move_node (nw_corner_at (6, 3)));
  g_assert_cmpint (ts_network_game_get_corner_owner (nw_game_of (&f), nw_corner_at (6, 3)), ==, 1);
  g_assert_nonnull (strstr (ts_network_board_get_accessible_text (board_of (&f)), "node of Bob"));

  /* Nothing affordable: no spot answers, Enter only rings the bell. */
  g_assert_false (gtk_widget_is_sensitive (node_button));
  g_assert_true (ts_network_board_get_corner_point (board_of (&f), nw_corner_at (6, 4), &x, &y));
  click (&f, x, y);
  key (&f, "board.activate", NULL);
  g_assert_cmpuint (f.emitted->len, ==, 0);
  ts_test_board_close (&f);
}

/* A 3:1 trade set up with the steppers and a radio; only a legal trade
 * can be confirmed, and only once a turn; then End turn. */
static void
test_trade_and_end_turn (void)
{
  Fixture f = { 0 };
  GtkWidget *trade, *end;
  TsMove move;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f);
  play_n3_setup (&f);
  ts_test_board_hand_to_current (&f);
  trade = part (&f, "trade-button");
  end = part (&f, "end-turn-button");

  /* Purple holds R2 Y3 G2 B1.  Two yellow alone: no 2:1 trade exists. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (take_button (&f, NW_BLUE)), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (give_spin (&f, NW_YELLOW)), 2);
  g_assert_false (gtk_widget_is_sensitive (trade));
  /* Taking a colour you give is no trade either. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (give_spin (&f, NW_GREEN)), 1);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (take_button (&f, NW_GREEN)), TRUE);
  g_assert_false (gtk_widget_is_sensitive (trade));
  /* Y2 G1 for blue is. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (take_button (&f, NW_BLUE)), TRUE);
  g_assert_true (gtk_widget_is_sensitive (trade));
  /* The steppers stop at what the player holds. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (give_spin (&f, NW_BLUE)), 3);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (give_spin (&f, NW_BLUE))), ==, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (give_spin (&f, NW_BLUE)), 0);

  press (trade);
  move = ts_test_board_play_emitted (&f);
  assert_move (&f, &move, ts_network_move_trade ((const int[]) { 0, 2, 1, 0 }, NW_BLUE,
                                             NW_NONE, NW_NONE));
  g_assert_cmpuint (ts_network_game_get_cubes (nw_game_of (&f), 1, NW_BLUE), ==, 2);
  g_assert_cmpuint (ts_network_game_get_cubes (nw_game_of (&f), 1, NW_YELLOW), ==, 1);
  g_assert_true (ts_network_game_standard_trade_used (nw_game_of (&f)));

  /* The panel starts afresh, and a second 3:1 cannot be confirmed. */
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (give_spin (&f, NW_YELLOW))), ==, 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (give_spin (&f, NW_RED)), 2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (give_spin (&f, NW_YELLOW)), 1);
  g_assert_false (gtk_widget_is_sensitive (trade));

  press (end);
  move = ts_test_board_play_emitted (&f);
  assert_move (&f, &move, ts_network_move_end ());
  g_assert_cmpint (ts_game_get_current_seat (game_of (&f)), ==, 0);

  /* Until the window hands the board to orange, purple's board is off. */
  g_assert_false (gtk_widget_is_sensitive (end));
  ts_test_board_hand_to_current (&f);
  g_assert_true (gtk_widget_is_sensitive (end));
  ts_test_board_close (&f);
}

/* Spec N4: orange's node on 2,2 stands on trading post (1,1): two cubes
 * for one through the panel, once; the 3:1 trade stays. */
static void
test_post_trade (void)
{
  Fixture f = { 0 };
  GtkWidget *trade, *left;
  TsMove move;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f);
  play_n3_setup (&f);
  play_text (&f, "end");
  ts_test_board_hand_to_current (&f);
  g_assert_cmpint (ts_game_get_current_seat (game_of (&f)), ==, 0);
  /* R2 Y2 G1 B1 */
  g_assert_cmpuint (ts_network_game_get_cubes (nw_game_of (&f), 0, NW_RED), ==, 2);
  trade = part (&f, "trade-button");
  left = part (&f, "trades-left");
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (left)), "2:1 trades left: 1"));

  gtk_check_button_set_active (GTK_CHECK_BUTTON (take_button (&f, NW_GREEN)), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (give_spin (&f, NW_RED)), 1);
  g_assert_false (gtk_widget_is_sensitive (trade));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (give_spin (&f, NW_BLUE)), 1);
  g_assert_true (gtk_widget_is_sensitive (trade));
  press (trade);
  move = ts_test_board_play_emitted (&f);
  assert_move (&f, &move, ts_network_move_trade ((const int[]) { 1, 0, 0, 1 }, NW_GREEN,
                                             nw_corner_at (2, 2), nw_square_at (1, 1)));
  g_assert_cmpuint (ts_network_game_get_cubes (nw_game_of (&f), 0, NW_GREEN), ==, 2);
  g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (left)), "2:1 trades left"));

  /* No second 2:1; the 3:1 is still there. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (give_spin (&f, NW_YELLOW)), 2);
  g_assert_false (gtk_widget_is_sensitive (trade));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (give_spin (&f, NW_RED)), 1);
  g_assert_true (gtk_widget_is_sensitive (trade));
  ts_test_board_close (&f);
}

/* The keyboard cursor reaches squares too, and screen readers hear what
 * lies there: the square, its limit, its nodes, exhaustion, capture. */
static void
test_describe (void)
{
  Fixture f = { 0 };
  int corner, edge, square;
  const char *text;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f);
  play_n3_setup (&f);
  /* Nodes on 2,1 and 3,1 exhaust the red square (2,0) of limit 1. */
  ts_network_game_put_node (TS_NETWORK_GAME (game_of (&f)), 0, nw_corner_at (2, 1));
  ts_network_game_put_node (TS_NETWORK_GAME (game_of (&f)), 1, nw_corner_at (3, 1));
  /* Pieces put directly emit nothing: a new viewer makes the board look
   * again. */
  ts_board_set_viewer (TS_BOARD (f.board), 0);
  ts_board_set_interactive (TS_BOARD (f.board), FALSE);

  /* From corner 4,4 one step right and down: square (4,4), blue, limit 3. */
  click_corner (&f, 4, 4);
  text = ts_network_board_get_accessible_text (board_of (&f));
  g_assert_nonnull (strstr (text, "Bottom right corner of the square in column D, row 4: node of Ada"));
  arrow (&f, 1, 0);
  arrow (&f, 0, 1);
  ts_network_board_get_cursor (board_of (&f), &corner, &edge, &square);
  g_assert_cmpint (square, ==, nw_square_at (4, 4));
  text = ts_network_board_get_accessible_text (board_of (&f));
  g_assert_nonnull (strstr (text, "Square in column E, row 5: blue square, limit 3; 1 node on its corners"));

  /* The exhausted square (2,0). */
  click_corner (&f, 2, 0);
  arrow (&f, 1, 0);
  arrow (&f, 0, 1);
  text = ts_network_board_get_accessible_text (board_of (&f));
  g_assert_nonnull (strstr (text, "Square in column C, row 1: red square, limit 1, exhausted; 2 nodes"));
  /* Off the board the cursor stays put. */
  arrow (&f, 0, -1);
  arrow (&f, 0, -1);
  ts_network_board_get_cursor (board_of (&f), &corner, &edge, &square);
  g_assert_cmpint (edge, ==, nw_h_edge (2, 0));
  ts_test_board_close (&f);
}

/* Spectators and seats off turn see everything and can pick nothing. */
static void
test_not_interactive (void)
{
  Fixture f = { 0 };

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f);
  play_n3_setup (&f);

  ts_board_set_viewer (TS_BOARD (f.board), 1);
  ts_board_set_interactive (TS_BOARD (f.board), FALSE);
  click_edge (&f, nw_h_edge (5, 3));
  key (&f, "board.activate", NULL);
  g_assert_cmpuint (f.emitted->len, ==, 0);
  g_assert_false (gtk_widget_is_sensitive (part (&f, "end-turn-button")));
  g_assert_false (gtk_widget_is_sensitive (part (&f, "branch-button")));

  /* Orange looking while purple is on turn. */
  ts_board_set_viewer (TS_BOARD (f.board), 0);
  ts_board_set_interactive (TS_BOARD (f.board), TRUE);
  click_edge (&f, nw_h_edge (5, 3));
  g_assert_cmpuint (f.emitted->len, ==, 0);
  g_assert_nonnull (strstr (ts_network_board_get_prompt (board_of (&f)), "Bob"));
  ts_test_board_close (&f);
}

/* Every window size from 300 × 300 to 1600 × 1000 lays the board out with
 * the whole grid inside the canvas, draws it without a warning (g_test
 * makes warnings fatal), and keeps clicks landing on the drawn spots. */
static void
test_sizes (void)
{
  static const int sizes[][2] = {
    { 300, 300 }, { 300, 600 }, { 420, 300 }, { 500, 800 }, { 640, 480 },
    { 800, 600 }, { 1024, 670 }, { 1280, 800 }, { 1600, 600 }, { 1600, 1000 },
  };

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }

  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      Fixture f = { 0 };
      GtkWidget *canvas;
      double x, y;
      int w, h;
      TsMove move;

      g_test_message ("size %d × %d", sizes[k][0], sizes[k][1]);
      fixture_setup_size (&f, sizes[k][0], sizes[k][1]);
      play_n3_setup (&f);
      ts_test_board_hand_to_current (&f);
      canvas = canvas_of (&f);
      w = gtk_widget_get_width (canvas);
      h = gtk_widget_get_height (canvas);

      /* The outer corners lie inside the canvas. */
      g_assert_true (ts_network_board_get_corner_point (board_of (&f), nw_corner_at (0, 0), &x, &y));
      g_assert_cmpfloat (x, >, 0);
      g_assert_cmpfloat (y, >, 0);
      g_assert_true (ts_network_board_get_corner_point (board_of (&f), nw_corner_at (7, 7), &x, &y));
      g_assert_cmpfloat (x, <, w);
      g_assert_cmpfloat (y, <, h);

      /* Draw it: the window paints the board and its panel. */
      wait_for_paint (&f);

      /* Hover a corner (the income preview), then a click on the drawn
       * edge builds there. */
      g_assert_true (ts_network_board_get_corner_point (board_of (&f), nw_corner_at (6, 3), &x, &y));
      g_signal_emit_by_name (controller_named (&f, "board-motion"), "motion", x, y);
      gtk_widget_grab_focus (f.board);
      wait_for_paint (&f);
      click_edge (&f, nw_h_edge (5, 3));
      move = ts_test_board_play_emitted (&f);
      assert_move (&f, &move, ts_network_move_branch (nw_h_edge (5, 3)));
      wait_for_paint (&f);
      ts_test_board_close (&f);
    }
}

/* A pointer moving over the board redraws only the hover; a move redraws
 * the pieces; the board under them is drawn once for its size. */
static void
test_layers (void)
{
  Fixture f = { 0 };
  TsBoardCanvas *canvas;
  guint statics, pieces, hovers;
  double x, y;
  TsMove move;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f);
  play_n3_setup (&f);
  ts_test_board_hand_to_current (&f);
  wait_for_paint (&f);
  canvas = TS_BOARD_CANVAS (canvas_of (&f));
  statics = ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_STATIC);
  pieces = ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_PIECES);
  hovers = ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_HOVER);
  g_assert_cmpuint (statics, >=, 1);

  for (int i = 0; i < NW_SIZE; i++)
    {
      g_assert_true (ts_network_board_get_corner_point (board_of (&f), nw_corner_at (i, 3), &x, &y));
      g_signal_emit_by_name (controller_named (&f, "board-motion"), "motion", x, y);
      wait_for_paint (&f);
    }
  g_assert_cmpuint (ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_STATIC), ==, statics);
  g_assert_cmpuint (ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_PIECES), ==, pieces);
  g_assert_cmpuint (ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_HOVER), >=,
                    hovers + NW_SIZE);
  /* The hover's preview is the scene's. */
  g_assert_cmpint (ts_network_board_get_scene (board_of (&f))->hover.index, ==,
                   nw_corner_at (NW_SIZE - 1, 3));

  click_edge (&f, nw_h_edge (5, 3));
  move = ts_test_board_play_emitted (&f);
  assert_move (&f, &move, ts_network_move_branch (nw_h_edge (5, 3)));
  wait_for_paint (&f);
  g_assert_cmpuint (ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_STATIC), ==, statics);
  g_assert_cmpuint (ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_PIECES), >, pieces);
  ts_test_board_close (&f);
}

static GtkWidget *
seat_panel (Fixture *f,
            int      player)
{
  g_autofree char *name = g_strdup_printf ("seat-panel-%d", player);
  GtkWidget *w = part (f, name);

  g_assert_true (TS_IS_SEAT_PANEL (w));
  return w;
}

/* The players' panels: colour and glyph, name, score, counters, and what
 * a screen reader hears of them. */
static void
test_seat_panels (void)
{
  Fixture f = { 0 };
  GtkWidget *cubes;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f);
  play_n3_setup (&f);
  ts_test_board_hand_to_current (&f);

  g_assert_cmpstr (ts_seat_panel_get_summary (TS_SEAT_PANEL (seat_panel (&f, 0))), ==,
                   "Ada (Orange, circle), 2 points");
  g_assert_cmpstr (ts_seat_panel_get_summary (TS_SEAT_PANEL (seat_panel (&f, 1))), ==,
                   "Bob (Purple, square), on turn, 2 points");
  /* Purple's cubes: R2 Y3 G2 B1, read as words. */
  cubes = ts_seat_panel_get_counter (TS_SEAT_PANEL (seat_panel (&f, 1)), "cubes");
  g_assert_nonnull (cubes);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (cubes), ==,
                   "Cubes: 2 red, 3 yellow, 2 green, 1 blue");
  g_assert_true (gtk_widget_get_visible (ts_seat_panel_get_counter (TS_SEAT_PANEL (seat_panel (&f, 1)),
                                                                    "collected")));
  cubes = ts_seat_panel_get_counter (TS_SEAT_PANEL (seat_panel (&f, 0)), "collected");
  g_assert_true (cubes == NULL || !gtk_widget_get_visible (cubes));

  /* After purple's turn the panels follow. */
  play_text (&f, "end");
  g_assert_cmpstr (ts_seat_panel_get_summary (TS_SEAT_PANEL (seat_panel (&f, 0))), ==,
                   "Ada (Orange, circle), on turn, 2 points");
  ts_test_board_close (&f);
}

/* Pixels of DATA (W wide) in rows [Y0, Y1): how many are not transparent
 * (INK), how many of them light (LIGHT: the letters on the dark table). */
static void
count_rows (const guchar *data,
            int           w,
            int           y0,
            int           y1,
            guint        *ink,
            guint        *light)
{
  *ink = *light = 0;
  for (int y = MAX (y0, 0); y < y1; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 argb;

        memcpy (&argb, data + ((gsize) y * w + x) * 4, 4);
        *ink += (argb >> 24) > 0x20;
        *light += (argb >> 24) > 0xc0 && ((argb >> 16) & 0xff) > 0xb0
                  && ((argb >> 8) & 0xff) > 0xb0 && (argb & 0xff) > 0xb0;
      }
}

/* The row and column labels follow TsBoard:show-coordinates: light
 * letters on the table above the board when on; nothing above the
 * border's margin when off.  A change draws the static layer again and
 * the board lays itself out again: every corner still finds itself. */
static void
test_coordinates (void)
{
  Fixture f = { 0 };
  TsBoardCanvas *canvas;
  GtkWidget *widget;
  NwGeom g;
  guint statics, ink, light;
  int w, h;
  double x, y;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f);
  play_n3_setup (&f);
  ts_test_board_hand_to_current (&f);
  widget = canvas_of (&f);
  canvas = TS_BOARD_CANVAS (widget);
  wait_for_paint (&f);
  w = gtk_widget_get_width (widget);
  h = gtk_widget_get_height (widget);
  g_assert_true (ts_board_get_show_coordinates (TS_BOARD (f.board)));

  for (guint k = 0; k < 2; k++)
    {
      gboolean on = k == 0;
      g_autofree guchar *data = NULL;
      double margin_top;

      if (!on)
        {
          statics = ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_STATIC);
          ts_board_set_show_coordinates (TS_BOARD (f.board), FALSE);
          wait_for_paint (&f);
          g_assert_cmpuint (ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_STATIC), >, statics);
        }
      nw_geom_init (&g, w, h, on);
      margin_top = g.oy - NW_MARGIN * g.unit;
      data = ts_test_render_widget (widget);
      if (on)
        {
          g_assert_cmpfloat (g.label_px, >=, NW_LABEL_MIN_PX);
          count_rows (data, w, (int) (margin_top - g.label), (int) margin_top, &ink, &light);
          g_test_message ("labels on: unit %g, %u light pixels in the labels' band", g.unit, light);
          g_assert_cmpuint (light, >, 20);
        }
      else
        {
          count_rows (data, w, 0, (int) margin_top - 1, &ink, &light);
          g_test_message ("labels off: unit %g, %u pixels above the margin", g.unit, ink);
          g_assert_cmpuint (ink, ==, 0);
        }

      for (int c = 0; c < NW_N_CORNERS; c++)
        {
          g_assert_true (ts_network_board_get_corner_point (board_of (&f), c, &x, &y));
          g_assert_cmpfloat (x, >, 0);
          g_assert_cmpfloat (y, >, 0);
          g_assert_cmpfloat (x, <, w);
          g_assert_cmpfloat (y, <, h);
        }
    }
  ts_test_board_close (&f);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  have_display = gtk_init_check ();
  ts_games_ensure ();

  g_test_add_func ("/board-network/setup-by-mouse", test_setup_by_mouse);
  g_test_add_func ("/board-network/setup-by-keyboard", test_setup_by_keyboard);
  g_test_add_func ("/board-network/build", test_build);
  g_test_add_func ("/board-network/trade-and-end-turn", test_trade_and_end_turn);
  g_test_add_func ("/board-network/post-trade", test_post_trade);
  g_test_add_func ("/board-network/describe", test_describe);
  g_test_add_func ("/board-network/not-interactive", test_not_interactive);
  g_test_add_func ("/board-network/sizes", test_sizes);
  g_test_add_func ("/board-network/layers", test_layers);
  g_test_add_func ("/board-network/seat-panels", test_seat_panels);
  g_test_add_func ("/board-network/coordinates", test_coordinates);

  return g_test_run ();
}
