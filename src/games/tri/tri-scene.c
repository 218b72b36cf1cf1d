/* tri-scene.c — what the TRI board shows and what input means (no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here reads the view of the viewer (ts_game_view_for), never
 * the game itself, so a battle's secret dice and cards stay "?" for whoever
 * may not see them (spec §7).
 */
#include "tri-scene.h"

#include <math.h>
#include <string.h>

static const int card_values[TRI_N_CARD_VALUES] = { 0, 2, 3, 4 };

/* ------------------------------------------------------------------ */
/* Geometry                                                            */

/* The labels' font for squares of UNIT pixels, and the strip they need. */
static double
label_px (double unit)
{
  return CLAMP (unit * 0.2, TRI_LABEL_MIN_PX, 18);
}

static double
label_strip (double unit)
{
  return ceil (label_px (unit) * 1.6);
}

void
tri_geom_init (TriGeom  *g,
               guint     size,
               double    width,
               double    height,
               double    xalign,
               gboolean  labels)
{
  double pad = 6, strip = 0, content;

  memset (g, 0, sizeof *g);
  g->size = size;
  if (size == 0 || width < 20 || height < 20)
    return;
  /* S squares and half a square of repeat on either side, and the labels'
   * strip above and left of them (the right side stays against the
   * panel); whole pixels, so the square edges fall on pixel boundaries
   * and stay crisp.  The strip shrinks with the unit, so the second unit
   * leaves room for it. */
  g->unit = floor (MIN (width - 2 * pad, height - 2 * pad) / (size + 1));
  if (labels)
    {
      strip = label_strip (g->unit);
      g->unit = floor (MIN (width - 2 * pad - strip, height - 2 * pad - strip) / (size + 1));
      strip = label_strip (g->unit);
    }
  if (g->unit < 4)
    {
      g->unit = 0;
      return;
    }
  g->label = strip;
  g->label_px = labels ? label_px (g->unit) : 0;
  content = g->unit * (size + 1) + strip;
  g->ox = round (pad + strip + g->unit / 2 + (width - content - 2 * pad) * CLAMP (xalign, 0, 1));
  g->oy = round ((height - content) / 2 + strip + g->unit / 2);
}

void
tri_geom_column_label (const TriGeom *g,
                       int            x,
                       double        *cx,
                       double        *cy)
{
  *cx = g->ox + (x + 0.5) * g->unit;
  *cy = g->oy - g->unit / 2 - g->label / 2;
}

void
tri_geom_row_label (const TriGeom *g,
                    int            y,
                    double        *cx,
                    double        *cy)
{
  *cx = g->ox - g->unit / 2 - g->label / 2;
  *cy = g->oy + (y + 0.5) * g->unit;
}

void
tri_geom_corners_at (const TriGeom *g,
                     int            x,
                     int            y,
                     TriDir         dir,
                     TriPt          p[3])
{
  double x0 = g->ox + x * g->unit, y0 = g->oy + y * g->unit, u = g->unit;

  switch (dir)
    {
    case TRI_DIR_N:
      p[0] = (TriPt) { x0, y0 };
      p[1] = (TriPt) { x0 + u, y0 };
      break;
    case TRI_DIR_E:
      p[0] = (TriPt) { x0 + u, y0 };
      p[1] = (TriPt) { x0 + u, y0 + u };
      break;
    case TRI_DIR_S:
      p[0] = (TriPt) { x0 + u, y0 + u };
      p[1] = (TriPt) { x0, y0 + u };
      break;
    case TRI_DIR_W:
    default:
      p[0] = (TriPt) { x0, y0 + u };
      p[1] = (TriPt) { x0, y0 };
      break;
    }
  p[2] = (TriPt) { x0 + u / 2, y0 + u / 2 };
}

void
tri_geom_corners (const TriGeom *g,
                  int            triangle,
                  TriPt          p[3])
{
  int x, y;
  TriDir dir;

  tri_triangle_coords (g->size, triangle, &x, &y, &dir);
  tri_geom_corners_at (g, x, y, dir, p);
}

