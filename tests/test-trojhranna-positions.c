/* test-trojhranna-positions.c — Trojhranná hra: notation, illegal moves,
 * is_legal, and bad and hostile positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "test-trojhranna.h"

/* ------------------------------------------------------------------ */
/* Notation, illegal moves, bad positions                              */

void
test_notation (void)
{
  const char *bad[] = {
    "", "   ", "draw x", "flip", "flip -1", "flip +1", "flip 99", "flip 1 2", "flip x",
    "place", "place U0,0", "place X0,0 r1", "place U0,0 r3", "place U0,0 1",
    "place U0,0 r1 x", "place U0;0 r1", "place U99999999,0 r0", "place U40000,0 r0",
    "arrange", "arrange 0r0 1r1", "arrange 3r0 1r1 2r2", "arrange 0r3 1r1 2r2",
    "arrange 0r0 1r1 2r2 0r0", "arrange 0 1 2", "PLACE U0,0 r0", "Draw", "draw\x01",
    "\xff\xfe", "pass",
  };
  g_autoptr(TsGame) game = ts_test_new_game (2, 3, 0);
  TsRng rng;

  g_autofree char *long_bad = NULL;
  GString *s = g_string_new ("x");

  /* Quoted back in the error: cutting it must not split a character. */
  for (guint i = 0; i < 100; i++)
    g_string_append (s, "é");
  long_bad = g_string_free (s, FALSE);

  for (guint i = 0; i <= G_N_ELEMENTS (bad); i++)
    {
      const char *text = i < G_N_ELEMENTS (bad) ? bad[i] : long_bad;
      g_autoptr(GError) error = NULL;
      TsMove m;

      g_assert_false (ts_game_parse_move (game, text, &m, &error));
      g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_MOVE);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      ts_test_apply_fails (game, text, TS_GAME_ERROR_BAD_MOVE);
    }

  /* Every offered move survives format → parse, through a whole game. */
  ts_rng_init (&rng, 5);
  while (!ts_game_is_over (game))
    {
      g_autoptr(GArray) moves = ts_game_list_moves (game);

      for (guint i = 0; i < moves->len; i++)
        {
          TsMove *m = &g_array_index (moves, TsMove, i);
          g_autofree char *text = ts_game_format_move (game, m);
          TsMove back = ts_test_parse_ok (game, text);

          g_assert_true (ts_move_equal (m, &back));
        }
      g_assert_true (ts_game_apply_move (game, &g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len)), NULL));
    }

  /* Extra spaces are fine. */
  {
    TsMove a = ts_test_parse_ok (game, "  place   D0,-1\tr2 ");
    g_autofree char *text = ts_game_format_move (game, &a);

    g_assert_cmpstr (text, ==, "place D0,-1 r2");
  }
}

/* The constructors build the moves the notation reads, and keep values
 * out of range out of range instead of wrapping them into legal ones. */
