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
