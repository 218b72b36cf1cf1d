/* trojhranna-events.c — what a Trojhranná hra move did: the events the
 * rules emit, and their words for the log and the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Emitting: the rules call these only while a match records
 * (ts_game_is_recording), so the search's copies pay nothing.
 *
 * Describing: a sentence may use only the event and constant data (the
 * cards), never the game's state, which can be any later position.  A card
 * is named by its colours ("red-green-blue"), which tell the 45 cards
 * apart, and a place on the table by the card it lies next to: the table
 * has no rows or columns to name.  Private faces only ever go into events
 * their one viewer sees (spec §7).
 */
#include <glib/gi18n-lib.h>

#include "trojhranna-private.h"

/* TJ_EVENT_PLACED arg[3]: side (bit 0), rotation (bits 1–2), and whether
 * the named neighbour shares a side with the card (bit 3). */
#define PLACED_ROT_SHIFT 1
#define PLACED_BY_SIDE   8

/* ------------------------------------------------------------------ */
/* Emitting                                                            */

void
tj_emit (TsGame      *game,
         TjEventKind  kind,
         int          seat,
         guint8       visible_to,
         gboolean     reveals,
         int          a0,
         int          a1,
         int          a2,
         int          a3)
{
  TsEvent event = {
    .kind = (guint16) kind,
    .flags = reveals ? TS_EVENT_REVEALS : 0,
    .visible_to = visible_to,
    .seat = (gint16) seat,
    .arg = { (gint16) a0, (gint16) a1, (gint16) a2, (gint16) a3, 0 },
  };

  ts_game_emit (game, &event);
}

static guint
shared_points (TsTriCell a,
               TsTriCell b)
{
  guint n = 0;

  for (guint i = 0; i < 3; i++)
    for (guint k = 0; k < 3; k++)
      {
        TsTriPoint p = ts_tri_cell_corner (a, i), o = ts_tri_cell_corner (b, k);

        n += p.q == o.q && p.r == o.r;
      }
  return n;
}

/* The card just placed is the last on the table.  The words name the
 * table card it touches most: one sharing a side before one meeting it
 * at a corner, and among equals the latest placed, which players have in
 * mind. */
void
tj_emit_placed (TsGame        *game,
                const TjState *st,
                int            seat)
{
  const TjTableCard *placed = &st->table[st->n_table - 1];
  int neighbour = -1;
  guint best = 0;
  TsEvent event = {
    .kind = TJ_EVENT_PLACED,
    .visible_to = TS_EVENT_EVERYONE,
    .seat = (gint16) seat,
  };

  for (guint i = 0; i + 1 < st->n_table; i++)
    {
      guint n = shared_points (placed->cell, st->table[i].cell);

      if (n > 0 && n >= best)
        {
          best = n;
          neighbour = st->table[i].card;
        }
    }

  event.arg[0] = (gint16) placed->card;
  event.arg[1] = (gint16) placed->cell.q;
  event.arg[2] = (gint16) placed->cell.r;
  event.arg[3] = (gint16) (placed->cell.s | placed->rot << PLACED_ROT_SHIFT |
                           (best >= 2 ? PLACED_BY_SIDE : 0));
  event.arg[4] = (gint16) neighbour;
  ts_game_emit (game, &event);
}

/* R14–R16: the winners, then every seat's score.  The end screen shows
 * every reserve face, but the end reveals nothing that could change a
 * decision: only the last placement can be undone past it (the draw
 * before it is a barrier), and with the deck empty its outcome does not
 * depend on any hidden face. */
void
tj_emit_game_over (TsGame        *game,
                   const TjState *st)
{
  int ranks[TJ_MAX_SEATS];
  guint winners = 0;
  int best = 0;

  tj_state_ranks (st, ranks);
  for (int seat = 0; seat < st->n_players; seat++)
    if (ranks[seat] == 0)
      {
        winners |= 1u << seat;
        best = tj_state_score (st, seat);
      }

  tj_emit (game, TJ_EVENT_GAME_OVER, TS_SEAT_NONE, TS_EVENT_EVERYONE, FALSE,
           (int) winners, best, 0, 0);
  for (int seat = 0; seat < st->n_players; seat++)
    tj_emit (game, TJ_EVENT_FINAL_SCORE, seat, TS_EVENT_EVERYONE, FALSE,
             tj_state_score (st, seat), st->n_reserve[seat], st->n_dead[seat], ranks[seat]);
}

