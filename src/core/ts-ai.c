/* ts-ai.c — the computer player: levels, knowledge, sessions, threads
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One search serves every game, through the TsGame API only (the tree is in
 * ts-search.c).  The search never touches the game it is asked about beyond
 * taking the seat's knowledge (ts_game_knowledge_of) on entry, so it cannot
 * peek at hidden cards, and for a given seed and iteration budget
 * (max_seconds = 0) it is deterministic.  A game with a choose_move hook
 * decides with that instead, on the same knowledge.
 */
#include <string.h>
#include <glib/gi18n-lib.h>

#include "ts-ai.h"
#include "ts-search-private.h"

void
ts_ai_params_for_level (TsLevel     level,
                        TsAiParams *params)
{
  g_return_if_fail (params != NULL);

  /* A level's strength is its iteration budget and its playouts; the time
   * limit is only a safety net for slow machines, far above what the
   * budget takes here (docs/ai.md has the ladder that measured them).
   * Easy plays its simulations at random, and only 50 of them, which makes
   * its judgement of positions much noisier than the others' (with 150,
   * normal won only 68 % of TRI's decisive games against it; with 50,
   * 80 %: docs/ai.md); hard searches about thirteen times as long as
   * normal and plays for a win alone rather than a shared first place. */
  memset (params, 0, sizeof *params);
  params->level = level;
  params->exploration = 0.7;
  params->widening_k = 2.0;
  params->widening_alpha = 0.5;
  switch (level)
    {
    case TS_LEVEL_EASY:
      params->max_iterations = 50;
      params->max_seconds = 0.5;
      params->use_policy = FALSE;
      break;
    case TS_LEVEL_HARD:
      params->max_iterations = 4000;
      params->max_seconds = 3.0;
      params->use_policy = TRUE;
      params->shared_win = 0.7;
      break;
    case TS_LEVEL_NORMAL:
    case TS_N_LEVELS:
    default:
      params->level = TS_LEVEL_NORMAL;
      params->max_iterations = 300;
      params->max_seconds = 1.0;
      params->use_policy = TRUE;
      break;
    }
}

void
ts_ai_params_for_game (const char *game_id,
                       TsLevel     level,
                       TsAiParams *params)
{
  GType type = ts_game_type_from_id (game_id);

  ts_ai_params_for_level (level, params);
  if (type != G_TYPE_INVALID)
    {
      TsGameClass *klass = g_type_class_ref (type);

      if (klass->tune_search != NULL)
        klass->tune_search (params->level, params);
      g_type_class_unref (klass);
    }
}

void
ts_ai_params_for_hint (const char *game_id,
                       TsAiParams *params)
{
  ts_ai_params_for_game (game_id, TS_LEVEL_NORMAL, params);
  /* A hint within a second, whatever the game's normal budget. */
  if (params->max_seconds == 0 || params->max_seconds > TS_AI_HINT_SECONDS)
    params->max_seconds = TS_AI_HINT_SECONDS;
  if (params->turn_seconds > TS_AI_HINT_SECONDS)
    params->turn_seconds = TS_AI_HINT_SECONDS;
}

