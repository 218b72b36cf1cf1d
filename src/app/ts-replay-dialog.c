/* ts-replay-dialog.c — a match move by move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game's own board, not interactive, shows a match made from the
 * position before move INDEX (ts_match_dup_game_before); the controls
 * below it step through the history.  Built in code: a header bar, the
 * board, a row of buttons with a slider, and the eyes to watch with.
 */
#include "ts-replay-dialog.h"
#include "ts-a11y.h"

#include <glib/gi18n.h>

#include "ts-board.h"
#include "ts-game-boards.h"

struct _TsReplayDialog
{
  AdwWindow  parent_instance;

  TsMatch   *match;       /* a whole match, or NULL for what a seat saw: */
  TsSetup   *setup;
  GPtrArray *seen;        /* TsGame: the seat's views, oldest first */
  GArray    *seen_moves;  /* guint: the moves before each */
  int        seen_seat;
  TsMatch   *shown;
  guint      index;
  GtkWidget *board;
  GtkWidget *scale;
  GtkWidget *label;
  GtkWidget *eyes;       /* GtkDropDown: spectator, then each seat */
  GtkWidget *fork_button;
  gboolean   updating;
};

G_DEFINE_FINAL_TYPE (TsReplayDialog, ts_replay_dialog, ADW_TYPE_WINDOW)

enum { SIGNAL_FORK, N_SIGNALS };
static guint signals[N_SIGNALS];

static int
viewer (TsReplayDialog *self)
{
  guint eyes = self->eyes != NULL ? gtk_drop_down_get_selected (GTK_DROP_DOWN (self->eyes)) : 0;

  if (self->match == NULL)
    return self->seen_seat;
  return eyes == 0 || eyes == GTK_INVALID_LIST_POSITION ? TS_SEAT_NONE : (int) eyes - 1;
}

/* The last step: the number of moves of a match, or of views seen. */
static guint
last_index (TsReplayDialog *self)
{
  return self->match != NULL ? ts_match_get_n_moves (self->match) : self->seen->len - 1;
}

/* The number of moves before step INDEX. */
static guint
moves_before (TsReplayDialog *self,
              guint           index)
{
  return self->match != NULL ? index : g_array_index (self->seen_moves, guint, index);
}

static TsGame *
dup_game_at (TsReplayDialog *self,
             guint           index)
{
  if (self->match != NULL)
    return ts_match_dup_game_before (self->match, index);
  return ts_game_copy (g_ptr_array_index (self->seen, index));
}

static const TsSetup *
setup_of (TsReplayDialog *self)
{
  return self->match != NULL ? ts_match_get_setup (self->match) : self->setup;
}

static void
show (TsReplayDialog *self)
{
  guint n = last_index (self);
  g_autoptr(TsGame) game = dup_game_at (self, self->index);
  g_autofree char *text = NULL;

  g_clear_object (&self->shown);
  self->shown = ts_match_new_from_position (setup_of (self), game);
  ts_board_set_match (TS_BOARD (self->board), self->shown);
  ts_board_set_viewer (TS_BOARD (self->board), viewer (self));
  ts_board_set_interactive (TS_BOARD (self->board), FALSE);

  /* Translators: the position shown in a replay, e.g. "Move 12 of 80" */
  text = g_strdup_printf (_("Move %u of %u"), moves_before (self, self->index), moves_before (self, n));
  gtk_label_set_text (GTK_LABEL (self->label), text);
  self->updating = TRUE;
  gtk_range_set_value (GTK_RANGE (self->scale), self->index);
  self->updating = FALSE;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.first", self->index > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.back", self->index > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.forward", self->index < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.last", self->index < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.fork",
                                 self->match != NULL && !ts_game_is_over (game));
}

guint
ts_replay_dialog_get_index (TsReplayDialog *self)
{
  g_return_val_if_fail (TS_IS_REPLAY_DIALOG (self), 0);
  return self->index;
}

void
ts_replay_dialog_set_index (TsReplayDialog *self,
                            guint           index)
{
  g_return_if_fail (TS_IS_REPLAY_DIALOG (self));
  self->index = MIN (index, last_index (self));
  show (self);
}

TsMatch *
ts_replay_dialog_get_shown (TsReplayDialog *self)
{
  g_return_val_if_fail (TS_IS_REPLAY_DIALOG (self), NULL);
  return self->shown;
}

static void
step_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsReplayDialog *self = TS_REPLAY_DIALOG (widget);
  guint n = last_index (self);

  if (g_str_equal (action_name, "replay.first"))
    ts_replay_dialog_set_index (self, 0);
  else if (g_str_equal (action_name, "replay.back"))
    ts_replay_dialog_set_index (self, self->index > 0 ? self->index - 1 : 0);
  else if (g_str_equal (action_name, "replay.forward"))
    ts_replay_dialog_set_index (self, self->index + 1);
  else
    ts_replay_dialog_set_index (self, n);
}

