/* ts-save-read.c — a *.tessella save's text, validated into a match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlversion.h>

#include "ts-save.h"
#include "ts-save-xml-private.h"
#include "ts-text.h"

/* Longest piece of a hostile file quoted back in an error message. */
#define QUOTE_MAX_CHARS 40

G_DEFINE_QUARK (ts-save-error-quark, ts_save_error)

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)

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

/* The attributes each element may have: a save is read exactly as it
 * was written, and anything else is refused rather than ignored. */
static const char * const root_attributes[] = { "format", "game", "app-version", NULL };
static const char * const setup_attributes_v1[] = { "seed", "variant", "players", "first-seat", NULL };
static const char * const setup_attributes[] = { "seed", "players", "first-seat", NULL };
static const char * const option_attributes[] = { "name", "value", NULL };
static const char * const player_attributes_v2[] = { "seat", "name", "kind", "level", "colour", NULL };
static const char * const player_attributes[] = { "seat", "name", "kind", "level", "colour", "hints", NULL };
/* More suggested moves than anyone asks for in one game. */
#define MAX_HINTS 1000000
static const char * const move_attributes[] = { "seat", NULL };
static const char * const no_attributes[] = { NULL };

static gboolean
check_attributes (xmlNode             *node,
                  const char * const  *allowed,
                  GError             **error)
{
  const char *unknown = NULL;

  if (node->nsDef != NULL)
    unknown = "xmlns";
  for (xmlAttr *attr = node->properties; attr != NULL && unknown == NULL; attr = attr->next)
    if (attr->ns != NULL || !g_strv_contains (allowed, (const char *) attr->name))
      unknown = (const char *) attr->name;

  if (unknown != NULL)
    {
      g_autofree char *quoted = quote (unknown);
      g_autofree char *element = quote ((const char *) node->name);

      /* Translators: the first %s is an XML attribute name, the second an element name */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   /* Translators: an error when a saved game file cannot be
                      opened or read */
                   _("The save file contains an unknown attribute “%s” in “%s”"),
                   quoted, element);
      return FALSE;
    }
  return TRUE;
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
                       /* Translators: an error when a saved game file
                          cannot be opened or read */
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
               /* Translators: an error when a saved game file cannot be
                  opened or read */
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
             guint      format,
             TsSetup   *setup,
             gboolean  *seen,
             guint     *hints,
             GError   **error)
{
  g_autofree char *hints_text = get_attribute (node, "hints");
  g_autofree char *seat_text = get_attribute (node, "seat");
  g_autofree char *name = get_attribute (node, "name");
  g_autofree char *kind_text = get_attribute (node, "kind");
  g_autofree char *level_text = get_attribute (node, "level");
  g_autofree char *colour = get_attribute (node, "colour");
  TsPlayer *player;
  guint64 seat;

  if (!check_attributes (node, format >= 3 ? player_attributes : player_attributes_v2, error))
    return FALSE;

  if (!parse_decimal (seat_text, G_MAXUINT64, &seat) || seat >= setup->n_players)
    {
      g_autofree char *quoted = quote (seat_text);

      /* Translators: %s is the seat number as written in the file; %u the number of players */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   /* Translators: an error when a saved game file cannot be
                      opened or read; a seat is a player's place at the
                      table, numbered from 1 */
                   _("The save file names a player with an invalid seat “%s” (the game has %u players)"),
                   quoted, setup->n_players);
      return FALSE;
    }
  if (seen[seat])
    {
      /* Translators: seats are numbered from 0, as in the file */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   /* Translators: an error when a saved game file cannot be
                      opened or read; a seat is a player's place at the
                      table, numbered from 1 */
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
                       /* Translators: a reason why a saved game file cannot
                          be read or written; shown after the file name; a
                          seat is a player's place at the table, numbered
                          from 1 */
                       _("The name of the player in seat %u is not valid text"), (guint) seat);
          return FALSE;
        }
      if (g_utf8_strlen (name, -1) > TS_SAVE_MAX_NAME_CHARS)
        {
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       g_dngettext (GETTEXT_PACKAGE,
                                    /* Translators: a reason why a saved game
                                       file cannot be read or written; shown
                                       after the file name; a seat is a
                                       player's place at the table, numbered
                                       from 1 */
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
                   /* Translators: a reason why a saved game file cannot be
                      read or written; shown after the file name; a seat is
                      a player's place at the table, numbered from 1 */
                   _("The player in seat %u has an unknown kind “%s”"), (guint) seat, quoted);
      return FALSE;
    }

  if (level_text != NULL && !ts_level_from_string (level_text, &player->level))
    {
      g_autofree char *quoted = quote (level_text);

      /* Translators: %u is a seat number (from 0); %s what the file says instead of a level */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   /* Translators: a reason why a saved game file cannot be
                      read or written; shown after the file name; a seat is
                      a player's place at the table, numbered from 1 */
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
                       /* Translators: a reason why a saved game file cannot
                          be read or written; shown after the file name; a
                          seat is a player's place at the table, numbered
                          from 1 */
                       _("The player in seat %u has an unknown colour “%s”"), (guint) seat, quoted);
          return FALSE;
        }
      g_free (player->colour);
      player->colour = g_steal_pointer (&colour);
    }

  if (hints_text != NULL)
    {
      guint64 n_hints;

      if (!parse_decimal (hints_text, MAX_HINTS, &n_hints))
        {
          g_autofree char *quoted = quote (hints_text);

          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       /* Translators: a reason why a saved game file cannot
                          be read; shown after the file name; %u is a seat
                          (a player's place at the table) as the file
                          numbers it, %s what the file says instead of a
                          count; a suggested move is a hint the game gave */
                       _("The player in seat %u has an invalid number of suggested moves “%s”"),
                       (guint) seat, quoted);
          return FALSE;
        }
      hints[seat] = (guint) n_hints;
    }

  return TRUE;
}

