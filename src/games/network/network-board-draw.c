/* network-board-draw.c — drawing the Network board, layer by layer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cairo nodes (rasterised at the device scale) and Pango layouts, in the
 * canvas's pixels.  Seat colours are never used for marks that are not a
 * seat's: the targets, the last turn's halo, the hover ring and the cursor
 * are black and white, so none of them reads as a player's piece.
 */
#include "network-board-draw.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ts-board-util.h"

/* Sizes in units of one square's side. */
#define NODE_R    0.2
#define BRANCH_W  0.14

/* Square fills: lighter than the seat colours so pieces stand out on
 * them; red leans to coral and blue to sky so orange and purple pieces
 * differ from both. */
static const guint32 square_rgb[] = {
  [NW_SQUARE_RED] = 0xee7f72,
  [NW_SQUARE_YELLOW] = 0xf6d55c,
  [NW_SQUARE_GREEN] = 0x7ccf8a,
  [NW_SQUARE_BLUE] = 0x78acee,
  [NW_SQUARE_VACANT] = 0x9a9996,
  [NW_SQUARE_POST] = 0xe8e2d4,
};

/* The table and the grid lines. */
#define INK_R 0.24
#define INK_G 0.22
#define INK_B 0.27

typedef struct
{
  double x;
  double y;
} Pt;

static Pt
corner_pt (const NwGeom *g,
           int           corner)
{
  Pt p;

  nw_geom_corner (g, corner, &p.x, &p.y);
  return p;
}

static void
edge_pts (const NwGeom *g,
          int           edge,
          Pt           *a,
          Pt           *b)
{
  int c[2];

  nw_edge_corners (edge, c);
  *a = corner_pt (g, c[0]);
  *b = corner_pt (g, c[1]);
}

static graphene_rect_t
square_rect (const NwGeom *g,
             int           square)
{
  return GRAPHENE_RECT_INIT (g->ox + (square % NW_SIZE) * g->unit,
                             g->oy + (square / NW_SIZE) * g->unit,
                             g->unit, g->unit);
}

/* The static layer */

static void
draw_post_symbol (cairo_t               *cr,
                  const graphene_rect_t *r)
{
  double u = r->size.width;
  double cx = r->origin.x + u / 2, cy = r->origin.y + u / 2;
  double len = u * 0.26, head = u * 0.08, gap = u * 0.075;

  /* Two opposite arrows: trade. */
  cairo_set_source_rgba (cr, INK_R, INK_G, INK_B, 0.9);
  cairo_set_line_width (cr, MAX (1.5, u * 0.045));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  cairo_move_to (cr, cx - len, cy - gap);
  cairo_line_to (cr, cx + len, cy - gap);
  cairo_rel_line_to (cr, -head, -head);
  cairo_move_to (cr, cx + len, cy - gap);
  cairo_rel_line_to (cr, -head, head);

  cairo_move_to (cr, cx + len, cy + gap);
  cairo_line_to (cr, cx - len, cy + gap);
  cairo_rel_line_to (cr, head, -head);
  cairo_move_to (cr, cx - len, cy + gap);
  cairo_rel_line_to (cr, head, head);
  cairo_stroke (cr);
}

