/* tri-board.h — the TRI board widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The torus of triangles on the left, next to the side panel (above it in
 * a window narrower than 800 px), with a faded half square of the opposite
 * edge drawn around it so the wrap-around shows; it can be clicked like the
 * triangles it repeats.  The side panel (tri-panel.c, data/ui/tri-panel.ui,
 * a fixed 340 px wide) holds the prompt and the actions (Teleport and Pass,
 * or the cards and Play), then the round, the last turn's notice, the
 * battle, every player's seat and hand, and the supply.
 *
 * Files: tri-scene.[ch] and tri-scene-text.c (no GTK: what is shown, what
 * input means, the words), tri-board-draw.c (the layers of the canvas),
 * tri-panel.[ch], and this widget, which wires them.
 *
 * Keyboard (the keyboard-shortcuts window lists these; keep them in step):
 *
 *   On the board
 *     arrow keys        move the cursor triangle (wrapping on the torus):
 *                       ← / → walk a row of triangles, ↑ / ↓ a column
 *     N / Shift+N       jump to the next / previous highlighted triangle
 *     Enter or Space    place, expand, attack, teleport or void on the cursor
 *                       triangle; in a battle, play the selected card
 *   Anywhere on the board's panel too
 *     T                 teleport mode on (again: the next square's teleport)
 *                       and off; Escape leaves it
 *     0 / 2 / 3 / 4     select the +0 / +2 / +3 / +4 card in a battle
 *   Mnemonics of the panel's buttons
 *     Alt+P             Pass (in a battle: Play the selected card)
 *     Alt+T             Teleport
 *     Alt+0 … Alt+4     the card buttons
 *
 *   Mouse: click a highlighted triangle to place, expand or attack (the
 *   pointer over an attack target shows how many dice the attack gets);
 *   click a square's teleport marker, or the Teleport button, then an empty
 *   triangle to teleport; in a battle click a card, then Play.
 *
 * Tab moves through the board, its buttons and on out of it.
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-board.h"

G_BEGIN_DECLS

#define TS_TYPE_TRI_BOARD (ts_tri_board_get_type ())
G_DECLARE_FINAL_TYPE (TsTriBoard, ts_tri_board, TS, TRI_BOARD, TsBoard)

GtkWidget  *ts_tri_board_new                  (void);

/* What the viewer is expected to do now ("prompt") and what happened in the
 * last turn ("notice": awards, eliminations); translated. */
const char *ts_tri_board_get_prompt           (TsTriBoard *self);
const char *ts_tri_board_get_notice           (TsTriBoard *self);

/* Test hooks.  Points are in the coordinates of the board's canvas (the
 * widget named "tri-canvas", whose GtkGestureClick is "board-click");
 * FALSE when the triangle is not on screen. */
GtkWidget  *ts_tri_board_get_canvas           (TsTriBoard *self);
gboolean    ts_tri_board_get_triangle_point   (TsTriBoard *self,
                                               int         triangle,
                                               double     *x,
                                               double     *y);
/* The triangle drawn at (X, Y) of the canvas (the faded repeat around the
 * torus gives the triangle it repeats), or -1. */
int         ts_tri_board_triangle_at          (TsTriBoard *self,
                                               double      x,
                                               double      y);
/* The centre of square SQUARE's teleport marker. */
gboolean    ts_tri_board_get_teleport_point   (TsTriBoard *self,
                                               guint       square,
                                               double     *x,
                                               double     *y);
/* The panel's buttons: "pass", "teleport", "card-0", "card-2", "card-3",
 * "card-4", "play-card".  NULL for another name. */
GtkWidget  *ts_tri_board_get_button           (TsTriBoard *self,
                                               const char *name);
/* The battle as the panel draws it, one line per side and the result:
 * hidden dice and cards read "?". */
char       *ts_tri_board_describe_battle      (TsTriBoard *self);
/* The accessible label the canvas last got (prompt and cursor triangle). */
const char *ts_tri_board_get_accessible_text  (TsTriBoard *self);
/* The keyboard cursor triangle. */
int         ts_tri_board_get_cursor           (TsTriBoard *self);
/* The side panel (real widgets), for layout tests. */
GtkWidget  *ts_tri_board_get_panel            (TsTriBoard *self);

G_END_DECLS
