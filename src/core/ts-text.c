/* ts-text.c — reading the word-by-word text of positions and moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <glib/gi18n-lib.h>

#include "ts-check.h"
#include "ts-game.h"
#include "ts-text.h"
#include "ts-position.h"

void
ts_text_reader_init (TsTextReader *reader,
                     const char   *text)
{
  reader->text = text;
  reader->pos = text;
}

static void
skip_space (TsTextReader *reader)
{
  while (*reader->pos != '\0' && g_ascii_isspace (*reader->pos))
    reader->pos++;
}

guint
ts_text_reader_get_line (TsTextReader *reader)
{
  guint line = 1;

  for (const char *p = reader->text; p < reader->pos; p++)
    line += *p == '\n';
  return line;
}

gboolean
ts_text_reader_failed (TsTextReader  *reader,
                       GError       **error)
{
  if (!ts_text_at_end (reader))
    ts_position_prefix_line (error, ts_text_reader_get_line (reader));
  return FALSE;
}

gboolean
ts_text_at_end (TsTextReader *reader)
{
  skip_space (reader);
  return *reader->pos == '\0';
}

static gsize
word_length (const char *p)
{
  gsize n = 0;

  while (p[n] != '\0' && !g_ascii_isspace (p[n]))
    n++;
  return n;
}

static void
set_word_error (GError     **error,
                const char  *word,
                gsize        len,
                const char  *expected)
{
  g_autofree char *whole = NULL;
  g_autofree char *quoted = NULL;

  if (len == 0)
    {
      /* Translators: %s says what was expected, e.g. “a number” */
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE,
                   /* Translators: an error when a position (the text of a
                      game state) cannot be read; %s says what was expected */
                   _("The position ends too early (expected %s)"), expected);
      return;
    }

  whole = g_strndup (word, len);
  quoted = ts_text_quote (whole, 40);
  /* Translators: first %s is a word of a saved position, second what was expected */
  g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE,
               /* Translators: an error when a position (the text of a game
                  state) cannot be read; %s says what was expected */
               _("Unexpected “%s” in the position (expected %s)"), quoted, expected);
}

char *
ts_text_quote (const char *text,
               gsize       max_chars)
{
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);
  GString *out = g_string_new (NULL);
  gsize n = 0;

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      if (n == max_chars)
        {
          g_string_append (out, "…");
          break;
        }
      g_string_append_unichar (out, g_unichar_iscntrl (c) ? 0xFFFD : c);
    }

  return g_string_free (out, FALSE);
}

gboolean
ts_text_read_word (TsTextReader *reader,
                   char         *buf,
                   gsize         size,
                   GError      **error)
{
  gsize len;

  skip_space (reader);
  len = word_length (reader->pos);
  if (len == 0 || len >= size)
    {
      /* Translators: what the position reader expected: a word (fills the
         %s of "expected %s") */
      set_word_error (error, reader->pos, len, _("a word"));
      return FALSE;
    }

  memcpy (buf, reader->pos, len);
  buf[len] = '\0';
  reader->pos += len;
  return TRUE;
}

gboolean
ts_text_expect (TsTextReader *reader,
                const char   *word,
                GError      **error)
{
  gsize len, want = strlen (word);

  skip_space (reader);
  len = word_length (reader->pos);
  if (len != want || memcmp (reader->pos, word, len) != 0)
    {
      g_autofree char *quoted = g_strdup_printf ("“%s”", word);

      set_word_error (error, reader->pos, len, quoted);
      return FALSE;
    }

  reader->pos += len;
  return TRUE;
}

gboolean
ts_text_parse_int (const char *word,
                   gint64      min,
                   gint64      max,
                   gint64     *value)
{
  gint64 v;
  char *end = NULL;
  const char *p = word;

  /* Only [+-]digits: no spaces, hex or locale surprises. */
  if (*p == '-' || *p == '+')
    p++;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  for (const char *q = p; *q != '\0'; q++)
    if (!g_ascii_isdigit (*q))
      return FALSE;

  errno = 0;
  v = g_ascii_strtoll (word, &end, 10);
  if (errno != 0 || end == word || *end != '\0' || v < min || v > max)
    return FALSE;

  *value = v;
  return TRUE;
}

gboolean
ts_text_read_int (TsTextReader *reader,
                  gint64        min,
                  gint64        max,
                  gint64       *value,
                  GError      **error)
{
  char buf[32];
  gsize len;

  skip_space (reader);
  len = word_length (reader->pos);
  if (len == 0 || len >= sizeof buf)
    goto bad;

  memcpy (buf, reader->pos, len);
  buf[len] = '\0';
  if (!ts_text_parse_int (buf, min, max, value))
    goto bad;

  reader->pos += len;
  return TRUE;

bad:
  {
    g_autofree char *lo = g_strdup_printf ("%" G_GINT64_FORMAT, min);
    g_autofree char *hi = g_strdup_printf ("%" G_GINT64_FORMAT, max);
    /* Translators: %s are the smallest and largest allowed numbers */
    g_autofree char *expected = g_strdup_printf (_("a number from %s to %s"), lo, hi);

    set_word_error (error, reader->pos, len, expected);
  }
  return FALSE;
}

gboolean
ts_text_read_uint64 (TsTextReader *reader,
                     guint64      *value,
                     GError      **error)
{
  char buf[32];
  gsize len;
  guint64 v;
  char *end = NULL;

  skip_space (reader);
  len = word_length (reader->pos);
  if (len == 0 || len >= sizeof buf)
    goto bad;
  memcpy (buf, reader->pos, len);
  buf[len] = '\0';
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isdigit (buf[i]))
      goto bad;

  errno = 0;
  v = g_ascii_strtoull (buf, &end, 10);
  if (errno != 0 || *end != '\0')
    goto bad;

  *value = v;
  reader->pos += len;
  return TRUE;

