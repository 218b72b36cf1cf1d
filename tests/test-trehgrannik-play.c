/* test-trehgrannik-play.c — Trehgrannik played whole: the soak with
 * invariants after every move, save round trips, views and
 * determinisation, fair undo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TESSELLA_SOAK_GAMES sets the random games per player count (default
 * 1000, the count).
 */
#include <stdlib.h>
#include <string.h>

#include "ts-ai.h"
#include "ts-games.h"
#include "trehgrannik-game.h"
#include "test-util.h"

#define TG(game) TS_TREHGRANNIK_GAME (game)

static TsGame *
new_game (guint    n_players,
          guint64  seed,
          gboolean no_systems)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("trehgrannik", n_players, seed);
  g_autoptr(GError) error = NULL;
  TsGame *game;

  ts_games_ensure ();
  setup->first_seat = seed % n_players;
  ts_setup_set_option (setup, "no-systems", no_systems);
  game = ts_game_new ("trehgrannik", setup, &error);
  g_assert_no_error (error);
  return game;
}

static guint
total_cards (TsGame *game)
{
  TsTrehgrannikGame *tg = TG (game);
  guint n = ts_trehgrannik_game_get_deck_size (tg) + ts_trehgrannik_game_get_box_production (tg) +
            ts_trehgrannik_game_get_box_forepart (tg, -1) + ts_trehgrannik_game_get_n_pending (tg);

  for (int c = 0; c < TG_N_CARDS; c++)
    n += ts_trehgrannik_game_get_market_count (tg, c);
  for (guint s = 0; s < ts_game_get_n_players (game); s++)
    {
      n += ts_trehgrannik_game_get_hand_size (tg, s);
      for (int k = 0; k < TG_N_SLOTS; k++)
        n += ts_trehgrannik_game_get_slot_count (tg, s, k, -1);
    }
  return n;
}

static void
check_invariants (TsGame  *game,
                  guint    cards)
{
  TsTrehgrannikGame *tg = TG (game);
  guint n = ts_game_get_n_players (game);
  guint modules = n == 2 ? 12 : n == 3 ? 8 : 6;
  guint on_board[TS_MAX_SEATS][3] = { { 0, } };

  g_assert_cmpuint (total_cards (game), ==, cards);
  for (int h = 0; h < TG_N_HEXES; h++)
    {
      int owner;
      TgProjectKind kind = ts_trehgrannik_game_get_project (tg, tg_hex_at (h), &owner);

      if (kind != TG_PROJECT_NONE)
        {
          g_assert_cmpint (owner, >=, 0);
          g_assert_cmpint (owner, <, (int) n);
          g_assert_cmpint (ts_trehgrannik_game_get_terrain (tg, tg_hex_at (h)), <, TG_MOUNTAINS);
          on_board[owner][kind]++;
        }
    }
  for (guint s = 0; s < n; s++)
    {
      g_assert_cmpint (ts_trehgrannik_game_get_gc (tg, s), >=, 0);
      g_assert_cmpuint (on_board[s][TG_PROJECT_MODULE] + ts_trehgrannik_game_get_supply (tg, s, TG_PROJECT_MODULE), ==, modules);
      g_assert_cmpuint (on_board[s][TG_PROJECT_BASE] + ts_trehgrannik_game_get_supply (tg, s, TG_PROJECT_BASE), ==, modules / 2);
      g_assert_cmpuint (ts_trehgrannik_game_get_built (tg, s), ==,
                        on_board[s][TG_PROJECT_MODULE] + on_board[s][TG_PROJECT_BASE]);
      g_assert_cmpuint (ts_trehgrannik_game_get_slot_count (tg, s, TG_SLOT_FOREPART, -1), <=,
                        ts_trehgrannik_game_get_slot_capacity (tg, TG_SLOT_FOREPART));
      g_assert_cmpuint (ts_trehgrannik_game_get_slot_count (tg, s, TG_SLOT_CENTER, -1), <=,
                        ts_trehgrannik_game_get_slot_capacity (tg, TG_SLOT_CENTER));
      g_assert_cmpint (ts_trehgrannik_game_get_terrain (tg, ts_trehgrannik_game_get_harvester (tg, s)), !=,
                       TG_MOUNTAINS);
    }
}

