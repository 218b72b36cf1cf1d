/* test-net-host.c — one match on the server, driven without sockets
 * (docs/protocol.md, issue 27)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each connection is a fake peer that keeps the bytes it was sent.  The
 * leak test plays the same moves in two matches whose hidden truths agree
 * on what one seat may know, and compares that seat's bytes.
 */
#include <glib/gstdio.h>
#include <string.h>

#include "test-util.h"
#include "ts-games.h"
#include "ts-director.h"
#include "ts-net-host.h"
#include "ts-net-link.h"
#include "ts-save.h"

typedef struct
{
  TsNetHost *host;
  TsNetPeer *peer;
  GPtrArray *received;   /* char *, each message as sent */
  gboolean   closed;
} Fake;

static void
fake_send (const char *data,
           gsize       length,
           gpointer    user_data)
{
  Fake *fake = user_data;

  g_assert_cmpuint (strlen (data), ==, length);
  g_ptr_array_add (fake->received, g_strndup (data, length));
}

static void
fake_close (gpointer user_data)
{
  Fake *fake = user_data;

  fake->closed = TRUE;
}

static Fake *
fake_new (TsNetHost *host)
{
  Fake *fake = g_new0 (Fake, 1);

  fake->host = host;
  fake->received = g_ptr_array_new_with_free_func (g_free);
  fake->peer = ts_net_host_add_peer (host, fake_send, fake_close, fake);
  return fake;
}

static void
fake_free (Fake *fake)
{
  if (fake->peer != NULL)
    ts_net_host_remove_peer (fake->host, fake->peer);
  g_ptr_array_unref (fake->received);
  g_free (fake);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Fake, fake_free)

static void
fake_say (Fake       *fake,
          const char *json)
{
  ts_net_host_receive (fake->host, fake->peer, json, strlen (json));
}

static void
fake_send_message (Fake               *fake,
                   const TsNetMessage *message)
{
  g_autofree char *json = ts_net_message_to_json (message, NULL);

  fake_say (fake, json);
}

static TsNetMessage *
fake_last (Fake *fake)
{
  g_autoptr(GError) error = NULL;
  TsNetMessage *m;

  g_assert_cmpuint (fake->received->len, >, 0);
  m = ts_net_message_parse_limited (g_ptr_array_index (fake->received, fake->received->len - 1),
                                    strlen (g_ptr_array_index (fake->received, fake->received->len - 1)),
                                    TS_NET_MAX_SERVER_MESSAGE, &error);
  g_assert_no_error (error);
  return m;
}

/* The last message FAKE got of TYPE (NULL: none). */
static TsNetMessage *
fake_last_of (Fake      *fake,
              TsNetType  type)
{
  for (guint i = fake->received->len; i-- > 0;)
    {
      const char *data = g_ptr_array_index (fake->received, i);
      TsNetMessage *m = ts_net_message_parse_limited (data, strlen (data), TS_NET_MAX_SERVER_MESSAGE, NULL);

      g_assert_nonnull (m);
      if (m->type == type)
        return m;
      ts_net_message_free (m);
    }
  return NULL;
}

static void
assert_error (Fake       *fake,
              const char *code)
{
  g_autoptr(TsNetMessage) m = fake_last (fake);

  g_assert_cmpint (m->type, ==, TS_NET_ERROR);
  g_assert_cmpstr (m->code, ==, code);
  g_assert_cmpuint (strlen (m->message), >, 0);
}

static void
fake_hello (Fake       *fake,
            const char *token,
            const char *name)
{
  g_autoptr(TsNetMessage) hello = ts_net_message_new (TS_NET_HELLO);

  hello->token = g_strdup (token);
  hello->name = g_strdup (name);
  fake_send_message (fake, hello);
}

static TsNetMessage *
request_new (const char *game,
             guint       n_players,
             const char *levels)
{
  TsNetMessage *request = ts_net_message_new (TS_NET_CREATE);

  request->game = g_strdup (game);
  request->players = (int) n_players;
  request->levels = g_strsplit (levels, ",", -1);
  return request;
}

