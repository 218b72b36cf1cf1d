/* test-ui-play.c — play in the application window, driven like a player
 * would, under a display (Xvfb): the computer's moves, the hot-seat
 * curtains, undo, the log that shows each seat only what it may see, and
 * the boards' layouts in the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "test-ui-util.h"
#include "trojhranna-board.h"
#include "tri-board.h"
#include "tri-game.h"
#include "trigon-board.h"
#include "trigon-game.h"
#include "ts-ai.h"
#include "ts-card-view.h"
#include "ts-log-view.h"

static void
test_computer_moves_by_itself (void)
{
  g_autoptr(TsMatch) match = new_match (TS_PLAYER_COMPUTER, 1, 11);
  TsWindow *window = new_match_window (match);
  MovesWait wait = { window, 1 };

  /* The computer begins: it thinks, the human watches with their own eyes
   * (no curtain with one human) and cannot act. */
  g_assert_true (ts_window_is_thinking (window));
  g_assert_false (ts_window_is_interactive (window));
  g_assert_false (ts_window_is_curtain_up (window));
  g_assert_cmpint (ts_window_get_viewer (window), ==, 0);

  g_assert_true (wait_for (has_moves, &wait));
  g_assert_cmpint (ts_match_get_move_seat (match, 0), ==, 1);
  g_assert_true (wait_for (human_may_act, window));
  g_assert_cmpint (ts_game_get_current_seat (game_of (window)), ==, 0);
  g_assert_cmpint (ts_window_get_viewer (window), ==, 0);
  g_assert_nonnull (strstr (ts_window_get_status (window), "Ada"));

  /* The computer's turn ended: it is autosaved soon, off the main thread. */
  g_assert_true (wait_for (autosave_exists, (gpointer) GAME));

  close_match_window (window);
}

static void
test_curtain_hot_seat (void)
{
  g_autoptr(TsMatch) match = new_match (TS_PLAYER_HUMAN, 0, 13);
  TsWindow *window = new_match_window (match);
  GtkWidget *stack;

  stack = gtk_widget_get_ancestor (ts_window_get_board (window), GTK_TYPE_STACK);
  g_assert_true (GTK_IS_STACK (stack));

  /* Ada's dealt cards are private: the curtain is up, the board hidden
   * and blind. */
  g_assert_true (ts_game_has_private_view (game_of (window), 0));
  assert_curtain_for (window, "Ada");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "curtain");
  g_assert_false (ts_window_is_interactive (window));

  lift_curtain (window);
  g_assert_false (ts_window_is_curtain_up (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "game");
  g_assert_cmpint (ts_window_get_viewer (window), ==, 0);
  g_assert_true (ts_window_is_interactive (window));
  g_assert_true (wait_for (board_is_laid_out, ts_window_get_board (window)));

  click_done (window);
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 1);

  /* Bob's turn to look at his cards: the curtain again, for Bob. */
  g_assert_cmpint (ts_game_get_current_seat (game_of (window)), ==, 1);
  assert_curtain_for (window, "Bob");
  lift_curtain (window);
  g_assert_cmpint (ts_window_get_viewer (window), ==, 1);

  /* Ada's look at her cards is over: undo may not show them again (fair
   * undo), so it does nothing and Bob keeps the device. */
  g_assert_true (ts_match_undo_blocked (match));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 1);
  g_assert_false (ts_window_is_curtain_up (window));
  g_assert_cmpint (ts_window_get_viewer (window), ==, 1);
  g_assert_true (ts_window_is_interactive (window));

  close_match_window (window);
}

static void
play_text (TsMatch    *match,
           const char *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_match_play_text (match, text, &error));
  g_assert_no_error (error);
  drain ();
}

/* Plays TEXT; when it hands the decision to the other person, the
 * curtain must come up for them (then it is lifted), and otherwise none. */
static void
play_handing_over (TsWindow   *window,
                   TsMatch    *match,
                   const char *text)
{
  static const char * const names[] = { "Ada", "Bob" };
  int before = ts_game_get_current_seat (game_of (window));
  int after;

  play_text (match, text);
  after = ts_game_get_current_seat (game_of (window));
  if (after != before && after != TS_SEAT_NONE)
    {
      assert_curtain_for (window, names[after]);
      lift_curtain (window);
    }
  g_assert_false (ts_window_is_curtain_up (window));
  if (after != TS_SEAT_NONE)
    g_assert_cmpint (ts_window_get_viewer (window), ==, after);
}