/* A move that is well formed but (usually) not listed. */
static TsMove
random_move (TsRng *rng)
{
  TsMove m;

  ts_move_clear (&m);
  m.kind = 1 + ts_rng_uniform (rng, TG_MOVE_PASS);
  switch (m.kind)
    {
    case TG_MOVE_GO:
      m.arg[0] = (int) ts_rng_uniform (rng, 15) - 7;
      m.arg[1] = (int) ts_rng_uniform (rng, 15) - 7;
      break;
    case TG_MOVE_BUILD:
      m.arg[0] = ts_rng_uniform (rng, TG_N_CARDS);
      m.arg[1] = ts_rng_uniform (rng, 2) ? -1 : (int) ts_rng_uniform (rng, TG_N_CARDS);
      m.arg[2] = -1;
      m.arg[3] = ts_rng_uniform (rng, 2);
      break;
    case TG_MOVE_SLOT:
      m.arg[0] = ts_rng_uniform (rng, TG_N_CARDS);
      m.arg[1] = ts_rng_uniform (rng, TG_N_SLOTS);
      break;
    default:
      m.arg[0] = (int) ts_rng_uniform (rng, TG_N_CARDS + 3) - 3;
      break;
    }
  /* Now and then a stray argument. */
  if (ts_rng_uniform (rng, 8) == 0)
    m.arg[1 + ts_rng_uniform (rng, TS_MOVE_N_ARGS - 1)] = (int) ts_rng_uniform (rng, 5) - 2;
  return m;
}

static gboolean
in_list (GArray       *moves,
         const TsMove *m)
{
  for (guint i = 0; i < moves->len; i++)
    if (ts_move_equal (&g_array_index (moves, TsMove, i), m))
      return TRUE;
  return FALSE;
}

static guint
soak_games (void)
{
  const char *env = g_getenv ("TESSELLA_SOAK_GAMES");

  return env ? (guint) atoi (env) : 1000;
}

static void
soak (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  guint games = soak_games ();
  TsRng rng;
  guint64 moves_total = 0;
  gint64 start = g_get_monotonic_time ();

  ts_rng_init (&rng, 1000 + n_players);
  for (guint g = 0; g < games; g++)
    {
      gboolean no_systems = g % 7 == 3;
      g_autoptr(TsGame) game = new_game (n_players, g * 31 + n_players, no_systems);
      guint cards = no_systems ? 81 : 91;
      guint moves_played = 0;

      check_invariants (game, cards);
      while (!ts_game_is_over (game))
        {
          g_autoptr(GArray) moves = ts_game_list_moves (game);
          TsMove m = g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len));

          g_assert_cmpuint (moves->len, >, 0);
          /* Every listed move applies (all of them in one game of ten,
           * one more at every tenth decision of the others); unlisted
           * moves fail and change nothing. */
          if (g % 10 == 0)
            for (guint i = 0; i < moves->len; i++)
              {
                g_autoptr(TsGame) copy = ts_game_copy (game);

                g_assert_true (ts_game_apply_move (copy, &g_array_index (moves, TsMove, i), NULL));
              }
          if (moves_played % 10 == 0)
            {
              g_autoptr(TsGame) copy = ts_game_copy (game);
              TsMove other = g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len));
              TsMove bad = random_move (&rng);

              g_assert_true (ts_game_apply_move (copy, &other, NULL));
              g_object_unref (copy);
              copy = ts_game_copy (game);
              if (!in_list (moves, &bad))
                {
                  g_autoptr(GError) error = NULL;

                  g_assert_false (ts_game_is_legal (game, &bad));
                  g_assert_false (ts_game_apply_move (copy, &bad, &error));
                  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
                  g_assert_true (ts_game_equal (copy, game));
                }
            }
          g_assert_true (ts_game_apply_move (game, &m, NULL));
          check_invariants (game, cards);
          moves_played++;
          g_assert_cmpuint (moves_played, <, ts_game_get_max_moves (game));
        }
      g_assert_cmpuint (ts_trehgrannik_game_get_turn (TG (game)), <=, 300);
      moves_total += moves_played;
    }
  g_test_message ("%u players: %u games, %.1f moves per game, %.0f games/s", n_players, games,
                  (double) moves_total / MAX (games, 1),
                  games / ((g_get_monotonic_time () - start) / 1e6));
}

