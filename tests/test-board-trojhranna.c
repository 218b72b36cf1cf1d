/* test-board-trojhranna.c — the Trojhranná hra board, driven by simulated
 * clicks and key actions under a display (Xvfb)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "trojhranna-board.h"
#include "trojhranna-board-private.h"
#include "trojhranna-game.h"
#include "ts-card-view.h"
#include "test-board-util.h"
#include "ts-games.h"
#include "ts-match.h"
#include "ts-hand-view.h"

static gboolean have_display;

typedef TsTestBoard Fixture;

/* Whether the board (DATA) is laid out. */
static gboolean
board_laid_out (gpointer data)
{
  GtkWidget *widget = data;

  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) >= 100;
}

/* A board of WIDTH × HEIGHT showing a new game of NAMES (NULL-terminated,
 * 2–4 players, all human). */
static void
fixture_setup_full (Fixture            *f,
                    guint64             seed,
                    const char * const *names,
                    int                 width,
                    int                 height)
{
  static const char * const colours[] = { "red", "blue", "green", "yellow" };
  g_autoptr(TsSetup) setup = ts_test_board_setup ("trojhranna", g_strv_length ((char **) names),
                                                  seed, names, colours);
  g_autoptr(GError) error = NULL;
  TsMatch *match = ts_match_new (setup, &error);

  g_assert_no_error (error);
  ts_test_board_open (f, ts_trojhranna_board_new (), match, width, height);
  ts_test_wait_until (board_laid_out, f->board, FALSE);
}

static void
fixture_setup (Fixture *f,
               guint64  seed)
{
  static const char * const names[] = { "Ada", "Bob", NULL };

  fixture_setup_full (f, seed, names, 1000, 700);
}

static TsGame *
game_of (Fixture *f)
{
  return ts_match_get_game (f->match);
}

static TsTrojhrannaGame *
tj_game_of (Fixture *f)
{
  return TS_TROJHRANNA_GAME (game_of (f));
}

static TsTrojhrannaBoard *
board_of (Fixture *f)
{
  return TS_TROJHRANNA_BOARD (f->board);
}

/* The board laid out after its last change: the panel's widgets are
 * where they are drawn (the test hooks read their allocations). */
static TsTrojhrannaBoard *
settled (Fixture *f)
{
  ts_test_wait_for_paint (f->window, f->board);
  return board_of (f);
}

/* A primary click at (X, Y): a widget of the panel (a card, a button)
 * takes it if it lies there, as under a real pointer; else the canvas. */
static void
click (Fixture *f,
       double   x,
       double   y)
{
  GtkWidget *picked = gtk_widget_pick (f->board, x, y, GTK_PICK_DEFAULT);
  GtkWidget *target;

  g_assert_nonnull (picked);
  /* A button clicks at once (its activation would wait for a timeout). */
  target = gtk_widget_get_ancestor (picked, GTK_TYPE_BUTTON);
  if (target != NULL)
    {
      g_assert_true (gtk_widget_is_sensitive (target));
      g_signal_emit_by_name (target, "clicked");
      return;
    }
  target = gtk_widget_get_ancestor (picked, TS_TYPE_CARD_VIEW);
  if (target != NULL)
    g_assert_true (gtk_widget_activate (target));
  else
    ts_test_click (f->board, x, y);
}

static void
right_click (Fixture *f,
             double   x,
             double   y)
{
  g_signal_emit_by_name (ts_test_controller_named (f->board, "board-secondary-click"),
                         "pressed", 1, x, y);
}

/* The pointer moves to (X, Y), then the wheel turns one step down. */
static void
wheel_at (Fixture *f,
          double   x,
          double   y)
{
  gboolean handled = FALSE;

  g_signal_emit_by_name (ts_test_controller_named (f->board, "board-motion"), "motion", x, y);
  g_signal_emit_by_name (ts_test_controller_named (f->board, "board-scroll"),
                         "scroll", 0.0, 1.0, &handled);
  g_assert_true (handled);
}

static void
key (Fixture    *f,
     const char *action,
     GVariant   *param)
{
  ts_test_activate (f->board, action, param);
}

static void
play_random (Fixture *f,
             GRand   *rand)
{
  g_autoptr(GArray) moves = ts_game_list_moves (game_of (f));
  g_autoptr(GError) error = NULL;
  const TsMove *move;

  g_assert_cmpuint (moves->len, >, 0);
  move = &g_array_index (moves, TsMove, g_rand_int_range (rand, 0, moves->len));
  g_assert_true (ts_match_play (f->match, move, &error));
  g_assert_no_error (error);
}

static void
memorise_both (Fixture *f)
{
  for (guint i = 0; i < 2; i++)
    {
      TsMove move;

      g_assert_cmpint (ts_trojhranna_game_get_phase (tj_game_of (f)), ==, TJ_PHASE_MEMORISE);
      ts_test_board_hand_to_current (f);
      key (f, "board.activate", NULL);
      move = ts_test_board_play_emitted (f);
      g_assert_cmpint (move.kind, ==, TJ_MOVE_ARRANGE);
    }
  g_assert_cmpint (ts_trojhranna_game_get_phase (tj_game_of (f)), ==, TJ_PHASE_CHOOSE);
}

static gboolean
contains_colour_name (const char *text)
{
  for (TjColour c = TJ_RED; c <= TJ_PINK; c++)
    if (strstr (text, tj_colour_name (c)) != NULL)
      return TRUE;
  return FALSE;
}

/* ------------------------------------------------------------------ */

