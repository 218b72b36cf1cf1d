/* test-ui.c — the application window's shell, driven like a player would,
 * under a display (Xvfb): the chooser, the new-game dialog, save and open,
 * resuming unfinished games, the window's size, the shortcuts, accessible
 * names.  Play in the window is in test-ui-play.c, its extras (hint,
 * statistics, replay, game over, recent games) in test-ui-extras.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-ui-util.h"
#include "test-nim.h"
#include "ts-autosave.h"
#include "ts-ai.h"
#include "ts-board.h"
#include "ts-chooser.h"
#include "ts-game-boards.h"
#include "ts-new-game-dialog.h"

/* The games the chooser offers: those with a board, in the registry's
 * order (a game without a board yet is played from the command line). */
static GList *
playable_types (void)
{
  GList *types = ts_game_list_types (), *playable = NULL;

  for (GList *l = types; l != NULL; l = l->next)
    {
      g_autoptr(GTypeClass) klass = g_type_class_ref ((GType) GPOINTER_TO_SIZE (l->data));

      if (ts_game_boards_exists (TS_GAME_CLASS (klass)->id))
        playable = g_list_append (playable, l->data);
    }
  g_list_free (types);
  return playable;
}

static void
test_chooser_lists_games (void)
{
  g_autoptr(GList) types = playable_types ();
  TsWindow *window = new_window ();
  GtkWidget *chooser = ts_window_get_chooser (window);
  /* The list of games (Games Near You, above it, is another). */
  GtkWidget *list = gtk_widget_get_parent (ts_chooser_get_first_row (TS_CHOOSER (chooser)));
  guint n_rows = 0;

  g_assert_nonnull (list);
  g_assert_nonnull (types);

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      const char *id = g_object_get_data (G_OBJECT (row), "game-id");
      g_autofree char *picture = NULL;

      if (!GTK_IS_LIST_BOX_ROW (row))
        continue;

      g_assert_nonnull (id);
      g_assert_cmpuint (ts_game_type_from_id (id), ==,
                        (GType) GPOINTER_TO_SIZE (g_list_nth_data (types, n_rows)));
      picture = g_strdup_printf ("/io/github/tessella/Tessella/pictures/%s.svg", id);
      g_assert_true (g_resources_get_info (picture, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL));
      n_rows++;
    }
  g_assert_cmpuint (n_rows, ==, g_list_length (types));

  g_assert_null (ts_window_get_match (window));

  close_window (window);
}

static void
on_setup_chosen (TsNewGameDialog *dialog,
                 const TsSetup   *setup,
                 TsSetup        **chosen)
{
  *chosen = ts_setup_copy (setup);
}

/* The name row of SEAT in the new-game dialog. */
static GtkWidget *
seat_row (TsNewGameDialog *dialog,
          guint            seat)
{
  GtkWidget *row = find_widget (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, seat);

  g_assert_nonnull (row);
  return row;
}

#define SEAT_COLOUR 0
#define SEAT_KIND 1

/* SEAT's colour or kind chooser, at the end of its row. */
static GtkDropDown *
seat_dropdown (TsNewGameDialog *dialog,
               guint            seat,
               guint            which)
{
  GtkWidget *dropdown = find_widget (seat_row (dialog, seat), GTK_TYPE_DROP_DOWN, which);

  g_assert_nonnull (dropdown);
  return GTK_DROP_DOWN (dropdown);
}

/* The preference row titled TITLE (mnemonic underlines aside), or NULL:
 * the first in tree order, in one walk (a dialog of many rows). */
static GtkWidget *
find_row (GtkWidget  *root,
          const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (ADW_IS_PREFERENCES_ROW (child))
        {
          g_autoptr(GString) plain = g_string_new (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)));

          g_string_replace (plain, "_", "", 0);
          if (g_str_equal (plain->str, title))
            return child;
        }
      if ((found = find_row (child, title)) != NULL)
        return found;
    }

  return NULL;
}

/* WIDGET and all its ancestors below the window are visible: it shows
 * when the window does. */
static gboolean
is_shown (GtkWidget *widget)
{
  for (; widget != NULL && !GTK_IS_ROOT (widget); widget = gtk_widget_get_parent (widget))
    if (!gtk_widget_get_visible (widget))
      return FALSE;
  return TRUE;
}

