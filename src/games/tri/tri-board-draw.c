/* tri-board-draw.c — drawing the TRI torus, layer by layer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TsBoardCanvas keeps each layer's render node: the empty torus is drawn
 * once per size and scale, the pieces after a change of the state, and the
 * hover (cursor, hovered target, previewed attack) when the cursor moves,
 * so a pointer move costs only the hover.
 *
 * Legibility (issue 10 §6): every owned triangle carries its seat's glyph,
 * large, in black or white, whichever contrasts more with the seat colour;
 * everything that is not a seat (the cursor, targets, attacking triangles,
 * the last move, teleports) is drawn in neutral black-and-white strokes,
 * dashed where it is a choice, so it cannot be read as a player's colour
 * or glyph.
 */
#include "tri-board-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ts-board-util.h"

/* Seat colours when a setup names none (hand-made matches in tests). */
static const guint32 fallback_seat_rgb[TS_MAX_SEATS] = {
  0xc01c28, 0x1c71d8, 0x26a269, 0xe5a50a,
};
static const char * const fallback_seat_colour[TS_MAX_SEATS] = {
  "red", "blue", "green", "yellow",
};

static const GdkRGBA black = { 0, 0, 0, 1 };
static const GdkRGBA white = { 1, 1, 1, 1 };

const char *
tri_board_seat_colour_id (TsTable *table,
                          int      seat)
{
  const char *id = ts_board_util_setup_colour (table, seat);

  return id != NULL ? id : fallback_seat_colour[CLAMP (seat, 0, TS_MAX_SEATS - 1)];
}

guint32
tri_board_seat_rgb (TsTable *table,
                    int      seat)
{
  const char *id = tri_board_seat_colour_id (table, seat);

  if (ts_seat_colour_is_valid (id))
    return ts_seat_colour_rgb (id);
  return fallback_seat_rgb[CLAMP (seat, 0, TS_MAX_SEATS - 1)];
}

TsSeatGlyph
tri_board_seat_glyph (int seat)
{
  static const TsSeatGlyph glyphs[TS_MAX_SEATS] = {
    TS_SEAT_GLYPH_CIRCLE, TS_SEAT_GLYPH_SQUARE, TS_SEAT_GLYPH_TRIANGLE, TS_SEAT_GLYPH_DIAMOND,
  };

  return glyphs[CLAMP (seat, 0, TS_MAX_SEATS - 1)];
}

GdkRGBA
tri_board_glyph_colour (guint32 rgb)
{
  GdkRGBA c = ts_board_util_rgb_to_rgba (rgb, 1);

  return ts_board_util_contrast (&c, &black) >= ts_board_util_contrast (&c, &white) ? black : white;
}

/* ------------------------------------------------------------------ */
/* Paths                                                               */

static void
path_triangle (cairo_t     *cr,
               const TriPt  p[3])
{
  cairo_move_to (cr, p[0].x, p[0].y);
  cairo_line_to (cr, p[1].x, p[1].y);
  cairo_line_to (cr, p[2].x, p[2].y);
  cairo_close_path (cr);
}

/* P shrunk towards its incentre so that its sides move INSET inwards. */
static void
path_inset (cairo_t     *cr,
            const TriPt  p[3],
            double       inset)
{
  double r;
  TriPt c = tri_geom_incentre (p, &r);
  double f = MAX (0.1, 1 - inset / MAX (r, 1e-3));
  TriPt o[3];

  for (guint i = 0; i < 3; i++)
    o[i] = (TriPt) { c.x + (p[i].x - c.x) * f, c.y + (p[i].y - c.y) * f };
  path_triangle (cr, o);
}

/* The neutral mark: the current path stroked white, WIDTH + 2 wide, then
 * black over it, dashed or solid.  Reads on every seat colour and on the
 * empty board, in light and dark themes. */
