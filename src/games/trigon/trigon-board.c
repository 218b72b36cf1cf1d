/* trigon-board.c — the Rule of Trigon board widget: a thin TsBoard
 * subclass joining the scene, the canvas and the panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The canvas draws the map (trigon-board-draw.c) in the content units of
 * the spec's drawing data, zoomable; the panel shows the prompt, its
 * choices, the selection, the hand, the composers, the overview and the
 * seats (trigon-panel.c); what a click or a key means is the scene's
 * (trigon-scene.c).  The board turns the scene's answers into bells,
 * redraws and moves.
 */
#include "trigon-board-private.h"

#include <glib/gi18n.h>

#include "ts-board-keys.h"
#include "ts-board-util.h"

struct _TsTrigonBoard
{
  TsBoard    parent_instance;

  GtkWidget *canvas;
  GtkWidget *panel;
  TrgScene   scene;
  TsTable   *shown_match;    /* not a reference: compared only */
  guint      planned_id;
  int        shown_viewer;
  char      *a11y_text;
};

G_DEFINE_FINAL_TYPE (TsTrigonBoard, ts_trigon_board, TS_TYPE_BOARD)

#define SELF(w) TS_TRIGON_BOARD (w)

const TrgScene *
ts_trigon_board_get_scene (TsTrigonBoard *self)
{
  return &self->scene;
}

gboolean
ts_trigon_board_has_focus (TsTrigonBoard *self)
{
  return self->canvas != NULL && (gtk_widget_has_focus (self->canvas) || ts_board_is_pointing (TS_BOARD (self)));
}

static void
update_accessible (TsTrigonBoard *self,
                   const char    *prompt)
{
  g_autofree char *detail = trg_scene_describe_position (&self->scene, self->scene.cursor);

  ts_board_util_update_accessible (self->canvas, &self->a11y_text, prompt, detail,
                                   /* Translators: Rule of Trigon: a text
                                      drawn on or read from the game board */
                                   _("Rule of Trigon map"), NULL);
}

/* The prompt; at the end, who won and why. */
static char *
board_prompt (TsTrigonBoard *self)
{
  char *names[TS_MAX_SEATS + 1] = { NULL };
  int score = 0;
  guint n;
  char *text = NULL;

  if (self->scene.step != TRG_STEP_OVER)
    return trg_scene_prompt (&self->scene);
  n = ts_board_util_get_winners (ts_board_get_table (TS_BOARD (self)),
                                 TS_GAME (self->scene.view), names, &score);
  if (n >= 1)
    switch (ts_trigon_game_get_end (self->scene.view))
      {
      case TRG_END_EMPEROR:
        /* Translators: at the end of a game; %s is a player */
        text = g_strdup_printf (_("The game is over: %s is crowned emperor"), names[0]);
        break;
      case TRG_END_TASKS:
        /* Translators: at the end of a game; %s is a player */
        text = g_strdup_printf (_("The game is over: %s completed the tasks"), names[0]);
        break;
      case TRG_END_LAST_STANDING:
        /* Translators: at the end of a game; %s is a player */
        text = g_strdup_printf (_("The game is over: %s is the last ruler standing"), names[0]);
        break;
      default:
        /* Translators: at the end of a game; %s is a player, %d the points */
        text = g_strdup_printf (ngettext ("The game is over: %s wins with %d point",
                                          "The game is over: %s wins with %d points", score),
                                names[0], score);
        break;
      }
  if (text == NULL)
    text = trg_scene_prompt (&self->scene);
  for (guint i = 0; i < TS_MAX_SEATS; i++)
    g_free (names[i]);
  return text;
}

/* The scene changed without a move: prompt, panel, pieces. */
static void
changed_locally (TsTrigonBoard *self)
{
  g_autofree char *prompt = board_prompt (self);

  ts_board_set_prompt (TS_BOARD (self), prompt);
  ts_trigon_panel_update (TS_TRIGON_PANEL (self->panel), &self->scene,
                          ts_board_get_table (TS_BOARD (self)), prompt);
  update_accessible (self, prompt);
  ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_OVERLAY);
  ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_HOVER);
}

