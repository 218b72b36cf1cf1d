/* ts-search.c — the tree of the computer player's search (ISMCTS)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Single-observer information-set Monte Carlo tree search: the tree is
 * built over the searching seat's information sets, and every iteration
 * re-deals what that seat cannot know (ts_game_determinise) before it
 * descends.  A node's children are keyed by TsMove; because different
 * determinisations allow different moves, UCB uses the number of times a
 * child was *available* instead of the parent's visit count (Cowling,
 * Powley & Whitehouse, "Information Set Monte Carlo Tree Search", 2012).
 *
 * For games with thousands of moves a position:
 * - children are found through one hash table keyed by (parent, move), not
 *   by walking the parent's list of children;
 * - a game with a prior hook widens its nodes progressively: a node visited
 *   n times has at most ceil (k · n^α) children, the untried move with the
 *   highest prior being added next;
 * - playouts may stop after playout_depth moves (or
 *   playout_depth_per_player for each player), where the game's
 *   evaluation scores the position.
 * Without a prior and a depth the search is exactly the plain ISMCTS, move
 * for move, for a given seed and iteration budget.
 */
#include <math.h>

#include "ts-search-private.h"

/* A cap on playout length, so a game whose rules could cycle cannot hang
 * the search.  Real games end long before. */
#define MAX_PLAYOUT_MOVES 10000
/* The tree stops growing at this many nodes (about 60 MB); a search
 * without an iteration limit then keeps refining the statistics it has. */
#define MAX_NODES (1u << 20)
/* How often (in iterations) the clock is read. */
#define CLOCK_EVERY 8

typedef struct
{
  TsMove  move;         /* the move that leads here from the parent */
  int     parent;       /* index, -1 for the root */
  int     first_child;  /* index, -1 when none */
  int     next_sibling; /* index, -1 when last */
  int     seat;         /* who played MOVE; its reward is stored */
  guint   n_children;
  guint   visits;
  guint   avail;        /* times this move was legal when the parent was visited */
  double  reward;       /* sum of rewards for SEAT */
} Node;

struct _TsSearchTree
{
  GArray *nodes;        /* of Node */
  int     root;         /* -1 when empty */
  int    *table;        /* (parent, move) → node index, -1 empty; open addressing */
  guint   table_mask;   /* size - 1, a power of two minus one */
  guint   table_used;
};

typedef struct
{
  const TsAiParams *params;
  TsSearchTree     *tree;
  TsRng            *rng;
  TsGame           *knowledge;   /* the root information set, never modified */
  TsGame           *scratch;     /* one determinisation, reused */
  GArray           *moves;       /* TsMove, scratch */
  GArray           *untried;     /* TsMove, scratch */
  GArray           *available;   /* int child indices, scratch */
  GArray           *path;        /* int node indices, scratch */
  GArray           *weights;     /* double, scratch for the prior */
  double           *rewards;
  guint             n_players;
  gboolean          widen;       /* the game has a prior */
} Search;

/* The tree */

TsSearchTree *
ts_search_tree_new (void)
{
  TsSearchTree *tree = g_new0 (TsSearchTree, 1);

  tree->nodes = g_array_new (FALSE, FALSE, sizeof (Node));
  tree->root = -1;
  return tree;
}

void
ts_search_tree_free (TsSearchTree *tree)
{
  if (tree == NULL)
    return;
  g_array_unref (tree->nodes);
  g_free (tree->table);
  g_free (tree);
}

static void
tree_clear (TsSearchTree *tree)
{
  g_array_set_size (tree->nodes, 0);
  tree->root = -1;
  if (tree->table != NULL)
    memset (tree->table, 0xff, (tree->table_mask + 1) * sizeof (int));
  tree->table_used = 0;
}

static inline Node *
node_at (TsSearchTree *tree,
         int           index)
{
  return &g_array_index (tree->nodes, Node, index);
}

static inline guint64
key_hash (int           parent,
          const TsMove *move)
{
  guint64 a, b, h;

  memcpy (&a, move, 8);
  memcpy (&b, (const char *) move + 8, 8);
  h = a * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) ^
      (b + G_GUINT64_CONSTANT (0x632BE59BD9B4E019)) * G_GUINT64_CONSTANT (0xC2B2AE3D27D4EB4F) ^
      (guint64) (guint) parent * G_GUINT64_CONSTANT (0x165667B19E3779F9);
  h ^= h >> 29;
  h *= G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  h ^= h >> 32;
  return h;
}

