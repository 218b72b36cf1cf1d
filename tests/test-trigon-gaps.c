/* test-trigon-gaps.c — Rule of Trigon: the gaps the spec leaves open, as
 * decided in docs/trigon.md (issue 14), and fair undo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <string.h>

#include "test-trigon-util.h"
#include "ts-games.h"
#include "ts-match.h"

/* Gap 1: after 30 rounds the highest score wins; everyone is ranked. */
static void
test_gap_thirty_rounds (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  int ranks[2];

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_settlement (game, 1, P ("L2"), card_any (game), 1, FALSE);
  g_assert_true (ts_trigon_game_set_round (TG (game), TRG_MAX_ROUNDS));
  play (game, ts_trigon_move_end ());
  play (game, ts_trigon_move_end ());
  g_assert_true (ts_game_is_over (game));
  g_assert_cmpint (ts_trigon_game_get_end (TG (game)), ==, TRG_END_ROUNDS);
  g_assert_cmpint (ts_trigon_game_get_winner (TG (game)), ==, 1);
  ts_game_get_ranks (game, ranks);
  g_assert_cmpint (ranks[1], ==, 0);
  g_assert_cmpint (ranks[0], ==, 1);
}

/* Gap 2: a task completes only if held before and after its event: a
 * "Ruil een kaart" received in a swap, or given away in it, does not
 * complete. */
static void
test_gap_task_held_before_and_after (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  deal_task (game, 0, 7);     /* O08 Ruil een kaart */
  deal_event (game, 1, TRG_E_ERTSHOEVE);
  play (game, ts_trigon_move_swap (1, TRG_CARD_TASK (7)));
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  play (game, ts_trigon_move_accept (TRG_E_ERTSHOEVE));
  g_assert_true (ts_trigon_game_holds_task (TG (game), 1, 7));
  g_assert_cmpuint (ts_trigon_game_get_tasks_done (TG (game), 0), ==, 0);
  g_assert_cmpuint (ts_trigon_game_get_tasks_done (TG (game), 1), ==, 0);
  g_assert_cmpuint (ts_trigon_game_get_hand_events (TG (game), 0, TRG_E_ERTSHOEVE), ==, 1);

  /* Held through a swap of other cards, it completes. */
  deal_event (game, 0, TRG_E_SLOT);
  deal_event (game, 1, TRG_E_ZILVERVLOOT);
  play (game, ts_trigon_move_end ());
  play (game, ts_trigon_move_swap (0, TRG_E_ZILVERVLOOT));
  play (game, ts_trigon_move_accept (TRG_E_SLOT));
  g_assert_cmpuint (ts_trigon_game_get_hand_events (TG (game), 1, TRG_E_SLOT), ==, 1);
  g_assert_cmpuint (ts_trigon_game_get_tasks_done (TG (game), 1), ==, 1);
  g_assert_cmpuint (ts_trigon_game_get_tasks_done (TG (game), 0), ==, 0);
}

/* Gap 3: a player eliminated during their own turn ends it at once (and
 * with one player left, the game). */
static void
test_gap_eliminated_in_own_turn (void)
{
  static const int GPY[] = { GREEN, PURPLE, YELLOW };
  g_autoptr(TsGame) game = scenario (3, GPY, 1);

  put_capital (game, 0, 1);
  put_capital (game, 2, 1);
  /* Purple: a village on L5, a knight on L7 and nothing else. */
  put_settlement (game, 1, P ("L5"), card_of_kind (game, 1), 1, FALSE);
  put_figures (game, 1, P ("L7"), TRG_FIG_KNIGHT, 1);
  put_figures (game, 2, P ("C2"), TRG_FIG_KNIGHT, 5);
  g_assert_true (ts_trigon_game_set_bonus_holder (TG (game), TRG_BONUS_ZOEKTOCHT, 1));
  give_coins (game, 1, 1, 0, 0);
  stack_event (game, TRG_E_WINTER);
  /* Winter takes the village; then the knight dies attacking. */
  play (game, ts_trigon_move_buy_event ());
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), P ("L5")), ==, TRG_NONE);
  g_assert_false (ts_trigon_game_is_eliminated (TG (game), 1));
  force (game, "1 666");
  play (game, ts_trigon_move_step (P ("L7"), P ("C2"), 1, 0));
  g_assert_true (ts_trigon_game_is_eliminated (TG (game), 1));
  /* Its bonus card left the game; its turn is over. */
  g_assert_cmpint (ts_trigon_game_get_bonus_holder (TG (game), TRG_BONUS_ZOEKTOCHT), <, 0);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 2);
  g_assert_cmpuint (ts_trigon_game_get_coins (TG (game), 1, TRG_COPPER), ==, 0);
}

