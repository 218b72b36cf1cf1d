/* test-match.c — TsMatch: history, undo/redo, signals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-util.h"
#include "ts-games.h"
#include "ts-match.h"

/* TsMatch is tested on Network, where every move is public: no move is an
 * undo barrier there, so undo and redo can walk a whole game.  (Trojhranná
 * hra's memorisation, draws and flips are barriers since fair undo;
 * test-trojhranna tests those.)  Network is a game for two. */
#define GAME_ID "network"
#define N_PLAYERS 2

typedef struct
{
  guint  changed;
  guint  game_over;
  guint  notify_can_undo;
  guint  notify_can_redo;
  GArray *applied;   /* of guint: the indices "move-applied" reported */
  GString *order;    /* one letter per signal: a(pplied) c(hanged) o(ver) */
} Counters;

static void
on_changed (TsMatch  *match,
            Counters *counters)
{
  counters->changed++;
  g_string_append_c (counters->order, 'c');
}

static void
on_move_applied (TsMatch  *match,
                 guint     index,
                 Counters *counters)
{
  g_array_append_val (counters->applied, index);
  g_string_append_c (counters->order, 'a');
}

static void
on_game_over (TsMatch  *match,
              Counters *counters)
{
  counters->game_over++;
  g_string_append_c (counters->order, 'o');
}

static void
on_notify (TsMatch    *match,
           GParamSpec *pspec,
           Counters   *counters)
{
  if (g_str_equal (pspec->name, "can-undo"))
    counters->notify_can_undo++;
  else if (g_str_equal (pspec->name, "can-redo"))
    counters->notify_can_redo++;
}

static void
counters_connect (Counters *counters,
                  TsMatch  *match)
{
  memset (counters, 0, sizeof *counters);
  counters->applied = g_array_new (FALSE, FALSE, sizeof (guint));
  counters->order = g_string_new (NULL);
  g_signal_connect (match, "changed", G_CALLBACK (on_changed), counters);
  g_signal_connect (match, "move-applied", G_CALLBACK (on_move_applied), counters);
  g_signal_connect (match, "game-over", G_CALLBACK (on_game_over), counters);
  g_signal_connect (match, "notify", G_CALLBACK (on_notify), counters);
}

static void
counters_reset (Counters *counters)
{
  counters->changed = counters->game_over = 0;
  counters->notify_can_undo = counters->notify_can_redo = 0;
  g_array_set_size (counters->applied, 0);
  g_string_truncate (counters->order, 0);
}

static void
counters_clear (Counters *counters,
                TsMatch  *match)
{
  g_signal_handlers_disconnect_by_data (match, counters);
  g_array_unref (counters->applied);
  g_string_free (counters->order, TRUE);
}

static TsMatch *
new_match (guint   n_players,
           guint64 seed,
           guint   computer_mask)
{
  g_autoptr(TsSetup) setup = ts_setup_new (GAME_ID, n_players, seed);
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  for (guint seat = 0; seat < n_players; seat++)
    if (computer_mask & (1u << seat))
      setup->players[seat].kind = TS_PLAYER_COMPUTER;

  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  g_assert_nonnull (match);
  return match;
}

/* Plays up to MAX_MOVES random legal moves (fewer if the game ends) and
 * returns a copy of the game after each one ([0] is the start). */
static GPtrArray *
play_random (TsMatch *match,
             TsRng   *rng,
             guint    max_moves)
{
  GPtrArray *states = g_ptr_array_new_with_free_func (g_object_unref);

  g_ptr_array_add (states, ts_game_copy (ts_match_get_game (match)));
  ts_test_play_random (match, rng, max_moves, states);
  return states;
}

