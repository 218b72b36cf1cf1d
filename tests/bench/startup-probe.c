/* startup-probe.c — time from starting a program to its first window on
 * screen, for any X11 program (GTK 4 or 3), the same way for all
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   startup-probe RUNS COMMAND [ARGS...]
 *
 * Starts COMMAND RUNS times under the X display of $DISPLAY.  Each time it
 * watches the root window for a new top-level window, then for that
 * window's first MapNotify (the program shows it, after its first layout)
 * and the first Expose that follows (the server asks it for its first
 * frame); it prints both times and stops the program.  Used by
 * bench-startup.sh to compare Tessella with GNOME Chess and Mines.
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static int
compare_double (const void *a,
                const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* One start; returns 0 and the two times, or -1 after 30 s without. */
static int
one_run (Display *dpy,
         char   **argv,
         double  *mapped,
         double  *exposed)
{
  Window root = DefaultRootWindow (dpy);
  double t0;
  pid_t pid;
  int result = -1;

  XSelectInput (dpy, root, SubstructureNotifyMask);
  XSync (dpy, True);
  t0 = now_ms ();
  pid = fork ();
  if (pid == 0)
    {
      execvp (argv[0], argv);
      perror (argv[0]);
      _exit (127);
    }
  *mapped = *exposed = 0;
  while (now_ms () - t0 < 30000)
    {
      struct pollfd pfd = { ConnectionNumber (dpy), POLLIN, 0 };
      XEvent ev;

      if (XPending (dpy) == 0 && poll (&pfd, 1, 100) <= 0)
        continue;
      XNextEvent (dpy, &ev);
      if (ev.type == CreateNotify && !ev.xcreatewindow.override_redirect)
        XSelectInput (dpy, ev.xcreatewindow.window, ExposureMask | StructureNotifyMask);
      else if (ev.type == MapNotify && *mapped == 0 && !ev.xmap.override_redirect)
        *mapped = now_ms () - t0;
      else if (ev.type == Expose && *mapped > 0)
        {
          *exposed = now_ms () - t0;
          result = 0;
          break;
        }
    }
  kill (pid, SIGTERM);
  waitpid (pid, NULL, 0);
  XSelectInput (dpy, root, NoEventMask);
  XSync (dpy, True);
  return result;
}

int
main (int    argc,
      char **argv)
{
  Display *dpy;
  int runs;
  double *mapped, *exposed;
  int n = 0;

  if (argc < 3 || (runs = atoi (argv[1])) < 1)
    {
      fprintf (stderr, "usage: %s RUNS COMMAND [ARGS...]\n", argv[0]);
      return 2;
    }
  dpy = XOpenDisplay (NULL);
  if (dpy == NULL)
    {
      fprintf (stderr, "%s: cannot open the display\n", argv[0]);
      return 1;
    }
  mapped = calloc (runs, sizeof (double));
  exposed = calloc (runs, sizeof (double));
  for (int i = 0; i < runs; i++)
    {
      if (one_run (dpy, argv + 2, &mapped[n], &exposed[n]) == 0)
        n++;
      usleep (300000);
    }
  if (n == 0)
    {
      printf ("no window appeared\n");
      return 1;
    }
  qsort (mapped, n, sizeof (double), compare_double);
  qsort (exposed, n, sizeof (double), compare_double);
  printf ("runs %d: window mapped median %.0f ms, first expose median %.0f ms (min %.0f, max %.0f)\n",
          n, mapped[n / 2], exposed[n / 2], exposed[0], exposed[n - 1]);
  free (mapped);
  free (exposed);
  XCloseDisplay (dpy);
  return 0;
}
