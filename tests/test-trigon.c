/* test-trigon.c — the rules of Rule of Trigon against the spec's
 * acceptance scenarios T1–T35, each its own test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <string.h>

#include "test-trigon-util.h"
#include "ts-games.h"

/* ------------------------------------------------------------------ */
/* T1–T9: setup, collection, building, movement                        */

static const int GPY[] = { GREEN, PURPLE, YELLOW };

static void
test_t01_setup (void)
{
  g_autoptr(TsSetup) setup = setup_for (3, GPY, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) game = ts_trigon_game_new_unstarted (setup, &error);
  const char *capitals[] = { "N1", "L1", "C1" };

  g_assert_no_error (error);
  for (int s = 0; s < 3; s++)
    {
      int c = P (capitals[s]);

      g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), c), ==, s);
      g_assert_cmpint (ts_trigon_game_get_token (TG (game), c), ==, 1);
      g_assert_false (ts_trigon_game_is_city (TG (game), c));
      g_assert_true (ts_trigon_game_has_palace (TG (game), s));
      g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c, TRG_FIG_KNIGHT), ==, 5);
      g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c, TRG_FIG_SCOUT), ==, 1);
      g_assert_cmpint (ts_trigon_game_get_card (TG (game), c), ==, s);   /* V01–V03 */
      g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), c), ==, 1);
      for (int k = 0; k < TRG_N_COINS; k++)
        g_assert_cmpuint (COINS (game, s, k), ==, 0);
      g_assert_cmpuint (ts_trigon_game_count_hand (TG (game), s), ==, 0);
      for (int t = 0; t < TRG_N_TASKS; t++)
        g_assert_false (ts_trigon_game_holds_task (TG (game), s, t));
      g_assert_cmpint (SCORE (game, s), ==, 4);
    }
  g_assert_cmpint (ts_trigon_game_get_occupant (TG (game), P ("K1")), ==, TRG_NONE);
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), P ("K1")), ==, TRG_NONE);
  g_assert_cmpuint (ts_trigon_game_deck_size (TG (game), 0), ==, 46);
  for (guint i = 0; i < ts_trigon_game_deck_size (TG (game), 0); i++)
    g_assert_false (trg_card_is_capital (ts_trigon_game_get_deck_card (TG (game), 0, i)));
  g_assert_cmpuint (ts_trigon_game_deck_size (TG (game), 1), ==, 27);
  g_assert_cmpuint (ts_trigon_game_deck_size (TG (game), 2), ==, 82);
}

static void
test_t02_round1_collection (void)
{
  g_autoptr(TsSetup) setup = setup_for (3, GPY, 1);
  g_autoptr(TsGame) game = ts_trigon_game_new_unstarted (setup, NULL);
  int order[TS_MAX_SEATS];
  const char *capitals[] = { "N1", "L1", "C1" };

  force (game, "5 2 4");
  g_assert_true (ts_trigon_game_start (TG (game)));
  g_assert_false (ts_trigon_game_start (TG (game)));
  for (int s = 0; s < 3; s++)
    {
      g_assert_cmpuint (COINS (game, s, TRG_COPPER), ==, 2);
      g_assert_cmpuint (COINS (game, s, TRG_SILVER), ==, 1);
      g_assert_cmpuint (COINS (game, s, TRG_GOLD), ==, 1);
      g_assert_cmpuint (INH (game, capitals[s]), ==, 2);
    }
  g_assert_cmpuint (ts_trigon_game_get_order (TG (game), 0, order), ==, 3);
  g_assert_cmpint (order[0], ==, 1);
  g_assert_cmpint (order[1], ==, 2);
  g_assert_cmpint (order[2], ==, 0);
  ts_trigon_game_get_order (TG (game), 1, order);
  g_assert_cmpint (order[0], ==, 1);
  g_assert_cmpint (order[1], ==, 2);
  g_assert_cmpint (order[2], ==, 0);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_ACTION);
}

/* Two players, green (seat 0) and purple (seat 1), green to act; purple
 * ends the round when green has ended its turn. */

static void
end_round (TsGame *game)
{
  /* Green's turn, then purple's: the collection follows. */
  play (game, ts_trigon_move_end ());
  play (game, ts_trigon_move_end ());
}

static void
test_t03_village_becomes_city (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  int card = card_of_kind (game, 3);   /* developed village */
  int n3 = P ("N3");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_settlement (game, 0, n3, card, 4, FALSE);
  /* Green 5 points, purple 4: purple collects and acts first. */
  end_round (game);
  /* Taxes from the village side: capital 2/1/1, village 1/1/0. */
  g_assert_cmpuint (COINS (game, 0, TRG_COPPER), ==, 3);
  g_assert_cmpuint (COINS (game, 0, TRG_SILVER), ==, 2);
  g_assert_cmpuint (COINS (game, 0, TRG_GOLD), ==, 1);
  g_assert_true (ts_trigon_game_is_city (TG (game), n3));
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), n3), ==, 5);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), n3, TRG_FIG_KNIGHT), ==, 2);
  g_assert_cmpint (SCORE (game, 0), ==, 6);

  /* Next round: city taxes 2c + 2s, the 2 births are lost. */
  {
    guint c = COINS (game, 0, TRG_COPPER), s = COINS (game, 0, TRG_SILVER);

    /* Purple acts first now (4 < 6). */
    g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
    play (game, ts_trigon_move_end ());
    play (game, ts_trigon_move_end ());
    g_assert_cmpuint (COINS (game, 0, TRG_COPPER), ==, c + 2 + 2);
    g_assert_cmpuint (COINS (game, 0, TRG_SILVER), ==, s + 2 + 1);
    g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), n3), ==, 5);
  }
}

static const int YW[] = { YELLOW, WHITE };

static void
fishing_city (int harbour_settlement,
              int boats_on_board,
              int expect_boats_on_c2)
{
  g_autoptr(TsGame) game = scenario (2, YW, 0);
  int card = card_of_kind (game, 2);   /* fishing: 1 boat */

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_settlement (game, 0, P ("C4"), card, 4, FALSE);
  if (harbour_settlement)
    put_settlement (game, 0, P ("C2"), card_of_kind (game, 1), 1, FALSE);
  else
    put_settlement (game, 0, P ("C5"), card_of_kind (game, 1), 1, FALSE);
  if (boats_on_board > 0)
    put_figures (game, 0, P ("C3"), TRG_FIG_BOAT, boats_on_board);
  deal_event (game, 0, TRG_E_GEBOORTEGOLF);
  play (game, ts_trigon_move_play (TRG_E_GEBOORTEGOLF, P ("C4"), 0, 0, 0));
  g_assert_true (ts_trigon_game_is_city (TG (game), P ("C4")));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), P ("C4"), TRG_FIG_BOAT), ==, 0);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), P ("C2"), TRG_FIG_BOAT), ==, expect_boats_on_c2);
  g_assert_cmpuint (ts_trigon_game_count_all_figures (TG (game), 0, TRG_FIG_BOAT), ==,
                    boats_on_board + expect_boats_on_c2);
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_ACTION);
}

