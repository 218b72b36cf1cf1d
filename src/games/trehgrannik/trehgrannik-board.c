/* trehgrannik-board.c — the Trehgrannik board widget: a thin TsBoard
 * subclass joining the scene, the canvas and the panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The canvas draws the planet (trehgrannik-board-draw.c), the panel the
 * market, the hands and the seats (trehgrannik-panel.c); what a click or
 * a key means is the scene's (trehgrannik-scene.c).  The board turns the
 * scene's answers into bells, redraws and moves.  Once the fee of a
 * half-made "Move and build" is paid, the destination picked before it is
 * played by itself from an idle callback.
 *
 * The canvas draws the map in content units of its own (tg_geom_content),
 * scaled to the widget and zoomable; clicks and the pointer are turned
 * into content units before the hex is looked up.
 */
#include "trehgrannik-board-private.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "ts-board-keys.h"
#include "ts-board-util.h"
#include "ts-setup.h"

static const char * const fallback_colours[TS_MAX_SEATS] = { "red", "blue", "green", "yellow" };

struct _TsTrehgrannikBoard
{
  TsBoard    parent_instance;

  GtkWidget *canvas;
  GtkWidget *panel;
  TgScene    scene;
  TsTable   *shown_match;    /* not a reference: compared only */
  int        shown_viewer;
  guint      planned_id;
  char      *a11y_text;
};

G_DEFINE_FINAL_TYPE (TsTrehgrannikBoard, ts_trehgrannik_board, TS_TYPE_BOARD)

const TgScene *
ts_trehgrannik_board_get_scene (TsTrehgrannikBoard *self)
{
  return &self->scene;
}

gboolean
ts_trehgrannik_board_has_focus (TsTrehgrannikBoard *self)
{
  return self->canvas != NULL && (gtk_widget_has_focus (self->canvas) || ts_board_is_pointing (TS_BOARD (self)));
}

static void
update_accessible (TsTrehgrannikBoard *self,
                   const char         *prompt)
{
  g_autofree char *detail = tg_scene_describe_hex (&self->scene, self->scene.cursor);

  ts_board_util_update_accessible (self->canvas, &self->a11y_text, prompt, detail,
                                   /* Translators: the accessible name of the
                                      Trehgrannik game board, read by screen
                                      readers; the game name stays
                                      untranslated */
                                   _("Trehgrannik board"), NULL);
}

/* The prompt; at the end, who won (R48: ties are broken by projects
 * built and cargo, so a shared first place is rare). */
static char *
board_prompt (TsTrehgrannikBoard *self)
{
  char *names[TS_MAX_SEATS + 1] = { NULL };   /* NULL-terminated for g_strjoinv */
  int score = 0;
  guint n;
  char *text;

  if (self->scene.step != TG_STEP_OVER)
    return tg_scene_prompt (&self->scene);
  n = ts_board_util_get_winners (ts_board_get_table (TS_BOARD (self)),
                                 TS_GAME (self->scene.view), names, &score);
  if (n == 1)
    /* Translators: at the end of a game; %s is a player, %d the score. */
    text = g_strdup_printf (ngettext ("The game is over: %s wins with %d GC",
                                      "The game is over: %s wins with %d GC", score),
                            names[0], score);
  else if (n > 1)
    {
      g_autofree char *joined = g_strjoinv (", ", names);

      /* Translators: Trehgrannik: a text drawn on or read from the game
         board; GC is the galactic currency, the victory points of the game;
         keep the abbreviation or use a local one */
      text = g_strdup_printf (ngettext ("The game is over: %s share the victory with %d GC",
                                        "The game is over: %s share the victory with %d GC",
                                        score), joined, score);
    }
  else
    text = tg_scene_prompt (&self->scene);
  for (guint i = 0; i < TS_MAX_SEATS; i++)
    g_free (names[i]);
  return text;
}

/* The scene changed without a move: prompt, panel, pieces. */
static void
changed_locally (TsTrehgrannikBoard *self)
{
  g_autofree char *prompt = board_prompt (self);

  ts_board_set_prompt (TS_BOARD (self), prompt);
  ts_trehgrannik_panel_update (TS_TREHGRANNIK_PANEL (self->panel), &self->scene,
                               ts_board_get_table (TS_BOARD (self)), prompt);
  update_accessible (self, prompt);
  ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_PIECES);
  ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_HOVER);
}

/* A suggested move: the cursor on the hex a harvester goes to; taking,
 * building and slotting cards are the panel's. */
