/* ts-save.c — reading and writing *.tessella save files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlversion.h>

#include "ts-save.h"
#include "ts-text.h"

/* A save is read from untrusted places (downloads, bug reports), so every
 * value is bounded before it is used. */
#define TS_SAVE_MAX_MOVES      10000
#define TS_SAVE_MAX_NAME_CHARS 100
#define TS_SAVE_MAX_MOVE_BYTES 256
/* Longest piece of a hostile file quoted back in an error message, and
 * of libxml2's own description of a syntax error. */
#define QUOTE_MAX_CHARS        40
#define DETAIL_MAX_CHARS       120

G_DEFINE_QUARK (ts-save-error-quark, ts_save_error)

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)

/* Writing */

static gboolean
is_xml_char (gunichar c)
{
  return c == 0x9 || c == 0xA || c == 0xD ||
         (c >= 0x20 && c <= 0xD7FF) ||
         (c >= 0xE000 && c <= 0xFFFD) ||
         (c >= 0x10000 && c <= 0x10FFFF);
}

/* Escapes TEXT (valid UTF-8) for element content or a double-quoted
 * attribute.  White space inside attributes is written as character
 * references, because a parser normalises literal tabs and newlines there
 * to spaces; characters XML 1.0 cannot carry at all become U+FFFD, so the
 * file stays loadable. */
static void
append_escaped (GString    *out,
                const char *text,
                gboolean    attribute)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      switch (c)
        {
        case '&':
          g_string_append (out, "&amp;");
          break;
        case '<':
          g_string_append (out, "&lt;");
          break;
        case '>':
          g_string_append (out, "&gt;");
          break;
        case '"':
          g_string_append (out, attribute ? "&quot;" : "\"");
          break;
        case '\r':
          g_string_append (out, "&#13;");
          break;
        case '\n':
          g_string_append (out, attribute ? "&#10;" : "\n");
          break;
        case '\t':
          g_string_append (out, attribute ? "&#9;" : "\t");
          break;
        default:
          if (is_xml_char (c))
            g_string_append_len (out, p, g_utf8_next_char (p) - p);
          else
            g_string_append_unichar (out, 0xFFFD);
        }
    }
}

static void
append_attribute (GString    *out,
                  const char *name,
                  const char *value)
{
  g_autofree char *valid = g_utf8_make_valid (value, -1);

  g_string_append_printf (out, " %s=\"", name);
  append_escaped (out, valid, TRUE);
  g_string_append_c (out, '"');
}

static void
append_text_element (GString    *out,
                     const char *indent,
                     const char *name,
                     const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);

  g_string_append_printf (out, "%s<%s>", indent, name);
  append_escaped (out, valid, FALSE);
  g_string_append_printf (out, "</%s>\n", name);
}

/* The reader refuses longer names; clip rather than write a save that
 * cannot be opened again. */
static char *
clip_name (const char *name)
{
  g_autofree char *valid = g_utf8_make_valid (name != NULL ? name : "", -1);

  if (g_utf8_strlen (valid, -1) <= TS_SAVE_MAX_NAME_CHARS)
    return g_steal_pointer (&valid);
  return g_utf8_substring (valid, 0, TS_SAVE_MAX_NAME_CHARS);
}

