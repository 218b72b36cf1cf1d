/* tessella-cli.c — headless access to the rules: saves, moves, self-play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Exit status: 0 success, 1 failure (bad file, illegal move, …),
 * 2 wrong usage.
 */

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

#include <glib/gi18n.h>

#include "ts-ai.h"
#include "ts-director.h"
#include "ts-games.h"
#include "ts-save.h"

#include "cli-common.h"
#include "cli-online.h"
#include "cli-play.h"
#include "cli-position.h"

/* new GAME [--players N] [--seed S] [--first SEAT|random] [--ai-seats LIST]
 *          [--option NAME=VALUE…] [--position FILE] -o FILE */
static int
cmd_new (int    argc,
         char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TsSetup) setup = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *output = NULL;
  g_autofree char *first_text = NULL;
  g_autofree char *position = NULL;
  g_autoptr(TsGame) start = NULL;
  g_auto(SetupArgs) args = { NOT_GIVEN, NULL, NULL };
  int n_players;
  int first = 1;
  gint64 first64;
  guint64 seed;
  GOptionEntry entries[] = {
    /* Translators: the description of a command-line option of tessella-
       cli, in --help */
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the shuffle (default: random)"), N_("S") },
    { "first", 'f', 0, G_OPTION_ARG_STRING, &first_text,
      /* Translators: the description of a command-line option of tessella-
         cli, in --help; the words random, greedy, easy, normal and hard are
         typed by the user and stay untranslated */
      N_("Seat that starts, from 1, or “random”"), N_("SEAT") },
    { "position", 0, 0, G_OPTION_ARG_FILENAME, &position,
      /* Translators: the description of a command-line option of tessella-
         cli, in --help; a position is the text of a whole game state */
      N_("Start from the position in this file (“-”: standard input)"),
      /* Translators: the placeholder for the value of a command-line
         option in --help, a file name; capitals are usual */
      N_("FILE") },
    /* Translators: the description of a command-line option of tessella-
       cli, in --help */
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Save file to write"), N_("FILE") },
    G_OPTION_ENTRY_NULL
  };

  /* Translators: the usage line of a tessella-cli command in --help, after
     "tessella-cli COMMAND"; FILE, GAME, MOVE and N are placeholders,
     usually kept in capitals */
  /* The players, computers and rules first in --help. */
  context = command_context_new (_("GAME — start a new game and save it"), NULL);
  add_setup_options (context, &args);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (context,
                                    /* Translators: output of the command-line
                                       tool tessella-cli; a position is the
                                       text of a whole game state; command
                                       names and options (tessella-cli, show,
                                       --state …) stay untranslated */
                                    _("With --position FILE the game starts from a position: the text\n"
                                      "that “tessella-cli show SAVE --state” prints (docs/positions/\n"
                                      "describes it for each game).  The position holds the number of\n"
                                      "players, the first seat, the rule options and the dice and deck:\n"
                                      "--players may be left out or must agree with it, --first and\n"
                                      "--option cannot be used, and --seed seeds only the computer\n"
                                      "players."));
  if (!parse_options (context, &argc, &argv) ||
      !check_usage (context, argc == 2 && output != NULL,
                    /* Translators: an error of the command-line tool
                       tessella-cli */
                    _("Give one game and an output file (-o FILE).")) ||
      !check_usage (context, position == NULL || (first_text == NULL && args.options == NULL),
                    /* Translators: output of the command-line tool
                       tessella-cli; a position is the text of a whole game
                       state; command names and options (tessella-cli, show,
                       --state …) stay untranslated */
                    _("A position says who starts and which rules apply: "
                      "--first and --option cannot be used with --position.")))
    return EXIT_USAGE;
  n_players = args.n_players;
  if (n_players != NOT_GIVEN && (n_players < 1 || n_players > TS_MAX_SEATS))
    {
      /* Translators: an error of the command-line tool tessella-cli */
      g_printerr (_("The number of players must be between 1 and %d\n"), TS_MAX_SEATS);
      return EXIT_USAGE;
    }
  if (position != NULL)
    {
      start = cli_position_load (argv[1], position, n_players != NOT_GIVEN ? n_players : 0,
                                 &error);
      if (start == NULL)
        return fail (g_error_matches (error, TS_GAME_ERROR, TS_GAME_ERROR_UNKNOWN_GAME)
                     ? NULL : cli_position_display_name (position), error);
      n_players = (int) ts_game_get_n_players (start);
    }
  else if (n_players == NOT_GIVEN)
    n_players = 2;
  if (g_strcmp0 (first_text, "random") == 0)
    first = 0;
  else if (first_text != NULL &&
           (!g_ascii_string_to_signed (first_text, 10, 1, n_players, &first64, NULL) ||
            (first = (int) first64) < 1))
    {
      /* Translators: an error of the command-line tool tessella-cli; a seat
         is a player's place at the table, numbered from 1; the words
         random, greedy, easy, normal and hard are typed by the user and
         stay untranslated */
      g_printerr (_("The first seat must be between 1 and %d, or “random”\n"), n_players);
      return EXIT_USAGE;
    }

  seed = ((guint64) g_random_int () << 32) | g_random_int ();
  if (!parse_seed (seed_text, &seed))
    return EXIT_USAGE;

  setup = ts_setup_new (argv[1], n_players, seed);
  setup->first_seat = first > 0 ? first - 1 : TS_SEAT_RANDOM;
  ts_setup_use_game_colours (setup);
  if (!setup_args_apply (&args, setup))
    return EXIT_USAGE;

  /* A position holds the first seat, the options and the dice; the seed
   * is kept for the computer players' search. */
  if (start != NULL)
    match = ts_match_new_from_position (setup, start);
  else
    match = ts_match_new (setup, &error);
  if (match == NULL || !save_match (match, output, &error))
    return fail (NULL, error);
  return EXIT_OK;
}

