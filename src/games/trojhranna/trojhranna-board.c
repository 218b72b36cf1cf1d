/* trojhranna-board.c — the Trojhranná hra board widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A thin TsBoard: the scene (trojhranna-scene.c) says what is shown and
 * what input means, the canvas (trojhranna-board-draw.c) draws the table,
 * the panel (trojhranna-panel.c) holds the deck, the reserves and the
 * buttons.  This file wires them: it refreshes the scene from the view,
 * turns keys, clicks and the wheel into scene input, and emits the moves
 * the scene returns.  Everything shown comes from the view (TsBoard), so
 * no face the viewer may not see can be drawn.
 */
#include "trojhranna-board-private.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "ts-board-keys.h"
#include "ts-board-util.h"

struct _TsTrojhrannaBoard
{
  TsBoard    parent_instance;

  TjScene    scene;
  GtkWidget *canvas;
  GtkWidget *panel;

  /* The table's fit the static layer was last drawn for. */
  double     fit_unit;
  double     fit_ox;
  double     fit_oy;

  /* The last pointer position on the canvas, for the wheel. */
  double     pointer_x;
  double     pointer_y;
  gboolean   pointer_in;
  /* Where the last motion event was, in the canvas's own coordinates:
   * GTK repeats a motion at the same place after a frame, or when another
   * window uncovers the board, and neither may take the cursor back from
   * the keyboard. */
  double     motion_x;
  double     motion_y;
  gboolean   motion_seen;

  char      *a11y_text;

  TjHoverCache hover_cache;
};

enum
{
  PROP_0,
  PROP_STATUS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TsTrojhrannaBoard, ts_trojhranna_board, TS_TYPE_BOARD)

TjHoverCache *
ts_trojhranna_board_get_hover_cache (TsTrojhrannaBoard *self)
{
  return &self->hover_cache;
}

const TjScene *
ts_trojhranna_board_get_scene (TsTrojhrannaBoard *self)
{
  return &self->scene;
}

gboolean
ts_trojhranna_board_has_focus (TsTrojhrannaBoard *self)
{
  return gtk_widget_has_focus (self->canvas) || ts_board_is_pointing (TS_BOARD (self));
}

static void
canvas_layout (TsTrojhrannaBoard *self,
               TjCanvasLayout    *layout)
{
  tj_canvas_layout (&self->scene, gtk_widget_get_width (self->canvas),
                    gtk_widget_get_height (self->canvas), layout);
}

/* Refreshing */

static void
update_accessible (TsTrojhrannaBoard *self)
{
  g_autofree char *cursor = tj_scene_describe_cursor (&self->scene);

  ts_board_util_update_accessible (self->canvas, &self->a11y_text, self->scene.prompt, cursor,
                                   /* Translators: the accessible name of the
                                      Trojhranná hra game board, read by
                                      screen readers; the game name stays
                                      untranslated */
                                   _("Trojhranná hra board"), self->scene.status);
}

/* The arrow keys stay on the part of the plane the table shows. */
static void
update_bounds (TsTrojhrannaBoard *self,
               const TjCanvasLayout *l)
{
  TjScene *scene = &self->scene;

  if (l->unit <= 0)
    {
      scene->bounds_x0 = scene->bounds_x1 = 0;
      return;
    }
  scene->bounds_x0 = (l->table.origin.x - l->ox) / l->unit;
  scene->bounds_x1 = (l->table.origin.x + l->table.size.width - l->ox) / l->unit;
  scene->bounds_y0 = (l->oy - (l->table.origin.y + l->table.size.height)) / l->unit_y;
  scene->bounds_y1 = (l->oy - l->table.origin.y) / l->unit_y;
}

/* The layers to draw again after a change of the scene. */
static void
invalidate_canvas (TsTrojhrannaBoard *self,
                   gboolean           pieces)
{
  TsBoardCanvas *canvas = TS_BOARD_CANVAS (self->canvas);
  TjCanvasLayout l;

  canvas_layout (self, &l);
  update_bounds (self, &l);
  if (l.unit != self->fit_unit || l.ox != self->fit_ox || l.oy != self->fit_oy)
    {
      /* The table grew: its lattice moves. */
      self->fit_unit = l.unit;
      self->fit_ox = l.ox;
      self->fit_oy = l.oy;
      ts_board_canvas_invalidate (canvas, TS_BOARD_LAYER_STATIC);
      pieces = TRUE;
    }
  if (pieces)
    ts_board_canvas_invalidate (canvas, TS_BOARD_LAYER_PIECES);
  ts_board_canvas_invalidate (canvas, TS_BOARD_LAYER_HOVER);
}