char *
ts_save_to_data (TsMatch *match,
                 gsize   *length)
{
  const TsSetup *setup;
  TsGame *game;
  GString *out;
  g_autofree char *state = NULL;
  char number[32];

  g_return_val_if_fail (TS_IS_MATCH (match), NULL);

  setup = ts_match_get_setup (match);
  game = ts_match_get_game (match);

  out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append (out, "<tessella-save");
  g_snprintf (number, sizeof number, "%d", TS_SAVE_FORMAT);
  append_attribute (out, "format", number);
  append_attribute (out, "game", ts_game_get_id (game));
  append_attribute (out, "app-version", PACKAGE_VERSION);
  g_string_append (out, ">\n");

  g_string_append (out, "  <setup");
  g_snprintf (number, sizeof number, "%" G_GUINT64_FORMAT, setup->seed);
  append_attribute (out, "seed", number);
  append_attribute (out, "variant", setup->variant != NULL ? setup->variant : "standard");
  g_snprintf (number, sizeof number, "%u", setup->n_players);
  append_attribute (out, "players", number);
  g_snprintf (number, sizeof number, "%d", setup->first_seat);
  append_attribute (out, "first-seat", number);
  g_string_append (out, ">\n");
  for (guint seat = 0; seat < setup->n_players && seat < TS_MAX_SEATS; seat++)
    {
      const TsPlayer *player = &setup->players[seat];
      g_autofree char *name = clip_name (player->name);

      g_string_append (out, "    <player");
      g_snprintf (number, sizeof number, "%u", seat);
      append_attribute (out, "seat", number);
      append_attribute (out, "name", name);
      append_attribute (out, "kind", ts_player_kind_to_string (player->kind));
      if (player->kind == TS_PLAYER_COMPUTER)
        append_attribute (out, "level", ts_level_to_string (player->level));
      if (player->colour != NULL)
        append_attribute (out, "colour", player->colour);
      g_string_append (out, "/>\n");
    }
  g_string_append (out, "  </setup>\n");

  if (!ts_match_starts_from_setup (match))
    {
      g_autofree char *position = ts_game_save_state (ts_match_get_start (match));

      append_text_element (out, "  ", "position", position);
    }

  g_string_append (out, "  <moves>\n");
  for (guint i = 0; i < ts_match_get_n_moves (match); i++)
    {
      /* Formatted in the position it was played in, where it is legal. */
      g_autofree char *text = ts_game_format_move (ts_match_get_game_before (match, i),
                                                   ts_match_get_move (match, i));

      g_string_append (out, "    <move");
      g_snprintf (number, sizeof number, "%d", ts_match_get_move_seat (match, i));
      append_attribute (out, "seat", number);
      g_string_append_c (out, '>');
      append_escaped (out, text, FALSE);
      g_string_append (out, "</move>\n");
    }
  g_string_append (out, "  </moves>\n");

  state = ts_game_save_state (game);
  append_text_element (out, "  ", "state", state);
  g_string_append (out, "</tessella-save>\n");

  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

gboolean
ts_save_to_file (TsMatch       *match,
                 GFile         *file,
                 GCancellable  *cancellable,
                 GError       **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (TS_IS_MATCH (match), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = ts_save_to_data (match, &length);
  /* GIO writes a temporary file and renames it over the old one, so a
   * crash or a full disk never leaves half a save; the old one stays as
   * FILE~. */
  return g_file_replace_contents (file, data, length, NULL, TRUE,
                                  G_FILE_CREATE_NONE, NULL,
                                  cancellable, error);
}

/* Reading */

static char *
quote (const char *text)
{
  return ts_text_quote (text, QUOTE_MAX_CHARS);
}

/* Only plain decimal digits: no sign, no spaces, no exponent, no overflow. */
static gboolean
parse_decimal (const char *text,
               guint64     max,
               guint64    *value)
{
  guint64 v = 0;

  if (text == NULL || *text == '\0')
    return FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      guint digit;

      if (*p < '0' || *p > '9')
        return FALSE;
      digit = *p - '0';
      if (v > (max - digit) / 10)
        return FALSE;
      v = v * 10 + digit;
    }

  *value = v;
  return TRUE;
}

static gboolean
is_all_digits (const char *text)
{
  if (text == NULL || *text == '\0')
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (*p < '0' || *p > '9')
      return FALSE;
  return TRUE;
}

static char *
get_attribute (xmlNode    *node,
               const char *name)
{
  xmlChar *value = xmlGetNoNsProp (node, (const xmlChar *) name);
  char *copy;

  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

static gboolean
is_named (xmlNode    *node,
          const char *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns == NULL &&
         g_strcmp0 ((const char *) node->name, name) == 0;
}

/* Between elements only comments and white space may appear; anything else
 * (text, processing instructions, entity references) is refused rather
 * than ignored, so a save is read exactly as it was written. */
static gboolean
check_other_node (xmlNode  *node,
                  GError  **error)
{
  if (node->type == XML_COMMENT_NODE)
    return TRUE;
  if (node->type == XML_TEXT_NODE && xmlIsBlankNode (node))
    return TRUE;

  g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       _("The save file contains something that does not belong in a save"));
  return FALSE;
}

/* Always fails: sets ERROR and returns FALSE. */
static gboolean
check_unknown_element (xmlNode  *node,
                       GError  **error)
{
  g_autofree char *name = quote ((const char *) node->name);

  /* Translators: %s is an XML element name */
  g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
               _("The save file contains an unknown element “%s”"), name);
  return FALSE;
}

