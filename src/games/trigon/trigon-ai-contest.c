/* trigon-ai-contest.c — Rule of Trigon's computer contests a leader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 26: when an opponent nears the crown, the point target or the
 * last task (trg_ai_leader_urgency), normal and hard raise an army
 * against one of the leader's settlements that is not a capital with its
 * palace.  By land, they muster knights in the own position nearest to it
 * and march them there; by sea, where the leader is out of reach by land
 * (Noorland, or far away), they build a boat in an own harbour settlement
 * from which one voyage reaches the target or a harbour next to it,
 * muster knights there and sail.  plan_military (trigon-ai.c) attacks
 * once the army stands next to the target; a voyage into the target is
 * itself the attack.  Easy does not look.
 */
#include "trigon-private.h"

typedef TrgAiPlan Plan;

/* How far a land march may be; a leader farther away is contested by
 * sea if a voyage is shorter. */
#define CONTEST_REACH 12
/* The odds an army gathers for before it marches or sails. */
#define CONTEST_ODDS  0.65

static int
find_leader (const TrgState *st,
             int            seat,
             double        *urgency)
{
  int leader = TRG_NONE;
  double u = 0.05;

  for (int q = 0; q < st->n_players; q++)
    if (q != seat && trg_ai_leader_urgency (st, q) >= u)
      u = trg_ai_leader_urgency (st, q), leader = q;
  *urgency = u;
  return leader;
}

static gboolean
is_target (const TrgState *st,
           int            leader,
           int            pos)
{
  return trg_position_is_site (pos) && st->settle[pos].owner == leader && !trg_ai_palace_at (st, pos);
}

static gboolean
own_settlement (const TrgState *st,
                int            seat,
                int            pos)
{
  return trg_position_is_site (pos) && st->settle[pos].owner == seat;
}

/* The knights that may leave POS this turn by land, a guard staying on
 * an own settlement. */
static int
land_movable (const TrgState *st,
              int            seat,
              int            pos)
{
  int movable = st->knights[pos][TRG_MV_FRESH] + st->knights[pos][TRG_MV_RODE];

  if (own_settlement (st, seat, pos) && movable > 0 && movable == (int) trg_count_knights (st, pos))
    movable--;
  return movable;
}

/* Muster at FROM: a knight more while the army there would not take
 * TARGET at CONTEST_ODDS, a guard staying. */
static void
muster (Plan   *plan,
        int     from,
        int     target,
        double  u)
{
  TrgState *st = plan->st;

  if (own_settlement (st, plan->seat, from) &&
      trg_ai_attack_chance (st, MAX (0, (int) trg_count_knights (st, from) - 1), target) < CONTEST_ODDS)
    trg_ai_offer (plan, ts_trigon_move_build (TRG_FIG_KNIGHT, from), 120 + 80 * u);
}

/* By land: returns the number of steps to the nearest target (more than
 * CONTEST_REACH: none), and offers the muster and the march. */
