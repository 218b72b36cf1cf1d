/* network-events.c — what a Network move did: the events the rules emit,
 * and their words for the log, the status line and the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Emitting: the rules call the nw_emit_* functions only while a match
 * records (ts_game_is_recording), so the search's copies pay nothing.
 * Placement effects are found by comparing the state before and after the
 * move, which keeps the rules free of bookkeeping for the log.
 *
 * Describing: a sentence may use only the event and constant data (the
 * board), never the game's state, which can be any later position.  Places
 * are named by the labels on the board's edges (network-words.c): "Ada
 * built a node at the bottom right corner of the square in column B, row
 * 2".  Network has no hidden information (spec §7): every event is
 * public.
 */
#include <glib/gi18n-lib.h>

#include "network-game.h"
#include "network-private.h"

/* ------------------------------------------------------------------ */
/* Emitting                                                            */

void
nw_emit (TsGame      *game,
         NwEventKind  kind,
         int          seat,
         int          a0,
         int          a1,
         int          a2,
         int          a3,
         int          a4)
{
  TsEvent event = {
    .kind = (guint16) kind,
    .flags = 0,
    .visible_to = TS_EVENT_EVERYONE,
    .seat = (gint16) seat,
    .arg = { (gint16) a0, (gint16) a1, (gint16) a2, (gint16) a3, (gint16) a4 },
  };

  ts_game_emit (game, &event);
}

static TsEvent
square_set_event (NwEventKind kind,
                  int         seat)
{
  TsEvent event = {
    .kind = (guint16) kind,
    .visible_to = TS_EVENT_EVERYONE,
    .seat = (gint16) seat,
  };

  return event;
}

gboolean
nw_event_has_square (const TsEvent *event,
                     int            square)
{
  g_return_val_if_fail (event != NULL, FALSE);

  if (square < 0 || square >= NW_N_SQUARES)
    return FALSE;
  return ((guint16) event->arg[square / 16] & (1u << (square % 16))) != 0;
}

static void
emit_game_over (TsGame        *game,
                const NwState *st,
                NwEnd          reason)
{
  int ranks[NW_N_SEATS];
  int winner;

  nw_state_ranks (st, ranks);
  winner = ranks[0] == ranks[1] ? TS_SEAT_NONE : ranks[0] == 0 ? 0 : 1;
  nw_emit (game, NW_EVENT_GAME_OVER, winner, reason, nw_state_score (st, 0),
           nw_state_score (st, 1), st->largest[0], st->largest[1]);
}

void
nw_emit_placement (TsGame        *game,
                   const NwState *before,
                   const NwState *after,
                   int            seat)
{
  TsEvent exhausted = square_set_event (NW_EVENT_EXHAUSTED, seat);
  gboolean any_exhausted = FALSE;
  int holder_before = nw_state_bonus_holder (before);
  int holder_after = nw_state_bonus_holder (after);

  for (int s = 0; s < NW_N_SQUARES; s++)
    if (nw_state_square_exhausted (after, s) && !nw_state_square_exhausted (before, s))
      {
        nw_event_add_square (&exhausted, s);
        any_exhausted = TRUE;
      }
  if (any_exhausted)
    ts_game_emit (game, &exhausted);

  /* Only the seat that placed can capture, but the comparison does not
   * need to know that. */
  for (int i = 0; i < NW_N_SEATS; i++)
    {
      int captor = i == 0 ? seat : nw_other (seat);
      TsEvent captured = square_set_event (NW_EVENT_CAPTURED, captor);
      gboolean any = FALSE;

      for (int s = 0; s < NW_N_SQUARES; s++)
        if (after->captured[s] == captor && before->captured[s] != captor)
          {
            nw_event_add_square (&captured, s);
            any = TRUE;
          }
      if (any)
        ts_game_emit (game, &captured);
    }

  if (holder_after != holder_before)
    nw_emit (game, NW_EVENT_BONUS, seat, holder_after, holder_before,
             after->largest[seat], after->largest[nw_other (seat)], 0);

  /* The seat that placed first: its score is the one racing to 10. */
  for (int i = 0; i < NW_N_SEATS; i++)
    {
      int who = i == 0 ? seat : nw_other (seat);
      int now = nw_state_score (after, who), was = nw_state_score (before, who);

      if (now != was)
        nw_emit (game, NW_EVENT_SCORE, who, now, was, 0, 0, 0);
    }

  if (after->phase == NW_PHASE_OVER && before->phase != NW_PHASE_OVER)
    emit_game_over (game, after, NW_END_POINTS);
}

