/* trigon-scenario.c — building Rule of Trigon positions through checked
 * setters: tests, tessella-cli --position, and future puzzles
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every setter works on a copy of the state, checks the copy as
 * load_state would (trg_position_validate: coins, cards, pieces, tokens,
 * one colour per position) and only then keeps it: a request the rules
 * could never produce returns FALSE and changes nothing.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "trigon-private.h"

#define SEAT_OK(st, s) ((s) >= 0 && (s) < (st)->n_players)
#define ST(self) (&(self)->st)

/* Keeps COPY when it is a whole, sound position. */
static gboolean
commit (TsTrigonGame *self,
        TrgState      *copy)
{
  if (!trg_position_validate (copy, NULL))
    return FALSE;
  self->st = *copy;
  return TRUE;
}

TsGame *
ts_trigon_game_new_unstarted (const TsSetup  *setup,
                              GError        **error)
{
  g_autoptr(TsGame) game = g_object_new (TS_TYPE_TRIGON_GAME, NULL);

  g_return_val_if_fail (setup != NULL, NULL);
  if (!trg_setup_position (game, setup, error))
    return NULL;
  return g_steal_pointer (&game);
}

gboolean
ts_trigon_game_start (TsTrigonGame *self)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  if (self->st.round != 0)
    return FALSE;
  trg_advance (TS_GAME (self));
  return TRUE;
}

gboolean
ts_trigon_game_clear_board (TsTrigonGame *self,
                            int           seat)
{
  TrgState st = self->st;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  if (!SEAT_OK (&st, seat) || st.battle.active || st.n_elim > 0)
    return FALSE;
  for (int s = 0; s < TRG_N_SITES; s++)
    if (st.settle[s].owner != TRG_NONE && !trg_card_is_capital (st.settle[s].card))
      st.village_deck[st.n_village++] = st.settle[s].card;
  for (int p = 0; p < TRG_N_POSITIONS; p++)
    {
      memset (st.knights[p], 0, sizeof st.knights[p]);
      memset (st.scouts[p], 0, sizeof st.scouts[p]);
      if (p < TRG_N_SITES)
        {
          memset (st.boats[p], 0, sizeof st.boats[p]);
          st.settle[p] = (TrgSettlement) { TRG_NONE, 0, 0, TRG_NONE, 0 };
        }
      st.occupant[p] = TRG_NONE;
    }
  for (int s = 0; s < st.n_players; s++)
    {
      for (int c = 0; c < TRG_N_COINS; c++)
        trg_pay (&st, s, c, st.coins[s][c]);
      st.palace[s] = FALSE;
    }
  st.round = 1;
  st.coll_step = TRG_COLL_DONE;
  st.n_order = st.n_players;
  for (int i = 0; i < st.n_players; i++)
    st.act_order[i] = st.coll_order[i] = (guint8) ((seat + i) % st.n_players);
  st.turn_index = 0;
  st.active = (gint8) seat;
  st.phase = TRG_PHASE_ACTION;
  st.current = (gint8) seat;
  st.rk_seat = st.bonus_seat = TRG_NONE;
  st.second_village = st.n_players;   /* R5 (a) is behind */
  return commit (self, &st);
}

gboolean
ts_trigon_game_put_capital (TsTrigonGame *self,
                            int           seat,
                            guint         inhabitants)
{
  TrgState st = self->st;
  int site;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  if (!SEAT_OK (&st, seat) || inhabitants > TRG_CAPACITY)
    return FALSE;
  site = trg_capital_of_realm (st.realm[seat]);
  if (st.settle[site].owner != TRG_NONE || (st.occupant[site] != TRG_NONE && st.occupant[site] != seat) ||
      trg_lowest_free_token (&st, seat) != 1)
    return FALSE;
  st.settle[site] = (TrgSettlement) { (gint8) seat, 0, (guint8) inhabitants, st.realm[seat], 1 };
  st.occupant[site] = (gint8) seat;
  st.palace[seat] = TRUE;
  return commit (self, &st);
}

gboolean
ts_trigon_game_put_settlement (TsTrigonGame *self,
                               int           seat,
                               int           site,
                               int           card,
                               guint         inhabitants,
                               gboolean      city)
{
  TrgState st = self->st;
  int token, i;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  if (!SEAT_OK (&st, seat) || !trg_position_is_site (site) || inhabitants > TRG_CAPACITY ||
      st.settle[site].owner != TRG_NONE || (st.occupant[site] != TRG_NONE && st.occupant[site] != seat))
    return FALSE;
  for (i = 0; i < st.n_village && st.village_deck[i] != card; i++)
    ;
  token = trg_lowest_free_token (&st, seat);
  if (i == st.n_village || token == TRG_NONE)
    return FALSE;
  if (i >= st.n_village - st.village_known)
    st.village_known--;   /* a known card at the bottom leaves */
  memmove (st.village_deck + i, st.village_deck + i + 1, st.n_village - i - 1);
  st.n_village--;
  st.settle[site] = (TrgSettlement) { (gint8) seat, city ? 1 : 0, (guint8) inhabitants, (gint8) card, (guint8) token };
  st.occupant[site] = (gint8) seat;
  return commit (self, &st);
}

