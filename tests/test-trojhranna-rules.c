/* test-trojhranna-rules.c — the rules of Trojhranná hra against the
 * spec's acceptance scenarios J1–J21
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-trojhranna.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

/* Plays the first offered arrangement for every seat. */
static void
finish_memorisation (TsGame *game)
{
  while (ts_trojhranna_game_get_phase (TJ (game)) == TJ_PHASE_MEMORISE)
    {
      g_autoptr(GArray) moves = ts_game_list_moves (game);
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (moves->len, >, 0);
      g_assert_true (ts_game_apply_move (game, &g_array_index (moves, TsMove, 0), &error));
      g_assert_no_error (error);
    }
}

static char *
move_text (TsGame       *game,
           const TsMove *move)
{
  return ts_game_format_move (game, move);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  /* g_ptr_array_sort passes pointers to the elements. */
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/* The offered moves as sorted text, joined by "|". */
static char *
moves_text (TsGame *game)
{
  g_autoptr(GArray) moves = ts_game_list_moves (game);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < moves->len; i++)
    g_ptr_array_add (texts, move_text (game, &g_array_index (moves, TsMove, i)));
  g_ptr_array_sort (texts, compare_strings);
  for (guint i = 0; i < texts->len; i++)
    g_string_append_printf (s, "%s%s", i ? "|" : "", (char *) texts->pdata[i]);
  return g_string_free (s, FALSE);
}

/* Applies TEXT to GAME as a match would, recording what it did: the
 * events it emitted. */
static GArray *
apply_with_events (TsGame     *game,
                   const char *text)
{
  GArray *events = g_array_new (FALSE, FALSE, sizeof (TsEvent));

  ts_game_set_event_sink (game, events);
  ts_test_apply_ok (game, text);
  ts_game_set_event_sink (game, NULL);
  return events;
}

/* The events of KIND among EVENTS, in order. */
static GArray *
events_of_kind (GArray      *events,
                TjEventKind  kind)
{
  GArray *found = g_array_new (FALSE, FALSE, sizeof (TsEvent));

  for (guint i = 0; i < events->len; i++)
    if (g_array_index (events, TsEvent, i).kind == kind)
      g_array_append_val (found, g_array_index (events, TsEvent, i));
  return found;
}

/* ------------------------------------------------------------------ */
/* J1–J21                                                              */

/* Plays uniformly random legal moves to the end; returns the game. */
TsGame *
random_game (guint   n_players,
             guint64 seed,
             TsRng  *rng)
{
  TsGame *game = ts_test_new_game (n_players, seed, 0);

  ts_test_game_play_random (game, rng, G_MAXUINT);
  return game;
}

void
test_j1_deck (void)
{
  guint by_colours[4] = { 0, };
  TsRng rng;

  for (int c = 0; c < TJ_N_CARDS; c++)
    {
      const char *name = tj_card_name (c);
      gboolean has[TJ_N_COLOURS] = { FALSE, };
      guint n_colours = 0;

      g_assert_cmpuint (strlen (name), ==, 3);
      g_assert_cmpint (tj_card_from_name (name), ==, c);
      for (guint k = 0; k < 3; k++)
        {
          g_assert_cmpint (tj_colour_code (tj_card_corner (c, k)), ==, name[k]);
          if (!has[tj_card_corner (c, k)])
            n_colours++;
          has[tj_card_corner (c, k)] = TRUE;
        }
      by_colours[n_colours]++;

      /* Canonical: the name is the smallest of its three rotations. */
      for (guint rot = 1; rot < 3; rot++)
        {
          char rotated[4] = { name[rot], name[(rot + 1) % 3], name[(rot + 2) % 3], 0 };
          int cmp = 0;

          for (guint k = 0; k < 3 && cmp == 0; k++)
            cmp = colour_index (name[k]) - colour_index (rotated[k]);
          g_assert_cmpint (cmp, <=, 0);
          if (strcmp (rotated, name) != 0)
            g_assert_cmpint (tj_card_from_name (rotated), ==, -1);
        }

      for (int d = 0; d < c; d++)
        g_assert_cmpstr (tj_card_name (d), !=, name);
    }
  g_assert_cmpuint (by_colours[1], ==, 5);
  g_assert_cmpuint (by_colours[2], ==, 20);
  g_assert_cmpuint (by_colours[3], ==, 20);
  g_assert_cmpint (tj_card_from_name ("RGB"), >=, 0);
  g_assert_cmpint (tj_card_from_name ("RBG"), >=, 0);
  g_assert_cmpint (tj_card_from_name ("RGB"), !=, tj_card_from_name ("RBG"));
  g_assert_cmpstr (tj_card_name (0), ==, "RRR");
  g_assert_cmpstr (tj_card_name (5), ==, "RRY");
  g_assert_cmpstr (tj_card_name (25), ==, "RYG");
  g_assert_cmpstr (tj_card_name (44), ==, "GPB");

  /* A new game's deck is these 45 cards: at the end every card is face up
   * somewhere, each exactly once. */
  ts_rng_init (&rng, 11);
  for (guint n = 2; n <= 4; n++)
    {
      g_autoptr(TsGame) game = ts_test_new_game (n, 100 + n, 0);
      g_autoptr(TsGame) done = NULL;
      gboolean seen[TJ_N_CARDS] = { FALSE, };
      guint total = 0;

      g_assert_cmpuint (ts_trojhranna_game_get_deck_size (TJ (game)) + 3 * n, ==, TJ_N_CARDS);
      done = random_game (n, 100 + n, &rng);
      g_assert_cmpuint (ts_trojhranna_game_get_deck_size (TJ (done)), ==, 0);
      for (guint i = 0; i < ts_trojhranna_game_get_n_table (TJ (done)); i++)
        {
          int c = ts_trojhranna_game_get_table_card (TJ (done), i)->card;
          g_assert_false (seen[c]);
          seen[c] = TRUE;
          total++;
        }
      for (guint s = 0; s < n; s++)
        {
          for (guint i = 0; i < ts_trojhranna_game_get_reserve_size (TJ (done), s); i++)
            {
              int c = ts_trojhranna_game_get_reserve (TJ (done), s, i).card;
              g_assert_cmpint (c, >=, 0);
              g_assert_false (seen[c]);
              seen[c] = TRUE;
              total++;
            }
          for (guint i = 0; i < ts_trojhranna_game_get_dead_size (TJ (done), s); i++)
            {
              int c = ts_trojhranna_game_get_dead (TJ (done), s, i);
              g_assert_false (seen[c]);
              seen[c] = TRUE;
              total++;
            }
        }
      g_assert_cmpuint (total, ==, TJ_N_CARDS);
    }
}

