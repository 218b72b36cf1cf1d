/* trojhranna-rules.c — the rules of Trojhranná hra: setup, the legal
 * moves, applying a move, and the score (spec §3–§6)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "trojhranna-private.h"

/* ------------------------------------------------------------------ */
/* Table geometry on the grid                                          */

static inline guint8 *
grid_at (TjState *st,
         int      q,
         int      r)
{
  return &st->grid[r + TJ_GRID_ORIGIN][q + TJ_GRID_ORIGIN];
}

static void
grid_add_card (TjState           *st,
               const TjTableCard *tc)
{
  *grid_at (st, tc->cell.q, tc->cell.r) |= tc->cell.s == TS_TRI_UP ? TJ_GRID_UP : TJ_GRID_DOWN;

  for (guint i = 0; i < 3; i++)
    {
      TsTriPoint p = ts_tri_cell_corner (tc->cell, i);

      *grid_at (st, p.q, p.r) |= 1u << tj_placed_colour (tc->card, tc->rot, i);
      st->min_q = MIN (st->min_q, p.q);
      st->max_q = MAX (st->max_q, p.q);
      st->min_r = MIN (st->min_r, p.r);
      st->max_r = MAX (st->max_r, p.r);
    }
}

void
tj_state_rebuild (TjState *st)
{
  memset (st->grid, 0, sizeof st->grid);
  /* An empty box: the loops over it do nothing. */
  st->min_q = st->min_r = 1;
  st->max_q = st->max_r = 0;
  if (st->n_table > 0)
    {
      st->min_q = st->min_r = G_MAXINT8;
      st->max_q = st->max_r = G_MININT8;
    }

  for (guint i = 0; i < st->n_table; i++)
    grid_add_card (st, &st->table[i]);
}

static inline void
cell_corner_masks (const TjState *st,
                   int            q,
                   int            r,
                   int            s,
                   guint8         m[3])
{
  if (s == TS_TRI_UP)
    {
      m[0] = tj_state_grid (st, q, r) & TJ_GRID_COLOURS;
      m[1] = tj_state_grid (st, q + 1, r) & TJ_GRID_COLOURS;
      m[2] = tj_state_grid (st, q, r + 1) & TJ_GRID_COLOURS;
    }
  else
    {
      m[0] = tj_state_grid (st, q + 1, r + 1) & TJ_GRID_COLOURS;
      m[1] = tj_state_grid (st, q, r + 1) & TJ_GRID_COLOURS;
      m[2] = tj_state_grid (st, q + 1, r) & TJ_GRID_COLOURS;
    }
}

static inline guint
matches_with_masks (int          card,
                    guint        rot,
                    const guint8 m[3])
{
  guint n = 0;

  for (guint i = 0; i < 3; i++)
    n += (m[i] >> tj_placed_colour (card, rot, i)) & 1;
  return n;
}

guint
tj_state_count_matches (const TjState *st,
                        int            card,
                        TsTriCell      cell,
                        guint          rot)
{
  guint8 m[3];

  cell_corner_masks (st, cell.q, cell.r, cell.s, m);
  return matches_with_masks (card, rot, m);
}

guint
tj_state_count_hexagons (const TjState *st,
                         TsTriCell      cell)
{
  guint n = 0;

  for (guint i = 0; i < 3; i++)
    {
      TsTriPoint p = ts_tri_cell_corner (cell, i);
      TsTriCell around[6];
      guint used = 0;

      ts_tri_point_cells (p, around);
      for (guint k = 0; k < 6; k++)
        if (!ts_tri_cell_equal (around[k], cell) &&
            tj_state_cell_used (st, around[k].q, around[k].r, around[k].s))
          used++;
      if (used == 5)
        n++;
    }

  return n;
}

/* Walks every empty cell that has a corner inside the box of table points
 * (the candidate cells of spec §3.4 and some with no table corner, which
 * match nothing) in a fixed order: r, q, up before down, rotation. */