static void
stroke_neutral (cairo_t  *cr,
                double    width,
                gboolean  dashed)
{
  double dash[2] = { MAX (3, width * 2.2), MAX (3, width * 2.2) };

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, width + 2);
  ts_board_util_set_source (cr, &white, 1);
  cairo_stroke_preserve (cr);
  if (dashed)
    cairo_set_dash (cr, dash, 2, 0);
  cairo_set_line_width (cr, width);
  ts_board_util_set_source (cr, &black, 1);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* A shape per seat, so players who cannot tell the colours apart can tell
 * the owners apart: a disc, a square, a triangle, a diamond. */
static void
path_seat_glyph (cairo_t *cr,
                 int      seat,
                 double   cx,
                 double   cy,
                 double   r)
{
  switch (tri_board_seat_glyph (seat))
    {
    case TS_SEAT_GLYPH_CIRCLE:
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, r * 0.82, 0, 2 * G_PI);
      break;
    case TS_SEAT_GLYPH_SQUARE:
      cairo_rectangle (cr, cx - r * 0.72, cy - r * 0.72, r * 1.44, r * 1.44);
      break;
    case TS_SEAT_GLYPH_TRIANGLE:
      cairo_move_to (cr, cx, cy - r);
      cairo_line_to (cr, cx + r * 0.95, cy + r * 0.7);
      cairo_line_to (cr, cx - r * 0.95, cy + r * 0.7);
      cairo_close_path (cr);
      break;
    case TS_SEAT_GLYPH_DIAMOND:
    case TS_SEAT_GLYPH_NONE:
    default:
      cairo_move_to (cr, cx, cy - r);
      cairo_line_to (cr, cx + r * 0.8, cy);
      cairo_line_to (cr, cx, cy + r);
      cairo_line_to (cr, cx - r * 0.8, cy);
      cairo_close_path (cr);
      break;
    }
}

static guint
wrap_square (const TriGeom *g,
             int            x,
             int            y)
{
  int s = g->size;

  return ((y % s + s) % s) * s + ((x % s + s) % s);
}

/* ------------------------------------------------------------------ */
/* The static layer: the empty torus                                   */

