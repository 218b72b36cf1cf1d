/* ts-director.c — the turn director: asks whoever must decide next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window, tessella-cli selfplay and the tests all play through this one
 * object, so "who decides now, and how" is written once.  It reacts to the
 * match's "changed" signal: whatever changed the match (a human's move, an
 * undo, a computer's move), the work in progress is cancelled and the next
 * decision is asked for from an idle callback, once per burst of changes.
 */
#include <glib/gi18n-lib.h>

#include "ts-director.h"

typedef struct
{
  TsControllerKind  kind;
  TsAiParams        params;
  TsAiSession      *session;    /* a computer's memory between decisions */
  TsDirectorScript  script;
  gpointer          script_data;
  GDestroyNotify    script_destroy;
  guint             n_decisions;
  gint64            think_us;
  gint64            think_max_us;
  gint64            turn_us;      /* this turn's decisions so far */
  gint64            turn_max_us;  /* the longest turn */
  guint             n_timed_out;  /* decisions its time limit cut short */
} Controller;

struct _TsDirector
{
  GObject             parent_instance;

  TsMatch            *match;
  Controller          controllers[TS_MAX_SEATS];
  TsDirectorSeedFunc  seed_func;
  gpointer            seed_data;
  GDestroyNotify      seed_destroy;
  guint               first_ms;
  guint               step_ms;
  gboolean            paused;
  gboolean            failed;

  guint               update_id;     /* idle: ask for the next decision */
  GCancellable       *cancellable;   /* the computer's search in progress */
  guint               timeout_id;    /* pacing of a chosen computer move */
  int                 thinking_seat;
  gint64              asked_at;      /* when the decision was asked for */
  TsMove              chosen;
  int                 chosen_seat;
};

G_DEFINE_FINAL_TYPE (TsDirector, ts_director, G_TYPE_OBJECT)

enum
{
  DECISION_NEEDED,
  THINKING,
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void schedule_update (TsDirector *self);

/* Seeds */

static guint64
default_seed (TsMatch  *match,
              int       seat,
              gpointer  user_data)
{
  return ts_match_get_setup (match)->seed ^
         (G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) * (ts_match_get_n_moves (match) + 1));
}

/* Work in progress */

static void
set_thinking (TsDirector *self,
              int         seat)
{
  int was = self->thinking_seat;

  if (was == seat)
    return;
  self->thinking_seat = seat;
  if (was != TS_SEAT_NONE)
    g_signal_emit (self, signals[THINKING], 0, was, FALSE);
  if (seat != TS_SEAT_NONE)
    g_signal_emit (self, signals[THINKING], 0, seat, TRUE);
}

/* Forgets any decision being taken: the search is cancelled (its result
 * will be dropped) and a chosen move waiting for its pacing is not played. */
static void
stop_work (TsDirector *self)
{
  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  set_thinking (self, TS_SEAT_NONE);
}

static void
fail (TsDirector *self,
      int         seat,
      const char *message)
{
  self->failed = TRUE;
  stop_work (self);
  g_signal_emit (self, signals[FAILED], 0, seat, message);
}

static void
play (TsDirector   *self,
      int           seat,
      const TsMove *move)
{
  g_autoptr(GError) error = NULL;

  if (!ts_match_play (self->match, move, &error))
    fail (self, seat, error->message);
}

static gboolean
play_chosen (gpointer user_data)
{
  TsDirector *self = user_data;

  self->timeout_id = 0;
  set_thinking (self, TS_SEAT_NONE);
  play (self, self->chosen_seat, &self->chosen);
  return G_SOURCE_REMOVE;
}

/* Whether the decision before this one was taken by SEAT too. */
static gboolean
continues_turn (TsDirector *self,
                int         seat)
{
  guint n = ts_match_get_n_moves (self->match);

  return n > 0 && ts_match_get_move_seat (self->match, n - 1) == seat;
}

/* Counts a decision of SEAT's computer that took ELAPSED_US, before its
 * move is played: a decision that follows the seat's own last move
 * belongs to the same turn. */
static void
count_think (TsDirector *self,
             int         seat,
             gint64      elapsed_us)
{
  Controller *controller = &self->controllers[seat];

  controller->n_decisions++;
  if (controller->session != NULL && ts_ai_session_last_timed_out (controller->session))
    controller->n_timed_out++;
  controller->think_us += elapsed_us;
  controller->think_max_us = MAX (controller->think_max_us, elapsed_us);
  controller->turn_us = (continues_turn (self, seat) ? controller->turn_us : 0) + elapsed_us;
  controller->turn_max_us = MAX (controller->turn_max_us, controller->turn_us);
}

