/* test-board-tri.c — the TRI board, driven by simulated clicks, buttons
 * and key actions under a display (Xvfb)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "tri-board.h"
#include "tri-board-private.h"
#include "tri-game.h"
#include "test-board-util.h"
#include "ts-games.h"
#include "ts-board-canvas.h"
#include "ts-board-util.h"
#include "ts-match.h"

static gboolean have_display;

static const char * const names[] = { "Ada", "Bob", "Cyril", "Dora" };
static const char * const colours[] = { "red", "blue", "green", "yellow" };

typedef TsTestBoard Fixture;

typedef struct
{
  GtkWidget *widget;
  int        width;
  int        height;
} SizeWait;

/* Whether the widget is laid out at about the size asked for. */
static gboolean
size_reached (gpointer data)
{
  SizeWait *w = data;

  return gtk_widget_get_mapped (w->widget)
         && ABS (gtk_widget_get_width (w->widget) - w->width) <= 2
         && ABS (gtk_widget_get_height (w->widget) - w->height) <= 2;
}

static TsSetup *
new_setup (guint   n,
           guint64 seed)
{
  return ts_test_board_setup ("tri", n, seed, names, colours);
}

/* A board of WIDTH × HEIGHT showing MATCH (taken). */
static void
fixture_setup_match (Fixture *f,
                     TsMatch *match,
                     int      width,
                     int      height)
{
  SizeWait wait;

  ts_test_board_open (f, ts_tri_board_new (), match, width, height);
  /* Then let the frame that follows the allocation be drawn. */
  wait = (SizeWait) { f->board, width, height };
  ts_test_wait_until (size_reached, &wait, TRUE);
}

static void
fixture_setup (Fixture *f,
               guint    n,
               int      width,
               int      height)
{
  g_autoptr(TsSetup) setup = new_setup (n, 5);
  g_autoptr(GError) error = NULL;
  TsMatch *match = ts_match_new (setup, &error);

  g_assert_no_error (error);
  fixture_setup_match (f, match, width, height);
}

static TsGame *
game_of (Fixture *f)
{
  return ts_match_get_game (f->match);
}

static TsTriGame *
tri_of (Fixture *f)
{
  return TS_TRI_GAME (game_of (f));
}

static TsTriBoard *
board_of (Fixture *f)
{
  return TS_TRI_BOARD (f->board);
}

static GtkEventController *
controller_named (Fixture    *f,
                  const char *name)
{
  return ts_test_controller_named (ts_tri_board_get_canvas (board_of (f)), name);
}

static void
click_triangle (Fixture *f,
                int      triangle)
{
  double x, y;

  g_assert_true (ts_tri_board_get_triangle_point (board_of (f), triangle, &x, &y));
  g_assert_cmpint (ts_tri_board_triangle_at (board_of (f), x, y), ==, triangle);
  g_signal_emit_by_name (controller_named (f, "board-click"), "pressed", 1, x, y);
}

static void
canvas_key (Fixture    *f,
            const char *action,
            GVariant   *param)
{
  ts_test_activate (ts_tri_board_get_canvas (board_of (f)), action, param);
}

static void
board_key (Fixture    *f,
           const char *action,
           GVariant   *param)
{
  ts_test_activate (f->board, action, param);
}

static void
press_button (Fixture    *f,
              const char *name)
{
  GtkWidget *button = ts_tri_board_get_button (board_of (f), name);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_true (gtk_widget_is_drawable (button));
  /* What a click does ("activate" would click only after a delay). */
  g_signal_emit_by_name (button, "clicked");
}

static int
tri (int    x,
     int    y,
     TriDir d)
{
  return tri_triangle (4, x, y, d);
}

/* ------------------------------------------------------------------ */

/* The board emitted EXPECTED, made by the rules' own constructor. */
static void
assert_move (TsMove got,
             TsMove expected)
{
  g_assert_true (ts_move_equal (&got, &expected));
}