static guint
scan_placements (const TjState *st,
                 int            card,
                 TjPlacement   *out,
                 gboolean       first_only)
{
  /* Cells stay within ±TJ_COORD_MAX, the bound load_state accepts; real
   * games never reach it (44 placements from the start card reach ±44). */
  int r0 = MAX (st->min_r - 1, -TJ_COORD_MAX), r1 = MIN (st->max_r, TJ_COORD_MAX);
  int q0 = MAX (st->min_q - 1, -TJ_COORD_MAX), q1 = MIN (st->max_q, TJ_COORD_MAX);
  guint n = 0;

  for (int r = r0; r <= r1; r++)
    for (int q = q0; q <= q1; q++)
      {
        guint8 here = tj_state_grid (st, q, r);

        for (int s = 0; s < 2; s++)
          {
            guint8 m[3];

            if (here & (s ? TJ_GRID_DOWN : TJ_GRID_UP))
              continue;
            cell_corner_masks (st, q, r, s, m);
            /* Two matches need two corners on table points. */
            if ((m[0] != 0) + (m[1] != 0) + (m[2] != 0) < 2)
              continue;
            for (guint rot = 0; rot < 3; rot++)
              if (matches_with_masks (card, rot, m) >= 2)
                {
                  if (out != NULL)
                    out[n] = (TjPlacement) { (gint8) q, (gint8) r, (guint8) s, (guint8) rot };
                  n++;
                  if (first_only)
                    return n;
                }
          }
      }

  return n;
}

guint
tj_state_list_placements (const TjState *st,
                          int            card,
                          TjPlacement   *out)
{
  return scan_placements (st, card, out, FALSE);
}

gboolean
tj_state_card_fits (const TjState *st,
                    int            card)
{
  return scan_placements (st, card, NULL, TRUE) > 0;
}

int
tj_state_score (const TjState *st,
                int            seat)
{
  return st->n_reserve[seat] + 2 * st->n_dead[seat];
}

/* ------------------------------------------------------------------ */
/* Setup                                                               */

void
tj_state_init_empty (TjState *st)
{
  memset (st, 0, sizeof *st);
  /* A blank instance (before setup or load_state) offers and takes no
   * moves: n_players is 0 there. */
  st->phase = TJ_PHASE_OVER;
  st->current = TS_SEAT_NONE;
  st->flipped = -1;
  tj_state_rebuild (st);
}

gboolean
tj_game_setup (TsGame         *game,
               const TsSetup  *setup,
               GError        **error)
{
  TjState *st = tj_state (game);
  int order[TJ_N_CARDS];

  if (setup->n_players < 2 || setup->n_players > TJ_MAX_SEATS ||
      setup->first_seat < 0 || (guint) setup->first_seat >= setup->n_players)
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                   /* Translators: the number of players Trojhranná hra
                      allows; the game name stays untranslated */
                   _("Trojhranná hra is played by 2 to 4 players"));
      return FALSE;
    }

  tj_state_init_empty (st);
  st->n_players = setup->n_players;
  st->first_seat = setup->first_seat;
  ts_rng_init (&st->rng, setup->seed);

  /* §4.2: the shuffled ids, deck[44] on top. */
  for (int i = 0; i < TJ_N_CARDS; i++)
    order[i] = i;
  ts_rng_shuffle_int (&st->rng, order, TJ_N_CARDS);
  for (int i = 0; i < TJ_N_CARDS; i++)
    st->deck[i] = (gint8) order[i];
  st->n_deck = TJ_N_CARDS;

  /* §4.3: one card at a time, starting with the first player. */
  for (guint k = 0; k < TJ_N_DEALT; k++)
    for (guint j = 0; j < st->n_players; j++)
      {
        int seat = (st->first_seat + j) % st->n_players;

        st->dealt[seat][k] = st->deck[--st->n_deck];
        st->n_dealt[seat]++;
      }

  /* §4.4: memorisation, each seat in turn from the first player; the start
   * card (§4.5) is turned over when the last seat has arranged. */
  st->phase = TJ_PHASE_MEMORISE;
  st->current = st->first_seat;
  tj_state_rebuild (st);

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Moves                                                               */

static const guint8 permutations[6][3] = {
  { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 },
};

