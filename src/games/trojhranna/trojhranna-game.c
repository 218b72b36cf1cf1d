/* trojhranna-game.c — the rules of Trojhranná hra (spec /shared/rules/trojhranna.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "ts-text.h"
#include "trojhranna-game.h"
#include "trojhranna-private.h"

G_DEFINE_FINAL_TYPE (TsTrojhrannaGame, ts_trojhranna_game, TS_TYPE_GAME)


/* Corner colours of every card, canonical order; filled in class_init so the
 * hot loops do not go through the name table. */
static guint8 card_colours[TJ_N_CARDS][3];

#define ALL_SEATS(st) ((guint8) ((1u << (st)->n_players) - 1))

static inline guint8
card_colour_at (int   card,
                guint rot,
                guint i)
{
  return card_colours[card][(i + rot) % 3];
}

static inline gboolean
cell_in_range (int q,
               int r)
{
  return q >= -TJ_COORD_MAX && q <= TJ_COORD_MAX &&
         r >= -TJ_COORD_MAX && r <= TJ_COORD_MAX;
}

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

      *grid_at (st, p.q, p.r) |= 1u << card_colour_at (tc->card, tc->rot, i);
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
    n += (m[i] >> card_colour_at (card, rot, i)) & 1;
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

static void
state_init_empty (TjState *st)
{
  memset (st, 0, sizeof *st);
  /* A blank instance (before setup or load_state) offers and takes no
   * moves: n_players is 0 there. */
  st->phase = TJ_PHASE_OVER;
  st->current = TS_SEAT_NONE;
  st->flipped = -1;
  st->last_turn.seat = TS_SEAT_NONE;
  st->last_turn.card = -1;
  tj_state_rebuild (st);
}

static gboolean
ts_trojhranna_game_setup (TsGame         *game,
                          const TsSetup  *setup,
                          GError        **error)
{
  TjState *st = tj_state (game);
  int order[TJ_N_CARDS];

  if (setup->n_players < 2 || setup->n_players > TJ_MAX_SEATS ||
      setup->first_seat < 0 || (guint) setup->first_seat >= setup->n_players)
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                   _("Trojhranná hra is played by 2 to 4 players"));
      return FALSE;
    }

  state_init_empty (st);
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

static void
ts_trojhranna_game_copy_state (TsGame *dest,
                               TsGame *src)
{
  memcpy (tj_state (dest), tj_state (src), sizeof (TjState));
}

static guint
ts_trojhranna_game_get_n_players_impl (TsGame *game)
{
  return tj_state (game)->n_players;
}

static int
ts_trojhranna_game_get_current_seat_impl (TsGame *game)
{
  return tj_state (game)->current;
}

static gboolean
ts_trojhranna_game_is_over_impl (TsGame *game)
{
  return tj_state (game)->phase == TJ_PHASE_OVER;
}

/* ------------------------------------------------------------------ */
/* Moves                                                               */

static const guint8 permutations[6][3] = {
  { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 },
};

static void
ts_trojhranna_game_list_moves (TsGame *game,
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
            ts_move_clear (&move);
            move.kind = TJ_MOVE_ARRANGE;
            for (guint i = 0; i < 3; i++)
              move.arg[i] = permutations[p][i];
            move.arg[3] = notches / 9;
            move.arg[4] = (notches / 3) % 3;
            move.arg[5] = notches % 3;
            g_array_append_val (moves, move);
          }
      break;

    case TJ_PHASE_CHOOSE:
      if (st->n_deck > 0)
        {
          ts_move_clear (&move);
          move.kind = TJ_MOVE_DRAW;
          g_array_append_val (moves, move);
        }
      for (guint i = 0; i < st->n_reserve[st->current]; i++)
        {
          ts_move_clear (&move);
          move.kind = TJ_MOVE_FLIP;
          move.arg[0] = (gint16) i;
          g_array_append_val (moves, move);
        }
      break;

    case TJ_PHASE_PLACE:
      {
        TjPlacement places[TJ_MAX_PLACEMENTS];
        guint n = tj_state_list_placements (st, st->flipped, places);

        for (guint i = 0; i < n; i++)
          {
            ts_move_clear (&move);
            move.kind = TJ_MOVE_PLACE;
            move.arg[0] = places[i].q;
            move.arg[1] = places[i].r;
            move.arg[2] = places[i].s;
            move.arg[3] = places[i].rot;
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
  slot->padding = 0;
  slot->since = st->turn;
}

/* Ends the current turn: R14 checks the deck, otherwise R1 passes on. */
static void
end_turn (TjState          *st,
          const TjLastTurn *record)
{
  st->last_turn = *record;
  st->turn++;
  st->flipped = -1;
  st->flipped_source = TJ_SOURCE_DECK;

  if (st->n_deck == 0)
    {
      st->phase = TJ_PHASE_OVER;
      st->current = TS_SEAT_NONE;
    }
  else
    {
      st->phase = TJ_PHASE_CHOOSE;
      st->current = (gint8) tj_state_next_seat (st, st->current);
    }
}

static void
record_init (TjLastTurn *record,
             int         seat,
             TjSource    source,
             int         card)
{
  memset (record, 0, sizeof *record);
  record->seat = seat;
  record->source = source;
  record->card = card;
  record->placed = FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (record->penalty_card); i++)
    {
      record->penalty_seat[i] = TS_SEAT_NONE;
      record->penalty_card[i] = TJ_CARD_UNKNOWN;
    }
}

