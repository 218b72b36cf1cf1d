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
  GtkWidget *list;        /* GtkListBox: a header row per turn, a row per event */
  TsTable   *table;
  gulong     changed_id;
  int        viewer;
  guint      n_shown;     /* moves whose events are in the list */
  GPtrArray *rows;        /* of GtkListBoxRow, in order */
  int        last_seat;   /* the seat of the turn the last header opened */
  guint      last_move;   /* the move after the last one of that turn */
};

G_DEFINE_FINAL_TYPE (TsLogView, ts_log_view, GTK_TYPE_WIDGET)

enum
{
  MOVE_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Each row holds the move it tells of (a header: its turn's first move). */
#define ROW_MOVE "ts-log-move"
#define ROW_IS_HEADER "ts-log-header"

static guint
row_move (GtkListBoxRow *row)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), ROW_MOVE));
}

static GtkWidget *
add_row (TsLogView  *self,
         const char *text,
         guint       move,
         gboolean    header)
{
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, header ? 12 : 20);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, header ? 10 : 3);
  gtk_widget_set_margin_bottom (label, 3);
  if (header)
    gtk_widget_add_css_class (label, "heading");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  /* GTK 4.8 gives a row no name of its own: a screen reader reads it. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  /* A header says whose turn it is; an event row shows its place. */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), !header);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), !header);
  g_object_set_data (G_OBJECT (row), ROW_MOVE, GUINT_TO_POINTER (move));
  g_object_set_data (G_OBJECT (row), ROW_IS_HEADER, GINT_TO_POINTER (header));
  gtk_list_box_append (GTK_LIST_BOX (self->list), row);
  g_ptr_array_add (self->rows, row);
  return row;
}

/* The rows of the moves from N on go (an undo). */
static void
remove_from (TsLogView *self,
             guint      n)
{
  while (self->rows->len > 0)
    {
      GtkListBoxRow *row = g_ptr_array_index (self->rows, self->rows->len - 1);

      if (row_move (row) < n)
        break;
      gtk_list_box_remove (GTK_LIST_BOX (self->list), GTK_WIDGET (row));
      g_ptr_array_set_size (self->rows, self->rows->len - 1);
    }
  self->n_shown = MIN (self->n_shown, n);
  /* The turn the last header opened goes on only if its moves are all
   * still there. */
  if (self->last_move > n)
    {
      self->last_seat = TS_SEAT_NONE;
      for (guint i = self->rows->len; i > 0; i--)
        {
          GtkListBoxRow *row = g_ptr_array_index (self->rows, i - 1);

          if (g_object_get_data (G_OBJECT (row), ROW_IS_HEADER))
            {
              self->last_seat = ts_table_get_move_seat (self->table, row_move (row));
              break;
            }
        }
      self->last_move = n;
    }
}

/* The events of moves from n_shown on: a header when a new turn (a run
 * of moves by one seat) says something, then a row per event. */
static void
append_moves (TsLogView *self)
{
  guint n = ts_table_get_n_moves (self->table);

  for (guint m = self->n_shown; m < n; m++)
    {
      int seat = ts_table_get_move_seat (self->table, m);
      g_autoptr(GPtrArray) lines = ts_table_describe_events (self->table, m, m + 1, self->viewer);
      gboolean same_turn = seat == self->last_seat && m == self->last_move;

      if (lines->len == 0)
        {
          if (same_turn)
            self->last_move = m + 1;
          continue;
        }
      if (!same_turn)
        {
          const char *name = ts_table_get_seat_name (self->table, seat);
          g_autofree char *header = NULL;

          /* Translators: a heading in the game log: whose turn the
             events below belong to */
          header = g_strdup_printf (_("%s’s turn"), name != NULL ? name : "?");
          add_row (self, header, m, TRUE);
          self->last_seat = seat;
        }
      self->last_move = m + 1;
      for (guint i = 0; i < lines->len; i++)
        add_row (self, g_ptr_array_index (lines, i), m, FALSE);
    }
  self->n_shown = n;
}

static void
scroll_to_end (TsLogView *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
}

/* gtk_list_box_remove_all () is GTK 4.12. */
static void
remove_all_rows (TsLogView *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);
}

