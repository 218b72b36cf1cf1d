/* trigon-events.c — Rule of Trigon in words: the log's sentences and the
 * text map of the command line's "show"
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "trigon-private.h"
#include "trigon-words.h"

/* The order of turns of a round: "Ada, Bob and Cleo". */
static char *
order_words (const gint16       *a,
             const char * const *names)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();

  for (int i = 0; i < TRG_MAX_SEATS; i++)
    if (a[i] >= 0 && a[i] < TRG_MAX_SEATS)
      g_ptr_array_add (parts, (gpointer) ts_game_name_of (names, a[i]));
  return trg_words_join (parts);
}

static char *
describe_loss (const TsEvent      *ev,
               const char * const *names)
{
  const char *who = ts_game_name_of (names, ev->seat);
  const gint16 *a = ev->arg;
  const char *where = ts_trigon_place_name (a[1]);

  switch (a[0])
    {
    case TRG_LOSS_KNIGHT:
      /* Translators: Rule of Trigon: a line of the game log; %s is a
         player, the second %s a place */
      return g_strdup_printf (_("%s loses a knight on %s."), who, where);
    case TRG_LOSS_SCOUT:
      /* Translators: Rule of Trigon: a line of the game log; %s is a
         player, the second %s a place */
      return g_strdup_printf (_("%s loses a scout on %s."), who, where);
    case TRG_LOSS_BOAT:
      /* Translators: Rule of Trigon: a line of the game log; %s is a
         player, the second %s a place */
      return g_strdup_printf (_("%s loses a boat on %s."), who, where);
    case TRG_LOSS_SETTLEMENT:
      /* Translators: Rule of Trigon: a line of the game log; %s is a
         player, the second %s a site */
      return g_strdup_printf (_("%s loses the settlement on %s."), who, where);
    case TRG_LOSS_COIN:
      switch (a[1])
        {
        case TRG_COPPER:
          /* Translators: Rule of Trigon: a line of the game log; %s is a
             player */
          return g_strdup_printf (_("%s returns 1 copper to the bank."), who);
        case TRG_SILVER:
          /* Translators: Rule of Trigon: a line of the game log; %s is a
             player */
          return g_strdup_printf (_("%s returns 1 silver to the bank."), who);
        default:
          /* Translators: Rule of Trigon: a line of the game log; %s is a
             player */
          return g_strdup_printf (_("%s returns 1 gold to the bank."), who);
        }
    default:
      {
        int n = MAX (a[2], 1);

        /* Translators: Rule of Trigon: a line of the game log; %1$s is a
           player, %2$d a count, %3$s a site */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s loses %2$d inhabitant on %3$s.",
                                             "%1$s loses %2$d inhabitants on %3$s.", n),
                                who, n, ts_trigon_place_name (a[1]));
      }
    }
}