static GFile *
temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_dir_make_tmp ("tessella-host-XXXXXX", &error);

  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

/* A match of GAME for N players of LEVELS in DIR, which must be created;
 * *CREATED is the server's answer (the tokens). */
static TsNetHost *
host_new (GFile         *dir,
          const char    *game,
          guint          n,
          const char    *levels,
          TsNetMessage **created)
{
  g_autoptr(TsNetMessage) request = request_new (game, n, levels);
  g_autoptr(GError) error = NULL;
  TsNetHost *host = ts_net_host_create (dir, request, NULL, created, &error);

  g_assert_no_error (error);
  return host;
}

static void
remove_dir (GFile *dir)
{
  g_autofree char *path = g_file_get_path (dir);
  g_autoptr(GDir) d = g_dir_open (path, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *file = g_build_filename (path, name, NULL);

      g_unlink (file);
    }
  g_rmdir (path);
}

/* A match is two files: the save and the seats, with digests, no tokens. */
static void
test_create (void)
{
  g_autoptr(GFile) dir = temp_dir ();
  g_autoptr(TsNetMessage) request = request_new ("trojhranna", 3, "person,hard,person");
  g_autoptr(TsNetMessage) created = NULL;
  g_autoptr(TsNetHost) host = NULL;
  g_autoptr(TsNetHost) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *seats_name = NULL;
  g_autofree char *seats_text = NULL;
  g_autofree char *path = NULL;
  g_autofree char *digest = NULL;

  request->names = g_strsplit ("Ada\tX,,Cy", ",", -1);
  host = ts_net_host_create (dir, request, NULL, &created, &error);
  g_assert_no_error (error);
  g_assert_cmpint (created->type, ==, TS_NET_CREATED);
  g_assert_cmpstr (created->match, ==, ts_net_host_get_id (host));
  g_assert_cmpuint (strlen (created->match), ==, TS_NET_MATCH_ID_LENGTH);
  g_assert_cmpuint (g_strv_length (created->tokens), ==, 3);
  g_assert_cmpuint (strlen (created->tokens[0]), ==, TS_NET_TOKEN_LENGTH);
  g_assert_cmpstr (created->tokens[1], ==, "");
  g_assert_cmpstr (created->tokens[0], !=, created->tokens[2]);
  g_assert_true (ts_match_seat_is_human (ts_net_host_get_match (host), 0));
  g_assert_false (ts_match_seat_is_human (ts_net_host_get_match (host), 1));
  g_assert_cmpstr (ts_match_get_seat_name (ts_net_host_get_match (host), 0), ==, "AdaX");

  seats_name = g_strconcat (created->match, TS_NET_SEATS_SUFFIX, NULL);
  path = g_build_filename (g_file_peek_path (dir), seats_name, NULL);
  g_assert_true (g_file_get_contents (path, &seats_text, NULL, NULL));
  g_assert_null (strstr (seats_text, created->tokens[0]));
  digest = ts_net_token_digest (created->tokens[0]);
  g_assert_nonnull (strstr (seats_text, digest));

  again = ts_net_host_load (dir, created->match, &error);
  g_assert_no_error (error);
  g_assert_true (ts_game_equal (ts_match_get_game (ts_net_host_get_match (host)),
                                ts_match_get_game (ts_net_host_get_match (again))));
  g_clear_object (&host);
  g_clear_object (&again);
  remove_dir (dir);
}

/* Requests the server must refuse, with words. */
static void
test_create_refused (void)
{
  g_autoptr(GFile) dir = temp_dir ();
  const struct { const char *game; guint n; const char *levels; } cases[] = {
    { "chess", 2, "person,person" },
    { "tri", 2, "person" },
    { "tri", 2, "person,genius" },
    { "tri", 2, "easy,hard" },
    { "network", 3, "person,person,person" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TsNetMessage) request = request_new (cases[i].game, cases[i].n, cases[i].levels);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsNetHost) host = ts_net_host_create (dir, request, NULL, NULL, &error);

      g_assert_null (host);
      g_assert_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE);
    }
  {
    g_autoptr(TsNetMessage) request = request_new ("trigon", 2, "person,person");
    g_autoptr(GError) error = NULL;
    g_autoptr(TsNetHost) host = NULL;

    g_hash_table_insert (request->options, g_strdup ("no-such-option"), GINT_TO_POINTER (1));
    host = ts_net_host_create (dir, request, NULL, NULL, &error);
    g_assert_null (host);
    g_assert_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE);
  }
  remove_dir (dir);
}

