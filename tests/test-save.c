/* test-save.c — save files: round trips, damaged and hostile files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <unistd.h>

#include "test-util.h"
#include "trojhranna-game.h"
#include "ts-games.h"
#include "ts-save.h"

#define GAME_ID "trojhranna"

/* Helpers */

/* A setup that exercises every field: odd names, both kinds, every level,
 * non-default colours, a first seat other than 0. */
static TsSetup *
make_setup (guint   n_players,
            guint64 seed)
{
  static const char * const names[] = {
    "Ada", "Zoë <&\"'> 🎲", "Computer", "  spaced\tout\nname  ",
  };
  static const char * const colours[] = { "orange", "purple", "green", "red" };
  TsSetup *setup = ts_setup_new (GAME_ID, n_players, seed);

  setup->first_seat = seed % n_players;
  for (guint seat = 0; seat < n_players; seat++)
    ts_setup_set_player (setup, seat, names[seat],
                         seat % 2 == 1 ? TS_PLAYER_COMPUTER : TS_PLAYER_HUMAN,
                         (TsLevel) ((seat / 2 + seed) % TS_N_LEVELS),
                         colours[seat]);
  return setup;
}

static void
assert_setups_equal (const TsSetup *a,
                     const TsSetup *b)
{
  g_assert_cmpstr (a->game_id, ==, b->game_id);
  g_assert_cmpuint (a->seed, ==, b->seed);
  g_assert_cmpuint (a->n_options, ==, b->n_options);
  for (guint i = 0; i < a->n_options; i++)
    {
      int value;

      g_assert_true (ts_setup_lookup_option (b, a->options[i].name, &value));
      g_assert_cmpint (value, ==, a->options[i].value);
    }
  g_assert_cmpuint (a->n_players, ==, b->n_players);
  g_assert_cmpint (a->first_seat, ==, b->first_seat);
  for (guint seat = 0; seat < a->n_players; seat++)
    {
      g_assert_cmpstr (a->players[seat].name, ==, b->players[seat].name);
      g_assert_cmpint (a->players[seat].kind, ==, b->players[seat].kind);
      /* A level only means something for a computer. */
      if (a->players[seat].kind == TS_PLAYER_COMPUTER)
        g_assert_cmpint (a->players[seat].level, ==, b->players[seat].level);
      g_assert_cmpstr (a->players[seat].colour, ==, b->players[seat].colour);
    }
}

static void
assert_matches_equal (TsMatch *a,
                      TsMatch *b)
{
  assert_setups_equal (ts_match_get_setup (a), ts_match_get_setup (b));
  g_assert_cmpint (ts_match_starts_from_setup (a), ==, ts_match_starts_from_setup (b));
  g_assert_true (ts_game_equal (ts_match_get_start (a), ts_match_get_start (b)));
  g_assert_true (ts_game_equal (ts_match_get_game (a), ts_match_get_game (b)));
  g_assert_cmpuint (ts_match_get_n_moves (a), ==, ts_match_get_n_moves (b));
  for (guint i = 0; i < ts_match_get_n_moves (a); i++)
    {
      g_assert_true (ts_move_equal (ts_match_get_move (a, i), ts_match_get_move (b, i)));
      g_assert_cmpint (ts_match_get_move_seat (a, i), ==, ts_match_get_move_seat (b, i));
    }
  /* A loaded match can be undone like the original. */
  g_assert_cmpint (ts_match_can_undo (a), ==, ts_match_can_undo (b));
  g_assert_false (ts_match_can_redo (b));
}

/* Save, load, compare; and saving the loaded match gives the same bytes. */
static void
assert_round_trip (TsMatch *match)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) loaded = NULL;
  g_autofree char *data = NULL;
  g_autofree char *again = NULL;
  gsize length, length2;

  data = ts_save_to_data (match, &length);
  g_assert_nonnull (data);
  g_assert_cmpuint (strlen (data), ==, length);
  loaded = ts_save_from_data (data, length, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  assert_matches_equal (match, loaded);

  again = ts_save_to_data (loaded, &length2);
  g_assert_cmpstr (data, ==, again);
}

static TsMatch *
new_match (guint   n_players,
           guint64 seed)
{
  g_autoptr(TsSetup) setup = make_setup (n_players, seed);
  g_autoptr(GError) error = NULL;
  TsMatch *match = ts_match_new (setup, &error);

  g_assert_no_error (error);
  return match;
}

static void
assert_load_fails (const char  *data,
                   gsize        length,
                   TsSaveError  code,
                   const char  *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_save_from_data (data, length, &error);

  g_assert_null (match);
  g_assert_error (error, TS_SAVE_ERROR, (int) code);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  if (fragment != NULL && strstr (error->message, fragment) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, fragment);
}

/* Round trips */

static void
test_round_trip_every_move (void)
{
  gboolean seen_memorise = FALSE, seen_place = FALSE, seen_over = FALSE;
  guint n_checked = 0;

  for (guint n_players = 2; n_players <= 4; n_players++)
    for (guint64 seed = 1; seed <= 2; seed++)
      {
        g_autoptr(TsMatch) match = new_match (n_players, seed * 7919 + n_players);
        TsRng rng;

        ts_rng_init (&rng, seed + 100 * n_players);
        for (;;)
          {
            TsTrojhrannaGame *game = TS_TROJHRANNA_GAME (ts_match_get_game (match));
            TjPhase phase = ts_trojhranna_game_get_phase (game);

            seen_memorise |= phase == TJ_PHASE_MEMORISE;
            seen_place |= phase == TJ_PHASE_PLACE;
            seen_over |= phase == TJ_PHASE_OVER;

            assert_round_trip (match);
            n_checked++;
            if (ts_game_is_over (TS_GAME (game)))
              break;
            ts_test_play_random (match, &rng, 1, NULL);
          }
      }

  g_assert_true (seen_memorise);
  g_assert_true (seen_place);
  g_assert_true (seen_over);
  g_test_message ("%u saves round-tripped", n_checked);
}

