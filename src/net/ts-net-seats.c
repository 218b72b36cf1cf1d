/* ts-net-seats.c — who sits where in a match on the server
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "ts-game.h"
#include "ts-net-link.h"
#include "ts-net-seats.h"

#define SEATS_FORMAT 1
#define MAX_SEATS_FILE (64 * 1024)
#define PERSON "person"

static gboolean
refuse (GError    **error,
        const char *words)
{
  g_set_error_literal (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE, words);
  return FALSE;
}

char *
ts_net_seats_clean_name (const char *name)
{
  GString *clean;
  glong n = 0;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    return NULL;
  clean = g_string_new (NULL);
  for (const char *p = name; *p != '\0' && n < TS_NET_MAX_NAME; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c) || g_unichar_type (c) == G_UNICODE_FORMAT ||
          g_unichar_type (c) == G_UNICODE_LINE_SEPARATOR ||
          g_unichar_type (c) == G_UNICODE_PARAGRAPH_SEPARATOR)
        continue;
      g_string_append_unichar (clean, c);
      n++;
    }
  g_strstrip (clean->str);
  clean->len = strlen (clean->str);
  if (clean->len == 0)
    {
      g_string_free (clean, TRUE);
      return NULL;
    }
  return g_string_free (clean, FALSE);
}

TsSetup *
ts_net_seats_build_setup (const TsNetMessage *request,
                          GError            **error)
{
  g_autoptr(TsSetup) setup = NULL;
  g_autoptr(TsSetup) check = NULL;
  g_autoptr(GTypeClass) klass = NULL;
  g_autoptr(GError) local = NULL;
  GHashTableIter iter;
  gpointer key, value;
  GType type;
  guint n_people = 0;
  TsLevel level;

  type = ts_game_type_from_id (request->game);
  if (type == G_TYPE_INVALID)
    {
      /* Translators: an error of the online server */
      refuse (error, _("This server has no such game"));
      return NULL;
    }
  klass = g_type_class_ref (type);
  if (request->players < 1 || request->players > TS_MAX_SEATS ||
      request->levels == NULL || g_strv_length (request->levels) != (guint) request->players ||
      (request->names != NULL && g_strv_length (request->names) > (guint) request->players))
    {
      /* Translators: an error of the online server */
      refuse (error, _("Give one kind of player for each seat"));
      return NULL;
    }
  if (request->away_level != NULL && !ts_level_from_string (request->away_level, &level))
    {
      /* Translators: an error of the online server; easy, normal and hard
         are kept as they are */
      refuse (error, _("A computer’s level is easy, normal or hard"));
      return NULL;
    }

  setup = ts_setup_new (request->game, (guint) request->players, 0);
  setup->first_seat = TS_GAME_CLASS (klass)->first_player == TS_FIRST_PLAYER_RANDOM ? TS_SEAT_RANDOM : 0;
  ts_setup_use_game_colours (setup);
  for (guint s = 0; s < setup->n_players; s++)
    {
      g_autofree char *name = request->names != NULL && s < g_strv_length (request->names)
                              ? ts_net_seats_clean_name (request->names[s]) : NULL;
      g_autofree char *colour = g_strdup (setup->players[s].colour);

      if (g_str_equal (request->levels[s], PERSON))
        {
          n_people++;
          if (name != NULL)
            ts_setup_set_player (setup, s, name, TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, colour);
          continue;
        }
      if (!ts_level_from_string (request->levels[s], &level))
        {
          refuse (error, _("A computer’s level is easy, normal or hard"));
          return NULL;
        }
      if (name == NULL)
        /* Translators: default name of a computer seat; %u is 1–4 */
        name = g_strdup_printf (_("Computer %u"), s + 1);
      ts_setup_set_player (setup, s, name, TS_PLAYER_COMPUTER, level, colour);
    }
  if (n_people == 0)
    {
      /* Translators: an error of the online server */
      refuse (error, _("A match needs at least one person"));
      return NULL;
    }
  /* The host's colours, where the rules do not give each seat its own;
   * each a seat colour, no two alike. */
  if (request->colours != NULL && TS_GAME_CLASS (klass)->seat_rgb == NULL)
    {
      for (guint s = 0; s < setup->n_players; s++)
        {
          gboolean ok = ts_seat_colour_is_valid (request->colours[s]);

          for (guint t = 0; ok && t < s; t++)
            ok = !g_str_equal (request->colours[s], request->colours[t]);
          if (!ok)
            {
              /* Translators: an error of the online server */
              refuse (error, _("Each seat needs a colour of its own"));
              return NULL;
            }
        }
      for (guint s = 0; s < setup->n_players; s++)
        {
          g_free (setup->players[s].colour);
          setup->players[s].colour = g_strdup (request->colours[s]);
        }
    }

  g_hash_table_iter_init (&iter, request->options);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const TsGameOption *option = ts_options_find (TS_GAME_CLASS (klass)->options, key);

      if (option == NULL || !ts_option_value_is_valid (option, GPOINTER_TO_INT (value)))
        {
          g_autofree char *words =
            /* Translators: an error of the online server; %s is the name
               of a rule option, as a program gives it */
            g_strdup_printf (_("The option “%s” is not one of this game, or not one of its values"),
                             (const char *) key);

          refuse (error, words);
          return NULL;
        }
      ts_setup_set_option (setup, option->name, GPOINTER_TO_INT (value));
    }
  /* Checked on a copy: the seed is not chosen yet. */
  check = ts_setup_copy (setup);
  if (!ts_game_prepare_setup (check, &local))
    {
      refuse (error, local->message);
      return NULL;
    }
  return g_steal_pointer (&setup);
}

