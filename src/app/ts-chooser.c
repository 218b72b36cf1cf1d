/* ts-chooser.c — the page that lists the games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>
#include <string.h>
#include <glib/gi18n.h>

#include "ts-chooser.h"
#include "ts-a11y.h"
#include "ts-game-boards.h"
#include "ts-game.h"
#include "ts-games.h"
#include "ts-net-browse.h"

#define PICTURE_WIDTH 128
#define PICTURE_HEIGHT 96

struct _TsChooser
{
  GtkWidget   parent_instance;

  GtkWidget  *games_list;
  GtkWidget  *nearby_heading;
  GtkWidget  *nearby_list;
  GHashTable *unfinished;   /* game id → its "Continue" row */
};

G_DEFINE_FINAL_TYPE (TsChooser, ts_chooser, GTK_TYPE_WIDGET)

enum
{
  GAME_CHOSEN,
  RESUME_CHOSEN,
  DISCARD_CHOSEN,
  NEARBY_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkWidget *
new_game_row (GType type)
{
  g_autoptr(GTypeClass) klass = g_type_class_ref (type);
  TsGameClass *game_class = TS_GAME_CLASS (klass);
  const char *game_name = g_dgettext (GETTEXT_PACKAGE, game_class->name);
  const char *game_description = g_dgettext (GETTEXT_PACKAGE, game_class->description);
  g_autofree char *resource = NULL;
  GtkWidget *row, *box, *picture, *text, *name, *description, *arrow;

  row = gtk_list_box_row_new ();
  g_object_set_data_full (G_OBJECT (row), "game-id", g_strdup (game_class->id), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, game_name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, game_description,
                                  -1);

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  gtk_widget_add_css_class (box, "game-row");

  resource = g_strdup_printf ("/io/github/tessella/Tessella/pictures/%s.svg", game_class->id);
  if (g_resources_get_info (resource, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL))
    picture = gtk_picture_new_for_resource (resource);
  else
    picture = gtk_image_new_from_icon_name ("applications-games-symbolic");
  gtk_widget_set_size_request (picture, PICTURE_WIDTH, PICTURE_HEIGHT);
  gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (picture),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, game_name,
                                  -1);
  gtk_box_append (GTK_BOX (box), picture);

  text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_valign (text, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (text, TRUE);

  name = gtk_label_new (game_name);
  gtk_label_set_xalign (GTK_LABEL (name), 0.0);
  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_widget_add_css_class (name, "title-3");
  gtk_box_append (GTK_BOX (text), name);

  description = gtk_label_new (game_description);
  gtk_label_set_xalign (GTK_LABEL (description), 0.0);
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (description), 48);
  gtk_widget_add_css_class (description, "dim-label");
  gtk_box_append (GTK_BOX (text), description);

  if (game_class->min_players > 0 && game_class->max_players >= game_class->min_players)
    {
      g_autofree char *players = NULL;
      GtkWidget *players_label;

      if (game_class->min_players == game_class->max_players)
        /* Translators: how many players a game allows, e.g. "2 players",
           under a game in the list of games */
        players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players",
                                                game_class->max_players),
                                   game_class->max_players);
      else
        /* Translators: the number of players a game allows, e.g. "2–4 players" */
        players = g_strdup_printf (_("%u–%u players"),
                                   game_class->min_players, game_class->max_players);

      players_label = gtk_label_new (players);
      gtk_label_set_xalign (GTK_LABEL (players_label), 0.0);
      gtk_widget_add_css_class (players_label, "caption");
      gtk_widget_add_css_class (players_label, "dim-label");
      gtk_box_append (GTK_BOX (text), players_label);
    }

  gtk_box_append (GTK_BOX (box), text);

  arrow = gtk_image_new_from_icon_name ("go-next-symbolic");
  gtk_widget_set_valign (arrow, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (arrow),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  gtk_box_append (GTK_BOX (box), arrow);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

static void
fill_games (TsChooser *self)
{
  g_autoptr(GList) types = NULL;

  ts_games_ensure ();
  types = ts_game_list_types ();
  for (GList *l = types; l != NULL; l = l->next)
    {
      GType type = (GType) GPOINTER_TO_SIZE (l->data);
      g_autoptr(GTypeClass) klass = g_type_class_ref (type);

      /* A game without a board yet is played from the command line only. */
      if (ts_game_boards_exists (TS_GAME_CLASS (klass)->id))
        gtk_list_box_append (GTK_LIST_BOX (self->games_list), new_game_row (type));
    }
}

static void
on_row_activated (GtkListBox    *list,
                  GtkListBoxRow *row,
                  TsChooser     *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "game-id");
  const char *resume_id = g_object_get_data (G_OBJECT (row), "resume-id");

  if (resume_id != NULL)
    g_signal_emit (self, signals[RESUME_CHOSEN], 0, resume_id);
  else if (id != NULL)
    g_signal_emit (self, signals[GAME_CHOSEN], 0, id);
}

