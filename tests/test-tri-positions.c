/* test-tri-positions.c — TRI: positions saved and loaded, is_legal, the
 * neighbour table and notation, and hostile positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-tri.h"

/* ------------------------------------------------------------------ */
/* Positions                                                           */

void
test_save_round_trip (void)
{
  TsRng rng;
  guint phases_seen = 0;

  ts_rng_init (&rng, 31);
  for (guint g = 0; g < 6; g++)
    {
      g_autoptr(TsGame) game = new_game (2 + g % 3, 100 + g, g % 2);

      g_object_unref (ts_test_round_trip (game));
      while (!ts_game_is_over (game))
        {
          TsMove move;

          if (!ts_game_playout_move (game, &rng, &move))
            ts_test_random_move (game, &rng, &move);
          g_assert_true (ts_game_apply_move (game, &move, NULL));
          phases_seen |= 1u << ts_tri_game_get_phase (TRI (game));
          g_object_unref (ts_test_round_trip (game));
          /* Views are positions too. */
          if (ts_tri_game_get_phase (TRI (game)) != TRI_PHASE_ACTION)
            {
              g_autoptr(TsGame) view = ts_game_view_for (game, TS_SEAT_NONE);

              g_object_unref (ts_test_round_trip (view));
            }
        }
    }
  g_assert_cmpuint (phases_seen, ==, 0x1f);
}

void
test_bad_positions (void)
{
  g_autoptr(TsGame) source = x07_game (TRUE, FALSE, NULL);
  g_autoptr(TsGame) game = NULL;
  g_autofree char *text = NULL;
  g_autofree char *before = NULL;
  gsize len;
  const char *edits[][2] = {
    { "players 2", "players 5" },
    { "size 4", "size 5" },
    { "round 4", "round 201" },
    { "round 4", "round 0" },
    { "current 0", "current 2" },
    { "current 0", "current -" },
    { "phase action", "phase attack-card" },
    { "phase action", "phase fight" },
    { "forced 0", "forced 1 7" },
    { "forced 0", "forced 65" },
    { "hand 0 1 1 1 1", "hand 0 1 2 1 1" },
    { "hand 0 1 1 1 1", "hand 0 0 1 1 1" },
    { "hand 0 1 1 1 1", "hand 1 1 1 1 1" },
    { "supply 22", "supply 99" },
    { "defeated 0", "defeated 1 0" },
    { "defeated 0", "defeated 1 7" },
    { "conquered 0", "conquered 1 0,0 0" },
    { "teleports 0", "teleports 1 9,9" },
    { "teleports 0", "teleports 2 0,0 0,0" },
    { "battle none", "battle 0 1 2,2,N from 3 2,2,E 2,2,W 2,1,S dice 1 2 3 defence 0 cards - - "
                     "revealed 0 won 0 void -" },
    { "end", "end more" },
    { "end", "" },
    { "tri 2", "tri 3" },
    { "tri 2", "tri 0" },
    /* Version 2 has no "last" entry. */
    { "end", "last - award 0 0 0 eliminated 0 end" },
  };

  game = x07_game (FALSE, FALSE, NULL);
  before = ts_game_save_state (game);
  text = ts_game_save_state (source);
  len = strlen (text);

  /* Every truncation. */
  for (gsize cut = 0; cut + 1 < len; cut++)
    {
      g_autofree char *part = g_strndup (text, cut);
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;

      /* A cut inside the final "end\n" word boundary may still be whole. */
      if (cut >= len - 1)
        continue;
      g_assert_false (ts_game_load_state (game, part, &error));
      g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
      after = ts_game_save_state (game);
      g_assert_cmpstr (before, ==, after);
    }

  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autofree char *bad = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;
      char *at = strstr (text, edits[i][0]);

      g_assert_nonnull (at);
      bad = g_strdup_printf ("%.*s%s%s", (int) (at - text), text, edits[i][1],
                             at + strlen (edits[i][0]));
      if (ts_game_load_state (game, bad, &error))
        g_error ("accepted edit %u:\n%s", i, bad);
      g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
      after = ts_game_save_state (game);
      g_assert_cmpstr (before, ==, after);
    }

  /* A valid text loads. */
  g_assert_true (ts_game_load_state (game, text, NULL));
  {
    g_autofree char *loaded = ts_game_save_state (game);

    g_assert_cmpstr (loaded, ==, text);
  }
}

/* Positions with one word changed, dropped or doubled: either refused
 * without a change, or a game that keeps its invariants in play. */