static void
test_round_trip_names (void)
{
  static const char * const names[] = {
    "", " ", "a&b", "<tag>", "\"quoted\"", "'single'", "]]>", "&amp;", "&#65;",
    "tab\there", "line\nbreak", "cr\rlf\r\n", "  lead and trail  ",
    "Zoë", "Ελένη", "李小龙", "🎲🃏♟", "עִבְרִית", "e\xcc\x81", /* combining accent */
    "1234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i += 3)
    {
      g_autoptr(TsSetup) setup = ts_setup_new (GAME_ID, 3, i);
      g_autoptr(TsMatch) match = NULL;

      for (guint seat = 0; seat < 3 && i + seat < G_N_ELEMENTS (names); seat++)
        ts_setup_set_player (setup, seat, names[i + seat], TS_PLAYER_HUMAN, TS_LEVEL_EASY,
                             ts_seat_colour_ids ()[seat + 2]);
      match = ts_match_new (setup, NULL);
      assert_round_trip (match);
    }

  /* A name too long for a save is shortened, not made unloadable; so is
   * one with characters XML cannot carry, and a NULL name is empty. */
  {
    g_autoptr(TsSetup) setup = ts_setup_new (GAME_ID, 2, 5);
    g_autoptr(TsMatch) match = NULL;
    g_autoptr(TsMatch) loaded = NULL;
    g_autofree char *data = NULL;
    GString *longer = g_string_new (NULL);
    gsize length;

    for (guint i = 0; i < 150; i++)
      g_string_append (longer, "é");
    ts_setup_set_player (setup, 0, longer->str, TS_PLAYER_HUMAN, TS_LEVEL_EASY, "red");
    ts_setup_set_player (setup, 1, "bell\x07 and\x01 nul", TS_PLAYER_COMPUTER, TS_LEVEL_HARD, NULL);
    match = ts_match_new (setup, NULL);
    data = ts_save_to_data (match, &length);
    loaded = ts_save_from_data (data, length, NULL);
    g_assert_nonnull (loaded);
    g_assert_cmpuint (g_utf8_strlen (ts_match_get_setup (loaded)->players[0].name, -1), ==, 100);
    g_assert_true (g_str_has_prefix (longer->str, ts_match_get_setup (loaded)->players[0].name));
    g_assert_cmpstr (ts_match_get_setup (loaded)->players[1].name, ==, "bell\xef\xbf\xbd and\xef\xbf\xbd nul");
    g_assert_cmpint (ts_match_get_setup (loaded)->players[1].level, ==, TS_LEVEL_HARD);
    g_string_free (longer, TRUE);
  }
}

/* The suggested moves each player was shown stay with the game. */
static void
test_round_trip_hints (void)
{
  g_autoptr(TsSetup) setup = ts_setup_new (GAME_ID, 3, 11);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsMatch) loaded = NULL;
  g_autoptr(TsMatch) again = NULL;
  g_autofree char *data = NULL;
  g_autofree char *data_again = NULL;
  gsize length;

  match = ts_match_new (setup, NULL);
  data = ts_save_to_data (match, &length);
  g_assert_null (strstr (data, "hints="));
  ts_match_note_hint (match, 0);
  ts_match_note_hint (match, 2);
  ts_match_note_hint (match, 2);
  g_free (data);
  data = ts_save_to_data (match, &length);
  g_assert_nonnull (strstr (data, "hints=\"2\""));
  loaded = ts_save_from_data (data, length, NULL);
  g_assert_nonnull (loaded);
  g_assert_cmpuint (ts_match_get_hints (loaded, 0), ==, 1);
  g_assert_cmpuint (ts_match_get_hints (loaded, 1), ==, 0);
  g_assert_cmpuint (ts_match_get_hints (loaded, 2), ==, 2);
  data_again = ts_save_to_data (loaded, &length);
  again = ts_save_from_data (data_again, length, NULL);
  g_assert_cmpuint (ts_match_get_hints (again, 2), ==, 2);
  g_assert_cmpstr (data, ==, data_again);
}

static void
test_round_trip_seed_and_first_seat (void)
{
  static const guint64 seeds[] = { 0, 1, G_MAXUINT32, (guint64) G_MAXUINT32 + 1, G_MAXUINT64 };

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      g_autoptr(TsSetup) setup = ts_setup_new (GAME_ID, 4, seeds[i]);
      g_autoptr(TsMatch) match = NULL;
      TsRng rng;

      setup->first_seat = 3 - i % 4;
      match = ts_match_new (setup, NULL);
      ts_rng_init (&rng, i);
      ts_test_play_random (match, &rng, 9, NULL);
      assert_round_trip (match);
    }
}

static void
test_round_trip_position (void)
{
  g_autoptr(TsMatch) first = new_match (3, 99);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsGame) position = NULL;
  g_autoptr(TsSetup) setup = make_setup (3, 4);
  TsRng rng;

  ts_rng_init (&rng, 99);
  ts_test_play_random (first, &rng, 17, NULL);
  position = ts_game_copy (ts_match_get_game (first));

  match = ts_match_new_from_position (setup, position);
  assert_round_trip (match);
  while (!ts_game_is_over (ts_match_get_game (match)))
    {
      ts_test_play_random (match, &rng, 1, NULL);
      assert_round_trip (match);
    }

  /* Without names (a position from a bug report). */
  {
    g_autoptr(TsMatch) bare = ts_match_new_from_position (NULL, position);
    g_autoptr(TsMatch) loaded = NULL;
    g_autofree char *data = NULL;
    gsize length;

    ts_test_play_random (bare, &rng, 3, NULL);
    data = ts_save_to_data (bare, &length);
    g_assert_nonnull (strstr (data, "<position>"));
    loaded = ts_save_from_data (data, length, NULL);
    g_assert_nonnull (loaded);
    g_assert_false (ts_match_starts_from_setup (loaded));
    g_assert_true (ts_game_equal (ts_match_get_start (loaded), position));
    assert_matches_equal (bare, loaded);
  }
}

/* Things a hand-edited but well-formed save may contain. */
static void
test_tolerated (void)
{
  g_autoptr(TsMatch) match = new_match (2, 3);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  TsRng rng;
  struct
  {
    const char *from;
    const char *to;
  } edits[] = {
    { "<moves>", "<!-- a comment --><moves><!-- another -->" },
    { "<move seat=\"0\">", "<move seat=\"0\"><![CDATA[" },
    { "encoding=\"UTF-8\"", "encoding=\"ISO-8859-1\"" },
    { " app-version=\"" PACKAGE_VERSION "\"", "" },
    { " app-version=\"" PACKAGE_VERSION "\"", " app-version=\"99.0\"" },
  };

  ts_rng_init (&rng, 3);
  ts_test_play_random (match, &rng, 6, NULL);
  data = ts_save_to_data (match, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autoptr(GString) edited = g_string_new (data);
      g_autoptr(TsMatch) loaded = NULL;

      g_assert_cmpuint (g_string_replace (edited, edits[i].from, edits[i].to, 1), ==, 1);
      if (i == 1)
        {
          /* close the CDATA section before the end tag */
          char *end = strstr (strstr (edited->str, "<![CDATA["), "</move>");
          g_string_insert (edited, end - edited->str, "]]>");
        }
      loaded = ts_save_from_data (edited->str, edited->len, &error);
      g_assert_no_error (error);
      assert_matches_equal (match, loaded);
    }
}

/* Damaged files */

/* Cutting a save anywhere before its closing tag leaves no valid save;
 * cutting only the final newline still does. */
static void
check_truncations (TsMatch *match,
                   guint    step)
{
  g_autofree char *data = NULL;
  gsize length, complete;
  guint n_checked = 0;

  data = ts_save_to_data (match, &length);
  complete = strstr (data, "</tessella-save>") - data + strlen ("</tessella-save>");

  for (gsize cut = 0; cut < length; cut += (cut < 200 || cut + 200 > length) ? 1 : step)
    {
      g_autoptr(GError) error = NULL;
      /* A copy of exactly CUT bytes, so a read past the end is caught by
       * ASan instead of reading the rest of the original. */
      g_autofree char *copy = g_memdup2 (data, MAX (cut, 1));
      g_autoptr(TsMatch) loaded = ts_save_from_data (copy, cut, &error);

      if (cut < complete)
        {
          g_assert_null (loaded);
          g_assert_nonnull (error);
          g_assert_true (error->domain == TS_SAVE_ERROR);
        }
      else
        {
          g_assert_no_error (error);
          assert_matches_equal (match, loaded);
        }
      n_checked++;
    }
  g_test_message ("%u truncations of a %" G_GSIZE_FORMAT "-byte save", n_checked, length);
}

