/* ts-match.c — a game being played: players, history, undo and redo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ts-match.h"

/* One played move with the exact state before it: undo restores that
 * snapshot instead of trying to reverse the rules, so it is exact even for
 * moves that draw from a shuffled deck or roll dice. */
typedef struct
{
  TsMove  move;
  int     seat;      /* the current seat before the move */
  TsGame *before;
} TsMatchEntry;

struct _TsMatch
{
  GObject   parent_instance;

  TsSetup  *setup;
  TsGame   *start;
  gboolean  from_setup;
  GArray   *history;  /* of TsMatchEntry */
  GArray   *redo;     /* of TsMove; the last one is redone first */
  TsGame   *game;     /* current */
};

G_DEFINE_FINAL_TYPE (TsMatch, ts_match, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,
  MOVE_APPLIED,
  GAME_OVER,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
clear_entry (gpointer data)
{
  TsMatchEntry *entry = data;

  g_clear_object (&entry->before);
}

static void
ts_match_finalize (GObject *object)
{
  TsMatch *self = TS_MATCH (object);

  g_clear_pointer (&self->setup, ts_setup_free);
  g_clear_object (&self->start);
  g_clear_object (&self->game);
  g_clear_pointer (&self->history, g_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);

  G_OBJECT_CLASS (ts_match_parent_class)->finalize (object);
}

static void
ts_match_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  TsMatch *self = TS_MATCH (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, ts_match_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, ts_match_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_match_class_init (TsMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ts_match_finalize;
  object_class->get_property = ts_match_get_property;

  /* The current game is one object for the whole match (undo copies the
   * snapshot back into it), so this is never notified. */
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         TS_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  signals[MOVE_APPLIED] =
    g_signal_new ("move-applied",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[GAME_OVER] =
    g_signal_new ("game-over",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
ts_match_init (TsMatch *self)
{
  self->history = g_array_new (FALSE, FALSE, sizeof (TsMatchEntry));
  g_array_set_clear_func (self->history, clear_entry);
  self->redo = g_array_new (FALSE, FALSE, sizeof (TsMove));
}

TsMatch *
ts_match_new (const TsSetup  *setup,
              GError        **error)
{
  g_autoptr(TsGame) game = NULL;
  TsMatch *self;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  game = ts_game_new (setup->game_id, setup, error);
  if (game == NULL)
    return NULL;

  self = g_object_new (TS_TYPE_MATCH, NULL);
  self->setup = ts_setup_copy (setup);
  self->start = ts_game_copy (game);
  self->game = g_steal_pointer (&game);
  self->from_setup = TRUE;

  return self;
}

/* SETUP may be NULL: the seats then get the default names and colours of
 * ts_setup_new (a position from a bug report or a tutorial has no names). */
TsMatch *
ts_match_new_from_position (const TsSetup *setup,
                            TsGame        *start)
{
  TsMatch *self;

  g_return_val_if_fail (TS_IS_GAME (start), NULL);
  g_return_val_if_fail (setup == NULL ||
                        (g_strcmp0 (setup->game_id, ts_game_get_id (start)) == 0 &&
                         setup->n_players == ts_game_get_n_players (start)), NULL);

  self = g_object_new (TS_TYPE_MATCH, NULL);
  if (setup != NULL)
    self->setup = ts_setup_copy (setup);
  else
    self->setup = ts_setup_new (ts_game_get_id (start), ts_game_get_n_players (start), 0);
  /* Copies, so the caller may go on using its own object. */
  self->start = ts_game_copy (start);
  self->game = ts_game_copy (start);
  self->from_setup = FALSE;

  return self;
}

const TsSetup *
ts_match_get_setup (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);

  return self->setup;
}

TsGame *
ts_match_get_game (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);

  return self->game;
}

TsGame *
ts_match_get_start (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);

  return self->start;
}

gboolean
ts_match_starts_from_setup (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);

  return self->from_setup;
}

/* Applies MOVE to the current game and records it, without announcing it;
 * the callers decide which signals a whole operation emits. */
static gboolean
apply_and_record (TsMatch       *self,
                  const TsMove  *move,
                  GError       **error)
{
  g_autoptr(TsGame) before = ts_game_copy (self->game);
  TsMatchEntry entry;

  entry.seat = ts_game_get_current_seat (self->game);
  if (!ts_game_apply_move (self->game, move, error))
    return FALSE;

  entry.move = *move;
  entry.before = g_steal_pointer (&before);
  g_array_append_val (self->history, entry);

  return TRUE;
}

/* Brackets an operation so that can-undo/can-redo are notified only when
 * they really changed, after the signals of the operation. */
typedef struct
{
  gboolean can_undo;
  gboolean can_redo;
  gboolean was_over;
} TsMatchState;

static void
state_begin (TsMatch      *self,
             TsMatchState *state)
{
  g_object_freeze_notify (G_OBJECT (self));
  state->can_undo = ts_match_can_undo (self);
  state->can_redo = ts_match_can_redo (self);
  state->was_over = ts_game_is_over (self->game);
}

/* Everything is decided before the first signal: a handler may play or
 * undo again, and its own operation announces itself. */
static void
state_end (TsMatch      *self,
           TsMatchState *state,
           guint         first_new_move)
{
  guint end = self->history->len;
  gboolean became_over = !state->was_over && ts_game_is_over (self->game);

  if (state->can_undo != ts_match_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (state->can_redo != ts_match_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);

  g_object_ref (self);
  for (guint i = first_new_move; i < end; i++)
    g_signal_emit (self, signals[MOVE_APPLIED], 0, i);
  g_signal_emit (self, signals[CHANGED], 0);
  if (became_over)
    g_signal_emit (self, signals[GAME_OVER], 0);

  g_object_thaw_notify (G_OBJECT (self));
  g_object_unref (self);
}

gboolean
ts_match_play (TsMatch       *self,
               const TsMove  *move,
               GError       **error)
{
  TsMatchState state;
  guint n_before;

  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  n_before = self->history->len;
  state_begin (self, &state);
  if (!apply_and_record (self, move, error))
    {
      g_object_thaw_notify (G_OBJECT (self));
      return FALSE;
    }
  /* A new move makes a different future: the undone moves are gone. */
  g_array_set_size (self->redo, 0);
  state_end (self, &state, n_before);

  return TRUE;
}

gboolean
ts_match_play_text (TsMatch     *self,
                    const char  *text,
                    GError     **error)
{
  TsMove move;

  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  if (!ts_game_parse_move (self->game, text, &move, error))
    return FALSE;
  return ts_match_play (self, &move, error);
}

guint
ts_match_get_n_moves (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), 0);

  return self->history->len;
}

