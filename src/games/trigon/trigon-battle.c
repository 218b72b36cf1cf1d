/* trigon-battle.c — Rule of Trigon: attacks, the pre-battle window,
 * Vluchten, rolls, casualties and conquest (spec R44–R53)
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

static gboolean
defender_has_palace_here (const TrgState *st)
{
  const TrgBattle *b = &st->battle;

  return st->palace[b->defender] && b->target == trg_capital_of_realm (st->realm[b->defender]) &&
         st->settle[b->target].owner == b->defender;
}

static gboolean
defender_has_settlement (const TrgState *st)
{
  const TrgBattle *b = &st->battle;

  return trg_position_is_site (b->target) && st->settle[b->target].owner == b->defender && !b->fallen;
}

/* R45, R46 */
int
trg_battle_dice (const TrgState *st,
                gboolean       attacker)
{
  const TrgBattle *b = &st->battle;
  int base, cards, dice;

  if (attacker)
    {
      base = b->knights * trg_figure_attack[TRG_FIG_KNIGHT] + b->scouts * trg_figure_attack[TRG_FIG_SCOUT];
      cards = b->att_cards;
    }
  else
    {
      int t = b->target;

      base = (int) trg_count_knights (st, t) * trg_figure_defence[TRG_FIG_KNIGHT] +
             (int) trg_count_scouts (st, t) * trg_figure_defence[TRG_FIG_SCOUT] +
             (int) trg_count_boats (st, t) * trg_figure_defence[TRG_FIG_BOAT];
      if (defender_has_settlement (st))
        {
          base += TRG_SETTLEMENT_DEFENCE;
          if (defender_has_palace_here (st))
            base += TRG_PALACE_DICE;
        }
      cards = b->def_cards;
    }
  if (base == 0)
    return 0;
  dice = base * ((cards & TRG_CARD_HINDERLAAG) ? 2 : 1) + ((cards & TRG_CARD_CAVALERIE) ? 1 : 0) +
         ((cards & TRG_CARD_TOREN) ? 2 : 0);
  return MIN (dice, TRG_MAX_DICE);
}

void
trg_battle_start (TsGame   *game,
                 int       from,
                 int       target,
                 gboolean  by_sea,
                 guint     knights,
                 guint     scouts,
                 guint     boats)
{
  TrgState *st = trg_state (game);
  TrgBattle *b = &st->battle;

  memset (b, 0, sizeof *b);
  b->active = TRUE;
  b->attacker = st->active;
  b->defender = st->occupant[target];
  b->target = (gint8) target;
  b->origin = (gint8) from;
  b->by_sea = (guint8) by_sea;
  b->knights = (guint16) knights;
  b->scouts = (guint16) scouts;
  b->boats = (guint8) boats;
  b->step = TRG_BSTEP_FLEE;
  b->loser = TRG_NONE;
  EMIT (TRG_EV_ATTACK, b->attacker, target, b->defender, trg_battle_dice (st, TRUE), trg_battle_dice (st, FALSE));
}

/* R49: every defending figure can leave (knights and scouts by a land
 * step, boats by a voyage), into no other player's position. */
static gboolean
free_for (const TrgState *st,
          int            seat,
          int            pos)
{
  return pos != st->battle.origin || st->occupant[pos] == TRG_NONE
         ? (st->occupant[pos] == TRG_NONE || st->occupant[pos] == seat)
         : FALSE;
}

/* Whether a knight or scout of the attacked position has a free land
 * step (fleeing never changes that: it only adds the defender's own
 * pieces elsewhere). */
static gboolean
flee_by_land (const TrgState *st)
{
  for (const gint8 *n = trg_land_neighbours (st->battle.target); *n != TRG_NONE; n++)
    if (free_for (st, st->battle.defender, *n))
      return TRUE;
  return FALSE;
}

