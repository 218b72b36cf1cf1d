/* ts-net-message.c — the messages of the Tessella protocol, with json-glib
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/protocol.md is the contract; every "must" there is a check here.
 * Unknown members are ignored (a newer peer may send them); a known member
 * of the wrong JSON type, out of its bounds or missing refuses the whole
 * message.
 */
#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "ts-net-message.h"

G_DEFINE_QUARK (ts-net-error-quark, ts_net_error)

static const char *const type_names[TS_NET_N_TYPES] = {
  [TS_NET_HELLO] = "hello",
  [TS_NET_MOVE] = "move",
  [TS_NET_PING] = "ping",
  [TS_NET_WELCOME] = "welcome",
  [TS_NET_APPLIED] = "applied",
  [TS_NET_PRESENCE] = "presence",
  [TS_NET_ERROR] = "error",
  [TS_NET_PONG] = "pong",
  [TS_NET_CREATE] = "create",
  [TS_NET_CREATED] = "created",
  [TS_NET_CLAIM] = "claim",
  [TS_NET_CLAIMED] = "claimed",
  [TS_NET_UNDO] = "undo",
  [TS_NET_UNDO_ASKED] = "undo-asked",
  [TS_NET_UNDO_ANSWER] = "undo-answer",
  [TS_NET_UNDO_RESULT] = "undo-result",
};

static const char *const presence_names[TS_NET_N_PRESENCE] = {
  [TS_NET_HERE] = "here",
  [TS_NET_AWAY] = "away",
  [TS_NET_COMPUTER] = "computer",
};

static const char *const error_codes[TS_NET_N_ERRORS] = {
  [TS_NET_ERROR_BAD_MESSAGE] = "bad-message",
  [TS_NET_ERROR_TOO_LARGE] = "too-large",
  [TS_NET_ERROR_PROTOCOL] = "protocol",
  [TS_NET_ERROR_NO_HELLO] = "no-hello",
  [TS_NET_ERROR_BAD_TOKEN] = "bad-token",
  [TS_NET_ERROR_NOT_YOUR_TURN] = "not-your-turn",
  [TS_NET_ERROR_STALE] = "stale",
  [TS_NET_ERROR_ILLEGAL] = "illegal",
  [TS_NET_ERROR_SPECTATOR] = "spectator",
  [TS_NET_ERROR_FLOOD] = "flood",
  [TS_NET_ERROR_BUSY] = "busy",
  [TS_NET_ERROR_SERVER] = "server",
  [TS_NET_ERROR_WAITING] = "waiting",
  [TS_NET_ERROR_UNDO] = "undo",
};

static int
index_of (const char *const *names,
          guint              n,
          const char        *name)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (names[i], name) == 0)
      return (int) i;
  return -1;
}

const char *
ts_net_error_to_code (TsNetError error)
{
  g_return_val_if_fail (error < TS_NET_N_ERRORS, NULL);
  return error_codes[error];
}

gboolean
ts_net_error_from_code (const char *code,
                        TsNetError *error)
{
  int i = index_of (error_codes, TS_NET_N_ERRORS, code);

  if (i < 0)
    return FALSE;
  if (error != NULL)
    *error = (TsNetError) i;
  return TRUE;
}

TsNetMessage *
ts_net_message_new (TsNetType type)
{
  TsNetMessage *message;

  g_return_val_if_fail (type < TS_NET_N_TYPES, NULL);

  message = g_new0 (TsNetMessage, 1);
  message->type = type;
  message->protocol = TS_NET_PROTOCOL;
  message->seat = -1;
  message->options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  message->events = g_array_new (FALSE, TRUE, sizeof (TsEvent));
  message->turns = g_array_new (FALSE, TRUE, sizeof (TsNetTurn));
  message->presence = g_array_new (FALSE, TRUE, sizeof (int));
  return message;
}

