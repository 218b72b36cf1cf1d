/* trojhranna-board-draw.c — the Trojhranná hra table and card faces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The canvas is drawn in three layers (TsBoardCanvas keeps each one's
 * render node): the static layer (the table and its lattice) once per size
 * and per fit of the table; the pieces (the cards on the table, the cells
 * where the card fits, the ring around the last card placed, the three
 * cards being memorised) when the state changes; the hover (the preview
 * of the card under the cursor, the keyboard cursor, the selected dealt
 * card) when the cursor moves, in a node the size of one cell.  Shapes
 * are cairo nodes, which GSK rasterises at the device scale, so they stay
 * sharp at 2×.
 */
#include "trojhranna-board-private.h"

#include <math.h>

#include "ts-board-util.h"

#define SQRT3_2 0.86602540378443864676
#define PAD 8.0

/* Highlight colour for cells where the card fits: GNOME's accent blue
 * reads on light and dark backgrounds alike. */
#define ACCENT_RGB 0x3584e4

/* Geometry */

static void
tri_corners (const TjTri *t,
             TjPt         p[3])
{
  double h = t->s * SQRT3_2;

  /* The corners of a U cell on a y-down screen: lower left, lower right,
   * top. */
  p[0] = (TjPt) { t->x, t->y + h };
  p[1] = (TjPt) { t->x + t->s, t->y + h };
  p[2] = (TjPt) { t->x + t->s / 2, t->y };
}

void
tj_tri_centre (const TjTri *t,
               double      *x,
               double      *y)
{
  *x = t->x + t->s / 2;
  *y = t->y + t->s * SQRT3_2 * 2 / 3;
}

static gboolean
tri_contains (const TjTri *t,
              double       x,
              double       y)
{
  double h = t->s * SQRT3_2;

  if (t->s <= 0 || y < t->y || y > t->y + h)
    return FALSE;
  /* Half-width at this height, with a little slack for fingers. */
  return fabs (x - (t->x + t->s / 2)) <= (y - t->y) / h * t->s / 2 + 3;
}

static void
cell_corners_plane (TsTriCell cell,
                    TjPt      p[3])
{
  for (guint i = 0; i < 3; i++)
    ts_tri_point_to_xy (ts_tri_cell_corner (cell, i), &p[i].x, &p[i].y);
}

static void
plane_to_canvas (const TjCanvasLayout *l,
                 double                px,
                 double                py,
                 TjPt                 *out)
{
  out->x = l->ox + px * l->unit;
  out->y = l->oy - py * l->unit_y;   /* the plane's y points up (spec §3.1) */
}

static void
cell_corners (const TjCanvasLayout *l,
              TsTriCell             cell,
              TjPt                  p[3])
{
  TjPt plane[3];

  cell_corners_plane (cell, plane);
  for (guint i = 0; i < 3; i++)
    plane_to_canvas (l, plane[i].x, plane[i].y, &p[i]);
}

void
tj_canvas_cell_centre (const TjCanvasLayout *l,
                       TsTriCell             cell,
                       double               *x,
                       double               *y)
{
  TjPt p[3];

  cell_corners (l, cell, p);
  *x = (p[0].x + p[1].x + p[2].x) / 3;
  *y = (p[0].y + p[1].y + p[2].y) / 3;
}

gboolean
tj_canvas_in_table (const TjCanvasLayout *l,
                    double                x,
                    double                y)
{
  return l->unit > 0 && x >= l->table.origin.x && x < l->table.origin.x + l->table.size.width
         && y >= l->table.origin.y && y < l->table.origin.y + l->table.size.height;
}

gboolean
tj_canvas_cell_at (const TjCanvasLayout *l,
                   double                x,
                   double                y,
                   TsTriCell            *cell)
{
  if (!tj_canvas_in_table (l, x, y))
    return FALSE;
  *cell = ts_tri_cell_at_xy ((x - l->ox) / l->unit, (l->oy - y) / l->unit_y);
  return TRUE;
}

