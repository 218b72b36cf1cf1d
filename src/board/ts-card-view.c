/* ts-card-view.c — one card: face or back, a stack, its states
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK keeps a widget's render node until the widget queues a draw, so a
 * card view is drawn again only when one of its values changes.
 */
#include "ts-card-view.h"

#include "ts-board-raster.h"
#include "ts-board-util.h"

/* GNOME's accent blue, as the boards use it for what may be chosen. */
#define ACCENT_RGB 0x3584e4
#define MARGIN 4.0
#define STACK_STEP 2.5
#define MAX_STACK_LAYERS 3

struct _TsCardView
{
  GtkWidget           parent_instance;

  TsCardViewDrawFunc  draw;
  gpointer            draw_data;
  GDestroyNotify      draw_destroy;

  int                 card;
  gboolean            face_up;
  int                 orientation;
  guint               count;
  gboolean            legal;
  gboolean            selected;
  char               *mark;
  int                 card_width;
  int                 card_height;
  char               *accessible_name;

  /* The card as last drawn, kept until something it shows changes: a
   * frame that redraws the whole window then costs no cairo drawing. */
  GskRenderNode      *body;
  int                 body_width;
  int                 body_height;
  gboolean            body_focus;
  int                 body_scale;
  GdkRGBA             body_fg;
};

G_DEFINE_FINAL_TYPE (TsCardView, ts_card_view, GTK_TYPE_WIDGET)

enum
{
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Something the card shows changed: draw it again. */
static void
changed (TsCardView *self)
{
  g_clear_pointer (&self->body, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Drawing */

static void
draw_badge (GtkWidget     *widget,
            GtkSnapshot   *snapshot,
            const char    *text,
            double         cx,
            double         cy)
{
  g_autofree char *markup = g_markup_printf_escaped ("<small><b>%s</b></small>", text);
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, NULL);
  GdkRGBA white = { 1, 1, 1, 1 };
  graphene_rect_t box;
  GskRoundedRect round;
  int w, h;

  pango_layout_set_markup (layout, markup, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  box = GRAPHENE_RECT_INIT (cx - w / 2.0 - 4, cy - h / 2.0, w + 8, h);
  gsk_rounded_rect_init_from_rect (&round, &box, h / 2.0);
  gtk_snapshot_push_rounded_clip (snapshot, &round);
  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.12, 0.12, 0.14, 0.85 }, &box);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (cx - w / 2.0, cy - h / 2.0));
  gtk_snapshot_append_layout (snapshot, layout, &white);
  gtk_snapshot_restore (snapshot);
}

