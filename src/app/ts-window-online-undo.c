/* ts-window-online-undo.c — taking back a turn in an online game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hot-seat rule of consent over the network (docs/protocol.md,
 * "Take-backs"): where the host allowed it, a seat asks to take back its
 * last turn while nobody has moved after it; every other person answers
 * in a question of their own window; the server takes the turn back and
 * everyone starts again from a new welcome.
 */
#include <glib/gi18n.h>

#include "ts-window-private.h"

/* Take-backs: asked of the others, answered by each */

void
ts_window_online_undo (TsWindow *self)
{
  TsNetClient *client = self->remote != NULL ? ts_remote_table_get_client (self->remote) : NULL;

  if (client == NULL || !ts_net_client_ask_undo (client))
    return;
  /* Translators: a notice after asking, in an online game, to take back
     your last turn */
  ts_window_toast (self, _("Asked the others to let you take back your turn"));
  ts_window_update_actions (self);
}

static void
on_question_gone (GtkWidget *dialog,
                  TsWindow  *self)
{
  if (g_object_get_data (G_OBJECT (self), "ts-undo-dialog") == dialog)
    g_object_set_data (G_OBJECT (self), "ts-undo-dialog", NULL);
}

static void
on_undo_answer (AdwMessageDialog *dialog,
                const char       *response,
                TsWindow         *self)
{
  TsNetClient *client = self->remote != NULL ? ts_remote_table_get_client (self->remote) : NULL;

  /* Only the question open now: an older one's answer would go to it. */
  if (client != NULL && g_object_get_data (G_OBJECT (self), "ts-undo-dialog") == dialog &&
      g_object_get_data (G_OBJECT (dialog), "ts-undo-ended") == NULL)
    ts_net_client_answer_undo (client, g_strcmp0 (response, "allow") == 0);
}

void
ts_window_online_close_question (TsWindow *self)
{
  GtkWidget *asking = g_object_get_data (G_OBJECT (self), "ts-undo-dialog");

  if (asking == NULL)
    return;
  g_object_set_data (G_OBJECT (asking), "ts-undo-ended", GINT_TO_POINTER (1));
  g_object_set_data (G_OBJECT (self), "ts-undo-dialog", NULL);
  gtk_window_destroy (GTK_WINDOW (asking));
}

void
ts_window_online_on_undo (TsNetClient *client,
                          int          seat,
                          gboolean     ended,
                          gboolean     taken,
                          TsWindow    *self)
{
  const char *name = ts_table_get_seat_name (TS_TABLE (self->remote), seat);

  if (name == NULL)
    name = "";
  /* A question still open here is moot: a new one, or its answer. */
  ts_window_online_close_question (self);
  if (!ended)
    {
      GtkWidget *dialog;
      g_autofree char *heading = NULL;

      if (seat == ts_net_client_get_seat (client))
        return;
      /* Translators: the heading of the question in an online game; %s
         is a player's name */
      heading = g_strdup_printf (_("%s Asks to Take Back Their Turn"), name);
      dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                       /* Translators: the text of the
                                          question to take back a turn online */
                                       _("Everyone must agree. The game goes back to before that turn."));
      adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                        /* Translators: a button: refuse to let
                                           another player take back their turn */
                                        "refuse", _("_Refuse"),
                                        /* Translators: a button: let another
                                           player take back their turn */
                                        "allow", _("_Allow"), NULL);
      adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "refuse");
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "allow");
      g_signal_connect (dialog, "response", G_CALLBACK (on_undo_answer), self);
      g_object_set_data (G_OBJECT (self), "ts-undo-dialog", dialog);
      g_signal_connect_object (dialog, "destroy", G_CALLBACK (on_question_gone), self, 0);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  if (seat == ts_net_client_get_seat (client))
    ts_window_toast (self, taken
                           /* Translators: a notice in an online game */
                           ? _("Your turn was taken back")
                           /* Translators: a notice in an online game */
                           : _("Your turn stays: not everyone agreed"));
  else if (taken)
    {
      g_autofree char *escaped = g_markup_escape_text (name, -1);
      /* Translators: a notice in an online game; %s is a player's name */
      g_autofree char *text = g_strdup_printf (_("%s took back their turn"), escaped);

      ts_window_toast (self, text);
    }
  ts_window_update_actions (self);
}
