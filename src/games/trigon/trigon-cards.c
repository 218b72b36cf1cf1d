/* trigon-cards.c — Rule of Trigon: playing event cards, negative cards and
 * the choices they ask for, protection reactions, Spionage, tasks and bonus
 * cards (spec §3, R55–R68)
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

/* ------------------------------------------------------------------ */
/* Tasks (§3.2) and bonus cards (§3.4)                                 */

static gboolean
holds_task (const TrgState *st,
            int            seat,
            int            t)
{
  return (st->tasks_held[seat] & (1u << t)) != 0;
}

/* Completes the tasks of MASK at once, with their Natuur & Geneeskunde
 * companions (R66). */
static void
complete_tasks (TsGame  *game,
                int      seat,
                guint32  mask)
{
  TrgState *st = trg_state (game);
  guint32 natuur = 0;

  mask &= st->tasks_held[seat];
  for (int t = 0; t < TRG_N_TASKS; t++)
    if ((mask & (1u << t)) && trg_tasks[t].category != TRG_TCAT_NATUUR)
      for (int n = 0; n < TRG_N_TASKS; n++)
        if (trg_tasks[n].category == TRG_TCAT_NATUUR && holds_task (st, seat, n) &&
            (trg_tasks[n].param & (1u << trg_tasks[t].category)))
          natuur |= 1u << n;
  mask |= natuur;
  for (int t = 0; t < TRG_N_TASKS; t++)
    if (mask & (1u << t))
      {
        st->tasks_held[seat] &= ~(1u << t);
        st->tasks_done[seat] |= 1u << t;
        st->n_tasks_done[seat]++;
        trg_emit (game, TRG_EV_TASK_DONE, seat, PUBLIC, TRUE, t, 0, 0, 0, 0);
      }
  if (mask != 0 && st->n_tasks_done[seat] >= TRG_ZOEKTOCHT_TASKS &&
      st->bonus_holder[TRG_BONUS_ZOEKTOCHT] == TRG_NONE)
    {
      st->bonus_holder[TRG_BONUS_ZOEKTOCHT] = (gint8) seat;
      EMIT (TRG_EV_BONUS_CARD, seat, TRG_BONUS_ZOEKTOCHT, 0, 0, 0, 0);
    }
}

void
trg_tasks_battle_won (TsGame   *game,
                     int       winner,
                     guint     removed_kinds,
                     gboolean  conquest)
{
  guint32 mask = 0;

  for (int t = 0; t < TRG_N_TASKS; t++)
    if (trg_tasks[t].category == TRG_TCAT_KRIJGSKUNST)
      {
        int p = trg_tasks[t].param;

        if (p == TRG_CONQUER ? conquest : (removed_kinds & (1u << p)) != 0)
          mask |= 1u << t;
      }
  complete_tasks (game, winner, mask);
}

void
trg_tasks_trade (TsGame       *game,
                int           seat,
                const guint8  received[TRG_N_COINS])
{
  guint32 mask = 0;

  for (int t = 0; t < TRG_N_TASKS; t++)
    if (trg_tasks[t].category == TRG_TCAT_HANDEL && trg_tasks[t].param < TRG_N_COINS &&
        received[trg_tasks[t].param] > 0)
      mask |= 1u << t;
  complete_tasks (game, seat, mask);
}

void
trg_tasks_swap (TsGame *game,
               int     seat,
               int     card_received)
{
  for (int t = 0; t < TRG_N_TASKS; t++)
    if (trg_tasks[t].category == TRG_TCAT_HANDEL && trg_tasks[t].param == TRG_TRADE_SWAP &&
        card_received != TRG_CARD_TASK (t))
      complete_tasks (game, seat, 1u << t);
}

