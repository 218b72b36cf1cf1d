/* test-trehgrannik-scenarios.h — the acceptance scenarios H1–H34 of the
 * spec (§9), each its own test case; included by test-trehgrannik.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Common conditions (§9): reference layout, 2 players, P1 (seat 0) acts,
 * 0 GC, no ready forepart and no active center, only the listed projects.
 */

#define P1 0
#define P2 1
#define P3 2

/* A scenario game: reference layout, P1 to act, hands emptied. */
static TsGame *
scenario (guint n_players)
{
  TsGame *game = new_game (n_players, 12, TRUE);

  for (guint s = 0; s < n_players; s++)
    g_assert_true (ts_trehgrannik_game_set_hand (TG (game), s, NULL, 0));
  return game;
}

static void
set_hand (TsGame    *game,
          int        seat,
          const int *cards,
          guint      n)
{
  g_assert_true (ts_trehgrannik_game_set_hand (TG (game), seat, cards, n));
}
#define HAND(game, seat, ...) G_STMT_START {                          \
    const int cards_[] = { __VA_ARGS__ };                               \
    set_hand ((game), (seat), cards_, G_N_ELEMENTS (cards_));           \
  } G_STMT_END

static void
proj (TsGame        *game,
      int            q,
      int            r,
      int            owner,
      TgProjectKind  kind)
{
  ts_trehgrannik_game_set_project (TG (game), hx (q, r), owner, kind);
}
#define MODULE(g, q, r, o) proj ((g), (q), (r), (o), TG_PROJECT_MODULE)
#define BASE(g, q, r, o) proj ((g), (q), (r), (o), TG_PROJECT_BASE)

static void
fails (TsGame     *game,
       const char *text)
{
  ts_test_apply_fails (game, text, TS_GAME_ERROR_ILLEGAL_MOVE);
}

/* Whether the move TEXT is among the listed moves (and legal). */
static gboolean
listed (TsGame     *game,
        const char *text)
{
  g_autoptr(GArray) moves = ts_game_list_moves (game);
  TsMove m = ts_test_parse_ok (game, text);
  gboolean found = FALSE;

  for (guint i = 0; i < moves->len; i++)
    found = found || ts_move_equal (&g_array_index (moves, TsMove, i), &m);
  g_assert_cmpint (found, ==, ts_game_is_legal (game, &m));
  return found;
}

static int
gc (TsGame *game,
    int     seat)
{
  return ts_trehgrannik_game_get_gc (TG (game), seat);
}

/* Plays the slot moves of the construction, all into the cargo. */
static void
slot_all_cargo (TsGame *game)
{
  while (ts_trehgrannik_game_get_phase (TG (game)) == TG_PHASE_SLOT)
    {
      g_autoptr(GArray) moves = ts_game_list_moves (game);
      gboolean done = FALSE;

      for (guint i = 0; i < moves->len && !done; i++)
        {
          TsMove *m = &g_array_index (moves, TsMove, i);

          if (m->arg[1] == TG_SLOT_CARGO)
            {
              g_assert_true (ts_game_apply_move (game, m, NULL));
              done = TRUE;
            }
        }
      g_assert_true (done);
    }
}

/* A whole "Add cards" from the deck for the current seat. */
static void
add_from_deck (TsGame *game)
{
  int seat = ts_game_get_current_seat (game);

  while (ts_game_get_current_seat (game) == seat &&
         ts_trehgrannik_game_get_phase (TG (game)) <= TG_PHASE_ADD)
    ts_test_apply_ok (game, "take deck");
}

static guint
market_cards (TsGame *game)
{
  guint n = 0;

  for (int c = 0; c < TG_N_CARDS; c++)
    n += ts_trehgrannik_game_get_market_count (TG (game), c);
  return n;
}

static void
fill (TsGame *game,
      int     seat,
      TgSlot  slot,
      guint   n)
{
  g_assert_true (ts_trehgrannik_game_fill_slot (TG (game), seat, slot, n));
}

/* ------------------------------------------------------------------ */

static void
check_setup (guint n_players)
{
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(TsGame) game = new_game (n_players, seed, seed % 2);
      TsTrehgrannikGame *tg = TG (game);
      guint prod_in_hands = 0, fore_seen = 0, main_seen = 0;
      guint cap_fore = n_players == 4 ? 2 : 3, cap_center = n_players == 4 ? 4 : 5;
      guint modules = n_players == 2 ? 12 : n_players == 3 ? 8 : 6;

      for (guint s = 0; s < n_players; s++)
        {
          guint prod = 0;

          g_assert_cmpuint (ts_trehgrannik_game_get_hand_size (tg, s), ==, 4);
          for (int c = TG_PRD_1; c <= TG_PRD_7; c++)
            prod += ts_trehgrannik_game_get_hand_count (tg, s, c);
          g_assert_cmpuint (prod, ==, 3);
          prod_in_hands += prod;
          g_assert_cmpuint (ts_trehgrannik_game_get_supply (tg, s, TG_PROJECT_MODULE), ==, modules);
          g_assert_cmpuint (ts_trehgrannik_game_get_supply (tg, s, TG_PROJECT_BASE), ==, modules / 2);
          g_assert_true (ts_hex_equal (ts_trehgrannik_game_get_harvester (tg, s), hx (0, 0)));
          g_assert_cmpint (ts_trehgrannik_game_get_gc (tg, s), ==, 0);
          fore_seen |= 1u << ts_trehgrannik_game_get_fore (tg, s);
          main_seen |= 1u << ts_trehgrannik_game_get_main (tg, s);
        }
      g_assert_cmpuint (prod_in_hands, ==, 3 * n_players);
      g_assert_cmpuint (ts_trehgrannik_game_get_box_production (tg), ==, 14 - 3 * n_players);
      g_assert_cmpuint (ts_trehgrannik_game_get_market_stacks (tg), ==, 4);
      g_assert_cmpuint (ts_trehgrannik_game_get_deck_size (tg), ==, 77 - n_players - market_cards (game));
      g_assert_cmpuint (ts_trehgrannik_game_get_slot_capacity (tg, TG_SLOT_FOREPART), ==, cap_fore);
      g_assert_cmpuint (ts_trehgrannik_game_get_slot_capacity (tg, TG_SLOT_CENTER), ==, cap_center);
      /* Pairwise different abilities. */
      g_assert_cmpuint (g_bit_nth_msf (fore_seen, -1) < 4 ? __builtin_popcount (fore_seen) : 0, ==, n_players);
      g_assert_cmpuint (__builtin_popcount (main_seen), ==, n_players);
    }
}

static void
test_h01 (void)
{
  check_setup (3);
}

static void
test_h02 (void)
{
  check_setup (4);
}