static void
test_t04_city_bonus_boat (void)
{
  fishing_city (TRUE, 2, 1);
  fishing_city (FALSE, 2, 0);
  fishing_city (TRUE, 5, 0);
}

static void
test_t05_knights_need_two (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 1);
  int l5 = P ("L5");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_settlement (game, 1, l5, card_of_kind (game, 1), 3, FALSE);
  give_coins (game, 1, 5, 0, 0);
  play (game, ts_trigon_move_build (TRG_FIG_KNIGHT, l5));
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), l5), ==, 2);
  play (game, ts_trigon_move_build (TRG_FIG_KNIGHT, l5));
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), l5), ==, 1);
  refused (game, ts_trigon_move_build (TRG_FIG_KNIGHT, l5));
  g_assert_cmpuint (COINS (game, 1, TRG_COPPER), ==, 3);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), l5, TRG_FIG_KNIGHT), ==, 2);
}

static void
test_t06_scout_founds (void)
{
  g_autoptr(TsGame) game = scenario (2, YW, 0);
  int c1 = P ("C1"), c4 = P ("C4"), top;

  put_capital (game, 0, 2);
  put_capital (game, 1, 1);
  give_coins (game, 0, 0, 3, 1);
  top = ts_trigon_game_get_deck_card (TG (game), 0, 0);
  play (game, ts_trigon_move_build (TRG_FIG_SCOUT, c1));
  play (game, ts_trigon_move_step (c1, c4, 0, 1));
  play (game, ts_trigon_move_found (c4));
  g_assert_cmpuint (COINS (game, 0, TRG_SILVER), ==, 0);
  g_assert_cmpuint (COINS (game, 0, TRG_GOLD), ==, 0);
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), c1), ==, 1);
  g_assert_cmpuint (ts_trigon_game_count_all_figures (TG (game), 0, TRG_FIG_SCOUT), ==, 0);
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), c4), ==, 0);
  g_assert_cmpint (ts_trigon_game_get_token (TG (game), c4), ==, 2);
  g_assert_false (ts_trigon_game_is_city (TG (game), c4));
  g_assert_cmpint (ts_trigon_game_get_card (TG (game), c4), ==, top);
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), c4), ==, 1);
  g_assert_cmpint (SCORE (game, 0), ==, 5);
  g_assert_cmpuint (ts_trigon_game_get_foundings (TG (game), 0), ==, 1);
}

static void
test_t07_bank_exchange (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  g_autoptr(GError) error = NULL;
  TsMove move;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  give_coins (game, 0, 7, 2, 0);
  play (game, ts_trigon_move_exchange (TRG_COPPER));
  play (game, ts_trigon_move_exchange (TRG_COPPER));
  play (game, ts_trigon_move_exchange (TRG_SILVER));
  g_assert_cmpuint (COINS (game, 0, TRG_COPPER), ==, 1);
  g_assert_cmpuint (COINS (game, 0, TRG_SILVER), ==, 1);
  g_assert_cmpuint (COINS (game, 0, TRG_GOLD), ==, 1);
  /* Gold → silver and silver → copper do not exist. */
  refused (game, ts_trigon_move_exchange (TRG_GOLD));
  g_assert_false (ts_game_parse_move (game, "exchange gold", &move, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_MOVE);
  /* One silver is not enough for gold. */
  refused (game, ts_trigon_move_exchange (TRG_SILVER));
}

static void
test_t08_river_two_turns (void)
{
  g_autoptr(TsGame) game = scenario (2, YW, 0);
  int c4 = P ("C4"), c2 = P ("C2"), ford = P ("F-C4-C2");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  /* White leads on points, so yellow acts first next round too. */
  put_settlement (game, 1, P ("K2"), card_of_kind (game, 1), 1, FALSE);
  put_figures (game, 0, c4, TRG_FIG_KNIGHT, 1);
  refused (game, ts_trigon_move_step (c4, c2, 1, 0));
  play (game, ts_trigon_move_step (c4, ford, 1, 0));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), ford, TRG_FIG_KNIGHT), ==, 1);
  refused (game, ts_trigon_move_step (ford, c2, 1, 0));
  refused (game, ts_trigon_move_step (ford, c4, 1, 0));
  play (game, ts_trigon_move_end ());
  play (game, ts_trigon_move_end ());
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  g_assert_true (listed (game, ts_trigon_move_step (ford, c2, 1, 0)));
  g_assert_true (listed (game, ts_trigon_move_step (ford, c4, 1, 0)));
  play (game, ts_trigon_move_step (ford, c2, 1, 0));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c2, TRG_FIG_KNIGHT), ==, 1);
}

static void
test_t09_boat_capacity (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 1);
  int l2 = P ("L2"), l6 = P ("L6"), c3 = P ("C3"), c4 = P ("C4");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 1, l2, TRG_FIG_BOAT, 1);
  put_figures (game, 1, l2, TRG_FIG_KNIGHT, 5);
  put_figures (game, 1, l6, TRG_FIG_KNIGHT, 1);
  play (game, ts_trigon_move_step (l6, l2, 1, 0));
  /* Six knights do not fit. */
  refused (game, ts_trigon_move_sail (l2, c3, 1, 5, 1, 0, 0));
  play (game, ts_trigon_move_sail (l2, c3, 1, 4, 1, 0, 0));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), l2, TRG_FIG_KNIGHT), ==, 1);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c3, TRG_FIG_KNIGHT), ==, 5);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c3, TRG_FIG_BOAT), ==, 1);
  /* The four that had not stepped may step on; the one from L6 may not. */
  refused (game, ts_trigon_move_step_full (c3, c4, 0, 5, 0, 0));
  play (game, ts_trigon_move_step_full (c3, c4, 0, 4, 0, 0));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c4, TRG_FIG_KNIGHT), ==, 4);
  refused (game, ts_trigon_move_step_full (c3, c4, 0, 1, 0, 0));
  /* The knight left on L2 cannot ride again (no boat there anyway) but
   * the boat cannot sail twice. */
  refused (game, ts_trigon_move_sail (c3, l2, 1, 0, 0, 0, 0));
}

/* ------------------------------------------------------------------ */
/* T10–T17: battles                                                    */

static const int GY[] = { GREEN, YELLOW };

static void
test_t10_battle_example (void)
{
  g_autoptr(TsGame) game = scenario (2, GY, 0);
  g_autoptr(GArray) events = record (game);
  int k7 = P ("K7"), c8 = P ("C8");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 0, k7, TRG_FIG_KNIGHT, 3);
  put_figures (game, 1, c8, TRG_FIG_KNIGHT, 2);
  /* 11 vs 10, 5 vs 6, 7 vs 3. */
  force (game, "443 55  113 6  34 3");
  play (game, ts_trigon_move_step (k7, c8, 3, 0));
  g_assert_cmpuint (count_events (events, TRG_EV_ROLL), ==, 3);
  g_assert_cmpint (nth_event (events, TRG_EV_LOSS, 0)->seat, ==, 1);
  g_assert_cmpint (nth_event (events, TRG_EV_LOSS, 1)->seat, ==, 0);
  g_assert_cmpint (nth_event (events, TRG_EV_LOSS, 2)->seat, ==, 1);
  /* After roll 2 yellow rolled 1 die, green 3. */
  g_assert_cmpint (nth_event (events, TRG_EV_ROLL, 1)->arg[2], ==, 3);
  g_assert_cmpint (nth_event (events, TRG_EV_ROLL, 1)->arg[3], ==, 1);
  g_assert_cmpint (nth_event (events, TRG_EV_BATTLE_WON, 0)->seat, ==, 0);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c8, TRG_FIG_KNIGHT), ==, 2);
  g_assert_cmpint (ts_trigon_game_get_occupant (TG (game), c8), ==, 0);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), k7, TRG_FIG_KNIGHT), ==, 0);
  /* They cannot move again this turn. */
  refused (game, ts_trigon_move_step (c8, k7, 1, 0));
  refused (game, ts_trigon_move_step (c8, P ("C7"), 1, 0));
}

