/* ts-announcer.c — what a screen reader speaks, wherever the focus is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib/gi18n.h>

#include "ts-announcer.h"

struct _TsAnnouncer
{
  GObject    parent_instance;

  GtkWindow *window;      /* weak: it owns us */
  GtkWidget *self_speaking; /* weak: the board, which tells its own changes */
  char      *game_name;   /* NULL: no game on screen */
  char      *status;
  char      *prompt;
  GString   *events;      /* not spoken yet */
  gboolean   pending;     /* status or prompt changed since last spoken */
  char      *spoken_status;
  char      *spoken_prompt;
  guint      settle_id;

  char      *last;
  guint      n_spoken;
};

G_DEFINE_FINAL_TYPE (TsAnnouncer, ts_announcer, G_TYPE_OBJECT)

/* TEXT said to the screen reader. */
static void
speak (TsAnnouncer *self,
       const char  *text)
{
  g_free (self->last);
  self->last = g_strdup (text);
  self->n_spoken++;
  if (self->window == NULL)
    return;
#if GTK_CHECK_VERSION (4, 14, 0)
  gtk_accessible_announce (GTK_ACCESSIBLE (self->window), text, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#else
  {
    /* Translators: the window title: a game's name, then whose turn it is
       ("Rule of Trigon – Ada’s turn") */
    g_autofree char *title = g_strdup_printf (_("%1$s – %2$s"), self->game_name, text);

    /* The same title again is no change a screen reader hears: asked
     * twice, the summary differs by a space. */
    if (g_strcmp0 (gtk_window_get_title (self->window), title) == 0)
      {
        g_autofree char *again = g_strconcat (title, " ", NULL);

        gtk_window_set_title (self->window, again);
        return;
      }
    gtk_window_set_title (self->window, title);
  }
#endif
}

/* The title without what was announced: the game and the turn. */
static void
set_plain_title (TsAnnouncer *self)
{
  g_autofree char *title = NULL;

  if (self->window == NULL || self->game_name == NULL)
    return;
  if (self->status != NULL && *self->status != '\0')
    /* Translators: the window title: a game's name, then whose turn it is
       ("Rule of Trigon – Ada’s turn") */
    title = g_strdup_printf (_("%1$s – %2$s"), self->game_name, self->status);
  else
    /* Translators: the window title: a game's name, then the application's */
    title = g_strdup_printf (_("%s – Tessella"), self->game_name);
  gtk_window_set_title (self->window, title);
}

/* SENTENCE after TEXT, ended by a full stop if it has no ending. */
static void
add_sentence (GString    *text,
              const char *sentence)
{
  gsize len;

  if (sentence == NULL || *sentence == '\0')
    return;
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, sentence);
  len = strlen (sentence);
  if (strchr (".!?…:", sentence[len - 1]) == NULL)
    g_string_append_c (text, '.');
}

/* The focus is in the widget that tells its own changes. */
static gboolean
focus_speaks_itself (TsAnnouncer *self)
{
  GtkWidget *focus;

  if (self->window == NULL || self->self_speaking == NULL)
    return FALSE;
  focus = gtk_root_get_focus (GTK_ROOT (self->window));
  return focus != NULL && (focus == self->self_speaking || gtk_widget_is_ancestor (focus, self->self_speaking));
}

void
ts_announcer_flush (TsAnnouncer *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_if_fail (TS_IS_ANNOUNCER (self));

  g_clear_handle_id (&self->settle_id, g_source_remove);
  if (self->game_name == NULL || (self->events->len == 0 && !self->pending))
    return;
  add_sentence (text, self->events->str);
  add_sentence (text, self->status);
  /* A prompt that only repeats the turn is not said twice. */
  if (g_strcmp0 (self->prompt, self->status) != 0)
    add_sentence (text, self->prompt);
  g_string_truncate (self->events, 0);
  self->pending = FALSE;
  g_free (self->spoken_status);
  self->spoken_status = g_strdup (self->status);
  g_free (self->spoken_prompt);
  self->spoken_prompt = g_strdup (self->prompt);
  /* The board has the focus: it has told the moves and its prompt
   * itself; the title only names the turn. */
  if (focus_speaks_itself (self))
    {
      set_plain_title (self);
      return;
    }
#if GTK_CHECK_VERSION (4, 14, 0)
  set_plain_title (self);
#endif
  if (text->len > 0 && g_strcmp0 (text->str, self->last) != 0)
    speak (self, text->str);
}

static gboolean
on_settled (gpointer data)
{
  TsAnnouncer *self = data;

  self->settle_id = 0;
  ts_announcer_flush (self);
  return G_SOURCE_REMOVE;
}

/* Waits for the changes to rest: every change starts the wait again. */
static void
schedule (TsAnnouncer *self)
{
  g_clear_handle_id (&self->settle_id, g_source_remove);
  self->settle_id = g_timeout_add (TS_ANNOUNCER_SETTLE_MS, on_settled, self);
}

