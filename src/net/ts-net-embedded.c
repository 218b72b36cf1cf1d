/* ts-net-embedded.c — the Tessella server inside the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A TsNetServer over a folder of the user's data, listening on every
 * address of the machine so that people on the same network can join.
 * Beside each match's files the host keeps MATCH.invites (a key file,
 * mode 0600): the seats' tokens, which the server itself never stores,
 * and the seat played here.  Links are made when shown, so that they
 * carry the machine's address of the moment.
 */
/* getifaddrs and the interface flags are BSD and Linux, not C11. */
#define _DEFAULT_SOURCE 1
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "ts-net-browse.h"
#include "ts-net-embedded.h"
#include "ts-net-host.h"
#include "ts-save.h"
#include "ts-net-link.h"
#include "ts-net-seats.h"
#include "ts-net-server.h"

#define INVITES_SUFFIX ".invites"
#define PORT_FILE "port"
#define GROUP "match"

struct _TsNetEmbedded
{
  GObject      parent_instance;

  GFile       *dir;
  TsNetServer *server;   /* NULL while stopped */
  TsNetAnnouncer *announcer; /* games near: those in their lobby, or NULL */
};

G_DEFINE_FINAL_TYPE (TsNetEmbedded, ts_net_embedded, G_TYPE_OBJECT)

static void
ts_net_embedded_dispose (GObject *object)
{
  TsNetEmbedded *self = TS_NET_EMBEDDED (object);

  g_clear_object (&self->server);
  g_clear_object (&self->announcer);
  g_clear_object (&self->dir);
  G_OBJECT_CLASS (ts_net_embedded_parent_class)->dispose (object);
}