void
test_move_constructors (void)
{
  const guint order[3] = { 2, 0, 1 }, notches[3] = { 1, 0, 2 };
  const guint far[3] = { 70000, 0, 1 };
  struct { TsMove move; const char *text; } cases[] = {
    { ts_trojhranna_move_arrange (order, notches), "arrange 2r1 0r0 1r2" },
    { ts_trojhranna_move_draw (), "draw" },
    { ts_trojhranna_move_flip (3), "flip 3" },
    { ts_trojhranna_move_place (cell_of ("D0,-1"), 2), "place D0,-1 r2" },
  };
  g_autoptr(TsGame) game = ts_test_new_game (2, 3, 0);
  g_autoptr(GError) error = NULL;
  TsMove m;
  TsTriCell cell;
  guint rot;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = ts_game_format_move (game, &cases[i].move);
      TsMove back = ts_test_parse_ok (game, cases[i].text);

      g_assert_cmpstr (text, ==, cases[i].text);
      g_assert_true (ts_move_equal (&back, &cases[i].move));
    }

  g_assert_true (ts_trojhranna_move_get_place (&cases[3].move, &cell, &rot));
  g_assert_true (ts_tri_cell_equal (cell, cell_of ("D0,-1")));
  g_assert_cmpuint (rot, ==, 2);
  g_assert_false (ts_trojhranna_move_get_place (&cases[2].move, &cell, &rot));

  /* 65536 + 2 would wrap to slot 2; clamped, it is no slot. */
  m = ts_trojhranna_move_flip (65538);
  g_assert_cmpint (m.arg[0], ==, G_MAXINT16);
  m = ts_trojhranna_move_flip (G_MININT);
  g_assert_cmpint (m.arg[0], ==, G_MININT16);
  m = ts_trojhranna_move_place ((TsTriCell) { 65536, -65536, TS_TRI_DOWN }, 65537);
  g_assert_cmpint (m.arg[0], ==, G_MAXINT16);
  g_assert_cmpint (m.arg[1], ==, G_MININT16);
  g_assert_cmpint (m.arg[3], ==, G_MAXINT16);
  m = ts_trojhranna_move_arrange (far, notches);
  g_assert_cmpint (m.arg[0], ==, G_MAXINT16);
  g_assert_false (ts_game_apply_move (game, &m, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
}

void
test_illegal_unchanged (void)
{
  Fixture f = { .n_players = 3, .table = F2, .deck_size = 12,
                .reserve = { "RRY YYG" }, .rest_seat = 2 };
  g_autoptr(TsGame) game = fixture_game (&f);
  const guint order[3] = { 0, 1, 2 }, notches[3] = { 0, 0, 0 };
  /* Malformed moves no constructor builds are spelt out. */
  const TsMove raw[] = {
    { .kind = 0 }, { .kind = 99 }, { .kind = TJ_MOVE_DRAW, .arg = { 1 } },
    ts_trojhranna_move_flip (-1), ts_trojhranna_move_flip (2),
    { .kind = TJ_MOVE_FLIP, .arg = { 0, 5 } }, ts_trojhranna_move_flip (G_MAXINT),
    ts_trojhranna_move_place (cell_of ("D0,-1"), 2),
    ts_trojhranna_move_arrange (order, notches),
  };

  ts_test_apply_fails (game, "place D0,-1 r2", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "flip 2", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "arrange 0r0 1r0 2r0", TS_GAME_ERROR_ILLEGAL_MOVE);
  for (guint i = 0; i < G_N_ELEMENTS (raw); i++)
    {
      g_autofree char *before = ts_game_save_state (game);
      g_autofree char *after = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_false (ts_game_is_legal (game, &raw[i]));
      g_assert_false (ts_game_apply_move (game, &raw[i], &error));
      g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
      after = ts_game_save_state (game);
      g_assert_cmpstr (before, ==, after);
    }

  /* In the placing phase: wrong cells, far cells, bad rotations. */
  {
    Fixture p = { .n_players = 2, .table = F0, .deck_size = 20, .flipped = "RBG",
                  .phase = "place", .rest_seat = -1 };
    g_autoptr(TsGame) g2 = fixture_game (&p);
    const TsMove bad_place[] = {
      ts_trojhranna_move_place (cell_of ("D0,0"), 3),
      { .kind = TJ_MOVE_PLACE, .arg = { 0, 0, 2, 0 } },
      { .kind = TJ_MOVE_PLACE, .arg = { 0, 0, 1, -1 } },
      ts_trojhranna_move_place ((TsTriCell) { G_MAXINT, G_MININT, TS_TRI_UP }, 0),
      ts_trojhranna_move_place (cell_of ("U46,0"), 0),
      { .kind = TJ_MOVE_PLACE, .arg = { 0, 0, 1, 0, 1 } },
      ts_trojhranna_move_place (cell_of ("U5,5"), 0),
    };

    for (guint i = 0; i < G_N_ELEMENTS (bad_place); i++)
      {
        g_autofree char *before = ts_game_save_state (g2);
        g_autofree char *after = NULL;
        g_autoptr(GError) error = NULL;

        g_assert_false (ts_game_apply_move (g2, &bad_place[i], &error));
        g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
        after = ts_game_save_state (g2);
        g_assert_cmpstr (before, ==, after);
      }
    ts_test_apply_fails (g2, "place U1,1 r0", TS_GAME_ERROR_ILLEGAL_MOVE);
    ts_test_apply_fails (g2, "place D-45,45 r0", TS_GAME_ERROR_ILLEGAL_MOVE);
    ts_test_apply_fails (g2, "place U30000,0 r0", TS_GAME_ERROR_ILLEGAL_MOVE);
  }

  /* A view cannot play hidden cards; the error changes nothing. */
  {
    g_autoptr(TsGame) view = ts_game_view_for (game, 0);

    ts_test_apply_fails (view, "draw", TS_GAME_ERROR_ILLEGAL_MOVE);
    ts_test_apply_fails (view, "flip 0", TS_GAME_ERROR_ILLEGAL_MOVE);
  }
}

/* ------------------------------------------------------------------ */
/* is_legal                                                            */

static guint
move_hash (gconstpointer key)
{
  const guint8 *bytes = key;
  guint h = 5381;

  for (guint i = 0; i < sizeof (TsMove); i++)
    h = h * 33 + bytes[i];
  return h;
}

static gboolean
move_key_equal (gconstpointer a,
                gconstpointer b)
{
  return ts_move_equal (a, b);
}

typedef struct
{
  guint legal;
  guint illegal;
  guint by_phase[4];
} LegalStats;

/* is_legal (GAME, CANDIDATE) must say whether LISTED holds it. */
static void
check_candidate (TsGame       *game,
                 GHashTable   *listed,
                 const TsMove *candidate,
                 LegalStats   *stats)
{
  gboolean want = g_hash_table_contains (listed, candidate);

  if (ts_game_is_legal (game, candidate) != want)
    {
      g_autofree char *text = ts_game_format_move (game, candidate);
      g_autofree char *state = ts_game_save_state (game);

      g_error ("is_legal says %s for “%s” (kind %d, args %d %d %d %d %d %d %d), list_moves %s it:\n%s",
               want ? "no" : "yes", text, candidate->kind, candidate->arg[0], candidate->arg[1],
               candidate->arg[2], candidate->arg[3], candidate->arg[4], candidate->arg[5],
               candidate->arg[6], want ? "offers" : "does not offer", state);
    }
  if (want)
    stats->legal++;
  else
    stats->illegal++;
}

/* Every listed move, and moves one step away from each: every argument
 * one up and one down, the other kinds, and a stray extra argument. */
static void
check_is_legal_here (TsGame     *game,
                     LegalStats *stats)
{
  g_autoptr(GArray) moves = ts_game_list_moves (game);
  g_autoptr(GHashTable) listed = g_hash_table_new (move_hash, move_key_equal);
  const TsMove draw = ts_trojhranna_move_draw ();

  for (guint i = 0; i < moves->len; i++)
    g_hash_table_add (listed, &g_array_index (moves, TsMove, i));
  stats->by_phase[ts_trojhranna_game_get_phase (TJ (game))]++;

  check_candidate (game, listed, &draw, stats);
  for (int slot = -1; slot <= 46; slot += 1 + (slot > 5) * 20)
    {
      TsMove flip = ts_trojhranna_move_flip (slot);

      check_candidate (game, listed, &flip, stats);
    }

  for (guint i = 0; i < moves->len; i++)
    {
      const TsMove *m = &g_array_index (moves, TsMove, i);

      check_candidate (game, listed, m, stats);
      /* The 162 arrangements differ only in their arguments: a few do. */
      if (m->kind == TJ_MOVE_ARRANGE && i % 17 != 0)
        continue;
      for (guint a = 0; a < TS_MOVE_N_ARGS; a++)
        for (int d = -1; d <= 1; d += 2)
          {
            TsMove mutated = *m;

            mutated.arg[a] += d;
            check_candidate (game, listed, &mutated, stats);
          }
      for (int kind = 0; kind <= TJ_MOVE_PLACE + 1; kind++)
        {
          TsMove mutated = *m;

          mutated.kind = kind;
          check_candidate (game, listed, &mutated, stats);
        }
    }

  /* Places far away and at the edge of the coordinates the rules take. */
  for (int q = -46; q <= 46; q += 23)
    for (int r = -46; r <= 46; r += 23)
      {
        TsMove far = ts_trojhranna_move_place ((TsTriCell) { q, r, (q + r) & 1 }, 0);

        check_candidate (game, listed, &far, stats);
      }
}

/* is_legal checks a move directly; it must agree with the list on every
 * position of a few hundred random games, legal moves and near misses
 * alike, and on the views the board and the computer player use. */
void
test_is_legal_agrees_with_list (void)
{
  LegalStats stats = { 0, };
  TsRng rng;

  ts_rng_init (&rng, 9090);
  for (guint g = 0; g < 300; g++)
    {
      guint n = 2 + g % 3;
      g_autoptr(TsGame) game = ts_test_new_game (n, 7000 + g, g % n);

      for (guint move_no = 0; ; move_no++)
        {
          g_autoptr(GArray) moves = NULL;

          check_is_legal_here (game, &stats);
          if (g % 25 == 0 && !ts_game_is_over (game))
            {
              int seat = ts_game_get_current_seat (game);
              g_autoptr(TsGame) view = ts_game_view_for (game, seat);
              g_autoptr(TsGame) knowledge = ts_game_knowledge_of (game, seat);

              check_is_legal_here (view, &stats);
              check_is_legal_here (knowledge, &stats);
            }
          if (ts_game_is_over (game))
            break;
          moves = ts_game_list_moves (game);
          g_assert_true (ts_game_apply_move (game, &g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len)), NULL));
        }
    }

  g_test_message ("is_legal: %u legal and %u illegal moves checked", stats.legal, stats.illegal);
  g_assert_cmpuint (stats.legal, >, 10000);
  g_assert_cmpuint (stats.illegal, >, 10000);
  for (guint p = 0; p < G_N_ELEMENTS (stats.by_phase); p++)
    g_assert_cmpuint (stats.by_phase[p], >, 0);
}

