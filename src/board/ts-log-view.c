/* ts-log-view.c — what happened in a match, as one seat may know it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "ts-log-view.h"

struct _TsLogView
{
  GtkWidget  parent_instance;

  GtkWidget *scrolled;
  GtkWidget *list;        /* GtkBox of labels, a turn each */
  TsMatch   *match;
  gulong     changed_id;
  int        viewer;
  GPtrArray *lines;       /* of char *, what the labels say */
};

G_DEFINE_FINAL_TYPE (TsLogView, ts_log_view, GTK_TYPE_WIDGET)

/* Every turn (a run of moves by one seat) as one paragraph. */
static void
rebuild (TsLogView *self)
{
  GtkWidget *child;
  guint n, start = 0;

  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_box_remove (GTK_BOX (self->list), child);
  g_ptr_array_set_size (self->lines, 0);
  if (self->match == NULL)
    return;

  n = ts_match_get_n_moves (self->match);
  while (start < n)
    {
      int seat = ts_match_get_move_seat (self->match, start);
      guint end = start + 1;
      g_autoptr(GPtrArray) turn = NULL;

      while (end < n && ts_match_get_move_seat (self->match, end) == seat)
        end++;
      turn = ts_match_describe_events (self->match, start, end, self->viewer);
      if (turn->len > 0)
        {
          g_autofree char *text = NULL;
          GtkWidget *label;

          g_ptr_array_add (turn, NULL);
          text = g_strjoinv (" ", (char **) turn->pdata);
          label = gtk_label_new (text);
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_label_set_selectable (GTK_LABEL (label), FALSE);
          gtk_box_append (GTK_BOX (self->list), label);
          for (guint i = 0; turn->pdata[i] != NULL; i++)
            g_ptr_array_add (self->lines, g_strdup (turn->pdata[i]));
        }
      start = end;
    }

  /* Newest last, and in view. */
  if (gtk_widget_get_first_child (self->list) != NULL)
    {
      GtkAdjustment *adjustment =
        gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));

      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    }
}

static void
on_match_changed (TsMatch   *match,
                  TsLogView *self)
{
  rebuild (self);
}

void
ts_log_view_set_match (TsLogView *self,
                       TsMatch   *match)
{
  g_return_if_fail (TS_IS_LOG_VIEW (self));
  g_return_if_fail (match == NULL || TS_IS_MATCH (match));

  if (self->match != NULL)
    g_clear_signal_handler (&self->changed_id, self->match);
  g_set_object (&self->match, match);
  if (match != NULL)
    self->changed_id = g_signal_connect (match, "changed", G_CALLBACK (on_match_changed), self);
  rebuild (self);
}

void
ts_log_view_set_viewer (TsLogView *self,
                        int        seat)
{
  g_return_if_fail (TS_IS_LOG_VIEW (self));

  if (self->viewer == seat)
    return;
  self->viewer = seat;
  rebuild (self);
}

char **
ts_log_view_get_lines (TsLogView *self)
{
  GStrvBuilder *builder;
  char **lines;

  g_return_val_if_fail (TS_IS_LOG_VIEW (self), NULL);

  builder = g_strv_builder_new ();
  for (guint i = 0; i < self->lines->len; i++)
    g_strv_builder_add (builder, self->lines->pdata[i]);
  lines = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return lines;
}

char *
ts_log_view_describe_since_viewer (TsMatch *match,
                                   int      viewer)
{
  g_autoptr(GPtrArray) lines = NULL;
  guint n, start;

  g_return_val_if_fail (TS_IS_MATCH (match), NULL);

  n = ts_match_get_n_moves (match);
  if (n == 0)
    return NULL;
  /* Back to the viewer's last move (a spectator: the last turn). */
  start = n;
  if (viewer == TS_SEAT_NONE)
    start = ts_match_get_last_turn_start (match);
  else
    {
      while (start > 0 && ts_match_get_move_seat (match, start - 1) != viewer)
        start--;
      if (start > 0)
        {
          start--;
          while (start > 0 && ts_match_get_move_seat (match, start - 1) == viewer)
            start--;
        }
    }
  lines = ts_match_describe_events (match, start, n, viewer);
  if (lines->len == 0)
    return NULL;
  /* A round of four players can be long: the newest lines, and how many
   * older ones the log holds. */
  if (lines->len > TS_LOG_VIEW_SINCE_MAX_LINES)
    {
      guint drop = lines->len - (TS_LOG_VIEW_SINCE_MAX_LINES - 1);

      g_ptr_array_remove_range (lines, 0, drop);
      g_ptr_array_insert (lines, 0,
                          /* Translators: under the short game log beside
                             the board: older lines are in the full log
                             window (Ctrl+L opens it) */
                          g_strdup_printf (ngettext ("%u earlier event is in the log (Ctrl+L)",
                                                     "%u earlier events are in the log (Ctrl+L)",
                                                     drop), drop));
    }
  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

/* GObject */

static void
ts_log_view_dispose (GObject *object)
{
  TsLogView *self = TS_LOG_VIEW (object);

  if (self->match != NULL)
    g_clear_signal_handler (&self->changed_id, self->match);
  g_clear_object (&self->match);
  g_clear_pointer (&self->scrolled, gtk_widget_unparent);

  G_OBJECT_CLASS (ts_log_view_parent_class)->dispose (object);
}

static void
ts_log_view_finalize (GObject *object)
{
  g_clear_pointer (&TS_LOG_VIEW (object)->lines, g_ptr_array_unref);

  G_OBJECT_CLASS (ts_log_view_parent_class)->finalize (object);
}

static void
ts_log_view_class_init (TsLogViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_log_view_dispose;
  object_class->finalize = ts_log_view_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "logview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LOG);
}

static void
ts_log_view_init (TsLogView *self)
{
  self->viewer = TS_SEAT_NONE;
  self->lines = g_ptr_array_new_with_free_func (g_free);

  self->list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_start (self->list, 12);
  gtk_widget_set_margin_end (self->list, 12);
  gtk_widget_set_margin_top (self->list, 6);
  gtk_widget_set_margin_bottom (self->list, 6);
  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), self->list);
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Game log"),
                                  -1);
}

GtkWidget *
ts_log_view_new (void)
{
  return g_object_new (TS_TYPE_LOG_VIEW, NULL);
}
