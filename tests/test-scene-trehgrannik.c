/* test-scene-trehgrannik.c — the Trehgrannik board's scene without a
 * display: clicks and keys become the moves of whole turns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "trehgrannik-scene.h"
#include "ts-games.h"

static const char * const names[] = { "Ada", "Bo", "Cy", "Di" };
static const guint32 rgb[] = { 0xe01b24, 0x1c71d8, 0x2ec27e, 0xf5c211 };

static TsGame *
new_game (guint n_players)
{
  g_autoptr (TsSetup) setup = ts_setup_new ("trehgrannik", n_players, 7);
  g_autoptr (GError) error = NULL;
  TsGame *game;

  ts_games_ensure ();
  setup->first_seat = 0;
  ts_setup_set_option (setup, "layout", 1);
  game = ts_game_new ("trehgrannik", setup, &error);
  g_assert_no_error (error);
  return game;
}

/* The scene of GAME as seen by the seat on turn. */
static void
show (TgScene *scene,
      TsGame  *game)
{
  int seat = ts_game_get_current_seat (game);
  g_autoptr (TsGame) view = ts_game_view_for (game, seat);
  g_autoptr (GArray) moves = ts_game_list_moves (view);

  tg_scene_update (scene, view, seat, TRUE, moves, ts_game_get_n_players (game), names, rgb);
}

static void
play (TsGame       *game,
      const TsMove *move)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (ts_game_is_legal (game, move));
  g_assert_true (ts_game_apply_move (game, move, &error));
  g_assert_no_error (error);
}

static void
test_add_cards (void)
{
  g_autoptr (TsGame) game = new_game (2);
  TgScene scene;
  TsMove move;
  guint hand = ts_trehgrannik_game_get_hand_size (TS_TREHGRANNIK_GAME (game), 0);
  int market = -1;

  tg_scene_init (&scene);
  show (&scene, game);
  g_assert_cmpint (scene.step, ==, TG_STEP_ACTION);
  g_assert_true (tg_scene_deck_legal (&scene));
  /* A click on the deck takes its top card. */
  g_assert_cmpint (tg_scene_click_market (&scene, -1, &move), ==, TG_SCENE_MOVE);
  g_assert_cmpint (move.kind, ==, TG_MOVE_TAKE);
  g_assert_cmpint (move.arg[0], ==, -1);
  play (game, &move);

  show (&scene, game);
  g_assert_cmpint (scene.step, ==, TG_STEP_ADD);
  /* The map does nothing now. */
  g_assert_false (tg_scene_hex_legal (&scene, scene.cursor));
  for (int c = 0; c < TG_N_CARDS && market < 0; c++)
    if (ts_trehgrannik_game_get_market_count (TS_TREHGRANNIK_GAME (game), c) > 0)
      market = c;
  g_assert_cmpint (market, >=, 0);
  g_assert_true (tg_scene_market_legal (&scene, market));
  g_assert_cmpint (tg_scene_click_market (&scene, market, &move), ==, TG_SCENE_MOVE);
  g_assert_cmpint (move.arg[0], ==, market);
  play (game, &move);

  g_assert_cmpuint (ts_trehgrannik_game_get_hand_size (TS_TREHGRANNIK_GAME (game), 0), ==,
                    hand + 2);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  show (&scene, game);
  g_assert_cmpint (scene.seat, ==, 1);
  tg_scene_clear (&scene);
}

/* A site reachable from the harvester and the fee cards that reach it. */
static int
find_site (const TgScene *scene)
{
  for (int h = 0; h < TG_N_HEXES; h++)
    if (scene->site[h] && scene->dest_fees[h] != 0)
      return h;
  return -1;
}

static int
first_card (guint64 mask)
{
  for (int c = 0; c < 64; c++)
    if (mask & (G_GUINT64_CONSTANT (1) << c))
      return c;
  return -1;
}

