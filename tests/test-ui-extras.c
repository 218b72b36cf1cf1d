/* test-ui-extras.c — the application window's extras, driven like a
 * player would, under a display (Xvfb): the hint, the statistics dialog,
 * replay, the end of a game and Recent Games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "test-ui-util.h"
#include "test-util.h"
#include "ts-archive.h"
#include "ts-autosave.h"
#include "ts-board.h"
#include "network-board.h"
#include "ts-new-game-dialog.h"
#include "ts-ranking-dialog.h"
#include "ts-recent-dialog.h"
#include "ts-replay-dialog.h"
#include "ts-stats.h"
#include "ts-stats-dialog.h"

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
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  TsWindow *window;
  guint n;

  match = ts_test_new_match_against_computer ("network", 14);
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
    /* Suggest a Move is off behind the curtain (issue 25): nothing. */
    gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
    drain ();
    g_assert_null (ts_window_get_last_toast (window));
    close_match_window (window);
  }

  /* And with no game open. */
  {
    TsWindow *chooser = new_window ();

    gtk_widget_activate_action (GTK_WIDGET (chooser), "win.hint", NULL);
    drain ();
    g_assert_null (ts_window_get_last_toast (chooser));
    close_window (chooser);
  }
}

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

/* Preferences (Ctrl+,): the row and column labels follow the switch on
 * the board on screen at once, and the pace is kept. */
static void
test_preferences (void)
{
  g_autoptr(TsMatch) match = new_match_of ("tri", 3);
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tessella.Tessella");
  TsWindow *window = new_match_window (match);
  GtkWidget *board = ts_window_get_board (window);
  GtkWidget *prefs, *toggle, *combo;

  g_assert_true (ts_board_get_show_coordinates (TS_BOARD (board)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL));
  prefs = find_toplevel (ADW_TYPE_WINDOW);
  g_assert_nonnull (prefs);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (prefs)) == GTK_WINDOW (window));

  toggle = find_widget (prefs, GTK_TYPE_SWITCH, 0);
  g_assert_nonnull (toggle);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (toggle)));
  gtk_switch_set_active (GTK_SWITCH (toggle), FALSE);
  g_assert_false (g_settings_get_boolean (settings, "board-coordinates"));
  g_assert_false (ts_board_get_show_coordinates (TS_BOARD (board)));

  combo = find_widget (prefs, ADW_TYPE_COMBO_ROW, 0);
  g_assert_nonnull (combo);
  adw_combo_row_set_selected (ADW_COMBO_ROW (combo), 2);
  {
    g_autofree char *pace = g_settings_get_string (settings, "computer-pace");

    g_assert_cmpstr (pace, ==, "fast");
  }

  gtk_window_destroy (GTK_WINDOW (prefs));
  g_settings_reset (settings, "board-coordinates");
  g_settings_reset (settings, "computer-pace");
  g_assert_true (ts_board_get_show_coordinates (TS_BOARD (board)));
  close_match_window (window);
}

/* Learn to Play: offered in the new-game dialog; the narrator above the
 * board; Next through the talk; a wrong move refused with words, the
 * right one taken; Leave, and taken up again at the same step. */
static const char *
narrator_text (TsWindow   *window,
               guint       nth)
{
  GtkWidget *label = find_widget (ts_window_get_narrator (window), GTK_TYPE_LABEL, nth);

  return label != NULL && gtk_widget_get_visible (label) ? gtk_label_get_text (GTK_LABEL (label)) : NULL;
}