void
nw_emit_turn_start (TsGame        *game,
                    const NwState *st)
{
  int seat = st->current;
  guint total[NW_N_COLOURS] = { 0, };

  nw_emit (game, NW_EVENT_TURN_BEGAN, seat, st->turn, 0, 0, 0, 0);

  for (int k = 0; k < NW_N_CORNERS; k++)
    for (int c = 0; c < NW_N_COLOURS; c++)
      total[c] += st->collected[k][c];
  nw_emit (game, NW_EVENT_COLLECTED, seat, total[0], total[1], total[2], total[3], 0);

  for (int k = 0; k < NW_N_CORNERS; k++)
    {
      int paid = 0;

      if (st->corner[k] != seat)
        continue;
      /* The squares that paid, as the collection saw them: collecting
       * changes no square. */
      for (guint n = 0; n < nw_tables->corner_n_squares[k]; n++)
        if (nw_state_square_pays (st, nw_tables->corner_squares[k][n], seat))
          paid |= 1 << n;
      if (paid != 0)
        nw_emit (game, NW_EVENT_NODE_COLLECTED, seat, k, paid, 0, 0, 0);
    }
}

void
nw_emit_stalemate (TsGame        *game,
                   const NwState *st)
{
  emit_game_over (game, st, NW_END_STALEMATE);
}

/* ------------------------------------------------------------------ */
/* Words for places and things                                         */

static const char *
colour_name (int colour)
{
  switch (colour)
    {
    case NW_RED:
      /* Translators: a resource colour, inside sentences. */
      return C_("resource", "red");
    case NW_YELLOW:
      /* Translators: Network: a line of the game log, telling what
         happened; cubes are the resources, in four colours */
      return C_("resource", "yellow");
    case NW_GREEN:
      /* Translators: Network: a line of the game log, telling what
         happened; cubes are the resources, in four colours */
      return C_("resource", "green");
    case NW_BLUE:
    default:
      /* Translators: Network: a line of the game log, telling what
         happened; cubes are the resources, in four colours */
      return C_("resource", "blue");
    }
}

char *
nw_cubes_words (const int counts[NW_N_COLOURS])
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (int c = 0; c < NW_N_COLOURS; c++)
    if (counts[c] > 0)
      /* Translators: a number of cubes of a colour, e.g. "2 red". */
      g_ptr_array_add (items, g_strdup_printf (C_("cubes", "%1$u %2$s"), (guint) counts[c],
                                               colour_name (c)));
  if (items->len == 0)
    return NULL;
  return nw_words_join (items);
}

/* "the square in column C, row 2 and the square in column D, row 2" for
 * the squares in EVENT; COUNT gets how many. */
static char *
squares_list (const TsEvent *event,
              guint         *count)
{
  int squares[NW_N_SQUARES];
  guint n = 0;

  for (int s = 0; s < NW_N_SQUARES; s++)
    if (nw_event_has_square (event, s))
      squares[n++] = s;
  *count = n;
  if (n == 0)
    return NULL;
  return nw_words_squares (squares, n);
}

