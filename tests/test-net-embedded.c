/* test-net-embedded.c — the server inside the app (issue 28, slice 3)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app hosts a match for people on its network: the server takes no
 * match from the network, the links lead to the right seats, the tokens
 * are kept for the user's eyes only, and after the app restarts the
 * server listens at the same port with the same matches.
 */
#include <string.h>
#include <sys/stat.h>
#include <glib/gstdio.h>

#include "test-net-util.h"
#include "ts-games.h"
#include "ts-net-client.h"
#include "ts-net-embedded.h"
#include "ts-net-link.h"

/* The seats' colours the last joined client was welcomed with. */
static const char *last_colours[2];

static void
on_welcome (TsNetClient *client,
            gboolean    *welcomed)
{
  *welcomed = TRUE;
}

/* The seat and names a link's client is welcomed with. */
static int
join (const char  *link_text,
      const char **name_of_seat)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsNetLink) link = ts_net_link_parse (link_text, &error);
  g_autoptr(TsNetClient) client = NULL;
  gboolean welcomed = FALSE;
  int seat;

  g_assert_no_error (error);
  client = ts_net_client_new (link, NULL);
  g_signal_connect (client, "welcome", G_CALLBACK (on_welcome), &welcomed);
  ts_net_client_start (client);
  net_wait_for (&welcomed);
  seat = ts_net_client_get_seat (client);
  if (name_of_seat != NULL && seat >= 0)
    *name_of_seat = g_intern_string (ts_net_client_get_names (client)[seat]);
  for (guint s = 0; s < 2; s++)
    last_colours[s] = g_intern_string (ts_net_client_get_setup (client)->players[s].colour);
  ts_net_client_stop (client);
  return seat;
}