/* An instance that was never set up or loaded takes no moves. */
void
test_blank_instance (void)
{
  g_autoptr(TsGame) game = g_object_new (TS_TYPE_TROJHRANNA_GAME, NULL);
  g_autoptr(GArray) moves = ts_game_list_moves (game);
  const guint order[3] = { 0, 1, 2 }, notches[3] = { 0, 0, 0 };
  const TsMove draw = ts_trojhranna_move_draw ();
  const TsMove arrange = ts_trojhranna_move_arrange (order, notches);
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_game_is_over (game));
  g_assert_cmpuint (moves->len, ==, 0);
  g_assert_false (ts_game_apply_move (game, &draw, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_false (ts_game_apply_move (game, &arrange, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
}

static void
expect_bad_state (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsGame) game = ts_game_new_from_state ("trojhranna", text, &error);

  if (game != NULL)
    g_error ("accepted a bad position:\n%s", text);
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  /* The message quotes the position: it must stay valid text. */
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
}

static char *
replace_once (const char *text,
              const char *from,
              const char *to)
{
  const char *p = strstr (text, from);

  g_assert_nonnull (p);
  return g_strdup_printf ("%.*s%s%s", (int) (p - text), text, to, p + strlen (from));
}

void
test_bad_positions (void)
{
  Fixture f = { .n_players = 3, .current = 1, .table = F2, .deck_size = 12,
                .reserve = { "RRY YYG", "GGB" }, .dead = { NULL, "BBP" }, .rest_seat = 2 };
  g_autofree char *good = fixture_text (&f);
  g_autoptr(TsGame) game = NULL;
  g_autofree char *before = NULL;
  const char *garbage[] = {
    "", " ", "trojhranna", "trojhranna 3", "chess 1", "\xff\xfe\x00",
    "trojhranna 1 players 3 first 0 phase choose current 0 turn 0",
    "trojhranna 1 players 2 first 0 phase \xff\xfe current 0",
    "trojhranna 1 players 2 first 0 phase choose current 0 turn 0 rng \xc3\xa9\xc3",
    "trojhranna 1 players 2 first 0 phase choose current 0 turn 0 "
    "rng 0000000000000001:0000000000000002:0000000000000003:0000000000000004 table 1 U0,0\xc3 RGB 0 0",
    "trojhranna 1 players 2 first 0 phase choose current 0 turn 0 "
    "rng 0000000000000001:0000000000000002:0000000000000003:0000000000000004 table 1 U0,0 R\xc3 0 0",
  };
  struct { const char *from, *to; } edits[] = {
    { "players 3", "players 5" },
    { "players 3", "players 1" },
    { "players 3", "players 99999999999999999999999" },
    { "players 3", "players -3" },
    { "players 3", "players 3x" },
    { "first 0", "first 3" },
    { "current 1", "current 3" },
    { "current 1", "current -" },
    { "phase choose", "phase place" },
    { "phase choose", "phase over" },
    { "phase choose", "phase memorise" },
    { "phase choose", "phase dance" },
    { "turn 0", "turn 70000" },
    { "table 5", "table 6" },
    { "table 5", "table 4" },
    { "table 5", "table 46" },
    { "U0,0 RGB 0 0", "U0,0 RGB 3 0" },
    { "U0,0 RGB 0 0", "U0,0 RGB 0 1" },
    { "U0,0 RGB 0 0", "U0,0 XYZ 0 0" },
    { "U0,0 RGB 0 0", "U0,0 GBR 0 0" },
    { "U0,0 RGB 0 0", "U0,0 ? 0 0" },
    { "U0,0 RGB 0 0", "U46,0 RGB 0 0" },
    { "U0,0 RGB 0 0", "U0,-99999999999 RGB 0 0" },
    { "U0,0 RGB 0 0", "D0,0 RGB 0 0" },
    { "U0,0 RGB 0 0", "Q0,0 RGB 0 0" },
    { "deck 12", "deck 11" },
    { "deck 12", "deck 13" },
    { "deck 12 ", "deck 12 RGB " },
    { "seat 1", "seat 2" },
    { "reserve 2 RRY 0 1 0", "reserve 2 RRY 3 1 0" },
    { "reserve 2 RRY 0 1 0", "reserve 2 RRY 0 8 0" },
    { "reserve 2 RRY 0 1 0", "reserve 2 RRY 0 1 -1" },
    { "reserve 2 RRY 0 1 0", "reserve 2 YYG 0 1 0" },
    { "reserve 2 RRY 0 1 0", "reserve 200 RRY 0 1 0" },
    { "dead 1 BBP", "dead 1 ?" },
    { "dead 1 BBP", "dead 1 RGB" },
    { "pending 0\nseat 1", "pending 2 YYG 1 RRY 0\nseat 1" },
    { "pending 0\nseat 1", "pending 1 RRY 2\nseat 1" },
    { "pending 0\nseat 1", "pending 1 YYG 0\nseat 1" },
    { "pending 0\nseat 1", "pending 1 ? 0\nseat 1" },
    { "flipped none", "flipped RRY deck" },
    { "flipped none", "flipped ZZZ deck" },
    /* The "last" entry older positions end with is still checked. */
    { "end\n", "last 3 deck RGB kept penalties 0\nend\n" },
    { "end\n", "last 0 deck RGB placed U0,0 1 penalties 3 1 deck ? 2 deck ? 1 deck ?\nend\n" },
    { "end\n", "last 0 deck RGB placed U0,0 1 penalties 1 0 deck ?\nend\n" },
    { "end\n", "last 0 deck RGB placed U0,0 4 penalties 0\nend\n" },
    { "end\n", "last 0 sky RGB kept penalties 0\nend\n" },
    { "end\n", "last 0 deck RGB kept penalties 1 1 deck ?\nend\n" },
    { "end\n", "last 0 deck RGB placed U0,0 1 penalties 1 1 table ?\nend\n" },
    { "end\n", "last\nend\n" },
    { "end\n", "last none\nlast none\nend\n" },
    { "end\n", "flipped none\nend\n" },
    { "end\n", "end extra\n" },
    { "end\n", "\n" },
    { "rng ", "rng 0000000000000000:0000000000000000:0000000000000000:0000000000000000 " },
  };
  g_auto(GStrv) words = NULL;
  GString *prefix = g_string_new (NULL);

  /* The good text is accepted, and the edits below are of real words. */
  game = ts_game_new_from_state ("trojhranna", good, NULL);
  g_assert_nonnull (game);
  before = ts_game_save_state (game);

  for (guint i = 0; i < G_N_ELEMENTS (garbage); i++)
    expect_bad_state (garbage[i]);

  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autofree char *bad = replace_once (good, edits[i].from, edits[i].to);
      g_autoptr(GError) error = NULL;

      expect_bad_state (bad);
      /* A failed load leaves the game as it was. */
      g_assert_false (ts_game_load_state (game, bad, &error));
      g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
      {
        g_autofree char *after = ts_game_save_state (game);
        g_assert_cmpstr (before, ==, after);
      }
    }

  /* Every truncation at a word boundary is rejected. */
  words = g_strsplit_set (before, " \n", -1);
  for (guint i = 0; strcmp (words[i], "end") != 0; i++)
    {
      g_string_append_printf (prefix, "%s ", words[i]);
      expect_bad_state (prefix->str);
    }
  g_string_free (prefix, TRUE);

  /* Random byte damage: never a crash, and either an error or a position
   * that saves and loads back consistently. */
  {
    TsRng rng;

    ts_rng_init (&rng, 404);
    for (guint i = 0; i < 3000; i++)
      {
        g_autofree char *bad = g_strdup (before);
        gsize len = strlen (bad);
        g_autoptr(GError) error = NULL;
        g_autoptr(TsGame) g = NULL;

        for (guint k = 0; k < 1 + i % 3; k++)
          bad[ts_rng_uniform (&rng, len)] = "0123456789?-UDRYGBPx \n"[ts_rng_uniform (&rng, 22)];
        g = ts_game_new_from_state ("trojhranna", bad, &error);
        if (g == NULL)
          g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
        else
          {
            g_autofree char *s1 = ts_game_save_state (g);
            g_autoptr(TsGame) g2 = ts_game_new_from_state ("trojhranna", s1, NULL);
            g_autofree char *s2 = NULL;

            g_assert_nonnull (g2);
            s2 = ts_game_save_state (g2);
            g_assert_cmpstr (s1, ==, s2);
          }
      }
  }
}

/* Positions written before events told the last turn end with a "last"
 * entry; they still load, and save back without it. */
void
test_legacy_last_entry (void)
{
  Fixture f = { .n_players = 3, .current = 1, .table = F2, .deck_size = 12,
                .reserve = { "RRY YYG", "GGB" }, .dead = { NULL, "BBP" }, .rest_seat = 2 };
  g_autofree char *now = fixture_text (&f);
  const char *entries[] = {
    "last none\n",
    "last 0 deck RGB kept penalties 0\n",
    "last 2 reserve RGB placed D0,-1 1 penalties 2\n  0 deck ?\n  1 table YBG\n",
  };

  g_autoptr(TsGame) current = ts_game_new_from_state ("trojhranna", now, NULL);
  g_autofree char *canonical = ts_game_save_state (current);

  g_assert_null (strstr (canonical, "last"));
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      g_autofree char *entry = g_strconcat (entries[i], "end\n", NULL);
      g_autofree char *old = replace_once (now, "end\n", entry);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsGame) game = ts_game_new_from_state ("trojhranna", old, &error);
      g_autofree char *saved = NULL;

      g_assert_no_error (error);
      saved = ts_game_save_state (game);
      g_assert_cmpstr (saved, ==, canonical);
    }

  /* A named turn cannot precede the memorisation. */
  {
    g_autoptr(TsGame) fresh = ts_test_new_game (3, 5, 0);
    g_autofree char *text = ts_game_save_state (fresh);
    g_autofree char *old = replace_once (text, "end\n", "last 0 deck RGB kept penalties 0\nend\n");
    g_autofree char *none = replace_once (text, "end\n", "last none\nend\n");
    g_autoptr(TsGame) accepted = ts_game_new_from_state ("trojhranna", none, NULL);

    expect_bad_state (old);
    g_assert_nonnull (accepted);
  }
}

