/* trigon-rules.c — Rule of Trigon: setup, rounds, collection, the action
 * phase, legality and apply (spec §5)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Battles are in trigon-battle.c, cards and tasks in trigon-cards.c.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "trigon-private.h"

/* ------------------------------------------------------------------ */
/* State helpers                                                       */

void
trg_state_init_empty (TrgState *st)
{
  memset (st, 0, sizeof *st);
  memset (st->occupant, TRG_NONE, sizeof st->occupant);
  memset (st->seat_of_realm, TRG_NONE, sizeof st->seat_of_realm);
  memset (st->realm, TRG_NONE, sizeof st->realm);
  memset (st->bonus_holder, TRG_NONE, sizeof st->bonus_holder);
  for (int s = 0; s < TRG_N_SITES; s++)
    st->settle[s].owner = TRG_NONE, st->settle[s].card = TRG_NONE;
  st->phase = TRG_PHASE_OVER;
  st->current = TS_SEAT_NONE;
  st->active = TRG_NONE;
  st->winner = TRG_NONE;
  st->bonus_seat = TRG_NONE;
  st->rk_seat = TRG_NONE;
  st->offer_to = TRG_NONE;
  st->swap_to = TRG_NONE;
  st->spy_target = TRG_NONE;
  st->view_seat = TRG_NONE;
  st->view_spy = TRG_NONE;
  st->neg.kind = TRG_NONE;
  st->coll_step = TRG_COLL_DONE;
  for (int i = 0; i < TRG_N_COINS; i++)
    st->bank[i] = TRG_BANK_COINS;
}

void
trg_state_update_occupant (TrgState *st,
                          int      pos)
{
  /* The occupant stays as it was while anything stands there (R6): the
   * code that puts pieces on a position sets it first. */
  if (trg_count_knights (st, pos) == 0 && trg_count_scouts (st, pos) == 0 &&
      trg_count_boats (st, pos) == 0 &&
      (!trg_position_is_site (pos) || st->settle[pos].owner == TRG_NONE))
    st->occupant[pos] = TRG_NONE;
  else if (trg_position_is_site (pos) && st->settle[pos].owner != TRG_NONE)
    st->occupant[pos] = st->settle[pos].owner;
}

guint
trg_count_all_figures (const TrgState *st,
                      int            seat,
                      TrgFigure       figure)
{
  guint n = 0;

  for (int p = 0; p < TRG_N_POSITIONS; p++)
    if (st->occupant[p] == seat)
      n += figure == TRG_FIG_KNIGHT ? trg_count_knights (st, p)
           : figure == TRG_FIG_SCOUT ? trg_count_scouts (st, p)
           : trg_count_boats (st, p);
  return n;
}

guint
trg_count_settlements (const TrgState *st,
                      int            seat)
{
  guint n = 0;

  for (int s = 0; s < TRG_N_SITES; s++)
    n += st->settle[s].owner == seat;
  return n;
}

guint
trg_count_inhabitants (const TrgState *st,
                      int            seat)
{
  guint n = 0;

  for (int s = 0; s < TRG_N_SITES; s++)
    if (st->settle[s].owner == seat)
      n += st->settle[s].inhabitants;
  return n;
}

int
trg_lowest_free_token (const TrgState *st,
                      int            seat)
{
  guint used = 0;

  for (int s = 0; s < TRG_N_SITES; s++)
    if (st->settle[s].owner == seat)
      used |= 1u << st->settle[s].token;
  for (int t = 1; t <= TRG_TOKEN_LIMIT; t++)
    if (!(used & (1u << t)))
      return t;
  return TRG_NONE;
}

gboolean
trg_holds_realm (const TrgState *st,
                int            seat,
                int            realm)
{
  for (int i = 0; i < TRG_SITES_PER_REALM; i++)
    if (st->settle[realm * TRG_SITES_PER_REALM + i].owner != seat)
      return FALSE;
  return TRUE;
}

#define BIT(e) (G_GUINT64_CONSTANT (1) << (e))
#define TRG_BONUS_POINT_CARDS (BIT (TRG_E_KERKER) | BIT (TRG_E_RAADHUIS) | \
                              BIT (TRG_E_TENTOONSTELLING) | BIT (TRG_E_SLOT))

/* R69 */
int
trg_score (const TrgState *st,
          int            seat)
{
  int score = 0;

  if (seat < 0 || seat >= st->n_players)
    return 0;
  if (st->palace[seat])
    score += TRG_PALACE_POINTS;
  for (int s = 0; s < TRG_N_SITES; s++)
    if (st->settle[s].owner == seat)
      score += st->settle[s].city ? 2 : 1;
  for (int t = 0; t < TRG_N_TASKS; t++)
    if (st->tasks_done[seat] & (1u << t))
      score += trg_tasks[t].points;
  score += __builtin_popcountll (st->played[seat] & TRG_BONUS_POINT_CARDS);
  for (int b = 0; b < TRG_N_BONUS_CARDS; b++)
    if (st->bonus_holder[b] == seat)
      score += trg_bonus_points[b];
  for (int r = 0; r < TRG_N_REALMS; r++)
    if (trg_holds_realm (st, seat, r))
      score += TRG_REALM_POINTS;
  return score;
}

