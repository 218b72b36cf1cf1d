/* trigon-ai.c — Rule of Trigon's computer player (spec §10): the exact
 * battle odds, threats, the greedy turn heuristic and the answers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player sees only its seat's knowledge (the search core hands it a
 * redacted copy).  It chooses one action at a time: every candidate
 * action gets a value (§10.3's order becomes the size of the values), the
 * best is played (normal, hard), or one of the three best at random
 * (easy, which also attacks only at P(win) ≥ 0.8).  Threats are
 * recomputed before every decision.
 */
#include <string.h>

#include "trigon-private.h"

#define MAX_PIECES 96

/* ------------------------------------------------------------------ */
/* §10.2: the chance of winning a whole battle                         */

/* Defence dice of the defending pieces left when the first J of the loss
 * order knights → boats → scouts → settlement are gone. */
static int
defence_dice_after (int      knights,
                    int      boats,
                    int      scouts,
                    gboolean settlement,
                    gboolean palace,
                    int      j)
{
  int k = MAX (0, knights - j), rest = MAX (0, j - knights);
  int b = MAX (0, boats - rest), s, set;

  rest = MAX (0, rest - boats);
  s = MAX (0, scouts - rest);
  rest = MAX (0, rest - scouts);
  set = settlement && rest == 0;
  return MIN (TG_MAX_DICE, k + 2 * b + 2 * s + (set ? 2 + (palace ? TG_PALACE_DICE : 0) : 0));
}

double
tg_ai_battle_chance (int      attackers,
                     int      knights,
                     int      boats,
                     int      scouts,
                     gboolean settlement,
                     gboolean palace)
{
  int n_def = knights + boats + scouts + (settlement ? 1 : 0);
  double prev[MAX_PIECES + 1], cur[MAX_PIECES + 1];

  attackers = MIN (attackers, MAX_PIECES);
  n_def = MIN (n_def, MAX_PIECES);
  if (n_def == 0)
    return 1.0;
  /* prev[j]: attackers − 1 left; cur[j]: a left; j defenders removed. */
  for (int j = 0; j <= n_def; j++)
    prev[j] = j == n_def ? 1.0 : 0.0;
  for (int a = 1; a <= attackers; a++)
    {
      cur[n_def] = 1.0;
      for (int j = n_def - 1; j >= 0; j--)
        {
          int dd = defence_dice_after (knights, boats, scouts, settlement, palace, j);
          double p = tg_roll_win_chance (MIN (a, TG_MAX_DICE), dd);

          cur[j] = dd == 0 ? 1.0 : p * cur[j + 1] + (1 - p) * prev[j];
        }
      memcpy (prev, cur, sizeof prev);
    }
  return attackers == 0 ? 0.0 : prev[0];
}

static gboolean
palace_at (const TgState *st,
           int            pos)
{
  int o = st->occupant[pos];

  return o >= 0 && st->palace[o] && pos == tg_capital_of_realm (st->realm[o]) &&
         st->settle[pos].owner == o;
}

/* The chance that ATTACKERS take POS as it stands. */
static double
attack_chance (const TgState *st,
               int            attackers,
               int            pos)
{
  return tg_ai_battle_chance (attackers, (int) tg_count_knights (st, pos), (int) tg_count_boats (st, pos),
                              (int) tg_count_scouts (st, pos),
                              tg_position_is_site (pos) && st->settle[pos].owner != TG_NONE,
                              palace_at (st, pos));
}

/* The strongest enemy army next to POS (one land step), as attack dice:
 * §10.3's threat, without voyages. */
static int
enemy_reach (const TgState *st,
             int            seat,
             int            pos)
{
  int best = 0;

  for (const gint8 *n = tg_land_neighbours (pos); *n != TG_NONE; n++)
    {
      int o = st->occupant[*n];

      if (o != TG_NONE && o != seat)
        best = MAX (best, (int) (tg_count_knights (st, *n) + tg_count_scouts (st, *n)));
    }
  if (tg_site_is_harbour (pos))
    for (const gint8 *r = tg_sea_routes (pos); *r != TG_NONE; r++)
      {
        int h = tg_route_other (*r, pos), o = st->occupant[h];

        if (o != TG_NONE && o != seat && tg_count_boats (st, h) > 0)
          best = MAX (best, (int) MIN (tg_count_knights (st, h) + tg_count_scouts (st, h),
                                       TG_BOAT_PASSENGERS * tg_count_boats (st, h)));
      }
  return best;
}

