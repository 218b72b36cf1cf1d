/* tri-views.c — TRI's hidden information (spec §7): what each seat's
 * screen and memory may hold, and the determinisations the search plays
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hands, the board and the supply are public (R22).  Secret are a battle's
 * dice and the attacker's card until the reveal, and the future dice: the
 * generator and the forced queue.  The moves' events keep the same secrets
 * (private events, tri-rules.c); ts_game_has_private_view () compares these
 * views, so the curtains follow from them.
 */
#include <string.h>

#include "tri-private.h"

void
tri_views_redact (TsGame   *game,
                  int       seat,
                  TsRedact  how)
{
  TriState *st = tri_state (game);
  TriBattle *b = &st->battle;
  gboolean attacker_sees = FALSE, defender_sees = FALSE;

  if (st->phase == TRI_PHASE_OVER)
    return;

  /* The generator could be run forwards to predict the dice; the queue
   * would tell them outright. */
  ts_rng_init (&st->rng, 0);
  memset (st->forced, 0, sizeof st->forced);
  st->n_forced = 0;

  switch ((TriPhase) st->phase)
    {
    case TRI_PHASE_ATTACK_CARD:
      /* The attacker is looking at its own dice now. */
      attacker_sees = seat == b->attacker;
      break;
    case TRI_PHASE_DEFEND_CARD:
      /* The attacker's screen hid its dice and card when it confirmed;
       * it still remembers them. */
      attacker_sees = seat == b->attacker && how == TS_REDACT_MEMORY;
      defender_sees = seat == b->defender;
      break;
    case TRI_PHASE_ACTION:
    case TRI_PHASE_VOID:
    case TRI_PHASE_OVER:
    default:
      return;
    }

  if (!attacker_sees)
    {
      memset (b->attack_dice, 0, sizeof b->attack_dice);
      b->attack_card = -1;
    }
  if (!defender_sees)
    b->defence_die = 0;
}

gboolean
tri_views_is_view (TsGame *game)
{
  TriState *st = tri_state (game);
  TriBattle *b = &st->battle;

  /* A battle's secrets are rolled and chosen before the other side acts:
   * zero in their place is a view that may not see them. */
  if (st->phase == TRI_PHASE_ATTACK_CARD)
    return b->n_dice > 0 && b->attack_dice[0] == 0;
  if (st->phase == TRI_PHASE_DEFEND_CARD)
    return (b->n_dice > 0 && b->attack_dice[0] == 0) || b->attack_card < 0 || b->defence_die == 0;
  return FALSE;
}

void
tri_views_determinise (TsGame *game,
                       TsRng  *rng)
{
  TriState *st = tri_state (game);
  TriBattle *b = &st->battle;

  ts_rng_init (&st->rng, ts_rng_next (rng));
  st->n_forced = 0;
  memset (st->forced, 0, sizeof st->forced);

  if (st->phase != TRI_PHASE_ATTACK_CARD && st->phase != TRI_PHASE_DEFEND_CARD)
    return;

  if (b->n_dice > 0 && b->attack_dice[0] == 0)
    for (guint i = 0; i < b->n_dice; i++)
      b->attack_dice[i] = (guint8) (1 + ts_rng_uniform (rng, 6));

  if (st->phase != TRI_PHASE_DEFEND_CARD)
    return;
  if (b->defence_die == 0)
    b->defence_die = (guint8) (1 + ts_rng_uniform (rng, 6));
  /* The attacker's secret card: what a plausible attacker would have
   * chosen with those dice, not what it did. */
  if (b->attack_card < 0)
    b->attack_card = tri_ai_attack_card (st, rng);
}
