/* test-ui-keys.c — the same keys in every game (issue 25), driving the
 * real window under a display: E ends the turn, P passes, B builds, D
 * takes the deck's top card, Escape cancels and plus, minus and 0 zoom,
 * wherever the focus is; a key a game has no use for does nothing; and
 * the shortcuts window lists them, on the game in play, within 800 × 600
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-ui-util.h"
#include "ts-board-canvas.h"
#include "ts-board-keys.h"
#include "ts-shortcuts-dialog.h"

static const char * const games[] = { "trojhranna", "tri", "network", "trehgrannik", "trigon" };

/* The window's controller of the shared keys. */
static GtkShortcutController *
keys_controller (TsWindow *window)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (c), "board-keys") == 0)
        return GTK_SHORTCUT_CONTROLLER (c);
    }
  return NULL;
}

/* The shortcut of KEYVAL (no modifier) in the window's controller. */
static GtkShortcut *
shortcut_of (TsWindow *window,
             guint     keyval)
{
  GtkShortcutController *controller = keys_controller (window);

  g_assert_nonnull (controller);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (controller)); i++)
    {
      g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), i);
      GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

      if (GTK_IS_KEYVAL_TRIGGER (trigger)
          && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
          && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
        return shortcut;  /* the controller keeps it */
    }
  return NULL;
}

/* Presses KEYVAL as the window's controller would: what the key does,
 * wherever the focus is (a text field keeps its letters: the controller
 * listens in the bubble phase).  Whether it did anything. */
static gboolean
press (TsWindow *window,
       guint     keyval)
{
  GtkShortcut *shortcut = shortcut_of (window, keyval);
  gboolean done;

  g_assert_nonnull (shortcut);
  g_assert_cmpint (gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (keys_controller (window))),
                   ==, GTK_PHASE_BUBBLE);
  done = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                       GTK_WIDGET (window), gtk_shortcut_get_arguments (shortcut));
  drain ();
  return done;
}

/* One key, one meaning: the key of each command, in every window. */
static void
test_one_table (void)
{
  static const struct { guint keyval; TsBoardCommand command; } table[] = {
    { GDK_KEY_e, TS_BOARD_COMMAND_END_TURN },
    { GDK_KEY_p, TS_BOARD_COMMAND_PASS },
    { GDK_KEY_b, TS_BOARD_COMMAND_BUILD },
    { GDK_KEY_d, TS_BOARD_COMMAND_DRAW },
    { GDK_KEY_Escape, TS_BOARD_COMMAND_CANCEL },
    { GDK_KEY_plus, TS_BOARD_COMMAND_ZOOM_IN },
    { GDK_KEY_minus, TS_BOARD_COMMAND_ZOOM_OUT },
    { GDK_KEY_0, TS_BOARD_COMMAND_ZOOM_FIT },
  };
  TsWindow *window = new_window ();

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    {
      GtkShortcut *shortcut = shortcut_of (window, table[i].keyval);

      g_assert_nonnull (shortcut);
      g_assert_cmpint (g_variant_get_int32 (gtk_shortcut_get_arguments (shortcut)), ==, table[i].command);
      /* The shortcuts window shows the same key. */
      g_assert_cmpuint (gdk_keyval_from_name (ts_board_keys_get_command_help (table[i].command)->accel),
                        ==, table[i].keyval);
    }
  /* On the chooser, no board: the keys do nothing. */
  g_assert_false (press (window, GDK_KEY_e));
  close_window (window);
}

typedef struct
{
  const char     *game;
  TsBoardCommand  command;
  guint           keyval;
  const char     *notation;  /* the move the key plays starts so */
  /* Before the key, what the player does on the board to choose MOVE
   * (NULL: nothing). */
  void          (*prepare) (TsBoard *board, const TsMove *move);
} KeyCase;

/* Trehgrannik: a module of one card (no Block doubling it), its card
 * picked in the hand. */
static void
pick_card (TsBoard      *board,
           const TsMove *move)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.hand", "i", move->arg[0]));
  drain ();
}

static const KeyCase cases[] = {
  { "network", TS_BOARD_COMMAND_END_TURN, GDK_KEY_e, "end", NULL },
  { "trigon", TS_BOARD_COMMAND_END_TURN, GDK_KEY_e, "end", NULL },
  { "tri", TS_BOARD_COMMAND_PASS, GDK_KEY_p, "pass", NULL },
  { "trehgrannik", TS_BOARD_COMMAND_DRAW, GDK_KEY_d, "take deck", NULL },
  { "trehgrannik", TS_BOARD_COMMAND_BUILD, GDK_KEY_b, "build", pick_card },
  { "trojhranna", TS_BOARD_COMMAND_DRAW, GDK_KEY_d, "draw", NULL },
};

/* A legal move of GAME's seat to move whose notation starts with PREFIX
 * (a move of one word after it, such as one card), into *MOVE. */