void
test_j2_setup_sizes (void)
{
  const guint deck_after[5] = { 0, 0, 38, 35, 32 };

  for (guint n = 2; n <= 4; n++)
    for (int first = 0; first < (int) n; first++)
      {
        g_autoptr(TsGame) game = ts_test_new_game (n, 7 * n + first, first);
        TsTrojhrannaGame *tj = TJ (game);
        const TjTableCard *start;
        guint rot = 9;

        g_assert_cmpint (ts_trojhranna_game_get_phase (tj), ==, TJ_PHASE_MEMORISE);
        g_assert_cmpint (ts_game_get_current_seat (game), ==, first);
        finish_memorisation (game);

        g_assert_cmpint (ts_trojhranna_game_get_phase (tj), ==, TJ_PHASE_CHOOSE);
        g_assert_cmpint (ts_game_get_current_seat (game), ==, first);
        g_assert_cmpuint (ts_trojhranna_game_get_deck_size (tj), ==, deck_after[n]);
        g_assert_cmpuint (ts_trojhranna_game_get_n_table (tj), ==, 1);
        start = ts_trojhranna_game_get_table_card (tj, 0);
        g_assert_true (ts_tri_cell_equal (start->cell, cell_of ("U0,0")));
        g_assert_cmpuint (start->rot, ==, 0);
        g_assert_cmpuint (start->seq, ==, 0);
        g_assert_cmpint (ts_trojhranna_game_get_card_at (tj, start->cell, &rot), ==, start->card);
        g_assert_cmpuint (rot, ==, 0);
        for (guint s = 0; s < n; s++)
          {
            g_assert_cmpuint (ts_trojhranna_game_get_reserve_size (tj, s), ==, 3);
            g_assert_cmpuint (ts_trojhranna_game_get_dead_size (tj, s), ==, 0);
            g_assert_cmpint (ts_game_get_score (game, s), ==, 3);
          }
      }
}

/* Deck card INDEX (0 = top) from a saved position: the words after
 * "deck N" (the grammar in trojhranna-game.h). */
static char *
saved_deck_card (TsGame *game,
                 guint   index)
{
  g_autofree char *text = ts_game_save_state (game);
  g_auto(GStrv) words = g_strsplit_set (text, " \n", -1);
  int k = -2;   /* "deck", then the count */

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      if (k == -2 && strcmp (words[i], "deck") == 0)
        k = -1;
      else if (k == -1)
        k = 0;
      else if (k >= 0 && (guint) k++ == index)
        return g_strdup (words[i]);
    }
  g_assert_not_reached ();
  return NULL;
}

static char *
saved_top_card (TsGame *game)
{
  return saved_deck_card (game, 0);
}

void
test_j3_start_card (void)
{
  int rpy = card ("RPY");
  gboolean found = FALSE;

  for (guint64 seed = 0; seed < 5000 && !found; seed++)
    {
      g_autoptr(TsGame) game = ts_test_new_game (3, seed, 0);
      g_autofree char *top = NULL;
      const TjTableCard *start;

      /* Before the last seat has arranged, the top card is known. */
      ts_test_apply_ok (game, "arrange 0r0 1r0 2r0");
      ts_test_apply_ok (game, "arrange 0r0 1r0 2r0");
      top = saved_top_card (game);
      ts_test_apply_ok (game, "arrange 2r1 0r0 1r2");
      start = ts_trojhranna_game_get_table_card (TJ (game), 0);
      g_assert_cmpstr (top, ==, tj_card_name (start->card));
      if (start->card != rpy)
        continue;

      found = TRUE;
      /* R at (0,0), P at (1,0), Y at (0,1) */
      g_assert_true (ts_tri_cell_equal (start->cell, cell_of ("U0,0")));
      g_assert_cmpint (tj_colour_code (tj_card_colour_at (start->card, start->rot, 0)), ==, 'R');
      g_assert_cmpint (tj_colour_code (tj_card_colour_at (start->card, start->rot, 1)), ==, 'P');
      g_assert_cmpint (tj_colour_code (tj_card_colour_at (start->card, start->rot, 2)), ==, 'Y');
    }
  g_assert_true (found);
}

void
test_j4_side_match (void)
{
  Fixture f = { .n_players = 2, .table = F0, .deck_size = 20, .flipped = "RPG",
                .phase = "place", .rest_seat = -1 };
  g_autoptr(TsGame) game = fixture_game (&f);
  TsMove m = ts_test_parse_ok (game, "place D0,-1 r2");

  g_assert_cmpuint (ts_trojhranna_game_count_matches (TJ (game), card ("RPG"),
                                                      cell_of ("D0,-1"), 2), ==, 2);
  g_assert_true (ts_game_is_legal (game, &m));
  ts_test_apply_ok (game, "place D0,-1 r2");
  g_assert_cmpint (ts_trojhranna_game_get_card_at (TJ (game), cell_of ("D0,-1"), NULL), ==,
                   card ("RPG"));
}

