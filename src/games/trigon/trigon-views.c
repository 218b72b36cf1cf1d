/* trigon-views.c — Rule of Trigon's hidden information (spec §6): what a
 * seat may see, and the determinisations the computer players sample
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Secret are the other players' hands (unplayed event cards and unfinished
 * tasks) and task progress, the orders of the three decks, and the future
 * dice.  Everything else is public, including how many cards of each
 * sort a hand holds, and the identities of village cards put under the
 * deck.  A view keeps the counts and deals the unseen cards canonically
 * (sorted), so it depends only on what the seat knows; a determinisation
 * deals them at random.  Cards made public (played, completed, discarded)
 * are no longer hidden, so they are never dealt.
 */
#include <string.h>

#include "trigon-private.h"

static int
compare_ints (gconstpointer a,
              gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

static gboolean
is_known (const TrgState *st,
          int            s)
{
  return s == st->view_seat || s == st->view_spy;
}

static void
deal_hidden (TrgState *st,
             TsRng   *rng)
{
  int pool[TRG_N_EVENT_CARDS], n = 0, k = 0;
  guint n_tasks[TRG_MAX_SEATS] = { 0 };
  guint n_events[TRG_MAX_SEATS] = { 0 };

  /* A defender asked whether to flee holds a "Vluchten" (R48.1): everyone
   * can tell, so every dealing keeps one in that hand. */
  int flees = st->phase == TRG_PHASE_FLEE && st->battle.active && !is_known (st, st->battle.defender)
              ? st->battle.defender : TRG_NONE;

  /* Event cards: other hands and the deck. */
  for (int s = 0; s < st->n_players; s++)
    if (!is_known (st, s))
      for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
        {
          n_events[s] += st->hand[s][e];
          for (int c = 0; c < st->hand[s][e]; c++)
            pool[n++] = e;
          st->hand[s][e] = 0;
        }
  if (flees != TRG_NONE)
    {
      for (int i = 0; i < n; i++)
        if (pool[i] == TRG_E_VLUCHTEN)
          {
            pool[i] = pool[--n];
            n_events[flees]--;
            st->hand[flees][TRG_E_VLUCHTEN]++;
            break;
          }
    }
  for (int i = 0; i < st->n_event; i++)
    pool[n++] = st->event_deck[i];
  if (rng != NULL)
    ts_rng_shuffle_int (rng, pool, n);
  else
    qsort (pool, n, sizeof (int), compare_ints);
  for (int s = 0; s < st->n_players; s++)
    for (guint c = 0; c < n_events[s]; c++)
      st->hand[s][pool[k++]]++;
  for (int i = 0; i < st->n_event; i++)
    st->event_deck[i] = (gint8) pool[k++];

  /* Tasks: other hands (and their progress) and the deck. */
  n = k = 0;
  for (int s = 0; s < st->n_players; s++)
    if (!is_known (st, s))
      {
        for (int t = 0; t < TRG_N_TASKS; t++)
          if (st->tasks_held[s] & (1u << t))
            {
              pool[n++] = t;
              n_tasks[s]++;
            }
        st->tasks_held[s] = 0;
      }
  for (int s = 0; s < st->n_players; s++)
    if (s != st->view_seat)
      memset (st->progress[s], 0, sizeof st->progress[s]);
  for (int i = 0; i < st->n_task; i++)
    pool[n++] = st->task_deck[i];
  if (rng != NULL)
    ts_rng_shuffle_int (rng, pool, n);
  else
    qsort (pool, n, sizeof (int), compare_ints);
  for (int s = 0; s < st->n_players; s++)
    for (guint c = 0; c < n_tasks[s]; c++)
      st->tasks_held[s] |= 1u << pool[k++];
  for (int i = 0; i < st->n_task; i++)
    st->task_deck[i] = (gint8) pool[k++];

  /* The village deck above the cards whose identities are public. */
  n = st->n_village - st->village_known;
  for (int i = 0; i < n; i++)
    pool[i] = st->village_deck[i];
  if (rng != NULL)
    ts_rng_shuffle_int (rng, pool, n);
  else
    qsort (pool, n, sizeof (int), compare_ints);
  for (int i = 0; i < n; i++)
    st->village_deck[i] = (gint8) pool[i];

  /* A blind swap's offered card, unless the viewer offered it. */
  if (st->swap_to != TRG_NONE && !is_known (st, st->active))
    for (int c = 0; c < TRG_N_CARD_CODES; c++)
      if (c < TRG_N_EVENT_KINDS ? st->hand[st->active][c] > 0
                               : (st->tasks_held[st->active] & (1u << (c - TRG_N_EVENT_KINDS))) != 0)
        {
          st->swap_card = (gint8) c;
          break;
        }
}

void
trg_views_redact (TsGame   *game,
                 int       seat,
                 TsRedact  how)
{
  TrgState *st = trg_state (game);

  (void) how;
  ts_rng_init (&st->rng, 0);
  memset (st->forced, 0, sizeof st->forced);
  st->n_forced = 0;
  st->view_seat = (gint8) seat;
  st->view_spy = st->phase == TRG_PHASE_SPY_TAKE && seat == st->active ? st->spy_target : TRG_NONE;
  deal_hidden (st, NULL);
}

void
trg_views_determinise (TsGame *game,
                      TsRng  *rng)
{
  TrgState *st = trg_state (game);

  ts_rng_init (&st->rng, ts_rng_next (rng));
  st->n_forced = 0;
  memset (st->forced, 0, sizeof st->forced);
  deal_hidden (st, rng);
}