/* The text of a leaf element such as <move> or <state>: only text, and
 * at most MAX_BYTES of it.  On failure the caller words the error, since
 * it knows which part of the save is wrong. */
typedef enum
{
  TEXT_OK,
  TEXT_TOO_LONG,
  TEXT_NOT_TEXT,
} TextStatus;

static TextStatus
get_text (xmlNode  *node,
          gsize     max_bytes,
          char    **text)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE)
        {
          g_string_append (out, (const char *) child->content);
          if (out->len > max_bytes)
            return TEXT_TOO_LONG;
        }
      else if (child->type != XML_COMMENT_NODE)
        return TEXT_NOT_TEXT;
    }

  *text = g_string_free (g_steal_pointer (&out), FALSE);
  return TEXT_OK;
}

static gboolean
read_player (xmlNode   *node,
             TsSetup   *setup,
             gboolean  *seen,
             GError   **error)
{
  g_autofree char *seat_text = get_attribute (node, "seat");
  g_autofree char *name = get_attribute (node, "name");
  g_autofree char *kind_text = get_attribute (node, "kind");
  g_autofree char *level_text = get_attribute (node, "level");
  g_autofree char *colour = get_attribute (node, "colour");
  TsPlayer *player;
  guint64 seat;

  if (!parse_decimal (seat_text, G_MAXUINT64, &seat) || seat >= setup->n_players)
    {
      g_autofree char *quoted = quote (seat_text);

      /* Translators: %s is the seat number as written in the file; %u the number of players */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   _("The save file names a player with an invalid seat “%s” (the game has %u players)"),
                   quoted, setup->n_players);
      return FALSE;
    }
  if (seen[seat])
    {
      /* Translators: seats are numbered from 0, as in the file */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   _("The save file names two players for seat %u"), (guint) seat);
      return FALSE;
    }
  seen[seat] = TRUE;
  player = &setup->players[seat];

  if (name != NULL)
    {
      if (!g_utf8_validate (name, -1, NULL))
        {
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       _("The name of the player in seat %u is not valid text"), (guint) seat);
          return FALSE;
        }
      if (g_utf8_strlen (name, -1) > TS_SAVE_MAX_NAME_CHARS)
        {
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "The name of the player in seat %u is longer than %u character",
                                    "The name of the player in seat %u is longer than %u characters",
                                    TS_SAVE_MAX_NAME_CHARS),
                       (guint) seat, (guint) TS_SAVE_MAX_NAME_CHARS);
          return FALSE;
        }
      g_free (player->name);
      player->name = g_steal_pointer (&name);
    }

  if (!ts_player_kind_from_string (kind_text, &player->kind))
    {
      g_autofree char *quoted = quote (kind_text);

      /* Translators: %u is a seat number (from 0); %s what the file says instead of “human” or “computer” */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   _("The player in seat %u has an unknown kind “%s”"), (guint) seat, quoted);
      return FALSE;
    }

  if (level_text != NULL && !ts_level_from_string (level_text, &player->level))
    {
      g_autofree char *quoted = quote (level_text);

      /* Translators: %u is a seat number (from 0); %s what the file says instead of a level */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   _("The player in seat %u has an unknown level “%s”"), (guint) seat, quoted);
      return FALSE;
    }

  if (colour != NULL)
    {
      if (!ts_seat_colour_is_valid (colour))
        {
          g_autofree char *quoted = quote (colour);

          /* Translators: %u is a seat number (from 0); %s what the file says instead of a colour */
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       _("The player in seat %u has an unknown colour “%s”"), (guint) seat, quoted);
          return FALSE;
        }
      g_free (player->colour);
      player->colour = g_steal_pointer (&colour);
    }

  return TRUE;
}

