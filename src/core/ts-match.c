/* ts-match.c — a game being played: players, history, undo and redo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include "ts-match.h"
#include "ts-table.h"

/* A full copy of the game is kept before every CHECKPOINT_EVERY-th move;
 * the game before any other move is rebuilt from the checkpoint before it
 * by replaying at most CHECKPOINT_EVERY - 1 moves.  Replaying is exact (the
 * rules are deterministic and the RNG is part of the state), even for moves
 * that draw from a shuffled deck or roll dice. */
#define CHECKPOINT_EVERY 16

/* One played move and the events it made. */
typedef struct
{
  TsMove  move;
  int     seat;         /* the current seat before the move */
  guint   first_event;  /* index into events */
  guint   n_events;
} TsMatchEntry;

struct _TsMatch
{
  GObject    parent_instance;

  TsSetup   *setup;
  TsGame    *start;
  gboolean   from_setup;
  GArray    *history;      /* of TsMatchEntry */
  GPtrArray *checkpoints;  /* [k]: the game before move k·CHECKPOINT_EVERY */
  GArray    *events;       /* of TsEvent, of every move in history */
  guint      barrier;      /* moves up to the last revealing one: final */
  GArray    *redo;         /* of TsMove; the last one is redone first */
  TsGame    *game;         /* current */
  guint      hints[TS_MAX_SEATS];  /* suggested moves shown to each seat */
};

static void ts_match_table_init (TsTableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TsMatch, ts_match, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TS_TYPE_TABLE, ts_match_table_init))

enum
{
  PROP_0,
  PROP_GAME,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* "changed" is TsTable's. */
enum
{
  MOVE_APPLIED,
  GAME_OVER,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
ts_match_finalize (GObject *object)
{
  TsMatch *self = TS_MATCH (object);

  g_clear_pointer (&self->setup, ts_setup_free);
  g_clear_object (&self->start);
  g_clear_object (&self->game);
  g_clear_pointer (&self->history, g_array_unref);
  g_clear_pointer (&self->checkpoints, g_ptr_array_unref);
  g_clear_pointer (&self->events, g_array_unref);
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
  self->checkpoints = g_ptr_array_new_with_free_func (g_object_unref);
  self->events = g_array_new (FALSE, FALSE, sizeof (TsEvent));
  self->redo = g_array_new (FALSE, FALSE, sizeof (TsMove));
}

TsMatch *
ts_match_new (const TsSetup  *setup,
              GError        **error)
{
  g_autoptr(TsGame) game = NULL;
  g_autoptr(TsSetup) prepared = NULL;
  TsMatch *self;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  prepared = ts_setup_copy (setup);
  if (!ts_game_prepare_setup (prepared, error))
    return NULL;
  game = ts_game_new (prepared->game_id, prepared, error);
  if (game == NULL)
    return NULL;

  self = g_object_new (TS_TYPE_MATCH, NULL);
  self->setup = g_steal_pointer (&prepared);
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

/* Applies MOVE to the current game and records it and its events,
 * without announcing it; the callers decide which signals a whole
 * operation emits. */
static gboolean
apply_and_record (TsMatch       *self,
                  const TsMove  *move,
                  GError       **error)
{
  TsMatchEntry entry;
  guint max_moves = ts_game_get_max_moves (self->game);
  gboolean added_checkpoint = FALSE;
  gboolean ok;

  if (self->history->len >= max_moves)
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: why a game was stopped: it
                                   reached the most moves a game may have */
                                "The game has reached its limit of %u move",
                                "The game has reached its limit of %u moves",
                                max_moves),
                   max_moves);
      return FALSE;
    }

  if (self->history->len % CHECKPOINT_EVERY == 0 &&
      self->checkpoints->len == self->history->len / CHECKPOINT_EVERY)
    {
      g_ptr_array_add (self->checkpoints, ts_game_copy (self->game));
      added_checkpoint = TRUE;
    }

  entry.move = *move;
  entry.seat = ts_game_get_current_seat (self->game);
  entry.first_event = self->events->len;

