/* trigon-scene-text.c — the Rule of Trigon board in words: prompts, moves
 * as sentences, places described (no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Places are named by their proper names (Psör, Delishaven), fords by the
 * two places they join; cards by their own Dutch names, as on the table.
 */
#include <glib/gi18n-lib.h>

#include "trigon-scene.h"

static const char *
seat_name (const TrgScene *scene,
           int             seat)
{
  return seat >= 0 && seat < (int) scene->n_seats && scene->names[seat] != NULL ? scene->names[seat] : "?";
}

/* A position's name (to be freed). */
static char *
place_name (int position)
{
  return g_strdup (ts_trigon_place_name (position));
}

const char *
trg_card_title (int card)
{
  if (card >= 0 && card < TRG_N_EVENT_KINDS)
    return trg_events[card].dutch;
  if (card >= TRG_N_EVENT_KINDS && card < TRG_N_CARD_CODES)
    return trg_tasks[card - TRG_N_EVENT_KINDS].dutch;
  return "?";
}

const char *
trg_card_rule (int card)
{
  if (card >= 0 && card < TRG_N_EVENT_KINDS)
    return _(trg_events[card].effect);
  if (card >= TRG_N_EVENT_KINDS && card < TRG_N_CARD_CODES)
    return _(trg_tasks[card - TRG_N_EVENT_KINDS].name);
  return "";
}

static const char *
coin_word (int coin, int n)
{
  switch (coin)
    {
    case TRG_COPPER: return ngettext ("copper", "copper", n);
    case TRG_SILVER: return ngettext ("silver", "silver", n);
    default: return ngettext ("gold", "gold", n);
    }
}

/* "2 copper and 1 gold" (to be freed); "nothing" for none. */
static char *
coins_text (const gint16 *coins)
{
  GPtrArray *parts = g_ptr_array_new_with_free_func (g_free);
  char *text;

  for (int c = 0; c < TRG_N_COINS; c++)
    if (coins[c] > 0)
      /* Translators: a number of coins, e.g. "2 copper" */
      g_ptr_array_add (parts, g_strdup_printf (C_("coins", "%d %s"), coins[c], coin_word (c, coins[c])));
  if (parts->len == 0)
    text = g_strdup (_("nothing"));
  else if (parts->len == 1)
    text = g_strdup (g_ptr_array_index (parts, 0));
  else if (parts->len == 2)
    /* Translators: two items of a list */
    text = g_strdup_printf (_("%s and %s"), (char *) g_ptr_array_index (parts, 0),
                            (char *) g_ptr_array_index (parts, 1));
  else
    /* Translators: three items of a list */
    text = g_strdup_printf (_("%s, %s and %s"), (char *) g_ptr_array_index (parts, 0),
                            (char *) g_ptr_array_index (parts, 1), (char *) g_ptr_array_index (parts, 2));
  g_ptr_array_unref (parts);
  return text;
}

/* "3 knights and a scout" (to be freed). */
static char *
army_text (int knights,
           int scouts,
           int boats)
{
  GPtrArray *parts = g_ptr_array_new_with_free_func (g_free);
  char *text;

  if (knights > 0)
    /* Translators: Rule of Trigon: a status text for the board, or a
       description of a board place read by screen readers; knights, scouts
       and boats are the figures (pieces) a player builds and moves */
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%d knight", "%d knights", knights), knights));
  if (scouts > 0)
    /* Translators: Rule of Trigon: a status text for the board, or a
       description of a board place read by screen readers; knights, scouts
       and boats are the figures (pieces) a player builds and moves */
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%d scout", "%d scouts", scouts), scouts));
  if (boats > 0)
    /* Translators: Rule of Trigon: a status text for the board, or a
       description of a board place read by screen readers; knights, scouts
       and boats are the figures (pieces) a player builds and moves */
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%d boat", "%d boats", boats), boats));
  if (parts->len == 0)
    /* Translators: Rule of Trigon: a status text for the board, or a
       description of a board place read by screen readers */
    text = g_strdup (_("nobody"));
  else if (parts->len == 1)
    text = g_strdup (g_ptr_array_index (parts, 0));
  else if (parts->len == 2)
    text = g_strdup_printf (_("%s and %s"), (char *) g_ptr_array_index (parts, 0),
                            (char *) g_ptr_array_index (parts, 1));
  else
    text = g_strdup_printf (_("%s, %s and %s"), (char *) g_ptr_array_index (parts, 0),
                            (char *) g_ptr_array_index (parts, 1), (char *) g_ptr_array_index (parts, 2));
  g_ptr_array_unref (parts);
  return text;
}