static double
threat (const TgState *st,
        int            seat,
        int            pos)
{
  int reach = enemy_reach (st, seat, pos);

  return reach == 0 ? 0.0 : attack_chance (st, reach, pos);
}

/* ------------------------------------------------------------------ */
/* Candidates                                                          */

typedef struct
{
  TsMove move;
  double value;
} Candidate;

typedef struct
{
  TsGame    *game;
  TgState   *st;
  int        seat;
  TsLevel    level;
  Candidate  list[64];
  guint      n;
} Plan;

static void
offer (Plan   *plan,
       TsMove  move,
       double  value)
{
  if (plan->n >= G_N_ELEMENTS (plan->list) || !tg_rules_check (plan->game, &move, NULL))
    return;
  plan->list[plan->n].move = move;
  plan->list[plan->n].value = value;
  plan->n++;
}

/* §10.3's site value for founding SITE, DIST steps away. */
static double
site_value (const TgState *st,
            int            seat,
            int            site,
            int            dist)
{
  double v = 0;
  int realm = tg_sites[site].realm, held = 0;

  if (realm == st->realm[seat])
    v += 3;
  for (int i = 0; i < TG_SITES_PER_REALM; i++)
    held += st->settle[realm * TG_SITES_PER_REALM + i].owner == seat;
  if (held == TG_SITES_PER_REALM - 1)
    v += 5;
  if (tg_site_is_harbour (site))
    v += 1;
  v -= dist;
  if (enemy_reach (st, seat, site) >= 3)
    v -= 4;
  return v;
}

static gboolean
eligible (const TgState *st,
          int            seat,
          int            site)
{
  return st->settle[site].owner == TG_NONE && (st->occupant[site] == TG_NONE || st->occupant[site] == seat);
}

/* Land distances from FROM over positions not held by others. */
static void
distances (const TgState *st,
           int            seat,
           int            from,
           int           *dist)
{
  int queue[TG_N_POSITIONS];
  guint head = 0, tail = 0;

  for (int p = 0; p < TG_N_POSITIONS; p++)
    dist[p] = -1;
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      int p = queue[head++];

      for (const gint8 *n = tg_land_neighbours (p); *n != TG_NONE; n++)
        if (dist[*n] < 0 && (st->occupant[*n] == TG_NONE || st->occupant[*n] == seat))
          {
            dist[*n] = dist[p] + 1;
            queue[tail++] = *n;
          }
    }
}

static void
plan_scouts (Plan *plan)
{
  TgState *st = plan->st;
  int seat = plan->seat;
  gboolean token = tg_lowest_free_token (st, seat) != TG_NONE;

  if (!token)
    return;
  for (int p = 0; p < TG_N_POSITIONS; p++)
    {
      int dist[TG_N_POSITIONS], best = TG_NONE;
      double best_v = -100;

      if (st->occupant[p] != seat || tg_count_scouts (st, p) == 0)
        continue;
      if (tg_position_is_site (p) && st->settle[p].owner == TG_NONE)
        offer (plan, ts_trigon_move_found (p), 500 + site_value (st, seat, p, 0));
      if (st->scouts[p][TG_MV_FRESH] + st->scouts[p][TG_MV_RODE] == 0)
        continue;
      distances (st, seat, p, dist);
      for (int s = 0; s < TG_N_SITES; s++)
        if (s != p && dist[s] > 0 && eligible (st, seat, s))
          {
            double v = site_value (st, seat, s, dist[s]);

            if (v > best_v)
              best_v = v, best = s;
          }
      if (best == TG_NONE)
        continue;
      /* One step along a shortest path. */
      {
        int back[TG_N_POSITIONS];

        distances (st, seat, best, back);
        for (const gint8 *n = tg_land_neighbours (p); *n != TG_NONE; n++)
          if (back[*n] >= 0 && back[*n] == dist[best] - 1 &&
              (st->occupant[*n] == TG_NONE || st->occupant[*n] == seat))
            {
              gboolean fresh = st->scouts[p][TG_MV_FRESH] > 0;

              offer (plan, ts_trigon_move_step_full (p, *n, 0, 0, fresh ? 1 : 0, fresh ? 0 : 1),
                     80 + best_v);
              break;
            }
      }
    }
}