static void
test_play_undo_redo (void)
{
  for (guint64 seed = 1000; seed < 1003; seed++)
    {
      g_autoptr(TsMatch) match = new_match (N_PLAYERS, seed, 0);
      g_autoptr(GPtrArray) states = NULL;
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TsMove));
      TsGame *game = ts_match_get_game (match);
      TsRng rng;
      guint n;

      ts_rng_init (&rng, seed);
      g_assert_true (ts_match_starts_from_setup (match));
      g_assert_true (ts_game_equal (ts_match_get_start (match), game));
      g_assert_false (ts_match_can_undo (match));
      g_assert_false (ts_match_can_redo (match));
      g_assert_false (ts_match_undo (match));
      g_assert_false (ts_match_redo (match));

      states = play_random (match, &rng, 1000);
      n = ts_match_get_n_moves (match);
      g_assert_cmpuint (n, ==, states->len - 1);
      g_assert_true (ts_game_is_over (ts_match_get_game (match)));
      for (guint i = 0; i < n; i++)
        {
          g_array_append_val (moves, *ts_match_get_move (match, i));
          g_autoptr(TsGame) before = ts_match_dup_game_before (match, i);

          g_assert_true (ts_game_equal (before, g_ptr_array_index (states, i)));
          g_assert_cmpint (ts_match_get_move_seat (match, i), ==,
                           ts_game_get_current_seat (g_ptr_array_index (states, i)));
        }

      /* Undo everything, one move at a time, back to the start. */
      for (guint i = n; i > 0; i--)
        {
          g_assert_true (ts_match_undo (match));
          g_assert_cmpuint (ts_match_get_n_moves (match), ==, i - 1);
          g_assert_true (ts_game_equal (ts_match_get_game (match),
                                        g_ptr_array_index (states, i - 1)));
          g_assert_true (ts_match_can_redo (match));
        }
      g_assert_false (ts_match_can_undo (match));
      g_assert_false (ts_match_undo (match));
      g_assert_true (ts_game_equal (ts_match_get_game (match), ts_match_get_start (match)));
      /* Undo keeps the current game the same object. */
      g_assert_true (ts_match_get_game (match) == game);

      /* Redo everything: the same moves and the same states. */
      for (guint i = 0; i < n; i++)
        {
          g_assert_true (ts_match_redo (match));
          g_assert_cmpuint (ts_match_get_n_moves (match), ==, i + 1);
          g_assert_true (ts_move_equal (ts_match_get_move (match, i),
                                        &g_array_index (moves, TsMove, i)));
          g_assert_true (ts_game_equal (ts_match_get_game (match),
                                        g_ptr_array_index (states, i + 1)));
        }
      g_assert_false (ts_match_can_redo (match));
      g_assert_false (ts_match_redo (match));
      g_assert_true (ts_game_is_over (ts_match_get_game (match)));

      /* Mixed: undo 5, redo 2, undo 1, redo all. */
      for (guint i = 0; i < 5; i++)
        g_assert_true (ts_match_undo (match));
      g_assert_true (ts_match_redo (match));
      g_assert_true (ts_match_redo (match));
      g_assert_true (ts_match_undo (match));
      g_assert_cmpuint (ts_match_get_n_moves (match), ==, n - 4);
      g_assert_true (ts_game_equal (ts_match_get_game (match), g_ptr_array_index (states, n - 4)));
      while (ts_match_redo (match))
        ;
      g_assert_cmpuint (ts_match_get_n_moves (match), ==, n);
      g_assert_true (ts_game_equal (ts_match_get_game (match), g_ptr_array_index (states, n)));
    }
}