static void
ts_card_view_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  TsCardView *self = TS_CARD_VIEW (widget);
  double w = gtk_widget_get_width (widget);
  double h = gtk_widget_get_height (widget);
  guint layers = CLAMP (self->count, 1, MAX_STACK_LAYERS);
  double lift = (layers - 1) * STACK_STEP;
  double cw = w - 2 * MARGIN - lift, ch = h - 2 * MARGIN - lift;
  GdkRGBA fg, accent = ts_board_util_rgb_to_rgba (ACCENT_RGB, 1);
  cairo_t *cr;

  gboolean focus = gtk_widget_has_visible_focus (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  GtkSnapshot *body;

  if (w <= 2 * MARGIN || h <= 2 * MARGIN)
    return;
  ts_board_util_get_fg (widget, &fg);
  if (self->body != NULL && self->body_width == (int) w && self->body_height == (int) h &&
      self->body_focus == focus && self->body_scale == scale && gdk_rgba_equal (&self->body_fg, &fg))
    {
      gtk_snapshot_append_node (snapshot, self->body);
      goto badges;
    }
  g_clear_pointer (&self->body, gsk_render_node_unref);
  body = gtk_snapshot_new ();
  cr = gtk_snapshot_append_cairo (body, &GRAPHENE_RECT_INIT (0, 0, w, h));

  /* Legal: a tint behind the card, so it reads as "may be chosen". */
  if (self->legal)
    {
      ts_board_util_path_round_rect (cr, 1, 1, w - 2, h - 2, 6);
      ts_board_util_set_source (cr, &accent, 0.16);
      cairo_fill_preserve (cr);
      ts_board_util_set_source (cr, &accent, 0.8);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
    }

  if (self->card < 0 && self->count == 0)
    {
      ts_board_util_path_round_rect (cr, MARGIN, MARGIN, w - 2 * MARGIN, h - 2 * MARGIN, 4);
      ts_board_util_stroke_path (cr, &(GdkRGBA) { fg.red, fg.green, fg.blue, fg.alpha * 0.3 }, 1.5, TRUE);
    }
  else if (self->draw != NULL)
    for (guint k = layers; k > 0; k--)
      {
        cairo_save (cr);
        cairo_translate (cr, MARGIN + (k - 1) * STACK_STEP, MARGIN + lift - (k - 1) * STACK_STEP);
        self->draw (self, cr, cw, ch, self->draw_data);
        cairo_restore (cr);
      }

  if (self->selected)
    {
      ts_board_util_path_round_rect (cr, 1.5, 1.5, w - 3, h - 3, 6);
      ts_board_util_stroke_path (cr, &accent, 3, FALSE);
    }
  if (focus)
    {
      ts_board_util_path_round_rect (cr, 0.5, 0.5, w - 1, h - 1, 7);
      ts_board_util_stroke_path (cr, &fg, 1.5, TRUE);
    }
  cairo_destroy (cr);
  self->body = ts_raster_keep (gtk_snapshot_free_to_node (body), (int) w, (int) h, scale);
  self->body_scale = scale;
  self->body_width = (int) w;
  self->body_height = (int) h;
  self->body_focus = focus;
  self->body_fg = fg;
  if (self->body != NULL)
    gtk_snapshot_append_node (snapshot, self->body);

badges:
  if (self->mark != NULL && ch >= 20)
    draw_badge (widget, snapshot, self->mark, w / 2, MARGIN + lift + ch * 0.62);
  if (self->count > 1)
    {
      g_autofree char *text = g_strdup_printf ("%u", self->count);
      draw_badge (widget, snapshot, text, w - MARGIN - 10, h - MARGIN - 8);
    }
}

/* Size */

static void
ts_card_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  TsCardView *self = TS_CARD_VIEW (widget);

  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? self->card_width : self->card_height;
  *minimum_baseline = *natural_baseline = -1;
}

/* Input */

static void
on_released (GtkGestureClick *gesture,
             int              n_press,
             double           x,
             double           y,
             TsCardView      *self)
{
  if (x < 0 || y < 0 || x > gtk_widget_get_width (GTK_WIDGET (self))
      || y > gtk_widget_get_height (GTK_WIDGET (self)))
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  g_signal_emit (self, signals[ACTIVATE], 0);
}

static void
on_focus_changed (TsCardView *self)
{
  changed (self);
}

/* Public */

GtkWidget *
ts_card_view_new (void)
{
  return g_object_new (TS_TYPE_CARD_VIEW, NULL);
}

void
ts_card_view_set_draw_func (TsCardView         *self,
                            TsCardViewDrawFunc  func,
                            gpointer            user_data,
                            GDestroyNotify      destroy)
{
  g_return_if_fail (TS_IS_CARD_VIEW (self));

  if (self->draw_destroy != NULL)
    self->draw_destroy (self->draw_data);
  self->draw = func;
  self->draw_data = user_data;
  self->draw_destroy = destroy;
  changed (self);
}

void
ts_card_view_set_card (TsCardView *self,
                       int         card,
                       gboolean    face_up,
                       int         orientation)
{
  g_return_if_fail (TS_IS_CARD_VIEW (self));

  face_up = !!face_up;
  if (self->card == card && self->face_up == face_up && self->orientation == orientation)
    return;
  self->card = card;
  self->face_up = face_up;
  self->orientation = orientation;
  changed (self);
}

int
ts_card_view_get_card (TsCardView *self)
{
  g_return_val_if_fail (TS_IS_CARD_VIEW (self), -1);
  return self->card;
}

gboolean
ts_card_view_get_face_up (TsCardView *self)
{
  g_return_val_if_fail (TS_IS_CARD_VIEW (self), FALSE);
  return self->face_up;
}

int
ts_card_view_get_orientation (TsCardView *self)
{
  g_return_val_if_fail (TS_IS_CARD_VIEW (self), 0);
  return self->orientation;
}

void
ts_card_view_set_count (TsCardView *self,
                        guint       count)
{
  g_return_if_fail (TS_IS_CARD_VIEW (self));

  if (self->count == count)
    return;
  self->count = count;
  changed (self);
}

