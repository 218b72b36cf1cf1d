/* trehgrannik-board-draw.c — the planet and the cards of the Trehgrannik
 * board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three layers (TsBoardCanvas): the static one holds the 133 hexes, each
 * terrain in its colour and with its own texture (told apart without
 * colour), the borders of the seven parts, the edge of the planet and the
 * landing pad; the pieces layer holds the projects (owner colour and
 * glyph; a base is larger and ringed), the harvesters and the hexes the
 * viewer may click now, each with the fee it costs; the hover layer
 * holds the hover and the keyboard cursor only (the overlay is empty).
 */
#include "trehgrannik-board-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ts-board-util.h"
#include "ts-seat-panel.h"
#include "trehgrannik-words.h"

guint32
tg_terrain_rgb (TgTerrain terrain)
{
  static const guint32 rgb[TG_N_TERRAINS] = {
    [TG_PLAINS] = 0x9ccc65,
    [TG_ICE] = 0xd6ecf6,
    [TG_SAND] = 0xf0d58c,
    [TG_ROCKS] = 0xb0a08c,
    [TG_CRATER] = 0xd98f5c,
    [TG_LAKE] = 0x62a0ea,
    [TG_MOUNTAINS] = 0x6d625a,
    [TG_PAD] = 0xc0bfbc,
  };

  return terrain < TG_N_TERRAINS ? rgb[terrain] : 0x888888;
}

guint32
tg_type_rgb (TgCardType type)
{
  static const guint32 rgb[TG_N_TYPES] = {
    [TG_TYPE_PRODUCTION] = 0x3584e4,
    [TG_TYPE_GENERATORS] = 0xf6d32d,
    [TG_TYPE_LOGISTICS] = 0x33d17a,
    [TG_TYPE_LABORATORIES] = 0x9141ac,
    [TG_TYPE_PROTECTION] = 0xe01b24,
    [TG_TYPE_SYSTEMS] = 0x3d3846,
    [TG_TYPE_BLOCKS] = 0xf6f5f4,
  };

  return type < TG_N_TYPES ? rgb[type] : 0x888888;
}

static TsSeatGlyph
seat_glyph (int seat)
{
  return (TsSeatGlyph) (TS_SEAT_GLYPH_CIRCLE + seat % 4);
}

static void
path_hex (cairo_t *cr,
          double   cx,
          double   cy,
          double   size)
{
  for (int i = 0; i < 6; i++)
    {
      double dx, dy;

      ts_hex_corner_offset (size, i, &dx, &dy);
      if (i == 0)
        cairo_move_to (cr, cx + dx, cy + dy);
      else
        cairo_line_to (cr, cx + dx, cy + dy);
    }
  cairo_close_path (cr);
}

/* The part a hex belongs to: 0 the centre, 1 … 6 an outer position. */
static int
part_of (int hex)
{
  TsHex h = tg_hex_at (hex);

  if (ts_hex_length (h) <= 2)
    return 0;
  for (int p = 0; p < TG_N_POSITIONS; p++)
    if (ts_hex_distance (h, tg_position_centres[p]) <= 2)
      return 1 + p;
  return 0;
}

/* Each terrain's own marks, in a darker shade, so that the map reads
 * without colour (and in grey). */
