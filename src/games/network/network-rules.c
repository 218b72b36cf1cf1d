/* network-rules.c — the rules of Network (spec /shared/rules/network.md):
 * setup, turns, the moves (listing, legality, applying), collection,
 * exhaustion, capture, networks and the score
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "network-game.h"
#include "network-private.h"

/* ------------------------------------------------------------------ */
/* Derived facts                                                       */

guint
nw_state_square_nodes (const NwState *st,
                       int            square)
{
  guint n = 0;

  for (int k = 0; k < 4; k++)
    n += st->corner[nw_tables->square_corners[square][k]] != TS_SEAT_NONE;
  return n;
}

gboolean
nw_state_square_exhausted (const NwState *st,
                           int            square)
{
  return nw_is_resource (square) && st->captured[square] == TS_SEAT_NONE &&
         nw_state_square_nodes (st, square) > nw_tables->square_limit[square];
}

gboolean
nw_state_square_pays (const NwState *st,
                      int            square,
                      int            seat)
{
  if (!nw_is_resource (square))
    return FALSE;
  if (st->captured[square] != TS_SEAT_NONE)
    return st->captured[square] == seat;
  return nw_state_square_nodes (st, square) <= nw_tables->square_limit[square];
}

void
nw_state_corner_income (const NwState *st,
                        int            seat,
                        int            corner,
                        guint          cubes[NW_N_COLOURS])
{
  for (guint n = 0; n < nw_tables->corner_n_squares[corner]; n++)
    {
      int sq = nw_tables->corner_squares[corner][n];

      if (nw_state_square_pays (st, sq, seat))
        cubes[nw_tables->square_type[sq]]++;
    }
}

gboolean
nw_state_edge_closed (const NwState *st,
                      int            edge,
                      int            seat)
{
  int other = nw_other (seat);

  return nw_tables->edge_n_squares[edge] == 2 &&
         st->captured[nw_tables->edge_squares[edge][0]] == other &&
         st->captured[nw_tables->edge_squares[edge][1]] == other;
}

gboolean
nw_state_corner_closed (const NwState *st,
                        int            corner,
                        int            seat)
{
  int other = nw_other (seat);

  if (nw_tables->corner_n_squares[corner] != 4)
    return FALSE;
  for (int n = 0; n < 4; n++)
    if (st->captured[nw_tables->corner_squares[corner][n]] != other)
      return FALSE;
  return TRUE;
}

static gboolean
corner_has_branch_of (const NwState *st,
                      int            corner,
                      int            seat)
{
  for (guint n = 0; n < nw_tables->corner_n_edges[corner]; n++)
    if (st->edge[nw_tables->corner_edges[corner][n]] == seat)
      return TRUE;
  return FALSE;
}

gboolean
nw_state_branch_place_ok (const NwState *st,
                          int            seat,
                          int            edge)
{
  if (st->edge[edge] != TS_SEAT_NONE || nw_state_edge_closed (st, edge, seat))
    return FALSE;
  return corner_has_branch_of (st, nw_tables->edge_corners[edge][0], seat) ||
         corner_has_branch_of (st, nw_tables->edge_corners[edge][1], seat);
}

gboolean
nw_state_node_place_ok (const NwState *st,
                        int            seat,
                        int            corner)
{
  return st->corner[corner] == TS_SEAT_NONE &&
         !nw_state_corner_closed (st, corner, seat) &&
         corner_has_branch_of (st, corner, seat);
}

/* The largest group of SEAT's branches connected through shared corners
 * (§3.3), counting EXTRA (an empty edge, or NW_NONE) as SEAT's too. */
static guint
largest_network (const NwState *st,
                 int            seat,
                 int            extra)
{
  gboolean seen[NW_N_EDGES] = { FALSE, };
  int stack[NW_N_EDGES];
  guint best = 0;

  for (int e = 0; e < NW_N_EDGES; e++)
    {
      guint size = 0;
      int n = 0;

      if (seen[e] || (st->edge[e] != seat && e != extra))
        continue;
      seen[e] = TRUE;
      stack[n++] = e;
      while (n > 0)
        {
          int cur = stack[--n];

          size++;
          for (int end = 0; end < 2; end++)
            {
              int k = nw_tables->edge_corners[cur][end];

              for (guint m = 0; m < nw_tables->corner_n_edges[k]; m++)
                {
                  int next = nw_tables->corner_edges[k][m];

                  if (!seen[next] && (st->edge[next] == seat || next == extra))
                    {
                      seen[next] = TRUE;
                      stack[n++] = next;
                    }
                }
            }
        }
      best = MAX (best, size);
    }
  return best;
}