int
tj_canvas_dealt_at (const TjCanvasLayout *l,
                    double                x,
                    double                y)
{
  for (guint i = 0; l->memorise && i < 3; i++)
    if (tri_contains (&l->mem_card[i], x, y))
      return i;
  return -1;
}

/* The table fitted around its cards with a ring of candidate cells. */
static void
layout_table_fit (const TjScene  *scene,
                  TjCanvasLayout *l)
{
  TsTrojhrannaGame *view = tj_scene_view (scene);
  guint n = ts_trojhranna_game_get_n_table (view);
  double x0 = 0, x1 = 1, y0 = 0, y1 = SQRT3_2;  /* U(0,0) when empty */
  double w, h;
  const graphene_rect_t *t = &l->table;

  for (guint i = 0; i < n; i++)
    {
      const TjTableCard *tc = ts_trojhranna_game_get_table_card (view, i);
      TjPt p[3];

      if (tc == NULL)
        continue;
      cell_corners_plane (tc->cell, p);
      for (guint k = 0; k < 3; k++)
        {
          if (i == 0 && k == 0)
            {
              x0 = x1 = p[k].x;
              y0 = y1 = p[k].y;
            }
          x0 = MIN (x0, p[k].x);
          x1 = MAX (x1, p[k].x);
          y0 = MIN (y0, p[k].y);
          y1 = MAX (y1, p[k].y);
        }
    }

  /* A ring of candidate cells around the cards (spec §3.4): one side
   * across, one row up and down. */
  x0 -= 1.5;
  x1 += 1.5;
  y0 -= SQRT3_2 * 1.5;
  y1 += SQRT3_2 * 1.5;
  w = x1 - x0;
  h = y1 - y0;

  l->unit = MIN (t->size.width / w, t->size.height / h);
  /* A lone start card should not fill the screen. */
  l->unit = MIN (l->unit, MAX (48, MIN (t->size.height, t->size.width) / 3.2));
  /* Half a side (a step across) and a row on whole pixels, rounded
   * down so that the table still fits. */
  l->unit = MAX (2 * floor (l->unit / 2), 2);
  l->unit_y = MAX (floor (l->unit * SQRT3_2), 1) / SQRT3_2;
  l->ox = round (t->origin.x + t->size.width / 2 - l->unit * (x0 + x1) / 2);
  l->oy = round (t->origin.y + t->size.height / 2 + l->unit_y * (y0 + y1) / 2);
}

void
tj_canvas_layout (const TjScene  *scene,
                  double          width,
                  double          height,
                  TjCanvasLayout *l)
{
  memset (l, 0, sizeof *l);
  l->width = width;
  l->height = height;
  if (scene->view == NULL || width < 20 || height < 20)
    return;

  l->table = GRAPHENE_RECT_INIT (PAD, PAD, width - 2 * PAD, height - 2 * PAD);
  layout_table_fit (scene, l);

  if (tj_scene_memorising (scene))
    {
      const graphene_rect_t *b = &l->table;
      double s = MIN (b->size.width / 3.6, (b->size.height - 4 * PAD) / SQRT3_2);
      double gap, x0, y;

      s = CLAMP (s, 24, 300);
      gap = MIN ((b->size.width - 3 * s) / 4, s * 0.35);
      x0 = b->origin.x + (b->size.width - 3 * s - 2 * gap) / 2;
      y = b->origin.y + (b->size.height - s * SQRT3_2) / 2;
      l->memorise = TRUE;
      for (guint i = 0; i < 3; i++)
        l->mem_card[i] = (TjTri) { x0 + i * (s + gap), y, s };
    }
}

/* Cards */

static void
path_triangle (cairo_t    *cr,
               const TjPt  p[3])
{
  cairo_move_to (cr, p[0].x, p[0].y);
  cairo_line_to (cr, p[1].x, p[1].y);
  cairo_line_to (cr, p[2].x, p[2].y);
  cairo_close_path (cr);
}