int
trg_roll_die (TrgState *st)
{
  if (st->n_forced > 0)
    {
      int v = st->forced[0];

      memmove (st->forced, st->forced + 1, --st->n_forced);
      return v;
    }
  return 1 + (int) ts_rng_uniform (&st->rng, 6);
}

void
trg_receive (TrgState *st,
            int      seat,
            TrgCoin   coin,
            guint    n)
{
  n = MIN (n, st->bank[coin]);
  st->bank[coin] -= n;
  st->coins[seat][coin] += n;
}

void
trg_pay (TrgState *st,
        int      seat,
        TrgCoin   coin,
        guint    n)
{
  n = MIN (n, st->coins[seat][coin]);
  st->coins[seat][coin] -= n;
  st->bank[coin] += n;
}

void
trg_remove_figure (TrgState  *st,
                  int       pos,
                  TrgFigure  figure)
{
  /* The least able figure goes first, so the survivors keep their moves. */
  static const int order[TRG_N_MV] = { TRG_MV_FROZEN, TRG_MV_DONE, TRG_MV_STEPPED, TRG_MV_RODE, TRG_MV_FRESH };

  if (figure == TRG_FIG_BOAT)
    {
      if (st->boats[pos][TRG_BOAT_SAILED] > 0)
        st->boats[pos][TRG_BOAT_SAILED]--;
      else if (st->boats[pos][TRG_BOAT_FRESH] > 0)
        st->boats[pos][TRG_BOAT_FRESH]--;
    }
  else
    for (int i = 0; i < TRG_N_MV; i++)
      {
        if (figure == TRG_FIG_KNIGHT && st->knights[pos][order[i]] > 0)
          {
            st->knights[pos][order[i]]--;
            break;
          }
        if (figure == TRG_FIG_SCOUT && st->scouts[pos][order[i]] > 0)
          {
            st->scouts[pos][order[i]]--;
            break;
          }
      }
  trg_state_update_occupant (st, pos);
}

void
trg_add_figure (TrgState  *st,
               int       seat,
               int       pos,
               TrgFigure  figure)
{
  st->occupant[pos] = (gint8) seat;
  if (figure == TRG_FIG_KNIGHT)
    st->knights[pos][TRG_MV_FRESH]++;
  else if (figure == TRG_FIG_SCOUT)
    st->scouts[pos][TRG_MV_FRESH]++;
  else
    st->boats[pos][TRG_BOAT_FRESH]++;
}

void
trg_emit (TsGame  *game,
         int      kind,
         int      seat,
         guint8   visible_to,
         gboolean reveals,
         int a0, int a1, int a2, int a3, int a4)
{
  TsEvent ev = { 0 };

  if (!ts_game_is_recording (game))
    return;
  ev.kind = (guint16) kind;
  ev.flags = reveals ? TS_EVENT_REVEALS : 0;
  ev.visible_to = visible_to;
  ev.seat = (gint16) seat;
  ev.arg[0] = (gint16) a0;
  ev.arg[1] = (gint16) a1;
  ev.arg[2] = (gint16) a2;
  ev.arg[3] = (gint16) a3;
  ev.arg[4] = (gint16) a4;
  ts_game_emit (game, &ev);
}

#define PUBLIC TS_EVENT_EVERYONE

/* R24, R25: one inhabitant at a time; a village reaching 5 becomes a
 * city, and its bonus is placed (or queued for a choice). */
void
trg_add_inhabitants (TsGame *game,
                    int     site,
                    guint   n)
{
  TrgState *st = trg_state (game);
  TrgSettlement *set = &st->settle[site];
  int seat = set->owner;

  for (guint i = 0; i < n; i++)
    {
      if (set->inhabitants >= TRG_CAPACITY)
        return;
      set->inhabitants++;
      if (set->inhabitants == TRG_CAPACITY && !set->city)
        {
          const TrgVillageKind *kind = trg_village_kind (set->card);

          set->city = TRUE;
          EMIT (TRG_EV_CITY, seat, site, 0, 0, 0, 0);
          for (int f = 0; f < TRG_N_FIGURES; f++)
            for (int k = 0; k < kind->bonus[f]; k++)
              {
                gboolean supply = f == TRG_FIG_KNIGHT ||
                                  (f == TRG_FIG_SCOUT && trg_count_all_figures (st, seat, f) < TRG_SCOUT_LIMIT) ||
                                  (f == TRG_FIG_BOAT && trg_count_all_figures (st, seat, f) < TRG_BOAT_LIMIT);

                if (!supply)
                  EMIT (TRG_EV_FORFEIT, seat, f, 0, 0, 0, 0);
                else if (f != TRG_FIG_BOAT || trg_site_is_harbour (site))
                  {
                    trg_add_figure (st, seat, site, f);
                    EMIT (TRG_EV_PLACED, seat, site, f, 1, 0, 0);
                  }
                else
                  {
                    st->bonus_seat = (gint8) seat;
                    st->bonus_left[f]++;
                  }
              }
          trg_check_end (game);
          if (st->phase == TRG_PHASE_OVER)
            return;
        }
    }
}

static int
draw_village_card (TrgState *st)
{
  int card = st->village_deck[0];

  memmove (st->village_deck, st->village_deck + 1, --st->n_village);
  if (st->village_known > st->n_village)
    st->village_known = st->n_village;
  return card;
}