/* A card played, with what it was played on. */
static char *
describe_play (const TsEvent      *ev,
               const char * const *names)
{
  const char *who = ts_game_name_of (names, ev->seat);
  const gint16 *a = ev->arg;
  int e = CLAMP (a[0], 0, TRG_N_EVENT_KINDS - 1);
  g_autofree char *card = trg_words_card_quoted (e);

  if (a[1] < 0)
    /* Translators: Rule of Trigon: a line of the game log: a protection
       card played against a negative card; %1$s is a player, %2$s a card */
    return g_strdup_printf (_("%1$s plays %2$s to be protected."), who, card);
  switch (e)
    {
    case TRG_E_PROMOTIE: case TRG_E_WACHTTOREN: case TRG_E_GEBOORTEGOLF: case TRG_E_GOEDE_OOGST:
    case TRG_E_VLIJTIGE_ONDERDAAN: case TRG_E_INTRIGE:
      /* Translators: Rule of Trigon: a line of the game log; %1$s is a
         player, %2$s a card, %3$s a place */
      return g_strdup_printf (_("%1$s plays %2$s on %3$s."), who, card, ts_trigon_place_name (a[1]));
    case TRG_E_OVERLOPER:
      switch (a[2])
        {
        case TRG_FIG_KNIGHT:
          /* Translators: Rule of Trigon: a line of the game log; %1$s is
             a player, %2$s a card, %3$s a place */
          return g_strdup_printf (_("%1$s plays %2$s and wins over the knight on %3$s."), who, card,
                                  ts_trigon_place_name (a[1]));
        case TRG_FIG_SCOUT:
          /* Translators: Rule of Trigon: a line of the game log; %1$s is
             a player, %2$s a card, %3$s a place */
          return g_strdup_printf (_("%1$s plays %2$s and wins over the scout on %3$s."), who, card,
                                  ts_trigon_place_name (a[1]));
        default:
          /* Translators: Rule of Trigon: a line of the game log; %1$s is
             a player, %2$s a card, %3$s a place */
          return g_strdup_printf (_("%1$s plays %2$s and wins over the boat on %3$s."), who, card,
                                  ts_trigon_place_name (a[1]));
        }
    case TRG_E_HEERSER:
      {
        g_autofree char *coins = trg_words_coins (a[1], a[2], a[3]);

        /* Translators: Rule of Trigon: a line of the game log; %1$s is a
           player, %2$s a card, %3$s coins ("2 silver and 3 gold") */
        return g_strdup_printf (_("%1$s plays %2$s and takes %3$s from the bank."), who, card, coins);
      }
    case TRG_E_DIEFSTAL:
      {
        g_autofree char *coins = trg_words_coins (a[2], a[3], a[4]);

        /* Translators: Rule of Trigon: a line of the game log; %1$s is a
           player, %2$s a card, %3$s coins, %4$s another player */
        return g_strdup_printf (_("%1$s plays %2$s and steals %3$s from %4$s."), who, card, coins,
                                ts_game_name_of (names, a[1]));
      }
    case TRG_E_AMBACHTSGILDE: case TRG_E_SPIONAGE:
      /* Translators: Rule of Trigon: a line of the game log; %1$s is a
         player, %2$s a card, %3$s another player */
      return g_strdup_printf (_("%1$s plays %2$s against %3$s."), who, card, ts_game_name_of (names, a[1]));
    default:
      /* Translators: Rule of Trigon: a line of the game log; %1$s is a
         player, %2$s a card */
      return g_strdup_printf (_("%1$s plays %2$s."), who, card);
    }
}

static char *
describe_win (const TsEvent      *ev,
              const char * const *names)
{
  const char *who = ts_game_name_of (names, ev->seat);

  switch (ev->arg[0])
    {
    case TRG_END_EMPEROR:
      /* Translators: Rule of Trigon: a line of the game log; %s is a
         player */
      return g_strdup_printf (_("%s has crowned an emperor and wins the game."), who);
    case TRG_END_TASKS:
      /* Translators: Rule of Trigon: a line of the game log; %s is a
         player; task cards are goals that score when completed */
      return g_strdup_printf (_("%s has completed enough tasks and wins the game."), who);
    case TRG_END_LAST_STANDING:
      /* Translators: Rule of Trigon: a line of the game log; %s is a
         player */
      return g_strdup_printf (_("%s is the last ruler standing and wins the game."), who);
    case TRG_END_ROUNDS:
      /* Translators: Rule of Trigon: a line of the game log; %s is a
         player */
      return g_strdup_printf (_("The last round is over: %s has the most points and wins the game."), who);
    case TRG_END_POINTS:
    default:
      /* Translators: Rule of Trigon: a line of the game log; %s is a
         player */
      return g_strdup_printf (_("%s has the points to win and wins the game."), who);
    }
}

