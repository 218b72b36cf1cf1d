/* wm-check.c — a window manager's check window on an X display, for the
 * frame benchmark under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every window manager names a window of its own in the root window's
 * _NET_SUPPORTING_WM_CHECK.  On a display without one, GTK 4.8 looks for
 * it again after every frame (an XGetWindowProperty round trip, about
 * 0.25 ms on this machine, in the frame clock's after-paint): a cost no
 * desktop has, which the benchmark would add to every frame of every
 * program it measures.  This program puts such a window on the display
 * and stays until it is killed (an X server forgets the properties when
 * its last client leaves).  It claims no other hint: GTK then acts as
 * under a window manager that supports none.
 */
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <stdio.h>
#include <unistd.h>

int
main (void)
{
  Display *display = XOpenDisplay (NULL);
  Window root, check;
  Atom supporting;

  if (display == NULL)
    {
      fprintf (stderr, "wm-check: cannot open the display\n");
      return 1;
    }
  root = DefaultRootWindow (display);
  check = XCreateSimpleWindow (display, root, -1, -1, 1, 1, 0, 0, 0);
  supporting = XInternAtom (display, "_NET_SUPPORTING_WM_CHECK", False);
  /* The window names itself, and the root window names it. */
  XChangeProperty (display, check, supporting, XA_WINDOW, 32, PropModeReplace,
                   (const unsigned char *) &check, 1);
  XChangeProperty (display, root, supporting, XA_WINDOW, 32, PropModeReplace,
                   (const unsigned char *) &check, 1);
  XSync (display, False);
  printf ("ready\n");
  fflush (stdout);
  for (;;)
    pause ();
}
