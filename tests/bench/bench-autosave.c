/* bench-autosave.c — how long an autosave holds the UI thread (issue 11)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window takes a TsSaveSnapshot of the match on the main thread and
 * writes it in a worker thread (ts-window-session.c).  This measures both
 * halves for a game of 1,000 moves of every kind whose random games last
 * that long (else its longest random game): the snapshot (what the player could feel) and the writing (what
 * the worker does, and what the UI thread used to do).  On demand:
 *   meson test -C BUILD --benchmark --verbose bench-autosave
 */
#include <glib/gstdio.h>

#include "bench-util.h"
#include "ts-games.h"
#include "ts-match.h"
#include "ts-save.h"

#define N_MOVES 1000
#define N_RUNS 30

static void
measure (const char *game_id,
         guint       n_players,
         const char *dir)
{
  g_autoptr(TsMatch) match = bench_long_match (game_id, n_players, N_MOVES, 100);
  g_autofree char *path = g_build_filename (dir, "autosave.tessella", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  double snap[N_RUNS], write[N_RUNS];

  for (guint i = 0; i < N_RUNS; i++)
    {
      g_autoptr(GError) error = NULL;
      gint64 t0 = g_get_monotonic_time (), t1, t2;
      g_autoptr(TsSaveSnapshot) snapshot = ts_save_snapshot_new (match);

      t1 = g_get_monotonic_time ();
      if (!ts_save_snapshot_to_file (snapshot, file, NULL, &error))
        g_error ("%s", error->message);
      t2 = g_get_monotonic_time ();
      snap[i] = (t1 - t0) / 1000.0;
      write[i] = (t2 - t1) / 1000.0;
    }
  qsort (snap, N_RUNS, sizeof (double), bench_compare_double);
  qsort (write, N_RUNS, sizeof (double), bench_compare_double);
  g_print ("%-11s %4u moves: UI thread (snapshot) median %.3f ms, max %.3f ms; "
           "worker (write + fsync) median %.2f ms, max %.2f ms\n",
           game_id, ts_match_get_n_moves (match), snap[N_RUNS / 2], snap[N_RUNS - 1],
           write[N_RUNS / 2], write[N_RUNS - 1]);
}

int
main (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tessella-bench-XXXXXX", NULL);

  ts_games_ensure ();
  measure ("trojhranna", 4, dir);
  measure ("tri", 4, dir);
  measure ("network", 2, dir);
  /* Leaves the last autosave and its backup; remove them. */
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while (d != NULL && (name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *p = g_build_filename (dir, name, NULL);
        g_unlink (p);
      }
    g_rmdir (dir);
  }
  return 0;
}
