/* ts-stats-dialog.c — how each player is doing, game by game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A row per player who finished a game of the chosen game: games played
 * and won, the best and the mean score, the longest run of wins and the
 * win rate against each computer level met.  Reset forgets the chosen
 * game's records, after a question.  The file is read when the dialog
 * opens; a damaged one was already set aside by the loader, and is said.
 */
#include "ts-stats-dialog.h"

#include <glib/gi18n.h>

#include "ts-game-boards.h"
#include "ts-games.h"
#include "ts-stats.h"

struct _TsStatsDialog
{
  AdwWindow   parent_instance;

  GtkWidget  *reset_button;
  GtkWidget  *game_row;
  GtkWidget  *empty_page;
  GtkWidget  *players_list;

  TsStats    *stats;
  char       *path;
  GPtrArray  *game_ids;     /* of char *, in the combo row's order */
  GPtrArray  *row_texts;    /* of char *, for tests and screen readers */
};

G_DEFINE_FINAL_TYPE (TsStatsDialog, ts_stats_dialog, ADW_TYPE_WINDOW)

const char *
ts_stats_dialog_get_game_id (TsStatsDialog *self)
{
  guint i = adw_combo_row_get_selected (ADW_COMBO_ROW (self->game_row));

  return i < self->game_ids->len ? g_ptr_array_index (self->game_ids, i) : NULL;
}

static char *
level_rates (const TsStatsEntry *e)
{
  GPtrArray *parts = g_ptr_array_new_with_free_func (g_free);
  char *text;

  for (int l = 0; l < TS_N_LEVELS; l++)
    if (e->vs_played[l] > 0)
      {
        char *part;

        if (l == TS_LEVEL_EASY)
          /* Translators: games won against computer players of a level */
          part = g_strdup_printf (_("against easy computers: %u of %u won"), e->vs_won[l], e->vs_played[l]);
        else if (l == TS_LEVEL_NORMAL)
          /* Translators: games won against computer players of a level */
          part = g_strdup_printf (_("against normal computers: %u of %u won"), e->vs_won[l], e->vs_played[l]);
        else
          /* Translators: games won against computer players of a level */
          part = g_strdup_printf (_("against hard computers: %u of %u won"), e->vs_won[l], e->vs_played[l]);
        g_ptr_array_add (parts, part);
      }
  g_ptr_array_add (parts, NULL);
  text = g_strjoinv ("; ", (char **) parts->pdata);
  g_ptr_array_unref (parts);
  return text;
}

static void
fill (TsStatsDialog *self)
{
  const char *game_id = ts_stats_dialog_get_game_id (self);
  g_auto(GStrv) players = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->players_list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->players_list), child);
  g_ptr_array_set_size (self->row_texts, 0);
  players = game_id != NULL ? ts_stats_list_players (self->stats, game_id) : g_new0 (char *, 1);
  for (guint i = 0; players[i] != NULL; i++)
    {
      const TsStatsEntry *e = ts_stats_lookup (self->stats, game_id, players[i]);
      g_autofree char *rates = level_rates (e);
      g_autofree char *line = NULL;
      GtkWidget *row = adw_action_row_new ();
      GString *subtitle = g_string_new (NULL);

      /* Translators: a player's record; the numbers are games won, games
       * played, the win rate in percent */
      g_string_append_printf (subtitle, ngettext ("%u of %u game won (%u %%)", "%u of %u games won (%u %%)",
                                                  e->played),
                              e->won, e->played, (e->won * 100 + e->played / 2) / MAX (e->played, 1));
      g_string_append (subtitle, "\n");
      /* Translators: best and mean score of a player */
      g_string_append_printf (subtitle, _("Best score %d, mean %.1f"), e->best,
                              (double) e->total / MAX (e->played, 1));
      g_string_append (subtitle, "\n");
      /* Translators: the most games a player won one after the other */
      g_string_append_printf (subtitle, ngettext ("Longest run of wins: %u game", "Longest run of wins: %u games",
                                                  e->best_streak), e->best_streak);
      if (*rates != '\0')
        g_string_append_printf (subtitle, "\n%s", rates);
      if (e->hinted > 0)
        {
          g_string_append_c (subtitle, '\n');
          /* Translators: games in which the player asked for a suggested move */
          g_string_append_printf (subtitle, ngettext ("A move was suggested in %u game",
                                                      "A move was suggested in %u games", e->hinted), e->hinted);
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), players[i]);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle->str);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      line = g_strdup_printf ("%s: %s", players[i], subtitle->str);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, line, -1);
      g_ptr_array_add (self->row_texts, g_steal_pointer (&line));
      g_string_free (subtitle, TRUE);
      gtk_list_box_append (GTK_LIST_BOX (self->players_list), row);
    }
  gtk_widget_set_visible (self->players_list, players[0] != NULL);
  gtk_widget_set_visible (self->empty_page, players[0] == NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "stats.reset", players[0] != NULL);
}

