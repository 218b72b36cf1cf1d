/* ts-curtain.c — the hot-seat screen between two players' private views
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "ts-curtain.h"

struct _TsCurtain
{
  GtkWidget  parent_instance;

  GtkWidget *title_label;
  GtkWidget *reason_label;
  GtkWidget *hint_label;
  GtkWidget *button;
  GtkWidget *refuse_button;

  char      *player;
  gboolean   asking;
};

G_DEFINE_FINAL_TYPE (TsCurtain, ts_curtain, GTK_TYPE_WIDGET)

enum
{
  LIFTED,
  ANSWERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
lift_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsCurtain *self = TS_CURTAIN (widget);

  if (self->asking)
    g_signal_emit (self, signals[ANSWERED], 0, TRUE);
  else
    g_signal_emit (self, signals[LIFTED], 0);
}

static void
refuse_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsCurtain *self = TS_CURTAIN (widget);

  if (self->asking)
    g_signal_emit (self, signals[ANSWERED], 0, FALSE);
}

static void
ts_curtain_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TS_TYPE_CURTAIN);
  /* The template's root child has no id, so it is not disposed with it. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (ts_curtain_parent_class)->dispose (object);
}

static void
ts_curtain_finalize (GObject *object)
{
  TsCurtain *self = TS_CURTAIN (object);

  g_free (self->player);

  G_OBJECT_CLASS (ts_curtain_parent_class)->finalize (object);
}

static void
ts_curtain_class_init (TsCurtainClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_curtain_dispose;
  object_class->finalize = ts_curtain_finalize;

  /**
   * TsCurtain::lifted:
   *
   * The named player pressed the button: their view may be shown.
   */
  signals[LIFTED] = g_signal_new ("lifted",
                                  G_TYPE_FROM_CLASS (klass),
                                  G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 0);

  /**
   * TsCurtain::answered:
   * @yes: whether the named player agreed
   *
   * The named player answered the question (ts_curtain_ask).
   */
  signals[ANSWERED] = g_signal_new ("answered",
                                    G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 1, G_TYPE_BOOLEAN);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/ui/curtain.ui");
  gtk_widget_class_bind_template_child (widget_class, TsCurtain, title_label);
  gtk_widget_class_bind_template_child (widget_class, TsCurtain, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TsCurtain, button);
  gtk_widget_class_bind_template_child (widget_class, TsCurtain, reason_label);
  gtk_widget_class_bind_template_child (widget_class, TsCurtain, refuse_button);

  gtk_widget_class_install_action (widget_class, "curtain.lift", NULL, lift_activated);
  gtk_widget_class_install_action (widget_class, "curtain.refuse", NULL, refuse_activated);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "curtain");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ts_curtain_init (TsCurtain *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ts_curtain_new (void)
{
  return g_object_new (TS_TYPE_CURTAIN, NULL);
}

/* The screen asks for NAME, with REASON (or none) under the title. */
static void
set_screen (TsCurtain  *self,
            const char *name,
            const char *reason)
{
  g_autofree char *title = NULL;

  g_free (self->player);
  self->player = g_strdup (name);
  /* Translators: hot-seat screen; %s is a player's name */
  title = g_strdup_printf (_("Pass the device to %s"), name);
  gtk_label_set_label (GTK_LABEL (self->title_label), title);
  gtk_label_set_label (GTK_LABEL (self->reason_label), reason != NULL ? reason : "");
  gtk_widget_set_visible (self->reason_label, reason != NULL && *reason != '\0');
}

void
ts_curtain_set_player (TsCurtain  *self,
                       const char *name,
                       const char *reason)
{
  g_autofree char *hint = NULL;
  g_autofree char *button = NULL;

  g_return_if_fail (TS_IS_CURTAIN (self));
  g_return_if_fail (name != NULL);

  self->asking = FALSE;
  set_screen (self, name, reason);
  /* Translators: hot-seat screen; %s is a player's name */
  hint = g_strdup_printf (_("Everyone else, please look away. %s, press the button when only you can see the screen."),
                          name);
  /* Translators: button on the hot-seat screen; %s is a player's name */
  button = g_strdup_printf (_("I am %s"), name);
  gtk_label_set_label (GTK_LABEL (self->hint_label), hint);
  gtk_button_set_label (GTK_BUTTON (self->button), button);
  gtk_widget_set_visible (self->refuse_button, FALSE);
}

void
ts_curtain_ask (TsCurtain  *self,
                const char *name,
                const char *question,
                const char *yes,
                const char *no)
{
  g_autofree char *hint = NULL;

  g_return_if_fail (TS_IS_CURTAIN (self));
  g_return_if_fail (name != NULL && question != NULL && yes != NULL && no != NULL);

  self->asking = TRUE;
  set_screen (self, name, question);
  /* Translators: hot-seat screen when a player is asked a question (may
     another player take back your turn?); %s is the asked player's name */
  hint = g_strdup_printf (_("%s, only you decide: the others see your answer, not your cards."), name);
  gtk_label_set_label (GTK_LABEL (self->hint_label), hint);
  gtk_button_set_label (GTK_BUTTON (self->button), yes);
  gtk_button_set_label (GTK_BUTTON (self->refuse_button), no);
  gtk_widget_set_visible (self->refuse_button, TRUE);
}

gboolean
ts_curtain_is_asking (TsCurtain *self)
{
  g_return_val_if_fail (TS_IS_CURTAIN (self), FALSE);
  return self->asking;
}

const char *
ts_curtain_get_reason (TsCurtain *self)
{
  g_return_val_if_fail (TS_IS_CURTAIN (self), NULL);
  return gtk_label_get_label (GTK_LABEL (self->reason_label));
}

const char *
ts_curtain_get_player (TsCurtain *self)
{
  g_return_val_if_fail (TS_IS_CURTAIN (self), NULL);

  return self->player;
}

void
ts_curtain_focus_button (TsCurtain *self)
{
  g_return_if_fail (TS_IS_CURTAIN (self));

  gtk_widget_grab_focus (self->button);
}
