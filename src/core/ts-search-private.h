/* ts-search-private.h — the tree of the computer player's search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Used by ts-ai.c only (and its tests through ts-ai.h): the API for the
 * rest of the program is ts-ai.h.
 */
#pragma once

#include <gio/gio.h>

#include "ts-ai.h"

G_BEGIN_DECLS

/* A search tree over one seat's information sets.  It can be kept between
 * two decisions of the same seat (ts_search_reroot) so the second starts
 * from what the first learnt. */
typedef struct _TsSearchTree TsSearchTree;

TsSearchTree *ts_search_tree_new      (void);
void          ts_search_tree_free     (TsSearchTree *tree);

/* Runs iterations from KNOWLEDGE (the seat's information set, possibly
 * with memories forgotten; not modified) until the budget is spent or
 * CANCELLABLE is cancelled.  TREE may hold the tree of an earlier
 * decision re-rooted at this position, or be empty.  Returns FALSE when
 * there is no move or the search was cancelled; ITERATIONS (may be NULL)
 * gets the number of iterations run, and TIMED_OUT (may be NULL) whether
 * MAX_SECONDS ran out before MAX_ITERATIONS did. */
gboolean      ts_search_run           (TsSearchTree     *tree,
                                       TsGame           *knowledge,
                                       const TsAiParams *params,
                                       guint             max_iterations,
                                       double            max_seconds,
                                       TsRng            *rng,
                                       GCancellable     *cancellable,
                                       TsMove           *move,
                                       guint            *iterations,
                                       gboolean         *timed_out);

/* Keeps only the subtree below the root's child MOVE, as the new root;
 * empties the tree if there is none. */
void          ts_search_reroot        (TsSearchTree     *tree,
                                       const TsMove     *move);
/* Nodes in the tree (0 when empty). */
guint         ts_search_tree_size     (TsSearchTree     *tree);
/* Visits of the root (the iterations that went through it, kept ones
 * included). */
guint         ts_search_root_visits   (TsSearchTree     *tree);
/* Children of the root (expanded moves). */
guint         ts_search_root_children (TsSearchTree     *tree);

G_END_DECLS
