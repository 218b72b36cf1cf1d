/* trojhranna-ai.c — search hooks for Trojhranná hra (spec §10)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The generic search (src/core/ts-ai.c) calls these on its own copies:
 * determinisations of a seat's knowledge.  In a determinisation every face
 * is filled in, so the playout policy asks a slot's known_by bits what the
 * seat to move would really know, instead of using faces it could not have
 * seen: simulated players that peek would make the search trust reserve
 * plays far too much.
 */

#include "trojhranna-private.h"

/* Playout policy weights.  A completed hexagon hands every opponent a card;
 * a point left with 5 of its 6 cells filled invites the next player to do
 * that to us. */
#define TJ_AI_HEXAGON_BONUS 100
#define TJ_AI_OPEN_HOLE_PENALTY 10
#define TJ_AI_MATCH_BONUS 1

/* In playouts, how often a move is simply random (keeps the simulations
 * varied), and how often a seat with no reserve card known to fit gambles on
 * one it does not remember rather than drawing. */
#define TJ_AI_EPSILON 0.05
#define TJ_AI_FLIP_UNKNOWN 0.5

static TsMove
placement_move (const TjPlacement *p)
{
  return ts_trojhranna_move_place ((TsTriCell) { p->q, p->r, p->s }, p->rot);
}

/* The arrangement has no effect on the rules (R21); a computer needs no
 * memory aid, so it keeps the dealt order. */
static TsMove
arrange_as_dealt (void)
{
  static const guint order[TJ_N_DEALT] = { 0, 1, 2 };
  static const guint notches[TJ_N_DEALT] = { 0, 0, 0 };

  return ts_trojhranna_move_arrange (order, notches);
}

gboolean
tj_ai_trivial_move (TsGame *game,
                    TsMove *move)
{
  const TjState *st = tj_state (game);

  switch ((TjPhase) st->phase)
    {
    case TJ_PHASE_MEMORISE:
      *move = arrange_as_dealt ();
      return TRUE;

    case TJ_PHASE_CHOOSE:
      if (st->current >= 0 && st->n_reserve[st->current] == 0)
        {
          *move = ts_trojhranna_move_draw ();
          return TRUE;
        }
      return FALSE;

    case TJ_PHASE_PLACE:
    case TJ_PHASE_OVER:
    default:
      /* The generic code lists the moves when there might be just one. */
      return FALSE;
    }
}

/* Cells around point (a, b) that hold a card (spec §3.4). */
static guint
tj_count_around (const TjState *st,
                 int            a,
                 int            b)
{
  return tj_state_cell_used (st, a, b, TS_TRI_UP) +
         tj_state_cell_used (st, a - 1, b, TS_TRI_UP) +
         tj_state_cell_used (st, a, b - 1, TS_TRI_UP) +
         tj_state_cell_used (st, a - 1, b - 1, TS_TRI_DOWN) +
         tj_state_cell_used (st, a, b - 1, TS_TRI_DOWN) +
         tj_state_cell_used (st, a - 1, b, TS_TRI_DOWN);
}

/* Spec §10 placement choice: most hexagons first, then avoid leaving a
 * point with 5 of 6 cells filled, then more matched corners. */
static int
tj_score_placement (const TjState     *st,
                    int                card,
                    const TjPlacement *p)
{
  TsTriCell cell = { p->q, p->r, p->s };
  guint hexagons = tj_state_count_hexagons (st, cell);
  guint holes = 0;
  int score;

  for (guint i = 0; i < 3; i++)
    {
      TsTriPoint point = ts_tri_cell_corner (cell, i);

      if (tj_count_around (st, point.q, point.r) == 4)
        holes++;
    }

  score = hexagons * TJ_AI_HEXAGON_BONUS - holes * TJ_AI_OPEN_HOLE_PENALTY;
  score += tj_state_count_matches (st, card, cell, p->rot) * TJ_AI_MATCH_BONUS;
  return score;
}