static void
draw_texture (cairo_t   *cr,
              TgTerrain  t,
              double     cx,
              double     cy,
              double     s)
{
  double w = MAX (1.0, s * 0.07);

  cairo_save (cr);
  cairo_set_line_width (cr, w);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgba (cr, 0, 0, 0, t == TG_MOUNTAINS ? 0.55 : 0.32);
  switch (t)
    {
    case TG_PLAINS:   /* tufts of grass */
      for (int i = -1; i <= 1; i++)
        {
          double x = cx + i * s * 0.38, y = cy + (i == 0 ? -s * 0.2 : s * 0.22);

          cairo_move_to (cr, x - s * 0.1, y - s * 0.12);
          cairo_line_to (cr, x, y + s * 0.06);
          cairo_line_to (cr, x + s * 0.1, y - s * 0.12);
        }
      cairo_stroke (cr);
      break;
    case TG_ICE:      /* a snowflake */
      for (int i = 0; i < 3; i++)
        {
          double a = i * G_PI / 3 + G_PI / 2;

          cairo_move_to (cr, cx + cos (a) * s * 0.42, cy + sin (a) * s * 0.42);
          cairo_line_to (cr, cx - cos (a) * s * 0.42, cy - sin (a) * s * 0.42);
        }
      cairo_stroke (cr);
      break;
    case TG_SAND:     /* dunes of dots */
      for (int i = 0; i < 7; i++)
        {
          double a = i * 2 * G_PI / 7, r = i % 2 ? s * 0.45 : s * 0.22;

          cairo_arc (cr, cx + cos (a) * r, cy + sin (a) * r, w * 0.9, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      cairo_arc (cr, cx, cy, w * 0.9, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case TG_ROCKS:    /* boulders */
      cairo_move_to (cr, cx - s * 0.45, cy + s * 0.2);
      cairo_line_to (cr, cx - s * 0.25, cy - s * 0.15);
      cairo_line_to (cr, cx - s * 0.05, cy + s * 0.2);
      cairo_close_path (cr);
      cairo_move_to (cr, cx + s * 0.0, cy + s * 0.05);
      cairo_line_to (cr, cx + s * 0.22, cy - s * 0.35);
      cairo_line_to (cr, cx + s * 0.45, cy + s * 0.05);
      cairo_close_path (cr);
      cairo_stroke (cr);
      break;
    case TG_CRATER:   /* a rim */
      cairo_arc (cr, cx, cy, s * 0.38, 0, 2 * G_PI);
      cairo_stroke (cr);
      cairo_arc (cr, cx + s * 0.08, cy + s * 0.08, s * 0.14, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case TG_LAKE:     /* waves */
      for (int i = -1; i <= 1; i++)
        {
          double y = cy + i * s * 0.28;

          cairo_move_to (cr, cx - s * 0.45, y);
          cairo_curve_to (cr, cx - s * 0.2, y - s * 0.16, cx, y + s * 0.16, cx + s * 0.2, y);
          cairo_curve_to (cr, cx + s * 0.3, y - s * 0.08, cx + s * 0.4, y - s * 0.08, cx + s * 0.45, y);
        }
      cairo_set_source_rgba (cr, 1, 1, 1, 0.75);
      cairo_stroke (cr);
      break;
    case TG_MOUNTAINS: /* peaks */
      cairo_move_to (cr, cx - s * 0.6, cy + s * 0.4);
      cairo_line_to (cr, cx - s * 0.15, cy - s * 0.5);
      cairo_line_to (cr, cx + s * 0.1, cy);
      cairo_line_to (cr, cx + s * 0.28, cy - s * 0.3);
      cairo_line_to (cr, cx + s * 0.6, cy + s * 0.4);
      cairo_close_path (cr);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
      cairo_stroke (cr);
      break;
    case TG_PAD:      /* the landing pad: an H in a ring */
      cairo_set_source_rgba (cr, 0.15, 0.15, 0.15, 0.85);
      cairo_set_line_width (cr, w * 1.4);
      cairo_arc (cr, cx, cy, s * 0.6, 0, 2 * G_PI);
      cairo_stroke (cr);
      cairo_move_to (cr, cx - s * 0.22, cy - s * 0.3);
      cairo_line_to (cr, cx - s * 0.22, cy + s * 0.3);
      cairo_move_to (cr, cx + s * 0.22, cy - s * 0.3);
      cairo_line_to (cr, cx + s * 0.22, cy + s * 0.3);
      cairo_move_to (cr, cx - s * 0.22, cy);
      cairo_line_to (cr, cx + s * 0.22, cy);
      cairo_stroke (cr);
      break;
    case TG_N_TERRAINS:
    default:
      break;
    }
  cairo_restore (cr);
}

static void
draw_static (cairo_t           *cr,
             TsTrehgrannikGame *view,
             const TgGeom      *g,
             const GdkRGBA     *fg)
{
  double s = g->size;

  for (int h = 0; h < TG_N_HEXES; h++)
    {
      double x, y;
      TgTerrain t = ts_trehgrannik_game_get_terrain (view, tg_hex_at (h));

      tg_geom_centre (g, h, &x, &y);
      path_hex (cr, x, y, s * 0.985);
      ts_board_util_set_source_rgb (cr, tg_terrain_rgb (t), 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
      cairo_set_line_width (cr, MAX (1.0, s * 0.03));
      cairo_stroke (cr);
      draw_texture (cr, t, x, y, s);
    }

  /* The borders of the parts and the planet's edge: the side towards
   * direction d joins corners d and d + 1 — but on screen corner 0 of
   * ts_hex_corner_offset is at the east-north-east, so compute the side
   * as the two corners nearest the neighbour. */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int h = 0; h < TG_N_HEXES; h++)
    {
      double x, y;

      tg_geom_centre (g, h, &x, &y);
      for (int d = 0; d < TS_HEX_N_DIRECTIONS; d++)
        {
          int n = tg_hex_neighbour (h, d);
          double nx, ny, best[2] = { G_MAXDOUBLE, G_MAXDOUBLE };
          int corner[2] = { 0, 0 };
          gboolean edge = n < 0;

          if (!edge && (part_of (n) == part_of (h) || n < h))
            continue;
          if (edge)
            {
              TsHex v = ts_hex_direction_vector (d);
              double vx, vy;

              ts_hex_to_pixel (v, s, &vx, &vy);
              nx = x + vx;
              ny = y + vy;
            }
          else
            tg_geom_centre (g, n, &nx, &ny);
          for (int i = 0; i < 6; i++)
            {
              double dx, dy, dist;

              ts_hex_corner_offset (s, i, &dx, &dy);
              dist = hypot (x + dx - nx, y + dy - ny);
              if (dist < best[0])
                {
                  best[1] = best[0];
                  corner[1] = corner[0];
                  best[0] = dist;
                  corner[0] = i;
                }
              else if (dist < best[1])
                {
                  best[1] = dist;
                  corner[1] = i;
                }
            }
          for (int k = 0; k < 2; k++)
            {
              double dx, dy;

              ts_hex_corner_offset (s, corner[k], &dx, &dy);
              if (k == 0)
                cairo_move_to (cr, x + dx, y + dy);
              else
                cairo_line_to (cr, x + dx, y + dy);
            }
          if (edge)
            {
              /* The edge of the planet: a double line, the edge hexes
               * (scored by External Protection) read from it. */
              ts_board_util_set_source (cr, fg, 0.9);
              cairo_set_line_width (cr, MAX (2.0, s * 0.12));
            }
          else
            {
              cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.8);
              cairo_set_line_width (cr, MAX (1.5, s * 0.08));
            }
          cairo_stroke (cr);
        }
    }
}

static void
draw_project (cairo_t       *cr,
              TgProjectKind  kind,
              int            owner,
              guint32        rgb,
              double         x,
              double         y,
              double         s)
{
  GdkRGBA c = ts_board_util_rgb_to_rgba (rgb, 1);
  gboolean dark = ts_board_util_luminance (&c) < 0.4;
  double r = kind == TG_PROJECT_BASE ? s * 0.55 : s * 0.38;

  ts_seat_panel_path_glyph (cr, seat_glyph (owner), x, y, r);
  ts_board_util_set_source_rgb (cr, rgb, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.05, 0.05, 0.05, 0.95);
  cairo_set_line_width (cr, MAX (1.2, s * 0.07));
  cairo_stroke (cr);
  if (kind == TG_PROJECT_BASE)
    {
      /* A base: a second ring inside, in black or white. */
      ts_seat_panel_path_glyph (cr, seat_glyph (owner), x, y, r * 0.55);
      if (dark)
        cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
      else
        cairo_set_source_rgba (cr, 0, 0, 0, 0.85);
      cairo_set_line_width (cr, MAX (1.2, s * 0.08));
      cairo_stroke (cr);
    }
}

/* A harvester: a rover body in the seat's colour with the seat's glyph on
 * top, offset when several share a hex. */
static void
draw_harvester (cairo_t *cr,
                int      seat,
                guint32  rgb,
                double   x,
                double   y,
                double   s,
                gboolean on_turn)
{
  GdkRGBA c = ts_board_util_rgb_to_rgba (rgb, 1);
  gboolean dark = ts_board_util_luminance (&c) < 0.4;
  double w = s * 0.9, h = s * 0.55;

  /* The harvester on turn: a light halo, found at a glance. */
  if (on_turn)
    {
      ts_board_util_path_round_rect (cr, x - w / 2 - s * 0.14, y - h / 2 - s * 0.14,
                                     w + s * 0.28, h + s * 0.42, s * 0.2);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
      cairo_fill (cr);
    }

  /* Wheels. */
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 1);
  for (int i = -1; i <= 1; i += 2)
    {
      cairo_arc (cr, x + i * w * 0.32, y + h * 0.5, s * 0.13, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  ts_board_util_path_round_rect (cr, x - w / 2, y - h / 2, w, h, s * 0.12);
  ts_board_util_set_source_rgb (cr, rgb, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.05, 0.05, 0.05, 1);
  cairo_set_line_width (cr, on_turn ? MAX (2.0, s * 0.12) : MAX (1.2, s * 0.06));
  cairo_stroke (cr);
  ts_seat_panel_path_glyph (cr, seat_glyph (seat), x, y, h * 0.32);
  if (dark)
    cairo_set_source_rgba (cr, 1, 1, 1, 1);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 1);
  cairo_fill (cr);
}

static void
draw_fee_badge (cairo_t *cr,
                guint64  fees,
                double   x,
                double   y,
                double   s)
{
  /* The fee: the colours of the cards that can pay it, as dots. */
  int n = 0;

  for (int c = 0; c < TG_N_CARDS; c++)
    if (fees & (G_GUINT64_CONSTANT (1) << c))
      n++;
  for (int c = 0, i = 0; c < TG_N_CARDS && i < 6; c++)
    if (fees & (G_GUINT64_CONSTANT (1) << c))
      {
        double dx = (i - (MIN (n, 6) - 1) / 2.0) * s * 0.22;

        cairo_arc (cr, x + dx, y + s * 0.62, s * 0.09, 0, 2 * G_PI);
        ts_board_util_set_source_rgb (cr, tg_type_rgb (tg_cards[c].type), 1);
        cairo_fill_preserve (cr);
        cairo_set_source_rgba (cr, 0, 0, 0, 0.8);
        cairo_set_line_width (cr, 1);
        cairo_stroke (cr);
        i++;
      }
}

static void
draw_pieces (cairo_t       *cr,
             const TgScene *scene,
             const TgGeom  *g,
             const GdkRGBA *fg)
{
  TsTrehgrannikGame *view = scene->view;
  double s = g->size;
  GdkRGBA accent = { 0.11, 0.44, 0.85, 1 };
  GdkRGBA white = { 1, 1, 1, 0.9 };

  /* What may be clicked: a ring, a dot for a building site. */
  for (int h = 0; h < TG_N_HEXES; h++)
    {
      double x, y;

      if (!tg_scene_hex_legal (scene, h))
        continue;
      tg_geom_centre (g, h, &x, &y);
      /* A solid ring in the accent colour on a white one, seen on every
       * terrain; dashed where no construction follows. */
      path_hex (cr, x, y, s * 0.84);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.3);
      cairo_fill_preserve (cr);
      ts_board_util_stroke_path (cr, &white, MAX (3.0, s * 0.2), FALSE);
      path_hex (cr, x, y, s * 0.84);
      ts_board_util_stroke_path (cr, &accent, MAX (2.0, s * 0.12), !scene->site[h]);
      if (scene->site[h])
        {
          /* A building site: a crane-like plus. */
          cairo_set_source_rgba (cr, 0.05, 0.05, 0.05, 0.9);
          cairo_set_line_width (cr, MAX (1.5, s * 0.1));
          cairo_move_to (cr, x - s * 0.25, y - s * 0.45);
          cairo_line_to (cr, x + s * 0.25, y - s * 0.45);
          cairo_move_to (cr, x, y - s * 0.7);
          cairo_line_to (cr, x, y - s * 0.2);
          cairo_stroke (cr);
        }
      if (scene->step == TG_STEP_ACTION && scene->pending_fee < 0)
        draw_fee_badge (cr, scene->dest_fees[h], x, y, s);
    }

  for (int h = 0; h < TG_N_HEXES; h++)
    {
      int owner = -1;
      TgProjectKind kind = ts_trehgrannik_game_get_project (view, tg_hex_at (h), &owner);
      double x, y;

      if (kind == TG_PROJECT_NONE || owner < 0 || (guint) owner >= scene->n_seats)
        continue;
      tg_geom_centre (g, h, &x, &y);
      draw_project (cr, kind, owner, scene->rgb[owner], x, y, s);
    }

  /* The pending destination. */
  if (scene->pending_dest >= 0)
    {
      double x, y;

      tg_geom_centre (g, scene->pending_dest, &x, &y);
      path_hex (cr, x, y, s * 0.9);
      ts_board_util_stroke_path (cr, fg, MAX (3.0, s * 0.16), FALSE);
    }

  for (guint seat = 0; seat < scene->n_seats; seat++)
    {
      int h = tg_scene_harvester (scene, seat);
      int before = 0, here = 0;
      double x, y;

      if (h < 0)
        continue;
      for (guint o = 0; o < scene->n_seats; o++)
        if (tg_scene_harvester (scene, o) == h)
          {
            before += o < seat;
            here++;
          }
      tg_geom_centre (g, h, &x, &y);
      /* On a project, or several on one hex: smaller, around the middle,
       * so that the project stays in sight. */
      if (here > 1 || ts_trehgrannik_game_get_project (view, tg_hex_at (h), NULL) != TG_PROJECT_NONE)
        {
          double a = G_PI / 4 + before * 2 * G_PI / MAX (here, 1);

          x += cos (a) * s * 0.42;
          y += sin (a) * s * 0.42;
          draw_harvester (cr, seat, scene->rgb[seat], x, y, s * 0.76, (int) seat == scene->seat);
        }
      else
        draw_harvester (cr, seat, scene->rgb[seat], x, y - s * 0.05, s, (int) seat == scene->seat);
    }
}

static void
draw_hover (GtkSnapshot   *snapshot,
            const TgScene *scene,
            const TgGeom  *g,
            const GdkRGBA *fg,
            gboolean       focus)
{
  int hexes[2] = { scene->hover, focus ? scene->cursor : -1 };

  for (int i = 0; i < 2; i++)
    {
      double x, y, s = g->size;
      cairo_t *cr;

      if (hexes[i] < 0 || (i == 1 && hexes[1] == hexes[0] && !focus))
        continue;
      tg_geom_centre (g, hexes[i], &x, &y);
      /* Recorded in a node the size of one hex. */
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x - s - 4, y - s - 4,
                                                                       2 * s + 8, 2 * s + 8));
      path_hex (cr, x, y, s * 0.95);
      if (i == 0)
        {
          if (tg_scene_hex_legal (scene, hexes[i]))
            cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
          else
            cairo_set_source_rgba (cr, 1, 1, 1, 0.12);
          cairo_fill (cr);
        }
      else
        ts_board_util_stroke_path (cr, fg, 2.5, TRUE);
      cairo_destroy (cr);
    }
}