guint
nw_state_largest_with (const NwState *st,
                       int            seat,
                       int            edge)
{
  return largest_network (st, seat, edge);
}

/* R15 for SEAT: captures every enclosure (§3.4) with no opponent piece on
 * an inner edge or an inner corner. */
static void
update_captures (NwState *st,
                 int      seat)
{
  gboolean outside[NW_N_SQUARES] = { FALSE, };
  int comp[NW_N_SQUARES];
  int stack[NW_N_SQUARES];
  int n = 0, n_comp = 0;
  int other = nw_other (seat);

  /* Flood fill from Outside through the border edges without a SEAT
   * branch, then between squares. */
  for (int s = 0; s < NW_N_SQUARES; s++)
    for (int k = 0; k < 4; k++)
      {
        int e = nw_tables->square_edges[s][k];

        if (nw_tables->edge_n_squares[e] == 1 && st->edge[e] != seat && !outside[s])
          {
            outside[s] = TRUE;
            stack[n++] = s;
          }
      }
  while (n > 0)
    {
      int s = stack[--n];

      for (int k = 0; k < 4; k++)
        {
          int e = nw_tables->square_edges[s][k];

          if (nw_tables->edge_n_squares[e] == 2 && st->edge[e] != seat)
            {
              int t = nw_tables->edge_squares[e][0] == s ? nw_tables->edge_squares[e][1]
                                                        : nw_tables->edge_squares[e][0];

              if (!outside[t])
                {
                  outside[t] = TRUE;
                  stack[n++] = t;
                }
            }
        }
    }

  /* The enclosures: groups of the remaining squares. */
  for (int s = 0; s < NW_N_SQUARES; s++)
    comp[s] = -1;
  for (int s0 = 0; s0 < NW_N_SQUARES; s0++)
    {
      gboolean clean = TRUE;
      int members[NW_N_SQUARES];
      int n_members = 0;

      if (outside[s0] || comp[s0] >= 0)
        continue;
      comp[s0] = n_comp;
      stack[n++] = s0;
      while (n > 0)
        {
          int s = stack[--n];

          members[n_members++] = s;
          for (int k = 0; k < 4; k++)
            {
              int e = nw_tables->square_edges[s][k];

              if (nw_tables->edge_n_squares[e] == 2 && st->edge[e] != seat)
                {
                  int t = nw_tables->edge_squares[e][0] == s ? nw_tables->edge_squares[e][1]
                                                            : nw_tables->edge_squares[e][0];

                  if (comp[t] < 0)
                    {
                      comp[t] = n_comp;
                      stack[n++] = t;
                    }
                }
            }
        }

      /* Inner edges and inner corners (§3.4). */
      for (int m = 0; m < n_members && clean; m++)
        {
          int s = members[m];

          for (int k = 0; k < 4 && clean; k++)
            {
              int e = nw_tables->square_edges[s][k];

              if (nw_tables->edge_n_squares[e] == 2 && st->edge[e] == other &&
                  comp[nw_tables->edge_squares[e][0]] == n_comp &&
                  comp[nw_tables->edge_squares[e][1]] == n_comp)
                clean = FALSE;
            }
          for (int k = 0; k < 4 && clean; k++)
            {
              int c = nw_tables->square_corners[s][k];
              gboolean inner = nw_tables->corner_n_squares[c] == 4;

              if (st->corner[c] != other)
                continue;
              for (int q = 0; q < 4 && inner; q++)
                inner = comp[nw_tables->corner_squares[c][q]] == n_comp;
              if (inner)
                clean = FALSE;
            }
        }

      if (clean)
        for (int m = 0; m < n_members; m++)
          if (st->captured[members[m]] == TS_SEAT_NONE)
            st->captured[members[m]] = (gint8) seat;
      n_comp++;
    }
}

/* Whether SQUARE lies in an enclosure of SEAT (§3.4): not linked to
 * Outside when SEAT's branches are walls. */