const TsMove *
ts_match_get_move (TsMatch *self,
                   guint    index)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < self->history->len, NULL);

  return &g_array_index (self->history, TsMatchEntry, index).move;
}

int
ts_match_get_move_seat (TsMatch *self,
                        guint    index)
{
  g_return_val_if_fail (TS_IS_MATCH (self), TS_SEAT_NONE);
  g_return_val_if_fail (index < self->history->len, TS_SEAT_NONE);

  return g_array_index (self->history, TsMatchEntry, index).seat;
}

TsGame *
ts_match_get_game_before (TsMatch *self,
                          guint    index)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < self->history->len, NULL);

  return g_array_index (self->history, TsMatchEntry, index).before;
}

gboolean
ts_match_can_undo (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);

  return self->history->len > 0;
}

gboolean
ts_match_can_redo (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);

  return self->redo->len > 0;
}

/* Takes back the last move silently: the snapshot's state is copied back
 * into the current game (the same copy_state that ts_game_copy() uses, so
 * it is exact) and the move goes onto the redo stack.  The current game
 * stays the same object, so whoever holds it sees the undo. */
static void
undo_one (TsMatch *self)
{
  TsMatchEntry *entry;

  g_assert (self->history->len > 0);

  entry = &g_array_index (self->history, TsMatchEntry, self->history->len - 1);
  g_array_append_val (self->redo, entry->move);
  TS_GAME_GET_CLASS (self->game)->copy_state (self->game, entry->before);
  g_array_set_size (self->history, self->history->len - 1);
}

