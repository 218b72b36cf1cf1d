/* trigon-scene-text.c — the Rule of Trigon board in words: prompts, moves
 * as sentences, places described (no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Places are named by their proper names (Psör, Delishaven), fords by the
 * two places they join; cards by their names in the reader's language
 * (trigon-words.c, which also words the moves).
 */
#include <glib/gi18n-lib.h>

#include "trigon-scene.h"
#include "trigon-words.h"

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
  return trg_words_card_name (card);
}

const char *
trg_card_rule (int card)
{
  return trg_words_card_rule (card);
}

char *
trg_scene_move_label (const TrgScene *scene,
                      const TsMove   *m)
{
  return trg_words_move (scene->view, m, (const char * const *) scene->names);
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
    {
      /* A ford's name begins with an article: capitalised here. */
      g_string_append_unichar (s, g_unichar_totitle (g_utf8_get_char (name)));
      g_string_append (s, g_utf8_next_char (name));
    }
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
      g_autofree char *army = trg_words_army (k, sc, b);

      if (k + sc + b > 0)
        /* Translators: figures on a place, then their owner */
        g_string_append_printf (s, _("; %s of %s"), army, seat_name (scene, occupant));
    }
  if (scene->step == TRG_STEP_ACTION && scene->targets[p].reachable)
    {
      const TrgTarget *t = &scene->targets[p];

      if (t->attack)
        /* Translators: an attack's dice and the chance to win, e.g. "attack: 3 dice against 4, 41 % to win" */
        g_string_append_printf (s, ngettext ("; attack: %d die against %d, %d %% to win",
                                             "; attack: %d dice against %d, %d %% to win", t->att_dice),
                                t->att_dice, t->def_dice, (int) (t->chance * 100 + 0.5));
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
      if (figure == TRG_FIG_BOAT)
        /* Translators: Rule of Trigon: a prompt; a new city's bonus boat
           needs a harbour */
        return g_strdup (_("Your new city’s bonus boat cannot stand there: choose a harbour settlement for it"));
      if (figure == TRG_FIG_SCOUT)
        /* Translators: Rule of Trigon: a prompt */
        return g_strdup (_("Your new city’s bonus scout cannot stand there: choose a settlement for it"));
      /* Translators: Rule of Trigon: a prompt */
      return g_strdup (_("Your new city’s bonus knight cannot stand there: choose a settlement for it"));
    case TRG_PHASE_SECOND_VILLAGE:
      /* Translators: Rule of Trigon: a prompt; sites are the board places
         for settlements */
      return g_strdup (_("Choose the site of your second village"));
    case TRG_PHASE_PROTECT:
      {
        g_autofree char *card = trg_words_card_quoted (ts_trigon_game_get_negative_card (v));

        /* Translators: %s is a negative card's name, in quotes */
        return g_strdup_printf (_("%s would strike you: play your protection card against it?"), card);
      }
    case TRG_PHASE_NEGATIVE:
      {
        int negative = ts_trigon_game_get_negative_card (v);
        g_autofree char *card = trg_words_card_quoted (negative);

        /* Translators: Rule of Trigon: a prompt; %1$s is a negative card's
           name, in quotes, %2$s what it does ("Remove 2 of your
           knights.") */
        return g_strdup_printf (_("%1$s strikes: choose what you lose. %2$s"), card, trg_words_card_rule (negative));
      }
    case TRG_PHASE_TRADE_ANSWER:
      {
        guint8 give[TRG_N_COINS], get[TRG_N_COINS];
        gint16 g1[TRG_N_COINS], g2[TRG_N_COINS];
        g_autofree char *t1 = NULL, *t2 = NULL;

        ts_trigon_game_get_offer (v, NULL, give, get);
        for (int c = 0; c < TRG_N_COINS; c++)
          g1[c] = give[c], g2[c] = get[c];
        /* The proposer gives G1: the viewer receives it. */
        t1 = trg_words_coins (g2[0], g2[1], g2[2]);
        t2 = trg_words_coins (g1[0], g1[1], g1[2]);
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
          g_autofree char *army = trg_words_army ((int) b.knights, (int) b.scouts, 0);
          g_autofree char *card = trg_words_card_quoted (TRG_E_VLUCHTEN);
          int att = ts_trigon_game_get_battle_dice (v, TRUE);

          /* Translators: Rule of Trigon: a prompt; %1$s is a player, %2$s
             a place, %3$s the attacking army ("4 knights"), %4$d and %5$d
             both sides' dice, %6$s the card's name ("Flee") */
          return g_strdup_printf (ngettext ("%1$s attacks %2$s with %3$s (%4$d die against your %5$d): play %6$s and flee?",
                                            "%1$s attacks %2$s with %3$s (%4$d dice against your %5$d): play %6$s and flee?",
                                            att),
                                  seat_name (scene, b.attacker), place, army, att,
                                  ts_trigon_game_get_battle_dice (v, FALSE), card);
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
      return g_strdup_printf (ngettext ("Your attack: %d die against %d. Play battle cards?",
                                        "Your attack: %d dice against %d. Play battle cards?",
                                        ts_trigon_game_get_battle_dice (v, TRUE)),
                              ts_trigon_game_get_battle_dice (v, TRUE), ts_trigon_game_get_battle_dice (v, FALSE));
    case TRG_PHASE_DEFENCE_CARDS:
      /* Translators: Rule of Trigon: a status text for the board, or a
         description of a board place read by screen readers; event cards
         are bought for 1 copper and played for their effect; some are
         played in battles; fights between figures are battles decided by
         dice */
      return g_strdup_printf (ngettext ("You are attacked: %d die against your %d. Play battle cards?",
                                        "You are attacked: %d dice against your %d. Play battle cards?",
                                        ts_trigon_game_get_battle_dice (v, TRUE)),
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
      {
        g_autofree char *card = trg_words_card_quoted (TRG_E_SPIONAGE);

        /* Translators: Rule of Trigon: a prompt; %s is the card's name
           ("Espionage"), in quotes */
        return g_strdup_printf (_("%s shows you this hand: take one of its cards"), card);
      }
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
      /* Translators: Rule of Trigon: the prompt once the game has ended */
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
        {
          g_autofree char *card = trg_words_card_quoted (scene->card);

          /* Translators: %s is a card's name, in quotes */
          return g_strdup_printf (_("Choose what %s is played on"), card);
        }
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
  army = trg_words_army ((int) b.knights, (int) b.scouts, (int) b.boats);
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
      g_autofree char *a = b.att_cards != 0 ? trg_words_battle_cards (b.att_cards) : NULL;
      g_autofree char *d = b.def_cards != 0 ? trg_words_battle_cards (b.def_cards) : NULL;

      g_string_append_c (s, ' ');
      if (a != NULL)
        /* Translators: the attacker's battle cards, e.g. "The attacker plays “Cavalry”." */
        g_string_append_printf (s, _("The attacker plays %s."), a);
      if (d != NULL)
        {
          if (a != NULL)
            g_string_append_c (s, ' ');
          /* Translators: the defender's battle cards */
          g_string_append_printf (s, _("The defender plays %s."), d);
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
