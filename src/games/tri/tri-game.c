/* tri-game.c — the rules of TRI (spec /shared/rules/tri.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Seats keep their numbers; the first player of the setup is "P1" of the
 * rules: rounds start with it, awards are handed out from it, and "latest
 * in seat order" (R15) is measured from it.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "ts-text.h"
#include "tri-game.h"
#include "tri-private.h"

G_DEFINE_FINAL_TYPE (TsTriGame, ts_tri_game, TS_TYPE_GAME)


static const guint8 card_totals[TRI_N_CARD_VALUES] = {
  TRI_CARDS_ZERO, TRI_CARDS_TWO, TRI_CARDS_THREE, TRI_CARDS_FOUR,
};

static const char dir_letters[] = "NESW";

/* ------------------------------------------------------------------ */
/* Geometry (spec §3)                                                  */

guint
tri_board_size (guint n_players)
{
  return n_players <= 2 ? 4 : 5;
}

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

static inline int
wrap (int v,
      int size)
{
  v %= size;
  return v < 0 ? v + size : v;
}

int
tri_triangle (guint  size,
              int    x,
              int    y,
              TriDir dir)
{
  g_return_val_if_fail (size > 0, 0);
  return 4 * (wrap (y, size) * (int) size + wrap (x, size)) + (int) dir;
}

void
tri_triangle_coords (guint   size,
                     int     triangle,
                     int    *x,
                     int    *y,
                     TriDir *dir)
{
  int square = triangle / 4;

  if (x)
    *x = square % (int) size;
  if (y)
    *y = square / (int) size;
  if (dir)
    *dir = (TriDir) (triangle % 4);
}

void
tri_neighbours (guint size,
                int   triangle,
                int   neighbours[3])
{
  int x, y;
  TriDir d;

  tri_triangle_coords (size, triangle, &x, &y, &d);
  switch (d)
    {
    case TRI_DIR_N:
      neighbours[0] = tri_triangle (size, x, y, TRI_DIR_E);
      neighbours[1] = tri_triangle (size, x, y, TRI_DIR_W);
      neighbours[2] = tri_triangle (size, x, y - 1, TRI_DIR_S);
      break;
    case TRI_DIR_E:
      neighbours[0] = tri_triangle (size, x, y, TRI_DIR_N);
      neighbours[1] = tri_triangle (size, x, y, TRI_DIR_S);
      neighbours[2] = tri_triangle (size, x + 1, y, TRI_DIR_W);
      break;
    case TRI_DIR_S:
      neighbours[0] = tri_triangle (size, x, y, TRI_DIR_E);
      neighbours[1] = tri_triangle (size, x, y, TRI_DIR_W);
      neighbours[2] = tri_triangle (size, x, y + 1, TRI_DIR_N);
      break;
    case TRI_DIR_W:
    default:
      neighbours[0] = tri_triangle (size, x, y, TRI_DIR_N);
      neighbours[1] = tri_triangle (size, x, y, TRI_DIR_S);
      neighbours[2] = tri_triangle (size, x - 1, y, TRI_DIR_E);
      break;
    }
}

gboolean
tri_adjacent (guint size,
              int   a,
              int   b)
{
  int n[3];

  tri_neighbours (size, a, n);
  return n[0] == b || n[1] == b || n[2] == b;
}

char *
tri_triangle_to_string (guint size,
                        int   triangle)
{
  int x, y;
  TriDir d;

  tri_triangle_coords (size, triangle, &x, &y, &d);
  return g_strdup_printf ("%d,%d,%c", x, y, dir_letters[d]);
}

/* "x,y" with 0 ≤ x, y < size; END receives the rest of TEXT. */
static gboolean
parse_xy (guint        size,
          const char  *text,
          int         *x,
          int         *y,
          const char **end)
{
  const char *p = text;
  int v[2];

  for (guint i = 0; i < 2; i++)
    {
      int n = 0, digits = 0;

      while (*p >= '0' && *p <= '9' && digits < 3)
        {
          n = n * 10 + (*p - '0');
          p++;
          digits++;
        }
      if (digits == 0 || (*p >= '0' && *p <= '9') || n >= (int) size)
        return FALSE;
      v[i] = n;
      if (i == 0)
        {
          if (*p != ',')
            return FALSE;
          p++;
        }
    }
  *x = v[0];
  *y = v[1];
  *end = p;
  return TRUE;
}

gboolean
tri_triangle_parse (guint        size,
                    const char  *text,
                    int         *triangle)
{
  const char *rest, *letter;
  int x, y;

  if (text == NULL || size == 0 || !parse_xy (size, text, &x, &y, &rest))
    return FALSE;
  if (rest[0] != ',' || rest[1] == '\0' || rest[2] != '\0')
    return FALSE;
  letter = strchr (dir_letters, rest[1]);
  if (letter == NULL)
    return FALSE;
  *triangle = tri_triangle (size, x, y, (TriDir) (letter - dir_letters));
  return TRUE;
}

static gboolean
square_parse (guint       size,
              const char *text,
              int        *square)
{
  const char *rest;
  int x, y;

  if (!parse_xy (size, text, &x, &y, &rest) || *rest != '\0')
    return FALSE;
  *square = y * (int) size + x;
  return TRUE;
}

static char *
square_to_string (guint size,
                  int   square)
{
  return g_strdup_printf ("%d,%d", square % (int) size, square / (int) size);
}

/* ------------------------------------------------------------------ */
/* State helpers                                                       */

gint8 tri_neighbour_table[2][TRI_MAX_TRIANGLES][3];

guint
tri_state_count_triangles (const TriState *st,
                           int             seat)
{
  if (seat < TS_SEAT_NONE || seat >= TRI_MAX_SEATS)
    return 0;
  return st->n_owned[seat + 1];
}

/* Recomputes n_owned from the board. */
static void
recount (TriState *st)
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

static int
square_owner_now (const TriState *st,
                  guint           square)
{
  int o = st->owner[4 * square];

  for (guint d = 1; d < 4; d++)
    if (st->owner[4 * square + d] != o)
      return TS_SEAT_NONE;
  return o;
}

/* Recomputes square_owner; a square whose conquest begins now gets the
 * current turn as its start (R14). */
static void
update_squares (TriState *st)
{
  for (guint q = 0; q < (guint) st->size * st->size; q++)
    {
      int o = square_owner_now (st, q);

      if (o != st->square_owner[q])
        {
          st->square_owner[q] = (gint8) o;
          st->square_since[q] = o == TS_SEAT_NONE ? 0 : st->turn;
        }
    }
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
/* Setup                                                               */

static void
state_init_empty (TriState *st)
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
  st->last_turn.seat = TS_SEAT_NONE;
}

static gboolean
ts_tri_game_setup (TsGame         *game,
                   const TsSetup  *setup,
                   GError        **error)
{
  TriState *st = tri_state (game);

  if (setup->n_players < 2 || setup->n_players > TRI_MAX_SEATS ||
      setup->first_seat < 0 || (guint) setup->first_seat >= setup->n_players)
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                   _("TRI is played by 2 to 4 players"));
      return FALSE;
    }

  state_init_empty (st);
  st->n_players = setup->n_players;
  st->size = tri_board_size (st->n_players);
  st->first_seat = setup->first_seat;
  ts_rng_init (&st->rng, setup->seed);

  /* §4.3: every hand +0, +2, +3, +4; the rest forms the supply. */
  for (guint i = 1; i < TRI_N_CARD_VALUES; i++)
    st->supply[i] = card_totals[i] - st->n_players;
  for (int s = 0; s < st->n_players; s++)
    for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
      st->hand[s][i] = 1;

  st->round = 1;
  st->turn = 0;
  st->phase = TRI_PHASE_ACTION;
  st->current = st->first_seat;
  recount (st);
  return TRUE;
}