static void
test_new_game_dialog (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  TsWindow *window = new_window ();
  TsNewGameDialog *dialog;
  g_autoptr(TsSetup) setup = NULL;
  g_autoptr(TsSetup) chosen = NULL;
  GtkWidget *spin;
  g_autofree char *red = NULL, *blue = NULL;

  g_settings_reset (settings, "last-setup");

  /* Defaults: Ada against a computer of normal level. */
  dialog = TS_NEW_GAME_DIALOG (ts_new_game_dialog_new (GTK_WINDOW (window), "trojhranna"));
  setup = ts_new_game_dialog_get_setup (dialog);
  g_assert_cmpstr (setup->game_id, ==, "trojhranna");
  g_assert_cmpuint (setup->n_players, ==, 2);
  g_assert_cmpint (setup->first_seat, ==, 0);
  g_assert_cmpstr (setup->players[0].name, ==, "Ada");
  g_assert_cmpint (setup->players[0].kind, ==, TS_PLAYER_HUMAN);
  g_assert_cmpstr (setup->players[1].name, ==, "Computer");
  g_assert_cmpint (setup->players[1].kind, ==, TS_PLAYER_COMPUTER);
  g_assert_cmpint (setup->players[1].level, ==, TS_LEVEL_NORMAL);
  g_assert_cmpstr (setup->players[0].colour, !=, setup->players[1].colour);
  red = g_strdup (setup->players[0].colour);
  blue = g_strdup (setup->players[1].colour);
  g_clear_pointer (&setup, ts_setup_free);

  /* A typed name, a third seat (a second computer: both get numbers). */
  gtk_editable_set_text (GTK_EDITABLE (seat_row (dialog, 0)), "Zoe");
  spin = find_widget (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 3);
  setup = ts_new_game_dialog_get_setup (dialog);
  g_assert_cmpuint (setup->n_players, ==, 3);
  g_assert_cmpstr (setup->players[0].name, ==, "Zoe");
  g_assert_cmpstr (setup->players[1].name, ==, "Computer 1");
  g_assert_cmpstr (setup->players[2].name, ==, "Computer 2");
  for (guint i = 0; i < 3; i++)
    for (guint j = i + 1; j < 3; j++)
      g_assert_cmpstr (setup->players[i].colour, !=, setup->players[j].colour);
  g_clear_pointer (&setup, ts_setup_free);

  /* Picking another seat's colour swaps the two. */
  gtk_drop_down_set_selected (seat_dropdown (dialog, 1, SEAT_COLOUR),
                              gtk_drop_down_get_selected (seat_dropdown (dialog, 0, SEAT_COLOUR)));
  setup = ts_new_game_dialog_get_setup (dialog);
  g_assert_cmpstr (setup->players[1].colour, ==, red);
  g_assert_cmpstr (setup->players[0].colour, ==, blue);
  g_clear_pointer (&setup, ts_setup_free);

  /* A seat made human gets a person's name, and the one computer left
   * loses its number; a computer's level is chosen with it. */
  gtk_drop_down_set_selected (seat_dropdown (dialog, 2, SEAT_KIND), 0);
  gtk_drop_down_set_selected (seat_dropdown (dialog, 1, SEAT_KIND), 1 + TS_LEVEL_HARD);
  setup = ts_new_game_dialog_get_setup (dialog);
  g_assert_cmpint (setup->players[2].kind, ==, TS_PLAYER_HUMAN);
  g_assert_cmpstr (setup->players[2].name, ==, "Bob");
  g_assert_cmpint (setup->players[1].kind, ==, TS_PLAYER_COMPUTER);
  g_assert_cmpint (setup->players[1].level, ==, TS_LEVEL_HARD);
  g_assert_cmpstr (setup->players[1].name, ==, "Computer");
  g_clear_pointer (&setup, ts_setup_free);

  /* Start hands the setup over and closes the dialog... */
  g_signal_connect (dialog, "setup-chosen", G_CALLBACK (on_setup_chosen), &chosen);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  drain ();
  g_assert_nonnull (chosen);
  g_assert_cmpstr (chosen->players[0].name, ==, "Zoe");
  g_assert_cmpuint (chosen->n_players, ==, 3);

  /* ...and the next dialog starts from it. */
  dialog = TS_NEW_GAME_DIALOG (ts_new_game_dialog_new (GTK_WINDOW (window), "trojhranna"));
  setup = ts_new_game_dialog_get_setup (dialog);
  g_assert_cmpuint (setup->n_players, ==, 3);
  g_assert_cmpstr (setup->players[0].name, ==, "Zoe");
  g_assert_cmpstr (setup->players[0].colour, ==, blue);
  g_assert_cmpstr (setup->players[2].name, ==, "Bob");
  g_assert_cmpint (setup->players[1].level, ==, TS_LEVEL_HARD);
  g_assert_cmpint (gtk_drop_down_get_selected (seat_dropdown (dialog, 1, SEAT_KIND)), ==,
                   1 + TS_LEVEL_HARD);
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_settings_reset (settings, "last-setup");
  close_window (window);
}

/* Network has two rule sets, a fixed first player and colours of its own;
 * Trojhranná hra has none of these, and choosing Network's colours must
 * not change its defaults. */
