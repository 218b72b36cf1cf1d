/* network-scene.c — what the Network board shows and what input means,
 * without GTK
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "network-scene.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

/* State */

void
nw_scene_init (NwScene *scene)
{
  memset (scene, 0, sizeof *scene);
  scene->viewer = TS_SEAT_NONE;
  scene->pending_corner = NW_NONE;
  scene->hover = NW_SPOT_INIT_NONE;
  scene->labels = TRUE;
  /* The cursor starts on the top left corner of the centre square. */
  scene->cur_x = NW_SIZE - 1;
  scene->cur_y = NW_SIZE - 1;
}

void
nw_scene_clear (NwScene *scene)
{
  g_clear_object (&scene->view);
  g_clear_pointer (&scene->moves, g_array_unref);
  for (int s = 0; s < 2; s++)
    g_clear_pointer (&scene->names[s], g_free);
}

NwPhase
nw_scene_phase (const NwScene *scene)
{
  return scene->view != NULL ? ts_network_game_get_phase (scene->view) : NW_PHASE_OVER;
}

static gboolean
acting_in (const NwScene *scene,
           NwPhase        phase)
{
  return scene->can_act && nw_scene_phase (scene) == phase;
}

int
nw_scene_player_of_seat (const NwScene *scene,
                         int            seat)
{
  int first = scene->view != NULL ? ts_network_game_get_first_seat (scene->view) : 0;

  return seat == first ? 0 : 1;
}

int
nw_scene_seat_of_player (const NwScene *scene,
                         int            player)
{
  int first = scene->view != NULL ? ts_network_game_get_first_seat (scene->view) : 0;

  return player == 0 ? first : 1 - first;
}

int
nw_scene_preview_seat (const NwScene *scene)
{
  if (scene->view == NULL)
    return TS_SEAT_NONE;
  if (scene->viewer >= 0 && scene->viewer < 2)
    return scene->viewer;
  return ts_game_get_current_seat (TS_GAME (scene->view));
}

static const char *
seat_name (const NwScene *scene,
           int            seat)
{
  return seat >= 0 && seat < 2 && scene->names[seat] != NULL ? scene->names[seat] : "";
}

/* Legal corners and edges from the move list (setup: set corners, and
 * the edges that finish the pending corner's set). */
static void
collect_legal (NwScene *scene)
{
  memset (scene->legal_corner, 0, sizeof scene->legal_corner);
  memset (scene->legal_edge, 0, sizeof scene->legal_edge);
  scene->n_legal_corners = 0;
  scene->n_legal_edges = 0;
  scene->end_legal = FALSE;

  for (guint i = 0; scene->moves != NULL && i < scene->moves->len; i++)
    {
      const TsMove *m = &g_array_index (scene->moves, TsMove, i);
      int corner = NW_NONE, edge = NW_NONE;

      switch (m->kind)
        {
        case NW_MOVE_SET:
          if (scene->pending_corner == NW_NONE)
            corner = m->arg[0];
          else if (m->arg[0] == scene->pending_corner)
            edge = m->arg[1];
          break;
        case NW_MOVE_BRANCH:
          edge = m->arg[0];
          break;
        case NW_MOVE_NODE:
          corner = m->arg[0];
          break;
        case NW_MOVE_END:
          scene->end_legal = TRUE;
          break;
        default:
          break;
        }
      if (corner >= 0 && corner < NW_N_CORNERS && !scene->legal_corner[corner])
        {
          scene->legal_corner[corner] = TRUE;
          scene->n_legal_corners++;
        }
      if (edge >= 0 && edge < NW_N_EDGES && !scene->legal_edge[edge])
        {
          scene->legal_edge[edge] = TRUE;
          scene->n_legal_edges++;
        }
    }
}

static void
update_hover_income (NwScene *scene)
{
  int seat = nw_scene_preview_seat (scene);
  g_autoptr(TsGame) copy = NULL;

  scene->hover_income_valid = FALSE;
  memset (scene->hover_income, 0, sizeof scene->hover_income);
  if (scene->view == NULL || scene->hover.kind != NW_SPOT_CORNER || seat < 0
      || nw_scene_phase (scene) == NW_PHASE_OVER
      || ts_network_game_get_corner_owner (scene->view, scene->hover.index) >= 0)
    return;

  /* Count the node itself for the limits: it may exhaust a square. */
  copy = ts_game_copy (TS_GAME (scene->view));
  ts_network_game_put_node (TS_NETWORK_GAME (copy), seat, scene->hover.index);
  ts_network_game_income_of_corner (TS_NETWORK_GAME (copy), seat, scene->hover.index,
                                    scene->hover_income);
  scene->hover_income_valid = TRUE;
}