static void
fork_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsReplayDialog *self = TS_REPLAY_DIALOG (widget);
  g_autoptr(TsGame) game = NULL;
  g_autoptr(TsMatch) fork = NULL;

  /* A seat's views hide what others hold: no game starts from them. */
  if (self->match == NULL)
    return;
  game = ts_match_dup_game_before (self->match, self->index);
  fork = ts_match_new_from_position (ts_match_get_setup (self->match), game);

  g_signal_emit (self, signals[SIGNAL_FORK], 0, fork);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
on_scale_changed (GtkRange       *range,
                  TsReplayDialog *self)
{
  if (!self->updating)
    ts_replay_dialog_set_index (self, (guint) (gtk_range_get_value (range) + 0.5));
}

static void
on_eyes_changed (TsReplayDialog *self)
{
  ts_board_set_viewer (TS_BOARD (self->board), viewer (self));
}

static GtkWidget *
step_button (const char *icon,
             const char *action,
             const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  return button;
}

static void
build (TsReplayDialog *self)
{
  const TsSetup *setup = setup_of (self);
  TsGame *last = self->match != NULL ? ts_match_get_game (self->match) : g_ptr_array_index (self->seen, self->seen->len - 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *controls = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkStringList *eyes = gtk_string_list_new (NULL);
  gboolean over = ts_game_is_over (last);

  /* Translators: in a replay: a new game from the position shown */
  self->fork_button = gtk_button_new_with_mnemonic (_("_Continue from Here"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->fork_button), "replay.fork");
  /* Translators: the tooltip of Continue from Here in a replay */
  gtk_widget_set_tooltip_text (self->fork_button, _("Start a new game from the position shown"));
  gtk_widget_add_css_class (self->fork_button, "suggested-action");
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->fork_button);
  gtk_widget_set_visible (self->fork_button, self->match != NULL);
  gtk_box_append (GTK_BOX (box), header);

  self->board = ts_game_boards_new (ts_game_get_id (last));
  gtk_widget_set_vexpand (self->board, TRUE);
  gtk_box_append (GTK_BOX (box), self->board);

  gtk_widget_set_margin_start (controls, 12);
  gtk_widget_set_margin_end (controls, 12);
  gtk_widget_set_margin_top (controls, 6);
  gtk_widget_set_margin_bottom (controls, 12);
  gtk_box_append (GTK_BOX (controls), step_button ("media-skip-backward-symbolic", "replay.first",
                                                   /* Translators: a replay's button: to the start */
                                                   _("First move")));
  gtk_box_append (GTK_BOX (controls), step_button ("go-previous-symbolic", "replay.back",
                                                   /* Translators: a replay's button */
                                                   _("Back one move")));
  gtk_box_append (GTK_BOX (controls), step_button ("go-next-symbolic", "replay.forward",
                                                   /* Translators: a replay's button */
                                                   _("Forward one move")));
  gtk_box_append (GTK_BOX (controls), step_button ("media-skip-forward-symbolic", "replay.last",
                                                   /* Translators: a replay's button: to the end */
                                                   _("Last move")));
  self->scale = gtk_scale_new_with_range (GTK_ORIENTATION_HORIZONTAL, 0,
                                          MAX (last_index (self), 1), 1);
  gtk_scale_set_draw_value (GTK_SCALE (self->scale), FALSE);
  gtk_widget_set_hexpand (self->scale, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->scale), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: a replay's slider, read by screen readers */
                                  _("Move"), -1);
  g_signal_connect (self->scale, "value-changed", G_CALLBACK (on_scale_changed), self);
  gtk_box_append (GTK_BOX (controls), self->scale);
  self->label = gtk_label_new (NULL);
  gtk_label_set_width_chars (GTK_LABEL (self->label), 14);
  gtk_box_append (GTK_BOX (controls), self->label);

  /* Translators: in a replay, watching as nobody in particular */
  gtk_string_list_append (eyes, _("As a spectator"));
  /* A seat's eyes only once the game is over: before, they would show
   * what the rules still hide from the others. */
  for (guint s = 0; over && s < setup->n_players; s++)
    gtk_string_list_append (eyes, setup->players[s].name);
  self->eyes = gtk_drop_down_new (G_LIST_MODEL (eyes), NULL);
  gtk_widget_set_sensitive (self->eyes, over);
  ts_a11y_name_choice (self->eyes,
                       /* Translators: a replay: whose eyes show the game (screen readers) */
                       _("Watch as"), NULL);
  g_signal_connect_swapped (self->eyes, "notify::selected", G_CALLBACK (on_eyes_changed), self);
  /* What a seat saw is shown only with its eyes. */
  gtk_widget_set_visible (self->eyes, self->match != NULL);
  gtk_box_append (GTK_BOX (controls), self->eyes);
  gtk_box_append (GTK_BOX (box), controls);

  adw_window_set_content (ADW_WINDOW (self), box);
}