/* Gap 4: buying an event card needs a card in the deck or the discard. */
static void
test_gap_no_event_cards_left (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  give_coins (game, 0, 2, 0, 0);
  /* Purple holds every event card. */
  while (ts_trigon_game_deck_size (TG (game), 2) > 0)
    g_assert_true (ts_trigon_game_deal_card (TG (game), 1, ts_trigon_game_get_deck_card (TG (game), 2, 0)));
  refused (game, ts_trigon_move_buy_event ());
  /* With a discard pile, it is reshuffled into the deck. */
  g_assert_true (ts_trigon_game_return_card (TG (game), 1, TRG_E_ERTSHOEVE));
  g_assert_true (ts_trigon_game_discard_card (TG (game), TRG_E_ERTSHOEVE));
  g_assert_cmpuint (ts_trigon_game_deck_size (TG (game), 2), ==, 0);
  g_assert_cmpuint (ts_trigon_game_deck_size (TG (game), 3), ==, 1);
  play (game, ts_trigon_move_buy_event ());
  g_assert_cmpuint (ts_trigon_game_get_hand_events (TG (game), 0, TRG_E_ERTSHOEVE), ==, 1);
  g_assert_cmpuint (ts_trigon_game_deck_size (TG (game), 3), ==, 0);
}

/* Gap 5: several boats in one voyage carry 5 passengers each, pooled. */
static void
test_gap_boats_pool_passengers (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 1);

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 1, P ("L2"), TRG_FIG_BOAT, 2);
  put_figures (game, 1, P ("L2"), TRG_FIG_KNIGHT, 10);
  put_figures (game, 1, P ("L2"), TRG_FIG_SCOUT, 1);
  refused (game, ts_trigon_move_sail (P ("L2"), P ("C3"), 2, 10, 0, 1, 0));
  play (game, ts_trigon_move_sail (P ("L2"), P ("C3"), 2, 9, 0, 1, 0));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), P ("C3"), TRG_FIG_KNIGHT), ==, 9);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), P ("C3"), TRG_FIG_SCOUT), ==, 1);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), P ("C3"), TRG_FIG_BOAT), ==, 2);
}

/* Gap 10: Vluchten by boat when no land step is free: the boats must
 * take every knight and scout along. */
static void
test_gap_vluchten_by_boat (void)
{
  static const int YW[] = { YELLOW, WHITE };
  g_autoptr(TsGame) game = scenario (2, YW, 1);
  int c3 = P ("C3"), c4 = P ("C4"), n2 = P ("N2");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 0, c3, TRG_FIG_KNIGHT, 3);
  put_figures (game, 0, c3, TRG_FIG_BOAT, 1);
  put_figures (game, 1, c4, TRG_FIG_KNIGHT, 5);
  deal_event (game, 0, TRG_E_VLUCHTEN);
  /* One white knight stays on C4: no way out by land. */
  play (game, ts_trigon_move_step (c4, c3, 4, 0));
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_FLEE);
  refused (game, ts_trigon_move_flee (c3, c4, 3, 0, 0));
  refused (game, ts_trigon_move_flee (c3, n2, 2, 0, 1));
  g_assert_true (listed (game, ts_trigon_move_flee (c3, n2, 3, 0, 1)));
  play (game, ts_trigon_move_flee (c3, n2, 3, 0, 1));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), n2, TRG_FIG_KNIGHT), ==, 3);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), n2, TRG_FIG_BOAT), ==, 1);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c3, TRG_FIG_KNIGHT), ==, 4);
  g_assert_cmpint (ts_trigon_game_get_occupant (TG (game), c3), ==, 1);

  /* Six knights do not fit in one boat: no Vluchten, the battle is
   * fought. */
  {
    g_autoptr(TsGame) other = scenario (2, YW, 1);

    put_capital (other, 0, 1);
    put_capital (other, 1, 1);
    put_figures (other, 0, c3, TRG_FIG_KNIGHT, 6);
    put_figures (other, 0, c3, TRG_FIG_BOAT, 1);
    put_figures (other, 1, c4, TRG_FIG_KNIGHT, 5);
    deal_event (other, 0, TRG_E_VLUCHTEN);
    force (other, "6666 11111");
    play (other, ts_trigon_move_step (c4, c3, 4, 0));
    g_assert_cmpint (ts_trigon_game_get_phase (TG (other)), !=, TRG_PHASE_FLEE);
    g_assert_cmpuint (ts_trigon_game_get_hand_events (TG (other), 0, TRG_E_VLUCHTEN), ==, 1);
  }
}