static void
test_signals (void)
{
  g_autoptr(TsMatch) match = new_match (N_PLAYERS, 77, 0);
  Counters counters;
  TsRng rng;
  TsMove move;
  guint n_played = 0;
  g_autoptr(GError) error = NULL;

  ts_rng_init (&rng, 77);
  counters_connect (&counters, match);

  /* First move: can-undo turns on. */
  ts_test_random_move (ts_match_get_game (match), &rng, &move);
  g_assert_true (ts_match_play (match, &move, &error));
  g_assert_no_error (error);
  n_played++;
  g_assert_cmpstr (counters.order->str, ==, "ac");
  g_assert_cmpuint (counters.applied->len, ==, 1);
  g_assert_cmpuint (g_array_index (counters.applied, guint, 0), ==, 0);
  g_assert_cmpuint (counters.changed, ==, 1);
  g_assert_cmpuint (counters.notify_can_undo, ==, 1);
  g_assert_cmpuint (counters.notify_can_redo, ==, 0);

  /* Second move: can-undo stays on, so no notification. */
  counters_reset (&counters);
  ts_test_random_move (ts_match_get_game (match), &rng, &move);
  g_assert_true (ts_match_play (match, &move, NULL));
  n_played++;
  g_assert_cmpstr (counters.order->str, ==, "ac");
  g_assert_cmpuint (g_array_index (counters.applied, guint, 0), ==, 1);
  g_assert_cmpuint (counters.notify_can_undo, ==, 0);

  /* Undo: "changed" only; can-redo turns on. */
  counters_reset (&counters);
  g_assert_true (ts_match_undo (match));
  g_assert_cmpstr (counters.order->str, ==, "c");
  g_assert_cmpuint (counters.notify_can_undo, ==, 0);
  g_assert_cmpuint (counters.notify_can_redo, ==, 1);

  /* Undo the first move too: can-undo turns off. */
  counters_reset (&counters);
  g_assert_true (ts_match_undo (match));
  g_assert_cmpstr (counters.order->str, ==, "c");
  g_assert_cmpuint (counters.notify_can_undo, ==, 1);
  g_assert_cmpuint (counters.notify_can_redo, ==, 0);

  /* Nothing more to undo: no signal at all. */
  counters_reset (&counters);
  g_assert_false (ts_match_undo (match));
  g_assert_cmpstr (counters.order->str, ==, "");
  g_assert_cmpuint (counters.notify_can_undo + counters.notify_can_redo, ==, 0);

  /* Redo announces the move again with its index. */
  counters_reset (&counters);
  g_assert_true (ts_match_redo (match));
  g_assert_cmpstr (counters.order->str, ==, "ac");
  g_assert_cmpuint (g_array_index (counters.applied, guint, 0), ==, 0);
  g_assert_cmpuint (counters.notify_can_undo, ==, 1);
  g_assert_cmpuint (counters.notify_can_redo, ==, 0);
  g_assert_true (ts_match_redo (match));
  g_assert_cmpuint (counters.notify_can_redo, ==, 1);
  g_assert_false (ts_match_can_redo (match));

  /* Play to the end: "game-over" exactly once, after the last "changed". */
  counters_reset (&counters);
  while (!ts_game_is_over (ts_match_get_game (match)))
    {
      ts_test_random_move (ts_match_get_game (match), &rng, &move);
      g_assert_true (ts_match_play (match, &move, NULL));
      n_played++;
    }
  g_assert_cmpuint (counters.game_over, ==, 1);
  g_assert_true (g_str_has_suffix (counters.order->str, "aco"));
  g_assert_cmpuint (counters.changed, ==, n_played - 2);
  g_assert_cmpuint (counters.applied->len, ==, n_played - 2);
  for (guint i = 0; i < counters.applied->len; i++)
    g_assert_cmpuint (g_array_index (counters.applied, guint, i), ==, i + 2);

  /* No moves after the end: a failed play emits nothing. */
  counters_reset (&counters);
  g_assert_false (ts_match_play (match, &move, &error));
  g_assert_nonnull (error);
  g_assert_true (error->domain == TS_GAME_ERROR);
  g_clear_error (&error);
  g_assert_cmpstr (counters.order->str, ==, "");

  /* Undoing the last move and redoing it ends the game again. */
  counters_reset (&counters);
  g_assert_true (ts_match_undo (match));
  g_assert_false (ts_game_is_over (ts_match_get_game (match)));
  g_assert_cmpuint (counters.game_over, ==, 0);
  g_assert_true (ts_match_redo (match));
  g_assert_cmpuint (counters.game_over, ==, 1);

  counters_clear (&counters, match);
}

/* A move that is not legal now: one of the moves legal in some other
 * position of the same game. */
static gboolean
find_illegal_move (TsGame    *game,
                   GPtrArray *states,
                   TsMove    *move)
{
  for (guint i = 0; i < states->len; i++)
    {
      g_autoptr(GArray) moves = ts_game_list_moves (g_ptr_array_index (states, i));

      for (guint j = 0; j < moves->len; j++)
        if (!ts_game_is_legal (game, &g_array_index (moves, TsMove, j)))
          {
            *move = g_array_index (moves, TsMove, j);
            return TRUE;
          }
    }
  return FALSE;
}

