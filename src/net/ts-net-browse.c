/* ts-net-browse.c — games on the local network through Avahi's D-Bus API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * As GNOME's own sharing features do: no multicast code of our own, the
 * system's Avahi daemon announces and finds.  Announcing is an entry
 * group per match (EntryGroupNew, AddService, Commit; Reset to change it,
 * Free to withdraw it).  Browsing is a ServiceBrowser whose ItemNew and
 * ItemRemove signals are followed for our service type, each item
 * resolved (ResolveService) to an IPv4 address, a port and its TXT.
 * Every call is asynchronous: a missing or slow daemon never blocks the
 * window.
 */
#include <string.h>

#include "ts-net-browse.h"

#define AVAHI_NAME "org.freedesktop.Avahi"
#define AVAHI_SERVER "org.freedesktop.Avahi.Server"
#define AVAHI_ENTRY_GROUP "org.freedesktop.Avahi.EntryGroup"
#define AVAHI_BROWSER "org.freedesktop.Avahi.ServiceBrowser"
#define AVAHI_IF_UNSPEC (-1)
#define AVAHI_PROTO_UNSPEC (-1)
#define AVAHI_PROTO_INET 0
#define CALL_TIMEOUT_MS 5000
#define TXT_VERSION "1"

void
ts_net_nearby_free (TsNetNearby *nearby)
{
  if (nearby == NULL)
    return;
  g_free (nearby->match);
  g_free (nearby->game);
  g_free (nearby->host_name);
  g_free (nearby->address);
  g_free (nearby);
}

static TsNetNearby *
nearby_copy (const TsNetNearby *nearby)
{
  TsNetNearby *copy = g_new0 (TsNetNearby, 1);

  copy->match = g_strdup (nearby->match);
  copy->game = g_strdup (nearby->game);
  copy->host_name = g_strdup (nearby->host_name != NULL ? nearby->host_name : "");
  copy->free = nearby->free;
  copy->address = g_strdup (nearby->address);
  copy->port = nearby->port;
  return copy;
}

/* Announcing */

typedef struct
{
  TsNetAnnouncer *announcer;  /* NULL once the announcer is gone */
  char           *match;
  char           *path;       /* the entry group, once Avahi made it */
  TsNetNearby    *wanted;     /* what to announce; NULL: withdraw */
} Entry;

struct _TsNetAnnouncer
{
  GObject          parent_instance;

  GDBusConnection *bus;
  GHashTable      *entries;   /* match → Entry */
};

G_DEFINE_FINAL_TYPE (TsNetAnnouncer, ts_net_announcer, G_TYPE_OBJECT)

static void
entry_free (Entry *entry)
{
  g_free (entry->match);
  g_free (entry->path);
  ts_net_nearby_free (entry->wanted);
  g_free (entry);
}

/* An answer nobody waits for (Avahi's errors change nothing here). */
static void
call_done (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  GVariant *reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, NULL);

  g_clear_pointer (&reply, g_variant_unref);
}

static void
group_call (GDBusConnection *bus,
            const char      *path,
            const char      *method,
            GVariant        *parameters)
{
  g_dbus_connection_call (bus, AVAHI_NAME, path, AVAHI_ENTRY_GROUP, method, parameters, NULL,
                          G_DBUS_CALL_FLAGS_NO_AUTO_START, CALL_TIMEOUT_MS, NULL, call_done, NULL);
}

static GVariant *
txt_of (const TsNetNearby *nearby)
{
  GVariantBuilder txt;
  g_autofree char *free_seats = g_strdup_printf ("%u", nearby->free);
  const char *pairs[][2] = {
    { "v", TXT_VERSION },
    { "match", nearby->match },
    { "game", nearby->game },
    { "host", nearby->host_name != NULL ? nearby->host_name : "" },
    { "free", free_seats },
  };

  g_variant_builder_init (&txt, G_VARIANT_TYPE ("aay"));
  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      g_autofree char *item = g_strconcat (pairs[i][0], "=", pairs[i][1], NULL);

      g_variant_builder_add_value (&txt, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, item, strlen (item), 1));
    }
  return g_variant_builder_end (&txt);
}

