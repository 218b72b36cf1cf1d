/* ts-window-online.c — the window at a table on a Tessella server
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 28, slice 2 (docs/online-window.md): a seat's link
 * (tessella://HOST:PORT/MATCH#TOKEN) opens the game in the window.  The
 * board and the log show a TsRemoteTable; the board is the seat's own
 * eyes and takes moves only when the server says it is this seat's turn;
 * a chosen move goes to the server in the game's notation and counts once
 * the server applies it (or is refused, in words).  There is no curtain
 * (one seat per screen), no undo, no save: the server keeps the game.
 */
#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "ts-application.h"
#include "ts-archive.h"
#include "ts-board.h"
#include "ts-chooser.h"
#include "ts-dialogs.h"
#include "ts-invite-dialog.h"
#include "ts-log-view.h"
#include "ts-online-games.h"
#include "ts-net-browse.h"
#include "ts-net-client.h"
#include "ts-net-link.h"
#include "ts-net-seats.h"
#include "ts-window-private.h"

gboolean
ts_window_is_online (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), FALSE);
  return self->remote != NULL;
}

static TsNetEmbedded *
embedded_of (TsWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  return TS_IS_APPLICATION (app) ? ts_application_get_embedded (TS_APPLICATION (app)) : NULL;
}

static TsNetClient *
client_of (TsWindow *self)
{
  return self->remote != NULL ? ts_remote_table_get_client (self->remote) : NULL;
}

static void
withdraw_notification (TsWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (app != NULL && g_application_get_dbus_connection (G_APPLICATION (app)) != NULL)
    g_application_withdraw_notification (G_APPLICATION (app), "online-turn");
}

void
ts_window_online_leave (TsWindow *self)
{
  TsNetClient *client = client_of (self);

  if (self->remote == NULL)
    return;
  withdraw_notification (self);
  ts_window_online_close_question (self);
  g_signal_handlers_disconnect_by_data (self->remote, self);
  g_signal_handlers_disconnect_by_data (client, self);
  ts_net_client_stop (client);
  if (self->board != NULL && ts_board_get_table (TS_BOARD (self->board)) == TS_TABLE (self->remote))
    ts_board_set_table (TS_BOARD (self->board), NULL);
  ts_log_view_set_table (TS_LOG_VIEW (self->log_view), NULL);
  g_clear_object (&self->remote);
  g_clear_pointer (&self->online_host, g_free);
  g_clear_pointer (&self->hosted_match, g_free);
  g_clear_pointer (&self->online_link, g_free);
  g_clear_pointer (&self->server_links, g_strfreev);
  if (self->invite_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->invite_dialog));
  self->sending = FALSE;
}

/* TURN ("Bob defends Citel"), and whether the seat that must decide,
 * CURRENT, is there to do it. */
static char *
describe_presence (TsWindow   *self,
                   int         current,
                   const char *turn)
{
  TsNetClient *client = client_of (self);
  GArray *presence = ts_net_client_get_presence (client);
  const char *name = ts_table_get_seat_name (TS_TABLE (self->remote), current);
  int here;

  if (current == ts_net_client_get_seat (client) || current < 0 || (guint) current >= presence->len ||
      name == NULL)
    return g_strdup (turn);
  here = g_array_index (presence, int, current);
  if (here == TS_NET_AWAY)
    /* Translators: the status of an online game; the first %s says whose
       turn it is ("Bob's turn"), the second %s is that player's name */
    return g_strdup_printf (_("%s — %s is not connected; the game waits for them"), turn, name);
  return g_strdup (turn);
}

/* "Your turn" as a desktop notification, once a turn, while the window
 * is not the one in use. */
static void
notify_turn (TsWindow *self)
{
  TsNetClient *client = client_of (self);
  GApplication *app = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  guint n = ts_net_client_get_n_moves (client);
  g_autoptr(GNotification) notification = NULL;
  TsGame *game = ts_net_client_get_view (client);

  if (!ts_net_client_is_my_turn (client))
    {
      if (self->notified_at != G_MAXUINT)
        withdraw_notification (self);
      self->notified_at = G_MAXUINT;
      return;
    }
  /* Desktop notifications go over the session bus; without one, none. */
  if (self->notified_at == n || app == NULL || game == NULL || g_application_get_dbus_connection (app) == NULL)
    return;
  self->notified_at = n;
  if (gtk_window_is_active (GTK_WINDOW (self)))
    return;
  {
    /* Translators: a desktop notification of an online game; %s is the
       game's name */
    g_autofree char *title = g_strdup_printf (_("Your turn in %s"), ts_game_get_name (game));

    notification = g_notification_new (title);
  }
  /* Translators: the body of the "Your turn" notification */
  g_notification_set_body (notification, _("The other players are waiting for your move."));
  g_application_send_notification (app, "online-turn", notification);
}