/* Saves at every move of a few games (mid-sequence included) load back to
 * an equal game; a seat's view hides the other hands, the deck order and
 * the boxed Production cards; determinising a view gives a whole game. */
static void
test_round_trip_and_views (void)
{
  TsRng rng;

  ts_rng_init (&rng, 77);
  for (guint g = 0; g < 6; g++)
    {
      guint n = 2 + g % 3;
      g_autoptr(TsGame) game = new_game (n, 500 + g, g == 4);
      guint cards = g == 4 ? 81 : 91;

      while (!ts_game_is_over (game))
        {
          TsMove m;
          g_autoptr(TsGame) loaded = ts_test_round_trip (game);

          g_assert_true (ts_game_equal (loaded, game));
          for (guint seat = 0; seat < n; seat++)
            {
              g_autoptr(TsGame) view = ts_game_view_for (game, seat);
              g_autoptr(TsGame) again = ts_test_round_trip (view);

              /* A seat's view saves and loads like the game itself. */
              g_assert_true (ts_game_equal (again, view));

              for (guint s = 0; s < n; s++)
                {
                  g_assert_cmpuint (ts_trehgrannik_game_get_hand_size (TG (view), s), ==,
                                    ts_trehgrannik_game_get_hand_size (TG (game), s));
                  for (int c = 0; c < TG_N_CARDS; c++)
                    g_assert_cmpuint (ts_trehgrannik_game_get_hand_count (TG (view), s, c), ==,
                                      s == seat ? ts_trehgrannik_game_get_hand_count (TG (game), s, c) : 0);
                }
              for (guint i = 0; i < ts_trehgrannik_game_get_deck_size (TG (view)); i++)
                g_assert_cmpint (ts_trehgrannik_game_get_deck_card (TG (view), i), ==, TG_CARD_UNKNOWN);
              /* The view's moves are the game's own (they depend on public
               * information and the seat's own hand only). */
              if (seat == (guint) ts_game_get_current_seat (game))
                {
                  g_autoptr(GArray) a = ts_game_list_moves (game);
                  g_autoptr(GArray) b = ts_game_list_moves (view);

                  g_assert_cmpuint (a->len, ==, b->len);
                  g_assert_cmpmem (a->data, a->len * sizeof (TsMove), b->data, b->len * sizeof (TsMove));
                }
              ts_game_determinise (view, &rng);
              g_assert_cmpuint (total_cards (view), ==, cards);
              check_invariants (view, cards);
              for (int c = 0; c < TG_N_CARDS; c++)
                g_assert_cmpuint (ts_trehgrannik_game_get_hand_count (TG (view), seat, c), ==,
                                  ts_trehgrannik_game_get_hand_count (TG (game), seat, c));
            }
          ts_test_random_move (game, &rng, &m);
          g_assert_true (ts_game_apply_move (game, &m, NULL));
        }
    }
}

/* The boxed Production cards never show in any view's text. */
static void
test_boxed_production_hidden (void)
{
  g_autoptr(TsGame) game = new_game (2, 9, FALSE);

  for (guint seat = 0; seat < 2; seat++)
    {
      g_autoptr(TsGame) view = ts_game_view_for (game, seat);
      g_autofree char *text = ts_game_save_state (view);
      const char *box = strstr (text, "box-production 8");

      g_assert_nonnull (box);
      g_assert_true (g_str_has_prefix (box, "box-production 8 ? ? ? ? ? ? ? ?\n"));
      g_assert_cmpuint (ts_trehgrannik_game_get_box_production (TG (view)), ==, 8);
    }
}

static guint
production_in_hand (TsGame *game,
                    int     seat)
{
  guint n = 0;

  for (int c = TG_PRD_1; c <= TG_PRD_7; c++)
    n += ts_trehgrannik_game_get_hand_count (TG (game), seat, c);
  return n;
}

/* Determinisation deals unseen cards where they can be: no Production card
 * in the deck, each opponent's hand keeps its public number of Production
 * cards, the seat's own hand stays. */
