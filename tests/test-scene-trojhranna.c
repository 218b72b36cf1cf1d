/* test-scene-trojhranna.c — the Trojhranná hra board's scene, without a
 * display: keys and clicks in, the moves and words it gives out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-util.h"
#include "trojhranna-game.h"
#include "trojhranna-scene.h"
#include "ts-games.h"
#include "ts-match.h"

static const char * const names[TS_MAX_SEATS] = { "Ada", "Bob", NULL, NULL };

static TsMatch *
new_match (guint64 seed)
{
  return ts_test_new_match ("trojhranna", seed);
}

static TsGame *
game_of (TsMatch *match)
{
  return ts_match_get_game (match);
}

static TjPhase
phase_of (TsMatch *match)
{
  return ts_trojhranna_game_get_phase (TS_TROJHRANNA_GAME (game_of (match)));
}

/* The scene as a board shows it to VIEWER, which may act when it is its
 * turn (as TsBoard decides). */
static void
show (TjScene *scene,
      TsMatch *match,
      int      viewer)
{
  TsGame *game = game_of (match);
  g_autoptr(TsGame) view = ts_game_view_for (game, viewer);
  gboolean can_act = viewer != TS_SEAT_NONE && !ts_game_is_over (game)
                     && ts_game_get_current_seat (game) == viewer;
  g_autoptr(GArray) legal = can_act ? ts_game_list_moves (game) : NULL;

  if (viewer != scene->viewer)
    tj_scene_reset (scene, FALSE);
  tj_scene_update (scene, TS_TABLE (match), view, viewer, can_act, legal, names);
}

static void
show_current (TjScene *scene,
              TsMatch *match)
{
  show (scene, match, ts_game_get_current_seat (game_of (match)));
}

static void
play (TsMatch      *match,
      const TsMove *move)
{
  g_autoptr(GError) error = NULL;
  TsMove copy = *move;

  g_assert_true (ts_game_is_legal (game_of (match), &copy));
  g_assert_true (ts_match_play (match, &copy, &error));
  g_assert_no_error (error);
}

static gboolean
is_listed (TsMatch      *match,
           const TsMove *move)
{
  g_autoptr(GArray) moves = ts_game_list_moves (game_of (match));

  for (guint i = 0; i < moves->len; i++)
    if (ts_move_equal (&g_array_index (moves, TsMove, i), move))
      return TRUE;
  return FALSE;
}

static gboolean
names_a_colour (const char *text)
{
  for (TjColour c = TJ_RED; c <= TJ_PINK; c++)
    if (strstr (text, tj_colour_name (c)) != NULL)
      return TRUE;
  return FALSE;
}

/* Both seats confirm their cards as dealt. */
static void
memorise_both (TjScene *scene,
               TsMatch *match)
{
  while (phase_of (match) == TJ_PHASE_MEMORISE)
    {
      TsMove move;

      show_current (scene, match);
      g_assert_cmpint (tj_scene_activate (scene, &move), ==, TJ_SCENE_MOVE);
      play (match, &move);
    }
}

/* Draws until a card is to be placed; FALSE if the game ended first. */
static gboolean
draw_until_place (TjScene *scene,
                  TsMatch *match)
{
  while (!ts_game_is_over (game_of (match)) && phase_of (match) != TJ_PHASE_PLACE)
    {
      TsMove move;

      show_current (scene, match);
      g_assert_cmpint (tj_scene_take_deck (scene, &move), ==, TJ_SCENE_MOVE);
      play (match, &move);
    }
  show_current (scene, match);
  return phase_of (match) == TJ_PHASE_PLACE;
}

/* ------------------------------------------------------------------ */

/* Memorising: a click turns a card a third, Shift+→ moves it, Enter
 * confirms with the order and notches the player arranged. */
