/* ts-net-host.c — one match on the server: seats, connections, the referee
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <glib/gi18n-lib.h>

#include "ts-director.h"
#include "ts-net-host-private.h"
#include "ts-net-link.h"
#include "ts-net-seats.h"
#include "ts-save.h"

/* More than this many messages in one second from one connection are
 * refused (docs/protocol.md, "flood"), by default: far above a person, and
 * above a computer client that paces itself (tessella-cli online play). */
#define FLOOD_PER_SECOND 100
/* Refused messages in a row that close a connection. */
#define MAX_REFUSALS 3

G_DEFINE_FINAL_TYPE (TsNetHost, ts_net_host, G_TYPE_OBJECT)

static void
ts_net_host_dispose (GObject *object)
{
  TsNetHost *self = TS_NET_HOST (object);

  for (guint i = 0; i < TS_MAX_SEATS; i++)
    g_clear_handle_id (&self->away_source[i], g_source_remove);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->director != NULL)
    g_signal_handlers_disconnect_by_data (self->director, self);
  g_clear_object (&self->director);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (ts_net_host_parent_class)->dispose (object);
}

static void
ts_net_host_finalize (GObject *object)
{
  TsNetHost *self = TS_NET_HOST (object);

  g_free (self->id);
  g_clear_object (&self->save_file);
  g_clear_object (&self->seats_file);
  g_clear_pointer (&self->seats, ts_net_seats_free);
  g_ptr_array_unref (self->peers);
  G_OBJECT_CLASS (ts_net_host_parent_class)->finalize (object);
}

