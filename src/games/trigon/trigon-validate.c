/* trigon-validate.c — whether a Rule of Trigon state is one the rules can
 * reach: what load_state and the scenario setters accept
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two levels.  trg_position_validate () checks a state as a whole: every
 * field in its range (trigon-position.c's table), coins and cards
 * conserved, pieces, tokens, one colour per position, who is out of the
 * game; the scenario setters keep only states that pass it.
 * trg_position_check_decision () checks what a loaded position needs on
 * top: it waits for the decision that its pending fields name, in the
 * order trg_advance () settles them, from the seat that decision belongs
 * to, and "over" means over.  Nothing here trusts a value before it was
 * checked: a hostile position can never make the rules index outside an
 * array.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "ts-check.h"
#include "trigon-private.h"

#define BAD(msg) return ts_game_set_bad_state_error (error, (msg))
#define SEAT_OK(st, s) ((s) >= 0 && (s) < (st)->n_players)

/* ------------------------------------------------------------------ */
/* The structs written as bytes                                        */

static gboolean
check_settlements (const TrgState  *st,
                   gboolean        *seen_village,
                   guint           *settlements,
                   GError         **error)
{
  guint tokens[TRG_MAX_SEATS] = { 0 };

  for (int s = 0; s < TRG_N_SITES; s++)
    {
      const TrgSettlement *set = &st->settle[s];

      if (set->owner == TRG_NONE)
        {
          if (set->card != TRG_NONE || set->inhabitants != 0 || set->token != 0 || set->city)
            /* Translators: Rule of Trigon: why a position (a game state
               read from a file or typed in) is rejected; a settlement (a
               village or the capital) is a player's town on a site of the
               board; sites are the board places for settlements, joined by
               paths */
            BAD (_("An empty site holds a settlement's parts"));
          continue;
        }
      if (!SEAT_OK (st, set->owner) || set->card < 0 || set->card >= TRG_N_VILLAGE_CARDS ||
          seen_village[set->card] || set->inhabitants > TRG_CAPACITY || set->token < 1 ||
          set->token > TRG_TOKEN_LIMIT || set->city > 1)
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected; a settlement (a village or
           the capital) is a player's town on a site of the board */
        BAD (_("A settlement in the position is invalid"));
      if (st->eliminated[set->owner])
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected */
        BAD (_("A player who is out of the game still holds something"));
      seen_village[set->card] = TRUE;
      if (tokens[set->owner] & (1u << set->token))
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected; a settlement (a village or
           the capital) is a player's town on a site of the board */
        BAD (_("Two settlements of a player share a token"));
      tokens[set->owner] |= 1u << set->token;
      settlements[set->owner]++;
    }
  return TRUE;
}

static gboolean
check_negative (const TrgState  *st,
                GError         **error)
{
  const TrgNegative *neg = &st->neg;
  guint seen = 0;

  /* A card resolved earlier leaves its values: checked all the same. */
  if (!ts_check_index ("neg", neg->kind, TRG_N_EVENT_KINDS, TRUE, error) ||
      !ts_check_seat ("neg", neg->buyer, st->n_players, TRUE, error) ||
      !ts_check_range ("neg", neg->n_seats, neg->kind == TRG_NONE ? 0 : 1, st->n_players, error) ||
      !ts_check_range ("neg", neg->index, 0, neg->n_seats, error) ||
      !ts_check_flag ("neg", neg->started, error) || !ts_check_flag ("neg", neg->asked, error))
    return FALSE;
  if (neg->kind != TRG_NONE && (!trg_events[neg->kind].negative || neg->buyer < 0))
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected; negative event cards harm the players
       they hit */
    return ts_check_fail ("neg", _("the card being resolved is not a negative card"), error);
  for (int i = 0; i < neg->n_seats; i++)
    {
      if (!ts_check_seat ("neg", neg->seats[i], st->n_players, FALSE, error))
        return FALSE;
      if (seen & (1u << neg->seats[i]))
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected */
        return ts_check_fail ("neg", _("a player is hit twice by one card"), error);
      seen |= 1u << neg->seats[i];
    }
  for (int i = neg->n_seats; i < TRG_MAX_SEATS; i++)
    if (neg->seats[i] != 0)
      return ts_check_fail ("neg", _("a seat that does not play holds something"), error);
  return TRUE;
}