static void
test_memorise_by_input (void)
{
  Fixture f = { 0 };
  TsMove move;
  double x, y;
  int first;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f, 11);
  first = ts_game_get_current_seat (game_of (&f));

  /* The memorising seat sees its cards; nobody else gets the overlay. */
  ts_board_set_viewer (TS_BOARD (f.board), 1 - first);
  ts_board_set_interactive (TS_BOARD (f.board), TRUE);
  g_assert_false (ts_trojhranna_board_get_dealt_point (settled (&f), 0, &x, &y));
  g_assert_false (ts_trojhranna_board_get_done_point (settled (&f), &x, &y));

  /* First seat: a click turns card 0 a third clockwise, Enter confirms. */
  ts_test_board_hand_to_current (&f);
  g_assert_true (ts_trojhranna_board_get_dealt_point (settled (&f), 0, &x, &y));
  click (&f, x, y);
  g_assert_cmpuint (f.emitted->len, ==, 0);
  key (&f, "board.activate", NULL);
  move = ts_test_board_play_emitted (&f);
  {
    const guint order[3] = { 0, 1, 2 }, notches[3] = { 1, 0, 0 };
    TsMove want = ts_trojhranna_move_arrange (order, notches);

    g_assert_true (ts_move_equal (&move, &want));
  }
  g_assert_cmpuint (ts_trojhranna_game_get_reserve (tj_game_of (&f), first, 0).notch, ==, 1);

  /* Second seat: Shift+→ moves the selected first card one slot right,
   * then the Done button. */
  ts_test_board_hand_to_current (&f);
  g_assert_cmpint (ts_game_get_current_seat (game_of (&f)), ==, 1 - first);
  key (&f, "board.move-card", g_variant_new_int32 (1));
  g_assert_true (ts_trojhranna_board_get_done_point (settled (&f), &x, &y));
  click (&f, x, y);
  move = ts_test_board_play_emitted (&f);
  {
    const guint order[3] = { 1, 0, 2 }, notches[3] = { 0, 0, 0 };
    TsMove want = ts_trojhranna_move_arrange (order, notches);

    g_assert_true (ts_move_equal (&move, &want));
  }

  g_assert_cmpint (ts_trojhranna_game_get_phase (tj_game_of (&f)), ==, TJ_PHASE_CHOOSE);
  g_assert_cmpuint (ts_trojhranna_game_get_n_table (tj_game_of (&f)), ==, 1);
  ts_test_board_close (&f);
}

/* The right button and the wheel turn the card under the pointer, not the
 * one the keyboard selected last. */
static void
test_turn_what_the_pointer_is_on (void)
{
  Fixture f = { 0 };
  TsMove move;
  double x, y;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f, 11);
  ts_test_board_hand_to_current (&f);

  /* Card 0 is selected; a right click on card 2 turns card 2. */
  g_assert_true (ts_trojhranna_board_get_dealt_point (settled (&f), 2, &x, &y));
  right_click (&f, x, y);
  /* The wheel over card 1 turns card 1, twice. */
  g_assert_true (ts_trojhranna_board_get_dealt_point (settled (&f), 1, &x, &y));
  wheel_at (&f, x, y);
  wheel_at (&f, x, y);
  g_assert_cmpuint (f.emitted->len, ==, 0);

  key (&f, "board.activate", NULL);
  move = ts_test_board_play_emitted (&f);
  {
    const guint order[3] = { 0, 1, 2 }, notches[3] = { 0, 2, 1 };
    TsMove want = ts_trojhranna_move_arrange (order, notches);

    g_assert_true (ts_move_equal (&move, &want));
  }

  /* Placing: a right click on a cell turns the card there, so the next
   * left click places it in the rotation the right click showed. */
  ts_test_board_hand_to_current (&f);
  key (&f, "board.activate", NULL);
  ts_test_board_play_emitted (&f);
  while (!ts_game_is_over (game_of (&f)))
    {
      ts_test_board_hand_to_current (&f);
      key (&f, "board.draw", NULL);
      ts_test_board_play_emitted (&f);
      if (ts_trojhranna_game_get_phase (tj_game_of (&f)) == TJ_PHASE_PLACE)
        break;
    }
  g_assert_cmpint (ts_trojhranna_game_get_phase (tj_game_of (&f)), ==, TJ_PHASE_PLACE);
  ts_test_board_hand_to_current (&f);
  {
    g_autoptr(GArray) moves = ts_game_list_moves (game_of (&f));
    const TsMove *target = &g_array_index (moves, TsMove, moves->len - 1);
    TsTriCell cell, placed, cursor;

    /* The keyboard cursor elsewhere first. */
    g_assert_true (ts_trojhranna_move_get_place (target, &cell, NULL));
    key (&f, "board.move", g_variant_new ("(ii)", 1, 0));
    key (&f, "board.move", g_variant_new ("(ii)", 1, 0));
    g_assert_true (ts_trojhranna_board_get_cell_point (settled (&f), cell, &x, &y));
    right_click (&f, x, y);
    g_assert_true (ts_trojhranna_board_get_cursor (board_of (&f), &cursor));
    g_assert_true (ts_tri_cell_equal (cursor, cell));
    click (&f, x, y);
    move = ts_test_board_play_emitted (&f);
    g_assert_true (ts_trojhranna_move_get_place (&move, &placed, NULL));
    g_assert_true (ts_tri_cell_equal (placed, cell));
  }
  ts_test_board_close (&f);
}

