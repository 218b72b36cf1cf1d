/* tri-board.c — the TRI board widget: a TsBoard wiring the scene, the
 * drawing and the panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board draws ts_game_view_for (game, viewer) (the base class keeps
 * it), never the game itself, so a battle's secret dice and cards show as
 * "?" to whoever may not see them (spec §7).  Clicks and keys go to the
 * scene (tri-scene.c), which says what they mean; the board redraws what
 * changed and chooses the move through ts_board_choose ().
 */
#include "tri-board.h"

#include <glib/gi18n.h>

#include "tri-board-private.h"
#include "tri-panel.h"
#include "ts-board-keys.h"
#include "ts-board-util.h"

/* The panel beside the torus: wide enough for four card buttons and Play,
 * and for a player's name with "12 triangles, 2 squares". */
#define PANEL_WIDTH 340
/* The torus never gets smaller than this, whatever the panel needs. */
#define CANVAS_MIN_SIZE 150

static const int card_values[TRI_N_CARD_VALUES] = { 0, 2, 3, 4 };

struct _TsTriBoard
{
  TsBoard    parent_instance;

  TriScene  *scene;
  GtkWidget *canvas;             /* TsBoardCanvas; the base owns it */
  GtkWidget *panel;              /* TsTriPanel; the base owns it */
  guint      static_size;        /* the torus size the static layer shows */
  GdkRGBA    fg;                 /* the text colour it was drawn in */
  int        shown_teleport;     /* the teleport square the pieces show, or -1 */
  char      *a11y_text;
};

G_DEFINE_FINAL_TYPE (TsTriBoard, ts_tri_board, TS_TYPE_BOARD)

/* ------------------------------------------------------------------ */
/* Showing the scene                                                   */

static void
update_accessible (TsTriBoard *self)
{
  g_autofree char *cursor = tri_scene_describe_triangle (self->scene, self->scene->cursor);

  ts_board_util_update_accessible (self->canvas, &self->a11y_text, self->scene->prompt, cursor,
                                   /* Translators: the accessible name of the
                                      TRI game board, read by screen readers;
                                      the game name stays untranslated */
                                   _("TRI board"), self->scene->notice);
}

/* The state (NEW_STATE), the teleport mode or the card changed: the
 * pieces and targets when they differ, the prompt and the panel. */
static void
show_state (TsTriBoard *self,
            gboolean    new_state)
{
  TsBoardCanvas *canvas = TS_BOARD_CANVAS (self->canvas);
  guint size = tri_scene_size (self->scene);
  int teleport = self->scene->teleport_mode ? self->scene->teleport_square : -1;

  if (size != self->static_size)
    {
      self->static_size = size;
      ts_board_canvas_invalidate (canvas, TS_BOARD_LAYER_STATIC);
    }
  /* A selected card changes nothing on the board. */
  if (new_state || teleport != self->shown_teleport)
    ts_board_canvas_invalidate (canvas, TS_BOARD_LAYER_PIECES);
  self->shown_teleport = teleport;
  ts_board_canvas_invalidate (canvas, TS_BOARD_LAYER_HOVER);
  ts_tri_panel_update (TS_TRI_PANEL (self->panel), self->scene);
  ts_board_set_prompt (TS_BOARD (self), self->scene->prompt);
  update_accessible (self);
}

/* Acts on what an input changed; a move is chosen last, because the
 * window may play it (and the board refresh) inside the emission. */
static void
handle (TsTriBoard     *self,
        TriSceneResult  result,
        const TsMove   *move)
{
  if (result & TRI_SCENE_MODE)
    show_state (self, FALSE);
  else if (result & TRI_SCENE_CURSOR)
    {
      update_accessible (self);
      ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_HOVER);
    }
  if (result & TRI_SCENE_BELL)
    gtk_widget_error_bell (GTK_WIDGET (self));
  if (result & TRI_SCENE_MOVE)
    ts_board_choose (TS_BOARD (self), move);
}