/* Before a good hello nothing is answered but errors; three refusals in a
 * row close the connection. */
static void
test_hello (void)
{
  g_autoptr(GFile) dir = temp_dir ();
  g_autoptr(TsNetMessage) created = NULL;
  g_autoptr(TsNetHost) host = host_new (dir, "tri", 2, "person,person", &created);
  g_autoptr(Fake) a = fake_new (host);
  g_autoptr(Fake) b = fake_new (host);
  g_autoptr(Fake) spectator = fake_new (host);
  g_autoptr(TsNetMessage) welcome = NULL;
  g_autoptr(TsNetMessage) presence = NULL;

  fake_say (a, "{\"type\":\"ping\"}");
  assert_error (a, "no-hello");
  fake_say (a, "{\"type\":\"hello\",\"protocol\":2,\"token\":\"x\"}");
  assert_error (a, "protocol");
  /* A bad hello closes at once. */
  g_assert_true (a->closed);
  g_clear_pointer (&a, fake_free);
  a = fake_new (host);
  fake_hello (a, created->tokens[1] + 1, NULL);
  assert_error (a, "bad-token");
  g_assert_true (a->closed);
  g_clear_pointer (&a, fake_free);
  a = fake_new (host);
  for (guint i = 0; i < 3; i++)
    fake_say (a, "[1, 2]");
  assert_error (a, "bad-message");
  g_assert_true (a->closed);

  fake_hello (b, created->tokens[1], "Bob");
  welcome = fake_last_of (b, TS_NET_WELCOME);
  g_assert_nonnull (welcome);
  g_assert_cmpint (welcome->seat, ==, 1);
  g_assert_cmpstr (welcome->game, ==, "tri");
  g_assert_cmpint (welcome->players, ==, 2);
  g_assert_cmpstr (welcome->names[1], ==, "Bob");
  g_assert_cmpint (welcome->moves, ==, 0);
  presence = fake_last (b);
  g_assert_cmpint (presence->type, ==, TS_NET_PRESENCE);
  g_assert_cmpint (g_array_index (presence->presence, int, 0), ==, TS_NET_AWAY);
  g_assert_cmpint (g_array_index (presence->presence, int, 1), ==, TS_NET_HERE);
  fake_say (b, "{\"type\":\"hello\",\"protocol\":1,\"token\":\"x\"}");
  assert_error (b, "bad-message");
  fake_say (b, "{\"type\":\"ping\"}");
  {
    g_autoptr(TsNetMessage) pong = fake_last (b);

    g_assert_cmpint (pong->type, ==, TS_NET_PONG);
  }

  fake_hello (spectator, TS_NET_WATCH_TOKEN, NULL);
  {
    g_autoptr(TsNetMessage) w = fake_last_of (spectator, TS_NET_WELCOME);
    g_autoptr(TsNetMessage) move = ts_net_message_new (TS_NET_MOVE);

    g_assert_cmpint (w->seat, ==, -1);
    move->move = g_strdup ("x");
    fake_send_message (spectator, move);
    assert_error (spectator, "spectator");
  }
  g_clear_pointer (&a, fake_free);
  g_clear_pointer (&b, fake_free);
  g_clear_pointer (&spectator, fake_free);
  g_clear_object (&host);
  remove_dir (dir);
}

