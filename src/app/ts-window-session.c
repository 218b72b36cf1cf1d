/* ts-window-session.c — no game is ever lost: autosaves and resuming
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each kind of game has its own autosave, so starting a game of one kind
 * never touches the unfinished game of another.  During play the autosave
 * is written shortly after each turn, in a worker thread (the main thread
 * only copies the moves); when the window closes or Tessella quits it is
 * written at once.  The chooser offers every unfinished game again.
 */
#include <string.h>
#include <glib/gi18n.h>

#include "ts-window-private.h"
#include "ts-archive.h"
#include "ts-stats.h"
#include "ts-autosave.h"
#include "ts-chooser.h"
#include "ts-game-boards.h"

/* Several changes in a row (a computer's turn of many moves, an undo of a
 * round) are written once. */
#define AUTOSAVE_DELAY_MS 300

static void write_autosave_async (TsWindow *self);

void
ts_window_session_init (TsWindow *self)
{
  self->resumable = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->reported = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

void
ts_window_session_dispose (TsWindow *self)
{
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  g_clear_pointer (&self->resumable, g_hash_table_unref);
  g_clear_pointer (&self->reported, g_hash_table_unref);
}

#define toast ts_window_toast

/* Writing */

static gboolean
must_be_kept (TsWindow *self)
{
  return self->match != NULL && !ts_game_is_over (ts_match_get_game (self->match));
}

static void
on_autosave_written (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(TsWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  self->autosave_running = FALSE;
  if (!ts_autosave_write_finish (result, &error))
    {
      g_autofree char *text = NULL;

      /* Translators: %s says why, e.g. "The disk is full." */
      text = g_strdup_printf (_("The game could not be saved automatically: %s"), error->message);
      if (gtk_widget_get_realized (GTK_WIDGET (self)))
        toast (self, text);
      g_message ("%s", text);
    }

  /* The match went on while this was written. */
  if (self->autosave_again)
    {
      self->autosave_again = FALSE;
      write_autosave_async (self);
    }
}

/* One write at a time: a later one could otherwise finish first and be
 * overwritten by an older state. */
static void
write_autosave_async (TsWindow *self)
{
  if (!must_be_kept (self))
    return;
  if (self->autosave_running)
    {
      self->autosave_again = TRUE;
      return;
    }
  self->autosave_running = TRUE;
  ts_autosave_write_async (self->match, NULL, on_autosave_written, g_object_ref (self));
}

static gboolean
autosave_timeout (gpointer user_data)
{
  TsWindow *self = user_data;

  self->autosave_id = 0;
  write_autosave_async (self);
  return G_SOURCE_REMOVE;
}

void
ts_window_record_statistics (TsWindow *self,
                             TsMatch  *match)
{
  g_autoptr(TsStats) stats = ts_stats_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = ts_stats_default_path ();

  if (g_object_get_data (G_OBJECT (match), "ts-counted") != NULL)
    return;
  g_object_set_data (G_OBJECT (match), "ts-counted", GINT_TO_POINTER (1));
  /* A damaged file is kept aside and said; the counting goes on afresh. */
  if (!ts_stats_load (stats, path, &error))
    {
      ts_window_toast (self, error->message);
      g_clear_error (&error);
    }
  if (ts_stats_record_match (stats, match) && !ts_stats_save (stats, path, &error))
    {
      ts_window_toast (self, error->message);
      g_clear_error (&error);
    }
  /* Kept for Recent Games; a failure loses nothing of the game on screen. */
  if (ts_game_is_over (ts_match_get_game (match)))
    {
      g_autofree char *dir = ts_archive_default_dir ();
      g_autofree char *kept = ts_archive_add (dir, match, g_get_real_time () / G_USEC_PER_SEC, &error);

      if (kept == NULL)
        ts_window_toast (self, error->message);
    }
}

void
ts_window_request_autosave (TsWindow *self)
{
  g_return_if_fail (TS_IS_WINDOW (self));

  if (self->match == NULL)
    return;
  if (ts_game_is_over (ts_match_get_game (self->match)))
    {
      ts_autosave_remove (ts_game_get_id (ts_match_get_game (self->match)));
      return;
    }
  g_clear_handle_id (&self->autosave_id, g_source_remove);
  self->autosave_id = g_timeout_add (AUTOSAVE_DELAY_MS, autosave_timeout, self);
  g_source_set_name_by_id (self->autosave_id, "[tessella] autosave");
}

void
ts_window_autosave (TsWindow *self)
{
  g_autoptr(GError) error = NULL;
  gint64 deadline;

  g_return_if_fail (TS_IS_WINDOW (self));

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  if (self->match == NULL)
    return;
  if (ts_game_is_over (ts_match_get_game (self->match)))
    {
      ts_autosave_remove (ts_game_get_id (ts_match_get_game (self->match)));
      return;
    }

  /* A write in the worker may still be renaming its file: let it finish,
   * so it cannot replace the newer state written below. */
  deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (self->autosave_running && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  self->autosave_again = FALSE;

  if (!ts_autosave_write (self->match, &error))
    g_message ("The game could not be saved automatically: %s", error->message);
}

/* Offering the unfinished games */

/* "12 moves played, Ada’s turn" */
static char *
summarise (TsMatch *match)
{
  TsGame *game = ts_match_get_game (match);
  guint n = ts_match_get_n_moves (match);
  int seat = ts_game_get_current_seat (game);
  const char *name = ts_match_get_seat_name (match, seat);
  g_autofree char *moves = NULL;

  if (n == 0 && name != NULL)
    /* Translators: a summary of an unfinished game with no move yet */
    return g_strdup_printf (_("Not started yet, %s’s turn"), name);
  /* Translators: the first part of a summary of an unfinished game */
  moves = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u move played", "%u moves played", n), n);
  if (name == NULL)
    return g_steal_pointer (&moves);
  /* Translators: a summary of an unfinished game: "12 moves played, Ada’s turn" */
  return g_strdup_printf (_("%s, %s’s turn"), moves, name);
}

static void
offer (TsWindow   *self,
       const char *game_id)
{
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *summary = NULL;
  gboolean from_backup = FALSE;

  match = ts_autosave_load (game_id, &from_backup, &error);
  if (match == NULL)
    {
      /* Said once a session, not every time the chooser shows. */
      if (g_hash_table_add (self->reported, g_strdup (game_id)))
        {
          g_autoptr(GTypeClass) klass = g_type_class_ref (ts_game_type_from_id (game_id));
          g_autofree char *text = NULL;

          /* Translators: %s is the name of a game, then the reason */
          text = g_strdup_printf (_("The unfinished game of %s could not be restored: %s"),
                                  g_dgettext (GETTEXT_PACKAGE, TS_GAME_CLASS (klass)->name),
                                  error->message);
          toast (self, text);
        }
      return;
    }
  if (ts_game_is_over (ts_match_get_game (match)))
    {
      ts_autosave_remove (game_id);
      return;
    }

  summary = summarise (match);
  if (from_backup)
    {
      g_autofree char *with_note = NULL;

      /* Translators: after the summary of an unfinished game whose newest
       * autosave was damaged */
      with_note = g_strdup_printf (_("%s (the autosave before the last one: the last could not be read)"),
                                   summary);
      g_free (summary);
      summary = g_steal_pointer (&with_note);
    }
  g_hash_table_replace (self->resumable, g_strdup (game_id), g_steal_pointer (&match));
  ts_chooser_set_unfinished (TS_CHOOSER (self->chooser), game_id, summary);
}

void
ts_window_refresh_unfinished (TsWindow *self)
{
  g_auto(GStrv) ids = ts_autosave_list_games ();
  g_autoptr(GList) offered = g_hash_table_get_keys (self->resumable);
  const char *playing = self->match != NULL ? ts_game_get_id (ts_match_get_game (self->match)) : NULL;

  /* Forget what is gone from disk. */
  for (GList *l = offered; l != NULL; l = l->next)
    if (!g_strv_contains ((const char * const *) ids, l->data))
      ts_chooser_set_unfinished (TS_CHOOSER (self->chooser), l->data, NULL);
  g_hash_table_remove_all (self->resumable);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      /* The game on the board is one "Back" away, with its redo. */
      if (g_strcmp0 (ids[i], playing) == 0 && must_be_kept (self))
        {
          ts_chooser_set_unfinished (TS_CHOOSER (self->chooser), ids[i], NULL);
          continue;
        }
      if (ts_game_boards_exists (ids[i]))
        offer (self, ids[i]);
    }
  ts_window_online_refresh (self);
}

void
ts_window_offer_resume (TsWindow *self)
{
  g_return_if_fail (TS_IS_WINDOW (self));

  ts_window_refresh_unfinished (self);
  ts_chooser_focus_unfinished (TS_CHOOSER (self->chooser));
}

gboolean
ts_window_has_unfinished (TsWindow   *self,
                          const char *game_id)
{
  if (self->match != NULL && must_be_kept (self) &&
      g_strcmp0 (ts_game_get_id (ts_match_get_game (self->match)), game_id) == 0)
    return TRUE;
  return g_hash_table_contains (self->resumable, game_id) || ts_autosave_exists (game_id);
}

void
ts_window_on_resume_chosen (TsChooser  *chooser,
                            const char *game_id,
                            TsWindow   *self)
{
  g_autoptr(TsMatch) match = NULL;
  g_autofree char *key = NULL;
  g_autofree char *text = NULL;

  /* An online game: back to its seat. */
  if (ts_window_online_resume (self, game_id))
    return;
  if (!g_hash_table_steal_extended (self->resumable, game_id, (gpointer *) &key, (gpointer *) &match))
    return;

  /* The game on the board goes to its own autosave first. */
  ts_window_autosave (self);
  ts_window_set_match (self, match, NULL);
  /* Translators: %s is the name of a game */
  text = g_strdup_printf (_("Resumed your game of %s"), ts_game_get_name (ts_match_get_game (match)));
  toast (self, text);
}

void
ts_window_on_discard_chosen (TsChooser  *chooser,
                             const char *game_id,
                             TsWindow   *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  GType type = ts_game_type_from_id (game_id);
  TsGameClass *klass = type != G_TYPE_INVALID ? g_type_class_ref (type) : NULL;
  AdwToast *toast;

  if (ts_window_online_discard (self, game_id))
    {
      if (klass != NULL)
        g_type_class_unref (klass);
      return;
    }
  g_hash_table_remove (self->resumable, game_id);
  ts_chooser_set_unfinished (chooser, game_id, NULL);
  /* Nothing lost by a click: set aside, and a moment to take it back. */
  if (!ts_autosave_discard (game_id, &error))
    {
      g_warning ("The unfinished game could not be set aside: %s", error->message);
      ts_autosave_remove (game_id);
    }
  else
    {
      /* Translators: a notice with an Undo button; %s is a game's name */
      text = g_strdup_printf (_("The unfinished game of %s was discarded"),
                              klass != NULL ? _(klass->name) : game_id);
      toast = adw_toast_new (text);
      /* Translators: the button of the notice that a game was discarded */
      adw_toast_set_button_label (toast, _("_Undo"));
      adw_toast_set_action_name (toast, "win.restore-discarded");
      adw_toast_set_action_target_value (toast, g_variant_new_string (game_id));
      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      ts_window_add_toast (self, toast, text);
    }
  if (klass != NULL)
    g_type_class_unref (klass);
  /* The focus was on the row, which is gone. */
  if (!ts_chooser_focus_unfinished (chooser))
    ts_chooser_focus_games (chooser);
}

static void
restore_discarded_activated (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);
  const char *game_id = g_variant_get_string (parameter, NULL);
  g_autoptr(GError) error = NULL;

  if (!ts_autosave_restore_discarded (game_id, &error))
    {
      /* Translators: a notice when a discarded game cannot come back (a
         new game of its kind was started since) */
      ts_window_toast (self, _("The discarded game cannot come back: another has taken its place"));
      return;
    }
  ts_window_refresh_unfinished (self);
}

void
ts_window_session_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.restore-discarded", "s", restore_discarded_activated);
}
