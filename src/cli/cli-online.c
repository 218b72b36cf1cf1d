/* cli-online.c — tessella-cli online new | play | show (docs/online.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The command line as a client of a Tessella server: for people on
 * servers, for bots and for the tests.  Everything goes through
 * src/net (ts-net-client); nothing here speaks the protocol itself.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <glib/gi18n.h>
#include <gio/gunixinputstream.h>

#include "ts-ai.h"
#include "ts-net-client.h"
#include "ts-net-link.h"
#include "ts-net-seats.h"

#include "cli-common.h"
#include "cli-online.h"

/* online new GAME --server URL [--pin HEX] [-p N] [-a SEATS] [-O NAME=VALUE]…
 *                 [--names A,B,…] [--away MINUTES[:LEVEL]] */
static int
online_new (int    argc,
            char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TsSetup) setup = NULL;
  g_autoptr(TsNetMessage) request = NULL;
  g_autoptr(TsNetMessage) created = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GUri) uri = NULL;
  g_autofree char *server = NULL;
  g_autofree char *pin = NULL;
  g_autofree char *names = NULL;
  g_autofree char *away = NULL;
  g_autofree char *fingerprint = NULL;
  g_auto(GStrv) links = NULL;
  gboolean undo = FALSE;
  g_auto(SetupArgs) args = { 2, NULL, NULL };
  int n_players;
  GOptionEntry entries[] = {
    /* Translators: the description of a command-line option of tessella-
       cli, in --help; keep http:// and https:// */
    { "server", 0, 0, G_OPTION_ARG_STRING, &server, N_("The server, http://HOST:PORT or https://HOST:PORT"),
      N_("URL") },
    /* Translators: the description of a command-line option of tessella-
       cli, in --help */
    { "pin", 0, 0, G_OPTION_ARG_STRING, &pin, N_("The SHA-256 fingerprint the server’s certificate must have"),
      N_("HEX") },
    /* Translators: the description of a command-line option of tessella-
       cli, in --help */
    { "names", 0, 0, G_OPTION_ARG_STRING, &names, N_("The players’ names, separated by commas"),
      N_("NAMES") },
    /* Translators: the description of a command-line option of tessella-
       cli, in --help; easy, normal and hard stay untranslated */
    { "away", 0, 0, G_OPTION_ARG_STRING, &away,
      N_("A computer plays for a person away this many minutes (level: easy, normal or hard)"),
      /* Translators: the placeholder for the value of a command-line
         option in --help; capitals are usual */
      N_("MINUTES[:LEVEL]") },
    /* Translators: the description of a command-line option of tessella-
       cli, in --help */
    { "undo", 0, 0, G_OPTION_ARG_NONE, &undo,
      N_("A player may take back their last turn when all the others agree"), NULL },
    G_OPTION_ENTRY_NULL
  };

  /* Translators: the usage line of a tessella-cli command in --help, after
     "tessella-cli online new" */
  /* The players, computers and rules first in --help. */
  context = command_context_new (_("GAME — create a match on a server and print its links"), NULL);
  add_setup_options (context, &args);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!parse_options (context, &argc, &argv) ||
      !check_usage (context, argc == 2 && server != NULL,
                    /* Translators: an error of the command-line tool
                       tessella-cli */
                    _("Give one game and a server (--server URL).")))
    return EXIT_USAGE;
  n_players = args.n_players;
  if (n_players < 1 || n_players > TS_MAX_SEATS)
    {
      g_printerr (_("The number of players must be between 1 and %d\n"), TS_MAX_SEATS);
      return EXIT_USAGE;
    }
  uri = g_uri_parse (server, G_URI_FLAGS_NONE, NULL);
  if (uri == NULL || g_uri_get_host (uri) == NULL || g_uri_get_port (uri) <= 0)
    {
      /* Translators: an error of the command-line tool tessella-cli; %s is
         what was given; keep http:// and https:// */
      g_printerr (_("“%s” is not a server address (http://HOST:PORT or https://HOST:PORT)\n"), server);
      return EXIT_USAGE;
    }

  setup = ts_setup_new (argv[1], (guint) n_players, 0);
  if (!setup_args_apply (&args, setup))
    return EXIT_USAGE;
  request = ts_net_seats_new_request (setup, FALSE);
  if (names != NULL)
    {
      g_strfreev (request->names);
      request->names = g_strsplit (names, ",", TS_MAX_SEATS);
    }
  if (away != NULL)
    {
      g_auto(GStrv) parts = g_strsplit (away, ":", 2);
      gint64 minutes;
      TsLevel away_level;

      if (!g_ascii_string_to_signed (parts[0], 10, 1, 24 * 60, &minutes, NULL) ||
          (parts[1] != NULL && !ts_level_from_string (parts[1], &away_level)))
        {
          /* Translators: an error of the command-line tool tessella-cli;
             keep --away; easy, normal and hard stay untranslated */
          g_printerr ("%s\n", _("--away takes minutes from 1 to 1440, and perhaps a level: 5:easy"));
          return EXIT_USAGE;
        }
      request->away_minutes = (int) minutes;
      request->away_level = g_strdup (parts[1]);
    }

  request->undo = undo;
  created = ts_net_create_match (server, pin, request, &fingerprint, &error);
  if (created == NULL)
    return fail (NULL, error);
  links = ts_net_created_links (server, created, fingerprint);
  for (guint s = 0; s < (guint) n_players; s++)
    {
      if (links[s][0] == '\0')
        {
          /* Translators: output of the command-line tool tessella-cli; %u
             is a seat number, %s a level (easy, normal or hard) */
          g_print (_("Seat %u: a computer (%s)\n"), s + 1, ts_level_to_string (setup->players[s].level));
          continue;
        }
      /* Translators: output of the command-line tool tessella-cli; %u is a
         seat number, %s the seat's link */
      g_print (_("Seat %u: %s\n"), s + 1, links[s]);
    }
  /* Translators: output of the command-line tool tessella-cli; %s is a
     link for people who only watch */
  g_print (_("Spectators: %s\n"), links[n_players]);
  return EXIT_OK;
}