/* Replays the last undone move silently.  Replaying from the exact snapshot
 * is deterministic, so this only fails if a game's rules are not. */
static gboolean
redo_one (TsMatch *self)
{
  g_autoptr(GError) error = NULL;
  TsMove move;

  g_assert (self->redo->len > 0);

  move = g_array_index (self->redo, TsMove, self->redo->len - 1);
  g_array_set_size (self->redo, self->redo->len - 1);
  if (!apply_and_record (self, &move, &error))
    {
      g_warning ("Cannot redo a move (the rules of “%s” are not deterministic?): %s",
                 ts_game_get_id (self->game), error->message);
      g_array_set_size (self->redo, 0);
      return FALSE;
    }
  return TRUE;
}

gboolean
ts_match_undo (TsMatch *self)
{
  TsMatchState state;

  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);

  if (self->history->len == 0)
    return FALSE;

  state_begin (self, &state);
  undo_one (self);
  state_end (self, &state, self->history->len);

  return TRUE;
}

gboolean
ts_match_redo (TsMatch *self)
{
  TsMatchState state;
  guint n_before;
  gboolean ok;

  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);

  if (self->redo->len == 0)
    return FALSE;

  n_before = self->history->len;
  state_begin (self, &state);
  ok = redo_one (self);
  state_end (self, &state, n_before);

  return ok;
}

gboolean
ts_match_undo_human_turn (TsMatch *self)
{
  TsMatchState state;
  gboolean undone_human = FALSE;
  gboolean any_human = FALSE;

  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);

  for (guint i = 0; i < self->history->len && !any_human; i++)
    any_human = ts_match_seat_is_human (self,
                                        g_array_index (self->history, TsMatchEntry, i).seat);
  if (!any_human)
    return FALSE;

  state_begin (self, &state);
  while (self->history->len > 0)
    {
      int seat = g_array_index (self->history, TsMatchEntry, self->history->len - 1).seat;

      undo_one (self);
      if (ts_match_seat_is_human (self, seat))
        undone_human = TRUE;
      if (undone_human && ts_match_seat_is_human (self, ts_game_get_current_seat (self->game)))
        break;
    }
  state_end (self, &state, self->history->len);

  return TRUE;
}

gboolean
ts_match_redo_human_turn (TsMatch *self)
{
  TsMatchState state;
  guint n_before;

  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);

  if (self->redo->len == 0)
    return FALSE;

  n_before = self->history->len;
  state_begin (self, &state);
  /* At least one move, then on through the computers' replies. */
  while (redo_one (self) &&
         self->redo->len > 0 &&
         !ts_match_seat_is_human (self, ts_game_get_current_seat (self->game)))
    ;
  state_end (self, &state, n_before);

  return TRUE;
}

gboolean
ts_match_seat_is_human (TsMatch *self,
                        int      seat)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);

  if (seat < 0 || (guint) seat >= self->setup->n_players || seat >= TS_MAX_SEATS)
    return FALSE;
  return self->setup->players[seat].kind == TS_PLAYER_HUMAN;
}

guint
ts_match_count_humans (TsMatch *self)
{
  guint n = 0;

  g_return_val_if_fail (TS_IS_MATCH (self), 0);

  for (guint i = 0; i < self->setup->n_players && i < TS_MAX_SEATS; i++)
    if (self->setup->players[i].kind == TS_PLAYER_HUMAN)
      n++;
  return n;
}