/* Who looks and who acts: the seat itself, on its turn, while connected
 * and no move of its own is on its way. */
void
ts_window_online_update_turn (TsWindow *self)
{
  TsNetClient *client = client_of (self);
  TsTable *table = TS_TABLE (self->remote);
  TsGame *game = ts_table_get_game (table);
  const TsSetup *setup = ts_table_get_setup (table);
  int seat = ts_net_client_get_seat (client), current;
  g_autofree char *status = NULL;

  if (game == NULL || setup == NULL)
    {
      /* Translators: the status under the title while the window connects
         to a game on a server */
      ts_window_set_status (self, _("Connecting…"), TS_SEAT_NONE);
      ts_window_update_last_turn (self);
      ts_window_update_actions (self);
      return;
    }
  current = ts_game_get_current_seat (game);
  ts_window_set_viewer (self, seat,
                        !self->sending && ts_net_client_is_connected (client) && ts_net_client_is_my_turn (client));
  if (ts_game_is_over (game) || current == TS_SEAT_NONE)
    /* Translators: the status under the window title when a game has
       ended */
    status = g_strdup (_("Game over"));
  else if (!ts_net_client_is_connected (client))
    /* Translators: the status under the title of an online game whose
       connection to the server was lost; the window tries again by itself */
    status = g_strdup (_("Connection lost, trying again…"));
  else if (ts_net_client_is_waiting (client))
    status = g_strdup (self->hosted_match != NULL
                       /* Translators: the status of a game hosted here before
                          it starts (the host starts it in Invite Players…) */
                       ? _("Waiting for you to start the game")
                       /* Translators: the status of an online game that the
                          host has not started yet */
                       : _("Waiting for the host to start the game"));
  else
    {
      const char *names[TS_MAX_SEATS + 1] = { NULL, };
      g_autofree char *turn = NULL;

      for (guint i = 0; i < setup->n_players && i < TS_MAX_SEATS; i++)
        names[i] = ts_table_get_seat_name (table, (int) i);
      turn = ts_game_describe_turn (game, names);
      status = describe_presence (self, current, turn);
    }
  ts_window_set_status (self, status, TS_SEAT_NONE);
  notify_turn (self);
  ts_window_update_last_turn (self);
  ts_window_update_actions (self);
}

/* Any change: a move, the names, who is here. */
static void
on_table_changed (TsTable  *table,
                  TsWindow *self)
{
  ts_window_online_update_turn (self);
}

/* A guest's game is kept for Continue while it is not over. */
static void
remember_joined (TsWindow *self)
{
  TsNetClient *client = client_of (self);
  TsGame *game = client != NULL ? ts_net_client_get_view (client) : NULL;
  g_autoptr(GError) error = NULL;

  if (self->hosted_match != NULL || game == NULL || self->online_link == NULL)
    return;
  if (ts_game_is_over (game))
    ts_online_games_forget (ts_net_client_get_match (client));
  else if (!ts_online_games_remember (ts_net_client_get_match (client), ts_game_get_id (game),
                                      self->online_link, self->online_host, &error) ||
           (self->server_links != NULL &&
            !ts_online_games_set_invites (ts_net_client_get_match (client),
                                          (const char * const *) self->server_links, &error)))
    g_warning ("The online game will not be offered again: %s", error->message);
}

/* A game hosted here has ended: into the statistics and Recent Games,
 * as a game at one screen. */
static void
archive_hosted (TsWindow *self)
{
  TsNetEmbedded *embedded = embedded_of (self);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  if (self->hosted_match == NULL || embedded == NULL)
    return;
  match = ts_net_embedded_load_match (embedded, self->hosted_match, &error);
  if (match == NULL)
    {
      ts_window_toast (self, error->message);
      return;
    }
  if (ts_game_is_over (ts_match_get_game (match)))
    {
      ts_window_record_statistics (self, match);
      /* The whole game is in the archive now. */
      ts_online_games_forget_seen (self->hosted_match);
    }
}