void
ts_net_message_free (TsNetMessage *message)
{
  if (message == NULL)
    return;
  g_free (message->token);
  g_free (message->name);
  g_free (message->move);
  g_free (message->game);
  g_hash_table_unref (message->options);
  g_strfreev (message->names);
  g_free (message->view);
  g_array_unref (message->events);
  g_array_unref (message->turns);
  g_array_unref (message->presence);
  g_free (message->code);
  g_free (message->message);
  g_strfreev (message->levels);
  g_strfreev (message->colours);
  g_free (message->away_level);
  g_free (message->match);
  g_strfreev (message->tokens);
  g_free (message);
}

/* Writing */

static void
add_string (JsonBuilder *builder,
            const char  *name,
            const char  *value)
{
  if (value == NULL)
    return;
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, value);
}

static void
add_int (JsonBuilder *builder,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

static void
add_bool (JsonBuilder *builder,
          const char  *name,
          gboolean     value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

static void
add_strv (JsonBuilder        *builder,
          const char         *name,
          const char * const *values)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; values != NULL && values[i] != NULL; i++)
    json_builder_add_string_value (builder, values[i]);
  json_builder_end_array (builder);
}

static void
add_events (JsonBuilder *builder,
            GArray      *events)
{
  json_builder_set_member_name (builder, "events");
  json_builder_begin_array (builder);
  for (guint i = 0; i < events->len; i++)
    {
      const TsEvent *e = &g_array_index (events, TsEvent, i);

      json_builder_begin_object (builder);
      add_int (builder, "kind", e->kind);
      add_int (builder, "flags", e->flags);
      add_int (builder, "seat", e->seat);
      json_builder_set_member_name (builder, "args");
      json_builder_begin_array (builder);
      for (guint a = 0; a < TS_EVENT_N_ARGS; a++)
        json_builder_add_int_value (builder, e->arg[a]);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* "turns": [[seat, events], …], one per move; left out when empty. */
static void
add_turns (JsonBuilder *builder,
           GArray      *turns)
{
  if (turns->len == 0)
    return;
  json_builder_set_member_name (builder, "turns");
  json_builder_begin_array (builder);
  for (guint i = 0; i < turns->len; i++)
    {
      const TsNetTurn *t = &g_array_index (turns, TsNetTurn, i);

      json_builder_begin_array (builder);
      json_builder_add_int_value (builder, t->seat);
      json_builder_add_int_value (builder, t->n_events);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
}

static void
add_setup (JsonBuilder        *builder,
           const TsNetMessage *message)
{
  g_autoptr(GList) names = g_hash_table_get_keys (message->options);

  json_builder_set_member_name (builder, "setup");
  json_builder_begin_object (builder);
  add_int (builder, "players", message->players);
  json_builder_set_member_name (builder, "options");
  json_builder_begin_object (builder);
  /* Sorted, so the same message is the same bytes. */
  names = g_list_sort (names, (GCompareFunc) g_strcmp0);
  for (GList *l = names; l != NULL; l = l->next)
    add_int (builder, l->data, GPOINTER_TO_INT (g_hash_table_lookup (message->options, l->data)));
  json_builder_end_object (builder);
  if (message->colours != NULL)
    add_strv (builder, "colours", (const char * const *) message->colours);
  json_builder_end_object (builder);
}

char *
ts_net_message_to_json (const TsNetMessage *message,
                        gsize              *length)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (message != NULL && message->type < TS_NET_N_TYPES, NULL);

  json_builder_begin_object (builder);
  add_string (builder, "type", type_names[message->type]);
  switch (message->type)
    {
    case TS_NET_HELLO:
      add_int (builder, "protocol", message->protocol);
      add_string (builder, "token", message->token);
      add_string (builder, "name", message->name);
      break;
    case TS_NET_MOVE:
      add_string (builder, "move", message->move);
      add_int (builder, "after", message->after);
      break;
    case TS_NET_WELCOME:
      add_int (builder, "protocol", message->protocol);
      add_string (builder, "game", message->game);
      add_setup (builder, message);
      add_strv (builder, "names", (const char * const *) message->names);
      add_int (builder, "seat", message->seat);
      add_string (builder, "view", message->view);
      add_events (builder, message->events);
      add_int (builder, "moves", message->moves);
      add_turns (builder, message->turns);
      if (message->waiting)
        add_bool (builder, "waiting", TRUE);
      if (message->undo)
        add_bool (builder, "undo", TRUE);
      if (message->undone)
        add_bool (builder, "undone", TRUE);
      if (message->takebacks > 0)
        add_int (builder, "takebacks", message->takebacks);
      break;
    case TS_NET_APPLIED:
      add_int (builder, "moves", message->moves);
      add_int (builder, "seat", message->seat);
      add_string (builder, "move", message->move);
      add_events (builder, message->events);
      add_string (builder, "view", message->view);
      break;
    case TS_NET_PRESENCE:
      json_builder_set_member_name (builder, "seats");
      json_builder_begin_array (builder);
      for (guint i = 0; i < message->presence->len; i++)
        {
          int p = g_array_index (message->presence, int, i);

          json_builder_add_string_value (builder, presence_names[CLAMP (p, 0, TS_NET_N_PRESENCE - 1)]);
        }
      json_builder_end_array (builder);
      add_strv (builder, "names", (const char * const *) message->names);
      if (message->waiting)
        add_bool (builder, "waiting", TRUE);
      break;
    case TS_NET_CREATE:
      add_string (builder, "game", message->game);
      add_setup (builder, message);
      add_strv (builder, "levels", (const char * const *) message->levels);
      add_strv (builder, "names", (const char * const *) message->names);
      add_int (builder, "away_minutes", message->away_minutes);
      add_string (builder, "away_level", message->away_level);
      if (message->waiting)
        add_bool (builder, "waiting", TRUE);
      if (message->undo)
        add_bool (builder, "undo", TRUE);
      break;
    case TS_NET_CLAIM:
      add_string (builder, "name", message->name);
      break;
    case TS_NET_UNDO:
      add_int (builder, "after", message->after);
      break;
    case TS_NET_UNDO_ASKED:
      add_int (builder, "seat", message->seat);
      break;
    case TS_NET_UNDO_ANSWER:
      add_bool (builder, "yes", message->yes);
      break;
    case TS_NET_UNDO_RESULT:
      add_int (builder, "seat", message->seat);
      add_bool (builder, "yes", message->yes);
      break;
    case TS_NET_CLAIMED:
      add_int (builder, "seat", message->seat);
      add_string (builder, "token", message->token);
      break;
    case TS_NET_CREATED:
      add_string (builder, "match", message->match);
      add_strv (builder, "tokens", (const char * const *) message->tokens);
      break;
    case TS_NET_ERROR:
      add_string (builder, "code", message->code);
      add_string (builder, "message", message->message);
      add_int (builder, "after", message->after);
      break;
    case TS_NET_PING:
    case TS_NET_PONG:
    case TS_NET_N_TYPES:
    default:
      break;
    }
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, length);
}

/* Reading */

static gboolean
bad (GError    **error,
     const char *member,
     const char *what)
{
  g_set_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE,
               /* Translators: a message from another Tessella program
                  was refused; %s is the name of a part of the message
                  (such as "move"), which stays untranslated, and the
                  second %s says what was wrong with it */
               _("The message’s “%s” %s"), member, what);
  return FALSE;
}

