/* tri-rules.c — the rules of TRI (spec /shared/rules/tri.md): setup,
 * legality, moves, eliminations, awards, scores, and the events each move
 * emits
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Seats keep their numbers; the first player of the setup is "P1" of the
 * rules: rounds start with it, awards are handed out from it, and "latest
 * in seat order" (R15) is measured from it.
 *
 * Events are emitted only while a match records them
 * (ts_game_is_recording); the search's copies skip even building them.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "tri-private.h"

const guint8 tri_card_totals[TRI_N_CARD_VALUES] = {
  TRI_CARDS_ZERO, TRI_CARDS_TWO, TRI_CARDS_THREE, TRI_CARDS_FOUR,
};

int
tri_card_value (guint index)
{
  static const int values[TRI_N_CARD_VALUES] = { 0, 2, 3, 4 };

  g_return_val_if_fail (index < TRI_N_CARD_VALUES, 0);
  return values[index];
}

int
tri_card_index (int value)
{
  switch (value)
    {
    case 0:
      return 0;
    case 2:
      return 1;
    case 3:
      return 2;
    case 4:
      return 3;
    default:
      return -1;
    }
}

/* ------------------------------------------------------------------ */
/* State helpers                                                       */

guint
tri_state_count_triangles (const TriState *st,
                           int             seat)
{
  if (seat < TS_SEAT_NONE || seat >= TRI_MAX_SEATS)
    return 0;
  return st->n_owned[seat + 1];
}

void
tri_state_recount (TriState *st)
{
  memset (st->n_owned, 0, sizeof st->n_owned);
  for (guint t = 0; t < tri_state_n_triangles (st); t++)
    st->n_owned[st->owner[t] + 1]++;
}

guint
tri_state_count_empty (const TriState *st)
{
  return tri_state_count_triangles (st, TS_SEAT_NONE);
}

guint
tri_state_count_squares (const TriState *st,
                         int             seat)
{
  guint n = 0;

  for (guint q = 0; q < (guint) st->size * st->size; q++)
    n += st->square_owner[q] == seat;
  return n;
}

guint
tri_state_hand_value (const TriState *st,
                      int             seat)
{
  guint v = 0;

  for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
    v += st->hand[seat][i] * tri_card_value (i);
  return v;
}

int
tri_state_square_owner_now (const TriState *st,
                            guint           square)
{
  int o = st->owner[4 * square];

  for (guint d = 1; d < 4; d++)
    if (st->owner[4 * square + d] != o)
      return TS_SEAT_NONE;
  return o;
}

guint
tri_state_attackers (const TriState *st,
                     int             seat,
                     int             target,
                     int             attacking[3])
{
  const gint8 *n = tri_state_neighbours (st, target);
  guint k = 0;

  for (guint i = 0; i < 3; i++)
    if (st->owner[n[i]] == seat)
      attacking[k++] = n[i];
  for (guint i = k; i < 3; i++)
    attacking[i] = TRI_NONE;
  return k;
}

gboolean
tri_state_can_place (const TriState *st,
                     int             triangle)
{
  const gint8 *n;

  if (st->owner[triangle] != TS_SEAT_NONE)
    return FALSE;
  n = tri_state_neighbours (st, triangle);
  return st->owner[n[0]] == TS_SEAT_NONE && st->owner[n[1]] == TS_SEAT_NONE &&
         st->owner[n[2]] == TS_SEAT_NONE;
}

gboolean
tri_state_can_teleport (const TriState *st,
                        guint           square)
{
  return st->phase == TRI_PHASE_ACTION && st->round >= 2 && st->current >= 0 &&
         square < (guint) st->size * st->size &&
         st->square_owner[square] == st->current && !st->teleport_used[square] &&
         st->square_since[square] < st->turn && tri_state_count_empty (st) > 0;
}

static guint
count_alive (const TriState *st)
{
  guint n = 0;

  for (int s = 0; s < st->n_players; s++)
    n += !st->eliminated[s];
  return n;
}

/* The seat at position K of the turn order from P1. */
static inline int
seat_at (const TriState *st,
         int             k)
{
  return (st->first_seat + k) % st->n_players;
}

