/* test-ui.c — the application window, driven like a player would, under a
 * display (Xvfb)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "trojhranna-board.h"
#include "trojhranna-game.h"
#include "tri-board.h"
#include "tri-game.h"
#include "trigon-board.h"
#include "trigon-game.h"
#include "ts-ai.h"
#include "ts-archive.h"
#include "test-board-util.h"
#include "ts-application.h"
#include "ts-autosave.h"
#include "ts-chooser.h"
#include "ts-card-view.h"
#include "ts-curtain.h"
#include "ts-games.h"
#include "ts-game-boards.h"
#include "test-nim.h"
#include "ts-log-view.h"
#include "ts-new-game-dialog.h"
#include "ts-ranking-dialog.h"
#include "ts-recent-dialog.h"
#include "ts-save.h"
#include "ts-stats.h"
#include "ts-stats-dialog.h"
#include "ts-replay-dialog.h"
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
  static const char * const ids[] = { "trojhranna", "tri", "network", "trehgrannik", "trigon" };

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
on_after_paint (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

static gboolean
flag_is_set (gpointer data)
{
  return *(gboolean *) data;
}

/* Until the window has painted a frame after WINDOW's board last changed:
 * the board's widgets are laid out. */
static void
wait_for_paint (TsWindow *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  gboolean painted = FALSE;
  gulong id;

  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);
  gtk_widget_queue_draw (ts_window_get_board (window));
  g_assert_true (wait_for (flag_is_set, &painted));
  g_signal_handler_disconnect (clock, id);
}

/* The human on turn confirms their three cards, as a player clicking
 * Done does. */
static void
click_done (TsWindow *window)
{
  GtkWidget *board = ts_window_get_board (window);
  GtkWidget *picked, *button;
  double x, y;

  /* The Done button is a widget of the board's panel: laid out after the
   * board last changed, and under the point the board names. */
  wait_for_paint (window);
  g_assert_true (ts_trojhranna_board_get_done_point (TS_TROJHRANNA_BOARD (board), &x, &y));
  picked = gtk_widget_pick (board, x, y, GTK_PICK_DEFAULT);
  g_assert_nonnull (picked);
  button = gtk_widget_get_ancestor (picked, GTK_TYPE_BUTTON);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
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

/* The preference row titled TITLE (mnemonic underlines aside), or NULL. */
static GtkWidget *
find_row (GtkWidget  *root,
          const char *title)
{
  GtkWidget *row;

  for (guint i = 0; (row = find_widget (root, ADW_TYPE_PREFERENCES_ROW, i)) != NULL; i++)
    {
      g_autoptr(GString) plain = g_string_new (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));

      g_string_replace (plain, "_", "", 0);
      if (g_str_equal (plain->str, title))
        return row;
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
  /* Each option's control is named for a screen reader. */
  row = find_row (GTK_WIDGET (dialog), "Answers");
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (find_widget (row, GTK_TYPE_SWITCH, 0)),
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

/* Rule of Trigon between two humans: Ada's hand is hers, so her turn is
 * behind her curtain; her attack asks Bob for his battle cards behind
 * his own curtain, and the choice is his alone. */
static void
test_curtain_trigon_battle (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("trigon", 2, 21);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsGame) start = NULL;
  g_autoptr(GError) error = NULL;
  TsTrigonGame *g;
  TsWindow *window;
  GtkWidget *board;
  int l1 = trg_position_from_id ("L1"), l5 = trg_position_from_id ("L5");
  int l6 = trg_position_from_id ("L6");

  ts_setup_set_option (setup, "realm1", TRG_REALM_NOORLAND + 1);
  ts_setup_set_option (setup, "realm2", TRG_REALM_LUMOS + 1);
  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "green");
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "purple");
  start = ts_game_new ("trigon", setup, &error);
  g_assert_no_error (error);
  g = TS_TRIGON_GAME (start);
  g_assert_true (ts_trigon_game_clear_board (g, 0));
  g_assert_true (ts_trigon_game_put_capital (g, 0, 1));
  g_assert_true (ts_trigon_game_put_capital (g, 1, 2));
  g_assert_true (ts_trigon_game_put_settlement (g, 1, l5, ts_trigon_game_get_deck_card (g, 0, 0), 1, FALSE));
  g_assert_true (ts_trigon_game_put_figures (g, 1, l1, TRG_FIG_KNIGHT, 2));
  g_assert_true (ts_trigon_game_put_figures (g, 0, l6, TRG_FIG_KNIGHT, 5));
  g_assert_true (ts_trigon_game_deal_card (g, 0, TRG_E_CAVALERIE));
  g_assert_true (ts_trigon_game_deal_card (g, 1, TRG_E_VERDEDIGINGSTOREN));
  match = ts_match_new_from_position (setup, start);
  window = new_match_window (match);

  assert_curtain_for (window, "Ada");
  lift_curtain (window);
  g_assert_cmpint (ts_window_get_viewer (window), ==, 0);
  board = ts_window_get_board (window);
  g_assert_true (TS_IS_TRIGON_BOARD (board));
  g_assert_cmpint (ts_trigon_board_get_scene (TS_TRIGON_BOARD (board))->step, ==, TRG_STEP_ACTION);
  play_text (match, "step L6 L1 5");
  /* Her own battle cards: still her eyes, no new curtain. */
  g_assert_cmpint (ts_trigon_game_get_phase (TS_TRIGON_GAME (game_of (window))), ==, TRG_PHASE_ATTACK_CARDS);
  g_assert_false (ts_window_is_curtain_up (window));
  play_text (match, "cards cavalry");

  /* Bob answers behind his curtain, and only Bob. */
  g_assert_cmpint (ts_game_get_current_seat (game_of (window)), ==, 1);
  assert_curtain_for (window, "Bob");
  lift_curtain (window);
  g_assert_cmpint (ts_window_get_viewer (window), ==, 1);
  board = ts_window_get_board (window);
  g_assert_cmpint (ts_trigon_board_get_scene (TS_TRIGON_BOARD (board))->step, ==, TRG_STEP_CHOICE);
  g_assert_cmpuint (ts_trigon_board_get_scene (TS_TRIGON_BOARD (board))->n_choices, ==, 2);
  close_match_window (window);
}