static void
ts_net_embedded_class_init (TsNetEmbeddedClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ts_net_embedded_dispose;

  /**
   * TsNetEmbedded::changed:
   *
   * Who is in a hosted match, or whether one waits, has changed.
   */
  g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ts_net_embedded_init (TsNetEmbedded *self)
{
}

TsNetEmbedded *
ts_net_embedded_new (GFile *dir)
{
  TsNetEmbedded *self;

  g_return_val_if_fail (G_IS_FILE (dir), NULL);

  self = g_object_new (TS_NET_TYPE_EMBEDDED, NULL);
  self->dir = g_object_ref (dir);
  return self;
}

static guint16
saved_port (TsNetEmbedded *self)
{
  g_autoptr(GFile) file = g_file_get_child (self->dir, PORT_FILE);
  g_autofree char *text = NULL;
  guint64 port = 0;

  if (!g_file_load_contents (file, NULL, &text, NULL, NULL, NULL) ||
      !g_ascii_string_to_unsigned (g_strstrip (text), 10, 1024, 65535, &port, NULL))
    return 0;
  return (guint16) port;
}

static void
save_port (TsNetEmbedded *self,
           guint16        port)
{
  g_autoptr(GFile) file = g_file_get_child (self->dir, PORT_FILE);
  g_autofree char *text = g_strdup_printf ("%u\n", port);
  g_autoptr(GError) error = NULL;

  if (!g_file_replace_contents (file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_NONE,
                                NULL, NULL, &error))
    g_warning ("The port of the games hosted here was not kept: %s", error->message);
}

static GKeyFile *load_invites (TsNetEmbedded *self,
                               const char    *match);
static gboolean save_invites (TsNetEmbedded *self,
                              const char    *match,
                              GKeyFile      *keys,
                              GError       **error);

/* Announces each match in its lobby with seats free for someone near;
 * withdraws the others. */
static void
update_announcements (TsNetEmbedded *self)
{
  g_auto(GStrv) announced = NULL;
  g_auto(GStrv) hosted = NULL;

  if (self->announcer == NULL)
    return;
  announced = ts_net_announcer_list (self->announcer);
  hosted = self->server != NULL ? ts_net_embedded_list_unfinished (self) : g_new0 (char *, 1);
  for (guint i = 0; announced[i] != NULL; i++)
    if (!g_strv_contains ((const char * const *) hosted, announced[i]))
      ts_net_announcer_remove (self->announcer, announced[i]);
  for (guint i = 0; hosted[i] != NULL; i++)
    {
      guint free = ts_net_embedded_get_free_seats (self, hosted[i]);
      g_autoptr(GKeyFile) keys = load_invites (self, hosted[i]);
      g_autofree char *game = keys != NULL ? g_key_file_get_string (keys, GROUP, "game", NULL) : NULL;
      g_autofree char *host_name = keys != NULL ? g_key_file_get_string (keys, GROUP, "host_name", NULL) : NULL;
      TsNetNearby nearby = {
        .match = hosted[i],
        .game = game,
        .host_name = host_name,
        .free = 0,
        .port = ts_net_server_get_port (self->server),
      };

      nearby.free = 0;
      for (guint s = 0; s < TS_MAX_SEATS; s++)
        nearby.free += (free >> s) & 1;
      if (nearby.free > 0 && game != NULL)
        ts_net_announcer_set (self->announcer, &nearby);
      else
        ts_net_announcer_remove (self->announcer, hosted[i]);
    }
}

static void
on_match_changed (TsNetServer   *server,
                  const char    *match,
                  TsNetEmbedded *self)
{
  update_announcements (self);
  g_signal_emit_by_name (self, "changed");
}

void
ts_net_embedded_set_announcer (TsNetEmbedded  *self,
                               TsNetAnnouncer *announcer)
{
  g_return_if_fail (TS_NET_IS_EMBEDDED (self));
  g_return_if_fail (announcer == NULL || TS_NET_IS_ANNOUNCER (announcer));

  g_set_object (&self->announcer, announcer);
  update_announcements (self);
}

/* Someone near asks for a seat of MATCH: the first invited seat nobody
 * holds gets a new token (the old link no longer opens it), given to
 * them. */
static char *
claim_seat (TsNetServer  *server,
            const char   *match,
            const char   *name,
            int          *seat,
            GError      **error,
            gpointer      user_data)
{
  TsNetEmbedded *self = user_data;
  guint free = ts_net_embedded_get_free_seats (self, match);
  g_autoptr(GKeyFile) keys = load_invites (self, match);
  g_auto(GStrv) tokens = keys != NULL ? g_key_file_get_string_list (keys, GROUP, "tokens", NULL, NULL) : NULL;

  for (guint s = 0; tokens != NULL && tokens[s] != NULL; s++)
    {
      g_autofree char *token = NULL;
      g_autofree char *digest = NULL;

      if ((free & (1u << s)) == 0)
        continue;
      token = ts_net_random_id (32, error);
      if (token == NULL)
        return NULL;
      digest = ts_net_token_digest (token);
      if (!ts_net_server_give_seat (server, match, s, digest, name, NULL))
        continue;
      g_free (tokens[s]);
      tokens[s] = g_strdup (token);
      g_key_file_set_string_list (keys, GROUP, "tokens", (const char * const *) tokens, g_strv_length (tokens));
      g_key_file_set_integer (keys, GROUP, "claimed",
                              g_key_file_get_integer (keys, GROUP, "claimed", NULL) | (1 << s));
      if (!save_invites (self, match, keys, error))
        return NULL;
      /* One seat fewer to offer near. */
      update_announcements (self);
      g_signal_emit_by_name (self, "changed");
      *seat = (int) s;
      return g_steal_pointer (&token);
    }
  g_set_error_literal (error, TS_NET_ERROR_DOMAIN, TS_NET_ERROR_BUSY,
                       /* Translators: an error when asking for a seat in a
                          game near you */
                       _("No seat of this game is free any more"));
  return NULL;
}

gboolean
ts_net_embedded_start (TsNetEmbedded  *self,
                       GError        **error)
{
  g_autoptr(TsNetServer) server = NULL;
  g_autoptr(GError) local = NULL;
  guint16 port;

  g_return_val_if_fail (TS_NET_IS_EMBEDDED (self), FALSE);

  if (self->server != NULL)
    return TRUE;
  server = ts_net_server_new (self->dir, NULL, NULL, error);
  if (server == NULL)
    return FALSE;
  ts_net_server_set_http_create (server, FALSE);
  ts_net_server_set_claim_func (server, claim_seat, self);
  g_signal_connect_object (server, "match-changed", G_CALLBACK (on_match_changed), self, 0);
  port = saved_port (self);
  /* The port of last time keeps the links good; when another program has
   * it now, a free one (the old links then need sending again). */
  if (port == 0 || !ts_net_server_listen (server, NULL, port, &local))
    {
      if (local != NULL)
        g_message ("Port %u is taken; the games hosted here move to another: %s", port, local->message);
      if (!ts_net_server_listen (server, NULL, 0, error))
        return FALSE;
    }
  if (ts_net_server_get_port (server) != port)
    save_port (self, ts_net_server_get_port (server));
  self->server = g_steal_pointer (&server);
  update_announcements (self);
  return TRUE;
}

void
ts_net_embedded_stop (TsNetEmbedded *self)
{
  g_return_if_fail (TS_NET_IS_EMBEDDED (self));
  g_clear_object (&self->server);
  update_announcements (self);
}

gboolean
ts_net_embedded_is_running (TsNetEmbedded *self)
{
  g_return_val_if_fail (TS_NET_IS_EMBEDDED (self), FALSE);
  return self->server != NULL;
}

guint16
ts_net_embedded_get_port (TsNetEmbedded *self)
{
  g_return_val_if_fail (TS_NET_IS_EMBEDDED (self), 0);
  return self->server != NULL ? ts_net_server_get_port (self->server) : 0;
}

static GFile *
invites_file (TsNetEmbedded *self,
              const char    *match)
{
  g_autofree char *name = g_strconcat (match, INVITES_SUFFIX, NULL);

  return g_file_get_child (self->dir, name);
}

/* MATCH's invitations, or NULL (also for anything that is not a match id:
 * no path outside the folder). */
static GKeyFile *
load_invites (TsNetEmbedded *self,
              const char    *match)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;

  if (match == NULL || strlen (match) != TS_NET_MATCH_ID_LENGTH ||
      strspn (match, "abcdefghijklmnopqrstuvwxyz234567") != TS_NET_MATCH_ID_LENGTH)
    return NULL;
  file = invites_file (self, match);
  path = g_file_get_path (file);
  if (!g_key_file_load_from_file (keys, path, G_KEY_FILE_NONE, NULL))
    return NULL;
  return g_steal_pointer (&keys);
}