/* Everything, for --all: a debugging view that shows private events too. */
#define TS_SEAT_ALL (-2)

/* The events of moves FIRST to END - 1 that VIEWER may see (TS_SEAT_ALL:
 * every event, private ones too), one per line under HEADING; nothing when
 * there are none. */
static void
print_events (TsMatch    *match,
              guint       first,
              guint       end,
              int         viewer,
              const char *heading)
{
  const TsSetup *setup = ts_match_get_setup (match);
  const char *names[TS_MAX_SEATS + 1] = { NULL };
  gboolean printed = FALSE;

  for (guint i = 0; i < setup->n_players; i++)
    names[i] = setup->players[i].name;

  for (guint m = first; m < end; m++)
    {
      guint first_event, n_events;

      ts_match_get_move_events (match, m, &first_event, &n_events);
      for (guint e = first_event; e < first_event + n_events; e++)
        {
          const TsEvent *event = ts_match_get_event (match, e);
          g_autofree char *text = NULL;

          if (viewer != TS_SEAT_ALL && !ts_event_visible_to (event, viewer))
            continue;
          text = ts_game_describe_event (ts_match_get_game (match), event, names);
          if (text == NULL)
            continue;
          if (!printed && heading != NULL)
            g_print ("%s\n", heading);
          printed = TRUE;
          g_print ("  %s\n", text);
        }
    }
}

/* The header and the position of VIEW (HEADING: "Moves played: N", or
 * "Move N of M"), as show and replay print them. */