char *
trg_events_describe (TsGame             *game,
                    const TsEvent      *ev,
                    const char * const *names)
{
  const char *who = ts_game_name_of (names, ev->seat);
  const gint16 *a = ev->arg;
  const char *other = ts_game_name_of (names, a[0]);
  const char *loser = ts_game_name_of (names, a[1]);

  (void) game;
  switch (ev->kind)
    {
    case TRG_EV_ORDER_ROLL:
      /* Translators: Rule of Trigon: a line of the game log; %1$s is a
         player, %2$d the number on a die */
      return g_strdup_printf (_("%1$s rolls %2$d for the order of turns."), who, a[0]);
    case TRG_EV_ORDER:
      {
        g_autofree char *order = order_words (a, names);

        /* Translators: Rule of Trigon: a line of the game log; %1$d is the
           round number, %2$s the players in the order they take their
           turns ("Ada, Bob and Cleo") */
        return g_strdup_printf (_("Round %1$d begins; the order of turns is %2$s."), a[4], order);
      }
    case TRG_EV_INCOME:
      {
        g_autofree char *coins = NULL;

        if (a[0] + a[1] + a[2] <= 0)
          /* Translators: Rule of Trigon: a line of the game log; %s is a
             player who receives no coins this round */
          return g_strdup_printf (_("%s collects no taxes."), who);
        coins = trg_words_coins (a[0], a[1], a[2]);
        /* Translators: Rule of Trigon: a line of the game log; %1$s is a
           player, %2$s coins ("3 copper and 1 silver") */
        return g_strdup_printf (_("%1$s collects %2$s in taxes."), who, coins);
      }
    case TRG_EV_BIRTH:
      /* Translators: Rule of Trigon: a line of the game log; %1$s is a
         settlement's site, %2$d its inhabitants now */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s now has %2$d inhabitant.",
                                           "%1$s now has %2$d inhabitants.", a[1]),
                              ts_trigon_place_name (a[0]), a[1]);
    case TRG_EV_CITY:
      /* Translators: Rule of Trigon: a line of the game log; %1$s is a
         player, %2$s a site */
      return g_strdup_printf (_("%1$s’s village on %2$s becomes a city."), who, ts_trigon_place_name (a[0]));
    case TRG_EV_REALM_KNIGHTS:
      /* Translators: Rule of Trigon: a line of the game log; %1$s is a
         player, %2$s a realm (a proper name), %3$d a count */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s holds all of %2$s and receives %3$d knight.",
                                           "%1$s holds all of %2$s and receives %3$d knights.", TRG_REALM_KNIGHTS),
                              who, trg_realm_names[CLAMP (a[0], 0, 3)], TRG_REALM_KNIGHTS);
    case TRG_EV_PLACED:
      {
        g_autofree char *figures = trg_words_figures (CLAMP (a[1], 0, TRG_N_FIGURES - 1), a[2]);

        /* Translators: Rule of Trigon: a line of the game log; %1$s is a
           player, %2$s figures ("3 knights"), %3$s a site */
        return g_strdup_printf (_("%1$s places %2$s on %3$s."), who, figures, ts_trigon_place_name (a[0]));
      }
    case TRG_EV_FORFEIT:
      switch (a[0])
        {
        case TRG_FIG_KNIGHT:
          /* Translators: Rule of Trigon: a line of the game log; %s is a
             player whose bonus figure has nowhere to stand */
          return g_strdup_printf (_("%s forfeits a bonus knight."), who);
        case TRG_FIG_SCOUT:
          /* Translators: Rule of Trigon: a line of the game log; %s is a
             player whose bonus figure has nowhere to stand */
          return g_strdup_printf (_("%s forfeits a bonus scout."), who);
        default:
          /* Translators: Rule of Trigon: a line of the game log; %s is a
             player whose bonus figure has nowhere to stand */
          return g_strdup_printf (_("%s forfeits a bonus boat."), who);
        }
    case TRG_EV_TURN:
      /* Translators: Rule of Trigon: a line of the game log; %s is a
         player */
      return g_strdup_printf (_("Now it is %s’s turn."), who);
    case TRG_EV_EXCHANGE:
      if (a[0] == TRG_COPPER)
        /* Translators: Rule of Trigon: a line of the game log; %s is a
           player */
        return g_strdup_printf (_("%s exchanges 3 copper for 1 silver at the bank."), who);
      /* Translators: Rule of Trigon: a line of the game log; %s is a
         player */
      return g_strdup_printf (_("%s exchanges 3 silver for 1 gold at the bank."), who);
    case TRG_EV_BUILD:
      switch (a[0])
        {
        case TRG_FIG_KNIGHT:
          /* Translators: Rule of Trigon: a line of the game log; %1$s is a
             player, %2$s a site */
          return g_strdup_printf (_("%1$s builds a knight on %2$s."), who, ts_trigon_place_name (a[1]));
        case TRG_FIG_SCOUT:
          /* Translators: Rule of Trigon: a line of the game log; %1$s is a
             player, %2$s a site */
          return g_strdup_printf (_("%1$s builds a scout on %2$s."), who, ts_trigon_place_name (a[1]));
        default:
          /* Translators: Rule of Trigon: a line of the game log; %1$s is a
             player, %2$s a site */
          return g_strdup_printf (_("%1$s builds a boat on %2$s."), who, ts_trigon_place_name (a[1]));
        }
    case TRG_EV_BUY_TASK:
      if (a[0] < 0)
        /* Translators: Rule of Trigon: a line of the game log; %s is a
           player */
        return g_strdup_printf (_("%s buys a task."), who);
      {
        g_autofree char *card = trg_words_card_quoted (TRG_CARD_TASK (CLAMP (a[0], 0, TRG_N_TASKS - 1)));

        /* Translators: Rule of Trigon: a line of the game log; %1$s is a
           player, %2$s a task card's name */
        return g_strdup_printf (_("%1$s draws the task %2$s."), who, card);
      }
    case TRG_EV_BUY_EVENT:
      if (a[0] < 0)
        /* Translators: Rule of Trigon: a line of the game log; %s is a
           player */
        return g_strdup_printf (_("%s buys an event card."), who);
      {
        g_autofree char *card = trg_words_card_quoted (a[0]);

        /* Translators: Rule of Trigon: a line of the game log; %1$s is a
           player, %2$s an event card's name */
        return g_strdup_printf (_("%1$s draws the event card %2$s."), who, card);
      }
    case TRG_EV_MOVE:
      {
        g_autofree char *army = trg_words_army (a[2], a[3], a[4]);

        if (a[4] > 0)
          /* Translators: Rule of Trigon: a line of the game log; %1$s is a
             player, %2$s the figures ("2 knights and 1 boat"), %3$s and
             %4$s two harbours */
          return g_strdup_printf (_("%1$s sails %2$s from %3$s to %4$s."), who, army,
                                  ts_trigon_place_name (a[0]), ts_trigon_place_name (a[1]));
        /* Translators: Rule of Trigon: a line of the game log; %1$s is a
           player, %2$s the figures ("3 knights and 1 scout"), %3$s and %4$s
           two places */
        return g_strdup_printf (_("%1$s moves %2$s from %3$s to %4$s."), who, army, ts_trigon_place_name (a[0]),
                                ts_trigon_place_name (a[1]));
      }
    case TRG_EV_FOUND:
      {
        const TrgVillageKind *kind = trg_village_kind (CLAMP (a[1], 0, TRG_N_VILLAGE_CARDS - 1));

        /* Translators: Rule of Trigon: a line of the game log; %1$s is a
           player, %2$s a site, %3$s the kind of village card drawn for
           it ("Fishing village") */
        return g_strdup_printf (_("%1$s founds a village on %2$s with the village card “%3$s”."), who,
                                ts_trigon_place_name (a[0]), _(kind->name));
      }
    case TRG_EV_ATTACK:
      /* Translators: Rule of Trigon: a line of the game log; %1$s is a
         player, %2$s a place, %3$s the player attacked, %4$d and %5$d both
         sides' dice */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s attacks %2$s, held by %3$s, with %4$d die against %5$d.",
                                           "%1$s attacks %2$s, held by %3$s, with %4$d dice against %5$d.", a[2]),
                              who, ts_trigon_place_name (a[0]), loser, a[2], a[3]);
    case TRG_EV_ROLL:
      /* Translators: Rule of Trigon: a line of the game log: the sums of
         both sides' dice in a battle */
      return g_strdup_printf (_("The attacker rolls %1$d, the defender %2$d."), a[0], a[1]);
    case TRG_EV_LOSS:
    case TRG_EV_LOST:
      return describe_loss (ev, names);
    case TRG_EV_BATTLE_WON:
      /* Translators: Rule of Trigon: a line of the game log; %1$s is a
         player, %2$s a place */
      return g_strdup_printf (_("%1$s wins the battle for %2$s."), who, ts_trigon_place_name (a[0]));
    case TRG_EV_CONQUER:
      /* Translators: Rule of Trigon: a line of the game log; %1$s is a
         player, %2$s a site, %3$s the player who held it */
      return g_strdup_printf (_("%1$s conquers %2$s from %3$s."), who, ts_trigon_place_name (a[0]), loser);
    case TRG_EV_DESTROYED:
      /* Translators: Rule of Trigon: a line of the game log; %1$s is a
         player, %2$s the player whose settlement it was, %3$s a site */
      return g_strdup_printf (_("%1$s destroys %2$s’s settlement on %3$s."), who, loser,
                              ts_trigon_place_name (a[0]));
    case TRG_EV_PALACE_LOST:
      /* Translators: Rule of Trigon: a line of the game log; %s is a
         player */
      return g_strdup_printf (_("%s’s palace is destroyed."), who);
    case TRG_EV_PLAY:
      return describe_play (ev, names);
    case TRG_EV_NEGATIVE:
      {
        g_autofree char *card = trg_words_card_quoted (a[0]);

        /* Translators: Rule of Trigon: a line of the game log; %1$s is a
           player, %2$s a card's name */
        return g_strdup_printf (_("%1$s draws the negative card %2$s."), who, card);
      }
    case TRG_EV_PROTECTED:
      {
        g_autofree char *card = trg_words_card_quoted (a[0]);

        /* Translators: Rule of Trigon: a line of the game log; %1$s is a
           player, %2$s a negative card's name */
        return g_strdup_printf (_("%1$s is protected against %2$s."), who, card);
      }
    case TRG_EV_TASK_DONE:
      {
        g_autofree char *card = trg_words_card_quoted (TRG_CARD_TASK (CLAMP (a[0], 0, TRG_N_TASKS - 1)));

        /* Translators: Rule of Trigon: a line of the game log; %1$s is a
           player, %2$s a task card's name */
        return g_strdup_printf (_("%1$s completes the task %2$s."), who, card);
      }
    case TRG_EV_BONUS_CARD:
      /* Translators: Rule of Trigon: a line of the game log; %1$s is a
         player, %2$s a bonus card's name */
      return g_strdup_printf (_("%1$s receives the bonus card “%2$s”."), who, _(trg_bonus_names[CLAMP (a[0], 0, 1)]));
    case TRG_EV_OFFER:
      {
        g_autofree char *give = trg_words_coins (a[1] % 8, a[1] / 8 % 8, a[1] / 64);
        g_autofree char *get = trg_words_coins (a[2] % 8, a[2] / 8 % 8, a[2] / 64);

        /* Translators: Rule of Trigon: a line of the game log; %1$s is a
           player, %2$s another, %3$s and %4$s coins ("4 copper for 1
           silver") */
        return g_strdup_printf (_("%1$s offers %2$s %3$s for %4$s."), who, other, give, get);
      }
    case TRG_EV_ANSWER:
      return g_strdup_printf (a[0]
                              /* Translators: Rule of Trigon: a line of the
                                 game log: %s is a player who accepts a
                                 trade offer or a card swap */
                              ? _("%s accepts the offer.")
                              /* Translators: Rule of Trigon: a line of the
                                 game log: %s is a player who declines a
                                 trade offer or a card swap */
                              : _("%s declines the offer."), who);
    case TRG_EV_SWAP:
      /* Translators: Rule of Trigon: a line of the game log; %1$s is a
         player, %2$s another */
      return g_strdup_printf (_("%1$s offers %2$s a blind swap of one card."), who, other);
    case TRG_EV_SWAP_CARD:
      {
        g_autofree char *card = trg_words_card_quoted (a[0]);

        /* Translators: Rule of Trigon: a line of the game log; %1$s is a
           player, %2$s a card's name */
        return g_strdup_printf (_("%1$s receives %2$s in the swap."), who, card);
      }
    case TRG_EV_ELIMINATED:
      /* Translators: Rule of Trigon: a line of the game log; %s is a
         player */
      return g_strdup_printf (_("%s is out of the game."), who);
    case TRG_EV_CROWN:
      /* Translators: Rule of Trigon: a line of the game log; %s is a
         player */
      return g_strdup_printf (_("%s crowns an emperor."), who);
    case TRG_EV_WIN:
      return describe_win (ev, names);
    case TRG_EV_CARDS:
      {
        g_autofree char *cards = NULL;

        if (a[0] == 0)
          /* Translators: Rule of Trigon: a line of the game log in a
             battle; %s is a player */
          return g_strdup_printf (_("%s plays no battle card."), who);
        cards = trg_words_battle_cards (a[0]);
        /* Translators: Rule of Trigon: a line of the game log in a battle;
           %1$s is a player, %2$s cards ("“Cavalry” and “Ambush”") */
        return g_strdup_printf (_("%1$s plays %2$s in the battle."), who, cards);
      }
    case TRG_EV_FLEE:
      {
        g_autofree char *card = trg_words_card_quoted (TRG_E_VLUCHTEN);

        /* Translators: Rule of Trigon: a line of the game log; %1$s is a
           player, %2$s the card's name ("Flee") */
        return g_strdup_printf (_("%1$s plays %2$s: the defenders leave and there is no battle."), who, card);
      }
    case TRG_EV_SPY:
      {
        g_autofree char *card = trg_words_card_quoted (a[1]);
        int n = MAX (a[2], 1);

        /* Translators: Rule of Trigon: a line of the game log, seen only by
           the spy; %1$s is a player, %2$d a count, %3$s a card's name */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s holds %2$d card %3$s.", "%1$s holds %2$d cards %3$s.", n),
                                other, n, card);
      }
    case TRG_EV_TAKE:
      if (a[1] < 0)
        /* Translators: Rule of Trigon: a line of the game log; %1$s is a
           player, %2$s another */
        return g_strdup_printf (_("%1$s takes a card from %2$s."), who, other);
      {
        g_autofree char *card = trg_words_card_quoted (a[1]);

        /* Translators: Rule of Trigon: a line of the game log; %1$s is a
           player, %2$s a card's name, %3$s another player */
        return g_strdup_printf (_("%1$s takes %2$s from %3$s."), who, card, other);
      }
    case TRG_EV_TRADE_COINS:
      if (a[1] <= 0)
        /* Translators: Rule of Trigon: a line of the game log (the card
           Craft Guild); %1$s is a player, %2$d a die, %3$s another
           player */
        return g_strdup_printf (_("%1$s rolls %2$d, but %3$s has no copper."), who, a[3], other);
      /* Translators: Rule of Trigon: a line of the game log (the card Craft
         Guild); %1$s is a player, %2$d a die, %3$d a count, %4$s another
         player */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s rolls %2$d and takes %3$d copper from %4$s.",
                                           "%1$s rolls %2$d and takes %3$d copper from %4$s.", a[1]),
                              who, a[3], a[1], other);
    default:
      return NULL;
    }
}

