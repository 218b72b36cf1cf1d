/* ts-last-turn.c — what happened since you last played, above the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The strip keeps one height whatever it says, so the board below never
 * jumps: two lines of text, three in a window at least 800 px high.  Its
 * lines are the events in order; those that do not fit whole give way to
 * a button that opens the log, where they all are.  A single event longer
 * than the strip wraps onto its lines and ends with an ellipsis (the log
 * holds it whole).
 */
#include <glib/gi18n.h>

#include "ts-last-turn.h"

#define PAD_X        12
#define PAD_Y        6
#define LINE_SPACING 2
#define TALL_WINDOW  800

struct _TsLastTurn
{
  GtkWidget  parent_instance;

  GPtrArray *labels;   /* of GtkLabel, a line each, in order */
  GtkWidget *more;     /* opens the log */
  guint      n_shown;
  guint      n_more;
};

G_DEFINE_FINAL_TYPE (TsLastTurn, ts_last_turn, GTK_TYPE_WIDGET)

/* Lines of text the strip holds: three where the window has room. */
static int
n_text_lines (TsLastTurn *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return root != NULL && gtk_widget_get_height (GTK_WIDGET (root)) >= TALL_WINDOW ? 3 : 2;
}

static int
line_height (TsLastTurn *self)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  PangoFontMetrics *metrics = pango_context_get_metrics (context, NULL, NULL);
  int height = PANGO_PIXELS_CEIL (pango_font_metrics_get_height (metrics));

  pango_font_metrics_unref (metrics);
  return MAX (height, 1);
}

static void
ts_last_turn_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  TsLastTurn *self = TS_LAST_TURN (widget);

  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      int lines = n_text_lines (self);

      *minimum = *natural = 2 * PAD_Y + lines * line_height (self) + (lines - 1) * LINE_SPACING;
    }
  else
    {
      int button_min = 0, button_nat = 0;

      gtk_widget_measure (self->more, orientation, -1, &button_min, &button_nat, NULL, NULL);
      *minimum = 2 * PAD_X + button_min + 80;
      *natural = 2 * PAD_X + button_nat + 400;
    }
  *minimum_baseline = *natural_baseline = -1;
}

/* How many whole lines, from the first, fit in HEIGHT at WIDTH. */
static guint
lines_that_fit (TsLastTurn *self,
                int         width,
                int         height)
{
  int used = 0;
  guint n = 0;

  for (; n < self->labels->len; n++)
    {
      int min = 0, nat = 0;

      gtk_widget_measure (g_ptr_array_index (self->labels, n), GTK_ORIENTATION_VERTICAL, width, &min, &nat,
                          NULL, NULL);
      if (n > 0 && used + LINE_SPACING + min > height)
        break;
      used += (n > 0 ? LINE_SPACING : 0) + min;
    }
  return n;
}