static gboolean
ts_trehgrannik_board_show_hint (TsBoard      *board,
                                const TsMove *move)
{
  TsTrehgrannikBoard *self = TS_TREHGRANNIK_BOARD (board);
  int hex;

  if (move->kind != TG_MOVE_GO)
    return FALSE;
  hex = tg_hex_index ((TsHex) { move->arg[0], move->arg[1] });
  if (hex < 0)
    return FALSE;
  self->scene.cursor = hex;
  changed_locally (self);
  return TRUE;
}

/* A hex "q,r", as the positions and the tutorials write it. */
static gboolean
ts_trehgrannik_board_point_at (TsBoard    *board,
                               const char *place)
{
  TsTrehgrannikBoard *self = TS_TREHGRANNIK_BOARD (board);
  int q, r, hex, end = 0;

  if (place == NULL)
    {
      changed_locally (self);
      return TRUE;
    }
  if (sscanf (place, "%d,%d%n", &q, &r, &end) != 2 || place[end] != '\0')
    return FALSE;
  hex = tg_hex_index ((TsHex) { q, r });
  if (hex < 0)
    return FALSE;
  self->scene.cursor = hex;
  changed_locally (self);
  return TRUE;
}

static gboolean
play_planned (gpointer data)
{
  TsTrehgrannikBoard *self = data;
  TsMove move;

  self->planned_id = 0;
  if (tg_scene_planned_move (&self->scene, &move))
    ts_board_util_emit_if_legal (TS_BOARD (self), ts_board_get_table (TS_BOARD (self)),
                                 ts_board_can_act (TS_BOARD (self)), &move, self->canvas);
  return G_SOURCE_REMOVE;
}

static void
ts_trehgrannik_board_refresh (TsBoard *board)
{
  TsTrehgrannikBoard *self = TS_TREHGRANNIK_BOARD (board);
  TsTable *table = ts_board_get_table (board);
  TsGame *view = ts_board_get_view (board);
  guint n = view != NULL ? ts_game_get_n_players (view) : 0;
  char *names[TS_MAX_SEATS] = { NULL };
  guint32 rgb[TS_MAX_SEATS] = { 0 };
  TsMove planned;

  for (guint s = 0; s < n && s < TS_MAX_SEATS; s++)
    {
      const char *colour = ts_board_util_setup_colour (table, s);

      names[s] = ts_board_util_seat_name (table, s);
      rgb[s] = ts_seat_colour_rgb (colour != NULL ? colour : fallback_colours[s]);
    }
  /* A new match or a new pair of eyes starts without a half-made turn. */
  if (table != self->shown_match || ts_board_get_viewer (board) != self->shown_viewer)
    {
      self->shown_match = table;
      self->shown_viewer = ts_board_get_viewer (board);
      tg_scene_reset_input (&self->scene);
      ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_STATIC);
    }
  tg_scene_update (&self->scene, view, ts_board_get_viewer (board), ts_board_can_act (board),
                   ts_board_get_legal_moves (board), n, (const char * const *) names, rgb);
  for (guint s = 0; s < TS_MAX_SEATS; s++)
    g_free (names[s]);

  gtk_widget_set_visible (self->panel, view != NULL);
  changed_locally (self);
  /* The terrain changes only with a new game: the static layer is redrawn
   * then (above) and on a new size. */
  if (tg_scene_planned_move (&self->scene, &planned) && self->planned_id == 0)
    self->planned_id = g_idle_add (play_planned, self);
}

/* Input */

static void
handle (TsTrehgrannikBoard *self,
        TgSceneResult       result,
        const TsMove       *move)
{
  switch (result)
    {
    case TG_SCENE_BELL:
      gtk_widget_error_bell (self->canvas);
      break;
    case TG_SCENE_CHANGED:
      changed_locally (self);
      break;
    case TG_SCENE_MOVE:
      changed_locally (self);
      ts_board_util_emit_if_legal (TS_BOARD (self), ts_board_get_table (TS_BOARD (self)),
                                   ts_board_can_act (TS_BOARD (self)), move, self->canvas);
      break;
    case TG_SCENE_NOTHING:
    default:
      break;
    }
}

#define SELF(w) TS_TREHGRANNIK_BOARD (w)

static void
action_activate (GtkWidget *w, const char *name, GVariant *param)
{
  TsMove move;

  handle (SELF (w), tg_scene_activate (&SELF (w)->scene, &move), &move);
}