static void
test_illegal_move (void)
{
  g_autoptr(TsMatch) match = new_match (N_PLAYERS, 4242, 0);
  g_autoptr(GPtrArray) states = NULL;
  g_autoptr(TsGame) before = NULL;
  g_autoptr(GError) error = NULL;
  Counters counters;
  TsRng rng;
  TsMove move;
  guint n;

  ts_rng_init (&rng, 4242);
  states = play_random (match, &rng, 20);
  g_assert_true (ts_match_undo (match));
  g_assert_true (ts_match_undo (match));
  n = ts_match_get_n_moves (match);
  before = ts_game_copy (ts_match_get_game (match));
  counters_connect (&counters, match);

  /* A move legal elsewhere in the game but not here. */
  g_assert_true (find_illegal_move (ts_match_get_game (match), states, &move));
  g_assert_false (ts_match_play (match, &move, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);

  /* A move kind no game has. */
  ts_move_clear (&move);
  move.kind = 999;
  g_assert_false (ts_match_play (match, &move, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* Text that is not a move. */
  g_assert_false (ts_match_play_text (match, "jump over the moon", &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_MOVE);
  g_clear_error (&error);
  g_assert_false (ts_match_play_text (match, "", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* Nothing changed: state, history, redo stack, and no signal. */
  g_assert_true (ts_game_equal (ts_match_get_game (match), before));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, n);
  g_assert_true (ts_match_can_redo (match));
  g_assert_cmpstr (counters.order->str, ==, "");
  g_assert_cmpuint (counters.notify_can_undo + counters.notify_can_redo, ==, 0);

  /* The text form of a legal move plays. */
  {
    g_autoptr(GArray) moves = ts_game_list_moves (ts_match_get_game (match));
    g_autofree char *text = ts_game_format_move (ts_match_get_game (match),
                                                 &g_array_index (moves, TsMove, 0));

    g_assert_true (ts_match_play_text (match, text, &error));
    g_assert_no_error (error);
    g_assert_true (ts_move_equal (ts_match_get_move (match, n), &g_array_index (moves, TsMove, 0)));
    g_assert_cmpstr (counters.order->str, ==, "ac");
  }

  counters_clear (&counters, match);
}

static void
test_play_after_undo_clears_redo (void)
{
  g_autoptr(TsMatch) match = new_match (N_PLAYERS, 31337, 0);
  g_autoptr(GPtrArray) states = NULL;
  g_autoptr(GArray) moves = NULL;
  Counters counters;
  TsRng rng;
  TsMove move;

  ts_rng_init (&rng, 5);
  states = play_random (match, &rng, 12);
  g_assert_true (ts_match_undo (match));
  g_assert_true (ts_match_undo (match));
  g_assert_true (ts_match_undo (match));
  g_assert_true (ts_match_can_redo (match));
  g_assert_true (ts_game_equal (ts_match_get_game (match), g_ptr_array_index (states, 9)));

  counters_connect (&counters, match);
  moves = ts_game_list_moves (ts_match_get_game (match));
  move = g_array_index (moves, TsMove, moves->len - 1);
  g_assert_true (ts_match_play (match, &move, NULL));
  g_assert_false (ts_match_can_redo (match));
  g_assert_false (ts_match_redo (match));
  g_assert_cmpuint (counters.notify_can_redo, ==, 1);
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 10);
  g_assert_true (ts_move_equal (ts_match_get_move (match, 9), &move));
  {
    g_autoptr(TsGame) before = ts_match_dup_game_before (match, 9);

    g_assert_true (ts_game_equal (before, g_ptr_array_index (states, 9)));
  }
  counters_clear (&counters, match);
}

/* Seat 1 a computer: undo goes back to the human's last decision. */
static void
test_undo_human_turn (void)
{
  guint n_players = N_PLAYERS;

  for (guint64 seed = 1; seed <= 3; seed++)
    {
      g_autoptr(TsMatch) match = new_match (n_players, seed * 97, 0x2 /* seat 1 */);
      g_autoptr(GPtrArray) states = NULL;
      TsRng rng;
      guint n, target, steps = 0;

      g_assert_true (ts_match_seat_is_human (match, 0));
      g_assert_false (ts_match_seat_is_human (match, 1));
      g_assert_false (ts_match_seat_is_human (match, TS_SEAT_NONE));
      g_assert_false (ts_match_seat_is_human (match, n_players));
      g_assert_cmpuint (ts_match_count_humans (match), ==, n_players / 2);
      g_assert_false (ts_match_undo_human_turn (match));

      ts_rng_init (&rng, seed);
      states = play_random (match, &rng, 1000);
      n = ts_match_get_n_moves (match);

      /* Walk back from the end, one human turn at a time. */
      while (ts_match_get_n_moves (match) > 0)
        {
          guint cur = ts_match_get_n_moves (match);
          gboolean human_before = FALSE;

          for (guint i = 0; i < cur; i++)
            human_before |= ts_match_seat_is_human (match, ts_match_get_move_seat (match, i));
          if (!human_before)
            {
              g_assert_false (ts_match_undo_human_turn (match));
              g_assert_cmpuint (ts_match_get_n_moves (match), ==, cur);
              break;
            }

          /* Expected: just before the last move a human made. */
          target = cur - 1;
          while (!ts_match_seat_is_human (match, ts_match_get_move_seat (match, target)))
            target--;

          g_assert_true (ts_match_undo_human_turn (match));
          g_assert_cmpuint (ts_match_get_n_moves (match), ==, target);
          g_assert_true (ts_game_equal (ts_match_get_game (match),
                                        g_ptr_array_index (states, target)));
          g_assert_true (ts_match_seat_is_human (match,
                                                 ts_game_get_current_seat (ts_match_get_game (match))));
          steps++;
        }
      g_assert_cmpuint (steps, >, 2);

      /* And forward again: each step ends where a human is to move, or
       * at the end of the game. */
      while (ts_match_can_redo (match))
        {
          guint cur = ts_match_get_n_moves (match);

          target = cur + 1;
          while (target < n &&
                 !ts_match_seat_is_human (match,
                                          ts_game_get_current_seat (g_ptr_array_index (states, target))))
            target++;

          g_assert_true (ts_match_redo_human_turn (match));
          g_assert_cmpuint (ts_match_get_n_moves (match), ==, target);
          g_assert_true (ts_game_equal (ts_match_get_game (match),
                                        g_ptr_array_index (states, target)));
        }
      g_assert_false (ts_match_redo_human_turn (match));
      g_assert_cmpuint (ts_match_get_n_moves (match), ==, n);
      g_assert_true (ts_game_is_over (ts_match_get_game (match)));
    }
}

/* The situation the feature exists for: the human moved, the computer
 * replied; one undo gives the human its decision back. */
static void
test_undo_human_turn_after_reply (void)
{
  g_autoptr(TsMatch) match = new_match (N_PLAYERS, 2024, 0x2);
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_object_unref);
  Counters counters;
  TsRng rng;
  guint last_human = G_MAXUINT;

  ts_rng_init (&rng, 9);
  /* Play until the computer has just moved after a human move. */
  for (;;)
    {
      TsGame *game = ts_match_get_game (match);
      int seat = ts_game_get_current_seat (game);
      TsMove move;

      g_assert_false (ts_game_is_over (game));
      if (seat == 0)
        last_human = ts_match_get_n_moves (match);
      g_ptr_array_add (states, ts_game_copy (game));
      ts_test_random_move (game, &rng, &move);
      g_assert_true (ts_match_play (match, &move, NULL));
      if (last_human != G_MAXUINT && last_human > 2 && seat == 1 &&
          ts_game_get_current_seat (ts_match_get_game (match)) == 0)
        break;
    }
  g_ptr_array_add (states, ts_game_copy (ts_match_get_game (match)));

  counters_connect (&counters, match);
  g_assert_true (ts_match_undo_human_turn (match));
  /* One "changed" for the whole operation, however many moves it took. */
  g_assert_cmpstr (counters.order->str, ==, "c");
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, last_human);
  g_assert_true (ts_game_equal (ts_match_get_game (match), g_ptr_array_index (states, last_human)));
  g_assert_cmpint (ts_game_get_current_seat (ts_match_get_game (match)), ==, 0);

  counters_reset (&counters);
  g_assert_true (ts_match_redo_human_turn (match));
  g_assert_true (ts_game_equal (ts_match_get_game (match),
                                g_ptr_array_index (states, states->len - 1)));
  g_assert_cmpint (ts_game_get_current_seat (ts_match_get_game (match)), ==, 0);
  g_assert_cmpuint (counters.applied->len, ==, states->len - 1 - last_human);
  g_assert_true (g_str_has_suffix (counters.order->str, "ac"));
  g_assert_cmpuint (counters.changed, ==, 1);
  counters_clear (&counters, match);
}

static void
test_no_humans (void)
{
  g_autoptr(TsMatch) match = new_match (N_PLAYERS, 11, 0x3);
  g_autoptr(GPtrArray) states = NULL;
  TsRng rng;

  g_assert_cmpuint (ts_match_count_humans (match), ==, 0);
  ts_rng_init (&rng, 11);
  states = play_random (match, &rng, 15);
  g_assert_false (ts_match_undo_human_turn (match));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 15);
  g_assert_true (ts_match_undo (match));
  g_assert_true (ts_match_undo (match));
  /* With no human, redo goes all the way. */
  g_assert_true (ts_match_redo_human_turn (match));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 15);
  g_assert_true (ts_game_equal (ts_match_get_game (match), g_ptr_array_index (states, 15)));
}