void
trg_found_village (TsGame   *game,
                  int       seat,
                  int       site,
                  gboolean  counts)
{
  TrgState *st = trg_state (game);
  TrgSettlement *set = &st->settle[site];
  int token = trg_lowest_free_token (st, seat);

  set->owner = (gint8) seat;
  set->city = FALSE;
  set->inhabitants = 1;
  set->card = (gint8) draw_village_card (st);
  set->token = (guint8) token;
  st->occupant[site] = (gint8) seat;
  trg_emit (game, TRG_EV_FOUND, seat, PUBLIC, TRUE, site, set->card, set->token, 0, 0);
  if (counts)
    {
      st->foundings[seat]++;
      trg_tasks_founded (game, seat, site);
      trg_bonus_check (game, seat);
    }
  trg_check_end (game);
}

/* Winter, Grillen, a conquest without a token: the inhabitants die, the
 * card goes under the village deck (a capital card leaves the game). */
void
trg_remove_settlement (TsGame *game,
                      int     site)
{
  TrgState *st = trg_state (game);
  TrgSettlement *set = &st->settle[site];

  if (!trg_card_is_capital (set->card))
    {
      st->village_deck[st->n_village++] = set->card;
      st->village_known++;
    }
  set->owner = TRG_NONE;
  set->city = FALSE;
  set->inhabitants = 0;
  set->card = TRG_NONE;
  set->token = 0;
  trg_state_update_occupant (st, site);
}

/* ------------------------------------------------------------------ */
/* Legality                                                            */

/* The message is translated only when someone asks for it: the move lists
 * check thousands of candidates with no error. */
#define ILLEGAL(msg) return error == NULL ? FALSE : ts_game_set_illegal_move_error (error, (msg))

static gboolean
valid_pos (int p)
{
  return p >= 0 && p < TRG_N_POSITIONS;
}

static gboolean
is_land_neighbour (int from,
                   int to)
{
  const gint8 *n = trg_land_neighbours (from);

  for (int i = 0; n[i] != TRG_NONE; i++)
    if (n[i] == to)
      return TRUE;
  return FALSE;
}

static int
route_between (int a,
               int b)
{
  const gint8 *r = trg_sea_routes (a);

  for (int i = 0; r[i] != TRG_NONE; i++)
    if (trg_route_other (r[i], a) == b)
      return r[i];
  return TRG_NONE;
}

static guint
hand_size (const TrgState *st,
           int            seat)
{
  return trg_count_hand (st, seat) + (guint) __builtin_popcount (st->tasks_held[seat]);
}

static gboolean
holds_card (const TrgState *st,
            int            seat,
            int            card)
{
  if (card >= 0 && card < TRG_N_EVENT_KINDS)
    return st->hand[seat][card] > 0;
  if (card >= TRG_N_EVENT_KINDS && card < TRG_N_CARD_CODES)
    return (st->tasks_held[seat] & (1u << (card - TRG_N_EVENT_KINDS))) != 0;
  return FALSE;
}

static gboolean
check_other_seat (const TrgState *st,
                  int            seat,
                  GError       **error)
{
  if (seat < 0 || seat >= st->n_players || seat == st->active || st->eliminated[seat])
    /* Translators: Rule of Trigon: why a move is refused, shown to the
       player */
    ILLEGAL (_("Choose another player who is still in the game"));
  if (st->offers[seat] >= TRG_MAX_OFFERS)
    /* Translators: Rule of Trigon: why a move is refused, shown to the
       player */
    ILLEGAL (_("You have made three offers to that player this turn"));
  return TRUE;
}