static void
test_h03 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  TsTrehgrannikGame *tg = TG (game);
  const int top[] = { TG_GEN_1, TG_LOG_1, TG_GEN_1, TG_SYS_1, TG_LOG_4, TG_LAB_1 };

  g_assert_true (ts_trehgrannik_game_set_market (tg, NULL, 0));
  g_assert_true (ts_trehgrannik_game_set_deck_top (tg, top, G_N_ELEMENTS (top)));
  ts_trehgrannik_game_refill_market (tg);
  g_assert_cmpuint (ts_trehgrannik_game_get_market_stacks (tg), ==, 4);
  g_assert_cmpuint (ts_trehgrannik_game_get_market_count (tg, TG_GEN_1), ==, 2);
  g_assert_cmpuint (ts_trehgrannik_game_get_market_count (tg, TG_LOG_1), ==, 1);
  g_assert_cmpuint (ts_trehgrannik_game_get_market_count (tg, TG_SYS_1), ==, 1);
  g_assert_cmpuint (ts_trehgrannik_game_get_market_count (tg, TG_LOG_4), ==, 1);
  g_assert_cmpuint (market_cards (game), ==, 5);
  g_assert_cmpint (ts_trehgrannik_game_get_deck_card (tg, 0), ==, TG_LAB_1);
}

static void
test_h04 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  TsTrehgrannikGame *tg = TG (game);
  const int market[] = { TG_GEN_1, TG_GEN_1, TG_LOG_1, TG_SYS_1, TG_LOG_4 };
  const int top[] = { TG_PRT_2, TG_SYS_1 };
  guint deck;

  g_assert_true (ts_trehgrannik_game_set_market (tg, market, G_N_ELEMENTS (market)));
  g_assert_true (ts_trehgrannik_game_set_deck_top (tg, top, G_N_ELEMENTS (top)));
  deck = ts_trehgrannik_game_get_deck_size (tg);

  ts_test_apply_ok (game, "take GEN-1");
  g_assert_cmpuint (ts_trehgrannik_game_get_market_stacks (tg), ==, 4);
  g_assert_cmpuint (ts_trehgrannik_game_get_market_count (tg, TG_GEN_1), ==, 1);
  g_assert_cmpuint (ts_trehgrannik_game_get_deck_size (tg), ==, deck);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, P1);

  ts_test_apply_ok (game, "take LOG-1");
  g_assert_cmpuint (ts_trehgrannik_game_get_market_stacks (tg), ==, 4);
  g_assert_cmpuint (market_cards (game), ==, 4);
  g_assert_cmpuint (ts_trehgrannik_game_get_market_count (tg, TG_GEN_1), ==, 1);
  g_assert_cmpuint (ts_trehgrannik_game_get_market_count (tg, TG_SYS_1), ==, 1);
  g_assert_cmpuint (ts_trehgrannik_game_get_market_count (tg, TG_LOG_4), ==, 1);
  g_assert_cmpuint (ts_trehgrannik_game_get_market_count (tg, TG_PRT_2), ==, 1);
  g_assert_cmpint (ts_trehgrannik_game_get_deck_card (tg, 0), ==, TG_SYS_1);
  g_assert_cmpuint (ts_trehgrannik_game_get_hand_size (tg, P1), ==, 2);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, P2);
}

static void
test_h05 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  TsTrehgrannikGame *tg = TG (game);
  const int market[] = { TG_GEN_1, TG_LOG_1, TG_SYS_1, TG_LOG_4 };
  const int top[] = { TG_SYS_1, TG_SYS_1, TG_LOG_4, TG_GEN_2, TG_LAB_1 };

  g_assert_true (ts_trehgrannik_game_set_market (tg, market, G_N_ELEMENTS (market)));
  g_assert_true (ts_trehgrannik_game_set_deck_top (tg, top, G_N_ELEMENTS (top)));
  ts_test_apply_ok (game, "take LOG-1");
  g_assert_cmpuint (ts_trehgrannik_game_get_market_stacks (tg), ==, 4);
  g_assert_cmpuint (market_cards (game), ==, 7);
  g_assert_cmpuint (ts_trehgrannik_game_get_market_count (tg, TG_GEN_1), ==, 1);
  g_assert_cmpuint (ts_trehgrannik_game_get_market_count (tg, TG_SYS_1), ==, 3);
  g_assert_cmpuint (ts_trehgrannik_game_get_market_count (tg, TG_LOG_4), ==, 2);
  g_assert_cmpuint (ts_trehgrannik_game_get_market_count (tg, TG_GEN_2), ==, 1);
  g_assert_cmpint (ts_trehgrannik_game_get_deck_card (tg, 0), ==, TG_LAB_1);
}

static void
test_h06 (void)
{
  g_autoptr(TsGame) start = scenario (2);
  g_autoptr(TsSetup) setup = ts_setup_new ("trehgrannik", 2, 12);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GPtrArray) mine = NULL, theirs = NULL;
  const int top[] = { TG_PRT_2 };
  TsGame *game;
  int market_card = -1;

  g_assert_true (ts_trehgrannik_game_set_deck_top (TG (start), top, 1));
  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  match = ts_match_new_from_position (setup, start);
  game = ts_match_get_game (match);

  g_assert_true (ts_match_play_text (match, "take deck", NULL));
  /* P1 sees the card before choosing the second source; P2 does not. */
  {
    g_autoptr(TsGame) p1 = ts_game_view_for (game, P1);
    g_autoptr(TsGame) p2 = ts_game_view_for (game, P2);

    g_assert_cmpuint (ts_trehgrannik_game_get_hand_count (TG (p1), P1, TG_PRT_2), ==, 1);
    g_assert_cmpuint (ts_trehgrannik_game_get_hand_count (TG (p2), P1, TG_PRT_2), ==, 0);
    g_assert_cmpuint (ts_trehgrannik_game_get_hand_size (TG (p2), P1), ==, 1);
  }
  g_assert_true (ts_match_undo_blocked (match) || !ts_match_can_undo (match));
  for (int c = 0; c < TG_N_CARDS && market_card < 0; c++)
    if (ts_trehgrannik_game_get_market_count (TG (game), c) > 0)
      market_card = c;
  {
    g_autofree char *text = g_strdup_printf ("take %s", tg_cards[market_card].code);

    g_assert_true (ts_match_play_text (match, text, NULL));
  }
  mine = ts_match_describe_events (match, 0, 2, P1);
  theirs = ts_match_describe_events (match, 0, 2, P2);
  g_assert_cmpstr (g_ptr_array_index (mine, 0), ==, "Ada took Dome Protection from the deck");
  g_assert_cmpstr (g_ptr_array_index (theirs, 0), ==, "Ada took a card from the deck");
  {
    g_autofree char *want = g_strdup_printf ("Ada took %s from the market", tg_cards[market_card].name);

    g_assert_cmpstr (g_ptr_array_index (theirs, 1), ==, want);
  }
  for (guint i = 0; i < theirs->len; i++)
    g_assert_null (strstr (g_ptr_array_index (theirs, i), "Dome Protection from the deck"));
  /* A spectator (between two humans, a computer's turn is watched as
   * one) reads what the other seats read, and each seat its own line only. */
  {
    g_autoptr(GPtrArray) watcher = ts_match_describe_events (match, 0, 2, TS_SEAT_NONE);

    g_assert_cmpuint (watcher->len, ==, theirs->len);
    for (guint i = 0; i < watcher->len; i++)
      g_assert_cmpstr (g_ptr_array_index (watcher, i), ==, g_ptr_array_index (theirs, i));
    g_assert_cmpuint (mine->len, ==, theirs->len);
  }
  {
    g_autoptr(TsGame) p2 = ts_game_view_for (game, P2);

    g_assert_cmpuint (ts_trehgrannik_game_get_hand_size (TG (p2), P1), ==, 2);
  }
}

