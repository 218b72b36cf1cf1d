/* test-board-trigon.c — the Rule of Trigon board, driven by simulated
 * clicks and key actions under a display (Xvfb)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "test-board-util.h"
#include "test-trigon-util.h"
#include "trigon-board.h"
#include "ts-board-canvas.h"
#include "ts-games.h"
#include "ts-match.h"

static gboolean have_display;

typedef TsTestBoard Fixture;

static const char * const names[] = { "Ada", "Bob", "Cyd", "Dee" };
static const char * const colours[] = { "green", "purple", "yellow", "blue" };

static gboolean
board_laid_out (gpointer data)
{
  GtkWidget *widget = data;

  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) >= 100;
}

/* A new game of N humans in a WIDTH × HEIGHT window. */
static void
open_new (Fixture *f,
          guint64  seed,
          guint    n,
          int      width,
          int      height)
{
  g_autoptr(TsSetup) setup = ts_test_board_setup ("trigon", n, seed, names, colours);
  g_autoptr(GError) error = NULL;
  TsMatch *match = ts_match_new (setup, &error);

  g_assert_no_error (error);
  ts_test_board_open (f, ts_trigon_board_new (), match, width, height);
  ts_test_wait_until (board_laid_out, f->board, FALSE);
}

/* A match from the scenario GAME (its seats are humans). */
static void
open_position (Fixture *f,
               TsGame  *game,
               int      width,
               int      height)
{
  g_autoptr(TsSetup) setup = ts_test_board_setup ("trigon", ts_game_get_n_players (game), 7, names,
                                                  colours);
  TsMatch *match = ts_match_new_from_position (setup, game);

  g_assert_nonnull (match);
  ts_test_board_open (f, ts_trigon_board_new (), match, width, height);
  ts_test_wait_until (board_laid_out, f->board, FALSE);
}

static TsTrigonGame *
game_of (Fixture *f)
{
  return TS_TRIGON_GAME (ts_match_get_game (f->match));
}

static TsTrigonBoard *
settled (Fixture *f)
{
  ts_test_wait_for_paint (f->window, f->board);
  return TS_TRIGON_BOARD (f->board);
}

static const TrgScene *
scene_of (Fixture *f)
{
  return ts_trigon_board_get_scene (settled (f));
}

static GtkWidget *
part (Fixture    *f,
      const char *what,
      int         arg)
{
  return ts_trigon_board_get_part (settled (f), what, arg);
}

static GtkWidget *
canvas_of (Fixture *f)
{
  return ts_trigon_board_get_canvas (TS_TRIGON_BOARD (f->board));
}

static void
assert_reaches (Fixture   *f,
                GtkWidget *widget)
{
  graphene_rect_t r;
  GtkWidget *picked;
  double x, y;

  g_assert_nonnull (widget);
  settled (f);
  g_assert_true (gtk_widget_compute_bounds (widget, f->window, &r));
  x = r.origin.x + r.size.width / 2;
  y = r.origin.y + r.size.height / 2;
  g_assert_cmpfloat (x, <, gtk_widget_get_width (f->window));
  g_assert_cmpfloat (y, <, gtk_widget_get_height (f->window));
  picked = gtk_widget_pick (f->window, x, y, GTK_PICK_DEFAULT);
  g_assert_nonnull (picked);
  g_assert_true (picked == widget || gtk_widget_is_ancestor (picked, widget));
}

/* A click on a panel button where it is drawn (scrolled into view
 * first, as a player would). */
static void
click_button (Fixture   *f,
              GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  gtk_widget_grab_focus (button);
  settled (f);
  g_signal_emit_by_name (button, "clicked");
}

static void
click_position (Fixture *f,
                int      position)
{
  double x, y;

  g_assert_true (ts_trigon_board_get_position_point (settled (f), position, &x, &y));
  ts_test_click (canvas_of (f), x, y);
}

/* A whole turn with the mouse: select the capital, send knights, buy a
 * task, end the turn. */
