/* trigon-advice.c — a suggested move of Rule of Trigon as advice: what to
 * do, and why where the computer player knows why
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game's advise_move hook (the hint, tessella-cli think).  It runs on
 * the seat's view, so its reasons come only from what the seat may see:
 * the board, the coins, its own hand.  The reasons are the computer
 * player's own numbers (trigon-ai.c): the exact battle odds of §10.2, the
 * threat to a settlement, the coins it means to spend.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "trigon-private.h"
#include "trigon-words.h"

/* §10.3: a settlement is threatened above this chance of being lost. */
#define THREATENED 0.3

/* "Found a village on X: it wins the game." (both taken). */
static char *
with_reason (char *what,
             char *why)
{
  char *text;

  if (why == NULL)
    /* Translators: Rule of Trigon: a piece of advice (a suggested move)
       without a reason; %s says what to do */
    text = g_strdup_printf (C_("advice", "%s."), what);
  else
    /* Translators: Rule of Trigon: a piece of advice (a suggested move):
       %1$s says what to do ("Attack Pyros from IJzeehaven with 4 knights"),
       %2$s why ("you win about 7 times in 10") */
    text = g_strdup_printf (C_("advice", "%1$s: %2$s."), what, why);
  g_free (what);
  g_free (why);
  return text;
}

static gboolean
palace_at (const TrgState *st,
           int            pos)
{
  int o = st->occupant[pos];

  return o >= 0 && st->palace[o] && pos == trg_capital_of_realm (st->realm[o]) && st->settle[pos].owner == o;
}

/* The chance that KNIGHTS and SCOUTS take POS as it stands (§10.2). */
static double
take_chance (const TrgState *st,
             int            attackers,
             int            pos)
{
  return trg_ai_battle_chance (attackers, (int) trg_count_knights (st, pos), (int) trg_count_boats (st, pos),
                              (int) trg_count_scouts (st, pos),
                              trg_position_is_site (pos) && st->settle[pos].owner != TRG_NONE, palace_at (st, pos));
}

/* No other opponent of SEAT has more copper (COPPER) or coins, in
 * copper's worth, than VICTIM. */
static gboolean
richest (const TrgState *st,
         int            seat,
         int            victim,
         gboolean       copper)
{
  double v;

  if (victim < 0 || victim >= st->n_players || victim == seat)
    return FALSE;
  v = copper ? st->coins[victim][TRG_COPPER] : trg_ai_coins_value (st->coins[victim]);
  for (int s = 0; s < st->n_players; s++)
    if (s != seat && s != victim && !st->eliminated[s] &&
        (copper ? st->coins[s][TRG_COPPER] : trg_ai_coins_value (st->coins[s])) > v)
      return FALSE;
  return v > 0;
}

/* MOVE applied to a copy of the view wins the game for SEAT. */
static gboolean
wins (TsGame       *view,
      int           seat,
      const TsMove *move)
{
  g_autoptr(TsGame) copy = ts_game_copy (view);
  TrgState *cs = trg_state (copy);

  return ts_game_apply_move (copy, move, NULL) && cs->phase == TRG_PHASE_OVER && cs->winner == seat;
}

/* Why SEAT wants coins of COIN, or NULL. */
static char *
coin_reason (const TrgState *st,
             int            seat,
             int            coin)
{
  switch (trg_ai_coin_purpose (st, seat, coin))
    {
    case TRG_AI_FOR_KNIGHTS:
      /* Translators: Rule of Trigon: why a move is suggested */
      return g_strdup (_("you need copper for knights to defend a settlement"));
    case TRG_AI_FOR_SCOUT:
      return g_strdup (coin == TRG_SILVER
                       /* Translators: Rule of Trigon: why a move is
                          suggested; a scout costs 3 silver and 1 gold */
                       ? _("you need silver for a scout")
                       /* Translators: Rule of Trigon: why a move is
                          suggested; a scout costs 3 silver and 1 gold */
                       : _("you need gold for a scout"));
    case TRG_AI_FOR_EMPEROR:
      return g_strdup (coin == TRG_SILVER
                       /* Translators: Rule of Trigon: why a move is
                          suggested; crowning an emperor wins the game */
                       ? _("you need silver to crown an emperor")
                       /* Translators: Rule of Trigon: why a move is
                          suggested; crowning an emperor wins the game */
                       : _("you need gold to crown an emperor"));
    case TRG_AI_FOR_TASK:
      if (coin == TRG_GOLD)
        /* Translators: Rule of Trigon: why a move is suggested; a task
           card costs 1 gold */
        return g_strdup (_("you need gold for a task"));
      return NULL;
    case TRG_AI_FOR_NOTHING:
    default:
      return NULL;
    }
}