static gboolean
save_invites (TsNetEmbedded *self,
              const char    *match,
              GKeyFile      *keys,
              GError       **error)
{
  g_autoptr(GFile) file = invites_file (self, match);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *data = NULL;
  g_autoptr(GError) local = NULL;
  gsize length;

  data = g_key_file_to_data (keys, &length, NULL);
  /* The tokens are the seats' keys: for the user's eyes only. */
  if (!g_file_set_contents_full (path, data, (gssize) length, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &local))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   /* Translators: an error when hosting a game online; %s
                      is the reason */
                   _("The invitations could not be kept: %s"), local->message);
      return FALSE;
    }
  return TRUE;
}

typedef struct
{
  char   *match;
  guint64 created;
} Hosted;

static int
compare_hosted (gconstpointer a,
                gconstpointer b)
{
  const Hosted *x = a, *y = b;

  return x->created < y->created ? -1 : x->created > y->created;
}

GStrv
ts_net_embedded_list_unfinished (TsNetEmbedded *self)
{
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (Hosted));
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();

  g_return_val_if_fail (TS_NET_IS_EMBEDDED (self), NULL);

  children = g_file_enumerate_children (self->dir, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NONE, NULL, NULL);
  while (children != NULL)
    {
      g_autoptr(GFileInfo) info = g_file_enumerator_next_file (children, NULL, NULL);
      const char *name;
      g_autoptr(GKeyFile) keys = NULL;
      Hosted hosted;

      if (info == NULL)
        break;
      name = g_file_info_get_name (info);
      if (!g_str_has_suffix (name, INVITES_SUFFIX))
        continue;
      hosted.match = g_strndup (name, strlen (name) - strlen (INVITES_SUFFIX));
      keys = load_invites (self, hosted.match);
      if (keys == NULL || (self->server != NULL && !ts_net_server_has_unfinished (self->server, hosted.match)))
        {
          g_free (hosted.match);
          continue;
        }
      hosted.created = g_key_file_get_uint64 (keys, GROUP, "created", NULL);
      g_array_append_val (found, hosted);
    }
  g_array_sort (found, compare_hosted);
  for (guint i = 0; i < found->len; i++)
    {
      g_strv_builder_add (ids, g_array_index (found, Hosted, i).match);
      g_free (g_array_index (found, Hosted, i).match);
    }
  return g_strv_builder_end (ids);
}