/* The reachable hexes in direction DIR, in order. */
static guint
reachable_in (TsGame *game,
              int     dir,
              TsHex  *out)
{
  TsHex all[TG_N_HEXES];
  TsHex from = ts_trehgrannik_game_get_harvester (TG (game), ts_game_get_current_seat (game));
  guint n = ts_trehgrannik_game_reachable (TG (game), FALSE, all, TG_N_HEXES), k = 0;

  for (guint i = 0; i < n; i++)
    if (ts_hex_direction_between (from, all[i]) == dir)
      out[k++] = all[i];
  return k;
}

static void
test_h07 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  TsHex out[TG_N_HEXES];

  g_assert_cmpuint (reachable_in (game, TS_HEX_E, out), ==, 5);
  for (int i = 0; i < 5; i++)
    g_assert_true (ts_hex_equal (out[i], hx (i + 1, 0)));
  g_assert_cmpuint (reachable_in (game, TS_HEX_W, out), ==, 4);
  for (int i = 0; i < 4; i++)
    g_assert_true (ts_hex_equal (out[i], hx (-i - 1, 0)));
}

static void
test_h08 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  TsHex out[TG_N_HEXES];

  MODULE (game, 0, 3, P1);
  ts_trehgrannik_game_set_harvester (TG (game), P1, hx (0, 3));
  g_assert_cmpuint (reachable_in (game, TS_HEX_E, out), ==, 0);

  ts_trehgrannik_game_set_tiles (TG (game), P1, TG_FORE_JUMP, TG_MAIN_CLIMBER);
  fill (game, P1, TG_SLOT_CENTER, 5);
  g_assert_cmpuint (reachable_in (game, TS_HEX_E, out), ==, 2);
  g_assert_true (ts_hex_equal (out[0], hx (2, 3)));
  g_assert_true (ts_hex_equal (out[1], hx (4, 3)));
}

static void
test_h09 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  g_autoptr(TsGame) other = NULL;

  HAND (game, P1, TG_PRD_3, TG_PRD_4);
  other = ts_game_copy (game);

  ts_test_apply_ok (game, "fee PRD-4");
  g_assert_false (listed (game, "go 1,0"));
  g_assert_true (listed (game, "go 2,0"));
  ts_test_apply_ok (game, "go 2,0");
  ts_test_apply_ok (game, "build PRD-3");
  g_assert_cmpint (gc (game, P1), ==, 2);

  ts_test_apply_ok (other, "fee PRD-3");
  g_assert_false (listed (other, "go 1,0"));
  ts_test_apply_ok (other, "go 2,0");
  ts_test_apply_ok (other, "build PRD-4");
  g_assert_cmpint (gc (other, P1), ==, 1);
}

static void
test_h10 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  guint market;

  HAND (game, P1, TG_PRD_4);
  fails (game, "fee PRD-4");
  g_assert_false (listed (game, "go 2,0"));

  ts_trehgrannik_game_set_tiles (TG (game), P1, TG_FORE_JUMP, TG_MAIN_FREE_DRIVE);
  fill (game, P1, TG_SLOT_CENTER, 5);
  market = market_cards (game);
  g_assert_true (listed (game, "go 2,0"));
  ts_test_apply_ok (game, "go 2,0");
  ts_test_apply_ok (game, "build PRD-4");
  g_assert_cmpint (gc (game, P1), ==, 1);
  g_assert_cmpuint (market_cards (game), ==, market);
  g_assert_cmpint (ts_trehgrannik_game_get_project (TG (game), hx (2, 0), NULL), ==, TG_PROJECT_MODULE);
}

static void
check_h11 (TgProjectKind kind,
           int           p1_gc,
           int           p1_after,
           int           p2_after)
{
  g_autoptr(TsGame) game = scenario (2);
  int owner;

  ts_trehgrannik_game_set_gc (TG (game), P1, p1_gc);
  HAND (game, P1, TG_PRD_4);
  proj (game, 1, 0, P2, kind);
  ts_test_apply_ok (game, "fee PRD-4");
  ts_test_apply_ok (game, "go 1,0");
  g_assert_cmpint (gc (game, P1), ==, p1_after);
  g_assert_cmpint (gc (game, P2), ==, p2_after);
  g_assert_true (ts_hex_equal (ts_trehgrannik_game_get_harvester (TG (game), P1), hx (1, 0)));
  g_assert_cmpint (ts_trehgrannik_game_get_project (TG (game), hx (1, 0), &owner), ==, kind);
  g_assert_cmpint (owner, ==, P2);
  g_assert_cmpuint (ts_trehgrannik_game_get_market_count (TG (game), TG_PRD_4), ==, 1);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, P2);
}

static void
test_h11 (void)
{
  check_h11 (TG_PROJECT_MODULE, 5, 4, 1);
  check_h11 (TG_PROJECT_BASE, 1, 0, 1);
  check_h11 (TG_PROJECT_BASE, 0, 0, 0);
}

static void
test_h12 (void)
{
  g_autoptr(TsGame) game = scenario (2);

  MODULE (game, 1, 0, P1);
  MODULE (game, 3, 0, P1);
  ts_trehgrannik_game_set_harvester (TG (game), P1, hx (1, 0));
  HAND (game, P1, TG_PRD_4, TG_LOG_1);
  ts_test_apply_ok (game, "fee PRD-4");
  ts_test_apply_ok (game, "go 3,0");
  g_assert_cmpint (gc (game, P1), ==, 0);
  g_assert_cmpint (gc (game, P2), ==, 0);
  g_assert_cmpuint (ts_trehgrannik_game_get_built (TG (game), P1), ==, 2);
  g_assert_cmpuint (ts_trehgrannik_game_get_market_count (TG (game), TG_PRD_4), ==, 1);

  add_from_deck (game);   /* P2 */
  ts_test_apply_ok (game, "fee LOG-1");
  ts_test_apply_ok (game, "go 0,0");
  g_assert_cmpint (gc (game, P1), ==, 0);
  g_assert_cmpuint (ts_trehgrannik_game_get_built (TG (game), P1), ==, 2);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, P2);
}

/* P1's harvester at FROM, hand [CARD, fee], builds a module with CARD at
 * TO (choosing LINE if asked) and gains WANT. */
static void
build_module (TsGame     *game,
              TsHex       from,
              const char *card,
              TsHex       to,
              const char *line,
              int         want)
{
  g_autofree char *go = g_strdup_printf ("go %d,%d", to.q, to.r);
  g_autofree char *build = g_strdup_printf ("build %s", card);
  int before = gc (game, P1);

  ts_trehgrannik_game_set_harvester (TG (game), P1, from);
  {
    const int cards[] = { tg_card_from_code (card), TG_LOG_3 };

    set_hand (game, P1, cards, 2);
  }
  ts_test_apply_ok (game, "fee LOG-3");
  ts_test_apply_ok (game, go);
  ts_test_apply_ok (game, build);
  if (line)
    ts_test_apply_ok (game, line);
  g_assert_cmpint (gc (game, P1) - before, ==, want);
  g_assert_cmpint (ts_trehgrannik_game_get_project (TG (game), to, NULL), ==, TG_PROJECT_MODULE);
}

