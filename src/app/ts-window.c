/* ts-window.c — the main window: chooser, board, curtain, turns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "ts-window-private.h"
#include "ts-autosave.h"
#include "ts-director.h"
#include "ts-board.h"
#include "ts-game-boards.h"
#include "ts-last-turn.h"
#include "ts-log-view.h"
#include "ts-chooser.h"
#include "ts-a11y.h"
#include "ts-curtain.h"
#include "ts-dialogs.h"
#include "ts-new-game-dialog.h"
#include "ts-preferences.h"
#include "ts-ranking-dialog.h"
#include "ts-save.h"
#include "ts-swatch.h"

G_DEFINE_FINAL_TYPE (TsWindow, ts_window, ADW_TYPE_APPLICATION_WINDOW)


/* Players */

/* Header and actions */

void
ts_window_add_toast (TsWindow   *self,
                     AdwToast   *toast,
                     const char *text)
{
  g_free (self->last_toast);
  self->last_toast = g_strdup (text);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (self->toast_overlay), toast);
}

void
ts_window_toast (TsWindow   *self,
                 const char *text)
{
  ts_window_add_toast (self, adw_toast_new (text), text);
}

void
ts_window_toast_long (TsWindow   *self,
                      const char *text)
{
  /* A title that wraps, never cut off. */
  AdwToast *toast = adw_toast_new (text);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  adw_toast_set_custom_title (toast, label);
  adw_toast_set_timeout (toast, 8);
  ts_window_add_toast (self, toast, text);
}

const char *
ts_window_get_shown_file_name (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return gtk_widget_get_visible (self->file_label) ? gtk_label_get_label (GTK_LABEL (self->file_label)) : NULL;
}

const char *
ts_window_get_last_toast (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->last_toast;
}

static char *file_display_name (GFile *file);

/* The header names the game, with the file it is saved in under it; the
 * window title names the game and whose turn it is (the desktop's window
 * list, and screen readers wherever the focus is: ts-announcer.h). */
static void
update_title (TsWindow *self)
{
  const char *game_name, *status;

  if (self->announcer == NULL)
    return;
  if (self->tutorial != NULL)
    {
      const char *name = ts_game_get_name (ts_match_get_game (ts_tutorial_get_match (self->tutorial)));

      gtk_label_set_label (GTK_LABEL (self->title_label), name);
      gtk_widget_set_visible (self->file_label, FALSE);
      ts_announcer_set_game (self->announcer, NULL, name);
      return;
    }
  if (self->match == NULL && (self->remote == NULL || ts_table_get_game (TS_TABLE (self->remote)) == NULL))
    {
      gtk_label_set_label (GTK_LABEL (self->title_label), _("Tessella"));
      gtk_widget_set_visible (self->file_label, FALSE);
      ts_announcer_set_game (self->announcer, NULL, _("Tessella"));
      return;
    }

  game_name = ts_game_get_name (self->match != NULL ? ts_match_get_game (self->match)
                                                  : ts_table_get_game (TS_TABLE (self->remote)));
  gtk_label_set_label (GTK_LABEL (self->title_label), game_name);
  if (self->file != NULL)
    {
      g_autofree char *name = file_display_name (self->file);

      gtk_label_set_label (GTK_LABEL (self->file_label), name);
    }
  else if (self->hosted_match != NULL)
    /* Translators: under the window title of an online game that this
       computer hosts */
    gtk_label_set_label (GTK_LABEL (self->file_label), _("Hosted on this computer"));
  else if (self->online_host != NULL)
    {
      /* Translators: under the window title of an online game; %s is the
         server's name or address */
      g_autofree char *where = g_strdup_printf (_("Online at %s"), self->online_host);

      gtk_label_set_label (GTK_LABEL (self->file_label), where);
    }
  gtk_widget_set_visible (self->file_label, self->file != NULL || self->online_host != NULL);
  status = gtk_label_get_label (GTK_LABEL (self->status_label));
  ts_announcer_set_game (self->announcer, game_name, NULL);
  ts_announcer_set_status (self->announcer,
                           gtk_widget_get_visible (self->status_box) && gtk_widget_get_visible (self->status_label)
                           ? status : NULL);
}

/* A match is on screen (board or curtain), not the chooser. */
static gboolean
is_playing (TsWindow *self)
{
  return (self->match != NULL || self->remote != NULL) &&
         g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->stack)), "chooser") != 0;
}

