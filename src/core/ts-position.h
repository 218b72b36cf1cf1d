/* ts-position.h — positions a person can write: keyword lines (no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Version 2 of a game's position text (docs/learn.md): a first line
 * "GAME 2", then keyword lines in any order.  A line is its keyword and
 * its words, separated by white space; a word with spaces is written in
 * double quotes ("Nieuw Delia"); "#" starts a comment to the end of the
 * line (outside quotes).  The games give the keywords their meaning; this
 * file only reads and writes the lines and names them in errors
 * ("line 12: …").
 */
#pragma once

#include <glib.h>

#include "ts-game.h"

G_BEGIN_DECLS

typedef struct
{
  guint  line;       /* from 1, in the text */
  char  *keyword;
  GStrv  words;      /* after the keyword, quotes removed */
  guint  n_words;
} TsPositionLine;

typedef struct
{
  char      *game_id;
  guint      version;
  GPtrArray *lines;  /* TsPositionLine, in the order of the text */
} TsPositionText;

/* Whether TEXT begins (after blank and comment lines) with "WORD N", N a
 * number; *GAME_ID (to be freed) and *VERSION then say which. */
gboolean        ts_position_peek_version  (const char      *text,
                                           char           **game_id,
                                           guint           *version);
/* The lines of TEXT; NULL with a "line N: …" error (TS_GAME_ERROR,
 * TS_GAME_ERROR_BAD_STATE) for a quote left open or no header. */
TsPositionText *ts_position_text_parse    (const char      *text,
                                           GError         **error);
void            ts_position_text_free     (TsPositionText  *text);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsPositionText, ts_position_text_free)

/* The first line with KEYWORD, or NULL. */
const TsPositionLine *ts_position_text_first (const TsPositionText *text,
                                              const char           *keyword);
/* The number of lines with KEYWORD. */
guint           ts_position_text_count    (const TsPositionText *text,
                                           const char           *keyword);
/* Refuses a keyword not in KNOWN (NULL-terminated), and a second line of
 * a keyword in ONCE, naming the line. */
gboolean        ts_position_text_check_keywords (const TsPositionText *text,
                                                 const char * const   *known,
                                                 const char * const   *once,
                                                 GError              **error);

/* "line N: REASON" as a TS_GAME_ERROR_BAD_STATE; FALSE.  LINE NULL: the
 * reason alone. */
gboolean        ts_position_error         (GError              **error,
                                           const TsPositionLine *line,
                                           const char           *format,
                                           ...) G_GNUC_PRINTF (3, 4);
/* Puts "line LINE: " before the message of *ERROR (if set). */
void            ts_position_prefix_line   (GError              **error,
                                           guint                 line);
/* Word I of LINE as a whole number in MIN … MAX, or an error naming the
 * line and WHAT the number is ("a round"). */
gboolean        ts_position_line_int      (const TsPositionLine *line,
                                           guint                 i,
                                           gint64                min,
                                           gint64                max,
                                           const char           *what,
                                           gint64               *value,
                                           GError              **error);
/* Refuses a line with fewer than MIN or more than MAX words (MAX 0: no
 * limit). */
gboolean        ts_position_line_words    (const TsPositionLine *line,
                                           guint                 min,
                                           guint                 max,
                                           GError              **error);

/* "line N: “WORD” is not WHAT of the game" for word I of LINE; FALSE. */
gboolean        ts_position_unknown       (const TsPositionLine *line,
                                           guint                 i,
                                           const char           *what,
                                           GError              **error);
/* Word I of LINE as a seat written from 1, into *SEAT from 0. */
gboolean        ts_position_line_seat     (const TsPositionLine *line,
                                           guint                 i,
                                           guint                 n_players,
                                           int                  *seat,
                                           GError              **error);
/* Word I of LINE as one of the N_WORDS WORDS (its index in *VALUE). */
gboolean        ts_position_line_choice   (const TsPositionLine *line,
                                           guint                 i,
                                           const char * const   *words,
                                           guint                 n_words,
                                           const char           *what,
                                           int                  *value,
                                           GError              **error);
/* Which line set what an error names.  The checks name a field in
 * quotes ("“deck”: …", "“coins[1]”: …"); MAP gives, per field, the
 * keyword that sets it: the first line of that keyword, NULL when the
 * message names no field of MAP. */
typedef struct
{
  const char *field;
  const char *keyword;
} TsPositionField;

const TsPositionLine *ts_position_text_line_for (const TsPositionText  *text,
                                                 const char            *message,
                                                 const TsPositionField *map,
                                                 guint                  n_map);
/* The field an error message names in quotes, without a "[N]" index
 * (NULL: none). */
char           *ts_position_error_field   (const char           *message);

/* Passes on LOCAL (an error of the version-1 text the lines were made
 * into) as *ERROR, naming LINE (NULL: no line) instead of the line of that
 * text; FALSE. */
gboolean        ts_position_relay_error   (GError              **error,
                                           GError               *local,
                                           const TsPositionLine *line);

/* The game a fresh setup of GAME_ID gives with the lines' "players" (2
 * when none), "seed" (0), "first" (seat 1) and "option NAME VALUE" lines,
 * each checked against the game (numbers of players, options); NULL with
 * an error naming the line. */
TsGame         *ts_position_fresh_game    (const TsPositionText *text,
                                           const char           *game_id,
                                           GError              **error);

/* How a game reads its keyword lines through its older reader. */
typedef struct
{
  const char *game_id;
  guint       version;
  const char *not_this;   /* N_(): the refusal of another game's text */
  /* Makes SCRATCH, a blank game of the type, what TEXT says. */
  gboolean  (*build)         (const TsPositionText *text,
                              TsGame               *scratch,
                              GError              **error);
  /* The line that set what an error of the older reader names (NULL:
   * none). */
  const TsPositionLine *(*line_of_error) (const TsPositionText *text,
                                          const char           *message);
} TsPositionReader;

/* Loads TEXT into GAME (unchanged on error): READER builds the state,
 * which goes through the older text and the game's load_state, so it is
 * checked exactly as a saved position is; an error names the line. */
gboolean        ts_position_load_through  (TsGame                 *game,
                                           const char             *text,
                                           const TsPositionReader *reader,
                                           GError                **error);

/* Appends " WORD" to OUT, in quotes when it holds a space, a quote or a
 * "#" (or is empty). */
void            ts_position_append_word   (GString             *out,
                                           const char          *word);

G_END_DECLS