static void
plan_military (Plan *plan)
{
  TgState *st = plan->st;
  int seat = plan->seat;
  double threshold = plan->level == TS_LEVEL_EASY ? 0.8 : 0.65;

  for (int s = 0; s < TG_N_SITES; s++)
    if (st->settle[s].owner == seat)
      {
        double t = threat (st, seat, s);

        if (t > 0.3)
          {
            double weight = tg_card_is_capital (st->settle[s].card) ? 250 : 200;

            offer (plan, ts_trigon_move_build (TG_FIG_KNIGHT, s), weight + 100 * t);
            /* Knights from a quiet neighbour. */
            for (const gint8 *n = tg_land_neighbours (s); *n != TG_NONE; n++)
              if (st->occupant[*n] == seat && st->knights[*n][TG_MV_FRESH] > 1 && threat (st, seat, *n) < 0.3)
                offer (plan, ts_trigon_move_step (*n, s, st->knights[*n][TG_MV_FRESH] - 1, 0), 150 + 100 * t);
          }
      }

  for (int p = 0; p < TG_N_POSITIONS; p++)
    {
      int movable;

      if (st->occupant[p] != seat)
        continue;
      movable = st->knights[p][TG_MV_FRESH] + st->knights[p][TG_MV_RODE];
      if (tg_position_is_site (p) && st->settle[p].owner == seat && movable > 1)
        movable--;    /* keep a guard */
      if (movable == 0)
        continue;
      for (const gint8 *n = tg_land_neighbours (p); *n != TG_NONE; n++)
        {
          int o = st->occupant[*n];
          double chance, gain = 0;

          if (o == TG_NONE || o == seat)
            continue;
          chance = attack_chance (st, movable, *n);
          if (chance < threshold)
            continue;
          if (tg_position_is_site (*n) && st->settle[*n].owner == o)
            gain += st->settle[*n].city ? 30 : 20;
          if (palace_at (st, *n))
            gain += 30;
          if (tg_score (st, o) >= st->opt_points - 5)
            gain += 20;
          gain += 5 * (tg_count_knights (st, *n) + tg_count_scouts (st, *n));
          if (gain < 10)
            continue;
          {
            int fresh = MIN (movable, st->knights[p][TG_MV_FRESH]);

            offer (plan, ts_trigon_move_step_full (p, *n, fresh, movable - fresh, 0, 0), 100 + 100 * chance + gain);
          }
        }
    }
}

/* The best own settlement to add inhabitants or knights to. */
static int
best_settlement (const TgState *st,
                 int            seat,
                 gboolean       for_growth)
{
  int best = TG_NONE;
  double best_v = -1;

  for (int s = 0; s < TG_N_SITES; s++)
    if (st->settle[s].owner == seat)
      {
        double v = for_growth ? (st->settle[s].city ? -1 : st->settle[s].inhabitants) : threat (st, seat, s);

        if (v > best_v)
          best_v = v, best = s;
      }
  return best;
}

static int
richest_opponent (const TgState *st,
                  int            seat,
                  int            coin)
{
  int best = TG_NONE, best_v = -1;

  for (int s = 0; s < st->n_players; s++)
    if (s != seat && !st->eliminated[s])
      {
        int v = coin >= 0 ? st->coins[s][coin]
                          : st->coins[s][0] + 3 * st->coins[s][1] + 9 * st->coins[s][2] + 5 * (int) tg_count_hand (st, s);

        if (v > best_v)
          best_v = v, best = s;
      }
  return best;
}