static void
ts_tri_board_refresh (TsBoard *board)
{
  TsTriBoard *self = TS_TRI_BOARD (board);
  TsTable *table = ts_board_get_table (board);
  int viewer = ts_board_get_viewer (board);

  if (table != self->scene->table)
    tri_scene_reset (self->scene);
  else if (viewer != self->scene->viewer)
    tri_scene_forget_choices (self->scene);
  tri_scene_update (self->scene, table, ts_board_get_view (board), viewer,
                    ts_board_can_act (board), ts_board_get_legal_moves (board));
  show_state (self, TRUE);
}

/* A suggested move: the cursor on its triangle (the target of an attack;
 * for a teleport, its arrival, the teleport mode on from its square); a
 * card or a pass has no place on the board. */
static gboolean
ts_tri_board_show_hint (TsBoard      *board,
                        const TsMove *move)
{
  TsTriBoard *self = TS_TRI_BOARD (board);
  TriScene *scene = self->scene;
  TriSceneResult result;

  switch (move->kind)
    {
    case TRI_MOVE_PLACE:
    case TRI_MOVE_EXPAND:
    case TRI_MOVE_ATTACK:
    case TRI_MOVE_VOID:
      result = tri_scene_set_teleport (scene, FALSE);
      scene->cursor = move->arg[0];
      break;
    case TRI_MOVE_TELEPORT:
      result = tri_scene_set_teleport (scene, TRUE);
      for (guint k = 0; k < TRI_MAX_SQUARES && scene->teleport_mode && scene->teleport_square != move->arg[0]; k++)
        result |= tri_scene_cycle_teleport (scene);
      if (!scene->teleport_mode || scene->teleport_square != move->arg[0])
        {
          handle (self, result | tri_scene_set_teleport (scene, FALSE), NULL);
          return FALSE;
        }
      scene->cursor = move->arg[1];
      break;
    case TRI_MOVE_CARD:
      /* A battle's card: chosen, ready for Play; the cursor on the
       * triangle fought for. */
      result = tri_scene_select_card (scene, move->arg[0]);
      if (tri_scene_shown_battle (scene) != NULL && tri_scene_shown_battle (scene)->target >= 0)
        scene->cursor = tri_scene_shown_battle (scene)->target;
      break;
    default:
      return FALSE;
    }
  handle (self, result | TRI_SCENE_CURSOR, NULL);
  return TRUE;
}

/* A triangle "x,y,D", as the moves write it. */
static gboolean
ts_tri_board_point_at (TsBoard    *board,
                       const char *place)
{
  TsTriBoard *self = TS_TRI_BOARD (board);
  int triangle;

  /* The scene draws its cursor while "focused". */
  if (place == NULL)
    {
      handle (self, tri_scene_set_focused (self->scene, gtk_widget_has_focus (self->canvas)), NULL);
      return TRUE;
    }
  if (!tri_triangle_parse (tri_scene_size (self->scene), place, &triangle))
    return FALSE;
  self->scene->cursor = triangle;
  handle (self, TRI_SCENE_CURSOR | tri_scene_set_focused (self->scene, TRUE), NULL);
  return TRUE;
}

static void
get_geometry (TsTriBoard *self,
              TriGeom    *g)
{
  tri_geom_init (g, tri_scene_size (self->scene),
                 gtk_widget_get_width (self->canvas), gtk_widget_get_height (self->canvas),
                 self->scene->xalign, self->scene->labels);
}

/* ------------------------------------------------------------------ */
/* Pointer                                                             */

static void
on_click_pressed (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  TsTriBoard      *self)
{
  TsMove move = { 0 };
  TriGeom g;

  gtk_widget_grab_focus (self->canvas);
  get_geometry (self, &g);
  handle (self, tri_scene_click (self->scene, &g, x, y, &move), &move);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           TsTriBoard               *self)
{
  TriGeom g;

  get_geometry (self, &g);
  handle (self, tri_scene_hover (self->scene, &g, x, y), NULL);
}

static void
on_leave (GtkEventControllerMotion *motion,
          TsTriBoard               *self)
{
  handle (self, tri_scene_leave (self->scene), NULL);
}

static void
on_focus_enter (GtkEventControllerFocus *focus,
                TsTriBoard              *self)
{
  handle (self, tri_scene_set_focused (self->scene, TRUE), NULL);
}