gboolean
ts_ai_suggest_move (TsGame           *game,
                    const TsAiParams *params,
                    guint64           seed,
                    GCancellable     *cancellable,
                    TsMove           *move)
{
  g_autoptr(TsGame) view = NULL;
  int seat;

  g_return_val_if_fail (TS_IS_GAME (game), FALSE);
  g_return_val_if_fail (params != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  seat = ts_game_get_current_seat (game);
  if (seat < 0)
    return FALSE;
  /* What the seat's screen shows, not what a computer in its place would
   * remember: a human who forgot a face-down card is not told it. */
  view = ts_game_view_for (game, seat);
  return ts_ai_choose_move (view, params, seed, cancellable, move) && ts_game_is_legal (game, move);
}

gboolean
ts_ai_random_move (TsGame *game,
                   TsRng  *rng,
                   TsMove *move)
{
  g_autoptr(GArray) moves = NULL;

  g_return_val_if_fail (TS_IS_GAME (game), FALSE);
  g_return_val_if_fail (rng != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  moves = ts_game_list_moves (game);
  if (moves->len == 0)
    return FALSE;
  *move = g_array_index (moves, TsMove, ts_rng_uniform (rng, moves->len));
  return TRUE;
}

/* Everything the search may know: the current seat's knowledge, with the
 * level's forgetting applied. */
static TsGame *
prepare_knowledge (TsGame           *game,
                   const TsAiParams *params,
                   TsRng            *rng)
{
  TsGame *knowledge;
  int seat = ts_game_get_current_seat (game);

  if (seat == TS_SEAT_NONE)
    return NULL;
  knowledge = ts_game_knowledge_of (game, seat);
  ts_game_forget (knowledge, seat, params->level, rng);
  return knowledge;
}

/* One decision on KNOWLEDGE: the game's own heuristic player, or the
 * search in TREE; TIMED_OUT: whether the search stopped at MAX_SECONDS. */
static gboolean
decide (TsGame           *knowledge,
        const TsAiParams *params,
        TsSearchTree     *tree,
        guint             max_iterations,
        double            max_seconds,
        TsRng            *rng,
        GCancellable     *cancellable,
        TsMove           *move,
        guint            *iterations,
        gboolean         *timed_out)
{
  TsGameClass *klass = TS_GAME_GET_CLASS (knowledge);

  *iterations = 0;
  *timed_out = FALSE;
  if (g_cancellable_is_cancelled (cancellable) || ts_game_is_over (knowledge))
    return FALSE;
  if (klass->choose_move != NULL)
    return klass->choose_move (knowledge, ts_game_get_current_seat (knowledge), params->level,
                               rng, move);
  return ts_search_run (tree, knowledge, params, max_iterations, max_seconds, rng,
                        cancellable, move, iterations, timed_out);
}

/* Sessions */

struct _TsAiSession
{
  GMutex        lock;
  TsSearchTree *tree;       /* NULL while a search has it, or none kept */
  int           seat;       /* whose decision the tree was for */
  char         *expected;   /* the knowledge at which the kept tree applies */
  guint         turn_iterations_left;
  double        turn_seconds_left;
  guint         last_reused_nodes;
  guint         last_reused_visits;
  guint         last_iterations;
  gboolean      last_timed_out;
};

static void
session_clear (gpointer data)
{
  TsAiSession *session = data;

  g_clear_pointer (&session->tree, ts_search_tree_free);
  g_clear_pointer (&session->expected, g_free);
  g_mutex_clear (&session->lock);
}

TsAiSession *
ts_ai_session_new (void)
{
  TsAiSession *session = g_atomic_rc_box_new0 (TsAiSession);

  g_mutex_init (&session->lock);
  session->seat = TS_SEAT_NONE;
  return session;
}

static TsAiSession *
session_ref (TsAiSession *session)
{
  return g_atomic_rc_box_acquire (session);
}

void
ts_ai_session_free (TsAiSession *session)
{
  if (session != NULL)
    g_atomic_rc_box_release_full (session, session_clear);
}

static gboolean
has_turn_budget (const TsAiParams *params)
{
  return params->turn_iterations > 0 || params->turn_seconds > 0;
}

/* One decision of SEAT within SESSION: the kept tree is used when this
 * decision follows the seat's previous one directly (the knowledge is what
 * that decision's move led to), and the turn budget is shared out. */
static gboolean
session_decide (TsAiSession      *session,
                TsGame           *knowledge,
                const TsAiParams *params,
                TsRng            *rng,
                GCancellable     *cancellable,
                TsMove           *move)
{
  int seat = ts_game_get_current_seat (knowledge);
  g_autofree char *state = has_turn_budget (params) ? ts_game_save_state (knowledge) : NULL;
  g_autofree char *expected = NULL;
  TsSearchTree *tree;
  gboolean reuse, ok;
  guint max_iterations = params->max_iterations;
  double max_seconds = params->max_seconds;
  guint reused_nodes, reused_visits, iterations = 0;
  gboolean timed_out = FALSE;
  gint64 start;

  g_mutex_lock (&session->lock);
  tree = g_steal_pointer (&session->tree);
  reuse = tree != NULL && state != NULL && session->seat == seat &&
          g_strcmp0 (session->expected, state) == 0;
  if (!reuse)
    {
      session->turn_iterations_left = params->turn_iterations;
      session->turn_seconds_left = params->turn_seconds;
    }
  if (params->turn_iterations > 0)
    {
      guint share = MAX (1, session->turn_iterations_left / 2);

      max_iterations = max_iterations > 0 ? MIN (max_iterations, share) : share;
    }
  if (params->turn_seconds > 0)
    {
      double share = MAX (0.01, session->turn_seconds_left / 2);

      max_seconds = max_seconds > 0 ? MIN (max_seconds, share) : share;
    }
  g_mutex_unlock (&session->lock);

  if (tree != NULL && !reuse)
    g_clear_pointer (&tree, ts_search_tree_free);
  if (tree == NULL)
    tree = ts_search_tree_new ();
  reused_nodes = ts_search_tree_size (tree);
  reused_visits = ts_search_root_visits (tree);

  start = g_get_monotonic_time ();
  ok = decide (knowledge, params, tree, max_iterations, max_seconds, rng, cancellable, move,
               &iterations, &timed_out);

  /* Keep the tree below the move for this seat's next decision. */
  if (ok && has_turn_budget (params))
    {
      g_autoptr(TsGame) after = ts_game_copy (knowledge);

      ts_search_reroot (tree, move);
      if (ts_game_apply_move (after, move, NULL) && ts_game_get_current_seat (after) == seat)
        expected = ts_game_save_state (after);
    }
  if (expected == NULL)
    g_clear_pointer (&tree, ts_search_tree_free);

  g_mutex_lock (&session->lock);
  if (session->tree == NULL)
    session->tree = g_steal_pointer (&tree);
  g_clear_pointer (&tree, ts_search_tree_free);
  session->seat = seat;
  g_free (session->expected);
  session->expected = g_steal_pointer (&expected);
  session->turn_iterations_left -= MIN (session->turn_iterations_left, iterations);
  session->turn_seconds_left -= (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  session->last_reused_nodes = reused_nodes;
  session->last_reused_visits = reused_visits;
  session->last_iterations = iterations;
  session->last_timed_out = ok && timed_out;
  g_mutex_unlock (&session->lock);

  return ok;
}

gboolean
ts_ai_session_choose_move (TsAiSession      *session,
                           TsGame           *game,
                           const TsAiParams *params,
                           guint64           seed,
                           GCancellable     *cancellable,
                           TsMove           *move)
{
  g_autoptr(TsGame) knowledge = NULL;
  TsRng rng;
  TsMove chosen;

  g_return_val_if_fail (session != NULL, FALSE);
  g_return_val_if_fail (TS_IS_GAME (game), FALSE);
  g_return_val_if_fail (params != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  ts_rng_init (&rng, seed);
  knowledge = prepare_knowledge (game, params, &rng);
  if (knowledge == NULL || !session_decide (session, knowledge, params, &rng, cancellable, &chosen))
    return FALSE;
  *move = chosen;
  return TRUE;
}

void
ts_ai_session_get_last (TsAiSession *session,
                        guint       *reused_nodes,
                        guint       *reused_visits,
                        guint       *iterations)
{
  g_return_if_fail (session != NULL);

  g_mutex_lock (&session->lock);
  if (reused_nodes != NULL)
    *reused_nodes = session->last_reused_nodes;
  if (reused_visits != NULL)
    *reused_visits = session->last_reused_visits;
  if (iterations != NULL)
    *iterations = session->last_iterations;
  g_mutex_unlock (&session->lock);
}

gboolean
ts_ai_session_last_timed_out (TsAiSession *session)
{
  gboolean timed_out;

  g_return_val_if_fail (session != NULL, FALSE);

  g_mutex_lock (&session->lock);
  timed_out = session->last_timed_out;
  g_mutex_unlock (&session->lock);
  return timed_out;
}

/* One-off decisions */

gboolean
ts_ai_choose_move (TsGame           *game,
                   const TsAiParams *params,
                   guint64           seed,
                   GCancellable     *cancellable,
                   TsMove           *move)
{
  g_autoptr(TsAiSession) session = NULL;

  g_return_val_if_fail (TS_IS_GAME (game), FALSE);
  g_return_val_if_fail (params != NULL, FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  session = ts_ai_session_new ();
  return ts_ai_session_choose_move (session, game, params, seed, cancellable, move);
}

/* Threads */

typedef struct
{
  TsAiSession *session;
  TsGame      *knowledge;
  TsAiParams   params;
  TsRng        rng;
} AiTaskData;

static void
ai_task_data_free (gpointer data)
{
  AiTaskData *task_data = data;

  g_clear_object (&task_data->knowledge);
  g_clear_pointer (&task_data->session, ts_ai_session_free);
  g_free (task_data);
}

static void
ai_task_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  AiTaskData *data = task_data;
  TsMove move;

  if (session_decide (data->session, data->knowledge, &data->params, &data->rng, cancellable, &move))
    g_task_return_pointer (task, g_memdup2 (&move, sizeof move), g_free);
  else if (!g_task_return_error_if_cancelled (task))
    g_task_return_new_error (task, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE,
                             /* Translators: a computer player was asked for
                                a move when none is possible */
                             "%s", _("There is no move to make"));
}

void
ts_ai_session_choose_move_async (TsAiSession        *session,
                                 TsGame             *game,
                                 const TsAiParams   *params,
                                 guint64             seed,
                                 GCancellable       *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  AiTaskData *data;

  g_return_if_fail (TS_IS_GAME (game));
  g_return_if_fail (params != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, ts_ai_choose_move_async);
  g_task_set_name (task, "[tessella] ts_ai_choose_move_async");

  /* The knowledge is taken here, on the calling thread, so the worker
   * never shares an object with the UI. */
  data = g_new0 (AiTaskData, 1);
  data->session = session != NULL ? session_ref (session) : ts_ai_session_new ();
  data->params = *params;
  ts_rng_init (&data->rng, seed);
  data->knowledge = prepare_knowledge (game, params, &data->rng);
  g_task_set_task_data (task, data, ai_task_data_free);

  if (data->knowledge == NULL)
    {
      g_task_return_new_error (task, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE,
                               "%s", _("The game is over"));
      return;
    }
  g_task_run_in_thread (task, ai_task_thread);
}

void
ts_ai_choose_move_async (TsGame             *game,
                         const TsAiParams   *params,
                         guint64             seed,
                         GCancellable       *cancellable,
                         GAsyncReadyCallback callback,
                         gpointer            user_data)
{
  ts_ai_session_choose_move_async (NULL, game, params, seed, cancellable, callback, user_data);
}

gboolean
ts_ai_choose_move_finish (GAsyncResult *result,
                          TsMove       *move,
                          GError      **error)
{
  g_autofree TsMove *chosen = NULL;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == ts_ai_choose_move_async, FALSE);

  chosen = g_task_propagate_pointer (G_TASK (result), error);
  if (chosen == NULL)
    return FALSE;
  if (move != NULL)
    *move = *chosen;
  return TRUE;
}
