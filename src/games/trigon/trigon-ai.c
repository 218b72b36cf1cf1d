/* trigon-ai.c — Rule of Trigon's computer player (spec §10): the exact
 * battle odds, threats, the greedy turn heuristic, hard's look-ahead and
 * the answers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player sees only its seat's knowledge (the search core hands it a
 * redacted copy).  It chooses one action at a time: every candidate
 * action gets a value (§10.3's order becomes the size of the values), the
 * best is played (normal), or one of the three best at random (easy,
 * which also attacks only at P(win) ≥ 0.8).  Hard plays out the five best
 * candidates on determinisations of its knowledge and takes the best on
 * average (look_ahead).  Threats are recomputed before every decision.
 * Trades and swaps are in trigon-ai-trade.c.
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
  return MIN (TRG_MAX_DICE, k + 2 * b + 2 * s + (set ? 2 + (palace ? TRG_PALACE_DICE : 0) : 0));
}

double
trg_ai_battle_chance (int      attackers,
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
          double p = trg_roll_win_chance (MIN (a, TRG_MAX_DICE), dd);

          cur[j] = dd == 0 ? 1.0 : p * cur[j + 1] + (1 - p) * prev[j];
        }
      memcpy (prev, cur, sizeof prev);
    }
  return attackers == 0 ? 0.0 : prev[0];
}

gboolean
trg_ai_palace_at (const TrgState *st,
                  int             pos)
{
  int o = st->occupant[pos];

  return o >= 0 && st->palace[o] && pos == trg_capital_of_realm (st->realm[o]) &&
         st->settle[pos].owner == o;
}

/* The chance that ATTACKERS take POS as it stands. */
double
trg_ai_attack_chance (const TrgState *st,
                      int             attackers,
                      int             pos)
{
  return trg_ai_battle_chance (attackers, (int) trg_count_knights (st, pos), (int) trg_count_boats (st, pos),
                               (int) trg_count_scouts (st, pos),
                               trg_position_is_site (pos) && st->settle[pos].owner != TRG_NONE,
                               trg_ai_palace_at (st, pos));
}

/* The strongest enemy army next to POS (one land step), as attack dice:
 * §10.3's threat, without voyages. */
static int
enemy_reach (const TrgState *st,
             int            seat,
             int            pos)
{
  int best = 0;

  for (const gint8 *n = trg_land_neighbours (pos); *n != TRG_NONE; n++)
    {
      int o = st->occupant[*n];

      if (o != TRG_NONE && o != seat)
        best = MAX (best, (int) (trg_count_knights (st, *n) + trg_count_scouts (st, *n)));
    }
  if (trg_site_is_harbour (pos))
    for (const gint8 *r = trg_sea_routes (pos); *r != TRG_NONE; r++)
      {
        int h = trg_route_other (*r, pos), o = st->occupant[h];

        if (o != TRG_NONE && o != seat && trg_count_boats (st, h) > 0)
          best = MAX (best, (int) MIN (trg_count_knights (st, h) + trg_count_scouts (st, h),
                                       TRG_BOAT_PASSENGERS * trg_count_boats (st, h)));
      }
  return best;
}

double
trg_ai_threat (const TrgState *st,
               int            seat,
               int            pos)
{
  int reach = enemy_reach (st, seat, pos);

  return reach == 0 ? 0.0 : trg_ai_attack_chance (st, reach, pos);
}