/* P shrunk towards its centre by FACTOR (1 = unchanged). */
static void
shrink_triangle (const TjPt  p[3],
                 double      factor,
                 TjPt        out[3])
{
  TjPt g = { (p[0].x + p[1].x + p[2].x) / 3, (p[0].y + p[1].y + p[2].y) / 3 };

  for (guint i = 0; i < 3; i++)
    out[i] = (TjPt) { g.x + (p[i].x - g.x) * factor, g.y + (p[i].y - g.y) * factor };
}

static double
tri_side (const TjPt p[3])
{
  return hypot (p[1].x - p[0].x, p[1].y - p[0].y);
}

static void
draw_glyph (cairo_t *cr,
            TjGlyph  glyph,
            double   cx,
            double   cy,
            double   r)
{
  switch (glyph)
    {
    case TJ_GLYPH_CIRCLE:
      cairo_arc (cr, cx, cy, r * 0.85, 0, 2 * G_PI);
      break;
    case TJ_GLYPH_SQUARE:
      cairo_rectangle (cr, cx - r * 0.75, cy - r * 0.75, r * 1.5, r * 1.5);
      break;
    case TJ_GLYPH_TRIANGLE:
      cairo_move_to (cr, cx, cy - r * 1.05);
      cairo_line_to (cr, cx + r * 0.95, cy + r * 0.6);
      cairo_line_to (cr, cx - r * 0.95, cy + r * 0.6);
      cairo_close_path (cr);
      break;
    case TJ_GLYPH_DIAMOND:
      cairo_move_to (cr, cx, cy - r);
      cairo_line_to (cr, cx + r * 0.72, cy);
      cairo_line_to (cr, cx, cy + r);
      cairo_line_to (cr, cx - r * 0.72, cy);
      cairo_close_path (cr);
      break;
    case TJ_GLYPH_STAR:
    default:
      for (guint k = 0; k < 10; k++)
        {
          double a = -G_PI / 2 + k * G_PI / 5;
          double rr = (k % 2 == 0) ? r * 1.05 : r * 0.45;
          if (k == 0)
            cairo_move_to (cr, cx + rr * cos (a), cy + rr * sin (a));
          else
            cairo_line_to (cr, cx + rr * cos (a), cy + rr * sin (a));
        }
      cairo_close_path (cr);
      break;
    }
  cairo_fill (cr);
}

/* A card face: each corner's colour fills the kite between that corner,
 * the midpoints of its two sides and the centre, so cards meeting at a
 * point form a coloured rosette there; each kite carries its colour's
 * glyph for players who cannot tell the colours apart (spec §2.1). */
static void
draw_face (cairo_t    *cr,
           const TjPt  p[3],
           int         card,
           guint       rot,
           double      alpha)
{
  TjPt g = { (p[0].x + p[1].x + p[2].x) / 3, (p[0].y + p[1].y + p[2].y) / 3 };
  TjPt m[3];
  double side = tri_side (p);

  for (guint i = 0; i < 3; i++)
    m[i] = (TjPt) { (p[i].x + p[(i + 1) % 3].x) / 2, (p[i].y + p[(i + 1) % 3].y) / 2 };

  for (guint i = 0; i < 3; i++)
    {
      TjColour colour = tj_card_colour_at (card, rot, i);

      ts_board_util_set_source_rgb (cr, tj_colour_rgb (colour), alpha);
      cairo_move_to (cr, p[i].x, p[i].y);
      cairo_line_to (cr, m[i].x, m[i].y);
      cairo_line_to (cr, g.x, g.y);
      cairo_line_to (cr, m[(i + 2) % 3].x, m[(i + 2) % 3].y);
      cairo_close_path (cr);
      /* Fill and stroke with the same colour to close anti-aliasing seams
       * between the kites. */
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 0.6);
      cairo_stroke (cr);
    }

  if (side >= 14)
    for (guint i = 0; i < 3; i++)
      {
        TjColour colour = tj_card_colour_at (card, rot, i);
        GdkRGBA c = ts_board_util_rgb_to_rgba (tj_colour_rgb (colour), 1);
        double t = 0.55;

        if (ts_board_util_luminance (&c) > 0.3)
          cairo_set_source_rgba (cr, 0, 0, 0, 0.72 * alpha);
        else
          cairo_set_source_rgba (cr, 1, 1, 1, 0.92 * alpha);
        draw_glyph (cr, tj_colour_glyph (colour), p[i].x + (g.x - p[i].x) * t,
                    p[i].y + (g.y - p[i].y) * t, MAX (side * 0.085, 2));
      }

  path_triangle (cr, p);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.55 * alpha);
  cairo_set_line_width (cr, CLAMP (side * 0.02, 1, 2.5));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