static void
test_new_game_dialog_game_rules (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  TsWindow *window = new_window ();
  TsNewGameDialog *dialog;
  g_autoptr(TsSetup) setup = NULL;
  g_autoptr(TsSetup) chosen = NULL;
  GtkWidget *spin, *rules, *first;
  g_autoptr(GTypeClass) type_class = g_type_class_ref (ts_game_type_from_id ("network"));
  TsGameClass *klass = TS_GAME_CLASS (type_class);

  g_settings_reset (settings, "last-setup");

  /* Network: a row generated from its "rules" option, in words; no first
   * player (its setup fixes the order) and no count (two players only). */
  dialog = TS_NEW_GAME_DIALOG (ts_new_game_dialog_new (GTK_WINDOW (window), "network"));
  rules = find_row (GTK_WIDGET (dialog), "Rules");
  g_assert_true (ADW_IS_COMBO_ROW (rules));
  g_assert_true (is_shown (rules));
  {
    GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (rules));
    g_autoptr(GtkStringObject) item = g_list_model_get_item (model, 0);

    g_assert_cmpuint (g_list_model_get_n_items (model), ==, 2);
    g_assert_cmpstr (gtk_string_object_get_string (item), ==, "Standard");
  }
  first = find_row (GTK_WIDGET (dialog), "First player");
  g_assert_nonnull (first);
  g_assert_false (is_shown (first));
  spin = find_widget (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0);
  g_assert_false (is_shown (spin));
  g_assert_false (is_shown (seat_row (dialog, 2)));

  /* Two players only, the first rule set by default, orange and purple. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 4);
  setup = ts_new_game_dialog_get_setup (dialog);
  g_assert_cmpuint (setup->n_players, ==, 2);
  g_assert_cmpint (setup->first_seat, ==, 0);
  g_assert_cmpint (ts_setup_get_option (setup, klass->options, "rules"), ==, 0);
  g_assert_cmpstr (setup->players[0].colour, ==, "orange");
  g_assert_cmpstr (setup->players[1].colour, ==, "purple");
  g_clear_pointer (&setup, ts_setup_free);

  adw_combo_row_set_selected (ADW_COMBO_ROW (rules), 1);
  setup = ts_new_game_dialog_get_setup (dialog);
  g_assert_cmpint (ts_setup_get_option (setup, klass->options, "rules"), ==, 1);
  g_clear_pointer (&setup, ts_setup_free);

  g_signal_connect (dialog, "setup-chosen", G_CALLBACK (on_setup_chosen), &chosen);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  drain ();
  g_assert_nonnull (chosen);
  g_assert_cmpint (ts_setup_get_option (chosen, klass->options, "rules"), ==, 1);

  /* Trojhranná hra: no rules choice, and its own colours back. */
  dialog = TS_NEW_GAME_DIALOG (ts_new_game_dialog_new (GTK_WINDOW (window), "trojhranna"));
  g_assert_null (find_row (GTK_WIDGET (dialog), "Rules"));
  g_assert_true (is_shown (find_widget (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0)));
  setup = ts_new_game_dialog_get_setup (dialog);
  g_assert_cmpuint (setup->n_options, ==, 0);
  g_assert_cmpstr (setup->players[0].colour, !=, "orange");
  g_assert_cmpstr (setup->players[1].colour, !=, "purple");
  /* The first player is chosen among the seats, the first by default. */
  first = find_row (GTK_WIDGET (dialog), "First player");
  g_assert_true (is_shown (first));
  {
    GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (first));
    g_autoptr(GtkStringObject) item = g_list_model_get_item (model, 0);

    g_assert_cmpuint (g_list_model_get_n_items (model), ==, setup->n_players);
    g_assert_cmpstr (gtk_string_object_get_string (item), ==, setup->players[0].name);
    g_assert_cmpint (setup->first_seat, ==, 0);
  }
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_clear_pointer (&setup, ts_setup_free);

  /* TRI: the rules deal the first player at random, unless one is chosen. */
  g_settings_reset (settings, "last-setup");
  dialog = TS_NEW_GAME_DIALOG (ts_new_game_dialog_new (GTK_WINDOW (window), "tri"));
  first = find_row (GTK_WIDGET (dialog), "First player");
  g_assert_true (is_shown (first));
  {
    GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (first));
    g_autoptr(GtkStringObject) item = g_list_model_get_item (model, 0);

    g_assert_cmpstr (gtk_string_object_get_string (item), ==, "Random");
    setup = ts_new_game_dialog_get_setup (dialog);
    g_assert_cmpuint (g_list_model_get_n_items (model), ==, setup->n_players + 1);
    g_assert_cmpint (setup->first_seat, ==, TS_SEAT_RANDOM);
    g_clear_pointer (&setup, ts_setup_free);
    adw_combo_row_set_selected (ADW_COMBO_ROW (first), 2);
    setup = ts_new_game_dialog_get_setup (dialog);
    g_assert_cmpint (setup->first_seat, ==, 1);
    g_clear_pointer (&setup, ts_setup_free);

    /* A renamed seat is renamed in the list, and stays chosen. */
    gtk_editable_set_text (GTK_EDITABLE (seat_row (dialog, 1)), "Zoe");
    g_clear_object (&item);
    item = g_list_model_get_item (model, 2);
    g_assert_cmpstr (gtk_string_object_get_string (item), ==, "Zoe");
    setup = ts_new_game_dialog_get_setup (dialog);
    g_assert_cmpint (setup->first_seat, ==, 1);
  }
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_settings_reset (settings, "last-setup");
  close_window (window);
}

static int
row_number (GtkWidget *root,
            const char *title)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (find_widget (find_row (root, title),
                                                                         GTK_TYPE_SPIN_BUTTON, 0)));
}

static void
set_row_number (GtkWidget  *root,
                const char *title,
                int         value)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_widget (find_row (root, title), GTK_TYPE_SPIN_BUTTON, 0)),
                             value);
}

/* Rule of Trigon's presets: "Length of the game" sets the targets it
 * names, shows "Custom" when they are changed one by one, and the game
 * starts with what the rows show. */
