/* test-network-positions.c — Network: notation, positions, descriptions,
 * and hostile positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-network.h"

/* ------------------------------------------------------------------ */
/* Notation, positions, descriptions                                   */

void
test_notation (void)
{
  g_autoptr(TsGame) game = n3_game ();
  const char *good[] = { "set 2,2 H2,2", "branch V3,2", "node 3,3", "trade R2Y1 B",
                         "trade R1Y1 B 2,1 1,1", "end", "trade B1R1 G 0,0 6,6" };
  const char *bad[] = { "", "set", "set 2,2", "branch", "branch X3,2", "branch H7,0",
                        "node 8,8", "node 3", "trade", "trade R2Y1", "trade R4 B",
                        "trade R0 B", "trade R1R1 B", "trade R2Y1 Q", "trade R2Y1 B 2,1",
                        "trade R1Y1 B 2,1 7,7", "end now", "pass", "trade r2y1 b",
                        "node 3,3 3,3", "branch V3,2 extra words here too" };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      TsMove move = ts_test_parse_ok (game, good[i]);
      g_autofree char *back = ts_game_format_move (game, &move);

      if (i == G_N_ELEMENTS (good) - 1)
        g_assert_cmpstr (back, ==, "trade R1B1 G 0,0 6,6");   /* canonical order */
      else
        g_assert_cmpstr (back, ==, good[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      TsMove move;

      g_assert_false (ts_game_parse_move (game, bad[i], &move, &error));
      g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_MOVE);
    }

  /* Every listed move formats and parses back to itself. */
  {
    g_autoptr(GArray) moves = ts_game_list_moves (game);

    g_assert_cmpuint (moves->len, >, 10);
    for (guint i = 0; i < moves->len; i++)
      {
        TsMove *m = &g_array_index (moves, TsMove, i);
        g_autofree char *text = ts_game_format_move (game, m);
        TsMove back = ts_test_parse_ok (game, text);

        g_assert_true (ts_move_equal (m, &back));
      }
  }
}

/* The constructors build exactly the moves the notation reads, and a
 * move read from text past the word limit of TsWords is refused. */
void
test_move_constructors (void)
{
  g_autoptr(TsGame) game = n3_game ();
  struct { const char *text; TsMove move; } cases[] = {
    { "set 2,2 H2,2", ts_network_move_set (corner (2, 2), edge ("H2,2")) },
    { "branch V3,2", ts_network_move_branch (edge ("V3,2")) },
    { "node 3,3", ts_network_move_node (corner (3, 3)) },
    { "trade R2Y1 B", ts_network_move_trade ((const int[]) { 2, 1, 0, 0 }, NW_BLUE,
                                             NW_NONE, NW_NONE) },
    { "trade R1Y1 B 2,1 1,1", ts_network_move_trade ((const int[]) { 1, 1, 0, 0 }, NW_BLUE,
                                                     corner (2, 1), square (1, 1)) },
    { "end", ts_network_move_end () },
  };
  g_autoptr(GString) long_text = g_string_new ("end");
  TsMove move;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TsMove parsed = ts_test_parse_ok (game, cases[i].text);
      g_autofree char *text = ts_game_format_move (game, &cases[i].move);

      g_assert_cmpstr (text, ==, cases[i].text);
      g_assert_true (ts_move_equal (&parsed, &cases[i].move));
    }
  /* The board's 3:1 trade and the listed one are the same bytes. */
  {
    g_autoptr(GArray) moves = ts_game_list_moves (game);
    TsMove trade = ts_network_move_trade ((const int[]) { 1, 1, 1, 0 }, NW_BLUE,
                                          NW_NONE, NW_NONE);
    gboolean found = FALSE;

    for (guint i = 0; i < moves->len; i++)
      found |= ts_move_equal (&g_array_index (moves, TsMove, i), &trade);
    g_assert_true (found);
  }

  /* Blanks of every kind separate words; too long a text is no move. */
  g_assert_true (ts_game_parse_move (game, " \tbranch\n V3,2 ", &move, NULL));
  g_assert_true (ts_move_equal (&move, &cases[1].move));
  for (guint i = 0; i < 300; i++)
    g_string_append_c (long_text, ' ');
  g_assert_false (ts_game_parse_move (game, long_text->str, &move, NULL));
}

