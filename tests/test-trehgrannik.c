/* test-trehgrannik.c — Trehgrannik's data, rules and scenarios H1–H34
 * (spec ../shared/rules/trehgrannik.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "ts-games.h"
#include "trehgrannik-game.h"
#include "trehgrannik-words.h"
#include "test-util.h"

#define TG(game) TS_TREHGRANNIK_GAME (game)

/* A new game: REFERENCE layout or a random one, 2–4 players, P1 = seat 0. */
static TsGame *
new_game (guint    n_players,
          guint64  seed,
          gboolean reference)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("trehgrannik", n_players, seed);
  g_autoptr(GError) error = NULL;
  TsGame *game;

  ts_games_ensure ();
  setup->first_seat = 0;
  ts_setup_set_option (setup, "layout", reference ? 1 : 0);
  game = ts_game_new ("trehgrannik", setup, &error);
  g_assert_no_error (error);
  return game;
}

static TsHex
hx (int q,
    int r)
{
  return (TsHex) { q, r };
}

/* ------------------------------------------------------------------ */
/* Board data                                                          */

static const struct
{
  int r, q_from, q_to;
  const char *terrain;
} reference_rows[] = {
  { -7, 3, 5, "PCR" },
  { -6, 2, 5, "IIMR" },
  { -5, -2, 5, "CIPPLMII" },
  { -4, -3, 7, "PLMSLILRCLR" },
  { -3, -4, 7, "RSPPLSPCPMCS" },
  { -2, -4, 7, "LMPCIRPIMSSP" },
  { -1, -4, 6, "ISRCSILRRSP" },
  { 0, -5, 5, "MRCLR*PSCSL" },
  { 1, -6, 4, "MIPIPCLCSRC" },
  { 2, -7, 4, "IPLLPSIRPSRM" },
  { 3, -7, 4, "RLLLCIPRMRMI" },
  { 4, -7, 3, "SPCRCRRICRP" },
  { 5, -5, 2, "LSCCSSLC" },
  { 6, -5, -2, "SCPM" },
  { 7, -5, -3, "PIM" },
};

static const int edge_hexes[][2] = {
  { 3, -7 }, { 4, -7 }, { 5, -7 }, { 2, -6 }, { 5, -6 }, { -2, -5 }, { -1, -5 }, { 0, -5 },
  { 1, -5 }, { 5, -5 }, { -3, -4 }, { 5, -4 }, { 6, -4 }, { 7, -4 }, { -4, -3 }, { 7, -3 },
  { -4, -2 }, { 7, -2 }, { -4, -1 }, { 6, -1 }, { -5, 0 }, { 5, 0 }, { -6, 1 }, { 4, 1 },
  { -7, 2 }, { 4, 2 }, { -7, 3 }, { 4, 3 }, { -7, 4 }, { -6, 4 }, { -5, 4 }, { 3, 4 },
  { -5, 5 }, { -1, 5 }, { 0, 5 }, { 1, 5 }, { 2, 5 }, { -5, 6 }, { -2, 6 }, { -5, 7 },
  { -4, 7 }, { -3, 7 },
};

static void
test_board_hexes (void)
{
  g_autoptr(TsGame) game = new_game (2, 1, TRUE);
  guint n = 0, n_rows = 0;

  for (int r = -10; r <= 10; r++)
    for (int q = -10; q <= 10; q++)
      n += tg_hex_index (hx (q, r)) >= 0;
  g_assert_cmpuint (n, ==, 133);

  for (guint i = 0; i < G_N_ELEMENTS (reference_rows); i++)
    {
      int r = reference_rows[i].r;

      g_assert_cmpint (tg_hex_index (hx (reference_rows[i].q_from - 1, r)), ==, -1);
      g_assert_cmpint (tg_hex_index (hx (reference_rows[i].q_to + 1, r)), ==, -1);
      for (int q = reference_rows[i].q_from; q <= reference_rows[i].q_to; q++)
        {
          TgTerrain t = ts_trehgrannik_game_get_terrain (TG (game), hx (q, r));

          g_assert_cmpint (tg_terrain_letters[t], ==,
                           reference_rows[i].terrain[q - reference_rows[i].q_from]);
          n_rows++;
        }
    }
  g_assert_cmpuint (n_rows, ==, 133);
}

