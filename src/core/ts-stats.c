/* ts-stats.c — how each player is doing, per game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The file is a GKeyFile: a [statistics] group with the version, then a
 * group per game and player, "GAME PLAYER" with the player's name
 * URI-escaped (a key file's group may hold no brackets).  Counters stop at
 * G_MAXINT, the largest a key file's integer holds, and the sum of the
 * scores at the ends of a gint64, so that what is written always loads.
 */
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include <errno.h>
#include <string.h>

#include "ts-save-file-private.h"
#include "ts-stats.h"

#define MAX_FILE_BYTES (1024 * 1024)

struct _TsStats
{
  GHashTable *entries;   /* "GAME PLAYER" (escaped) → TsStatsEntry */
};

TsStats *
ts_stats_new (void)
{
  TsStats *stats = g_new0 (TsStats, 1);

  stats->entries = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return stats;
}

void
ts_stats_free (TsStats *stats)
{
  if (stats == NULL)
    return;
  g_hash_table_unref (stats->entries);
  g_free (stats);
}

char *
ts_stats_default_path (void)
{
  const char *dir = g_getenv ("TESSELLA_DATA_DIR");

  if (dir != NULL && *dir != '\0')
    return g_build_filename (dir, "statistics.ini", NULL);
  return g_build_filename (g_get_user_data_dir (), "tessella", "statistics.ini", NULL);
}

static char *
entry_key (const char *game_id,
           const char *player)
{
  g_autofree char *escaped = g_uri_escape_string (player, NULL, FALSE);

  return g_strdup_printf ("%s %s", game_id, escaped);
}

static TsStatsEntry *
entry_for (TsStats    *stats,
           const char *game_id,
           const char *player)
{
  char *key = entry_key (game_id, player);
  TsStatsEntry *entry = g_hash_table_lookup (stats->entries, key);

  if (entry == NULL)
    {
      entry = g_new0 (TsStatsEntry, 1);
      g_hash_table_insert (stats->entries, key, entry);
    }
  else
    g_free (key);
  return entry;
}

const TsStatsEntry *
ts_stats_lookup (TsStats    *stats,
                 const char *game_id,
                 const char *player)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (stats != NULL && game_id != NULL && player != NULL, NULL);
  key = entry_key (game_id, player);
  return g_hash_table_lookup (stats->entries, key);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

GStrv
ts_stats_list_players (TsStats    *stats,
                       const char *game_id)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree char *prefix = g_strconcat (game_id, " ", NULL);
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, stats->entries);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (g_str_has_prefix (key, prefix))
      g_ptr_array_add (names, g_uri_unescape_string ((const char *) key + strlen (prefix), NULL));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&names), FALSE);
}

void
ts_stats_reset (TsStats    *stats,
                const char *game_id)
{
  g_autofree char *prefix = NULL;
  GHashTableIter iter;
  gpointer key;

  if (game_id == NULL)
    {
      g_hash_table_remove_all (stats->entries);
      return;
    }
  prefix = g_strconcat (game_id, " ", NULL);
  g_hash_table_iter_init (&iter, stats->entries);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (g_str_has_prefix (key, prefix))
      g_hash_table_iter_remove (&iter);
}

/* Counters saturate: the file holds them as non-negative ints. */
static void
count_one (guint *counter)
{
  if (*counter < G_MAXINT)
    (*counter)++;
}

static gint64
add_score (gint64 total,
           int    score)
{
  if (score > 0 && total > G_MAXINT64 - score)
    return G_MAXINT64;
  if (score < 0 && total < G_MININT64 - score)
    return G_MININT64;
  return total + score;
}