/* MEMBER of OBJECT: NULL when absent (REQUIRED: an error) or not a plain
 * value of VALUE_TYPE. */
static JsonNode *
member (JsonObject  *object,
        const char  *name,
        GType        value_type,
        gboolean     required,
        gboolean    *ok,
        GError     **error)
{
  JsonNode *node = json_object_get_member (object, name);

  *ok = TRUE;
  if (node == NULL)
    {
      if (required)
        /* Translators: completes "The message’s “%s” %s" */
        *ok = bad (error, name, _("is missing"));
      return NULL;
    }
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != value_type)
    {
      *ok = bad (error, name,
                 value_type == G_TYPE_STRING ? /* Translators: completes "The message’s “%s” %s" */
                                               _("is not a text")
                                             : /* Translators: completes "The message’s “%s” %s" */
                                               _("is not a whole number"));
      return NULL;
    }
  return node;
}

static gboolean
read_string (JsonObject  *object,
             const char  *name,
             gboolean     required,
             glong        max_chars,
             char       **out,
             GError     **error)
{
  gboolean ok;
  JsonNode *node = member (object, name, G_TYPE_STRING, required, &ok, error);
  const char *text;

  if (node == NULL)
    return ok;
  text = json_node_get_string (node);
  if (max_chars > 0 && g_utf8_strlen (text, -1) > max_chars)
    /* Translators: completes "The message’s “%s” %s" */
    return bad (error, name, _("is too long"));
  *out = g_strdup (text);
  return TRUE;
}

