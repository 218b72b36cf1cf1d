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

static const TrgEventKind protection_of[TRG_N_EVENT_CATEGORIES] = {
  TRG_E_KAPITEIN, TRG_E_AMBASSADEUR, TRG_E_HOFNAR, TRG_E_BURGEMEESTER,
};

static gboolean
is_multi (int kind)
{
  return kind == TRG_E_STRIJD || kind == TRG_E_CRISIS || kind == TRG_E_GRILLEN || kind == TRG_E_METEORIETEN;
}

void
trg_cards_start_negative (TsGame *game,
                         int     kind)
{
  TrgState *st = trg_state (game);
  TrgNegative *neg = &st->neg;

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
surplus_inhabitants (const TrgState *st,
                     int            seat)
{
  guint n = 0;

  for (int s = 0; s < TRG_N_SITES; s++)
    if (st->settle[s].owner == seat && st->settle[s].inhabitants > 1)
      n += st->settle[s].inhabitants - 1u;
  return n;
}

static gboolean
has_settlement_where (const TrgState *st,
                      int            seat,
                      gboolean       non_capital,
                      gboolean       inhabited)
{
  for (int s = 0; s < TRG_N_SITES; s++)
    if (st->settle[s].owner == seat && (!non_capital || !trg_card_is_capital (st->settle[s].card)) &&
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
  TrgState *st = trg_state (game);
  guint k = trg_count_all_figures (st, seat, TRG_FIG_KNIGHT);
  guint coins = st->coins[seat][0] + st->coins[seat][1] + st->coins[seat][2];

  switch (kind)
    {
    case TRG_E_MOORDENAAR: return MIN (1u, k);
    case TRG_E_BOOGSCHUTTERS: return MIN (2u, k);
    case TRG_E_DRAKEN:
    case TRG_E_STRIJD: return k / 2;
    case TRG_E_HEBZUCHT: return coins / 2;
    case TRG_E_CRISIS: return MIN (5u, coins);
    case TRG_E_WINTER:
    case TRG_E_GRILLEN: return has_settlement_where (st, seat, TRUE, FALSE) ? 1 : 0;
    case TRG_E_OVERSTROMING:
    case TRG_E_BRAND: return has_settlement_where (st, seat, FALSE, TRUE) ? 1 : 0;
    case TRG_E_ZIEKTE: return trg_count_inhabitants (st, seat) / 2;
    case TRG_E_METEORIETEN: return MIN (5u, surplus_inhabitants (st, seat));
    case TRG_E_ROVERS:
      trg_pay (st, seat, TRG_COPPER, 3);
      return 0;
    case TRG_E_ZILVERDIEVEN:
      trg_pay (st, seat, TRG_SILVER, 2);
      return 0;
    case TRG_E_CRIMINALITEIT:
      trg_pay (st, seat, TRG_GOLD, 1);
      return 0;
    case TRG_E_AARDBEVING:
      if (st->palace[seat])
        {
          st->palace[seat] = FALSE;
          EMIT (TRG_EV_PALACE_LOST, seat, trg_capital_of_realm (st->realm[seat]), 0, 0, 0, 0);
        }
      return 0;
    default:
      g_return_val_if_reached (0);
    }
}

static gboolean
check_loss (const TrgState *st,
            int            seat,
            int            kind,
            const gint16  *a)
{
  int w = a[1];

  switch (kind)
    {
    case TRG_E_MOORDENAAR:
    case TRG_E_BOOGSCHUTTERS:
    case TRG_E_DRAKEN:
    case TRG_E_STRIJD:
      return a[0] == TRG_LOSS_KNIGHT && w >= 0 && w < TRG_N_POSITIONS && st->occupant[w] == seat &&
             trg_count_knights (st, w) > 0;
    case TRG_E_HEBZUCHT:
    case TRG_E_CRISIS:
      return a[0] == TRG_LOSS_COIN && w >= 0 && w < TRG_N_COINS && st->coins[seat][w] > 0;
    case TRG_E_WINTER:
    case TRG_E_GRILLEN:
      return a[0] == TRG_LOSS_SETTLEMENT && trg_position_is_site (w) && st->settle[w].owner == seat &&
             !trg_card_is_capital (st->settle[w].card);
    case TRG_E_OVERSTROMING:
    case TRG_E_BRAND:
    case TRG_E_ZIEKTE:
      return a[0] == TRG_LOSS_INHABITANT && trg_position_is_site (w) && st->settle[w].owner == seat &&
             st->settle[w].inhabitants > 0;
    case TRG_E_METEORIETEN:
      return a[0] == TRG_LOSS_INHABITANT && trg_position_is_site (w) && st->settle[w].owner == seat &&
             st->settle[w].inhabitants > 1;
    default:
      return FALSE;
    }
}

static guint
list_losses (const TrgState *st,
             int            seat,
             int            kind,
             TsMove        *out,
             guint          max)
{
  guint n = 0;

  for (int l = 0; l < TRG_N_LOSSES; l++)
    for (int w = 0; w < TRG_N_POSITIONS; w++)
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
  TrgState *st = trg_state (game);
  TrgNegative *neg = &st->neg;
  int w = a[1], count = 1;

  switch (a[0])
    {
    case TRG_LOSS_KNIGHT:
      trg_remove_figure (st, w, TRG_FIG_KNIGHT);
      break;
    case TRG_LOSS_COIN:
      trg_pay (st, seat, w, 1);
      break;
    case TRG_LOSS_SETTLEMENT:
      trg_remove_settlement (game, w);
      break;
    case TRG_LOSS_INHABITANT:
      count = neg->kind == TRG_E_BRAND ? MIN (2, st->settle[w].inhabitants) : 1;
      st->settle[w].inhabitants -= count;
      break;
    default:
      g_assert_not_reached ();
    }
  EMIT (TRG_EV_LOST, seat, a[0], w, count, 0, 0);
  neg->units--;
}

gboolean
trg_cards_negative_advance (TsGame *game)
{
  TrgState *st = trg_state (game);
  TrgNegative *neg = &st->neg;

  while (neg->index < neg->n_seats)
    {
      int seat = neg->seats[neg->index];
      int protection = protection_of[trg_events[neg->kind].category];
      TsMove only;

      if (st->eliminated[seat] || (st->played[seat] & BIT (protection)))
        {
          if (!st->eliminated[seat])
            EMIT (TRG_EV_PROTECTED, seat, neg->kind, 0, 0, 0, 0);
          goto next;
        }
      if (!neg->asked)
        {
          neg->asked = TRUE;
          if (st->hand[seat][protection] > 0)
            {
              st->phase = TRG_PHASE_PROTECT;
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
              st->phase = TRG_PHASE_NEGATIVE;
              st->current = (gint8) seat;
              return TRUE;
            }
          apply_loss (game, seat, only.arg);
        }
    next:
      neg->index++;
      neg->asked = neg->started = FALSE;
      neg->units = 0;
      if (trg_check_end (game))
        return FALSE;
    }
  neg->kind = TRG_NONE;
  return FALSE;
}

gboolean
trg_cards_check_negative (TsGame        *game,
                         const TsMove  *move,
                         GError       **error)
{
  TrgState *st = trg_state (game);
  int seat = st->current;

  switch (st->phase)
    {
    case TRG_PHASE_PROTECT:
      if (move->kind == TRG_MOVE_PROTECT || move->kind == TRG_MOVE_DECLINE)
        return TRUE;
      /* Translators: Rule of Trigon: why a move is refused, shown to the
         player */
      ILLEGAL (_("Play your protection card or decline"));

    case TRG_PHASE_NEGATIVE:
      if (move->kind != TRG_MOVE_LOSE || !check_loss (st, seat, st->neg.kind, move->arg))
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player */
        ILLEGAL (_("Choose what you lose, within the card's rules"));
      return TRUE;

    case TRG_PHASE_SPY_TAKE:
      {
        int c = move->arg[0], t = st->spy_target;

        if (move->kind != TRG_MOVE_TAKE)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player */
          ILLEGAL (_("Take one of the cards"));
        if (!((c >= 0 && c < TRG_N_EVENT_KINDS && st->hand[t][c] > 0) ||
              (c >= TRG_N_EVENT_KINDS && c < TRG_N_CARD_CODES &&
               (st->tasks_held[t] & (1u << (c - TRG_N_EVENT_KINDS))))))
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player */
          ILLEGAL (_("That player does not hold that card"));
        return TRUE;
      }

    default:
      ILLEGAL (_("That is not possible now"));
    }
}

void
trg_cards_apply_negative (TsGame       *game,
                         const TsMove *move)
{
  TrgState *st = trg_state (game);
  int seat = st->current;

  switch (st->phase)
    {
    case TRG_PHASE_PROTECT:
      if (move->kind == TRG_MOVE_PROTECT)
        {
          int protection = protection_of[trg_events[st->neg.kind].category];

          st->hand[seat][protection]--;
          st->played[seat] |= BIT (protection);
          trg_emit (game, TRG_EV_PLAY, seat, PUBLIC, TRUE, protection, -1, 0, 0, 0);
        }
      break;

    case TRG_PHASE_NEGATIVE:
      apply_loss (game, seat, move->arg);
      break;

    case TRG_PHASE_SPY_TAKE:
      {
        int c = move->arg[0], t = st->spy_target;

        if (c < TRG_N_EVENT_KINDS)
          {
            st->hand[t][c]--;
            st->hand[seat][c]++;
          }
        else
          {
            int task = c - TRG_N_EVENT_KINDS;

            st->tasks_held[t] &= ~(1u << task);
            st->tasks_held[seat] |= 1u << task;
            st->progress[t][task] = st->progress[seat][task] = 0;
          }
        st->spy_target = TRG_NONE;
        EMIT (TRG_EV_TAKE, seat, t, -1, 0, 0, 0);
        trg_emit (game, TRG_EV_TAKE, seat, (1u << seat) | (1u << t), TRUE, t, c, 0, 0, 0);
        break;
      }

    default:
      g_assert_not_reached ();
    }
}

void
trg_cards_list_negative (TsGame *game,
                        GArray *moves)
{
  TrgState *st = trg_state (game);
  TsMove m;

  switch (st->phase)
    {
    case TRG_PHASE_PROTECT:
      m = ts_trigon_move_protect ();
      g_array_append_val (moves, m);
      m = ts_trigon_move_decline ();
      g_array_append_val (moves, m);
      break;

    case TRG_PHASE_NEGATIVE:
      {
        TsMove all[TRG_N_LOSSES * TRG_N_POSITIONS];
        guint n = list_losses (st, st->current, st->neg.kind, all, G_N_ELEMENTS (all));

        g_array_append_vals (moves, all, MIN (n, G_N_ELEMENTS (all)));
        break;
      }

    case TRG_PHASE_SPY_TAKE:
      for (int c = 0; c < TRG_N_CARD_CODES; c++)
        {
          m = ts_trigon_move_take (c);
          if (trg_cards_check_negative (game, &m, NULL))
            g_array_append_val (moves, m);
        }
      break;

    default:
      break;
    }
}

/* §8's defaults for the negative-card choices. */
gboolean
trg_cards_default_negative (TsGame *game,
                           TsMove *move)
{
  TrgState *st = trg_state (game);
  int seat = st->current, best = TRG_NONE;
  double best_key = 0;

  if (st->phase == TRG_PHASE_PROTECT)
    {
      *move = ts_trigon_move_protect ();
      return TRUE;
    }
  if (st->phase == TRG_PHASE_SPY_TAKE)
    {
      for (int c = 0; c < TRG_N_CARD_CODES; c++)
        {
          *move = ts_trigon_move_take (c);
          if (trg_cards_check_negative (game, move, NULL))
            return TRUE;
        }
      return FALSE;
    }

  for (int w = 0; w < TRG_N_POSITIONS; w++)
    for (int l = 0; l < TRG_N_LOSSES; l++)
      {
        TsMove m = ts_trigon_move_lose (l, w);
        double key;

        if (!check_loss (st, seat, st->neg.kind, m.arg))
          continue;
        switch (l)
          {
          case TRG_LOSS_KNIGHT:
            key = trg_count_knights (st, w);
            break;
          case TRG_LOSS_COIN:
            key = TRG_N_COINS - w;
            break;
          case TRG_LOSS_SETTLEMENT:
            {
              const TrgVillageKind *k = trg_village_kind (st->settle[w].card);
              const guint8 *inc = st->settle[w].city ? k->city : k->village;
              double value = inc[0] * trg_coin_value[0] + inc[1] * trg_coin_value[1] + inc[2] * trg_coin_value[2];

              key = -(value * 10 + st->settle[w].inhabitants);
              break;
            }
          default:
            key = st->settle[w].inhabitants;
            break;
          }
        if (best == TRG_NONE || key > best_key)
          {
            best = w + l * TRG_N_POSITIONS;
            best_key = key;
          }
      }
  if (best == TRG_NONE)
    return FALSE;
  *move = ts_trigon_move_lose (best / TRG_N_POSITIONS, best % TRG_N_POSITIONS);
  return TRUE;
}