static void
test_turn_mouse (void)
{
  Fixture f = { 0 };
  int seat, capital, to = TRG_NONE;
  const gint8 *n;
  TsMove move;
  guint tasks = 0;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  open_new (&f, 3, 2, 1280, 800);
  /* Watched (a replay, a computers' game): no turn to end. */
  ts_board_set_viewer (TS_BOARD (f.board), TS_SEAT_NONE);
  g_assert_null (part (&f, "button", TRG_BUTTON_END));
  ts_test_board_hand_to_current (&f);
  g_assert_nonnull (part (&f, "button", TRG_BUTTON_END));
  seat = ts_game_get_current_seat (TS_GAME (game_of (&f)));
  g_assert_cmpint (ts_trigon_game_get_phase (game_of (&f)), ==, TRG_PHASE_ACTION);
  capital = trg_capital_of_realm (ts_trigon_game_get_realm (game_of (&f), seat));

  click_position (&f, capital);
  g_assert_cmpint (scene_of (&f)->selected, ==, capital);
  g_assert_cmpuint (f.emitted->len, ==, 0);
  /* The army spinner of knights shows all five. */
  g_assert_nonnull (part (&f, "army", TRG_FIG_KNIGHT));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (part (&f, "army", TRG_FIG_KNIGHT))),
                   ==, 5);
  n = trg_land_neighbours (capital);
  for (int i = 0; n[i] != TRG_NONE && to == TRG_NONE; i++)
    if (trg_position_is_site (n[i]) && scene_of (&f)->targets[n[i]].reachable)
      to = n[i];
  g_assert_cmpint (to, !=, TRG_NONE);
  click_position (&f, to);
  move = ts_test_board_play_emitted (&f);
  g_assert_cmpint (move.kind, ==, TRG_MOVE_STEP);
  g_assert_cmpint (move.arg[0], ==, capital);
  g_assert_cmpint (move.arg[1], ==, to);
  g_assert_cmpuint (ts_trigon_game_count_figures (game_of (&f), to, TRG_FIG_KNIGHT), ==, 5);

  /* Round 1's taxes gave a gold: a task. */
  ts_test_board_hand_to_current (&f);
  click_button (&f, part (&f, "button", TRG_BUTTON_BUY_TASK));
  move = ts_test_board_play_emitted (&f);
  g_assert_cmpint (move.kind, ==, TRG_MOVE_BUY_TASK);
  for (int t = 0; t < TRG_N_TASKS; t++)
    tasks += ts_trigon_game_holds_task (game_of (&f), seat, t);
  g_assert_cmpuint (tasks, ==, 1);
  /* No gold left: greyed, and the reason is in words. */
  ts_test_board_hand_to_current (&f);
  g_assert_false (gtk_widget_is_sensitive (part (&f, "button", TRG_BUTTON_BUY_TASK)));
  g_assert_nonnull (gtk_widget_get_tooltip_text (part (&f, "button", TRG_BUTTON_BUY_TASK)));

  /* The scout went along to an empty site: End turn asks first. */
  g_assert_cmpuint (trg_scene_unused_scouts (scene_of (&f)), ==, 1);
  click_button (&f, part (&f, "button", TRG_BUTTON_END));
  g_assert_cmpuint (f.emitted->len, ==, 0);
  g_assert_true (scene_of (&f)->confirm_end);
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (part (&f, "prompt", 0))), "1 scout stands unused"));
  click_button (&f, part (&f, "button", TRG_BUTTON_END));
  move = ts_test_board_play_emitted (&f);
  g_assert_cmpint (move.kind, ==, TRG_MOVE_END);
  g_assert_cmpint (ts_game_get_current_seat (TS_GAME (game_of (&f))), !=, seat);
  ts_test_board_close (&f);
}

/* The same with keys alone: N finds the capital, Enter selects it, N the
 * next lit place, Enter sends; E ends the turn. */