/* A move was applied (the table has it already): the seat's own move on
 * its way has arrived, or another's came first. */
static void
on_applied (TsNetClient *client,
            guint        first_event,
            int          mover,
            const char  *move,
            TsWindow    *self)
{
  if (mover == ts_net_client_get_seat (client))
    self->sending = FALSE;
  if (ts_game_is_over (ts_net_client_get_view (client)))
    {
      remember_joined (self);
      archive_hosted (self);
    }
  ts_window_online_update_turn (self);
}

static void
on_welcome (TsNetClient *client,
            TsWindow    *self)
{
  TsGame *game = ts_table_get_game (TS_TABLE (self->remote));

  remember_joined (self);
  /* A question asked before a drop was ended by the server. */
  ts_window_online_close_question (self);

  self->sending = FALSE;
  if (self->board == NULL || ts_board_get_table (TS_BOARD (self->board)) != TS_TABLE (self->remote))
    {
      ts_window_set_board_for (self, ts_game_get_id (game));
      if (self->board == NULL)
        return;
      ts_board_set_viewer (TS_BOARD (self->board), ts_net_client_get_seat (client));
      ts_board_set_interactive (TS_BOARD (self->board), FALSE);
      ts_board_set_table (TS_BOARD (self->board), TS_TABLE (self->remote));
      ts_log_view_set_table (TS_LOG_VIEW (self->log_view), TS_TABLE (self->remote));
      ts_window_show_page (self, "game");
      gtk_widget_grab_focus (self->board);
    }
  ts_window_online_update_turn (self);
}

static void
on_refused (TsNetClient *client,
            const char  *code,
            const char  *message,
            TsWindow    *self)
{
  self->sending = FALSE;
  ts_window_toast (self, message);
  ts_window_online_update_turn (self);
}

static void
on_connection_changed (TsNetClient *client,
                       gboolean     connected,
                       TsWindow    *self)
{
  ts_window_online_update_turn (self);
}

static void
on_failed (TsNetClient *client,
           const char  *message,
           TsWindow    *self)
{
  /* Translators: the title of a message when an online game cannot go
     on; the reason follows */
  ts_dialogs_show_error (GTK_WINDOW (self), _("The online game cannot go on"), message);
  /* The client has given up: back to the games.  A link the server
   * refused leads nowhere any more; any other failure (a server away for
   * long) may pass, and the game stays under Continue. */
  if (self->hosted_match == NULL && ts_net_client_was_refused (client))
    ts_online_games_forget (ts_net_client_get_match (client));
  ts_window_online_leave (self);
  ts_window_set_status (self, NULL, TS_SEAT_NONE);
  ts_window_show_page (self, "chooser");
  ts_window_refresh_unfinished (self);
}

gboolean
ts_window_join (TsWindow    *self,
                const char  *link_text,
                GError     **error)
{
  g_autoptr(TsNetLink) link = NULL;
  g_autoptr(TsNetClient) client = NULL;

  g_return_val_if_fail (TS_IS_WINDOW (self), FALSE);

  link = ts_net_link_parse (link_text, error);
  if (link == NULL)
    return FALSE;

  /* The game on screen stays saved (autosave); the board now shows the
   * online one. */
  ts_window_leave_match (self);
  ts_window_online_leave (self);
  ts_window_tutorial_leave (self);
  /* No name of our own: the host named the seats. */
  client = ts_net_client_new (link, NULL);
  self->remote = ts_remote_table_new (client);
  {
    g_autoptr(GFile) seen = ts_online_games_seen_file (ts_net_client_get_match (client));

    ts_remote_table_keep_seen (self->remote, seen);
  }
  self->online_host = g_strdup (link->host);
  self->online_link = g_strdup (link_text);
  g_signal_connect (self->remote, "changed", G_CALLBACK (on_table_changed), self);
  g_signal_connect (client, "welcome", G_CALLBACK (on_welcome), self);
  g_signal_connect (client, "refused", G_CALLBACK (on_refused), self);
  g_signal_connect (client, "connection-changed", G_CALLBACK (on_connection_changed), self);
  g_signal_connect (client, "failed", G_CALLBACK (on_failed), self);
  g_signal_connect (client, "applied", G_CALLBACK (on_applied), self);
  g_signal_connect (client, "undo", G_CALLBACK (ts_window_online_on_undo), self);
  self->notified_at = G_MAXUINT;
  ts_net_client_start (client);
  ts_window_online_update_turn (self);
  return TRUE;
}

