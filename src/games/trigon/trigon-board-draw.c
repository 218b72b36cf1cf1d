/* trigon-board-draw.c — the map of Rule of Trigon
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Four layers (TsBoardCanvas), in the content units of spec §4.6
 * (1000 × 700; the canvas scales, so lines and text stay sharp at any
 * zoom):
 *  - static: the Great Ocean, Noorland and the mainland, the realms as
 *    tints with dashed borders, the two inner seas and the lake, the
 *    rivers through the fords, the roads (solid) and river crossings
 *    (dotted), the sea routes (dashed curves through the water), the
 *    decorations, the harbours' anchors and every name;
 *  - pieces: the fords, the empty sites, the settlements (village or
 *    city in the owner's colour, inhabitants, token, the palace) and the
 *    figures on each position as counts;
 *  - overlay: the selection, the targets (attacks with their dice and
 *    chance), the prompt's positions;
 *  - hover: the hover and the keyboard cursor.
 *
 * The map keeps its own colours in light and dark themes; its texts are
 * dark on a light halo, or black or white on a piece's colour.
 */
#include "trigon-board-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "ts-board-util.h"

/* Colours of the map (0xRRGGBB). */
#define OCEAN_RGB    0x1b3d63
#define SHALLOW_RGB  0x2f5f8c
#define LAND_RGB     0xe6dcb9
#define RIVER_RGB    0x86c3ea
#define ROAD_RGB     0x7a4a26
#define INK_RGB      0x1e1a14
#define HALO_RGB     0xfbf7ea
#define EDGE_RGB     0x111111
#define ACCENT_RGB   0x1c71d8
#define ATTACK_RGB   0xc01c28
#define CHOICE_RGB   0xe5a50a

/* Sizes, content units. */
#define NAME_SIZE    11.5
#define DECO_SIZE    9.5
#define REALM_SIZE   26.0
#define MARK_R       21.0
/* The smallest text on screen, in pixels: below it the texts grow (by
 * half at most). */
#define MIN_TEXT_PX  TRG_MIN_TEXT_PX

/* §4.6 outlines, as x, y pairs. */
static const double island[] = {
  240, 60, 330, 15, 700, 10, 800, 80, 795, 165, 620, 210, 420, 215, 250, 150,
};
/* The mainland's south coast lies inside the map, with sea below it, so
 * the whole continent shows. */
static const double mainland[] = {
  30, 290, 250, 285, 480, 225, 650, 225, 880, 215, 970, 320, 970, 696, 930, 716, 800, 722, 660, 728,
  520, 720, 380, 726, 230, 718, 110, 722, 30, 702,
};
static const double sea_bc[] = { 355, 300, 420, 285, 430, 335, 405, 385, 355, 392, 330, 345 };
static const double sea_ij[] = { 705, 448, 800, 442, 855, 462, 830, 492, 740, 488, 705, 472 };

/* The sea routes' waypoints from harbour a to harbour b of trg_routes:
 * each leaves its harbour toward the nearest coast and then stays in the
 * water, at least 2.5 units from every coast (checked against the
 * outlines above).  A Catmull-Rom curve goes through them. */
#define MAX_WAYPOINTS 6
static const struct
{
  int    n;
  double p[MAX_WAYPOINTS][2];
} route_ways[TRG_N_ROUTES] = {
  { 5, { { 228, 108 }, { 262, 178 }, { 360, 214 }, { 470, 218 }, { 512, 214 } } },   /* N2–N1 */
  { 6, { { 535, 215 }, { 620, 215 }, { 700, 200 }, { 770, 185 }, { 812, 150 }, { 814, 124 } } },
  { 5, { { 226, 104 }, { 150, 180 }, { 50, 240 }, { 14, 300 }, { 16, 342 } } },      /* N2–C3 */
  { 1, { { 538, 219 } } },                                                           /* N1–L2 */
  { 3, { { 818, 128 }, { 845, 180 }, { 838, 212 } } },                               /* N4–L3 */
  { 6, { { 72, 278 }, { 160, 270 }, { 250, 264 }, { 400, 236 }, { 490, 221 }, { 556, 221 } } },
  { 4, { { 566, 221 }, { 660, 220 }, { 760, 212 }, { 822, 211 } } },                 /* L2–L3 */
  { 6, { { 846, 210 }, { 905, 214 }, { 962, 282 }, { 984, 360 }, { 982, 450 }, { 974, 478 } } },
  { 3, { { 422, 338 }, { 385, 366 }, { 350, 384 } } },                               /* L4–C2 */
  { 3, { { 762, 452 }, { 725, 470 }, { 702, 478 } } },                               /* L5–K2 */
};

/* Each harbour's anchor: on the shore of its water nearest to it, just
 * off it. */
static const double anchors[TRG_N_SITES][2] = {
  [0] = { 521, 215 }, [1] = { 242, 104 }, [3] = { 801, 122 }, [9] = { 560, 222 }, [10] = { 828, 214 },
  [11] = { 426, 333 }, [12] = { 761, 447 }, [17] = { 356, 389 }, [18] = { 27, 340 }, [25] = { 706, 469 },
  [26] = { 973, 480 },
};

typedef enum { DECO_MOUNTAINS, DECO_CONIFERS, DECO_TREES, DECO_DESERT, DECO_PALMS, DECO_WASTE, DECO_LAKE } DecoKind;