static gboolean
find_move (TsGame       *game,
           const char   *prefix,
           TsMove       *move)
{
  g_autoptr(GArray) moves = ts_game_list_moves (game);

  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *text = ts_game_format_move (game, &g_array_index (moves, TsMove, i));
      const char *rest = text + strlen (prefix);

      if (g_str_has_prefix (text, prefix) && (*rest == '\0' || strchr (rest + 1, ' ') == NULL))
        {
          *move = g_array_index (moves, TsMove, i);
          return TRUE;
        }
    }
  return FALSE;
}

/* Two people play random moves until the one to move may play a move of
 * KC's kind; the key then plays it from the window. */
static void
test_key_plays (gconstpointer data)
{
  const KeyCase *kc = data;
  g_autoptr(TsMatch) match = NULL;
  TsMove wanted = { 0 };
  TsWindow *window;
  TsBoard *board;
  guint before;
  g_autofree char *played = NULL;
  gboolean found = FALSE;

  for (guint64 seed = 1; seed < 40 && !found; seed++)
    {
      TsRng rng;

      g_clear_object (&match);
      match = new_match_of (kc->game, seed);
      ts_rng_init (&rng, seed);
      for (guint i = 0; i < 300 && !ts_game_is_over (ts_match_get_game (match)); i++)
        {
          g_autoptr(GArray) moves = NULL;

          /* Past the first moves, where a game sets up. */
          if (i >= 3 && find_move (ts_match_get_game (match), kc->notation, &wanted))
            {
              found = TRUE;
              break;
            }
          moves = ts_game_list_moves (ts_match_get_game (match));
          g_assert_true (ts_match_play (match, &g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len)),
                                        NULL));
        }
    }
  g_assert_true (found);

  window = new_match_window (match);
  if (ts_window_is_curtain_up (window))
    {
      /* Behind the curtain the keys do nothing. */
      before = ts_match_get_n_moves (match);
      g_assert_false (press (window, kc->keyval));
      g_assert_cmpuint (ts_match_get_n_moves (match), ==, before);
      lift_curtain (window);
    }
  g_assert_true (wait_for (human_may_act, window));
  board = TS_BOARD (ts_window_get_board (window));
  g_assert_true (ts_board_has_command (board, kc->command));
  if (kc->prepare != NULL)
    kc->prepare (board, &wanted);
  before = ts_match_get_n_moves (match);
  g_assert_true (press (window, kc->keyval));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, before + 1);
  played = ts_game_format_move (ts_match_get_game (match), ts_match_get_move (match, before));
  g_assert_true (g_str_has_prefix (played, kc->notation));
  close_match_window (window);
}

/* What each game has, and a key a game has no use for does nothing. */
static void
test_keys_per_game (void)
{
  static const struct { const char *game; guint commands; } has[] = {
    { "trojhranna", 1u << TS_BOARD_COMMAND_DRAW },
    { "tri", 1u << TS_BOARD_COMMAND_PASS | 1u << TS_BOARD_COMMAND_CANCEL },
    { "network", 1u << TS_BOARD_COMMAND_END_TURN | 1u << TS_BOARD_COMMAND_CANCEL },
    { "trehgrannik", 1u << TS_BOARD_COMMAND_PASS | 1u << TS_BOARD_COMMAND_BUILD | 1u << TS_BOARD_COMMAND_DRAW
                     | 1u << TS_BOARD_COMMAND_CANCEL | 1u << TS_BOARD_COMMAND_ZOOM_IN
                     | 1u << TS_BOARD_COMMAND_ZOOM_OUT | 1u << TS_BOARD_COMMAND_ZOOM_FIT },
    { "trigon", 1u << TS_BOARD_COMMAND_END_TURN | 1u << TS_BOARD_COMMAND_CANCEL
                | 1u << TS_BOARD_COMMAND_ZOOM_IN | 1u << TS_BOARD_COMMAND_ZOOM_OUT
                | 1u << TS_BOARD_COMMAND_ZOOM_FIT },
  };

  for (guint g = 0; g < G_N_ELEMENTS (has); g++)
    {
      g_autoptr(TsMatch) match = new_match_of (has[g].game, 3);
      TsWindow *window = new_match_window (match);
      TsBoard *board = TS_BOARD (ts_window_get_board (window));

      if (ts_window_is_curtain_up (window))
        lift_curtain (window);
      g_assert_true (wait_for (human_may_act, window));
      for (guint c = 0; c < TS_BOARD_N_COMMANDS; c++)
        {
          gboolean expected = (has[g].commands & (1u << c)) != 0;

          g_assert_cmpint (ts_board_has_command (board, c), ==, expected);
          if (!expected)
            {
              guint before = ts_match_get_n_moves (match);

              g_assert_false (ts_board_run_command (board, c));
              g_assert_cmpuint (ts_match_get_n_moves (match), ==, before);
            }
        }
      /* Zoom where the board is a zoomable map: plus zooms in, 0 shows
       * it whole again. */
      if (has[g].commands & (1u << TS_BOARD_COMMAND_ZOOM_IN))
        {
          TsBoardCanvas *canvas = TS_BOARD_CANVAS (ts_board_get_canvas (board));
          double fit = ts_board_canvas_get_zoom (canvas);

          g_assert_true (press (window, GDK_KEY_plus));
          g_assert_cmpfloat (ts_board_canvas_get_zoom (canvas), >, fit);
          g_assert_true (press (window, GDK_KEY_0));
          g_assert_cmpfloat (ts_board_canvas_get_zoom (canvas), ==, fit);
        }
      close_match_window (window);
    }
}

