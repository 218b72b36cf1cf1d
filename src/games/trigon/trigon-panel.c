/* trigon-panel.c — the side panel of the Rule of Trigon board (being
 * written: the prompt and the choices, until the full panel lands)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "trigon-board-private.h"

struct _TsTrigonPanel
{
  GtkWidget  parent_instance;
  GtkWidget *box;
  GtkWidget *prompt;
  GtkWidget *choices;
};

G_DEFINE_FINAL_TYPE (TsTrigonPanel, ts_trigon_panel, GTK_TYPE_WIDGET)

static void
ts_trigon_panel_dispose (GObject *object)
{
  TsTrigonPanel *self = TS_TRIGON_PANEL (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (ts_trigon_panel_parent_class)->dispose (object);
}

static void
ts_trigon_panel_class_init (TsTrigonPanelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ts_trigon_panel_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
ts_trigon_panel_init (TsTrigonPanel *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->prompt = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->prompt), TRUE);
  self->choices = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_box_append (GTK_BOX (self->box), self->prompt);
  gtk_box_append (GTK_BOX (self->box), self->choices);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

GtkWidget *
ts_trigon_panel_new (void)
{
  return g_object_new (TS_TYPE_TRIGON_PANEL, NULL);
}

void
ts_trigon_panel_update (TsTrigonPanel  *self,
                        const TrgScene *scene,
                        TsMatch        *match,
                        const char     *prompt)
{
  GtkWidget *child;

  gtk_label_set_text (GTK_LABEL (self->prompt), prompt != NULL ? prompt : "");
  while ((child = gtk_widget_get_first_child (self->choices)) != NULL)
    gtk_box_remove (GTK_BOX (self->choices), child);
  for (guint i = 0; i < scene->n_choices; i++)
    {
      GtkWidget *b = gtk_button_new_with_label (scene->choices[i].label);

      gtk_actionable_set_action_name (GTK_ACTIONABLE (b), "board.choose");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (b), "i", (int) i);
      gtk_box_append (GTK_BOX (self->choices), b);
    }
}

GtkWidget *
ts_trigon_panel_get_part (TsTrigonPanel *self,
                          const char    *what,
                          int            arg)
{
  if (g_str_equal (what, "prompt"))
    return self->prompt;
  return NULL;
}