/* "a red cube from the square in column C, row 3" */
static char *
cube_from (int square)
{
  g_autofree char *name = nw_words_square (square);

  switch (nw_tables->square_type[square])
    {
    case NW_SQUARE_RED:
      /* Translators: what a node took from one square when its player's
       * turn began, inside "Ada’s node at the bottom right corner of the
       * square in column B, row 2 took a red cube from the square in
       * column C, row 3 and a yellow cube from the square in column B,
       * row 2"; %s is a square ("the square in column C, row 3"). */
      return g_strdup_printf (_("a red cube from %s"), name);
    case NW_SQUARE_YELLOW:
      /* Translators: Network: a line of the game log, telling what
         happened; cubes are the resources, in four colours */
      return g_strdup_printf (_("a yellow cube from %s"), name);
    case NW_SQUARE_GREEN:
      /* Translators: Network: a line of the game log, telling what
         happened; cubes are the resources, in four colours */
      return g_strdup_printf (_("a green cube from %s"), name);
    case NW_SQUARE_BLUE:
    default:
      /* Translators: Network: a line of the game log, telling what
         happened; cubes are the resources, in four colours */
      return g_strdup_printf (_("a blue cube from %s"), name);
    }
}

/* ------------------------------------------------------------------ */
/* Sentences                                                           */

static gboolean
valid_seat (int seat)
{
  return seat >= 0 && seat < NW_N_SEATS;
}

static gboolean
valid_corner (int corner)
{
  return corner >= 0 && corner < NW_N_CORNERS;
}

static gboolean
valid_edge (int edge)
{
  return edge >= 0 && edge < NW_N_EDGES;
}

static char *
describe_trade (const TsEvent *event,
                const char    *who)
{
  int given[NW_N_COLOURS] = { 0, };
  int taken[NW_N_COLOURS] = { 0, };
  int corner = event->arg[1];
  g_autofree char *gave = NULL;
  g_autofree char *took = NULL;
  g_autofree char *post = NULL;

  if (event->arg[0] < 0 || event->arg[0] >= NW_N_COLOURS ||
      (corner != NW_NONE && (!valid_corner (corner) || nw_tables->corner_post[corner] == NW_NONE)))
    return NULL;
  for (int i = 2; i < TS_EVENT_N_ARGS && event->arg[i] != NW_NONE; i++)
    {
      if (event->arg[i] < 0 || event->arg[i] >= NW_N_COLOURS)
        return NULL;
      given[event->arg[i]]++;
    }
  taken[event->arg[0]] = 1;
  gave = nw_cubes_words (given);
  took = nw_cubes_words (taken);
  if (gave == NULL)
    return NULL;

  if (corner == NW_NONE)
    /* Translators: %1$s is a player, %2$s the cubes given ("2 red and 1
     * yellow"), %3$s the cube taken ("1 blue"): the trade of any 3 cubes
     * for 1, once a turn. */
    return g_strdup_printf (_("%1$s traded %2$s for %3$s (3 for 1)."), who, gave, took);
  post = nw_words_column (nw_tables->corner_post[corner] % NW_SIZE);
  /* Translators: %1$s is a player, %2$s the cubes given ("1 red and 1
   * green"), %3$s the cube taken ("1 blue"), %4$s and %5$d the column
   * letter and row number of the trading post's square. */
  return g_strdup_printf (_("%1$s traded %2$s for %3$s at the trading post in column %4$s, row %5$d "
                            "(2 for 1)."),
                          who, gave, took, post, nw_tables->corner_post[corner] / NW_SIZE + 1);
}