gboolean
ts_trigon_game_set_inhabitants (TsTrigonGame *self,
                                int           site,
                                guint         inhabitants)
{
  TrgState st = self->st;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  if (!trg_position_is_site (site) || st.settle[site].owner == TRG_NONE || inhabitants > TRG_CAPACITY)
    return FALSE;
  st.settle[site].inhabitants = (guint8) inhabitants;
  return commit (self, &st);
}

gboolean
ts_trigon_game_put_figures (TsTrigonGame *self,
                            int           seat,
                            int           position,
                            TrgFigure      figure,
                            guint         n)
{
  TrgState st = self->st;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  if (!SEAT_OK (&st, seat) || position < 0 || position >= TRG_N_POSITIONS || n == 0 || n > G_MAXUINT8 ||
      figure >= TRG_N_FIGURES || (st.occupant[position] != TRG_NONE && st.occupant[position] != seat))
    return FALSE;
  if (figure == TRG_FIG_KNIGHT)
    {
      if (trg_count_knights (&st, position) + n > G_MAXUINT8)
        return FALSE;
      st.knights[position][TRG_MV_FRESH] += n;
    }
  else if (figure == TRG_FIG_SCOUT)
    {
      if (n > TRG_SCOUT_LIMIT)
        return FALSE;
      st.scouts[position][TRG_MV_FRESH] += n;
    }
  else
    {
      if (!trg_position_is_site (position) || n > TRG_BOAT_LIMIT)
        return FALSE;
      st.boats[position][TRG_BOAT_FRESH] += n;
    }
  st.occupant[position] = (gint8) seat;
  return commit (self, &st);
}

gboolean
ts_trigon_game_remove_figures (TsTrigonGame *self,
                               int           position,
                               TrgFigure      figure,
                               guint         n)
{
  TrgState st = self->st;
  guint have;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  if (position < 0 || position >= TRG_N_POSITIONS || figure >= TRG_N_FIGURES)
    return FALSE;
  have = figure == TRG_FIG_KNIGHT ? trg_count_knights (&st, position)
         : figure == TRG_FIG_SCOUT ? trg_count_scouts (&st, position) : trg_count_boats (&st, position);
  if (n == 0 || n > have)
    return FALSE;
  while (n-- > 0)
    trg_remove_figure (&st, position, figure);
  trg_state_update_occupant (&st, position);
  return commit (self, &st);
}

gboolean
ts_trigon_game_give_coins (TsTrigonGame *self,
                           int           seat,
                           guint         copper,
                           guint         silver,
                           guint         gold)
{
  TrgState st = self->st;
  const guint n[TRG_N_COINS] = { copper, silver, gold };

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  if (!SEAT_OK (&st, seat))
    return FALSE;
  for (int c = 0; c < TRG_N_COINS; c++)
    {
      if (n[c] > st.bank[c])
        return FALSE;
      trg_receive (&st, seat, c, n[c]);
    }
  return commit (self, &st);
}

/* The index of CARD (a card code) in its deck, or -1. */
static int
find_in_deck (const TrgState *st,
              int            card)
{
  if (card >= 0 && card < TRG_N_EVENT_KINDS)
    {
      for (int i = 0; i < st->n_event; i++)
        if (st->event_deck[i] == card)
          return i;
    }
  else if (card >= TRG_CARD_TASK (0) && card < TRG_N_CARD_CODES)
    {
      for (int i = 0; i < st->n_task; i++)
        if (st->task_deck[i] == card - TRG_N_EVENT_KINDS)
          return i;
    }
  return -1;
}

/* Moves CARD to the top of its deck; FALSE when it is not in the deck. */
static gboolean
stack (TrgState *st,
       int      card)
{
  int i = find_in_deck (st, card);
  gint8 *deck = card < TRG_N_EVENT_KINDS ? st->event_deck : st->task_deck;

  if (i < 0)
    return FALSE;
  deck[i] = deck[0];
  deck[0] = (gint8) (card < TRG_N_EVENT_KINDS ? card : card - TRG_N_EVENT_KINDS);
  return TRUE;
}

/* Takes CARD out of its deck. */
static gboolean
draw (TrgState *st,
      int      card)
{
  if (!stack (st, card))
    return FALSE;
  if (card < TRG_N_EVENT_KINDS)
    memmove (st->event_deck, st->event_deck + 1, --st->n_event);
  else
    memmove (st->task_deck, st->task_deck + 1, --st->n_task);
  return TRUE;
}

gboolean
ts_trigon_game_stack_card (TsTrigonGame *self,
                           int           card)
{
  TrgState st = self->st;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  return stack (&st, card) && commit (self, &st);
}

gboolean
ts_trigon_game_deal_card (TsTrigonGame *self,
                          int           seat,
                          int           card)
{
  TrgState st = self->st;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  if (!SEAT_OK (&st, seat) || !draw (&st, card))
    return FALSE;
  if (card < TRG_N_EVENT_KINDS)
    st.hand[seat][card]++;
  else
    st.tasks_held[seat] |= 1u << (card - TRG_N_EVENT_KINDS);
  return commit (self, &st);
}

