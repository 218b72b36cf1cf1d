/* test-net-message.c — the protocol's messages (docs/protocol.md, issue 27)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every message survives a round trip through its JSON; the same message
 * is the same bytes; and every malformed message the protocol names is
 * refused with the error it names.
 */
#include <string.h>

#include "ts-net-message.h"

static TsNetMessage *
round_trip (const TsNetMessage *message,
            char              **json_out)
{
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  g_autofree char *json = ts_net_message_to_json (message, &length);
  TsNetMessage *back;

  g_assert_nonnull (json);
  g_assert_cmpuint (length, ==, strlen (json));
  back = ts_net_message_parse (json, length, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);
  g_assert_cmpint (back->type, ==, message->type);
  if (json_out != NULL)
    *json_out = g_steal_pointer (&json);
  return back;
}

static void
test_round_trip (void)
{
  g_autoptr(TsNetMessage) hello = ts_net_message_new (TS_NET_HELLO);
  g_autoptr(TsNetMessage) move = ts_net_message_new (TS_NET_MOVE);
  g_autoptr(TsNetMessage) welcome = ts_net_message_new (TS_NET_WELCOME);
  g_autoptr(TsNetMessage) applied = ts_net_message_new (TS_NET_APPLIED);
  g_autoptr(TsNetMessage) presence = ts_net_message_new (TS_NET_PRESENCE);
  g_autoptr(TsNetMessage) error = ts_net_message_new (TS_NET_ERROR);
  g_autoptr(TsNetMessage) back = NULL;
  TsEvent event = { .kind = 7, .flags = TS_EVENT_REVEALS, .visible_to = 1, .seat = 2,
                    .arg = { -3, 0, 32767, -32768, 5 } };
  int seats[] = { TS_NET_HERE, TS_NET_AWAY, TS_NET_COMPUTER };

  hello->token = g_strdup ("abcdefghijklmnop");
  hello->name = g_strdup ("Zoë");
  back = round_trip (hello, NULL);
  g_assert_cmpint (back->protocol, ==, TS_NET_PROTOCOL);
  g_assert_cmpstr (back->token, ==, "abcdefghijklmnop");
  g_assert_cmpstr (back->name, ==, "Zoë");
  g_clear_pointer (&back, ts_net_message_free);

  move->move = g_strdup ("place 3 at a1");
  move->after = 41;
  back = round_trip (move, NULL);
  g_assert_cmpstr (back->move, ==, "place 3 at a1");
  g_assert_cmpint (back->after, ==, 41);
  g_clear_pointer (&back, ts_net_message_free);

  welcome->game = g_strdup ("trigon");
  welcome->players = 3;
  g_hash_table_insert (welcome->options, g_strdup ("points"), GINT_TO_POINTER (25));
  g_hash_table_insert (welcome->options, g_strdup ("emperor"), GINT_TO_POINTER (-1));
  welcome->names = g_strsplit ("Ada,Bob,Cy", ",", -1);
  welcome->seat = 1;
  welcome->view = g_strdup ("trigon 1 …\nsecond line");
  welcome->moves = 12;
  g_array_append_val (welcome->events, event);
  for (int m = 0; m < 12; m++)
    {
      /* Move 5, by seat 2, has the one event; move 0 is nobody's. */
      TsNetTurn turn = { m == 0 ? -1 : m % 3, m == 5 ? 1 : 0 };

      g_array_append_val (welcome->turns, turn);
    }
  back = round_trip (welcome, NULL);
  g_assert_cmpuint (back->turns->len, ==, 12);
  g_assert_cmpmem (back->turns->data, 12 * sizeof (TsNetTurn), welcome->turns->data, 12 * sizeof (TsNetTurn));
  g_assert_cmpstr (back->game, ==, "trigon");
  g_assert_cmpint (back->players, ==, 3);
  g_assert_cmpuint (g_hash_table_size (back->options), ==, 2);
  g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (back->options, "emperor")), ==, -1);
  g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (back->options, "points")), ==, 25);
  g_assert_cmpstrv (back->names, welcome->names);
  g_assert_cmpint (back->seat, ==, 1);
  g_assert_cmpstr (back->view, ==, welcome->view);
  g_assert_cmpint (back->moves, ==, 12);
  g_assert_cmpuint (back->events->len, ==, 1);
  {
    const TsEvent *e = &g_array_index (back->events, TsEvent, 0);

    g_assert_cmpint (e->kind, ==, 7);
    g_assert_cmpint (e->flags, ==, TS_EVENT_REVEALS);
    g_assert_cmpint (e->seat, ==, 2);
    g_assert_cmpmem (e->arg, sizeof e->arg, event.arg, sizeof event.arg);
    /* Who else may see an event is not sent. */
    g_assert_cmpint (e->visible_to, ==, TS_EVENT_EVERYONE);
  }
  g_clear_pointer (&back, ts_net_message_free);

  /* A move the seat may not see is not in the message at all. */
  applied->moves = 13;
  applied->seat = 0;
  applied->view = g_strdup ("view");
  {
    g_autofree char *json = NULL;

    back = round_trip (applied, &json);
    g_assert_null (strstr (json, "\"move\""));
    g_assert_null (back->move);
    g_assert_cmpint (back->moves, ==, 13);
    g_clear_pointer (&back, ts_net_message_free);
  }

  g_array_append_vals (presence->presence, seats, G_N_ELEMENTS (seats));
  back = round_trip (presence, NULL);
  g_assert_cmpmem (back->presence->data, back->presence->len * sizeof (int), seats, sizeof seats);
  g_assert_false (back->waiting);
  g_clear_pointer (&back, ts_net_message_free);
  /* A match in its lobby says so. */
  presence->waiting = TRUE;
  back = round_trip (presence, NULL);
  g_assert_true (back->waiting);
  g_clear_pointer (&back, ts_net_message_free);

  error->code = g_strdup ("stale");
  error->message = g_strdup ("Somebody moved first");
  error->after = 9;
  back = round_trip (error, NULL);
  g_assert_cmpstr (back->code, ==, "stale");
  g_assert_cmpstr (back->message, ==, "Somebody moved first");
  g_assert_cmpint (back->after, ==, 9);
  g_clear_pointer (&back, ts_net_message_free);

  for (TsNetType type = TS_NET_PING; type <= TS_NET_PONG; type += TS_NET_PONG - TS_NET_PING)
    {
      g_autoptr(TsNetMessage) plain = ts_net_message_new (type);

      back = round_trip (plain, NULL);
      g_clear_pointer (&back, ts_net_message_free);
    }
}

