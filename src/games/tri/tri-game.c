/* tri-game.c — the TsTriGame class: its hooks and public accessors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules themselves are in tri-rules.c; tri-private.h lists the files
 * of the model and their jobs.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "tri-private.h"

G_DEFINE_FINAL_TYPE (TsTriGame, ts_tri_game, TS_TYPE_GAME)

/* ------------------------------------------------------------------ */
/* Hooks                                                               */

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
/* Class                                                               */

/* Who decides and what: a battle has two deciders on one player's turn. */
static char *
tri_describe_turn (TsGame             *game,
                   const char * const *names)
{
  int seat = ts_game_get_current_seat (game);
  const char *name = ts_game_name_of (names, seat);

  switch (ts_tri_game_get_phase (TS_TRI_GAME (game)))
    {
    case TRI_PHASE_ATTACK_CARD:
      /* Translators: status under the title; %s is a player's name */
      return g_strdup_printf (_("%s attacks: choose a card"), name);
    case TRI_PHASE_DEFEND_CARD:
      /* Translators: status under the title; %s is a player's name */
      return g_strdup_printf (_("%s defends: choose a card"), name);
    case TRI_PHASE_VOID:
      /* Translators: status under the title; %s is a player's name */
      return g_strdup_printf (_("%s chooses the triangle to empty"), name);
    case TRI_PHASE_ACTION:
    case TRI_PHASE_OVER:
    default:
      return NULL;
    }
}

static void
ts_tri_game_class_init (TsTriGameClass *klass)
{
  TsGameClass *game_class = TS_GAME_CLASS (klass);

  game_class->id = "tri";
  game_class->name = N_("TRI");
  /* Translators: the one-line description of the game TRI in the list of
     games */
  game_class->description = N_("Conquer a board of triangles wrapped around a torus "
                               "with dice and secret cards");
  /* The source names no designer. */
  game_class->designer = NULL;
  game_class->min_players = 2;
  game_class->max_players = TRI_MAX_SEATS;
  /* Spec §4: the first player is random unless set in the dialog. */
  game_class->first_player = TS_FIRST_PLAYER_RANDOM;

  game_class->setup = tri_rules_setup;
  game_class->copy_state = ts_tri_game_copy_state;
  game_class->get_n_players = ts_tri_game_get_n_players_impl;
  game_class->get_current_seat = ts_tri_game_get_current_seat_impl;
  game_class->is_over = ts_tri_game_is_over_impl;
  game_class->list_moves = tri_rules_list_moves;
  game_class->apply_move = tri_rules_apply_move;
  game_class->is_legal = tri_rules_is_legal;
  game_class->format_move = tri_notation_format_move;
  game_class->parse_move = tri_notation_parse_move;
  game_class->get_score = tri_rules_get_score;
  game_class->get_ranks = tri_rules_get_ranks;
  game_class->describe_score = tri_rules_describe_score;
  game_class->save_state = tri_position_save;
  game_class->load_state = tri_position_load;
  game_class->save_position = tri_position3_save;
  game_class->redact = tri_views_redact;
  game_class->determinise = tri_views_determinise;
  game_class->is_view = tri_views_is_view;
  game_class->trivial_move = tri_ai_trivial_move;
  game_class->playout_move = tri_ai_playout_move;
  game_class->evaluate = tri_ai_evaluate;
  game_class->describe_position = tri_events_describe_position;
  game_class->describe_event = tri_events_describe;
  game_class->describe_turn = tri_describe_turn;
  game_class->advise_move = tri_advice_advise_move;
}

static void
ts_tri_game_init (TsTriGame *self)
{
  tri_state_init_empty (&self->st);
}
