/* trigon-list.c — Rule of Trigon: the legal moves of every decision
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every listed move passes trg_rules_check, which apply_move also uses.
 * Voyages are listed with the fewest boats that carry their passengers
 * (more boats can sail in a second voyage); the check accepts any number.
 * Trade offers are listed as one to three coins of a kind for one of
 * another kind and back; the check accepts any bundle.
 */
#include "trigon-private.h"

/* ------------------------------------------------------------------ */
/* Listing                                                             */

static void
add_if_legal (TsGame *game,
              GArray *moves,
              TsMove  move)
{
  if (trg_rules_check (game, &move, NULL))
    g_array_append_val (moves, move);
}

static void
list_steps (TsGame *game,
            GArray *moves,
            int     from)
{
  TrgState *st = trg_state (game);
  const gint8 *n = trg_land_neighbours (from);
  int fk = st->knights[from][TRG_MV_FRESH], rk = st->knights[from][TRG_MV_RODE];
  int fs = st->scouts[from][TRG_MV_FRESH], rs = st->scouts[from][TRG_MV_RODE];

  if (fk + rk + fs + rs == 0)
    return;
  for (int i = 0; n[i] != TRG_NONE; i++)
    for (int a = 0; a <= fk; a++)
      for (int b = 0; b <= rk; b++)
        for (int c = 0; c <= fs; c++)
          for (int d = 0; d <= rs; d++)
            if (a + b + c + d > 0)
              {
                TsMove m = ts_trigon_move_step_full (from, n[i], a, b, c, d);

                g_array_append_val (moves, m);
              }
}

static void
list_sails (TsGame *game,
            GArray *moves,
            int     from)
{
  TrgState *st = trg_state (game);
  const gint8 *r = trg_sea_routes (from);
  int nb = st->boats[from][TRG_BOAT_FRESH];
  int fk = st->knights[from][TRG_MV_FRESH], sk = st->knights[from][TRG_MV_STEPPED];
  int fs = st->scouts[from][TRG_MV_FRESH], ss = st->scouts[from][TRG_MV_STEPPED];

  if (nb == 0)
    return;
  for (int i = 0; r[i] != TRG_NONE; i++)
    {
      int to = trg_route_other (r[i], from);

      /* The fewest boats that carry the passengers (more boats can sail
       * in a second voyage); the check accepts any number. */
      for (int a = 0; a <= fk; a++)
        for (int b = 0; b <= sk; b++)
          for (int c = 0; c <= fs; c++)
            for (int d = 0; d <= ss; d++)
              {
                int p = a + b + c + d, boats = MAX (1, (p + TRG_BOAT_PASSENGERS - 1) / TRG_BOAT_PASSENGERS);

                if (boats <= nb)
                  add_if_legal (game, moves, ts_trigon_move_sail (from, to, boats, a, b, c, d));
              }
    }
}

static void
list_action (TsGame *game,
             GArray *moves)
{
  TrgState *st = trg_state (game);
  int me = st->active;

  add_if_legal (game, moves, ts_trigon_move_end ());
  add_if_legal (game, moves, ts_trigon_move_exchange (TRG_COPPER));
  add_if_legal (game, moves, ts_trigon_move_exchange (TRG_SILVER));
  add_if_legal (game, moves, ts_trigon_move_buy_task ());
  add_if_legal (game, moves, ts_trigon_move_buy_event ());
  for (int s = 0; s < TRG_N_SITES; s++)
    if (st->settle[s].owner == me)
      {
        for (int f = 0; f < TRG_N_FIGURES; f++)
          add_if_legal (game, moves, ts_trigon_move_build (f, s));
        add_if_legal (game, moves, ts_trigon_move_crown (s));
      }
  for (int p = 0; p < TRG_N_POSITIONS; p++)
    if (st->occupant[p] == me)
      {
        list_steps (game, moves, p);
        if (trg_position_is_site (p))
          {
            list_sails (game, moves, p);
            add_if_legal (game, moves, ts_trigon_move_found (p));
          }
      }
  trg_cards_list_plays (game, moves);
  for (int s = 0; s < st->n_players; s++)
    {
      if (s == me || st->eliminated[s] || st->offers[s] >= TRG_MAX_OFFERS)
        continue;
      for (int g = 0; g < TRG_N_COINS; g++)
        for (int h = 0; h < TRG_N_COINS; h++)
          if (g != h)
            for (int k = 1; k <= TRG_EXCHANGE_RATE; k++)
              {
                guint8 give[TRG_N_COINS] = { 0 }, get[TRG_N_COINS] = { 0 };

                give[g] = (guint8) k, get[h] = 1;
                add_if_legal (game, moves, ts_trigon_move_offer (s, give, get));
                if (k > 1)
                  {
                    give[g] = 1, get[h] = (guint8) k;
                    add_if_legal (game, moves, ts_trigon_move_offer (s, give, get));
                  }
              }
      for (int c = 0; c < TRG_N_CARD_CODES; c++)
        add_if_legal (game, moves, ts_trigon_move_swap (s, c));
    }
}

void
trg_rules_list_moves (TsGame *game,
                     GArray *moves)
{
  TrgState *st = trg_state (game);

  switch (st->phase)
    {
    case TRG_PHASE_ACTION:
      list_action (game, moves);
      break;

    case TRG_PHASE_SECOND_VILLAGE:
    case TRG_PHASE_CITY_BONUS:
      for (int s = 0; s < TRG_N_SITES; s++)
        add_if_legal (game, moves, ts_trigon_move_place (s, 1));
      break;

    case TRG_PHASE_REALM_KNIGHTS:
      for (int s = 0; s < TRG_N_SITES; s++)
        if (st->settle[s].owner == st->current)
          for (int n = 1; n <= st->rk_left; n++)
            add_if_legal (game, moves, ts_trigon_move_place (s, n));
      break;

    case TRG_PHASE_TRADE_ANSWER:
      add_if_legal (game, moves, ts_trigon_move_accept (TRG_NONE));
      add_if_legal (game, moves, ts_trigon_move_decline ());
      break;

    case TRG_PHASE_SWAP_ANSWER:
      add_if_legal (game, moves, ts_trigon_move_decline ());
      for (int c = 0; c < TRG_N_CARD_CODES; c++)
        add_if_legal (game, moves, ts_trigon_move_accept (c));
      break;

    case TRG_PHASE_PROTECT:
    case TRG_PHASE_NEGATIVE:
    case TRG_PHASE_SPY_TAKE:
      trg_cards_list_negative (game, moves);
      break;

    case TRG_PHASE_OVER:
      break;

    default:
      trg_battle_list (game, moves);
      break;
    }
}