/* A Trade task of SEAT that receiving COIN completes, or TRG_NONE. */
static int
trade_task (const TrgState *st,
            int            seat,
            int            param)
{
  for (int t = 0; t < TRG_N_TASKS; t++)
    if ((st->tasks_held[seat] & (1u << t)) && trg_tasks[t].category == TRG_TCAT_HANDEL && trg_tasks[t].param == param)
      return t;
  return TRG_NONE;
}

/* CARD is a Colonise task of SEAT whose realm has too few sites left to
 * found on (the computer player's reason to give it away, §10.4). */
static gboolean
task_impossible (const TrgState *st,
                 int            seat,
                 int            card)
{
  int t = card - TRG_N_EVENT_KINDS, free = 0;

  if (t < 0 || t >= TRG_N_TASKS || trg_tasks[t].category != TRG_TCAT_ONTWIKKELING ||
      !(st->tasks_held[seat] & (1u << t)))
    return FALSE;
  for (int i = 0; i < TRG_SITES_PER_REALM; i++)
    free += trg_ai_eligible (st, seat, trg_tasks[t].param * TRG_SITES_PER_REALM + i);
  return free + st->progress[seat][t] < 2;
}

/* An answer completes TASK; an offer WOULD, if it is accepted. */
static char *
completes_task (int      task,
                gboolean would)
{
  g_autofree char *card = trg_words_card_quoted (TRG_CARD_TASK (task));

  if (would)
    /* Translators: Rule of Trigon: why an offer to another player is
       suggested; %s is a task card's name */
    return g_strdup_printf (_("if accepted, it completes your task %s"), card);
  /* Translators: Rule of Trigon: why a move is suggested; %s is a task
     card's name */
  return g_strdup_printf (_("it completes your task %s"), card);
}

/* The threat to SEAT's settlement on SITE, as a reason, or NULL. */
static char *
threat_reason (const TrgState *st,
               int            seat,
               int            site)
{
  double threat;
  g_autofree char *hold = NULL;

  if (!trg_position_is_site (site) || st->settle[site].owner != seat)
    return NULL;
  threat = trg_ai_threat (st, seat, site);
  if (threat <= THREATENED)
    return NULL;
  hold = trg_words_hold_chance (1.0 - threat);
  /* Translators: Rule of Trigon: why a move is suggested; %s is the
     chance to keep the settlement ("you hold it about 4 times in 10") */
  return g_strdup_printf (_("an enemy army stands next to it, and as it is %s"), hold);
}

/* The land steps from FROM to the nearest site SEAT may found on, over
 * positions no other seat holds; -1 when none is reachable. */
static int
steps_to_empty_site (const TrgState *st,
                     int            seat,
                     int            from)
{
  int dist[TRG_N_POSITIONS], queue[TRG_N_POSITIONS];
  guint head = 0, tail = 0;

  for (int p = 0; p < TRG_N_POSITIONS; p++)
    dist[p] = -1;
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      int p = queue[head++];

      if (trg_position_is_site (p) && trg_ai_eligible (st, seat, p))
        return dist[p];
      for (const gint8 *n = trg_land_neighbours (p); *n != TRG_NONE; n++)
        if (dist[*n] < 0 && (st->occupant[*n] == TRG_NONE || st->occupant[*n] == seat))
          {
            dist[*n] = dist[p] + 1;
            queue[tail++] = *n;
          }
    }
  return -1;
}