static void
test_turn_keys (void)
{
  Fixture f = { 0 };
  int seat, capital, guard = 0;
  TsMove move;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  open_new (&f, 4, 2, 1024, 720);
  ts_test_board_hand_to_current (&f);
  seat = ts_game_get_current_seat (TS_GAME (game_of (&f)));
  capital = trg_capital_of_realm (ts_trigon_game_get_realm (game_of (&f), seat));
  gtk_widget_grab_focus (canvas_of (&f));
  while (scene_of (&f)->cursor != capital && guard++ < TRG_N_POSITIONS)
    ts_test_activate (canvas_of (&f), "board.jump-legal", g_variant_new_int32 (1));
  g_assert_cmpint (scene_of (&f)->cursor, ==, capital);
  ts_test_activate (canvas_of (&f), "board.activate", NULL);
  g_assert_cmpint (scene_of (&f)->selected, ==, capital);
  /* The next lit place is a target of the army (or the capital again). */
  do
    ts_test_activate (canvas_of (&f), "board.jump-legal", g_variant_new_int32 (1));
  while (scene_of (&f)->cursor == capital && guard++ < 80);
  g_assert_true (scene_of (&f)->targets[scene_of (&f)->cursor].reachable);
  ts_test_activate (canvas_of (&f), "board.activate", NULL);
  move = ts_test_board_play_emitted (&f);
  g_assert_true (move.kind == TRG_MOVE_STEP || move.kind == TRG_MOVE_SAIL);

  ts_test_board_hand_to_current (&f);
  ts_test_activate (f.board, "board.button", g_variant_new_int32 (TRG_BUTTON_END));
  if (scene_of (&f)->confirm_end)
    ts_test_activate (f.board, "board.button", g_variant_new_int32 (TRG_BUTTON_END));
  move = ts_test_board_play_emitted (&f);
  g_assert_cmpint (move.kind, ==, TRG_MOVE_END);
  ts_test_board_close (&f);
}

/* Zoom and pan by keys: "+" zooms about the centre, Ctrl+arrows pan, "0"
 * fits again; a place stays where the map puts it. */
static void
test_zoom_pan_keys (void)
{
  Fixture f = { 0 };
  TsBoardCanvas *canvas;
  double x0, y0, x1, y1, x2, y2;
  int n1 = trg_position_from_id ("N1");

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  open_new (&f, 5, 2, 1280, 800);
  ts_test_board_hand_to_current (&f);
  canvas = TS_BOARD_CANVAS (canvas_of (&f));
  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  g_assert_true (ts_trigon_board_get_position_point (settled (&f), n1, &x0, &y0));
  ts_test_activate (GTK_WIDGET (canvas), "canvas.zoom-in", NULL);
  ts_test_activate (GTK_WIDGET (canvas), "canvas.zoom-in", NULL);
  g_assert_cmpfloat (ts_board_canvas_get_zoom (canvas), >, 1.5);
  g_assert_true (ts_trigon_board_get_position_point (settled (&f), n1, &x1, &y1));
  g_assert_cmpfloat (fabs (x1 - x0) + fabs (y1 - y0), >, 10);
  /* Ctrl+Left shows more of the west: the places move right. */
  ts_test_activate (f.board, "board.pan", g_variant_new ("(ii)", 1, 0));
  g_assert_true (ts_trigon_board_get_position_point (settled (&f), n1, &x2, &y2));
  g_assert_cmpfloat (x2, >, x1 + 10);
  g_assert_cmpfloat (fabs (y2 - y1), <, 0.5);
  /* A click still lands where the place is drawn. */
  {
    int capital = trg_capital_of_realm (ts_trigon_game_get_realm (game_of (&f),
                                                                  ts_game_get_current_seat (TS_GAME (game_of (&f)))));

    click_position (&f, capital);
    g_assert_cmpint (scene_of (&f)->selected, ==, capital);
  }
  ts_test_activate (GTK_WIDGET (canvas), "canvas.zoom-fit", NULL);
  g_assert_cmpfloat (ts_board_canvas_get_zoom (canvas), ==, 1.0);
  g_assert_true (ts_trigon_board_get_position_point (settled (&f), n1, &x2, &y2));
  g_assert_cmpfloat (fabs (x2 - x0), <, 0.5);
  g_assert_cmpfloat (fabs (y2 - y0), <, 0.5);
  ts_test_board_close (&f);
}

