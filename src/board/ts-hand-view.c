/* ts-hand-view.c — a row of cards with keyboard navigation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ts-hand-view.h"

struct _TsHandView
{
  GtkWidget           parent_instance;

  GPtrArray          *cards;        /* of TsCardView, our children */
  GtkWidget          *placeholder;  /* a GtkLabel, shown with no cards */
  TsCardViewDrawFunc  draw;
  gpointer            draw_data;
  int                 card_width;
  int                 card_height;
};

G_DEFINE_FINAL_TYPE (TsHandView, ts_hand_view, GTK_TYPE_WIDGET)

enum
{
  CARD_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Layout: as many cards a line as the width takes, lines below. */

static guint
per_line (TsHandView *self,
          int         width)
{
  if (width < 0)
    return MAX (self->cards->len, 1);
  return MAX (1, (width + TS_HAND_VIEW_SPACING) / (self->card_width + TS_HAND_VIEW_SPACING));
}

static void
ts_hand_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  TsHandView *self = TS_HAND_VIEW (widget);
  guint n = self->cards->len;
  int pmin = 0, pnat = 0;

  *minimum_baseline = *natural_baseline = -1;
  if (n == 0)
    {
      gtk_widget_measure (self->placeholder, orientation, for_size, &pmin, &pnat, NULL, NULL);
      *minimum = MAX (pmin, orientation == GTK_ORIENTATION_VERTICAL ? self->card_height : 0);
      *natural = MAX (pnat, *minimum);
      return;
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = self->card_width;
      *natural = n * self->card_width + (n - 1) * TS_HAND_VIEW_SPACING;
    }
  else
    {
      guint cols = per_line (self, for_size);
      guint lines = (n + cols - 1) / cols;

      *minimum = *natural = lines * self->card_height + (lines - 1) * TS_HAND_VIEW_SPACING;
    }
}

static GtkSizeRequestMode
ts_hand_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ts_hand_view_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  TsHandView *self = TS_HAND_VIEW (widget);
  guint cols = per_line (self, width);

  if (self->cards->len == 0)
    {
      gtk_widget_size_allocate (self->placeholder, &(GtkAllocation) { 0, 0, width, height }, -1);
      return;
    }
  for (guint i = 0; i < self->cards->len; i++)
    {
      GtkAllocation a = {
        (i % cols) * (self->card_width + TS_HAND_VIEW_SPACING),
        (i / cols) * (self->card_height + TS_HAND_VIEW_SPACING),
        self->card_width, self->card_height,
      };

      gtk_widget_size_allocate (g_ptr_array_index (self->cards, i), &a, -1);
    }
}

/* Keyboard */

static void
move_focus (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  TsHandView *self = TS_HAND_VIEW (widget);
  int step = g_variant_get_int32 (parameter);
  int n = self->cards->len;
  int i = ts_hand_view_get_focus_index (self);

  if (n == 0)
    return;
  if (step == G_MININT32 || i < 0)
    i = 0;
  else if (step == G_MAXINT32)
    i = n - 1;
  else if (i + step < 0 || i + step >= n)
    {
      gtk_widget_error_bell (widget);
      return;
    }
  else
    i += step;
  gtk_widget_grab_focus (g_ptr_array_index (self->cards, i));
}

static void
on_card_activate (TsCardView *card,
                  TsHandView *self)
{
  guint index;

  if (g_ptr_array_find (self->cards, card, &index))
    g_signal_emit (self, signals[CARD_ACTIVATED], 0, index);
}

/* Public */

GtkWidget *
ts_hand_view_new (void)
{
  return g_object_new (TS_TYPE_HAND_VIEW, NULL);
}

void
ts_hand_view_set_draw_func (TsHandView         *self,
                            TsCardViewDrawFunc  func,
                            gpointer            user_data)
{
  g_return_if_fail (TS_IS_HAND_VIEW (self));

  self->draw = func;
  self->draw_data = user_data;
  for (guint i = 0; i < self->cards->len; i++)
    ts_card_view_set_draw_func (g_ptr_array_index (self->cards, i), func, user_data, NULL);
}