static void
resume_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsChooser *self = TS_CHOOSER (widget);
  g_autofree char *id = g_variant_dup_string (parameter, NULL);

  g_signal_emit (self, signals[RESUME_CHOSEN], 0, id);
}

static void
discard_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TsChooser *self = TS_CHOOSER (widget);
  g_autofree char *id = g_variant_dup_string (parameter, NULL);

  g_signal_emit (self, signals[DISCARD_CHOSEN], 0, id);
}

static void
join_nearby_activated (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TsChooser *self = TS_CHOOSER (widget);
  g_autofree char *match = g_variant_dup_string (parameter, NULL);

  g_signal_emit (self, signals[NEARBY_CHOSEN], 0, match);
}

static void
ts_chooser_dispose (GObject *object)
{
  g_clear_pointer (&TS_CHOOSER (object)->unfinished, g_hash_table_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), TS_TYPE_CHOOSER);
  /* The template's root child has no id, so it is not disposed with it. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (ts_chooser_parent_class)->dispose (object);
}

static void
ts_chooser_class_init (TsChooserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_chooser_dispose;

  signals[GAME_CHOSEN] = g_signal_new ("game-chosen",
                                       G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[RESUME_CHOSEN] = g_signal_new ("resume-chosen",
                                         G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[DISCARD_CHOSEN] = g_signal_new ("discard-chosen",
                                          G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[NEARBY_CHOSEN] = g_signal_new ("nearby-chosen",
                                         G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_STRING);

  /* A named group for screen readers, not the abstract "widget". */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/ui/chooser.ui");
  gtk_widget_class_bind_template_child (widget_class, TsChooser, games_list);
  gtk_widget_class_bind_template_child (widget_class, TsChooser, nearby_heading);
  gtk_widget_class_bind_template_child (widget_class, TsChooser, nearby_list);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);

  gtk_widget_class_install_action (widget_class, "chooser.resume", "s", resume_activated);
  gtk_widget_class_install_action (widget_class, "chooser.discard", "s", discard_activated);
  gtk_widget_class_install_action (widget_class, "chooser.join-nearby", "s", join_nearby_activated);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "chooser");
}

static void
ts_chooser_init (TsChooser *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->unfinished = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  fill_games (self);
}

GtkWidget *
ts_chooser_new (void)
{
  return g_object_new (TS_TYPE_CHOOSER, NULL);
}

/* The row of GAME_ID's game. */
static GtkWidget *
find_game_row (TsChooser  *self,
               const char *game_id)
{
  for (GtkWidget *row = gtk_widget_get_first_child (self->games_list);
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "game-id"), game_id) == 0)
      return row;
  return NULL;
}