double
trg_ai_leader_urgency (const TrgState *st,
                       int            p)
{
  double u = 0;

  if (p < 0 || p >= st->n_players || st->eliminated[p])
    return 0;
  if (st->opt_win_emperor)
    {
      int need = st->opt_emperor_inhabitants, have = (int) trg_count_inhabitants (st, p);
      double coins = MIN (1.0, (double) st->coins[p][TRG_SILVER] / MAX (1, st->opt_emperor_silver)) +
                     MIN (1.0, (double) st->coins[p][TRG_GOLD] / MAX (1, st->opt_emperor_gold));

      /* From 12 inhabitants short of the crown; the coins for it make it
       * more urgent. */
      if (have > need - 12)
        u = MAX (u, MIN (1.0, (have - (need - 12)) / 12.0) * (0.6 + 0.2 * coins));
    }
  if (st->opt_win_points)
    {
      int score = (int) trg_score (st, p), target = (int) st->opt_points;

      if (score > target - 6)
        u = MAX (u, MIN (1.0, (score - (target - 6)) / 6.0));
    }
  if (st->opt_win_tasks && st->opt_tasks >= 2 && st->n_tasks_done[p] + 2 >= st->opt_tasks)
    u = MAX (u, st->n_tasks_done[p] + 1 >= st->opt_tasks ? 0.8 : 0.4);
  return u;
}

/* ------------------------------------------------------------------ */
/* Candidates                                                          */

typedef TrgAiCandidate Candidate;
typedef TrgAiPlan Plan;

void
trg_ai_offer (Plan   *plan,
              TsMove  move,
              double  value)
{
  if (plan->n >= G_N_ELEMENTS (plan->list) || !trg_rules_check (plan->game, &move, NULL))
    return;
  plan->list[plan->n].move = move;
  plan->list[plan->n].value = value;
  plan->n++;
}

/* §10.3's site value for founding SITE, DIST steps away. */
static double
site_value (const TrgState *st,
            int            seat,
            int            site,
            int            dist)
{
  double v = 0;
  int realm = trg_sites[site].realm, held = 0;

  if (realm == st->realm[seat])
    v += 3;
  for (int i = 0; i < TRG_SITES_PER_REALM; i++)
    held += st->settle[realm * TRG_SITES_PER_REALM + i].owner == seat;
  if (held == TRG_SITES_PER_REALM - 1)
    v += 5;
  if (trg_site_is_harbour (site))
    v += 1;
  v -= dist;
  if (enemy_reach (st, seat, site) >= 3)
    v -= 4;
  return v;
}

gboolean
trg_ai_eligible (const TrgState *st,
                 int            seat,
                 int            site)
{
  return st->settle[site].owner == TRG_NONE && (st->occupant[site] == TRG_NONE || st->occupant[site] == seat);
}

/* Land distances from FROM over positions not held by others. */
void
trg_ai_distances (const TrgState *st,
                  int             seat,
                  int             from,
                  int            *dist)
{
  int queue[TRG_N_POSITIONS];
  guint head = 0, tail = 0;

  for (int p = 0; p < TRG_N_POSITIONS; p++)
    dist[p] = -1;
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      int p = queue[head++];

      for (const gint8 *n = trg_land_neighbours (p); *n != TRG_NONE; n++)
        if (dist[*n] < 0 && (st->occupant[*n] == TRG_NONE || st->occupant[*n] == seat))
          {
            dist[*n] = dist[p] + 1;
            queue[tail++] = *n;
          }
    }
}