/* R3 then R8/R9 for a card just taken (already removed from its source). */
static void
take_card (TjState  *st,
           int       card,
           TjSource  source)
{
  int seat = st->current;
  TjLastTurn record;

  if (tj_state_card_fits (st, card))
    {
      st->phase = TJ_PHASE_PLACE;
      st->flipped = (gint8) card;
      st->flipped_source = source;
      return;
    }

  record_init (&record, seat, source, card);
  if (source == TJ_SOURCE_DECK)
    reserve_append (st, seat, card, ALL_SEATS (st));   /* everyone saw it */
  else
    st->dead[seat][st->n_dead[seat]++] = (gint8) card;
  end_turn (st, &record);
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

static gboolean
apply_arrange (TjState       *st,
               const TsMove  *move,
               GError       **error)
{
  int seat = st->current;
  gboolean used[3] = { FALSE, FALSE, FALSE };
  gboolean last;

  if (st->phase != TJ_PHASE_MEMORISE)
    return ts_game_set_illegal_move_error (error,
                                           _("The cards can only be arranged at the start of the game"));
  if (!args_zero_from (move, 6))
    return ts_game_set_illegal_move_error (error, _("That arrangement is not possible"));
  for (guint i = 0; i < 3; i++)
    {
      if (move->arg[i] < 0 || move->arg[i] > 2 || used[move->arg[i]] ||
          move->arg[3 + i] < 0 || move->arg[3 + i] > 2)
        return ts_game_set_illegal_move_error (error, _("That arrangement is not possible"));
      used[move->arg[i]] = TRUE;
    }

  last = tj_state_next_seat (st, seat) == st->first_seat;
  if (last && (st->n_deck == 0 || st->deck[st->n_deck - 1] == TJ_CARD_UNKNOWN))
    return ts_game_set_illegal_move_error (error, _("The start card is hidden in this view"));

  /* Valid: now change the state. */
  for (guint i = 0; i < 3; i++)
    {
      TjSlot *slot = &st->reserve[seat][i];

      slot->card = st->dealt[seat][move->arg[i]];
      slot->notch = (guint8) move->arg[3 + i];
      slot->known_by = (guint8) (1u << seat);
      slot->padding = 0;
      slot->since = st->turn;
    }
  st->n_reserve[seat] = 3;
  st->n_dealt[seat] = 0;
  for (guint i = 0; i < TJ_N_DEALT; i++)
    st->dealt[seat][i] = 0;

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

  return TRUE;
}

static gboolean
apply_draw (TjState       *st,
            const TsMove  *move,
            GError       **error)
{
  int card;

  if (st->phase != TJ_PHASE_CHOOSE)
    return ts_game_set_illegal_move_error (error, _("You cannot take a card now"));
  if (!args_zero_from (move, 0))
    return ts_game_set_illegal_move_error (error, _("That move is not possible"));
  if (st->n_deck == 0)
    return ts_game_set_illegal_move_error (error, _("The deck is empty"));
  card = st->deck[st->n_deck - 1];
  if (card == TJ_CARD_UNKNOWN)
    return ts_game_set_illegal_move_error (error, _("The deck card is hidden in this view"));

  st->n_pending[st->current] = 0;
  st->n_deck--;
  take_card (st, card, TJ_SOURCE_DECK);
  return TRUE;
}

static gboolean
apply_flip (TjState       *st,
            const TsMove  *move,
            GError       **error)
{
  int seat = st->current;
  int slot = move->arg[0];
  int card;

  if (st->phase != TJ_PHASE_CHOOSE)
    return ts_game_set_illegal_move_error (error, _("You cannot take a card now"));
  if (!args_zero_from (move, 1))
    return ts_game_set_illegal_move_error (error, _("That move is not possible"));
  if (slot < 0 || slot >= st->n_reserve[seat])
    return ts_game_set_illegal_move_error (error, _("There is no such card in your reserve"));
  card = st->reserve[seat][slot].card;
  if (card == TJ_CARD_UNKNOWN)
    return ts_game_set_illegal_move_error (error, _("The reserve card is hidden in this view"));

  st->n_pending[seat] = 0;
  /* R13: close the gap. */
  memmove (&st->reserve[seat][slot], &st->reserve[seat][slot + 1],
           (st->n_reserve[seat] - slot - 1) * sizeof (TjSlot));
  st->n_reserve[seat]--;
  memset (&st->reserve[seat][st->n_reserve[seat]], 0, sizeof (TjSlot));
  take_card (st, card, TJ_SOURCE_RESERVE);
  return TRUE;
}

static gboolean
apply_place (TjState       *st,
             const TsMove  *move,
             GError       **error)
{
  TsTriCell cell;
  int seat = st->current;
  guint rot, n_hex;
  TjTableCard *tc;
  TjLastTurn record;

  if (st->phase != TJ_PHASE_PLACE)
    return ts_game_set_illegal_move_error (error, _("There is no card to place"));
  if (!args_zero_from (move, 4) || move->arg[2] < 0 || move->arg[2] > 1 ||
      move->arg[3] < 0 || move->arg[3] > 2)
    return ts_game_set_illegal_move_error (error, _("That move is not possible"));
  cell = (TsTriCell) { move->arg[0], move->arg[1], move->arg[2] };
  rot = move->arg[3];
  if (!cell_in_range (cell.q, cell.r))
    return ts_game_set_illegal_move_error (error, _("The card must touch the cards on the table"));
  if (tj_state_cell_used (st, cell.q, cell.r, cell.s))
    return ts_game_set_illegal_move_error (error, _("That place is already taken"));
  if (tj_state_count_matches (st, st->flipped, cell, rot) < 2)
    return ts_game_set_illegal_move_error (error,
                                           _("At least two corners must match the touching corners"));

  /* Valid: R4, then R10–R12. */
  record_init (&record, seat, st->flipped_source, st->flipped);
  record.placed = TRUE;
  record.cell = cell;

  n_hex = tj_state_count_hexagons (st, cell);
  record.n_hexagons = n_hex;

  tc = &st->table[st->n_table];
  tc->cell = cell;
  tc->card = st->flipped;
  tc->rot = (guint8) rot;
  tc->seq = st->n_table;
  st->n_table++;
  grid_add_card (st, tc);

  for (guint h = 0; h < n_hex; h++)
    for (guint j = 1; j < st->n_players; j++)
      {
        int to = (seat + j) % st->n_players;
        guint k = record.n_penalties;

        if (st->n_deck > 0)
          {
            int card = st->deck[--st->n_deck];

            reserve_append (st, to, card, (guint8) (1u << to));
            st->pending[to][st->n_pending[to]].card = (gint8) card;
            st->pending[to][st->n_pending[to]].slot = st->n_reserve[to] - 1;
            st->n_pending[to]++;
            record.penalty_from_table[k] = FALSE;
            record.penalty_card[k] = card;
          }
        else if (st->n_table > 0)
          {
            /* R12: the most recently placed card still on the table. */
            int card = st->table[--st->n_table].card;

            memset (&st->table[st->n_table], 0, sizeof (TjTableCard));
            tj_state_rebuild (st);
            reserve_append (st, to, card, ALL_SEATS (st));
            record.penalty_from_table[k] = TRUE;
            record.penalty_card[k] = card;
          }
        else
          continue;   /* nothing left to take (no reachable state) */

        record.penalty_seat[k] = to;
        record.n_penalties++;
      }

  end_turn (st, &record);
  return TRUE;
}

static gboolean
ts_trojhranna_game_apply_move (TsGame        *game,
                               const TsMove  *move,
                               GError       **error)
{
  TjState *st = tj_state (game);

  if (st->phase == TJ_PHASE_OVER)
    return ts_game_set_illegal_move_error (error, _("The game is over"));

  switch (move->kind)
    {
    case TJ_MOVE_ARRANGE:
      return apply_arrange (st, move, error);
    case TJ_MOVE_DRAW:
      return apply_draw (st, move, error);
    case TJ_MOVE_FLIP:
      return apply_flip (st, move, error);
    case TJ_MOVE_PLACE:
      return apply_place (st, move, error);
    default:
      return ts_game_set_illegal_move_error (error, _("That move is not possible"));
    }
}

static char *
ts_trojhranna_game_format_move (TsGame       *game,
                                const TsMove *move)
{
  switch (move->kind)
    {
    case TJ_MOVE_ARRANGE:
      return g_strdup_printf ("arrange %dr%d %dr%d %dr%d",
                              move->arg[0], move->arg[3], move->arg[1], move->arg[4],
                              move->arg[2], move->arg[5]);
    case TJ_MOVE_DRAW:
      return g_strdup ("draw");
    case TJ_MOVE_FLIP:
      return g_strdup_printf ("flip %d", move->arg[0]);
    case TJ_MOVE_PLACE:
      {
        TsTriCell cell = { move->arg[0], move->arg[1], move->arg[2] ? TS_TRI_DOWN : TS_TRI_UP };
        g_autofree char *c = ts_tri_cell_to_string (cell);

        return g_strdup_printf ("place %s r%d", c, move->arg[3]);
      }
    default:
      return g_strdup ("?");
    }
}

/* "2r1": a dealt index 0–2 and a notch 0–2. */
static gboolean
parse_arrange_word (const char *word,
                    gint16     *index,
                    gint16     *notch)
{
  if (strlen (word) != 3 || word[1] != 'r' ||
      word[0] < '0' || word[0] > '2' || word[2] < '0' || word[2] > '2')
    return FALSE;
  *index = word[0] - '0';
  *notch = word[2] - '0';
  return TRUE;
}

static gboolean
ts_trojhranna_game_parse_move (TsGame      *game,
                               const char  *text,
                               TsMove      *move,
                               GError     **error)
{
  g_auto(GStrv) parts = g_strsplit_set (text, " \t\r\n", -1);
  const char *w[5];
  guint n = 0;
  TsMove m;
  gint64 v;

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

  if (strcmp (w[0], "arrange") == 0 && n == 4)
    {
      m.kind = TJ_MOVE_ARRANGE;
      for (guint i = 0; i < 3; i++)
        if (!parse_arrange_word (w[1 + i], &m.arg[i], &m.arg[3 + i]))
          return ts_game_set_bad_move_error (game, text, error);
    }
  else if (strcmp (w[0], "draw") == 0 && n == 1)
    m.kind = TJ_MOVE_DRAW;
  else if (strcmp (w[0], "flip") == 0 && n == 2)
    {
      if (!ts_text_parse_int (w[1], 0, TJ_N_CARDS - 1, &v) || w[1][0] == '+' || w[1][0] == '-')
        return ts_game_set_bad_move_error (game, text, error);
      m.kind = TJ_MOVE_FLIP;
      m.arg[0] = (gint16) v;
    }
  else if (strcmp (w[0], "place") == 0 && n == 3)
    {
      TsTriCell cell;

      if (!ts_tri_cell_from_string (w[1], &cell, NULL) ||
          ABS (cell.q) > G_MAXINT16 || ABS (cell.r) > G_MAXINT16)
        return ts_game_set_bad_move_error (game, text, error);
      if (strlen (w[2]) != 2 || w[2][0] != 'r' || w[2][1] < '0' || w[2][1] > '2')
        return ts_game_set_bad_move_error (game, text, error);
      m.kind = TJ_MOVE_PLACE;
      m.arg[0] = (gint16) cell.q;
      m.arg[1] = (gint16) cell.r;
      m.arg[2] = (gint16) cell.s;
      m.arg[3] = w[2][1] - '0';
    }
  else
    return ts_game_set_bad_move_error (game, text, error);

  *move = m;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Score                                                               */

static int
ts_trojhranna_game_get_score (TsGame *game,
                              int     seat)
{
  TjState *st = tj_state (game);

  g_return_val_if_fail (seat >= 0 && seat < st->n_players, 0);
  return tj_state_score (st, seat);
}

/* §6: fewer points, then fewer dead cards; still tied players share the
 * place and the next place is skipped. */
static void
ts_trojhranna_game_get_ranks (TsGame *game,
                              int    *ranks)
{
  TjState *st = tj_state (game);

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

static char *
ts_trojhranna_game_describe_score (TsGame *game,
                                   int     seat)
{
  TjState *st = tj_state (game);
  int points;

  g_return_val_if_fail (seat >= 0 && seat < st->n_players, NULL);
  points = tj_state_score (st, seat);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d penalty point", "%d penalty points",
                                       points), points);
}

/* ------------------------------------------------------------------ */
/* Positions as text (grammar in trojhranna-game.h)                    */

static const char * const phase_names[] = { "memorise", "choose", "place", "over" };

static const char *
card_word (int card)
{
  return card == TJ_CARD_UNKNOWN ? "?" : tj_card_name (card);
}

static char *
ts_trojhranna_game_save_state (TsGame *game)
{
  TjState *st = tj_state (game);
  GString *s = g_string_new ("trojhranna 1\n");
  g_autofree char *rng = ts_rng_to_string (&st->rng);

  g_string_append_printf (s, "players %u first %u\n", st->n_players, st->first_seat);
  g_string_append_printf (s, "phase %s current ", phase_names[st->phase]);
  if (st->current == TS_SEAT_NONE)
    g_string_append (s, "-");
  else
    g_string_append_printf (s, "%d", st->current);
  g_string_append_printf (s, " turn %u\n", st->turn);
  g_string_append_printf (s, "rng %s\n", rng);

  g_string_append_printf (s, "table %u", st->n_table);
  for (guint i = 0; i < st->n_table; i++)
    {
      const TjTableCard *tc = &st->table[i];
      g_autofree char *cell = ts_tri_cell_to_string (tc->cell);

      g_string_append_printf (s, "\n  %s %s %u %u", cell, tj_card_name (tc->card), tc->rot, tc->seq);
    }

  g_string_append_printf (s, "\ndeck %u", st->n_deck);
  for (guint i = 0; i < st->n_deck; i++)
    g_string_append_printf (s, "%s%s", i % 15 == 0 ? "\n  " : " ",
                            card_word (st->deck[st->n_deck - 1 - i]));
  g_string_append (s, "\n");

  for (guint seat = 0; seat < st->n_players; seat++)
    {
      g_string_append_printf (s, "seat %u\n  dealt %u", seat, st->n_dealt[seat]);
      for (guint i = 0; i < st->n_dealt[seat]; i++)
        g_string_append_printf (s, " %s", card_word (st->dealt[seat][i]));
      g_string_append_printf (s, "\n  reserve %u", st->n_reserve[seat]);
      for (guint i = 0; i < st->n_reserve[seat]; i++)
        {
          const TjSlot *slot = &st->reserve[seat][i];

          g_string_append_printf (s, "\n    %s %u %u %u", card_word (slot->card),
                                  slot->notch, slot->known_by, slot->since);
        }
      g_string_append_printf (s, "\n  dead %u", st->n_dead[seat]);
      for (guint i = 0; i < st->n_dead[seat]; i++)
        g_string_append_printf (s, " %s", tj_card_name (st->dead[seat][i]));
      g_string_append_printf (s, "\n  pending %u", st->n_pending[seat]);
      for (guint i = 0; i < st->n_pending[seat]; i++)
        g_string_append_printf (s, " %s %u", tj_card_name (st->pending[seat][i].card),
                                st->pending[seat][i].slot);
      g_string_append (s, "\n");
    }

  if (st->flipped < 0)
    g_string_append (s, "flipped none\n");
  else
    g_string_append_printf (s, "flipped %s %s\n", tj_card_name (st->flipped),
                            st->flipped_source == TJ_SOURCE_DECK ? "deck" : "reserve");

  if (st->last_turn.seat == TS_SEAT_NONE)
    g_string_append (s, "last none\n");
  else
    {
      const TjLastTurn *lt = &st->last_turn;

      g_string_append_printf (s, "last %d %s %s", lt->seat,
                              lt->source == TJ_SOURCE_DECK ? "deck" : "reserve",
                              tj_card_name (lt->card));
      if (lt->placed)
        {
          g_autofree char *cell = ts_tri_cell_to_string (lt->cell);

          g_string_append_printf (s, " placed %s %u", cell, lt->n_hexagons);
        }
      else
        g_string_append (s, " kept");
      g_string_append_printf (s, " penalties %u", lt->n_penalties);
      for (guint i = 0; i < lt->n_penalties; i++)
        g_string_append_printf (s, "\n  %d %s %s", lt->penalty_seat[i],
                                lt->penalty_from_table[i] ? "table" : "deck",
                                card_word (lt->penalty_card[i]));
      g_string_append (s, "\n");
    }

  g_string_append (s, "end\n");
  return g_string_free (s, FALSE);
}

static gboolean
read_card (TsTextReader  *reader,
           gboolean       allow_unknown,
           gint8         *card,
           GError       **error)
{
  char word[8];
  int id;

  if (!ts_text_read_word (reader, word, sizeof word, error))
    return FALSE;
  if (allow_unknown && strcmp (word, "?") == 0)
    {
      *card = TJ_CARD_UNKNOWN;
      return TRUE;
    }
  id = tj_card_from_name (word);
  if (id < 0)
    {
      g_autofree char *quoted = ts_text_quote (word, 8);

      /* Translators: %s is a word of a saved position */
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE,
                   _("“%s” is not a card here"), quoted);
      return FALSE;
    }
  *card = (gint8) id;
  return TRUE;
}

