/* test-board-trehgrannik.c — the Trehgrannik board, driven by simulated
 * clicks and key actions under a display (Xvfb)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include <glib/gi18n.h>
#include <locale.h>

#include "trehgrannik-board.h"
#include "trehgrannik-board-private.h"
#include "trehgrannik-game.h"
#include "ts-board-canvas.h"
#include "ts-card-view.h"
#include "test-board-util.h"
#include "ts-games.h"
#include "ts-log-view.h"
#include "ts-match.h"

static gboolean have_display;

typedef TsTestBoard Fixture;

static gboolean
board_laid_out (gpointer data)
{
  GtkWidget *widget = data;

  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) >= 100;
}

static void
fixture_setup_full (Fixture *f,
                    guint64  seed,
                    guint    n,
                    int      width,
                    int      height)
{
  static const char * const names[] = { "Ada", "Bob", "Cyd", "Dee" };
  static const char * const colours[] = { "red", "blue", "green", "yellow" };
  g_autoptr (TsSetup) setup = ts_test_board_setup ("trehgrannik", n, seed, names, colours);
  g_autoptr (GError) error = NULL;
  TsMatch *match = ts_match_new (setup, &error);

  g_assert_no_error (error);
  ts_test_board_open (f, ts_trehgrannik_board_new (), match, width, height);
  ts_test_wait_until (board_laid_out, f->board, FALSE);
}

static TsTrehgrannikGame *
game_of (Fixture *f)
{
  return TS_TREHGRANNIK_GAME (ts_match_get_game (f->match));
}

static TsTrehgrannikBoard *
settled (Fixture *f)
{
  ts_test_wait_for_paint (f->window, f->board);
  return TS_TREHGRANNIK_BOARD (f->board);
}

static const TgScene *
scene_of (Fixture *f)
{
  return ts_trehgrannik_board_get_scene (settled (f));
}

/* A click on WIDGET of the panel, where it is drawn: what the pointer
 * would reach there must be WIDGET (not covered, not scrolled away). */
static void
click_widget (Fixture   *f,
              GtkWidget *widget)
{
  graphene_rect_t r;
  GtkWidget *picked, *target;

  g_assert_nonnull (widget);
  settled (f);
  g_assert_true (gtk_widget_compute_bounds (widget, f->window, &r));
  picked = gtk_widget_pick (f->window, r.origin.x + r.size.width / 2,
                            r.origin.y + r.size.height / 2, GTK_PICK_DEFAULT);
  g_assert_nonnull (picked);
  target = gtk_widget_get_ancestor (picked, GTK_TYPE_BUTTON);
  if (target != NULL)
    {
      g_assert_true (target == widget);
      g_assert_true (gtk_widget_is_sensitive (target));
      g_signal_emit_by_name (target, "clicked");
      return;
    }
  target = gtk_widget_get_ancestor (picked, TS_TYPE_CARD_VIEW);
  g_assert_true (target == widget);
  g_assert_true (gtk_widget_activate (target));
}

static void
click_hex (Fixture *f,
           int      hex)
{
  double x, y;

  g_assert_true (ts_trehgrannik_board_get_hex_point (settled (f), hex, &x, &y));
  ts_test_click (ts_trehgrannik_board_get_canvas (TS_TREHGRANNIK_BOARD (f->board)), x, y);
}

static GtkWidget *
part (Fixture    *f,
      const char *what,
      int         arg)
{
  return ts_trehgrannik_board_get_part (settled (f), what, arg);
}

static gboolean
one_emitted (gpointer data)
{
  Fixture *f = data;

  return f->emitted->len > 0;
}

static void
test_add_cards (void)
{
  Fixture f = { 0 };
  guint hand;
  int market = -1;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup_full (&f, 3, 2, 1280, 800);
  ts_test_board_hand_to_current (&f);
  hand = ts_trehgrannik_game_get_hand_size (game_of (&f), 0);

  click_widget (&f, part (&f, "deck", 0));
  g_assert_cmpint (ts_test_board_play_emitted (&f).kind, ==, TG_MOVE_TAKE);
  ts_test_board_hand_to_current (&f);
  for (int c = 0; c < TG_N_CARDS && market < 0; c++)
    if (ts_trehgrannik_game_get_market_count (game_of (&f), c) > 0)
      market = c;
  g_assert_true (ts_card_view_get_legal (TS_CARD_VIEW (part (&f, "market", market))));
  click_widget (&f, part (&f, "market", market));
  g_assert_cmpint (ts_test_board_play_emitted (&f).arg[0], ==, market);

  g_assert_cmpuint (ts_trehgrannik_game_get_hand_size (game_of (&f), 0), ==, hand + 2);
  g_assert_cmpint (ts_game_get_current_seat (TS_GAME (game_of (&f))), ==, 1);
  ts_test_board_close (&f);
}

