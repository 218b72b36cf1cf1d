/* test-ai.c — the computer player (MCTS) and Trojhranná's search hooks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>

#include "test-nim.h"
#include "test-util.h"
#include "ts-ai.h"
#include "ts-games.h"
#include "trojhranna-private.h"

/* Small budgets keep the suite fast, also under the sanitizers; none of
 * these tests depends on time (max_seconds = 0 everywhere). */
#define TEST_ITERATIONS 120

static void
test_params (TsAiParams *params,
             guint       iterations)
{
  ts_ai_params_for_level (TS_LEVEL_NORMAL, params);
  params->max_iterations = iterations;
  params->max_seconds = 0;
}

/* A game after up to N_MOVES uniformly random moves (fewer if it ends). */
static TsGame *
random_position (guint   n_players,
                 guint64 seed,
                 guint   n_moves)
{
  TsGame *game = ts_test_new_game (n_players, seed, seed % n_players);
  TsRng rng;

  ts_rng_init (&rng, seed ^ 0x5eed);
  ts_test_game_play_random (game, &rng, n_moves);
  return game;
}

static guint
n_legal_moves (TsGame *game)
{
  g_autoptr(GArray) moves = ts_game_list_moves (game);

  return moves->len;
}

/* Whether the search must really think here: a choice, and not the
 * memorisation (where the computer's arrangement is fixed). */
static gboolean
needs_search (TsGame *game)
{
  return !ts_game_is_over (game) && n_legal_moves (game) > 1 &&
         ts_trojhranna_game_get_phase (TS_TROJHRANNA_GAME (game)) != TJ_PHASE_MEMORISE;
}

static void
assert_legal (TsGame       *game,
              const TsMove *move)
{
  if (!ts_game_is_legal (game, move))
    {
      g_autofree char *text = ts_game_format_move (game, move);
      g_autofree char *state = ts_game_save_state (game);

      g_error ("illegal move “%s” chosen in\n%s", text, state);
    }
}

/* ------------------------------------------------------------------ */
/* Nim (test-nim.c), to test the search on its own: the winning move     */
/* leaves a multiple of 4.                                               */

static void
test_search_nim (void)
{
  TsAiParams params;

  test_params (&params, 3000);
  params.use_policy = FALSE;
  for (int pile = 5; pile <= 15; pile++)
    {
      g_autoptr(TsGame) game = NULL;
      TsMove move;

      if (pile % 4 == 0)
        continue;   /* a lost position: every move is as bad */
      game = test_nim_new_position (pile, pile % 2);
      g_assert_true (ts_ai_choose_move (game, &params, pile, NULL, &move));
      g_assert_cmpint (move.kind, ==, 1);
      g_assert_cmpint ((pile - move.arg[0]) % 4, ==, 0);
    }
}

/* ------------------------------------------------------------------ */

static void
test_search_legal (void)
{
  guint phases[4] = { 0, };
  TsAiParams params;

  test_params (&params, TEST_ITERATIONS);
  for (guint n_players = 2; n_players <= 4; n_players++)
    for (guint k = 0; k < 12; k++)
      {
        guint64 seed = n_players * 1000 + k;
        /* From the memorisation (0 moves) to near and past the end. */
        g_autoptr(TsGame) game = random_position (n_players, seed, k * 9);
        TsMove move;

        if (ts_game_is_over (game))
          {
            g_assert_false (ts_ai_choose_move (game, &params, seed, NULL, &move));
            phases[TJ_PHASE_OVER]++;
            continue;
          }
        phases[ts_trojhranna_game_get_phase (TS_TROJHRANNA_GAME (game))]++;
        g_assert_true (ts_ai_choose_move (game, &params, seed, NULL, &move));
        assert_legal (game, &move);
      }

  /* The positions reached every phase. */
  g_assert_cmpuint (phases[TJ_PHASE_MEMORISE], >, 0);
  g_assert_cmpuint (phases[TJ_PHASE_CHOOSE], >, 0);
  g_assert_cmpuint (phases[TJ_PHASE_PLACE], >, 0);
  g_assert_cmpuint (phases[TJ_PHASE_OVER], >, 0);
}