char *
ts_stats_dialog_get_row_text (TsStatsDialog *self,
                              guint          index)
{
  g_return_val_if_fail (TS_IS_STATS_DIALOG (self), NULL);
  return index < self->row_texts->len ? g_strdup (g_ptr_array_index (self->row_texts, index)) : NULL;
}

void
ts_stats_dialog_reset_now (TsStatsDialog *self)
{
  g_autoptr(GError) error = NULL;

  ts_stats_reset (self->stats, ts_stats_dialog_get_game_id (self));
  if (!ts_stats_save (self->stats, self->path, &error))
    g_warning ("%s", error->message);
  fill (self);
}

static void
on_reset_answered (AdwMessageDialog *dialog,
                   const char       *response,
                   TsStatsDialog    *self)
{
  if (g_str_equal (response, "reset"))
    ts_stats_dialog_reset_now (self);
}

static void
reset_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TsStatsDialog *self = TS_STATS_DIALOG (widget);
  GtkWidget *question;

  question = adw_message_dialog_new (GTK_WINDOW (self),
                                     /* Translators: asked before the statistics of a game are forgotten */
                                     _("Reset the Statistics?"),
                                     /* Translators: below Reset the Statistics? */
                                     _("The record of every player of this game is forgotten. This cannot be undone."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (question), "cancel", _("_Cancel"),
                                    /* Translators: forgets the statistics of the game */
                                    "reset", _("_Reset"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (question), "reset",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (question), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (question), "cancel");
  g_signal_connect_object (question, "response", G_CALLBACK (on_reset_answered), self, 0);
  gtk_window_present (GTK_WINDOW (question));
}

static void
fill_games (TsStatsDialog *self)
{
  g_autoptr(GList) types = NULL;
  GtkStringList *names = gtk_string_list_new (NULL);

  ts_games_ensure ();
  types = ts_game_list_types ();
  for (GList *l = types; l != NULL; l = l->next)
    {
      g_autoptr(GTypeClass) klass = g_type_class_ref ((GType) GPOINTER_TO_SIZE (l->data));
      TsGameClass *game = TS_GAME_CLASS (klass);

      if (!ts_game_boards_exists (game->id))
        continue;
      g_ptr_array_add (self->game_ids, g_strdup (game->id));
      gtk_string_list_append (names, g_dgettext (GETTEXT_PACKAGE, game->name));
    }
  adw_combo_row_set_model (ADW_COMBO_ROW (self->game_row), G_LIST_MODEL (names));
  g_object_unref (names);
}

static void
ts_stats_dialog_finalize (GObject *object)
{
  TsStatsDialog *self = TS_STATS_DIALOG (object);

  ts_stats_free (self->stats);
  g_free (self->path);
  g_ptr_array_unref (self->game_ids);
  g_ptr_array_unref (self->row_texts);
  G_OBJECT_CLASS (ts_stats_dialog_parent_class)->finalize (object);
}

static void
ts_stats_dialog_class_init (TsStatsDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = ts_stats_dialog_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tessella/Tessella/ui/stats-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TsStatsDialog, reset_button);
  gtk_widget_class_bind_template_child (widget_class, TsStatsDialog, game_row);
  gtk_widget_class_bind_template_child (widget_class, TsStatsDialog, empty_page);
  gtk_widget_class_bind_template_child (widget_class, TsStatsDialog, players_list);
  gtk_widget_class_install_action (widget_class, "stats.reset", NULL, reset_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ts_stats_dialog_init (TsStatsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->stats = ts_stats_new ();
  self->path = ts_stats_default_path ();
  self->game_ids = g_ptr_array_new_with_free_func (g_free);
  self->row_texts = g_ptr_array_new_with_free_func (g_free);
  fill_games (self);
  g_signal_connect_swapped (self->game_row, "notify::selected", G_CALLBACK (fill), self);
}

GtkWidget *
ts_stats_dialog_new (GtkWindow  *parent,
                     const char *game_id)
{
  TsStatsDialog *self = g_object_new (TS_TYPE_STATS_DIALOG,
                       /* A dialog, with its title, for a screen reader
                        * (the class's role does not reach GTK 4.8's AT-SPI). */
                       "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG, "transient-for", parent, NULL);
  g_autoptr(GError) error = NULL;

  /* A damaged file was set aside by the loader: the dialog starts empty. */
  if (!ts_stats_load (self->stats, self->path, &error))
    g_message ("%s", error->message);
  for (guint i = 0; game_id != NULL && i < self->game_ids->len; i++)
    if (g_str_equal (g_ptr_array_index (self->game_ids, i), game_id))
      adw_combo_row_set_selected (ADW_COMBO_ROW (self->game_row), i);
  fill (self);
  return GTK_WIDGET (self);
}