static void
test_mouse_turns (void)
{
  Fixture f = { 0 };
  gboolean placed = FALSE;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f, 7);
  memorise_both (&f);

  /* Draw from the deck by clicking it until a card can be placed, then
   * place it with one click on a highlighted cell. */
  while (!placed && !ts_game_is_over (game_of (&f)))
    {
      int seat = ts_game_get_current_seat (game_of (&f));
      guint n_table = ts_trojhranna_game_get_n_table (tj_game_of (&f));
      TsMove move, draw = ts_trojhranna_move_draw ();
      double x, y;

      ts_test_board_hand_to_current (&f);
      g_assert_true (ts_trojhranna_board_get_deck_point (settled (&f), &x, &y));
      click (&f, x, y);
      move = ts_test_board_play_emitted (&f);
      g_assert_true (ts_move_equal (&move, &draw));

      if (ts_trojhranna_game_get_phase (tj_game_of (&f)) == TJ_PHASE_PLACE)
        {
          g_autoptr(GArray) moves = ts_game_list_moves (game_of (&f));
          const TsMove *target = &g_array_index (moves, TsMove, moves->len - 1);
          TsTriCell cell, put;
          g_autofree char *what = NULL;
          g_autofree char *name = NULL;

          g_assert_true (ts_trojhranna_move_get_place (target, &cell, NULL));
          ts_test_board_hand_to_current (&f);
          g_assert_true (ts_trojhranna_board_get_cell_point (settled (&f), cell, &x, &y));
          what = ts_trojhranna_board_describe_point (board_of (&f), x, y);
          g_assert_nonnull (strstr (what, "legal"));

          click (&f, x, y);
          move = ts_test_board_play_emitted (&f);
          g_assert_true (ts_trojhranna_move_get_place (&move, &put, NULL));
          g_assert_true (ts_tri_cell_equal (put, cell));
          g_assert_cmpint (ts_trojhranna_game_get_card_at (tj_game_of (&f), cell, NULL), >=, 0);
          g_assert_cmpuint (ts_trojhranna_game_get_n_table (tj_game_of (&f)), >, n_table);

          /* The status line tells what happened, naming the player. */
          name = g_strdup (seat == 0 ? "Ada" : "Bob");
          g_assert_nonnull (ts_trojhranna_board_get_status (board_of (&f)));
          g_assert_nonnull (strstr (ts_trojhranna_board_get_status (board_of (&f)), name));
          placed = TRUE;
        }
      else
        {
          /* It did not fit: it went to the drawer's reserve (R9). */
          g_assert_nonnull (strstr (ts_trojhranna_board_get_status (board_of (&f)), "reserve"));
        }
    }
  g_assert_true (placed);

  /* A click on the viewer's own reserve slot flips it. */
  if (!ts_game_is_over (game_of (&f)))
    {
      int seat = ts_game_get_current_seat (game_of (&f));
      double x, y;
      TsMove move, flip = ts_trojhranna_move_flip (1);

      ts_test_board_hand_to_current (&f);
      g_assert_true (ts_trojhranna_board_get_reserve_point (settled (&f), seat, 1, &x, &y));
      click (&f, x, y);
      move = ts_test_board_play_emitted (&f);
      g_assert_true (ts_move_equal (&move, &flip));
    }
  ts_test_board_close (&f);
}

/* The status line, the card that did not fit and the ring around the card
 * placed come from the match's events: they follow undo, and a failed
 * draw's card stays in view until the next card is taken. */
static void
test_last_turn_from_events (void)
{
  Fixture f = { 0 };
  gboolean checked_failed = FALSE, checked_undo = FALSE;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f, 7);
  memorise_both (&f);
  /* Before any turn: nothing to tell, no card beside the deck. */
  g_assert_null (ts_trojhranna_board_get_status (board_of (&f)));

  while (!(checked_failed && checked_undo) && !ts_game_is_over (game_of (&f)))
    {
      int seat = ts_game_get_current_seat (game_of (&f));
      const char *name = seat == 0 ? "Ada" : "Bob";
      g_autofree char *before = g_strdup (ts_trojhranna_board_get_status (board_of (&f)));
      guint n_reserve = ts_trojhranna_game_get_reserve_size (tj_game_of (&f), seat);
      double x, y;

      ts_test_board_hand_to_current (&f);
      key (&f, "board.draw", NULL);
      ts_test_board_play_emitted (&f);

      if (ts_trojhranna_game_get_phase (tj_game_of (&f)) == TJ_PHASE_CHOOSE)
        {
          /* R9: the card went to the drawer's reserve; it stays in view. */
          TjReserveCard kept = ts_trojhranna_game_get_reserve (tj_game_of (&f), seat, n_reserve);
          g_autofree char *colours = tj_card_describe_colours (kept.card, 0);
          g_autofree char *want = g_strconcat ("Card that could not be placed: ", colours, NULL);
          g_autofree char *what = NULL;

          g_assert_nonnull (strstr (ts_trojhranna_board_get_status (board_of (&f)), "cannot be placed"));
          g_assert_nonnull (strstr (ts_trojhranna_board_get_status (board_of (&f)), name));
          g_assert_nonnull (strstr (ts_trojhranna_board_get_status (board_of (&f)), colours));
          g_assert_true (ts_trojhranna_board_get_flipped_point (settled (&f), &x, &y));
          what = ts_trojhranna_board_describe_point (board_of (&f), x, y);
          g_assert_cmpstr (what, ==, want);
          checked_failed = TRUE;
          continue;
        }

      /* A card to place: the status still tells the turn before. */
      g_assert_cmpstr (ts_trojhranna_board_get_status (board_of (&f)), ==, before);
      ts_test_board_hand_to_current (&f);
      key (&f, "board.activate", NULL);
      ts_test_board_play_emitted (&f);
      g_assert_nonnull (strstr (ts_trojhranna_board_get_status (board_of (&f)), name));
      g_assert_null (strstr (ts_trojhranna_board_get_status (board_of (&f)), "cannot be placed"));

      /* Undo the placement: the turn before is the last turn again. */
      if (checked_failed && !checked_undo && before != NULL)
        {
          g_assert_true (ts_match_undo (f.match));
          g_assert_cmpstr (ts_trojhranna_board_get_status (board_of (&f)), ==, before);
          g_assert_true (ts_match_redo (f.match));
          g_assert_nonnull (strstr (ts_trojhranna_board_get_status (board_of (&f)), name));
          checked_undo = TRUE;
        }
    }
  g_assert_true (checked_failed);
  g_assert_true (checked_undo);
  ts_test_board_close (&f);
}

/* Twice the x of a cell's centre: U(q,r) at q + r/2 + 1/2, D at + 1. */
static int
centre_x2 (TsTriCell cell)
{
  return 2 * cell.q + cell.r + (cell.s == TS_TRI_DOWN ? 2 : 1);
}

/* One arrow step moves the cursor to the next cell of the row (dx) or to
 * the cell straight above or below (dy), and the opposite arrow returns.
 * At the edge of the view the cursor stays, so try the other way first. */