void
ts_window_set_status (TsWindow   *self,
                      const char *text,
                      int         seat)
{
  const TsSetup *setup = self->match != NULL ? ts_match_get_setup (self->match) : NULL;

  gtk_label_set_label (GTK_LABEL (self->status_label), text);
  gtk_widget_set_visible (self->status_label, text != NULL);
  gtk_widget_set_visible (self->status_box, text != NULL || self->file != NULL || self->online_host != NULL);
  gtk_widget_set_visible (self->turn_swatch, seat != TS_SEAT_NONE && setup != NULL);
  if (seat != TS_SEAT_NONE && setup != NULL)
    ts_swatch_set_seat (self->turn_swatch, ts_match_get_game (self->match), seat, setup->players[seat].colour);
  update_title (self);
}

/* A computer is thinking: said in words under the title ("Bob is
 * thinking…"), with no animation, so the window is not repainted
 * continuously while the search needs the processor. */
static void
set_thinking_shown (TsWindow *self,
                    gboolean  thinking)
{
  if (thinking)
    gtk_widget_add_css_class (self->status_label, "thinking");
  else
    gtk_widget_remove_css_class (self->status_label, "thinking");
}

void
ts_window_update_actions (TsWindow *self)
{
  gboolean playing = is_playing (self);
  gboolean can_redo = FALSE, behind_curtain = self->curtain_seat != TS_SEAT_NONE;
  g_autofree char *undo_tip = NULL;
  TsUndoKind undo;
  int undo_seat;

  /* Undo says why it stops (a toast), so it stays on at the limit. */
  undo = ts_window_get_undo (self, &undo_seat);
  undo_tip = ts_window_describe_undo (self, undo, undo_seat);
  if (self->match != NULL && ts_match_count_humans (self->match) > 0)
    can_redo = ts_match_can_redo (self->match);

  if (self->remote != NULL)
    {
      g_free (undo_tip);
      /* Translators: the tooltip of the undo button in an online game */
      undo_tip = g_strdup (_("Ask the others to let you take back your turn"));
    }
  gtk_widget_set_tooltip_text (self->undo_button, undo_tip);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 playing && !behind_curtain &&
                                 (self->remote != NULL
                                  ? ts_net_client_can_ask_undo (ts_remote_table_get_client (self->remote))
                                  : undo != TS_UNDO_NONE));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", playing && !behind_curtain && can_redo);
  /* A suggestion is for the person deciding, with the board in view; a
   * tutorial always says what to do next. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint",
                                 (playing && !behind_curtain && self->interactive &&
                                  ((self->match != NULL && !ts_game_is_over (ts_match_get_game (self->match))) ||
                                   (self->remote != NULL && ts_table_get_game (TS_TABLE (self->remote)) != NULL &&
                                    !ts_game_is_over (ts_table_get_game (TS_TABLE (self->remote)))))) ||
                                 (self->tutorial != NULL && !ts_tutorial_is_over (self->tutorial)));
  /* The state in words (S) while a game is on screen: elsewhere the key
   * is a letter like any other. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.summary", playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", self->match != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.invitations",
                                 (self->hosted_match != NULL || self->server_links != NULL) &&
                                 self->remote != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", self->match != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.back-to-game",
                                 (self->match != NULL || self->remote != NULL) && !playing);

  /* Online, the server keeps the game: no undo. */
  gtk_widget_set_visible (self->history_box, playing && self->match != NULL);
  gtk_widget_set_visible (self->log_button, playing);
  gtk_widget_set_visible (self->back_button, (self->match != NULL || self->remote != NULL) && !playing);
}

void
ts_window_show_page (TsWindow   *self,
                     const char *name)
{
  GtkWidget *page = gtk_stack_get_child_by_name (GTK_STACK (self->stack), name);

  g_return_if_fail (page != NULL);
  ts_a11y_stack_show (GTK_STACK (self->stack), page);
  ts_window_update_actions (self);
}

/* The pace of the computers, from the Preferences. */
static void
apply_pace (TsWindow *self)
{
  g_autofree char *pace = g_settings_get_string (self->settings, "computer-pace");
  guint first_ms, step_ms;

  ts_preferences_get_pace (pace, &first_ms, &step_ms);
  if (self->director != NULL)
    ts_director_set_pacing (self->director, first_ms, step_ms);
}