/* Bad input changes nothing: unreadable and illegal moves, bad
 * positions. */
static void
test_gap_bad_input (void)
{
  g_autoptr(TsGame) game = new_game (2, GP, 3);
  g_autofree char *before = ts_game_save_state (game);
  g_autofree char *broken = NULL;
  g_autoptr(GError) error = NULL;
  const char *bad[] = { "", "step", "step N1", "step N1 Z9 1", "build castle N1", "play E99",
                        "offer p9 1 0 0 for 0 1 0", "lose coin platinum", "cards ambush ambush",
                        "sail N1 L2 1 1 1 1 1 1", "place N1 0" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_clear_error (&error);
      g_assert_false (ts_game_apply_text (game, bad[i], &error));
      g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_MOVE);
    }
  refused (game, ts_trigon_move_step (P ("N1"), P ("N2"), 1, 0));
  refused (game, ts_trigon_move_step (P ("N1"), P ("N3"), 6, 0));
  refused (game, ts_trigon_move_sail (P ("N1"), P ("L2"), 1, 0, 0, 0, 0));
  refused (game, ts_trigon_move_found (P ("N1")));
  refused (game, ts_trigon_move_crown (P ("N1")));
  refused (game, ts_trigon_move_accept (TRG_NONE));
  {
    g_autofree char *after = ts_game_save_state (game);

    g_assert_cmpstr (before, ==, after);
  }
  /* A position with a coin too many is refused and changes nothing. */
  broken = g_strdup (before);
  {
    char *line = strstr (broken, "\nbank ");

    g_assert_nonnull (line);
    line[6] = line[6] == '9' ? '8' : '9';
  }
  g_clear_error (&error);
  g_assert_false (ts_game_load_state (game, broken, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  {
    g_autofree char *after = ts_game_save_state (game);

    g_assert_cmpstr (before, ==, after);
  }
}

/* The new-game dialog's "Length of the game": the rules' targets (R5
 * (b)–(d)) first, then the rule book's tip for a longer game. */
static void
test_option_presets (void)
{
  g_autoptr(GTypeClass) type_class = g_type_class_ref (ts_game_type_from_id ("trigon"));
  TsGameClass *klass = TS_GAME_CLASS (type_class);
  int values[TS_MAX_OPTIONS];

  GList *types = ts_game_list_types ();

  g_assert_cmpuint (g_list_length (types), >=, 5);

  /* Every game's presets (Rule of Trigon has the only ones so far) name
   * options of their game, with valid values, under a title. */
  for (GList *l = types; l != NULL; l = l->next)
    {
      g_autoptr(GTypeClass) other = g_type_class_ref ((GType) GPOINTER_TO_SIZE (l->data));
      TsGameClass *game = TS_GAME_CLASS (other);

      for (guint i = 0; i < ts_presets_count (game->presets); i++)
        {
          g_autoptr(GError) error = NULL;

          g_assert_nonnull (game->presets_title);
          g_assert_true (ts_preset_check (&game->presets[i], game->options, &error));
          g_assert_no_error (error);
        }
    }
  g_list_free (types);
  g_assert_cmpuint (ts_presets_count (klass->presets), ==, 2);
  /* A new game's defaults are the first, "As in the rules". */
  for (guint i = 0; i < ts_options_count (klass->options); i++)
    values[i] = klass->options[i].default_value;
  g_assert_cmpint (ts_presets_find (klass->presets, klass->options, values, ts_options_count (klass->options)), ==, 0);
  g_assert_cmpint (klass->options[ts_options_find (klass->options, "points") - klass->options].default_value, ==, 25);

  /* "Longer" plays to its targets. */
  {
    g_autoptr(TsSetup) setup = setup_for (2, GP, 8);
    g_autoptr(TsGame) game = NULL;
    const TsGamePreset *longer = &klass->presets[1];

    for (guint v = 0; longer->values[v].name != NULL; v++)
      ts_setup_set_option (setup, longer->values[v].name, longer->values[v].value);
    game = ts_game_new ("trigon", setup, NULL);
    g_assert_nonnull (game);
    g_assert_cmpuint (ts_trigon_game_get_point_target (TG (game)), ==, 40);
  }
}

/* R5: the options. */
static void
test_options (void)
{
  g_autoptr(GError) error = NULL;

  /* (a) a second village, before round 1, in seat order. */
  {
    g_autoptr(TsSetup) setup = setup_for (2, GP, 8);
    g_autoptr(TsGame) game = NULL;

    ts_setup_set_option (setup, "second-village", 1);
    game = ts_game_new ("trigon", setup, &error);
    g_assert_no_error (error);
    g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_SECOND_VILLAGE);
    g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
    refused (game, ts_trigon_move_place (P ("L2"), 1));
    refused (game, ts_trigon_move_place (P ("N1"), 1));
    play (game, ts_trigon_move_place (P ("N4"), 1));
    g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
    play (game, ts_trigon_move_place (P ("L3"), 1));
    g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TRG_PHASE_ACTION);
    g_assert_cmpuint (ts_trigon_game_get_round (TG (game)), ==, 1);
    g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), P ("N4")), ==, 0);
    /* It does not count as a founding; both have 5 points, 2 incomes. */
    g_assert_cmpuint (ts_trigon_game_get_foundings (TG (game), 0), ==, 0);
    g_assert_cmpint (SCORE (game, 1), ==, 5);
    g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), P ("L3")), ==, 2);
  }
  /* (d), (e): the emperor switched off or made dearer. */
  for (int pass = 0; pass < 3; pass++)
    {
      g_autoptr(TsSetup) setup = setup_for (2, GP, 7);
      g_autoptr(TsGame) game = NULL;

      if (pass == 0)
        ts_setup_set_option (setup, "win-emperor", 0);
      else
        ts_setup_set_option (setup, "emperor-gold", pass == 1 ? 7 : 6);
      game = scenario_from (setup, 0);
      put_capital (game, 0, 5);
      put_capital (game, 1, 1);
      for (int i = 1; i < 6; i++)
        put_settlement (game, 0, P ("N1") + i, card_any (game), 5, TRUE);
      give_coins (game, 0, 0, 6, 6);
      if (pass < 2)
        {
          refused (game, ts_trigon_move_crown (P ("N1")));
          continue;
        }
      play (game, ts_trigon_move_crown (P ("N1")));
      g_assert_true (ts_game_is_over (game));
    }
  /* (b) a higher point target. */
  {
    g_autoptr(TsSetup) setup = setup_for (2, GP, 8);
    g_autoptr(TsGame) game = NULL;

    ts_setup_set_option (setup, "points", 40);
    game = ts_game_new ("trigon", setup, NULL);
    g_assert_cmpuint (ts_trigon_game_get_point_target (TG (game)), ==, 40);
  }
  /* At least one way to win stays on. */
  {
    g_autoptr(TsSetup) setup = setup_for (2, GP, 8);
    g_autoptr(TsGame) game = NULL;

    ts_setup_set_option (setup, "win-points", 0);
    ts_setup_set_option (setup, "win-emperor", 0);
    ts_setup_set_option (setup, "win-tasks", 0);
    g_clear_error (&error);
    game = ts_game_new ("trigon", setup, &error);
    g_assert_null (game);
    g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP);
  }
  /* Realms are dealt from the seed when not chosen, all different. */
  for (guint64 seed = 0; seed < 20; seed++)
    {
      g_autoptr(TsSetup) setup = ts_setup_new ("trigon", 4, seed);
      g_autoptr(TsGame) game = ts_game_new ("trigon", setup, NULL);
      guint seen = 0;

      for (int s = 0; s < 4; s++)
        seen |= 1u << ts_trigon_game_get_realm (TG (game), s);
      g_assert_cmpuint (seen, ==, 0xf);
    }
}

