/* trigon-ai-trade.c — Rule of Trigon's computer player: coin trades and
 * blind swaps, offered (§10.3 step 7) and answered (§10.4)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Like the rest of the player (trigon-ai.c) it sees only its seat's
 * knowledge: coins are public, its own hand and tasks are its own.
 */
#include <string.h>

#include "trigon-private.h"

typedef TrgAiPlan Plan;

/* The coins SEAT means to spend this or next turn: a knight for a
 * threatened settlement, the emperor, a scout, a task (§10.3 step 6). */
typedef struct
{
  int      need[TRG_N_COINS];
  gboolean defence;
} Needs;

static void
coin_needs (const TrgState *st,
            int            seat,
            Needs         *needs)
{
  guint scouts = trg_count_all_figures (st, seat, TRG_FIG_SCOUT);

  memset (needs, 0, sizeof *needs);
  needs->need[TRG_COPPER] = 1;
  for (int s = 0; s < TRG_N_SITES; s++)
    if (st->settle[s].owner == seat && st->settle[s].inhabitants >= 2 && trg_ai_threat (st, seat, s) > 0.3)
      needs->defence = TRUE;
  if (needs->defence)
    needs->need[TRG_COPPER] = 2;
  if (st->opt_win_emperor && trg_count_inhabitants (st, seat) >= 15)
    {
      needs->need[TRG_SILVER] = st->opt_emperor_silver;
      needs->need[TRG_GOLD] = st->opt_emperor_gold;
    }
  else if (scouts < 2 && trg_lowest_free_token (st, seat) != TRG_NONE)
    {
      needs->need[TRG_SILVER] = 3;
      needs->need[TRG_GOLD] = 1;
    }
  else
    needs->need[TRG_GOLD] = 1;
}

TrgAiPurpose
trg_ai_coin_purpose (const TrgState *st,
                     int            seat,
                     int            coin)
{
  Needs needs;

  coin_needs (st, seat, &needs);
  if (coin == TRG_COPPER)
    return needs.defence ? TRG_AI_FOR_KNIGHTS : TRG_AI_FOR_NOTHING;
  if (st->opt_win_emperor && trg_count_inhabitants (st, seat) >= 15)
    return TRG_AI_FOR_EMPEROR;
  if (needs.need[TRG_SILVER] > 0)
    return TRG_AI_FOR_SCOUT;
  return coin == TRG_GOLD ? TRG_AI_FOR_TASK : TRG_AI_FOR_NOTHING;
}

/* What SEAT still lacks of COIN after what the bank can exchange for it. */
static int
shortfall (const TrgState *st,
           int            seat,
           const Needs   *needs,
           int            coin)
{
  const guint8 *c = st->coins[seat];
  int short_by = MAX (0, needs->need[coin] - c[coin]);

  if (coin > TRG_COPPER && st->bank[coin] > 0)
    {
      int below = c[coin - 1] - needs->need[coin - 1];

      /* Copper for silver is spare only beyond the silver the gold needs. */
      if (coin == TRG_GOLD)
        below = c[TRG_SILVER] - needs->need[TRG_SILVER];
      short_by = MAX (0, short_by - MAX (0, below) / TRG_EXCHANGE_RATE);
    }
  return short_by;
}

double
trg_ai_coins_value (const guint8 *coins)
{
  return coins[0] * trg_coin_value[0] + coins[1] * trg_coin_value[1] + coins[2] * trg_coin_value[2];
}

/* Offers OTHER a trade that gets SEAT N coins of WANT for the cheapest
 * bundle of spare coins worth at least 1.1 times as much: better for the
 * other player than the bank's rate, so that §10.4's answer accepts it.
 * For an URGENT need (a knight for a threatened settlement) every coin
 * is spare. */