gboolean
ts_trojhranna_event_get_placed (const TsEvent *event,
                                int           *card,
                                TsTriCell     *cell,
                                guint         *rot)
{
  g_return_val_if_fail (event != NULL, FALSE);

  if (event->kind != TJ_EVENT_PLACED)
    return FALSE;
  if (card != NULL)
    *card = event->arg[0];
  if (cell != NULL)
    *cell = (TsTriCell) { event->arg[1], event->arg[2],
                          (event->arg[3] & 1) ? TS_TRI_DOWN : TS_TRI_UP };
  if (rot != NULL)
    *rot = (event->arg[3] >> PLACED_ROT_SHIFT) & 3;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Words                                                               */

static char *
describe_placed (const TsEvent      *event,
                 const char * const *names)
{
  const char *who = ts_game_name_of (names, event->seat);
  g_autofree char *card = tj_card_describe_colours (event->arg[0], 0);
  g_autofree char *next = NULL;

  if (event->arg[4] < 0)
    /* Translators: %1$s is a player, %2$s a card's colours ("red-green-blue"). */
    return g_strdup_printf (_("%1$s placed the card %2$s on the table."), who, card);

  next = tj_card_describe_colours (event->arg[4], 0);
  if (event->arg[3] & PLACED_BY_SIDE)
    /* Translators: %1$s is a player, %2$s and %3$s are cards' colours
     * ("red-green-blue"); the two cards share a side. */
    return g_strdup_printf (_("%1$s placed the card %2$s next to the card %3$s."), who, card, next);
  /* Translators: %1$s is a player, %2$s and %3$s are cards' colours
   * ("red-green-blue"); the two cards meet at one corner only. */
  return g_strdup_printf (_("%1$s placed the card %2$s corner to corner with the card %3$s."),
                          who, card, next);
}

static char *
describe_penalty (const TsEvent      *event,
                  const char * const *names)
{
  const char *who = ts_game_name_of (names, event->seat);
  const char *by = ts_game_name_of (names, event->arg[2]);
  g_autofree char *card = NULL;

  if (event->arg[0] != TJ_PENALTY_FROM_TABLE)
    /* Translators: %1$s takes a penalty card because %2$s completed a hexagon. */
    return g_strdup_printf (_("%1$s takes a penalty card for %2$s's hexagon from the deck, "
                              "face down into their reserve: 1 penalty point."), who, by);

  card = tj_card_describe_colours (event->arg[1], 0);
  /* Translators: the deck is empty, so %1$s takes the card %3$s (its
   * colours) from the table because %2$s completed a hexagon. */
  return g_strdup_printf (_("%1$s takes the card %3$s from the table as a penalty card for "
                            "%2$s's hexagon, into their reserve: 1 penalty point."),
                          who, by, card);
}

/* One sentence per number of winners: joining names is worded differently
 * in every language. */
static char *
describe_game_over (const TsEvent      *event,
                    const char * const *names)
{
  const char *w[TJ_MAX_SEATS];
  guint n = 0;
  int points = event->arg[1];

  for (int seat = 0; seat < TJ_MAX_SEATS; seat++)
    if (event->arg[0] & (1 << seat))
      w[n++] = ts_game_name_of (names, seat);

  switch (n)
    {
    case 1:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trojhranná hra: a line of
                                              the game log, telling what happened;
                                              penalty points are bad: the player with
                                              the fewest wins */
                                           "The game is over: %1$s wins with %2$d penalty point.",
                                           "The game is over: %1$s wins with %2$d penalty points.",
                                           points),
                              w[0], points);
    case 2:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trojhranná hra: a line of
                                              the game log, telling what happened;
                                              penalty points are bad: the player with
                                              the fewest wins */
                                           "The game is over: %1$s and %2$s share the victory with %3$d penalty point.",
                                           "The game is over: %1$s and %2$s share the victory with %3$d penalty points.",
                                           points),
                              w[0], w[1], points);
    case 3:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trojhranná hra: a line of
                                              the game log, telling what happened;
                                              penalty points are bad: the player with
                                              the fewest wins */
                                           "The game is over: %1$s, %2$s and %3$s share the victory with %4$d penalty point.",
                                           "The game is over: %1$s, %2$s and %3$s share the victory with %4$d penalty points.",
                                           points),
                              w[0], w[1], w[2], points);
    case 4:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trojhranná hra: a line of
                                              the game log, telling what happened;
                                              penalty points are bad: the player with
                                              the fewest wins */
                                           "The game is over: %1$s, %2$s, %3$s and %4$s share the victory with %5$d penalty point.",
                                           "The game is over: %1$s, %2$s, %3$s and %4$s share the victory with %5$d penalty points.",
                                           points),
                              w[0], w[1], w[2], w[3], points);
    default:
      /* Translators: Trojhranná hra: a line of the game log, telling what
         happened */
      return g_strdup (_("The game is over."));
    }
}