/* TRI between two humans: the device passes behind the curtain at every
 * hand-over (issue 25), the attacker's dice stay hers, the defender
 * decides behind his own curtain, and nothing comes up in the middle of a
 * person's turn. */
static void
test_curtain_tri_battle (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("tri", 2, 21);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  TsWindow *window;

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "red");
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "blue");
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  window = new_match_window (match);

  assert_curtain_for (window, "Ada");
  lift_curtain (window);
  g_assert_cmpint (ts_window_get_viewer (window), ==, 0);
  g_assert_true (ts_window_is_interactive (window));

  play_handing_over (window, match, "place 0,0,N");
  play_handing_over (window, match, "place 0,0,S");
  play_handing_over (window, match, "expand 0,0,E");
  play_handing_over (window, match, "pass");

  /* Ada attacks: her dice are hers alone, in her own turn. */
  g_assert_cmpint (ts_game_get_current_seat (game_of (window)), ==, 0);
  play_handing_over (window, match, "attack 0,0,S");
  g_assert_cmpint (ts_window_get_viewer (window), ==, 0);

  /* Bob defends behind his own curtain. */
  play_handing_over (window, match, "card +2");
  g_assert_cmpint (ts_game_get_current_seat (game_of (window)), ==, 1);
  play_handing_over (window, match, "card +0");
  g_assert_true (ts_tri_game_get_battle (TS_TRI_GAME (game_of (window)))->revealed);

  close_match_window (window);
}

/* Rule of Trigon between two humans: Ada's hand is hers, so her turn is
 * behind her curtain; her attack asks Bob for his battle cards behind
 * his own curtain, and the choice is his alone. */
static void
test_curtain_trigon_battle (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("trigon", 2, 21);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsGame) start = NULL;
  g_autoptr(GError) error = NULL;
  TsTrigonGame *g;
  TsWindow *window;
  GtkWidget *board;
  int l1 = trg_position_from_id ("L1"), l5 = trg_position_from_id ("L5");
  int l6 = trg_position_from_id ("L6");

  ts_setup_set_option (setup, "realm1", TRG_REALM_NOORLAND + 1);
  ts_setup_set_option (setup, "realm2", TRG_REALM_LUMOS + 1);
  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "green");
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "purple");
  start = ts_game_new ("trigon", setup, &error);
  g_assert_no_error (error);
  g = TS_TRIGON_GAME (start);
  g_assert_true (ts_trigon_game_clear_board (g, 0));
  g_assert_true (ts_trigon_game_put_capital (g, 0, 1));
  g_assert_true (ts_trigon_game_put_capital (g, 1, 2));
  g_assert_true (ts_trigon_game_put_settlement (g, 1, l5, ts_trigon_game_get_deck_card (g, 0, 0), 1, FALSE));
  g_assert_true (ts_trigon_game_put_figures (g, 1, l1, TRG_FIG_KNIGHT, 2));
  g_assert_true (ts_trigon_game_put_figures (g, 0, l6, TRG_FIG_KNIGHT, 5));
  g_assert_true (ts_trigon_game_deal_card (g, 0, TRG_E_CAVALERIE));
  g_assert_true (ts_trigon_game_deal_card (g, 1, TRG_E_VERDEDIGINGSTOREN));
  match = ts_match_new_from_position (setup, start);
  window = new_match_window (match);

  assert_curtain_for (window, "Ada");
  lift_curtain (window);
  g_assert_cmpint (ts_window_get_viewer (window), ==, 0);
  board = ts_window_get_board (window);
  g_assert_true (TS_IS_TRIGON_BOARD (board));
  g_assert_cmpint (ts_trigon_board_get_scene (TS_TRIGON_BOARD (board))->step, ==, TRG_STEP_ACTION);
  play_text (match, "step L6 L1 5");
  /* Her own battle cards: still her eyes, no new curtain. */
  g_assert_cmpint (ts_trigon_game_get_phase (TS_TRIGON_GAME (game_of (window))), ==, TRG_PHASE_ATTACK_CARDS);
  g_assert_false (ts_window_is_curtain_up (window));
  play_text (match, "cards cavalry");

  /* Bob answers behind his curtain, and only Bob. */
  g_assert_cmpint (ts_game_get_current_seat (game_of (window)), ==, 1);
  assert_curtain_for (window, "Bob");
  lift_curtain (window);
  g_assert_cmpint (ts_window_get_viewer (window), ==, 1);
  board = ts_window_get_board (window);
  g_assert_cmpint (ts_trigon_board_get_scene (TS_TRIGON_BOARD (board))->step, ==, TRG_STEP_CHOICE);
  g_assert_cmpuint (ts_trigon_board_get_scene (TS_TRIGON_BOARD (board))->n_choices, ==, 2);
  close_match_window (window);
}