static int
first_bit (guint64 mask)
{
  for (int c = 0; c < 64; c++)
    if (mask & (G_GUINT64_CONSTANT (1) << c))
      return c;
  return -1;
}

/* Cards, direction and slots of a construction through the panel and the
 * map. */
static void
finish_build (Fixture *f,
              int      site)
{
  const TgScene *scene = scene_of (f);
  guint64 mask;

  g_assert_cmpint (scene->step, ==, TG_STEP_BUILD);
  g_assert_false (gtk_widget_is_sensitive (part (f, "build", 0)));
  /* Tab reaches the button itself, not a wrapper around it. */
  g_assert_true (gtk_widget_get_focusable (part (f, "build", 0)));
  g_assert_false (gtk_widget_get_focusable (gtk_widget_get_parent (part (f, "build", 0))));
  mask = scene->build_mask[0];
  for (int c = 0; c < TG_N_CARDS; c++)
    for (guint k = 0; k < scene_of (f)->build_count[0][c]; k++)
      {
        g_assert_true (mask & (G_GUINT64_CONSTANT (1) << c));
        click_widget (f, part (f, "hand", c));
        g_assert_true (ts_card_view_get_selected (TS_CARD_VIEW (part (f, "hand", c))));
      }
  g_assert_cmpuint (f->emitted->len, ==, 0);
  click_widget (f, part (f, "build", 0));
  g_assert_cmpint (ts_test_board_play_emitted (f).kind, ==, TG_MOVE_BUILD);
  ts_test_board_hand_to_current (f);
  while (scene_of (f)->step == TG_STEP_LINE)
    {
      int next = -1;

      for (int d = 0; next < 0 && d < TS_HEX_N_DIRECTIONS; d++)
        next = tg_hex_neighbour (site, d);
      click_hex (f, next);
      g_assert_cmpint (ts_test_board_play_emitted (f).kind, ==, TG_MOVE_LINE);
      ts_test_board_hand_to_current (f);
    }
  while (scene_of (f)->step == TG_STEP_SLOT)
    {
      TgSlot slot = scene_of (f)->slot_ok[TG_SLOT_CENTER] ? TG_SLOT_CENTER : TG_SLOT_CARGO;

      g_assert_true (gtk_widget_get_mapped (part (f, "slot", slot)));
      click_widget (f, part (f, "slot", slot));
      g_assert_cmpint (ts_test_board_play_emitted (f).kind, ==, TG_MOVE_SLOT);
      ts_test_board_hand_to_current (f);
    }
  g_assert_cmpint (ts_trehgrannik_game_get_project (game_of (f), tg_hex_at (site), NULL), !=,
                   TG_PROJECT_NONE);
}

static int
find_site (const TgScene *scene)
{
  for (int h = 0; h < TG_N_HEXES; h++)
    if (scene->site[h] && scene->dest_fees[h] != 0)
      return h;
  return -1;
}

static void
test_move_and_build_mouse (void)
{
  Fixture f = { 0 };
  const TgScene *scene;
  int site, fee;
  TsMove move;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup_full (&f, 11, 2, 1280, 800);
  ts_test_board_hand_to_current (&f);
  scene = scene_of (&f);
  site = find_site (scene);
  g_assert_cmpint (site, >=, 0);
  fee = first_bit (scene->dest_fees[site]);

  /* The hex, then (if several cards could pay) the fee card. */
  click_hex (&f, site);
  if (f.emitted->len == 0)
    {
      g_assert_cmpint (scene_of (&f)->pending_dest, ==, site);
      g_assert_true (gtk_widget_get_mapped (part (&f, "prompt", 0)));
      click_widget (&f, part (&f, "hand", fee));
    }
  move = ts_test_board_play_emitted (&f);
  g_assert_cmpint (move.kind, ==, TG_MOVE_FEE);
  /* The destination follows by itself. */
  ts_test_board_hand_to_current (&f);
  ts_test_wait_until (one_emitted, &f, FALSE);
  move = ts_test_board_play_emitted (&f);
  g_assert_cmpint (move.kind, ==, TG_MOVE_GO);
  g_assert_cmpint (tg_hex_index ((TsHex) { move.arg[0], move.arg[1] }), ==, site);
  ts_test_board_hand_to_current (&f);
  finish_build (&f, site);
  g_assert_cmpint (ts_game_get_current_seat (TS_GAME (game_of (&f))), ==, 1);
  ts_test_board_close (&f);
}

