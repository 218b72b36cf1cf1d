/* network-board.c — the Network board widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A TsBoard that wires three parts: the scene (network-scene.c: cursor,
 * targets, what input means, the words), the drawing on a TsBoardCanvas
 * (network-board-draw.c) and the side panel (network-panel.c).  It draws
 * ts_board_get_view () and never changes the match: it emits
 * "move-chosen" and the window plays the move.
 */
#include "network-board.h"

#include <glib/gi18n.h>

#include "network-board-draw.h"
#include "network-panel.h"
#include "network-scene.h"
#include "ts-board-canvas.h"
#include "ts-board-keys.h"
#include "ts-board-util.h"

/* Network's seat colours when a setup names none (hand-made matches):
 * orange and purple, spec §1. */
static const char * const fallback_colour_ids[2] = { "orange", "purple" };

/* The panel beside the board, at a width that does not follow its text. */
#define PANEL_WIDTH 320

struct _TsNetworkBoard
{
  TsBoard     parent_instance;

  GtkWidget  *canvas;
  GtkWidget  *panel;
  NwScene     scene;
  const char *colour_ids[2];   /* static strings, by seat */
  char       *a11y_text;
};

G_DEFINE_FINAL_TYPE (TsNetworkBoard, ts_network_board, TS_TYPE_BOARD)

static const char *
colour_id_of (TsTable *table,
              int      seat,
              int      player)
{
  const char *id = ts_board_util_setup_colour (table, seat);

  return id != NULL ? id : fallback_colour_ids[player];
}

static void
update_accessible (TsNetworkBoard *self)
{
  NwScene *scene = &self->scene;
  g_autofree char *spot = nw_scene_describe_spot (scene, nw_scene_cursor (scene));
  g_autofree char *scores = nw_scene_describe_scores (scene);

  ts_board_util_update_accessible (self->canvas, &self->a11y_text,
                                   ts_board_get_prompt (TS_BOARD (self)), spot,
                                   /* Translators: the accessible name of the
                                      Network game board, read by screen
                                      readers; the game name stays
                                      untranslated */
                                   _("Network board"), scores);
}

/* The cursor, the hover or the pending corner changed: the prompt and the
 * pictures follow; the match did not change. */
static void
changed_locally (TsNetworkBoard *self)
{
  g_autofree char *prompt = nw_scene_prompt (&self->scene);

  ts_board_set_prompt (TS_BOARD (self), prompt);
  ts_network_panel_set_prompt (TS_NETWORK_PANEL (self->panel), prompt);
  update_accessible (self);
  /* The pending corner and the targets live in the pieces layer. */
  ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_PIECES);
  ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_HOVER);
}

static void
ts_network_board_refresh (TsBoard *board)
{
  TsNetworkBoard *self = TS_NETWORK_BOARD (board);
  TsTable *table = ts_board_get_table (board);
  TsGame *view = ts_board_get_view (board);
  char *names[2];
  const char *name_ptrs[2];
  const char *presence[2];
  guint32 rgb[2];
  g_autofree char *prompt = NULL;

  if (view != NULL && !TS_IS_NETWORK_GAME (view))
    view = NULL;

  for (int seat = 0; seat < 2; seat++)
    {
      int first = view != NULL ? ts_network_game_get_first_seat (TS_NETWORK_GAME (view)) : 0;

      names[seat] = ts_board_util_seat_name (table, seat);
      name_ptrs[seat] = names[seat];
      presence[seat] = ts_board_util_presence_words (table, seat);
      self->colour_ids[seat] = colour_id_of (table, seat, seat == first ? 0 : 1);
      rgb[seat] = ts_seat_colour_rgb (self->colour_ids[seat]);
    }

  nw_scene_update (&self->scene, view, ts_board_get_viewer (board), ts_board_can_act (board),
                   ts_board_get_legal_moves (board), name_ptrs, rgb);
  g_free (names[0]);
  g_free (names[1]);
  nw_scene_find_recent (&self->scene, table);

  prompt = nw_scene_prompt (&self->scene);
  ts_board_set_prompt (board, prompt);
  gtk_widget_set_visible (self->panel, view != NULL);
  ts_network_panel_update (TS_NETWORK_PANEL (self->panel), &self->scene, prompt,
                           self->colour_ids, presence);
  update_accessible (self);
  ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_PIECES);
  ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_HOVER);
}

/* Input */

/* Emits MOVE if the rules allow it now (checked on the match's game); the
 * last thing a handler does. */