static void
draw_empty_square (cairo_t       *cr,
                   const TriGeom *g,
                   int            x,
                   int            y,
                   const GdkRGBA *fg)
{
  double u = g->unit;

  for (TriDir d = TRI_DIR_N; d <= TRI_DIR_W; d++)
    {
      TriPt p[3];

      tri_geom_corners_at (g, x, y, d, p);
      path_triangle (cr, p);
      ts_board_util_set_source (cr, fg, 0.05);
      cairo_fill_preserve (cr);
      ts_board_util_set_source (cr, fg, 0.22);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
  cairo_rectangle (cr, g->ox + x * u + 0.5, g->oy + y * u + 0.5, u - 1, u - 1);
  ts_board_util_set_source (cr, fg, 0.45);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
draw_static (cairo_t       *cr,
             const TriGeom *g,
             const GdkRGBA *fg,
             const GdkRGBA *bg)
{
  double u = g->unit, half = u / 2;
  double x0 = g->ox - half, y0 = g->oy - half;
  double x1 = g->ox + g->size * u + half, y1 = g->oy + g->size * u + half;
  double a = MAX (4, u * 0.06);

  /* The repeat: the squares around the torus, clipped to half a square,
   * washed out so it reads as a reflection, not as more board. */
  cairo_save (cr);
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
  cairo_clip (cr);
  for (int y = -1; y <= (int) g->size; y++)
    for (int x = -1; x <= (int) g->size; x++)
      if (x < 0 || y < 0 || x >= (int) g->size || y >= (int) g->size)
        draw_empty_square (cr, g, x, y, fg);
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
  cairo_rectangle (cr, g->ox, g->oy, g->size * u, g->size * u);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  ts_board_util_set_source (cr, bg, 0.55);
  cairo_fill (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  cairo_restore (cr);

  for (guint y = 0; y < g->size; y++)
    for (guint x = 0; x < g->size; x++)
      draw_empty_square (cr, g, x, y, fg);

  /* Arrows on the edge: leaving one side comes back on the other. */
  ts_board_util_set_source (cr, fg, 0.45);
  for (guint i = 0; i < g->size; i++)
    {
      double cx = g->ox + (i + 0.5) * u;
      double cy = g->oy + (i + 0.5) * u;

      cairo_move_to (cr, cx, y0 + 1);
      cairo_line_to (cr, cx - a, y0 + 1 + a);
      cairo_line_to (cr, cx + a, y0 + 1 + a);
      cairo_close_path (cr);
      cairo_move_to (cr, cx, y1 - 1 - a);
      cairo_line_to (cr, cx - a, y1 - 1);
      cairo_line_to (cr, cx + a, y1 - 1);
      cairo_close_path (cr);
      cairo_move_to (cr, x0 + 1, cy);
      cairo_line_to (cr, x0 + 1 + a, cy - a);
      cairo_line_to (cr, x0 + 1 + a, cy + a);
      cairo_close_path (cr);
      cairo_move_to (cr, x1 - 1 - a, cy);
      cairo_line_to (cr, x1 - 1, cy - a);
      cairo_line_to (cr, x1 - 1, cy + a);
      cairo_close_path (cr);
    }
  cairo_fill (cr);
}

/* The labels on the edges, outside the repeat: column letters above, row
 * numbers left, the names every text uses (tri-words.c).  The torus
 * wraps, so they name the squares as shown. */
static void
draw_labels (cairo_t       *cr,
             GtkWidget     *canvas,
             const TriGeom *g,
             const GdkRGBA *fg)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoFontDescription *desc;

  if (g->label <= 0)
    return;
  layout = gtk_widget_create_pango_layout (canvas, NULL);
  desc = pango_font_description_new ();
  pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (desc, g->label_px * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  ts_board_util_set_source (cr, fg, 0.8);

  for (guint i = 0; i < g->size; i++)
    for (int side = 0; side < 2; side++)
      {
        g_autofree char *text = side == 0 ? tri_words_column (i) : tri_words_row (i);
        double cx, cy;
        int w, h;

        if (side == 0)
          tri_geom_column_label (g, i, &cx, &cy);
        else
          tri_geom_row_label (g, i, &cx, &cy);
        pango_layout_set_text (layout, text, -1);
        pango_layout_get_pixel_size (layout, &w, &h);
        cairo_move_to (cr, round (cx - w / 2.0), round (cy - h / 2.0));
        pango_cairo_show_layout (cr, layout);
      }
}

/* The torus's edge, strong, so the repeat reads as outside it; drawn over
 * the pieces. */
static void
draw_edge (cairo_t       *cr,
           const TriGeom *g,
           const GdkRGBA *fg)
{
  cairo_rectangle (cr, g->ox, g->oy, g->size * g->unit, g->size * g->unit);
  ts_board_util_set_source (cr, fg, 0.85);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
}

/* ------------------------------------------------------------------ */
/* The pieces layer                                                    */

static void
draw_glyph (cairo_t     *cr,
            int          seat,
            guint32      rgb,
            const TriPt  p[3])
{
  double r;
  TriPt c = tri_geom_incentre (p, &r);
  GdkRGBA on = tri_board_glyph_colour (rgb);
  double size = r * 0.72;

  if (size < 2.5)
    return;
  path_seat_glyph (cr, seat, c.x, c.y, size);
  ts_board_util_set_source (cr, &on, 1);
  cairo_fill (cr);
}

/* The checkers of square (X, Y) (maybe outside the torus: the repeat):
 * the owners' colour and glyph, and the target marks. */
static void
draw_square_pieces (const TriScene *scene,
                    cairo_t        *cr,
                    const TriGeom  *g,
                    int             x,
                    int             y,
                    const GdkRGBA  *fg,
                    gboolean        repeat)
{
  TsTriGame *view = scene->view;
  double u = g->unit;
  int mover = ts_game_get_current_seat (TS_GAME (view));

  for (TriDir d = TRI_DIR_N; d <= TRI_DIR_W; d++)
    {
      int t = tri_triangle (g->size, x, y, d);
      int owner = ts_tri_game_get_owner (view, t);
      TriPt p[3];

      tri_geom_corners_at (g, x, y, d, p);
      if (owner >= 0)
        {
          guint32 rgb = tri_board_seat_rgb (scene->table, owner);

          path_triangle (cr, p);
          ts_board_util_set_source_rgb (cr, rgb, 1);
          cairo_fill_preserve (cr);
          ts_board_util_set_source (cr, fg, 0.35);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
          draw_glyph (cr, owner, rgb, p);
        }

      if (!tri_scene_is_target (scene, t))
        continue;
      if (owner < 0)
        {
          /* In the mover's colour: "where your checker can go". */
          path_triangle (cr, p);
          if (mover >= 0)
            ts_board_util_set_source_rgb (cr, tri_board_seat_rgb (scene->table, mover), repeat ? 0.18 : 0.3);
          else
            ts_board_util_set_source (cr, fg, 0.2);
          cairo_fill (cr);
        }
      else
        {
          /* An attack or the void choice: a dashed neutral ring inside. */
          path_inset (cr, p, MAX (2.5, u * 0.035));
          stroke_neutral (cr, MAX (1.5, u * 0.018), TRUE);
        }
    }
}

static void
draw_conquered (const TriScene *scene,
                cairo_t        *cr,
                const TriGeom  *g,
                int             x,
                int             y,
                int             sq_owner)
{
  double u = g->unit, x0 = g->ox + x * u, y0 = g->oy + y * u;
  double w = MAX (2, u * 0.05);
  double in = w / 2 + MAX (2, u * 0.04);
  GdkRGBA on = tri_board_glyph_colour (tri_board_seat_rgb (scene->table, sq_owner));

  cairo_rectangle (cr, x0 + in, y0 + in, u - 2 * in, u - 2 * in);
  ts_board_util_set_source (cr, &on, 0.9);
  cairo_set_line_width (cr, w);
  cairo_stroke (cr);
}

/* The teleport of SQUARE: a small hollow ring while unused; a black disc
 * with a white arrow where the viewer can use it now (neutral, not any
 * seat's colour). */
static void
draw_teleport (const TriScene *scene,
               cairo_t        *cr,
               const TriGeom  *g,
               guint           square,
               int             sq_owner)
{
  double cx, cy, r = tri_geom_marker_radius (g);
  gboolean usable = scene->can_act && scene->teleport_from[square];
  gboolean chosen = usable && scene->teleport_mode && scene->teleport_square == (int) square;

  tri_geom_square_centre (g, square, &cx, &cy);
  if (usable)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, r * 1.2, 0, 2 * G_PI);
      ts_board_util_set_source (cr, &black, 1);
      cairo_fill_preserve (cr);
      ts_board_util_set_source (cr, &white, 1);
      cairo_set_line_width (cr, MAX (1.5, r * 0.22));
      cairo_stroke (cr);
      /* An arrow leaving the square. */
      cairo_move_to (cr, cx - r * 0.45, cy + r * 0.45);
      cairo_line_to (cr, cx + r * 0.45, cy - r * 0.45);
      cairo_move_to (cr, cx - r * 0.05, cy - r * 0.45);
      cairo_line_to (cr, cx + r * 0.45, cy - r * 0.45);
      cairo_line_to (cr, cx + r * 0.45, cy + r * 0.05);
      cairo_set_line_width (cr, MAX (1.5, r * 0.22));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_stroke (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      if (chosen)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, r * 1.8, 0, 2 * G_PI);
          stroke_neutral (cr, MAX (2, r * 0.25), TRUE);
        }
    }
  else if (!ts_tri_game_teleport_used (scene->view, square))
    {
      /* A hollow ring: never a filled disc, which is seat 1's glyph. */
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, sq_owner >= 0 ? r * 0.75 : r * 0.5, 0, 2 * G_PI);
      stroke_neutral (cr, MAX (1, r * 0.18), FALSE);
    }
}