TriPt
tri_geom_centroid (const TriPt p[3])
{
  return (TriPt) { (p[0].x + p[1].x + p[2].x) / 3, (p[0].y + p[1].y + p[2].y) / 3 };
}

TriPt
tri_geom_incentre (const TriPt  p[3],
                   double      *radius)
{
  /* Each corner weighted by the length of the side facing it. */
  double a = hypot (p[1].x - p[2].x, p[1].y - p[2].y);
  double b = hypot (p[2].x - p[0].x, p[2].y - p[0].y);
  double c = hypot (p[0].x - p[1].x, p[0].y - p[1].y);
  double sum = MAX (a + b + c, 1e-9);
  double area = fabs ((p[1].x - p[0].x) * (p[2].y - p[0].y)
                      - (p[2].x - p[0].x) * (p[1].y - p[0].y)) / 2;

  if (radius != NULL)
    *radius = 2 * area / sum;
  return (TriPt) { (a * p[0].x + b * p[1].x + c * p[2].x) / sum,
                   (a * p[0].y + b * p[1].y + c * p[2].y) / sum };
}

int
tri_geom_hit (const TriGeom *g,
              double         px,
              double         py)
{
  double fx, fy, lx, ly;
  int sx, sy;
  TriDir dir;

  if (g->unit <= 0)
    return -1;
  fx = (px - g->ox) / g->unit;
  fy = (py - g->oy) / g->unit;
  if (fx < -0.5 || fy < -0.5 || fx >= g->size + 0.5 || fy >= g->size + 0.5)
    return -1;
  sx = (int) floor (fx);
  sy = (int) floor (fy);
  lx = fx - sx;
  ly = fy - sy;
  if (ly <= lx && ly <= 1 - lx)
    dir = TRI_DIR_N;
  else if (ly >= lx && ly >= 1 - lx)
    dir = TRI_DIR_S;
  else if (lx > ly)
    dir = TRI_DIR_E;
  else
    dir = TRI_DIR_W;
  return tri_triangle (g->size, sx, sy, dir);
}

void
tri_geom_square_centre (const TriGeom *g,
                        guint          square,
                        double        *x,
                        double        *y)
{
  guint s = MAX (g->size, 1);

  *x = g->ox + (square % s + 0.5) * g->unit;
  *y = g->oy + (square / s + 0.5) * g->unit;
}

double
tri_geom_marker_radius (const TriGeom *g)
{
  return MAX (g->unit * 0.09, 5);
}

/* ------------------------------------------------------------------ */
/* Questions                                                           */

guint
tri_scene_size (const TriScene *scene)
{
  return scene->view ? ts_tri_game_get_size (scene->view) : 0;
}

guint
tri_scene_n_triangles (const TriScene *scene)
{
  return scene->view ? ts_tri_game_get_n_triangles (scene->view) : 0;
}

TriPhase
tri_scene_phase (const TriScene *scene)
{
  return scene->view ? ts_tri_game_get_phase (scene->view) : TRI_PHASE_OVER;
}

gboolean
tri_scene_acting_in (const TriScene *scene,
                     TriPhase        phase)
{
  return scene->can_act && tri_scene_phase (scene) == phase;
}

gboolean
tri_scene_choosing_card (const TriScene *scene)
{
  return tri_scene_acting_in (scene, TRI_PHASE_ATTACK_CARD)
         || tri_scene_acting_in (scene, TRI_PHASE_DEFEND_CARD);
}

gboolean
tri_scene_any_teleport (const TriScene *scene)
{
  for (guint i = 0; i < TRI_MAX_SQUARES; i++)
    if (scene->teleport_from[i])
      return TRUE;
  return FALSE;
}

static gboolean
valid_triangle (const TriScene *scene,
                int             triangle)
{
  return triangle >= 0 && (guint) triangle < tri_scene_n_triangles (scene);
}