void
trg_tasks_built (TsGame   *game,
                int       seat,
                TrgFigure  figure)
{
  TrgState *st = trg_state (game);
  guint32 mask = 0;

  for (int t = 0; t < TRG_N_TASKS; t++)
    if (trg_tasks[t].category == TRG_TCAT_BOUW && holds_task (st, seat, t))
      switch (trg_tasks[t].param)
        {
        case TRG_BUILD_BOAT:
          if (figure == TRG_FIG_BOAT)
            mask |= 1u << t;
          break;
        case TRG_BUILD_SCOUT:
          if (figure == TRG_FIG_SCOUT)
            mask |= 1u << t;
          break;
        case TRG_BUILD_FLEET:
          if (figure == TRG_FIG_BOAT && ++st->progress[seat][t] >= 2)
            mask |= 1u << t;
          break;
        case TRG_TRAIN_FIVE:
          if (figure == TRG_FIG_KNIGHT && ++st->progress[seat][t] >= 5)
            mask |= 1u << t;
          break;
        default:
          break;
        }
  complete_tasks (game, seat, mask);
}

void
trg_tasks_founded (TsGame *game,
                  int     seat,
                  int     site)
{
  TrgState *st = trg_state (game);
  guint32 mask = 0;

  for (int t = 0; t < TRG_N_TASKS; t++)
    if (trg_tasks[t].category == TRG_TCAT_ONTWIKKELING && holds_task (st, seat, t) &&
        trg_tasks[t].param == trg_sites[site].realm && ++st->progress[seat][t] >= 2)
      mask |= 1u << t;
  complete_tasks (game, seat, mask);
}

void
trg_tasks_played (TsGame *game,
                 int     seat,
                 int     kind)
{
  guint32 mask = 0;

  for (int t = 0; t < TRG_N_TASKS; t++)
    if (trg_tasks[t].category == TRG_TCAT_MAGIE)
      for (int i = 0; i < 3; i++)
        if (trg_tasks[t].events[i] == kind)
          mask |= 1u << t;
  complete_tasks (game, seat, mask);
}

/* R67 */
void
trg_tasks_entered (TsGame *game,
                  int     seat,
                  int     from,
                  int     to)
{
  guint32 mask = 0;

  if (!trg_position_is_site (to))
    return;
  for (int t = 0; t < TRG_N_TASKS; t++)
    if (trg_tasks[t].category == TRG_TCAT_TRANSPORT && trg_sites[to].realm == trg_tasks[t].param &&
        trg_position_realm (from) != trg_tasks[t].param)
      mask |= 1u << t;
  complete_tasks (game, seat, mask);
}

void
trg_bonus_check (TsGame *game,
                int     seat)
{
  TrgState *st = trg_state (game);

  if (st->foundings[seat] >= TRG_VERKENNER_FOUNDINGS && st->bonus_holder[TRG_BONUS_VERKENNER] == TRG_NONE)
    {
      st->bonus_holder[TRG_BONUS_VERKENNER] = (gint8) seat;
      EMIT (TRG_EV_BONUS_CARD, seat, TRG_BONUS_VERKENNER, 0, 0, 0, 0);
    }
}

/* ------------------------------------------------------------------ */
/* Playing cards in your own turn (R56, R62)                           */

static guint
coins_total (const TrgState *st,
             int            seat)
{
  return st->coins[seat][0] + st->coins[seat][1] + st->coins[seat][2];
}

static gboolean
eligible_site (const TrgState *st,
               int            seat,
               int            site)
{
  return st->settle[site].owner == TRG_NONE &&
         (st->occupant[site] == TRG_NONE || st->occupant[site] == seat);
}

/* Vlijtige Onderdaan: the home realm if it has an eligible site (R42). */
static gboolean
onderdaan_site_ok (const TrgState *st,
                   int            seat,
                   int            site)
{
  gboolean home_has = FALSE;

  if (!trg_position_is_site (site) || !eligible_site (st, seat, site))
    return FALSE;
  for (int i = 0; i < TRG_SITES_PER_REALM; i++)
    home_has |= eligible_site (st, seat, trg_capital_of_realm (st->realm[seat]) + i);
  return !home_has || trg_sites[site].realm == st->realm[seat];
}

static gboolean
valid_opponent (const TrgState *st,
                int            seat)
{
  return seat >= 0 && seat < st->n_players && seat != st->active && !st->eliminated[seat];
}