static void
choose (TsNetworkBoard *self,
        const TsMove   *move)
{
  TsBoard *board = TS_BOARD (self);

  ts_board_util_emit_if_legal (board, ts_board_get_table (board), ts_board_can_act (board),
                               move, self->canvas);
}

/* Does what the scene answered: a move is chosen last (the window may
 * play it, and the board refresh, inside the emission). */
static void
handle (TsNetworkBoard *self,
        NwSceneResult   result,
        const TsMove   *move)
{
  switch (result)
    {
    case NW_SCENE_BELL:
      gtk_widget_error_bell (self->canvas);
      break;
    case NW_SCENE_CHANGED:
      changed_locally (self);
      break;
    case NW_SCENE_MOVE:
      changed_locally (self);
      choose (self, move);
      break;
    case NW_SCENE_NOTHING:
    default:
      break;
    }
}

static void
action_activate (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  TsNetworkBoard *self = TS_NETWORK_BOARD (widget);
  TsMove move;

  handle (self, nw_scene_activate (&self->scene, &move), &move);
}

static void
action_cancel (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  TsNetworkBoard *self = TS_NETWORK_BOARD (widget);

  handle (self, nw_scene_cancel (&self->scene), NULL);
}

static void
action_move (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  TsNetworkBoard *self = TS_NETWORK_BOARD (widget);
  int dx = 0, dy = 0;

  g_variant_get (param, "(ii)", &dx, &dy);
  handle (self, nw_scene_move_cursor (&self->scene, dx, dy), NULL);
}

static void
action_jump_legal (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  TsNetworkBoard *self = TS_NETWORK_BOARD (widget);

  handle (self, nw_scene_jump_legal (&self->scene, NW_SPOT_NONE, g_variant_get_int32 (param)),
          NULL);
}

static NwSpot
spot_at (TsNetworkBoard *self,
         double          x,
         double          y)
{
  NwGeom g;

  nw_geom_init (&g, gtk_widget_get_width (self->canvas), gtk_widget_get_height (self->canvas),
                self->scene.labels);
  return nw_geom_spot_at (&g, x, y);
}

static void
on_click_pressed (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  TsNetworkBoard  *self)
{
  TsMove move;

  gtk_widget_grab_focus (self->canvas);
  handle (self, nw_scene_click (&self->scene, spot_at (self, x, y), &move), &move);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           TsNetworkBoard           *self)
{
  /* Only the hover follows the pointer. */
  if (nw_scene_set_hover (&self->scene, spot_at (self, x, y)))
    ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_HOVER);
}

static void
on_leave (GtkEventControllerMotion *motion,
          TsNetworkBoard           *self)
{
  if (nw_scene_set_hover (&self->scene, NW_SPOT_INIT_NONE))
    ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_HOVER);
}

/* Squares explain themselves (type, limit, exhausted, captured) in a
 * tooltip; corners and edges show what matters by drawing it. */
static gboolean
on_query_tooltip (GtkWidget      *widget,
                  int             x,
                  int             y,
                  gboolean        keyboard_mode,
                  GtkTooltip     *tooltip,
                  TsNetworkBoard *self)
{
  NwSpot spot = keyboard_mode ? nw_scene_cursor (&self->scene) : spot_at (self, x, y);
  g_autofree char *text = NULL;

  if (spot.kind != NW_SPOT_SQUARE)
    return FALSE;
  text = nw_scene_describe_spot (&self->scene, spot);
  gtk_tooltip_set_text (tooltip, text);
  return text != NULL;
}

/* A new match or a new pair of eyes starts without a picked corner or a
 * hover (the base has refreshed the scene already). */
static void
on_match_or_viewer_changed (TsNetworkBoard *self)
{
  nw_scene_reset_input (&self->scene);
  changed_locally (self);
}

static void
on_focus_changed (TsNetworkBoard *self)
{
  ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_HOVER);
}

/* The panel's Branch and Node show the next spot on the board; Enter (or
 * a click there) builds. */
static void
on_panel_build (TsNetworkPanel *panel,
                int             kind,
                TsNetworkBoard *self)
{
  if (!self->scene.can_act
      || nw_scene_jump_legal (&self->scene, kind, 1) != NW_SCENE_CHANGED)
    {
      gtk_widget_error_bell (GTK_WIDGET (panel));
      return;
    }
  changed_locally (self);
  gtk_widget_grab_focus (self->canvas);
}