/* A suggested move: the cursor on the place it starts from (an army's
 * position, the site to build, found, crown or reinforce); the rest of
 * the panel's decisions have no place on the map. */
static gboolean
ts_trigon_board_show_hint (TsBoard      *board,
                           const TsMove *move)
{
  TsTrigonBoard *self = TS_TRIGON_BOARD (board);
  int position;

  switch (move->kind)
    {
    case TRG_MOVE_STEP:
    case TRG_MOVE_SAIL:
    case TRG_MOVE_FLEE:
    case TRG_MOVE_FOUND:
    case TRG_MOVE_CROWN:
    case TRG_MOVE_PLACE:
      position = move->arg[0];
      break;
    case TRG_MOVE_BUILD:
      position = move->arg[1];
      break;
    default:
      return FALSE;
    }
  if (position < 0 || position >= TRG_N_POSITIONS)
    return FALSE;
  self->scene.cursor = position;
  changed_locally (self);
  return TRUE;
}

/* A position by its id ("L1", a site; a ford's id too), as the positions
 * and the tutorials write it. */
static gboolean
ts_trigon_board_point_at (TsBoard    *board,
                          const char *place)
{
  TsTrigonBoard *self = TS_TRIGON_BOARD (board);
  int position = place != NULL ? trg_position_from_id (place) : TRG_NONE;

  if (place == NULL)
    {
      changed_locally (self);
      return TRUE;
    }
  if (position < 0 || position >= TRG_N_POSITIONS)
    return FALSE;
  self->scene.cursor = position;
  changed_locally (self);
  return TRUE;
}

static gboolean
play_planned (gpointer data)
{
  TsTrigonBoard *self = data;
  TsMove move;

  self->planned_id = 0;
  if (trg_scene_planned_move (&self->scene, &move))
    ts_board_util_emit_if_legal (TS_BOARD (self), ts_board_get_table (TS_BOARD (self)),
                                 ts_board_can_act (TS_BOARD (self)), &move, self->canvas);
  return G_SOURCE_REMOVE;
}

static void
schedule_planned (TsTrigonBoard *self)
{
  TsMove move;

  if (self->planned_id == 0 && trg_scene_planned_move (&self->scene, &move))
    self->planned_id = g_idle_add (play_planned, self);
}

static void
ts_trigon_board_refresh (TsBoard *board)
{
  TsTrigonBoard *self = SELF (board);
  TsTable *table = ts_board_get_table (board);
  TsGame *view = ts_board_get_view (board);
  guint n = view != NULL ? ts_game_get_n_players (view) : 0;
  char *names[TS_MAX_SEATS] = { NULL };

  for (guint s = 0; s < n && s < TS_MAX_SEATS; s++)
    names[s] = ts_board_util_seat_name (table, s);
  if (table != self->shown_match || ts_board_get_viewer (board) != self->shown_viewer)
    {
      self->shown_match = table;
      self->shown_viewer = ts_board_get_viewer (board);
      trg_scene_reset_input (&self->scene);
      ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_STATIC);
    }
  trg_scene_update (&self->scene, view, ts_board_get_viewer (board), ts_board_can_act (board),
                    ts_board_get_legal_moves (board), n, (const char * const *) names);
  for (guint s = 0; s < TS_MAX_SEATS; s++)
    g_free (names[s]);

  gtk_widget_set_visible (self->panel, view != NULL);
  changed_locally (self);
  ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_PIECES);
  schedule_planned (self);
}

/* Input */

