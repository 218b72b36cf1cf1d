/* trigon-words.c — Rule of Trigon in words: places, cards, coins, armies
 * and moves as a person reads them (no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Places are named as the map writes them (Psör, IJzeehaven), fords by
 * the two places they join; cards by their names in the reader's
 * language (the Dutch names of the original cards stay in the data, for
 * the rules' own notes); counts are said with their plurals and zeros are
 * left out of lists.
 */
#include <glib/gi18n-lib.h>

#include "trigon-private.h"
#include "trigon-words.h"

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

/* ------------------------------------------------------------------ */
/* Cards                                                               */

const char *
trg_words_card_name (int card)
{
  if (card >= 0 && card < TRG_N_EVENT_KINDS)
    return _(trg_events[card].name);
  if (card >= TRG_N_EVENT_KINDS && card < TRG_N_CARD_CODES)
    return _(trg_tasks[card - TRG_N_EVENT_KINDS].name);
  return "?";
}

char *
trg_words_card_quoted (int card)
{
  /* Translators: Rule of Trigon: a card's name in a sentence, in the
     quotation marks of your language */
  return g_strdup_printf (C_("card name", "“%s”"), trg_words_card_name (card));
}

/* "A or B", "A, B or C" of the named event cards (a Magic task's). */
static const char *
magic_rule (int task)
{
  static char *rules[TRG_N_TASKS];
  static gsize done = 0;

  /* Made once, in the language of the process, like the fords' names. */
  if (g_once_init_enter (&done))
    {
      for (int t = 0; t < TRG_N_TASKS; t++)
        {
          const char *n[3] = { NULL };
          int k = 0;

          if (trg_tasks[t].category != TRG_TCAT_MAGIE)
            continue;
          for (int i = 0; i < 3; i++)
            if (trg_tasks[t].events[i] < TRG_N_EVENT_KINDS)
              n[k++] = _(trg_events[trg_tasks[t].events[i]].name);
          if (k == 1)
            /* Translators: Rule of Trigon: what a task card asks; %s is an
               event card's name */
            rules[t] = g_strdup_printf (_("Play “%s”."), n[0]);
          else if (k == 2)
            /* Translators: Rule of Trigon: what a task card asks; the %s
               are event cards' names */
            rules[t] = g_strdup_printf (_("Play “%s” or “%s”."), n[0], n[1]);
          else
            /* Translators: Rule of Trigon: what a task card asks; the %s
               are event cards' names */
            rules[t] = g_strdup_printf (_("Play “%s”, “%s” or “%s”."), n[0], n[1], n[2]);
        }
      g_once_init_leave (&done, 1);
    }
  return rules[task] != NULL ? rules[task] : "";
}

static const char *
realm_rule (int task)
{
  static char *rules[TRG_N_TASKS];
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (int t = 0; t < TRG_N_TASKS; t++)
        {
          const char *realm = trg_realm_names[CLAMP (trg_tasks[t].param, 0, TRG_N_REALMS - 1)];

          if (trg_tasks[t].category == TRG_TCAT_ONTWIKKELING)
            /* Translators: Rule of Trigon: what a task card asks; %s is a
               realm (a proper name) */
            rules[t] = g_strdup_printf (_("Found 2 villages in %s."), realm);
          else if (trg_tasks[t].category == TRG_TCAT_TRANSPORT)
            /* Translators: Rule of Trigon: what a task card asks; %s is a
               realm (a proper name); a figure is a knight, a scout or a
               boat */
            rules[t] = g_strdup_printf (_("Bring a figure into %s from outside."), realm);
        }
      g_once_init_leave (&done, 1);
    }
  return rules[task] != NULL ? rules[task] : "";
}