void
tj_game_list_moves (TsGame *game,
                    GArray *moves)
{
  TjState *st = tj_state (game);
  TsMove move;

  switch ((TjPhase) st->phase)
    {
    case TJ_PHASE_MEMORISE:
      for (guint p = 0; p < G_N_ELEMENTS (permutations); p++)
        for (guint notches = 0; notches < 27; notches++)
          {
            const guint order[TJ_N_DEALT] = {
              permutations[p][0], permutations[p][1], permutations[p][2],
            };
            const guint notch[TJ_N_DEALT] = { notches / 9, (notches / 3) % 3, notches % 3 };

            move = ts_trojhranna_move_arrange (order, notch);
            g_array_append_val (moves, move);
          }
      break;

    case TJ_PHASE_CHOOSE:
      if (st->n_deck > 0)
        {
          move = ts_trojhranna_move_draw ();
          g_array_append_val (moves, move);
        }
      for (guint i = 0; i < st->n_reserve[st->current]; i++)
        {
          move = ts_trojhranna_move_flip (i);
          g_array_append_val (moves, move);
        }
      break;

    case TJ_PHASE_PLACE:
      {
        TjPlacement places[TJ_MAX_PLACEMENTS];
        guint n = tj_state_list_placements (st, st->flipped, places);

        for (guint i = 0; i < n; i++)
          {
            TsTriCell cell = { places[i].q, places[i].r, places[i].s };

            move = ts_trojhranna_move_place (cell, places[i].rot);
            g_array_append_val (moves, move);
          }
      }
      break;

    case TJ_PHASE_OVER:
    default:
      break;
    }
}

static void
reserve_append (TjState *st,
                int      seat,
                int      card,
                guint8   known_by)
{
  TjSlot *slot = &st->reserve[seat][st->n_reserve[seat]++];

  slot->card = (gint8) card;
  slot->notch = 0;          /* R21: later cards show k0 up */
  slot->known_by = known_by;
  slot->vague_by = 0;
  slot->since = st->turn;
}

/* Ends the current turn: R14 checks the deck, otherwise R1 passes on. */
static void
end_turn (TsGame  *game,
          TjState *st)
{
  st->turn++;
  st->flipped = -1;
  st->flipped_source = TJ_SOURCE_DECK;

  if (st->n_deck == 0)
    {
      st->phase = TJ_PHASE_OVER;
      st->current = TS_SEAT_NONE;
      if (ts_game_is_recording (game))
        tj_emit_game_over (game, st);
    }
  else
    {
      st->phase = TJ_PHASE_CHOOSE;
      st->current = (gint8) tj_state_next_seat (st, st->current);
    }
}

/* R3 then R8/R9 for a card just taken (already removed from its source). */
static void
take_card (TsGame   *game,
           TjState  *st,
           int       card,
           TjSource  source)
{
  int seat = st->current;

  if (tj_state_card_fits (st, card))
    {
      st->phase = TJ_PHASE_PLACE;
      st->flipped = (gint8) card;
      st->flipped_source = source;
      return;
    }

  if (source == TJ_SOURCE_DECK)
    {
      reserve_append (st, seat, card, TJ_ALL_SEATS (st));   /* everyone saw it */
      if (ts_game_is_recording (game))
        tj_emit (game, TJ_EVENT_KEPT, seat, TS_EVENT_EVERYONE, FALSE,
                 card, st->n_reserve[seat] - 1, 0, 0);
    }
  else
    {
      st->dead[seat][st->n_dead[seat]++] = (gint8) card;
      if (ts_game_is_recording (game))
        tj_emit (game, TJ_EVENT_DEAD, seat, TS_EVENT_EVERYONE, FALSE,
                 card, st->n_dead[seat], 0, 0);
    }
  end_turn (game, st);
}

static gboolean
args_zero_from (const TsMove *move,
                guint         first)
{
  for (guint i = first; i < TS_MOVE_N_ARGS; i++)
    if (move->arg[i] != 0)
      return FALSE;
  return TRUE;
}

/* The rule checks of each move, shared by apply_move and is_legal, so the
 * two cannot disagree.  A face hidden in a view is no rule: the view
 * offers such a move in its list as the game does, and only applying it
 * needs the face (apply_* checks that). */
static gboolean
check_arrange (const TjState  *st,
               const TsMove   *move,
               GError        **error)
{
  gboolean used[TJ_N_DEALT] = { FALSE, FALSE, FALSE };

  if (st->phase != TJ_PHASE_MEMORISE)
    return ts_game_set_illegal_move_error (error,
                                           /* Translators: Trojhranná hra: why a move
                                              is refused, shown to the player; the
                                              cards are triangles with a colour in
                                              each corner */
                                           _("The cards can only be arranged at the start of the game"));
  if (!args_zero_from (move, 2 * TJ_N_DEALT))
    /* Translators: Trojhranná hra: why a move is refused, shown to the
       player */
    return ts_game_set_illegal_move_error (error, _("That arrangement is not possible"));
  for (guint i = 0; i < TJ_N_DEALT; i++)
    {
      int index = move->arg[i], notch = move->arg[TJ_N_DEALT + i];

      if (index < 0 || index >= TJ_N_DEALT || used[index] || notch < 0 || notch > 2)
        return ts_game_set_illegal_move_error (error, _("That arrangement is not possible"));
      used[index] = TRUE;
    }
  return TRUE;
}