static void
handle (TsTrigonBoard  *self,
        TrgSceneResult  result,
        const TsMove   *move)
{
  switch (result)
    {
    case TRG_SCENE_BELL:
      gtk_widget_error_bell (self->canvas);
      break;
    case TRG_SCENE_CHANGED:
      changed_locally (self);
      break;
    case TRG_SCENE_MOVE:
      ts_board_util_emit_if_legal (TS_BOARD (self), ts_board_get_table (TS_BOARD (self)),
                                   ts_board_can_act (TS_BOARD (self)), move, self->canvas);
      break;
    case TRG_SCENE_NOTHING:
    default:
      break;
    }
}

static void
action_activate (GtkWidget *w, const char *name, GVariant *param)
{
  TsMove move;

  handle (SELF (w), trg_scene_activate (&SELF (w)->scene, &move), &move);
}

static void
action_cancel (GtkWidget *w, const char *name, GVariant *param)
{
  handle (SELF (w), trg_scene_cancel (&SELF (w)->scene), NULL);
}

static void
action_move (GtkWidget *w, const char *name, GVariant *param)
{
  int dx = 0, dy = 0;

  g_variant_get (param, "(ii)", &dx, &dy);
  handle (SELF (w), trg_scene_move_cursor (&SELF (w)->scene, dx, dy), NULL);
}

static void
action_jump_legal (GtkWidget *w, const char *name, GVariant *param)
{
  handle (SELF (w), trg_scene_jump_legal (&SELF (w)->scene, g_variant_get_int32 (param)), NULL);
}

static void
action_choose (GtkWidget *w, const char *name, GVariant *param)
{
  TsMove move;
  int i = g_variant_get_int32 (param);

  handle (SELF (w), i < 0 ? TRG_SCENE_BELL : trg_scene_choose (&SELF (w)->scene, (guint) i, &move), &move);
}

static void
action_button (GtkWidget *w, const char *name, GVariant *param)
{
  TsMove move;
  int b = g_variant_get_int32 (param);

  if (b < 0 || b >= TRG_N_BUTTONS)
    return;
  handle (SELF (w), trg_scene_button (&SELF (w)->scene, (TrgButton) b, &move), &move);
}

static void
action_card (GtkWidget *w, const char *name, GVariant *param)
{
  TsMove move;

  handle (SELF (w), trg_scene_click_card (&SELF (w)->scene, g_variant_get_int32 (param), &move), &move);
}

static void
action_army (GtkWidget *w, const char *name, GVariant *param)
{
  int figure = 0, count = 0;

  g_variant_get (param, "(ii)", &figure, &count);
  if (figure < 0 || figure >= TRG_N_FIGURES)
    return;
  handle (SELF (w), trg_scene_set_army (&SELF (w)->scene, (TrgFigure) figure, count), NULL);
}

static void
action_offer (GtkWidget *w, const char *name, GVariant *param)
{
  TsTrigonBoard *self = SELF (w);
  int seat, g[TRG_N_COINS], a[TRG_N_COINS];
  guint8 give[TRG_N_COINS], get[TRG_N_COINS];
  TsMove move;

  g_variant_get (param, "(iiiiiii)", &seat, &g[0], &g[1], &g[2], &a[0], &a[1], &a[2]);
  for (int c = 0; c < TRG_N_COINS; c++)
    {
      give[c] = (guint8) CLAMP (g[c], 0, TRG_BANK_COINS);
      get[c] = (guint8) CLAMP (a[c], 0, TRG_BANK_COINS);
    }
  handle (self, trg_scene_offer (&self->scene, seat, give, get, &move, NULL) ? TRG_SCENE_MOVE : TRG_SCENE_BELL,
          &move);
}

static void
action_swap (GtkWidget *w, const char *name, GVariant *param)
{
  TsTrigonBoard *self = SELF (w);
  int seat, card;
  TsMove move;

  g_variant_get (param, "(ii)", &seat, &card);
  handle (self, trg_scene_swap (&self->scene, seat, card, &move, NULL) ? TRG_SCENE_MOVE : TRG_SCENE_BELL,
          &move);
}

/* R50: the viewer's battle losses by the automatic order, from now on
 * (a stateful action: the panel's switch shows it). */