/* More than 100 messages in a second are refused. */
static void
test_flood (void)
{
  g_autoptr(GFile) dir = temp_dir ();
  g_autoptr(TsNetMessage) created = NULL;
  g_autoptr(TsNetHost) host = host_new (dir, "network", 2, "person,person", &created);
  g_autoptr(Fake) a = fake_new (host);
  guint pongs = 0, floods = 0;

  fake_hello (a, created->tokens[0], NULL);
  g_ptr_array_set_size (a->received, 0);
  for (guint i = 0; i < 200 && !a->closed; i++)
    fake_say (a, "{\"type\":\"ping\"}");
  for (guint i = 0; i < a->received->len; i++)
    {
      const char *m = g_ptr_array_index (a->received, i);

      pongs += strstr (m, "\"pong\"") != NULL;
      floods += strstr (m, "\"flood\"") != NULL;
    }
  /* At most 100 in the second the test took; then refusals close it. */
  g_assert_cmpuint (pongs, <=, 100);
  g_assert_cmpuint (floods, >=, 1);
  g_assert_true (a->closed);
  g_clear_pointer (&a, fake_free);
  g_clear_object (&host);
  remove_dir (dir);
}

/* The seat that must decide now, and a legal move for it. */
static char *
some_legal_move (TsGame *game,
                 guint   pick)
{
  g_autoptr(GArray) moves = ts_game_list_moves (game);

  g_assert_cmpuint (moves->len, >, 0);
  return ts_game_format_move (game, &g_array_index (moves, TsMove, pick % moves->len));
}

static void
send_move (Fake       *fake,
           const char *text,
           guint64     after)
{
  g_autoptr(TsNetMessage) move = ts_net_message_new (TS_NET_MOVE);

  move->move = g_strdup (text);
  move->after = (gint64) after;
  fake_send_message (fake, move);
}

/* Moves: out of turn, stale, illegal and garbage change nothing; a good
 * one is saved, then sent to every seat as it may see it; its notation
 * only to its mover. */
static void
test_moves (void)
{
  g_autoptr(GFile) dir = temp_dir ();
  g_autoptr(TsNetMessage) created = NULL;
  g_autoptr(TsNetHost) host = host_new (dir, "trehgrannik", 2, "person,person", &created);
  TsMatch *match = ts_net_host_get_match (host);
  Fake *seat[2];

  /* Faster than people: no flood limit in the way. */
  ts_net_host_set_flood_limit (host, 100000);
  seat[0] = fake_new (host);
  seat[1] = fake_new (host);
  g_autofree char *save_name = g_strconcat (created->match, TS_NET_SAVE_SUFFIX, NULL);
  g_autoptr(GFile) save = g_file_get_child (dir, save_name);

  fake_hello (seat[0], created->tokens[0], "Ada");
  fake_hello (seat[1], created->tokens[1], "Bob");
  for (guint i = 0; i < 30 && !ts_net_host_is_over (host); i++)
    {
      TsGame *game = ts_match_get_game (match);
      int decider = ts_game_get_current_seat (game);
      Fake *mover = seat[decider], *other = seat[1 - decider];
      guint n = ts_match_get_n_moves (match);
      g_autofree char *text = some_legal_move (game, i * 7);
      g_autoptr(TsNetMessage) applied = NULL;
      g_autoptr(TsNetMessage) seen = NULL;
      g_autoptr(TsMatch) saved = NULL;
      g_autoptr(TsGame) view = NULL;
      g_autofree char *view_text = NULL;

      send_move (other, text, n);
      assert_error (other, "not-your-turn");
      send_move (mover, text, n + 1);
      assert_error (mover, "stale");
      send_move (mover, "nonsense 99", n);
      assert_error (mover, "illegal");
      g_assert_cmpuint (ts_match_get_n_moves (match), ==, n);

      send_move (mover, text, n);
      g_assert_cmpuint (ts_match_get_n_moves (match), ==, n + 1);
      g_assert_false (mover->closed);
      /* On disk before anyone was told. */
      saved = ts_save_from_file (save, NULL, NULL);
      g_assert_nonnull (saved);
      g_assert_cmpuint (ts_match_get_n_moves (saved), ==, n + 1);

      applied = fake_last_of (mover, TS_NET_APPLIED);
      g_assert_cmpint (applied->moves, ==, n + 1);
      g_assert_cmpint (applied->seat, ==, decider);
      g_assert_cmpstr (applied->move, ==, text);
      seen = fake_last_of (other, TS_NET_APPLIED);
      g_assert_cmpint (seen->moves, ==, n + 1);
      g_assert_null (seen->move);
      /* The view is that seat's screen, and loads as a position. */
      view = ts_game_view_for (ts_match_get_game (match), 1 - decider);
      view_text = ts_game_save_state (view);
      g_assert_cmpstr (seen->view, ==, view_text);
    }
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 30);
  g_clear_pointer (&seat[0], fake_free);
  g_clear_pointer (&seat[1], fake_free);
  g_clear_object (&host);
  remove_dir (dir);
}