static gboolean
read_cell (TsTextReader  *reader,
           TsTriCell     *cell,
           GError       **error)
{
  char word[24];

  if (!ts_text_read_word (reader, word, sizeof word, error))
    return FALSE;
  if (!ts_tri_cell_from_string (word, cell, NULL) || !cell_in_range (cell->q, cell->r))
    {
      g_autofree char *quoted = ts_text_quote (word, 24);

      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE,
                   _("“%s” is not a table cell"), quoted);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_state (TjState     *st,
             const char  *text,
             GError     **error)
{
  static const char * const sources[] = { "deck", "reserve" };
  static const char * const fates[] = { "kept", "placed" };
  static const char * const origins[] = { "deck", "table" };
  TsTextReader reader;
  TsTextReader *rd = &reader;
  char word[128];
  int v, n;
  guint total;
  gboolean seen[TJ_N_CARDS] = { FALSE, };

  state_init_empty (st);
  ts_text_reader_init (rd, text);

  if (!ts_text_expect (rd, "trojhranna", error) || !ts_text_expect (rd, "1", error))
    return FALSE;

  if (!ts_text_expect (rd, "players", error) ||
      !ts_text_read_small (rd, 2, TJ_MAX_SEATS, &v, error))
    return FALSE;
  st->n_players = v;
  if (!ts_text_expect (rd, "first", error) ||
      !ts_text_read_small (rd, 0, st->n_players - 1, &v, error))
    return FALSE;
  st->first_seat = v;

  if (!ts_text_expect (rd, "phase", error) ||
      !ts_text_read_choice (rd, phase_names, G_N_ELEMENTS (phase_names), &v, error))
    return FALSE;
  st->phase = v;
  if (!ts_text_expect (rd, "current", error) ||
      !ts_text_read_word (rd, word, sizeof word, error))
    return FALSE;
  if (strcmp (word, "-") == 0)
    st->current = TS_SEAT_NONE;
  else
    {
      gint64 c;

      if (!ts_text_parse_int (word, 0, st->n_players - 1, &c))
        return ts_game_set_bad_state_error (error, _("The seat to move is not a player"));
      st->current = (gint8) c;
    }
  if (!ts_text_expect (rd, "turn", error) || !ts_text_read_small (rd, 0, G_MAXUINT16, &v, error))
    return FALSE;
  st->turn = v;

  if (!ts_text_expect (rd, "rng", error) || !ts_text_read_word (rd, word, sizeof word, error) ||
      !ts_rng_from_string (&st->rng, word, error))
    return FALSE;

  /* Table */
  if (!ts_text_expect (rd, "table", error) || !ts_text_read_small (rd, 0, TJ_N_CARDS, &n, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      TjTableCard *tc = &st->table[i];
      gint8 card;

      if (!read_cell (rd, &tc->cell, error) || !read_card (rd, FALSE, &card, error) ||
          !ts_text_read_small (rd, 0, 2, &v, error))
        return FALSE;
      tc->card = card;
      tc->rot = v;
      if (!ts_text_read_small (rd, 0, TJ_N_CARDS - 1, &v, error))
        return FALSE;
      if (v != i)
        return ts_game_set_bad_state_error (error,
                                            _("Table cards must be listed in the order they were placed"));
      tc->seq = v;
      for (int j = 0; j < i; j++)
        if (ts_tri_cell_equal (st->table[j].cell, tc->cell))
          return ts_game_set_bad_state_error (error, _("Two table cards lie in the same cell"));
      st->n_table++;
    }

  /* Deck, top first */
  if (!ts_text_expect (rd, "deck", error) || !ts_text_read_small (rd, 0, TJ_N_CARDS, &n, error))
    return FALSE;
  st->n_deck = n;
  for (int i = 0; i < n; i++)
    if (!read_card (rd, TRUE, &st->deck[n - 1 - i], error))
      return FALSE;

  /* Seats */
  for (int seat = 0; seat < st->n_players; seat++)
    {
      if (!ts_text_expect (rd, "seat", error) || !ts_text_read_small (rd, seat, seat, &v, error))
        return FALSE;

      if (!ts_text_expect (rd, "dealt", error) ||
          !ts_text_read_small (rd, 0, TJ_N_DEALT, &n, error))
        return FALSE;
      if (n != 0 && n != TJ_N_DEALT)
        return ts_game_set_bad_state_error (error,
                                            _("A player holds a wrong number of dealt cards"));
      st->n_dealt[seat] = n;
      for (int i = 0; i < n; i++)
        if (!read_card (rd, TRUE, &st->dealt[seat][i], error))
          return FALSE;

      if (!ts_text_expect (rd, "reserve", error) ||
          !ts_text_read_small (rd, 0, TJ_N_CARDS, &n, error))
        return FALSE;
      st->n_reserve[seat] = n;
      for (int i = 0; i < n; i++)
        {
          TjSlot *slot = &st->reserve[seat][i];

          if (!read_card (rd, TRUE, &slot->card, error) ||
              !ts_text_read_small (rd, 0, 2, &v, error))
            return FALSE;
          slot->notch = v;
          if (!ts_text_read_small (rd, 0, ALL_SEATS (st), &v, error))
            return FALSE;
          slot->known_by = v;
          if (!ts_text_read_small (rd, 0, G_MAXUINT16, &v, error))
            return FALSE;
          slot->since = v;
        }

      if (!ts_text_expect (rd, "dead", error) || !ts_text_read_small (rd, 0, TJ_N_CARDS, &n, error))
        return FALSE;
      st->n_dead[seat] = n;
      for (int i = 0; i < n; i++)
        if (!read_card (rd, FALSE, &st->dead[seat][i], error))
          return FALSE;

      if (!ts_text_expect (rd, "pending", error) ||
          !ts_text_read_small (rd, 0, st->n_reserve[seat], &n, error))
        return FALSE;
      st->n_pending[seat] = n;
      for (int i = 0; i < n; i++)
        {
          TjPending *p = &st->pending[seat][i];
          int face;

          if (!read_card (rd, FALSE, &p->card, error) ||
              !ts_text_read_small (rd, 0, MAX (st->n_reserve[seat] - 1, 0), &v, error))
            return FALSE;
          p->slot = v;
          face = st->reserve[seat][v].card;
          if (v >= st->n_reserve[seat] || (face != TJ_CARD_UNKNOWN && face != p->card))
            return ts_game_set_bad_state_error (error,
                                                _("A pending penalty card is not in its reserve slot"));
          for (int j = 0; j < i; j++)
            if (st->pending[seat][j].slot >= p->slot)
              return ts_game_set_bad_state_error (error,
                                                  _("A pending penalty card is not in its reserve slot"));
        }
    }

  /* Flipped card */
  if (!ts_text_expect (rd, "flipped", error) || !ts_text_read_word (rd, word, sizeof word, error))
    return FALSE;
  if (strcmp (word, "none") != 0)
    {
      int id = tj_card_from_name (word);

      if (id < 0)
        return ts_game_set_bad_state_error (error, _("The flipped card is not a card"));
      st->flipped = id;
      if (!ts_text_read_choice (rd, sources, G_N_ELEMENTS (sources), &v, error))
        return FALSE;
      st->flipped_source = v;
    }

  /* Last turn */
  if (!ts_text_expect (rd, "last", error) || !ts_text_read_word (rd, word, sizeof word, error))
    return FALSE;
  if (strcmp (word, "none") != 0)
    {
      TjLastTurn *lt = &st->last_turn;
      gint64 seat;
      gint8 card;

      if (!ts_text_parse_int (word, 0, st->n_players - 1, &seat))
        return ts_game_set_bad_state_error (error, _("The last turn was not played by a player"));
      record_init (lt, (int) seat, TJ_SOURCE_DECK, -1);
      if (!ts_text_read_choice (rd, sources, G_N_ELEMENTS (sources), &v, error))
        return FALSE;
      lt->source = v;
      if (!read_card (rd, FALSE, &card, error))
        return FALSE;
      lt->card = card;
      if (!ts_text_read_choice (rd, fates, G_N_ELEMENTS (fates), &v, error))
        return FALSE;
      lt->placed = v;
      if (lt->placed)
        {
          if (!read_cell (rd, &lt->cell, error) || !ts_text_read_small (rd, 0, 3, &v, error))
            return FALSE;
          lt->n_hexagons = v;
        }
      if (!ts_text_expect (rd, "penalties", error) ||
          !ts_text_read_small (rd, 0, lt->placed ? lt->n_hexagons * (st->n_players - 1) : 0,
                               &n, error))
        return FALSE;
      lt->n_penalties = n;
      for (int i = 0; i < n; i++)
        {
          if (!ts_text_read_small (rd, 0, st->n_players - 1, &v, error))
            return FALSE;
          if (v == lt->seat)
            return ts_game_set_bad_state_error (error,
                                                _("A player cannot take a penalty for their own hexagon"));
          lt->penalty_seat[i] = v;
          if (!ts_text_read_choice (rd, origins, G_N_ELEMENTS (origins), &v, error))
            return FALSE;
          lt->penalty_from_table[i] = v;
          if (!read_card (rd, !lt->penalty_from_table[i], &card, error))
            return FALSE;
          lt->penalty_card[i] = card;
        }
    }

  if (!ts_text_expect (rd, "end", error) || !ts_text_expect_end (rd, error))
    return FALSE;

  /* Every card is somewhere exactly once; faces may be unknown. */
  total = st->n_table + st->n_deck + (st->flipped >= 0);
  for (int seat = 0; seat < st->n_players; seat++)
    total += st->n_dealt[seat] + st->n_reserve[seat] + st->n_dead[seat];
  if (total != TJ_N_CARDS)
    return ts_game_set_bad_state_error (error, _("The position does not hold exactly 45 cards"));

#define SEE(c) G_STMT_START {                                               \
    int c_ = (c);                                                          \
    if (c_ != TJ_CARD_UNKNOWN)                                             \
      {                                                                    \
        if (seen[c_])                                                      \
          return ts_game_set_bad_state_error (error, _("A card appears twice in the position")); \
        seen[c_] = TRUE;                                                   \
      }                                                                    \
  } G_STMT_END
  for (guint i = 0; i < st->n_table; i++)
    SEE (st->table[i].card);
  for (guint i = 0; i < st->n_deck; i++)
    SEE (st->deck[i]);
  if (st->flipped >= 0)
    SEE (st->flipped);
  for (int seat = 0; seat < st->n_players; seat++)
    {
      for (guint i = 0; i < st->n_dealt[seat]; i++)
        SEE (st->dealt[seat][i]);
      for (guint i = 0; i < st->n_reserve[seat]; i++)
        SEE (st->reserve[seat][i].card);
      for (guint i = 0; i < st->n_dead[seat]; i++)
        SEE (st->dead[seat][i]);
    }
#undef SEE
  /* Pending faces are known copies of reserve slots: an unknown slot must
   * not hide a card that is visible elsewhere. */
  for (int seat = 0; seat < st->n_players; seat++)
    for (guint i = 0; i < st->n_pending[seat]; i++)
      {
        const TjPending *p = &st->pending[seat][i];

        if (st->reserve[seat][p->slot].card != TJ_CARD_UNKNOWN)
          continue;
        if (seen[p->card])
          return ts_game_set_bad_state_error (error, _("A card appears twice in the position"));
        seen[p->card] = TRUE;
      }

  /* The phase must agree with everything else. */
  switch ((TjPhase) st->phase)
    {
    case TJ_PHASE_MEMORISE:
      {
        gboolean arranged = TRUE;

        if (st->current == TS_SEAT_NONE || st->n_table != 0 || st->flipped >= 0 ||
            st->turn != 0 || st->last_turn.seat != TS_SEAT_NONE)
          return ts_game_set_bad_state_error (error,
                                              _("The position does not fit the memorisation phase"));
        for (int j = 0; j < st->n_players; j++)
          {
            int seat = (st->first_seat + j) % st->n_players;

            if (seat == st->current)
              arranged = FALSE;
            if (st->n_dead[seat] != 0 || st->n_pending[seat] != 0 ||
                st->n_reserve[seat] != (arranged ? TJ_N_DEALT : 0) ||
                st->n_dealt[seat] != (arranged ? 0 : TJ_N_DEALT))
              return ts_game_set_bad_state_error (error,
                                                  _("The position does not fit the memorisation phase"));
          }
      }
      break;

    case TJ_PHASE_CHOOSE:
    case TJ_PHASE_PLACE:
    case TJ_PHASE_OVER:
      for (int seat = 0; seat < st->n_players; seat++)
        if (st->n_dealt[seat] != 0)
          return ts_game_set_bad_state_error (error,
                                              _("Dealt cards are left after the memorisation phase"));
      if (st->phase == TJ_PHASE_OVER)
        {
          if (st->current != TS_SEAT_NONE || st->flipped >= 0 || st->n_deck != 0)
            return ts_game_set_bad_state_error (error,
                                                _("The position does not fit a finished game"));
        }
      else if (st->current == TS_SEAT_NONE || st->n_table == 0)
        return ts_game_set_bad_state_error (error,
                                            _("The position has no player to move or no table"));
      else if (st->phase == TJ_PHASE_CHOOSE && (st->flipped >= 0 || st->n_deck == 0))
        return ts_game_set_bad_state_error (error,
                                            _("The position does not fit the choosing phase"));
      else if (st->phase == TJ_PHASE_PLACE && st->flipped < 0)
        return ts_game_set_bad_state_error (error, _("There is no card to place"));
      break;

    default:
      return ts_game_set_bad_state_error (error, _("Unknown phase"));
    }

  tj_state_rebuild (st);
  /* R8/R9: a flipped card waiting for placement must have a place. */
  if (st->phase == TJ_PHASE_PLACE && !tj_state_card_fits (st, st->flipped))
    return ts_game_set_bad_state_error (error, _("The flipped card has no legal place"));

  return TRUE;
}

static gboolean
ts_trojhranna_game_load_state (TsGame      *game,
                               const char  *text,
                               GError     **error)
{
  g_autofree TjState *parsed = g_new0 (TjState, 1);

  if (!parse_state (parsed, text, error))
    return FALSE;

  memcpy (tj_state (game), parsed, sizeof (TjState));
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Hidden information (spec §7)                                        */

static gboolean
seat_has_pending (const TjState *st,
                  int            seat,
                  int            card)
{
  for (guint i = 0; i < st->n_pending[seat]; i++)
    if (st->pending[seat][i].card == card)
      return TRUE;
  return FALSE;
}

static void
ts_trojhranna_game_redact (TsGame   *game,
                           int       seat,
                           TsRedact  how)
{
  TjState *st = tj_state (game);
  guint8 bit = seat >= 0 && seat < st->n_players ? (guint8) (1u << seat) : 0;
  int me = bit ? seat : TS_SEAT_NONE;

  /* The end screen shows everything. */
  if (st->phase == TJ_PHASE_OVER)
    return;

  /* The generator could be run backwards to recover the deck order. */
  ts_rng_init (&st->rng, 0);

  for (guint i = 0; i < st->n_deck; i++)
    st->deck[i] = TJ_CARD_UNKNOWN;

  for (int s = 0; s < st->n_players; s++)
    {
      /* Only the memorising seat looks at its dealt cards, now. */
      if (!(st->phase == TJ_PHASE_MEMORISE && s == st->current && s == me))
        for (guint i = 0; i < st->n_dealt[s]; i++)
          st->dealt[s][i] = TJ_CARD_UNKNOWN;

      for (guint i = 0; i < st->n_reserve[s]; i++)
        if (how == TS_REDACT_SCREEN || !(st->reserve[s][i].known_by & bit))
          st->reserve[s][i].card = TJ_CARD_UNKNOWN;

      if (s != me)
        {
          memset (st->pending[s], 0, sizeof st->pending[s]);
          st->n_pending[s] = 0;
        }
    }

  for (guint i = 0; i < st->last_turn.n_penalties; i++)
    {
      TjLastTurn *lt = &st->last_turn;
      int to = lt->penalty_seat[i];

      if (lt->penalty_from_table[i] || lt->penalty_card[i] == TJ_CARD_UNKNOWN)
        continue;
      if (to != me ||
          (how == TS_REDACT_SCREEN && !seat_has_pending (st, me, lt->penalty_card[i])))
        lt->penalty_card[i] = TJ_CARD_UNKNOWN;
    }
}

static void
ts_trojhranna_game_determinise (TsGame *game,
                                TsRng  *rng)
{
  TjState *st = tj_state (game);
  gboolean visible[TJ_N_CARDS] = { FALSE, };
  int pool[TJ_N_CARDS];
  guint n_pool = 0, next = 0;

  ts_rng_init (&st->rng, ts_rng_next (rng));

  /* A pending card is a known face of its reserve slot. */
  for (int s = 0; s < st->n_players; s++)
    for (guint i = 0; i < st->n_pending[s]; i++)
      {
        TjPending *p = &st->pending[s][i];

        if (p->slot < st->n_reserve[s] && st->reserve[s][p->slot].card == TJ_CARD_UNKNOWN)
          st->reserve[s][p->slot].card = p->card;
      }

#define MARK(c) G_STMT_START { if ((c) >= 0) visible[(c)] = TRUE; } G_STMT_END
  for (guint i = 0; i < st->n_table; i++)
    MARK (st->table[i].card);
  for (guint i = 0; i < st->n_deck; i++)
    MARK (st->deck[i]);
  MARK (st->flipped);
  for (int s = 0; s < st->n_players; s++)
    {
      for (guint i = 0; i < st->n_dealt[s]; i++)
        MARK (st->dealt[s][i]);
      for (guint i = 0; i < st->n_reserve[s]; i++)
        MARK (st->reserve[s][i].card);
      for (guint i = 0; i < st->n_dead[s]; i++)
        MARK (st->dead[s][i]);
    }
#undef MARK

  for (int c = 0; c < TJ_N_CARDS; c++)
    if (!visible[c])
      pool[n_pool++] = c;
  if (n_pool == 0)
    return;
  ts_rng_shuffle_int (rng, pool, n_pool);

#define FILL(slot) G_STMT_START {                                         \
    if ((slot) == TJ_CARD_UNKNOWN && next < n_pool)                      \
      (slot) = (gint8) pool[next++];                                     \
  } G_STMT_END
  for (guint i = 0; i < st->n_deck; i++)
    FILL (st->deck[i]);
  for (int s = 0; s < st->n_players; s++)
    {
      for (guint i = 0; i < st->n_dealt[s]; i++)
        FILL (st->dealt[s][i]);
      for (guint i = 0; i < st->n_reserve[s]; i++)
        FILL (st->reserve[s][i].card);
    }
#undef FILL
}

/* ------------------------------------------------------------------ */
/* Accessors                                                           */

#define SELF_STATE(self) (&(self)->st)

TjPhase
ts_trojhranna_game_get_phase (TsTrojhrannaGame *self)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), TJ_PHASE_OVER);
  return (TjPhase) self->st.phase;
}