static const char *
figure_word (int figure)
{
  switch (figure)
    {
    case TRG_FIG_KNIGHT: return _("knight");
    case TRG_FIG_SCOUT: return _("scout");
    case TRG_FIG_BOAT: return _("boat");
    default: return "?";
    }
}

/* "Cavalerie + Hinderlaag" (to be freed). */
static char *
battle_cards_text (int mask)
{
  const char *names[4] = { NULL };
  int n = 0;

  if (mask & TRG_CARD_CAVALERIE)
    names[n++] = trg_events[TRG_E_CAVALERIE].dutch;
  if (mask & TRG_CARD_TOREN)
    names[n++] = trg_events[TRG_E_VERDEDIGINGSTOREN].dutch;
  if (mask & TRG_CARD_HINDERLAAG)
    names[n++] = trg_events[TRG_E_HINDERLAAG].dutch;
  return g_strjoinv (" + ", (char **) names);
}

static char *
play_label (const TrgScene *scene,
            const TsMove   *m)
{
  const gint16 *a = m->arg;
  int e = CLAMP (a[0], 0, TRG_N_EVENT_KINDS - 1);
  const char *card = trg_events[e].dutch;
  g_autofree char *place = NULL;

  switch (e)
    {
    case TRG_E_PROMOTIE: case TRG_E_WACHTTOREN: case TRG_E_GEBOORTEGOLF: case TRG_E_GOEDE_OOGST:
    case TRG_E_VLIJTIGE_ONDERDAAN: case TRG_E_INTRIGE:
      place = place_name (a[1]);
      /* Translators: playing a card on a place: the card's name, a place */
      return g_strdup_printf (_("Play %s on %s"), card, place);
    case TRG_E_OVERLOPER:
      place = place_name (a[1]);
      /* Translators: Overloper turns a figure: the card, a figure, a place */
      return g_strdup_printf (_("Play %s: win over the %s on %s"), card, figure_word (a[2]), place);
    case TRG_E_HEERSER:
      {
        gint16 coins[TRG_N_COINS] = { a[1], a[2], a[3] };
        g_autofree char *what = coins_text (coins);

        /* Translators: the card's name, coins */
        return g_strdup_printf (_("Play %s: take %s"), card, what);
      }
    case TRG_E_DIEFSTAL:
      {
        gint16 coins[TRG_N_COINS] = { a[2], a[3], a[4] };
        g_autofree char *what = coins_text (coins);

        /* Translators: the card's name, coins, a player */
        return g_strdup_printf (_("Play %s: steal %s from %s"), card, what, seat_name (scene, a[1]));
      }
    case TRG_E_AMBACHTSGILDE: case TRG_E_SPIONAGE:
      /* Translators: the card's name, a player */
      return g_strdup_printf (_("Play %s against %s"), card, seat_name (scene, a[1]));
    default:
      /* Translators: the card's name */
      return g_strdup_printf (_("Play %s"), card);
    }
}