/* After the destination: cards, direction, slots — each by a click. */
static void
finish_build (TgScene *scene,
              TsGame  *game,
              int      site,
              gboolean keys)
{
  TsMove move;
  int gc_before = ts_trehgrannik_game_get_gc (TS_TREHGRANNIK_GAME (game), 0);
  int preview = -1;
  guint64 mask;

  show (scene, game);
  g_assert_cmpint (scene->step, ==, TG_STEP_BUILD);
  g_assert_cmpuint (scene->n_builds, >, 0);
  /* Nothing picked: Build rings. */
  g_assert_cmpint (tg_scene_confirm (scene, &move), ==, TG_SCENE_BELL);
  mask = scene->build_mask[0];
  for (int c = 0; c < TG_N_CARDS; c++)
    for (guint k = 0; k < scene->build_count[0][c]; k++)
      {
        g_assert_true (mask & (G_GUINT64_CONSTANT (1) << c));
        g_assert_true (tg_scene_hand_card_legal (scene, c));
        g_assert_cmpint (tg_scene_click_hand (scene, c, &move), ==, TG_SCENE_CHANGED);
        g_assert_true (tg_scene_hand_card_selected (scene, c));
        g_assert_cmpuint (tg_scene_hand_card_picked (scene, c), ==, k + 1);
      }
  g_assert_true (tg_scene_selected_build (scene, &move, &preview));
  if (keys)
    g_assert_cmpint (tg_scene_activate (scene, &move), ==, TG_SCENE_MOVE);
  else
    g_assert_cmpint (tg_scene_confirm (scene, &move), ==, TG_SCENE_MOVE);
  g_assert_cmpint (move.kind, ==, TG_MOVE_BUILD);
  play (game, &move);

  show (scene, game);
  while (scene->step == TG_STEP_LINE)
    {
      int next = tg_hex_neighbour (site, TS_HEX_E);

      for (int d = 0; next < 0 && d < TS_HEX_N_DIRECTIONS; d++)
        next = tg_hex_neighbour (site, d);
      g_assert_true (tg_scene_hex_legal (scene, next));
      g_assert_cmpint (tg_scene_click_hex (scene, next, &move), ==, TG_SCENE_MOVE);
      g_assert_cmpint (move.kind, ==, TG_MOVE_LINE);
      play (game, &move);
      show (scene, game);
      preview = -1;
    }
  if (preview >= 0)
    g_assert_cmpint (ts_trehgrannik_game_get_gc (TS_TREHGRANNIK_GAME (game), 0), ==,
                     gc_before + preview);
  while (scene->step == TG_STEP_SLOT)
    {
      TgSlot slot = scene->slot_ok[TG_SLOT_CARGO] ? TG_SLOT_CARGO
                    : scene->slot_ok[TG_SLOT_CENTER] ? TG_SLOT_CENTER : TG_SLOT_FOREPART;

      g_assert_cmpint (tg_scene_click_slot (scene, slot, &move), ==, TG_SCENE_MOVE);
      g_assert_cmpint (move.kind, ==, TG_MOVE_SLOT);
      play (game, &move);
      show (scene, game);
    }
  g_assert_cmpint (ts_trehgrannik_game_get_project (TS_TREHGRANNIK_GAME (game), tg_hex_at (site),
                                                    NULL), !=, TG_PROJECT_NONE);
}

static void
test_move_and_build_mouse (void)
{
  g_autoptr (TsGame) game = new_game (2);
  TgScene scene;
  TsMove move;
  int site, fee;
  guint64 fees;

  tg_scene_init (&scene);
  show (&scene, game);
  site = find_site (&scene);
  g_assert_cmpint (site, >=, 0);
  g_assert_true (tg_scene_hex_legal (&scene, site));
  fees = tg_scene_hex_fees (&scene, site);
  fee = first_card (fees);

  /* The hex first: with one fee card possible, the fee is paid at once;
   * with more, the hand is asked. */
  if ((fees & (fees - 1)) == 0)
    g_assert_cmpint (tg_scene_click_hex (&scene, site, &move), ==, TG_SCENE_MOVE);
  else
    {
      g_autofree char *prompt = NULL;

      g_assert_cmpint (tg_scene_click_hex (&scene, site, &move), ==, TG_SCENE_CHANGED);
      prompt = tg_scene_prompt (&scene);
      g_assert_nonnull (strstr (prompt, "fee"));
      /* A card that does not reach the hex is not offered. */
      for (int c = 0; c < TG_N_CARDS; c++)
        g_assert_cmpint (tg_scene_hand_card_legal (&scene, c), ==,
                         (fees & (G_GUINT64_CONSTANT (1) << c)) != 0);
      g_assert_cmpint (tg_scene_click_hand (&scene, fee, &move), ==, TG_SCENE_MOVE);
    }
  g_assert_cmpint (move.kind, ==, TG_MOVE_FEE);
  g_assert_cmpint (move.arg[0], ==, fee);
  play (game, &move);

  /* The destination follows by itself. */
  show (&scene, game);
  g_assert_cmpint (scene.step, ==, TG_STEP_DEST);
  g_assert_true (tg_scene_planned_move (&scene, &move));
  g_assert_cmpint (move.kind, ==, TG_MOVE_GO);
  g_assert_cmpint (tg_hex_index ((TsHex) { move.arg[0], move.arg[1] }), ==, site);
  play (game, &move);

  finish_build (&scene, game, site, FALSE);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  tg_scene_clear (&scene);
}