static gboolean
check_action (TsGame        *game,
              const TsMove  *move,
              GError       **error)
{
  TrgState *st = trg_state (game);
  int me = st->active;
  const gint16 *a = move->arg;

  switch (move->kind)
    {
    case TRG_MOVE_END:
      return TRUE;

    case TRG_MOVE_EXCHANGE:
      if (a[0] != TRG_COPPER && a[0] != TRG_SILVER)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; copper, silver and gold are the three kinds of coin, the
           money of the game */
        ILLEGAL (_("The bank exchanges only copper for silver and silver for gold"));
      if (st->coins[me][a[0]] < TRG_EXCHANGE_RATE)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; copper, silver and gold are the three kinds of coin, the
           money of the game */
        ILLEGAL (_("An exchange needs three coins"));
      if (st->bank[a[0] + 1] == 0)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; copper, silver and gold are the three kinds of coin, the
           money of the game */
        ILLEGAL (_("The bank has no coin of that kind left"));
      return TRUE;

    case TRG_MOVE_BUILD:
      {
        int f = a[0], s = a[1];

        if (f < 0 || f >= TRG_N_FIGURES || !trg_position_is_site (s) || st->settle[s].owner != me)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; knights, scouts and boats are the figures (pieces)
             a player builds and moves; a settlement (a village or the
             capital) is a player's town on a site of the board */
          ILLEGAL (_("Figures are built at your own settlements"));
        for (int c = 0; c < TRG_N_COINS; c++)
          if (st->coins[me][c] < trg_figure_cost[f][c])
            /* Translators: Rule of Trigon: why a move is refused, shown to
               the player; knights, scouts and boats are the figures
               (pieces) a player builds and moves */
            ILLEGAL (_("You cannot pay for that figure"));
        if (st->settle[s].inhabitants < trg_figure_min_inhabitants[f])
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; knights, scouts and boats are the figures (pieces)
             a player builds and moves; a settlement (a village or the
             capital) is a player's town on a site of the board */
          ILLEGAL (f == TRG_FIG_KNIGHT ? _("A knight needs a settlement with at least 2 inhabitants")
                                      /* Translators: Rule of Trigon: why a move
                                         is refused, shown to the player;
                                         knights, scouts and boats are the
                                         figures (pieces) a player builds and
                                         moves; a settlement (a village or the
                                         capital) is a player's town on a site of
                                         the board */
                                      : _("A scout needs a settlement with at least 1 inhabitant"));
        if (f == TRG_FIG_SCOUT && trg_count_all_figures (st, me, f) >= TRG_SCOUT_LIMIT)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; knights, scouts and boats are the figures (pieces)
             a player builds and moves */
          ILLEGAL (_("You already have 3 scouts on the board"));
        if (f == TRG_FIG_BOAT && trg_count_all_figures (st, me, f) >= TRG_BOAT_LIMIT)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; knights, scouts and boats are the figures (pieces)
             a player builds and moves */
          ILLEGAL (_("You already have 5 boats on the board"));
        if (f == TRG_FIG_BOAT && !trg_site_is_harbour (s))
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; knights, scouts and boats are the figures (pieces)
             a player builds and moves; boats sail sea routes between
             harbour sites */
          ILLEGAL (_("Boats are built on harbour sites"));
        return TRUE;
      }

    case TRG_MOVE_BUY_TASK:
      if (st->coins[me][TRG_GOLD] < TRG_TASK_COST_GOLD)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; copper, silver and gold are the three kinds of coin, the
           money of the game; task cards are goals bought for 1 gold that
           score when fulfilled */
        ILLEGAL (_("A task costs 1 gold"));
      if (st->n_task == 0)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; task cards are goals bought for 1 gold that score when
           fulfilled */
        ILLEGAL (_("The task deck is empty"));
      return TRUE;

    case TRG_MOVE_BUY_EVENT:
      if (st->coins[me][TRG_COPPER] < TRG_EVENT_COST_COPPER)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; copper, silver and gold are the three kinds of coin, the
           money of the game; event cards are bought for 1 copper and played
           for their effect; some are played in battles */
        ILLEGAL (_("An event card costs 1 copper"));
      if (st->n_event == 0 && st->n_discard == 0)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; event cards are bought for 1 copper and played for their
           effect; some are played in battles */
        ILLEGAL (_("No event cards are left"));
      return TRUE;

    case TRG_MOVE_STEP:
      {
        int from = a[0], to = a[1];

        if (!valid_pos (from) || !valid_pos (to) || !is_land_neighbour (from, to))
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; knights, scouts and boats are the figures (pieces)
             a player builds and moves; sites are the board places for
             settlements, joined by paths */
          ILLEGAL (_("Figures step along one path at a time"));
        if (st->occupant[from] != me)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; knights, scouts and boats are the figures (pieces)
             a player builds and moves */
          ILLEGAL (_("You have no figures there"));
        if (a[2] < 0 || a[3] < 0 || a[4] < 0 || a[5] < 0 || a[2] + a[3] + a[4] + a[5] == 0)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; knights, scouts and boats are the figures (pieces)
             a player builds and moves */
          ILLEGAL (_("Choose the figures that move"));
        if (a[2] > st->knights[from][TRG_MV_FRESH] || a[3] > st->knights[from][TRG_MV_RODE] ||
            a[4] > st->scouts[from][TRG_MV_FRESH] || a[5] > st->scouts[from][TRG_MV_RODE])
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; knights, scouts and boats are the figures (pieces)
             a player builds and moves */
          ILLEGAL (_("Those figures have already stepped this turn"));
        if (a[6] != 0)
          ILLEGAL (_("Choose the figures that move"));
        return TRUE;
      }

    case TRG_MOVE_SAIL:
      {
        int from = a[0], to = a[1];
        int passengers = a[3] + a[4] + a[5] + a[6];

        if (!trg_position_is_site (from) || !trg_position_is_site (to) || route_between (from, to) == TRG_NONE)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; knights, scouts and boats are the figures (pieces)
             a player builds and moves; boats sail sea routes between
             harbour sites */
          ILLEGAL (_("Boats sail one sea route between two harbours"));
        if (st->occupant[from] != me || a[2] < 1 || a[2] > st->boats[from][TRG_BOAT_FRESH])
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; knights, scouts and boats are the figures (pieces)
             a player builds and moves; boats sail sea routes between
             harbour sites */
          ILLEGAL (_("You have no boat there that can still sail"));
        if (a[3] < 0 || a[4] < 0 || a[5] < 0 || a[6] < 0 ||
            a[3] > st->knights[from][TRG_MV_FRESH] || a[4] > st->knights[from][TRG_MV_STEPPED] ||
            a[5] > st->scouts[from][TRG_MV_FRESH] || a[6] > st->scouts[from][TRG_MV_STEPPED])
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; knights, scouts and boats are the figures (pieces)
             a player builds and moves */
          ILLEGAL (_("Those figures cannot ride a boat again this turn"));
        if (passengers > TRG_BOAT_PASSENGERS * a[2])
          ILLEGAL (_("A boat carries at most 5 knights and scouts"));
        if (st->occupant[to] != TRG_NONE && st->occupant[to] != me && passengers == 0)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; knights, scouts and boats are the figures (pieces)
             a player builds and moves; fights between figures are battles
             decided by dice */
          ILLEGAL (_("Boats without passengers cannot attack"));
        return TRUE;
      }

    case TRG_MOVE_FOUND:
      {
        int s = a[0];
        guint able;

        if (!trg_position_is_site (s) || st->occupant[s] != me)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; knights, scouts and boats are the figures (pieces)
             a player builds and moves; sites are the board places for
             settlements, joined by paths */
          ILLEGAL (_("Founding needs a scout on the site"));
        able = trg_count_scouts (st, s) - st->scouts[s][TRG_MV_FROZEN];
        if (able == 0)
          ILLEGAL (_("Founding needs a scout on the site"));
        if (st->settle[s].owner != TRG_NONE)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; a settlement (a village or the capital) is a
             player's town on a site of the board; sites are the board
             places for settlements, joined by paths */
          ILLEGAL (_("That site already holds a settlement"));
        if (trg_lowest_free_token (st, me) == TRG_NONE)
          ILLEGAL (_("You have no free village token"));
        /* Never in a game that follows the rules (more cards than
         * tokens), but a village needs a card. */
        if (st->n_village == 0)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; village cards are drawn when a village is
             founded */
          ILLEGAL (_("The village deck is empty"));
        return TRUE;
      }

    case TRG_MOVE_CROWN:
      if (!st->opt_win_emperor)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; crowning an emperor is one way to win the game */
        ILLEGAL (_("Crowning an emperor is switched off in this game"));
      if (trg_count_inhabitants (st, me) < st->opt_emperor_inhabitants)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; inhabitants are the population of a settlement; crowning
           an emperor is one way to win the game */
        ILLEGAL (_("An emperor needs more inhabitants"));
      if (st->coins[me][TRG_SILVER] < st->opt_emperor_silver || st->coins[me][TRG_GOLD] < st->opt_emperor_gold)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; crowning an emperor is one way to win the game */
        ILLEGAL (_("You cannot pay for the crown"));
      if (!trg_position_is_site (a[0]) || st->settle[a[0]].owner != me || st->settle[a[0]].inhabitants == 0)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; a settlement (a village or the capital) is a player's
           town on a site of the board; inhabitants are the population of a
           settlement */
        ILLEGAL (_("Choose one of your settlements with an inhabitant"));
      return TRUE;

    case TRG_MOVE_PLAY:
      return trg_cards_check_play (game, move, error);

    case TRG_MOVE_OFFER:
      {
        int give = 0, get = 0;

        if (!check_other_seat (st, a[0], error))
          return FALSE;
        for (int c = 0; c < TRG_N_COINS; c++)
          {
            if (a[1 + c] < 0 || a[4 + c] < 0)
              /* Translators: Rule of Trigon: why a move is refused, shown
                 to the player; copper, silver and gold are the three kinds
                 of coin, the money of the game */
              ILLEGAL (_("Offer whole coins"));
            if (a[1 + c] > st->coins[me][c])
              /* Translators: Rule of Trigon: why a move is refused, shown
                 to the player; copper, silver and gold are the three kinds
                 of coin, the money of the game */
              ILLEGAL (_("You do not have the coins you offer"));
            if (a[4 + c] > st->coins[a[0]][c])
              /* Translators: Rule of Trigon: why a move is refused, shown
                 to the player; copper, silver and gold are the three kinds
                 of coin, the money of the game */
              ILLEGAL (_("The other player does not have the coins you ask for"));
            give += a[1 + c];
            get += a[4 + c];
          }
        if (give == 0 || get == 0)
          /* Translators: Rule of Trigon: why a move is refused, shown to
             the player; copper, silver and gold are the three kinds of
             coin, the money of the game */
          ILLEGAL (_("A trade needs at least one coin each way"));
        return TRUE;
      }

    case TRG_MOVE_SWAP:
      if (!check_other_seat (st, a[0], error))
        return FALSE;
      if (!holds_card (st, me, a[1]))
        ILLEGAL (_("You do not hold that card"));
      if (hand_size (st, a[0]) == 0)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player */
        ILLEGAL (_("The other player has no cards"));
      return TRUE;

    default:
      ILLEGAL (_("That is not possible now"));
    }
}

