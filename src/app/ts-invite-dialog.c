/* ts-invite-dialog.c — the links to the seats of a game hosted here
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 28, slice 3 (docs/online-window.md).  Built in code: its groups
 * follow the match's seats.  Who is connected comes from the host's own
 * TsRemoteTable (the server's presence message), never from a guess.
 */
#include <glib/gi18n.h>

#include "ts-invite-dialog.h"
#include "ts-qr-code.h"

/* Pixels a QR module: a link (version 6, 41 modules and the quiet zone)
 * takes under 150 pixels, so that a seat's group fits a small screen. */
#define QR_MODULE 3

typedef struct
{
  int        seat;
  char      *link;
  GtkWidget *group;   /* AdwPreferencesGroup: the name, who is there */
} Invited;

struct _TsInviteDialog
{
  AdwWindow      parent_instance;

  TsRemoteTable *table;
  TsNetEmbedded *embedded;
  char          *match;
  GArray        *invited;   /* Invited */
  GtkWidget     *toasts;
  GtkWidget     *status;
  GtkWidget     *start;        /* while the match waits: start it */
  GtkWidget     *start_filled; /* …with computers for who is missing */
  GtkWidget     *done;
  char          *status_text;
};

G_DEFINE_FINAL_TYPE (TsInviteDialog, ts_invite_dialog, ADW_TYPE_WINDOW)

static void
invited_clear (gpointer data)
{
  Invited *invited = data;

  g_free (invited->link);
}

static void
ts_invite_dialog_dispose (GObject *object)
{
  TsInviteDialog *self = TS_INVITE_DIALOG (object);

  if (self->table != NULL)
    g_signal_handlers_disconnect_by_data (self->table, self);
  g_clear_object (&self->table);
  g_clear_object (&self->embedded);
  G_OBJECT_CLASS (ts_invite_dialog_parent_class)->dispose (object);
}

static void
ts_invite_dialog_finalize (GObject *object)
{
  TsInviteDialog *self = TS_INVITE_DIALOG (object);

  g_array_unref (self->invited);
  g_free (self->status_text);
  g_free (self->match);
  G_OBJECT_CLASS (ts_invite_dialog_parent_class)->finalize (object);
}

static void
ts_invite_dialog_class_init (TsInviteDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_invite_dialog_dispose;
  object_class->finalize = ts_invite_dialog_finalize;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ts_invite_dialog_init (TsInviteDialog *self)
{
  self->invited = g_array_new (FALSE, TRUE, sizeof (Invited));
  g_array_set_clear_func (self->invited, invited_clear);
}

/* The name of SEAT as the match has it, or "Player N" before the server
 * has said. */
static char *
seat_name (TsInviteDialog *self,
           int             seat)
{
  const char *name = ts_table_get_seat_name (TS_TABLE (self->table), seat);

  if (name != NULL && *name != '\0')
    return g_strdup (name);
  /* Translators: a seat of an online game whose name is not known yet;
     %d is 1–4 */
  return g_strdup_printf (_("Player %d"), seat + 1);
}

static gboolean
is_here (TsInviteDialog *self,
         int             seat)
{
  TsNetClient *client = ts_remote_table_get_client (self->table);
  GArray *presence = ts_net_client_get_presence (client);

  return ts_net_client_is_connected (client) && presence != NULL && (guint) seat < presence->len &&
         g_array_index (presence, int, seat) == TS_NET_HERE;
}

static void
update (TsInviteDialog *self)
{
  g_autoptr(GStrvBuilder) missing = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;
  guint n_missing = 0;

  for (guint i = 0; i < self->invited->len; i++)
    {
      Invited *invited = &g_array_index (self->invited, Invited, i);
      g_autofree char *name = seat_name (self, invited->seat);
      g_autofree char *escaped = g_markup_escape_text (name, -1);
      gboolean here = is_here (self, invited->seat);

      /* A group's title is markup; a name is words. */
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (invited->group), escaped);
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (invited->group),
                                             here
                                             /* Translators: in the invitation
                                                dialog, under a player's name:
                                                the player has joined */
                                             ? _("Connected")
                                             /* Translators: in the invitation
                                                dialog, under a player's name */
                                             : _("Not connected"));
      if (!here)
        {
          g_strv_builder_add (missing, name);
          n_missing++;
        }
    }
  names = g_strv_builder_end (missing);
  {
    gboolean connected = ts_net_client_is_connected (ts_remote_table_get_client (self->table));
    gboolean waiting = connected && ts_net_client_is_waiting (ts_remote_table_get_client (self->table));

    /* The lobby: Start once everyone is here, or now with computers in
     * the empty seats; afterwards only Done. */
    gtk_widget_set_visible (self->start, waiting);
    gtk_widget_set_sensitive (self->start, waiting && n_missing == 0);
    gtk_widget_set_visible (self->start_filled, waiting && n_missing > 0);
    gtk_widget_set_visible (self->done, !waiting);
    gtk_window_set_default_widget (GTK_WINDOW (self), waiting && n_missing == 0 ? self->start
                                                      : waiting ? NULL : self->done);
  }
  g_free (self->status_text);
  if (!ts_net_client_is_connected (ts_remote_table_get_client (self->table)))
    /* Translators: in the invitation dialog, while the host's own window
       connects to the game it hosts */
    self->status_text = g_strdup (_("Connecting…"));
  else if (n_missing == 0)
    /* Translators: in the invitation dialog: every invited player has
       joined */
    self->status_text = g_strdup (_("Everyone is here."));
  else
    {
      /* Translators: the separator between names in "Waiting for Bob, Cleo" */
      g_autofree char *list = g_strjoinv (_(", "), names);

      /* Translators: in the invitation dialog; %s is one or more names */
      self->status_text = g_strdup_printf (ngettext ("Waiting for %s to join.",
                                                        "Waiting for %s to join.", n_missing),
                                           list);
    }
  gtk_label_set_label (GTK_LABEL (self->status), self->status_text);
}