/* A battle between two humans: the attacker's eyes, then the defender's
 * (a curtain between them in the window); each sees only its own cards,
 * answers only its own prompt. */
static void
test_battle_two_humans (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  Fixture f = { 0 };
  int l1 = P ("L1"), l6 = P ("L6"), i = -1;
  const TrgScene *scene;
  TsMove move;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  put_capital (game, 0, 1);
  put_capital (game, 1, 2);
  put_settlement (game, 1, P ("L5"), card_any (game), 1, FALSE);
  put_figures (game, 1, l1, TRG_FIG_KNIGHT, 2);
  put_figures (game, 0, l6, TRG_FIG_KNIGHT, 5);
  deal_event (game, 0, TRG_E_CAVALERIE);
  deal_event (game, 1, TRG_E_VERDEDIGINGSTOREN);
  open_position (&f, game, 1280, 800);

  /* Green attacks with the mouse: the target shows both dice. */
  ts_test_board_hand_to (&f, 0);
  click_position (&f, l6);
  scene = scene_of (&f);
  g_assert_true (scene->targets[l1].attack);
  g_assert_cmpint (scene->targets[l1].att_dice, ==, 5);
  g_assert_cmpint (scene->targets[l1].def_dice, ==, 5);
  click_position (&f, l1);
  move = ts_test_board_play_emitted (&f);
  g_assert_cmpint (move.kind, ==, TRG_MOVE_STEP);
  g_assert_cmpint (ts_trigon_game_get_phase (game_of (&f)), ==, TRG_PHASE_ATTACK_CARDS);

  /* Green's battle cards: its Cavalerie is offered, purple's card is not
   * shown to it. */
  ts_test_board_hand_to (&f, 0);
  scene = scene_of (&f);
  g_assert_cmpint (scene->step, ==, TRG_STEP_CHOICE);
  g_assert_null (part (&f, "card", TRG_E_VERDEDIGINGSTOREN));
  for (guint k = 0; k < scene->n_choices; k++)
    if (scene->choices[k].move.kind == TRG_MOVE_CARDS && scene->choices[k].move.arg[0] == TRG_CARD_CAVALERIE)
      i = (int) k;
  g_assert_cmpint (i, >=, 0);
  click_button (&f, part (&f, "choice", i));
  move = ts_test_board_play_emitted (&f);
  g_assert_cmpint (move.arg[0], ==, TRG_CARD_CAVALERIE);

  /* Purple, behind its curtain, sees green's play and answers. */
  g_assert_cmpint (ts_trigon_game_get_phase (game_of (&f)), ==, TRG_PHASE_DEFENCE_CARDS);
  g_assert_cmpint (ts_game_get_current_seat (TS_GAME (game_of (&f))), ==, 1);
  /* Green's eyes: not its decision, nothing to choose. */
  ts_test_board_hand_to (&f, 0);
  g_assert_cmpint (scene_of (&f)->step, ==, TRG_STEP_NONE);
  ts_test_activate (f.board, "board.choose", g_variant_new_int32 (0));
  g_assert_cmpuint (f.emitted->len, ==, 0);
  ts_test_board_hand_to (&f, 1);
  scene = scene_of (&f);
  g_assert_cmpint (scene->step, ==, TRG_STEP_CHOICE);
  g_assert_nonnull (part (&f, "card", TRG_E_VERDEDIGINGSTOREN));
  g_assert_null (part (&f, "card", TRG_E_CAVALERIE));
  i = -1;
  for (guint k = 0; k < scene->n_choices; k++)
    if (scene->choices[k].move.kind == TRG_MOVE_CARDS && scene->choices[k].move.arg[0] == TRG_CARD_TOREN)
      i = (int) k;
  g_assert_cmpint (i, >=, 0);
  /* Key 1–9 picks a choice. */
  ts_test_activate (f.board, "board.choose", g_variant_new_int32 (i));
  move = ts_test_board_play_emitted (&f);
  g_assert_cmpint (move.arg[0], ==, TRG_CARD_TOREN);
  /* The battle has rolled: somebody chooses a loss, or it is decided. */
  g_assert_cmpint (ts_trigon_game_get_phase (game_of (&f)), !=, TRG_PHASE_DEFENCE_CARDS);
  ts_test_board_close (&f);
}