/* <option name="rules" value="simplified"/> (format 2). */
static gboolean
read_option (xmlNode            *node,
             TsSetup            *setup,
             const TsGameClass  *klass,
             GError            **error)
{
  g_autofree char *name = get_attribute (node, "name");
  g_autofree char *value_text = get_attribute (node, "value");
  g_autoptr(GError) local_error = NULL;
  const TsGameOption *option;
  int value;

  if (!check_attributes (node, option_attributes, error))
    return FALSE;

  option = ts_options_find (klass->options, name);
  if (option == NULL)
    {
      g_autofree char *quoted = quote (name);

      /* Translators: %s is an option name as written in the file */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   /* Translators: an error when a saved game file cannot be
                      opened or read */
                   _("The save file sets an option this game does not have (“%s”)"), quoted);
      return FALSE;
    }
  if (ts_setup_lookup_option (setup, option->name, NULL))
    {
      /* Translators: %s is an option name */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   /* Translators: an error when a saved game file cannot be
                      opened or read */
                   _("The save file sets the option “%s” twice"), option->name);
      return FALSE;
    }
  if (value_text == NULL || !ts_option_parse_value (option, value_text, &value, &local_error))
    {
      /* Translators: %s is an option name, then the reason */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   /* Translators: an error when a saved game file cannot be
                      opened or read */
                   _("The save file gives the option “%s” a value it does not take: %s"),
                   option->name, local_error != NULL ? local_error->message : "");
      return FALSE;
    }

  ts_setup_set_option (setup, option->name, value);
  return TRUE;
}

/* Format 1 had a variant string; it is the choice option "rules" now. */
static gboolean
read_variant (const char         *variant,
              TsSetup            *setup,
              const TsGameClass  *klass,
              GError            **error)
{
  const TsGameOption *rules = ts_options_find (klass->options, "rules");
  int value;

  if (variant == NULL)
    return TRUE;
  if (rules != NULL && rules->type == TS_OPTION_CHOICE &&
      ts_option_parse_value (rules, variant, &value, NULL))
    {
      ts_setup_set_option (setup, "rules", value);
      return TRUE;
    }
  if (g_str_equal (variant, "standard"))
    return TRUE;

  {
    g_autofree char *quoted = quote (variant);

    /* Translators: %s is a variant name as written in the file */
    g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                 /* Translators: an error when a saved game file cannot be
                    opened or read */
                 _("The save file asks for an unknown variant “%s”"), quoted);
  }
  return FALSE;
}