static void
test_determinisation (void)
{
  TsRng rng;

  ts_rng_init (&rng, 3);
  for (guint g = 0; g < 20; g++)
    {
      g_autoptr(TsGame) game = new_game (2 + g % 3, 40 + g, FALSE);
      guint n = ts_game_get_n_players (game);

      ts_test_game_play_random (game, &rng, ts_rng_uniform (&rng, 150));
      for (guint seat = 0; seat < n; seat++)
        for (int k = 0; k < 5; k++)
          {
            g_autoptr(TsGame) view = ts_game_knowledge_of (game, seat);

            ts_game_determinise (view, &rng);
            for (guint i = 0; i < ts_trehgrannik_game_get_deck_size (TG (view)); i++)
              {
                int c = ts_trehgrannik_game_get_deck_card (TG (view), i);

                g_assert_cmpint (c, >=, TG_GEN_1);
              }
            for (guint s = 0; s < n; s++)
              {
                g_assert_cmpuint (production_in_hand (view, s), ==, production_in_hand (game, s));
                g_assert_cmpuint (ts_trehgrannik_game_get_hand_size (TG (view), s), ==,
                                  ts_trehgrannik_game_get_hand_size (TG (game), s));
              }
            check_invariants (view, 91);
          }
    }
}

/* Corrupt positions are refused with an error and change nothing. */
static void
test_bad_positions (void)
{
  g_autoptr(TsGame) game = new_game (3, 4, FALSE);
  g_autofree char *text = ts_game_save_state (game);
  static const char * const edits[][2] = {
    { "players 3", "players 5" },
    { "board ", "board Z0 " },
    { "gc 0", "gc -4" },
    { "supply 8 4", "supply 9 4" },
    { "trehgrannik 1", "trehgrannik 2" },
    { "market ", "market 1 PRD-1 " },
    { "at 0,0", "at 9,9" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsGame) copy = ts_game_copy (game);
      char *at = strstr (text, edits[i][0]);
      g_autofree char *bad = NULL;

      g_assert_nonnull (at);
      bad = g_strdup_printf ("%.*s%s%s", (int) (at - text), text, edits[i][1], at + strlen (edits[i][0]));
      g_assert_false (ts_game_load_state (copy, bad, &error));
      g_assert_nonnull (error);
      g_assert_true (ts_game_equal (copy, game));
    }
  /* Every truncation fails cleanly. */
  for (gsize len = 0; len + 1 < strlen (text); len += 7)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsGame) copy = ts_game_copy (game);
      g_autofree char *cut = g_strndup (text, len);

      g_assert_false (ts_game_load_state (copy, cut, &error));
      g_assert_true (ts_game_equal (copy, game));
    }
}

/* Fair undo: a deck draw is a barrier. */
static void
test_fair_undo (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("trehgrannik", 2, 21);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  ts_games_ensure ();
  setup->first_seat = 0;
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  g_assert_true (ts_match_play_text (match, "take deck", &error));
  g_assert_no_error (error);
  g_assert_false (ts_match_can_undo (match));
  g_assert_true (ts_match_undo_blocked (match));
}

/* Complete "Move and build" actions from GAME (its current decision on),
 * counting every sequence of decisions up to the end of the turn; the
 * widest single decision goes into *WIDEST. */
static guint64
count_actions (TsGame *game,
               int     seat,
               guint  *widest)
{
  g_autoptr(GArray) moves = NULL;
  guint64 n = 0;

  if (ts_game_is_over (game) || ts_game_get_current_seat (game) != seat ||
      ts_trehgrannik_game_get_phase (TG (game)) == TG_PHASE_TURN)
    return 1;
  moves = ts_game_list_moves (game);
  *widest = MAX (*widest, moves->len);
  for (guint i = 0; i < moves->len; i++)
    {
      g_autoptr(TsGame) copy = ts_game_copy (game);

      g_assert_true (ts_game_apply_move (copy, &g_array_index (moves, TsMove, i), NULL));
      n += count_actions (copy, seat, widest);
    }
  return n;
}

/* The branching of "Move and build": whole actions against the widest
 * single decision of the split sequence (issue 12, item 2). */
