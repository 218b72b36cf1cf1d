/* ts-hex.h — hexagonal grid: axial coordinates, directions, rings, pixels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A hex in axial coordinates (q, r); the implicit third cube coordinate is
 * s = -q - r.  Drawn pointy-top with y growing downward: the centre lies at
 * x = size·√3·(q + r/2), y = size·1.5·r.  (Trehgrannik spec §3.1.)
 *
 * Coordinates are meant to be small (a board, a few hundred at most); the
 * arithmetic does not guard against int overflow. */
typedef struct
{
  int q;
  int r;
} TsHex;

/* The six directions, counter-clockwise on screen starting east. */
typedef enum
{
  TS_HEX_E = 0,   /* (+1,  0) */
  TS_HEX_NE = 1,  /* (+1, -1) */
  TS_HEX_NW = 2,  /* ( 0, -1) */
  TS_HEX_W = 3,   /* (-1,  0) */
  TS_HEX_SW = 4,  /* (-1, +1) */
  TS_HEX_SE = 5,  /* ( 0, +1) */
} TsHexDirection;

#define TS_HEX_N_DIRECTIONS 6

/* Bound of |q| and |r| in text, and of the radius of the index helpers. */
#define TS_HEX_TEXT_MAX   1000
#define TS_HEX_RADIUS_MAX 1000

/* The arithmetic is inline: it runs in the inner loops of move generation
 * and search. */
static inline TsHex
ts_hex_add (TsHex a,
            TsHex b)
{
  return (TsHex) { a.q + b.q, a.r + b.r };
}

static inline TsHex
ts_hex_sub (TsHex a,
            TsHex b)
{
  return (TsHex) { a.q - b.q, a.r - b.r };
}

static inline TsHex
ts_hex_scale (TsHex hex,
              int   k)
{
  return (TsHex) { hex.q * k, hex.r * k };
}

static inline gboolean
ts_hex_equal (TsHex a,
              TsHex b)
{
  return a.q == b.q && a.r == b.r;
}

/* Tells whether HEX is on the caller's board. */
typedef gboolean (*TsHexOnBoardFunc) (TsHex    hex,
                                      gpointer user_data);

TsHex          ts_hex_direction_vector   (TsHexDirection    dir);
TsHexDirection ts_hex_direction_opposite (TsHexDirection    dir);
/* The direction DIR turned by K steps of 60° clockwise on screen, like
 * ts_hex_rotate () turns its vector; K may be any integer. */
TsHexDirection ts_hex_direction_rotate   (TsHexDirection    dir,
                                          int               k);
TsHex          ts_hex_neighbour          (TsHex             hex,
                                          TsHexDirection    dir);
/* Distance to (0,0): max(|q|, |r|, |q + r|). */
int            ts_hex_length             (TsHex             hex);
int            ts_hex_distance           (TsHex             a,
                                          TsHex             b);
/* The direction d such that B = A + n·d for some n >= 1, or -1 when B is
 * A itself or lies on none of A's six straight lines. */
int            ts_hex_direction_between  (TsHex             a,
                                          TsHex             b);

/* rot(q, r) = (-r, q + r), 60° clockwise on screen about (0,0), applied K
 * times; K may be any integer (negative turns counter-clockwise). */
TsHex          ts_hex_rotate             (TsHex             hex,
                                          int               k);
TsHex          ts_hex_rotate_about       (TsHex             hex,
                                          TsHex             centre,
                                          int               k);

/* Rings and spirals run in one fixed order: the centre first, then ring
 * k = 1, 2, … each starting at centre + k·E and walking k steps each NW, W,
 * SW, SE, E, NE.  Around (0,0) with radius 2 this is the numbering #0…#18 of
 * the board parts in the Trehgrannik spec §3.3.  Each writes at most MAX_OUT
 * hexes into OUT and returns how many it wrote. */
int            ts_hex_count_in_radius    (int               radius);
int            ts_hex_ring               (TsHex             centre,
                                          int               radius,
                                          TsHex            *out,
                                          int               max_out);
int            ts_hex_spiral             (TsHex             centre,
                                          int               radius,
                                          TsHex            *out,
                                          int               max_out);

/* The straight line from HEX in direction DIR: HEX + 1·DIR, HEX + 2·DIR, …
 * while ON_BOARD accepts the hex and fewer than MAX_OUT were written.  HEX
 * itself is not included.  Returns the number written. */
int            ts_hex_line               (TsHex             hex,
                                          TsHexDirection    dir,
                                          TsHexOnBoardFunc  on_board,
                                          gpointer          user_data,
                                          TsHex            *out,
                                          int               max_out);

/* A compact index 0 … 3R(R+1) for the hexes within RADIUS of (0,0), in the
 * spiral order above (so the index of a hex does not depend on RADIUS as
 * long as the hex is inside).  ts_hex_index_in_radius () returns -1 for a
 * hex outside. */
int            ts_hex_index_in_radius    (TsHex             hex,
                                          int               radius);
TsHex          ts_hex_from_index_in_radius (int             index,
                                            int             radius);

/* Centre of HEX in pixels, pointy-top, y downward; SIZE is the distance
 * from the centre to a corner. */
void           ts_hex_to_pixel           (TsHex             hex,
                                          double            size,
                                          double           *x,
                                          double           *y);
/* The hex containing the point (x, y), rounded in cube coordinates. */
TsHex          ts_hex_from_pixel         (double            x,
                                          double            y,
                                          double            size);
/* Offset from the centre to corner I (0…5).  Corners run counter-clockwise
 * on screen; the edge towards direction d joins corners d and d + 1. */
void           ts_hex_corner_offset      (double            size,
                                          int               i,
                                          double           *dx,
                                          double           *dy);

/* "3,-1": canonical decimal, no spaces, no '+', no leading zeros, no "-0". */
char          *ts_hex_to_string          (TsHex             hex);
/* Reads the canonical form with |q|, |r| <= TS_HEX_TEXT_MAX.  With END the
 * rest of the text is left for the caller and *END points after the hex;
 * without, the whole text must be the hex.  HEX is set only on success. */
gboolean       ts_hex_from_string        (const char       *text,
                                          TsHex            *hex,
                                          const char      **end);

G_END_DECLS
