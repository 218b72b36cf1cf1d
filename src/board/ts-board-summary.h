/* ts-board-summary.h — the state of a board in words, on demand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ts-board.h"

G_BEGIN_DECLS

/* What the board shows now, in words, for a screen reader: the prompt,
 * then each seat's panel (name, turn, score, counters), the cards shown
 * by name and the other texts of the board's panel, in their order on
 * screen, then the buttons the player may press ("You may: End turn,
 * Offer a trade").  Built from the board's own widgets, which show only
 * what the viewer may see; the drawing is left out (its description
 * keeps the last turn).  NULL when the board shows nothing yet. */
char *ts_board_get_summary (TsBoard *self);

/* The words a screen reader hears for LABEL, when they are not its text
 * (a counter drawn with symbols): the summary uses them too. */
void  ts_board_summary_set_spoken (GtkWidget  *label,
                                   const char *words);

G_END_DECLS
