/* trigon-round.c — Rule of Trigon: setup (R1–R5), rounds and their order
 * (R12), the collection phase (R13–R17), turns, and the end of the game
 * (R54, R71, R73)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "trigon-private.h"

#define PUBLIC TS_EVENT_EVERYONE

/* ------------------------------------------------------------------ */
/* The end of the game (R54, R71, R73)                                 */

void
trg_finish (TsGame *game,
        int     winner,
        TrgEnd   end)
{
  TrgState *st = trg_state (game);

  st->phase = TRG_PHASE_OVER;
  st->current = TS_SEAT_NONE;
  st->winner = (gint8) winner;
  st->end = end;
  EMIT (TRG_EV_WIN, winner, end, 0, 0, 0, 0);
}

/* R73: the active player, then the current order. */
static int
tie_order (const TrgState *st,
           int           *seats)
{
  const guint8 *order = st->coll_step != TRG_COLL_DONE ? st->coll_order : st->act_order;
  int n = 0;

  if (st->active >= 0)
    seats[n++] = st->active;
  for (int i = 0; i < st->n_order; i++)
    if (order[i] != st->active)
      seats[n++] = order[i];
  return n;
}

static void
eliminate (TsGame *game,
           int     seat)
{
  TrgState *st = trg_state (game);

  for (int s = 0; s < TRG_N_SITES; s++)
    if (st->occupant[s] == seat)
      {
        st->boats[s][0] = st->boats[s][1] = 0;
        trg_state_update_occupant (st, s);
      }
  for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
    for (; st->hand[seat][e] > 0; st->hand[seat][e]--)
      st->discard[st->n_discard++] = (gint8) e;
  for (int t = 0; t < TRG_N_TASKS; t++)
    if (st->tasks_held[seat] & (1u << t))
      st->task_deck[st->n_task++] = (gint8) t;
  st->tasks_held[seat] = 0;
  memset (st->progress[seat], 0, sizeof st->progress[seat]);
  /* Completed tasks, played cards and bonus cards leave the game; so do
   * the coins (docs/trigon.md: they go back to the bank). */
  st->tasks_done[seat] = 0;
  st->n_tasks_done[seat] = 0;
  st->played[seat] = 0;
  st->palace[seat] = FALSE;
  for (int b = 0; b < TRG_N_BONUS_CARDS; b++)
    if (st->bonus_holder[b] == seat)
      st->bonus_holder[b] = -2;
  for (int c = 0; c < TRG_N_COINS; c++)
    trg_pay (st, seat, c, st->coins[seat][c]);
  st->eliminated[seat] = TRUE;
  st->elim_order[st->n_elim++] = (gint8) seat;
  EMIT (TRG_EV_ELIMINATED, seat, 0, 0, 0, 0, 0);
}

gboolean
trg_check_end (TsGame *game)
{
  TrgState *st = trg_state (game);
  int seats[TRG_MAX_SEATS + 1], n, alive = 0, last = TRG_NONE;

  if (st->phase == TRG_PHASE_OVER)
    return TRUE;

  for (int s = 0; s < st->n_players; s++)
    {
      gboolean army = st->battle.active && st->battle.attacker == s &&
                      st->battle.knights + st->battle.scouts > 0;

      if (st->eliminated[s])
        continue;
      if (!army && trg_count_settlements (st, s) == 0 &&
          trg_count_all_figures (st, s, TRG_FIG_KNIGHT) == 0 &&
          trg_count_all_figures (st, s, TRG_FIG_SCOUT) == 0)
        eliminate (game, s);
      else
        alive++, last = s;
    }
  if (alive == 1)
    {
      trg_finish (game, last, TRG_END_LAST_STANDING);
      return TRUE;
    }

  n = tie_order (st, seats);
  for (int i = 0; i < n; i++)
    {
      int s = seats[i];

      if (st->eliminated[s])
        continue;
      if (st->opt_win_points && trg_score (st, s) >= st->opt_points)
        {
          trg_finish (game, s, TRG_END_POINTS);
          return TRUE;
        }
      if (st->opt_win_tasks && st->n_tasks_done[s] >= st->opt_tasks)
        {
          trg_finish (game, s, TRG_END_TASKS);
          return TRUE;
        }
    }
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* Rounds (R12) and collection (R13–R17)                               */

/* Orders SEATS[0..N) by die rolls, lowest first, re-rolling ties among
 * the tied only. */
static void
order_by_rolls (TsGame *game,
                guint8 *seats,
                int     n)
{
  TrgState *st = trg_state (game);
  int rolls[TRG_MAX_SEATS];

  if (n <= 1)
    return;
  for (int i = 0; i < n; i++)
    {
      rolls[i] = trg_roll_die (st);
      trg_emit (game, TRG_EV_ORDER_ROLL, seats[i], PUBLIC, TRUE, rolls[i], 0, 0, 0, 0);
    }
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && rolls[j] < rolls[j - 1]; j--)
      {
        int r = rolls[j];
        guint8 s = seats[j];

        rolls[j] = rolls[j - 1], rolls[j - 1] = r;
        seats[j] = seats[j - 1], seats[j - 1] = s;
      }
  for (int i = 0; i < n;)
    {
      int j = i + 1;

      while (j < n && rolls[j] == rolls[i])
        j++;
      order_by_rolls (game, seats + i, j - i);
      i = j;
    }
}