static char *
army_reason (TsGame       *view,
             int           seat,
             const TsMove *m)
{
  TrgState *st = trg_state (view);
  const gint16 *a = m->arg;
  int to = a[1], knights, scouts, there = st->occupant[to];

  if (m->kind == TRG_MOVE_STEP)
    knights = a[2] + a[3], scouts = a[4] + a[5];
  else
    knights = a[3] + a[4], scouts = a[5] + a[6];
  if (there != TRG_NONE && there != seat)
    return trg_words_win_chance (take_chance (st, knights + scouts, to));
  if (knights == 0 && scouts > 0)
    {
      if (trg_position_is_site (to) && trg_ai_eligible (st, seat, to))
        /* Translators: Rule of Trigon: why a move is suggested: a scout
           goes to an empty site */
        return g_strdup (_("a scout there can found a village"));
      {
        int now = steps_to_empty_site (st, seat, a[0]), then = steps_to_empty_site (st, seat, to);

        if (then >= 0 && (now < 0 || then < now))
          /* Translators: Rule of Trigon: why a move is suggested: a scout
             goes towards empty sites */
          return g_strdup (_("it brings the scout nearer to an empty site for a village"));
        return NULL;
      }
    }
  if (knights > 0 && trg_position_is_site (to) && st->settle[to].owner == seat &&
      trg_ai_threat (st, seat, to) > THREATENED)
    /* Translators: Rule of Trigon: why a move is suggested: knights go
       to defend a settlement */
    return g_strdup (_("an enemy army stands next to it"));
  return NULL;
}

static char *
play_reason (TsGame             *view,
             int                 seat,
             const TsMove       *m,
             const char * const *names)
{
  TrgState *st = trg_state (view);
  const gint16 *a = m->arg;
  int e = CLAMP (a[0], 0, TRG_N_EVENT_KINDS - 1);

  if (wins (view, seat, m))
    /* Translators: Rule of Trigon: why a move is suggested */
    return g_strdup (_("it wins the game"));
  switch (e)
    {
    case TRG_E_KERKER: case TRG_E_RAADHUIS: case TRG_E_TENTOONSTELLING: case TRG_E_SLOT:
      /* Translators: Rule of Trigon: why a move is suggested: a bonus
         point card, played, scores and stays face up */
      return g_strdup (_("it scores 1 point, and once played nobody can take it from you"));
    case TRG_E_KAPITEIN: case TRG_E_AMBASSADEUR: case TRG_E_HOFNAR: case TRG_E_BURGEMEESTER:
      /* Translators: Rule of Trigon: why a move is suggested: a
         protection card, played, protects and stays face up */
      return g_strdup (_("once played it protects you, and nobody can take it from you"));
    case TRG_E_PROMOTIE: case TRG_E_WACHTTOREN:
      return threat_reason (st, seat, a[1]);
    case TRG_E_GEBOORTEGOLF: case TRG_E_GOEDE_OOGST:
      if (trg_position_is_site (a[1]) && !st->settle[a[1]].city &&
          st->settle[a[1]].inhabitants + (e == TRG_E_GOEDE_OOGST ? 2 : 1) >= TRG_CAPACITY)
        /* Translators: Rule of Trigon: why a move is suggested: the
           village grows into a city */
        return g_strdup (_("the village becomes a city"));
      return NULL;
    case TRG_E_ONTDEKKINGSREIZIGER:
      /* Translators: Rule of Trigon: why a move is suggested (the card
         Explorer) */
      return g_strdup (_("every scout you build this turn comes with a second one free"));
    case TRG_E_AMBACHTSGILDE:
      if (richest (st, seat, a[1], TRUE))
        /* Translators: Rule of Trigon: why a move is suggested; %s is a
           player */
        return g_strdup_printf (_("%s has the most copper"), ts_game_name_of (names, a[1]));
      return NULL;
    case TRG_E_DIEFSTAL:
      if (richest (st, seat, a[1], FALSE))
        /* Translators: Rule of Trigon: why a move is suggested; %s is a
           player */
        return g_strdup_printf (_("%s has the most coins"), ts_game_name_of (names, a[1]));
      return NULL;
    default:
      return NULL;
    }
}

/* The dice a side rolls after playing the battle cards of MASK, its
 * DICE now (before them). */
static int
dice_with_cards (int dice,
                 int mask)
{
  if (mask & TRG_CARD_HINDERLAAG)
    dice *= 2;
  if (mask & TRG_CARD_CAVALERIE)
    dice += 1;
  if (mask & TRG_CARD_TOREN)
    dice += 2;
  return MIN (dice, TRG_MAX_DICE);
}

