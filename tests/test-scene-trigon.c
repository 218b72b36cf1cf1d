/* test-scene-trigon.c — the Rule of Trigon board's scene without a
 * display: clicks, buttons and keys become the moves of whole turns,
 * battles and trades
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "test-trigon-util.h"
#include "ts-rng.h"
#include "trigon-scene.h"

static const char * const names[] = { "Ada", "Bo", "Cy", "Di" };

/* The scene of GAME as seen by VIEWER (the seat deciding when -1), with
 * the moves the board would have: the view's. */
static void
show_as (TrgScene *scene,
         TsGame   *game,
         int       viewer)
{
  int seat = viewer >= 0 ? viewer : ts_game_get_current_seat (game);
  g_autoptr(TsGame) view = ts_game_view_for (game, seat);
  g_autoptr(GArray) moves = ts_game_list_moves (view);

  trg_scene_update (scene, view, seat, ts_game_get_current_seat (game) == seat, moves,
                    ts_game_get_n_players (game), names);
}

static void
show (TrgScene *scene,
      TsGame   *game)
{
  show_as (scene, game, -1);
}

static void
assert_move (const TsMove *got,
             TsMove        want)
{
  g_assert_cmpint (got->kind, ==, want.kind);
  for (int i = 0; i < TS_MOVE_N_ARGS; i++)
    g_assert_cmpint (got->arg[i], ==, want.arg[i]);
}

/* A choice of the scene whose move is WANT, or -1. */
static int
find_choice (const TrgScene *scene,
             TsMove          want)
{
  for (guint i = 0; i < scene->n_choices; i++)
    if (ts_move_equal (&scene->choices[i].move, &want))
      return (int) i;
  return -1;
}

/* Selecting a stack, choosing the army, and sending it by a click. */
static void
test_move (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  TrgScene scene;
  TsMove move;
  int n1 = P ("N1"), n3 = P ("N3"), n8 = P ("N8"), l1 = P ("L1");

  put_capital (game, 0, 2);
  put_capital (game, 1, 2);
  put_figures (game, 0, n1, TRG_FIG_KNIGHT, 5);
  put_figures (game, 1, l1, TRG_FIG_KNIGHT, 2);
  trg_scene_init (&scene);
  show (&scene, game);
  g_assert_cmpint (scene.step, ==, TRG_STEP_ACTION);
  /* Each seat in its realm's colour, the window's dot too. */
  for (int s = 0; s < 2; s++)
    {
      guint32 rgb = 0;

      g_assert_true (ts_game_get_seat_rgb (game, s, &rgb));
      g_assert_cmphex (rgb, ==, trg_realm_rgb (GP[s]));
      g_assert_cmphex (scene.rgb[s], ==, rgb);
    }
  g_assert_cmpint (scene.selected, ==, TRG_NONE);

  /* Another seat's place cannot be selected; an own one can. */
  g_assert_cmpint (trg_scene_click_position (&scene, l1, &move), ==, TRG_SCENE_BELL);
  g_assert_cmpint (trg_scene_click_position (&scene, n1, &move), ==, TRG_SCENE_CHANGED);
  g_assert_cmpint (scene.selected, ==, n1);
  g_assert_cmpint (trg_scene_army_available (&scene, TRG_FIG_KNIGHT), ==, 5);
  g_assert_cmpint (trg_scene_army_count (&scene, TRG_FIG_KNIGHT), ==, 5);
  g_assert_true (scene.targets[n3].reachable);
  g_assert_false (scene.targets[n3].attack);
  g_assert_true (scene.targets[n8].reachable);
  /* Psör has no land path to Lumos, and no boat waits. */
  g_assert_false (scene.targets[l1].reachable);
  g_assert_true (trg_scene_position_legal (&scene, n3));
  g_assert_false (trg_scene_position_legal (&scene, l1));

  /* Two knights of five go. */
  g_assert_cmpint (trg_scene_set_army (&scene, TRG_FIG_KNIGHT, 2), ==, TRG_SCENE_CHANGED);
  g_assert_cmpint (trg_scene_army_count (&scene, TRG_FIG_KNIGHT), ==, 2);
  g_assert_cmpint (trg_scene_click_position (&scene, n3, &move), ==, TRG_SCENE_MOVE);
  assert_move (&move, ts_trigon_move_step (n1, n3, 2, 0));
  play (game, move);
  show (&scene, game);
  /* The capital stays selected, with the three that did not move. */
  g_assert_cmpint (scene.selected, ==, n1);
  g_assert_cmpint (trg_scene_army_available (&scene, TRG_FIG_KNIGHT), ==, 3);
  g_assert_cmpuint (KNIGHTS (game, "N3"), ==, 2);

  /* N3 is a target of the three: a click would send them.  Escape
   * first; then the knights on N3, which have stepped, go nowhere. */
  g_assert_true (scene.targets[n3].reachable);
  g_assert_cmpint (trg_scene_cancel (&scene), ==, TRG_SCENE_CHANGED);
  g_assert_cmpint (trg_scene_click_position (&scene, n3, &move), ==, TRG_SCENE_CHANGED);
  g_assert_cmpint (scene.selected, ==, n3);
  for (int p = 0; p < TRG_N_POSITIONS; p++)
    g_assert_false (scene.targets[p].reachable);
  /* Escape forgets the selection; a click on the sea too. */
  g_assert_cmpint (trg_scene_cancel (&scene), ==, TRG_SCENE_CHANGED);
  g_assert_cmpint (scene.selected, ==, TRG_NONE);
  g_assert_cmpint (trg_scene_cancel (&scene), ==, TRG_SCENE_NOTHING);
  trg_scene_clear (&scene);
}

