/* ts-board-summary.c — the state of a board in words, on demand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib/gi18n.h>

#include "ts-board-summary.h"
#include "ts-card-view.h"
#include "ts-seat-panel.h"

#define SPOKEN_KEY "ts-board-summary-spoken"

typedef struct
{
  GPtrArray *sentences;   /* of char * */
  GPtrArray *actions;     /* of char *: buttons the player may press */
  GHashTable *skip;       /* widgets told otherwise, and the drawing */
} Summary;

void
ts_board_summary_set_spoken (GtkWidget  *label,
                             const char *words)
{
  g_return_if_fail (GTK_IS_WIDGET (label));
  g_object_set_data_full (G_OBJECT (label), SPOKEN_KEY, g_strdup (words), g_free);
}

static gboolean
contains (GPtrArray  *texts,
          const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    if (g_str_equal (g_ptr_array_index (texts, i), text))
      return TRUE;
  return FALSE;
}

/* Adds each line of TEXT, its spaces made single, unless it repeats the
 * line before (a deck's caption and its card). */
static void
add (GPtrArray  *texts,
     const char *text)
{
  g_auto(GStrv) lines = NULL;

  if (text == NULL)
    return;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = g_strsplit_set (lines[i], " \t", -1);
      g_autoptr(GStrvBuilder) kept = g_strv_builder_new ();
      g_auto(GStrv) clean_words = NULL;
      g_autofree char *clean = NULL;

      for (guint w = 0; words[w] != NULL; w++)
        if (*words[w] != '\0')
          g_strv_builder_add (kept, words[w]);
      clean_words = g_strv_builder_end (kept);
      clean = g_strjoinv (" ", clean_words);
      if (*clean != '\0' &&
          (texts->len == 0 || !g_str_equal (g_ptr_array_index (texts, texts->len - 1), clean)))
        g_ptr_array_add (texts, g_steal_pointer (&clean));
    }
}

/* A button's words: its label without the mnemonic's underscore. */
static char *
button_words (GtkWidget *button)
{
  const char *label = GTK_IS_BUTTON (button) ? gtk_button_get_label (GTK_BUTTON (button)) : NULL;
  GString *words;

  if (label == NULL && GTK_IS_BUTTON (button) && GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (button))))
    label = gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))));
  if (label == NULL)
    label = gtk_widget_get_tooltip_text (button);
  if (label == NULL)
    return NULL;
  words = g_string_new (NULL);
  for (const char *p = label; *p != '\0'; p++)
    if (*p != '_' || p[1] == '_')
      g_string_append_c (words, *p == '_' ? *++p : *p);
  return g_string_free (words, FALSE);
}

static void
walk (Summary   *summary,
      GtkWidget *widget)
{
  if (g_hash_table_contains (summary->skip, widget) || !gtk_widget_get_mapped (widget))
    return;
  if (TS_IS_CARD_VIEW (widget))
    {
      add (summary->sentences, ts_card_view_get_accessible_name (TS_CARD_VIEW (widget)));
      return;
    }
  if (GTK_IS_BUTTON (widget))
    {
      if (gtk_widget_is_sensitive (widget))
        {
          g_autofree char *words = button_words (widget);

          if (words != NULL && !contains (summary->actions, words))
            add (summary->actions, words);
        }
      return;
    }
  if (GTK_IS_LABEL (widget))
    {
      const char *spoken = g_object_get_data (G_OBJECT (widget), SPOKEN_KEY);

      add (summary->sentences, spoken != NULL ? spoken : gtk_label_get_text (GTK_LABEL (widget)));
      return;
    }
  if (TS_IS_SEAT_PANEL (widget))
    {
      /* Its name, turn and score in one sentence; its counters follow. */
      add (summary->sentences, ts_seat_panel_get_summary (TS_SEAT_PANEL (widget)));
      g_hash_table_add (summary->skip, ts_seat_panel_get_name_label (TS_SEAT_PANEL (widget)));
      g_hash_table_add (summary->skip, ts_seat_panel_get_score_label (TS_SEAT_PANEL (widget)));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    walk (summary, child);
}

/* TEXT ended as a sentence. */
static void
append_sentence (GString    *out,
                 const char *text)
{
  gsize len = strlen (text);

  if (out->len > 0)
    g_string_append_c (out, ' ');
  g_string_append (out, text);
  if (len > 0 && strchr (".!?…:", text[len - 1]) == NULL)
    g_string_append_c (out, '.');
}

char *
ts_board_get_summary (TsBoard *self)
{
  Summary summary;
  GString *out;

  g_return_val_if_fail (TS_IS_BOARD (self), NULL);

  summary.sentences = g_ptr_array_new_with_free_func (g_free);
  summary.actions = g_ptr_array_new_with_free_func (g_free);
  summary.skip = g_hash_table_new (NULL, NULL);
  if (ts_board_get_canvas (self) != NULL)
    g_hash_table_add (summary.skip, ts_board_get_canvas (self));

  add (summary.sentences, ts_board_get_prompt (self));
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    walk (&summary, child);

  out = g_string_new (NULL);
  for (guint i = 0; i < summary.sentences->len; i++)
    append_sentence (out, g_ptr_array_index (summary.sentences, i));
  if (summary.actions->len > 0)
    {
      g_autofree char *list = NULL;
      g_autofree char *may = NULL;

      g_ptr_array_add (summary.actions, NULL);
      /* Translators: separates the buttons in "You may: End turn, Pass" */
      list = g_strjoinv (_(", "), (char **) summary.actions->pdata);
      /* Translators: the end of the board summary a screen reader speaks
         (the S key): the buttons the player may press now */
      may = g_strdup_printf (_("You may: %s"), list);
      append_sentence (out, may);
    }
  g_ptr_array_unref (summary.sentences);
  g_ptr_array_unref (summary.actions);
  g_hash_table_unref (summary.skip);
  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}