static gboolean
hint_shown (gpointer data)
{
  const char *toast = ts_window_get_last_toast (data);

  return toast != NULL && g_str_has_prefix (toast, "Suggestion: ");
}

/* Ctrl+H (issue 17): the human on turn gets the normal computer's choice
 * in words, and nothing is played; when it is not a human's decision at
 * the screen, it says so. */
static void
test_hint (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("network", 2, 14);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  TsWindow *window;
  guint n;

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  ts_setup_set_player (setup, 1, "Computer", TS_PLAYER_COMPUTER, TS_LEVEL_EASY, NULL);
  setup->first_seat = 0;
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  window = new_match_window (match);
  g_assert_true (wait_for (human_may_act, window));
  n = ts_match_get_n_moves (match);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_true (wait_for (hint_shown, window));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, n);
  /* The match remembers it, for the statistics. */
  g_assert_cmpuint (ts_match_get_hints (match, 0), ==, 1);
  g_assert_cmpuint (strlen (ts_window_get_last_toast (window)), >, strlen ("Suggestion: "));

  /* A second request while one is searched cancels the first: one answer. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_true (wait_for (hint_shown, window));

  close_match_window (window);

  /* Behind a hot-seat curtain nobody's decision is on screen yet. */
  {
    g_autoptr(TsSetup) seats = ts_setup_new ("trojhranna", 2, 3);
    g_autoptr(TsMatch) hot = NULL;

    ts_setup_set_player (seats, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "red");
    ts_setup_set_player (seats, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "blue");
    hot = ts_match_new (seats, &error);
    g_assert_no_error (error);
    window = new_match_window (hot);
    g_assert_true (ts_window_is_curtain_up (window));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
    g_assert_nonnull (strstr (ts_window_get_last_toast (window), "only when it is your decision"));
    close_match_window (window);
  }
}

static GArray *random_game (TsMatch *match);

/* The statistics dialog shows each player's record of a game, and Reset
 * forgets it (in the file too). */
