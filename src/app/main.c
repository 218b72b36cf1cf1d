/* main.c — starts Tessella
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <glib/gi18n.h>

#include "ts-application.h"

/* TESSELLA_REPORT_STARTUP=1 prints the time from main() to the first frame
 * the main window paints: the startup benchmark reads it. */
static gint64 started_at;

static void
first_frame_painted (GdkFrameClock *clock,
                     gpointer       user_data)
{
  g_printerr ("first frame after %.1f ms\n",
              (g_get_monotonic_time () - started_at) / 1000.0);
  g_signal_handlers_disconnect_by_func (clock, first_frame_painted, user_data);
}

static void
window_mapped (GtkWidget *window,
               gpointer   user_data)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  if (clock != NULL)
    g_signal_connect (clock, "after-paint", G_CALLBACK (first_frame_painted), NULL);
  g_signal_handlers_disconnect_by_func (window, window_mapped, user_data);
}

static void
window_added (GtkApplication *app,
              GtkWindow      *window,
              gpointer        user_data)
{
  g_signal_connect (window, "map", G_CALLBACK (window_mapped), NULL);
  g_signal_handlers_disconnect_by_func (app, window_added, user_data);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TsApplication) app = NULL;

  started_at = g_get_monotonic_time ();
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = ts_application_new ();
  if (g_getenv ("TESSELLA_REPORT_STARTUP") != NULL)
    g_signal_connect (app, "window-added", G_CALLBACK (window_added), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