static void
board_refresh (TsBoard *board)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (board);
  TsTable *table = ts_board_get_table (board);
  int viewer = ts_board_get_viewer (board);
  g_autofree char *old_status = g_strdup (self->scene.status);
  char *names[TS_MAX_SEATS] = { NULL };

  if (table != self->scene.table)
    tj_scene_reset (&self->scene, TRUE);
  else if (viewer != self->scene.viewer)
    tj_scene_reset (&self->scene, FALSE);

  for (guint i = 0; table != NULL && i < TS_MAX_SEATS; i++)
    names[i] = ts_board_util_seat_name (table, i);
  tj_scene_update (&self->scene, table, ts_board_get_view (board), viewer, ts_board_can_act (board),
                   ts_board_get_legal_moves (board), (const char * const *) names);
  for (guint i = 0; i < TS_MAX_SEATS; i++)
    g_free (names[i]);

  ts_board_set_prompt (board, self->scene.prompt);
  if (g_strcmp0 (old_status, self->scene.status) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
  ts_trojhranna_panel_update (TS_TROJHRANNA_PANEL (self->panel), &self->scene, table);
  invalidate_canvas (self, TRUE);
  update_accessible (self);
}

/* After input that changed only the scene, not the match. */
static void
changed_locally (TsTrojhrannaBoard *self)
{
  ts_trojhranna_panel_update (TS_TROJHRANNA_PANEL (self->panel), &self->scene,
                              ts_board_get_table (TS_BOARD (self)));
  /* The dealt cards turn on the pieces layer; the rest is hover. */
  invalidate_canvas (self, self->scene.mem_seat >= 0);
  update_accessible (self);
}

/* A suggested move: the card to place on the cursor cell, turned as it
 * would go (Enter places it); the deck or the reserve card to take
 * chosen.  Arranging the dealt cards is the panel's. */
static gboolean
show_hint (TsBoard      *board,
           const TsMove *move)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (board);

  switch (move->kind)
    {
    case TJ_MOVE_PLACE:
      self->scene.cursor = (TsTriCell) { move->arg[0], move->arg[1], move->arg[2] ? TS_TRI_DOWN : TS_TRI_UP };
      self->scene.cursor_set = TRUE;
      self->scene.rotation = (guint) move->arg[3];
      break;
    case TJ_MOVE_DRAW:
      self->scene.choose_index = -1;
      break;
    case TJ_MOVE_FLIP:
      self->scene.choose_index = move->arg[0];
      break;
    default:
      return FALSE;
    }
  changed_locally (self);
  return TRUE;
}

/* A cell "U0,0" or "D-1,0", as the moves write it. */
static gboolean
point_at (TsBoard    *board,
          const char *place)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (board);
  int q, r, end = 0;

  if (place == NULL)
    {
      changed_locally (self);
      return TRUE;
    }
  if ((place[0] != 'U' && place[0] != 'D') || sscanf (place + 1, "%d,%d%n", &q, &r, &end) != 2 ||
      place[1 + end] != '\0' || ABS (q) > 45 || ABS (r) > 45)
    return FALSE;
  self->scene.cursor = (TsTriCell) { q, r, place[0] == 'D' ? TS_TRI_DOWN : TS_TRI_UP };
  self->scene.cursor_set = TRUE;
  changed_locally (self);
  return TRUE;
}

/* What the scene made of an input.  A move is emitted last: the window
 * may play it (and the board refresh) inside the emission. */
static void
apply (TsTrojhrannaBoard *self,
       TjSceneResult      result,
       const TsMove      *move)
{
  switch (result)
    {
    case TJ_SCENE_MOVE:
      changed_locally (self);
      /* Checked on the real game: the view cannot always tell (the last
       * arrangement turns up the start card, hidden in the view), and the
       * answer reveals nothing that is drawn. */
      ts_board_util_emit_if_legal (TS_BOARD (self), ts_board_get_table (TS_BOARD (self)),
                                   self->scene.can_act, move, GTK_WIDGET (self));
      break;
    case TJ_SCENE_BELL:
      gtk_widget_error_bell (GTK_WIDGET (self));
      changed_locally (self);
      break;
    case TJ_SCENE_CHANGED:
      changed_locally (self);
      break;
    case TJ_SCENE_NOTHING:
    default:
      break;
    }
}