/* Round 1 by mouse and by keyboard, then an expansion and a pass. */
static void
test_moves_by_input (void)
{
  Fixture f = { 0 };
  TsMove move;
  int a, b, cursor;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f, 2, 1000, 700);
  a = ts_game_get_current_seat (game_of (&f));

  /* Nobody's board acts while it is not interactive. */
  ts_board_set_viewer (TS_BOARD (f.board), a);
  click_triangle (&f, tri (0, 0, TRI_DIR_N));
  g_assert_cmpuint (f.emitted->len, ==, 0);

  /* A click places the first checker. */
  ts_test_board_hand_to_current (&f);
  click_triangle (&f, tri (0, 0, TRI_DIR_N));
  move = ts_test_board_play_emitted (&f);
  assert_move (move, ts_tri_move_place (tri (0, 0, TRI_DIR_N)));
  g_assert_cmpint (ts_tri_game_get_owner (tri_of (&f), tri (0, 0, TRI_DIR_N)), ==, a);
  b = ts_game_get_current_seat (game_of (&f));
  g_assert_cmpint (b, !=, a);
  g_assert_nonnull (strstr (ts_tri_board_get_notice (board_of (&f)), names[a]));

  /* A triangle next to it is not offered: the click only rings. */
  ts_test_board_hand_to_current (&f);
  click_triangle (&f, tri (0, 0, TRI_DIR_E));
  g_assert_cmpuint (f.emitted->len, ==, 0);

  /* The keyboard: the cursor is on (0,0,E); → → goes to (1,0,E) through
   * (1,0,W); ← wraps from (0,0,W) to (3,0,E). */
  g_assert_cmpint (ts_tri_board_get_cursor (board_of (&f)), ==, tri (0, 0, TRI_DIR_E));
  canvas_key (&f, "canvas.move", g_variant_new ("(ii)", 1, 0));
  canvas_key (&f, "canvas.move", g_variant_new ("(ii)", 1, 0));
  g_assert_cmpint (ts_tri_board_get_cursor (board_of (&f)), ==, tri (1, 0, TRI_DIR_E));
  canvas_key (&f, "canvas.move", g_variant_new ("(ii)", 0, 1));
  g_assert_cmpint (ts_tri_board_get_cursor (board_of (&f)), ==, tri (1, 0, TRI_DIR_S));
  canvas_key (&f, "canvas.activate", NULL);
  move = ts_test_board_play_emitted (&f);
  assert_move (move, ts_tri_move_place (tri (1, 0, TRI_DIR_S)));
  g_assert_cmpint (ts_tri_game_get_owner (tri_of (&f), tri (1, 0, TRI_DIR_S)), ==, b);

  /* The torus wraps for the cursor too. */
  canvas_key (&f, "canvas.move", g_variant_new ("(ii)", 0, -1));
  canvas_key (&f, "canvas.move", g_variant_new ("(ii)", 0, -1));
  cursor = ts_tri_board_get_cursor (board_of (&f));
  g_assert_cmpint (cursor, ==, tri (1, 3, TRI_DIR_S));

  /* Round 2: a click on a highlighted empty neighbour expands. */
  g_assert_cmpint (ts_game_get_current_seat (game_of (&f)), ==, a);
  ts_test_board_hand_to_current (&f);
  g_assert_nonnull (strstr (ts_tri_board_get_accessible_text (board_of (&f)), "triangle of the square in column"));
  click_triangle (&f, tri (0, 0, TRI_DIR_W));
  move = ts_test_board_play_emitted (&f);
  assert_move (move, ts_tri_move_expand (tri (0, 0, TRI_DIR_W)));
  g_assert_cmpuint (ts_tri_game_count_triangles (tri_of (&f), a), ==, 2);

  /* B passes with its button. */
  ts_test_board_hand_to_current (&f);
  g_assert_cmpint (ts_game_get_current_seat (game_of (&f)), ==, b);
  press_button (&f, "pass");
  move = ts_test_board_play_emitted (&f);
  assert_move (move, ts_tri_move_pass ());

  /* The faded repeat left of the torus is its right column: a click there,
   * a quarter square left of the edge, expands into (3,0,E), next to
   * (0,0,W). */
  {
    double xw, yw, xe, ye, unit, ox;
    int t;

    ts_test_board_hand_to_current (&f);
    g_assert_true (ts_tri_board_get_triangle_point (board_of (&f), tri (0, 0, TRI_DIR_W), &xw, &yw));
    g_assert_true (ts_tri_board_get_triangle_point (board_of (&f), tri (0, 0, TRI_DIR_E), &xe, &ye));
    unit = (xe - xw) * 1.5;
    ox = xw - unit / 6;
    t = ts_tri_board_triangle_at (board_of (&f), ox - unit / 4, yw);
    g_assert_cmpint (t, ==, tri (3, 0, TRI_DIR_E));
    g_signal_emit_by_name (controller_named (&f, "board-click"), "pressed", 1, ox - unit / 4, yw);
    move = ts_test_board_play_emitted (&f);
    assert_move (move, ts_tri_move_expand (tri (3, 0, TRI_DIR_E)));
    /* Beyond the repeat there is nothing. */
    g_assert_cmpint (ts_tri_board_triangle_at (board_of (&f), ox - unit * 0.6, yw), ==, -1);
  }
  ts_test_board_close (&f);
}

/* The notice line announces the periodic award; the accessible label
 * names the phase, the cursor triangle and its owner. */
