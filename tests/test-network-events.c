/* test-network-events.c — Network: the events of a match, what each
 * seat is told
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-network.h"

/* ------------------------------------------------------------------ */
/* Events                                                              */

/* A match of Ada (seat 0, orange) and Bob (seat 1) from START. */
static TsMatch *
named_match (TsGame *start)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("network", 2, 7);

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "orange");
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "purple");
  setup->first_seat = 0;
  return ts_match_new_from_position (setup, start);
}

/* Plays TEXT in MATCH; its events must be of the kinds KINDS (ended by
 * 0), about the seats SEATS, and read as SENTENCES (ended by NULL). */
static void
play_and_expect (TsMatch            *match,
                 const char         *text,
                 const int          *kinds,
                 const int          *seats,
                 const char * const *sentences)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) lines = NULL;
  guint index = ts_match_get_n_moves (match);
  guint first, n, n_kinds = 0;

  g_assert_true (ts_match_play_text (match, text, &error));
  g_assert_no_error (error);
  ts_match_get_move_events (match, index, &first, &n);
  lines = ts_match_describe_events (match, index, index + 1, TS_SEAT_NONE);
  for (guint i = 0; i < lines->len; i++)
    g_test_message ("%s: %s", text, (const char *) lines->pdata[i]);

  while (kinds[n_kinds] != 0)
    n_kinds++;
  g_assert_cmpuint (n, ==, n_kinds);
  for (guint i = 0; i < n; i++)
    {
      const TsEvent *event = ts_match_get_event (match, first + i);

      g_assert_cmpint (event->kind, ==, kinds[i]);
      g_assert_cmpint (event->seat, ==, seats[i]);
      g_assert_true (ts_event_is_public (event));
      g_assert_cmpint (event->flags, ==, 0);
    }
  g_assert_cmpuint (lines->len, ==, n);
  for (guint i = 0; i < lines->len; i++)
    g_assert_cmpstr (lines->pdata[i], ==, sentences[i]);
  g_assert_null (sentences[lines->len]);
}

/* A turn as the window shows it, from spec N13/N14: Bob ends a turn
 * without building; Ada collects from her node on the exhausted square's
 * corner, trades, closes the fourth side of square C1 and captures it,
 * and ends; Bob collects, no longer from C1. */