/* A computer seat is played by the host; a returning person gets the
 * moves it missed in its welcome. */
static void
test_computer_and_reconnect (void)
{
  g_autoptr(GFile) dir = temp_dir ();
  g_autoptr(TsNetMessage) created = NULL;
  g_autoptr(TsNetHost) host = host_new (dir, "trojhranna", 2, "person,easy", &created);
  TsMatch *match = ts_net_host_get_match (host);
  g_autoptr(Fake) ada = fake_new (host);
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  guint played = 0;

  fake_hello (ada, created->tokens[0], NULL);
  while (played < 6 && !ts_net_host_is_over (host))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      if (ts_game_get_current_seat (ts_match_get_game (match)) == 0)
        {
          g_autofree char *text = some_legal_move (ts_match_get_game (match), played);

          send_move (ada, text, ts_match_get_n_moves (match));
          played++;
        }
      else
        g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpuint (ts_match_get_n_moves (match), >, played);

  /* Ada drops and comes back: the welcome holds every event she may see. */
  g_clear_pointer (&ada, fake_free);
  ada = fake_new (host);
  fake_hello (ada, created->tokens[0], NULL);
  {
    g_autoptr(TsNetMessage) welcome = fake_last_of (ada, TS_NET_WELCOME);
    guint visible = 0;

    for (guint i = 0; i < ts_match_get_n_events (match); i++)
      visible += ts_event_visible_to (ts_match_get_event (match, i), 0);
    g_assert_cmpint (welcome->moves, ==, ts_match_get_n_moves (match));
    g_assert_cmpuint (welcome->events->len, ==, visible);
  }
  g_clear_pointer (&ada, fake_free);
  g_clear_object (&host);
  remove_dir (dir);
}

/* A person away longer than the match allows is played by a computer until
 * they return. */