static void
plan_cards (Plan *plan)
{
  TgState *st = plan->st;
  int seat = plan->seat;

  for (int e = 0; e < TG_N_EVENT_KINDS; e++)
    {
      if (st->hand[seat][e] == 0 || !(tg_events[e].timing & TG_TIME_OWN))
        continue;
      if (tg_events[e].timing & TG_TIME_STAYS)
        {
          offer (plan, ts_trigon_move_play (e, 0, 0, 0, 0), 300);
          continue;
        }
      switch (e)
        {
        case TG_E_PROMOTIE:
        case TG_E_WACHTTOREN:
          offer (plan, ts_trigon_move_play (e, best_settlement (st, seat, FALSE), 0, 0, 0), 35);
          break;
        case TG_E_GEBOORTEGOLF:
        case TG_E_GOEDE_OOGST:
          offer (plan, ts_trigon_move_play (e, best_settlement (st, seat, TRUE), 0, 0, 0), 35);
          break;
        case TG_E_VLIJTIGE_ONDERDAAN:
          {
            int best = TG_NONE;
            double best_v = -100;

            for (int s = 0; s < TG_N_SITES; s++)
              {
                TsMove m = ts_trigon_move_play (e, s, 0, 0, 0);

                if (tg_rules_check (plan->game, &m, NULL) && site_value (st, seat, s, 0) > best_v)
                  best_v = site_value (st, seat, s, 0), best = s;
              }
            if (best != TG_NONE)
              offer (plan, ts_trigon_move_play (e, best, 0, 0, 0), 450 + best_v);
            break;
          }
        case TG_E_INTRIGE:
          for (int s = 0; s < TG_N_SITES; s++)
            offer (plan, ts_trigon_move_play (e, s, 0, 0, 0), 400 + (st->settle[s].city ? 10 : 0));
          break;
        case TG_E_OVERLOPER:
          for (int p = 0; p < TG_N_POSITIONS; p++)
            for (int f = TG_N_FIGURES - 1; f >= 0; f--)
              offer (plan, ts_trigon_move_play (e, p, f, 0, 0), 30);
          break;
        case TG_E_HEERSER:
          offer (plan, ts_trigon_move_play (e, 0, 2, 3, 0), 35);
          break;
        case TG_E_DIEFSTAL:
          {
            int victim = richest_opponent (st, seat, -1);

            if (victim != TG_NONE)
              {
                int g = MIN (3, st->coins[victim][2]), s = MIN (3 - g, st->coins[victim][1]);
                int c = MIN (3 - g - s, st->coins[victim][0]);

                offer (plan, ts_trigon_move_play (e, victim, c, s, g), 35);
              }
            break;
          }
        case TG_E_AMBACHTSGILDE:
          offer (plan, ts_trigon_move_play (e, richest_opponent (st, seat, TG_COPPER), 0, 0, 0), 30);
          break;
        case TG_E_SPIONAGE:
          offer (plan, ts_trigon_move_play (e, richest_opponent (st, seat, -1), 0, 0, 0), 30);
          break;
        case TG_E_ONTDEKKINGSREIZIGER:
          if (st->coins[seat][TG_SILVER] >= 3 && st->coins[seat][TG_GOLD] >= 1)
            offer (plan, ts_trigon_move_play (e, 0, 0, 0, 0), 70);
          break;
        default:
          /* Economy cards. */
          offer (plan, ts_trigon_move_play (e, 0, 0, 0, 0), 35);
          break;
        }
    }
}

/* §10.3 step 7: with a Handel task in hand, offer a trade at the bank's
 * rate that gives it the named coin, once per player and turn, never to
 * a player within 3 points of winning. */