static void
test_new_game_dialog_presets (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GTypeClass) type_class = g_type_class_ref (ts_game_type_from_id ("trigon"));
  TsGameClass *klass = TS_GAME_CLASS (type_class);
  g_autoptr(TsSetup) chosen = NULL;
  TsWindow *window;
  GtkWidget *dialog, *length;
  AdwComboRow *combo;

  g_settings_reset (settings, "last-setup");
  window = new_window ();
  dialog = ts_new_game_dialog_new (GTK_WINDOW (window), "trigon");
  length = find_row (dialog, "Length of the game");
  g_assert_true (ADW_IS_COMBO_ROW (length));
  combo = ADW_COMBO_ROW (length);
  /* Just above the first target it sets. */
  g_assert_true (gtk_widget_get_next_sibling (length) == find_row (dialog, "Points to win"));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (combo)), ==, 3);

  /* The rules' targets, as a new game starts. */
  g_assert_cmpuint (adw_combo_row_get_selected (combo), ==, 0);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (length)), ==, "About 8 rounds");

  adw_combo_row_set_selected (combo, 1);
  g_assert_cmpint (row_number (dialog, "Points to win"), ==, 40);
  g_assert_cmpint (row_number (dialog, "Inhabitants for the emperor"), ==, 45);
  g_assert_cmpint (row_number (dialog, "Tasks to win"), ==, 8);
  g_assert_cmpint (row_number (dialog, "Gold for the emperor"), ==, 4);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (length)), ==, "About 12 to 16 rounds: higher targets");

  /* A target changed by hand: none of them, until it is back. */
  set_row_number (dialog, "Points to win", 41);
  g_assert_cmpuint (adw_combo_row_get_selected (combo), ==, 2);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (length)), ==, "");
  set_row_number (dialog, "Points to win", 40);
  g_assert_cmpuint (adw_combo_row_get_selected (combo), ==, 1);
  /* An option no preset sets changes nothing. */
  set_row_number (dialog, "Gold for the emperor", 6);
  g_assert_cmpuint (adw_combo_row_get_selected (combo), ==, 1);

  /* Choosing a preset again sets what was changed by hand. */
  set_row_number (dialog, "Tasks to win", 6);
  adw_combo_row_set_selected (combo, 1);
  g_assert_cmpint (row_number (dialog, "Tasks to win"), ==, 8);
  /* "Custom" changes no value and stays chosen until a control changes,
   * then the row shows the preset the values match. */
  adw_combo_row_set_selected (combo, 2);
  g_assert_cmpuint (adw_combo_row_get_selected (combo), ==, 2);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (length)), ==, "");
  g_assert_cmpint (row_number (dialog, "Points to win"), ==, 40);
  g_assert_cmpint (row_number (dialog, "Tasks to win"), ==, 8);
  set_row_number (dialog, "Gold for the emperor", 5);
  g_assert_cmpuint (adw_combo_row_get_selected (combo), ==, 1);
  /* The rules' targets come back. */
  adw_combo_row_set_selected (combo, 0);
  g_assert_cmpint (row_number (dialog, "Points to win"), ==, 25);
  g_assert_cmpint (row_number (dialog, "Inhabitants for the emperor"), ==, 25);
  g_assert_cmpint (row_number (dialog, "Tasks to win"), ==, 5);

  /* The game starts with what the rows show. */
  adw_combo_row_set_selected (combo, 1);
  g_signal_connect (dialog, "setup-chosen", G_CALLBACK (on_setup_chosen), &chosen);
  g_assert_true (gtk_widget_activate_action (dialog, "dialog.start", NULL));
  drain ();
  g_assert_nonnull (chosen);
  g_assert_cmpint (ts_setup_get_option (chosen, klass->options, "points"), ==, 40);
  g_assert_cmpint (ts_setup_get_option (chosen, klass->options, "emperor-inhabitants"), ==, 45);
  g_assert_cmpint (ts_setup_get_option (chosen, klass->options, "tasks"), ==, 8);
  g_assert_cmpint (ts_setup_get_option (chosen, klass->options, "emperor-gold"), ==, 5);

  /* A game without presets has no such row. */
  dialog = ts_new_game_dialog_new (GTK_WINDOW (window), "tri");
  g_assert_null (find_row (dialog, "Length of the game"));
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_settings_reset (settings, "last-setup");
  close_window (window);
}

static gboolean
switch_is_on (gpointer data)
{
  return gtk_switch_get_active (data);
}

/* Rows generated from a game's declared options of every type, on Nim
 * (a yes/no is a switch, a number a spin button).  Run last: registering
 * Nim puts it in the chooser's list of games. */
static void
test_new_game_dialog_option_rows (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  TsWindow *window;
  TsNewGameDialog *dialog;
  g_autoptr(TsSetup) setup = NULL;
  g_autoptr(GTypeClass) type_class = NULL;
  GtkWidget *stones, *misere, *spin, *toggle, *row;
  double lower, upper;

  g_type_ensure (TEST_TYPE_NIM);
  type_class = g_type_class_ref (TEST_TYPE_NIM);
  g_settings_reset (settings, "last-setup");
  window = new_window ();
  dialog = TS_NEW_GAME_DIALOG (ts_new_game_dialog_new (GTK_WINDOW (window), "test-nim"));

  /* One row per option, in the declared order, at its default. */
  for (guint i = 0; TS_GAME_CLASS (type_class)->options[i].name != NULL; i++)
    g_assert_nonnull (find_row (GTK_WIDGET (dialog), TS_GAME_CLASS (type_class)->options[i].label));
  stones = find_row (GTK_WIDGET (dialog), "Stones");
  g_assert_true (ADW_IS_ACTION_ROW (stones) && !ADW_IS_COMBO_ROW (stones));
  spin = find_widget (stones, GTK_TYPE_SPIN_BUTTON, 0);
  g_assert_nonnull (spin);
  gtk_spin_button_get_range (GTK_SPIN_BUTTON (spin), &lower, &upper);
  g_assert_cmpfloat (lower, ==, 1);
  g_assert_cmpfloat (upper, ==, TS_GAME_CLASS (type_class)->options[0].max);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 10);
  misere = find_row (GTK_WIDGET (dialog), "Last stone loses");
  toggle = find_widget (misere, GTK_TYPE_SWITCH, 0);
  g_assert_nonnull (toggle);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (toggle)));
  g_assert_true (is_shown (find_row (GTK_WIDGET (dialog), "First player")));

  /* Activating the row flips its switch, as a click or Enter on it does
   * (at the end of the switch's animation). */
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (gtk_widget_activate (misere));
  g_assert_true (wait_for (switch_is_on, toggle));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 17);
  setup = ts_new_game_dialog_get_setup (dialog);
  g_assert_cmpstr (setup->game_id, ==, "test-nim");
  g_assert_cmpint (ts_setup_get_option (setup, TS_GAME_CLASS (type_class)->options, "pile"), ==, 17);
  g_assert_cmpint (ts_setup_get_option (setup, TS_GAME_CLASS (type_class)->options, "misere"), ==, 1);
  g_assert_cmpint (ts_setup_get_option (setup, TS_GAME_CLASS (type_class)->options, "answers"), ==, 0);
  /* Each option's control is named for a screen reader by its row's
   * title, once (test-a11y.c reads the names themselves). */
  row = find_row (GTK_WIDGET (dialog), "Answers");
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (find_widget (row, GTK_TYPE_SWITCH, 0)),
                                                   GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (find_widget (row, GTK_TYPE_SWITCH, 0)),
                                                    GTK_ACCESSIBLE_PROPERTY_LABEL));
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_settings_reset (settings, "last-setup");
  close_window (window);
}

