/* ts-position.c — positions a person can write: keyword lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ts-position.h"

#include <glib/gi18n-lib.h>
#include <stdarg.h>
#include <string.h>

#include "ts-game.h"
#include "ts-option.h"
#include "ts-text.h"

static void
line_free (gpointer data)
{
  TsPositionLine *line = data;

  g_free (line->keyword);
  g_strfreev (line->words);
  g_free (line);
}

void
ts_position_text_free (TsPositionText *text)
{
  if (text == NULL)
    return;
  g_free (text->game_id);
  g_clear_pointer (&text->lines, g_ptr_array_unref);
  g_free (text);
}

gboolean
ts_position_error (GError              **error,
                   const TsPositionLine *line,
                   const char           *format,
                   ...)
{
  g_autofree char *reason = NULL;
  va_list args;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);
  if (line == NULL)
    g_set_error_literal (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE, reason);
  else
    /* Translators: why a position (a game written as text) is refused:
       %u is the number of the line at fault, %s what is wrong with it */
    g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE, _("line %u: %s"), line->line, reason);
  return FALSE;
}

void
ts_position_prefix_line (GError **error,
                         guint    line)
{
  char *message;

  if (error == NULL || *error == NULL)
    return;
  message = g_strdup_printf (_("line %u: %s"), line, (*error)->message);
  g_free ((*error)->message);
  (*error)->message = message;
}

/* The words of one line, without its comment; FALSE for a quote left
 * open. */
static gboolean
split_line (const char *text,
            GPtrArray  *words)
{
  const char *p = text;

  for (;;)
    {
      const char *start;

      while (*p == ' ' || *p == '\t' || *p == '\r')
        p++;
      if (*p == '\0' || *p == '#')
        return TRUE;
      if (*p == '"')
        {
          const char *end = strchr (p + 1, '"');

          if (end == NULL)
            return FALSE;
          g_ptr_array_add (words, g_strndup (p + 1, (gsize) (end - p - 1)));
          p = end + 1;
          continue;
        }
      start = p;
      while (*p != '\0' && *p != ' ' && *p != '\t' && *p != '\r' && *p != '#' && *p != '"')
        p++;
      g_ptr_array_add (words, g_strndup (start, (gsize) (p - start)));
    }
}

gboolean
ts_position_peek_version (const char  *text,
                          char       **game_id,
                          guint       *version)
{
  g_auto(GStrv) lines = NULL;

  if (text == NULL)
    return FALSE;
  lines = g_strsplit (text, "\n", 64);
  for (guint l = 0; lines[l] != NULL; l++)
    {
      g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
      gint64 v;

      if (!split_line (lines[l], words))
        return FALSE;
      if (words->len == 0)
        continue;
      if (words->len != 2 || !ts_text_parse_int (g_ptr_array_index (words, 1), 1, 99, &v))
        return FALSE;
      if (game_id != NULL)
        *game_id = g_strdup (g_ptr_array_index (words, 0));
      if (version != NULL)
        *version = (guint) v;
      return TRUE;
    }
  return FALSE;
}

TsPositionText *
ts_position_text_parse (const char  *text,
                        GError     **error)
{
  g_autoptr(TsPositionText) out = g_new0 (TsPositionText, 1);
  g_auto(GStrv) lines = NULL;

  out->lines = g_ptr_array_new_with_free_func (line_free);
  lines = g_strsplit (text != NULL ? text : "", "\n", -1);
  for (guint l = 0; lines[l] != NULL; l++)
    {
      g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
      TsPositionLine *line;
      TsPositionLine here = { l + 1, NULL, NULL, 0 };

      if (!g_utf8_validate (lines[l], -1, NULL))
        return ts_position_error (error, &here, _("the text is not UTF-8")), NULL;
      if (!split_line (lines[l], words))
        /* Translators: why a position (a game written as text) is
           refused */
        return ts_position_error (error, &here, _("a quote is not closed")), NULL;
      if (words->len == 0)
        continue;
      if (out->game_id == NULL)
        {
          gint64 v;

          if (words->len != 2 || !ts_text_parse_int (g_ptr_array_index (words, 1), 1, 99, &v))
            /* Translators: why a position (a game written as text) is
               refused: its first line must be the game and a version,
               e.g. "trigon 2" */
            return ts_position_error (error, &here, _("the first line must name the game and the version")),
                   NULL;
          out->game_id = g_strdup (g_ptr_array_index (words, 0));
          out->version = (guint) v;
          continue;
        }
      line = g_new0 (TsPositionLine, 1);
      line->line = l + 1;
      line->keyword = g_strdup (g_ptr_array_index (words, 0));
      line->n_words = words->len - 1;
      line->words = g_new0 (char *, words->len);
      for (guint w = 1; w < words->len; w++)
        line->words[w - 1] = g_strdup (g_ptr_array_index (words, w));
      g_ptr_array_add (out->lines, line);
    }
  if (out->game_id == NULL)
    {
      /* Translators: why a position (a game written as text) is refused */
      ts_position_error (error, NULL, _("The position is empty"));
      return NULL;
    }
  return g_steal_pointer (&out);
}