static const int WP[] = { WHITE, PURPLE };

static void
test_t11_conquer_village (void)
{
  g_autoptr(TsGame) game = scenario (2, WP, 0);
  int ford = P ("F-L8-K3"), l8 = P ("L8");
  int card = card_of_kind (game, 1);
  int white_before, purple_before;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_settlement (game, 1, l8, card, 4, FALSE);
  put_figures (game, 0, ford, TRG_FIG_KNIGHT, 5);
  white_before = SCORE (game, 0);
  purple_before = SCORE (game, 1);
  force (game, "33344 55");
  play (game, ts_trigon_move_step (ford, l8, 5, 0));
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), l8), ==, 0);
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), l8), ==, 2);
  g_assert_cmpint (ts_trigon_game_get_card (TG (game), l8), ==, card);
  g_assert_cmpint (ts_trigon_game_get_token (TG (game), l8), ==, 2);
  g_assert_false (ts_trigon_game_is_city (TG (game), l8));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), l8, TRG_FIG_KNIGHT), ==, 5);
  g_assert_cmpint (SCORE (game, 1), ==, purple_before - 1);
  g_assert_cmpint (SCORE (game, 0), ==, white_before + 1);
}

static void
test_t12_tie_rerolls (void)
{
  g_autoptr(TsGame) game = scenario (2, GY, 0);
  g_autoptr(GArray) events = record (game);
  int k7 = P ("K7"), c8 = P ("C8");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 0, k7, TRG_FIG_KNIGHT, 2);
  put_figures (game, 1, c8, TRG_FIG_KNIGHT, 1);
  force (game, "23 5  44 4");
  play (game, ts_trigon_move_step (k7, c8, 2, 0));
  g_assert_cmpuint (count_events (events, TRG_EV_ROLL), ==, 2);
  g_assert_cmpint (nth_event (events, TRG_EV_ROLL, 0)->arg[0], ==, 5);
  g_assert_cmpint (nth_event (events, TRG_EV_ROLL, 0)->arg[1], ==, 5);
  g_assert_cmpuint (count_events (events, TRG_EV_LOSS), ==, 1);
  g_assert_cmpint (nth_event (events, TRG_EV_LOSS, 0)->seat, ==, 1);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c8, TRG_FIG_KNIGHT), ==, 2);
}

static void
test_t13_dice_cap_palace (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  int l1 = P ("L1"), l6 = P ("L6");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 1, l1, TRG_FIG_KNIGHT, 3);
  put_figures (game, 0, l6, TRG_FIG_KNIGHT, 7);
  /* Cavalerie in green's hand stops the battle in the window. */
  deal_event (game, 0, TRG_E_CAVALERIE);
  play (game, ts_trigon_move_step (l6, l1, 7, 0));
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_ATTACK_CARDS);
  g_assert_cmpint (ts_trigon_game_get_battle_dice (TG (game), TRUE), ==, 5);
  g_assert_cmpint (ts_trigon_game_get_battle_dice (TG (game), FALSE), ==, 5);
  /* Without the knights: settlement 2 + palace 3. */
  g_assert_true (ts_trigon_game_remove_figures (TG (game), l1, TRG_FIG_KNIGHT, 3));
  g_assert_cmpint (ts_trigon_game_get_battle_dice (TG (game), FALSE), ==, 5);
}

static void
test_t14_settlement_falls_last (void)
{
  g_autoptr(TsGame) game = scenario (2, YW, 0);
  int k2 = P ("K2"), k5 = P ("K5");
  g_autoptr(GArray) moves = NULL;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_settlement (game, 1, k2, card_of_kind (game, 1), 3, FALSE);
  put_figures (game, 1, k2, TRG_FIG_BOAT, 1);
  put_figures (game, 1, k2, TRG_FIG_KNIGHT, 1);
  put_figures (game, 0, k5, TRG_FIG_KNIGHT, 4);
  force (game, "6666 11111");
  play (game, ts_trigon_move_step (k5, k2, 4, 0));
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_CASUALTY);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  moves = ts_game_list_moves (game);
  g_assert_cmpuint (moves->len, ==, 2);
  g_assert_true (listed (game, ts_trigon_move_lose (TRG_LOSS_KNIGHT, k2)));
  g_assert_true (listed (game, ts_trigon_move_lose (TRG_LOSS_BOAT, k2)));
  refused (game, ts_trigon_move_lose (TRG_LOSS_SETTLEMENT, k2));
  /* White loses the boat, then the knight (3 dice), then the village
   * (2 dice) falls. */
  force (game, "6666 111  6666 11");
  play (game, ts_trigon_move_lose (TRG_LOSS_BOAT, k2));
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), k2), ==, 0);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), k2, TRG_FIG_KNIGHT), ==, 4);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), k2, TRG_FIG_BOAT), ==, 0);
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), k2), ==, 2);
}

static void
test_t15_capital_conquest (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  int l1 = P ("L1"), l6 = P ("L6");
  int green_before, purple_before;

  put_capital (game, 0, 1);
  put_capital (game, 1, 3);
  put_settlement (game, 1, P ("L5"), card_of_kind (game, 1), 1, FALSE);
  put_figures (game, 0, l6, TRG_FIG_KNIGHT, 5);
  green_before = SCORE (game, 0);
  purple_before = SCORE (game, 1);
  force (game, "66666 11111");
  play (game, ts_trigon_move_step (l6, l1, 5, 0));
  g_assert_false (ts_trigon_game_has_palace (TG (game), 1));
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), l1), ==, 0);
  g_assert_false (ts_trigon_game_is_city (TG (game), l1));
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), l1), ==, 2);
  g_assert_cmpint (ts_trigon_game_get_card (TG (game), l1), ==, 1);   /* V02 */
  g_assert_cmpint (SCORE (game, 1), ==, purple_before - 4);
  g_assert_cmpint (SCORE (game, 0), ==, green_before + 1);
}

