/* cli-selfplay.h — whole games between computer players, shared by
 * selfplay and its ladder report
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ts-ai.h"

G_BEGIN_DECLS

/* Controllers of selfplay seats, beside the TsLevel values. */
#define CONTROLLER_RANDOM (-1)
#define CONTROLLER_GREEDY (-2)   /* the game's playout policy, one move at a time */

typedef struct
{
  int        controller;  /* CONTROLLER_RANDOM, CONTROLLER_GREEDY or a TsLevel */
  TsAiParams params;
  guint      wins;
  gint64     score_sum;
  guint      n_moves;     /* decisions taken by this seat */
  gint64     think_us;    /* computers only */
  gint64     think_max_us;
  gint64     turn_max_us; /* the longest turn, its decisions together */
  guint      n_timed_out; /* decisions the time limit cut short */
} SelfplaySeat;

/* Sets the controller of each of N_PLAYERS SEATS from TEXT ("normal" or
 * "easy,hard"), with ITERATIONS and SECONDS (−1: the level's) per search;
 * FALSE with a message on standard error. */
gboolean parse_controllers (const char   *game_id,
                            const char   *text,
                            guint         n_players,
                            SelfplaySeat *seats,
                            int           iterations,
                            double        seconds);

/* Plays one whole game through the turn director and adds its result and
 * think times to SEATS; RANKS_OUT (N_PLAYERS, or NULL) gets each seat's
 * rank (0 = a winner).  FALSE (with ERROR) if a controller produced an
 * illegal move, which would be a bug. */
gboolean selfplay_one      (const char   *game_id,
                            guint         n_players,
                            guint64       seed,
                            int           first_seat,
                            SelfplaySeat *seats,
                            int          *ranks_out,
                            GError      **error);

/* The ladder report (selfplay --report ladder): each level against the
 * one below it, N_GAMES a pairing; or, with PAIRING ("hard,normal": the
 * stronger level first), that pairing alone.  EXIT_USAGE if PAIRING does
 * not name two levels. */
int      selfplay_ladder   (const char   *game_id,
                            const char   *pairing,
                            int           n_games,
                            int           n_players,
                            guint64       seed,
                            int           iterations,
                            double        seconds);

G_END_DECLS