static gboolean
flee_by_sea (const TrgState *st)
{
  int t = st->battle.target;

  for (const gint8 *r = trg_sea_routes (t); *r != TRG_NONE; r++)
    if (free_for (st, st->battle.defender, trg_route_other (*r, t)))
      return TRUE;
  return FALSE;
}

/* R49: every defending figure has a legal move away: knights and scouts
 * a land step, or a ride on the defender's boats there (5 each); boats
 * a voyage. */
gboolean
trg_battle_can_flee (const TrgState *st)
{
  const TrgBattle *b = &st->battle;
  int t = b->target;
  guint riders = trg_count_knights (st, t) + trg_count_scouts (st, t), boats = trg_count_boats (st, t);

  if (trg_position_is_site (t) && st->settle[t].owner == b->defender)
    return FALSE;
  if (boats > 0 && !flee_by_sea (st))
    return FALSE;
  if (riders > 0 && !flee_by_land (st) && riders > TRG_BOAT_PASSENGERS * boats)
    return FALSE;
  return TRUE;
}

static void
to_discard (TrgState *st,
            int      seat,
            int      kind)
{
  st->hand[seat][kind]--;
  st->discard[st->n_discard++] = (gint8) kind;
}

/* The kinds the loser of a roll may remove (R50), as a mask of TrgLoss. */
static guint
casualty_options (const TrgState *st,
                  gboolean       attacker)
{
  const TrgBattle *b = &st->battle;
  guint mask = 0;

  if (attacker)
    {
      if (b->knights > 0)
        mask |= 1u << TRG_LOSS_KNIGHT;
      if (b->scouts > 0)
        mask |= 1u << TRG_LOSS_SCOUT;
      return mask;
    }
  if (trg_count_knights (st, b->target) > 0)
    mask |= 1u << TRG_LOSS_KNIGHT;
  if (trg_count_scouts (st, b->target) > 0)
    mask |= 1u << TRG_LOSS_SCOUT;
  if (trg_count_boats (st, b->target) > 0)
    mask |= 1u << TRG_LOSS_BOAT;
  if (mask == 0 && defender_has_settlement (st))
    mask |= 1u << TRG_LOSS_SETTLEMENT;
  return mask;
}

static void
remove_casualty (TsGame  *game,
                 gboolean attacker,
                 TrgLoss   loss)
{
  TrgState *st = trg_state (game);
  TrgBattle *b = &st->battle;

  if (attacker)
    {
      if (loss == TRG_LOSS_KNIGHT)
        b->knights--;
      else
        b->scouts--;
      b->removed_att |= 1u << loss;
    }
  else
    {
      if (loss == TRG_LOSS_SETTLEMENT)
        b->fallen = TRUE;
      else
        trg_remove_figure (st, b->target, (TrgFigure) loss);
      b->removed_def |= 1u << loss;
    }
  EMIT (TRG_EV_LOSS, attacker ? b->attacker : b->defender, loss, b->target, 0, 0, 0);
}

/* R50's automatic order. */
static TrgLoss
default_casualty (guint    options,
                  gboolean attacker)
{
  static const TrgLoss att[] = { TRG_LOSS_KNIGHT, TRG_LOSS_SCOUT };
  static const TrgLoss def[] = { TRG_LOSS_KNIGHT, TRG_LOSS_BOAT, TRG_LOSS_SCOUT, TRG_LOSS_SETTLEMENT };
  const TrgLoss *order = attacker ? att : def;
  guint n = attacker ? G_N_ELEMENTS (att) : G_N_ELEMENTS (def);

  for (guint i = 0; i < n; i++)
    if (options & (1u << order[i]))
      return order[i];
  return TRG_LOSS_KNIGHT;
}