static void
plan_scouts (Plan *plan)
{
  TrgState *st = plan->st;
  int seat = plan->seat;
  gboolean token = trg_lowest_free_token (st, seat) != TRG_NONE;

  if (!token)
    return;
  for (int p = 0; p < TRG_N_POSITIONS; p++)
    {
      int dist[TRG_N_POSITIONS], best = TRG_NONE;
      double best_v = -100;

      if (st->occupant[p] != seat || trg_count_scouts (st, p) == 0)
        continue;
      if (trg_position_is_site (p) && st->settle[p].owner == TRG_NONE)
        trg_ai_offer (plan, ts_trigon_move_found (p), 500 + site_value (st, seat, p, 0));
      if (st->scouts[p][TRG_MV_FRESH] + st->scouts[p][TRG_MV_RODE] == 0)
        continue;
      trg_ai_distances (st, seat, p, dist);
      for (int s = 0; s < TRG_N_SITES; s++)
        if (s != p && dist[s] > 0 && trg_ai_eligible (st, seat, s))
          {
            double v = site_value (st, seat, s, dist[s]);

            if (v > best_v)
              best_v = v, best = s;
          }
      if (best == TRG_NONE)
        continue;
      /* One step along a shortest path. */
      {
        int back[TRG_N_POSITIONS];

        trg_ai_distances (st, seat, best, back);
        for (const gint8 *n = trg_land_neighbours (p); *n != TRG_NONE; n++)
          if (back[*n] >= 0 && back[*n] == dist[best] - 1 &&
              (st->occupant[*n] == TRG_NONE || st->occupant[*n] == seat))
            {
              gboolean fresh = st->scouts[p][TRG_MV_FRESH] > 0;

              trg_ai_offer (plan, ts_trigon_move_step_full (p, *n, 0, 0, fresh ? 1 : 0, fresh ? 0 : 1),
                     80 + best_v);
              break;
            }
      }
    }
}

static void
plan_military (Plan *plan)
{
  TrgState *st = plan->st;
  int seat = plan->seat;
  double threshold = plan->level == TS_LEVEL_EASY ? 0.8 : 0.65;

  for (int s = 0; s < TRG_N_SITES; s++)
    if (st->settle[s].owner == seat)
      {
        double t = trg_ai_threat (st, seat, s);

        if (t > 0.3)
          {
            double weight = trg_card_is_capital (st->settle[s].card) ? 250 : 200;

            trg_ai_offer (plan, ts_trigon_move_build (TRG_FIG_KNIGHT, s), weight + 100 * t);
            /* Knights from a quiet neighbour. */
            for (const gint8 *n = trg_land_neighbours (s); *n != TRG_NONE; n++)
              if (st->occupant[*n] == seat && st->knights[*n][TRG_MV_FRESH] > 1 && trg_ai_threat (st, seat, *n) < 0.3)
                trg_ai_offer (plan, ts_trigon_move_step (*n, s, st->knights[*n][TRG_MV_FRESH] - 1, 0), 150 + 100 * t);
          }
      }

  for (int p = 0; p < TRG_N_POSITIONS; p++)
    {
      int movable;

      if (st->occupant[p] != seat)
        continue;
      movable = st->knights[p][TRG_MV_FRESH] + st->knights[p][TRG_MV_RODE];
      if (trg_position_is_site (p) && st->settle[p].owner == seat && movable > 1)
        movable--;    /* keep a guard */
      if (movable == 0)
        continue;
      for (const gint8 *n = trg_land_neighbours (p); *n != TRG_NONE; n++)
        {
          int o = st->occupant[*n];
          double chance, gain = 0, urgency;

          if (o == TRG_NONE || o == seat)
            continue;
          urgency = plan->level == TS_LEVEL_EASY ? 0 : trg_ai_leader_urgency (st, o);
          chance = trg_ai_attack_chance (st, movable, *n);
          /* A leader near the crown or the target is worth a riskier
           * attack (normal and hard contest it; easy does not look). */
          if (chance < threshold - 0.25 * urgency)
            continue;
          if (trg_position_is_site (*n) && st->settle[*n].owner == o)
            gain += (st->settle[*n].city ? 30 : 20) + urgency * (60 + 3 * st->settle[*n].inhabitants);
          if (trg_ai_palace_at (st, *n))
            gain += 30;
          if (trg_score (st, o) >= st->opt_points - 5)
            gain += 20;
          gain += 5 * (trg_count_knights (st, *n) + trg_count_scouts (st, *n));
          if (gain < 10)
            continue;
          {
            int fresh = MIN (movable, st->knights[p][TRG_MV_FRESH]);

            trg_ai_offer (plan, ts_trigon_move_step_full (p, *n, fresh, movable - fresh, 0, 0), 100 + 100 * chance + gain);
          }
        }
    }
}