void
ts_window_join_interactive (TsWindow   *self,
                            const char *link_text)
{
  g_autoptr(GError) error = NULL;

  if (!ts_window_join (self, link_text, &error))
    /* Translators: the title of a message when a link to an online game
       is not one; the reason follows */
    ts_dialogs_show_error (GTK_WINDOW (self), _("This link does not lead to a game"), error->message);
}

void
ts_window_online_send (TsWindow     *self,
                       const TsMove *move)
{
  TsNetClient *client = client_of (self);
  g_autofree char *text = NULL;

  if (client == NULL || self->sending || !ts_net_client_is_my_turn (client))
    return;
  text = ts_game_format_move (ts_net_client_get_view (client), move);
  if (text == NULL || !ts_net_client_send_move (client, text))
    {
      ts_window_online_update_turn (self);
      return;
    }
  /* One move on its way at a time: the board waits for the answer. */
  self->sending = TRUE;
  ts_window_online_update_turn (self);
}

/* Hosting: the app's own server */

static void
show_invitations (TsWindow *self)
{
  TsNetEmbedded *embedded = embedded_of (self);

  if (self->remote == NULL || (self->server_links == NULL && (self->hosted_match == NULL || embedded == NULL)))
    return;
  if (self->invite_dialog == NULL)
    {
      self->invite_dialog = self->server_links != NULL
                            ? ts_invite_dialog_new_for_links (GTK_WINDOW (self),
                                                              (const char * const *) self->server_links,
                                                              self->remote)
                            : ts_invite_dialog_new (GTK_WINDOW (self), embedded, self->hosted_match, self->remote);
      g_object_add_weak_pointer (G_OBJECT (self->invite_dialog), (gpointer *) &self->invite_dialog);
    }
  gtk_window_present (GTK_WINDOW (self->invite_dialog));
}

/* Hosting on a server: the creation blocks, so it runs in a thread. */
typedef struct
{
  char         *url;
  char         *pin;          /* the certificate kept for the server, or NULL */
  char         *fingerprint;  /* the certificate seen (set by the thread) */
  TsNetMessage *request;
  int           here;
} Creating;

static void
creating_free (Creating *creating)
{
  g_free (creating->url);
  g_free (creating->pin);
  g_free (creating->fingerprint);
  ts_net_message_free (creating->request);
  g_free (creating);
}

/* The links of every seat, "" for a computer's. */
static void
create_thread (GTask        *task,
               gpointer      source,
               gpointer      data,
               GCancellable *cancellable)
{
  Creating *creating = data;
  GError *error = NULL;
  g_autofree char *fingerprint = NULL;
  g_autoptr(TsNetMessage) created = ts_net_create_match (creating->url, creating->pin, creating->request,
                                                         &fingerprint, &error);
  GStrv links;

  if (created == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  /* Each seat's link, then a spectator's: the host watches where no seat
   * is played here. */
  links = ts_net_created_links (creating->url, created, fingerprint);
  creating->fingerprint = g_strdup (fingerprint);
  if (links == NULL)
    g_task_return_new_error (task, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BAD_MESSAGE,
                             /* Translators: an error of the online client; %s
                                is what was given; keep http:// and https:// */
                             _("“%s” is not a server address (http://HOST:PORT or https://HOST:PORT)"),
                             creating->url);
  else
    g_task_return_pointer (task, links, (GDestroyNotify) g_strfreev);
}

static void
on_created (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  TsWindow *self = TS_WINDOW (source);
  Creating *creating = g_task_get_task_data (G_TASK (result));
  int here = creating->here;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) links = g_task_propagate_pointer (G_TASK (result), &error);
  guint n;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->creating);
  if (links == NULL)
    {
      /* Translators: the title of a message when a game cannot be hosted
         online; the reason follows */
      ts_dialogs_show_error (GTK_WINDOW (self), _("The game cannot be hosted"), error->message);
      return;
    }
  /* The server's certificate, trusted the first time, is kept: another
   * one later is refused (Preferences empties it with a new server). */
  if (creating->pin == NULL && creating->fingerprint != NULL)
    {
      g_autoptr(GSettings) settings = g_settings_new (APP_ID);

      g_settings_set_string (settings, "online-server-pin", creating->fingerprint);
    }
  n = g_strv_length (links) - 1;   /* the last is a spectator's */
  if (!ts_window_join (self, here >= 0 ? links[here] : links[n], &error))
    {
      ts_dialogs_show_error (GTK_WINDOW (self), _("The game cannot be hosted"), error->message);
      return;
    }
  /* The invitations: the seats of people elsewhere. */
  if (here >= 0)
    {
      g_free (links[here]);
      links[here] = g_strdup ("");
    }
  g_free (links[n]);
  links[n] = NULL;
  self->server_links = g_steal_pointer (&links);
  ts_window_update_actions (self);
  show_invitations (self);
}