void
test_j5_wrong_rotation (void)
{
  Fixture f = { .n_players = 2, .table = F0, .deck_size = 20, .flipped = "RPG",
                .phase = "place", .rest_seat = -1 };
  g_autoptr(TsGame) game = fixture_game (&f);
  TsMove m = ts_test_parse_ok (game, "place D0,-1 r0");

  g_assert_cmpuint (ts_trojhranna_game_count_matches (TJ (game), card ("RPG"),
                                                      cell_of ("D0,-1"), 0), ==, 0);
  g_assert_false (ts_game_is_legal (game, &m));
  ts_test_apply_fails (game, "place D0,-1 r0", TS_GAME_ERROR_ILLEGAL_MOVE);
}

void
test_j6_one_match (void)
{
  Fixture f = { .n_players = 2, .table = F0, .deck_size = 20, .flipped = "YBG",
                .phase = "place", .rest_seat = -1 };
  g_autoptr(TsGame) game = fixture_game (&f);
  TsMove m = ts_test_parse_ok (game, "place D0,-1 r2");

  g_assert_cmpuint (ts_trojhranna_game_count_matches (TJ (game), card ("YBG"),
                                                      cell_of ("D0,-1"), 2), ==, 1);
  g_assert_false (ts_game_is_legal (game, &m));
  ts_test_apply_fails (game, "place D0,-1 r2", TS_GAME_ERROR_ILLEGAL_MOVE);
}

#define J7_SET "place D-1,0 r1|place D0,-1 r2|place D0,0 r0"

void
test_j7_exact_legal_set (void)
{
  Fixture f = { .n_players = 2, .table = F0, .deck_size = 20, .flipped = "RBG",
                .phase = "place", .rest_seat = -1 };
  g_autoptr(TsGame) game = fixture_game (&f);
  g_autofree char *moves = moves_text (game);
  struct { const char *cell; guint rot; const char *colours; } want[] = {
    { "D0,0", 0, "RBG" }, { "D-1,0", 1, "BGR" }, { "D0,-1", 2, "GRB" },
  };

  g_assert_cmpstr (moves, ==, J7_SET);
  /* The corner colours the spec lists. */
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    for (guint k = 0; k < 3; k++)
      g_assert_cmpint (tj_colour_code (tj_card_colour_at (card ("RBG"), want[i].rot, k)), ==,
                       want[i].colours[k]);
}

void
test_j8_point_matches (void)
{
  Fixture f = { .n_players = 2, .table = F2, .deck_size = 20, .flipped = "RPY",
                .phase = "place", .rest_seat = -1 };
  g_autoptr(TsGame) game = fixture_game (&f);
  TsTriCell cell = cell_of ("U0,-1"), nb[3];
  TsMove m = ts_test_parse_ok (game, "place U0,-1 r1");

  ts_tri_cell_edge_neighbours (cell, nb);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (ts_trojhranna_game_get_card_at (TJ (game), nb[i], NULL), ==, -1);
  g_assert_cmpuint (ts_trojhranna_game_count_matches (TJ (game), card ("RPY"), cell, 1), ==, 2);
  g_assert_true (ts_game_is_legal (game, &m));
  ts_test_apply_ok (game, "place U0,-1 r1");
  g_assert_cmpint (ts_trojhranna_game_get_card_at (TJ (game), cell, NULL), ==, card ("RPY"));
}

void
test_j9_occupied (void)
{
  const char *cards[] = { "RBG", "RPG", "YBG" };

  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      Fixture f = { .n_players = 2, .table = F0, .deck_size = 20, .flipped = cards[i],
                    .phase = "place", .rest_seat = -1 };
      g_autoptr(TsGame) game = fixture_game (&f);

      ts_test_apply_fails (game, "place U0,0 r0", TS_GAME_ERROR_ILLEGAL_MOVE);
      ts_test_apply_fails (game, "place U0,0 r1", TS_GAME_ERROR_ILLEGAL_MOVE);
      ts_test_apply_fails (game, "place U0,0 r2", TS_GAME_ERROR_ILLEGAL_MOVE);
    }
}