/* Ends a list of ", "-separated items with a line end. */
static void
end_list (GString *s)
{
  if (s->str[s->len - 1] == ',')
    g_string_truncate (s, s->len - 1);
  g_string_append_c (s, '\n');
}

/* SEAT's event cards and tasks in hand, by code and name, and a line end. */
static void
append_hand (GString        *s,
             const TrgState *st,
             int             seat)
{
  for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
    for (int c = 0; c < st->hand[seat][e]; c++)
      g_string_append_printf (s, " %s %s,", trg_events[e].id, trg_words_card_name (e));
  for (int t = 0; t < TRG_N_TASKS; t++)
    if (st->tasks_held[seat] & (1u << t))
      g_string_append_printf (s, " %s %s (%d),", trg_tasks[t].id, trg_words_card_name (TRG_CARD_TASK (t)),
                              st->progress[seat][t]);
  end_list (s);
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
      /* The whole state (show --all): every hand, by name. */
      if (st->view_seat == TRG_NONE && (trg_count_hand (st, seat) > 0 || st->tasks_held[seat] != 0))
        {
          /* Translators: Rule of Trigon: followed by the cards a player
             holds, in the text of a whole position */
          g_string_append_printf (s, "  %s", _("Hand:"));
          append_hand (s, st, seat);
        }
      if (st->played[seat] != 0)
        {
          /* Translators: Rule of Trigon: followed by the event cards lying
             face up before a player */
          g_string_append_printf (s, "  %s", _("Face up:"));
          for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
            if (st->played[seat] & (G_GUINT64_CONSTANT (1) << e))
              g_string_append_printf (s, " %s %s,", trg_events[e].id, trg_words_card_name (e));
          end_list (s);
        }
      if (st->tasks_done[seat] != 0)
        {
          /* Translators: Rule of Trigon: followed by the tasks a player has
             completed */
          g_string_append_printf (s, "  %s", _("Tasks done:"));
          for (int t = 0; t < TRG_N_TASKS; t++)
            if (st->tasks_done[seat] & (1u << t))
              g_string_append_printf (s, " %s %s,", trg_tasks[t].id, trg_words_card_name (TRG_CARD_TASK (t)));
          end_list (s);
        }
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
      append_hand (s, st, me);
    }
  return g_string_free (s, FALSE);
}