static void
test_memorise (void)
{
  g_autoptr(TsMatch) match = new_match (11);
  int first = ts_game_get_current_seat (game_of (match));
  TjScene scene;
  TsMove move;

  tj_scene_init (&scene);

  /* The other seat sees no cards and cannot act. */
  show (&scene, match, 1 - first);
  g_assert_false (tj_scene_memorising (&scene));
  g_assert_nonnull (strstr (scene.prompt, first == 0 ? "Ada is memorising" : "Bob is memorising"));
  g_assert_cmpint (tj_scene_click_dealt (&scene, 0), ==, TJ_SCENE_NOTHING);
  g_assert_cmpint (tj_scene_activate (&scene, &move), ==, TJ_SCENE_NOTHING);
  g_assert_cmpint (tj_scene_done (&scene, &move), ==, TJ_SCENE_NOTHING);

  show (&scene, match, first);
  g_assert_true (tj_scene_memorising (&scene));
  g_assert_nonnull (strstr (scene.prompt, "press Done"));
  g_assert_null (scene.status);

  /* Card 0 turned a third clockwise, then moved to slot 1. */
  g_assert_cmpint (tj_scene_click_dealt (&scene, 0), ==, TJ_SCENE_CHANGED);
  g_assert_cmpint (tj_scene_key_move_card (&scene, -1), ==, TJ_SCENE_BELL);
  g_assert_cmpint (tj_scene_key_move_card (&scene, 1), ==, TJ_SCENE_CHANGED);
  g_assert_cmpuint (scene.mem_sel, ==, 1);
  {
    g_autofree char *text = tj_scene_describe_cursor (&scene);

    g_assert_true (g_str_has_prefix (text, "Your card 2 of 3: "));
    g_assert_true (names_a_colour (text));
  }
  /* R turns the selected card: three turns are none. */
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (tj_scene_rotate (&scene, 1), ==, TJ_SCENE_CHANGED);
  /* The arrows select, and stop at the ends. */
  g_assert_cmpint (tj_scene_key_move (&scene, 1, 0), ==, TJ_SCENE_CHANGED);
  g_assert_cmpint (tj_scene_key_move (&scene, 1, 0), ==, TJ_SCENE_BELL);
  g_assert_cmpuint (scene.mem_sel, ==, 2);

  g_assert_cmpint (tj_scene_activate (&scene, &move), ==, TJ_SCENE_MOVE);
  {
    const guint order[3] = { 1, 0, 2 }, notches[3] = { 0, 1, 0 };
    TsMove want = ts_trojhranna_move_arrange (order, notches);

    g_assert_true (ts_move_equal (&move, &want));
  }
  play (match, &move);
  tj_scene_clear (&scene);
}

/* Choosing: D takes the deck, → then Enter the first reserve slot; a
 * reserve card is never described by its colours before the end. */
static void
test_choose (void)
{
  g_autoptr(TsMatch) match = new_match (3);
  TjScene scene;
  TsMove move, want;
  int seat;

  tj_scene_init (&scene);
  memorise_both (&scene, match);
  show_current (&scene, match);
  seat = scene.viewer;
  g_assert_cmpint (tj_scene_phase (&scene), ==, TJ_PHASE_CHOOSE);
  g_assert_nonnull (strstr (scene.prompt, "Your turn: take the top card"));
  g_assert_cmpint (scene.choose_index, ==, -1);
  {
    g_autofree char *text = tj_scene_describe_cursor (&scene);

    g_assert_true (g_str_has_prefix (text, "Deck, "));
  }

  g_assert_cmpint (tj_scene_key_move (&scene, -1, 0), ==, TJ_SCENE_BELL);
  g_assert_cmpint (tj_scene_key_move (&scene, 1, 0), ==, TJ_SCENE_CHANGED);
  g_assert_cmpint (scene.choose_index, ==, 0);
  g_assert_cmpint (tj_scene_activate (&scene, &move), ==, TJ_SCENE_MOVE);
  want = ts_trojhranna_move_flip (0);
  g_assert_true (ts_move_equal (&move, &want));
  g_assert_true (is_listed (match, &move));

  g_assert_cmpint (tj_scene_take_deck (&scene, &move), ==, TJ_SCENE_MOVE);
  want = ts_trojhranna_move_draw ();
  g_assert_true (ts_move_equal (&move, &want));
  g_assert_cmpint (scene.choose_index, ==, -1);

  /* Every reserve slot, from every pair of eyes: face down, no colour. */
  for (int viewer = TS_SEAT_NONE; viewer < 2; viewer++)
    {
      show (&scene, match, viewer);
      for (int s = 0; s < 2; s++)
        for (guint i = 0; i < ts_trojhranna_game_get_reserve_size (tj_scene_view (&scene), s); i++)
          {
            g_autofree char *text = tj_scene_describe_slot (&scene, s, i);

            g_assert_nonnull (strstr (text, "face down"));
            g_assert_false (names_a_colour (text));
          }
    }

  /* Another seat's eyes: nothing to take. */
  show (&scene, match, 1 - seat);
  g_assert_cmpint (tj_scene_take_deck (&scene, &move), ==, TJ_SCENE_NOTHING);
  g_assert_cmpint (tj_scene_take_slot (&scene, 0, &move), ==, TJ_SCENE_NOTHING);
  g_assert_nonnull (strstr (scene.prompt, "is taking a card"));
  tj_scene_clear (&scene);
}