static gboolean
check_draw (const TjState  *st,
            const TsMove   *move,
            GError        **error)
{
  if (st->phase != TJ_PHASE_CHOOSE)
    /* Translators: Trojhranná hra: why a move is refused, shown to the
       player; the cards are triangles with a colour in each corner */
    return ts_game_set_illegal_move_error (error, _("You cannot take a card now"));
  if (!args_zero_from (move, 0))
    return ts_game_set_illegal_move_error (error, _("That move is not possible"));
  if (st->n_deck == 0)
    return ts_game_set_illegal_move_error (error, _("The deck is empty"));
  return TRUE;
}

static gboolean
check_flip (const TjState  *st,
            const TsMove   *move,
            GError        **error)
{
  if (st->phase != TJ_PHASE_CHOOSE)
    return ts_game_set_illegal_move_error (error, _("You cannot take a card now"));
  if (!args_zero_from (move, 1))
    return ts_game_set_illegal_move_error (error, _("That move is not possible"));
  if (move->arg[0] < 0 || move->arg[0] >= st->n_reserve[st->current])
    /* Translators: Trojhranná hra: why a move is refused, shown to the
       player; the reserve is the place for a card that could not be placed;
       the cards are triangles with a colour in each corner */
    return ts_game_set_illegal_move_error (error, _("There is no such card in your reserve"));
  return TRUE;
}

/* R4–R6. */
static gboolean
check_place (const TjState  *st,
             const TsMove   *move,
             GError        **error)
{
  TsTriCell cell;
  guint rot;

  if (st->phase != TJ_PHASE_PLACE)
    return ts_game_set_illegal_move_error (error, _("There is no card to place"));
  if (!args_zero_from (move, 4) || !ts_trojhranna_move_get_place (move, &cell, &rot))
    return ts_game_set_illegal_move_error (error, _("That move is not possible"));
  if (!tj_cell_in_range (cell.q, cell.r))
    /* Translators: Trojhranná hra: why a move is refused, shown to the
       player; the cards are triangles with a colour in each corner; cards
       are placed on the cells of the table (the play area) */
    return ts_game_set_illegal_move_error (error, _("The card must touch the cards on the table"));
  if (tj_state_cell_used (st, cell.q, cell.r, cell.s))
    return ts_game_set_illegal_move_error (error, _("That place is already taken"));
  if (tj_state_count_matches (st, st->flipped, cell, rot) < 2)
    return ts_game_set_illegal_move_error (error,
                                           /* Translators: Trojhranná hra: why a move
                                              is refused, shown to the player; the
                                              cards are triangles with a colour in
                                              each corner */
                                           _("At least two corners must match the touching corners"));
  return TRUE;
}

static gboolean
check_move (const TjState  *st,
            const TsMove   *move,
            GError        **error)
{
  if (st->phase == TJ_PHASE_OVER)
    return ts_game_set_illegal_move_error (error, _("The game is over"));

  switch (move->kind)
    {
    case TJ_MOVE_ARRANGE:
      return check_arrange (st, move, error);
    case TJ_MOVE_DRAW:
      return check_draw (st, move, error);
    case TJ_MOVE_FLIP:
      return check_flip (st, move, error);
    case TJ_MOVE_PLACE:
      return check_place (st, move, error);
    default:
      return ts_game_set_illegal_move_error (error, _("That move is not possible"));
    }
}

gboolean
tj_game_is_legal (TsGame       *game,
                  const TsMove *move)
{
  return check_move (tj_state (game), move, NULL);
}

/* The apply_* functions run after check_move has accepted MOVE.  Every
 * move that shows a hidden face, or ends a look at one, emits an event
 * that reveals, so undo cannot take back the decision that led to it. */