void
nw_scene_update (NwScene       *scene,
                 TsGame        *view,
                 int            viewer,
                 gboolean       can_act,
                 const GArray  *moves,
                 const char    *names[2],
                 const guint32  rgb[2])
{
  g_return_if_fail (view == NULL || TS_IS_NETWORK_GAME (view));

  if (view != NULL)
    g_object_ref (view);
  g_clear_object (&scene->view);
  scene->view = view != NULL ? TS_NETWORK_GAME (view) : NULL;
  scene->viewer = viewer;
  scene->can_act = view != NULL && can_act;
  g_clear_pointer (&scene->moves, g_array_unref);
  if (scene->can_act && moves != NULL)
    {
      scene->moves = g_array_sized_new (FALSE, FALSE, sizeof (TsMove), moves->len);
      g_array_append_vals (scene->moves, moves->data, moves->len);
    }
  for (int s = 0; s < 2; s++)
    {
      g_free (scene->names[s]);
      scene->names[s] = g_strdup (names != NULL ? names[s] : NULL);
      scene->rgb[s] = rgb != NULL ? rgb[s] : 0;
    }

  if (!acting_in (scene, NW_PHASE_SETUP))
    scene->pending_corner = NW_NONE;
  collect_legal (scene);
  /* A pending corner that no longer starts a set is forgotten. */
  if (scene->pending_corner != NW_NONE && scene->n_legal_edges == 0)
    {
      scene->pending_corner = NW_NONE;
      collect_legal (scene);
    }
  update_hover_income (scene);
}

void
nw_scene_reset_input (NwScene *scene)
{
  scene->pending_corner = NW_NONE;
  scene->hover = NW_SPOT_INIT_NONE;
  collect_legal (scene);
  update_hover_income (scene);
}

void
nw_scene_find_recent (NwScene *scene,
                      TsTable *table)
{
  guint n;
  int now, last = TS_SEAT_NONE;
  gboolean over;

  memset (scene->recent_corner, 0, sizeof scene->recent_corner);
  memset (scene->recent_edge, 0, sizeof scene->recent_edge);
  if (table == NULL || scene->view == NULL)
    return;

  n = ts_table_get_n_moves (table);
  now = ts_game_get_current_seat (TS_GAME (scene->view));
  over = ts_game_is_over (TS_GAME (scene->view));
  for (guint k = n; k > 0; k--)
    {
      const TsMove *m = ts_table_get_move (table, k - 1);
      int seat = ts_table_get_move_seat (table, k - 1);

      if (last == TS_SEAT_NONE)
        {
          if (seat == now && !over)
            continue;   /* this turn's own moves */
          last = seat;
        }
      if (seat != last || m == NULL)
        break;
      switch (m->kind)
        {
        case NW_MOVE_SET:
          /* Purple's two sets in a row both count as recent. */
          if (m->arg[0] >= 0 && m->arg[0] < NW_N_CORNERS)
            scene->recent_corner[m->arg[0]] = TRUE;
          if (m->arg[1] >= 0 && m->arg[1] < NW_N_EDGES)
            scene->recent_edge[m->arg[1]] = TRUE;
          break;
        case NW_MOVE_BRANCH:
          if (m->arg[0] >= 0 && m->arg[0] < NW_N_EDGES)
            scene->recent_edge[m->arg[0]] = TRUE;
          break;
        case NW_MOVE_NODE:
          if (m->arg[0] >= 0 && m->arg[0] < NW_N_CORNERS)
            scene->recent_corner[m->arg[0]] = TRUE;
          break;
        default:
          break;
        }
    }
}

/* Spots */

NwSpot
nw_spot_at_lattice (int x,
                    int y)
{
  NwSpot s = NW_SPOT_INIT_NONE;

  if (x < 0 || y < 0 || x >= NW_LATTICE || y >= NW_LATTICE)
    return s;
  if (x % 2 == 0 && y % 2 == 0)
    s = (NwSpot) { NW_SPOT_CORNER, nw_corner_at (x / 2, y / 2) };
  else if (x % 2 == 1 && y % 2 == 0)
    s = (NwSpot) { NW_SPOT_EDGE, nw_h_edge (x / 2, y / 2) };
  else if (x % 2 == 0)
    s = (NwSpot) { NW_SPOT_EDGE, nw_v_edge (x / 2, y / 2) };
  else
    s = (NwSpot) { NW_SPOT_SQUARE, nw_square_at (x / 2, y / 2) };
  if (s.index == NW_NONE)
    s.kind = NW_SPOT_NONE;
  return s;
}

void
nw_spot_lattice (NwSpot  spot,
                 int    *x,
                 int    *y)
{
  switch (spot.kind)
    {
    case NW_SPOT_CORNER:
      *x = 2 * (spot.index % (NW_SIZE + 1));
      *y = 2 * (spot.index / (NW_SIZE + 1));
      break;
    case NW_SPOT_EDGE:
      if (spot.index < NW_N_H_EDGES)
        {
          *x = 2 * (spot.index % NW_SIZE) + 1;
          *y = 2 * (spot.index / NW_SIZE);
        }
      else
        {
          int e = spot.index - NW_N_H_EDGES;

          *x = 2 * (e % (NW_SIZE + 1));
          *y = 2 * (e / (NW_SIZE + 1)) + 1;
        }
      break;
    case NW_SPOT_SQUARE:
      *x = 2 * (spot.index % NW_SIZE) + 1;
      *y = 2 * (spot.index / NW_SIZE) + 1;
      break;
    case NW_SPOT_NONE:
    default:
      *x = 0;
      *y = 0;
      break;
    }
}