static void
test_board_edges (void)
{
  guint n = 0;

  for (int h = 0; h < TG_N_HEXES; h++)
    n += tg_hex_is_edge (h);
  g_assert_cmpuint (n, ==, 42);
  for (guint i = 0; i < G_N_ELEMENTS (edge_hexes); i++)
    g_assert_true (tg_hex_is_edge (tg_hex_index (hx (edge_hexes[i][0], edge_hexes[i][1]))));

  /* Pad neighbours (§3.7). */
  n = 0;
  for (int h = 0; h < TG_N_HEXES; h++)
    n += tg_hex_is_pad_neighbour (h);
  g_assert_cmpuint (n, ==, 6);
  g_assert_true (tg_hex_is_pad_neighbour (tg_hex_index (hx (1, -1))));
  g_assert_true (tg_hex_is_pad_neighbour (tg_hex_index (hx (-1, 1))));
}

static void
test_board_mountain_groups (void)
{
  static const int groups[][2][2] = {
    { { 3, -5 }, { 4, -6 } }, { { 4, -2 }, { 5, -3 } }, { { 3, 3 }, { 4, 2 } }, { { 1, 3 }, { 1, 3 } },
    { { -2, 6 }, { -3, 7 } }, { { -5, 0 }, { -6, 1 } }, { { -1, -4 }, { -1, -4 } }, { { -3, -2 }, { -3, -2 } },
  };
  g_autoptr(TsGame) game = new_game (2, 1, TRUE);
  TsTrehgrannikGame *tg = TG (game);
  int seen[8];
  guint n_mountains = 0;

  for (int h = 0; h < TG_N_HEXES; h++)
    n_mountains += ts_trehgrannik_game_get_terrain (tg, tg_hex_at (h)) == TG_MOUNTAINS;
  g_assert_cmpuint (n_mountains, ==, 13);

  for (guint i = 0; i < G_N_ELEMENTS (groups); i++)
    {
      int a = ts_trehgrannik_game_get_mountain_group (tg, hx (groups[i][0][0], groups[i][0][1]));
      int b = ts_trehgrannik_game_get_mountain_group (tg, hx (groups[i][1][0], groups[i][1][1]));

      g_assert_cmpint (a, >=, 0);
      g_assert_cmpint (a, ==, b);
      seen[i] = a;
      for (guint j = 0; j < i; j++)
        g_assert_cmpint (seen[j], !=, a);
    }
  /* Every Mountains hex is in one of those eight groups. */
  for (int h = 0; h < TG_N_HEXES; h++)
    {
      int g = ts_trehgrannik_game_get_mountain_group (tg, tg_hex_at (h));
      gboolean listed = g < 0;

      for (guint i = 0; i < 8 && !listed; i++)
        listed = seen[i] == g;
      g_assert_true (listed);
    }
}