/* R51, R52: the battle is over. */
static void
battle_end (TsGame   *game,
            gboolean  attacker_won)
{
  TrgState *st = trg_state (game);
  TrgBattle *b = &st->battle;
  int t = b->target;

  if (attacker_won)
    {
      gboolean conquest = b->fallen;

      EMIT (TRG_EV_BATTLE_WON, b->attacker, t, b->defender, 0, 0, 0);
      if (conquest)
        {
          TrgSettlement *set = &st->settle[t];
          int token = trg_lowest_free_token (st, b->attacker);

          if (defender_has_palace_here (st))
            {
              st->palace[b->defender] = FALSE;
              EMIT (TRG_EV_PALACE_LOST, b->defender, t, 0, 0, 0, 0);
            }
          if (token != TRG_NONE)
            {
              set->owner = b->attacker;
              set->token = (guint8) token;
              set->inhabitants = (guint8) ((set->inhabitants + 1) / 2);
              EMIT (TRG_EV_CONQUER, b->attacker, t, b->defender, set->inhabitants, 0, 0);
            }
          else
            {
              EMIT (TRG_EV_DESTROYED, b->attacker, t, b->defender, 0, 0, 0);
              trg_remove_settlement (game, t);
            }
        }
      st->occupant[t] = b->attacker;
      st->knights[t][TRG_MV_FROZEN] += b->knights;
      st->scouts[t][TRG_MV_FROZEN] += b->scouts;
      if (trg_position_is_site (t))
        st->boats[t][TRG_BOAT_SAILED] += b->boats;
      b->active = FALSE;
      trg_tasks_entered (game, b->attacker, b->origin, t);
      trg_tasks_battle_won (game, b->attacker, b->removed_def, conquest);
    }
  else
    {
      EMIT (TRG_EV_BATTLE_WON, b->defender, t, b->attacker, 0, 0, 0);
      if (b->boats > 0)
        {
          st->occupant[b->origin] = b->attacker;
          st->boats[b->origin][TRG_BOAT_SAILED] += b->boats;
        }
      b->knights = b->scouts = 0;
      b->active = FALSE;
      trg_tasks_battle_won (game, b->defender, b->removed_att, FALSE);
    }
  trg_check_end (game);
}

gboolean
trg_battle_advance (TsGame *game)
{
  TrgState *st = trg_state (game);
  TrgBattle *b = &st->battle;

  switch (b->step)
    {
    case TRG_BSTEP_FLEE:
      b->step = TRG_BSTEP_ATT_CARDS;
      if (st->hand[b->defender][TRG_E_VLUCHTEN] > 0 && trg_battle_can_flee (st))
        {
          st->phase = TRG_PHASE_FLEE;
          st->current = b->defender;
          return TRUE;
        }
      return FALSE;

    case TRG_BSTEP_ATT_CARDS:
      b->step = TRG_BSTEP_DEF_CARDS;
      if (st->hand[b->attacker][TRG_E_CAVALERIE] > 0 || st->hand[b->attacker][TRG_E_VERDEDIGINGSTOREN] > 0)
        {
          st->phase = TRG_PHASE_ATTACK_CARDS;
          st->current = b->attacker;
          return TRUE;
        }
      return FALSE;

    case TRG_BSTEP_DEF_CARDS:
      b->step = TRG_BSTEP_ROLL;
      if (st->hand[b->defender][TRG_E_CAVALERIE] > 0 || st->hand[b->defender][TRG_E_VERDEDIGINGSTOREN] > 0 ||
          st->hand[b->defender][TRG_E_HINDERLAAG] > 0)
        {
          st->phase = TRG_PHASE_DEFENCE_CARDS;
          st->current = b->defender;
          return TRUE;
        }
      return FALSE;

    default:
      break;
    }

  if (b->fled)
    {
      /* R49: the defenders have left; the army moves in, no battle. */
      int t = b->target;

      if (trg_count_knights (st, t) + trg_count_scouts (st, t) + trg_count_boats (st, t) > 0)
        {
          st->phase = TRG_PHASE_FLEE_MOVES;
          st->current = b->defender;
          return TRUE;
        }
      st->occupant[t] = b->attacker;
      st->knights[t][TRG_MV_FROZEN] += b->knights;
      st->scouts[t][TRG_MV_FROZEN] += b->scouts;
      if (trg_position_is_site (t))
        st->boats[t][TRG_BOAT_SAILED] += b->boats;
      b->active = FALSE;
      trg_tasks_entered (game, b->attacker, b->origin, t);
      return FALSE;
    }

  /* R47: roll until one side has no dice. */
  for (;;)
    {
      int ad = trg_battle_dice (st, TRUE), dd = trg_battle_dice (st, FALSE);
      int as = 0, ds = 0;
      gboolean attacker_lost;
      guint options;

      if (ad == 0 || dd == 0)
        {
          battle_end (game, dd == 0);
          return FALSE;
        }
      for (int i = 0; i < ad; i++)
        as += trg_roll_die (st);
      for (int i = 0; i < dd; i++)
        ds += trg_roll_die (st);
      b->last_roll[0] = (guint8) as;
      b->last_roll[1] = (guint8) ds;
      trg_emit (game, TRG_EV_ROLL, b->attacker, PUBLIC, TRUE, as, ds, ad, dd, b->target);
      if (as == ds)
        continue;
      attacker_lost = as < ds;
      options = casualty_options (st, attacker_lost);
      if (__builtin_popcount (options) > 1)
        {
          b->loser = attacker_lost ? 0 : 1;
          st->phase = TRG_PHASE_CASUALTY;
          st->current = attacker_lost ? b->attacker : b->defender;
          return TRUE;
        }
      remove_casualty (game, attacker_lost, default_casualty (options, attacker_lost));
    }
}

