/* network-ai.c — search hooks for Network (spec §10)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The generic search (src/core/ts-ai.c) calls these on its own copies.
 * Network has no hidden information, so there is nothing to determinise or
 * forget.  A turn is a sequence of moves by one seat ending with "end"; the
 * playout policy below plays one move of such a sequence per call, greedily
 * (spec §10): buy a node on the best corner, else a branch towards a good
 * corner, a capture or the network bonus, trade only when that makes a
 * purchase possible, else end the turn.
 */

#include <math.h>

#include "ts-ai.h"
#include "network-private.h"

/* Colour weights for income: a node needs 2 yellow + 2 green, a branch
 * 1 red + 1 blue, and nodes are what score. */
static const double colour_weight[NW_N_COLOURS] = { 0.8, 1.2, 1.2, 0.8 };

/* Corner values (units: "a cube of income per turn"). */
#define NW_AI_POST_BONUS      0.5   /* a 2:1 trade every turn */
#define NW_AI_DENIAL          0.6   /* per opponent node cut off a square */
#define NW_AI_SELF_HARM       1.0   /* per own node cut off a square */
/* Branch values. */
#define NW_AI_REACH           0.6   /* share of the value of a corner a
                                     * branch opens to a node */
#define NW_AI_CAPTURE_3       4.0   /* closes the fourth side of a square */
#define NW_AI_CAPTURE_2       0.7   /* a third side */
#define NW_AI_NETWORK_BONUS   5.0   /* wins the +2 of R17 */
#define NW_AI_NOISE           0.6   /* uniform noise added to every value */

/* Spec §10 "corner value": the income a node of SEAT on CORNER would bring,
 * weighted by colour, plus what it takes from the opponent, minus what it
 * takes from SEAT's own nodes, plus a trading-post bonus. */
static double
corner_value (const NwState *st,
              int            seat,
              int            corner)
{
  int other = nw_other (seat);
  double value = 0;

  for (guint n = 0; n < nw_tables->corner_n_squares[corner]; n++)
    {
      int sq = nw_tables->corner_squares[corner][n];
      guint type = nw_tables->square_type[sq];
      guint nodes, limit;

      if (type > NW_SQUARE_BLUE)
        continue;
      if (st->captured[sq] == seat)
        {
          value += colour_weight[type];
          continue;
        }
      if (st->captured[sq] != TS_SEAT_NONE)
        continue;
      nodes = nw_state_square_nodes (st, sq);
      limit = nw_tables->square_limit[sq];
      if (nodes + 1 <= limit)
        value += colour_weight[type];
      else if (nodes == limit)
        {
          /* This node exhausts the square for everyone on it. */
          for (int k = 0; k < 4; k++)
            {
              int c = nw_tables->square_corners[sq][k];

              if (st->corner[c] == other)
                value += NW_AI_DENIAL;
              else if (st->corner[c] == seat)
                value -= NW_AI_SELF_HARM;
            }
        }
    }

  if (!st->simplified && nw_tables->corner_post[corner] != NW_NONE &&
      st->captured[nw_tables->corner_post[corner]] != other)
    value += NW_AI_POST_BONUS;
  return value;
}

/* Labels SEAT's networks; SIZE[label] is the number of branches. */
static guint
label_networks (const NwState *st,
                int            seat,
                int            label[NW_N_EDGES],
                guint          size[NW_N_EDGES])
{
  int stack[NW_N_EDGES];
  guint n_labels = 0;

  for (int e = 0; e < NW_N_EDGES; e++)
    label[e] = -1;
  for (int e = 0; e < NW_N_EDGES; e++)
    {
      int n = 0;

      if (label[e] >= 0 || st->edge[e] != seat)
        continue;
      label[e] = n_labels;
      size[n_labels] = 0;
      stack[n++] = e;
      while (n > 0)
        {
          int cur = stack[--n];

          size[n_labels]++;
          for (int end = 0; end < 2; end++)
            {
              int k = nw_tables->edge_corners[cur][end];

              for (guint m = 0; m < nw_tables->corner_n_edges[k]; m++)
                {
                  int next = nw_tables->corner_edges[k][m];

                  if (label[next] < 0 && st->edge[next] == seat)
                    {
                      label[next] = n_labels;
                      stack[n++] = next;
                    }
                }
            }
        }
      n_labels++;
    }
  return n_labels;
}

