/* bench-replay.c — how long a replay takes to show another move (issue 17)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For a game of 1,000 moves of every kind whose random games last that
 * long (else its longest random game), the replay dialog steps forward,
 * back and jumps as the slider does; each step is timed from the request
 * to the end of the frame that shows it.  Needs a display; on demand:
 *   meson test -C BUILD --benchmark --verbose \
 *     --wrapper "$PWD/build-aux/own-display.sh" bench-replay
 */
#include <adwaita.h>
#include <stdlib.h>

#include "bench-util.h"
#include "ts-games.h"
#include "ts-match.h"
#include "ts-replay-dialog.h"
#include "ts-rng.h"

#define N_MOVES 1000
#define N_STEPS 60

static void
on_after_paint (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* Milliseconds the main thread spends showing move INDEX (the replay of
 * the moves from the last checkpoint and the board's refresh), then into
 * *FRAME those to the end of the frame that shows it (the layout and the
 * drawing, and the wait for the frame clock's tick). */
static double
step (GtkWidget *dialog,
      guint      index,
      double    *frame)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (dialog);
  gboolean painted = FALSE;
  gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);
  gint64 t0 = g_get_monotonic_time ();

  gint64 t1;

  ts_replay_dialog_set_index (TS_REPLAY_DIALOG (dialog), index);
  t1 = g_get_monotonic_time ();
  gtk_widget_queue_draw (dialog);
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
  if (frame != NULL)
    *frame = (g_get_monotonic_time () - t0) / 1000.0;
  return (t1 - t0) / 1000.0;
}

static void
report (const char *what,
        double     *ms,
        guint       n)
{
  qsort (ms, n, sizeof (double), bench_compare_double);
  g_print ("  %-22s median %6.2f ms, 90th %6.2f ms, max %6.2f ms\n", what, ms[n / 2], ms[n * 9 / 10], ms[n - 1]);
}

static void
measure (const char *game_id,
         guint       n_players)
{
  g_autoptr(TsMatch) match = bench_long_match (game_id, n_players, N_MOVES, 40);
  guint n = ts_match_get_n_moves (match);
  GtkWidget *parent = gtk_window_new ();
  GtkWidget *dialog = ts_replay_dialog_new (GTK_WINDOW (parent), match);
  double forward[N_STEPS], back[N_STEPS], jump[N_STEPS], frames[3 * N_STEPS];
  TsRng rng;

  gtk_window_set_default_size (GTK_WINDOW (dialog), 1024, 720);
  gtk_window_present (GTK_WINDOW (dialog));
  while (!gtk_widget_get_mapped (dialog))
    g_main_context_iteration (NULL, TRUE);
  step (dialog, 0, NULL);

  g_print ("%s, %u moves:\n", game_id, n);
  /* Forward and back near the end, where most moves lie behind. */
  step (dialog, n - N_STEPS - 1, NULL);
  for (guint i = 0; i < N_STEPS; i++)
    forward[i] = step (dialog, n - N_STEPS + i, &frames[i]);
  for (guint i = 0; i < N_STEPS; i++)
    back[i] = step (dialog, n - 1 - i, &frames[N_STEPS + i]);
  ts_rng_init (&rng, 7);
  for (guint i = 0; i < N_STEPS; i++)
    jump[i] = step (dialog, ts_rng_uniform (&rng, n + 1), &frames[2 * N_STEPS + i]);
  report ("one move forward", forward, N_STEPS);
  report ("one move back", back, N_STEPS);
  report ("a jump (the slider)", jump, N_STEPS);
  report ("to the painted frame", frames, 3 * N_STEPS);
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (parent));
}

int
main (int    argc,
      char **argv)
{
  if (!gtk_init_check ())
    {
      g_print ("no display: nothing measured\n");
      return 0;
    }
  adw_init ();
  g_setenv ("TESSELLA_DATA_DIR", g_get_tmp_dir (), FALSE);
  ts_games_ensure ();
  measure ("trojhranna", 4);
  measure ("tri", 4);
  measure ("network", 2);
  measure ("trehgrannik", 4);
  measure ("trigon", 4);
  return 0;
}