static const char *
task_rule (int t)
{
  const TrgTaskInfo *task = &trg_tasks[t];

  switch (task->category)
    {
    case TRG_TCAT_KRIJGSKUNST:
      switch (task->param)
        {
        /* Translators: Rule of Trigon: what a task card asks */
        case TRG_KILL_KNIGHT: return _("Win a battle in which an enemy knight falls.");
        /* Translators: Rule of Trigon: what a task card asks */
        case TRG_KILL_SCOUT: return _("Win a battle in which an enemy scout falls.");
        /* Translators: Rule of Trigon: what a task card asks */
        case TRG_KILL_BOAT: return _("Win a battle in which an enemy boat sinks.");
        /* Translators: Rule of Trigon: what a task card asks */
        default: return _("Win an attack on another player’s village or city.");
        }
    case TRG_TCAT_HANDEL:
      switch (task->param)
        {
        /* Translators: Rule of Trigon: what a task card asks */
        case TRG_COPPER: return _("Receive copper in a coin trade with a player.");
        /* Translators: Rule of Trigon: what a task card asks */
        case TRG_SILVER: return _("Receive silver in a coin trade with a player.");
        /* Translators: Rule of Trigon: what a task card asks */
        case TRG_GOLD: return _("Receive gold in a coin trade with a player.");
        /* Translators: Rule of Trigon: what a task card asks */
        default: return _("Complete a blind card swap with a player.");
        }
    case TRG_TCAT_BOUW:
      switch (task->param)
        {
        /* Translators: Rule of Trigon: what a task card asks */
        case TRG_BUILD_BOAT: return _("Build a boat.");
        /* Translators: Rule of Trigon: what a task card asks */
        case TRG_BUILD_FLEET: return _("Build 2 boats in one turn.");
        /* Translators: Rule of Trigon: what a task card asks */
        case TRG_BUILD_SCOUT: return _("Build a scout.");
        /* Translators: Rule of Trigon: what a task card asks */
        default: return _("Train 5 knights in one turn.");
        }
    case TRG_TCAT_ONTWIKKELING:
    case TRG_TCAT_TRANSPORT:
      return realm_rule (t);
    case TRG_TCAT_MAGIE:
      return magic_rule (t);
    case TRG_TCAT_NATUUR:
    default:
      if (task->param == (1u << TRG_TCAT_KRIJGSKUNST))
        /* Translators: Rule of Trigon: what a task card asks; Warfare is
           a kind of task */
        return _("Completed together with a Warfare task of yours.");
      if (task->param == ((1u << TRG_TCAT_ONTWIKKELING) | (1u << TRG_TCAT_TRANSPORT)))
        /* Translators: Rule of Trigon: what a task card asks; Development
           and Transport are kinds of task */
        return _("Completed together with a Development or Transport task of yours.");
      /* Translators: Rule of Trigon: what a task card asks; Trade,
         Building and Magic are kinds of task */
      return _("Completed together with a Trade, Building or Magic task of yours.");
    }
}

const char *
trg_words_card_rule (int card)
{
  if (card >= 0 && card < TRG_N_EVENT_KINDS)
    return _(trg_events[card].effect);
  if (card >= TRG_N_EVENT_KINDS && card < TRG_N_CARD_CODES)
    return task_rule (card - TRG_N_EVENT_KINDS);
  return "";
}

/* ------------------------------------------------------------------ */
/* Counts                                                              */

char *
trg_words_join (GPtrArray *parts)
{
  char **p = (char **) parts->pdata;

  switch (parts->len)
    {
    case 0:
      return g_strdup ("");
    case 1:
      return g_strdup (p[0]);
    case 2:
      /* Translators: two items of a list */
      return g_strdup_printf (_("%s and %s"), p[0], p[1]);
    case 3:
      /* Translators: three items of a list */
      return g_strdup_printf (_("%s, %s and %s"), p[0], p[1], p[2]);
    default:
      /* Translators: four items of a list */
      return g_strdup_printf (_("%s, %s, %s and %s"), p[0], p[1], p[2], p[3]);
    }
}

char *
trg_words_coin (TrgCoin coin,
                int     n)
{
  guint u = (guint) MAX (n, 0);

  switch (coin)
    {
    case TRG_COPPER:
      /* Translators: an amount of coins; "copper" may need a plural. */
      return g_strdup_printf (ngettext ("%u copper", "%u copper", u), u);
    case TRG_SILVER:
      /* Translators: Rule of Trigon: a label in the side panel of the game;
         copper, silver and gold are the three kinds of coin, the money of
         the game */
      return g_strdup_printf (ngettext ("%u silver", "%u silver", u), u);
    case TRG_GOLD:
    case TRG_N_COINS:
    default:
      /* Translators: Rule of Trigon: a label in the side panel of the game;
         copper, silver and gold are the three kinds of coin, the money of
         the game */
      return g_strdup_printf (ngettext ("%u gold", "%u gold", u), u);
    }
}

