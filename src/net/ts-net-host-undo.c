/* ts-net-host-undo.c — taking back a turn online, with everyone's consent
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include "ts-net-host-private.h"
#include "ts-save.h"

/* Taking back a turn: the hot-seat rule of consent, over the network.
 * A person asks to take back their last turn while nobody has moved
 * since; every other person must agree (computers do); the match goes
 * back to before that turn, and everyone gets a new welcome. */

static void
send_to_all (TsNetHost          *self,
             const TsNetMessage *message)
{
  for (guint i = 0; i < self->peers->len; i++)
    {
      TsNetPeer *peer = g_ptr_array_index (self->peers, i);

      if (peer->greeted)
        ts_net_host_send (peer, message);
    }
}

void
ts_net_host_undo_end (TsNetHost *self,
                      gboolean   taken)
{
  g_autoptr(TsNetMessage) result = NULL;

  if (self->undo_seat < 0)
    return;
  result = ts_net_message_new (TS_NET_UNDO_RESULT);
  result->seat = self->undo_seat;
  result->yes = taken;
  self->undo_seat = -1;
  self->undo_yes = 0;
  send_to_all (self, result);
}

/* A seat a computer plays (for good, or until its person comes). */
static gboolean
is_computer (TsNetHost *self,
             int        seat)
{
  return seat >= 0 && ts_director_get_controller (self->director, seat) != TS_CONTROLLER_HUMAN;
}

/* Whether SEAT may take back its last turn now: the last moves are that
 * turn's, or the computers' replies after it, and none of them is beyond
 * what the rules let take back (a card drawn, a die rolled). */
static gboolean
may_take_back (TsNetHost *self,
               int        seat)
{
  guint k = ts_match_get_n_moves (self->match);

  while (k > 0 && ts_match_get_move_seat (self->match, k - 1) != seat &&
         is_computer (self, ts_match_get_move_seat (self->match, k - 1)))
    k--;
  return k > 0 && ts_match_get_move_seat (self->match, k - 1) == seat &&
         ts_match_get_undo_barrier (self->match) < k;
}

/* Every other person agreed: back to before the seat's last turn. */
static void
undo_take_back (TsNetHost *self)
{
  int seat = self->undo_seat;
  g_autoptr(TsSaveSnapshot) snapshot = NULL;
  g_autoptr(GError) error = NULL;

  ts_director_set_paused (self->director, TRUE);
  /* The computers' replies, then the seat's turn. */
  while (ts_match_get_n_moves (self->match) > 0 &&
         is_computer (self, ts_match_get_move_seat (self->match, ts_match_get_n_moves (self->match) - 1)) &&
         ts_match_can_undo (self->match))
    ts_match_undo (self->match);
  while (ts_match_get_n_moves (self->match) > 0 &&
         ts_match_get_move_seat (self->match, ts_match_get_n_moves (self->match) - 1) == seat &&
         ts_match_can_undo (self->match))
    ts_match_undo (self->match);
  snapshot = ts_save_snapshot_new (self->match);
  self->seats->takebacks++;
  if (!ts_save_snapshot_to_file (snapshot, self->save_file, NULL, &error) ||
      !ts_net_seats_save (self->seats, self->seats_file, &error))
    {
      /* As a move that could not be saved: the match stops here. */
      g_warning ("Match %s: the take-back not saved: %s", self->id, error->message);
      self->broken = TRUE;
      ts_net_host_undo_end (self, FALSE);
      ts_net_host_close_all (self, TS_NET_ERROR_SERVER,
                             _("The server could not save the game; it stops until it restarts"));
      return;
    }
  ts_net_host_undo_end (self, TRUE);
  /* Everyone starts again from the match as it is now. */
  for (guint i = 0; i < self->peers->len; i++)
    {
      TsNetPeer *peer = g_ptr_array_index (self->peers, i);

      if (peer->greeted)
        ts_net_host_send_welcome_undone (self, peer);
    }
  ts_director_set_paused (self->director, self->broken || self->seats->waiting);
}

static void
check_undo (TsNetHost *self)
{
  for (guint s = 0; s < self->seats->n_seats; s++)
    if ((int) s != self->undo_seat && self->seats->digests[s][0] != '\0' &&
        ts_director_get_controller (self->director, (int) s) == TS_CONTROLLER_HUMAN &&
        (self->undo_yes & (1u << s)) == 0)
      return;
  undo_take_back (self);
}

void
ts_net_host_receive_undo (TsNetHost          *self,
                          TsNetPeer          *peer,
                          const TsNetMessage *message)
{
  guint n = ts_match_get_n_moves (self->match);
  const char *words = NULL;

  if (!self->seats->undo)
    /* Translators: an error of the online server */
    words = _("The host did not allow taking back moves in this game");
  else if (peer->seat < 0)
    words = _("A spectator cannot play");
  else if (self->undo_seat >= 0)
    /* Translators: an error of the online server */
    words = _("Someone already asks to take back a turn");
  else if ((guint64) message->after != n || !may_take_back (self, peer->seat) || ts_net_host_is_over (self))
    /* Translators: an error of the online server */
    words = _("Only your own last turn can be taken back, before another person moves after it");
  else
    for (guint s = 0; s < self->seats->n_seats && words == NULL; s++)
      if ((int) s != peer->seat && self->seats->digests[s][0] != '\0' &&
          ts_director_get_controller (self->director, (int) s) == TS_CONTROLLER_HUMAN &&
          ts_net_host_presence_of (self, s) != TS_NET_HERE)
        /* Translators: an error of the online server */
        words = _("Everyone must be connected to agree to a take-back");
  if (words != NULL)
    {
      ts_net_host_refuse_words (self, peer, TS_NET_ERROR_UNDO, words);
      return;
    }
  peer->refusals = 0;
  self->undo_seat = peer->seat;
  self->undo_yes = 0;
  {
    g_autoptr(TsNetMessage) asked = ts_net_message_new (TS_NET_UNDO_ASKED);

    asked->seat = peer->seat;
    send_to_all (self, asked);
  }
  check_undo (self);
}

void
ts_net_host_receive_undo_answer (TsNetHost          *self,
                                 TsNetPeer          *peer,
                                 const TsNetMessage *message)
{
  if (self->undo_seat < 0 || peer->seat < 0 || peer->seat == self->undo_seat)
    {
      /* Translators: an error of the online server */
      ts_net_host_refuse_words (self, peer, TS_NET_ERROR_UNDO, _("Nobody asks you to agree to anything"));
      return;
    }
  peer->refusals = 0;
  if (!message->yes)
    {
      ts_net_host_undo_end (self, FALSE);
      return;
    }
  self->undo_yes |= 1u << peer->seat;
  check_undo (self);
}