guint
ts_trojhranna_game_get_deck_size (TsTrojhrannaGame *self)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), 0);
  return self->st.n_deck;
}

guint
ts_trojhranna_game_get_n_table (TsTrojhrannaGame *self)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), 0);
  return self->st.n_table;
}

const TjTableCard *
ts_trojhranna_game_get_table_card (TsTrojhrannaGame *self,
                                   guint             index)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), NULL);
  g_return_val_if_fail (index < self->st.n_table, NULL);
  return &self->st.table[index];
}

int
ts_trojhranna_game_get_card_at (TsTrojhrannaGame *self,
                                TsTriCell         cell,
                                guint            *rot)
{
  TjState *st;

  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), -1);
  st = SELF_STATE (self);
  for (guint i = 0; i < st->n_table; i++)
    if (ts_tri_cell_equal (st->table[i].cell, cell))
      {
        if (rot)
          *rot = st->table[i].rot;
        return st->table[i].card;
      }
  return -1;
}

guint
ts_trojhranna_game_get_reserve_size (TsTrojhrannaGame *self,
                                     int               seat)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < self->st.n_players, 0);
  return self->st.n_reserve[seat];
}

TjReserveCard
ts_trojhranna_game_get_reserve (TsTrojhrannaGame *self,
                                int               seat,
                                guint             slot)
{
  TjReserveCard none = { TJ_CARD_UNKNOWN, 0 };
  const TjSlot *s;

  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), none);
  g_return_val_if_fail (seat >= 0 && seat < self->st.n_players, none);
  g_return_val_if_fail (slot < self->st.n_reserve[seat], none);
  s = &self->st.reserve[seat][slot];
  return (TjReserveCard) { s->card, s->notch };
}