static void
test_truncated_short (void)
{
  g_autoptr(TsMatch) match = new_match (2, 8);
  TsRng rng;

  ts_rng_init (&rng, 8);
  ts_test_play_random (match, &rng, 5, NULL);
  check_truncations (match, 1);
}

static void
test_truncated_long (void)
{
  g_autoptr(TsMatch) match = new_match (4, 8);
  TsRng rng;

  ts_rng_init (&rng, 8);
  ts_test_play_random (match, &rng, 1000, NULL);
  g_assert_true (ts_game_is_over (ts_match_get_game (match)));
  check_truncations (match, 37);
}

/* Hostile files */

/* The save every hostile case starts from: three players, seat 1 a
 * computer, a dozen moves.  States[i] is the state text before move i. */
typedef struct
{
  TsMatch   *match;
  char      *data;
  GPtrArray *states;
} Base;

static void
base_init (Base *base)
{
  g_autoptr(TsSetup) setup = ts_setup_new (GAME_ID, 3, 1234567);
  TsRng rng;

  ts_setup_set_player (setup, 0, "Ada", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "red");
  ts_setup_set_player (setup, 1, "Computer", TS_PLAYER_COMPUTER, TS_LEVEL_NORMAL, "blue");
  ts_setup_set_player (setup, 2, "Bob", TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, "green");
  base->match = ts_match_new (setup, NULL);
  base->states = g_ptr_array_new_with_free_func (g_free);
  ts_rng_init (&rng, 42);
  for (guint i = 0; i < 12; i++)
    {
      g_ptr_array_add (base->states, ts_game_save_state (ts_match_get_game (base->match)));
      ts_test_play_random (base->match, &rng, 1, NULL);
    }
  base->data = ts_save_to_data (base->match, NULL);
}

static void
base_clear (Base *base)
{
  g_clear_object (&base->match);
  g_clear_pointer (&base->data, g_free);
  g_clear_pointer (&base->states, g_ptr_array_unref);
}

/* The base save with the first occurrence of FROM replaced by TO. */
static char *
edit (const char *data,
      const char *from,
      const char *to)
{
  GString *out = g_string_new (data);

  if (g_string_replace (out, from, to, 1) != 1)
    g_error ("test bug: “%s” not in the base save", from);
  return g_string_free (out, FALSE);
}

static void
expect (const char  *data,
        TsSaveError  code,
        const char  *fragment)
{
  assert_load_fails (data, strlen (data), code, fragment);
}

static void
expect_edit (Base        *base,
             const char  *from,
             const char  *to,
             TsSaveError  code,
             const char  *fragment)
{
  g_autofree char *data = edit (base->data, from, to);

  expect (data, code, fragment);
}

/* The text of a move that is well-formed but not legal before move INDEX:
 * a move legal in some other position of the same game. */
static char *
illegal_move_text (Base  *base,
                   guint  index)
{
  g_autoptr(TsGame) before = ts_match_dup_game_before (base->match, index);

  for (guint i = 0; i < ts_match_get_n_moves (base->match); i++)
    {
      g_autoptr(TsGame) game = ts_match_dup_game_before (base->match, i);
      g_autoptr(GArray) moves = ts_game_list_moves (game);

      for (guint j = 0; j < moves->len; j++)
        {
          const TsMove *move = &g_array_index (moves, TsMove, j);
          g_autofree char *text = NULL;
          TsMove parsed;

          if (ts_game_is_legal (before, move))
            continue;
          text = ts_game_format_move (before, move);
          if (ts_game_parse_move (before, text, &parsed, NULL) && ts_move_equal (&parsed, move))
            return g_steal_pointer (&text);
        }
    }
  g_error ("test bug: no illegal move found");
}

static char *
move_element (Base  *base,
              guint  index)
{
  g_autoptr(TsGame) before = ts_match_dup_game_before (base->match, index);
  g_autofree char *text = ts_game_format_move (before, ts_match_get_move (base->match, index));

  return g_strdup_printf ("<move seat=\"%d\">%s</move>",
                          ts_match_get_move_seat (base->match, index), text);
}