static void
rebuild (TsLogView *self)
{
  self->last_seat = TS_SEAT_NONE;
  self->last_move = 0;
  self->n_shown = 0;
  remove_all_rows (self);
  if (self->table != NULL)
    append_moves (self);
  scroll_to_end (self);
}

static void
on_match_changed (TsTable   *table,
                  TsLogView *self)
{
  guint n = ts_table_get_n_moves (table);

  if (n < self->n_shown)
    remove_from (self, n);
  if (n > self->n_shown)
    append_moves (self);
  scroll_to_end (self);
}

static void
on_row_activated (GtkListBox    *list,
                  GtkListBoxRow *row,
                  TsLogView     *self)
{
  g_signal_emit (self, signals[MOVE_SELECTED], 0, row_move (row));
}

void
ts_log_view_set_table (TsLogView *self,
                       TsTable   *table)
{
  g_return_if_fail (TS_IS_LOG_VIEW (self));
  g_return_if_fail (table == NULL || TS_IS_TABLE (table));

  if (self->table != NULL)
    g_clear_signal_handler (&self->changed_id, self->table);
  g_set_object (&self->table, table);
  if (table != NULL)
    self->changed_id = g_signal_connect (table, "changed", G_CALLBACK (on_match_changed), self);
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
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkListBoxRow *row = g_ptr_array_index (self->rows, i);

      if (!g_object_get_data (G_OBJECT (row), ROW_IS_HEADER))
        g_strv_builder_add (builder, gtk_label_get_label (GTK_LABEL (gtk_list_box_row_get_child (row))));
    }
  lines = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return lines;
}

GPtrArray *
ts_log_view_lines_since_viewer (TsTable *table,
                                int      viewer)
{
  guint n, start;

  g_return_val_if_fail (TS_IS_TABLE (table), NULL);

  n = ts_table_get_n_moves (table);
  /* Back to the viewer's last move (a spectator: the last turn). */
  start = n;
  if (viewer == TS_SEAT_NONE)
    start = ts_table_get_last_turn_start (table);
  else
    {
      while (start > 0 && ts_table_get_move_seat (table, start - 1) != viewer)
        start--;
      if (start > 0)
        {
          start--;
          while (start > 0 && ts_table_get_move_seat (table, start - 1) == viewer)
            start--;
        }
    }
  return ts_table_describe_events (table, start, n, viewer);
}

char *
ts_log_view_describe_since_viewer (TsTable *table,
                                   int      viewer)
{
  g_autoptr(GPtrArray) lines = NULL;

  g_return_val_if_fail (TS_IS_TABLE (table), NULL);

  lines = ts_log_view_lines_since_viewer (table, viewer);
  if (lines->len == 0)
    return NULL;
  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

/* GObject */

static void
ts_log_view_dispose (GObject *object)
{
  TsLogView *self = TS_LOG_VIEW (object);

  if (self->table != NULL)
    g_clear_signal_handler (&self->changed_id, self->table);
  g_clear_object (&self->table);
  g_clear_pointer (&self->scrolled, gtk_widget_unparent);

  G_OBJECT_CLASS (ts_log_view_parent_class)->dispose (object);
}

static void
ts_log_view_finalize (GObject *object)
{
  g_clear_pointer (&TS_LOG_VIEW (object)->rows, g_ptr_array_unref);

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

  /**
   * TsLogView::move-selected:
   * @index: the move (from 0) whose event the player selected
   *
   * The player picked an event of the log: the window shows that move's
   * place on the board.
   */
  signals[MOVE_SELECTED] =
    g_signal_new ("move-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
ts_log_view_init (TsLogView *self)
{
  self->viewer = TS_SEAT_NONE;
  self->last_seat = TS_SEAT_NONE;
  self->rows = g_ptr_array_new ();

  self->list = gtk_list_box_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: the accessible name of the
                                     list of turns in the game log */
                                  _("Turns of the game"), -1);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_SINGLE);
  gtk_widget_add_css_class (self->list, "navigation-sidebar");
  g_signal_connect (self->list, "row-activated", G_CALLBACK (on_row_activated), self);
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