gboolean
ts_stats_record_match (TsStats *stats,
                       TsMatch *match)
{
  TsGame *game = ts_match_get_game (match);
  const TsSetup *setup = ts_match_get_setup (match);
  int ranks[TS_MAX_SEATS];
  gboolean levels[TS_N_LEVELS] = { FALSE };

  g_return_val_if_fail (stats != NULL && TS_IS_MATCH (match), FALSE);
  if (!ts_game_is_over (game))
    return FALSE;
  ts_game_get_ranks (game, ranks);
  for (guint s = 0; s < setup->n_players; s++)
    if (setup->players[s].kind == TS_PLAYER_COMPUTER && setup->players[s].level < TS_N_LEVELS)
      levels[setup->players[s].level] = TRUE;

  for (guint s = 0; s < setup->n_players; s++)
    {
      TsStatsEntry *e;
      gboolean won = ranks[s] == 0;
      int score = ts_game_get_score (game, (int) s);

      if (setup->players[s].kind != TS_PLAYER_HUMAN || setup->players[s].name == NULL)
        continue;
      e = entry_for (stats, setup->game_id, setup->players[s].name);
      e->best = e->played == 0 ? score : MAX (e->best, score);
      count_one (&e->played);
      e->total = add_score (e->total, score);
      if (ts_match_get_hints (match, (int) s) > 0)
        count_one (&e->hinted);
      if (won)
        {
          count_one (&e->won);
          count_one (&e->streak);
          e->best_streak = MAX (e->best_streak, e->streak);
        }
      else
        e->streak = 0;
      for (int l = 0; l < TS_N_LEVELS; l++)
        if (levels[l])
          {
            count_one (&e->vs_played[l]);
            if (won)
              count_one (&e->vs_won[l]);
          }
    }
  return TRUE;
}

/* Files */

static void
put_counts (GKeyFile   *file,
            const char *group,
            const char *key,
            const guint counts[TS_N_LEVELS])
{
  int values[TS_N_LEVELS];

  for (int l = 0; l < TS_N_LEVELS; l++)
    values[l] = (int) counts[l];
  g_key_file_set_integer_list (file, group, key, values, TS_N_LEVELS);
}

gboolean
ts_stats_save (TsStats     *stats,
               const char  *path,
               GError     **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree char *data = NULL;
  g_autofree char *dir = g_path_get_dirname (path);
  GHashTableIter iter;
  gpointer key, value;
  gsize length;

  g_key_file_set_integer (file, "statistics", "version", TS_STATS_VERSION);
  g_hash_table_iter_init (&iter, stats->entries);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const TsStatsEntry *e = value;

      g_key_file_set_integer (file, key, "played", (int) e->played);
      g_key_file_set_integer (file, key, "won", (int) e->won);
      g_key_file_set_integer (file, key, "best", e->best);
      g_key_file_set_int64 (file, key, "total", e->total);
      put_counts (file, key, "vs-played", e->vs_played);
      put_counts (file, key, "vs-won", e->vs_won);
      g_key_file_set_integer (file, key, "hinted", (int) e->hinted);
      g_key_file_set_integer (file, key, "streak", (int) e->streak);
      g_key_file_set_integer (file, key, "best-streak", (int) e->best_streak);
    }
  data = g_key_file_to_data (file, &length, NULL);
  /* The reader would refuse it. */
  if (length > MAX_FILE_BYTES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
                   /* Translators: %u is a number of megabytes; Reset is
                      the button of the statistics window */
                   _("The statistics are too large to be saved (more than %u MB); reset those of a game to make room"),
                   (guint) (MAX_FILE_BYTES / (1024 * 1024)));
      return FALSE;
    }
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   /* Translators: %s is the system's reason */
                   _("The folder for the statistics cannot be made: %s"), g_strerror (saved));
      return FALSE;
    }
  return ts_save_write_atomic (path, data, length, ts_file_ops_default (), error);
}

static gboolean
read_count (GKeyFile   *file,
            const char *group,
            const char *key,
            guint      *out)
{
  g_autoptr(GError) local = NULL;
  int value = g_key_file_get_integer (file, group, key, &local);

  if (local != NULL || value < 0)
    return FALSE;
  *out = (guint) value;
  return TRUE;
}