gboolean
tri_scene_is_target (const TriScene *scene,
                     int             triangle)
{
  if (!valid_triangle (scene, triangle))
    return FALSE;
  if (scene->teleport_mode)
    return scene->teleport_target[triangle];
  return scene->legal[triangle] != 0;
}

gboolean
tri_scene_is_hot (const TriScene *scene,
                  int             triangle)
{
  return triangle == scene->cursor && (scene->pointer_in || scene->focused);
}

int
tri_scene_preview_attack (const TriScene *scene)
{
  int t = scene->cursor;

  if ((scene->pointer_in || scene->focused) && valid_triangle (scene, t)
      && !scene->teleport_mode && scene->legal[t] == TRI_MOVE_ATTACK)
    return t;
  return -1;
}

guint
tri_scene_attack_dice (const TriScene *scene,
                       int             target)
{
  int attacking[3];

  if (!valid_triangle (scene, target) || scene->legal[target] != TRI_MOVE_ATTACK)
    return 0;
  return ts_tri_game_get_attackers (scene->view, target, attacking);
}

int
tri_scene_last_placed (const TriScene *scene)
{
  const TsMove *last;
  guint n = scene->table != NULL ? ts_table_get_n_moves (scene->table) : 0;
  int t = -1;

  if (n == 0 || scene->view == NULL)
    return -1;
  last = ts_table_get_move (scene->table, n - 1);
  if (last == NULL)
    return -1;   /* a move the table does not know (online: another seat's) */
  if (last->kind == TRI_MOVE_PLACE || last->kind == TRI_MOVE_EXPAND)
    t = last->arg[0];
  else if (last->kind == TRI_MOVE_TELEPORT)
    t = last->arg[1];
  if (valid_triangle (scene, t) && ts_tri_game_get_owner (scene->view, t) >= 0)
    return t;
  return -1;
}

static int
card_index (int value)
{
  for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
    if (card_values[i] == value)
      return i;
  return -1;
}

/* Whether move INDEX of the match holds an event of KIND the viewer may
 * see; if so, the first one goes into EVENT. */
static gboolean
move_event (const TriScene *scene,
            guint           index,
            int             kind,
            TsEvent        *event)
{
  guint first, n;

  ts_table_get_move_events (scene->table, index, &first, &n);
  for (guint i = first; i < first + n; i++)
    {
      const TsEvent *e = ts_table_get_event (scene->table, i);

      if (e->kind == kind && ts_event_visible_to (e, scene->viewer))
        {
          *event = *e;
          return TRUE;
        }
    }
  return FALSE;
}

/* The last move of the match revealed or ended a battle. */
static gboolean
last_move_ends_battle (const TriScene *scene)
{
  guint n = scene->table ? ts_table_get_n_moves (scene->table) : 0;
  TsEvent event;

  return n > 0 && (move_event (scene, n - 1, TRI_EVENT_BATTLE, &event) ||
                   move_event (scene, n - 1, TRI_EVENT_VOID, &event));
}

const TriBattle *
tri_scene_shown_battle (const TriScene *scene)
{
  const TriBattle *b;

  if (scene->view == NULL)
    return NULL;
  b = ts_tri_game_get_battle (scene->view);
  if (b == NULL || b->attacker < 0 || b->target < 0)
    return NULL;
  switch (tri_scene_phase (scene))
    {
    case TRI_PHASE_ATTACK_CARD:
    case TRI_PHASE_DEFEND_CARD:
    case TRI_PHASE_VOID:
      return b;
    case TRI_PHASE_ACTION:
    case TRI_PHASE_OVER:
    default:
      if (b->revealed && last_move_ends_battle (scene))
        return b;
      return NULL;
    }
}

const TriBattle *
tri_scene_panel_battle (const TriScene *scene)
{
  const TriBattle *b = tri_scene_shown_battle (scene);

  if (b == NULL && scene->have_recent)
    b = &scene->recent;
  return b;
}

/* The battle whose reveal or void choice was move INDEX, told by the
 * events of the match (a revealed battle is public).  The reveal is the
 * move itself or, for a void choice, one of the moves just before it. */