static void
ts_tri_game_copy_state (TsGame *dest,
                        TsGame *src)
{
  memcpy (tri_state (dest), tri_state (src), sizeof (TriState));
}

static guint
ts_tri_game_get_n_players_impl (TsGame *game)
{
  return tri_state (game)->n_players;
}

static int
ts_tri_game_get_current_seat_impl (TsGame *game)
{
  return tri_state (game)->current;
}

static gboolean
ts_tri_game_is_over_impl (TsGame *game)
{
  return tri_state (game)->phase == TRI_PHASE_OVER;
}

/* ------------------------------------------------------------------ */
/* Moves                                                               */

static inline void
push_move (GArray *moves,
           int     kind,
           int     a0,
           int     a1)
{
  TsMove m;

  ts_move_clear (&m);
  m.kind = (gint16) kind;
  m.arg[0] = (gint16) a0;
  m.arg[1] = (gint16) a1;
  g_array_append_val (moves, m);
}

static void
ts_tri_game_list_moves (TsGame *game,
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
              push_move (moves, TRI_MOVE_PLACE, t, 0);
          /* R4: a seat with nothing to do passes (never on these boards). */
          if (moves->len == before)
            push_move (moves, TRI_MOVE_PASS, 0, 0);
          return;
        }
      for (guint t = 0; t < n; t++)
        if (tri_state_can_expand (st, seat, t))
          push_move (moves, TRI_MOVE_EXPAND, t, 0);
      for (guint t = 0; t < n; t++)
        if (tri_state_can_attack (st, seat, t))
          push_move (moves, TRI_MOVE_ATTACK, t, 0);
      for (guint q = 0; q < (guint) st->size * st->size; q++)
        if (tri_state_can_teleport (st, q))
          for (guint t = 0; t < n; t++)
            if (st->owner[t] == TS_SEAT_NONE)
              push_move (moves, TRI_MOVE_TELEPORT, q, t);
      push_move (moves, TRI_MOVE_PASS, 0, 0);
      return;

    case TRI_PHASE_ATTACK_CARD:
    case TRI_PHASE_DEFEND_CARD:
      for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
        if (st->hand[seat][i] > 0)
          push_move (moves, TRI_MOVE_CARD, tri_card_value (i), 0);
      return;

    case TRI_PHASE_VOID:
      for (guint i = 0; i < st->battle.n_dice; i++)
        push_move (moves, TRI_MOVE_VOID, st->battle.attacking[i], 0);
      return;

    case TRI_PHASE_OVER:
    default:
      return;
    }
}

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

static inline void
give_card (TriState *st,
           int       seat,
           guint     index)
{
  /* R19: an empty pile gives nothing. */
  if (st->supply[index] > 0)
    {
      st->supply[index]--;
      st->hand[seat][index]++;
    }
}

/* R19: seat by seat from P1, each taking its whole award. */
static void
give_award (TriState    *st,
            const guint *indices,
            guint        n_indices)
{
  for (int k = 0; k < st->n_players; k++)
    {
      int seat = seat_at (st, k);

      if (st->eliminated[seat])
        continue;
      for (guint i = 0; i < n_indices; i++)
        give_card (st, seat, indices[i]);
    }
}

/* R15/R16: removes SEAT, returns its cards, then R17's awards. */
static void
eliminate (TriState *st,
           int       seat)
{
  static const guint first_award[] = { 1, 2 };     /* +2, +3 */
  static const guint second_award[] = { 1, 1, 3 }; /* +2, +2, +4 */
  TriLastTurn *lt = &st->last_turn;
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
  if (lt->n_eliminated < TS_MAX_SEATS)
    lt->eliminated[lt->n_eliminated++] = seat;
  update_squares (st);

  if (st->n_defeated == 1)
    give_award (st, first_award, G_N_ELEMENTS (first_award));
  else if (st->n_defeated == 2)
    give_award (st, second_award, G_N_ELEMENTS (second_award));
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

static void
game_over (TriState *st)
{
  st->phase = TRI_PHASE_OVER;
  st->current = TS_SEAT_NONE;
}

/* R18: at the start of rounds 3, 6, 9, … */
static void
periodic_award (TriState *st)
{
  TriLastTurn *lt = &st->last_turn;
  guint8 die = roll_die (st);
  guint index = die <= 3 ? 1 : die <= 5 ? 2 : 3;

  lt->award_round = st->round;
  lt->award_die = die;
  lt->award_value = tri_card_value (index);
  give_award (st, &index, 1);
}

/* The action of MOVER's turn is complete: eliminations (R15, R16), the
 * end (R20), then the next seat (R1, R2) and any periodic award (R18). */
static void
end_turn (TriState *st,
          int       mover)
{
  int k, next = TS_SEAT_NONE;

  update_squares (st);

  if (st->round >= 2)
    for (k = 0; k < st->n_players; k++)
      {
        int seat = seat_at (st, k);

        if (!st->eliminated[seat] && tri_state_count_triangles (st, seat) == 0)
          eliminate (st, seat);
      }

  if (count_alive (st) >= 3 && tri_state_count_empty (st) == 0)
    eliminate (st, weakest_seat (st));

  if (count_alive (st) <= 1 || (count_alive (st) == 2 && tri_state_count_empty (st) == 0))
    {
      game_over (st);
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
          game_over (st);
          return;
        }
      st->round++;
      if (st->round % TRI_AWARD_EVERY == 0)
        periodic_award (st);
    }
}

static void
record_move (TriState     *st,
             const TsMove *move)
{
  memset (&st->last_turn, 0, sizeof st->last_turn);
  st->last_turn.seat = st->current;
  st->last_turn.move = *move;
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

static void
reveal (TriState *st)
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
}