static void
check_arrow (Fixture *f,
             int      dx,
             int      dy)
{
  TsTriCell from, to, back;

  g_assert_true (ts_trojhranna_board_get_cursor (board_of (f), &from));
  key (f, "board.move", g_variant_new ("(ii)", dx, dy));
  g_assert_true (ts_trojhranna_board_get_cursor (board_of (f), &to));
  if (ts_tri_cell_equal (from, to))
    {
      dx = -dx;
      dy = -dy;
      key (f, "board.move", g_variant_new ("(ii)", dx, dy));
      g_assert_true (ts_trojhranna_board_get_cursor (board_of (f), &to));
      g_assert_false (ts_tri_cell_equal (from, to));
    }

  if (dx != 0)
    {
      g_assert_cmpint (to.r, ==, from.r);
      g_assert_cmpint (centre_x2 (to), ==, centre_x2 (from) + dx);
    }
  else
    {
      g_assert_cmpint (to.r, ==, from.r + dy);
      g_assert_cmpint (centre_x2 (to), ==, centre_x2 (from));
    }

  key (f, "board.move", g_variant_new ("(ii)", -dx, -dy));
  g_assert_true (ts_trojhranna_board_get_cursor (board_of (f), &back));
  g_assert_true (ts_tri_cell_equal (from, back));
}

static void
test_keyboard_turns (void)
{
  Fixture f = { 0 };
  guint placements = 0;
  gboolean seen_multi = FALSE;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f, 3);
  memorise_both (&f);

  /* Choosing by keys: → moves from the deck to reserve slot 1, Enter takes
   * it. */
  {
    TsMove move, flip = ts_trojhranna_move_flip (0);

    ts_test_board_hand_to_current (&f);
    key (&f, "board.move", g_variant_new ("(ii)", 1, 0));
    key (&f, "board.activate", NULL);
    move = ts_test_board_play_emitted (&f);
    g_assert_true (ts_move_equal (&move, &flip));
  }

  while ((placements < 3 || !seen_multi) && !ts_game_is_over (game_of (&f)))
    {
      TsMove move, draw = ts_trojhranna_move_draw ();

      if (ts_trojhranna_game_get_phase (tj_game_of (&f)) == TJ_PHASE_CHOOSE)
        {
          ts_test_board_hand_to_current (&f);
          key (&f, "board.draw", NULL);
          move = ts_test_board_play_emitted (&f);
          g_assert_true (ts_move_equal (&move, &draw));
        }

      if (ts_trojhranna_game_get_phase (tj_game_of (&f)) == TJ_PHASE_PLACE)
        {
          TsTriCell cursor, back, placed;
          guint n_table = ts_trojhranna_game_get_n_table (tj_game_of (&f));
          guint rot_before, rots = 0, n_rots = 0, placed_rot;
          int shown = -1;
          gboolean fits = FALSE;
          g_autoptr(GArray) moves = ts_game_list_moves (game_of (&f));

          ts_test_board_hand_to_current (&f);

          /* The arrows walk a row and come back. */
          key (&f, "board.jump-legal", g_variant_new_int32 (0));
          g_assert_true (ts_trojhranna_board_get_cursor (board_of (&f), &cursor));
          check_arrow (&f, 1, 0);
          check_arrow (&f, 0, 1);
          g_assert_true (ts_trojhranna_board_get_cursor (board_of (&f), &back));
          g_assert_true (ts_tri_cell_equal (cursor, back));

          /* N walks from legal cell to legal cell; prefer one where the
           * card fits in several rotations, to try R there. */
          for (guint tries = 0; tries <= moves->len; tries++)
            {
              key (&f, "board.jump-legal", g_variant_new_int32 (1));
              g_assert_true (ts_trojhranna_board_get_cursor (board_of (&f), &cursor));
              fits = FALSE;
              rots = n_rots = 0;
              for (guint i = 0; i < moves->len; i++)
                {
                  TsTriCell cell;
                  guint rot;

                  if (ts_trojhranna_move_get_place (&g_array_index (moves, TsMove, i), &cell, &rot)
                      && ts_tri_cell_equal (cell, cursor))
                    {
                      fits = TRUE;
                      rots |= 1u << rot;
                      n_rots++;
                    }
                }
              g_assert_true (fits);
              if (n_rots > 1)
                break;
            }
          seen_multi |= n_rots > 1;

          /* Enter would use the chosen rotation, or the first one that fits
           * after it; R then turns to the next rotation that fits, if the
           * cell has another. */
          rot_before = ts_trojhranna_board_get_rotation (board_of (&f));
          for (guint k = 0; k < 3; k++)
            if (rots & (1u << ((rot_before + k) % 3)))
              {
                shown = (rot_before + k) % 3;
                break;
              }
          g_test_message ("cursor cell fits in %u rotation(s)", n_rots);
          key (&f, "board.rotate", g_variant_new_int32 (1));
          g_assert_cmpuint (f.emitted->len, ==, 0);

          key (&f, "board.activate", NULL);
          move = ts_test_board_play_emitted (&f);
          g_assert_true (ts_trojhranna_move_get_place (&move, &placed, &placed_rot));
          g_assert_true (ts_tri_cell_equal (placed, cursor));
          if (n_rots > 1)
            g_assert_cmpint (placed_rot, !=, shown);
          else
            g_assert_cmpint (placed_rot, ==, shown);
          g_assert_cmpint (ts_trojhranna_game_get_card_at (tj_game_of (&f), cursor, NULL), >=, 0);
          g_assert_cmpuint (ts_trojhranna_game_get_n_table (tj_game_of (&f)), >, n_table);
          placements++;
        }
    }
  g_assert_cmpuint (placements, >, 0);
  if (!seen_multi)
    g_test_message ("no cell took the card in more than one rotation in this game");
  ts_test_board_close (&f);
}

