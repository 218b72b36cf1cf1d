/* network-board-draw.h — drawing the Network board, layer by layer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "network-scene.h"
#include "ts-board-canvas.h"

G_BEGIN_DECLS

/* A TsBoardCanvasDrawFunc; USER_DATA is the board's NwScene.  The static
 * layer is the board itself (squares, grid, letters); the pieces layer the
 * state (pieces, captures, targets, last turn); the overlay what follows
 * the pointer and the keyboard cursor (ghosts, the income preview, the
 * cursor), drawn only while CANVAS has the focus for the cursor. */
void nw_board_draw (GtkWidget    *canvas,
                    TsBoardLayer  layer,
                    GtkSnapshot  *snapshot,
                    double        width,
                    double        height,
                    gpointer      user_data);

G_END_DECLS
