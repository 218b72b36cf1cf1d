/* ts-window-tutorial.c — the window teaching a game (issue 29,
 * docs/learn.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A tutorial (src/core/ts-tutorial.h, data/tutorials/GAME.tutorial in
 * the resources) plays on the game's own board.  Above it, the narrator
 * says the step, with Next where the step only talks, Read More into the
 * help, and Leave.  The board takes a move only where the step waits for
 * one, and only the move it teaches: another one is not played, and the
 * narrator says why.  Leaving keeps the step reached, for next time.
 */
#include <glib/gi18n.h>

#include "ts-board.h"
#include "ts-log-view.h"
#include "ts-tutorial.h"
#include "ts-window-private.h"

#define RESOURCE_DIR "/io/github/tessella/Tessella/tutorials/"

/* Where each game's tutorial was left (step ids), for taking it up. */

gboolean
ts_window_tutorial_exists (const char *game_id)
{
  g_autofree char *path = g_strconcat (RESOURCE_DIR, game_id, ".tutorial", NULL);

  return game_id != NULL && g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL);
}

static void
update (TsWindow *self)
{
  TsTutorial *tutorial = self->tutorial;
  gboolean over = ts_tutorial_is_over (tutorial);
  gboolean waits = ts_tutorial_waits_for_move (tutorial);
  g_autofree char *count = NULL;
  TsMove expected;

  gtk_label_set_text (GTK_LABEL (self->narrator_words),
                      over
                      /* Translators: the last words of a tutorial */
                      ? _("That is all for this first game. Start a new game from the list of games whenever "
                          "you like.")
                      : ts_tutorial_get_words (tutorial));
  /* Translators: where a tutorial is: step 3 of 14 */
  count = g_strdup_printf (_("Step %u of %u"), MIN (ts_tutorial_get_step (tutorial) + 1,
                                                     ts_tutorial_get_n_steps (tutorial)),
                           ts_tutorial_get_n_steps (tutorial));
  gtk_label_set_text (GTK_LABEL (self->narrator_count), count);
  gtk_widget_set_visible (self->narrator_next, !over && !waits);
  gtk_widget_set_visible (self->narrator_more, !over && ts_tutorial_get_more (tutorial) != NULL);
  ts_window_set_viewer (self, ts_tutorial_get_seat (tutorial), waits);
  ts_window_set_status (self,
                        waits
                        /* Translators: the status of a tutorial waiting for
                           the player's move */
                        ? _("Your move")
                        /* Translators: the status of a tutorial */
                        : _("Learning to play"),
                        TS_SEAT_NONE);
  /* The board points at the place the step talks about: the move it
   * waits for, ready to be played with one more click or Enter, or else
   * the place it names. */
  if (self->board != NULL)
    {
      ts_board_point_at (TS_BOARD (self->board), NULL);
      if (!(waits && ts_tutorial_get_expected (tutorial, &expected) &&
            ts_board_show_hint (TS_BOARD (self->board), &expected)) &&
          ts_tutorial_get_place (tutorial) != NULL &&
          ts_board_point_at (TS_BOARD (self->board), ts_tutorial_get_place (tutorial)) && waits)
        /* The player acts there: the keys go to the board.  Where the
         * step only talks, Next keeps them and the cursor only shows. */
        gtk_widget_grab_focus (self->board);
    }
  /* After the player's move, the keys go on to Next. */
  if (!waits && !over)
    gtk_widget_grab_focus (self->narrator_next);
  if (self->announcer != NULL && !over)
    ts_announcer_say_now (self->announcer, ts_tutorial_get_words (tutorial));
}

static void
say_why (TsWindow   *self,
         const char *why)
{
  gtk_label_set_text (GTK_LABEL (self->narrator_why), why != NULL ? why : "");
  gtk_widget_set_visible (self->narrator_why, why != NULL);
  if (why != NULL && self->announcer != NULL)
    ts_announcer_say_now (self->announcer, why);
}

gboolean
ts_window_tutorial_try (TsWindow     *self,
                        const TsMove *move)
{
  g_autofree char *why = NULL;

  if (self->tutorial == NULL)
    return FALSE;
  if (ts_tutorial_try (self->tutorial, move, &why))
    {
      say_why (self, NULL);
      update (self);
    }
  else
    say_why (self, why);
  return TRUE;
}