static void
test_board_random_assembly (void)
{
  static const guint totals[TG_N_TERRAINS] = { 23, 18, 19, 21, 20, 18, 13, 1 };
  gboolean differs = FALSE;
  g_autoptr(TsGame) reference = new_game (2, 1, TRUE);

  for (guint64 seed = 1; seed <= 200; seed++)
    {
      g_autoptr(TsGame) game = new_game (2 + seed % 3, seed, FALSE);
      TsTrehgrannikGame *tg = TG (game);
      guint counts[TG_N_TERRAINS] = { 0, };
      gboolean reached[TG_N_HEXES] = { FALSE, };
      int stack[TG_N_HEXES], n = 0, n_reached = 1;

      g_assert_cmpint (ts_trehgrannik_game_get_terrain (tg, hx (0, 0)), ==, TG_PAD);
      for (int h = 0; h < TG_N_HEXES; h++)
        {
          counts[ts_trehgrannik_game_get_terrain (tg, tg_hex_at (h))]++;
          differs = differs || ts_trehgrannik_game_get_terrain (tg, tg_hex_at (h)) !=
                               ts_trehgrannik_game_get_terrain (TG (reference), tg_hex_at (h));
        }
      for (int t = 0; t < TG_N_TERRAINS; t++)
        g_assert_cmpuint (counts[t], ==, totals[t]);

      /* Connected: every hex is reached from the pad. */
      reached[tg_hex_index (hx (0, 0))] = TRUE;
      stack[n++] = tg_hex_index (hx (0, 0));
      while (n > 0)
        {
          int h = stack[--n];

          for (int d = 0; d < 6; d++)
            {
              int m = tg_hex_neighbour (h, d);

              if (m >= 0 && !reached[m])
                {
                  reached[m] = TRUE;
                  n_reached++;
                  stack[n++] = m;
                }
            }
        }
      g_assert_cmpint (n_reached, ==, TG_N_HEXES);
    }
  g_assert_true (differs);
}

/* ------------------------------------------------------------------ */
/* Card data                                                           */

static void
test_card_data (void)
{
  static const struct { int type; guint names, cards; int colour; } totals[] = {
    { TG_TYPE_BLOCKS, 10, 15, TG_WHITE },
    { TG_TYPE_PRODUCTION, 7, 14, TG_BLUE },
    { TG_TYPE_GENERATORS, 4, 12, TG_YELLOW },
    { TG_TYPE_LOGISTICS, 4, 12, TG_GREEN },
    { TG_TYPE_LABORATORIES, 3, 12, TG_PURPLE },
    { TG_TYPE_PROTECTION, 4, 16, TG_RED },
    { TG_TYPE_SYSTEMS, 3, 10, TG_BLACK },
  };
  guint all_names = 0, all_cards = 0;

  for (guint i = 0; i < G_N_ELEMENTS (totals); i++)
    {
      guint names = 0, cards = 0;

      for (int c = 0; c < TG_N_CARDS; c++)
        if (tg_cards[c].type == totals[i].type)
          {
            names++;
            cards += tg_cards[c].count;
            g_assert_cmpint (tg_cards[c].colour, ==, totals[i].colour);
          }
      g_assert_cmpuint (names, ==, totals[i].names);
      g_assert_cmpuint (cards, ==, totals[i].cards);
      all_names += names;
      all_cards += cards;
    }
  g_assert_cmpuint (all_names, ==, 35);
  g_assert_cmpuint (all_cards, ==, 91);

  /* Every Block targets a card of another type, and codes read back. */
  for (int c = 0; c < TG_N_CARDS; c++)
    {
      g_assert_cmpint (tg_card_from_code (tg_cards[c].code), ==, c);
      if (tg_cards[c].type == TG_TYPE_BLOCKS)
        {
          g_assert_cmpint (tg_cards[c].target, >=, 0);
          g_assert_cmpint (tg_cards[tg_cards[c].target].type, !=, TG_TYPE_BLOCKS);
        }
      else
        g_assert_cmpint (tg_cards[c].target, ==, -1);
    }
  /* The deck starts with the 77 non-Production cards (67 without Systems). */
  {
    g_autoptr(TsGame) game = new_game (2, 3, TRUE);
    guint market = 0;

    for (int c = 0; c < TG_N_CARDS; c++)
      market += ts_trehgrannik_game_get_market_count (TG (game), c);
    g_assert_cmpuint (ts_trehgrannik_game_get_deck_size (TG (game)) + market + 2, ==, 77);
  }
}

static void
test_tiles (void)
{
  g_assert_cmpstr (tg_fore_tiles[TG_FORE_JUMP].id, ==, "jump");
  g_assert_cmpstr (tg_main_tiles[TG_MAIN_RECYCLER].id, ==, "recycler");
}