/* Placing: the cursor starts on a cell where the card fits, N walks those
 * cells, R steps through the rotations that fit, Enter places what is
 * shown, and the status then names the player. */
static void
test_place (void)
{
  g_autoptr(TsMatch) match = new_match (7);
  TjScene scene;
  guint placements = 0;

  tj_scene_init (&scene);
  memorise_both (&scene, match);
  while (placements < 4 && draw_until_place (&scene, match))
    {
      g_autofree char *name = g_strdup (tj_scene_seat_name (&scene, scene.viewer));
      const TjLegalCell *legal;
      TsTriCell first;
      TsMove move, want;
      guint shown;

      g_assert_cmpuint (scene.n_legal, >, 0);
      g_assert_true (scene.cursor_set);
      g_assert_nonnull (tj_scene_find_legal (&scene, scene.cursor));
      g_assert_nonnull (strstr (scene.prompt, "highlighted cell"));

      /* N from the first legal cell visits every one and comes back. */
      g_assert_cmpint (tj_scene_jump_legal (&scene, 0), ==, TJ_SCENE_CHANGED);
      first = scene.cursor;
      for (guint i = 0; i < scene.n_legal; i++)
        {
          g_assert_nonnull (tj_scene_find_legal (&scene, scene.cursor));
          g_assert_cmpint (tj_scene_jump_legal (&scene, 1), ==, TJ_SCENE_CHANGED);
        }
      g_assert_true (ts_tri_cell_equal (scene.cursor, first));
      g_assert_cmpint (tj_scene_jump_legal (&scene, -1), ==, TJ_SCENE_CHANGED);
      g_assert_cmpint (tj_scene_jump_legal (&scene, 1), ==, TJ_SCENE_CHANGED);
      g_assert_true (ts_tri_cell_equal (scene.cursor, first));

      /* R shows another rotation that fits here, if there is one. */
      legal = tj_scene_find_legal (&scene, scene.cursor);
      shown = tj_scene_shown_rotation (&scene, scene.cursor);
      g_assert_true (legal->rots & (1u << shown));
      if (tj_scene_rotate (&scene, 1) == TJ_SCENE_CHANGED)
        {
          guint now = tj_scene_shown_rotation (&scene, scene.cursor);

          g_assert_true (legal->rots & (1u << now));
          g_assert_cmpuint (now, !=, shown);
          shown = now;
        }
      {
        g_autofree char *text = tj_scene_describe_cursor (&scene);
        g_autofree char *card = tj_scene_describe_flipped (&scene);

        g_assert_nonnull (strstr (text, "legal: "));
        /* The card beside the deck shows what Enter places. */
        g_assert_cmpstr (strstr (text, "legal: ") + strlen ("legal: "), ==,
                         card + strlen ("Card to place: "));
      }

      /* The pointer over another cell moves the cursor; over the same,
       * nothing. */
      g_assert_cmpint (tj_scene_point_cell (&scene, scene.cursor), ==, TJ_SCENE_NOTHING);

      g_assert_cmpint (tj_scene_activate (&scene, &move), ==, TJ_SCENE_MOVE);
      want = ts_trojhranna_move_place (first, shown);
      g_assert_true (ts_move_equal (&move, &want));
      g_assert_true (is_listed (match, &move));
      play (match, &move);
      show_current (&scene, match);
      g_assert_nonnull (scene.status);
      g_assert_nonnull (strstr (scene.status, name));
      placements++;
    }
  g_assert_cmpuint (placements, >, 0);
  tj_scene_clear (&scene);
}