typedef struct
{
  TsDirector   *director;     /* valid unless cancellable was cancelled:
                               * dispose cancels */
  GCancellable *cancellable;
  int           seat;
  gint64        started;
} SearchCall;

static void
search_call_free (SearchCall *call)
{
  g_object_unref (call->cancellable);
  g_free (call);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SearchCall, search_call_free)

static void
on_search_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(SearchCall) call = user_data;
  g_autoptr(GError) error = NULL;
  TsDirector *self;
  gint64 elapsed_us, wait_ms, min_ms;
  gboolean found;
  TsMove move;

  found = ts_ai_choose_move_finish (result, &move, &error);
  /* Cancelled: the match changed, or the director stopped or went away;
   * whoever did that has already moved on. */
  if (g_cancellable_is_cancelled (call->cancellable))
    return;
  self = call->director;
  if (!found)
    {
      fail (self, call->seat, error != NULL ? error->message : _("There is no move to make"));
      return;
    }
  g_clear_object (&self->cancellable);

  elapsed_us = g_get_monotonic_time () - call->started;
  count_think (self, call->seat, elapsed_us);

  /* A move shown at once cannot be followed. */
  min_ms = continues_turn (self, call->seat) ? self->step_ms : self->first_ms;
  wait_ms = MAX (0, min_ms - (g_get_monotonic_time () - self->asked_at) / 1000);
  self->chosen = move;
  self->chosen_seat = call->seat;
  self->timeout_id = g_timeout_add ((guint) wait_ms, play_chosen, self);
  g_source_set_name_by_id (self->timeout_id, "[tessella] director: play a computer move");
}

static void
start_search (TsDirector *self,
              int         seat)
{
  SearchCall *call = g_new0 (SearchCall, 1);
  guint64 seed = self->seed_func (self->match, seat, self->seed_data);

  self->cancellable = g_cancellable_new ();
  call->director = self;
  call->cancellable = g_object_ref (self->cancellable);
  call->seat = seat;
  call->started = g_get_monotonic_time ();
  set_thinking (self, seat);
  ts_ai_session_choose_move_async (self->controllers[seat].session,
                                   ts_match_get_game (self->match), &self->controllers[seat].params,
                                   seed, self->cancellable, on_search_done, call);
}

/* Asking */

static gboolean
update (gpointer user_data)
{
  TsDirector *self = user_data;
  TsGame *game = ts_match_get_game (self->match);
  int seat = ts_game_get_current_seat (game);
  Controller *controller;

  self->update_id = 0;
  if (self->paused || self->failed || seat == TS_SEAT_NONE || ts_game_is_over (game) ||
      self->cancellable != NULL || self->timeout_id != 0)
    return G_SOURCE_REMOVE;

  self->asked_at = g_get_monotonic_time ();
  controller = &self->controllers[seat];
  switch (controller->kind)
    {
    case TS_CONTROLLER_COMPUTER:
      start_search (self, seat);
      break;
    case TS_CONTROLLER_SCRIPTED:
      {
        TsMove move;

        if (controller->script (game, seat, &move, controller->script_data))
          play (self, seat, &move);
        else
          fail (self, seat, _("There is no move to make"));
      }
      break;
    case TS_CONTROLLER_HUMAN:
    default:
      g_signal_emit (self, signals[DECISION_NEEDED], 0, seat);
      break;
    }
  return G_SOURCE_REMOVE;
}

static void
schedule_update (TsDirector *self)
{
  if (self->update_id != 0)
    return;
  self->update_id = g_idle_add (update, self);
  g_source_set_name_by_id (self->update_id, "[tessella] director: ask for a decision");
}

static void
on_match_changed (TsMatch    *match,
                  TsDirector *self)
{
  stop_work (self);
  self->failed = FALSE;
  schedule_update (self);
}

/* GObject */

static void
clear_script (Controller *controller)
{
  if (controller->script_destroy != NULL)
    controller->script_destroy (controller->script_data);
  controller->script = NULL;
  controller->script_data = NULL;
  controller->script_destroy = NULL;
  g_clear_pointer (&controller->session, ts_ai_session_free);
}

static void
ts_director_dispose (GObject *object)
{
  TsDirector *self = TS_DIRECTOR (object);

  stop_work (self);
  g_clear_handle_id (&self->update_id, g_source_remove);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  for (guint i = 0; i < TS_MAX_SEATS; i++)
    clear_script (&self->controllers[i]);
  if (self->seed_destroy != NULL)
    self->seed_destroy (self->seed_data);
  self->seed_destroy = NULL;

  G_OBJECT_CLASS (ts_director_parent_class)->dispose (object);
}