static void
plan_trades (Plan *plan)
{
  TgState *st = plan->st;
  int seat = plan->seat;

  for (int t = 0; t < TG_N_TASKS; t++)
    {
      int coin;

      if (!(st->tasks_held[seat] & (1u << t)) || tg_tasks[t].category != TG_TCAT_HANDEL ||
          tg_tasks[t].param >= TG_N_COINS)
        continue;
      coin = tg_tasks[t].param;
      for (int other = 0; other < st->n_players; other++)
        {
          guint8 give[TG_N_COINS] = { 0 }, get[TG_N_COINS] = { 0 };

          if (other == seat || st->eliminated[other] || st->offers[other] > 0 ||
              (st->opt_win_points && tg_score (st, other) >= st->opt_points - 3))
            continue;
          if (coin == TG_COPPER)
            give[TG_SILVER] = 1, get[TG_COPPER] = TG_EXCHANGE_RATE;
          else
            give[coin - 1] = TG_EXCHANGE_RATE, get[coin] = 1;
          offer (plan, ts_trigon_move_offer (other, give, get), 55);
        }
    }
}

static void
plan_economy (Plan *plan)
{
  TgState *st = plan->st;
  int seat = plan->seat;
  guint scouts = tg_count_all_figures (st, seat, TG_FIG_SCOUT);
  guint inhabitants = tg_count_inhabitants (st, seat);
  gboolean emperor = st->opt_win_emperor && inhabitants >= 18;
  gboolean want_scout = scouts < 2 && tg_lowest_free_token (st, seat) != TG_NONE;
  int need_silver = emperor ? st->opt_emperor_silver : want_scout ? 3 : 0;
  int need_gold = emperor ? st->opt_emperor_gold : want_scout ? 1 : 1;
  const guint8 *c = st->coins[seat];

  for (int s = 0; s < TG_N_SITES; s++)
    if (st->settle[s].owner == seat)
      {
        offer (plan, ts_trigon_move_crown (s), 1e6);
        if (want_scout && !emperor)
          {
            /* Build where an eligible site is near. */
            int dist[TG_N_POSITIONS], near = 99;

            distances (st, seat, s, dist);
            for (int t = 0; t < TG_N_SITES; t++)
              if (dist[t] > 0 && eligible (st, seat, t))
                near = MIN (near, dist[t]);
            if (near <= 3)
              offer (plan, ts_trigon_move_build (TG_FIG_SCOUT, s), 60 - near);
          }
      }
  if (c[TG_GOLD] < need_gold && c[TG_SILVER] >= 3 && c[TG_SILVER] - 3 >= (emperor ? 0 : 0))
    offer (plan, ts_trigon_move_exchange (TG_SILVER), 45);
  if (c[TG_SILVER] < need_silver + (c[TG_GOLD] < need_gold ? 3 : 0) && c[TG_COPPER] >= 4)
    offer (plan, ts_trigon_move_exchange (TG_COPPER), 40);
  if (c[TG_GOLD] >= 1 && (!want_scout || c[TG_GOLD] >= 2 || c[TG_SILVER] < 3) && !emperor)
    offer (plan, ts_trigon_move_buy_task (), 50);
  if (c[TG_COPPER] >= 3)
    offer (plan, ts_trigon_move_buy_event (), 20);
  /* Knights to grow an army, from settlements with inhabitants to spare. */
  if (!emperor && c[TG_COPPER] >= 2 &&
      tg_count_all_figures (st, seat, TG_FIG_KNIGHT) < 4 * tg_count_settlements (st, seat))
    for (int s = 0; s < TG_N_SITES; s++)
      if (st->settle[s].owner == seat && st->settle[s].inhabitants >= 4)
        offer (plan, ts_trigon_move_build (TG_FIG_KNIGHT, s), 10);
  plan_trades (plan);
  offer (plan, ts_trigon_move_end (), 0);
}

/* §10.3's evaluation V(P). */
static double
value_of (const TgState *st,
          int            p)
{
  double v = 10.0 * tg_score (st, p), income = 0, births = 0, risk = 0;
  guint inhabitants = tg_count_inhabitants (st, p);

  if (st->eliminated[p])
    return -1000;
  for (int s = 0; s < TG_N_SITES; s++)
    if (st->settle[s].owner == p)
      {
        const TgVillageKind *k = tg_village_kind (st->settle[s].card);
        const guint8 *inc = st->settle[s].city ? k->city : k->village;

        for (int c = 0; c < TG_N_COINS; c++)
          income += inc[c] * tg_coin_value[c];
        births += st->settle[s].city ? k->city_births : k->village_births;
        risk += threat (st, p, s);
      }
  v += 2 * income + 1.5 * births + 4 * st->n_tasks_done[p] +
       3 * 0.5 * __builtin_popcount (st->tasks_held[p]) - 6 * risk;
  if (inhabitants >= 15)
    v += 0.5 * inhabitants;
  return v;
}

