/* trojhranna-game.c — the Trojhranná hra class: GObject boilerplate, the
 * accessors of trojhranna-game.h and the readable position of "show"
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules themselves live in the files trojhranna-private.h lists.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "trojhranna-game.h"
#include "trojhranna-private.h"

G_DEFINE_FINAL_TYPE (TsTrojhrannaGame, ts_trojhranna_game, TS_TYPE_GAME)

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

guint
ts_trojhranna_game_count_matches (TsTrojhrannaGame *self,
                                  int               card,
                                  TsTriCell         cell,
                                  guint             rot)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), 0);
  g_return_val_if_fail (card >= 0 && card < TJ_N_CARDS && rot < 3, 0);
  if (!tj_cell_in_range (cell.q, cell.r))
    return 0;
  return tj_state_count_matches (SELF_STATE (self), card, cell, rot);
}

guint
ts_trojhranna_game_count_hexagons (TsTrojhrannaGame *self,
                                   TsTriCell         cell)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_GAME (self), 0);
  if (!tj_cell_in_range (cell.q, cell.r))
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
    /* Translators: Trojhranná hra: a text of the game */
    g_string_append_printf (out, source == TJ_SOURCE_DECK ? _("Flipped: %s (from the deck)\n")
                                      /* Translators: Trojhranná hra: a text of
                                         the game; the reserve is the place for a
                                         card that could not be placed */
                                      : _("Flipped: %s (from the reserve)\n"),
             describe_card_text (flipped));

  if (ts_trojhranna_game_get_phase (game) == TJ_PHASE_MEMORISE)
    {
      GString *dealt = g_string_new (NULL);

      for (guint i = 0; i < 3; i++)
        g_string_append_printf (dealt, " %s", describe_card_text (ts_trojhranna_game_get_dealt (game, i)));
      /* Translators: Trojhranná hra: a text of the game; the cards are
         triangles with a colour in each corner */
      g_string_append_printf (out, _("Dealt cards:%s\n"), dealt->str);
      g_string_free (dealt, TRUE);
    }

  /* Translators: Trojhranná hra: a text of the game; the cards are
     triangles with a colour in each corner; cards are placed on the cells
     of the table (the play area) */
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

      /* Translators: Trojhranná hra: a text of the game */
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
          /* Translators: Trojhranná hra: a text of the game; penalty points
             are bad: the player with the fewest wins; the cards are
             triangles with a colour in each corner */
          g_string_append_printf (out, _("  penalty cards not yet shown:%s\n"), pending->str);
        }
    }

  return g_string_free (out, FALSE);
}

static void
ts_trojhranna_game_class_init (TsTrojhrannaGameClass *klass)
{
  TsGameClass *game_class = TS_GAME_CLASS (klass);

  game_class->id = "trojhranna";
  game_class->name = N_("Trojhranná hra");
  /* Translators: the one-line description of the game Trojhranná hra in the
     list of games */
  game_class->description = N_("Place triangular cards so their corners match; "
                               "complete hexagons to hand out penalties.");
  game_class->designer = "Leo Colovini";
  game_class->min_players = 2;
  game_class->max_players = TJ_MAX_SEATS;
  game_class->first_player = TS_FIRST_PLAYER_CHOOSE;

  game_class->setup = tj_game_setup;
  game_class->copy_state = ts_trojhranna_game_copy_state;
  game_class->get_n_players = ts_trojhranna_game_get_n_players_impl;
  game_class->get_current_seat = ts_trojhranna_game_get_current_seat_impl;
  game_class->is_over = ts_trojhranna_game_is_over_impl;
  game_class->list_moves = tj_game_list_moves;
  game_class->apply_move = tj_game_apply_move;
  game_class->is_legal = tj_game_is_legal;
  game_class->format_move = tj_game_format_move;
  game_class->parse_move = tj_game_parse_move;
  game_class->get_score = tj_game_get_score;
  game_class->get_ranks = tj_game_get_ranks;
  game_class->describe_score = tj_game_describe_score;
  game_class->save_state = tj_game_save_state;
  game_class->load_state = tj_game_load_state;
  game_class->save_position = tj_position2_save;
  game_class->redact = tj_game_redact;
  game_class->determinise = tj_game_determinise;
  game_class->is_view = tj_game_is_view;
  game_class->advise_move = tj_game_advise_move;
  game_class->describe_position = ts_trojhranna_game_describe_position;
  game_class->describe_event = tj_game_describe_event;

  game_class->trivial_move = tj_ai_trivial_move;
  game_class->playout_move = tj_ai_playout_move;
  game_class->evaluate = tj_ai_evaluate;
  game_class->forget = tj_game_forget;
}

static void
ts_trojhranna_game_init (TsTrojhrannaGame *self)
{
  tj_state_init_empty (&self->st);
}