char *
ts_net_embedded_host (TsNetEmbedded  *self,
                      const TsSetup  *setup,
                      int             here,
                      TsNetHostFlags  flags,
                      GError        **error)
{
  g_autoptr(TsNetMessage) request = NULL;
  g_autoptr(TsNetMessage) created = NULL;
  g_autoptr(GKeyFile) keys = g_key_file_new ();

  g_return_val_if_fail (TS_NET_IS_EMBEDDED (self), NULL);
  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (here >= -1 && here < (int) setup->n_players, NULL);

  if (!ts_net_embedded_start (self, error))
    return NULL;
  request = ts_net_seats_new_request (setup, TRUE);
  /* The guests gather first; the host starts the game. */
  request->waiting = TRUE;
  request->undo = (flags & TS_NET_HOST_UNDO) != 0;
  created = ts_net_server_create_match (self->server, request, error);
  if (created == NULL)
    return NULL;

  g_key_file_set_string (keys, GROUP, "game", setup->game_id);
  g_key_file_set_integer (keys, GROUP, "here", here);
  if (here >= 0 && setup->players[here].name != NULL)
    g_key_file_set_string (keys, GROUP, "host_name", setup->players[here].name);
  g_key_file_set_uint64 (keys, GROUP, "created", (guint64) g_get_real_time ());
  g_key_file_set_string_list (keys, GROUP, "tokens", (const char * const *) created->tokens,
                              g_strv_length (created->tokens));
  if (!save_invites (self, created->match, keys, error))
    return NULL;
  update_announcements (self);
  return g_strdup (created->match);
}

gboolean
ts_net_embedded_start_match (TsNetEmbedded  *self,
                             const char     *match,
                             gboolean        fill,
                             GError        **error)
{
  g_return_val_if_fail (TS_NET_IS_EMBEDDED (self), FALSE);

  if (self->server == NULL && !ts_net_embedded_start (self, error))
    return FALSE;
  if (!ts_net_server_start_match (self->server, match, fill, error))
    return FALSE;
  update_announcements (self);
  return TRUE;
}

gboolean
ts_net_embedded_end_match (TsNetEmbedded  *self,
                           const char     *match,
                           GError        **error)
{
  g_autoptr(GKeyFile) keys = NULL;
  g_autoptr(GFile) invites = NULL;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (TS_NET_IS_EMBEDDED (self), FALSE);

  keys = load_invites (self, match);
  if (keys == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _("This computer does not host that game."));
      return FALSE;
    }
  if (self->server == NULL && !ts_net_embedded_start (self, error))
    return FALSE;
  if (!ts_net_server_end_match (self->server, match,
                                /* Translators: what a guest hears when the
                                   host of an online game ended it */
                                _("The host ended this game"), error))
    return FALSE;
  invites = invites_file (self, match);
  if (!g_file_delete (invites, NULL, &local))
    g_warning ("Match %s: its invitations stay: %s", match, local->message);
  update_announcements (self);
  return TRUE;
}

gboolean
ts_net_embedded_is_waiting (TsNetEmbedded *self,
                            const char    *match)
{
  g_return_val_if_fail (TS_NET_IS_EMBEDDED (self), FALSE);
  return self->server != NULL && ts_net_server_is_waiting (self->server, match);
}

