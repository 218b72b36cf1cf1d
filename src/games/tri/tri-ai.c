/* tri-ai.c — search hooks for TRI (spec §10)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The generic search (src/core/ts-ai.c) calls these on determinisations of
 * a seat's knowledge.  In a determinisation the battle's secret dice and
 * card are filled in, so the card policies below look only at what the
 * seat choosing could see: its own dice, the hands (public) and the board,
 * never the other side's roll or card.
 */

#include "tri-private.h"

/* In playouts, how often an action is simply random (keeps the
 * simulations varied). */
#define TRI_AI_EPSILON 0.05

/* Values of the playout's action choice, in triangles gained.  An
 * expansion gains one; an attack with k dice (Δ = 0, spec §10's table)
 * wins 0.58 (k = 2) or 0.66 (k = 3) times, gaining one and costing the
 * opponent one, and otherwise loses a triangle.  One die loses more than
 * it wins.  A completed square is immune and brings a teleport. */
#define TRI_AI_EXPAND 1.0
#define TRI_AI_ATTACK_2 0.74
#define TRI_AI_ATTACK_3 0.98
#define TRI_AI_ATTACK_1 -0.2
#define TRI_AI_SQUARE 3.0
#define TRI_AI_SQUARE_PART 0.3
#define TRI_AI_FINISH_SEAT 1.5
#define TRI_AI_TELEPORT 0.6
#define TRI_AI_NOISE 0.2

gboolean
tri_ai_trivial_move (TsGame *game,
                     TsMove *move)
{
  const TriState *st = tri_state (game);
  int seat = st->current;

  if (seat < 0)
    return FALSE;
  /* A hand of only the +0 has one card to play. */
  if ((st->phase == TRI_PHASE_ATTACK_CARD || st->phase == TRI_PHASE_DEFEND_CARD) &&
      st->hand[seat][1] + st->hand[seat][2] + st->hand[seat][3] == 0)
    {
      *move = ts_tri_move_card (0);
      return TRUE;
    }
  return FALSE;
}

/* The smallest card above +0 in SEAT's hand, or 0. */
static int
smallest_card (const TriState *st,
               int             seat)
{
  for (guint i = 1; i < TRI_N_CARD_VALUES; i++)
    if (st->hand[seat][i] > 0)
      return tri_card_value (i);
  return 0;
}

static int
largest_card (const TriState *st,
              int             seat)
{
  for (guint i = TRI_N_CARD_VALUES - 1; i > 0; i--)
    if (st->hand[seat][i] > 0)
      return tri_card_value (i);
  return 0;
}

/* Spec §10 card choice, mixed between the two best options: a high roll
 * keeps its cards, a middling one spends the smallest, a low one either
 * gives up (+0) or goes all in. */
int
tri_ai_attack_card (const TriState *st,
                    TsRng          *rng)
{
  const TriBattle *b = &st->battle;
  int seat = b->attacker, best = 0;
  double r = ts_rng_double (rng);

  for (guint i = 0; i < b->n_dice; i++)
    best = MAX (best, b->attack_dice[i]);

  if (best >= 5)
    return r < 0.75 ? 0 : smallest_card (st, seat);
  if (best >= 3)
    return r < 0.7 ? smallest_card (st, seat) : largest_card (st, seat);
  return r < 0.6 ? 0 : largest_card (st, seat);
}

int
tri_ai_defence_card (const TriState *st,
                     TsRng          *rng)
{
  const TriBattle *b = &st->battle;
  int seat = b->defender;
  double r = ts_rng_double (rng);
  /* The triangle matters when losing it would complete the attacker's
   * square, or it is one of the defender's last. */
  gboolean matters = tri_state_square_mates (st, b->attacker, b->target) == 3 ||
                     tri_state_square_mates (st, seat, b->target) == 3 ||
                     tri_state_count_triangles (st, seat) <= 2;

  if (b->defence_die >= 5)
    return r < 0.8 ? 0 : smallest_card (st, seat);
  if (matters)
    return r < 0.7 ? largest_card (st, seat) : smallest_card (st, seat);
  if (b->defence_die >= 3)
    return r < 0.5 ? smallest_card (st, seat) : 0;
  return r < 0.8 ? 0 : smallest_card (st, seat);
}

/* Spec §10 void choice: break the attacker's square, else remove the
 * triangle with the most contact with ours (its dice against us). */