static void
ts_director_class_init (TsDirectorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ts_director_dispose;

  signals[DECISION_NEEDED] =
    g_signal_new ("decision-needed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[THINKING] =
    g_signal_new ("thinking", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_BOOLEAN);
  signals[FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
}

static void
ts_director_init (TsDirector *self)
{
  self->thinking_seat = TS_SEAT_NONE;
  self->seed_func = default_seed;
}

TsDirector *
ts_director_new (TsMatch *match)
{
  TsDirector *self;
  const TsSetup *setup;

  g_return_val_if_fail (TS_IS_MATCH (match), NULL);

  self = g_object_new (TS_TYPE_DIRECTOR, NULL);
  self->match = g_object_ref (match);
  setup = ts_match_get_setup (match);
  for (guint i = 0; i < setup->n_players && i < TS_MAX_SEATS; i++)
    {
      if (setup->players[i].kind == TS_PLAYER_COMPUTER)
        {
          self->controllers[i].kind = TS_CONTROLLER_COMPUTER;
          self->controllers[i].session = ts_ai_session_new ();
          ts_ai_params_for_game (setup->game_id, setup->players[i].level,
                                 &self->controllers[i].params);
        }
      else
        self->controllers[i].kind = TS_CONTROLLER_HUMAN;
    }
  g_signal_connect (match, "changed", G_CALLBACK (on_match_changed), self);
  schedule_update (self);
  return self;
}

TsMatch *
ts_director_get_match (TsDirector *self)
{
  g_return_val_if_fail (TS_IS_DIRECTOR (self), NULL);

  return self->match;
}

/* Controllers */

static Controller *
controller_for (TsDirector *self,
                int         seat)
{
  g_return_val_if_fail (seat >= 0 && seat < TS_MAX_SEATS, NULL);
  return &self->controllers[seat];
}

static void
controller_changed (TsDirector *self)
{
  stop_work (self);
  schedule_update (self);
}

void
ts_director_set_human (TsDirector *self,
                       int         seat)
{
  Controller *controller;

  g_return_if_fail (TS_IS_DIRECTOR (self));
  controller = controller_for (self, seat);
  g_return_if_fail (controller != NULL);

  clear_script (controller);
  controller->kind = TS_CONTROLLER_HUMAN;
  controller_changed (self);
}

void
ts_director_set_computer (TsDirector       *self,
                          int               seat,
                          const TsAiParams *params)
{
  Controller *controller;

  g_return_if_fail (TS_IS_DIRECTOR (self));
  g_return_if_fail (params != NULL);
  controller = controller_for (self, seat);
  g_return_if_fail (controller != NULL);

  clear_script (controller);
  controller->kind = TS_CONTROLLER_COMPUTER;
  controller->params = *params;
  controller->session = ts_ai_session_new ();
  controller_changed (self);
}

void
ts_director_set_scripted (TsDirector       *self,
                          int               seat,
                          TsDirectorScript  script,
                          gpointer          user_data,
                          GDestroyNotify    destroy)
{
  Controller *controller;

  g_return_if_fail (TS_IS_DIRECTOR (self));
  g_return_if_fail (script != NULL);
  controller = controller_for (self, seat);
  g_return_if_fail (controller != NULL);

  clear_script (controller);
  controller->kind = TS_CONTROLLER_SCRIPTED;
  controller->script = script;
  controller->script_data = user_data;
  controller->script_destroy = destroy;
  controller_changed (self);
}

TsControllerKind
ts_director_get_controller (TsDirector *self,
                            int         seat)
{
  Controller *controller;

  g_return_val_if_fail (TS_IS_DIRECTOR (self), TS_CONTROLLER_HUMAN);
  controller = controller_for (self, seat);
  g_return_val_if_fail (controller != NULL, TS_CONTROLLER_HUMAN);

  return controller->kind;
}

void
ts_director_set_seed_func (TsDirector         *self,
                           TsDirectorSeedFunc  func,
                           gpointer            user_data,
                           GDestroyNotify      destroy)
{
  g_return_if_fail (TS_IS_DIRECTOR (self));

  if (self->seed_destroy != NULL)
    self->seed_destroy (self->seed_data);
  self->seed_func = func != NULL ? func : default_seed;
  self->seed_data = func != NULL ? user_data : NULL;
  self->seed_destroy = func != NULL ? destroy : NULL;
}

void
ts_director_set_pacing (TsDirector *self,
                        guint       first_ms,
                        guint       step_ms)
{
  g_return_if_fail (TS_IS_DIRECTOR (self));

  self->first_ms = first_ms;
  self->step_ms = step_ms;
}

void
ts_director_set_paused (TsDirector *self,
                        gboolean    paused)
{
  g_return_if_fail (TS_IS_DIRECTOR (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  stop_work (self);
  /* At once, so that a computer is known to be thinking as soon as its
   * game is on screen. */
  if (!paused)
    {
      g_clear_handle_id (&self->update_id, g_source_remove);
      update (self);
    }
}

gboolean
ts_director_get_paused (TsDirector *self)
{
  g_return_val_if_fail (TS_IS_DIRECTOR (self), FALSE);

  return self->paused;
}

int
ts_director_get_decider (TsDirector *self)
{
  g_return_val_if_fail (TS_IS_DIRECTOR (self), TS_SEAT_NONE);

  return ts_game_get_current_seat (ts_match_get_game (self->match));
}

gboolean
ts_director_is_thinking (TsDirector *self)
{
  g_return_val_if_fail (TS_IS_DIRECTOR (self), FALSE);

  return self->thinking_seat != TS_SEAT_NONE;
}

gboolean
ts_director_submit (TsDirector    *self,
                    int            seat,
                    const TsMove  *move,
                    GError       **error)
{
  int decider;

  g_return_val_if_fail (TS_IS_DIRECTOR (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  decider = ts_director_get_decider (self);
  if (decider == TS_SEAT_NONE || seat != decider)
    {
      g_set_error_literal (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE,
                           /* Translators: why a move is refused: it is
                              another player's turn to decide, or a computer
                              player's */
                           _("It is not this player’s decision now"));
      return FALSE;
    }
  if (self->controllers[seat].kind != TS_CONTROLLER_HUMAN)
    {
      g_set_error_literal (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE,
                           /* Translators: why a move is refused: it is
                              another player's turn to decide, or a computer
                              player's */
                           _("This player’s decisions are taken by the computer"));
      return FALSE;
    }
  return ts_match_play (self->match, move, error);
}

gboolean
ts_director_run_sync (TsDirector    *self,
                      GCancellable  *cancellable,
                      GError       **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (TS_IS_DIRECTOR (self), FALSE);

  stop_work (self);
  g_clear_handle_id (&self->update_id, g_source_remove);
  /* This loop asks for every decision itself. */
  g_signal_handlers_block_by_func (self->match, on_match_changed, self);

  for (;;)
    {
      TsGame *game = ts_match_get_game (self->match);
      int seat = ts_game_get_current_seat (game);
      Controller *controller;
      gboolean found;
      TsMove move;

      if (seat == TS_SEAT_NONE || ts_game_is_over (game))
        break;
      if (g_cancellable_set_error_if_cancelled (cancellable, &local_error))
        break;

      controller = &self->controllers[seat];
      if (controller->kind == TS_CONTROLLER_HUMAN)
        break;
      if (controller->kind == TS_CONTROLLER_SCRIPTED)
        found = controller->script (game, seat, &move, controller->script_data);
      else
        {
          gint64 start = g_get_monotonic_time ();
          gint64 elapsed;

          found = ts_ai_session_choose_move (controller->session, game, &controller->params,
                                             self->seed_func (self->match, seat, self->seed_data),
                                             cancellable, &move);
          elapsed = g_get_monotonic_time () - start;
          count_think (self, seat, elapsed);
        }
      if (!found)
        {
          if (!g_cancellable_set_error_if_cancelled (cancellable, &local_error))
            g_set_error (&local_error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE,
                         _("Seat %d found no move in a game that is not over"), seat + 1);
          break;
        }
      if (!ts_match_play (self->match, &move, &local_error))
        break;
    }

  g_signal_handlers_unblock_by_func (self->match, on_match_changed, self);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return TRUE;
}

void
ts_director_get_think_stats (TsDirector *self,
                             int         seat,
                             guint      *n_decisions,
                             gint64     *total_us,
                             gint64     *max_us)
{
  Controller *controller;

  g_return_if_fail (TS_IS_DIRECTOR (self));
  controller = controller_for (self, seat);
  g_return_if_fail (controller != NULL);

  if (n_decisions != NULL)
    *n_decisions = controller->n_decisions;
  if (total_us != NULL)
    *total_us = controller->think_us;
  if (max_us != NULL)
    *max_us = controller->think_max_us;
}

gint64
ts_director_get_longest_turn (TsDirector *self,
                              int         seat)
{
  Controller *controller;

  g_return_val_if_fail (TS_IS_DIRECTOR (self), 0);
  controller = controller_for (self, seat);
  g_return_val_if_fail (controller != NULL, 0);

  return controller->turn_max_us;
}

guint
ts_director_get_timed_out (TsDirector *self,
                           int         seat)
{
  Controller *controller;

  g_return_val_if_fail (TS_IS_DIRECTOR (self), 0);
  controller = controller_for (self, seat);
  g_return_val_if_fail (controller != NULL, 0);

  return controller->n_timed_out;
}