static gboolean
check_flee_move (const TrgState  *st,
                 const gint16   *a,
                 GError        **error)
{
  const TrgBattle *b = &st->battle;
  int t = b->target, to = a[1];
  gboolean by_land = FALSE, by_sea = FALSE;

  if (a[0] != t)
    /* Translators: Rule of Trigon: why a move is refused, shown to the
       player; fights between figures are battles decided by dice */
    ILLEGAL (_("Flee from the attacked position"));
  if (a[2] < 0 || a[3] < 0 || a[4] < 0 || a[2] + a[3] + a[4] == 0 ||
      a[2] > (int) trg_count_knights (st, t) || a[3] > (int) trg_count_scouts (st, t) ||
      a[4] > (int) trg_count_boats (st, t))
    /* Translators: Rule of Trigon: why a move is refused, shown to the
       player; knights, scouts and boats are the figures (pieces) a player
       builds and moves */
    ILLEGAL (_("Choose the figures that flee"));
  for (const gint8 *n = trg_land_neighbours (t); *n != TRG_NONE; n++)
    by_land |= *n == to;
  for (const gint8 *r = trg_sea_routes (t); *r != TRG_NONE; r++)
    by_sea |= trg_route_other (*r, t) == to;
  if (a[4] > 0 ? !by_sea : !by_land)
    /* Translators: Rule of Trigon: why a move is refused, shown to the
       player; knights, scouts and boats are the figures (pieces) a player
       builds and moves */
    ILLEGAL (_("Fleeing figures make one normal move"));
  if (a[4] > 0 && a[2] + a[3] > TRG_BOAT_PASSENGERS * a[4])
    /* Translators: Rule of Trigon: why a move is refused, shown to the
       player; knights, scouts and boats are the figures (pieces) a player
       builds and moves */
    ILLEGAL (_("A boat carries at most 5 knights and scouts"));
  if (!free_for (st, b->defender, to))
    /* Translators: Rule of Trigon: why a move is refused, shown to the
       player; knights, scouts and boats are the figures (pieces) a player
       builds and moves */
    ILLEGAL (_("Figures cannot flee into another player's position"));
  /* Without a way by land, the boats must take every knight and scout
   * along, or some would be left with no way out. */
  if (a[4] > 0 && !flee_by_land (st) &&
      (a[2] < (int) trg_count_knights (st, t) || a[3] < (int) trg_count_scouts (st, t)))
    /* Translators: Rule of Trigon: why a move is refused, shown to the
       player; knights, scouts and boats are the figures (pieces) a player
       builds and moves */
    ILLEGAL (_("The boats must carry every figure that cannot leave by land"));
  return TRUE;
}

