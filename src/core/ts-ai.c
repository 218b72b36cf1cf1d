/* ts-ai.c — the computer player: information-set Monte Carlo tree search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One search serves every game, through the TsGame API only.  It is
 * single-observer ISMCTS: the tree is built over the searching seat's
 * information set, and every iteration re-deals what that seat cannot know
 * (ts_game_determinise) before descending.  A node's children are keyed by
 * TsMove; because different determinisations allow different moves, UCB uses
 * the number of times a child was *available* instead of the parent's visit
 * count (Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree
 * Search", 2012).
 *
 * The search never touches the game it is asked about beyond taking the
 * seat's knowledge (ts_game_knowledge_of) on entry, so it cannot peek at
 * hidden cards, and for a given seed and iteration budget (max_seconds = 0)
 * it is deterministic.
 */

#include <math.h>

#include <glib/gi18n-lib.h>

#include "ts-ai.h"

/* A cap on playout length, so a game whose rules could cycle cannot hang
 * the search.  Real games end long before. */
#define TS_AI_MAX_PLAYOUT_MOVES 10000

/* The tree stops growing at this many nodes (about 50 MB); a search
 * without an iteration limit then keeps refining the statistics it has. */
#define TS_AI_MAX_NODES (1u << 20)

/* How often (in iterations) the clock is read. */
#define TS_AI_CLOCK_EVERY 8

typedef struct
{
  TsMove  move;         /* the move that leads here from the parent */
  int     parent;       /* index, -1 for the root */
  int     first_child;  /* index, -1 when none */
  int     next_sibling; /* index, -1 when last */
  int     seat;         /* who played MOVE; its reward is stored */
  guint   visits;
  guint   avail;        /* times this move was legal when the parent was visited */
  double  reward;       /* sum of rewards for SEAT */
} AiNode;

typedef struct
{
  const TsAiParams *params;
  TsRng             rng;
  TsGame           *knowledge;   /* the root information set, never modified */
  TsGame           *scratch;     /* one determinisation, reused */
  GArray           *nodes;       /* AiNode; index 0 is the root */
  GArray           *moves;       /* TsMove, scratch */
  GArray           *untried;     /* TsMove, scratch */
  GArray           *available;   /* int child indices, scratch */
  GArray           *path;        /* int node indices, scratch */
  double           *rewards;
  guint             n_players;
} AiSearch;

void
ts_ai_params_for_level (TsLevel     level,
                        TsAiParams *params)
{
  g_return_if_fail (params != NULL);

  /* The budgets are set so that "normal" answers well within a second on a
   * modest two-core machine; iteration counts bound the work, the time
   * limit is a safety net for slow machines.  Easy also plays its
   * simulations at random, which makes its judgement of positions much
   * noisier than the others'. */
  params->level = level;
  params->exploration = 0.7;
  switch (level)
    {
    case TS_LEVEL_EASY:
      params->max_iterations = 150;
      params->max_seconds = 0.5;
      params->use_policy = FALSE;
      break;
    case TS_LEVEL_HARD:
      params->max_iterations = 4000;
      params->max_seconds = 3.0;
      params->use_policy = TRUE;
      break;
    case TS_LEVEL_NORMAL:
    case TS_N_LEVELS:
    default:
      params->level = TS_LEVEL_NORMAL;
      params->max_iterations = 1000;
      params->max_seconds = 1.0;
      params->use_policy = TRUE;
      break;
    }
}

/* Fast paths that skip the wrappers' checks: the search applies only moves
 * the game itself listed, on objects it owns. */
static inline void
ai_list_moves (TsGame *game,
               GArray *moves)
{
  g_array_set_size (moves, 0);
  if (!TS_GAME_GET_CLASS (game)->is_over (game))
    TS_GAME_GET_CLASS (game)->list_moves (game, moves);
}

static inline void
ai_apply (TsGame       *game,
          const TsMove *move)
{
  gboolean ok;

  ok = TS_GAME_GET_CLASS (game)->apply_move (game, move, NULL);
  g_assert (ok);
}