typedef struct
{
  TsRng    rng;
  Counters counters;
} Chain;

static void
play_on_changed (TsMatch *match,
                 Chain   *chain)
{
  TsMove move;

  if (ts_game_is_over (ts_match_get_game (match)))
    return;
  ts_test_random_move (ts_match_get_game (match), &chain->rng, &move);
  g_assert_true (ts_match_play (match, &move, NULL));
}

/* A handler that plays the next move from inside "changed" (as a hasty
 * UI might): every move is announced once, and the end of the game once. */
static void
test_reentrant (void)
{
  g_autoptr(TsMatch) match = new_match (N_PLAYERS, 8080, 0);
  Chain chain;
  TsMove move;
  guint n;

  ts_rng_init (&chain.rng, 8080);
  counters_connect (&chain.counters, match);
  g_signal_connect (match, "changed", G_CALLBACK (play_on_changed), &chain);

  ts_test_random_move (ts_match_get_game (match), &chain.rng, &move);
  g_assert_true (ts_match_play (match, &move, NULL));

  g_assert_true (ts_game_is_over (ts_match_get_game (match)));
  n = ts_match_get_n_moves (match);
  g_assert_cmpuint (chain.counters.game_over, ==, 1);
  g_assert_cmpuint (chain.counters.changed, ==, n);
  g_assert_cmpuint (chain.counters.applied->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (g_array_index (chain.counters.applied, guint, i), ==, i);
  g_assert_cmpuint (chain.counters.notify_can_undo, ==, 1);

  g_signal_handlers_disconnect_by_func (match, play_on_changed, &chain);
  counters_clear (&chain.counters, match);
}

static void
test_from_position (void)
{
  g_autoptr(TsMatch) first = new_match (N_PLAYERS, 555, 0);
  g_autoptr(GPtrArray) states = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsGame) position = NULL;
  const TsSetup *setup;
  TsRng rng;

  ts_rng_init (&rng, 555);
  states = play_random (first, &rng, 25);
  position = ts_game_copy (ts_match_get_game (first));

  match = ts_match_new_from_position (NULL, position);
  g_assert_false (ts_match_starts_from_setup (match));
  g_assert_true (ts_game_equal (ts_match_get_start (match), position));
  g_assert_true (ts_game_equal (ts_match_get_game (match), position));
  /* The match keeps its own copies. */
  g_assert_true (ts_match_get_start (match) != position);
  g_assert_true (ts_match_get_game (match) != position);
  setup = ts_match_get_setup (match);
  g_assert_cmpstr (setup->game_id, ==, GAME_ID);
  g_assert_cmpuint (setup->n_players, ==, N_PLAYERS);
  g_assert_cmpuint (ts_match_count_humans (match), ==, N_PLAYERS);

  g_clear_pointer (&states, g_ptr_array_unref);
  states = play_random (match, &rng, 10);
  while (ts_match_undo (match))
    ;
  g_assert_true (ts_game_equal (ts_match_get_game (match), position));
  g_assert_true (ts_game_equal (ts_match_get_start (match), position));
}