/* The limit's white dots along the bottom of a resource square. */
static void
draw_limit_dots (cairo_t               *cr,
                 const graphene_rect_t *r,
                 guint                  limit)
{
  double u = r->size.width;
  double dr = MAX (2, u * 0.05);
  double step = dr * 3;
  double x0 = r->origin.x + u / 2 - step * (limit - 1) / 2.0;
  double y = r->origin.y + u * 0.76;

  for (guint k = 0; k < limit; k++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x0 + k * step, y, dr, 0, 2 * G_PI);
    }
  cairo_set_source_rgba (cr, 1, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
draw_hatching (cairo_t               *cr,
               const graphene_rect_t *r)
{
  double u = r->size.width;

  /* Vacant reads as "nothing here" without colour. */
  cairo_save (cr);
  cairo_rectangle (cr, r->origin.x, r->origin.y, u, u);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.15);
  cairo_set_line_width (cr, MAX (1, u * 0.03));
  for (double d = -u; d < u; d += u / 6)
    {
      cairo_move_to (cr, r->origin.x + d, r->origin.y + u);
      cairo_line_to (cr, r->origin.x + d + u, r->origin.y);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_squares (cairo_t      *cr,
              const NwGeom *g)
{
  double u = g->unit;

  /* The table under the board, and under its labels when it has them. */
  double rim = g->label > 0 ? u * NW_MARGIN + g->label : u * NW_MARGIN * 0.8;

  ts_board_util_path_round_rect (cr, g->ox - rim, g->oy - rim,
                                 u * NW_SIZE + 2 * rim, u * NW_SIZE + 2 * rim, u * 0.2);
  cairo_set_source_rgba (cr, INK_R, INK_G, INK_B, 1);
  cairo_fill (cr);

  for (int sq = 0; sq < NW_N_SQUARES; sq++)
    {
      graphene_rect_t r = square_rect (g, sq);
      NwSquareType type = nw_square_type (sq);

      cairo_rectangle (cr, r.origin.x, r.origin.y, r.size.width, r.size.height);
      ts_board_util_set_source_rgb (cr, square_rgb[type], 1);
      cairo_fill (cr);

      if (type == NW_SQUARE_VACANT)
        draw_hatching (cr, &r);
      else if (type == NW_SQUARE_POST)
        draw_post_symbol (cr, &r);
      else
        draw_limit_dots (cr, &r, nw_square_limit (sq));
    }

  /* The grid: every edge, thin. */
  cairo_set_source_rgba (cr, INK_R, INK_G, INK_B, 0.85);
  cairo_set_line_width (cr, MAX (1, u * 0.025));
  for (int k = 0; k <= NW_SIZE; k++)
    {
      cairo_move_to (cr, g->ox, g->oy + k * u);
      cairo_line_to (cr, g->ox + NW_SIZE * u, g->oy + k * u);
      cairo_move_to (cr, g->ox + k * u, g->oy);
      cairo_line_to (cr, g->ox + k * u, g->oy + NW_SIZE * u);
    }
  cairo_stroke (cr);
}

static PangoLayout *
letter_layout (GtkWidget  *widget,
               const char *text,
               double      px)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *desc = pango_font_description_new ();

  pango_font_description_set_family (desc, "Sans");
  pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (desc, MAX (1, px) * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  return layout;
}

static void
append_centred (GtkSnapshot   *snapshot,
                PangoLayout   *layout,
                double         cx,
                double         cy,
                const GdkRGBA *colour)
{
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (cx - w / 2.0),
                                                         round (cy - h / 2.0)));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

/* The colour's letter on resource squares, the rate on trading posts: for
 * players who cannot tell the colours apart. */
static void
draw_letters (GtkWidget    *widget,
              GtkSnapshot  *snapshot,
              const NwGeom *g)
{
  GdkRGBA ink = { 0.15, 0.13, 0.18, 0.72 };
  PangoLayout *layouts[NW_N_COLOURS] = { NULL };
  PangoLayout *ratio;

  if (g->unit < 14)
    return;
  for (int c = 0; c < NW_N_COLOURS; c++)
    layouts[c] = letter_layout (widget, nw_colour_letter (c), g->unit * 0.26);
  /* Translators: the trade rate of a trading post, drawn on it. */
  ratio = letter_layout (widget, C_("trading post", "2:1"), g->unit * 0.17);

  for (int sq = 0; sq < NW_N_SQUARES; sq++)
    {
      graphene_rect_t r = square_rect (g, sq);
      NwSquareType type = nw_square_type (sq);
      double cx = r.origin.x + g->unit / 2;

      if (type <= NW_SQUARE_BLUE)
        append_centred (snapshot, layouts[type], cx, r.origin.y + g->unit * 0.3, &ink);
      else if (type == NW_SQUARE_POST)
        append_centred (snapshot, ratio, cx, r.origin.y + g->unit * 0.78, &ink);
    }

  for (int c = 0; c < NW_N_COLOURS; c++)
    g_object_unref (layouts[c]);
  g_object_unref (ratio);
}

/* The labels on the table's edges: column letters above and below, row
 * numbers left and right, the names every text uses (network-words.c). */
static void
draw_labels (GtkWidget    *widget,
             GtkSnapshot  *snapshot,
             const NwGeom *g)
{
  GdkRGBA ink = { 1, 1, 1, 0.85 };

  if (g->label <= 0)
    return;
  for (int i = 0; i < NW_SIZE; i++)
    for (int side = 0; side < 4; side++)
      {
        g_autofree char *text = side < 2 ? nw_words_column (i) : nw_words_row (i);
        g_autoptr(PangoLayout) layout = letter_layout (widget, text, g->label_px);
        double x, y;

        if (side < 2)
          nw_geom_column_label (g, i, side == 1, &x, &y);
        else
          nw_geom_row_label (g, i, side == 3, &x, &y);
        append_centred (snapshot, layout, x, y, &ink);
      }
}

/* Pieces */

/* A node's shape is its seat's glyph: Player 1 round, Player 2 square, so
 * the two players differ without their colours. */
static void
path_node (cairo_t *cr,
           int      player,
           double   cx,
           double   cy,
           double   r)
{
  cairo_new_sub_path (cr);
  if (player == 0)
    cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  else
    ts_board_util_path_round_rect (cr, cx - r * 0.9, cy - r * 0.9, r * 1.8, r * 1.8, r * 0.3);
}

static void
draw_node (cairo_t *cr,
           int      player,
           guint32  rgb,
           double   cx,
           double   cy,
           double   r,
           double   alpha)
{
  double lw = MAX (1.5, r * 0.22);

  /* Black rim, white ring, the colour: high contrast on every square. */
  path_node (cr, player, cx, cy, r + lw * 0.5);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.8 * alpha);
  cairo_fill (cr);
  path_node (cr, player, cx, cy, r);
  cairo_set_source_rgba (cr, 1, 1, 1, alpha);
  cairo_fill (cr);
  path_node (cr, player, cx, cy, r - lw * 0.8);
  ts_board_util_set_source_rgb (cr, rgb, alpha);
  cairo_fill (cr);
}