static void
test_statistics_dialog (void)
{
  g_autoptr(TsStats) stats = ts_stats_new ();
  g_autofree char *path = ts_stats_default_path ();
  g_autoptr(TsMatch) match = new_match (TS_PLAYER_HUMAN, 0, 19);
  g_autoptr(GArray) moves = random_game (match);
  g_autofree char *row = NULL;
  GtkWidget *parent = gtk_window_new ();
  GtkWidget *dialog;

  for (guint i = 0; i < moves->len; i++)
    g_assert_true (ts_match_play (match, &g_array_index (moves, TsMove, i), NULL));
  g_assert_true (ts_stats_load (stats, path, NULL));
  g_assert_true (ts_stats_record_match (stats, match));
  g_assert_true (ts_stats_save (stats, path, NULL));

  dialog = ts_stats_dialog_new (GTK_WINDOW (parent), GAME);
  gtk_window_present (GTK_WINDOW (dialog));
  drain ();
  g_assert_cmpstr (ts_stats_dialog_get_game_id (TS_STATS_DIALOG (dialog)), ==, GAME);
  row = ts_stats_dialog_get_row_text (TS_STATS_DIALOG (dialog), 0);
  g_assert_nonnull (row);
  g_assert_true (g_str_has_prefix (row, "Ada: "));
  g_assert_nonnull (strstr (row, "games won") != NULL ? row : strstr (row, "game won"));
  g_assert_true (gtk_widget_is_sensitive (gtk_widget_get_first_child (GTK_WIDGET (dialog))));

  ts_stats_dialog_reset_now (TS_STATS_DIALOG (dialog));
  g_assert_null (ts_stats_dialog_get_row_text (TS_STATS_DIALOG (dialog), 0));
  g_assert_true (ts_stats_load (stats, path, NULL));
  g_assert_null (ts_stats_lookup (stats, GAME, "Ada"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (parent));
}

static void
on_fork (TsReplayDialog *dialog,
         TsMatch        *fork,
         gpointer        data)
{
  *(TsMatch **) data = g_object_ref (fork);
}

/* Replay (issue 17): every step shows the position before that move, the
 * slider and the buttons agree, a finished game opens at its end, and
 * "Continue from Here" forks a new match of the same setup there. */
static void
test_replay (void)
{
  g_autoptr(TsMatch) match = new_match (TS_PLAYER_HUMAN, 0, 19);
  g_autoptr(GArray) moves = random_game (match);
  g_autoptr(TsMatch) fork = NULL;
  GtkWidget *parent = gtk_window_new ();
  GtkWidget *dialog;
  TsReplayDialog *replay;
  guint n;

  for (guint i = 0; i < moves->len; i++)
    g_assert_true (ts_match_play (match, &g_array_index (moves, TsMove, i), NULL));
  n = ts_match_get_n_moves (match);
  g_assert_true (ts_game_is_over (ts_match_get_game (match)));

  dialog = ts_replay_dialog_new (GTK_WINDOW (parent), match);
  replay = TS_REPLAY_DIALOG (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  drain ();
  g_assert_cmpuint (ts_replay_dialog_get_index (replay), ==, n);
  /* The end of a finished game cannot be continued. */
  g_assert_false (gtk_widget_activate_action (dialog, "replay.fork", NULL)
                  && fork != NULL);
  for (guint k = 0; k <= n; k += MAX (1, n / 7))
    {
      g_autoptr(TsGame) want = ts_match_dup_game_before (match, k);

      ts_replay_dialog_set_index (replay, k);
      g_assert_true (ts_game_equal (ts_match_get_game (ts_replay_dialog_get_shown (replay)), want));
    }
  g_assert_true (gtk_widget_activate_action (dialog, "replay.first", NULL));
  g_assert_cmpuint (ts_replay_dialog_get_index (replay), ==, 0);
  g_assert_true (gtk_widget_activate_action (dialog, "replay.forward", NULL));
  g_assert_true (gtk_widget_activate_action (dialog, "replay.forward", NULL));
  g_assert_true (gtk_widget_activate_action (dialog, "replay.back", NULL));
  g_assert_cmpuint (ts_replay_dialog_get_index (replay), ==, 1);

  g_signal_connect (dialog, "fork", G_CALLBACK (on_fork), &fork);
  g_assert_true (gtk_widget_activate_action (dialog, "replay.fork", NULL));
  drain ();
  g_assert_nonnull (fork);
  g_assert_cmpuint (ts_match_get_n_moves (fork), ==, 0);
  g_assert_cmpstr (ts_match_get_setup (fork)->players[0].name, ==, "Ada");
  {
    g_autoptr(TsGame) want = ts_match_dup_game_before (match, 1);

    g_assert_true (ts_game_equal (ts_match_get_game (fork), want));
  }
  gtk_window_destroy (GTK_WINDOW (parent));
}

static GtkWidget *
find_toplevel (GType type)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

static void
on_recent_replay (TsRecentDialog *dialog,
                  TsMatch        *match,
                  gpointer        data)
{
  *(TsMatch **) data = g_object_ref (match);
}

/* Recent Games (issue 17): the finished games kept, newest first, in
 * words; one chosen opens its replay at its end; a damaged file is said
 * and opens nothing. */
static void
test_recent_games (void)
{
  g_autofree char *dir = ts_archive_default_dir ();
  g_autoptr(TsMatch) match = new_match (TS_PLAYER_HUMAN, 0, 19);
  g_autoptr(GArray) moves = random_game (match);
  g_autoptr(TsMatch) chosen = NULL;
  g_autoptr(GPtrArray) before = ts_archive_list (dir, NULL);
  g_autofree char *path = NULL;
  g_autofree char *row = NULL;
  g_autofree char *newest_row = NULL;
  GtkWidget *parent = gtk_window_new ();
  GtkWidget *dialog;
  TsWindow *window;

  for (guint i = 0; i < moves->len; i++)
    g_assert_true (ts_match_play (match, &g_array_index (moves, TsMove, i), NULL));
  /* Ended a minute after anything kept: the newest. */
  path = ts_archive_add (dir, match, g_get_real_time () / G_USEC_PER_SEC + 60, NULL);
  g_assert_nonnull (path);

  dialog = ts_recent_dialog_new (GTK_WINDOW (parent), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  drain ();
  g_assert_cmpuint (ts_recent_dialog_get_n_rows (TS_RECENT_DIALOG (dialog)), ==, before->len + 1);
  row = ts_recent_dialog_get_row_text (TS_RECENT_DIALOG (dialog), 0);
  g_assert_nonnull (strstr (row, "Ada "));
  g_assert_nonnull (strstr (row, "Bob "));
  g_assert_nonnull (strstr (row, ts_game_get_name (ts_match_get_game (match))));
  g_assert_nonnull (strstr (row, " moves"));
  g_signal_connect (dialog, "replay", G_CALLBACK (on_recent_replay), &chosen);
  ts_recent_dialog_choose (TS_RECENT_DIALOG (dialog), 0);
  drain ();
  g_assert_nonnull (chosen);
  g_assert_true (ts_game_equal (ts_match_get_game (chosen), ts_match_get_game (match)));
  g_assert_cmpuint (ts_match_get_n_moves (chosen), ==, ts_match_get_n_moves (match));
  g_clear_object (&chosen);

  /* A damaged file: said in the dialog, nothing opened. */
  g_assert_true (g_file_set_contents (path, "<tessella-save format=\"3\"", -1, NULL));
  dialog = ts_recent_dialog_new (GTK_WINDOW (parent), NULL);
  g_signal_connect (dialog, "replay", G_CALLBACK (on_recent_replay), &chosen);
  gtk_window_present (GTK_WINDOW (dialog));
  ts_recent_dialog_choose (TS_RECENT_DIALOG (dialog), 0);
  drain ();
  g_assert_null (chosen);
  g_assert_true (gtk_widget_get_visible (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_true (g_file_set_contents (path, "", 0, NULL));
  g_remove (path);

  /* From the window's menu: the list, then the replay of the chosen game. */
  window = new_window ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.recent", NULL));
  drain ();
  dialog = find_toplevel (TS_TYPE_RECENT_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpuint (ts_recent_dialog_get_n_rows (TS_RECENT_DIALOG (dialog)), ==, before->len);
  if (before->len > 0)
    {
      GtkWidget *replay;

      ts_recent_dialog_choose (TS_RECENT_DIALOG (dialog), 0);
      drain ();
      g_assert_null (find_toplevel (TS_TYPE_RECENT_DIALOG));
      replay = find_toplevel (TS_TYPE_REPLAY_DIALOG);
      g_assert_nonnull (replay);
      /* A finished game opens at its end. */
      g_assert_true (ts_game_is_over (ts_match_get_game (ts_replay_dialog_get_shown (TS_REPLAY_DIALOG (replay)))));
      gtk_window_destroy (GTK_WINDOW (replay));
    }
  else
    gtk_window_destroy (GTK_WINDOW (dialog));
  close_match_window (window);
  gtk_window_destroy (GTK_WINDOW (parent));
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

/* The lines of every turn so far that VIEWER may see, as the log shows
 * them. */
static GPtrArray *
visible_lines (TsMatch *match,
               int      viewer)
{
  return ts_match_describe_events (match, 0, ts_match_get_n_moves (match), viewer);
}

static gboolean
lines_contain (char      **lines,
               const char *line)
{
  return g_strv_contains ((const char * const *) lines, line);
}

/* The lines that SEAT may see and OTHER may not. */
static GPtrArray *
lines_only_for (TsMatch *match,
                int      seat,
                int      other)
{
  g_autoptr(GPtrArray) mine = visible_lines (match, seat);
  g_autoptr(GPtrArray) theirs = visible_lines (match, other);
  GPtrArray *only = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (theirs, NULL);
  for (guint i = 0; i < mine->len; i++)
    if (!g_strv_contains ((const char * const *) theirs->pdata, mine->pdata[i]))
      g_ptr_array_add (only, g_strdup (mine->pdata[i]));

  return only;
}

/* The log panel shows none of LINES. */
static void
assert_log_hides (TsWindow  *window,
                  GPtrArray *lines)
{
  GtkWidget *log = find_widget (GTK_WIDGET (window), TS_TYPE_LOG_VIEW, 0);
  g_auto(GStrv) shown = ts_log_view_get_lines (TS_LOG_VIEW (log));

  for (guint i = 0; i < lines->len; i++)
    if (lines_contain (shown, lines->pdata[i]))
      g_error ("the log shows \"%s\" to the wrong seat", (char *) lines->pdata[i]);
}

/* A fair log in a hot-seat TRI battle: the attacker's secret dice and card
 * are in the log while she holds the device, and gone behind the curtain
 * and while the defender holds it. */
static void
test_log_private_events (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("tri", 2, 21);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) adas = NULL;
  g_autoptr(GPtrArray) bobs = NULL;
  GtkWidget *log;
  TsWindow *window;

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "red");
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "blue");
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  window = new_match_window (match);
  log = find_widget (GTK_WIDGET (window), TS_TYPE_LOG_VIEW, 0);
  g_assert_nonnull (log);

  play_text (match, "place 0,0,N");
  play_text (match, "place 0,0,S");
  play_text (match, "expand 0,0,E");
  play_text (match, "pass");

  /* Ada attacks: at the device, she reads her own dice in the log. */
  play_text (match, "attack 0,0,S");
  assert_curtain_for (window, "Ada");
  lift_curtain (window);
  g_assert_cmpint (ts_window_get_viewer (window), ==, 0);
  adas = lines_only_for (match, 0, 1);
  g_assert_cmpuint (adas->len, >, 0);
  {
    g_auto(GStrv) shown = ts_log_view_get_lines (TS_LOG_VIEW (log));

    for (guint i = 0; i < adas->len; i++)
      g_assert_true (lines_contain (shown, adas->pdata[i]));
  }
  g_clear_pointer (&adas, g_ptr_array_unref);

  /* She picks her card: that much is hers alone. */
  play_text (match, "card +2");
  adas = lines_only_for (match, 0, 1);
  g_assert_cmpuint (adas->len, >, 0);

  /* Behind Bob's curtain nobody's secrets are in the log... */
  assert_curtain_for (window, "Bob");
  assert_log_hides (window, adas);
  {
    g_auto(GStrv) shown = ts_log_view_get_lines (TS_LOG_VIEW (log));
    g_autoptr(GPtrArray) public = visible_lines (match, TS_SEAT_NONE);

    /* ...but what everybody saw is. */
    g_assert_cmpuint (public->len, >, 0);
    for (guint i = 0; i < public->len; i++)
      g_assert_true (lines_contain (shown, public->pdata[i]));
  }

  /* Bob at the device: his own view, without Ada's. */
  lift_curtain (window);
  g_assert_cmpint (ts_window_get_viewer (window), ==, 1);
  assert_log_hides (window, adas);
  bobs = lines_only_for (match, 1, 0);
  {
    g_auto(GStrv) shown = ts_log_view_get_lines (TS_LOG_VIEW (log));

    for (guint i = 0; i < bobs->len; i++)
      g_assert_true (lines_contain (shown, bobs->pdata[i]));
  }

  /* Undo is blocked by the secrets shown, so Ada's lines stay hers; the
   * reveal makes the battle public. */
  play_text (match, "card +0");
  g_assert_true (ts_tri_game_get_battle (TS_TRI_GAME (game_of (window)))->revealed);

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

/* Hot-seat games played at random through the window: at every step the
 * log shows exactly what the seat at the device may see (nothing private
 * behind a curtain), and some of it was private. */
static void
test_log_follows_viewer (void)
{
  static const char * const ids[] = { "trojhranna", "tri" };

  for (guint g = 0; g < G_N_ELEMENTS (ids); g++)
    {
      g_autoptr(TsMatch) match = new_match_of (ids[g], 31);
      TsWindow *window = new_match_window (match);
      GtkWidget *log = find_widget (GTK_WIDGET (window), TS_TYPE_LOG_VIEW, 0);
      guint n_private = 0;
      TsRng rng;

      ts_rng_init (&rng, 99);
      for (guint step = 0; step < 60 && !ts_game_is_over (game_of (window)); step++)
        {
          g_autoptr(GPtrArray) expected = NULL;
          g_auto(GStrv) shown = NULL;
          g_autoptr(GError) error = NULL;
          int viewer;
          TsMove move;

          if (ts_window_is_curtain_up (window))
            {
              g_autoptr(GPtrArray) public = visible_lines (match, TS_SEAT_NONE);

              shown = ts_log_view_get_lines (TS_LOG_VIEW (log));
              g_assert_cmpuint (g_strv_length (shown), ==, public->len);
              for (guint i = 0; i < public->len; i++)
                g_assert_cmpstr (shown[i], ==, public->pdata[i]);
              g_clear_pointer (&shown, g_strfreev);
              lift_curtain (window);
            }

          viewer = ts_window_get_viewer (window);
          expected = visible_lines (match, viewer);
          shown = ts_log_view_get_lines (TS_LOG_VIEW (log));
          g_assert_cmpuint (g_strv_length (shown), ==, expected->len);
          for (guint i = 0; i < expected->len; i++)
            g_assert_cmpstr (shown[i], ==, expected->pdata[i]);
          if (viewer >= 0)
            {
              g_autoptr(GPtrArray) mine = lines_only_for (match, viewer, 1 - viewer);

              n_private += mine->len;
            }

          g_assert_true (ts_ai_random_move (game_of (window), &rng, &move));
          g_assert_true (ts_match_play (match, &move, &error));
          g_assert_no_error (error);
          drain ();
        }
      g_assert_cmpuint (n_private, >, 0);
      close_match_window (window);
    }
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

static guint
games_counted (const char *player)
{
  g_autoptr(TsStats) stats = ts_stats_new ();
  g_autofree char *path = ts_stats_default_path ();
  const TsStatsEntry *e;

  g_assert_true (ts_stats_load (stats, path, NULL));
  e = ts_stats_lookup (stats, GAME, player);
  return e != NULL ? e->played : 0;
}

static guint
games_kept (void)
{
  g_autofree char *dir = ts_archive_default_dir ();
  g_autoptr(GPtrArray) list = ts_archive_list (dir, GAME);

  return list->len;
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

  guint counted_before = games_counted ("Ada");
  guint kept_before = games_kept ();

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
  /* The statistics count the finished game, for each human; Recent
   * Games keep it. */
  g_assert_cmpuint (games_counted ("Ada"), ==, counted_before + 1);
  g_assert_cmpuint (games_kept (), ==, kept_before + 1);

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
  /* Ending it again after an undo does not count it twice. */
  g_assert_cmpuint (games_counted ("Ada"), ==, counted_before + 1);
  g_assert_cmpuint (games_kept (), ==, kept_before + 1);
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

/* WIDGET lies whole inside WINDOW, and a click at its centre reaches it
 * (nothing covers it, no scrolled parent hides it), were it sensitive. */
static void
assert_reachable (GtkWidget *widget,
                  GtkWidget *window)
{
  graphene_rect_t bounds;
  GtkWidget *picked;

  g_assert_true (gtk_widget_is_drawable (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  g_assert_cmpfloat (bounds.size.width, >, 0);
  g_assert_cmpfloat (bounds.size.height, >, 0);
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (window));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (window));
  picked = gtk_widget_pick (window, bounds.origin.x + bounds.size.width / 2,
                            bounds.origin.y + bounds.size.height / 2, GTK_PICK_INSENSITIVE);
  if (!(picked == widget || gtk_widget_is_ancestor (picked, widget)))
    g_test_message ("%s at %g,%g picks %s", G_OBJECT_TYPE_NAME (widget), bounds.origin.x, bounds.origin.y,
                    picked ? G_OBJECT_TYPE_NAME (picked) : "nothing");
  g_assert_true (picked == widget || gtk_widget_is_ancestor (picked, widget));
}

/* Whether the screen of WIDGET is at least WIDTH × HEIGHT. */
static gboolean
screen_holds (GtkWidget *widget,
              int        width,
              int        height)
{
  GListModel *monitors = gdk_display_get_monitors (gtk_widget_get_display (widget));
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle geometry;

  g_assert_nonnull (monitor);
  gdk_monitor_get_geometry (monitor, &geometry);
  return geometry.width >= width && geometry.height >= height;
}

/* The Trojhranná board and its panel side by side, and every action in
 * view, at the usual window sizes. */
static void
test_trojhranna_layout (void)
{
  static const int sizes[][2] = { { 800, 600 }, { 1024, 720 }, { 1280, 800 }, { 1920, 1080 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(TsMatch) match = new_match (TS_PLAYER_COMPUTER, 0, 16 + i);
      TsWindow *window = new_match_window (match);
      MovesWait wait = { window, 2 };
      GtkWidget *board, *canvas, *panel, *done;
      graphene_rect_t canvas_bounds, panel_bounds;
      double x, y;

      if (!screen_holds (GTK_WIDGET (window), sizes[i][0], sizes[i][1]))
        {
          /* xvfb-run -s '-screen 0 2000x1200x24' checks it. */
          g_test_message ("window %d × %d: larger than the screen, not checked",
                          sizes[i][0], sizes[i][1]);
          close_match_window (window);
          continue;
        }
      gtk_window_set_default_size (GTK_WINDOW (window), sizes[i][0], sizes[i][1]);
      g_assert_true (wait_for (human_may_act, window));
      wait_for_paint (window);
      g_test_message ("window %d × %d: %d × %d", sizes[i][0], sizes[i][1],
                      gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)));
      /* The window less its frame (client-side decorations). */
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >=, sizes[i][0] - 20);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, sizes[i][0]);

      board = ts_window_get_board (window);
      canvas = ts_trojhranna_board_get_canvas (TS_TROJHRANNA_BOARD (board));
      panel = ts_trojhranna_board_get_panel (TS_TROJHRANNA_BOARD (board));
      g_assert_true (gtk_widget_compute_bounds (canvas, GTK_WIDGET (window), &canvas_bounds));
      g_assert_true (gtk_widget_compute_bounds (panel, GTK_WIDGET (window), &panel_bounds));

      /* Side by side: the panel right of the canvas, both from the top. */
      g_assert_cmpfloat (panel_bounds.origin.x, >=, canvas_bounds.origin.x + canvas_bounds.size.width - 0.5);
      g_assert_cmpfloat (fabs (panel_bounds.origin.y - canvas_bounds.origin.y), <, 1);
      g_assert_cmpfloat (canvas_bounds.size.width, >=, panel_bounds.size.width);

      /* Memorising: Done and the buttons that arrange the cards. */
      g_assert_true (ts_trojhranna_board_get_done_point (TS_TROJHRANNA_BOARD (board), &x, &y));
      done = gtk_widget_get_ancestor (gtk_widget_pick (board, x, y, GTK_PICK_DEFAULT), GTK_TYPE_BUTTON);
      g_assert_nonnull (done);
      assert_reachable (done, GTK_WIDGET (window));
      for (GtkWidget *b = gtk_widget_get_first_child (gtk_widget_get_prev_sibling (done)); b != NULL;
           b = gtk_widget_get_next_sibling (b))
        {
          g_assert_true (GTK_IS_BUTTON (b));
          g_assert_nonnull (gtk_actionable_get_action_name (GTK_ACTIONABLE (b)));
          assert_reachable (b, GTK_WIDGET (window));
        }

      /* Choosing: the deck and the viewer's reserve card. */
      click_done (window);
      g_assert_true (wait_for (has_moves, &wait));
      g_assert_true (wait_for (human_may_act, window));
      wait_for_paint (window);
      g_assert_true (ts_trojhranna_board_get_deck_point (TS_TROJHRANNA_BOARD (board), &x, &y));
      assert_reachable (gtk_widget_get_ancestor (gtk_widget_pick (board, x, y, GTK_PICK_DEFAULT),
                                                 TS_TYPE_CARD_VIEW),
                        GTK_WIDGET (window));
      g_assert_true (ts_trojhranna_board_get_reserve_point (TS_TROJHRANNA_BOARD (board), 0, 0, &x, &y));
      assert_reachable (gtk_widget_get_ancestor (gtk_widget_pick (board, x, y, GTK_PICK_DEFAULT),
                                                 TS_TYPE_CARD_VIEW),
                        GTK_WIDGET (window));

      close_match_window (window);
    }
}

/* A TRI match of Ada (human, seat 0) against a computer after MOVES; Ada
 * is on turn. */
static TsMatch *
new_tri_match (const char * const *moves)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("tri", 2, 9);
  g_autoptr(TsGame) game = NULL;
  g_autoptr(GError) error = NULL;

  setup->first_seat = 0;
  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "red");
  ts_setup_set_player (setup, 1, "Computer", TS_PLAYER_COMPUTER, TS_LEVEL_EASY, "blue");
  game = ts_game_new ("tri", setup, &error);
  g_assert_no_error (error);
  for (guint i = 0; moves[i] != NULL; i++)
    {
      g_assert_true (ts_game_apply_text (game, moves[i], &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  return ts_match_new_from_position (setup, game);
}

/* The TRI board and its panel side by side, and every action in view, at
 * the usual window sizes: Teleport and Pass on a turn, the four cards and
 * Play in a battle. */
static void
test_tri_layout (void)
{
  static const int sizes[][2] = { { 800, 600 }, { 1024, 720 }, { 1280, 800 }, { 1920, 1080 } };
  static const char * const turn[] = {
    "place 0,0,N", "place 3,0,N", "expand 0,0,E", "expand 3,0,E",
    "expand 0,0,S", "expand 0,0,W", NULL,
  };
  static const char * const battle[] = {
    "place 0,0,N", "place 3,0,N", "expand 0,0,E", "expand 3,0,E",
    "expand 0,0,S", "expand 0,0,W", "attack 0,0,W", NULL,
  };
  static const char * const turn_buttons[] = { "teleport", "pass", NULL };
  static const char * const battle_buttons[] = { "card-0", "card-2", "card-3", "card-4", "play-card", NULL };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint k = 0; k < 2; k++)
      {
        g_autoptr(TsMatch) match = new_tri_match (k == 0 ? turn : battle);
        TsWindow *window = new_match_window (match);
        const char * const *buttons = k == 0 ? turn_buttons : battle_buttons;
        GtkWidget *board, *canvas, *panel;
        graphene_rect_t canvas_bounds, panel_bounds;
        double x0, y0, x1, y1;
        int last = ts_tri_game_get_n_triangles (TS_TRI_GAME (ts_match_get_game (match))) - 1;

        if (!screen_holds (GTK_WIDGET (window), sizes[i][0], sizes[i][1]))
          {
            /* xvfb-run -s '-screen 0 2000x1200x24' checks it. */
            g_test_message ("window %d × %d: larger than the screen, not checked",
                            sizes[i][0], sizes[i][1]);
            close_match_window (window);
            continue;
          }
        gtk_window_set_default_size (GTK_WINDOW (window), sizes[i][0], sizes[i][1]);
        g_assert_true (wait_for (human_may_act, window));
        wait_for_paint (window);
        g_test_message ("window %d × %d: %d × %d", sizes[i][0], sizes[i][1],
                        gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)));
        g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >=, sizes[i][0] - 20);
        g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, sizes[i][0]);

        board = ts_window_get_board (window);
        g_assert_true (TS_IS_TRI_BOARD (board));
        canvas = ts_tri_board_get_canvas (TS_TRI_BOARD (board));
        panel = ts_tri_board_get_panel (TS_TRI_BOARD (board));
        g_assert_true (gtk_widget_compute_bounds (canvas, GTK_WIDGET (window), &canvas_bounds));
        g_assert_true (gtk_widget_compute_bounds (panel, GTK_WIDGET (window), &panel_bounds));

        /* Side by side: the panel right of the canvas, both from the top,
         * the canvas the larger. */
        g_assert_cmpfloat (panel_bounds.origin.x, >=, canvas_bounds.origin.x + canvas_bounds.size.width - 0.5);
        g_assert_cmpfloat (fabs (panel_bounds.origin.y - gtk_widget_get_margin_top (panel) - canvas_bounds.origin.y),
                           <, 1);
        g_assert_cmpfloat (canvas_bounds.size.width, >=, panel_bounds.size.width);
        /* The panel at its fixed width, at most two fifths of a narrow
         * board. */
        g_assert_cmpfloat (panel_bounds.size.width + gtk_widget_get_margin_start (panel)
                           + gtk_widget_get_margin_end (panel), ==,
                           MIN (340, gtk_widget_get_width (board) * 2 / 5));

        /* The torus (with its faded repeat) keeps next to the panel,
         * however wide the window: a few pixels of the canvas's right edge
         * are outside it. */
        g_assert_true (ts_tri_board_get_triangle_point (TS_TRI_BOARD (board), 0, &x0, &y0));
        g_assert_true (ts_tri_board_get_triangle_point (TS_TRI_BOARD (board), last, &x1, &y1));
        for (x1 = canvas_bounds.size.width - 1; x1 > 0; x1--)
          if (ts_tri_board_triangle_at (TS_TRI_BOARD (board), x1, y0) >= 0)
            break;
        g_assert_cmpfloat (canvas_bounds.size.width - x1, <=, 12);

        for (guint b = 0; buttons[b] != NULL; b++)
          {
            GtkWidget *button = ts_tri_board_get_button (TS_TRI_BOARD (board), buttons[b]);

            g_assert_nonnull (button);
            assert_reachable (button, GTK_WIDGET (window));
            {
              graphene_rect_t bounds;

              /* Inside the panel, not clipped by it. */
              g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (window), &bounds));
              g_assert_true (graphene_rect_contains_rect (&panel_bounds, &bounds));
            }
          }
        close_match_window (window);
      }
}