static void
test_h13 (void)
{
  g_autoptr(TsGame) game = scenario (2);

  MODULE (game, 1, -5, P2);
  build_module (game, hx (0, 0), "PRD-1", hx (0, -4), NULL, 2);
}

static void
test_h14 (void)
{
  g_autoptr(TsGame) game = scenario (2);

  build_module (game, hx (2, 0), "PRD-7", hx (2, 3), NULL, 4);
}

static void
h15_board (TsGame *game)
{
  MODULE (game, 1, 0, P1);
  MODULE (game, 3, 0, P1);
  BASE (game, 2, 1, P1);
  MODULE (game, 3, -1, P2);
}

static void
test_h15 (void)
{
  g_autoptr(TsGame) game = scenario (2);

  h15_board (game);
  build_module (game, hx (0, 0), "GEN-1", hx (2, 0), NULL, 3);
}

static void
test_h16 (void)
{
  g_autoptr(TsGame) game = scenario (2);

  MODULE (game, 2, 0, P1);
  MODULE (game, 1, -1, P1);
  BASE (game, 1, 1, P1);
  MODULE (game, 0, 1, P2);
  build_module (game, hx (0, 0), "LAB-1", hx (1, 0), NULL, 4);
}

static void
test_h17 (void)
{
  g_autoptr(TsGame) game = scenario (2);

  h15_board (game);
  build_module (game, hx (0, 0), "LAB-2", hx (2, 0), NULL, 2);
}

static void
test_h18 (void)
{
  g_autoptr(TsGame) game = scenario (2);

  MODULE (game, 1, 0, P1);
  BASE (game, 0, 1, P1);
  MODULE (game, 0, -1, P2);
  MODULE (game, 1, -2, P1);
  build_module (game, hx (0, 0), "LAB-3", hx (-1, 1), NULL, 6);
}

static void
h19_board (TsGame *game)
{
  MODULE (game, 1, -1, P1);
  MODULE (game, 0, 1, P1);
  MODULE (game, 1, 0, P1);
  BASE (game, 2, -1, P1);
  MODULE (game, 0, -2, P2);
}

static void
test_h19 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  g_autoptr(TsGame) hub = scenario (2);

  h19_board (game);
  build_module (game, hx (-1, 0), "LOG-1", hx (-1, 2), NULL, 3);
  h19_board (hub);
  build_module (hub, hx (0, 0), "LOG-4", hx (2, -2), NULL, 1);
}

static void
h20_board (TsGame *game)
{
  MODULE (game, -2, 0, P1);
  BASE (game, 1, 0, P1);
  MODULE (game, 3, 0, P2);
  MODULE (game, 4, 0, P1);
}

static void
test_h20 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  g_autoptr(TsGame) west = scenario (2);

  h20_board (game);
  build_module (game, hx (0, 0), "PRT-1", hx (-4, 0), "line E", 2);
  h20_board (west);
  build_module (west, hx (0, 0), "PRT-1", hx (-4, 0), "line W", 0);
}

static void
test_h21 (void)
{
  g_autoptr(TsGame) game = scenario (2);

  MODULE (game, 0, -4, P1);
  MODULE (game, -3, -1, P1);
  MODULE (game, -1, -2, P1);
  BASE (game, -4, -2, P1);
  MODULE (game, -1, -3, P2);
  build_module (game, hx (-2, 0), "PRT-2", hx (-2, -3), NULL, 6);
}

static void
test_h22 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  g_autoptr(TsGame) other = scenario (2);

  MODULE (game, -1, 0, P1);
  MODULE (game, 2, 0, P1);
  MODULE (game, 3, 0, P2);
  build_module (game, hx (0, 0), "PRT-3", hx (-4, 0), "line E", 4);

  MODULE (other, -1, 0, P1);
  MODULE (other, 2, 0, P1);
  MODULE (other, 1, 0, P2);
  build_module (other, hx (0, 0), "PRT-3", hx (-4, 0), "line E", 2);
}

static void
test_h23 (void)
{
  g_autoptr(TsGame) game = scenario (2);

  MODULE (game, 5, 0, P1);
  MODULE (game, 3, 0, P1);
  BASE (game, 4, 1, P1);
  MODULE (game, 6, -1, P2);
  build_module (game, hx (3, 4), "PRT-4", hx (4, 3), NULL, 2);
}

static void
test_h24 (void)
{
  g_autoptr(TsGame) game = scenario (3);

  MODULE (game, 3, 0, P2);
  BASE (game, 2, 1, P2);
  MODULE (game, 1, 0, P3);
  ts_trehgrannik_game_set_gc (TG (game), P2, 1);
  ts_trehgrannik_game_set_gc (TG (game), P3, 5);
  build_module (game, hx (0, 0), "SYS-1", hx (2, 0), NULL, 2);
  g_assert_cmpint (gc (game, P2), ==, 0);
  g_assert_cmpint (gc (game, P3), ==, 4);
}

static void
test_h25 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  g_autoptr(TsGame) doubled = scenario (2);
  TsTrehgrannikGame *tg = TG (doubled);

  build_module (game, hx (-1, 0), "BLK-1", hx (-1, 2), NULL, 2);

  h15_board (doubled);
  HAND (doubled, P1, TG_GEN_1, TG_BLK_1, TG_LOG_3);
  ts_test_apply_ok (doubled, "fee LOG-3");
  ts_test_apply_ok (doubled, "go 2,0");
  g_assert_true (listed (doubled, "build GEN-1+BLK-1"));
  ts_test_apply_ok (doubled, "build GEN-1+BLK-1");
  g_assert_cmpint (gc (doubled, P1), ==, 6);
  g_assert_cmpuint (ts_trehgrannik_game_get_supply (tg, P1, TG_PROJECT_MODULE), ==, 12 - 3);
  ts_test_apply_ok (doubled, "slot GEN-1 center");
  ts_test_apply_ok (doubled, "slot BLK-1 cargo");
  g_assert_cmpuint (ts_trehgrannik_game_get_slot_count (tg, P1, TG_SLOT_CENTER, TG_GEN_1), ==, 1);
  g_assert_cmpuint (ts_trehgrannik_game_get_slot_count (tg, P1, TG_SLOT_CARGO, TG_BLK_1), ==, 1);
  g_assert_cmpuint (ts_trehgrannik_game_get_hand_size (tg, P1), ==, 0);
}