static void
on_table_changed (TsTable        *table,
                  TsInviteDialog *self)
{
  update (self);
}

static void
on_copy_clicked (GtkButton      *button,
                 TsInviteDialog *self)
{
  const char *link = g_object_get_data (G_OBJECT (button), "link");

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), link);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (self->toasts),
                               /* Translators: a short message after the Copy
                                  button of an invitation */
                               adw_toast_new (_("Link copied")));
}

static void
start_match (TsInviteDialog *self,
             gboolean        fill)
{
  g_autoptr(GError) error = NULL;

  if (self->embedded == NULL)
    return;   /* a game on a server starts at once */
  if (!ts_net_embedded_start_match (self->embedded, self->match, fill, &error))
    {
      adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (self->toasts), adw_toast_new (error->message));
      return;
    }
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_start_clicked (GtkButton      *button,
                  TsInviteDialog *self)
{
  start_match (self, FALSE);
}

static void
on_start_filled_clicked (GtkButton      *button,
                         TsInviteDialog *self)
{
  start_match (self, TRUE);
}

static GtkWidget *
build_seat (TsInviteDialog *self,
            Invited        *invited)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *copy = gtk_button_new_from_icon_name ("edit-copy-symbolic");
  GtkWidget *qr;
  g_autofree char *name = seat_name (self, invited->seat);
  g_autofree char *qr_name = NULL;

  invited->group = group;
  /* The link as it is, never markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  /* Translators: the title of the row with the link in the invitation
     dialog */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Link"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), invited->link);
  gtk_widget_set_valign (copy, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (copy, "flat");
  /* Translators: the tooltip of the copy button of an invitation */
  gtk_widget_set_tooltip_text (copy, _("Copy Link"));
  g_object_set_data_full (G_OBJECT (copy), "link", g_strdup (invited->link), g_free);
  g_signal_connect (copy, "clicked", G_CALLBACK (on_copy_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), copy);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), copy);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  /* Translators: what a screen reader says for the QR code of a link;
     %s is a player's name */
  qr_name = g_strdup_printf (_("QR code of the link for %s"), name);
  qr = ts_qr_code_new (invited->link, QR_MODULE, qr_name);
  if (qr != NULL)
    {
      gtk_widget_set_margin_top (qr, 12);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), qr);
    }
  return group;
}

static GtkWidget *build (GtkWindow          *parent,
                         TsNetEmbedded      *embedded,
                         const char         *match,
                         const char * const *links,
                         TsRemoteTable      *table);

GtkWidget *
ts_invite_dialog_new (GtkWindow     *parent,
                      TsNetEmbedded *embedded,
                      const char    *match,
                      TsRemoteTable *table)
{
  g_return_val_if_fail (TS_NET_IS_EMBEDDED (embedded) && match != NULL, NULL);
  g_return_val_if_fail (TS_IS_REMOTE_TABLE (table), NULL);

  return build (parent, embedded, match, NULL, table);
}

GtkWidget *
ts_invite_dialog_new_for_links (GtkWindow          *parent,
                                const char * const *links,
                                TsRemoteTable      *table)
{
  g_return_val_if_fail (links != NULL && TS_IS_REMOTE_TABLE (table), NULL);

  return build (parent, NULL, NULL, links, table);
}