/* A branch's drawn ends: a little short of the corners, so two branches
 * meeting at a corner still read as two pieces. */
static void
branch_ends (const NwGeom *g,
             int           edge,
             Pt           *a,
             Pt           *b)
{
  double inset = g->unit * 0.12;

  edge_pts (g, edge, a, b);
  if (edge < NW_N_H_EDGES)
    {
      a->x += inset;
      b->x -= inset;
    }
  else
    {
      a->y += inset;
      b->y -= inset;
    }
}

static void
draw_branch (cairo_t      *cr,
             const NwGeom *g,
             int           edge,
             int           player,
             guint32       rgb,
             double        alpha)
{
  double w = MAX (3, g->unit * BRANCH_W);
  Pt a, b;

  branch_ends (g, edge, &a, &b);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, a.x, a.y);
  cairo_line_to (cr, b.x, b.y);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.8 * alpha);
  cairo_set_line_width (cr, w + 3);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, alpha);
  cairo_set_line_width (cr, w + 1);
  cairo_stroke_preserve (cr);
  ts_board_util_set_source_rgb (cr, rgb, alpha);
  cairo_set_line_width (cr, w - 1.5);
  cairo_stroke (cr);

  /* Player 2's branches carry a light centre line: a pattern for players
   * who cannot tell the colours apart. */
  if (player == 1)
    {
      cairo_move_to (cr, a.x, a.y);
      cairo_line_to (cr, b.x, b.y);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.85 * alpha);
      cairo_set_line_width (cr, MAX (1, w * 0.22));
      cairo_stroke (cr);
    }
}

static double
cubes_row_width (const guint counts[NW_N_COLOURS],
                 double      s)
{
  guint n = 0;

  for (int c = 0; c < NW_N_COLOURS; c++)
    n += MIN (counts[c], 8);
  return n == 0 ? 0 : n * s + (n - 1) * s * 0.25 + s * 0.6;
}

