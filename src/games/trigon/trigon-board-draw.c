/* trigon-board-draw.c — the map of Rule of Trigon
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three layers (TsBoardCanvas), in the content units of spec §4.6
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
 *    chance), the prompt's positions, the hover and the keyboard cursor.
 *
 * The map keeps its own colours in light and dark themes; every text on
 * it is dark on a light halo.
 */
#include "trigon-board-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ts-board-util.h"

/* Colours of the map (0xRRGGBB). */
#define OCEAN_RGB    0x1b3d63
#define SHALLOW_RGB  0x2f5f8c
#define LAND_RGB     0xe6dcb9
#define COAST_RGB    0x3e3422
#define RIVER_RGB    0x86c3ea
#define ROAD_RGB     0x7a4a26
#define ROUTE_RGB    0xe3eefa
#define INK_RGB      0x1e1a14
#define HALO_RGB     0xfbf7ea
#define ACCENT_RGB   0x1c71d8
#define ATTACK_RGB   0xc01c28
#define CHOICE_RGB   0xe5a50a

/* Sizes, content units. */
#define NAME_SIZE    11.5
#define DECO_SIZE    9.5
#define REALM_SIZE   30.0
#define MARK_R       21.0
/* The smallest text on screen, pixels: below it names grow. */
#define MIN_TEXT_PX  7.0

/* §4.6 outlines. */
static const double island[][2] = {
  { 240, 60 }, { 330, 15 }, { 700, 10 }, { 800, 80 }, { 795, 165 }, { 620, 210 },
  { 420, 215 }, { 250, 150 },
};
static const double mainland[][2] = {
  { 30, 290 }, { 250, 285 }, { 480, 225 }, { 650, 225 }, { 880, 215 }, { 970, 320 },
  { 970, 700 }, { 30, 700 },
};
static const double sea_bc[][2] = {
  { 355, 300 }, { 420, 285 }, { 430, 335 }, { 405, 385 }, { 355, 392 }, { 330, 345 },
};
static const double sea_ij[][2] = {
  { 705, 448 }, { 800, 442 }, { 855, 462 }, { 830, 492 }, { 740, 488 }, { 705, 472 },
};

/* The sea routes' waypoints, in order from harbour a to harbour b of
 * trg_routes: each leaves its harbour toward the nearest coast and stays
 * in the water (checked against the outlines above, at least 2.5 units
 * from every coast).  The curve is a Catmull-Rom spline through them. */
#define MAX_WAYPOINTS 6
static const struct
{
  int    n;
  double p[MAX_WAYPOINTS][2];
} route_ways[TRG_N_ROUTES] = {
  { 5, { { 228, 108 }, { 262, 178 }, { 360, 214 }, { 470, 218 }, { 512, 214 } } },   /* S01 N2–N1 */
  { 6, { { 535, 215 }, { 620, 215 }, { 700, 200 }, { 770, 185 }, { 812, 150 }, { 814, 124 } } },
  { 5, { { 226, 104 }, { 150, 180 }, { 50, 240 }, { 14, 300 }, { 16, 342 } } },      /* S03 N2–C3 */
  { 1, { { 538, 219 } } },                                                           /* S04 N1–L2 */
  { 3, { { 818, 128 }, { 845, 180 }, { 838, 212 } } },                               /* S05 N4–L3 */
  { 6, { { 72, 278 }, { 160, 270 }, { 250, 264 }, { 400, 236 }, { 490, 221 }, { 556, 221 } } },
  { 4, { { 566, 221 }, { 660, 220 }, { 760, 212 }, { 822, 211 } } },                 /* S07 L2–L3 */
  { 6, { { 846, 210 }, { 905, 214 }, { 962, 282 }, { 984, 360 }, { 982, 450 }, { 974, 478 } } },
  { 3, { { 422, 338 }, { 385, 366 }, { 350, 384 } } },                               /* S09 L4–C2 */
  { 3, { { 762, 452 }, { 725, 470 }, { 702, 478 } } },                               /* S10 L5–K2 */
};

typedef enum
{
  DECO_MOUNTAINS,
  DECO_CONIFERS,
  DECO_TREES,
  DECO_DESERT,
  DECO_PALMS,
  DECO_WASTE,
  DECO_LAKE,
} DecoKind;

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

/* Where each realm's name is written, large and faint. */
static const double realm_label[TRG_N_REALMS][2] = {
  { 455, 135 }, { 690, 330 }, { 285, 600 }, { 850, 625 },
};

/* Text */

typedef enum
{
  TEXT_PLAIN,
  TEXT_BOLD,
  TEXT_ITALIC,
} TextStyle;

static PangoLayout *
new_layout (cairo_t    *cr,
            const char *text,
            double      size,
            TextStyle   style)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_new ();
  cairo_font_options_t *options = cairo_font_options_create ();

  /* The layer is scaled: hinted metrics would change with the zoom. */
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (pango_layout_get_context (layout), options);
  pango_layout_context_changed (layout);
  cairo_font_options_destroy (options);

  pango_font_description_set_family (font, "Sans");
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  if (style == TEXT_BOLD)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  else if (style == TEXT_ITALIC)
    pango_font_description_set_style (font, PANGO_STYLE_ITALIC);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