void
test_events_scripted_turn (void)
{
  g_autoptr(TsGame) start = blank_turn (P, FALSE, 0);
  g_autoptr(TsMatch) match = NULL;
  TsGame *game;
  guint first, n;

  put_node (start, O, 2, 1);
  put_branches (start, O, "H2,0 H2,1 V2,0");
  put_branches (start, P, "H3,1");
  put_node (start, P, 3, 1);
  set_cubes (start, O, 3, 0, 0, 1);
  g_assert_true (ts_network_game_is_exhausted (NW (start), square (2, 0)));
  match = named_match (start);
  game = ts_match_get_game (match);

  {
    const int kinds[] = { NW_EVENT_TURN_ENDED, NW_EVENT_TURN_BEGAN, NW_EVENT_COLLECTED,
                          NW_EVENT_NODE_COLLECTED, 0 };
    const int seats[] = { P, O, O, O };
    const char * const sentences[] = {
      "Bob ended the turn without placing a piece: 1 turn in a row without a placement "
      "(the game ends after 12).",
      "Turn 6: Ada plays.",
      "Ada collected 2 cubes: 1 yellow and 1 green.",
      /* Nothing from the exhausted C1 nor from the trading post B2. */
      "Ada’s node at the bottom right corner of the square in column B, row 1 took a green "
      "cube from the square in column B, row 1 and a yellow cube from the square in column "
      "C, row 2.",
      NULL
    };

    play_and_expect (match, "end", kinds, seats, sentences);
  }
  /* The collection event holds what the state recorded. */
  ts_match_get_move_events (match, 0, &first, &n);
  {
    const TsEvent *total = ts_match_get_event (match, first + 2);
    const TsEvent *node = ts_match_get_event (match, first + 3);

    for (int c = 0; c < NW_N_COLOURS; c++)
      g_assert_cmpint (total->arg[c], ==,
                       ts_network_game_get_collected (NW (game), corner (2, 1), c));
    g_assert_cmpint (node->arg[0], ==, corner (2, 1));
  }
  assert_cubes (game, O, 3, 1, 1, 1);

  {
    const int kinds[] = { NW_EVENT_TRADE, 0 };
    const int seats[] = { O };
    const char * const sentences[] = {
      "Ada traded 2 red and 1 yellow for 1 blue (3 for 1).",
      NULL
    };

    play_and_expect (match, "trade R2Y1 B", kinds, seats, sentences);
  }
  {
    const int kinds[] = { NW_EVENT_BRANCH, NW_EVENT_CAPTURED, NW_EVENT_SCORE, 0 };
    const int seats[] = { O, O, O };
    const char * const sentences[] = {
      "Ada built a branch on the right side of the square in column C, row 1.",
      "Ada captured the square in column C, row 1.",
      "Ada has 4 points now.",
      NULL
    };
    const TsEvent *captured;

    play_and_expect (match, "branch V3,0", kinds, seats, sentences);
    ts_match_get_move_events (match, 2, &first, &n);
    captured = ts_match_get_event (match, first + 1);
    for (int s = 0; s < NW_N_SQUARES; s++)
      g_assert_true (nw_event_has_square (captured, s) == (s == square (2, 0)));
  }
  {
    const int kinds[] = { NW_EVENT_TURN_ENDED, NW_EVENT_TURN_BEGAN, NW_EVENT_COLLECTED,
                          NW_EVENT_NODE_COLLECTED, 0 };
    const int seats[] = { O, P, P, P };
    const char * const sentences[] = {
      "Ada ended the turn.",
      "Turn 7: Bob plays.",
      "Bob collected 3 cubes: 1 yellow, 1 green and 1 blue.",
      "Bob’s node at the bottom right corner of the square in column C, row 1 took a green "
      "cube from the square in column D, row 1, a yellow cube from the square in column C, "
      "row 2 and a blue cube from the square in column D, row 2.",
      NULL
    };

    play_and_expect (match, "end", kinds, seats, sentences);
  }

  /* The window's last turn: Ada's three moves, read in order. */
  g_assert_cmpuint (ts_match_get_last_turn_start (match), ==, 1);
  {
    g_autoptr(GPtrArray) lines = ts_match_describe_events (match, 1, 4, O);

    g_assert_cmpuint (lines->len, ==, 8);
    g_assert_cmpstr (lines->pdata[0], ==, "Ada traded 2 red and 1 yellow for 1 blue (3 for 1).");
    g_assert_cmpstr (lines->pdata[4], ==, "Ada ended the turn.");
  }
}