static void
test_away (void)
{
  g_autoptr(GFile) dir = temp_dir ();
  g_autoptr(TsNetMessage) request = request_new ("network", 2, "person,person");
  g_autoptr(TsNetMessage) created = NULL;
  g_autoptr(TsNetHost) host = NULL;
  g_autoptr(Fake) bob = NULL;
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  request->away_minutes = 1;
  request->away_level = g_strdup ("easy");
  host = ts_net_host_create (dir, request, NULL, &created, NULL);
  ts_net_host_set_minute_ms (host, 50);
  bob = fake_new (host);
  fake_hello (bob, created->tokens[1], NULL);
  /* Ada (seat 1, first to move) never came: a computer moves for her. */
  while (ts_match_get_n_moves (ts_net_host_get_match (host)) == 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  {
    g_autoptr(TsNetMessage) presence = fake_last_of (bob, TS_NET_PRESENCE);

    g_assert_cmpint (g_array_index (presence->presence, int, 0), ==, TS_NET_COMPUTER);
  }
  /* Ada comes back: her seat is hers again. */
  {
    g_autoptr(Fake) ada = fake_new (host);
    g_autoptr(TsNetMessage) presence = NULL;

    fake_hello (ada, created->tokens[0], NULL);
    presence = fake_last_of (bob, TS_NET_PRESENCE);
    g_assert_cmpint (g_array_index (presence->presence, int, 0), ==, TS_NET_HERE);
  }
  g_clear_pointer (&bob, fake_free);
  g_clear_object (&host);
  remove_dir (dir);
}

/* Drops the connection of the seat that must decide in the middle of a
 * battle or of a trade in Rule of Trigon, and brings it back: the others
 * see it away, its welcome holds its view and every event it may see, and
 * its decision is still its own to take. */
static gboolean
reconnect_while (const char *what,
                 guint64     seed)
{
  g_autoptr(GFile) dir = temp_dir ();
  g_autoptr(TsNetMessage) created = NULL;
  g_autoptr(TsNetHost) host = host_new (dir, "trigon", 3, "person,person,person", &created);
  TsMatch *match = ts_net_host_get_match (host);
  Fake *fakes[3];
  const char *names[] = { "Ada", "Bob", "Cy", NULL };
  gboolean found = FALSE;
  TsRng rng;

  ts_rng_init (&rng, seed);
  ts_net_host_set_flood_limit (host, 100000);
  for (guint s = 0; s < 3; s++)
    {
      fakes[s] = fake_new (host);
      fake_hello (fakes[s], created->tokens[s], names[s]);
    }
  for (guint step = 0; step < 3000 && !found && !ts_net_host_is_over (host); step++)
    {
      TsGame *game = ts_match_get_game (match);
      int decider = ts_game_get_current_seat (game);
      g_autofree char *turn = ts_game_describe_turn (game, names);
      g_autoptr(GArray) moves = NULL;
      g_autofree char *text = NULL;

      if (turn != NULL && strstr (turn, what) != NULL)
        {
          guint n = ts_match_get_n_moves (match);
          g_autoptr(TsNetMessage) presence = NULL;
          g_autoptr(TsNetMessage) welcome = NULL;
          g_autoptr(TsGame) view = ts_game_view_for (game, decider);
          g_autofree char *view_text = ts_game_save_state (view);
          guint visible = 0;

          found = TRUE;
          fake_free (fakes[decider]);
          presence = fake_last_of (fakes[(decider + 1) % 3], TS_NET_PRESENCE);
          g_assert_cmpint (g_array_index (presence->presence, int, decider), ==, TS_NET_AWAY);
          fakes[decider] = fake_new (host);
          fake_hello (fakes[decider], created->tokens[decider], NULL);
          welcome = fake_last_of (fakes[decider], TS_NET_WELCOME);
          g_assert_cmpint (welcome->seat, ==, decider);
          g_assert_cmpint (welcome->moves, ==, n);
          g_assert_cmpstr (welcome->view, ==, view_text);
          g_assert_cmpstr (welcome->names[decider], ==, names[decider]);
          for (guint i = 0; i < ts_match_get_n_events (match); i++)
            visible += ts_event_visible_to (ts_match_get_event (match, i), decider);
          g_assert_cmpuint (welcome->events->len, ==, visible);
        }
      moves = ts_game_list_moves (game);
      text = ts_game_format_move (game, &g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len)));
      send_move (fakes[decider], text, ts_match_get_n_moves (match));
      g_assert_cmpuint (ts_match_get_n_moves (match), >, 0);
    }
  for (guint s = 0; s < 3; s++)
    fake_free (fakes[s]);
  g_clear_object (&host);
  remove_dir (dir);
  return found;
}

static void
test_reconnect_battle_and_trade (void)
{
  const char *moments[] = { "defends", "attacks", "chooses a loss in the battle", "answers" };

  for (guint i = 0; i < G_N_ELEMENTS (moments); i++)
    {
      gboolean found = FALSE;

      for (guint64 seed = 1; seed <= 40 && !found; seed++)
        found = reconnect_while (moments[i], seed);
      g_test_message ("reconnected while \"%s\": %s", moments[i], found ? "yes" : "no");
      g_assert_true (found);
    }
}

/* Every view the server sends must load on the client's side: each seat's
 * and the spectator's, after every move of random games. */
