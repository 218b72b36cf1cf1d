/* test-ui.c — the application window, driven like a player would, under a
 * display (Xvfb)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "trojhranna-board.h"
#include "trojhranna-game.h"
#include "tri-game.h"
#include "ts-ai.h"
#include "ts-application.h"
#include "ts-autosave.h"
#include "ts-chooser.h"
#include "ts-curtain.h"
#include "ts-game-boards.h"
#include "ts-games.h"
#include "ts-new-game-dialog.h"
#include "ts-ranking-dialog.h"
#include "ts-save.h"
#include "ts-window.h"

/* How often the main loop may run while waiting for something (a computer
 * move takes at least TS_WINDOW_MIN_COMPUTER_MS): a guard against a hang,
 * not a timing assertion. */
#define MAX_ITERATIONS 6000

static GtkApplication *app;
static char *data_dir;

/* Waiting */

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

typedef gboolean (*Condition) (gpointer data);

static gboolean
wait_for (Condition condition,
          gpointer  data)
{
  /* A blocking iteration needs something to wake it up when the event
   * the condition waits for comes from another thread's result. */
  guint ticker = g_timeout_add (10, wake_up, NULL);
  guint i;

  for (i = 0; i < MAX_ITERATIONS && !condition (data); i++)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (ticker);

  return condition (data);
}

static gboolean
board_is_laid_out (gpointer data)
{
  GtkWidget *board = data;

  return gtk_widget_get_mapped (board) && gtk_widget_get_width (board) > 100;
}

static void
drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Fixtures */

static TsMatch *
new_match (TsPlayerKind second,
           int          first_seat,
           guint64      seed)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("trojhranna", 2, seed);
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  setup->first_seat = first_seat;
  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "red");
  ts_setup_set_player (setup, 1, second == TS_PLAYER_HUMAN ? "Bob" : "Computer",
                       second, TS_LEVEL_EASY, "blue");
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);

  return match;
}

static TsWindow *
new_window (void)
{
  TsWindow *window = ts_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 720);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
close_window (TsWindow *window)
{
  GtkWidget *ranking = ts_window_get_ranking_dialog (window);

  if (ranking != NULL)
    gtk_window_destroy (GTK_WINDOW (ranking));
  /* As closing it does: the game is kept. */
  ts_window_shutdown (window);
  gtk_window_destroy (GTK_WINDOW (window));
  drain ();
}

static void
start_match (TsWindow *window,
             TsMatch  *match)
{
  ts_window_set_match (window, match, NULL);
  g_assert_nonnull (ts_window_get_board (window));
  /* Behind the curtain the board is not shown at all. */
  if (!ts_window_is_curtain_up (window))
    g_assert_true (wait_for (board_is_laid_out, ts_window_get_board (window)));
}

static TsGame *
game_of (TsWindow *window)
{
  return ts_match_get_game (ts_window_get_match (window));
}

/* The curtain is up for PLAYER, and the board shows no seat's secrets. */
static void
assert_curtain_for (TsWindow   *window,
                    const char *player)
{
  g_assert_true (ts_window_is_curtain_up (window));
  g_assert_cmpstr (ts_curtain_get_player (TS_CURTAIN (ts_window_get_curtain (window))), ==, player);
  g_assert_cmpint (ts_window_get_viewer (window), ==, TS_SEAT_NONE);
}

#define GAME "trojhranna"

static void
forget_autosave (void)
{
  static const char * const ids[] = { "trojhranna", "tri", "network" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      ts_autosave_remove (ids[i]);
      g_assert_false (ts_autosave_exists (ids[i]));
    }
}

static gboolean
autosave_exists (gpointer data)
{
  return ts_autosave_exists (data);
}

/* A window playing MATCH, with no autosave left by an earlier test. */
static TsWindow *
new_match_window (TsMatch *match)
{
  TsWindow *window = new_window ();

  forget_autosave ();
  start_match (window, match);
  return window;
}

/* Closes WINDOW and removes the autosave its match left. */
static void
close_match_window (TsWindow *window)
{
  close_window (window);
  forget_autosave ();
}