/* The window sizes of the issue: map and panel side by side (or stacked
 * when narrow), the prompt, the choices, the buttons reachable; every
 * place inside the map. */
static void
test_layout (void)
{
  static const int sizes[][2] = {
    { 800, 600 }, { 1024, 720 }, { 1280, 800 }, { 1366, 768 }, { 1920, 1080 },
  };

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      Fixture f = { 0 };
      graphene_rect_t canvas, content;
      TsTrigonBoard *board;
      double x, y, scale;
      gboolean whole;

      open_new (&f, 31 + i, 4, sizes[i][0], sizes[i][1]);
      ts_test_board_hand_to_current (&f);
      board = settled (&f);
      g_assert_true (gtk_widget_compute_bounds (ts_trigon_board_get_canvas (board), f.board, &canvas));
      g_assert_cmpfloat (canvas.size.width, >=, 300);
      g_assert_cmpfloat (canvas.size.height, >=, 200);
      assert_reaches (&f, part (&f, "prompt", 0));
      assert_reaches (&f, part (&f, "button", TRG_BUTTON_END));
      /* The texts are readable at every size: where the whole map would
       * make them smaller, it is shown larger and panned. */
      scale = ts_board_canvas_get_scale (TS_BOARD_CANVAS (ts_trigon_board_get_canvas (board)));
      g_assert_cmpfloat (9.0 * 1.5 * scale, >=, TRG_MIN_TEXT_PX - 0.01);
      g_assert_true (ts_board_canvas_get_content_rect (TS_BOARD_CANVAS (ts_trigon_board_get_canvas (board)), &content));
      whole = content.size.width <= canvas.size.width + 0.5 && content.size.height <= canvas.size.height + 0.5;
      g_test_message ("%d × %d: %.2f px a unit, the whole map %s", sizes[i][0], sizes[i][1], scale,
                      whole ? "in view" : "panned");
      for (int p = 0; p < TRG_N_POSITIONS; p++)
        {
          g_assert_true (ts_trigon_board_get_position_point (board, p, &x, &y));
          /* In the canvas's own coordinates: inside it, or inside the
           * panned map. */
          g_assert_cmpfloat (x, >, whole ? 0 : content.origin.x);
          g_assert_cmpfloat (x, <, whole ? canvas.size.width : content.origin.x + content.size.width);
          g_assert_cmpfloat (y, >, whole ? 0 : content.origin.y);
          g_assert_cmpfloat (y, <, whole ? canvas.size.height : content.origin.y + content.size.height);
        }
      ts_test_board_close (&f);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  have_display = gtk_init_check ();
  ts_games_ensure ();

  g_test_add_func ("/board-trigon/turn/mouse", test_turn_mouse);
  g_test_add_func ("/board-trigon/turn/keys", test_turn_keys);
  g_test_add_func ("/board-trigon/zoom-pan-keys", test_zoom_pan_keys);
  g_test_add_func ("/board-trigon/battle-two-humans", test_battle_two_humans);
  g_test_add_func ("/board-trigon/layout", test_layout);
  return g_test_run ();
}