static void
ts_net_host_class_init (TsNetHostClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ts_net_host_dispose;
  object_class->finalize = ts_net_host_finalize;

  /**
   * TsNetHost::seats-changed:
   *
   * Who is here, a name, or whether the match waits has changed.
   */
  g_signal_new ("seats-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ts_net_host_init (TsNetHost *self)
{
  self->peers = g_ptr_array_new_with_free_func (g_free);
  self->minute_ms = 60 * 1000;
  self->flood_limit = FLOOD_PER_SECOND;
  self->undo_seat = -1;
}

/* Sending */

void
ts_net_host_send (TsNetPeer          *peer,
                  const TsNetMessage *message)
{
  g_autofree char *data = NULL;
  gsize length;

  if (peer->closing)
    return;
  data = ts_net_message_to_json (message, &length);
  peer->send (data, length, peer->user_data);
}

void
ts_net_host_send_error (TsNetHost  *self,
                        TsNetPeer  *peer,
                        TsNetError  code,
                        const char *words)
{
  g_autoptr(TsNetMessage) reply = ts_net_message_new (TS_NET_ERROR);

  reply->code = g_strdup (ts_net_error_to_code (code));
  reply->message = g_strdup (words);
  reply->after = self->match != NULL ? ts_match_get_n_moves (self->match) : 0;
  ts_net_host_send (peer, reply);
}

void
ts_net_host_close_peer (TsNetPeer *peer)
{
  if (!peer->closing)
    {
      peer->closing = TRUE;
      peer->close (peer->user_data);
    }
}

void
ts_net_host_close_all (TsNetHost  *self,
                       TsNetError  code,
                       const char *words)
{
  for (guint i = 0; i < self->peers->len; i++)
    {
      TsNetPeer *peer = g_ptr_array_index (self->peers, i);

      ts_net_host_send_error (self, peer, code, words);
      ts_net_host_close_peer (peer);
    }
}

/* A refused message: an error reply.  A move the rules or the turn refuse
 * can happen to anyone (a move crossing another's on the way); the third
 * message in a row that breaks the protocol closes the connection. */
void
ts_net_host_refuse_words (TsNetHost  *self,
                          TsNetPeer  *peer,
                          TsNetError  code,
                          const char *words)
{
  ts_net_host_send_error (self, peer, code, words);
  if (code == TS_NET_ERROR_NOT_YOUR_TURN || code == TS_NET_ERROR_STALE ||
      code == TS_NET_ERROR_ILLEGAL || code == TS_NET_ERROR_SPECTATOR)
    return;
  if (++peer->refusals >= MAX_REFUSALS)
    ts_net_host_close_peer (peer);
}

TsNetPresence
ts_net_host_presence_of (TsNetHost *self,
                         guint      seat)
{
  if (ts_director_get_controller (self->director, (int) seat) != TS_CONTROLLER_HUMAN)
    return TS_NET_COMPUTER;
  for (guint i = 0; i < self->peers->len; i++)
    {
      TsNetPeer *peer = g_ptr_array_index (self->peers, i);

      if (peer->greeted && peer->seat == (int) seat)
        return TS_NET_HERE;
    }
  return TS_NET_AWAY;
}

static void
broadcast_presence (TsNetHost *self)
{
  g_autoptr(TsNetMessage) message = ts_net_message_new (TS_NET_PRESENCE);
  guint n = self->seats->n_seats;

  for (guint s = 0; s < n; s++)
    {
      int p = ts_net_host_presence_of (self, s);

      g_array_append_val (message->presence, p);
    }
  message->names = g_strdupv (self->seats->names);
  message->waiting = self->seats->waiting;
  for (guint i = 0; i < self->peers->len; i++)
    {
      TsNetPeer *peer = g_ptr_array_index (self->peers, i);

      if (peer->greeted)
        ts_net_host_send (peer, message);
    }
  g_signal_emit_by_name (self, "seats-changed");
}

/* The events of moves FIRST to END - 1 that SEAT may see. */
static void
add_visible_events (TsNetHost *self,
                    GArray    *events,
                    guint      first,
                    guint      end,
                    int        seat)
{
  guint first_event = 0, n = 0;

  if (first >= end)
    return;
  ts_match_get_move_events (self->match, first, &first_event, &n);
  if (end > first + 1)
    {
      guint last_first, last_n;

      ts_match_get_move_events (self->match, end - 1, &last_first, &last_n);
      n = last_first + last_n - first_event;
    }
  for (guint i = first_event; i < first_event + n; i++)
    {
      const TsEvent *event = ts_match_get_event (self->match, i);

      if (ts_event_visible_to (event, seat))
        g_array_append_val (events, *event);
    }
}

static char *
view_text (TsNetHost *self,
           int        seat)
{
  g_autoptr(TsGame) view = ts_game_view_for (ts_match_get_game (self->match), seat);

  return ts_game_save_state (view);
}

static void
send_welcome_full (TsNetHost *self,
                   TsNetPeer *peer,
                   gboolean   undone)
{
  g_autoptr(TsNetMessage) welcome = ts_net_message_new (TS_NET_WELCOME);
  const TsSetup *setup = ts_match_get_setup (self->match);
  guint n_moves = ts_match_get_n_moves (self->match);

  welcome->game = g_strdup (setup->game_id);
  welcome->players = (int) setup->n_players;
  {
    g_autoptr(GStrvBuilder) colours = g_strv_builder_new ();
    gboolean all = TRUE;

    for (guint s = 0; s < setup->n_players; s++)
      {
        all &= setup->players[s].colour != NULL;
        g_strv_builder_add (colours, setup->players[s].colour != NULL ? setup->players[s].colour : "");
      }
    if (all)
      welcome->colours = g_strv_builder_end (colours);
  }
  for (guint i = 0; i < setup->n_options; i++)
    g_hash_table_insert (welcome->options, g_strdup (setup->options[i].name),
                         GINT_TO_POINTER (setup->options[i].value));
  welcome->names = g_strdupv (self->seats->names);
  welcome->seat = peer->seat;
  welcome->waiting = self->seats->waiting;
  welcome->undo = self->seats->undo;
  welcome->view = view_text (self, peer->seat);
  /* Move by move, so the seat knows which events are whose move. */
  for (guint m = 0; m < n_moves; m++)
    {
      guint before = welcome->events->len;
      TsNetTurn turn;

      add_visible_events (self, welcome->events, m, m + 1, peer->seat);
      turn.seat = ts_match_get_move_seat (self->match, m);
      turn.n_events = welcome->events->len - before;
      g_array_append_val (welcome->turns, turn);
    }
  welcome->moves = n_moves;
  welcome->undone = undone || self->seats->takebacks > 0;
  welcome->takebacks = self->seats->takebacks;
  ts_net_host_send (peer, welcome);
}

static void
send_welcome (TsNetHost *self,
              TsNetPeer *peer)
{
  send_welcome_full (self, peer, FALSE);
}

/* After a take-back: the seat's copy has fewer moves, and that is right. */
void
ts_net_host_send_welcome_undone (TsNetHost *self,
                                 TsNetPeer *peer)
{
  send_welcome_full (self, peer, TRUE);
}

/* Computers for absent people */

typedef struct
{
  TsNetHost *host;
  guint      seat;
} AwayClock;

/* A computer of the away level plays person seat SEAT until its person
 * comes back. */
static void
computer_for (TsNetHost *self,
              guint      seat)
{
  TsAiParams params;

  self->away_computer[seat] = TRUE;
  ts_ai_params_for_game (ts_match_get_setup (self->match)->game_id,
                         self->seats->away_level, &params);
  ts_director_set_computer (self->director, (int) seat, &params);
}

static gboolean
away_elapsed (gpointer data)
{
  AwayClock *clock = data;
  TsNetHost *self = clock->host;

  self->away_source[clock->seat] = 0;
  computer_for (self, clock->seat);
  broadcast_presence (self);
  return G_SOURCE_REMOVE;
}

/* Starts the away clock of every person's seat nobody holds, and gives
 * back a seat a computer plays for its returned person. */
static void
update_away (TsNetHost *self)
{
  for (guint s = 0; s < self->seats->n_seats; s++)
    {
      gboolean person = self->seats->digests[s][0] != '\0';
      gboolean here = FALSE;

      for (guint i = 0; i < self->peers->len; i++)
        {
          TsNetPeer *peer = g_ptr_array_index (self->peers, i);

          here |= peer->greeted && peer->seat == (int) s;
        }
      if (!person || here || self->seats->away_minutes == 0 || ts_net_host_is_over (self))
        g_clear_handle_id (&self->away_source[s], g_source_remove);
      if (person && here && self->away_computer[s])
        {
          self->away_computer[s] = FALSE;
          ts_director_set_human (self->director, (int) s);
          if ((self->seats->filled & (1u << s)) != 0)
            {
              g_autoptr(GError) error = NULL;

              /* Its person has come: the seat is theirs from now on. */
              self->seats->filled &= ~(1u << s);
              if (!ts_net_seats_save (self->seats, self->seats_file, &error))
                g_warning ("Match %s: seats not saved: %s", self->id, error->message);
            }
        }
      if (person && !here && !self->away_computer[s] && self->away_source[s] == 0 &&
          self->seats->away_minutes > 0 && !self->seats->waiting && !ts_net_host_is_over (self))
        {
          AwayClock *clock = g_new (AwayClock, 1);

          clock->host = self;
          clock->seat = s;
          self->away_source[s] = g_timeout_add_full (G_PRIORITY_DEFAULT,
                                                     self->seats->away_minutes * self->minute_ms,
                                                     away_elapsed, clock, g_free);
        }
    }
}

/* Moves */

static void
on_move_applied (TsMatch   *match,
                 guint      index,
                 TsNetHost *self)
{
  g_autoptr(TsSaveSnapshot) snapshot = ts_save_snapshot_new (match);
  g_autoptr(GError) error = NULL;
  g_autofree char *move_text = NULL;
  char *views[TS_MAX_SEATS + 1] = { NULL };
  int mover = ts_match_get_move_seat (match, index);

  /* The game moved on: a take-back asked for is over. */
  ts_net_host_undo_end (self, FALSE);

  /* Saved before anyone hears of it: an acknowledged move survives. */
  if (!ts_save_snapshot_to_file (snapshot, self->save_file, NULL, &error))
    {
      g_warning ("Match %s: move %u not saved: %s", self->id, index + 1, error->message);
      self->broken = TRUE;
      ts_director_set_paused (self->director, TRUE);
      ts_net_host_close_all (self, TS_NET_ERROR_SERVER,
                             /* Translators: an error of the online server */
                             _("The server could not save the game; it stops until it restarts"));
      return;
    }

  {
    g_autoptr(TsGame) before = ts_match_dup_game_before (match, index);

    move_text = ts_game_format_move (before, ts_match_get_move (match, index));
  }
  for (guint i = 0; i < self->peers->len; i++)
    {
      TsNetPeer *peer = g_ptr_array_index (self->peers, i);
      g_autoptr(TsNetMessage) applied = NULL;
      guint v = (guint) (peer->seat + 1);

      if (!peer->greeted)
        continue;
      if (views[v] == NULL)
        views[v] = view_text (self, peer->seat);
      applied = ts_net_message_new (TS_NET_APPLIED);
      applied->moves = index + 1;
      applied->seat = mover;
      /* The notation can name what only the mover knows (a card taken). */
      if (peer->seat == mover)
        applied->move = g_strdup (move_text);
      add_visible_events (self, applied->events, index, index + 1, peer->seat);
      applied->view = g_strdup (views[v]);
      ts_net_host_send (peer, applied);
    }
  for (guint v = 0; v < G_N_ELEMENTS (views); v++)
    g_free (views[v]);
  if (ts_net_host_is_over (self))
    update_away (self);
}

static void
on_director_failed (TsDirector *director,
                    int         seat,
                    const char *message,
                    TsNetHost  *self)
{
  g_warning ("Match %s: the computer of seat %d found no move: %s", self->id, seat + 1, message);
}

static void
receive_hello (TsNetHost          *self,
               TsNetPeer          *peer,
               const TsNetMessage *hello)
{
  g_autofree char *digest = NULL;
  int seat = TS_SEAT_NONE;
  gboolean found = FALSE;

  if (hello->protocol != TS_NET_PROTOCOL)
    {
      g_autofree char *words =
        /* Translators: an error of the online server; %d is a number */
        g_strdup_printf (_("This server speaks version %d of the Tessella protocol"), TS_NET_PROTOCOL);

      ts_net_host_refuse_words (self, peer, TS_NET_ERROR_PROTOCOL, words);
      ts_net_host_close_peer (peer);
      return;
    }
  if (g_strcmp0 (hello->token, TS_NET_WATCH_TOKEN) == 0)
    found = TRUE;
  else
    {
      digest = ts_net_token_digest (hello->token);
      /* Every seat is compared, in constant time, whichever matches. */
      for (guint s = 0; s < self->seats->n_seats; s++)
        if (self->seats->digests[s][0] != '\0' && ts_net_digest_equal (digest, self->seats->digests[s]))
          {
            seat = (int) s;
            found = TRUE;
          }
    }
  if (!found)
    {
      /* Translators: an error of the online server */
      ts_net_host_refuse_words (self, peer, TS_NET_ERROR_BAD_TOKEN, _("This link is not a seat of this match"));
      ts_net_host_close_peer (peer);
      return;
    }
  peer->greeted = TRUE;
  peer->seat = seat;
  /* A seat whose token was used is nobody else's to claim. */
  if (seat >= 0 && (self->seats->seen & (1u << seat)) == 0)
    {
      g_autoptr(GError) error = NULL;

      self->seats->seen |= 1u << seat;
      if (!ts_net_seats_save (self->seats, self->seats_file, &error))
        g_warning ("Match %s: seats not saved: %s", self->id, error->message);
    }
  if (seat >= 0 && hello->name != NULL)
    {
      g_autofree char *name = ts_net_seats_clean_name (hello->name);

      if (name != NULL && g_strcmp0 (name, self->seats->names[seat]) != 0)
        {
          g_autoptr(GError) error = NULL;

          g_free (self->seats->names[seat]);
          self->seats->names[seat] = g_steal_pointer (&name);
          if (!ts_net_seats_save (self->seats, self->seats_file, &error))
            g_warning ("Match %s: names not saved: %s", self->id, error->message);
        }
    }
  send_welcome (self, peer);
  update_away (self);
  broadcast_presence (self);
}

static void
receive_move (TsNetHost          *self,
              TsNetPeer          *peer,
              const TsNetMessage *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) view = NULL;
  TsGame *game = ts_match_get_game (self->match);
  TsMove move;

  if (peer->seat < 0)
    {
      /* Translators: an error of the online server */
      ts_net_host_refuse_words (self, peer, TS_NET_ERROR_SPECTATOR, _("A spectator cannot play"));
      return;
    }
  if (self->seats->waiting)
    {
      /* Translators: an error of the online server: the host has not
         started the game yet */
      ts_net_host_refuse_words (self, peer, TS_NET_ERROR_WAITING, _("The game has not started yet"));
      return;
    }
  if ((guint64) message->after != ts_match_get_n_moves (self->match))
    {
      /* Translators: an error of the online server */
      ts_net_host_refuse_words (self, peer, TS_NET_ERROR_STALE, _("The game has moved on since that move was chosen"));
      return;
    }
  if (ts_director_get_decider (self->director) != peer->seat ||
      ts_director_get_controller (self->director, peer->seat) != TS_CONTROLLER_HUMAN)
    {
      /* Translators: an error of the online server */
      ts_net_host_refuse_words (self, peer, TS_NET_ERROR_NOT_YOUR_TURN, _("It is not your turn"));
      return;
    }
  /* Read and judged first on the seat's own view, so that the words of a
   * refusal come from what the seat may know, never from the hidden rest
   * of the game. */
  view = ts_game_view_for (game, peer->seat);
  if (!ts_game_parse_move (view, message->move, &move, &error))
    {
      ts_net_host_refuse_words (self, peer, TS_NET_ERROR_ILLEGAL, error->message);
      return;
    }
  if (!ts_game_is_legal (view, &move))
    {
      g_autoptr(TsGame) attempt = ts_game_copy (view);

      if (ts_game_apply_move (attempt, &move, &error))
        g_clear_error (&error);
      ts_net_host_refuse_words (self, peer, TS_NET_ERROR_ILLEGAL,
                                error != NULL ? error->message
                                              /* Translators: an error of the online server */
                                              : _("That move is not possible"));
      return;
    }
  if (!ts_director_submit (self->director, peer->seat, &move, &error))
    {
      g_warning ("Match %s: a move legal in seat %d's view was refused: %s",
                 self->id, peer->seat + 1, error->message);
      ts_net_host_refuse_words (self, peer, TS_NET_ERROR_ILLEGAL, _("That move is not possible"));
      return;
    }
  peer->refusals = 0;
}

/* Public API */

gboolean
ts_net_host_is_waiting (TsNetHost *self)
{
  g_return_val_if_fail (TS_NET_IS_HOST (self), FALSE);
  return self->seats->waiting;
}

guint
ts_net_host_get_free_seats (TsNetHost *self)
{
  guint free = 0;

  g_return_val_if_fail (TS_NET_IS_HOST (self), 0);

  if (!self->seats->waiting)
    return 0;
  for (guint s = 0; s < self->seats->n_seats; s++)
    if (self->seats->digests[s][0] != '\0' && ts_net_host_presence_of (self, s) == TS_NET_AWAY &&
        (self->seats->seen & (1u << s)) == 0)
      free |= 1u << s;
  return free;
}

gboolean
ts_net_host_give_seat (TsNetHost   *self,
                       guint        seat,
                       const char  *digest,
                       const char  *name,
                       GError     **error)
{
  g_autofree char *old_digest = NULL;
  g_autofree char *old_name = NULL;
  g_autofree char *clean = NULL;

  g_return_val_if_fail (TS_NET_IS_HOST (self) && digest != NULL, FALSE);

  if ((ts_net_host_get_free_seats (self) & (1u << seat)) == 0)
    {
      g_set_error_literal (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BUSY,
                           /* Translators: an error of the online server when
                              someone asks for a seat that is taken */
                           _("That seat is taken"));
      return FALSE;
    }
  clean = name != NULL ? ts_net_seats_clean_name (name) : NULL;
  old_digest = self->seats->digests[seat];
  self->seats->digests[seat] = g_strdup (digest);
  if (clean != NULL)
    {
      old_name = self->seats->names[seat];
      self->seats->names[seat] = g_steal_pointer (&clean);
    }
  if (!ts_net_seats_save (self->seats, self->seats_file, error))
    {
      g_free (self->seats->digests[seat]);
      self->seats->digests[seat] = g_steal_pointer (&old_digest);
      if (old_name != NULL)
        {
          g_free (self->seats->names[seat]);
          self->seats->names[seat] = g_steal_pointer (&old_name);
        }
      return FALSE;
    }
  broadcast_presence (self);
  return TRUE;
}

gboolean
ts_net_host_start (TsNetHost  *self,
                   gboolean    fill,
                   GError    **error)
{
  guint filled = 0;

  g_return_val_if_fail (TS_NET_IS_HOST (self), FALSE);

  if (!self->seats->waiting)
    return TRUE;
  for (guint s = 0; s < self->seats->n_seats; s++)
    if (fill && self->seats->digests[s][0] != '\0' && ts_net_host_presence_of (self, s) == TS_NET_AWAY)
      filled |= 1u << s;
  self->seats->waiting = FALSE;
  self->seats->filled |= filled;
  if (!ts_net_seats_save (self->seats, self->seats_file, error))
    {
      self->seats->waiting = TRUE;
      self->seats->filled &= ~filled;
      return FALSE;
    }
  for (guint s = 0; s < self->seats->n_seats; s++)
    if ((filled & (1u << s)) != 0)
      computer_for (self, s);
  ts_director_set_paused (self->director, FALSE);
  update_away (self);
  broadcast_presence (self);
  return TRUE;
}

static TsNetHost *
host_new (GFile      *dir,
          const char *id,
          TsNetSeats *seats,
          TsMatch    *match)
{
  TsNetHost *self = g_object_new (TS_NET_TYPE_HOST, NULL);
  g_autofree char *save_name = g_strconcat (id, TS_NET_SAVE_SUFFIX, NULL);
  g_autofree char *seats_name = g_strconcat (id, TS_NET_SEATS_SUFFIX, NULL);
  const TsSetup *setup = ts_match_get_setup (match);

  self->id = g_strdup (id);
  self->save_file = g_file_get_child (dir, save_name);
  self->seats_file = g_file_get_child (dir, seats_name);
  self->seats = seats;
  self->match = match;
  self->director = ts_director_new (match);
  /* Nobody moves, computers neither, before the host starts the game. */
  ts_director_set_paused (self->director, seats->waiting);
  for (guint s = 0; s < setup->n_players; s++)
    if (setup->players[s].kind == TS_PLAYER_HUMAN)
      {
        ts_director_set_human (self->director, (int) s);
        if ((seats->filled & (1u << s)) != 0)
          computer_for (self, s);
      }
  g_signal_connect (match, "move-applied", G_CALLBACK (on_move_applied), self);
  g_signal_connect (self->director, "failed", G_CALLBACK (on_director_failed), self);
  update_away (self);
  return self;
}

TsNetHost *
ts_net_host_create (GFile              *dir,
                    const TsNetMessage *request,
                    TsGame             *start,
                    TsNetMessage      **created,
                    GError            **error)
{
  g_autoptr(TsSetup) setup = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsNetMessage) answer = NULL;
  g_autoptr(TsNetSeats) seats = NULL;
  g_autoptr(TsSaveSnapshot) snapshot = NULL;
  g_autoptr(GFile) save_file = NULL;
  g_autoptr(GFile) seats_file = NULL;
  g_autofree char *id = NULL;
  g_autofree char *save_name = NULL;
  g_autofree char *seats_name = NULL;
  GStrvBuilder *tokens;
  guint64 seed;

  g_return_val_if_fail (request != NULL && request->type == TS_NET_CREATE, NULL);

  setup = ts_net_seats_build_setup (request, error);
  if (setup == NULL)
    return NULL;
  if (!ts_net_random_bytes ((guint8 *) &seed, sizeof seed, error) ||
      (id = ts_net_random_id (16, error)) == NULL)
    return NULL;
  setup->seed = seed;
  if (start != NULL)
    {
      if (g_strcmp0 (ts_game_get_id (start), setup->game_id) != 0 ||
          ts_game_get_n_players (start) != setup->n_players || ts_game_is_view (start))
        {
          g_set_error_literal (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE,
                               /* Translators: an error of the online server */
                               _("The position is not one of this game and these players"));
          return NULL;
        }
      match = ts_match_new_from_position (setup, start);
    }
  else
    match = ts_match_new (setup, error);
  if (match == NULL)
    return NULL;

  seats = ts_net_seats_new (ts_match_get_setup (match), request);
  answer = ts_net_message_new (TS_NET_CREATED);
  answer->match = g_strdup (id);
  tokens = g_strv_builder_new ();
  for (guint s = 0; s < seats->n_seats; s++)
    {
      g_autofree char *token = NULL;

      if (ts_match_get_setup (match)->players[s].kind == TS_PLAYER_HUMAN)
        {
          token = ts_net_random_id (32, error);
          if (token == NULL)
            {
              g_strv_builder_unref (tokens);
              return NULL;
            }
          g_free (seats->digests[s]);
          seats->digests[s] = ts_net_token_digest (token);
        }
      g_strv_builder_add (tokens, token != NULL ? token : "");
    }
  answer->tokens = g_strv_builder_end (tokens);
  g_strv_builder_unref (tokens);

  save_name = g_strconcat (id, TS_NET_SAVE_SUFFIX, NULL);
  seats_name = g_strconcat (id, TS_NET_SEATS_SUFFIX, NULL);
  save_file = g_file_get_child (dir, save_name);
  seats_file = g_file_get_child (dir, seats_name);
  snapshot = ts_save_snapshot_new (match);
  if (!ts_net_seats_save (seats, seats_file, error))
    return NULL;
  if (!ts_save_snapshot_to_file (snapshot, save_file, NULL, error))
    {
      g_file_delete (seats_file, NULL, NULL);
      return NULL;
    }
  if (created != NULL)
    *created = g_steal_pointer (&answer);
  return host_new (dir, id, g_steal_pointer (&seats), g_steal_pointer (&match));
}