/* A seat being played: by a computer or by lines typed on standard
 * input. */
typedef struct
{
  TsNetClient      *client;
  GMainLoop        *loop;
  GDataInputStream *input;
  GCancellable     *cancellable;
  gboolean          computer;
  TsLevel           level;
  gboolean          show_only;
  gboolean          reading;
  guint             printed;      /* events printed so far */
  guint             acted_at;     /* moves when this seat last sent; G_MAXUINT: never */
  gint64            sent_at;      /* µs, monotonic: the last move sent */
  guint             think_source;
  int               status;
  gboolean          asked;        /* another seat asks to take back its turn */
} Player;

/* A computer sends at most one move in this many milliseconds, well below
 * the server's flood limit. */
#define COMPUTER_PACE_MS 15

static void
print_new_events (Player *player)
{
  GArray *events = ts_net_client_get_events (player->client);
  TsGame *view = ts_net_client_get_view (player->client);

  for (; player->printed < events->len; player->printed++)
    {
      g_autofree char *text = ts_game_describe_event (view, &g_array_index (events, TsEvent, player->printed),
                                                      ts_net_client_get_names (player->client));

      if (text != NULL)
        g_print ("%s\n", text);
    }
}

static void
finish (Player *player,
        int     status)
{
  player->status = status;
  g_cancellable_cancel (player->cancellable);
  g_main_loop_quit (player->loop);
}

static void
print_result (Player *player)
{
  TsGame *view = ts_net_client_get_view (player->client);
  const char * const *names = ts_net_client_get_names (player->client);
  int ranks[TS_MAX_SEATS] = { 0 };

  ts_game_get_ranks (view, ranks);
  /* Translators: output of the command-line tool tessella-cli */
  g_print ("%s\n", _("The game is over."));
  for (guint s = 0; s < ts_game_get_n_players (view); s++)
    {
      g_autofree char *score = ts_game_describe_score (view, (int) s);

      /* Translators: output of the command-line tool tessella-cli: a
         place (1 is the winner), a name and the score in words */
      g_print (_("%d. %s: %s\n"), ranks[s] + 1, ts_game_name_of (names, (int) s),
               score != NULL ? score : "");
    }
}

static void read_move (Player *player);