void
test_j10_unplaceable_deck (void)
{
  Fixture f = { .n_players = 3, .table = F0, .deck = "PPP", .deck_size = 15,
                .reserve = { "RRY YYG GGB" }, .rest_seat = 2 };
  g_autoptr(TsGame) game = fixture_game (&f);
  TsTrojhrannaGame *tj = TJ (game);
  const char *want[] = { "RRY", "YYG", "GGB", "PPP" };
  g_autoptr(GArray) events = apply_with_events (game, "draw");
  g_autoptr(GArray) drawn = events_of_kind (events, TJ_EVENT_DRAWN);
  g_autoptr(GArray) kept = events_of_kind (events, TJ_EVENT_KEPT);
  g_autoptr(GArray) placed = events_of_kind (events, TJ_EVENT_PLACED);

  g_assert_cmpuint (ts_trojhranna_game_get_reserve_size (tj, 0), ==, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (ts_trojhranna_game_get_reserve (tj, 0, i).card, ==, card (want[i]));
  g_assert_cmpuint (ts_trojhranna_game_get_deck_size (tj), ==, 14);
  g_assert_cmpuint (ts_trojhranna_game_get_dead_size (tj, 0), ==, 0);
  g_assert_cmpuint (ts_trojhranna_game_get_n_table (tj), ==, 1);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  g_assert_cmpint (ts_trojhranna_game_get_phase (tj), ==, TJ_PHASE_CHOOSE);
  /* Shown to all when drawn (R3), then into the reserve's last slot. */
  g_assert_cmpuint (drawn->len, ==, 1);
  g_assert_cmpint (nth_event (drawn, 0)->seat, ==, 0);
  g_assert_cmpint (nth_event (drawn, 0)->arg[0], ==, card ("PPP"));
  g_assert_true (ts_event_is_public (nth_event (drawn, 0)));
  g_assert_cmpuint (kept->len, ==, 1);
  g_assert_cmpint (nth_event (kept, 0)->seat, ==, 0);
  g_assert_cmpint (nth_event (kept, 0)->arg[0], ==, card ("PPP"));
  g_assert_cmpint (nth_event (kept, 0)->arg[1], ==, 3);
  g_assert_cmpuint (placed->len, ==, 0);

  /* Face down for everyone, the owner included (J21). */
  for (int seat = TS_SEAT_NONE; seat < 3; seat++)
    {
      g_autoptr(TsGame) view = ts_game_view_for (game, seat);
      g_assert_cmpint (ts_trojhranna_game_get_reserve (TJ (view), 0, 3).card, ==, TJ_CARD_UNKNOWN);
    }
}

void
test_j11_unplaceable_reserve (void)
{
  Fixture f = { .n_players = 3, .table = F0, .deck_size = 15,
                .reserve = { "GGG PPP YYY" }, .rest_seat = 2 };
  g_autoptr(TsGame) game = fixture_game (&f);
  TsTrojhrannaGame *tj = TJ (game);

  g_autoptr(GArray) events = apply_with_events (game, "flip 1");
  g_autoptr(GArray) dead = events_of_kind (events, TJ_EVENT_DEAD);

  g_assert_cmpuint (dead->len, ==, 1);
  g_assert_cmpint (nth_event (dead, 0)->seat, ==, 0);
  g_assert_cmpint (nth_event (dead, 0)->arg[0], ==, card ("PPP"));
  g_assert_cmpuint (ts_trojhranna_game_get_dead_size (tj, 0), ==, 1);
  g_assert_cmpint (ts_trojhranna_game_get_dead (tj, 0, 0), ==, card ("PPP"));
  g_assert_cmpuint (ts_trojhranna_game_get_reserve_size (tj, 0), ==, 2);
  g_assert_cmpint (ts_trojhranna_game_get_reserve (tj, 0, 0).card, ==, card ("GGG"));
  g_assert_cmpint (ts_trojhranna_game_get_reserve (tj, 0, 1).card, ==, card ("YYY"));
  g_assert_cmpuint (ts_trojhranna_game_get_deck_size (tj), ==, 15);
  g_assert_cmpint (ts_game_get_score (game, 0), ==, 4);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);

  /* Dead cards are public (R18). */
  {
    g_autoptr(TsGame) view = ts_game_view_for (game, TS_SEAT_NONE);
    g_assert_cmpint (ts_trojhranna_game_get_dead (TJ (view), 0, 0), ==, card ("PPP"));
  }
}

void
test_j12_mandatory (void)
{
  Fixture f = { .n_players = 2, .table = F0, .deck = "RBG", .deck_size = 20,
                .reserve = { "YYY" }, .rest_seat = -1 };
  g_autoptr(TsGame) game = fixture_game (&f);
  g_autofree char *moves = NULL;
  TjSource source = TJ_SOURCE_RESERVE;

  ts_test_apply_ok (game, "draw");
  g_assert_cmpint (ts_trojhranna_game_get_phase (TJ (game)), ==, TJ_PHASE_PLACE);
  g_assert_cmpint (ts_trojhranna_game_get_flipped (TJ (game), &source), ==, card ("RBG"));
  g_assert_cmpint (source, ==, TJ_SOURCE_DECK);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  moves = moves_text (game);
  g_assert_cmpstr (moves, ==, J7_SET);
  /* Nothing else is accepted either. */
  ts_test_apply_fails (game, "draw", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "flip 0", TS_GAME_ERROR_ILLEGAL_MOVE);

  /* The same from the reserve. */
  {
    Fixture g = { .n_players = 2, .table = F0, .deck_size = 20,
                  .reserve = { "YYY RBG" }, .rest_seat = -1 };
    g_autoptr(TsGame) game2 = fixture_game (&g);
    g_autofree char *moves2 = NULL;

    ts_test_apply_ok (game2, "flip 1");
    g_assert_cmpint (ts_trojhranna_game_get_flipped (TJ (game2), &source), ==, card ("RBG"));
    g_assert_cmpint (source, ==, TJ_SOURCE_RESERVE);
    moves2 = moves_text (game2);
    g_assert_cmpstr (moves2, ==, J7_SET);
  }
}

void
test_j13_empty_reserve (void)
{
  Fixture f = { .n_players = 3, .current = 1, .table = F0, .deck_size = 10,
                .reserve = { "RRY YYG", NULL, "GGB" }, .rest_seat = 2 };
  g_autoptr(TsGame) game = fixture_game (&f);
  g_autofree char *moves = moves_text (game);

  g_assert_cmpuint (ts_trojhranna_game_get_reserve_size (TJ (game), 1), ==, 0);
  g_assert_cmpstr (moves, ==, "draw");
  ts_test_apply_fails (game, "flip 0", TS_GAME_ERROR_ILLEGAL_MOVE);
}