static gboolean
placement_exists (const TriState *st)
{
  for (guint t = 0; t < tri_state_n_triangles (st); t++)
    if (tri_state_can_place (st, t))
      return TRUE;
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* Events                                                              */

static void
emit (TsGame *game,
      int     kind,
      guint8  flags,
      guint8  visible_to,
      int     seat,
      int     a0,
      int     a1,
      int     a2,
      int     a3,
      int     a4)
{
  TsEvent event = {
    .kind = (guint16) kind,
    .flags = flags,
    .visible_to = visible_to,
    .seat = (gint16) seat,
    .arg = { (gint16) a0, (gint16) a1, (gint16) a2, (gint16) a3, (gint16) a4 },
  };

  ts_game_emit (game, &event);
}

/* A public event with a triangle: placements and expansions. */
static void
emit_triangle (TsGame   *game,
               int       kind,
               int       seat,
               int       triangle)
{
  const TriState *st = tri_state (game);

  emit (game, kind, 0, TS_EVENT_EVERYONE, seat, tri_event_triangle_code (st->size, triangle),
        0, 0, 0, 0);
}

static guint8
only (int seat)
{
  return (guint8) (1u << seat);
}

/* ------------------------------------------------------------------ */
/* Setup                                                               */

void
tri_state_init_empty (TriState *st)
{
  memset (st, 0, sizeof *st);
  /* A blank instance (before setup or load_state) offers and takes no
   * moves: n_players is 0 there. */
  st->phase = TRI_PHASE_OVER;
  st->current = TS_SEAT_NONE;
  memset (st->owner, TS_SEAT_NONE, sizeof st->owner);
  memset (st->square_owner, TS_SEAT_NONE, sizeof st->square_owner);
  st->battle.attacker = TS_SEAT_NONE;
  st->battle.defender = TS_SEAT_NONE;
  st->battle.target = TRI_NONE;
  for (guint i = 0; i < 3; i++)
    st->battle.attacking[i] = TRI_NONE;
  st->battle.attack_card = -1;
  st->battle.defence_card = -1;
  st->battle.voided = TRI_NONE;
}

gboolean
tri_rules_setup (TsGame         *game,
                 const TsSetup  *setup,
                 GError        **error)
{
  TriState *st = tri_state (game);

  if (setup->n_players < 2 || setup->n_players > TRI_MAX_SEATS ||
      setup->first_seat < 0 || (guint) setup->first_seat >= setup->n_players)
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                   /* Translators: the number of players TRI allows; the
                      game name stays untranslated */
                   _("TRI is played by 2 to 4 players"));
      return FALSE;
    }

  tri_state_init_empty (st);
  st->n_players = setup->n_players;
  st->size = tri_board_size (st->n_players);
  st->first_seat = setup->first_seat;
  ts_rng_init (&st->rng, setup->seed);

  /* §4.3: every hand +0, +2, +3, +4; the rest forms the supply. */
  for (guint i = 1; i < TRI_N_CARD_VALUES; i++)
    st->supply[i] = tri_card_totals[i] - st->n_players;
  for (int s = 0; s < st->n_players; s++)
    for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
      st->hand[s][i] = 1;

  st->round = 1;
  st->turn = 0;
  st->phase = TRI_PHASE_ACTION;
  st->current = st->first_seat;
  tri_state_recount (st);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Listing and checking moves                                          */

static inline void
push_move (GArray *moves,
           TsMove  move)
{
  g_array_append_val (moves, move);
}

void
tri_rules_list_moves (TsGame *game,
                      GArray *moves)
{
  TriState *st = tri_state (game);
  guint n = tri_state_n_triangles (st);
  int seat = st->current;

  if (st->n_players == 0 || st->phase == TRI_PHASE_OVER || seat < 0)
    return;

  switch ((TriPhase) st->phase)
    {
    case TRI_PHASE_ACTION:
      if (st->round == 1)
        {
          guint before = moves->len;

          for (guint t = 0; t < n; t++)
            if (tri_state_can_place (st, t))
              push_move (moves, ts_tri_move_place (t));
          /* R4: a seat with nothing to do passes (never on these boards). */
          if (moves->len == before)
            push_move (moves, ts_tri_move_pass ());
          return;
        }
      for (guint t = 0; t < n; t++)
        if (tri_state_can_expand (st, seat, t))
          push_move (moves, ts_tri_move_expand (t));
      for (guint t = 0; t < n; t++)
        if (tri_state_can_attack (st, seat, t))
          push_move (moves, ts_tri_move_attack (t));
      for (guint q = 0; q < (guint) st->size * st->size; q++)
        if (tri_state_can_teleport (st, q))
          for (guint t = 0; t < n; t++)
            if (st->owner[t] == TS_SEAT_NONE)
              push_move (moves, ts_tri_move_teleport (q, t));
      push_move (moves, ts_tri_move_pass ());
      return;

    case TRI_PHASE_ATTACK_CARD:
    case TRI_PHASE_DEFEND_CARD:
      for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
        if (st->hand[seat][i] > 0)
          push_move (moves, ts_tri_move_card (tri_card_value (i)));
      return;

    case TRI_PHASE_VOID:
      for (guint i = 0; i < st->battle.n_dice; i++)
        push_move (moves, ts_tri_move_void (st->battle.attacking[i]));
      return;

    case TRI_PHASE_OVER:
    default:
      return;
    }
}