gboolean
nw_spot_equal (NwSpot a,
               NwSpot b)
{
  return a.kind == b.kind && (a.kind == NW_SPOT_NONE || a.index == b.index);
}

NwSpot
nw_scene_cursor (const NwScene *scene)
{
  return nw_spot_at_lattice (scene->cur_x, scene->cur_y);
}

gboolean
nw_scene_spot_legal (const NwScene *scene,
                     NwSpot         spot)
{
  if (spot.kind == NW_SPOT_CORNER)
    return scene->legal_corner[spot.index];
  if (spot.kind == NW_SPOT_EDGE)
    return scene->legal_edge[spot.index];
  return FALSE;
}

/* Geometry */

/* The labels' font for squares of UNIT pixels, and the strip they need. */
static double
label_px (double unit)
{
  return CLAMP (unit * 0.22, NW_LABEL_MIN_PX, 18);
}

static double
label_strip (double unit)
{
  return ceil (label_px (unit) * 1.6);
}

void
nw_geom_init (NwGeom   *g,
              double    width,
              double    height,
              gboolean  labels)
{
  double side = MAX (MIN (width, height), 0);

  g->width = width;
  g->height = height;
  g->unit = side / (NW_SIZE + 2 * NW_MARGIN);
  g->label = 0;
  g->label_px = 0;
  /* The strip shrinks with the unit, so the second unit leaves room for
   * it on both sides (and a pixel for the origin's rounding down). */
  if (labels)
    {
      g->label = label_strip (g->unit);
      g->unit = MAX (side - 2 * g->label - 2, 0) / (NW_SIZE + 2 * NW_MARGIN);
      g->label = label_strip (g->unit);
      g->label_px = label_px (g->unit);
    }
  g->ox = floor ((width - NW_SIZE * g->unit) / 2);
  g->oy = floor ((height - NW_SIZE * g->unit) / 2);
}

void
nw_geom_column_label (const NwGeom *g,
                      int           c,
                      gboolean      below,
                      double       *x,
                      double       *y)
{
  double edge = NW_MARGIN * g->unit + g->label / 2;

  *x = g->ox + (c + 0.5) * g->unit;
  *y = below ? g->oy + NW_SIZE * g->unit + edge : g->oy - edge;
}

void
nw_geom_row_label (const NwGeom *g,
                   int           r,
                   gboolean      right,
                   double       *x,
                   double       *y)
{
  double edge = NW_MARGIN * g->unit + g->label / 2;

  *x = right ? g->ox + NW_SIZE * g->unit + edge : g->ox - edge;
  *y = g->oy + (r + 0.5) * g->unit;
}

void
nw_geom_corner (const NwGeom *g,
                int           corner,
                double       *x,
                double       *y)
{
  *x = g->ox + (corner % (NW_SIZE + 1)) * g->unit;
  *y = g->oy + (corner / (NW_SIZE + 1)) * g->unit;
}

void
nw_geom_edge_mid (const NwGeom *g,
                  int           edge,
                  double       *x,
                  double       *y)
{
  int c[2];
  double ax, ay, bx, by;

  nw_edge_corners (edge, c);
  nw_geom_corner (g, c[0], &ax, &ay);
  nw_geom_corner (g, c[1], &bx, &by);
  *x = (ax + bx) / 2;
  *y = (ay + by) / 2;
}

NwSpot
nw_geom_spot_at (const NwGeom *g,
                 double        x,
                 double        y)
{
  double gx, gy, dh, dv;
  int ci, cj, e = NW_NONE;

  if (g->unit <= 0)
    return NW_SPOT_INIT_NONE;
  gx = (x - g->ox) / g->unit;
  gy = (y - g->oy) / g->unit;
  if (gx < -NW_MARGIN || gy < -NW_MARGIN || gx > NW_SIZE + NW_MARGIN || gy > NW_SIZE + NW_MARGIN)
    return NW_SPOT_INIT_NONE;

  ci = (int) lround (gx);
  cj = (int) lround (gy);
  if (ci >= 0 && cj >= 0 && ci <= NW_SIZE && cj <= NW_SIZE
      && hypot (gx - ci, gy - cj) < NW_PICK_CORNER)
    return (NwSpot) { NW_SPOT_CORNER, nw_corner_at (ci, cj) };

  /* The nearest horizontal or vertical grid line. */
  dh = fabs (gy - cj);
  dv = fabs (gx - ci);
  if (dh <= dv && dh < NW_PICK_EDGE && gx >= 0 && gx < NW_SIZE && cj >= 0 && cj <= NW_SIZE)
    e = nw_h_edge ((int) floor (gx), cj);
  else if (dv < NW_PICK_EDGE && gy >= 0 && gy < NW_SIZE && ci >= 0 && ci <= NW_SIZE)
    e = nw_v_edge (ci, (int) floor (gy));
  if (e != NW_NONE)
    return (NwSpot) { NW_SPOT_EDGE, e };

  if (gx >= 0 && gy >= 0 && gx < NW_SIZE && gy < NW_SIZE)
    return (NwSpot) { NW_SPOT_SQUARE, nw_square_at ((int) floor (gx), (int) floor (gy)) };
  return NW_SPOT_INIT_NONE;
}