guint
ts_card_view_get_count (TsCardView *self)
{
  g_return_val_if_fail (TS_IS_CARD_VIEW (self), 0);
  return self->count;
}

void
ts_card_view_set_legal (TsCardView *self,
                        gboolean    legal)
{
  g_return_if_fail (TS_IS_CARD_VIEW (self));

  if (!ts_board_util_set_flag (&self->legal, legal))
    return;
  /* The hand shows what may be clicked now. */
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), self->legal ? "pointer" : NULL);
  changed (self);
}

gboolean
ts_card_view_get_legal (TsCardView *self)
{
  g_return_val_if_fail (TS_IS_CARD_VIEW (self), FALSE);
  return self->legal;
}

void
ts_card_view_set_selected (TsCardView *self,
                           gboolean    selected)
{
  g_return_if_fail (TS_IS_CARD_VIEW (self));

  if (ts_board_util_set_flag (&self->selected, selected))
    {
      gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_SELECTED,
                                   self->selected, -1);
      changed (self);
    }
}

gboolean
ts_card_view_get_selected (TsCardView *self)
{
  g_return_val_if_fail (TS_IS_CARD_VIEW (self), FALSE);
  return self->selected;
}

void
ts_card_view_set_mark (TsCardView *self,
                       const char *mark)
{
  g_return_if_fail (TS_IS_CARD_VIEW (self));

  if (ts_board_util_take_string (&self->mark, g_strdup (mark)))
    changed (self);
}

void
ts_card_view_set_card_size (TsCardView *self,
                            int         width,
                            int         height)
{
  g_return_if_fail (TS_IS_CARD_VIEW (self));

  if (self->card_width == width && self->card_height == height)
    return;
  self->card_width = MAX (width, 1);
  self->card_height = MAX (height, 1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
ts_card_view_set_accessible_name (TsCardView *self,
                                  const char *name)
{
  g_return_if_fail (TS_IS_CARD_VIEW (self));

  if (!ts_board_util_take_string (&self->accessible_name, g_strdup (name)))
    return;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  name != NULL ? name : "", -1);
  /* A place with nothing to name (no card yet) is no Tab stop, and a
   * screen reader skips it. */
  gtk_widget_set_focusable (GTK_WIDGET (self), name != NULL && *name != '\0');
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_HIDDEN,
                               name == NULL || *name == '\0', -1);
}

const char *
ts_card_view_get_accessible_name (TsCardView *self)
{
  g_return_val_if_fail (TS_IS_CARD_VIEW (self), NULL);
  return self->accessible_name;
}

void
ts_card_view_redraw (TsCardView *self)
{
  g_return_if_fail (TS_IS_CARD_VIEW (self));
  changed (self);
}

/* GObject */

static void
ts_card_view_dispose (GObject *object)
{
  TsCardView *self = TS_CARD_VIEW (object);

  if (self->draw_destroy != NULL)
    self->draw_destroy (self->draw_data);
  self->draw = NULL;
  self->draw_destroy = NULL;

  G_OBJECT_CLASS (ts_card_view_parent_class)->dispose (object);
}

static void
ts_card_view_finalize (GObject *object)
{
  TsCardView *self = TS_CARD_VIEW (object);

  g_free (self->mark);
  g_free (self->accessible_name);
  g_clear_pointer (&self->body, gsk_render_node_unref);

  G_OBJECT_CLASS (ts_card_view_parent_class)->finalize (object);
}

static void
ts_card_view_class_init (TsCardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_card_view_dispose;
  object_class->finalize = ts_card_view_finalize;
  widget_class->snapshot = ts_card_view_snapshot;
  widget_class->measure = ts_card_view_measure;

  signals[ACTIVATE] = g_signal_new ("activate", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_Return, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_KP_Enter, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_space, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_KP_Space, 0, "activate", NULL);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
  gtk_widget_class_set_css_name (widget_class, "cardview");
}

static void
ts_card_view_init (TsCardView *self)
{
  GtkGesture *click;
  GtkEventController *focus;

  self->card = -1;
  self->count = 1;
  self->card_width = 48;
  self->card_height = 44;
  /* Focusable and shown to a screen reader once it has a name. */
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (on_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}