static void
test_move_and_build_keys (void)
{
  g_autoptr (TsGame) game = new_game (2);
  TgScene scene;
  TsMove move;
  TgSceneResult r;
  int site, fee, guard = 0;

  tg_scene_init (&scene);
  show (&scene, game);
  /* n walks the hexes that may be clicked, to a building site. */
  do
    {
      g_assert_cmpint (tg_scene_jump_legal (&scene, 1), ==, TG_SCENE_CHANGED);
      g_assert_true (tg_scene_hex_legal (&scene, scene.cursor));
    }
  while (!scene.site[scene.cursor] && ++guard < TG_N_HEXES);
  site = scene.cursor;
  fee = first_card (tg_scene_hex_fees (&scene, site));
  /* The arrows move the cursor and come back. */
  if (tg_scene_move_cursor (&scene, 1, 0) == TG_SCENE_CHANGED)
    g_assert_cmpint (tg_scene_move_cursor (&scene, -1, 0), ==, TG_SCENE_CHANGED);
  g_assert_cmpint (scene.cursor, ==, site);

  r = tg_scene_activate (&scene, &move);
  if (r == TG_SCENE_CHANGED)
    {
      /* Escape forgets the half-made turn: no move was made. */
      g_assert_cmpint (scene.pending_dest, ==, site);
      g_assert_cmpint (tg_scene_cancel (&scene), ==, TG_SCENE_CHANGED);
      g_assert_cmpint (scene.pending_dest, ==, -1);
      g_assert_cmpint (tg_scene_cancel (&scene), ==, TG_SCENE_NOTHING);
      /* The fee first this time, then Enter on the hex. */
      g_assert_cmpint (tg_scene_click_hand (&scene, fee, &move), ==, TG_SCENE_CHANGED);
      r = tg_scene_activate (&scene, &move);
    }
  g_assert_cmpint (r, ==, TG_SCENE_MOVE);
  g_assert_cmpint (move.kind, ==, TG_MOVE_FEE);
  play (game, &move);
  show (&scene, game);
  g_assert_true (tg_scene_planned_move (&scene, &move));
  play (game, &move);
  finish_build (&scene, game, site, TRUE);
  tg_scene_clear (&scene);
}

/* Seat 0 at the harvester's start (0, 0) with Override ready, own projects
 * at (1, 0), (3, 0), (2, 1) and HAND: "Move and build" to (2, 0), paying
 * LOG-3, by clicks; returns with the construction to choose. */
static TsGame *
block_scenario (TgScene   *scene,
                const int *hand,
                guint      n)
{
  TsGame *game = new_game (2);
  TsTrehgrannikGame *tg = TS_TREHGRANNIK_GAME (game);
  int site = tg_hex_index ((TsHex) { 2, 0 });
  TsMove move;
  TgSceneResult r;

  for (int s = 0; s < 2; s++)
    g_assert_true (ts_trehgrannik_game_set_hand (tg, s, NULL, 0));
  g_assert_true (ts_trehgrannik_game_set_hand (tg, 0, hand, n));
  ts_trehgrannik_game_set_tiles (tg, 0, TG_FORE_OVERRIDE, TG_MAIN_CLIMBER);
  g_assert_true (ts_trehgrannik_game_fill_slot (tg, 0, TG_SLOT_FOREPART,
                                                ts_trehgrannik_game_get_slot_capacity (tg, TG_SLOT_FOREPART)));
  ts_trehgrannik_game_set_harvester (tg, 0, (TsHex) { 0, 0 });
  ts_trehgrannik_game_set_project (tg, (TsHex) { 1, 0 }, 0, TG_PROJECT_MODULE);
  ts_trehgrannik_game_set_project (tg, (TsHex) { 3, 0 }, 0, TG_PROJECT_MODULE);
  ts_trehgrannik_game_set_project (tg, (TsHex) { 2, 1 }, 0, TG_PROJECT_BASE);

  show (scene, game);
  g_assert_cmpint (scene->step, ==, TG_STEP_ACTION);
  g_assert_cmpint (tg_scene_click_use (scene, TG_FORE_OVERRIDE, &move), ==, TG_SCENE_MOVE);
  play (game, &move);
  show (scene, game);
  r = tg_scene_click_hex (scene, site, &move);
  if (r == TG_SCENE_CHANGED)
    r = tg_scene_click_hand (scene, TG_LOG_3, &move);
  g_assert_cmpint (r, ==, TG_SCENE_MOVE);
  g_assert_cmpint (move.kind, ==, TG_MOVE_FEE);
  g_assert_cmpint (move.arg[0], ==, TG_LOG_3);
  play (game, &move);
  show (scene, game);
  g_assert_true (tg_scene_planned_move (scene, &move));
  play (game, &move);
  show (scene, game);
  g_assert_cmpint (scene->step, ==, TG_STEP_BUILD);
  return game;
}