guint
ts_trojhranna_game_get_dead_size (TsTrojhrannaGame *self,
                                  int               seat)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < self->st.n_players, 0);
  return self->st.n_dead[seat];
}

int
ts_trojhranna_game_get_dead (TsTrojhrannaGame *self,
                             int               seat,
                             guint             index)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), -1);
  g_return_val_if_fail (seat >= 0 && seat < self->st.n_players, -1);
  g_return_val_if_fail (index < self->st.n_dead[seat], -1);
  return self->st.dead[seat][index];
}

int
ts_trojhranna_game_get_flipped (TsTrojhrannaGame *self,
                                TjSource         *source)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), -1);
  if (self->st.phase != TJ_PHASE_PLACE)
    return -1;
  if (source)
    *source = (TjSource) self->st.flipped_source;
  return self->st.flipped;
}

int
ts_trojhranna_game_get_dealt (TsTrojhrannaGame *self,
                              guint             index)
{
  const TjState *st;

  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), TJ_CARD_UNKNOWN);
  st = SELF_STATE (self);
  if (st->phase != TJ_PHASE_MEMORISE || index >= st->n_dealt[st->current])
    return TJ_CARD_UNKNOWN;
  return st->dealt[st->current][index];
}

guint
ts_trojhranna_game_get_n_pending (TsTrojhrannaGame *self,
                                  int               seat)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < self->st.n_players, 0);
  return self->st.n_pending[seat];
}