static gboolean
args_zero_from (const TsMove *move,
                guint         from)
{
  for (guint i = from; i < TS_MOVE_N_ARGS; i++)
    if (move->arg[i] != 0)
      return FALSE;
  return TRUE;
}

gboolean
tri_rules_check (const TriState  *st,
                 const TsMove    *move,
                 GError         **error)
{
  const TriBattle *b = &st->battle;
  guint n = tri_state_n_triangles (st);
  int seat = st->current;
  int t = move->arg[0];

  if (st->n_players == 0 || st->phase == TRI_PHASE_OVER || seat < 0)
    return ts_game_set_illegal_move_error (error, _("The game is over"));

  switch (move->kind)
    {
    case TRI_MOVE_PLACE:
    case TRI_MOVE_EXPAND:
    case TRI_MOVE_ATTACK:
      if (st->phase != TRI_PHASE_ACTION)
        /* Translators: TRI: why a move is refused, shown to the player; a
           battle compares the attacker's and defender's dice plus a card
           each */
        return ts_game_set_illegal_move_error (error, _("Finish the battle first"));
      if (!args_zero_from (move, 1) || t < 0 || (guint) t >= n)
        /* Translators: TRI: why a move is refused, shown to the player; the
           board is made of triangles that players occupy */
        return ts_game_set_illegal_move_error (error, _("There is no such triangle"));
      if (move->kind == TRI_MOVE_PLACE)
        {
          if (st->round != 1)
            return ts_game_set_illegal_move_error (error,
                                                   /* Translators: TRI: why a move is refused,
                                                      shown to the player; checkers are the
                                                      pieces that mark a player's triangles */
                                                   _("Checkers are placed freely only in round 1"));
          if (!tri_state_can_place (st, t))
            return ts_game_set_illegal_move_error (error,
                                                   /* Translators: TRI: why a move is refused,
                                                      shown to the player; the board is made
                                                      of triangles that players occupy;
                                                      checkers are the pieces that mark a
                                                      player's triangles */
                                                   _("In round 1 a checker must go on an empty triangle "
                                                     "that touches no occupied triangle"));
          return TRUE;
        }
      if (st->round == 1)
        return ts_game_set_illegal_move_error (error,
                                               /* Translators: TRI: why a move is refused,
                                                  shown to the player; checkers are the
                                                  pieces that mark a player's triangles */
                                               _("Round 1 is for placing the first checker"));
      if (move->kind == TRI_MOVE_EXPAND)
        {
          if (!tri_state_can_expand (st, seat, t))
            return ts_game_set_illegal_move_error (error,
                                                   /* Translators: TRI: why a move is refused,
                                                      shown to the player; the board is made
                                                      of triangles that players occupy; when a
                                                      defender holds, one of the attacking
                                                      triangles is made empty (voided) */
                                                   _("You can expand only into an empty triangle next to yours"));
          return TRUE;
        }
      if (!tri_state_can_attack (st, seat, t))
        return ts_game_set_illegal_move_error (error,
                                               /* Translators: TRI: why a move is refused,
                                                  shown to the player; the board is made
                                                  of triangles that players occupy; a
                                                  square is a group of triangles that can
                                                  be conquered */
                                               _("You can attack only an opponent’s triangle next to yours "
                                                 "that is not part of a conquered square"));
      return TRUE;

    case TRI_MOVE_TELEPORT:
      {
        int q = move->arg[0], target = move->arg[1];

        if (st->phase != TRI_PHASE_ACTION)
          return ts_game_set_illegal_move_error (error, _("Finish the battle first"));
        if (!args_zero_from (move, 2) || q < 0 || q >= st->size * st->size ||
            target < 0 || (guint) target >= n)
          /* Translators: TRI: why a move is refused, shown to the player;
             the board is made of triangles that players occupy; a square is
             a group of triangles that can be conquered */
          return ts_game_set_illegal_move_error (error, _("There is no such square or triangle"));
        if (!tri_state_can_teleport (st, q))
          return ts_game_set_illegal_move_error (error,
                                                 /* Translators: TRI: why a move is refused,
                                                    shown to the player; a teleport is a
                                                    special move from a square of the board
                                                    to an empty triangle; a square is a
                                                    group of triangles that can be conquered */
                                                 _("You cannot teleport from that square now"));
        if (st->owner[target] != TS_SEAT_NONE)
          /* Translators: TRI: why a move is refused, shown to the player;
             the board is made of triangles that players occupy; a teleport
             is a special move from a square of the board to an empty
             triangle */
          return ts_game_set_illegal_move_error (error, _("A teleport needs an empty triangle"));
        return TRUE;
      }

    case TRI_MOVE_PASS:
      if (st->phase != TRI_PHASE_ACTION)
        return ts_game_set_illegal_move_error (error, _("Finish the battle first"));
      if (!args_zero_from (move, 0))
        return ts_game_set_illegal_move_error (error, _("That move is not possible"));
      if (st->round == 1 && placement_exists (st))
        return ts_game_set_illegal_move_error (error,
                                               _("Round 1 is for placing the first checker"));
      return TRUE;

    case TRI_MOVE_CARD:
      {
        int index = tri_card_index (move->arg[0]);

        if (st->phase != TRI_PHASE_ATTACK_CARD && st->phase != TRI_PHASE_DEFEND_CARD)
          /* Translators: TRI: why a move is refused, shown to the player;
             each player holds secret cards (+0, +2, …) that add to the dice
             in a battle */
          return ts_game_set_illegal_move_error (error, _("No card is asked for now"));
        if (!args_zero_from (move, 1) || index < 0)
          /* Translators: TRI: why a move is refused, shown to the player;
             each player holds secret cards (+0, +2, …) that add to the dice
             in a battle */
          return ts_game_set_illegal_move_error (error, _("There is no such card"));
        if (st->hand[seat][index] == 0)
          /* Translators: TRI: why a move is refused, shown to the player;
             each player holds secret cards (+0, +2, …) that add to the dice
             in a battle */
          return ts_game_set_illegal_move_error (error, _("That card is not in your hand"));
        return TRUE;
      }

    case TRI_MOVE_VOID:
      {
        gboolean ok = FALSE;

        if (st->phase != TRI_PHASE_VOID)
          /* Translators: TRI: why a move is refused, shown to the player;
             the board is made of triangles that players occupy; when a
             defender holds, one of the attacking triangles is made empty
             (voided) */
          return ts_game_set_illegal_move_error (error, _("No triangle is to be voided now"));
        if (args_zero_from (move, 1))
          for (guint i = 0; i < b->n_dice; i++)
            ok |= b->attacking[i] == t;
        if (!ok)
          return ts_game_set_illegal_move_error (error,
                                                 /* Translators: TRI: why a move is refused,
                                                    shown to the player; the board is made
                                                    of triangles that players occupy; a
                                                    battle compares the attacker's and
                                                    defender's dice plus a card each */
                                                 _("Only one of the attacking triangles can be voided"));
        return TRUE;
      }

    default:
      return ts_game_set_illegal_move_error (error, _("That move is not possible"));
    }
}