void
test_j14_hexagon_penalty (void)
{
  Fixture f = { .n_players = 3, .table = H5, .deck_size = 20,
                .reserve = { "RYG YYY", "RRY", "GGB" }, .rest_seat = 2 };
  g_autoptr(TsGame) game = fixture_game (&f);
  TsTrojhrannaGame *tj = TJ (game);
  g_autofree char *top = saved_top_card (game);
  g_autofree char *second = saved_deck_card (game, 1);
  g_autoptr(GArray) events = NULL;
  g_autoptr(GArray) placed = NULL;
  g_autoptr(GArray) hexagons = NULL;
  g_autoptr(GArray) penalties = NULL;
  g_autoptr(GArray) faces = NULL;
  int p2_card, p3_card;

  ts_test_apply_ok (game, "flip 0");
  g_assert_cmpint (ts_trojhranna_game_get_flipped (tj, NULL), ==, card ("RYG"));
  g_assert_cmpuint (ts_trojhranna_game_count_matches (tj, card ("RYG"), cell_of ("D0,-1"), 2), ==, 3);
  g_assert_cmpuint (ts_trojhranna_game_count_hexagons (tj, cell_of ("D0,-1")), ==, 1);
  events = apply_with_events (game, "place D0,-1 r2");
  placed = events_of_kind (events, TJ_EVENT_PLACED);
  hexagons = events_of_kind (events, TJ_EVENT_HEXAGONS);
  penalties = events_of_kind (events, TJ_EVENT_PENALTY);
  faces = events_of_kind (events, TJ_EVENT_PENALTY_CARD);

  p2_card = last_reserve_card (game, 1);
  p3_card = last_reserve_card (game, 2);
  g_assert_cmpstr (tj_card_name (p2_card), ==, top);
  g_assert_cmpstr (tj_card_name (p3_card), ==, second);
  g_assert_cmpuint (ts_trojhranna_game_get_reserve_size (tj, 0), ==, 1);
  g_assert_cmpuint (ts_trojhranna_game_get_reserve_size (tj, 1), ==, 2);
  g_assert_cmpuint (ts_trojhranna_game_get_reserve_size (tj, 2), ==, 2);
  g_assert_cmpuint (ts_trojhranna_game_get_deck_size (tj), ==, 18);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  g_assert_cmpuint (ts_trojhranna_game_get_n_table (tj), ==, 6);

  {
    TsTriCell cell;
    int c;

    g_assert_cmpuint (placed->len, ==, 1);
    g_assert_true (ts_trojhranna_event_get_placed (nth_event (placed, 0), &c, &cell, NULL));
    g_assert_cmpint (c, ==, card ("RYG"));
    g_assert_true (ts_tri_cell_equal (cell, cell_of ("D0,-1")));
  }
  g_assert_cmpuint (hexagons->len, ==, 1);
  g_assert_cmpint (nth_event (hexagons, 0)->arg[0], ==, 1);
  g_assert_cmpuint (penalties->len, ==, 2);
  g_assert_cmpint (nth_event (penalties, 0)->seat, ==, 1);
  g_assert_cmpint (nth_event (penalties, 1)->seat, ==, 2);
  g_assert_cmpint (nth_event (penalties, 0)->arg[0], ==, TJ_PENALTY_FROM_DECK);
  g_assert_cmpint (nth_event (penalties, 0)->arg[1], ==, -1);
  g_assert_cmpuint (faces->len, ==, 2);
  g_assert_cmpint (nth_event (faces, 0)->arg[0], ==, p2_card);
  g_assert_cmpint (nth_event (faces, 1)->arg[0], ==, p3_card);

  /* Each recipient is shown its own card, nobody else's. */
  for (int seat = TS_SEAT_NONE; seat < 3; seat++)
    {
      g_autoptr(TsGame) view = ts_game_view_for (game, seat);
      TsTrojhrannaGame *v = TJ (view);

      g_assert_cmpuint (ts_trojhranna_game_get_n_pending (v, 1), ==, seat == 1 ? 1 : 0);
      g_assert_cmpuint (ts_trojhranna_game_get_n_pending (v, 2), ==, seat == 2 ? 1 : 0);
      if (seat == 1)
        g_assert_cmpint (ts_trojhranna_game_get_pending (v, 1, 0), ==, p2_card);
      if (seat == 2)
        g_assert_cmpint (ts_trojhranna_game_get_pending (v, 2, 0), ==, p3_card);
      g_assert_cmpint (ts_event_visible_to (nth_event (faces, 0), seat), ==, seat == 1);
      g_assert_cmpint (ts_event_visible_to (nth_event (faces, 1), seat), ==, seat == 2);
      g_assert_cmpint (ts_game_has_private_view (game, seat), ==, seat == 1 || seat == 2);
    }

  /* P2's pending card is cleared by P2's next move. */
  ts_test_apply_ok (game, "draw");
  g_assert_cmpuint (ts_trojhranna_game_get_n_pending (tj, 1), ==, 0);
  g_assert_cmpuint (ts_trojhranna_game_get_n_pending (tj, 2), ==, 1);
}