TsNetHost *
ts_net_host_load (GFile      *dir,
                  const char *id,
                  GError    **error)
{
  g_autofree char *save_name = g_strconcat (id, TS_NET_SAVE_SUFFIX, NULL);
  g_autofree char *seats_name = g_strconcat (id, TS_NET_SEATS_SUFFIX, NULL);
  g_autoptr(GFile) save_file = g_file_get_child (dir, save_name);
  g_autoptr(GFile) seats_file = g_file_get_child (dir, seats_name);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsNetSeats) seats = NULL;

  match = ts_save_from_file (save_file, NULL, error);
  if (match == NULL)
    return NULL;
  seats = ts_net_seats_load (seats_file, ts_match_get_setup (match), error);
  if (seats == NULL)
    return NULL;
  return host_new (dir, id, g_steal_pointer (&seats), g_steal_pointer (&match));
}

const char *
ts_net_host_get_id (TsNetHost *self)
{
  g_return_val_if_fail (TS_NET_IS_HOST (self), NULL);
  return self->id;
}

TsMatch *
ts_net_host_get_match (TsNetHost *self)
{
  g_return_val_if_fail (TS_NET_IS_HOST (self), NULL);
  return self->match;
}

gboolean
ts_net_host_is_over (TsNetHost *self)
{
  g_return_val_if_fail (TS_NET_IS_HOST (self), TRUE);
  return ts_game_is_over (ts_match_get_game (self->match));
}