static gboolean
read_int (JsonObject  *object,
          const char  *name,
          gint64       min,
          gint64       max,
          gint64      *out,
          GError     **error)
{
  gboolean ok;
  JsonNode *node = member (object, name, G_TYPE_INT64, TRUE, &ok, error);
  gint64 value;

  if (node == NULL)
    return FALSE;
  value = json_node_get_int (node);
  if (value < min || value > max)
    /* Translators: completes "The message’s “%s” %s" */
    return bad (error, name, _("is out of range"));
  *out = value;
  return TRUE;
}

static gboolean
read_int32 (JsonObject  *object,
            const char  *name,
            gint64       min,
            gint64       max,
            int         *out,
            GError     **error)
{
  gint64 value;

  if (!read_int (object, name, min, max, &value, error))
    return FALSE;
  *out = (int) value;
  return TRUE;
}

static JsonArray *
read_array (JsonObject  *object,
            const char  *name,
            guint        max_length,
            GError     **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL)
    {
      bad (error, name, _("is missing"));
      return NULL;
    }
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      /* Translators: completes "The message’s “%s” %s" */
      bad (error, name, _("is not a list"));
      return NULL;
    }
  if (json_array_get_length (json_node_get_array (node)) > max_length)
    {
      bad (error, name, _("is too long"));
      return NULL;
    }
  return json_node_get_array (node);
}

static gboolean
read_events (JsonObject   *object,
             TsNetMessage *message,
             GError      **error)
{
  JsonArray *array = read_array (object, "events", TS_NET_MAX_EVENTS, error);

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *e;
      JsonArray *args;
      TsEvent event = { 0 };
      int kind, flags, seat;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        /* Translators: completes "The message’s “%s” %s" */
        return bad (error, "events", _("holds something that is not an event"));
      e = json_node_get_object (node);
      if (!read_int32 (e, "kind", 0, G_MAXUINT16, &kind, error) ||
          !read_int32 (e, "flags", 0, G_MAXUINT8, &flags, error) ||
          !read_int32 (e, "seat", G_MININT16, G_MAXINT16, &seat, error) ||
          (args = read_array (e, "args", TS_EVENT_N_ARGS, error)) == NULL)
        return FALSE;
      event.kind = (guint16) kind;
      event.flags = (guint8) flags;
      event.seat = (gint16) seat;
      /* Only what this seat may see was sent: to the reader, everyone. */
      event.visible_to = TS_EVENT_EVERYONE;
      for (guint a = 0; a < json_array_get_length (args); a++)
        {
          JsonNode *arg = json_array_get_element (args, a);

          if (!JSON_NODE_HOLDS_VALUE (arg) || json_node_get_value_type (arg) != G_TYPE_INT64 ||
              json_node_get_int (arg) < G_MININT16 || json_node_get_int (arg) > G_MAXINT16)
            return bad (error, "args", _("is out of range"));
          event.arg[a] = (gint16) json_node_get_int (arg);
        }
      g_array_append_val (message->events, event);
    }
  return TRUE;
}