void
test_mutated_positions (void)
{
  static const char * const words[] = { "-", "+2", "+1", "x", "none", "0", "1", "3", "6", "7",
                                         "-1", "99", "100", "201", "65536", "4,4,N", "0,0",
                                         "3,3,S", "action", "void", "over", "0123", "....",
                                         "defend-card" };
  TsRng rng;
  guint accepted = 0, refused = 0;

  ts_rng_init (&rng, 4242);
  for (guint g = 0; g < 12; g++)
    {
      g_autoptr(TsGame) game = new_game (2 + g % 3, g, 0);

      for (guint step = 0; step < 400 && !ts_game_is_over (game); step++)
        {
          g_autofree char *text = NULL;
          g_auto(GStrv) parts = NULL;
          guint n, k;
          TsMove move;

          if (!ts_game_playout_move (game, &rng, &move))
            ts_test_random_move (game, &rng, &move);
          g_assert_true (ts_game_apply_move (game, &move, NULL));
          if (step % 5 != 0)
            continue;

          text = ts_game_save_state (game);
          parts = g_strsplit_set (text, " \n", -1);
          n = g_strv_length (parts);
          for (guint trial = 0; trial < 6; trial++)
            {
              GString *bad = g_string_new (NULL);
              g_autoptr(TsGame) target = new_game (2, 1, 0);
              g_autofree char *before = ts_game_save_state (target);
              g_autoptr(GError) error = NULL;
              guint what = ts_rng_uniform (&rng, 3);
              g_autofree char *bad_text = NULL;

              k = ts_rng_uniform (&rng, n);
              for (guint i = 0; i < n; i++)
                {
                  if (i == k && what == 0)
                    g_string_append (bad, words[ts_rng_uniform (&rng, G_N_ELEMENTS (words))]);
                  else if (i == k && what == 1)
                    continue;
                  else
                    {
                      g_string_append (bad, parts[i]);
                      if (i == k)
                        g_string_append_printf (bad, " %s", parts[i]);
                    }
                  g_string_append_c (bad, ' ');
                }
              bad_text = g_string_free (bad, FALSE);

              if (!ts_game_load_state (target, bad_text, &error))
                {
                  g_autofree char *after = ts_game_save_state (target);

                  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
                  g_assert_cmpstr (before, ==, after);
                  refused++;
                  continue;
                }
              accepted++;
              check_invariants (target);
              for (guint i = 0; i < 30 && !ts_game_is_over (target); i++)
                {
                  ts_test_random_move (target, &rng, &move);
                  g_assert_true (ts_game_apply_move (target, &move, NULL));
                  check_invariants (target);
                }
            }
        }
    }
  g_assert_cmpuint (refused, >, 0);
  g_test_message ("mutated positions: %u refused, %u accepted", refused, accepted);
}

/* ------------------------------------------------------------------ */
/* is_legal                                                            */

static gboolean
in_list (GArray       *moves,
         const TsMove *move)
{
  for (guint i = 0; i < moves->len; i++)
    if (ts_move_equal (&g_array_index (moves, TsMove, i), move))
      return TRUE;
  return FALSE;
}

/* A legal move changed a little: another kind, a neighbouring or far
 * number, junk in an unused field. */
static TsMove
mutate (const TsMove *move,
        TsRng        *rng)
{
  TsMove m = *move;
  guint field = ts_rng_uniform (rng, 4);

  switch (ts_rng_uniform (rng, 4))
    {
    case 0:
      m.kind = (gint16) ts_rng_uniform (rng, TRI_MOVE_VOID + 2);
      break;
    case 1:
      m.arg[field] += ts_rng_uniform (rng, 2) ? 1 : -1;
      break;
    case 2:
      m.arg[field] = (gint16) ts_rng_uniform (rng, 106) - 3;
      break;
    default:
      m.arg[2 + ts_rng_uniform (rng, TS_MOVE_N_ARGS - 2)] = 1;
      break;
    }
  return m;
}

/* is_legal is a direct check, and it agrees with list_moves on every
 * position of a few hundred games, for listed moves and near misses. */