static gboolean
apply_arrange (TsGame        *game,
               TjState       *st,
               const TsMove  *move,
               GError       **error)
{
  int seat = st->current;
  gboolean last = tj_state_next_seat (st, seat) == st->first_seat;

  if (last && (st->n_deck == 0 || st->deck[st->n_deck - 1] == TJ_CARD_UNKNOWN))
    /* Translators: Trojhranná hra: why a move is refused, shown to the
       player; the cards are triangles with a colour in each corner */
    return ts_game_set_illegal_move_error (error, _("The start card is hidden in this view"));

  /* Valid: now change the state. */
  for (guint i = 0; i < TJ_N_DEALT; i++)
    {
      TjSlot *slot = &st->reserve[seat][i];

      slot->card = st->dealt[seat][move->arg[i]];
      slot->notch = (guint8) move->arg[TJ_N_DEALT + i];
      slot->known_by = (guint8) (1u << seat);
      slot->vague_by = 0;
      slot->since = st->turn;
    }
  st->n_reserve[seat] = TJ_N_DEALT;
  st->n_dealt[seat] = 0;
  for (guint i = 0; i < TJ_N_DEALT; i++)
    st->dealt[seat][i] = 0;

  /* The faces were shown to SEAT alone; undoing this would show them
   * again, so the end of the look is final. */
  if (ts_game_is_recording (game))
    tj_emit (game, TJ_EVENT_MEMORISED, seat, TS_EVENT_EVERYONE, TRUE, 0, 0, 0, 0);

  if (!last)
    {
      st->current = (gint8) tj_state_next_seat (st, seat);
      return TRUE;
    }

  /* §4.5: the start card. */
  st->table[0].cell = (TsTriCell) { 0, 0, TS_TRI_UP };
  st->table[0].card = st->deck[--st->n_deck];
  st->table[0].rot = 0;
  st->table[0].seq = 0;
  st->n_table = 1;
  tj_state_rebuild (st);
  st->phase = TJ_PHASE_CHOOSE;
  st->current = st->first_seat;
  if (ts_game_is_recording (game))
    tj_emit (game, TJ_EVENT_START_CARD, TS_SEAT_NONE, TS_EVENT_EVERYONE, TRUE,
             st->table[0].card, 0, 0, 0);

  return TRUE;
}

static gboolean
apply_draw (TsGame        *game,
            TjState       *st,
            const TsMove  *move,
            GError       **error)
{
  int card = st->deck[st->n_deck - 1];

  if (card == TJ_CARD_UNKNOWN)
    /* Translators: Trojhranná hra: why a move is refused, shown to the
       player; the cards are triangles with a colour in each corner */
    return ts_game_set_illegal_move_error (error, _("The deck card is hidden in this view"));

  st->n_pending[st->current] = 0;
  st->n_deck--;
  if (ts_game_is_recording (game))
    tj_emit (game, TJ_EVENT_DRAWN, st->current, TS_EVENT_EVERYONE, TRUE,
             card, st->n_deck, 0, 0);
  take_card (game, st, card, TJ_SOURCE_DECK);
  return TRUE;
}

static gboolean
apply_flip (TsGame        *game,
            TjState       *st,
            const TsMove  *move,
            GError       **error)
{
  int seat = st->current;
  int slot = move->arg[0];
  int card = st->reserve[seat][slot].card;

  if (card == TJ_CARD_UNKNOWN)
    /* Translators: Trojhranná hra: why a move is refused, shown to the
       player; the reserve is the place for a card that could not be placed;
       the cards are triangles with a colour in each corner */
    return ts_game_set_illegal_move_error (error, _("The reserve card is hidden in this view"));

  st->n_pending[seat] = 0;
  /* R13: close the gap. */
  memmove (&st->reserve[seat][slot], &st->reserve[seat][slot + 1],
           (st->n_reserve[seat] - slot - 1) * sizeof (TjSlot));
  st->n_reserve[seat]--;
  memset (&st->reserve[seat][st->n_reserve[seat]], 0, sizeof (TjSlot));
  if (ts_game_is_recording (game))
    tj_emit (game, TJ_EVENT_FLIPPED, seat, TS_EVENT_EVERYONE, TRUE,
             slot, card, st->n_reserve[seat], 0);
  take_card (game, st, card, TJ_SOURCE_RESERVE);
  return TRUE;
}