gboolean
trg_rules_check (TsGame        *game,
                const TsMove  *move,
                GError       **error)
{
  TrgState *st = trg_state (game);
  const gint16 *a = move->arg;

  if (st->phase == TRG_PHASE_OVER)
    ILLEGAL (_("The game is over"));

  switch (st->phase)
    {
    case TRG_PHASE_ACTION:
      return check_action (game, move, error);

    case TRG_PHASE_SECOND_VILLAGE:
      if (move->kind != TRG_MOVE_PLACE)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; a settlement (a village or the capital) is a player's
           town on a site of the board; sites are the board places for
           settlements, joined by paths */
        ILLEGAL (_("Choose the site of your second village"));
      if (!trg_second_village_site_ok (st, st->current, a[0]) || a[1] != 1)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; a settlement (a village or the capital) is a player's
           town on a site of the board; the board has four realms; each
           player starts in a home realm */
        ILLEGAL (_("The second village goes on an empty site of your home realm"));
      return TRUE;

    case TRG_PHASE_REALM_KNIGHTS:
      if (move->kind != TRG_MOVE_PLACE)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; knights, scouts and boats are the figures (pieces) a
           player builds and moves; the board has four realms; each player
           starts in a home realm */
        ILLEGAL (_("Place your realm knights first"));
      if (!trg_position_is_site (a[0]) || st->settle[a[0]].owner != st->current)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; knights, scouts and boats are the figures (pieces) a
           player builds and moves; a settlement (a village or the capital)
           is a player's town on a site of the board */
        ILLEGAL (_("Realm knights go on your own settlements"));
      if (a[1] < 1 || a[1] > st->rk_left)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; knights, scouts and boats are the figures (pieces) a
           player builds and moves */
        ILLEGAL (_("That is more knights than you have to place"));
      return TRUE;

    case TRG_PHASE_CITY_BONUS:
      if (move->kind != TRG_MOVE_PLACE)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; a settlement (a village or the capital) is a player's
           town on a site of the board */
        ILLEGAL (_("Place the city bonus first"));
      if (!trg_position_is_site (a[0]) || !trg_bonus_can_stand (st, st->current, a[0], TRG_FIG_BOAT) || a[1] != 1)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player; knights, scouts and boats are the figures (pieces) a
           player builds and moves; a settlement (a village or the capital)
           is a player's town on a site of the board */
        ILLEGAL (_("The boat goes on one of your settlements on a harbour"));
      return TRUE;

    case TRG_PHASE_TRADE_ANSWER:
      if (move->kind == TRG_MOVE_DECLINE || (move->kind == TRG_MOVE_ACCEPT && a[0] == TRG_NONE))
        return TRUE;
      /* Translators: Rule of Trigon: why a move is refused, shown to the
         player */
      ILLEGAL (_("Accept or decline the offer"));

    case TRG_PHASE_SWAP_ANSWER:
      if (move->kind == TRG_MOVE_DECLINE)
        return TRUE;
      if (move->kind != TRG_MOVE_ACCEPT)
        /* Translators: Rule of Trigon: why a move is refused, shown to the
           player */
        ILLEGAL (_("Accept or decline the swap"));
      if (!holds_card (st, st->current, a[0]))
        ILLEGAL (_("You do not hold that card"));
      return TRUE;

    case TRG_PHASE_PROTECT:
    case TRG_PHASE_NEGATIVE:
    case TRG_PHASE_SPY_TAKE:
      return trg_cards_check_negative (game, move, error);

    case TRG_PHASE_FLEE:
    case TRG_PHASE_FLEE_MOVES:
    case TRG_PHASE_ATTACK_CARDS:
    case TRG_PHASE_DEFENCE_CARDS:
    case TRG_PHASE_CASUALTY:
      return trg_battle_check (game, move, error);

    default:
      ILLEGAL (_("That is not possible now"));
    }
}