static TsSetup *
read_setup (xmlNode            *node,
            guint               format,
            const char         *game_id,
            const TsGameClass  *klass,
            guint              *hints,
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
                   /* Translators: an error when a saved game file cannot be
                      opened or read */
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
                   /* Translators: an error when a saved game file cannot be
                      opened or read */
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
                   /* Translators: an error when a saved game file cannot be
                      opened or read; a seat is a player's place at the
                      table, numbered from 1 */
                   _("The save file has an invalid first seat “%s”"), quoted);
      return NULL;
    }

  setup = ts_setup_new (game_id, n_players, seed);
  setup->first_seat = first_seat;
  if (!read_variant (variant, setup, klass, error))
    return NULL;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (is_named (child, "player"))
        {
          if (!read_player (child, format, setup, seen, hints, error))
            return NULL;
        }
      else if (format >= 2 && is_named (child, "option"))
        {
          if (!read_option (child, setup, klass, error))
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
                     /* Translators: an error when a saved game file cannot
                        be opened or read; a seat is a player's place at the
                        table, numbered from 1 */
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

      if (!check_attributes (child, move_attributes, error))
        return FALSE;

      if (++n > ts_game_get_max_moves (game))
        {
          guint max = ts_game_get_max_moves (game);

          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       g_dngettext (GETTEXT_PACKAGE,
                                    /* Translators: an error when a saved game
                                       file cannot be opened or read */
                                    "The save file has more than %u move",
                                    "The save file has more than %u moves",
                                    max),
                       max);
          return FALSE;
        }

      switch (get_text (child, TS_SAVE_MAX_MOVE_BYTES, &text))
        {
        case TEXT_OK:
          break;
        case TEXT_TOO_LONG:
          /* Translators: %u is the move number */
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       /* Translators: an error when a saved game file
                          cannot be opened or read; %u is the number of a
                          move, from 1, and the quoted text the move in the
                          game's notation */
                       _("Move %u in the save file is too long"), n);
          return FALSE;
        case TEXT_NOT_TEXT:
        default:
          /* Translators: %u is the move number */
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       /* Translators: an error when a saved game file
                          cannot be opened or read; %u is the number of a
                          move, from 1, and the quoted text the move in the
                          game's notation */
                       _("Move %u in the save file is not plain text"), n);
          return FALSE;
        }
      quoted = quote (text);

      if (current == TS_SEAT_NONE || ts_game_is_over (game))
        {
          /* Translators: %u is the move number, %s its text */
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       /* Translators: a reason why a saved game file cannot
                          be read or written; shown after the file name; %u
                          is the number of a move, from 1, and the quoted
                          text the move in the game's notation */
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
                       /* Translators: a reason why a saved game file cannot
                          be read or written; shown after the file name; %u
                          is the number of a move, from 1, and the quoted
                          text the move in the game's notation; a seat is a
                          player's place at the table, numbered from 1 */
                       _("Move %u (“%s”) is recorded for seat “%s”, but it was the turn of seat %d"),
                       n, quoted, quoted_seat, current);
          return FALSE;
        }

      if (!ts_game_parse_move (game, text, &move, &local_error))
        {
          /* Translators: %u is the move number, %s its text, then the reason */
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       /* Translators: a reason why a saved game file cannot
                          be read or written; shown after the file name; %u
                          is the number of a move, from 1, and the quoted
                          text the move in the game's notation */
                       _("Move %u (“%s”) cannot be read: %s"), n, quoted, local_error->message);
          return FALSE;
        }
      if (!ts_match_play (match, &move, &local_error))
        {
          /* Translators: %u is the move number, %s its text, then the reason */
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       /* Translators: a reason why a saved game file cannot
                          be read or written; shown after the file name; %u
                          is the number of a move, from 1, and the quoted
                          text the move in the game's notation */
                       _("Move %u (“%s”) is not legal: %s"), n, quoted, local_error->message);
          return FALSE;
        }
    }

  return TRUE;
}