const TsPositionLine *
ts_position_text_first (const TsPositionText *text,
                        const char           *keyword)
{
  for (guint i = 0; i < text->lines->len; i++)
    {
      const TsPositionLine *line = g_ptr_array_index (text->lines, i);

      if (g_str_equal (line->keyword, keyword))
        return line;
    }
  return NULL;
}

guint
ts_position_text_count (const TsPositionText *text,
                        const char           *keyword)
{
  guint n = 0;

  for (guint i = 0; i < text->lines->len; i++)
    n += g_str_equal (((const TsPositionLine *) g_ptr_array_index (text->lines, i))->keyword, keyword);
  return n;
}

gboolean
ts_position_text_check_keywords (const TsPositionText *text,
                                 const char * const   *known,
                                 const char * const   *once,
                                 GError              **error)
{
  for (guint i = 0; i < text->lines->len; i++)
    {
      const TsPositionLine *line = g_ptr_array_index (text->lines, i);

      if (!g_strv_contains (known, line->keyword))
        {
          g_autofree char *word = ts_text_quote (line->keyword, 24);

          /* Translators: why a position (a game written as text) is
             refused: %s is the first word of a line */
          return ts_position_error (error, line, _("“%s” is not a word of this game's positions"), word);
        }
      if (once != NULL && g_strv_contains (once, line->keyword) &&
          ts_position_text_first (text, line->keyword) != line)
        {
          const TsPositionLine *first = ts_position_text_first (text, line->keyword);

          /* Translators: why a position (a game written as text) is
             refused: the first %s is a keyword, %u the line where it
             first stood */
          return ts_position_error (error, line, _("%s is given twice (first on line %u)"), line->keyword,
                                    first->line);
        }
    }
  return TRUE;
}

gboolean
ts_position_line_words (const TsPositionLine *line,
                        guint                 min,
                        guint                 max,
                        GError              **error)
{
  if (line->n_words < min)
    /* Translators: why a position (a game written as text) is refused: a
       line lacks words; %s is its first word */
    return ts_position_error (error, line, _("%s needs more words"), line->keyword);
  if (max > 0 && line->n_words > max)
    /* Translators: why a position (a game written as text) is refused: a
       line has words too many; %s is its first word */
    return ts_position_error (error, line, _("%s has words too many"), line->keyword);
  return TRUE;
}

gboolean
ts_position_line_int (const TsPositionLine *line,
                      guint                 i,
                      gint64                min,
                      gint64                max,
                      const char           *what,
                      gint64               *value,
                      GError              **error)
{
  if (i >= line->n_words)
    return ts_position_line_words (line, i + 1, 0, error);
  if (!ts_text_parse_int (line->words[i], min, max, value))
    {
      g_autofree char *word = ts_text_quote (line->words[i], 24);
      g_autofree char *low = g_strdup_printf ("%" G_GINT64_FORMAT, min);
      g_autofree char *high = g_strdup_printf ("%" G_GINT64_FORMAT, max);

      /* Translators: why a position (a game written as text) is refused:
         the first %s is what was written, the second what it should be
         ("a round"), then the smallest and the largest number allowed */
      return ts_position_error (error, line, _("“%1$s” is not %2$s from %3$s to %4$s"), word, what, low, high);
    }
  return TRUE;
}

gboolean
ts_position_unknown (const TsPositionLine *line,
                     guint                 i,
                     const char           *what,
                     GError              **error)
{
  g_autofree char *word = ts_text_quote (i < line->n_words ? line->words[i] : "", 32);

  /* Translators: why a position is refused: the first %s is what was
     written, the second what it should name ("a site") */
  return ts_position_error (error, line, _("“%s” is not %s of the game"), word, what);
}

gboolean
ts_position_line_seat (const TsPositionLine *line,
                       guint                 i,
                       guint                 n_players,
                       int                  *seat,
                       GError              **error)
{
  gint64 v;

  if (!ts_position_line_int (line, i, 1, n_players, _("a seat"), &v, error))
    return FALSE;
  *seat = (int) v - 1;
  return TRUE;
}

gboolean
ts_position_line_choice (const TsPositionLine *line,
                         guint                 i,
                         const char * const   *words,
                         guint                 n_words,
                         const char           *what,
                         int                  *value,
                         GError              **error)
{
  if (!ts_position_line_words (line, i + 1, 0, error))
    return FALSE;
  for (guint k = 0; k < n_words; k++)
    if (g_str_equal (words[k], line->words[i]))
      {
        *value = (int) k;
        return TRUE;
      }
  return ts_position_unknown (line, i, what, error);
}

char *
ts_position_error_field (const char *message)
{
  const char *open = message != NULL ? strstr (message, "“") : NULL;
  const char *close;

  if (open == NULL)
    return NULL;
  open += strlen ("“");
  close = strstr (open, "”");
  if (close == NULL)
    return NULL;
  /* "coins[1]": the field. */
  for (const char *p = open; p < close; p++)
    if (*p == '[')
      close = p;
  return g_strndup (open, (gsize) (close - open));
}