static void
test_branching (void)
{
  TsRng rng;
  guint64 most = 0, sum = 0;
  guint widest = 0, samples = 0;

  ts_rng_init (&rng, 5);
  for (guint g = 0; g < 4; g++)
    {
      g_autoptr(TsGame) game = new_game (2 + g % 3, 700 + g, FALSE);

      for (guint k = 0; k < 120 && !ts_game_is_over (game); k++)
        {
          TsMove m;

          if (k % 15 == 0 && ts_trehgrannik_game_get_phase (TG (game)) == TG_PHASE_TURN)
            {
              g_autoptr(GArray) first = ts_game_list_moves (game);
              int seat = ts_game_get_current_seat (game);
              guint64 actions = 0;

              widest = MAX (widest, first->len);
              for (guint i = 0; i < first->len; i++)
                {
                  TsMove *f = &g_array_index (first, TsMove, i);
                  g_autoptr(TsGame) copy = NULL;

                  if (f->kind == TG_MOVE_TAKE || f->kind == TG_MOVE_PASS)
                    continue;
                  copy = ts_game_copy (game);
                  g_assert_true (ts_game_apply_move (copy, f, NULL));
                  actions += count_actions (copy, seat, &widest);
                }
              most = MAX (most, actions);
              sum += actions;
              samples++;
            }
          ts_test_random_move (game, &rng, &m);
          g_assert_true (ts_game_apply_move (game, &m, NULL));
        }
    }
  g_test_message ("Move and build: %" G_GUINT64_FORMAT " whole actions at most, %.0f on average "
                  "(%u positions); the widest single decision: %u moves",
                  most, samples ? (double) sum / samples : 0.0, samples, widest);
  g_assert_cmpuint (widest, <, most);
}

/* Every level decides legally on its seat's knowledge, whole turns
 * through, and the same seed gives the same decision. */
static void
test_ai_levels (void)
{
  for (TsLevel level = TS_LEVEL_EASY; level < TS_N_LEVELS; level++)
    {
      g_autoptr(TsGame) game = new_game (2 + level % 2, 900 + level, FALSE);
      TsAiParams params;
      TsRng rng;

      ts_ai_params_for_game ("trehgrannik", level, &params);
      /* Deterministic and quick: a budget in iterations only. */
      params.max_seconds = 0;
      params.turn_seconds = 0;
      params.max_iterations = MIN (params.max_iterations, 40);
      params.turn_iterations = MIN (params.turn_iterations, 80);
      ts_rng_init (&rng, 31 + level);
      for (guint k = 0; k < 60 && !ts_game_is_over (game); k++)
        {
          TsMove m, again;

          if (k % 2 == 0)
            {
              g_assert_true (ts_ai_choose_move (game, &params, 77 + k, NULL, &m));
              g_assert_true (ts_ai_choose_move (game, &params, 77 + k, NULL, &again));
              g_assert_true (ts_move_equal (&m, &again));
            }
          else
            ts_test_random_move (game, &rng, &m);
          g_assert_true (ts_game_is_legal (game, &m));
          g_assert_true (ts_game_apply_move (game, &m, NULL));
        }
    }
}

/* ------------------------------------------------------------------ */
/* Hostile positions: one impossible value at a time (issue 23)        */

/* A game of N_PLAYERS played at random from SEED on until WANT holds;
 * NULL if it ended first. */
static TsGame *
random_until (guint      n_players,
              guint64    seed,
              gboolean (*want) (TsGame *game))
{
  TsGame *game = new_game (n_players, seed, FALSE);
  TsRng rng;

  ts_rng_init (&rng, seed);
  while (!want (game))
    {
      TsMove move;

      if (ts_game_is_over (game))
        {
          g_object_unref (game);
          return NULL;
        }
      ts_test_random_move (game, &rng, &move);
      g_assert_true (ts_game_apply_move (game, &move, NULL));
    }
  return game;
}

/* The first game of 3 players from seed 1 on that reaches WANT. */
static TsGame *
find_state (gboolean (*want) (TsGame *game))
{
  for (guint64 seed = 1; seed < 200; seed++)
    {
      TsGame *game = random_until (3, seed, want);

      if (game != NULL)
        return game;
    }
  g_assert_not_reached ();
  return NULL;
}

static gboolean
in_phase (TsGame  *game,
          TgPhase  phase)
{
  return !ts_game_is_over (game) && ts_trehgrannik_game_get_phase (TG (game)) == phase;
}