/* Whole games between three levels and a random seat: every move legal. */
static void
test_search_whole_games (void)
{
  for (guint n_players = 2; n_players <= 4; n_players++)
    {
      g_autoptr(TsGame) game = ts_test_new_game (n_players, 77 + n_players, 0);
      TsRng rng;
      guint n_moves = 0;

      ts_rng_init (&rng, n_players);
      while (!ts_game_is_over (game))
        {
          int seat = ts_game_get_current_seat (game);
          g_autoptr(GError) error = NULL;
          TsMove move;

          if ((guint) seat == n_players - 1)
            g_assert_true (ts_ai_random_move (game, &rng, &move));
          else
            {
              TsAiParams params;

              ts_ai_params_for_level (seat % TS_N_LEVELS, &params);
              params.max_iterations = 60;
              params.max_seconds = 0;
              g_assert_true (ts_ai_choose_move (game, &params, n_moves, NULL, &move));
            }
          assert_legal (game, &move);
          ts_game_apply_move (game, &move, &error);
          g_assert_no_error (error);
          n_moves++;
        }
      g_assert_cmpuint (n_moves, >, n_players);
    }
}

static void
test_search_deterministic (void)
{
  TsAiParams params;
  guint n_checked = 0;

  test_params (&params, TEST_ITERATIONS);
  for (guint k = 0; k < 40; k++)
    {
      g_autoptr(TsGame) game = random_position (2 + k % 3, 500 + k, 4 + k);
      TsMove a, b;

      if (!needs_search (game))
        continue;
      g_assert_true (ts_ai_choose_move (game, &params, 42 + k, NULL, &a));
      g_assert_true (ts_ai_choose_move (game, &params, 42 + k, NULL, &b));
      g_assert_true (ts_move_equal (&a, &b));
      n_checked++;
    }
  g_assert_cmpuint (n_checked, >=, 16);
}

static void
test_search_cancelled (void)
{
  g_autoptr(TsGame) game = random_position (3, 9, 5);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  TsAiParams params;
  TsMove move;

  g_assert_cmpuint (n_legal_moves (game), >, 1);
  /* No budget at all: only the cancellation can end this search. */
  test_params (&params, 0);
  g_cancellable_cancel (cancellable);
  g_assert_false (ts_ai_choose_move (game, &params, 1, cancellable, &move));
}

typedef struct
{
  gboolean     done;
  gboolean     ok;
  TsMove       move;
  GError      *error;
} AsyncResult;

static void
async_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  AsyncResult *r = user_data;

  r->ok = ts_ai_choose_move_finish (result, &r->move, &r->error);
  r->done = TRUE;
}

static gboolean
cancel_soon (gpointer data)
{
  g_cancellable_cancel (data);
  return G_SOURCE_REMOVE;
}

