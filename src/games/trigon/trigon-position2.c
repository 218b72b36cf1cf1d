/* trigon-position2.c — Rule of Trigon's position a person can write
 * (version 2, docs/positions/trigon.md, docs/learn.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Keyword lines in any order, with names (sites, realms, cards, tasks)
 * where version 1 has numbers.  Reading starts from the game a fresh
 * setup with those players, seed and options gives; what the lines leave
 * out stays as it is there, and what follows from the rest (the bank, the
 * decks, who stands where) is worked out.  A "raw" line sets one field of
 * version 1, for what the keywords do not say (a battle in progress).
 * The whole is then checked as version 1 is, and a refusal names the
 * line.  Writing gives the keywords, then "raw" lines for whatever the
 * keywords would not make exactly so: any state reads back equal.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "ts-position.h"
#include "ts-text.h"
#include "trigon-private.h"

#define COPPER_SILVER_GOLD { "copper", "silver", "gold" }

static const char * const keywords[] = {
  "players", "seed", "option", "realm", "round", "turn", "order", "collection-order", "coins", "settlement", "knights", "scouts",
  "boats", "hand", "played", "discard", "task", "offers", "bonus", "foundings", "deck", "forced", "rng", "raw",
  NULL
};
static const char * const once[] = { "players", "seed", "round", "turn", "order", "collection-order", "forced",
                                     "rng", NULL };
/* The movement columns of knights and scouts (TRG_MV_…), and of boats. */
static const char * const moved_words[] = { "fresh", "stepped", "rode", "done", "frozen" };
static const char * const sailed_words[] = { "fresh", "sailed" };
static const char * const coin_words[] = COPPER_SILVER_GOLD;

/* Names */

/* Seat "1" … "N" (people count from 1). */
static gboolean
read_position (const TsPositionLine *line,
               guint                 i,
               int                  *position,
               GError              **error)
{
  if (!ts_position_line_words (line, i + 1, 0, error))
    return FALSE;
  *position = trg_position_from_id (line->words[i]);
  for (int s = 0; *position == TRG_NONE && s < TRG_N_SITES; s++)
    if (g_utf8_collate (trg_sites[s].name, line->words[i]) == 0 ||
        g_ascii_strcasecmp (trg_sites[s].name, line->words[i]) == 0)
      *position = s;
  return *position != TRG_NONE || ts_position_unknown (line, i, _("a site or a ford"), error);
}

static gboolean
read_realm (const TsPositionLine *line,
            guint                 i,
            int                  *realm,
            GError              **error)
{
  if (!ts_position_line_words (line, i + 1, 0, error))
    return FALSE;
  for (int r = 0; r < TRG_N_REALMS; r++)
    if (g_ascii_strcasecmp (trg_realm_names[r], line->words[i]) == 0)
      {
        *realm = r;
        return TRUE;
      }
  return ts_position_unknown (line, i, _("a realm"), error);
}

/* An event card by its code (E01), English or Dutch name. */
static gboolean
read_event (const TsPositionLine *line,
            guint                 i,
            int                  *kind,
            GError              **error)
{
  for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
    if (g_ascii_strcasecmp (trg_events[e].id, line->words[i]) == 0 ||
        g_ascii_strcasecmp (trg_events[e].name, line->words[i]) == 0 ||
        g_ascii_strcasecmp (trg_events[e].dutch, line->words[i]) == 0)
      {
        *kind = e;
        return TRUE;
      }
  return ts_position_unknown (line, i, _("an event card"), error);
}

static gboolean
read_task (const TsPositionLine *line,
           guint                 i,
           int                  *task,
           GError              **error)
{
  for (int t = 0; t < TRG_N_TASKS; t++)
    if (g_ascii_strcasecmp (trg_tasks[t].id, line->words[i]) == 0 ||
        g_ascii_strcasecmp (trg_tasks[t].name, line->words[i]) == 0 ||
        g_ascii_strcasecmp (trg_tasks[t].dutch, line->words[i]) == 0)
      {
        *task = t;
        return TRUE;
      }
  return ts_position_unknown (line, i, _("a task"), error);
}

/* A village card: V05 … V50 (the capitals' are V01–V04). */
static gboolean
read_village_card (const TsPositionLine *line,
                   guint                 i,
                   int                  *card,
                   GError              **error)
{
  gint64 v;

  if ((line->words[i][0] == 'V' || line->words[i][0] == 'v') &&
      ts_text_parse_int (line->words[i] + 1, 1, TRG_N_VILLAGE_CARDS, &v))
    {
      *card = (int) v - 1;
      return TRUE;
    }
  return ts_position_unknown (line, i, _("a village card"), error);
}

static char *
village_card_id (int card)
{
  return g_strdup_printf ("V%02d", card + 1);
}

/* Decks */

/* Takes one card of KIND out of DECK (N cards); FALSE when none is left. */
static gboolean
take_from (gint8  *deck,
           guint8 *n,
           int     kind)
{
  for (int i = 0; i < *n; i++)
    if (deck[i] == kind)
      {
        memmove (deck + i, deck + i + 1, (gsize) (*n - i - 1));
        (*n)--;
        return TRUE;
      }
  return FALSE;
}