/* ------------------------------------------------------------------ */
/* Apply                                                               */

static void
move_land_figures (TrgState      *st,
                   int           from,
                   int           to,
                   const gint16 *a)
{
  st->knights[from][TRG_MV_FRESH] -= a[2];
  st->knights[from][TRG_MV_RODE] -= a[3];
  st->scouts[from][TRG_MV_FRESH] -= a[4];
  st->scouts[from][TRG_MV_RODE] -= a[5];
  trg_state_update_occupant (st, from);
  if (to != TRG_NONE)
    {
      st->occupant[to] = st->active;
      st->knights[to][TRG_MV_STEPPED] += a[2];
      st->knights[to][TRG_MV_DONE] += a[3];
      st->scouts[to][TRG_MV_STEPPED] += a[4];
      st->scouts[to][TRG_MV_DONE] += a[5];
    }
}

static void
apply_sail (TsGame       *game,
            const gint16 *a)
{
  TrgState *st = trg_state (game);
  int me = st->active, from = a[0], to = a[1];
  gboolean attack = st->occupant[to] != TRG_NONE && st->occupant[to] != me;

  st->boats[from][TRG_BOAT_FRESH] -= a[2];
  st->knights[from][TRG_MV_FRESH] -= a[3];
  st->knights[from][TRG_MV_STEPPED] -= a[4];
  st->scouts[from][TRG_MV_FRESH] -= a[5];
  st->scouts[from][TRG_MV_STEPPED] -= a[6];
  trg_state_update_occupant (st, from);
  EMIT (TRG_EV_MOVE, me, from, to, a[3] + a[4], a[5] + a[6], a[2]);
  if (attack)
    {
      trg_battle_start (game, from, to, TRUE, a[3] + a[4], a[5] + a[6], a[2]);
      return;
    }
  st->occupant[to] = (gint8) me;
  st->boats[to][TRG_BOAT_SAILED] += a[2];
  st->knights[to][TRG_MV_RODE] += a[3];
  st->knights[to][TRG_MV_DONE] += a[4];
  st->scouts[to][TRG_MV_RODE] += a[5];
  st->scouts[to][TRG_MV_DONE] += a[6];
  trg_tasks_entered (game, me, from, to);
}