/* A pill of small cubes centred on CX, its top at Y: COUNTS per colour. */
static void
draw_cubes_row (cairo_t       *cr,
                const guint    counts[NW_N_COLOURS],
                double         cx,
                double         y,
                double         s,
                const GdkRGBA *pill,
                const GdkRGBA *edge)
{
  double w = cubes_row_width (counts, s);
  double x;

  if (w <= 0)
    return;
  x = cx - w / 2;
  ts_board_util_path_round_rect (cr, x, y, w, s * 1.6, s * 0.5);
  ts_board_util_set_source (cr, pill, 1);
  cairo_fill_preserve (cr);
  ts_board_util_set_source (cr, edge, 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  x += s * 0.3;
  for (int c = 0; c < NW_N_COLOURS; c++)
    for (guint k = 0; k < counts[c] && k < 8; k++)
      {
        ts_board_util_path_round_rect (cr, x, y + s * 0.3, s, s, s * 0.2);
        ts_board_util_set_source_rgb (cr, nw_cube_rgb (c), 1);
        cairo_fill_preserve (cr);
        cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
        cairo_set_line_width (cr, 1);
        cairo_stroke (cr);
        x += s * 1.25;
      }
}

/* A captured square's marker: a flag in the owner's colour (not a disc,
 * so it never reads as a node); Player 1's is a pennant, Player 2's is
 * square, like their nodes. */
static void
draw_flag (cairo_t *cr,
           int      player,
           guint32  rgb,
           double   cx,
           double   cy,
           double   u)
{
  double h = u * 0.34, w = u * 0.26;
  double px = cx - w * 0.45, top = cy - h / 2, bottom = cy + h / 2;
  double fh = h * 0.55;

  cairo_new_path (cr);
  if (player == 0)
    {
      cairo_move_to (cr, px, top);
      cairo_line_to (cr, px + w, top + fh / 2);
      cairo_line_to (cr, px, top + fh);
    }
  else
    cairo_rectangle (cr, px, top, w, fh);
  cairo_close_path (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgba (cr, 1, 1, 1, 1);
  cairo_set_line_width (cr, MAX (2.5, u * 0.05));
  cairo_stroke_preserve (cr);
  ts_board_util_set_source_rgb (cr, rgb, 1);
  cairo_fill (cr);

  /* The pole. */
  cairo_move_to (cr, px, top - u * 0.02);
  cairo_line_to (cr, px, bottom);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgba (cr, 1, 1, 1, 1);
  cairo_set_line_width (cr, MAX (3.5, u * 0.06));
  cairo_stroke_preserve (cr);
  cairo_set_source_rgba (cr, 0.15, 0.13, 0.18, 1);
  cairo_set_line_width (cr, MAX (1.5, u * 0.03));
  cairo_stroke (cr);
}

/* Exhausted squares (shaded, a black disc) and captured squares (the
 * owner's flag, edged in the owner's colour). */
static void
draw_markers (cairo_t       *cr,
              const NwScene *scene,
              const NwGeom  *g)
{
  double u = g->unit;

  for (int sq = 0; sq < NW_N_SQUARES; sq++)
    {
      graphene_rect_t r = square_rect (g, sq);
      int owner = ts_network_game_get_captured_by (scene->view, sq);
      double cx = r.origin.x + u / 2, cy = r.origin.y + u / 2;

      if (owner >= 0 && owner < 2)
        {
          double lw = MAX (2, u * 0.06);
          guint32 rgb = scene->rgb[owner];

          cairo_rectangle (cr, r.origin.x, r.origin.y, u, u);
          ts_board_util_set_source_rgb (cr, rgb, 0.18);
          cairo_fill (cr);
          cairo_rectangle (cr, r.origin.x + lw / 2 + 1, r.origin.y + lw / 2 + 1,
                           u - lw - 2, u - lw - 2);
          ts_board_util_set_source_rgb (cr, rgb, 0.9);
          cairo_set_line_width (cr, lw);
          cairo_stroke (cr);
          draw_flag (cr, nw_scene_player_of_seat (scene, owner), rgb, cx, cy + u * 0.04, u);
        }
      else if (ts_network_game_is_exhausted (scene->view, sq))
        {
          cairo_rectangle (cr, r.origin.x, r.origin.y, u, u);
          cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.38);
          cairo_fill (cr);
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy + u * 0.04, u * 0.14, 0, 2 * G_PI);
          cairo_set_source_rgba (cr, 0, 0, 0, 1);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.7);
          cairo_set_line_width (cr, MAX (1, u * 0.025));
          cairo_stroke (cr);
        }
    }
}

/* Where the viewer may build: black-and-white dashes on edges, hollow
 * black-and-white rings on corners; no seat uses those colours. */