static void
run_hostile_cases (void)
{
  Base base;
  g_autofree char *big = NULL;

  base_init (&base);
  /* The base itself loads. */
  {
    g_autoptr(TsMatch) loaded = ts_save_from_data (base.data, strlen (base.data), NULL);

    g_assert_nonnull (loaded);
    assert_matches_equal (base.match, loaded);
  }

  /* Entity expansion ("billion laughs"), with and without a use. */
  expect ("<?xml version=\"1.0\"?>\n"
          "<!DOCTYPE lolz [\n"
          " <!ENTITY lol \"lol\">\n"
          " <!ENTITY lol1 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">\n"
          " <!ENTITY lol2 \"&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;\">\n"
          " <!ENTITY lol3 \"&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;\">\n"
          " <!ENTITY lol4 \"&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;\">\n"
          " <!ENTITY lol5 \"&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;\">\n"
          " <!ENTITY lol6 \"&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;\">\n"
          " <!ENTITY lol7 \"&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;\">\n"
          " <!ENTITY lol8 \"&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;\">\n"
          " <!ENTITY lol9 \"&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;\">\n"
          "]>\n"
          "<tessella-save format=\"1\" game=\"trojhranna\">&lol9;</tessella-save>\n",
          TS_SAVE_ERROR_INVALID, "document type");
  {
    g_autofree char *lol = edit (base.data, "<tessella-save",
                                 "<!DOCTYPE tessella-save [<!ENTITY a \"aaaaaaaaaa\">"
                                 "<!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]>\n<tessella-save");
    g_autofree char *used = edit (lol, "name=\"Ada\"", "name=\"&b;\"");

    expect (lol, TS_SAVE_ERROR_INVALID, NULL);
    expect (used, TS_SAVE_ERROR_INVALID, NULL);
  }

  /* External entities and any other DOCTYPE. */
  {
    g_autofree char *xxe = edit (base.data, "<tessella-save",
                                 "<!DOCTYPE tessella-save [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n"
                                 "<tessella-save");
    g_autofree char *used = edit (xxe, "name=\"Ada\"", "name=\"&xxe;\"");
    g_autofree char *in_text = edit (xxe, "<move seat=\"0\">", "<move seat=\"0\">&xxe;");

    expect (xxe, TS_SAVE_ERROR_INVALID, NULL);
    expect (used, TS_SAVE_ERROR_INVALID, NULL);
    expect (in_text, TS_SAVE_ERROR_INVALID, NULL);
  }
  expect_edit (&base, "<tessella-save", "<!DOCTYPE tessella-save>\n<tessella-save",
               TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "<tessella-save",
               "<!DOCTYPE tessella-save SYSTEM \"http://example.invalid/save.dtd\">\n<tessella-save",
               TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "<tessella-save",
               "<!DOCTYPE tessella-save PUBLIC \"-//X//EN\" \"file:///etc/passwd\">\n<tessella-save",
               TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "<tessella-save",
               "<!DOCTYPE tessella-save [<!ENTITY % p SYSTEM \"file:///etc/passwd\"> %p;]>\n<tessella-save",
               TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "<tessella-save",
               "<!DOCTYPE tessella-save [<!ATTLIST player kind CDATA \"computer\">]>\n<tessella-save",
               TS_SAVE_ERROR_INVALID, NULL);
  /* An entity nobody declared is not well-formed XML. */
  expect_edit (&base, "name=\"Ada\"", "name=\"&xxe;\"", TS_SAVE_ERROR_NOT_A_SAVE, NULL);
  /* XInclude is not processed: it is an unknown element. */
  expect_edit (&base, "<moves>",
               "<xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"/etc/passwd\" parse=\"text\"/><moves>",
               TS_SAVE_ERROR_INVALID, NULL);

  /* Huge and negative numbers. */
  expect_edit (&base, "seed=\"1234567\"", "seed=\"99999999999999999999999\"",
               TS_SAVE_ERROR_INVALID, "99999999999999999999999");
  expect_edit (&base, "seed=\"1234567\"", "seed=\"18446744073709551616\"", TS_SAVE_ERROR_INVALID, "seed");
  expect_edit (&base, "seed=\"1234567\"", "seed=\"-1\"", TS_SAVE_ERROR_INVALID, "seed");
  expect_edit (&base, "seed=\"1234567\"", "seed=\"0x12D687\"", TS_SAVE_ERROR_INVALID, "seed");
  expect_edit (&base, "seed=\"1234567\"", "seed=\" 1234567\"", TS_SAVE_ERROR_INVALID, "seed");
  expect_edit (&base, "seed=\"1234567\"", "seed=\"+1234567\"", TS_SAVE_ERROR_INVALID, "seed");
  expect_edit (&base, "seed=\"1234567\"", "seed=\"\"", TS_SAVE_ERROR_INVALID, "seed");
  expect_edit (&base, " seed=\"1234567\"", "", TS_SAVE_ERROR_INVALID, "seed");
  expect_edit (&base, "<player seat=\"1\"", "<player seat=\"4294967296\"", TS_SAVE_ERROR_INVALID, "4294967296");
  expect_edit (&base, "<player seat=\"1\"", "<player seat=\"-1\"", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "<player seat=\"1\"", "<player seat=\"3\"", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "<move seat=\"0\">", "<move seat=\"4294967296\">", TS_SAVE_ERROR_INVALID, "Move 1");
  expect_edit (&base, "<move seat=\"0\">", "<move seat=\"-1\">", TS_SAVE_ERROR_INVALID, "Move 1");
  expect_edit (&base, "players=\"3\"", "players=\"99999999999999999999\"", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "players=\"3\"", "players=\"4294967299\"", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "players=\"3\"", "players=\"-3\"", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "players=\"3\"", "players=\"5\"", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "players=\"3\"", "players=\"1\"", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "players=\"3\"", "players=\"0\"", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "players=\"3\"", "players=\"2\"", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "players=\"3\"", "players=\"4\"", TS_SAVE_ERROR_INVALID, "seat 3");
  expect_edit (&base, "first-seat=\"0\"", "first-seat=\"4294967296\"", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "first-seat=\"0\"", "first-seat=\"3\"", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "first-seat=\"0\"", "first-seat=\"-1\"", TS_SAVE_ERROR_INVALID, NULL);

  /* Format versions. */
  expect_edit (&base, "format=\"3\"", "format=\"7\"", TS_SAVE_ERROR_FORMAT_VERSION, "(format 7)");
  expect_edit (&base, "format=\"3\"", "format=\"1000000000\"", TS_SAVE_ERROR_FORMAT_VERSION, "1000000000");
  expect_edit (&base, "format=\"3\"", "format=\"99999999999999999999999\"",
               TS_SAVE_ERROR_FORMAT_VERSION, NULL);
  expect_edit (&base, "format=\"3\"", "format=\"1e9\"", TS_SAVE_ERROR_INVALID, "1e9");
  expect_edit (&base, "format=\"3\"", "format=\"-1\"", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "format=\"3\"", "format=\"0\"", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "format=\"3\"", "format=\"1.0\"", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "format=\"3\"", "format=\"\"", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, " format=\"3\"", "", TS_SAVE_ERROR_NOT_A_SAVE, NULL);

  /* Suggested moves: a count, from format 3. */
  expect_edit (&base, "<player seat=\"0\"", "<player hints=\"x\" seat=\"0\"", TS_SAVE_ERROR_INVALID, "“x”");
  expect_edit (&base, "<player seat=\"0\"", "<player hints=\"-1\" seat=\"0\"", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "<player seat=\"0\"", "<player hints=\"99999999999\" seat=\"0\"",
               TS_SAVE_ERROR_INVALID, NULL);
  {
    g_autofree char *hinted = edit (base.data, "<player seat=\"0\"", "<player hints=\"4\" seat=\"0\"");
    g_autofree char *v2 = edit (hinted, "format=\"3\"", "format=\"2\"");
    g_autoptr(TsMatch) loaded = ts_save_from_data (hinted, strlen (hinted), NULL);

    g_assert_nonnull (loaded);
    g_assert_cmpuint (ts_match_get_hints (loaded, 0), ==, 4);
    expect (v2, TS_SAVE_ERROR_INVALID, "hints");
  }

  /* Games. */
  expect_edit (&base, "game=\"trojhranna\"", "game=\"chess\"", TS_SAVE_ERROR_UNKNOWN_GAME, "chess");
  expect_edit (&base, "game=\"trojhranna\"", "game=\"\"", TS_SAVE_ERROR_UNKNOWN_GAME, NULL);
  expect_edit (&base, " game=\"trojhranna\"", "", TS_SAVE_ERROR_UNKNOWN_GAME, NULL);
  /* Formats 2 and 3 have no variant attribute; format 1 had one. */
  expect_edit (&base, "<setup ", "<setup variant=\"standard\" ", TS_SAVE_ERROR_INVALID, "variant");
  {
    g_autofree char *v1 = edit (base.data, "format=\"3\"", "format=\"1\"");
    g_autofree char *v1_variant = edit (v1, "<setup ", "<setup variant=\"standard\" ");
    g_autofree char *v1_speed = edit (v1, "<setup ", "<setup variant=\"speed\" ");
    g_autofree char *v1_option = edit (v1, "</setup>", "<option name=\"rules\" value=\"standard\"/></setup>");
    g_autoptr(TsMatch) loaded = ts_save_from_data (v1_variant, strlen (v1_variant), NULL);

    g_assert_nonnull (loaded);
    expect (v1_speed, TS_SAVE_ERROR_INVALID, "speed");
    expect (v1_option, TS_SAVE_ERROR_INVALID, "option");
  }
  /* Options: only the game's own, each once, with a value it takes. */
  expect_edit (&base, "</setup>", "<option name=\"speed\" value=\"1\"/></setup>",
               TS_SAVE_ERROR_INVALID, "speed");
  expect_edit (&base, "</setup>", "<option name=\"rules\"/></setup>", TS_SAVE_ERROR_INVALID, "rules");
  expect_edit (&base, "</setup>", "<option value=\"1\"/></setup>", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "</setup>", "<option name=\"rules\" value=\"x\" extra=\"1\"/></setup>",
               TS_SAVE_ERROR_INVALID, "extra");

  /* Moves. */
  {
    g_autofree char *first = move_element (&base, 0);
    g_autofree char *second = move_element (&base, 1);
    g_autofree char *last = move_element (&base, 11);
    g_autofree char *illegal = illegal_move_text (&base, 5);
    g_autofree char *fifth = move_element (&base, 5);
    g_autofree char *illegal_element = g_strdup_printf ("<move seat=\"%d\">%s</move>",
                                                        ts_match_get_move_seat (base.match, 5),
                                                        illegal);
    g_autofree char *wrong_seat = g_strdup_printf ("<move seat=\"%d\">",
                                                   (ts_match_get_move_seat (base.match, 1) + 1) % 3);
    g_autofree char *second_start = g_strdup_printf ("<move seat=\"%d\">",
                                                     ts_match_get_move_seat (base.match, 1));
    g_autofree char *with_wrong_seat = edit (base.data, second, "@@");
    g_autofree char *wrong_seat_element = NULL;
    g_autofree char *swapped = NULL;
    g_autofree char *twice = g_strconcat (last, last, NULL);
    g_autofree char *not_legal_fragment = g_strdup_printf ("Move 6 (“%s”) is not legal", illegal);

    expect_edit (&base, fifth, illegal_element, TS_SAVE_ERROR_INVALID, not_legal_fragment);
    expect_edit (&base, first, "<move seat=\"0\">jump 3</move>", TS_SAVE_ERROR_INVALID,
                 "Move 1 (“jump 3”) cannot be read");
    expect_edit (&base, first, "<move seat=\"0\"></move>", TS_SAVE_ERROR_INVALID, "Move 1");
    expect_edit (&base, first, "<move seat=\"0\"/>", TS_SAVE_ERROR_INVALID, "Move 1");
    expect_edit (&base, first, "<move>draw</move>", TS_SAVE_ERROR_INVALID, "Move 1");
    expect_edit (&base, first, "<move seat=\"0\"><b>draw</b></move>", TS_SAVE_ERROR_INVALID,
                 "Move 1 in the save file is not plain text");
    {
      g_autofree char *padding = g_strnfill (300, ' ');
      g_autofree char *long_move = g_strdup_printf ("<move seat=\"0\">draw%s</move>", padding);

      expect_edit (&base, first, long_move, TS_SAVE_ERROR_INVALID, "Move 1 in the save file is too long");
    }
    expect_edit (&base, first, "<move seat=\"0\">\xe2\x80\xae""draw</move>", TS_SAVE_ERROR_INVALID, "Move 1");
    {
      /* Quoted back in the message without splitting a character. */
      GString *odd = g_string_new ("<move seat=\"0\">x");

      for (guint i = 0; i < 100; i++)
        g_string_append (odd, "é");
      g_string_append (odd, "</move>");
      expect_edit (&base, first, odd->str, TS_SAVE_ERROR_INVALID, "Move 1 (“xéé");
      g_string_free (odd, TRUE);
    }

    /* The move by the seat whose turn it was not. */
    wrong_seat_element = g_strdup (second);
    memcpy (wrong_seat_element, wrong_seat, strlen (wrong_seat));
    g_assert_true (g_str_has_prefix (second, second_start));
    expect_edit (&base, second, wrong_seat_element, TS_SAVE_ERROR_INVALID, "Move 2");

    /* Two moves swapped, and a missing move. */
    swapped = edit (with_wrong_seat, first, second);
    {
      g_autofree char *swapped2 = edit (swapped, "@@", first);

      expect (swapped2, TS_SAVE_ERROR_INVALID, "Move 1");
    }
    expect_edit (&base, second, "", TS_SAVE_ERROR_INVALID, NULL);
    /* One move too many: it replays, but then does not match the state. */
    expect_edit (&base, last, twice, TS_SAVE_ERROR_INVALID, NULL);
  }

  /* The snapshot. */
  {
    g_autofree char *state = ts_game_save_state (ts_match_get_game (base.match));
    const char *earlier = g_ptr_array_index (base.states, 10);

    expect_edit (&base, state, earlier, TS_SAVE_ERROR_INVALID, "does not match");
    expect_edit (&base, state, "garbage", TS_SAVE_ERROR_INVALID, NULL);
    expect_edit (&base, state, "", TS_SAVE_ERROR_INVALID, NULL);
    expect_edit (&base, "<state>", "<state>trojhranna 99\n", TS_SAVE_ERROR_INVALID, NULL);
    expect_edit (&base, "<state>", "<state><x/>", TS_SAVE_ERROR_INVALID, "not plain text");
    expect_edit (&base, "</setup>", "</setup><position><x/></position>", TS_SAVE_ERROR_INVALID,
                 "not plain text");
    expect_edit (&base, "</state>", "</state><state>x</state>", TS_SAVE_ERROR_INVALID, "state");
    {
      g_autofree char *no_state = g_strdup (base.data);
      char *start = strstr (no_state, "  <state>");

      strcpy (start, "</tessella-save>\n");
      expect (no_state, TS_SAVE_ERROR_INVALID, NULL);
    }
  }

  /* A start position that is not one, or is for other players. */
  {
    g_autoptr(TsSetup) setup = ts_setup_new (GAME_ID, 2, 5);
    g_autoptr(TsGame) game = ts_game_new (GAME_ID, setup, NULL);
    g_autofree char *text = ts_game_save_state (game);
    g_autofree char *other = g_strdup_printf ("</setup>\n  <position>%s</position>", text);

    expect_edit (&base, "</setup>", "</setup>\n  <position>trojhranna 1 nonsense</position>",
                 TS_SAVE_ERROR_INVALID, "start position");
    expect_edit (&base, "</setup>", other, TS_SAVE_ERROR_INVALID, "start position");
  }

  /* Players. */
  expect_edit (&base, "<player seat=\"2\"", "<player seat=\"0\"", TS_SAVE_ERROR_INVALID,
               "two players for seat 0");
  expect_edit (&base, "    <player seat=\"2\" name=\"Bob\" kind=\"human\" colour=\"green\"/>\n", "",
               TS_SAVE_ERROR_INVALID, "no player for seat 2");
  {
    g_autofree char *no_players = g_strdup (base.data);
    char *start = strstr (no_players, "    <player");
    char *end = strstr (no_players, "  </setup>");

    memmove (start, end, strlen (end) + 1);
    expect (no_players, TS_SAVE_ERROR_INVALID, "no player for seat 0");
  }
  expect_edit (&base, "kind=\"computer\"", "kind=\"robot\"", TS_SAVE_ERROR_INVALID, "seat 1 has an unknown kind “robot”");
  expect_edit (&base, " kind=\"computer\"", "", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "level=\"normal\"", "level=\"godlike\"", TS_SAVE_ERROR_INVALID, "godlike");
  expect_edit (&base, "colour=\"blue\"", "colour=\"mauve\"", TS_SAVE_ERROR_INVALID, "mauve");
  expect_edit (&base, "name=\"Ada\"", "name=\"Ada\xff\xfe\"", TS_SAVE_ERROR_NOT_A_SAVE, "UTF-8");
  expect_edit (&base, "name=\"Ada\"", "name=\"\xc0\xaf\"", TS_SAVE_ERROR_NOT_A_SAVE, "UTF-8");
  expect_edit (&base, "name=\"Ada\"", "name=\"\xed\xa0\x80\"", TS_SAVE_ERROR_NOT_A_SAVE, "UTF-8");
  expect_edit (&base, "name=\"Ada\"", "name=\"&#1;\"", TS_SAVE_ERROR_NOT_A_SAVE, NULL);
  {
    GString *name = g_string_new ("name=\"");

    for (guint i = 0; i < 101; i++)
      g_string_append (name, "é");
    g_string_append_c (name, '"');
    expect_edit (&base, "name=\"Ada\"", name->str, TS_SAVE_ERROR_INVALID, "100");
    g_string_free (name, TRUE);
  }
  {
    /* A name of 3 MB: within the size limit, far over the name limit. */
    GString *name = g_string_new ("name=\"");

    while (name->len < 3 * 1024 * 1024)
      g_string_append (name, "abcdefghijklmnopqrstuvwxyz");
    g_string_append_c (name, '"');
    expect_edit (&base, "name=\"Ada\"", name->str, TS_SAVE_ERROR_INVALID, NULL);
    g_string_free (name, TRUE);
  }

  /* Structure. */
  expect_edit (&base, "<moves>", "<cheat/><moves>", TS_SAVE_ERROR_INVALID, "cheat");
  expect_edit (&base, "<moves>", "<moves><cheat/>", TS_SAVE_ERROR_INVALID, "cheat");
  expect_edit (&base, "</setup>", "<cheat/></setup>", TS_SAVE_ERROR_INVALID, "cheat");
  expect_edit (&base, "<moves>", "hello<moves>", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "<moves>", "<moves>hello", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "<moves>", "<?evil stuff?><moves>", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "</setup>", "</setup><setup seed=\"1\" players=\"2\"/>", TS_SAVE_ERROR_INVALID, "setup");
  expect_edit (&base, "<moves>", "<moves></moves><moves>", TS_SAVE_ERROR_INVALID, "moves");
  expect_edit (&base, "<setup", "<setup xmlns=\"urn:x\"", TS_SAVE_ERROR_INVALID, NULL);
  expect_edit (&base, "<tessella-save", "<x:tessella-save xmlns:x=\"urn:x\"", TS_SAVE_ERROR_NOT_A_SAVE, NULL);
  {
    g_autofree char *no_setup = g_strdup (base.data);
    char *start = strstr (no_setup, "  <setup");
    char *end = strstr (no_setup, "</setup>\n") + strlen ("</setup>\n");

    memmove (start, end, strlen (end) + 1);
    expect (no_setup, TS_SAVE_ERROR_INVALID, NULL);
  }

  /* Not XML, or not a save. */
  expect ("", TS_SAVE_ERROR_NOT_A_SAVE, NULL);
  expect ("hello", TS_SAVE_ERROR_NOT_A_SAVE, NULL);
  expect ("<tessella-save format=\"1\"", TS_SAVE_ERROR_NOT_A_SAVE, NULL);
  expect ("<tessella-save format=\"1\"></tessella>", TS_SAVE_ERROR_NOT_A_SAVE, NULL);
  expect ("<html><body>hi</body></html>", TS_SAVE_ERROR_NOT_A_SAVE, NULL);
  expect ("<?xml version=\"1.0\"?><tessella-save format=\"1\" format=\"1\"/>", TS_SAVE_ERROR_NOT_A_SAVE, NULL);
  expect ("<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>", TS_SAVE_ERROR_NOT_A_SAVE, NULL);
  expect ("\xef\xbb\xbf<?xml version=\"1.0\"?><a/>", TS_SAVE_ERROR_NOT_A_SAVE, NULL);
  assert_load_fails ("<a>\0</a>", 8, TS_SAVE_ERROR_NOT_A_SAVE, NULL);
  assert_load_fails ("\xff\xfe<\0a\0/\0>\0", 10, TS_SAVE_ERROR_NOT_A_SAVE, NULL);
  {
    /* Deep nesting, past libxml2's depth limit. */
    GString *deep = g_string_new ("<tessella-save format=\"1\" game=\"trojhranna\">");

    for (guint i = 0; i < 5000; i++)
      g_string_append (deep, "<a>");
    for (guint i = 0; i < 5000; i++)
      g_string_append (deep, "</a>");
    g_string_append (deep, "</tessella-save>");
    assert_load_fails (deep->str, deep->len, TS_SAVE_ERROR_NOT_A_SAVE, "nested");
    g_string_free (deep, TRUE);
  }
  {
    /* Nesting just past what a save can have, closed properly. */
    GString *deep = g_string_new (base.data);
    GString *inner = g_string_new (NULL);

    for (guint i = 0; i < 8; i++)
      g_string_append (inner, "<a>");
    for (guint i = 0; i < 8; i++)
      g_string_append (inner, "</a>");
    g_string_replace (deep, "<moves>", inner->str, 1);
    g_string_prepend (inner, "<moves>");
    assert_load_fails (deep->str, deep->len, TS_SAVE_ERROR_NOT_A_SAVE, "nested");
    g_string_free (deep, TRUE);
    g_string_free (inner, TRUE);
  }
  {
    /* A flood of attributes on the root: libxml2 2.9 would take minutes
     * (quadratic), the scan refuses it before the parse. */
    GString *flood = g_string_new ("<?xml version=\"1.0\"?>\n<tessella-save format=\"1\" game=\"trojhranna\"");

    for (guint i = 0; i < 300000; i++)
      g_string_append_printf (flood, " a%u=\"1\"", i);
    g_string_append (flood, "></tessella-save>\n");
    g_assert_cmpuint (flood->len, <, TS_SAVE_MAX_BYTES);
    assert_load_fails (flood->str, flood->len, TS_SAVE_ERROR_NOT_A_SAVE, "attributes");
    g_string_free (flood, TRUE);
  }
  {
    /* Seventeen attributes on a player: refused by the scan; a few unknown
     * ones: refused by name.  Quoted '=' and '>' do not count. */
    g_autofree char *many = edit (base.data, "name=\"Ada\"",
                                  "name=\"Ada\" b=\"1\" c=\"1\" d=\"1\" e=\"1\" f=\"1\" g=\"1\" "
                                  "h=\"1\" i=\"1\" j=\"1\" k=\"1\" l=\"1\" m=\"1\" n=\"1\"");
    g_autofree char *quoted = edit (base.data, "name=\"Ada\"", "name=\"A=d=a&gt;==='==>\"");
    g_autoptr(TsMatch) loaded = NULL;

    expect (many, TS_SAVE_ERROR_NOT_A_SAVE, "attributes");
    loaded = ts_save_from_data (quoted, strlen (quoted), NULL);
    g_assert_nonnull (loaded);
    g_assert_cmpstr (ts_match_get_setup (loaded)->players[0].name, ==, "A=d=a>==='==>");
  }

  /* Unknown attributes anywhere, and namespaces, are refused by name. */
  expect_edit (&base, " app-version=", " future-attribute=\"x\" app-version=",
               TS_SAVE_ERROR_INVALID, "future-attribute");
  expect_edit (&base, "<setup ", "<setup cheat=\"1\" ", TS_SAVE_ERROR_INVALID, "cheat");
  expect_edit (&base, "name=\"Ada\"", "name=\"Ada\" hand=\"all\"", TS_SAVE_ERROR_INVALID, "hand");
  expect_edit (&base, "<moves>", "<moves x=\"1\">", TS_SAVE_ERROR_INVALID, "x");
  expect_edit (&base, "<move seat=\"0\">", "<move seat=\"0\" undo=\"1\">", TS_SAVE_ERROR_INVALID, "undo");
  expect_edit (&base, "<state>", "<state hidden=\"1\">", TS_SAVE_ERROR_INVALID, "hidden");
  expect_edit (&base, "<tessella-save ", "<tessella-save xmlns=\"urn:x\" ", TS_SAVE_ERROR_NOT_A_SAVE, NULL);
  expect_edit (&base, "<setup ", "<setup xmlns=\"\" ", TS_SAVE_ERROR_INVALID, "xmlns");
  expect_edit (&base, "<setup ", "<setup xmlns:t=\"urn:x\" t:seed=\"1\" ", TS_SAVE_ERROR_INVALID, NULL);

  /* libxml2's messages become sentences; its own text follows as a detail. */
  {
    g_autofree char *cut = g_strndup (base.data, strstr (base.data, "</moves>") - base.data);
    g_autofree char *mismatch = edit (base.data, "</moves>", "</move>");
    g_autofree char *twice = edit (base.data, "name=\"Ada\"", "name=\"Ada\" name=\"Bob\"");
    g_autofree char *after = g_strconcat (base.data, "<extra/>", NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(TsMatch) loaded = NULL;

    expect (cut, TS_SAVE_ERROR_NOT_A_SAVE, "cut off");
    expect (mismatch, TS_SAVE_ERROR_NOT_A_SAVE, "do not close in the order");
    expect (twice, TS_SAVE_ERROR_NOT_A_SAVE, "same attribute twice");
    expect (after, TS_SAVE_ERROR_NOT_A_SAVE, "follows the end");
    loaded = ts_save_from_data (mismatch, strlen (mismatch), &error);
    g_assert_nonnull (strstr (error->message, "Technical detail"));
    g_assert_null (strstr (error->message, "XML_PARSE_HUGE"));
  }
  {
    /* Random bytes. */
    TsRng rng;
    char junk[512];

    ts_rng_init (&rng, 1);
    for (guint round = 0; round < 50; round++)
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(TsMatch) match = NULL;

        for (guint i = 0; i < sizeof junk; i++)
          junk[i] = (char) ts_rng_uniform (&rng, 256);
        match = ts_save_from_data (junk, sizeof junk, &error);
        g_assert_null (match);
        g_assert_nonnull (error);
        g_assert_true (error->domain == TS_SAVE_ERROR);
      }
  }

  /* Too many moves: the cap stops the replay. */
  {
    GString *many = g_string_new (NULL);
    char *at = strstr (base.data, "  </moves>");

    g_string_append_len (many, base.data, at - base.data);
    for (guint i = 0; i < 10001; i++)
      g_string_append (many, "<move seat=\"0\">draw</move>");
    g_string_append (many, at);
    assert_load_fails (many->str, many->len, TS_SAVE_ERROR_INVALID, NULL);
    g_string_free (many, TRUE);
  }

  /* Size. */
  big = g_malloc (10 * 1024 * 1024);
  memset (big, ' ', 10 * 1024 * 1024);
  memcpy (big, base.data, strlen (base.data));
  assert_load_fails (big, 10 * 1024 * 1024, TS_SAVE_ERROR_TOO_LARGE, NULL);
  assert_load_fails (big, TS_SAVE_MAX_BYTES + 1, TS_SAVE_ERROR_TOO_LARGE, NULL);
  {
    /* Exactly at the limit is still read (trailing blanks are allowed). */
    g_autoptr(TsMatch) at_limit = ts_save_from_data (big, TS_SAVE_MAX_BYTES, NULL);

    g_assert_nonnull (at_limit);
  }

  base_clear (&base);
}

