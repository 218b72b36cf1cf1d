/* ts-prompt-panel.c — a decision offered as buttons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rule of Trigon's prompts (trade answers, battle cards, losses, a
 * card's targets …) are lists of answers in words; so may be any game's
 * decision that has no picture of its own.
 */
#include "ts-prompt-panel.h"

#include <glib/gi18n.h>

struct _TsPromptPanel
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GPtrArray *buttons;   /* of GtkButton, in order */
  GStrv      labels;    /* what they say now */
};

G_DEFINE_FINAL_TYPE (TsPromptPanel, ts_prompt_panel, GTK_TYPE_WIDGET)

enum { SIGNAL_CHOSEN, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
on_clicked (GtkButton     *button,
            TsPromptPanel *self)
{
  guint index;

  if (g_ptr_array_find (self->buttons, button, &index))
    g_signal_emit (self, signals[SIGNAL_CHOSEN], 0, index);
}

static gboolean
same_labels (TsPromptPanel      *self,
             const char * const *labels,
             guint               n)
{
  if (self->labels == NULL)
    return n == 0;
  if (g_strv_length (self->labels) != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (self->labels[i], labels[i] != NULL ? labels[i] : "") != 0)
      return FALSE;
  return TRUE;
}

void
ts_prompt_panel_set_choices (TsPromptPanel      *self,
                             const char * const *labels,
                             guint               n_labels)
{
  GtkWidget *child;
  GStrvBuilder *builder;

  g_return_if_fail (TS_IS_PROMPT_PANEL (self));
  g_return_if_fail (labels != NULL || n_labels == 0);

  gtk_widget_set_visible (GTK_WIDGET (self), n_labels > 0);
  if (same_labels (self, labels, n_labels))
    return;

  while ((child = gtk_widget_get_first_child (self->box)) != NULL)
    gtk_box_remove (GTK_BOX (self->box), child);
  g_ptr_array_set_size (self->buttons, 0);
  builder = g_strv_builder_new ();
  for (guint i = 0; i < n_labels; i++)
    {
      const char *text = labels[i] != NULL ? labels[i] : "";
      /* Translators: a numbered answer of a prompt; the keys 1–9 pick it. */
      g_autofree char *numbered = i < 9 ? g_strdup_printf (_("%u. %s"), i + 1, text) : g_strdup (text);
      GtkWidget *label = gtk_label_new (numbered);
      GtkWidget *button = gtk_button_new ();

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      /* A sentence: not in the buttons' bold. */
      gtk_widget_add_css_class (label, "body");
      gtk_button_set_child (GTK_BUTTON (button), label);
      gtk_button_set_use_underline (GTK_BUTTON (button), FALSE);
      g_signal_connect (button, "clicked", G_CALLBACK (on_clicked), self);
      gtk_box_append (GTK_BOX (self->box), button);
      g_ptr_array_add (self->buttons, button);
      g_strv_builder_add (builder, text);
    }
  g_clear_pointer (&self->labels, g_strfreev);
  self->labels = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
}

guint
ts_prompt_panel_get_n_choices (TsPromptPanel *self)
{
  g_return_val_if_fail (TS_IS_PROMPT_PANEL (self), 0);
  return self->buttons->len;
}

GtkWidget *
ts_prompt_panel_get_button (TsPromptPanel *self,
                            guint          index)
{
  g_return_val_if_fail (TS_IS_PROMPT_PANEL (self), NULL);
  return index < self->buttons->len ? g_ptr_array_index (self->buttons, index) : NULL;
}

static void
ts_prompt_panel_dispose (GObject *object)
{
  TsPromptPanel *self = TS_PROMPT_PANEL (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (ts_prompt_panel_parent_class)->dispose (object);
}

static void
ts_prompt_panel_finalize (GObject *object)
{
  TsPromptPanel *self = TS_PROMPT_PANEL (object);

  g_ptr_array_unref (self->buttons);
  g_strfreev (self->labels);
  G_OBJECT_CLASS (ts_prompt_panel_parent_class)->finalize (object);
}

static void
ts_prompt_panel_class_init (TsPromptPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_prompt_panel_dispose;
  object_class->finalize = ts_prompt_panel_finalize;

  signals[SIGNAL_CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                         NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_css_name (widget_class, "promptpanel");
}

static void
ts_prompt_panel_init (TsPromptPanel *self)
{
  self->buttons = g_ptr_array_new ();
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  /* Translators: the accessible name of the list of answers to a question
     the game asks the player (e.g. which card to play) */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Choices"), -1);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
ts_prompt_panel_new (void)
{
  return g_object_new (TS_TYPE_PROMPT_PANEL, NULL);
}