static GtkWidget *
new_unfinished_row (const char *game_id,
                    const char *title,
                    const char *summary,
                    const char *discard_label)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *discard, *resume;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), summary);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name ("media-playback-start-symbolic"));
  g_object_set_data_full (G_OBJECT (row), "resume-id", g_strdup (game_id), g_free);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);

  if (discard_label != NULL)
    {
      discard = gtk_button_new_with_mnemonic (discard_label);
      gtk_widget_set_valign (discard, GTK_ALIGN_CENTER);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (discard), "chooser.discard");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (discard), "s", game_id);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), discard);
    }

  /* Translators: a button under an unfinished game in the list of games: go
     on playing it */
  resume = gtk_button_new_with_mnemonic (_("_Continue"));
  gtk_widget_set_valign (resume, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (resume, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (resume), "chooser.resume");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (resume), "s", game_id);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), resume);
  g_object_set_data (G_OBJECT (row), "resume-button", resume);

  /* Named by their words, not their mnemonics, for a screen reader. */
  ts_a11y_mend (row);
  return row;
}

/* Puts the row KEY (SUMMARY NULL: none) under GAME_ID's game. */
static void
set_row (TsChooser  *self,
         const char *key,
         const char *game_id,
         const char *title,
         const char *summary,
         const char *discard_label)
{
  GtkWidget *old, *game_row;

  old = g_hash_table_lookup (self->unfinished, key);
  if (old != NULL)
    {
      gtk_list_box_remove (GTK_LIST_BOX (self->games_list), old);
      g_hash_table_remove (self->unfinished, key);
    }
  if (summary == NULL)
    return;

  game_row = game_id != NULL ? find_game_row (self, game_id) : NULL;
  if (game_row != NULL)
    {
      GtkWidget *row = new_unfinished_row (key, title, summary, discard_label);

      gtk_list_box_insert (GTK_LIST_BOX (self->games_list), row,
                           gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (game_row)) + 1);
      g_hash_table_insert (self->unfinished, g_strdup (key), row);
    }
}

static const char *
game_name (const char *game_id)
{
  GType type = ts_game_type_from_id (game_id);
  g_autoptr(GTypeClass) klass = NULL;

  if (type == G_TYPE_INVALID)
    return NULL;
  klass = g_type_class_ref (type);
  /* Class data lives as long as the type. */
  return g_dgettext (GETTEXT_PACKAGE, TS_GAME_CLASS (klass)->name);
}

void
ts_chooser_set_unfinished (TsChooser  *self,
                           const char *game_id,
                           const char *summary)
{
  g_autofree char *title = NULL;

  g_return_if_fail (TS_IS_CHOOSER (self));
  g_return_if_fail (game_id != NULL);

  if (summary != NULL && game_name (game_id) != NULL)
    /* Translators: a row under a game in the list of games; %s is the game */
    title = g_strdup_printf (_("Continue your game of %s"), game_name (game_id));
  set_row (self, game_id, game_id, title, title != NULL ? summary : NULL,
           /* Translators: a button under an unfinished game in the list of
              games: throw that game away */
           _("_Discard"));
}

void
ts_chooser_set_online (TsChooser  *self,
                       const char *key,
                       const char *game_id,
                       const char *summary,
                       const char *discard_label)
{
  g_autofree char *title = NULL;

  g_return_if_fail (TS_IS_CHOOSER (self));
  g_return_if_fail (key != NULL);

  if (summary != NULL && game_id != NULL && game_name (game_id) != NULL)
    /* Translators: a row under a game in the list of games for a game
       played online; %s is the game */
    title = g_strdup_printf (_("Continue your online game of %s"), game_name (game_id));
  set_row (self, key, game_id, title, title != NULL ? summary : NULL, discard_label);
}

GStrv
ts_chooser_list_online (TsChooser *self)
{
  g_autoptr(GStrvBuilder) keys = g_strv_builder_new ();
  GHashTableIter iter;
  gpointer key, row;

  g_return_val_if_fail (TS_IS_CHOOSER (self), NULL);

  g_hash_table_iter_init (&iter, self->unfinished);
  while (g_hash_table_iter_next (&iter, &key, &row))
    if (strchr (key, ':') != NULL)
      g_strv_builder_add (keys, key);
  return g_strv_builder_end (keys);
}

