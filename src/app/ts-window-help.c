/* ts-window-help.c — what the main window offers a player beyond the
 * board: the help pages (F1), the keyboard shortcuts (Ctrl+?) and the
 * keys every game shares, the log (Ctrl+L), a suggested move (Ctrl+H), a
 * replay, the recent games, the statistics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hint is the normal computer's choice for the human on turn, searched
 * off the main thread on that seat's own view (ts_ai_suggest_move's rule:
 * nothing hidden from the seat can change it), within a second, said in
 * words in a notice and shown on the board (its cursor on the spot).  A
 * move played meanwhile, or a second request, cancels it.
 */
#include <glib/gi18n.h>

#include "ts-ai.h"
#include "ts-board.h"
#include "ts-board-keys.h"
#include "ts-board-summary.h"
#include "ts-dialogs.h"
#include "ts-recent-dialog.h"
#include "ts-remote-table.h"
#include "ts-replay-dialog.h"
#include "ts-shortcuts-dialog.h"
#include "ts-preferences.h"
#include "ts-stats-dialog.h"
#include "ts-window-private.h"

/* The game on screen, local or online, or NULL. */
static TsGame *
shown_game (TsWindow *self)
{
  if (self->match != NULL)
    return ts_match_get_game (self->match);
  return self->remote != NULL ? ts_table_get_game (TS_TABLE (self->remote)) : NULL;
}

static gboolean
is_playing (TsWindow *self)
{
  return shown_game (self) != NULL &&
         g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->stack)), "chooser") != 0;
}

static void
help_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);
  g_autofree char *uri = NULL;

  if (is_playing (self))
    uri = g_strdup_printf ("help:tessella/%s", ts_game_get_id (shown_game (self)));
  else
    uri = g_strdup ("help:tessella");

  ts_dialogs_show_help (GTK_WINDOW (self), uri);
}

/* The keyboard shortcuts, open on the game being played. */
static void
shortcuts_activated (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);
  const char *section = "general";

  if (is_playing (self))
    section = ts_game_get_id (shown_game (self));
  gtk_window_present (GTK_WINDOW (ts_shortcuts_dialog_new (GTK_WINDOW (self), section)));
}

/* The board the keys every game shares go to: the one in view, not behind
 * the curtain. */
static TsBoard *
board_for_keys (gpointer data)
{
  TsWindow *self = data;

  if (!is_playing (self) || self->board == NULL || self->curtain_seat != TS_SEAT_NONE)
    return NULL;
  return TS_BOARD (self->board);
}

/* The state of the game in words, spoken wherever the focus is (the S
 * key): whose turn, then what the board shows the seat at the screen. */
char *
ts_window_get_summary (TsWindow *self)
{
  g_autofree char *board = NULL;
  const char *status;

  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);

  if (!is_playing (self) || self->board == NULL)
    return NULL;
  status = ts_window_get_status (self);
  /* Behind the curtain: only whose turn it is. */
  if (self->curtain_seat == TS_SEAT_NONE)
    board = ts_board_get_summary (TS_BOARD (self->board));
  if (status == NULL || *status == '\0')
    return g_steal_pointer (&board);
  if (board == NULL)
    /* Translators: the board summary a screen reader speaks (the S key),
       when there is nothing more than whose turn it is */
    return g_strdup_printf (_("%s."), status);
  /* Translators: the board summary a screen reader speaks (the S key):
     whose turn it is, then what the board shows */
  return g_strdup_printf (_("%1$s. %2$s"), status, board);
}

static void
summary_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);
  g_autofree char *summary = ts_window_get_summary (self);

  if (summary != NULL)
    ts_announcer_say_now (self->announcer, summary);
  else
    gtk_widget_error_bell (widget);
}

void
ts_window_help_init (TsWindow *self)
{
  GtkEventController *keys = ts_board_keys_new_controller (board_for_keys, self);

  /* S says the state of the game, from wherever the focus is. */
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_s, 0),
                                                          gtk_named_action_new ("win.summary")));
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