/* Simulated input */

static void
click_board (TsWindow *window,
             double    x,
             double    y)
{
  GtkWidget *board = ts_window_get_board (window);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (board);
  GtkEventController *gesture = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && gesture == NULL; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (controller), "board-click") == 0)
        gesture = controller;
    }
  g_assert_nonnull (gesture);
  g_signal_emit_by_name (gesture, "pressed", 1, x, y);
}

/* The human on turn confirms their three cards, as a player clicking
 * Done does. */
static void
click_done (TsWindow *window)
{
  double x, y;

  g_assert_true (ts_trojhranna_board_get_done_point (TS_TROJHRANNA_BOARD (ts_window_get_board (window)),
                                                     &x, &y));
  click_board (window, x, y);
}

static void
lift_curtain (TsWindow *window)
{
  g_assert_true (ts_window_is_curtain_up (window));
  g_assert_true (gtk_widget_activate_action (ts_window_get_curtain (window), "curtain.lift", NULL));
}

typedef struct
{
  TsWindow *window;
  guint     n_moves;
} MovesWait;

static gboolean
has_moves (gpointer data)
{
  MovesWait *wait = data;

  return ts_match_get_n_moves (ts_window_get_match (wait->window)) >= wait->n_moves;
}

static gboolean
human_may_act (gpointer data)
{
  TsWindow *window = data;

  return ts_window_is_interactive (window) && !ts_window_is_thinking (window);
}

/* Widget lookup */

static GtkWidget *
find_widget (GtkWidget *root,
             GType      type,
             guint      nth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        {
          if (nth == 0)
            return child;
          nth--;
        }

      /* Count matches inside CHILD too, in tree order. */
      for (guint i = 0; (found = find_widget (child, type, i)) != NULL; i++)
        {
          if (nth == 0)
            return found;
          nth--;
        }
    }

  return NULL;
}

/* The window's keyboard focus is on a button for ACTION. */
static void
assert_focus_on_action (TsWindow   *window,
                        const char *action)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (window));

  g_assert_true (GTK_IS_ACTIONABLE (focus));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, action);
}

/* Tests */

/* The games with a board; the others (Trehgrannik for now) are played
 * from the command line only and the chooser does not offer them. */
static GList *
types_with_boards (void)
{
  GList *types = ts_game_list_types ();

  for (GList *l = types; l != NULL;)
    {
      GList *next = l->next;
      g_autoptr(GTypeClass) klass = g_type_class_ref ((GType) GPOINTER_TO_SIZE (l->data));

      if (!ts_game_boards_exists (TS_GAME_CLASS (klass)->id))
        types = g_list_delete_link (types, l);
      l = next;
    }
  return types;
}