static int
void_choice (const TriState *st,
             TsRng          *rng)
{
  const TriBattle *b = &st->battle;
  int pick = b->attacking[0];
  int best = -1;
  guint ties = 0;

  for (guint i = 0; i < b->n_dice; i++)
    {
      int t = b->attacking[i], score = 0;
      const gint8 *n = tri_state_neighbours (st, t);

      if (st->square_owner[t / 4] == b->attacker)
        score += 10;
      for (guint k = 0; k < 3; k++)
        score += st->owner[n[k]] == b->defender;
      if (score > best)
        {
          best = score;
          pick = t;
          ties = 1;
        }
      else if (score == best && ts_rng_uniform (rng, ++ties) == 0)
        pick = t;
    }
  return pick;
}

static gboolean
playout_action (const TriState *st,
                TsRng          *rng,
                TsMove         *move)
{
  int seat = st->current;
  guint n = tri_state_n_triangles (st);
  double best = TRI_AI_ATTACK_1 - 1.0;  /* below every action: pass */
  TsMove best_move = ts_tri_move_pass ();
  gboolean expanded = FALSE;
  int teleport_square = -1;

  for (guint t = 0; t < n; t++)
    {
      double v;

      if (st->owner[t] == TS_SEAT_NONE)
        {
          if (!tri_state_can_expand (st, seat, t))
            continue;
          expanded = TRUE;
          v = TRI_AI_EXPAND;
          if (tri_state_square_mates (st, seat, t) == 3)
            v += TRI_AI_SQUARE;
          else
            v += TRI_AI_SQUARE_PART * tri_state_square_mates (st, seat, t);
          v += TRI_AI_NOISE * ts_rng_double (rng);
          if (v > best)
            {
              best = v;
              best_move = ts_tri_move_expand (t);
            }
        }
      else if (st->owner[t] != seat && tri_state_can_attack (st, seat, t))
        {
          int attacking[3];
          guint k = tri_state_attackers (st, seat, t, attacking);

          v = k == 3 ? TRI_AI_ATTACK_3 : k == 2 ? TRI_AI_ATTACK_2 : TRI_AI_ATTACK_1;
          if (k >= 2 && tri_state_square_mates (st, seat, t) == 3)
            v += TRI_AI_SQUARE * (k == 3 ? 0.66 : 0.58);
          if (k >= 2 && tri_state_count_triangles (st, st->owner[t]) == 1)
            v += TRI_AI_FINISH_SEAT;
          v += TRI_AI_NOISE * ts_rng_double (rng);
          if (v > best)
            {
              best = v;
              best_move = ts_tri_move_attack (t);
            }
        }
    }

  /* R14: keep the teleport for when there is nowhere to expand. */
  if (!expanded)
    for (guint q = 0; q < (guint) st->size * st->size && teleport_square < 0; q++)
      if (tri_state_can_teleport (st, q))
        teleport_square = q;
  if (teleport_square >= 0 && TRI_AI_TELEPORT > best)
    {
      guint n_empty = tri_state_count_empty (st), pick;

      if (n_empty > 0)
        {
          pick = ts_rng_uniform (rng, n_empty);
          for (guint t = 0; t < n; t++)
            if (st->owner[t] == TS_SEAT_NONE && pick-- == 0)
              {
                best_move = ts_tri_move_teleport (teleport_square, t);
                break;
              }
        }
    }

  *move = best_move;
  return TRUE;
}

gboolean
tri_ai_playout_move (TsGame *game,
                     TsRng  *rng,
                     TsMove *move)
{
  const TriState *st = tri_state (game);

  if (st->current < 0 || st->n_players == 0)
    return FALSE;

  switch ((TriPhase) st->phase)
    {
    case TRI_PHASE_ACTION:
      /* Round 1 and the occasional random action: the generic code picks
       * uniformly among the legal moves. */
      if (st->round == 1 || ts_rng_double (rng) < TRI_AI_EPSILON)
        return FALSE;
      return playout_action (st, rng, move);
    case TRI_PHASE_ATTACK_CARD:
      *move = ts_tri_move_card (tri_ai_attack_card (st, rng));
      return TRUE;
    case TRI_PHASE_DEFEND_CARD:
      *move = ts_tri_move_card (tri_ai_defence_card (st, rng));
      return TRUE;
    case TRI_PHASE_VOID:
      *move = ts_tri_move_void (void_choice (st, rng));
      return TRUE;
    case TRI_PHASE_OVER:
    default:
      return FALSE;
    }
}

gboolean
tri_ai_evaluate (TsGame *game,
                 double *values)
{
  /* Playouts run to the end: with the policy a game fills its board in
   * a few hundred moves. */
  return FALSE;
}