/* Moves the cards named on LINE (from word FIRST) to the top of DECK, the
 * first named on top. */
static gboolean
stack_named (TrgState             *st,
             const TsPositionLine *line,
             guint                 first,
             gint8                *deck,
             guint8               *n,
             int                   which,
             GError              **error)
{
  int cards[TRG_N_EVENT_CARDS];
  guint n_cards = 0;

  for (guint i = first; i < line->n_words && n_cards < G_N_ELEMENTS (cards); i++)
    {
      int c;

      if (!(which == 0 ? read_event (line, i, &c, error)
            : which == 1 ? read_task (line, i, &c, error)
            : read_village_card (line, i, &c, error)))
        return FALSE;
      if (!take_from (deck, n, c))
        /* Translators: Rule of Trigon: why a position is refused: %s is
           a card; the deck holds no more of it */
        return ts_position_error (error, line, _("%s is not in the deck (any more)"), line->words[i]);
      cards[n_cards++] = c;
    }
  memmove (deck + n_cards, deck, *n);
  for (guint i = 0; i < n_cards; i++)
    deck[i] = (gint8) cards[i];
  *n = (guint8) (*n + n_cards);
  return TRUE;
}

/* Reading */

/* The fresh game of the lines' players, seed and options. */
static TsGame *
fresh_game (const TsPositionText *text,
            GError              **error)
{
  const TsGameOption *options = trg_game_options ();
  const TsPositionLine *players = ts_position_text_first (text, "players");
  const TsPositionLine *seed_line = ts_position_text_first (text, "seed");
  g_autoptr(TsSetup) setup = NULL;
  g_autoptr(GError) local = NULL;
  gint64 n = 2, seed = 0;
  TsGame *game;

  if (players != NULL && !ts_position_line_int (players, 0, 2, TRG_MAX_SEATS, _("a number of players"), &n, error))
    return NULL;
  if (seed_line != NULL && !ts_position_line_int (seed_line, 0, 0, G_MAXINT64, _("a seed"), &seed, error))
    return NULL;
  setup = ts_setup_new ("trigon", (guint) n, (guint64) seed);
  setup->first_seat = 0;
  for (guint i = 0; i < text->lines->len; i++)
    {
      const TsPositionLine *line = g_ptr_array_index (text->lines, i);
      const TsGameOption *option;
      g_autofree char *name = NULL;
      int value, seat = 0, realm = 0;

      if (g_str_equal (line->keyword, "option"))
        {
          if (!ts_position_line_words (line, 2, 2, error))
            return NULL;
          option = ts_options_find (options, line->words[0]);
          if (option == NULL || g_str_has_prefix (line->words[0], "realm"))
            return ts_position_unknown (line, 0, _("an option"), error), NULL;
          if (!ts_option_parse_value (option, line->words[1], &value, error))
            {
              ts_position_prefix_line (error, line->line);
              return NULL;
            }
          ts_setup_set_option (setup, option->name, value);
        }
      else if (g_str_equal (line->keyword, "realm"))
        {
          if (!ts_position_line_words (line, 2, 2, error) || !ts_position_line_seat (line, 0, (guint) n, &seat, error) ||
              !read_realm (line, 1, &realm, error))
            return NULL;
          name = g_strdup_printf ("realm%d", seat + 1);
          ts_setup_set_option (setup, name, realm + 1);
        }
    }
  game = ts_trigon_game_new_unstarted (setup, &local);
  if (game == NULL)
    {
      ts_position_error (error, NULL, "%s", local->message);
      return NULL;
    }
  ts_trigon_game_start (TS_TRIGON_GAME (game));
  return game;
}

static gboolean
read_coins (TrgState             *st,
            const TsPositionLine *line,
            GError              **error)
{
  int seat;
  guint8 coins[TRG_N_COINS] = { 0 };

  if (!ts_position_line_seat (line, 0, st->n_players, &seat, error))
    return FALSE;
  if (line->n_words % 2 != 1)
    /* Translators: Rule of Trigon: how a "coins" line of a position is
       written */
    return ts_position_error (error, line, _("coins: a seat, then numbers each followed by copper, silver or gold"));
  for (guint i = 1; i < line->n_words; i += 2)
    {
      gint64 v;
      int k = -1;

      if (!ts_position_line_int (line, i, 0, TRG_BANK_COINS, _("a number of coins"), &v, error))
        return FALSE;
      for (int c = 0; c < TRG_N_COINS; c++)
        if (g_ascii_strcasecmp (coin_words[c], line->words[i + 1]) == 0)
          k = c;
      if (k < 0)
        return ts_position_unknown (line, i + 1, _("a coin"), error);
      coins[k] = (guint8) v;
    }
  memcpy (st->coins[seat], coins, sizeof coins);
  return TRUE;
}

/* settlement SEAT SITE [capital] [palace] [city] [inhabitants N]
 * [card Vnn] [token N] */