static void
test_move_and_build_keys (void)
{
  Fixture f = { 0 };
  GtkWidget *canvas;
  int site, guard = 0;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup_full (&f, 11, 2, 1280, 800);
  ts_test_board_hand_to_current (&f);
  canvas = ts_trehgrannik_board_get_canvas (settled (&f));
  do
    ts_test_activate (canvas, "board.jump-legal", g_variant_new_int32 (1));
  while (!scene_of (&f)->site[scene_of (&f)->cursor] && ++guard < TG_N_HEXES);
  site = scene_of (&f)->cursor;
  ts_test_activate (canvas, "board.activate", NULL);
  if (f.emitted->len == 0)
    {
      /* Escape forgets the hex; the fee card first, then Enter. */
      ts_test_activate (canvas, "board.cancel", NULL);
      g_assert_cmpint (scene_of (&f)->pending_dest, ==, -1);
      ts_test_activate (canvas, "board.hand",
                        g_variant_new_int32 (first_bit (scene_of (&f)->dest_fees[site])));
      g_assert_cmpuint (f.emitted->len, ==, 0);
      ts_test_activate (canvas, "board.activate", NULL);
    }
  g_assert_cmpint (ts_test_board_play_emitted (&f).kind, ==, TG_MOVE_FEE);
  ts_test_board_hand_to_current (&f);
  ts_test_wait_until (one_emitted, &f, FALSE);
  g_assert_cmpint (ts_test_board_play_emitted (&f).kind, ==, TG_MOVE_GO);
  ts_test_board_hand_to_current (&f);
  finish_build (&f, site);
  ts_test_board_close (&f);
}

/* Zoom: "+" (canvas.zoom-in) makes a hex bigger on screen, a click still
 * lands on the hex drawn there, Ctrl+arrows pan, "0" (canvas.zoom-fit)
 * brings the whole planet back. */
static void
test_zoom (void)
{
  Fixture f = { 0 };
  TsBoardCanvas *canvas;
  double x0, y0, x1, y1, x2, y2, ax, ay, bx, by;
  int centre = tg_hex_index ((TsHex) { 0, 0 }), site = -1;
  int width, height;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup_full (&f, 11, 4, 800, 600);
  ts_test_board_hand_to_current (&f);
  canvas = TS_BOARD_CANVAS (ts_trehgrannik_board_get_canvas (settled (&f)));
  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  g_assert_true (ts_trehgrannik_board_get_hex_point (settled (&f), centre, &x0, &y0));
  g_assert_true (ts_trehgrannik_board_get_hex_point (settled (&f), tg_hex_index ((TsHex) { 1, 0 }),
                                                     &ax, &ay));
  ts_test_activate (GTK_WIDGET (canvas), "canvas.zoom-in", NULL);
  ts_test_activate (GTK_WIDGET (canvas), "canvas.zoom-in", NULL);
  ts_test_activate (GTK_WIDGET (canvas), "canvas.zoom-in", NULL);
  g_assert_cmpfloat (ts_board_canvas_get_zoom (canvas), >, 1.9);
  /* A hex is twice as wide on screen. */
  g_assert_true (ts_trehgrannik_board_get_hex_point (settled (&f), centre, &x1, &y1));
  g_assert_true (ts_trehgrannik_board_get_hex_point (settled (&f), tg_hex_index ((TsHex) { 1, 0 }),
                                                     &bx, &by));
  g_assert_cmpfloat (hypot (bx - x1, by - y1), >, 1.9 * hypot (ax - x0, ay - y0));
  /* Ctrl+Left shows more of the west: the hexes move right. */
  ts_test_activate (GTK_WIDGET (canvas), "board.pan", g_variant_new ("(ii)", 1, 0));
  g_assert_true (ts_trehgrannik_board_get_hex_point (settled (&f), centre, &x2, &y2));
  g_assert_cmpfloat (x2, >, x1 + 10);
  g_assert_cmpfloat (fabs (y2 - y1), <, 0.5);

  /* A building site in view: a click there picks it. */
  width = gtk_widget_get_width (GTK_WIDGET (canvas));
  height = gtk_widget_get_height (GTK_WIDGET (canvas));
  for (int h = 0; h < TG_N_HEXES && site < 0; h++)
    if (scene_of (&f)->site[h] && scene_of (&f)->dest_fees[h] != 0
        && ts_trehgrannik_board_get_hex_point (settled (&f), h, &x1, &y1)
        && x1 > 20 && x1 < width - 20 && y1 > 20 && y1 < height - 20)
      site = h;
  g_assert_cmpint (site, >=, 0);
  click_hex (&f, site);
  if (f.emitted->len == 0)
    g_assert_cmpint (scene_of (&f)->pending_dest, ==, site);
  else
    g_assert_cmpint (g_array_index (f.emitted, TsMove, 0).kind, ==, TG_MOVE_FEE);
  g_assert_cmpint (scene_of (&f)->cursor, ==, site);

  ts_test_activate (GTK_WIDGET (canvas), "canvas.zoom-fit", NULL);
  g_assert_cmpfloat (ts_board_canvas_get_zoom (canvas), ==, 1.0);
  g_assert_true (ts_trehgrannik_board_get_hex_point (settled (&f), centre, &x2, &y2));
  g_assert_cmpfloat (fabs (x2 - x0), <, 0.5);
  g_assert_cmpfloat (fabs (y2 - y0), <, 0.5);
  ts_test_board_close (&f);
}