static void
test_t16_conquest_without_token (void)
{
  g_autoptr(TsGame) game = scenario (2, YW, 0);
  static const char *sites[] = { "C2", "C3", "C4", "C5", "C6", "C7", "C8", "L4", "L7" };
  int k7 = P ("K7"), c8 = P ("C8"), card, yellow_before, white_before;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  for (guint i = 0; i < G_N_ELEMENTS (sites); i++)
    put_settlement (game, 0, P (sites[i]), card_of_kind (game, 1), 1, FALSE);
  g_assert_cmpuint (ts_trigon_game_count_settlements (TG (game), 0), ==, 10);
  card = card_of_kind (game, 3);
  put_settlement (game, 1, k7, card, 3, FALSE);
  put_figures (game, 0, c8, TRG_FIG_KNIGHT, 3);
  yellow_before = SCORE (game, 0);
  white_before = SCORE (game, 1);
  force (game, "666 11");
  play (game, ts_trigon_move_step (c8, k7, 3, 0));
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), k7), ==, TRG_NONE);
  g_assert_cmpint (ts_trigon_game_get_deck_card (TG (game), 0, ts_trigon_game_deck_size (TG (game), 0) - 1), ==, card);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), k7, TRG_FIG_KNIGHT), ==, 3);
  g_assert_cmpint (ts_trigon_game_get_occupant (TG (game), k7), ==, 0);
  g_assert_cmpint (SCORE (game, 0), ==, yellow_before);
  g_assert_cmpint (SCORE (game, 1), ==, white_before - 1);
  /* White's token 2 is free again. */
  put_settlement (game, 1, P ("K8"), card_any (game), 1, FALSE);
  g_assert_cmpint (ts_trigon_game_get_token (TG (game), P ("K8")), ==, 2);
}

static void
test_t17_whole_realm (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  static const char *sites[] = { "N2", "N3", "N4", "N5", "N6", "N7" };
  int n8 = P ("N8"), before;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  for (guint i = 0; i < G_N_ELEMENTS (sites); i++)
    put_settlement (game, 0, P (sites[i]), card_of_kind (game, 1), 1, FALSE);
  put_figures (game, 0, n8, TRG_FIG_SCOUT, 1);
  g_assert_true (ts_trigon_game_set_bonus_holder (TG (game), TRG_BONUS_VERKENNER, 1));
  before = SCORE (game, 0);
  play (game, ts_trigon_move_found (n8));
  g_assert_cmpint (SCORE (game, 0), ==, before + 9);
  g_assert_true (ts_trigon_game_holds_realm (TG (game), 0, GREEN));
  /* Purple ends the round; in the bonus step green places 8 knights. */
  play (game, ts_trigon_move_end ());
  play (game, ts_trigon_move_end ());
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_REALM_KNIGHTS);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  refused (game, ts_trigon_move_place (P ("L1"), 1));
  refused (game, ts_trigon_move_place (n8, 9));
  play (game, ts_trigon_move_place (n8, 5));
  play (game, ts_trigon_move_place (P ("N1"), 3));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), n8, TRG_FIG_KNIGHT), ==, 5);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), P ("N1"), TRG_FIG_KNIGHT), ==, 3);
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_ACTION);
}

/* ------------------------------------------------------------------ */
/* T18–T22: cards in play                                              */

static void
test_t18_negative_at_once (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 1);

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  give_coins (game, 1, 3, 0, 0);
  stack_event (game, TRG_E_ROVERS);
  play (game, ts_trigon_move_buy_event ());
  g_assert_cmpuint (COINS (game, 1, TRG_COPPER), ==, 0);
  g_assert_cmpuint (ts_trigon_game_get_hand_events (TG (game), 1, TRG_E_ROVERS), ==, 0);
  g_assert_cmpuint (ts_trigon_game_deck_size (TG (game), 3), ==, 1);
  g_assert_cmpint (ts_trigon_game_get_deck_card (TG (game), 3, 0), ==, TRG_E_ROVERS);
  g_assert_cmpuint (ts_trigon_game_get_bank (TG (game), TRG_COPPER), ==, 50);
}

static void
test_t19_protection (void)
{
  static const int WG[] = { WHITE, GREEN };
  g_autoptr(TsGame) game = scenario (2, WG, 0);

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 0, P ("K1"), TRG_FIG_KNIGHT, 2);
  put_figures (game, 0, P ("K2"), TRG_FIG_KNIGHT, 2);
  put_figures (game, 1, P ("N1"), TRG_FIG_KNIGHT, 3);
  put_figures (game, 1, P ("N3"), TRG_FIG_KNIGHT, 3);
  give_coins (game, 0, 1, 0, 0);
  give_coins (game, 1, 1, 0, 0);
  g_assert_true (ts_trigon_game_lay_card (TG (game), 0, TRG_E_KAPITEIN));
  stack_event (game, TRG_E_MOORDENAAR);
  play (game, ts_trigon_move_buy_event ());
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_ACTION);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  g_assert_cmpuint (ts_trigon_game_count_all_figures (TG (game), 0, TRG_FIG_KNIGHT), ==, 4);
  play (game, ts_trigon_move_end ());
  /* Green buys Strijd: white keeps its knights, green loses 3 of 6. */
  stack_event (game, TRG_E_STRIJD);
  play (game, ts_trigon_move_buy_event ());
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_NEGATIVE);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  play (game, ts_trigon_move_lose (TRG_LOSS_KNIGHT, P ("N3")));
  play (game, ts_trigon_move_lose (TRG_LOSS_KNIGHT, P ("N3")));
  play (game, ts_trigon_move_lose (TRG_LOSS_KNIGHT, P ("N1")));
  g_assert_cmpuint (ts_trigon_game_count_all_figures (TG (game), 1, TRG_FIG_KNIGHT), ==, 3);
  g_assert_cmpuint (ts_trigon_game_count_all_figures (TG (game), 0, TRG_FIG_KNIGHT), ==, 4);
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_ACTION);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
}

static void
test_t20_strijd_rounding (void)
{
  g_autoptr(TsGame) game = scenario (3, GPY, 2);

  for (int s = 0; s < 3; s++)
    put_capital (game, s, 1);
  put_figures (game, 0, P ("N1"), TRG_FIG_KNIGHT, 3);
  put_figures (game, 0, P ("N3"), TRG_FIG_KNIGHT, 2);
  put_figures (game, 1, P ("L1"), TRG_FIG_KNIGHT, 1);
  give_coins (game, 2, 1, 0, 0);
  stack_event (game, TRG_E_STRIJD);
  play (game, ts_trigon_move_buy_event ());
  /* Yellow (0 knights) loses none; green chooses 2; purple loses none. */
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  play (game, ts_trigon_move_lose (TRG_LOSS_KNIGHT, P ("N1")));
  play (game, ts_trigon_move_lose (TRG_LOSS_KNIGHT, P ("N3")));
  g_assert_cmpuint (ts_trigon_game_count_all_figures (TG (game), 0, TRG_FIG_KNIGHT), ==, 3);
  g_assert_cmpuint (ts_trigon_game_count_all_figures (TG (game), 1, TRG_FIG_KNIGHT), ==, 1);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 2);
}