static void
apply_action (TsGame       *game,
              const TsMove *move)
{
  TrgState *st = trg_state (game);
  int me = st->active;
  const gint16 *a = move->arg;

  switch (move->kind)
    {
    case TRG_MOVE_END:
      trg_next_turn (game);
      break;

    case TRG_MOVE_EXCHANGE:
      trg_pay (st, me, a[0], TRG_EXCHANGE_RATE);
      trg_receive (st, me, a[0] + 1, 1);
      EMIT (TRG_EV_EXCHANGE, me, a[0], 0, 0, 0, 0);
      break;

    case TRG_MOVE_BUILD:
      {
        int f = a[0], s = a[1];

        for (int c = 0; c < TRG_N_COINS; c++)
          trg_pay (st, me, c, trg_figure_cost[f][c]);
        if (f != TRG_FIG_BOAT)
          st->settle[s].inhabitants--;
        trg_add_figure (st, me, s, f);
        EMIT (TRG_EV_BUILD, me, f, s, 0, 0, 0);
        trg_tasks_built (game, me, f);
        if (f == TRG_FIG_SCOUT && st->explorer && trg_count_all_figures (st, me, f) < TRG_SCOUT_LIMIT)
          {
            trg_add_figure (st, me, s, f);
            EMIT (TRG_EV_BUILD, me, f, s, 1, 0, 0);
            trg_tasks_built (game, me, f);
          }
        break;
      }

    case TRG_MOVE_BUY_TASK:
      {
        int t = st->task_deck[0];

        trg_pay (st, me, TRG_GOLD, TRG_TASK_COST_GOLD);
        memmove (st->task_deck, st->task_deck + 1, --st->n_task);
        st->tasks_held[me] |= 1u << t;
        st->progress[me][t] = 0;
        trg_emit (game, TRG_EV_BUY_TASK, me, PUBLIC, TRUE, TRG_NONE, 0, 0, 0, 0);
        trg_emit (game, TRG_EV_BUY_TASK, me, 1u << me, TRUE, t, 0, 0, 0, 0);
        break;
      }

    case TRG_MOVE_BUY_EVENT:
      {
        int e;

        trg_pay (st, me, TRG_COPPER, TRG_EVENT_COST_COPPER);
        if (st->n_event == 0)
          {
            /* R34: the discard pile becomes the deck. */
            int cards[TRG_N_EVENT_CARDS];

            for (int i = 0; i < st->n_discard; i++)
              cards[i] = st->discard[i];
            trg_shuffle_into (st, st->event_deck, cards, st->n_discard);
            st->n_event = st->n_discard;
            st->n_discard = 0;
          }
        e = st->event_deck[0];
        memmove (st->event_deck, st->event_deck + 1, --st->n_event);
        if (trg_events[e].negative)
          {
            st->discard[st->n_discard++] = (gint8) e;
            trg_emit (game, TRG_EV_NEGATIVE, me, PUBLIC, TRUE, e, 0, 0, 0, 0);
            trg_cards_start_negative (game, e);
          }
        else
          {
            st->hand[me][e]++;
            trg_emit (game, TRG_EV_BUY_EVENT, me, PUBLIC, TRUE, TRG_NONE, 0, 0, 0, 0);
            trg_emit (game, TRG_EV_BUY_EVENT, me, 1u << me, TRUE, e, 0, 0, 0, 0);
          }
        break;
      }

    case TRG_MOVE_STEP:
      {
        int from = a[0], to = a[1];

        EMIT (TRG_EV_MOVE, me, from, to, a[2] + a[3], a[4] + a[5], 0);
        if (st->occupant[to] != TRG_NONE && st->occupant[to] != me)
          {
            move_land_figures (st, from, TRG_NONE, a);
            trg_battle_start (game, from, to, FALSE, a[2] + a[3], a[4] + a[5], 0);
          }
        else
          {
            move_land_figures (st, from, to, a);
            trg_tasks_entered (game, me, from, to);
          }
        break;
      }

    case TRG_MOVE_SAIL:
      apply_sail (game, a);
      break;

    case TRG_MOVE_FOUND:
      {
        static const int order[] = { TRG_MV_DONE, TRG_MV_STEPPED, TRG_MV_RODE, TRG_MV_FRESH };

        for (guint i = 0; i < G_N_ELEMENTS (order); i++)
          if (st->scouts[a[0]][order[i]] > 0)
            {
              st->scouts[a[0]][order[i]]--;
              break;
            }
        trg_found_village (game, me, a[0], TRUE);
        break;
      }

    case TRG_MOVE_CROWN:
      trg_pay (st, me, TRG_SILVER, st->opt_emperor_silver);
      trg_pay (st, me, TRG_GOLD, st->opt_emperor_gold);
      st->settle[a[0]].inhabitants--;
      EMIT (TRG_EV_CROWN, me, a[0], 0, 0, 0, 0);
      trg_finish (game, me, TRG_END_EMPEROR);
      break;

    case TRG_MOVE_PLAY:
      trg_cards_apply_play (game, move);
      break;

    case TRG_MOVE_OFFER:
      st->offers[a[0]]++;
      st->offer_to = (gint8) a[0];
      for (int c = 0; c < TRG_N_COINS; c++)
        {
          st->offer_give[c] = (guint8) a[1 + c];
          st->offer_get[c] = (guint8) a[4 + c];
        }
      EMIT (TRG_EV_OFFER, me, a[0], a[1] + a[2] * 8 + a[3] * 64, a[4] + a[5] * 8 + a[6] * 64, 0);
      break;

    case TRG_MOVE_SWAP:
      st->offers[a[0]]++;
      st->swap_to = (gint8) a[0];
      st->swap_card = (gint8) a[1];
      EMIT (TRG_EV_SWAP, me, a[0], -1, 0, 0, 0);
      break;

    default:
      g_assert_not_reached ();
    }
}

