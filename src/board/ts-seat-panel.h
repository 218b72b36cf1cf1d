/* ts-seat-panel.h — one seat at a glance: colour, glyph, name, score,
 * counters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The shape that tells a seat's pieces apart without their colour; the
 * board draws its pieces with the same shape. */
typedef enum
{
  TS_SEAT_GLYPH_NONE,
  TS_SEAT_GLYPH_CIRCLE,
  TS_SEAT_GLYPH_SQUARE,
  TS_SEAT_GLYPH_TRIANGLE,
  TS_SEAT_GLYPH_DIAMOND,
} TsSeatGlyph;

#define TS_TYPE_SEAT_PANEL (ts_seat_panel_get_type ())
G_DECLARE_FINAL_TYPE (TsSeatPanel, ts_seat_panel, TS, SEAT_PANEL, GtkWidget)

/* A framed block: a tile in the seat's colour carrying its glyph (large,
 * in black or white, whichever stands out more on that colour), the name
 * ("on turn" when it is that seat's decision), the score, then one line
 * per counter (cubes, supplies, cards: whatever the game counts).
 *
 * Its accessible label sums it up ("Ada, orange circle, on turn, 3
 * points"); each counter line carries its own plain-text label, so marks
 * drawn in colour are read as words. */
GtkWidget  *ts_seat_panel_new              (void);

/* COLOUR_ID is a seat colour (ts_seat_colour_ids); NULL draws no tile. */
void        ts_seat_panel_set_colour       (TsSeatPanel *self,
                                            const char  *colour_id,
                                            TsSeatGlyph  glyph);
void        ts_seat_panel_set_name         (TsSeatPanel *self,
                                            const char  *name);
void        ts_seat_panel_set_on_turn      (TsSeatPanel *self,
                                            gboolean     on_turn);
void        ts_seat_panel_set_score        (TsSeatPanel *self,
                                            int          score);

/* The counter line ID (made on first use, in order of first use) shows
 * MARKUP, read as ACCESSIBLE (NULL: the markup's text).  MARKUP NULL hides
 * the line. */
void        ts_seat_panel_set_counter      (TsSeatPanel *self,
                                            const char  *id,
                                            const char  *markup,
                                            const char  *accessible);
/* The label of counter ID (NULL if there is none): for tooltips and
 * tests. */
GtkWidget  *ts_seat_panel_get_counter      (TsSeatPanel *self,
                                            const char  *id);
/* The accessible label, for tests. */
const char *ts_seat_panel_get_summary      (TsSeatPanel *self);

/* Adds GLYPH's outline, of radius R about (CX, CY), to CR's path: boards
 * draw a seat's pieces in the shape of its tile. */
void        ts_seat_panel_path_glyph       (cairo_t     *cr,
                                            TsSeatGlyph  glyph,
                                            double       cx,
                                            double       cy,
                                            double       r);

G_END_DECLS