void
ts_chooser_set_nearby (TsChooser *self,
                       GPtrArray *games)
{
  guint shown = 0;

  g_return_if_fail (TS_IS_CHOOSER (self));

  for (GtkWidget *row; (row = gtk_widget_get_first_child (self->nearby_list)) != NULL;)
    gtk_list_box_remove (GTK_LIST_BOX (self->nearby_list), row);
  for (guint i = 0; games != NULL && i < games->len; i++)
    {
      const TsNetNearby *nearby = g_ptr_array_index (games, i);
      const char *name = game_name (nearby->game);
      g_autofree char *seats = NULL;
      g_autofree char *subtitle = NULL;
      GtkWidget *row, *join;

      /* A game this version does not have, or nothing left to take. */
      if (name == NULL || nearby->free == 0)
        continue;
      /* Translators: under a game in "Games Near You"; %u is 1–3 */
      seats = g_strdup_printf (ngettext ("%u free seat", "%u free seats", nearby->free), nearby->free);
      if (nearby->host_name != NULL && *nearby->host_name != '\0')
        /* Translators: under a game in "Games Near You"; the first %s is
           the host's name, the second says how many seats are free */
        subtitle = g_strdup_printf (_("Hosted by %s · %s"), nearby->host_name, seats);
      row = adw_action_row_new ();
      /* The host's name comes from the network: words, not markup. */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle != NULL ? subtitle : seats);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("network-workgroup-symbolic"));
      /* Translators: a button beside a game in "Games Near You": take a
         free seat in it */
      join = gtk_button_new_with_mnemonic (_("_Join"));
      gtk_widget_set_valign (join, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (join, "suggested-action");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (join), "chooser.join-nearby");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (join), "s", nearby->match);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), join);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), join);
      g_object_set_data_full (G_OBJECT (row), "nearby-match", g_strdup (nearby->match), g_free);
      ts_a11y_mend (row);
      gtk_list_box_append (GTK_LIST_BOX (self->nearby_list), row);
      shown++;
    }
  gtk_widget_set_visible (self->nearby_heading, shown > 0);
  gtk_widget_set_visible (self->nearby_list, shown > 0);
}

guint
ts_chooser_get_n_nearby (TsChooser *self)
{
  guint n = 0;

  g_return_val_if_fail (TS_IS_CHOOSER (self), 0);

  for (GtkWidget *row = gtk_widget_get_first_child (self->nearby_list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    n++;
  return n;
}

gboolean
ts_chooser_has_unfinished (TsChooser  *self,
                           const char *game_id)
{
  g_return_val_if_fail (TS_IS_CHOOSER (self), FALSE);

  if (game_id == NULL)
    return g_hash_table_size (self->unfinished) > 0;
  return g_hash_table_contains (self->unfinished, game_id);
}

gboolean
ts_chooser_focus_unfinished (TsChooser *self)
{
  g_return_val_if_fail (TS_IS_CHOOSER (self), FALSE);

  /* Enter resumes: a player who left a game most likely wants it back,
   * and a new game is one Tab away.  The first in the list, if several. */
  for (GtkWidget *row = gtk_widget_get_first_child (self->games_list);
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (g_object_get_data (G_OBJECT (row), "resume-id") != NULL)
      {
        gtk_widget_grab_focus (g_object_get_data (G_OBJECT (row), "resume-button"));
        return TRUE;
      }
  return FALSE;
}

GtkWidget *
ts_chooser_get_first_row (TsChooser *self)
{
  g_return_val_if_fail (TS_IS_CHOOSER (self), NULL);

  return GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->games_list), 0));
}

void
ts_chooser_focus_games (TsChooser *self)
{
  GtkWidget *first;

  g_return_if_fail (TS_IS_CHOOSER (self));

  first = ts_chooser_get_first_row (self);
  if (first != NULL)
    gtk_widget_grab_focus (first);
}