typedef struct
{
  GtkWidget *dialog;
  int        width;
  int        height;
} SizeWait;

static gboolean
dialog_is_laid_out (gpointer data)
{
  SizeWait *wait = data;

  return gtk_widget_get_mapped (wait->dialog) && gtk_widget_get_width (wait->dialog) > 0;
}

/* Let the dialog lay out again, and tell if its size is still WAIT's. */
static void
assert_same_size (SizeWait *wait)
{
  /* A few frames: a resize would be done by then. */
  for (guint i = 0; i < 20; i++)
    {
      g_usleep (5000);
      drain ();
    }
  g_assert_cmpint (gtk_widget_get_width (wait->dialog), ==, wait->width);
  g_assert_cmpint (gtk_widget_get_height (wait->dialog), ==, wait->height);
}

/* The dialog keeps its size as seats come and go or become computers,
 * a stray Enter does not start a game, and the keyboard reaches every
 * field. */
static void
test_new_game_dialog_size_and_keys (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  TsWindow *window = new_window ();
  TsNewGameDialog *dialog;
  g_autoptr(TsSetup) chosen = NULL;
  GtkWidget *focus;
  SizeWait wait = { NULL, 0, 0 };

  g_settings_reset (settings, "last-setup");
  dialog = TS_NEW_GAME_DIALOG (ts_new_game_dialog_new (GTK_WINDOW (window), "tri"));
  g_signal_connect (dialog, "setup-chosen", G_CALLBACK (on_setup_chosen), &chosen);
  gtk_window_present (GTK_WINDOW (dialog));
  wait.dialog = GTK_WIDGET (dialog);
  g_assert_true (wait_for (dialog_is_laid_out, &wait));
  wait.width = gtk_widget_get_width (wait.dialog);
  wait.height = gtk_widget_get_height (wait.dialog);

  /* Four seats, then every one a computer, then back to a human. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_widget (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0)), 4);
  assert_same_size (&wait);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_assert_true (is_shown (seat_row (dialog, seat)));
      gtk_drop_down_set_selected (seat_dropdown (dialog, seat, SEAT_KIND), 1 + TS_LEVEL_HARD);
    }
  assert_same_size (&wait);
  gtk_drop_down_set_selected (seat_dropdown (dialog, 0, SEAT_KIND), 0);
  assert_same_size (&wait);

  /* The focus is in the first name, and Enter there or on the window
   * starts nothing: there is no default button to fall through to. */
  focus = gtk_window_get_focus (GTK_WINDOW (dialog));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, seat_row (dialog, 0)));
  g_assert_null (gtk_window_get_default_widget (GTK_WINDOW (dialog)));
  gtk_widget_activate (focus);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "default.activate", NULL);
  drain ();
  g_assert_null (chosen);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));

  /* Every chooser can be reached with Tab and has a name to be read. */
  for (guint seat = 0; seat < 4; seat++)
    for (guint which = SEAT_COLOUR; which <= SEAT_KIND; which++)
      {
        GtkWidget *dropdown = GTK_WIDGET (seat_dropdown (dialog, seat, which));

        g_assert_true (gtk_widget_get_focusable (gtk_widget_get_first_child (dropdown)));
        g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (dropdown),
                                                         GTK_ACCESSIBLE_PROPERTY_LABEL));
      }

  /* Start, the button, does. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "dialog.start", NULL));
  drain ();
  g_assert_nonnull (chosen);
  g_assert_cmpuint (chosen->n_players, ==, 4);
  g_assert_cmpint (chosen->players[0].kind, ==, TS_PLAYER_HUMAN);
  g_assert_cmpint (chosen->players[3].level, ==, TS_LEVEL_HARD);

  g_settings_reset (settings, "last-setup");
  close_window (window);
}

static void
test_setup_text (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("trojhranna", 3, 7);
  g_autoptr(TsSetup) back = NULL;
  g_autofree char *text = NULL;

  setup->first_seat = 2;
  ts_setup_set_player (setup, 0, "Ann 'the' \"best\"", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "purple");
  ts_setup_set_player (setup, 1, "B", TS_PLAYER_COMPUTER, TS_LEVEL_HARD, "red");
  text = ts_new_game_dialog_serialize_setup (setup);
  back = ts_new_game_dialog_parse_setup (text);
  g_assert_nonnull (back);
  g_assert_cmpuint (back->n_players, ==, 3);
  g_assert_cmpint (back->first_seat, ==, 2);
  g_assert_cmpstr (back->players[0].name, ==, "Ann 'the' \"best\"");
  g_assert_cmpint (back->players[1].kind, ==, TS_PLAYER_COMPUTER);
  g_assert_cmpint (back->players[1].level, ==, TS_LEVEL_HARD);
  g_assert_cmpstr (back->players[1].colour, ==, "red");

  /* Anything else is refused, so the dialog falls back to its defaults. */
  g_assert_null (ts_new_game_dialog_parse_setup (""));
  g_assert_null (ts_new_game_dialog_parse_setup ("(2, 0, [])"));
  g_assert_null (ts_new_game_dialog_parse_setup ("garbage"));
  g_assert_null (ts_new_game_dialog_parse_setup (
    "(2, 5, [('a','human','easy','red'),('b','human','easy','blue'),"
    "('c','human','easy','green'),('d','human','easy','yellow')])"));
  g_assert_null (ts_new_game_dialog_parse_setup (
    "(2, 0, [('a','human','easy','red'),('b','human','easy','red'),"
    "('c','human','easy','green'),('d','human','easy','yellow')])"));
  g_assert_null (ts_new_game_dialog_parse_setup (
    "(2, 0, [('a','robot','easy','red'),('b','human','easy','blue'),"
    "('c','human','easy','green'),('d','human','easy','yellow')])"));
}