/* The size of the network a new SEAT branch on EDGE would belong to. */
static guint
joined_size (const int   label[NW_N_EDGES],
             const guint size[NW_N_EDGES],
             int         edge)
{
  int seen[8];
  guint n_seen = 0, total = 1;

  for (int end = 0; end < 2; end++)
    {
      int k = nw_tables->edge_corners[edge][end];

      for (guint m = 0; m < nw_tables->corner_n_edges[k]; m++)
        {
          int l = label[nw_tables->corner_edges[k][m]];
          gboolean dup = FALSE;

          if (l < 0)
            continue;
          for (guint i = 0; i < n_seen; i++)
            dup |= seen[i] == l;
          if (!dup)
            {
              seen[n_seen++] = l;
              total += size[l];
            }
        }
    }
  return total;
}

static double
noise (TsRng *rng)
{
  return ts_rng_double (rng) * NW_AI_NOISE;
}

static gboolean
pick_node (const NwState *st,
           int            seat,
           TsRng         *rng,
           TsMove        *move)
{
  double best = -G_MAXDOUBLE;
  int pick = NW_NONE;

  for (int k = 0; k < NW_N_CORNERS; k++)
    if (nw_state_node_place_ok (st, seat, k))
      {
        double v = corner_value (st, seat, k) + noise (rng);

        if (v > best)
          {
            best = v;
            pick = k;
          }
      }
  if (pick == NW_NONE)
    return FALSE;
  *move = ts_network_move_node (pick);
  return TRUE;
}

static double
branch_value (const NwState *st,
              int            seat,
              int            edge,
              const int      label[NW_N_EDGES],
              const guint    size[NW_N_EDGES])
{
  int other = nw_other (seat);
  double value = 0;

  /* A corner this branch opens to a node of ours. */
  for (int end = 0; end < 2; end++)
    {
      int k = nw_tables->edge_corners[edge][end];
      gboolean mine = FALSE;

      for (guint m = 0; m < nw_tables->corner_n_edges[k]; m++)
        mine |= st->edge[nw_tables->corner_edges[k][m]] == seat;
      if (!mine && st->corner[k] == TS_SEAT_NONE && !nw_state_corner_closed (st, k, seat))
        value += NW_AI_REACH * MAX (corner_value (st, seat, k), 0.0);
    }

  /* Captures: sides of the squares beside the edge already ours. */
  for (guint n = 0; n < nw_tables->edge_n_squares[edge]; n++)
    {
      int sq = nw_tables->edge_squares[edge][n];
      guint sides = 0;
      gboolean blocked = FALSE;

      if (st->captured[sq] != TS_SEAT_NONE)
        continue;
      for (int s = 0; s < 4; s++)
        {
          int e = nw_tables->square_edges[sq][s];

          sides += st->edge[e] == seat;
          blocked |= st->edge[e] == other;
        }
      if (blocked)
        continue;
      if (sides == 3)
        {
          guint mine = 0;

          for (int k = 0; k < 4; k++)
            mine += st->corner[nw_tables->square_corners[sq][k]] == seat;
          value += NW_AI_CAPTURE_3 + mine * 0.5 +
                   (nw_tables->square_type[sq] <= NW_SQUARE_BLUE &&
                    nw_state_square_nodes (st, sq) > nw_tables->square_limit[sq] ? 1.0 : 0.0);
        }
      else if (sides == 2)
        value += NW_AI_CAPTURE_2;
    }

  /* The network bonus (R17). */
  if (st->largest[seat] <= st->largest[other] &&
      joined_size (label, size, edge) > st->largest[other])
    value += NW_AI_NETWORK_BONUS;

  return value;
}

static gboolean
pick_branch (const NwState *st,
             int            seat,
             TsRng         *rng,
             TsMove        *move)
{
  int label[NW_N_EDGES];
  guint size[NW_N_EDGES];
  double best = -G_MAXDOUBLE;
  int pick = NW_NONE;

  label_networks (st, seat, label, size);
  for (int e = 0; e < NW_N_EDGES; e++)
    if (nw_state_branch_place_ok (st, seat, e))
      {
        double v = branch_value (st, seat, e, label, size) + noise (rng);

        if (v > best)
          {
            best = v;
            pick = e;
          }
      }
  if (pick == NW_NONE)
    return FALSE;
  *move = ts_network_move_branch (pick);
  return TRUE;
}

static const guint need_node[NW_N_COLOURS] = { 0, 2, 2, 0 };
static const guint need_branch[NW_N_COLOURS] = { 1, 0, 0, 1 };