/* Fusion Generator and its Block (R21): a base with the Block as a
 * construction card, or a module doubled by it.  Both are offered, the
 * richer first; the player may build either, by click or key. */
static void
test_block_choice (void)
{
  static const int hand[] = { TG_GEN_1, TG_BLK_1, TG_LOG_3 };
  TgScene scene;
  g_autoptr (TsGame) game = NULL;
  g_autoptr (TsGame) other = NULL;
  TgBuildChoice choices[TG_SCENE_MAX_CHOICES];
  TsMove move;
  g_autofree char *prompt = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  int gc;

  tg_scene_init (&scene);
  game = block_scenario (&scene, hand, G_N_ELEMENTS (hand));
  g_assert_cmpint (tg_scene_click_hand (&scene, TG_GEN_1, &move), ==, TG_SCENE_CHANGED);
  /* Fusion Generator alone is a module already. */
  g_assert_cmpuint (tg_scene_build_choices (&scene, choices), ==, 1);
  g_assert_cmpint (choices[0].kind, ==, TG_PROJECT_MODULE);
  g_assert_cmpint (choices[0].gc, ==, 3);
  g_assert_cmpint (tg_scene_click_hand (&scene, TG_BLK_1, &move), ==, TG_SCENE_CHANGED);
  /* Two constructions: the doubled module (2 × 3 GC), then the base
   * (3 + 2 GC). */
  g_assert_cmpuint (tg_scene_build_choices (&scene, choices), ==, 2);
  g_assert_cmpint (choices[0].kind, ==, TG_PROJECT_MODULE);
  g_assert_cmpint (choices[0].gc, ==, 6);
  g_assert_cmpint (choices[0].move.arg[1], ==, -1);
  g_assert_true (choices[0].move.arg[3]);
  g_assert_cmpint (choices[1].kind, ==, TG_PROJECT_BASE);
  g_assert_cmpint (choices[1].gc, ==, 5);
  first = tg_scene_build_choice_text (choices, 2, 0);
  second = tg_scene_build_choice_text (choices, 2, 1);
  g_assert_cmpstr (first, ==, "doubled module");
  g_assert_cmpstr (second, ==, "base");
  prompt = tg_scene_prompt (&scene);
  g_assert_nonnull (strstr (prompt, "two constructions"));
  /* Enter builds the richer one; the other is a choice away. */
  g_assert_true (tg_scene_selected_build (&scene, &move, &gc));
  g_assert_true (ts_move_equal (&move, &choices[0].move));
  g_assert_cmpint (gc, ==, 6);
  other = ts_game_copy (game);
  g_assert_cmpint (tg_scene_activate (&scene, &move), ==, TG_SCENE_MOVE);
  g_assert_true (ts_move_equal (&move, &choices[0].move));
  g_assert_cmpint (tg_scene_confirm_choice (&scene, 2, &move), ==, TG_SCENE_BELL);
  g_assert_cmpint (tg_scene_confirm_choice (&scene, 1, &move), ==, TG_SCENE_MOVE);
  g_assert_true (ts_move_equal (&move, &choices[1].move));
  play (game, &move);
  g_assert_cmpint (ts_trehgrannik_game_get_project (TS_TREHGRANNIK_GAME (game), (TsHex) { 2, 0 },
                                                    NULL), ==, TG_PROJECT_BASE);
  g_assert_cmpint (ts_trehgrannik_game_get_gc (TS_TREHGRANNIK_GAME (game), 0), ==, 5);
  play (other, &choices[0].move);
  g_assert_cmpint (ts_trehgrannik_game_get_project (TS_TREHGRANNIK_GAME (other), (TsHex) { 2, 0 },
                                                    NULL), ==, TG_PROJECT_MODULE);
  g_assert_cmpint (ts_trehgrannik_game_get_gc (TS_TREHGRANNIK_GAME (other), 0), ==, 6);
  tg_scene_clear (&scene);
}

/* Two copies of Block: Fusion Generator: one doubles Fusion Generator,
 * the other is the base's second construction card.  A click on a picked
 * card picks the second copy; one more puts both back. */