void
trg_start_round (TsGame *game)
{
  TrgState *st = trg_state (game);
  int scores[TRG_MAX_SEATS];
  guint8 list[TRG_MAX_SEATS];
  int n = 0;

  if (st->round >= TRG_MAX_ROUNDS)
    {
      /* Docs/trigon.md gap 1: the highest score wins, R73's order. */
      int seats[TRG_MAX_SEATS + 1], m = tie_order (st, seats), best = TRG_NONE;

      for (int i = 0; i < m; i++)
        if (!st->eliminated[seats[i]] &&
            (best == TRG_NONE || trg_score (st, seats[i]) > trg_score (st, best)))
          best = seats[i];
      trg_finish (game, best, TRG_END_ROUNDS);
      return;
    }
  st->round++;
  st->active = TRG_NONE;

  for (int s = 0; s < st->n_players; s++)
    if (!st->eliminated[s])
      {
        scores[s] = trg_score (st, s);
        list[n++] = (guint8) s;
      }
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && scores[list[j]] < scores[list[j - 1]]; j--)
      {
        guint8 t = list[j];

        list[j] = list[j - 1], list[j - 1] = t;
      }
  for (int i = 0; i < n;)
    {
      int j = i + 1;

      while (j < n && scores[list[j]] == scores[list[i]])
        j++;
      order_by_rolls (game, list + i, j - i);
      i = j;
    }

  st->n_order = (guint8) n;
  memcpy (st->coll_order, list, n);
  for (int i = 0, s = list[0]; i < n; s = (s + 1) % st->n_players)
    if (!st->eliminated[s])
      st->act_order[i++] = (guint8) s;
  EMIT (TRG_EV_ORDER, TRG_NONE, n > 0 ? st->act_order[0] : -1, n > 1 ? st->act_order[1] : -1,
        n > 2 ? st->act_order[2] : -1, n > 3 ? st->act_order[3] : -1, st->round);
  st->coll_step = TRG_COLL_TAXES;
  st->coll_index = 0;
  st->coll_token = 0;
}

static void
start_turn (TsGame *game,
            int     seat)
{
  TrgState *st = trg_state (game);

  st->active = (gint8) seat;
  for (int p = 0; p < TRG_N_POSITIONS; p++)
    {
      guint k = trg_count_knights (st, p), s = trg_count_scouts (st, p);

      memset (st->knights[p], 0, sizeof st->knights[p]);
      memset (st->scouts[p], 0, sizeof st->scouts[p]);
      st->knights[p][TRG_MV_FRESH] = (guint16) k;
      st->scouts[p][TRG_MV_FRESH] = (guint8) s;
      if (p < TRG_N_SITES)
        {
          st->boats[p][TRG_BOAT_FRESH] += st->boats[p][TRG_BOAT_SAILED];
          st->boats[p][TRG_BOAT_SAILED] = 0;
        }
    }
  memset (st->offers, 0, sizeof st->offers);
  st->explorer = FALSE;
  st->turn_boats = st->turn_knights = 0;
  /* "In one turn" tasks count this turn's builds only. */
  st->progress[seat][9] = 0;
  st->progress[seat][11] = 0;
  EMIT (TRG_EV_TURN, seat, st->round, 0, 0, 0, 0);
}

void
trg_next_turn (TsGame *game)
{
  TrgState *st = trg_state (game);

  for (st->turn_index++; st->turn_index < st->n_order; st->turn_index++)
    if (!st->eliminated[st->act_order[st->turn_index]])
      {
        start_turn (game, st->act_order[st->turn_index]);
        return;
      }
  trg_start_round (game);
}