static void
test_h26 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  g_autoptr(TsGame) empty = scenario (2);

  MODULE (game, 1, 0, P1);
  MODULE (game, 3, 0, P1);
  MODULE (game, 3, -1, P2);
  HAND (game, P1, TG_GEN_1, TG_GEN_1, TG_PRD_3, TG_PRD_4);
  ts_test_apply_ok (game, "fee PRD-4");
  ts_test_apply_ok (game, "go 2,0");
  g_assert_true (listed (game, "build GEN-1 PRD-3"));
  fails (game, "build GEN-1 GEN-1");
  ts_test_apply_ok (game, "build PRD-3 GEN-1");
  g_assert_cmpint (gc (game, P1), ==, 4);
  g_assert_cmpint (ts_trehgrannik_game_get_project (TG (game), hx (2, 0), NULL), ==, TG_PROJECT_BASE);

  MODULE (empty, 1, 0, P1);
  MODULE (empty, 3, 0, P1);
  MODULE (empty, 3, -1, P2);
  ts_trehgrannik_game_set_supply (TG (empty), P1, 0, 2);
  HAND (empty, P1, TG_PRD_4, TG_PRD_3);
  g_assert_true (listed (empty, "fee PRD-4"));
  ts_test_apply_ok (empty, "fee PRD-4");
  fails (empty, "go 2,0");
}

static void
test_h27 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  TsTrehgrannikGame *tg = TG (game);

  MODULE (game, 0, 3, P1);
  ts_trehgrannik_game_set_harvester (tg, P1, hx (0, 3));
  ts_trehgrannik_game_set_tiles (tg, P1, TG_FORE_JUMP, TG_MAIN_CLIMBER);
  fill (game, P1, TG_SLOT_FOREPART, 3);
  HAND (game, P1, TG_PRD_7, TG_PRD_4);
  ts_test_apply_ok (game, "use jump");
  ts_test_apply_ok (game, "fee PRD-4");
  ts_test_apply_ok (game, "go 2,3");
  ts_test_apply_ok (game, "build PRD-7");
  g_assert_cmpint (gc (game, P1), ==, 4);
  g_assert_cmpuint (ts_trehgrannik_game_get_box_forepart (tg, -1), ==, 3);
  g_assert_cmpuint (ts_trehgrannik_game_get_slot_count (tg, P1, TG_SLOT_FOREPART, -1), ==, 0);
  ts_test_apply_ok (game, "slot PRD-7 forepart");
  g_assert_cmpuint (ts_trehgrannik_game_get_slot_count (tg, P1, TG_SLOT_FOREPART, TG_PRD_7), ==, 1);
}

static void
test_h28 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  g_autoptr(TsGame) unready = scenario (2);
  g_autoptr(TsGame) triple = scenario (2);
  TsTrehgrannikGame *tg = TG (game);

  ts_trehgrannik_game_set_tiles (tg, P1, TG_FORE_QUICK_BASE, TG_MAIN_CLIMBER);
  fill (game, P1, TG_SLOT_FOREPART, 3);
  ts_trehgrannik_game_set_supply (tg, P1, 0, 1);
  HAND (game, P1, TG_PRD_4, TG_PRD_3);
  ts_test_apply_ok (game, "use quick-base");
  ts_test_apply_ok (game, "fee PRD-4");
  ts_test_apply_ok (game, "go 2,0");
  ts_test_apply_ok (game, "build PRD-3");
  g_assert_cmpint (gc (game, P1), ==, 2);
  g_assert_cmpint (ts_trehgrannik_game_get_project (tg, hx (2, 0), NULL), ==, TG_PROJECT_BASE);
  g_assert_cmpuint (ts_trehgrannik_game_get_supply (tg, P1, TG_PROJECT_MODULE), ==, 0);
  g_assert_cmpuint (ts_trehgrannik_game_get_supply (tg, P1, TG_PROJECT_BASE), ==, 0);
  slot_all_cargo (game);
  g_assert_cmpint (ts_trehgrannik_game_get_trigger (tg), ==, P1);

  ts_trehgrannik_game_set_tiles (TG (unready), P1, TG_FORE_QUICK_BASE, TG_MAIN_CLIMBER);
  ts_trehgrannik_game_set_supply (TG (unready), P1, 0, 1);
  HAND (unready, P1, TG_PRD_4, TG_PRD_3);
  fails (unready, "use quick-base");
  g_assert_false (listed (unready, "fee PRD-4"));

  ts_trehgrannik_game_set_tiles (TG (triple), P1, TG_FORE_TRIPLE_BASE, TG_MAIN_CLIMBER);
  fill (triple, P1, TG_SLOT_FOREPART, 3);
  MODULE (triple, 1, 0, P1);
  MODULE (triple, 3, 0, P1);
  MODULE (triple, 3, -1, P2);
  HAND (triple, P1, TG_GEN_1, TG_PRD_3, TG_BLK_2, TG_SYS_1);
  ts_test_apply_ok (triple, "use triple-base");
  ts_test_apply_ok (triple, "fee SYS-1");
  ts_test_apply_ok (triple, "go 2,0");
  fails (triple, "build GEN-1 PRD-3");
  ts_test_apply_ok (triple, "build GEN-1 PRD-3 BLK-2");
  g_assert_cmpint (gc (triple, P1), ==, 6);
  g_assert_cmpint (ts_trehgrannik_game_get_project (TG (triple), hx (2, 0), NULL), ==, TG_PROJECT_BASE);
}

static void
test_h29 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  g_autoptr(TsGame) plain = scenario (2);
  TsTrehgrannikGame *tg = TG (game);

  ts_trehgrannik_game_set_tiles (tg, P1, TG_FORE_OVERRIDE, TG_MAIN_CLIMBER);
  fill (game, P1, TG_SLOT_FOREPART, 3);
  HAND (game, P1, TG_PRD_3, TG_SYS_1);
  ts_test_apply_ok (game, "use override");
  ts_test_apply_ok (game, "fee SYS-1");
  ts_test_apply_ok (game, "go 1,0");
  ts_test_apply_ok (game, "build PRD-3");
  g_assert_cmpint (gc (game, P1), ==, 2);
  g_assert_cmpuint (ts_trehgrannik_game_get_box_forepart (tg, -1), ==, 3);

  HAND (plain, P1, TG_PRD_3, TG_SYS_1);
  ts_test_apply_ok (plain, "fee SYS-1");
  fails (plain, "go 1,0");
}

static void
test_h30 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  TsTrehgrannikGame *tg = TG (game);

  ts_trehgrannik_game_set_tiles (tg, P1, TG_FORE_JUMP, TG_MAIN_FREE_DRIVE);
  fill (game, P1, TG_SLOT_CENTER, 4);
  HAND (game, P1, TG_PRD_4, TG_LOG_1);
  fails (game, "go 2,0");
  ts_test_apply_ok (game, "fee LOG-1");
  ts_test_apply_ok (game, "go 2,0");
  ts_test_apply_ok (game, "build PRD-4");
  ts_test_apply_ok (game, "slot PRD-4 center");
  g_assert_cmpuint (ts_trehgrannik_game_get_slot_count (tg, P1, TG_SLOT_CENTER, -1), ==, 5);

  add_from_deck (game);   /* P2 */
  g_assert_cmpint (ts_game_get_current_seat (game), ==, P1);
  /* No fee now: the destination comes first. */
  HAND (game, P1, TG_PRD_4);
  g_assert_true (listed (game, "go 3,-1"));
  fails (game, "fee PRD-4");
  ts_test_apply_ok (game, "go 3,-1");
  ts_test_apply_ok (game, "build PRD-4");
  g_assert_false (listed (game, "slot PRD-4 center"));
  ts_test_apply_ok (game, "slot PRD-4 cargo");
}