/* The computer's turn */

/* The computers may think while the game is on screen. */
void
ts_window_let_computers_play (TsWindow *self,
                              gboolean  play)
{
  if (self->director != NULL)
    ts_director_set_paused (self->director, !play);
}

static void
on_thinking (TsDirector *director,
             int         seat,
             gboolean    thinking,
             TsWindow   *self)
{
  set_thinking_shown (self, thinking);
}

static void
on_director_failed (TsDirector *director,
                    int         seat,
                    const char *message,
                    TsWindow   *self)
{
  g_warning ("The computer in seat %d found no move: %s", seat + 1, message);
}

/* Turns */

/* "What happened since you last played", for the seat at the screen: it
 * stays until that seat acts again (a card gone face down into your
 * reserve is not missed while the computer plays on). */
void
ts_window_update_last_turn (TsWindow *self)
{
  g_autoptr(GPtrArray) lines = NULL;
  TsTable *table = self->match != NULL ? TS_TABLE (self->match) : TS_TABLE (self->remote);
  TsGame *game = table != NULL ? ts_table_get_game (table) : NULL;

  if (game != NULL && self->viewer != TS_SEAT_NONE && !ts_game_is_over (game))
    lines = ts_log_view_lines_since_viewer (table, self->viewer);
  if (lines != NULL)
    g_ptr_array_add (lines, NULL);
  ts_last_turn_set_lines (TS_LAST_TURN (self->last_turn),
                          lines != NULL ? (const char * const *) lines->pdata : NULL);
}

/* An event picked in the log: its move's place on the board. */
static void
on_log_move_selected (TsLogView *log,
                      guint      index,
                      TsWindow  *self)
{
  if (self->match == NULL || self->board == NULL || index >= ts_match_get_n_moves (self->match))
    return;
  ts_board_show_hint (TS_BOARD (self->board), ts_match_get_move (self->match, index));
}

static void
on_match_changed (TsMatch  *match,
                  TsWindow *self)
{
  if (!self->changing_history)
    ts_window_update_turn (self);
}

static void
on_move_applied (TsMatch  *match,
                 guint     index,
                 TsWindow *self)
{
  TsGame *game = ts_match_get_game (match);

  ts_window_cancel_hint (self);
  /* A turn ended: keep it, in case the session ends badly.  (Undo and
   * redo save once, when they are done.) */
  if (!self->changing_history && !ts_game_is_over (game) &&
      ts_match_get_move_seat (match, index) != ts_game_get_current_seat (game))
    ts_window_request_autosave (self);
}

static void show_new_game_dialog (TsWindow   *self,
                                  const char *game_id);

static void
on_ranking_new_game (TsRankingDialog *dialog,
                     TsWindow        *self)
{
  if (self->match != NULL)
    show_new_game_dialog (self, ts_game_get_id (ts_match_get_game (self->match)));
}

static void
on_ranking_undo (TsRankingDialog *dialog,
                 TsWindow        *self)
{
  /* The window's own Undo: back to the last human decision. */
  gtk_widget_activate_action (GTK_WIDGET (self), "win.undo", NULL);
}

static void
on_ranking_replay (TsRankingDialog *dialog,
                   TsWindow        *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.replay", NULL);
}

static void
show_ranking (TsWindow *self)
{
  if (self->ranking != NULL)
    gtk_window_destroy (GTK_WINDOW (self->ranking));

  self->ranking = ts_ranking_dialog_new (GTK_WINDOW (self), self->match);
  g_object_add_weak_pointer (G_OBJECT (self->ranking), (gpointer *) &self->ranking);
  g_signal_connect_object (self->ranking, "new-game",
                           G_CALLBACK (on_ranking_new_game), self, 0);
  g_signal_connect_object (self->ranking, "undo",
                           G_CALLBACK (on_ranking_undo), self, 0);
  g_signal_connect_object (self->ranking, "replay",
                           G_CALLBACK (on_ranking_replay), self, 0);
  gtk_window_present (GTK_WINDOW (self->ranking));
}

static void
on_game_over (TsMatch  *match,
              TsWindow *self)
{
  /* Nothing left to resume; the statistics count it, Recent Games keep it. */
  ts_autosave_remove (ts_game_get_id (ts_match_get_game (match)));
  ts_window_record_statistics (self, match);
  show_ranking (self);
}