gboolean
ts_window_tutorial_hint (TsWindow *self)
{
  TsMove move;

  if (self->tutorial == NULL)
    return FALSE;
  if (ts_tutorial_get_expected (self->tutorial, &move))
    {
      TsTable *table = TS_TABLE (ts_tutorial_get_match (self->tutorial));
      TsGame *game = ts_table_get_game (table);
      const char *names[TS_MAX_SEATS + 1] = { NULL };
      g_autofree char *words = NULL;
      g_autofree char *text = NULL;

      for (guint i = 0; i < ts_game_get_n_players (game) && i < TS_MAX_SEATS; i++)
        names[i] = ts_table_get_seat_name (table, (int) i);
      words = ts_game_advise_move (game, ts_tutorial_get_seat (self->tutorial), &move, names);
      /* Translators: a suggested move; %s says in words what it would do */
      text = g_strdup_printf (_("Suggestion: %s"), words);
      ts_window_toast_long (self, text);
      if (self->board != NULL)
        ts_board_show_hint (TS_BOARD (self->board), &move);
    }
  else
    /* Translators: a tutorial's answer to a move made when it only
       talks */
    ts_window_toast (self, _("Read this step first, then press Next."));
  return TRUE;
}

static void
on_next (TsWindow *self)
{
  if (self->tutorial == NULL)
    return;
  say_why (self, NULL);
  if (ts_tutorial_next (self->tutorial))
    update (self);
}

static void
on_more (TsWindow *self)
{
  const char *page = self->tutorial != NULL ? ts_tutorial_get_more (self->tutorial) : NULL;
  g_autofree char *uri = page != NULL ? g_strconcat ("help:tessella/", page, NULL) : NULL;

  if (uri != NULL)
    gtk_show_uri (GTK_WINDOW (self), uri, GDK_CURRENT_TIME);
}

static void
on_leave (TsWindow *self)
{
  ts_window_tutorial_leave (self);
  ts_window_show_page (self, "chooser");
}

/* The narrator's width does not grow to save height.  The page's stack
 * asks its child for the width it needs at the window's height, and a
 * wrapping label answers with the width that fits its text into the
 * height it is left: wider than the window when the board needs the
 * height.  Here the width asked is the one of any height, the height
 * follows the width given. */
static GtkSizeRequestMode
width_first_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
width_first_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size,
                        minimum, natural, NULL, NULL);
}

static void
width_first_allocate (GtkWidget *widget,
                      int        width,
                      int        height,
                      int        baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, baseline, NULL);
}

static GtkWidget *
narrator_new (TsWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *leave, *bin;

  gtk_widget_add_css_class (box, "narrator");
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: the name of a tutorial's
                                     narrator, for screen readers */
                                  _("Tutorial"), -1);

  self->narrator_count = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->narrator_count), 0);
  gtk_widget_add_css_class (self->narrator_count, "caption");
  gtk_widget_add_css_class (self->narrator_count, "dim-label");
  self->narrator_words = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->narrator_words), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->narrator_words), 0);
  gtk_label_set_selectable (GTK_LABEL (self->narrator_words), FALSE);
  self->narrator_why = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->narrator_why), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->narrator_why), 0);
  gtk_widget_add_css_class (self->narrator_why, "warning");
  gtk_widget_set_visible (self->narrator_why, FALSE);
  gtk_box_append (GTK_BOX (texts), self->narrator_count);
  gtk_box_append (GTK_BOX (texts), self->narrator_words);
  gtk_box_append (GTK_BOX (texts), self->narrator_why);
  gtk_widget_set_hexpand (texts, TRUE);

  /* Translators: a tutorial's button: the help page about this step */
  self->narrator_more = gtk_button_new_with_mnemonic (_("_Read More"));
  /* Translators: a tutorial's button: on to the next step */
  self->narrator_next = gtk_button_new_with_mnemonic (_("_Next"));
  gtk_widget_add_css_class (self->narrator_next, "suggested-action");
  /* Translators: a tutorial's button: stop the tutorial (it can be taken up
     again later) */
  leave = gtk_button_new_with_mnemonic (_("_Leave"));
  gtk_widget_set_name (self->narrator_next, "tutorial-next");
  gtk_widget_set_name (self->narrator_more, "tutorial-more");
  gtk_widget_set_name (leave, "tutorial-leave");
  g_signal_connect_swapped (self->narrator_next, "clicked", G_CALLBACK (on_next), self);
  g_signal_connect_swapped (self->narrator_more, "clicked", G_CALLBACK (on_more), self);
  g_signal_connect_swapped (leave, "clicked", G_CALLBACK (on_leave), self);
  for (GtkWidget *b = self->narrator_more; b != NULL; b = b == self->narrator_more ? self->narrator_next
                                                           : b == self->narrator_next ? leave : NULL)
    {
      gtk_widget_set_valign (b, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (buttons), b);
    }
  gtk_box_append (GTK_BOX (box), texts);
  gtk_box_append (GTK_BOX (box), buttons);
  bin = adw_bin_new ();
  gtk_widget_set_layout_manager (bin, gtk_custom_layout_new (width_first_mode, width_first_measure,
                                                             width_first_allocate));
  adw_bin_set_child (ADW_BIN (bin), box);
  return bin;
}