static gboolean
title_names_turn (gpointer data)
{
  TsWindow *window = data;

  return strstr (gtk_window_get_title (GTK_WINDOW (window)), ts_window_get_status (window)) != NULL;
}

static void
test_move_save_open (void)
{
  g_autoptr(TsMatch) match = new_match (TS_PLAYER_COMPUTER, 0, 12);
  g_autoptr(TsGame) before = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) garbage = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (data_dir, "game.tessella", NULL);
  g_autofree char *bad_path = g_build_filename (data_dir, "bad.tessella", NULL);
  TsWindow *window = new_match_window (match);
  MovesWait wait = { window, 2 };
  TsMatch *opened;

  g_assert_true (human_may_act (window));
  g_assert_cmpint (ts_window_get_viewer (window), ==, 0);

  /* Ada confirms her cards with a click on Done; the computer answers. */
  click_done (window);
  g_assert_cmpuint (ts_match_get_n_moves (match), >=, 1);
  g_assert_cmpint (ts_match_get_move_seat (match, 0), ==, 0);
  g_assert_true (wait_for (has_moves, &wait));
  g_assert_true (wait_for (human_may_act, window));

  /* Save through the window, open again: the same game. */
  file = g_file_new_for_path (path);
  g_assert_true (ts_window_save_to_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_equal (ts_window_get_file (window), file));
  before = ts_game_copy (game_of (window));

  /* Ctrl+S saves there again, says so; the header keeps the game's name,
   * the file under it, and the window title names the game and the
   * turn (issue 25). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  g_assert_nonnull (ts_window_get_last_toast (window));
  g_assert_nonnull (strstr (ts_window_get_last_toast (window), "game.tessella"));
  g_assert_cmpstr (ts_window_get_shown_file_name (window), ==, "game.tessella");
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "Trojhranná hra – "));
  /* Once the changes settle (a screen reader speaks it: ts-announcer.h). */
  g_assert_true (wait_for (title_names_turn, window));

  g_assert_true (ts_window_open_file (window, file, &error));
  g_assert_no_error (error);
  opened = ts_window_get_match (window);
  g_assert_true (opened != match);
  g_assert_true (ts_game_equal (before, ts_match_get_game (opened)));
  g_assert_cmpuint (ts_match_get_n_moves (opened), ==, ts_match_get_n_moves (match));
  g_assert_true (human_may_act (window));

  /* A damaged file changes nothing. */
  g_assert_true (g_file_set_contents (bad_path, "<tessella-save format=\"1\"", -1, NULL));
  garbage = g_file_new_for_path (bad_path);
  g_assert_false (ts_window_open_file (window, garbage, &error));
  g_assert_nonnull (error);
  g_assert_true (ts_window_get_match (window) == opened);
  g_assert_true (g_file_equal (ts_window_get_file (window), file));

  close_match_window (window);
}

static gboolean
shows_words (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));

      return text != NULL && *text != '\0';
    }
  if (GTK_IS_EDITABLE (widget))
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_words (child))
      return TRUE;

  return FALSE;
}

static gboolean
shows_icon (GtkWidget *widget)
{
  if (GTK_IS_IMAGE (widget))
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_icon (child))
      return TRUE;

  return FALSE;
}

static gboolean
has_name (GtkWidget *widget)
{
  return gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL) ||
         gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY) ||
         gtk_widget_get_tooltip_text (widget) != NULL;
}

/* The widget tree under ROOT: every button that shows only an icon has a
 * name to be read (an accessible label, a labelling widget or a tooltip),
 * and none of our widgets has the abstract role "widget" (AT-SPI "filler").
 * What fails goes into PROBLEMS, or into BOARD_PROBLEMS for a role inside
 * a board. */
static void
check_accessible_tree (GtkWidget *root,
                       GString   *problems,
                       GString   *board_problems)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      /* A menu button's own button is named by the menu button. */
      if (GTK_IS_BUTTON (child) && shows_icon (child) && !shows_words (child) && !has_name (child) &&
          !(GTK_IS_MENU_BUTTON (root) && has_name (root)))
        g_string_append_printf (problems, "%s (icon %s, id %s) in %s in %s has no name; ",
                                G_OBJECT_TYPE_NAME (child),
                                gtk_button_get_icon_name (GTK_BUTTON (child)),
                                gtk_buildable_get_buildable_id (GTK_BUILDABLE (child)),
                                G_OBJECT_TYPE_NAME (root),
                                G_OBJECT_TYPE_NAME (gtk_widget_get_root (child)));
      /* Our own widgets, boards and their canvases first. */
      if (g_str_has_prefix (G_OBJECT_TYPE_NAME (child), "Ts") &&
          gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (child)) == GTK_ACCESSIBLE_ROLE_WIDGET)
        g_string_append_printf (TS_IS_BOARD (child) || gtk_widget_get_ancestor (child, TS_TYPE_BOARD) != NULL
                                ? board_problems : problems,
                                "%s has the abstract role widget; ",
                                G_OBJECT_TYPE_NAME (child));
      check_accessible_tree (child, problems, board_problems);
    }
}

