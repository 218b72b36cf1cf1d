/* trigon-events.c — Rule of Trigon in words: the log's sentences and the
 * text map of the command line's "show"
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "trigon-private.h"

const char *
ts_trigon_place_name (int position)
{
  static char *fords[TRG_N_FORDS];
  static gsize done = 0;

  if (trg_position_is_site (position))
    return trg_sites[position].name;
  if (position < TRG_N_SITES || position >= TRG_N_POSITIONS)
    return "?";
  /* The fords' names are made once, in the language of the process. */
  if (g_once_init_enter (&done))
    {
      for (int f = 0; f < TRG_N_FORDS; f++)
        {
          const TrgPath *path = &trg_paths[trg_fords[f].path];

          /* Translators: a place where figures wait while crossing a river; the
           * %s are two places' names */
          fords[f] = g_strdup_printf (_("the ford between %s and %s"), trg_sites[path->a].name,
                                      trg_sites[path->b].name);
        }
      g_once_init_leave (&done, 1);
    }
  return fords[position - TRG_N_SITES];
}

static const char *
figure_name (int f)
{
  switch (f)
    {
    /* Translators: Rule of Trigon: a line of the game log, telling what
       happened; knights, scouts and boats are the figures (pieces) a player
       builds and moves */
    case TRG_FIG_KNIGHT: return _("knight");
    /* Translators: Rule of Trigon: a line of the game log, telling what
       happened; knights, scouts and boats are the figures (pieces) a player
       builds and moves */
    case TRG_FIG_SCOUT: return _("scout");
    /* Translators: Rule of Trigon: a line of the game log, telling what
       happened; knights, scouts and boats are the figures (pieces) a player
       builds and moves */
    case TRG_FIG_BOAT: return _("boat");
    default: return "?";
    }
}

/* A coin's name for N coins (the same plural messages as the board's). */
static const char *
coin_name (int c,
           int n)
{
  switch (c)
    {
    /* Translators: Rule of Trigon: copper, silver and gold are the three
       kinds of coin, the money of the game */
    case TRG_COPPER: return ngettext ("copper", "copper", n);
    /* Translators: Rule of Trigon: copper, silver and gold are the three
       kinds of coin, the money of the game */
    case TRG_SILVER: return ngettext ("silver", "silver", n);
    /* Translators: Rule of Trigon: copper, silver and gold are the three
       kinds of coin, the money of the game */
    case TRG_GOLD: return ngettext ("gold", "gold", n);
    default: return "?";
    }
}

static const char *
card_name (int card)
{
  if (card >= 0 && card < TRG_N_EVENT_KINDS)
    return trg_events[card].dutch;
  if (card >= TRG_N_EVENT_KINDS && card < TRG_N_CARD_CODES)
    return trg_tasks[card - TRG_N_EVENT_KINDS].dutch;
  return "?";
}