static inline void
ai_copy_state (TsGame *dest,
               TsGame *src)
{
  TS_GAME_GET_CLASS (dest)->copy_state (dest, src);
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

static int
ai_node_add (AiSearch     *search,
             int           parent,
             const TsMove *move,
             int           seat)
{
  AiNode node = { 0 };
  int index = search->nodes->len;

  node.move = *move;
  node.parent = parent;
  node.first_child = -1;
  node.seat = seat;
  node.avail = 1;
  if (parent >= 0)
    {
      AiNode *p = &g_array_index (search->nodes, AiNode, parent);

      node.next_sibling = p->first_child;
      p->first_child = index;
    }
  else
    node.next_sibling = -1;
  g_array_append_val (search->nodes, node);
  return index;
}

static inline AiNode *
ai_node (AiSearch *search,
         int       index)
{
  return &g_array_index (search->nodes, AiNode, index);
}

/* Plays the determinisation in search->scratch to the end (or until the
 * game can judge it) and leaves the rewards in search->rewards. */
static void
ai_playout (AiSearch *search)
{
  TsGame *game = search->scratch;
  gboolean use_policy = search->params->use_policy;
  guint n;

  if (ts_game_evaluate (game, search->rewards))
    return;

  for (n = 0; n < TS_AI_MAX_PLAYOUT_MOVES; n++)
    {
      TsMove move;

      if (TS_GAME_GET_CLASS (game)->is_over (game))
        break;
      if (!use_policy || !ts_game_playout_move (game, &search->rng, &move))
        {
          ai_list_moves (game, search->moves);
          if (search->moves->len == 0)
            break;
          move = g_array_index (search->moves, TsMove,
                                ts_rng_uniform (&search->rng, search->moves->len));
        }
      ai_apply (game, &move);
    }

  if (TS_GAME_GET_CLASS (game)->is_over (game))
    ts_game_get_rewards (game, search->rewards);
  else if (!ts_game_evaluate (game, search->rewards))
    {
      guint i;

      /* A game that would not end: call it a draw. */
      for (i = 0; i < search->n_players; i++)
        search->rewards[i] = 1.0 / search->n_players;
    }
}

static void
ai_iterate (AiSearch *search)
{
  TsGame *game = search->scratch;
  double c = search->params->exploration;
  int current = 0;
  guint i;

  ai_copy_state (game, search->knowledge);
  ts_game_determinise (game, &search->rng);

  g_array_set_size (search->path, 0);
  g_array_append_val (search->path, current);

  /* Selection and expansion. */
  while (!TS_GAME_GET_CLASS (game)->is_over (game))
    {
      int seat = ts_game_get_current_seat (game);
      int best = -1;
      double best_score = -G_MAXDOUBLE;
      int child;

      ai_list_moves (game, search->moves);
      if (search->moves->len == 0)
        break;

      /* Count availability and collect the moves without a child. */
      g_array_set_size (search->untried, 0);
      g_array_set_size (search->available, 0);
      for (i = 0; i < search->moves->len; i++)
        {
          const TsMove *m = &g_array_index (search->moves, TsMove, i);

          for (child = ai_node (search, current)->first_child;
               child >= 0;
               child = ai_node (search, child)->next_sibling)
            {
              if (ts_move_equal (&ai_node (search, child)->move, m))
                break;
            }
          if (child < 0)
            g_array_append_val (search->untried, *m);
          else
            {
              ai_node (search, child)->avail++;
              g_array_append_val (search->available, child);
            }
        }

      if (search->untried->len > 0)
        {
          TsMove m = g_array_index (search->untried, TsMove,
                                    ts_rng_uniform (&search->rng, search->untried->len));

          /* The availability of the siblings was counted above; the new
           * child starts with its own (1). */
          if (search->nodes->len < TS_AI_MAX_NODES)
            {
              current = ai_node_add (search, current, &m, seat);
              g_array_append_val (search->path, current);
            }
          ai_apply (game, &m);
          break;
        }

      /* Every legal move has a child: UCB over the available ones, in
       * the order the game listed them, so ties break the same way every
       * time. */
      for (i = 0; i < search->available->len; i++)
        {
          int candidate = g_array_index (search->available, int, i);
          AiNode *n = ai_node (search, candidate);
          double score;

          if (n->visits == 0)
            score = G_MAXDOUBLE;
          else
            score = n->reward / n->visits
                    + c * sqrt (log ((double) n->avail) / n->visits);
          if (score > best_score)
            {
              best_score = score;
              best = candidate;
            }
        }
      g_assert (best >= 0);
      current = best;
      g_array_append_val (search->path, current);
      ai_apply (game, &ai_node (search, current)->move);
    }

  ai_playout (search);

  /* Back-propagation: each node keeps the reward of the seat that moved
   * into it, which is what its parent's chooser maximises. */
  for (i = 0; i < search->path->len; i++)
    {
      AiNode *n = ai_node (search, g_array_index (search->path, int, i));

      n->visits++;
      if (n->seat >= 0 && (guint) n->seat < search->n_players)
        n->reward += search->rewards[n->seat];
    }
}

/* Searches from KNOWLEDGE (already the seat's information set, possibly
 * with memories forgotten), which it does not modify.  Returns FALSE when
 * there is no move or the search was cancelled. */
static gboolean
ai_search (TsGame           *knowledge,
           const TsAiParams *params,
           TsRng            *rng,
           GCancellable     *cancellable,
           TsMove           *move)
{
  AiSearch search = { 0 };
  g_autoptr(TsGame) scratch = NULL;
  g_autoptr(GArray) nodes = NULL;
  g_autoptr(GArray) moves = NULL;
  g_autoptr(GArray) untried = NULL;
  g_autoptr(GArray) available = NULL;
  g_autoptr(GArray) path = NULL;
  g_autofree double *rewards = NULL;
  TsMove trivial, root_move;
  gint64 deadline = 0;
  guint iteration;
  int child, best = -1;
  gboolean cancelled = FALSE;

  if (g_cancellable_is_cancelled (cancellable))
    return FALSE;

  /* A determinisation gives the legal moves at the root: the seat to move
   * knows its own options, so every determinisation agrees on them. */
  scratch = ts_game_copy (knowledge);
  ts_game_determinise (scratch, rng);
  if (ts_game_is_over (scratch))
    return FALSE;
  if (ts_game_trivial_move (scratch, &trivial))
    {
      *move = trivial;
      return TRUE;
    }
  moves = g_array_new (FALSE, FALSE, sizeof (TsMove));
  ai_list_moves (scratch, moves);
  if (moves->len == 0)
    return FALSE;
  if (moves->len == 1)
    {
      *move = g_array_index (moves, TsMove, 0);
      return TRUE;
    }

  nodes = g_array_sized_new (FALSE, FALSE, sizeof (AiNode),
                             CLAMP (params->max_iterations, 1024, TS_AI_MAX_NODES) + 1);
  untried = g_array_new (FALSE, FALSE, sizeof (TsMove));
  available = g_array_new (FALSE, FALSE, sizeof (int));
  path = g_array_new (FALSE, FALSE, sizeof (int));
  search.n_players = ts_game_get_n_players (knowledge);
  rewards = g_new0 (double, MAX (search.n_players, TS_MAX_SEATS));

  search.params = params;
  search.rng = *rng;
  search.knowledge = knowledge;
  search.scratch = scratch;
  search.nodes = nodes;
  search.moves = moves;
  search.untried = untried;
  search.available = available;
  search.path = path;
  search.rewards = rewards;
  ts_move_clear (&root_move);
  ai_node_add (&search, -1, &root_move, TS_SEAT_NONE);

  if (params->max_seconds > 0)
    deadline = g_get_monotonic_time () + (gint64) (params->max_seconds * G_USEC_PER_SEC);

  for (iteration = 0;
       params->max_iterations == 0 || iteration < params->max_iterations;
       iteration++)
    {
      if (g_cancellable_is_cancelled (cancellable))
        {
          cancelled = TRUE;
          break;
        }
      /* At least one iteration always runs, so a move comes back however
       * small the budget. */
      if (deadline != 0 && iteration > 0 && iteration % TS_AI_CLOCK_EVERY == 0 &&
          g_get_monotonic_time () >= deadline)
        break;
      ai_iterate (&search);
    }
  *rng = search.rng;

  if (cancelled)
    return FALSE;

  /* The most visited move is the most robust choice; ties go to the better
   * average, then to the earlier child. */
  for (child = ai_node (&search, 0)->first_child;
       child >= 0;
       child = ai_node (&search, child)->next_sibling)
    {
      AiNode *n = ai_node (&search, child);

      if (best < 0)
        best = child;
      else
        {
          AiNode *b = ai_node (&search, best);

          if (n->visits > b->visits ||
              (n->visits == b->visits && n->visits > 0 &&
               n->reward / n->visits > b->reward / b->visits))
            best = child;
        }
    }
  if (best < 0)
    return FALSE;
  *move = ai_node (&search, best)->move;
  return TRUE;
}

/* Everything the search may know: the current seat's knowledge, with the
 * level's forgetting applied. */
static TsGame *
ai_prepare_knowledge (TsGame           *game,
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

gboolean
ts_ai_choose_move (TsGame           *game,
                   const TsAiParams *params,
                   guint64           seed,
                   GCancellable     *cancellable,
                   TsMove           *move)
{
  g_autoptr(TsGame) knowledge = NULL;
  TsRng rng;
  TsMove chosen;

  g_return_val_if_fail (TS_IS_GAME (game), FALSE);
  g_return_val_if_fail (params != NULL, FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (g_cancellable_is_cancelled (cancellable))
    return FALSE;

  ts_rng_init (&rng, seed);
  knowledge = ai_prepare_knowledge (game, params, &rng);
  if (knowledge == NULL)
    return FALSE;
  if (!ai_search (knowledge, params, &rng, cancellable, &chosen))
    return FALSE;
  *move = chosen;
  return TRUE;
}

typedef struct
{
  TsGame    *knowledge;
  TsAiParams params;
  TsRng      rng;
} AiTaskData;

static void
ai_task_data_free (gpointer data)
{
  AiTaskData *task_data = data;

  g_clear_object (&task_data->knowledge);
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

  if (ai_search (data->knowledge, &data->params, &data->rng, cancellable, &move))
    g_task_return_pointer (task, g_memdup2 (&move, sizeof move), g_free);
  else if (!g_task_return_error_if_cancelled (task))
    g_task_return_new_error (task, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE,
                             "%s", _("There is no move to make"));
}

void
ts_ai_choose_move_async (TsGame             *game,
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
  data->params = *params;
  ts_rng_init (&data->rng, seed);
  data->knowledge = ai_prepare_knowledge (game, params, &data->rng);
  g_task_set_task_data (task, data, ai_task_data_free);

  if (data->knowledge == NULL)
    {
      g_task_return_new_error (task, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE,
                               "%s", _("The game is over"));
      return;
    }
  g_task_run_in_thread (task, ai_task_thread);
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