static void
hinderlaag (int         defending_knights,
            const char *dice,
            int         first_dice,
            int         second_dice)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  g_autoptr(GArray) events = record (game);
  int l7 = P ("L7"), l4 = P ("L4");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_settlement (game, 1, l7, card_of_kind (game, 1), 1, FALSE);
  if (defending_knights)
    put_figures (game, 1, l7, TRG_FIG_KNIGHT, defending_knights);
  put_figures (game, 0, l4, TRG_FIG_KNIGHT, 5);
  deal_event (game, 1, TRG_E_HINDERLAAG);
  play (game, ts_trigon_move_step (l4, l7, 5, 0));
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_DEFENCE_CARDS);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  force (game, dice);
  play (game, ts_trigon_move_cards (TRG_CARD_HINDERLAAG));
  g_assert_cmpint (nth_event (events, TRG_EV_ROLL, 0)->arg[3], ==, first_dice);
  if (second_dice)
    g_assert_cmpint (nth_event (events, TRG_EV_ROLL, 1)->arg[3], ==, second_dice);
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), l7), ==, 0);
}

static void
test_t21_hinderlaag_cap (void)
{
  hinderlaag (0, "66666 1111", 4, 0);
  hinderlaag (1, "66666 11111 66666 1111", 5, 4);
}

static void
vluchten (gboolean village)
{
  g_autoptr(TsGame) game = scenario (2, YW, 1);
  int c5 = P ("C5"), c8 = P ("C8"), ford = P ("F-C5-K5");
  GArray *events;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  if (village)
    put_settlement (game, 0, c5, card_of_kind (game, 1), 1, FALSE);
  put_figures (game, 0, c5, TRG_FIG_KNIGHT, 3);
  put_figures (game, 1, ford, TRG_FIG_KNIGHT, 4);
  deal_event (game, 0, TRG_E_VLUCHTEN);
  deal_task (game, 1, 0);   /* O01 Dood een ridder */
  if (village)
    {
      /* Refused: the battle is fought at once. */
      force (game, "6666 11111 6666 1111 6666 111 6666 11");
      play (game, ts_trigon_move_step (ford, c5, 4, 0));
      g_assert_cmpuint (ts_trigon_game_get_hand_events (TG (game), 0, TRG_E_VLUCHTEN), ==, 1);
      g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), c5), ==, 1);
      return;
    }
  events = record (game);
  play (game, ts_trigon_move_step (ford, c5, 4, 0));
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_FLEE);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  g_assert_true (listed (game, ts_trigon_move_stand ()));
  play (game, ts_trigon_move_flee (c5, c8, 3, 0, 0));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c8, TRG_FIG_KNIGHT), ==, 3);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c5, TRG_FIG_KNIGHT), ==, 4);
  g_assert_cmpint (ts_trigon_game_get_occupant (TG (game), c5), ==, 1);
  g_assert_true (ts_trigon_game_holds_task (TG (game), 1, 0));
  g_assert_cmpuint (ts_trigon_game_get_tasks_done (TG (game), 1), ==, 0);
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_ACTION);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  g_assert_cmpuint (ts_trigon_game_deck_size (TG (game), 3), ==, 1);
  /* No dice, nobody won a battle. */
  g_assert_cmpuint (count_events (events, TRG_EV_ROLL), ==, 0);
  g_assert_cmpuint (count_events (events, TRG_EV_BATTLE_WON), ==, 0);
  g_array_unref (events);
  ts_game_set_event_sink (game, NULL);
}

static void
test_t22_vluchten (void)
{
  vluchten (FALSE);
  vluchten (TRUE);
}

/* ------------------------------------------------------------------ */
/* T23–T26: order, bank, winning                                       */

static void
test_t23_bank_short (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  static const char *green_sites[] = { "N2", "N3" };
  static const char *purple_sites[] = { "L2", "L3", "L4", "L5", "L6" };

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  for (guint i = 0; i < G_N_ELEMENTS (green_sites); i++)
    put_settlement (game, 0, P (green_sites[i]), card_of_kind (game, 1), 1, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (purple_sites); i++)
    put_settlement (game, 1, P (purple_sites[i]), card_of_kind (game, 1), 1, FALSE);
  g_assert_cmpint (SCORE (game, 0), ==, 6);
  g_assert_cmpint (SCORE (game, 1), ==, 9);
  /* Purple holds 49 gold: the bank has 1. */
  give_coins (game, 1, 0, 0, 49);
  end_round (game);
  g_assert_cmpuint (COINS (game, 0, TRG_GOLD), ==, 1);
  g_assert_cmpuint (COINS (game, 1, TRG_GOLD), ==, 49);
  g_assert_cmpuint (ts_trigon_game_get_bank (TG (game), TRG_GOLD), ==, 0);
  /* Nothing is owed: the next collection pays purple only what the bank
   * has then. */
  play (game, ts_trigon_move_end ());
  play (game, ts_trigon_move_end ());
  g_assert_cmpuint (COINS (game, 1, TRG_GOLD), ==, 49);
}

static void
test_t24_action_order_tie (void)
{
  static const int GPYW[] = { GREEN, PURPLE, YELLOW, WHITE };
  g_autoptr(TsGame) game = scenario (4, GPYW, 0);
  int order[TS_MAX_SEATS];

  for (int s = 0; s < 4; s++)
    put_capital (game, s, 1);
  /* Green 8, purple 6, yellow 6, white 10. */
  for (int i = 2; i <= 5; i++)
    put_settlement (game, 0, trg_capital_of_realm (GREEN) + i, card_any (game), 1, FALSE);
  for (int i = 2; i <= 3; i++)
    {
      put_settlement (game, 1, trg_capital_of_realm (PURPLE) + i, card_any (game), 1, FALSE);
      put_settlement (game, 2, trg_capital_of_realm (YELLOW) + i, card_any (game), 1, FALSE);
    }
  for (int i = 2; i <= 7; i++)
    put_settlement (game, 3, trg_capital_of_realm (WHITE) + i, card_any (game), 1, FALSE);
  g_assert_cmpint (SCORE (game, 0), ==, 8);
  g_assert_cmpint (SCORE (game, 1), ==, 6);
  g_assert_cmpint (SCORE (game, 2), ==, 6);
  g_assert_cmpint (SCORE (game, 3), ==, 10);
  force (game, "5 2");
  for (int i = 0; i < 4; i++)
    play (game, ts_trigon_move_end ());
  ts_trigon_game_get_order (TG (game), 0, order);
  g_assert_cmpint (order[0], ==, 2);
  g_assert_cmpint (order[1], ==, 1);
  g_assert_cmpint (order[2], ==, 0);
  g_assert_cmpint (order[3], ==, 3);
  ts_trigon_game_get_order (TG (game), 1, order);
  g_assert_cmpint (order[0], ==, 2);
  g_assert_cmpint (order[1], ==, 3);
  g_assert_cmpint (order[2], ==, 0);
  g_assert_cmpint (order[3], ==, 1);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 2);
}

static const int PYW[] = { PURPLE, YELLOW, WHITE };