/* An attack shows both sides' dice and the chance; the battle cards,
 * the roll's loss and the conquest are answered through the scene. */
static void
test_attack_with_cards (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  TrgScene scene;
  TsMove move;
  int l1 = P ("L1"), l6 = P ("L6"), i;
  g_autofree char *prompt = NULL, *where = NULL;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_settlement (game, 1, P ("L5"), card_any (game), 1, FALSE);
  put_figures (game, 1, l1, TRG_FIG_KNIGHT, 1);
  put_figures (game, 1, l1, TRG_FIG_SCOUT, 1);
  put_figures (game, 0, l6, TRG_FIG_KNIGHT, 4);
  deal_event (game, 0, TRG_E_CAVALERIE);
  trg_scene_init (&scene);
  show (&scene, game);
  g_assert_null (trg_scene_battle_text (&scene));
  g_assert_cmpint (trg_scene_click_position (&scene, l6, &move), ==, TRG_SCENE_CHANGED);
  g_assert_true (scene.targets[l1].reachable);
  g_assert_true (scene.targets[l1].attack);
  /* 4 knights against a knight, a scout, the capital and its palace:
   * 1 + 2 + 2 + 3, at most 5. */
  g_assert_cmpint (scene.targets[l1].att_dice, ==, 4);
  g_assert_cmpint (scene.targets[l1].def_dice, ==, 5);
  g_assert_cmpfloat_with_epsilon (scene.targets[l1].chance,
                                  ts_trigon_battle_chance (4, 1, 0, 1, TRUE, TRUE), 1e-9);
  where = trg_scene_describe_position (&scene, l1);
  g_assert_nonnull (strstr (where, "Nieuw Delia"));
  g_assert_nonnull (strstr (where, "4 dice against 5"));

  g_assert_cmpint (trg_scene_click_position (&scene, l1, &move), ==, TRG_SCENE_MOVE);
  assert_move (&move, ts_trigon_move_step (l6, l1, 4, 0));
  play (game, move);

  /* Green may play Cavalerie: asked, with the dice. */
  show (&scene, game);
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_ATTACK_CARDS);
  g_assert_cmpint (scene.step, ==, TRG_STEP_CHOICE);
  prompt = trg_scene_prompt (&scene);
  g_assert_cmpstr (prompt, ==, "Your attack: 4 dice against 5. Play battle cards?");
  g_assert_cmpint (find_choice (&scene, ts_trigon_move_cards (0)), >=, 0);
  g_assert_cmpstr (scene.choices[find_choice (&scene, ts_trigon_move_cards (0))].label, ==, "Play no battle card");
  i = find_choice (&scene, ts_trigon_move_cards (TRG_CARD_CAVALERIE));
  g_assert_cmpint (i, >=, 0);
  /* The card by its English name, never the Dutch one. */
  g_assert_cmpstr (scene.choices[i].label, ==, "Play “Cavalry”");
  /* The map means nothing in this prompt. */
  g_assert_cmpint (trg_scene_click_position (&scene, l1, &move), ==, TRG_SCENE_BELL);
  /* Purple, watching, is asked nothing and sees no choices. */
  show_as (&scene, game, 1);
  g_assert_cmpint (scene.step, ==, TRG_STEP_NONE);
  g_assert_cmpuint (scene.n_choices, ==, 0);

  show (&scene, game);
  g_assert_cmpint (trg_scene_choose (&scene, (guint) i, &move), ==, TRG_SCENE_MOVE);
  /* 5 dice (4 + Cavalerie) roll 6s against 5 ones: purple loses one. */
  force (game, "66666 11111");
  play (game, move);
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_CASUALTY);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  show (&scene, game);
  g_assert_cmpint (scene.step, ==, TRG_STEP_CHOICE);
  g_clear_pointer (&prompt, g_free);
  prompt = trg_scene_prompt (&scene);
  g_assert_cmpstr (prompt, ==, "The roll was 30 against 5: choose the figure you lose");
  {
    g_autofree char *battle = trg_scene_battle_text (&scene);

    g_assert_nonnull (battle);
    g_assert_nonnull (strstr (battle, "Ada attacks Nieuw Delia, held by Bo, with 4 knights."));
    g_assert_nonnull (strstr (battle, "The attacker plays “Cavalry”."));
    g_assert_nonnull (strstr (battle, "Last roll: 30 against 5."));
  }
  /* Knight or scout (the settlement goes last): the default, a knight,
   * comes first, and a click on L1 picks it. */
  g_assert_cmpuint (scene.n_choices, ==, 2);
  assert_move (&scene.choices[0].move, ts_trigon_move_lose (TRG_LOSS_KNIGHT, l1));
  g_assert_cmpint (find_choice (&scene, ts_trigon_move_lose (TRG_LOSS_SCOUT, l1)), ==, 1);
  /* "Choose my losses automatically" would pick the same by itself. */
  g_assert_false (trg_scene_planned_move (&scene, &move));
  scene.auto_losses = TRUE;
  g_assert_true (trg_scene_planned_move (&scene, &move));
  assert_move (&move, ts_trigon_move_lose (TRG_LOSS_KNIGHT, l1));
  scene.auto_losses = FALSE;
  g_assert_cmpint (trg_scene_click_position (&scene, l1, &move), ==, TRG_SCENE_MOVE);
  assert_move (&move, ts_trigon_move_lose (TRG_LOSS_KNIGHT, l1));
  /* Then the scout falls (alone, it goes without a question), then the
   * settlement: green holds Nieuw Delia, its palace is gone. */
  force (game, "66666 11111 66666 11111");
  play (game, move);
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), l1), ==, 0);
  g_assert_false (ts_trigon_game_has_palace (TG (game), 1));
  trg_scene_clear (&scene);
}