gboolean
trg_cards_check_play (TsGame        *game,
                     const TsMove  *move,
                     GError       **error)
{
  TrgState *st = trg_state (game);
  int me = st->active, kind = move->arg[0];
  const gint16 *a = move->arg + 1;

  if (kind < 0 || kind >= TRG_N_EVENT_KINDS || st->hand[me][kind] == 0)
    ILLEGAL (_("You do not hold that card"));
  if (!(trg_events[kind].timing & TRG_TIME_OWN))
    /* Translators: Rule of Trigon: why a move is refused, shown to the
       player; fights between figures are battles decided by dice */
    ILLEGAL (_("That card is played only in a battle"));

  switch (kind)
    {
    case TRG_E_PROMOTIE:
    case TRG_E_WACHTTOREN:
    case TRG_E_GEBOORTEGOLF:
    case TRG_E_GOEDE_OOGST:
      if (!trg_position_is_site (a[0]) || st->settle[a[0]].owner != me)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; a settlement (a village or the capital) is a player's
           town on a site of the board */
        ILLEGAL (_("Choose one of your settlements"));
      return TRUE;

    case TRG_E_OVERLOPER:
      {
        int p = a[0], f = a[1], owner;
        guint k, s, b;

        if (p < 0 || p >= TRG_N_POSITIONS || f < 0 || f >= TRG_N_FIGURES)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; knights, scouts and boats are the figures (pieces)
             a player builds and moves */
          ILLEGAL (_("Choose an opponent's figure"));
        owner = st->occupant[p];
        if (owner == TRG_NONE || owner == me)
          ILLEGAL (_("Choose an opponent's figure"));
        k = trg_count_knights (st, p), s = trg_count_scouts (st, p), b = trg_count_boats (st, p);
        if (k + s + b != 1 || (trg_position_is_site (p) && st->settle[p].owner != TRG_NONE) ||
            (f == TRG_FIG_KNIGHT ? k : f == TRG_FIG_SCOUT ? s : b) != 1)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; Defector is an event card: use its name in your
             language; knights, scouts and boats are the figures (pieces) a
             player builds and moves */
          ILLEGAL (_("“Defector” takes only a figure that stands alone"));
        if ((f == TRG_FIG_SCOUT && trg_count_all_figures (st, me, f) >= TRG_SCOUT_LIMIT) ||
            (f == TRG_FIG_BOAT && trg_count_all_figures (st, me, f) >= TRG_BOAT_LIMIT))
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; knights, scouts and boats are the figures (pieces)
             a player builds and moves */
          ILLEGAL (_("You have no such figure left in your supply"));
        return TRUE;
      }

    case TRG_E_HEERSER:
      if (a[0] < 0 || a[1] < 0 || a[2] < 0 || a[0] + a[1] + a[2] != 5)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; copper, silver and gold are the three kinds of coin, the
           money of the game */
        ILLEGAL (_("Choose 5 coins"));
      return TRUE;

    case TRG_E_AMBACHTSGILDE:
      if (!valid_opponent (st, a[0]))
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player */
        ILLEGAL (_("Choose another player"));
      return TRUE;

    case TRG_E_DIEFSTAL:
      {
        int total;

        if (!valid_opponent (st, a[0]))
          ILLEGAL (_("Choose another player"));
        if (a[1] < 0 || a[2] < 0 || a[3] < 0 || a[1] > st->coins[a[0]][0] ||
            a[2] > st->coins[a[0]][1] || a[3] > st->coins[a[0]][2])
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; copper, silver and gold are the three kinds of
             coin, the money of the game */
          ILLEGAL (_("The other player does not have those coins"));
        total = a[1] + a[2] + a[3];
        if (total != (int) MIN (3u, coins_total (st, a[0])))
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; copper, silver and gold are the three kinds of
             coin, the money of the game */
          ILLEGAL (_("Take 3 coins, or all the player has"));
        if (total == 0)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; copper, silver and gold are the three kinds of
             coin, the money of the game */
          ILLEGAL (_("That player has no coins"));
        return TRUE;
      }

    case TRG_E_VLIJTIGE_ONDERDAAN:
      if (!onderdaan_site_ok (st, me, a[0]))
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; the board has four realms; each player starts in a home
           realm; sites are the board places for settlements, joined by
           paths */
        ILLEGAL (_("Choose an eligible site, in your home realm if it has one"));
      if (trg_lowest_free_token (st, me) == TRG_NONE)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; a settlement (a village or the capital) is a player's
           town on a site of the board */
        ILLEGAL (_("You have no free village token"));
      return TRUE;

    case TRG_E_INTRIGE:
      {
        int s = a[0], owner;

        if (!trg_position_is_site (s) || (owner = st->settle[s].owner) == TRG_NONE || owner == me)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; a settlement (a village or the capital) is a
             player's town on a site of the board */
          ILLEGAL (_("Choose an opponent's settlement"));
        if (trg_card_is_capital (st->settle[s].card))
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; a settlement (a village or the capital) is a
             player's town on a site of the board */
          ILLEGAL (_("A capital cannot be taken by a card"));
        if (trg_count_knights (st, s) + trg_count_scouts (st, s) + trg_count_boats (st, s) > 0)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; Intrigue is an event card: use its name in your
             language; knights, scouts and boats are the figures (pieces) a
             player builds and moves */
          ILLEGAL (_("“Intrigue” needs a settlement without figures of its owner"));
        if (trg_lowest_free_token (st, me) == TRG_NONE)
          ILLEGAL (_("You have no free village token"));
        return TRUE;
      }

    case TRG_E_SPIONAGE:
      if (!valid_opponent (st, a[0]))
        ILLEGAL (_("Choose another player"));
      if (trg_count_hand (st, a[0]) + __builtin_popcount (st->tasks_held[a[0]]) == 0)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player */
        ILLEGAL (_("That player has no cards"));
      return TRUE;

    default:
      return TRUE;
    }
}