gboolean
trg_battle_check (TsGame        *game,
                 const TsMove  *move,
                 GError       **error)
{
  TrgState *st = trg_state (game);
  TrgBattle *b = &st->battle;
  const gint16 *a = move->arg;

  switch (st->phase)
    {
    case TRG_PHASE_FLEE:
      if (move->kind == TRG_MOVE_STAND)
        return TRUE;
      if (move->kind != TRG_MOVE_FLEE)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; Flee is an event card: use its name in your language */
        ILLEGAL (_("Play “Flee” or stand"));
      return check_flee_move (st, a, error);

    case TRG_PHASE_FLEE_MOVES:
      if (move->kind != TRG_MOVE_FLEE)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; knights, scouts and boats are the figures (pieces) a
           player builds and moves; fights between figures are battles
           decided by dice */
        ILLEGAL (_("Every defending figure must flee"));
      return check_flee_move (st, a, error);

    case TRG_PHASE_ATTACK_CARDS:
    case TRG_PHASE_DEFENCE_CARDS:
      {
        gboolean att = st->phase == TRG_PHASE_ATTACK_CARDS;
        int seat = att ? b->attacker : b->defender;

        if (move->kind != TRG_MOVE_CARDS)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; event cards are bought for 1 copper and played for
             their effect; some are played in battles; fights between
             figures are battles decided by dice */
          ILLEGAL (_("Choose the battle cards to play"));
        if (a[0] < 0 || a[0] > 7 || (att && (a[0] & TRG_CARD_HINDERLAAG)))
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; Cavalry and Defence Tower are event cards: use their
             names in your language; fights between figures are battles
             decided by dice */
          ILLEGAL (_("Only “Cavalry” and “Defence Tower” help an attacker"));
        if (((a[0] & TRG_CARD_CAVALERIE) && st->hand[seat][TRG_E_CAVALERIE] == 0) ||
            ((a[0] & TRG_CARD_TOREN) && st->hand[seat][TRG_E_VERDEDIGINGSTOREN] == 0) ||
            ((a[0] & TRG_CARD_HINDERLAAG) && st->hand[seat][TRG_E_HINDERLAAG] == 0))
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player */
          ILLEGAL (_("You do not hold that card"));
        return TRUE;
      }

    case TRG_PHASE_CASUALTY:
      if (move->kind != TRG_MOVE_LOSE || a[0] < 0 || a[0] >= TRG_N_LOSSES ||
          !(casualty_options (st, b->loser == 0) & (1u << a[0])))
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player */
        ILLEGAL (_("Choose a piece that can be lost"));
      if (a[1] != b->target)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; fights between figures are battles decided by dice */
        ILLEGAL (_("Choose a piece of the battle"));
      return TRUE;

    default:
      /* Translators: Rule of Trigon: why a move is refused, shown to the
         player */
      ILLEGAL (_("That is not possible now"));
    }
}