/* A trade offer composed and checked in the scene, then answered by the
 * target through its choices. */
static void
test_trade (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  TrgScene scene;
  TsMove move;
  guint8 give[TRG_N_COINS] = { 3, 0, 0 }, get[TRG_N_COINS] = { 0, 1, 0 };
  guint8 greedy[TRG_N_COINS] = { 0, 0, 5 };
  g_autofree char *reason = NULL, *prompt = NULL;
  int accept;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  give_coins (game, 0, 3, 0, 0);
  give_coins (game, 1, 0, 2, 0);
  trg_scene_init (&scene);
  show (&scene, game);

  /* Gold green does not have: refused, with the rules' reason. */
  g_assert_false (trg_scene_offer (&scene, 1, greedy, get, &move, &reason));
  g_assert_nonnull (reason);
  g_assert_cmpstr (reason, !=, "");
  g_clear_pointer (&reason, g_free);
  g_assert_true (trg_scene_offer (&scene, 1, give, get, &move, &reason));
  g_assert_null (reason);
  assert_move (&move, ts_trigon_move_offer (1, give, get));
  play (game, move);

  show (&scene, game);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  g_assert_cmpint (scene.step, ==, TRG_STEP_CHOICE);
  prompt = trg_scene_prompt (&scene);
  g_assert_cmpstr (prompt, ==, "Ada offers a trade: you give 1 silver, you receive 3 copper");
  /* Declining is the default, listed first. */
  g_assert_cmpuint (scene.n_choices, ==, 2);
  assert_move (&scene.choices[0].move, ts_trigon_move_decline ());
  g_assert_cmpstr (scene.choices[0].label, ==, "Decline the trade");
  accept = find_choice (&scene, ts_trigon_move_accept (TRG_NONE));
  g_assert_cmpint (accept, ==, 1);
  g_assert_cmpstr (scene.choices[accept].label, ==, "Accept the trade");
  g_assert_cmpint (trg_scene_choose (&scene, (guint) accept, &move), ==, TRG_SCENE_MOVE);
  play (game, move);
  g_assert_cmpuint (COINS (game, 0, TRG_SILVER), ==, 1);
  g_assert_cmpuint (COINS (game, 1, TRG_COPPER), ==, 3);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  trg_scene_clear (&scene);
}