/* The notch: a light corner cap on the given corner (R21). */
static void
draw_notch (cairo_t    *cr,
            const TjPt  p[3],
            guint       corner,
            double      alpha)
{
  const TjPt *c = &p[corner];
  const TjPt *a = &p[(corner + 1) % 3];
  const TjPt *b = &p[(corner + 2) % 3];
  double f = 0.24;

  cairo_move_to (cr, c->x, c->y);
  cairo_line_to (cr, c->x + (a->x - c->x) * f, c->y + (a->y - c->y) * f);
  cairo_line_to (cr, c->x + (b->x - c->x) * f, c->y + (b->y - c->y) * f);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.98, 0.95, 0.86, alpha);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45 * alpha);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

/* A card back: one design for every card; NOTCH is the notch value, or
 * -1 for the deck. */
static void
draw_back (cairo_t    *cr,
           const TjPt  p[3],
           int         notch,
           double      alpha)
{
  TjPt inner[3];
  double side = tri_side (p);

  path_triangle (cr, p);
  cairo_set_source_rgba (cr, 0.30, 0.35, 0.44, alpha);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.55 * alpha);
  cairo_set_line_width (cr, CLAMP (side * 0.025, 1, 2.5));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);

  shrink_triangle (p, 0.62, inner);
  path_triangle (cr, inner);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.22 * alpha);
  cairo_set_line_width (cr, MAX (side * 0.03, 1));
  cairo_stroke (cr);

  if (notch >= 0)
    draw_notch (cr, p, tj_notch_corner (notch), alpha);
}

void
tj_card_view_draw (TsCardView *view,
                   cairo_t    *cr,
                   double      width,
                   double      height,
                   gpointer    data)
{
  double s = MIN (width, height / SQRT3_2);
  TjTri t = { (width - s) / 2, (height - s * SQRT3_2) / 2, s };
  int card = ts_card_view_get_card (view);
  TjPt p[3];

  tri_corners (&t, p);
  if (ts_card_view_get_face_up (view) && card >= 0)
    draw_face (cr, p, card, ts_card_view_get_orientation (view), 1);
  else
    draw_back (cr, p, ts_card_view_get_orientation (view), 1);
}

/* Outlines */

/* The outline of P scaled by FACTOR about its centre, solid or dashed. */
static void
stroke_scaled (cairo_t       *cr,
               const TjPt     p[3],
               double         factor,
               const GdkRGBA *colour,
               double         width,
               gboolean       dashed)
{
  TjPt o[3];

  shrink_triangle (p, factor, o);
  path_triangle (cr, o);
  ts_board_util_stroke_path (cr, colour, width, dashed);
}

/* A ring inside a cell, so a neighbour's card cannot cover it. */
static void
stroke_ring (cairo_t       *cr,
             const TjPt     p[3],
             const GdkRGBA *colour,
             double         width,
             gboolean       dashed)
{
  double factor = MAX (0.5, 1 - (width * 1.8) / MAX (tri_side (p) * 0.29, 1));

  stroke_scaled (cr, p, factor, colour, width, dashed);
}

/* Layers */