gboolean
nw_state_square_enclosed (const NwState *st,
                          int            seat,
                          int            square)
{
  gboolean seen[NW_N_SQUARES] = { FALSE, };
  int stack[NW_N_SQUARES];
  int n = 0;

  seen[square] = TRUE;
  stack[n++] = square;
  while (n > 0)
    {
      int s = stack[--n];

      for (int k = 0; k < 4; k++)
        {
          int e = nw_tables->square_edges[s][k];

          if (st->edge[e] == seat)
            continue;
          if (nw_tables->edge_n_squares[e] == 1)
            return FALSE;
          {
            int t = nw_tables->edge_squares[e][0] == s ? nw_tables->edge_squares[e][1]
                                                      : nw_tables->edge_squares[e][0];
            if (!seen[t])
              {
                seen[t] = TRUE;
                stack[n++] = t;
              }
          }
        }
    }
  return TRUE;
}

/* Recomputes the derived fields. */
void
nw_state_update_derived (NwState *st)
{
  for (int seat = 0; seat < NW_N_SEATS; seat++)
    {
      st->n_nodes[seat] = 0;
      st->n_captured[seat] = 0;
    }
  for (int k = 0; k < NW_N_CORNERS; k++)
    if (st->corner[k] >= 0)
      st->n_nodes[st->corner[k]]++;
  for (int s = 0; s < NW_N_SQUARES; s++)
    if (st->captured[s] >= 0)
      st->n_captured[st->captured[s]]++;
  for (int seat = 0; seat < NW_N_SEATS; seat++)
    st->largest[seat] = (guint8) largest_network (st, seat, NW_NONE);
}

void
nw_state_score_parts (const NwState *st,
                      int            seat,
                      NwScore       *score)
{
  score->nodes = st->n_nodes[seat];
  score->captured = st->n_captured[seat];
  score->largest_network = st->largest[seat];
  score->bonus = st->largest[seat] > st->largest[nw_other (seat)] ? 2 : 0;
  score->total = score->nodes + score->captured + score->bonus;
}

int
nw_state_score (const NwState *st,
                int            seat)
{
  NwScore score;

  nw_state_score_parts (st, seat, &score);
  return (int) score.total;
}

/* R19/R20: the higher score, then the larger largest network; still equal
 * is a draw (both first).  An R19 win always has the higher score. */
void
nw_state_ranks (const NwState *st,
                int            ranks[NW_N_SEATS])
{
  int s0 = nw_state_score (st, 0), s1 = nw_state_score (st, 1);
  int d = s0 != s1 ? s0 - s1 : (int) st->largest[0] - (int) st->largest[1];

  ranks[0] = d < 0 ? 1 : 0;
  ranks[1] = d > 0 ? 1 : 0;
}

int
nw_state_bonus_holder (const NwState *st)
{
  if (st->largest[0] > st->largest[1])
    return 0;
  if (st->largest[1] > st->largest[0])
    return 1;
  return TS_SEAT_NONE;
}

/* ------------------------------------------------------------------ */
/* Setup and turns                                                     */

void
nw_state_init_empty (NwState *st)
{
  memset (st, 0, sizeof *st);
  /* A blank instance (before setup or load_state) offers no moves. */
  st->phase = NW_PHASE_OVER;
  st->current = TS_SEAT_NONE;
  memset (st->corner, TS_SEAT_NONE, sizeof st->corner);
  memset (st->edge, TS_SEAT_NONE, sizeof st->edge);
  memset (st->captured, TS_SEAT_NONE, sizeof st->captured);
  for (int seat = 0; seat < NW_N_SEATS; seat++)
    {
      st->nodes_left[seat] = NW_N_NODES;
      st->branches_left[seat] = NW_N_BRANCHES;
    }
}

/* §4.2: the seat placing setup set number STEP (order first, other, other,
 * first). */
int
nw_state_setup_seat (const NwState *st,
                     guint          step)
{
  return step == 0 || step == 3 ? st->first_seat : nw_other (st->first_seat);
}

/* R2.1 / R5: the start of a regular turn of SEAT.  RECORDING: a match
 * listens to GAME's events. */
static void
begin_turn (TsGame   *game,
            NwState  *st,
            int       seat,
            gboolean  recording)
{
  st->phase = NW_PHASE_TURN;
  st->current = (gint8) seat;
  st->turn++;
  st->std_trade_used = FALSE;
  st->placed_this_turn = FALSE;
  memset (st->post_used, 0, sizeof st->post_used);
  memset (st->collected, 0, sizeof st->collected);

  for (int k = 0; k < NW_N_CORNERS; k++)
    if (st->corner[k] == seat)
      {
        guint cubes[NW_N_COLOURS] = { 0, };

        nw_state_corner_income (st, seat, k, cubes);
        for (int c = 0; c < NW_N_COLOURS; c++)
          {
            st->collected[k][c] = (guint8) cubes[c];
            st->cubes[seat][c] += cubes[c];
          }
      }
  if (recording)
    nw_emit_turn_start (game, st);
}

