/* trojhranna-views.c — what a seat of Trojhranná hra may see and remember
 * (spec §7): the screen and memory redactions, determinisation for the
 * search, and the forgetting of weaker computer players (spec §10)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "trojhranna-private.h"

/* Spec §10: "easy" forgets each remembered card with 25 % chance per own
 * turn; "normal" forgets where cards older than 6 own turns lie, but not
 * which cards they are. */
#define TJ_AI_EASY_KEEP 0.75
#define TJ_AI_NORMAL_MEMORY_TURNS 6

void
tj_game_redact (TsGame   *game,
                int       seat,
                TsRedact  how)
{
  TjState *st = tj_state (game);
  guint8 bit = seat >= 0 && seat < st->n_players ? (guint8) (1u << seat) : 0;
  int me = bit ? seat : TS_SEAT_NONE;

  /* The end screen shows everything. */
  if (st->phase == TJ_PHASE_OVER)
    return;

  /* The generator could be run backwards to recover the deck order. */
  ts_rng_init (&st->rng, 0);

  for (guint i = 0; i < st->n_deck; i++)
    st->deck[i] = TJ_CARD_UNKNOWN;

  for (int s = 0; s < st->n_players; s++)
    {
      /* Only the memorising seat looks at its dealt cards, now. */
      if (!(st->phase == TJ_PHASE_MEMORISE && s == st->current && s == me))
        for (guint i = 0; i < st->n_dealt[s]; i++)
          st->dealt[s][i] = TJ_CARD_UNKNOWN;

      for (guint i = 0; i < st->n_reserve[s]; i++)
        if (how == TS_REDACT_SCREEN || !(st->reserve[s][i].known_by & bit))
          st->reserve[s][i].card = TJ_CARD_UNKNOWN;

      if (s != me)
        {
          memset (st->pending[s], 0, sizeof st->pending[s]);
          st->n_pending[s] = 0;
        }
    }
}

gboolean
tj_game_is_view (TsGame *game)
{
  TjState *st = tj_state (game);

  for (int i = 0; i < st->n_deck; i++)
    if (st->deck[i] == TJ_CARD_UNKNOWN)
      return TRUE;
  for (int s = 0; s < st->n_players; s++)
    {
      for (int i = 0; i < st->n_dealt[s]; i++)
        if (st->dealt[s][i] == TJ_CARD_UNKNOWN)
          return TRUE;
      for (int i = 0; i < st->n_reserve[s]; i++)
        if (st->reserve[s][i].card == TJ_CARD_UNKNOWN)
          return TRUE;
    }
  return FALSE;
}

void
tj_game_determinise (TsGame *game,
                     TsRng  *rng)
{
  TjState *st = tj_state (game);
  gboolean visible[TJ_N_CARDS] = { FALSE, };
  int pool[TJ_N_CARDS];
  guint n_pool = 0, next = 0;

  ts_rng_init (&st->rng, ts_rng_next (rng));

  /* A pending card is a known face of its reserve slot. */
  for (int s = 0; s < st->n_players; s++)
    for (guint i = 0; i < st->n_pending[s]; i++)
      {
        TjPending *p = &st->pending[s][i];

        if (p->slot < st->n_reserve[s] && st->reserve[s][p->slot].card == TJ_CARD_UNKNOWN)
          st->reserve[s][p->slot].card = p->card;
      }

#define MARK(c) G_STMT_START { if ((c) >= 0) visible[(c)] = TRUE; } G_STMT_END
  for (guint i = 0; i < st->n_table; i++)
    MARK (st->table[i].card);
  for (guint i = 0; i < st->n_deck; i++)
    MARK (st->deck[i]);
  MARK (st->flipped);
  for (int s = 0; s < st->n_players; s++)
    {
      for (guint i = 0; i < st->n_dealt[s]; i++)
        MARK (st->dealt[s][i]);
      for (guint i = 0; i < st->n_reserve[s]; i++)
        MARK (st->reserve[s][i].card);
      for (guint i = 0; i < st->n_dead[s]; i++)
        MARK (st->dead[s][i]);
    }
#undef MARK

  /* Faces remembered without their slots change places among those
   * slots (spec §10, "normal"). */
  for (int s = 0; s < st->n_players; s++)
    {
      int faces[TJ_N_CARDS];
      guint where[TJ_N_CARDS];
      guint n_vague = 0;

      for (guint i = 0; i < st->n_reserve[s]; i++)
        if (st->reserve[s][i].vague_by != 0 && st->reserve[s][i].card != TJ_CARD_UNKNOWN)
          {
            where[n_vague] = i;
            faces[n_vague++] = st->reserve[s][i].card;
          }
      if (n_vague > 1)
        {
          ts_rng_shuffle_int (rng, faces, n_vague);
          for (guint i = 0; i < n_vague; i++)
            st->reserve[s][where[i]].card = (gint8) faces[i];
        }
    }

  for (int c = 0; c < TJ_N_CARDS; c++)
    if (!visible[c])
      pool[n_pool++] = c;
  if (n_pool == 0)
    return;
  ts_rng_shuffle_int (rng, pool, n_pool);

#define FILL(slot) G_STMT_START {                                         \
    if ((slot) == TJ_CARD_UNKNOWN && next < n_pool)                      \
      (slot) = (gint8) pool[next++];                                     \
  } G_STMT_END
  for (guint i = 0; i < st->n_deck; i++)
    FILL (st->deck[i]);
  for (int s = 0; s < st->n_players; s++)
    {
      for (guint i = 0; i < st->n_dealt[s]; i++)
        FILL (st->dealt[s][i]);
      for (guint i = 0; i < st->n_reserve[s]; i++)
        FILL (st->reserve[s][i].card);
    }
