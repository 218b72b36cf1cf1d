/* ts-text.h — reading the word-by-word text of positions and moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Words are separated by ASCII white space.  Every read checks its bounds
 * and reports a TS_GAME_ERROR_BAD_STATE error that names the offending word,
 * so a hostile position can never index out of range. */
typedef struct
{
  const char *text;
  const char *pos;
} TsTextReader;

void     ts_text_reader_init   (TsTextReader *reader,
                                const char   *text);
gboolean ts_text_at_end        (TsTextReader *reader);
/* The line (from 1) of the word read last, or of the one that could not
 * be read: for "line N" in an error. */
guint    ts_text_reader_get_line (TsTextReader *reader);
/* Puts "line N: " before *ERROR where reading stopped inside the text
 * (not for a check of the whole, made at its end); FALSE. */
gboolean ts_text_reader_failed  (TsTextReader *reader,
                                 GError      **error);
/* Copies the next word into BUF (NUL-terminated); fails if it is longer. */
gboolean ts_text_read_word     (TsTextReader *reader,
                                char         *buf,
                                gsize         size,
                                GError      **error);
gboolean ts_text_expect        (TsTextReader *reader,
                                const char   *word,
                                GError      **error);
gboolean ts_text_read_int      (TsTextReader *reader,
                                gint64        min,
                                gint64        max,
                                gint64       *value,
                                GError      **error);
gboolean ts_text_read_uint64   (TsTextReader *reader,
                                guint64      *value,
                                GError      **error);
gboolean ts_text_expect_end    (TsTextReader *reader,
                                GError      **error);

/* ts_text_read_int () into an int: MIN and MAX must lie within int. */
gboolean ts_text_read_small    (TsTextReader *reader,
                                gint64        min,
                                gint64        max,
                                int          *value,
                                GError      **error);
/* The checked readers of ts-check.h for word-by-word positions: a seat of
 * an N_PLAYERS game (or -1 for nobody, where NONE_OK), an index into N
 * things.  FIELD names the value in the error. */
gboolean ts_text_read_seat     (TsTextReader *reader,
                                const char   *field,
                                guint         n_players,
                                gboolean      none_ok,
                                int          *value,
                                GError      **error);
/* A number of FIELD in MIN … MAX, and a yes/no (0 or 1) of FIELD. */
gboolean ts_text_read_range    (TsTextReader *reader,
                                const char   *field,
                                gint64        min,
                                gint64        max,
                                int          *value,
                                GError      **error);
gboolean ts_text_read_flag     (TsTextReader *reader,
                                const char   *field,
                                int          *value,
                                GError      **error);
gboolean ts_text_read_index    (TsTextReader *reader,
                                const char   *field,
                                guint         n,
                                gboolean      none_ok,
                                int          *value,
                                GError      **error);
/* Reads one of the N_CHOICES words of CHOICES (each shorter than 16 bytes)
 * and stores its index in VALUE; any other word is an error. */
gboolean ts_text_read_choice   (TsTextReader       *reader,
                                const char * const *choices,
                                guint               n_choices,
                                int                *value,
                                GError            **error);
/* Sets a TS_GAME_ERROR_BAD_STATE error "Unexpected “WORD” in the position"
 * for a word that was read but makes no sense where it stands.  Always
 * returns FALSE, so a reader can "return ts_text_set_unexpected_error (…)". */
gboolean ts_text_set_unexpected_error (GError    **error,
                                       const char *word);

/* Parses a whole decimal integer in [min, max] (no trailing characters). */
gboolean ts_text_parse_int     (const char   *word,
                                gint64        min,
                                gint64        max,
                                gint64       *value);

/* TEXT (possibly NULL, possibly not UTF-8) made fit to quote in an error
 * message: valid UTF-8, control characters replaced, at most MAX_CHARS
 * characters (then "…").  Cutting by bytes could split a character. */
/* The words of a move's text, split at ASCII white space: the one
 * splitter every parse_move uses.  No allocation; the words point into
 * the struct's own copy of the text. */
#define TS_WORDS_MAX       16
#define TS_WORDS_MAX_BYTES 256

typedef struct
{
  guint       n;
  const char *word[TS_WORDS_MAX];
  char        buffer[TS_WORDS_MAX_BYTES];
} TsWords;

/* FALSE for a text that is too long or has too many words (a move that
 * cannot be read); an empty text gives zero words. */
gboolean ts_words_split        (TsWords      *words,
                                const char   *text);

char    *ts_text_quote         (const char   *text,
                                gsize         max_chars);

/* Boards of squares named by the labels on their edges (TRI, Network):
 * the letter of column COLUMN (from 0, left) in the language's script, as
 * the board draws it, and a square in words: "the square in column C,
 * row 2" (ROW from 0, top).  To be freed. */
char    *ts_text_board_column  (int           column);
char    *ts_text_board_square  (int           column,
                                int           row);

G_END_DECLS