/* Input */

NwSceneResult
nw_scene_act (NwScene *scene,
              NwSpot   spot,
              TsMove  *move)
{
  if (!scene->can_act)
    return NW_SCENE_NOTHING;

  if (nw_scene_phase (scene) == NW_PHASE_SETUP)
    {
      if (spot.kind == NW_SPOT_CORNER)
        {
          /* Picking (or, the same corner again, dropping) the set's
           * corner. */
          int old = scene->pending_corner;

          scene->pending_corner = NW_NONE;
          collect_legal (scene);
          if (!scene->legal_corner[spot.index])
            {
              scene->pending_corner = old;
              collect_legal (scene);
              return NW_SCENE_BELL;
            }
          if (old != spot.index)
            scene->pending_corner = spot.index;
          collect_legal (scene);
          return NW_SCENE_CHANGED;
        }
      if (spot.kind == NW_SPOT_EDGE && scene->pending_corner != NW_NONE
          && scene->legal_edge[spot.index])
        {
          *move = ts_network_move_set (scene->pending_corner, spot.index);
          scene->pending_corner = NW_NONE;
          collect_legal (scene);
          return NW_SCENE_MOVE;
        }
      return NW_SCENE_BELL;
    }

  if (nw_scene_phase (scene) != NW_PHASE_TURN)
    return NW_SCENE_NOTHING;
  if (spot.kind == NW_SPOT_CORNER && scene->legal_corner[spot.index])
    {
      *move = ts_network_move_node (spot.index);
      return NW_SCENE_MOVE;
    }
  if (spot.kind == NW_SPOT_EDGE && scene->legal_edge[spot.index])
    {
      *move = ts_network_move_branch (spot.index);
      return NW_SCENE_MOVE;
    }
  return NW_SCENE_BELL;
}

NwSceneResult
nw_scene_click (NwScene *scene,
                NwSpot   spot,
                TsMove  *move)
{
  if (spot.kind == NW_SPOT_NONE || scene->view == NULL)
    return NW_SCENE_NOTHING;
  /* The click also moves the keyboard cursor, so keys go on from here. */
  nw_spot_lattice (spot, &scene->cur_x, &scene->cur_y);
  if (!scene->can_act)
    return NW_SCENE_CHANGED;
  return nw_scene_act (scene, spot, move);
}

NwSceneResult
nw_scene_activate (NwScene *scene,
                   TsMove  *move)
{
  return nw_scene_act (scene, nw_scene_cursor (scene), move);
}

NwSceneResult
nw_scene_move_cursor (NwScene *scene,
                      int      dx,
                      int      dy)
{
  int x = scene->cur_x + dx;
  int y = scene->cur_y + dy;

  if (x < 0 || y < 0 || x >= NW_LATTICE || y >= NW_LATTICE)
    return NW_SCENE_BELL;
  scene->cur_x = x;
  scene->cur_y = y;
  return NW_SCENE_CHANGED;
}

NwSceneResult
nw_scene_jump_legal (NwScene    *scene,
                     NwSpotKind  kind,
                     int         step)
{
  int start = scene->cur_y * NW_LATTICE + scene->cur_x;
  int n = NW_LATTICE * NW_LATTICE;

  if (!scene->can_act)
    return NW_SCENE_BELL;
  if (step == 0)
    {
      start = n - 1;
      step = 1;
    }
  for (int k = 1; k <= n; k++)
    {
      int pos = ((start + step * k) % n + n) % n;
      NwSpot s = nw_spot_at_lattice (pos % NW_LATTICE, pos / NW_LATTICE);

      if ((kind == NW_SPOT_NONE || s.kind == kind) && nw_scene_spot_legal (scene, s))
        {
          scene->cur_x = pos % NW_LATTICE;
          scene->cur_y = pos / NW_LATTICE;
          return NW_SCENE_CHANGED;
        }
    }
  return NW_SCENE_BELL;
}

NwSceneResult
nw_scene_cancel (NwScene *scene)
{
  if (scene->pending_corner == NW_NONE)
    return NW_SCENE_NOTHING;
  scene->pending_corner = NW_NONE;
  collect_legal (scene);
  return NW_SCENE_CHANGED;
}

gboolean
nw_scene_set_hover (NwScene *scene,
                    NwSpot   spot)
{
  if (nw_spot_equal (spot, scene->hover))
    return FALSE;
  scene->hover = spot;
  update_hover_income (scene);
  return TRUE;
}

/* Trading */