static gboolean
read_settlement (TrgState             *st,
                 const TsPositionLine *line,
                 GError              **error)
{
  int seat, site, card = TRG_NONE;
  gboolean capital = FALSE, palace = FALSE, city = FALSE;
  gint64 inhabitants = 1, token = 0;
  TrgSettlement *set;

  if (!ts_position_line_seat (line, 0, st->n_players, &seat, error) || !read_position (line, 1, &site, error))
    return FALSE;
  if (!trg_position_is_site (site))
    /* Translators: Rule of Trigon: why a position is refused */
    return ts_position_error (error, line, _("a settlement stands on a site, not a ford"));
  for (guint i = 2; i < line->n_words; i++)
    {
      if (g_str_equal (line->words[i], "capital"))
        capital = TRUE;
      else if (g_str_equal (line->words[i], "palace"))
        palace = TRUE;
      else if (g_str_equal (line->words[i], "city"))
        city = TRUE;
      else if (g_str_equal (line->words[i], "inhabitants"))
        {
          if (!ts_position_line_int (line, ++i, 0, TRG_CAPACITY, _("a number of inhabitants"),
                                     &inhabitants, error))
            return FALSE;
        }
      else if (g_str_equal (line->words[i], "token"))
        {
          if (!ts_position_line_int (line, ++i, 1, TRG_TOKEN_LIMIT, _("a settlement token"), &token, error))
            return FALSE;
        }
      else if (g_str_equal (line->words[i], "card"))
        {
          if (!ts_position_line_words (line, i + 2, 0, error) || !read_village_card (line, ++i, &card, error))
            return FALSE;
        }
      else
        return ts_position_unknown (line, i, _("a word of a settlement"), error);
    }
  set = &st->settle[site];
  if (set->owner != TRG_NONE)
    /* Translators: Rule of Trigon: why a position is refused: %s is a
       site */
    return ts_position_error (error, line, _("%s holds a settlement already"), line->words[1]);
  if (capital)
    {
      int realm = trg_sites[site].realm;

      if (site != trg_capital_of_realm (realm))
        /* Translators: Rule of Trigon: why a position is refused */
        return ts_position_error (error, line, _("a capital stands on a realm's capital site"));
      card = realm;
    }
  else if (card == TRG_NONE)
    {
      if (st->n_village == 0)
        /* Translators: Rule of Trigon: why a position is refused */
        return ts_position_error (error, line, _("the village deck is empty"));
      card = st->village_deck[0];
      take_from (st->village_deck, &st->n_village, card);
    }
  else if (card < TRG_N_REALMS || !take_from (st->village_deck, &st->n_village, card))
    return ts_position_error (error, line, _("%s is not in the deck (any more)"), line->words[line->n_words - 1]);
  if (palace)
    {
      if (!capital || card != st->realm[seat])
        /* Translators: Rule of Trigon: why a position is refused */
        return ts_position_error (error, line, _("a palace stands in the player's own capital"));
      st->palace[seat] = TRUE;
    }
  if (token == 0)
    token = palace ? 1 : trg_lowest_free_token (st, seat);
  if (token < 1)
    /* Translators: Rule of Trigon: why a position is refused */
    return ts_position_error (error, line, _("the player has no settlement token left"));
  set->owner = (gint8) seat;
  set->city = city;
  set->inhabitants = (guint8) inhabitants;
  set->card = (gint8) card;
  set->token = (guint8) token;
  if (st->occupant[site] != TRG_NONE && st->occupant[site] != seat)
    return ts_position_error (error, line, _("%s holds pieces of another player"), line->words[1]);
  st->occupant[site] = (gint8) seat;
  return TRUE;
}

/* knights|scouts SEAT POSITION N [fresh|stepped|rode|done|frozen],
 * boats SEAT SITE N [fresh|sailed]. */
static gboolean
read_figures (TrgState             *st,
              const TsPositionLine *line,
              GError              **error)
{
  gboolean boats = g_str_equal (line->keyword, "boats");
  const char * const *words = boats ? sailed_words : moved_words;
  guint n_columns = boats ? G_N_ELEMENTS (sailed_words) : G_N_ELEMENTS (moved_words);
  int seat, position, column = 0;
  gint64 n;

  if (!ts_position_line_words (line, 3, 4, error) || !ts_position_line_seat (line, 0, st->n_players, &seat, error) ||
      !read_position (line, 1, &position, error) ||
      !ts_position_line_int (line, 2, 1, TRG_MAX_KNIGHTS, _("a number of figures"), &n, error))
    return FALSE;
  if (line->n_words == 4)
    {
      column = -1;
      for (guint c = 0; c < n_columns; c++)
        if (g_str_equal (line->words[3], words[c]))
          column = (int) c;
      if (column < 0)
        return ts_position_unknown (line, 3, boats ? _("a word of boats (fresh, sailed)")
                                       : _("a word of figures (fresh, stepped, rode, done, frozen)"), error);
    }
  if (st->occupant[position] != TRG_NONE && st->occupant[position] != seat)
    /* Translators: Rule of Trigon: why a position is refused: %s is a
       site or a ford */
    return ts_position_error (error, line, _("%s holds pieces of another player"), line->words[1]);
  if (g_str_equal (line->keyword, "knights"))
    st->knights[position][column] = (guint16) MIN (st->knights[position][column] + n, G_MAXUINT16);
  else if (g_str_equal (line->keyword, "scouts"))
    st->scouts[position][column] = (guint8) MIN (st->scouts[position][column] + n, 255);
  else
    {
      if (!trg_site_is_harbour (position))
        /* Translators: Rule of Trigon: why a position is refused */
        return ts_position_error (error, line, _("boats lie in harbours"));
      st->boats[position][column] = (guint8) MIN (st->boats[position][column] + n, 255);
    }
  st->occupant[position] = (gint8) seat;
  return TRUE;
}