/* The same message is the same bytes, whatever order its options were
 * set in: what a seat receives can be compared byte for byte. */
static void
test_same_bytes (void)
{
  g_autoptr(TsNetMessage) a = ts_net_message_new (TS_NET_WELCOME);
  g_autoptr(TsNetMessage) b = ts_net_message_new (TS_NET_WELCOME);
  g_autofree char *ja = NULL, *jb = NULL;
  static const char *const names[] = { "alpha", "beta", "gamma", "delta", "epsilon" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_hash_table_insert (a->options, g_strdup (names[i]), GINT_TO_POINTER (i));
      g_hash_table_insert (b->options, g_strdup (names[G_N_ELEMENTS (names) - 1 - i]),
                           GINT_TO_POINTER (G_N_ELEMENTS (names) - 1 - i));
    }
  a->game = g_strdup ("tri");
  b->game = g_strdup ("tri");
  a->view = g_strdup ("v");
  b->view = g_strdup ("v");
  ja = ts_net_message_to_json (a, NULL);
  jb = ts_net_message_to_json (b, NULL);
  g_assert_cmpstr (ja, ==, jb);
}

static void
refused (const char *json,
         gsize       length,
         TsNetError  code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsNetMessage) message = ts_net_message_parse (json, length, &error);

  if (message != NULL)
    g_error ("accepted: %.80s", json);
  g_assert_error (error, TS_NET_ERROR_DOMAIN, (int) code);
  g_assert_nonnull (error->message);
  g_assert_cmpstr (error->message, !=, "");
}