static void
test_chooser_lists_games (void)
{
  g_autoptr(GList) types = types_with_boards ();
  TsWindow *window = new_window ();
  GtkWidget *chooser = ts_window_get_chooser (window);
  GtkWidget *list = find_widget (chooser, GTK_TYPE_LIST_BOX, 0);
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

static GtkWidget *
seat_cell (TsNewGameDialog *dialog,
           int              column,
           int              seat)
{
  GtkWidget *grid;

  /* The seats grid is the one with a widget for seat 0 in column 2. */
  for (guint i = 0; (grid = find_widget (GTK_WIDGET (dialog), GTK_TYPE_GRID, i)) != NULL; i++)
    if (GTK_IS_DROP_DOWN (gtk_grid_get_child_at (GTK_GRID (grid), 2, 1)))
      return gtk_grid_get_child_at (GTK_GRID (grid), column, seat + 1);

  g_assert_not_reached ();
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
  gtk_editable_set_text (GTK_EDITABLE (seat_cell (dialog, 1, 0)), "Zoe");
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
  gtk_drop_down_set_selected (GTK_DROP_DOWN (seat_cell (dialog, 2, 1)),
                              gtk_drop_down_get_selected (GTK_DROP_DOWN (seat_cell (dialog, 2, 0))));
  setup = ts_new_game_dialog_get_setup (dialog);
  g_assert_cmpstr (setup->players[1].colour, ==, red);
  g_assert_cmpstr (setup->players[0].colour, ==, blue);
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
  g_assert_cmpstr (setup->players[2].name, ==, "Computer 2");
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_settings_reset (settings, "last-setup");
  close_window (window);
}

/* Network has two rule sets and colours of its own; Trojhranná hra has
 * neither, and choosing Network's colours must not change its defaults. */
static void
test_new_game_dialog_game_rules (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  TsWindow *window = new_window ();
  TsNewGameDialog *dialog;
  g_autoptr(TsSetup) setup = NULL;
  g_autoptr(TsSetup) chosen = NULL;
  GtkWidget *spin, *grid, *variants;
  g_autoptr(GTypeClass) type_class = g_type_class_ref (ts_game_type_from_id ("network"));
  TsGameClass *klass = TS_GAME_CLASS (type_class);

  g_settings_reset (settings, "last-setup");

  dialog = TS_NEW_GAME_DIALOG (ts_new_game_dialog_new (GTK_WINDOW (window), "network"));
  spin = find_widget (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0);
  grid = gtk_widget_get_parent (spin);
  variants = gtk_grid_get_child_at (GTK_GRID (grid), 1, 2);
  g_assert_true (GTK_IS_DROP_DOWN (variants));
  g_assert_true (gtk_widget_get_visible (variants));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (variants))), ==, 2);

  /* Two players only, the first rule set by default, orange and purple. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 4);
  setup = ts_new_game_dialog_get_setup (dialog);
  g_assert_cmpuint (setup->n_players, ==, 2);
  g_assert_cmpint (ts_setup_get_option (setup, klass->options, "rules"), ==, 0);
  g_assert_cmpstr (setup->players[0].colour, ==, "orange");
  g_assert_cmpstr (setup->players[1].colour, ==, "purple");
  g_clear_pointer (&setup, ts_setup_free);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (variants), 1);
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
  spin = find_widget (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0);
  g_assert_null (gtk_grid_get_child_at (GTK_GRID (gtk_widget_get_parent (spin)), 1, 2));
  setup = ts_new_game_dialog_get_setup (dialog);
  g_assert_cmpuint (setup->n_options, ==, 0);
  g_assert_cmpstr (setup->players[0].colour, !=, "orange");
  g_assert_cmpstr (setup->players[1].colour, !=, "purple");
  /* The first player is chosen, seat 1 by default. */
  {
    GtkWidget *first = gtk_grid_get_child_at (GTK_GRID (gtk_widget_get_parent (spin)), 1, 1);

    g_assert_true (GTK_IS_DROP_DOWN (first));
    g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (first))), ==,
                      setup->n_players);
    g_assert_cmpint (setup->first_seat, ==, 0);
  }
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_clear_pointer (&setup, ts_setup_free);

  /* TRI: the rules deal the first player at random, unless one is chosen. */
  g_settings_reset (settings, "last-setup");
  dialog = TS_NEW_GAME_DIALOG (ts_new_game_dialog_new (GTK_WINDOW (window), "tri"));
  spin = find_widget (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON, 0);
  {
    GtkWidget *first = gtk_grid_get_child_at (GTK_GRID (gtk_widget_get_parent (spin)), 1, 1);
    GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (first));
    g_autoptr(GtkStringObject) item = g_list_model_get_item (model, 0);

    g_assert_cmpstr (gtk_string_object_get_string (item), ==, "Random");
    setup = ts_new_game_dialog_get_setup (dialog);
    g_assert_cmpuint (g_list_model_get_n_items (model), ==, setup->n_players + 1);
    g_assert_cmpint (setup->first_seat, ==, TS_SEAT_RANDOM);
    g_clear_pointer (&setup, ts_setup_free);
    gtk_drop_down_set_selected (GTK_DROP_DOWN (first), 2);
    setup = ts_new_game_dialog_get_setup (dialog);
    g_assert_cmpint (setup->first_seat, ==, 1);
  }
  gtk_window_destroy (GTK_WINDOW (dialog));

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

