/* test-board-hint.c — a suggested move shown on each game's board: the
 * cursor goes to its place and the focus to the drawing, nothing is
 * played by showing it, and Enter then plays that very move or only takes
 * its first step — never another move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gtk/gtk.h>

#include "network-game.h"
#include "test-board-util.h"
#include "trehgrannik-game.h"
#include "tri-game.h"
#include "trigon-game.h"
#include "trojhranna-game.h"
#include "ts-game-boards.h"
#include "ts-games.h"
#include "ts-rng.h"

#define N_POSITIONS 5
#define MAX_TRIALS  24

static const char * const names[] = { "Ada", "Bob", "Cyd", "Dee" };
static const char * const colours[] = { "red", "blue", "green", "yellow" };

static gboolean
laid_out (gpointer data)
{
  return gtk_widget_get_width (data) > 100;
}

/* The board shows its match afresh: no choice of an earlier trial left. */
static void
reset_board (TsTestBoard *f)
{
  ts_board_set_match (TS_BOARD (f->board), NULL);
  ts_board_set_match (TS_BOARD (f->board), f->match);
  ts_test_board_hand_to_current (f);
  g_array_set_size (f->emitted, 0);
}

/* Enter, as the key binding of the focused drawing does. */
static void
press_enter (TsTestBoard *f)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (f->window));

  g_assert_nonnull (focus);
  g_assert_true (focus == f->board || gtk_widget_is_ancestor (focus, f->board));
  if (!gtk_widget_activate_action (focus, "board.activate", NULL))
    g_assert_true (gtk_widget_activate_action (focus, "canvas.activate", NULL));
}

/* Which kinds of move a single Enter plays once shown. */
static gboolean
one_step (const char   *game_id,
          const TsMove *move)
{
  if (g_str_equal (game_id, "network"))
    return move->kind == NW_MOVE_NODE || move->kind == NW_MOVE_BRANCH;
  if (g_str_equal (game_id, "tri"))
    return move->kind == TRI_MOVE_PLACE || move->kind == TRI_MOVE_EXPAND || move->kind == TRI_MOVE_TELEPORT;
  if (g_str_equal (game_id, "trojhranna"))
    return move->kind == TJ_MOVE_PLACE;
  if (g_str_equal (game_id, "trehgrannik"))
    return move->kind == TG_MOVE_GO;
  return FALSE;
}

static gboolean have_display;

static void
test_game (gconstpointer data)
{
  const char *game_id = data;
  guint n_players = g_str_equal (game_id, "trigon") ? 3 : 2;
  g_autoptr(TsSetup) setup = ts_test_board_setup (game_id, n_players, 21, names, colours);
  TsTestBoard f = { NULL };
  guint shown = 0, played = 0;
  TsRng rng;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  ts_rng_init (&rng, 5);
  ts_test_board_open (&f, ts_game_boards_new (game_id), ts_match_new (setup, NULL), 1280, 800);
  ts_test_wait_until (laid_out, f.board, TRUE);

  for (guint p = 0; p < N_POSITIONS && !ts_game_is_over (ts_match_get_game (f.match)); p++)
    {
      g_autoptr(GArray) legal = NULL;

      /* A few random moves on, then every legal move (or a sample) shown. */
      for (guint k = 0; k < 3 + p * 4 && !ts_game_is_over (ts_match_get_game (f.match)); k++)
        {
          g_autoptr(GArray) moves = ts_game_list_moves (ts_match_get_game (f.match));

          g_assert_true (ts_match_play (f.match, &g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len)),
                                        NULL));
        }
      if (ts_game_is_over (ts_match_get_game (f.match)))
        break;
      reset_board (&f);
      legal = g_array_copy ((GArray *) ts_board_get_legal_moves (TS_BOARD (f.board)));
      g_assert_cmpuint (legal->len, >, 0);
      for (guint t = 0; t < MIN (legal->len, MAX_TRIALS); t++)
        {
          guint i = legal->len <= MAX_TRIALS ? t : ts_rng_uniform (&rng, legal->len);
          TsMove move = g_array_index (legal, TsMove, i);

          reset_board (&f);
          if (!ts_board_show_hint (TS_BOARD (f.board), &move))
            continue;
          shown++;
          /* Showing plays nothing. */
          g_assert_cmpuint (f.emitted->len, ==, 0);
          press_enter (&f);
          /* Enter plays the suggested move, or nothing yet (its first
           * step taken), never another. */
          g_assert_cmpuint (f.emitted->len, <=, 1);
          if (f.emitted->len == 1)
            {
              if (!ts_move_equal (&g_array_index (f.emitted, TsMove, 0), &move))
                {
                  g_autofree char *want = ts_game_format_move (ts_match_get_game (f.match), &move);
                  g_autofree char *got = ts_game_format_move (ts_match_get_game (f.match),
                                                              &g_array_index (f.emitted, TsMove, 0));

                  g_test_message ("%s: the hint %s, Enter played %s", game_id, want, got);
                }
              g_assert_true (ts_move_equal (&g_array_index (f.emitted, TsMove, 0), &move));
              played++;
            }
          else
            g_assert_false (one_step (game_id, &move));
        }
    }
  /* A move the game does not allow is not shown. */
  {
    TsMove bogus = { .kind = 99 };

    reset_board (&f);
    g_assert_false (ts_board_show_hint (TS_BOARD (f.board), &bogus));
  }
  g_test_message ("%s: %u hints shown, %u played by Enter", game_id, shown, played);
  g_assert_cmpuint (shown, >, 0);
  if (!g_str_equal (game_id, "trigon"))
    g_assert_cmpuint (played, >, 0);
  ts_test_board_close (&f);
}

int
main (int    argc,
      char **argv)
{
  static const char * const games[] = { "trojhranna", "tri", "network", "trehgrannik", "trigon" };
  g_autofree char *data_dir = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  have_display = gtk_init_check ();
  data_dir = ts_test_data_dir_new ("tessella-test-hint");
  ts_games_ensure ();
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/board/hint/%s", games[i]);

      g_test_add_data_func (path, games[i], test_game);
    }
  status = g_test_run ();
  ts_test_data_dir_remove (g_steal_pointer (&data_dir));
  return status;
}