/* Fusion Generator and its Block: the Build button builds the richer
 * doubled module, a second button (Tab reaches it; Shift+Enter on the map)
 * the base. */
static void
test_build_choice (void)
{
  static const char * const names[] = { "Ada", "Bob" };
  static const char * const colours[] = { "red", "blue" };
  static const int hand[] = { TG_GEN_1, TG_BLK_1, TG_LOG_3 };
  g_autoptr (TsSetup) setup = ts_test_board_setup ("trehgrannik", 2, 7, names, colours);
  g_autoptr (TsGame) start = NULL;
  g_autoptr (GError) error = NULL;
  TsTrehgrannikGame *tg;
  Fixture f = { 0 };
  GtkWidget *build, *other;
  TsMove move;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  setup->first_seat = 0;
  ts_setup_set_option (setup, "layout", 1);
  start = ts_game_new ("trehgrannik", setup, &error);
  g_assert_no_error (error);
  tg = TS_TREHGRANNIK_GAME (start);
  for (int s = 0; s < 2; s++)
    g_assert_true (ts_trehgrannik_game_set_hand (tg, s, NULL, 0));
  g_assert_true (ts_trehgrannik_game_set_hand (tg, 0, hand, G_N_ELEMENTS (hand)));
  ts_trehgrannik_game_set_tiles (tg, 0, TG_FORE_OVERRIDE, TG_MAIN_CLIMBER);
  g_assert_true (ts_trehgrannik_game_fill_slot (tg, 0, TG_SLOT_FOREPART,
                                                ts_trehgrannik_game_get_slot_capacity (tg, TG_SLOT_FOREPART)));
  ts_trehgrannik_game_set_harvester (tg, 0, (TsHex) { 0, 0 });
  ts_trehgrannik_game_set_project (tg, (TsHex) { 1, 0 }, 0, TG_PROJECT_MODULE);
  ts_trehgrannik_game_set_project (tg, (TsHex) { 3, 0 }, 0, TG_PROJECT_MODULE);
  ts_trehgrannik_game_set_project (tg, (TsHex) { 2, 1 }, 0, TG_PROJECT_BASE);
  ts_test_board_open (&f, ts_trehgrannik_board_new (), ts_match_new_from_position (setup, start),
                      1280, 800);
  ts_test_wait_until (board_laid_out, f.board, FALSE);
  move = ts_trehgrannik_move_use (TG_FORE_OVERRIDE);
  g_assert_true (ts_match_play (f.match, &move, NULL));
  move = ts_trehgrannik_move_fee (TG_LOG_3);
  g_assert_true (ts_match_play (f.match, &move, NULL));
  move = ts_trehgrannik_move_go ((TsHex) { 2, 0 });
  g_assert_true (ts_match_play (f.match, &move, NULL));
  ts_test_board_hand_to_current (&f);
  g_assert_cmpint (scene_of (&f)->step, ==, TG_STEP_BUILD);

  click_widget (&f, part (&f, "hand", TG_GEN_1));
  build = part (&f, "build", 0);
  other = part (&f, "build", 1);
  g_assert_true (gtk_widget_get_mapped (build));
  g_assert_false (gtk_widget_get_mapped (other));
  g_assert_nonnull (strstr (gtk_button_get_label (GTK_BUTTON (build)), "module: +3\u00a0GC"));
  click_widget (&f, part (&f, "hand", TG_BLK_1));
  g_assert_true (gtk_widget_get_mapped (other));
  g_assert_true (gtk_widget_get_focusable (other));
  g_assert_true (gtk_widget_is_sensitive (other));
  g_assert_nonnull (strstr (gtk_button_get_label (GTK_BUTTON (build)),
                            "doubled module: +6\u00a0GC"));
  g_assert_nonnull (strstr (gtk_button_get_label (GTK_BUTTON (other)), "base: +5\u00a0GC"));
  g_assert_cmpuint (f.emitted->len, ==, 0);
  click_widget (&f, other);
  move = ts_test_board_play_emitted (&f);
  g_assert_cmpint (move.kind, ==, TG_MOVE_BUILD);
  g_assert_cmpint (ts_trehgrannik_game_get_project (game_of (&f), (TsHex) { 2, 0 }, NULL), ==,
                   TG_PROJECT_BASE);
  g_assert_cmpint (ts_trehgrannik_game_get_gc (game_of (&f), 0), ==, 5);

  /* Undone: the same from the keyboard, the other construction by
   * "board.build" 1 (Shift+Enter on the map). */
  g_assert_true (ts_match_undo (f.match));
  ts_test_board_hand_to_current (&f);
  ts_test_activate (f.board, "board.hand", g_variant_new_int32 (TG_GEN_1));
  ts_test_activate (f.board, "board.hand", g_variant_new_int32 (TG_BLK_1));
  ts_test_activate (ts_trehgrannik_board_get_canvas (settled (&f)), "board.build",
                    g_variant_new_int32 (1));
  move = ts_test_board_play_emitted (&f);
  g_assert_cmpint (ts_trehgrannik_game_get_project (game_of (&f), (TsHex) { 2, 0 }, NULL), ==,
                   TG_PROJECT_BASE);
  ts_test_board_close (&f);
}