static void
test_computer_moves_by_itself (void)
{
  g_autoptr(TsMatch) match = new_match (TS_PLAYER_COMPUTER, 1, 11);
  TsWindow *window = new_match_window (match);
  MovesWait wait = { window, 1 };

  /* The computer begins: it thinks, the human watches with their own eyes
   * (no curtain with one human) and cannot act. */
  g_assert_true (ts_window_is_thinking (window));
  g_assert_false (ts_window_is_interactive (window));
  g_assert_false (ts_window_is_curtain_up (window));
  g_assert_cmpint (ts_window_get_viewer (window), ==, 0);

  g_assert_true (wait_for (has_moves, &wait));
  g_assert_cmpint (ts_match_get_move_seat (match, 0), ==, 1);
  g_assert_true (wait_for (human_may_act, window));
  g_assert_cmpint (ts_game_get_current_seat (game_of (window)), ==, 0);
  g_assert_cmpint (ts_window_get_viewer (window), ==, 0);
  g_assert_nonnull (strstr (ts_window_get_status (window), "Ada"));

  /* The computer's turn ended: it is autosaved soon, off the main thread. */
  g_assert_true (wait_for (autosave_exists, (gpointer) GAME));

  close_match_window (window);
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

  /* Ctrl+S saves there again, says so, and the title names the file. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  g_assert_nonnull (ts_window_get_last_toast (window));
  g_assert_nonnull (strstr (ts_window_get_last_toast (window), "game.tessella"));
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (window)), "game.tessella"));

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

static void
test_curtain_hot_seat (void)
{
  g_autoptr(TsMatch) match = new_match (TS_PLAYER_HUMAN, 0, 13);
  TsWindow *window = new_match_window (match);
  GtkWidget *stack;

  stack = gtk_widget_get_ancestor (ts_window_get_board (window), GTK_TYPE_STACK);
  g_assert_true (GTK_IS_STACK (stack));

  /* Ada's dealt cards are private: the curtain is up, the board hidden
   * and blind. */
  g_assert_true (ts_game_has_private_view (game_of (window), 0));
  assert_curtain_for (window, "Ada");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "curtain");
  g_assert_false (ts_window_is_interactive (window));

  lift_curtain (window);
  g_assert_false (ts_window_is_curtain_up (window));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "game");
  g_assert_cmpint (ts_window_get_viewer (window), ==, 0);
  g_assert_true (ts_window_is_interactive (window));
  g_assert_true (wait_for (board_is_laid_out, ts_window_get_board (window)));

  click_done (window);
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 1);

  /* Bob's turn to look at his cards: the curtain again, for Bob. */
  g_assert_cmpint (ts_game_get_current_seat (game_of (window)), ==, 1);
  assert_curtain_for (window, "Bob");
  lift_curtain (window);
  g_assert_cmpint (ts_window_get_viewer (window), ==, 1);

  /* Ada's look at her cards is over: undo may not show them again (fair
   * undo), so it does nothing and Bob keeps the device. */
  g_assert_true (ts_match_undo_blocked (match));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 1);
  g_assert_false (ts_window_is_curtain_up (window));
  g_assert_cmpint (ts_window_get_viewer (window), ==, 1);
  g_assert_true (ts_window_is_interactive (window));

  close_match_window (window);
}

static void
play_text (TsMatch    *match,
           const char *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_match_play_text (match, text, &error));
  g_assert_no_error (error);
  drain ();
}

/* TRI between two humans (spec §7): turns are public, so no curtain; a
 * battle puts one up for the attacker (its dice) and one for the
 * defender (its die); the reveal is public again. */