int
ts_trojhranna_game_get_pending (TsTrojhrannaGame *self,
                                int               seat,
                                guint             index)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), TJ_CARD_UNKNOWN);
  g_return_val_if_fail (seat >= 0 && seat < self->st.n_players, TJ_CARD_UNKNOWN);
  g_return_val_if_fail (index < self->st.n_pending[seat], TJ_CARD_UNKNOWN);
  return self->st.pending[seat][index].card;
}

const TjLastTurn *
ts_trojhranna_game_get_last_turn (TsTrojhrannaGame *self)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), NULL);
  return &self->st.last_turn;
}

guint
ts_trojhranna_game_count_matches (TsTrojhrannaGame *self,
                                  int               card,
                                  TsTriCell         cell,
                                  guint             rot)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), 0);
  g_return_val_if_fail (card >= 0 && card < TJ_N_CARDS && rot < 3, 0);
  if (!cell_in_range (cell.q, cell.r))
    return 0;
  return tj_state_count_matches (SELF_STATE (self), card, cell, rot);
}

guint
ts_trojhranna_game_count_hexagons (TsTrojhrannaGame *self,
                                   TsTriCell         cell)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), 0);
  if (!cell_in_range (cell.q, cell.r))
    return 0;
  return tj_state_count_hexagons (SELF_STATE (self), cell);
}