void
test_describe (void)
{
  g_autoptr(TsGame) game = n3_game ();
  const char * const names[] = { "Ann", "Bob" };
  g_autofree char *text = ts_game_describe_position (game, names);
  g_autofree char *score = ts_game_describe_score (game, O);

  g_assert_nonnull (strstr (text, "Ann"));
  g_assert_nonnull (strstr (text, "Bob"));
  g_assert_nonnull (strstr (text, "R2 Y3 G2 B1"));
  g_assert_cmpstr (score, ==, "2 points");
}

void
test_save_mid_turn (void)
{
  g_autoptr(TsGame) game = blank_turn (O, FALSE, 3);
  g_autoptr(TsGame) loaded = new_game (P, "simplified");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;

  put_node (game, O, 2, 1);
  put_node (game, O, 1, 1);
  put_branches (game, O, "H1,1 H0,4");
  set_cubes (game, O, 6, 1, 2, 0);
  ts_test_apply_ok (game, "trade R2 Y 2,1 1,1");
  ts_test_apply_ok (game, "trade R3 B");
  /* Collected this turn too. */
  ts_test_apply_ok (game, "end");
  ts_test_apply_ok (game, "end");
  ts_test_apply_ok (game, "trade R1B1 Y 1,1 1,1");
  text = ts_game_save_state (game);
  g_assert_true (ts_game_load_state (loaded, text, &error));
  g_assert_no_error (error);
  again = ts_game_save_state (loaded);
  g_assert_cmpstr (text, ==, again);
  g_assert_true (ts_game_equal (game, loaded));
  g_assert_true (ts_network_game_standard_trade_used (NW (loaded)) ==
                 ts_network_game_standard_trade_used (NW (game)));
  g_assert_false (ts_network_game_post_trade_available (NW (loaded), corner (1, 1), square (1, 1)));
  g_assert_true (ts_network_game_post_trade_available (NW (loaded), corner (2, 1), square (1, 1)));
  for (int k = 0; k < NW_N_CORNERS; k++)
    for (int c = 0; c < NW_N_COLOURS; c++)
      g_assert_cmpuint (ts_network_game_get_collected (NW (loaded), k, c), ==,
                        ts_network_game_get_collected (NW (game), k, c));
  {
    g_autoptr(GArray) a = ts_game_list_moves (game);
    g_autoptr(GArray) b = ts_game_list_moves (loaded);

    g_assert_cmpuint (a->len, ==, b->len);
    g_assert_cmpmem (a->data, a->len * sizeof (TsMove), b->data, b->len * sizeof (TsMove));
  }
}

static char *
replace_word (const char *text,
              guint       index,
              const char *word)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \n", -1);
  GString *out = g_string_new (NULL);
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      g_string_append (out, n == index ? word : words[i]);
      g_string_append_c (out, ' ');
      n++;
    }
  return g_string_free (out, FALSE);
}

static void
assert_rejected (TsGame     *game,
                 const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = ts_game_save_state (game);
  g_autofree char *after = NULL;

  if (ts_game_load_state (game, text, &error))
    g_error ("accepted a bad position:\n%s", text);
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  after = ts_game_save_state (game);
  g_assert_cmpstr (before, ==, after);
}

