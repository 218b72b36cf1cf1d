/* trigon-negative.c — Rule of Trigon: negative cards as they resolve (R57,
 * R58), the protection reaction (R60), the choices of the affected players
 * and §8's defaults; the card taken by Spionage
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "trigon-private.h"

#define PUBLIC TS_EVENT_EVERYONE
/* The message is translated only when someone asks for it: the move lists
 * check thousands of candidates with no error. */
#define ILLEGAL(msg) return error == NULL ? FALSE : ts_game_set_illegal_move_error (error, (msg))
#define BIT(e) (G_GUINT64_CONSTANT (1) << (e))

static const TgEventKind protection_of[TG_N_EVENT_CATEGORIES] = {
  TG_E_KAPITEIN, TG_E_AMBASSADEUR, TG_E_HOFNAR, TG_E_BURGEMEESTER,
};

static gboolean
is_multi (int kind)
{
  return kind == TG_E_STRIJD || kind == TG_E_CRISIS || kind == TG_E_GRILLEN || kind == TG_E_METEORIETEN;
}

void
tg_cards_start_negative (TsGame *game,
                         int     kind)
{
  TgState *st = tg_state (game);
  TgNegative *neg = &st->neg;

  memset (neg, 0, sizeof *neg);
  neg->kind = (gint8) kind;
  neg->buyer = st->active;
  if (is_multi (kind))
    {
      /* R58: in action order from the buyer, clockwise. */
      for (int i = 0; i < st->n_players; i++)
        {
          int s = (st->active + i) % st->n_players;

          if (!st->eliminated[s])
            neg->seats[neg->n_seats++] = (gint8) s;
        }
    }
  else
    neg->seats[neg->n_seats++] = st->active;
}

static guint
surplus_inhabitants (const TgState *st,
                     int            seat)
{
  guint n = 0;

  for (int s = 0; s < TG_N_SITES; s++)
    if (st->settle[s].owner == seat && st->settle[s].inhabitants > 1)
      n += st->settle[s].inhabitants - 1u;
  return n;
}

static gboolean
has_settlement_where (const TgState *st,
                      int            seat,
                      gboolean       non_capital,
                      gboolean       inhabited)
{
  for (int s = 0; s < TG_N_SITES; s++)
    if (st->settle[s].owner == seat && (!non_capital || !tg_card_is_capital (st->settle[s].card)) &&
        (!inhabited || st->settle[s].inhabitants > 0))
      return TRUE;
  return FALSE;
}

/* What SEAT loses to the card, in units of one choice each. */
static guint
units_of (TsGame *game,
          int     kind,
          int     seat)
{
  TgState *st = tg_state (game);
  guint k = tg_count_all_figures (st, seat, TG_FIG_KNIGHT);
  guint coins = st->coins[seat][0] + st->coins[seat][1] + st->coins[seat][2];

  switch (kind)
    {
    case TG_E_MOORDENAAR: return MIN (1u, k);
    case TG_E_BOOGSCHUTTERS: return MIN (2u, k);
    case TG_E_DRAKEN:
    case TG_E_STRIJD: return k / 2;
    case TG_E_HEBZUCHT: return coins / 2;
    case TG_E_CRISIS: return MIN (5u, coins);
    case TG_E_WINTER:
    case TG_E_GRILLEN: return has_settlement_where (st, seat, TRUE, FALSE) ? 1 : 0;
    case TG_E_OVERSTROMING:
    case TG_E_BRAND: return has_settlement_where (st, seat, FALSE, TRUE) ? 1 : 0;
    case TG_E_ZIEKTE: return tg_count_inhabitants (st, seat) / 2;
    case TG_E_METEORIETEN: return MIN (5u, surplus_inhabitants (st, seat));
    case TG_E_ROVERS:
      tg_pay (st, seat, TG_COPPER, 3);
      return 0;
    case TG_E_ZILVERDIEVEN:
      tg_pay (st, seat, TG_SILVER, 2);
      return 0;
    case TG_E_CRIMINALITEIT:
      tg_pay (st, seat, TG_GOLD, 1);
      return 0;
    case TG_E_AARDBEVING:
      if (st->palace[seat])
        {
          st->palace[seat] = FALSE;
          EMIT (TG_EV_PALACE_LOST, seat, tg_capital_of_realm (st->realm[seat]), 0, 0, 0, 0);
        }
      return 0;
    default:
      g_return_val_if_reached (0);
    }
}