char *
trg_scene_move_label (const TrgScene *scene,
                      const TsMove   *m)
{
  const gint16 *a = m->arg;
  g_autofree char *from = NULL, *to = NULL, *army = NULL;

  switch (m->kind)
    {
    case TRG_MOVE_END: return g_strdup (_("End the turn"));
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
      to = place_name (a[1]);
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
      {
        int c[TRG_N_FIGURES];

        if (m->kind == TRG_MOVE_STEP)
          c[0] = a[2] + a[3], c[1] = a[4] + a[5], c[2] = 0;
        else
          c[2] = a[2], c[0] = a[3] + a[4], c[1] = a[5] + a[6];
        from = place_name (a[0]);
        to = place_name (a[1]);
        army = army_text (c[0], c[1], c[2]);
        /* Translators: an army, then two places */
        return g_strdup_printf (m->kind == TRG_MOVE_STEP ? _("Send %s from %s to %s")
                                                         /* Translators: Rule of Trigon: a status
                                                            text for the board, or a description of
                                                            a board place read by screen readers;
                                                            boats sail sea routes between harbour
                                                            sites */
                                                         : _("Sail %s from %s to %s"), army, from, to);
      }
    case TRG_MOVE_FOUND:
      to = place_name (a[0]);
      /* Translators: %s is a place */
      return g_strdup_printf (_("Found a village on %s"), to);
    case TRG_MOVE_CROWN:
      to = place_name (a[0]);
      /* Translators: %s is the settlement that gives the inhabitant */
      return g_strdup_printf (_("Crown the emperor (an inhabitant of %s)"), to);
    case TRG_MOVE_PLAY: return play_label (scene, m);
    case TRG_MOVE_OFFER:
      {
        gint16 give[TRG_N_COINS] = { a[1], a[2], a[3] }, get[TRG_N_COINS] = { a[4], a[5], a[6] };
        g_autofree char *g1 = coins_text (give), *g2 = coins_text (get);

        /* Translators: a coin trade offer: a player, what is given, what is asked */
        return g_strdup_printf (_("Offer %s %s for %s"), seat_name (scene, a[0]), g1, g2);
      }
    case TRG_MOVE_SWAP:
      /* Translators: a blind swap offer: a player, a card */
      return g_strdup_printf (_("Offer %s a blind swap of %s"), seat_name (scene, a[0]), trg_card_title (a[1]));
    case TRG_MOVE_ACCEPT:
      if (a[0] == TRG_NONE)
        /* Translators: Rule of Trigon: a status text for the board, or a
           description of a board place read by screen readers */
        return g_strdup (_("Accept"));
      /* Translators: answering a blind swap; %s is the card given */
      return g_strdup_printf (_("Accept and give %s"), trg_card_title (a[0]));
    /* Translators: Rule of Trigon: a status text for the board, or a
       description of a board place read by screen readers */
    case TRG_MOVE_DECLINE: return g_strdup (_("Decline"));
    case TRG_MOVE_PLACE:
      to = place_name (a[0]);
      if (scene->view != NULL && scene->phase == TRG_PHASE_REALM_KNIGHTS)
        /* Translators: whole-realm knights: a count, a place */
        return g_strdup_printf (ngettext ("Place %d knight on %s", "Place %d knights on %s", a[1]), a[1], to);
      if (scene->phase == TRG_PHASE_SECOND_VILLAGE)
        /* Translators: R5 (a): %s is a place */
        return g_strdup_printf (_("Found the second village on %s"), to);
      /* Translators: a city's bonus figure placed elsewhere; %s is a place */
      return g_strdup_printf (_("Place it on %s"), to);
    /* Translators: Rule of Trigon: a status text for the board, or a
       description of a board place read by screen readers */
    case TRG_MOVE_PROTECT: return g_strdup (_("Play the protection card"));
    case TRG_MOVE_LOSE:
      if (a[0] == TRG_LOSS_COIN)
        /* Translators: %s is a coin */
        return g_strdup_printf (_("Give up 1 %s"), coin_word (a[1], 1));
      to = place_name (a[1]);
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
        cards = battle_cards_text (a[0]);
        /* Translators: battle cards, joined by "+" */
        return g_strdup_printf (_("Play %s"), cards);
      }
    case TRG_MOVE_FLEE:
      to = place_name (a[1]);
      army = army_text (a[2], a[3], a[4]);
      /* Translators: Vluchten: an army, a place */
      return g_strdup_printf (_("Flee with %s to %s"), army, to);
    /* Translators: Rule of Trigon: a status text for the board, or a
       description of a board place read by screen readers */
    case TRG_MOVE_STAND: return g_strdup (_("Stand and fight"));
    case TRG_MOVE_TAKE:
      /* Translators: Spionage: the card taken */
      return g_strdup_printf (_("Take %s"), trg_card_title (a[0]));
    default:
      return g_strdup ("?");
    }
}

/* ------------------------------------------------------------------ */
/* Describing                                                          */