static void
test_notice_and_label (void)
{
  static const char * const moves[] = { "place 0,0,N", "place 2,2,N", "pass", "pass" };
  static const guint8 award_die[] = { 5 };
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  const char *text;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  {
    g_autoptr(TsSetup) setup = new_setup (2, 5);
    g_autoptr(TsGame) game = ts_game_new ("tri", setup, &error);

    g_assert_no_error (error);
    ts_tri_game_force_dice (TS_TRI_GAME (game), award_die, 1);
    fixture_setup_match (&f, ts_match_new_from_position (setup, game), 1000, 700);
  }
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_assert_true (ts_match_play_text (f.match, moves[i], &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (ts_tri_game_get_round (tri_of (&f)), ==, 3);
  text = ts_tri_board_get_notice (board_of (&f));
  g_test_message ("notice: %s", text);
  g_assert_nonnull (strstr (text, "Round 3 award"));
  g_assert_nonnull (strstr (text, "+3"));

  ts_test_board_hand_to_current (&f);
  /* The cursor on (0,0,N): Ada's, and the prompt says it is her turn.
   * The cursor starts wherever the pointer last was (the X server's
   * pointer may rest on the canvas), so walk along the row to column 0,
   * then up that column; bounded, so a cursor that does not move fails
   * instead of hanging. */
  for (guint steps = 0; ts_tri_board_get_cursor (board_of (&f)) != tri (0, 0, TRI_DIR_N); steps++)
    {
      int cx, cy;
      TriDir cd;

      g_assert_cmpuint (steps, <, 64);
      tri_triangle_coords (4, ts_tri_board_get_cursor (board_of (&f)), &cx, &cy, &cd);
      canvas_key (&f, "canvas.move", cx != 0 ? g_variant_new ("(ii)", 1, 0)
                                             : g_variant_new ("(ii)", 0, -1));
    }
  text = ts_tri_board_get_accessible_text (board_of (&f));
  g_test_message ("label: %s", text);
  g_assert_nonnull (strstr (text, "Your turn"));
  g_assert_nonnull (strstr (text, "Top triangle of the square in column A, row 1: Ada’s."));
  canvas_key (&f, "canvas.move", g_variant_new ("(ii)", 1, 0));
  text = ts_tri_board_get_accessible_text (board_of (&f));
  g_assert_nonnull (strstr (text, "Right triangle of the square in column A, row 1: empty."));
  g_assert_nonnull (strstr (text, "expand"));
  ts_test_board_close (&f);
}

/* An elimination is announced: a 3-player game filled by expansions
 * (random among them, else any move) until the board is full. */
static void
test_elimination_notice (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (21);
  Fixture f = { 0 };
  gboolean seen = FALSE;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f, 3, 1000, 700);
  ts_board_set_viewer (TS_BOARD (f.board), TS_SEAT_NONE);
  for (guint i = 0; i < 3000 && !seen && !ts_game_is_over (game_of (&f)); i++)
    {
      g_autoptr(GArray) moves = ts_game_list_moves (game_of (&f));
      g_autoptr(GArray) grow = g_array_new (FALSE, FALSE, sizeof (TsMove));
      g_autoptr(GError) error = NULL;
      const TsMove *m;
      guint first, count;
      int out = TS_SEAT_NONE;

      for (guint k = 0; k < moves->len; k++)
        {
          const TsMove *c = &g_array_index (moves, TsMove, k);
          if (c->kind == TRI_MOVE_PLACE || c->kind == TRI_MOVE_EXPAND || c->kind == TRI_MOVE_TELEPORT)
            g_array_append_val (grow, *c);
        }
      if (grow->len > 0)
        m = &g_array_index (grow, TsMove, g_rand_int_range (rand, 0, grow->len));
      else
        m = &g_array_index (moves, TsMove, g_rand_int_range (rand, 0, moves->len));
      g_assert_true (ts_match_play (f.match, m, &error));
      g_assert_no_error (error);

      ts_match_get_move_events (f.match, ts_match_get_n_moves (f.match) - 1, &first, &count);
      for (guint k = first; k < first + count && out == TS_SEAT_NONE; k++)
        if (ts_match_get_event (f.match, k)->kind == TRI_EVENT_ELIMINATED)
          out = ts_match_get_event (f.match, k)->seat;
      if (out != TS_SEAT_NONE)
        {
          const char *notice = ts_tri_board_get_notice (board_of (&f));

          g_test_message ("notice: %s", notice);
          g_assert_nonnull (strstr (notice, names[out]));
          g_assert_nonnull (strstr (notice, "is eliminated"));
          seen = TRUE;
        }
    }
  g_assert_true (seen);
  ts_test_board_close (&f);
}

/* A game reaching a battle: A on (0,0,N), (0,0,E), (0,0,S); B on (3,0,N),
 * (3,0,E), (0,0,W), so A's attack on (0,0,W) gets 2 dice, from (0,0,N)
 * and (0,0,S).  Returns the match; A is seat 0. */
static TsMatch *
battle_match (const guint8 *dice,
              guint         n_dice)
{
  g_autoptr(TsSetup) setup = new_setup (2, 9);
  g_autoptr(TsGame) game = NULL;
  g_autoptr(GError) error = NULL;
  static const char * const moves[] = {
    "place 0,0,N", "place 3,0,N",
    "expand 0,0,E", "expand 3,0,E",
    "expand 0,0,S", "expand 0,0,W",
  };

  game = ts_game_new ("tri", setup, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_assert_true (ts_game_apply_text (game, moves[i], &error));
      g_assert_no_error (error);
    }
  ts_tri_game_force_dice (TS_TRI_GAME (game), dice, n_dice);
  return ts_match_new_from_position (setup, game);
}

/* A whole battle through the widget's controls: the attack by a click,
 * the attacker's card by its button and Play, the defender's by its key and
 * Enter, the void choice by a click; no view shows a die it may not see. */
static void
test_battle (void)
{
  static const guint8 dice[] = { 1, 1, 6 };   /* attack 1, 1; defence 6 */
  Fixture f = { 0 };
  TsMove move;
  const TriBattle *battle;
  g_autofree char *text = NULL;
  int target = tri (0, 0, TRI_DIR_W);
  guint hand2;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup_match (&f, battle_match (dice, G_N_ELEMENTS (dice)), 1100, 720);
  g_assert_cmpint (ts_game_get_current_seat (game_of (&f)), ==, 0);

  /* Attack (0,0,W): the board says how many dice it gets. */
  ts_test_board_hand_to (&f, 0);
  {
    double x, y;
    g_assert_true (ts_tri_board_get_triangle_point (board_of (&f), target, &x, &y));
    g_signal_emit_by_name (controller_named (&f, "board-motion"), "motion", x, y);
    g_assert_nonnull (strstr (ts_tri_board_get_accessible_text (board_of (&f)), "2 dice"));
  }
  click_triangle (&f, target);
  move = ts_test_board_play_emitted (&f);
  assert_move (move, ts_tri_move_attack (target));
  g_assert_cmpint (ts_tri_game_get_phase (tri_of (&f)), ==, TRI_PHASE_ATTACK_CARD);

  /* The notice tells the attacker its dice, and nobody else. */
  ts_board_set_viewer (TS_BOARD (f.board), 0);
  g_assert_nonnull (strstr (ts_tri_board_get_notice (board_of (&f)), "Ada rolled 1 and 1 for the attack."));
  ts_board_set_viewer (TS_BOARD (f.board), 1);
  g_assert_nonnull (strstr (ts_tri_board_get_notice (board_of (&f)), "Ada attacks"));
  g_assert_null (strstr (ts_tri_board_get_notice (board_of (&f)), "rolled"));

  /* The attacker sees its dice, not the defence. */
  ts_test_board_hand_to (&f, 0);
  text = ts_tri_board_describe_battle (board_of (&f));
  g_assert_nonnull (text);
  g_test_message ("attacker's view: %s", text);
  g_assert_nonnull (strstr (text, "dice 1 and 1,"));
  g_assert_nonnull (strstr (text, "die not shown, card not shown"));
  g_clear_pointer (&text, g_free);

  /* Its card: +2 by the button, then Play. */
  hand2 = ts_tri_game_get_hand (tri_of (&f), 0, 2);
  g_assert_cmpuint (hand2, >=, 1);
  g_assert_false (gtk_widget_is_sensitive (ts_tri_board_get_button (board_of (&f), "play-card")));
  press_button (&f, "card-2");
  press_button (&f, "play-card");
  move = ts_test_board_play_emitted (&f);
  assert_move (move, ts_tri_move_card (2));
  g_assert_cmpint (ts_tri_game_get_phase (tri_of (&f)), ==, TRI_PHASE_DEFEND_CARD);
  g_assert_cmpint (ts_game_get_current_seat (game_of (&f)), ==, 1);

  /* The defence die is rolled now: still hidden from the attacker. */
  ts_test_board_hand_to (&f, 0);
  ts_board_set_interactive (TS_BOARD (f.board), FALSE);
  text = ts_tri_board_describe_battle (board_of (&f));
  g_test_message ("attacker's view: %s", text);
  g_assert_nonnull (strstr (text, "die not shown, card not shown"));
  g_assert_null (strstr (text, "die 6"));
  g_clear_pointer (&text, g_free);

  /* The defender sees its die, not the attacker's dice or card. */
  ts_test_board_hand_to (&f, 1);
  text = ts_tri_board_describe_battle (board_of (&f));
  g_test_message ("defender's view: %s", text);
  g_assert_nonnull (strstr (text, "die 6,"));
  g_assert_nonnull (strstr (text, "dice not shown, card not shown"));
  g_clear_pointer (&text, g_free);

  /* A spectator sees neither. */
  ts_board_set_viewer (TS_BOARD (f.board), TS_SEAT_NONE);
  text = ts_tri_board_describe_battle (board_of (&f));
  g_assert_nonnull (strstr (text, "dice not shown, card not shown"));
  g_assert_nonnull (strstr (text, "die not shown, card not shown"));
  g_clear_pointer (&text, g_free);

  /* The defender's card by its key, played with Enter on the board. */
  ts_test_board_hand_to (&f, 1);
  board_key (&f, "board.card", g_variant_new_int32 (0));
  g_assert_cmpuint (f.emitted->len, ==, 0);
  canvas_key (&f, "canvas.activate", NULL);
  move = ts_test_board_play_emitted (&f);
  assert_move (move, ts_tri_move_card (0));

  /* Revealed: 1 + 2 against 6 + 0; the defender holds and picks which of
   * the two attacking triangles goes empty. */
  battle = ts_tri_game_get_battle (tri_of (&f));
  g_assert_true (battle->revealed);
  g_assert_false (battle->attacker_won);
  g_assert_cmpint (ts_tri_game_get_phase (tri_of (&f)), ==, TRI_PHASE_VOID);
  ts_board_set_viewer (TS_BOARD (f.board), TS_SEAT_NONE);
  text = ts_tri_board_describe_battle (board_of (&f));
  g_test_message ("revealed: %s", text);
  g_assert_nonnull (strstr (text, "dice 1 and 1, card +2"));
  g_assert_nonnull (strstr (text, "die 6, card +0"));
  g_assert_nonnull (strstr (text, "Attack 3 against defence 6"));
  g_clear_pointer (&text, g_free);

  ts_test_board_hand_to_current (&f);
  g_assert_cmpint (ts_game_get_current_seat (game_of (&f)), ==, 1);
  /* Not an attacking triangle: nothing happens. */
  click_triangle (&f, tri (0, 0, TRI_DIR_E));
  g_assert_cmpuint (f.emitted->len, ==, 0);
  click_triangle (&f, tri (0, 0, TRI_DIR_S));
  move = ts_test_board_play_emitted (&f);
  assert_move (move, ts_tri_move_void (tri (0, 0, TRI_DIR_S)));
  g_assert_cmpint (ts_tri_game_get_owner (tri_of (&f), tri (0, 0, TRI_DIR_S)), ==, TS_SEAT_NONE);
  g_assert_cmpint (ts_tri_game_get_owner (tri_of (&f), target), ==, 1);
  g_assert_cmpuint (ts_tri_game_get_hand (tri_of (&f), 0, 2), ==, hand2 - 1);

  /* The last battle stays on show until the next action. */
  text = ts_tri_board_describe_battle (board_of (&f));
  g_assert_nonnull (text);
  g_assert_nonnull (strstr (text, "holds"));
  g_clear_pointer (&text, g_free);
  ts_test_board_hand_to_current (&f);
  press_button (&f, "pass");
  ts_test_board_play_emitted (&f);
  g_assert_null (ts_tri_board_describe_battle (board_of (&f)));
  /* Ada, who attacked, still sees how it ended: only others have moved
   * since (the board finds it in the events of the match). */
  ts_board_set_viewer (TS_BOARD (f.board), 0);
  text = ts_tri_board_describe_battle (board_of (&f));
  g_assert_nonnull (text);
  g_test_message ("attacker, later: %s", text);
  g_assert_nonnull (strstr (text, "holds"));
  g_assert_nonnull (strstr (text, "dice 1 and 1, card +2"));
  g_clear_pointer (&text, g_free);

  /* The attacker, who has not acted since, still sees how it went (the
   * panel keeps it until that player's next action); then it goes. */
  ts_test_board_hand_to_current (&f);
  g_assert_cmpint (ts_game_get_current_seat (game_of (&f)), ==, 0);
  text = ts_tri_board_describe_battle (board_of (&f));
  g_assert_nonnull (text);
  g_assert_nonnull (strstr (text, "Attack 3 against defence 6"));
  g_clear_pointer (&text, g_free);
  press_button (&f, "pass");
  ts_test_board_play_emitted (&f);
  ts_board_set_viewer (TS_BOARD (f.board), 0);
  g_assert_null (ts_tri_board_describe_battle (board_of (&f)));

  ts_test_board_close (&f);
}

/* Teleport: the marker or the T key, then an empty triangle. */
static void
test_teleport (void)
{
  g_autoptr(TsSetup) setup = new_setup (2, 3);
  g_autoptr(TsGame) game = NULL;
  g_autoptr(GError) error = NULL;
  static const char * const moves[] = {
    "place 0,0,N", "place 2,2,N",
    "expand 0,0,E", "pass",
    "expand 0,0,S", "pass",
    "expand 0,0,W", "pass",
  };
  Fixture f = { 0 };
  TsMove move;
  int far = tri (2, 0, TRI_DIR_S);
  double x, y;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  game = ts_game_new ("tri", setup, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_assert_true (ts_game_apply_text (game, moves[i], &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (ts_tri_game_get_square_owner (TS_TRI_GAME (game), 0), ==, 0);
  g_assert_true (ts_tri_game_can_teleport_from (TS_TRI_GAME (game), 0));
  fixture_setup_match (&f, ts_match_new_from_position (setup, game), 860, 640);
  ts_test_board_hand_to_current (&f);

  /* Not adjacent: a plain click does nothing. */
  click_triangle (&f, far);
  g_assert_cmpuint (f.emitted->len, ==, 0);

  /* A click on the square's teleport marker turns teleport mode on, T
   * (with only one square to take it from) off and on again; then a click
   * on the empty triangle teleports. */
  g_assert_true (ts_tri_board_get_teleport_point (board_of (&f), 0, &x, &y));
  g_signal_emit_by_name (controller_named (&f, "board-click"), "pressed", 1, x, y);
  g_assert_cmpuint (f.emitted->len, ==, 0);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (ts_tri_board_get_button (board_of (&f), "teleport"))));
  g_assert_nonnull (strstr (ts_tri_board_get_prompt (board_of (&f)), "Teleport"));
  board_key (&f, "board.teleport", NULL);
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (ts_tri_board_get_button (board_of (&f), "teleport"))));
  board_key (&f, "board.teleport", NULL);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (ts_tri_board_get_button (board_of (&f), "teleport"))));
  click_triangle (&f, far);
  move = ts_test_board_play_emitted (&f);
  assert_move (move, ts_tri_move_teleport (0, far));
  g_assert_cmpint (ts_tri_game_get_owner (tri_of (&f), far), ==, 0);
  g_assert_true (ts_tri_game_teleport_used (tri_of (&f), 0));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (ts_tri_board_get_button (board_of (&f), "teleport"))));

  ts_test_board_close (&f);
}