#include "test-trehgrannik-scenarios.h"

/* ------------------------------------------------------------------ */
/* Words of the log                                                    */

/* A match of three seats (Ada, Bob, Cyd) from the position START. */
static TsMatch *
words_match (TsGame *start)
{
  static const char * const who[] = { "Ada", "Bob", "Cyd" };
  g_autoptr(TsSetup) setup = ts_setup_new ("trehgrannik", 3, 12);

  for (guint s = 0; s < 3; s++)
    ts_setup_set_player (setup, s, who[s], TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  return ts_match_new_from_position (setup, start);
}

/* The log of MOVES (from the first) as Bob reads it, one line each. */
static void
assert_log (TsMatch            *match,
            const char * const *want,
            guint               n)
{
  g_autoptr(GPtrArray) log = ts_match_describe_events (match, 0, ts_match_get_n_moves (match), P2);

  for (guint i = 0; i < log->len; i++)
    g_test_message ("log %u: %s", i, (const char *) g_ptr_array_index (log, i));
  g_assert_cmpuint (log->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (g_ptr_array_index (log, i), ==, want[i]);
}

/* A move and a build: the places by terrain and landmark, the cards by
 * name, the income and the slot in words. */
static void
test_words_build (void)
{
  static const char * const want[] = {
    "Ada paid Quarry as the movement fee",
    "Ada drove the harvester 2 hexes east to the dune west of Ada’s module",
    "Ada built a module on the dune west of Ada’s module",
    "Ada: Fusion Generator brings 3 GC",
    "Ada put Fusion Generator into the cargo",
  };
  g_autoptr(TsGame) start = scenario (3);
  g_autoptr(TsMatch) match = NULL;

  /* H15: Ada's modules at (1,0) and (3,0), her base at (2,1), Bob's
   * module at (3,-1). */
  MODULE (start, 1, 0, P1);
  MODULE (start, 3, 0, P1);
  BASE (start, 2, 1, P1);
  MODULE (start, 3, -1, P2);
  HAND (start, P1, TG_GEN_1, TG_PRD_4);
  match = words_match (start);
  g_assert_true (ts_match_play_text (match, "fee PRD-4", NULL));
  g_assert_true (ts_match_play_text (match, "go 2,0", NULL));
  g_assert_true (ts_match_play_text (match, "build GEN-1", NULL));
  g_assert_true (ts_match_play_text (match, "slot GEN-1 cargo", NULL));
  assert_log (match, want, G_N_ELEMENTS (want));
}

/* A stop on another player's base, and a system that takes GC. */
static void
test_words_pay_and_take (void)
{
  static const char * const want[] = {
    "Ada paid Quarry as the movement fee",
    "Ada drove the harvester 1 hex east to Bob’s base",
    "Ada paid Bob 2 GC",
  };
  static const char * const want_taken[] = {
    "Ada paid Quarry as the movement fee",
    "Ada drove the harvester 2 hexes east to the dune west of Bob’s module",
    "Ada built a module on the dune west of Bob’s module",
    "Ada takes 1 GC from Bob, all Bob has",
    "Cyd has no GC for Ada’s system to take",
    "Ada put Hacking System into the cargo",
  };
  g_autoptr(TsGame) start = scenario (3);
  g_autoptr(TsGame) start2 = scenario (3);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsMatch) match2 = NULL;

  BASE (start, 1, 0, P2);
  HAND (start, P1, TG_PRD_4);
  ts_trehgrannik_game_set_gc (TG (start), P1, 5);
  match = words_match (start);
  g_assert_true (ts_match_play_text (match, "fee PRD-4", NULL));
  g_assert_true (ts_match_play_text (match, "go 1,0", NULL));
  assert_log (match, want, G_N_ELEMENTS (want));

  /* H24: Bob's module at (3,0) and base at (2,1), Cyd's module at (1,0);
   * Bob has 1 GC, Cyd none. */
  MODULE (start2, 3, 0, P2);
  BASE (start2, 2, 1, P2);
  MODULE (start2, 1, 0, P3);
  ts_trehgrannik_game_set_gc (TG (start2), P2, 1);
  HAND (start2, P1, TG_SYS_1, TG_PRD_4);
  match2 = words_match (start2);
  g_assert_true (ts_match_play_text (match2, "fee PRD-4", NULL));
  g_assert_true (ts_match_play_text (match2, "go 2,0", NULL));
  g_assert_true (ts_match_play_text (match2, "build SYS-1", NULL));
  g_assert_true (ts_match_play_text (match2, "slot SYS-1 cargo", NULL));
  assert_log (match2, want_taken, G_N_ELEMENTS (want_taken));
}

/* Places named when nothing stands near: the landing pad in a line, a
 * mountain, the part of the planet; and a name survives its event. */
static void
test_words_places (void)
{
  g_autoptr(TsGame) game = scenario (2);
  static const char * const who[] = { "Ada", "Bob", NULL };
  static const struct { int q, r; const char *want; } places[] = {
    { 0, 0, "the landing pad" },
    { 1, 0, "the plain next to the landing pad" },
    { 3, 0, "the crater 3 hexes east of the landing pad" },
    { -4, 0, "the rocks next to the mountains" },
    { 2, 3, "the rocks west of the mountains" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (places); i++)
    {
      int hex = tg_hex_index (hx (places[i].q, places[i].r));
      g_autofree char *text = tg_words_hex (TG (game), hex, P1, who, TS_SEAT_NONE);
      TgPlace place, back;
      int a, b;

      g_test_message ("%d,%d: %s", places[i].q, places[i].r, text);
      g_assert_cmpstr (text, ==, places[i].want);
      tg_place_find (TG (game), hex, P1, &place);
      tg_place_pack (&place, &a, &b);
      tg_place_unpack (a, b, &back);
      g_assert_true (memcmp (&place, &back, sizeof place) == 0);
    }
  /* A project of the reader's own, and one standing there. */
  MODULE (game, 1, 0, P1);
  {
    g_autofree char *mine = tg_words_hex (TG (game), tg_hex_index (hx (2, 0)), P1, who, P1);
    g_autofree char *theirs = tg_words_hex (TG (game), tg_hex_index (hx (2, 0)), P1, who, P2);
    g_autofree char *on = tg_words_hex (TG (game), tg_hex_index (hx (1, 0)), P1, who, P2);

    g_assert_cmpstr (mine, ==, "the dune next to your module");
    g_assert_cmpstr (theirs, ==, "the dune next to Ada’s module");
    g_assert_cmpstr (on, ==, "Ada’s module");
  }
  /* Every hex of random boards has a name without numbers in pairs. */
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(TsGame) other = new_game (2, seed, FALSE);

      for (int h = 0; h < TG_N_HEXES; h++)
        {
          g_autofree char *text = tg_words_hex (TG (other), h, P1, who, TS_SEAT_NONE);

          g_assert_null (strchr (text, ','));
          g_assert_null (strchr (text, '?'));
        }
    }
}


int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/trehgrannik/board/hexes-and-reference-rows", test_board_hexes);
  g_test_add_func ("/trehgrannik/board/edges", test_board_edges);
  g_test_add_func ("/trehgrannik/board/mountain-groups", test_board_mountain_groups);
  g_test_add_func ("/trehgrannik/board/random-assembly", test_board_random_assembly);
  g_test_add_func ("/trehgrannik/cards/counts", test_card_data);
  g_test_add_func ("/trehgrannik/cards/tiles", test_tiles);
  add_scenario_tests ();
  g_test_add_func ("/trehgrannik/words/build", test_words_build);
  g_test_add_func ("/trehgrannik/words/pay-and-take", test_words_pay_and_take);
  g_test_add_func ("/trehgrannik/words/places", test_words_places);

  return g_test_run ();
}