/* Two humans: the other seat's eyes see its own hand and of the one on
 * turn a count; while a curtain is up nothing is chosen. */
static void
test_curtain (void)
{
  Fixture f = { 0 };
  int seat;
  GtkWidget *cards;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup_full (&f, 5, 2, 1024, 720);
  seat = ts_game_get_current_seat (TS_GAME (game_of (&f)));

  ts_board_set_viewer (TS_BOARD (f.board), seat);
  ts_board_set_interactive (TS_BOARD (f.board), FALSE);
  settled (&f);
  ts_test_activate (f.board, "board.take", g_variant_new_int32 (-1));
  ts_test_activate (f.board, "board.activate", NULL);
  g_assert_cmpuint (f.emitted->len, ==, 0);
  g_assert_cmpint (scene_of (&f)->step, ==, TG_STEP_NONE);

  ts_test_board_hand_to (&f, 1 - seat);
  ts_test_activate (f.board, "board.take", g_variant_new_int32 (-1));
  g_assert_cmpuint (f.emitted->len, ==, 0);
  for (int c = 0; c < TG_N_CARDS; c++)
    {
      guint mine = ts_trehgrannik_game_get_hand_count (game_of (&f), 1 - seat, c);

      g_assert_cmpint (part (&f, "hand", c) != NULL, ==, mine > 0);
    }
  /* The other hand: a count in words, never its cards. */
  {
    guint n = ts_trehgrannik_game_get_hand_size (game_of (&f), seat);
    g_autofree char *want = g_strdup_printf ("%u card%s", n, n == 1 ? "" : "s");

    cards = part (&f, "cards", seat);
    g_assert_true (gtk_widget_get_mapped (cards));
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (cards)), ==, want);
  }

  ts_test_board_hand_to_current (&f);
  ts_test_activate (f.board, "board.take", g_variant_new_int32 (-1));
  g_assert_cmpuint (f.emitted->len, ==, 1);
  ts_test_board_close (&f);
}

static void
assert_reaches (Fixture   *f,
                GtkWidget *widget)
{
  graphene_rect_t r;
  GtkWidget *picked;
  double x, y;

  g_assert_true (gtk_widget_compute_bounds (widget, f->window, &r));
  x = r.origin.x + r.size.width / 2;
  y = r.origin.y + r.size.height / 2;
  g_assert_cmpfloat (x, <, gtk_widget_get_width (f->window));
  g_assert_cmpfloat (y, <, gtk_widget_get_height (f->window));
  picked = gtk_widget_pick (f->window, x, y, GTK_PICK_DEFAULT);
  g_assert_nonnull (picked);
  g_assert_true (picked == widget || gtk_widget_is_ancestor (picked, widget));
}

