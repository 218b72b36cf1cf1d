/* trehgrannik-board.h — the Trehgrannik board widget: the planet, the
 * market, the hands and the harvesters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "trehgrannik-scene.h"
#include "ts-board.h"

G_BEGIN_DECLS

#define TS_TYPE_TREHGRANNIK_BOARD (ts_trehgrannik_board_get_type ())
G_DECLARE_FINAL_TYPE (TsTrehgrannikBoard, ts_trehgrannik_board, TS, TREHGRANNIK_BOARD, TsBoard)

GtkWidget  *ts_trehgrannik_board_new            (void);

/* The board's scene: what is legal, the half-made turn, the cursor. */
const TgScene *ts_trehgrannik_board_get_scene   (TsTrehgrannikBoard *self);

/* For tests: the canvas, the panel, the centre of HEX on the canvas. */
GtkWidget  *ts_trehgrannik_board_get_canvas     (TsTrehgrannikBoard *self);
GtkWidget  *ts_trehgrannik_board_get_panel      (TsTrehgrannikBoard *self);
gboolean    ts_trehgrannik_board_get_hex_point  (TsTrehgrannikBoard *self,
                                                 int                 hex,
                                                 double             *x,
                                                 double             *y);

/* For tests: a widget of the panel — "deck", "draw" (the Draw a card
 * button), "market" (the stack of card ARG), "hand" (the viewer's card
 * ARG), "name", "score" and "cards" (the cards in hand, in words) of seat
 * ARG in the lines of the players,
 * "build" (ARG 0: the Build button, 1: the one of the other construction
 * the same cards make), "cancel", "slot" (TgSlot ARG), "prompt" — or
 * NULL. */
GtkWidget  *ts_trehgrannik_board_get_part       (TsTrehgrannikBoard *self,
                                                 const char         *what,
                                                 int                 arg);

G_END_DECLS