static gboolean
tj_playout_place (const TjState *st,
                  TsRng         *rng,
                  TsMove        *move)
{
  TjPlacement placements[TJ_MAX_PLACEMENTS];
  guint n, i, n_best = 0, pick = 0;
  int best = G_MININT;

  if (st->flipped < 0)
    return FALSE;
  n = tj_state_list_placements (st, st->flipped, placements);
  if (n == 0)
    return FALSE;

  if (ts_rng_double (rng) < TJ_AI_EPSILON)
    {
      *move = placement_move (&placements[ts_rng_uniform (rng, n)]);
      return TRUE;
    }

  /* Best score; ties broken uniformly (reservoir sampling). */
  for (i = 0; i < n; i++)
    {
      int score = tj_score_placement (st, st->flipped, &placements[i]);

      if (score > best)
        {
          best = score;
          n_best = 1;
          pick = i;
        }
      else if (score == best && ts_rng_uniform (rng, ++n_best) == 0)
        pick = i;
    }
  *move = placement_move (&placements[pick]);
  return TRUE;
}

/* Spec §10 source choice, with what the seat to move really knows: a
 * remembered reserve card that fits is a sure point; one of several faces
 * remembered without their slots is as good a bet as the share of them
 * that fit; a card it does not
 * remember is a gamble (placed: −1, dead: +1), like the deck (placed: 0,
 * reserve: +1); a remembered card that does not fit would surely die. */
static gboolean
tj_playout_choose (const TjState *st,
                   TsRng         *rng,
                   TsMove        *move)
{
  int seat = st->current;
  guint n_reserve, n_fit = 0, n_unknown = 0, n_vague = 0, n_vague_fit = 0, i;
  guint8 fit[TJ_N_CARDS], unknown[TJ_N_CARDS], vague[TJ_N_CARDS];

  if (seat < 0)
    return FALSE;
  n_reserve = st->n_reserve[seat];
  if (n_reserve == 0 || ts_rng_double (rng) < TJ_AI_EPSILON)
    return FALSE;  /* the generic code draws or picks at random */

  for (i = 0; i < n_reserve; i++)
    {
      const TjSlot *slot = &st->reserve[seat][i];

      if (slot->card != TJ_CARD_UNKNOWN && (slot->vague_by & (1u << seat)))
        {
          /* A face remembered without its slot: one of these lies here. */
          vague[n_vague++] = i;
          if (tj_state_card_fits (st, slot->card))
            n_vague_fit++;
        }
      else if (!tj_seat_knows (slot, seat))
        unknown[n_unknown++] = i;
      else if (tj_state_card_fits (st, slot->card))
        fit[n_fit++] = i;
    }

  if (n_fit > 0)
    *move = ts_trojhranna_move_flip (fit[ts_rng_uniform (rng, n_fit)]);
  else if (n_vague_fit > 0 && ts_rng_uniform (rng, n_vague) < n_vague_fit)
    /* As likely as the remembered faces that fit make it. */
    *move = ts_trojhranna_move_flip (vague[ts_rng_uniform (rng, n_vague)]);
  else if (n_unknown > 0 && ts_rng_double (rng) < TJ_AI_FLIP_UNKNOWN)
    *move = ts_trojhranna_move_flip (unknown[ts_rng_uniform (rng, n_unknown)]);
  else
    *move = ts_trojhranna_move_draw ();
  return TRUE;
}

gboolean
tj_ai_playout_move (TsGame *game,
                    TsRng  *rng,
                    TsMove *move)
{
  const TjState *st = tj_state (game);

  switch ((TjPhase) st->phase)
    {
    case TJ_PHASE_MEMORISE:
      *move = arrange_as_dealt ();
      return TRUE;
    case TJ_PHASE_CHOOSE:
      return tj_playout_choose (st, rng, move);
    case TJ_PHASE_PLACE:
      return tj_playout_place (st, rng, move);
    case TJ_PHASE_OVER:
    default:
      return FALSE;
    }
}

gboolean
tj_ai_evaluate (TsGame *game,
                double *values)
{
  /* Games are short (≤ 45 cards): playouts run to the end. */
  return FALSE;
}