static const struct
{
  DecoKind    kind;
  const char *name;  /* a proper name, not translated */
  double      x, y;
} decorations[] = {
  { DECO_MOUNTAINS, "Reuzenrug", 470, 25 },
  { DECO_MOUNTAINS, "Calgebergte", 285, 300 },
  { DECO_MOUNTAINS, "Delische Heuvels", 800, 335 },
  { DECO_MOUNTAINS, "Sterrenpieken", 950, 665 },
  { DECO_CONIFERS, "Noorderwoud", 715, 35 },
  { DECO_CONIFERS, "Wolfswoud", 295, 45 },
  { DECO_TREES, "Goudwoud", 600, 300 },
  { DECO_TREES, "Steenwoud", 120, 500 },
  { DECO_TREES, "Kallenwoud", 820, 510 },
  { DECO_DESERT, "Zandzee", 60, 665 },
  { DECO_DESERT, "Woestijn van Ino", 745, 690 },
  { DECO_PALMS, "Palmstrand", 955, 560 },
  { DECO_WASTE, "Woestenij", 440, 245 },
  { DECO_LAKE, "Kristalmeer", 610, 690 },
};

/* The middle of each realm's name, large and faint, where few things
 * are drawn over it. */
static const double realm_label[TRG_N_REALMS][2] = {
  { 455, 135 }, { 530, 345 }, { 285, 600 }, { 865, 552 },
};

/* Shapes, centred on (0, 0): a village's house, a city's wall with two
 * towers and a keep, the palace's crown, a mountain and its snow, a
 * ford's diamond; the figures at size 1: a knight's shield, a scout's
 * pennant, a boat (hull and two sails). */
static const double shape_house[] = { -10, 9, -10, -3, 0, -12, 10, -3, 10, 9 };
static const double shape_city[] = {
  -17, 10, -17, -13, -14, -13, -14, -10, -12, -10, -12, -13, -9, -13, -9, -4, -6, -4, -6, -16,
  6, -16, 6, -4, 9, -4, 9, -13, 12, -13, 12, -10, 14, -10, 14, -13, 17, -13, 17, 10,
};
static const double shape_crown[] = { -8, 4, -9, -5, -4, -1, 0, -7, 4, -1, 9, -5, 8, 4 };
static const double shape_peak[] = { -0.75, 0, 0, -1, 0.75, 0 };
static const double shape_snow[] = { -0.26, -0.65, 0, -1, 0.26, -0.65, 0.08, -0.72, -0.06, -0.6 };
static const double shape_diamond[] = { 0, -7, 6, 0, 0, 7, -6, 0 };
static const struct
{
  guint  n;
  double p[10];
} figure_parts[TRG_N_FIGURES][3] = {
  [TRG_FIG_KNIGHT] = { { 5, { -0.4, -0.5, 0.4, -0.5, 0.4, 0.1, 0, 0.5, -0.4, 0.1 } } },
  [TRG_FIG_SCOUT] = { { 4, { -0.36, -0.5, -0.22, -0.5, -0.22, 0.5, -0.36, 0.5 } },
                      { 3, { -0.22, -0.5, 0.42, -0.27, -0.22, -0.04 } } },
  [TRG_FIG_BOAT] = { { 4, { -0.5, 0.12, 0.5, 0.12, 0.3, 0.45, -0.3, 0.45 } },
                     { 3, { -0.05, -0.5, -0.05, 0.04, -0.42, 0.04 } },
                     { 3, { 0.05, -0.42, 0.38, 0.04, 0.05, 0.04 } } },
};

/* Drawing helpers */

/* A closed shape of N points PTS (x, y pairs) scaled by S about (X, Y). */
static void
path_shape (cairo_t      *cr,
            const double *pts,
            guint         n,
            double        x,
            double        y,
            double        s)
{
  cairo_move_to (cr, x + pts[0] * s, y + pts[1] * s);
  for (guint i = 1; i < n; i++)
    cairo_line_to (cr, x + pts[2 * i] * s, y + pts[2 * i + 1] * s);
  cairo_close_path (cr);
}
#define SHAPE(cr, pts, x, y, s) path_shape ((cr), (pts), G_N_ELEMENTS (pts) / 2, (x), (y), (s))

static void
fill_stroke (cairo_t *cr,
             guint32  fill,
             guint32  line,
             double   width)
{
  ts_board_util_set_source_rgb (cr, fill, 1);
  cairo_fill_preserve (cr);
  ts_board_util_set_source_rgb (cr, line, 1);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

/* The land without the inner seas (even-odd). */
static void
path_land (cairo_t *cr)
{
  SHAPE (cr, island, 0, 0, 1);
  SHAPE (cr, mainland, 0, 0, 1);
  SHAPE (cr, sea_bc, 0, 0, 1);
  SHAPE (cr, sea_ij, 0, 0, 1);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
}

/* Black or white, whichever reads better on RGB (at least 4.5:1 on any
 * colour). */
static guint32
contrast_ink (guint32 rgb)
{
  GdkRGBA c = ts_board_util_rgb_to_rgba (rgb, 1);
  GdkRGBA black = { 0, 0, 0, 1 }, white = { 1, 1, 1, 1 };

  return ts_board_util_contrast (&c, &black) >= ts_board_util_contrast (&c, &white) ? 0x000000 : 0xffffff;
}

typedef enum { TEXT_PLAIN, TEXT_BOLD, TEXT_ITALIC } TextStyle;

/* A layout of TEXT, SIZE units high; *W and *H its logical size. */
static PangoLayout *
new_layout (cairo_t    *cr,
            const char *text,
            double      size,
            TextStyle   style,
            double     *w,
            double     *h)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_new ();
  cairo_font_options_t *options = cairo_font_options_create ();
  PangoRectangle logical;

  /* The layers are scaled: hinted metrics would change with the zoom. */
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (pango_layout_get_context (layout), options);
  pango_layout_context_changed (layout);
  cairo_font_options_destroy (options);
  pango_font_description_set_family (font, "Sans");
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, style == TEXT_BOLD ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_style (font, style == TEXT_ITALIC ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, NULL, &logical);
  *w = logical.width / (double) PANGO_SCALE;
  *h = logical.height / (double) PANGO_SCALE;
  return layout;
}