gboolean
tri_rules_is_legal (TsGame       *game,
                    const TsMove *move)
{
  return tri_rules_check (tri_state (game), move, NULL);
}

/* ------------------------------------------------------------------ */
/* Dice, awards, eliminations, the end of a turn                       */

/* A die from the forced queue, else from the game's generator. */
static guint8
roll_die (TriState *st)
{
  guint8 v;

  if (st->n_forced > 0)
    {
      v = st->forced[0];
      memmove (st->forced, st->forced + 1, st->n_forced - 1);
      st->forced[--st->n_forced] = 0;
      return v;
    }
  return (guint8) (1 + ts_rng_uniform (&st->rng, 6));
}

/* Recomputes square_owner; a square whose conquest begins now gets the
 * current turn as its start (R14). */
static void
update_squares (TsGame   *game,
                TriState *st)
{
  for (guint q = 0; q < (guint) st->size * st->size; q++)
    {
      int o = tri_state_square_owner_now (st, q);

      if (o != st->square_owner[q])
        {
          st->square_owner[q] = (gint8) o;
          st->square_since[q] = o == TS_SEAT_NONE ? 0 : st->turn;
          if (o != TS_SEAT_NONE && ts_game_is_recording (game))
            emit (game, TRI_EVENT_SQUARE, 0, TS_EVENT_EVERYONE, o,
                  tri_event_square_code (st->size, q), 0, 0, 0, 0);
        }
    }
}

