/* bench-online.c — one tessella-server under load, on demand (issue 27)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * bench-online [MATCHES] [SECONDS]
 *
 * Starts tessella-server ($TESSELLA_SERVER) on loopback with an empty
 * folder, creates MATCHES two-player matches (the five games in turn), and
 * plays every seat from this process with a client that answers each
 * decision at once with a random legal move of its view, so the server is
 * what is measured.  Prints the moves the server confirmed per second, the
 * time from sending a move to its confirmation (median, p99, max), and the
 * server's memory per match (its resident size, less what it had before
 * the matches, over their number).  Stops when every game is over or
 * after SECONDS.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "bench-util.h"
#include "ts-games.h"
#include "ts-net-client.h"
#include "ts-net-link.h"

typedef struct
{
  TsNetClient *client;
  TsRng        rng;
  gint64       sent_at;     /* µs; 0: nothing on its way */
  guint        sent_after;
  gboolean     over;
  guint        refusals;
  char        *last_refusal;
} Seat;

static GArray *latencies;   /* double, ms */
static guint n_confirmed;
static guint n_over;

static void
maybe_move (Seat *seat)
{
  TsGame *view = ts_net_client_get_view (seat->client);
  g_autoptr(GArray) moves = NULL;
  g_autofree char *text = NULL;

  if (view == NULL || seat->sent_at != 0 || !ts_net_client_is_my_turn (seat->client))
    return;
  moves = ts_game_list_moves (view);
  if (moves->len == 0)
    return;
  text = ts_game_format_move (view, &g_array_index (moves, TsMove, ts_rng_uniform (&seat->rng, moves->len)));
  seat->sent_after = ts_net_client_get_n_moves (seat->client);
  if (ts_net_client_send_move (seat->client, text))
    seat->sent_at = g_get_monotonic_time ();
}

static void
check_over (Seat *seat)
{
  TsGame *view = ts_net_client_get_view (seat->client);

  if (!seat->over && view != NULL && ts_game_is_over (view))
    {
      seat->over = TRUE;
      n_over++;
    }
}

static void
on_welcome (TsNetClient *client,
            Seat        *seat)
{
  seat->sent_at = 0;
  check_over (seat);
  maybe_move (seat);
}

static void
on_applied (TsNetClient *client,
            guint        first_event,
            int          mover,
            const char  *move,
            Seat        *seat)
{
  if (mover == ts_net_client_get_seat (client))
    n_confirmed++;
  if (seat->sent_at != 0 && move != NULL && ts_net_client_get_n_moves (client) == seat->sent_after + 1)
    {
      double ms = (double) (g_get_monotonic_time () - seat->sent_at) / 1000.0;

      g_array_append_val (latencies, ms);
      seat->sent_at = 0;
    }
  check_over (seat);
  maybe_move (seat);
}

static void
on_refused (TsNetClient *client,
            const char  *code,
            const char  *message,
            Seat        *seat)
{
  seat->sent_at = 0;
  maybe_move (seat);
}

/* The CPU time PID has used, in seconds (user and system). */
static double
cpu_seconds (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", pid);
  g_autofree char *text = NULL;
  g_auto(GStrv) fields = NULL;
  const char *after;

  if (!g_file_get_contents (path, &text, NULL, NULL) || (after = strrchr (text, ')')) == NULL)
    return 0;
  /* After "pid (comm)": state is field 3; utime and stime are 14 and 15. */
  fields = g_strsplit (after + 2, " ", -1);
  if (g_strv_length (fields) < 13)
    return 0;
  return (g_ascii_strtod (fields[11], NULL) + g_ascii_strtod (fields[12], NULL)) / sysconf (_SC_CLK_TCK);
}

static void
on_failed (TsNetClient *client,
           const char  *message,
           Seat        *seat)
{
  g_printerr ("a client gave up: %s\n", message);
  if (!seat->over)
    {
      seat->over = TRUE;
      n_over++;
    }
}

static gint64
resident_kib (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/status", pid);
  g_autofree char *text = NULL;
  const char *line;

  if (!g_file_get_contents (path, &text, NULL, NULL) || (line = strstr (text, "VmRSS:")) == NULL)
    return 0;
  return g_ascii_strtoll (line + strlen ("VmRSS:"), NULL, 10);
}