static gboolean
read_entry (GKeyFile     *file,
            const char   *group,
            TsStatsEntry *e)
{
  g_autoptr(GError) local = NULL;
  const char *lists[2] = { "vs-played", "vs-won" };
  guint *targets[2] = { e->vs_played, e->vs_won };

  if (!read_count (file, group, "played", &e->played) || !read_count (file, group, "won", &e->won)
      || !read_count (file, group, "streak", &e->streak)
      || !read_count (file, group, "best-streak", &e->best_streak))
    return FALSE;
  e->best = g_key_file_get_integer (file, group, "best", &local);
  if (local != NULL)
    return FALSE;
  e->total = g_key_file_get_int64 (file, group, "total", &local);
  if (local != NULL)
    return FALSE;
  for (int i = 0; i < 2; i++)
    {
      gsize n = 0;
      g_autofree int *values = g_key_file_get_integer_list (file, group, lists[i], &n, NULL);

      if (values == NULL || n != TS_N_LEVELS)
        return FALSE;
      for (gsize l = 0; l < n; l++)
        {
          if (values[l] < 0 || (guint) values[l] > e->played)
            return FALSE;
          targets[i][l] = (guint) values[l];
        }
    }
  /* Games with hints: counted since the key exists. */
  if (g_key_file_has_key (file, group, "hinted", NULL) && !read_count (file, group, "hinted", &e->hinted))
    return FALSE;
  /* What could never be counted. */
  if (e->hinted > e->played || e->won > e->played || e->streak > e->best_streak || e->best_streak > e->won)
    return FALSE;
  for (int l = 0; l < TS_N_LEVELS; l++)
    if (e->vs_won[l] > e->vs_played[l])
      return FALSE;
  return TRUE;
}

/* The file at PATH is damaged, for REASON (NULL: what it holds): it is
 * set aside for whoever wants to look, and the statistics start afresh. */
static void
set_aside (const char  *path,
           const char  *reason,
           GError     **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *aside = ts_file_set_aside (path, &local);
  g_autofree char *display = NULL;

  if (aside == NULL)
    {
      if (reason == NULL)
        /* Translators: said when the damaged statistics file could not
           be moved aside; the reason follows */
        reason = _("The statistics file was damaged");
      g_set_error (error, local->domain, local->code,
                   /* Translators: the first %s says what is wrong with the
                      statistics file (for example “The statistics file is
                      a folder”), the second is the system's reason why it
                      could not be renamed */
                   _("%s, and it could not be moved aside: %s"),
                   reason, local->message);
      return;
    }
  display = g_filename_display_name (aside);
  if (reason == NULL)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 /* Translators: %s is the file name the damaged file was kept as */
                 _("The statistics file was damaged; it was kept as %s and the statistics start afresh"),
                 display);
  else
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                 /* Translators: the first %s says what is wrong with the
                    statistics file (for example “The statistics file is
                    too large (more than 1 MB)”), the second is the file
                    name it was kept as */
                 _("%s; it was kept as %s and the statistics start afresh"),
                 reason, display);
}

gboolean
ts_stats_load (TsStats     *stats,
               const char  *path,
               GError     **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) local = NULL;
  g_autofree char *data = NULL;
  g_auto(GStrv) groups = NULL;
  gsize length = 0;
  gboolean good;

  ts_stats_reset (stats, NULL);
  data = ts_file_read_bounded (path, TS_FILE_STATISTICS, MAX_FILE_BYTES, &length, &local);
  if (data == NULL)
    {
      if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return TRUE;
      /* A folder, a named pipe, a file too large: nothing the statistics
       * could be, and in the way of the next save. */
      if (ts_file_error_is_damage (local))
        set_aside (path, local->message, error);
      else
        g_set_error (error, local->domain, local->code,
                     /* Translators: %s is the reason, for example “You
                        may not read this file.” */
                     _("The statistics file cannot be read: %s"), local->message);
      return FALSE;
    }
  good = g_key_file_load_from_data (file, data, length, G_KEY_FILE_NONE, NULL)
         && g_key_file_get_integer (file, "statistics", "version", NULL) == TS_STATS_VERSION;
  groups = good ? g_key_file_get_groups (file, NULL) : NULL;
  for (guint i = 0; good && groups[i] != NULL; i++)
    {
      TsStatsEntry entry = { 0 };

      if (g_str_equal (groups[i], "statistics"))
        continue;
      if (strchr (groups[i], ' ') == NULL || !read_entry (file, groups[i], &entry))
        good = FALSE;
      else
        g_hash_table_insert (stats->entries, g_strdup (groups[i]), g_memdup2 (&entry, sizeof entry));
    }
  if (!good)
    {
      ts_stats_reset (stats, NULL);
      set_aside (path, NULL, error);
      return FALSE;
    }
  return TRUE;
}