static void
test_refused (void)
{
  static const char *const bad[] = {
    "",
    "not json",
    "[1, 2]",
    "\"hello\"",
    "{}",
    "{\"type\": 3}",
    "{\"type\": \"shout\"}",
    "{\"type\": \"hello\", \"protocol\": 1}",
    "{\"type\": \"hello\", \"protocol\": \"1\", \"token\": \"t\"}",
    "{\"type\": \"hello\", \"protocol\": 1, \"token\": \"t\", \"name\": \"12345678901234567890123456789012345678901\"}",
    "{\"type\": \"move\", \"move\": 5, \"after\": 0}",
    "{\"type\": \"move\", \"move\": \"end\", \"after\": 1.5}",
    "{\"type\": \"move\", \"move\": \"end\", \"after\": -1}",
    "{\"type\": \"move\", \"move\": \"end\", \"after\": null}",
    "{\"type\": \"move\", \"move\": [\"end\"], \"after\": 0}",
    "{\"type\": \"applied\", \"moves\": 1, \"seat\": 9, \"events\": [], \"view\": \"v\"}",
    "{\"type\": \"applied\", \"moves\": 1, \"seat\": 0, \"events\": [1], \"view\": \"v\"}",
    "{\"type\": \"applied\", \"moves\": 1, \"seat\": 0, \"events\": [{\"kind\": 1, \"flags\": 0, \"seat\": 0, \"args\": [40000]}], \"view\": \"v\"}",
    "{\"type\": \"applied\", \"moves\": 1, \"seat\": 0, \"events\": [{\"kind\": 1, \"flags\": 0, \"seat\": 0, \"args\": [1, 2, 3, 4, 5, 6]}], \"view\": \"v\"}",
    "{\"type\": \"applied\", \"moves\": 1, \"seat\": 0, \"events\": [{\"kind\": -1, \"flags\": 0, \"seat\": 0, \"args\": []}], \"view\": \"v\"}",
    "{\"type\": \"presence\", \"seats\": [\"here\", \"gone\"]}",
    "{\"type\": \"welcome\", \"protocol\": 1, \"game\": \"tri\", \"setup\": {\"players\": 2, \"options\": {\"x\": \"y\"}}, \"names\": [], \"seat\": 0, \"view\": \"v\", \"events\": [], \"moves\": 0}",
    "{\"type\": \"error\", \"code\": \"stale\", \"after\": 0}",
    /* Turns: one per move, a seat and a count, adding up to the events;
     * left out only before the first move. */
    "{\"type\": \"welcome\", \"protocol\": 1, \"game\": \"tri\", \"setup\": {\"players\": 2, \"options\": {}}, \"names\": [], \"seat\": 0, \"view\": \"v\", \"events\": [], \"moves\": 1}",
    "{\"type\": \"welcome\", \"protocol\": 1, \"game\": \"tri\", \"setup\": {\"players\": 2, \"options\": {}}, \"names\": [], \"seat\": 0, \"view\": \"v\", \"events\": [], \"moves\": 2000000, \"turns\": []}",
    "{\"type\": \"applied\", \"moves\": 2000000, \"seat\": 0, \"events\": [], \"view\": \"v\"}",
    "{\"type\": \"welcome\", \"protocol\": 1, \"game\": \"tri\", \"setup\": {\"players\": 2, \"options\": {}}, \"names\": [], \"seat\": 0, \"view\": \"v\", \"events\": [], \"moves\": 2, \"turns\": [[0, 0]]}",
    "{\"type\": \"welcome\", \"protocol\": 1, \"game\": \"tri\", \"setup\": {\"players\": 2, \"options\": {}}, \"names\": [], \"seat\": 0, \"view\": \"v\", \"events\": [], \"moves\": 1, \"turns\": [[0, 1]]}",
    "{\"type\": \"welcome\", \"protocol\": 1, \"game\": \"tri\", \"setup\": {\"players\": 2, \"options\": {}}, \"names\": [], \"seat\": 0, \"view\": \"v\", \"events\": [], \"moves\": 1, \"turns\": [[9, 0]]}",
    "{\"type\": \"welcome\", \"protocol\": 1, \"game\": \"tri\", \"setup\": {\"players\": 2, \"options\": {}}, \"names\": [], \"seat\": 0, \"view\": \"v\", \"events\": [], \"moves\": 1, \"turns\": [[0]]}",
    "{\"type\": \"welcome\", \"protocol\": 1, \"game\": \"tri\", \"setup\": {\"players\": 2, \"options\": {}}, \"names\": [], \"seat\": 0, \"view\": \"v\", \"events\": [], \"moves\": 1, \"turns\": [[0, -1]]}",
    "{\"type\": \"welcome\", \"protocol\": 1, \"game\": \"tri\", \"setup\": {\"players\": 2, \"options\": {}}, \"names\": [], \"seat\": 0, \"view\": \"v\", \"events\": [], \"moves\": 1, \"turns\": [\"0, 0\"]}",
    "{\"type\": \"welcome\", \"protocol\": 1, \"game\": \"tri\", \"setup\": {\"players\": 2, \"options\": {}}, \"names\": [], \"seat\": 0, \"view\": \"v\", \"events\": [], \"moves\": 1, \"turns\": {}}",
  };
  g_autofree char *large = NULL;
  gsize large_length = TS_NET_MAX_MESSAGE + 1;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    refused (bad[i], strlen (bad[i]), TS_NET_ERROR_BAD_MESSAGE);

  /* Over the limit, whatever it holds: not even parsed. */
  large = g_malloc (large_length);
  memset (large, ' ', large_length);
  memcpy (large, "{\"type\": \"ping\"}", 16);
  refused (large, large_length, TS_NET_ERROR_TOO_LARGE);
  /* At the limit, it is read. */
  {
    g_autoptr(TsNetMessage) ping = ts_net_message_parse (large, TS_NET_MAX_MESSAGE, NULL);

    g_assert_nonnull (ping);
    g_assert_cmpint (ping->type, ==, TS_NET_PING);
  }
}