/* A card to place shown first to a board that may not act (a computer's
 * pacing, a curtain): once the viewer may place it, the cursor starts on
 * a cell where it fits. */
static void
test_place_when_allowed (void)
{
  g_autoptr(TsMatch) match = new_match (7);
  TjScene scene;
  int seat;

  tj_scene_init (&scene);
  memorise_both (&scene, match);
  g_assert_true (draw_until_place (&scene, match));
  seat = scene.viewer;

  /* A fresh board, first not interactive. */
  tj_scene_clear (&scene);
  tj_scene_init (&scene);
  {
    g_autoptr(TsGame) view = ts_game_view_for (game_of (match), seat);

    tj_scene_update (&scene, TS_TABLE (match), view, seat, FALSE, NULL, names);
  }
  g_assert_cmpuint (scene.n_legal, ==, 0);
  show (&scene, match, seat);
  g_assert_cmpuint (scene.n_legal, >, 0);
  g_assert_nonnull (tj_scene_find_legal (&scene, scene.cursor));
  tj_scene_clear (&scene);
}

/* A spectator explores the table with the arrows, within its bounds, and
 * no input of theirs makes a move. */
static void
test_spectator (void)
{
  g_autoptr(TsMatch) match = new_match (5);
  TjScene scene;
  TsMove move;
  TsTriCell start;

  tj_scene_init (&scene);
  memorise_both (&scene, match);
  show (&scene, match, TS_SEAT_NONE);
  g_assert_false (scene.can_act);
  g_assert_true (scene.cursor_set);
  start = scene.cursor;

  g_assert_cmpint (tj_scene_key_move (&scene, 1, 0), ==, TJ_SCENE_CHANGED);
  g_assert_cmpint (tj_scene_key_move (&scene, -1, 0), ==, TJ_SCENE_CHANGED);
  g_assert_true (ts_tri_cell_equal (scene.cursor, start));
  {
    g_autofree char *text = tj_scene_describe_cursor (&scene);

    g_assert_true (g_str_has_prefix (text, "Cell "));
  }

  /* A table three cells wide: the arrows stop at its edge. */
  scene.bounds_x0 = -1;
  scene.bounds_x1 = 2;
  scene.bounds_y0 = -1;
  scene.bounds_y1 = 1;
  while (tj_scene_key_move (&scene, 1, 0) == TJ_SCENE_CHANGED)
    ;
  g_assert_cmpint (tj_scene_key_move (&scene, 1, 0), ==, TJ_SCENE_BELL);

  g_assert_cmpint (tj_scene_activate (&scene, &move), ==, TJ_SCENE_NOTHING);
  g_assert_cmpint (tj_scene_take_deck (&scene, &move), ==, TJ_SCENE_NOTHING);
  g_assert_cmpint (tj_scene_click_cell (&scene, start, &move), ==, TJ_SCENE_NOTHING);
  g_assert_cmpint (tj_scene_rotate (&scene, 1), ==, TJ_SCENE_NOTHING);
  tj_scene_clear (&scene);
}