static void
action_auto_losses (GtkWidget *w, const char *name, GVariant *param)
{
  TsTrigonBoard *self = SELF (w);

  self->scene.auto_losses = g_variant_get_boolean (param);
  changed_locally (self);
  schedule_planned (self);
}

static void
action_pan (GtkWidget *w, const char *name, GVariant *param)
{
  int dx = 0, dy = 0;

  g_variant_get (param, "(ii)", &dx, &dy);
  ts_board_canvas_pan (TS_BOARD_CANVAS (SELF (w)->canvas), dx * 60.0, dy * 60.0);
}

static int
position_at (TsTrigonBoard *self,
             double         x,
             double         y)
{
  double cx, cy;

  ts_board_canvas_to_content (TS_BOARD_CANVAS (self->canvas), x, y, &cx, &cy);
  return trg_position_at (cx, cy);
}

static void
on_click_pressed (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  TsTrigonBoard   *self)
{
  TsMove move;

  gtk_widget_grab_focus (self->canvas);
  handle (self, trg_scene_click_position (&self->scene, position_at (self, x, y), &move), &move);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           TsTrigonBoard            *self)
{
  if (trg_scene_set_hover (&self->scene, position_at (self, x, y)))
    ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_HOVER);
}

static void
on_leave (GtkEventControllerMotion *motion,
          TsTrigonBoard            *self)
{
  if (trg_scene_set_hover (&self->scene, TRG_NONE))
    ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_HOVER);
}

static gboolean
on_query_tooltip (GtkWidget     *widget,
                  int            x,
                  int            y,
                  gboolean       keyboard_mode,
                  GtkTooltip    *tooltip,
                  TsTrigonBoard *self)
{
  int p = keyboard_mode ? self->scene.cursor : position_at (self, x, y);
  g_autofree char *text = trg_scene_describe_position (&self->scene, p);

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
on_focus_changed (TsTrigonBoard *self)
{
  ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_HOVER);
}

static void
add_canvas_keys (TsTrigonBoard *self)
{
  static const TsBoardKey keys[] = {
    { GDK_KEY_Return, 0, "board.activate", 0, 0, 0 },
    { GDK_KEY_KP_Enter, 0, "board.activate", 0, 0, 0 },
    { GDK_KEY_space, 0, "board.activate", 0, 0, 0 },
    { GDK_KEY_Left, 0, "board.move", 2, -1, 0 },
    { GDK_KEY_Right, 0, "board.move", 2, 1, 0 },
    { GDK_KEY_Up, 0, "board.move", 2, 0, -1 },
    { GDK_KEY_Down, 0, "board.move", 2, 0, 1 },
    { GDK_KEY_Left, GDK_CONTROL_MASK, "board.pan", 2, 1, 0 },
    { GDK_KEY_Right, GDK_CONTROL_MASK, "board.pan", 2, -1, 0 },
    { GDK_KEY_Up, GDK_CONTROL_MASK, "board.pan", 2, 0, 1 },
    { GDK_KEY_Down, GDK_CONTROL_MASK, "board.pan", 2, 0, -1 },
    { GDK_KEY_n, 0, "board.jump-legal", 1, 1, 0 },
    { GDK_KEY_N, GDK_SHIFT_MASK, "board.jump-legal", 1, -1, 0 },
  };

  ts_board_util_add_widget_keys (self->canvas, keys, G_N_ELEMENTS (keys));
}