static void
apply_place (TsGame       *game,
             TjState      *st,
             const TsMove *move)
{
  gboolean recording = ts_game_is_recording (game);
  TsTriCell cell;
  int seat = st->current;
  guint rot, n_hex;
  TjTableCard *tc;

  ts_trojhranna_move_get_place (move, &cell, &rot);

  /* R4, then R10–R12; the count is fixed before anything leaves the
   * table (R10). */
  n_hex = tj_state_count_hexagons (st, cell);

  tc = &st->table[st->n_table];
  tc->cell = cell;
  tc->card = st->flipped;
  tc->rot = (guint8) rot;
  tc->seq = st->n_table;
  st->n_table++;
  grid_add_card (st, tc);
  if (recording)
    {
      tj_emit_placed (game, st, seat);
      if (n_hex > 0)
        tj_emit (game, TJ_EVENT_HEXAGONS, seat, TS_EVENT_EVERYONE, FALSE,
                 n_hex, TJ_ALL_SEATS (st) & ~(1u << seat), 0, 0);
    }

  for (guint h = 0; h < n_hex; h++)
    for (guint j = 1; j < st->n_players; j++)
      {
        int to = (seat + j) % st->n_players;

        if (st->n_deck > 0)
          {
            int card = st->deck[--st->n_deck];

            reserve_append (st, to, card, (guint8) (1u << to));
            st->pending[to][st->n_pending[to]].card = (gint8) card;
            st->pending[to][st->n_pending[to]].slot = st->n_reserve[to] - 1;
            st->n_pending[to]++;
            /* Everyone sees that TO takes a card; only TO sees which
             * (R11), and that look is final. */
            if (recording)
              {
                tj_emit (game, TJ_EVENT_PENALTY, to, TS_EVENT_EVERYONE, FALSE,
                         TJ_PENALTY_FROM_DECK, -1, seat, st->n_reserve[to] - 1);
                tj_emit (game, TJ_EVENT_PENALTY_CARD, to, (guint8) (1u << to), TRUE,
                         card, st->n_reserve[to] - 1, 0, 0);
              }
          }
        else if (st->n_table > 0)
          {
            /* R12: the most recently placed card still on the table. */
            int card = st->table[--st->n_table].card;

            memset (&st->table[st->n_table], 0, sizeof (TjTableCard));
            tj_state_rebuild (st);
            reserve_append (st, to, card, TJ_ALL_SEATS (st));
            if (recording)
              tj_emit (game, TJ_EVENT_PENALTY, to, TS_EVENT_EVERYONE, FALSE,
                       TJ_PENALTY_FROM_TABLE, card, seat, st->n_reserve[to] - 1);
          }
        /* Else nothing is left to take (no reachable state). */
      }

  end_turn (game, st);
}

gboolean
tj_game_apply_move (TsGame        *game,
                    const TsMove  *move,
                    GError       **error)
{
  TjState *st = tj_state (game);

  if (!check_move (st, move, error))
    return FALSE;

  switch (move->kind)
    {
    case TJ_MOVE_ARRANGE:
      return apply_arrange (game, st, move, error);
    case TJ_MOVE_DRAW:
      return apply_draw (game, st, move, error);
    case TJ_MOVE_FLIP:
      return apply_flip (game, st, move, error);
    case TJ_MOVE_PLACE:
    default:
      apply_place (game, st, move);
      return TRUE;
    }
}

/* ------------------------------------------------------------------ */
/* Score                                                               */

int
tj_game_get_score (TsGame *game,
                   int     seat)
{
  TjState *st = tj_state (game);

  g_return_val_if_fail (seat >= 0 && seat < st->n_players, 0);
  return tj_state_score (st, seat);
}

/* §6: fewer points, then fewer dead cards; still tied players share the
 * place and the next place is skipped. */
void
tj_state_ranks (const TjState *st,
                int           *ranks)
{
  for (int i = 0; i < st->n_players; i++)
    {
      int si = tj_state_score (st, i);

      ranks[i] = 0;
      for (int j = 0; j < st->n_players; j++)
        {
          int sj = tj_state_score (st, j);

          if (sj < si || (sj == si && st->n_dead[j] < st->n_dead[i]))
            ranks[i]++;
        }
    }
}

void
tj_game_get_ranks (TsGame *game,
                   int    *ranks)
{
  tj_state_ranks (tj_state (game), ranks);
}

char *
tj_game_describe_score (TsGame *game,
                        int     seat)
{
  TjState *st = tj_state (game);
  int points;

  g_return_val_if_fail (seat >= 0 && seat < st->n_players, NULL);
  points = tj_state_score (st, seat);
  /* Translators: Trojhranná hra: a move described in words, in the list of
     moves or as a suggested move; penalty points are bad: the player with
     the fewest wins */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d penalty point", "%d penalty points",
                                       points), points);
}