static gboolean
ts_tri_game_apply_move (TsGame        *game,
                        const TsMove  *move,
                        GError       **error)
{
  TriState *st = tri_state (game);
  TriBattle *b = &st->battle;
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
        return ts_game_set_illegal_move_error (error, _("Finish the battle first"));
      if (!args_zero_from (move, 1) || t < 0 || (guint) t >= n)
        return ts_game_set_illegal_move_error (error, _("There is no such triangle"));
      if (move->kind == TRI_MOVE_PLACE)
        {
          if (st->round != 1)
            return ts_game_set_illegal_move_error (error,
                                                   _("Checkers are placed freely only in round 1"));
          if (!tri_state_can_place (st, t))
            return ts_game_set_illegal_move_error (error,
                                                   _("In round 1 a checker must go on an empty triangle "
                                                     "that touches no occupied triangle"));
          record_move (st, move);
          tri_state_set_owner (st, t, seat);
          end_turn (st, seat);
          return TRUE;
        }
      if (st->round == 1)
        return ts_game_set_illegal_move_error (error,
                                               _("Round 1 is for placing the first checker"));
      if (move->kind == TRI_MOVE_EXPAND)
        {
          if (!tri_state_can_expand (st, seat, t))
            return ts_game_set_illegal_move_error (error,
                                                   _("You can expand only into an empty triangle next to yours"));
          record_move (st, move);
          tri_state_set_owner (st, t, seat);
          end_turn (st, seat);
          return TRUE;
        }
      if (!tri_state_can_attack (st, seat, t))
        return ts_game_set_illegal_move_error (error,
                                               _("You can attack only an opponent’s triangle next to yours "
                                                 "that is not part of a conquered square"));
      record_move (st, move);
      memset (b, 0, sizeof *b);
      b->attacker = seat;
      b->defender = st->owner[t];
      b->target = t;
      b->n_dice = tri_state_attackers (st, seat, t, b->attacking);
      for (guint i = 0; i < b->n_dice; i++)
        b->attack_dice[i] = roll_die (st);
      b->attack_card = -1;
      b->defence_card = -1;
      b->voided = TRI_NONE;
      st->phase = TRI_PHASE_ATTACK_CARD;
      return TRUE;

    case TRI_MOVE_TELEPORT:
      {
        int q = move->arg[0], target = move->arg[1];

        if (st->phase != TRI_PHASE_ACTION)
          return ts_game_set_illegal_move_error (error, _("Finish the battle first"));
        if (!args_zero_from (move, 2) || q < 0 || q >= st->size * st->size ||
            target < 0 || (guint) target >= n)
          return ts_game_set_illegal_move_error (error, _("There is no such square or triangle"));
        if (!tri_state_can_teleport (st, q))
          return ts_game_set_illegal_move_error (error,
                                                 _("You cannot teleport from that square now"));
        if (st->owner[target] != TS_SEAT_NONE)
          return ts_game_set_illegal_move_error (error, _("A teleport needs an empty triangle"));
        record_move (st, move);
        tri_state_set_owner (st, target, seat);
        st->teleport_used[q] = TRUE;
        end_turn (st, seat);
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
      record_move (st, move);
      end_turn (st, seat);
      return TRUE;

    case TRI_MOVE_CARD:
      {
        int index = tri_card_index (move->arg[0]);

        if (st->phase != TRI_PHASE_ATTACK_CARD && st->phase != TRI_PHASE_DEFEND_CARD)
          return ts_game_set_illegal_move_error (error, _("No card is asked for now"));
        if (!args_zero_from (move, 1) || index < 0)
          return ts_game_set_illegal_move_error (error, _("There is no such card"));
        if (st->hand[seat][index] == 0)
          return ts_game_set_illegal_move_error (error, _("That card is not in your hand"));
        record_move (st, move);
        if (st->phase == TRI_PHASE_ATTACK_CARD)
          {
            b->attack_card = move->arg[0];
            /* R8: the defender rolls now, then chooses. */
            b->defence_die = roll_die (st);
            st->phase = TRI_PHASE_DEFEND_CARD;
            st->current = (gint8) b->defender;
            return TRUE;
          }
        b->defence_card = move->arg[0];
        reveal (st);
        if (b->attacker_won)
          {
            tri_state_set_owner (st, b->target, b->attacker);
            end_turn (st, b->attacker);
          }
        else if (b->n_dice == 1)
          {
            /* R11: one attacking triangle, no choice. */
            b->voided = b->attacking[0];
            tri_state_set_owner (st, b->voided, TS_SEAT_NONE);
            end_turn (st, b->attacker);
          }
        else
          st->phase = TRI_PHASE_VOID;
        return TRUE;
      }

    case TRI_MOVE_VOID:
      {
        gboolean ok = FALSE;

        if (st->phase != TRI_PHASE_VOID)
          return ts_game_set_illegal_move_error (error, _("No triangle is to be voided now"));
        if (args_zero_from (move, 1))
          for (guint i = 0; i < b->n_dice; i++)
            ok |= b->attacking[i] == t;
        if (!ok)
          return ts_game_set_illegal_move_error (error,
                                                 _("Only one of the attacking triangles can be voided"));
        record_move (st, move);
        b->voided = t;
        tri_state_set_owner (st, t, TS_SEAT_NONE);
        end_turn (st, b->attacker);
        return TRUE;
      }

    default:
      return ts_game_set_illegal_move_error (error, _("That move is not possible"));
    }
}

static char *
ts_tri_game_format_move (TsGame       *game,
                         const TsMove *move)
{
  TriState *st = tri_state (game);
  guint size = st->size > 0 ? st->size : TRI_MAX_SIZE;
  guint n = 4 * size * size;
  int a0 = move->arg[0], a1 = move->arg[1];

  switch (move->kind)
    {
    case TRI_MOVE_PLACE:
    case TRI_MOVE_EXPAND:
    case TRI_MOVE_ATTACK:
    case TRI_MOVE_VOID:
      {
        static const char * const words[] = { NULL, "place", "expand", "attack", NULL, NULL,
                                              NULL, "void" };
        g_autofree char *t = NULL;

        if (a0 < 0 || (guint) a0 >= n)
          return g_strdup ("?");
        t = tri_triangle_to_string (size, a0);
        return g_strdup_printf ("%s %s", words[move->kind], t);
      }
    case TRI_MOVE_TELEPORT:
      {
        g_autofree char *q = NULL;
        g_autofree char *t = NULL;

        if (a0 < 0 || (guint) a0 >= size * size || a1 < 0 || (guint) a1 >= n)
          return g_strdup ("?");
        q = square_to_string (size, a0);
        t = tri_triangle_to_string (size, a1);
        return g_strdup_printf ("teleport %s %s", q, t);
      }
    case TRI_MOVE_PASS:
      return g_strdup ("pass");
    case TRI_MOVE_CARD:
      if (tri_card_index (a0) < 0)
        return g_strdup ("card ?");
      return g_strdup_printf ("card +%d", a0);
    default:
      return g_strdup ("?");
    }
}