static void
ts_replay_dialog_dispose (GObject *object)
{
  TsReplayDialog *self = TS_REPLAY_DIALOG (object);

  if (self->board != NULL)
    ts_board_set_match (TS_BOARD (self->board), NULL);
  g_clear_object (&self->shown);
  g_clear_object (&self->match);
  g_clear_pointer (&self->seen, g_ptr_array_unref);
  g_clear_pointer (&self->seen_moves, g_array_unref);
  g_clear_pointer (&self->setup, ts_setup_free);
  G_OBJECT_CLASS (ts_replay_dialog_parent_class)->dispose (object);
}

static void
ts_replay_dialog_class_init (TsReplayDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ts_replay_dialog_dispose;
  signals[SIGNAL_FORK] = g_signal_new ("fork", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                       NULL, NULL, NULL, G_TYPE_NONE, 1, TS_TYPE_MATCH);
  gtk_widget_class_install_action (widget_class, "replay.first", NULL, step_activated);
  gtk_widget_class_install_action (widget_class, "replay.back", NULL, step_activated);
  gtk_widget_class_install_action (widget_class, "replay.forward", NULL, step_activated);
  gtk_widget_class_install_action (widget_class, "replay.last", NULL, step_activated);
  gtk_widget_class_install_action (widget_class, "replay.fork", NULL, fork_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, GDK_ALT_MASK, "replay.first", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "replay.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "replay.forward", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, GDK_ALT_MASK, "replay.last", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ts_replay_dialog_init (TsReplayDialog *self)
{
  /* Translators: the title of the window that steps through a game */
  gtk_window_set_title (GTK_WINDOW (self), _("Replay"));
  gtk_window_set_default_size (GTK_WINDOW (self), 1000, 720);
}

/* As large as the window it replays for (the boards need their room: Rule
 * of Trigon's map is cut and panned below its smallest readable size),
 * never smaller than the default. */
static void
fit_parent (TsReplayDialog *self,
            GtkWindow      *parent)
{
  int width, height;

  if (parent == NULL)
    return;
  width = gtk_widget_get_width (GTK_WIDGET (parent));
  height = gtk_widget_get_height (GTK_WIDGET (parent));
  if (width > 1000 && height > 720)
    gtk_window_set_default_size (GTK_WINDOW (self), width, height);
}

GtkWidget *
ts_replay_dialog_new (GtkWindow *parent,
                      TsMatch   *match)
{
  TsReplayDialog *self;

  g_return_val_if_fail (TS_IS_MATCH (match), NULL);
  self = g_object_new (TS_TYPE_REPLAY_DIALOG,
                       /* A dialog, with its title, for a screen reader
                        * (the class's role does not reach GTK 4.8's AT-SPI). */
                       "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG, "transient-for", parent, "modal", TRUE, NULL);
  self->match = g_object_ref (match);
  fit_parent (self, parent);
  build (self);
  /* A finished game opens at its end; another at its start. */
  ts_replay_dialog_set_index (self, ts_game_is_over (ts_match_get_game (match)) ? ts_match_get_n_moves (match) : 0);
  /* The arrow keys step through the moves on the slider. */
  gtk_window_set_focus (GTK_WINDOW (self), self->scale);
  return GTK_WIDGET (self);
}

GtkWidget *
ts_replay_dialog_new_seen (GtkWindow     *parent,
                           const TsSetup *setup,
                           int            seat,
                           GPtrArray     *views,
                           GArray        *moves)
{
  TsReplayDialog *self;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (views != NULL && views->len > 0, NULL);
  g_return_val_if_fail (moves != NULL && moves->len == views->len, NULL);
  self = g_object_new (TS_TYPE_REPLAY_DIALOG,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG, "transient-for", parent, "modal", TRUE, NULL);
  self->setup = ts_setup_copy (setup);
  self->seen = g_ptr_array_ref (views);
  self->seen_moves = g_array_ref (moves);
  self->seen_seat = seat;
  fit_parent (self, parent);
  build (self);
  ts_replay_dialog_set_index (self, 0);
  gtk_window_set_focus (GTK_WINDOW (self), self->scale);
  return GTK_WIDGET (self);
}