/* The battle shown: the target dashed, the attacking triangles ringed,
 * the voided one crossed; all neutral. */
static void
draw_battle (const TriScene  *scene,
             cairo_t         *cr,
             const TriGeom   *g,
             const TriBattle *b)
{
  guint nt = tri_scene_n_triangles (scene);
  double u = g->unit;
  TriPt p[3];

  if (b->target >= 0 && (guint) b->target < nt)
    {
      tri_geom_corners (g, b->target, p);
      path_inset (cr, p, MAX (2.5, u * 0.03));
      stroke_neutral (cr, MAX (2, u * 0.025), TRUE);
    }
  for (guint i = 0; i < b->n_dice && i < 3; i++)
    if (b->attacking[i] >= 0 && (guint) b->attacking[i] < nt
        && scene->legal[b->attacking[i]] != TRI_MOVE_VOID)
      {
        tri_geom_corners (g, b->attacking[i], p);
        path_inset (cr, p, MAX (2.5, u * 0.03));
        stroke_neutral (cr, MAX (1.5, u * 0.015), FALSE);
      }
  if (b->voided >= 0 && (guint) b->voided < nt)
    {
      double r;
      TriPt c;

      tri_geom_corners (g, b->voided, p);
      c = tri_geom_incentre (p, &r);
      r *= 0.6;
      cairo_move_to (cr, c.x - r, c.y - r);
      cairo_line_to (cr, c.x + r, c.y + r);
      cairo_move_to (cr, c.x + r, c.y - r);
      cairo_line_to (cr, c.x - r, c.y + r);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      stroke_neutral (cr, MAX (2, u * 0.025), FALSE);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
    }
}