int
main (int    argc,
      char **argv)
{
  const char *games[] = { "trojhranna", "tri", "network", "trehgrannik", "trigon" };
  const char *server = g_getenv ("TESSELLA_SERVER");
  guint n_matches = argc > 1 ? (guint) atoi (argv[1]) : 200;
  double seconds = argc > 2 ? atof (argv[2]) : 300;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bench-online-XXXXXX", NULL);
  char *server_argv[] = { (char *) server, (char *) "--listen", (char *) "127.0.0.1", (char *) "--port",
                          (char *) "0", (char *) "--data", dir, (char *) "--max-per-address", (char *) "100000",
                          (char *) "--creates-per-minute", (char *) "100000", NULL };
  GPid pid;
  int out_fd;
  char buffer[512] = { 0 };
  gssize got = 0;
  guint port = 0;
  g_autofree char *url = NULL;
  GPtrArray *seats = g_ptr_array_new ();
  gint64 base_kib, peak_kib = 0, start, last_sample = 0;
  double base_cpu;
  g_autofree char *rm = NULL;

  ts_games_ensure ();
  if (server == NULL || n_matches == 0)
    {
      g_printerr ("usage: TESSELLA_SERVER=tessella-server bench-online [MATCHES] [SECONDS]\n");
      return 2;
    }
  latencies = g_array_new (FALSE, FALSE, sizeof (double));

  if (!g_spawn_async_with_pipes (NULL, server_argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &pid, NULL,
                                 &out_fd, NULL, &error))
    g_error ("%s", error->message);
  while (port == 0 && got < (gssize) sizeof buffer - 1)
    {
      gssize n = read (out_fd, buffer + got, sizeof buffer - 1 - (gsize) got);
      const char *colon;

      if (n <= 0)
        g_error ("the server did not start");
      got += n;
      if (strchr (buffer, '\n') != NULL && (colon = strstr (buffer, "127.0.0.1:")) != NULL)
        port = (guint) atoi (colon + strlen ("127.0.0.1:"));
    }
  url = g_strdup_printf ("http://127.0.0.1:%u", port);
  base_kib = resident_kib (pid);

  for (guint m = 0; m < n_matches; m++)
    {
      g_autoptr(TsNetMessage) request = ts_net_message_new (TS_NET_CREATE);
      g_autoptr(TsNetMessage) created = NULL;

      request->game = g_strdup (games[m % G_N_ELEMENTS (games)]);
      request->players = 2;
      request->levels = g_strsplit ("person,person", ",", -1);
      created = ts_net_create_match (url, NULL, request, NULL, &error);
      if (created == NULL)
        g_error ("match %u: %s", m, error->message);
      for (guint s = 0; s < 2; s++)
        {
          TsNetLink link = { FALSE, (char *) "127.0.0.1", (guint16) port, created->match,
                             created->tokens[s], NULL };
          Seat *seat = g_new0 (Seat, 1);

          ts_rng_init (&seat->rng, m * 2 + s + 1);
          seat->client = ts_net_client_new (&link, NULL);
          g_signal_connect (seat->client, "welcome", G_CALLBACK (on_welcome), seat);
          g_signal_connect (seat->client, "applied", G_CALLBACK (on_applied), seat);
          g_signal_connect (seat->client, "refused", G_CALLBACK (on_refused), seat);
          g_signal_connect (seat->client, "failed", G_CALLBACK (on_failed), seat);
          g_ptr_array_add (seats, seat);
        }
    }

  start = g_get_monotonic_time ();
  base_cpu = cpu_seconds (pid);
  for (guint i = 0; i < seats->len; i++)
    ts_net_client_start (((Seat *) g_ptr_array_index (seats, i))->client);
  while (n_over < seats->len && g_get_monotonic_time () - start < (gint64) (seconds * G_USEC_PER_SEC))
    {
      g_main_context_iteration (NULL, TRUE);
      if (g_get_monotonic_time () - last_sample > G_USEC_PER_SEC / 2)
        {
          last_sample = g_get_monotonic_time ();
          peak_kib = MAX (peak_kib, resident_kib (pid));
        }
    }

  {
    double wall = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
    double *l = (double *) latencies->data;

    qsort (l, latencies->len, sizeof (double), bench_compare_double);
    g_print ("matches %u (2 players, the five games in turn), finished %u, in %.1f s\n",
             n_matches, n_over / 2, wall);
    g_print ("moves confirmed %u: %.0f per second\n", n_confirmed, n_confirmed / wall);
    if (latencies->len > 0)
      g_print ("send to confirmation, ms: median %.2f, p99 %.2f, max %.2f (%u moves)\n",
               l[latencies->len / 2], l[(latencies->len * 99) / 100], l[latencies->len - 1], latencies->len);
    g_print ("server memory: %" G_GINT64_FORMAT " KiB before, peak %" G_GINT64_FORMAT
             " KiB; %.1f KiB per match\n",
             base_kib, peak_kib, (double) (peak_kib - base_kib) / n_matches);
    {
      double cpu = cpu_seconds (pid) - base_cpu;

      g_print ("server CPU: %.1f s, %.0f %% of one core; %.2f ms per move\n",
               cpu, 100 * cpu / wall, n_confirmed > 0 ? 1000 * cpu / n_confirmed : 0.0);
    }
  }

  for (guint i = 0; i < seats->len; i++)
    {
      Seat *seat = g_ptr_array_index (seats, i);
      TsGame *view = ts_net_client_get_view (seat->client);

      if (!seat->over && view != NULL)
        g_print ("unfinished: %s, seat %d, %u moves, seat %d to decide, %u refusals (last: %s)\n",
                 ts_game_get_id (view), ts_net_client_get_seat (seat->client) + 1,
                 ts_net_client_get_n_moves (seat->client), ts_game_get_current_seat (view) + 1,
                 seat->refusals, seat->last_refusal != NULL ? seat->last_refusal : "none");
      g_free (seat->last_refusal);
      ts_net_client_stop (seat->client);
      g_object_unref (seat->client);
      g_free (seat);
    }
  g_ptr_array_unref (seats);
  kill (pid, SIGTERM);
  g_spawn_close_pid (pid);
  rm = g_strdup_printf ("rm -rf '%s'", dir);
  if (system (rm) != 0)
    g_printerr ("%s not removed\n", dir);
  return n_over == 2 * n_matches ? 0 : 1;
}