static gboolean read_strv (JsonObject  *object,
                           const char  *name,
                           glong        max_chars,
                           GStrv       *out,
                           GError     **error);

static gboolean
read_setup (JsonObject   *object,
            TsNetMessage *message,
            GError      **error)
{
  JsonNode *node = json_object_get_member (object, "setup");
  JsonObject *setup, *options;
  g_autoptr(GList) names = NULL;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bad (error, "setup", node == NULL ? _("is missing") : _("is out of range"));
  setup = json_node_get_object (node);
  if (!read_int32 (setup, "players", 1, 8, &message->players, error))
    return FALSE;
  node = json_object_get_member (setup, "options");
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bad (error, "options", node == NULL ? _("is missing") : _("is out of range"));
  options = json_node_get_object (node);
  if (json_object_get_size (options) > 64)
    return bad (error, "options", _("is too long"));
  names = json_object_get_members (options);
  for (GList *l = names; l != NULL; l = l->next)
    {
      int value;

      if (!read_int32 (options, l->data, G_MININT32, G_MAXINT32, &value, error))
        return FALSE;
      g_hash_table_insert (message->options, g_strdup (l->data), GINT_TO_POINTER (value));
    }
  /* The seats' colours, one per seat, may be left out. */
  if (json_object_has_member (setup, "colours") &&
      (!read_strv (setup, "colours", 32, &message->colours, error)))
    return FALSE;
  if (message->colours != NULL && g_strv_length (message->colours) != (guint) message->players)
    return bad (error, "colours", _("is out of range"));
  return TRUE;
}

/* A list of at most 8 texts of at most MAX_CHARS characters each. */
static gboolean
read_strv (JsonObject  *object,
           const char  *name,
           glong        max_chars,
           GStrv       *out,
           GError     **error)
{
  JsonArray *array = read_array (object, name, 8, error);
  g_autoptr(GStrvBuilder) values = g_strv_builder_new ();

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING ||
          g_utf8_strlen (json_node_get_string (node), -1) > max_chars)
        return bad (error, name, _("is out of range"));
      g_strv_builder_add (values, json_node_get_string (node));
    }
  *out = g_strv_builder_end (values);
  return TRUE;
}

static gboolean
read_names (JsonObject   *object,
            TsNetMessage *message,
            GError      **error)
{
  return read_strv (object, "names", TS_NET_MAX_NAME, &message->names, error);
}

/* An optional whole number: DEFAULT_VALUE when absent. */
static gboolean
read_optional_int32 (JsonObject  *object,
                     const char  *name,
                     gint64       min,
                     gint64       max,
                     int          default_value,
                     int         *out,
                     GError     **error)
{
  if (!json_object_has_member (object, name))
    {
      *out = default_value;
      return TRUE;
    }
  return read_int32 (object, name, min, max, out, error);
}

/* A yes/no member that may be left out (no). */
static gboolean
read_optional_bool (JsonObject  *object,
                    const char  *name,
                    gboolean    *out,
                    GError     **error)
{
  JsonNode *node = json_object_get_member (object, name);

  *out = FALSE;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    /* Translators: completes "The message’s “%s” %s" */
    return bad (error, name, _("is not true or false"));
  *out = json_node_get_boolean (node);
  return TRUE;
}

/* A yes/no member that must be there. */
static gboolean
read_bool (JsonObject  *object,
           const char  *name,
           gboolean    *out,
           GError     **error)
{
  if (!json_object_has_member (object, name))
    /* Translators: completes "The message’s “%s” %s" */
    return bad (error, name, _("is missing"));
  return read_optional_bool (object, name, out, error);
}

/* The "turns" of a welcome: one [seat, events] per move, the events
 * adding up to the welcome's (may be left out when there are no moves). */
