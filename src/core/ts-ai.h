/* ts-ai.h — the computer player: Monte Carlo tree search over TsGame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ts-game.h"

G_BEGIN_DECLS

typedef struct
{
  TsLevel  level;            /* passed to the game's forget hook */
  guint    max_iterations;   /* per decision; 0 = no limit */
  double   max_seconds;      /* per decision; 0 = no limit */
  double   exploration;      /* UCT constant */
  gboolean use_policy;       /* playouts use the game's playout_move hook */
  /* After this many moves a playout stops where the game's evaluate can
   * score the position; 0 = play to the end. */
  guint    playout_depth;
  /* If not 0, the playout depth is this many moves for each player of the
   * game instead: a cut after the same share of a round at any number of
   * players. */
  guint    playout_depth_per_player;
  /* Progressive widening, for games with a prior hook: a node visited n
   * times has at most ceil (k · n^alpha) children. */
  double   widening_k;
  double   widening_alpha;
  /* A budget for a run of decisions of one seat (a turn of several
   * moves): each decision of a session gets half of what is left of it,
   * and the tree below the chosen move is kept for the next decision.
   * 0 and 0: every decision has its own budget and a fresh tree. */
  guint    turn_iterations;
  double   turn_seconds;
  /* What a first place shared with others is worth to the search, from
   * 0 (a loss) to 1 (a win alone); 0 is read as 1.  Below 1 the search
   * plays for a win alone where it can. */
  double   shared_win;
} TsAiParams;

void      ts_ai_params_for_level (TsLevel           level,
                                  TsAiParams       *params);
/* The parameters of LEVEL as the game GAME_ID tunes them (tune_search). */
void      ts_ai_params_for_game  (const char       *game_id,
                                  TsLevel           level,
                                  TsAiParams       *params);

/* Choose a move for the current seat of GAME.  The search sees only
 * ts_game_knowledge_of (game, seat): hidden cards are re-dealt at random
 * (determinised) for every iteration; a game with a choose_move hook
 * decides with that, on the same knowledge.  Blocking; safe to call from
 * any thread (GAME is copied first).  Returns FALSE if there is no move or
 * it was cancelled. */
gboolean  ts_ai_choose_move      (TsGame           *game,
                                  const TsAiParams *params,
                                  guint64           seed,
                                  GCancellable     *cancellable,
                                  TsMove           *move);

/* The same off the main thread, in a GTask. */
void      ts_ai_choose_move_async  (TsGame             *game,
                                    const TsAiParams   *params,
                                    guint64             seed,
                                    GCancellable       *cancellable,
                                    GAsyncReadyCallback callback,
                                    gpointer            user_data);
gboolean  ts_ai_choose_move_finish (GAsyncResult       *result,
                                    TsMove             *move,
                                    GError            **error);

/* A hint for the human on turn (issue 17) is the normal computer's
 * choice, within TS_AI_HINT_SECONDS. */
#define TS_AI_HINT_SECONDS 0.9
void      ts_ai_params_for_hint  (const char       *game_id,
                                  TsAiParams       *params);
/* The hint: the choice for the seat on turn of GAME, searched on what that
 * seat's screen shows (ts_game_view_for), so that nothing it may not see
 * can change it; FALSE when the game is over or the search was cancelled. */
gboolean  ts_ai_suggest_move     (TsGame           *game,
                                  const TsAiParams *params,
                                  guint64           seed,
                                  GCancellable     *cancellable,
                                  TsMove           *move);
/* A uniformly random legal move (the "random" opponent of selfplay). */
gboolean  ts_ai_random_move      (TsGame           *game,
                                  TsRng            *rng,
                                  TsMove           *move);

/* A computer player's memory between its decisions: with a turn budget
 * (TsAiParams.turn_iterations/turn_seconds) it spreads the budget over a
 * run of decisions of one seat and reuses the tree.  One search at a time
 * per session; a session may be used from any thread. */
typedef struct _TsAiSession TsAiSession;

TsAiSession *ts_ai_session_new      (void);
void         ts_ai_session_free     (TsAiSession      *session);
gboolean     ts_ai_session_choose_move (TsAiSession   *session,
                                        TsGame        *game,
                                        const TsAiParams *params,
                                        guint64        seed,
                                        GCancellable  *cancellable,
                                        TsMove        *move);
void         ts_ai_session_choose_move_async (TsAiSession        *session,
                                              TsGame             *game,
                                              const TsAiParams   *params,
                                              guint64             seed,
                                              GCancellable       *cancellable,
                                              GAsyncReadyCallback callback,
                                              gpointer            user_data);
/* What the last decision of SESSION started from: the nodes and root
 * visits kept from the decision before (0 when it started afresh), and
 * the iterations it ran. */
void         ts_ai_session_get_last (TsAiSession      *session,
                                     guint            *reused_nodes,
                                     guint            *reused_visits,
                                     guint            *iterations);
/* Whether the last decision of SESSION was cut short by its time limit
 * (max_seconds, or its share of turn_seconds) before its iterations ran
 * out: a decision the limits changed. */
gboolean     ts_ai_session_last_timed_out (TsAiSession    *session);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsAiSession, ts_ai_session_free)

G_END_DECLS
