/* trojhranna-board.h — the Trojhranná hra board widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Keyboard (the keyboard-shortcuts window lists these; keep them in step):
 *
 *   Memorising your three cards
 *     ← / →                select a card
 *     Shift+← / Shift+→    move the selected card left / right
 *     R / Shift+R          turn the selected card clockwise / counter-clockwise
 *     Enter or Space       done: the cards turn face down
 *
 *   Taking a card
 *     D                    take the top card of the deck
 *     1 … 9                take the card in that slot of your reserve
 *     ← / →, Enter         move between the deck and your reserve, take it
 *
 *   Placing the card
 *     arrow keys           move the cursor: ← / → walk the cells of a row,
 *                          ↑ / ↓ change rows
 *     N / Shift+N          jump to the next / previous cell where the card fits
 *     Home                 jump to the first cell where the card fits
 *     R / Shift+R          turn the card clockwise / counter-clockwise (on a
 *                          cell where it fits: the next rotation that fits)
 *     Enter or Space       place the card on the cursor cell
 *
 *   Mouse: click the deck or one of your reserve cards to take it; click a
 *   highlighted cell to place the card there (in the previewed rotation, or
 *   else the first one that fits, so one click always places); the wheel or
 *   a right click turns the card on the cell under the pointer.  While
 *   memorising, click a card (or use the wheel or a right click on it) to
 *   turn it, use the arrow buttons in the side panel to move it, and press
 *   Done there.
 *
 * Tab moves the keyboard focus out of the board as everywhere else.
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-board.h"
#include "ts-tri-lattice.h"

G_BEGIN_DECLS

#define TS_TYPE_TROJHRANNA_BOARD (ts_trojhranna_board_get_type ())
G_DECLARE_FINAL_TYPE (TsTrojhrannaBoard, ts_trojhranna_board, TS, TROJHRANNA_BOARD, TsBoard)

GtkWidget  *ts_trojhranna_board_new                (void);

/* What happened in the last turn ("status") and what the viewer is expected
 * to do now ("prompt"); both translated, also properties. */
const char *ts_trojhranna_board_get_status         (TsTrojhrannaBoard *self);
const char *ts_trojhranna_board_get_prompt         (TsTrojhrannaBoard *self);

/* Test hooks.  Points are in board coordinates: on the canvas (cells,
 * dealt cards), ready for the "pressed" signal of the board's
 * GtkGestureClick (named "board-click"); in the panel (deck, reserve
 * cards, Done), where a widget takes the click (gtk_widget_pick ()).
 * Panel points are valid once the board is laid out after a change.  They
 * return FALSE when the thing is not on screen now. */
gboolean    ts_trojhranna_board_get_cell_point     (TsTrojhrannaBoard *self,
                                                    TsTriCell          cell,
                                                    double            *x,
                                                    double            *y);
gboolean    ts_trojhranna_board_get_deck_point     (TsTrojhrannaBoard *self,
                                                    double            *x,
                                                    double            *y);
/* The card taken this turn (or the one that did not fit last turn). */
gboolean    ts_trojhranna_board_get_flipped_point  (TsTrojhrannaBoard *self,
                                                    double            *x,
                                                    double            *y);
gboolean    ts_trojhranna_board_get_reserve_point  (TsTrojhrannaBoard *self,
                                                    int                seat,
                                                    guint              slot,
                                                    double            *x,
                                                    double            *y);
/* Memorisation: the card in SLOT (0–2), and the Done button. */
gboolean    ts_trojhranna_board_get_dealt_point    (TsTrojhrannaBoard *self,
                                                    guint              slot,
                                                    double            *x,
                                                    double            *y);
gboolean    ts_trojhranna_board_get_done_point     (TsTrojhrannaBoard *self,
                                                    double            *x,
                                                    double            *y);
/* The text a screen reader gets for whatever lies at (x, y): the same
 * descriptions as the keyboard cursor's, so a test can check that a reserve
 * slot never names a colour before the game is over.  NULL for nothing. */
char       *ts_trojhranna_board_describe_point     (TsTrojhrannaBoard *self,
                                                    double             x,
                                                    double             y);
/* Whether SEAT's name and score are drawn whole in its block, above the
 * cards (a long name or score wraps, neither is shortened). */
gboolean    ts_trojhranna_board_score_fits         (TsTrojhrannaBoard *self,
                                                    int                seat);
/* SEAT's block in the panel (name, score, rows of cards) and the summary a
 * screen reader reads for it. */
GtkWidget  *ts_trojhranna_board_get_seat           (TsTrojhrannaBoard *self,
                                                    int                seat);
const char *ts_trojhranna_board_get_seat_summary   (TsTrojhrannaBoard *self,
                                                    int                seat);
/* The accessible label the board last set (state and cursor). */
const char *ts_trojhranna_board_get_accessible_text (TsTrojhrannaBoard *self);
/* The keyboard cursor on the table and the rotation of the preview. */
gboolean    ts_trojhranna_board_get_cursor         (TsTrojhrannaBoard *self,
                                                    TsTriCell         *cell);
guint       ts_trojhranna_board_get_rotation       (TsTrojhrannaBoard *self);
/* The side panel (real widgets) and the drawing, for layout tests. */
GtkWidget  *ts_trojhranna_board_get_panel          (TsTrojhrannaBoard *self);
GtkWidget  *ts_trojhranna_board_get_canvas         (TsTrojhrannaBoard *self);

G_END_DECLS