static void
test_t25_win_at_25 (void)
{
  g_autoptr(TsGame) game = scenario (3, PYW, 0);
  static const char *sites[] = { "L2", "L3", "L4", "L5", "L6", "L7", "C2", "C3" };

  for (int s = 0; s < 3; s++)
    put_capital (game, s, 1);
  /* 3 palace + 1 capital + 8 cities + 1 task + 2 Zoektocht + 1 Kerker. */
  for (guint i = 0; i < G_N_ELEMENTS (sites); i++)
    put_settlement (game, 0, P (sites[i]), card_of_kind (game, 1), 5, TRUE);
  g_assert_true (ts_trigon_game_set_bonus_holder (TG (game), TRG_BONUS_ZOEKTOCHT, 0));
  g_assert_true (ts_trigon_game_complete_task (TG (game), 0, 4));    /* O05, 1 point */
  g_assert_true (ts_trigon_game_lay_card (TG (game), 0, TRG_E_KERKER));
  g_assert_cmpint (SCORE (game, 0), ==, 24);
  put_figures (game, 0, P ("C4"), TRG_FIG_SCOUT, 1);
  play (game, ts_trigon_move_found (P ("C4")));
  g_assert_cmpint (SCORE (game, 0), ==, 25);
  g_assert_true (ts_game_is_over (game));
  g_assert_cmpint (ts_trigon_game_get_winner (TG (game)), ==, 0);
  g_assert_cmpint (ts_trigon_game_get_end (TG (game)), ==, TRG_END_POINTS);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, TS_SEAT_NONE);
  g_assert_cmpuint (ts_game_list_moves (game)->len, ==, 0);
}

static void
test_t26_emperor (void)
{
  static const int WY[] = { WHITE, YELLOW };
  static const char *sites[] = { "K2", "K3", "K4", "K5" };
  int inhabitants;

  for (int pass = 0; pass < 2; pass++)
    {
      g_autoptr(TsGame) game = scenario (2, WY, 0);

      put_capital (game, 0, 5);
      put_capital (game, 1, 1);
      for (guint i = 0; i < G_N_ELEMENTS (sites); i++)
        put_settlement (game, 0, P (sites[i]), card_of_kind (game, 1), 5, TRUE);
      /* 26 inhabitants, or 24. */
      put_settlement (game, 0, P ("K6"), card_of_kind (game, 3), pass == 0 ? 1 : 0, FALSE);
      g_assert_cmpint (ts_trigon_game_get_token (TG (game), P ("K6")), ==, 6);
      if (pass == 1)
        g_assert_true (ts_trigon_game_set_inhabitants (TG (game), P ("K5"), 4));
      give_coins (game, 0, 0, 4, 5);
      inhabitants = (int) ts_trigon_game_count_all_inhabitants (TG (game), 0);
      if (pass == 1)
        {
          g_assert_cmpint (inhabitants, ==, 24);
          refused (game, ts_trigon_move_crown (P ("K1")));
          continue;
        }
      g_assert_cmpint (inhabitants, ==, 26);
      play (game, ts_trigon_move_crown (P ("K1")));
      g_assert_cmpuint (COINS (game, 0, TRG_SILVER), ==, 0);
      g_assert_cmpuint (COINS (game, 0, TRG_GOLD), ==, 1);
      g_assert_cmpuint (ts_trigon_game_count_all_inhabitants (TG (game), 0), ==, 25);
      g_assert_true (ts_game_is_over (game));
      g_assert_cmpint (ts_trigon_game_get_winner (TG (game)), ==, 0);
      g_assert_cmpint (ts_trigon_game_get_end (TG (game)), ==, TRG_END_EMPEROR);
    }
}

/* ------------------------------------------------------------------ */
/* T27–T35: tasks, bonus cards, cards                                  */

static void
test_t27_double_completion (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 1);
  int l7 = P ("L7"), l4 = P ("L4");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  for (int t = 4; t <= 8; t += t == 5 ? 3 : 1)
    g_assert_true (ts_trigon_game_complete_task (TG (game), 0, t));
  g_assert_true (ts_trigon_game_set_bonus_holder (TG (game), TRG_BONUS_ZOEKTOCHT, 0));
  deal_task (game, 0, 0);    /* O01 */
  deal_task (game, 0, 24);   /* O25 */
  put_figures (game, 0, l4, TRG_FIG_KNIGHT, 3);
  put_figures (game, 1, l7, TRG_FIG_KNIGHT, 1);
  force (game, "1 666");
  play (game, ts_trigon_move_step (l7, l4, 1, 0));
  g_assert_cmpuint (ts_trigon_game_get_tasks_done (TG (game), 0), ==, 5);
  g_assert_true (ts_trigon_game_task_done (TG (game), 0, 0));
  g_assert_true (ts_trigon_game_task_done (TG (game), 0, 24));
  g_assert_true (ts_game_is_over (game));
  g_assert_cmpint (ts_trigon_game_get_winner (TG (game)), ==, 0);
  g_assert_cmpint (ts_trigon_game_get_end (TG (game)), ==, TRG_END_TASKS);
}

static void
test_t28_zoektocht_first_only (void)
{
  g_autoptr(TsGame) game = scenario (2, YW, 0);
  int before;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  g_assert_true (ts_trigon_game_complete_task (TG (game), 0, 4));
  g_assert_true (ts_trigon_game_complete_task (TG (game), 0, 5));
  g_assert_true (ts_trigon_game_complete_task (TG (game), 1, 6));
  g_assert_true (ts_trigon_game_complete_task (TG (game), 1, 7));
  deal_task (game, 0, 10);   /* O11: build a scout */
  deal_task (game, 1, 8);    /* O09: build a boat */
  give_coins (game, 0, 0, 3, 1);
  before = SCORE (game, 0);
  play (game, ts_trigon_move_build (TRG_FIG_SCOUT, P ("C1")));
  g_assert_cmpint (ts_trigon_game_get_bonus_holder (TG (game), TRG_BONUS_ZOEKTOCHT), ==, 0);
  g_assert_cmpint (SCORE (game, 0), ==, before + 1 + 2);
  play (game, ts_trigon_move_end ());
  /* White's third task later: no card. */
  put_settlement (game, 1, P ("K2"), card_of_kind (game, 1), 1, FALSE);
  give_coins (game, 1, 2, 0, 0);
  play (game, ts_trigon_move_build (TRG_FIG_BOAT, P ("K2")));
  g_assert_cmpuint (ts_trigon_game_get_tasks_done (TG (game), 1), ==, 3);
  g_assert_cmpint (ts_trigon_game_get_bonus_holder (TG (game), TRG_BONUS_ZOEKTOCHT), ==, 0);
}

static void
test_t29_verkenner (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 1);
  int before;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  g_assert_true (ts_trigon_game_set_foundings (TG (game), 1, 4));
  put_settlement (game, 1, P ("L2"), card_of_kind (game, 1), 1, FALSE);
  deal_event (game, 1, TRG_E_VLIJTIGE_ONDERDAAN);
  before = SCORE (game, 1);
  /* Outside the home realm is refused while Lumos has eligible sites. */
  refused (game, ts_trigon_move_play (TRG_E_VLIJTIGE_ONDERDAAN, P ("C4"), 0, 0, 0));
  play (game, ts_trigon_move_play (TRG_E_VLIJTIGE_ONDERDAAN, P ("L6"), 0, 0, 0));
  g_assert_cmpuint (ts_trigon_game_get_foundings (TG (game), 1), ==, 5);
  g_assert_cmpint (ts_trigon_game_get_bonus_holder (TG (game), TRG_BONUS_VERKENNER), ==, 1);
  g_assert_cmpint (SCORE (game, 1), ==, before + 3 + 1);
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), P ("L6")), ==, 1);
}