static gboolean
battle_of_move (const TriScene *scene,
                guint           index,
                TriBattle      *battle)
{
  TsEvent reveal, voided;
  gboolean has_void = move_event (scene, index, TRI_EVENT_VOID, &voided);
  guint i = index;

  while (!move_event (scene, i, TRI_EVENT_BATTLE, &reveal))
    {
      /* Only a void choice comes after its reveal (right after it). */
      if (!has_void || i == 0 || index - i >= 2)
        return FALSE;
      i--;
    }
  if (!tri_event_get_battle (&reveal, tri_scene_size (scene), battle))
    return FALSE;
  if (has_void)
    battle->voided = tri_event_triangle (tri_scene_size (scene), voided.arg[0]);
  return TRUE;
}

/* Finds the last revealed battle played since the viewer last acted, so a
 * player who attacked sees the outcome even when computers have moved on
 * since. */
static void
find_recent_battle (TriScene *scene)
{
  guint n;

  scene->have_recent = FALSE;
  if (scene->table == NULL || scene->view == NULL || scene->viewer == TS_SEAT_NONE
      || tri_scene_shown_battle (scene) != NULL)
    return;

  n = ts_table_get_n_moves (scene->table);
  for (guint k = 0; k < n && k < 4 * TS_MAX_SEATS + 8; k++)
    {
      guint i = n - 1 - k;
      TsEvent event;

      if (move_event (scene, i, TRI_EVENT_BATTLE, &event) ||
          move_event (scene, i, TRI_EVENT_VOID, &event))
        {
          scene->have_recent = battle_of_move (scene, i, &scene->recent);
          return;
        }
      if (ts_table_get_move_seat (scene->table, i) == scene->viewer)
        return;
    }
}

/* ------------------------------------------------------------------ */
/* State                                                               */

TriScene *
tri_scene_new (void)
{
  TriScene *scene = g_new0 (TriScene, 1);

  scene->viewer = TS_SEAT_NONE;
  scene->xalign = 0.5;
  scene->labels = TRUE;
  tri_scene_reset (scene);
  return scene;
}

void
tri_scene_free (TriScene *scene)
{
  if (scene == NULL)
    return;
  g_clear_object (&scene->table);
  g_clear_object (&scene->view);
  g_free (scene->prompt);
  g_free (scene->notice);
  g_free (scene);
}

void
tri_scene_reset (TriScene *scene)
{
  scene->last_phase = TRI_PHASE_OVER;
  scene->last_seat = TS_SEAT_NONE;
  scene->cursor = 0;
  scene->hovered = -1;
  scene->teleport_mode = FALSE;
  scene->teleport_square = -1;
  scene->card = -1;
}

void
tri_scene_forget_choices (TriScene *scene)
{
  scene->last_seat = TS_SEAT_NONE;
}

static void
take_legal (TriScene     *scene,
            const GArray *legal)
{
  guint nt = tri_scene_n_triangles (scene);

  for (guint i = 0; legal != NULL && i < legal->len; i++)
    {
      const TsMove *m = &g_array_index (legal, TsMove, i);

      switch (m->kind)
        {
        case TRI_MOVE_PLACE:
        case TRI_MOVE_EXPAND:
        case TRI_MOVE_ATTACK:
        case TRI_MOVE_VOID:
          if (m->arg[0] >= 0 && (guint) m->arg[0] < nt)
            {
              if (scene->legal[m->arg[0]] == 0)
                scene->n_targets++;
              scene->legal[m->arg[0]] = m->kind;
            }
          break;
        case TRI_MOVE_TELEPORT:
          if (m->arg[0] >= 0 && m->arg[0] < TRI_MAX_SQUARES)
            scene->teleport_from[m->arg[0]] = TRUE;
          if (m->arg[1] >= 0 && (guint) m->arg[1] < nt)
            scene->teleport_target[m->arg[1]] = TRUE;
          break;
        case TRI_MOVE_PASS:
          scene->can_pass = TRUE;
          break;
        case TRI_MOVE_CARD:
          if (card_index (m->arg[0]) >= 0)
            scene->card_ok[card_index (m->arg[0])] = TRUE;
          break;
        default:
          break;
        }
    }
}