static gboolean
any_node_place (const NwState *st,
                int            seat)
{
  for (int k = 0; k < NW_N_CORNERS; k++)
    if (nw_state_node_place_ok (st, seat, k))
      return TRUE;
  return FALSE;
}

static gboolean
any_branch_place (const NwState *st,
                  int            seat)
{
  for (int e = 0; e < NW_N_EDGES; e++)
    if (nw_state_branch_place_ok (st, seat, e))
      return TRUE;
  return FALSE;
}

/* The trades still open to the current seat this turn: the standard one
 * (corner NW_NONE) first when POSTS_FIRST is FALSE.  Returns the count;
 * SIZES[i] is 3 or 2. */
static guint
open_trades (const NwState *st,
             int            seat,
             int            corners[NW_N_POSTS * 4 + 1],
             guint          sizes[NW_N_POSTS * 4 + 1])
{
  guint n = 0;

  if (!st->simplified)
    for (int k = 0; k < NW_N_CORNERS; k++)
      {
        int post = nw_tables->corner_post[k];

        if (post != NW_NONE && st->corner[k] == seat &&
            st->captured[post] != nw_other (seat) &&
            !(st->post_used[k] & (1u << nw_tables->post_index[post])))
          {
            corners[n] = k;
            sizes[n++] = 2;
          }
      }
  if (!st->std_trade_used)
    {
      corners[n] = NW_NONE;
      sizes[n++] = 3;
    }
  return n;
}

/* A plan to afford a piece needing NEED cubes (per colour) by trades.
 * Surplus cubes (beyond NEED and KEEP, what the other piece needs) are
 * given away, most plentiful colour first.  Returns TRUE and the first
 * trade of the plan in MOVE when the open trades suffice. */
static gboolean
plan_trade (const NwState *st,
            int            seat,
            const guint    need[NW_N_COLOURS],
            const guint    keep[NW_N_COLOURS],
            TsMove        *move)
{
  const guint32 *have = st->cubes[seat];
  int corners[NW_N_POSTS * 4 + 1];
  guint sizes[NW_N_POSTS * 4 + 1];
  guint n_trades = open_trades (st, seat, corners, sizes);
  guint deficit = 0, surplus = 0, cost = 0;
  guint spare[NW_N_COLOURS];
  int given[NW_N_COLOURS] = { 0, };
  int missing = NW_NONE;

  for (int c = 0; c < NW_N_COLOURS; c++)
    {
      if (have[c] < need[c])
        {
          deficit += need[c] - have[c];
          missing = c;
        }
      spare[c] = have[c] > need[c] + keep[c] ? have[c] - need[c] - keep[c] : 0;
      surplus += spare[c];
    }
  if (deficit == 0 || deficit > n_trades)
    return FALSE;
  /* The cheapest trades first (the 2:1 ones are listed first). */
  for (guint i = 0; i < deficit; i++)
    cost += sizes[i];
  if (cost > surplus)
    return FALSE;

  for (guint i = 0; i < sizes[0]; i++)
    {
      int c_best = NW_NONE;

      for (int c = 0; c < NW_N_COLOURS; c++)
        if (c != missing && spare[c] > 0 && (c_best == NW_NONE || spare[c] > spare[c_best]))
          c_best = c;
      g_assert (c_best != NW_NONE);
      spare[c_best]--;
      given[c_best]++;
    }
  *move = ts_network_move_trade (given, missing, corners[0],
                                 corners[0] == NW_NONE ? NW_NONE
                                                       : nw_tables->corner_post[corners[0]]);
  return TRUE;
}


static gboolean
can_pay (const NwState *st,
         int            seat,
         const guint    need[NW_N_COLOURS])
{
  for (int c = 0; c < NW_N_COLOURS; c++)
    if (st->cubes[seat][c] < need[c])
      return FALSE;
  return TRUE;
}

/* A trade that makes a node or branch affordable, if any (spec §10:
 * "trade only when it enables a purchase").  Cubes the other piece needs
 * are kept when that is possible. */
static gboolean
useful_trade (const NwState *st,
              int            seat,
              TsMove        *move)
{
  static const guint none[NW_N_COLOURS] = { 0, 0, 0, 0 };

  if (st->nodes_left[seat] > 0 && !can_pay (st, seat, need_node) &&
      (plan_trade (st, seat, need_node, need_branch, move) ||
       plan_trade (st, seat, need_node, none, move)) &&
      any_node_place (st, seat))
    return TRUE;
  if (st->branches_left[seat] > 0 && !can_pay (st, seat, need_branch) &&
      (plan_trade (st, seat, need_branch, need_node, move) ||
       plan_trade (st, seat, need_branch, none, move)) &&
      any_branch_place (st, seat))
    return TRUE;
  return FALSE;
}