guint
ts_net_embedded_get_free_seats (TsNetEmbedded *self,
                                const char    *match)
{
  guint free;
  int here;

  g_return_val_if_fail (TS_NET_IS_EMBEDDED (self), 0);

  if (self->server == NULL)
    return 0;
  free = ts_net_server_get_free_seats (self->server, match);
  here = ts_net_embedded_get_here_seat (self, match);
  if (here >= 0)
    free &= ~(1u << here);
  /* A seat given to someone near is theirs, even before they connect. */
  {
    g_autoptr(GKeyFile) keys = load_invites (self, match);

    if (keys != NULL)
      free &= ~(guint) g_key_file_get_integer (keys, GROUP, "claimed", NULL);
  }
  return free;
}

TsMatch *
ts_net_embedded_load_match (TsNetEmbedded  *self,
                            const char     *match,
                            GError        **error)
{
  g_autoptr(GKeyFile) keys = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (TS_NET_IS_EMBEDDED (self), NULL);

  keys = load_invites (self, match);
  if (keys == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           /* Translators: an error when the window returns to a
                              game it hosts */
                           _("This computer does not host that game."));
      return NULL;
    }
  name = g_strconcat (match, TS_NET_SAVE_SUFFIX, NULL);
  file = g_file_get_child (self->dir, name);
  return ts_save_from_file (file, NULL, error);
}

char *
ts_net_embedded_get_game (TsNetEmbedded *self,
                          const char    *match)
{
  g_autoptr(GKeyFile) keys = NULL;

  g_return_val_if_fail (TS_NET_IS_EMBEDDED (self), NULL);

  keys = load_invites (self, match);
  return keys != NULL ? g_key_file_get_string (keys, GROUP, "game", NULL) : NULL;
}

int
ts_net_embedded_get_here_seat (TsNetEmbedded *self,
                               const char    *match)
{
  g_autoptr(GKeyFile) keys = NULL;

  g_return_val_if_fail (TS_NET_IS_EMBEDDED (self), -1);

  keys = load_invites (self, match);
  if (keys == NULL || !g_key_file_has_key (keys, GROUP, "here", NULL))
    return -1;
  return g_key_file_get_integer (keys, GROUP, "here", NULL);
}

char *
ts_net_embedded_get_link (TsNetEmbedded *self,
                          const char    *match,
                          int            seat,
                          gboolean       local)
{
  g_autoptr(GKeyFile) keys = NULL;
  g_auto(GStrv) tokens = NULL;
  g_autofree char *address = NULL;
  const char *token;

  g_return_val_if_fail (TS_NET_IS_EMBEDDED (self), NULL);

  keys = load_invites (self, match);
  if (keys == NULL || self->server == NULL)
    return NULL;
  tokens = g_key_file_get_string_list (keys, GROUP, "tokens", NULL, NULL);
  if (seat < 0)
    token = TS_NET_WATCH_TOKEN;
  else if (tokens != NULL && (guint) seat < g_strv_length (tokens) && tokens[seat][0] != '\0')
    token = tokens[seat];
  else
    return NULL;
  address = local ? g_strdup ("127.0.0.1") : ts_net_network_address ();
  {
    TsNetLink link = {
      .tls = FALSE,
      .host = address,
      .port = ts_net_server_get_port (self->server),
      .match = (char *) match,
      .token = (char *) token,
      .fingerprint = NULL,
    };

    return ts_net_link_to_string (&link);
  }
}

char *
ts_net_network_address (void)
{
  struct ifaddrs *all = NULL;
  char *found = NULL;

  if (getifaddrs (&all) != 0)
    return g_strdup ("127.0.0.1");
  for (struct ifaddrs *i = all; i != NULL && found == NULL; i = i->ifa_next)
    {
      g_autoptr(GInetAddress) address = NULL;

      if (i->ifa_addr == NULL || i->ifa_addr->sa_family != AF_INET ||
          (i->ifa_flags & IFF_UP) == 0 || (i->ifa_flags & IFF_LOOPBACK) != 0)
        continue;
      address = g_inet_address_new_from_bytes ((const guint8 *) &((struct sockaddr_in *) i->ifa_addr)->sin_addr,
                                               G_SOCKET_FAMILY_IPV4);
      if (!g_inet_address_get_is_loopback (address) && !g_inet_address_get_is_link_local (address))
        found = g_inet_address_to_string (address);
    }
  freeifaddrs (all);
  return found != NULL ? found : g_strdup ("127.0.0.1");
}
