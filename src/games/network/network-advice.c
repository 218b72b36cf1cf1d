/* network-advice.c — a suggested Network move as advice a person reads
 * (the hint, the second line of tessella-cli think)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reason is what the move does, found by playing it on a copy and
 * reading its events (a win, a capture, the network bonus, squares
 * exhausted), or what it prepares: the cubes a new node collects, a corner
 * a branch opens for a node, the piece a trade makes affordable (the
 * values the computer player weighs, network-ai.c).  Network hides
 * nothing (spec §7), so the seat's view is the whole game.  Places are
 * named as the board labels them (network-words.c).
 */
#include <glib/gi18n-lib.h>

#include "network-private.h"

/* What MOVE does: GAME after it (a copy, NULL if it is not legal) and the
 * events it emits. */
static TsGame *
play_on_copy (TsGame       *game,
              const TsMove *move,
              GArray       *events)
{
  g_autoptr(TsGame) copy = ts_game_copy (game);
  gboolean ok;

  ts_game_set_event_sink (copy, events);
  ok = ts_game_apply_move (copy, move, NULL);
  ts_game_set_event_sink (copy, NULL);
  return ok ? g_steal_pointer (&copy) : NULL;
}

static const TsEvent *
find_event (GArray      *events,
            NwEventKind  kind,
            int          seat)
{
  for (guint i = 0; i < events->len; i++)
    {
      const TsEvent *e = &g_array_index (events, TsEvent, i);

      if (e->kind == kind && (seat == TS_SEAT_NONE || e->seat == seat))
        return e;
    }
  return NULL;
}

static gboolean
wins (GArray *events,
      int     seat)
{
  const TsEvent *over = find_event (events, NW_EVENT_GAME_OVER, TS_SEAT_NONE);

  return over != NULL && over->seat == seat;
}

/* The squares of a square-set event, in words; NULL for none. */
static char *
event_squares (const TsEvent *event)
{
  int squares[NW_N_SQUARES];
  guint n = 0;

  for (int s = 0; s < NW_N_SQUARES; s++)
    if (nw_event_has_square (event, s))
      squares[n++] = s;
  return n > 0 ? nw_words_squares (squares, n) : NULL;
}

/* What a node of SEAT on CORNER would collect in ST, counting the node
 * itself for the limits; NULL for nothing. */
static char *
income_words (const NwState *st,
              int            seat,
              int            corner)
{
  NwState with = *st;
  guint cubes[NW_N_COLOURS] = { 0 };
  int counts[NW_N_COLOURS];

  if (with.corner[corner] != seat)
    nw_state_put_node (&with, seat, corner);
  nw_state_corner_income (&with, seat, corner, cubes);
  for (int c = 0; c < NW_N_COLOURS; c++)
    counts[c] = cubes[c];
  return nw_cubes_words (counts);
}

static char *
advise_set (TsGame       *game,
            int           seat,
            const TsMove *move)
{
  int corner = move->arg[0], edge = move->arg[1];
  g_autofree char *node = nw_words_corner (corner);
  g_autofree char *branch = nw_words_edge (edge);
  g_autofree char *income = income_words (nw_state (game), seat, corner);

  if (income != NULL)
    /* Translators: advice (a suggested Network move) before the first
       turn; %1$s is a corner ("the bottom right corner of the square in
       column B, row 2"), %2$s an edge ("the right side of the square in
       column B, row 2"), %3$s cubes ("1 red and 2 yellow") */
    return g_strdup_printf (_("Place your starting set: a node at %1$s, with a branch on %2$s. "
                              "The node would collect %3$s each turn."), node, branch, income);
  /* Translators: advice (a suggested Network move) before the first turn;
     %1$s is a corner, %2$s an edge */
  return g_strdup_printf (_("Place your starting set: a node at %1$s, with a branch on %2$s."),
                          node, branch);
}

static char *
advise_node (TsGame       *game,
             int           seat,
             const TsMove *move)
{
  int corner = move->arg[0];
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (TsEvent));
  g_autoptr(TsGame) after = play_on_copy (game, move, events);
  g_autofree char *where = nw_words_corner (corner);
  g_autofree char *income = NULL;
  const TsEvent *exhausted;

  if (after != NULL && wins (events, seat))
    /* Translators: advice (a suggested Network move); %s is a corner ("the
       bottom right corner of the square in column B, row 2") */
    return g_strdup_printf (_("Build a node at %s: it wins the game."), where);
  if (after != NULL)
    income = income_words (nw_state (after), seat, corner);
  if (income != NULL)
    /* Translators: advice (a suggested Network move); %1$s is a corner,
       %2$s cubes ("1 red and 2 yellow") */
    return g_strdup_printf (_("Build a node at %1$s: it scores a point and collects %2$s each turn."),
                            where, income);
  exhausted = after != NULL ? find_event (events, NW_EVENT_EXHAUSTED, TS_SEAT_NONE) : NULL;
  if (exhausted != NULL)
    {
      g_autofree char *squares = event_squares (exhausted);

      /* Translators: advice (a suggested Network move); %1$s is a corner,
         %2$s one or more squares ("the square in column C, row 3") that
         the node pushes over their limit, so that they pay no one */
      return g_strdup_printf (_("Build a node at %1$s: it scores a point and exhausts %2$s."),
                              where, squares);
    }
  /* Translators: advice (a suggested Network move); %s is a corner */
  return g_strdup_printf (_("Build a node at %s: it scores a point."), where);
}