static gboolean
playout_setup (const NwState *st,
               TsRng         *rng,
               TsMove        *move)
{
  int seat = st->current;
  double best = -G_MAXDOUBLE;
  int pick_corner = NW_NONE, pick_edge = NW_NONE;

  for (int k = 0; k < NW_N_CORNERS; k++)
    {
      double v;

      if (st->corner[k] != TS_SEAT_NONE)
        continue;
      v = corner_value (st, seat, k) + noise (rng);
      for (guint m = 0; m < nw_tables->corner_n_edges[k]; m++)
        {
          int e = nw_tables->corner_edges[k][m];
          int far;
          double w;

          if (st->edge[e] != TS_SEAT_NONE)
            continue;
          far = nw_tables->edge_corners[e][0] == k ? nw_tables->edge_corners[e][1]
                                                  : nw_tables->edge_corners[e][0];
          w = v + (st->corner[far] == TS_SEAT_NONE
                   ? 0.3 * MAX (corner_value (st, seat, far), 0.0) : 0.0) +
              0.1 * ts_rng_double (rng);
          if (w > best)
            {
              best = w;
              pick_corner = k;
              pick_edge = e;
            }
        }
    }
  if (pick_corner == NW_NONE)
    return FALSE;
  *move = ts_network_move_set (pick_corner, pick_edge);
  return TRUE;
}

gboolean
nw_ai_playout_move (TsGame *game,
                    TsRng  *rng,
                    TsMove *move)
{
  const NwState *st = nw_state (game);
  int seat = st->current;

  switch ((NwPhase) st->phase)
    {
    case NW_PHASE_SETUP:
      return playout_setup (st, rng, move);

    case NW_PHASE_TURN:
      if (st->nodes_left[seat] > 0 && can_pay (st, seat, need_node) &&
          pick_node (st, seat, rng, move))
        return TRUE;
      if (st->branches_left[seat] > 0 && can_pay (st, seat, need_branch) &&
          pick_branch (st, seat, rng, move))
        return TRUE;
      if (useful_trade (st, seat, move))
        return TRUE;
      *move = ts_network_move_end ();
      return TRUE;

    case NW_PHASE_OVER:
    default:
      return FALSE;
    }
}

/* With nothing affordable, even after the trades still open, the turn
 * can only end (trading without buying is left out: spec §10). */
gboolean
nw_ai_trivial_move (TsGame *game,
                    TsMove *move)
{
  const NwState *st = nw_state (game);
  int seat = st->current;
  TsMove trade;

  if (st->phase != NW_PHASE_TURN)
    return FALSE;
  if (st->nodes_left[seat] > 0 && can_pay (st, seat, need_node) && any_node_place (st, seat))
    return FALSE;
  if (st->branches_left[seat] > 0 && can_pay (st, seat, need_branch) &&
      any_branch_place (st, seat))
    return FALSE;
  if (useful_trade (st, seat, &trade))
    return FALSE;
  *move = ts_network_move_end ();
  return TRUE;
}

/* Playouts run to the end: games are short (about 15 turns) and the
 * stalemate rule ends every game.  Only a playout cut off by the search's
 * move cap, or a game far beyond any normal length, is judged here. */
gboolean
nw_ai_evaluate (TsGame *game,
                double *values)
{
  const NwState *st = nw_state (game);
  double d;

  if (st->phase == NW_PHASE_OVER || st->turn < 200)
    return FALSE;
  d = nw_state_score (st, 0) - nw_state_score (st, 1);
  values[0] = 1.0 / (1.0 + exp (-d));
  values[1] = 1.0 - values[0];
  return TRUE;
}

void
nw_ai_tune_search (TsLevel  level,
                   gpointer data)
{
  TsAiParams *params = data;

  /* Measured (docs/ai.md): Network's searches with the greedy playouts
   * agree from a few hundred iterations on, so 300 plays as 4,000 does;
   * normal stops at 100, where it still beats easy clearly, and hard at
   * 1,500, which keeps its longest decisions well under a second. */
  if (level == TS_LEVEL_NORMAL)
    params->max_iterations = 100;
  else if (level == TS_LEVEL_HARD)
    params->max_iterations = 1500;
}
