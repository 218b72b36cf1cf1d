/* test-ui-guest.c — the other computer of test-ui-two-apps: an app of its
 * own, in a process of its own with a data folder of its own
 * (TESSELLA_DATA_DIR), that joins an online game and plays its seat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   test-ui-guest LINK       open the link, as the command line does
 *   test-ui-guest --continue continue the game joined before (the list of
 *                            games' "Continue your online game")
 *
 * On its turns it plays the first legal move the board offers.  It prints
 * "started MICROSECONDS" (real time) when the host's start reaches it,
 * and "moved N" after each of its moves; it runs until it is killed, or
 * for 120 s at most.
 */
#include <stdio.h>
#include <string.h>

#include "ts-application.h"
#include "ts-board.h"
#include "ts-chooser.h"
#include "ts-games.h"
#include "ts-window.h"

#define MAX_SECONDS 120

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  GtkApplication *app;
  TsWindow *window;
  gint64 deadline = g_get_monotonic_time () + MAX_SECONDS * G_USEC_PER_SEC;
  gboolean started = FALSE;
  guint moved = 0;

  if (argc != 2 || !gtk_init_check ())
    return 2;
  ts_games_ensure ();
  app = GTK_APPLICATION (ts_application_new ());
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    return 2;
  window = ts_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 720);
  gtk_window_present (GTK_WINDOW (window));

  if (g_str_equal (argv[1], "--continue"))
    {
      GtkWidget *chooser = ts_window_get_chooser (window);
      g_auto(GStrv) online = NULL;

      ts_window_offer_resume (window);
      online = ts_chooser_list_online (TS_CHOOSER (chooser));
      if (online[0] == NULL || !g_str_has_prefix (online[0], "joined:"))
        return 3;
      gtk_widget_activate_action (chooser, "chooser.resume", "s", online[0]);
    }
  else
    {
      /* As "tessella tessella://…" on the command line or a click in a
       * browser: the application opens the link. */
      g_autoptr(GFile) file = g_file_new_for_uri (argv[1]);

      g_application_open (G_APPLICATION (app), &file, 1, "");
      if (!ts_window_is_online (window))
        return 3;
    }

  while (g_get_monotonic_time () < deadline)
    {
      GtkWidget *board = ts_window_get_board (window);
      const char *status = ts_window_get_status (window);

      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
      if (!started && ts_window_is_online (window) && board != NULL && status != NULL &&
          strstr (status, "Waiting for the host") == NULL && strstr (status, "Connecting") == NULL)
        {
          started = TRUE;
          printf ("started %" G_GINT64_FORMAT "\n", g_get_real_time ());
          fflush (stdout);
        }
      if (board != NULL && ts_board_can_act (TS_BOARD (board)))
        {
          const GArray *legal = ts_board_get_legal_moves (TS_BOARD (board));

          if (legal->len > 0)
            {
              ts_board_choose (TS_BOARD (board), &g_array_index (legal, TsMove, 0));
              printf ("moved %u\n", ++moved);
              fflush (stdout);
            }
        }
    }
  return 0;
}