/* V(P) against the best opponent. */
static double
relative_value (const TgState *st,
                int            p)
{
  double best = -1e9;

  if (st->phase == TG_PHASE_OVER)
    return st->winner == p ? 1e4 : -1e4;
  for (int q = 0; q < st->n_players; q++)
    if (q != p && !st->eliminated[q])
      best = MAX (best, value_of (st, q));
  return value_of (st, p) - best;
}

/* Hard: the mean value after MOVE over determinised, simulated
 * outcomes (the battle's dice and the hidden hands sampled). */
static double
simulate (Plan         *plan,
          const TsMove *move,
          TsRng        *rng,
          guint         samples)
{
  double total = 0;

  for (guint i = 0; i < samples; i++)
    {
      g_autoptr(TsGame) copy = ts_game_copy (plan->game);
      TgState *cs = tg_state (copy);
      guint guard = 0;

      tg_views_determinise (copy, rng);
      if (!ts_game_apply_move (copy, move, NULL))
        return -1e9;
      while (cs->phase != TG_PHASE_OVER && !(cs->phase == TG_PHASE_ACTION && cs->active == plan->seat) &&
             guard++ < 64)
        {
          TsMove answer;

          if (!tg_ai_choose_move (copy, cs->current, TS_LEVEL_NORMAL, rng, &answer) ||
              !ts_game_apply_move (copy, &answer, NULL))
            break;
        }
      total += relative_value (cs, plan->seat);
    }
  return total / samples;
}

static gboolean
is_attack (const TgState *st,
           const TsMove  *move)
{
  return (move->kind == TG_MOVE_STEP || move->kind == TG_MOVE_SAIL) &&
         st->occupant[move->arg[1]] != TG_NONE && st->occupant[move->arg[1]] != st->active;
}

static int
compare_candidates (gconstpointer a,
                    gconstpointer b)
{
  double va = ((const Candidate *) a)->value, vb = ((const Candidate *) b)->value;

  return va < vb ? 1 : va > vb ? -1 : 0;
}