char *
trg_events_describe (TsGame             *game,
                    const TsEvent      *ev,
                    const char * const *names)
{
  const char *who = ev->seat >= 0 && names[ev->seat] != NULL ? names[ev->seat] : "?";
  const gint16 *a = ev->arg;
  const char *other = a[0] >= 0 && a[0] < TRG_MAX_SEATS && names[a[0]] != NULL ? names[a[0]] : "?";
  const char *loser = a[1] >= 0 && a[1] < TRG_MAX_SEATS && names[a[1]] != NULL ? names[a[1]] : "?";

  (void) game;
  switch (ev->kind)
    {
    case TRG_EV_ORDER_ROLL:
      /* Translators: %s is a player, %d a die */
      return g_strdup_printf (_("%s rolls %d for the order"), who, a[0]);
    case TRG_EV_ORDER:
      /* Translators: %d is the round number */
      return g_strdup_printf (_("Round %d begins"), a[4]);
    case TRG_EV_INCOME:
      /* Translators: taxes; %s is a player, then copper, silver, gold */
      return g_strdup_printf (_("%s collects %d copper, %d silver and %d gold"), who, a[0], a[1], a[2]);
    case TRG_EV_BIRTH:
      /* Translators: %s is a settlement's site, %d its inhabitants */
      return g_strdup_printf (_("%s now has %d inhabitants"), ts_trigon_place_name (a[0]), a[1]);
    case TRG_EV_CITY:
      /* Translators: %s is a player, the second %s a site */
      return g_strdup_printf (_("%s’s village on %s becomes a city"), who, ts_trigon_place_name (a[0]));
    case TRG_EV_REALM_KNIGHTS:
      /* Translators: %s is a player, the second %s a realm (a proper name) */
      return g_strdup_printf (_("%s holds all of %s and gets 8 knights"), who, trg_realm_names[CLAMP (a[0], 0, 3)]);
    case TRG_EV_PLACED:
      /* Translators: %s is a player, %d a count, then a figure and a site */
      return g_strdup_printf (_("%s places %d %s on %s"), who, a[2], figure_name (a[1]), ts_trigon_place_name (a[0]));
    case TRG_EV_FORFEIT:
      /* Translators: %s is a player, the second %s a figure */
      return g_strdup_printf (_("%s forfeits a bonus %s"), who, figure_name (a[0]));
    case TRG_EV_TURN:
      /* Translators: %s is a player */
      return g_strdup_printf (_("%s’s turn"), who);
    case TRG_EV_EXCHANGE:
      /* Translators: %s is a player, then two coin names */
      return g_strdup_printf (_("%s exchanges 3 %s for 1 %s"), who, coin_name (a[0], 3), coin_name (a[0] + 1, 1));
    case TRG_EV_BUILD:
      /* Translators: %s is a player, then a figure and a site */
      return g_strdup_printf (_("%s builds a %s on %s"), who, figure_name (a[0]), ts_trigon_place_name (a[1]));
    case TRG_EV_BUY_TASK:
      if (a[0] < 0)
        /* Translators: %s is a player */
        return g_strdup_printf (_("%s buys a task"), who);
      /* Translators: %s is a player, the second %s a task's title */
      return g_strdup_printf (_("%s draws the task %s"), who, trg_tasks[CLAMP (a[0], 0, TRG_N_TASKS - 1)].dutch);
    case TRG_EV_BUY_EVENT:
      if (a[0] < 0)
        /* Translators: %s is a player */
        return g_strdup_printf (_("%s buys an event card"), who);
      /* Translators: %s is a player, the second %s a card's name */
      return g_strdup_printf (_("%s draws %s"), who, card_name (a[0]));
    case TRG_EV_MOVE:
      /* Translators: %s is a player, then two positions and counts of knights, scouts, boats */
      return g_strdup_printf (_("%s moves from %s to %s: %d knights, %d scouts, %d boats"), who,
                              ts_trigon_place_name (a[0]), ts_trigon_place_name (a[1]), a[2], a[3], a[4]);
    case TRG_EV_FOUND:
      /* Translators: %s is a player, then a site and a village card's number */
      return g_strdup_printf (_("%s founds a village on %s with card V%02d"), who, ts_trigon_place_name (a[0]), a[1] + 1);
    case TRG_EV_ATTACK:
      /* Translators: %s is a player, then a position, the defender, and both sides' dice */
      return g_strdup_printf (_("%s attacks %s (%s): %d dice against %d"), who, ts_trigon_place_name (a[0]),
                              loser, a[2], a[3]);
    case TRG_EV_ROLL:
      /* Translators: the sums of a battle roll */
      return g_strdup_printf (_("Attacker rolls %d, defender rolls %d"), a[0], a[1]);
    case TRG_EV_LOSS:
    case TRG_EV_LOST:
      switch (a[0])
        {
        case TRG_LOSS_KNIGHT:
          /* Translators: %s is a player, the second %s a position */
          return g_strdup_printf (_("%s loses a knight on %s"), who, ts_trigon_place_name (a[1]));
        case TRG_LOSS_SCOUT:
          /* Translators: %s is a player, the second %s a position */
          return g_strdup_printf (_("%s loses a scout on %s"), who, ts_trigon_place_name (a[1]));
        case TRG_LOSS_BOAT:
          /* Translators: %s is a player, the second %s a position */
          return g_strdup_printf (_("%s loses a boat on %s"), who, ts_trigon_place_name (a[1]));
        case TRG_LOSS_SETTLEMENT:
          /* Translators: %s is a player, the second %s a site */
          return g_strdup_printf (_("%s loses the settlement on %s"), who, ts_trigon_place_name (a[1]));
        case TRG_LOSS_COIN:
          /* Translators: %s is a player, the second %s a coin (copper, silver or gold) */
          return g_strdup_printf (_("%s returns one %s to the bank"), who, coin_name (a[1], 1));
        default:
          /* Translators: %s is a player, %d a count, the second %s a site */
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s loses %d inhabitant on %s",
                                               "%s loses %d inhabitants on %s", a[2]),
                                  who, a[2], ts_trigon_place_name (a[1]));
        }
    case TRG_EV_BATTLE_WON:
      /* Translators: %s is a player, the second %s a position */
      return g_strdup_printf (_("%s wins the battle on %s"), who, ts_trigon_place_name (a[0]));
    case TRG_EV_CONQUER:
      /* Translators: %s is a player, then a site */
      return g_strdup_printf (_("%s conquers %s"), who, ts_trigon_place_name (a[0]));
    case TRG_EV_DESTROYED:
      /* Translators: %s is a player, then a site */
      return g_strdup_printf (_("%s destroys the settlement on %s"), who, ts_trigon_place_name (a[0]));
    case TRG_EV_PALACE_LOST:
      /* Translators: %s is a player */
      return g_strdup_printf (_("%s’s palace is destroyed"), who);
    case TRG_EV_PLAY:
      /* Translators: %s is a player, the second %s a card's name */
      return g_strdup_printf (_("%s plays %s"), who, card_name (a[0]));
    case TRG_EV_NEGATIVE:
      /* Translators: %s is a player, the second %s a card's name */
      return g_strdup_printf (_("%s draws the negative card %s"), who, card_name (a[0]));
    case TRG_EV_PROTECTED:
      /* Translators: %s is a player, the second %s a card's name */
      return g_strdup_printf (_("%s is protected against %s"), who, card_name (a[0]));
    case TRG_EV_TASK_DONE:
      /* Translators: %s is a player, the second %s a task's title */
      return g_strdup_printf (_("%s completes the task %s"), who, trg_tasks[CLAMP (a[0], 0, TRG_N_TASKS - 1)].dutch);
    case TRG_EV_BONUS_CARD:
      /* Translators: %s is a player, the second %s a bonus card */
      return g_strdup_printf (_("%s receives %s"), who, _(trg_bonus_names[CLAMP (a[0], 0, 1)]));
    case TRG_EV_OFFER:
      /* Translators: %s is a player, then the other player and the coins (copper, silver, gold) */
      return g_strdup_printf (_("%s offers %s %d/%d/%d for %d/%d/%d"), who, other, a[1] % 8, a[1] / 8 % 8,
                              a[1] / 64, a[2] % 8, a[2] / 8 % 8, a[2] / 64);
    case TRG_EV_ANSWER:
      return g_strdup_printf (a[0]
                              /* Translators: Rule of Trigon: a line of the
                                 game log: %s is a player who accepts a
                                 trade offer or a card swap */
                              ? _("%s accepts")
                              /* Translators: Rule of Trigon: a line of the
                                 game log: %s is a player who declines a
                                 trade offer or a card swap */
                              : _("%s declines"), who);
    case TRG_EV_SWAP:
      /* Translators: %s is a player, the second %s another */
      return g_strdup_printf (_("%s offers %s a blind swap"), who, other);
    case TRG_EV_SWAP_CARD:
      /* Translators: %s is a player, the second %s a card */
      return g_strdup_printf (_("%s receives %s in the swap"), who, card_name (a[0]));
    case TRG_EV_ELIMINATED:
      /* Translators: %s is a player */
      return g_strdup_printf (_("%s is eliminated"), who);
    case TRG_EV_CROWN:
      /* Translators: %s is a player */
      return g_strdup_printf (_("%s crowns an emperor"), who);
    case TRG_EV_WIN:
      /* Translators: %s is a player */
      return g_strdup_printf (_("%s wins"), who);
    case TRG_EV_CARDS:
      return g_strdup_printf (a[0]
                              /* Translators: Rule of Trigon: a line of the
                                 game log in a battle; %s is a player;
                                 battle cards are event cards that add dice */
                              ? _("%s plays battle cards")
                              /* Translators: Rule of Trigon: a line of the
                                 game log in a battle; %s is a player */
                              : _("%s plays no battle card"), who);
    case TRG_EV_FLEE:
      /* Translators: %s is a player */
      return g_strdup_printf (_("%s plays Vluchten and flees"), who);
    case TRG_EV_SPY:
      /* Translators: %s is a player, then a card's name */
      return g_strdup_printf (_("%s holds %s"), other, card_name (a[1]));
    case TRG_EV_TAKE:
      if (a[1] < 0)
        /* Translators: %s is a player, the second %s another */
        return g_strdup_printf (_("%s takes a card from %s"), who, other);
      /* Translators: %s is a player, then a card's name and another player */
      return g_strdup_printf (_("%s takes %s from %s"), who, card_name (a[1]), other);
    case TRG_EV_TRADE_COINS:
      /* Translators: %s is a player, %d a count, then another player */
      return g_strdup_printf (_("%s takes %d copper from %s"), who, a[1], other);
    default:
      return NULL;
    }
}