/* R19: seat by seat from P1, each taking its whole award; an empty pile
 * gives nothing, and the seat hears of it. */
static void
give_award (TsGame      *game,
            TriState    *st,
            const guint *indices,
            guint        n_indices)
{
  for (int k = 0; k < st->n_players; k++)
    {
      int seat = seat_at (st, k);
      guint missing[TRI_N_CARD_VALUES] = { 0, };

      if (st->eliminated[seat])
        continue;
      for (guint i = 0; i < n_indices; i++)
        {
          guint index = indices[i];

          if (st->supply[index] > 0)
            {
              st->supply[index]--;
              st->hand[seat][index]++;
            }
          else
            missing[index]++;
        }
      if (ts_game_is_recording (game))
        for (guint i = 1; i < TRI_N_CARD_VALUES; i++)
          if (missing[i] > 0)
            emit (game, TRI_EVENT_SHORTAGE, 0, TS_EVENT_EVERYONE, seat, tri_card_value (i),
                  missing[i], 0, 0, 0);
    }
}

/* R15/R16: removes SEAT, returns its cards, then R17's awards.  CAUSE is
 * 0 for the weakest on a full board, 1 for a seat without triangles. */
static void
eliminate (TsGame   *game,
           TriState *st,
           int       seat,
           int       cause)
{
  static const guint first_award[] = { 1, 2 };     /* +2, +3 */
  static const guint second_award[] = { 1, 1, 3 }; /* +2, +2, +4 */
  guint n = tri_state_n_triangles (st);

  for (guint t = 0; t < n; t++)
    if (st->owner[t] == seat)
      tri_state_set_owner (st, t, TS_SEAT_NONE);
  /* §8 #27: cards back to the supply, the +0 leaves the game. */
  for (guint i = 1; i < TRI_N_CARD_VALUES; i++)
    st->supply[i] += st->hand[seat][i];
  memset (st->hand[seat], 0, sizeof st->hand[seat]);

  st->eliminated[seat] = TRUE;
  st->defeated[st->n_defeated++] = (gint8) seat;
  update_squares (game, st);

  /* An award hands out cards: like a draw, it is final. */
  if (ts_game_is_recording (game))
    emit (game, TRI_EVENT_ELIMINATED, st->n_defeated <= 2 ? TS_EVENT_REVEALS : 0,
          TS_EVENT_EVERYONE, seat, st->n_defeated, cause, 0, 0, 0);

  if (st->n_defeated == 1)
    give_award (game, st, first_award, G_N_ELEMENTS (first_award));
  else if (st->n_defeated == 2)
    give_award (game, st, second_award, G_N_ELEMENTS (second_award));
}

/* R15: fewest triangles, then fewer squares, then the lower hand value,
 * then the latest in seat order from P1. */
static int
weakest_seat (const TriState *st)
{
  int weakest = TS_SEAT_NONE;
  guint wt = 0, ws = 0, wv = 0;

  for (int k = 0; k < st->n_players; k++)
    {
      int seat = seat_at (st, k);
      guint t, s, v;

      if (st->eliminated[seat])
        continue;
      t = tri_state_count_triangles (st, seat);
      s = tri_state_count_squares (st, seat);
      v = tri_state_hand_value (st, seat);
      /* Later seats win ties, hence <=. */
      if (weakest == TS_SEAT_NONE || t < wt || (t == wt && (s < ws || (s == ws && v <= wv))))
        {
          weakest = seat;
          wt = t;
          ws = s;
          wv = v;
        }
    }
  return weakest;
}

/* Position of SEAT among the defeated, or -1. */
static int
defeat_index (const TriState *st,
              int             seat)
{
  for (int i = 0; i < st->n_defeated; i++)
    if (st->defeated[i] == seat)
      return i;
  return -1;
}

