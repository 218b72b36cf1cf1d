/* ts-recent-dialog.c — the finished games kept, newest first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row per game the archive keeps (ts-archive.h): who won and the
 * scores, then the game, when it ended and how long it was.  A row is
 * chosen by a click or Enter; the game is loaded (a save file like any
 * other, so a damaged one is refused with the loader's words) and handed
 * to the window for a replay.
 */
#include "ts-recent-dialog.h"

#include <glib/gi18n.h>

#include "ts-archive.h"
#include "ts-save.h"

struct _TsRecentDialog
{
  AdwWindow   parent_instance;

  GtkWidget  *toasts;
  GtkWidget  *stack;
  GtkWidget  *games_list;

  GPtrArray  *entries;      /* of TsArchiveEntry, in the list's order */
  GPtrArray  *row_texts;    /* of char *, for tests and screen readers */
};

G_DEFINE_FINAL_TYPE (TsRecentDialog, ts_recent_dialog, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_REPLAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
game_name (const char *game_id)
{
  GType type = ts_game_type_from_id (game_id);
  g_autoptr(GTypeClass) klass = NULL;

  if (type == G_TYPE_INVALID)
    return game_id;
  klass = g_type_class_ref (type);
  return g_dgettext (GETTEXT_PACKAGE, TS_GAME_CLASS (klass)->name);
}

/* "Ada won", "Shared win: Ada, Bob", "A draw", "Ended unfinished". */
static char *
result_words (const TsArchiveEntry *entry)
{
  g_autoptr(GPtrArray) winners = g_ptr_array_new ();

  if (entry->abandoned)
    /* Translators: how a game in the list of finished games ended: its
       host gave it up before anyone won */
    return g_strdup (_("Ended unfinished"));

  for (guint s = 0; s < entry->n_players; s++)
    if (entry->ranks[s] == 0)
      g_ptr_array_add (winners, entry->names[s]);
  if (winners->len == entry->n_players && entry->n_players > 1)
    /* Translators: how a finished game ended: every player shares first place */
    return g_strdup (_("A draw"));
  if (winners->len == 1)
    /* Translators: how a finished game ended; %s is the winner's name */
    return g_strdup_printf (_("%s won"), (const char *) g_ptr_array_index (winners, 0));
  g_ptr_array_add (winners, NULL);
  {
    g_autofree char *names = g_strjoinv (", ", (char **) winners->pdata);

    /* Translators: how a finished game ended; %s is the names of the
       players who share first place, separated by commas */
    return g_strdup_printf (_("Shared win: %s"), names);
  }
}

/* "Ada 34, Bob 28". */
static char *
score_words (const TsArchiveEntry *entry)
{
  GString *out = g_string_new (NULL);

  for (guint s = 0; s < entry->n_players; s++)
    {
      if (s > 0)
        g_string_append (out, ", ");
      /* Translators: a player's final score in the list of finished
         games: %s is the name, %d the score */
      g_string_append_printf (out, _("%s %d"), entry->names[s], entry->scores[s]);
    }
  return g_string_free (out, FALSE);
}

static char *
when_words (gint64 finished)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (finished);
  g_autoptr(GDateTime) local = utc != NULL ? g_date_time_to_local (utc) : NULL;

  if (local == NULL)
    return g_strdup ("");
  /* Translators: when a game ended, in the list of finished games; see
     the GLib reference of g_date_time_format for the codes: %-d the day,
     %B the month's name, %Y the year, %H:%M the time */
  return g_date_time_format (local, _("%-d %B %Y, %H:%M"));
}

static GtkWidget *
make_row (TsRecentDialog       *self,
          const TsArchiveEntry *entry)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *when = when_words (entry->finished);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *line = NULL;

  if (entry->n_players > 0)
    {
      g_autofree char *result = result_words (entry);
      g_autofree char *scores = score_words (entry);
      g_autofree char *moves = g_strdup_printf (ngettext (/* Translators: the length of a finished game */
                                                          "%u move", "%u moves", entry->n_moves),
                                                entry->n_moves);

      /* Translators: a finished game's row: who won, then the scores */
      title = g_strdup_printf (_("%s — %s"), result, scores);
      /* Translators: below a finished game's result: the game's name,
         when it ended, how many moves */
      subtitle = g_strdup_printf (_("%s · %s · %s"), game_name (entry->game_id), when, moves);
    }
  else
    {
      /* Nothing known but the file: the game and the date. */
      title = g_strdup (game_name (entry->game_id));
      subtitle = g_strdup (when);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  line = g_strdup_printf ("%s; %s", title, subtitle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, line, -1);
  g_ptr_array_add (self->row_texts, g_steal_pointer (&line));
  return row;
}