void
test_is_legal_agrees_with_list (void)
{
  TsRng rng;
  guint checked = 0, illegal = 0;

  /* Not the base class's fallback, which lists the moves. */
  {
    g_autoptr(TsGame) game = new_game (2, 1, 0);

    g_assert_nonnull (TS_GAME_GET_CLASS (game)->is_legal);
  }

  ts_rng_init (&rng, 5150);
  for (guint g = 0; g < 240; g++)
    {
      guint n = 2 + g % 3;
      g_autoptr(TsGame) game = new_game (n, 7000 + g, g % n);
      gboolean policy = g % 2 == 0;

      for (;;)
        {
          g_autoptr(GArray) moves = ts_game_list_moves (game);
          TsMove move;

          for (guint i = 0; i < moves->len; i++)
            {
              const TsMove *m = &g_array_index (moves, TsMove, i);

              g_assert_true (ts_game_is_legal (game, m));
            }
          for (guint k = 0; k < 12; k++)
            {
              TsMove m;

              if (moves->len > 0)
                m = mutate (&g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len)), &rng);
              else
                {
                  TsMove pass = ts_tri_move_pass ();

                  m = mutate (&pass, &rng);
                }
              if (ts_game_is_legal (game, &m) != in_list (moves, &m))
                {
                  g_autofree char *state = ts_game_save_state (game);

                  g_error ("is_legal says %d for kind %d args %d %d %d %d %d %d %d in\n%s",
                           !in_list (moves, &m), m.kind, m.arg[0], m.arg[1], m.arg[2], m.arg[3],
                           m.arg[4], m.arg[5], m.arg[6], state);
                }
              illegal += !in_list (moves, &m);
              checked++;
            }
          if (ts_game_is_over (game))
            break;
          if (!policy || !ts_game_playout_move (game, &rng, &move))
            move = g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len));
          g_assert_true (ts_game_apply_move (game, &move, NULL));
        }
    }
  g_assert_cmpuint (illegal, >, checked / 4);
  g_test_message ("is_legal: %u near misses checked, %u illegal", checked, illegal);
}

/* ------------------------------------------------------------------ */
/* Structure                                                           */

/* The rules read neighbours from a table the compiler wrote; it matches
 * the definition (§3.2) computed by tri_neighbours (). */
void
test_neighbour_table (void)
{
  for (guint size = 4; size <= 5; size++)
    for (guint t = 0; t < 4 * size * size; t++)
      {
        int n[3];

        tri_neighbours (size, t, n);
        for (guint i = 0; i < 3; i++)
          g_assert_cmpint (tri_neighbour_table[size - 4][t][i], ==, n[i]);
      }
}

