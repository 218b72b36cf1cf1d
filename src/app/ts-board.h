/* ts-board.h — the interface every game's board widget implements
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-match.h"

G_BEGIN_DECLS

#define TS_TYPE_BOARD (ts_board_get_type ())
G_DECLARE_INTERFACE (TsBoard, ts_board, TS, BOARD, GtkWidget)

/* A board draws one match as seen by one seat (the "viewer"): it always
 * draws ts_game_view_for (game, viewer), so it cannot show what that seat
 * may not see.  It never changes the match: when the player picks a move it
 * emits "move-chosen" (const TsMove *) and the window plays it.  It redraws
 * on the match's "changed" signal.
 *
 * viewer: the seat whose eyes the board uses; TS_SEAT_NONE = spectator
 *         (everything public; after the game is over, everything).
 * interactive: whether the current seat may act through this board now
 *         (FALSE while a computer thinks or a curtain is up). */
struct _TsBoardInterface
{
  GTypeInterface g_iface;

  void (*set_match)       (TsBoard  *self,
                           TsMatch  *match);
  void (*set_viewer)      (TsBoard  *self,
                           int       seat);
  void (*set_interactive) (TsBoard  *self,
                           gboolean  interactive);
};

void       ts_board_set_match       (TsBoard      *self,
                                     TsMatch      *match);
void       ts_board_set_viewer      (TsBoard      *self,
                                     int           seat);
void       ts_board_set_interactive (TsBoard      *self,
                                     gboolean      interactive);
void       ts_board_emit_move       (TsBoard      *self,
                                     const TsMove *move);

/* The board widget for a game id (src/app/ts-board.c knows them all). */
GtkWidget *ts_board_new_for_game    (const char   *game_id);
/* Whether the window can show GAME_ID (a game may exist in the rules and
 * the command line before its board does). */
gboolean   ts_board_exists_for_game (const char   *game_id);

G_END_DECLS