/* The lines of every turn so far that VIEWER may see, as the log shows
 * them. */
static GPtrArray *
visible_lines (TsMatch *match,
               int      viewer)
{
  return ts_match_describe_events (match, 0, ts_match_get_n_moves (match), viewer);
}

static gboolean
lines_contain (char      **lines,
               const char *line)
{
  return g_strv_contains ((const char * const *) lines, line);
}

/* The lines that SEAT may see and OTHER may not. */
static GPtrArray *
lines_only_for (TsMatch *match,
                int      seat,
                int      other)
{
  g_autoptr(GPtrArray) mine = visible_lines (match, seat);
  g_autoptr(GPtrArray) theirs = visible_lines (match, other);
  GPtrArray *only = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (theirs, NULL);
  for (guint i = 0; i < mine->len; i++)
    if (!g_strv_contains ((const char * const *) theirs->pdata, mine->pdata[i]))
      g_ptr_array_add (only, g_strdup (mine->pdata[i]));

  return only;
}

/* The log panel shows none of LINES. */
static void
assert_log_hides (TsWindow  *window,
                  GPtrArray *lines)
{
  GtkWidget *log = find_widget (GTK_WIDGET (window), TS_TYPE_LOG_VIEW, 0);
  g_auto(GStrv) shown = ts_log_view_get_lines (TS_LOG_VIEW (log));

  for (guint i = 0; i < lines->len; i++)
    if (lines_contain (shown, lines->pdata[i]))
      g_error ("the log shows \"%s\" to the wrong seat", (char *) lines->pdata[i]);
}

/* A fair log in a hot-seat TRI battle: the attacker's secret dice and card
 * are in the log while she holds the device, and gone behind the curtain
 * and while the defender holds it. */
static void
test_log_private_events (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("tri", 2, 21);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) adas = NULL;
  g_autoptr(GPtrArray) bobs = NULL;
  GtkWidget *log;
  TsWindow *window;

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "red");
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "blue");
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  window = new_match_window (match);
  log = find_widget (GTK_WIDGET (window), TS_TYPE_LOG_VIEW, 0);
  g_assert_nonnull (log);

  play_text (match, "place 0,0,N");
  play_text (match, "place 0,0,S");
  play_text (match, "expand 0,0,E");
  play_text (match, "pass");

  /* Ada attacks: at the device, she reads her own dice in the log. */
  play_text (match, "attack 0,0,S");
  assert_curtain_for (window, "Ada");
  lift_curtain (window);
  g_assert_cmpint (ts_window_get_viewer (window), ==, 0);
  adas = lines_only_for (match, 0, 1);
  g_assert_cmpuint (adas->len, >, 0);
  {
    g_auto(GStrv) shown = ts_log_view_get_lines (TS_LOG_VIEW (log));

    for (guint i = 0; i < adas->len; i++)
      g_assert_true (lines_contain (shown, adas->pdata[i]));
  }
  g_clear_pointer (&adas, g_ptr_array_unref);

  /* She picks her card: that much is hers alone. */
  play_text (match, "card +2");
  adas = lines_only_for (match, 0, 1);
  g_assert_cmpuint (adas->len, >, 0);

  /* Behind Bob's curtain nobody's secrets are in the log... */
  assert_curtain_for (window, "Bob");
  assert_log_hides (window, adas);
  {
    g_auto(GStrv) shown = ts_log_view_get_lines (TS_LOG_VIEW (log));
    g_autoptr(GPtrArray) public = visible_lines (match, TS_SEAT_NONE);

    /* ...but what everybody saw is. */
    g_assert_cmpuint (public->len, >, 0);
    for (guint i = 0; i < public->len; i++)
      g_assert_true (lines_contain (shown, public->pdata[i]));
  }

  /* Bob at the device: his own view, without Ada's. */
  lift_curtain (window);
  g_assert_cmpint (ts_window_get_viewer (window), ==, 1);
  assert_log_hides (window, adas);
  bobs = lines_only_for (match, 1, 0);
  {
    g_auto(GStrv) shown = ts_log_view_get_lines (TS_LOG_VIEW (log));

    for (guint i = 0; i < bobs->len; i++)
      g_assert_true (lines_contain (shown, bobs->pdata[i]));
  }

  /* Undo is blocked by the secrets shown, so Ada's lines stay hers; the
   * reveal makes the battle public. */
  play_text (match, "card +0");
  g_assert_true (ts_tri_game_get_battle (TS_TRI_GAME (game_of (window)))->revealed);

  close_match_window (window);
}