void
tg_canvas_draw (GtkWidget    *canvas,
                TsBoardLayer  layer,
                GtkSnapshot  *snapshot,
                double        width,
                double        height,
                gpointer      data)
{
  TsTrehgrannikBoard *board = data;
  const TgScene *scene = ts_trehgrannik_board_get_scene (board);
  TgGeom g;
  GdkRGBA fg;
  cairo_t *cr;

  if (scene->view == NULL)
    return;
  /* WIDTH × HEIGHT is the content size the board set: the same layout. */
  tg_geom_content (&g);
  ts_board_util_get_fg (canvas, &fg);
  /* The legal hexes are pieces; over them only the hover. */
  if (layer == TS_BOARD_LAYER_OVERLAY)
    return;
  if (layer == TS_BOARD_LAYER_HOVER)
    {
      draw_hover (snapshot, scene, &g, &fg, ts_trehgrannik_board_has_focus (board));
      return;
    }
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (layer == TS_BOARD_LAYER_STATIC)
    draw_static (cr, scene->view, &g, &fg);
  else
    draw_pieces (cr, scene, &g, &fg);
  cairo_destroy (cr);
}

/* Cards
 *
 * A face shows what a person needs to choose it: the name in the band of
 * its type's colour, where it may be built (the terrains as the map draws
 * them, and the terrain it must touch), and what it earns, in words.  No
 * text is smaller than TG_CARD_MIN_FONT: a name wraps between words only
 * and shrinks when a word is wider than the card. */