/* The board lays out and draws at every size from 300 × 300 to
 * 1600 × 1000 without a warning (g_test makes warnings fatal), in the
 * middle of a 4-player game with a battle on.  The board is allocated each
 * size by hand and its children drawn into a snapshot, so the screen of
 * the test's X server does not limit the sizes. */
static void
test_sizes (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (4);
  g_autoptr(TsSetup) setup = new_setup (4, 12);
  g_autoptr(TsGame) game = NULL;
  g_autoptr(GError) error = NULL;
  Fixture f = { 0 };
  GtkWidget *canvas;
  gboolean battle = FALSE;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  game = ts_game_new ("tri", setup, &error);
  g_assert_no_error (error);
  /* Random play until a battle is under way after some rounds. */
  for (guint i = 0; i < 2000 && !ts_game_is_over (game); i++)
    {
      g_autoptr(GArray) moves = ts_game_list_moves (game);
      const TsMove *m = &g_array_index (moves, TsMove, g_rand_int_range (rand, 0, moves->len));
      g_assert_true (ts_game_apply_move (game, m, &error));
      if (i > 60 && ts_tri_game_get_phase (TS_TRI_GAME (game)) == TRI_PHASE_DEFEND_CARD)
        {
          battle = TRUE;
          break;
        }
    }
  g_assert_true (battle);

  fixture_setup_match (&f, ts_match_new_from_position (setup, game), 640, 480);
  ts_test_board_hand_to_current (&f);
  canvas = ts_tri_board_get_canvas (board_of (&f));

  for (int w = 300; w <= 1600; w += 65)
    for (int h = 300; h <= 1000; h += 70)
      {
        GtkSnapshot *snapshot = gtk_snapshot_new ();
        GskRenderNode *node;
        int min, nat;
        double x, y;

        gtk_widget_measure (f.board, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
        g_assert_cmpint (min, <=, 300);
        gtk_widget_measure (f.board, GTK_ORIENTATION_VERTICAL, w, &min, &nat, NULL, NULL);
        g_assert_cmpint (min, <=, 300);
        gtk_widget_size_allocate (f.board, &(GtkAllocation) { 0, 0, w, h }, -1);
        g_assert_cmpint (gtk_widget_get_width (canvas), <=, w);
        g_assert_cmpint (gtk_widget_get_height (canvas), <=, h);
        /* The drawing, its labels included, inside the board. */
        {
          graphene_rect_t d;

          g_assert_true (ts_board_get_drawing_bounds (TS_BOARD (f.board), &d));
          g_assert_cmpfloat (d.origin.x, >=, -0.5);
          g_assert_cmpfloat (d.origin.y, >=, -0.5);
          g_assert_cmpfloat (d.origin.x + d.size.width, <=, w + 0.5);
          g_assert_cmpfloat (d.origin.y + d.size.height, <=, h + 0.5);
        }
        /* A usable board: at least half the shorter side. */
        g_assert_cmpint (MIN (gtk_widget_get_width (canvas), gtk_widget_get_height (canvas)),
                         >=, MIN (w, h) / 2);

        for (GtkWidget *child = gtk_widget_get_first_child (f.board); child != NULL;
             child = gtk_widget_get_next_sibling (child))
          gtk_widget_snapshot_child (f.board, child, snapshot);
        node = gtk_snapshot_free_to_node (snapshot);
        g_assert_nonnull (node);
        gsk_render_node_unref (node);

        /* Every triangle is on the canvas and finds itself again. */
        for (int t = 0; t < (int) ts_tri_game_get_n_triangles (tri_of (&f)); t++)
          {
            g_assert_true (ts_tri_board_get_triangle_point (board_of (&f), t, &x, &y));
            g_assert_cmpfloat (x, >=, 0);
            g_assert_cmpfloat (y, >=, 0);
            g_assert_cmpfloat (x, <=, gtk_widget_get_width (canvas));
            g_assert_cmpfloat (y, <=, gtk_widget_get_height (canvas));
            g_assert_cmpint (ts_tri_board_triangle_at (board_of (&f), x, y), ==, t);
          }
      }
  ts_test_board_close (&f);
}

/* Legibility (issue 10 §6): a seat's glyph stands out on its colour, for
 * every colour a seat may have. */
static void
test_glyph_contrast (void)
{
  const char * const *ids = ts_seat_colour_ids ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      guint32 rgb = ts_seat_colour_rgb (ids[i]);
      GdkRGBA seat = ts_board_util_rgb_to_rgba (rgb, 1);
      GdkRGBA glyph = tri_board_glyph_colour (rgb);

      g_test_message ("%s: glyph contrast %.1f", ids[i], ts_board_util_contrast (&seat, &glyph));
      g_assert_cmpfloat (glyph.alpha, ==, 1);
      g_assert_cmpfloat (ts_board_util_contrast (&seat, &glyph), >=, 4.5);
    }
}