#undef FILL
}

/* A fixed pseudo-random number in [0, 1) for one memory, so that a card
 * "easy" has forgotten stays forgotten on later turns instead of being
 * recalled by a luckier draw.  It depends only on what the seat knows. */
static double
tj_memory_strength (int    seat,
                    int    card,
                    guint  since,
                    guint  first_seat)
{
  TsRng rng;

  ts_rng_init (&rng, ((guint64) seat << 48) ^ ((guint64) (card + 1) << 32) ^
                     ((guint64) since << 8) ^ first_seat ^ G_GUINT64_CONSTANT (0x7472616a));
  return ts_rng_double (&rng);
}

/* Forgetting only ever turns a remembered face into an unknown one (the
 * determinisation then deals it like any unseen card).  It applies to every
 * reserve card SEAT remembers: its own, and opponents' failed deck draws it
 * watched. */
void
tj_game_forget (TsGame  *game,
                int      seat,
                TsLevel  level,
                TsRng   *rng)
{
  TjState *st = tj_state (game);

  if (seat < 0 || seat >= st->n_players || level == TS_LEVEL_HARD)
    return;

  for (int owner = 0; owner < st->n_players; owner++)
    for (guint i = 0; i < st->n_reserve[owner]; i++)
      {
        TjSlot *slot = &st->reserve[owner][i];
        guint own_turns;
        gboolean forget = FALSE;
        gboolean pending = FALSE;

        if (!tj_seat_knows (slot, seat))
          continue;
        /* A penalty card being shown right now cannot have been forgotten. */
        if (owner == seat)
          for (guint j = 0; j < st->n_pending[seat]; j++)
            if (st->pending[seat][j].slot == i)
              pending = TRUE;
        if (pending)
          continue;

        own_turns = st->turn > slot->since ? (st->turn - slot->since) / st->n_players : 0;
        if (level == TS_LEVEL_EASY)
          {
            double keep = pow (TJ_AI_EASY_KEEP, own_turns);

            forget = tj_memory_strength (seat, slot->card, slot->since,
                                         st->first_seat) >= keep;
          }
        else if (own_turns > TJ_AI_NORMAL_MEMORY_TURNS)
          {
            /* Spec §10: "normal" keeps the colours of old cards but loses
             * their slots.  The faces stay, marked vague: the
             * determinisation shuffles them among the owner's vague slots,
             * and the playout policy treats them as unknown. */
            slot->vague_by |= (guint8) (1u << seat);
          }

        if (forget)
          {
            slot->card = TJ_CARD_UNKNOWN;
            slot->known_by &= ~(1u << seat);
          }
      }
}