static void
test_search_async (void)
{
  g_autoptr(TsGame) game = random_position (2, 11, 8);
  g_autofree char *before = ts_game_save_state (game);
  g_autofree char *after = NULL;
  AsyncResult r = { 0 };
  TsAiParams params;
  TsMove sync_move;

  g_assert_cmpuint (n_legal_moves (game), >, 1);
  test_params (&params, TEST_ITERATIONS);

  ts_ai_choose_move_async (game, &params, 5, NULL, async_done, &r);
  while (!r.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (r.error);
  g_assert_true (r.ok);
  assert_legal (game, &r.move);

  /* Off the main thread the search is the same search. */
  g_assert_true (ts_ai_choose_move (game, &params, 5, NULL, &sync_move));
  g_assert_true (ts_move_equal (&sync_move, &r.move));

  /* The game asked about is untouched. */
  after = ts_game_save_state (game);
  g_assert_cmpstr (before, ==, after);
}

static void
test_search_async_cancel (void)
{
  g_autoptr(TsGame) game = random_position (2, 12, 8);
  TsAiParams params;

  g_assert_cmpuint (n_legal_moves (game), >, 1);
  /* Unlimited: the search runs until cancelled. */
  test_params (&params, 0);

  /* Cancelled before it starts. */
  {
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();
    AsyncResult r = { 0 };

    g_cancellable_cancel (cancellable);
    ts_ai_choose_move_async (game, &params, 5, cancellable, async_done, &r);
    while (!r.done)
      g_main_context_iteration (NULL, TRUE);
    g_assert_false (r.ok);
    g_assert_error (r.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_clear_error (&r.error);
  }

  /* Cancelled while it runs. */
  {
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();
    AsyncResult r = { 0 };

    ts_ai_choose_move_async (game, &params, 5, cancellable, async_done, &r);
    g_timeout_add (50, cancel_soon, cancellable);
    while (!r.done)
      g_main_context_iteration (NULL, TRUE);
    g_assert_false (r.ok);
    g_assert_error (r.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_clear_error (&r.error);
  }
}

/* Two games that SEAT cannot tell apart (same knowledge, different hidden
 * cards: deck order, other reserves, its own forgotten slots) must get the
 * same answer for the same seed. */
static void
test_search_no_peeking (void)
{
  TsAiParams params;
  guint n_checked = 0;

  test_params (&params, TEST_ITERATIONS);
  for (guint k = 0; k < 24; k++)
    {
      g_autoptr(TsGame) real = random_position (2 + k % 3, 900 + k, 5 + 2 * k);
      g_autoptr(TsGame) other = NULL;
      g_autoptr(TsGame) know_real = NULL;
      g_autoptr(TsGame) know_other = NULL;
      TsMove a, b;
      TsRng rng;
      int seat;

      if (!needs_search (real))
        continue;
      seat = ts_game_get_current_seat (real);

      /* A full game consistent with what SEAT knows: its knowledge with
       * the unknown cards dealt anew. */
      other = ts_game_knowledge_of (real, seat);
      ts_rng_init (&rng, k);
      ts_game_determinise (other, &rng);
      g_assert_true (memcmp (tj_state (real)->deck, tj_state (other)->deck,
                             sizeof tj_state (real)->deck) != 0);
      know_real = ts_game_knowledge_of (real, seat);
      know_other = ts_game_knowledge_of (other, seat);
      g_assert_true (ts_game_equal (know_real, know_other));

      for (TsLevel level = TS_LEVEL_EASY; level < TS_N_LEVELS; level++)
        {
          ts_ai_params_for_level (level, &params);
          params.max_iterations = TEST_ITERATIONS;
          params.max_seconds = 0;
          g_assert_true (ts_ai_choose_move (real, &params, 7 + k, NULL, &a));
          g_assert_true (ts_ai_choose_move (other, &params, 7 + k, NULL, &b));
          g_assert_true (ts_move_equal (&a, &b));
        }
      n_checked++;
    }
  g_assert_cmpuint (n_checked, >=, 12);
}

/* The H5 fixture of spec §9 in a 3-player game: P1 has flipped RYG, which
 * completes the hexagon around (0,0) in D(0,-1) with ρ 2 — both opponents
 * take a penalty card, and leaving the hole would let P2 do it to P1. */
static char *
h5_position (void)
{
  static const char * const used[] = { "RGB", "RBY", "RYP", "RPG", "RGY", "RYG" };
  GString *s = g_string_new (NULL);
  int rest[TJ_N_CARDS];
  guint n_rest = 0, next = 0;
  static const guint n_reserve[3] = { 4, 7, 8 };

  for (int c = 0; c < TJ_N_CARDS; c++)
    {
      gboolean is_used = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (used); i++)
        if (g_str_equal (tj_card_name (c), used[i]))
          is_used = TRUE;
      if (!is_used)
        rest[n_rest++] = c;
    }
  g_assert_cmpuint (n_rest, ==, 39);

  g_string_append (s,
                   "trojhranna 1\n"
                   "players 3 first 0\n"
                   "phase place current 0 turn 12\n"
                   "rng 0000000000000001:0000000000000002:0000000000000003:0000000000000004\n"
                   "table 5\n"
                   "  U0,0 RGB 0 0\n"
                   "  D-1,0 RBY 1 1\n"
                   "  U-1,0 RYP 2 2\n"
                   "  D-1,-1 RPG 0 3\n"
                   "  U0,-1 RGY 1 4\n"
                   "deck 20");
  for (guint i = 0; i < 20; i++)
    g_string_append_printf (s, " %s", tj_card_name (rest[next++]));
  for (guint seat = 0; seat < 3; seat++)
    {
      g_string_append_printf (s, "\nseat %u\n  dealt 0\n  reserve %u", seat, n_reserve[seat]);
      for (guint i = 0; i < n_reserve[seat]; i++)
        g_string_append_printf (s, "\n    %s 0 %u 0", tj_card_name (rest[next++]), 1u << seat);
      g_string_append (s, "\n  dead 0\n  pending 0");
    }
  g_assert_cmpuint (next, ==, 39);
  g_string_append (s, "\nflipped RYG reserve\nlast none\nend\n");
  return g_string_free (s, FALSE);
}

static void
test_search_completes_hexagon (void)
{
  g_autofree char *position = h5_position ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) game = ts_game_new_from_state ("trojhranna", position, &error);

  g_assert_no_error (error);
  /* There are other places for the card, so the choice is the search's. */
  g_assert_cmpuint (n_legal_moves (game), >, 1);

  /* Easy may blunder (it plays its simulations at random); the others
   * must not. */
  for (TsLevel level = TS_LEVEL_NORMAL; level < TS_N_LEVELS; level++)
    for (guint64 seed = 1; seed <= 3; seed++)
      {
        TsAiParams params;
        TsMove move;
        g_autofree char *text = NULL;

        ts_ai_params_for_level (level, &params);
        params.max_seconds = 0;
        g_assert_true (ts_ai_choose_move (game, &params, seed, NULL, &move));
        text = ts_game_format_move (game, &move);
        g_test_message ("level %s, seed %" G_GUINT64_FORMAT ": %s",
                        ts_level_to_string (level), seed, text);
        g_assert_cmpstr (text, ==, "place D0,-1 r2");
      }
}

/* Forgetting only turns remembered faces into unknown ones (easy) or
 * remembered slots into vague ones (normal, spec §10: the colours stay). */
static void
test_forget_only_removes (void)
{
  guint forgotten[TS_N_LEVELS] = { 0, };
  guint vague = 0;

  for (guint k = 0; k < 30; k++)
    {
      /* Late positions: old memories to forget. */
      g_autoptr(TsGame) game = random_position (2 + k % 3, 300 + k, 20 + k * 2);

      if (ts_game_is_over (game))
        continue;
      for (int seat = 0; seat < (int) ts_game_get_n_players (game); seat++)
        for (TsLevel level = TS_LEVEL_EASY; level < TS_N_LEVELS; level++)
          {
            g_autoptr(TsGame) know = ts_game_knowledge_of (game, seat);
            g_autoptr(TsGame) forgot = ts_game_copy (know);
            TjState *a = tj_state (know);
            TjState *b = tj_state (forgot);
            TsRng rng;

            ts_rng_init (&rng, k * 7 + seat);
            ts_game_forget (forgot, seat, level, &rng);

            for (int s = 0; s < a->n_players; s++)
              for (guint i = 0; i < a->n_reserve[s]; i++)
                {
                  TjSlot *sa = &a->reserve[s][i];
                  TjSlot *sb = &b->reserve[s][i];

                  if (sb->vague_by != 0)
                    {
                      /* Only normal blurs slots, only its own seat's
                       * memory, and only of faces it knew. */
                      g_assert_cmpint (level, ==, TS_LEVEL_NORMAL);
                      g_assert_cmpuint (sb->vague_by, ==, 1u << seat);
                      g_assert_true (sa->known_by & (1u << seat));
                      g_assert_cmpint (sb->card, ==, sa->card);
                      g_assert_cmpint (sa->vague_by, ==, 0);
                      vague++;
                      sb->vague_by = 0;
                    }
                  if (sb->card != sa->card)
                    {
                      g_assert_cmpint (sb->card, ==, TJ_CARD_UNKNOWN);
                      g_assert_cmpuint (sb->known_by & ~sa->known_by, ==, 0);
                      forgotten[level]++;
                      /* Apart from the face, the slot is the same. */
                      sb->card = sa->card;
                      sb->known_by = sa->known_by;
                    }
                  else
                    g_assert_cmpuint (sb->known_by, ==, sa->known_by);
                }
            /* Nothing else changed. */
            g_assert_true (memcmp (a, b, sizeof (TjState)) == 0);
          }
    }

  g_assert_cmpuint (forgotten[TS_LEVEL_HARD], ==, 0);
  g_assert_cmpuint (forgotten[TS_LEVEL_EASY], >, 0);
  g_assert_cmpuint (forgotten[TS_LEVEL_NORMAL], ==, 0);
  g_assert_cmpuint (vague, >, 0);
}

/* A determinisation of normal's memory deals the faces it remembers
 * without their slots only to those slots, in every order; the other
 * reserve slots keep their faces. */
static void
test_forget_vague_determinise (void)
{
  guint n_checked = 0, n_moved = 0;

  for (guint k = 0; k < 30; k++)
    {
      g_autoptr(TsGame) game = random_position (2 + k % 3, 500 + k, 24 + k * 2);

      if (ts_game_is_over (game))
        continue;
      for (int seat = 0; seat < (int) ts_game_get_n_players (game); seat++)
        {
          g_autoptr(TsGame) know = ts_game_knowledge_of (game, seat);
          TsRng rng;

          ts_rng_init (&rng, k * 11 + seat);
          ts_game_forget (know, seat, TS_LEVEL_NORMAL, &rng);
          for (guint d = 0; d < 8; d++)
            {
              g_autoptr(TsGame) det = ts_game_copy (know);
              const TjState *a = tj_state (know);
              const TjState *b;

              ts_game_determinise (det, &rng);
              b = tj_state (det);
              for (int s = 0; s < a->n_players; s++)
                {
                  guint count_a[TJ_N_CARDS] = { 0, }, count_b[TJ_N_CARDS] = { 0, };

                  for (guint i = 0; i < a->n_reserve[s]; i++)
                    {
                      const TjSlot *sa = &a->reserve[s][i];
                      const TjSlot *sb = &b->reserve[s][i];

                      g_assert_cmpuint (sb->vague_by, ==, sa->vague_by);
                      if (sa->vague_by != 0)
                        {
                          count_a[sa->card]++;
                          count_b[sb->card]++;
                          n_checked++;
                          if (sb->card != sa->card)
                            n_moved++;
                        }
                      else if (sa->card != TJ_CARD_UNKNOWN)
                        g_assert_cmpint (sb->card, ==, sa->card);
                    }
                  g_assert_true (memcmp (count_a, count_b, sizeof count_a) == 0);
                }
            }
        }
    }
  g_assert_cmpuint (n_checked, >, 0);
  g_assert_cmpuint (n_moved, >, 0);
}

/* Easy's forgetting lasts: a card forgotten at one turn is not remembered
 * again at a later one. */
static void
test_forget_easy_persists (void)
{
  g_autoptr(TsGame) game = ts_test_new_game (2, 4242, 0);
  gboolean lost[TS_MAX_SEATS][TJ_N_CARDS] = { { FALSE, } };
  TsRng rng;
  guint n_lost = 0;

  ts_rng_init (&rng, 17);
  while (!ts_game_is_over (game))
    {
      g_autoptr(GError) error = NULL;
      TsMove move;

      for (int seat = 0; seat < 2; seat++)
        {
          g_autoptr(TsGame) know = ts_game_knowledge_of (game, seat);
          TjState *st = tj_state (know);
          TsRng frng;

          ts_rng_init (&frng, ts_rng_next (&rng));
          ts_game_forget (know, seat, TS_LEVEL_EASY, &frng);
          /* Cards are identified by their slot's face in the real game. */
          for (guint i = 0; i < st->n_reserve[seat]; i++)
            {
              int real_card = tj_state (game)->reserve[seat][i].card;

              if (st->reserve[seat][i].card == TJ_CARD_UNKNOWN)
                {
                  if (!lost[seat][real_card])
                    n_lost++;
                  lost[seat][real_card] = TRUE;
                }
              else
                g_assert_false (lost[seat][real_card]);
            }
        }

      g_assert_true (ts_ai_random_move (game, &rng, &move));
      ts_game_apply_move (game, &move, &error);
      g_assert_no_error (error);
    }
  g_assert_cmpuint (n_lost, >, 0);
}

/* The hooks give legal moves, and the arrangement is the identity. */
static void
test_hooks_legal (void)
{
  guint n_policy = 0;

  for (guint k = 0; k < 40; k++)
    {
      g_autoptr(TsGame) game = random_position (2 + k % 3, 700 + k, k * 3);
      TsRng rng;

      ts_rng_init (&rng, k);
      while (!ts_game_is_over (game))
        {
          g_autoptr(GError) error = NULL;
          TsMove move;

          if (ts_game_trivial_move (game, &move))
            assert_legal (game, &move);
          if (ts_trojhranna_game_get_phase (TS_TROJHRANNA_GAME (game)) == TJ_PHASE_MEMORISE)
            {
              g_autofree char *text = NULL;

              g_assert_true (ts_game_trivial_move (game, &move));
              text = ts_game_format_move (game, &move);
              g_assert_cmpstr (text, ==, "arrange 0r0 1r0 2r0");
            }
          if (ts_game_playout_move (game, &rng, &move))
            n_policy++;
          else
            g_assert_true (ts_ai_random_move (game, &rng, &move));
          assert_legal (game, &move);
          ts_game_apply_move (game, &move, &error);
          g_assert_no_error (error);
        }
    }
  g_assert_cmpuint (n_policy, >, 100);
}

/* The policy is better than chance: it completes the H5 hexagon. */
static void
test_policy_completes_hexagon (void)
{
  g_autofree char *position = h5_position ();
  g_autoptr(TsGame) game = ts_game_new_from_state ("trojhranna", position, NULL);
  guint n_hexagon = 0;
  TsRng rng;

  g_assert_nonnull (game);
  ts_rng_init (&rng, 3);
  for (guint i = 0; i < 100; i++)
    {
      TsMove move;

      g_assert_true (ts_game_playout_move (game, &rng, &move));
      assert_legal (game, &move);
      if (move.arg[0] == 0 && move.arg[1] == -1 && move.arg[2] == TS_TRI_DOWN)
        n_hexagon++;
    }
  /* Only the rare random exploration move goes elsewhere. */
  g_assert_cmpuint (n_hexagon, >, 80);
}

static void
test_params_for_level (void)
{
  TsAiParams easy, normal, hard;

  ts_ai_params_for_level (TS_LEVEL_EASY, &easy);
  ts_ai_params_for_level (TS_LEVEL_NORMAL, &normal);
  ts_ai_params_for_level (TS_LEVEL_HARD, &hard);
  g_assert_cmpint (easy.level, ==, TS_LEVEL_EASY);
  g_assert_cmpint (normal.level, ==, TS_LEVEL_NORMAL);
  g_assert_cmpint (hard.level, ==, TS_LEVEL_HARD);
  /* Stronger levels search more. */
  g_assert_cmpuint (easy.max_iterations, <, normal.max_iterations);
  g_assert_cmpuint (normal.max_iterations, <, hard.max_iterations);
  g_assert_cmpfloat (easy.max_seconds, <=, normal.max_seconds);
  g_assert_cmpfloat (normal.max_seconds, <=, hard.max_seconds);
  g_assert_true (normal.use_policy);
}

/* Only with -m perf: search speed, printed, never asserted. */
static void
test_perf_search (void)
{
  TsAiParams params;
  guint n_searches = 0;
  gint64 start;
  double elapsed;

  if (!g_test_perf ())
    {
      g_test_skip ("benchmark: run with -m perf");
      return;
    }

  test_params (&params, 1000);
  start = g_get_monotonic_time ();
  for (guint k = 0; k < 40; k++)
    {
      g_autoptr(TsGame) game = random_position (2 + k % 3, 1300 + k, 6 + k);
      TsMove move;

      if (ts_game_is_over (game) || n_legal_moves (game) < 2)
        continue;
      g_assert_true (ts_ai_choose_move (game, &params, k, NULL, &move));
      n_searches++;
    }
  elapsed = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  g_test_minimized_result (elapsed / MAX (n_searches, 1),
                           "%.1f ms per 1000-iteration search (%u searches, %.0f iterations/s)",
                           1000 * elapsed / MAX (n_searches, 1), n_searches,
                           n_searches * 1000 / elapsed);
}

/* Issue 17: the hint never leaks.  It is searched on what the seat's
 * screen shows: a full game that differs only in what the seat may not
 * see (the view with its hidden part dealt anew) gets the same hint, for
 * every game, with the hint's parameters (a fixed number of iterations
 * instead of the second, so that the search is deterministic). */
static void
test_hint_never_leaks (void)
{
  static const char * const ids[] = { "trojhranna", "tri", "network", "trehgrannik", "trigon" };
  guint n_checked = 0, n_differ = 0;

  for (guint g = 0; g < G_N_ELEMENTS (ids); g++)
    for (guint k = 0; k < 6; k++)
      {
        guint n_players = g == 2 ? 2 : 2 + k % 3;
        g_autoptr(TsSetup) setup = ts_setup_new (ids[g], n_players, 40 + k);
        g_autoptr(GError) error = NULL;
        g_autoptr(TsGame) game = ts_game_new (ids[g], setup, &error);
        g_autoptr(TsGame) other = NULL;
        TsAiParams params;
        TsMove a, b;
        TsRng rng;
        int seat;

        g_assert_no_error (error);
        ts_rng_init (&rng, 77 + k);
        ts_test_game_play_random (game, &rng, 10 + 9 * k);
        if (ts_game_is_over (game) || n_legal_moves (game) < 2)
          continue;
        seat = ts_game_get_current_seat (game);
        /* Another truth behind the same screen. */
        other = ts_game_view_for (game, seat);
        ts_game_determinise (other, &rng);
        if (!ts_game_equal (game, other))
          n_differ++;

        ts_ai_params_for_hint (ids[g], &params);
        g_assert_cmpfloat (params.max_seconds, <=, TS_AI_HINT_SECONDS);
        g_assert_cmpint (params.level, ==, TS_LEVEL_NORMAL);
        params.max_seconds = 0;
        params.turn_seconds = 0;
        params.max_iterations = 150;
        params.turn_iterations = 0;
        g_assert_true (ts_ai_suggest_move (game, &params, 3 + k, NULL, &a));
        g_assert_true (ts_ai_suggest_move (other, &params, 3 + k, NULL, &b));
        g_assert_true (ts_move_equal (&a, &b));
        g_assert_true (ts_game_is_legal (game, &a));
        {
          static const char * const names[] = { "Ada", "Bob", "Cyd", "Dee", NULL };
          g_autofree char *words = ts_game_describe_move (game, seat, &a, names);
          g_autofree char *words2 = ts_game_describe_move (other, seat, &a, names);

          /* In words, the same whatever the hidden truth. */
          g_test_message ("%s: %s", ids[g], words);
          g_assert_nonnull (words);
          g_assert_cmpstr (words, !=, "");
          g_assert_cmpstr (words, ==, words2);
        }
        n_checked++;
      }
  g_test_message ("%u hints compared, %u against a different hidden truth", n_checked, n_differ);
  g_assert_cmpuint (n_checked, >=, 20);
  g_assert_cmpuint (n_differ, >=, 10);
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add_func ("/ai/params-for-level", test_params_for_level);
  g_test_add_func ("/ai/search/nim-winning-move", test_search_nim);
  g_test_add_func ("/ai/search/legal-in-random-positions", test_search_legal);
  g_test_add_func ("/ai/search/whole-games", test_search_whole_games);
  g_test_add_func ("/ai/search/deterministic", test_search_deterministic);
  g_test_add_func ("/ai/search/cancelled", test_search_cancelled);
  g_test_add_func ("/ai/search/async", test_search_async);
  g_test_add_func ("/ai/search/async-cancel", test_search_async_cancel);
  g_test_add_func ("/ai/search/no-peeking", test_search_no_peeking);
  g_test_add_func ("/ai/hint/never-leaks", test_hint_never_leaks);
  g_test_add_func ("/ai/search/H5-completes-hexagon", test_search_completes_hexagon);
  g_test_add_func ("/ai/trojhranna/forget-only-removes", test_forget_only_removes);
  g_test_add_func ("/ai/trojhranna/forget-vague-determinise", test_forget_vague_determinise);
  g_test_add_func ("/ai/trojhranna/forget-easy-persists", test_forget_easy_persists);
  g_test_add_func ("/ai/trojhranna/hooks-legal", test_hooks_legal);
  g_test_add_func ("/ai/trojhranna/policy-completes-hexagon", test_policy_completes_hexagon);
  g_test_add_func ("/ai/perf/search", test_perf_search);

  return g_test_run ();
}
