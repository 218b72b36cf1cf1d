/* tri-board-private.h — what the TRI board's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tri-board.c wires the scene (tri-scene.c, no GTK), the drawing
 * (tri-board-draw.c, on a TsBoardCanvas) and the panel (tri-panel.c with
 * data/ui/tri-panel.ui).
 */
#pragma once

#include <gtk/gtk.h>

#include "tri-scene.h"
#include "ts-board-canvas.h"
#include "ts-seat-panel.h"

G_BEGIN_DECLS

/* The seat colour of SEAT in MATCH: the setup's, else a fallback. */
const char *tri_board_seat_colour_id (TsTable      *table,
                                      int           seat);
guint32     tri_board_seat_rgb       (TsTable      *table,
                                      int           seat);
/* The shape on SEAT's triangles and in its seat panel. */
TsSeatGlyph tri_board_seat_glyph     (int           seat);

/* The glyphs and marks on a seat colour RGB: black or white, whichever
 * contrasts more with it. */
GdkRGBA     tri_board_glyph_colour   (guint32       rgb);

/* A TsBoardCanvasDrawFunc; DATA is the TriScene.  The static layer is the
 * empty torus and its repeat; the pieces layer the checkers, conquered
 * squares, teleports, targets, the battle and the last move; the overlay
 * the cursor, the hovered target and the previewed attack. */
void        tri_board_draw           (GtkWidget    *canvas,
                                      TsBoardLayer  layer,
                                      GtkSnapshot  *snapshot,
                                      double        width,
                                      double        height,
                                      gpointer      data);

G_END_DECLS