static gboolean
check_battle (const TrgState  *st,
              GError         **error)
{
  const TrgBattle *b = &st->battle;

  if (!ts_check_flag ("battle", b->active, error) ||
      !ts_check_seat ("battle", b->attacker, st->n_players, TRUE, error) ||
      !ts_check_seat ("battle", b->defender, st->n_players, TRUE, error) ||
      !ts_check_index ("battle", b->target, TRG_N_POSITIONS, TRUE, error) ||
      !ts_check_index ("battle", b->origin, TRG_N_POSITIONS, TRUE, error) ||
      !ts_check_flag ("battle", b->by_sea, error) ||
      !ts_check_range ("battle", b->knights, 0, TRG_MAX_KNIGHTS, error) ||
      !ts_check_range ("battle", b->scouts, 0, TRG_SCOUT_LIMIT, error) ||
      !ts_check_range ("battle", b->boats, 0, TRG_BOAT_LIMIT, error) ||
      !ts_check_mask ("battle", b->att_cards, 3, error) ||
      !ts_check_mask ("battle", b->def_cards, 3, error) ||
      !ts_check_range ("battle", b->step, TRG_BSTEP_FLEE, TRG_BSTEP_ROLL, error) ||
      !ts_check_range ("battle", b->loser, -1, 1, error) ||
      !ts_check_mask ("battle", b->removed_att, TRG_N_FIGURES, error) ||
      !ts_check_mask ("battle", b->removed_def, TRG_N_FIGURES + 1, error) ||
      !ts_check_range ("battle", b->last_roll[0], 0, 6 * TRG_MAX_DICE, error) ||
      !ts_check_range ("battle", b->last_roll[1], 0, 6 * TRG_MAX_DICE, error) ||
      !ts_check_flag ("battle", b->fallen, error) || !ts_check_flag ("battle", b->fled, error))
    return FALSE;
  if (!b->active)
    return TRUE;
  if (!SEAT_OK (st, b->attacker) || !SEAT_OK (st, b->defender) || b->attacker == b->defender ||
      b->target < 0 || b->origin < 0 || b->attacker != st->active || st->eliminated[b->defender])
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected; fights between figures are battles
       decided by dice */
    return ts_check_fail ("battle", _("the battle's sides or places do not fit the game"), error);
  if ((b->boats > 0 && !trg_position_is_site (b->origin)) || (b->by_sea && b->boats == 0) ||
      (b->by_sea && b->knights + b->scouts > TRG_BOAT_PASSENGERS * b->boats))
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected; boats carry at most five knights and
       scouts */
    return ts_check_fail ("battle", _("the attacking army does not fit in its boats"), error);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* The whole state                                                     */

static gboolean
check_cards (const TrgState  *st,
             GError         **error)
{
  guint events[TRG_N_EVENT_KINDS] = { 0 }, tasks = 0;

  for (int s = 0; s < st->n_players; s++)
    for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
      {
        events[e] += st->hand[s][e];
        if (st->played[s] & (G_GUINT64_CONSTANT (1) << e))
          {
            if (!(trg_events[e].timing & TRG_TIME_STAYS))
              /* Translators: Rule of Trigon: why a position (a game state
                 read from a file or typed in) is rejected; event cards are
                 bought for 1 copper and played for their effect; some stay
                 face up once played */
              return ts_check_fail ("played", _("a card that does not stay on the table lies face up"),
                                    error);
            events[e]++;
          }
      }
  for (int i = 0; i < st->n_event; i++)
    if (st->event_deck[i] < 0)
      /* Translators: Rule of Trigon: why a position (a game state read from
         a file or typed in) is rejected; event cards are bought for 1
         copper and played for their effect; some are played in battles */
      BAD (_("An event card in the position is unknown"));
    else
      events[st->event_deck[i]]++;
  for (int i = 0; i < st->n_discard; i++)
    if (st->discard[i] < 0)
      BAD (_("An event card in the position is unknown"));
    else
      events[st->discard[i]]++;
  for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
    if (events[e] > trg_events[e].count)
      /* Translators: Rule of Trigon: why a position (a game state read from
         a file or typed in) is rejected; event cards are bought for 1
         copper and played for their effect; some are played in battles */
      BAD (_("The position has more event cards than the game"));
    else if (events[e] < trg_events[e].count && st->n_elim == 0)
      /* Translators: Rule of Trigon: why a position (a game state read from
         a file or typed in) is rejected; cards leave the game only with a
         player who is out of it */
      BAD (_("An event card is missing from the position"));

  /* Tasks: each at most once among hands, done and the deck. */
  for (int s = 0; s < st->n_players; s++)
    {
      if ((st->tasks_held[s] & tasks) || (st->tasks_done[s] & tasks) ||
          (st->tasks_held[s] & st->tasks_done[s]))
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected; task cards are goals bought
           for 1 gold that score when fulfilled */
        BAD (_("A task card appears twice in the position"));
      tasks |= st->tasks_held[s] | st->tasks_done[s];
      if ((guint) __builtin_popcount (st->tasks_done[s]) != st->n_tasks_done[s])
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected; task cards are goals bought
           for 1 gold that score when fulfilled */
        BAD (_("A task count does not match the tasks"));
    }
  for (int i = 0; i < st->n_task; i++)
    {
      int t = st->task_deck[i];

      if (t < 0 || (tasks & (1u << t)))
        BAD (_("A task card appears twice in the position"));
      tasks |= 1u << t;
    }
  if (st->n_elim == 0 && tasks != (1u << TRG_N_TASKS) - 1)
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected; task cards leave the game only with a
       player who is out of it */
    BAD (_("A task card is missing from the position"));
  return TRUE;
}

/* Who is out of the game, and that they hold nothing (R53: what an
 * eliminated player had leaves the game or goes back). */
static gboolean
check_eliminated (const TrgState  *st,
                  GError         **error)
{
  guint listed = 0, out = 0;

  if (st->n_elim >= st->n_players)
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected */
    return ts_check_fail ("n_elim", _("every player is out of the game"), error);
  for (int i = 0; i < st->n_elim; i++)
    {
      int s = st->elim_order[i];

      if (!st->eliminated[s] || (listed & (1u << s)))
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected */
        return ts_check_fail ("elim_order", _("the order of elimination does not match who is out"), error);
      listed |= 1u << s;
    }
  for (int s = 0; s < st->n_players; s++)
    {
      if (!st->eliminated[s])
        continue;
      out |= 1u << s;
      if (st->coins[s][TRG_COPPER] + st->coins[s][TRG_SILVER] + st->coins[s][TRG_GOLD] > 0 ||
          trg_count_hand (st, s) > 0 || st->tasks_held[s] != 0 || st->tasks_done[s] != 0 ||
          st->played[s] != 0 || st->palace[s])
        BAD (_("A player who is out of the game still holds something"));
      for (int p = 0; p < TRG_N_POSITIONS; p++)
        if (st->occupant[p] == s)
          BAD (_("A player who is out of the game still holds something"));
    }
  if (out != listed)
    return ts_check_fail ("elim_order", _("the order of elimination does not match who is out"), error);
  for (int b = 0; b < TRG_N_BONUS_CARDS; b++)
    if (st->bonus_holder[b] >= 0 && st->eliminated[st->bonus_holder[b]])
      BAD (_("A player who is out of the game still holds something"));
  return TRUE;
}

gboolean
trg_position_validate (const TrgState  *st,
                       GError         **error)
{
  guint coins[TRG_N_COINS];
  gboolean seen_village[TRG_N_VILLAGE_CARDS] = { FALSE };
  gboolean realm_taken[TRG_N_REALMS] = { FALSE };
  guint settlements[TRG_MAX_SEATS] = { 0 };
  guint n_scouts[TRG_MAX_SEATS] = { 0 }, n_boats[TRG_MAX_SEATS] = { 0 };

  /* Every value in its range first: nothing below indexes with an
   * unchecked value. */
  if (!trg_position_check_fields (st, error))
    return FALSE;
  if (st->village_known > st->n_village || st->n_order > st->n_players ||
      st->turn_index > st->n_order || st->coll_index > st->n_order ||
      st->second_village > st->n_players)
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected */
    BAD (_("A count in the position is out of range"));
  if (st->current != TS_SEAT_NONE && !SEAT_OK (st, st->current))
    BAD (_("The seat to move is not a player"));
  if ((st->phase == TRG_PHASE_OVER) != (st->current == TS_SEAT_NONE))
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected */
    BAD (_("The seat to move does not match the phase"));
  for (int i = 0; i < st->n_forced; i++)
    if (st->forced[i] < 1)
      /* Translators: Rule of Trigon: why a position (a game state read
         from a file or typed in) is rejected; fights between figures are
         battles decided by dice */
      BAD (_("A forced die must be 1 to 6"));
  if (!st->opt_win_points && !st->opt_win_emperor && !st->opt_win_tasks)
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected; the same rule as when a game is set
       up */
    return ts_check_fail ("opt_win_points", _("At least one way to win must stay on"), error);

  /* Realms. */
  for (int s = 0; s < st->n_players; s++)
    {
      if (realm_taken[st->realm[s]])
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected; the board has four realms;
           each player starts in a home realm */
        BAD (_("Each player needs a realm of their own"));
      realm_taken[st->realm[s]] = TRUE;
    }

  /* Coins (R9). */
  for (int c = 0; c < TRG_N_COINS; c++)
    {
      coins[c] = st->bank[c];
      for (int s = 0; s < st->n_players; s++)
        coins[c] += st->coins[s][c];
      if (coins[c] != TRG_BANK_COINS)
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected; copper, silver and gold are
           the three kinds of coin, the money of the game */
        BAD (_("There must be 50 coins of each kind"));
    }

  if (!check_cards (st, error))
    return FALSE;

  /* Village cards and settlements. */
  for (int i = 0; i < st->n_village; i++)
    {
      int c = st->village_deck[i];

      if (c < TRG_N_REALMS || seen_village[c])
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected; a settlement (a village or
           the capital) is a player's town on a site of the board */
        BAD (_("A village card appears twice in the position"));
      seen_village[c] = TRUE;
    }
  if (!check_settlements (st, seen_village, settlements, error) || !check_negative (st, error) ||
      !check_battle (st, error))
    return FALSE;
  /* A village card never leaves the game (only a capital's does): the
   * deck can never run out, as there are more cards than tokens. */
  for (int c = TRG_N_REALMS; c < TRG_N_VILLAGE_CARDS; c++)
    if (!seen_village[c])
      /* Translators: Rule of Trigon: why a position (a game state read
         from a file or typed in) is rejected; village cards are drawn when
         a village is founded */
      BAD (_("A village card is neither in the deck nor on the board"));

  /* One colour per position (R6), and boats only on harbours. */
  for (int p = 0; p < TRG_N_POSITIONS; p++)
    {
      guint scouts = trg_count_scouts (st, p), boats = trg_count_boats (st, p);
      gboolean pieces = trg_count_knights (st, p) + scouts + boats > 0 ||
                        (p < TRG_N_SITES && st->settle[p].owner != TRG_NONE);

      if (pieces != (st->occupant[p] != TRG_NONE) && !(st->battle.active && p == st->battle.target))
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected */
        BAD (_("A position's pieces do not match its holder"));
      if (p < TRG_N_SITES && st->settle[p].owner != TRG_NONE && st->settle[p].owner != st->occupant[p])
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected */
        BAD (_("Two players' pieces share a position"));
      if (boats > 0 && !trg_site_is_harbour (p))
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected; knights, scouts and boats
           are the figures (pieces) a player builds and moves; boats sail
           sea routes between harbour sites */
        BAD (_("A boat stands on a site without a harbour"));
      if (st->occupant[p] != TRG_NONE)
        {
          n_scouts[st->occupant[p]] += scouts;
          n_boats[st->occupant[p]] += boats;
        }
    }
  if (st->battle.active)
    {
      n_scouts[st->battle.attacker] += st->battle.scouts;
      n_boats[st->battle.attacker] += st->battle.boats;
    }
  for (int s = 0; s < st->n_players; s++)
    if (n_scouts[s] > TRG_SCOUT_LIMIT || n_boats[s] > TRG_BOAT_LIMIT || settlements[s] > TRG_TOKEN_LIMIT)
      /* Translators: Rule of Trigon: why a position (a game state read from
         a file or typed in) is rejected */
      BAD (_("A player has more pieces than the game allows"));
  return check_eliminated (st, error);
}

/* ------------------------------------------------------------------ */
/* The decision a position waits for                                   */

static gboolean
wrong_phase (GError **error)
{
  /* Translators: Rule of Trigon: why a position (a game state read from a
     file or typed in) is rejected: what the game waits for (a trade answer,
     a battle card, …) does not fit the rest of the position */
  return ts_check_fail ("phase", _("the game does not wait for this decision here"), error);
}

static gboolean
is_alive (const TrgState *st,
          int             seat)
{
  return SEAT_OK (st, seat) && !st->eliminated[seat];
}

static gboolean
holds_card (const TrgState *st,
            int             seat,
            int             card)
{
  if (card >= 0 && card < TRG_N_EVENT_KINDS)
    return st->hand[seat][card] > 0;
  if (card >= TRG_N_EVENT_KINDS && card < TRG_N_CARD_CODES)
    return (st->tasks_held[seat] & (1u << (card - TRG_N_EVENT_KINDS))) != 0;
  return FALSE;
}

/* The battle's decisions (trg_battle_advance): the step is the one after
 * the question asked. */
static gboolean
check_battle_phase (const TrgState  *st,
                    GError         **error)
{
  const TrgBattle *b = &st->battle;
  int expected = TRG_NONE;

  switch (st->phase)
    {
    case TRG_PHASE_FLEE:
      if (b->step != TRG_BSTEP_ATT_CARDS || b->fled || st->hand[b->defender][TRG_E_VLUCHTEN] == 0)
        return wrong_phase (error);
      expected = b->defender;
      break;
    case TRG_PHASE_ATTACK_CARDS:
      if (b->step != TRG_BSTEP_DEF_CARDS)
        return wrong_phase (error);
      expected = b->attacker;
      break;
    case TRG_PHASE_DEFENCE_CARDS:
      if (b->step != TRG_BSTEP_ROLL)
        return wrong_phase (error);
      expected = b->defender;
      break;
    case TRG_PHASE_FLEE_MOVES:
      if (b->step != TRG_BSTEP_ROLL || !b->fled)
        return wrong_phase (error);
      expected = b->defender;
      break;
    case TRG_PHASE_CASUALTY:
      if (b->step != TRG_BSTEP_ROLL || b->fled || b->loser < 0)
        return wrong_phase (error);
      expected = b->loser == 0 ? b->attacker : b->defender;
      break;
    default:
      return wrong_phase (error);
    }
  if (st->current != expected)
    BAD (_("The seat to move does not match the phase"));
  if (st->occupant[b->target] != b->defender && !(b->fled && st->occupant[b->target] == TRG_NONE))
    return ts_check_fail ("battle", _("the battle's sides or places do not fit the game"), error);
  return TRUE;
}

/* Every pending decision fits the game, whichever is asked first. */
static gboolean
check_pending (const TrgState  *st,
               GError         **error)
{
  /* Battles, negative cards, trades, swaps and Spionage belong to the
   * active player's turn, one at a time. */
  guint in_turn = st->battle.active + (st->neg.kind != TRG_NONE) + (st->offer_to != TRG_NONE) +
                  (st->swap_to != TRG_NONE) + (st->spy_target != TRG_NONE);

  if (in_turn > 1 || (in_turn > 0 && st->coll_step != TRG_COLL_DONE))
    return wrong_phase (error);
  if (st->second_village < st->n_players && !is_alive (st, st->second_village))
    return wrong_phase (error);
  /* Figures and knights wait for placing only with the seat that places
   * them (the rules clear both together). */
  if (st->bonus_seat == TRG_NONE &&
      st->bonus_left[TRG_FIG_KNIGHT] + st->bonus_left[TRG_FIG_SCOUT] + st->bonus_left[TRG_FIG_BOAT] > 0)
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected; a city's bonus figures are placed by
       its owner */
    return ts_check_fail ("bonus_left", _("figures wait to be placed, but nobody places them"), error);
  if (st->rk_seat == TRG_NONE && st->rk_left > 0)
    return ts_check_fail ("rk_left", _("figures wait to be placed, but nobody places them"), error);
  if (st->bonus_seat != TRG_NONE &&
      (!is_alive (st, st->bonus_seat) || st->bonus_left[TRG_FIG_KNIGHT] > 0 ||
       st->bonus_left[TRG_FIG_SCOUT] > 0 || st->bonus_left[TRG_FIG_BOAT] == 0))
    return wrong_phase (error);
  if (st->neg.kind != TRG_NONE && (st->neg.index >= st->neg.n_seats || st->neg.buyer != st->active))
    return wrong_phase (error);
  if (st->offer_to != TRG_NONE)
    {
      if (st->offer_to == st->active || !is_alive (st, st->offer_to))
        return wrong_phase (error);
      for (int c = 0; c < TRG_N_COINS; c++)
        if (st->offer_give[c] > st->coins[st->active][c] || st->offer_get[c] > st->coins[st->offer_to][c])
          /* Translators: Rule of Trigon: why a position (a game state read
             from a file or typed in) is rejected; copper, silver and gold
             are the coins */
          return ts_check_fail ("offer_give", _("the offer asks for coins that a player does not have"), error);
    }
  if (st->swap_to != TRG_NONE &&
      (st->swap_to == st->active || !is_alive (st, st->swap_to) || !holds_card (st, st->active, st->swap_card)))
    return wrong_phase (error);
  if (st->spy_target != TRG_NONE && (st->spy_target == st->active || !is_alive (st, st->spy_target)))
    return wrong_phase (error);
  if (st->rk_seat != TRG_NONE && (!is_alive (st, st->rk_seat) || st->rk_left == 0))
    return wrong_phase (error);
  return TRUE;
}

gboolean
trg_position_check_decision (const TrgState  *st,
                             GError         **error)
{
  int expected;

  if (st->phase == TRG_PHASE_OVER)
    {
      if (st->end == TRG_END_NONE || !is_alive (st, st->winner))
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected */
        return ts_check_fail ("end", _("a game that is over needs a winner still in the game and the reason"),
                              error);
      return TRUE;
    }
  if (st->end != TRG_END_NONE || st->winner != TRG_NONE)
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected */
    return ts_check_fail ("winner", _("a game that is not over has no winner yet"), error);
  if (st->n_players - st->n_elim < 2)
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected */
    return ts_check_fail ("eliminated", _("a game goes on only while two players are left"), error);
  if (st->round < 1)
    return ts_check_range ("round", st->round, 1, TRG_MAX_ROUNDS, error);
  if (!is_alive (st, st->current))
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected */
    BAD (_("The seat to move is out of the game"));

  /* The round: collection (nobody active) or the turns in action order. */
  for (int i = 0; i < st->n_order; i++)
    for (int j = 0; j < i; j++)
      if (st->coll_order[i] == st->coll_order[j] || st->act_order[i] == st->act_order[j])
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected */
        return ts_check_fail ("act_order", _("a player has two places in the order"), error);
  if (st->n_order < 2 && st->n_order < st->n_players - st->n_elim)
    return ts_check_range ("n_order", st->n_order, 2, st->n_players, error);
  if (st->coll_step != TRG_COLL_DONE)
    {
      if (st->active != TRG_NONE)
        /* Translators: Rule of Trigon: why a position (a game state read
           from a file or typed in) is rejected; in the collection phase
           every player collects taxes and births before the turns */
        return ts_check_fail ("active", _("nobody has a turn while the players collect"), error);
    }
  else if (!is_alive (st, st->active) || st->turn_index >= st->n_order ||
           st->act_order[st->turn_index] != st->active)
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected */
    return ts_check_fail ("active", _("the player whose turn it is does not match the order"), error);

  /* Each pending decision on its own: it will be asked in its turn. */
  if (!check_pending (st, error))
    return FALSE;

  /* The one the game waits for: the first set, in trg_advance ()'s
   * order. */
  if (st->second_village < st->n_players)
    {
      if (st->phase != TRG_PHASE_SECOND_VILLAGE)
        return wrong_phase (error);
      expected = st->second_village;
    }
  else if (st->bonus_seat != TRG_NONE)
    {
      if (st->phase != TRG_PHASE_CITY_BONUS)
        return wrong_phase (error);
      expected = st->bonus_seat;
    }
  else if (st->battle.active)
    return check_battle_phase (st, error);
  else if (st->neg.kind != TRG_NONE)
    {
      const TrgNegative *neg = &st->neg;

      expected = neg->seats[neg->index];
      if (st->phase == TRG_PHASE_PROTECT ? !neg->asked || neg->started
          : st->phase != TRG_PHASE_NEGATIVE || !neg->asked || !neg->started || neg->units == 0)
        return wrong_phase (error);
    }
  else if (st->offer_to != TRG_NONE)
    {
      if (st->phase != TRG_PHASE_TRADE_ANSWER)
        return wrong_phase (error);
      expected = st->offer_to;
    }
  else if (st->swap_to != TRG_NONE)
    {
      if (st->phase != TRG_PHASE_SWAP_ANSWER)
        return wrong_phase (error);
      expected = st->swap_to;
    }
  else if (st->spy_target != TRG_NONE)
    {
      if (st->phase != TRG_PHASE_SPY_TAKE)
        return wrong_phase (error);
      expected = st->active;
    }
  else if (st->rk_seat != TRG_NONE)
    {
      if (st->phase != TRG_PHASE_REALM_KNIGHTS)
        return wrong_phase (error);
      expected = st->rk_seat;
    }
  else
    {
      if (st->phase != TRG_PHASE_ACTION || st->coll_step != TRG_COLL_DONE)
        return wrong_phase (error);
      expected = st->active;
    }
  if (st->current != expected)
    BAD (_("The seat to move does not match the phase"));
  return TRUE;
}