static void
test_tutorial (void)
{
  TsWindow *window = new_window ();
  GtkWidget *dialog, *next;
  TsTutorial *tutorial;
  TsGame *game;
  TsMove move;
  g_autoptr(GError) error = NULL;

  g_signal_emit_by_name (ts_window_get_chooser (window), "game-chosen", "network");
  dialog = find_toplevel (TS_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  /* Chosen for the first time: the tutorial is what the dialog suggests,
   * and the keys are on it. */
  g_assert_true (gtk_widget_has_css_class (find_button_labelled (dialog, "_Learn to Play"), "suggested-action"));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (dialog)) == find_button_labelled (dialog, "_Learn to Play"));
  g_signal_emit_by_name (find_button_labelled (dialog, "_Learn to Play"), "clicked");
  drain ();
  g_assert_null (find_toplevel (TS_TYPE_NEW_GAME_DIALOG));
  tutorial = ts_window_get_tutorial (window);
  g_assert_nonnull (tutorial);
  g_assert_cmpstr (narrator_text (window, 0), ==, "Step 1 of 14");
  g_assert_true (g_str_has_prefix (narrator_text (window, 1), "Welcome to Network."));
  g_assert_false (ts_board_can_act (TS_BOARD (ts_window_get_board (window))));
  /* Suggest a Move where the step only talks: what to do. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_cmpstr (ts_window_get_last_toast (window), ==, "Read this step first, then press Next.");

  /* Through the talk to the first move. */
  next = find_button_labelled (ts_window_get_narrator (window), "_Next");
  while (!ts_tutorial_waits_for_move (tutorial))
    {
      g_signal_emit_by_name (next, "clicked");
      drain ();
    }
  g_assert_cmpstr (ts_tutorial_get_step_id (tutorial), ==, "first-set");
  g_assert_false (gtk_widget_get_visible (next));
  g_assert_true (ts_board_can_act (TS_BOARD (ts_window_get_board (window))));
  /* The board points at the place: its cursor on the set's corner. */
  game = ts_match_get_game (ts_tutorial_get_match (tutorial));
  {
    int corner = -1, edge = -1, square = -1;

    g_assert_true (ts_game_parse_move (game, "set 2,2 H2,2", &move, &error));
    ts_network_board_get_cursor (TS_NETWORK_BOARD (ts_window_get_board (window)), &corner, &edge, &square);
    g_assert_cmpint (corner, ==, move.arg[0]);
  }

  /* Suggest a Move: the move the step teaches, in words, nothing played. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_true (g_str_has_prefix (ts_window_get_last_toast (window), "Suggestion: "));
  g_assert_cmpuint (strlen (ts_window_get_last_toast (window)), >, strlen ("Suggestion: ") + 10);
  g_assert_cmpuint (ts_match_get_n_moves (ts_tutorial_get_match (tutorial)), ==, 0);

  /* A legal move, but not this one: refused in words, nothing played. */
  g_assert_true (ts_game_parse_move (game, "set 0,0 H0,0", &move, &error));
  ts_board_choose (TS_BOARD (ts_window_get_board (window)), &move);
  drain ();
  g_assert_cmpuint (ts_match_get_n_moves (ts_tutorial_get_match (tutorial)), ==, 0);
  g_assert_true (g_str_has_prefix (narrator_text (window, 2), "For this first set"));
  /* The one it teaches. */
  g_assert_true (ts_game_parse_move (game, "set 2,2 H2,2", &move, &error));
  ts_board_choose (TS_BOARD (ts_window_get_board (window)), &move);
  drain ();
  g_assert_cmpuint (ts_match_get_n_moves (ts_tutorial_get_match (tutorial)), ==, 1);
  g_assert_cmpstr (ts_tutorial_get_step_id (tutorial), ==, "computer-sets");
  g_assert_null (narrator_text (window, 2));
  /* A step that only talks shows its place with the cursor, while Next
   * keeps the keys. */
  {
    int corner = -1, edge = -1, square = -1;

    g_assert_true (ts_board_is_pointing (TS_BOARD (ts_window_get_board (window))));
    ts_network_board_get_cursor (TS_NETWORK_BOARD (ts_window_get_board (window)), &corner, &edge, &square);
    g_assert_true (nw_corner_parse ("5,5", &edge));
    g_assert_cmpint (corner, ==, edge);
    g_assert_true (gtk_widget_has_focus (find_button_labelled (ts_window_get_narrator (window), "_Next")));
  }

  /* Left, and taken up at the same step. */
  g_signal_emit_by_name (find_button_labelled (ts_window_get_narrator (window), "_Leave"), "clicked");
  drain ();
  g_assert_null (ts_window_get_tutorial (window));
  g_assert_false (ts_board_is_pointing (TS_BOARD (ts_window_get_board (window))));
  /* Kept in the settings, for after a restart: a new window takes it up. */
  {
    g_autoptr(GSettings) settings = g_settings_new (APP_ID);
    g_autoptr(GVariant) steps = g_settings_get_value (settings, "tutorial-steps");
    const char *step = NULL;

    g_assert_true (g_variant_lookup (steps, "network", "&s", &step));
    g_assert_cmpstr (step, ==, "computer-sets");
  }
  close_window (window);
  window = new_window ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", "s", "network"));
  drain ();
  tutorial = ts_window_get_tutorial (window);
  g_assert_nonnull (tutorial);
  g_assert_cmpstr (ts_tutorial_get_step_id (tutorial), ==, "computer-sets");
  g_assert_cmpuint (ts_match_get_n_moves (ts_tutorial_get_match (tutorial)), ==, 1);

  /* Chosen again, the game's dialog still offers the tutorial, without
   * pressing it on the player. */
  g_signal_emit_by_name (ts_window_get_chooser (window), "game-chosen", "network");
  dialog = find_toplevel (TS_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_nonnull (find_button_labelled (dialog, "_Learn to Play"));
  g_assert_false (gtk_widget_has_css_class (find_button_labelled (dialog, "_Learn to Play"), "suggested-action"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  drain ();

  /* A new game puts it away. */
  {
    g_autoptr(TsMatch) match = new_match_of ("tri", 5);

    start_match (window, match);
    g_assert_null (ts_window_get_tutorial (window));
    g_assert_false (gtk_widget_get_visible (ts_window_get_narrator (window)));
  }
  close_window (window);
}

static gboolean
tutorial_builds (gpointer data)
{
  TsTutorial *tutorial = ts_window_get_tutorial (data);

  return tutorial != NULL && g_strcmp0 (ts_tutorial_get_step_id (tutorial), "build") == 0;
}

/* Trehgrannik's tutorial on the board as a player plays it: the cursor on
 * the hex the step names, Enter there, then the card of the hand that
 * pays: the fee and the drive, two moves for two steps, and the module
 * is next. */
static void
test_tutorial_trehgrannik (void)
{
  TsWindow *window = new_window ();
  TsTutorial *tutorial;
  GtkWidget *board, *next;
  TsMove fee;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", "s", "trehgrannik"));
  drain ();
  tutorial = ts_window_get_tutorial (window);
  g_assert_nonnull (tutorial);
  next = find_button_labelled (ts_window_get_narrator (window), "_Next");
  while (!ts_tutorial_waits_for_move (tutorial))
    {
      g_signal_emit_by_name (next, "clicked");
      drain ();
    }
  g_assert_cmpstr (ts_tutorial_get_step_id (tutorial), ==, "fee");
  board = ts_window_get_board (window);
  g_assert_true (wait_for (board_is_laid_out, board));
  /* The cursor on the plain east of the landing pad: Enter picks it. */
  g_assert_true (gtk_widget_activate_action (board, "board.activate", NULL));
  drain ();
  g_assert_cmpuint (ts_match_get_n_moves (ts_tutorial_get_match (tutorial)), ==, 0);
  /* Quarry, a card of the hand, pays. */
  g_assert_true (ts_game_parse_move (ts_match_get_game (ts_tutorial_get_match (tutorial)), "fee PRD-4", &fee, NULL));
  g_assert_true (gtk_widget_activate_action (board, "board.hand", "i", fee.arg[0]));
  g_assert_true (wait_for (tutorial_builds, window));
  g_assert_cmpuint (ts_match_get_n_moves (ts_tutorial_get_match (tutorial)), ==, 2);
  g_assert_null (narrator_text (window, 2));
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv, "test-ui-extras");

  if (ui_test_open_display ())
    {
      g_test_add_func ("/ui/hint", test_hint);
      g_test_add_func ("/ui/preferences", test_preferences);
      g_test_add_func ("/ui/statistics-dialog", test_statistics_dialog);
      g_test_add_func ("/ui/replay", test_replay);
      g_test_add_func ("/ui/game-over", test_game_over);
      /* After game-over, which keeps its game for Recent Games. */
      g_test_add_func ("/ui/recent-games", test_recent_games);
      g_test_add_func ("/ui/tutorial", test_tutorial);
      g_test_add_func ("/ui/tutorial/trehgrannik", test_tutorial_trehgrannik);
    }

  return ui_test_run ();
}