/* TEXT centred on X, its top at Y, in INK (alpha INK_ALPHA) over a light
 * halo of alpha HALO (0: none). */
static void
draw_text (cairo_t    *cr,
           const char *text,
           double      x,
           double      y,
           double      size,
           TextStyle   style,
           guint32     ink,
           double      ink_alpha,
           double      halo)
{
  double w, h;
  PangoLayout *layout = new_layout (cr, text, size, style, &w, &h);

  cairo_new_path (cr);
  cairo_move_to (cr, x - w / 2, y);
  pango_cairo_layout_path (cr, layout);
  if (halo > 0)
    {
      ts_board_util_set_source_rgb (cr, HALO_RGB, halo);
      cairo_set_line_width (cr, size * 0.32);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke_preserve (cr);
    }
  ts_board_util_set_source_rgb (cr, ink, ink_alpha);
  cairo_fill (cr);
  g_object_unref (layout);
}

/* Geometry */

/* A site's share of the mainland, the part nearer to it than to any other
 * mainland site: a convex polygon whose edge from point i to i + 1 lies on
 * the bisector with site label[i] (-1: the frame). */
#define CELL_MAX 40
typedef struct
{
  guint  n;
  double p[CELL_MAX][2];
  int    label[CELL_MAX];
} Cell;

/* Keeps the part of CELL nearer to site A than to site B. */
static void
cell_clip (Cell *cell,
           int   a,
           int   b)
{
  const TrgSite *sa = &trg_sites[a], *sb = &trg_sites[b];
  double nx = sb->x - sa->x, ny = sb->y - sa->y;
  double c = (sb->x * sb->x + sb->y * sb->y - sa->x * sa->x - sa->y * sa->y) / 2.0;
  Cell out = { 0 };

  for (guint i = 0; i < cell->n && out.n + 2 < CELL_MAX; i++)
    {
      const double *p = cell->p[i], *q = cell->p[(i + 1) % cell->n];
      double dp = p[0] * nx + p[1] * ny - c, dq = q[0] * nx + q[1] * ny - c;

      if (dp <= 0)
        {
          out.p[out.n][0] = p[0];
          out.p[out.n][1] = p[1];
          out.label[out.n++] = cell->label[i];
        }
      if ((dp <= 0) != (dq <= 0))
        {
          double t = dp / (dp - dq);

          out.p[out.n][0] = p[0] + t * (q[0] - p[0]);
          out.p[out.n][1] = p[1] + t * (q[1] - p[1]);
          /* Leaving, the edge goes on along the bisector; entering, along
           * the old edge. */
          out.label[out.n++] = dp <= 0 ? b : cell->label[i];
        }
    }
  *cell = out;
}

static void
mainland_cell (int   site,
               Cell *cell)
{
  *cell = (Cell) { 4, { { -10, -10 }, { 1010, -10 }, { 1010, TRG_MAP_HEIGHT + 10 }, { -10, TRG_MAP_HEIGHT + 10 } },
                   { -1, -1, -1, -1 } };
  for (int other = TRG_SITES_PER_REALM; other < TRG_N_SITES; other++)
    if (other != site)
      cell_clip (cell, site, other);
}

static void
path_route (cairo_t *cr,
            int      route)
{
  double pts[MAX_WAYPOINTS + 2][2];
  int n = route_ways[route].n + 2;

  trg_position_point (trg_routes[route].a, &pts[0][0], &pts[0][1]);
  memcpy (pts[1], route_ways[route].p, sizeof (double) * 2 * route_ways[route].n);
  trg_position_point (trg_routes[route].b, &pts[n - 1][0], &pts[n - 1][1]);
  cairo_move_to (cr, pts[0][0], pts[0][1]);
  for (int i = 0; i + 1 < n; i++)
    {
      const double *p0 = pts[MAX (i - 1, 0)], *p1 = pts[i], *p2 = pts[i + 1], *p3 = pts[MIN (i + 2, n - 1)];

      /* The Bézier form of the Catmull-Rom segment P1–P2. */
      cairo_curve_to (cr, p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6,
                      p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6, p2[0], p2[1]);
    }
}

/* The static layer */

/* A decoration's glyph about (X, Y): most are three of a kind, the
 * middle one in front. */