static void
set_string (char **field,
            char  *value)
{
  g_free (*field);
  *field = value;
}

void
tri_scene_update (TriScene     *scene,
                  TsTable      *table,
                  TsGame       *view,
                  int           viewer,
                  gboolean      can_act,
                  const GArray *legal)
{
  TriPhase phase;
  int seat;

  g_set_object (&scene->table, table);
  g_clear_object (&scene->view);
  if (view != NULL && TS_IS_TRI_GAME (view))
    scene->view = TS_TRI_GAME (g_object_ref (view));
  scene->viewer = viewer;
  scene->can_act = can_act && scene->view != NULL;
  memset (scene->legal, 0, sizeof scene->legal);
  memset (scene->teleport_target, 0, sizeof scene->teleport_target);
  memset (scene->teleport_from, 0, sizeof scene->teleport_from);
  memset (scene->card_ok, 0, sizeof scene->card_ok);
  scene->can_pass = FALSE;
  scene->n_targets = 0;

  if (scene->view == NULL)
    {
      set_string (&scene->prompt, NULL);
      set_string (&scene->notice, NULL);
      scene->teleport_mode = FALSE;
      scene->have_recent = FALSE;
      return;
    }

  phase = tri_scene_phase (scene);
  seat = ts_game_get_current_seat (TS_GAME (scene->view));
  if (scene->can_act)
    take_legal (scene, legal);

  /* A new turn or another pair of eyes: nothing chosen carries over. */
  if (phase != scene->last_phase || seat != scene->last_seat)
    {
      scene->teleport_mode = FALSE;
      scene->card = -1;
    }
  if (scene->teleport_mode && (scene->teleport_square < 0 || !scene->teleport_from[scene->teleport_square]))
    scene->teleport_mode = FALSE;
  if (scene->card >= 0 && !scene->card_ok[card_index (scene->card)])
    scene->card = -1;

  if (!valid_triangle (scene, scene->cursor))
    scene->cursor = 0;
  /* In the void choice, start on a triangle that can be chosen. */
  if (phase == TRI_PHASE_VOID && scene->can_act && scene->legal[scene->cursor] != TRI_MOVE_VOID)
    for (guint t = 0; t < tri_scene_n_triangles (scene); t++)
      if (scene->legal[t] == TRI_MOVE_VOID)
        {
          scene->cursor = t;
          break;
        }

  scene->last_phase = phase;
  scene->last_seat = seat;

  find_recent_battle (scene);
  set_string (&scene->prompt, tri_scene_compute_prompt (scene));
  set_string (&scene->notice, tri_scene_compute_notice (scene));
}

/* The prompt after a local change (teleport mode, card choice). */
static TriSceneResult
mode_changed (TriScene *scene)
{
  set_string (&scene->prompt, tri_scene_compute_prompt (scene));
  return TRI_SCENE_MODE;
}

/* ------------------------------------------------------------------ */
/* Input                                                               */

/* What a click or Enter on TRIANGLE does now. */
static TriSceneResult
act_on (TriScene *scene,
        int       triangle,
        TsMove   *move)
{
  if (!scene->can_act || !valid_triangle (scene, triangle))
    return TRI_SCENE_NONE;

  if (scene->teleport_mode)
    {
      *move = ts_tri_move_teleport (scene->teleport_square, triangle);
      return TRI_SCENE_MOVE;
    }

  if (tri_scene_choosing_card (scene))
    /* Enter on the board plays the selected card. */
    return tri_scene_play_card (scene, move);

  switch (scene->legal[triangle])
    {
    case TRI_MOVE_PLACE:
      *move = ts_tri_move_place (triangle);
      return TRI_SCENE_MOVE;
    case TRI_MOVE_EXPAND:
      *move = ts_tri_move_expand (triangle);
      return TRI_SCENE_MOVE;
    case TRI_MOVE_ATTACK:
      *move = ts_tri_move_attack (triangle);
      return TRI_SCENE_MOVE;
    case TRI_MOVE_VOID:
      *move = ts_tri_move_void (triangle);
      return TRI_SCENE_MOVE;
    default:
      return TRI_SCENE_BELL;
    }
}