static gboolean
think (gpointer data)
{
  Player *player = data;
  TsNetClient *client = player->client;
  TsGame *view = ts_net_client_get_view (client);
  TsAiParams params;
  TsMove move;
  g_autofree char *text = NULL;

  player->think_source = 0;
  if (!ts_net_client_is_my_turn (client) || player->acted_at == ts_net_client_get_n_moves (client))
    return G_SOURCE_REMOVE;
  ts_ai_params_for_game (ts_net_client_get_game_id (client), player->level, &params);
  if (!ts_ai_choose_move (view, &params, (guint64) g_get_monotonic_time (), NULL, &move))
    {
      /* Translators: an error of the command-line tool tessella-cli */
      g_printerr ("%s\n", _("The computer found no move"));
      finish (player, EXIT_FAIL);
      return G_SOURCE_REMOVE;
    }
  text = ts_game_format_move (view, &move);
  if (ts_net_client_send_move (client, text))
    {
      player->acted_at = ts_net_client_get_n_moves (client);
      player->sent_at = g_get_monotonic_time ();
    }
  return G_SOURCE_REMOVE;
}

static void
act (Player *player)
{
  TsNetClient *client = player->client;
  TsGame *view = ts_net_client_get_view (client);

  if (view == NULL)
    return;
  if (ts_game_is_over (view))
    {
      print_result (player);
      finish (player, EXIT_OK);
      return;
    }
  if (!ts_net_client_is_my_turn (client) || player->acted_at == ts_net_client_get_n_moves (client))
    return;
  if (player->computer)
    {
      gint64 waited_ms = (g_get_monotonic_time () - player->sent_at) / 1000;

      if (player->think_source == 0)
        player->think_source = g_timeout_add (waited_ms >= COMPUTER_PACE_MS ? 0
                                              : (guint) (COMPUTER_PACE_MS - waited_ms),
                                              think, player);
      return;
    }
  if (!player->reading)
    {
      g_autofree char *turn = ts_game_describe_turn (view, ts_net_client_get_names (client));

      if (turn != NULL)
        g_print ("%s\n", turn);
      /* Translators: the prompt of tessella-cli online play; keep the
         question mark, which the player types */
      g_print ("%s", _("Your move (? lists them): "));
      fflush (stdout);
      read_move (player);
    }
}

static void
line_read (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  Player *player = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source),
                                                                       result, NULL, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  player->reading = FALSE;
  if (line == NULL)
    {
      /* Translators: an error of the command-line tool tessella-cli */
      g_printerr ("%s\n", error != NULL ? error->message : _("Standard input ended before the game"));
      finish (player, EXIT_FAIL);
      return;
    }
  g_strstrip (line);
  if (player->asked && (g_str_equal (line, "allow") || g_str_equal (line, "refuse")))
    {
      player->asked = FALSE;
      ts_net_client_answer_undo (player->client, g_str_equal (line, "allow"));
      act (player);
      if (!player->reading)
        read_move (player);
      return;
    }
  if (g_str_equal (line, "?") && ts_net_client_is_my_turn (player->client))
    {
      TsGame *view = ts_net_client_get_view (player->client);
      g_autoptr(GArray) moves = ts_game_list_moves (view);

      for (guint i = 0; i < moves->len; i++)
        {
          g_autofree char *text = ts_game_format_move (view, &g_array_index (moves, TsMove, i));

          g_print ("%s\n", text);
        }
      act (player);
      return;
    }
  if (*line == '\0' || !ts_net_client_is_my_turn (player->client))
    {
      act (player);
      return;
    }
  if (ts_net_client_send_move (player->client, line))
    player->acted_at = ts_net_client_get_n_moves (player->client);
  else
    /* Translators: output of the command-line tool tessella-cli */
    g_printerr ("%s\n", _("Not connected: the move was not sent; type it again when the game is back"));
}

static void
read_move (Player *player)
{
  if (player->input == NULL)
    {
      g_autoptr(GInputStream) stdin_stream = g_unix_input_stream_new (STDIN_FILENO, FALSE);

      player->input = g_data_input_stream_new (stdin_stream);
    }
  player->reading = TRUE;
  g_data_input_stream_read_line_async (player->input, G_PRIORITY_DEFAULT, player->cancellable,
                                       line_read, player);
}