static void
print_position (TsMatch    *match,
                TsGame     *view,
                const char *heading)
{
  const TsSetup *setup = ts_match_get_setup (match);
  const char *names[TS_MAX_SEATS + 1] = { NULL };
  g_autofree char *text = NULL;
  int current = ts_game_get_current_seat (view);

  /* Translators: output of the command-line tool tessella-cli */
  g_print (_("Game: %s\n"), ts_game_get_name (view));
  /* Translators: output of the command-line tool tessella-cli */
  g_print (_("Players: %u\n"), ts_game_get_n_players (view));
  g_print ("%s\n", heading);
  if (ts_game_is_over (view))
    /* Translators: output of the command-line tool tessella-cli */
    g_print (_("The game is over\n"));
  else
    /* Translators: output of the command-line tool tessella-cli; a seat is
       a player's place at the table, numbered from 1 */
    g_print (_("To move: seat %d (%s)\n"), current + 1, setup->players[current].name);

  for (guint i = 0; i < ts_game_get_n_players (view); i++)
    names[i] = setup->players[i].name;
  text = ts_game_describe_position (view, names);
  if (text != NULL)
    g_print ("%s", text);
  else
    {
      g_autofree char *state = ts_game_save_state (view);

      /* Translators: output of the command-line tool tessella-cli */
      g_print (_("Position: %s\n"), state);
    }
}

/* show FILE [--all] [--seat N] [--state] */
static int
cmd_show (int    argc,
          char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsGame) view = NULL;
  gboolean all = FALSE;
  gboolean as_text = FALSE;
  int seat = 0;
  TsGame *game;
  int status;
  GOptionEntry entries[] = {
    /* Translators: the description of a command-line option of tessella-
       cli, in --help */
    { "all", 'a', 0, G_OPTION_ARG_NONE, &all, N_("Show every hidden card"), NULL },
    /* Translators: the description of a command-line option of tessella-
       cli, in --help; a seat is a player's place at the table, numbered
       from 1 */
    { "seat", 's', 0, G_OPTION_ARG_INT, &seat, N_("Show what this seat may see, from 1"), N_("SEAT") },
    { "state", 0, 0, G_OPTION_ARG_NONE, &as_text,
      /* Translators: the description of a command-line option of tessella-
         cli, in --help; a seat is a player's place at the table, numbered
         from 1; a position is the text of a whole game state; command names
         and options (tessella-cli, show, --state …) stay untranslated */
      N_("Print the position text only: the whole state, for “new --position” "
         "(with --seat: what that seat may see)"), NULL },
    G_OPTION_ENTRY_NULL
  };

  /* Translators: the usage line of a tessella-cli command in --help, after
     "tessella-cli COMMAND"; FILE, GAME, MOVE and N are placeholders,
     usually kept in capitals */
  context = command_context_new (_("FILE — print the state of a saved game"), entries);
  status = open_save_file (context, &argc, &argv, &match);
  if (status != EXIT_OK)
    return status;
  game = ts_match_get_game (match);
  if (seat < 0 || seat > (int) ts_game_get_n_players (game))
    {
      /* Translators: an error of the command-line tool tessella-cli; a seat
         is a player's place at the table, numbered from 1 */
      g_printerr (_("The seat must be between 1 and %u\n"), ts_game_get_n_players (game));
      return EXIT_USAGE;
    }

  /* The position text is what the save's <state> holds, unless a seat's
   * view is asked for. */
  if (all || (as_text && seat == 0))
    view = ts_game_copy (game);
  else
    view = ts_game_view_for (game, seat > 0 ? seat - 1 : TS_SEAT_NONE);

  if (as_text)
    {
      /* The whole state as a person writes it; a seat's view as the
       * engine keeps it (it hides what the seat may not know). */
      g_autofree char *text = seat == 0 ? ts_game_save_position (view) : ts_game_save_state (view);

      g_print ("%s", text);
      return EXIT_OK;
    }

  {
    /* Translators: output of the command-line tool tessella-cli */
    g_autofree char *heading = g_strdup_printf (_("Moves played: %u"), ts_match_get_n_moves (match));

    print_position (match, view, heading);
  }

  print_events (match, ts_match_get_last_turn_start (match), ts_match_get_n_moves (match),
                all ? TS_SEAT_ALL : seat > 0 ? seat - 1 : TS_SEAT_NONE,
                /* Translators: output of the command-line tool tessella-cli */
                _("Last turn:"));

  if (ts_game_is_over (view))
    {
      int ranks[TS_MAX_SEATS];

      ts_game_get_ranks (view, ranks);
      for (guint i = 0; i < ts_game_get_n_players (view); i++)
        /* Translators: output of the command-line tool tessella-cli */
        g_print (_("Seat %u: place %d\n"), i + 1, ranks[i] + 1);
    }
  return EXIT_OK;
}