/* The square whose teleport marker the viewer may use lies under (X, Y),
 * or -1. */
static int
hit_teleport (const TriScene *scene,
              const TriGeom  *g,
              double          x,
              double          y)
{
  double r = tri_geom_marker_radius (g) * 1.2 + 3;

  if (g->unit <= 0 || !tri_scene_acting_in (scene, TRI_PHASE_ACTION))
    return -1;
  for (guint sq = 0; sq < g->size * g->size; sq++)
    {
      double cx, cy;

      tri_geom_square_centre (g, sq, &cx, &cy);
      if (scene->teleport_from[sq] && hypot (x - cx, y - cy) <= r)
        return sq;
    }
  return -1;
}

TriSceneResult
tri_scene_click (TriScene      *scene,
                 const TriGeom *g,
                 double         x,
                 double         y,
                 TsMove        *move)
{
  int t, sq;

  if (scene->view == NULL)
    return TRI_SCENE_NONE;

  sq = hit_teleport (scene, g, x, y);
  if (sq >= 0)
    {
      scene->teleport_mode = !(scene->teleport_mode && scene->teleport_square == sq);
      scene->teleport_square = sq;
      return mode_changed (scene);
    }

  t = tri_geom_hit (g, x, y);
  if (t < 0)
    return TRI_SCENE_NONE;
  scene->cursor = t;
  if (tri_scene_choosing_card (scene))
    return TRI_SCENE_CURSOR;
  return TRI_SCENE_CURSOR | act_on (scene, t, move);
}

TriSceneResult
tri_scene_hover (TriScene      *scene,
                 const TriGeom *g,
                 double         x,
                 double         y)
{
  gboolean was_in = scene->pointer_in;
  int t;

  scene->pointer_in = TRUE;
  if (scene->view == NULL)
    return TRI_SCENE_NONE;
  t = tri_geom_hit (g, x, y);
  /* Only a pointer that moves onto another triangle takes the cursor: the
   * motion GTK repeats when the board changes under a resting pointer
   * leaves where the keys put it. */
  if (t >= 0 && t != scene->hovered)
    {
      scene->hovered = t;
      if (t != scene->cursor)
        {
          scene->cursor = t;
          return TRI_SCENE_CURSOR;
        }
    }
  return was_in ? TRI_SCENE_NONE : TRI_SCENE_CURSOR;
}

TriSceneResult
tri_scene_leave (TriScene *scene)
{
  if (!scene->pointer_in)
    return TRI_SCENE_NONE;
  scene->pointer_in = FALSE;
  scene->hovered = -1;
  return TRI_SCENE_CURSOR;
}

TriSceneResult
tri_scene_set_focused (TriScene *scene,
                       gboolean  focused)
{
  if (scene->focused == !!focused)
    return TRI_SCENE_NONE;
  scene->focused = !!focused;
  return TRI_SCENE_CURSOR;
}

TriSceneResult
tri_scene_step_cursor (TriScene *scene,
                       int       dx,
                       int       dy)
{
  guint size = tri_scene_size (scene);
  int x, y, t = scene->cursor;
  TriDir d;

  if (scene->view == NULL)
    return TRI_SCENE_NONE;
  tri_triangle_coords (size, t, &x, &y, &d);
  /* ← / → walk the middle of a row of squares (W, E, next W …) and from N
   * or S go to the side in that direction; ↑ / ↓ walk a column the same
   * way (N, S, next N …). */
  if (dx > 0)
    t = d == TRI_DIR_E ? tri_triangle (size, x + 1, y, TRI_DIR_W) : tri_triangle (size, x, y, TRI_DIR_E);
  else if (dx < 0)
    t = d == TRI_DIR_W ? tri_triangle (size, x - 1, y, TRI_DIR_E) : tri_triangle (size, x, y, TRI_DIR_W);
  else if (dy > 0)
    t = d == TRI_DIR_S ? tri_triangle (size, x, y + 1, TRI_DIR_N) : tri_triangle (size, x, y, TRI_DIR_S);
  else if (dy < 0)
    t = d == TRI_DIR_N ? tri_triangle (size, x, y - 1, TRI_DIR_S) : tri_triangle (size, x, y, TRI_DIR_N);
  scene->cursor = t;
  return TRI_SCENE_CURSOR;
}