/* The last move's new checker: a solid neutral band along the inside of
 * the triangle's edges, which leaves the glyph alone. */
static void
draw_last_placed (cairo_t       *cr,
                  const TriGeom *g,
                  int            triangle)
{
  TriPt p[3];

  tri_geom_corners (g, triangle, p);
  path_inset (cr, p, MAX (2, g->unit * 0.022));
  stroke_neutral (cr, MAX (1.5, g->unit * 0.016), FALSE);
}

static void
draw_pieces (const TriScene *scene,
             cairo_t        *cr,
             const TriGeom  *g,
             const GdkRGBA  *fg,
             const GdkRGBA  *bg)
{
  double u = g->unit, half = u / 2;
  double x0 = g->ox - half, y0 = g->oy - half;
  double x1 = g->ox + g->size * u + half, y1 = g->oy + g->size * u + half;
  const TriBattle *b;
  int last;

  /* The repeat, faded like the empty one under it. */
  cairo_save (cr);
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
  cairo_rectangle (cr, g->ox, g->oy, g->size * u, g->size * u);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_clip (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  cairo_push_group (cr);
  for (int y = -1; y <= (int) g->size; y++)
    for (int x = -1; x <= (int) g->size; x++)
      if (x < 0 || y < 0 || x >= (int) g->size || y >= (int) g->size)
        draw_square_pieces (scene, cr, g, x, y, fg, TRUE);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, 0.45);
  cairo_restore (cr);

  for (guint y = 0; y < g->size; y++)
    for (guint x = 0; x < g->size; x++)
      draw_square_pieces (scene, cr, g, x, y, fg, FALSE);

  for (guint y = 0; y < g->size; y++)
    for (guint x = 0; x < g->size; x++)
      {
        guint square = wrap_square (g, x, y);
        int sq_owner = ts_tri_game_get_square_owner (scene->view, square);

        if (sq_owner >= 0)
          draw_conquered (scene, cr, g, x, y, sq_owner);
        draw_teleport (scene, cr, g, square, sq_owner);
      }
  draw_edge (cr, g, fg);

  b = tri_scene_shown_battle (scene);
  if (b != NULL)
    draw_battle (scene, cr, g, b);
  last = b == NULL ? tri_scene_last_placed (scene) : -1;
  if (last >= 0)
    draw_last_placed (cr, g, last);
}

