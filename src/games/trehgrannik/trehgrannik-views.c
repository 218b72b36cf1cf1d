/* trehgrannik-views.c — what a seat of Trehgrannik may see (spec §7), and
 * the determinisation of the unseen cards for the search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "trehgrannik-private.h"

/* Hands are the owner's; the deck order and the boxed Production cards
 * are nobody's; everything else is public (D50).  SCREEN and MEMORY are
 * the same: a seat remembers exactly its hand (its own deck draws are in
 * it or were played face up). */
void
tg_game_redact (TsGame   *game,
                int       seat,
                TsRedact  how)
{
  TgState *st = tg_state (game);

  /* The generator could be run forwards to read the deck. */
  ts_rng_init (&st->rng, 0);

  for (guint i = 0; i < st->n_deck; i++)
    st->deck[i] = TG_CARD_UNKNOWN;

  st->box_prod_hidden += tg_count (st->box_prod);
  memset (st->box_prod, 0, sizeof st->box_prod);

  for (int s = 0; s < st->n_players; s++)
    {
      if (s == seat)
        continue;
      for (int c = 0; c < TG_N_CARDS; c++)
        {
          if (tg_card (c)->type == TG_TYPE_PRODUCTION)
            st->hidden_prod[s] += st->hand[s][c];
          st->hand_hidden[s] += st->hand[s][c];
          st->hand[s][c] = 0;
        }
    }
}

gboolean
tg_game_is_view (TsGame *game)
{
  TgState *st = tg_state (game);

  if (st->box_prod_hidden > 0)
    return TRUE;
  for (int i = 0; i < st->n_deck; i++)
    if (st->deck[i] == TG_CARD_UNKNOWN)
      return TRUE;
  for (int s = 0; s < st->n_players; s++)
    if (st->hand_hidden[s] > 0)
      return TRUE;
  return FALSE;
}

void
tg_game_determinise (TsGame *game,
                     TsRng  *rng)
{
  TgState *st = tg_state (game);
  int seen[TG_N_CARDS] = { 0, };
  int prod[TG_N_DECK_MAX], other[TG_N_DECK_MAX];
  guint n_prod = 0, n_other = 0, next_prod = 0, next_other = 0;

  ts_rng_init (&st->rng, ts_rng_next (rng));

  for (int c = 0; c < TG_N_CARDS; c++)
    {
      seen[c] = st->market[c] + st->box_fore[c] + st->box_prod[c];
      for (int s = 0; s < st->n_players; s++)
        {
          seen[c] += st->hand[s][c];
          for (int k = 0; k < TG_N_SLOTS; k++)
            seen[c] += st->slot[s][k][c];
        }
    }
  for (guint i = 0; i < st->n_deck; i++)
    if (st->deck[i] >= 0)
      seen[st->deck[i]]++;
  if (st->phase == TG_PHASE_LINE || st->phase == TG_PHASE_SLOT)
    for (guint i = 0; i < st->n_played; i++)
      seen[st->played[i]]++;

  for (int c = 0; c < TG_N_CARDS; c++)
    {
      int total = st->no_systems && tg_card (c)->type == TG_TYPE_SYSTEMS ? 0 : tg_card (c)->count;

      for (int k = seen[c]; k < total; k++)
        {
          if (tg_card (c)->type == TG_TYPE_PRODUCTION)
            prod[n_prod++] = c;
          else
            other[n_other++] = c;
        }
    }
  ts_rng_shuffle_int (rng, prod, n_prod);
  ts_rng_shuffle_int (rng, other, n_other);

  for (guint i = 0; i < st->n_deck; i++)
    if (st->deck[i] < 0 && next_other < n_other)
      st->deck[i] = (gint8) other[next_other++];
  while (st->box_prod_hidden > 0 && next_prod < n_prod)
    {
      st->box_prod[prod[next_prod++]]++;
      st->box_prod_hidden--;
    }
  for (int s = 0; s < st->n_players; s++)
    {
      while (st->hidden_prod[s] > 0 && st->hand_hidden[s] > 0 && next_prod < n_prod)
        {
          st->hand[s][prod[next_prod++]]++;
          st->hidden_prod[s]--;
          st->hand_hidden[s]--;
        }
      while (st->hand_hidden[s] > 0 && next_other < n_other)
        {
          st->hand[s][other[next_other++]]++;
          st->hand_hidden[s]--;
        }
      st->hidden_prod[s] = 0;
    }
}