static void
test_no_display (void)
{
  g_test_skip ("No display: run the tests under xvfb-run");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  /* Keep the autosave away from the real home. */
  data_dir = ts_test_data_dir_new ("tessella-test-ui");
  /* GTK's test accessibility backend keeps every accessible property for
   * gtk_test_accessible_*() to read, with no AT-SPI bus to reach. */
  g_setenv ("GTK_A11Y", "test", TRUE);

  g_test_add_func ("/ui/setup-text", test_setup_text);

  if (!gtk_init_check ())
    {
      g_test_add_func ("/ui/window", test_no_display);
      status = g_test_run ();
      ts_test_data_dir_remove (g_steal_pointer (&data_dir));
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
  g_test_add_func ("/ui/new-game-dialog-size-and-keys", test_new_game_dialog_size_and_keys);
  g_test_add_func ("/ui/computer-moves-by-itself", test_computer_moves_by_itself);
  g_test_add_func ("/ui/move-save-open", test_move_save_open);
  g_test_add_func ("/ui/curtain-hot-seat", test_curtain_hot_seat);
  g_test_add_func ("/ui/curtain-tri-battle", test_curtain_tri_battle);
  g_test_add_func ("/ui/curtain-trigon-battle", test_curtain_trigon_battle);
  g_test_add_func ("/ui/hint", test_hint);
  g_test_add_func ("/ui/statistics-dialog", test_statistics_dialog);
  g_test_add_func ("/ui/replay", test_replay);
  g_test_add_func ("/ui/log-private-events", test_log_private_events);
  g_test_add_func ("/ui/log-follows-viewer", test_log_follows_viewer);
  g_test_add_func ("/ui/accessible-names", test_accessible_names);
  g_test_add_func ("/ui/undo-against-computer", test_undo_against_computer);
  g_test_add_func ("/ui/undo-stops-at-reveal", test_undo_stops_at_reveal);
  g_test_add_func ("/ui/resume-autosave", test_resume);
  g_test_add_func ("/ui/shortcuts-section", test_shortcuts_section);
  g_test_add_func ("/ui/two-unfinished-games", test_two_unfinished_games);
  g_test_add_func ("/ui/game-over", test_game_over);
  /* After game-over, which keeps its game for Recent Games. */
  g_test_add_func ("/ui/recent-games", test_recent_games);
  g_test_add_func ("/ui/window-size", test_window_size);
  g_test_add_func ("/ui/trojhranna-layout", test_trojhranna_layout);
  g_test_add_func ("/ui/tri-layout", test_tri_layout);
  /* Last: it adds Nim to the games. */
  g_test_add_func ("/ui/new-game-dialog-option-rows", test_new_game_dialog_option_rows);

  status = g_test_run ();

  g_clear_object (&app);
  ts_test_data_dir_remove (g_steal_pointer (&data_dir));

  return status;
}