/* Fair undo: a draw is a barrier. */
static void
test_fair_undo (void)
{
  g_autoptr(TsSetup) setup = setup_for (2, GP, 5);
  g_autoptr(TsMatch) match = ts_match_new (setup, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (match);
  g_assert_true (ts_match_play_text (match, "buy event", &error));
  g_assert_no_error (error);
  g_assert_false (ts_match_can_undo (match));
  g_assert_true (ts_match_undo_blocked (match));
}

/* The position-building setters refuse what the rules could never
 * produce, and a refused request changes nothing. */
#define REFUSE(call)                                                  \
  G_STMT_START {                                                      \
    g_autofree char *before_ = ts_game_save_state (game);             \
    g_autofree char *after_ = NULL;                                   \
                                                                      \
    g_assert_false (call);                                            \
    after_ = ts_game_save_state (game);                               \
    g_assert_cmpstr (before_, ==, after_);                            \
  } G_STMT_END

static void
test_setters_refuse (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  TsTrigonGame *tg = TG (game);
  int l5 = P ("L5"), ford = P ("F-C5-K5"), inland = TRG_NONE, used;

  for (int s = 0; s < TRG_N_SITES && inland == TRG_NONE; s++)
    if (!trg_site_is_harbour (s) && ts_trigon_game_get_occupant (tg, s) == TRG_NONE)
      inland = s;
  g_assert_cmpint (inland, !=, TRG_NONE);

  /* Seats, sites and counts out of range. */
  REFUSE (ts_trigon_game_clear_board (tg, 2));
  REFUSE (ts_trigon_game_put_capital (tg, 2, 1));
  REFUSE (ts_trigon_game_put_capital (tg, 0, TRG_CAPACITY + 1));
  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  REFUSE (ts_trigon_game_put_capital (tg, 0, 1));
  REFUSE (ts_trigon_game_set_round (tg, 0));
  REFUSE (ts_trigon_game_set_round (tg, TRG_MAX_ROUNDS + 1));
  REFUSE (ts_trigon_game_set_bonus_holder (tg, TRG_BONUS_ZOEKTOCHT, 2));
  REFUSE (ts_trigon_game_set_inhabitants (tg, l5, 1));
  REFUSE (ts_trigon_game_set_inhabitants (tg, P ("L1"), TRG_CAPACITY + 1));
  REFUSE (ts_trigon_game_start (tg));

  /* Settlements: a card that is not in the deck, a site that is taken,
   * more than ten tokens. */
  used = ts_trigon_game_get_card (tg, P ("L1"));
  REFUSE (ts_trigon_game_put_settlement (tg, 1, l5, used, 1, FALSE));
  REFUSE (ts_trigon_game_put_settlement (tg, 1, l5, TRG_N_VILLAGE_CARDS, 1, FALSE));
  REFUSE (ts_trigon_game_put_settlement (tg, 1, l5, card_any (game), TRG_CAPACITY + 1, FALSE));
  REFUSE (ts_trigon_game_put_settlement (tg, 1, P ("N1"), card_any (game), 1, FALSE));
  REFUSE (ts_trigon_game_put_settlement (tg, 1, ford, card_any (game), 1, FALSE));
  for (int i = 1; i < TRG_SITES_PER_REALM; i++)
    put_settlement (game, 1, P ("L1") + i, card_any (game), 1, FALSE);
  put_settlement (game, 1, P ("C2"), card_any (game), 1, FALSE);
  put_settlement (game, 1, P ("C3"), card_any (game), 1, FALSE);
  g_assert_cmpuint (ts_trigon_game_count_settlements (tg, 1), ==, TRG_TOKEN_LIMIT);
  REFUSE (ts_trigon_game_put_settlement (tg, 1, P ("C4"), card_any (game), 1, FALSE));

  /* Figures: beyond the limits, boats off the harbours, on another
   * player's position, more removed than stand there. */
  REFUSE (ts_trigon_game_put_figures (tg, 0, P ("N2"), TRG_FIG_SCOUT, TRG_SCOUT_LIMIT + 1));
  put_figures (game, 0, P ("N2"), TRG_FIG_SCOUT, TRG_SCOUT_LIMIT);
  REFUSE (ts_trigon_game_put_figures (tg, 0, P ("N3"), TRG_FIG_SCOUT, 1));
  REFUSE (ts_trigon_game_put_figures (tg, 0, ford, TRG_FIG_BOAT, 1));
  REFUSE (ts_trigon_game_put_figures (tg, 0, inland, TRG_FIG_BOAT, 1));
  REFUSE (ts_trigon_game_put_figures (tg, 0, P ("N1"), TRG_FIG_BOAT, TRG_BOAT_LIMIT + 1));
  REFUSE (ts_trigon_game_put_figures (tg, 0, l5, TRG_FIG_KNIGHT, 1));
  REFUSE (ts_trigon_game_put_figures (tg, 0, ford, TRG_FIG_KNIGHT, 0));
  REFUSE (ts_trigon_game_remove_figures (tg, P ("N2"), TRG_FIG_SCOUT, TRG_SCOUT_LIMIT + 1));
  REFUSE (ts_trigon_game_remove_figures (tg, ford, TRG_FIG_KNIGHT, 1));

  /* Coins beyond the bank. */
  REFUSE (ts_trigon_game_give_coins (tg, 0, TRG_BANK_COINS + 1, 0, 0));
  give_coins (game, 0, TRG_BANK_COINS - 1, 0, 0);
  g_assert_cmpuint (ts_trigon_game_get_bank (tg, TRG_COPPER), ==, 1);
  REFUSE (ts_trigon_game_give_coins (tg, 1, 2, 0, 0));
  REFUSE (ts_trigon_game_give_coins (tg, 1, 0, 0, TRG_BANK_COINS + 1));

  /* Cards that are not in their deck, or in no hand. */
  deal_event (game, 1, TRG_E_KERKER);     /* the only one */
  deal_task (game, 1, 20);
  REFUSE (ts_trigon_game_deal_card (tg, 0, TRG_E_KERKER));
  REFUSE (ts_trigon_game_stack_card (tg, TRG_E_KERKER));
  REFUSE (ts_trigon_game_discard_card (tg, TRG_E_KERKER));
  REFUSE (ts_trigon_game_lay_card (tg, 0, TRG_E_KERKER));
  REFUSE (ts_trigon_game_lay_card (tg, 0, TRG_E_ROVERS));   /* does not stay */
  REFUSE (ts_trigon_game_deal_card (tg, 0, TRG_CARD_TASK (20)));
  REFUSE (ts_trigon_game_complete_task (tg, 0, 20));
  REFUSE (ts_trigon_game_deal_card (tg, 0, TRG_N_CARD_CODES));
  REFUSE (ts_trigon_game_deal_card (tg, 2, TRG_E_ROVERS));
  REFUSE (ts_trigon_game_return_card (tg, 0, TRG_E_KERKER));
  REFUSE (ts_trigon_game_return_card (tg, 0, TRG_CARD_TASK (20)));
  g_assert_true (ts_trigon_game_complete_task (tg, 1, 20));
  REFUSE (ts_trigon_game_complete_task (tg, 1, 20));

  /* What was accepted left a whole position behind. */
  g_assert_true (ts_trigon_game_check (tg, NULL));
  g_assert_cmpuint (ts_trigon_game_count_hand (tg, 1), ==, 1);
  g_assert_true (ts_trigon_game_task_done (tg, 1, 20));
  g_assert_cmpuint (ts_trigon_game_get_tasks_done (tg, 1), ==, 1);
  {
    g_autofree char *text = ts_game_save_state (game);
    g_autoptr(TsGame) back = ts_game_new_from_state ("trigon", text, NULL);

    g_assert_nonnull (back);
    g_assert_true (ts_game_equal (game, back));
  }
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add_func ("/trigon/gaps/thirty-rounds", test_gap_thirty_rounds);
  g_test_add_func ("/trigon/gaps/task-held-before-and-after", test_gap_task_held_before_and_after);
  g_test_add_func ("/trigon/gaps/eliminated-in-own-turn", test_gap_eliminated_in_own_turn);
  g_test_add_func ("/trigon/gaps/no-event-cards-left", test_gap_no_event_cards_left);
  g_test_add_func ("/trigon/gaps/boats-pool-passengers", test_gap_boats_pool_passengers);
  g_test_add_func ("/trigon/gaps/vluchten-by-boat", test_gap_vluchten_by_boat);
  g_test_add_func ("/trigon/gaps/bad-input-changes-nothing", test_gap_bad_input);
  g_test_add_func ("/trigon/fair-undo", test_fair_undo);
  g_test_add_func ("/trigon/options", test_options);
  g_test_add_func ("/trigon/options/presets", test_option_presets);
  g_test_add_func ("/trigon/setters-refuse", test_setters_refuse);

  return g_test_run ();
}