/* order|collection-order SEAT…: every player in the game, once. */
static gboolean
read_order (TrgState             *st,
            const TsPositionLine *line,
            GError              **error)
{
  guint8 *order = g_str_equal (line->keyword, "order") ? st->act_order : st->coll_order;
  gboolean seen[TRG_MAX_SEATS] = { FALSE };

  if (!ts_position_line_words (line, 1, st->n_players, error))
    return FALSE;
  for (guint i = 0; i < line->n_words; i++)
    {
      int seat;

      if (!ts_position_line_seat (line, i, st->n_players, &seat, error))
        return FALSE;
      if (seen[seat])
        /* Translators: Rule of Trigon: why a position is refused */
        return ts_position_error (error, line, _("a player has two places in the order"));
      seen[seat] = TRUE;
      order[i] = (guint8) seat;
    }
  st->n_order = (guint8) line->n_words;
  return TRUE;
}

/* Empties the board: no settlement, figure or palace; the villages' cards
 * back under the village deck. */
static void
clear_board (TrgState *st)
{
  for (int s = 0; s < TRG_N_SITES; s++)
    {
      TrgSettlement *set = &st->settle[s];

      if (set->owner != TRG_NONE && set->card >= TRG_N_REALMS && st->n_village < TRG_N_VILLAGE_DECK)
        st->village_deck[st->n_village++] = set->card;
      set->owner = TRG_NONE;
      set->city = 0;
      set->inhabitants = 0;
      set->card = TRG_NONE;
      set->token = 0;
    }
  memset (st->knights, 0, sizeof st->knights);
  memset (st->scouts, 0, sizeof st->scouts);
  memset (st->boats, 0, sizeof st->boats);
  memset (st->occupant, TRG_NONE, sizeof st->occupant);
  memset (st->palace, 0, sizeof st->palace);
}

/* hand|played SEAT CARD…, discard CARD…, task SEAT TASK [done] */
static gboolean
read_cards (TrgState             *st,
            const TsPositionLine *line,
            GError              **error)
{
  int seat = TRG_NONE, c;
  guint first = 1;

  if (g_str_equal (line->keyword, "discard"))
    first = 0;
  else if (!ts_position_line_seat (line, 0, st->n_players, &seat, error))
    return FALSE;
  if (g_str_equal (line->keyword, "task"))
    {
      gboolean done;

      gint64 progress = 0;

      if (!ts_position_line_words (line, 2, 4, error) || !read_task (line, 1, &c, error))
        return FALSE;
      done = line->n_words == 3;
      if (done && !g_str_equal (line->words[2], "done"))
        return ts_position_unknown (line, 2, _("a word of a task"), error);
      if (line->n_words == 4 &&
          (!g_str_equal (line->words[2], "progress") ||
           !ts_position_line_int (line, 3, 0, 255, _("a task's progress"), &progress, error)))
        return error != NULL && *error != NULL ? FALSE : ts_position_unknown (line, 2, _("a word of a task"), error);
      st->progress[seat][c] = (guint8) progress;
      if (!take_from (st->task_deck, &st->n_task, c))
        return ts_position_error (error, line, _("%s is not in the deck (any more)"), line->words[1]);
      if (done)
        {
          st->tasks_done[seat] |= 1u << c;
          st->n_tasks_done[seat]++;
        }
      else
        st->tasks_held[seat] |= 1u << c;
      return TRUE;
    }
  for (guint i = first; i < line->n_words; i++)
    {
      if (!read_event (line, i, &c, error))
        return FALSE;
      if (g_str_equal (line->keyword, "played"))
        {
          guint64 bit = G_GUINT64_CONSTANT (1) << c;

          if (!(trg_events[c].timing & TRG_TIME_STAYS) || (st->played[seat] & bit))
            /* Translators: Rule of Trigon: why a position is refused: %s
               is an event card */
            return ts_position_error (error, line, _("%s does not stay on the table, or lies there twice"),
                                      line->words[i]);
          if (!take_from (st->event_deck, &st->n_event, c))
            return ts_position_error (error, line, _("%s is not in the deck (any more)"), line->words[i]);
          st->played[seat] |= bit;
        }
      else
        {
          if (!take_from (st->event_deck, &st->n_event, c))
            return ts_position_error (error, line, _("%s is not in the deck (any more)"), line->words[i]);
          if (seat == TRG_NONE)
            st->discard[st->n_discard++] = (gint8) c;
          else
            st->hand[seat][c]++;
        }
    }
  return TRUE;
}

/* Returns every card of the kinds the lines set (hands of the seats with a
 * "hand" line, the discard pile with a "discard" line …) to the bottom of
 * their deck, so that the lines say all of them. */