/* Actions (keys, and the panel's buttons and cards) */

/* PARAM: 1 clockwise, -1 counter-clockwise. */
static void
action_rotate (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (widget);

  apply (self, tj_scene_rotate (&self->scene, g_variant_get_int32 (param)), NULL);
}

static void
action_draw (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (widget);
  TsMove move;

  apply (self, tj_scene_take_deck (&self->scene, &move), &move);
}

static void
action_flip (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (widget);
  int slot = g_variant_get_int32 (param);
  TsMove move;

  if (slot >= 0)
    apply (self, tj_scene_take_slot (&self->scene, slot, &move), &move);
}

static void
action_activate (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (widget);
  TsMove move;

  apply (self, tj_scene_activate (&self->scene, &move), &move);
}

static void
action_move (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (widget);
  TjCanvasLayout l;
  int dx = 0, dy = 0;

  g_variant_get (param, "(ii)", &dx, &dy);
  /* The table as it is drawn now (the window may have been resized). */
  canvas_layout (self, &l);
  update_bounds (self, &l);
  apply (self, tj_scene_key_move (&self->scene, dx, dy), NULL);
}

static void
action_move_card (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (widget);

  apply (self, tj_scene_key_move_card (&self->scene, g_variant_get_int32 (param)), NULL);
}

/* PARAM: 1 the next cell where the card fits, -1 the previous, 0 the
 * first. */
static void
action_jump_legal (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (widget);

  apply (self, tj_scene_jump_legal (&self->scene, CLAMP (g_variant_get_int32 (param), -1, 1)), NULL);
}

static void
action_done (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (widget);
  TsMove move;

  apply (self, tj_scene_done (&self->scene, &move), &move);
}

/* Pointer (on the canvas; the panel's widgets take their own clicks) */

/* (X, Y) of the board in canvas coordinates; FALSE off the canvas. */
static gboolean
to_canvas (TsTrojhrannaBoard *self,
           double             x,
           double             y,
           double            *cx,
           double            *cy)
{
  graphene_point_t p;

  if (!gtk_widget_compute_point (GTK_WIDGET (self), self->canvas, &GRAPHENE_POINT_INIT (x, y), &p))
    return FALSE;
  *cx = p.x;
  *cy = p.y;
  return p.x >= 0 && p.y >= 0 && p.x < gtk_widget_get_width (self->canvas)
         && p.y < gtk_widget_get_height (self->canvas);
}

static void
on_click_pressed (GtkGestureClick   *gesture,
                  int                n_press,
                  double             x,
                  double             y,
                  TsTrojhrannaBoard *self)
{
  TjCanvasLayout l;
  TsTriCell cell;
  TsMove move;
  int dealt;

  if (!to_canvas (self, x, y, &x, &y))
    return;
  gtk_widget_grab_focus (self->canvas);
  if (!self->scene.can_act)
    return;
  canvas_layout (self, &l);
  if (l.memorise)
    {
      dealt = tj_canvas_dealt_at (&l, x, y);
      if (dealt >= 0)
        apply (self, tj_scene_click_dealt (&self->scene, dealt), NULL);
    }
  else if (tj_canvas_cell_at (&l, x, y, &cell))
    apply (self, tj_scene_click_cell (&self->scene, cell, &move), &move);
}

/* Makes what lies under (X, Y) (canvas coordinates) the thing a turn
 * applies to: the wheel and the right button turn what they point at, not
 * whatever the keyboard last selected. */
static void
aim_at (TsTrojhrannaBoard *self,
        double             x,
        double             y)
{
  TjCanvasLayout l;
  TsTriCell cell;
  int dealt;

  canvas_layout (self, &l);
  dealt = tj_canvas_dealt_at (&l, x, y);
  if (dealt >= 0)
    tj_scene_point_dealt (&self->scene, dealt);
  else if (!l.memorise && tj_canvas_cell_at (&l, x, y, &cell))
    tj_scene_point_cell (&self->scene, cell);
}