  ts_game_set_event_sink (self->game, self->events);
  ok = ts_game_apply_move (self->game, move, error);
  ts_game_set_event_sink (self->game, NULL);

  if (!ok)
    {
      g_array_set_size (self->events, entry.first_event);
      if (added_checkpoint)
        g_ptr_array_set_size (self->checkpoints, self->checkpoints->len - 1);
      return FALSE;
    }

  entry.n_events = self->events->len - entry.first_event;
  g_array_append_val (self->history, entry);
  for (guint i = entry.first_event; i < self->events->len; i++)
    if (g_array_index (self->events, TsEvent, i).flags & TS_EVENT_REVEALS)
      self->barrier = self->history->len;
  return TRUE;
}

/* Copies the game before move INDEX (0 <= INDEX <= number of moves) into
 * DEST: the checkpoint before it, and the moves since, replayed. */
static void
rebuild_before (TsMatch *self,
                guint    index,
                TsGame  *dest)
{
  guint checkpoint = index / CHECKPOINT_EVERY;

  g_assert (checkpoint < self->checkpoints->len);
  TS_GAME_GET_CLASS (dest)->copy_state (dest, g_ptr_array_index (self->checkpoints, checkpoint));
  for (guint i = checkpoint * CHECKPOINT_EVERY; i < index; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!ts_game_apply_move (dest, &g_array_index (self->history, TsMatchEntry, i).move, &error))
        g_error ("Cannot replay move %u of a match (the rules of “%s” are not deterministic?): %s",
                 i, ts_game_get_id (dest), error->message);
    }
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
  gboolean notify_undo = state->can_undo != ts_match_can_undo (self);
  gboolean notify_redo = state->can_redo != ts_match_can_redo (self);

  /* Plain emissions without freezing notifications: this runs for every
   * move of every selfplay game, and freezing costs more than the rest. */
  g_object_ref (self);
  if (g_signal_has_handler_pending (self, signals[MOVE_APPLIED], 0, FALSE))
    for (guint i = first_new_move; i < end; i++)
      g_signal_emit (self, signals[MOVE_APPLIED], 0, i);
  ts_table_emit_changed (TS_TABLE (self));
  if (became_over)
    g_signal_emit (self, signals[GAME_OVER], 0);
  if (notify_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (notify_redo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
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
    return FALSE;
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
ts_match_dup_game_before (TsMatch *self,
                          guint    index)
{
  TsGame *game;

  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index <= self->history->len, NULL);

  if (index == self->history->len)
    return ts_game_copy (self->game);
  game = ts_game_copy (self->start);
  rebuild_before (self, index, game);
  return game;
}

gboolean
ts_match_can_undo (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);

  return self->history->len > self->barrier;
}

gboolean
ts_match_undo_blocked (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);

  return self->history->len > 0 && self->history->len == self->barrier;
}

guint
ts_match_get_undo_barrier (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), 0);

  return self->barrier;
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

  guint index;

  g_assert (self->history->len > self->barrier);

  index = self->history->len - 1;
  entry = &g_array_index (self->history, TsMatchEntry, index);
  g_array_append_val (self->redo, entry->move);
  g_array_set_size (self->events, entry->first_event);
  rebuild_before (self, index, self->game);
  g_array_set_size (self->history, index);
  g_ptr_array_set_size (self->checkpoints, index / CHECKPOINT_EVERY + 1);
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

  if (!ts_match_can_undo (self))
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

/* The number of moves after undoing back to the last human decision
 * above the barrier, or -1 if there is none. */
static int
human_turn_target (TsMatch *self)
{
  for (guint i = self->history->len; i > self->barrier; i--)
    if (ts_match_seat_is_human (self, g_array_index (self->history, TsMatchEntry, i - 1).seat))
      return i - 1;
  return -1;
}

gboolean
ts_match_can_undo_human_turn (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);

  return human_turn_target (self) >= 0;
}

gboolean
ts_match_undo_human_turn (TsMatch *self)
{
  TsMatchState state;
  int target;

  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);

  /* Only back to a human's decision: stopping at the barrier on a
   * computer's turn would let the computer decide again at once. */
  target = human_turn_target (self);
  if (target < 0)
    return FALSE;

  state_begin (self, &state);
  while (self->history->len > (guint) target)
    undo_one (self);
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