/* The start of a turn some way in: deck and market not empty, projects on
 * the board, the center of the seat to move not full. */
static gboolean
mid_turn_start (TsGame *game)
{
  TsTrehgrannikGame *tg = TG (game);
  int seat = ts_game_get_current_seat (game);

  return in_phase (game, TG_PHASE_TURN) && ts_trehgrannik_game_get_turn (tg) >= 12 &&
         ts_trehgrannik_game_get_deck_size (tg) > 0 && ts_trehgrannik_game_get_market_stacks (tg) > 0 &&
         ts_trehgrannik_game_get_built (tg, seat) > 0 &&
         ts_trehgrannik_game_get_slot_count (tg, seat, TG_SLOT_CENTER, -1) <
         ts_trehgrannik_game_get_slot_capacity (tg, TG_SLOT_CENTER);
}

static void
test_hostile_fields (void)
{
  static const TsTestFieldEdit edits[] = {
    { "players", 0, 1, "5", "players" },
    { "first", 0, 1, "3", "first" },
    { "layout", 0, 1, "reference", "layout" },  /* a random board */
    { "board", 0, 1, "Z0", "board" },
    { "turn", 0, 1, "301", "turn" },
    { "current", 0, 1, "3", "current" },
    { "current", 0, 1, "-", "current" },
    { "trigger", 0, 1, "3", "trigger" },
    { "final", 0, 1, "3", "final" },
    { "final", 0, 1, "1", "final" },            /* final turns without a trigger */
    { "stall", 0, 1, "7", "stall" },
    { "quiet", 0, 1, "13", "quiet" },
    { "built", 0, 1, "2", "built" },
    { "drew", 0, 1, "2", "drew" },
    { "idle", 0, 1, "2", "idle" },
    { "picks", 0, 1, "4", "picks" },
    { "center", 0, 1, "2", "center" },
    { "fee", 0, 1, "XYZ-1", "fee" },
    { "dest", 0, 1, "9,9", "dest" },
    { "build", 0, 1, "4", "build" },
    { "lines", 0, 1, "4", "lines" },
    { "played", 0, 1, "7", "played" },
    { "deck", 0, 1, "92", "deck" },
    { "deck", 0, 2, "PRD-1", "deck" },          /* Production cards are never in the deck */
    { "market", 0, 1, "92", "market" },
    { "gc", 0, 1, "-1", "gc" },
    { "supply", 0, 1, "13", "supply" },
    { "supply", 0, 2, "7", "supply" },
    { "supply", 0, 1, "0", "supply" },          /* modules lost */
    { "built", 1, 1, "19", "built" },
    { "at", 0, 1, "9,9", "at" },
    { "hidden-production", 0, 1, "1", "hidden-production" },
    { "forepart", 0, 1, "92", "forepart" },
    { "projects", 0, 1, "134", "projects" },
    { "projects", 0, 3, "3", "projects" },      /* the owner */
    /* Values of a turn that has not begun its action. */
    { "built", 0, 1, "1", "built" },
    { "drew", 0, 1, "1", "drew" },
    { "picks", 0, 1, "1", "picks" },
    { "ability", 0, 1, "jump", "ability" },
    { "fee", 0, 1, "GEN-1", "fee" },
    { "dest", 0, 1, "0,0", "dest" },
    { "reason", 0, 1, "stall", "reason" },
    { "phase", 0, 1, "add", "picks" },          /* "Add cards" with no pick left */
    { "phase", 0, 1, "move", "ability" },       /* "Move and build" without an ability */
    { "phase", 0, 1, "dest", "fee" },           /* a destination before the fee */
    { "phase", 0, 1, "line", "fee" },           /* a construction without its fee */
  };
  g_autoptr(TsGame) game = find_state (mid_turn_start);

  ts_test_assert_edits_refused (game, edits, G_N_ELEMENTS (edits));
}

/* "The cards of the position do not add up": the card that is counted
 * too often, or missing, is named. */