static void
test_host (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_dir_make_tmp ("tessella-hosted-XXXXXX", &error);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(TsNetEmbedded) embedded = ts_net_embedded_new (dir);
  g_autoptr(TsSetup) setup = ts_setup_new ("network", 2, 0);
  g_autofree char *match = NULL;
  g_autofree char *here = NULL;
  g_autofree char *guest = NULL;
  g_autofree char *invites = NULL;
  g_auto(GStrv) unfinished = NULL;
  const char *name = NULL;
  guint16 port;
  GStatBuf st;

  g_assert_no_error (error);
  g_assert_false (ts_net_embedded_is_running (embedded));
  /* The host's colours, not the game's first two. */
  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "purple");
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "green");

  /* Two seats of one colour: refused, in words. */
  {
    g_autoptr(TsSetup) same = ts_setup_copy (setup);
    g_autofree char *none = NULL;

    g_free (same->players[1].colour);
    same->players[1].colour = g_strdup ("purple");
    none = ts_net_embedded_host (embedded, same, 0, 0, &error);
    g_assert_null (none);
    g_assert_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE);
    g_clear_error (&error);
  }

  /* Hosting starts the server. */
  match = ts_net_embedded_host (embedded, setup, 0, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (match);
  g_assert_true (ts_net_embedded_is_running (embedded));
  port = ts_net_embedded_get_port (embedded);
  g_assert_cmpuint (port, >, 0);
  g_assert_cmpint (ts_net_embedded_get_here_seat (embedded, match), ==, 0);

  /* The host's own link goes over the loopback, a guest's over the
   * network; each leads to its seat, under the name the host gave. */
  here = ts_net_embedded_get_link (embedded, match, 0, TRUE);
  guest = ts_net_embedded_get_link (embedded, match, 1, FALSE);
  g_assert_true (g_str_has_prefix (here, "tessella://127.0.0.1:"));
  g_assert_true (g_str_has_prefix (guest, "tessella://"));
  g_assert_cmpstr (here, !=, guest);
  g_assert_cmpint (join (here, &name), ==, 0);
  g_assert_cmpstr (name, ==, "Ada");
  g_assert_cmpint (join (guest, &name), ==, 1);
  g_assert_cmpstr (name, ==, "Bob");
  /* Every seat knows everyone's colour. */
  g_assert_cmpstr (last_colours[0], ==, "purple");
  g_assert_cmpstr (last_colours[1], ==, "green");
  /* Bob has used his link: his seat is nobody else's to claim, even
   * while he is away. */
  g_assert_cmpuint (ts_net_embedded_get_free_seats (embedded, match), ==, 0);
  {
    g_autofree char *watch = ts_net_embedded_get_link (embedded, match, -1, TRUE);

    g_assert_cmpint (join (watch, NULL), ==, -1);
  }
  /* The whole match, for the host's archive once it is over. */
  {
    g_autoptr(TsMatch) whole = ts_net_embedded_load_match (embedded, match, &error);

    g_assert_no_error (error);
    g_assert_false (ts_game_is_view (ts_match_get_game (whole)));
    g_assert_cmpstr (ts_match_get_setup (whole)->players[1].name, ==, "Bob");
    g_assert_null (ts_net_embedded_load_match (embedded, "../../etc/passwd", &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
    g_clear_error (&error);
  }

  /* No link outside the matches and seats. */
  g_assert_null (ts_net_embedded_get_link (embedded, match, 2, FALSE));
  g_assert_null (ts_net_embedded_get_link (embedded, "../../etc/passwd", 0, FALSE));
  g_assert_null (ts_net_embedded_get_link (embedded, "aaaaaaaaaaaaaaaaaaaaaaaaaa", 0, FALSE));
  g_assert_cmpint (ts_net_embedded_get_here_seat (embedded, "nothing"), ==, -1);

  /* The tokens are for the user's eyes only. */
  invites = g_strconcat (path, G_DIR_SEPARATOR_S, match, ".invites", NULL);
  g_assert_cmpint (g_stat (invites, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  /* Nobody on the network creates matches here. */
  {
    NetFixture f = { .url = g_strdup_printf ("http://127.0.0.1:%u", port) };
    g_autoptr(TsNetMessage) created = net_create_match (&f, "network", "person,person", NULL, NULL, &error);

    g_assert_null (created);
    g_assert_nonnull (error);
    g_clear_error (&error);
    g_free (f.url);
  }

  /* The app quits and starts again: the same port, the same match, the
   * same links. */
  unfinished = ts_net_embedded_list_unfinished (embedded);
  g_assert_cmpuint (g_strv_length (unfinished), ==, 1);
  g_assert_cmpstr (unfinished[0], ==, match);
  g_clear_object (&embedded);
  embedded = ts_net_embedded_new (dir);
  g_assert_true (ts_net_embedded_start (embedded, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_net_embedded_get_port (embedded), ==, port);
  {
    g_autofree char *again = ts_net_embedded_get_link (embedded, match, 0, TRUE);
    g_auto(GStrv) still = ts_net_embedded_list_unfinished (embedded);

    g_assert_cmpstr (again, ==, here);
    g_assert_cmpuint (g_strv_length (still), ==, 1);
    g_assert_cmpint (join (again, &name), ==, 0);
  }

  /* Its port taken by another program, it moves to a free one. */
  ts_net_embedded_stop (embedded);
  {
    g_autoptr(GSocketListener) squatter = g_socket_listener_new ();

    g_assert_true (g_socket_listener_add_inet_port (squatter, port, NULL, &error));
    g_assert_no_error (error);
    g_assert_true (ts_net_embedded_start (embedded, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (ts_net_embedded_get_port (embedded), !=, port);
    g_socket_listener_close (squatter);
  }

  g_clear_object (&embedded);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  net_remove_dir (dir);
}

/* The lobby: a hosted match waits for its host to start it; nobody
 * moves, computers neither.  Started with computers for whoever is
 * missing, a computer plays Bob's seat until Bob comes. */
/* Network for Ada (played here) and Bob (invited), hosted in a folder of
 * its own. */
typedef struct
{
  GFile         *dir;
  TsNetEmbedded *embedded;
  char          *match;
} Hosted;

/* Network, hosted here: Ada and Bob, Bob a computer with BOB_COMPUTER. */
static void
hosted_up_with (Hosted         *h,
                TsNetHostFlags  flags,
                gboolean        bob_computer)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_dir_make_tmp ("tessella-hosted-XXXXXX", &error);
  g_autoptr(TsSetup) setup = ts_setup_new ("network", 2, 0);

  g_assert_no_error (error);
  h->dir = g_file_new_for_path (path);
  h->embedded = ts_net_embedded_new (h->dir);
  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  ts_setup_set_player (setup, 1, "Bob", bob_computer ? TS_PLAYER_COMPUTER : TS_PLAYER_HUMAN,
                       bob_computer ? TS_LEVEL_EASY : TS_LEVEL_NORMAL, NULL);
  h->match = ts_net_embedded_host (h->embedded, setup, 0, flags, &error);
  g_assert_no_error (error);
}

static void
hosted_up (Hosted         *h,
           TsNetHostFlags  flags)
{
  hosted_up_with (h, flags, FALSE);
}

static void
hosted_down (Hosted *h)
{
  g_clear_object (&h->embedded);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  net_remove_dir (h->dir);
  g_clear_object (&h->dir);
  g_clear_pointer (&h->match, g_free);
}

typedef struct
{
  TsNetClient *client;
  gboolean     welcomed;
  char        *refused;
  guint        presences;
} Seat;

static void
seat_welcome (TsNetClient *client,
              Seat        *seat)
{
  seat->welcomed = TRUE;
}

static void
seat_refused (TsNetClient *client,
              const char  *code,
              const char  *message,
              Seat        *seat)
{
  g_free (seat->refused);
  seat->refused = g_strdup (code);
}

static void
seat_presence (TsNetClient *client,
               Seat        *seat)
{
  seat->presences++;
}

static void
seat_join (Seat       *seat,
           const char *link_text)
{
  g_autoptr(TsNetLink) link = ts_net_link_parse (link_text, NULL);

  g_assert_nonnull (link);
  seat->client = ts_net_client_new (link, NULL);
  g_signal_connect (seat->client, "welcome", G_CALLBACK (seat_welcome), seat);
  g_signal_connect (seat->client, "refused", G_CALLBACK (seat_refused), seat);
  g_signal_connect (seat->client, "presence", G_CALLBACK (seat_presence), seat);
  ts_net_client_start (seat->client);
  net_wait_for (&seat->welcomed);
}

static void
seat_clear (Seat *seat)
{
  if (seat->client != NULL)
    ts_net_client_stop (seat->client);
  g_clear_object (&seat->client);
  g_clear_pointer (&seat->refused, g_free);
}

/* Runs the main context until PREDICATE (CLIENT), for at most
 * WAIT_SECONDS. */
static void
wait_until (gboolean   (*predicate) (TsNetClient *client),
            TsNetClient *client)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_SECONDS * G_USEC_PER_SEC;

  while (!predicate (client))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static gboolean
computer_for_bob (TsNetClient *client)
{
  GArray *presence = ts_net_client_get_presence (client);

  return ts_net_client_is_connected (client) && !ts_net_client_is_waiting (client) &&
         presence->len == 2 && g_array_index (presence, int, 1) == TS_NET_COMPUTER;
}

static gboolean
seat_1_moved (TsNetClient *client)
{
  for (guint m = 0; m < ts_net_client_get_n_moves (client); m++)
    if (ts_net_client_get_move_seat (client, m) == 1)
      return TRUE;
  /* Ada moves whenever it is her turn. */
  if (ts_net_client_is_my_turn (client))
    {
      TsGame *view = ts_net_client_get_view (client);
      g_autoptr(GArray) moves = ts_game_list_moves (view);
      g_autofree char *text = ts_game_format_move (view, &g_array_index (moves, TsMove, 0));
      guint n = ts_net_client_get_n_moves (client);

      ts_net_client_send_move (client, text);
      while (ts_net_client_get_n_moves (client) == n)
        g_main_context_iteration (NULL, TRUE);
    }
  return FALSE;
}

static gboolean
bob_is_here (TsNetClient *client)
{
  GArray *presence = ts_net_client_get_presence (client);

  return presence->len == 2 && g_array_index (presence, int, 1) == TS_NET_HERE;
}

static void
test_lobby (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_dir_make_tmp ("tessella-hosted-XXXXXX", &error);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(TsNetEmbedded) embedded = ts_net_embedded_new (dir);
  g_autoptr(TsSetup) setup = ts_setup_new ("network", 2, 0);
  g_autofree char *match = NULL;
  g_autofree char *ada_link = NULL;
  g_autofree char *bob_link = NULL;
  Seat ada = { 0 }, bob = { 0 };

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  match = ts_net_embedded_host (embedded, setup, 0, 0, &error);
  g_assert_no_error (error);
  g_assert_true (ts_net_embedded_is_waiting (embedded, match));
  ada_link = ts_net_embedded_get_link (embedded, match, 0, TRUE);
  bob_link = ts_net_embedded_get_link (embedded, match, 1, TRUE);

  /* Ada is welcomed into a waiting match: never her turn, and a move
   * she sends anyway is refused. */
  seat_join (&ada, ada_link);
  g_assert_true (ts_net_client_is_waiting (ada.client));
  g_assert_false (ts_net_client_is_my_turn (ada.client));
  {
    TsGame *view = ts_net_client_get_view (ada.client);
    g_autoptr(GArray) moves = NULL;
    g_autofree char *text = NULL;

    /* Whoever's turn it is: Ada's or Bob's, the move is refused the same. */
    if (ts_game_get_current_seat (view) != 0)
      {
        seat_join (&bob, bob_link);
        ts_net_client_send_move (bob.client, "nonsense");
        while (bob.refused == NULL)
          g_main_context_iteration (NULL, TRUE);
        g_assert_cmpstr (bob.refused, ==, "waiting");
        seat_clear (&bob);
      }
    else
      {
        moves = ts_game_list_moves (view);
        text = ts_game_format_move (view, &g_array_index (moves, TsMove, 0));
        ts_net_client_send_move (ada.client, text);
        while (ada.refused == NULL)
          g_main_context_iteration (NULL, TRUE);
        g_assert_cmpstr (ada.refused, ==, "waiting");
      }
  }
  g_assert_cmpuint (ts_net_client_get_n_moves (ada.client), ==, 0);

  /* The lobby outlives a restart. */
  g_clear_object (&embedded);
  embedded = ts_net_embedded_new (dir);
  g_assert_true (ts_net_embedded_start (embedded, &error));
  g_assert_true (ts_net_embedded_is_waiting (embedded, match));
  wait_until (ts_net_client_is_connected, ada.client);

  /* Started with a computer for Bob: the match goes on without him. */
  g_assert_true (ts_net_embedded_start_match (embedded, match, TRUE, &error));
  g_assert_no_error (error);
  g_assert_false (ts_net_embedded_is_waiting (embedded, match));
  wait_until (computer_for_bob, ada.client);
  g_assert_false (ts_net_client_is_waiting (ada.client));
  wait_until (seat_1_moved, ada.client);

  /* Bob comes: the seat is his again, also after a restart. */
  seat_join (&bob, bob_link);
  wait_until (bob_is_here, ada.client);
  g_assert_false (ts_net_client_is_waiting (bob.client));
  seat_clear (&bob);
  g_clear_object (&embedded);
  embedded = ts_net_embedded_new (dir);
  g_assert_true (ts_net_embedded_start (embedded, &error));
  g_assert_false (ts_net_embedded_is_waiting (embedded, match));
  {
    g_autofree char *seats_path = g_strconcat (path, G_DIR_SEPARATOR_S, match, ".seats", NULL);
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (seats_path, &text, NULL, NULL));
    g_assert_null (strstr (text, "\"filled\""));
    g_assert_null (strstr (text, "\"waiting\""));
  }

  seat_clear (&ada);
  g_clear_object (&embedded);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  net_remove_dir (dir);
}

/* A seat asked for by someone near: from a thread, as the app does. */
typedef struct
{
  guint16   port;
  char     *match;
  char     *token;
  int       seat;
  GError   *error;
  gboolean  done;
} Claim;

static gpointer
claim_thread (gpointer data)
{
  Claim *c = data;

  c->token = ts_net_claim_seat ("127.0.0.1", c->port, c->match, "Zoe", &c->seat, &c->error);
  g_atomic_int_set (&c->done, TRUE);
  return NULL;
}

static char *
claim (TsNetEmbedded *embedded,
       const char    *match,
       int           *seat,
       GError       **error)
{
  Claim c = { ts_net_embedded_get_port (embedded), (char *) match, NULL, -1, NULL, FALSE };
  GThread *thread = g_thread_new ("claim", claim_thread, &c);

  net_wait_for (&c.done);
  g_thread_join (thread);
  *seat = c.seat;
  if (c.error != NULL)
    g_propagate_error (error, c.error);
  return c.token;
}

static void
on_failed (TsNetClient *client,
           const char  *message,
           gboolean    *failed)
{
  *failed = TRUE;
}

static void
test_claim (void)
{
  g_autoptr(GError) error = NULL;
  Hosted h = { 0 };
  g_autofree char *old_link = NULL;
  g_autofree char *token = NULL;
  g_autofree char *new_link = NULL;
  const char *name = NULL;
  int seat = -1;

  hosted_up (&h, 0);
  /* Bob's seat is free; Ada's is played here, never given away. */
  g_assert_cmpuint (ts_net_embedded_get_free_seats (h.embedded, h.match), ==, 1u << 1);
  old_link = ts_net_embedded_get_link (h.embedded, h.match, 1, TRUE);

  /* Zoe, near, asks first: the seat is hers, under her name. */
  token = claim (h.embedded, h.match, &seat, &error);
  g_assert_no_error (error);
  g_assert_cmpint (seat, ==, 1);
  g_assert_cmpuint (strlen (token), ==, TS_NET_TOKEN_LENGTH);
  g_assert_cmpuint (ts_net_embedded_get_free_seats (h.embedded, h.match), ==, 0);
  new_link = ts_net_embedded_get_link (h.embedded, h.match, 1, TRUE);
  g_assert_nonnull (strstr (new_link, token));
  g_assert_cmpint (join (new_link, &name), ==, 1);
  g_assert_cmpstr (name, ==, "Zoe");

  /* Bob's old link no longer opens the seat. */
  {
    g_autoptr(TsNetLink) link = ts_net_link_parse (old_link, NULL);
    g_autoptr(TsNetClient) client = ts_net_client_new (link, NULL);
    gboolean failed = FALSE;

    g_signal_connect (client, "failed", G_CALLBACK (on_failed), &failed);
    ts_net_client_start (client);
    net_wait_for (&failed);
    ts_net_client_stop (client);
  }

  /* Nothing left to give: refused in words. */
  g_assert_null (claim (h.embedded, h.match, &seat, &error));
  g_assert_error (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BUSY);
  g_clear_error (&error);
  /* Nor for a h.match that is not there. */
  g_assert_null (claim (h.embedded, "aaaaaaaaaaaaaaaaaaaaaaaaaa", &seat, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  hosted_down (&h);
}

/* Take-backs: asked by the seat whose turn was last, answered by every
 * other person; refused, it stays; allowed, the match goes back and both
 * seats start again from a new welcome. */
typedef struct
{
  int      asker;
  gboolean ended;
  gboolean taken;
  guint    n;
} UndoSeen;

static void
on_undo_seen (TsNetClient *client,
              int          seat,
              gboolean     ended,
              gboolean     taken,
              UndoSeen    *seen)
{
  seen->asker = seat;
  seen->ended = ended;
  seen->taken = taken;
  seen->n++;
}

static void
wait_undo (UndoSeen *seen,
           guint     n)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_SECONDS * G_USEC_PER_SEC;

  while (seen->n < n)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

static gboolean
has_one_move (TsNetClient *client)
{
  return ts_net_client_get_n_moves (client) >= 1;
}

static gboolean
has_no_move (TsNetClient *client)
{
  return ts_net_client_get_n_moves (client) == 0;
}

static gboolean
is_my_turn (TsNetClient *client)
{
  return ts_net_client_is_my_turn (client);
}

/* Ada against the server's computer: her turn is taken back with the
 * computer's reply after it (computers agree), not only a turn nobody
 * answered yet. */
static void
test_undo_computer (void)
{
  g_autoptr(GError) error = NULL;
  Hosted h = { 0 };
  g_autofree char *ada_link = NULL;
  Seat ada = { 0 };
  UndoSeen seen = { -1 };
  g_autoptr(TsGame) before = NULL;
  guint n0, n;

  hosted_up_with (&h, TS_NET_HOST_UNDO, TRUE);
  g_assert_true (ts_net_embedded_start_match (h.embedded, h.match, FALSE, &error));
  g_assert_no_error (error);
  ada_link = ts_net_embedded_get_link (h.embedded, h.match, 0, TRUE);
  seat_join (&ada, ada_link);
  g_signal_connect (ada.client, "undo", G_CALLBACK (on_undo_seen), &seen);
  /* Ada moves, once, on her turn; the computer replies at once. */
  wait_until (is_my_turn, ada.client);
  {
    TsGame *view = ts_net_client_get_view (ada.client);
    g_autoptr(GArray) moves = ts_game_list_moves (view);
    g_autofree char *text = ts_game_format_move (view, &g_array_index (moves, TsMove, 0));
    gint64 deadline = g_get_monotonic_time () + WAIT_SECONDS * G_USEC_PER_SEC;

    n0 = ts_net_client_get_n_moves (ada.client);
    before = ts_game_copy (view);
    g_assert_true (ts_net_client_send_move (ada.client, text));
    while (ts_net_client_get_n_moves (ada.client) <= n0 + 1 || !ts_net_client_is_my_turn (ada.client))
      {
        g_assert_cmpint (g_get_monotonic_time (), <, deadline);
        g_main_context_iteration (NULL, TRUE);
      }
  }
  n = ts_net_client_get_n_moves (ada.client);
  g_assert_cmpint (ts_net_client_get_move_seat (ada.client, n0), ==, 0);
  for (guint m = n0 + 1; m < n; m++)
    g_assert_cmpint (ts_net_client_get_move_seat (ada.client, m), ==, 1);
  g_assert_true (ts_net_client_can_ask_undo (ada.client));
  g_assert_true (ts_net_client_ask_undo (ada.client));
  /* Asked and at once taken: nobody else to ask. */
  wait_undo (&seen, 2);
  g_assert_true (seen.ended);
  g_assert_true (seen.taken);
  /* The new welcome follows the answer. */
  {
    gint64 deadline = g_get_monotonic_time () + WAIT_SECONDS * G_USEC_PER_SEC;

    while (ts_net_client_get_n_moves (ada.client) != n0)
      {
        g_assert_cmpint (g_get_monotonic_time (), <, deadline);
        g_main_context_iteration (NULL, TRUE);
      }
  }
  g_assert_true (ts_game_equal (ts_net_client_get_view (ada.client), before));
  g_assert_true (ts_net_client_is_my_turn (ada.client));

  ts_net_client_stop (ada.client);
  g_clear_object (&ada.client);
  hosted_down (&h);
}

static void
test_undo (void)
{
  g_autoptr(GError) error = NULL;
  Hosted h = { 0 };
  g_autofree char *ada_link = NULL;
  g_autofree char *bob_link = NULL;
  Seat ada = { 0 }, bob = { 0 };
  Seat *mover, *other;
  UndoSeen seen_by_mover = { -1 }, seen_by_other = { -1 };
  g_autoptr(TsGame) before = NULL;

  hosted_up (&h, TS_NET_HOST_UNDO);
  g_assert_true (ts_net_embedded_start_match (h.embedded, h.match, FALSE, &error));
  ada_link = ts_net_embedded_get_link (h.embedded, h.match, 0, TRUE);
  bob_link = ts_net_embedded_get_link (h.embedded, h.match, 1, TRUE);
  seat_join (&ada, ada_link);
  seat_join (&bob, bob_link);
  wait_until (ts_net_client_is_connected, bob.client);
  mover = ts_net_client_is_my_turn (ada.client) ? &ada : &bob;
  other = mover == &ada ? &bob : &ada;
  g_signal_connect (mover->client, "undo", G_CALLBACK (on_undo_seen), &seen_by_mover);
  g_signal_connect (other->client, "undo", G_CALLBACK (on_undo_seen), &seen_by_other);

  /* Nothing to take back yet. */
  g_assert_false (ts_net_client_can_ask_undo (mover->client));
  before = ts_game_copy (ts_net_client_get_view (mover->client));
  {
    TsGame *view = ts_net_client_get_view (mover->client);
    g_autoptr(GArray) moves = ts_game_list_moves (view);
    g_autofree char *text = ts_game_format_move (view, &g_array_index (moves, TsMove, 0));

    g_assert_true (ts_net_client_send_move (mover->client, text));
  }
  wait_until (has_one_move, other->client);
  wait_until (has_one_move, mover->client);
  /* Only the mover may ask, and the other may not answer a question
   * nobody asked. */
  g_assert_false (ts_net_client_can_ask_undo (other->client));
  g_assert_true (ts_net_client_can_ask_undo (mover->client));

  /* Asked, refused: the move stays. */
  g_assert_true (ts_net_client_ask_undo (mover->client));
  wait_undo (&seen_by_other, 1);
  g_assert_false (seen_by_other.ended);
  g_assert_cmpint (seen_by_other.asker, ==, ts_net_client_get_seat (mover->client));
  g_assert_cmpint (ts_net_client_get_undo_asker (other->client), ==, ts_net_client_get_seat (mover->client));
  g_assert_false (ts_net_client_answer_undo (mover->client, TRUE));
  g_assert_true (ts_net_client_answer_undo (other->client, FALSE));
  wait_undo (&seen_by_mover, 2);
  g_assert_true (seen_by_mover.ended);
  g_assert_false (seen_by_mover.taken);
  g_assert_cmpuint (ts_net_client_get_n_moves (mover->client), ==, 1);

  /* Asked again, allowed: back to before the move, on both screens. */
  g_assert_true (ts_net_client_ask_undo (mover->client));
  wait_undo (&seen_by_other, 3);
  g_assert_true (ts_net_client_answer_undo (other->client, TRUE));
  wait_undo (&seen_by_mover, 4);
  g_assert_true (seen_by_mover.taken);
  wait_until (has_no_move, mover->client);
  wait_until (has_no_move, other->client);
  g_assert_true (ts_game_equal (ts_net_client_get_view (mover->client), before));
  g_assert_true (ts_net_client_is_my_turn (mover->client));

  seat_clear (&ada);
  seat_clear (&bob);
  hosted_down (&h);
}

/* tessella-cli online play --ai agrees to take-backs, as the server's
 * computers do. */

static guint expected_moves;

static gboolean
has_moves_left (TsNetClient *client)
{
  return ts_net_client_get_n_moves (client) == expected_moves;
}

static void
test_undo_cli (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) bob = NULL;
  g_autofree char *bob_link = NULL;
  g_autofree char *ada_link = NULL;
  const char *cli = g_getenv ("TESSELLA_CLI");
  Hosted h = { 0 };
  Seat ada = { 0 };
  UndoSeen seen = { -1 };
  guint n;

  if (cli == NULL)
    {
      g_test_skip ("TESSELLA_CLI is not set");
      return;
    }
  hosted_up (&h, TS_NET_HOST_UNDO);
  g_assert_true (ts_net_embedded_start_match (h.embedded, h.match, FALSE, &error));
  ada_link = ts_net_embedded_get_link (h.embedded, h.match, 0, TRUE);
  bob_link = ts_net_embedded_get_link (h.embedded, h.match, 1, TRUE);
  bob = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error,
                          cli, "online", "play", bob_link, "--ai", "easy", NULL);
  g_assert_no_error (error);
  seat_join (&ada, ada_link);
  g_signal_connect (ada.client, "undo", G_CALLBACK (on_undo_seen), &seen);
  /* Ada moves until she has made a move that keeps her on turn, so that
   * nobody can move before her question is answered (a move ends it). */
  for (guint tries = 0; tries < 60; tries++)
    {
      TsGame *view;
      g_autoptr(GArray) moves = NULL;
      g_autofree char *text = NULL;
      guint pick = 0;
      gboolean keeps = FALSE;

      wait_until (is_my_turn, ada.client);
      n = ts_net_client_get_n_moves (ada.client);
      view = ts_net_client_get_view (ada.client);
      moves = ts_game_list_moves (view);
      for (guint i = 0; i < moves->len && !keeps; i++)
        {
          g_autoptr(TsGame) after = ts_game_copy (view);

          if (ts_game_apply_move (after, &g_array_index (moves, TsMove, i), NULL) &&
              ts_game_get_current_seat (after) == 0)
            {
              pick = i;
              keeps = TRUE;
            }
        }
      text = ts_game_format_move (view, &g_array_index (moves, TsMove, pick));
      g_assert_true (ts_net_client_send_move (ada.client, text));
      while (ts_net_client_get_n_moves (ada.client) == n)
        g_main_context_iteration (NULL, TRUE);
      if (keeps && ts_net_client_is_my_turn (ada.client) && ts_net_client_can_ask_undo (ada.client))
        break;
    }
  g_assert_true (ts_net_client_is_my_turn (ada.client));
  n = expected_moves = ts_net_client_get_n_moves (ada.client) - 1;
  g_assert_true (ts_net_client_ask_undo (ada.client));
  /* Her own question comes back to her, then its end. */
  wait_undo (&seen, 2);
  g_assert_true (seen.ended);
  g_assert_true (seen.taken);
  wait_until (has_moves_left, ada.client);
  g_assert_cmpuint (ts_net_client_get_n_moves (ada.client), ==, n);

  g_subprocess_force_exit (bob);
  g_subprocess_wait (bob, NULL, NULL);
  seat_clear (&ada);
  hosted_down (&h);
}

static void
test_network_address (void)
{
  g_autofree char *address = ts_net_network_address ();
  g_autoptr(GInetAddress) parsed = g_inet_address_new_from_string (address);

  /* An IPv4 address a link can carry, never a link-local one. */
  g_assert_nonnull (parsed);
  g_assert_cmpint (g_inet_address_get_family (parsed), ==, G_SOCKET_FAMILY_IPV4);
  g_assert_false (g_inet_address_get_is_link_local (parsed));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();
  g_test_add_func ("/net/embedded/host", test_host);
  g_test_add_func ("/net/embedded/lobby", test_lobby);
  g_test_add_func ("/net/embedded/claim", test_claim);
  g_test_add_func ("/net/embedded/undo", test_undo);
  g_test_add_func ("/net/embedded/undo-computer", test_undo_computer);
  g_test_add_func ("/net/embedded/undo-cli", test_undo_cli);
  g_test_add_func ("/net/embedded/network-address", test_network_address);
  return g_test_run ();
}