static void
table_insert (TsSearchTree *tree,
              int           index)
{
  Node *node = node_at (tree, index);
  guint slot = key_hash (node->parent, &node->move) & tree->table_mask;

  while (tree->table[slot] >= 0)
    slot = (slot + 1) & tree->table_mask;
  tree->table[slot] = index;
  tree->table_used++;
}

/* Keeps the table at most half full. */
static void
table_reserve (TsSearchTree *tree,
               guint         n_entries)
{
  guint size = tree->table != NULL ? tree->table_mask + 1 : 0;
  guint new_size = MAX (size, 1024);

  while (new_size < 2 * n_entries)
    new_size *= 2;
  if (new_size == size)
    return;

  g_free (tree->table);
  tree->table = g_new (int, new_size);
  memset (tree->table, 0xff, new_size * sizeof (int));
  tree->table_mask = new_size - 1;
  tree->table_used = 0;
  for (guint i = 0; i < tree->nodes->len; i++)
    if (node_at (tree, i)->parent >= 0)
      table_insert (tree, i);
}

static int
find_child (TsSearchTree *tree,
            int           parent,
            const TsMove *move)
{
  guint slot = key_hash (parent, move) & tree->table_mask;

  for (;;)
    {
      int index = tree->table[slot];
      Node *node;

      if (index < 0)
        return -1;
      node = node_at (tree, index);
      if (node->parent == parent && ts_move_equal (&node->move, move))
        return index;
      slot = (slot + 1) & tree->table_mask;
    }
}

static int
add_node (TsSearchTree *tree,
          int           parent,
          const TsMove *move,
          int           seat)
{
  Node node = { 0 };
  int index = tree->nodes->len;

  node.move = *move;
  node.parent = parent;
  node.first_child = -1;
  node.next_sibling = -1;
  node.seat = seat;
  node.avail = 1;
  if (parent >= 0)
    {
      Node *p = node_at (tree, parent);

      node.next_sibling = p->first_child;
      p->first_child = index;
      p->n_children++;
    }
  g_array_append_val (tree->nodes, node);
  if (parent >= 0)
    {
      table_reserve (tree, tree->table_used + 1);
      table_insert (tree, index);
    }
  return index;
}

guint
ts_search_tree_size (TsSearchTree *tree)
{
  return tree->root >= 0 ? tree->nodes->len : 0;
}

guint
ts_search_root_visits (TsSearchTree *tree)
{
  return tree->root >= 0 ? node_at (tree, tree->root)->visits : 0;
}

guint
ts_search_root_children (TsSearchTree *tree)
{
  return tree->root >= 0 ? node_at (tree, tree->root)->n_children : 0;
}

void
ts_search_reroot (TsSearchTree *tree,
                  const TsMove *move)
{
  int child;

  if (tree->root < 0)
    return;
  child = find_child (tree, tree->root, move);
  /* The nodes outside the kept subtree stay in the array as garbage: a
   * tree that is mostly garbage starts afresh instead. */
  if (child < 0 || tree->nodes->len > MAX_NODES / 2)
    {
      tree_clear (tree);
      return;
    }
  tree->root = child;
}

/* One iteration */

static inline void
list_moves (TsGame *game,
            GArray *moves)
{
  g_array_set_size (moves, 0);
  if (!TS_GAME_GET_CLASS (game)->is_over (game))
    TS_GAME_GET_CLASS (game)->list_moves (game, moves);
}

/* The search applies only moves the game itself listed, on objects it
 * owns: the wrappers' checks are skipped. */
static inline void
apply (TsGame       *game,
       const TsMove *move)
{
  gboolean ok = TS_GAME_GET_CLASS (game)->apply_move (game, move, NULL);

  g_assert (ok);
}

static void
rewards_for_draw (Search *search)
{
  for (guint i = 0; i < search->n_players; i++)
    search->rewards[i] = 1.0 / search->n_players;
}

/* A first place shared by several seats is worth params->shared_win to
 * each of them. */
static void
share_first_place (Search *search)
{
  double shared = search->params->shared_win;
  guint winners = 0;

  if (shared <= 0 || shared >= 1)
    return;
  for (guint i = 0; i < search->n_players; i++)
    winners += search->rewards[i] >= 1.0;
  if (winners > 1)
    for (guint i = 0; i < search->n_players; i++)
      if (search->rewards[i] >= 1.0)
        search->rewards[i] = shared;
}

/* Plays the determinisation in search->scratch on (to the end, or to the
 * playout depth where the game can judge) and leaves the rewards. */