static void
test_t30_explore (void)
{
  static const int WY[] = { WHITE, YELLOW };
  g_autoptr(TsGame) game = scenario (2, WY, 0);

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 0, P ("K5"), TRG_FIG_KNIGHT, 1);
  put_figures (game, 0, P ("L7"), TRG_FIG_KNIGHT, 1);
  give_coins (game, 0, 0, 0, 1);
  stack_task (game, 23);   /* O24 Verken Kalland */
  play (game, ts_trigon_move_buy_task ());
  g_assert_true (ts_trigon_game_holds_task (TG (game), 0, 23));
  play (game, ts_trigon_move_step (P ("K5"), P ("K7"), 1, 0));
  g_assert_true (ts_trigon_game_holds_task (TG (game), 0, 23));
  g_assert_cmpuint (ts_trigon_game_get_tasks_done (TG (game), 0), ==, 0);
  play (game, ts_trigon_move_step (P ("L7"), P ("K5"), 1, 0));
  g_assert_cmpuint (ts_trigon_game_get_tasks_done (TG (game), 0), ==, 1);
  g_assert_cmpint (SCORE (game, 0), ==, 5);
}

static void
test_t31_meteorieten (void)
{
  static const int YG[] = { YELLOW, GREEN };
  g_autoptr(TsGame) game = scenario (2, YG, 0);

  put_capital (game, 0, 1);
  put_capital (game, 1, 3);
  put_settlement (game, 1, P ("N2"), card_of_kind (game, 1), 1, FALSE);
  put_settlement (game, 1, P ("N3"), card_of_kind (game, 1), 2, FALSE);
  give_coins (game, 0, 1, 0, 0);
  stack_event (game, TRG_E_METEORIETEN);
  play (game, ts_trigon_move_buy_event ());
  /* Yellow (one inhabitant) loses none; green chooses 3 of its 3
   * spare inhabitants: N1 twice, then N3 is the only choice left. */
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_NEGATIVE);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  refused (game, ts_trigon_move_lose (TRG_LOSS_INHABITANT, P ("N2")));
  play (game, ts_trigon_move_lose (TRG_LOSS_INHABITANT, P ("N1")));
  play (game, ts_trigon_move_lose (TRG_LOSS_INHABITANT, P ("N1")));
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_ACTION);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  g_assert_cmpuint (INH (game, "N1"), ==, 1);
  g_assert_cmpuint (INH (game, "N2"), ==, 1);
  g_assert_cmpuint (INH (game, "N3"), ==, 1);
  g_assert_cmpuint (INH (game, "C1"), ==, 1);
}

static void
test_t32_intrige (void)
{
  g_autoptr(TsGame) game = scenario (2, YW, 0);
  int k4 = P ("K4"), card = card_of_kind (game, 3);
  int yellow_before, white_before;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_settlement (game, 1, k4, card, 5, TRUE);
  deal_event (game, 0, TRG_E_INTRIGE);
  yellow_before = SCORE (game, 0);
  white_before = SCORE (game, 1);
  refused (game, ts_trigon_move_play (TRG_E_INTRIGE, P ("K1"), 0, 0, 0));
  put_figures (game, 1, k4, TRG_FIG_KNIGHT, 1);
  refused (game, ts_trigon_move_play (TRG_E_INTRIGE, k4, 0, 0, 0));
  g_assert_true (ts_trigon_game_remove_figures (TG (game), k4, TRG_FIG_KNIGHT, 1));
  play (game, ts_trigon_move_play (TRG_E_INTRIGE, k4, 0, 0, 0));
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), k4), ==, 0);
  g_assert_true (ts_trigon_game_is_city (TG (game), k4));
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), k4), ==, 5);
  g_assert_cmpint (ts_trigon_game_get_card (TG (game), k4), ==, card);
  g_assert_cmpint (SCORE (game, 0), ==, yellow_before + 2);
  g_assert_cmpint (SCORE (game, 1), ==, white_before - 2);
}

static void
test_t33_overloper (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  int l6 = P ("L6"), l7 = P ("L7");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 1, l6, TRG_FIG_SCOUT, 1);
  put_figures (game, 1, l7, TRG_FIG_KNIGHT, 3);
  deal_event (game, 0, TRG_E_OVERLOPER);
  g_assert_true (listed (game, ts_trigon_move_play (TRG_E_OVERLOPER, l6, TRG_FIG_SCOUT, 0, 0)));
  refused (game, ts_trigon_move_play (TRG_E_OVERLOPER, l7, TRG_FIG_KNIGHT, 0, 0));
  play (game, ts_trigon_move_play (TRG_E_OVERLOPER, l6, TRG_FIG_SCOUT, 0, 0));
  g_assert_cmpint (ts_trigon_game_get_occupant (TG (game), l6), ==, 0);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), l6, TRG_FIG_SCOUT), ==, 1);
  /* It cannot move this turn. */
  refused (game, ts_trigon_move_step (l6, P ("L2"), 0, 1));
  refused (game, ts_trigon_move_found (l6));
}

static void
test_t34_ontdekkingsreiziger (void)
{
  g_autoptr(TsGame) game = scenario (2, YW, 0);
  int c1 = P ("C1"), c4 = P ("C4");

  put_capital (game, 0, 3);
  put_capital (game, 1, 1);
  give_coins (game, 0, 0, 6, 2);
  deal_event (game, 0, TRG_E_ONTDEKKINGSREIZIGER);
  play (game, ts_trigon_move_play (TRG_E_ONTDEKKINGSREIZIGER, 0, 0, 0, 0));
  play (game, ts_trigon_move_build (TRG_FIG_SCOUT, c1));
  g_assert_cmpuint (COINS (game, 0, TRG_SILVER), ==, 3);
  g_assert_cmpuint (COINS (game, 0, TRG_GOLD), ==, 1);
  g_assert_cmpuint (INH (game, "C1"), ==, 2);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c1, TRG_FIG_SCOUT), ==, 2);
  play (game, ts_trigon_move_step (c1, c4, 0, 1));
  play (game, ts_trigon_move_found (c4));
  play (game, ts_trigon_move_build (TRG_FIG_SCOUT, c1));
  g_assert_cmpuint (ts_trigon_game_count_all_figures (TG (game), 0, TRG_FIG_SCOUT), ==, 3);
  g_assert_cmpuint (COINS (game, 0, TRG_SILVER), ==, 0);
  g_assert_cmpuint (COINS (game, 0, TRG_GOLD), ==, 0);
  g_assert_cmpuint (INH (game, "C1"), ==, 1);
}

static void
test_t35_city_capacity (void)
{
  for (int start = 4; start <= 5; start++)
    {
      g_autoptr(TsGame) game = scenario (2, GP, 0);
      int n3 = P ("N3");

      put_capital (game, 0, 1);
      put_capital (game, 1, 1);
      put_settlement (game, 0, n3, card_of_kind (game, 1), start, TRUE);
      end_round (game);
      g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), n3), ==, 5);
    }
}

/* ------------------------------------------------------------------ */
/* The log in words (issue 24)                                         */