/* The records of the turn (collection, trades, placement) belong to a
 * seat to move; a finished game has none. */
static void
game_over (NwState *st)
{
  st->phase = NW_PHASE_OVER;
  st->current = TS_SEAT_NONE;
  st->std_trade_used = FALSE;
  st->placed_this_turn = FALSE;
  memset (st->post_used, 0, sizeof st->post_used);
  memset (st->collected, 0, sizeof st->collected);
}

/* After every placement by the active seat (R2, R19).  BEFORE, the state
 * at the start of the move, is given when a match records events. */
static void
after_placement (TsGame        *game,
                 NwState       *st,
                 int            seat,
                 gboolean       branch,
                 const NwState *before)
{
  if (branch)
    update_captures (st, seat);
  nw_state_update_derived (st);
  if (st->phase == NW_PHASE_TURN)
    st->placed_this_turn = TRUE;
  if (nw_state_score (st, seat) >= NW_WIN_POINTS)
    game_over (st);
  if (before != NULL)
    nw_emit_placement (game, before, st, seat);
}

gboolean
nw_rules_setup (TsGame         *game,
                const TsSetup  *setup,
                GError        **error)
{
  NwState *st = nw_state (game);

  if (setup->n_players != 2 || setup->first_seat < 0 || setup->first_seat > 1)
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                   /* Translators: the number of players Network allows; the
                      game name stays untranslated */
                   _("Network is played by 2 players"));
      return FALSE;
    }

  nw_state_init_empty (st);
  st->simplified = ts_setup_get_option (setup, TS_GAME_GET_CLASS (game)->options, "rules") == 1;
  st->first_seat = (guint8) setup->first_seat;
  st->phase = NW_PHASE_SETUP;
  st->setup_step = 0;
  st->current = (gint8) nw_state_setup_seat (st, 0);
  nw_state_update_derived (st);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Moves                                                               */

gboolean
nw_state_can_afford_branch (const NwState *st,
                            int            seat)
{
  return st->branches_left[seat] > 0 && st->cubes[seat][NW_RED] >= 1 &&
         st->cubes[seat][NW_BLUE] >= 1;
}

gboolean
nw_state_can_afford_node (const NwState *st,
                          int            seat)
{
  return st->nodes_left[seat] > 0 && st->cubes[seat][NW_YELLOW] >= 2 &&
         st->cubes[seat][NW_GREEN] >= 2;
}

/* R13 (and R21): whether SEAT's node on CORNER may still trade at the post
 * SQUARE this turn. */
gboolean
nw_state_post_trade_available (const NwState *st,
                               int            seat,
                               int            corner,
                               int            square)
{
  return !st->simplified && st->phase == NW_PHASE_TURN && st->current == seat &&
         corner >= 0 && corner < NW_N_CORNERS && square >= 0 && square < NW_N_SQUARES &&
         st->corner[corner] == seat && nw_tables->corner_post[corner] == square &&
         st->captured[square] != nw_other (seat) &&
         !(st->post_used[corner] & (1u << nw_tables->post_index[square]));
}

static void
move_init (TsMove *move,
           int     kind)
{
  ts_move_clear (move);
  move->kind = (gint16) kind;
}

/* Every multiset of N cubes SEAT holds, times every colour not given.
 * Taking a colour you also give would only shrink your cubes, so it is not
 * a legal trade (decision documented in network-game.h). */
static void
list_trades (const NwState *st,
             int            seat,
             guint          n,
             int            corner,
             int            square,
             GArray        *moves)
{
  const guint32 *have = st->cubes[seat];
  guint g[NW_N_COLOURS];

  for (g[0] = 0; g[0] <= n; g[0]++)
    for (g[1] = 0; g[0] + g[1] <= n; g[1]++)
      for (g[2] = 0; g[0] + g[1] + g[2] <= n; g[2]++)
        {
          g[3] = n - g[0] - g[1] - g[2];
          if (g[0] > have[0] || g[1] > have[1] || g[2] > have[2] || g[3] > have[3])
            continue;
          for (int take = 0; take < NW_N_COLOURS; take++)
            {
              TsMove move;

              if (g[take] > 0)
                continue;
              move_init (&move, NW_MOVE_TRADE);
              for (int c = 0; c < NW_N_COLOURS; c++)
                move.arg[c] = (gint16) g[c];
              move.arg[4] = (gint16) take;
              move.arg[5] = (gint16) corner;
              move.arg[6] = (gint16) square;
              g_array_append_val (moves, move);
            }
        }
}