void
test_j15_mismatched_corner (void)
{
  Fixture f = { .n_players = 3, .table = H5, .deck_size = 20, .flipped = "RBG",
                .source = "reserve", .phase = "place", .rest_seat = 2 };
  g_autoptr(TsGame) game = fixture_game (&f);
  TsMove m = ts_test_parse_ok (game, "place D0,-1 r2");
  g_autoptr(GArray) events = NULL;
  g_autoptr(GArray) hexagons = NULL;

  g_assert_cmpuint (ts_trojhranna_game_count_matches (TJ (game), card ("RBG"), cell_of ("D0,-1"), 2), ==, 2);
  g_assert_cmpuint (ts_trojhranna_game_count_hexagons (TJ (game), cell_of ("D0,-1")), ==, 1);
  g_assert_true (ts_game_is_legal (game, &m));
  events = apply_with_events (game, "place D0,-1 r2");
  hexagons = events_of_kind (events, TJ_EVENT_HEXAGONS);
  g_assert_cmpuint (hexagons->len, ==, 1);
  g_assert_cmpint (nth_event (hexagons, 0)->arg[0], ==, 1);
  g_assert_cmpuint (ts_trojhranna_game_get_deck_size (TJ (game)), ==, 18);
}

void
test_j16_last_card (void)
{
  Fixture f = { .n_players = 2, .table = F0, .deck = "RBG", .deck_size = 1,
                .reserve = { "YYY", "GGG" }, .rest_seat = -1 };
  g_autoptr(TsGame) game = fixture_game (&f);
  g_autoptr(GArray) moves = NULL;

  ts_test_apply_ok (game, "draw");
  g_assert_false (ts_game_is_over (game));
  g_assert_cmpuint (ts_trojhranna_game_get_deck_size (TJ (game)), ==, 0);
  ts_test_apply_ok (game, "place D0,0 r0");
  g_assert_cmpint (ts_trojhranna_game_get_card_at (TJ (game), cell_of ("D0,0"), NULL), ==, card ("RBG"));
  g_assert_true (ts_game_is_over (game));
  g_assert_cmpint (ts_game_get_current_seat (game), ==, TS_SEAT_NONE);
  g_assert_cmpint (ts_trojhranna_game_get_phase (TJ (game)), ==, TJ_PHASE_OVER);
  moves = ts_game_list_moves (game);
  g_assert_cmpuint (moves->len, ==, 0);
  ts_test_apply_fails (game, "draw", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "flip 0", TS_GAME_ERROR_ILLEGAL_MOVE);
}

void
test_j17_penalty_from_table (void)
{
  Fixture f = { .n_players = 3, .table = H5, .deck = "YYY", .deck_size = 1,
                .reserve = { "RYG" }, .rest_seat = 0 };
  g_autoptr(TsGame) game = fixture_game (&f);
  TsTrojhrannaGame *tj = TJ (game);
  g_autoptr(GArray) events = NULL;
  g_autoptr(GArray) penalties = NULL;

  ts_test_apply_ok (game, "flip 0");
  events = apply_with_events (game, "place D0,-1 r2");
  penalties = events_of_kind (events, TJ_EVENT_PENALTY);
  g_assert_cmpint (last_reserve_card (game, 1), ==, card ("YYY"));
  g_assert_cmpint (last_reserve_card (game, 2), ==, card ("RYG"));
  g_assert_cmpint (ts_trojhranna_game_get_card_at (tj, cell_of ("D0,-1"), NULL), ==, -1);
  g_assert_cmpuint (ts_trojhranna_game_get_n_table (tj), ==, 5);
  g_assert_cmpuint (ts_trojhranna_game_get_reserve_size (tj, 0), ==, 0);
  g_assert_true (ts_game_is_over (game));

  g_assert_cmpuint (penalties->len, ==, 2);
  g_assert_cmpint (nth_event (penalties, 0)->arg[0], ==, TJ_PENALTY_FROM_DECK);
  g_assert_cmpint (nth_event (penalties, 1)->arg[0], ==, TJ_PENALTY_FROM_TABLE);
  g_assert_cmpint (nth_event (penalties, 1)->arg[1], ==, card ("RYG"));
}

void
test_j18_last_card_hexagon (void)
{
  Fixture f = { .n_players = 3, .table = H5, .deck = "RYG", .deck_size = 1,
                .reserve = { "YYY" }, .rest_seat = 0 };
  g_autoptr(TsGame) game = fixture_game (&f);
  TsTrojhrannaGame *tj = TJ (game);
  g_autoptr(GArray) events = NULL;
  g_autoptr(GArray) penalties = NULL;

  ts_test_apply_ok (game, "draw");
  events = apply_with_events (game, "place D0,-1 r2");
  penalties = events_of_kind (events, TJ_EVENT_PENALTY);
  g_assert_cmpint (last_reserve_card (game, 1), ==, card ("RYG"));
  g_assert_cmpint (last_reserve_card (game, 2), ==, card ("RGY"));
  g_assert_cmpint (ts_trojhranna_game_get_card_at (tj, cell_of ("D0,-1"), NULL), ==, -1);
  g_assert_cmpint (ts_trojhranna_game_get_card_at (tj, cell_of ("U0,-1"), NULL), ==, -1);
  g_assert_cmpuint (ts_trojhranna_game_get_n_table (tj), ==, 4);
  g_assert_cmpuint (ts_trojhranna_game_get_reserve_size (tj, 0), ==, 1);
  g_assert_true (ts_game_is_over (game));
  /* Table cards taken are public, even before the end. */
  g_assert_cmpuint (penalties->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpint (nth_event (penalties, i)->arg[0], ==, TJ_PENALTY_FROM_TABLE);
      g_assert_true (ts_event_is_public (nth_event (penalties, i)));
    }
  g_assert_cmpint (nth_event (penalties, 0)->arg[1], ==, card ("RYG"));
  g_assert_cmpint (nth_event (penalties, 1)->arg[1], ==, card ("RGY"));
}

/* R11 with two hexagons at once: the round of penalty cards is handed out
 * twice, clockwise from the next player, and when the deck runs out in the
 * middle of it the rest come from the table (R12), then the game ends (R14). */