static void
setup_canvas (TsTrigonBoard *self)
{
  self->canvas = ts_board_canvas_new ();
  gtk_widget_set_name (self->canvas, "trigon-canvas");
  gtk_widget_set_size_request (self->canvas, 240, 170);
  gtk_widget_set_focus_on_click (self->canvas, TRUE);
  ts_board_canvas_set_content_size (TS_BOARD_CANVAS (self->canvas), TRG_MAP_WIDTH, TRG_MAP_HEIGHT);
  ts_board_canvas_set_zoomable (TS_BOARD_CANVAS (self->canvas), TRUE);
  /* A 9-unit text at its largest (half as large again) is 9 px at least:
   * in a small window the map starts larger, to pan. */
  ts_board_canvas_set_min_scale (TS_BOARD_CANVAS (self->canvas), TRG_MIN_TEXT_PX / (9.0 * 1.5));
  ts_board_canvas_set_draw_func (TS_BOARD_CANVAS (self->canvas), trg_canvas_draw, self, NULL);

  ts_board_util_connect_pointer (self->canvas, &(TsBoardPointer) {
                                   G_CALLBACK (on_click_pressed), G_CALLBACK (on_motion),
                                   G_CALLBACK (on_leave), G_CALLBACK (on_query_tooltip),
                                   G_CALLBACK (on_focus_changed) }, self);

  add_canvas_keys (self);
}

/* GObject */

static gboolean
ts_trigon_board_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (SELF (widget)->canvas);
}

static void
ts_trigon_board_dispose (GObject *object)
{
  TsTrigonBoard *self = SELF (object);

  g_clear_handle_id (&self->planned_id, g_source_remove);
  G_OBJECT_CLASS (ts_trigon_board_parent_class)->dispose (object);
  self->canvas = NULL;
  self->panel = NULL;
}

static void
ts_trigon_board_finalize (GObject *object)
{
  TsTrigonBoard *self = SELF (object);

  trg_scene_clear (&self->scene);
  g_free (self->a11y_text);
  G_OBJECT_CLASS (ts_trigon_board_parent_class)->finalize (object);
}