/* The panel's buttons: greyed with the reason, then legal. */
static void
test_buttons (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  TrgScene scene;
  TsMove move;
  g_autofree char *reason = NULL;
  int n1 = P ("N1");

  put_capital (game, 0, 3);
  put_capital (game, 1, 1);
  trg_scene_init (&scene);
  show (&scene, game);
  g_assert_false (trg_scene_button_legal (&scene, TRG_BUTTON_BUILD_KNIGHT, &reason));
  g_assert_cmpstr (reason, ==, "Select one of your settlements first");
  g_clear_pointer (&reason, g_free);
  g_assert_cmpint (trg_scene_click_position (&scene, n1, &move), ==, TRG_SCENE_CHANGED);
  /* No copper yet: the rules say why. */
  g_assert_false (trg_scene_button_legal (&scene, TRG_BUTTON_BUILD_KNIGHT, &reason));
  g_assert_nonnull (reason);
  g_clear_pointer (&reason, g_free);
  g_assert_cmpint (trg_scene_button (&scene, TRG_BUTTON_BUILD_KNIGHT, &move), ==, TRG_SCENE_BELL);
  g_assert_false (trg_scene_button_legal (&scene, TRG_BUTTON_EXCHANGE_COPPER, &reason));
  g_clear_pointer (&reason, g_free);

  give_coins (game, 0, 4, 0, 0);
  show (&scene, game);
  g_assert_true (trg_scene_button_legal (&scene, TRG_BUTTON_BUILD_KNIGHT, &reason));
  g_assert_null (reason);
  g_assert_cmpint (trg_scene_button (&scene, TRG_BUTTON_BUILD_KNIGHT, &move), ==, TRG_SCENE_MOVE);
  assert_move (&move, ts_trigon_move_build (TRG_FIG_KNIGHT, n1));
  play (game, move);
  show (&scene, game);
  g_assert_true (trg_scene_button_legal (&scene, TRG_BUTTON_EXCHANGE_COPPER, NULL));
  g_assert_cmpint (trg_scene_button (&scene, TRG_BUTTON_EXCHANGE_COPPER, &move), ==, TRG_SCENE_MOVE);
  assert_move (&move, ts_trigon_move_exchange (TRG_COPPER));
  play (game, move);
  g_assert_cmpuint (COINS (game, 0, TRG_SILVER), ==, 1);

  /* Not the viewer's turn: no button applies. */
  show_as (&scene, game, 1);
  g_assert_false (trg_scene_button_legal (&scene, TRG_BUTTON_END, &reason));
  g_assert_null (reason);
  trg_scene_clear (&scene);
}

/* End turn asks first while a scout stands unused on an empty site. */
static void
test_end_confirm (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  TrgScene scene;
  TsMove move;
  g_autofree char *prompt = NULL;
  int n3 = P ("N3");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 0, n3, TRG_FIG_SCOUT, 1);
  trg_scene_init (&scene);
  show (&scene, game);
  g_assert_cmpuint (trg_scene_unused_scouts (&scene), ==, 1);
  g_assert_cmpint (trg_scene_button (&scene, TRG_BUTTON_END, &move), ==, TRG_SCENE_CHANGED);
  g_assert_true (scene.confirm_end);
  prompt = trg_scene_prompt (&scene);
  g_assert_nonnull (strstr (prompt, "1 scout stands unused"));
  /* Escape forgets the question; asked again, a second press ends. */
  g_assert_cmpint (trg_scene_cancel (&scene), ==, TRG_SCENE_CHANGED);
  g_assert_false (scene.confirm_end);
  g_assert_cmpint (trg_scene_button (&scene, TRG_BUTTON_END, &move), ==, TRG_SCENE_CHANGED);
  g_assert_cmpint (trg_scene_button (&scene, TRG_BUTTON_END, &move), ==, TRG_SCENE_MOVE);
  assert_move (&move, ts_trigon_move_end ());

  /* Founding there: nothing to ask any more. */
  play (game, ts_trigon_move_found (n3));
  show (&scene, game);
  g_assert_cmpuint (trg_scene_unused_scouts (&scene), ==, 0);
  g_assert_cmpint (trg_scene_button (&scene, TRG_BUTTON_END, &move), ==, TRG_SCENE_MOVE);
  trg_scene_clear (&scene);
}