static void
test_two_copies (void)
{
  static const int hand[] = { TG_GEN_1, TG_BLK_1, TG_BLK_1, TG_LOG_3 };
  TgScene scene;
  g_autoptr (TsGame) game = NULL;
  TgBuildChoice choices[TG_SCENE_MAX_CHOICES];
  TsMove move;

  tg_scene_init (&scene);
  game = block_scenario (&scene, hand, G_N_ELEMENTS (hand));
  g_assert_cmpuint (ts_trehgrannik_game_get_hand_count (scene.view, 0, TG_BLK_1), ==, 2);
  /* The Block first: a second copy only fits with Fusion Generator. */
  g_assert_cmpint (tg_scene_click_hand (&scene, TG_BLK_1, &move), ==, TG_SCENE_CHANGED);
  g_assert_cmpuint (tg_scene_hand_card_picked (&scene, TG_BLK_1), ==, 1);
  g_assert_cmpint (tg_scene_click_hand (&scene, TG_GEN_1, &move), ==, TG_SCENE_CHANGED);
  g_assert_cmpint (tg_scene_click_hand (&scene, TG_BLK_1, &move), ==, TG_SCENE_CHANGED);
  g_assert_cmpuint (tg_scene_hand_card_picked (&scene, TG_BLK_1), ==, 2);
  g_assert_cmpuint (scene.n_picked, ==, 3);
  g_assert_true (tg_scene_hand_card_selected (&scene, TG_BLK_1));
  /* One construction: a base, Fusion Generator doubled (2 × 3 + 2 GC). */
  g_assert_cmpuint (tg_scene_build_choices (&scene, choices), ==, 1);
  g_assert_cmpint (choices[0].kind, ==, TG_PROJECT_BASE);
  g_assert_cmpint (choices[0].gc, ==, 8);
  /* A third click puts both copies back; two more pick them again. */
  g_assert_true (tg_scene_hand_card_legal (&scene, TG_BLK_1));
  g_assert_cmpint (tg_scene_click_hand (&scene, TG_BLK_1, &move), ==, TG_SCENE_CHANGED);
  g_assert_cmpuint (tg_scene_hand_card_picked (&scene, TG_BLK_1), ==, 0);
  g_assert_false (tg_scene_hand_card_selected (&scene, TG_BLK_1));
  g_assert_cmpuint (tg_scene_build_choices (&scene, choices), ==, 1);
  g_assert_cmpint (choices[0].kind, ==, TG_PROJECT_MODULE);
  g_assert_cmpint (tg_scene_click_hand (&scene, TG_BLK_1, &move), ==, TG_SCENE_CHANGED);
  g_assert_cmpint (tg_scene_click_hand (&scene, TG_BLK_1, &move), ==, TG_SCENE_CHANGED);
  g_assert_cmpuint (tg_scene_hand_card_picked (&scene, TG_BLK_1), ==, 2);

  g_assert_cmpint (tg_scene_confirm (&scene, &move), ==, TG_SCENE_MOVE);
  g_assert_cmpint (move.kind, ==, TG_MOVE_BUILD);
  play (game, &move);
  g_assert_cmpint (ts_trehgrannik_game_get_project (TS_TREHGRANNIK_GAME (game), (TsHex) { 2, 0 },
                                                    NULL), ==, TG_PROJECT_BASE);
  g_assert_cmpint (ts_trehgrannik_game_get_gc (TS_TREHGRANNIK_GAME (game), 0), ==, 8);
  g_assert_cmpuint (ts_trehgrannik_game_get_hand_count (TS_TREHGRANNIK_GAME (game), 0, TG_BLK_1), ==, 0);
  /* Three cards to slot. */
  show (&scene, game);
  g_assert_cmpint (scene.step, ==, TG_STEP_SLOT);
  g_assert_cmpuint (ts_trehgrannik_game_get_n_pending (TS_TREHGRANNIK_GAME (game)), ==, 3);
  tg_scene_clear (&scene);
}

static void
test_not_on_turn (void)
{
  g_autoptr (TsGame) game = new_game (3);
  g_autoptr (TsGame) view = ts_game_view_for (game, 1);
  TgScene scene;
  TsMove move;
  g_autofree char *prompt = NULL;

  tg_scene_init (&scene);
  tg_scene_update (&scene, view, 1, FALSE, NULL, 3, names, rgb);
  g_assert_cmpint (scene.step, ==, TG_STEP_NONE);
  g_assert_false (tg_scene_deck_legal (&scene));
  g_assert_cmpint (tg_scene_click_market (&scene, -1, &move), ==, TG_SCENE_BELL);
  prompt = tg_scene_prompt (&scene);
  g_assert_nonnull (strstr (prompt, "Ada"));
  /* The deck's order is not in the view. */
  g_assert_cmpint (ts_trehgrannik_game_get_deck_card (scene.view, 0), ==, TG_CARD_UNKNOWN);
  tg_scene_clear (&scene);
}