/* The best own settlement to add inhabitants or knights to. */
static int
best_settlement (const TrgState *st,
                 int            seat,
                 gboolean       for_growth)
{
  int best = TRG_NONE;
  double best_v = -1;

  for (int s = 0; s < TRG_N_SITES; s++)
    if (st->settle[s].owner == seat)
      {
        double v = for_growth ? (st->settle[s].city ? -1 : st->settle[s].inhabitants) : trg_ai_threat (st, seat, s);

        if (v > best_v)
          best_v = v, best = s;
      }
  return best;
}

static int
richest_opponent (const TrgState *st,
                  int            seat,
                  int            coin)
{
  int best = TRG_NONE, best_v = -1;

  for (int s = 0; s < st->n_players; s++)
    if (s != seat && !st->eliminated[s])
      {
        int v = coin >= 0 ? st->coins[s][coin]
                          : st->coins[s][0] + 3 * st->coins[s][1] + 9 * st->coins[s][2] + 5 * (int) trg_count_hand (st, s);

        if (v > best_v)
          best_v = v, best = s;
      }
  return best;
}

static void
plan_cards (Plan *plan)
{
  TrgState *st = plan->st;
  int seat = plan->seat;

  for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
    {
      if (st->hand[seat][e] == 0 || !(trg_events[e].timing & TRG_TIME_OWN))
        continue;
      if (trg_events[e].timing & TRG_TIME_STAYS)
        {
          trg_ai_offer (plan, ts_trigon_move_play (e, 0, 0, 0, 0), 300);
          continue;
        }
      switch (e)
        {
        case TRG_E_PROMOTIE:
        case TRG_E_WACHTTOREN:
          trg_ai_offer (plan, ts_trigon_move_play (e, best_settlement (st, seat, FALSE), 0, 0, 0), 35);
          break;
        case TRG_E_GEBOORTEGOLF:
        case TRG_E_GOEDE_OOGST:
          trg_ai_offer (plan, ts_trigon_move_play (e, best_settlement (st, seat, TRUE), 0, 0, 0), 35);
          break;
        case TRG_E_VLIJTIGE_ONDERDAAN:
          {
            int best = TRG_NONE;
            double best_v = -100;

            for (int s = 0; s < TRG_N_SITES; s++)
              {
                TsMove m = ts_trigon_move_play (e, s, 0, 0, 0);

                if (trg_rules_check (plan->game, &m, NULL) && site_value (st, seat, s, 0) > best_v)
                  best_v = site_value (st, seat, s, 0), best = s;
              }
            if (best != TRG_NONE)
              trg_ai_offer (plan, ts_trigon_move_play (e, best, 0, 0, 0), 450 + best_v);
            break;
          }
        case TRG_E_INTRIGE:
          for (int s = 0; s < TRG_N_SITES; s++)
            trg_ai_offer (plan, ts_trigon_move_play (e, s, 0, 0, 0), 400 + (st->settle[s].city ? 10 : 0));
          break;
        case TRG_E_OVERLOPER:
          for (int p = 0; p < TRG_N_POSITIONS; p++)
            for (int f = TRG_N_FIGURES - 1; f >= 0; f--)
              trg_ai_offer (plan, ts_trigon_move_play (e, p, f, 0, 0), 30);
          break;
        case TRG_E_HEERSER:
          trg_ai_offer (plan, ts_trigon_move_play (e, 0, 2, 3, 0), 35);
          break;
        case TRG_E_DIEFSTAL:
          {
            int victim = richest_opponent (st, seat, -1);

            if (victim != TRG_NONE)
              {
                int g = MIN (3, st->coins[victim][2]), s = MIN (3 - g, st->coins[victim][1]);
                int c = MIN (3 - g - s, st->coins[victim][0]);

                trg_ai_offer (plan, ts_trigon_move_play (e, victim, c, s, g), 35);
              }
            break;
          }
        case TRG_E_AMBACHTSGILDE:
          trg_ai_offer (plan, ts_trigon_move_play (e, richest_opponent (st, seat, TRG_COPPER), 0, 0, 0), 30);
          break;
        case TRG_E_SPIONAGE:
          trg_ai_offer (plan, ts_trigon_move_play (e, richest_opponent (st, seat, -1), 0, 0, 0), 30);
          break;
        case TRG_E_ONTDEKKINGSREIZIGER:
          if (st->coins[seat][TRG_SILVER] >= 3 && st->coins[seat][TRG_GOLD] >= 1)
            trg_ai_offer (plan, ts_trigon_move_play (e, 0, 0, 0, 0), 70);
          break;
        default:
          /* Economy cards. */
          trg_ai_offer (plan, ts_trigon_move_play (e, 0, 0, 0, 0), 35);
          break;
        }
    }
}