typedef struct
{
  GtkWidget *canvas;
  guint      hover;
} DrawWait;

static gboolean
hover_drawn (gpointer data)
{
  DrawWait *w = data;

  return ts_board_canvas_get_draw_count (TS_BOARD_CANVAS (w->canvas), TS_BOARD_LAYER_HOVER) > w->hover;
}

/* A pointer move draws the hover only; a move of the game the pieces
 * too; the torus is drawn once for its size. */
static void
test_drawing_layers (void)
{
  Fixture f = { 0 };
  TsBoardCanvas *canvas;
  DrawWait wait;
  guint static_count, pieces_count;
  double x, y;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f, 2, 1000, 700);
  ts_test_board_hand_to_current (&f);
  canvas = TS_BOARD_CANVAS (ts_tri_board_get_canvas (board_of (&f)));
  wait = (DrawWait) { GTK_WIDGET (canvas), ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_HOVER) };
  gtk_widget_queue_draw (GTK_WIDGET (canvas));
  ts_test_wait_until (hover_drawn, &wait, TRUE);
  static_count = ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_STATIC);
  pieces_count = ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_PIECES);
  g_assert_cmpuint (static_count, >=, 1);

  for (guint i = 0; i < 4; i++)
    {
      g_assert_true (ts_tri_board_get_triangle_point (board_of (&f), tri (i, i, TRI_DIR_E), &x, &y));
      wait.hover = ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_HOVER);
      g_signal_emit_by_name (controller_named (&f, "board-motion"), "motion", x, y);
      g_assert_cmpint (ts_tri_board_get_cursor (board_of (&f)), ==, tri (i, i, TRI_DIR_E));
      ts_test_wait_until (hover_drawn, &wait, TRUE);
    }
  g_assert_cmpuint (ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_STATIC), ==, static_count);
  g_assert_cmpuint (ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_PIECES), ==, pieces_count);

  /* A move: the pieces again, not the torus. */
  click_triangle (&f, tri (0, 0, TRI_DIR_N));
  ts_test_board_play_emitted (&f);
  wait.hover = ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_HOVER);
  ts_test_wait_until (hover_drawn, &wait, TRUE);
  g_assert_cmpuint (ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_STATIC), ==, static_count);
  g_assert_cmpuint (ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_PIECES), >, pieces_count);
  ts_test_board_close (&f);
}