/* The log tells when a slot fills (the "slot effects" of issue 12). */
static void
test_h30_log (void)
{
  g_autoptr(TsGame) start = scenario (2);
  g_autoptr(TsSetup) setup = ts_setup_new ("trehgrannik", 2, 12);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GPtrArray) log = NULL;
  gboolean seen = FALSE;

  ts_trehgrannik_game_set_tiles (TG (start), P1, TG_FORE_JUMP, TG_MAIN_FREE_DRIVE);
  fill (start, P1, TG_SLOT_CENTER, 4);
  HAND (start, P1, TG_PRD_4, TG_LOG_1);
  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  ts_setup_set_player (setup, 1, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  match = ts_match_new_from_position (setup, start);
  g_assert_true (ts_match_play_text (match, "fee LOG-1", NULL));
  g_assert_true (ts_match_play_text (match, "go 2,0", NULL));
  g_assert_true (ts_match_play_text (match, "build PRD-4", NULL));
  g_assert_true (ts_match_play_text (match, "slot PRD-4 center", NULL));
  log = ts_match_describe_events (match, 0, 4, P2);
  for (guint i = 0; i < log->len; i++)
    seen = seen || g_strcmp0 (g_ptr_array_index (log, i),
                              "Ada’s center is full: Free Drive works from the next action on") == 0;
  g_assert_true (seen);
  g_assert_cmpstr (g_ptr_array_index (log, 0), ==, "Ada paid Polar Route as the movement fee");
  g_assert_cmpstr (g_ptr_array_index (log, 3), ==, "Ada: Quarry brings 1 GC");
}

static void
test_h31 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  g_autoptr(TsGame) rec = scenario (2);
  TsTrehgrannikGame *tg = TG (game);
  const int market[] = { TG_GEN_1, TG_LOG_1, TG_SYS_1, TG_LOG_4 };

  ts_trehgrannik_game_set_tiles (tg, P1, TG_FORE_JUMP, TG_MAIN_WIDE_INTAKE);
  fill (game, P1, TG_SLOT_CENTER, 5);
  ts_test_apply_ok (game, "take deck");
  ts_test_apply_ok (game, "take deck");
  g_assert_cmpint (ts_game_get_current_seat (game), ==, P1);
  ts_test_apply_ok (game, "take deck");
  g_assert_cmpuint (ts_trehgrannik_game_get_hand_size (tg, P1), ==, 3);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, P2);

  ts_trehgrannik_game_set_tiles (TG (rec), P2, TG_FORE_JUMP, TG_MAIN_RECYCLER);
  fill (rec, P2, TG_SLOT_CENTER, 5);
  add_from_deck (rec);   /* P1 */
  HAND (rec, P2, TG_LOG_1, TG_PRD_4);
  g_assert_true (ts_trehgrannik_game_set_market (TG (rec), market, G_N_ELEMENTS (market)));
  ts_test_apply_ok (rec, "fee LOG-1");
  g_assert_cmpuint (ts_trehgrannik_game_get_market_count (TG (rec), TG_LOG_1), ==, 2);
  ts_test_apply_ok (rec, "go 2,0");
  ts_test_apply_ok (rec, "build PRD-4");
  g_assert_cmpint (gc (rec, P2), ==, 1);
  ts_test_apply_ok (rec, "slot PRD-4 cargo");
  g_assert_cmpint (ts_trehgrannik_game_get_phase (TG (rec)), ==, TG_PHASE_RECYCLE);
  g_assert_true (listed (rec, "recycle deck"));
  g_assert_true (listed (rec, "recycle GEN-1"));
  g_assert_true (listed (rec, "recycle SYS-1"));
  g_assert_true (listed (rec, "recycle LOG-4"));
  g_assert_false (listed (rec, "recycle LOG-1"));
  ts_test_apply_ok (rec, "recycle SYS-1");
  g_assert_cmpuint (ts_trehgrannik_game_get_hand_count (TG (rec), P2, TG_SYS_1), ==, 1);
  g_assert_cmpint (ts_game_get_current_seat (rec), ==, P1);
}

static void
test_h32 (void)
{
  g_autoptr(TsGame) game = scenario (3);
  TsTrehgrannikGame *tg = TG (game);

  add_from_deck (game);   /* P1 */
  ts_trehgrannik_game_set_supply (tg, P2, 1, 0);
  HAND (game, P2, TG_PRD_4, TG_LOG_3);
  ts_test_apply_ok (game, "fee LOG-3");
  ts_test_apply_ok (game, "go 2,0");
  ts_test_apply_ok (game, "build PRD-4");
  slot_all_cargo (game);
  g_assert_cmpint (ts_trehgrannik_game_get_trigger (tg), ==, P2);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, P3);
  add_from_deck (game);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, P1);
  g_assert_false (ts_game_is_over (game));
  add_from_deck (game);
  g_assert_true (ts_game_is_over (game));
  g_assert_cmpint (ts_game_get_current_seat (game), ==, TS_SEAT_NONE);
}

static void
test_h33 (void)
{
  g_autoptr(TsGame) game = scenario (2);
  TsTrehgrannikGame *tg = TG (game);
  int ranks[2];

  /* P1: White 3, Green 1, Blue 2, Red 1. */
  g_assert_true (ts_trehgrannik_game_add_cargo (tg, P1, TG_BLK_1, 2));
  g_assert_true (ts_trehgrannik_game_add_cargo (tg, P1, TG_BLK_2, 1));
  g_assert_true (ts_trehgrannik_game_add_cargo (tg, P1, TG_LOG_1, 1));
  g_assert_true (ts_trehgrannik_game_add_cargo (tg, P1, TG_PRD_1, 2));
  g_assert_true (ts_trehgrannik_game_add_cargo (tg, P1, TG_PRT_1, 1));
  /* P2: White 2, Red 3, Yellow 2, Blue 2. */
  g_assert_true (ts_trehgrannik_game_add_cargo (tg, P2, TG_BLK_3, 2));
  g_assert_true (ts_trehgrannik_game_add_cargo (tg, P2, TG_PRT_2, 3));
  g_assert_true (ts_trehgrannik_game_add_cargo (tg, P2, TG_GEN_1, 2));
  g_assert_true (ts_trehgrannik_game_add_cargo (tg, P2, TG_PRD_2, 2));
  ts_trehgrannik_game_set_gc (tg, P1, 20);
  ts_trehgrannik_game_set_gc (tg, P2, 20);
  g_assert_cmpint (ts_trehgrannik_game_get_cargo_bonus (tg, P1), ==, 4);
  g_assert_cmpint (ts_trehgrannik_game_get_cargo_bonus (tg, P2), ==, 5);
  g_assert_cmpint (ts_game_get_score (game, P1), ==, 24);
  g_assert_cmpint (ts_game_get_score (game, P2), ==, 25);
  ts_game_get_ranks (game, ranks);
  g_assert_cmpint (ranks[P2], ==, 0);
  g_assert_cmpint (ranks[P1], ==, 1);
}