static void
test_views_load (gconstpointer data)
{
  const char *game_id = data;
  guint n_players = g_str_equal (game_id, "network") ? 2 : 3;
  guint checked = 0;

  for (guint64 seed = 1; seed <= 10; seed++)
    {
      g_autoptr(TsGame) game = ts_test_new_game_of (game_id, n_players, seed, 0, NULL);
      TsRng rng;

      ts_rng_init (&rng, seed);
      for (guint step = 0; step < 800 && !ts_game_is_over (game); step++)
        {
          TsMove move;

          for (int seat = -1; seat < (int) n_players; seat++)
            {
              g_autoptr(TsGame) view = ts_game_view_for (game, seat);
              g_autofree char *text = ts_game_save_state (view);
              g_autoptr(GError) error = NULL;
              g_autoptr(TsGame) loaded = ts_game_new_from_state (game_id, text, &error);

              if (loaded == NULL)
                g_error ("%s, seed %" G_GUINT64_FORMAT ", move %u, seat %d: the view does not load: %s\n%s",
                         game_id, seed, step, seat, error->message, text);
              checked++;
            }
          ts_test_random_move (game, &rng, &move);
          g_assert_true (ts_game_apply_move (game, &move, NULL));
        }
    }
  g_test_message ("%s: %u views loaded", game_id, checked);
}

static gboolean
move_reveals (TsMatch *match,
              guint    index)
{
  guint first, n;

  ts_match_get_move_events (match, index, &first, &n);
  for (guint i = first; i < first + n; i++)
    if (ts_match_get_event (match, i)->flags & TS_EVENT_REVEALS)
      return TRUE;
  return FALSE;
}

/* The leak test: two matches whose hidden truths agree on all SEAT may
 * know (the second is the first with everything hidden from SEAT dealt
 * anew) send SEAT the same bytes — the welcome, then move after move until
 * a move reveals something (a draw, a die), which may differ. */
static guint
compare_two_truths (const char *game_id,
                    guint       n_players,
                    int         seat,
                    guint64     seed,
                    guint      *applied)
{
  g_autoptr(GFile) dir = temp_dir ();
  g_autoptr(TsGame) first = NULL;
  g_autoptr(TsGame) knowledge = NULL;
  g_autoptr(TsGame) second = NULL;
  g_autoptr(GString) levels = g_string_new ("person");
  TsNetHost *host[2];
  Fake *fakes[2][TS_MAX_SEATS + 1] = { { NULL } };
  GStrv tokens[2] = { NULL, NULL };
  TsRng rng;
  guint compared = 0;

  first = ts_test_new_game_of (game_id, n_players, seed, 0, NULL);
  /* Somewhere in the game, not only at its start. */
  ts_rng_init (&rng, seed);
  for (guint i = 0; i < 1 + seed % 40 && !ts_game_is_over (first); i++)
    {
      TsMove move;

      ts_test_random_move (first, &rng, &move);
      g_assert_true (ts_game_apply_move (first, &move, NULL));
    }
  if (ts_game_is_over (first))
    return 0;
  knowledge = ts_game_knowledge_of (first, seat >= 0 ? seat : 0);
  if (seat < 0)
    {
      g_clear_object (&knowledge);
      knowledge = ts_game_view_for (first, TS_SEAT_NONE);
    }
  second = ts_game_copy (knowledge);
  ts_game_determinise (second, &rng);

  for (guint i = 1; i < n_players; i++)
    g_string_append (levels, ",person");
  for (guint h = 0; h < 2; h++)
    {
      g_autoptr(TsNetMessage) request = request_new (game_id, n_players, levels->str);
      g_autoptr(TsNetMessage) created = NULL;
      g_autoptr(GError) error = NULL;

      host[h] = ts_net_host_create (dir, request, h == 0 ? first : second, &created, &error);
      g_assert_no_error (error);
      tokens[h] = g_steal_pointer (&created->tokens);
      ts_net_host_set_flood_limit (host[h], 100000);
      for (guint s = 0; s < n_players; s++)
        {
          fakes[h][s] = fake_new (host[h]);
          fake_hello (fakes[h][s], tokens[h][s], NULL);
        }
      fakes[h][n_players] = fake_new (host[h]);
      fake_hello (fakes[h][n_players], TS_NET_WATCH_TOKEN, NULL);
    }

  {
    guint viewer = seat >= 0 ? (guint) seat : n_players;

    for (guint step = 0; step < 30; step++)
      {
        Fake *a = fakes[0][viewer], *b = fakes[1][viewer];
        TsMatch *ma = ts_net_host_get_match (host[0]);
        TsMatch *mb = ts_net_host_get_match (host[1]);
        TsGame *ga = ts_match_get_game (ma);
        g_autoptr(GArray) moves = NULL;
        g_autofree char *text = NULL;
        int decider;
        gboolean same_events = TRUE;
        TsMove move;

        /* Every message so far, byte for byte. */
        g_assert_cmpuint (a->received->len, ==, b->received->len);
        for (guint i = compared; i < a->received->len; i++)
          {
            g_assert_cmpstr (g_ptr_array_index (a->received, i), ==, g_ptr_array_index (b->received, i));
            *applied += g_str_has_prefix (g_ptr_array_index (a->received, i), "{\"type\":\"applied\"");
          }
        compared = a->received->len;

        if (ts_game_is_over (ga))
          break;
        decider = ts_game_get_current_seat (ga);
        moves = ts_game_list_moves (ga);
        text = ts_game_format_move (ga, &g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len)));
        /* The same move must be one in the other truth too. */
        if (!ts_game_parse_move (ts_match_get_game (mb), text, &move, NULL) ||
            !ts_game_is_legal (ts_match_get_game (mb), &move))
          break;
        send_move (fakes[0][decider], text, ts_match_get_n_moves (ma));
        send_move (fakes[1][decider], text, ts_match_get_n_moves (mb));
        g_assert_cmpuint (ts_match_get_n_moves (ma), ==, ts_match_get_n_moves (mb));
        /* A move that showed something hidden (a card drawn, a die) may
         * show this seat what differs between the truths (its own new
         * cards): the comparison ends before its messages. */
        {
          guint last = ts_match_get_n_moves (ma) - 1;

          same_events = !move_reveals (ma, last) && !move_reveals (mb, last);
        }
        if (!same_events)
          break;
      }
  }

  for (guint h = 0; h < 2; h++)
    {
      for (guint s = 0; s <= n_players; s++)
        fake_free (fakes[h][s]);
      g_object_unref (host[h]);
      g_strfreev (tokens[h]);
    }
  remove_dir (dir);
  return compared;
}