static void
set_text (char       **field,
          const char  *text)
{
  g_free (*field);
  *field = text != NULL && *text != '\0' ? g_strdup (text) : NULL;
}

void
ts_announcer_set_game (TsAnnouncer *self,
                       const char  *game_name,
                       const char  *title)
{
  g_return_if_fail (TS_IS_ANNOUNCER (self));

  if (g_strcmp0 (game_name, self->game_name) == 0 && game_name != NULL)
    return;
  set_text (&self->game_name, game_name);
  g_string_truncate (self->events, 0);
  g_clear_handle_id (&self->settle_id, g_source_remove);
  self->pending = FALSE;
  g_clear_pointer (&self->last, g_free);
  if (game_name == NULL)
    {
      g_clear_pointer (&self->status, g_free);
      g_clear_pointer (&self->prompt, g_free);
      if (self->window != NULL && title != NULL)
        gtk_window_set_title (self->window, title);
      return;
    }
  set_plain_title (self);
  self->pending = TRUE;
  schedule (self);
}

void
ts_announcer_set_status (TsAnnouncer *self,
                         const char  *status)
{
  g_return_if_fail (TS_IS_ANNOUNCER (self));

  if (g_strcmp0 (status, self->status) == 0 || (status != NULL && *status == '\0' && self->status == NULL))
    return;
  set_text (&self->status, status);
  if (self->game_name == NULL)
    return;
#if GTK_CHECK_VERSION (4, 14, 0)
  set_plain_title (self);
#endif
  self->pending = g_strcmp0 (self->status, self->spoken_status) != 0 ||
                  g_strcmp0 (self->prompt, self->spoken_prompt) != 0;
  schedule (self);
}

void
ts_announcer_set_prompt (TsAnnouncer *self,
                         const char  *prompt)
{
  g_return_if_fail (TS_IS_ANNOUNCER (self));

  if (g_strcmp0 (prompt, self->prompt) == 0 || (prompt != NULL && *prompt == '\0' && self->prompt == NULL))
    return;
  set_text (&self->prompt, prompt);
  if (self->game_name == NULL)
    return;
  self->pending = g_strcmp0 (self->status, self->spoken_status) != 0 ||
                  g_strcmp0 (self->prompt, self->spoken_prompt) != 0;
  schedule (self);
}

void
ts_announcer_add_event (TsAnnouncer *self,
                        const char  *text)
{
  g_return_if_fail (TS_IS_ANNOUNCER (self));

  if (text == NULL || *text == '\0' || self->game_name == NULL)
    return;
  add_sentence (self->events, text);
  schedule (self);
}

void
ts_announcer_say_now (TsAnnouncer *self,
                      const char  *text)
{
  g_return_if_fail (TS_IS_ANNOUNCER (self));
  g_return_if_fail (text != NULL);

  ts_announcer_flush (self);
  if (self->game_name == NULL)
    return;
  /* Said again even when it is what was said last: it was asked for. */
  g_clear_pointer (&self->last, g_free);
  speak (self, text);
}

void
ts_announcer_set_self_speaking (TsAnnouncer *self,
                                GtkWidget   *widget)
{
  g_return_if_fail (TS_IS_ANNOUNCER (self));
  g_return_if_fail (widget == NULL || GTK_IS_WIDGET (widget));

  if (self->self_speaking != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->self_speaking), (gpointer *) &self->self_speaking);
  self->self_speaking = widget;
  if (widget != NULL)
    g_object_add_weak_pointer (G_OBJECT (widget), (gpointer *) &self->self_speaking);
}

const char *
ts_announcer_get_last (TsAnnouncer *self)
{
  g_return_val_if_fail (TS_IS_ANNOUNCER (self), NULL);
  return self->last;
}

guint
ts_announcer_get_n_spoken (TsAnnouncer *self)
{
  g_return_val_if_fail (TS_IS_ANNOUNCER (self), 0);
  return self->n_spoken;
}

static void
ts_announcer_finalize (GObject *object)
{
  TsAnnouncer *self = TS_ANNOUNCER (object);

  g_clear_handle_id (&self->settle_id, g_source_remove);
  if (self->window != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->window), (gpointer *) &self->window);
  ts_announcer_set_self_speaking (self, NULL);
  g_free (self->game_name);
  g_free (self->status);
  g_free (self->prompt);
  g_free (self->spoken_status);
  g_free (self->spoken_prompt);
  g_free (self->last);
  g_string_free (self->events, TRUE);
  G_OBJECT_CLASS (ts_announcer_parent_class)->finalize (object);
}

static void
ts_announcer_class_init (TsAnnouncerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ts_announcer_finalize;
}

static void
ts_announcer_init (TsAnnouncer *self)
{
  self->events = g_string_new (NULL);
}

TsAnnouncer *
ts_announcer_new (GtkWindow *window)
{
  TsAnnouncer *self;

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);

  self = g_object_new (TS_TYPE_ANNOUNCER, NULL);
  self->window = window;
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &self->window);
  return self;
}