TsNetMessage *
ts_net_seats_new_request (const TsSetup *setup,
                          gboolean       with_names)
{
  TsNetMessage *request = ts_net_message_new (TS_NET_CREATE);
  g_autoptr(GStrvBuilder) levels = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();

  g_return_val_if_fail (setup != NULL, NULL);

  request->game = g_strdup (setup->game_id);
  request->players = (int) setup->n_players;
  for (guint i = 0; i < setup->n_options; i++)
    g_hash_table_insert (request->options, g_strdup (setup->options[i].name),
                         GINT_TO_POINTER (setup->options[i].value));
  for (guint s = 0; s < setup->n_players; s++)
    {
      g_strv_builder_add (levels, setup->players[s].kind == TS_PLAYER_COMPUTER
                                  ? ts_level_to_string (setup->players[s].level) : "person");
      if (with_names)
        g_strv_builder_add (names, setup->players[s].name != NULL ? setup->players[s].name : "");
    }
  request->levels = g_strv_builder_end (levels);
  request->names = g_strv_builder_end (names);
  {
    g_autoptr(GStrvBuilder) colours = g_strv_builder_new ();
    gboolean all = TRUE;

    for (guint s = 0; s < setup->n_players; s++)
      {
        all &= setup->players[s].colour != NULL;
        g_strv_builder_add (colours, setup->players[s].colour != NULL ? setup->players[s].colour : "");
      }
    request->colours = g_strv_builder_end (colours);
    if (!all)
      g_clear_pointer (&request->colours, g_strfreev);
  }
  return request;
}

TsNetSeats *
ts_net_seats_new (const TsSetup      *setup,
                  const TsNetMessage *request)
{
  TsNetSeats *seats = g_new0 (TsNetSeats, 1);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();

  seats->n_seats = setup->n_players;
  for (guint s = 0; s < seats->n_seats; s++)
    {
      seats->digests[s] = g_strdup ("");
      g_strv_builder_add (names, setup->players[s].name);
    }
  seats->names = g_strv_builder_end (names);
  seats->away_minutes = (guint) MAX (request->away_minutes, 0);
  seats->away_level = TS_LEVEL_NORMAL;
  if (request->away_level != NULL)
    ts_level_from_string (request->away_level, &seats->away_level);
  seats->waiting = request->waiting;
  seats->undo = request->undo;
  return seats;
}

void
ts_net_seats_free (TsNetSeats *seats)
{
  if (seats == NULL)
    return;
  for (guint s = 0; s < TS_MAX_SEATS; s++)
    g_free (seats->digests[s]);
  g_strfreev (seats->names);
  g_free (seats);
}

gboolean
ts_net_seats_save (const TsNetSeats *seats,
                   GFile            *file,
                   GError          **error)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *data = NULL;
  g_autofree char *path = g_file_get_path (file);
  gsize length;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_int_value (builder, SEATS_FORMAT);
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint s = 0; s < seats->n_seats; s++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "digest");
      json_builder_add_string_value (builder, seats->digests[s]);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, seats->names[s]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "away_minutes");
  json_builder_add_int_value (builder, seats->away_minutes);
  json_builder_set_member_name (builder, "away_level");
  json_builder_add_string_value (builder, ts_level_to_string (seats->away_level));
  if (seats->waiting)
    {
      json_builder_set_member_name (builder, "waiting");
      json_builder_add_boolean_value (builder, TRUE);
    }
  if (seats->undo)
    {
      json_builder_set_member_name (builder, "undo");
      json_builder_add_boolean_value (builder, TRUE);
    }
  if (seats->seen != 0)
    {
      json_builder_set_member_name (builder, "seen");
      json_builder_add_int_value (builder, seats->seen);
    }
  if (seats->takebacks != 0)
    {
      json_builder_set_member_name (builder, "takebacks");
      json_builder_add_int_value (builder, seats->takebacks);
    }
  if (seats->filled != 0)
    {
      json_builder_set_member_name (builder, "filled");
      json_builder_add_int_value (builder, seats->filled);
    }
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  data = json_generator_to_data (generator, &length);
  return g_file_set_contents_full (path, data, (gssize) length,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0600, error);
}