static char *
cards_reason (const TrgState *st,
              const TsMove   *m)
{
  gboolean attacker = st->phase == TRG_PHASE_ATTACK_CARDS;
  int dice = trg_battle_dice (st, attacker);
  int after = dice_with_cards (dice, m->arg[0]);

  if (m->arg[0] == 0)
    {
      if (dice >= TRG_MAX_DICE)
        /* Translators: Rule of Trigon: why no battle card is suggested:
           5 dice is the most a side rolls */
        return g_strdup (_("you already roll the most dice there are"));
      return NULL;
    }
  if (after <= dice)
    return NULL;
  /* Translators: Rule of Trigon: why battle cards are suggested; %1$d and
     %2$d are counts of dice */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "you roll %1$d dice instead of %2$d",
                                       "you roll %1$d dice instead of %2$d", after),
                          after, dice);
}

/* Holding the battle's target against the attacking army. */
static double
hold_chance (const TrgState *st)
{
  return 1.0 - take_chance (st, st->battle.knights + st->battle.scouts, st->battle.target);
}

static char *
answer_reason (TsGame             *view,
               int                 seat,
               const TsMove       *m,
               const char * const *names)
{
  TrgState *st = trg_state (view);
  int proposer = st->active;

  if (st->phase == TRG_PHASE_SWAP_ANSWER)
    {
      int card = m->kind == TRG_MOVE_ACCEPT ? m->arg[0] : TRG_NONE;
      int swap_task = trade_task (st, seat, TRG_TRADE_SWAP);

      if (task_impossible (st, seat, card))
        /* Translators: Rule of Trigon: why giving away a task card is
           suggested */
        return g_strdup (_("you can no longer complete that task"));
      if (card != TRG_NONE && swap_task != TRG_NONE)
        return completes_task (swap_task, FALSE);
      return NULL;
    }
  if (m->kind == TRG_MOVE_ACCEPT)
    {
      for (int c = 0; c < TRG_N_COINS; c++)
        if (st->offer_give[c] > 0 && trade_task (st, seat, c) != TRG_NONE)
          return completes_task (trade_task (st, seat, c), FALSE);
      if (trg_ai_accept_trade (st, seat))
        /* Translators: Rule of Trigon: why accepting a trade is suggested */
        return g_strdup (_("you receive more than you give"));
      return NULL;
    }
  if (trg_ai_accept_trade (st, seat))
    return NULL;
  if (st->opt_win_points && trg_score (st, proposer) > 20)
    /* Translators: Rule of Trigon: why declining a trade is suggested; %s
       is the player who offers it */
    return g_strdup_printf (_("%s is close to winning"), ts_game_name_of (names, proposer));
  {
    int silver = st->coins[proposer][TRG_SILVER] + st->offer_get[TRG_SILVER] - st->offer_give[TRG_SILVER];
    int gold = st->coins[proposer][TRG_GOLD] + st->offer_get[TRG_GOLD] - st->offer_give[TRG_GOLD];

    if (st->opt_win_emperor && silver >= st->opt_emperor_silver && gold >= st->opt_emperor_gold &&
        trg_count_inhabitants (st, proposer) >= st->opt_emperor_inhabitants)
      /* Translators: Rule of Trigon: why declining a trade is suggested; %s
         is the player who offers it */
      return g_strdup_printf (_("it would let %s crown an emperor"), ts_game_name_of (names, proposer));
  }
  /* Translators: Rule of Trigon: why declining a trade is suggested */
  return g_strdup (_("you would give more than you receive"));
}

static char *
offer_reason (const TrgState *st,
              int            seat,
              const TsMove   *m)
{
  if (m->kind == TRG_MOVE_SWAP)
    {
      int card = m->arg[1], swap_task = trade_task (st, seat, TRG_TRADE_SWAP);

      if (task_impossible (st, seat, card))
        /* Translators: Rule of Trigon: why a move is suggested */
        return g_strdup (_("you can no longer complete that task"));
      if (swap_task != TRG_NONE)
        return completes_task (swap_task, TRUE);
      return NULL;
    }
  for (int c = 0; c < TRG_N_COINS; c++)
    if (m->arg[4 + c] > 0)
      {
        int task = trade_task (st, seat, c);

        if (task != TRG_NONE)
          return completes_task (task, TRUE);
        return coin_reason (st, seat, c);
      }
  return NULL;
}