/* The game log beside the board (Ctrl+L). */
static void
show_log_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);
  gboolean shown = !adw_flap_get_reveal_flap (ADW_FLAP (self->log_flap));

  adw_flap_set_reveal_flap (ADW_FLAP (self->log_flap), shown);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->log_button), shown);
}

/* Hints */

typedef struct
{
  TsWindow *window;     /* a reference */
  TsTable  *table;      /* a reference: the hint is for this game … */
  guint     n_moves;    /* … at this move … */
  int       seat;       /* … for this seat */
} HintRequest;

static void
hint_request_free (HintRequest *request)
{
  g_object_unref (request->window);
  g_object_unref (request->table);
  g_free (request);
}

/* The game on screen: the local match, or the seat's table online. */
static TsTable *
table_on_screen (TsWindow *self)
{
  return self->match != NULL ? TS_TABLE (self->match)
         : self->remote != NULL ? TS_TABLE (self->remote) : NULL;
}

/* The seat a hint would be for: a human's decision shown to that human;
 * online, the seat's own turn (its view is all the search sees). */
static int
hint_seat (TsWindow *self)
{
  TsTable *table = table_on_screen (self);
  TsGame *game;
  int seat;

  if (table == NULL || !is_playing (self) || !self->interactive || self->curtain_seat != TS_SEAT_NONE)
    return TS_SEAT_NONE;
  game = ts_table_get_game (table);
  if (game == NULL)
    return TS_SEAT_NONE;
  seat = ts_game_get_current_seat (game);
  if (seat < 0 || ts_game_is_over (game) || seat != self->viewer)
    return TS_SEAT_NONE;
  if (self->match != NULL && !ts_match_seat_is_human (self->match, seat))
    return TS_SEAT_NONE;
  if (self->remote != NULL &&
      (self->sending || !ts_net_client_is_my_turn (ts_remote_table_get_client (self->remote))))
    return TS_SEAT_NONE;
  return seat;
}

static void
on_hint_found (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  HintRequest *request = data;
  TsWindow *self = request->window;
  g_autoptr(GError) error = NULL;
  TsMove move;

  if (!ts_ai_choose_move_finish (result, &move, &error))
    {
      /* Cancelled: a move was played, or another hint asked. */
      hint_request_free (request);
      return;
    }
  g_clear_object (&self->hint_cancellable);
  if (table_on_screen (self) == request->table && ts_table_get_n_moves (request->table) == request->n_moves
      && hint_seat (self) == request->seat)
    {
      const char *names[TS_MAX_SEATS + 1] = { NULL };
      TsGame *game = ts_table_get_game (request->table);
      g_autofree char *words = NULL;
      g_autofree char *text = NULL;

      for (guint i = 0; i < ts_game_get_n_players (game) && i < TS_MAX_SEATS; i++)
        names[i] = ts_table_get_seat_name (request->table, (int) i);
      words = ts_game_advise_move (game, request->seat, &move, names);
      /* Translators: a suggested move; %s says in words what it would do */
      text = g_strdup_printf (_("Suggestion: %s"), words);
      if (self->match != NULL)
        ts_match_note_hint (self->match, request->seat);
      /* Advice can be long. */
      ts_window_toast_long (self, text);
      /* And on the board, where it has a place: the cursor on it. */
      if (self->board != NULL)
        ts_board_show_hint (TS_BOARD (self->board), &move);
    }
  hint_request_free (request);
}