static TsSetup *
read_setup (xmlNode            *node,
            const char         *game_id,
            const TsGameClass  *klass,
            GError            **error)
{
  g_autofree char *seed_text = get_attribute (node, "seed");
  g_autofree char *variant = get_attribute (node, "variant");
  g_autofree char *players_text = get_attribute (node, "players");
  g_autofree char *first_text = get_attribute (node, "first-seat");
  g_autoptr(TsSetup) setup = NULL;
  gboolean seen[TS_MAX_SEATS] = { FALSE, };
  guint64 seed, n_players, first_seat = 0;

  if (!parse_decimal (seed_text, G_MAXUINT64, &seed))
    {
      g_autofree char *quoted = quote (seed_text);

      /* Translators: %s is the seed as written in the file */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   _("The save file has an invalid seed “%s”"), quoted);
      return NULL;
    }

  if (!parse_decimal (players_text, G_MAXUINT64, &n_players) ||
      n_players < klass->min_players || n_players > klass->max_players ||
      n_players > TS_MAX_SEATS)
    {
      g_autofree char *quoted = quote (players_text);

      /* Translators: %s is the number as written in the file; %u… the game's limits */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   _("The save file has an invalid number of players “%s” (this game takes %u to %u)"),
                   quoted, klass->min_players, MIN (klass->max_players, TS_MAX_SEATS));
      return NULL;
    }

  if (first_text != NULL &&
      (!parse_decimal (first_text, G_MAXUINT64, &first_seat) || first_seat >= n_players))
    {
      g_autofree char *quoted = quote (first_text);

      /* Translators: %s is the seat number as written in the file */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   _("The save file has an invalid first seat “%s”"), quoted);
      return NULL;
    }

  if (variant != NULL && klass->variants != NULL &&
      !g_strv_contains ((const char * const *) klass->variants, variant))
    {
      g_autofree char *quoted = quote (variant);

      /* Translators: %s is a variant name as written in the file */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   _("The save file asks for an unknown variant “%s”"), quoted);
      return NULL;
    }

  setup = ts_setup_new (game_id, n_players, seed);
  setup->first_seat = first_seat;
  if (variant != NULL || (klass->variants != NULL && klass->variants[0] != NULL))
    {
      g_free (setup->variant);
      setup->variant = g_strdup (variant != NULL ? variant : klass->variants[0]);
    }

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (is_named (child, "player"))
        {
          if (!read_player (child, setup, seen, error))
            return NULL;
        }
      else if (child->type == XML_ELEMENT_NODE)
        {
          check_unknown_element (child, error);
          return NULL;
        }
      else if (!check_other_node (child, error))
        return NULL;
    }

  for (guint seat = 0; seat < n_players; seat++)
    if (!seen[seat])
      {
        /* Translators: seats are numbered from 0, as in the file */
        g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                     _("The save file has no player for seat %u"), seat);
        return NULL;
      }

  return g_steal_pointer (&setup);
}

static gboolean
read_moves (xmlNode  *node,
            TsMatch  *match,
            GError  **error)
{
  guint n = 0;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      g_autofree char *seat_text = NULL;
      g_autofree char *text = NULL;
      g_autofree char *quoted = NULL;
      g_autoptr(GError) local_error = NULL;
      TsGame *game = ts_match_get_game (match);
      int current = ts_game_get_current_seat (game);
      guint64 seat;
      TsMove move;

      if (!is_named (child, "move"))
        {
          if (child->type == XML_ELEMENT_NODE)
            return check_unknown_element (child, error);
          if (!check_other_node (child, error))
            return FALSE;
          continue;
        }

      if (++n > TS_SAVE_MAX_MOVES)
        {
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "The save file has more than %u move",
                                    "The save file has more than %u moves",
                                    TS_SAVE_MAX_MOVES),
                       (guint) TS_SAVE_MAX_MOVES);
          return FALSE;
        }

      switch (get_text (child, TS_SAVE_MAX_MOVE_BYTES, &text))
        {
        case TEXT_OK:
          break;
        case TEXT_TOO_LONG:
          /* Translators: %u is the move number */
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       _("Move %u in the save file is too long"), n);
          return FALSE;
        case TEXT_NOT_TEXT:
        default:
          /* Translators: %u is the move number */
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       _("Move %u in the save file is not plain text"), n);
          return FALSE;
        }
      quoted = quote (text);

      if (current == TS_SEAT_NONE || ts_game_is_over (game))
        {
          /* Translators: %u is the move number, %s its text */
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       _("Move %u (“%s”) comes after the end of the game"), n, quoted);
          return FALSE;
        }

      seat_text = get_attribute (child, "seat");
      if (!parse_decimal (seat_text, G_MAXUINT64, &seat) || seat != (guint64) current)
        {
          g_autofree char *quoted_seat = quote (seat_text);

          /* Translators: %u is the move number, %s its text, then the seat
           * the file names and the seat whose turn it is (0-based) */
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       _("Move %u (“%s”) is recorded for seat “%s”, but it was the turn of seat %d"),
                       n, quoted, quoted_seat, current);
          return FALSE;
        }

      if (!ts_game_parse_move (game, text, &move, &local_error))
        {
          /* Translators: %u is the move number, %s its text, then the reason */
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       _("Move %u (“%s”) cannot be read: %s"), n, quoted, local_error->message);
          return FALSE;
        }
      if (!ts_match_play (match, &move, &local_error))
        {
          /* Translators: %u is the move number, %s its text, then the reason */
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       _("Move %u (“%s”) is not legal: %s"), n, quoted, local_error->message);
          return FALSE;
        }
    }

  return TRUE;
}