/* Puts what ENTRY wants into its group: the service, or nothing. */
static void
entry_apply (Entry *entry,
             GDBusConnection *bus)
{
  g_autofree char *name = NULL;

  if (entry->wanted == NULL)
    {
      group_call (bus, entry->path, "Free", NULL);
      return;
    }
  group_call (bus, entry->path, "Reset", NULL);
  /* A name no two matches share; the words are in the TXT. */
  name = g_strdup_printf ("Tessella %.8s", entry->wanted->match);
  group_call (bus, entry->path, "AddService",
              g_variant_new ("(iiussssq@aay)", AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC, 0u, name,
                             TS_NET_SERVICE_TYPE, "", "", entry->wanted->port, txt_of (entry->wanted)));
  group_call (bus, entry->path, "Commit", NULL);
}

typedef struct
{
  Entry           *entry;
  GDBusConnection *bus;
} GroupMade;

static void
on_group_made (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  GroupMade *made = data;
  Entry *entry = made->entry;
  g_autoptr(GVariant) reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, NULL);

  if (reply != NULL)
    g_variant_get (reply, "(o)", &entry->path);
  if (entry->path != NULL)
    entry_apply (entry, made->bus);
  /* Withdrawn or gone while Avahi made the group: nobody keeps it. */
  if (entry->announcer == NULL || entry->path == NULL || entry->wanted == NULL)
    {
      if (entry->announcer != NULL)
        g_hash_table_remove (entry->announcer->entries, entry->match);
      else
        entry_free (entry);
    }
  g_object_unref (made->bus);
  g_free (made);
}

static void
ts_net_announcer_dispose (GObject *object)
{
  TsNetAnnouncer *self = TS_NET_ANNOUNCER (object);

  if (self->entries != NULL)
    {
      GHashTableIter iter;
      gpointer value;

      /* Withdrawn from the network with the announcer. */
      g_hash_table_iter_init (&iter, self->entries);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        {
          Entry *entry = value;

          if (entry->path != NULL && self->bus != NULL)
            group_call (self->bus, entry->path, "Free", NULL);
          if (entry->path == NULL)
            {
              /* Still being made: on_group_made frees it. */
              entry->announcer = NULL;
              g_clear_pointer (&entry->wanted, ts_net_nearby_free);
              g_hash_table_iter_steal (&iter);
            }
        }
      g_clear_pointer (&self->entries, g_hash_table_unref);
    }
  g_clear_object (&self->bus);
  G_OBJECT_CLASS (ts_net_announcer_parent_class)->dispose (object);
}

static void
ts_net_announcer_class_init (TsNetAnnouncerClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ts_net_announcer_dispose;
}

static void
ts_net_announcer_init (TsNetAnnouncer *self)
{
  self->entries = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) entry_free);
}

TsNetAnnouncer *
ts_net_announcer_new (GDBusConnection *bus)
{
  TsNetAnnouncer *self = g_object_new (TS_NET_TYPE_ANNOUNCER, NULL);

  g_return_val_if_fail (bus == NULL || G_IS_DBUS_CONNECTION (bus), NULL);
  self->bus = bus != NULL ? g_object_ref (bus) : NULL;
  return self;
}