void
ts_window_host_on_server (TsWindow      *self,
                          const TsSetup *setup,
                          int            here,
                          gboolean       undo,
                          const char    *url)
{
  g_autoptr(GTask) task = NULL;
  Creating *creating;

  g_return_if_fail (TS_IS_WINDOW (self));

  if (self->creating != NULL)
    return;   /* one at a time */
  creating = g_new0 (Creating, 1);
  creating->url = g_strdup (url);
  {
    g_autoptr(GSettings) settings = g_settings_new (APP_ID);
    g_autofree char *pin = g_settings_get_string (settings, "online-server-pin");

    creating->pin = *pin != '\0' ? g_steal_pointer (&pin) : NULL;
  }
  creating->request = ts_net_seats_new_request (setup, TRUE);
  creating->request->undo = undo;
  creating->here = here;
  self->creating = g_cancellable_new ();
  task = g_task_new (self, self->creating, on_created, NULL);
  g_task_set_task_data (task, creating, (GDestroyNotify) creating_free);
  g_task_run_in_thread (task, create_thread);
}

/* The window takes the seat of MATCH played here (or watches it) over
 * the loopback. */
static gboolean
join_hosted (TsWindow    *self,
             const char  *match,
             GError     **error)
{
  TsNetEmbedded *embedded = embedded_of (self);
  g_autofree char *link = NULL;

  if (embedded == NULL || !ts_net_embedded_start (embedded, error))
    return FALSE;
  link = ts_net_embedded_get_link (embedded, match, ts_net_embedded_get_here_seat (embedded, match), TRUE);
  if (link == NULL)
    {
      /* Translators: an error when the window returns to a game it hosts */
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("This computer does not host that game."));
      return FALSE;
    }
  if (!ts_window_join (self, link, error))
    return FALSE;
  self->hosted_match = g_strdup (match);
  ts_window_online_update_turn (self);
  return TRUE;
}

gboolean
ts_window_host (TsWindow       *self,
                const TsSetup  *setup,
                int             here,
                gboolean        undo,
                GError        **error)
{
  TsNetEmbedded *embedded = embedded_of (self);
  g_autofree char *match = NULL;

  g_return_val_if_fail (TS_IS_WINDOW (self), FALSE);

  if (embedded == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "no application");
      return FALSE;
    }
  match = ts_net_embedded_host (embedded, setup, here, undo ? TS_NET_HOST_UNDO : 0, error);
  if (match == NULL || !join_hosted (self, match, error))
    return FALSE;
  show_invitations (self);
  return TRUE;
}