#define TG_CARD_MIN_FONT 9.0
#define TG_CARD_NAME_FONT 11.0
#define TG_CARD_TEXT_FONT 10.0
#define TG_CARD_ICON 13.0

/* A layout of TEXT at SIZE px wrapping at WIDTH; with CHECK, NULL when a
 * word is wider than WIDTH or the text taller than HEIGHT. */
static PangoLayout *
try_layout (PangoContext *context,
            const char   *text,
            double        width,
            double        height,
            double        size,
            gboolean      bold,
            PangoWrapMode wrap,
            gboolean      check)
{
  PangoLayout *layout = pango_layout_new (context);
  PangoFontDescription *font = pango_font_description_from_string (bold ? "Sans Bold" : "Sans");
  PangoRectangle logical;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) (MAX (width, 1) * PANGO_SCALE));
  pango_layout_set_wrap (layout, wrap);
  pango_layout_set_text (layout, text, -1);
  if (!check)
    return layout;
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  /* The ink may stick out a little (a bold J's hook): only the advance
   * widths count, as for any label. */
  if (logical.width > width + 0.5 || logical.height > height + 0.5)
    {
      g_object_unref (layout);
      return NULL;
    }
  return layout;
}

/* TEXT in WIDTH × HEIGHT at the largest size from MAX down to
 * TG_CARD_MIN_FONT, wrapped between words; a word wider than WIDTH even
 * then is broken (never at the translations shipped: the test of the
 * board checks every card).  *FITS says whether it fit. */