void
nw_rules_list_moves (TsGame *game,
                     GArray *moves)
{
  NwState *st = nw_state (game);
  int seat = st->current;
  TsMove move;

  switch ((NwPhase) st->phase)
    {
    case NW_PHASE_SETUP:
      for (int k = 0; k < NW_N_CORNERS; k++)
        {
          if (st->corner[k] != TS_SEAT_NONE)
            continue;
          for (guint n = 0; n < nw_tables->corner_n_edges[k]; n++)
            {
              int e = nw_tables->corner_edges[k][n];

              if (st->edge[e] != TS_SEAT_NONE)
                continue;
              move_init (&move, NW_MOVE_SET);
              move.arg[0] = (gint16) k;
              move.arg[1] = (gint16) e;
              g_array_append_val (moves, move);
            }
        }
      break;

    case NW_PHASE_TURN:
      if (nw_state_can_afford_branch (st, seat))
        for (int e = 0; e < NW_N_EDGES; e++)
          if (nw_state_branch_place_ok (st, seat, e))
            {
              move_init (&move, NW_MOVE_BRANCH);
              move.arg[0] = (gint16) e;
              g_array_append_val (moves, move);
            }
      if (nw_state_can_afford_node (st, seat))
        for (int k = 0; k < NW_N_CORNERS; k++)
          if (nw_state_node_place_ok (st, seat, k))
            {
              move_init (&move, NW_MOVE_NODE);
              move.arg[0] = (gint16) k;
              g_array_append_val (moves, move);
            }
      if (!st->std_trade_used)
        list_trades (st, seat, 3, NW_NONE, NW_NONE, moves);
      if (!st->simplified)
        for (int k = 0; k < NW_N_CORNERS; k++)
          {
            int post = nw_tables->corner_post[k];

            if (post != NW_NONE && nw_state_post_trade_available (st, seat, k, post))
              list_trades (st, seat, 2, k, post, moves);
          }
      move_init (&move, NW_MOVE_END);
      g_array_append_val (moves, move);
      break;

    case NW_PHASE_OVER:
    default:
      break;
    }
}

static gboolean
args_zero_from (const TsMove *move,
                guint         first)
{
  for (guint i = first; i < TS_MOVE_N_ARGS; i++)
    if (move->arg[i] != 0)
      return FALSE;
  return TRUE;
}

static void
place_node (NwState *st,
            int      seat,
            int      corner)
{
  st->corner[corner] = (gint8) seat;
  st->nodes_left[seat]--;
}

static void
place_branch (NwState *st,
              int      seat,
              int      edge)
{
  st->edge[edge] = (gint8) seat;
  st->branches_left[seat]--;
}

/* An illegal move: the reason goes to ERROR, translated only when someone
 * asked for it (is_legal asks for none). */
#define illegal(error, message) \
  ((error) == NULL ? FALSE : ts_game_set_illegal_move_error ((error), (message)))

/* ------------------------------------------------------------------ */
/* Legality: one check per kind, behind both is_legal and apply_move, so
 * the two cannot disagree.  A check reads the state and changes nothing. */

static gboolean
check_set (const NwState  *st,
           const TsMove   *move,
           GError        **error)
{
  int seat = st->current;
  int corner = move->arg[0], edge = move->arg[1];

  if (st->phase != NW_PHASE_SETUP)
    /* Translators: Network: why a move is refused, shown to the player; a
       starting set is the node and branch each player places before the
       first turn */
    return illegal (error, _("Starting sets are placed only before the first turn"));
  if (!args_zero_from (move, 2) || corner < 0 || corner >= NW_N_CORNERS ||
      edge < 0 || edge >= NW_N_EDGES)
    /* Translators: Network: why a move is refused, shown to the player */
    return illegal (error, _("That move is not possible"));
  if (nw_tables->edge_corners[edge][0] != corner && nw_tables->edge_corners[edge][1] != corner)
    /* Translators: Network: why a move is refused, shown to the player;
       nodes are the pieces built on the corners of squares; branches are
       the pieces built on the edges between corners; joined branches form a
       network */
    return illegal (error, _("The branch of a starting set must touch its node"));
  if (st->corner[corner] != TS_SEAT_NONE || st->edge[edge] != TS_SEAT_NONE)
    /* Translators: Network: why a move is refused, shown to the player */
    return illegal (error, _("That place is already taken"));
  if (st->nodes_left[seat] == 0 || st->branches_left[seat] == 0)
    /* Translators: Network: why a move is refused, shown to the player */
    return illegal (error, _("You have no pieces left"));
  return TRUE;
}