/* The best corner at the ends of EDGE where SEAT may build a node after
 * the branch (in AFTER) and could not before (in BEFORE), or NW_NONE. */
static int
opened_corner (const NwState *before,
               const NwState *after,
               int            seat,
               int            edge)
{
  int best = NW_NONE;
  guint best_income = 0;

  for (int end = 0; end < 2; end++)
    {
      int k = nw_tables->edge_corners[edge][end];
      guint cubes[NW_N_COLOURS] = { 0 }, income = 0;
      NwState with;

      if (nw_state_node_place_ok (before, seat, k) || !nw_state_node_place_ok (after, seat, k))
        continue;
      with = *after;
      nw_state_put_node (&with, seat, k);
      nw_state_corner_income (&with, seat, k, cubes);
      for (int c = 0; c < NW_N_COLOURS; c++)
        income += cubes[c];
      if (best == NW_NONE || income > best_income)
        {
          best = k;
          best_income = income;
        }
    }
  return best;
}

static char *
advise_branch (TsGame       *game,
               int           seat,
               const TsMove *move,
               const char   *other)
{
  int edge = move->arg[0];
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (TsEvent));
  g_autoptr(TsGame) after = play_on_copy (game, move, events);
  g_autofree char *where = nw_words_edge (edge);
  const TsEvent *captured, *bonus;
  int corner;

  if (after == NULL)
    /* Translators: advice (a suggested Network move); %s is an edge ("the
       right side of the square in column B, row 2") */
    return g_strdup_printf (_("Build a branch on %s."), where);
  if (wins (events, seat))
    /* Translators: advice (a suggested Network move); %s is an edge */
    return g_strdup_printf (_("Build a branch on %s: it wins the game."), where);
  captured = find_event (events, NW_EVENT_CAPTURED, seat);
  if (captured != NULL)
    {
      g_autofree char *squares = event_squares (captured);

      /* Translators: advice (a suggested Network move); %1$s is an edge,
         %2$s one or more squares ("the square in column C, row 3") the
         branch closes in */
      return g_strdup_printf (_("Build a branch on %1$s: it captures %2$s."), where, squares);
    }
  bonus = find_event (events, NW_EVENT_BONUS, seat);
  if (bonus != NULL && bonus->arg[0] == seat)
    /* Translators: advice (a suggested Network move); %s is an edge; the
       network bonus goes to the player with the larger largest network */
    return g_strdup_printf (_("Build a branch on %s: it gives you the network bonus of 2 points."),
                            where);
  if (bonus != NULL && bonus->arg[0] == TS_SEAT_NONE)
    /* Translators: advice (a suggested Network move); %1$s is an edge,
       %2$s the opponent, who loses the network bonus */
    return g_strdup_printf (_("Build a branch on %1$s: it takes the network bonus from %2$s."),
                            where, other);
  corner = opened_corner (nw_state (game), nw_state (after), seat, edge);
  if (corner != NW_NONE)
    {
      g_autofree char *there = nw_words_corner (corner);
      g_autofree char *income = income_words (nw_state (after), seat, corner);

      if (income != NULL)
        /* Translators: advice (a suggested Network move); %1$s is an edge,
           %2$s a corner at its end, %3$s cubes ("1 red and 2 yellow") */
        return g_strdup_printf (_("Build a branch on %1$s: it reaches %2$s, where a node would "
                                  "collect %3$s each turn."), where, there, income);
      /* Translators: advice (a suggested Network move); %1$s is an edge,
         %2$s a corner at its end */
      return g_strdup_printf (_("Build a branch on %1$s: it reaches %2$s, where you may build a "
                                "node."), where, there);
    }
  /* Translators: advice (a suggested Network move); %s is an edge */
  return g_strdup_printf (_("Build a branch on %s."), where);
}

