/* cli-position.c — reading a position text for "tessella-cli new --position"
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A position comes from a bug report or a hand-edited file, so it is read
 * as untrusted text: bounded in size, refused when it is not text, and
 * checked word by word by the game's load_state.  Standard input and pipes
 * are allowed ("-", <(…)), so this reads with read(2), not through the
 * save loader, which takes only regular files.
 */
/* O_CLOEXEC and read(2) under -std=c11. */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "ts-save.h"
#include "ts-text.h"

#include "cli-position.h"

/* A position is a few kilobytes; anything that would not fit in a save
 * is refused before it is parsed. */
#define CLI_POSITION_MAX_BYTES TS_SAVE_MAX_BYTES

const char *
cli_position_display_name (const char *path)
{
  /* Translators: names the source of a position given as “-” in messages
   * like “standard input: The position is empty” */
  return g_strcmp0 (path, "-") == 0 ? _("standard input") : path;
}

static void
set_errno_error (GError **error,
                 int      saved_errno)
{
  /* Translators: %s is the system's reason, e.g. “No such file or directory” */
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               /* Translators: output of the command-line tool tessella-cli;
                  a position is the text of a whole game state */
               _("Cannot read the position: %s"), g_strerror (saved_errno));
}

/* The whole of FD, at most CLI_POSITION_MAX_BYTES. */
static GByteArray *
read_all (int      fd,
          GError **error)
{
  g_autoptr(GByteArray) data = g_byte_array_new ();
  guint8 buf[8192];

  for (;;)
    {
      gssize n = read (fd, buf, sizeof buf);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, errno);
          return NULL;
        }
      if (n == 0)
        break;
      if (data->len + (gsize) n > CLI_POSITION_MAX_BYTES)
        {
          g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE,
                       /* Translators: %u is a number of bytes */
                       _("The position is too large (more than %u bytes)"),
                       (guint) CLI_POSITION_MAX_BYTES);
          return NULL;
        }
      g_byte_array_append (data, buf, (guint) n);
    }
  return g_steal_pointer (&data);
}

static char *
read_text (const char  *path,
           GError     **error)
{
  g_autoptr(GByteArray) data = NULL;
  int fd;

  if (g_strcmp0 (path, "-") == 0)
    data = read_all (STDIN_FILENO, error);
  else
    {
      struct stat info;

      /* Only a regular file: a named pipe is opened without waiting for a
       * writer and refused, as saves are (a pipe is read as "-"). */
      fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK, 0);
      if (fd < 0)
        {
          set_errno_error (error, errno);
          return NULL;
        }
      if (fstat (fd, &info) != 0 || !S_ISREG (info.st_mode))
        {
          g_close (fd, NULL);
          g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                               /* Translators: output of the command-line tool
                                  tessella-cli; a position is the text of a
                                  whole game state */
                               _("Cannot read the position: it is not a regular file"));
          return NULL;
        }
      data = read_all (fd, error);
      g_close (fd, NULL);
    }
  if (data == NULL)
    return NULL;

  /* A NUL byte would end the text early and hide what follows it. */
  if (memchr (data->data, '\0', data->len) != NULL ||
      !g_utf8_validate ((const char *) data->data, data->len, NULL))
    {
      g_set_error_literal (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE,
                           /* Translators: output of the command-line tool
                              tessella-cli */
                           _("The file is not a text file"));
      return NULL;
    }
  g_byte_array_append (data, (const guint8 *) "", 1);
  return (char *) g_byte_array_free (g_steal_pointer (&data), FALSE);
}

static const char *
game_name (GType type)
{
  g_autoptr(GTypeClass) klass = g_type_class_ref (type);

  /* Class data is static, so the name outlives the reference. */
  return g_dgettext (GETTEXT_PACKAGE, TS_GAME_CLASS (klass)->name);
}

/* Clearer messages than load_state's for the two likeliest mistakes: a
 * whole save file, or a position of another game.  FALSE with ERROR set
 * for those. */
static gboolean
check_kind (const char  *text,
            GType        type,
            GError     **error)
{
  TsTextReader reader;
  char word[32];
  GType other;

  ts_text_reader_init (&reader, text);
  if (ts_text_at_end (&reader))
    {
      g_set_error_literal (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE,
                           /* Translators: output of the command-line tool
                              tessella-cli; a position is the text of a
                              whole game state */
                           _("The position is empty"));
      return FALSE;
    }
  if (g_str_has_prefix (reader.pos, "<"))
    {
      g_set_error_literal (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE,
                           /* Translators: output of the command-line tool
                              tessella-cli; a position is the text of a
                              whole game state; command names and options
                              (tessella-cli, show, --state …) stay
                              untranslated */
                           _("This is a save file, not a position; "
                             "“tessella-cli show FILE --state” prints the position of a save"));
      return FALSE;
    }
  if (!ts_text_read_word (&reader, word, sizeof word, NULL))
    return TRUE;   /* load_state names the long word */
  other = ts_game_type_from_id (word);
  if (other != G_TYPE_INVALID && other != type)
    {
      /* Translators: both %s are game names, e.g. “This is a position of
       * TRI, not of Network” */
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE,
                   /* Translators: output of the command-line tool tessella-
                      cli; a position is the text of a whole game state */
                   _("This is a position of %s, not of %s"),
                   game_name (other), game_name (type));
      return FALSE;
    }
  return TRUE;
}

TsGame *
cli_position_load (const char  *game_id,
                   const char  *path,
                   guint        n_players,
                   GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(TsGame) game = NULL;
  const char *start;
  guint n;
  GType type;

  g_return_val_if_fail (game_id != NULL && path != NULL, NULL);

  type = ts_game_type_from_id (game_id);
  if (type == G_TYPE_INVALID)
    {
      g_autofree char *quoted = ts_text_quote (game_id, 40);

      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_UNKNOWN_GAME,
                   /* Translators: output of the command-line tool tessella-
                      cli */
                   _("Tessella does not know the game “%s”"), quoted);
      return NULL;
    }

  text = read_text (path, error);
  if (text == NULL)
    return NULL;
  /* Some editors start a UTF-8 file with a byte order mark. */
  start = g_str_has_prefix (text, "\xEF\xBB\xBF") ? text + 3 : text;
  if (!check_kind (start, type, error))
    return NULL;

  game = ts_game_new_from_state (game_id, start, &local_error);
  if (game == NULL)
    {
      /* Translators: %s is a game name, then the reason, e.g. “This is not
       * a valid TRI position: Unexpected “x” in the position (expected
       * “board”)” */
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE,
                   /* Translators: output of the command-line tool tessella-
                      cli; a position is the text of a whole game state */
                   _("This is not a valid %s position: %s"),
                   game_name (type), local_error->message);
      return NULL;
    }

  if (ts_game_is_view (game))
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE,
                   /* Translators: output of the command-line tool
                      tessella-cli; %s is a game name; a player's view
                      (show --state --seat) leaves the cards that player may
                      not see unknown (“?”) */
                   _("This %s position is one player's view: a game starts only from the whole position"),
                   game_name (type));
      return NULL;
    }

  n = ts_game_get_n_players (game);
  if (n_players != 0 && n_players != n)
    {
      /* Translators: both are numbers of players; the position holds the
       * first, the --players option says the second */
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: output of the command-line
                                   tool tessella-cli; a position is the text
                                   of a whole game state; command names and
                                   options (tessella-cli, show, --state …)
                                   stay untranslated */
                                "The position is for %u player, not %u (--players)",
                                "The position is for %u players, not %u (--players)", n),
                   n, n_players);
      return NULL;
    }
  return g_steal_pointer (&game);
}
