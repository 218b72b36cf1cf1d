/* ts-board-keys.c — the keys every game shares, and the lines of the
 * keyboard shortcuts window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One table of keys for all the games, so that E ends the turn wherever
 * there is a turn to end: the window's controller sends a command to the
 * board, and the board's class says which of its actions does it.
 */
#include <glib/gi18n.h>

#include "ts-board-keys.h"
#include "ts-board-canvas.h"

struct _TsBoardKeys
{
  GType                 owner;     /* the class that set it */
  gboolean              has[TS_BOARD_N_COMMANDS];
  const char           *action[TS_BOARD_N_COMMANDS];
  gboolean              has_arg[TS_BOARD_N_COMMANDS];
  int                   arg[TS_BOARD_N_COMMANDS];
  const TsKeyHelpGroup *help;
  guint                 n_help;
};

static const TsKeyHelp command_help[TS_BOARD_N_COMMANDS] = {
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the group of keys every game shares */
  [TS_BOARD_COMMAND_END_TURN] = { "e", N_("End the turn"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the group of keys every game shares */
  [TS_BOARD_COMMAND_PASS] = { "p", N_("Pass"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the group of keys every game shares */
  [TS_BOARD_COMMAND_BUILD] = { "b", N_("Build with the cards chosen"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the group of keys every game shares */
  [TS_BOARD_COMMAND_DRAW] = { "d", N_("Take the top card of the deck"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the group of keys every game shares */
  [TS_BOARD_COMMAND_CANCEL] = { "Escape", N_("Cancel: forget what you have chosen"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the group of keys every game shares */
  [TS_BOARD_COMMAND_ZOOM_IN] = { "plus", N_("Zoom in"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the group of keys every game shares */
  [TS_BOARD_COMMAND_ZOOM_OUT] = { "minus", N_("Zoom out"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the group of keys every game shares */
  [TS_BOARD_COMMAND_ZOOM_FIT] = { "0", N_("Show the whole board"), FALSE },
};

static const TsKeyHelp board_help[] = {
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the group of keys every game shares */
  { "Left Right Up Down", N_("Move the cursor on the board"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the group of keys every game shares */
  { "Return space", N_("Act on the place under the cursor"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the group of keys every game shares */
  { "n <Shift>n", N_("Jump to the next or previous place where you may act"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the group of keys every game shares */
  { "<Control>Left <Control>Right <Control>Up <Control>Down", N_("Move a zoomed board"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the group of keys every game shares (a screen reader speaks it) */
  { "s", N_("Say the state of the game: the turn, the scores, your cards, what you may do"), FALSE },
};

static const TsKeyHelpGroup common_help[] = {
  /* Translators: a group of keys in the Keyboard Shortcuts window: the
     keys that are the same in every game */
  TS_KEY_HELP_GROUP (N_("On every board"), board_help),
};

/* The keys of each command; the first is the one shown. */
static const struct
{
  guint          keyval;
  TsBoardCommand command;
} command_keys[] = {
  { GDK_KEY_e, TS_BOARD_COMMAND_END_TURN },
  { GDK_KEY_p, TS_BOARD_COMMAND_PASS },
  { GDK_KEY_b, TS_BOARD_COMMAND_BUILD },
  { GDK_KEY_d, TS_BOARD_COMMAND_DRAW },
  { GDK_KEY_Escape, TS_BOARD_COMMAND_CANCEL },
  { GDK_KEY_plus, TS_BOARD_COMMAND_ZOOM_IN },
  { GDK_KEY_equal, TS_BOARD_COMMAND_ZOOM_IN },
  { GDK_KEY_KP_Add, TS_BOARD_COMMAND_ZOOM_IN },
  { GDK_KEY_minus, TS_BOARD_COMMAND_ZOOM_OUT },
  { GDK_KEY_KP_Subtract, TS_BOARD_COMMAND_ZOOM_OUT },
  { GDK_KEY_0, TS_BOARD_COMMAND_ZOOM_FIT },
  { GDK_KEY_KP_0, TS_BOARD_COMMAND_ZOOM_FIT },
};

static const char * const zoom_actions[] = {
  [TS_BOARD_COMMAND_ZOOM_IN] = "canvas.zoom-in",
  [TS_BOARD_COMMAND_ZOOM_OUT] = "canvas.zoom-out",
  [TS_BOARD_COMMAND_ZOOM_FIT] = "canvas.zoom-fit",
};

static gboolean
is_zoom (TsBoardCommand command)
{
  return command >= TS_BOARD_COMMAND_ZOOM_IN && command <= TS_BOARD_COMMAND_ZOOM_FIT;
}

/* The class's own table (a subclass starts from a copy of its parent's
 * class structure, so the pointer may be the parent's). */
static struct _TsBoardKeys *
own_keys (TsBoardClass *klass)
{
  GType type = G_TYPE_FROM_CLASS (klass);

  if (klass->keys == NULL || klass->keys->owner != type)
    {
      struct _TsBoardKeys *keys = g_new0 (struct _TsBoardKeys, 1);

      if (klass->keys != NULL)
        *keys = *klass->keys;
      keys->owner = type;
      klass->keys = keys;  /* lives as long as the class: for ever */
    }
  return klass->keys;
}

void
ts_board_class_set_command (TsBoardClass   *klass,
                            TsBoardCommand  command,
                            const char     *action,
                            const char     *format,
                            int             a)
{
  struct _TsBoardKeys *keys;

  g_return_if_fail (TS_IS_BOARD_CLASS (klass));
  g_return_if_fail ((guint) command < TS_BOARD_N_COMMANDS);
  g_return_if_fail (format == NULL || g_str_equal (format, "i"));
  g_return_if_fail ((action == NULL) == is_zoom (command));

  keys = own_keys (klass);
  keys->has[command] = TRUE;
  keys->action[command] = action;
  keys->has_arg[command] = format != NULL;
  keys->arg[command] = a;
}

void
ts_board_class_set_key_help (TsBoardClass         *klass,
                             const TsKeyHelpGroup *groups,
                             guint                 n_groups)
{
  struct _TsBoardKeys *keys;

  g_return_if_fail (TS_IS_BOARD_CLASS (klass));

  keys = own_keys (klass);
  keys->help = groups;
  keys->n_help = n_groups;
}

const TsKeyHelpGroup *
ts_board_class_get_key_help (TsBoardClass *klass,
                             guint        *n_groups)
{
  g_return_val_if_fail (TS_IS_BOARD_CLASS (klass), NULL);
  g_return_val_if_fail (n_groups != NULL, NULL);

  *n_groups = klass->keys != NULL ? klass->keys->n_help : 0;
  return klass->keys != NULL ? klass->keys->help : NULL;
}

static GtkWidget *
zoomable_canvas (TsBoard *self)
{
  GtkWidget *canvas = ts_board_get_canvas (self);

  if (canvas == NULL || !TS_IS_BOARD_CANVAS (canvas)
      || !ts_board_canvas_get_zoomable (TS_BOARD_CANVAS (canvas)))
    return NULL;
  return canvas;
}

gboolean
ts_board_class_has_command (TsBoardClass   *klass,
                            TsBoardCommand  command)
{
  g_return_val_if_fail (TS_IS_BOARD_CLASS (klass), FALSE);
  g_return_val_if_fail ((guint) command < TS_BOARD_N_COMMANDS, FALSE);

  return klass->keys != NULL && klass->keys->has[command];
}

gboolean
ts_board_has_command (TsBoard        *self,
                      TsBoardCommand  command)
{
  g_return_val_if_fail (TS_IS_BOARD (self), FALSE);
  g_return_val_if_fail ((guint) command < TS_BOARD_N_COMMANDS, FALSE);

  if (!ts_board_class_has_command (TS_BOARD_GET_CLASS (self), command))
    return FALSE;
  return !is_zoom (command) || zoomable_canvas (self) != NULL;
}

gboolean
ts_board_run_command (TsBoard        *self,
                      TsBoardCommand  command)
{
  TsBoardClass *klass;
  gboolean done;

  g_return_val_if_fail (TS_IS_BOARD (self), FALSE);
  g_return_val_if_fail ((guint) command < TS_BOARD_N_COMMANDS, FALSE);

  if (!ts_board_has_command (self, command))
    return FALSE;
  if (is_zoom (command))
    {
      /* At the limit the canvas's action is off: nothing to do. */
      gtk_widget_activate_action (zoomable_canvas (self), zoom_actions[command], NULL);
      return TRUE;
    }
  klass = TS_BOARD_GET_CLASS (self);
  if (klass->keys->has_arg[command])
    done = gtk_widget_activate_action (GTK_WIDGET (self), klass->keys->action[command],
                                       "i", klass->keys->arg[command]);
  else
    done = gtk_widget_activate_action (GTK_WIDGET (self), klass->keys->action[command], NULL);
  /* The board rings the bell itself for a move it refuses; an action
   * that is off cannot be done now. */
  if (!done)
    gtk_widget_error_bell (GTK_WIDGET (self));
  return TRUE;
}

const TsKeyHelp *
ts_board_keys_get_command_help (TsBoardCommand command)
{
  g_return_val_if_fail ((guint) command < TS_BOARD_N_COMMANDS, NULL);

  return &command_help[command];
}

const TsKeyHelpGroup *
ts_board_keys_get_common_help (void)
{
  return &common_help[0];
}

typedef struct
{
  TsBoardKeysGetBoard get_board;
  gpointer            data;
} ControllerData;

static gboolean
command_key (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  ControllerData *cd = user_data;
  TsBoard *board = cd->get_board (cd->data);

  if (board == NULL)
    return FALSE;
  return ts_board_run_command (board, (TsBoardCommand) g_variant_get_int32 (args));
}

GtkEventController *
ts_board_keys_new_controller (TsBoardKeysGetBoard get_board,
                              gpointer            data)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  ControllerData *cd = g_new0 (ControllerData, 1);

  g_return_val_if_fail (get_board != NULL, NULL);

  cd->get_board = get_board;
  cd->data = data;
  g_object_set_data_full (G_OBJECT (controller), "ts-board-keys", cd, g_free);
  gtk_event_controller_set_name (controller, "board-keys");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_BUBBLE);
  for (guint i = 0; i < G_N_ELEMENTS (command_keys); i++)
    {
      GtkShortcut *shortcut =
        gtk_shortcut_new (gtk_keyval_trigger_new (command_keys[i].keyval, 0),
                          gtk_callback_action_new (command_key, cd, NULL));

      gtk_shortcut_set_arguments (shortcut, g_variant_new_int32 (command_keys[i].command));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }
  return controller;
}