gboolean
nw_scene_find_trade (const NwScene *scene,
                     const int      give[NW_N_COLOURS],
                     int            take,
                     TsMove        *move)
{
  int total = 0;

  if (!acting_in (scene, NW_PHASE_TURN) || take < 0 || take >= NW_N_COLOURS)
    return FALSE;
  for (int c = 0; c < NW_N_COLOURS; c++)
    total += give[c];

  if (total == 3)
    {
      *move = ts_network_move_trade (give, take, NW_NONE, NW_NONE);
      return ts_game_is_legal (TS_GAME (scene->view), move);
    }
  if (total != 2)
    return FALSE;
  for (int corner = 0; corner < NW_N_CORNERS; corner++)
    {
      int squares[4];
      guint n = nw_corner_squares (corner, squares);

      for (guint s = 0; s < n; s++)
        if (nw_square_type (squares[s]) == NW_SQUARE_POST)
          {
            *move = ts_network_move_trade (give, take, corner, squares[s]);
            if (ts_game_is_legal (TS_GAME (scene->view), move))
              return TRUE;
          }
    }
  return FALSE;
}

guint
nw_scene_post_trades_left (const NwScene *scene)
{
  int seat;
  guint n = 0;

  if (nw_scene_phase (scene) != NW_PHASE_TURN)
    return 0;
  seat = ts_game_get_current_seat (TS_GAME (scene->view));
  for (int corner = 0; seat >= 0 && corner < NW_N_CORNERS; corner++)
    {
      int squares[4];
      guint k;

      if (ts_network_game_get_corner_owner (scene->view, corner) != seat)
        continue;
      k = nw_corner_squares (corner, squares);
      for (guint s = 0; s < k; s++)
        if (nw_square_type (squares[s]) == NW_SQUARE_POST
            && ts_network_game_post_trade_available (scene->view, corner, squares[s]))
          n++;
    }
  return n;
}

char *
nw_scene_trade_hint (const NwScene *scene,
                     const int      give[NW_N_COLOURS],
                     int            take)
{
  TsMove move;
  gboolean standard, post;

  if (nw_scene_find_trade (scene, give, take, &move))
    return NULL;
  if (!acting_in (scene, NW_PHASE_TURN))
    /* Translators: Network: a status text for the board, or a description
       of a board place read by screen readers */
    return g_strdup (_("You can trade on your turn."));
  if (take < 0 || take >= NW_N_COLOURS)
    /* Translators: Network: a prompt in the status line above the board,
       telling the player what to do */
    return g_strdup (_("Choose the colour to take."));
  if (give[take] > 0)
    /* Translators: Network: a status text for the board, or a description
       of a board place read by screen readers */
    return g_strdup (_("You cannot take a colour you give."));

  standard = !ts_network_game_standard_trade_used (scene->view);
  post = nw_scene_post_trades_left (scene) > 0;
  if (standard && post)
    /* Translators: Network: a status text for the board, or a description
       of a board place read by screen readers; cubes are the resources, in
       four colours; trades give 3 cubes for 1 (the standard trade) or 2 for
       1 at a trading post */
    return g_strdup (_("Give 3 cubes for the 3:1 trade, or 2 for a trading-post trade."));
  if (standard)
    /* Translators: Network: a status text for the board, or a description
       of a board place read by screen readers; cubes are the resources, in
       four colours; trades give 3 cubes for 1 (the standard trade) or 2 for
       1 at a trading post */
    return g_strdup (_("Give 3 cubes for the 3:1 trade."));
  if (post)
    /* Translators: Network: a status text for the board, or a description
       of a board place read by screen readers; cubes are the resources, in
       four colours; trades give 3 cubes for 1 (the standard trade) or 2 for
       1 at a trading post */
    return g_strdup (_("Give 2 cubes for a trading-post trade."));
  /* Translators: Network: a status text for the board, or a description of
     a board place read by screen readers */
  return g_strdup (_("No trades left this turn."));
}

char *
nw_scene_trades_left (const NwScene *scene)
{
  const char *standard;
  guint posts;

  if (scene->view == NULL || nw_scene_phase (scene) == NW_PHASE_OVER
      || ts_game_is_over (TS_GAME (scene->view)))
    return g_strdup ("");
  if (nw_scene_phase (scene) != NW_PHASE_TURN)
    /* Translators: Network: a status text for the board, or a description
       of a board place read by screen readers; a starting set is the node
       and branch each player places before the first turn */
    return g_strdup (_("Trades start after the starting sets."));

  standard = ts_network_game_standard_trade_used (scene->view)
             /* Translators: Network: a status text for the board, or a
                description of a board place read by screen readers; trades
                give 3 cubes for 1 (the standard trade) or 2 for 1 at a
                trading post */
             ? _("3:1 trade: used this turn.")
             /* Translators: Network: a status text for the board, or a
                description of a board place read by screen readers; trades
                give 3 cubes for 1 (the standard trade) or 2 for 1 at a
                trading post */
             : _("3:1 trade: available.");
  posts = nw_scene_post_trades_left (scene);
  if (ts_network_game_is_simplified (scene->view))
    /* Translators: %s says whether the 3:1 trade is still available. */
    return g_strdup_printf (_("%s No trading-post trades in the simplified game."), standard);
  if (posts == 0)
    /* Translators: Network: a status text for the board, or a description
       of a board place read by screen readers; nodes are the pieces built
       on the corners of squares; trades give 3 cubes for 1 (the standard
       trade) or 2 for 1 at a trading post */
    return g_strdup_printf (_("%s 2:1 trades: none (a node on a trading post’s corner gives one)."),
                            standard);
  /* Translators: Network: a status text for the board, or a description of
     a board place read by screen readers; trades give 3 cubes for 1 (the
     standard trade) or 2 for 1 at a trading post */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s 2:1 trades left: %2$u.",
                                       "%1$s 2:1 trades left: %2$u.", posts),
                          standard, posts);
}