/* R21: of the seats in the game, more triangles, then more squares; the
 * eliminated below, the later-eliminated above the earlier. */
static void
state_ranks (const TriState *st,
             int            *ranks)
{
  for (int i = 0; i < st->n_players; i++)
    {
      int di = defeat_index (st, i);
      guint ti = tri_state_count_triangles (st, i), si = tri_state_count_squares (st, i);

      ranks[i] = 0;
      for (int j = 0; j < st->n_players; j++)
        {
          int dj = defeat_index (st, j);
          gboolean better;

          if (j == i)
            continue;
          if (di < 0 && dj < 0)
            {
              guint tj = tri_state_count_triangles (st, j);
              guint sj = tri_state_count_squares (st, j);

              better = tj > ti || (tj == ti && sj > si);
            }
          else if (di >= 0 && dj >= 0)
            better = dj > di;
          else
            better = dj < 0;
          ranks[i] += better;
        }
    }
}

static void
game_over (TsGame       *game,
           TriState     *st,
           TriEndReason  reason)
{
  st->phase = TRI_PHASE_OVER;
  st->current = TS_SEAT_NONE;

  if (ts_game_is_recording (game))
    {
      int ranks[TRI_MAX_SEATS], winner = TS_SEAT_NONE;
      guint n_first = 0;

      state_ranks (st, ranks);
      for (int s = 0; s < st->n_players; s++)
        if (ranks[s] == 0)
          {
            winner = s;
            n_first++;
          }
      if (n_first != 1)
        winner = TS_SEAT_NONE;
      emit (game, TRI_EVENT_GAME_OVER, 0, TS_EVENT_EVERYONE, winner, reason,
            winner == TS_SEAT_NONE ? 0 : (int) tri_state_count_triangles (st, winner), 0, 0, 0);
    }
}

/* R18: at the start of rounds 3, 6, 9, … */
static void
periodic_award (TsGame   *game,
                TriState *st)
{
  guint8 die = roll_die (st);
  guint index = die <= 3 ? 1 : die <= 5 ? 2 : 3;

  /* A die rolled: nothing before it can be taken back. */
  if (ts_game_is_recording (game))
    emit (game, TRI_EVENT_AWARD_ROLL, TS_EVENT_REVEALS, TS_EVENT_EVERYONE,
          st->eliminated[st->first_seat] ? TS_SEAT_NONE : st->first_seat,
          st->round, die, tri_card_value (index), 0, 0);
  give_award (game, st, &index, 1);
}

/* The action of MOVER's turn is complete: eliminations (R15, R16), the
 * end (R20), then the next seat (R1, R2) and any periodic award (R18). */
static void
end_turn (TsGame   *game,
          TriState *st,
          int       mover)
{
  int k, next = TS_SEAT_NONE;

  update_squares (game, st);

  if (st->round >= 2)
    for (k = 0; k < st->n_players; k++)
      {
        int seat = seat_at (st, k);

        if (!st->eliminated[seat] && tri_state_count_triangles (st, seat) == 0)
          eliminate (game, st, seat, 1);
      }

  if (count_alive (st) >= 3 && tri_state_count_empty (st) == 0)
    eliminate (game, st, weakest_seat (st), 0);

  if (count_alive (st) <= 1 || (count_alive (st) == 2 && tri_state_count_empty (st) == 0))
    {
      game_over (game, st, count_alive (st) <= 1 ? TRI_END_LAST_SEAT : TRI_END_BOARD_FULL);
      return;
    }

  for (k = 1; k <= st->n_players; k++)
    {
      int seat = (mover + k) % st->n_players;

      if (!st->eliminated[seat])
        {
          next = seat;
          break;
        }
    }
  g_assert (next != TS_SEAT_NONE);

  st->phase = TRI_PHASE_ACTION;
  st->current = (gint8) next;
  st->turn++;

  /* R2: coming back round to P1 (or the first seat after it in the game)
   * starts a new round. */
  if (tri_state_order (st, next) <= tri_state_order (st, mover))
    {
      if (st->round >= TRI_MAX_ROUNDS)
        {
          game_over (game, st, TRI_END_ROUND_LIMIT);
          return;
        }
      st->round++;
      if (st->round % TRI_AWARD_EVERY == 0)
        periodic_award (game, st);
    }
}

/* ------------------------------------------------------------------ */
/* Applying moves                                                      */