static void
on_secondary_pressed (GtkGestureClick   *gesture,
                      int                n_press,
                      double             x,
                      double             y,
                      TsTrojhrannaBoard *self)
{
  if (!to_canvas (self, x, y, &x, &y))
    return;
  gtk_widget_grab_focus (self->canvas);
  if (!self->scene.can_act)
    return;
  aim_at (self, x, y);
  apply (self, tj_scene_rotate (&self->scene, 1), NULL);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           TsTrojhrannaBoard        *self)
{
  TjCanvasLayout l;
  TsTriCell cell;

  if (self->motion_seen && x == self->motion_x && y == self->motion_y)
    return;  /* the pointer did not move */
  self->motion_seen = TRUE;
  self->motion_x = x;
  self->motion_y = y;
  self->pointer_in = to_canvas (self, x, y, &self->pointer_x, &self->pointer_y);
  if (!self->pointer_in || !tj_scene_acting_in (&self->scene, TJ_PHASE_PLACE))
    return;
  canvas_layout (self, &l);
  if (tj_canvas_cell_at (&l, self->pointer_x, self->pointer_y, &cell))
    apply (self, tj_scene_point_cell (&self->scene, cell), NULL);
}

static void
on_leave (GtkEventControllerMotion *motion,
          TsTrojhrannaBoard        *self)
{
  self->pointer_in = FALSE;
}

static gboolean
on_scroll (GtkEventControllerScroll *scroll,
           double                    dx,
           double                    dy,
           TsTrojhrannaBoard        *self)
{
  if (!self->scene.can_act || dy == 0)
    return FALSE;
  if (tj_scene_phase (&self->scene) != TJ_PHASE_PLACE && !tj_scene_memorising (&self->scene))
    return FALSE;
  if (self->pointer_in)
    aim_at (self, self->pointer_x, self->pointer_y);
  apply (self, tj_scene_rotate (&self->scene, dy > 0 ? 1 : -1), NULL);
  return TRUE;
}

static void
on_canvas_focus_changed (TsTrojhrannaBoard *self)
{
  ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_HOVER);
}

/* GObject */

static gboolean
ts_trojhranna_board_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (TS_TROJHRANNA_BOARD (widget)->canvas);
}

static void
ts_trojhranna_board_dispose (GObject *object)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (object);

  /* The children go with the base class; the scene's references now. */
  tj_scene_clear (&self->scene);

  G_OBJECT_CLASS (ts_trojhranna_board_parent_class)->dispose (object);
}

static void
ts_trojhranna_board_finalize (GObject *object)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (object);

  g_free (self->a11y_text);
  tj_hover_cache_clear (&self->hover_cache);

  G_OBJECT_CLASS (ts_trojhranna_board_parent_class)->finalize (object);
}