static gboolean
ts_tri_game_parse_move (TsGame      *game,
                        const char  *text,
                        TsMove      *move,
                        GError     **error)
{
  TriState *st = tri_state (game);
  guint size = st->size > 0 ? st->size : TRI_MAX_SIZE;
  g_auto(GStrv) parts = g_strsplit_set (text, " \t\r\n", -1);
  const char *w[4];
  guint n = 0;
  int t, q;
  TsMove m;

  for (guint i = 0; parts[i] != NULL; i++)
    {
      if (parts[i][0] == '\0')
        continue;
      if (n == G_N_ELEMENTS (w))
        return ts_game_set_bad_move_error (game, text, error);
      w[n++] = parts[i];
    }

  ts_move_clear (&m);
  if (n == 0)
    return ts_game_set_bad_move_error (game, text, error);

  if (n == 2 && (strcmp (w[0], "place") == 0 || strcmp (w[0], "expand") == 0 ||
                 strcmp (w[0], "attack") == 0 || strcmp (w[0], "void") == 0))
    {
      if (!tri_triangle_parse (size, w[1], &t))
        return ts_game_set_bad_move_error (game, text, error);
      m.kind = w[0][0] == 'p' ? TRI_MOVE_PLACE : w[0][0] == 'e' ? TRI_MOVE_EXPAND
             : w[0][0] == 'a' ? TRI_MOVE_ATTACK : TRI_MOVE_VOID;
      m.arg[0] = (gint16) t;
    }
  else if (n == 3 && strcmp (w[0], "teleport") == 0)
    {
      if (!square_parse (size, w[1], &q) || !tri_triangle_parse (size, w[2], &t))
        return ts_game_set_bad_move_error (game, text, error);
      m.kind = TRI_MOVE_TELEPORT;
      m.arg[0] = (gint16) q;
      m.arg[1] = (gint16) t;
    }
  else if (n == 1 && strcmp (w[0], "pass") == 0)
    m.kind = TRI_MOVE_PASS;
  else if (n == 2 && strcmp (w[0], "card") == 0)
    {
      const char *c = w[1][0] == '+' ? w[1] + 1 : w[1];

      if (strlen (c) != 1 || tri_card_index (c[0] - '0') < 0)
        return ts_game_set_bad_move_error (game, text, error);
      m.kind = TRI_MOVE_CARD;
      m.arg[0] = c[0] - '0';
    }
  else
    return ts_game_set_bad_move_error (game, text, error);

  *move = m;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Score                                                               */

static int
ts_tri_game_get_score (TsGame *game,
                       int     seat)
{
  TriState *st = tri_state (game);

  g_return_val_if_fail (seat >= 0 && seat < st->n_players, 0);
  return tri_state_count_triangles (st, seat);
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
ts_tri_game_get_ranks (TsGame *game,
                       int    *ranks)
{
  TriState *st = tri_state (game);

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

static char *
ts_tri_game_describe_score (TsGame *game,
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
  triangles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u triangle", "%u triangles", t), t);
  squares = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u square", "%u squares", s), s);
  /* Translators: a TRI score: "33 triangles, 2 squares" */
  return g_strdup_printf (_("%s, %s"), triangles, squares);
}

/* ------------------------------------------------------------------ */
/* Positions as text (grammar in tri-game.h)                           */

static const char * const phase_names[] = {
  "action", "attack-card", "defend-card", "void", "over",
};

static void
append_card (GString *s,
             int      card)
{
  if (card < 0)
    g_string_append (s, " -");
  else
    g_string_append_printf (s, " +%d", card);
}

static void
append_triangle (GString        *s,
                 const TriState *st,
                 int             triangle)
{
  if (triangle == TRI_NONE)
    g_string_append (s, " -");
  else
    {
      g_autofree char *t = tri_triangle_to_string (st->size, triangle);

      g_string_append_printf (s, " %s", t);
    }
}

static char *
ts_tri_game_save_state (TsGame *game)
{
  TriState *st = tri_state (game);
  const TriBattle *b = &st->battle;
  const TriLastTurn *lt = &st->last_turn;
  GString *s = g_string_new ("tri 1\n");
  g_autofree char *rng = ts_rng_to_string (&st->rng);
  guint n_squares = (guint) st->size * st->size, count;

  g_string_append_printf (s, "players %u first %u size %u\n", st->n_players, st->first_seat,
                          st->size);
  g_string_append_printf (s, "phase %s current ", phase_names[st->phase]);
  if (st->current == TS_SEAT_NONE)
    g_string_append (s, "-");
  else
    g_string_append_printf (s, "%d", st->current);
  g_string_append_printf (s, " round %u turn %u\n", st->round, st->turn);
  g_string_append_printf (s, "rng %s\n", rng);
  g_string_append_printf (s, "forced %u", st->n_forced);
  for (guint i = 0; i < st->n_forced; i++)
    g_string_append_printf (s, " %u", st->forced[i]);

  g_string_append (s, "\nboard");
  for (guint y = 0; y < st->size; y++)
    {
      g_string_append (s, "\n ");
      for (guint x = 0; x < st->size; x++)
        {
          g_string_append_c (s, ' ');
          for (guint d = 0; d < 4; d++)
            {
              int o = st->owner[tri_triangle (st->size, x, y, d)];

              g_string_append_c (s, o == TS_SEAT_NONE ? '.' : '0' + o);
            }
        }
    }

  for (count = 0; count < 2; count++)
    {
      guint k = 0;

      for (guint q = 0; q < n_squares; q++)
        k += count == 0 ? st->square_owner[q] != TS_SEAT_NONE : st->teleport_used[q] != 0;
      g_string_append_printf (s, "\n%s %u", count == 0 ? "conquered" : "teleports", k);
      for (guint q = 0; q < n_squares; q++)
        {
          g_autofree char *xy = square_to_string (st->size, q);

          if (count == 0 && st->square_owner[q] != TS_SEAT_NONE)
            g_string_append_printf (s, " %s %u", xy, st->square_since[q]);
          else if (count == 1 && st->teleport_used[q])
            g_string_append_printf (s, " %s", xy);
        }
    }

  g_string_append_printf (s, "\nsupply %u %u %u\n", st->supply[1], st->supply[2], st->supply[3]);
  for (int seat = 0; seat < st->n_players; seat++)
    g_string_append_printf (s, "hand %d %u %u %u %u\n", seat, st->hand[seat][0],
                            st->hand[seat][1], st->hand[seat][2], st->hand[seat][3]);
  g_string_append_printf (s, "defeated %u", st->n_defeated);
  for (guint i = 0; i < st->n_defeated; i++)
    g_string_append_printf (s, " %d", st->defeated[i]);
  g_string_append_c (s, '\n');

  if (b->attacker == TS_SEAT_NONE)
    g_string_append (s, "battle none\n");
  else
    {
      g_string_append_printf (s, "battle %d %d", b->attacker, b->defender);
      append_triangle (s, st, b->target);
      g_string_append_printf (s, " from %u", b->n_dice);
      for (guint i = 0; i < b->n_dice; i++)
        append_triangle (s, st, b->attacking[i]);
      g_string_append (s, " dice");
      for (guint i = 0; i < b->n_dice; i++)
        g_string_append_printf (s, " %u", b->attack_dice[i]);
      g_string_append_printf (s, " defence %u cards", b->defence_die);
      append_card (s, b->attack_card);
      append_card (s, b->defence_card);
      g_string_append_printf (s, " revealed %d won %d void", b->revealed ? 1 : 0,
                              b->attacker_won ? 1 : 0);
      append_triangle (s, st, b->voided);
      g_string_append_c (s, '\n');
    }

  if (lt->seat == TS_SEAT_NONE)
    g_string_append (s, "last -");
  else
    g_string_append_printf (s, "last %d %d %d %d", lt->seat, lt->move.kind, lt->move.arg[0],
                            lt->move.arg[1]);
  g_string_append_printf (s, " award %u %u %d eliminated %u", lt->award_round, lt->award_die,
                          lt->award_value, lt->n_eliminated);
  for (guint i = 0; i < lt->n_eliminated; i++)
    g_string_append_printf (s, " %d", lt->eliminated[i]);
  g_string_append (s, "\nend\n");
  return g_string_free (s, FALSE);
}

/* A triangle "x,y,D", or "-" for none when ALLOW_NONE. */
static gboolean
read_triangle (TsTextReader  *reader,
               const TriState *st,
               gboolean       allow_none,
               int           *triangle,
               GError       **error)
{
  char word[24];

  if (!ts_text_read_word (reader, word, sizeof word, error))
    return FALSE;
  if (allow_none && strcmp (word, "-") == 0)
    {
      *triangle = TRI_NONE;
      return TRUE;
    }
  if (!tri_triangle_parse (st->size, word, triangle))
    return ts_text_set_unexpected_error (error, word);
  return TRUE;
}

static gboolean
read_square (TsTextReader  *reader,
             const TriState *st,
             int           *square,
             GError       **error)
{
  char word[24];

  if (!ts_text_read_word (reader, word, sizeof word, error))
    return FALSE;
  if (!square_parse (st->size, word, square))
    return ts_text_set_unexpected_error (error, word);
  return TRUE;
}

/* "+0" … "+4" or "-" (not chosen, or hidden). */
static gboolean
read_card (TsTextReader  *reader,
           int           *card,
           GError       **error)
{
  char word[8];

  if (!ts_text_read_word (reader, word, sizeof word, error))
    return FALSE;
  if (strcmp (word, "-") == 0)
    {
      *card = -1;
      return TRUE;
    }
  if (word[0] != '+' || strlen (word) != 2 || tri_card_index (word[1] - '0') < 0)
    return ts_text_set_unexpected_error (error, word);
  *card = word[1] - '0';
  return TRUE;
}

static gboolean
read_seat_or_none (TsTextReader  *reader,
                   const TriState *st,
                   int           *seat,
                   GError       **error)
{
  char word[8];
  gint64 v;

  if (!ts_text_read_word (reader, word, sizeof word, error))
    return FALSE;
  if (strcmp (word, "-") == 0)
    {
      *seat = TS_SEAT_NONE;
      return TRUE;
    }
  if (!ts_text_parse_int (word, 0, st->n_players - 1, &v))
    return ts_text_set_unexpected_error (error, word);
  *seat = (int) v;
  return TRUE;
}

static gboolean
parse_battle (TsTextReader  *rd,
              TriState      *st,
              GError       **error)
{
  TriBattle *b = &st->battle;
  char word[8];
  gint64 seat;
  int v;

  if (!ts_text_expect (rd, "battle", error) || !ts_text_read_word (rd, word, sizeof word, error))
    return FALSE;
  if (strcmp (word, "none") == 0)
    return TRUE;
  if (!ts_text_parse_int (word, 0, st->n_players - 1, &seat))
    return ts_text_set_unexpected_error (error, word);
  b->attacker = (int) seat;
  if (!ts_text_read_small (rd, 0, st->n_players - 1, &b->defender, error) ||
      !read_triangle (rd, st, FALSE, &b->target, error) ||
      !ts_text_expect (rd, "from", error) || !ts_text_read_small (rd, 1, 3, &v, error))
    return FALSE;
  b->n_dice = v;
  for (guint i = 0; i < b->n_dice; i++)
    if (!read_triangle (rd, st, FALSE, &b->attacking[i], error))
      return FALSE;
  if (!ts_text_expect (rd, "dice", error))
    return FALSE;
  for (guint i = 0; i < b->n_dice; i++)
    {
      if (!ts_text_read_small (rd, 0, 6, &v, error))
        return FALSE;
      b->attack_dice[i] = v;
    }
  if (!ts_text_expect (rd, "defence", error) || !ts_text_read_small (rd, 0, 6, &v, error))
    return FALSE;
  b->defence_die = v;
  if (!ts_text_expect (rd, "cards", error) || !read_card (rd, &b->attack_card, error) ||
      !read_card (rd, &b->defence_card, error) ||
      !ts_text_expect (rd, "revealed", error) ||
      !ts_text_read_small (rd, 0, 1, &b->revealed, error) ||
      !ts_text_expect (rd, "won", error) ||
      !ts_text_read_small (rd, 0, 1, &b->attacker_won, error) ||
      !ts_text_expect (rd, "void", error) || !read_triangle (rd, st, TRUE, &b->voided, error))
    return FALSE;
  return TRUE;
}

/* The battle agrees with the board and the phase. */
static gboolean
check_battle (const TriState  *st,
              GError         **error)
{
  const TriBattle *b = &st->battle;
  int attacking[3], best = 0;
  guint n;
  gboolean in_battle = st->phase == TRI_PHASE_ATTACK_CARD ||
                       st->phase == TRI_PHASE_DEFEND_CARD || st->phase == TRI_PHASE_VOID;

  if (b->attacker == TS_SEAT_NONE)
    return in_battle ? ts_game_set_bad_state_error (error, _("The phase needs a battle")) : TRUE;

  if (b->attacker == b->defender)
    return ts_game_set_bad_state_error (error, _("A seat cannot attack itself"));
  for (guint i = 0; i < b->n_dice; i++)
    {
      best = MAX (best, b->attack_dice[i]);
      if ((b->attack_dice[i] == 0) != (b->attack_dice[0] == 0))
        return ts_game_set_bad_state_error (error, _("The attack dice are partly hidden"));
    }

  if (b->revealed)
    {
      if (best == 0 || b->defence_die == 0 || b->attack_card < 0 || b->defence_card < 0)
        return ts_game_set_bad_state_error (error, _("A revealed battle shows all dice and cards"));
      if (b->attacker_won != (best + b->attack_card > b->defence_die + b->defence_card))
        return ts_game_set_bad_state_error (error,
                                            _("The battle’s result does not match its dice and cards"));
    }
  else if (b->attacker_won || b->voided != TRI_NONE)
    return ts_game_set_bad_state_error (error, _("The battle has no result before the reveal"));
  if (b->voided != TRI_NONE &&
      !(b->voided == b->attacking[0] || b->voided == b->attacking[1] ||
        b->voided == b->attacking[2]))
    return ts_game_set_bad_state_error (error, _("The voided triangle did not attack"));
  if (b->voided != TRI_NONE && b->attacker_won)
    return ts_game_set_bad_state_error (error, _("A won attack voids nothing"));

  if (!in_battle)
    return b->revealed ? TRUE
                       : ts_game_set_bad_state_error (error, _("The battle is not finished"));

  /* A battle in progress: the board is as it was at the attack. */
  if (st->eliminated[b->attacker] || st->eliminated[b->defender])
    return ts_game_set_bad_state_error (error, _("The battle’s seats must be in the game"));
  if (st->owner[b->target] != b->defender || st->square_owner[b->target / 4] != TS_SEAT_NONE)
    return ts_game_set_bad_state_error (error,
                                        _("The battle’s target is not the defender’s open triangle"));
  n = tri_state_attackers (st, b->attacker, b->target, attacking);
  if (n != b->n_dice || memcmp (attacking, b->attacking, sizeof attacking) != 0)
    return ts_game_set_bad_state_error (error, _("The attacking triangles do not match the board"));

  switch ((TriPhase) st->phase)
    {
    case TRI_PHASE_ATTACK_CARD:
      if (st->current != b->attacker || b->defence_die != 0 || b->attack_card >= 0 ||
          b->defence_card >= 0 || b->revealed)
        return ts_game_set_bad_state_error (error, _("The attacker’s card is due, nothing else"));
      break;
    case TRI_PHASE_DEFEND_CARD:
      if (st->current != b->defender || b->defence_card >= 0 || b->revealed)
        return ts_game_set_bad_state_error (error, _("The defender’s card is due, nothing else"));
      if (b->attack_card >= 0 && st->hand[b->attacker][tri_card_index (b->attack_card)] == 0)
        return ts_game_set_bad_state_error (error, _("The attacker’s card is not in its hand"));
      break;
    case TRI_PHASE_VOID:
    default:
      if (st->current != b->defender || !b->revealed || b->attacker_won || b->n_dice < 2 ||
          b->voided != TRI_NONE)
        return ts_game_set_bad_state_error (error,
                                            _("The winning defender’s void choice is due, nothing else"));
      break;
    }
  return TRUE;
}

static gboolean
parse_state (TriState    *st,
             const char  *text,
             GError     **error)
{
  TsTextReader reader;
  TsTextReader *rd = &reader;
  char word[128];
  int v, n, seat;
  guint n_squares, n_tri, alive = 0;
  guint8 since_seen[TRI_MAX_SQUARES] = { 0, };

  state_init_empty (st);
  ts_text_reader_init (rd, text);

  if (!ts_text_expect (rd, "tri", error) || !ts_text_expect (rd, "1", error))
    return FALSE;

  if (!ts_text_expect (rd, "players", error) ||
      !ts_text_read_small (rd, 2, TRI_MAX_SEATS, &v, error))
    return FALSE;
  st->n_players = v;
  if (!ts_text_expect (rd, "first", error) ||
      !ts_text_read_small (rd, 0, st->n_players - 1, &v, error))
    return FALSE;
  st->first_seat = v;
  if (!ts_text_expect (rd, "size", error) ||
      !ts_text_read_small (rd, tri_board_size (st->n_players), tri_board_size (st->n_players),
                           &v, error))
    return FALSE;
  st->size = v;
  n_squares = (guint) st->size * st->size;
  n_tri = 4 * n_squares;

  if (!ts_text_expect (rd, "phase", error) ||
      !ts_text_read_choice (rd, phase_names, G_N_ELEMENTS (phase_names), &v, error))
    return FALSE;
  st->phase = v;
  if (!ts_text_expect (rd, "current", error) || !read_seat_or_none (rd, st, &seat, error))
    return FALSE;
  st->current = seat;
  if (!ts_text_expect (rd, "round", error) ||
      !ts_text_read_small (rd, 1, TRI_MAX_ROUNDS, &v, error))
    return FALSE;
  st->round = v;
  if (!ts_text_expect (rd, "turn", error) ||
      !ts_text_read_small (rd, 0, G_MAXUINT16 - 1, &v, error))
    return FALSE;
  st->turn = v;

  if (!ts_text_expect (rd, "rng", error) || !ts_text_read_word (rd, word, sizeof word, error) ||
      !ts_rng_from_string (&st->rng, word, error))
    return FALSE;
  if (!ts_text_expect (rd, "forced", error) ||
      !ts_text_read_small (rd, 0, TRI_MAX_FORCED, &n, error))
    return FALSE;
  st->n_forced = n;
  for (int i = 0; i < n; i++)
    {
      if (!ts_text_read_small (rd, 1, 6, &v, error))
        return FALSE;
      st->forced[i] = v;
    }

  if (!ts_text_expect (rd, "board", error))
    return FALSE;
  for (guint q = 0; q < n_squares; q++)
    {
      guint x = q % st->size, y = q / st->size;

      if (!ts_text_read_word (rd, word, sizeof word, error))
        return FALSE;
      if (strlen (word) != 4)
        return ts_text_set_unexpected_error (error, word);
      for (guint d = 0; d < 4; d++)
        {
          char c = word[d];
          int t = tri_triangle (st->size, x, y, d);

          if (c == '.')
            st->owner[t] = TS_SEAT_NONE;
          else if (c >= '0' && c < '0' + st->n_players)
            st->owner[t] = c - '0';
          else
            return ts_text_set_unexpected_error (error, word);
        }
    }
  for (guint q = 0; q < n_squares; q++)
    st->square_owner[q] = (gint8) square_owner_now (st, q);
  recount (st);

  if (!ts_text_expect (rd, "conquered", error) || !ts_text_read_small (rd, 0, n_squares, &n, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      int q;

      if (!read_square (rd, st, &q, error) || !ts_text_read_small (rd, 0, st->turn, &v, error))
        return FALSE;
      if (st->square_owner[q] == TS_SEAT_NONE || since_seen[q])
        return ts_game_set_bad_state_error (error,
                                            _("The conquered squares do not match the board"));
      since_seen[q] = TRUE;
      st->square_since[q] = v;
    }
  for (guint q = 0; q < n_squares; q++)
    if ((st->square_owner[q] != TS_SEAT_NONE) != since_seen[q])
      return ts_game_set_bad_state_error (error, _("The conquered squares do not match the board"));

  if (!ts_text_expect (rd, "teleports", error) || !ts_text_read_small (rd, 0, n_squares, &n, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      int q;

      if (!read_square (rd, st, &q, error))
        return FALSE;
      if (st->teleport_used[q])
        return ts_game_set_bad_state_error (error, _("A used teleport is listed twice"));
      st->teleport_used[q] = TRUE;
    }

  if (!ts_text_expect (rd, "supply", error))
    return FALSE;
  for (guint i = 1; i < TRI_N_CARD_VALUES; i++)
    {
      if (!ts_text_read_small (rd, 0, card_totals[i], &v, error))
        return FALSE;
      st->supply[i] = v;
    }
  for (int s = 0; s < st->n_players; s++)
    {
      if (!ts_text_expect (rd, "hand", error) || !ts_text_read_small (rd, s, s, &v, error))
        return FALSE;
      for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
        {
          if (!ts_text_read_small (rd, 0, card_totals[i], &v, error))
            return FALSE;
          st->hand[s][i] = v;
        }
    }

  if (!ts_text_expect (rd, "defeated", error) ||
      !ts_text_read_small (rd, 0, st->n_players - 1, &n, error))
    return FALSE;
  st->n_defeated = n;
  for (int i = 0; i < n; i++)
    {
      if (!ts_text_read_small (rd, 0, st->n_players - 1, &v, error))
        return FALSE;
      if (st->eliminated[v])
        return ts_game_set_bad_state_error (error, _("A seat is defeated twice"));
      st->eliminated[v] = TRUE;
      st->defeated[i] = v;
    }

  if (!parse_battle (rd, st, error))
    return FALSE;

  {
    TriLastTurn *lt = &st->last_turn;
    int k, a0, a1;

    if (!ts_text_expect (rd, "last", error) || !read_seat_or_none (rd, st, &seat, error))
      return FALSE;
    /* "last none" has no move words. */
    if (seat != TS_SEAT_NONE)
      {
        if (!ts_text_read_small (rd, TRI_MOVE_PLACE, TRI_MOVE_VOID, &k, error) ||
            !ts_text_read_small (rd, -1, n_tri - 1, &a0, error) ||
            !ts_text_read_small (rd, 0, n_tri - 1, &a1, error))
          return FALSE;
        lt->move.kind = k;
        lt->move.arg[0] = a0;
        lt->move.arg[1] = a1;
      }
    lt->seat = seat;
    if (!ts_text_expect (rd, "award", error) ||
        !ts_text_read_small (rd, 0, TRI_MAX_ROUNDS, &v, error))
      return FALSE;
    lt->award_round = v;
    if (!ts_text_read_small (rd, 0, 6, &v, error))
      return FALSE;
    lt->award_die = v;
    if (!ts_text_read_small (rd, 0, 4, &lt->award_value, error) ||
        !ts_text_expect (rd, "eliminated", error) ||
        !ts_text_read_small (rd, 0, st->n_players - 1, &n, error))
      return FALSE;
    lt->n_eliminated = n;
    for (int i = 0; i < n; i++)
      {
        if (!ts_text_read_small (rd, 0, st->n_players - 1, &v, error))
          return FALSE;
        lt->eliminated[i] = v;
      }
  }

  if (!ts_text_expect (rd, "end", error) || !ts_text_expect_end (rd, error))
    return FALSE;

  /* Consistency. */
  for (int s = 0; s < st->n_players; s++)
    {
      alive += !st->eliminated[s];
      if (st->eliminated[s])
        {
          if (tri_state_count_triangles (st, s) > 0)
            return ts_game_set_bad_state_error (error,
                                                _("An eliminated seat still owns triangles"));
          for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
            if (st->hand[s][i] != 0)
              return ts_game_set_bad_state_error (error, _("An eliminated seat still holds cards"));
        }
      else
        {
          if (st->hand[s][0] != 1)
            return ts_game_set_bad_state_error (error, _("Every seat in the game holds its +0"));
          if (st->round >= 2 && st->phase != TRI_PHASE_OVER &&
              tri_state_count_triangles (st, s) == 0)
            return ts_game_set_bad_state_error (error,
                                                _("A seat without triangles must be eliminated"));
        }
    }
  for (guint i = 1; i < TRI_N_CARD_VALUES; i++)
    {
      guint total = st->supply[i];

      for (int s = 0; s < st->n_players; s++)
        total += st->hand[s][i];
      if (total != card_totals[i])
        return ts_game_set_bad_state_error (error,
                                            _("The cards in the hands and the supply do not add up"));
    }

  if (st->phase == TRI_PHASE_OVER)
    {
      if (st->current != TS_SEAT_NONE)
        return ts_game_set_bad_state_error (error, _("A finished game has no seat to move"));
    }
  else
    {
      if (st->current == TS_SEAT_NONE || st->eliminated[st->current])
        return ts_game_set_bad_state_error (error, _("The seat to move is not in the game"));
      if (alive < 2 || tri_state_count_empty (st) == 0)
        return ts_game_set_bad_state_error (error, _("This game should be over"));
      if (st->round == 1 && st->phase != TRI_PHASE_ACTION)
        return ts_game_set_bad_state_error (error, _("Round 1 has no battles"));
    }

  for (guint q = 0; q < n_squares; q++)
    if (st->square_owner[q] != TS_SEAT_NONE && st->square_since[q] > st->turn)
      return ts_game_set_bad_state_error (error, _("A square was conquered in the future"));

  return check_battle (st, error);
}

static gboolean
ts_tri_game_load_state (TsGame      *game,
                        const char  *text,
                        GError     **error)
{
  g_autofree TriState *parsed = g_new0 (TriState, 1);

  if (text == NULL)
    return ts_game_set_bad_state_error (error, _("The position is empty"));
  if (!parse_state (parsed, text, error))
    return FALSE;

  memcpy (tri_state (game), parsed, sizeof (TriState));
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Hidden information (spec §7)                                        */

static void
ts_tri_game_redact (TsGame   *game,
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
      /* The last move is the attacker's card choice. */
      if (st->last_turn.move.kind == TRI_MOVE_CARD)
        st->last_turn.move.arg[0] = -1;
    }
  if (!defender_sees)
    b->defence_die = 0;
}

static void
ts_tri_game_determinise (TsGame *game,
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
    {
      b->attack_card = tri_ai_attack_card (st, rng);
      if (st->last_turn.move.kind == TRI_MOVE_CARD)
        st->last_turn.move.arg[0] = b->attack_card;
    }
}

/* ------------------------------------------------------------------ */
/* Accessors                                                           */

guint
ts_tri_game_get_size (TsTriGame *self)
{
  g_return_val_if_fail (TS_IS_TRI_GAME (self), 0);
  return self->st.size;
}

guint
ts_tri_game_get_n_triangles (TsTriGame *self)
{
  g_return_val_if_fail (TS_IS_TRI_GAME (self), 0);
  return tri_state_n_triangles (&self->st);
}

TriPhase
ts_tri_game_get_phase (TsTriGame *self)
{
  g_return_val_if_fail (TS_IS_TRI_GAME (self), TRI_PHASE_OVER);
  return self->st.phase;
}

guint
ts_tri_game_get_round (TsTriGame *self)
{
  g_return_val_if_fail (TS_IS_TRI_GAME (self), 0);
  return self->st.round;
}

int
ts_tri_game_get_owner (TsTriGame *self,
                       int        triangle)
{
  g_return_val_if_fail (TS_IS_TRI_GAME (self), TS_SEAT_NONE);
  if (triangle < 0 || (guint) triangle >= tri_state_n_triangles (&self->st))
    return TS_SEAT_NONE;
  return self->st.owner[triangle];
}

guint
ts_tri_game_count_triangles (TsTriGame *self,
                             int        seat)
{
  g_return_val_if_fail (TS_IS_TRI_GAME (self), 0);
  return tri_state_count_triangles (&self->st, seat);
}

guint
ts_tri_game_count_empty (TsTriGame *self)
{
  g_return_val_if_fail (TS_IS_TRI_GAME (self), 0);
  return tri_state_count_empty (&self->st);
}

int
ts_tri_game_get_square_owner (TsTriGame *self,
                              guint      square)
{
  g_return_val_if_fail (TS_IS_TRI_GAME (self), TS_SEAT_NONE);
  if (square >= (guint) self->st.size * self->st.size)
    return TS_SEAT_NONE;
  return self->st.square_owner[square];
}

guint
ts_tri_game_count_squares (TsTriGame *self,
                           int        seat)
{
  g_return_val_if_fail (TS_IS_TRI_GAME (self), 0);
  return tri_state_count_squares (&self->st, seat);
}

gboolean
ts_tri_game_teleport_used (TsTriGame *self,
                           guint      square)
{
  g_return_val_if_fail (TS_IS_TRI_GAME (self), FALSE);
  if (square >= (guint) self->st.size * self->st.size)
    return FALSE;
  return self->st.teleport_used[square];
}

gboolean
ts_tri_game_can_teleport_from (TsTriGame *self,
                               guint      square)
{
  g_return_val_if_fail (TS_IS_TRI_GAME (self), FALSE);
  return tri_state_can_teleport (&self->st, square);
}

guint
ts_tri_game_get_hand (TsTriGame *self,
                      int        seat,
                      int        value)
{
  int index = tri_card_index (value);

  g_return_val_if_fail (TS_IS_TRI_GAME (self), 0);
  if (seat < 0 || seat >= self->st.n_players || index < 0)
    return 0;
  return self->st.hand[seat][index];
}

guint
ts_tri_game_get_supply (TsTriGame *self,
                        int        value)
{
  int index = tri_card_index (value);

  g_return_val_if_fail (TS_IS_TRI_GAME (self), 0);
  if (index < 0)
    return 0;
  return self->st.supply[index];
}

gboolean
ts_tri_game_is_eliminated (TsTriGame *self,
                           int        seat)
{
  g_return_val_if_fail (TS_IS_TRI_GAME (self), FALSE);
  if (seat < 0 || seat >= self->st.n_players)
    return FALSE;
  return self->st.eliminated[seat];
}

guint
ts_tri_game_get_n_defeated (TsTriGame *self)
{
  g_return_val_if_fail (TS_IS_TRI_GAME (self), 0);
  return self->st.n_defeated;
}

int
ts_tri_game_get_defeated (TsTriGame *self,
                          guint      index)
{
  g_return_val_if_fail (TS_IS_TRI_GAME (self), TS_SEAT_NONE);
  if (index >= self->st.n_defeated)
    return TS_SEAT_NONE;
  return self->st.defeated[index];
}

const TriBattle *
ts_tri_game_get_battle (TsTriGame *self)
{
  g_return_val_if_fail (TS_IS_TRI_GAME (self), NULL);
  return &self->st.battle;
}

const TriLastTurn *
ts_tri_game_get_last_turn (TsTriGame *self)
{
  g_return_val_if_fail (TS_IS_TRI_GAME (self), NULL);
  return &self->st.last_turn;
}

guint
ts_tri_game_get_attackers (TsTriGame *self,
                           int        target,
                           int        attacking[3])
{
  const TriState *st;

  g_return_val_if_fail (TS_IS_TRI_GAME (self), 0);
  st = &self->st;
  for (guint i = 0; i < 3; i++)
    attacking[i] = TRI_NONE;
  if (st->current < 0 || target < 0 || (guint) target >= tri_state_n_triangles (st) ||
      !tri_state_can_attack (st, st->current, target))
    return 0;
  return tri_state_attackers (st, st->current, target, attacking);
}

void
ts_tri_game_force_dice (TsTriGame    *self,
                        const guint8 *values,
                        guint         n_values)
{
  TriState *st;

  g_return_if_fail (TS_IS_TRI_GAME (self));
  st = &self->st;
  for (guint i = 0; i < n_values; i++)
    {
      g_return_if_fail (values[i] >= 1 && values[i] <= 6);
      g_return_if_fail (st->n_forced < TRI_MAX_FORCED);
      st->forced[st->n_forced++] = values[i];
    }
}

/* ------------------------------------------------------------------ */
/* The command line's "show"                                           */

static const char *
describe_phase_name (TriPhase phase)
{
  switch (phase)
    {
    case TRI_PHASE_ACTION:
      /* Translators: phase of TRI */
      return _("action");
    case TRI_PHASE_ATTACK_CARD:
      /* Translators: phase of TRI */
      return _("the attacker chooses a card");
    case TRI_PHASE_DEFEND_CARD:
      /* Translators: phase of TRI */
      return _("the defender chooses a card");
    case TRI_PHASE_VOID:
      /* Translators: phase of TRI */
      return _("the defender chooses the triangle to void");
    case TRI_PHASE_OVER:
    default:
      /* Translators: phase of TRI */
      return _("over");
    }
}

static char
owner_char (const TriState *st,
            int             triangle)
{
  int o = st->owner[triangle];

  return o == TS_SEAT_NONE ? '.' : '1' + o;
}

/* LINE without its trailing blanks, and a newline. */
static void
append_line (GString *out,
             GString *line)
{
  while (line->len > 0 && line->str[line->len - 1] == ' ')
    g_string_truncate (line, line->len - 1);
  g_string_append_printf (out, "%s\n", line->str);
}

static char *
ts_tri_game_describe_position (TsGame             *game,
                               const char * const *names)
{
  TriState *st = tri_state (game);
  const TriBattle *b = &st->battle;
  GString *out = g_string_new (NULL);

  if (st->n_players == 0)
    return g_string_free (out, FALSE);

  g_string_append_printf (out, _("Round: %u\n"), st->round);
  g_string_append_printf (out, _("Phase: %s\n"), describe_phase_name (st->phase));

  /* Translators: the legend of TRI's text board: digits are seats */
  g_string_append (out, _("Board (seat numbers; “.” empty; “#” a conquered square, "
                          "“o” a used teleport):\n"));
  {
    g_autoptr(GString) line = g_string_new ("    ");

    for (guint x = 0; x < st->size; x++)
      g_string_append_printf (line, " %u  ", x);
    append_line (out, line);
  }
  for (guint y = 0; y < st->size; y++)
    for (guint row = 0; row < 3; row++)
      {
        g_autoptr(GString) line = g_string_new (NULL);

        if (row == 1)
          g_string_append_printf (line, " %u  ", y);
        else
          g_string_append (line, "    ");
        for (guint x = 0; x < st->size; x++)
          {
            guint q = y * st->size + x;
            char centre = st->square_owner[q] != TS_SEAT_NONE ? '#'
                        : st->teleport_used[q] ? 'o' : '+';

            if (row == 0)
              g_string_append_printf (line, " %c  ", owner_char (st, tri_triangle (st->size, x, y, TRI_DIR_N)));
            else if (row == 1)
              g_string_append_printf (line, "%c%c%c ", owner_char (st, tri_triangle (st->size, x, y, TRI_DIR_W)),
                                      centre, owner_char (st, tri_triangle (st->size, x, y, TRI_DIR_E)));
            else
              g_string_append_printf (line, " %c  ", owner_char (st, tri_triangle (st->size, x, y, TRI_DIR_S)));
          }
        append_line (out, line);
      }

  for (int s = 0; s < st->n_players; s++)
    {
      const char *name = names[s] != NULL ? names[s] : "";

      if (st->eliminated[s])
        {
          /* Translators: a TRI seat line: seat number, name */
          g_string_append_printf (out, _("Seat %d (%s): eliminated\n"), s + 1, name);
          continue;
        }
      {
        g_autofree char *score = ts_tri_game_describe_score (game, s);

        /* Translators: a TRI seat line: seat number, name, score, then
         * the hand as counts of the cards +0, +2, +3, +4 */
        g_string_append_printf (out, _("Seat %d (%s): %s; hand +0 ×%u, +2 ×%u, +3 ×%u, +4 ×%u\n"),
                                s + 1, name, score, st->hand[s][0], st->hand[s][1],
                                st->hand[s][2], st->hand[s][3]);
      }
    }
  g_string_append_printf (out, _("Supply: +2 ×%u, +3 ×%u, +4 ×%u\n"), st->supply[1],
                          st->supply[2], st->supply[3]);

  if (b->attacker != TS_SEAT_NONE)
    {
      g_autofree char *target = tri_triangle_to_string (st->size, b->target);
      GString *dice = g_string_new (NULL);
      g_autofree char *dice_text = NULL;
      g_autofree char *ac = b->attack_card >= 0 ? g_strdup_printf ("+%d", b->attack_card) : g_strdup ("?");
      g_autofree char *dc = b->defence_card >= 0 ? g_strdup_printf ("+%d", b->defence_card) : g_strdup ("?");
      g_autofree char *dd = b->defence_die > 0 ? g_strdup_printf ("%u", b->defence_die) : g_strdup ("?");

      for (guint i = 0; i < b->n_dice; i++)
        {
          if (i > 0)
            g_string_append_c (dice, ' ');
          if (b->attack_dice[i] > 0)
            g_string_append_printf (dice, "%u", b->attack_dice[i]);
          else
            g_string_append_c (dice, '?');
        }
      dice_text = g_string_free (dice, FALSE);
      /* Translators: a TRI battle: attacker seat, defender seat, target
       * triangle, attack dice, attack card, defence die, defence card */
      g_string_append_printf (out, _("Battle: seat %d attacks seat %d at %s; dice %s, card %s "
                                     "against die %s, card %s\n"),
                              b->attacker + 1, b->defender + 1, target, dice_text, ac, dd, dc);
      if (b->revealed)
        g_string_append (out, b->attacker_won ? _("The attacker won.\n")
                                              : _("The defender won.\n"));
    }
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------------ */
/* Class                                                               */

static void
ts_tri_game_class_init (TsTriGameClass *klass)
{
  TsGameClass *game_class = TS_GAME_CLASS (klass);

  for (guint size = 4; size <= 5; size++)
    for (guint t = 0; t < 4 * size * size; t++)
      {
        int n[3];

        tri_neighbours (size, t, n);
        for (guint i = 0; i < 3; i++)
          tri_neighbour_table[size - 4][t][i] = (gint8) n[i];
      }

  game_class->id = "tri";
  game_class->name = N_("TRI");
  game_class->description = N_("Conquer a board of triangles wrapped around a torus "
                               "with dice and secret cards");
  /* The source names no designer. */
  game_class->designer = NULL;
  game_class->min_players = 2;
  game_class->max_players = TRI_MAX_SEATS;
  /* Spec §4: the first player is random unless set in the dialog. */
  game_class->first_player = TS_FIRST_PLAYER_RANDOM;

  game_class->setup = ts_tri_game_setup;
  game_class->copy_state = ts_tri_game_copy_state;
  game_class->get_n_players = ts_tri_game_get_n_players_impl;
  game_class->get_current_seat = ts_tri_game_get_current_seat_impl;
  game_class->is_over = ts_tri_game_is_over_impl;
  game_class->list_moves = ts_tri_game_list_moves;
  game_class->apply_move = ts_tri_game_apply_move;
  game_class->format_move = ts_tri_game_format_move;
  game_class->parse_move = ts_tri_game_parse_move;
  game_class->get_score = ts_tri_game_get_score;
  game_class->get_ranks = ts_tri_game_get_ranks;
  game_class->describe_score = ts_tri_game_describe_score;
  game_class->save_state = ts_tri_game_save_state;
  game_class->load_state = ts_tri_game_load_state;
  game_class->redact = ts_tri_game_redact;
  game_class->determinise = ts_tri_game_determinise;
  game_class->trivial_move = tri_ai_trivial_move;
  game_class->playout_move = tri_ai_playout_move;
  game_class->evaluate = tri_ai_evaluate;
  game_class->describe_position = ts_tri_game_describe_position;
}

static void
ts_tri_game_init (TsTriGame *self)
{
  state_init_empty (&self->st);
}
