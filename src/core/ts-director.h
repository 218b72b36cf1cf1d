/* ts-director.h — the turn director: asks whoever must decide next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ts-ai.h"
#include "ts-match.h"

G_BEGIN_DECLS

typedef enum
{
  TS_CONTROLLER_HUMAN,     /* decides through ts_director_submit () */
  TS_CONTROLLER_COMPUTER,  /* the search, off the caller's thread */
  TS_CONTROLLER_SCRIPTED,  /* a function: tests, selfplay baselines */
} TsControllerKind;

/* A scripted decision for SEAT, the seat that must decide in GAME (the
 * real game: a script is trusted code and must itself look only at what
 * the seat may know, e.g. through ts_game_knowledge_of ()).  FALSE: no
 * move. */
typedef gboolean (*TsDirectorScript)   (TsGame   *game,
                                        int       seat,
                                        TsMove   *move,
                                        gpointer  user_data);
/* The seed of the search for the next decision of MATCH. */
typedef guint64  (*TsDirectorSeedFunc) (TsMatch  *match,
                                        int       seat,
                                        gpointer  user_data);

#define TS_TYPE_DIRECTOR (ts_director_get_type ())
G_DECLARE_FINAL_TYPE (TsDirector, ts_director, TS, DIRECTOR, GObject)

/* Drives MATCH: after every change it asks the seat that must decide now
 * (ts_game_get_current_seat: possibly not the seat whose turn it is, for an
 * answer, a reaction or a battle choice) through that seat's controller.
 * Controllers start as the setup says (human, or computer at its level).
 *
 * Signals:
 *   "decision-needed" (int seat) — a human must decide; emitted after each
 *                                  change while one is waited for
 *   "thinking" (int seat, gboolean) — a computer started or stopped
 *   "failed" (int seat, const char *message) — a controller found no legal
 *                                  move (a bug); the director stops
 *
 * Decisions of computers and scripts are taken from the main context the
 * director was created in; a computer's search runs in a worker thread and
 * is cancelled by any change to the match, by pausing and by dispose. */
TsDirector      *ts_director_new             (TsMatch            *match);
TsMatch         *ts_director_get_match       (TsDirector         *self);

void             ts_director_set_human       (TsDirector         *self,
                                              int                 seat);
void             ts_director_set_computer    (TsDirector         *self,
                                              int                 seat,
                                              const TsAiParams   *params);
void             ts_director_set_scripted    (TsDirector         *self,
                                              int                 seat,
                                              TsDirectorScript    script,
                                              gpointer            user_data,
                                              GDestroyNotify      destroy);
TsControllerKind ts_director_get_controller  (TsDirector         *self,
                                              int                 seat);

/* The default seed depends only on the setup's seed and the number of
 * moves, so the same position gets the same answer and a reported game
 * replays. */
void             ts_director_set_seed_func   (TsDirector         *self,
                                              TsDirectorSeedFunc  func,
                                              gpointer            user_data,
                                              GDestroyNotify      destroy);

/* A computer's move waits until it has taken FIRST_MS since the decision
 * was asked for (STEP_MS for a further decision of the same seat in a
 * row), so people can follow it.  0 and 0 by default. */
void             ts_director_set_pacing      (TsDirector         *self,
                                              guint               first_ms,
                                              guint               step_ms);

/* A paused director asks nobody (the window shows something else). */
void             ts_director_set_paused      (TsDirector         *self,
                                              gboolean            paused);
gboolean         ts_director_get_paused      (TsDirector         *self);

/* The seat that must decide now, or TS_SEAT_NONE when the game is over. */
int              ts_director_get_decider     (TsDirector         *self);
gboolean         ts_director_is_thinking     (TsDirector         *self);

/* A human's decision: refused (and nothing changes) unless SEAT must
 * decide now, is human, and MOVE is legal. */
gboolean         ts_director_submit          (TsDirector         *self,
                                              int                 seat,
                                              const TsMove       *move,
                                              GError            **error);

/* Plays on in the calling thread, without a main loop, until the game is
 * over or a human must decide (then returns TRUE too).  FALSE when a
 * controller found no legal move, or CANCELLABLE was cancelled. */
gboolean         ts_director_run_sync        (TsDirector         *self,
                                              GCancellable       *cancellable,
                                              GError            **error);

/* What the computer of SEAT spent so far: decisions and time. */
void             ts_director_get_think_stats (TsDirector         *self,
                                              int                 seat,
                                              guint              *n_decisions,
                                              gint64             *total_us,
                                              gint64             *max_us);
/* The longest turn of SEAT's computer so far, in microseconds: the sum of
 * the decisions it took in a row without another seat deciding between
 * them (a turn of several decisions, as in Trehgrannik). */
gint64           ts_director_get_longest_turn (TsDirector        *self,
                                               int                seat);
/* How many of SEAT's computer decisions so far its time limit cut short
 * (ts_ai_session_last_timed_out): 0 means the limits changed no move. */
guint            ts_director_get_timed_out    (TsDirector        *self,
                                               int                seat);

G_END_DECLS