static void
on_focus_leave (GtkEventControllerFocus *focus,
                TsTriBoard              *self)
{
  handle (self, tri_scene_set_focused (self->scene, FALSE), NULL);
}

/* ------------------------------------------------------------------ */
/* Keys and buttons                                                    */

/* The canvas's own actions ("canvas.move", "canvas.activate",
 * "canvas.jump"), beside TsBoardCanvas's zoom actions. */
static void
canvas_move (GSimpleAction *action,
             GVariant      *param,
             gpointer       data)
{
  TsTriBoard *self = data;
  int dx = 0, dy = 0;

  g_variant_get (param, "(ii)", &dx, &dy);
  handle (self, tri_scene_step_cursor (self->scene, dx, dy), NULL);
}

static void
canvas_activate (GSimpleAction *action,
                 GVariant      *param,
                 gpointer       data)
{
  TsTriBoard *self = data;
  TsMove move = { 0 };

  handle (self, tri_scene_activate (self->scene, &move), &move);
}

static void
canvas_jump (GSimpleAction *action,
             GVariant      *param,
             gpointer       data)
{
  TsTriBoard *self = data;

  handle (self, tri_scene_jump (self->scene, g_variant_get_int32 (param)), NULL);
}

static void
board_action (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  TsTriBoard *self = TS_TRI_BOARD (widget);
  TsMove move = { 0 };
  TriSceneResult result = TRI_SCENE_NONE;

  if (g_str_equal (name, "board.teleport"))
    result = tri_scene_cycle_teleport (self->scene);
  else if (g_str_equal (name, "board.set-teleport"))
    result = tri_scene_set_teleport (self->scene, g_variant_get_boolean (param));
  else if (g_str_equal (name, "board.card"))
    result = tri_scene_select_card (self->scene, g_variant_get_int32 (param));
  else if (g_str_equal (name, "board.cancel"))
    result = tri_scene_cancel (self->scene);
  else if (g_str_equal (name, "board.pass"))
    result = tri_scene_pass (self->scene, &move);
  else if (g_str_equal (name, "board.play"))
    result = tri_scene_play_card (self->scene, &move);
  handle (self, result, &move);
}

static void
setup_canvas_keys (TsTriBoard *self)
{
  static const GActionEntry entries[] = {
    { .name = "move", .activate = canvas_move, .parameter_type = "(ii)" },
    { .name = "activate", .activate = canvas_activate },
    { .name = "jump", .activate = canvas_jump, .parameter_type = "i" },
  };
  static const TsBoardKey keys[] = {
    { GDK_KEY_Left, 0, "canvas.move", 2, -1, 0 },
    { GDK_KEY_Right, 0, "canvas.move", 2, 1, 0 },
    { GDK_KEY_Up, 0, "canvas.move", 2, 0, -1 },
    { GDK_KEY_Down, 0, "canvas.move", 2, 0, 1 },
    { GDK_KEY_KP_Left, 0, "canvas.move", 2, -1, 0 },
    { GDK_KEY_KP_Right, 0, "canvas.move", 2, 1, 0 },
    { GDK_KEY_KP_Up, 0, "canvas.move", 2, 0, -1 },
    { GDK_KEY_KP_Down, 0, "canvas.move", 2, 0, 1 },
    { GDK_KEY_Return, 0, "canvas.activate", 0, 0, 0 },
    { GDK_KEY_KP_Enter, 0, "canvas.activate", 0, 0, 0 },
    { GDK_KEY_space, 0, "canvas.activate", 0, 0, 0 },
    { GDK_KEY_n, 0, "canvas.jump", 1, 1, 0 },
    { GDK_KEY_N, GDK_SHIFT_MASK, "canvas.jump", 1, -1, 0 },
  };
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();

  g_action_map_add_action_entries (G_ACTION_MAP (group), entries, G_N_ELEMENTS (entries), self);
  gtk_widget_insert_action_group (self->canvas, "canvas", G_ACTION_GROUP (group));
  ts_board_util_add_widget_keys (self->canvas, keys, G_N_ELEMENTS (keys));
}

