/* cli-play.c — tessella-cli's computer players: think, selfplay, bench
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>

#include <glib/gi18n.h>

#include "ts-ai.h"
#include "ts-director.h"
#include "ts-games.h"
#include "ts-save.h"

#include "cli-common.h"
#include "cli-play.h"
#include "cli-selfplay.h"


/* think FILE [--level L] [--seed S] [--iterations N] */
int
cmd_think (int    argc,
           char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autofree char *level_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *text = NULL;
  int iterations = -1;
  TsLevel level = TS_LEVEL_NORMAL;
  TsAiParams params;
  guint64 seed = 1;
  TsGame *game;
  TsMove move;
  GOptionEntry entries[] = {
    /* Translators: the description of a command-line option of tessella-
       cli, in --help */
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_text, N_("easy, normal (default) or hard"),
      /* Translators: the placeholder for the value of a command-line
         option in --help, the computer level (easy, normal or hard); capitals are usual */
      N_("LEVEL") },
    /* Translators: the description of a command-line option of tessella-
       cli, in --help */
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the search (default 1)"),
      /* Translators: the placeholder for the value of a command-line
         option in --help, a number of seconds, or a seed; capitals are usual */
      N_("S") },
    { "iterations", 0, 0, G_OPTION_ARG_INT, &iterations,
      /* Translators: the description of a command-line option of tessella-
         cli, in --help */
      N_("Search iterations, without a time limit (default: the level’s budget)"),
      /* Translators: the placeholder for the value of a command-line
         option in --help, a number; capitals are usual */
      N_("N") },
    G_OPTION_ENTRY_NULL
  };

  /* Translators: the usage line of a tessella-cli command in --help, after
     "tessella-cli COMMAND"; FILE, GAME, MOVE and N are placeholders,
     usually kept in capitals */
  context = command_context_new (_("FILE — print the move a computer player would choose"), entries);
  if (!parse_options (context, &argc, &argv) ||
      !check_usage (context, argc == 2 && iterations != 0, _("Give one save file.")) ||
      !parse_level (level_text, &level) ||
      !parse_seed (seed_text, &seed))
    return EXIT_USAGE;

  match = load_match (argv[1]);
  if (match == NULL)
    return EXIT_FAIL;
  game = ts_match_get_game (match);
  ts_ai_params_for_game (ts_game_get_id (game), level, &params);
  if (iterations > 0)
    {
      /* A fixed budget makes the answer reproducible. */
      params.max_iterations = iterations;
      params.max_seconds = 0;
    }
  if (!ts_ai_choose_move (game, &params, seed, NULL, &move))
    {
      /* Translators: an error of the command-line tool tessella-cli */
      g_printerr ("%s\n", _("The game is over"));
      return EXIT_FAIL;
    }
  text = ts_game_format_move (game, &move);
  g_print ("%s\n", text);
  /* Then as the hint says it, to the seat that decides. */
  {
    const char *names[TS_MAX_SEATS + 1] = { NULL };
    int seat = ts_game_get_current_seat (game);
    g_autofree char *words = NULL;

    for (guint i = 0; i < ts_game_get_n_players (game) && i < TS_MAX_SEATS; i++)
      names[i] = ts_match_get_seat_name (match, (int) i);
    words = ts_game_advise_move (game, seat, &move, names);
    g_print ("%s\n", words);
  }
  return EXIT_OK;
}

gboolean
parse_controllers (const char   *game_id,
                   const char   *text,
                   guint         n_players,
                   SelfplaySeat *seats,
                   int           iterations,
                   double        seconds)
{
  g_auto(GStrv) items = g_strsplit (text, ",", -1);
  guint n_items = g_strv_length (items);

  if (n_items != 1 && n_items != n_players)
    {
      /* Translators: an error of the command-line tool tessella-cli; a seat
         is a player's place at the table, numbered from 1 */
      g_printerr (_("Give one controller for all seats or one per seat (%u)\n"), n_players);
      return FALSE;
    }

  for (guint seat = 0; seat < n_players; seat++)
    {
      const char *item = g_strstrip (items[n_items == 1 ? 0 : seat]);
      TsLevel level;

      if (g_strcmp0 (item, "random") == 0)
        seats[seat].controller = CONTROLLER_RANDOM;
      else if (g_strcmp0 (item, "greedy") == 0)
        seats[seat].controller = CONTROLLER_GREEDY;
      else if (ts_level_from_string (item, &level))
        {
          seats[seat].controller = level;
          ts_ai_params_for_game (game_id, level, &seats[seat].params);
          if (iterations >= 0)
            seats[seat].params.max_iterations = iterations;
          if (seconds >= 0)
            seats[seat].params.max_seconds = seconds;
        }
      else
        {
          /* Translators: an error of the command-line tool tessella-cli;
             the words random, greedy, easy, normal and hard are typed by
             the user and stay untranslated */
          g_printerr (_("Unknown player “%s”: use random, greedy, easy, normal or hard\n"), item);
          return FALSE;
        }
    }
  return TRUE;
}