static void
ts_last_turn_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  TsLastTurn *self = TS_LAST_TURN (widget);
  int text_width = MAX (width - 2 * PAD_X, 1), text_height = MAX (height - 2 * PAD_Y, 1);
  int button_min = 0, button_nat = 0, button_height = 0, y = PAD_Y;

  self->n_shown = lines_that_fit (self, text_width, text_height);
  if (self->n_shown < self->labels->len)
    {
      /* Room for the button, and the lines again beside it. */
      gtk_widget_measure (self->more, GTK_ORIENTATION_HORIZONTAL, -1, &button_min, &button_nat, NULL, NULL);
      gtk_widget_measure (self->more, GTK_ORIENTATION_VERTICAL, button_nat, &button_height, NULL, NULL, NULL);
      text_width = MAX (text_width - button_nat - PAD_X, 1);
      self->n_shown = lines_that_fit (self, text_width, text_height);
    }
  self->n_more = self->labels->len - self->n_shown;

  for (guint i = 0; i < self->labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (self->labels, i);
      int min = 0, nat = 0;

      gtk_widget_set_child_visible (label, i < self->n_shown);
      if (i >= self->n_shown)
        continue;
      gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, text_width, &min, &nat, NULL, NULL);
      min = MIN (min, text_height);
      gtk_widget_size_allocate (label, &(GtkAllocation) { PAD_X, y, text_width, min }, -1);
      y += min + LINE_SPACING;
    }

  gtk_widget_set_child_visible (self->more, self->n_more > 0);
  /* Not there for a screen reader either when nothing more is in the log. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->more), GTK_ACCESSIBLE_STATE_HIDDEN, self->n_more == 0, -1);
  if (self->n_more > 0)
    {
      g_autofree char *tip = g_strdup_printf (ngettext ("%u more event is in the log (Ctrl+L)",
                                                        "%u more events are in the log (Ctrl+L)",
                                                        self->n_more),
                                              self->n_more);

      gtk_widget_set_tooltip_text (self->more, tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->more), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tip, -1);
      gtk_widget_size_allocate (self->more,
                                &(GtkAllocation) { width - PAD_X - button_nat, (height - button_height) / 2,
                                                   button_nat, button_height }, -1);
    }
}

void
ts_last_turn_set_lines (TsLastTurn         *self,
                        const char * const *lines)
{
  guint n = lines != NULL ? g_strv_length ((char **) lines) : 0;

  g_return_if_fail (TS_IS_LAST_TURN (self));

  /* Labels are kept and their texts replaced: no flicker while a
   * computer plays. */
  while (self->labels->len > n)
    {
      gtk_widget_unparent (g_ptr_array_index (self->labels, self->labels->len - 1));
      g_ptr_array_set_size (self->labels, self->labels->len - 1);
    }
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *label;

      if (i < self->labels->len)
        label = g_ptr_array_index (self->labels, i);
      else
        {
          label = gtk_label_new (NULL);
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
          gtk_label_set_xalign (GTK_LABEL (label), 0);
          /* One event longer than the strip: its start, and the log. */
          gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
          gtk_label_set_lines (GTK_LABEL (label), 3);
          gtk_widget_insert_before (label, GTK_WIDGET (self), self->more);
          g_ptr_array_add (self->labels, label);
        }
      gtk_label_set_label (GTK_LABEL (label), lines[i]);
    }
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

guint
ts_last_turn_get_n_shown (TsLastTurn *self)
{
  g_return_val_if_fail (TS_IS_LAST_TURN (self), 0);
  return self->n_shown;
}

guint
ts_last_turn_get_n_more (TsLastTurn *self)
{
  g_return_val_if_fail (TS_IS_LAST_TURN (self), 0);
  return self->n_more;
}

static void
ts_last_turn_dispose (GObject *object)
{
  TsLastTurn *self = TS_LAST_TURN (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_ptr_array_set_size (self->labels, 0);

  G_OBJECT_CLASS (ts_last_turn_parent_class)->dispose (object);
}

static void
ts_last_turn_finalize (GObject *object)
{
  g_ptr_array_unref (TS_LAST_TURN (object)->labels);

  G_OBJECT_CLASS (ts_last_turn_parent_class)->finalize (object);
}

static void
ts_last_turn_class_init (TsLastTurnClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_last_turn_dispose;
  object_class->finalize = ts_last_turn_finalize;
  widget_class->measure = ts_last_turn_measure;
  widget_class->size_allocate = ts_last_turn_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "lastturn");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_STATUS);
}

static void
ts_last_turn_init (TsLastTurn *self)
{
  self->labels = g_ptr_array_new ();
  /* Translators: a button beside the short account of the last turns
     above the board; it opens the game log with every event */
  self->more = gtk_button_new_with_label (_("More in the log"));
  gtk_widget_add_css_class (self->more, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->more), "win.show-log");
  gtk_widget_set_parent (self->more, GTK_WIDGET (self));
  gtk_widget_set_child_visible (self->more, FALSE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: accessible name of the strip above the
                                     board that tells what the others did */
                                  _("What happened since your last move"), -1);
}

GtkWidget *
ts_last_turn_new (void)
{
  return g_object_new (TS_TYPE_LAST_TURN, NULL);
}