static void
layout_size (PangoLayout *layout,
             double      *w,
             double      *h)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  *w = logical.width / (double) PANGO_SCALE;
  *h = logical.height / (double) PANGO_SCALE;
}

/* TEXT centred on X, its top at Y, in INK over a halo of HALO (alpha
 * HALO_ALPHA; 0: none). */
static void
draw_text (cairo_t    *cr,
           const char *text,
           double      x,
           double      y,
           double      size,
           TextStyle   style,
           guint32     ink,
           double      ink_alpha,
           double      halo_alpha)
{
  PangoLayout *layout = new_layout (cr, text, size, style);
  double w, h;

  layout_size (layout, &w, &h);
  cairo_move_to (cr, x - w / 2, y);
  pango_cairo_layout_path (cr, layout);
  if (halo_alpha > 0)
    {
      ts_board_util_set_source_rgb (cr, HALO_RGB, halo_alpha);
      cairo_set_line_width (cr, size * 0.32);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke_preserve (cr);
    }
  ts_board_util_set_source_rgb (cr, ink, ink_alpha);
  cairo_fill (cr);
  g_object_unref (layout);
}

/* Black or white, whichever reads better on RGB (at least 4.5:1 on any
 * colour). */
static guint32
contrast_ink (guint32 rgb)
{
  GdkRGBA c = ts_board_util_rgb_to_rgba (rgb, 1);
  GdkRGBA black = { 0, 0, 0, 1 }, white = { 1, 1, 1, 1 };

  return ts_board_util_contrast (&c, &black) >= ts_board_util_contrast (&c, &white)
         ? 0x000000 : 0xffffff;
}

/* Geometry */

static void
path_polygon (cairo_t      *cr,
              const double  p[][2],
              guint         n)
{
  cairo_move_to (cr, p[0][0], p[0][1]);
  for (guint i = 1; i < n; i++)
    cairo_line_to (cr, p[i][0], p[i][1]);
  cairo_close_path (cr);
}

/* The land without the inner seas (even-odd). */
static void
path_land (cairo_t *cr)
{
  path_polygon (cr, island, G_N_ELEMENTS (island));
  path_polygon (cr, mainland, G_N_ELEMENTS (mainland));
  path_polygon (cr, sea_bc, G_N_ELEMENTS (sea_bc));
  path_polygon (cr, sea_ij, G_N_ELEMENTS (sea_ij));
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
}

static gboolean
point_in (const double  p[][2],
          guint         n,
          double        x,
          double        y)
{
  gboolean in = FALSE;

  for (guint i = 0, j = n - 1; i < n; j = i++)
    if ((p[i][1] > y) != (p[j][1] > y)
        && x < p[j][0] + (y - p[j][1]) * (p[i][0] - p[j][0]) / (p[i][1] - p[j][1]))
      in = !in;
  return in;
}

static gboolean
on_land (double x,
         double y)
{
  return (point_in (island, G_N_ELEMENTS (island), x, y)
          || point_in (mainland, G_N_ELEMENTS (mainland), x, y))
         && !point_in (sea_bc, G_N_ELEMENTS (sea_bc), x, y)
         && !point_in (sea_ij, G_N_ELEMENTS (sea_ij), x, y);
}

/* The nearest point to (X, Y) on the edges of polygon P. */
static double
nearest_on (const double  p[][2],
            guint         n,
            double        x,
            double        y,
            double       *nx,
            double       *ny)
{
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < n; i++)
    {
      const double *a = p[i], *b = p[(i + 1) % n];
      double dx = b[0] - a[0], dy = b[1] - a[1];
      double t = CLAMP (((x - a[0]) * dx + (y - a[1]) * dy) / (dx * dx + dy * dy), 0, 1);
      double px = a[0] + t * dx, py = a[1] + t * dy, d = hypot (x - px, y - py);

      if (d < best)
        {
          best = d;
          *nx = px;
          *ny = py;
        }
    }
  return best;
}

/* A Voronoi cell clipped by half-planes: a convex polygon whose edge from
 * point i to i + 1 lies on the bisector with site label[i] (-1: the
 * frame). */
#define CELL_MAX 48
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
          /* Leaving: the edge goes on along the bisector; entering: along
           * the old edge. */
          out.label[out.n++] = dp <= 0 ? b : cell->label[i];
        }
    }
  *cell = out;
}