static void
test_curtain_tri_battle (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("tri", 2, 21);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  TsWindow *window;

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "red");
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "blue");
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  window = new_match_window (match);

  g_assert_false (ts_window_is_curtain_up (window));
  g_assert_cmpint (ts_window_get_viewer (window), ==, 0);
  g_assert_true (ts_window_is_interactive (window));

  play_text (match, "place 0,0,N");
  g_assert_false (ts_window_is_curtain_up (window));
  g_assert_cmpint (ts_window_get_viewer (window), ==, 1);
  play_text (match, "place 0,0,S");
  play_text (match, "expand 0,0,E");
  play_text (match, "pass");
  g_assert_false (ts_window_is_curtain_up (window));

  /* Ada attacks: her dice are hers alone. */
  play_text (match, "attack 0,0,S");
  g_assert_true (ts_game_has_private_view (game_of (window), 0));
  assert_curtain_for (window, "Ada");
  lift_curtain (window);
  g_assert_cmpint (ts_window_get_viewer (window), ==, 0);
  play_text (match, "card +2");

  /* Bob defends behind his own curtain. */
  g_assert_cmpint (ts_game_get_current_seat (game_of (window)), ==, 1);
  assert_curtain_for (window, "Bob");
  lift_curtain (window);
  g_assert_cmpint (ts_window_get_viewer (window), ==, 1);
  play_text (match, "card +0");

  /* The reveal and the next turn are for everybody. */
  g_assert_false (ts_window_is_curtain_up (window));
  g_assert_true (ts_tri_game_get_battle (TS_TRI_GAME (game_of (window)))->revealed);

  close_match_window (window);
}

/* Undo against a computer takes back its reply and the human's own move.
 * Played on Network, where no move reveals anything: every reply in
 * Trojhranná hra shows a card, and undo stops there. */
static void
test_undo_against_computer (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("network", 2, 14);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GArray) moves = NULL;
  g_autoptr(GError) error = NULL;
  TsWindow *window;
  MovesWait wait = { NULL, 2 };
  guint n;

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  ts_setup_set_player (setup, 1, "Computer", TS_PLAYER_COMPUTER, TS_LEVEL_EASY, NULL);
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  window = new_match_window (match);
  wait.window = window;

  g_assert_false (ts_match_can_undo (match));
  g_assert_true (wait_for (human_may_act, window));
  g_assert_cmpint (ts_game_get_current_seat (game_of (window)), ==, 0);

  /* Ada's move, as the board hands it over; the computer replies. */
  moves = ts_game_list_moves (game_of (window));
  ts_board_emit_move (TS_BOARD (ts_window_get_board (window)), &g_array_index (moves, TsMove, 0));
  g_assert_true (wait_for (has_moves, &wait));
  g_assert_true (wait_for (human_may_act, window));
  g_assert_cmpint (ts_game_get_current_seat (game_of (window)), ==, 0);
  n = ts_match_get_n_moves (match);
  g_assert_cmpuint (n, >=, 2);

  /* Undo takes back the computer's reply and Ada's own move. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 0);
  g_assert_cmpint (ts_game_get_current_seat (game_of (window)), ==, 0);
  g_assert_false (ts_window_is_thinking (window));
  g_assert_true (ts_window_is_interactive (window));

  /* Redo brings both back, and Ada is on turn again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, n);
  g_assert_cmpint (ts_game_get_current_seat (game_of (window)), ==, 0);
  g_assert_true (ts_window_is_interactive (window));

  close_match_window (window);
}

/* In Trojhranná hra the computer's reply to Ada's memorisation is its own
 * memorisation: a look at hidden cards, so neither can be undone. */
static void
test_undo_stops_at_reveal (void)
{
  g_autoptr(TsMatch) match = new_match (TS_PLAYER_COMPUTER, 0, 14);
  TsWindow *window = new_match_window (match);
  MovesWait wait = { window, 2 };

  g_assert_false (ts_match_can_undo (match));

  click_done (window);
  g_assert_true (wait_for (has_moves, &wait));
  g_assert_true (wait_for (human_may_act, window));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 2);

  g_assert_false (ts_match_can_undo_human_turn (match));
  g_assert_true (ts_match_undo_blocked (match));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 2);
  g_assert_true (ts_window_is_interactive (window));

  close_match_window (window);
}

static TsMatch *
new_match_of (const char *game_id,
              guint64     seed)
{
  g_autoptr(TsSetup) setup = ts_setup_new (game_id, 2, seed);
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  return match;
}