static void
ts_trojhranna_board_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TsTrojhrannaBoard *self = TS_TROJHRANNA_BOARD (object);

  switch (prop_id)
    {
    case PROP_STATUS:
      g_value_set_string (value, self->scene.status);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The shortcuts window's lines of this game. */
static const TsKeyHelp key_help_0[] = {
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trojhranná hra */
  { "Left Right", N_("Select a card"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trojhranná hra */
  { "<Shift>Left <Shift>Right", N_("Move the selected card left or right"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trojhranná hra */
  { "r <Shift>r", N_("Turn the selected card clockwise or counter-clockwise"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trojhranná hra */
  { "Return space", N_("Done: the cards turn face down"), FALSE },
};

static const TsKeyHelp key_help_1[] = {
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trojhranná hra */
  { "1...9", N_("Take the card in that slot of your reserve"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trojhranná hra */
  { "Left Right", N_("Move between the deck and your reserve"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trojhranná hra */
  { "Return space", N_("Take the card under the cursor"), FALSE },
};

static const TsKeyHelp key_help_2[] = {
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trojhranná hra */
  { "Left Right", N_("Move the cursor along a row of cells"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trojhranná hra */
  { "Up Down", N_("Move the cursor to another row"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trojhranná hra */
  { "n <Shift>n", N_("Jump to the next or previous cell where the card fits"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trojhranná hra */
  { "Home", N_("Jump to the first cell where the card fits"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trojhranná hra */
  { "r <Shift>r", N_("Turn the card clockwise or counter-clockwise"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trojhranná hra */
  { "Return space", N_("Place the card on the cursor cell"), FALSE },
};

static const TsKeyHelpGroup key_help[] = {
  /* Translators: a group of keys in the Keyboard Shortcuts window, in
     the section for Trojhranná hra */
  TS_KEY_HELP_GROUP (N_("Memorising your cards"), key_help_0),
  /* Translators: a group of keys in the Keyboard Shortcuts window, in
     the section for Trojhranná hra */
  TS_KEY_HELP_GROUP (N_("Taking a card"), key_help_1),
  /* Translators: a group of keys in the Keyboard Shortcuts window, in
     the section for Trojhranná hra */
  TS_KEY_HELP_GROUP (N_("Placing the card"), key_help_2),
};

static void
ts_trojhranna_board_class_init (TsTrojhrannaBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  TS_BOARD_CLASS (klass)->refresh = board_refresh;
  TS_BOARD_CLASS (klass)->show_hint = show_hint;
  TS_BOARD_CLASS (klass)->point_at = point_at;

  object_class->dispose = ts_trojhranna_board_dispose;
  object_class->finalize = ts_trojhranna_board_finalize;
  object_class->get_property = ts_trojhranna_board_get_property;
  widget_class->grab_focus = ts_trojhranna_board_grab_focus;

  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "board.rotate", "i", action_rotate);
  gtk_widget_class_install_action (widget_class, "board.draw", NULL, action_draw);
  gtk_widget_class_install_action (widget_class, "board.flip", "i", action_flip);
  gtk_widget_class_install_action (widget_class, "board.activate", NULL, action_activate);
  gtk_widget_class_install_action (widget_class, "board.move", "(ii)", action_move);
  gtk_widget_class_install_action (widget_class, "board.move-card", "i", action_move_card);
  gtk_widget_class_install_action (widget_class, "board.jump-legal", "i", action_jump_legal);
  gtk_widget_class_install_action (widget_class, "board.done", NULL, action_done);

  ts_board_util_add_key (widget_class, GDK_KEY_r, 0, "board.rotate", "i", 1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_R, GDK_SHIFT_MASK, "board.rotate", "i", -1, 0);
  for (int i = 0; i < 9; i++)
    {
      ts_board_util_add_key (widget_class, GDK_KEY_1 + i, 0, "board.flip", "i", i, 0);
      ts_board_util_add_key (widget_class, GDK_KEY_KP_1 + i, 0, "board.flip", "i", i, 0);
    }
  ts_board_util_add_key (widget_class, GDK_KEY_Return, 0, "board.activate", NULL, 0, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Enter, 0, "board.activate", NULL, 0, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_space, 0, "board.activate", NULL, 0, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_Left, 0, "board.move", "(ii)", -1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_Right, 0, "board.move", "(ii)", 1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_Up, 0, "board.move", "(ii)", 0, 1);
  ts_board_util_add_key (widget_class, GDK_KEY_Down, 0, "board.move", "(ii)", 0, -1);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Left, 0, "board.move", "(ii)", -1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Right, 0, "board.move", "(ii)", 1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Up, 0, "board.move", "(ii)", 0, 1);
  ts_board_util_add_key (widget_class, GDK_KEY_KP_Down, 0, "board.move", "(ii)", 0, -1);
  ts_board_util_add_key (widget_class, GDK_KEY_Left, GDK_SHIFT_MASK, "board.move-card", "i", -1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_Right, GDK_SHIFT_MASK, "board.move-card", "i", 1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_n, 0, "board.jump-legal", "i", 1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_N, GDK_SHIFT_MASK, "board.jump-legal", "i", -1, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_Home, 0, "board.jump-legal", "i", 0, 0);
  /* D, the key every game shares for taking the deck's top card. */
  ts_board_class_set_command (TS_BOARD_CLASS (klass), TS_BOARD_COMMAND_DRAW, "board.draw", NULL, 0);
  ts_board_class_set_key_help (TS_BOARD_CLASS (klass), key_help, G_N_ELEMENTS (key_help));

  gtk_widget_class_set_css_name (widget_class, "trojhranna-board");
}

static void
ts_trojhranna_board_init (TsTrojhrannaBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click;
  GtkEventController *controller;

  tj_scene_init (&self->scene);

  self->canvas = ts_board_canvas_new ();
  gtk_widget_set_size_request (self->canvas, 280, 220);
  gtk_widget_set_focus_on_click (self->canvas, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->canvas), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Trojhranná hra board"), -1);
  ts_board_canvas_set_draw_func (TS_BOARD_CANVAS (self->canvas), tj_canvas_draw, self, NULL);
  self->panel = ts_trojhranna_panel_new ();
  ts_board_set_content (TS_BOARD (self), self->canvas, self->panel);
  ts_board_set_panel_width (TS_BOARD (self), TJ_PANEL_WIDTH);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (on_canvas_focus_changed), self);
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (on_canvas_focus_changed), self);
  gtk_widget_add_controller (self->canvas, controller);

  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);

  /* One gesture per button, on the board so tests find them by name; they
   * act on the canvas only. */
  click = gtk_gesture_click_new ();
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (click), "board-click");
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_click_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  click = gtk_gesture_click_new ();
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (click), "board-secondary-click");
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_secondary_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  controller = gtk_event_controller_motion_new ();
  gtk_event_controller_set_name (controller, "board-motion");
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL
                                                | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE);
  gtk_event_controller_set_name (controller, "board-scroll");
  g_signal_connect (controller, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (widget, controller);

  update_accessible (self);
}

/* Public and test hooks */

GtkWidget *
ts_trojhranna_board_new (void)
{
  return g_object_new (TS_TYPE_TROJHRANNA_BOARD, NULL);
}

const char *
ts_trojhranna_board_get_status (TsTrojhrannaBoard *self)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), NULL);
  return self->scene.status;
}

const char *
ts_trojhranna_board_get_prompt (TsTrojhrannaBoard *self)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), NULL);
  return ts_board_get_prompt (TS_BOARD (self));
}

/* (X, Y) of the canvas in board coordinates. */
static gboolean
from_canvas (TsTrojhrannaBoard *self,
             double             x,
             double             y,
             double            *bx,
             double            *by)
{
  graphene_point_t p;

  if (!gtk_widget_compute_point (self->canvas, GTK_WIDGET (self), &GRAPHENE_POINT_INIT (x, y), &p))
    return FALSE;
  *bx = p.x;
  *by = p.y;
  return TRUE;
}

/* The centre of WIDGET (in the panel) in board coordinates. */
static gboolean
widget_point (TsTrojhrannaBoard *self,
              GtkWidget         *widget,
              double            *x,
              double            *y)
{
  graphene_rect_t bounds;

  if (widget == NULL || !gtk_widget_is_drawable (widget)
      || !gtk_widget_compute_bounds (widget, GTK_WIDGET (self), &bounds)
      || bounds.size.width <= 0 || bounds.size.height <= 0)
    return FALSE;
  *x = bounds.origin.x + bounds.size.width / 2;
  *y = bounds.origin.y + bounds.size.height / 2;
  return TRUE;
}

gboolean
ts_trojhranna_board_get_cell_point (TsTrojhrannaBoard *self,
                                    TsTriCell          cell,
                                    double            *x,
                                    double            *y)
{
  TjCanvasLayout l;
  double cx, cy;

  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), FALSE);
  canvas_layout (self, &l);
  if (l.unit <= 0)
    return FALSE;
  tj_canvas_cell_centre (&l, cell, &cx, &cy);
  return from_canvas (self, cx, cy, x, y) && tj_canvas_in_table (&l, cx, cy);
}

gboolean
ts_trojhranna_board_get_deck_point (TsTrojhrannaBoard *self,
                                    double            *x,
                                    double            *y)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), FALSE);
  return widget_point (self, ts_trojhranna_panel_get_deck (TS_TROJHRANNA_PANEL (self->panel)), x, y);
}

gboolean
ts_trojhranna_board_get_flipped_point (TsTrojhrannaBoard *self,
                                       double            *x,
                                       double            *y)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), FALSE);
  return widget_point (self, ts_trojhranna_panel_get_flipped (TS_TROJHRANNA_PANEL (self->panel)), x, y);
}