void
trg_cards_apply_play (TsGame       *game,
                     const TsMove *move)
{
  TrgState *st = trg_state (game);
  int me = st->active, kind = move->arg[0];
  const gint16 *a = move->arg + 1;

  st->hand[me][kind]--;
  if (trg_events[kind].timing & TRG_TIME_STAYS)
    st->played[me] |= BIT (kind);
  else
    st->discard[st->n_discard++] = (gint8) kind;
  trg_emit (game, TRG_EV_PLAY, me, PUBLIC, TRUE, kind, a[0], a[1], a[2], a[3]);

  switch (kind)
    {
    case TRG_E_PROMOTIE:
    case TRG_E_WACHTTOREN:
      st->knights[a[0]][TRG_MV_FRESH] += kind == TRG_E_PROMOTIE ? 1 : 2;
      break;

    case TRG_E_GEBOORTEGOLF:
    case TRG_E_GOEDE_OOGST:
      trg_add_inhabitants (game, a[0], kind == TRG_E_GEBOORTEGOLF ? 1 : 2);
      break;

    case TRG_E_OVERLOPER:
      {
        int p = a[0], f = a[1];

        trg_remove_figure (st, p, f);
        st->occupant[p] = (gint8) me;
        if (f == TRG_FIG_KNIGHT)
          st->knights[p][TRG_MV_FROZEN]++;
        else if (f == TRG_FIG_SCOUT)
          st->scouts[p][TRG_MV_FROZEN]++;
        else
          st->boats[p][TRG_BOAT_SAILED]++;
        break;
      }

    case TRG_E_ERTSHOEVE:
      trg_receive (st, me, TRG_COPPER, 3);
      break;
    case TRG_E_ZILVERVLOOT:
      trg_receive (st, me, TRG_SILVER, 2);
      break;
    case TRG_E_SCHATZOEKERS:
      trg_receive (st, me, TRG_GOLD, 1);
      break;
    case TRG_E_HEERSER:
      for (int c = 0; c < TRG_N_COINS; c++)
        trg_receive (st, me, c, a[c]);
      break;
    case TRG_E_KOOPMAN:
    case TRG_E_WINST:
    case TRG_E_VOORSPOED:
      trg_receive (st, me, kind - TRG_E_KOOPMAN, trg_count_settlements (st, me));
      break;

    case TRG_E_AMBACHTSGILDE:
      {
        int roll = trg_roll_die (st), n = MIN (roll, st->coins[a[0]][TRG_COPPER]);

        st->coins[a[0]][TRG_COPPER] -= n;
        st->coins[me][TRG_COPPER] += n;
        trg_emit (game, TRG_EV_TRADE_COINS, me, PUBLIC, TRUE, a[0], n, TRG_COPPER, roll, 0);
        break;
      }

    case TRG_E_DIEFSTAL:
      for (int c = 0; c < TRG_N_COINS; c++)
        {
          st->coins[a[0]][c] -= a[1 + c];
          st->coins[me][c] += a[1 + c];
        }
      break;

    case TRG_E_VLIJTIGE_ONDERDAAN:
      trg_found_village (game, me, a[0], TRUE);
      break;

    case TRG_E_INTRIGE:
      {
        TrgSettlement *set = &st->settle[a[0]];

        set->token = (guint8) trg_lowest_free_token (st, me);
        set->owner = (gint8) me;
        st->occupant[a[0]] = (gint8) me;
        break;
      }

    case TRG_E_SPIONAGE:
      st->spy_target = (gint8) a[0];
      for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
        if (st->hand[a[0]][e] > 0)
          trg_emit (game, TRG_EV_SPY, me, 1u << me, TRUE, a[0], e, st->hand[a[0]][e], 0, 0);
      for (int t = 0; t < TRG_N_TASKS; t++)
        if (holds_task (st, a[0], t))
          trg_emit (game, TRG_EV_SPY, me, 1u << me, TRUE, a[0], TRG_CARD_TASK (t), 1, 0, 0);
      break;

    case TRG_E_ONTDEKKINGSREIZIGER:
      st->explorer = TRUE;
      break;

    default:
      /* Bonus-point and protection cards: face up (above). */
      break;
    }
  trg_tasks_played (game, me, kind);
  trg_check_end (game);
}