static void
test_not_interactive (void)
{
  Fixture f = { 0 };
  double x, y;
  int seat;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f, 5);

  /* Memorisation: no overlay, no move while not interactive. */
  ts_board_set_viewer (TS_BOARD (f.board), ts_game_get_current_seat (game_of (&f)));
  ts_board_set_interactive (TS_BOARD (f.board), FALSE);
  g_assert_false (ts_trojhranna_board_get_done_point (settled (&f), &x, &y));
  key (&f, "board.activate", NULL);
  key (&f, "board.done", NULL);
  g_assert_cmpuint (f.emitted->len, ==, 0);

  memorise_both (&f);
  seat = ts_game_get_current_seat (game_of (&f));

  /* The seat on turn, but not interactive (a curtain is up). */
  ts_board_set_viewer (TS_BOARD (f.board), seat);
  ts_board_set_interactive (TS_BOARD (f.board), FALSE);
  g_assert_true (ts_trojhranna_board_get_deck_point (settled (&f), &x, &y));
  click (&f, x, y);
  g_assert_true (ts_trojhranna_board_get_reserve_point (settled (&f), seat, 0, &x, &y));
  click (&f, x, y);
  key (&f, "board.draw", NULL);
  key (&f, "board.flip", g_variant_new_int32 (0));
  key (&f, "board.activate", NULL);
  g_assert_cmpuint (f.emitted->len, ==, 0);

  /* Interactive, but the other seat's eyes. */
  ts_board_set_viewer (TS_BOARD (f.board), 1 - seat);
  ts_board_set_interactive (TS_BOARD (f.board), TRUE);
  g_assert_true (ts_trojhranna_board_get_deck_point (settled (&f), &x, &y));
  click (&f, x, y);
  g_assert_true (ts_trojhranna_board_get_reserve_point (settled (&f), 1 - seat, 0, &x, &y));
  click (&f, x, y);
  key (&f, "board.draw", NULL);
  key (&f, "board.activate", NULL);
  g_assert_cmpuint (f.emitted->len, ==, 0);

  /* A spectator. */
  ts_board_set_viewer (TS_BOARD (f.board), TS_SEAT_NONE);
  key (&f, "board.draw", NULL);
  g_assert_cmpuint (f.emitted->len, ==, 0);

  /* And the same board does act once it may. */
  ts_test_board_hand_to_current (&f);
  key (&f, "board.draw", NULL);
  g_assert_cmpuint (f.emitted->len, ==, 1);
  ts_test_board_close (&f);
}

/* Every reserve slot, from every seat's eyes: backs only until the end. */
static guint
check_reserves (Fixture  *f,
                gboolean  expect_faces)
{
  guint n_checked = 0;

  for (int viewer = TS_SEAT_NONE; viewer < 2; viewer++)
    {
      ts_board_set_viewer (TS_BOARD (f->board), viewer);
      ts_board_set_interactive (TS_BOARD (f->board),
                                viewer == ts_game_get_current_seat (game_of (f)));
      for (int seat = 0; seat < 2; seat++)
        for (guint slot = 0; slot < ts_trojhranna_game_get_reserve_size (tj_game_of (f), seat); slot++)
          {
            g_autofree char *what = NULL;
            double x, y;

            g_assert_true (ts_trojhranna_board_get_reserve_point (settled (f), seat, slot, &x, &y));
            what = ts_trojhranna_board_describe_point (board_of (f), x, y);
            g_assert_nonnull (what);
            g_assert_nonnull (strstr (what, "reserve"));
            if (expect_faces)
              g_assert_true (contains_colour_name (what));
            else
              {
                g_assert_false (contains_colour_name (what));
                g_assert_nonnull (strstr (what, "face down"));
              }
            n_checked++;
          }

      /* The keyboard cursor on the viewer's own slots says no more. */
      if (!expect_faces && viewer >= 0 && viewer == ts_game_get_current_seat (game_of (f))
          && ts_trojhranna_game_get_phase (tj_game_of (f)) == TJ_PHASE_CHOOSE)
        for (guint slot = 0; slot < ts_trojhranna_game_get_reserve_size (tj_game_of (f), viewer); slot++)
          {
            key (f, "board.move", g_variant_new ("(ii)", 1, 0));
            g_assert_false (contains_colour_name (ts_trojhranna_board_get_accessible_text (board_of (f))));
          }
    }
  return n_checked;
}

static void
test_reserve_never_shown (void)
{
  Fixture f = { 0 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  guint checked = 0;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f, 21);
  memorise_both (&f);

  for (guint turn = 0; turn < 30 && !ts_game_is_over (game_of (&f)); turn++)
    {
      checked += check_reserves (&f, FALSE);
      play_random (&f, rand);
    }
  g_assert_cmpuint (checked, >, 0);

  while (!ts_game_is_over (game_of (&f)))
    play_random (&f, rand);
  g_assert_cmpuint (f.emitted->len, ==, 0);

  /* The end screen turns every reserve card face up (spec §6). */
  check_reserves (&f, TRUE);
  g_assert_nonnull (strstr (ts_trojhranna_board_get_prompt (board_of (&f)), "Game over"));
  ts_test_board_close (&f);
}

/* While placing, the card beside the deck shows the rotation a click or
 * Enter on the cursor cell would place, as the preview on the cell does. */
static void
test_card_shown_as_placed (void)
{
  Fixture f = { 0 };
  guint placements = 0, other_rotation = 0, compared = 0;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f, 3);
  memorise_both (&f);

  while (placements < 10 && !ts_game_is_over (game_of (&f)))
    {
      g_autoptr(GArray) moves = NULL;

      ts_test_board_hand_to_current (&f);
      if (ts_trojhranna_game_get_phase (tj_game_of (&f)) == TJ_PHASE_CHOOSE)
        {
          key (&f, "board.draw", NULL);
          ts_test_board_play_emitted (&f);
          continue;
        }

      moves = ts_game_list_moves (game_of (&f));
      for (guint step = 0; step < moves->len; step++)
        {
          g_autofree char *card = NULL;
          const char *cell;
          TsTriCell cursor;
          guint chosen = ts_trojhranna_board_get_rotation (board_of (&f));
          gboolean chosen_fits = FALSE;
          double x, y;

          key (&f, "board.jump-legal", g_variant_new_int32 (1));
          /* Settle first: under Xvfb the real pointer may lie over the
           * canvas, and the motion GTK sends it after a frame moves the
           * cursor to the cell under it.  Both descriptions are read
           * from the settled board. */
          settled (&f);
          g_assert_true (ts_trojhranna_board_get_cursor (board_of (&f), &cursor));
          for (guint i = 0; i < moves->len; i++)
            {
              TsMove want = ts_trojhranna_move_place (cursor, chosen);

              chosen_fits |= ts_move_equal (&g_array_index (moves, TsMove, i), &want);
            }
          other_rotation += !chosen_fits;

          cell = strstr (ts_trojhranna_board_get_accessible_text (board_of (&f)), "legal: ");
          if (cell == NULL)
            continue;  /* the pointer took the cursor off the legal cells */
          compared++;
          g_assert_true (ts_trojhranna_board_get_flipped_point (board_of (&f), &x, &y));
          card = ts_trojhranna_board_describe_point (board_of (&f), x, y);
          g_assert_true (g_str_has_prefix (card, "Card to place: "));
          g_assert_cmpstr (card + strlen ("Card to place: "), ==, cell + strlen ("legal: "));
        }
      key (&f, "board.activate", NULL);
      ts_test_board_play_emitted (&f);
      placements++;
    }
  g_assert_cmpuint (placements, >, 0);
  g_assert_cmpuint (compared, >, 0);
  if (other_rotation == 0)
    g_test_message ("the chosen rotation fitted on every cell tried");
  ts_test_board_close (&f);
}