static int
contest_by_land (Plan   *plan,
                 int     leader,
                 double  u)
{
  TrgState *st = plan->st;
  int seat = plan->seat, from = TRG_NONE, target = TRG_NONE, best_d = CONTEST_REACH + 1;

  /* The nearest pair of an own position with knights or an own
   * settlement, and a target. */
  for (int p = 0; p < TRG_N_POSITIONS; p++)
    {
      int dist[TRG_N_POSITIONS];

      if (st->occupant[p] != seat || (trg_count_knights (st, p) == 0 && !own_settlement (st, seat, p)))
        continue;
      trg_ai_distances (st, seat, p, dist);
      for (int t = 0; t < TRG_N_SITES; t++)
        {
          if (!is_target (st, leader, t))
            continue;
          for (const gint8 *n = trg_land_neighbours (t); *n != TRG_NONE; n++)
            if (*n == p || (dist[*n] >= 0 && dist[*n] + 1 < best_d))
              {
                int d = *n == p ? 1 : dist[*n] + 1;

                if (d < best_d)
                  best_d = d, from = p, target = t;
              }
        }
    }
  if (target == TRG_NONE)
    return best_d;

  muster (plan, from, target, u);

  /* March: one step along a shortest path. */
  if (best_d > 1)
    {
      int movable = land_movable (st, seat, from);
      int back[TRG_N_POSITIONS];

      if (movable == 0 || trg_ai_attack_chance (st, movable, target) < 0.5)
        return best_d;
      trg_ai_distances (st, seat, target, back);
      for (const gint8 *n = trg_land_neighbours (from); *n != TRG_NONE; n++)
        if ((st->occupant[*n] == TRG_NONE || st->occupant[*n] == seat) &&
            back[*n] >= 1 && back[*n] <= best_d - 1)
          {
            int fresh = MIN (movable, st->knights[from][TRG_MV_FRESH]);

            trg_ai_offer (plan, ts_trigon_move_step_full (from, *n, fresh, movable - fresh, 0, 0), 110 + 80 * u);
            break;
          }
    }
  return best_d;
}

/* By sea: from H (an own harbour settlement, where a boat can be built,
 * or an own position with a boat), voyages over open harbours reach X,
 * which is a target or an open harbour next to the target T.  NEXT is
 * the first voyage's harbour. */
typedef struct
{
  int h, next, x, t, cost;
} Voyage;

static gboolean
open_to (const TrgState *st,
         int            seat,
         int            pos)
{
  return st->occupant[pos] == TRG_NONE || st->occupant[pos] == seat;
}

static void
voyages_from (const TrgState *st,
              int            seat,
              int            leader,
              int            h,
              Voyage        *best)
{
  int hops[TRG_N_SITES], first[TRG_N_SITES], queue[TRG_N_SITES];
  guint head = 0, tail = 0;
  /* Fewer turns first, then more knights already at H. */
  int bonus = -(int) MIN (trg_count_knights (st, h), 9u);

  for (int i = 0; i < TRG_N_SITES; i++)
    hops[i] = -1;
  hops[h] = 0;
  first[h] = TRG_NONE;
  queue[tail++] = h;
  while (head < tail)
    {
      int a = queue[head++];

      for (const gint8 *r = trg_sea_routes (a); *r != TRG_NONE; r++)
        {
          int x = trg_route_other (*r, a), n = hops[a] + 1, cost;

          if (hops[x] >= 0)
            continue;
          hops[x] = n;
          first[x] = a == h ? x : first[a];
          cost = 10 * n + bonus;
          if (is_target (st, leader, x))
            {
              if (cost < best->cost)
                *best = (Voyage) { h, first[x], x, x, cost };
              continue;
            }
          if (!open_to (st, seat, x))
            continue;
          queue[tail++] = x;
          for (const gint8 *l = trg_land_neighbours (x); *l != TRG_NONE; l++)
            if (is_target (st, leader, *l) && cost + 10 < best->cost)
              *best = (Voyage) { h, first[x], x, *l, cost + 10 };
        }
    }
}

static Voyage
nearest_voyage (const TrgState *st,
                int            seat,
                int            leader)
{
  Voyage best = { TRG_NONE, TRG_NONE, TRG_NONE, TRG_NONE, 1000 };

  /* A harbour settlement without a boat counts only while a boat can
   * still be built (R8: five on the board). */
  gboolean can_build = trg_count_all_figures (st, seat, TRG_FIG_BOAT) < TRG_BOAT_LIMIT;

  for (int h = 0; h < TRG_N_SITES; h++)
    if (trg_site_is_harbour (h) && st->occupant[h] == seat &&
        ((own_settlement (st, seat, h) && (can_build || trg_count_boats (st, h) > 0)) ||
         (st->boats[h][TRG_BOAT_FRESH] > 0 && trg_count_knights (st, h) > 0)))
      voyages_from (st, seat, leader, h, &best);
  return best;
}