void
ts_net_announcer_set (TsNetAnnouncer    *self,
                      const TsNetNearby *nearby)
{
  Entry *entry;

  g_return_if_fail (TS_NET_IS_ANNOUNCER (self) && nearby != NULL && nearby->match != NULL);

  if (self->bus == NULL)
    return;
  entry = g_hash_table_lookup (self->entries, nearby->match);
  if (entry != NULL)
    {
      if (entry->wanted != NULL && entry->wanted->free == nearby->free && entry->wanted->port == nearby->port &&
          g_strcmp0 (entry->wanted->host_name, nearby->host_name) == 0)
        return;   /* nothing new to say */
      ts_net_nearby_free (entry->wanted);
      entry->wanted = nearby_copy (nearby);
      if (entry->path != NULL)
        entry_apply (entry, self->bus);
      return;
    }
  entry = g_new0 (Entry, 1);
  entry->announcer = self;
  entry->match = g_strdup (nearby->match);
  entry->wanted = nearby_copy (nearby);
  g_hash_table_insert (self->entries, entry->match, entry);
  {
    GroupMade *made = g_new0 (GroupMade, 1);

    made->entry = entry;
    made->bus = g_object_ref (self->bus);
    g_dbus_connection_call (self->bus, AVAHI_NAME, "/", AVAHI_SERVER, "EntryGroupNew", NULL,
                            G_VARIANT_TYPE ("(o)"), G_DBUS_CALL_FLAGS_NO_AUTO_START, CALL_TIMEOUT_MS, NULL,
                            on_group_made, made);
  }
}

void
ts_net_announcer_remove (TsNetAnnouncer *self,
                         const char     *match)
{
  Entry *entry;

  g_return_if_fail (TS_NET_IS_ANNOUNCER (self) && match != NULL);

  entry = g_hash_table_lookup (self->entries, match);
  if (entry == NULL)
    return;
  g_clear_pointer (&entry->wanted, ts_net_nearby_free);
  if (entry->path == NULL)
    return;   /* on_group_made withdraws it */
  entry_apply (entry, self->bus);
  g_hash_table_remove (self->entries, match);
}

GStrv
ts_net_announcer_list (TsNetAnnouncer *self)
{
  g_autoptr(GStrvBuilder) matches = g_strv_builder_new ();
  GHashTableIter iter;
  gpointer value;

  g_return_val_if_fail (TS_NET_IS_ANNOUNCER (self), NULL);

  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (((Entry *) value)->wanted != NULL)
      g_strv_builder_add (matches, ((Entry *) value)->match);
  return g_strv_builder_end (matches);
}

/* Browsing */

typedef struct
{
  char        *key;      /* interface/protocol/name: Avahi's item */
  TsNetNearby *nearby;   /* NULL until resolved */
} Item;

struct _TsNetBrowser
{
  GObject          parent_instance;

  GDBusConnection *bus;
  guint            new_id;
  guint            remove_id;
  GPtrArray       *items;     /* Item, in the order found */
  GPtrArray       *games;     /* TsNetNearby, borrowed from items */
  GCancellable    *cancellable;
};

G_DEFINE_FINAL_TYPE (TsNetBrowser, ts_net_browser, G_TYPE_OBJECT)

static void
item_free (Item *item)
{
  g_free (item->key);
  ts_net_nearby_free (item->nearby);
  g_free (item);
}

static char *
item_key (int         interface,
          int         protocol,
          const char *name)
{
  return g_strdup_printf ("%d/%d/%s", interface, protocol, name);
}

static Item *
find_item (TsNetBrowser *self,
           const char   *key,
           guint        *index)
{
  for (guint i = 0; i < self->items->len; i++)
    {
      Item *item = g_ptr_array_index (self->items, i);

      if (g_str_equal (item->key, key))
        {
          if (index != NULL)
            *index = i;
          return item;
        }
    }
  return NULL;
}

static void
update_games (TsNetBrowser *self)
{
  g_ptr_array_set_size (self->games, 0);
  for (guint i = 0; i < self->items->len; i++)
    {
      Item *item = g_ptr_array_index (self->items, i);
      gboolean known = FALSE;

      if (item->nearby == NULL)
        continue;
      /* One service is found once per interface and protocol: one game. */
      for (guint g = 0; g < self->games->len && !known; g++)
        known = g_str_equal (((TsNetNearby *) g_ptr_array_index (self->games, g))->match, item->nearby->match);
      if (!known)
        g_ptr_array_add (self->games, item->nearby);
    }
  g_signal_emit_by_name (self, "changed");
}

/* The TXT of a resolved service, or NULL when it is not a game this
 * version can join. */