void
ts_trojhranna_game_get_extent (TsTrojhrannaGame *self,
                               double           *min_x,
                               double           *min_y,
                               double           *max_x,
                               double           *max_y)
{
  const TjState *st;
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;

  g_return_if_fail (TS_IS_TROJHRANNA_GAME (self));
  st = SELF_STATE (self);

  for (guint i = 0; i < st->n_table; i++)
    for (guint k = 0; k < 3; k++)
      {
        double x, y;

        ts_tri_point_to_xy (ts_tri_cell_corner (st->table[i].cell, k), &x, &y);
        if ((i == 0 && k == 0) || x < x0)
          x0 = x;
        if ((i == 0 && k == 0) || x > x1)
          x1 = x;
        if ((i == 0 && k == 0) || y < y0)
          y0 = y;
        if ((i == 0 && k == 0) || y > y1)
          y1 = y;
      }

  if (min_x)
    *min_x = x0;
  if (min_y)
    *min_y = y0;
  if (max_x)
    *max_x = x1;
  if (max_y)
    *max_y = y1;
}

/* ------------------------------------------------------------------ */
/* Class                                                               */

/* For the command line's "show". */
static const char *
describe_phase_name (TjPhase phase)
{
  switch (phase)
    {
    case TJ_PHASE_MEMORISE:
      /* Translators: phase of Trojhranná hra */
      return _("memorise the dealt cards");
    case TJ_PHASE_CHOOSE:
      /* Translators: phase of Trojhranná hra */
      return _("choose a card (deck or reserve)");
    case TJ_PHASE_PLACE:
      /* Translators: phase of Trojhranná hra */
      return _("place the flipped card");
    case TJ_PHASE_OVER:
    default:
      /* Translators: phase of Trojhranná hra */
      return _("over");
    }
}

