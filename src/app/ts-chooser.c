/* ts-chooser.c — the page that lists the games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "ts-chooser.h"
#include "ts-board.h"
#include "ts-game.h"
#include "ts-games.h"

#define PICTURE_WIDTH 128
#define PICTURE_HEIGHT 96

struct _TsChooser
{
  GtkWidget  parent_instance;

  GtkWidget *resume_revealer;
  GtkWidget *resume_label;
  GtkWidget *resume_button;
  GtkWidget *games_list;
};

G_DEFINE_FINAL_TYPE (TsChooser, ts_chooser, GTK_TYPE_WIDGET)

enum
{
  GAME_CHOSEN,
  RESUME_CHOSEN,
  DISCARD_CHOSEN,
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
      if (ts_board_exists_for_game (TS_GAME_CLASS (klass)->id))
        gtk_list_box_append (GTK_LIST_BOX (self->games_list), new_game_row (type));
    }
}

static void
on_row_activated (GtkListBox    *list,
                  GtkListBoxRow *row,
                  TsChooser     *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "game-id");

  g_signal_emit (self, signals[GAME_CHOSEN], 0, id);
}

static void
resume_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsChooser *self = TS_CHOOSER (widget);

  ts_chooser_hide_resume (self);
  g_signal_emit (self, signals[RESUME_CHOSEN], 0);
}

static void
discard_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TsChooser *self = TS_CHOOSER (widget);

  ts_chooser_hide_resume (self);
  /* The focus was on the banner, which is going away. */
  ts_chooser_focus_games (self);
  g_signal_emit (self, signals[DISCARD_CHOSEN], 0);
}

static void
ts_chooser_dispose (GObject *object)
{
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
                                         G_TYPE_NONE, 0);
  signals[DISCARD_CHOSEN] = g_signal_new ("discard-chosen",
                                          G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/ui/chooser.ui");
  gtk_widget_class_bind_template_child (widget_class, TsChooser, resume_revealer);
  gtk_widget_class_bind_template_child (widget_class, TsChooser, resume_label);
  gtk_widget_class_bind_template_child (widget_class, TsChooser, resume_button);
  gtk_widget_class_bind_template_child (widget_class, TsChooser, games_list);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);

  gtk_widget_class_install_action (widget_class, "chooser.resume", NULL, resume_activated);
  gtk_widget_class_install_action (widget_class, "chooser.discard", NULL, discard_activated);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "chooser");
}

static void
ts_chooser_init (TsChooser *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  fill_games (self);
}

GtkWidget *
ts_chooser_new (void)
{
  return g_object_new (TS_TYPE_CHOOSER, NULL);
}

void
ts_chooser_offer_resume (TsChooser  *self,
                         const char *message)
{
  g_return_if_fail (TS_IS_CHOOSER (self));
  g_return_if_fail (message != NULL);

  gtk_label_set_label (GTK_LABEL (self->resume_label), message);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->resume_revealer), TRUE);
  /* Enter resumes: a player who left a game most likely wants it back,
   * and a new game is one Tab away. */
  gtk_widget_grab_focus (self->resume_button);
}

void
ts_chooser_hide_resume (TsChooser *self)
{
  g_return_if_fail (TS_IS_CHOOSER (self));

  gtk_revealer_set_reveal_child (GTK_REVEALER (self->resume_revealer), FALSE);
}

gboolean
ts_chooser_get_resume_offered (TsChooser *self)
{
  g_return_val_if_fail (TS_IS_CHOOSER (self), FALSE);

  return gtk_revealer_get_reveal_child (GTK_REVEALER (self->resume_revealer));
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