char *
tj_game_describe_event (TsGame             *game,
                        const TsEvent      *event,
                        const char * const *names)
{
  const char *who = ts_game_name_of (names, event->seat);

  switch ((TjEventKind) event->kind)
    {
    case TJ_EVENT_MEMORISED:
      /* Translators: %s is a player; memorising is the start of the game. */
      return g_strdup_printf (_("%s has memorised their three cards and turned them face down."), who);

    case TJ_EVENT_START_CARD:
      {
        g_autofree char *card = tj_card_describe_colours (event->arg[0], 0);

        /* Translators: %s is a card's colours ("red-green-blue"). */
        return g_strdup_printf (_("The start card %s is turned face up in the middle of the table."), card);
      }

    case TJ_EVENT_DRAWN:
      {
        g_autofree char *card = tj_card_describe_colours (event->arg[0], 0);

        /* Translators: %1$s is a player, %2$s a card's colours. */
        return g_strdup_printf (_("%1$s took the top card of the deck: %2$s."), who, card);
      }

    case TJ_EVENT_FLIPPED:
      {
        g_autofree char *card = tj_card_describe_colours (event->arg[1], 0);

        /* Translators: %1$s is a player, %2$d a slot of their reserve
         * counted from the left (1 = leftmost), %3$s the card's colours. */
        return g_strdup_printf (_("%1$s turned over the card in slot %2$d of their reserve: %3$s."),
                                who, event->arg[0] + 1, card);
      }

    case TJ_EVENT_PLACED:
      return describe_placed (event, names);

    case TJ_EVENT_KEPT:
      {
        g_autofree char *card = tj_card_describe_colours (event->arg[0], 0);

        /* Translators: %1$s is a card's colours, %2$s a player, %3$d the
         * reserve slot counted from the left (R9). */
        return g_strdup_printf (_("The card %1$s fits nowhere: it goes face down into %2$s's reserve, "
                                  "slot %3$d."), card, who, event->arg[1] + 1);
      }

    case TJ_EVENT_DEAD:
      {
        g_autofree char *card = tj_card_describe_colours (event->arg[0], 0);

        /* Translators: %1$s is a card's colours, %2$s a player (R9). */
        return g_strdup_printf (_("The card %1$s fits nowhere: it goes face up into %2$s's dead row: "
                                  "2 penalty points."), card, who);
      }

    case TJ_EVENT_HEXAGONS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a player, %2$d the
                                              number of hexagons; each penalty card is
                                              one penalty point for the opponent who
                                              takes it. */
                                           "%1$s completed a hexagon: every opponent takes a penalty card, "
                                           "%2$d penalty point each.",
                                           "%1$s completed %2$d hexagons: every opponent takes %2$d penalty "
                                           "cards, %2$d penalty points each.",
                                           event->arg[0]),
                              who, event->arg[0]);

    case TJ_EVENT_PENALTY:
      return describe_penalty (event, names);

    case TJ_EVENT_PENALTY_CARD:
      {
        g_autofree char *card = tj_card_describe_colours (event->arg[0], 0);

        /* Translators: only %1$s sees this; %2$s is the card's colours. */
        return g_strdup_printf (_("%1$s looks at the penalty card before it goes face down "
                                  "in slot %3$d: %2$s."), who, card, event->arg[1] + 1);
      }

    case TJ_EVENT_GAME_OVER:
      return describe_game_over (event, names);

    case TJ_EVENT_FINAL_SCORE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a player, %2$d
                                              their penalty points, %3$d and %4$d the
                                              cards behind them (1 point per reserve
                                              card, 2 per dead card). */
                                           "%1$s ends with %2$d penalty point (reserve cards: %3$d, "
                                           "dead cards: %4$d).",
                                           "%1$s ends with %2$d penalty points (reserve cards: %3$d, "
                                           "dead cards: %4$d).",
                                           event->arg[0]),
                              who, event->arg[0], event->arg[1], event->arg[2]);

    default:
      return NULL;
    }
}