static char *
describe_bonus (const TsEvent *event,
                const char    *who,
                const char    *other,
                const char    *holder_name)
{
  int seat = event->seat;
  int holder = event->arg[0], before = event->arg[1];
  int mine = event->arg[2], theirs = event->arg[3];

  if (holder == seat && before == TS_SEAT_NONE)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: %1$s is the player who
                                            built, %2$d the size of that player's
                                            largest network, %3$s the opponent, %4$d
                                            the size of the opponent's largest
                                            network. */
                                         "%1$s’s largest network has %2$d branch, more than "
                                         "%3$s’s %4$d: %1$s gains the network bonus of 2 points.",
                                         "%1$s’s largest network has %2$d branches, more than "
                                         "%3$s’s %4$d: %1$s gains the network bonus of 2 points.",
                                         mine),
                            who, mine, other, theirs);
  if (holder == seat && before == nw_other (seat))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: as above, when the bonus
                                            passes from one player to the other. */
                                         "%1$s’s largest network has %2$d branch, more than "
                                         "%3$s’s %4$d: the network bonus of 2 points passes "
                                         "from %3$s to %1$s.",
                                         "%1$s’s largest network has %2$d branches, more than "
                                         "%3$s’s %4$d: the network bonus of 2 points passes "
                                         "from %3$s to %1$s.",
                                         mine),
                            who, mine, other, theirs);
  if (holder == TS_SEAT_NONE && before == nw_other (seat))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: %1$s is the player who
                                            built, %2$d the size of that player's
                                            largest network, now as large as the
                                            largest network of %3$s, who held the
                                            bonus. */
                                         "%1$s’s largest network has %2$d branch, as many as "
                                         "%3$s’s: %3$s loses the network bonus.",
                                         "%1$s’s largest network has %2$d branches, as many as "
                                         "%3$s’s: %3$s loses the network bonus.",
                                         mine),
                            who, mine, other);
  /* A placement by SEAT cannot do anything else (only SEAT's networks
   * grow); say at least who holds the bonus now. */
  if (holder == TS_SEAT_NONE)
    /* Translators: Network: a line of the game log, telling what happened */
    return g_strdup (_("Nobody holds the network bonus now."));
  /* Translators: %s is a player. */
  return g_strdup_printf (_("%s holds the network bonus now."), holder_name);
}

static char *
describe_game_over (const TsEvent      *event,
                    const char * const  who[NW_N_SEATS])
{
  int winner = event->seat;
  int score[NW_N_SEATS] = { event->arg[1], event->arg[2] };
  int largest[NW_N_SEATS] = { event->arg[3], event->arg[4] };
  int loser;

  if (winner == TS_SEAT_NONE)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: R20; %1$d is 12, %2$d the
                                            points both players have (their largest
                                            networks are as large, too). */
                                         "No piece was placed for %1$d turns in a row, so the "
                                         "game ended in a draw: both players have %2$d point, "
                                         "and their largest networks are as large.",
                                         "No piece was placed for %1$d turns in a row, so the "
                                         "game ended in a draw: both players have %2$d points, "
                                         "and their largest networks are as large.",
                                         score[0]),
                            NW_STALEMATE_TURNS, score[0]);
  loser = nw_other (winner);
  if (event->arg[0] == NW_END_POINTS)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: R19; %1$s is the winner,
                                            %2$d the winner's points (10 or more),
                                            %3$s the other player, %4$d that
                                            player's points. */
                                         "%1$s won the game with %2$d point to %3$s’s %4$d.",
                                         "%1$s won the game with %2$d points to %3$s’s %4$d.",
                                         score[winner]),
                            who[winner], score[winner], who[loser], score[loser]);
  if (score[winner] != score[loser])
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: R20; %1$d is 12, %2$s the
                                            winner, %3$d the winner's points, %4$s
                                            the other player, %5$d that player's
                                            points. */
                                         "No piece was placed for %1$d turns in a row, so the "
                                         "game ended: %2$s won with %3$d point to %4$s’s %5$d.",
                                         "No piece was placed for %1$d turns in a row, so the "
                                         "game ended: %2$s won with %3$d points to %4$s’s %5$d.",
                                         score[winner]),
                            NW_STALEMATE_TURNS, who[winner], score[winner], who[loser],
                            score[loser]);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: R20 with equal scores; %1$d
                                          is 12, %2$d the score both players have,
                                          %3$s the winner, %4$d and %5$d the sizes
                                          of the two largest networks. */
                                       "No piece was placed for %1$d turns in a row, so the game "
                                       "ended: the scores were equal at %2$d, and %3$s won with "
                                       "the larger network (%4$d branch to %5$d).",
                                       "No piece was placed for %1$d turns in a row, so the game "
                                       "ended: the scores were equal at %2$d, and %3$s won with "
                                       "the larger network (%4$d branches to %5$d).",
                                       largest[winner]),
                          NW_STALEMATE_TURNS, score[winner], who[winner], largest[winner],
                          largest[loser]);
}