/* The parser context collects the first error message instead of letting
 * libxml2 print it; nothing process-wide is touched, so parsing is safe from
 * any thread and leaves the caller's own libxml2 handlers alone. */
typedef struct
{
  char *message;
  int   line;
} ParseErrors;

/* libxml2 2.12 made the error argument const. */
#if LIBXML_VERSION >= 21200
typedef const xmlError *TsXmlError;
#else
typedef xmlError *TsXmlError;
#endif

static void
collect_structured_error (void       *user_data,
                          TsXmlError  err)
{
  xmlParserCtxt *ctxt = user_data;
  ParseErrors *errors = ctxt->_private;

  if (errors->message != NULL || err == NULL || err->level < XML_ERR_ERROR)
    return;
  errors->message = g_strstrip (g_strdup (err->message != NULL ? err->message : ""));
  errors->line = err->line;
}

static void
ensure_libxml (void)
{
  static gsize initialised = 0;

  if (g_once_init_enter (&initialised))
    {
      xmlInitParser ();
      g_once_init_leave (&initialised, 1);
    }
}

static xmlDoc *
parse_document (const char  *data,
                gsize        length,
                GError     **error)
{
  ParseErrors errors = { NULL, 0 };
  xmlParserCtxt *ctxt;
  xmlDoc *doc = NULL;

  ensure_libxml ();

  ctxt = xmlNewParserCtxt ();
  if (ctxt != NULL)
    {
      /* The SAX2 handlers are called with the context as user data, so
       * the collector finds its record through _private. */
      ctxt->_private = &errors;
      ctxt->sax->serror = collect_structured_error;
      ctxt->sax->warning = NULL;
      /* No network, no entity substitution, no DTD loading or defaults:
       * the parser never reaches outside the buffer.  The encoding is
       * forced, so a declaration cannot switch it to another one. */
      doc = xmlCtxtReadMemory (ctxt, data, (int) length, NULL, "UTF-8",
                               XML_PARSE_NONET | XML_PARSE_NOBLANKS |
                               XML_PARSE_NOCDATA | XML_PARSE_NOWARNING);
      xmlFreeParserCtxt (ctxt);
    }

  if (doc == NULL)
    {
      g_autofree char *detail = ts_text_quote (errors.message, DETAIL_MAX_CHARS);

      if (errors.message != NULL)
        /* Translators: %d is a line number, %s the XML parser's (English) message */
        g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_NOT_A_SAVE,
                     _("This file is not a Tessella save: it is not valid XML (line %d: %s)"),
                     errors.line, detail);
      else
        g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_NOT_A_SAVE,
                             _("This file is not a Tessella save: it is not valid XML"));
    }
  g_free (errors.message);

  return doc;
}

/* Entity declarations are how "billion laughs" and external-entity attacks
 * start; a save never has a DTD, so any is refused. */
static gboolean
has_dtd (xmlDoc *doc)
{
  if (doc->intSubset != NULL || doc->extSubset != NULL)
    return TRUE;
  for (xmlNode *node = doc->children; node != NULL; node = node->next)
    if (node->type == XML_DTD_NODE || node->type == XML_ENTITY_DECL)
      return TRUE;
  return FALSE;
}