static void
test_leak (gconstpointer data)
{
  const char *game_id = data;
  guint players[] = { 2, 4 };
  guint total = 0, applied = 0;

  for (guint p = 0; p < G_N_ELEMENTS (players); p++)
    {
      if (g_str_equal (game_id, "network") && players[p] != 2)
        continue;
      for (guint64 seed = 1; seed <= 12; seed++)
        for (int seat = -1; seat < (int) players[p]; seat++)
          total += compare_two_truths (game_id, players[p], seat, seed * 977 + (guint64) p, &applied);
    }
  /* Not only welcomes were compared: moves and their views too. */
  g_test_message ("%s: %u messages compared, %u of them moves", game_id, total, applied);
  g_assert_cmpuint (total, >, 200);
  g_assert_cmpuint (applied, >, 10);
}

int
main (int    argc,
      char **argv)
{
  const char *games[] = { "trojhranna", "tri", "network", "trehgrannik", "trigon" };

  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();
  g_test_add_func ("/net/host/create", test_create);
  g_test_add_func ("/net/host/create-refused", test_create_refused);
  g_test_add_func ("/net/host/hello", test_hello);
  g_test_add_func ("/net/host/flood", test_flood);
  g_test_add_func ("/net/host/moves", test_moves);
  g_test_add_func ("/net/host/computer-and-reconnect", test_computer_and_reconnect);
  g_test_add_func ("/net/host/away", test_away);
  g_test_add_func ("/net/host/reconnect-battle-and-trade", test_reconnect_battle_and_trade);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/net/host/leak/%s", games[i]);

      g_test_add_data_func (path, games[i], test_leak);
    }
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/net/host/views-load/%s", games[i]);

      g_test_add_data_func (path, games[i], test_views_load);
    }
  return g_test_run ();
}