static void
playout (Search *search)
{
  TsGame *game = search->scratch;
  TsGameClass *klass = TS_GAME_GET_CLASS (game);
  gboolean use_policy = search->params->use_policy;
  guint depth = search->params->playout_depth_per_player > 0
                  ? search->params->playout_depth_per_player * search->n_players
                  : search->params->playout_depth;

  /* Without a depth, a game that can judge the leaf does so at once. */
  if (depth == 0 && ts_game_evaluate (game, search->rewards))
    return;

  for (guint n = 0; n < MAX_PLAYOUT_MOVES; n++)
    {
      TsMove move;

      if (klass->is_over (game))
        break;
      if (depth > 0 && n >= depth && ts_game_evaluate (game, search->rewards))
        return;
      if (!use_policy || !ts_game_playout_move (game, search->rng, &move))
        {
          list_moves (game, search->moves);
          if (search->moves->len == 0)
            break;
          move = g_array_index (search->moves, TsMove,
                                ts_rng_uniform (search->rng, search->moves->len));
        }
      apply (game, &move);
    }

  if (klass->is_over (game))
    {
      ts_game_get_rewards (game, search->rewards);
      share_first_place (search);
    }
  else if (!ts_game_evaluate (game, search->rewards))
    /* A game that would not end: call it a draw. */
    rewards_for_draw (search);
}

/* The untried move with the highest prior (the first listed among equals). */
static guint
best_untried (Search *search)
{
  TsGameClass *klass = TS_GAME_GET_CLASS (search->scratch);
  guint n = search->untried->len;
  double *weights;
  guint best = 0;

  g_array_set_size (search->weights, n);
  weights = (double *) search->weights->data;
  for (guint i = 0; i < n; i++)
    weights[i] = 0;
  klass->prior (search->scratch, (const TsMove *) search->untried->data, n, weights);
  for (guint i = 1; i < n; i++)
    if (weights[i] > weights[best])
      best = i;
  return best;
}

/* How many children a node visited VISITS times may have. */
static guint
widening_limit (const TsAiParams *params,
                guint             visits)
{
  double k = params->widening_k > 0 ? params->widening_k : 2.0;
  double alpha = params->widening_alpha > 0 ? params->widening_alpha : 0.5;

  return MAX (1, (guint) ceil (k * pow (visits, alpha)));
}

static void
iterate (Search *search)
{
  TsSearchTree *tree = search->tree;
  TsGame *game = search->scratch;
  TsGameClass *klass = TS_GAME_GET_CLASS (game);
  double c = search->params->exploration;
  int current = tree->root;

  klass->copy_state (game, search->knowledge);
  ts_game_determinise (game, search->rng);
  g_array_set_size (search->path, 0);
  g_array_append_val (search->path, current);

  /* Selection and expansion. */
  while (!klass->is_over (game))
    {
      int seat = klass->get_current_seat (game);
      int best = -1;
      double best_score = -G_MAXDOUBLE;
      gboolean expand;

      list_moves (game, search->moves);
      if (search->moves->len == 0)
        break;

      /* Count availability and collect the moves without a child, in the
       * order the game listed them. */
      g_array_set_size (search->untried, 0);
      g_array_set_size (search->available, 0);
      for (guint i = 0; i < search->moves->len; i++)
        {
          const TsMove *m = &g_array_index (search->moves, TsMove, i);
          int child = find_child (tree, current, m);

          if (child < 0)
            g_array_append_val (search->untried, *m);
          else
            {
              node_at (tree, child)->avail++;
              g_array_append_val (search->available, child);
            }
        }

      expand = search->untried->len > 0;
      if (expand && search->widen && search->available->len > 0)
        expand = node_at (tree, current)->n_children <
                 widening_limit (search->params, node_at (tree, current)->visits);
      if (expand)
        {
          guint pick = search->widen ? best_untried (search)
                                     : ts_rng_uniform (search->rng, search->untried->len);
          TsMove m = g_array_index (search->untried, TsMove, pick);

          /* The availability of the siblings was counted above; the new
           * child starts with its own (1). */
          if (tree->nodes->len < MAX_NODES)
            {
              current = add_node (tree, current, &m, seat);
              g_array_append_val (search->path, current);
            }
          apply (game, &m);
          break;
        }

      /* UCB over the available children, in the order the game listed
       * them, so ties break the same way every time. */
      for (guint i = 0; i < search->available->len; i++)
        {
          int candidate = g_array_index (search->available, int, i);
          Node *n = node_at (tree, candidate);
          double score;

          if (n->visits == 0)
            score = G_MAXDOUBLE;
          else
            score = n->reward / n->visits + c * sqrt (log ((double) n->avail) / n->visits);
          if (score > best_score)
            {
              best_score = score;
              best = candidate;
            }
        }
      g_assert (best >= 0);
      current = best;
      g_array_append_val (search->path, current);
      apply (game, &node_at (tree, current)->move);
    }

  playout (search);

  /* Back-propagation: each node keeps the reward of the seat that moved
   * into it, which is what its parent's chooser maximises. */
  for (guint i = 0; i < search->path->len; i++)
    {
      Node *n = node_at (tree, g_array_index (search->path, int, i));

      n->visits++;
      if (n->seat >= 0 && (guint) n->seat < search->n_players)
        n->reward += search->rewards[n->seat];
    }
}