static PangoLayout *
fit_layout (PangoContext *context,
            const char   *text,
            double        width,
            double        height,
            double        max,
            gboolean      bold,
            gboolean     *fits)
{
  PangoLayout *layout;

  for (double size = max; size >= TG_CARD_MIN_FONT - 0.01; size -= 0.5)
    if ((layout = try_layout (context, text, width, height, size, bold, PANGO_WRAP_WORD, TRUE)) != NULL)
      {
        if (fits != NULL)
          *fits = TRUE;
        return layout;
      }
  if (fits != NULL)
    *fits = FALSE;
  return try_layout (context, text, width, height, TG_CARD_MIN_FONT, bold, PANGO_WRAP_WORD_CHAR, FALSE);
}

/* A card's name in WIDTH: bold on at most two lines, else plain on two,
 * else bold on three, each from its largest size down to 9 px. */
static PangoLayout *
fit_name (PangoContext *context,
          const char   *text,
          double        width,
          gboolean     *fits)
{
  static const struct { gboolean bold; double max; int lines; } tries[] = {
    { TRUE, TG_CARD_NAME_FONT, 2 }, { FALSE, TG_CARD_NAME_FONT - 1, 2 }, { TRUE, TG_CARD_MIN_FONT, 3 },
  };

  for (guint t = 0; t < G_N_ELEMENTS (tries); t++)
    for (double size = tries[t].max; size >= TG_CARD_MIN_FONT - 0.01; size -= 0.5)
      {
        PangoLayout *layout = try_layout (context, text, width, G_MAXINT, size, tries[t].bold,
                                          PANGO_WRAP_WORD, TRUE);

        if (layout == NULL)
          continue;
        if (pango_layout_get_line_count (layout) <= tries[t].lines)
          {
            *fits = TRUE;
            return layout;
          }
        g_object_unref (layout);
      }
  *fits = FALSE;
  return try_layout (context, text, width, G_MAXINT, TG_CARD_MIN_FONT, TRUE, PANGO_WRAP_WORD_CHAR, FALSE);
}