static void
setup_canvas_pointer (TsTriBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (click), "board-click");
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_click_pressed), self);
  gtk_widget_add_controller (self->canvas, GTK_EVENT_CONTROLLER (click));

  gtk_event_controller_set_name (motion, "board-motion");
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (self->canvas, motion);

  g_signal_connect (focus, "enter", G_CALLBACK (on_focus_enter), self);
  g_signal_connect (focus, "leave", G_CALLBACK (on_focus_leave), self);
  gtk_widget_add_controller (self->canvas, focus);
}

/* The labels on the board's edges come and go: the torus is laid out
 * again around them, every layer with it. */
static void
on_show_coordinates (TsTriBoard *self,
                     GParamSpec *pspec,
                     gpointer    data)
{
  gboolean labels = ts_board_get_show_coordinates (TS_BOARD (self));

  if (labels == self->scene->labels)
    return;
  self->scene->labels = labels;
  ts_board_canvas_invalidate_all (TS_BOARD_CANVAS (self->canvas));
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* ------------------------------------------------------------------ */
/* GObject                                                             */

static void
ts_tri_board_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  TsTriBoard *self = TS_TRI_BOARD (widget);
  /* Beside the panel, the torus keeps next to it however wide the
   * window; above it, centred. */
  double xalign = width >= TS_BOARD_SIDE_BY_SIDE_MIN_WIDTH ? 1.0 : 0.5;

  TriGeom g;

  if (xalign != self->scene->xalign)
    {
      self->scene->xalign = xalign;
      ts_board_canvas_invalidate_all (TS_BOARD_CANVAS (self->canvas));
    }
  GTK_WIDGET_CLASS (ts_tri_board_parent_class)->size_allocate (widget, width, height, baseline);

  /* Where the drawing lies in the canvas: the torus, its repeat and the
   * labels above and left of it (the layout tests check it). */
  get_geometry (self, &g);
  if (g.unit > 0)
    ts_board_set_drawing_bounds (TS_BOARD (self),
                                 &GRAPHENE_RECT_INIT (g.ox - g.unit / 2 - g.label,
                                                      g.oy - g.unit / 2 - g.label,
                                                      g.unit * (g.size + 1) + g.label,
                                                      g.unit * (g.size + 1) + g.label));
  else
    ts_board_set_drawing_bounds (TS_BOARD (self), NULL);
}

/* The drawing takes the theme's text colour (light or dark): a new style
 * means a new torus. */
static void
ts_tri_board_css_changed (GtkWidget         *widget,
                          GtkCssStyleChange *change)
{
  TsTriBoard *self = TS_TRI_BOARD (widget);
  GdkRGBA fg;

  GTK_WIDGET_CLASS (ts_tri_board_parent_class)->css_changed (widget, change);
  if (self->canvas == NULL)
    return;
  /* Most style changes are states (hover, focus): only a new colour
   * redraws.  The canvas takes its colour from the board. */
  ts_board_util_get_fg (widget, &fg);
  if (!gdk_rgba_equal (&fg, &self->fg))
    {
      self->fg = fg;
      ts_board_canvas_invalidate_all (TS_BOARD_CANVAS (self->canvas));
    }
}

static gboolean
ts_tri_board_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (TS_TRI_BOARD (widget)->canvas);
}

static void
ts_tri_board_dispose (GObject *object)
{
  TsTriBoard *self = TS_TRI_BOARD (object);

  /* The canvas's draw function reads the scene: drop it first. */
  if (self->canvas != NULL)
    ts_board_canvas_set_draw_func (TS_BOARD_CANVAS (self->canvas), NULL, NULL, NULL);
  self->canvas = NULL;
  self->panel = NULL;
  ts_board_set_content (TS_BOARD (self), NULL, NULL);

  G_OBJECT_CLASS (ts_tri_board_parent_class)->dispose (object);
}

static void
ts_tri_board_finalize (GObject *object)
{
  TsTriBoard *self = TS_TRI_BOARD (object);

  g_clear_pointer (&self->scene, tri_scene_free);
  g_free (self->a11y_text);

  G_OBJECT_CLASS (ts_tri_board_parent_class)->finalize (object);
}