/* Whether SEAT is in the middle of its turn TURN in GAME: moves of that
 * turn played, the turn not complete.  Read from the match's game, since
 * the window's undo may refresh the board later; the phase, the turn and
 * the seat on turn are public. */
static gboolean
mid_turn (TsGame *game,
          int     seat,
          guint   turn)
{
  TgPhase phase;

  if (!TS_IS_TREHGRANNIK_GAME (game) || ts_game_get_current_seat (game) != seat
      || ts_trehgrannik_game_get_turn (TS_TREHGRANNIK_GAME (game)) != turn)
    return FALSE;
  phase = ts_trehgrannik_game_get_phase (TS_TREHGRANNIK_GAME (game));
  return phase != TG_PHASE_TURN && phase != TG_PHASE_OVER;
}

/* Escape: the half-made choice in the scene first; then the moves of the
 * turn already played, through the window's undo (which stops where a card
 * was revealed: the fair-undo limit). */
static void
action_cancel (GtkWidget *w, const char *name, GVariant *param)
{
  TsTrehgrannikBoard *self = SELF (w);
  TsTable *table = ts_board_get_table (TS_BOARD (self));
  int seat = self->scene.viewer;
  guint turn, guard = 0;
  gboolean undone = FALSE;

  if (tg_scene_cancel (&self->scene) != TG_SCENE_NOTHING)
    {
      changed_locally (self);
      return;
    }
  if (table == NULL || !self->scene.can_act || self->scene.view == NULL)
    return;
  turn = ts_trehgrannik_game_get_turn (self->scene.view);
  while (mid_turn (ts_table_get_game (table), seat, turn) && guard++ < 12)
    {
      guint before = ts_table_get_n_moves (table);

      if (!gtk_widget_activate_action (w, "win.undo", NULL)
          || ts_table_get_n_moves (table) >= before)
        break;
      undone = TRUE;
    }
  if (!undone && mid_turn (ts_table_get_game (table), seat, turn))
    gtk_widget_error_bell (self->canvas);
}

/* Build the construction of the picked cards: 0 the one that earns the
 * most, 1 the other when the cards make two (R21). */
static void
action_build (GtkWidget *w, const char *name, GVariant *param)
{
  TsMove move;
  int choice = g_variant_get_int32 (param);

  handle (SELF (w), tg_scene_confirm_choice (&SELF (w)->scene, (guint) MAX (choice, 0), &move),
          &move);
}

static void
action_pass (GtkWidget *w, const char *name, GVariant *param)
{
  TsMove move;

  handle (SELF (w), tg_scene_confirm (&SELF (w)->scene, &move), &move);
}

static void
action_move (GtkWidget *w, const char *name, GVariant *param)
{
  int dx = 0, dy = 0;

  g_variant_get (param, "(ii)", &dx, &dy);
  handle (SELF (w), tg_scene_move_cursor (&SELF (w)->scene, dx, dy), NULL);
}

static void
action_jump_legal (GtkWidget *w, const char *name, GVariant *param)
{
  handle (SELF (w), tg_scene_jump_legal (&SELF (w)->scene, g_variant_get_int32 (param)), NULL);
}

static void
action_take (GtkWidget *w, const char *name, GVariant *param)
{
  TsMove move;

  handle (SELF (w), tg_scene_click_market (&SELF (w)->scene, g_variant_get_int32 (param), &move),
          &move);
}

static void
action_hand (GtkWidget *w, const char *name, GVariant *param)
{
  TsMove move;

  handle (SELF (w), tg_scene_click_hand (&SELF (w)->scene, g_variant_get_int32 (param), &move),
          &move);
}

static void
action_slot (GtkWidget *w, const char *name, GVariant *param)
{
  TsMove move;
  int slot = g_variant_get_int32 (param);

  handle (SELF (w), tg_scene_click_slot (&SELF (w)->scene, (TgSlot) CLAMP (slot, 0, TG_N_SLOTS),
                                         &move), &move);
}

static void
action_use (GtkWidget *w, const char *name, GVariant *param)
{
  TsMove move;
  int a = g_variant_get_int32 (param);

  handle (SELF (w), tg_scene_click_use (&SELF (w)->scene, (TgForeAbility) CLAMP (a, 0, TG_N_FORE),
                                        &move), &move);
}

static void
action_pan (GtkWidget *w, const char *name, GVariant *param)
{
  int dx = 0, dy = 0;

  g_variant_get (param, "(ii)", &dx, &dy);
  ts_board_canvas_pan (TS_BOARD_CANVAS (SELF (w)->canvas), dx * 60.0, dy * 60.0);
}