/* A baseline without search: the game's own playout policy, applied to
 * what SEAT may know (so it cannot peek), falling back to a random move
 * where the game has no policy. */
static gboolean
greedy_move (TsGame *game,
             int     seat,
             TsRng  *rng,
             TsMove *move)
{
  g_autoptr(TsGame) knowledge = ts_game_knowledge_of (game, seat);

  ts_game_determinise (knowledge, rng);
  if (ts_game_playout_move (knowledge, rng, move) && ts_game_is_legal (game, move))
    return TRUE;
  return ts_ai_random_move (game, rng, move);
}

/* The controllers of one game of a series: random and greedy seats share
 * one generator, in the order they decide, as they always have. */
typedef struct
{
  TsRng   rng;
  guint64 seed;   /* the game's */
} SelfplayGame;

static gboolean
random_script (TsGame   *game,
               int       seat,
               TsMove   *move,
               gpointer  user_data)
{
  SelfplayGame *play = user_data;

  return ts_ai_random_move (game, &play->rng, move);
}

static gboolean
greedy_script (TsGame   *game,
               int       seat,
               TsMove   *move,
               gpointer  user_data)
{
  SelfplayGame *play = user_data;

  return greedy_move (game, seat, &play->rng, move);
}

/* Move N of a game gets its own search seed. */
static guint64
selfplay_seed (TsMatch  *match,
               int       seat,
               gpointer  user_data)
{
  SelfplayGame *play = user_data;

  return mix_seed (play->seed, 2, ts_match_get_n_moves (match));
}

gboolean
selfplay_one (const char   *game_id,
              guint         n_players,
              guint64       seed,
              int           first_seat,
              SelfplaySeat *seats,
              int          *ranks_out,
              GError      **error)
{
  g_autoptr(TsSetup) setup = ts_setup_new (game_id, n_players, seed);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsDirector) director = NULL;
  SelfplayGame play;
  TsGame *game;
  int ranks[TS_MAX_SEATS];

  setup->first_seat = first_seat;
  match = ts_match_new (setup, error);
  if (match == NULL)
    return FALSE;
  play.seed = seed;
  ts_rng_init (&play.rng, mix_seed (seed, 1, 0));

  director = ts_director_new (match);
  ts_director_set_seed_func (director, selfplay_seed, &play, NULL);
  for (guint i = 0; i < n_players; i++)
    {
      if (seats[i].controller == CONTROLLER_RANDOM)
        ts_director_set_scripted (director, i, random_script, &play, NULL);
      else if (seats[i].controller == CONTROLLER_GREEDY)
        ts_director_set_scripted (director, i, greedy_script, &play, NULL);
      else
        ts_director_set_computer (director, i, &seats[i].params);
    }
  if (!ts_director_run_sync (director, NULL, error))
    return FALSE;

  game = ts_match_get_game (match);
  ts_game_get_ranks (game, ranks);
  for (guint i = 0; i < n_players; i++)
    {
      guint n_decisions;
      gint64 think_us, think_max_us;

      ts_director_get_think_stats (director, i, &n_decisions, &think_us, &think_max_us);
      seats[i].n_moves += n_decisions;
      seats[i].think_us += think_us;
      seats[i].think_max_us = MAX (seats[i].think_max_us, think_max_us);
      seats[i].turn_max_us = MAX (seats[i].turn_max_us, ts_director_get_longest_turn (director, i));
      seats[i].n_timed_out += ts_director_get_timed_out (director, i);
      if (ranks[i] == 0)
        seats[i].wins++;
      seats[i].score_sum += ts_game_get_score (game, i);
      if (ranks_out != NULL)
        ranks_out[i] = ranks[i];
    }
  return TRUE;
}