static gboolean
is_digest (const char *text)
{
  if (strlen (text) != 64)
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isxdigit (*p) || g_ascii_isupper (*p))
      return FALSE;
  return TRUE;
}

static const char *
string_member (JsonObject *object,
               const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static gboolean
int_member (JsonObject *object,
            const char *name,
            gint64      min,
            gint64      max,
            gint64     *value)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  *value = json_node_get_int (node);
  return *value >= min && *value <= max;
}

TsNetSeats *
ts_net_seats_load (GFile         *file,
                   const TsSetup *setup,
                   GError       **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(TsNetSeats) seats = g_new0 (TsNetSeats, 1);
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *data = NULL;
  JsonObject *root;
  JsonNode *node;
  JsonArray *array;
  const char *level;
  gint64 value;
  gsize length;

  if (!g_file_get_contents (path, &data, &length, error))
    return NULL;
  if (length > MAX_SEATS_FILE || !json_parser_load_from_data (parser, data, (gssize) length, NULL) ||
      !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    goto invalid;
  root = json_node_get_object (json_parser_get_root (parser));
  node = json_object_get_member (root, "seats");
  if (!int_member (root, "format", SEATS_FORMAT, SEATS_FORMAT, &value) ||
      node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      json_array_get_length (array = json_node_get_array (node)) != setup->n_players ||
      !int_member (root, "away_minutes", 0, 24 * 60, &value) ||
      (level = string_member (root, "away_level")) == NULL ||
      !ts_level_from_string (level, &seats->away_level))
    goto invalid;
  seats->away_minutes = (guint) value;
  seats->n_seats = setup->n_players;
  /* Both left out by matches that neither waited nor were filled. */
  node = json_object_get_member (root, "waiting");
  if (node != NULL && (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN))
    goto invalid;
  seats->waiting = node != NULL && json_node_get_boolean (node);
  node = json_object_get_member (root, "undo");
  if (node != NULL && (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN))
    goto invalid;
  seats->undo = node != NULL && json_node_get_boolean (node);
  if (json_object_has_member (root, "seen"))
    {
      if (!int_member (root, "seen", 0, (1 << setup->n_players) - 1, &value))
        goto invalid;
      seats->seen = (guint) value;
    }
  if (json_object_has_member (root, "takebacks"))
    {
      if (!int_member (root, "takebacks", 0, G_MAXINT32, &value))
        goto invalid;
      seats->takebacks = (guint) value;
    }
  if (json_object_has_member (root, "filled"))
    {
      if (!int_member (root, "filled", 0, (1 << setup->n_players) - 1, &value))
        goto invalid;
      seats->filled = (guint) value;
    }
  node = json_object_get_member (root, "seats");
  for (guint s = 0; s < seats->n_seats; s++)
    {
      JsonNode *seat = json_array_get_element (array, s);
      const char *digest, *name;
      g_autofree char *clean = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (seat) ||
          (digest = string_member (json_node_get_object (seat), "digest")) == NULL ||
          (name = string_member (json_node_get_object (seat), "name")) == NULL ||
          (clean = ts_net_seats_clean_name (name)) == NULL)
        goto invalid;
      /* A person's seat has a digest, a computer's none; only a person's
       * seat is filled. */
      if (setup->players[s].kind == TS_PLAYER_HUMAN ? !is_digest (digest) : digest[0] != '\0')
        goto invalid;
      if ((seats->filled & (1u << s)) != 0 && setup->players[s].kind != TS_PLAYER_HUMAN)
        goto invalid;
      seats->digests[s] = g_strdup (digest);
      g_strv_builder_add (names, clean);
    }
  seats->names = g_strv_builder_end (names);
  return g_steal_pointer (&seats);

invalid:
  g_set_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE,
               /* Translators: an error of the online server; %s is a file
                  name */
               _("The seats of a match (%s) are damaged"), path);
  return NULL;
}