char *
nw_scene_idle_warning (const NwScene *scene)
{
  guint idle;

  if (nw_scene_phase (scene) != NW_PHASE_TURN)
    return NULL;
  idle = ts_network_game_get_idle_turns (scene->view);
  if (idle < NW_WARN_IDLE_TURNS)
    return NULL;
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: Network: a status text for
                                          the board, or a description of a board
                                          place read by screen readers */
                                       "No piece placed for %1$u turn: the game ends after %2$u such turns in a row.",
                                       "No piece placed for %1$u turns: the game ends after %2$u such turns in a row.",
                                       idle),
                          idle, NW_STALEMATE_TURNS);
}

/* Words */

const char *
nw_colour_name (NwColour colour)
{
  switch (colour)
    {
    case NW_RED:
      /* Translators: a resource colour, inside sentences. */
      return C_("resource", "red");
    case NW_YELLOW:
      return C_("resource", "yellow");
    case NW_GREEN:
      return C_("resource", "green");
    case NW_BLUE:
    case NW_N_COLOURS:
    default:
      return C_("resource", "blue");
    }
}

const char *
nw_colour_title (NwColour colour)
{
  switch (colour)
    {
    case NW_RED:
      /* Translators: a resource colour, on its own on a button. */
      return C_("resource", "Red");
    case NW_YELLOW:
      /* Translators: Network: a status text for the board, or a description
         of a board place read by screen readers; cubes are the resources,
         in four colours */
      return C_("resource", "Yellow");
    case NW_GREEN:
      /* Translators: Network: a status text for the board, or a description
         of a board place read by screen readers; cubes are the resources,
         in four colours */
      return C_("resource", "Green");
    case NW_BLUE:
    case NW_N_COLOURS:
    default:
      /* Translators: Network: a status text for the board, or a description
         of a board place read by screen readers; cubes are the resources,
         in four colours */
      return C_("resource", "Blue");
    }
}

const char *
nw_colour_letter (NwColour colour)
{
  switch (colour)
    {
    case NW_RED:
      /* Translators: one letter for the resource colour red. */
      return C_("resource letter", "R");
    case NW_YELLOW:
      /* Translators: one letter for the resource colour yellow. */
      return C_("resource letter", "Y");
    case NW_GREEN:
      /* Translators: one letter for the resource colour green. */
      return C_("resource letter", "G");
    case NW_BLUE:
    case NW_N_COLOURS:
    default:
      /* Translators: one letter for the resource colour blue. */
      return C_("resource letter", "B");
    }
}

guint32
nw_cube_rgb (NwColour colour)
{
  static const guint32 rgb[NW_N_COLOURS] = {
    [NW_RED] = 0xe01b24,
    [NW_YELLOW] = 0xf5c211,
    [NW_GREEN] = 0x2ec27e,
    [NW_BLUE] = 0x3584e4,
  };

  return colour < NW_N_COLOURS ? rgb[colour] : 0;
}

char *
nw_cubes_text (const guint counts[NW_N_COLOURS])
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  for (int c = 0; c < NW_N_COLOURS; c++)
    if (counts[c] > 0)
      /* Translators: a number of cubes of a colour, e.g. "2 red". */
      g_ptr_array_add (parts, g_strdup_printf (C_("cubes", "%1$u %2$s"), counts[c],
                                               nw_colour_name (c)));
  if (parts->len == 0)
    /* Translators: a player holds no resource cubes. */
    return g_strdup (C_("cubes", "none"));
  g_ptr_array_add (parts, NULL);
  /* Translators: the separator of a list of cube counts. */
  return g_strjoinv (C_("list separator", ", "), (char **) parts->pdata);
}

static const char *
square_type_name (int square)
{
  switch (nw_square_type (square))
    {
    case NW_SQUARE_RED:
      /* Translators: a kind of square on the Network board. */
      return _("red square");
    case NW_SQUARE_YELLOW:
      /* Translators: Network: a status text for the board, or a description
         of a board place read by screen readers; the board is a grid of
         coloured squares that give resource cubes; cubes are the resources,
         in four colours */
      return _("yellow square");
    case NW_SQUARE_GREEN:
      /* Translators: Network: a status text for the board, or a description
         of a board place read by screen readers; the board is a grid of
         coloured squares that give resource cubes; cubes are the resources,
         in four colours */
      return _("green square");
    case NW_SQUARE_BLUE:
      /* Translators: Network: a status text for the board, or a description
         of a board place read by screen readers; the board is a grid of
         coloured squares that give resource cubes; cubes are the resources,
         in four colours */
      return _("blue square");
    case NW_SQUARE_VACANT:
      /* Translators: Network: a status text for the board, or a description
         of a board place read by screen readers; the board is a grid of
         coloured squares that give resource cubes */
      return _("vacant square");
    case NW_SQUARE_POST:
    default:
      /* Translators: Network: a status text for the board, or a description
         of a board place read by screen readers; trades give 3 cubes for 1
         (the standard trade) or 2 for 1 at a trading post */
      return _("trading post");
    }
}

