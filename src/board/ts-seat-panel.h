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
 * Its accessible label sums it up ("Ada (Orange, circle), on turn, 3
 * points"); each counter line carries its own plain-text label, so marks
 * drawn in colour are read as words.  Below the counters it may hold a
 * child of the game's own (rows of cards, say).
 *
 * Style: the CSS name is "seatpanel", with the class "on-turn" on the
 * seat on turn; a game may add "winner" at the end. */
GtkWidget  *ts_seat_panel_new              (void);

/* COLOUR_ID is a seat colour (ts_seat_colour_ids); NULL draws no tile. */
void        ts_seat_panel_set_colour       (TsSeatPanel *self,
                                            const char  *colour_id,
                                            TsSeatGlyph  glyph);
void        ts_seat_panel_set_name         (TsSeatPanel *self,
                                            const char  *name);
void        ts_seat_panel_set_on_turn      (TsSeatPanel *self,
                                            gboolean     on_turn);
/* Online: who is at the seat, in a word under the name ("not
 * connected", ts_board_util_presence_words); NULL hides it. */
void        ts_seat_panel_set_presence     (TsSeatPanel *self,
                                            const char  *words);
GtkWidget  *ts_seat_panel_get_presence_label (TsSeatPanel *self);
void        ts_seat_panel_set_score        (TsSeatPanel *self,
                                            int          score);
/* Shows MARKUP in place of "N points" (penalty points, places at the
 * end …), read in the summary as ACCESSIBLE (NULL: the markup's text).
 * MARKUP NULL goes back to "N points". */
void        ts_seat_panel_set_score_text   (TsSeatPanel *self,
                                            const char  *markup,
                                            const char  *accessible);

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

/* CHILD (NULL: none) below the counters, inside the frame. */
void        ts_seat_panel_set_child        (TsSeatPanel *self,
                                            GtkWidget   *child);
GtkWidget  *ts_seat_panel_get_child        (TsSeatPanel *self);

/* The label with the name: to name what the child holds after the seat
 * (GTK_ACCESSIBLE_RELATION_LABELLED_BY), and for tests. */
GtkWidget  *ts_seat_panel_get_name_label   (TsSeatPanel *self);
/* The label with the score: for tests of the layout. */
GtkWidget  *ts_seat_panel_get_score_label  (TsSeatPanel *self);
/* Whether the glyph is drawn in black (else white) on the tile: the one
 * that contrasts more with the seat's colour. */
gboolean    ts_seat_panel_get_glyph_dark   (TsSeatPanel *self);

/* Adds GLYPH's outline, of radius R about (CX, CY), to CR's path: boards
 * draw a seat's pieces in the shape of its tile. */
void        ts_seat_panel_path_glyph       (cairo_t     *cr,
                                            TsSeatGlyph  glyph,
                                            double       cx,
                                            double       cy,
                                            double       r);

G_END_DECLS