static gboolean
check_loss (const TgState *st,
            int            seat,
            int            kind,
            const gint16  *a)
{
  int w = a[1];

  switch (kind)
    {
    case TG_E_MOORDENAAR:
    case TG_E_BOOGSCHUTTERS:
    case TG_E_DRAKEN:
    case TG_E_STRIJD:
      return a[0] == TG_LOSS_KNIGHT && w >= 0 && w < TG_N_POSITIONS && st->occupant[w] == seat &&
             tg_count_knights (st, w) > 0;
    case TG_E_HEBZUCHT:
    case TG_E_CRISIS:
      return a[0] == TG_LOSS_COIN && w >= 0 && w < TG_N_COINS && st->coins[seat][w] > 0;
    case TG_E_WINTER:
    case TG_E_GRILLEN:
      return a[0] == TG_LOSS_SETTLEMENT && tg_position_is_site (w) && st->settle[w].owner == seat &&
             !tg_card_is_capital (st->settle[w].card);
    case TG_E_OVERSTROMING:
    case TG_E_BRAND:
    case TG_E_ZIEKTE:
      return a[0] == TG_LOSS_INHABITANT && tg_position_is_site (w) && st->settle[w].owner == seat &&
             st->settle[w].inhabitants > 0;
    case TG_E_METEORIETEN:
      return a[0] == TG_LOSS_INHABITANT && tg_position_is_site (w) && st->settle[w].owner == seat &&
             st->settle[w].inhabitants > 1;
    default:
      return FALSE;
    }
}

static guint
list_losses (const TgState *st,
             int            seat,
             int            kind,
             TsMove        *out,
             guint          max)
{
  guint n = 0;

  for (int l = 0; l < TG_N_LOSSES; l++)
    for (int w = 0; w < TG_N_POSITIONS; w++)
      {
        TsMove m = ts_trigon_move_lose (l, w);

        if (check_loss (st, seat, kind, m.arg))
          {
            if (out != NULL && n < max)
              out[n] = m;
            n++;
          }
      }
  return n;
}

static void
apply_loss (TsGame       *game,
            int           seat,
            const gint16 *a)
{
  TgState *st = tg_state (game);
  TgNegative *neg = &st->neg;
  int w = a[1], count = 1;

  switch (a[0])
    {
    case TG_LOSS_KNIGHT:
      tg_remove_figure (st, w, TG_FIG_KNIGHT);
      break;
    case TG_LOSS_COIN:
      tg_pay (st, seat, w, 1);
      break;
    case TG_LOSS_SETTLEMENT:
      tg_remove_settlement (game, w);
      break;
    case TG_LOSS_INHABITANT:
      count = neg->kind == TG_E_BRAND ? MIN (2, st->settle[w].inhabitants) : 1;
      st->settle[w].inhabitants -= count;
      break;
    default:
      g_assert_not_reached ();
    }
  EMIT (TG_EV_LOST, seat, a[0], w, count, 0, 0);
  neg->units--;
}

gboolean
tg_cards_negative_advance (TsGame *game)
{
  TgState *st = tg_state (game);
  TgNegative *neg = &st->neg;

  while (neg->index < neg->n_seats)
    {
      int seat = neg->seats[neg->index];
      int protection = protection_of[tg_events[neg->kind].category];
      TsMove only;

      if (st->eliminated[seat] || (st->played[seat] & BIT (protection)))
        {
          if (!st->eliminated[seat])
            EMIT (TG_EV_PROTECTED, seat, neg->kind, 0, 0, 0, 0);
          goto next;
        }
      if (!neg->asked)
        {
          neg->asked = TRUE;
          if (st->hand[seat][protection] > 0)
            {
              st->phase = TG_PHASE_PROTECT;
              st->current = (gint8) seat;
              return TRUE;
            }
        }
      if (!neg->started)
        {
          neg->started = TRUE;
          neg->units = (guint8) MIN (255u, units_of (game, neg->kind, seat));
        }
      while (neg->units > 0)
        {
          guint n = list_losses (st, seat, neg->kind, &only, 1);

          if (n == 0)
            break;
          if (n > 1)
            {
              st->phase = TG_PHASE_NEGATIVE;
              st->current = (gint8) seat;
              return TRUE;
            }
          apply_loss (game, seat, only.arg);
        }
    next:
      neg->index++;
      neg->asked = neg->started = FALSE;
      neg->units = 0;
      if (tg_check_end (game))
        return FALSE;
    }
  neg->kind = TG_NONE;
  return FALSE;
}

gboolean
tg_cards_check_negative (TsGame        *game,
                         const TsMove  *move,
                         GError       **error)
{
  TgState *st = tg_state (game);
  int seat = st->current;

  switch (st->phase)
    {
    case TG_PHASE_PROTECT:
      if (move->kind == TG_MOVE_PROTECT || move->kind == TG_MOVE_DECLINE)
        return TRUE;
      ILLEGAL (_("Play your protection card or decline"));

    case TG_PHASE_NEGATIVE:
      if (move->kind != TG_MOVE_LOSE || !check_loss (st, seat, st->neg.kind, move->arg))
        ILLEGAL (_("Choose what you lose, within the card's rules"));
      return TRUE;

    case TG_PHASE_SPY_TAKE:
      {
        int c = move->arg[0], t = st->spy_target;

        if (move->kind != TG_MOVE_TAKE)
          ILLEGAL (_("Take one of the cards"));
        if (!((c >= 0 && c < TG_N_EVENT_KINDS && st->hand[t][c] > 0) ||
              (c >= TG_N_EVENT_KINDS && c < TG_N_CARD_CODES &&
               (st->tasks_held[t] & (1u << (c - TG_N_EVENT_KINDS))))))
          ILLEGAL (_("That player does not hold that card"));
        return TRUE;
      }

    default:
      ILLEGAL (_("That is not possible now"));
    }
}

