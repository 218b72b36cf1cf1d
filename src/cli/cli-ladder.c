/* cli-ladder.c — selfplay --report ladder: each computer level against the
 * one below it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A pairing plays N games.  Between two players the stronger level sits
 * in each seat and each seat begins equally often (the four combinations
 * in turn); with more players one seat of the stronger level plays the
 * others of the weaker, that seat and the first seat going round.  A game
 * is decisive when one seat alone wins; otherwise it is shared.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ts-games.h"

#include "cli-common.h"
#include "cli-selfplay.h"

typedef struct
{
  TsLevel weak, strong;
} Pairing;

static const Pairing pairings[] = {
  { TS_LEVEL_EASY, TS_LEVEL_NORMAL },
  { TS_LEVEL_NORMAL, TS_LEVEL_HARD },
};

typedef struct
{
  guint  n_moves;
  gint64 think_us;
  gint64 think_max_us;
  gint64 turn_max_us;
  guint  n_timed_out;
} Think;

typedef struct
{
  guint strong_alone;   /* decisive games the stronger level won */
  guint weak_alone;     /* decisive games a weaker seat won */
  guint shared;         /* games with several winners */
  guint shared_strong;  /* of those, shared by the stronger level */
  Think think[2];       /* weak, strong */
} Tally;

static void
set_level (SelfplaySeat *seat,
           const char   *game_id,
           TsLevel       level,
           int           iterations,
           double        seconds)
{
  memset (seat, 0, sizeof *seat);
  seat->controller = level;
  ts_ai_params_for_game (game_id, level, &seat->params);
  if (iterations >= 0)
    seat->params.max_iterations = iterations;
  if (seconds >= 0)
    {
      seat->params.max_seconds = seconds;
      /* No clock at all: a turn's budget has none either. */
      if (seconds == 0)
        seat->params.turn_seconds = 0;
    }
}

static void
add_think (Think              *think,
           const SelfplaySeat *seat)
{
  think->n_moves += seat->n_moves;
  think->think_us += seat->think_us;
  think->think_max_us = MAX (think->think_max_us, seat->think_max_us);
  think->turn_max_us = MAX (think->turn_max_us, seat->turn_max_us);
  think->n_timed_out += seat->n_timed_out;
}

static gboolean
play_pairing (const char    *game_id,
              const Pairing *pairing,
              int            n_games,
              int            n_players,
              guint64        seed,
              int            iterations,
              double         seconds,
              Tally         *tally,
              GError       **error)
{
  for (int g = 0; g < n_games; g++)
    {
      SelfplaySeat seats[TS_MAX_SEATS];
      int ranks[TS_MAX_SEATS];
      int strong = n_players == 2 ? (g / 2) % 2 : g % n_players;
      int first = n_players == 2 ? g % 2 : (g / n_players) % n_players;
      guint winners = 0;

      for (int s = 0; s < n_players; s++)
        set_level (&seats[s], game_id, s == strong ? pairing->strong : pairing->weak, iterations, seconds);
      if (!selfplay_one (game_id, n_players, mix_seed (seed, 3, g), first, seats, ranks, error))
        return FALSE;
      for (int s = 0; s < n_players; s++)
        {
          winners += ranks[s] == 0;
          add_think (&tally->think[s == strong], &seats[s]);
        }
      if (winners > 1)
        {
          tally->shared++;
          tally->shared_strong += ranks[strong] == 0;
        }
      else if (ranks[strong] == 0)
        tally->strong_alone++;
      else
        tally->weak_alone++;
    }
  return TRUE;
}

static double
mean_seconds (const Think *think)
{
  return think->n_moves > 0 ? (double) think->think_us / think->n_moves / G_USEC_PER_SEC : 0.0;
}

/* The pairings to play: all of them, or the one PAIRING names. */
static gboolean
choose_pairings (const char *pairing,
                 Pairing    *chosen,
                 guint      *n_chosen)
{
  g_auto(GStrv) names = NULL;

  if (pairing == NULL)
    {
      memcpy (chosen, pairings, sizeof pairings);
      *n_chosen = G_N_ELEMENTS (pairings);
      return TRUE;
    }
  names = g_strsplit (pairing, ",", -1);
  *n_chosen = 1;
  return g_strv_length (names) == 2 &&
         ts_level_from_string (names[0], &chosen[0].strong) &&
         ts_level_from_string (names[1], &chosen[0].weak);
}

