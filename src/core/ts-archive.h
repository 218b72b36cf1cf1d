/* ts-archive.h — the finished games kept for replay (no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every finished match is kept as an ordinary save file, the newest
 * TS_ARCHIVE_KEEP of each game, in the folder DIR/GAME-ID/ (DIR is
 * "finished" in the data folder), named by the time it ended.  A small
 * key file beside them, "index.ini", remembers for each file who played
 * and how it ended, so that listing them never replays a game.  A file
 * without its line in the index (a damaged or lost index) is still
 * listed, by its name and date.  The index is read like a save (a
 * regular file, never blocking, at most 1 MB); a damaged one (or a
 * folder, a named pipe, a file too large) is moved aside
 * (index.ini.damaged) with a message in the log that names it, never
 * overwritten unseen; one that cannot be read (a permission) is left as it
 * is.
 */
#pragma once

#include "ts-match.h"

G_BEGIN_DECLS

#define TS_ARCHIVE_KEEP 50
#define TS_ARCHIVE_INDEX_VERSION 1

typedef struct
{
  char    *path;                      /* the save file */
  char    *game_id;
  gint64   finished;                  /* when it ended: seconds since 1970 (UTC) */
  guint    n_moves;
  guint    n_players;                 /* 0: the index did not know this file */
  char    *names[TS_MAX_SEATS];
  int      scores[TS_MAX_SEATS];
  int      ranks[TS_MAX_SEATS];       /* 0: first (shared when tied) */
  gboolean abandoned;                 /* ended unfinished (scores as they stood) */
} TsArchiveEntry;

void            ts_archive_entry_free   (TsArchiveEntry *entry);

/* TESSELLA_DATA_DIR/finished, or the user's data dir/tessella/finished. */
char           *ts_archive_default_dir  (void);

/* Keeps MATCH as ended at NOW (seconds since 1970): a finished game, or
 * one given up unfinished (an online game its host ended: "abandoned"),
 * then forgets the oldest of its game beyond TS_ARCHIVE_KEEP.  Returns
 * the new file's path, or NULL with ERROR (nothing else changed). */
char           *ts_archive_add          (const char     *dir,
                                         TsMatch        *match,
                                         gint64          now,
                                         GError        **error);

/* The finished games of GAME_ID (NULL: of every game), newest first: a
 * GPtrArray of TsArchiveEntry.  A missing folder is an empty list. */
GPtrArray      *ts_archive_list         (const char     *dir,
                                         const char     *game_id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsArchiveEntry, ts_archive_entry_free)

G_END_DECLS