/* A newer peer may add members: they are ignored. */
static void
test_extra_members (void)
{
  const char *json = "{\"type\": \"move\", \"move\": \"end\", \"after\": 3, \"hint\": {\"x\": [1]}}";
  g_autoptr(GError) error = NULL;
  g_autoptr(TsNetMessage) message = ts_net_message_parse (json, strlen (json), &error);

  g_assert_no_error (error);
  g_assert_cmpstr (message->move, ==, "end");
  g_assert_cmpint (message->after, ==, 3);
}

/* A hostile peer's deepest nesting that fits in a message is read without
 * exhausting the stack (and, being an unknown member, ignored). */
static void
test_deep_nesting (void)
{
  guint depth = (TS_NET_MAX_MESSAGE - 64) / 2;
  g_autoptr(GString) json = g_string_new ("{\"type\": \"ping\", \"x\": ");
  g_autoptr(GError) error = NULL;
  g_autoptr(TsNetMessage) message = NULL;

  for (guint i = 0; i < depth; i++)
    g_string_append_c (json, '[');
  for (guint i = 0; i < depth; i++)
    g_string_append_c (json, ']');
  g_string_append_c (json, '}');
  g_assert_cmpuint (json->len, <=, TS_NET_MAX_MESSAGE);
  message = ts_net_message_parse (json->str, json->len, &error);
  g_assert_no_error (error);
  g_assert_cmpint (message->type, ==, TS_NET_PING);
}

static void
test_error_codes (void)
{
  for (TsNetError e = 0; e < TS_NET_N_ERRORS; e++)
    {
      TsNetError back = TS_NET_N_ERRORS;

      g_assert_true (ts_net_error_from_code (ts_net_error_to_code (e), &back));
      g_assert_cmpint (back, ==, e);
    }
  g_assert_cmpstr (ts_net_error_to_code (TS_NET_ERROR_NOT_YOUR_TURN), ==, "not-your-turn");
  g_assert_false (ts_net_error_from_code ("teapot", NULL));
  g_assert_false (ts_net_error_from_code (NULL, NULL));
}

/* The request that creates a match, its answer, and the limit a client
 * reads the server's messages with. */