static void
return_cards (TrgState             *st,
              const TsPositionText *text)
{
  for (guint i = 0; i < text->lines->len; i++)
    {
      const TsPositionLine *line = g_ptr_array_index (text->lines, i);
      gint64 v;
      int seat;

      if (g_str_equal (line->keyword, "discard"))
        {
          for (int k = 0; k < st->n_discard; k++)
            st->event_deck[st->n_event++] = st->discard[k];
          st->n_discard = 0;
          continue;
        }
      if (!g_str_equal (line->keyword, "hand") && !g_str_equal (line->keyword, "played") &&
          !g_str_equal (line->keyword, "task"))
        continue;
      if (line->n_words == 0 || !ts_text_parse_int (line->words[0], 1, st->n_players, &v))
        continue;   /* read_cards says why */
      seat = (int) v - 1;
      if (g_str_equal (line->keyword, "hand"))
        for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
          for (; st->hand[seat][e] > 0; st->hand[seat][e]--)
            st->event_deck[st->n_event++] = (gint8) e;
      else if (g_str_equal (line->keyword, "played"))
        {
          for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
            if (st->played[seat] & (G_GUINT64_CONSTANT (1) << e))
              st->event_deck[st->n_event++] = (gint8) e;
          st->played[seat] = 0;
        }
      else
        {
          for (int t = 0; t < TRG_N_TASKS; t++)
            if ((st->tasks_held[seat] | st->tasks_done[seat]) & (1u << t))
              st->task_deck[st->n_task++] = (gint8) t;
          st->tasks_held[seat] = st->tasks_done[seat] = 0;
          st->n_tasks_done[seat] = 0;
          memset (st->progress[seat], 0, sizeof st->progress[seat]);
        }
    }
}

/* The action phase of the round with SEAT to act, the others after it in
 * the order of the seats. */
static void
set_turn (TrgState *st,
          int       seat,
          gboolean  ordered)
{
  guint n = 0;

  st->phase = TRG_PHASE_ACTION;
  st->active = (gint8) seat;
  st->current = (gint8) seat;
  st->coll_step = TRG_COLL_DONE;
  if (ordered)
    {
      for (guint i = 0; i < st->n_order; i++)
        if (st->act_order[i] == seat)
          st->turn_index = (guint8) i;
      return;
    }
  for (int k = 0; k < st->n_players; k++)
    {
      int s = (seat + k) % st->n_players;

      if (!st->eliminated[s])
        {
          st->act_order[n] = (guint8) s;
          st->coll_order[n] = (guint8) s;
          n++;
        }
    }
  st->n_order = (guint8) n;
  st->turn_index = 0;
}

/* The keyword line that sets the field a version-1 error names, for
 * "line N": a raw line of that field first. */
static const TsPositionLine *
line_of_field (const TsPositionText *text,
               const char           *message)
{
  static const TsPositionField map[] = {
    { "coins", "coins" }, { "bank", "coins" }, { "settle", "settlement" }, { "knights", "knights" },
    { "scouts", "scouts" }, { "boats", "boats" }, { "occupant", "knights" }, { "hand", "hand" },
    { "played", "played" }, { "discard", "discard" }, { "tasks_done", "task" }, { "tasks_held", "task" },
    { "n_tasks_done", "task" }, { "progress", "task" }, { "bonus_holder", "bonus" }, { "foundings", "foundings" },
    { "round", "round" }, { "active", "turn" }, { "current", "turn" }, { "realm", "realm" },
    { "palace", "settlement" }, { "forced", "forced" }, { "n_forced", "forced" },
  };
  g_autofree char *field = ts_position_error_field (message);

  for (guint l = 0; field != NULL && l < text->lines->len; l++)
    {
      const TsPositionLine *raw = g_ptr_array_index (text->lines, l);

      if (g_str_equal (raw->keyword, "raw") && raw->n_words > 0 && g_str_equal (field, raw->words[0]))
        return raw;
    }
  return ts_position_text_line_for (text, message, map, G_N_ELEMENTS (map));
}

