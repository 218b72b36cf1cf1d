/* ts-stats.h — how each player is doing, per game (no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Finished games only: for every human seat of a finished match, under
 * the player's name, the games played and won, the best and the mean
 * score, the games and wins against each computer level at the table,
 * and the current and the longest run of wins.  Kept in a small key file
 * with a version, written atomically (the previous file kept as FILE~)
 * and read like a save: a regular file of at most 1 MB, never blocking.
 * A damaged file (or a folder, a named pipe, a file too large) is refused
 * with a message and moved aside (FILE.damaged), never overwritten
 * unseen.  Counters stop at G_MAXINT.
 */
#pragma once

#include "ts-match.h"

G_BEGIN_DECLS

#define TS_STATS_VERSION 1

typedef struct
{
  guint played;
  guint won;
  int   best;                      /* meaningful when played > 0 */
  gint64 total;                    /* the sum of the scores, for the mean */
  guint vs_played[TS_N_LEVELS];    /* games with a computer of that level */
  guint vs_won[TS_N_LEVELS];
  guint hinted;                    /* games in which a move was suggested */
  guint streak;                    /* wins in a row now */
  guint best_streak;
} TsStatsEntry;

typedef struct _TsStats TsStats;

TsStats            *ts_stats_new          (void);
void                ts_stats_free         (TsStats       *stats);
/* The statistics file in the data folder (TESSELLA_DATA_DIR, or the
 * user's data dir/tessella): "statistics.ini". */
char               *ts_stats_default_path (void);
/* Reads PATH; a missing file is an empty record.  A damaged or foreign
 * file (or anything else than a regular file, or more than 1 MB): FALSE
 * with ERROR (G_IO_ERROR_INVALID_DATA, naming PATH.damaged), STATS empty,
 * and the file renamed to PATH.damaged so that the next save does not
 * destroy it.  A file that cannot be read (a permission): FALSE with
 * ERROR, STATS empty, the file left as it is. */
gboolean            ts_stats_load         (TsStats       *stats,
                                           const char    *path,
                                           GError       **error);
/* Writes PATH atomically; refuses (G_IO_ERROR_MESSAGE_TOO_LARGE) to write more than
 * the reader accepts. */
gboolean            ts_stats_save         (TsStats       *stats,
                                           const char    *path,
                                           GError       **error);
/* Counts MATCH if it is finished: TRUE if it was. */
gboolean            ts_stats_record_match (TsStats       *stats,
                                           TsMatch       *match);
/* NULL when PLAYER has no finished game of GAME_ID. */
const TsStatsEntry *ts_stats_lookup       (TsStats       *stats,
                                           const char    *game_id,
                                           const char    *player);
/* The players with a record for GAME_ID, sorted (to be freed). */
GStrv               ts_stats_list_players (TsStats       *stats,
                                           const char    *game_id);
/* Forgets GAME_ID's records (NULL: every game's). */
void                ts_stats_reset        (TsStats       *stats,
                                           const char    *game_id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsStats, ts_stats_free)

G_END_DECLS