void
ts_window_online_refresh (TsWindow *self)
{
  TsNetEmbedded *embedded = embedded_of (self);
  TsChooser *chooser = TS_CHOOSER (self->chooser);
  g_auto(GStrv) shown = ts_chooser_list_online (chooser);
  g_auto(GStrv) hosted = embedded != NULL && ts_net_embedded_is_running (embedded)
                         ? ts_net_embedded_list_unfinished (embedded) : g_new0 (char *, 1);
  g_autoptr(GPtrArray) joined = ts_online_games_list ();
  g_autoptr(GHashTable) keep = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  TsNetClient *client = client_of (self);
  const char *on_screen = client != NULL ? ts_net_client_get_match (client) : NULL;

  for (guint i = 0; hosted[i] != NULL; i++)
    {
      g_autofree char *game = ts_net_embedded_get_game (embedded, hosted[i]);
      char *key = g_strconcat (TS_WINDOW_HOSTED_PREFIX, hosted[i], NULL);

      g_hash_table_add (keep, key);
      ts_chooser_set_online (chooser, key, game,
                             g_strcmp0 (on_screen, hosted[i]) == 0 ? NULL
                             /* Translators: under "Continue your online game
                                of …" in the list of games */
                             : _("Hosted on this computer"),
                             /* Translators: a button under a game hosted
                                here in the list of games: end it for
                                everyone */
                             _("_End Game"));
    }
  for (guint i = 0; i < joined->len; i++)
    {
      TsOnlineGame *game = g_ptr_array_index (joined, i);
      char *key = g_strconcat (TS_WINDOW_JOINED_PREFIX, game->match, NULL);
      g_autofree char *where = NULL;

      if (g_hash_table_contains (keep, key) || !g_str_has_prefix (game->link, "tessella"))
        {
          g_free (key);
          continue;
        }
      g_hash_table_add (keep, key);
      /* Translators: under "Continue your online game of …" in the list
         of games; %s is the server's name or address */
      where = g_strdup_printf (_("Online at %s"), game->host != NULL ? game->host : "");
      ts_chooser_set_online (chooser, key, game->game,
                             g_strcmp0 (on_screen, game->match) == 0 ? NULL : where, _("_Discard"));
    }
  /* Rows of games gone (over, forgotten). */
  for (guint i = 0; shown[i] != NULL; i++)
    if (!g_hash_table_contains (keep, shown[i]))
      ts_chooser_set_online (chooser, shown[i], NULL, NULL, NULL);
}

gboolean
ts_window_online_resume (TsWindow   *self,
                         const char *key)
{
  g_autoptr(GError) error = NULL;

  if (g_str_has_prefix (key, TS_WINDOW_HOSTED_PREFIX))
    {
      if (!join_hosted (self, key + strlen (TS_WINDOW_HOSTED_PREFIX), &error))
        /* Translators: the title of a message when an online game cannot
           go on; the reason follows */
        ts_dialogs_show_error (GTK_WINDOW (self), _("The online game cannot go on"), error->message);
    }
  else if (g_str_has_prefix (key, TS_WINDOW_JOINED_PREFIX))
    {
      g_autoptr(TsOnlineGame) game = ts_online_games_lookup (key + strlen (TS_WINDOW_JOINED_PREFIX));

      if (game != NULL)
        {
          ts_window_join_interactive (self, game->link);
          /* A game this computer created on a server: its invitations. */
          if (ts_window_is_online (self) && game->invites != NULL)
            {
              self->server_links = g_steal_pointer (&game->invites);
              ts_window_update_actions (self);
            }
        }
    }
  else
    return FALSE;
  ts_window_online_refresh (self);
  return TRUE;
}

/* Ending a game hosted here: kept in Recent Games, gone for everyone. */

gboolean
ts_window_end_hosted (TsWindow    *self,
                      const char  *match,
                      GError     **error)
{
  TsNetEmbedded *embedded;
  g_autoptr(TsMatch) kept = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (TS_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (match != NULL, FALSE);

  embedded = embedded_of (self);
  if (embedded == NULL || (self->hosted_match != NULL && g_str_equal (self->hosted_match, match)))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                           /* Translators: an error when a game hosted
                              here is to be ended */
                           _("Leave the game before you end it."));
      return FALSE;
    }
  /* First into the archive: the game is never lost by ending it. */
  kept = ts_net_embedded_load_match (embedded, match, error);
  if (kept == NULL)
    return FALSE;
  dir = ts_archive_default_dir ();
  path = ts_archive_add (dir, kept, g_get_real_time () / G_USEC_PER_SEC, error);
  if (path == NULL)
    return FALSE;
  if (!ts_net_embedded_end_match (embedded, match, error))
    {
      /* Still hosted: not twice in the archive. */
      if (g_unlink (path) != 0)
        g_warning ("%s stays in the archive", path);
      return FALSE;
    }
  ts_online_games_forget_seen (match);
  ts_window_online_refresh (self);
  return TRUE;
}

