/* ts-online-games.h — the online games this computer joined as a guest,
 * so that they can be continued
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct
{
  char *match;   /* the match's id: the key */
  char *game;    /* "tri" */
  char *link;    /* the seat's link (a secret: it is the seat's key) */
  char *host;    /* the server's name or address, for words */
  GStrv invites; /* a game this computer created on a server: every seat's
                  * link, "" for the seats not invited; or NULL */
} TsOnlineGame;

void          ts_online_game_free    (TsOnlineGame *game);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsOnlineGame, ts_online_game_free)

/* Keeps LINK (to a seat of MATCH, a game of GAME on HOST) in the user's
 * data (online-games.ini beside the autosaves, readable by the user
 * only); the newest link of a match replaces an older one. */
gboolean      ts_online_games_remember (const char  *match,
                                        const char  *game,
                                        const char  *link,
                                        const char  *host,
                                        GError     **error);
/* Keeps, with MATCH's link, the links of the seats this computer invited
 * to it (a game it created on a server). */
gboolean      ts_online_games_set_invites (const char         *match,
                                           const char * const *invites,
                                           GError            **error);
/* Where the views a seat of MATCH saw are kept, for its replay
 * (ts_remote_table_keep_seen); NULL for what is not a match id. */
GFile        *ts_online_games_seen_file   (const char  *match);
/* Forgets those views. */
void          ts_online_games_forget_seen (const char  *match);
/* Forgets MATCH (the game is over, or the player discarded it), and the
 * views its seat saw. */
void          ts_online_games_forget   (const char  *match);
/* The games kept, newest first (TsOnlineGame). */
GPtrArray    *ts_online_games_list     (void);
/* MATCH's game, or NULL. */
TsOnlineGame *ts_online_games_lookup   (const char  *match);

G_END_DECLS