/* The shortcuts window's lines of this game (data/ui: none). */
static const TsKeyHelp key_help_0[] = {
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Rule of Trigon */
  { "Left Right Up Down", N_("Move the cursor to the nearest place in that direction"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Rule of Trigon */
  { "Return space", N_("Click the place under the cursor"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Rule of Trigon */
  { "n <Shift>n", N_("Jump to the next or previous place that may be clicked now"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Rule of Trigon */
  { "Escape", N_("Forget the card’s targets, then the selection"), FALSE },
};

static const TsKeyHelp key_help_1[] = {
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Rule of Trigon */
  { "1...9", N_("Choose that answer of the question"), FALSE },
};

static const TsKeyHelpGroup key_help[] = {
  /* Translators: a group of keys in the Keyboard Shortcuts window, in
     the section for Rule of Trigon */
  TS_KEY_HELP_GROUP (N_("On the map"), key_help_0),
  /* Translators: a group of keys in the Keyboard Shortcuts window, in
     the section for Rule of Trigon */
  TS_KEY_HELP_GROUP (N_("The turn"), key_help_1),
};

static void
ts_trigon_board_class_init (TsTrigonBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_trigon_board_dispose;
  object_class->finalize = ts_trigon_board_finalize;
  widget_class->grab_focus = ts_trigon_board_grab_focus;
  TS_BOARD_CLASS (klass)->refresh = ts_trigon_board_refresh;
  TS_BOARD_CLASS (klass)->show_hint = ts_trigon_board_show_hint;
  TS_BOARD_CLASS (klass)->point_at = ts_trigon_board_point_at;

  gtk_widget_class_install_action (widget_class, "board.activate", NULL, action_activate);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, action_cancel);
  gtk_widget_class_install_action (widget_class, "board.move", "(ii)", action_move);
  gtk_widget_class_install_action (widget_class, "board.pan", "(ii)", action_pan);
  gtk_widget_class_install_action (widget_class, "board.auto-losses", "b", action_auto_losses);
  gtk_widget_class_install_action (widget_class, "board.jump-legal", "i", action_jump_legal);
  gtk_widget_class_install_action (widget_class, "board.choose", "i", action_choose);
  gtk_widget_class_install_action (widget_class, "board.button", "i", action_button);
  gtk_widget_class_install_action (widget_class, "board.card", "i", action_card);
  gtk_widget_class_install_action (widget_class, "board.army", "(ii)", action_army);
  gtk_widget_class_install_action (widget_class, "board.offer", "(iiiiiii)", action_offer);
  gtk_widget_class_install_action (widget_class, "board.swap", "(ii)", action_swap);

  /* Keys anywhere on the board: Escape cancels, 1–9 pick a choice of the
   * prompt; E (End turn) is one of the keys every game shares. */
  ts_board_util_add_key (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL, 0, 0);
  for (int i = 0; i < 9; i++)
    {
      ts_board_util_add_key (widget_class, GDK_KEY_1 + i, 0, "board.choose", "i", i, 0);
      ts_board_util_add_key (widget_class, GDK_KEY_KP_1 + i, 0, "board.choose", "i", i, 0);
    }
  ts_board_class_set_command (TS_BOARD_CLASS (klass), TS_BOARD_COMMAND_END_TURN,
                              "board.button", "i", TRG_BUTTON_END);
  ts_board_class_set_command (TS_BOARD_CLASS (klass), TS_BOARD_COMMAND_CANCEL, "board.cancel", NULL, 0);
  ts_board_class_set_command (TS_BOARD_CLASS (klass), TS_BOARD_COMMAND_ZOOM_IN, NULL, NULL, 0);
  ts_board_class_set_command (TS_BOARD_CLASS (klass), TS_BOARD_COMMAND_ZOOM_OUT, NULL, NULL, 0);
  ts_board_class_set_command (TS_BOARD_CLASS (klass), TS_BOARD_COMMAND_ZOOM_FIT, NULL, NULL, 0);
  ts_board_class_set_key_help (TS_BOARD_CLASS (klass), key_help, G_N_ELEMENTS (key_help));

  gtk_widget_class_set_css_name (widget_class, "trigon-board");
}

static void
ts_trigon_board_init (TsTrigonBoard *self)
{
  trg_scene_init (&self->scene);
  self->shown_viewer = TS_SEAT_NONE;
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  setup_canvas (self);
  self->panel = ts_trigon_panel_new ();
  gtk_widget_set_visible (self->panel, FALSE);
  ts_board_set_content (TS_BOARD (self), self->canvas, self->panel);
  ts_board_set_panel_width (TS_BOARD (self), TRG_PANEL_WIDTH);
  ts_board_set_canvas_aspect (TS_BOARD (self), TRG_MAP_WIDTH / TRG_MAP_HEIGHT);
  update_accessible (self, NULL);
}

/* Public */

GtkWidget *
ts_trigon_board_new (void)
{
  return g_object_new (TS_TYPE_TRIGON_BOARD, NULL);
}

GtkWidget *
ts_trigon_board_get_canvas (TsTrigonBoard *self)
{
  g_return_val_if_fail (TS_IS_TRIGON_BOARD (self), NULL);
  return self->canvas;
}

GtkWidget *
ts_trigon_board_get_panel (TsTrigonBoard *self)
{
  g_return_val_if_fail (TS_IS_TRIGON_BOARD (self), NULL);
  return self->panel;
}

gboolean
ts_trigon_board_get_position_point (TsTrigonBoard *self,
                                    int            position,
                                    double        *x,
                                    double        *y)
{
  double cx, cy;

  g_return_val_if_fail (TS_IS_TRIGON_BOARD (self), FALSE);
  if (position < 0 || position >= TRG_N_POSITIONS || gtk_widget_get_width (self->canvas) < 50)
    return FALSE;
  trg_position_point (position, &cx, &cy);
  ts_board_canvas_from_content (TS_BOARD_CANVAS (self->canvas), cx, cy, x, y);
  return TRUE;
}

GtkWidget *
ts_trigon_board_get_part (TsTrigonBoard *self,
                          const char    *what,
                          int            arg)
{
  g_return_val_if_fail (TS_IS_TRIGON_BOARD (self), NULL);
  return ts_trigon_panel_get_part (TS_TRIGON_PANEL (self->panel), what, arg);
}