/* SITE's share of the mainland (among the mainland's sites only). */
static void
mainland_cell (int   site,
               Cell *cell)
{
  static const double frame[4][2] = { { -10, -10 }, { 1010, -10 }, { 1010, 710 }, { -10, 710 } };

  cell->n = 4;
  for (int i = 0; i < 4; i++)
    {
      cell->p[i][0] = frame[i][0];
      cell->p[i][1] = frame[i][1];
      cell->label[i] = -1;
    }
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
  for (int i = 0; i < route_ways[route].n; i++)
    {
      pts[i + 1][0] = route_ways[route].p[i][0];
      pts[i + 1][1] = route_ways[route].p[i][1];
    }
  trg_position_point (trg_routes[route].b, &pts[n - 1][0], &pts[n - 1][1]);
  cairo_move_to (cr, pts[0][0], pts[0][1]);
  for (int i = 0; i + 1 < n; i++)
    {
      const double *p0 = pts[MAX (i - 1, 0)], *p3 = pts[MIN (i + 2, n - 1)];

      /* A cubic Bézier equal to the Catmull-Rom segment. */
      cairo_curve_to (cr,
                      pts[i][0] + (pts[i + 1][0] - p0[0]) / 6, pts[i][1] + (pts[i + 1][1] - p0[1]) / 6,
                      pts[i + 1][0] - (p3[0] - pts[i][0]) / 6, pts[i + 1][1] - (p3[1] - pts[i][1]) / 6,
                      pts[i + 1][0], pts[i + 1][1]);
    }
}

/* Decorations */

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

static void
draw_peak (cairo_t *cr,
           double   x,
           double   y,
           double   h)
{
  cairo_move_to (cr, x - h * 0.75, y);
  cairo_line_to (cr, x, y - h);
  cairo_line_to (cr, x + h * 0.75, y);
  cairo_close_path (cr);
  fill_stroke (cr, 0x8c7b65, 0x3d3428, 1.0);
  /* Snow. */
  cairo_move_to (cr, x - h * 0.26, y - h * 0.65);
  cairo_line_to (cr, x, y - h);
  cairo_line_to (cr, x + h * 0.26, y - h * 0.65);
  cairo_line_to (cr, x + h * 0.08, y - h * 0.72);
  cairo_line_to (cr, x - h * 0.06, y - h * 0.6);
  cairo_close_path (cr);
  ts_board_util_set_source_rgb (cr, 0xfafafa, 1);
  cairo_fill (cr);
}

static void
draw_conifer (cairo_t *cr,
              double   x,
              double   y,
              double   h)
{
  cairo_rectangle (cr, x - h * 0.06, y - h * 0.2, h * 0.12, h * 0.2);
  ts_board_util_set_source_rgb (cr, 0x5c3c1e, 1);
  cairo_fill (cr);
  for (int i = 0; i < 2; i++)
    {
      double top = y - h * (1 - i * 0.32), base = y - h * (0.42 - i * 0.22);

      cairo_move_to (cr, x, top);
      cairo_line_to (cr, x + h * (0.28 + i * 0.06), base);
      cairo_line_to (cr, x - h * (0.28 + i * 0.06), base);
      cairo_close_path (cr);
      fill_stroke (cr, 0x2d6a3e, 0x173a20, 0.8);
    }
}

static void
draw_tree (cairo_t *cr,
           double   x,
           double   y,
           double   h)
{
  cairo_rectangle (cr, x - h * 0.07, y - h * 0.45, h * 0.14, h * 0.45);
  ts_board_util_set_source_rgb (cr, 0x6b4524, 1);
  cairo_fill (cr);
  cairo_arc (cr, x, y - h * 0.62, h * 0.36, 0, 2 * G_PI);
  fill_stroke (cr, 0x5a9e48, 0x24461c, 0.8);
}

static void
draw_decoration (cairo_t *cr,
                 DecoKind kind,
                 double   x,
                 double   y)
{
  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  switch (kind)
    {
    case DECO_MOUNTAINS:
      draw_peak (cr, x - 11, y + 7, 14);
      draw_peak (cr, x + 11, y + 7, 13);
      draw_peak (cr, x, y + 8, 19);
      break;
    case DECO_CONIFERS:
      draw_conifer (cr, x - 10, y + 6, 17);
      draw_conifer (cr, x + 10, y + 7, 15);
      draw_conifer (cr, x, y + 9, 20);
      break;
    case DECO_TREES:
      draw_tree (cr, x - 10, y + 6, 16);
      draw_tree (cr, x + 10, y + 7, 15);
      draw_tree (cr, x, y + 9, 19);
      break;
    case DECO_DESERT:
      for (int i = 0; i < 3; i++)
        {
          double dx = (i - 1) * 12, dy = i == 1 ? -3 : 3;

          cairo_move_to (cr, x + dx - 9, y + dy + 3);
          cairo_curve_to (cr, x + dx - 4, y + dy - 6, x + dx + 4, y + dy - 6, x + dx + 9, y + dy + 3);
          cairo_close_path (cr);
          fill_stroke (cr, 0xe2bf6e, 0x8a6a2a, 0.9);
        }
      break;
    case DECO_PALMS:
      for (int i = 0; i < 2; i++)
        {
          double bx = x - 6 + i * 12, by = y + 8, tx = bx + 4 - i * 8, ty = y - 8 + i * 3;

          cairo_move_to (cr, bx, by);
          cairo_curve_to (cr, bx, by - 6, tx, ty + 6, tx, ty);
          ts_board_util_set_source_rgb (cr, 0x6b4524, 1);
          cairo_set_line_width (cr, 2.2);
          cairo_stroke (cr);
          for (int f = 0; f < 5; f++)
            {
              double a = G_PI * (1.05 + f * 0.22);

              cairo_move_to (cr, tx, ty);
              cairo_curve_to (cr, tx + cos (a) * 5, ty + sin (a) * 5 - 3,
                              tx + cos (a) * 9, ty + sin (a) * 9,
                              tx + cos (a) * 10, ty + sin (a) * 10 + 3);
            }
          ts_board_util_set_source_rgb (cr, 0x2f7d32, 1);
          cairo_set_line_width (cr, 1.8);
          cairo_stroke (cr);
        }
      break;
    case DECO_WASTE:
      /* Cracked ground and dead shrubs. */
      cairo_move_to (cr, x - 14, y + 4);
      cairo_line_to (cr, x - 6, y + 1);
      cairo_line_to (cr, x - 1, y + 5);
      cairo_line_to (cr, x + 7, y + 2);
      cairo_line_to (cr, x + 14, y + 5);
      cairo_move_to (cr, x - 6, y + 1);
      cairo_line_to (cr, x - 8, y - 4);
      cairo_move_to (cr, x + 7, y + 2);
      cairo_line_to (cr, x + 9, y - 3);
      cairo_move_to (cr, x + 9, y - 3);
      cairo_line_to (cr, x + 6, y - 8);
      cairo_move_to (cr, x + 9, y - 3);
      cairo_line_to (cr, x + 12, y - 7);
      ts_board_util_set_source_rgb (cr, 0x5e5040, 1);
      cairo_set_line_width (cr, 1.3);
      cairo_stroke (cr);
      break;
    case DECO_LAKE:
      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_scale (cr, 38, 13);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      fill_stroke (cr, RIVER_RGB, 0x2a5f86, 1.0);
      break;
    default:
      break;
    }
  cairo_restore (cr);
}