/* At the end the prompt names the winner and the reserves show faces. */
static void
test_game_over (void)
{
  g_autoptr(TsMatch) match = new_match (21);
  g_autoptr(GRand) rand = g_rand_new_with_seed (4);
  TjScene scene;
  guint faces = 0;

  tj_scene_init (&scene);
  while (!ts_game_is_over (game_of (match)))
    {
      g_autoptr(GArray) moves = ts_game_list_moves (game_of (match));

      play (match, &g_array_index (moves, TsMove, g_rand_int_range (rand, 0, moves->len)));
    }
  show (&scene, match, 0);
  g_assert_true (g_str_has_prefix (scene.prompt, "Game over"));
  for (int s = 0; s < 2; s++)
    {
      g_autofree char *score = tj_scene_score_text (&scene, s);

      g_assert_true (g_str_has_prefix (score, "Winner: ") || g_str_has_prefix (score, "Place "));
      for (guint i = 0; i < ts_trojhranna_game_get_reserve_size (tj_scene_view (&scene), s); i++)
        {
          g_autofree char *text = tj_scene_describe_slot (&scene, s, i);

          g_assert_true (names_a_colour (text));
          faces++;
        }
    }
  g_test_message ("%u reserve cards shown at the end", faces);
  tj_scene_clear (&scene);
}

/* The advice for MOVE to the seat on turn, in words. */
static char *
advice (TsMatch *match,
        TsMove   move)
{
  TsGame *game = game_of (match);
  char *text = ts_game_advise_move (game, ts_game_get_current_seat (game), &move, names);

  g_test_message ("advice: %s", text);
  return text;
}

/* What the player reads through the first turns: the prompts and the
 * advice for chosen moves, word for word. */
static void
test_words (void)
{
  g_autoptr(TsMatch) match = new_match (3);
  g_autofree char *arrange = NULL, *draw = NULL, *flip = NULL, *place = NULL;
  TjScene scene;
  TsMove move;

  tj_scene_init (&scene);
  show_current (&scene, match);
  g_test_message ("prompt: %s", scene.prompt);
  g_assert_cmpstr (scene.prompt, ==, "Remember your three cards: order and turn them as you like, then press Done.");
  g_assert_cmpint (tj_scene_activate (&scene, &move), ==, TJ_SCENE_MOVE);
  arrange = advice (match, move);
  g_assert_cmpstr (arrange, ==, "Memorise your three cards in the order shown, then turn them face down.");
  memorise_both (&scene, match);

  show_current (&scene, match);
  g_test_message ("prompt: %s", scene.prompt);
  g_assert_cmpstr (scene.prompt, ==, "Your turn: take the top card of the deck (D) or a card from your reserve (1–3).");
  draw = advice (match, ts_trojhranna_move_draw ());
  g_assert_cmpstr (draw, ==, "Draw the top card of the deck: no card you remember in your reserve fits the table.");
  flip = advice (match, ts_trojhranna_move_flip (1));
  g_assert_cmpstr (flip, ==, "Turn over card 2 of your reserve.");

  g_assert_true (draw_until_place (&scene, match));
  g_test_message ("prompt: %s", scene.prompt);
  g_assert_cmpint (tj_scene_activate (&scene, &move), ==, TJ_SCENE_MOVE);
  place = advice (match, move);
  g_assert_cmpstr (place, ==, "Place the card red-yellow-pink next to the card red-red-pink.");
  g_assert_cmpstr (scene.prompt, ==, "Place the card on a highlighted cell; R or the mouse wheel turns it.");
  tj_scene_clear (&scene);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add_func ("/scene-trojhranna/memorise", test_memorise);
  g_test_add_func ("/scene-trojhranna/choose", test_choose);
  g_test_add_func ("/scene-trojhranna/place", test_place);
  g_test_add_func ("/scene-trojhranna/place-when-allowed", test_place_when_allowed);
  g_test_add_func ("/scene-trojhranna/spectator", test_spectator);
  g_test_add_func ("/scene-trojhranna/game-over", test_game_over);
  g_test_add_func ("/scene-trojhranna/words", test_words);

  return g_test_run ();
}