/* Knights from the nearest own position march one step toward H. */
static void
gather (Plan   *plan,
        int     h,
        double  u)
{
  TrgState *st = plan->st;
  int seat = plan->seat, dist[TRG_N_POSITIONS], from = TRG_NONE;

  trg_ai_distances (st, seat, h, dist);
  for (int p = 0; p < TRG_N_POSITIONS; p++)
    if (p != h && dist[p] > 0 && st->occupant[p] == seat && land_movable (st, seat, p) > 0 &&
        (from == TRG_NONE || dist[p] < dist[from]) && trg_ai_threat (st, seat, p) < 0.3)
      from = p;
  if (from == TRG_NONE)
    return;
  for (const gint8 *n = trg_land_neighbours (from); *n != TRG_NONE; n++)
    if (dist[*n] >= 0 && dist[*n] < dist[from] && open_to (st, seat, *n))
      {
        int movable = land_movable (st, seat, from), fresh = MIN (movable, st->knights[from][TRG_MV_FRESH]);

        trg_ai_offer (plan, ts_trigon_move_step_full (from, *n, fresh, movable - fresh, 0, 0), 105 + 80 * u);
        return;
      }
}

static void
contest_by_sea (Plan   *plan,
                int     leader,
                double  u)
{
  TrgState *st = plan->st;
  int seat = plan->seat;
  Voyage v = nearest_voyage (st, seat, leader);
  int boats, fresh, stepped, army, guard;
  gboolean last = FALSE, room;

  if (v.h == TRG_NONE)
    return;
  boats = st->boats[v.h][TRG_BOAT_FRESH];
  fresh = st->knights[v.h][TRG_MV_FRESH];
  last = v.next == v.x;
  /* Knights that stepped may still ride, but not attack after landing
   * next to the target. */
  stepped = !last || v.x == v.t ? st->knights[v.h][TRG_MV_STEPPED] : 0;
  guard = own_settlement (st, seat, v.h) && trg_count_knights (st, v.h) == (guint) (fresh + stepped) ? 1 : 0;
  army = MIN (fresh + stepped - guard, TRG_BOAT_PASSENGERS * MAX (boats, 1));

  /* No more knights than the boats there (or the one to build) carry. */
  room = (int) trg_count_knights (st, v.h) - 1 < TRG_BOAT_PASSENGERS * MAX ((int) trg_count_boats (st, v.h), 1);
  if (room)
    muster (plan, v.h, v.t, u);
  if (trg_count_boats (st, v.h) == 0)
    trg_ai_offer (plan, ts_trigon_move_build (TRG_FIG_BOAT, v.h), 115 + 80 * u);
  if (room && (army <= 0 || trg_ai_attack_chance (st, army, v.t) < CONTEST_ODDS))
    gather (plan, v.h, u);
  if (boats > 0 && army > 0)
    {
      double chance = trg_ai_attack_chance (st, army, v.t);

      if (chance >= CONTEST_ODDS - 0.25 * u)
        {
          int k_fresh = MIN (army, fresh), n_boats = MIN (boats, (army + TRG_BOAT_PASSENGERS - 1) / TRG_BOAT_PASSENGERS);

          trg_ai_offer (plan, ts_trigon_move_sail (v.h, v.next, n_boats, k_fresh, army - k_fresh, 0, 0),
                        110 + 80 * u + 100 * chance);
        }
    }
}

void
trg_ai_plan_contest (Plan *plan)
{
  double u;
  int leader, land;

  if (plan->level == TS_LEVEL_EASY)
    return;
  leader = find_leader (plan->st, plan->seat, &u);
  if (leader == TRG_NONE)
    return;
  land = contest_by_land (plan, leader, u);
  /* A voyage takes one or two turns with a boat ready; a march of more
   * than three steps is slower. */
  if (land > 3)
    contest_by_sea (plan, leader, u);
}
