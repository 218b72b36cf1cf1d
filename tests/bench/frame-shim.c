/* frame-shim.c — times the frames of any GTK 4 application, for benchmarks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Loaded with LD_PRELOAD into a GTK 4 program (Tessella, or GNOME Chess to
 * compare), it waits FRAME_SHIM_DELAY seconds, then on the largest
 * toplevel window times each frame from the frame clock's before-paint
 * to its after-paint (layout, snapshot and rendering):
 *
 *   FRAME_SHIM_MODE=redraw   queues a redraw of the whole window after each
 *                            frame and has the renderer paint all of it
 *                            (a full-window frame)
 *   FRAME_SHIM_MODE=watch    only watches the frames something else causes
 *                            (a pointer moved by xdotool)
 *
 * After FRAME_SHIM_FRAMES frames it prints "frames N median M ms mean A ms"
 * to standard error and quits the program.  The same shim measures both
 * programs, in one run, the same way.
 *
 * GTK repaints only the parts of a window whose render nodes changed, so
 * re-snapshotting every widget is not a full repaint when a program keeps
 * its nodes.  In redraw mode the shim hooks the surface's "render" signal
 * and widens the region to be painted to the whole window.
 */
#include <gtk/gtk.h>
#include <stdlib.h>

static GtkWidget *window;
static gint64 layout_end;
static GArray *durations;
static gboolean redraw_mode;
static guint wanted = 100;
static guint full_renders;

/* Before GTK's own handler: the whole surface is to be painted. */
static gboolean
on_render_hook (GSignalInvocationHint *hint,
                guint                  n_values,
                const GValue          *values,
                gpointer               data)
{
  GdkSurface *surface = g_value_get_object (&values[0]);
  cairo_region_t *region = g_value_get_boxed (&values[1]);

  if (redraw_mode && window != NULL && region != NULL
      && surface == gtk_native_get_surface (GTK_NATIVE (window)))
    {
      cairo_rectangle_int_t all = { 0, 0, gdk_surface_get_width (surface), gdk_surface_get_height (surface) };

      cairo_region_union_rectangle (region, &all);
      full_renders++;
    }
  return TRUE;
}

/* GTK keeps each widget's render node until that widget is queued: a
 * full-window frame queues them all. */
static void
queue_draw_all (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    queue_draw_all (child);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
finish (void)
{
  double sum = 0, median;

  g_array_sort (durations, compare_doubles);
  for (guint i = 0; i < durations->len; i++)
    sum += g_array_index (durations, double, i);
  median = durations->len > 0 ? g_array_index (durations, double, durations->len / 2) : 0;
  g_printerr ("frames %u median %.2f ms mean %.2f ms%s\n", durations->len, median,
              durations->len > 0 ? sum / durations->len : 0,
              redraw_mode && full_renders == 0 ? " (not full repaints: the renderer was not reached)" : "");
  exit (0);
}

static void
on_layout (GdkFrameClock *clock,
           gpointer       data)
{
  layout_end = g_get_monotonic_time ();
}

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       data)
{
  double ms;

  if (layout_end == 0)
    return;
  ms = (g_get_monotonic_time () - layout_end) / 1000.0;
  layout_end = 0;
  g_array_append_val (durations, ms);
  if (durations->len >= wanted)
    finish ();
  else if (redraw_mode)
    queue_draw_all (window);
}

static gboolean
start (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* not ours */
  GdkFrameClock *clock;
  int best = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);
      int area = gtk_widget_get_width (w) * gtk_widget_get_height (w);

      if (gtk_widget_get_mapped (w) && area > best)
        {
          best = area;
          window = w;
        }
    }
  if (window == NULL)
    return G_SOURCE_CONTINUE;

  clock = gtk_widget_get_frame_clock (window);
  g_signal_connect_after (clock, "before-paint", G_CALLBACK (on_layout), NULL);
  g_signal_connect_after (clock, "after-paint", G_CALLBACK (on_after_paint), NULL);
  g_printerr ("frame-shim: timing %s, %d × %d\n", G_OBJECT_TYPE_NAME (window),
              gtk_widget_get_width (window), gtk_widget_get_height (window));
  if (redraw_mode)
    {
      g_signal_add_emission_hook (g_signal_lookup ("render", GDK_TYPE_SURFACE), 0, on_render_hook, NULL, NULL);
      queue_draw_all (window);
    }
  return G_SOURCE_REMOVE;
}

__attribute__ ((constructor)) static void
frame_shim_init (void)
{
  const char *delay = g_getenv ("FRAME_SHIM_DELAY");
  const char *frames = g_getenv ("FRAME_SHIM_FRAMES");

  durations = g_array_new (FALSE, FALSE, sizeof (double));
  redraw_mode = g_strcmp0 (g_getenv ("FRAME_SHIM_MODE"), "watch") != 0;
  if (frames != NULL)
    wanted = MAX (1, atoi (frames));
  g_timeout_add_seconds (delay != NULL ? MAX (1, atoi (delay)) : 3, start, NULL);
}
