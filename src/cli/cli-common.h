/* cli-common.h — what the commands of tessella-cli share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ts-match.h"

G_BEGIN_DECLS

/* Exit status: 0 success, 1 failure (bad file, illegal move, …), 2 wrong
 * usage. */
enum
{
  EXIT_OK = 0,
  EXIT_FAIL = 1,
  EXIT_USAGE = 2,
};

/* An integer option left at its default. */
#define NOT_GIVEN G_MININT

GOptionContext *command_context_new (const char *parameters, const GOptionEntry *entries);
gboolean parse_options (GOptionContext *context, int *argc, char ***argv);
void usage_error (GOptionContext *context, const char *message);
gboolean check_usage (GOptionContext *context, gboolean valid, const char *message);
int fail (const char *what, const GError *error);
gboolean parse_seed (const char *text, guint64 *seed);
gboolean parse_level (const char *text, TsLevel *level);
guint64 mix_seed (guint64 seed, guint64 a, guint64 b);
TsMatch        *load_match (const char *path);
gboolean save_match (TsMatch *match, const char *path, GError **error);
/* What a new game is made of, on the command line of "new" and "online
 * new": the number of players, the computer seats, the rule options. */
typedef struct
{
  int    n_players;   /* NOT_GIVEN unless given */
  char  *ai_seats;
  GStrv  options;
} SetupArgs;

/* Adds -p/--players, -a/--ai-seats and -O/--option to CONTEXT, filling
 * ARGS (which must outlive the parsing). */
void add_setup_options (GOptionContext *context, SetupArgs *args);
void setup_args_clear (SetupArgs *args);
/* Sets ARGS' computer seats and rule options in SETUP; FALSE (having said
 * why) when one is wrong. */
gboolean setup_args_apply (const SetupArgs *args, TsSetup *setup);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SetupArgs, setup_args_clear)

/* "2,3:hard" → seats 2 and 3 of SETUP are computers, the second hard. */
gboolean parse_ai_seats (const char *text, TsSetup *setup);
/* Sets each NAME=VALUE of TEXTS as an option of SETUP's game. */
gboolean parse_game_options (char **texts, TsSetup *setup);
int open_save_file (GOptionContext *context, int *argc, char ***argv, TsMatch **match);

G_END_DECLS