static void
plan_economy (Plan *plan)
{
  TrgState *st = plan->st;
  int seat = plan->seat;
  guint scouts = trg_count_all_figures (st, seat, TRG_FIG_SCOUT);
  guint inhabitants = trg_count_inhabitants (st, seat);
  gboolean emperor = st->opt_win_emperor && inhabitants >= 18;
  gboolean want_scout = scouts < 2 && trg_lowest_free_token (st, seat) != TRG_NONE;
  int need_silver = emperor ? st->opt_emperor_silver : want_scout ? 3 : 0;
  int need_gold = emperor ? st->opt_emperor_gold : want_scout ? 1 : 1;
  const guint8 *c = st->coins[seat];

  for (int s = 0; s < TRG_N_SITES; s++)
    if (st->settle[s].owner == seat)
      {
        trg_ai_offer (plan, ts_trigon_move_crown (s), 1e6);
        if (want_scout && !emperor)
          {
            /* Build where an eligible site is near. */
            int dist[TRG_N_POSITIONS], near = 99;

            trg_ai_distances (st, seat, s, dist);
            for (int t = 0; t < TRG_N_SITES; t++)
              if (dist[t] > 0 && trg_ai_eligible (st, seat, t))
                near = MIN (near, dist[t]);
            if (near <= 3)
              trg_ai_offer (plan, ts_trigon_move_build (TRG_FIG_SCOUT, s), 60 - near);
          }
      }
  if (c[TRG_GOLD] < need_gold && c[TRG_SILVER] >= 3 && c[TRG_SILVER] - 3 >= (emperor ? 0 : 0))
    trg_ai_offer (plan, ts_trigon_move_exchange (TRG_SILVER), 45);
  if (c[TRG_SILVER] < need_silver + (c[TRG_GOLD] < need_gold ? 3 : 0) && c[TRG_COPPER] >= 4)
    trg_ai_offer (plan, ts_trigon_move_exchange (TRG_COPPER), 40);
  if (c[TRG_GOLD] >= 1 && (!want_scout || c[TRG_GOLD] >= 2 || c[TRG_SILVER] < 3) && !emperor)
    trg_ai_offer (plan, ts_trigon_move_buy_task (), 50);
  if (c[TRG_COPPER] >= 3)
    trg_ai_offer (plan, ts_trigon_move_buy_event (), 20);
  /* Knights to grow an army, from settlements with inhabitants to spare. */
  if (!emperor && c[TRG_COPPER] >= 2 &&
      trg_count_all_figures (st, seat, TRG_FIG_KNIGHT) < 4 * trg_count_settlements (st, seat))
    for (int s = 0; s < TRG_N_SITES; s++)
      if (st->settle[s].owner == seat && st->settle[s].inhabitants >= 4)
        trg_ai_offer (plan, ts_trigon_move_build (TRG_FIG_KNIGHT, s), 10);
  trg_ai_plan_trades (plan);
  trg_ai_offer (plan, ts_trigon_move_end (), 0);
}