/* The lines of TEXT made into a state (no whole check). */
static gboolean
build (const TsPositionText *text,
       TrgState             *st,
       GError              **error)
{
  g_autoptr(TsGame) game = NULL;
  gboolean board = FALSE;
  guint total[TRG_N_COINS];

  if (!ts_position_text_check_keywords (text, keywords, once, error))
    return FALSE;
  game = fresh_game (text, error);
  if (game == NULL)
    return FALSE;
  *st = *trg_state (game);
  for (int k = 0; k < TRG_N_COINS; k++)
    {
      total[k] = st->bank[k];
      for (int s = 0; s < st->n_players; s++)
        total[k] += st->coins[s][k];
    }
  board = ts_position_text_count (text, "settlement") + ts_position_text_count (text, "knights") +
          ts_position_text_count (text, "scouts") + ts_position_text_count (text, "boats") > 0;
  if (board)
    clear_board (st);
  return_cards (st, text);

  /* In an order that lets each line see what it needs: the board, then
   * the cards, then the rest. */
  for (int pass = 0; pass < 5; pass++)
    for (guint i = 0; i < text->lines->len; i++)
      {
        const TsPositionLine *line = g_ptr_array_index (text->lines, i);
        const char *kw = line->keyword;
        gboolean ok = TRUE;
        gint64 v;
        int seat;

        if (pass == 0 && g_str_equal (kw, "settlement"))
          ok = read_settlement (st, line, error);
        else if (pass == 1 && (g_str_equal (kw, "knights") || g_str_equal (kw, "scouts") || g_str_equal (kw, "boats")))
          ok = read_figures (st, line, error);
        else if (pass == 1 && (g_str_equal (kw, "hand") || g_str_equal (kw, "played") ||
                               g_str_equal (kw, "discard") || g_str_equal (kw, "task")))
          ok = read_cards (st, line, error);
        else if (pass == 2 && g_str_equal (kw, "deck"))
          {
            static const char * const decks[] = { "events", "tasks", "villages", NULL };
            int which = -1;

            for (int d = 0; decks[d] != NULL; d++)
              if (line->n_words > 0 && g_str_equal (line->words[0], decks[d]))
                which = d;
            if (which < 0)
              ok = line->n_words == 0 ? ts_position_line_words (line, 1, 0, error)
                                      : ts_position_unknown (line, 0, _("a deck (events, tasks, villages)"), error);
            else
              ok = stack_named (st, line, 1,
                                which == 0 ? st->event_deck : which == 1 ? st->task_deck : st->village_deck,
                                which == 0 ? &st->n_event : which == 1 ? &st->n_task : &st->n_village,
                                which, error);
          }
        else if (pass == 2 && g_str_equal (kw, "coins"))
          ok = read_coins (st, line, error);
        else if (pass == 2 && g_str_equal (kw, "bonus"))
          {
            int card = -1;

            ok = ts_position_line_words (line, 2, 2, error);
            for (int b = 0; ok && b < TRG_N_BONUS_CARDS; b++)
              if (g_ascii_strcasecmp (trg_bonus_names[b], line->words[0]) == 0)
                card = b;
            if (ok && card < 0)
              ok = ts_position_unknown (line, 0, _("a bonus card"), error);
            if (ok && g_str_equal (line->words[1], "nobody"))
              st->bonus_holder[card] = TRG_NONE;
            else if (ok && (ok = ts_position_line_seat (line, 1, st->n_players, &seat, error)))
              st->bonus_holder[card] = (gint8) seat;
          }
        else if (pass == 2 && g_str_equal (kw, "offers"))
          {
            ok = ts_position_line_words (line, 2, 2, error) && ts_position_line_seat (line, 0, st->n_players, &seat, error) &&
                 ts_position_line_int (line, 1, 0, TRG_MAX_OFFERS, _("a number of offers"), &v, error);
            if (ok)
              st->offers[seat] = (guint8) v;
          }
        else if (pass == 2 && g_str_equal (kw, "foundings"))
          {
            ok = ts_position_line_words (line, 2, 2, error) && ts_position_line_seat (line, 0, st->n_players, &seat, error) &&
                 ts_position_line_int (line, 1, 0, TRG_N_VILLAGE_DECK, _("a number of foundings"), &v, error);
            if (ok)
              st->foundings[seat] = (guint8) v;
          }
        else if (pass == 2 && g_str_equal (kw, "round"))
          {
            ok = ts_position_line_words (line, 1, 1, error) &&
                 ts_position_line_int (line, 0, 1, TRG_MAX_ROUNDS, _("a round"), &v, error);
            if (ok)
              st->round = (guint8) v;
          }
        else if (pass == 2 && (g_str_equal (kw, "order") || g_str_equal (kw, "collection-order")))
          ok = read_order (st, line, error);
        else if (pass == 3 && g_str_equal (kw, "turn"))
          {
            ok = ts_position_line_words (line, 1, 1, error) && ts_position_line_seat (line, 0, st->n_players, &seat, error);
            if (ok)
              set_turn (st, seat, ts_position_text_count (text, "order") > 0);
          }
        else if (pass == 2 && g_str_equal (kw, "forced"))
          {
            st->n_forced = 0;
            ok = ts_position_line_words (line, 0, TRG_MAX_FORCED, error);
            for (guint d = 0; ok && d < line->n_words; d++)
              if ((ok = ts_position_line_int (line, d, 1, 6, _("a die"), &v, error)))
                st->forced[st->n_forced++] = (guint8) v;
          }
        else if (pass == 2 && g_str_equal (kw, "rng"))
          {
            ok = ts_position_line_words (line, 1, 1, error);
            if (ok && !ts_rng_from_string (&st->rng, line->words[0], NULL))
              /* Translators: Rule of Trigon: why a position is refused */
              ok = ts_position_error (error, line, _("the generator cannot be read"));
          }
        else if (pass == 4 && g_str_equal (kw, "raw"))
          {
            ok = ts_position_line_words (line, 1, 0, error) &&
                 trg_position_set_field (st, line->words[0], line->words + 1, line->n_words - 1, error);
            if (!ok)
              ts_position_prefix_line (error, line->line);
          }
        if (!ok)
          return FALSE;
      }

  /* Worked out: the bank, who holds each realm, the tasks done. */
  for (int k = 0; k < TRG_N_COINS; k++)
    {
      gint64 left = total[k];

      for (int s = 0; s < st->n_players; s++)
        left -= st->coins[s][k];
      if (left < 0)
        /* Translators: Rule of Trigon: why a position is refused: %s is a
           coin (copper, silver, gold) */
        return ts_position_error (error, ts_position_text_first (text, "coins"),
                                  _("the players hold more %s than the game has"), coin_words[k]);
      if (ts_position_text_count (text, "coins") > 0 || board)
        st->bank[k] = (guint8) left;
    }
  memset (st->seat_of_realm, TRG_NONE, sizeof st->seat_of_realm);
  for (int s = 0; s < st->n_players; s++)
    {
      st->seat_of_realm[st->realm[s]] = (gint8) s;
      st->n_tasks_done[s] = (guint8) __builtin_popcount (st->tasks_done[s]);
    }
  st->view_seat = TRG_NONE;
  st->view_spy = TRG_NONE;
  return TRUE;
}

