/* ts-dialogs.c — file choosers, alerts and links, on GTK 4.8 and newer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* The one place that may use GTK newer than 4.8 (GtkFileDialog, the URI
 * launcher), behind GTK_CHECK_VERSION with a 4.8 fallback: the limit the
 * rest of the program keeps (meson.build) is raised here, before gtk.h. */
#undef GDK_VERSION_MAX_ALLOWED
#define GDK_VERSION_MAX_ALLOWED G_ENCODE_VERSION (4, 10)
#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-dialogs.h"
#include "ts-save.h"

static GtkFileFilter *
new_save_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  /* Translators: the name of the file type of saved games in the Open and
     Save dialogs */
  gtk_file_filter_set_name (filter, _("Tessella games"));
  /* Portals match on the MIME type; the pattern covers systems where the
   * type is not installed yet (an uninstalled build). */
  gtk_file_filter_add_mime_type (filter, TS_SAVE_MIME_TYPE);
  gtk_file_filter_add_suffix (filter, "tessella");

  return filter;
}

static GFile *
finish_file (GAsyncResult  *result,
             gpointer       source_tag,
             GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == source_tag, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

#if GTK_CHECK_VERSION (4, 10, 0)

static GtkFileDialog *
new_file_dialog (const char *title)
{
  GtkFileDialog *dialog = gtk_file_dialog_new ();
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) filter = new_save_filter ();

  g_list_store_append (filters, filter);
  gtk_file_dialog_set_title (dialog, title);
  gtk_file_dialog_set_modal (dialog, TRUE);
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_default_filter (dialog, filter);

  return dialog;
}

/* GtkFileDialog reports a dismissed dialog as GTK_DIALOG_ERROR; callers
 * only need to know it was cancelled. */
static void
return_file_or_error (GTask  *task,
                      GFile  *file,
                      GError *error)
{
  if (file != NULL)
    g_task_return_pointer (task, file, g_object_unref);
  else if (g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED) ||
           g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_CANCELLED))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s", error->message);
      g_error_free (error);
    }
  else
    g_task_return_error (task, error);
}

static void
on_open_finished (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;
  GFile *file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, &error);

  return_file_or_error (task, file, error);
}

static void
on_save_finished (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;
  GFile *file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);

  return_file_or_error (task, file, error);
}

void
ts_dialogs_choose_save_to_open (GtkWindow           *parent,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  /* Translators: the title of the dialog that opens a saved game */
  g_autoptr(GtkFileDialog) dialog = new_file_dialog (_("Open Game"));
  GTask *task = g_task_new (NULL, NULL, callback, user_data);

  g_task_set_source_tag (task, ts_dialogs_choose_save_to_open);
  gtk_file_dialog_open (dialog, parent, NULL, on_open_finished, task);
}

void
ts_dialogs_choose_save_target (GtkWindow           *parent,
                               GFile               *current,
                               const char          *suggested_name,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  /* Translators: the title of the dialog that saves the game being played */
  g_autoptr(GtkFileDialog) dialog = new_file_dialog (_("Save Game"));
  GTask *task = g_task_new (NULL, NULL, callback, user_data);

  g_task_set_source_tag (task, ts_dialogs_choose_save_target);
  if (current != NULL)
    gtk_file_dialog_set_initial_file (dialog, current);
  else
    gtk_file_dialog_set_initial_name (dialog, suggested_name);
  gtk_file_dialog_save (dialog, parent, NULL, on_save_finished, task);
}


static void
on_help_launched (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(GtkWindow) parent = user_data;
  g_autoptr(GError) error = NULL;

  if (!gtk_uri_launcher_launch_finish (GTK_URI_LAUNCHER (source), result, &error) &&
      !g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED) &&
      !g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_CANCELLED))
    /* Translators: an error when the help could not be shown */
    ts_dialogs_show_error (parent, _("The help could not be opened"), error->message);
}

void
ts_dialogs_show_help (GtkWindow  *parent,
                     const char *uri)
{
  g_autoptr(GtkUriLauncher) launcher = gtk_uri_launcher_new (uri);

  gtk_uri_launcher_launch (launcher, parent, NULL, on_help_launched,
                           parent != NULL ? g_object_ref (parent) : NULL);
}

#else /* GTK 4.8 */

/* These are deprecated from 4.10 on; the branch above replaces them
 * there, but keep a newer GTK quiet should this branch be built anyway. */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS

static void
on_native_response (GtkNativeDialog *native,
                    int              response,
                    gpointer         user_data)
{
  g_autoptr(GTask) task = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      GFile *file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));

      if (file != NULL)
        {
          g_task_return_pointer (task, file, g_object_unref);
          return;
        }
    }

  g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           "The file chooser was dismissed");
}

static void
run_native (GTask                *task,
            GtkWindow            *parent,
            const char           *title,
            GtkFileChooserAction  action,
            GFile                *current,
            const char           *suggested_name)
{
  GtkFileChooserNative *native;
  g_autoptr(GtkFileFilter) filter = new_save_filter ();

  native = gtk_file_chooser_native_new (title, parent, action, NULL, NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (native), filter);

  if (current != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (native), current, NULL);
  else if (suggested_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), suggested_name);

  /* The task keeps the dialog alive until it answers. */
  g_task_set_task_data (task, native, g_object_unref);
  g_signal_connect (native, "response", G_CALLBACK (on_native_response), task);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

void
ts_dialogs_choose_save_to_open (GtkWindow           *parent,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  GTask *task = g_task_new (NULL, NULL, callback, user_data);

  g_task_set_source_tag (task, ts_dialogs_choose_save_to_open);
  run_native (task, parent, _("Open Game"), GTK_FILE_CHOOSER_ACTION_OPEN, NULL, NULL);
}

void
ts_dialogs_choose_save_target (GtkWindow           *parent,
                               GFile               *current,
                               const char          *suggested_name,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  GTask *task = g_task_new (NULL, NULL, callback, user_data);

  g_task_set_source_tag (task, ts_dialogs_choose_save_target);
  run_native (task, parent, _("Save Game"), GTK_FILE_CHOOSER_ACTION_SAVE,
              current, suggested_name);
}


static void
on_help_shown (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  GtkWindow *parent = source != NULL ? GTK_WINDOW (source) : NULL;

  if (!gtk_show_uri_full_finish (parent, result, &error))
    ts_dialogs_show_error (parent, _("The help could not be opened"), error->message);
}

void
ts_dialogs_show_help (GtkWindow  *parent,
                     const char *uri)
{
  gtk_show_uri_full (parent, uri, GDK_CURRENT_TIME, NULL, on_help_shown, NULL);
}

G_GNUC_END_IGNORE_DEPRECATIONS

#endif

GFile *
ts_dialogs_choose_save_to_open_finish (GAsyncResult  *result,
                                       GError       **error)
{
  return finish_file (result, ts_dialogs_choose_save_to_open, error);
}

GFile *
ts_dialogs_choose_save_target_finish (GAsyncResult  *result,
                                      GError       **error)
{
  return finish_file (result, ts_dialogs_choose_save_target, error);
}

void
ts_dialogs_show_error (GtkWindow  *parent,
                       const char *message,
                       const char *detail)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, message, detail);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
}
