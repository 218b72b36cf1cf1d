/* cli-common.c — what the commands of tessella-cli share: option parsing,
 * seeds, loading and saving
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>

#include <glib/gi18n.h>

#include "ts-ai.h"
#include "ts-save.h"

#include "cli-common.h"

/* The option parser of a subcommand: PARAMETERS (translated) heads its
 * --help, ENTRIES (NULL for none) are its options. */
GOptionContext *
command_context_new (const char         *parameters,
                     const GOptionEntry *entries)
{
  GOptionContext *context = g_option_context_new (parameters);

  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  return context;
}

/* Parses the options of one subcommand.  ARGV[0] is the subcommand. */
gboolean
parse_options (GOptionContext  *context,
               int             *argc,
               char          ***argv)
{
  g_autoptr(GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  return TRUE;
}

void
usage_error (GOptionContext *context,
             const char     *message)
{
  g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

  g_printerr ("%s\n\n%s", message, help);
}

/* Whether the arguments left after parsing are VALID; if not, says
 * MESSAGE followed by the help of the subcommand. */
gboolean
check_usage (GOptionContext *context,
             gboolean        valid,
             const char     *message)
{
  if (!valid)
    usage_error (context, message);
  return valid;
}

/* Prints ERROR, after WHAT (the file or game it concerns) unless that is
 * NULL, and gives the exit status of a failure. */
int
fail (const char   *what,
      const GError *error)
{
  if (what != NULL)
    g_printerr ("%s: %s\n", what, error->message);
  else
    g_printerr ("%s\n", error->message);
  return EXIT_FAIL;
}

/* TEXT, if not NULL, replaces the default in *SEED. */
gboolean
parse_seed (const char *text,
            guint64    *seed)
{
  g_autoptr(GError) error = NULL;

  if (text == NULL)
    return TRUE;
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, seed, &error))
    {
      /* Translators: an error of the command-line tool tessella-cli */
      g_printerr (_("Invalid seed “%s”: %s\n"), text, error->message);
      return FALSE;
    }
  return TRUE;
}

/* TEXT, if not NULL, replaces the default in *LEVEL. */
gboolean
parse_level (const char *text,
             TsLevel    *level)
{
  if (text != NULL && !ts_level_from_string (text, level))
    {
      /* Translators: an error of the command-line tool tessella-cli; the
         words random, greedy, easy, normal and hard are typed by the user
         and stay untranslated */
      g_printerr (_("Unknown level “%s”: use easy, normal or hard\n"), text);
      return FALSE;
    }
  return TRUE;
}

/* A seed for game GAME (or move MOVE of it) of a series, spread by
 * splitmix so neighbouring numbers give unrelated games. */
guint64
mix_seed (guint64 seed,
          guint64 a,
          guint64 b)
{
  TsRng rng;

  ts_rng_init (&rng, seed ^ (a * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) ^
                     (b * G_GUINT64_CONSTANT (0xD1B54A32D192ED03)));
  return ts_rng_next (&rng);
}

/* Loads the save file PATH; NULL, having said why, if it cannot. */
TsMatch *
load_match (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GError) error = NULL;
  TsMatch *match = ts_save_from_file (file, NULL, &error);

  if (match == NULL)
    fail (path, error);
  return match;
}

gboolean
save_match (TsMatch     *match,
            const char  *path,
            GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);

  return ts_save_to_file (match, file, NULL, error);
}

/* The start of the subcommands whose one argument is a save file: parses
 * the options and loads the file.  Returns EXIT_OK with *MATCH set, or
 * the exit status, having said why. */
int
open_save_file (GOptionContext   *context,
                int              *argc,
                char           ***argv,
                TsMatch         **match)
{
  if (!parse_options (context, argc, argv) ||
      /* Translators: an error of the command-line tool tessella-cli */
      !check_usage (context, *argc == 2, _("Give one save file.")))
    return EXIT_USAGE;
  *match = load_match ((*argv)[1]);
  return *match != NULL ? EXIT_OK : EXIT_FAIL;
}