void
trg_battle_apply (TsGame       *game,
                 const TsMove *move)
{
  TrgState *st = trg_state (game);
  TrgBattle *b = &st->battle;
  const gint16 *a = move->arg;

  switch (move->kind)
    {
    case TRG_MOVE_STAND:
      break;

    case TRG_MOVE_FLEE:
      {
        int t = b->target, to = a[1];

        if (!b->fled)
          {
            b->fled = TRUE;
            to_discard (st, b->defender, TRG_E_VLUCHTEN);
            trg_emit (game, TRG_EV_FLEE, b->defender, PUBLIC, TRUE, t, 0, 0, 0, 0);
          }
        for (int i = 0; i < a[2]; i++)
          trg_remove_figure (st, t, TRG_FIG_KNIGHT);
        for (int i = 0; i < a[3]; i++)
          trg_remove_figure (st, t, TRG_FIG_SCOUT);
        for (int i = 0; i < a[4]; i++)
          trg_remove_figure (st, t, TRG_FIG_BOAT);
        /* The moves are free (R49): the figures keep their next turn. */
        st->occupant[to] = b->defender;
        st->knights[to][TRG_MV_FRESH] += a[2];
        st->scouts[to][TRG_MV_FRESH] += a[3];
        if (a[4] > 0)
          st->boats[to][TRG_BOAT_FRESH] += a[4];
        EMIT (TRG_EV_MOVE, b->defender, t, to, a[2], a[3], a[4]);
        trg_tasks_entered (game, b->defender, t, to);
        break;
      }

    case TRG_MOVE_CARDS:
      {
        gboolean att = st->phase == TRG_PHASE_ATTACK_CARDS;
        int seat = att ? b->attacker : b->defender;

        if (a[0] & TRG_CARD_CAVALERIE)
          to_discard (st, seat, TRG_E_CAVALERIE);
        if (a[0] & TRG_CARD_TOREN)
          to_discard (st, seat, TRG_E_VERDEDIGINGSTOREN);
        if (a[0] & TRG_CARD_HINDERLAAG)
          to_discard (st, seat, TRG_E_HINDERLAAG);
        if (att)
          b->att_cards = (guint8) a[0];
        else
          b->def_cards = (guint8) a[0];
        trg_emit (game, TRG_EV_CARDS, seat, PUBLIC, a[0] != 0, a[0], att, 0, 0, 0);
        break;
      }

    case TRG_MOVE_LOSE:
      remove_casualty (game, b->loser == 0, a[0]);
      b->loser = TRG_NONE;
      break;

    default:
      g_assert_not_reached ();
    }
}

void
trg_battle_list (TsGame *game,
                GArray *moves)
{
  TrgState *st = trg_state (game);
  TrgBattle *b = &st->battle;
  int t = b->target;
  TsMove m;

  switch (st->phase)
    {
    case TRG_PHASE_FLEE:
    case TRG_PHASE_FLEE_MOVES:
      if (st->phase == TRG_PHASE_FLEE)
        {
          m = ts_trigon_move_stand ();
          g_array_append_val (moves, m);
        }
      /* All knights and scouts of the position to one place, or all
       * boats with as many passengers as they carry. */
      {
        int k = (int) trg_count_knights (st, t), s = (int) trg_count_scouts (st, t), nb = (int) trg_count_boats (st, t);

        for (const gint8 *n = trg_land_neighbours (t); *n != TRG_NONE && k + s > 0; n++)
          {
            m = ts_trigon_move_flee (t, *n, k, s, 0);
            if (trg_battle_check (game, &m, NULL))
              g_array_append_val (moves, m);
          }
        for (const gint8 *r = trg_sea_routes (t); *r != TRG_NONE && nb > 0; r++)
          {
            int kk = MIN (k, TRG_BOAT_PASSENGERS * nb), ss = MIN (s, TRG_BOAT_PASSENGERS * nb - kk);

            m = ts_trigon_move_flee (t, trg_route_other (*r, t), kk, ss, nb);
            if (trg_battle_check (game, &m, NULL))
              g_array_append_val (moves, m);
          }
      }
      break;

    case TRG_PHASE_ATTACK_CARDS:
    case TRG_PHASE_DEFENCE_CARDS:
      for (int mask = 0; mask < 8; mask++)
        {
          m = ts_trigon_move_cards (mask);
          if (trg_battle_check (game, &m, NULL))
            g_array_append_val (moves, m);
        }
      break;

    case TRG_PHASE_CASUALTY:
      for (int l = 0; l <= TRG_LOSS_SETTLEMENT; l++)
        {
          m = ts_trigon_move_lose (l, t);
          if (trg_battle_check (game, &m, NULL))
            g_array_append_val (moves, m);
        }
      break;

    default:
      break;
    }
}