static void
draw_decoration (cairo_t *cr,
                 DecoKind kind,
                 double   x,
                 double   y)
{
  static const double trio[3][3] = { { -11, 6, 0.85 }, { 11, 7, 0.78 }, { 0, 9, 1 } };
  static const double cracks[][4] = {
    { -14, 4, -6, 1 }, { -6, 1, -1, 5 }, { -1, 5, 7, 2 }, { 7, 2, 14, 5 },
    { -6, 1, -8, -4 }, { 7, 2, 9, -3 }, { 9, -3, 6, -8 }, { 9, -3, 12, -7 }, { -1, 5, 1, 8 },
  };

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int i = 0; i < 3; i++)
    {
      double tx = x + trio[i][0], ty = y + trio[i][1], h = 19 * trio[i][2];

      switch (kind)
        {
        case DECO_MOUNTAINS:
          SHAPE (cr, shape_peak, tx, ty, h);
          fill_stroke (cr, 0x8c7b65, 0x3d3428, 1.0);
          SHAPE (cr, shape_snow, tx, ty, h);
          ts_board_util_set_source_rgb (cr, 0xfafafa, 1);
          cairo_fill (cr);
          break;
        case DECO_CONIFERS:
        case DECO_TREES:
          cairo_rectangle (cr, tx - 1.2, ty - h * 0.4, 2.4, h * 0.4);
          ts_board_util_set_source_rgb (cr, 0x5c3c1e, 1);
          cairo_fill (cr);
          if (kind == DECO_TREES)
            cairo_arc (cr, tx, ty - h * 0.62, h * 0.36, 0, 2 * G_PI);
          else
            SHAPE (cr, shape_peak, tx, ty - h * 0.15, h * 0.9);
          fill_stroke (cr, kind == DECO_TREES ? 0x5a9e48 : 0x2d6a3e, 0x173a20, 0.8);
          break;
        case DECO_DESERT:
          /* Dunes. */
          cairo_move_to (cr, tx - 9, ty - 3);
          cairo_curve_to (cr, tx - 4, ty - 12, tx + 4, ty - 12, tx + 9, ty - 3);
          cairo_close_path (cr);
          fill_stroke (cr, 0xe2bf6e, 0x8a6a2a, 0.9);
          break;
        case DECO_PALMS:
          /* Palms: a bent trunk and five fronds. */
          if (i == 2)
            break;
          cairo_move_to (cr, tx * 0.6 + x * 0.4, y + 8);
          cairo_curve_to (cr, tx * 0.6 + x * 0.4, y, tx, y - 2, tx, y - 7);
          ts_board_util_set_source_rgb (cr, 0x6b4524, 1);
          cairo_set_line_width (cr, 2.2);
          cairo_stroke (cr);
          for (int f = 0; f < 5; f++)
            {
              double c = cos (G_PI * (1.05 + f * 0.22)), sn = sin (G_PI * (1.05 + f * 0.22));

              cairo_move_to (cr, tx, y - 7);
              cairo_curve_to (cr, tx + c * 5, y - 10 + sn * 5, tx + c * 9, y - 7 + sn * 9, tx + c * 10, y - 4 + sn * 10);
            }
          ts_board_util_set_source_rgb (cr, 0x2f7d32, 1);
          cairo_set_line_width (cr, 1.8);
          cairo_stroke (cr);
          break;
        case DECO_WASTE:
          /* Cracked ground and a dead shrub. */
          for (guint c = 0; c < G_N_ELEMENTS (cracks) / 3; c++)
            {
              cairo_move_to (cr, x + cracks[i * 3 + c][0], y + cracks[i * 3 + c][1]);
              cairo_line_to (cr, x + cracks[i * 3 + c][2], y + cracks[i * 3 + c][3]);
            }
          ts_board_util_set_source_rgb (cr, 0x5e5040, 1);
          cairo_set_line_width (cr, 1.3);
          cairo_stroke (cr);
          break;
        case DECO_LAKE:
        default:
          break;
        }
    }
  cairo_restore (cr);
}