/* A small anchor at (X, Y). */
static void
draw_anchor (cairo_t *cr,
             double   x,
             double   y)
{
  cairo_arc (cr, x, y, 6.5, 0, 2 * G_PI);
  fill_stroke (cr, HALO_RGB, 0x1b3d63, 1.0);
  cairo_set_line_width (cr, 1.3);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_arc (cr, x, y - 3.2, 1.2, 0, 2 * G_PI);
  cairo_move_to (cr, x, y - 2);
  cairo_line_to (cr, x, y + 4);
  cairo_move_to (cr, x - 2.5, y - 0.5);
  cairo_line_to (cr, x + 2.5, y - 0.5);
  cairo_move_to (cr, x - 4, y + 1.5);
  cairo_curve_to (cr, x - 3, y + 4.5, x + 3, y + 4.5, x + 4, y + 1.5);
  ts_board_util_set_source_rgb (cr, 0x1b3d63, 1);
  cairo_stroke (cr);
}

/* The static layer */

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
      /* About 120 units across the path (-uy, ux), meandering a little;
       * each half ends before a site or where it reaches the sea. */
      for (int side = -1; side <= 1; side += 2)
        {
          cairo_move_to (cr, fx, fy);
          for (double t = 2; t <= 62; t += 2)
            {
              double wig = sin (t * G_PI / 30) * 5 * side;
              double x = fx - uy * t * side + ux * wig, y = fy + ux * t * side + uy * wig;
              gboolean near_site = FALSE;

              for (int s = 0; s < TRG_N_SITES && !near_site; s++)
                near_site = hypot (x - trg_sites[s].x, y - trg_sites[s].y) < 26;
              if (near_site)
                break;
              cairo_line_to (cr, x, y);
              if (!on_land (x, y) || x < 0 || y < 0 || x > TRG_MAP_WIDTH || y > TRG_MAP_HEIGHT)
                break;
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

static void
draw_realms (cairo_t *cr)
{
  static const double dash[] = { 6, 4 };

  cairo_save (cr);
  path_land (cr);
  cairo_clip (cr);
  /* Noorland is the island. */
  path_polygon (cr, island, G_N_ELEMENTS (island));
  ts_board_util_set_source_rgb (cr, trg_realm_rgb (TRG_REALM_NOORLAND), 0.38);
  cairo_fill (cr);
  /* The mainland: each site tints the part nearest to it. */
  path_polygon (cr, mainland, G_N_ELEMENTS (mainland));
  cairo_clip (cr);
  for (int s = TRG_SITES_PER_REALM; s < TRG_N_SITES; s++)
    {
      Cell cell;

      mainland_cell (s, &cell);
      cairo_move_to (cr, cell.p[0][0], cell.p[0][1]);
      for (guint i = 1; i < cell.n; i++)
        cairo_line_to (cr, cell.p[i][0], cell.p[i][1]);
      cairo_close_path (cr);
      ts_board_util_set_source_rgb (cr, trg_realm_rgb (trg_sites[s].realm),
                                    trg_sites[s].realm == TRG_REALM_KALLAND ? 0.55 : 0.32);
      cairo_fill (cr);
    }
  /* The borders between realms, dashed. */
  for (int s = TRG_SITES_PER_REALM; s < TRG_N_SITES; s++)
    {
      Cell cell;

      mainland_cell (s, &cell);
      for (guint i = 0; i < cell.n; i++)
        {
          int other = cell.label[i];

          if (other <= s || trg_sites[other].realm == trg_sites[s].realm)
            continue;
          cairo_move_to (cr, cell.p[i][0], cell.p[i][1]);
          cairo_line_to (cr, cell.p[(i + 1) % cell.n][0], cell.p[(i + 1) % cell.n][1]);
        }
    }
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  ts_board_util_set_source_rgb (cr, 0x4a3b28, 0.75);
  cairo_set_line_width (cr, 1.6);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_paths (cairo_t *cr)
{
  static const double dots[] = { 0, 6 };

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int p = 0; p < TRG_N_PATHS; p++)
    {
      double ax, ay, bx, by;

      trg_position_point (trg_paths[p].a, &ax, &ay);
      trg_position_point (trg_paths[p].b, &bx, &by);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
      if (trg_paths[p].ford == TRG_NONE)
        {
          cairo_set_dash (cr, NULL, 0, 0);
          cairo_set_line_width (cr, 2.4);
        }
      else
        {
          cairo_set_dash (cr, dots, G_N_ELEMENTS (dots), 0);
          cairo_set_line_width (cr, 3.2);
        }
      ts_board_util_set_source_rgb (cr, ROAD_RGB, 1);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
draw_routes (cairo_t *cr)
{
  static const double dash[] = { 7, 5 };

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  for (int r = 0; r < TRG_N_ROUTES; r++)
    {
      /* Light dashes edged in dark: seen on water and on land. */
      path_route (cr, r);
      ts_board_util_set_source_rgb (cr, 0x0b1e33, 0.9);
      cairo_set_line_width (cr, 3.6);
      cairo_stroke_preserve (cr);
      ts_board_util_set_source_rgb (cr, ROUTE_RGB, 1);
      cairo_set_line_width (cr, 1.8);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
draw_names (cairo_t *cr,
            double   k)
{
  for (guint d = 0; d < G_N_ELEMENTS (decorations); d++)
    {
      double x = decorations[d].x, y = decorations[d].y;
      double size = DECO_SIZE * k;
      /* Below the glyph, or above it at the map's southern edge. */
      double top = y + 13 + size * 1.2 > TRG_MAP_HEIGHT ? y - 14 - size * 1.3 : y + 12;

      draw_text (cr, decorations[d].name, x, top, size, TEXT_ITALIC, 0x3b2e1c, 1, 0.8);
    }
  for (int s = 0; s < TRG_N_SITES; s++)
    {
      double x, y;

      trg_position_point (s, &x, &y);
      draw_text (cr, trg_sites[s].name, x, y + 19, NAME_SIZE * k,
                 trg_sites[s].capital ? TEXT_BOLD : TEXT_PLAIN, INK_RGB, 1, 0.88);
    }
}

static void
draw_static (cairo_t *cr,
             double   k)
{
  GdkRGBA shallow = ts_board_util_rgb_to_rgba (SHALLOW_RGB, 1);

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  ts_board_util_set_source_rgb (cr, OCEAN_RGB, 1);
  cairo_paint (cr);

  /* Shallows along every coast, then the land. */
  path_polygon (cr, island, G_N_ELEMENTS (island));
  path_polygon (cr, mainland, G_N_ELEMENTS (mainland));
  ts_board_util_stroke_path (cr, &shallow, 16, FALSE);
  path_land (cr);
  ts_board_util_set_source_rgb (cr, LAND_RGB, 1);
  cairo_fill (cr);
  draw_realms (cr);
  /* The realms' names, large and faint: a watermark under the rest. */
  for (int r = 0; r < TRG_N_REALMS; r++)
    {
      g_autofree char *upper = g_utf8_strup (trg_realm_names[r], -1);

      draw_text (cr, upper, realm_label[r][0], realm_label[r][1] - REALM_SIZE / 2,
                 REALM_SIZE, TEXT_BOLD, 0x3a3020, 0.22, 0);
    }

  /* The inner seas: water with shallows inside their shores. */
  cairo_save (cr);
  path_polygon (cr, sea_bc, G_N_ELEMENTS (sea_bc));
  path_polygon (cr, sea_ij, G_N_ELEMENTS (sea_ij));
  ts_board_util_set_source_rgb (cr, OCEAN_RGB, 1);
  cairo_fill_preserve (cr);
  cairo_clip_preserve (cr);
  ts_board_util_stroke_path (cr, &shallow, 10, FALSE);
  cairo_restore (cr);

  /* Coastlines. */
  path_land (cr);
  ts_board_util_set_source_rgb (cr, COAST_RGB, 0.9);
  cairo_set_line_width (cr, 1.6);
  cairo_stroke (cr);

  draw_rivers (cr);
  for (guint d = 0; d < G_N_ELEMENTS (decorations); d++)
    draw_decoration (cr, decorations[d].kind, decorations[d].x, decorations[d].y);
  draw_paths (cr);
  draw_routes (cr);

  /* Each harbour's anchor on its shore, just in the water. */
  for (int s = 0; s < TRG_N_SITES; s++)
    {
      double x, y, nx = 0, ny = 0, d;

      if (!trg_site_is_harbour (s))
        continue;
      trg_position_point (s, &x, &y);
      switch (trg_sites[s].water)
        {
        case TRG_WATER_BC:
          nearest_on (sea_bc, G_N_ELEMENTS (sea_bc), x, y, &nx, &ny);
          break;
        case TRG_WATER_IJ:
          nearest_on (sea_ij, G_N_ELEMENTS (sea_ij), x, y, &nx, &ny);
          break;
        default:
          if (s < TRG_SITES_PER_REALM)
            nearest_on (island, G_N_ELEMENTS (island), x, y, &nx, &ny);
          else
            nearest_on (mainland, G_N_ELEMENTS (mainland), x, y, &nx, &ny);
          break;
        }
      d = MAX (hypot (nx - x, ny - y), 1);
      draw_anchor (cr, nx + (nx - x) / d * 3, ny + (ny - y) / d * 3);
    }

  draw_names (cr, k);
}

/* The pieces layer */

static void
draw_house (cairo_t *cr,
            double   x,
            double   y,
            guint32  rgb)
{
  cairo_move_to (cr, x - 10, y + 9);
  cairo_line_to (cr, x - 10, y - 3);
  cairo_line_to (cr, x, y - 12);
  cairo_line_to (cr, x + 10, y - 3);
  cairo_line_to (cr, x + 10, y + 9);
  cairo_close_path (cr);
  fill_stroke (cr, rgb, 0x111111, 1.6);
}

static void
draw_city (cairo_t *cr,
           double   x,
           double   y,
           guint32  rgb)
{
  /* A wall with two towers and a keep, crenellated. */
  cairo_move_to (cr, x - 17, y + 10);
  cairo_line_to (cr, x - 17, y - 10);
  for (int i = 0; i < 2; i++)
    {
      double tx = x - 17 + i * 26;

      cairo_line_to (cr, tx, y - 13);
      cairo_line_to (cr, tx + 3, y - 13);
      cairo_line_to (cr, tx + 3, y - 10);
      cairo_line_to (cr, tx + 5, y - 10);
      cairo_line_to (cr, tx + 5, y - 13);
      cairo_line_to (cr, tx + 8, y - 13);
      cairo_line_to (cr, tx + 8, y - 4);
      if (i == 0)
        {
          /* The keep. */
          cairo_line_to (cr, x - 6, y - 4);
          cairo_line_to (cr, x - 6, y - 16);
          cairo_line_to (cr, x + 6, y - 16);
          cairo_line_to (cr, x + 6, y - 4);
          cairo_line_to (cr, x + 9, y - 4);
        }
    }
  cairo_line_to (cr, x + 17, y + 10);
  cairo_close_path (cr);
  fill_stroke (cr, rgb, 0x111111, 1.6);
}

static void
draw_crown (cairo_t *cr,
            double   x,
            double   y)
{
  cairo_move_to (cr, x - 8, y + 4);
  cairo_line_to (cr, x - 9, y - 5);
  cairo_line_to (cr, x - 4, y - 1);
  cairo_line_to (cr, x, y - 7);
  cairo_line_to (cr, x + 4, y - 1);
  cairo_line_to (cr, x + 9, y - 5);
  cairo_line_to (cr, x + 8, y + 4);
  cairo_close_path (cr);
  fill_stroke (cr, 0xf6c945, 0x5c4200, 1.2);
}

/* A knight's shield, a scout's pennant, a boat: SIZE high, centred. */
static void
path_figure (cairo_t   *cr,
             TrgFigure  figure,
             double     x,
             double     y,
             double     s)
{
  switch (figure)
    {
    case TRG_FIG_KNIGHT:
      cairo_move_to (cr, x - s * 0.4, y - s * 0.5);
      cairo_line_to (cr, x + s * 0.4, y - s * 0.5);
      cairo_line_to (cr, x + s * 0.4, y);
      cairo_curve_to (cr, x + s * 0.4, y + s * 0.3, x + s * 0.1, y + s * 0.45, x, y + s * 0.5);
      cairo_curve_to (cr, x - s * 0.1, y + s * 0.45, x - s * 0.4, y + s * 0.3, x - s * 0.4, y);
      cairo_close_path (cr);
      break;
    case TRG_FIG_SCOUT:
      cairo_rectangle (cr, x - s * 0.34, y - s * 0.5, s * 0.13, s);
      cairo_move_to (cr, x - s * 0.21, y - s * 0.5);
      cairo_line_to (cr, x + s * 0.42, y - s * 0.27);
      cairo_line_to (cr, x - s * 0.21, y - s * 0.04);
      cairo_close_path (cr);
      break;
    case TRG_FIG_BOAT:
    default:
      cairo_move_to (cr, x - s * 0.5, y + s * 0.12);
      cairo_line_to (cr, x + s * 0.5, y + s * 0.12);
      cairo_line_to (cr, x + s * 0.3, y + s * 0.45);
      cairo_line_to (cr, x - s * 0.3, y + s * 0.45);
      cairo_close_path (cr);
      cairo_move_to (cr, x - s * 0.05, y - s * 0.5);
      cairo_line_to (cr, x - s * 0.05, y + s * 0.04);
      cairo_line_to (cr, x - s * 0.4, y + s * 0.04);
      cairo_close_path (cr);
      cairo_move_to (cr, x + s * 0.05, y - s * 0.42);
      cairo_line_to (cr, x + s * 0.38, y + s * 0.04);
      cairo_line_to (cr, x + s * 0.05, y + s * 0.04);
      cairo_close_path (cr);
      break;
    }
}

/* The figures on a position as counts, in a pill in the occupant's
 * colour centred on X with its middle at Y. */
static void
draw_figures (cairo_t       *cr,
              const guint    counts[TRG_N_FIGURES],
              guint32        rgb,
              double         x,
              double         y,
              double         k)
{
  guint32 ink = contrast_ink (rgb);
  PangoLayout *layouts[TRG_N_FIGURES] = { NULL };
  double widths[TRG_N_FIGURES] = { 0 }, total = 0, h = 15 * k, icon = 10 * k, gap = 3 * k;
  double left;
  int n = 0;

  for (int f = 0; f < TRG_N_FIGURES; f++)
    if (counts[f] > 0)
      {
        g_autofree char *text = g_strdup_printf ("×%u", counts[f]);
        double th;

        layouts[f] = new_layout (cr, text, 10 * k, TEXT_BOLD);
        layout_size (layouts[f], &widths[f], &th);
        total += icon + 1.5 * k + widths[f];
        n++;
      }
  if (n == 0)
    return;
  total += gap * (n - 1) + 2 * gap;
  left = x - total / 2;
  ts_board_util_path_round_rect (cr, left, y - h / 2, total, h, h / 2);
  fill_stroke (cr, rgb, 0x111111, 1.2);
  left += gap;
  for (int f = 0; f < TRG_N_FIGURES; f++)
    {
      double tw, th;

      if (layouts[f] == NULL)
        continue;
      path_figure (cr, f, left + icon / 2, y, icon);
      ts_board_util_set_source_rgb (cr, ink, 1);
      cairo_fill (cr);
      left += icon + 1.5 * k;
      layout_size (layouts[f], &tw, &th);
      cairo_move_to (cr, left, y - th / 2);
      pango_cairo_show_layout (cr, layouts[f]);
      cairo_new_path (cr);
      left += widths[f] + gap;
      g_object_unref (layouts[f]);
    }
}

/* A number in a small white disc (inhabitants). */
static void
draw_badge (cairo_t *cr,
            guint    number,
            double   x,
            double   y,
            double   k)
{
  char text[16];

  g_snprintf (text, sizeof text, "%u", number);
  cairo_arc (cr, x, y, 6.5 * k, 0, 2 * G_PI);
  fill_stroke (cr, 0xffffff, 0x111111, 1.1);
  draw_text (cr, text, x, y - 5.6 * k, 9 * k, TEXT_BOLD, 0x111111, 1, 0);
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
      guint counts[TRG_N_FIGURES];
      double x, y, top;
      int occupant = ts_trigon_game_get_occupant (view, p);

      trg_position_point (p, &x, &y);
      if (!trg_position_is_site (p))
        {
          /* A ford: a diamond on the river. */
          cairo_move_to (cr, x, y - 7);
          cairo_line_to (cr, x + 6, y);
          cairo_line_to (cr, x, y + 7);
          cairo_line_to (cr, x - 6, y);
          cairo_close_path (cr);
          fill_stroke (cr, 0xe8f4fc, 0x1f4f78, 1.4);
          top = y - 8;
        }
      else
        {
          int owner = ts_trigon_game_get_settlement_owner (view, p);

          if (owner < 0)
            {
              cairo_arc (cr, x, y, 6.5, 0, 2 * G_PI);
              fill_stroke (cr, 0xfdfbf3, 0x2b2418, 1.6);
              if (trg_sites[p].capital)
                {
                  cairo_arc (cr, x, y, 2.5, 0, 2 * G_PI);
                  ts_board_util_set_source_rgb (cr, 0x2b2418, 1);
                  cairo_fill (cr);
                }
              top = y - 8;
            }
          else
            {
              guint32 rgb = (guint) owner < scene->n_seats ? scene->rgb[owner] : 0x9a9996;
              gboolean city = ts_trigon_game_is_city (view, p);
              int token = ts_trigon_game_get_token (view, p);
              double hw = city ? 17 : 10;

              if (city)
                draw_city (cr, x, y, rgb);
              else
                draw_house (cr, x, y, rgb);
              top = y - (city ? 16 : 12);
              if (token > 0)
                {
                  char text[16];

                  g_snprintf (text, sizeof text, "%d", token);
                  draw_text (cr, text, x, y - (city ? 3.5 : 2.5), 9, TEXT_BOLD, contrast_ink (rgb), 1, 0);
                }
              draw_badge (cr, ts_trigon_game_get_inhabitants (view, p), x + hw + 2, y - 9, k);
              if (ts_trigon_game_has_palace (view, owner)
                  && p == trg_capital_of_realm (ts_trigon_game_get_realm (view, owner)))
                {
                  draw_crown (cr, x, top - 5);
                  top -= 12;
                }
            }
        }

      if (occupant < 0)
        continue;
      for (int f = 0; f < TRG_N_FIGURES; f++)
        counts[f] = ts_trigon_game_count_figures (view, p, f);
      draw_figures (cr, counts, (guint) occupant < scene->n_seats ? scene->rgb[occupant] : 0x9a9996,
                    x, top - 10 * k, k);
    }
}

/* The overlay */

/* A ring of radius R in COLOUR over a contrasting edge. */
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
  if (dashed)
    cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  ts_board_util_set_source_rgb (cr, colour, 1);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* An attack: both sides' dice and the chance, in a label beside P. */
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
  PangoLayout *layout = new_layout (cr, text, 10.5 * k, TEXT_BOLD);
  double w, h, left, top;

  layout_size (layout, &w, &h);
  left = x + r + 4 + w + 8 > TRG_MAP_WIDTH ? x - r - 4 - w - 8 : x + r + 4;
  top = y - h / 2 - 3;
  ts_board_util_path_round_rect (cr, left, top, w + 8, h + 6, 4);
  fill_stroke (cr, ATTACK_RGB, 0xffffff, 1.2);
  ts_board_util_set_source_rgb (cr, 0xffffff, 1);
  cairo_move_to (cr, left + 4, top + 3);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
  g_object_unref (layout);
}

/* A cairo node around POSITION, WIDE either side; *X, *Y the centre of
 * its marks (a site's a little above it: its name stays clear below) and
 * *R their radius. */
static cairo_t *
mark_node (GtkSnapshot *snapshot,
           int          position,
           double       wide,
           double      *x,
           double      *y,
           double      *r)
{
  trg_position_point (position, x, y);
  if (trg_position_is_site (position))
    {
      *y -= 3;
      *r = MARK_R;
    }
  else
    *r = MARK_R - 7;
  return gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (*x - wide, *y - 40, 2 * wide, 80));
}

static void
draw_overlay (GtkSnapshot    *snapshot,
              const TrgScene *scene,
              gboolean        focus,
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
      /* A voyage: dashed; an attack: red, with its dice and chance. */
      ring (cr, x, y, r, t->attack ? ATTACK_RGB : ACCENT_RGB, 0xffffff, 3, t->sail);
      if (t->attack)
        draw_attack_label (cr, t, x, y, r, k);
      cairo_destroy (cr);
    }
  if (scene->step == TRG_STEP_CHOICE)
    for (guint i = 0; i < scene->n_choices; i++)
      {
        int p = scene->choices[i].position;

        if (p < 0 || p >= TRG_N_POSITIONS)
          continue;
        cr = mark_node (snapshot, p, 40, &x, &y, &r);
        ring (cr, x, y, r, CHOICE_RGB, 0x111111, 3, FALSE);
        cairo_destroy (cr);
      }
  if (scene->selected >= 0 && scene->selected < TRG_N_POSITIONS)
    {
      cr = mark_node (snapshot, scene->selected, 40, &x, &y, &r);
      ring (cr, x, y, r + 1, 0x111111, 0xffffff, 4, FALSE);
      cairo_destroy (cr);
    }
  if (scene->hover >= 0 && scene->hover < TRG_N_POSITIONS)
    {
      gboolean legal = trg_scene_position_legal (scene, scene->hover);

      cr = mark_node (snapshot, scene->hover, 40, &x, &y, &r);
      cairo_arc (cr, x, y, r - 2, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, legal ? 0.35 : 0.15);
      cairo_fill (cr);
      if (legal)
        ring (cr, x, y, r - 2, 0xffffff, 0x111111, 1.5, FALSE);
      cairo_destroy (cr);
    }
  if (focus && scene->cursor >= 0 && scene->cursor < TRG_N_POSITIONS)
    {
      cr = mark_node (snapshot, scene->cursor, 40, &x, &y, &r);
      ring (cr, x, y, r + 4, 0x111111, 0xffffff, 2, TRUE);
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
  /* Content units per pixel: text grows where it would be too small to
   * read (up to half again), the rest of the map scales. */
  scale = MIN (gtk_widget_get_width (canvas) / width, gtk_widget_get_height (canvas) / height)
          * ts_board_canvas_get_zoom (TS_BOARD_CANVAS (canvas));
  k = scale > 0 ? CLAMP (MIN_TEXT_PX / (9.0 * scale), 1.0, 1.5) : 1.0;

  if (layer == TS_BOARD_LAYER_OVERLAY)
    {
      draw_overlay (snapshot, scene, ts_trigon_board_has_focus (board), k);
      return;
    }
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (layer == TS_BOARD_LAYER_STATIC)
    draw_static (cr, k);
  else
    draw_pieces (cr, scene, k);
  cairo_destroy (cr);
}