static int
settlement_with_token (const TrgState *st,
                       int            seat,
                       int            token)
{
  for (int s = 0; s < TRG_N_SITES; s++)
    if (st->settle[s].owner == seat && st->settle[s].token == token)
      return s;
  return TRG_NONE;
}

/* One step of the collection phase. */
static void
collection_advance (TsGame *game)
{
  TrgState *st = trg_state (game);
  int seat;

  if (st->coll_index >= st->n_order)
    {
      st->coll_step++;
      st->coll_index = 0;
      st->coll_token = 0;
      if (st->coll_step == TRG_COLL_DONE)
        {
          st->turn_index = 0;
          if (st->eliminated[st->act_order[0]])
            trg_next_turn (game);
          else
            start_turn (game, st->act_order[0]);
        }
      return;
    }

  seat = st->coll_order[st->coll_index];
  if (st->eliminated[seat])
    {
      st->coll_index++;
      return;
    }

  switch (st->coll_step)
    {
    case TRG_COLL_TAXES:
      {
        guint due[TRG_N_COINS] = { 0 }, got[TRG_N_COINS];

        for (int s = 0; s < TRG_N_SITES; s++)
          if (st->settle[s].owner == seat)
            {
              const TrgVillageKind *kind = trg_village_kind (st->settle[s].card);

              for (int c = 0; c < TRG_N_COINS; c++)
                due[c] += st->settle[s].city ? kind->city[c] : kind->village[c];
            }
        for (int c = 0; c < TRG_N_COINS; c++)
          {
            got[c] = st->coins[seat][c];
            trg_receive (st, seat, c, due[c]);
            got[c] = st->coins[seat][c] - got[c];
          }
        EMIT (TRG_EV_INCOME, seat, got[0], got[1], got[2], 0, 0);
        st->coll_index++;
        break;
      }

    case TRG_COLL_BIRTHS:
      while (st->coll_token < TRG_TOKEN_LIMIT)
        {
          int site = settlement_with_token (st, seat, ++st->coll_token);
          const TrgVillageKind *kind;

          if (site == TRG_NONE)
            continue;
          kind = trg_village_kind (st->settle[site].card);
          trg_add_inhabitants (game, site, st->settle[site].city ? kind->city_births : kind->village_births);
          EMIT (TRG_EV_BIRTH, seat, site, st->settle[site].inhabitants, 0, 0, 0);
          /* A city bonus may need a choice first. */
          return;
        }
      st->coll_index++;
      st->coll_token = 0;
      break;

    case TRG_COLL_BONUS:
      {
        guint realms = 0;

        for (int r = 0; r < TRG_N_REALMS; r++)
          if (trg_holds_realm (st, seat, r))
            {
              realms++;
              EMIT (TRG_EV_REALM_KNIGHTS, seat, r, 0, 0, 0, 0);
            }
        if (realms > 0)
          {
            st->rk_seat = (gint8) seat;
            st->rk_left = (guint8) (realms * TRG_REALM_KNIGHTS);
          }
        st->coll_index++;
        break;
      }

    default:
      g_assert_not_reached ();
    }
}

/* §8's default for realm knights: the own settlement with the most
 * adjacent enemy figures; else the capital; else the lowest token. */
int
trg_realm_knights_default_site (const TrgState *st,
                            int            seat)
{
  int best = TRG_NONE, best_threat = 0;
  int capital = trg_capital_of_realm (st->realm[seat]);

  for (int s = 0; s < TRG_N_SITES; s++)
    if (st->settle[s].owner == seat)
      {
        const gint8 *n = trg_land_neighbours (s);
        int threat = 0;

        for (int i = 0; n[i] != TRG_NONE; i++)
          if (st->occupant[n[i]] != TRG_NONE && st->occupant[n[i]] != seat)
            threat += (int) (trg_count_knights (st, n[i]) + trg_count_scouts (st, n[i]));
        if (threat > best_threat)
          best = s, best_threat = threat;
      }
  if (best != TRG_NONE)
    return best;
  if (st->settle[capital].owner == seat)
    return capital;
  for (int t = 1; t <= TRG_TOKEN_LIMIT; t++)
    if ((best = settlement_with_token (st, seat, t)) != TRG_NONE)
      return best;
  return TRG_NONE;
}

gboolean
trg_bonus_can_stand (const TrgState *st,
                 int            seat,
                 int            site,
                 TrgFigure       figure)
{
  return st->settle[site].owner == seat && (figure != TRG_FIG_BOAT || trg_site_is_harbour (site));
}

