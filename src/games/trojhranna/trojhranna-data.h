/* trojhranna-data.h — colours and the 45 cards of Trojhranná hra (spec §2)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TJ_N_COLOURS 5
#define TJ_N_CARDS 45
#define TJ_CARD_UNKNOWN (-1)   /* a face this view may not see */

typedef enum
{
  TJ_RED,
  TJ_YELLOW,
  TJ_GREEN,
  TJ_BLUE,
  TJ_PINK,
} TjColour;

typedef enum
{
  TJ_GLYPH_CIRCLE,
  TJ_GLYPH_SQUARE,
  TJ_GLYPH_TRIANGLE,
  TJ_GLYPH_DIAMOND,
  TJ_GLYPH_STAR,
} TjGlyph;

char        tj_colour_code      (TjColour    colour);  /* 'R' 'Y' 'G' 'B' 'P' */
const char *tj_colour_name      (TjColour    colour);  /* translated */
guint32     tj_colour_rgb       (TjColour    colour);  /* 0xRRGGBB, spec §2.1 */
TjGlyph     tj_colour_glyph     (TjColour    colour);

/* Card ids 0–44 in the order of spec §2.2.  k[0..2] are the canonical
 * corners, counter-clockwise. */
TjColour    tj_card_corner      (int         card,
                                 guint       k);
const char *tj_card_name        (int         card);    /* "RGB" */
int         tj_card_from_name   (const char *name);    /* canonical only; -1 if none */
/* The same as a table of TjColour values, for loops that cannot afford a
 * function call per corner: tj_card_colours[card][k] is corner k. */
extern const guint8 tj_card_colours[TJ_N_CARDS][3];

/* Colour on corner i of a cell when CARD lies there with rotation ROT. */
TjColour    tj_card_colour_at   (int         card,
                                 guint       rot,
                                 guint       i);

/* "red-green-blue": the colours CARD shows on corners 0, 1, 2 of a cell
 * when it lies there with rotation ROT (translated); "?" for a card id out
 * of range (an unknown face). */
char       *tj_card_describe_colours (int   card,
                                      guint rot);

G_END_DECLS