static gboolean
has_entity_reference (xmlNode *node)
{
  for (; node != NULL; node = node->next)
    {
      if (node->type == XML_ENTITY_REF_NODE || node->type == XML_ENTITY_NODE ||
          node->type == XML_ENTITY_DECL)
        return TRUE;
      if (node->type == XML_ELEMENT_NODE && has_entity_reference (node->children))
        return TRUE;
    }
  return FALSE;
}

static gboolean
check_format (xmlNode  *root,
              GError  **error)
{
  g_autofree char *format = get_attribute (root, "format");
  guint64 version;

  if (format == NULL)
    {
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_NOT_A_SAVE,
                           _("This file is not a Tessella save: it has no format version"));
      return FALSE;
    }

  if (is_all_digits (format) &&
      (!parse_decimal (format, G_MAXUINT64, &version) || version > TS_SAVE_FORMAT))
    {
      g_autofree char *quoted = quote (format);

      /* Translators: %s is a format number, e.g. 7 */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_FORMAT_VERSION,
                   _("This game was saved by a newer version of Tessella (format %s)"), quoted);
      return FALSE;
    }

  if (!parse_decimal (format, TS_SAVE_FORMAT, &version) || version < 1)
    {
      g_autofree char *quoted = quote (format);

      /* Translators: %s is what the file gives as its format number */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   _("The save file has an invalid format version “%s”"), quoted);
      return FALSE;
    }

  return TRUE;
}

static TsMatch *
read_document (xmlDoc  *doc,
               GError **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autofree char *game_id = NULL;
  g_autoptr(TsSetup) setup = NULL;
  g_autoptr(TsGame) start = NULL;
  g_autoptr(TsGame) snapshot = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *state_text = NULL;
  xmlNode *setup_node = NULL, *position_node = NULL, *moves_node = NULL, *state_node = NULL;
  TsGameClass *klass;
  GType type;

  if (root == NULL || !is_named (root, "tessella-save"))
    {
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_NOT_A_SAVE,
                           _("This file is not a Tessella save"));
      return NULL;
    }

  if (!check_format (root, error))
    return NULL;

  game_id = get_attribute (root, "game");
  type = game_id != NULL ? ts_game_type_from_id (game_id) : G_TYPE_INVALID;
  if (type == G_TYPE_INVALID)
    {
      g_autofree char *quoted = quote (game_id);

      /* Translators: %s is a game id as written in the file */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_UNKNOWN_GAME,
                   _("This save is for a game this version of Tessella does not know (“%s”)"),
                   quoted);
      return NULL;
    }

  for (xmlNode *child = root->children; child != NULL; child = child->next)
    {
      xmlNode **slot = NULL;

      if (is_named (child, "setup"))
        slot = &setup_node;
      else if (is_named (child, "position"))
        slot = &position_node;
      else if (is_named (child, "moves"))
        slot = &moves_node;
      else if (is_named (child, "state"))
        slot = &state_node;
      else if (child->type == XML_ELEMENT_NODE)
        {
          check_unknown_element (child, error);
          return NULL;
        }
      else if (!check_other_node (child, error))
        return NULL;

      if (slot != NULL)
        {
          if (*slot != NULL)
            {
              g_autofree char *name = quote ((const char *) child->name);

              /* Translators: %s is an XML element name */
              g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                           _("The save file has more than one “%s”"), name);
              return NULL;
            }
          *slot = child;
        }
    }

  if (setup_node == NULL || state_node == NULL)
    {
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                           _("The save file is incomplete: its setup or its final position is missing"));
      return NULL;
    }

  klass = g_type_class_ref (type);
  setup = read_setup (setup_node, game_id, klass, error);
  g_type_class_unref (klass);
  if (setup == NULL)
    return NULL;

  if (position_node != NULL)
    {
      g_autofree char *text = NULL;

      if (get_text (position_node, TS_SAVE_MAX_BYTES, &text) != TEXT_OK)
        {
          g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                               _("The start position in the save file is not plain text"));
          return NULL;
        }
      start = ts_game_new_from_state (game_id, text, &local_error);
      if (start == NULL)
        {
          /* Translators: %s is the reason */
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       _("The start position in the save file is not valid: %s"),
                       local_error->message);
          return NULL;
        }
      if (ts_game_get_n_players (start) != setup->n_players)
        {
          g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                               _("The start position in the save file is for another number of players"));
          return NULL;
        }
      match = ts_match_new_from_position (setup, start);
    }
  else
    {
      match = ts_match_new (setup, &local_error);
      if (match == NULL)
        {
          /* Translators: %s is the reason */
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       _("The game in the save file cannot be set up: %s"),
                       local_error->message);
          return NULL;
        }
    }

  if (moves_node != NULL && !read_moves (moves_node, match, error))
    return NULL;

  /* The whole file is at most TS_SAVE_MAX_BYTES, so only the kind of
   * content can be wrong here. */
  if (get_text (state_node, TS_SAVE_MAX_BYTES, &state_text) != TEXT_OK)
    {
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                           _("The saved position in the file is not plain text"));
      return NULL;
    }
  snapshot = ts_game_new_from_state (game_id, state_text, &local_error);
  if (snapshot == NULL)
    {
      /* Translators: %s is the reason */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   _("The saved position in the file is not valid: %s"),
                   local_error->message);
      return NULL;
    }
  if (!ts_game_equal (ts_match_get_game (match), snapshot))
    {
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                           _("The saved position does not match the moves in the file; the save is damaged"));
      return NULL;
    }

  return g_steal_pointer (&match);
}