static void
offer_coins (Plan        *plan,
             const Needs *needs,
             int          other,
             int          want,
             int          n,
             gboolean     urgent,
             double       value)
{
  const TrgState *st = plan->st;
  const guint8 *c = st->coins[plan->seat];
  int spare[TRG_N_COINS], best[TRG_N_COINS] = { -1, -1, -1 };
  double target, best_v = G_MAXDOUBLE;
  guint8 give[TRG_N_COINS], get[TRG_N_COINS] = { 0 };

  n = MIN (n, (int) st->coins[other][want]);
  if (n <= 0)
    return;
  target = 1.1 * n * trg_coin_value[want];
  for (int k = 0; k < TRG_N_COINS; k++)
    spare[k] = k == want ? 0 : CLAMP (c[k] - (urgent ? 0 : needs->need[k]), 0, 12);
  for (int g = 0; g <= spare[TRG_GOLD]; g++)
    for (int s = 0; s <= spare[TRG_SILVER]; s++)
      for (int k = 0; k <= spare[TRG_COPPER]; k++)
        {
          double v = k * trg_coin_value[0] + s * trg_coin_value[1] + g * trg_coin_value[2];

          if (v >= target && (v < best_v || (v == best_v && k + s + g < best[0] + best[1] + best[2])))
            best_v = v, best[0] = k, best[1] = s, best[2] = g;
        }
  if (best[0] < 0)
    return;
  for (int k = 0; k < TRG_N_COINS; k++)
    give[k] = (guint8) best[k];
  get[want] = (guint8) n;
  trg_ai_offer (plan, ts_trigon_move_offer (other, give, get), value);
}

static gboolean
may_deal_with (const TrgState *st,
               int            seat,
               int            other)
{
  return other != seat && !st->eliminated[other] && st->offers[other] == 0 &&
         !(st->opt_win_points && trg_score (st, other) >= st->opt_points - 3);
}

/* A Koloniseer task whose realm has fewer than 2 eligible sites left. */
static int
impossible_task (const TrgState *st,
                 int            seat)
{
  for (int t = 0; t < TRG_N_TASKS; t++)
    if ((st->tasks_held[seat] & (1u << t)) && trg_tasks[t].category == TRG_TCAT_ONTWIKKELING)
      {
        int free = 0;

        for (int i = 0; i < TRG_SITES_PER_REALM; i++)
          free += trg_ai_eligible (st, seat, trg_tasks[t].param * TRG_SITES_PER_REALM + i);
        if (free + st->progress[seat][t] < 2)
          return TRG_CARD_TASK (t);
      }
  return TRG_NONE;
}

static gboolean
holds_task_for (const TrgState *st,
                int            seat,
                int            category,
                int            param)
{
  for (int t = 0; t < TRG_N_TASKS; t++)
    if ((st->tasks_held[seat] & (1u << t)) && trg_tasks[t].category == category && trg_tasks[t].param == param)
      return TRUE;
  return FALSE;
}

/* The hand card SEAT gives most readily in a blind swap, and what it is
 * worth to it (an impossible task nothing; a swap task is never given,
 * since the swap completes it). */
static int
cheapest_card (const TrgState *st,
               int            seat,
               double        *worth)
{
  int card = impossible_task (st, seat), best = TRG_NONE;
  double best_w = G_MAXDOUBLE;

  if (card != TRG_NONE)
    {
      *worth = 0;
      return card;
    }
  for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
    if (st->hand[seat][e] > 0)
      {
        double w = (trg_events[e].timing & TRG_TIME_STAYS) ? 10
                   : (trg_events[e].timing & (TRG_TIME_BATTLE_A | TRG_TIME_BATTLE_D | TRG_TIME_REACT)) ? 5
                   : 3;

        if (w < best_w)
          best_w = w, best = e;
      }
  for (int t = 0; t < TRG_N_TASKS; t++)
    if ((st->tasks_held[seat] & (1u << t)) && !(trg_tasks[t].category == TRG_TCAT_HANDEL &&
                                                 trg_tasks[t].param == TRG_TRADE_SWAP) && 6 < best_w)
      best_w = 6, best = TRG_CARD_TASK (t);
  *worth = best_w;
  return best;
}