/* Every hostile case gives the right error, and none of them prints
 * anything: libxml2's default handlers would write to stderr. */
static void
test_hostile (void)
{
  if (g_test_subprocess ())
    {
      run_hostile_cases ();
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_stderr ("");
  g_test_trap_assert_passed ();
}

/* A caller's own libxml2 error handler is put back after a load. */
static int handler_calls;

static void
counting_handler (void *data,
#if LIBXML_VERSION >= 21200
                  const xmlError *err)
#else
                  xmlError *err)
#endif
{
  handler_calls++;
}

static void
test_error_handler_restored (void)
{
  xmlDoc *doc;

  xmlSetStructuredErrorFunc (NULL, counting_handler);
  assert_load_fails ("<a", 2, TS_SAVE_ERROR_NOT_A_SAVE, NULL);
  g_assert_cmpint (handler_calls, ==, 0);
  doc = xmlReadMemory ("<a", 2, NULL, NULL, XML_PARSE_NONET);
  g_assert_null (doc);
  g_assert_cmpint (handler_calls, >, 0);
  xmlSetStructuredErrorFunc (NULL, NULL);
}

/* Saves written by an earlier build (the fuzzer's seed corpus) still load:
 * the file format, the random generator and the replay of the rules must
 * not change under existing saves. */