/* WIDGET lies whole inside the window and inside the shown part of every
 * scrolled window around it. */
static void
assert_whole_in_view (Fixture    *f,
                      GtkWidget  *widget,
                      const char *what)
{
  graphene_rect_t b, shown;
  double w = gtk_widget_get_width (f->window), h = gtk_widget_get_height (f->window);

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, f->window, &b));
  if (b.origin.x < -0.5 || b.origin.y < -0.5 || b.origin.x + b.size.width > w + 0.5
      || b.origin.y + b.size.height > h + 0.5)
    g_error ("%s (%g,%g %g × %g) is not inside the window (%g × %g)", what, b.origin.x, b.origin.y,
             b.size.width, b.size.height, w, h);
  for (GtkWidget *up = gtk_widget_get_parent (widget); up != NULL; up = gtk_widget_get_parent (up))
    if (GTK_IS_SCROLLED_WINDOW (up))
      {
        g_assert_true (gtk_widget_compute_bounds (up, f->window, &shown));
        if (b.origin.y < shown.origin.y - 0.5 || b.origin.y + b.size.height > shown.origin.y + shown.size.height + 0.5)
          g_error ("%s (%g,%g %g × %g) is scrolled away", what, b.origin.x, b.origin.y, b.size.width,
                   b.size.height);
      }
}

/* Every visible widget of class "board-action" under ROOT is whole in
 * view; how many. */
static guint
check_actions (Fixture   *f,
               GtkWidget *root)
{
  guint n = 0;

  if (!gtk_widget_get_visible (root) || !gtk_widget_get_child_visible (root))
    return 0;
  if (gtk_widget_has_css_class (root, "board-action"))
    {
      assert_whole_in_view (f, root, G_OBJECT_TYPE_NAME (root));
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += check_actions (f, child);
  return n;
}

/* The name and the score of each of N seats: whole in view, never
 * shortened. */
static void
check_scores (Fixture *f,
              guint    n)
{
  for (guint s = 0; s < n; s++)
    {
      GtkWidget *name = part (f, "name", (int) s);
      GtkWidget *score = part (f, "score", (int) s);

      assert_whole_in_view (f, name, "a seat's name");
      assert_whole_in_view (f, score, "a seat's score");
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (name))));
      g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (score)), "GC"));
    }
}

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
      graphene_rect_t canvas, panel;
      TsTrehgrannikBoard *board;
      const TgScene *scene;
      double x, y;
      int card = -1, dest = -1;

      fixture_setup_full (&f, 21 + i, 4, sizes[i][0], sizes[i][1]);
      ts_test_board_hand_to_current (&f);
      board = settled (&f);
      g_assert_true (gtk_widget_compute_bounds (ts_trehgrannik_board_get_canvas (board), f.board,
                                                &canvas));
      g_assert_true (gtk_widget_compute_bounds (ts_trehgrannik_board_get_panel (board), f.board,
                                                &panel));
      /* Side by side, the map at a usable size. */
      g_assert_cmpfloat (panel.origin.x, >=, canvas.origin.x + canvas.size.width - 0.5);
      g_assert_cmpfloat (canvas.size.width, >=, 300);
      g_assert_cmpfloat (canvas.size.height, >=, 300);
      /* The actions, the names and the scores, whole in view. */
      assert_reaches (&f, part (&f, "prompt", 0));
      g_assert_cmpuint (check_actions (&f, f.board), >=, 1);
      assert_whole_in_view (&f, part (&f, "draw", 0), "Draw a card");
      check_scores (&f, 4);
      /* Adding cards: the deck and the market stacks. */
      assert_reaches (&f, part (&f, "deck", 0));
      for (int c = 0; c < TG_N_CARDS; c++)
        if (part (&f, "market", c) != NULL)
          assert_reaches (&f, part (&f, "market", c));
      /* A hex picked to move to: the fee is paid with a hand card, which
       * the panel brings into view. */
      scene = ts_trehgrannik_board_get_scene (board);
      for (int h = 0; h < TG_N_HEXES && dest < 0; h++)
        if (scene->dest_fees[h] != 0)
          dest = h;
      g_assert_cmpint (dest, >=, 0);
      click_hex (&f, dest);
      g_assert_cmpint (scene_of (&f)->pending_dest, ==, dest);
      card = first_bit (scene_of (&f)->dest_fees[dest]);
      for (guint k = 0; k < 10; k++)
        settled (&f);
      assert_reaches (&f, part (&f, "hand", card));
      g_assert_cmpuint (check_actions (&f, f.board), >=, 1);
      assert_whole_in_view (&f, part (&f, "cancel", 0), "Cancel");
      check_scores (&f, 4);
      for (int h = 0; h < TG_N_HEXES; h++)
        {
          g_assert_true (ts_trehgrannik_board_get_hex_point (board, h, &x, &y));
          /* In the canvas's own coordinates. */
          g_assert_cmpfloat (x, >, 0);
          g_assert_cmpfloat (x, <, canvas.size.width);
          g_assert_cmpfloat (y, >, 0);
          g_assert_cmpfloat (y, <, canvas.size.height);
        }
      ts_test_board_close (&f);
    }
}