bad:
  /* Translators: what the position reader expected: a whole number (fills
     the %s of "expected %s") */
  set_word_error (error, reader->pos, len, _("a whole number"));
  return FALSE;
}

gboolean
ts_text_expect_end (TsTextReader *reader,
                    GError      **error)
{
  skip_space (reader);
  if (*reader->pos != '\0')
    {
      set_word_error (error, reader->pos, word_length (reader->pos),
                      /* Translators: what the position reader expected:
                         nothing more (fills the %s of "expected %s") */
                      _("the end of the position"));
      return FALSE;
    }
  return TRUE;
}

gboolean
ts_text_read_small (TsTextReader *reader,
                    gint64        min,
                    gint64        max,
                    int          *value,
                    GError      **error)
{
  gint64 v;

  g_return_val_if_fail (min >= G_MININT && max <= G_MAXINT, FALSE);

  if (!ts_text_read_int (reader, min, max, &v, error))
    return FALSE;
  *value = (int) v;
  return TRUE;
}

gboolean
ts_text_set_unexpected_error (GError     **error,
                              const char  *word)
{
  g_autofree char *quoted = ts_text_quote (word, 24);

  g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE,
               /* Translators: %s is a word of a saved position */
               _("Unexpected “%s” in the position"), quoted);
  return FALSE;
}

gboolean
ts_text_read_choice (TsTextReader       *reader,
                     const char * const *choices,
                     guint               n_choices,
                     int                *value,
                     GError            **error)
{
  char word[16];

  if (!ts_text_read_word (reader, word, sizeof word, error))
    return FALSE;
  for (guint i = 0; i < n_choices; i++)
    if (strcmp (word, choices[i]) == 0)
      {
        *value = (int) i;
        return TRUE;
      }
  return ts_text_set_unexpected_error (error, word);
}

gboolean
ts_words_split (TsWords    *words,
                const char *text)
{
  gsize length;
  char *p;

  g_return_val_if_fail (words != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  words->n = 0;
  length = strlen (text);
  if (length >= sizeof words->buffer)
    return FALSE;
  memcpy (words->buffer, text, length + 1);

  p = words->buffer;
  for (;;)
    {
      while (g_ascii_isspace (*p))
        *p++ = '\0';
      if (*p == '\0')
        return TRUE;
      if (words->n == TS_WORDS_MAX)
        return FALSE;
      words->word[words->n++] = p;
      while (*p != '\0' && !g_ascii_isspace (*p))
        p++;
    }
}

gboolean
ts_text_read_seat (TsTextReader *reader,
                   const char   *field,
                   guint         n_players,
                   gboolean      none_ok,
                   int          *value,
                   GError      **error)
{
  gint64 v;

  if (!ts_text_read_int (reader, G_MININT, G_MAXINT, &v, error) ||
      !ts_check_seat (field, v, n_players, none_ok, error))
    return FALSE;
  *value = (int) v;
  return TRUE;
}

gboolean
ts_text_read_index (TsTextReader *reader,
                    const char   *field,
                    guint         n,
                    gboolean      none_ok,
                    int          *value,
                    GError      **error)
{
  gint64 v;

  if (!ts_text_read_int (reader, G_MININT, G_MAXINT, &v, error) ||
      !ts_check_index (field, v, n, none_ok, error))
    return FALSE;
  *value = (int) v;
  return TRUE;
}

gboolean
ts_text_read_range (TsTextReader *reader,
                    const char   *field,
                    gint64        min,
                    gint64        max,
                    int          *value,
                    GError      **error)
{
  gint64 v;

  g_return_val_if_fail (min >= G_MININT && max <= G_MAXINT, FALSE);

  if (!ts_text_read_int (reader, G_MININT, G_MAXINT, &v, error) ||
      !ts_check_range (field, v, min, max, error))
    return FALSE;
  *value = (int) v;
  return TRUE;
}

gboolean
ts_text_read_flag (TsTextReader *reader,
                   const char   *field,
                   int          *value,
                   GError      **error)
{
  gint64 v;

  if (!ts_text_read_int (reader, G_MININT, G_MAXINT, &v, error) || !ts_check_flag (field, v, error))
    return FALSE;
  *value = (int) v;
  return TRUE;
}

char *
ts_text_board_column (int column)
{
  /* Translators: the letters that name the columns of the TRI and Network
     boards, from the left, separated by spaces.  Give the first letters
     of your language's alphabet (eight of them, in your script): they are
     drawn on the edges of the board and used in the text ("the square in
     column C, row 2"). */
  g_auto(GStrv) letters = g_strsplit (C_("board columns", "A B C D E F G H"), " ", -1);
  int n = 0;

  for (int i = 0; letters[i] != NULL; i++)
    if (letters[i][0] != '\0')
      {
        if (n == column)
          return g_strdup (letters[i]);
        n++;
      }
  /* A translation with too few letters: the Latin ones. */
  return g_strdup_printf ("%c", 'A' + CLAMP (column, 0, 25));
}

char *
ts_text_board_square (int column,
                      int row)
{
  g_autofree char *letter = ts_text_board_column (column);

  /* Translators: a square of the TRI or Network board, inside a sentence;
     %1$s is the letter on the board's edge above its column, %2$d the
     number beside its row (from the top) */
  return g_strdup_printf (_("the square in column %1$s, row %2$d"), letter, row + 1);
}