/* Saves written by earlier versions load: the fuzz corpus and the
 * format-1 fixtures (written before options replaced the variant). */
static guint
check_saves_in (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = g_dir_open (path, 0, &error);
  const char *name;
  guint n = 0;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *file_path = NULL;
      g_autoptr(GFile) file = NULL;
      g_autoptr(TsMatch) match = NULL;

      if (!g_str_has_suffix (name, ".tessella"))
        continue;
      file_path = g_build_filename (path, name, NULL);
      file = g_file_new_for_path (file_path);
      match = ts_save_from_file (file, NULL, &error);
      g_assert_no_error (error);
      g_assert_nonnull (match);
      assert_round_trip (match);
      n++;
    }
  return n;
}

static void
test_compatibility (void)
{
  g_autofree char *corpus = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", NULL);
  g_autofree char *fixtures = g_test_build_filename (G_TEST_DIST, "fixtures", "format-1", NULL);
  g_autofree char *simplified = g_build_filename (fixtures, "network-simplified.tessella", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (simplified);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autofree char *data = NULL;
  const TsGameOption *options;

  g_assert_cmpuint (check_saves_in (corpus), >, 0);
  g_assert_cmpuint (check_saves_in (fixtures), >=, 5);

  /* variant="simplified" of format 1 is the option rules=simplified. */
  match = ts_save_from_file (file, NULL, &error);
  g_assert_no_error (error);
  options = TS_GAME_GET_CLASS (ts_match_get_game (match))->options;
  g_assert_cmpint (ts_setup_get_option (ts_match_get_setup (match), options, "rules"), ==, 1);
  data = ts_save_to_data (match, NULL);
  g_assert_nonnull (strstr (data, "format=\"3\""));
  g_assert_nonnull (strstr (data, "<option name=\"rules\" value=\"simplified\"/>"));
  g_assert_null (strstr (data, "variant="));
}

/* Files */

static char *
read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  return contents;
}