/* A match is the table a window shows (ts-table.h): the table's answers
 * are the match's, and its "changed" is the one the match emits. */
static void
on_table_changed (TsTable *table,
                  guint   *count)
{
  (*count)++;
}

static void
test_table (void)
{
  g_autoptr(TsMatch) match = new_match (N_PLAYERS, 91, 0);
  g_autoptr(GPtrArray) states = NULL;
  TsTable *table;
  guint changed = 0, n;
  TsRng rng;

  g_assert_true (TS_IS_TABLE (match));
  table = TS_TABLE (match);
  g_signal_connect (table, "changed", G_CALLBACK (on_table_changed), &changed);
  ts_rng_init (&rng, 91);
  states = play_random (match, &rng, 12);
  n = ts_match_get_n_moves (match);
  g_assert_cmpuint (n, >, 0);
  g_assert_cmpuint (changed, ==, n);
  g_assert_true (ts_table_get_setup (table) == ts_match_get_setup (match));
  g_assert_true (ts_table_get_game (table) == ts_match_get_game (match));
  g_assert_cmpuint (ts_table_get_n_moves (table), ==, n);
  g_assert_cmpuint (ts_table_get_n_events (table), ==, ts_match_get_n_events (match));
  g_assert_cmpuint (ts_table_get_last_turn_start (table), ==, ts_match_get_last_turn_start (match));
  for (guint i = 0; i < n; i++)
    {
      guint first, n_events, m_first, m_n;

      g_assert_true (ts_table_get_move (table, i) == ts_match_get_move (match, i));
      g_assert_cmpint (ts_table_get_move_seat (table, i), ==, ts_match_get_move_seat (match, i));
      ts_table_get_move_events (table, i, &first, &n_events);
      ts_match_get_move_events (match, i, &m_first, &m_n);
      g_assert_cmpuint (first, ==, m_first);
      g_assert_cmpuint (n_events, ==, m_n);
      for (guint e = first; e < first + n_events; e++)
        g_assert_true (ts_table_get_event (table, e) == ts_match_get_event (match, e));
    }
  for (int seat = 0; seat < N_PLAYERS; seat++)
    {
      g_autoptr(GPtrArray) a = ts_table_describe_events (table, 0, n, seat);
      g_autoptr(GPtrArray) b = ts_match_describe_events (match, 0, n, seat);

      g_assert_cmpstr (ts_table_get_seat_name (table, seat), ==, ts_match_get_seat_name (match, seat));
      g_assert_cmpuint (a->len, ==, b->len);
      g_assert_cmpuint (a->len, >, 0);
    }
  g_assert_true (ts_match_undo (match));
  g_assert_cmpuint (changed, ==, n + 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add_func ("/match/play-undo-redo", test_play_undo_redo);
  g_test_add_func ("/match/signals", test_signals);
  g_test_add_func ("/match/table", test_table);
  g_test_add_func ("/match/illegal-move", test_illegal_move);
  g_test_add_func ("/match/play-after-undo-clears-redo", test_play_after_undo_clears_redo);
  g_test_add_func ("/match/undo-human-turn", test_undo_human_turn);
  g_test_add_func ("/match/undo-human-turn-after-reply", test_undo_human_turn_after_reply);
  g_test_add_func ("/match/no-humans", test_no_humans);
  g_test_add_func ("/match/reentrant", test_reentrant);
  g_test_add_func ("/match/from-position", test_from_position);

  return g_test_run ();
}
