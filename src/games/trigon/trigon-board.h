/* trigon-board.h — the Rule of Trigon board widget: the map of four
 * realms, the armies, the villages, the cards and every prompt
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "trigon-scene.h"
#include "ts-board.h"

G_BEGIN_DECLS

#define TS_TYPE_TRIGON_BOARD (ts_trigon_board_get_type ())
G_DECLARE_FINAL_TYPE (TsTrigonBoard, ts_trigon_board, TS, TRIGON_BOARD, TsBoard)

GtkWidget      *ts_trigon_board_new            (void);

/* The board's scene: what is legal, the selection, the cursor. */
const TrgScene *ts_trigon_board_get_scene      (TsTrigonBoard *self);

/* For tests: the canvas, the panel, POSITION's centre on the canvas. */
GtkWidget      *ts_trigon_board_get_canvas     (TsTrigonBoard *self);
GtkWidget      *ts_trigon_board_get_panel      (TsTrigonBoard *self);
gboolean        ts_trigon_board_get_position_point (TsTrigonBoard *self,
                                                int            position,
                                                double        *x,
                                                double        *y);
/* For tests: a widget of the panel (ts_trigon_panel_get_part), or NULL. */
GtkWidget      *ts_trigon_board_get_part       (TsTrigonBoard *self,
                                                const char    *what,
                                                int            arg);

G_END_DECLS