static const char *
describe_card_text (int card)
{
  return card >= 0 ? tj_card_name (card) : "???";
}

static char *
ts_trojhranna_game_describe_position (TsGame             *game_base,
                                      const char * const *names)
{
  TsTrojhrannaGame *game = TS_TROJHRANNA_GAME (game_base);
  guint n_players = ts_game_get_n_players (game_base);
  GString *out = g_string_new (NULL);
  TjSource source;
  int flipped;

  g_string_append_printf (out, _("Phase: %s\n"), describe_phase_name (ts_trojhranna_game_get_phase (game)));
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Deck: %u card\n", "Deck: %u cards\n",
                       ts_trojhranna_game_get_deck_size (game)),
           ts_trojhranna_game_get_deck_size (game));

  flipped = ts_trojhranna_game_get_flipped (game, &source);
  if (flipped >= 0)
    g_string_append_printf (out, source == TJ_SOURCE_DECK ? _("Flipped: %s (from the deck)\n")
                                      : _("Flipped: %s (from the reserve)\n"),
             describe_card_text (flipped));

  if (ts_trojhranna_game_get_phase (game) == TJ_PHASE_MEMORISE)
    {
      GString *dealt = g_string_new (NULL);

      for (guint i = 0; i < 3; i++)
        g_string_append_printf (dealt, " %s", describe_card_text (ts_trojhranna_game_get_dealt (game, i)));
      g_string_append_printf (out, _("Dealt cards:%s\n"), dealt->str);
      g_string_free (dealt, TRUE);
    }

  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Table: %u card, in placement order\n",
                        "Table: %u cards, in placement order\n",
                        ts_trojhranna_game_get_n_table (game)),
           ts_trojhranna_game_get_n_table (game));
  for (guint i = 0; i < ts_trojhranna_game_get_n_table (game); i++)
    {
      const TjTableCard *card = ts_trojhranna_game_get_table_card (game, i);
      g_autofree char *cell = ts_tri_cell_to_string (card->cell);

      g_string_append_printf (out, "  %u %s %s r%u\n", card->seq, cell, describe_card_text (card->card), card->rot);
    }

  for (guint seat = 0; seat < n_players; seat++)
    {
      guint n_reserve = ts_trojhranna_game_get_reserve_size (game, seat);
      guint n_dead = ts_trojhranna_game_get_dead_size (game, seat);
      guint n_pending = ts_trojhranna_game_get_n_pending (game, seat);
      g_autoptr(GString) reserve = g_string_new (NULL);
      g_autoptr(GString) dead = g_string_new (NULL);
      g_autofree char *score = ts_game_describe_score (TS_GAME (game), seat);

      for (guint i = 0; i < n_reserve; i++)
        {
          TjReserveCard card = ts_trojhranna_game_get_reserve (game, seat, i);

          g_string_append_printf (reserve, " %s/%u", describe_card_text (card.card), card.notch);
        }
      for (guint i = 0; i < n_dead; i++)
        g_string_append_printf (dead, " %s", describe_card_text (ts_trojhranna_game_get_dead (game, seat, i)));

      g_string_append_printf (out, _("Seat %u (%s): %s\n"), seat + 1, names[seat], score);
      /* Translators: %u is the number of cards, then the faces follow
       * ("???" for a hidden face, "/1" the orientation notch) */
      g_string_append_printf (out, _("  reserve (%u):%s\n"), n_reserve, reserve->str);
      /* Translators: %u is the number of cards, then the faces follow */
      g_string_append_printf (out, _("  dead row (%u):%s\n"), n_dead, dead->str);
      if (n_pending > 0)
        {
          g_autoptr(GString) pending = g_string_new (NULL);

          for (guint i = 0; i < n_pending; i++)
            g_string_append_printf (pending, " %s",
                                    describe_card_text (ts_trojhranna_game_get_pending (game, seat, i)));
          g_string_append_printf (out, _("  penalty cards not yet shown:%s\n"), pending->str);
        }
    }

  return g_string_free (out, FALSE);
}

static void
ts_trojhranna_game_class_init (TsTrojhrannaGameClass *klass)
{
  TsGameClass *game_class = TS_GAME_CLASS (klass);

  for (int c = 0; c < TJ_N_CARDS; c++)
    for (guint k = 0; k < 3; k++)
      card_colours[c][k] = (guint8) tj_card_corner (c, k);

  game_class->id = "trojhranna";
  game_class->name = N_("Trojhranná hra");
  game_class->description = N_("Place triangular cards so their corners match; "
                               "complete hexagons to hand out penalties.");
  game_class->designer = "Leo Colovini";
  game_class->min_players = 2;
  game_class->max_players = TJ_MAX_SEATS;
  game_class->first_player = TS_FIRST_PLAYER_CHOOSE;

  game_class->setup = ts_trojhranna_game_setup;
  game_class->copy_state = ts_trojhranna_game_copy_state;
  game_class->get_n_players = ts_trojhranna_game_get_n_players_impl;
  game_class->get_current_seat = ts_trojhranna_game_get_current_seat_impl;
  game_class->is_over = ts_trojhranna_game_is_over_impl;
  game_class->list_moves = ts_trojhranna_game_list_moves;
  game_class->apply_move = ts_trojhranna_game_apply_move;
  game_class->format_move = ts_trojhranna_game_format_move;
  game_class->parse_move = ts_trojhranna_game_parse_move;
  game_class->get_score = ts_trojhranna_game_get_score;
  game_class->get_ranks = ts_trojhranna_game_get_ranks;
  game_class->describe_score = ts_trojhranna_game_describe_score;
  game_class->save_state = ts_trojhranna_game_save_state;
  game_class->load_state = ts_trojhranna_game_load_state;
  game_class->redact = ts_trojhranna_game_redact;
  game_class->determinise = ts_trojhranna_game_determinise;
  game_class->describe_position = ts_trojhranna_game_describe_position;

  game_class->trivial_move = tj_ai_trivial_move;
  game_class->playout_move = tj_ai_playout_move;
  game_class->evaluate = tj_ai_evaluate;
  game_class->forget = tj_ai_forget;
}

static void
ts_trojhranna_game_init (TsTrojhrannaGame *self)
{
  state_init_empty (&self->st);
}