static TsNetNearby *
read_txt (GVariant *txt)
{
  g_autoptr(TsNetNearby) nearby = g_new0 (TsNetNearby, 1);
  GVariantIter iter;
  GVariant *item;
  gboolean version = FALSE;

  g_variant_iter_init (&iter, txt);
  while ((item = g_variant_iter_next_value (&iter)) != NULL)
    {
      gsize length = 0;
      const char *bytes = g_variant_get_fixed_array (item, &length, 1);
      g_autofree char *text = length > 0 && bytes != NULL ? g_strndup (bytes, length) : g_strdup ("");
      char *equals = strchr (text, '=');
      const char *value = equals != NULL ? equals + 1 : "";
      guint64 number;

      if (equals != NULL)
        *equals = '\0';
      if (g_str_equal (text, "v"))
        version = g_str_equal (value, TXT_VERSION);
      else if (g_str_equal (text, "match") && nearby->match == NULL)
        nearby->match = g_strdup (value);
      else if (g_str_equal (text, "game") && nearby->game == NULL)
        nearby->game = g_strdup (value);
      else if (g_str_equal (text, "host") && nearby->host_name == NULL)
        nearby->host_name = g_utf8_make_valid (value, -1);
      else if (g_str_equal (text, "free") && g_ascii_string_to_unsigned (value, 10, 0, 8, &number, NULL))
        nearby->free = (guint) number;
      g_variant_unref (item);
    }
  if (!version || nearby->match == NULL || nearby->game == NULL || strlen (nearby->match) > 64 ||
      strlen (nearby->game) > 64 || !g_utf8_validate (nearby->match, -1, NULL) ||
      !g_utf8_validate (nearby->game, -1, NULL))
    return NULL;
  if (nearby->host_name == NULL)
    nearby->host_name = g_strdup ("");
  return g_steal_pointer (&nearby);
}

typedef struct
{
  TsNetBrowser *browser;
  char         *key;
} Resolving;

static void
on_resolved (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  Resolving *resolving = data;
  g_autoptr(GVariant) reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, NULL);
  TsNetBrowser *self = resolving->browser;
  Item *item;

  if (reply != NULL && (item = find_item (self, resolving->key, NULL)) != NULL)
    {
      g_autoptr(GVariant) txt = NULL;
      const char *address;
      guint16 port;
      int aprotocol;
      TsNetNearby *nearby;

      g_variant_get (reply, "(iissssi&sq@aayu)", NULL, NULL, NULL, NULL, NULL, NULL, &aprotocol, &address,
                     &port, &txt, NULL);
      nearby = read_txt (txt);
      if (nearby != NULL && aprotocol == AVAHI_PROTO_INET && port > 0)
        {
          nearby->address = g_strdup (address);
          nearby->port = port;
          ts_net_nearby_free (item->nearby);
          item->nearby = nearby;
          update_games (self);
        }
      else
        ts_net_nearby_free (nearby);
    }
  g_object_unref (resolving->browser);
  g_free (resolving->key);
  g_free (resolving);
}

static void
on_item (GDBusConnection *bus,
         const char      *sender,
         const char      *path,
         const char      *interface_name,
         const char      *signal,
         GVariant        *parameters,
         gpointer         data)
{
  TsNetBrowser *self = data;
  int interface, protocol;
  const char *name, *type, *domain;
  g_autofree char *key = NULL;
  guint index;

  if (!g_variant_is_of_type (parameters, G_VARIANT_TYPE ("(iisssu)")))
    return;
  g_variant_get (parameters, "(ii&s&s&su)", &interface, &protocol, &name, &type, &domain, NULL);
  if (!g_str_equal (type, TS_NET_SERVICE_TYPE))
    return;
  key = item_key (interface, protocol, name);
  if (g_str_equal (signal, "ItemRemove"))
    {
      if (find_item (self, key, &index) != NULL)
        {
          g_ptr_array_remove_index (self->items, index);
          update_games (self);
        }
      return;
    }
  if (find_item (self, key, NULL) == NULL)
    {
      Item *item = g_new0 (Item, 1);

      item->key = g_strdup (key);
      g_ptr_array_add (self->items, item);
    }
  {
    Resolving *resolving = g_new0 (Resolving, 1);

    resolving->browser = g_object_ref (self);
    resolving->key = g_steal_pointer (&key);
    g_dbus_connection_call (bus, AVAHI_NAME, "/", AVAHI_SERVER, "ResolveService",
                            g_variant_new ("(iisssiu)", interface, protocol, name, type, domain,
                                           AVAHI_PROTO_INET, 0u),
                            G_VARIANT_TYPE ("(iissssisqaayu)"), G_DBUS_CALL_FLAGS_NO_AUTO_START,
                            CALL_TIMEOUT_MS, self->cancellable, on_resolved, resolving);
  }
}