/* The constructors make the moves the notation reads. */
void
test_move_constructors (void)
{
  g_autoptr(TsGame) game = new_game (2, 1, 0);
  const struct
  {
    const char *text;
    TsMove      move;
  } cases[] = {
    { "place 1,2,W", ts_tri_move_place (tri_triangle (4, 1, 2, TRI_DIR_W)) },
    { "expand 3,0,N", ts_tri_move_expand (tri_triangle (4, 3, 0, TRI_DIR_N)) },
    { "attack 0,3,E", ts_tri_move_attack (tri_triangle (4, 0, 3, TRI_DIR_E)) },
    { "teleport 2,1 0,0,S", ts_tri_move_teleport (1 * 4 + 2, tri_triangle (4, 0, 0, TRI_DIR_S)) },
    { "pass", ts_tri_move_pass () },
    { "card +3", ts_tri_move_card (3) },
    { "void 2,2,E", ts_tri_move_void (tri_triangle (4, 2, 2, TRI_DIR_E)) },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TsMove parsed = ts_test_parse_ok (game, cases[i].text);
      g_autofree char *text = ts_game_format_move (game, &cases[i].move);

      g_assert_true (ts_move_equal (&parsed, &cases[i].move));
      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* Version 1 positions had a "last" entry; they still load, as the same
 * game, and save as version 2. */
void
test_position_version_1 (void)
{
  g_autoptr(TsGame) game = x09_game (FALSE);
  g_autofree char *text = ts_game_save_state (game);
  g_autoptr(GString) old = g_string_new (text);
  g_autoptr(TsGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *again = NULL;

  g_assert_true (g_str_has_prefix (text, "tri 2\n"));
  g_string_replace (old, "tri 2\n", "tri 1\n", 1);
  g_string_replace (old, "\nend\n", "\nlast 1 6 3 0 award 0 0 0 eliminated 0\nend\n", 1);
  loaded = ts_game_new_from_state ("tri", old->str, &error);
  g_assert_no_error (error);
  again = ts_game_save_state (loaded);
  g_assert_cmpstr (again, ==, text);

  /* The entry is still checked. */
  {
    g_autoptr(GString) bad = g_string_new (old->str);
    g_autoptr(TsGame) refused = NULL;

    g_string_replace (bad, "last 1 ", "last 9 ", 1);
    refused = ts_game_new_from_state ("tri", bad->str, &error);
    g_assert_null (refused);
    g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
    g_clear_error (&error);
  }
  /* And required in version 1. */
  {
    g_autoptr(GString) bad = g_string_new (text);
    g_autoptr(TsGame) refused = NULL;

    g_string_replace (bad, "tri 2\n", "tri 1\n", 1);
    refused = ts_game_new_from_state ("tri", bad->str, &error);
    g_assert_null (refused);
    g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE);
  }
}

/* ------------------------------------------------------------------ */
/* Hostile positions: one impossible value at a time (issue 23)        */

/* A three-player game in round 3 or later, in the action phase, after a
 * battle and with a conquered square. */
static TsGame *
mid_game (void)
{
  TsGame *game = ts_test_new_game_of ("tri", 3, 31, 0, NULL);
  TsRng rng;

  ts_rng_init (&rng, 31);
  for (;;)
    {
      g_autofree char *text = ts_game_save_state (game);
      TsMove move;

      if (ts_tri_game_get_round (TRI (game)) >= 3 && ts_tri_game_get_phase (TRI (game)) == TRI_PHASE_ACTION &&
          strstr (text, "battle none") == NULL && strstr (text, "conquered 0") == NULL &&
          strstr (text, "defeated 0") != NULL)
        return game;
      g_assert_false (ts_game_is_over (game));
      ts_test_random_move (game, &rng, &move);
      g_assert_true (ts_game_apply_move (game, &move, NULL));
    }
}

void
test_hostile_fields (void)
{
  static const TsTestFieldEdit edits[] = {
    { "tri", 0, 1, "3", "tri" },
    { "players", 0, 1, "5", "players" },
    { "first", 0, 1, "3", "first" },
    { "size", 0, 1, "4", "size" },              /* 3 players play on 5 × 5 */
    { "current", 0, 1, "7", "current" },
    { "current", 0, 1, "-", "current" },
    { "round", 0, 1, "0", "round" },
    { "round", 0, 1, "201", "round" },
    { "turn", 0, 1, "65535", "turn" },
    { "forced", 0, 1, "65", "forced" },
    { "conquered", 0, 1, "26", "conquered" },
    { "conquered", 0, 3, "65000", "conquered" }, /* conquered after this turn */
    { "teleports", 0, 1, "26", "teleports" },
    { "supply", 0, 1, "25", "supply" },
    { "supply", 0, 1, "0", "supply" },          /* +2 cards lost */
    { "hand", 1, 1, "0", "hand" },
    { "hand", 0, 2, "2", "hand" },              /* two +0 */
    { "hand", 0, 3, "25", "hand" },
    { "defeated", 0, 1, "3", "defeated" },
    { "battle", 0, 1, "7", "battle" },
    { "battle", 0, 2, "7", "battle" },
    { "from", 0, 1, "4", "battle" },
    { "dice", 0, 1, "9", "battle" },
    { "defence", 0, 1, "7", "battle" },
    { "revealed", 0, 1, "2", "battle" },
    { "revealed", 0, 1, "0", "battle" },        /* a finished battle unrevealed */
    { "won", 0, 1, "2", "battle" },
    { "phase", 0, 1, "attack-card", "battle" }, /* the last battle is over */
  };
  g_autoptr(TsGame) game = mid_game ();

  ts_test_assert_edits_refused (game, edits, G_N_ELEMENTS (edits));
}

/* R20: a game is over when two players are left on a full board, one
 * player is left, or round 200 has ended; never before. */
void
test_hostile_over (void)
{
  g_autoptr(TsGame) game = mid_game ();
  g_autofree char *text = ts_game_save_state (game);
  g_autofree char *a = ts_test_edit_word (text, "phase", 0, 1, "over");
  g_autofree char *over = ts_test_edit_word (a, "current", 0, 1, "-");

  ts_test_assert_field_refused (game, over, "phase");
}

/* R3: round 1 is one placement per seat, in turn order; no battles, no
 * teleports, no eliminations. */
void
test_hostile_round_1 (void)
{
  g_autoptr(TsGame) game = ts_test_new_game_of ("tri", 3, 5, 0, NULL);
  static const TsTestFieldEdit edits[] = {
    { "turn", 0, 1, "0", "turn" },              /* seat 1 plays the second turn */
    { "teleports", 0, 1, "1 0,0", "teleports" },
    { "phase", 0, 1, "attack-card", "phase" },
    { "battle", 0, 1, "0 1 0,0,N from 1 0,0,E dice 6 defence 1 cards +0 +0 revealed 1 won 1 void -",
      "battle" },
  };
  g_autoptr(GArray) moves = ts_game_list_moves (game);
  g_autofree char *text = NULL;
  g_autofree char *bad = NULL;
  guint empty = 1;

  g_assert_true (ts_game_apply_move (game, &g_array_index (moves, TsMove, 0), NULL));
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  ts_test_assert_edits_refused (game, edits, G_N_ELEMENTS (edits));

  /* Seat 1 owns a triangle before its placement. */
  text = ts_game_save_state (game);
  for (;;)
    {
      g_autofree char *square = ts_test_word_at (text, "board", 0, empty);

      if (strcmp (square, "....") == 0)
        break;
      empty++;
    }
  bad = ts_test_edit_word (text, "board", 0, empty, "1...");
  ts_test_assert_field_refused (game, bad, "board");
}