void
test_r11_two_hexagons (void)
{
  /* H5 and the four cells that leave (1,0) one card short of a hexagon
   * too; D0,-1 completes both. */
  Fixture f = { .n_players = 3,
                .table = H5 " D0,0:YBG:YBG U1,0:GPY:YGP D1,-1:PGY:YPG U1,-1:BPG:GBP",
                .deck = "RRB RRP PPP", .deck_size = 3,
                .reserve = { "RYG" }, .rest_seat = 0 };
  g_autoptr(TsGame) game = fixture_game (&f);
  TsTrojhrannaGame *tj = TJ (game);
  const int want_seat[] = { 1, 2, 1, 2 };
  const gboolean want_table[] = { FALSE, FALSE, FALSE, TRUE };
  const char *want_card[] = { "RRB", "RRP", "PPP", "RYG" };
  g_autoptr(GArray) events = NULL;
  g_autoptr(GArray) hexagons = NULL;
  guint k = 0;

  ts_test_apply_ok (game, "flip 0");
  g_assert_cmpuint (ts_trojhranna_game_count_hexagons (tj, cell_of ("D0,-1")), ==, 2);
  events = apply_with_events (game, "place D0,-1 r2");
  hexagons = events_of_kind (events, TJ_EVENT_HEXAGONS);

  g_assert_cmpuint (hexagons->len, ==, 1);
  g_assert_cmpint (nth_event (hexagons, 0)->arg[0], ==, 2);
  /* Each penalty, in order; a deck card's face follows for its taker. */
  for (guint i = 0; i < events->len; i++)
    {
      const TsEvent *e = nth_event (events, i);

      if (e->kind != TJ_EVENT_PENALTY)
        continue;
      g_assert_cmpuint (k, <, G_N_ELEMENTS (want_seat));
      g_assert_cmpint (e->seat, ==, want_seat[k]);
      g_assert_cmpint (e->arg[0], ==, want_table[k] ? TJ_PENALTY_FROM_TABLE : TJ_PENALTY_FROM_DECK);
      if (want_table[k])
        g_assert_cmpint (e->arg[1], ==, card (want_card[k]));
      else
        {
          const TsEvent *face = nth_event (events, i + 1);

          g_assert_cmpint (face->kind, ==, TJ_EVENT_PENALTY_CARD);
          g_assert_cmpint (face->seat, ==, want_seat[k]);
          g_assert_cmpint (face->arg[0], ==, card (want_card[k]));
        }
      k++;
    }
  g_assert_cmpuint (k, ==, G_N_ELEMENTS (want_seat));

  g_assert_cmpuint (ts_trojhranna_game_get_reserve_size (tj, 0), ==, 0);
  g_assert_cmpuint (ts_trojhranna_game_get_reserve_size (tj, 1), ==, 2);
  g_assert_cmpint (ts_trojhranna_game_get_reserve (tj, 1, 0).card, ==, card ("RRB"));
  g_assert_cmpint (ts_trojhranna_game_get_reserve (tj, 1, 1).card, ==, card ("PPP"));
  g_assert_cmpuint (ts_trojhranna_game_get_reserve_size (tj, 2), ==, 2);
  g_assert_cmpint (ts_trojhranna_game_get_reserve (tj, 2, 0).card, ==, card ("RRP"));
  g_assert_cmpint (ts_trojhranna_game_get_reserve (tj, 2, 1).card, ==, card ("RYG"));
  g_assert_cmpint (ts_trojhranna_game_get_card_at (tj, cell_of ("D0,-1"), NULL), ==, -1);
  g_assert_cmpuint (ts_trojhranna_game_get_n_table (tj), ==, 9);
  g_assert_cmpuint (ts_trojhranna_game_get_deck_size (tj), ==, 0);
  g_assert_true (ts_game_is_over (game));
}

void
test_j19_scoring (void)
{
  Fixture f = { .n_players = 2, .phase = "over", .table = F0, .deck_size = 0,
                .reserve = { "RRY YYG", "GGB BBP RRG" }, .dead = { "PPP" },
                .rest_on_table = TRUE };
  g_autoptr(TsGame) game = fixture_game (&f);
  g_autofree char *d0 = NULL, *d1 = NULL;
  int ranks[2];
  double rewards[2];

  g_assert_true (ts_game_is_over (game));
  g_assert_cmpint (ts_game_get_score (game, 0), ==, 4);
  g_assert_cmpint (ts_game_get_score (game, 1), ==, 3);
  ts_game_get_ranks (game, ranks);
  g_assert_cmpint (ranks[1], ==, 0);
  g_assert_cmpint (ranks[0], ==, 1);
  ts_game_get_rewards (game, rewards);
  g_assert_cmpfloat (rewards[1], >, rewards[0]);
  d0 = ts_game_describe_score (game, 0);
  d1 = ts_game_describe_score (game, 1);
  g_assert_cmpstr (d0, ==, "4 penalty points");
  g_assert_cmpstr (d1, ==, "3 penalty points");

  {
    Fixture g = { .n_players = 2, .phase = "over", .table = F0, .deck_size = 0,
                  .reserve = { "RRY", NULL }, .rest_on_table = TRUE };
    g_autoptr(TsGame) one = fixture_game (&g);
    g_autofree char *d = ts_game_describe_score (one, 0);

    g_assert_cmpstr (d, ==, "1 penalty point");
  }
}