/* The shortcuts window opens on the section of the game on the board, and
 * on the general one from the chooser. */
static void
test_shortcuts_section (void)
{
  g_autoptr(TsMatch) match = new_match (TS_PLAYER_HUMAN, 0, 15);
  TsWindow *window = new_match_window (match);
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_autofree char *section = NULL;

  g_assert_nonnull (overlay);
  if (ts_window_is_curtain_up (window))
    lift_curtain (window);
  gtk_widget_set_visible (GTK_WIDGET (overlay), TRUE);
  g_object_get (overlay, "section-name", &section, NULL);
  g_assert_cmpstr (section, ==, GAME);
  gtk_widget_set_visible (GTK_WIDGET (overlay), FALSE);
  g_clear_pointer (&section, g_free);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  gtk_widget_set_visible (GTK_WIDGET (overlay), TRUE);
  g_object_get (overlay, "section-name", &section, NULL);
  g_assert_cmpstr (section, ==, "general");
  gtk_widget_set_visible (GTK_WIDGET (overlay), FALSE);

  close_match_window (window);
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

/* Plays random moves on a scratch copy until the end, and returns them. */
static GArray *
random_game (TsMatch *match)
{
  g_autoptr(TsGame) game = ts_game_copy (ts_match_get_game (match));
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (TsMove));
  TsRng rng;

  ts_rng_init (&rng, 99);
  while (!ts_game_is_over (game))
    {
      TsMove move;

      g_assert_true (ts_ai_random_move (game, &rng, &move));
      g_assert_true (ts_game_apply_move (game, &move, NULL));
      g_array_append_val (moves, move);
      g_assert_cmpuint (moves->len, <, 10000);
    }

  return moves;
}

static gboolean
ranking_gone (gpointer data)
{
  return ts_window_get_ranking_dialog (data) == NULL;
}

static void
test_game_over (void)
{
  /* A seed whose game ends with a placement: a last draw, or a placement
   * whose penalty card empties the deck, would be final (fair undo). */
  g_autoptr(TsMatch) match = new_match (TS_PLAYER_HUMAN, 0, 19);
  g_autoptr(GArray) moves = random_game (match);
  g_autoptr(GError) error = NULL;
  g_autofree char *first_row = NULL;
  TsWindow *window = new_window ();
  GtkWidget *ranking;
  int ranks[TS_MAX_SEATS];

  forget_autosave ();
  for (guint i = 0; i + 1 < moves->len; i++)
    {
      g_assert_true (ts_match_play (match, &g_array_index (moves, TsMove, i), &error));
      g_assert_no_error (error);
    }
  start_match (window, match);
  g_assert_true (wait_for (autosave_exists, (gpointer) GAME));
  if (ts_window_is_curtain_up (window))
    lift_curtain (window);
  g_assert_true (ts_window_is_interactive (window));

  /* The last move, as the board hands it over. */
  ts_board_emit_move (TS_BOARD (ts_window_get_board (window)),
                      &g_array_index (moves, TsMove, moves->len - 1));
  g_assert_true (ts_game_is_over (game_of (window)));

  /* Everyone sees the end position; the autosave is gone; the ranking
   * lists the places. */
  g_assert_cmpint (ts_window_get_viewer (window), ==, TS_SEAT_NONE);
  g_assert_false (ts_window_is_interactive (window));
  g_assert_false (ts_window_is_curtain_up (window));
  g_assert_false (ts_autosave_exists (GAME));
  ranking = ts_window_get_ranking_dialog (window);
  g_assert_nonnull (ranking);

  ts_game_get_ranks (game_of (window), ranks);
  first_row = ts_ranking_dialog_get_row_text (TS_RANKING_DIALOG (ranking), 0);
  g_assert_true (g_str_has_prefix (first_row, ts_ranking_dialog_place_label (0)));
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *row = ts_ranking_dialog_get_row_text (TS_RANKING_DIALOG (ranking), i);
      g_autofree char *score = NULL;
      int seat = strstr (row, "Ada") != NULL ? 0 : 1;

      g_assert_nonnull (strstr (row, seat == 0 ? "Ada" : "Bob"));
      g_assert_true (g_str_has_prefix (row, ts_ranking_dialog_place_label (ranks[seat])));
      score = ts_game_describe_score (game_of (window), seat);
      g_assert_true (g_str_has_suffix (row, score));
    }
  g_assert_null (ts_ranking_dialog_get_row_text (TS_RANKING_DIALOG (ranking), 2));

  /* A stray Enter after the last move closes the ranking and keeps the
   * final board: the focus is not on New Game. */
  {
    GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (ranking));

    g_assert_true (GTK_IS_BUTTON (focus));
    g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, "window.close");
    /* A button's activation (Enter) clicks it after a short press. */
    g_assert_true (gtk_widget_activate (focus));
    g_assert_true (wait_for (ranking_gone, window));
    g_assert_true (ts_window_get_match (window) == match);
    g_assert_true (ts_game_is_over (game_of (window)));
  }

  /* The ranking's Undo takes the last move back, and play goes on. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  drain ();
  g_assert_false (ts_game_is_over (game_of (window)));
  ts_board_emit_move (TS_BOARD (ts_window_get_board (window)),
                      &g_array_index (moves, TsMove, moves->len - 1));
  g_assert_true (ts_game_is_over (game_of (window)));
  ranking = ts_window_get_ranking_dialog (window);
  g_assert_nonnull (ranking);
  g_assert_true (gtk_widget_activate_action (ranking, "ranking.undo", NULL));
  drain ();

  /* Undo leaves the end: the ranking goes, the game goes on. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  drain ();
  g_assert_null (ts_window_get_ranking_dialog (window));
  g_assert_false (ts_game_is_over (game_of (window)));
  /* The draw before it showed the card: that is final. */
  g_assert_true (ts_match_undo_blocked (match));

  close_match_window (window);
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