void
trg_cards_list_plays (TsGame *game,
                     GArray *moves)
{
  TrgState *st = trg_state (game);
  int me = st->active;

  for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
    {
      if (st->hand[me][e] == 0 || !(trg_events[e].timing & TRG_TIME_OWN))
        continue;
      switch (e)
        {
        case TRG_E_OVERLOPER:
          for (int p = 0; p < TRG_N_POSITIONS; p++)
            for (int f = 0; f < TRG_N_FIGURES; f++)
              {
                TsMove m = ts_trigon_move_play (e, p, f, 0, 0);

                if (trg_cards_check_play (game, &m, NULL))
                  g_array_append_val (moves, m);
              }
          break;
        case TRG_E_HEERSER:
          for (int c = 0; c <= 5; c++)
            for (int s = 0; s + c <= 5; s++)
              {
                TsMove m = ts_trigon_move_play (e, c, s, 5 - c - s, 0);

                g_array_append_val (moves, m);
              }
          break;
        case TRG_E_DIEFSTAL:
          for (int p = 0; p < st->n_players; p++)
            for (int c = 0; c <= 3; c++)
              for (int s = 0; s + c <= 3; s++)
                for (int g = 0; g + s + c <= 3; g++)
                  {
                    TsMove m = ts_trigon_move_play (e, p, c, s, g);

                    if (trg_cards_check_play (game, &m, NULL))
                      g_array_append_val (moves, m);
                  }
          break;
        default:
          for (int t = 0; t < TRG_N_POSITIONS; t++)
            {
              TsMove m = ts_trigon_move_play (e, t, 0, 0, 0);

              if (trg_cards_check_play (game, &m, NULL))
                {
                  g_array_append_val (moves, m);
                  /* Cards without a target: once. */
                  if (e != TRG_E_PROMOTIE && e != TRG_E_WACHTTOREN && e != TRG_E_GEBOORTEGOLF &&
                      e != TRG_E_GOEDE_OOGST && e != TRG_E_VLIJTIGE_ONDERDAAN && e != TRG_E_INTRIGE &&
                      e != TRG_E_AMBACHTSGILDE && e != TRG_E_SPIONAGE)
                    break;
                }
              if (t >= st->n_players &&
                  (e == TRG_E_AMBACHTSGILDE || e == TRG_E_SPIONAGE))
                break;
            }
          break;
        }
    }
}
