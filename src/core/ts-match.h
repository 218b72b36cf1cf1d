/* ts-match.h — a game being played: players, history, undo and redo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ts-game.h"
#include "ts-table.h"

G_BEGIN_DECLS

#define TS_TYPE_MATCH (ts_match_get_type ())
G_DECLARE_FINAL_TYPE (TsMatch, ts_match, TS, MATCH, GObject)

/* A match owns the setup (names, kinds, levels, colours), the start
 * position, the list of moves played and the moves undone (redo).  It is the
 * object the UI listens to (it is a TsTable, whose signal "changed" is):
 *   "changed"      — anything changed (move, undo, redo, load)
 *   "move-applied" (guint index) — a move was appended by play or redo
 *   "game-over"    — the game has just ended
 * Properties: "game" (TsGame, read-only), "can-undo", "can-redo". */

TsMatch       *ts_match_new               (const TsSetup *setup,
                                           GError       **error);
TsMatch       *ts_match_new_from_position (const TsSetup *setup,
                                           TsGame        *start);

const TsSetup *ts_match_get_setup         (TsMatch       *self);
TsGame        *ts_match_get_game          (TsMatch       *self);   /* current; do not modify */
TsGame        *ts_match_get_start         (TsMatch       *self);
gboolean       ts_match_starts_from_setup (TsMatch       *self);   /* FALSE: from a position */

gboolean       ts_match_play              (TsMatch       *self,
                                           const TsMove  *move,
                                           GError       **error);
gboolean       ts_match_play_text         (TsMatch       *self,
                                           const char    *text,
                                           GError       **error);

guint          ts_match_get_n_moves       (TsMatch       *self);
const TsMove  *ts_match_get_move          (TsMatch       *self,
                                           guint          index);
int            ts_match_get_move_seat     (TsMatch       *self,
                                           guint          index);
/* A new copy of the game as it was before move INDEX (INDEX may be the
 * number of moves: the current game).  Rebuilt from a checkpoint, so the
 * history keeps a full copy of the game only every few moves. */
TsGame        *ts_match_dup_game_before   (TsMatch       *self,
                                           guint          index);
/* Undo never goes back past a revealing move (a card drawn, a die rolled,
 * a memorisation ended): the decisions before it are final. */
gboolean       ts_match_can_undo          (TsMatch       *self);
/* There are moves, but the barrier stops undo: the window says why. */
gboolean       ts_match_undo_blocked      (TsMatch       *self);
/* The number of moves that can no longer be undone. */
guint          ts_match_get_undo_barrier  (TsMatch       *self);
gboolean       ts_match_can_redo          (TsMatch       *self);
gboolean       ts_match_undo              (TsMatch       *self);
gboolean       ts_match_redo              (TsMatch       *self);
/* Undo back to the last decision a human took (the computer's replies and
 * the human's own move are undone), so a human never lands on a computer's
 * turn.  Returns FALSE when there is nothing a human did to undo. */
gboolean       ts_match_undo_human_turn   (TsMatch       *self);
gboolean       ts_match_can_undo_human_turn (TsMatch     *self);
gboolean       ts_match_redo_human_turn   (TsMatch       *self);

gboolean       ts_match_seat_is_human     (TsMatch       *self,
                                           int            seat);
guint          ts_match_count_humans      (TsMatch       *self);

/* Events: what the moves did, public or private to some seats. */
guint          ts_match_get_n_events      (TsMatch       *self);
const TsEvent *ts_match_get_event         (TsMatch       *self,
                                           guint          index);
void           ts_match_get_move_events   (TsMatch       *self,
                                           guint          move,
                                           guint         *first,
                                           guint         *n_events);
/* A suggested move was shown to SEAT (the statistics count the games
 * played with hints; the save keeps the count). */
void           ts_match_note_hint         (TsMatch       *self,
                                           int            seat);
void           ts_match_set_hints         (TsMatch       *self,
                                           int            seat,
                                           guint          n_hints);
guint          ts_match_get_hints         (TsMatch       *self,
                                           int            seat);
const char    *ts_match_get_seat_name     (TsMatch       *self,
                                           int            seat);
/* The events of moves FIRST_MOVE to END_MOVE - 1 that VIEWER may see
 * (TS_SEAT_NONE: public ones only), in words: a GPtrArray of strings. */
GPtrArray     *ts_match_describe_events   (TsMatch       *self,
                                           guint          first_move,
                                           guint          end_move,
                                           int            viewer);
/* The first move of the last turn: the run of moves at the end of the
 * history made by one seat. */
guint          ts_match_get_last_turn_start (TsMatch     *self);

G_END_DECLS