/* One decision by clicks: whatever the step, some click or key makes a
 * legal move. */
static TsMove
click_once (TgScene *scene,
            GRand   *rand)
{
  TsMove move = { 0 };
  int legal[TG_N_HEXES], n = 0;

  for (int h = 0; h < TG_N_HEXES; h++)
    if (tg_scene_hex_legal (scene, h))
      legal[n++] = h;
  switch (scene->step)
    {
    case TG_STEP_ACTION:
      for (int a = 0; a < TG_N_FORE; a++)
        if (scene->use[a] && g_rand_int_range (rand, 0, 3) == 0)
          {
            g_assert_cmpint (tg_scene_click_use (scene, a, &move), ==, TG_SCENE_MOVE);
            return move;
          }
      if (n > 0 && (g_rand_int_range (rand, 0, 3) > 0 || !tg_scene_deck_legal (scene)))
        {
          TgSceneResult r = tg_scene_click_hex (scene, legal[g_rand_int_range (rand, 0, n)], &move);

          if (r == TG_SCENE_MOVE)
            return move;
          g_assert_cmpint (r, ==, TG_SCENE_CHANGED);
          for (int c = 0; c < TG_N_CARDS; c++)
            if (tg_scene_hand_card_legal (scene, c))
              {
                g_assert_cmpint (tg_scene_click_hand (scene, c, &move), ==, TG_SCENE_MOVE);
                return move;
              }
          g_assert_not_reached ();
        }
      /* Add cards. */
      G_GNUC_FALLTHROUGH;
    case TG_STEP_ADD:
    case TG_STEP_RECYCLE:
      for (int c = 0; c < TG_N_CARDS; c++)
        if (tg_scene_market_legal (scene, c) && g_rand_boolean (rand))
          {
            g_assert_cmpint (tg_scene_click_market (scene, c, &move), ==, TG_SCENE_MOVE);
            return move;
          }
      if (tg_scene_deck_legal (scene))
        {
          g_assert_cmpint (tg_scene_click_market (scene, -1, &move), ==, TG_SCENE_MOVE);
          return move;
        }
      for (int c = 0; c < TG_N_CARDS; c++)
        if (tg_scene_market_legal (scene, c))
          {
            g_assert_cmpint (tg_scene_click_market (scene, c, &move), ==, TG_SCENE_MOVE);
            return move;
          }
      g_assert_not_reached ();
      break;
    case TG_STEP_DEST:
      if (tg_scene_planned_move (scene, &move))
        return move;
      g_assert_cmpint (n, >, 0);
      g_assert_cmpint (tg_scene_click_hex (scene, legal[g_rand_int_range (rand, 0, n)], &move), ==,
                       TG_SCENE_MOVE);
      return move;
    case TG_STEP_BUILD:
      {
        TgBuildChoice choices[TG_SCENE_MAX_CHOICES];
        guint pick, n_choices, found = 0;

        g_assert_cmpuint (scene->n_builds, >, 0);
        pick = g_rand_int_range (rand, 0, scene->n_builds);
        for (int c = 0; c < TG_N_CARDS; c++)
          for (guint k = 0; k < scene->build_count[pick][c]; k++)
            g_assert_cmpint (tg_scene_click_hand (scene, c, &move), ==, TG_SCENE_CHANGED);
        /* The picked cards make this construction, maybe among others (a
         * Block as a construction card or a doubler): at most two, best
         * first, each one reachable. */
        n_choices = tg_scene_build_choices (scene, choices);
        g_assert_cmpuint (n_choices, >=, 1);
        g_assert_cmpuint (n_choices, <=, 2);
        for (guint i = 0; i < n_choices; i++)
          {
            found += ts_move_equal (&choices[i].move, &scene->builds[pick]);
            if (i > 0)
              g_assert_cmpint (choices[i - 1].gc, >=, choices[i].gc);
          }
        g_assert_cmpuint (found, ==, 1);
        if (n_choices > 1 && g_rand_boolean (rand))
          g_assert_cmpint (tg_scene_confirm_choice (scene, 1, &move), ==, TG_SCENE_MOVE);
        else
          g_assert_cmpint (tg_scene_confirm (scene, &move), ==, TG_SCENE_MOVE);
        g_assert_cmpint (tg_scene_confirm_choice (scene, n_choices, &move), ==, TG_SCENE_BELL);
        return move;
      }
    case TG_STEP_LINE:
      g_assert_cmpint (n, >, 0);
      g_assert_cmpint (tg_scene_click_hex (scene, legal[g_rand_int_range (rand, 0, n)], &move), ==,
                       TG_SCENE_MOVE);
      return move;
    case TG_STEP_SLOT:
      for (int slot = 0; slot < TG_N_SLOTS; slot++)
        if (scene->slot_ok[slot])
          {
            g_assert_cmpint (tg_scene_click_slot (scene, slot, &move), ==, TG_SCENE_MOVE);
            return move;
          }
      g_assert_not_reached ();
      break;
    case TG_STEP_PASS:
      g_assert_cmpint (tg_scene_confirm (scene, &move), ==, TG_SCENE_MOVE);
      return move;
    case TG_STEP_NONE:
    case TG_STEP_OVER:
    default:
      g_assert_not_reached ();
    }
  return move;
}

