/* ts-save-write.c — a match as the text of a *.tessella save
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ts-save.h"

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

/* A match frozen for writing: its own copies, so it can be written in
 * another thread while the match goes on. */
struct _TsSaveSnapshot
{
  TsSetup  *setup;
  TsGame   *start;
  gboolean  from_setup;
  GArray   *moves;   /* of TsMove */
  GArray   *seats;   /* of int */
  TsGame   *game;    /* the current position */
  guint     hints[TS_MAX_SEATS];
};

TsSaveSnapshot *
ts_save_snapshot_new (TsMatch *match)
{
  TsSaveSnapshot *snapshot;
  guint n;

  g_return_val_if_fail (TS_IS_MATCH (match), NULL);

  n = ts_match_get_n_moves (match);
  snapshot = g_new0 (TsSaveSnapshot, 1);
  snapshot->setup = ts_setup_copy (ts_match_get_setup (match));
  snapshot->start = ts_game_copy (ts_match_get_start (match));
  snapshot->from_setup = ts_match_starts_from_setup (match);
  snapshot->moves = g_array_sized_new (FALSE, FALSE, sizeof (TsMove), n);
  snapshot->seats = g_array_sized_new (FALSE, FALSE, sizeof (int), n);
  for (guint i = 0; i < n; i++)
    {
      int seat = ts_match_get_move_seat (match, i);

      g_array_append_val (snapshot->moves, *ts_match_get_move (match, i));
      g_array_append_val (snapshot->seats, seat);
    }
  snapshot->game = ts_game_copy (ts_match_get_game (match));
  for (int seat = 0; seat < TS_MAX_SEATS; seat++)
    snapshot->hints[seat] = ts_match_get_hints (match, seat);
  return snapshot;
}

void
ts_save_snapshot_free (TsSaveSnapshot *snapshot)
{
  if (snapshot == NULL)
    return;
  ts_setup_free (snapshot->setup);
  g_object_unref (snapshot->start);
  g_array_unref (snapshot->moves);
  g_array_unref (snapshot->seats);
  g_object_unref (snapshot->game);
  g_free (snapshot);
}

guint
ts_save_snapshot_get_n_moves (TsSaveSnapshot *snapshot)
{
  g_return_val_if_fail (snapshot != NULL, 0);
  return snapshot->moves->len;
}

const char *
ts_save_snapshot_get_game_id (TsSaveSnapshot *snapshot)
{
  g_return_val_if_fail (snapshot != NULL, NULL);
  return ts_game_get_id (snapshot->game);
}

char *
ts_save_to_data (TsMatch *match,
                 gsize   *length)
{
  g_autoptr(TsSaveSnapshot) snapshot = NULL;

  g_return_val_if_fail (TS_IS_MATCH (match), NULL);

  snapshot = ts_save_snapshot_new (match);
  return ts_save_snapshot_to_data (snapshot, length);
}

char *
ts_save_snapshot_to_data (TsSaveSnapshot *snapshot,
                          gsize          *length)
{
  const TsSetup *setup;
  const TsGameOption *options;
  g_autoptr(TsGame) replay = NULL;
  TsGame *game;
  GString *out;
  g_autofree char *state = NULL;
  char number[32];

  g_return_val_if_fail (snapshot != NULL, NULL);

  setup = snapshot->setup;
  game = snapshot->game;

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
      if (snapshot->hints[seat] > 0)
        {
          g_snprintf (number, sizeof number, "%u", snapshot->hints[seat]);
          append_attribute (out, "hints", number);
        }
      g_string_append (out, "/>\n");
    }
  /* Every option the game declares, defaults too: the save says exactly
   * which rules it was played by, whatever later defaults become. */
  options = TS_GAME_GET_CLASS (game)->options;
  for (guint i = 0; options != NULL && options[i].name != NULL; i++)
    {
      g_autofree char *value = ts_option_format_value (&options[i],
                                                       ts_setup_get_option (setup, options, options[i].name));

      g_string_append (out, "    <option");
      append_attribute (out, "name", options[i].name);
      append_attribute (out, "value", value);
      g_string_append (out, "/>\n");
    }
  g_string_append (out, "  </setup>\n");

  if (!snapshot->from_setup)
    {
      g_autofree char *position = ts_game_save_state (snapshot->start);

      append_text_element (out, "  ", "position", position);
    }

  g_string_append (out, "  <moves>\n");
  /* Each move is formatted in the position it was played in, where it is
   * legal: the match is replayed from its start. */
  replay = ts_game_copy (snapshot->start);
  for (guint i = 0; i < snapshot->moves->len; i++)
    {
      const TsMove *move = &g_array_index (snapshot->moves, TsMove, i);
      g_autofree char *text = ts_game_format_move (replay, move);
      gboolean replayed = ts_game_apply_move (replay, move, NULL);

      g_assert (replayed);

      g_string_append (out, "    <move");
      g_snprintf (number, sizeof number, "%d", g_array_index (snapshot->seats, int, i));
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
