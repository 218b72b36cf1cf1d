/* ts-online-games.c — the online games this computer joined as a guest
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A key file, one group per match: game, link, host, when it was last
 * joined.  The links are the seats' keys, so the file is the user's
 * alone (0600), and it is replaced whole, never left half written.
 */
#include <errno.h>
#include <glib/gstdio.h>

#include "ts-autosave.h"
#include "ts-online-games.h"

#include <string.h>

#define FILE_NAME "online-games.ini"

void
ts_online_game_free (TsOnlineGame *game)
{
  if (game == NULL)
    return;
  g_free (game->match);
  g_free (game->game);
  g_free (game->link);
  g_free (game->host);
  g_strfreev (game->invites);
  g_free (game);
}

/* Beside the list: what each seat saw, for its replay. */
#define SEEN_DIR "online-seen"

static char *
file_path (void)
{
  g_autofree char *dir = ts_autosave_get_dir ();

  return g_build_filename (dir, FILE_NAME, NULL);
}

static GKeyFile *
load (void)
{
  GKeyFile *keys = g_key_file_new ();
  g_autofree char *path = file_path ();

  /* Missing or unreadable: no games, as on a first run. */
  g_key_file_load_from_file (keys, path, G_KEY_FILE_NONE, NULL);
  return keys;
}

static gboolean
save (GKeyFile  *keys,
      GError   **error)
{
  g_autofree char *path = file_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *data = NULL;
  gsize length;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), "%s", g_strerror (errno));
      return FALSE;
    }
  data = g_key_file_to_data (keys, &length, NULL);
  return g_file_set_contents_full (path, data, (gssize) length, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

gboolean
ts_online_games_remember (const char  *match,
                          const char  *game,
                          const char  *link,
                          const char  *host,
                          GError     **error)
{
  g_autoptr(GKeyFile) keys = load ();

  g_return_val_if_fail (match != NULL && game != NULL && link != NULL, FALSE);

  g_key_file_set_string (keys, match, "game", game);
  g_key_file_set_string (keys, match, "link", link);
  g_key_file_set_string (keys, match, "host", host != NULL ? host : "");
  g_key_file_set_int64 (keys, match, "joined", g_get_real_time ());
  return save (keys, error);
}

gboolean
ts_online_games_set_invites (const char         *match,
                             const char * const *invites,
                             GError            **error)
{
  g_autoptr(GKeyFile) keys = load ();

  g_return_val_if_fail (match != NULL && invites != NULL, FALSE);

  if (!g_key_file_has_group (keys, match))
    return TRUE;
  g_key_file_set_string_list (keys, match, "invites", invites, g_strv_length ((GStrv) invites));
  return save (keys, error);
}

GFile *
ts_online_games_seen_file (const char *match)
{
  g_autofree char *dir = NULL;
  g_autofree char *name = NULL;

  /* A match id only: no path outside the folder. */
  if (match == NULL || *match == '\0' || strlen (match) > 64 ||
      strspn (match, "abcdefghijklmnopqrstuvwxyz234567") != strlen (match))
    return NULL;
  dir = ts_autosave_get_dir ();
  name = g_strconcat (match, ".seen", NULL);
  return g_file_new_build_filename (dir, SEEN_DIR, name, NULL);
}

void
ts_online_games_forget_seen (const char *match)
{
  g_autoptr(GFile) seen = ts_online_games_seen_file (match);

  if (seen != NULL)
    g_file_delete (seen, NULL, NULL);
}

void
ts_online_games_forget (const char *match)
{
  g_autoptr(GKeyFile) keys = load ();
  g_autoptr(GError) error = NULL;

  ts_online_games_forget_seen (match);
  if (match == NULL || !g_key_file_remove_group (keys, match, NULL))
    return;
  if (!save (keys, &error))
    g_warning ("An online game could not be forgotten: %s", error->message);
}

static TsOnlineGame *
read_game (GKeyFile   *keys,
           const char *match)
{
  TsOnlineGame *game;
  g_autofree char *id = g_key_file_get_string (keys, match, "game", NULL);
  g_autofree char *link = g_key_file_get_string (keys, match, "link", NULL);

  if (id == NULL || link == NULL)
    return NULL;
  game = g_new0 (TsOnlineGame, 1);
  game->match = g_strdup (match);
  game->game = g_steal_pointer (&id);
  game->link = g_steal_pointer (&link);
  game->host = g_key_file_get_string (keys, match, "host", NULL);
  game->invites = g_key_file_get_string_list (keys, match, "invites", NULL, NULL);
  return game;
}

static int
newest_first (gconstpointer a,
              gconstpointer b,
              gpointer      data)
{
  GKeyFile *keys = data;
  const TsOnlineGame *x = *(TsOnlineGame **) a, *y = *(TsOnlineGame **) b;
  gint64 tx = g_key_file_get_int64 (keys, x->match, "joined", NULL);
  gint64 ty = g_key_file_get_int64 (keys, y->match, "joined", NULL);

  return tx > ty ? -1 : tx < ty;
}

GPtrArray *
ts_online_games_list (void)
{
  g_autoptr(GKeyFile) keys = load ();
  g_auto(GStrv) groups = g_key_file_get_groups (keys, NULL);
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_online_game_free);

  for (guint i = 0; groups[i] != NULL; i++)
    {
      TsOnlineGame *game = read_game (keys, groups[i]);

      if (game != NULL)
        g_ptr_array_add (games, game);
    }
  g_ptr_array_sort_with_data (games, newest_first, keys);
  return games;
}

TsOnlineGame *
ts_online_games_lookup (const char *match)
{
  g_autoptr(GKeyFile) keys = load ();

  return match != NULL && g_key_file_has_group (keys, match) ? read_game (keys, match) : NULL;
}