static void
test_hostile_cards (void)
{
  g_autoptr(TsGame) game = find_state (mid_turn_start);
  g_autofree char *text = ts_game_save_state (game);
  g_autofree char *first = ts_test_word_at (text, "market", 0, 2);
  g_autofree char *count = ts_test_word_at (text, "market", 0, 1);
  g_autofree char *fewer = g_strdup_printf ("%d", atoi (count) - 1);
  const char *other = strcmp (first, "BLK-10") == 0 ? "BLK-9" : "BLK-10";
  g_autofree char *twice = ts_test_edit_word (text, "market", 0, 2, other);
  g_autofree char *a = ts_test_edit_word (text, "market", 0, 1, fewer);
  g_autofree char *missing = ts_test_edit_word (a, "market", 0, 2, "");
  g_autofree char *systems = ts_test_edit_word (text, "no-systems", 0, 1, "yes");

  ts_test_assert_field_refused (game, twice, other);
  ts_test_assert_field_refused (game, missing, first);
  /* Without Systems, the Systems cards of the game are too many. */
  ts_test_assert_field_refused (game, systems, "SYS-1");
}

/* R40: the center's ability is active only when the center is full at
 * the start of the action ("center 1" with a center not full would make
 * Climber, Free Drive, Wide Intake or Recycler active). */
static void
test_hostile_center (void)
{
  g_autoptr(TsGame) game = find_state (mid_turn_start);
  g_autofree char *text = ts_game_save_state (game);
  g_autofree char *bad = ts_test_edit_word (text, "center", 0, 1, "1");

  ts_test_assert_field_refused (game, bad, "center");
}

static gboolean
turn_start_without_deck (TsGame *game)
{
  return in_phase (game, TG_PHASE_TURN) && ts_trehgrannik_game_get_deck_size (TG (game)) == 0;
}

/* R44: a turn is idle when it starts with an empty deck; "idle 0" there
 * would put off the stall end, "idle 1" with a deck bring it early. */
static void
test_hostile_idle (void)
{
  g_autoptr(TsGame) game = find_state (turn_start_without_deck);
  g_autoptr(TsGame) with_deck = find_state (mid_turn_start);
  static const TsTestFieldEdit empty[] = {
    { "idle", 0, 1, "0", "idle" },
  };
  static const TsTestFieldEdit deck[] = {
    { "idle", 0, 1, "1", "idle" },
    { "stall", 0, 1, "1", "stall" },            /* idle turns, and a deck */
  };

  ts_test_assert_edits_refused (game, empty, G_N_ELEMENTS (empty));
  ts_test_assert_edits_refused (with_deck, deck, G_N_ELEMENTS (deck));
}

static gboolean
final_turn (TsGame *game)
{
  return in_phase (game, TG_PHASE_TURN) && ts_trehgrannik_game_get_trigger (TG (game)) >= 0;
}

static gboolean
ended (TsGame *game)
{
  return ts_game_is_over (game);
}

/* R43: the seat that triggered the end has built all its projects, and
 * the others play one final turn each; "over" only with a reason that
 * holds. */
static void
test_hostile_end (void)
{
  g_autoptr(TsGame) game = find_state (mid_turn_start);
  g_autoptr(TsGame) last = find_state (final_turn);
  g_autoptr(TsGame) over = find_state (ended);
  static const TsTestFieldEdit mid[] = {
    { "trigger", 0, 1, "0", "trigger" },        /* seat 0 has projects left */
  };
  static const TsTestFieldEdit final[] = {
    { "final", 0, 1, "0", "final" },
  };
  static const TsTestFieldEdit reasons[] = {
    { "reason", 0, 1, "none", "reason" },
    { "reason", 0, 1, "stall", "reason" },
    { "reason", 0, 1, "turns", "reason" },
  };
  g_autofree char *text = ts_game_save_state (game);
  g_autofree char *a = ts_test_edit_word (text, "phase", 0, 1, "over");
  g_autofree char *stopped = ts_test_edit_word (a, "current", 0, 1, "-");

  ts_test_assert_edits_refused (game, mid, G_N_ELEMENTS (mid));
  ts_test_assert_edits_refused (last, final, G_N_ELEMENTS (final));
  g_assert_cmpint (ts_trehgrannik_game_get_end_reason (TG (over)), ==, TG_END_TRIGGER);
  ts_test_assert_edits_refused (over, reasons, G_N_ELEMENTS (reasons));
  /* Over in the middle of the game. */
  ts_test_assert_field_refused (game, stopped, "reason");
}