/* Hot-seat games played at random through the window: at every step the
 * log shows exactly what the seat at the device may see (nothing private
 * behind a curtain), and some of it was private. */
static void
test_log_follows_viewer (void)
{
  static const char * const ids[] = { "trojhranna", "tri" };

  for (guint g = 0; g < G_N_ELEMENTS (ids); g++)
    {
      g_autoptr(TsMatch) match = new_match_of (ids[g], 31);
      TsWindow *window = new_match_window (match);
      GtkWidget *log = find_widget (GTK_WIDGET (window), TS_TYPE_LOG_VIEW, 0);
      guint n_private = 0;
      TsRng rng;

      ts_rng_init (&rng, 99);
      for (guint step = 0; step < 60 && !ts_game_is_over (game_of (window)); step++)
        {
          g_autoptr(GPtrArray) expected = NULL;
          g_auto(GStrv) shown = NULL;
          g_autoptr(GError) error = NULL;
          int viewer;
          TsMove move;

          if (ts_window_is_curtain_up (window))
            {
              g_autoptr(GPtrArray) public = visible_lines (match, TS_SEAT_NONE);

              shown = ts_log_view_get_lines (TS_LOG_VIEW (log));
              g_assert_cmpuint (g_strv_length (shown), ==, public->len);
              for (guint i = 0; i < public->len; i++)
                g_assert_cmpstr (shown[i], ==, public->pdata[i]);
              g_clear_pointer (&shown, g_strfreev);
              lift_curtain (window);
            }

          viewer = ts_window_get_viewer (window);
          expected = visible_lines (match, viewer);
          shown = ts_log_view_get_lines (TS_LOG_VIEW (log));
          g_assert_cmpuint (g_strv_length (shown), ==, expected->len);
          for (guint i = 0; i < expected->len; i++)
            g_assert_cmpstr (shown[i], ==, expected->pdata[i]);
          if (viewer >= 0)
            {
              g_autoptr(GPtrArray) mine = lines_only_for (match, viewer, 1 - viewer);

              n_private += mine->len;
            }

          g_assert_true (ts_ai_random_move (game_of (window), &rng, &move));
          g_assert_true (ts_match_play (match, &move, &error));
          g_assert_no_error (error);
          drain ();
        }
      g_assert_cmpuint (n_private, >, 0);
      close_match_window (window);
    }
}

/* Undo against a computer takes back its reply and the human's own move.
 * Played on Network, where no move reveals anything: every reply in
 * Trojhranná hra shows a card, and undo stops there. */
static void
test_undo_against_computer (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("network", 2, 14);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GArray) moves = NULL;
  g_autoptr(GError) error = NULL;
  TsWindow *window;
  MovesWait wait = { NULL, 2 };
  guint n;

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  ts_setup_set_player (setup, 1, "Computer", TS_PLAYER_COMPUTER, TS_LEVEL_EASY, NULL);
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  window = new_match_window (match);
  wait.window = window;

  g_assert_false (ts_match_can_undo (match));
  g_assert_true (wait_for (human_may_act, window));
  g_assert_cmpint (ts_game_get_current_seat (game_of (window)), ==, 0);

  /* Ada's move, as the board hands it over; the computer replies. */
  moves = ts_game_list_moves (game_of (window));
  ts_board_emit_move (TS_BOARD (ts_window_get_board (window)), &g_array_index (moves, TsMove, 0));
  g_assert_true (wait_for (has_moves, &wait));
  g_assert_true (wait_for (human_may_act, window));
  g_assert_cmpint (ts_game_get_current_seat (game_of (window)), ==, 0);
  n = ts_match_get_n_moves (match);
  g_assert_cmpuint (n, >=, 2);

  /* Undo takes back the computer's reply and Ada's own move. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 0);
  g_assert_cmpint (ts_game_get_current_seat (game_of (window)), ==, 0);
  g_assert_false (ts_window_is_thinking (window));
  g_assert_true (ts_window_is_interactive (window));

  /* Redo brings both back, and Ada is on turn again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, n);
  g_assert_cmpint (ts_game_get_current_seat (game_of (window)), ==, 0);
  g_assert_true (ts_window_is_interactive (window));

  close_match_window (window);
}

/* In Trojhranná hra the computer's reply to Ada's memorisation is its own
 * memorisation: a look at hidden cards, so neither can be undone. */