/* §10.3's evaluation V(P). */
static double
value_of (const TrgState *st,
          int            p)
{
  double v = 10.0 * trg_score (st, p), income = 0, births = 0, risk = 0;
  guint inhabitants = trg_count_inhabitants (st, p);

  if (st->eliminated[p])
    return -1000;
  for (int s = 0; s < TRG_N_SITES; s++)
    if (st->settle[s].owner == p)
      {
        const TrgVillageKind *k = trg_village_kind (st->settle[s].card);
        const guint8 *inc = st->settle[s].city ? k->city : k->village;

        for (int c = 0; c < TRG_N_COINS; c++)
          income += inc[c] * trg_coin_value[c];
        births += st->settle[s].city ? k->city_births : k->village_births;
        risk += trg_ai_threat (st, p, s);
      }
  v += 2 * income + 1.5 * births + 4 * st->n_tasks_done[p] +
       3 * 0.5 * __builtin_popcount (st->tasks_held[p]) - 6 * risk;
  if (inhabitants >= 15)
    v += 0.5 * inhabitants;
  return v;
}

/* V(P) against the best opponent. */
static double
relative_value (const TrgState *st,
                int            p)
{
  double best = -1e9;

  if (st->phase == TRG_PHASE_OVER)
    return st->winner == p ? 1e4 : -1e4;
  for (int q = 0; q < st->n_players; q++)
    if (q != p && !st->eliminated[q])
      best = MAX (best, value_of (st, q));
  return value_of (st, p) - best;
}

/* Hard (§10.3): a determinised look-ahead over the heuristic's best
 * candidates.  Each rollout deals the hidden cards at random from the
 * seat's own knowledge (the game handed to the player is its view), plays
 * the candidate, then the normal heuristic for every seat until the seat's
 * next turn after every opponent has had one (or the end, or a depth
 * limit), and scores the result by §10.3's evaluation against the best
 * opponent.  Every candidate sees the same deals and dice (common random
 * numbers), so their differences are not noise of the deal. */
#define HARD_MAX_MOVES  600

static gboolean choose_move (TsGame *game, int seat, TsLevel level, gboolean look, TsRng *rng, TsMove *move);

/* The look-ahead of each level (docs/ai.md has the measurements): hard
 * plays out its six best candidates on 32 determinisations; normal only
 * hesitates between its two best when the second is worth at least 0.8
 * of the first, on one determinisation. */
#define HARD_CANDIDATES   6
#define HARD_SAMPLES      32
#define NORMAL_CANDIDATES 2
#define NORMAL_SAMPLES    1
#define NORMAL_CLOSE      0.8

static double
rollout (TsGame       *game,
         int           seat,
         const TsMove *move,
         guint64       seed)
{
  g_autoptr(TsGame) copy = ts_game_copy (game);
  TrgState *cs = trg_state (copy);
  TsRng rng;
  guint seen = 0;
  gboolean away = FALSE;

  ts_rng_init (&rng, seed);
  trg_views_determinise (copy, &rng);
  if (!ts_game_apply_move (copy, move, NULL))
    return -1e9;
  for (guint i = 0; i < HARD_MAX_MOVES && cs->phase != TRG_PHASE_OVER; i++)
    {
      TsMove answer;

      if (cs->phase == TRG_PHASE_ACTION && cs->active != seat)
        seen |= 1u << cs->active, away = TRUE;
      else if (cs->phase == TRG_PHASE_ACTION && away)
        {
          gboolean all = TRUE;

          for (int q = 0; q < cs->n_players; q++)
            if (q != seat && !cs->eliminated[q] && !(seen & (1u << q)))
              all = FALSE;
          if (all)
            break;
        }
      if (!choose_move (copy, cs->current, TS_LEVEL_NORMAL, FALSE, &rng, &answer) ||
          !ts_game_apply_move (copy, &answer, NULL))
        break;
    }
  return relative_value (cs, seat);
}