/* The panels' scores stay whole, beside the name or under it, at the size
 * the window opens with and in small windows, with short and long names. */
static void
test_scores_fit (void)
{
  static const char * const two[] = { "Ada", "Computer", NULL };
  static const char * const long_names[] = { "Maximiliána Nováková", "Computer", "Bartholomew", NULL };
  static const char * const four[] = { "Player 1", "Player 2", "Player 3", "Player 4", NULL };
  static const struct
  {
    const char * const *names;
    int                 width;
    int                 height;
  } cases[] = {
    { two, 1024, 670 },         /* the default window, less its header bar */
    { long_names, 1024, 670 },
    { two, 640, 430 },
    { long_names, 640, 430 },
    { four, 640, 430 },        /* four short panels */
    { long_names, 420, 650 },  /* portrait: panels side by side */
    { four, 420, 650 },
  };

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      Fixture f = { 0 };
      g_autoptr(GRand) rand = g_rand_new_with_seed (c + 1);
      guint n = g_strv_length ((char **) cases[c].names);

      fixture_setup_full (&f, 31 + c, cases[c].names, cases[c].width, cases[c].height);
      for (guint turn = 0; turn < 12 && !ts_game_is_over (game_of (&f)); turn++)
        play_random (&f, rand);
      ts_board_set_viewer (TS_BOARD (f.board), TS_SEAT_NONE);
      for (guint seat = 0; seat < n; seat++)
        g_assert_true (ts_trojhranna_board_score_fits (settled (&f), seat));

      /* The end adds "Winner:" and places to the scores. */
      while (!ts_game_is_over (game_of (&f)))
        play_random (&f, rand);
      for (guint seat = 0; seat < n; seat++)
        {
          g_test_message ("case %u, seat %u", c, seat);
          g_assert_true (ts_trojhranna_board_score_fits (settled (&f), seat));
        }
      ts_test_board_close (&f);
    }
}

/* The widgets of TYPE under ROOT (not inside one another), in order,
 * into FOUND. */
static void
collect_widgets (GtkWidget *root,
                 GType      type,
                 GPtrArray *found)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        g_ptr_array_add (found, child);
      else
        collect_widgets (child, type, found);
    }
}

/* Each seat is a compact block: its name (on turn), penalty points (the
 * place at the end), its cards counted in words with the zeros left out,
 * and its reserve and dead rows; no label of it is shortened. */
static void
test_seat_panels (void)
{
  static const char * const four[] = { "Player 1", "Player 2", "Player 3", "Player 4", NULL };
  static const char * const colours[] = { "Red", "Blue", "Green", "Yellow" };
  Fixture f = { 0 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  gboolean over = FALSE;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup_full (&f, 51, four, 1280, 800);
  for (guint turn = 0; turn < 16; turn++)
    play_random (&f, rand);

  while (TRUE)
    {
      TsGame *game = game_of (&f);
      int ranks[TS_MAX_SEATS] = { 0 };

      if (over)
        ts_game_get_ranks (game, ranks);
      for (int s = 0; s < 4; s++)
        {
          GtkWidget *block = ts_trojhranna_board_get_seat (settled (&f), s);
          guint n_res = ts_trojhranna_game_get_reserve_size (tj_game_of (&f), s);
          guint n_dead = ts_trojhranna_game_get_dead_size (tj_game_of (&f), s);
          int score = ts_game_get_score (game, s);
          gboolean on_turn = !over && ts_game_get_current_seat (game) == s;
          g_autofree char *points = g_strdup_printf ("%d penalty point%s", score, score == 1 ? "" : "s");
          g_autofree char *summary = NULL;
          g_autofree char *name = g_strdup_printf ("%s%s", four[s], on_turn ? " (on turn)" : "");
          g_autoptr(GPtrArray) rows = g_ptr_array_new ();
          /* The head: the tile, then the name over the (online) presence. */
          GtkWidget *name_label = gtk_widget_get_first_child (
            gtk_widget_get_next_sibling (gtk_widget_get_first_child (gtk_widget_get_first_child (block))));
          g_assert_nonnull (block);
          if (over && ranks[s] == 0)
            summary = g_strdup_printf ("%s (%s), Winner: %s", four[s], colours[s], points);
          else if (over)
            summary = g_strdup_printf ("%s (%s), Place %d: %s", four[s], colours[s], ranks[s] + 1, points);
          else
            summary = g_strdup_printf ("%s (%s)%s, %s", four[s], colours[s], on_turn ? ", on turn" : "", points);
          g_assert_cmpstr (ts_trojhranna_board_get_seat_summary (board_of (&f), s), ==, summary);
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (name_label)), ==, name);
          g_assert_true (ts_trojhranna_board_score_fits (board_of (&f), s));
          /* The reserve row, then the dead row. */
          collect_widgets (block, TS_TYPE_HAND_VIEW, rows);
          g_assert_cmpuint (rows->len, ==, 2);
          g_assert_cmpuint (ts_hand_view_get_n_cards (rows->pdata[0]), ==, n_res);
          g_assert_cmpuint (ts_hand_view_get_n_cards (rows->pdata[1]), ==, n_dead);
          /* The counts in words, zeros left out. */
          if (n_res + n_dead > 0)
            {
              g_autofree char *res = g_strdup_printf ("%u card%s in reserve", n_res, n_res == 1 ? "" : "s");
              g_autofree char *dead = g_strdup_printf ("%u dead card%s", n_dead, n_dead == 1 ? "" : "s");
              g_autofree char *both = g_strdup_printf ("%s, %s", res, dead);

              g_assert_cmpstr (gtk_widget_get_tooltip_text (gtk_widget_get_parent (rows->pdata[0])), ==,
                               n_res == 0 ? dead : n_dead == 0 ? res : both);
            }
        }
      if (over)
        break;
      while (!ts_game_is_over (game_of (&f)))
        play_random (&f, rand);
      over = TRUE;
    }
  ts_test_board_close (&f);
}