char *
trg_words_coins (int copper,
                 int silver,
                 int gold)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  int n[TRG_N_COINS] = { copper, silver, gold };

  for (int c = 0; c < TRG_N_COINS; c++)
    if (n[c] > 0)
      g_ptr_array_add (parts, trg_words_coin (c, n[c]));
  if (parts->len == 0)
    /* Translators: Rule of Trigon: no coins at all */
    return g_strdup (_("nothing"));
  return trg_words_join (parts);
}

char *
trg_words_figures (TrgFigure figure,
                   int       n)
{
  switch (figure)
    {
    case TRG_FIG_KNIGHT:
      /* Translators: Rule of Trigon: a status text for the board, or a
         description of a board place read by screen readers; knights, scouts
         and boats are the figures (pieces) a player builds and moves */
      return g_strdup_printf (ngettext ("%d knight", "%d knights", n), n);
    case TRG_FIG_SCOUT:
      /* Translators: Rule of Trigon: a status text for the board, or a
         description of a board place read by screen readers; knights, scouts
         and boats are the figures (pieces) a player builds and moves */
      return g_strdup_printf (ngettext ("%d scout", "%d scouts", n), n);
    case TRG_FIG_BOAT:
    case TRG_N_FIGURES:
    default:
      /* Translators: Rule of Trigon: a status text for the board, or a
         description of a board place read by screen readers; knights, scouts
         and boats are the figures (pieces) a player builds and moves */
      return g_strdup_printf (ngettext ("%d boat", "%d boats", n), n);
    }
}

char *
trg_words_army (int knights,
                int scouts,
                int boats)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  int n[TRG_N_FIGURES] = { knights, scouts, boats };

  for (int f = 0; f < TRG_N_FIGURES; f++)
    if (n[f] > 0)
      g_ptr_array_add (parts, trg_words_figures (f, n[f]));
  if (parts->len == 0)
    /* Translators: Rule of Trigon: an army of no knights, scouts or boats */
    return g_strdup (_("no figures"));
  return trg_words_join (parts);
}

char *
trg_words_battle_cards (int mask)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  if (mask & TRG_CARD_CAVALERIE)
    g_ptr_array_add (parts, trg_words_card_quoted (TRG_E_CAVALERIE));
  if (mask & TRG_CARD_TOREN)
    g_ptr_array_add (parts, trg_words_card_quoted (TRG_E_VERDEDIGINGSTOREN));
  if (mask & TRG_CARD_HINDERLAAG)
    g_ptr_array_add (parts, trg_words_card_quoted (TRG_E_HINDERLAAG));
  return trg_words_join (parts);
}

char *
trg_words_win_chance (double chance)
{
  int tenths = (int) (chance * 10 + 0.5);

  if (chance >= 0.95)
    /* Translators: Rule of Trigon: the chance to win a battle */
    return g_strdup (_("you win almost surely"));
  if (chance < 0.05)
    /* Translators: Rule of Trigon: the chance to win a battle */
    return g_strdup (_("you almost never win"));
  tenths = CLAMP (tenths, 1, 9);
  /* Translators: Rule of Trigon: the chance to win a battle, "you win
     about 7 times in 10" */
  return g_strdup_printf (ngettext ("you win about %d time in 10", "you win about %d times in 10", tenths), tenths);
}

char *
trg_words_hold_chance (double chance)
{
  int tenths = (int) (chance * 10 + 0.5);

  if (chance >= 0.95)
    /* Translators: Rule of Trigon: the chance to keep a place that is
       attacked */
    return g_strdup (_("you hold it almost surely"));
  if (chance < 0.05)
    /* Translators: Rule of Trigon: the chance to keep a place that is
       attacked */
    return g_strdup (_("you almost never hold it"));
  tenths = CLAMP (tenths, 1, 9);
  /* Translators: Rule of Trigon: the chance to keep a place that is
     attacked, "you hold it about 3 times in 10" */
  return g_strdup_printf (ngettext ("you hold it about %d time in 10", "you hold it about %d times in 10", tenths),
                          tenths);
}

/* ------------------------------------------------------------------ */
/* Moves                                                               */