static char *
advise_trade (TsGame       *game,
              int           seat,
              const TsMove *move)
{
  const NwState *before = nw_state (game);
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (TsEvent));
  g_autoptr(TsGame) after = play_on_copy (game, move, events);
  int given[NW_N_COLOURS], taken[NW_N_COLOURS] = { 0 };
  int post = move->arg[6];
  g_autofree char *gave = NULL;
  g_autofree char *took = NULL;
  g_autofree char *column = NULL;
  gboolean node = FALSE, branch = FALSE;

  for (int c = 0; c < NW_N_COLOURS; c++)
    given[c] = MAX (move->arg[c], 0);
  if (move->arg[4] >= 0 && move->arg[4] < NW_N_COLOURS)
    taken[move->arg[4]] = 1;
  gave = nw_cubes_words (given);
  took = nw_cubes_words (taken);
  if (gave == NULL || took == NULL)
    /* Translators: advice (a suggested Network move) */
    return g_strdup (_("Make the suggested trade."));
  if (after != NULL)
    {
      node = !nw_state_can_afford_node (before, seat) && nw_state_can_afford_node (nw_state (after), seat);
      branch = !nw_state_can_afford_branch (before, seat)
               && nw_state_can_afford_branch (nw_state (after), seat);
    }

  if (post < 0 || post >= NW_N_SQUARES)
    {
      if (node)
        /* Translators: advice (a suggested Network move); %1$s is the
           cubes given ("2 red and 1 yellow"), %2$s the cube taken ("1
           green"): the trade of any 3 cubes for 1 */
        return g_strdup_printf (_("Trade %1$s for %2$s: then you can build a node."), gave, took);
      if (branch)
        /* Translators: advice (a suggested Network move); %1$s is the
           cubes given, %2$s the cube taken */
        return g_strdup_printf (_("Trade %1$s for %2$s: then you can build a branch."), gave, took);
      /* Translators: advice (a suggested Network move); %1$s is the cubes
         given, %2$s the cube taken */
      return g_strdup_printf (_("Trade %1$s for %2$s."), gave, took);
    }

  column = nw_words_column (post % NW_SIZE);
  if (node)
    /* Translators: advice (a suggested Network move); %1$s is the cubes
       given ("1 red and 1 yellow"), %2$s the cube taken ("1 green"), %3$s
       and %4$d the column letter and row number of the trading post */
    return g_strdup_printf (_("Trade %1$s for %2$s at the trading post in column %3$s, row %4$d: "
                              "then you can build a node."), gave, took, column, post / NW_SIZE + 1);
  if (branch)
    /* Translators: advice (a suggested Network move); %1$s is the cubes
       given, %2$s the cube taken, %3$s and %4$d the column letter and row
       number of the trading post */
    return g_strdup_printf (_("Trade %1$s for %2$s at the trading post in column %3$s, row %4$d: "
                              "then you can build a branch."), gave, took, column, post / NW_SIZE + 1);
  /* Translators: advice (a suggested Network move); %1$s is the cubes
     given, %2$s the cube taken, %3$s and %4$d the column letter and row
     number of the trading post */
  return g_strdup_printf (_("Trade %1$s for %2$s at the trading post in column %3$s, row %4$d."),
                          gave, took, column, post / NW_SIZE + 1);
}

/* Whether SEAT may build anything now, with the cubes it holds. */
static gboolean
can_build (TsGame *game)
{
  g_autoptr(GArray) moves = ts_game_list_moves (game);

  for (guint i = 0; i < moves->len; i++)
    {
      const TsMove *m = &g_array_index (moves, TsMove, i);

      if (m->kind == NW_MOVE_NODE || m->kind == NW_MOVE_BRANCH)
        return TRUE;
    }
  return FALSE;
}

char *
nw_advice_advise_move (TsGame             *game,
                       int                 seat,
                       const TsMove       *move,
                       const char * const *names)
{
  const char *other = NULL;

  if (seat < 0 || seat >= NW_N_SEATS)
    return NULL;
  if (names != NULL)
    other = ts_game_name_of (names, nw_other (seat));
  if (other == NULL)
    other = "?";

  switch ((NwMoveKind) move->kind)
    {
    case NW_MOVE_SET:
      if (move->arg[0] >= 0 && move->arg[0] < NW_N_CORNERS && move->arg[1] >= 0
          && move->arg[1] < NW_N_EDGES)
        return advise_set (game, seat, move);
      break;
    case NW_MOVE_NODE:
      if (move->arg[0] >= 0 && move->arg[0] < NW_N_CORNERS)
        return advise_node (game, seat, move);
      break;
    case NW_MOVE_BRANCH:
      if (move->arg[0] >= 0 && move->arg[0] < NW_N_EDGES)
        return advise_branch (game, seat, move, other);
      break;
    case NW_MOVE_TRADE:
      return advise_trade (game, seat, move);
    case NW_MOVE_END:
      if (!can_build (game))
        /* Translators: advice (a suggested Network move) */
        return g_strdup (_("End your turn: nothing can be built with your cubes now."));
      /* Translators: advice (a suggested Network move) */
      return g_strdup (_("End your turn and keep your cubes for later."));
    default:
      break;
    }
  /* Translators: advice for a move the game cannot put in words (it
     should not happen) */
  return g_strdup (_("Play the suggested move."));
}