/* Places N projects of SEAT on building sites far from the pad. */
static void
build_many (TsGame *game,
            int     seat,
            guint   n)
{
  for (int h = 0; h < TG_N_HEXES && n > 0; h++)
    {
      TsHex hex = tg_hex_at (h);
      TgTerrain t = ts_trehgrannik_game_get_terrain (TG (game), hex);

      if (t < TG_MOUNTAINS && ts_trehgrannik_game_get_project (TG (game), hex, NULL) == TG_PROJECT_NONE)
        {
          proj (game, hex.q, hex.r, seat, n % 3 == 0 ? TG_PROJECT_BASE : TG_PROJECT_MODULE);
          n--;
        }
    }
}

static void
test_h34 (void)
{
  g_autoptr(TsGame) three = scenario (3);
  g_autoptr(TsGame) game = scenario (2);
  TsTrehgrannikGame *tg = TG (game);
  int ranks[3];

  g_assert_true (ts_trehgrannik_game_add_cargo (TG (three), P1, TG_PRT_1, 3));
  g_assert_true (ts_trehgrannik_game_add_cargo (TG (three), P2, TG_PRT_2, 3));
  g_assert_true (ts_trehgrannik_game_add_cargo (TG (three), P3, TG_PRT_3, 1));
  for (int s = 0; s < 3; s++)
    g_assert_cmpint (ts_trehgrannik_game_get_cargo_bonus (TG (three), s), ==, 0);

  build_many (game, P1, 17);
  build_many (game, P2, 18);
  g_assert_cmpuint (ts_trehgrannik_game_get_built (tg, P1), ==, 17);
  g_assert_cmpuint (ts_trehgrannik_game_get_built (tg, P2), ==, 18);
  ts_trehgrannik_game_set_gc (tg, P1, 40);
  ts_trehgrannik_game_set_gc (tg, P2, 40);
  ts_game_get_ranks (game, ranks);
  g_assert_cmpint (ranks[P2], ==, 0);
  g_assert_cmpint (ranks[P1], ==, 1);

  /* Equal projects: more cargo cards wins (no majority between them). */
  proj (game, tg_hex_at (0).q, tg_hex_at (0).r, -1, TG_PROJECT_NONE);
  {
    g_autoptr(TsGame) eq = scenario (2);

    build_many (eq, P1, 17);
    build_many (eq, P2, 17);
    ts_trehgrannik_game_set_gc (TG (eq), P1, 38);
    ts_trehgrannik_game_set_gc (TG (eq), P2, 40);
    /* P1: White 1 and Blue 1 against P2's nothing: +2 → 40, 2 cargo cards. */
    g_assert_true (ts_trehgrannik_game_add_cargo (TG (eq), P1, TG_BLK_1, 1));
    g_assert_true (ts_trehgrannik_game_add_cargo (TG (eq), P1, TG_PRD_1, 1));
    g_assert_cmpint (ts_game_get_score (eq, P1), ==, 40);
    ts_game_get_ranks (eq, ranks);
    g_assert_cmpint (ranks[P1], ==, 0);
    g_assert_cmpint (ranks[P2], ==, 1);
    /* Equal cargo too: shared. */
    ts_trehgrannik_game_set_gc (TG (eq), P1, 40);
    ts_trehgrannik_game_set_gc (TG (eq), P2, 40);
    g_assert_true (ts_trehgrannik_game_add_cargo (TG (eq), P2, TG_BLK_2, 1));
    g_assert_true (ts_trehgrannik_game_add_cargo (TG (eq), P2, TG_PRD_2, 1));
    g_assert_cmpint (ts_game_get_score (eq, P1), ==, 40);
    g_assert_cmpint (ts_game_get_score (eq, P2), ==, 40);
    ts_game_get_ranks (eq, ranks);
    g_assert_cmpint (ranks[P1], ==, 0);
    g_assert_cmpint (ranks[P2], ==, 0);
  }
}

/* ------------------------------------------------------------------ */
/* Decided gaps (docs/trehgrannik.md)                                  */

/* A declared construction ability must shape the construction. */
static void
test_gap_declared_ability (void)
{
  g_autoptr(TsGame) quick = scenario (2);
  g_autoptr(TsGame) over = scenario (2);

  ts_trehgrannik_game_set_tiles (TG (quick), P1, TG_FORE_QUICK_BASE, TG_MAIN_CLIMBER);
  fill (quick, P1, TG_SLOT_FOREPART, 3);
  HAND (quick, P1, TG_PRD_3, TG_PRD_4, TG_LOG_3);
  MODULE (quick, 1, 0, P1);
  ts_test_apply_ok (quick, "use quick-base");
  ts_test_apply_ok (quick, "fee LOG-3");
  /* Not to the own project: nothing would be built. */
  g_assert_false (listed (quick, "go 1,0"));
  ts_test_apply_ok (quick, "go 2,0");
  fails (quick, "build PRD-3 PRD-4");
  ts_test_apply_ok (quick, "build PRD-3");
  g_assert_cmpint (ts_trehgrannik_game_get_project (TG (quick), hx (2, 0), NULL), ==, TG_PROJECT_BASE);

  ts_trehgrannik_game_set_tiles (TG (over), P1, TG_FORE_OVERRIDE, TG_MAIN_CLIMBER);
  fill (over, P1, TG_SLOT_FOREPART, 3);
  HAND (over, P1, TG_PRD_3, TG_LOG_3);
  MODULE (over, 1, 0, P1);
  ts_test_apply_ok (over, "use override");
  ts_test_apply_ok (over, "fee LOG-3");
  g_assert_false (listed (over, "go 1,0"));
}

/* 4 × players turns in a row without a construction or a deck draw end
 * the game. */
static void
test_gap_quiet_end (void)
{
  g_autoptr(TsGame) game = scenario (2);
  TsTrehgrannikGame *tg = TG (game);
  const int cards[] = { TG_LOG_1, TG_LOG_2, TG_LOG_3, TG_LAB_1, TG_LAB_2 };

  set_hand (game, P1, cards, G_N_ELEMENTS (cards));
  set_hand (game, P2, cards, G_N_ELEMENTS (cards));
  MODULE (game, 1, 0, P1);
  MODULE (game, -1, 0, P2);
  for (int turn = 0; turn < 8; turn++)
    {
      int seat = ts_game_get_current_seat (game);
      gboolean out = turn % 4 < 2;
      g_autofree char *fee = g_strdup_printf ("fee %s", tg_cards[cards[turn / 2]].code);

      g_assert_false (ts_game_is_over (game));
      ts_test_apply_ok (game, fee);
      ts_test_apply_ok (game, out ? (seat == P1 ? "go 1,0" : "go -1,0") : "go 0,0");
    }
  g_assert_true (ts_game_is_over (game));
  g_assert_cmpint (ts_trehgrannik_game_get_end_reason (tg), ==, TG_END_QUIET);
}