/* R25: a bonus figure that could not stand on its city.  TRUE: ask. */
static gboolean
bonus_advance (TsGame *game)
{
  TrgState *st = trg_state (game);
  int seat = st->bonus_seat;

  for (int f = 0; f < TRG_N_FIGURES; f++)
    while (st->bonus_left[f] > 0)
      {
        int n = 0, only = TRG_NONE;
        guint limit = f == TRG_FIG_BOAT ? TRG_BOAT_LIMIT : f == TRG_FIG_SCOUT ? TRG_SCOUT_LIMIT : G_MAXUINT;

        for (int s = 0; s < TRG_N_SITES; s++)
          if (trg_bonus_can_stand (st, seat, s, f))
            n++, only = s;
        if (n == 0 || trg_count_all_figures (st, seat, f) >= limit)
          {
            st->bonus_left[f]--;
            EMIT (TRG_EV_FORFEIT, seat, f, 0, 0, 0, 0);
          }
        else if (n == 1)
          {
            st->bonus_left[f]--;
            trg_add_figure (st, seat, only, f);
            EMIT (TRG_EV_PLACED, seat, only, f, 1, 0, 0);
          }
        else
          {
            st->phase = TRG_PHASE_CITY_BONUS;
            st->current = (gint8) seat;
            return TRUE;
          }
      }
  st->bonus_seat = TRG_NONE;
  return FALSE;
}

gboolean
trg_second_village_site_ok (const TrgState *st,
                        int            seat,
                        int            site)
{
  return trg_position_is_site (site) && trg_sites[site].realm == st->realm[seat] &&
         st->settle[site].owner == TRG_NONE && st->occupant[site] == TRG_NONE;
}

void
trg_advance (TsGame *game)
{
  TrgState *st = trg_state (game);

  for (;;)
    {
      if (st->phase == TRG_PHASE_OVER || trg_check_end (game))
        {
          st->current = TS_SEAT_NONE;
          return;
        }
      if (st->second_village < st->n_players)
        {
          int seat = st->second_village, n = 0, only = TRG_NONE;

          for (int s = 0; s < TRG_N_SITES; s++)
            if (trg_second_village_site_ok (st, seat, s))
              n++, only = s;
          if (n > 1)
            {
              st->phase = TRG_PHASE_SECOND_VILLAGE;
              st->current = (gint8) seat;
              return;
            }
          if (n == 1)
            trg_found_village (game, seat, only, FALSE);
          st->second_village++;
          continue;
        }
      if (st->bonus_seat != TRG_NONE)
        {
          if (bonus_advance (game))
            return;
          continue;
        }
      if (st->battle.active)
        {
          if (trg_battle_advance (game))
            return;
          continue;
        }
      if (st->neg.kind != TRG_NONE)
        {
          if (trg_cards_negative_advance (game))
            return;
          continue;
        }
      if (st->offer_to != TRG_NONE)
        {
          st->phase = TRG_PHASE_TRADE_ANSWER;
          st->current = st->offer_to;
          return;
        }
      if (st->swap_to != TRG_NONE)
        {
          st->phase = TRG_PHASE_SWAP_ANSWER;
          st->current = st->swap_to;
          return;
        }
      if (st->spy_target != TRG_NONE)
        {
          st->phase = TRG_PHASE_SPY_TAKE;
          st->current = st->active;
          return;
        }
      if (st->rk_seat != TRG_NONE)
        {
          int n = 0, only = TRG_NONE;

          for (int s = 0; s < TRG_N_SITES; s++)
            if (st->settle[s].owner == st->rk_seat)
              n++, only = s;
          if (st->rk_left == 0 || n == 0)
            {
              st->rk_seat = TRG_NONE;
              st->rk_left = 0;
              continue;
            }
          if (n == 1)
            {
              st->knights[only][TRG_MV_FRESH] += st->rk_left;
              EMIT (TRG_EV_PLACED, st->rk_seat, only, TRG_FIG_KNIGHT, st->rk_left, 0, 0);
              st->rk_left = 0;
              continue;
            }
          st->phase = TRG_PHASE_REALM_KNIGHTS;
          st->current = st->rk_seat;
          return;
        }
      if (st->coll_step != TRG_COLL_DONE)
        {
          collection_advance (game);
          continue;
        }
      if (st->active == TRG_NONE || st->eliminated[st->active])
        {
          trg_next_turn (game);
          continue;
        }
      st->phase = TRG_PHASE_ACTION;
      st->current = st->active;
      return;
    }
}

/* ------------------------------------------------------------------ */
/* Setup (R1–R5)                                                       */