static double
layout_height (PangoLayout *layout)
{
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  return h;
}

static void
draw_terrain_icon (cairo_t   *cr,
                   TgTerrain  terrain,
                   double     cx,
                   double     cy,
                   double     size)
{
  path_hex (cr, cx, cy, size / 2);
  ts_board_util_set_source_rgb (cr, tg_terrain_rgb (terrain), 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  draw_texture (cr, terrain, cx, cy, size / 2);
}

/* The terrains a card may be built on, as icons, and the one it must
 * touch after the words "next to"; returns the height used. */
static double
draw_where (cairo_t      *cr,
            PangoContext *context,
            const TgCard *c,
            double        x,
            double        y,
            double        width,
            gboolean      draw)
{
  double cx = x + TG_CARD_ICON / 2, cy = y + TG_CARD_ICON / 2, h = TG_CARD_ICON;

  for (int t = 0; t < TG_MOUNTAINS; t++)
    if (c->terrains & (1u << t))
      {
        if (draw)
          draw_terrain_icon (cr, t, cx, cy, TG_CARD_ICON);
        cx += TG_CARD_ICON + 2;
      }
  if (c->condition == TG_COND_ANY_NEXT_TO)
    {
      /* Translators: Trehgrannik: on a card, between the terrains it may
         be built on and the terrain a neighbour must have (drawn as
         little hexes); keep it short */
      g_autoptr(PangoLayout) next = fit_layout (context, _("next to"), width, 2 * TG_CARD_ICON,
                                                TG_CARD_MIN_FONT, FALSE, NULL);
      int tw, th;

      pango_layout_get_pixel_size (next, &tw, &th);
      /* On the next line when the words and the icon do not fit. */
      if (cx - TG_CARD_ICON / 2 + tw + 2 + TG_CARD_ICON > x + width)
        {
          cx = x + TG_CARD_ICON / 2;
          cy += TG_CARD_ICON + 2;
          h += TG_CARD_ICON + 2;
        }
      if (draw)
        {
          cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
          cairo_move_to (cr, cx - TG_CARD_ICON / 2, cy - th / 2.0);
          pango_cairo_show_layout (cr, next);
          draw_terrain_icon (cr, c->next_to, cx - TG_CARD_ICON / 2 + tw + 2 + TG_CARD_ICON / 2, cy,
                             TG_CARD_ICON);
        }
    }
  return h;
}

/* Lays out (and with DRAW, draws) the face of CARD; whether every text
 * fits at TG_CARD_MIN_FONT or more without breaking a word. */
static gboolean
card_face (cairo_t      *cr,
           PangoContext *context,
           int           card,
           double        width,
           double        height,
           gboolean      draw)
{
  const TgCard *c = &tg_cards[card];
  GdkRGBA type = ts_board_util_rgb_to_rgba (tg_type_rgb (c->type), 1);
  gboolean dark = ts_board_util_luminance (&type) < 0.3;
  double pad = 4, r = MIN (width, height) * 0.08, band, y;
  gboolean name_fits, text_fits;
  g_autoptr(PangoLayout) name = fit_name (context, _(c->name), width - 2 * pad, &name_fits);
  g_autofree char *income = tg_words_card_income (card);
  g_autoptr(PangoLayout) text = NULL;

  band = layout_height (name) + 2 * 2;
  y = band + 2;
  y += draw_where (cr, context, c, pad, y, width - 2 * pad, FALSE) + 2;
  text = fit_layout (context, income, width - 2 * pad, height - y - 2, TG_CARD_TEXT_FONT, FALSE, &text_fits);
  if (!draw)
    return name_fits && text_fits;

  cairo_set_source_rgb (cr, 0.98, 0.98, 0.96);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  /* The type band with the name. */
  cairo_save (cr);
  ts_board_util_path_round_rect (cr, 0.5, 0.5, width - 1, height - 1, r);
  cairo_clip (cr);
  cairo_rectangle (cr, 0, 0, width, band);
  ts_board_util_set_source (cr, &type, 1);
  cairo_fill (cr);
  if (dark)
    cairo_set_source_rgb (cr, 1, 1, 1);
  else
    cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, pad, 2);
  pango_cairo_show_layout (cr, name);
  draw_where (cr, context, c, pad, band + 2, width - 2 * pad, TRUE);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_move_to (cr, pad, y);
  pango_cairo_show_layout (cr, text);
  cairo_restore (cr);
  return name_fits && text_fits;
}