char *
trg_scene_describe_position (const TrgScene *scene,
                             int             p)
{
  TsTrigonGame *v = scene->view;
  GString *s;
  g_autofree char *name = NULL;
  int occupant;

  if (p < 0 || p >= TRG_N_POSITIONS)
    return NULL;
  name = place_name (p);
  s = g_string_new (NULL);
  if (trg_position_is_site (p))
    {
      /* Translators: a place, its realm (proper names) */
      g_string_append_printf (s, _("%s, %s"), name, trg_realm_names[trg_sites[p].realm]);
      if (trg_site_is_harbour (p))
        /* Translators: Rule of Trigon: a status text for the board, or a
           description of a board place read by screen readers; boats sail
           sea routes between harbour sites */
        g_string_append_printf (s, ", %s", _("harbour"));
    }
  else
    g_string_append (s, name);
  if (v == NULL)
    return g_string_free (s, FALSE);

  if (trg_position_is_site (p))
    {
      int owner = ts_trigon_game_get_settlement_owner (v, p);

      if (owner != TRG_NONE)
        {
          guint n = ts_trigon_game_get_inhabitants (v, p);

          g_string_append (s, ": ");
          g_string_append_printf (s, ts_trigon_game_is_city (v, p)
                                    /* Translators: a player's city and its inhabitants */
                                    ? ngettext ("%s’s city, %u inhabitant", "%s’s city, %u inhabitants", n)
                                    /* Translators: a player's village and its inhabitants */
                                    : ngettext ("%s’s village, %u inhabitant", "%s’s village, %u inhabitants", n),
                                  seat_name (scene, owner), n);
          if (trg_sites[p].capital && ts_trigon_game_get_realm (v, owner) == trg_sites[p].realm
              && ts_trigon_game_has_palace (v, owner))
            /* Translators: Rule of Trigon: a status text for the board, or
               a description of a board place read by screen readers */
            g_string_append_printf (s, ", %s", _("palace"));
        }
      else
        /* Translators: Rule of Trigon: a status text for the board, or a
           description of a board place read by screen readers; sites are
           the board places for settlements, joined by paths */
        g_string_append_printf (s, ": %s", _("empty site"));
    }
  occupant = ts_trigon_game_get_occupant (v, p);
  if (occupant != TRG_NONE)
    {
      int k = ts_trigon_game_count_figures (v, p, TRG_FIG_KNIGHT);
      int sc = ts_trigon_game_count_figures (v, p, TRG_FIG_SCOUT);
      int b = trg_position_is_site (p) ? (int) ts_trigon_game_count_figures (v, p, TRG_FIG_BOAT) : 0;
      g_autofree char *army = army_text (k, sc, b);

      if (k + sc + b > 0)
        /* Translators: figures on a place, then their owner */
        g_string_append_printf (s, _("; %s of %s"), army, seat_name (scene, occupant));
    }
  if (scene->step == TRG_STEP_ACTION && scene->targets[p].reachable)
    {
      const TrgTarget *t = &scene->targets[p];

      if (t->attack)
        /* Translators: an attack's dice and the chance to win, e.g. "attack: 3 dice against 4, 41 % to win" */
        g_string_append_printf (s, _("; attack: %d dice against %d, %d %% to win"), t->att_dice, t->def_dice,
                                (int) (t->chance * 100 + 0.5));
      else
        g_string_append (s, t->sail
                         /* Translators: Rule of Trigon: added to the
                            description of a board place: the selected
                            figures (the army) can reach it by boat */
                         ? _("; the army can sail here")
                         /* Translators: Rule of Trigon: added to the
                            description of a board place: the selected
                            figures (the army) can walk there */
                         : _("; the army can go here"));
    }
  return g_string_free (s, FALSE);
}