void
tg_cards_apply_negative (TsGame       *game,
                         const TsMove *move)
{
  TgState *st = tg_state (game);
  int seat = st->current;

  switch (st->phase)
    {
    case TG_PHASE_PROTECT:
      if (move->kind == TG_MOVE_PROTECT)
        {
          int protection = protection_of[tg_events[st->neg.kind].category];

          st->hand[seat][protection]--;
          st->played[seat] |= BIT (protection);
          tg_emit (game, TG_EV_PLAY, seat, PUBLIC, TRUE, protection, -1, 0, 0, 0);
        }
      break;

    case TG_PHASE_NEGATIVE:
      apply_loss (game, seat, move->arg);
      break;

    case TG_PHASE_SPY_TAKE:
      {
        int c = move->arg[0], t = st->spy_target;

        if (c < TG_N_EVENT_KINDS)
          {
            st->hand[t][c]--;
            st->hand[seat][c]++;
          }
        else
          {
            int task = c - TG_N_EVENT_KINDS;

            st->tasks_held[t] &= ~(1u << task);
            st->tasks_held[seat] |= 1u << task;
            st->progress[t][task] = st->progress[seat][task] = 0;
          }
        st->spy_target = TG_NONE;
        EMIT (TG_EV_TAKE, seat, t, -1, 0, 0, 0);
        tg_emit (game, TG_EV_TAKE, seat, (1u << seat) | (1u << t), TRUE, t, c, 0, 0, 0);
        break;
      }

    default:
      g_assert_not_reached ();
    }
}

void
tg_cards_list_negative (TsGame *game,
                        GArray *moves)
{
  TgState *st = tg_state (game);
  TsMove m;

  switch (st->phase)
    {
    case TG_PHASE_PROTECT:
      m = ts_trigon_move_protect ();
      g_array_append_val (moves, m);
      m = ts_trigon_move_decline ();
      g_array_append_val (moves, m);
      break;

    case TG_PHASE_NEGATIVE:
      {
        TsMove all[TG_N_LOSSES * TG_N_POSITIONS];
        guint n = list_losses (st, st->current, st->neg.kind, all, G_N_ELEMENTS (all));

        g_array_append_vals (moves, all, MIN (n, G_N_ELEMENTS (all)));
        break;
      }

    case TG_PHASE_SPY_TAKE:
      for (int c = 0; c < TG_N_CARD_CODES; c++)
        {
          m = ts_trigon_move_take (c);
          if (tg_cards_check_negative (game, &m, NULL))
            g_array_append_val (moves, m);
        }
      break;

    default:
      break;
    }
}

/* §8's defaults for the negative-card choices. */
gboolean
tg_cards_default_negative (TsGame *game,
                           TsMove *move)
{
  TgState *st = tg_state (game);
  int seat = st->current, best = TG_NONE;
  double best_key = 0;

  if (st->phase == TG_PHASE_PROTECT)
    {
      *move = ts_trigon_move_protect ();
      return TRUE;
    }
  if (st->phase == TG_PHASE_SPY_TAKE)
    {
      for (int c = 0; c < TG_N_CARD_CODES; c++)
        {
          *move = ts_trigon_move_take (c);
          if (tg_cards_check_negative (game, move, NULL))
            return TRUE;
        }
      return FALSE;
    }

  for (int w = 0; w < TG_N_POSITIONS; w++)
    for (int l = 0; l < TG_N_LOSSES; l++)
      {
        TsMove m = ts_trigon_move_lose (l, w);
        double key;

        if (!check_loss (st, seat, st->neg.kind, m.arg))
          continue;
        switch (l)
          {
          case TG_LOSS_KNIGHT:
            key = tg_count_knights (st, w);
            break;
          case TG_LOSS_COIN:
            key = TG_N_COINS - w;
            break;
          case TG_LOSS_SETTLEMENT:
            {
              const TgVillageKind *k = tg_village_kind (st->settle[w].card);
              const guint8 *inc = st->settle[w].city ? k->city : k->village;
              double value = inc[0] * tg_coin_value[0] + inc[1] * tg_coin_value[1] + inc[2] * tg_coin_value[2];

              key = -(value * 10 + st->settle[w].inhabitants);
              break;
            }
          default:
            key = st->settle[w].inhabitants;
            break;
          }
        if (best == TG_NONE || key > best_key)
          {
            best = w + l * TG_N_POSITIONS;
            best_key = key;
          }
      }
  if (best == TG_NONE)
    return FALSE;
  *move = ts_trigon_move_lose (best / TG_N_POSITIONS, best % TG_N_POSITIONS);
  return TRUE;
}