static void
on_welcome (TsNetClient *client,
            Player      *player)
{
  if (player->show_only)
    return;
  /* A move sent before a drop either arrived (the moves went on) or was
   * lost with the connection: decide again. */
  player->acted_at = G_MAXUINT;
  print_new_events (player);
  act (player);
}

static void
on_applied (TsNetClient *client,
            guint        first_event,
            int          mover,
            const char  *move,
            Player      *player)
{
  print_new_events (player);
  act (player);
}

/* Another seat asks to take back its turn: a computer agrees, as the
 * server's computers do; a person types allow or refuse. */
static void
on_undo (TsNetClient *client,
         int          seat,
         gboolean     ended,
         gboolean     taken,
         Player      *player)
{
  const char * const *names = ts_net_client_get_names (client);
  const char *name = names != NULL && seat >= 0 && (guint) seat < g_strv_length ((GStrv) names)
                     ? names[seat] : "";

  if (player->show_only || seat == ts_net_client_get_seat (client))
    {
      if (ended && seat == ts_net_client_get_seat (client))
        g_print ("%s\n", taken
                         /* Translators: output of the command-line tool tessella-cli */
                         ? _("Your turn was taken back")
                         /* Translators: output of the command-line tool tessella-cli */
                         : _("Your turn stays: not everyone agreed"));
      return;
    }
  if (ended)
    {
      player->asked = FALSE;
      if (taken)
        {
          /* Translators: output of the command-line tool tessella-cli; %s is a
             player's name */
          g_print (_("%s took back their turn\n"), name);
        }
      return;
    }
  if (player->computer)
    {
      ts_net_client_answer_undo (client, TRUE);
      return;
    }
  player->asked = TRUE;
  /* Translators: output of the command-line tool tessella-cli; %s is a
     player's name; keep allow and refuse, which the player types */
  g_print (_("%s asks to take back their turn: type allow or refuse\n"), name);
  if (!player->reading)
    read_move (player);
}

/* The host started a match that waited for its players. */
static void
on_presence (TsNetClient *client,
             Player      *player)
{
  act (player);
}

static void
on_refused (TsNetClient *client,
            const char  *code,
            const char  *message,
            Player      *player)
{
  g_printerr ("%s\n", message);
  if (g_str_equal (code, "stale") || g_str_equal (code, "not-your-turn"))
    return;   /* the applied move on its way brings the next decision */
  if (g_str_equal (code, "busy") || g_str_equal (code, "flood"))
    return;   /* the client tries again by itself */
  if (player->computer)
    {
      finish (player, EXIT_FAIL);
      return;
    }
  player->acted_at = G_MAXUINT;
  act (player);
}

static void
on_connection_changed (TsNetClient *client,
                       gboolean     connected,
                       Player      *player)
{
  if (!connected)
    /* Translators: output of the command-line tool tessella-cli */
    g_printerr ("%s\n", _("The connection to the server was lost; trying again…"));
}

static void
on_failed (TsNetClient *client,
           const char  *message,
           Player      *player)
{
  g_printerr ("%s\n", message);
  finish (player, EXIT_FAIL);
}

static void
on_show_welcome (TsNetClient *client,
                 Player      *player)
{
  TsGame *view = ts_net_client_get_view (client);
  const char * const *names = ts_net_client_get_names (client);
  g_autofree char *position = ts_game_describe_position (view, names);
  g_autofree char *turn = ts_game_describe_turn (view, names);

  /* Translators: output of the command-line tool tessella-cli */
  g_print (_("Game: %s\n"), ts_game_get_name (view));
  /* Translators: output of the command-line tool tessella-cli */
  g_print (_("Moves played: %u\n"), ts_net_client_get_n_moves (client));
  if (turn != NULL)
    g_print ("%s\n", turn);
  if (position != NULL)
    g_print ("%s", position);
  /* Translators: output of the command-line tool tessella-cli: the title
     of the list of what happened */
  g_print ("%s\n", _("Log:"));
  print_new_events (player);
  finish (player, EXIT_OK);
}