/* ------------------------------------------------------------------ */
/* The hover                                                           */

/* The dice badge over an attack target: how many dice the attack gets. */
static void
draw_dice_badge (const TriScene *scene,
                 GtkWidget      *canvas,
                 GtkSnapshot    *snapshot,
                 const TriGeom  *g,
                 double          width,
                 int             target)
{
  guint n = tri_scene_attack_dice (scene, target);
  g_autofree char *text = NULL;
  g_autofree char *markup = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  PangoRectangle ink, logical;
  TriPt p[3], c;
  double w, h, bx, by;
  graphene_rect_t r;
  GskRoundedRect rr;
  GdkRGBA badge = { 0.1, 0.1, 0.12, 0.9 };

  if (n == 0)
    return;
  /* Translators: TRI: a text drawn on or read from the game board; a battle
     compares the attacker's and defender's dice plus a card each */
  text = g_strdup_printf (ngettext ("%u die", "%u dice", n), n);
  markup = g_markup_printf_escaped ("<b>%s</b>", text);
  layout = gtk_widget_create_pango_layout (canvas, NULL);
  pango_layout_set_markup (layout, markup, -1);
  pango_layout_get_pixel_extents (layout, &ink, &logical);

  tri_geom_corners (g, target, p);
  c = tri_geom_centroid (p);
  w = logical.width + 12;
  h = logical.height + 6;
  bx = CLAMP (c.x - w / 2, 0, width - w);
  by = c.y - h - g->unit * 0.12;
  if (by < 0)
    by = c.y + g->unit * 0.12;

  r = GRAPHENE_RECT_INIT (bx, by, w, h);
  gsk_rounded_rect_init_from_rect (&rr, &r, h / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &rr);
  gtk_snapshot_append_color (snapshot, &badge, &r);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (bx + 6, by + 3));
  gtk_snapshot_append_layout (snapshot, layout, &white);
  gtk_snapshot_restore (snapshot);
}

static void
draw_hover (const TriScene *scene,
            cairo_t        *cr,
            const TriGeom  *g)
{
  double u = g->unit;
  int cursor = scene->cursor;
  int preview = tri_scene_preview_attack (scene);
  TriPt p[3];

  if (cursor < 0 || (guint) cursor >= tri_scene_n_triangles (scene))
    return;

  /* The hovered empty target: a stronger tint of the mover's colour. */
  if (tri_scene_is_hot (scene, cursor) && tri_scene_is_target (scene, cursor)
      && ts_tri_game_get_owner (scene->view, cursor) < 0)
    {
      int mover = ts_game_get_current_seat (TS_GAME (scene->view));

      tri_geom_corners (g, cursor, p);
      path_triangle (cr, p);
      if (mover >= 0)
        ts_board_util_set_source_rgb (cr, tri_board_seat_rgb (scene->table, mover), 0.35);
      cairo_fill (cr);
    }

  /* The attacking triangles behind the previewed attack. */
  if (preview >= 0)
    {
      int attacking[3];
      guint n = ts_tri_game_get_attackers (scene->view, preview, attacking);

      for (guint i = 0; i < n && i < 3; i++)
        {
          tri_geom_corners (g, attacking[i], p);
          path_inset (cr, p, MAX (2.5, u * 0.03));
          stroke_neutral (cr, MAX (2, u * 0.02), TRUE);
        }
    }

  /* The cursor (keyboard focus or pointer): the triangle's own edges,
   * dashed black on white. */
  if (tri_scene_is_hot (scene, cursor) && (scene->focused || tri_scene_is_target (scene, cursor)))
    {
      tri_geom_corners (g, cursor, p);
      path_triangle (cr, p);
      stroke_neutral (cr, MAX (2, u * 0.022), TRUE);
    }
}