static gboolean
check_branch (const NwState  *st,
              const TsMove   *move,
              GError        **error)
{
  int seat = st->current;
  int edge = move->arg[0];

  if (st->phase != NW_PHASE_TURN)
    /* Translators: Network: why a move is refused, shown to the player;
       branches are the pieces built on the edges between corners; joined
       branches form a network */
    return illegal (error, _("Branches are built only during a turn"));
  if (!args_zero_from (move, 1) || edge < 0 || edge >= NW_N_EDGES)
    return illegal (error, _("That move is not possible"));
  if (st->edge[edge] != TS_SEAT_NONE)
    /* Translators: Network: why a move is refused, shown to the player;
       branches are the pieces built on the edges between corners; joined
       branches form a network */
    return illegal (error, _("That edge already holds a branch"));
  if (nw_state_edge_closed (st, edge, seat))
    /* Translators: Network: why a move is refused, shown to the player; a
       square enclosed by a player's branches is captured by that player */
    return illegal (error, _("That edge lies inside your opponent’s captured area"));
  if (!nw_state_branch_place_ok (st, seat, edge))
    /* Translators: Network: why a move is refused, shown to the player;
       branches are the pieces built on the edges between corners; joined
       branches form a network */
    return illegal (error, _("A new branch must touch one of your branches"));
  if (st->branches_left[seat] == 0)
    /* Translators: Network: why a move is refused, shown to the player;
       branches are the pieces built on the edges between corners; joined
       branches form a network */
    return illegal (error, _("You have no branches left"));
  if (!nw_state_can_afford_branch (st, seat))
    /* Translators: Network: why a move is refused, shown to the player;
       branches are the pieces built on the edges between corners; joined
       branches form a network; cubes are the resources, in four colours */
    return illegal (error, _("A branch costs 1 red and 1 blue"));
  return TRUE;
}

static gboolean
check_node (const NwState  *st,
            const TsMove   *move,
            GError        **error)
{
  int seat = st->current;
  int corner = move->arg[0];

  if (st->phase != NW_PHASE_TURN)
    /* Translators: Network: why a move is refused, shown to the player;
       nodes are the pieces built on the corners of squares */
    return illegal (error, _("Nodes are built only during a turn"));
  if (!args_zero_from (move, 1) || corner < 0 || corner >= NW_N_CORNERS)
    return illegal (error, _("That move is not possible"));
  if (st->corner[corner] != TS_SEAT_NONE)
    /* Translators: Network: why a move is refused, shown to the player;
       nodes are the pieces built on the corners of squares */
    return illegal (error, _("That corner already holds a node"));
  if (nw_state_corner_closed (st, corner, seat))
    /* Translators: Network: why a move is refused, shown to the player; a
       square enclosed by a player's branches is captured by that player */
    return illegal (error, _("That corner lies inside your opponent’s captured area"));
  if (!nw_state_node_place_ok (st, seat, corner))
    /* Translators: Network: why a move is refused, shown to the player;
       nodes are the pieces built on the corners of squares; branches are
       the pieces built on the edges between corners; joined branches form a
       network */
    return illegal (error, _("A node must stand at the end of one of your branches"));
  if (st->nodes_left[seat] == 0)
    /* Translators: Network: why a move is refused, shown to the player;
       nodes are the pieces built on the corners of squares */
    return illegal (error, _("You have no nodes left"));
  if (!nw_state_can_afford_node (st, seat))
    /* Translators: Network: why a move is refused, shown to the player;
       nodes are the pieces built on the corners of squares; cubes are the
       resources, in four colours */
    return illegal (error, _("A node costs 2 yellow and 2 green"));
  return TRUE;
}

