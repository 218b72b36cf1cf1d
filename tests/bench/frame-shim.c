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
 * Only frames that drew in the window count (not a tooltip's, nor one
 * where nothing changed).  After FRAME_SHIM_FRAMES of them it prints
 * "frames N median M ms mean A ms" to standard error, then the median of
 * each phase of the frame clock (update, layout, paint: snapshot and
 * rendering; after-paint: the backend's bookkeeping once the frame is
 * drawn), and quits the program.  The same shim measures both programs,
 * in one run, the same way.
 *
 * GTK repaints only the parts of a window whose render nodes changed, so
 * re-snapshotting every widget is not a full repaint when a program keeps
 * its nodes.  In redraw mode the shim hooks the surface's "render" signal
 * and widens the region to be painted to the whole window.
 */
#include <gtk/gtk.h>
#include <stdlib.h>

/* The phases of a frame, in the order the frame clock runs them. */
enum { UPDATE, LAYOUT, PAINT, AFTER_PAINT, N_PHASES };
static const char *const phase_names[N_PHASES] = { "update", "layout", "paint", "after-paint" };

static GtkWidget *window;
static gint64 frame_start;
static gint64 marks[N_PHASES + 1];  /* when each phase began; the end */
static GArray *durations;
static GArray *phases[N_PHASES];
static gboolean redraw_mode;
static guint wanted = 100;
static guint full_renders;
static gboolean frame_rendered;   /* this frame painted something */
static guint idle_frames;         /* frames that painted nothing */

/* Before GTK's own handler: the whole surface is to be painted. */
static gboolean
on_render_hook (GSignalInvocationHint *hint,
                guint                  n_values,
                const GValue          *values,
                gpointer               data)
{
  GdkSurface *surface = g_value_get_object (&values[0]);
  cairo_region_t *region = g_value_get_boxed (&values[1]);

  if (window != NULL && surface == gtk_native_get_surface (GTK_NATIVE (window)))
    frame_rendered = TRUE;
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

static double
median_of (GArray *values)
{
  g_array_sort (values, compare_doubles);
  return values->len > 0 ? g_array_index (values, double, values->len / 2) : 0;
}

static void
finish (void)
{
  double sum = 0, median;

  g_array_sort (durations, compare_doubles);
  for (guint i = 0; i < durations->len; i++)
    sum += g_array_index (durations, double, i);
  median = durations->len > 0 ? g_array_index (durations, double, durations->len / 2) : 0;
  g_printerr ("frames %u median %.2f ms mean %.2f ms%s", durations->len, median,
              durations->len > 0 ? sum / durations->len : 0,
              redraw_mode && full_renders == 0 ? " (not full repaints: the renderer was not reached)" : "");
  if (idle_frames > 0)
    g_printerr (" (%u frames that drew nothing in the window not counted)", idle_frames);
  g_printerr ("\n");
  g_printerr ("phases (medians)");
  for (guint i = 0; i < N_PHASES; i++)
    g_printerr ("%s %s %.2f ms", i > 0 ? "," : "", phase_names[i], median_of (phases[i]));
  g_printerr ("\n");
  exit (0);
}

static void
on_before_paint (GdkFrameClock *clock,
                 gpointer       data)
{
  frame_start = g_get_monotonic_time ();
  frame_rendered = FALSE;
  for (guint i = 0; i <= N_PHASES; i++)
    marks[i] = 0;
  marks[UPDATE] = frame_start;
}

/* Before any handler of the clock's "layout" or "paint": a phase begins. */
static gboolean
on_phase_hook (GSignalInvocationHint *hint,
               guint                  n_values,
               const GValue          *values,
               gpointer               data)
{
  if (frame_start != 0 && g_value_get_object (&values[0]) == gtk_widget_get_frame_clock (window))
    marks[GPOINTER_TO_UINT (data)] = g_get_monotonic_time ();
  return TRUE;
}

/* After every handler of "paint": the frame is drawn. */
static void
on_paint_done (GdkFrameClock *clock,
               gpointer       data)
{
  if (frame_start != 0)
    marks[AFTER_PAINT] = g_get_monotonic_time ();
}

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       data)
{
  double ms;

  if (frame_start == 0)
    return;
  marks[N_PHASES] = g_get_monotonic_time ();
  ms = (marks[N_PHASES] - frame_start) / 1000.0;
  frame_start = 0;
  /* A frame of a tooltip, or one where nothing changed, is no frame of
   * the window's drawing. */
  if (!frame_rendered)
    {
      idle_frames++;
      if (redraw_mode)
        queue_draw_all (window);
      return;
    }
  g_array_append_val (durations, ms);
  /* A phase that did not run (no layout needed) took no time. */
  for (guint i = 0; i < N_PHASES; i++)
    {
      gint64 end = 0;
      double phase;

      for (guint j = i + 1; j <= N_PHASES && end == 0; j++)
        end = marks[j];
      phase = marks[i] != 0 ? (end - marks[i]) / 1000.0 : 0;
      g_array_append_val (phases[i], phase);
    }
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
  g_signal_connect_after (clock, "before-paint", G_CALLBACK (on_before_paint), NULL);
  g_signal_add_emission_hook (g_signal_lookup ("layout", GDK_TYPE_FRAME_CLOCK), 0, on_phase_hook,
                              GUINT_TO_POINTER (LAYOUT), NULL);
  g_signal_add_emission_hook (g_signal_lookup ("paint", GDK_TYPE_FRAME_CLOCK), 0, on_phase_hook,
                              GUINT_TO_POINTER (PAINT), NULL);
  g_signal_connect_after (clock, "paint", G_CALLBACK (on_paint_done), NULL);
  g_signal_connect_after (clock, "after-paint", G_CALLBACK (on_after_paint), NULL);
  g_printerr ("frame-shim: timing %s, %d × %d\n", G_OBJECT_TYPE_NAME (window),
              gtk_widget_get_width (window), gtk_widget_get_height (window));
  g_signal_add_emission_hook (g_signal_lookup ("render", GDK_TYPE_SURFACE), 0, on_render_hook, NULL, NULL);
  if (redraw_mode)
    queue_draw_all (window);
  return G_SOURCE_REMOVE;
}

__attribute__ ((constructor)) static void
frame_shim_init (void)
{
  const char *delay = g_getenv ("FRAME_SHIM_DELAY");
  const char *frames = g_getenv ("FRAME_SHIM_FRAMES");

  durations = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0; i < N_PHASES; i++)
    phases[i] = g_array_new (FALSE, FALSE, sizeof (double));
  redraw_mode = g_strcmp0 (g_getenv ("FRAME_SHIM_MODE"), "watch") != 0;
  if (frames != NULL)
    wanted = MAX (1, atoi (frames));
  g_timeout_add_seconds (delay != NULL ? MAX (1, atoi (delay)) : 3, start, NULL);
}