gboolean
ts_trojhranna_board_get_reserve_point (TsTrojhrannaBoard *self,
                                       int                seat,
                                       guint              slot,
                                       double            *x,
                                       double            *y)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), FALSE);
  return widget_point (self, ts_trojhranna_panel_get_reserve (TS_TROJHRANNA_PANEL (self->panel), seat, slot),
                       x, y);
}

gboolean
ts_trojhranna_board_get_dealt_point (TsTrojhrannaBoard *self,
                                     guint              slot,
                                     double            *x,
                                     double            *y)
{
  TjCanvasLayout l;
  double cx, cy;

  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), FALSE);
  canvas_layout (self, &l);
  if (!l.memorise || slot > 2)
    return FALSE;
  tj_tri_centre (&l.mem_card[slot], &cx, &cy);
  return from_canvas (self, cx, cy, x, y);
}

gboolean
ts_trojhranna_board_get_done_point (TsTrojhrannaBoard *self,
                                    double            *x,
                                    double            *y)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), FALSE);
  return widget_point (self, ts_trojhranna_panel_get_done (TS_TROJHRANNA_PANEL (self->panel)), x, y);
}

char *
ts_trojhranna_board_describe_point (TsTrojhrannaBoard *self,
                                    double             x,
                                    double             y)
{
  GtkWidget *picked, *card;
  TjCanvasLayout l;
  TsTriCell cell;
  double cx, cy;
  int dealt;

  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), NULL);
  if (self->scene.view == NULL)
    return NULL;

  picked = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);
  card = picked != NULL ? gtk_widget_get_ancestor (picked, TS_TYPE_CARD_VIEW) : NULL;
  if (card != NULL)
    return g_strdup (ts_card_view_get_accessible_name (TS_CARD_VIEW (card)));
  if (picked != NULL && gtk_widget_get_ancestor (picked, GTK_TYPE_BUTTON) != NULL
      && gtk_widget_get_ancestor (picked, GTK_TYPE_BUTTON)
         == ts_trojhranna_panel_get_done (TS_TROJHRANNA_PANEL (self->panel)))
    /* Translators: Trojhranná hra: a text drawn on or read from the game
       board */
    return g_strdup (_("Done"));
  if (!to_canvas (self, x, y, &cx, &cy))
    return NULL;

  canvas_layout (self, &l);
  dealt = tj_canvas_dealt_at (&l, cx, cy);
  if (dealt >= 0)
    return tj_scene_describe_dealt (&self->scene, dealt);
  if (!l.memorise && tj_canvas_cell_at (&l, cx, cy, &cell))
    return tj_scene_describe_cell (&self->scene, cell);
  return NULL;
}