/* Every event of EVENTS in words, one a line. */
static char *
words_of (TsGame *game,
          GArray *events)
{
  static const char * const names[] = { "Ada", "Bo", NULL };
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < events->len; i++)
    {
      g_autofree char *line = ts_game_describe_event (game, &g_array_index (events, TsEvent, i), names);

      if (line != NULL)
        g_string_append_printf (s, "%s\n", line);
    }
  g_array_set_size (events, 0);
  return g_string_free (s, FALSE);
}

static void
test_words_events (void)
{
  g_autoptr(TsGame) game = scenario (2, (const int[]) { GREEN, PURPLE }, 0);
  g_autoptr(GArray) events = record (game);
  int n3 = P ("N3"), l7 = P ("L7");
  guint8 give[TRG_N_COINS] = { 4, 0, 0 }, get[TRG_N_COINS] = { 0, 1, 0 };
  g_autofree char *found = NULL, *expected = NULL, *trade = NULL, *move = NULL, *battle = NULL, *card = NULL;

  put_capital (game, 0, 2);
  put_capital (game, 1, 1);
  put_settlement (game, 1, l7, card_any (game), 1, FALSE);
  put_figures (game, 0, n3, TRG_FIG_SCOUT, 1);
  put_figures (game, 0, P ("L2"), TRG_FIG_KNIGHT, 3);
  put_figures (game, 0, P ("L2"), TRG_FIG_SCOUT, 1);
  put_figures (game, 0, P ("L4"), TRG_FIG_KNIGHT, 4);
  give_coins (game, 0, 4, 0, 0);
  give_coins (game, 1, 0, 1, 0);
  deal_event (game, 0, TRG_E_PROMOTIE);
  g_array_set_size (events, 0);

  /* A founding: the site by the name the map shows, the village card by
   * its kind, never its number. */
  play (game, ts_trigon_move_found (n3));
  found = words_of (game, events);
  expected = g_strdup_printf ("Ada founds a village on Wolfsheuvel with the village card “%s”.\n",
                              trg_village_kind (ts_trigon_game_get_card (TG (game), n3))->name);
  g_assert_cmpstr (found, ==, expected);

  /* A trade in coins, answered. */
  play (game, ts_trigon_move_offer (1, give, get));
  play (game, ts_trigon_move_accept (TRG_NONE));
  trade = words_of (game, events);
  g_assert_cmpstr (trade, ==, "Ada offers Bo 4 copper for 1 silver.\nBo accepts the offer.\n");

  /* A card by its English name. */
  play (game, ts_trigon_move_play (TRG_E_PROMOTIE, P ("N1"), 0, 0, 0));
  card = words_of (game, events);
  g_assert_cmpstr (card, ==, "Ada plays “Promotion” on Psör.\n");

  /* An army with its plurals and no zero count. */
  play (game, ts_trigon_move_step_full (P ("L2"), P ("L4"), 3, 0, 1, 0));
  move = words_of (game, events);
  g_assert_cmpstr (move, ==, "Ada moves 3 knights and 1 scout from Delishaven to Calkust.\n");

  /* A battle and its end: 4 knights roll 6s against the village's two 1s. */
  force (game, "6666 11");
  play (game, ts_trigon_move_step (P ("L4"), l7, 4, 0));
  battle = words_of (game, events);
  g_assert_cmpstr (battle, ==,
                   "Ada moves 4 knights from Calkust to Marktstede.\n"
                   "Ada attacks Marktstede, held by Bo, with 4 dice against 2.\n"
                   "The attacker rolls 24, the defender 2.\n"
                   "Bo loses the settlement on Marktstede.\n"
                   "Ada wins the battle for Marktstede.\n"
                   "Ada conquers Marktstede from Bo.\n");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add_func ("/trigon/T01-setup", test_t01_setup);
  g_test_add_func ("/trigon/T02-round-1-collection", test_t02_round1_collection);
  g_test_add_func ("/trigon/T03-village-becomes-city", test_t03_village_becomes_city);
  g_test_add_func ("/trigon/T04-city-bonus-boat", test_t04_city_bonus_boat);
  g_test_add_func ("/trigon/T05-knights-need-two-inhabitants", test_t05_knights_need_two);
  g_test_add_func ("/trigon/T06-build-scout-and-found", test_t06_scout_founds);
  g_test_add_func ("/trigon/T07-bank-exchange", test_t07_bank_exchange);
  g_test_add_func ("/trigon/T08-river-takes-two-turns", test_t08_river_two_turns);
  g_test_add_func ("/trigon/T09-boat-capacity", test_t09_boat_capacity);
  g_test_add_func ("/trigon/T10-battle-example", test_t10_battle_example);
  g_test_add_func ("/trigon/T11-conquer-village", test_t11_conquer_village);
  g_test_add_func ("/trigon/T12-tie-rerolls", test_t12_tie_rerolls);
  g_test_add_func ("/trigon/T13-dice-cap-and-palace", test_t13_dice_cap_palace);
  g_test_add_func ("/trigon/T14-settlement-falls-last", test_t14_settlement_falls_last);
  g_test_add_func ("/trigon/T15-capital-conquest", test_t15_capital_conquest);
  g_test_add_func ("/trigon/T16-conquest-without-token", test_t16_conquest_without_token);
  g_test_add_func ("/trigon/T17-whole-realm", test_t17_whole_realm);
  g_test_add_func ("/trigon/T18-negative-card-at-once", test_t18_negative_at_once);
  g_test_add_func ("/trigon/T19-protection-card", test_t19_protection);
  g_test_add_func ("/trigon/T20-strijd-rounding", test_t20_strijd_rounding);
  g_test_add_func ("/trigon/T21-hinderlaag-and-cap", test_t21_hinderlaag_cap);
  g_test_add_func ("/trigon/T22-vluchten", test_t22_vluchten);
  g_test_add_func ("/trigon/T23-bank-short-at-collection", test_t23_bank_short);
  g_test_add_func ("/trigon/T24-action-order-with-tie", test_t24_action_order_tie);
  g_test_add_func ("/trigon/T25-win-at-25-mid-turn", test_t25_win_at_25);
  g_test_add_func ("/trigon/T26-emperor", test_t26_emperor);
  g_test_add_func ("/trigon/T27-double-completion-task-win", test_t27_double_completion);
  g_test_add_func ("/trigon/T28-zoektocht-first-only", test_t28_zoektocht_first_only);
  g_test_add_func ("/trigon/T29-verkenner-van-de-wildernis", test_t29_verkenner);
  g_test_add_func ("/trigon/T30-explore-from-outside", test_t30_explore);
  g_test_add_func ("/trigon/T31-meteorieten-minimum", test_t31_meteorieten);
  g_test_add_func ("/trigon/T32-intrige", test_t32_intrige);
  g_test_add_func ("/trigon/T33-overloper", test_t33_overloper);
  g_test_add_func ("/trigon/T34-ontdekkingsreiziger", test_t34_ontdekkingsreiziger);
  g_test_add_func ("/trigon/T35-city-capacity", test_t35_city_capacity);
  g_test_add_func ("/trigon/words-events", test_words_events);

  return g_test_run ();
}
