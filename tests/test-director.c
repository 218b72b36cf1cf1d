/* test-director.c — the turn director: who decides, how, and when it stops
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-nim.h"
#include "test-util.h"
#include "ts-director.h"
#include "ts-games.h"

static TsMatch *
new_match (const char *id,
           guint       n_players,
           guint64     seed,
           const char *option,
           TsPlayerKind kind0,
           TsPlayerKind kind1)
{
  g_autoptr(TsSetup) setup = ts_setup_new (id, n_players, seed);
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  ts_setup_set_player (setup, 0, "Ada", kind0, TS_LEVEL_EASY, "red");
  ts_setup_set_player (setup, 1, "Bob", kind1, TS_LEVEL_EASY, "blue");
  if (option != NULL)
    ts_setup_set_option (setup, option, 1);
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  return match;
}

/* Runs the default main context until CONDITION holds (or a generous
 * limit passes: then the test fails). */
#define RUN_UNTIL(condition)                                                \
  G_STMT_START {                                                            \
    gint64 _deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;       \
    while (!(condition))                                                    \
      {                                                                     \
        g_assert_cmpint (g_get_monotonic_time (), <, _deadline);            \
        g_main_context_iteration (NULL, TRUE);                              \
      }                                                                     \
  } G_STMT_END

static void
drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The same games as a plain loop gives */

typedef struct
{
  TsRng rng;
} RandomScript;

static gboolean
random_script (TsGame   *game,
               int       seat,
               TsMove   *move,
               gpointer  user_data)
{
  RandomScript *script = user_data;

  return ts_ai_random_move (game, &script->rng, move);
}

static guint64
seed_of_move (TsMatch  *match,
              int       seat,
              gpointer  user_data)
{
  return 1000 + ts_match_get_n_moves (match);
}

/* A computer (few iterations) against random moves, through the director
 * and by hand: the director adds nothing and loses nothing. */
static void
test_same_as_loop (void)
{
  const char *games[] = { "trojhranna", "tri", "network" };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    for (guint64 seed = 1; seed <= 2; seed++)
      {
        g_autoptr(TsMatch) match = new_match (games[g], 2, seed, NULL,
                                              TS_PLAYER_COMPUTER, TS_PLAYER_HUMAN);
        g_autoptr(TsDirector) director = ts_director_new (match);
        g_autoptr(TsGame) game = ts_game_copy (ts_match_get_start (match));
        g_autoptr(GError) error = NULL;
        RandomScript script;
        TsAiParams params;
        TsRng rng;
        guint n = 0;

        ts_ai_params_for_level (TS_LEVEL_EASY, &params);
        params.max_iterations = 30;
        params.max_seconds = 0;
        ts_rng_init (&script.rng, seed);
        ts_director_set_computer (director, 0, &params);
        ts_director_set_scripted (director, 1, random_script, &script, NULL);
        ts_director_set_seed_func (director, seed_of_move, NULL, NULL);
        g_assert_true (ts_director_run_sync (director, NULL, &error));
        g_assert_no_error (error);
        g_assert_true (ts_game_is_over (ts_match_get_game (match)));

        ts_rng_init (&rng, seed);
        while (!ts_game_is_over (game))
          {
            TsMove move;

            if (ts_game_get_current_seat (game) == 0)
              g_assert_true (ts_ai_choose_move (game, &params, 1000 + n, NULL, &move));
            else
              g_assert_true (ts_ai_random_move (game, &rng, &move));
            g_assert_true (ts_game_apply_move (game, &move, NULL));
            n++;
          }
        g_assert_cmpuint (n, ==, ts_match_get_n_moves (match));
        g_assert_true (ts_game_equal (game, ts_match_get_game (match)));

        {
          guint decisions;
          gint64 total;

          ts_director_get_think_stats (director, 0, &decisions, &total, NULL);
          g_assert_cmpuint (decisions, >, 0);
          ts_director_get_think_stats (director, 1, &decisions, NULL, NULL);
          g_assert_cmpuint (decisions, ==, 0);
        }
      }
}