char *
trg_advice_move (TsGame             *view,
                 int                 seat,
                 const TsMove       *move,
                 const char * const *names)
{
  TrgState *st = trg_state (view);
  const gint16 *a = move->arg;
  char *what = trg_words_move (TS_TRIGON_GAME (view), move, names);

  switch (move->kind)
    {
    case TRG_MOVE_EXCHANGE:
      return with_reason (what, coin_reason (st, seat, a[0] + 1));
    case TRG_MOVE_BUILD:
      if (a[0] == TRG_FIG_KNIGHT)
        return with_reason (what, threat_reason (st, seat, a[1]));
      if (a[0] == TRG_FIG_SCOUT && trg_position_is_site (a[1]))
        {
          int steps = steps_to_empty_site (st, seat, a[1]);

          if (steps > 0 && steps <= 3)
            /* Translators: Rule of Trigon: why building a scout is
               suggested */
            return with_reason (what, g_strdup (_("there are empty sites near it to found villages on")));
        }
      return with_reason (what, NULL);
    case TRG_MOVE_STEP:
    case TRG_MOVE_SAIL:
      return with_reason (what, army_reason (view, seat, move));
    case TRG_MOVE_FOUND:
    case TRG_MOVE_CROWN:
      if (wins (view, seat, move))
        /* Translators: Rule of Trigon: why a move is suggested */
        return with_reason (what, g_strdup (_("it wins the game")));
      if (move->kind == TRG_MOVE_FOUND)
        {
          int realm = trg_sites[CLAMP (a[0], 0, TRG_N_SITES - 1)].realm, held = 0;

          for (int i = 0; i < TRG_SITES_PER_REALM; i++)
            held += st->settle[realm * TRG_SITES_PER_REALM + i].owner == seat;
          if (held == TRG_SITES_PER_REALM - 1)
            /* Translators: Rule of Trigon: why founding a village is
               suggested; %s is a realm (a proper name); a player who holds
               a whole realm scores 8 points and receives 8 knights a round */
            return with_reason (what, g_strdup_printf (_("you would hold all of %s"),
                                                       trg_realm_names[CLAMP (realm, 0, TRG_N_REALMS - 1)]));
          /* Translators: Rule of Trigon: why founding a village is
             suggested */
          return with_reason (what, g_strdup (_("a village scores 1 point and pays taxes every round")));
        }
      return with_reason (what, NULL);
    case TRG_MOVE_PLAY:
      return with_reason (what, play_reason (view, seat, move, names));
    case TRG_MOVE_OFFER:
    case TRG_MOVE_SWAP:
      return with_reason (what, offer_reason (st, seat, move));
    case TRG_MOVE_ACCEPT:
    case TRG_MOVE_DECLINE:
      if (st->phase == TRG_PHASE_TRADE_ANSWER || st->phase == TRG_PHASE_SWAP_ANSWER)
        return with_reason (what, answer_reason (view, seat, move, names));
      return with_reason (what, NULL);
    case TRG_MOVE_PLACE:
      if (st->phase == TRG_PHASE_REALM_KNIGHTS || st->phase == TRG_PHASE_CITY_BONUS)
        return with_reason (what, threat_reason (st, seat, a[0]));
      return with_reason (what, NULL);
    case TRG_MOVE_CARDS:
      return with_reason (what, cards_reason (st, move));
    case TRG_MOVE_FLEE:
    case TRG_MOVE_STAND:
      if (st->battle.active)
        {
          g_autofree char *hold = trg_words_hold_chance (hold_chance (st));

          if (move->kind == TRG_MOVE_STAND)
            return with_reason (what, g_steal_pointer (&hold));
          /* Translators: Rule of Trigon: why fleeing is suggested; %s is
             the chance to keep the place ("you hold it about 2 times in
             10") */
          return with_reason (what, g_strdup_printf (_("if you stand and fight, %s"), hold));
        }
      return with_reason (what, NULL);
    case TRG_MOVE_TAKE:
      if (a[0] >= 0 && a[0] < TRG_N_EVENT_KINDS && (trg_events[a[0]].timing & TRG_TIME_STAYS))
        /* Translators: Rule of Trigon: why taking a card (with Espionage)
           is suggested */
        return with_reason (what, g_strdup (_("it is worth the most to you")));
      return with_reason (what, NULL);
    case TRG_MOVE_END:
    case TRG_MOVE_BUY_TASK:
    case TRG_MOVE_BUY_EVENT:
    case TRG_MOVE_PROTECT:
    case TRG_MOVE_LOSE:
    default:
      return with_reason (what, NULL);
    }
}
