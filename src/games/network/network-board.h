/* network-board.h — the Network board widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The widget is the board (a drawn 7 × 7 grid on a TsBoardCanvas) beside a
 * panel of ordinary GTK widgets (data/ui/network-panel.ui): the prompt, the
 * build buttons, Trade… and End turn, and both players' scores, cubes and
 * supplies.  The files: network-scene.c (what input means, the words,
 * GTK-free), network-board-draw.c (the drawing), network-panel.c (the
 * panel) and this one, which wires them.
 *
 * Keyboard (keep the shortcuts window's lines, key_help in
 * network-board.c, in step with this list):
 *
 *   On the board
 *     arrow keys           move the cursor between neighbouring corners,
 *                          edges and squares
 *     Enter or Space       build on the cursor spot: a node on a corner, a
 *                          branch on an edge; while placing a starting set,
 *                          the first Enter picks the corner, the second the
 *                          edge next to it
 *     N / Shift+N          jump to the next / previous spot where you may
 *                          build now (Home: the first one)
 *     Escape               forget the corner picked for a starting set
 *   Alt+R, Alt+N           jump to the next spot for a branch / a node
 *   Alt+T                  open the trade panel; in it, make the trade set up
 *   E (or Alt+E)           end the turn, as in every game (ts-board-keys.h)
 *   Tab                    moves between the board and the panel's controls
 *
 * Mouse: click a highlighted corner to build a node, a highlighted edge to
 * build a branch (starting sets: the corner first, then an edge next to
 * it).  Hovering a spot shows the piece ghosted there, and on a corner what
 * a node there would collect; a square's tooltip describes it.  Trade:
 * set the cubes to give with the steppers in Trade…, pick the colour to take,
 * press Trade (it is enabled only for a trade the rules allow now).
 */
#pragma once

#include <gtk/gtk.h>

#include "network-scene.h"
#include "ts-board.h"

G_BEGIN_DECLS

#define TS_TYPE_NETWORK_BOARD (ts_network_board_get_type ())
G_DECLARE_FINAL_TYPE (TsNetworkBoard, ts_network_board, TS, NETWORK_BOARD, TsBoard)

GtkWidget  *ts_network_board_new                  (void);

/* What the viewer is expected to do now, translated (the "prompt"). */
const char *ts_network_board_get_prompt           (TsNetworkBoard *self);

/* Test hooks.  The canvas is the focusable child that draws the board and
 * owns the event controllers "board-click" and "board-motion"; the
 * actions "board.move" ((ii)), "board.activate", "board.jump-legal" (i)
 * and "board.cancel" are the board's, reached from the canvas.  Points are in the canvas's coordinates; they return
 * FALSE when the board is not laid out. */
GtkWidget  *ts_network_board_get_canvas           (TsNetworkBoard *self);
gboolean    ts_network_board_get_corner_point     (TsNetworkBoard *self,
                                                   int             corner,
                                                   double         *x,
                                                   double         *y);
gboolean    ts_network_board_get_edge_point       (TsNetworkBoard *self,
                                                   int             edge,
                                                   double         *x,
                                                   double         *y);
/* The keyboard cursor: a corner, an edge or a square (one of them set,
 * the others NW_NONE). */
void        ts_network_board_get_cursor           (TsNetworkBoard *self,
                                                   int            *corner,
                                                   int            *edge,
                                                   int            *square);
/* The accessible label the canvas last set (prompt and cursor spot). */
const char *ts_network_board_get_accessible_text  (TsNetworkBoard *self);
/* The scene the board shows. */
const NwScene *ts_network_board_get_scene         (TsNetworkBoard *self);

G_END_DECLS