/* "red square, limit 2, exhausted"; with PLACED, "red square in column
 * B, row 2, limit 2, exhausted". */
static char *
describe_square (const NwScene *scene,
                 int            square,
                 gboolean       placed)
{
  int owner = ts_network_game_get_captured_by (scene->view, square);
  guint limit = nw_square_limit (square);
  g_autofree char *base = NULL;

  if (placed)
    {
      g_autofree char *column = nw_words_column (square % NW_SIZE);

      /* Translators: a square of the Network board and where it is, "red
         square in column B, row 2"; %1$s is its kind ("red square",
         "trading post"), %2$s the letter of its column, %3$d the number
         of its row */
      base = g_strdup_printf (_("%1$s in column %2$s, row %3$d"), square_type_name (square),
                              column, square / NW_SIZE + 1);
    }
  else
    base = g_strdup (square_type_name (square));
  if (limit > 0)
    {
      g_autofree char *kind = g_steal_pointer (&base);

      /* Translators: e.g. "red square, limit 2" (limit: nodes it pays). */
      base = g_strdup_printf (_("%1$s, limit %2$u"), kind, limit);
    }

  if (owner >= 0)
    /* Translators: %1$s describes a square, %2$s is a player. */
    return g_strdup_printf (_("%1$s, captured by %2$s"), base, seat_name (scene, owner));
  if (ts_network_game_is_exhausted (scene->view, square))
    /* Translators: %s describes a square that pays no one any more. */
    return g_strdup_printf (_("%s, exhausted"), base);
  return g_steal_pointer (&base);
}

static char *
join_squares (const NwScene *scene,
              const int     *squares,
              guint          n)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  for (guint k = 0; k < n; k++)
    g_ptr_array_add (parts, describe_square (scene, squares[k], TRUE));
  g_ptr_array_add (parts, NULL);
  /* Translators: the separator of a list of squares. */
  return g_strjoinv (C_("list separator", "; "), (char **) parts->pdata);
}

static char *
describe_corner (const NwScene *scene,
                 int            corner)
{
  g_autofree char *name = nw_words_corner_title (corner);
  int squares[4];
  guint n = nw_corner_squares (corner, squares);
  g_autofree char *around = join_squares (scene, squares, n);
  int owner = ts_network_game_get_corner_owner (scene->view, corner);

  if (owner >= 0)
    /* Translators: Network: the corner under the cursor, read by screen
       readers; %1$s is the corner ("Bottom right corner of the square in
       column B, row 2"), %2$s a player, %3$s the squares around it */
    return g_strdup_printf (_("%1$s: node of %2$s. Squares around it: %3$s"),
                            name, seat_name (scene, owner), around);
  if (scene->legal_corner[corner])
    /* Translators: Network: the corner under the cursor, read by screen
       readers; nodes are the pieces built on the corners of squares; %1$s
       is the corner, %2$s the squares around it */
    return g_strdup_printf (_("%1$s: empty, you may place a node here. Squares around it: %2$s"),
                            name, around);
  /* Translators: Network: the corner under the cursor, read by screen
     readers; %1$s is the corner, %2$s the squares around it */
  return g_strdup_printf (_("%1$s: empty. Squares around it: %2$s"), name, around);
}

static char *
describe_edge (const NwScene *scene,
               int            edge)
{
  g_autofree char *name = nw_words_edge_title (edge);
  int squares[2];
  guint n = nw_edge_squares (edge, squares);
  g_autofree char *beside = join_squares (scene, squares, n);
  int owner = ts_network_game_get_edge_owner (scene->view, edge);

  if (owner >= 0)
    /* Translators: Network: the edge under the cursor, read by screen
       readers; %1$s is the edge ("Right side of the square in column B,
       row 2"), %2$s a player, %3$s the squares beside it */
    return g_strdup_printf (_("%1$s: branch of %2$s. Squares beside it: %3$s"),
                            name, seat_name (scene, owner), beside);
  if (scene->legal_edge[edge])
    /* Translators: Network: the edge under the cursor, read by screen
       readers; branches are the pieces built on the edges between
       corners; %1$s is the edge, %2$s the squares beside it */
    return g_strdup_printf (_("%1$s: empty, you may place a branch here. Squares beside it: %2$s"),
                            name, beside);
  /* Translators: Network: the edge under the cursor, read by screen
     readers; %1$s is the edge, %2$s the squares beside it */
  return g_strdup_printf (_("%1$s: empty. Squares beside it: %2$s"), name, beside);
}