static char *
play_words (TsTrigonGame       *view,
            const TsMove       *m,
            const char * const *names)
{
  const gint16 *a = m->arg;
  int e = CLAMP (a[0], 0, TRG_N_EVENT_KINDS - 1);
  g_autofree char *card = trg_words_card_quoted (e);
  const char *place = ts_trigon_place_name (a[1]);

  (void) view;
  switch (e)
    {
    case TRG_E_PROMOTIE: case TRG_E_WACHTTOREN: case TRG_E_GEBOORTEGOLF: case TRG_E_GOEDE_OOGST:
      /* Translators: playing a card on a place: the card's name, a place */
      return g_strdup_printf (_("Play %s on %s"), card, place);
    case TRG_E_VLIJTIGE_ONDERDAAN:
      /* Translators: Rule of Trigon: playing the card that founds a free
         village: the card's name, a place */
      return g_strdup_printf (_("Play %s and found a village on %s"), card, place);
    case TRG_E_INTRIGE:
      /* Translators: Rule of Trigon: playing the card that takes over a
         settlement: the card's name, a place */
      return g_strdup_printf (_("Play %s and take over the settlement on %s"), card, place);
    case TRG_E_OVERLOPER:
      switch (a[2])
        {
        case TRG_FIG_KNIGHT:
          /* Translators: Rule of Trigon: the card turns a lone figure of
             another player into one's own: the card's name, a place */
          return g_strdup_printf (_("Play %s: win over the knight on %s"), card, place);
        case TRG_FIG_SCOUT:
          /* Translators: Rule of Trigon: the card turns a lone figure of
             another player into one's own: the card's name, a place */
          return g_strdup_printf (_("Play %s: win over the scout on %s"), card, place);
        default:
          /* Translators: Rule of Trigon: the card turns a lone figure of
             another player into one's own: the card's name, a place */
          return g_strdup_printf (_("Play %s: win over the boat on %s"), card, place);
        }
    case TRG_E_HEERSER:
      {
        g_autofree char *what = trg_words_coins (a[1], a[2], a[3]);

        /* Translators: the card's name, coins */
        return g_strdup_printf (_("Play %s: take %s"), card, what);
      }
    case TRG_E_DIEFSTAL:
      {
        g_autofree char *what = trg_words_coins (a[2], a[3], a[4]);

        /* Translators: the card's name, coins, a player */
        return g_strdup_printf (_("Play %s: steal %s from %s"), card, what, ts_game_name_of (names, a[1]));
      }
    case TRG_E_AMBACHTSGILDE: case TRG_E_SPIONAGE:
      /* Translators: the card's name, a player */
      return g_strdup_printf (_("Play %s against %s"), card, ts_game_name_of (names, a[1]));
    default:
      /* Translators: the card's name */
      return g_strdup_printf (_("Play %s"), card);
    }
}

/* A step or a voyage: an attack when another seat stands where it goes. */
static char *
army_move_words (TsTrigonGame       *view,
                 const TsMove       *m)
{
  const gint16 *a = m->arg;
  int c[TRG_N_FIGURES];
  int seat = ts_game_get_current_seat (TS_GAME (view));
  int there = ts_trigon_game_get_occupant (view, a[1]);
  const char *from = ts_trigon_place_name (a[0]), *to = ts_trigon_place_name (a[1]);
  g_autofree char *army = NULL;

  if (m->kind == TRG_MOVE_STEP)
    c[0] = a[2] + a[3], c[1] = a[4] + a[5], c[2] = 0;
  else
    c[2] = a[2], c[0] = a[3] + a[4], c[1] = a[5] + a[6];
  if (there != TRG_NONE && there != seat)
    {
      /* Boats do not fight: the army that attacks is its knights and scouts. */
      army = trg_words_army (c[0], c[1], 0);
      if (m->kind == TRG_MOVE_STEP)
        /* Translators: Rule of Trigon: an attack: the place attacked, the
           place the army comes from, the army ("4 knights") */
        return g_strdup_printf (_("Attack %1$s from %2$s with %3$s"), to, from, army);
      /* Translators: Rule of Trigon: an attack from the sea: the place
         attacked, the harbour the boats sail from, the army */
      return g_strdup_printf (_("Attack %1$s by sea from %2$s with %3$s"), to, from, army);
    }
  army = trg_words_army (c[0], c[1], c[2]);
  if (m->kind == TRG_MOVE_STEP)
    /* Translators: an army, then two places */
    return g_strdup_printf (_("Send %s from %s to %s"), army, from, to);
  /* Translators: Rule of Trigon: a status text for the board, or a
     description of a board place read by screen readers; boats sail sea
     routes between harbour sites */
  return g_strdup_printf (_("Sail %s from %s to %s"), army, from, to);
}