gboolean
ts_net_host_end (TsNetHost   *self,
                 const char  *words,
                 GError     **error)
{
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (TS_NET_IS_HOST (self), FALSE);

  /* Without its seats the match is not loaded again; then the game. */
  if (!g_file_delete (self->seats_file, NULL, &local) &&
      !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  g_clear_error (&local);
  if (!g_file_delete (self->save_file, NULL, &local) &&
      !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    g_warning ("Match %s: the game file stays: %s", self->id, local->message);
  self->broken = TRUE;
  ts_director_set_paused (self->director, TRUE);
  ts_net_host_close_all (self, TS_NET_ERROR_BAD_TOKEN, words);
  return TRUE;
}

guint
ts_net_host_get_n_peers (TsNetHost *self)
{
  g_return_val_if_fail (TS_NET_IS_HOST (self), 0);
  return self->peers->len;
}

void
ts_net_host_set_minute_ms (TsNetHost *self,
                           guint      ms)
{
  g_return_if_fail (TS_NET_IS_HOST (self) && ms > 0);
  self->minute_ms = ms;
  for (guint i = 0; i < TS_MAX_SEATS; i++)
    g_clear_handle_id (&self->away_source[i], g_source_remove);
  update_away (self);
}

void
ts_net_host_set_flood_limit (TsNetHost *self,
                             guint      per_second)
{
  g_return_if_fail (TS_NET_IS_HOST (self) && per_second > 0);
  self->flood_limit = per_second;
}

TsNetPeer *
ts_net_host_add_peer (TsNetHost     *self,
                      TsNetPeerSend  send,
                      TsNetPeerClose close,
                      gpointer       user_data)
{
  TsNetPeer *peer;

  g_return_val_if_fail (TS_NET_IS_HOST (self) && send != NULL && close != NULL, NULL);

  peer = g_new0 (TsNetPeer, 1);
  peer->send = send;
  peer->close = close;
  peer->user_data = user_data;
  peer->seat = TS_SEAT_NONE;
  g_ptr_array_add (self->peers, peer);
  return peer;
}

void
ts_net_host_refuse (TsNetHost  *self,
                    TsNetPeer  *peer,
                    TsNetError  code)
{
  g_return_if_fail (TS_NET_IS_HOST (self) && peer != NULL);
  ts_net_host_refuse_words (self, peer, code,
                            code == TS_NET_ERROR_TOO_LARGE
                            /* Translators: an error of the online server; a message from a
                               program is too large */
                            ? _("The message is too large")
                            /* Translators: an error of the online server */
                            : _("The message was refused"));
}

void
ts_net_host_receive (TsNetHost  *self,
                     TsNetPeer  *peer,
                     const char *data,
                     gsize       length)
{
  g_autoptr(TsNetMessage) message = NULL;
  g_autoptr(GError) error = NULL;
  gint64 now = g_get_monotonic_time ();

  g_return_if_fail (TS_NET_IS_HOST (self) && peer != NULL);

  if (peer->closing)
    return;
  if (now - peer->window_start >= G_USEC_PER_SEC)
    {
      peer->window_start = now;
      peer->window_count = 0;
    }
  if (++peer->window_count > self->flood_limit)
    {
      /* Translators: an error of the online server */
      ts_net_host_refuse_words (self, peer, TS_NET_ERROR_FLOOD, _("Too many messages: wait a moment"));
      return;
    }
  message = ts_net_message_parse (data, length, &error);
  if (message == NULL)
    {
      ts_net_host_refuse_words (self, peer, (TsNetError) error->code, error->message);
      return;
    }
  if (self->broken)
    {
      ts_net_host_send_error (self, peer, TS_NET_ERROR_SERVER,
                              _("The server could not save the game; it stops until it restarts"));
      return;
    }
  if (!peer->greeted && message->type != TS_NET_HELLO)
    {
      /* Translators: an error of the online server */
      ts_net_host_refuse_words (self, peer, TS_NET_ERROR_NO_HELLO, _("Say hello first"));
      return;
    }
  switch (message->type)
    {
    case TS_NET_HELLO:
      if (peer->greeted)
        {
          /* Translators: an error of the online server */
          ts_net_host_refuse_words (self, peer, TS_NET_ERROR_BAD_MESSAGE, _("This connection has already said hello"));
          return;
        }
      receive_hello (self, peer, message);
      if (peer->greeted)
        peer->refusals = 0;
      break;
    case TS_NET_MOVE:
      receive_move (self, peer, message);
      break;
    case TS_NET_UNDO:
      ts_net_host_receive_undo (self, peer, message);
      break;
    case TS_NET_UNDO_ANSWER:
      ts_net_host_receive_undo_answer (self, peer, message);
      break;
    case TS_NET_PING:
      {
        g_autoptr(TsNetMessage) pong = ts_net_message_new (TS_NET_PONG);

        peer->refusals = 0;
        ts_net_host_send (peer, pong);
      }
      break;
    case TS_NET_WELCOME:
    case TS_NET_APPLIED:
    case TS_NET_PRESENCE:
    case TS_NET_ERROR:
    case TS_NET_PONG:
    case TS_NET_CREATE:
    case TS_NET_CREATED:
    case TS_NET_N_TYPES:
    default:
      /* Translators: an error of the online server */
      ts_net_host_refuse_words (self, peer, TS_NET_ERROR_BAD_MESSAGE, _("A client cannot send this message"));
      break;
    }
}

void
ts_net_host_remove_peer (TsNetHost *self,
                         TsNetPeer *peer)
{
  gboolean greeted;
  int seat;

  g_return_if_fail (TS_NET_IS_HOST (self) && peer != NULL);

  greeted = peer->greeted;
  seat = peer->seat;
  g_ptr_array_remove (self->peers, peer);
  /* Whoever must agree, or asked, may be gone: asked again later (a
   * spectator's coming and going changes nothing). */
  if (greeted && seat >= 0)
    ts_net_host_undo_end (self, FALSE);
  if (greeted)
    {
      update_away (self);
      broadcast_presence (self);
    }
}