static void
test_create (void)
{
  g_autoptr(TsNetMessage) create = ts_net_message_new (TS_NET_CREATE);
  g_autoptr(TsNetMessage) created = ts_net_message_new (TS_NET_CREATED);
  g_autoptr(TsNetMessage) back = NULL;
  g_autoptr(TsNetMessage) back2 = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *big = NULL;

  create->game = g_strdup ("trigon");
  create->players = 3;
  create->levels = g_strsplit ("person,hard,person", ",", -1);
  create->names = g_strsplit ("Ada,,Cy", ",", -1);
  create->away_minutes = 5;
  create->away_level = g_strdup ("easy");
  g_hash_table_insert (create->options, g_strdup ("win-points"), GINT_TO_POINTER (1));
  create->colours = g_strsplit ("red,blue,green", ",", -1);
  back = round_trip (create, NULL);
  g_assert_cmpstrv (back->colours, create->colours);
  g_assert_cmpstr (back->game, ==, "trigon");
  g_assert_cmpint (back->players, ==, 3);
  g_assert_cmpstrv (back->levels, create->levels);
  g_assert_cmpstrv (back->names, create->names);
  g_assert_cmpint (back->away_minutes, ==, 5);
  g_assert_cmpstr (back->away_level, ==, "easy");
  g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (back->options, "win-points")), ==, 1);

  created->match = g_strdup ("abcdefghijklmnopqrstuvwxyz");
  created->tokens = g_strsplit ("aaaa,,bbbb", ",", -1);
  back2 = round_trip (created, NULL);
  g_assert_cmpstr (back2->match, ==, created->match);
  g_assert_cmpstrv (back2->tokens, created->tokens);

  /* Without away_minutes: 0; a negative one is refused. */
  {
    const char *json = "{\"type\":\"create\",\"game\":\"tri\",\"setup\":{\"players\":2,\"options\":{}},"
                       "\"levels\":[\"person\",\"person\"],\"names\":[]}";
    g_autoptr(TsNetMessage) m = ts_net_message_parse (json, strlen (json), &error);
    g_autofree char *negative = NULL;
    g_autoptr(TsNetMessage) refused = NULL;

    g_assert_no_error (error);
    g_assert_cmpint (m->away_minutes, ==, 0);
    g_assert_false (m->waiting);
    negative = g_strdup_printf ("%.*s,\"away_minutes\":-1}", (int) strlen (json) - 1, json);
    refused = ts_net_message_parse (negative, strlen (negative), &error);
    g_assert_null (refused);
    g_assert_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE);
    g_clear_error (&error);
  }
  /* One colour a seat, or none. */
  {
    const char *json = "{\"type\":\"create\",\"game\":\"tri\",\"setup\":{\"players\":2,\"options\":{},"
                       "\"colours\":[\"red\"]},\"levels\":[\"person\",\"person\"],\"names\":[]}";
    g_autoptr(TsNetMessage) refused = ts_net_message_parse (json, strlen (json), &error);

    g_assert_null (refused);
    g_assert_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE);
    g_clear_error (&error);
  }
  /* "waiting" is true or false, nothing else. */
  {
    const char *json = "{\"type\":\"create\",\"game\":\"tri\",\"setup\":{\"players\":2,\"options\":{}},"
                       "\"levels\":[\"person\",\"person\"],\"names\":[],\"waiting\":true}";
    g_autoptr(TsNetMessage) m = ts_net_message_parse (json, strlen (json), &error);
    g_autofree char *number = NULL;
    g_autoptr(TsNetMessage) refused = NULL;
    g_autoptr(TsNetMessage) again = NULL;

    g_assert_no_error (error);
    g_assert_true (m->waiting);
    again = round_trip (m, NULL);
    g_assert_true (again->waiting);
    number = g_strdup_printf ("%.*s,\"waiting\":1}", (int) strlen (json) - 1, json);
    refused = ts_net_message_parse (number, strlen (number), &error);
    g_assert_null (refused);
    g_assert_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE);
    g_clear_error (&error);
  }

  /* A welcome may be larger than what a client may send. */
  {
    g_autoptr(TsNetMessage) welcome = ts_net_message_new (TS_NET_WELCOME);
    g_autoptr(TsNetMessage) m = NULL;
    gsize length;

    welcome->game = g_strdup ("trigon");
    welcome->players = 2;
    welcome->names = g_strsplit ("Ada,Bob", ",", -1);
    welcome->view = g_strnfill (200 * 1024, 'x');
    big = ts_net_message_to_json (welcome, &length);
    g_assert_null (ts_net_message_parse (big, length, &error));
    g_assert_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_TOO_LARGE);
    g_clear_error (&error);
    m = ts_net_message_parse_limited (big, length, TS_NET_MAX_SERVER_MESSAGE, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (strlen (m->view), ==, 200 * 1024);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net/message/round-trip", test_round_trip);
  g_test_add_func ("/net/message/same-bytes", test_same_bytes);
  g_test_add_func ("/net/message/refused", test_refused);
  g_test_add_func ("/net/message/extra-members", test_extra_members);
  g_test_add_func ("/net/message/deep-nesting", test_deep_nesting);
  g_test_add_func ("/net/message/error-codes", test_error_codes);
  g_test_add_func ("/net/message/create", test_create);
  return g_test_run ();
}