/* §10.3 step 7: coin trades for the coins the seat needs this turn that
 * the bank cannot give (copper never comes from the bank), and for its
 * Handel tasks; blind swaps to be rid of an impossible task (§10.4) or
 * to complete a swap task.  One offer per player and turn, never to a
 * player within 3 points of winning. */
void
trg_ai_plan_trades (Plan *plan)
{
  TrgState *st = plan->st;
  int seat = plan->seat;
  Needs needs;
  double worth;
  int card = cheapest_card (st, seat, &worth);
  gboolean swap_task = holds_task_for (st, seat, TRG_TCAT_HANDEL, TRG_TRADE_SWAP);

  coin_needs (st, seat, &needs);
  for (int want = 0; want < TRG_N_COINS; want++)
    {
      int n = shortfall (st, seat, &needs, want), best = TRG_NONE;
      gboolean urgent = needs.defence && want == TRG_COPPER;
      double value = urgent ? 190 : 58;

      if (n == 0 && holds_task_for (st, seat, TRG_TCAT_HANDEL, want))
        n = 1, value = 55;
      if (n == 0)
        continue;
      for (int other = 0; other < st->n_players; other++)
        if (may_deal_with (st, seat, other) &&
            (best == TRG_NONE || st->coins[other][want] > st->coins[best][want]))
          best = other;
      if (best != TRG_NONE)
        offer_coins (plan, &needs, best, want, n, urgent, value);
    }
  if (card != TRG_NONE && (worth == 0 || (swap_task && worth <= 5)))
    for (int other = 0; other < st->n_players; other++)
      if (may_deal_with (st, seat, other) && (trg_count_hand (st, other) > 0 || st->tasks_held[other] != 0))
        {
          trg_ai_offer (plan, ts_trigon_move_swap (other, card), 54);
          break;
        }
}

/* §10.4: a coin trade is accepted iff what SEAT receives is worth at
 * least 1.1 times what it gives, in copper, the kinds it needs this or
 * next turn weighted 1.5 (and a Handel task the trade completes worth a
 * gold coin more); the proposer's score is at most 20; and the trade
 * does not let the proposer crown an emperor this turn. */
gboolean
trg_ai_accept_trade (const TrgState *st,
                     int            seat)
{
  int proposer = st->active;
  int silver = st->coins[proposer][TRG_SILVER] + st->offer_get[TRG_SILVER] - st->offer_give[TRG_SILVER];
  int gold = st->coins[proposer][TRG_GOLD] + st->offer_get[TRG_GOLD] - st->offer_give[TRG_GOLD];
  double received = 0, given = 0;
  Needs needs;

  coin_needs (st, seat, &needs);
  for (int k = 0; k < TRG_N_COINS; k++)
    {
      const guint8 *c = st->coins[seat];

      /* offer_give: what the proposer gives, so what SEAT receives. */
      received += st->offer_give[k] * trg_coin_value[k] * (c[k] < needs.need[k] ? 1.5 : 1.0);
      given += st->offer_get[k] * trg_coin_value[k] * (c[k] - st->offer_get[k] < needs.need[k] ? 1.5 : 1.0);
      if (st->offer_give[k] > 0 && holds_task_for (st, seat, TRG_TCAT_HANDEL, k))
        received += trg_coin_value[TRG_GOLD];
    }
  if (received < 1.1 * given)
    return FALSE;
  if (trg_score (st, proposer) > 20)
    return FALSE;
  if (st->opt_win_emperor && silver >= st->opt_emperor_silver && gold >= st->opt_emperor_gold &&
      trg_count_inhabitants (st, proposer) >= st->opt_emperor_inhabitants)
    return FALSE;
  return TRUE;
}

/* §10.4: a blind swap is accepted only to give a task judged impossible,
 * or (ours) to complete a swap task with a card of little worth. */
int
trg_ai_swap_answer (const TrgState *st,
                    int            seat)
{
  double worth;
  int card = cheapest_card (st, seat, &worth);

  if (card != TRG_NONE &&
      (worth == 0 || (worth <= 3 && holds_task_for (st, seat, TRG_TCAT_HANDEL, TRG_TRADE_SWAP))))
    return card;
  return TRG_NONE;
}