/* Events */

guint
ts_match_get_n_events (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), 0);

  return self->events->len;
}

const TsEvent *
ts_match_get_event (TsMatch *self,
                    guint    index)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index < self->events->len, NULL);

  return &g_array_index (self->events, TsEvent, index);
}

void
ts_match_get_move_events (TsMatch *self,
                          guint    move,
                          guint   *first,
                          guint   *n_events)
{
  const TsMatchEntry *entry;

  g_return_if_fail (TS_IS_MATCH (self));
  g_return_if_fail (move < self->history->len);

  entry = &g_array_index (self->history, TsMatchEntry, move);
  if (first != NULL)
    *first = entry->first_event;
  if (n_events != NULL)
    *n_events = entry->n_events;
}

void
ts_match_note_hint (TsMatch *self,
                    int      seat)
{
  g_return_if_fail (TS_IS_MATCH (self));
  if (seat >= 0 && (guint) seat < self->setup->n_players)
    self->hints[seat]++;
}

void
ts_match_set_hints (TsMatch *self,
                    int      seat,
                    guint    n_hints)
{
  g_return_if_fail (TS_IS_MATCH (self));
  if (seat >= 0 && (guint) seat < self->setup->n_players)
    self->hints[seat] = n_hints;
}

guint
ts_match_get_hints (TsMatch *self,
                    int      seat)
{
  g_return_val_if_fail (TS_IS_MATCH (self), 0);
  return seat >= 0 && (guint) seat < self->setup->n_players ? self->hints[seat] : 0;
}

const char *
ts_match_get_seat_name (TsMatch *self,
                        int      seat)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);

  if (seat < 0 || (guint) seat >= self->setup->n_players)
    return NULL;
  return self->setup->players[seat].name;
}

GPtrArray *
ts_match_describe_events (TsMatch *self,
                          guint    first_move,
                          guint    end_move,
                          int      viewer)
{
  return ts_table_describe_events (TS_TABLE (self), first_move, end_move, viewer);
}

guint
ts_match_get_last_turn_start (TsMatch *self)
{
  return ts_table_get_last_turn_start (TS_TABLE (self));
}

/* ------------------------------------------------------------------ */
/* TsTable: what a window shows of the match                           */

static const TsSetup *
table_get_setup (TsTable *table)
{
  return ts_match_get_setup (TS_MATCH (table));
}

static TsGame *
table_get_game (TsTable *table)
{
  return ts_match_get_game (TS_MATCH (table));
}

static guint
table_get_n_moves (TsTable *table)
{
  return ts_match_get_n_moves (TS_MATCH (table));
}

static const TsMove *
table_get_move (TsTable *table,
                guint    index)
{
  return ts_match_get_move (TS_MATCH (table), index);
}

static int
table_get_move_seat (TsTable *table,
                     guint    index)
{
  return ts_match_get_move_seat (TS_MATCH (table), index);
}

static guint
table_get_n_events (TsTable *table)
{
  return ts_match_get_n_events (TS_MATCH (table));
}

static const TsEvent *
table_get_event (TsTable *table,
                 guint    index)
{
  return ts_match_get_event (TS_MATCH (table), index);
}

static void
table_get_move_events (TsTable *table,
                       guint    move,
                       guint   *first,
                       guint   *n_events)
{
  ts_match_get_move_events (TS_MATCH (table), move, first, n_events);
}

static const char *
table_get_seat_name (TsTable *table,
                     int      seat)
{
  return ts_match_get_seat_name (TS_MATCH (table), seat);
}

static void
ts_match_table_init (TsTableInterface *iface)
{
  iface->get_setup = table_get_setup;
  iface->get_game = table_get_game;
  iface->get_n_moves = table_get_n_moves;
  iface->get_move = table_get_move;
  iface->get_move_seat = table_get_move_seat;
  iface->get_n_events = table_get_n_events;
  iface->get_event = table_get_event;
  iface->get_move_events = table_get_move_events;
  iface->get_seat_name = table_get_seat_name;
}