static void
draw_targets (cairo_t       *cr,
              const NwScene *scene,
              const NwGeom  *g)
{
  double u = g->unit;
  double w = MAX (3, u * 0.07);
  double dash[] = { MAX (3, u * 0.1), MAX (3, u * 0.08) };

  if (!scene->can_act)
    return;

  cairo_new_path (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  for (int e = 0; e < NW_N_EDGES; e++)
    if (scene->legal_edge[e])
      {
        Pt a, b;

        branch_ends (g, e, &a, &b);
        cairo_move_to (cr, a.x, a.y);
        cairo_line_to (cr, b.x, b.y);
      }
  cairo_set_source_rgba (cr, 0, 0, 0, 0.9);
  cairo_set_line_width (cr, w + 3);
  cairo_stroke_preserve (cr);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_set_source_rgba (cr, 1, 1, 1, 1);
  cairo_set_line_width (cr, w);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  for (int c = 0; c < NW_N_CORNERS; c++)
    if (scene->legal_corner[c])
      {
        Pt p = corner_pt (g, c);

        cairo_new_sub_path (cr);
        cairo_arc (cr, p.x, p.y, u * 0.09, 0, 2 * G_PI);
      }
  cairo_set_source_rgba (cr, 0, 0, 0, 0.9);
  cairo_set_line_width (cr, MAX (4, u * 0.06));
  cairo_stroke_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 1);
  cairo_set_line_width (cr, MAX (2, u * 0.03));
  cairo_stroke (cr);
}

/* Last turn's pieces: a white halo edged in black behind them. */
static void
draw_recent (cairo_t       *cr,
             const NwScene *scene,
             const NwGeom  *g)
{
  double u = g->unit;
  double r = u * NODE_R;

  cairo_new_path (cr);
  for (int e = 0; e < NW_N_EDGES; e++)
    if (scene->recent_edge[e])
      {
        Pt a, b;

        branch_ends (g, e, &a, &b);
        cairo_move_to (cr, a.x, a.y);
        cairo_line_to (cr, b.x, b.y);
      }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.9);
  cairo_set_line_width (cr, MAX (9, u * BRANCH_W + 11));
  cairo_stroke_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
  cairo_set_line_width (cr, MAX (7, u * BRANCH_W + 8));
  cairo_stroke (cr);

  for (int c = 0; c < NW_N_CORNERS; c++)
    if (scene->recent_corner[c])
      {
        Pt p = corner_pt (g, c);

        cairo_new_sub_path (cr);
        cairo_arc (cr, p.x, p.y, r + MAX (4, u * 0.08), 0, 2 * G_PI);
      }
  cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.9);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

static void
draw_pieces (cairo_t       *cr,
             const NwScene *scene,
             const NwGeom  *g)
{
  TsNetworkGame *view = scene->view;
  double u = g->unit;
  double r = u * NODE_R;

  draw_markers (cr, scene, g);
  draw_recent (cr, scene, g);

  for (int e = 0; e < NW_N_EDGES; e++)
    {
      int owner = ts_network_game_get_edge_owner (view, e);

      if (owner >= 0 && owner < 2)
        draw_branch (cr, g, e, nw_scene_player_of_seat (scene, owner), scene->rgb[owner], 1);
    }
  draw_targets (cr, scene, g);

  /* The starting set's node already chosen. */
  if (scene->can_act && scene->pending_corner != NW_NONE && scene->viewer >= 0)
    {
      Pt c = corner_pt (g, scene->pending_corner);

      draw_node (cr, nw_scene_player_of_seat (scene, scene->viewer), scene->rgb[scene->viewer],
                 c.x, c.y, r, 0.8);
    }

  for (int c = 0; c < NW_N_CORNERS; c++)
    {
      int owner = ts_network_game_get_corner_owner (view, c);

      if (owner >= 0 && owner < 2)
        {
          Pt p = corner_pt (g, c);

          draw_node (cr, nw_scene_player_of_seat (scene, owner), scene->rgb[owner], p.x, p.y, r, 1);
        }
    }

  /* What each node of the seat on turn collected this turn (R5). */
  if (nw_scene_phase (scene) == NW_PHASE_TURN)
    {
      GdkRGBA pill = { 1, 1, 1, 0.92 };
      GdkRGBA edge = { 0, 0, 0, 0.5 };
      double s = MAX (4, u * 0.11);

      for (int c = 0; c < NW_N_CORNERS; c++)
        {
          guint counts[NW_N_COLOURS];
          guint total = 0;
          Pt p;

          for (int k = 0; k < NW_N_COLOURS; k++)
            total += counts[k] = ts_network_game_get_collected (view, c, k);
          if (total == 0)
            continue;
          p = corner_pt (g, c);
          draw_cubes_row (cr, counts, p.x, p.y + r + u * 0.03, s, &pill, &edge);
        }
    }
}