/* Matches */

static void
on_move_chosen (TsBoard      *board,
                const TsMove *move,
                TsWindow     *self)
{
  g_autoptr(GError) error = NULL;

  if (ts_window_tutorial_try (self, move))
    return;
  if (self->remote != NULL)
    {
      ts_window_online_send (self, move);
      return;
    }
  /* The board only offers moves when it is interactive; this guards
   * against a stray click while the computer or the curtain takes over. */
  if (self->match == NULL || self->director == NULL || !self->interactive)
    return;

  if (!ts_director_submit (self->director, self->viewer, move, &error))
    g_warning ("The board offered a move that cannot be played now: %s", error->message);
}

/* What the person at the screen is asked, spoken once it settles. */
static void
on_prompt_changed (TsWindow *self)
{
  if (self->announcer != NULL)
    ts_announcer_set_prompt (self->announcer, ts_board_get_prompt (TS_BOARD (self->board)));
}

void
ts_window_set_board_for (TsWindow   *self,
                         const char *game_id)
{
  if (self->board != NULL && g_strcmp0 (self->board_game_id, game_id) == 0)
    return;

  if (self->board != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->board, self);
      gtk_box_remove (GTK_BOX (self->board_row), self->board);
      self->board = NULL;
    }

  g_free (self->board_game_id);
  self->board_game_id = g_strdup (game_id);
  self->board = ts_game_boards_new (game_id);
  g_return_if_fail (self->board != NULL);

  gtk_widget_set_hexpand (self->board, TRUE);
  gtk_widget_set_vexpand (self->board, TRUE);
  ts_a11y_mend (self->board);
  g_settings_bind (self->settings, "board-coordinates", self->board, "show-coordinates", G_SETTINGS_BIND_GET);
  g_signal_connect (self->board, "move-chosen", G_CALLBACK (on_move_chosen), self);
  g_signal_connect_swapped (self->board, "notify::prompt", G_CALLBACK (on_prompt_changed), self);
  ts_announcer_set_self_speaking (self->announcer, self->board);
  gtk_box_prepend (GTK_BOX (self->board_row), self->board);
}

void
ts_window_set_match (TsWindow *self,
                     TsMatch  *match,
                     GFile    *file)
{
  TsGame *game;

  g_return_if_fail (TS_IS_WINDOW (self));
  g_return_if_fail (TS_IS_MATCH (match));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  ts_window_online_leave (self);
  ts_window_tutorial_leave (self);
  if (self->director != NULL)
    g_signal_handlers_disconnect_by_data (self->director, self);
  g_clear_object (&self->director);
  if (self->ranking != NULL)
    gtk_window_destroy (GTK_WINDOW (self->ranking));
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);

  g_set_object (&self->match, match);
  g_set_object (&self->file, file);
  /* What was played before is not news. */
  self->announced_moves = ts_match_get_n_moves (match);
  ts_log_view_set_table (TS_LOG_VIEW (self->log_view), match != NULL ? TS_TABLE (match) : NULL);
  game = ts_match_get_game (match);
  /* This game is on the board now, not waiting in the chooser. */
  g_hash_table_remove (self->resumable, ts_game_get_id (game));
  ts_chooser_set_unfinished (TS_CHOOSER (self->chooser), ts_game_get_id (game), NULL);
  ts_window_set_board_for (self, ts_game_get_id (game));
  if (self->board != NULL)
    {
      /* Spectator's eyes until update_turn decides, so nothing private
       * shows for a frame. */
      ts_board_set_viewer (TS_BOARD (self->board), TS_SEAT_NONE);
      ts_board_set_interactive (TS_BOARD (self->board), FALSE);
      ts_board_set_match (TS_BOARD (self->board), match);
    }

  /* Paused until the board is on screen (update_turn). */
  self->director = ts_director_new (match);
  ts_director_set_paused (self->director, TRUE);
  apply_pace (self);
  g_signal_connect (self->director, "thinking", G_CALLBACK (on_thinking), self);
  g_signal_connect (self->director, "failed", G_CALLBACK (on_director_failed), self);

  g_signal_connect (match, "changed", G_CALLBACK (on_match_changed), self);
  g_signal_connect (match, "move-applied", G_CALLBACK (on_move_applied), self);
  g_signal_connect (match, "game-over", G_CALLBACK (on_game_over), self);

  update_title (self);

  self->holder = TS_SEAT_NONE;
  self->curtain_seat = TS_SEAT_NONE;
  self->viewer = TS_SEAT_NONE;
  ts_window_update_turn (self);

  if (ts_game_is_over (game))
    show_ranking (self);
  else
    ts_window_request_autosave (self);
}