/* The point (X, Y) of the board lies inside the window, and a click there
 * reaches a widget of type TYPE (not covered, not scrolled away). */
static void
assert_reaches (Fixture *f,
                double   x,
                double   y,
                GType    type)
{
  graphene_point_t p;
  GtkWidget *picked;

  g_assert_true (gtk_widget_compute_point (f->board, f->window, &GRAPHENE_POINT_INIT (x, y), &p));
  g_assert_cmpfloat (p.x, >=, 0);
  g_assert_cmpfloat (p.y, >=, 0);
  g_assert_cmpfloat (p.x, <, gtk_widget_get_width (f->window));
  g_assert_cmpfloat (p.y, <, gtk_widget_get_height (f->window));
  picked = gtk_widget_pick (f->window, p.x, p.y, GTK_PICK_DEFAULT);
  g_assert_nonnull (picked);
  g_assert_nonnull (gtk_widget_get_ancestor (picked, type));
}

/* WIDGET lies whole inside the window and inside the shown part of every
 * scrolled window around it. */
static void
assert_whole_in_view (Fixture   *f,
                      GtkWidget *widget)
{
  graphene_rect_t b, shown = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (f->window),
                                                 gtk_widget_get_height (f->window));

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, f->window, &b));
  for (GtkWidget *up = widget; up != NULL; up = gtk_widget_get_parent (up))
    if (up == widget || GTK_IS_SCROLLED_WINDOW (up))
      {
        if (up != widget)
          g_assert_true (gtk_widget_compute_bounds (up, f->window, &shown));
        g_assert_cmpfloat (b.origin.y, >=, shown.origin.y - 0.5);
        g_assert_cmpfloat (b.origin.y + b.size.height, <=, shown.origin.y + shown.size.height + 0.5);
        g_assert_cmpfloat (b.origin.x, >=, shown.origin.x - 0.5);
        g_assert_cmpfloat (b.origin.x + b.size.width, <=, shown.origin.x + shown.size.width + 0.5);
      }
}

/* Every visible widget of class "board-action" under ROOT is whole in
 * view; how many. */
static guint
check_actions (Fixture   *f,
               GtkWidget *root)
{
  guint n = 0;

  if (!gtk_widget_get_visible (root) || !gtk_widget_get_child_visible (root))
    return 0;
  if (gtk_widget_has_css_class (root, "board-action"))
    {
      assert_whole_in_view (f, root);
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += check_actions (f, child);
  return n;
}

/* Every seat's name and score are in view, whole and not shortened. */
static void
check_scores (Fixture *f,
              guint    n)
{
  for (guint s = 0; s < n; s++)
    {
      GtkWidget *block = ts_trojhranna_board_get_seat (settled (f), (int) s);
      GtkWidget *head = gtk_widget_get_first_child (block);

      g_assert_true (ts_trojhranna_board_score_fits (board_of (f), (int) s));
      assert_whole_in_view (f, head);
    }
}

/* Four players in a small window: the panel beside the table; the actions
 * (Done, the deck) and every seat's name and score whole in view and not
 * shortened, from the memorisation to the middle of the game. */
static void
test_layout_four (void)
{
  /* A long name wraps, never shortened. */
  static const char * const four[] = { "Computer 1", "Computer 2 with a long name", "Computer 3", "Computer 4", NULL };
  Fixture f = { 0 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);
  graphene_rect_t canvas, panel;
  double x, y;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup_full (&f, 41, four, 800, 600);
  ts_test_board_hand_to_current (&f);
  g_assert_true (ts_trojhranna_board_get_done_point (settled (&f), &x, &y));
  assert_reaches (&f, x, y, GTK_TYPE_BUTTON);
  g_assert_cmpuint (check_actions (&f, f.board), >=, 4);

  g_assert_true (gtk_widget_compute_bounds (ts_trojhranna_board_get_canvas (board_of (&f)), f.board, &canvas));
  g_assert_true (gtk_widget_compute_bounds (ts_trojhranna_board_get_panel (board_of (&f)), f.board, &panel));
  g_assert_cmpfloat (panel.origin.x, >=, canvas.origin.x + canvas.size.width - 0.5);

  while (ts_trojhranna_game_get_phase (tj_game_of (&f)) == TJ_PHASE_MEMORISE)
    {
      ts_test_board_hand_to_current (&f);
      g_assert_true (ts_trojhranna_board_get_done_point (settled (&f), &x, &y));
      click (&f, x, y);
      ts_test_board_play_emitted (&f);
    }
  ts_test_board_hand_to_current (&f);
  g_assert_true (ts_trojhranna_board_get_deck_point (settled (&f), &x, &y));
  assert_reaches (&f, x, y, TS_TYPE_CARD_VIEW);
  g_assert_cmpuint (check_actions (&f, f.board), >=, 1);
  check_scores (&f, 4);

  /* In the middle of the game, with cards in reserve and dead. */
  for (guint turn = 0; turn < 24 && !ts_game_is_over (game_of (&f)); turn++)
    play_random (&f, rand);
  ts_test_board_hand_to_current (&f);
  settled (&f);
  g_assert_cmpuint (check_actions (&f, f.board), >=, 1);
  check_scores (&f, 4);
  ts_test_board_close (&f);
}

/* The hover layer as drawn now: its node and its pixels, rendered by the
 * window's renderer. */
static GBytes *
render_hover (Fixture         *f,
              graphene_rect_t *bounds)
{
  GtkWidget *canvas = ts_trojhranna_board_get_canvas (board_of (f));
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (canvas));
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  gsize size;
  guchar *data;

  tj_canvas_draw (canvas, TS_BOARD_LAYER_HOVER, snapshot, gtk_widget_get_width (canvas),
                  gtk_widget_get_height (canvas), board_of (f));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  gsk_render_node_get_bounds (node, bounds);
  texture = gsk_renderer_render_texture (renderer, node, bounds);
  size = (gsize) gdk_texture_get_width (texture) * gdk_texture_get_height (texture) * 4;
  data = g_malloc (size);
  gdk_texture_download (texture, data, (gsize) gdk_texture_get_width (texture) * 4);
  return g_bytes_new_take (data, size);
}