static void
on_panel_end_turn (TsNetworkPanel *panel,
                   TsNetworkBoard *self)
{
  TsMove move = ts_network_move_end ();

  choose (self, &move);
}

/* E, the key every game shares for ending the turn. */
static void
action_end_turn (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  on_panel_end_turn (NULL, TS_NETWORK_BOARD (widget));
}

static void
on_panel_trade (TsNetworkPanel *panel,
                const TsMove   *move,
                TsNetworkBoard *self)
{
  choose (self, move);
}

/* Keys reach the board only from its canvas: the panel's controls keep
 * their arrows, Enter and letters. */
static void
add_canvas_keys (TsNetworkBoard *self)
{
  static const TsBoardKey keys[] = {
    { GDK_KEY_Return, 0, "board.activate", 0, 0, 0 },
    { GDK_KEY_KP_Enter, 0, "board.activate", 0, 0, 0 },
    { GDK_KEY_space, 0, "board.activate", 0, 0, 0 },
    { GDK_KEY_Escape, 0, "board.cancel", 0, 0, 0 },
    { GDK_KEY_Left, 0, "board.move", 2, -1, 0 },
    { GDK_KEY_Right, 0, "board.move", 2, 1, 0 },
    { GDK_KEY_Up, 0, "board.move", 2, 0, -1 },
    { GDK_KEY_Down, 0, "board.move", 2, 0, 1 },
    { GDK_KEY_KP_Left, 0, "board.move", 2, -1, 0 },
    { GDK_KEY_KP_Right, 0, "board.move", 2, 1, 0 },
    { GDK_KEY_KP_Up, 0, "board.move", 2, 0, -1 },
    { GDK_KEY_KP_Down, 0, "board.move", 2, 0, 1 },
    { GDK_KEY_n, 0, "board.jump-legal", 1, 1, 0 },
    { GDK_KEY_N, GDK_SHIFT_MASK, "board.jump-legal", 1, -1, 0 },
    { GDK_KEY_Home, 0, "board.jump-legal", 1, 0, 0 },
  };

  ts_board_util_add_widget_keys (self->canvas, keys, G_N_ELEMENTS (keys));
}

static void
setup_canvas (TsNetworkBoard *self)
{
  self->canvas = ts_board_canvas_new ();
  gtk_widget_set_name (self->canvas, "network-canvas");
  /* The grid needs room for its spots to be hit. */
  gtk_widget_set_size_request (self->canvas, 120, 120);
  gtk_widget_set_focus_on_click (self->canvas, TRUE);
  ts_board_canvas_set_draw_func (TS_BOARD_CANVAS (self->canvas), nw_board_draw, &self->scene,
                                 NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->canvas),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Network board"), -1);

  ts_board_util_connect_pointer (self->canvas, &(TsBoardPointer) {
                                   G_CALLBACK (on_click_pressed), G_CALLBACK (on_motion),
                                   G_CALLBACK (on_leave), G_CALLBACK (on_query_tooltip),
                                   G_CALLBACK (on_focus_changed) }, self);

  add_canvas_keys (self);
}

/* A suggested move: the cursor on the corner or edge it takes first (the
 * corner of a starting set, then its edge once the corner is picked);
 * a trade or the end of a turn has no place on the board. */
static gboolean
ts_network_board_show_hint (TsBoard      *board,
                            const TsMove *move)
{
  TsNetworkBoard *self = TS_NETWORK_BOARD (board);
  NwSpot spot = NW_SPOT_INIT_NONE;

  switch (move->kind)
    {
    case NW_MOVE_SET:
      spot = self->scene.pending_corner == move->arg[0] ? (NwSpot) { NW_SPOT_EDGE, move->arg[1] }
                                                        : (NwSpot) { NW_SPOT_CORNER, move->arg[0] };
      break;
    case NW_MOVE_BRANCH:
      spot = (NwSpot) { NW_SPOT_EDGE, move->arg[0] };
      break;
    case NW_MOVE_NODE:
      spot = (NwSpot) { NW_SPOT_CORNER, move->arg[0] };
      break;
    default:
      return FALSE;
    }
  nw_spot_lattice (spot, &self->scene.cur_x, &self->scene.cur_y);
  changed_locally (self);
  return TRUE;
}