void
ts_window_leave_match (TsWindow *self)
{
  if (self->match == NULL)
    return;
  ts_window_cancel_hint (self);
  ts_window_autosave (self);
  if (self->director != NULL)
    g_signal_handlers_disconnect_by_data (self->director, self);
  g_clear_object (&self->director);
  if (self->ranking != NULL)
    gtk_window_destroy (GTK_WINDOW (self->ranking));
  g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->board != NULL)
    ts_board_set_table (TS_BOARD (self->board), NULL);
  ts_log_view_set_table (TS_LOG_VIEW (self->log_view), NULL);
  g_clear_object (&self->match);
  g_clear_object (&self->file);
  self->holder = TS_SEAT_NONE;
  self->curtain_seat = TS_SEAT_NONE;
  self->asking = FALSE;
  ts_window_refresh_unfinished (self);
}

/* New game */

static void
start_match (TsWindow      *self,
             const TsSetup *setup)
{
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  match = ts_match_new (setup, &error);
  if (match == NULL)
    {
      /* Translators: an error when a new game cannot be set up; the reason
         follows */
      ts_dialogs_show_error (GTK_WINDOW (self), _("The game could not be started"),
                             error->message);
      return;
    }

  ts_window_set_match (self, match, NULL);
}

static void
on_replace_answered (AdwMessageDialog *dialog,
                     const char       *response,
                     TsWindow         *self)
{
  TsSetup *setup = g_object_get_data (G_OBJECT (dialog), "setup");

  if (g_strcmp0 (response, "replace") != 0)
    return;
  g_hash_table_remove (self->resumable, setup->game_id);
  ts_chooser_set_unfinished (TS_CHOOSER (self->chooser), setup->game_id, NULL);
  ts_autosave_remove (setup->game_id);
  start_match (self, setup);
}