/* Pixels of DATA (W wide) in rows [Y0, Y1) that are not transparent. */
static guint
ink_in_rows (const guchar *data,
             int           w,
             int           y0,
             int           y1)
{
  guint n = 0;

  for (int y = MAX (y0, 0); y < y1; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 argb;

        memcpy (&argb, data + ((gsize) y * w + x) * 4, 4);
        n += (argb >> 24) > 0x20;
      }
  return n;
}

/* The row and column labels follow TsBoard:show-coordinates: drawn in the
 * static layer above the repeat (the band the letters take) when on, and
 * nothing above the repeat when off; a change draws the static layer
 * again, and the torus finds its triangles in both layouts. */
static void
test_coordinates (void)
{
  Fixture f = { 0 };
  TsBoardCanvas *canvas;
  GtkWidget *widget;
  TriGeom g;
  guint statics;
  int w, h;
  double x, y;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f, 2, 1000, 700);
  ts_test_board_hand_to_current (&f);
  widget = ts_tri_board_get_canvas (board_of (&f));
  canvas = TS_BOARD_CANVAS (widget);
  ts_test_wait_for_paint (f.window, widget);
  w = gtk_widget_get_width (widget);
  h = gtk_widget_get_height (widget);
  g_assert_true (ts_board_get_show_coordinates (TS_BOARD (f.board)));

  for (guint k = 0; k < 2; k++)
    {
      gboolean on = k == 0;
      g_autofree guchar *data = NULL;
      double band_top, band_bottom;

      if (!on)
        {
          statics = ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_STATIC);
          ts_board_set_show_coordinates (TS_BOARD (f.board), FALSE);
          ts_test_wait_for_paint (f.window, widget);
          g_assert_cmpuint (ts_board_canvas_get_draw_count (canvas, TS_BOARD_LAYER_STATIC), >, statics);
        }
      /* The vertical layout does not depend on the torus's alignment. */
      tri_geom_init (&g, 4, w, h, 0.5, on);
      band_bottom = g.oy - g.unit / 2 - 1;
      band_top = on ? band_bottom - g.label + 1 : 0;
      data = ts_test_render_widget (widget);
      g_test_message ("labels %s: unit %g, %u pixels of ink above the repeat", on ? "on" : "off",
                      g.unit, ink_in_rows (data, w, (int) band_top, (int) band_bottom));
      if (on)
        {
          g_assert_cmpfloat (g.label_px, >=, TRI_LABEL_MIN_PX);
          g_assert_cmpuint (ink_in_rows (data, w, (int) band_top, (int) band_bottom), >, 20);
        }
      else
        g_assert_cmpuint (ink_in_rows (data, w, 0, (int) band_bottom), ==, 0);

      /* The drawing the board reports takes the labels in. */
      {
        graphene_rect_t d, c;

        g_assert_true (ts_board_get_drawing_bounds (TS_BOARD (f.board), &d));
        g_assert_true (gtk_widget_compute_bounds (widget, f.board, &c));
        g_assert_cmpfloat (fabs (d.origin.y - (c.origin.y + g.oy - g.unit / 2 - g.label)), <=, 0.5);
        g_assert_cmpfloat (fabs (d.size.height - (g.unit * 5 + g.label)), <=, 0.5);
      }

      /* Every triangle still finds itself. */
      for (int t = 0; t < 64; t++)
        {
          g_assert_true (ts_tri_board_get_triangle_point (board_of (&f), t, &x, &y));
          g_assert_cmpint (ts_tri_board_triangle_at (board_of (&f), x, y), ==, t);
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

  g_test_add_func ("/board-tri/moves-by-input", test_moves_by_input);
  g_test_add_func ("/board-tri/notice-and-label", test_notice_and_label);
  g_test_add_func ("/board-tri/elimination-notice", test_elimination_notice);
  g_test_add_func ("/board-tri/battle", test_battle);
  g_test_add_func ("/board-tri/teleport", test_teleport);
  g_test_add_func ("/board-tri/sizes", test_sizes);
  g_test_add_func ("/board-tri/glyph-contrast", test_glyph_contrast);
  g_test_add_func ("/board-tri/drawing-layers", test_drawing_layers);
  g_test_add_func ("/board-tri/coordinates", test_coordinates);

  return g_test_run ();
}