static void
on_end_answered (AdwMessageDialog *dialog,
                 const char       *response,
                 TsWindow         *self)
{
  const char *match = g_object_get_data (G_OBJECT (dialog), "match");
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "end") != 0)
    return;
  if (!ts_window_end_hosted (self, match, &error))
    /* Translators: the title of a message when a game hosted here could
       not be ended; the reason follows */
    ts_dialogs_show_error (GTK_WINDOW (self), _("The online game was not ended"), error->message);
  else
    /* Translators: a notice after the host ended an online game */
    ts_window_toast (self, _("The game was ended; it is kept in Recent Games"));
}

static void
ask_end_hosted (TsWindow   *self,
                const char *match)
{
  GtkWidget *question;

  question = adw_message_dialog_new (GTK_WINDOW (self),
                                     /* Translators: asked before the host of an
                                        online game ends it */
                                     _("End This Online Game?"),
                                     /* Translators: below End This Online Game? */
                                     _("Nobody can play it any more. It is kept in Recent Games, "
                                       "where you can replay it."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (question), "cancel", _("_Cancel"),
                                    /* Translators: ends an online game for everyone */
                                    "end", _("_End Game"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (question), "end",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (question), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (question), "cancel");
  g_object_set_data_full (G_OBJECT (question), "match", g_strdup (match), g_free);
  g_signal_connect_object (question, "response", G_CALLBACK (on_end_answered), self, 0);
  gtk_window_present (GTK_WINDOW (question));
}

gboolean
ts_window_online_discard (TsWindow   *self,
                          const char *key)
{
  if (g_str_has_prefix (key, TS_WINDOW_JOINED_PREFIX))
    {
      /* Only this computer forgets it: the game goes on at its server. */
      ts_online_games_forget (key + strlen (TS_WINDOW_JOINED_PREFIX));
      ts_chooser_set_online (TS_CHOOSER (self->chooser), key, NULL, NULL, NULL);
      return TRUE;
    }
  if (g_str_has_prefix (key, TS_WINDOW_HOSTED_PREFIX))
    {
      ask_end_hosted (self, key + strlen (TS_WINDOW_HOSTED_PREFIX));
      return TRUE;
    }
  return FALSE;
}

/* Games near */

static void
update_nearby (TsWindow *self)
{
  TsNetEmbedded *embedded = embedded_of (self);
  TsNetBrowser *browser = TS_NET_BROWSER (self->nearby_browser);
  g_autoptr(GPtrArray) games = g_ptr_array_new ();
  GPtrArray *found = browser != NULL ? ts_net_browser_get_games (browser) : NULL;

  for (guint i = 0; found != NULL && i < found->len; i++)
    {
      TsNetNearby *nearby = g_ptr_array_index (found, i);
      g_autofree char *ours = embedded != NULL ? ts_net_embedded_get_game (embedded, nearby->match) : NULL;

      /* Not the games hosted here: they are under Continue. */
      if (ours == NULL)
        g_ptr_array_add (games, nearby);
    }
  ts_chooser_set_nearby (TS_CHOOSER (self->chooser), games);
}

static void
on_browser_changed (TsNetBrowser *browser,
                    TsWindow     *self)
{
  update_nearby (self);
}

static void
on_app_browser (GObject    *app,
                GParamSpec *pspec,
                TsWindow   *self)
{
  TsNetBrowser *browser = ts_application_get_browser (TS_APPLICATION (app));

  if (self->nearby_browser != NULL)
    g_signal_handlers_disconnect_by_data (self->nearby_browser, self);
  g_set_object (&self->nearby_browser, G_OBJECT (browser));
  if (browser != NULL)
    g_signal_connect (browser, "changed", G_CALLBACK (on_browser_changed), self);
  update_nearby (self);
}

void
ts_window_online_watch_nearby (TsWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (!TS_IS_APPLICATION (app))
    return;
  self->nearby_app = g_object_ref (G_OBJECT (app));
  g_signal_connect (app, "notify::browser", G_CALLBACK (on_app_browser), self);
  on_app_browser (G_OBJECT (app), NULL, self);
}

void
ts_window_online_unwatch_nearby (TsWindow *self)
{
  g_cancellable_cancel (self->creating);
  g_clear_object (&self->creating);
  g_cancellable_cancel (self->claiming);
  g_clear_object (&self->claiming);
  if (self->nearby_browser != NULL)
    g_signal_handlers_disconnect_by_data (self->nearby_browser, self);
  g_clear_object (&self->nearby_browser);
  if (self->nearby_app != NULL)
    g_signal_handlers_disconnect_by_data (self->nearby_app, self);
  g_clear_object (&self->nearby_app);
}

typedef struct
{
  char    *address;
  guint16  port;
  char    *match;
  char    *name;
} Claim;

static void
claim_free (Claim *claim)
{
  g_free (claim->address);
  g_free (claim->match);
  g_free (claim->name);
  g_free (claim);
}

static void
claim_thread (GTask        *task,
              gpointer      source,
              gpointer      data,
              GCancellable *cancellable)
{
  Claim *claim = data;
  GError *error = NULL;
  int seat = -1;
  g_autofree char *token = ts_net_claim_seat (claim->address, claim->port, claim->match, claim->name, &seat,
                                              &error);

  if (token == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  {
    TsNetLink link = { FALSE, claim->address, claim->port, claim->match, token, NULL };

    g_task_return_pointer (task, ts_net_link_to_string (&link), g_free);
  }
}

static void
on_claimed (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  TsWindow *self = TS_WINDOW (source);
  g_autoptr(GError) error = NULL;
  g_autofree char *link = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->claiming);
  if (link == NULL)
    {
      /* Translators: the title of a message when a seat of a game near
         could not be had; the reason follows */
      ts_dialogs_show_error (GTK_WINDOW (self), _("You cannot join this game"), error->message);
      return;
    }
  ts_window_join_interactive (self, link);
}

void
ts_window_on_nearby_chosen (TsChooser  *chooser,
                            const char *match,
                            TsWindow   *self)
{
  TsNetBrowser *browser = TS_NET_BROWSER (self->nearby_browser);
  GPtrArray *games = browser != NULL ? ts_net_browser_get_games (browser) : NULL;
  g_autoptr(GTask) task = NULL;
  const char *real_name = g_get_real_name ();
  Claim *claim;

  for (guint i = 0; games != NULL && i < games->len; i++)
    {
      TsNetNearby *nearby = g_ptr_array_index (games, i);

      if (!g_str_equal (nearby->match, match))
        continue;
      if (self->claiming != NULL)
        return;   /* one question at a time */
      claim = g_new0 (Claim, 1);
      claim->address = g_strdup (nearby->address);
      claim->port = nearby->port;
      claim->match = g_strdup (nearby->match);
      /* The name the host sees: the user's, as GNOME's sharing shows it. */
      claim->name = g_strcmp0 (real_name, "Unknown") != 0 ? g_strdup (real_name) : NULL;
      self->claiming = g_cancellable_new ();
      task = g_task_new (self, self->claiming, on_claimed, NULL);
      g_task_set_task_data (task, claim, (GDestroyNotify) claim_free);
      g_task_run_in_thread (task, claim_thread);
      return;
    }
}

static void
invitations_activated (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  show_invitations (TS_WINDOW (widget));
}

/* Join Game…: a link pasted into a dialog. */

static void
on_join_response (AdwMessageDialog *dialog,
                  const char       *response,
                  TsWindow         *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));

  if (g_strcmp0 (response, "join") == 0)
    {
      g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

      ts_window_join_interactive (self, text);
    }
}

static void
on_join_entry_activate (GtkEntry         *entry,
                        AdwMessageDialog *dialog)
{
  adw_message_dialog_response (dialog, "join");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
join_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);
  AdwMessageDialog *dialog;
  GtkWidget *entry = gtk_entry_new ();

  /* Translators: the title of the dialog that joins a game on a server */
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Join a Game"),
                                                       /* Translators: the text of the Join a
                                                          Game dialog */
                                                       _("Paste the link to your seat that the host sent you.")));
  /* Translators: the placeholder of the link field in the Join a Game
     dialog; keep "tessella://" */
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("tessella://…"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: the name a screen reader gives the link field */
                                  _("Link to your seat"), -1);
  adw_message_dialog_set_extra_child (dialog, entry);
  /* Translators: a button of the Join a Game dialog */
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "join", _("_Join"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "join", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "join");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_join_response), self);
  g_signal_connect (entry, "activate", G_CALLBACK (on_join_entry_activate), dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

void
ts_window_online_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.join", NULL, join_activated);
  gtk_widget_class_install_action (widget_class, "win.invitations", NULL, invitations_activated);
}