static void
on_setup_chosen (TsNewGameDialog *dialog,
                 const TsSetup   *setup,
                 TsWindow        *self)
{
  GtkWidget *question;
  g_autofree char *heading = NULL;
  guint invited = ts_new_game_dialog_get_invited (dialog);

  /* Invited seats: hosted here, and the local game stays as it is. */
  if (invited != 0)
    {
      g_autoptr(GError) error = NULL;
      int here = -1;

      for (guint i = 0; i < setup->n_players; i++)
        if (setup->players[i].kind == TS_PLAYER_HUMAN && (invited & (1u << i)) == 0)
          here = (int) i;
      if (ts_new_game_dialog_get_server (dialog) != NULL)
        {
          ts_window_host_on_server (self, setup, here, ts_new_game_dialog_get_online_undo (dialog),
                                    ts_new_game_dialog_get_server (dialog));
          return;
        }
      if (!ts_window_host (self, setup, here, ts_new_game_dialog_get_online_undo (dialog), &error))
        /* Translators: the title of a message when a game cannot be hosted
           online; the reason follows */
        ts_dialogs_show_error (GTK_WINDOW (self), _("The game cannot be hosted"), error->message);
      return;
    }

  if (!ts_window_has_unfinished (self, setup->game_id))
    {
      start_match (self, setup);
      return;
    }

  /* One unfinished game per kind: starting another asks first. */
  {
    g_autoptr(GTypeClass) klass = g_type_class_ref (ts_game_type_from_id (setup->game_id));

    /* Translators: %s is the name of a game */
    heading = g_strdup_printf (_("Start a New Game of %s?"),
                               g_dgettext (GETTEXT_PACKAGE, TS_GAME_CLASS (klass)->name));
  }
  question = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                     /* Translators: in the dialog that asks
                                        before a new game replaces an unfinished
                                        one; "it" is the game named in the
                                        heading */
                                     _("Your unfinished game of it will be lost."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (question),
                                    /* Translators: a button of the dialog that
                                       asks before a new game replaces an
                                       unfinished one */
                                    "cancel", _("_Keep the Old Game"),
                                    /* Translators: a button of the dialog that
                                       asks before a new game replaces an
                                       unfinished one */
                                    "replace", _("_Start New Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (question), "replace",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (question), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (question), "cancel");
  g_object_set_data_full (G_OBJECT (question), "setup", ts_setup_copy (setup),
                          (GDestroyNotify) ts_setup_free);
  g_signal_connect_object (question, "response", G_CALLBACK (on_replace_answered), self, 0);
  gtk_window_present (GTK_WINDOW (question));
}

static void
show_new_game_dialog (TsWindow   *self,
                      const char *game_id)
{
  GtkWidget *dialog = ts_new_game_dialog_new (GTK_WINDOW (self), game_id);

  g_return_if_fail (dialog != NULL);

  g_signal_connect_object (dialog, "setup-chosen", G_CALLBACK (on_setup_chosen), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_game_chosen (TsChooser  *chooser,
                const char *game_id,
                TsWindow   *self)
{
  show_new_game_dialog (self, game_id);
}

/* Files */

gboolean
ts_window_open_file (TsWindow  *self,
                     GFile     *file,
                     GError   **error)
{
  g_autoptr(TsMatch) match = NULL;

  g_return_val_if_fail (TS_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  match = ts_save_from_file (file, NULL, error);
  if (match == NULL)
    return FALSE;
  if (!ts_game_boards_exists (ts_game_get_id (ts_match_get_game (match))))
    {
      /* Translators: %s is the name of a game */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   /* Translators: an error when a game has no board in this
                      build; %s is the name of a game; tessella-cli is a
                      command name and stays untranslated */
                   _("This version of Tessella plays %s only from the command line (tessella-cli)"),
                   ts_game_get_name (ts_match_get_game (match)));
      return FALSE;
    }

  ts_window_set_match (self, match, file);
  return TRUE;
}

static char *
file_display_name (GFile *file)
{
  g_autofree char *basename = g_file_get_basename (file);

  return g_filename_display_name (basename != NULL ? basename : "?");
}

void
ts_window_open_file_interactive (TsWindow *self,
                                 GFile    *file)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TS_IS_WINDOW (self));

  if (!ts_window_open_file (self, file, &error))
    {
      g_autofree char *name = file_display_name (file);
      /* Translators: %s is a file name */
      g_autofree char *message = g_strdup_printf (_("“%s” could not be opened"), name);

      ts_dialogs_show_error (GTK_WINDOW (self), message, error->message);
    }
}

gboolean
ts_window_save_to_file (TsWindow  *self,
                        GFile     *file,
                        GError   **error)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->match != NULL, FALSE);

  if (!ts_save_to_file (self->match, file, NULL, error))
    return FALSE;

  g_set_object (&self->file, file);
  update_title (self);
  return TRUE;
}

static void
save_interactive (TsWindow *self,
                  GFile    *file)
{
  g_autoptr(GError) error = NULL;

  if (!ts_window_save_to_file (self, file, &error))
    {
      g_autofree char *name = file_display_name (file);
      /* Translators: %s is a file name */
      g_autofree char *message = g_strdup_printf (_("The game could not be saved as “%s”"),
                                                  name);

      ts_dialogs_show_error (GTK_WINDOW (self), message, error->message);
    }
  else
    {
      g_autofree char *name = file_display_name (file);
      /* Translators: a notice after saving; %s is a file name */
      g_autofree char *text = g_strdup_printf (_("Game saved as “%s”"), name);

      ts_window_toast (self, text);
    }
}

static void
on_open_chosen (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(TsWindow) self = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  file = ts_dialogs_choose_save_to_open_finish (result, &error);
  if (file != NULL)
    ts_window_open_file_interactive (self, file);
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    /* Translators: an error when the game list could not give a game */
    ts_dialogs_show_error (GTK_WINDOW (self), _("No game could be chosen"), error->message);
}

static void
on_save_target_chosen (GObject      *source,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autoptr(TsWindow) self = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  file = ts_dialogs_choose_save_target_finish (result, &error);
  if (file != NULL)
    {
      if (self->match != NULL)
        save_interactive (self, file);
    }
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    /* Translators: an error when the file dialog could not give a file */
    ts_dialogs_show_error (GTK_WINDOW (self), _("No file could be chosen"), error->message);
}