/* Whole games played by clicks alone, 2 to 4 players, to the end. */
static void
test_whole_games (void)
{
  for (guint players = 2; players <= 4; players++)
    for (guint32 seed = 1; seed <= 3; seed++)
      {
        g_autoptr (TsGame) game = new_game (players);
        g_autoptr (GRand) rand = g_rand_new_with_seed (seed * 10 + players);
        TgScene scene;
        guint moves = 0, builds = 0;

        tg_scene_init (&scene);
        while (!ts_game_is_over (game))
          {
            TsMove move;

            show (&scene, game);
            move = click_once (&scene, rand);
            builds += move.kind == TG_MOVE_BUILD;
            play (game, &move);
            g_assert_cmpuint (++moves, <, 20000);
          }
        show (&scene, game);
        g_assert_cmpint (scene.step, ==, TG_STEP_OVER);
        g_assert_cmpuint (builds, >, 0);
        g_test_message ("%u players, seed %u: %u moves, %u constructions, turn %u", players, seed,
                        moves, builds, ts_trehgrannik_game_get_turn (TS_TREHGRANNIK_GAME (game)));
        tg_scene_clear (&scene);
      }
}

static void
test_geometry (void)
{
  TgGeom g;

  tg_geom_init (&g, 800, 600);
  for (int h = 0; h < TG_N_HEXES; h++)
    {
      double x, y;

      tg_geom_centre (&g, h, &x, &y);
      g_assert_cmpfloat (x - g.size, >, 0);
      g_assert_cmpfloat (x + g.size, <, 800);
      g_assert_cmpfloat (y - g.size, >, 0);
      g_assert_cmpfloat (y + g.size, <, 600);
      g_assert_cmpint (tg_geom_hex_at (&g, x, y), ==, h);
    }
  g_assert_cmpint (tg_geom_hex_at (&g, 1, 1), ==, -1);
  /* The board's content box: the same map at a fixed hex size, every hex
   * inside. */
  tg_geom_content (&g);
  g_assert_cmpfloat (fabs (g.size - TG_CONTENT_HEX_SIZE), <, 0.1);
  for (int h = 0; h < TG_N_HEXES; h++)
    {
      double x, y;

      tg_geom_centre (&g, h, &x, &y);
      g_assert_cmpfloat (x - g.size * sqrt (3) / 2, >, 0);
      g_assert_cmpfloat (x + g.size * sqrt (3) / 2, <, g.width);
      g_assert_cmpfloat (y - g.size, >, 0);
      g_assert_cmpfloat (y + g.size, <, g.height);
      g_assert_cmpint (tg_geom_hex_at (&g, x, y), ==, h);
    }
  /* The edge the map draws (sides with no hex beyond) is the model's. */
  for (int h = 0; h < TG_N_HEXES; h++)
    {
      gboolean open = FALSE;

      for (int d = 0; d < TS_HEX_N_DIRECTIONS; d++)
        open = open || tg_hex_neighbour (h, d) < 0;
      g_assert_cmpint (open, ==, tg_hex_is_edge (h));
    }
}

/* The advice for MOVE to the seat on turn, in words. */
static char *
advice (TsGame *game,
        TsMove  move)
{
  char *text = ts_game_advise_move (game, ts_game_get_current_seat (game), &move, names);

  g_test_message ("advice: %s", text);
  return text;
}

static void
assert_prompt (const TgScene *scene,
               const char    *want)
{
  g_autofree char *prompt = tg_scene_prompt (scene);

  g_test_message ("prompt: %s", prompt);
  g_assert_cmpstr (prompt, ==, want);
}

/* What the player reads through a turn: the prompts, and the advice for
 * the moves of "Move and build" and "Add cards", in the words the board
 * shows (spec H9: the harvester on the landing pad, Solar Array and
 * Quarry in hand, the reference layout). */