/* A card with several targets lists them; one is chosen, on the map or
 * in the list; Escape forgets the list. */
static void
test_card_targets (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  TrgScene scene;
  TsMove move;
  int n1 = P ("N1"), n3 = P ("N3"), i;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_settlement (game, 0, n3, card_any (game), 1, FALSE);
  deal_event (game, 0, TRG_E_PROMOTIE);
  trg_scene_init (&scene);
  show (&scene, game);
  g_assert_cmpint (trg_scene_click_card (&scene, TRG_E_PROMOTIE, &move), ==, TRG_SCENE_CHANGED);
  g_assert_cmpint (scene.card, ==, TRG_E_PROMOTIE);
  g_assert_cmpuint (scene.n_choices, ==, 2);
  i = find_choice (&scene, ts_trigon_move_play (TRG_E_PROMOTIE, n3, 0, 0, 0));
  g_assert_cmpint (i, >=, 0);
  g_assert_cmpint (scene.choices[i].position, ==, n3);
  g_assert_true (trg_scene_position_legal (&scene, n1));
  g_assert_cmpint (trg_scene_cancel (&scene), ==, TRG_SCENE_CHANGED);
  g_assert_cmpint (scene.card, ==, TRG_NONE);
  g_assert_cmpuint (scene.n_choices, ==, 0);

  g_assert_cmpint (trg_scene_click_card (&scene, TRG_E_PROMOTIE, &move), ==, TRG_SCENE_CHANGED);
  g_assert_cmpint (trg_scene_click_position (&scene, n3, &move), ==, TRG_SCENE_MOVE);
  assert_move (&move, ts_trigon_move_play (TRG_E_PROMOTIE, n3, 0, 0, 0));
  play (game, move);
  g_assert_cmpuint (KNIGHTS (game, "N3"), ==, 1);
  /* A card not in the hand does nothing but ring. */
  show (&scene, game);
  g_assert_cmpint (trg_scene_click_card (&scene, TRG_E_PROMOTIE, &move), ==, TRG_SCENE_BELL);
  trg_scene_clear (&scene);
}

/* Realm knights: every choice places on a settlement, the map too. */
static void
test_realm_knights (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  TrgScene scene;
  TsMove move;
  int n1 = P ("N1");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  for (int s = 1; s < TRG_SITES_PER_REALM; s++)
    put_settlement (game, 0, s, card_any (game), 1, FALSE);
  /* Both players end their turns: round 2's collection gives green 8
   * knights for Noorland. */
  play (game, ts_trigon_move_end ());
  play (game, ts_trigon_move_end ());
  while (ts_trigon_game_get_phase (TG (game)) != TRG_PHASE_REALM_KNIGHTS)
    {
      g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_ACTION);
      play (game, ts_trigon_move_end ());
    }
  trg_scene_init (&scene);
  show (&scene, game);
  g_assert_cmpint (scene.step, ==, TRG_STEP_CHOICE);
  g_assert_cmpint (scene.seat, ==, 0);
  for (guint i = 0; i < scene.n_choices; i++)
    {
      g_assert_cmpint (scene.choices[i].move.kind, ==, TRG_MOVE_PLACE);
      g_assert_true (trg_position_is_site (scene.choices[i].position));
      g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), scene.choices[i].position), ==, 0);
    }
  /* A click on the capital places one. */
  g_assert_cmpint (trg_scene_click_position (&scene, n1, &move), ==, TRG_SCENE_MOVE);
  g_assert_cmpint (move.kind, ==, TRG_MOVE_PLACE);
  g_assert_cmpint (move.arg[0], ==, n1);
  g_assert_cmpint (move.arg[1], ==, 1);
  play (game, move);
  g_assert_cmpuint (ts_trigon_game_get_placements_left (TG (game), NULL), ==, 7);
  trg_scene_clear (&scene);
}