/* Every card's face holds its name and what it does at 9 px or more, no
 * word broken, in English and in each translation built (a stack of three
 * draws the face smallest). */
static void
test_card_faces (void)
{
  static const char * const languages[] = { "en", "de", "ru", "cs", "nl" };
  g_autofree char *localedir = g_test_build_filename (G_TEST_BUILT, "..", "po", NULL);
  const char *old = g_getenv ("LANGUAGE");
  g_autofree char *saved = g_strdup (old);
  g_autoptr(GString) crowded = g_string_new (NULL);

  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *mo = g_build_filename (localedir, languages[l], "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);

      if (l > 0 && !g_file_test (mo, G_FILE_TEST_EXISTS))
        continue;
      g_setenv ("LANGUAGE", languages[l], TRUE);
      setlocale (LC_ALL, "");
      for (int c = 0; c < TG_N_CARDS; c++)
        {
          /* The card view's margin (4 px a side) and the lift of a stack
           * of all its copies (2.5 px a card, at most three drawn). */
          double lift = 2.5 * (MIN (tg_cards[c].count, 3) - 1);
          gboolean fits = tg_card_face_fits (c, TG_CARD_W - 8 - lift, TG_CARD_H - 8 - lift);

          if (!fits)
            g_string_append_printf (crowded, "%s: the face of %s does not hold its words\n",
                                    languages[l], tg_cards[c].code);
        }
    }
  if (saved != NULL)
    g_setenv ("LANGUAGE", saved, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "");
  g_assert_cmpstr (crowded->str, ==, "");
}

/* To the end: the prompt names the winner, every seat's hand and the
 * projects built are in the panel. */
static void
test_game_over (void)
{
  Fixture f = { 0 };
  guint i = 0;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup_full (&f, 17, 3, 1280, 800);
  while (!ts_game_is_over (ts_match_get_game (f.match)))
    {
      g_autoptr (GArray) moves = ts_game_list_moves (ts_match_get_game (f.match));
      /* Builds first, so that the game ends by its supplies. */
      TsMove move = g_array_index (moves, TsMove, (i * 7) % moves->len);

      for (guint k = 0; k < moves->len; k++)
        if (g_array_index (moves, TsMove, k).kind == TG_MOVE_BUILD)
          move = g_array_index (moves, TsMove, k);
      g_assert_true (ts_match_play (f.match, &move, NULL));
      g_assert_cmpuint (++i, <, 5000);
    }
  ts_test_board_hand_to (&f, TS_SEAT_NONE);
  settled (&f);
  g_assert_cmpint (scene_of (&f)->step, ==, TG_STEP_OVER);
  g_assert_nonnull (strstr (ts_board_get_prompt (TS_BOARD (f.board)), "over"));
  g_assert_nonnull (strstr (ts_board_get_prompt (TS_BOARD (f.board)), "GC"));
  ts_test_board_close (&f);
}

static void
on_undo (GSimpleAction *action,
         GVariant      *param,
         gpointer       data)
{
  Fixture *f = data;

  g_assert_true (ts_match_undo (f->match));
}

/* Escape in the middle of "Move and build" goes back to the start of the
 * turn through the window's undo ("win.undo", here a stand-in). */