void
ts_hand_view_set_n_cards (TsHandView *self,
                          guint       n)
{
  g_return_if_fail (TS_IS_HAND_VIEW (self));

  if (n == self->cards->len)
    return;
  while (self->cards->len > n)
    {
      GtkWidget *card = g_ptr_array_steal_index (self->cards, self->cards->len - 1);

      gtk_widget_unparent (card);
    }
  while (self->cards->len < n)
    {
      GtkWidget *card = ts_card_view_new ();

      ts_card_view_set_card_size (TS_CARD_VIEW (card), self->card_width, self->card_height);
      ts_card_view_set_draw_func (TS_CARD_VIEW (card), self->draw, self->draw_data, NULL);
      g_signal_connect (card, "activate", G_CALLBACK (on_card_activate), self);
      gtk_widget_set_parent (card, GTK_WIDGET (self));
      g_ptr_array_add (self->cards, card);
    }
  gtk_widget_set_child_visible (self->placeholder, n == 0);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
ts_hand_view_get_n_cards (TsHandView *self)
{
  g_return_val_if_fail (TS_IS_HAND_VIEW (self), 0);
  return self->cards->len;
}

TsCardView *
ts_hand_view_get_card (TsHandView *self,
                       guint       index)
{
  g_return_val_if_fail (TS_IS_HAND_VIEW (self), NULL);
  g_return_val_if_fail (index < self->cards->len, NULL);
  return g_ptr_array_index (self->cards, index);
}

void
ts_hand_view_set_card_size (TsHandView *self,
                            int         width,
                            int         height)
{
  g_return_if_fail (TS_IS_HAND_VIEW (self));

  self->card_width = MAX (width, 1);
  self->card_height = MAX (height, 1);
  for (guint i = 0; i < self->cards->len; i++)
    ts_card_view_set_card_size (g_ptr_array_index (self->cards, i), self->card_width, self->card_height);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
ts_hand_view_set_placeholder (TsHandView *self,
                              const char *text)
{
  g_return_if_fail (TS_IS_HAND_VIEW (self));
  gtk_label_set_text (GTK_LABEL (self->placeholder), text != NULL ? text : "");
}

int
ts_hand_view_get_focus_index (TsHandView *self)
{
  GtkWidget *focus;

  g_return_val_if_fail (TS_IS_HAND_VIEW (self), -1);
  focus = gtk_widget_get_focus_child (GTK_WIDGET (self));
  for (guint i = 0; focus != NULL && i < self->cards->len; i++)
    if (g_ptr_array_index (self->cards, i) == focus)
      return i;
  return -1;
}

/* GObject */

static void
ts_hand_view_dispose (GObject *object)
{
  TsHandView *self = TS_HAND_VIEW (object);

  if (self->cards != NULL)
    {
      for (guint i = 0; i < self->cards->len; i++)
        gtk_widget_unparent (g_ptr_array_index (self->cards, i));
      g_clear_pointer (&self->cards, g_ptr_array_unref);
    }
  g_clear_pointer (&self->placeholder, gtk_widget_unparent);

  G_OBJECT_CLASS (ts_hand_view_parent_class)->dispose (object);
}

static void
ts_hand_view_class_init (TsHandViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_hand_view_dispose;
  widget_class->measure = ts_hand_view_measure;
  widget_class->size_allocate = ts_hand_view_size_allocate;
  widget_class->get_request_mode = ts_hand_view_get_request_mode;

  signals[CARD_ACTIVATED] = g_signal_new ("card-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_install_action (widget_class, "hand.move-focus", "i", move_focus);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "hand.move-focus", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Left, 0, "hand.move-focus", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "hand.move-focus", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Right, 0, "hand.move-focus", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "hand.move-focus", "i", G_MININT32);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "hand.move-focus", "i", G_MAXINT32);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_css_name (widget_class, "handview");
}

static void
ts_hand_view_init (TsHandView *self)
{
  self->cards = g_ptr_array_new ();
  self->card_width = 48;
  self->card_height = 44;
  self->placeholder = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->placeholder), 0);
  gtk_widget_add_css_class (self->placeholder, "dim-label");
  gtk_widget_set_parent (self->placeholder, GTK_WIDGET (self));
}