gboolean
trg_position2_load (TsGame      *game,
                    const char  *text,
                    GError     **error)
{
  g_autoptr(TsPositionText) lines = ts_position_text_parse (text, error);
  g_autoptr(GError) local = NULL;
  TrgState st;

  if (lines == NULL)
    return FALSE;
  if (!g_str_equal (lines->game_id, "trigon") || lines->version != 2)
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected */
    return ts_game_set_bad_state_error (error, _("This is not a Rule of Trigon position"));
  if (!build (lines, &st, error))
    return FALSE;
  if (!trg_position_check_fields (&st, &local) || !trg_position_validate (&st, &local) ||
      !trg_position_check_decision (&st, &local))
    {
      const TsPositionLine *line = line_of_field (lines, local->message);

      if (line != NULL)
        ts_position_prefix_line (&local, line->line);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  *trg_state (game) = st;
  return TRUE;
}

/* Writing */

static void
begin (GString    *out,
       const char *keyword)
{
  g_string_append (out, keyword);
}

static void
seat_word (GString *out,
           int      seat)
{
  g_string_append_printf (out, " %d", seat + 1);
}

static void
write_keywords (const TrgState *st,
                GString        *out)
{
  const TsGameOption *options = trg_game_options ();
  g_autofree char *rng = ts_rng_to_string (&st->rng);

  g_string_append (out, "trigon 2\n");
  g_string_append_printf (out, "players %u\n", st->n_players);
  {
    TrgState defaults;

    trg_state_init_empty (&defaults);
    trg_position_default_options (&defaults);
#define OPTION(field, name)                                                        \
    if (st->field != defaults.field)                                               \
      {                                                                            \
        g_autofree char *value = ts_option_format_value (ts_options_find (options, name), st->field); \
        g_string_append_printf (out, "option %s %s\n", name, value);             \
      }
    OPTION (opt_points, "points")
    OPTION (opt_tasks, "tasks")
    OPTION (opt_emperor_silver, "emperor-silver")
    OPTION (opt_emperor_gold, "emperor-gold")
    OPTION (opt_emperor_inhabitants, "emperor-inhabitants")
    OPTION (opt_win_points, "win-points")
    OPTION (opt_win_emperor, "win-emperor")
    OPTION (opt_win_tasks, "win-tasks")
    OPTION (opt_second_village, "second-village")
#undef OPTION
  }
  for (int s = 0; s < st->n_players; s++)
    g_string_append_printf (out, "realm %d %s\n", s + 1, trg_realm_names[st->realm[s]]);
  if (st->round > 0)
    g_string_append_printf (out, "round %u\n", st->round);
  if (st->n_order > 0)
    {
      begin (out, "order");
      for (int i = 0; i < st->n_order; i++)
        seat_word (out, st->act_order[i]);
      g_string_append (out, "\ncollection-order");
      for (int i = 0; i < st->n_order; i++)
        seat_word (out, st->coll_order[i]);
      g_string_append_c (out, '\n');
    }
  if (st->phase == TRG_PHASE_ACTION && st->active >= 0)
    g_string_append_printf (out, "turn %d\n", st->active + 1);
  for (int s = 0; s < st->n_players; s++)
    {
      begin (out, "coins");
      seat_word (out, s);
      for (int k = 0; k < TRG_N_COINS; k++)
        g_string_append_printf (out, " %u %s", st->coins[s][k], coin_words[k]);
      g_string_append_c (out, '\n');
    }
  for (int site = 0; site < TRG_N_SITES; site++)
    {
      const TrgSettlement *set = &st->settle[site];

      if (set->owner == TRG_NONE)
        continue;
      begin (out, "settlement");
      seat_word (out, set->owner);
      ts_position_append_word (out, trg_sites[site].id);
      if (set->card >= 0 && set->card < TRG_N_REALMS)
        g_string_append (out, " capital");
      if (set->card >= 0 && set->card == st->realm[set->owner] && st->palace[set->owner])
        g_string_append (out, " palace");
      if (set->city)
        g_string_append (out, " city");
      g_string_append_printf (out, " inhabitants %u", set->inhabitants);
      if (set->card >= TRG_N_REALMS)
        {
          g_autofree char *id = village_card_id (set->card);

          g_string_append_printf (out, " card %s", id);
        }
      g_string_append_printf (out, " token %u\n", set->token);
    }
  for (int p = 0; p < TRG_N_POSITIONS; p++)
    {
      if (st->occupant[p] == TRG_NONE)
        continue;
      for (int m = 0; m < TRG_N_MV; m++)
        {
          if (st->knights[p][m] > 0)
            g_string_append_printf (out, "knights %d %s %u%s%s\n", st->occupant[p] + 1, trg_position_id (p),
                                    st->knights[p][m], m > 0 ? " " : "", m > 0 ? moved_words[m] : "");
          if (st->scouts[p][m] > 0)
            g_string_append_printf (out, "scouts %d %s %u%s%s\n", st->occupant[p] + 1, trg_position_id (p),
                                    st->scouts[p][m], m > 0 ? " " : "", m > 0 ? moved_words[m] : "");
        }
      for (int m = 0; trg_position_is_site (p) && m < TRG_N_BOAT_MV; m++)
        if (st->boats[p][m] > 0)
          g_string_append_printf (out, "boats %d %s %u%s%s\n", st->occupant[p] + 1, trg_position_id (p),
                                  st->boats[p][m], m > 0 ? " " : "", m > 0 ? sailed_words[m] : "");
    }
  for (int s = 0; s < st->n_players; s++)
    {
      if (trg_count_hand (st, s) > 0)
        {
          begin (out, "hand");
          seat_word (out, s);
          for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
            for (int k = 0; k < st->hand[s][e]; k++)
              ts_position_append_word (out, trg_events[e].name);
          g_string_append_c (out, '\n');
        }
      if (st->played[s] != 0)
        {
          begin (out, "played");
          seat_word (out, s);
          for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
            if (st->played[s] & (G_GUINT64_CONSTANT (1) << e))
              ts_position_append_word (out, trg_events[e].name);
          g_string_append_c (out, '\n');
        }
      for (int t = 0; t < TRG_N_TASKS; t++)
        if ((st->tasks_held[s] | st->tasks_done[s]) & (1u << t))
          {
            begin (out, "task");
            seat_word (out, s);
            ts_position_append_word (out, trg_tasks[t].name);
            if (st->tasks_done[s] & (1u << t))
              g_string_append (out, " done");
            else if (st->progress[s][t] > 0)
              g_string_append_printf (out, " progress %u", st->progress[s][t]);
            g_string_append_c (out, '\n');
          }
      if (st->foundings[s] > 0)
        g_string_append_printf (out, "foundings %d %u\n", s + 1, st->foundings[s]);
      if (st->offers[s] > 0)
        g_string_append_printf (out, "offers %d %u\n", s + 1, st->offers[s]);
    }
  for (int b = 0; b < TRG_N_BONUS_CARDS; b++)
    if (st->bonus_holder[b] >= 0)
      {
        begin (out, "bonus");
        ts_position_append_word (out, trg_bonus_names[b]);
        seat_word (out, st->bonus_holder[b]);
        g_string_append_c (out, '\n');
      }
  if (st->n_discard > 0)
    {
      begin (out, "discard");
      for (int i = 0; i < st->n_discard; i++)
        ts_position_append_word (out, trg_events[st->discard[i]].name);
      g_string_append_c (out, '\n');
    }
  /* The decks, top first: the draw order. */
  begin (out, "deck events");
  for (int i = 0; i < st->n_event; i++)
    ts_position_append_word (out, trg_events[st->event_deck[i]].id);
  g_string_append (out, "\ndeck tasks");
  for (int i = 0; i < st->n_task; i++)
    ts_position_append_word (out, trg_tasks[st->task_deck[i]].id);
  g_string_append (out, "\ndeck villages");
  for (int i = 0; i < st->n_village; i++)
    {
      g_autofree char *id = village_card_id (st->village_deck[i]);

      ts_position_append_word (out, id);
    }
  g_string_append_c (out, '\n');
  if (st->n_forced > 0)
    {
      begin (out, "forced");
      for (int i = 0; i < st->n_forced; i++)
        g_string_append_printf (out, " %u", st->forced[i]);
      g_string_append_c (out, '\n');
    }
  g_string_append_printf (out, "rng %s\n", rng);
}

char *
trg_position2_save (TsGame *game)
{
  const TrgState *st = trg_state (game);
  g_autoptr(GString) out = g_string_sized_new (4096);
  g_autoptr(TsPositionText) text = NULL;
  TrgState made;

  write_keywords (st, out);
  /* What the keywords make, and a raw line for every field they do not
   * make so (figures that moved, a battle, an offer…). */
  text = ts_position_text_parse (out->str, NULL);
  if (text == NULL || !build (text, &made, NULL))
    {
      /* Keywords that do not read back: every field raw. */
      g_autofree char *rng = ts_rng_to_string (&st->rng);

      g_string_truncate (out, 0);
      TrgState want = *st;

      trg_position_canonical (&want);
      g_string_append_printf (out, "trigon 2\nplayers %u\n", want.n_players);
      trg_position_append_differing (out, &want, NULL, "raw ");
      g_string_append_printf (out, "rng %s\n", rng);
      return g_string_free (g_steal_pointer (&out), FALSE);
    }
  {
    TrgState want = *st;

    trg_position_canonical (&want);
    trg_position_canonical (&made);
    trg_position_append_differing (out, &want, &made, "raw ");
  }
  return g_string_free (g_steal_pointer (&out), FALSE);
}