void
test_extent (void)
{
  Fixture f = { .n_players = 2, .table = F2, .deck_size = 20, .rest_seat = -1 };
  g_autoptr(TsGame) game = fixture_game (&f);
  double x0, y0, x1, y1;

  ts_trojhranna_game_get_extent (TJ (game), &x0, &y0, &x1, &y1);
  /* Points (0,0) … (2,0), (1,1), (0,1), (2,-1), (1,-1) */
  g_assert_cmpfloat_with_epsilon (x0, 0.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (x1, 2.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (y0, -sqrt (3) / 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (y1, sqrt (3) / 2, 1e-9);
}

void
test_deterministic_seed (void)
{
  TsRng a, b;
  g_autoptr(TsGame) g1 = NULL;
  g_autoptr(TsGame) g2 = NULL;
  g_autoptr(TsGame) g3 = ts_test_new_game (3, 4242, 0);
  g_autoptr(TsGame) g4 = ts_test_new_game (3, 4243, 0);
  g_autofree char *s3 = ts_game_save_state (g3);
  g_autofree char *s4 = ts_game_save_state (g4);

  ts_rng_init (&a, 1);
  ts_rng_init (&b, 1);
  g1 = random_game (3, 4242, &a);
  g2 = random_game (3, 4242, &b);
  g_assert_true (ts_game_equal (g1, g2));
  g_assert_cmpstr (s3, !=, s4);
}

/* ------------------------------------------------------------------ */
/* Hostile positions: one impossible value at a time (issue 23)        */

/* A three-player game in the choosing phase a few turns in, seat 0 with
 * reserve cards. */
static TsGame *
mid_game (void)
{
  TsGame *game = ts_test_new_game (3, 23, 0);
  TsRng rng;
  guint moves = 0;

  ts_rng_init (&rng, 23);
  while (ts_trojhranna_game_get_phase (TJ (game)) != TJ_PHASE_CHOOSE || moves++ < 12 ||
         ts_trojhranna_game_get_reserve_size (TJ (game), 0) == 0)
    {
      TsMove move;

      g_assert_false (ts_game_is_over (game));
      ts_test_random_move (game, &rng, &move);
      g_assert_true (ts_game_apply_move (game, &move, NULL));
    }
  return game;
}

void
test_hostile_fields (void)
{
  static const TsTestFieldEdit edits[] = {
    { "players", 0, 1, "5", "players" },
    { "first", 0, 1, "3", "first" },
    { "current", 0, 1, "7", "current" },
    { "current", 0, 1, "-", "current" },
    { "turn", 0, 1, "70000", "turn" },
    { "table", 0, 1, "46", "table" },
    { "table", 0, 4, "3", "table" },            /* the start card's rotation */
    { "table", 0, 5, "4", "table" },            /* its placement number */
    { "deck", 0, 1, "46", "deck" },
    { "seat", 1, 1, "2", "seat" },
    { "dealt", 0, 1, "2", "dealt" },
    { "reserve", 0, 1, "46", "reserve" },
    { "reserve", 0, 3, "3", "reserve" },        /* the notch */
    { "reserve", 0, 4, "9", "reserve" },        /* seen by a fourth seat */
    { "reserve", 0, 4, "6", "reserve" },        /* not seen by its owner */
    { "reserve", 0, 5, "60000", "reserve" },    /* entered after this turn */
    { "dead", 0, 1, "46", "dead" },
    { "pending", 0, 1, "46", "pending" },
    { "phase", 0, 1, "place", "flipped" },      /* no card to place */
    { "phase", 0, 1, "over", "phase" },         /* R14: the deck is not empty */
    { "end", 0, 0, "last 9 deck RGB kept penalties 0 end", "last" },
  };
  g_autoptr(TsGame) game = mid_game ();

  ts_test_assert_edits_refused (game, edits, G_N_ELEMENTS (edits));
}

/* J14's penalty cards wait, unseen, for their recipients' next moves. */
void
test_hostile_pending (void)
{
  Fixture f = { .n_players = 3, .table = H5, .deck_size = 20,
                .reserve = { "RYG YYY", "RRY", "GGB" }, .rest_seat = 2 };
  g_autoptr(TsGame) game = fixture_game (&f);
  static const TsTestFieldEdit edits[] = {
    { "pending", 1, 3, "5", "pending" },        /* no such reserve slot */
    { "reserve", 1, 8, "3", "pending" },        /* its face was shown to seat 0 */
  };
  g_autofree char *text = NULL;
  g_autofree char *top = NULL;
  g_autofree char *source = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;
  g_autofree char *placing = NULL;

  ts_test_apply_ok (game, "flip 0");
  ts_test_apply_ok (game, "place D0,-1 r2");
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  g_assert_cmpuint (ts_trojhranna_game_get_n_pending (TJ (game), 1), ==, 1);
  ts_test_assert_edits_refused (game, edits, G_N_ELEMENTS (edits));

  /* Seat 1 has taken the top deck card, which showed it its penalty
   * card: none can be pending for it any more. */
  text = ts_game_save_state (game);
  top = ts_test_word_at (text, "deck", 0, 2);
  source = g_strdup_printf ("%s deck", top);
  a = ts_test_edit_word (text, "deck", 0, 1, "17");
  b = ts_test_edit_word (a, "deck", 0, 2, "");
  c = ts_test_edit_word (b, "flipped", 0, 1, source);
  placing = ts_test_edit_word (c, "phase", 0, 1, "place");
  ts_test_assert_field_refused (game, placing, "pending");
}

/* J16: the last deck card may wait for its place; the game is over as
 * soon as the deck is empty (R14), and not before. */
void
test_hostile_end (void)
{
  Fixture f = { .n_players = 2, .table = F0, .deck = "RBG", .deck_size = 1,
                .reserve = { "YYY", "GGG" }, .rest_seat = -1 };
  g_autoptr(TsGame) game = fixture_game (&f);
  static const TsTestFieldEdit placing[] = {
    { "flipped", 0, 2, "reserve", "flipped" },  /* a reserve card after the deck ran out */
  };

  ts_test_apply_ok (game, "draw");
  ts_test_assert_edits_refused (game, placing, G_N_ELEMENTS (placing));
  ts_test_apply_ok (game, "place D0,0 r0");
  g_assert_true (ts_game_is_over (game));
  {
    g_autofree char *text = ts_game_save_state (game);
    g_autofree char *choosing = ts_test_edit_word (text, "phase", 0, 1, "choose");
    g_autofree char *bad = ts_test_edit_word (choosing, "current", 0, 1, "0");

    /* Over with an empty deck, not choosing from it. */
    ts_test_assert_field_refused (game, bad, "deck");
  }
}
