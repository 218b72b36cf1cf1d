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
  TsLevel level;             /* passed to the game's forget hook */
  guint   max_iterations;    /* 0 = no limit */
  double  max_seconds;       /* 0 = no limit */
  double  exploration;       /* UCT constant */
  gboolean use_policy;       /* playouts use the game's playout_move hook */
} TsAiParams;

void      ts_ai_params_for_level (TsLevel           level,
                                  TsAiParams       *params);

/* Choose a move for the current seat of GAME.  The search sees only
 * ts_game_knowledge_of (game, seat): hidden cards are re-dealt at random
 * (determinised) for every iteration.  Blocking; safe to call from any
 * thread (GAME is copied first).  Returns FALSE if there is no move or it
 * was cancelled. */
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

/* A uniformly random legal move (the "random" opponent of selfplay). */
gboolean  ts_ai_random_move      (TsGame           *game,
                                  TsRng            *rng,
                                  TsMove           *move);

G_END_DECLS