void
test_bad_positions (void)
{
  g_autoptr(TsGame) game = n3_game ();
  g_autoptr(TsGame) target = n3_game ();
  g_autofree char *good = NULL;
  g_auto(GStrv) words = NULL;
  guint n_words = 0;
  const char *garbage[] = { "x", "-1", "99999999999", "2", "", "0,0" };

  ts_test_apply_ok (game, "end");
  ts_test_apply_ok (game, "trade R2Y1 B");
  good = ts_game_save_state (game);
  words = g_strsplit_set (good, " \n", -1);
  for (guint i = 0; words[i] != NULL; i++)
    n_words += words[i][0] != '\0';

  /* Truncated at every word. */
  for (guint cut = 0; cut < n_words; cut++)
    {
      g_auto(GStrv) w = g_strsplit_set (good, " \n", -1);
      GString *s = g_string_new (NULL);
      guint n = 0;

      for (guint i = 0; w[i] != NULL && n < cut; i++)
        if (w[i][0] != '\0')
          {
            g_string_append_printf (s, "%s ", w[i]);
            n++;
          }
      assert_rejected (target, s->str);
      g_string_free (s, TRUE);
    }

  /* Every word replaced by garbage: rejected, or (when the garbage happens
   * to be a valid value there) accepted consistently. */
  for (guint i = 0; i < n_words; i++)
    for (guint g = 0; g < G_N_ELEMENTS (garbage); g++)
      {
        g_autofree char *bad = replace_word (good, i, garbage[g]);
        g_autoptr(TsGame) probe = ts_game_copy (target);
        g_autoptr(GError) error = NULL;

        if (!ts_game_load_state (probe, bad, &error))
          {
            g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
            g_assert_true (ts_game_equal (probe, target));
          }
        else
          {
            g_autofree char *saved = ts_game_save_state (probe);
            g_autoptr(TsGame) again = ts_game_copy (target);

            g_assert_true (ts_game_load_state (again, saved, NULL));
            g_assert_true (ts_game_equal (probe, again));
          }
      }

  /* Specific inconsistencies. */
  {
    const char *swaps[][2] = {
      { "left 13 38", "left 14 38" },          /* supplies do not add up */
      { "phase turn current 0", "phase turn current -" },
      { "phase turn", "phase setup" },
      { "network 1", "network 2" },
      { "idle 1", "idle 12" },
      { "end", "end extra" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (swaps); i++)
      {
        g_autofree char *bad = NULL;
        char *at = strstr (good, swaps[i][0]);
        GString *s;

        g_assert_nonnull (at);
        s = g_string_new_len (good, at - good);
        g_string_append (s, swaps[i][1]);
        g_string_append (s, at + strlen (swaps[i][0]));
        bad = g_string_free (s, FALSE);
        assert_rejected (target, bad);
      }
  }

  /* A captured square that no loop encloses; a post trade at a wrong
   * corner; a collection for a node of the other seat. */
  {
    g_autoptr(TsGame) blank = blank_turn (O, FALSE, 0);
    g_autofree char *text = ts_game_save_state (blank);
    GString *s = g_string_new (text);
    char *cap = strstr (s->str, "captured\n  .......");

    g_assert_nonnull (cap);
    cap[strlen ("captured\n  ")] = '0';
    assert_rejected (target, s->str);
    g_string_free (s, TRUE);

    s = g_string_new (text);
    g_string_replace (s, "posts 0", "posts 1 2,2 1,1", 1);
    assert_rejected (target, s->str);
    g_string_free (s, TRUE);

    s = g_string_new (text);
    g_string_replace (s, "collected 0", "collected 1 2,2 1 0 0 0", 1);
    assert_rejected (target, s->str);
    g_string_free (s, TRUE);
  }

  /* The good text still loads. */
  g_assert_true (ts_game_load_state (target, good, NULL));
  g_assert_true (ts_game_equal (target, game));
}

/* ------------------------------------------------------------------ */
/* Hostile positions: one impossible value at a time (issue 23)        */

/* A game of SEED played at random until WANT holds (NULL: to its end). */
static TsGame *
random_until (guint64    seed,
              gboolean (*want) (TsGame *game))
{
  TsGame *game = ts_test_new_game_of ("network", 2, seed, seed % 2, NULL);
  TsRng rng;

  ts_rng_init (&rng, seed);
  while (!ts_game_is_over (game) && (want == NULL || !want (game)))
    {
      TsMove move;

      ts_test_random_move (game, &rng, &move);
      g_assert_true (ts_game_apply_move (game, &move, NULL));
    }
  return game;
}

/* A regular turn, early enough that fewer than 12 turns have ended, with
 * the cubes its seat collected. */
static gboolean
collecting_turn (TsGame *game)
{
  g_autofree char *text = ts_game_save_state (game);
  guint turn = ts_network_game_get_turn (NW (game));

  return ts_network_game_get_phase (NW (game)) == NW_PHASE_TURN && turn >= 3 && turn < 12 &&
         strstr (text, "collected 0") == NULL && strstr (text, "placed 0") != NULL;
}

void
test_hostile_fields (void)
{
  g_autoptr(TsGame) game = NULL;
  g_autofree char *turn = NULL;
  g_autofree char *later = NULL;
  guint64 seed = 1;

  while (game == NULL || ts_game_is_over (game))
    {
      g_clear_object (&game);
      game = random_until (seed++, collecting_turn);
    }
  turn = g_strdup_printf ("%u", ts_network_game_get_turn (NW (game)));
  later = g_strdup_printf ("%u", ts_network_game_get_turn (NW (game)) + 1);
  {
    const TsTestFieldEdit edits[] = {
      { "first", 0, 1, "2", "first" },
      { "current", 0, 1, "2", "current" },
      { "current", 0, 1, "-", "current" },
      { "turn", 1, 1, later, "current" },       /* R1: the seats alternate */
      { "step", 0, 1, "4", "step" },
      { "step", 0, 1, "1", "step" },            /* a setup step in a regular turn */
      { "turn", 1, 1, "65536", "turn" },
      { "idle", 0, 1, "13", "idle" },
      { "idle", 0, 1, turn, "idle" },           /* more idle turns than turns ended */
      { "traded", 0, 1, "2", "traded" },
      { "placed", 0, 1, "2", "placed" },
      { "seat", 1, 1, "0", "seat" },
      { "cubes", 0, 1, "1000001", "cubes" },
      { "left", 0, 1, "16", "left" },
      { "left", 0, 2, "41", "left" },
      { "left", 0, 1, "0", "left" },            /* 15 nodes are not on the board */
      { "posts", 0, 1, "65", "posts" },
      { "collected", 0, 1, "65", "collected" },
      { "collected", 0, 3, "4", "collected" },  /* four red squares at a corner */
      { "collected", 0, 3, "5", "collected" },
    };

    ts_test_assert_edits_refused (game, edits, G_N_ELEMENTS (edits));
  }
}

static gboolean
someone_won (TsGame *game)
{
  return ts_game_is_over (game) && MAX (ts_game_get_score (game, 0), ts_game_get_score (game, 1)) >= 10;
}

/* R19 and R20: the game is over with 10 points or after 12 turns without
 * a placement, and only then. */
void
test_hostile_end (void)
{
  g_autoptr(TsGame) game = random_until (7, collecting_turn);
  g_autoptr(TsGame) won = NULL;
  g_autofree char *text = ts_game_save_state (game);
  g_autofree char *a = ts_test_edit_word (text, "phase", 0, 1, "over");
  g_autofree char *b = ts_test_edit_word (a, "current", 0, 1, "-");
  g_autofree char *over = ts_test_edit_word (b, "traded", 0, 1, "0");
  guint64 seed = 1;

  /* Over, with no win and no stalemate. */
  g_assert_false (ts_game_is_over (game));
  ts_test_assert_field_refused (game, over, "phase");

  while (won == NULL || !someone_won (won))
    {
      g_clear_object (&won);
      won = random_until (seed++, NULL);
    }
  {
    g_autofree char *won_text = ts_game_save_state (won);
    guint turn = ts_network_game_get_turn (NW (won));
    int first = ts_network_game_get_first_seat (NW (won));
    /* The seat of that turn (R1). */
    g_autofree char *seat = g_strdup_printf ("%d", turn % 2 == 1 ? 1 - first : first);
    g_autofree char *c = ts_test_edit_word (won_text, "phase", 0, 1, "turn");
    /* "phase turn current S … turn T": the second "turn" is the count. */
    g_autofree char *playing = ts_test_edit_word (c, "current", 0, 1, seat);

    /* A player with 10 points has won: the game cannot go on. */
    ts_test_assert_field_refused (won, playing, "phase");
  }
}