/* selfplay GAME --games N [--players N] [--ai LIST] --seed S */
int
cmd_selfplay (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *ai = NULL;
  g_autofree char *seed_text_out = NULL;
  SelfplaySeat seats[TS_MAX_SEATS] = { 0 };
  int n_games = 100;
  int n_players = 2;
  int first = 0;
  int iterations = -1;
  double seconds = -1;
  gboolean verbose = FALSE;
  g_autofree char *report = NULL;
  guint64 seed = 1;
  gint64 start, elapsed;
  GType type;
  GOptionEntry entries[] = {
    /* Translators: the description of a command-line option of tessella-
       cli, in --help */
    { "games", 'g', 0, G_OPTION_ARG_INT, &n_games, N_("Number of games (default 100)"), N_("N") },
    /* Translators: the description of a command-line option of tessella-
       cli, in --help */
    { "players", 'p', 0, G_OPTION_ARG_INT, &n_players, N_("Number of players (default 2)"), N_("N") },
    { "ai", 'a', 0, G_OPTION_ARG_STRING, &ai,
      /* Translators: the description of a command-line option of tessella-
         cli, in --help; a seat is a player's place at the table, numbered
         from 1; the words random, greedy, easy, normal and hard are typed
         by the user and stay untranslated */
      N_("Controller of every seat, or a comma-separated list per seat: random, greedy, easy, normal, hard"),
      N_("LIST") },
    /* Translators: the description of a command-line option of tessella-
       cli, in --help */
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the series (default 1)"), N_("S") },
    { "first", 'f', 0, G_OPTION_ARG_INT, &first,
      /* Translators: the description of a command-line option of tessella-
         cli, in --help; a seat is a player's place at the table, numbered
         from 1 */
      N_("Seat that starts every game, from 1 (default: each seat in turn)"),
      /* Translators: the placeholder for the value of a command-line
         option in --help, a seat number; capitals are usual */
      N_("SEAT") },
    { "iterations", 0, 0, G_OPTION_ARG_INT, &iterations,
      /* Translators: the description of a command-line option of tessella-
         cli, in --help; a seat is a player's place at the table, numbered
         from 1 */
      N_("Search iterations per move for computer seats (0: no limit)"), N_("N") },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &seconds,
      /* Translators: the description of a command-line option of tessella-
         cli, in --help; a seat is a player's place at the table, numbered
         from 1 */
      N_("Search time per move for computer seats (0: no limit)"), N_("S") },
    /* Translators: the description of a command-line option of tessella-
       cli, in --help */
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose, N_("Print the result of every game"), NULL },
    { "report", 0, 0, G_OPTION_ARG_STRING, &report,
      /* Translators: the description of a command-line option of tessella-
         cli, in --help; the word ladder is typed by the user and stays
         untranslated */
      N_("ladder: each level against the one below it, --games games a pairing; --ai STRONGER,WEAKER plays that pairing alone"),
      /* Translators: the placeholder for the value of a command-line
         option in --help; capitals are usual */
      N_("REPORT") },
    G_OPTION_ENTRY_NULL
  };

  /* Translators: the usage line of a tessella-cli command in --help, after
     "tessella-cli COMMAND"; FILE, GAME, MOVE and N are placeholders,
     usually kept in capitals */
  context = command_context_new (_("GAME — play whole games between computer players"), entries);
  if (!parse_options (context, &argc, &argv) ||
      /* Translators: an error of the command-line tool tessella-cli */
      !check_usage (context, argc == 2, _("Give one game.")))
    return EXIT_USAGE;
  type = ts_game_type_from_id (argv[1]);
  if (type == G_TYPE_INVALID)
    {
      /* Translators: an error of the command-line tool tessella-cli */
      g_printerr (_("Tessella does not know the game “%s”\n"), argv[1]);
      return EXIT_USAGE;
    }
  if (!check_usage (context,
                    n_games >= 1 && n_players >= 1 && n_players <= TS_MAX_SEATS &&
                    first >= 0 && first <= n_players && (iterations != 0 || seconds != 0),
                    /* Translators: an error of the command-line tool
                       tessella-cli; a seat is a player's place at the
                       table, numbered from 1 */
                    _("Invalid number of games, players, first seat or search budget.")) ||
      !parse_seed (seed_text, &seed))
    return EXIT_USAGE;
  if (report != NULL)
    {
      if (!check_usage (context, g_str_equal (report, "ladder") && n_players >= 2,
                        /* Translators: an error of the command-line tool
                           tessella-cli; the word ladder stays untranslated */
                        _("The only report is “ladder”, for two players or more.")))
        return EXIT_USAGE;
      return selfplay_ladder (argv[1], ai, n_games, n_players, seed, iterations, seconds);
    }
  if (!parse_controllers (argv[1], ai != NULL ? ai : "random", n_players, seats, iterations, seconds))
    return EXIT_USAGE;

  start = g_get_monotonic_time ();
  for (int g = 0; g < n_games; g++)
    {
      guint64 game_seed = mix_seed (seed, 0, g);
      int first_seat = first > 0 ? first - 1 : g % n_players;

      if (!selfplay_one (argv[1], n_players, game_seed, first_seat, seats, NULL, &error))
        {
          g_autofree char *seed_str = g_strdup_printf ("%" G_GUINT64_FORMAT, game_seed);

          /* Translators: an error of the command-line tool tessella-cli */
          g_printerr (_("Game %d (seed %s): %s\n"), g + 1, seed_str, error->message);
          return EXIT_FAIL;
        }
      if (verbose)
        /* Translators: output of the command-line tool tessella-cli */
        g_print (_("Game %d done\n"), g + 1);
    }
  elapsed = MAX (g_get_monotonic_time () - start, 1);

  seed_text_out = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  /* Translators: output of the command-line tool tessella-cli */
  g_print (_("%s: %d games, %d players, seed %s\n"), argv[1], n_games, n_players, seed_text_out);
  for (int i = 0; i < n_players; i++)
    {
      SelfplaySeat *s = &seats[i];
      const char *who = s->controller == CONTROLLER_RANDOM ? "random"
                        : s->controller == CONTROLLER_GREEDY ? "greedy"
                        : ts_level_to_string (s->controller);
      double mean_score = (double) s->score_sum / n_games;

      if (s->controller < 0)
        /* Translators: output of the command-line tool tessella-cli */
        g_print (_("Seat %d (%s): %u wins (%.1f %%), mean score %.2f\n"),
                 i + 1, who, s->wins, 100.0 * s->wins / n_games, mean_score);
      else
        /* Translators: output of the command-line tool tessella-cli */
        g_print (_("Seat %d (%s): %u wins (%.1f %%), mean score %.2f, "
                   "think time per move: mean %.3f s, max %.3f s\n"),
                 i + 1, who, s->wins, 100.0 * s->wins / n_games, mean_score,
                 s->n_moves > 0 ? (double) s->think_us / s->n_moves / G_USEC_PER_SEC : 0.0,
                 (double) s->think_max_us / G_USEC_PER_SEC);
    }
  /* Translators: output of the command-line tool tessella-cli */
  g_print (_("Games per second: %.1f\n"), n_games * (double) G_USEC_PER_SEC / elapsed);
  return EXIT_OK;
}