/* Setup sets, exhaustion and the network bonus passing, in words. */
void
test_events_setup_exhaustion_bonus (void)
{
  g_autoptr(TsGame) start = new_game (O, NULL);
  g_autoptr(TsMatch) match = named_match (start);

  {
    /* A lone branch is a network of 1 against none (spec §8 #23). */
    const int kinds[] = { NW_EVENT_SET, NW_EVENT_BONUS, NW_EVENT_SCORE, 0 };
    const int seats[] = { O, O, O };
    const char * const sentences[] = {
      "Ada placed a starting set: a node at the top left corner of the square in column A, "
      "row 1, with a branch on the top side of the square in column A, row 1.",
      "Ada’s largest network has 1 branch, more than Bob’s 0: Ada gains the network bonus "
      "of 2 points.",
      "Ada has 3 points now.",
      NULL
    };

    play_and_expect (match, "set 0,0 H0,0", kinds, seats, sentences);
  }
  {
    /* Bob's node on the second corner of A1 (blue, limit 1) exhausts it;
     * his network ties Ada's. */
    const int kinds[] = { NW_EVENT_SET, NW_EVENT_EXHAUSTED, NW_EVENT_BONUS, NW_EVENT_SCORE,
                          NW_EVENT_SCORE, 0 };
    const int seats[] = { P, P, P, P, O };
    const char * const sentences[] = {
      "Bob placed a starting set: a node at the top right corner of the square in column A, "
      "row 1, with a branch on the right side of the square in column A, row 1.",
      "Exhausted: the square in column A, row 1 has more nodes on its corners than its "
      "limit, so it pays no one.",
      "Bob’s largest network has 1 branch, as many as Ada’s: Ada loses the network bonus.",
      "Bob has 1 point now.",
      "Ada has 1 point now.",
      NULL
    };

    play_and_expect (match, "set 1,0 V1,0", kinds, seats, sentences);
  }
  {
    /* Two branches meeting at a corner: the bonus passes to Bob. */
    const int kinds[] = { NW_EVENT_SET, NW_EVENT_BONUS, NW_EVENT_SCORE, 0 };
    const int seats[] = { P, P, P };
    const char * const sentences[] = {
      "Bob placed a starting set: a node at the bottom right corner of the square in column "
      "A, row 2, with a branch on the right side of the square in column A, row 2.",
      "Bob’s largest network has 2 branches, more than Ada’s 1: Bob gains the network bonus "
      "of 2 points.",
      "Bob has 4 points now.",
      NULL
    };

    play_and_expect (match, "set 1,2 V1,1", kinds, seats, sentences);
  }
  {
    /* Ada's last set joins H0,0 at corner 1,0 (Bob's node there does not
     * cut it): 2 against 2, Bob loses the bonus; then Bob's first turn
     * begins, and his node on the exhausted A1 collects only from B1. */
    const int kinds[] = { NW_EVENT_SET, NW_EVENT_BONUS, NW_EVENT_SCORE, NW_EVENT_SCORE,
                          NW_EVENT_TURN_BEGAN, NW_EVENT_COLLECTED, NW_EVENT_NODE_COLLECTED,
                          NW_EVENT_NODE_COLLECTED, 0 };
    const int seats[] = { O, O, O, P, P, P, P, P };
    const char * const sentences[] = {
      "Ada placed a starting set: a node at the top right corner of the square in column B, "
      "row 1, with a branch on the top side of the square in column B, row 1.",
      "Ada’s largest network has 2 branches, as many as Bob’s: Bob loses the network bonus.",
      "Ada has 2 points now.",
      "Bob has 2 points now.",
      "Turn 1: Bob plays.",
      "Bob collected 4 cubes: 1 yellow, 2 green and 1 blue.",
      "Bob’s node at the top right corner of the square in column A, row 1 took a green "
      "cube from the square in column B, row 1.",
      "Bob’s node at the bottom right corner of the square in column A, row 2 took a yellow "
      "cube from the square in column A, row 2, a blue cube from the square in column A, "
      "row 3 and a green cube from the square in column B, row 3.",
      NULL
    };

    play_and_expect (match, "set 2,0 H1,0", kinds, seats, sentences);
  }
}

/* The ends of a game in words: R19 (N21's winning node), and R20 with
 * a win on points, a win on the network, and a draw. */
void
test_events_game_over (void)
{
  struct { int o_nodes, p_nodes; const char *o_branches, *p_branches; int winner;
           const char *sentence; } cases[] = {
    { 8, 7, NULL, NULL, O,
      "No piece was placed for 12 turns in a row, so the game ended: Ada won with 8 points "
      "to Bob’s 7." },
    { 2, 4, "H0,0 H1,0 H2,0", "H0,7 H1,7", O,
      "No piece was placed for 12 turns in a row, so the game ended: the scores were equal at "
      "4, and Ada won with the larger network (3 branches to 2)." },
    { 2, 2, "H0,3", "H6,3", TS_SEAT_NONE,
      "No piece was placed for 12 turns in a row, so the game ended in a draw: both players "
      "have 2 points, and their largest networks are as large." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TsGame) start = blank_turn (O, FALSE, 11);
      g_autoptr(TsMatch) match = NULL;
      const int kinds[] = { NW_EVENT_TURN_ENDED, NW_EVENT_GAME_OVER, 0 };
      const int seats[] = { O, cases[i].winner };
      const char * const sentences[] = {
        "Ada ended the turn without placing a piece: 12 turns in a row without a placement "
        "(the game ends after 12).",
        cases[i].sentence,
        NULL
      };

      if (cases[i].o_branches != NULL)
        put_branches (start, O, cases[i].o_branches);
      if (cases[i].p_branches != NULL)
        put_branches (start, P, cases[i].p_branches);
      for (int k = 0; k < cases[i].o_nodes; k++)
        put_node (start, O, k, 0);
      for (int k = 0; k < cases[i].p_nodes; k++)
        put_node (start, P, k, 6);
      match = named_match (start);
      play_and_expect (match, "end", kinds, seats, sentences);
    }

  {
    g_autoptr(TsGame) start = blank_turn (O, FALSE, 0);
    g_autoptr(TsMatch) match = NULL;
    const int kinds[] = { NW_EVENT_NODE, NW_EVENT_SCORE, NW_EVENT_GAME_OVER, 0 };
    const int seats[] = { O, O, O };
    const char * const sentences[] = {
      "Ada built a node at the bottom left corner of the square in column A, row 4.",
      "Ada has 10 points now.",
      "Ada won the game with 10 points to Bob’s 0.",
      NULL
    };
    guint first, n;

    put_branches (start, O, "H0,0 H0,1 V0,0 V1,0 H6,6 H6,7 V6,6 V7,6 V0,3");
    put_branches (start, P, "H3,3 V4,3 H4,4 V5,4");
    for (int i = 0; i < 7; i++)
      put_node (start, O, 1 + (i % 5), i < 5 ? 3 : 5);
    set_cubes (start, O, 3, 2, 2, 3);
    match = named_match (start);
    play_and_expect (match, "node 0,4", kinds, seats, sentences);
    ts_match_get_move_events (match, 0, &first, &n);
    {
      const TsEvent *over = ts_match_get_event (match, first + 2);

      g_assert_cmpint (over->arg[0], ==, NW_END_POINTS);
      g_assert_cmpint (over->arg[1], ==, 10);
      g_assert_cmpint (over->arg[2], ==, 0);
    }
  }
}