/* A text map: every occupied position, every seat's treasury. */
char *
trg_events_describe_position (TsGame             *game,
                             const char * const *names)
{
  TrgState *st = trg_state (game);
  GString *s = g_string_new (NULL);

  /* Translators: %d is the round number */
  g_string_append_printf (s, _("Round %d"), st->round);
  g_string_append_c (s, '\n');
  for (int seat = 0; seat < st->n_players; seat++)
    {
      g_string_append_printf (s, "%s (%s): ", names[seat] != NULL ? names[seat] : "?",
                              trg_realm_names[CLAMP (st->realm[seat], 0, 3)]);
      /* Translators: a player's line: score, copper, silver, gold, hand cards, tasks done */
      g_string_append_printf (s, _("%d points, %d copper, %d silver, %d gold, %u cards, %u tasks in hand, %d tasks done"),
                              trg_score (st, seat), st->coins[seat][0], st->coins[seat][1], st->coins[seat][2],
                              trg_count_hand (st, seat), (guint) __builtin_popcount (st->tasks_held[seat]),
                              st->n_tasks_done[seat]);
      if (st->eliminated[seat])
        /* Translators: Rule of Trigon: a line of the game log, telling what
           happened */
        g_string_append_printf (s, " %s", _("(eliminated)"));
      g_string_append_c (s, '\n');
    }
  for (int p = 0; p < TRG_N_POSITIONS; p++)
    {
      int o = st->occupant[p];

      if (o == TRG_NONE)
        continue;
      g_string_append_printf (s, "  %-8s %s", trg_position_id (p), names[o] != NULL ? names[o] : "?");
      if (p < TRG_N_SITES && st->settle[p].owner != TRG_NONE)
        g_string_append_printf (s, " %s%d V%02d %s %d", st->settle[p].city ? "city" : "village",
                                st->settle[p].token, st->settle[p].card + 1, "inh", st->settle[p].inhabitants);
      if (trg_count_knights (st, p))
        g_string_append_printf (s, " %uk", trg_count_knights (st, p));
      if (trg_count_scouts (st, p))
        g_string_append_printf (s, " %us", trg_count_scouts (st, p));
      if (trg_count_boats (st, p))
        g_string_append_printf (s, " %ub", trg_count_boats (st, p));
      g_string_append_c (s, '\n');
    }
  /* Translators: the sizes of the decks; %d are counts */
  g_string_append_printf (s, _("Decks: %d village cards, %d tasks, %d event cards, %d discarded"),
                          st->n_village, st->n_task, st->n_event, st->n_discard);
  g_string_append_c (s, '\n');
  for (int b = 0; b < TRG_N_BONUS_CARDS; b++)
    if (st->bonus_holder[b] >= 0)
      {
        /* Translators: a bonus card and who holds it */
        g_string_append_printf (s, _("%s: %s"), _(trg_bonus_names[b]),
                                names[st->bonus_holder[b]] != NULL ? names[st->bonus_holder[b]] : "?");
        g_string_append_c (s, '\n');
      }
  if (st->battle.active)
    {
      /* Translators: a battle in progress: a position, then both sides' dice */
      g_string_append_printf (s, _("Battle on %s: %d dice against %d"), trg_position_id (st->battle.target),
                              trg_battle_dice (st, TRUE), trg_battle_dice (st, FALSE));
      g_string_append_c (s, '\n');
    }
  /* A seat's view: its own hand (hands of others are hidden). */
  if (st->view_seat >= 0 && st->view_seat < st->n_players)
    {
      int me = st->view_seat;

      /* Translators: followed by the cards of the player's hand */
      g_string_append (s, _("Your hand:"));
      for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
        for (int c = 0; c < st->hand[me][e]; c++)
          g_string_append_printf (s, " %s %s,", trg_events[e].id, trg_events[e].dutch);
      for (int t = 0; t < TRG_N_TASKS; t++)
        if (st->tasks_held[me] & (1u << t))
          g_string_append_printf (s, " %s %s (%d),", trg_tasks[t].id, trg_tasks[t].dutch, st->progress[me][t]);
      if (s->str[s->len - 1] == ',')
        g_string_truncate (s, s->len - 1);
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}