TsMatch *
ts_save_from_data (const char  *data,
                   gsize        length,
                   GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (length > TS_SAVE_MAX_BYTES)
    {
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_TOO_LARGE,
                   _("The file is too large to be a Tessella save (more than %u MB)"),
                   (guint) (TS_SAVE_MAX_BYTES / (1024 * 1024)));
      return NULL;
    }
  if (length == 0)
    {
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_NOT_A_SAVE,
                           _("This file is empty"));
      return NULL;
    }
  /* Saves are UTF-8 without NUL bytes; checking it here also makes the
   * byte search below sound. */
  if (!g_utf8_validate_len (data, length, NULL))
    {
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_NOT_A_SAVE,
                           _("This file is not a Tessella save: it is not UTF-8 text"));
      return NULL;
    }
  /* Refused before libxml2 sees them, so no entity is ever declared. */
  if (g_strstr_len (data, length, "<!DOCTYPE") != NULL ||
      g_strstr_len (data, length, "<!ENTITY") != NULL)
    {
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                           _("The save file contains a document type declaration, which saves never have"));
      return NULL;
    }

  doc = parse_document (data, length, error);
  if (doc == NULL)
    return NULL;

  if (has_dtd (doc) || has_entity_reference (doc->children))
    {
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                           _("The save file contains a document type declaration, which saves never have"));
      return NULL;
    }

  return read_document (doc, error);
}

#define READ_CHUNK 65536

TsMatch *
ts_save_from_file (GFile         *file,
                   GCancellable  *cancellable,
                   GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GByteArray) bytes = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  info = g_file_query_info (file,
                            G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NONE, cancellable, error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY,
                           _("This is a folder, not a Tessella save"));
      return NULL;
    }
  if (g_file_info_get_size (info) > TS_SAVE_MAX_BYTES)
    {
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_TOO_LARGE,
                   _("The file is too large to be a Tessella save (more than %u MB)"),
                   (guint) (TS_SAVE_MAX_BYTES / (1024 * 1024)));
      return NULL;
    }

  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return NULL;

  /* The size can change between the query and the read (or be unknown, for
   * a pipe): the limit is enforced while reading too. */
  bytes = g_byte_array_sized_new (MAX (g_file_info_get_size (info), 1) + 1);
  for (;;)
    {
      gsize old_len = bytes->len;
      gsize n_read;

      g_byte_array_set_size (bytes, old_len + READ_CHUNK);
      if (!g_input_stream_read_all (G_INPUT_STREAM (stream), bytes->data + old_len,
                                    READ_CHUNK, &n_read, cancellable, error))
        return NULL;
      g_byte_array_set_size (bytes, old_len + n_read);
      if (bytes->len > TS_SAVE_MAX_BYTES)
        {
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_TOO_LARGE,
                       _("The file is too large to be a Tessella save (more than %u MB)"),
                       (guint) (TS_SAVE_MAX_BYTES / (1024 * 1024)));
          return NULL;
        }
      if (n_read < READ_CHUNK)
        break;
    }

  return ts_save_from_data ((const char *) bytes->data, bytes->len, error);
}