static void
add_triangle_bounds (graphene_rect_t *bounds,
                     gboolean        *any,
                     const TriGeom   *g,
                     int              triangle,
                     double           margin)
{
  TriPt p[3];
  graphene_rect_t r;
  double x0, y0, x1, y1;

  tri_geom_corners (g, triangle, p);
  x0 = MIN (p[0].x, MIN (p[1].x, p[2].x)) - margin;
  y0 = MIN (p[0].y, MIN (p[1].y, p[2].y)) - margin;
  x1 = MAX (p[0].x, MAX (p[1].x, p[2].x)) + margin;
  y1 = MAX (p[0].y, MAX (p[1].y, p[2].y)) + margin;
  r = GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0);
  if (*any)
    graphene_rect_union (bounds, &r, bounds);
  else
    *bounds = r;
  *any = TRUE;
}

/* What the hover may touch: the cursor triangle and the previewed
 * attack's triangles.  FALSE when it draws nothing.  Kept small, so a
 * pointer move repaints only that much of the window. */
static gboolean
hover_bounds (const TriScene  *scene,
              const TriGeom   *g,
              graphene_rect_t *bounds)
{
  double margin = MAX (4, g->unit * 0.05);
  int preview = tri_scene_preview_attack (scene);
  gboolean any = FALSE;

  if (scene->cursor >= 0 && (guint) scene->cursor < tri_scene_n_triangles (scene)
      && tri_scene_is_hot (scene, scene->cursor))
    add_triangle_bounds (bounds, &any, g, scene->cursor, margin);
  if (preview >= 0)
    {
      int attacking[3];
      guint n = ts_tri_game_get_attackers (scene->view, preview, attacking);

      for (guint i = 0; i < n && i < 3; i++)
        add_triangle_bounds (bounds, &any, g, attacking[i], margin);
    }
  return any;
}

/* ------------------------------------------------------------------ */

void
tri_board_draw (GtkWidget    *canvas,
                TsBoardLayer  layer,
                GtkSnapshot  *snapshot,
                double        width,
                double        height,
                gpointer      data)
{
  const TriScene *scene = data;
  GdkRGBA fg, bg;
  TriGeom g;
  cairo_t *cr;

  if (scene == NULL || scene->view == NULL)
    return;
  tri_geom_init (&g, tri_scene_size (scene), width, height, scene->xalign, scene->labels);
  if (g.unit <= 0)
    return;
  ts_board_util_get_fg (canvas, &fg);
  bg = ts_board_util_estimated_bg (&fg);

  /* Everything over the pieces follows the cursor: the hover. */
  if (layer == TS_BOARD_LAYER_OVERLAY)
    return;
  if (layer == TS_BOARD_LAYER_HOVER)
    {
      graphene_rect_t bounds;
      int preview = tri_scene_preview_attack (scene);

      if (hover_bounds (scene, &g, &bounds))
        {
          cr = gtk_snapshot_append_cairo (snapshot, &bounds);
          draw_hover (scene, cr, &g);
          cairo_destroy (cr);
        }
      if (preview >= 0)
        draw_dice_badge (scene, canvas, snapshot, &g, width, preview);
      return;
    }

  /* The static and pieces layers are rasterised once, at the device
   * scale, into an image that the node only paints: every later frame
   * copies pixels, where a node of paths would draw every path of the
   * torus again. */
  {
    int scale = gtk_widget_get_scale_factor (canvas);
    cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                           (int) ceil (width * scale),
                                                           (int) ceil (height * scale));

    cairo_surface_set_device_scale (surface, scale, scale);
    cr = cairo_create (surface);
    if (layer == TS_BOARD_LAYER_STATIC)
      {
        draw_static (cr, &g, &fg, &bg);
        draw_labels (cr, canvas, &g, &fg);
      }
    else
      draw_pieces (scene, cr, &g, &fg, &bg);
    cairo_destroy (cr);

    cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
    cairo_set_source_surface (cr, surface, 0, 0);
    cairo_paint (cr);
    cairo_destroy (cr);
    cairo_surface_destroy (surface);
  }
}