/* A turn of several decisions: its think time is their sum */

/* Plays Nim of PILE stones, taking 1 to MAX_TAKE at a time, TAKES a turn,
 * computer against computer, each search stopping after ITERATIONS or
 * SECONDS (0: no limit); returns the director that played it. */
static TsDirector *
play_nim (int     pile,
          int     max_take,
          int     takes,
          guint   iterations,
          double  seconds)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("test-nim", 2, 1);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  TsDirector *director;
  TsAiParams params;

  ts_setup_set_option (setup, "pile", pile);
  ts_setup_set_option (setup, "max-take", max_take);
  ts_setup_set_option (setup, "turn-takes", takes);
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  director = ts_director_new (match);
  ts_ai_params_for_level (TS_LEVEL_EASY, &params);
  params.max_iterations = iterations;
  params.max_seconds = seconds;
  ts_director_set_computer (director, 0, &params);
  ts_director_set_computer (director, 1, &params);
  ts_director_set_seed_func (director, seed_of_move, NULL, NULL);
  g_assert_true (ts_director_run_sync (director, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (ts_game_is_over (ts_match_get_game (match)));
  return director;
}

/* Plays Nim as play_nim does, 200 iterations a decision; returns seat 0's
 * decisions, total and longest decision and longest turn. */
static void
play_turns (int     pile,
            int     max_take,
            int     takes,
            guint  *decisions,
            gint64 *total,
            gint64 *longest,
            gint64 *longest_turn)
{
  g_autoptr(TsDirector) director = play_nim (pile, max_take, takes, 200, 0);

  ts_director_get_think_stats (director, 0, decisions, total, longest);
  *longest_turn = ts_director_get_longest_turn (director, 0);
}

static void
test_longest_turn (void)
{
  guint decisions;
  gint64 total, longest, longest_turn;

  /* Three stones, one at a time, three takes a turn: seat 0 takes them
   * all in one turn, which lasts as long as its decisions together. */
  play_turns (3, 1, 3, &decisions, &total, &longest, &longest_turn);
  g_assert_cmpuint (decisions, ==, 3);
  g_assert_cmpint (longest_turn, ==, total);

  /* Thirty stones, one or two at a time, two takes a turn: seat 0 has at
   * least four turns, each searched, and the longest is one of them. */
  play_turns (30, 2, 2, &decisions, &total, &longest, &longest_turn);
  g_assert_cmpuint (decisions, >=, 7);
  g_assert_cmpint (longest, >, 0);
  g_assert_cmpint (longest_turn, >=, longest);
  g_assert_cmpint (longest_turn, <, total);
}

/* The decisions a time limit cut short are counted: none when only the
 * iterations limit the search, every searched one when only the clock
 * does.  (No timing is asserted: without an iterations limit, only the
 * clock can stop a search.) */
static void
test_timed_out (void)
{
  g_autoptr(TsDirector) by_iterations = play_nim (30, 2, 1, 200, 0);
  g_autoptr(TsDirector) by_clock = play_nim (30, 2, 1, 0, 0.002);

  for (int seat = 0; seat < 2; seat++)
    {
      guint decisions;

      ts_director_get_think_stats (by_iterations, seat, &decisions, NULL, NULL);
      g_assert_cmpuint (decisions, >=, 7);
      g_assert_cmpuint (ts_director_get_timed_out (by_iterations, seat), ==, 0);

      /* Thirty stones, one or two at a time: a seat has a single move
       * (the last stone) at most once; every other decision is searched
       * until the clock stops it. */
      ts_director_get_think_stats (by_clock, seat, &decisions, NULL, NULL);
      g_assert_cmpuint (decisions, >=, 7);
      g_assert_cmpuint (ts_director_get_timed_out (by_clock, seat), >=, decisions - 1);
      g_assert_cmpuint (ts_director_get_timed_out (by_clock, seat), <=, decisions);
    }
}

/* Out-of-turn answers */

typedef struct
{
  GString *calls;   /* "seat:state;" for every decision asked */
  gboolean refuse;
} Answerer;

static gboolean
answer_script (TsGame   *game,
               int       seat,
               TsMove   *move,
               gpointer  user_data)
{
  Answerer *answerer = user_data;
  g_autoptr(GArray) moves = ts_game_list_moves (game);

  g_string_append_printf (answerer->calls, "%d;", seat);
  /* Answer if asked to answer; else take one stone. */
  for (guint i = 0; i < moves->len; i++)
    {
      TsMove *m = &g_array_index (moves, TsMove, i);

      if ((answerer->refuse && m->kind == TEST_NIM_REFUSE) ||
          (!answerer->refuse && m->kind == TEST_NIM_ACCEPT) ||
          (m->kind == TEST_NIM_TAKE && m->arg[0] == 1))
        {
          *move = *m;
          return TRUE;
        }
    }
  return FALSE;
}

static void
on_decision_needed (TsDirector *director,
                    int         seat,
                    GString    *log)
{
  g_string_append_printf (log, "human %d;", seat);
}

/* With answers on, the other seat decides on the taker's turn: the
 * director asks it, not the seat whose turn it is. */
static void
test_out_of_turn (void)
{
  g_autoptr(TsMatch) match = new_match ("test-nim", 2, 1, "answers",
                                        TS_PLAYER_HUMAN, TS_PLAYER_HUMAN);
  g_autoptr(TsDirector) director = ts_director_new (match);
  g_autoptr(GString) log = g_string_new (NULL);
  Answerer answerer = { g_string_new (NULL), FALSE };
  g_autoptr(GError) error = NULL;
  TsMove take2 = { .kind = TEST_NIM_TAKE, .arg = { 2 } };

  ts_director_set_scripted (director, 1, answer_script, &answerer, NULL);
  g_signal_connect (director, "decision-needed", G_CALLBACK (on_decision_needed), log);
  drain ();
  g_assert_cmpstr (log->str, ==, "human 0;");
  g_assert_cmpint (ts_director_get_decider (director), ==, 0);

  /* Ada takes 2: Bob answers (on Ada's turn), then takes 1 on his own
   * turn; then Ada must answer Bob's take. */
  g_assert_true (ts_director_submit (director, 0, &take2, &error));
  g_assert_no_error (error);
  drain ();
  g_assert_cmpstr (answerer.calls->str, ==, "1;1;");
  g_assert_cmpstr (log->str, ==, "human 0;human 0;");
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 3);
  g_assert_true (ts_game_decision_is_public (ts_match_get_game (match)));
  {
    g_autoptr(GPtrArray) lines = ts_match_describe_events (match, 0, 3, TS_SEAT_NONE);

    g_assert_cmpuint (lines->len, ==, 3);
    g_assert_cmpstr (lines->pdata[1], ==, "Bob accepted");
  }
  g_string_free (answerer.calls, TRUE);
}