/* The lattice lies on whole pixels, so the hover on a cell is one picture
 * moved by whole pixels to every cell of its orientation (and kept as an
 * image): drawn on two such cells it is the same, pixel for pixel, and
 * the kept picture is what drawing it afresh gives. */
static void
test_hover_same_on_every_cell (void)
{
  Fixture f = { 0 };
  GtkWidget *canvas;
  const TjScene *scene;
  TjCanvasLayout l;
  TsTriCell found[2] = { { 0 } };
  guint n_found = 0;
  graphene_rect_t a, b, c;
  g_autoptr(GBytes) pixels_a = NULL, pixels_b = NULL, pixels_c = NULL;
  double x, y;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  fixture_setup (&f, 11);
  for (guint i = 0; i < 2; i++)
    {
      ts_test_board_hand_to_current (&f);
      key (&f, "board.activate", NULL);
      ts_test_board_play_emitted (&f);
    }
  while (ts_trojhranna_game_get_phase (tj_game_of (&f)) != TJ_PHASE_PLACE)
    {
      ts_test_board_hand_to_current (&f);
      key (&f, "board.draw", NULL);
      ts_test_board_play_emitted (&f);
    }
  ts_test_board_hand_to_current (&f);
  canvas = ts_trojhranna_board_get_canvas (settled (&f));
  scene = ts_trojhranna_board_get_scene (board_of (&f));
  tj_canvas_layout (scene, gtk_widget_get_width (canvas), gtk_widget_get_height (canvas), &l);
  g_assert_cmpfloat (fmod (l.unit, 2), ==, 0);
  g_assert_cmpfloat (l.ox, ==, round (l.ox));
  g_assert_cmpfloat (l.oy, ==, round (l.oy));
  g_assert_cmpfloat (fabs (l.unit_y * 0.86602540378443864676 - round (l.unit_y * 0.86602540378443864676)), <, 1e-9);

  /* Two empty cells pointing up, in other rows and columns, where the
   * card does not fit (a faint card is shown there), well inside the
   * table. */
  for (int r = -6; r <= 6 && n_found < 2; r++)
    for (int q = -6; q <= 6 && n_found < 2; q++)
      {
        TsTriCell cell = { q, r, TS_TRI_UP };
        double cx, cy;

        tj_canvas_cell_centre (&l, cell, &cx, &cy);
        if (!tj_canvas_in_table (&l, cx - l.unit, cy - l.unit)
            || !tj_canvas_in_table (&l, cx + l.unit, cy + l.unit)
            || ts_trojhranna_game_get_card_at (tj_game_of (&f), cell, NULL) >= 0
            || tj_scene_find_legal (scene, cell) != NULL
            || (n_found == 1 && (cell.r == found[0].r || cell.q == found[0].q)))
          continue;
        found[n_found++] = cell;
      }
  g_assert_cmpuint (n_found, ==, 2);

  g_assert_true (ts_trojhranna_board_get_cell_point (board_of (&f), found[0], &x, &y));
  g_signal_emit_by_name (ts_test_controller_named (f.board, "board-motion"), "motion", x, y);
  pixels_a = render_hover (&f, &a);
  g_assert_true (ts_trojhranna_board_get_cell_point (board_of (&f), found[1], &x, &y));
  g_signal_emit_by_name (ts_test_controller_named (f.board, "board-motion"), "motion", x, y);
  pixels_b = render_hover (&f, &b);
  g_assert_cmpfloat (a.origin.x, ==, round (a.origin.x));
  g_assert_cmpfloat (a.origin.y, ==, round (a.origin.y));
  g_assert_false (graphene_rect_equal (&a, &b));
  g_assert_cmpfloat (a.size.width, ==, b.size.width);
  g_assert_cmpfloat (a.size.height, ==, b.size.height);
  g_assert_true (g_bytes_equal (pixels_a, pixels_b));

  /* Drawn afresh on the second cell: the same. */
  tj_hover_cache_clear (ts_trojhranna_board_get_hover_cache (board_of (&f)));
  pixels_c = render_hover (&f, &c);
  g_assert_true (graphene_rect_equal (&b, &c));
  g_assert_true (g_bytes_equal (pixels_b, pixels_c));
  ts_test_board_close (&f);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  have_display = gtk_init_check ();
  ts_games_ensure ();

  g_test_add_func ("/board-trojhranna/memorise-by-input", test_memorise_by_input);
  g_test_add_func ("/board-trojhranna/mouse-turns", test_mouse_turns);
  g_test_add_func ("/board-trojhranna/turn-what-the-pointer-is-on", test_turn_what_the_pointer_is_on);
  g_test_add_func ("/board-trojhranna/hover-same-on-every-cell", test_hover_same_on_every_cell);
  g_test_add_func ("/board-trojhranna/keyboard-turns", test_keyboard_turns);
  g_test_add_func ("/board-trojhranna/not-interactive", test_not_interactive);
  g_test_add_func ("/board-trojhranna/reserve-never-shown", test_reserve_never_shown);
  g_test_add_func ("/board-trojhranna/scores-fit", test_scores_fit);
  g_test_add_func ("/board-trojhranna/seat-panels", test_seat_panels);
  g_test_add_func ("/board-trojhranna/card-shown-as-placed", test_card_shown_as_placed);
  g_test_add_func ("/board-trojhranna/last-turn-from-events", test_last_turn_from_events);
  g_test_add_func ("/board-trojhranna/layout-four", test_layout_four);

  return g_test_run ();
}