static gboolean
check_trade (const NwState  *st,
             const TsMove   *move,
             GError        **error)
{
  int seat = st->current;
  int take = move->arg[4], corner = move->arg[5], square = move->arg[6];
  guint total = 0;

  if (st->phase != NW_PHASE_TURN)
    /* Translators: Network: why a move is refused, shown to the player */
    return illegal (error, _("Trades are made only during a turn"));
  if (take < 0 || take >= NW_N_COLOURS)
    return illegal (error, _("That move is not possible"));
  for (int c = 0; c < NW_N_COLOURS; c++)
    {
      if (move->arg[c] < 0 || move->arg[c] > 3)
        return illegal (error, _("That move is not possible"));
      total += move->arg[c];
    }
  if (move->arg[take] > 0)
    /* Translators: Network: why a move is refused, shown to the player */
    return illegal (error, _("You cannot take a colour you give"));

  if (corner == NW_NONE && square == NW_NONE)
    {
      if (total != 3)
        /* Translators: Network: why a move is refused, shown to the player;
           cubes are the resources, in four colours */
        return illegal (error, _("The standard trade gives 3 cubes for 1"));
      if (st->std_trade_used)
        /* Translators: Network: why a move is refused, shown to the player */
        return illegal (error, _("You have already made the standard trade this turn"));
    }
  else
    {
      if (st->simplified)
        /* Translators: Network: why a move is refused, shown to the player;
           trades give 3 cubes for 1 (the standard trade) or 2 for 1 at a
           trading post */
        return illegal (error, _("There are no trading post trades in the simplified game"));
      if (total != 2)
        /* Translators: Network: why a move is refused, shown to the player;
           cubes are the resources, in four colours; trades give 3 cubes for
           1 (the standard trade) or 2 for 1 at a trading post */
        return illegal (error, _("A trading post trade gives 2 cubes for 1"));
      if (corner < 0 || corner >= NW_N_CORNERS || square < 0 || square >= NW_N_SQUARES ||
          st->corner[corner] != seat || nw_tables->corner_post[corner] != square)
        /* Translators: Network: why a move is refused, shown to the player;
           nodes are the pieces built on the corners of squares; trades give
           3 cubes for 1 (the standard trade) or 2 for 1 at a trading post */
        return illegal (error, _("You have no node on a corner of that trading post"));
      if (st->captured[square] == nw_other (seat))
        /* Translators: Network: why a move is refused, shown to the player;
           trades give 3 cubes for 1 (the standard trade) or 2 for 1 at a
           trading post; a square enclosed by a player's branches is
           captured by that player */
        return illegal (error, _("Your opponent has captured that trading post"));
      if (!nw_state_post_trade_available (st, seat, corner, square))
        /* Translators: Network: why a move is refused, shown to the player;
           nodes are the pieces built on the corners of squares */
        return illegal (error, _("That node has already traded at that post this turn"));
    }

  for (int c = 0; c < NW_N_COLOURS; c++)
    if (st->cubes[seat][c] < (guint) move->arg[c])
      /* Translators: Network: why a move is refused, shown to the player;
         cubes are the resources, in four colours */
      return illegal (error, _("You do not have those cubes"));
  return TRUE;
}

static gboolean
check_end (const NwState  *st,
           const TsMove   *move,
           GError        **error)
{
  if (st->phase != NW_PHASE_TURN)
    /* Translators: Network: why a move is refused, shown to the player */
    return illegal (error, _("You cannot end a turn now"));
  if (!args_zero_from (move, 0))
    return illegal (error, _("That move is not possible"));
  return TRUE;
}

static gboolean
check_move (const NwState  *st,
            const TsMove   *move,
            GError        **error)
{
  if (st->phase == NW_PHASE_OVER)
    return illegal (error, _("The game is over"));
  switch (move->kind)
    {
    case NW_MOVE_SET:
      return check_set (st, move, error);
    case NW_MOVE_BRANCH:
      return check_branch (st, move, error);
    case NW_MOVE_NODE:
      return check_node (st, move, error);
    case NW_MOVE_TRADE:
      return check_trade (st, move, error);
    case NW_MOVE_END:
      return check_end (st, move, error);
    default:
      return illegal (error, _("That move is not possible"));
    }
}

/* A direct check: a turn can offer hundreds of trades, and a click or the
 * greedy player would otherwise list them all to find one move. */
gboolean
nw_rules_is_legal (TsGame       *game,
                   const TsMove *move)
{
  return check_move (nw_state (game), move, NULL);
}

/* ------------------------------------------------------------------ */
/* Applying a checked move                                             */

/* BEFORE is the state at the start of the move when a match records
 * events (the events say what changed), NULL otherwise. */