static void
test_undo_stops_at_reveal (void)
{
  g_autoptr(TsMatch) match = new_match (TS_PLAYER_COMPUTER, 0, 14);
  TsWindow *window = new_match_window (match);
  MovesWait wait = { window, 2 };

  g_assert_false (ts_match_can_undo (match));

  click_done (window);
  g_assert_true (wait_for (has_moves, &wait));
  g_assert_true (wait_for (human_may_act, window));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 2);

  g_assert_false (ts_match_can_undo_human_turn (match));
  g_assert_true (ts_match_undo_blocked (match));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 2);
  g_assert_true (ts_window_is_interactive (window));

  close_match_window (window);
}

/* WIDGET lies whole inside WINDOW, and a click at its centre reaches it
 * (nothing covers it, no scrolled parent hides it), were it sensitive. */
static void
assert_reachable (GtkWidget *widget,
                  GtkWidget *window)
{
  graphene_rect_t bounds;
  GtkWidget *picked;

  g_assert_true (gtk_widget_is_drawable (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  g_assert_cmpfloat (bounds.size.width, >, 0);
  g_assert_cmpfloat (bounds.size.height, >, 0);
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (window));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (window));
  picked = gtk_widget_pick (window, bounds.origin.x + bounds.size.width / 2,
                            bounds.origin.y + bounds.size.height / 2, GTK_PICK_INSENSITIVE);
  if (!(picked == widget || gtk_widget_is_ancestor (picked, widget)))
    g_test_message ("%s at %g,%g picks %s", G_OBJECT_TYPE_NAME (widget), bounds.origin.x, bounds.origin.y,
                    picked ? G_OBJECT_TYPE_NAME (picked) : "nothing");
  g_assert_true (picked == widget || gtk_widget_is_ancestor (picked, widget));
}

/* Whether the screen of WIDGET is at least WIDTH × HEIGHT. */
static gboolean
screen_holds (GtkWidget *widget,
              int        width,
              int        height)
{
  GListModel *monitors = gdk_display_get_monitors (gtk_widget_get_display (widget));
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle geometry;

  g_assert_nonnull (monitor);
  gdk_monitor_get_geometry (monitor, &geometry);
  return geometry.width >= width && geometry.height >= height;
}

/* WINDOW resized to WIDTH × HEIGHT and settled, a human to act; FALSE
 * (and the window closed) where the screen is smaller. */
static gboolean
resize_for_layout (TsWindow *window,
                   int       width,
                   int       height)
{
  if (!screen_holds (GTK_WIDGET (window), width, height))
    {
      /* xvfb-run -s '-screen 0 2000x1200x24' checks it. */
      g_test_message ("window %d × %d: larger than the screen, not checked", width, height);
      close_match_window (window);
      return FALSE;
    }
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  g_assert_true (wait_for (human_may_act, window));
  wait_for_paint (window);
  g_test_message ("window %d × %d: %d × %d", width, height,
                  gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)));
  /* The window less its frame (client-side decorations). */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >=, width - 20);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, width);
  return TRUE;
}

/* The Trojhranná board and its panel side by side, and every action in
 * view, at the usual window sizes. */