/* The hover: what follows the pointer and the keyboard cursor */

/* Hovering an empty corner: a ring on it and what a node there would
 * collect (a crossed pill for nothing). */
static void
draw_income_preview (cairo_t       *cr,
                     const NwScene *scene,
                     const NwGeom  *g)
{
  GdkRGBA pill = { 1, 1, 1, 0.96 };
  GdkRGBA edge = { 0.1, 0.1, 0.1, 1 };
  double u = g->unit, r = u * NODE_R;
  double s = MAX (5, u * 0.13);
  Pt p = corner_pt (g, scene->hover.index);
  double y = p.y - r - u * 0.05 - s * 1.6;
  guint total = 0;

  cairo_new_sub_path (cr);
  cairo_arc (cr, p.x, p.y, r * 0.75, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
  cairo_set_line_width (cr, 4);
  cairo_stroke_preserve (cr);
  ts_board_util_set_source (cr, &edge, 1);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);

  for (int k = 0; k < NW_N_COLOURS; k++)
    total += scene->hover_income[k];
  if (total > 0)
    {
      draw_cubes_row (cr, scene->hover_income, p.x, y, s, &pill, &edge);
      return;
    }
  ts_board_util_path_round_rect (cr, p.x - s * 1.1, y, s * 2.2, s * 1.6, s * 0.5);
  ts_board_util_set_source (cr, &pill, 1);
  cairo_fill_preserve (cr);
  ts_board_util_set_source (cr, &edge, 1);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_move_to (cr, p.x - s * 0.4, y + s * 0.4);
  cairo_line_to (cr, p.x + s * 0.4, y + s * 1.2);
  cairo_move_to (cr, p.x + s * 0.4, y + s * 0.4);
  cairo_line_to (cr, p.x - s * 0.4, y + s * 1.2);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
  cairo_stroke (cr);
}

/* The piece a click (or Enter) would build, ghosted. */
static void
draw_ghost (cairo_t       *cr,
            const NwScene *scene,
            const NwGeom  *g,
            NwSpot         spot)
{
  int p;
  guint32 rgb;

  if (!scene->can_act || scene->viewer < 0 || scene->viewer > 1
      || !nw_scene_spot_legal (scene, spot))
    return;
  p = nw_scene_player_of_seat (scene, scene->viewer);
  rgb = scene->rgb[scene->viewer];
  if (spot.kind == NW_SPOT_EDGE)
    draw_branch (cr, g, spot.index, p, rgb, 0.6);
  else if (spot.kind == NW_SPOT_CORNER && spot.index != scene->pending_corner)
    {
      Pt c = corner_pt (g, spot.index);

      draw_node (cr, p, rgb, c.x, c.y, g->unit * NODE_R, 0.6);
    }
}

/* The keyboard cursor: white under black dashes, visible on every square
 * and unlike any piece. */