static void
hint_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);
  int seat = hint_seat (self);
  g_autoptr(TsGame) view = NULL;
  HintRequest *request;
  TsAiParams params;

  ts_window_cancel_hint (self);
  /* A tutorial knows the move it teaches. */
  if (ts_window_tutorial_hint (self))
    return;
  if (seat == TS_SEAT_NONE)
    {
      /* Translators: a notice when the player asks for a hint (a suggested
         move) while another player must decide */
      /* Translators: Suggest a Move was chosen when it is not the player's decision */
      ts_window_toast (self, _("A move can be suggested only when it is your decision"));
      return;
    }
  /* Online the table's game is the seat's view already. */
  view = self->match != NULL ? ts_game_view_for (ts_match_get_game (self->match), seat)
                             : ts_game_copy (ts_table_get_game (table_on_screen (self)));
  ts_ai_params_for_hint (ts_game_get_id (view), &params);
  request = g_new0 (HintRequest, 1);
  request->window = g_object_ref (self);
  request->table = g_object_ref (table_on_screen (self));
  request->n_moves = ts_table_get_n_moves (request->table);
  request->seat = seat;
  self->hint_cancellable = g_cancellable_new ();
  ts_ai_choose_move_async (view, &params, g_random_int (), self->hint_cancellable, on_hint_found, request);
}

void
ts_window_cancel_hint (TsWindow *self)
{
  if (self->hint_cancellable != NULL)
    g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
}

/* Statistics: of the game on screen, or of the first. */
static void
statistics_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);
  GtkWidget *dialog;

  dialog = ts_stats_dialog_new (GTK_WINDOW (self),
                                shown_game (self) != NULL ? ts_game_get_id (shown_game (self)) : NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Preferences (Ctrl+,) */
static void
preferences_activated (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);

  gtk_window_present (GTK_WINDOW (ts_preferences_window_new (GTK_WINDOW (self), self->settings)));
}

/* Replay: the match on screen, move by move; a fork from it becomes the
 * match of the window. */
static void
on_replay_fork (TsReplayDialog *dialog,
                TsMatch        *fork,
                TsWindow       *self)
{
  ts_window_set_match (self, fork, NULL);
}

static void
open_replay (TsWindow *self,
             TsMatch  *match)
{
  GtkWidget *dialog = ts_replay_dialog_new (GTK_WINDOW (self), match);

  g_signal_connect_object (dialog, "fork", G_CALLBACK (on_replay_fork), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Online: what this seat has seen, step by step, with its eyes. */
static void
open_seen_replay (TsWindow *self)
{
  TsRemoteTable *remote = self->remote;
  g_autoptr(GPtrArray) views = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (guint));
  GtkWidget *dialog;

  for (guint i = 0; i < ts_remote_table_get_n_seen (remote); i++)
    {
      guint n;
      TsGame *view = ts_remote_table_get_seen (remote, i, &n);

      g_ptr_array_add (views, ts_game_copy (view));
      g_array_append_val (moves, n);
    }
  dialog = ts_replay_dialog_new_seen (GTK_WINDOW (self), ts_table_get_setup (TS_TABLE (remote)),
                                      ts_net_client_get_seat (ts_remote_table_get_client (remote)),
                                      views, moves);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
replay_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);

  if (self->match == NULL && self->remote != NULL && ts_remote_table_get_n_seen (self->remote) > 0)
    {
      open_seen_replay (self);
      return;
    }
  if (self->match == NULL)
    {
      /* Translators: Replay was chosen in the main menu with no game open */
      ts_window_toast (self, _("Open or play a game to replay it"));
      return;
    }
  open_replay (self, self->match);
}

/* Recent games: the finished games kept, one of them replayed. */
static void
on_recent_chosen (TsRecentDialog *dialog,
                  TsMatch        *match,
                  TsWindow       *self)
{
  open_replay (self, match);
}

static void
recent_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);
  GtkWidget *dialog = ts_recent_dialog_new (GTK_WINDOW (self), NULL);

  g_signal_connect_object (dialog, "replay", G_CALLBACK (on_recent_chosen), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
ts_window_help_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.replay", NULL, replay_activated);
  gtk_widget_class_install_action (widget_class, "win.recent", NULL, recent_activated);
  gtk_widget_class_install_action (widget_class, "win.show-log", NULL, show_log_activated);
  gtk_widget_class_install_action (widget_class, "win.help", NULL, help_activated);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, shortcuts_activated);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_activated);
  gtk_widget_class_install_action (widget_class, "win.preferences", NULL, preferences_activated);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_activated);
  gtk_widget_class_install_action (widget_class, "win.summary", NULL, summary_activated);
}