/* Keys: arrows go to the nearest place that way, N to the next place
 * that may be clicked; the geometry finds every place at its centre. */
static void
test_keyboard_and_geometry (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  TrgScene scene;
  TsMove move;
  int n1 = P ("N1");
  double x, y, x2, y2;

  for (int p = 0; p < TRG_N_POSITIONS; p++)
    {
      trg_position_point (p, &x, &y);
      g_assert_cmpint (trg_position_at (x, y), ==, p);
      g_assert_cmpint (trg_position_at (x + 5, y - 5), ==, p);
    }
  /* The open sea in the north-west corner is no place. */
  g_assert_cmpint (trg_position_at (5, 5), ==, TRG_NONE);

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 0, n1, TRG_FIG_KNIGHT, 2);
  trg_scene_init (&scene);
  show (&scene, game);
  scene.cursor = n1;
  g_assert_cmpint (trg_scene_move_cursor (&scene, 1, 0), ==, TRG_SCENE_CHANGED);
  trg_position_point (n1, &x, &y);
  trg_position_point (scene.cursor, &x2, &y2);
  g_assert_cmpfloat (x2, >, x);
  g_assert_cmpfloat (fabs (y2 - y), <, (x2 - x) * 1.8);
  /* N from anywhere reaches a place the viewer may click: its own. */
  g_assert_cmpint (trg_scene_jump_legal (&scene, 1), ==, TRG_SCENE_CHANGED);
  g_assert_true (trg_scene_position_legal (&scene, scene.cursor));
  scene.cursor = n1;
  g_assert_cmpint (trg_scene_activate (&scene, &move), ==, TRG_SCENE_CHANGED);
  g_assert_cmpint (scene.selected, ==, n1);
  /* Now N walks the targets and the own places only. */
  for (int k = 0; k < 5; k++)
    {
      g_assert_cmpint (trg_scene_jump_legal (&scene, -1), ==, TRG_SCENE_CHANGED);
      g_assert_true (trg_scene_position_legal (&scene, scene.cursor));
    }
  trg_scene_clear (&scene);
}

/* Every legal answer of random games has words, and the scene's moves
 * are always legal: a few hundred moves of four seats. */
static void
test_labels_everywhere (void)
{
  g_autoptr(TsGame) game = new_game (4, (const int[]) { GREEN, PURPLE, YELLOW, WHITE }, 11);
  TsRng rng;
  TrgScene scene;
  guint choices = 0;

  ts_rng_init (&rng, 5);
  trg_scene_init (&scene);
  for (int n = 0; n < 1500 && !ts_game_is_over (game); n++)
    {
      g_autoptr(GArray) moves = ts_game_list_moves (game);
      TsMove move;

      show (&scene, game);
      g_assert_cmpint (scene.step, !=, TRG_STEP_NONE);
      for (guint i = 0; i < scene.n_choices; i++)
        {
          g_assert_nonnull (scene.choices[i].label);
          g_assert_cmpstr (scene.choices[i].label, !=, "?");
          g_assert_true (ts_game_is_legal (game, &scene.choices[i].move));
          choices++;
        }
      for (guint i = 0; i < moves->len && i < 40; i++)
        {
          g_autofree char *label = trg_scene_move_label (&scene, &g_array_index (moves, TsMove, i));

          g_assert_nonnull (strstr (label, "?") == NULL ? label : NULL);
        }
      move = g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len));
      play (game, move);
    }
  g_test_message ("%u choices named", choices);
  g_assert_cmpuint (choices, >, 0);
  trg_scene_clear (&scene);
}

/* The prompt and the move labels in words: places by the names the map
 * shows, cards by their English names in quotes, counts with plurals. */