static gboolean
same_move (const TsMove *a,
           const TsMove *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

/* Moves the candidate with the best mean rollout to the front of PLAN. */
static void
look_ahead (Plan  *plan,
            TsRng *rng)
{
  gboolean hard = plan->level == TS_LEVEL_HARD;
  guint n_candidates = hard ? HARD_CANDIDATES : NORMAL_CANDIDATES;
  guint n_samples = hard ? HARD_SAMPLES : NORMAL_SAMPLES;
  guint64 seeds[HARD_SAMPLES];
  guint idx[HARD_CANDIDATES], n = 0, best = 0;
  double best_v = -G_MAXDOUBLE;

  for (guint i = 0; i < plan->n && n < n_candidates; i++)
    {
      gboolean dup = FALSE;

      for (guint j = 0; j < n; j++)
        dup |= same_move (&plan->list[idx[j]].move, &plan->list[i].move);
      if (!hard && plan->list[i].value < NORMAL_CLOSE * plan->list[0].value)
        break;
      if (!dup)
        idx[n++] = i;
    }
  if (n < 2 || plan->list[0].value >= 1e5)
    return;
  for (guint s = 0; s < n_samples; s++)
    seeds[s] = ts_rng_next (rng);
  for (guint j = 0; j < n; j++)
    {
      double total = 0;

      for (guint s = 0; s < n_samples; s++)
        total += rollout (plan->game, plan->seat, &plan->list[idx[j]].move, seeds[s]);
      if (total > best_v)
        best_v = total, best = idx[j];
    }
  if (best != 0)
    {
      Candidate tmp = plan->list[0];

      plan->list[0] = plan->list[best];
      plan->list[best] = tmp;
    }
}

static int
compare_candidates (gconstpointer a,
                    gconstpointer b)
{
  double va = ((const Candidate *) a)->value, vb = ((const Candidate *) b)->value;

  return va < vb ? 1 : va > vb ? -1 : 0;
}

static gboolean
choose_action (Plan    *plan,
               gboolean look,
               TsRng   *rng,
               TsMove  *move)
{
  plan_scouts (plan);
  plan_military (plan);
  trg_ai_plan_contest (plan);
  plan_cards (plan);
  plan_economy (plan);
  if (plan->n == 0)
    return FALSE;
  qsort (plan->list, plan->n, sizeof (Candidate), compare_candidates);
  if (look && plan->level != TS_LEVEL_EASY)
    look_ahead (plan, rng);
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
trg_ai_choose_move (TsGame  *game,
                    int      seat,
                    TsLevel  level,
                    TsRng   *rng,
                    TsMove  *move)
{
  return choose_move (game, seat, level, TRUE, rng, move);
}

/* LOOK: whether normal and hard look ahead (not within a look-ahead). */
static gboolean
choose_move (TsGame   *game,
             int       seat,
             TsLevel   level,
             gboolean  look,
             TsRng    *rng,
             TsMove   *move)
{
  TrgState *st = trg_state (game);
  TrgBattle *b = &st->battle;

  switch (st->phase)
    {
    case TRG_PHASE_ACTION:
      {
        Plan plan = { game, st, seat, level, { { { 0 } } }, 0 };

        if (choose_action (&plan, look, rng, move))
          return TRUE;
        *move = ts_trigon_move_end ();
        return TRUE;
      }

    case TRG_PHASE_TRADE_ANSWER:
      *move = trg_ai_accept_trade (st, seat) ? ts_trigon_move_accept (TRG_NONE) : ts_trigon_move_decline ();
      return TRUE;

    case TRG_PHASE_SWAP_ANSWER:
      {
        int card = trg_ai_swap_answer (st, seat);

        *move = card != TRG_NONE ? ts_trigon_move_accept (card) : ts_trigon_move_decline ();
        return TRUE;
      }

    case TRG_PHASE_FLEE:
      {
        double hold = 1.0 - trg_ai_attack_chance (st, b->knights + b->scouts, b->target);

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

                if (m->kind != TRG_MOVE_FLEE)
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

    case TRG_PHASE_ATTACK_CARDS:
    case TRG_PHASE_DEFENCE_CARDS:
      {
        gboolean att = st->phase == TRG_PHASE_ATTACK_CARDS;
        int mask = 0;

        if (trg_battle_dice (st, att) < TRG_MAX_DICE)
          {
            if (st->hand[seat][TRG_E_CAVALERIE] > 0)
              mask |= TRG_CARD_CAVALERIE;
            if (st->hand[seat][TRG_E_VERDEDIGINGSTOREN] > 0)
              mask |= TRG_CARD_TOREN;
            if (!att && st->hand[seat][TRG_E_HINDERLAAG] > 0)
              mask |= TRG_CARD_HINDERLAAG;
          }
        *move = ts_trigon_move_cards (mask);
        return TRUE;
      }

    case TRG_PHASE_CASUALTY:
      {
        static const TrgLoss order[] = { TRG_LOSS_KNIGHT, TRG_LOSS_BOAT, TRG_LOSS_SCOUT, TRG_LOSS_SETTLEMENT };

        for (guint i = 0; i < G_N_ELEMENTS (order); i++)
          {
            *move = ts_trigon_move_lose (order[i], b->target);
            if (trg_rules_check (game, move, NULL))
              return TRUE;
          }
        return first_legal (game, move, -1);
      }

    case TRG_PHASE_SPY_TAKE:
      {
        static const int wanted[] = { TRG_E_KERKER, TRG_E_RAADHUIS, TRG_E_TENTOONSTELLING, TRG_E_SLOT,
                                      TRG_E_KAPITEIN, TRG_E_AMBASSADEUR, TRG_E_HOFNAR, TRG_E_BURGEMEESTER };

        for (guint i = 0; i < G_N_ELEMENTS (wanted); i++)
          {
            *move = ts_trigon_move_take (wanted[i]);
            if (trg_rules_check (game, move, NULL))
              return TRUE;
          }
        return first_legal (game, move, -1);
      }

    case TRG_PHASE_SECOND_VILLAGE:
      {
        int best = TRG_NONE;
        double best_v = -100;

        for (int s = 0; s < TRG_N_SITES; s++)
          if (trg_second_village_site_ok (st, seat, s) && site_value (st, seat, s, 0) > best_v)
            best_v = site_value (st, seat, s, 0), best = s;
        if (best == TRG_NONE)
          return first_legal (game, move, -1);
        *move = ts_trigon_move_place (best, 1);
        return TRUE;
      }

    case TRG_PHASE_REALM_KNIGHTS:
    case TRG_PHASE_CITY_BONUS:
      {
        int best = best_settlement (st, seat, FALSE);

        *move = ts_trigon_move_place (best, st->phase == TRG_PHASE_REALM_KNIGHTS ? st->rk_left : 1);
        if (best != TRG_NONE && trg_rules_check (game, move, NULL))
          return TRUE;
        return ts_game_default_move (game, move);
      }

    case TRG_PHASE_NEGATIVE:
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
              case TRG_LOSS_KNIGHT:
                key = trg_count_knights (st, w);
                if (trg_position_is_site (w) && st->settle[w].owner == seat && trg_count_knights (st, w) == 1 &&
                    trg_ai_threat (st, seat, w) > 0)
                  key -= 100;
                break;
              case TRG_LOSS_COIN:
                key = TRG_N_COINS - w;
                break;
              case TRG_LOSS_SETTLEMENT:
                {
                  const TrgVillageKind *k = trg_village_kind (st->settle[w].card);
                  const guint8 *inc = st->settle[w].city ? k->city : k->village;

                  key = -(trg_ai_coins_value (inc) * 10 + st->settle[w].inhabitants);
                  if (trg_holds_realm (st, seat, trg_sites[w].realm))
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