/* "2,3:hard" → seats 1 and 2 (0-based) are computers, the second hard. */
gboolean
parse_ai_seats (const char *text,
                TsSetup    *setup)
{
  g_auto(GStrv) items = g_strsplit (text, ",", -1);

  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (g_strstrip (items[i]), ":", 2);
      TsLevel level = TS_LEVEL_NORMAL;
      gint64 seat;

      if (parts[0] == NULL ||
          !g_ascii_string_to_signed (parts[0], 10, 1, setup->n_players, &seat, NULL))
        {
          /* Translators: an error of the command-line tool tessella-cli; a
             seat is a player's place at the table, numbered from 1 */
          g_printerr (_("Invalid computer seat “%s”: seats are numbered 1 to %u\n"),
                      items[i], setup->n_players);
          return FALSE;
        }
      if (!parse_level (parts[1], &level))
        return FALSE;
      setup->players[seat - 1].kind = TS_PLAYER_COMPUTER;
      setup->players[seat - 1].level = level;
      g_free (setup->players[seat - 1].name);
      /* Translators: default name of a computer seat; %u is 1–4 */
      setup->players[seat - 1].name = g_strdup_printf (_("Computer %u"), (guint) seat);
    }
  return TRUE;
}

/* Sets each NAME=VALUE of TEXTS as an option of SETUP's game. */
gboolean
parse_game_options (char    **texts,
                    TsSetup  *setup)
{
  GType type = ts_game_type_from_id (setup->game_id);
  TsGameClass *klass;
  gboolean ok = TRUE;

  if (texts == NULL || type == G_TYPE_INVALID)
    return TRUE;

  klass = g_type_class_ref (type);
  for (guint i = 0; ok && texts[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (texts[i], "=", 2);
      g_autoptr(GError) error = NULL;
      const TsGameOption *option;
      int value;

      if (g_strv_length (parts) != 2)
        {
          /* Translators: %s is what was given after --option */
          g_printerr (_("An option is given as NAME=VALUE, not “%s”\n"), texts[i]);
          ok = FALSE;
          break;
        }
      option = ts_options_find (klass->options, parts[0]);
      if (option == NULL)
        {
          /* Translators: %s is an option name, then a game's name */
          g_printerr (_("There is no option “%s” in %s\n"), parts[0],
                      g_dgettext (GETTEXT_PACKAGE, klass->name));
          ok = FALSE;
        }
      else if (!ts_option_parse_value (option, parts[1], &value, &error))
        {
          g_printerr ("%s\n", error->message);
          ok = FALSE;
        }
      else
        ts_setup_set_option (setup, option->name, value);
    }
  g_type_class_unref (klass);
  return ok;
}

void
add_setup_options (GOptionContext *context,
                   SetupArgs      *args)
{
  /* GLib copies the entries. */
  GOptionEntry entries[] = {
    /* Translators: the description of a command-line option of tessella-
       cli, in --help */
    { "players", 'p', 0, G_OPTION_ARG_INT, &args->n_players, N_("Number of players"), N_("N") },
    { "ai-seats", 'a', 0, G_OPTION_ARG_STRING, &args->ai_seats,
      /* Translators: the description of a command-line option of tessella-
         cli, in --help; a seat is a player's place at the table, numbered
         from 1; the words random, greedy, easy, normal and hard are typed
         by the user and stay untranslated */
      N_("Computer seats, e.g. 2,3:hard (level easy, normal or hard)"),
      /* Translators: the placeholder for the value of a command-line
         option in --help, a list of seats; capitals are usual */
      N_("LIST") },
    { "option", 'O', 0, G_OPTION_ARG_STRING_ARRAY, &args->options,
      /* Translators: the description of a command-line option of tessella-
         cli, in --help */
      N_("A rule option of the game, e.g. rules=simplified (repeatable)"),
      /* Translators: the placeholder for the value of a command-line
         option in --help, an option name and its value; keep the equals sign; capitals are usual */
      N_("NAME=VALUE") },
    G_OPTION_ENTRY_NULL
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

void
setup_args_clear (SetupArgs *args)
{
  g_clear_pointer (&args->ai_seats, g_free);
  g_clear_pointer (&args->options, g_strfreev);
}

gboolean
setup_args_apply (const SetupArgs *args,
                  TsSetup         *setup)
{
  return parse_game_options (args->options, setup) &&
         (args->ai_seats == NULL || parse_ai_seats (args->ai_seats, setup));
}