/* Without an AT-SPI bus: the window with its chooser (Continue rows
 * included), each game's new-game dialog and board. */
static void
test_accessible_names (void)
{
  static const char * const ids[] = { "trojhranna", "tri", "network", "trehgrannik", "trigon" };
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autoptr(GString) board_problems = g_string_new (NULL);
  TsWindow *window;

  forget_autosave ();
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(TsMatch) match = new_match_of (ids[i], 7);

      g_assert_true (ts_autosave_write (match, &error));
      g_assert_no_error (error);
    }

  window = new_window ();
  ts_window_offer_resume (window);
  g_assert_true (ts_chooser_has_unfinished (TS_CHOOSER (ts_window_get_chooser (window)), "tri"));
  drain ();
  check_accessible_tree (GTK_WIDGET (window), problems, board_problems);

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      GtkWidget *dialog = ts_new_game_dialog_new (GTK_WINDOW (window), ids[i]);

      gtk_window_present (GTK_WINDOW (dialog));
      drain ();
      check_accessible_tree (dialog, problems, board_problems);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
  close_window (window);
  forget_autosave ();

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(TsMatch) match = new_match_of (ids[i], 7);
      GtkWidget *board;

      window = new_match_window (match);
      board = ts_window_get_board (window);
      g_assert_nonnull (board);
      check_accessible_tree (GTK_WIDGET (window), problems, board_problems);
      close_match_window (window);
    }

  g_assert_cmpstr (problems->str, ==, "");
  g_assert_cmpstr (board_problems->str, ==, "");
}

static void
test_resume (void)
{
  g_autoptr(TsMatch) match = new_match (TS_PLAYER_HUMAN, 0, 15);
  g_autoptr(TsMatch) later = NULL;
  g_autoptr(GFile) autosave = ts_autosave_get_file (GAME);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) first = NULL;
  TsWindow *window;
  GtkWidget *chooser;

  forget_autosave ();

  /* No autosave: nothing offered. */
  window = new_window ();
  ts_window_offer_resume (window);
  g_assert_false (ts_chooser_has_unfinished (TS_CHOOSER (ts_window_get_chooser (window)), NULL));
  close_window (window);

  /* An unfinished game is offered, and Continue brings it back. */
  g_assert_true (ts_autosave_write (match, &error));
  g_assert_no_error (error);
  window = new_window ();
  chooser = ts_window_get_chooser (window);
  ts_window_offer_resume (window);
  g_assert_true (ts_chooser_has_unfinished (TS_CHOOSER (chooser), GAME));
  /* Enter resumes: the focus is on Continue, not on a new game. */
  assert_focus_on_action (window, "chooser.resume");
  g_assert_true (gtk_widget_activate_action (chooser, "chooser.resume", "s", GAME));
  g_assert_nonnull (ts_window_get_match (window));
  g_assert_true (ts_game_equal (ts_match_get_game (match), game_of (window)));
  g_assert_false (ts_chooser_has_unfinished (TS_CHOOSER (chooser), GAME));
  close_window (window);

  /* A damaged autosave: the previous generation is offered instead. */
  first = ts_game_copy (ts_match_get_game (match));
  later = new_match (TS_PLAYER_HUMAN, 1, 16);
  g_assert_true (ts_autosave_write (later, &error));   /* match becomes autosave~ */
  g_assert_no_error (error);
  g_assert_true (g_file_replace_contents (autosave, "not a save", 10, NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, &error));
  g_assert_no_error (error);
  window = new_window ();
  chooser = ts_window_get_chooser (window);
  ts_window_offer_resume (window);
  g_assert_true (ts_chooser_has_unfinished (TS_CHOOSER (chooser), GAME));
  g_assert_true (gtk_widget_activate_action (chooser, "chooser.resume", "s", GAME));
  g_assert_true (ts_game_equal (first, game_of (window)));
  close_window (window);

  /* Only the previous generation survived (the newest was lost): it is
   * still offered. */
  g_assert_true (ts_autosave_write (later, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_delete (autosave, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (ts_autosave_exists (GAME));
  window = new_window ();
  chooser = ts_window_get_chooser (window);
  ts_window_offer_resume (window);
  g_assert_true (ts_chooser_has_unfinished (TS_CHOOSER (chooser), GAME));
  g_assert_true (gtk_widget_activate_action (chooser, "chooser.resume", "s", GAME));
  g_assert_true (ts_game_equal (first, game_of (window)));
  close_window (window);

  /* Discard forgets it, and the focus goes to the games. */
  g_assert_true (ts_autosave_write (match, &error));
  window = new_window ();
  chooser = ts_window_get_chooser (window);
  ts_window_offer_resume (window);
  g_assert_true (ts_chooser_has_unfinished (TS_CHOOSER (chooser), GAME));
  g_assert_true (gtk_widget_activate_action (chooser, "chooser.discard", "s", GAME));
  g_assert_null (ts_window_get_match (window));
  g_assert_false (ts_autosave_exists (GAME));
  g_assert_false (ts_chooser_has_unfinished (TS_CHOOSER (chooser), NULL));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window))
                 == ts_chooser_get_first_row (TS_CHOOSER (chooser)));
  close_window (window);
  forget_autosave ();
}