gboolean
ts_trigon_game_return_card (TsTrigonGame *self,
                            int           seat,
                            int           card)
{
  TrgState st = self->st;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  if (!SEAT_OK (&st, seat) || card < 0 || card >= TRG_N_CARD_CODES)
    return FALSE;
  if (card < TRG_N_EVENT_KINDS)
    {
      if (st.hand[seat][card] == 0)
        return FALSE;
      st.hand[seat][card]--;
      memmove (st.event_deck + 1, st.event_deck, st.n_event++);
      st.event_deck[0] = (gint8) card;
    }
  else
    {
      int t = card - TRG_N_EVENT_KINDS;

      if (!(st.tasks_held[seat] & (1u << t)))
        return FALSE;
      st.tasks_held[seat] &= ~(1u << t);
      st.progress[seat][t] = 0;
      memmove (st.task_deck + 1, st.task_deck, st.n_task++);
      st.task_deck[0] = (gint8) t;
    }
  return commit (self, &st);
}

gboolean
ts_trigon_game_discard_card (TsTrigonGame *self,
                             int           kind)
{
  TrgState st = self->st;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  if (kind < 0 || kind >= TRG_N_EVENT_KINDS || !draw (&st, kind))
    return FALSE;
  st.discard[st.n_discard++] = (gint8) kind;
  return commit (self, &st);
}

gboolean
ts_trigon_game_lay_card (TsTrigonGame *self,
                         int           seat,
                         int           kind)
{
  TrgState st = self->st;
  guint64 bit = G_GUINT64_CONSTANT (1) << (kind & 63);

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  if (!SEAT_OK (&st, seat) || kind < 0 || kind >= TRG_N_EVENT_KINDS ||
      !(trg_events[kind].timing & TRG_TIME_STAYS) || (st.played[seat] & bit) || !draw (&st, kind))
    return FALSE;
  st.played[seat] |= bit;
  return commit (self, &st);
}

gboolean
ts_trigon_game_complete_task (TsTrigonGame *self,
                              int           seat,
                              int           task)
{
  TrgState st = self->st;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  if (!SEAT_OK (&st, seat) || task < 0 || task >= TRG_N_TASKS)
    return FALSE;
  if (st.tasks_held[seat] & (1u << task))
    st.tasks_held[seat] &= ~(1u << task);
  else if (!draw (&st, TRG_CARD_TASK (task)))
    return FALSE;
  st.tasks_done[seat] |= 1u << task;
  st.n_tasks_done[seat]++;
  return commit (self, &st);
}

gboolean
ts_trigon_game_set_bonus_holder (TsTrigonGame *self,
                                 TrgBonusCard   card,
                                 int           seat)
{
  TrgState st = self->st;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  if (card >= TRG_N_BONUS_CARDS || (seat != TRG_NONE && !SEAT_OK (&st, seat)))
    return FALSE;
  st.bonus_holder[card] = (gint8) seat;
  return commit (self, &st);
}

gboolean
ts_trigon_game_set_round (TsTrigonGame *self,
                          guint         round)
{
  TrgState st = self->st;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  if (round < 1 || round > TRG_MAX_ROUNDS || st.round == 0)
    return FALSE;
  st.round = (guint8) round;
  return commit (self, &st);
}

gboolean
ts_trigon_game_set_foundings (TsTrigonGame *self,
                              int           seat,
                              guint         foundings)
{
  TrgState st = self->st;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  if (!SEAT_OK (&st, seat) || foundings > TRG_N_VILLAGE_DECK)
    return FALSE;
  st.foundings[seat] = (guint8) foundings;
  return commit (self, &st);
}

gboolean
ts_trigon_game_check (TsTrigonGame  *self,
                      GError       **error)
{
  const TrgState *st;
  guint events, tasks, villages;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  st = ST (self);
  /* The loader's checks: coins, one colour per position, limits, tokens,
   * card duplicates, the seat to move. */
  if (!trg_position_validate (st, error))
    return FALSE;
  /* Cards of eliminated players leave the game only when they were
   * played or completed; otherwise every card is somewhere. */
  events = st->n_event + st->n_discard;
  tasks = st->n_task;
  villages = st->n_village;
  for (int s = 0; s < st->n_players; s++)
    {
      events += trg_count_hand (st, s) + (guint) __builtin_popcountll (st->played[s]);
      tasks += (guint) __builtin_popcount (st->tasks_held[s] | st->tasks_done[s]);
    }
  for (int s = 0; s < TRG_N_SITES; s++)
    villages += st->settle[s].owner != TRG_NONE;
  if (events > TRG_N_EVENT_CARDS || tasks > TRG_N_TASKS || villages > TRG_N_VILLAGE_CARDS ||
      (st->n_elim == 0 && (events != TRG_N_EVENT_CARDS || tasks != TRG_N_TASKS)))
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected */
    return ts_game_set_bad_state_error (error, _("A card appeared or vanished"));
  if (st->phase != TRG_PHASE_OVER && st->eliminated[st->current])
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected */
    return ts_game_set_bad_state_error (error, _("The seat to move is out of the game"));
  return TRUE;
}