static gboolean
read_turns (JsonObject   *object,
            TsNetMessage *message,
            GError      **error)
{
  JsonArray *array;
  guint64 total = 0;

  if (!json_object_has_member (object, "turns") && message->moves == 0 && message->events->len == 0)
    return TRUE;
  if ((array = read_array (object, "turns", TS_NET_MAX_MOVES, error)) == NULL)
    return FALSE;
  if ((gint64) json_array_get_length (array) != message->moves)
    /* Translators: completes "The message’s “%s” %s" */
    return bad (error, "turns", _("does not have one entry per move"));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      JsonArray *pair;
      TsNetTurn turn;
      gint64 seat, n;

      if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (pair = json_node_get_array (node)) != 2 ||
          json_node_get_value_type (json_array_get_element (pair, 0)) != G_TYPE_INT64 ||
          json_node_get_value_type (json_array_get_element (pair, 1)) != G_TYPE_INT64)
        /* Translators: completes "The message’s “%s” %s" */
        return bad (error, "turns", _("holds something that is not a seat and a number"));
      seat = json_array_get_int_element (pair, 0);
      n = json_array_get_int_element (pair, 1);
      if (seat < -1 || seat > 7 || n < 0 || n > TS_NET_MAX_EVENTS)
        return bad (error, "turns", _("is out of range"));
      turn.seat = (gint32) seat;
      turn.n_events = (guint32) n;
      total += (guint64) n;
      g_array_append_val (message->turns, turn);
    }
  if (total != message->events->len)
    /* Translators: completes "The message’s “%s” %s" */
    return bad (error, "turns", _("does not add up to the events"));
  return TRUE;
}

static gboolean
read_presence (JsonObject   *object,
               TsNetMessage *message,
               GError      **error)
{
  JsonArray *array = read_array (object, "seats", 8, error);

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      int p = -1;

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        p = index_of (presence_names, TS_NET_N_PRESENCE, json_node_get_string (node));
      if (p < 0)
        return bad (error, "seats", _("is out of range"));
      g_array_append_val (message->presence, p);
    }
  return TRUE;
}