char *
nw_describe_event (TsGame             *game,
                   const TsEvent      *event,
                   const char * const *names)
{
  g_autofree char *fallback0 = NULL;
  g_autofree char *fallback1 = NULL;
  const char *who[NW_N_SEATS];
  int seat = event->seat;
  const char *me, *other;

  /* TsMatch always gives names; a caller without them gets the setup's
   * default names. */
  who[0] = names != NULL ? names[0] : NULL;
  who[1] = names != NULL && names[0] != NULL ? names[1] : NULL;
  if (who[0] == NULL)
    /* Translators: default name of a seat; %u is 1–4 */
    who[0] = fallback0 = g_strdup_printf (_("Player %u"), 1);
  if (who[1] == NULL)
    who[1] = fallback1 = g_strdup_printf (_("Player %u"), 2);
  if (event->kind != NW_EVENT_GAME_OVER && !valid_seat (seat))
    return NULL;
  me = valid_seat (seat) ? who[seat] : NULL;
  other = valid_seat (seat) ? who[nw_other (seat)] : NULL;

  switch ((NwEventKind) event->kind)
    {
    case NW_EVENT_SET:
      {
        g_autofree char *node = NULL;
        g_autofree char *branch = NULL;

        if (!valid_corner (event->arg[0]) || !valid_edge (event->arg[1]))
          return NULL;
        node = nw_words_corner (event->arg[0]);
        branch = nw_words_edge (event->arg[1]);
        /* Translators: %1$s is a player, %2$s the corner where the node
         * stands ("the bottom right corner of the square in column B, row
         * 2"), %3$s the edge where the branch lies ("the right side of the
         * square in column B, row 2"). */
        return g_strdup_printf (_("%1$s placed a starting set: a node at %2$s, with a branch on %3$s."),
                                me, node, branch);
      }

    case NW_EVENT_TURN_BEGAN:
      /* Translators: %1$d counts the turns of both players, %2$s is the
       * player whose turn it is. */
      return g_strdup_printf (_("Turn %1$d: %2$s plays."), event->arg[0], me);

    case NW_EVENT_COLLECTED:
      {
        int counts[NW_N_COLOURS];
        int total = 0;
        g_autofree char *list = NULL;

        for (int c = 0; c < NW_N_COLOURS; c++)
          {
            counts[c] = MAX (event->arg[c], 0);
            total += counts[c];
          }
        if (total == 0)
          /* Translators: %s is a player, whose nodes earned nothing at the
           * start of the turn. */
          return g_strdup_printf (_("%s collected no cubes."), me);
        list = nw_cubes_words (counts);
        /* Translators: %1$s is a player, %2$d the number of cubes, %3$s
         * the cubes by colour ("2 red, 1 yellow and 1 blue"). */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s collected %2$d cube: %3$s.",
                                             "%1$s collected %2$d cubes: %3$s.", total),
                                me, total, list);
      }

    case NW_EVENT_NODE_COLLECTED:
      {
        int corner = event->arg[0];
        g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
        g_autofree char *place = NULL;
        g_autofree char *list = NULL;

        if (!valid_corner (corner))
          return NULL;
        for (guint n = 0; n < nw_tables->corner_n_squares[corner]; n++)
          if (event->arg[1] & (1 << n))
            g_ptr_array_add (items, cube_from (nw_tables->corner_squares[corner][n]));
        if (items->len == 0)
          return NULL;
        place = nw_words_corner (corner);
        list = nw_words_join (items);
        /* Translators: %1$s is a player, %2$s the corner where the node
         * stands ("the bottom right corner of the square in column B, row
         * 2"), %3$s what it took ("a red cube from the square in column C,
         * row 3 and a yellow cube from the square in column B, row 2"). */
        return g_strdup_printf (_("%1$s’s node at %2$s took %3$s."), me, place, list);
      }

    case NW_EVENT_BRANCH:
      {
        g_autofree char *place = NULL;

        if (!valid_edge (event->arg[0]))
          return NULL;
        place = nw_words_edge (event->arg[0]);
        /* Translators: %1$s is a player, %2$s the edge where the branch
         * lies ("the right side of the square in column B, row 2"). */
        return g_strdup_printf (_("%1$s built a branch on %2$s."), me, place);
      }

    case NW_EVENT_NODE:
      {
        g_autofree char *place = NULL;

        if (!valid_corner (event->arg[0]))
          return NULL;
        place = nw_words_corner (event->arg[0]);
        /* Translators: %1$s is a player, %2$s the corner where the node
         * stands ("the bottom right corner of the square in column B, row
         * 2"). */
        return g_strdup_printf (_("%1$s built a node at %2$s."), me, place);
      }

    case NW_EVENT_TRADE:
      return describe_trade (event, me);

    case NW_EVENT_EXHAUSTED:
      {
        guint n;
        g_autofree char *list = squares_list (event, &n);

        if (list == NULL)
          return NULL;
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: %s is a square ("the square
                                                in column C, row 3") or a list of squares
                                                ("the square in column C, row 3 and the
                                                square in column D, row 4"), which now
                                                have more nodes on their corners than
                                                their limits (R14). */
                                             "Exhausted: %s has more nodes on its corners than "
                                             "its limit, so it pays no one.",
                                             "Exhausted: %s have more nodes on their corners than "
                                             "their limits, so they pay no one.", n),
                                list);
      }

    case NW_EVENT_CAPTURED:
      {
        guint n;
        g_autofree char *list = squares_list (event, &n);

        if (list == NULL)
          return NULL;
        /* Translators: %1$s is a player, %2$s a square ("the square in
         * column C, row 3") or a list of squares ("the square in column C,
         * row 3 and the square in column D, row 3"). */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s captured %2$s.",
                                             "%1$s captured %2$s.", n),
                                me, list);
      }

    case NW_EVENT_BONUS:
      return describe_bonus (event, me, other,
                             valid_seat (event->arg[0]) ? who[event->arg[0]] : NULL);

    case NW_EVENT_SCORE:
      /* Translators: %1$s is a player, %2$d the player's new score. */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s has %2$d point now.",
                                           "%1$s has %2$d points now.", event->arg[0]),
                              me, event->arg[0]);

    case NW_EVENT_TURN_ENDED:
      if (event->arg[0] <= 0)
        /* Translators: %s is a player. */
        return g_strdup_printf (_("%s ended the turn."), me);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: R20; %1$s is a player, %2$d
                                              the number of turns in a row in which
                                              nobody placed a piece, %3$d is 12. */
                                           "%1$s ended the turn without placing a piece: %2$d turn "
                                           "in a row without a placement (the game ends after "
                                           "%3$d).",
                                           "%1$s ended the turn without placing a piece: %2$d "
                                           "turns in a row without a placement (the game ends "
                                           "after %3$d).",
                                           event->arg[0]),
                              me, event->arg[0], NW_STALEMATE_TURNS);

    case NW_EVENT_GAME_OVER:
      if (event->seat != TS_SEAT_NONE && !valid_seat (event->seat))
        return NULL;
      return describe_game_over (event, who);

    default:
      return NULL;
    }
}