static void
test_words (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  TrgScene scene;
  TsMove move;
  int n1 = P ("N1"), n3 = P ("N3"), l1 = P ("L1"), l6 = P ("L6"), i;
  g_autofree char *prompt = NULL, *ford = NULL;
  guint8 give[TRG_N_COINS] = { 4, 0, 0 }, get[TRG_N_COINS] = { 0, 1, 0 };
  struct { TsMove move; const char *words; } labels[] = {
    { ts_trigon_move_step (n1, n3, 2, 0), "Send 2 knights from Psör to Wolfsheuvel" },
    { ts_trigon_move_step (n1, n3, 1, 1), "Send 1 knight and 1 scout from Psör to Wolfsheuvel" },
    { ts_trigon_move_step (l6, l1, 4, 0), "Attack Nieuw Delia from Goudveld with 4 knights" },
    { ts_trigon_move_offer (1, give, get), "Offer Bo 4 copper for 1 silver" },
    { ts_trigon_move_build (TRG_FIG_SCOUT, n1), "Build a scout on Psör" },
    { ts_trigon_move_exchange (TRG_COPPER), "Exchange 3 copper for 1 silver" },
    { ts_trigon_move_end (), "End your turn" },
  };

  put_capital (game, 0, 2);
  put_capital (game, 1, 1);
  put_figures (game, 0, n1, TRG_FIG_KNIGHT, 2);
  put_figures (game, 0, n1, TRG_FIG_SCOUT, 1);
  put_figures (game, 0, l6, TRG_FIG_KNIGHT, 4);
  put_settlement (game, 0, n3, card_any (game), 1, FALSE);
  deal_event (game, 0, TRG_E_PROMOTIE);
  trg_scene_init (&scene);
  show (&scene, game);
  prompt = trg_scene_prompt (&scene);
  g_assert_cmpstr (prompt, ==, "Your turn, Ada: select your figures or a settlement; build, trade and play cards");
  for (guint k = 0; k < G_N_ELEMENTS (labels); k++)
    {
      g_autofree char *label = trg_scene_move_label (&scene, &labels[k].move);

      g_assert_cmpstr (label, ==, labels[k].words);
    }
  /* A ford by the places it joins, capitalised where it starts a text. */
  ford = trg_scene_describe_position (&scene, TRG_N_SITES);
  g_assert_true (g_str_has_prefix (ford, "The ford between Psör and Runenveld"));

  /* A card's plays: its English name, never the Dutch "Promotie". */
  g_assert_cmpstr (trg_card_title (TRG_E_PROMOTIE), ==, "Promotion");
  g_assert_cmpint (trg_scene_click_card (&scene, TRG_E_PROMOTIE, &move), ==, TRG_SCENE_CHANGED);
  g_clear_pointer (&prompt, g_free);
  prompt = trg_scene_prompt (&scene);
  g_assert_cmpstr (prompt, ==, "Choose what “Promotion” is played on");
  i = find_choice (&scene, ts_trigon_move_play (TRG_E_PROMOTIE, n3, 0, 0, 0));
  g_assert_cmpint (i, >=, 0);
  g_assert_cmpstr (scene.choices[i].label, ==, "Play “Promotion” on Wolfsheuvel");
  /* A task by its English name, and what it asks. */
  g_assert_cmpstr (trg_card_title (TRG_CARD_TASK (5)), ==, "Trade silver");
  g_assert_cmpstr (trg_card_rule (TRG_CARD_TASK (5)), ==, "Receive silver in a coin trade with a player.");
  g_assert_cmpstr (trg_card_rule (TRG_CARD_TASK (18)), ==, "Play “Ore Farm”, “Silver Fleet” or “Treasure Hunters”.");
  trg_scene_clear (&scene);
}

/* The advice (the hint, tessella-cli think) for chosen moves: what to do
 * and, where the computer knows it, why. */