/* R9, R12: the reveal, its result, the played cards back. */
static void
reveal (TsGame   *game,
        TriState *st)
{
  TriBattle *b = &st->battle;
  int best = 0, ai, di;

  for (guint i = 0; i < b->n_dice; i++)
    best = MAX (best, b->attack_dice[i]);
  b->revealed = TRUE;
  b->attacker_won = best + b->attack_card > b->defence_die + b->defence_card;

  /* R12: the +0 stays in the hand. */
  ai = tri_card_index (b->attack_card);
  di = tri_card_index (b->defence_card);
  if (ai > 0)
    {
      st->hand[b->attacker][ai]--;
      st->supply[ai]++;
    }
  if (di > 0)
    {
      st->hand[b->defender][di]--;
      st->supply[di]++;
    }

  /* Both sides' secrets are shown: the card choices are final. */
  if (ts_game_is_recording (game))
    {
      const gint8 *n = tri_state_neighbours (st, b->target);
      int mask = 0;

      for (guint i = 0; i < 3; i++)
        for (guint k = 0; k < b->n_dice; k++)
          if (b->attacking[k] == n[i])
            mask |= 1 << i;
      emit (game, TRI_EVENT_BATTLE, TS_EVENT_REVEALS, TS_EVENT_EVERYONE, b->attacker,
            tri_event_triangle_code (st->size, b->target), b->defender,
            TRI_BATTLE_DICE (b->attack_dice[0], b->attack_dice[1], b->attack_dice[2],
                             b->defence_die),
            TRI_BATTLE_CARDS (b->attack_card, b->defence_card, b->attacker_won ? 1 : 0),
            mask);
    }
}

/* R11: the attacking triangle VOIDED goes empty; CHOOSER is the defender
 * who chose it, or TS_SEAT_NONE when there was no choice. */
static void
void_triangle (TsGame   *game,
               TriState *st,
               int       voided,
               int       chooser)
{
  TriBattle *b = &st->battle;

  b->voided = voided;
  tri_state_set_owner (st, voided, TS_SEAT_NONE);
  if (ts_game_is_recording (game))
    emit (game, TRI_EVENT_VOID, 0, TS_EVENT_EVERYONE, b->attacker,
          tri_event_triangle_code (st->size, voided), chooser, 0, 0, 0);
}

static void
start_battle (TsGame   *game,
              TriState *st,
              int       target)
{
  TriBattle *b = &st->battle;
  int seat = st->current;

  memset (b, 0, sizeof *b);
  b->attacker = seat;
  b->defender = st->owner[target];
  b->target = target;
  b->n_dice = tri_state_attackers (st, seat, target, b->attacking);
  for (guint i = 0; i < b->n_dice; i++)
    b->attack_dice[i] = roll_die (st);
  b->attack_card = -1;
  b->defence_card = -1;
  b->voided = TRI_NONE;
  st->phase = TRI_PHASE_ATTACK_CARD;

  if (ts_game_is_recording (game))
    {
      int code[3];

      for (guint i = 0; i < 3; i++)
        code[i] = b->attacking[i] == TRI_NONE ? -1 : tri_event_triangle_code (st->size, b->attacking[i]);
      emit (game, TRI_EVENT_ATTACK, 0, TS_EVENT_EVERYONE, seat,
            tri_event_triangle_code (st->size, target), b->defender, code[0], code[1], code[2]);
      /* The attacker has seen its dice: it cannot take the attack back. */
      emit (game, TRI_EVENT_ATTACK_ROLL, TS_EVENT_REVEALS, only (seat), seat,
            b->attack_dice[0], b->attack_dice[1], b->attack_dice[2], 0, 0);
    }
}