static void
test_words (void)
{
  g_autoptr (TsGame) game = new_game (2);
  TsTrehgrannikGame *tg = TS_TREHGRANNIK_GAME (game);
  const int hand[] = { TG_PRD_3, TG_PRD_4 };
  int dune = tg_hex_index ((TsHex) { 2, 0 });
  TgScene scene;
  TsMove move;
  int market = -1;
  g_autofree char *fee = NULL, *take = NULL, *deck = NULL, *build = NULL, *slot = NULL, *cargo = NULL;
  g_autofree char *go = NULL;

  g_assert_true (ts_trehgrannik_game_set_hand (tg, 0, hand, G_N_ELEMENTS (hand)));
  ts_trehgrannik_game_set_tiles (tg, 0, TG_FORE_JUMP, TG_MAIN_FREE_DRIVE);
  tg_scene_init (&scene);
  show (&scene, game);
  assert_prompt (&scene, "Add cards from the market or the deck, or click a highlighted hex to move and build");

  /* The dune two hexes east: the fee first. */
  g_assert_cmpint (tg_scene_click_hex (&scene, dune, &move), ==, TG_SCENE_CHANGED);
  assert_prompt (&scene, "Choose the card in your hand that pays the fee to drive to the dune 2 hexes east of "
                         "the landing pad, or press Escape");
  fee = advice (game, ts_trehgrannik_move_fee (TG_PRD_4));
  g_assert_cmpstr (fee, ==, "Pay Quarry as the movement fee. Drive 2 hexes east to the dune and build a module "
                            "with Solar Array there for 2 GC.");
  deck = advice (game, ts_trehgrannik_move_take (-1));
  g_assert_cmpstr (deck, ==, "Take the top card of the deck.");
  for (int c = 0; c < TG_N_CARDS && market < 0; c++)
    if (ts_trehgrannik_game_get_market_count (tg, c) > 0)
      market = c;
  take = advice (game, ts_trehgrannik_move_take (market));
  g_assert_cmpint (market, ==, TG_GEN_4);
  g_assert_cmpstr (take, ==, "Take Hydro Generator from the market: it fits 8 building sites your harvester "
                             "reaches.");
  g_assert_cmpint (tg_scene_click_hand (&scene, TG_PRD_4, &move), ==, TG_SCENE_MOVE);
  play (game, &move);

  /* The destination, then the construction. */
  show (&scene, game);
  g_assert_true (tg_scene_planned_move (&scene, &move));
  go = advice (game, move);
  g_assert_cmpstr (go, ==, "Drive 2 hexes east to the dune and build a module with Solar Array there for 2 GC.");
  play (game, &move);
  show (&scene, game);
  assert_prompt (&scene, "Choose the cards to build with: one for a module, two for a base");
  {
    const int cards[] = { TG_PRD_3 };
    const gboolean doubled[] = { FALSE };

    build = advice (game, ts_trehgrannik_move_build (cards, doubled, 1));
  }
  g_assert_cmpstr (build, ==, "Build a module with Solar Array for 2 GC.");
  g_assert_cmpint (tg_scene_click_hand (&scene, TG_PRD_3, &move), ==, TG_SCENE_CHANGED);
  assert_prompt (&scene, "Press Build to construct for 2 GC");
  g_assert_cmpint (tg_scene_confirm (&scene, &move), ==, TG_SCENE_MOVE);
  play (game, &move);

  /* The slot of the played card. */
  show (&scene, game);
  assert_prompt (&scene, "Put Solar Array in a slot of your harvester");
  slot = advice (game, ts_trehgrannik_move_slot (TG_PRD_3, TG_SLOT_CENTER));
  g_assert_cmpstr (slot, ==, "Put Solar Array into the center: 4 more cards, and Free Drive works for the rest "
                             "of the game.");
  cargo = advice (game, ts_trehgrannik_move_slot (TG_PRD_3, TG_SLOT_CARGO));
  g_assert_cmpstr (cargo, ==, "Put Solar Array into the cargo: at the end, the most cards of a colour in a cargo "
                              "score.");
  tg_scene_clear (&scene);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/trehgrannik-scene/add-cards", test_add_cards);
  g_test_add_func ("/trehgrannik-scene/move-and-build/mouse", test_move_and_build_mouse);
  g_test_add_func ("/trehgrannik-scene/move-and-build/keys", test_move_and_build_keys);
  g_test_add_func ("/trehgrannik-scene/block-choice", test_block_choice);
  g_test_add_func ("/trehgrannik-scene/two-copies", test_two_copies);
  g_test_add_func ("/trehgrannik-scene/not-on-turn", test_not_on_turn);
  g_test_add_func ("/trehgrannik-scene/geometry", test_geometry);
  g_test_add_func ("/trehgrannik-scene/whole-games", test_whole_games);
  g_test_add_func ("/trehgrannik-scene/words", test_words);
  return g_test_run ();
}