/* A human decision from the wrong seat, or for a computer, changes nothing. */
static void
test_submit_refused (void)
{
  g_autoptr(TsMatch) match = new_match ("test-nim", 2, 1, NULL,
                                        TS_PLAYER_HUMAN, TS_PLAYER_HUMAN);
  g_autoptr(TsDirector) director = ts_director_new (match);
  g_autoptr(GError) error = NULL;
  TsMove take1 = { .kind = TEST_NIM_TAKE, .arg = { 1 } };
  TsMove take5 = { .kind = TEST_NIM_TAKE, .arg = { 5 } };
  RandomScript script;

  g_assert_false (ts_director_submit (director, 1, &take1, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_false (ts_director_submit (director, 0, &take5, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 0);

  ts_rng_init (&script.rng, 1);
  ts_director_set_scripted (director, 0, random_script, &script, NULL);
  g_assert_cmpint (ts_director_get_controller (director, 0), ==, TS_CONTROLLER_SCRIPTED);
  g_assert_false (ts_director_submit (director, 0, &take1, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 0);
}

/* run_sync stops where a human must decide. */
static void
test_run_sync_stops_at_human (void)
{
  g_autoptr(TsMatch) match = new_match ("test-nim", 2, 1, NULL,
                                        TS_PLAYER_HUMAN, TS_PLAYER_HUMAN);
  g_autoptr(TsDirector) director = ts_director_new (match);
  RandomScript script;

  ts_rng_init (&script.rng, 5);
  ts_director_set_scripted (director, 0, random_script, &script, NULL);
  g_assert_true (ts_director_run_sync (director, NULL, NULL));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 1);
  g_assert_cmpint (ts_director_get_decider (director), ==, 1);
}

/* Computers */

static void
on_thinking (TsDirector *director,
             int         seat,
             gboolean    thinking,
             GString    *log)
{
  g_string_append_printf (log, "%d%s;", seat, thinking ? "+" : "-");
}

/* A computer's decisions are taken in a worker and played on the main
 * context, one after the other, to the end. */
static void
test_computer_async (void)
{
  g_autoptr(TsMatch) match = new_match ("test-nim", 2, 3, NULL,
                                        TS_PLAYER_COMPUTER, TS_PLAYER_COMPUTER);
  g_autoptr(TsDirector) director = ts_director_new (match);
  g_autoptr(GString) log = g_string_new (NULL);

  g_signal_connect (director, "thinking", G_CALLBACK (on_thinking), log);
  RUN_UNTIL (ts_game_is_over (ts_match_get_game (match)));
  drain ();
  g_assert_false (ts_director_is_thinking (director));
  g_assert_true (g_str_has_prefix (log->str, "0+;0-;1+;1-;"));
}

/* A long search is cancelled by pausing, by undo and by disposing the
 * director; its answer is then never played. */
static void
test_cancel (void)
{
  g_autoptr(TsMatch) match = new_match ("test-nim", 2, 3, NULL,
                                        TS_PLAYER_HUMAN, TS_PLAYER_COMPUTER);
  TsDirector *director = ts_director_new (match);
  g_autoptr(GString) log = g_string_new (NULL);
  TsAiParams params;
  TsMove take1 = { .kind = TEST_NIM_TAKE, .arg = { 1 } };

  ts_ai_params_for_level (TS_LEVEL_HARD, &params);
  params.max_iterations = 0;
  params.max_seconds = 600;
  ts_director_set_computer (director, 1, &params);
  g_signal_connect (director, "thinking", G_CALLBACK (on_thinking), log);

  g_assert_true (ts_director_submit (director, 0, &take1, NULL));
  RUN_UNTIL (ts_director_is_thinking (director));
  g_assert_cmpstr (log->str, ==, "1+;");

  /* Paused: the search stops, nothing is played. */
  ts_director_set_paused (director, TRUE);
  g_assert_false (ts_director_is_thinking (director));
  g_assert_cmpstr (log->str, ==, "1+;1-;");
  drain ();
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 1);

  /* Going on starts it again; an undo cancels it. */
  ts_director_set_paused (director, FALSE);
  RUN_UNTIL (ts_director_is_thinking (director));
  g_assert_true (ts_match_undo (match));
  g_assert_false (ts_director_is_thinking (director));
  drain ();
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 0);
  g_assert_cmpint (ts_director_get_decider (director), ==, 0);

  /* Disposed while thinking: the answer goes nowhere. */
  g_assert_true (ts_director_submit (director, 0, &take1, NULL));
  RUN_UNTIL (ts_director_is_thinking (director));
  g_clear_object (&director);
  g_usleep (50000);
  drain ();
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();
  g_type_ensure (TEST_TYPE_NIM);

  g_test_add_func ("/director/same-as-loop", test_same_as_loop);
  g_test_add_func ("/director/longest-turn", test_longest_turn);
  g_test_add_func ("/director/timed-out", test_timed_out);
  g_test_add_func ("/director/out-of-turn", test_out_of_turn);
  g_test_add_func ("/director/submit-refused", test_submit_refused);
  g_test_add_func ("/director/run-sync-stops-at-human", test_run_sync_stops_at_human);
  g_test_add_func ("/director/computer-async", test_computer_async);
  g_test_add_func ("/director/cancel", test_cancel);

  return g_test_run ();
}