/* A corner "c,r" or an edge "Hc,r" / "Vc,r", as the moves write them. */
static gboolean
ts_network_board_point_at (TsBoard    *board,
                           const char *place)
{
  TsNetworkBoard *self = TS_NETWORK_BOARD (board);
  NwSpot spot = NW_SPOT_INIT_NONE;
  int index;

  if (place == NULL)
    {
      changed_locally (self);
      return TRUE;
    }
  if (nw_corner_parse (place, &index))
    spot = (NwSpot) { NW_SPOT_CORNER, index };
  else if (nw_edge_parse (place, &index))
    spot = (NwSpot) { NW_SPOT_EDGE, index };
  else
    return FALSE;
  nw_spot_lattice (spot, &self->scene.cur_x, &self->scene.cur_y);
  changed_locally (self);
  return TRUE;
}

/* GObject */

static gboolean
ts_network_board_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (TS_NETWORK_BOARD (widget)->canvas);
}

static void
ts_network_board_dispose (GObject *object)
{
  TsNetworkBoard *self = TS_NETWORK_BOARD (object);

  /* The base unparents the canvas and the panel. */
  G_OBJECT_CLASS (ts_network_board_parent_class)->dispose (object);
  self->canvas = NULL;
  self->panel = NULL;
}

static void
ts_network_board_finalize (GObject *object)
{
  TsNetworkBoard *self = TS_NETWORK_BOARD (object);

  nw_scene_clear (&self->scene);
  g_free (self->a11y_text);

  G_OBJECT_CLASS (ts_network_board_parent_class)->finalize (object);
}