/* replay FILE --to N [--seat S | --all] [--state]: the position after the
 * first N moves of a saved game (for bug reports). */
static int
cmd_replay (int    argc,
            char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsGame) game = NULL;
  g_autoptr(TsGame) view = NULL;
  gboolean all = FALSE;
  gboolean as_text = FALSE;
  int seat = 0, to = -1;
  guint n_moves;
  int status;
  GOptionEntry entries[] = {
    /* Translators: the description of a command-line option of tessella-
       cli, in --help */
    { "to", 't', 0, G_OPTION_ARG_INT, &to, N_("After this many moves (0: the start)"), N_("N") },
    { "all", 'a', 0, G_OPTION_ARG_NONE, &all, N_("Show every hidden card"), NULL },
    { "seat", 's', 0, G_OPTION_ARG_INT, &seat, N_("Show what this seat may see, from 1"), N_("SEAT") },
    { "state", 0, 0, G_OPTION_ARG_NONE, &as_text,
      /* Translators: the description of a command-line option of tessella-
         cli, in --help; a seat is a player's place at the table, numbered
         from 1; a position is the text of a whole game state; command names
         and options (tessella-cli, show, --state …) stay untranslated */
      N_("Print the position text only (with --seat: what that seat may see)"), NULL },
    G_OPTION_ENTRY_NULL
  };

  /* Translators: the usage line of a tessella-cli command in --help, after
     "tessella-cli COMMAND"; FILE, GAME, MOVE and N are placeholders,
     usually kept in capitals; a position is the text of a whole game state;
     command names and options (tessella-cli, show, --state …) stay
     untranslated */
  context = command_context_new (_("FILE --to N — print the position after the first N moves of a saved game"),
                                 entries);
  status = open_save_file (context, &argc, &argv, &match);
  if (status != EXIT_OK)
    return status;
  n_moves = ts_match_get_n_moves (match);
  if (to < 0 || (guint) to > n_moves)
    {
      /* Translators: an error of the command-line tool tessella-cli;
         command names and options (tessella-cli, show, --state …) stay
         untranslated */
      g_printerr (_("--to must be between 0 and %u, the moves of this game\n"), n_moves);
      return EXIT_USAGE;
    }
  game = ts_match_dup_game_before (match, (guint) to);
  if (seat < 0 || seat > (int) ts_game_get_n_players (game))
    {
      g_printerr (_("The seat must be between 1 and %u\n"), ts_game_get_n_players (game));
      return EXIT_USAGE;
    }
  if (all || (as_text && seat == 0))
    view = ts_game_copy (game);
  else
    view = ts_game_view_for (game, seat > 0 ? seat - 1 : TS_SEAT_NONE);

  if (as_text)
    {
      g_autofree char *text = seat == 0 ? ts_game_save_position (view) : ts_game_save_state (view);

      g_print ("%s", text);
      return EXIT_OK;
    }

  {
    /* Translators: output of the command-line tool tessella-cli */
    g_autofree char *heading = g_strdup_printf (_("Move %d of %u"), to, n_moves);

    print_position (match, view, heading);
  }
  if (to > 0)
    print_events (match, (guint) to - 1, (guint) to,
                  /* Translators: output of the command-line tool tessella-
                     cli */
                  all ? TS_SEAT_ALL : seat > 0 ? seat - 1 : TS_SEAT_NONE, _("Last move:"));
  return EXIT_OK;
}