static void
test_advice (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  int n3 = P ("N3"), l1 = P ("L1"), l6 = P ("L6");
  guint8 give[TRG_N_COINS] = { 4, 0, 0 }, get[TRG_N_COINS] = { 0, 1, 0 };
  double chance = ts_trigon_battle_chance (4, 0, 0, 0, TRUE, TRUE);
  struct { TsMove move; const char *words; } advice[] = {
    { ts_trigon_move_found (n3),
      "Found a village on Wolfsheuvel: a village scores 1 point and pays taxes every round." },
    { ts_trigon_move_step (l6, l1, 4, 0), "Attack Nieuw Delia from Goudveld with 4 knights: you win about 3 times in 10." },
    { ts_trigon_move_offer (1, give, get), "Offer Bo 4 copper for 1 silver: you need silver for a scout." },
    { ts_trigon_move_exchange (TRG_COPPER), "Exchange 3 copper for 1 silver: you need silver for a scout." },
    { ts_trigon_move_step (n3, P ("N2"), 0, 1),
      "Send 1 scout from Wolfsheuvel to IJsfjord: a scout there can found a village." },
    { ts_trigon_move_end (), "End your turn." },
  };

  /* The odds said are §10.2's: 4 knights against a capital with its
   * palace win 3 times in 10 (0.29). */
  g_assert_cmpint ((int) (chance * 10 + 0.5), ==, 3);
  put_capital (game, 0, 2);
  put_capital (game, 1, 1);
  put_figures (game, 0, l6, TRG_FIG_KNIGHT, 4);
  /* One scout: a second one would be worth its silver. */
  put_figures (game, 0, n3, TRG_FIG_SCOUT, 1);
  give_coins (game, 0, 4, 0, 0);
  give_coins (game, 1, 0, 2, 0);
  for (guint k = 0; k < G_N_ELEMENTS (advice); k++)
    {
      g_autofree char *words = ts_game_advise_move (game, 0, &advice[k].move, names);

      g_assert_cmpstr (words, ==, advice[k].words);
    }

  /* A settlement with an enemy army next to it: a knight, and why. */
  put_settlement (game, 0, P ("L7"), card_any (game), 2, FALSE);
  put_figures (game, 1, P ("L4"), TRG_FIG_KNIGHT, 3);
  {
    TsMove build = ts_trigon_move_build (TRG_FIG_KNIGHT, P ("L7"));
    g_autofree char *words = ts_game_advise_move (game, 0, &build, names);
    double hold = 1.0 - ts_trigon_battle_chance (3, 0, 0, 0, TRUE, FALSE);

    g_assert_cmpint ((int) (hold * 10 + 0.5), ==, 1);
    g_assert_cmpstr (words, ==, "Build a knight on Marktstede: an enemy army stands next to it, "
                                "and as it is you hold it about 1 time in 10.");
  }

  /* Bo answers: the trade gives Bo copper it does not need for silver. */
  play (game, ts_trigon_move_offer (1, give, get));
  {
    TsMove accept = ts_trigon_move_accept (TRG_NONE), decline = ts_trigon_move_decline ();
    g_autofree char *yes = ts_game_advise_move (game, 1, &accept, names);
    g_autofree char *no = ts_game_advise_move (game, 1, &decline, names);

    g_assert_cmpstr (yes, ==, "Accept the trade: you receive more than you give.");
    g_assert_cmpstr (no, ==, "Decline the trade.");
  }
}

/* Battle cards and Flee: the dice and the odds in the advice. */
static void
test_advice_battle (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  int l6 = P ("L6"), l1 = P ("L1");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 0, l6, TRG_FIG_KNIGHT, 3);
  deal_event (game, 0, TRG_E_CAVALERIE);
  play (game, ts_trigon_move_step (l6, l1, 3, 0));
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_ATTACK_CARDS);
  {
    TsMove cards = ts_trigon_move_cards (TRG_CARD_CAVALERIE), none = ts_trigon_move_cards (0);
    g_autofree char *play_card = ts_game_advise_move (game, 0, &cards, names);
    g_autofree char *no_card = ts_game_advise_move (game, 0, &none, names);

    g_assert_cmpstr (play_card, ==, "Play “Cavalry”: you roll 4 dice instead of 3.");
    g_assert_cmpstr (no_card, ==, "Play no battle card.");
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/scene-trigon/move", test_move);
  g_test_add_func ("/scene-trigon/attack-with-cards", test_attack_with_cards);
  g_test_add_func ("/scene-trigon/trade", test_trade);
  g_test_add_func ("/scene-trigon/buttons", test_buttons);
  g_test_add_func ("/scene-trigon/end-confirm", test_end_confirm);
  g_test_add_func ("/scene-trigon/card-targets", test_card_targets);
  g_test_add_func ("/scene-trigon/realm-knights", test_realm_knights);
  g_test_add_func ("/scene-trigon/keyboard-and-geometry", test_keyboard_and_geometry);
  g_test_add_func ("/scene-trigon/labels-everywhere", test_labels_everywhere);
  g_test_add_func ("/scene-trigon/words", test_words);
  g_test_add_func ("/scene-trigon/advice", test_advice);
  g_test_add_func ("/scene-trigon/advice-battle", test_advice_battle);
  return g_test_run ();
}