int
selfplay_ladder (const char *game_id,
                 const char *pairing,
                 int         n_games,
                 int         n_players,
                 guint64     seed,
                 int         iterations,
                 double      seconds)
{
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  /* Even: a seat's share of the wins when all play alike; the stronger
   * level must clearly beat it. */
  double goal = n_players == 2 ? 65.0 : 100.0 / n_players + 10.0;
  Pairing chosen[G_N_ELEMENTS (pairings)];
  guint n_chosen;

  if (!choose_pairings (pairing, chosen, &n_chosen))
    {
      /* Translators: an error of the command-line tool tessella-cli; the
         words in quotes are typed by the user and stay untranslated */
      g_printerr (_("A ladder’s --ai names two levels, the stronger first, such as “hard,normal”.\n"));
      return EXIT_USAGE;
    }

  /* Translators: output of the command-line tool tessella-cli (selfplay
     --report ladder): the game, the players, the games a pairing, the seed;
     then whether the time limits of the levels apply */
  g_print (_("Ladder of %s: %d players, %d games a pairing, seed %s, %s\n"), game_id, n_players, n_games,
           seed_text,
           seconds == 0 ? _("no time limits") : seconds > 0 ? _("a time limit set by --seconds")
                        : _("the levels’ own time limits"));
  /* Translators: output of the command-line tool tessella-cli (selfplay
     --report ladder): the header of the table; keep the columns aligned
     with the rows below it */
  g_print ("%s\n", _("pairing          stronger  weaker  shared (stronger)  share       think s mean/max: stronger   weaker"));
  for (guint p = 0; p < n_chosen; p++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *name = NULL;
      g_autofree char *shared_strong = NULL;
      Tally tally = { 0 };
      guint decisive;
      double share;

      if (!play_pairing (game_id, &chosen[p], n_games, n_players, seed, iterations, seconds, &tally, &error))
        {
          /* Translators: an error of the command-line tool tessella-cli */
          g_printerr (_("The ladder stopped: %s\n"), error->message);
          return EXIT_FAIL;
        }
      decisive = tally.strong_alone + tally.weak_alone;
      /* Two players: of the decisive games; more: of all the games. */
      share = n_players == 2 ? (decisive > 0 ? 100.0 * tally.strong_alone / decisive : 0.0)
                             : 100.0 * (tally.strong_alone + tally.shared_strong) / n_games;
      name = g_strdup_printf ("%s/%s", ts_level_to_string (chosen[p].strong), ts_level_to_string (chosen[p].weak));
      shared_strong = g_strdup_printf ("(%u)", tally.shared_strong);
      g_print ("%-16s %8u %7u %7u %-10s %6.1f %%   %5.3f/%5.3f   %5.3f/%5.3f   %s\n", name,
               tally.strong_alone, tally.weak_alone, tally.shared,
               shared_strong,
               share, mean_seconds (&tally.think[1]), (double) tally.think[1].think_max_us / G_USEC_PER_SEC,
               mean_seconds (&tally.think[0]), (double) tally.think[0].think_max_us / G_USEC_PER_SEC,
               share >= goal ? _("stronger") : _("NOT clearly stronger"));
      /* Translators: output of the command-line tool tessella-cli (selfplay
         --report ladder), under a row of the table: the longest turn of a
         computer player, all its decisions in a row together, in seconds */
      g_print (_("  longest turn: stronger %.3f s, weaker %.3f s\n"),
               (double) tally.think[1].turn_max_us / G_USEC_PER_SEC,
               (double) tally.think[0].turn_max_us / G_USEC_PER_SEC);
      /* Translators: output of the command-line tool tessella-cli (selfplay
         --report ladder), under a row of the table: how many decisions of
         each side its time limit cut short, of all its decisions; 0 means
         the limits changed no move */
      g_print (_("  cut short by the time limit: stronger %u of %u, weaker %u of %u\n"),
               tally.think[1].n_timed_out, tally.think[1].n_moves,
               tally.think[0].n_timed_out, tally.think[0].n_moves);
    }
  return EXIT_OK;
}