char *
trg_words_move (TsTrigonGame       *view,
                const TsMove       *m,
                const char * const *names)
{
  const gint16 *a = m->arg;
  const char *to = NULL;
  g_autofree char *army = NULL;
  TrgPhase phase = view != NULL ? ts_trigon_game_get_phase (view) : TRG_PHASE_ACTION;

  switch (m->kind)
    {
    /* Translators: Rule of Trigon: what to do: end one's own turn */
    case TRG_MOVE_END: return g_strdup (_("End your turn"));
    case TRG_MOVE_EXCHANGE:
      /* Translators: Rule of Trigon: a status text for the board, or a
         description of a board place read by screen readers; copper, silver
         and gold are the three kinds of coin, the money of the game */
      return g_strdup (a[0] == TRG_COPPER ? _("Exchange 3 copper for 1 silver")
                                          /* Translators: Rule of Trigon: a status
                                             text for the board, or a description of
                                             a board place read by screen readers;
                                             copper, silver and gold are the three
                                             kinds of coin, the money of the game */
                                          : _("Exchange 3 silver for 1 gold"));
    case TRG_MOVE_BUILD:
      to = ts_trigon_place_name (a[1]);
      switch (a[0])
        {
        /* Translators: %s is a place */
        case TRG_FIG_KNIGHT: return g_strdup_printf (_("Build a knight on %s"), to);
        /* Translators: %s is a place */
        case TRG_FIG_SCOUT: return g_strdup_printf (_("Build a scout on %s"), to);
        /* Translators: %s is a place */
        default: return g_strdup_printf (_("Build a boat on %s"), to);
        }
    /* Translators: Rule of Trigon: a status text for the board, or a
       description of a board place read by screen readers; copper, silver
       and gold are the three kinds of coin, the money of the game; task
       cards are goals bought for 1 gold that score when fulfilled */
    case TRG_MOVE_BUY_TASK: return g_strdup (_("Buy a task for 1 gold"));
    /* Translators: Rule of Trigon: a status text for the board, or a
       description of a board place read by screen readers; copper, silver
       and gold are the three kinds of coin, the money of the game; event
       cards are bought for 1 copper and played for their effect; some are
       played in battles */
    case TRG_MOVE_BUY_EVENT: return g_strdup (_("Buy an event card for 1 copper"));
    case TRG_MOVE_STEP:
    case TRG_MOVE_SAIL:
      if (view == NULL)
        return g_strdup ("?");
      return army_move_words (view, m);
    case TRG_MOVE_FOUND:
      /* Translators: %s is a place */
      return g_strdup_printf (_("Found a village on %s"), ts_trigon_place_name (a[0]));
    case TRG_MOVE_CROWN:
      /* Translators: %s is the settlement that gives the inhabitant */
      return g_strdup_printf (_("Crown the emperor (an inhabitant of %s)"), ts_trigon_place_name (a[0]));
    case TRG_MOVE_PLAY: return play_words (view, m, names);
    case TRG_MOVE_OFFER:
      {
        g_autofree char *g1 = trg_words_coins (a[1], a[2], a[3]);
        g_autofree char *g2 = trg_words_coins (a[4], a[5], a[6]);

        /* Translators: a coin trade offer: a player, what is given, what is asked */
        return g_strdup_printf (_("Offer %s %s for %s"), ts_game_name_of (names, a[0]), g1, g2);
      }
    case TRG_MOVE_SWAP:
      {
        g_autofree char *card = trg_words_card_quoted (a[1]);

        /* Translators: a blind swap offer: a player, a card */
        return g_strdup_printf (_("Offer %s a blind swap of %s"), ts_game_name_of (names, a[0]), card);
      }
    case TRG_MOVE_ACCEPT:
      if (a[0] == TRG_NONE)
        /* Translators: Rule of Trigon: accepting a coin trade another
           player offers */
        return g_strdup (_("Accept the trade"));
      {
        g_autofree char *card = trg_words_card_quoted (a[0]);

        /* Translators: answering a blind swap; %s is the card given */
        return g_strdup_printf (_("Accept and give %s"), card);
      }
    case TRG_MOVE_DECLINE:
      if (phase == TRG_PHASE_SWAP_ANSWER)
        /* Translators: Rule of Trigon: declining a blind card swap */
        return g_strdup (_("Decline the swap"));
      /* Translators: Rule of Trigon: declining a coin trade */
      return g_strdup (_("Decline the trade"));
    case TRG_MOVE_PLACE:
      to = ts_trigon_place_name (a[0]);
      if (phase == TRG_PHASE_REALM_KNIGHTS)
        /* Translators: whole-realm knights: a count, a place */
        return g_strdup_printf (ngettext ("Place %d knight on %s", "Place %d knights on %s", a[1]), a[1], to);
      if (phase == TRG_PHASE_SECOND_VILLAGE)
        /* Translators: R5 (a): %s is a place */
        return g_strdup_printf (_("Found the second village on %s"), to);
      if (view != NULL)
        {
          TrgFigure figure = TRG_FIG_KNIGHT;

          ts_trigon_game_get_placements_left (view, &figure);
          if (figure == TRG_FIG_BOAT)
            /* Translators: Rule of Trigon: a new city's bonus boat, placed
               elsewhere; %s is a place */
            return g_strdup_printf (_("Place the bonus boat on %s"), to);
          if (figure == TRG_FIG_SCOUT)
            /* Translators: Rule of Trigon: a new city's bonus scout, placed
               elsewhere; %s is a place */
            return g_strdup_printf (_("Place the bonus scout on %s"), to);
        }
      /* Translators: a city's bonus figure placed elsewhere; %s is a place */
      return g_strdup_printf (_("Place it on %s"), to);
    case TRG_MOVE_PROTECT:
      {
        int negative = view != NULL ? ts_trigon_game_get_negative_card (view) : TRG_NONE;
        g_autofree char *card = NULL;

        if (negative == TRG_NONE)
          /* Translators: Rule of Trigon: a status text for the board, or a
             description of a board place read by screen readers */
          return g_strdup (_("Play the protection card"));
        card = trg_words_card_quoted (negative);
        /* Translators: Rule of Trigon: %s is the negative card the
           protection card stops */
        return g_strdup_printf (_("Play your protection card against %s"), card);
      }
    case TRG_MOVE_LOSE:
      if (a[0] == TRG_LOSS_COIN)
        switch (a[1])
          {
          /* Translators: Rule of Trigon: a coin returned to the bank */
          case TRG_COPPER: return g_strdup (_("Give up 1 copper"));
          /* Translators: Rule of Trigon: a coin returned to the bank */
          case TRG_SILVER: return g_strdup (_("Give up 1 silver"));
          /* Translators: Rule of Trigon: a coin returned to the bank */
          default: return g_strdup (_("Give up 1 gold"));
          }
      to = ts_trigon_place_name (a[1]);
      switch (a[0])
        {
        /* Translators: %s is a place */
        case TRG_LOSS_KNIGHT: return g_strdup_printf (_("Lose a knight on %s"), to);
        /* Translators: %s is a place */
        case TRG_LOSS_SCOUT: return g_strdup_printf (_("Lose a scout on %s"), to);
        /* Translators: %s is a place */
        case TRG_LOSS_BOAT: return g_strdup_printf (_("Lose a boat on %s"), to);
        /* Translators: %s is a place */
        case TRG_LOSS_SETTLEMENT: return g_strdup_printf (_("Lose the settlement on %s"), to);
        /* Translators: %s is a place */
        default: return g_strdup_printf (_("Lose an inhabitant of %s"), to);
        }
    case TRG_MOVE_CARDS:
      {
        g_autofree char *cards = NULL;

        if (a[0] == 0)
          /* Translators: Rule of Trigon: a status text for the board, or a
             description of a board place read by screen readers; event
             cards are bought for 1 copper and played for their effect; some
             are played in battles; fights between figures are battles
             decided by dice */
          return g_strdup (_("Play no battle card"));
        cards = trg_words_battle_cards (a[0]);
        /* Translators: Rule of Trigon: battle cards, "“Cavalry” and “Ambush”" */
        return g_strdup_printf (_("Play %s"), cards);
      }
    case TRG_MOVE_FLEE:
      army = trg_words_army (a[2], a[3], a[4]);
      /* Translators: Flee (a card): an army, a place */
      return g_strdup_printf (_("Flee with %s to %s"), army, ts_trigon_place_name (a[1]));
    /* Translators: Rule of Trigon: a status text for the board, or a
       description of a board place read by screen readers */
    case TRG_MOVE_STAND: return g_strdup (_("Stand and fight"));
    case TRG_MOVE_TAKE:
      {
        g_autofree char *card = trg_words_card_quoted (a[0]);

        /* Translators: Espionage (a card): the card taken */
        return g_strdup_printf (_("Take %s"), card);
      }
    default:
      return g_strdup ("?");
    }
}