static void
draw_lattice (cairo_t              *cr,
              const TjCanvasLayout *l,
              const GdkRGBA        *fg)
{
  const graphene_rect_t *t = &l->table;
  double px0 = (t->origin.x - l->ox) / l->unit;
  double px1 = (t->origin.x + t->size.width - l->ox) / l->unit;
  double py0 = (l->oy - (t->origin.y + t->size.height)) / l->unit_y;
  double py1 = (l->oy - t->origin.y) / l->unit_y;
  int r0 = (int) floor (py0 / SQRT3_2) - 1, r1 = (int) ceil (py1 / SQRT3_2) + 1;
  int c0 = (int) floor (px0 - (r1 * 0.5)) - 2, c1 = (int) ceil (px1 - (r0 * 0.5)) + 2;
  int d0 = (int) floor (px0 + (r0 * 0.5)) - 2, d1 = (int) ceil (px1 + (r1 * 0.5)) + 2;
  TjPt a, b;

  cairo_save (cr);
  cairo_rectangle (cr, t->origin.x, t->origin.y, t->size.width, t->size.height);
  cairo_clip (cr);
  ts_board_util_set_source (cr, fg, 0.08);
  cairo_set_line_width (cr, 1);

  /* Rows: r constant. */
  for (int r = r0; r <= r1; r++)
    {
      double y = l->oy - r * SQRT3_2 * l->unit_y;
      cairo_move_to (cr, t->origin.x, y);
      cairo_line_to (cr, t->origin.x + t->size.width, y);
    }
  /* q constant (x = q + r/2) and q + r constant (x = c − r/2). */
  for (int q = c0; q <= c1; q++)
    {
      plane_to_canvas (l, q + r0 * 0.5, r0 * SQRT3_2, &a);
      plane_to_canvas (l, q + r1 * 0.5, r1 * SQRT3_2, &b);
      cairo_move_to (cr, a.x, a.y);
      cairo_line_to (cr, b.x, b.y);
    }
  for (int c = d0; c <= d1; c++)
    {
      plane_to_canvas (l, c - r0 * 0.5, r0 * SQRT3_2, &a);
      plane_to_canvas (l, c - r1 * 0.5, r1 * SQRT3_2, &b);
      cairo_move_to (cr, a.x, a.y);
      cairo_line_to (cr, b.x, b.y);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_static (cairo_t              *cr,
             const TjCanvasLayout *l,
             const GdkRGBA        *fg)
{
  ts_board_util_path_round_rect (cr, l->table.origin.x, l->table.origin.y,
                                 l->table.size.width, l->table.size.height, 10);
  ts_board_util_set_source (cr, fg, 0.035);
  cairo_fill (cr);
  draw_lattice (cr, l, fg);
}

static void
draw_memorise (cairo_t              *cr,
               const TjScene        *scene,
               const TjCanvasLayout *l,
               const GdkRGBA        *fg)
{
  GdkRGBA bg = ts_board_util_estimated_bg (fg);

  /* The table steps back behind the three cards. */
  ts_board_util_path_round_rect (cr, l->table.origin.x, l->table.origin.y,
                                 l->table.size.width, l->table.size.height, 10);
  ts_board_util_set_source (cr, &bg, 0.94);
  cairo_fill (cr);
  for (guint i = 0; i < 3; i++)
    {
      int card = ts_trojhranna_game_get_dealt (tj_scene_view (scene), scene->mem_order[i]);
      TjPt p[3];

      tri_corners (&l->mem_card[i], p);
      if (card < 0)
        continue;
      draw_face (cr, p, card, tj_notch_rotation (scene->mem_rot[i]), 1);
      draw_notch (cr, p, tj_notch_corner (scene->mem_rot[i]), 1);
    }
}

static void
draw_pieces (cairo_t              *cr,
             const TjScene        *scene,
             const TjCanvasLayout *l,
             const GdkRGBA        *fg)
{
  TsTrojhrannaGame *view = tj_scene_view (scene);
  GdkRGBA accent = ts_board_util_rgb_to_rgba (ACCENT_RGB, 1);
  const TjLastTurn *lt = &scene->last_turn;
  TjSource source;
  gboolean placing = tj_scene_acting_in (scene, TJ_PHASE_PLACE)
                     && ts_trojhranna_game_get_flipped (view, &source) >= 0;
  guint n = ts_trojhranna_game_get_n_table (view);

  cairo_save (cr);
  cairo_rectangle (cr, l->table.origin.x, l->table.origin.y, l->table.size.width, l->table.size.height);
  cairo_clip (cr);

  if (placing)
    for (guint i = 0; i < scene->n_legal; i++)
      {
        TjPt p[3];

        cell_corners (l, scene->legal[i].cell, p);
        path_triangle (cr, p);
        ts_board_util_set_source (cr, &accent, 0.22);
        cairo_fill_preserve (cr);
        ts_board_util_set_source (cr, &accent, 0.75);
        cairo_set_line_width (cr, 1.5);
        cairo_stroke (cr);
      }

  for (guint i = 0; i < n; i++)
    {
      const TjTableCard *tc = ts_trojhranna_game_get_table_card (view, i);
      TjPt p[3];

      if (tc == NULL)
        continue;
      cell_corners (l, tc->cell, p);
      draw_face (cr, p, tc->card, tc->rot, 1);
    }

  /* The card placed last turn, so players see what changed. */
  if (lt->seat >= 0 && lt->placed && ts_trojhranna_game_get_card_at (view, lt->cell, NULL) >= 0)
    {
      TjPt p[3];

      cell_corners (l, lt->cell, p);
      stroke_ring (cr, p, fg, MAX (2, l->unit * 0.03), FALSE);
    }
  cairo_restore (cr);

  if (l->memorise)
    draw_memorise (cr, scene, l, fg);
}

/* The box around P, grown by MARGIN. */
static graphene_rect_t
tri_box (const TjPt p[3],
         double     margin)
{
  double x0 = MIN (p[0].x, MIN (p[1].x, p[2].x)), x1 = MAX (p[0].x, MAX (p[1].x, p[2].x));
  double y0 = MIN (p[0].y, MIN (p[1].y, p[2].y)), y1 = MAX (p[0].y, MAX (p[1].y, p[2].y));

  return GRAPHENE_RECT_INIT (x0 - margin, y0 - margin, x1 - x0 + 2 * margin, y1 - y0 + 2 * margin);
}

void
tj_hover_cache_clear (TjHoverCache *cache)
{
  for (guint i = 0; i < G_N_ELEMENTS (cache->image); i++)
    g_clear_pointer (&cache->image[i], cairo_surface_destroy);
}

/* KEY drawn on the cell with corners P (whole pixels), into an image of
 * the box X, Y, W × H (whole pixels too). */
static cairo_surface_t *
draw_hover_image (const TjHoverKey     *key,
                  const TjCanvasLayout *l,
                  const TjPt            p[3],
                  int                   x,
                  int                   y,
                  int                   w,
                  int                   h)
{
  GdkRGBA accent = ts_board_util_rgb_to_rgba (ACCENT_RGB, 1);
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w * key->scale, h * key->scale);
  cairo_t *cr;

  cairo_surface_set_device_scale (image, key->scale, key->scale);
  cr = cairo_create (image);
  cairo_translate (cr, -x, -y);
  if (key->kind == 1)
    {
      draw_face (cr, p, key->card, key->rotation, 0.92);
      stroke_ring (cr, p, &accent, MAX (2.5, l->unit * 0.04), FALSE);
    }
  else if (key->kind == 2)
    draw_face (cr, p, key->card, key->rotation, 0.3);
  /* The keyboard cursor. */
  if (key->cursor)
    stroke_ring (cr, p, &key->fg, 2, TRUE);
  cairo_destroy (cr);
  return image;
}

/* The hover is one cell (or one dealt card) at most, and it is drawn
 * again whenever the cursor moves: its node covers that cell only, so the
 * renderer repaints a few hundred pixels, not the whole canvas.  The
 * cell's drawing is an image kept for the next cell of the same
 * orientation: moving the pointer over the table copies pixels. */
static void
draw_hover (GtkSnapshot          *snapshot,
            const TjScene        *scene,
            const TjCanvasLayout *l,
            const GdkRGBA        *fg,
            gboolean              focus,
            int                   scale,
            TjHoverCache         *cache)
{
  TsTrojhrannaGame *view = tj_scene_view (scene);
  GdkRGBA accent = ts_board_util_rgb_to_rgba (ACCENT_RGB, 1);
  TjSource source;
  int flipped = ts_trojhranna_game_get_flipped (view, &source);
  gboolean preview = tj_scene_acting_in (scene, TJ_PHASE_PLACE) && flipped >= 0 && scene->cursor_set;
  gboolean cursor = scene->cursor_set && focus && !tj_scene_acting_in (scene, TJ_PHASE_CHOOSE);
  graphene_rect_t box, clip;
  TjHoverKey key;
  cairo_t *cr;
  TjPt p[3];
  int x0, y0, x1, y1;
  guint side;

  if (l->memorise)
    {
      tri_corners (&l->mem_card[MIN (scene->mem_sel, 2)], p);
      box = tri_box (p, l->mem_card[0].s * 0.12 + 4);
      cr = gtk_snapshot_append_cairo (snapshot, &box);
      stroke_scaled (cr, p, 1.12, focus ? fg : &accent, 2.5, focus);
      cairo_destroy (cr);
      return;
    }
  if (!preview && !cursor)
    return;

  memset (&key, 0, sizeof key);
  key.card = -1;
  if (preview && tj_scene_find_legal (scene, scene->cursor) != NULL)
    {
      key.card = flipped;
      key.rotation = tj_scene_shown_rotation (scene, scene->cursor);
      key.kind = 1;
    }
  else if (preview && ts_trojhranna_game_get_card_at (view, scene->cursor, NULL) < 0)
    {
      key.card = flipped;
      key.rotation = scene->rotation;
      key.kind = 2;
    }
  key.cursor = cursor;
  if (key.kind == 0 && !key.cursor)
    return;
  key.down = scene->cursor.s == TS_TRI_DOWN;
  key.unit = l->unit;
  key.unit_y = l->unit_y;
  key.scale = MAX (scale, 1);
  key.fg = *fg;

  /* The cell's box on whole pixels (its corners are, but for rounding). */
  cell_corners (l, scene->cursor, p);
  box = tri_box (p, 0);
  x0 = (int) round (box.origin.x) - 4;
  y0 = (int) round (box.origin.y) - 4;
  x1 = (int) round (box.origin.x + box.size.width) + 4;
  y1 = (int) round (box.origin.y + box.size.height) + 4;
  box = GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0);
  if (!graphene_rect_intersection (&box, &l->table, &clip))
    return;

  side = key.down ? 1 : 0;
  if (cache->image[side] == NULL || memcmp (&cache->key[side], &key, sizeof key) != 0)
    {
      g_clear_pointer (&cache->image[side], cairo_surface_destroy);
      cache->image[side] = draw_hover_image (&key, l, p, x0, y0, x1 - x0, y1 - y0);
      cache->key[side] = key;
    }
  cr = gtk_snapshot_append_cairo (snapshot, &clip);
  cairo_set_source_surface (cr, cache->image[side], x0, y0);
  cairo_paint (cr);
  cairo_destroy (cr);
}

void
tj_canvas_draw (GtkWidget    *canvas,
                TsBoardLayer  layer,
                GtkSnapshot  *snapshot,
                double        width,
                double        height,
                gpointer      data)
{
  TsTrojhrannaBoard *board = data;
  const TjScene *scene = ts_trojhranna_board_get_scene (board);
  TjCanvasLayout l;
  GdkRGBA fg;
  cairo_t *cr;

  tj_canvas_layout (scene, width, height, &l);
  if (l.unit <= 0)
    return;
  ts_board_util_get_fg (canvas, &fg);
  /* Everything over the pieces follows the cursor: the hover. */
  if (layer == TS_BOARD_LAYER_OVERLAY)
    return;
  if (layer == TS_BOARD_LAYER_HOVER)
    {
      draw_hover (snapshot, scene, &l, &fg, ts_trojhranna_board_has_focus (board),
                  gtk_widget_get_scale_factor (canvas), ts_trojhranna_board_get_hover_cache (board));
      return;
    }
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (layer == TS_BOARD_LAYER_STATIC)
    draw_static (cr, &l, &fg);
  else
    draw_pieces (cr, scene, &l, &fg);
  cairo_destroy (cr);
}