gboolean
ts_window_start_tutorial (TsWindow    *self,
                          const char  *game_id,
                          GError     **error)
{
  g_autofree char *path = g_strconcat (RESOURCE_DIR, game_id, ".tutorial", NULL);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  g_autoptr(TsTutorial) tutorial = NULL;
  const char *step = NULL;
  g_autoptr(GVariant) steps = NULL;
  gsize length;
  const char *data;

  g_return_val_if_fail (TS_IS_WINDOW (self), FALSE);
  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &length);
  tutorial = ts_tutorial_new_from_data (data, length, error);
  if (tutorial == NULL)
    return FALSE;
  ts_window_leave_match (self);
  ts_window_online_leave (self);
  ts_window_tutorial_leave (self);
  /* Taken up where it was left, also after a restart. */
  steps = g_settings_get_value (self->settings, "tutorial-steps");
  if (g_variant_lookup (steps, game_id, "&s", &step))
    ts_tutorial_resume (tutorial, step);
  self->tutorial = g_steal_pointer (&tutorial);
  ts_window_set_board_for (self, game_id);
  if (self->board == NULL)
    return FALSE;
  ts_board_set_table (TS_BOARD (self->board), TS_TABLE (ts_tutorial_get_match (self->tutorial)));
  ts_log_view_set_table (TS_LOG_VIEW (self->log_view), TS_TABLE (ts_tutorial_get_match (self->tutorial)));
  if (self->narrator == NULL)
    {
      self->narrator = narrator_new (self);
      gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (self->last_turn)), self->narrator,
                                  self->last_turn);
    }
  /* The narrator takes the place of the last turn's strip, which follows
   * the window's own match. */
  gtk_widget_set_visible (self->narrator, TRUE);
  gtk_widget_set_visible (self->last_turn, FALSE);
  say_why (self, NULL);
  update (self);
  ts_window_show_page (self, "game");
  gtk_widget_grab_focus (ts_tutorial_waits_for_move (self->tutorial) ? self->board : self->narrator_next);
  return TRUE;
}

/* Keeps STEP_ID as the step GAME_ID's tutorial was left at (NULL: it was
 * finished, and starts afresh next time). */
static void
remember_step (TsWindow   *self,
               const char *game_id,
               const char *step_id)
{
  g_autoptr(GVariant) old = NULL;
  GVariantBuilder steps;
  GVariantIter iter;
  const char *game, *step;

  if (self->settings == NULL)
    return;
  old = g_settings_get_value (self->settings, "tutorial-steps");
  g_variant_builder_init (&steps, G_VARIANT_TYPE ("a{ss}"));
  g_variant_iter_init (&iter, old);
  while (g_variant_iter_next (&iter, "{&s&s}", &game, &step))
    if (!g_str_equal (game, game_id))
      g_variant_builder_add (&steps, "{ss}", game, step);
  if (step_id != NULL)
    g_variant_builder_add (&steps, "{ss}", game_id, step_id);
  g_settings_set_value (self->settings, "tutorial-steps", g_variant_builder_end (&steps));
}

void
ts_window_tutorial_leave (TsWindow *self)
{
  if (self->tutorial == NULL)
    return;
  remember_step (self, ts_tutorial_get_game_id (self->tutorial),
                 ts_tutorial_is_over (self->tutorial) ? NULL : ts_tutorial_get_step_id (self->tutorial));
  if (self->board != NULL)
    ts_board_point_at (TS_BOARD (self->board), NULL);
  if (self->board != NULL &&
      ts_board_get_table (TS_BOARD (self->board)) == TS_TABLE (ts_tutorial_get_match (self->tutorial)))
    ts_board_set_table (TS_BOARD (self->board), NULL);
  ts_log_view_set_table (TS_LOG_VIEW (self->log_view), NULL);
  g_clear_object (&self->tutorial);
  if (self->narrator != NULL)
    gtk_widget_set_visible (self->narrator, FALSE);
  gtk_widget_set_visible (self->last_turn, TRUE);
  ts_window_set_status (self, NULL, TS_SEAT_NONE);
}

TsTutorial *
ts_window_get_tutorial (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->tutorial;
}

GtkWidget *
ts_window_get_narrator (TsWindow *self)
{
  g_return_val_if_fail (TS_IS_WINDOW (self), NULL);
  return self->narrator;
}

static void
learn_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!ts_window_start_tutorial (self, g_variant_get_string (parameter, NULL), &error))
    ts_window_toast (self, error->message);
}

void
ts_window_tutorial_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.learn", "s", learn_activated);
}