char *
nw_scene_describe_spot (const NwScene *scene,
                        NwSpot         spot)
{
  if (scene->view == NULL)
    return NULL;

  switch (spot.kind)
    {
    case NW_SPOT_CORNER:
      return describe_corner (scene, spot.index);
    case NW_SPOT_EDGE:
      return describe_edge (scene, spot.index);
    case NW_SPOT_SQUARE:
      {
        g_autofree char *what = describe_square (scene, spot.index, FALSE);
        g_autofree char *column = nw_words_column (spot.index % NW_SIZE);
        int row = spot.index / NW_SIZE + 1;
        int corners[4];
        guint nodes = 0;

        nw_square_corners (spot.index, corners);
        for (guint k = 0; k < 4; k++)
          nodes += ts_network_game_get_corner_owner (scene->view, corners[k]) >= 0;
        if (nodes == 0)
          /* Translators: Network: the square under the cursor, read by
             screen readers; %1$s is the letter of its column, %2$d the
             number of its row, %3$s describes it ("red square, limit 2") */
          return g_strdup_printf (_("Square in column %1$s, row %2$d: %3$s"), column, row, what);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: Network: the square under
                                                the cursor, read by screen readers;
                                                %1$s is the letter of its column, %2$d
                                                the number of its row, %3$s describes
                                                it, %4$u counts the nodes on its
                                                corners */
                                             "Square in column %1$s, row %2$d: %3$s; %4$u node on its corners",
                                             "Square in column %1$s, row %2$d: %3$s; %4$u nodes on its corners",
                                             nodes),
                                column, row, what, nodes);
      }
    case NW_SPOT_NONE:
    default:
      return NULL;
    }
}

static char *
winner_message (const NwScene *scene)
{
  int ranks[TS_MAX_SEATS] = { 0 };
  NwScore score;
  int winner = TS_SEAT_NONE;
  guint n_first = 0;

  ts_game_get_ranks (TS_GAME (scene->view), ranks);
  for (int seat = 0; seat < 2; seat++)
    if (ranks[seat] == 0)
      {
        winner = seat;
        n_first++;
      }
  if (n_first != 1)
    /* Translators: Network: the status line at the end of the game */
    return g_strdup (_("Game over: a draw."));

  ts_network_game_get_score_parts (scene->view, winner, &score);
  /* Translators: Network: the status line at the end of the game */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Game over: %1$s wins with %2$u point.",
                                       "Game over: %1$s wins with %2$u points.", score.total),
                          seat_name (scene, winner), score.total);
}

char *
nw_scene_prompt (const NwScene *scene)
{
  const char *name;

  if (scene->view == NULL)
    return NULL;
  if (ts_game_is_over (TS_GAME (scene->view)) || nw_scene_phase (scene) == NW_PHASE_OVER)
    return winner_message (scene);

  name = seat_name (scene, ts_game_get_current_seat (TS_GAME (scene->view)));
  if (nw_scene_phase (scene) == NW_PHASE_SETUP)
    {
      if (!scene->can_act)
        /* Translators: Network: a status text for the board, or a
           description of a board place read by screen readers; a starting
           set is the node and branch each player places before the first
           turn */
        return g_strdup_printf (_("%s is placing a starting set."), name);
      if (scene->pending_corner != NW_NONE)
        /* Translators: Network: a status text for the board, or a
           description of a board place read by screen readers; nodes are
           the pieces built on the corners of squares; branches are the
           pieces built on the edges between corners; joined branches form a
           network */
        return g_strdup (_("Now choose an edge next to your new node for its free branch (Esc picks another corner)."));
      /* Translators: Network: a status text for the board, or a description
         of a board place read by screen readers; nodes are the pieces built
         on the corners of squares; branches are the pieces built on the
         edges between corners; joined branches form a network */
      return g_strdup (_("Place a starting set: choose a free corner for your node, then an edge next to it for your branch."));
    }

  if (!scene->can_act)
    /* Translators: Network: a status text for the board, or a description
       of a board place read by screen readers */
    return g_strdup_printf (_("%s’s turn."), name);
  if (scene->n_legal_corners + scene->n_legal_edges > 0)
    /* Translators: Network: a prompt in the status line above the board,
       telling the player what to do */
    return g_strdup (_("Your turn: build on a highlighted spot, trade, or end the turn."));
  /* Translators: Network: a prompt in the status line above the board,
     telling the player what to do; cubes are the resources, in four colours */
  return g_strdup (_("Your turn: nothing to build with these cubes. Trade, or end the turn."));
}

char *
nw_scene_describe_scores (const NwScene *scene)
{
  NwScore s[2];
  int seat[2];

  if (scene->view == NULL)
    return g_strdup ("");
  for (int p = 0; p < 2; p++)
    {
      seat[p] = nw_scene_seat_of_player (scene, p);
      ts_network_game_get_score_parts (scene->view, seat[p], &s[p]);
    }
  {
    g_autofree char *first = NULL;
    g_autofree char *second = NULL;

    /* Translators: Network: a player's name and points, "Ada: 4 points",
       read by screen readers */
    first = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s: %2$u point", "%1$s: %2$u points",
                                          s[0].total),
                             seat_name (scene, seat[0]), s[0].total);
    second = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s: %2$u point", "%1$s: %2$u points",
                                           s[1].total),
                              seat_name (scene, seat[1]), s[1].total);
    /* Translators: both players' points, "Ada: 4 points; Bob: 1 point" */
    return g_strdup_printf (C_("both scores", "%1$s; %2$s"), first, second);
  }
}