/* log FILE [--seat N | --all] */
static int
cmd_log (int    argc,
         char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TsMatch) match = NULL;
  gboolean all = FALSE;
  int seat = 0;
  int status;
  GOptionEntry entries[] = {
    /* Translators: the description of a command-line option of tessella-
       cli, in --help; a seat is a player's place at the table, numbered
       from 1 */
    { "all", 'a', 0, G_OPTION_ARG_NONE, &all, N_("Show private events of every seat too"), NULL },
    { "seat", 's', 0, G_OPTION_ARG_INT, &seat, N_("Show what this seat may see, from 1"), N_("SEAT") },
    G_OPTION_ENTRY_NULL
  };

  /* Translators: the usage line of a tessella-cli command in --help, after
     "tessella-cli COMMAND"; FILE, GAME, MOVE and N are placeholders,
     usually kept in capitals */
  context = command_context_new (_("FILE — print the log of a saved game"), entries);
  status = open_save_file (context, &argc, &argv, &match);
  if (status != EXIT_OK)
    return status;
  if (seat < 0 || seat > (int) ts_match_get_setup (match)->n_players)
    {
      g_printerr (_("The seat must be between 1 and %u\n"), ts_match_get_setup (match)->n_players);
      return EXIT_USAGE;
    }
  print_events (match, 0, ts_match_get_n_moves (match),
                all ? TS_SEAT_ALL : seat > 0 ? seat - 1 : TS_SEAT_NONE, NULL);
  return EXIT_OK;
}

/* moves FILE */
static int
cmd_moves (int    argc,
           char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GArray) moves = NULL;
  TsGame *game;
  int status;

  /* Translators: the usage line of a tessella-cli command in --help, after
     "tessella-cli COMMAND"; FILE, GAME, MOVE and N are placeholders,
     usually kept in capitals */
  context = command_context_new (_("FILE — list the legal moves, one per line"), NULL);
  status = open_save_file (context, &argc, &argv, &match);
  if (status != EXIT_OK)
    return status;
  game = ts_match_get_game (match);
  moves = ts_game_list_moves (game);
  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *text = ts_game_format_move (game, &g_array_index (moves, TsMove, i));

      g_print ("%s\n", text);
    }
  return EXIT_OK;
}

/* play FILE MOVE... -o FILE */
static int
cmd_play (int    argc,
          char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *output = NULL;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Save file to write"), N_("FILE") },
    G_OPTION_ENTRY_NULL
  };

  /* Translators: the usage line of a tessella-cli command in --help, after
     "tessella-cli COMMAND"; FILE, GAME, MOVE and N are placeholders,
     usually kept in capitals */
  context = command_context_new (_("FILE MOVE… — play moves and save the result"), entries);
  g_option_context_set_description (context,
                                    /* Translators: output of the command-line
                                       tool tessella-cli; command names and
                                       options (tessella-cli, show, --state …)
                                       stay untranslated */
                                    _("Each move is one argument in the game’s notation, "
                                      "as “tessella-cli moves FILE” lists them."));
  if (!parse_options (context, &argc, &argv) ||
      !check_usage (context, argc >= 3 && output != NULL,
                    /* Translators: an error of the command-line tool
                       tessella-cli */
                    _("Give a save file, at least one move and an output file (-o FILE).")))
    return EXIT_USAGE;

  match = load_match (argv[1]);
  if (match == NULL)
    return EXIT_FAIL;
  for (int i = 2; i < argc; i++)
    {
      if (!ts_match_play_text (match, argv[i], &error))
        {
          /* Translators: %s is a move as typed, then the reason */
          g_printerr (_("Cannot play “%s”: %s\n"), argv[i], error->message);
          return EXIT_FAIL;
        }
    }
  if (!save_match (match, output, &error))
    return fail (output, error);
  return EXIT_OK;
}

/* check FILE */
static int
cmd_check (int    argc,
           char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TsMatch) match = NULL;
  int status;

  /* Translators: the usage line of a tessella-cli command in --help, after
     "tessella-cli COMMAND"; FILE, GAME, MOVE and N are placeholders,
     usually kept in capitals */
  context = command_context_new (_("FILE — validate a save file"), NULL);
  status = open_save_file (context, &argc, &argv, &match);
  if (status != EXIT_OK)
    return status;
  /* Translators: printed when a save file is valid */
  g_print ("%s\n", _("OK"));
  return EXIT_OK;
}