static gboolean
looks_like_notation (const char *sentence)
{
  for (const char *p = sentence; *p != '\0'; p++)
    {
      if (g_ascii_isdigit (p[0]) && p[1] == ',' && g_ascii_isdigit (p[2]))
        return TRUE;   /* "3,2" */
      if ((p[0] == 'H' || p[0] == 'V') && g_ascii_isdigit (p[1]))
        return TRUE;   /* "H2,2" */
    }
  return FALSE;
}

/* In 60 games played in a match, every event is public and reveals
 * nothing (Network has no hidden information or chance, spec §7), so undo
 * is never barred; every kind occurs; every event has a sentence in plain
 * words, which a game in another position (a new one) words the same, so
 * it depends only on the event. */
void
test_events_all_public (void)
{
  g_autoptr(TsGame) other = new_game (P, "simplified");
  guint seen[NW_EVENT_GAME_OVER + 1] = { 0, };
  guint n_events = 0;

  for (guint game_no = 0; game_no < 60; game_no++)
    {
      g_autoptr(TsGame) start = new_game (game_no % 2, game_no % 3 == 0 ? "simplified" : NULL);
      g_autoptr(TsMatch) match = named_match (start);
      const char *names[] = { "Ada", "Bob", NULL };
      TsRng rng;

      ts_rng_init (&rng, game_no + 17);
      while (!ts_game_is_over (ts_match_get_game (match)))
        {
          TsGame *game = ts_match_get_game (match);
          TsMove move;

          /* Mostly the greedy policy, so that games build, capture and
           * win; some random moves for odd trades. */
          if (ts_rng_uniform (&rng, 5) == 0)
            ts_test_random_move (game, &rng, &move);
          else
            g_assert_true (ts_game_playout_move (game, &rng, &move));
          g_assert_true (ts_match_play (match, &move, NULL));
        }
      g_assert_cmpuint (ts_match_get_undo_barrier (match), ==, 0);
      g_assert_false (ts_match_undo_blocked (match));

      for (guint i = 0; i < ts_match_get_n_events (match); i++)
        {
          const TsEvent *event = ts_match_get_event (match, i);
          g_autofree char *text = ts_game_describe_event (ts_match_get_game (match), event, names);
          g_autofree char *again = ts_game_describe_event (other, event, names);

          g_assert_true (ts_event_is_public (event));
          g_assert_cmpint (event->flags & TS_EVENT_REVEALS, ==, 0);
          g_assert_cmpint (event->kind, >=, NW_EVENT_SET);
          g_assert_cmpint (event->kind, <=, NW_EVENT_GAME_OVER);
          seen[event->kind]++;
          g_assert_nonnull (text);
          g_assert_cmpstr (text, ==, again);
          g_assert_cmpuint (strlen (text), >, 10);
          if (looks_like_notation (text))
            g_error ("notation in an event: %s", text);
          n_events++;
        }
      /* The last event ends the game. */
      g_assert_cmpint (ts_match_get_event (match, ts_match_get_n_events (match) - 1)->kind, ==,
                       NW_EVENT_GAME_OVER);
    }
  for (int kind = NW_EVENT_SET; kind <= NW_EVENT_GAME_OVER; kind++)
    if (seen[kind] == 0)
      g_error ("no event of kind %d in 60 games", kind);
  g_assert_cmpuint (seen[NW_EVENT_GAME_OVER], ==, 60);
  g_test_message ("%u events", n_events);
}