static void
draw_cursor (cairo_t      *cr,
             const NwGeom *g,
             NwSpot        spot)
{
  double u = g->unit;
  double dash[] = { 4, 3 };

  switch (spot.kind)
    {
    case NW_SPOT_CORNER:
      {
        Pt p = corner_pt (g, spot.index);

        cairo_new_sub_path (cr);
        cairo_arc (cr, p.x, p.y, u * 0.3, 0, 2 * G_PI);
      }
      break;
    case NW_SPOT_EDGE:
      {
        double mx, my;

        nw_geom_edge_mid (g, spot.index, &mx, &my);
        if (spot.index < NW_N_H_EDGES)
          ts_board_util_path_round_rect (cr, mx - u * 0.38, my - u * 0.16, u * 0.76, u * 0.32,
                                         u * 0.14);
        else
          ts_board_util_path_round_rect (cr, mx - u * 0.16, my - u * 0.38, u * 0.32, u * 0.76,
                                         u * 0.14);
      }
      break;
    case NW_SPOT_SQUARE:
      {
        graphene_rect_t r = square_rect (g, spot.index);

        ts_board_util_path_round_rect (cr, r.origin.x + u * 0.2, r.origin.y + u * 0.2,
                                       u * 0.6, u * 0.6, u * 0.1);
      }
      break;
    case NW_SPOT_NONE:
    default:
      return;
    }
  cairo_set_source_rgba (cr, 1, 1, 1, 1);
  cairo_set_line_width (cr, 4);
  cairo_stroke_preserve (cr);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_set_source_rgba (cr, 0, 0, 0, 1);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
spot_centre (const NwGeom *g,
             NwSpot        spot,
             Pt           *p)
{
  if (spot.kind == NW_SPOT_CORNER)
    *p = corner_pt (g, spot.index);
  else if (spot.kind == NW_SPOT_EDGE)
    nw_geom_edge_mid (g, spot.index, &p->x, &p->y);
  else
    {
      graphene_rect_t r = square_rect (g, spot.index);

      p->x = r.origin.x + g->unit / 2;
      p->y = r.origin.y + g->unit / 2;
    }
}

/* What belongs to SPOT (ghost, income preview, cursor), in a cairo node
 * only as large as those marks: a pointer move rasterises a small patch,
 * not the board. */
static void
draw_spot_hover (GtkSnapshot   *snapshot,
                 GtkWidget     *canvas,
                 const NwScene *scene,
                 const NwGeom  *g,
                 NwSpot         spot,
                 gboolean       ghost,
                 gboolean       cursor)
{
  gboolean preview = scene->hover_income_valid && nw_spot_equal (spot, scene->hover);
  graphene_rect_t bounds;
  cairo_t *cr;
  Pt c;

  ghost = ghost && scene->can_act && nw_scene_spot_legal (scene, spot);
  if (spot.kind == NW_SPOT_NONE || (!ghost && !cursor && !preview))
    return;
  spot_centre (g, spot, &c);
  bounds = GRAPHENE_RECT_INIT (c.x - g->unit * 1.2, c.y - g->unit * 1.2,
                               g->unit * 2.4, g->unit * 2.4);
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  if (ghost)
    draw_ghost (cr, scene, g, spot);
  if (preview)
    draw_income_preview (cr, scene, g);
  if (cursor)
    draw_cursor (cr, g, spot);
  cairo_destroy (cr);
}

static void
draw_hover (GtkSnapshot   *snapshot,
            GtkWidget     *canvas,
            const NwScene *scene,
            const NwGeom  *g)
{
  GtkWidget *board = gtk_widget_get_ancestor (canvas, TS_TYPE_BOARD);
  gboolean focused = gtk_widget_has_focus (canvas) || (board != NULL && ts_board_is_pointing (TS_BOARD (board)));
  NwSpot cursor = nw_scene_cursor (scene);

  if (nw_spot_equal (scene->hover, cursor))
    draw_spot_hover (snapshot, canvas, scene, g, cursor, TRUE, focused);
  else
    {
      draw_spot_hover (snapshot, canvas, scene, g, scene->hover, TRUE, FALSE);
      draw_spot_hover (snapshot, canvas, scene, g, cursor, focused, focused);
    }
}

void
nw_board_draw (GtkWidget    *canvas,
               TsBoardLayer  layer,
               GtkSnapshot  *snapshot,
               double        width,
               double        height,
               gpointer      user_data)
{
  const NwScene *scene = user_data;
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
  cairo_t *cr;
  NwGeom g;

  nw_geom_init (&g, width, height, scene->labels);
  if (g.unit < 2)
    return;
  if (layer != TS_BOARD_LAYER_STATIC && scene->view == NULL)
    return;

  switch (layer)
    {
    case TS_BOARD_LAYER_STATIC:
      cr = gtk_snapshot_append_cairo (snapshot, &bounds);
      draw_squares (cr, &g);
      cairo_destroy (cr);
      draw_letters (canvas, snapshot, &g);
      draw_labels (canvas, snapshot, &g);
      break;
    case TS_BOARD_LAYER_PIECES:
      cr = gtk_snapshot_append_cairo (snapshot, &bounds);
      draw_pieces (cr, scene, &g);
      cairo_destroy (cr);
      break;
    case TS_BOARD_LAYER_HOVER:
      draw_hover (snapshot, canvas, scene, &g);
      break;
    case TS_BOARD_LAYER_OVERLAY:  /* the targets are pieces */
    case TS_BOARD_N_LAYERS:
    default:
      break;
    }
}