const TsPositionLine *
ts_position_text_line_for (const TsPositionText  *text,
                           const char            *message,
                           const TsPositionField *map,
                           guint                  n_map)
{
  g_autofree char *field = ts_position_error_field (message);

  for (guint i = 0; field != NULL && i < n_map; i++)
    if (g_str_equal (field, map[i].field))
      return ts_position_text_first (text, map[i].keyword);
  return NULL;
}

gboolean
ts_position_relay_error (GError              **error,
                         GError               *local,
                         const TsPositionLine *line)
{
  /* The line of the made text means nothing to the writer. */
  if (g_str_has_prefix (local->message, "line "))
    {
      const char *colon = strstr (local->message, ": ");
      char *rest = g_strdup (colon != NULL ? colon + 2 : local->message);

      g_free (local->message);
      local->message = rest;
    }
  if (line != NULL)
    ts_position_prefix_line (&local, line->line);
  g_propagate_error (error, local);
  return FALSE;
}

TsGame *
ts_position_fresh_game (const TsPositionText  *text,
                        const char            *game_id,
                        GError               **error)
{
  const TsPositionLine *players = ts_position_text_first (text, "players");
  const TsPositionLine *seed_line = ts_position_text_first (text, "seed");
  const TsPositionLine *first = ts_position_text_first (text, "first");
  GType type = ts_game_type_from_id (game_id);
  g_autoptr(GTypeClass) klass = type != G_TYPE_INVALID ? g_type_class_ref (type) : NULL;
  const TsGameClass *game_class = klass != NULL ? TS_GAME_CLASS (klass) : NULL;
  g_autoptr(TsSetup) setup = NULL;
  g_autoptr(GError) local = NULL;
  gint64 n = 2, seed = 0;
  int first_seat = 0;
  TsGame *game;

  g_return_val_if_fail (game_class != NULL, NULL);
  if (players != NULL &&
      !ts_position_line_int (players, 0, MAX (game_class->min_players, 1), MAX (game_class->max_players, 1),
                             _("a number of players"), &n, error))
    return NULL;
  if (seed_line != NULL && !ts_position_line_int (seed_line, 0, 0, G_MAXINT64, _("a seed"), &seed, error))
    return NULL;
  if (first != NULL && !ts_position_line_seat (first, 0, (guint) n, &first_seat, error))
    return NULL;
  setup = ts_setup_new (game_id, (guint) n, (guint64) seed);
  setup->first_seat = first_seat;
  for (guint i = 0; i < text->lines->len; i++)
    {
      const TsPositionLine *line = g_ptr_array_index (text->lines, i);
      const TsGameOption *option;
      int value;

      if (!g_str_equal (line->keyword, "option"))
        continue;
      if (!ts_position_line_words (line, 2, 2, error))
        return NULL;
      option = ts_options_find (game_class->options, line->words[0]);
      if (option == NULL)
        return ts_position_unknown (line, 0, _("an option"), error), NULL;
      if (!ts_option_parse_value (option, line->words[1], &value, error))
        {
          ts_position_prefix_line (error, line->line);
          return NULL;
        }
      ts_setup_set_option (setup, option->name, value);
    }
  game = ts_game_new (game_id, setup, &local);
  if (game == NULL)
    ts_position_error (error, NULL, "%s", local->message);
  return game;
}

gboolean
ts_position_load_through (TsGame                 *game,
                          const char             *text,
                          const TsPositionReader *reader,
                          GError                **error)
{
  g_autoptr(TsPositionText) lines = ts_position_text_parse (text, error);
  g_autoptr(TsGame) scratch = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *older = NULL;

  if (lines == NULL)
    return FALSE;
  if (!g_str_equal (lines->game_id, reader->game_id) || lines->version != reader->version)
    return ts_game_set_bad_state_error (error, g_dgettext (GETTEXT_PACKAGE, reader->not_this));
  scratch = g_object_new (G_OBJECT_TYPE (game), NULL);
  if (!reader->build (lines, scratch, error))
    return FALSE;
  older = TS_GAME_GET_CLASS (scratch)->save_state (scratch);
  if (!TS_GAME_GET_CLASS (game)->load_state (game, older, &local))
    {
      /* The line first: the order in which a call's arguments are
       * evaluated is unspecified, and stealing LOCAL clears it. */
      const TsPositionLine *line = reader->line_of_error (lines, local->message);

      return ts_position_relay_error (error, g_steal_pointer (&local), line);
    }
  return TRUE;
}

void
ts_position_append_word (GString    *out,
                         const char *word)
{
  g_return_if_fail (word != NULL && strchr (word, '"') == NULL);

  g_string_append_c (out, ' ');
  if (*word == '\0' || strpbrk (word, " \t#") != NULL)
    g_string_append_printf (out, "\"%s\"", word);
  else
    g_string_append (out, word);
}