static void
do_set (TsGame        *game,
        NwState       *st,
        const TsMove  *move,
        const NwState *before)
{
  int seat = st->current;

  place_node (st, seat, move->arg[0]);
  place_branch (st, seat, move->arg[1]);
  if (before != NULL)
    nw_emit (game, NW_EVENT_SET, seat, move->arg[0], move->arg[1], 0, 0, 0);
  after_placement (game, st, seat, TRUE, before);
  if (st->phase == NW_PHASE_OVER)
    return;

  st->setup_step++;
  if (st->setup_step < NW_N_SETUP_SETS)
    st->current = (gint8) nw_state_setup_seat (st, st->setup_step);
  else
    {
      /* §4.4: Player 2 takes the first regular turn. */
      st->setup_step = 0;
      begin_turn (game, st, nw_other (st->first_seat), before != NULL);
    }
}

static void
do_branch (TsGame        *game,
           NwState       *st,
           const TsMove  *move,
           const NwState *before)
{
  int seat = st->current;

  st->cubes[seat][NW_RED]--;
  st->cubes[seat][NW_BLUE]--;
  place_branch (st, seat, move->arg[0]);
  if (before != NULL)
    nw_emit (game, NW_EVENT_BRANCH, seat, move->arg[0], 0, 0, 0, 0);
  after_placement (game, st, seat, TRUE, before);
}

static void
do_node (TsGame        *game,
         NwState       *st,
         const TsMove  *move,
         const NwState *before)
{
  int seat = st->current;

  st->cubes[seat][NW_YELLOW] -= 2;
  st->cubes[seat][NW_GREEN] -= 2;
  place_node (st, seat, move->arg[0]);
  if (before != NULL)
    nw_emit (game, NW_EVENT_NODE, seat, move->arg[0], 0, 0, 0, 0);
  after_placement (game, st, seat, FALSE, before);
}

static void
do_trade (TsGame        *game,
          NwState       *st,
          const TsMove  *move,
          const NwState *before)
{
  int seat = st->current;
  int corner = move->arg[5], square = move->arg[6];

  for (int c = 0; c < NW_N_COLOURS; c++)
    st->cubes[seat][c] -= move->arg[c];
  st->cubes[seat][move->arg[4]]++;
  if (corner != NW_NONE)
    st->post_used[corner] |= (guint8) (1u << nw_tables->post_index[square]);
  else
    st->std_trade_used = TRUE;

  if (before != NULL)
    {
      /* The cubes given one by one, red to blue (2 or 3 of them). */
      int given[3] = { NW_NONE, NW_NONE, NW_NONE };
      guint n = 0;

      for (int c = 0; c < NW_N_COLOURS; c++)
        for (int i = 0; i < move->arg[c] && n < G_N_ELEMENTS (given); i++)
          given[n++] = c;
      nw_emit (game, NW_EVENT_TRADE, seat, move->arg[4], corner, given[0], given[1], given[2]);
    }
}

static void
do_end (TsGame        *game,
        NwState       *st,
        const NwState *before)
{
  /* R20 */
  if (st->placed_this_turn)
    st->idle_turns = 0;
  else
    st->idle_turns++;
  if (before != NULL)
    nw_emit (game, NW_EVENT_TURN_ENDED, st->current, st->idle_turns, 0, 0, 0, 0);
  if (st->idle_turns >= NW_STALEMATE_TURNS)
    {
      game_over (st);
      if (before != NULL)
        nw_emit_stalemate (game, st);
      return;
    }
  begin_turn (game, st, nw_other (st->current), before != NULL);
}

gboolean
nw_rules_apply_move (TsGame        *game,
                     const TsMove  *move,
                     GError       **error)
{
  NwState *st = nw_state (game);
  NwState saved;
  const NwState *before = NULL;

  if (!check_move (st, move, error))
    return FALSE;
  /* Only a match records events; the search's copies skip the copy. */
  if (ts_game_is_recording (game))
    {
      memcpy (&saved, st, sizeof saved);
      before = &saved;
    }
  switch (move->kind)
    {
    case NW_MOVE_SET:
      do_set (game, st, move, before);
      break;
    case NW_MOVE_BRANCH:
      do_branch (game, st, move, before);
      break;
    case NW_MOVE_NODE:
      do_node (game, st, move, before);
      break;
    case NW_MOVE_TRADE:
      do_trade (game, st, move, before);
      break;
    case NW_MOVE_END:
    default:
      do_end (game, st, before);
      break;
    }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* The test setters                                                    */

void
nw_state_put_node (NwState *st,
                   int      seat,
                   int      corner)
{
  place_node (st, seat, corner);
  nw_state_update_derived (st);
}

void
nw_state_put_branch (NwState *st,
                     int      seat,
                     int      edge)
{
  place_branch (st, seat, edge);
  update_captures (st, seat);
  nw_state_update_derived (st);
}