/* The card move of the attacker, then of the defender (R8–R12). */
static void
play_card (TsGame   *game,
           TriState *st,
           int       value)
{
  TriBattle *b = &st->battle;

  if (st->phase == TRI_PHASE_ATTACK_CARD)
    {
      b->attack_card = value;
      /* R8: the defender rolls now, then chooses. */
      b->defence_die = roll_die (st);
      st->phase = TRI_PHASE_DEFEND_CARD;
      st->current = (gint8) b->defender;
      if (ts_game_is_recording (game))
        {
          emit (game, TRI_EVENT_CARD_CHOSEN, 0, TS_EVENT_EVERYONE, b->attacker, 0, 0, 0, 0, 0);
          emit (game, TRI_EVENT_CARD_SECRET, 0, only (b->attacker), b->attacker, value,
                0, 0, 0, 0);
          emit (game, TRI_EVENT_DEFENCE_ROLL, TS_EVENT_REVEALS, only (b->defender), b->defender,
                b->defence_die, 0, 0, 0, 0);
        }
      return;
    }

  b->defence_card = value;
  reveal (game, st);
  if (b->attacker_won)
    {
      tri_state_set_owner (st, b->target, b->attacker);
      end_turn (game, st, b->attacker);
    }
  else if (b->n_dice == 1)
    {
      /* R11: one attacking triangle, no choice. */
      void_triangle (game, st, b->attacking[0], TS_SEAT_NONE);
      end_turn (game, st, b->attacker);
    }
  else
    st->phase = TRI_PHASE_VOID;
}

gboolean
tri_rules_apply_move (TsGame        *game,
                      const TsMove  *move,
                      GError       **error)
{
  TriState *st = tri_state (game);
  int seat = st->current;
  int t = move->arg[0];

  if (!tri_rules_check (st, move, error))
    return FALSE;

  switch (move->kind)
    {
    case TRI_MOVE_PLACE:
    case TRI_MOVE_EXPAND:
      tri_state_set_owner (st, t, seat);
      if (ts_game_is_recording (game))
        emit_triangle (game, move->kind == TRI_MOVE_PLACE ? TRI_EVENT_PLACE : TRI_EVENT_EXPAND,
                       seat, t);
      end_turn (game, st, seat);
      return TRUE;

    case TRI_MOVE_ATTACK:
      start_battle (game, st, t);
      return TRUE;

    case TRI_MOVE_TELEPORT:
      tri_state_set_owner (st, move->arg[1], seat);
      st->teleport_used[move->arg[0]] = TRUE;
      if (ts_game_is_recording (game))
        emit (game, TRI_EVENT_TELEPORT, 0, TS_EVENT_EVERYONE, seat,
              tri_event_square_code (st->size, move->arg[0]),
              tri_event_triangle_code (st->size, move->arg[1]), 0, 0, 0);
      end_turn (game, st, seat);
      return TRUE;

    case TRI_MOVE_PASS:
      if (ts_game_is_recording (game))
        emit (game, TRI_EVENT_PASS, 0, TS_EVENT_EVERYONE, seat, 0, 0, 0, 0, 0);
      end_turn (game, st, seat);
      return TRUE;

    case TRI_MOVE_CARD:
      play_card (game, st, move->arg[0]);
      return TRUE;

    case TRI_MOVE_VOID:
      void_triangle (game, st, t, seat);
      end_turn (game, st, st->battle.attacker);
      return TRUE;

    default:
      /* tri_rules_check knows every kind. */
      g_assert_not_reached ();
      return FALSE;
    }
}

/* ------------------------------------------------------------------ */
/* Score                                                               */

int
tri_rules_get_score (TsGame *game,
                     int     seat)
{
  TriState *st = tri_state (game);

  g_return_val_if_fail (seat >= 0 && seat < st->n_players, 0);
  return tri_state_count_triangles (st, seat);
}

void
tri_rules_get_ranks (TsGame *game,
                     int    *ranks)
{
  state_ranks (tri_state (game), ranks);
}

char *
tri_rules_describe_score (TsGame *game,
                          int     seat)
{
  TriState *st = tri_state (game);
  guint t, s;
  g_autofree char *triangles = NULL;
  g_autofree char *squares = NULL;

  g_return_val_if_fail (seat >= 0 && seat < st->n_players, NULL);
  if (st->eliminated[seat])
    /* Translators: the score of a TRI player who is out of the game */
    return g_strdup (_("eliminated"));
  t = tri_state_count_triangles (st, seat);
  s = tri_state_count_squares (st, seat);
  /* Translators: a TRI score, the triangles a player owns */
  triangles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u triangle", "%u triangles", t), t);
  /* No conquered square: the triangles alone ("33 triangles"). */
  if (s == 0)
    return g_steal_pointer (&triangles);
  /* Translators: a TRI score, the squares a player has conquered (all four
     triangles of a square) */
  squares = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u square", "%u squares", s), s);
  /* Translators: a TRI score: "33 triangles, 2 squares" */
  return g_strdup_printf (_("%s, %s"), triangles, squares);
}