static GtkWidget *
build (GtkWindow          *parent,
       TsNetEmbedded      *embedded,
       const char         *match,
       const char * const *links,
       TsRemoteTable      *table)
{
  TsInviteDialog *self;
  GtkWidget *page, *intro, *box, *header, *bar, *done;
  int here;

  self = g_object_new (TS_TYPE_INVITE_DIALOG,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG,
                       "transient-for", parent,
                       "modal", TRUE,
                       "default-width", 460,
                       "default-height", 560,
                       /* Translators: the title of the dialog with the
                          links of an online game's seats */
                       "title", _("Invite Players"),
                       NULL);
  self->table = g_object_ref (table);
  self->embedded = embedded != NULL ? g_object_ref (embedded) : NULL;
  self->match = g_strdup (match);

  here = embedded != NULL ? ts_net_embedded_get_here_seat (embedded, match) : -1;
  for (int seat = 0; seat < TS_MAX_SEATS; seat++)
    {
      Invited invited = { seat, NULL, NULL };

      if (links != NULL)
        {
          if (seat >= (int) g_strv_length ((GStrv) links))
            break;
          if (links[seat][0] != '\0')
            invited.link = g_strdup (links[seat]);
        }
      else if (seat != here)
        invited.link = ts_net_embedded_get_link (embedded, match, seat, FALSE);
      if (invited.link != NULL)
        g_array_append_val (self->invited, invited);
    }

  page = adw_preferences_page_new ();
  intro = adw_preferences_group_new ();
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (intro),
                                         embedded != NULL
                                         /* Translators: at the top of the
                                            invitation dialog */
                                         ? _("Send each person the link to their seat. On a computer on the same "
                                             "network they open it in Tessella: with a click, or with Join Game… "
                                             "in the main menu.")
                                         /* Translators: at the top of the
                                            invitation dialog of a game on a
                                            server */
                                         : _("Send each person the link to their seat. They open it in Tessella: "
                                             "with a click, or with Join Game… in the main menu."));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (intro));
  for (guint i = 0; i < self->invited->len; i++)
    adw_preferences_page_add (ADW_PREFERENCES_PAGE (page),
                              ADW_PREFERENCES_GROUP (build_seat (self, &g_array_index (self->invited, Invited, i))));

  header = adw_header_bar_new ();
  bar = gtk_action_bar_new ();
  self->status = gtk_label_new (NULL);
  gtk_label_set_ellipsize (GTK_LABEL (self->status), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (self->status), 30);
  gtk_label_set_xalign (GTK_LABEL (self->status), 0);
  gtk_action_bar_pack_start (GTK_ACTION_BAR (bar), self->status);
  /* Translators: the button that closes the invitation dialog */
  done = self->done = gtk_button_new_with_mnemonic (_("_Done"));
  gtk_widget_add_css_class (done, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (done), "window.close");
  gtk_action_bar_pack_end (GTK_ACTION_BAR (bar), done);
  /* Translators: a button of the invitation dialog: the game begins (once
     every invited player has joined) */
  self->start = gtk_button_new_with_mnemonic (_("_Start Game"));
  gtk_widget_add_css_class (self->start, "suggested-action");
  g_signal_connect (self->start, "clicked", G_CALLBACK (on_start_clicked), self);
  gtk_action_bar_pack_end (GTK_ACTION_BAR (bar), self->start);
  /* Translators: a button of the invitation dialog: the game begins now,
     computers playing for the invited players who have not joined */
  self->start_filled = gtk_button_new_with_mnemonic (_("Start with _Computers"));
  gtk_widget_set_tooltip_text (self->start_filled,
                               /* Translators: the tooltip of "Start with
                                  Computers" in the invitation dialog */
                               _("A computer plays for each player who is not here yet, until they join"));
  g_signal_connect (self->start_filled, "clicked", G_CALLBACK (on_start_filled_clicked), self);
  gtk_action_bar_pack_end (GTK_ACTION_BAR (bar), self->start_filled);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), header);
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  gtk_box_append (GTK_BOX (box), bar);
  self->toasts = adw_toast_overlay_new ();
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (self->toasts), box);
  adw_window_set_content (ADW_WINDOW (self), self->toasts);

  g_signal_connect (table, "changed", G_CALLBACK (on_table_changed), self);
  update (self);
  return GTK_WIDGET (self);
}

guint
ts_invite_dialog_get_n_seats (TsInviteDialog *self)
{
  g_return_val_if_fail (TS_IS_INVITE_DIALOG (self), 0);
  return self->invited->len;
}

int
ts_invite_dialog_get_seat (TsInviteDialog *self,
                           guint           index)
{
  g_return_val_if_fail (TS_IS_INVITE_DIALOG (self) && index < self->invited->len, -1);
  return g_array_index (self->invited, Invited, index).seat;
}

const char *
ts_invite_dialog_get_link (TsInviteDialog *self,
                           guint           index)
{
  g_return_val_if_fail (TS_IS_INVITE_DIALOG (self) && index < self->invited->len, NULL);
  return g_array_index (self->invited, Invited, index).link;
}

const char *
ts_invite_dialog_get_status (TsInviteDialog *self)
{
  g_return_val_if_fail (TS_IS_INVITE_DIALOG (self), NULL);
  return self->status_text;
}