/* Plays one game of random moves on a bare TsGame. */
static gboolean
random_game (const char  *game_id,
             guint        n_players,
             guint64      seed,
             int          first_seat,
             GError     **error)
{
  g_autoptr(TsSetup) setup = ts_setup_new (game_id, n_players, seed);
  g_autoptr(TsGame) game = NULL;
  TsRng rng;

  setup->first_seat = first_seat;
  game = ts_game_new (game_id, setup, error);
  if (game == NULL)
    return FALSE;
  ts_rng_init (&rng, mix_seed (seed, 1, 0));
  while (!ts_game_is_over (game))
    {
      TsMove move;

      if (!ts_ai_random_move (game, &rng, &move))
        {
          g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE,
                       /* Translators: output of the command-line tool
                          tessella-cli */
                       _("Seat %d found no move in a game that is not over"),
                       ts_game_get_current_seat (game) + 1);
          return FALSE;
        }
      if (!ts_game_apply_move (game, &move, error))
        return FALSE;
    }
  return TRUE;
}

/* bench [--seconds S] */
int
cmd_bench (int    argc,
           char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GList) types = NULL;
  double seconds = 2.0;
  int n_players = 0;
  GOptionEntry entries[] = {
    { "seconds", 's', 0, G_OPTION_ARG_DOUBLE, &seconds,
      /* Translators: the description of a command-line option of tessella-
         cli, in --help */
      N_("Time per measurement (default 2)"), N_("S") },
    { "players", 'p', 0, G_OPTION_ARG_INT, &n_players,
      /* Translators: the description of a command-line option of tessella-
         cli, in --help */
      N_("Number of players (default: the fewest the game allows)"), N_("N") },
    G_OPTION_ENTRY_NULL
  };

  /* Translators: the usage line of a tessella-cli command in --help, after
     "tessella-cli COMMAND"; FILE, GAME, MOVE and N are placeholders,
     usually kept in capitals */
  context = command_context_new (_("— measure the speed of the rules and the search"), entries);
  if (!parse_options (context, &argc, &argv) ||
      !check_usage (context,
                    argc == 1 && seconds > 0 && n_players >= 0 && n_players <= TS_MAX_SEATS,
                    /* Translators: an error of the command-line tool
                       tessella-cli */
                    _("Invalid arguments.")))
    return EXIT_USAGE;

  types = ts_game_list_types ();
  for (GList *l = types; l != NULL; l = l->next)
    {
      TsGameClass *klass = g_type_class_ref (GPOINTER_TO_SIZE (l->data));
      const char *id = klass->id;
      guint players = n_players > 0 ? (guint) n_players : klass->min_players;
      TsAiParams params;
      gint64 start, deadline, now;
      guint n_games = 0, n_searches = 0;
      guint64 n_iterations = 0;
      TsRng rng;

      g_type_class_unref (klass);
      if (players < klass->min_players || players > klass->max_players)
        continue;

      /* The speed of the rules alone: games of random moves on a bare
       * TsGame, without a match's history or a director. */
      start = g_get_monotonic_time ();
      deadline = start + (gint64) (seconds * G_USEC_PER_SEC);
      do
        {
          if (!random_game (id, players, mix_seed (0, 3, n_games), n_games % players, &error))
            return fail (id, error);
          n_games++;
          now = g_get_monotonic_time ();
        }
      while (now < deadline);
      /* Translators: output of the command-line tool tessella-cli */
      g_print (_("%s, %u players, random moves: %.1f games/s\n"),
               id, players, n_games * (double) G_USEC_PER_SEC / MAX (now - start, 1));

      /* The search: fixed iteration budgets from positions met in random
       * games, skipping moves the search answers without thinking. */
      ts_ai_params_for_game (id, TS_LEVEL_NORMAL, &params);
      params.max_iterations = 500;
      params.max_seconds = 0;
      ts_rng_init (&rng, 4);
      start = g_get_monotonic_time ();
      deadline = start + (gint64) (seconds * G_USEC_PER_SEC);
      now = start;
      while (now < deadline)
        {
          g_autoptr(TsSetup) setup = ts_setup_new (id, players, ts_rng_next (&rng));
          g_autoptr(TsGame) game = ts_game_new (id, setup, &error);

          if (game == NULL)
            return fail (id, error);
          while (!ts_game_is_over (game) && now < deadline)
            {
              TsMove move;

              if (!ts_game_trivial_move (game, &move))
                {
                  if (!ts_ai_choose_move (game, &params, ts_rng_next (&rng), NULL, &move))
                    break;
                  n_searches++;
                  n_iterations += params.max_iterations;
                  now = g_get_monotonic_time ();
                  /* Continue the game at random: cheaper, same kind of positions. */
                  if (!ts_ai_random_move (game, &rng, &move))
                    break;
                }
              if (!ts_game_apply_move (game, &move, &error))
                return fail (id, error);
            }
          now = g_get_monotonic_time ();
        }
      if (n_searches > 0)
        /* Translators: output of the command-line tool tessella-cli */
        g_print (_("%s, %u players, search (normal policy, %u iterations): "
                   "%.0f iterations/s, %.1f ms per search\n"),
                 id, players, params.max_iterations,
                 n_iterations * (double) G_USEC_PER_SEC / MAX (now - start, 1),
                 (now - start) / 1000.0 / n_searches);
    }
  return EXIT_OK;
}