static gboolean
read_members (JsonObject   *object,
              TsNetMessage *m,
              GError      **error)
{
  switch (m->type)
    {
    case TS_NET_HELLO:
      return read_int32 (object, "protocol", 0, G_MAXINT32, &m->protocol, error) &&
             read_string (object, "token", TRUE, 256, &m->token, error) &&
             read_string (object, "name", FALSE, TS_NET_MAX_NAME, &m->name, error);
    case TS_NET_MOVE:
      return read_string (object, "move", TRUE, 1024, &m->move, error) &&
             read_int (object, "after", 0, G_MAXINT32, &m->after, error);
    case TS_NET_WELCOME:
      return read_int32 (object, "protocol", 0, G_MAXINT32, &m->protocol, error) &&
             read_string (object, "game", TRUE, 64, &m->game, error) &&
             read_setup (object, m, error) &&
             read_names (object, m, error) &&
             read_int32 (object, "seat", -1, 7, &m->seat, error) &&
             read_string (object, "view", TRUE, 0, &m->view, error) &&
             read_events (object, m, error) &&
             read_int (object, "moves", 0, TS_NET_MAX_MOVES, &m->moves, error) &&
             read_turns (object, m, error) &&
             read_optional_bool (object, "waiting", &m->waiting, error) &&
             read_optional_bool (object, "undo", &m->undo, error) &&
             read_optional_bool (object, "undone", &m->undone, error) &&
             (!json_object_has_member (object, "takebacks") ||
              read_int (object, "takebacks", 0, G_MAXINT32, &m->takebacks, error));
    case TS_NET_APPLIED:
      return read_int (object, "moves", 1, TS_NET_MAX_MOVES, &m->moves, error) &&
             read_int32 (object, "seat", -1, 7, &m->seat, error) &&
             read_string (object, "move", FALSE, 1024, &m->move, error) &&
             read_events (object, m, error) &&
             read_string (object, "view", TRUE, 0, &m->view, error);
    case TS_NET_PRESENCE:
      return read_presence (object, m, error) &&
             read_names (object, m, error) &&
             read_optional_bool (object, "waiting", &m->waiting, error);
    case TS_NET_CREATE:
      return read_string (object, "game", TRUE, 64, &m->game, error) &&
             read_setup (object, m, error) &&
             read_strv (object, "levels", 16, &m->levels, error) &&
             read_names (object, m, error) &&
             read_optional_int32 (object, "away_minutes", 0, 24 * 60, 0, &m->away_minutes, error) &&
             read_string (object, "away_level", FALSE, 16, &m->away_level, error) &&
             read_optional_bool (object, "waiting", &m->waiting, error) &&
             read_optional_bool (object, "undo", &m->undo, error);
    case TS_NET_CLAIM:
      return read_string (object, "name", FALSE, TS_NET_MAX_NAME, &m->name, error);
    case TS_NET_UNDO:
      return read_int (object, "after", 0, TS_NET_MAX_MOVES, &m->after, error);
    case TS_NET_UNDO_ASKED:
      return read_int32 (object, "seat", 0, 7, &m->seat, error);
    case TS_NET_UNDO_ANSWER:
      return read_bool (object, "yes", &m->yes, error);
    case TS_NET_UNDO_RESULT:
      return read_int32 (object, "seat", 0, 7, &m->seat, error) &&
             read_bool (object, "yes", &m->yes, error);
    case TS_NET_CLAIMED:
      return read_int32 (object, "seat", 0, 7, &m->seat, error) &&
             read_string (object, "token", TRUE, 256, &m->token, error);
    case TS_NET_CREATED:
      return read_string (object, "match", TRUE, 64, &m->match, error) &&
             read_strv (object, "tokens", 128, &m->tokens, error);
    case TS_NET_ERROR:
      return read_string (object, "code", TRUE, 64, &m->code, error) &&
             read_string (object, "message", TRUE, 1024, &m->message, error) &&
             read_int (object, "after", 0, G_MAXINT32, &m->after, error);
    case TS_NET_PING:
    case TS_NET_PONG:
    case TS_NET_N_TYPES:
    default:
      return TRUE;
    }
}

TsNetMessage *
ts_net_message_parse (const char *data,
                      gsize       length,
                      GError    **error)
{
  return ts_net_message_parse_limited (data, length, TS_NET_MAX_MESSAGE, error);
}

TsNetMessage *
ts_net_message_parse_limited (const char *data,
                              gsize       length,
                              gsize       max_length,
                              GError    **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(TsNetMessage) message = NULL;
  g_autofree char *type = NULL;
  JsonNode *root;
  JsonObject *object;
  int t;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (length > max_length)
    {
      g_set_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_TOO_LARGE,
                   /* Translators: a message from another Tessella program
                      was refused; %u is a number of kilobytes */
                   _("The message is larger than %u KiB"), (guint) (max_length / 1024));
      return NULL;
    }
  parser = json_parser_new_immutable ();
  if (length == 0 || !json_parser_load_from_data (parser, data, (gssize) length, NULL) ||
      (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE,
                   /* Translators: a message from another Tessella program
                      was refused */
                   "%s", _("The message is not a Tessella message"));
      return NULL;
    }
  object = json_node_get_object (root);
  if (!read_string (object, "type", TRUE, 32, &type, error))
    return NULL;
  t = index_of (type_names, TS_NET_N_TYPES, type);
  if (t < 0)
    {
      /* Translators: completes "The message’s “%s” %s" */
      bad (error, "type", _("is not one this version knows"));
      return NULL;
    }
  message = ts_net_message_new ((TsNetType) t);
  if (!read_members (object, message, error))
    return NULL;
  return g_steal_pointer (&message);
}