static char *
choice_prompt (const TrgScene *scene)
{
  TsTrigonGame *v = scene->view;
  TrgBattleInfo b;
  TrgFigure figure = TRG_FIG_KNIGHT;
  guint left;

  switch (scene->phase)
    {
    case TRG_PHASE_REALM_KNIGHTS:
      left = ts_trigon_game_get_placements_left (v, NULL);
      /* Translators: Rule of Trigon: a status text for the board, or a
         description of a board place read by screen readers; knights,
         scouts and boats are the figures (pieces) a player builds and
         moves; a settlement (a village or the capital) is a player's town
         on a site of the board */
      return g_strdup_printf (ngettext ("You hold a whole realm: place %u knight on your settlements",
                                        "You hold a whole realm: place %u knights on your settlements", left), left);
    case TRG_PHASE_CITY_BONUS:
      ts_trigon_game_get_placements_left (v, &figure);
      /* Translators: %s is a figure */
      return g_strdup_printf (_("Your new city’s bonus %s cannot stand there: choose a settlement for it"),
                              figure_word (figure));
    case TRG_PHASE_SECOND_VILLAGE:
      return g_strdup (_("Choose the site of your second village"));
    case TRG_PHASE_PROTECT:
      /* Translators: %s is a negative card */
      return g_strdup_printf (_("%s would strike you: play your protection card against it?"),
                              trg_card_title (ts_trigon_game_get_negative_card (v)));
    case TRG_PHASE_NEGATIVE:
      /* Translators: %s is a negative card */
      return g_strdup_printf (_("%s strikes: choose what you lose"),
                              trg_card_title (ts_trigon_game_get_negative_card (v)));
    case TRG_PHASE_TRADE_ANSWER:
      {
        guint8 give[TRG_N_COINS], get[TRG_N_COINS];
        gint16 g1[TRG_N_COINS], g2[TRG_N_COINS];
        g_autofree char *t1 = NULL, *t2 = NULL;

        ts_trigon_game_get_offer (v, NULL, give, get);
        for (int c = 0; c < TRG_N_COINS; c++)
          g1[c] = give[c], g2[c] = get[c];
        /* The proposer gives G1: the viewer receives it. */
        t1 = coins_text (g2);
        t2 = coins_text (g1);
        /* Translators: a trade offer: a player, what you give, what you receive */
        return g_strdup_printf (_("%s offers a trade: you give %s, you receive %s"),
                                seat_name (scene, ts_trigon_game_get_active (v)), t1, t2);
      }
    case TRG_PHASE_SWAP_ANSWER:
      /* Translators: %s is a player */
      return g_strdup_printf (_("%s offers a blind swap of one card: decline, or pick the card you give"),
                              seat_name (scene, ts_trigon_game_get_active (v)));
    case TRG_PHASE_FLEE:
    case TRG_PHASE_FLEE_MOVES:
      if (ts_trigon_game_get_battle (v, &b))
        {
          g_autofree char *place = place_name (b.target);

          /* Translators: a player, a place, attackers and both sides' dice */
          return g_strdup_printf (_("%s attacks %s with %u figures (%d dice against your %d): play Vluchten and flee?"),
                                  seat_name (scene, b.attacker), place, b.knights + b.scouts,
                                  ts_trigon_game_get_battle_dice (v, TRUE), ts_trigon_game_get_battle_dice (v, FALSE));
        }
      /* Translators: Rule of Trigon: a status text for the board, or a
         description of a board place read by screen readers */
      return g_strdup (_("Flee?"));
    case TRG_PHASE_ATTACK_CARDS:
      /* Translators: Rule of Trigon: a status text for the board, or a
         description of a board place read by screen readers; event cards
         are bought for 1 copper and played for their effect; some are
         played in battles; fights between figures are battles decided by
         dice */
      return g_strdup_printf (_("Your attack: %d dice against %d. Play battle cards?"),
                              ts_trigon_game_get_battle_dice (v, TRUE), ts_trigon_game_get_battle_dice (v, FALSE));
    case TRG_PHASE_DEFENCE_CARDS:
      /* Translators: Rule of Trigon: a status text for the board, or a
         description of a board place read by screen readers; event cards
         are bought for 1 copper and played for their effect; some are
         played in battles; fights between figures are battles decided by
         dice */
      return g_strdup_printf (_("You are attacked: %d dice against your %d. Play battle cards?"),
                              ts_trigon_game_get_battle_dice (v, TRUE), ts_trigon_game_get_battle_dice (v, FALSE));
    case TRG_PHASE_CASUALTY:
      if (ts_trigon_game_get_battle (v, &b) && (b.last_roll[0] || b.last_roll[1]))
        /* Translators: Rule of Trigon: a status text for the board, or a
           description of a board place read by screen readers; knights,
           scouts and boats are the figures (pieces) a player builds and
           moves */
        return g_strdup_printf (_("The roll was %u against %u: choose the figure you lose"),
                                b.last_roll[0], b.last_roll[1]);
      /* Translators: Rule of Trigon: a prompt in the status line above the
         board, telling the player what to do; knights, scouts and boats are
         the figures (pieces) a player builds and moves */
      return g_strdup (_("Choose the figure you lose"));
    case TRG_PHASE_SPY_TAKE:
      /* Translators: Rule of Trigon: a status text for the board, or a
         description of a board place read by screen readers; Spionage is
         the Dutch name of an event card and stays untranslated */
      return g_strdup (_("Spionage: take one card of that hand"));
    default:
      /* Translators: Rule of Trigon: a prompt in the status line above the
         board, telling the player what to do */
      return g_strdup (_("Choose"));
    }
}