static void
fill (TsRecentDialog *self,
      const char     *dir)
{
  g_autofree char *default_dir = dir == NULL ? ts_archive_default_dir () : NULL;

  g_clear_pointer (&self->entries, g_ptr_array_unref);
  self->entries = ts_archive_list (dir != NULL ? dir : default_dir, NULL);
  for (guint i = 0; i < self->entries->len; i++)
    gtk_list_box_append (GTK_LIST_BOX (self->games_list), make_row (self, g_ptr_array_index (self->entries, i)));
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), self->entries->len > 0 ? "list" : "empty");
}

void
ts_recent_dialog_choose (TsRecentDialog *self,
                         guint           index)
{
  const TsArchiveEntry *entry;
  g_autoptr(GFile) file = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TS_IS_RECENT_DIALOG (self));
  if (self->entries == NULL || index >= self->entries->len)
    return;
  entry = g_ptr_array_index (self->entries, index);
  file = g_file_new_for_path (entry->path);
  match = ts_save_from_file (file, NULL, &error);
  if (match == NULL)
    {
      g_autofree char *text = NULL;

      /* Translators: a finished game kept for replay could not be read;
         %s is the reason */
      text = g_strdup_printf (_("This game cannot be replayed: %s"), error->message);
      adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (self->toasts), adw_toast_new (text));
      return;
    }
  g_object_ref (self);
  gtk_window_close (GTK_WINDOW (self));
  g_signal_emit (self, signals[SIGNAL_REPLAY], 0, match);
  g_object_unref (self);
}

static void
on_row_activated (GtkListBox     *list,
                  GtkListBoxRow  *row,
                  TsRecentDialog *self)
{
  ts_recent_dialog_choose (self, (guint) gtk_list_box_row_get_index (row));
}

guint
ts_recent_dialog_get_n_rows (TsRecentDialog *self)
{
  g_return_val_if_fail (TS_IS_RECENT_DIALOG (self), 0);
  return self->entries != NULL ? self->entries->len : 0;
}

char *
ts_recent_dialog_get_row_text (TsRecentDialog *self,
                               guint           index)
{
  g_return_val_if_fail (TS_IS_RECENT_DIALOG (self), NULL);
  return index < self->row_texts->len ? g_strdup (g_ptr_array_index (self->row_texts, index)) : NULL;
}

static void
ts_recent_dialog_finalize (GObject *object)
{
  TsRecentDialog *self = TS_RECENT_DIALOG (object);

  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_ptr_array_unref (self->row_texts);
  G_OBJECT_CLASS (ts_recent_dialog_parent_class)->finalize (object);
}

static void
ts_recent_dialog_class_init (TsRecentDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = ts_recent_dialog_finalize;
  signals[SIGNAL_REPLAY] = g_signal_new ("replay", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                         NULL, NULL, NULL, G_TYPE_NONE, 1, TS_TYPE_MATCH);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tessella/Tessella/ui/recent-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TsRecentDialog, toasts);
  gtk_widget_class_bind_template_child (widget_class, TsRecentDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, TsRecentDialog, games_list);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ts_recent_dialog_init (TsRecentDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->row_texts = g_ptr_array_new_with_free_func (g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->games_list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: the accessible name of the
                                     list of finished games */
                                  _("Finished games"), -1);
  g_signal_connect_object (self->games_list, "row-activated", G_CALLBACK (on_row_activated), self, 0);
}

GtkWidget *
ts_recent_dialog_new (GtkWindow  *parent,
                      const char *dir)
{
  TsRecentDialog *self = g_object_new (TS_TYPE_RECENT_DIALOG,
                       /* A dialog, with its title, for a screen reader
                        * (the class's role does not reach GTK 4.8's AT-SPI). */
                       "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG, "transient-for", parent, NULL);

  fill (self, dir);
  return GTK_WIDGET (self);
}