static gboolean
can_write_read_only_directories (void)
{
  /* root (as in many containers) ignores directory permissions */
  return geteuid () == 0;
}

static void
test_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tessella-save-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.tessella", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TsMatch) match = new_match (3, 12);
  g_autoptr(TsMatch) loaded = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *on_disk = NULL;
  TsRng rng;

  g_assert_no_error (error);
  ts_rng_init (&rng, 12);

  /* First save: no backup yet. */
  ts_test_play_random (match, &rng, 4, NULL);
  first = ts_save_to_data (match, NULL);
  g_assert_true (ts_save_to_file (match, file, NULL, &error));
  g_assert_no_error (error);
  on_disk = read_file (path);
  g_assert_cmpstr (on_disk, ==, first);
  g_clear_pointer (&on_disk, g_free);
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));

  loaded = ts_save_from_file (file, NULL, &error);
  g_assert_no_error (error);
  assert_matches_equal (match, loaded);
  g_clear_object (&loaded);

  /* Second save: the first one is kept as FILE~. */
  ts_test_play_random (match, &rng, 4, NULL);
  second = ts_save_to_data (match, NULL);
  g_assert_true (ts_save_to_file (match, file, NULL, &error));
  g_assert_no_error (error);
  on_disk = read_file (path);
  g_assert_cmpstr (on_disk, ==, second);
  g_clear_pointer (&on_disk, g_free);
  on_disk = read_file (backup);
  g_assert_cmpstr (on_disk, ==, first);
  g_clear_pointer (&on_disk, g_free);

  ts_test_play_random (match, &rng, 4, NULL);

  /* Failures leave the previous file as it was. */
  {
    /* The backup cannot be made (FILE~ is a folder that is not empty). */
    g_autofree char *inside = g_build_filename (backup, "x", NULL);

    g_assert_cmpint (g_unlink (backup), ==, 0);
    g_assert_cmpint (g_mkdir (backup, 0700), ==, 0);
    g_assert_true (g_file_set_contents (inside, "x", 1, NULL));
    g_assert_false (ts_save_to_file (match, file, NULL, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
    on_disk = read_file (path);
    g_assert_cmpstr (on_disk, ==, second);
    g_clear_pointer (&on_disk, g_free);
    g_assert_cmpint (g_unlink (inside), ==, 0);
    g_assert_cmpint (g_rmdir (backup), ==, 0);
  }
  {
    /* Cancelled before it starts. */
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();

    g_cancellable_cancel (cancellable);
    g_assert_false (ts_save_to_file (match, file, cancellable, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_clear_error (&error);
    on_disk = read_file (path);
    g_assert_cmpstr (on_disk, ==, second);
    g_clear_pointer (&on_disk, g_free);
  }
  if (can_write_read_only_directories ())
    g_test_message ("running as root: the read-only folder case cannot fail, skipped");
  else
    {
      /* A read-only folder. */
      g_assert_cmpint (g_chmod (dir, 0500), ==, 0);
      g_assert_false (ts_save_to_file (match, file, NULL, &error));
      g_assert_nonnull (error);
      g_clear_error (&error);
      g_assert_cmpint (g_chmod (dir, 0700), ==, 0);
      on_disk = read_file (path);
      g_assert_cmpstr (on_disk, ==, second);
      g_clear_pointer (&on_disk, g_free);
    }
  {
    /* A folder that does not exist. */
    g_autofree char *missing = g_build_filename (dir, "no-such-folder", "game.tessella", NULL);
    g_autoptr(GFile) nowhere = g_file_new_for_path (missing);

    g_assert_false (ts_save_to_file (match, nowhere, NULL, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
    g_clear_error (&error);
    g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));

    loaded = ts_save_from_file (nowhere, NULL, &error);
    g_assert_null (loaded);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
    g_clear_error (&error);
  }
  {
    /* Nothing but the save and its backup is left behind. */
    g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
    const char *name;
    guint n = 0;

    while ((name = g_dir_read_name (listing)) != NULL)
      {
        g_assert_true (g_str_equal (name, "game.tessella"));
        n++;
      }
    g_assert_cmpuint (n, ==, 1);
  }

  /* Loading a folder, and files over the size limit. */
  {
    g_autoptr(GFile) folder = g_file_new_for_path (dir);
    g_autofree char *big_path = g_build_filename (dir, "big.tessella", NULL);
    g_autoptr(GFile) big_file = g_file_new_for_path (big_path);
    g_autofree char *big = g_malloc0 (10 * 1024 * 1024);

    loaded = ts_save_from_file (folder, NULL, &error);
    g_assert_null (loaded);
    g_assert_nonnull (error);
    g_clear_error (&error);

    memset (big, ' ', 10 * 1024 * 1024);
    g_assert_true (g_file_set_contents (big_path, big, 10 * 1024 * 1024, NULL));
    loaded = ts_save_from_file (big_file, NULL, &error);
    g_assert_null (loaded);
    g_assert_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_TOO_LARGE);
    g_clear_error (&error);

    g_assert_true (g_file_set_contents (big_path, big, TS_SAVE_MAX_BYTES + 1, NULL));
    loaded = ts_save_from_file (big_file, NULL, &error);
    g_assert_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_TOO_LARGE);
    g_clear_error (&error);
    g_assert_cmpint (g_unlink (big_path), ==, 0);
  }

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_unlink (backup);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add_func ("/save/round-trip/every-move", test_round_trip_every_move);
  g_test_add_func ("/save/round-trip/names", test_round_trip_names);
  g_test_add_func ("/save/round-trip/hints", test_round_trip_hints);
  g_test_add_func ("/save/round-trip/seed-and-first-seat", test_round_trip_seed_and_first_seat);
  g_test_add_func ("/save/round-trip/position", test_round_trip_position);
  g_test_add_func ("/save/tolerated", test_tolerated);
  g_test_add_func ("/save/truncated/short", test_truncated_short);
  g_test_add_func ("/save/truncated/long", test_truncated_long);
  g_test_add_func ("/save/hostile", test_hostile);
  g_test_add_func ("/save/error-handler-restored", test_error_handler_restored);
  g_test_add_func ("/save/file", test_file);
  g_test_add_func ("/save/compatibility", test_compatibility);

  return g_test_run ();
}