gboolean
ts_trojhranna_board_score_fits (TsTrojhrannaBoard *self,
                                int                seat)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), FALSE);
  return ts_trojhranna_panel_score_fits (TS_TROJHRANNA_PANEL (self->panel), seat);
}

GtkWidget *
ts_trojhranna_board_get_seat (TsTrojhrannaBoard *self,
                              int                seat)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), NULL);
  return ts_trojhranna_panel_get_seat (TS_TROJHRANNA_PANEL (self->panel), seat);
}

const char *
ts_trojhranna_board_get_seat_summary (TsTrojhrannaBoard *self,
                                      int                seat)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), NULL);
  return ts_trojhranna_panel_get_seat_summary (TS_TROJHRANNA_PANEL (self->panel), seat);
}

const char *
ts_trojhranna_board_get_accessible_text (TsTrojhrannaBoard *self)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), NULL);
  return self->a11y_text;
}

gboolean
ts_trojhranna_board_get_cursor (TsTrojhrannaBoard *self,
                                TsTriCell         *cell)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), FALSE);
  if (cell != NULL)
    *cell = self->scene.cursor;
  return self->scene.cursor_set;
}

guint
ts_trojhranna_board_get_rotation (TsTrojhrannaBoard *self)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), 0);
  return self->scene.rotation;
}

GtkWidget *
ts_trojhranna_board_get_panel (TsTrojhrannaBoard *self)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), NULL);
  return self->panel;
}

GtkWidget *
ts_trojhranna_board_get_canvas (TsTrojhrannaBoard *self)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_BOARD (self), NULL);
  return self->canvas;
}