/* Two unfinished games of different kinds: each keeps its own autosave,
 * both are offered, and starting a game of one kind never touches the
 * other's. */
static void
test_two_unfinished_games (void)
{
  g_autoptr(TsMatch) tri = new_match_of ("tri", 3);
  g_autoptr(TsMatch) network = new_match_of ("network", 4);
  g_autoptr(TsGame) tri_game = NULL;
  g_autoptr(GError) error = NULL;
  TsWindow *window;
  GtkWidget *chooser;

  forget_autosave ();
  {
    TsRng rng;
    TsMove move;

    ts_rng_init (&rng, 5);
    g_assert_true (ts_ai_random_move (ts_match_get_game (tri), &rng, &move));
    g_assert_true (ts_match_play (tri, &move, &error));
  }
  tri_game = ts_game_copy (ts_match_get_game (tri));

  /* Playing TRI, then going to the chooser and playing Network: the TRI
   * game is saved under its own name. */
  window = new_window ();
  start_match (window, tri);
  ts_window_autosave (window);
  g_assert_true (ts_autosave_exists ("tri"));
  start_match (window, network);
  ts_window_autosave (window);
  g_assert_true (ts_autosave_exists ("tri"));
  g_assert_true (ts_autosave_exists ("network"));
  close_window (window);

  /* Both are offered at the next start; TRI comes back as it was. */
  window = new_window ();
  chooser = ts_window_get_chooser (window);
  ts_window_offer_resume (window);
  g_assert_true (ts_chooser_has_unfinished (TS_CHOOSER (chooser), "tri"));
  g_assert_true (ts_chooser_has_unfinished (TS_CHOOSER (chooser), "network"));
  g_assert_false (ts_chooser_has_unfinished (TS_CHOOSER (chooser), GAME));
  g_assert_true (gtk_widget_activate_action (chooser, "chooser.resume", "s", "tri"));
  g_assert_true (ts_game_equal (tri_game, game_of (window)));
  /* The other one is still offered. */
  g_assert_true (ts_chooser_has_unfinished (TS_CHOOSER (chooser), "network"));
  close_window (window);
  forget_autosave ();
}

/* Nothing lost by a click (issue 25): discarding an unfinished game
 * keeps it as the backup, and the notice's Undo brings it back. */
static void
test_discard_undone (void)
{
  g_autoptr(TsMatch) tri = new_match_of ("tri", 3);
  g_autoptr(TsGame) tri_game = NULL;
  g_autoptr(GError) error = NULL;
  TsWindow *window;
  GtkWidget *chooser;
  TsRng rng;
  TsMove move;

  forget_autosave ();
  ts_rng_init (&rng, 5);
  g_assert_true (ts_ai_random_move (ts_match_get_game (tri), &rng, &move));
  g_assert_true (ts_match_play (tri, &move, &error));
  tri_game = ts_game_copy (ts_match_get_game (tri));
  window = new_window ();
  start_match (window, tri);
  ts_window_autosave (window);
  close_window (window);

  window = new_window ();
  chooser = ts_window_get_chooser (window);
  ts_window_offer_resume (window);
  g_assert_true (ts_chooser_has_unfinished (TS_CHOOSER (chooser), "tri"));
  g_assert_true (gtk_widget_activate_action (chooser, "chooser.discard", "s", "tri"));
  g_assert_false (ts_chooser_has_unfinished (TS_CHOOSER (chooser), "tri"));
  g_assert_false (ts_autosave_exists ("tri"));
  g_assert_nonnull (strstr (ts_window_get_last_toast (window), "discarded"));

  /* Undo: it is offered again, as it was. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.restore-discarded", "s", "tri"));
  g_assert_true (ts_autosave_exists ("tri"));
  g_assert_true (ts_chooser_has_unfinished (TS_CHOOSER (chooser), "tri"));
  g_assert_true (gtk_widget_activate_action (chooser, "chooser.resume", "s", "tri"));
  g_assert_true (ts_game_equal (tri_game, game_of (window)));
  close_window (window);
  forget_autosave ();
}

static void
test_window_size (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  TsWindow *window = new_window ();
  int width, height;

  /* A player resized the window: closing keeps the size for next time. */
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  ts_window_shutdown (window);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 800);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 600);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
  close_window (window);

  window = ts_window_new (app);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 800);
  g_assert_cmpint (height, ==, 600);
  close_window (window);

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv, "test-ui");

  g_test_add_func ("/ui/setup-text", test_setup_text);

  if (ui_test_open_display ())
    {
      g_test_add_func ("/ui/chooser-lists-games", test_chooser_lists_games);
      g_test_add_func ("/ui/new-game-dialog", test_new_game_dialog);
      g_test_add_func ("/ui/new-game-dialog-game-rules", test_new_game_dialog_game_rules);
      g_test_add_func ("/ui/new-game-dialog-size-and-keys", test_new_game_dialog_size_and_keys);
      g_test_add_func ("/ui/new-game-dialog-presets", test_new_game_dialog_presets);
      g_test_add_func ("/ui/move-save-open", test_move_save_open);
      g_test_add_func ("/ui/accessible-names", test_accessible_names);
      g_test_add_func ("/ui/resume-autosave", test_resume);
      g_test_add_func ("/ui/two-unfinished-games", test_two_unfinished_games);
      g_test_add_func ("/ui/discard-undone", test_discard_undone);
      g_test_add_func ("/ui/window-size", test_window_size);
      /* Last: it adds Nim to the games. */
      g_test_add_func ("/ui/new-game-dialog-option-rows", test_new_game_dialog_option_rows);
    }

  return ui_test_run ();
}
