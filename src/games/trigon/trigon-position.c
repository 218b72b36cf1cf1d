/* trigon-position.c — Rule of Trigon's position text (save_state,
 * load_state)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One line per field of the state: its name, then its values as decimal
 * integers (docs/positions/trigon.md).  Loading reads every line into a
 * blank state, then checks the whole: ranges, coins and cards conserved,
 * one colour per position.  A bad text leaves the game unchanged.
 */
#include <glib/gi18n-lib.h>

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "ts-text.h"
#include "trigon-private.h"

typedef struct
{
  const char *name;
  gsize       offset;
  guint       count;
  guint8      size;      /* bytes per value */
  guint8      is_signed;
} Field;

#define F(field, n, type, sgn) \
  { #field, offsetof (TrgState, field), (n), sizeof (type), (sgn) }

static const Field fields[] = {
  F (n_players, 1, guint8, 0),
  F (realm, TRG_MAX_SEATS, gint8, 1),
  F (coins, TRG_MAX_SEATS * TRG_N_COINS, guint8, 0),
  F (bank, TRG_N_COINS, guint8, 0),
  F (palace, TRG_MAX_SEATS, guint8, 0),
  F (eliminated, TRG_MAX_SEATS, guint8, 0),
  F (elim_order, TRG_MAX_SEATS, gint8, 1),
  F (n_elim, 1, guint8, 0),
  F (foundings, TRG_MAX_SEATS, guint8, 0),
  F (tasks_done, TRG_MAX_SEATS, guint32, 0),
  F (n_tasks_done, TRG_MAX_SEATS, guint8, 0),
  F (bonus_holder, TRG_N_BONUS_CARDS, gint8, 1),
  F (played, TRG_MAX_SEATS, guint64, 0),
  F (hand, TRG_MAX_SEATS * TRG_N_EVENT_KINDS, guint8, 0),
  F (tasks_held, TRG_MAX_SEATS, guint32, 0),
  F (progress, TRG_MAX_SEATS * TRG_N_TASKS, guint8, 0),
  F (village_deck, TRG_N_VILLAGE_DECK, gint8, 1),
  F (n_village, 1, guint8, 0),
  F (village_known, 1, guint8, 0),
  F (task_deck, TRG_N_TASKS, gint8, 1),
  F (n_task, 1, guint8, 0),
  F (event_deck, TRG_N_EVENT_CARDS, gint8, 1),
  F (n_event, 1, guint8, 0),
  F (discard, TRG_N_EVENT_CARDS, gint8, 1),
  F (n_discard, 1, guint8, 0),
  F (occupant, TRG_N_POSITIONS, gint8, 1),
  F (knights, TRG_N_POSITIONS * TRG_N_MV, guint16, 0),
  F (scouts, TRG_N_POSITIONS * TRG_N_MV, guint8, 0),
  F (boats, TRG_N_SITES * TRG_N_BOAT_MV, guint8, 0),
  F (settle, TRG_N_SITES * sizeof (TrgSettlement), guint8, 0),
  F (round, 1, guint8, 0),
  F (coll_order, TRG_MAX_SEATS, guint8, 0),
  F (act_order, TRG_MAX_SEATS, guint8, 0),
  F (n_order, 1, guint8, 0),
  F (turn_index, 1, guint8, 0),
  F (active, 1, gint8, 1),
  F (coll_step, 1, guint8, 0),
  F (coll_index, 1, guint8, 0),
  F (coll_token, 1, guint8, 0),
  F (phase, 1, guint8, 0),
  F (current, 1, gint8, 1),
  F (winner, 1, gint8, 1),
  F (end, 1, guint8, 0),
  F (offers, TRG_MAX_SEATS, guint8, 0),
  F (explorer, 1, guint8, 0),
  F (turn_boats, 1, guint8, 0),
  F (turn_knights, 1, guint8, 0),
  F (bonus_seat, 1, gint8, 1),
  F (bonus_left, TRG_N_FIGURES, guint8, 0),
  F (rk_seat, 1, gint8, 1),
  F (rk_left, 1, guint8, 0),
  F (neg, sizeof (TrgNegative), guint8, 0),
  F (offer_to, 1, gint8, 1),
  F (offer_give, TRG_N_COINS, guint8, 0),
  F (offer_get, TRG_N_COINS, guint8, 0),
  F (swap_to, 1, gint8, 1),
  F (swap_card, 1, gint8, 1),
  F (spy_target, 1, gint8, 1),
  F (second_village, 1, guint8, 0),
  F (battle, sizeof (TrgBattle), guint8, 0),
  F (opt_points, 1, guint8, 0),
  F (opt_tasks, 1, guint8, 0),
  F (opt_emperor_silver, 1, guint8, 0),
  F (opt_emperor_gold, 1, guint8, 0),
  F (opt_emperor_inhabitants, 1, guint8, 0),
  F (opt_win_points, 1, guint8, 0),
  F (opt_win_emperor, 1, guint8, 0),
  F (opt_win_tasks, 1, guint8, 0),
  F (opt_second_village, 1, guint8, 0),
  F (n_forced, 1, guint8, 0),
  F (forced, TRG_MAX_FORCED, guint8, 0),
};
#undef F

static gint64
get_value (const TrgState *st,
           const Field   *f,
           guint          i)
{
  const guint8 *p = (const guint8 *) st + f->offset + (gsize) i * f->size;

  switch (f->size)
    {
    case 1: return f->is_signed ? *(const gint8 *) p : *p;
    case 2: return *(const guint16 *) p;
    case 4: return *(const guint32 *) p;
    default: return (gint64) *(const guint64 *) p;
    }
}

static void
set_value (TrgState     *st,
           const Field *f,
           guint        i,
           gint64       v)
{
  guint8 *p = (guint8 *) st + f->offset + (gsize) i * f->size;

  switch (f->size)
    {
    case 1:
      if (f->is_signed)
        *(gint8 *) p = (gint8) v;
      else
        *p = (guint8) v;
      break;
    case 2: *(guint16 *) p = (guint16) v; break;
    case 4: *(guint32 *) p = (guint32) v; break;
    default: *(guint64 *) p = (guint64) v; break;
    }
}

char *
trg_position_save (TsGame *game)
{
  TrgState *st = trg_state (game);
  GString *s = g_string_new ("trigon 1\n");
  g_autofree char *rng = ts_rng_to_string (&st->rng);

  for (guint k = 0; k < G_N_ELEMENTS (fields); k++)
    {
      g_string_append (s, fields[k].name);
      for (guint i = 0; i < fields[k].count; i++)
        g_string_append_printf (s, " %" G_GINT64_FORMAT, get_value (st, &fields[k], i));
      g_string_append_c (s, '\n');
    }
  g_string_append_printf (s, "rng %s\n", rng);
  return g_string_free (s, FALSE);
}

#define BAD(msg) return ts_game_set_bad_state_error (error, (msg))

/* The whole state makes sense: what load_state accepts. */
static gboolean
validate (TrgState  *st,
          GError  **error)
{
  guint coins[TRG_N_COINS], events[TRG_N_EVENT_KINDS] = { 0 }, tasks = 0;
  gboolean seen_village[TRG_N_VILLAGE_CARDS] = { FALSE };
  guint tokens[TRG_MAX_SEATS] = { 0 }, settlements[TRG_MAX_SEATS] = { 0 };
  guint n_scouts[TRG_MAX_SEATS] = { 0 }, n_boats[TRG_MAX_SEATS] = { 0 };

  if (st->n_players < 2 || st->n_players > TRG_MAX_SEATS)
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected */
    BAD (_("A Rule of Trigon position needs 2 to 4 players"));
  if (st->phase > TRG_PHASE_OVER || st->n_village > TRG_N_VILLAGE_DECK || st->n_task > TRG_N_TASKS ||
      st->n_event > TRG_N_EVENT_CARDS || st->n_discard > TRG_N_EVENT_CARDS ||
      st->village_known > st->n_village || st->n_forced > TRG_MAX_FORCED || st->n_order > st->n_players ||
      st->turn_index > st->n_players || st->coll_step > TRG_COLL_DONE || st->n_elim > st->n_players)
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected */
    BAD (_("A count in the position is out of range"));
  if (st->current != TS_SEAT_NONE && (st->current < 0 || st->current >= st->n_players))
    BAD (_("The seat to move is not a player"));
  if ((st->phase == TRG_PHASE_OVER) != (st->current == TS_SEAT_NONE))
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected */
    BAD (_("The seat to move does not match the phase"));
  for (int i = 0; i < st->n_forced; i++)
    if (st->forced[i] < 1 || st->forced[i] > 6)
      /* Translators: Rule of Trigon: why a position (a game state read from
         a file or typed in) is rejected; fights between figures are battles
         decided by dice */
      BAD (_("A forced die must be 1 to 6"));

  /* Realms. */
  memset (st->seat_of_realm, TRG_NONE, sizeof st->seat_of_realm);
  for (int s = 0; s < st->n_players; s++)
    {
      if (st->realm[s] < 0 || st->realm[s] >= TRG_N_REALMS || st->seat_of_realm[st->realm[s]] != TRG_NONE)
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected; the board has four realms;
           each player starts in a home realm */
        BAD (_("Each player needs a realm of their own"));
      st->seat_of_realm[st->realm[s]] = (gint8) s;
    }

  /* Coins (R9). */
  for (int c = 0; c < TRG_N_COINS; c++)
    {
      coins[c] = st->bank[c];
      for (int s = 0; s < st->n_players; s++)
        coins[c] += st->coins[s][c];
      if (coins[c] != TRG_BANK_COINS)
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected; copper, silver and gold are
           the three kinds of coin, the money of the game */
        BAD (_("There must be 50 coins of each kind"));
    }

  /* Event cards: hands, deck, discard, played. */
  for (int s = 0; s < st->n_players; s++)
    for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
      {
        events[e] += st->hand[s][e];
        if (st->played[s] & (G_GUINT64_CONSTANT (1) << e))
          events[e]++;
      }
  for (int i = 0; i < st->n_event; i++)
    if (st->event_deck[i] < 0 || st->event_deck[i] >= TRG_N_EVENT_KINDS)
      /* Translators: Rule of Trigon: why a position (a game state read from
         a file or typed in) is rejected; event cards are bought for 1
         copper and played for their effect; some are played in battles */
      BAD (_("An event card in the position is unknown"));
    else
      events[st->event_deck[i]]++;
  for (int i = 0; i < st->n_discard; i++)
    if (st->discard[i] < 0 || st->discard[i] >= TRG_N_EVENT_KINDS)
      BAD (_("An event card in the position is unknown"));
    else
      events[st->discard[i]]++;
  for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
    if (events[e] > trg_events[e].count)
      /* Translators: Rule of Trigon: why a position (a game state read from
         a file or typed in) is rejected; event cards are bought for 1
         copper and played for their effect; some are played in battles */
      BAD (_("The position has more event cards than the game"));

  /* Tasks: each at most once among hands, done and the deck. */
  for (int s = 0; s < st->n_players; s++)
    {
      if ((st->tasks_held[s] | st->tasks_done[s]) >> TRG_N_TASKS || (st->tasks_held[s] & tasks) ||
          (st->tasks_done[s] & tasks) || (st->tasks_held[s] & st->tasks_done[s]))
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected; task cards are goals bought
           for 1 gold that score when fulfilled */
        BAD (_("A task card appears twice in the position"));
      tasks |= st->tasks_held[s] | st->tasks_done[s];
      if ((guint) __builtin_popcount (st->tasks_done[s]) != st->n_tasks_done[s])
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected; task cards are goals bought
           for 1 gold that score when fulfilled */
        BAD (_("A task count does not match the tasks"));
    }
  for (int i = 0; i < st->n_task; i++)
    {
      int t = st->task_deck[i];

      if (t < 0 || t >= TRG_N_TASKS || (tasks & (1u << t)))
        BAD (_("A task card appears twice in the position"));
      tasks |= 1u << t;
    }

  /* Village cards and settlements. */
  for (int i = 0; i < st->n_village; i++)
    {
      int c = st->village_deck[i];

      if (c < TRG_N_REALMS || c >= TRG_N_VILLAGE_CARDS || seen_village[c])
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected; a settlement (a village or
           the capital) is a player's town on a site of the board */
        BAD (_("A village card appears twice in the position"));
      seen_village[c] = TRUE;
    }
  for (int s = 0; s < TRG_N_SITES; s++)
    {
      TrgSettlement *set = &st->settle[s];

      if (set->owner == TRG_NONE)
        {
          if (set->card != TRG_NONE || set->inhabitants != 0 || set->token != 0 || set->city)
            /* Translators: Rule of Trigon: why a position (a game state
               read from a file or typed in) is rejected; a settlement (a
               village or the capital) is a player's town on a site of the
               board; sites are the board places for settlements, joined by
               paths */
            BAD (_("An empty site holds a settlement's parts"));
          continue;
        }
      if (set->owner < 0 || set->owner >= st->n_players || set->card < 0 ||
          set->card >= TRG_N_VILLAGE_CARDS || seen_village[set->card] || set->inhabitants > TRG_CAPACITY ||
          set->token < 1 || set->token > TRG_TOKEN_LIMIT || set->city > 1)
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected; a settlement (a village or
           the capital) is a player's town on a site of the board */
        BAD (_("A settlement in the position is invalid"));
      seen_village[set->card] = TRUE;
      if (tokens[set->owner] & (1u << set->token))
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected; a settlement (a village or
           the capital) is a player's town on a site of the board */
        BAD (_("Two settlements of a player share a token"));
      tokens[set->owner] |= 1u << set->token;
      settlements[set->owner]++;
    }

  /* One colour per position (R6), and boats only on harbours. */
  for (int p = 0; p < TRG_N_POSITIONS; p++)
    {
      guint scouts = trg_count_scouts (st, p), boats = trg_count_boats (st, p);
      gboolean pieces = trg_count_knights (st, p) + scouts + boats > 0 ||
                        (p < TRG_N_SITES && st->settle[p].owner != TRG_NONE);

      if (st->occupant[p] < TRG_NONE || st->occupant[p] >= st->n_players)
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected */
        BAD (_("A position is held by no player"));
      if (pieces != (st->occupant[p] != TRG_NONE) && !(st->battle.active && p == st->battle.target))
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected */
        BAD (_("A position's pieces do not match its holder"));
      if (p < TRG_N_SITES && st->settle[p].owner != TRG_NONE && st->settle[p].owner != st->occupant[p])
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected */
        BAD (_("Two players' pieces share a position"));
      if (boats > 0 && !trg_site_is_harbour (p))
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected; knights, scouts and boats
           are the figures (pieces) a player builds and moves; boats sail
           sea routes between harbour sites */
        BAD (_("A boat stands on a site without a harbour"));
      if (st->occupant[p] != TRG_NONE)
        {
          n_scouts[st->occupant[p]] += scouts;
          n_boats[st->occupant[p]] += boats;
        }
    }
  for (int s = 0; s < st->n_players; s++)
    if (n_scouts[s] > TRG_SCOUT_LIMIT || n_boats[s] > TRG_BOAT_LIMIT || settlements[s] > TRG_TOKEN_LIMIT)
      /* Translators: Rule of Trigon: why a position (a game state read from
         a file or typed in) is rejected */
      BAD (_("A player has more pieces than the game allows"));
  return TRUE;
}

gboolean
trg_position_validate (const TrgState  *st,
                      GError        **error)
{
  TrgState copy = *st;

  return validate (&copy, error);
}

gboolean
trg_position_load (TsGame      *game,
                  const char  *text,
                  GError     **error)
{
  g_auto(GStrv) lines = NULL;
  TrgState st;
  gboolean seen[G_N_ELEMENTS (fields)] = { FALSE };
  gboolean rng_seen = FALSE;

  trg_state_init_empty (&st);
  if (text == NULL)
    BAD (_("The position is empty"));
  lines = g_strsplit (text, "\n", -1);
  if (lines[0] == NULL || g_strcmp0 (g_strstrip (lines[0]), "trigon 1") != 0)
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected */
    BAD (_("This is not a Rule of Trigon position"));
  for (guint l = 1; lines[l] != NULL; l++)
    {
      g_auto(GStrv) words = NULL;
      const Field *f = NULL;
      guint n;

      g_strstrip (lines[l]);
      if (lines[l][0] == '\0' || lines[l][0] == '#')
        continue;
      words = g_strsplit_set (lines[l], " \t", -1);
      n = g_strv_length (words);
      if (g_str_equal (words[0], "rng"))
        {
          if (n != 2 || !ts_rng_from_string (&st.rng, words[1], NULL))
            /* Translators: Rule of Trigon: why a position (a game state
               read from a file or typed in) is rejected */
            BAD (_("The position's generator cannot be read"));
          rng_seen = TRUE;
          continue;
        }
      for (guint k = 0; k < G_N_ELEMENTS (fields); k++)
        if (g_str_equal (words[0], fields[k].name))
          {
            f = &fields[k];
            if (seen[k])
              /* Translators: Rule of Trigon: why a position (a game state
                 read from a file or typed in) is rejected */
              BAD (_("A line of the position appears twice"));
            seen[k] = TRUE;
            break;
          }
      if (f == NULL)
        return ts_text_set_unexpected_error (error, words[0]);
      if (n != f->count + 1)
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected */
        BAD (_("A line of the position has the wrong number of values"));
      for (guint i = 0; i < f->count; i++)
        {
          gint64 v, min = f->is_signed ? -128 : 0;
          gint64 max = f->size == 1 ? (f->is_signed ? 127 : 255) : f->size == 2 ? G_MAXUINT16
                       : f->size == 4 ? G_MAXUINT32 : G_MAXINT64;

          if (!ts_text_parse_int (words[1 + i], min, max, &v))
            /* Translators: Rule of Trigon: why a position (a game state
               read from a file or typed in) is rejected */
            BAD (_("A value in the position is not a number in range"));
          set_value (&st, f, i, v);
        }
    }
  if (!rng_seen)
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected */
    BAD (_("The position has no generator"));
  st.view_seat = TRG_NONE;
  st.view_spy = TRG_NONE;
  if (!validate (&st, error))
    return FALSE;
  *trg_state (game) = st;
  return TRUE;
}