/* A harbour's anchor in a light disc at (X, Y). */
static void
draw_anchor (cairo_t *cr,
             double   x,
             double   y)
{
  cairo_new_path (cr);
  cairo_arc (cr, x, y, 6.5, 0, 2 * G_PI);
  fill_stroke (cr, HALO_RGB, OCEAN_RGB, 1.0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_arc (cr, x, y - 3.2, 1.2, 0, 2 * G_PI);
  cairo_move_to (cr, x, y - 2);
  cairo_line_to (cr, x, y + 4);
  cairo_move_to (cr, x - 2.5, y - 0.5);
  cairo_line_to (cr, x + 2.5, y - 0.5);
  cairo_move_to (cr, x - 4, y + 1.5);
  cairo_curve_to (cr, x - 3, y + 4.5, x + 3, y + 4.5, x + 4, y + 1.5);
  ts_board_util_set_source_rgb (cr, OCEAN_RGB, 1);
  cairo_set_line_width (cr, 1.3);
  cairo_stroke (cr);
}

/* The land, tinted by realm: Noorland is the island; on the mainland each
 * site tints the part nearest to it, and dashes mark where two realms'
 * parts meet. */
static void
draw_realms (cairo_t *cr)
{
  static const double dash[] = { 6, 4 };
  Cell cells[TRG_N_SITES];

  cairo_save (cr);
  path_land (cr);
  ts_board_util_set_source_rgb (cr, LAND_RGB, 1);
  cairo_fill_preserve (cr);
  cairo_clip (cr);
  SHAPE (cr, island, 0, 0, 1);
  ts_board_util_set_source_rgb (cr, trg_realm_rgb (TRG_REALM_NOORLAND), 0.38);
  cairo_fill (cr);
  SHAPE (cr, mainland, 0, 0, 1);
  cairo_clip (cr);
  for (int s = TRG_SITES_PER_REALM; s < TRG_N_SITES; s++)
    {
      mainland_cell (s, &cells[s]);
      path_shape (cr, &cells[s].p[0][0], cells[s].n, 0, 0, 1);
      /* White needs more to show on the land. */
      ts_board_util_set_source_rgb (cr, trg_realm_rgb (trg_sites[s].realm),
                                    trg_sites[s].realm == TRG_REALM_KALLAND ? 0.55 : 0.32);
      cairo_fill (cr);
    }
  for (int s = TRG_SITES_PER_REALM; s < TRG_N_SITES; s++)
    for (guint i = 0; i < cells[s].n; i++)
      {
        int other = cells[s].label[i];

        if (other <= s || trg_sites[other].realm == trg_sites[s].realm)
          continue;
        cairo_move_to (cr, cells[s].p[i][0], cells[s].p[i][1]);
        cairo_line_to (cr, cells[s].p[(i + 1) % cells[s].n][0], cells[s].p[(i + 1) % cells[s].n][1]);
      }
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  ts_board_util_set_source_rgb (cr, 0x4a3b28, 0.75);
  cairo_set_line_width (cr, 1.6);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* A light-blue river about 120 units long across each ford's path,
 * meandering a little; each half stops short of a site or a decoration,
 * and the coast (the clip) ends those that reach the sea. */
static void
draw_rivers (cairo_t *cr)
{
  cairo_save (cr);
  path_land (cr);
  cairo_clip (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int f = 0; f < TRG_N_FORDS; f++)
    {
      const TrgPath *path = &trg_paths[trg_fords[f].path];
      double ax, ay, bx, by, fx, fy, len, ux, uy;

      trg_position_point (path->a, &ax, &ay);
      trg_position_point (path->b, &bx, &by);
      trg_position_point (TRG_N_SITES + f, &fx, &fy);
      len = hypot (bx - ax, by - ay);
      ux = (bx - ax) / len;
      uy = (by - ay) / len;
      for (int side = -1; side <= 1; side += 2)
        {
          cairo_move_to (cr, fx, fy);
          for (double t = 2; t <= 62; t += 2)
            {
              double wig = sin (t * G_PI / 30) * 5 * side;
              double x = fx - uy * t * side + ux * wig, y = fy + ux * t * side + uy * wig;
              gboolean near = FALSE;

              for (int s = 0; s < TRG_N_SITES && !near; s++)
                near = hypot (x - trg_sites[s].x, y - trg_sites[s].y) < 26;
              for (guint d = 0; d < G_N_ELEMENTS (decorations) && !near; d++)
                near = hypot (x - decorations[d].x, y - decorations[d].y) < 22;
              if (near)
                break;
              cairo_line_to (cr, x, y);
            }
        }
      ts_board_util_set_source_rgb (cr, 0x3f7fb0, 1);
      cairo_set_line_width (cr, 6.5);
      cairo_stroke_preserve (cr);
      ts_board_util_set_source_rgb (cr, RIVER_RGB, 1);
      cairo_set_line_width (cr, 4.5);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* Roads solid, river crossings dotted; sea routes dashed, light dashes
 * edged in dark to be seen on water and on land. */
static void
draw_ways (cairo_t *cr)
{
  static const double dots[] = { 0, 6 }, dashes[] = { 7, 5 };

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  ts_board_util_set_source_rgb (cr, ROAD_RGB, 1);
  for (int dotted = 0; dotted < 2; dotted++)
    {
      for (int p = 0; p < TRG_N_PATHS; p++)
        {
          double ax, ay, bx, by;

          if ((trg_paths[p].ford != TRG_NONE) != dotted)
            continue;
          trg_position_point (trg_paths[p].a, &ax, &ay);
          trg_position_point (trg_paths[p].b, &bx, &by);
          cairo_move_to (cr, ax, ay);
          cairo_line_to (cr, bx, by);
        }
      cairo_set_dash (cr, dots, dotted ? G_N_ELEMENTS (dots) : 0, 0);
      cairo_set_line_width (cr, dotted ? 3.2 : 2.4);
      cairo_stroke (cr);
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
  for (int r = 0; r < TRG_N_ROUTES; r++)
    {
      path_route (cr, r);
      ts_board_util_set_source_rgb (cr, 0x0b1e33, 0.9);
      cairo_set_line_width (cr, 3.6);
      cairo_stroke_preserve (cr);
      ts_board_util_set_source_rgb (cr, 0xe3eefa, 1);
      cairo_set_line_width (cr, 1.8);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* K: how much the texts grow; SCALE: pixels per unit. */
static void
draw_static (cairo_t *cr,
             double   k,
             double   scale)
{
  GdkRGBA shallow = ts_board_util_rgb_to_rgba (SHALLOW_RGB, 1);

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  ts_board_util_set_source_rgb (cr, OCEAN_RGB, 1);
  cairo_paint (cr);
  /* Shallows along the coasts, outside and inside the inner seas. */
  SHAPE (cr, island, 0, 0, 1);
  SHAPE (cr, mainland, 0, 0, 1);
  ts_board_util_stroke_path (cr, &shallow, 16, FALSE);
  draw_realms (cr);
  cairo_save (cr);
  SHAPE (cr, sea_bc, 0, 0, 1);
  SHAPE (cr, sea_ij, 0, 0, 1);
  cairo_clip_preserve (cr);
  ts_board_util_stroke_path (cr, &shallow, 10, FALSE);
  cairo_restore (cr);
  path_land (cr);
  ts_board_util_set_source_rgb (cr, 0x3e3422, 0.9);
  cairo_set_line_width (cr, 1.6);
  cairo_stroke (cr);

  /* The realms' names: a watermark under everything else. */
  for (int r = 0; r < TRG_N_REALMS; r++)
    {
      g_autofree char *upper = g_utf8_strup (trg_realm_names[r], -1);

      draw_text (cr, upper, realm_label[r][0], realm_label[r][1] - REALM_SIZE * 0.6, REALM_SIZE,
                 TEXT_BOLD, 0x3a3020, 0.22, 0);
    }
  draw_rivers (cr);
  for (guint d = 0; d < G_N_ELEMENTS (decorations); d++)
    if (decorations[d].kind != DECO_LAKE)
      draw_decoration (cr, decorations[d].kind, decorations[d].x, decorations[d].y);
    else
      {
        cairo_save (cr);
        cairo_translate (cr, decorations[d].x, decorations[d].y);
        cairo_scale (cr, 40, 14);
        cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
        cairo_restore (cr);
        fill_stroke (cr, RIVER_RGB, 0x2a5f86, 1.0);
      }
  draw_ways (cr);

  for (int h = 0; h < TRG_N_SITES; h++)
    if (trg_site_is_harbour (h))
      draw_anchor (cr, anchors[h][0], anchors[h][1]);

  /* The decorations' names only where they can be read. */
  for (guint d = 0; d < G_N_ELEMENTS (decorations) && DECO_SIZE * k * scale >= 6.0; d++)
    {
      double x = decorations[d].x, y = decorations[d].y, size = DECO_SIZE * k;

      if (decorations[d].kind == DECO_LAKE)
        /* In the lake, dark on its light blue (over 7:1). */
        draw_text (cr, decorations[d].name, x, y - size * 0.62, size, TEXT_ITALIC, 0x0d2a44, 1, 0);
      else
        /* Below the glyph, or above it at the map's southern edge. */
        draw_text (cr, decorations[d].name, x, y + 13 + size * 1.2 > TRG_MAP_HEIGHT ? y - 14 - size * 1.3 : y + 12,
                   size, TEXT_ITALIC, 0x3b2e1c, 1, 0.8);
    }
  for (int s = 0; s < TRG_N_SITES; s++)
    {
      double x, y;

      trg_position_point (s, &x, &y);
      /* Below the site, within the map. */
      draw_text (cr, trg_sites[s].name, x, MIN (y + 19, TRG_MAP_HEIGHT - NAME_SIZE * k * 1.25), NAME_SIZE * k,
                 trg_sites[s].capital ? TEXT_BOLD : TEXT_PLAIN, INK_RGB, 1, 0.88);
    }
}

/* The pieces layer */

/* The figures on a position as counts ("×3" after each figure's sign),
 * in a pill of the occupant's colour RGB centred on (X, Y). */
static void
draw_figures (cairo_t     *cr,
              const guint  counts[TRG_N_FIGURES],
              guint32      rgb,
              double       x,
              double       y,
              double       k)
{
  PangoLayout *layouts[TRG_N_FIGURES] = { NULL };
  double w[TRG_N_FIGURES] = { 0 }, th = 0, total = 0, h = 15 * k, icon = 10 * k, gap = 3 * k, left;

  for (int f = 0; f < TRG_N_FIGURES; f++)
    if (counts[f] > 0)
      {
        g_autofree char *text = g_strdup_printf ("×%u", counts[f]);

        layouts[f] = new_layout (cr, text, 10 * k, TEXT_BOLD, &w[f], &th);
        total += icon + 1.5 * k + w[f] + gap;
      }
  if (total == 0)
    return;
  total += gap;
  left = x - total / 2;
  ts_board_util_path_round_rect (cr, left, y - h / 2, total, h, h / 2);
  fill_stroke (cr, rgb, EDGE_RGB, 1.2);
  left += gap;
  for (int f = 0; f < TRG_N_FIGURES; f++)
    {
      if (layouts[f] == NULL)
        continue;
      for (int i = 0; i < 3 && figure_parts[f][i].n > 0; i++)
        path_shape (cr, figure_parts[f][i].p, figure_parts[f][i].n, left + icon / 2, y, icon);
      ts_board_util_set_source_rgb (cr, contrast_ink (rgb), 1);
      cairo_fill (cr);
      left += icon + 1.5 * k;
      cairo_move_to (cr, left, y - th / 2);
      pango_cairo_show_layout (cr, layouts[f]);
      cairo_new_path (cr);
      left += w[f] + gap;
      g_object_unref (layouts[f]);
    }
}

/* A settlement on SITE at (X, Y); returns the top of what it drew. */
static double
draw_settlement (cairo_t        *cr,
                 const TrgScene *scene,
                 int             site,
                 int             owner,
                 double          x,
                 double          y,
                 double          k)
{
  TsTrigonGame *view = scene->view;
  guint32 rgb = (guint) owner < scene->n_seats ? scene->rgb[owner] : 0x9a9996;
  gboolean city = ts_trigon_game_is_city (view, site);
  int token = ts_trigon_game_get_token (view, site);
  double hw = city ? 17 : 10, top = y - (city ? 16 : 12);
  char text[16];

  if (city)
    SHAPE (cr, shape_city, x, y, 1);
  else
    SHAPE (cr, shape_house, x, y, 1);
  fill_stroke (cr, rgb, EDGE_RGB, 1.6);
  /* The token's number small inside, the inhabitants in a white disc. */
  if (token > 0)
    {
      g_snprintf (text, sizeof text, "%d", token);
      draw_text (cr, text, x, y - (city ? 3.5 : 2.5), 9, TEXT_BOLD, contrast_ink (rgb), 1, 0);
    }
  g_snprintf (text, sizeof text, "%u", ts_trigon_game_get_inhabitants (view, site));
  cairo_new_path (cr);
  cairo_arc (cr, x + hw + 2, y - 9, 6.5 * k, 0, 2 * G_PI);
  fill_stroke (cr, 0xffffff, EDGE_RGB, 1.1);
  draw_text (cr, text, x + hw + 2, y - 9 - 5.6 * k, 9 * k, TEXT_BOLD, EDGE_RGB, 1, 0);
  if (ts_trigon_game_has_palace (view, owner)
      && site == trg_capital_of_realm (ts_trigon_game_get_realm (view, owner)))
    {
      SHAPE (cr, shape_crown, x, top - 5, 1);
      fill_stroke (cr, 0xf6c945, 0x5c4200, 1.2);
      top -= 12;
    }
  return top;
}

/* A battle's attacking army stands off the board: drawn as an arrow
 * from where it came to the place it attacks, its figures at the middle. */
static void
draw_battle (cairo_t        *cr,
             const TrgScene *scene,
             double          k)
{
  TrgBattleInfo b;
  double x0, y0, x1, y1, dx, dy, len, ux, uy, mx, my;
  guint counts[TRG_N_FIGURES];

  if (!ts_trigon_game_get_battle (scene->view, &b) || b.origin < 0 || b.target < 0)
    return;
  trg_position_point (b.origin, &x0, &y0);
  trg_position_point (b.target, &x1, &y1);
  dx = x1 - x0;
  dy = y1 - y0;
  len = sqrt (dx * dx + dy * dy);
  if (len < 1)
    return;
  ux = dx / len;
  uy = dy / len;
  /* From the origin's edge to the target's, with a head. */
  x0 += ux * 12, y0 += uy * 12;
  x1 -= ux * 16, y1 -= uy * 16;
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int pass = 0; pass < 2; pass++)
    {
      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x1, y1);
      cairo_move_to (cr, x1 - ux * 10 - uy * 7, y1 - uy * 10 + ux * 7);
      cairo_line_to (cr, x1, y1);
      cairo_line_to (cr, x1 - ux * 10 + uy * 7, y1 - uy * 10 - ux * 7);
      ts_board_util_set_source_rgb (cr, pass == 0 ? 0xffffff : ATTACK_RGB, 1);
      cairo_set_line_width (cr, pass == 0 ? 7 : 4);
      cairo_stroke (cr);
    }
  counts[TRG_FIG_KNIGHT] = b.knights;
  counts[TRG_FIG_SCOUT] = b.scouts;
  counts[TRG_FIG_BOAT] = b.boats;
  /* Where it came from, as if it still stood there, unless figures of
   * its own stayed behind; then a third of the way. */
  if (ts_trigon_game_get_occupant (scene->view, b.origin) == TRG_NONE)
    {
      trg_position_point (b.origin, &mx, &my);
      my -= 29 + 7.5 * k;
    }
  else
    {
      mx = x0 + (x1 - x0) / 3;
      my = y0 + (y1 - y0) / 3 + 16 * k;
    }
  draw_figures (cr, counts, b.attacker >= 0 && (guint) b.attacker < scene->n_seats ? scene->rgb[b.attacker]
                                                                                  : 0x9a9996, mx, my, k);
}

static void
draw_pieces (cairo_t        *cr,
             const TrgScene *scene,
             double          k)
{
  TsTrigonGame *view = scene->view;

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int p = 0; p < TRG_N_POSITIONS; p++)
    {
      int occupant = ts_trigon_game_get_occupant (view, p);
      int owner = trg_position_is_site (p) ? ts_trigon_game_get_settlement_owner (view, p) : TRG_NONE;
      guint counts[TRG_N_FIGURES];
      double x, y, top;

      trg_position_point (p, &x, &y);
      top = y;
      if (!trg_position_is_site (p))
        {
          SHAPE (cr, shape_diamond, x, y, 1);
          fill_stroke (cr, 0xe8f4fc, 0x1f4f78, 1.4);
        }
      else if (owner < 0)
        {
          cairo_new_path (cr);
          cairo_arc (cr, x, y, 6.5, 0, 2 * G_PI);
          fill_stroke (cr, 0xfdfbf3, 0x2b2418, 1.6);
          if (trg_sites[p].capital)
            {
              cairo_arc (cr, x, y, 2.5, 0, 2 * G_PI);
              ts_board_util_set_source_rgb (cr, 0x2b2418, 1);
              cairo_fill (cr);
            }
        }
      else
        top = draw_settlement (cr, scene, p, owner, x, y, k);

      if (occupant < 0)
        continue;
      for (int f = 0; f < TRG_N_FIGURES; f++)
        counts[f] = ts_trigon_game_count_figures (view, p, f);
      /* Above the position, clear of the marks' rings and of a crown. */
      draw_figures (cr, counts, (guint) occupant < scene->n_seats ? scene->rgb[occupant] : 0x9a9996,
                    x, MIN (y - 29, top - 2) - 7.5 * k, k);
    }
  draw_battle (cr, scene, k);
}

/* The overlay */

/* A ring of radius R in COLOUR, WIDTH wide, over a wider one in EDGE. */
static void
ring (cairo_t *cr,
      double   x,
      double   y,
      double   r,
      guint32  colour,
      guint32  edge,
      double   width,
      gboolean dashed)
{
  static const double dash[] = { 5, 4 };

  cairo_new_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  ts_board_util_set_source_rgb (cr, edge, 0.95);
  cairo_set_line_width (cr, width + 2.4);
  cairo_stroke_preserve (cr);
  cairo_set_dash (cr, dash, dashed ? G_N_ELEMENTS (dash) : 0, 0);
  ts_board_util_set_source_rgb (cr, colour, 1);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* An attack's dice and chance, white on red beside its ring. */
static void
draw_attack_label (cairo_t         *cr,
                   const TrgTarget *t,
                   double           x,
                   double           y,
                   double           r,
                   double           k)
{
  /* TRANSLATORS: on the map beside an attack's target: the attacker's
   * dice against the defender's, and the attacker's chance to win */
  g_autofree char *text = g_strdup_printf (_("%d vs %d · %.0f%%"), t->att_dice, t->def_dice,
                                           CLAMP (t->chance, 0.0, 1.0) * 100);
  double w, h, left;
  PangoLayout *layout = new_layout (cr, text, 10.5 * k, TEXT_BOLD, &w, &h);

  left = x + r + 4 + w + 8 > TRG_MAP_WIDTH ? x - r - 4 - w - 8 : x + r + 4;
  ts_board_util_path_round_rect (cr, left, y - h / 2 - 3, w + 8, h + 6, 4);
  fill_stroke (cr, ATTACK_RGB, 0xffffff, 1.2);
  ts_board_util_set_source_rgb (cr, 0xffffff, 1);
  cairo_move_to (cr, left + 4, y - h / 2);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
  g_object_unref (layout);
}

/* A cairo node around POSITION, WIDE either side; *X, *Y the centre of
 * its marks (a site's a little above it, so that its name stays clear
 * below) and *R their radius. */
static cairo_t *
mark_node (GtkSnapshot *snapshot,
           int          position,
           double       wide,
           double      *x,
           double      *y,
           double      *r)
{
  trg_position_point (position, x, y);
  *r = trg_position_is_site (position) ? MARK_R : MARK_R - 7;
  *y -= trg_position_is_site (position) ? 3 : 0;
  return gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (*x - wide, *y - 40, 2 * wide, 80));
}

/* The marks of the decision at hand: where the selected army may go,
 * the choices, the selection. */
static void
draw_overlay (GtkSnapshot    *snapshot,
              const TrgScene *scene,
              double          k)
{
  double x, y, r;
  cairo_t *cr;

  for (int p = 0; p < TRG_N_POSITIONS; p++)
    {
      const TrgTarget *t = &scene->targets[p];

      if (!t->reachable || p == scene->selected)
        continue;
      cr = mark_node (snapshot, p, t->attack ? 160 : 40, &x, &y, &r);
      /* A voyage dashed; an attack red, with its dice and chance. */
      ring (cr, x, y, r, t->attack ? ATTACK_RGB : ACCENT_RGB, 0xffffff, 3, t->sail);
      if (t->attack)
        draw_attack_label (cr, t, x, y, r, k);
      cairo_destroy (cr);
    }
  for (guint i = 0; scene->step == TRG_STEP_CHOICE && i < scene->n_choices; i++)
    {
      int p = scene->choices[i].position;

      if (p < 0 || p >= TRG_N_POSITIONS)
        continue;
      cr = mark_node (snapshot, p, 40, &x, &y, &r);
      ring (cr, x, y, r, CHOICE_RGB, EDGE_RGB, 3, FALSE);
      cairo_destroy (cr);
    }
  if (scene->selected >= 0 && scene->selected < TRG_N_POSITIONS)
    {
      cr = mark_node (snapshot, scene->selected, 40, &x, &y, &r);
      ring (cr, x, y, r + 1, EDGE_RGB, 0xffffff, 4, FALSE);
      cairo_destroy (cr);
    }
}

/* What follows the pointer and the keyboard cursor. */
static void
draw_hover (GtkSnapshot    *snapshot,
            const TrgScene *scene,
            gboolean        focus)
{
  double x, y, r;
  cairo_t *cr;

  if (scene->hover >= 0 && scene->hover < TRG_N_POSITIONS)
    {
      gboolean legal = trg_scene_position_legal (scene, scene->hover);

      cr = mark_node (snapshot, scene->hover, 40, &x, &y, &r);
      cairo_arc (cr, x, y, r - 2, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, legal ? 0.35 : 0.15);
      cairo_fill (cr);
      if (legal)
        ring (cr, x, y, r - 2, 0xffffff, EDGE_RGB, 1.5, FALSE);
      cairo_destroy (cr);
    }
  if (focus && scene->cursor >= 0 && scene->cursor < TRG_N_POSITIONS)
    {
      cr = mark_node (snapshot, scene->cursor, 40, &x, &y, &r);
      ring (cr, x, y, r + 4, EDGE_RGB, 0xffffff, 2, TRUE);
      cairo_destroy (cr);
    }
}

void
trg_canvas_draw (GtkWidget    *canvas,
                 TsBoardLayer  layer,
                 GtkSnapshot  *snapshot,
                 double        width,
                 double        height,
                 gpointer      data)
{
  TsTrigonBoard *board = TS_TRIGON_BOARD (data);
  const TrgScene *scene = ts_trigon_board_get_scene (board);
  double scale, k;
  cairo_t *cr;

  if (scene == NULL || scene->view == NULL || width <= 0 || height <= 0)
    return;
  /* Pixels per content unit: where a 9-unit text would be smaller than
   * MIN_TEXT_PX, the texts grow; the rest of the map just scales. */
  scale = ts_board_canvas_get_scale (TS_BOARD_CANVAS (canvas));
  k = scale > 0 ? CLAMP (MIN_TEXT_PX / (9.0 * scale), 1.0, 1.5) : 1.0;

  if (layer == TS_BOARD_LAYER_OVERLAY)
    {
      draw_overlay (snapshot, scene, k);
      return;
    }
  if (layer == TS_BOARD_LAYER_HOVER)
    {
      draw_hover (snapshot, scene, ts_trigon_board_has_focus (board));
      return;
    }
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (layer == TS_BOARD_LAYER_STATIC)
    draw_static (cr, k, scale);
  else
    draw_pieces (cr, scene, k);
  cairo_destroy (cr);
}