static void
test_no_display (void)
{
  g_test_skip ("No display: run the tests under xvfb-run");
}

static void
remove_data_dir (void)
{
  g_autoptr(GDir) dir = g_dir_open (data_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (data_dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (data_dir);
  g_clear_pointer (&data_dir, g_free);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  /* Keep the autosave away from the real home. */
  data_dir = g_dir_make_tmp ("tessella-test-ui-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("TESSELLA_DATA_DIR", data_dir, TRUE);

  g_test_add_func ("/ui/setup-text", test_setup_text);

  if (!gtk_init_check ())
    {
      g_test_add_func ("/ui/window", test_no_display);
      status = g_test_run ();
      remove_data_dir ();
      return status;
    }

  ts_games_ensure ();
  app = GTK_APPLICATION (ts_application_new ());
  /* No session bus needed, no other instance consulted. */
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_test_add_func ("/ui/chooser-lists-games", test_chooser_lists_games);
  g_test_add_func ("/ui/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/ui/new-game-dialog-game-rules", test_new_game_dialog_game_rules);
  g_test_add_func ("/ui/computer-moves-by-itself", test_computer_moves_by_itself);
  g_test_add_func ("/ui/move-save-open", test_move_save_open);
  g_test_add_func ("/ui/curtain-hot-seat", test_curtain_hot_seat);
  g_test_add_func ("/ui/curtain-tri-battle", test_curtain_tri_battle);
  g_test_add_func ("/ui/undo-against-computer", test_undo_against_computer);
  g_test_add_func ("/ui/undo-stops-at-reveal", test_undo_stops_at_reveal);
  g_test_add_func ("/ui/resume-autosave", test_resume);
  g_test_add_func ("/ui/shortcuts-section", test_shortcuts_section);
  g_test_add_func ("/ui/two-unfinished-games", test_two_unfinished_games);
  g_test_add_func ("/ui/game-over", test_game_over);
  g_test_add_func ("/ui/window-size", test_window_size);

  status = g_test_run ();

  g_clear_object (&app);
  remove_data_dir ();

  return status;
}