void
trg_shuffle_into (TrgState *st,
              gint8   *deck,
              int     *cards,
              int      n)
{
  ts_rng_shuffle_int (&st->rng, cards, n);
  for (int i = 0; i < n; i++)
    deck[i] = (gint8) cards[i];
}

gboolean
trg_setup_position (TsGame         *game,
                   const TsSetup  *setup,
                   GError        **error)
{
  TrgState *st = trg_state (game);
  const TsGameOption *options = TS_GAME_GET_CLASS (game)->options;
  int realms[TRG_N_REALMS], n_free = 0, cards[TRG_N_EVENT_CARDS], n;
  gboolean taken[TRG_N_REALMS] = { FALSE };

  trg_state_init_empty (st);
  st->n_players = (guint8) setup->n_players;
  ts_rng_init (&st->rng, setup->seed);

  st->opt_second_village = (guint8) ts_setup_get_option (setup, options, "second-village");
  st->opt_points = (guint8) ts_setup_get_option (setup, options, "points");
  st->opt_tasks = (guint8) ts_setup_get_option (setup, options, "tasks");
  st->opt_emperor_silver = (guint8) ts_setup_get_option (setup, options, "emperor-silver");
  st->opt_emperor_gold = (guint8) ts_setup_get_option (setup, options, "emperor-gold");
  st->opt_emperor_inhabitants = (guint8) ts_setup_get_option (setup, options, "emperor-inhabitants");
  st->opt_win_points = (guint8) ts_setup_get_option (setup, options, "win-points");
  st->opt_win_emperor = (guint8) ts_setup_get_option (setup, options, "win-emperor");
  st->opt_win_tasks = (guint8) ts_setup_get_option (setup, options, "win-tasks");
  if (!st->opt_win_points && !st->opt_win_emperor && !st->opt_win_tasks)
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                   /* Translators: Rule of Trigon: a text of the rules
                      engine */
                   _("At least one way to win must stay on"));
      return FALSE;
    }

  /* R1: realms chosen per seat, or dealt from the seed. */
  for (int i = 0; i < st->n_players; i++)
    {
      g_autofree char *name = g_strdup_printf ("realm%d", i + 1);
      int v = ts_setup_get_option (setup, options, name);

      if (v > 0)
        {
          if (taken[v - 1])
            {
              g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                           _("Each player needs a realm of their own"));
              return FALSE;
            }
          taken[v - 1] = TRUE;
          st->realm[i] = (gint8) (v - 1);
        }
    }
  for (int r = 0; r < TRG_N_REALMS; r++)
    if (!taken[r])
      realms[n_free++] = r;
  ts_rng_shuffle_int (&st->rng, realms, n_free);
  for (int i = 0, k = 0; i < st->n_players; i++)
    if (st->realm[i] == TRG_NONE)
      st->realm[i] = (gint8) realms[k++];

  /* R2 */
  for (int i = 0; i < st->n_players; i++)
    {
      int capital = trg_capital_of_realm (st->realm[i]);
      TrgSettlement *set = &st->settle[capital];

      st->seat_of_realm[st->realm[i]] = (gint8) i;
      st->palace[i] = TRUE;
      set->owner = (gint8) i;
      set->token = 1;
      set->card = st->realm[i];
      set->inhabitants = 1;
      st->occupant[capital] = (gint8) i;
      st->knights[capital][TRG_MV_FRESH] = TRG_START_KNIGHTS;
      st->scouts[capital][TRG_MV_FRESH] = TRG_START_SCOUTS;
    }

  /* R4 */
  n = 0;
  for (int c = TRG_N_REALMS; c < TRG_N_VILLAGE_CARDS; c++)
    cards[n++] = c;
  trg_shuffle_into (st, st->village_deck, cards, n);
  st->n_village = (guint8) n;
  n = 0;
  for (int t = 0; t < TRG_N_TASKS; t++)
    cards[n++] = t;
  trg_shuffle_into (st, st->task_deck, cards, n);
  st->n_task = (guint8) n;
  n = 0;
  for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
    for (int k = 0; k < trg_events[e].count; k++)
      cards[n++] = e;
  trg_shuffle_into (st, st->event_deck, cards, n);
  st->n_event = (guint8) n;

  /* Round 0: the first call of trg_advance starts round 1. */
  st->phase = TRG_PHASE_ACTION;
  st->second_village = st->opt_second_village ? 0 : st->n_players;
  return TRUE;
}

gboolean
trg_rules_setup (TsGame         *game,
                const TsSetup  *setup,
                GError        **error)
{
  if (!trg_setup_position (game, setup, error))
    return FALSE;
  trg_advance (game);
  return TRUE;
}