static gboolean
check_format (xmlNode  *root,
              guint    *format_out,
              GError  **error)
{
  g_autofree char *format = get_attribute (root, "format");
  guint64 version;

  if (format == NULL)
    {
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_NOT_A_SAVE,
                           /* Translators: an error when a saved game file
                              cannot be opened or read */
                           _("This file is not a Tessella save: it has no format version"));
      return FALSE;
    }

  if (is_all_digits (format) &&
      (!parse_decimal (format, G_MAXUINT64, &version) || version > TS_SAVE_FORMAT))
    {
      g_autofree char *quoted = quote (format);

      /* Translators: %s is a format number, e.g. 7 */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_FORMAT_VERSION,
                   /* Translators: an error when a saved game file cannot be
                      opened or read */
                   _("This game was saved by a newer version of Tessella (format %s)"), quoted);
      return FALSE;
    }

  if (!parse_decimal (format, TS_SAVE_FORMAT, &version) || version < 1)
    {
      g_autofree char *quoted = quote (format);

      /* Translators: %s is what the file gives as its format number */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   /* Translators: an error when a saved game file cannot be
                      opened or read */
                   _("The save file has an invalid format version “%s”"), quoted);
      return FALSE;
    }

  *format_out = version;
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
  guint format = 0;
  guint hints[TS_MAX_SEATS] = { 0, };
  TsGameClass *klass;
  GType type;

  if (root == NULL || !is_named (root, "tessella-save"))
    {
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_NOT_A_SAVE,
                           /* Translators: an error when a saved game file
                              cannot be opened or read */
                           _("This file is not a Tessella save"));
      return NULL;
    }

  if (!check_format (root, &format, error) || !check_attributes (root, root_attributes, error))
    return NULL;

  game_id = get_attribute (root, "game");
  type = game_id != NULL ? ts_game_type_from_id (game_id) : G_TYPE_INVALID;
  if (type == G_TYPE_INVALID)
    {
      g_autofree char *quoted = quote (game_id);

      /* Translators: %s is a game id as written in the file */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_UNKNOWN_GAME,
                   /* Translators: an error when a saved game file cannot be
                      opened or read */
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
                           /* Translators: an error when a saved game file
                              cannot be opened or read */
                           _("The save file has more than one “%s”"), name);
              return NULL;
            }
          if (!check_attributes (child,
                                 slot != &setup_node ? no_attributes
                                 : format >= 2 ? setup_attributes : setup_attributes_v1,
                                 error))
            return NULL;
          *slot = child;
        }
    }

  if (setup_node == NULL || state_node == NULL)
    {
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                           /* Translators: an error when a saved game file
                              cannot be opened or read */
                           _("The save file is incomplete: its setup or its final position is missing"));
      return NULL;
    }

  klass = g_type_class_ref (type);
  setup = read_setup (setup_node, format, game_id, klass, hints, error);
  g_type_class_unref (klass);
  if (setup == NULL)
    return NULL;

  if (position_node != NULL)
    {
      g_autofree char *text = NULL;

      if (get_text (position_node, TS_SAVE_MAX_BYTES, &text) != TEXT_OK)
        {
          g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                               /* Translators: an error when a saved game
                                  file cannot be opened or read */
                               _("The start position in the save file is not plain text"));
          return NULL;
        }
      start = ts_game_new_from_state (game_id, text, &local_error);
      if (start == NULL)
        {
          /* Translators: %s is the reason */
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                       /* Translators: an error when a saved game file
                          cannot be opened or read */
                       _("The start position in the save file is not valid: %s"),
                       local_error->message);
          return NULL;
        }
      if (ts_game_is_view (start))
        {
          g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                               /* Translators: an error when a saved game
                                  file cannot be opened or read; a player's
                                  view leaves the cards that player may not
                                  see unknown */
                               _("The start position in the save file is one player's view, not the whole game"));
          return NULL;
        }
      if (ts_game_get_n_players (start) != setup->n_players)
        {
          g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                               /* Translators: an error when a saved game
                                  file cannot be opened or read */
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
                       /* Translators: an error when a saved game file
                          cannot be opened or read */
                       _("The game in the save file cannot be set up: %s"),
                       local_error->message);
          return NULL;
        }
    }

  if (moves_node != NULL && !read_moves (moves_node, match, error))
    return NULL;
  for (int seat = 0; seat < TS_MAX_SEATS; seat++)
    ts_match_set_hints (match, seat, hints[seat]);

  /* The whole file is at most TS_SAVE_MAX_BYTES, so only the kind of
   * content can be wrong here. */
  if (get_text (state_node, TS_SAVE_MAX_BYTES, &state_text) != TEXT_OK)
    {
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                           /* Translators: an error when a saved game file
                              cannot be opened or read */
                           _("The saved position in the file is not plain text"));
      return NULL;
    }
  snapshot = ts_game_new_from_state (game_id, state_text, &local_error);
  if (snapshot == NULL)
    {
      /* Translators: %s is the reason */
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                   /* Translators: an error when a saved game file cannot be
                      opened or read */
                   _("The saved position in the file is not valid: %s"),
                   local_error->message);
      return NULL;
    }
  if (!ts_game_equal (ts_match_get_game (match), snapshot))
    {
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                           /* Translators: an error when a saved game file
                              cannot be opened or read */
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

  doc = ts_save_parse_xml (data, length, error);
  if (doc == NULL)
    return NULL;

  return read_document (doc, error);
}