/* The shortcuts window's lines of this game. */
static const TsKeyHelp key_help_0[] = {
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for TRI */
  { "Left Right Up Down", N_("Move the cursor triangle (the board wraps around)"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for TRI */
  { "n <Shift>n", N_("Jump to the next or previous highlighted triangle"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for TRI */
  { "Return space", N_("Place, expand, attack, teleport or void on the cursor triangle"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for TRI */
  { "t", N_("Teleport mode; again: the next square’s teleport"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for TRI */
  { "Escape", N_("Leave teleport mode"), FALSE },
};

static const TsKeyHelp key_help_1[] = {
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for TRI */
  { "0 2 3 4", N_("Select the +0, +2, +3 or +4 card"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for TRI */
  /* Translators: a key of the Keyboard Shortcuts window, the button's
     underlined letter with Alt (change the letter to your translation's) */
  { N_("<Alt>p Return"), N_("Play the selected card"), TRUE },
};

static const TsKeyHelpGroup key_help[] = {
  /* Translators: a group of keys in the Keyboard Shortcuts window, in
     the section for TRI */
  TS_KEY_HELP_GROUP (N_("On the board"), key_help_0),
  /* Translators: a group of keys in the Keyboard Shortcuts window, in
     the section for TRI */
  TS_KEY_HELP_GROUP (N_("In a battle"), key_help_1),
};

static void
ts_tri_board_class_init (TsTriBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TsBoardClass *board_class = TS_BOARD_CLASS (klass);

  object_class->dispose = ts_tri_board_dispose;
  object_class->finalize = ts_tri_board_finalize;
  widget_class->grab_focus = ts_tri_board_grab_focus;
  widget_class->size_allocate = ts_tri_board_size_allocate;
  widget_class->css_changed = ts_tri_board_css_changed;
  board_class->refresh = ts_tri_board_refresh;
  board_class->show_hint = ts_tri_board_show_hint;
  board_class->point_at = ts_tri_board_point_at;

  gtk_widget_class_install_action (widget_class, "board.teleport", NULL, board_action);
  gtk_widget_class_install_action (widget_class, "board.set-teleport", "b", board_action);
  gtk_widget_class_install_action (widget_class, "board.card", "i", board_action);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, board_action);
  gtk_widget_class_install_action (widget_class, "board.pass", NULL, board_action);
  gtk_widget_class_install_action (widget_class, "board.play", NULL, board_action);

  ts_board_util_add_key (widget_class, GDK_KEY_t, 0, "board.teleport", NULL, 0, 0);
  for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
    {
      ts_board_util_add_key (widget_class, GDK_KEY_0 + card_values[i], 0, "board.card", "i",
                             card_values[i], 0);
      ts_board_util_add_key (widget_class, GDK_KEY_KP_0 + card_values[i], 0, "board.card", "i",
                             card_values[i], 0);
    }
  ts_board_util_add_key (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL, 0, 0);
  /* P and Escape, as in every game. */
  ts_board_class_set_command (board_class, TS_BOARD_COMMAND_PASS, "board.pass", NULL, 0);
  ts_board_class_set_command (board_class, TS_BOARD_COMMAND_CANCEL, "board.cancel", NULL, 0);
  ts_board_class_set_key_help (board_class, key_help, G_N_ELEMENTS (key_help));

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_css_name (widget_class, "tri-board");
}

static void
ts_tri_board_init (TsTriBoard *self)
{
  self->scene = tri_scene_new ();
  self->scene->labels = ts_board_get_show_coordinates (TS_BOARD (self));
  self->shown_teleport = -1;
  g_signal_connect (self, "notify::show-coordinates", G_CALLBACK (on_show_coordinates), NULL);

  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("TRI board"),
                                  -1);

  self->canvas = ts_board_canvas_new ();
  gtk_widget_set_name (self->canvas, "tri-canvas");
  gtk_widget_set_size_request (self->canvas, CANVAS_MIN_SIZE, CANVAS_MIN_SIZE);
  gtk_widget_set_focus_on_click (self->canvas, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->canvas),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("TRI board"),
                                  -1);
  ts_board_canvas_set_draw_func (TS_BOARD_CANVAS (self->canvas), tri_board_draw, self->scene, NULL);
  setup_canvas_pointer (self);
  setup_canvas_keys (self);

  self->panel = ts_tri_panel_new ();
  ts_board_set_content (TS_BOARD (self), self->canvas, self->panel);
  ts_board_set_panel_width (TS_BOARD (self), PANEL_WIDTH);
  /* The torus with its labels is square: side by side, the canvas gets
   * only that width and board and panel are centred together. */
  ts_board_set_canvas_aspect (TS_BOARD (self), 1.0);

  ts_tri_board_refresh (TS_BOARD (self));
}

/* ------------------------------------------------------------------ */
/* Public                                                              */

GtkWidget *
ts_tri_board_new (void)
{
  return g_object_new (TS_TYPE_TRI_BOARD, NULL);
}

const char *
ts_tri_board_get_prompt (TsTriBoard *self)
{
  g_return_val_if_fail (TS_IS_TRI_BOARD (self), NULL);
  return self->scene->prompt;
}

const char *
ts_tri_board_get_notice (TsTriBoard *self)
{
  g_return_val_if_fail (TS_IS_TRI_BOARD (self), NULL);
  return self->scene->notice;
}

GtkWidget *
ts_tri_board_get_canvas (TsTriBoard *self)
{
  g_return_val_if_fail (TS_IS_TRI_BOARD (self), NULL);
  return self->canvas;
}

gboolean
ts_tri_board_get_triangle_point (TsTriBoard *self,
                                 int         triangle,
                                 double     *x,
                                 double     *y)
{
  TriGeom g;
  TriPt p[3], c;

  g_return_val_if_fail (TS_IS_TRI_BOARD (self), FALSE);
  get_geometry (self, &g);
  if (g.unit <= 0 || triangle < 0 || (guint) triangle >= tri_scene_n_triangles (self->scene))
    return FALSE;
  tri_geom_corners (&g, triangle, p);
  c = tri_geom_centroid (p);
  *x = c.x;
  *y = c.y;
  return TRUE;
}

int
ts_tri_board_triangle_at (TsTriBoard *self,
                          double      x,
                          double      y)
{
  TriGeom g;

  g_return_val_if_fail (TS_IS_TRI_BOARD (self), -1);
  get_geometry (self, &g);
  return tri_geom_hit (&g, x, y);
}

gboolean
ts_tri_board_get_teleport_point (TsTriBoard *self,
                                 guint       square,
                                 double     *x,
                                 double     *y)
{
  TriGeom g;

  g_return_val_if_fail (TS_IS_TRI_BOARD (self), FALSE);
  get_geometry (self, &g);
  if (g.unit <= 0 || square >= g.size * g.size)
    return FALSE;
  tri_geom_square_centre (&g, square, x, y);
  return TRUE;
}

GtkWidget *
ts_tri_board_get_button (TsTriBoard *self,
                         const char *name)
{
  g_return_val_if_fail (TS_IS_TRI_BOARD (self), NULL);
  return ts_tri_panel_get_button (TS_TRI_PANEL (self->panel), name);
}

char *
ts_tri_board_describe_battle (TsTriBoard *self)
{
  const TriBattle *b;

  g_return_val_if_fail (TS_IS_TRI_BOARD (self), NULL);
  b = tri_scene_panel_battle (self->scene);
  return b != NULL ? tri_scene_describe_battle (self->scene, b) : NULL;
}

const char *
ts_tri_board_get_accessible_text (TsTriBoard *self)
{
  g_return_val_if_fail (TS_IS_TRI_BOARD (self), NULL);
  return self->a11y_text;
}

int
ts_tri_board_get_cursor (TsTriBoard *self)
{
  g_return_val_if_fail (TS_IS_TRI_BOARD (self), -1);
  return self->scene->cursor;
}

GtkWidget *
ts_tri_board_get_panel (TsTriBoard *self)
{
  g_return_val_if_fail (TS_IS_TRI_BOARD (self), NULL);
  return self->panel;
}