typedef struct
{
  const char *name;
  int       (*run) (int argc, char **argv);
  const char *summary;
} Command;

static const Command commands[] = {
  /* Translators: the summary of a tessella-cli command in its --help */
  { "new", cmd_new, N_("Start a new game and save it") },
  /* Translators: the summary of a tessella-cli command in its --help */
  { "show", cmd_show, N_("Print the state of a saved game") },
  /* Translators: the summary of a tessella-cli command in its --help */
  { "log", cmd_log, N_("Print what happened in a saved game") },
  /* Translators: the summary of a tessella-cli command in its --help */
  { "moves", cmd_moves, N_("List the legal moves of a saved game") },
  /* Translators: the summary of a tessella-cli command in its --help */
  { "play", cmd_play, N_("Play moves in a saved game") },
  /* Translators: the summary of a tessella-cli command in its --help */
  { "check", cmd_check, N_("Validate a save file") },
  /* Translators: the summary of a tessella-cli command in its --help */
  { "think", cmd_think, N_("Print the move a computer player would choose") },
  /* Translators: the summary of a tessella-cli command in its --help; a
     position is the text of a whole game state */
  { "replay", cmd_replay, N_("Print the position after the first moves of a saved game") },
  /* Translators: the summary of a tessella-cli command in its --help */
  { "selfplay", cmd_selfplay, N_("Play whole games between computer players") },
  /* Translators: the summary of a tessella-cli command in its --help */
  { "online", cmd_online, N_("Create, play or watch a match on a Tessella server") },
  /* Translators: the summary of a tessella-cli command in its --help */
  { "bench", cmd_bench, N_("Measure the speed of the rules and the search") },
};

static void
print_usage (FILE *out)
{
  GList *types = ts_game_list_types ();

  fprintf (out, "%s\n\n%s\n",
           /* Translators: the usage line of tessella-cli --help;
              tessella-cli stays untranslated, COMMAND and OPTION are
              placeholders, usually kept in capitals */
           _("Usage: tessella-cli COMMAND [OPTION…]"),
           /* Translators: tessella-cli --help: the heading over the list of
              commands */
           _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  /* Translators: output of the command-line tool tessella-cli */
  fprintf (out, "\n%s\n", _("Games:"));
  for (GList *l = types; l != NULL; l = l->next)
    {
      TsGameClass *klass = g_type_class_ref (GPOINTER_TO_SIZE (l->data));

      fprintf (out, "  %-10s %s\n", klass->id, g_dgettext (GETTEXT_PACKAGE, klass->name));
      g_type_class_unref (klass);
    }
  /* Translators: output of the command-line tool tessella-cli; command
     names and options (tessella-cli, show, --state …) stay untranslated */
  fprintf (out, "\n%s\n", _("“tessella-cli COMMAND --help” describes the options of a command."));
  g_list_free (types);
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_prgname ("tessella-cli");

  ts_games_ensure ();

  if (argc < 2)
    {
      print_usage (stderr);
      return EXIT_USAGE;
    }
  if (g_strcmp0 (argv[1], "--help") == 0 || g_strcmp0 (argv[1], "-h") == 0 ||
      g_strcmp0 (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return EXIT_OK;
    }
  if (g_strcmp0 (argv[1], "--version") == 0)
    {
      g_print ("tessella-cli %s\n", PACKAGE_VERSION);
      return EXIT_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_strcmp0 (argv[1], commands[i].name) == 0)
      {
        g_autofree char *prgname = g_strdup_printf ("tessella-cli %s", commands[i].name);

        /* So that "--help" of a command names it. */
        g_set_prgname (prgname);
        return commands[i].run (argc - 1, argv + 1);
      }

  /* Translators: an error of the command-line tool tessella-cli */
  g_printerr (_("Unknown command “%s”\n\n"), argv[1]);
  print_usage (stderr);
  return EXIT_USAGE;
}