static int
run_client (const char *link_text,
            const char *name,
            const char *level,
            gboolean    show_only,
            guint       retry_seconds)
{
  g_autoptr(TsNetLink) link = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(TsNetClient) client = NULL;
  Player player = { 0 };

  link = ts_net_link_parse (link_text, &error);
  if (link == NULL)
    return fail (NULL, error);
  if (level != NULL && !parse_level (level, &player.level))
    return EXIT_USAGE;
  client = ts_net_client_new (link, name);
  ts_net_client_set_retry_seconds (client, retry_seconds);
  player.client = client;
  player.loop = loop;
  player.cancellable = cancellable;
  player.computer = level != NULL;
  player.show_only = show_only;
  player.acted_at = G_MAXUINT;
  player.status = EXIT_FAIL;
  if (show_only)
    g_signal_connect (client, "welcome", G_CALLBACK (on_show_welcome), &player);
  else
    {
      g_signal_connect (client, "welcome", G_CALLBACK (on_welcome), &player);
      g_signal_connect (client, "applied", G_CALLBACK (on_applied), &player);
      g_signal_connect (client, "refused", G_CALLBACK (on_refused), &player);
      g_signal_connect (client, "presence", G_CALLBACK (on_presence), &player);
      g_signal_connect (client, "undo", G_CALLBACK (on_undo), &player);
      g_signal_connect (client, "connection-changed", G_CALLBACK (on_connection_changed), &player);
    }
  g_signal_connect (client, "failed", G_CALLBACK (on_failed), &player);
  ts_net_client_start (client);
  g_main_loop_run (loop);
  g_clear_handle_id (&player.think_source, g_source_remove);
  ts_net_client_stop (client);
  g_signal_handlers_disconnect_by_data (client, &player);
  g_clear_object (&player.input);
  return player.status;
}

/* online play LINK [--ai LEVEL] [--name NAME] [--retry SECONDS] */
static int
online_play (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *level = NULL;
  g_autofree char *name = NULL;
  int retry = 300;
  GOptionEntry entries[] = {
    /* Translators: the description of a command-line option of tessella-
       cli, in --help; easy, normal and hard stay untranslated */
    { "ai", 0, 0, G_OPTION_ARG_STRING, &level, N_("A computer of this level plays the seat"),
      /* Translators: the placeholder for the value of a command-line
         option in --help; capitals are usual */
      N_("LEVEL") },
    /* Translators: the description of a command-line option of tessella-
       cli, in --help */
    { "name", 0, 0, G_OPTION_ARG_STRING, &name, N_("The name the others see"), N_("NAME") },
    /* Translators: the description of a command-line option of tessella-
       cli, in --help */
    { "retry", 0, 0, G_OPTION_ARG_INT, &retry, N_("Seconds to keep trying after the connection drops"),
      N_("SECONDS") },
    G_OPTION_ENTRY_NULL
  };

  /* Translators: the usage line of a tessella-cli command in --help, after
     "tessella-cli online play" */
  context = command_context_new (_("LINK — play a seat of an online match until it ends"), entries);
  if (!parse_options (context, &argc, &argv) ||
      !check_usage (context, argc == 2 && retry >= 0,
                    /* Translators: an error of the command-line tool
                       tessella-cli */
                    _("Give one link.")))
    return EXIT_USAGE;
  return run_client (argv[1], name, level, FALSE, (guint) retry);
}

/* online show LINK */
static int
online_show (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = NULL;

  /* Translators: the usage line of a tessella-cli command in --help, after
     "tessella-cli online show" */
  context = command_context_new (_("LINK — print what a seat of an online match sees"), NULL);
  if (!parse_options (context, &argc, &argv) ||
      !check_usage (context, argc == 2, _("Give one link.")))
    return EXIT_USAGE;
  return run_client (argv[1], NULL, NULL, TRUE, 10);
}

int
cmd_online (int    argc,
            char **argv)
{
  if (argc >= 2 && g_str_equal (argv[1], "new"))
    return online_new (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "play"))
    return online_play (argc - 1, argv + 1);
  if (argc >= 2 && g_str_equal (argv[1], "show"))
    return online_show (argc - 1, argv + 1);
  /* Translators: an error of the command-line tool tessella-cli; keep the
     command names */
  g_printerr ("%s\n", _("Usage: tessella-cli online new GAME --server URL | play LINK | show LINK"));
  return EXIT_USAGE;
}