/* ------------------------------------------------------------------ */
/* Advice: a suggested move in words (the hint, tessella-cli think)    */

/* Whether a card SEAT remembers in its reserve fits the table. */
static gboolean
remembered_card_fits (const TjState *st,
                      int            seat)
{
  for (int i = 0; i < st->n_reserve[seat]; i++)
    if (tj_seat_knows (&st->reserve[seat][i], seat) && tj_state_card_fits (st, st->reserve[seat][i].card))
      return TRUE;
  return FALSE;
}

static char *
advise_place (TsGame       *game,
              const TsMove *move)
{
  g_autoptr(TsGame) copy = ts_game_copy (game);
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (TsEvent));

  ts_game_set_event_sink (copy, events);
  if (ts_game_apply_move (copy, move, NULL))
    for (guint i = 0; i < events->len; i++)
      {
        const TsEvent *event = &g_array_index (events, TsEvent, i);
        g_autofree char *card = NULL;
        g_autofree char *next = NULL;

        if (event->kind != TJ_EVENT_PLACED)
          continue;
        card = tj_card_describe_colours (event->arg[0], 0);
        if (event->arg[4] < 0)
          /* Translators: advice (a suggested move); %s is a card's
             colours ("red-green-blue") */
          return g_strdup_printf (_("Place the card %s on the table."), card);
        next = tj_card_describe_colours (event->arg[4], 0);
        if (event->arg[3] & PLACED_BY_SIDE)
          /* Translators: advice (a suggested move); %1$s and %2$s are
             cards' colours ("red-green-blue"); the two share a side */
          return g_strdup_printf (_("Place the card %1$s next to the card %2$s."), card, next);
        /* Translators: advice (a suggested move); %1$s and %2$s are cards'
           colours ("red-green-blue"); the two meet at one corner only */
        return g_strdup_printf (_("Place the card %1$s corner to corner with the card %2$s."), card, next);
      }
  ts_game_set_event_sink (copy, NULL);
  /* Translators: advice (a suggested move) */
  return g_strdup (_("Place your card on the table."));
}

char *
tj_game_advise_move (TsGame             *game,
                     int                 seat,
                     const TsMove       *move,
                     const char * const *names)
{
  TjState *st = tj_state (game);

  switch (move->kind)
    {
    case TJ_MOVE_ARRANGE:
      /* Translators: advice (a suggested move) at the start of the game */
      return g_strdup (_("Memorise your three cards in the order shown, then turn them face down."));

    case TJ_MOVE_DRAW:
      if (!remembered_card_fits (st, seat))
        /* Translators: advice (a suggested move); the reserve is the
           player's own row of face-down cards */
        return g_strdup (_("Draw the top card of the deck: no card you remember in your reserve fits the table."));
      /* Translators: advice (a suggested move) */
      return g_strdup (_("Draw the top card of the deck."));

    case TJ_MOVE_FLIP:
      if (move->arg[0] >= 0 && move->arg[0] < st->n_reserve[seat] &&
          tj_seat_knows (&st->reserve[seat][move->arg[0]], seat))
        {
          g_autofree char *card = tj_card_describe_colours (st->reserve[seat][move->arg[0]].card, 0);

          /* Translators: advice (a suggested move); %1$d is a place in the
             player's reserve counted from 1, %2$s a card's colours
             ("red-green-blue") the player remembers there */
          return g_strdup_printf (_("Turn over card %1$d of your reserve: you remember it is %2$s, and it fits."),
                                  move->arg[0] + 1, card);
        }
      /* Translators: advice (a suggested move); %d is a place in the
         player's reserve counted from 1 */
      return g_strdup_printf (_("Turn over card %d of your reserve."), move->arg[0] + 1);

    case TJ_MOVE_PLACE:
    default:
      return advise_place (game, move);
    }
}