static gboolean
in_add (TsGame *game)
{
  return in_phase (game, TG_PHASE_ADD);
}

static gboolean
in_move (TsGame *game)
{
  return in_phase (game, TG_PHASE_MOVE);
}

static gboolean
in_dest (TsGame *game)
{
  return in_phase (game, TG_PHASE_DEST);
}

static gboolean
in_line (TsGame *game)
{
  return in_phase (game, TG_PHASE_LINE);
}

static gboolean
in_slot (TsGame *game)
{
  return in_phase (game, TG_PHASE_SLOT);
}

/* Each decision of a turn has its data and no other (docs/trehgrannik.md,
 * "The move sequence"). */
static void
test_hostile_action (void)
{
  static const TsTestFieldEdit add[] = {
    { "picks", 0, 1, "0", "picks" },
    { "picks", 0, 1, "3", "picks" },
    { "fee", 0, 1, "GEN-1", "fee" },
  };
  static const TsTestFieldEdit move[] = {
    { "ability", 0, 1, "-", "ability" },
    { "dest", 0, 1, "0,0", "dest" },
  };
  static const TsTestFieldEdit dest[] = {
    { "fee", 0, 1, "-", "fee" },
    { "built", 0, 1, "1", "built" },
  };
  static const TsTestFieldEdit line[] = {
    { "dest", 0, 1, "0,0", "at" },              /* the harvester is elsewhere */
    { "lines", 0, 1, "3 E E E", "lines" },      /* every direction chosen */
    { "built", 0, 1, "1", "built" },
  };
  static const TsTestFieldEdit slot[] = {
    { "built", 0, 1, "0", "built" },
    { "dest", 0, 1, "0,0", "at" },
    { "fee", 0, 1, "-", "fee" },                /* moved without Free Drive or a fee */
  };
  g_autoptr(TsGame) adding = find_state (in_add);
  g_autoptr(TsGame) moving = find_state (in_move);
  g_autoptr(TsGame) paying = find_state (in_dest);
  g_autoptr(TsGame) lining = find_state (in_line);
  g_autoptr(TsGame) slotting = find_state (in_slot);

  ts_test_assert_edits_refused (adding, add, G_N_ELEMENTS (add));
  ts_test_assert_edits_refused (moving, move, G_N_ELEMENTS (move));
  ts_test_assert_edits_refused (paying, dest, G_N_ELEMENTS (dest));
  ts_test_assert_edits_refused (lining, line, G_N_ELEMENTS (line));
  ts_test_assert_edits_refused (slotting, slot, G_N_ELEMENTS (slot));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/trehgrannik/soak/2-players", GUINT_TO_POINTER (2), soak);
  g_test_add_data_func ("/trehgrannik/soak/3-players", GUINT_TO_POINTER (3), soak);
  g_test_add_data_func ("/trehgrannik/soak/4-players", GUINT_TO_POINTER (4), soak);
  g_test_add_func ("/trehgrannik/save/round-trip-and-views", test_round_trip_and_views);
  g_test_add_func ("/trehgrannik/views/boxed-production", test_boxed_production_hidden);
  g_test_add_func ("/trehgrannik/views/determinisation", test_determinisation);
  g_test_add_func ("/trehgrannik/save/bad-positions", test_bad_positions);
  g_test_add_func ("/trehgrannik/position/hostile-fields", test_hostile_fields);
  g_test_add_func ("/trehgrannik/position/hostile-fields/cards-named", test_hostile_cards);
  g_test_add_func ("/trehgrannik/position/R40-center-active-only-when-full", test_hostile_center);
  g_test_add_func ("/trehgrannik/position/R44-idle-turn-starts-with-empty-deck", test_hostile_idle);
  g_test_add_func ("/trehgrannik/position/R43-end-trigger-and-reason", test_hostile_end);
  g_test_add_func ("/trehgrannik/position/move-sequence", test_hostile_action);
  g_test_add_func ("/trehgrannik/undo/deck-draw-is-a-barrier", test_fair_undo);
  g_test_add_func ("/trehgrannik/search/branching", test_branching);
  g_test_add_func ("/trehgrannik/ai/levels", test_ai_levels);

  return g_test_run ();
}