static int
hex_at (TsTrehgrannikBoard *self,
        double              x,
        double              y)
{
  TgGeom g;
  double cx, cy;

  ts_board_canvas_to_content (TS_BOARD_CANVAS (self->canvas), x, y, &cx, &cy);
  tg_geom_content (&g);
  return tg_geom_hex_at (&g, cx, cy);
}

static void
on_click_pressed (GtkGestureClick    *gesture,
                  int                 n_press,
                  double              x,
                  double              y,
                  TsTrehgrannikBoard *self)
{
  TsMove move;

  gtk_widget_grab_focus (self->canvas);
  handle (self, tg_scene_click_hex (&self->scene, hex_at (self, x, y), &move), &move);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           TsTrehgrannikBoard       *self)
{
  if (tg_scene_set_hover (&self->scene, hex_at (self, x, y)))
    ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_HOVER);
}

static void
on_leave (GtkEventControllerMotion *motion,
          TsTrehgrannikBoard       *self)
{
  if (tg_scene_set_hover (&self->scene, -1))
    ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_HOVER);
}

static gboolean
on_query_tooltip (GtkWidget          *widget,
                  int                 x,
                  int                 y,
                  gboolean            keyboard_mode,
                  GtkTooltip         *tooltip,
                  TsTrehgrannikBoard *self)
{
  int hex = keyboard_mode ? self->scene.cursor : hex_at (self, x, y);
  g_autofree char *text = tg_scene_describe_hex (&self->scene, hex);

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
on_focus_changed (TsTrehgrannikBoard *self)
{
  ts_board_canvas_invalidate (TS_BOARD_CANVAS (self->canvas), TS_BOARD_LAYER_HOVER);
}

static void
add_canvas_keys (TsTrehgrannikBoard *self)
{
  static const TsBoardKey keys[] = {
    { GDK_KEY_Return, 0, "board.activate", 0, 0, 0 },
    { GDK_KEY_KP_Enter, 0, "board.activate", 0, 0, 0 },
    { GDK_KEY_space, 0, "board.activate", 0, 0, 0 },
    { GDK_KEY_Return, GDK_SHIFT_MASK, "board.build", 1, 1, 0 },
    { GDK_KEY_KP_Enter, GDK_SHIFT_MASK, "board.build", 1, 1, 0 },
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
setup_canvas (TsTrehgrannikBoard *self)
{
  TgGeom g;

  self->canvas = ts_board_canvas_new ();
  gtk_widget_set_name (self->canvas, "trehgrannik-canvas");
  gtk_widget_set_size_request (self->canvas, 200, 180);
  gtk_widget_set_focus_on_click (self->canvas, TRUE);
  /* The planet in content units of its own, scaled to the widget and
   * zoomable (+ - 0, Ctrl+wheel, Ctrl+arrows to pan). */
  tg_geom_content (&g);
  ts_board_canvas_set_content_size (TS_BOARD_CANVAS (self->canvas), g.width, g.height);
  ts_board_canvas_set_zoomable (TS_BOARD_CANVAS (self->canvas), TRUE);
  /* Zoomed in, the map is larger than the canvas: never over the panel. */
  gtk_widget_set_overflow (self->canvas, GTK_OVERFLOW_HIDDEN);
  ts_board_canvas_set_draw_func (TS_BOARD_CANVAS (self->canvas), tg_canvas_draw, self, NULL);

  ts_board_util_connect_pointer (self->canvas, &(TsBoardPointer) {
                                   G_CALLBACK (on_click_pressed), G_CALLBACK (on_motion),
                                   G_CALLBACK (on_leave), G_CALLBACK (on_query_tooltip),
                                   G_CALLBACK (on_focus_changed) }, self);

  add_canvas_keys (self);
}

/* GObject */

static gboolean
ts_trehgrannik_board_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (SELF (widget)->canvas);
}

static void
ts_trehgrannik_board_dispose (GObject *object)
{
  TsTrehgrannikBoard *self = SELF (object);

  g_clear_handle_id (&self->planned_id, g_source_remove);
  G_OBJECT_CLASS (ts_trehgrannik_board_parent_class)->dispose (object);
  self->canvas = NULL;
  self->panel = NULL;
}

static void
ts_trehgrannik_board_finalize (GObject *object)
{
  TsTrehgrannikBoard *self = SELF (object);

  tg_scene_clear (&self->scene);
  g_free (self->a11y_text);
  G_OBJECT_CLASS (ts_trehgrannik_board_parent_class)->finalize (object);
}

/* The shortcuts window's lines of this game. */
static const TsKeyHelp key_help_0[] = {
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trehgrannik */
  { "Left Right Up Down", N_("Move the cursor hex"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trehgrannik */
  { "n <Shift>n", N_("Jump to the next or previous highlighted hex"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trehgrannik */
  { "Return space", N_("Choose the hex under the cursor; build with the chosen cards"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trehgrannik */
  { "Escape", N_("Forget the choices of this turn, then take back its moves"), FALSE },
};

static const TsKeyHelp key_help_1[] = {
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trehgrannik */
  { "Tab", N_("Move between the map, the market and your hand"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trehgrannik */
  { "Left Right", N_("Move along the market or your hand"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trehgrannik */
  { "Return space", N_("Take a market card; pay the fee with a hand card or pick it for the construction"), FALSE },
};

static const TsKeyHelp key_help_2[] = {
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trehgrannik */
  { "1 2 3", N_("Put the played card in the forepart, the center or the cargo"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Trehgrannik */
  /* Translators: a key of the Keyboard Shortcuts window, the button's
     underlined letter with Alt (change the letter to your translation's) */
  { N_("<Alt>u"), N_("Use the ready forepart ability"), TRUE },
};

static const TsKeyHelpGroup key_help[] = {
  /* Translators: a group of keys in the Keyboard Shortcuts window, in
     the section for Trehgrannik */
  TS_KEY_HELP_GROUP (N_("On the planet"), key_help_0),
  /* Translators: a group of keys in the Keyboard Shortcuts window, in
     the section for Trehgrannik */
  TS_KEY_HELP_GROUP (N_("Cards"), key_help_1),
  /* Translators: a group of keys in the Keyboard Shortcuts window, in
     the section for Trehgrannik */
  TS_KEY_HELP_GROUP (N_("After building"), key_help_2),
};

static void
ts_trehgrannik_board_class_init (TsTrehgrannikBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_trehgrannik_board_dispose;
  object_class->finalize = ts_trehgrannik_board_finalize;
  widget_class->grab_focus = ts_trehgrannik_board_grab_focus;
  TS_BOARD_CLASS (klass)->refresh = ts_trehgrannik_board_refresh;
  TS_BOARD_CLASS (klass)->show_hint = ts_trehgrannik_board_show_hint;
  TS_BOARD_CLASS (klass)->point_at = ts_trehgrannik_board_point_at;

  gtk_widget_class_install_action (widget_class, "board.activate", NULL, action_activate);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, action_cancel);
  gtk_widget_class_install_action (widget_class, "board.build", "i", action_build);
  gtk_widget_class_install_action (widget_class, "board.pass", NULL, action_pass);
  gtk_widget_class_install_action (widget_class, "board.move", "(ii)", action_move);
  gtk_widget_class_install_action (widget_class, "board.pan", "(ii)", action_pan);
  gtk_widget_class_install_action (widget_class, "board.jump-legal", "i", action_jump_legal);
  gtk_widget_class_install_action (widget_class, "board.take", "i", action_take);
  gtk_widget_class_install_action (widget_class, "board.hand", "i", action_hand);
  gtk_widget_class_install_action (widget_class, "board.slot", "i", action_slot);
  gtk_widget_class_install_action (widget_class, "board.use", "i", action_use);

  /* Keys anywhere on the board: Escape forgets a half-made turn, 1 2 3
   * put the played card in a slot; P, B and D are keys every game
   * shares. */
  ts_board_util_add_key (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL, 0, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_1, 0, "board.slot", "i", TG_SLOT_FOREPART, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_2, 0, "board.slot", "i", TG_SLOT_CENTER, 0);
  ts_board_util_add_key (widget_class, GDK_KEY_3, 0, "board.slot", "i", TG_SLOT_CARGO, 0);
  ts_board_class_set_command (TS_BOARD_CLASS (klass), TS_BOARD_COMMAND_PASS, "board.pass", NULL, 0);
  ts_board_class_set_command (TS_BOARD_CLASS (klass), TS_BOARD_COMMAND_BUILD, "board.build", "i", 0);
  ts_board_class_set_command (TS_BOARD_CLASS (klass), TS_BOARD_COMMAND_DRAW, "board.take", "i", -1);
  ts_board_class_set_command (TS_BOARD_CLASS (klass), TS_BOARD_COMMAND_CANCEL, "board.cancel", NULL, 0);
  ts_board_class_set_command (TS_BOARD_CLASS (klass), TS_BOARD_COMMAND_ZOOM_IN, NULL, NULL, 0);
  ts_board_class_set_command (TS_BOARD_CLASS (klass), TS_BOARD_COMMAND_ZOOM_OUT, NULL, NULL, 0);
  ts_board_class_set_command (TS_BOARD_CLASS (klass), TS_BOARD_COMMAND_ZOOM_FIT, NULL, NULL, 0);
  ts_board_class_set_key_help (TS_BOARD_CLASS (klass), key_help, G_N_ELEMENTS (key_help));

  gtk_widget_class_set_css_name (widget_class, "trehgrannik-board");
}

static void
ts_trehgrannik_board_init (TsTrehgrannikBoard *self)
{
  tg_scene_init (&self->scene);
  self->shown_viewer = TS_SEAT_NONE;
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  setup_canvas (self);
  self->panel = ts_trehgrannik_panel_new ();
  gtk_widget_set_visible (self->panel, FALSE);
  ts_board_set_content (TS_BOARD (self), self->canvas, self->panel);
  ts_board_set_panel_width (TS_BOARD (self), TG_PANEL_WIDTH);
  {
    TgGeom g;

    /* On a wide window the panel stays next to the planet. */
    tg_geom_content (&g);
    ts_board_set_canvas_aspect (TS_BOARD (self), g.width / g.height);
  }
  update_accessible (self, NULL);
}

/* Public */

GtkWidget *
ts_trehgrannik_board_new (void)
{
  return g_object_new (TS_TYPE_TREHGRANNIK_BOARD, NULL);
}

GtkWidget *
ts_trehgrannik_board_get_canvas (TsTrehgrannikBoard *self)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_BOARD (self), NULL);
  return self->canvas;
}

GtkWidget *
ts_trehgrannik_board_get_panel (TsTrehgrannikBoard *self)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_BOARD (self), NULL);
  return self->panel;
}

gboolean
ts_trehgrannik_board_get_hex_point (TsTrehgrannikBoard *self,
                                    int                 hex,
                                    double             *x,
                                    double             *y)
{
  TgGeom g;
  double cx, cy;

  g_return_val_if_fail (TS_IS_TREHGRANNIK_BOARD (self), FALSE);
  if (hex < 0 || hex >= TG_N_HEXES || gtk_widget_get_width (self->canvas) < 50)
    return FALSE;
  tg_geom_content (&g);
  tg_geom_centre (&g, hex, &cx, &cy);
  ts_board_canvas_from_content (TS_BOARD_CANVAS (self->canvas), cx, cy, x, y);
  return TRUE;
}

GtkWidget *
ts_trehgrannik_board_get_part (TsTrehgrannikBoard *self,
                               const char         *what,
                               int                 arg)
{
  TsTrehgrannikPanel *panel;

  g_return_val_if_fail (TS_IS_TREHGRANNIK_BOARD (self), NULL);
  panel = TS_TREHGRANNIK_PANEL (self->panel);
  if (g_str_equal (what, "deck"))
    return ts_trehgrannik_panel_get_deck (panel);
  if (g_str_equal (what, "market"))
    return ts_trehgrannik_panel_get_market (panel, arg);
  if (g_str_equal (what, "hand"))
    return ts_trehgrannik_panel_get_hand (panel, arg);
  if (g_str_equal (what, "score"))
    return ts_trehgrannik_panel_get_score (panel, arg);
  if (g_str_equal (what, "name"))
    return ts_trehgrannik_panel_get_name (panel, arg);
  if (g_str_equal (what, "cards"))
    return ts_trehgrannik_panel_get_cards (panel, arg);
  if (g_str_equal (what, "draw"))
    return ts_trehgrannik_panel_get_draw (panel);
  if (g_str_equal (what, "build"))
    return ts_trehgrannik_panel_get_build (panel, arg);
  if (g_str_equal (what, "slot"))
    return ts_trehgrannik_panel_get_slot (panel, (TgSlot) CLAMP (arg, 0, TG_N_SLOTS - 1));
  if (g_str_equal (what, "cancel"))
    return ts_trehgrannik_panel_get_cancel (panel);
  if (g_str_equal (what, "prompt"))
    return ts_trehgrannik_panel_get_prompt (panel);
  return NULL;
}