static void
test_trojhranna_layout (void)
{
  static const int sizes[][2] = { { 800, 600 }, { 1024, 720 }, { 1280, 800 }, { 1920, 1080 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(TsMatch) match = new_match (TS_PLAYER_COMPUTER, 0, 16 + i);
      TsWindow *window = new_match_window (match);
      MovesWait wait = { window, 2 };
      GtkWidget *board, *canvas, *panel, *done;
      graphene_rect_t canvas_bounds, panel_bounds;
      double x, y;

      if (!resize_for_layout (window, sizes[i][0], sizes[i][1]))
        continue;

      board = ts_window_get_board (window);
      canvas = ts_trojhranna_board_get_canvas (TS_TROJHRANNA_BOARD (board));
      panel = ts_trojhranna_board_get_panel (TS_TROJHRANNA_BOARD (board));
      g_assert_true (gtk_widget_compute_bounds (canvas, GTK_WIDGET (window), &canvas_bounds));
      g_assert_true (gtk_widget_compute_bounds (panel, GTK_WIDGET (window), &panel_bounds));

      /* Side by side: the panel right of the canvas, both from the top. */
      g_assert_cmpfloat (panel_bounds.origin.x, >=, canvas_bounds.origin.x + canvas_bounds.size.width - 0.5);
      g_assert_cmpfloat (fabs (panel_bounds.origin.y - canvas_bounds.origin.y), <, 1);
      g_assert_cmpfloat (canvas_bounds.size.width, >=, panel_bounds.size.width);

      /* Memorising: Done and the buttons that arrange the cards. */
      g_assert_true (ts_trojhranna_board_get_done_point (TS_TROJHRANNA_BOARD (board), &x, &y));
      done = gtk_widget_get_ancestor (gtk_widget_pick (board, x, y, GTK_PICK_DEFAULT), GTK_TYPE_BUTTON);
      g_assert_nonnull (done);
      assert_reachable (done, GTK_WIDGET (window));
      for (GtkWidget *b = gtk_widget_get_first_child (gtk_widget_get_prev_sibling (done)); b != NULL;
           b = gtk_widget_get_next_sibling (b))
        {
          g_assert_true (GTK_IS_BUTTON (b));
          g_assert_nonnull (gtk_actionable_get_action_name (GTK_ACTIONABLE (b)));
          assert_reachable (b, GTK_WIDGET (window));
        }

      /* Choosing: the deck and the viewer's reserve card. */
      click_done (window);
      g_assert_true (wait_for (has_moves, &wait));
      g_assert_true (wait_for (human_may_act, window));
      wait_for_paint (window);
      g_assert_true (ts_trojhranna_board_get_deck_point (TS_TROJHRANNA_BOARD (board), &x, &y));
      assert_reachable (gtk_widget_get_ancestor (gtk_widget_pick (board, x, y, GTK_PICK_DEFAULT),
                                                 TS_TYPE_CARD_VIEW),
                        GTK_WIDGET (window));
      g_assert_true (ts_trojhranna_board_get_reserve_point (TS_TROJHRANNA_BOARD (board), 0, 0, &x, &y));
      assert_reachable (gtk_widget_get_ancestor (gtk_widget_pick (board, x, y, GTK_PICK_DEFAULT),
                                                 TS_TYPE_CARD_VIEW),
                        GTK_WIDGET (window));

      close_match_window (window);
    }
}

/* A TRI match of Ada (human, seat 0) against a computer after MOVES; Ada
 * is on turn. */
static TsMatch *
new_tri_match (const char * const *moves)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("tri", 2, 9);
  g_autoptr(TsGame) game = NULL;
  g_autoptr(GError) error = NULL;

  setup->first_seat = 0;
  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "red");
  ts_setup_set_player (setup, 1, "Computer", TS_PLAYER_COMPUTER, TS_LEVEL_EASY, "blue");
  game = ts_game_new ("tri", setup, &error);
  g_assert_no_error (error);
  for (guint i = 0; moves[i] != NULL; i++)
    {
      g_assert_true (ts_game_apply_text (game, moves[i], &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  return ts_match_new_from_position (setup, game);
}

/* The TRI board and its panel side by side, and every action in view, at
 * the usual window sizes: Teleport and Pass on a turn, the four cards and
 * Play in a battle. */
static void
test_tri_layout (void)
{
  static const int sizes[][2] = { { 800, 600 }, { 1024, 720 }, { 1280, 800 }, { 1920, 1080 } };
  static const char * const turn[] = {
    "place 0,0,N", "place 3,0,N", "expand 0,0,E", "expand 3,0,E",
    "expand 0,0,S", "expand 0,0,W", NULL,
  };
  static const char * const battle[] = {
    "place 0,0,N", "place 3,0,N", "expand 0,0,E", "expand 3,0,E",
    "expand 0,0,S", "expand 0,0,W", "attack 0,0,W", NULL,
  };
  static const char * const turn_buttons[] = { "teleport", "pass", NULL };
  static const char * const battle_buttons[] = { "card-0", "card-2", "card-3", "card-4", "play-card", NULL };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint k = 0; k < 2; k++)
      {
        g_autoptr(TsMatch) match = new_tri_match (k == 0 ? turn : battle);
        TsWindow *window = new_match_window (match);
        const char * const *buttons = k == 0 ? turn_buttons : battle_buttons;
        GtkWidget *board, *canvas, *panel;
        graphene_rect_t canvas_bounds, panel_bounds;
        double x0, y0, x1, y1;
        int last = ts_tri_game_get_n_triangles (TS_TRI_GAME (ts_match_get_game (match))) - 1;

        if (!resize_for_layout (window, sizes[i][0], sizes[i][1]))
          continue;

        board = ts_window_get_board (window);
        g_assert_true (TS_IS_TRI_BOARD (board));
        canvas = ts_tri_board_get_canvas (TS_TRI_BOARD (board));
        panel = ts_tri_board_get_panel (TS_TRI_BOARD (board));
        g_assert_true (gtk_widget_compute_bounds (canvas, GTK_WIDGET (window), &canvas_bounds));
        g_assert_true (gtk_widget_compute_bounds (panel, GTK_WIDGET (window), &panel_bounds));

        /* Side by side: the panel right of the canvas, both from the top,
         * the canvas the larger. */
        g_assert_cmpfloat (panel_bounds.origin.x, >=, canvas_bounds.origin.x + canvas_bounds.size.width - 0.5);
        g_assert_cmpfloat (fabs (panel_bounds.origin.y - gtk_widget_get_margin_top (panel) - canvas_bounds.origin.y),
                           <, 1);
        g_assert_cmpfloat (canvas_bounds.size.width, >=, panel_bounds.size.width);
        /* The panel at its fixed width, at most two fifths of a narrow
         * board. */
        g_assert_cmpfloat (panel_bounds.size.width + gtk_widget_get_margin_start (panel)
                           + gtk_widget_get_margin_end (panel), ==,
                           MIN (340, gtk_widget_get_width (board) * 2 / 5));

        /* The torus (with its faded repeat) keeps next to the panel,
         * however wide the window: a few pixels of the canvas's right edge
         * are outside it. */
        g_assert_true (ts_tri_board_get_triangle_point (TS_TRI_BOARD (board), 0, &x0, &y0));
        g_assert_true (ts_tri_board_get_triangle_point (TS_TRI_BOARD (board), last, &x1, &y1));
        for (x1 = canvas_bounds.size.width - 1; x1 > 0; x1--)
          if (ts_tri_board_triangle_at (TS_TRI_BOARD (board), x1, y0) >= 0)
            break;
        g_assert_cmpfloat (canvas_bounds.size.width - x1, <=, 12);

        for (guint b = 0; buttons[b] != NULL; b++)
          {
            GtkWidget *button = ts_tri_board_get_button (TS_TRI_BOARD (board), buttons[b]);

            g_assert_nonnull (button);
            assert_reachable (button, GTK_WIDGET (window));
            {
              graphene_rect_t bounds;

              /* Inside the panel, not clipped by it. */
              g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (window), &bounds));
              g_assert_true (graphene_rect_contains_rect (&panel_bounds, &bounds));
            }
          }
        close_match_window (window);
      }
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv, "test-ui-play");

  if (ui_test_open_display ())
    {
      g_test_add_func ("/ui/computer-moves-by-itself", test_computer_moves_by_itself);
      g_test_add_func ("/ui/curtain-hot-seat", test_curtain_hot_seat);
      g_test_add_func ("/ui/curtain-tri-battle", test_curtain_tri_battle);
      g_test_add_func ("/ui/curtain-trigon-battle", test_curtain_trigon_battle);
      g_test_add_func ("/ui/log-private-events", test_log_private_events);
      g_test_add_func ("/ui/log-follows-viewer", test_log_follows_viewer);
      g_test_add_func ("/ui/undo-against-computer", test_undo_against_computer);
      g_test_add_func ("/ui/undo-stops-at-reveal", test_undo_stops_at_reveal);
      g_test_add_func ("/ui/trojhranna-layout", test_trojhranna_layout);
      g_test_add_func ("/ui/tri-layout", test_tri_layout);
    }

  return ui_test_run ();
}