/* R44 with an empty deck; R46: pass only without a legal action. */
static void
test_gap_stall_and_pass (void)
{
  g_autoptr(TsGame) game = scenario (2);
  TsTrehgrannikGame *tg = TG (game);
  g_autoptr(GArray) moves = NULL;

  /* With an empty deck "Add cards" takes from the market only. */
  {
    const int market[] = { TG_LAB_1, TG_LAB_1, TG_LAB_2 };

    g_assert_true (ts_trehgrannik_game_set_market (tg, market, G_N_ELEMENTS (market)));
    fill (game, P1, TG_SLOT_CARGO, ts_trehgrannik_game_get_deck_size (tg));
    g_assert_cmpuint (ts_trehgrannik_game_get_deck_size (tg), ==, 0);
    g_assert_false (listed (game, "take deck"));
    ts_test_apply_ok (game, "take LAB-1");
    ts_test_apply_ok (game, "take LAB-1");
    /* One more stack left, and the deck cannot refill the market. */
    g_assert_cmpuint (ts_trehgrannik_game_get_market_stacks (tg), ==, 1);
    g_assert_cmpint (ts_game_get_current_seat (game), ==, P2);
  }

  g_object_unref (game);
  game = scenario (2);
  tg = TG (game);
  g_assert_true (ts_trehgrannik_game_set_market (tg, NULL, 0));
  fill (game, P1, TG_SLOT_CARGO, ts_trehgrannik_game_get_deck_size (tg));
  moves = ts_game_list_moves (game);
  g_assert_cmpuint (moves->len, ==, 1);
  g_assert_true (listed (game, "pass"));
  for (int turn = 0; turn < 3; turn++)
    {
      ts_test_apply_ok (game, "pass");
      g_assert_false (ts_game_is_over (game));
    }
  ts_test_apply_ok (game, "pass");
  g_assert_true (ts_game_is_over (game));
  g_assert_cmpint (ts_trehgrannik_game_get_end_reason (tg), ==, TG_END_STALL);
}

/* The game ends after 300 turns at the latest. */
static void
test_gap_turn_limit (void)
{
  g_autoptr(TsGame) game = scenario (2);
  g_autoptr(TsGame) late = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = ts_game_save_state (game);
  char *at = strstr (text, "turn 0 ");
  g_autofree char *edited = NULL;

  g_assert_nonnull (at);
  edited = g_strdup_printf ("%.*sturn 299 %s", (int) (at - text), text, at + strlen ("turn 0 "));
  late = ts_game_new_from_state ("trehgrannik", edited, &error);
  g_assert_no_error (error);
  add_from_deck (late);
  g_assert_true (ts_game_is_over (late));
  g_assert_cmpint (ts_trehgrannik_game_get_end_reason (TG (late)), ==, TG_END_TURNS);
  g_assert_cmpuint (ts_trehgrannik_game_get_turn (TG (late)), ==, 300);
}

/* An illegal move says why and changes nothing. */
static void
test_errors_say_why (void)
{
  static const struct { const char *move, *message; } cases[] = {
    { "go 1,0", "Pay the movement fee first" },
    { "fee GEN-1", "That card is not in the hand" },
    { "slot PRD-4 cargo", "That is not the decision to make now" },
    { "use jump", "The forepart is not full: its ability is not ready" },
    { "pass", "Passing is allowed only without a legal action" },
  };
  g_autoptr(TsGame) game = scenario (2);

  ts_trehgrannik_game_set_tiles (TG (game), P1, TG_FORE_JUMP, TG_MAIN_CLIMBER);
  HAND (game, P1, TG_PRD_4, TG_LOG_3);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsGame) before = ts_game_copy (game);

      g_assert_false (ts_game_apply_text (game, cases[i].move, &error));
      g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_assert_true (ts_game_equal (before, game));
    }
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (ts_game_apply_text (game, "fly to 3,3", &error));
    g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_MOVE);
  }
}

static void
add_scenario_tests (void)
{
  g_test_add_func ("/trehgrannik/errors/say-why", test_errors_say_why);
  g_test_add_func ("/trehgrannik/gaps/declared-ability-shapes-the-action", test_gap_declared_ability);
  g_test_add_func ("/trehgrannik/gaps/quiet-end", test_gap_quiet_end);
  g_test_add_func ("/trehgrannik/gaps/stall-end-and-pass", test_gap_stall_and_pass);
  g_test_add_func ("/trehgrannik/gaps/turn-limit", test_gap_turn_limit);
  g_test_add_func ("/trehgrannik/H01-setup-3-players", test_h01);
  g_test_add_func ("/trehgrannik/H02-setup-4-players", test_h02);
  g_test_add_func ("/trehgrannik/H03-market-stacking", test_h03);
  g_test_add_func ("/trehgrannik/H04-take-then-refill", test_h04);
  g_test_add_func ("/trehgrannik/H05-refill-through-same-names", test_h05);
  g_test_add_func ("/trehgrannik/H06-deck-draw-private", test_h06);
  g_test_add_func ("/trehgrannik/H07-lines-from-the-pad", test_h07);
  g_test_add_func ("/trehgrannik/H08-mountains-and-climber", test_h08);
  g_test_add_func ("/trehgrannik/H09-buildable-card-after-fee", test_h09);
  g_test_add_func ("/trehgrannik/H10-fee-not-construction-card", test_h10);
  g_test_add_func ("/trehgrannik/H11-opponent-project", test_h11);
  g_test_add_func ("/trehgrannik/H12-own-project-and-pad", test_h12);
  g_test_add_func ("/trehgrannik/H13-production-empty-hexes", test_h13);
  g_test_add_func ("/trehgrannik/H14-production-mountains", test_h14);
  g_test_add_func ("/trehgrannik/H15-generator-own-projects", test_h15);
  g_test_add_func ("/trehgrannik/H16-medical-laboratory", test_h16);
  g_test_add_func ("/trehgrannik/H17-engineering-laboratory", test_h17);
  g_test_add_func ("/trehgrannik/H18-central-laboratory", test_h18);
  g_test_add_func ("/trehgrannik/H19-logistics", test_h19);
  g_test_add_func ("/trehgrannik/H20-intranet-protection", test_h20);
  g_test_add_func ("/trehgrannik/H21-dome-protection", test_h21);
  g_test_add_func ("/trehgrannik/H22-seismic-protection", test_h22);
  g_test_add_func ("/trehgrannik/H23-external-protection", test_h23);
  g_test_add_func ("/trehgrannik/H24-systems-capped", test_h24);
  g_test_add_func ("/trehgrannik/H25-block-alone-and-doubler", test_h25);
  g_test_add_func ("/trehgrannik/H26-base-names-and-supply", test_h26);
  g_test_add_func ("/trehgrannik/H27-jump", test_h27);
  g_test_add_func ("/trehgrannik/H28-quick-and-triple-base", test_h28);
  g_test_add_func ("/trehgrannik/H29-override", test_h29);
  g_test_add_func ("/trehgrannik/H30-center-activation", test_h30);
  g_test_add_func ("/trehgrannik/H30-center-activation-log", test_h30_log);
  g_test_add_func ("/trehgrannik/H31-wide-intake-and-recycler", test_h31);
  g_test_add_func ("/trehgrannik/H32-final-turns", test_h32);
  g_test_add_func ("/trehgrannik/H33-cargo-scoring", test_h33);
  g_test_add_func ("/trehgrannik/H34-ties", test_h34);
}