static void
save_as (TsWindow *self)
{
  g_autofree char *suggested = g_strconcat (ts_game_get_name (ts_match_get_game (self->match)),
                                            ".tessella", NULL);

  ts_dialogs_choose_save_target (GTK_WINDOW (self), self->file, suggested,
                                 on_save_target_chosen, g_object_ref (self));
}

/* Autosave and closing */

static void
save_window_state (TsWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  if (!gtk_window_is_maximized (GTK_WINDOW (self)) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
}

void
ts_window_shutdown (TsWindow *self)
{
  g_return_if_fail (TS_IS_WINDOW (self));

  ts_window_let_computers_play (self, FALSE);
  ts_window_autosave (self);
  save_window_state (self);
  ts_window_session_dispose (self);
}

static gboolean
ts_window_close_request (GtkWindow *window)
{
  ts_window_shutdown (TS_WINDOW (window));

  return GTK_WINDOW_CLASS (ts_window_parent_class)->close_request (window);
}

static void
on_active_changed (TsWindow   *self,
                   GParamSpec *pspec,
                   gpointer    user_data)
{
  /* The player may be switching away for good (logout, a crash later). */
  if (!gtk_window_is_active (GTK_WINDOW (self)))
    ts_window_request_autosave (self);
}

/* Actions */

static void
new_game_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);

  /* The chooser first, so no hand shows while names are typed; the game
   * waits (its computer stops thinking) until the player comes back. */
  ts_window_let_computers_play (self, FALSE);
  ts_window_autosave (self);
  ts_window_set_viewer (self, TS_SEAT_NONE, FALSE);
  ts_window_show_page (self, "chooser");
  gtk_label_set_label (GTK_LABEL (self->title_label), _("Tessella"));
  ts_window_set_status (self, NULL, TS_SEAT_NONE);
  ts_window_refresh_unfinished (self);
  ts_chooser_focus_games (TS_CHOOSER (self->chooser));
}

static void
back_to_game_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);

  if (self->remote != NULL)
    {
      ts_window_show_page (self, "game");
      ts_window_online_update_turn (self);
      return;
    }
  if (self->match == NULL)
    return;

  update_title (self);
  /* The curtain goes up again if the game has secrets: whoever picks the
   * device up now may not be the player who put it down. */
  self->holder = ts_match_count_humans (self->match) > 1 ? TS_SEAT_NONE : self->holder;
  ts_window_show_page (self, "game");
  ts_window_update_turn (self);
}

static void
open_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  ts_dialogs_choose_save_to_open (GTK_WINDOW (widget), on_open_chosen, g_object_ref (widget));
}

static void
save_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);

  if (self->match == NULL)
    return;

  if (self->file != NULL)
    save_interactive (self, self->file);
  else
    save_as (self);
}

static void
save_as_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);

  if (self->match != NULL)
    save_as (self);
}

/* GObject */

static void
ts_window_dispose (GObject *object)
{
  TsWindow *self = TS_WINDOW (object);

  ts_window_cancel_hint (self);
  ts_window_online_leave (self);
  ts_window_tutorial_leave (self);
  ts_window_online_unwatch_nearby (self);
  g_clear_object (&self->announcer);
  if (self->director != NULL)
    g_signal_handlers_disconnect_by_data (self->director, self);
  g_clear_object (&self->director);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->ranking != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->ranking), (gpointer *) &self->ranking);
      self->ranking = NULL;
    }
  ts_window_session_dispose (self);
  g_clear_pointer (&self->last_toast, g_free);
  g_clear_object (&self->match);
  g_clear_object (&self->file);
  g_clear_object (&self->settings);
  self->board = NULL;

  /* No gtk_widget_dispose_template (): the stack is the window's own
   * child, which GtkWindow unparents itself; disposing the template too
   * would unparent it twice.  The template's references go at finalize. */

  G_OBJECT_CLASS (ts_window_parent_class)->dispose (object);
}

static void
ts_window_finalize (GObject *object)
{
  TsWindow *self = TS_WINDOW (object);

  g_free (self->board_game_id);

  G_OBJECT_CLASS (ts_window_parent_class)->finalize (object);
}