static gboolean
choose_action (Plan   *plan,
               TsRng  *rng,
               TsMove *move)
{
  plan_scouts (plan);
  plan_military (plan);
  plan_cards (plan);
  plan_economy (plan);
  if (plan->n == 0)
    return FALSE;
  qsort (plan->list, plan->n, sizeof (Candidate), compare_candidates);
  if (plan->level == TS_LEVEL_HARD)
    {
      /* §10.3 hard: a look-ahead over the top 5 candidate attacks. */
      double base = relative_value (plan->st, plan->seat);
      gboolean dropped = FALSE;

      for (guint i = 0; i < MIN (5u, plan->n); i++)
        if (is_attack (plan->st, &plan->list[i].move) &&
            simulate (plan, &plan->list[i].move, rng, 12) < base)
          {
            plan->list[i].value = -1;
            dropped = TRUE;
          }
      if (dropped)
        qsort (plan->list, plan->n, sizeof (Candidate), compare_candidates);
    }
  if (plan->level == TS_LEVEL_EASY && plan->list[0].value < 1e5)
    {
      guint k = MIN (3u, plan->n);

      *move = plan->list[ts_rng_uniform (rng, k)].move;
      return TRUE;
    }
  *move = plan->list[0].move;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Answers (§10.4)                                                     */

static double
coins_value (const guint8 *coins)
{
  return coins[0] * tg_coin_value[0] + coins[1] * tg_coin_value[1] + coins[2] * tg_coin_value[2];
}

static gboolean
accept_trade (const TgState *st,
              int            seat)
{
  int proposer = st->active;
  int silver = st->coins[proposer][TG_SILVER] + st->offer_get[TG_SILVER] - st->offer_give[TG_SILVER];
  int gold = st->coins[proposer][TG_GOLD] + st->offer_get[TG_GOLD] - st->offer_give[TG_GOLD];

  (void) seat;
  if (coins_value (st->offer_give) < 1.1 * coins_value (st->offer_get))
    return FALSE;
  if (tg_score (st, proposer) > 20)
    return FALSE;
  if (st->opt_win_emperor && silver >= st->opt_emperor_silver && gold >= st->opt_emperor_gold &&
      tg_count_inhabitants (st, proposer) >= st->opt_emperor_inhabitants)
    return FALSE;
  return TRUE;
}

/* A Koloniseer task whose realm has fewer than 2 eligible sites left. */
static int
impossible_task (const TgState *st,
                 int            seat)
{
  for (int t = 0; t < TG_N_TASKS; t++)
    if ((st->tasks_held[seat] & (1u << t)) && tg_tasks[t].category == TG_TCAT_ONTWIKKELING)
      {
        int free = 0;

        for (int i = 0; i < TG_SITES_PER_REALM; i++)
          free += eligible (st, seat, tg_tasks[t].param * TG_SITES_PER_REALM + i);
        if (free + st->progress[seat][t] < 2)
          return TG_CARD_TASK (t);
      }
  return TG_NONE;
}

static gboolean
first_legal (TsGame *game,
             TsMove *move,
             int     kind)
{
  g_autoptr(GArray) moves = ts_game_list_moves (game);

  for (guint i = 0; i < moves->len; i++)
    if (kind < 0 || g_array_index (moves, TsMove, i).kind == kind)
      {
        *move = g_array_index (moves, TsMove, i);
        return TRUE;
      }
  return FALSE;
}

gboolean
tg_ai_choose_move (TsGame  *game,
                   int      seat,
                   TsLevel  level,
                   TsRng   *rng,
                   TsMove  *move)
{
  TgState *st = tg_state (game);
  TgBattle *b = &st->battle;

  switch (st->phase)
    {
    case TG_PHASE_ACTION:
      {
        Plan plan = { game, st, seat, level, { { { 0 } } }, 0 };

        if (choose_action (&plan, rng, move))
          return TRUE;
        *move = ts_trigon_move_end ();
        return TRUE;
      }

    case TG_PHASE_TRADE_ANSWER:
      *move = accept_trade (st, seat) ? ts_trigon_move_accept (TG_NONE) : ts_trigon_move_decline ();
      return TRUE;

    case TG_PHASE_SWAP_ANSWER:
      {
        int card = impossible_task (st, seat);

        *move = card != TG_NONE ? ts_trigon_move_accept (card) : ts_trigon_move_decline ();
        return TRUE;
      }

    case TG_PHASE_FLEE:
      {
        double hold = 1.0 - attack_chance (st, b->knights + b->scouts, b->target);

        if (hold < 0.3)
          {
            /* The destination where the fleeing figures are least
             * threatened (§10.4: P(lost next round) < 0.5). */
            g_autoptr(GArray) moves = ts_game_list_moves (game);
            int best_reach = G_MAXINT;

            for (guint i = 0; i < moves->len; i++)
              {
                const TsMove *m = &g_array_index (moves, TsMove, i);
                int reach;

                if (m->kind != TG_MOVE_FLEE)
                  continue;
                reach = enemy_reach (st, seat, m->arg[1]);
                if (reach < best_reach)
                  best_reach = reach, *move = *m;
              }
            if (best_reach != G_MAXINT)
              return TRUE;
          }
        *move = ts_trigon_move_stand ();
        return TRUE;
      }

    case TG_PHASE_ATTACK_CARDS:
    case TG_PHASE_DEFENCE_CARDS:
      {
        gboolean att = st->phase == TG_PHASE_ATTACK_CARDS;
        int mask = 0;

        if (tg_battle_dice (st, att) < TG_MAX_DICE)
          {
            if (st->hand[seat][TG_E_CAVALERIE] > 0)
              mask |= TG_CARD_CAVALERIE;
            if (st->hand[seat][TG_E_VERDEDIGINGSTOREN] > 0)
              mask |= TG_CARD_TOREN;
            if (!att && st->hand[seat][TG_E_HINDERLAAG] > 0)
              mask |= TG_CARD_HINDERLAAG;
          }
        *move = ts_trigon_move_cards (mask);
        return TRUE;
      }

    case TG_PHASE_CASUALTY:
      {
        static const TgLoss order[] = { TG_LOSS_KNIGHT, TG_LOSS_BOAT, TG_LOSS_SCOUT, TG_LOSS_SETTLEMENT };

        for (guint i = 0; i < G_N_ELEMENTS (order); i++)
          {
            *move = ts_trigon_move_lose (order[i], b->target);
            if (tg_rules_check (game, move, NULL))
              return TRUE;
          }
        return first_legal (game, move, -1);
      }

    case TG_PHASE_SPY_TAKE:
      {
        static const int wanted[] = { TG_E_KERKER, TG_E_RAADHUIS, TG_E_TENTOONSTELLING, TG_E_SLOT,
                                      TG_E_KAPITEIN, TG_E_AMBASSADEUR, TG_E_HOFNAR, TG_E_BURGEMEESTER };

        for (guint i = 0; i < G_N_ELEMENTS (wanted); i++)
          {
            *move = ts_trigon_move_take (wanted[i]);
            if (tg_rules_check (game, move, NULL))
              return TRUE;
          }
        return first_legal (game, move, -1);
      }

    case TG_PHASE_SECOND_VILLAGE:
      {
        int best = TG_NONE;
        double best_v = -100;

        for (int s = 0; s < TG_N_SITES; s++)
          if (tg_second_village_site_ok (st, seat, s) && site_value (st, seat, s, 0) > best_v)
            best_v = site_value (st, seat, s, 0), best = s;
        if (best == TG_NONE)
          return first_legal (game, move, -1);
        *move = ts_trigon_move_place (best, 1);
        return TRUE;
      }

    case TG_PHASE_REALM_KNIGHTS:
    case TG_PHASE_CITY_BONUS:
      {
        int best = best_settlement (st, seat, FALSE);

        *move = ts_trigon_move_place (best, st->phase == TG_PHASE_REALM_KNIGHTS ? st->rk_left : 1);
        if (best != TG_NONE && tg_rules_check (game, move, NULL))
          return TRUE;
        return ts_game_default_move (game, move);
      }

    case TG_PHASE_NEGATIVE:
      {
        /* §8's defaults, refined by §10.4: never a settlement that a
         * whole realm needs, nor the last knight of a threatened
         * settlement, while there is another choice. */
        g_autoptr(GArray) moves = ts_game_list_moves (game);
        double best_key = -1e9;

        for (guint i = 0; i < moves->len; i++)
          {
            const TsMove *m = &g_array_index (moves, TsMove, i);
            int w = m->arg[1];
            double key;

            switch (m->arg[0])
              {
              case TG_LOSS_KNIGHT:
                key = tg_count_knights (st, w);
                if (tg_position_is_site (w) && st->settle[w].owner == seat && tg_count_knights (st, w) == 1 &&
                    threat (st, seat, w) > 0)
                  key -= 100;
                break;
              case TG_LOSS_COIN:
                key = TG_N_COINS - w;
                break;
              case TG_LOSS_SETTLEMENT:
                {
                  const TgVillageKind *k = tg_village_kind (st->settle[w].card);
                  const guint8 *inc = st->settle[w].city ? k->city : k->village;

                  key = -(coins_value (inc) * 10 + st->settle[w].inhabitants);
                  if (tg_holds_realm (st, seat, tg_sites[w].realm))
                    key -= 1000;
                  break;
                }
              default:
                key = st->settle[w].inhabitants;
                break;
              }
            if (key > best_key)
              {
                best_key = key;
                *move = *m;
              }
          }
        return moves->len > 0 || ts_game_default_move (game, move);
      }

    default:
      /* Protections: play them (§8's default). */
      return ts_game_default_move (game, move);
    }
}