static void
test_cancel_turn (void)
{
  Fixture f = { 0 };
  g_autoptr (GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr (GSimpleAction) undo = g_simple_action_new ("undo", NULL);
  const TgScene *scene;
  int site;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup_full (&f, 11, 2, 1280, 800);
  g_signal_connect (undo, "activate", G_CALLBACK (on_undo), &f);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (undo));
  gtk_widget_insert_action_group (f.window, "win", G_ACTION_GROUP (group));
  ts_test_board_hand_to_current (&f);
  scene = scene_of (&f);
  site = find_site (scene);
  click_hex (&f, site);
  if (f.emitted->len == 0)
    click_widget (&f, part (&f, "hand", first_bit (scene_of (&f)->dest_fees[site])));
  ts_test_board_play_emitted (&f);
  ts_test_board_hand_to_current (&f);
  ts_test_wait_until (one_emitted, &f, FALSE);
  ts_test_board_play_emitted (&f);
  ts_test_board_hand_to_current (&f);
  g_assert_cmpint (scene_of (&f)->step, ==, TG_STEP_BUILD);
  g_assert_true (gtk_widget_get_mapped (part (&f, "cancel", 0)));

  /* A card picked: Escape forgets it first. */
  click_widget (&f, part (&f, "hand", first_bit (scene_of (&f)->build_mask[0])));
  ts_test_activate (f.board, "board.cancel", NULL);
  g_assert_cmpuint (scene_of (&f)->n_picked, ==, 0);
  g_assert_cmpuint (ts_match_get_n_moves (f.match), ==, 2);
  /* Then the destination and the fee. */
  ts_test_activate (f.board, "board.cancel", NULL);
  g_assert_cmpuint (ts_match_get_n_moves (f.match), ==, 0);
  ts_test_board_hand_to_current (&f);
  g_assert_cmpint (scene_of (&f)->step, ==, TG_STEP_ACTION);
  g_assert_cmpint (scene_of (&f)->pending_dest, ==, -1);
  g_assert_cmpuint (f.emitted->len, ==, 0);
  ts_test_board_close (&f);
}

/* A round of four players is long: the window's "since you last played"
 * keeps the newest lines and counts the rest. */
/* A round of four: everything since Ada's last move, in order, her own
 * move first and Dee's last (the strip above the board shows the oldest
 * that fit, the log the rest). */
static void
test_since_in_order (void)
{
  static const char * const names[] = { "Ada", "Bob", "Cyd", "Dee" };
  static const char * const colours[] = { "red", "blue", "green", "yellow" };
  g_autoptr (TsSetup) setup = ts_test_board_setup ("trehgrannik", 4, 9, names, colours);
  g_autoptr (TsMatch) match = ts_match_new (setup, NULL);
  g_autoptr (GPtrArray) lines = NULL;
  guint n_moves;

  g_assert_nonnull (match);
  /* Everyone adds cards from the deck: two picks, a refill now and then. */
  for (int pass = 0; pass < 2; pass++)
    while ((ts_game_get_current_seat (ts_match_get_game (match)) == 0) == (pass == 0))
      {
        TsMove take = { .kind = TG_MOVE_TAKE, .arg = { -1 } };

        g_assert_true (ts_match_play (match, &take, NULL));
      }
  n_moves = ts_match_get_n_moves (match);
  lines = ts_log_view_lines_since_viewer (TS_TABLE (match), 0);
  g_assert_cmpuint (lines->len, >, 4);
  g_assert_nonnull (strstr (g_ptr_array_index (lines, 0), "Ada"));
  g_assert_nonnull (strstr (g_ptr_array_index (lines, lines->len - 1), "Dee"));
  g_assert_cmpuint (n_moves, ==, ts_match_get_n_moves (match));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  have_display = gtk_init_check ();
  ts_games_ensure ();

  g_test_add_func ("/board-trehgrannik/add-cards", test_add_cards);
  g_test_add_func ("/board-trehgrannik/move-and-build/mouse", test_move_and_build_mouse);
  g_test_add_func ("/board-trehgrannik/move-and-build/keys", test_move_and_build_keys);
  g_test_add_func ("/board-trehgrannik/zoom", test_zoom);
  g_test_add_func ("/board-trehgrannik/build-choice", test_build_choice);
  g_test_add_func ("/board-trehgrannik/curtain", test_curtain);
  g_test_add_func ("/board-trehgrannik/layout", test_layout);
  g_test_add_func ("/board-trehgrannik/card-faces", test_card_faces);
  g_test_add_func ("/board-trehgrannik/since-in-order", test_since_in_order);
  g_test_add_func ("/board-trehgrannik/game-over", test_game_over);
  g_test_add_func ("/board-trehgrannik/cancel-turn", test_cancel_turn);
  return g_test_run ();
}