static void
ts_window_class_init (TsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = ts_window_dispose;
  object_class->finalize = ts_window_finalize;
  window_class->close_request = ts_window_close_request;

  g_type_ensure (TS_TYPE_CHOOSER);
  g_type_ensure (TS_TYPE_LOG_VIEW);
  g_type_ensure (TS_TYPE_LAST_TURN);
  g_type_ensure (TS_TYPE_CURTAIN);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/ui/window.ui");
  gtk_widget_class_bind_template_child (widget_class, TsWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, status_box);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, file_label);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, history_box);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, chooser);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, game_page);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, board_row);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, last_turn);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, log_flap);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, log_view);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, log_button);
  gtk_widget_class_bind_template_child (widget_class, TsWindow, curtain);
  gtk_widget_class_bind_template_callback (widget_class, on_game_chosen);
  gtk_widget_class_bind_template_callback (widget_class, on_log_move_selected);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_resume_chosen",
                                                G_CALLBACK (ts_window_on_resume_chosen));
  gtk_widget_class_bind_template_callback_full (widget_class, "on_discard_chosen",
                                                G_CALLBACK (ts_window_on_discard_chosen));
  gtk_widget_class_bind_template_callback_full (widget_class, "on_nearby_chosen",
                                                G_CALLBACK (ts_window_on_nearby_chosen));

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_activated);
  gtk_widget_class_install_action (widget_class, "win.back-to-game", NULL, back_to_game_activated);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_activated);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_activated);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_activated);
  ts_window_help_class_init (widget_class);
  ts_window_turns_class_init (widget_class);
  ts_window_session_class_init (widget_class);
  ts_window_online_class_init (widget_class);
  ts_window_tutorial_class_init (widget_class);
}

static void
ts_window_init (TsWindow *self)
{
  /* A frame for a screen reader, as every main window.  GTK 4.8 takes a
   * window's role from its class only when the window is mapped; once a
   * screen reader listens, the template's children make it known sooner,
   * as a plain widget, unless the role is set before them. */
  g_object_set (self, "accessible-role", GTK_ACCESSIBLE_ROLE_WINDOW, NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->announcer = ts_announcer_new (GTK_WINDOW (self));

  self->viewer = TS_SEAT_NONE;
  self->holder = TS_SEAT_NONE;
  self->curtain_seat = TS_SEAT_NONE;
  ts_window_session_init (self);
  ts_window_help_init (self);

  self->turn_swatch = ts_swatch_new (NULL, 10);
  gtk_box_prepend (GTK_BOX (self->status_box), self->turn_swatch);

  self->settings = g_settings_new (APP_ID);
  g_signal_connect_swapped (self->settings, "changed::computer-pace", G_CALLBACK (apply_pace), self);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_signal_connect (self, "notify::is-active", G_CALLBACK (on_active_changed), NULL);

  ts_window_show_page (self, "chooser");
  /* Enter starts the first game. */
  gtk_window_set_focus (GTK_WINDOW (self),
                        ts_chooser_get_first_row (TS_CHOOSER (self->chooser)));
}

TsWindow *
ts_window_new (GtkApplication *app)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (app), NULL);

  TsWindow *self = g_object_new (TS_TYPE_WINDOW, "application", app, NULL);

  ts_window_online_watch_nearby (self);
  return self;
}

TsMatch *
ts_window_get_match (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->match;
}

GFile *
ts_window_get_file (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->file;
}

GtkWidget *
ts_window_get_board (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->board;
}

GtkWidget *
ts_window_get_chooser (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->chooser;
}

GtkWidget *
ts_window_get_curtain (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->curtain;
}

GtkWidget *
ts_window_get_ranking_dialog (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->ranking;
}

gboolean
ts_window_is_curtain_up (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), FALSE);
  return self->curtain_seat != TS_SEAT_NONE;
}

gboolean
ts_window_is_thinking (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), FALSE);
  return self->director != NULL && ts_director_is_thinking (self->director);
}

gboolean
ts_window_is_interactive (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), FALSE);
  return self->interactive;
}

int
ts_window_get_viewer (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), TS_SEAT_NONE);
  return self->viewer;
}

const char *
ts_window_get_last_spoken (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->announcer != NULL ? ts_announcer_get_last (self->announcer) : NULL;
}

const char *
ts_window_get_status (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);

  if (!gtk_widget_get_visible (self->status_box))
    return NULL;
  return gtk_label_get_label (GTK_LABEL (self->status_label));
}