/* The most visited move is the most robust choice; ties go to the better
 * average, then to the later-added child. */
static int
best_child (TsSearchTree *tree)
{
  int best = -1;

  for (int child = node_at (tree, tree->root)->first_child;
       child >= 0;
       child = node_at (tree, child)->next_sibling)
    {
      Node *n = node_at (tree, child);

      if (best < 0)
        best = child;
      else
        {
          Node *b = node_at (tree, best);

          if (n->visits > b->visits ||
              (n->visits == b->visits && n->visits > 0 &&
               n->reward / n->visits > b->reward / b->visits))
            best = child;
        }
    }
  return best;
}

gboolean
ts_search_run (TsSearchTree     *tree,
               TsGame           *knowledge,
               const TsAiParams *params,
               guint             max_iterations,
               double            max_seconds,
               TsRng            *rng,
               GCancellable     *cancellable,
               TsMove           *move,
               guint            *iterations,
               gboolean         *timed_out)
{
  Search search = { 0 };
  g_autoptr(TsGame) scratch = NULL;
  g_autoptr(GArray) moves = NULL;
  g_autoptr(GArray) untried = NULL;
  g_autoptr(GArray) available = NULL;
  g_autoptr(GArray) path = NULL;
  g_autoptr(GArray) weights = NULL;
  g_autofree double *rewards = NULL;
  TsMove trivial, root_move;
  gint64 deadline = 0;
  guint iteration = 0;
  gboolean clock_ran_out = FALSE;
  int best;

  if (iterations != NULL)
    *iterations = 0;
  if (timed_out != NULL)
    *timed_out = FALSE;
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
      tree_clear (tree);
      return TRUE;
    }
  moves = g_array_new (FALSE, FALSE, sizeof (TsMove));
  list_moves (scratch, moves);
  if (moves->len == 0)
    return FALSE;
  if (moves->len == 1)
    {
      *move = g_array_index (moves, TsMove, 0);
      tree_clear (tree);
      return TRUE;
    }

  untried = g_array_new (FALSE, FALSE, sizeof (TsMove));
  available = g_array_new (FALSE, FALSE, sizeof (int));
  path = g_array_new (FALSE, FALSE, sizeof (int));
  weights = g_array_new (FALSE, FALSE, sizeof (double));
  search.n_players = ts_game_get_n_players (knowledge);
  rewards = g_new0 (double, MAX (search.n_players, TS_MAX_SEATS));
  search.params = params;
  search.tree = tree;
  search.rng = rng;
  search.knowledge = knowledge;
  search.scratch = scratch;
  search.moves = moves;
  search.untried = untried;
  search.available = available;
  search.path = path;
  search.weights = weights;
  search.rewards = rewards;
  search.widen = TS_GAME_GET_CLASS (knowledge)->prior != NULL;

  if (tree->root < 0)
    {
      tree_clear (tree);
      g_array_set_size (tree->nodes, 0);
      ts_move_clear (&root_move);
      tree->root = add_node (tree, -1, &root_move, TS_SEAT_NONE);
      table_reserve (tree, MIN (CLAMP (max_iterations, 1024, MAX_NODES), MAX_NODES));
    }

  if (max_seconds > 0)
    deadline = g_get_monotonic_time () + (gint64) (max_seconds * G_USEC_PER_SEC);

  for (iteration = 0; max_iterations == 0 || iteration < max_iterations; iteration++)
    {
      if (g_cancellable_is_cancelled (cancellable))
        break;
      /* At least one iteration always runs, so a move comes back however
       * small the budget. */
      if (deadline != 0 && iteration > 0 && iteration % CLOCK_EVERY == 0 &&
          g_get_monotonic_time () >= deadline)
        {
          clock_ran_out = TRUE;
          break;
        }
      iterate (&search);
    }
  if (iterations != NULL)
    *iterations = iteration;
  if (timed_out != NULL)
    *timed_out = clock_ran_out;
  if (g_cancellable_is_cancelled (cancellable))
    return FALSE;

  best = best_child (tree);
  if (best < 0)
    return FALSE;
  *move = node_at (tree, best)->move;
  return TRUE;
}