static void
on_browser_made (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  /* Nothing to do with the browser's path: its signals are followed by
   * type (they reach only the connection that asked). */
  call_done (source, result, data);
}

static void
ts_net_browser_dispose (GObject *object)
{
  TsNetBrowser *self = TS_NET_BROWSER (object);

  g_cancellable_cancel (self->cancellable);
  if (self->bus != NULL)
    {
      g_dbus_connection_signal_unsubscribe (self->bus, self->new_id);
      g_dbus_connection_signal_unsubscribe (self->bus, self->remove_id);
    }
  g_clear_object (&self->bus);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (ts_net_browser_parent_class)->dispose (object);
}

static void
ts_net_browser_finalize (GObject *object)
{
  TsNetBrowser *self = TS_NET_BROWSER (object);

  g_ptr_array_unref (self->games);
  g_ptr_array_unref (self->items);
  G_OBJECT_CLASS (ts_net_browser_parent_class)->finalize (object);
}

static void
ts_net_browser_class_init (TsNetBrowserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ts_net_browser_dispose;
  object_class->finalize = ts_net_browser_finalize;

  /**
   * TsNetBrowser::changed:
   *
   * A game near came, changed or went.
   */
  g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ts_net_browser_init (TsNetBrowser *self)
{
  self->items = g_ptr_array_new_with_free_func ((GDestroyNotify) item_free);
  self->games = g_ptr_array_new ();
  self->cancellable = g_cancellable_new ();
}

TsNetBrowser *
ts_net_browser_new (GDBusConnection *bus)
{
  TsNetBrowser *self = g_object_new (TS_NET_TYPE_BROWSER, NULL);

  g_return_val_if_fail (bus == NULL || G_IS_DBUS_CONNECTION (bus), NULL);

  if (bus == NULL)
    return self;
  self->bus = g_object_ref (bus);
  /* Followed before the browser exists: Avahi may send the first items
   * before it answers. */
  self->new_id = g_dbus_connection_signal_subscribe (bus, AVAHI_NAME, AVAHI_BROWSER, "ItemNew", NULL, NULL,
                                                     G_DBUS_SIGNAL_FLAGS_NONE, on_item, self, NULL);
  self->remove_id = g_dbus_connection_signal_subscribe (bus, AVAHI_NAME, AVAHI_BROWSER, "ItemRemove", NULL, NULL,
                                                        G_DBUS_SIGNAL_FLAGS_NONE, on_item, self, NULL);
  g_dbus_connection_call (bus, AVAHI_NAME, "/", AVAHI_SERVER, "ServiceBrowserNew",
                          g_variant_new ("(iissu)", AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC, TS_NET_SERVICE_TYPE, "", 0u),
                          G_VARIANT_TYPE ("(o)"), G_DBUS_CALL_FLAGS_NO_AUTO_START, CALL_TIMEOUT_MS,
                          self->cancellable, on_browser_made, NULL);
  return self;
}

GPtrArray *
ts_net_browser_get_games (TsNetBrowser *self)
{
  g_return_val_if_fail (TS_NET_IS_BROWSER (self), NULL);
  return self->games;
}