void
test_j20_tie_break (void)
{
  int ranks[4];

  {
    Fixture f = { .n_players = 2, .phase = "over", .table = F0, .deck_size = 0,
                  .reserve = { "RRY YYG", "GGB BBP RRG RRB" }, .dead = { "PPP" },
                  .rest_on_table = TRUE };
    g_autoptr(TsGame) game = fixture_game (&f);

    g_assert_cmpint (ts_game_get_score (game, 0), ==, 4);
    g_assert_cmpint (ts_game_get_score (game, 1), ==, 4);
    ts_game_get_ranks (game, ranks);
    g_assert_cmpint (ranks[1], ==, 0);
    g_assert_cmpint (ranks[0], ==, 1);
  }
  {
    Fixture f = { .n_players = 2, .phase = "over", .table = F0, .deck_size = 0,
                  .reserve = { "RRY YYG", "GGB BBP" }, .dead = { "PPP", "YYY" },
                  .rest_on_table = TRUE };
    g_autoptr(TsGame) game = fixture_game (&f);
    double rewards[2];

    ts_game_get_ranks (game, ranks);
    g_assert_cmpint (ranks[0], ==, 0);
    g_assert_cmpint (ranks[1], ==, 0);
    ts_game_get_rewards (game, rewards);
    g_assert_cmpfloat (rewards[0], ==, rewards[1]);
  }
  {
    /* 1st, 1st, 3rd (§6) */
    Fixture f = { .n_players = 3, .phase = "over", .table = F0, .deck_size = 0,
                  .reserve = { "RRY", "GGB", "BBP RRG" }, .rest_on_table = TRUE };
    g_autoptr(TsGame) game = fixture_game (&f);

    ts_game_get_ranks (game, ranks);
    g_assert_cmpint (ranks[0], ==, 0);
    g_assert_cmpint (ranks[1], ==, 0);
    g_assert_cmpint (ranks[2], ==, 2);
  }
}

/* Screen views hide every reserve face, the deck and other seats' private
 * cards; the seat's own pending penalty cards are the only exception. */
void
check_screen_view (TsGame *game,
                   int     seat,
                   gboolean check_deck_text)
{
  g_autoptr(TsGame) view = ts_game_view_for (game, seat);
  TsTrojhrannaGame *tj = TJ (game), *v = TJ (view);
  guint n = ts_game_get_n_players (game);
  gboolean over = ts_game_is_over (game);

  g_assert_cmpuint (ts_trojhranna_game_get_deck_size (v), ==, ts_trojhranna_game_get_deck_size (tj));
  for (guint s = 0; s < n; s++)
    {
      g_assert_cmpuint (ts_trojhranna_game_get_reserve_size (v, s), ==,
                        ts_trojhranna_game_get_reserve_size (tj, s));
      for (guint i = 0; i < ts_trojhranna_game_get_reserve_size (v, s); i++)
        {
          TjReserveCard a = ts_trojhranna_game_get_reserve (tj, s, i);
          TjReserveCard b = ts_trojhranna_game_get_reserve (v, s, i);

          g_assert_cmpuint (a.notch, ==, b.notch);
          g_assert_cmpint (b.card, ==, over ? a.card : TJ_CARD_UNKNOWN);
        }
      g_assert_cmpuint (ts_trojhranna_game_get_dead_size (v, s), ==,
                        ts_trojhranna_game_get_dead_size (tj, s));
      if ((int) s == seat || over)
        {
          g_assert_cmpuint (ts_trojhranna_game_get_n_pending (v, s), ==,
                            ts_trojhranna_game_get_n_pending (tj, s));
          for (guint i = 0; i < ts_trojhranna_game_get_n_pending (v, s); i++)
            g_assert_cmpint (ts_trojhranna_game_get_pending (v, s, i), ==,
                             ts_trojhranna_game_get_pending (tj, s, i));
        }
      else
        g_assert_cmpuint (ts_trojhranna_game_get_n_pending (v, s), ==, 0);
    }

  if (ts_trojhranna_game_get_phase (tj) == TJ_PHASE_MEMORISE)
    for (guint i = 0; i < 3; i++)
      g_assert_cmpint (ts_trojhranna_game_get_dealt (v, i), ==,
                       seat == ts_game_get_current_seat (game) ?
                       ts_trojhranna_game_get_dealt (tj, i) : TJ_CARD_UNKNOWN);

  g_assert_cmpint (ts_trojhranna_game_get_flipped (v, NULL), ==, ts_trojhranna_game_get_flipped (tj, NULL));

  if (check_deck_text && !over)
    {
      g_autofree char *text = ts_game_save_state (view);
      const char *p = strstr (text, "\ndeck ");
      g_auto(GStrv) words = NULL;

      g_assert_nonnull (p);
      words = g_strsplit_set (p + 6, " \n", -1);
      for (guint i = 1; words[i] != NULL && strcmp (words[i], "seat") != 0; i++)
        if (words[i][0] != '\0')
          g_assert_cmpstr (words[i], ==, "?");
    }
}

void
test_j21_reserve_hidden (void)
{
  TsRng rng;
  guint n_states = 0;

  ts_rng_init (&rng, 2121);
  for (guint g = 0; g < 12; g++)
    {
      guint n = 2 + g % 3;
      g_autoptr(TsGame) game = ts_test_new_game (n, 5000 + g, g % n);

      for (;;)
        {
          g_autoptr(GArray) moves = NULL;

          for (int seat = TS_SEAT_NONE; seat < (int) n; seat++)
            check_screen_view (game, seat, TRUE);
          n_states++;
          if (ts_game_is_over (game))
            break;
          moves = ts_game_list_moves (game);
          g_assert_true (ts_game_apply_move (game, &g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len)), NULL));
        }
    }
  g_assert_cmpuint (n_states, >, 100);
}