gboolean
tg_card_face_fits (int    card,
                   double width,
                   double height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);
  PangoContext *context = pango_cairo_create_context (cr);
  gboolean fits = card >= 0 && card < TG_N_CARDS && card_face (cr, context, card, width, height, FALSE);

  g_object_unref (context);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return fits;
}

void
tg_card_view_draw (TsCardView *view,
                   cairo_t    *cr,
                   double      width,
                   double      height,
                   gpointer    data)
{
  int card = ts_card_view_get_card (view);
  double r = MIN (width, height) * 0.08;
  PangoContext *context;

  ts_board_util_path_round_rect (cr, 0.5, 0.5, width - 1, height - 1, r);
  if (!ts_card_view_get_face_up (view) || card < 0 || card >= TG_N_CARDS)
    {
      /* A back: dark with the planet's hex. */
      cairo_set_source_rgb (cr, 0.18, 0.2, 0.3);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.8);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      path_hex (cr, width / 2, height / 2, MIN (width, height) * 0.28);
      cairo_set_source_rgba (cr, 0.85, 0.6, 0.35, 0.9);
      cairo_set_line_width (cr, MAX (1.0, width * 0.04));
      cairo_stroke (cr);
      return;
    }
  context = pango_cairo_create_context (cr);
  card_face (cr, context, card, width, height, TRUE);
  g_object_unref (context);
}