TriSceneResult
tri_scene_jump (TriScene *scene,
                int       dir)
{
  int n = tri_scene_n_triangles (scene);

  dir = dir < 0 ? -1 : 1;
  for (int k = 1; k <= n; k++)
    {
      int t = ((scene->cursor + dir * k) % n + n) % n;

      if (tri_scene_is_target (scene, t))
        {
          scene->cursor = t;
          return TRI_SCENE_CURSOR;
        }
    }
  return TRI_SCENE_BELL;
}

TriSceneResult
tri_scene_activate (TriScene *scene,
                    TsMove   *move)
{
  return act_on (scene, scene->cursor, move);
}

static void
first_teleport_square (TriScene *scene,
                       int       after)
{
  int n = tri_scene_size (scene) * tri_scene_size (scene);

  for (int k = 1; k <= n; k++)
    {
      int sq = (after + k + n) % n;

      if (scene->teleport_from[sq])
        {
          scene->teleport_square = sq;
          return;
        }
    }
  scene->teleport_square = -1;
}

TriSceneResult
tri_scene_cycle_teleport (TriScene *scene)
{
  if (!tri_scene_acting_in (scene, TRI_PHASE_ACTION) || !tri_scene_any_teleport (scene))
    return TRI_SCENE_BELL;
  if (!scene->teleport_mode)
    {
      scene->teleport_mode = TRUE;
      first_teleport_square (scene, -1);
    }
  else
    {
      int before = scene->teleport_square;

      first_teleport_square (scene, before);
      if (scene->teleport_square <= before)
        scene->teleport_mode = FALSE;
    }
  return mode_changed (scene);
}

TriSceneResult
tri_scene_set_teleport (TriScene *scene,
                        gboolean  on)
{
  if (!!on == scene->teleport_mode)
    return TRI_SCENE_NONE;
  if (on && tri_scene_acting_in (scene, TRI_PHASE_ACTION) && tri_scene_any_teleport (scene))
    {
      scene->teleport_mode = TRUE;
      first_teleport_square (scene, -1);
    }
  else
    scene->teleport_mode = FALSE;
  return mode_changed (scene);
}

TriSceneResult
tri_scene_cancel (TriScene *scene)
{
  if (!scene->teleport_mode)
    return TRI_SCENE_NONE;
  scene->teleport_mode = FALSE;
  return mode_changed (scene);
}

TriSceneResult
tri_scene_select_card (TriScene *scene,
                       int       value)
{
  int i = card_index (value);

  if (!tri_scene_choosing_card (scene) || i < 0 || !scene->card_ok[i])
    return TRI_SCENE_BELL;
  scene->card = value;
  return mode_changed (scene);
}

TriSceneResult
tri_scene_play_card (TriScene *scene,
                     TsMove   *move)
{
  if (!tri_scene_choosing_card (scene) || scene->card < 0)
    return TRI_SCENE_BELL;
  *move = ts_tri_move_card (scene->card);
  return TRI_SCENE_MOVE;
}

TriSceneResult
tri_scene_pass (TriScene *scene,
                TsMove   *move)
{
  if (!tri_scene_acting_in (scene, TRI_PHASE_ACTION))
    return TRI_SCENE_NONE;
  *move = ts_tri_move_pass ();
  return TRI_SCENE_MOVE;
}