/* The shortcuts window's lines of this game. */
static const TsKeyHelp key_help_0[] = {
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Network */
  { "Left Right Up Down", N_("Move the cursor between corners, edges and squares"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Network */
  { "Return space", N_("Build on the cursor spot (starting set: the corner, then the edge)"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Network */
  { "n <Shift>n", N_("Jump to the next or previous spot where you may build"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Network */
  { "Home", N_("Jump to the first spot where you may build"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Network */
  { "Escape", N_("Forget the corner picked for a starting set"), FALSE },
};

static const TsKeyHelp key_help_1[] = {
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Network */
  /* Translators: a key of the Keyboard Shortcuts window, the button's
     underlined letter with Alt (change the letter to your translation's) */
  { N_("<Alt>r"), N_("Jump to the next spot for a branch"), TRUE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Network */
  /* Translators: a key of the Keyboard Shortcuts window, the button's
     underlined letter with Alt (change the letter to your translation's) */
  { N_("<Alt>n"), N_("Jump to the next spot for a node"), TRUE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Network */
  /* Translators: a key of the Keyboard Shortcuts window, the button's
     underlined letter with Alt (change the letter to your translation's) */
  { N_("<Alt>t"), N_("Open the trade panel; in it, make the trade set up"), TRUE },
};

static const TsKeyHelpGroup key_help[] = {
  /* Translators: a group of keys in the Keyboard Shortcuts window, in
     the section for Network */
  TS_KEY_HELP_GROUP (N_("On the board"), key_help_0),
  /* Translators: a group of keys in the Keyboard Shortcuts window, in
     the section for Network */
  TS_KEY_HELP_GROUP (N_("Building and trading"), key_help_1),
};

static void
ts_network_board_class_init (TsNetworkBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_network_board_dispose;
  object_class->finalize = ts_network_board_finalize;
  widget_class->grab_focus = ts_network_board_grab_focus;
  TS_BOARD_CLASS (klass)->refresh = ts_network_board_refresh;
  TS_BOARD_CLASS (klass)->show_hint = ts_network_board_show_hint;
  TS_BOARD_CLASS (klass)->point_at = ts_network_board_point_at;

  gtk_widget_class_install_action (widget_class, "board.activate", NULL, action_activate);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, action_cancel);
  gtk_widget_class_install_action (widget_class, "board.move", "(ii)", action_move);
  gtk_widget_class_install_action (widget_class, "board.jump-legal", "i", action_jump_legal);
  gtk_widget_class_install_action (widget_class, "board.end-turn", NULL, action_end_turn);

  ts_board_class_set_command (TS_BOARD_CLASS (klass), TS_BOARD_COMMAND_END_TURN, "board.end-turn", NULL, 0);
  ts_board_class_set_command (TS_BOARD_CLASS (klass), TS_BOARD_COMMAND_CANCEL, "board.cancel", NULL, 0);
  ts_board_class_set_key_help (TS_BOARD_CLASS (klass), key_help, G_N_ELEMENTS (key_help));

  gtk_widget_class_set_css_name (widget_class, "network-board");
}

/* The labels on the board's edges come and go: the board is laid out
 * again around them, every layer with it. */
static void
on_show_coordinates (TsNetworkBoard *self,
                     GParamSpec     *pspec,
                     gpointer        data)
{
  gboolean labels = ts_board_get_show_coordinates (TS_BOARD (self));

  if (labels == self->scene.labels)
    return;
  self->scene.labels = labels;
  ts_board_canvas_invalidate_all (TS_BOARD_CANVAS (self->canvas));
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
ts_network_board_init (TsNetworkBoard *self)
{
  nw_scene_init (&self->scene);
  self->scene.labels = ts_board_get_show_coordinates (TS_BOARD (self));
  g_signal_connect (self, "notify::show-coordinates", G_CALLBACK (on_show_coordinates), NULL);
  g_signal_connect (self, "notify::table", G_CALLBACK (on_match_or_viewer_changed), NULL);
  g_signal_connect (self, "notify::viewer", G_CALLBACK (on_match_or_viewer_changed), NULL);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  setup_canvas (self);
  self->panel = ts_network_panel_new ();
  gtk_widget_set_visible (self->panel, FALSE);
  g_signal_connect (self->panel, "build", G_CALLBACK (on_panel_build), self);
  g_signal_connect (self->panel, "end-turn", G_CALLBACK (on_panel_end_turn), self);
  g_signal_connect (self->panel, "trade", G_CALLBACK (on_panel_trade), self);

  ts_board_set_content (TS_BOARD (self), self->canvas, self->panel);
  ts_board_set_panel_width (TS_BOARD (self), PANEL_WIDTH);
  /* The board is square (nw_geom_init). */
  ts_board_set_canvas_aspect (TS_BOARD (self), 1.0);
  update_accessible (self);
}

/* Public */

GtkWidget *
ts_network_board_new (void)
{
  return g_object_new (TS_TYPE_NETWORK_BOARD, NULL);
}

const char *
ts_network_board_get_prompt (TsNetworkBoard *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_BOARD (self), NULL);
  return ts_board_get_prompt (TS_BOARD (self));
}

GtkWidget *
ts_network_board_get_canvas (TsNetworkBoard *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_BOARD (self), NULL);
  return self->canvas;
}

static gboolean
laid_out_geom (TsNetworkBoard *self,
               NwGeom         *g)
{
  nw_geom_init (g, gtk_widget_get_width (self->canvas), gtk_widget_get_height (self->canvas),
                self->scene.labels);
  return g->unit >= 2;
}

gboolean
ts_network_board_get_corner_point (TsNetworkBoard *self,
                                   int             corner,
                                   double         *x,
                                   double         *y)
{
  NwGeom g;

  g_return_val_if_fail (TS_IS_NETWORK_BOARD (self), FALSE);
  g_return_val_if_fail (corner >= 0 && corner < NW_N_CORNERS, FALSE);
  if (!laid_out_geom (self, &g))
    return FALSE;
  nw_geom_corner (&g, corner, x, y);
  return TRUE;
}

gboolean
ts_network_board_get_edge_point (TsNetworkBoard *self,
                                 int             edge,
                                 double         *x,
                                 double         *y)
{
  NwGeom g;

  g_return_val_if_fail (TS_IS_NETWORK_BOARD (self), FALSE);
  g_return_val_if_fail (edge >= 0 && edge < NW_N_EDGES, FALSE);
  if (!laid_out_geom (self, &g))
    return FALSE;
  nw_geom_edge_mid (&g, edge, x, y);
  return TRUE;
}

void
ts_network_board_get_cursor (TsNetworkBoard *self,
                             int            *corner,
                             int            *edge,
                             int            *square)
{
  NwSpot s;

  g_return_if_fail (TS_IS_NETWORK_BOARD (self));
  s = nw_scene_cursor (&self->scene);
  *corner = s.kind == NW_SPOT_CORNER ? s.index : NW_NONE;
  *edge = s.kind == NW_SPOT_EDGE ? s.index : NW_NONE;
  *square = s.kind == NW_SPOT_SQUARE ? s.index : NW_NONE;
}

const char *
ts_network_board_get_accessible_text (TsNetworkBoard *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_BOARD (self), NULL);
  return self->a11y_text;
}

const NwScene *
ts_network_board_get_scene (TsNetworkBoard *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_BOARD (self), NULL);
  return &self->scene;
}