static gboolean
is_laid_out (gpointer data)
{
  return gtk_widget_get_width (data) > 0;
}

/* The shortcuts window: on the game in play (the general section from
 * the chooser), each game's section lists the shared keys it has, and it
 * fits a window of 800 × 600. */
static void
test_shortcuts_window (void)
{
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr(TsMatch) match = new_match_of (games[g], 5);
      TsWindow *window = new_match_window (match);
      GtkWidget *dialog;
      int min_width = 0, width = 0, height = 0;

      gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
      gtk_window_unmaximize (GTK_WINDOW (window));
      if (ts_window_is_curtain_up (window))
        lift_curtain (window);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
      drain ();
      dialog = find_toplevel (TS_TYPE_SHORTCUTS_DIALOG);
      g_assert_nonnull (dialog);
      g_assert_cmpstr (ts_shortcuts_dialog_get_section (TS_SHORTCUTS_DIALOG (dialog)), ==, games[g]);
      g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));

      /* Narrower and lower than 800 × 600 with room for a frame; what
       * does not fit the height scrolls. */
      gtk_widget_measure (dialog, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      g_assert_cmpint (min_width, <=, 760);
      gtk_window_get_default_size (GTK_WINDOW (dialog), &width, &height);
      g_assert_cmpint (width, <=, 760);
      g_assert_cmpint (height, <=, 560);
      g_assert_true (wait_for (is_laid_out, dialog));
      g_assert_cmpint (gtk_widget_get_width (dialog), <=, 800);
      g_assert_cmpint (gtk_widget_get_height (dialog), <=, 600);

      /* Every section is there, the general one first. */
      ts_shortcuts_dialog_set_section (TS_SHORTCUTS_DIALOG (dialog), "general");
      g_assert_cmpstr (ts_shortcuts_dialog_get_section (TS_SHORTCUTS_DIALOG (dialog)), ==, "general");
      for (guint o = 0; o < G_N_ELEMENTS (games); o++)
        {
          ts_shortcuts_dialog_set_section (TS_SHORTCUTS_DIALOG (dialog), games[o]);
          g_assert_cmpstr (ts_shortcuts_dialog_get_section (TS_SHORTCUTS_DIALOG (dialog)), ==, games[o]);
        }
      gtk_window_destroy (GTK_WINDOW (dialog));
      close_match_window (window);
    }

  /* From the chooser: the general section. */
  {
    TsWindow *window = new_window ();
    GtkWidget *dialog;

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
    drain ();
    dialog = find_toplevel (TS_TYPE_SHORTCUTS_DIALOG);
    g_assert_nonnull (dialog);
    g_assert_cmpstr (ts_shortcuts_dialog_get_section (TS_SHORTCUTS_DIALOG (dialog)), ==, "general");
    gtk_window_destroy (GTK_WINDOW (dialog));
    close_window (window);
  }
}

/* S says the state of the game from wherever the focus is: whose turn,
 * the prompt, every player; behind the curtain only whose turn. */
static void
test_summary (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr(TsMatch) match = new_match_of (games[i], 7);
      TsWindow *window = new_match_window (match);
      const char *spoken, *prompt;

      if (ts_window_is_curtain_up (window))
        {
          g_autofree char *alone = g_strdup_printf ("%s.", ts_window_get_status (window));

          g_assert_true (press (window, GDK_KEY_s));
          g_assert_cmpstr (ts_window_get_last_spoken (window), ==, alone);
          lift_curtain (window);
        }
      g_assert_true (wait_for (board_is_laid_out, ts_window_get_board (window)));
      g_assert_true (press (window, GDK_KEY_s));
      spoken = ts_window_get_last_spoken (window);
      g_assert_nonnull (spoken);
      g_test_message ("%s: %s", games[i], spoken);
      g_assert_true (g_str_has_prefix (spoken, ts_window_get_status (window)));
      g_assert_nonnull (strstr (spoken, "Ada"));
      g_assert_nonnull (strstr (spoken, "Bob"));
      prompt = ts_board_get_prompt (TS_BOARD (ts_window_get_board (window)));
      if (prompt != NULL)
        g_assert_nonnull (strstr (spoken, prompt));
      close_match_window (window);
    }
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv, "test-ui-keys");
  if (ui_test_open_display ())
    {
      g_test_add_func ("/keys/one-table", test_one_table);
      for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
        {
          g_autofree char *path = g_strdup_printf ("/keys/plays/%s/%s", cases[i].game, cases[i].notation);

          g_test_add_data_func (path, &cases[i], test_key_plays);
        }
      g_test_add_func ("/keys/per-game", test_keys_per_game);
      g_test_add_func ("/keys/shortcuts-window", test_shortcuts_window);
      g_test_add_func ("/keys/summary", test_summary);
    }
  return ui_test_run ();
}