char *
trg_scene_prompt (const TrgScene *scene)
{
  if (scene->view == NULL)
    return g_strdup ("");
  switch (scene->step)
    {
    case TRG_STEP_OVER:
      return g_strdup (_("The game is over"));
    case TRG_STEP_NONE:
      {
        char *turn = ts_game_describe_turn (TS_GAME (scene->view), (const char * const *) scene->names);

        return turn != NULL ? turn : g_strdup ("");
      }
    case TRG_STEP_CHOICE:
      return choice_prompt (scene);
    case TRG_STEP_ACTION:
    default:
      if (scene->confirm_end)
        {
          guint n = trg_scene_unused_scouts (scene);

          /* Translators: Rule of Trigon: a prompt in the status line above
             the board, telling the player what to do; knights, scouts and
             boats are the figures (pieces) a player builds and moves; sites
             are the board places for settlements, joined by paths */
          return g_strdup_printf (ngettext ("%u scout stands unused on an empty site. Press End turn again to end the turn anyway, or Escape to go on",
                                            "%u scouts stand unused on empty sites. Press End turn again to end the turn anyway, or Escape to go on",
                                            n), n);
        }
      if (scene->card != TRG_NONE)
        /* Translators: %s is a card */
        return g_strdup_printf (_("Choose what %s is played on"), trg_card_title (scene->card));
      if (scene->selected != TRG_NONE)
        /* Translators: Rule of Trigon: a prompt in the status line above
           the board, telling the player what to do */
        return g_strdup (_("Click a lit place to send the army there, or build here"));
      /* Translators: %s is the player on turn */
      return g_strdup_printf (_("Your turn, %s: select your figures or a settlement; build, trade and play cards"),
                              seat_name (scene, scene->viewer));
    }
}

char *
trg_scene_battle_text (const TrgScene *scene)
{
  TrgBattleInfo b;
  GString *s;
  g_autofree char *place = NULL, *army = NULL;

  if (scene->view == NULL || !ts_trigon_game_get_battle (scene->view, &b))
    return NULL;
  place = place_name (b.target);
  army = army_text ((int) b.knights, (int) b.scouts, (int) b.boats);
  s = g_string_new (NULL);
  /* Translators: a battle: the attacker, a place, the defender, the attacking army */
  g_string_append_printf (s, _("%s attacks %s, held by %s, with %s."), seat_name (scene, b.attacker), place,
                          seat_name (scene, b.defender), army);
  g_string_append_c (s, '\n');
  /* Translators: both sides' dice in a battle */
  g_string_append_printf (s, _("Dice: %d against %d."), ts_trigon_game_get_battle_dice (scene->view, TRUE),
                          ts_trigon_game_get_battle_dice (scene->view, FALSE));
  if (b.att_cards != 0 || b.def_cards != 0)
    {
      g_autofree char *a = b.att_cards != 0 ? battle_cards_text (b.att_cards) : NULL;
      g_autofree char *d = b.def_cards != 0 ? battle_cards_text (b.def_cards) : NULL;

      g_string_append_c (s, ' ');
      if (a != NULL)
        /* Translators: the attacker's battle cards, e.g. "Attacker plays Cavalerie." */
        g_string_append_printf (s, _("Attacker plays %s."), a);
      if (d != NULL)
        {
          if (a != NULL)
            g_string_append_c (s, ' ');
          /* Translators: the defender's battle cards */
          g_string_append_printf (s, _("Defender plays %s."), d);
        }
    }
  if (b.last_roll[0] != 0 || b.last_roll[1] != 0)
    {
      g_string_append_c (s, ' ');
      /* Translators: the sums of the last roll of a battle */
      g_string_append_printf (s, _("Last roll: %u against %u."), b.last_roll[0], b.last_roll[1]);
    }
  return g_string_free (s, FALSE);
}