static void
give_card (TrgState *st,
           int      from,
           int      to,
           int      card)
{
  if (card < TRG_N_EVENT_KINDS)
    {
      st->hand[from][card]--;
      st->hand[to][card]++;
    }
  else
    {
      int t = card - TRG_N_EVENT_KINDS;

      st->tasks_held[from] &= ~(1u << t);
      st->tasks_held[to] |= 1u << t;
      /* G57: a task that changes hands starts again from zero. */
      st->progress[from][t] = 0;
      st->progress[to][t] = 0;
    }
}

static void
apply_answer (TsGame       *game,
              const TsMove *move)
{
  TrgState *st = trg_state (game);
  int me = st->current, proposer = st->active;

  if (st->phase == TRG_PHASE_TRADE_ANSWER)
    {
      gboolean yes = move->kind == TRG_MOVE_ACCEPT;

      st->offer_to = TRG_NONE;
      EMIT (TRG_EV_ANSWER, me, yes, 0, 0, 0, 0);
      if (yes)
        {
          for (int c = 0; c < TRG_N_COINS; c++)
            {
              st->coins[proposer][c] += st->offer_get[c] - st->offer_give[c];
              st->coins[me][c] += st->offer_give[c] - st->offer_get[c];
            }
          trg_tasks_trade (game, proposer, st->offer_get);
          trg_tasks_trade (game, me, st->offer_give);
        }
      return;
    }

  /* A blind swap. */
  st->swap_to = TRG_NONE;
  if (move->kind == TRG_MOVE_DECLINE)
    {
      EMIT (TRG_EV_ANSWER, me, FALSE, 0, 0, 0, 0);
      return;
    }
  {
    int card_in = st->swap_card, card_out = move->arg[0];

    give_card (st, proposer, me, card_in);
    give_card (st, me, proposer, card_out);
    trg_emit (game, TRG_EV_ANSWER, me, PUBLIC, TRUE, TRUE, 0, 0, 0, 0);
    trg_emit (game, TRG_EV_SWAP_CARD, me, 1u << me, TRUE, card_in, 0, 0, 0, 0);
    trg_emit (game, TRG_EV_SWAP_CARD, proposer, 1u << proposer, TRUE, card_out, 0, 0, 0, 0);
    trg_tasks_swap (game, proposer, card_out);
    trg_tasks_swap (game, me, card_in);
  }
}

gboolean
trg_rules_apply_move (TsGame        *game,
                     const TsMove  *move,
                     GError       **error)
{
  TrgState *st = trg_state (game);

  if (!trg_rules_check (game, move, error))
    return FALSE;

  switch (st->phase)
    {
    case TRG_PHASE_ACTION:
      apply_action (game, move);
      break;

    case TRG_PHASE_SECOND_VILLAGE:
      trg_found_village (game, st->current, move->arg[0], FALSE);
      st->second_village++;
      break;

    case TRG_PHASE_REALM_KNIGHTS:
      st->occupant[move->arg[0]] = st->current;
      st->knights[move->arg[0]][TRG_MV_FRESH] += move->arg[1];
      st->rk_left -= move->arg[1];
      EMIT (TRG_EV_PLACED, st->current, move->arg[0], TRG_FIG_KNIGHT, move->arg[1], 0, 0);
      break;

    case TRG_PHASE_CITY_BONUS:
      trg_add_figure (st, st->current, move->arg[0], TRG_FIG_BOAT);
      st->bonus_left[TRG_FIG_BOAT]--;
      EMIT (TRG_EV_PLACED, st->current, move->arg[0], TRG_FIG_BOAT, 1, 0, 0);
      break;

    case TRG_PHASE_TRADE_ANSWER:
    case TRG_PHASE_SWAP_ANSWER:
      apply_answer (game, move);
      break;

    case TRG_PHASE_PROTECT:
    case TRG_PHASE_NEGATIVE:
    case TRG_PHASE_SPY_TAKE:
      trg_cards_apply_negative (game, move);
      break;

    default:
      trg_battle_apply (game, move);
      break;
    }

  trg_advance (game);
  return TRUE;
}

gboolean
trg_rules_is_legal (TsGame       *game,
                   const TsMove *move)
{
  return trg_rules_check (game, move, NULL);
}
