/* test-trojhranna.c — the rules of Trojhranná hra against the spec's
 * acceptance scenarios J1–J21, the lattice geometry, and a random soak
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <math.h>
#include <string.h>

#include "test-util.h"
#include "ts-game.h"
#include "ts-games.h"
#include "ts-match.h"
#include "ts-rng.h"
#include "ts-setup.h"
#include "ts-tri-lattice.h"
#include "trojhranna-data.h"
#include "trojhranna-game.h"

#define TJ(g) TS_TROJHRANNA_GAME (g)

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

static int
card (const char *name)
{
  int id = tj_card_from_name (name);

  g_assert_cmpint (id, >=, 0);
  return id;
}

static int
colour_index (char code)
{
  for (int c = 0; c < TJ_N_COLOURS; c++)
    if (tj_colour_code (c) == code)
      return c;
  g_assert_not_reached ();
  return -1;
}

/* The card and rotation that put COLOURS (codes, corner c0 c1 c2) into a
 * cell: how the spec describes table cards. */
static void
card_for_corners (const char *colours,
                  int        *card_out,
                  guint      *rot_out)
{
  g_assert_cmpuint (strlen (colours), ==, 3);
  for (int c = 0; c < TJ_N_CARDS; c++)
    for (guint rot = 0; rot < 3; rot++)
      {
        gboolean ok = TRUE;

        for (guint i = 0; i < 3; i++)
          ok = ok && (int) tj_card_colour_at (c, rot, i) == colour_index (colours[i]);
        if (ok)
          {
            *card_out = c;
            *rot_out = rot;
            return;
          }
      }
  g_assert_not_reached ();
}

/* A position built from a spec-style description.  Cards not named go into
 * the deck (up to deck_size), then onto the dead row of rest_seat, or onto
 * far-away table cells when rest_on_table. */
typedef struct
{
  guint        n_players;
  int          first;
  int          current;
  const char  *phase;          /* NULL: "choose" */
  const char  *table;          /* "U0,0:RGB:RGB …" cell:corner colours:card */
  const char  *deck;           /* named top cards, top first */
  int          deck_size;      /* total; < 0: only the named ones */
  const char  *reserve[TS_MAX_SEATS];
  const char  *dead[TS_MAX_SEATS];
  const char  *flipped;        /* card in TJ_PHASE_PLACE */
  const char  *source;         /* "deck" / "reserve" */
  gboolean     rest_on_table;
  int          rest_seat;      /* < 0: the last seat */
} Fixture;

#define F0 "U0,0:RGB:RGB"
#define F2 F0 " D0,0:YBG:YBG U1,0:GPY:YGP D1,-1:PGR:RPG U1,-1:YRG:RGY"
#define H5 F0 " D-1,0:BYR:RBY U-1,0:PRY:RYP D-1,-1:RPG:RPG U0,-1:GYR:RGY"

static void
add_words (GPtrArray  *out,
           const char *text)
{
  g_auto(GStrv) words = NULL;

  if (text == NULL)
    return;
  words = g_strsplit_set (text, " ", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_ptr_array_add (out, g_strdup (words[i]));
}

static char *
fixture_text (const Fixture *f)
{
  GString *s = g_string_new ("trojhranna 1\n");
  gboolean used[TJ_N_CARDS] = { FALSE, };
  g_autoptr(GPtrArray) table = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) deck = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) rest = g_array_new (FALSE, FALSE, sizeof (int));
  GPtrArray *reserve[TS_MAX_SEATS] = { NULL, };
  GPtrArray *dead[TS_MAX_SEATS] = { NULL, };
  const char *phase = f->phase ? f->phase : "choose";
  gboolean over = strcmp (phase, "over") == 0;
  int rest_seat = f->rest_seat >= 0 ? f->rest_seat : (int) f->n_players - 1;
  g_autofree char *rng = NULL;
  guint n_table, deck_size;
  TsRng r;

  ts_rng_init (&r, 1);
  rng = ts_rng_to_string (&r);

  add_words (table, f->table);
  add_words (deck, f->deck);
  for (guint i = 0; i < table->len; i++)
    {
      g_auto(GStrv) parts = g_strsplit (table->pdata[i], ":", 3);
      int c;
      guint rot;

      card_for_corners (parts[1], &c, &rot);
      g_assert_cmpstr (tj_card_name (c), ==, parts[2]);
      g_assert_false (used[c]);
      used[c] = TRUE;
    }
  for (guint i = 0; i < deck->len; i++)
    {
      g_assert_false (used[card (deck->pdata[i])]);
      used[card (deck->pdata[i])] = TRUE;
    }
  for (guint seat = 0; seat < f->n_players; seat++)
    {
      reserve[seat] = g_ptr_array_new_with_free_func (g_free);
      dead[seat] = g_ptr_array_new_with_free_func (g_free);
      add_words (reserve[seat], f->reserve[seat]);
      add_words (dead[seat], f->dead[seat]);
      for (guint i = 0; i < reserve[seat]->len; i++)
        {
          g_assert_false (used[card (reserve[seat]->pdata[i])]);
          used[card (reserve[seat]->pdata[i])] = TRUE;
        }
      for (guint i = 0; i < dead[seat]->len; i++)
        {
          g_assert_false (used[card (dead[seat]->pdata[i])]);
          used[card (dead[seat]->pdata[i])] = TRUE;
        }
    }
  if (f->flipped)
    {
      g_assert_false (used[card (f->flipped)]);
      used[card (f->flipped)] = TRUE;
    }

  deck_size = f->deck_size >= 0 ? (guint) f->deck_size : deck->len;
  for (int c = 0; c < TJ_N_CARDS; c++)
    if (!used[c])
      {
        if (deck->len < deck_size)
          g_ptr_array_add (deck, g_strdup (tj_card_name (c)));
        else
          g_array_append_val (rest, c);
      }
  g_assert_cmpuint (deck->len, ==, deck_size);

  g_string_append_printf (s, "players %u first %d\n", f->n_players, f->first);
  if (over)
    g_string_append (s, "phase over current - turn 0\n");
  else
    g_string_append_printf (s, "phase %s current %d turn 0\n", phase, f->current);
  g_string_append_printf (s, "rng %s\n", rng);

  n_table = table->len + (f->rest_on_table ? rest->len : 0);
  g_string_append_printf (s, "table %u\n", n_table);
  for (guint i = 0; i < table->len; i++)
    {
      g_auto(GStrv) parts = g_strsplit (table->pdata[i], ":", 3);
      int c;
      guint rot;

      card_for_corners (parts[1], &c, &rot);
      g_string_append_printf (s, " %s %s %u %u\n", parts[0], tj_card_name (c), rot, i);
    }
  if (f->rest_on_table)
    for (guint i = 0; i < rest->len; i++)
      g_string_append_printf (s, " U%d,30 %s 0 %u\n", (int) i - 20,
                              tj_card_name (g_array_index (rest, int, i)), table->len + i);

  g_string_append_printf (s, "deck %u", deck->len);
  for (guint i = 0; i < deck->len; i++)
    g_string_append_printf (s, " %s", (char *) deck->pdata[i]);
  g_string_append (s, "\n");

  for (guint seat = 0; seat < f->n_players; seat++)
    {
      guint n_dead = dead[seat]->len;

      if (!f->rest_on_table && (int) seat == rest_seat)
        n_dead += rest->len;
      g_string_append_printf (s, "seat %u dealt 0 reserve %u", seat, reserve[seat]->len);
      for (guint i = 0; i < reserve[seat]->len; i++)
        g_string_append_printf (s, " %s 0 %u 0", (char *) reserve[seat]->pdata[i], 1u << seat);
      g_string_append_printf (s, " dead %u", n_dead);
      for (guint i = 0; i < dead[seat]->len; i++)
        g_string_append_printf (s, " %s", (char *) dead[seat]->pdata[i]);
      if (!f->rest_on_table && (int) seat == rest_seat)
        for (guint i = 0; i < rest->len; i++)
          g_string_append_printf (s, " %s", tj_card_name (g_array_index (rest, int, i)));
      g_string_append (s, " pending 0\n");
    }

  if (f->flipped)
    g_string_append_printf (s, "flipped %s %s\n", f->flipped, f->source ? f->source : "deck");
  else
    g_string_append (s, "flipped none\n");
  g_string_append (s, "end\n");

  for (guint seat = 0; seat < TS_MAX_SEATS; seat++)
    {
      g_clear_pointer (&reserve[seat], g_ptr_array_unref);
      g_clear_pointer (&dead[seat], g_ptr_array_unref);
    }
  return g_string_free (s, FALSE);
}

static TsGame *
fixture_game (const Fixture *f)
{
  g_autofree char *text = fixture_text (f);
  g_autoptr(GError) error = NULL;
  TsGame *game = ts_game_new_from_state ("trojhranna", text, &error);

  if (game == NULL)
    g_error ("fixture rejected: %s\n%s", error->message, text);
  return game;
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

static int
last_reserve_card (TsGame *game,
                   int     seat)
{
  guint n = ts_trojhranna_game_get_reserve_size (TJ (game), seat);

  g_assert_cmpuint (n, >, 0);
  return ts_trojhranna_game_get_reserve (TJ (game), seat, n - 1).card;
}

static TsTriCell
cell_of (const char *text)
{
  TsTriCell cell;

  g_assert_true (ts_tri_cell_from_string (text, &cell, NULL));
  return cell;
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

static const TsEvent *
nth_event (GArray *events,
           guint   n)
{
  g_assert_cmpuint (n, <, events->len);
  return &g_array_index (events, TsEvent, n);
}

/* ------------------------------------------------------------------ */
/* Geometry                                                            */

static void
test_geometry_corners (void)
{
  TsTriCell u = { 2, 3, TS_TRI_UP }, d = { 2, 3, TS_TRI_DOWN };
  const TsTriPoint want_u[3] = { { 2, 3 }, { 3, 3 }, { 2, 4 } };
  const TsTriPoint want_d[3] = { { 3, 4 }, { 2, 4 }, { 3, 3 } };

  for (guint i = 0; i < 3; i++)
    {
      TsTriPoint pu = ts_tri_cell_corner (u, i), pd = ts_tri_cell_corner (d, i);

      g_assert_cmpint (pu.q, ==, want_u[i].q);
      g_assert_cmpint (pu.r, ==, want_u[i].r);
      g_assert_cmpint (pd.q, ==, want_d[i].q);
      g_assert_cmpint (pd.r, ==, want_d[i].r);
    }

  /* Corners are counter-clockwise: positive signed area, for both kinds. */
  for (int s = 0; s < 2; s++)
    {
      TsTriCell c = { -4, 7, s };
      double x[3], y[3], area;

      for (guint i = 0; i < 3; i++)
        ts_tri_point_to_xy (ts_tri_cell_corner (c, i), &x[i], &y[i]);
      area = (x[1] - x[0]) * (y[2] - y[0]) - (x[2] - x[0]) * (y[1] - y[0]);
      g_assert_cmpfloat (area, >, 0.1);
      /* Equilateral with side 1. */
      for (guint i = 0; i < 3; i++)
        {
          double dx = x[(i + 1) % 3] - x[i], dy = y[(i + 1) % 3] - y[i];
          g_assert_cmpfloat_with_epsilon (sqrt (dx * dx + dy * dy), 1.0, 1e-9);
        }
    }
}

static gboolean
cell_has_corner (TsTriCell  cell,
                 TsTriPoint p)
{
  for (guint i = 0; i < 3; i++)
    {
      TsTriPoint c = ts_tri_cell_corner (cell, i);
      if (c.q == p.q && c.r == p.r)
        return TRUE;
    }
  return FALSE;
}

static void
test_geometry_cells_around (void)
{
  for (int a = -3; a <= 3; a++)
    for (int b = -3; b <= 3; b++)
      {
        TsTriPoint p = { a, b };
        TsTriCell cells[6];
        int n_up = 0;

        ts_tri_point_cells (p, cells);
        for (guint i = 0; i < 6; i++)
          {
            g_assert_true (cell_has_corner (cells[i], p));
            n_up += cells[i].s == TS_TRI_UP;
            for (guint j = 0; j < i; j++)
              g_assert_false (ts_tri_cell_equal (cells[i], cells[j]));
          }
        g_assert_cmpint (n_up, ==, 3);

        /* And no other cell nearby has P as a corner. */
        for (int q = a - 3; q <= a + 3; q++)
          for (int r = b - 3; r <= b + 3; r++)
            for (int s = 0; s < 2; s++)
              {
                TsTriCell c = { q, r, s };
                gboolean listed = FALSE;

                for (guint i = 0; i < 6; i++)
                  listed = listed || ts_tri_cell_equal (c, cells[i]);
                g_assert_cmpint (listed, ==, cell_has_corner (c, p));
              }
      }
}

static guint
shared_corners (TsTriCell a,
                TsTriCell b)
{
  guint n = 0;

  for (guint i = 0; i < 3; i++)
    n += cell_has_corner (b, ts_tri_cell_corner (a, i));
  return n;
}

static void
test_geometry_edge_neighbours (void)
{
  for (int q = -3; q <= 3; q++)
    for (int r = -3; r <= 3; r++)
      for (int s = 0; s < 2; s++)
        {
          TsTriCell c = { q, r, s }, nb[3];

          ts_tri_cell_edge_neighbours (c, nb);
          for (guint i = 0; i < 3; i++)
            {
              TsTriCell back[3];
              gboolean found = FALSE;

              g_assert_cmpint (nb[i].s, !=, c.s);
              g_assert_cmpuint (shared_corners (c, nb[i]), ==, 2);
              ts_tri_cell_edge_neighbours (nb[i], back);
              for (guint j = 0; j < 3; j++)
                found = found || ts_tri_cell_equal (back[j], c);
              g_assert_true (found);
              for (guint j = 0; j < i; j++)
                g_assert_false (ts_tri_cell_equal (nb[i], nb[j]));
            }
        }
}

static void
test_geometry_string (void)
{
  const char *bad[] = { "", "U", "X1,2", "U1", "U1,", "U,1", "u1,2", "U1;2", "U--1,2",
                        "U1,2x", "U 1,2", "U99999999999,0", "D1,-", "U+1,2" };
  TsTriCell cell;
  const char *end = NULL;

  for (int q = -50; q <= 50; q += 7)
    for (int r = -50; r <= 50; r += 9)
      for (int s = 0; s < 2; s++)
        {
          TsTriCell c = { q, r, s }, back;
          g_autofree char *text = ts_tri_cell_to_string (c);

          g_assert_true (ts_tri_cell_from_string (text, &back, NULL));
          g_assert_true (ts_tri_cell_equal (c, back));
        }

  cell = cell_of ("D0,-1");
  g_assert_cmpint (cell.q, ==, 0);
  g_assert_cmpint (cell.r, ==, -1);
  g_assert_cmpint (cell.s, ==, TS_TRI_DOWN);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (ts_tri_cell_from_string (bad[i], &cell, NULL));

  /* With END, parsing stops after the cell. */
  g_assert_true (ts_tri_cell_from_string ("U3,-4 r2", &cell, &end));
  g_assert_cmpstr (end, ==, " r2");
  g_assert_cmpint (cell.q, ==, 3);
  g_assert_cmpint (cell.r, ==, -4);
}

static void
test_geometry_cell_at_xy (void)
{
  double x, y;

  ts_tri_point_to_xy ((TsTriPoint) { 0, 1 }, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (y, sqrt (3) / 2, 1e-12);

  for (int q = -20; q <= 20; q++)
    for (int r = -20; r <= 20; r++)
      for (int s = 0; s < 2; s++)
        {
          TsTriCell c = { q, r, s }, found;
          double cx = 0, cy = 0;

          for (guint i = 0; i < 3; i++)
            {
              ts_tri_point_to_xy (ts_tri_cell_corner (c, i), &x, &y);
              cx += x / 3;
              cy += y / 3;
            }
          found = ts_tri_cell_at_xy (cx, cy);
          g_assert_true (ts_tri_cell_equal (found, c));
        }
}

/* ------------------------------------------------------------------ */
/* J1–J21                                                              */

/* Plays uniformly random legal moves to the end; returns the game. */
static TsGame *
random_game (guint   n_players,
             guint64 seed,
             TsRng  *rng)
{
  TsGame *game = ts_test_new_game (n_players, seed, 0);

  ts_test_game_play_random (game, rng, G_MAXUINT);
  return game;
}

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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

static void
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
static void
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

static void
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

static void
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
static void
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

static void
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

/* ------------------------------------------------------------------ */
/* Hidden information: memory, determinisation                         */

static void
test_knowledge (void)
{
  Fixture f = { .n_players = 3, .table = H5, .deck = "RRB RRP PPP", .deck_size = 20,
                .reserve = { "RYG YYY", "RRY", "GGB" }, .rest_seat = 2 };
  g_autoptr(TsGame) game = fixture_game (&f);
  int p2_card, p3_card;

  /* P1 completes a hexagon; P2 and P3 draw penalties. */
  ts_test_apply_ok (game, "flip 0");
  ts_test_apply_ok (game, "place D0,-1 r2");
  p2_card = last_reserve_card (game, 1);
  p3_card = last_reserve_card (game, 2);

  for (int seat = 0; seat < 3; seat++)
    {
      g_autoptr(TsGame) k = ts_game_knowledge_of (game, seat);
      TsTrojhrannaGame *tj = TJ (k);

      /* Own memorised cards (known_by of the fixture: the owner). */
      g_assert_cmpint (ts_trojhranna_game_get_reserve (tj, seat, 0).card, ==,
                       ts_trojhranna_game_get_reserve (TJ (game), seat, 0).card);
      /* Penalty cards: only the recipient. */
      g_assert_cmpint (last_reserve_card (k, 1), ==, seat == 1 ? p2_card : TJ_CARD_UNKNOWN);
      g_assert_cmpint (last_reserve_card (k, 2), ==, seat == 2 ? p3_card : TJ_CARD_UNKNOWN);
      /* Other seats' memorised cards stay unknown. */
      for (int s = 0; s < 3; s++)
        if (s != seat)
          g_assert_cmpint (ts_trojhranna_game_get_reserve (tj, s, 0).card, ==, TJ_CARD_UNKNOWN);
    }

  g_assert_cmpint (p2_card, ==, card ("RRB"));
  g_assert_cmpint (p3_card, ==, card ("RRP"));

  /* P2 draws PPP, which fits nowhere: everyone saw it. */
  ts_test_apply_ok (game, "draw");
  g_assert_cmpint (ts_trojhranna_game_get_phase (TJ (game)), ==, TJ_PHASE_CHOOSE);
  g_assert_cmpint (last_reserve_card (game, 1), ==, card ("PPP"));
  for (int seat = TS_SEAT_NONE; seat < 3; seat++)
    {
      g_autoptr(TsGame) k = ts_game_knowledge_of (game, seat);

      g_assert_cmpint (last_reserve_card (k, 1), ==,
                       seat == TS_SEAT_NONE ? TJ_CARD_UNKNOWN : card ("PPP"));
      /* P2's earlier penalty card is still P2's alone. */
      g_assert_cmpint (ts_trojhranna_game_get_reserve (TJ (k), 1, 1).card, ==,
                       seat == 1 ? p2_card : TJ_CARD_UNKNOWN);
    }
}

static void
check_determinised (TsGame *det,
                    TsGame *view)
{
  TsTrojhrannaGame *d = TJ (det), *v = TJ (view);
  guint n = ts_game_get_n_players (det);
  g_autofree char *text = ts_game_save_state (det);
  g_autoptr(TsGame) loaded = ts_game_new_from_state ("trojhranna", text, NULL);

  /* A consistent, complete position: every card once, no '?' left. */
  const char *deck = strstr (text, "\ndeck ");
  const char *flipped = strstr (text, "\nflipped ");

  g_assert_nonnull (loaded);
  g_assert_true (deck != NULL && flipped != NULL && deck < flipped);
  for (const char *p = deck; p < flipped; p++)
    g_assert_cmpint (*p, !=, '?');
  for (guint s = 0; s < n; s++)
    for (guint i = 0; i < ts_trojhranna_game_get_reserve_size (d, s); i++)
      {
        int known = ts_trojhranna_game_get_reserve (v, s, i).card;
        int got = ts_trojhranna_game_get_reserve (d, s, i).card;

        g_assert_cmpint (got, >=, 0);
        if (known != TJ_CARD_UNKNOWN)
          g_assert_cmpint (got, ==, known);
      }
  g_assert_cmpuint (ts_trojhranna_game_get_n_table (d), ==, ts_trojhranna_game_get_n_table (v));
  g_assert_cmpuint (ts_trojhranna_game_get_deck_size (d), ==, ts_trojhranna_game_get_deck_size (v));
}

static void
test_determinise (void)
{
  TsRng rng, det_rng;
  guint n_checked = 0;

  ts_rng_init (&rng, 77);
  ts_rng_init (&det_rng, 78);
  for (guint g = 0; g < 6; g++)
    {
      guint n = 2 + g % 3;
      g_autoptr(TsGame) game = ts_test_new_game (n, 900 + g, 0);

      while (!ts_game_is_over (game))
        {
          g_autoptr(GArray) moves = ts_game_list_moves (game);
          int seat = ts_game_get_current_seat (game);

          for (int how = 0; how < 2; how++)
            {
              g_autoptr(TsGame) view = how ? ts_game_knowledge_of (game, seat)
                                           : ts_game_view_for (game, seat);
              g_autoptr(GArray) view_moves = ts_game_list_moves (view);
              g_autoptr(TsGame) det = ts_game_copy (view);

              /* The UI lists moves on a view: the same moves. */
              g_assert_cmpuint (view_moves->len, ==, moves->len);
              for (guint i = 0; i < moves->len; i++)
                g_assert_true (ts_move_equal (&g_array_index (moves, TsMove, i),
                                              &g_array_index (view_moves, TsMove, i)));

              ts_game_determinise (det, &det_rng);
              check_determinised (det, view);
              /* And the search can play on it to the end. */
              while (!ts_game_is_over (det))
                {
                  g_autoptr(GArray) dm = ts_game_list_moves (det);
                  g_autoptr(GError) error = NULL;

                  g_assert_cmpuint (dm->len, >, 0);
                  g_assert_true (ts_game_apply_move (det, &g_array_index (dm, TsMove, ts_rng_uniform (&rng, dm->len)), &error));
                  g_assert_no_error (error);
                }
              n_checked++;
            }

          g_assert_true (ts_game_apply_move (game, &g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len)), NULL));
        }
    }
  g_assert_cmpuint (n_checked, >, 50);
}

static void
test_memorise (void)
{
  g_autoptr(TsGame) game = ts_test_new_game (3, 31, 1);
  TsTrojhrannaGame *tj = TJ (game);
  int dealt[3];
  g_autoptr(GArray) moves = ts_game_list_moves (game);

  /* 6 orders × 27 notch choices */
  g_assert_cmpuint (moves->len, ==, 162);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  for (guint i = 0; i < 3; i++)
    {
      dealt[i] = ts_trojhranna_game_get_dealt (tj, i);
      g_assert_cmpint (dealt[i], >=, 0);
    }
  g_assert_true (ts_game_has_private_view (game, 1));
  g_assert_false (ts_game_has_private_view (game, 0));
  g_assert_false (ts_game_has_private_view (game, 2));

  ts_test_apply_fails (game, "arrange 0r0 0r1 1r2", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "draw", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_ok (game, "arrange 2r1 0r0 1r2");
  g_assert_cmpuint (ts_trojhranna_game_get_reserve_size (tj, 1), ==, 3);
  g_assert_cmpint (ts_trojhranna_game_get_reserve (tj, 1, 0).card, ==, dealt[2]);
  g_assert_cmpint (ts_trojhranna_game_get_reserve (tj, 1, 0).notch, ==, 1);
  g_assert_cmpint (ts_trojhranna_game_get_reserve (tj, 1, 1).card, ==, dealt[0]);
  g_assert_cmpint (ts_trojhranna_game_get_reserve (tj, 1, 1).notch, ==, 0);
  g_assert_cmpint (ts_trojhranna_game_get_reserve (tj, 1, 2).card, ==, dealt[1]);
  g_assert_cmpint (ts_trojhranna_game_get_reserve (tj, 1, 2).notch, ==, 2);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 2);
  g_assert_false (ts_game_has_private_view (game, 1));

  /* The owner remembers its cards; nobody else knows them. */
  {
    g_autoptr(TsGame) k1 = ts_game_knowledge_of (game, 1);
    g_autoptr(TsGame) k2 = ts_game_knowledge_of (game, 2);

    g_assert_cmpint (ts_trojhranna_game_get_reserve (TJ (k1), 1, 0).card, ==, dealt[2]);
    g_assert_cmpint (ts_trojhranna_game_get_reserve (TJ (k2), 1, 0).card, ==, TJ_CARD_UNKNOWN);
  }

  ts_test_apply_ok (game, "arrange 0r0 1r0 2r0");
  ts_test_apply_ok (game, "arrange 0r0 1r0 2r0");
  g_assert_cmpint (ts_trojhranna_game_get_phase (tj), ==, TJ_PHASE_CHOOSE);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
}

/* ------------------------------------------------------------------ */
/* Events and fair undo                                                */

static const char * const match_names[] = { "Ada", "Bob", "Cyd", "Dan", NULL };

/* A match of humans, except the seats KINDS names (NULL: all human),
 * starting from fixture F. */
static TsMatch *
fixture_match (const Fixture      *f,
               const TsPlayerKind *kinds)
{
  g_autoptr(TsGame) start = fixture_game (f);
  g_autoptr(TsSetup) setup = ts_setup_new ("trojhranna", f->n_players, 1);

  for (guint i = 0; i < f->n_players; i++)
    ts_setup_set_player (setup, i, match_names[i], kinds ? kinds[i] : TS_PLAYER_HUMAN,
                         TS_LEVEL_NORMAL, NULL);
  return ts_match_new_from_position (setup, start);
}

static TsMatch *
new_match (guint   n_players,
           guint64 seed)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("trojhranna", n_players, seed);
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  for (guint i = 0; i < n_players; i++)
    ts_setup_set_player (setup, i, match_names[i], TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  return match;
}

static void
match_play (TsMatch    *match,
            const char *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_match_play_text (match, text, &error));
  g_assert_no_error (error);
}

/* What VIEWER may read of the whole match, one line per event. */
static char *
log_of (TsMatch *match,
        int      viewer)
{
  g_autoptr(GPtrArray) lines = ts_match_describe_events (match, 0, ts_match_get_n_moves (match),
                                                         viewer);

  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

/* The defect players found: undo after the memorisation brought back the
 * screen with the dealt cards face up.  Each seat's arrangement ends its
 * look, so nothing before it can be undone. */
static void
test_undo_memorisation_is_final (void)
{
  g_autoptr(TsMatch) match = new_match (3, 12);
  int first = ts_game_get_current_seat (ts_match_get_game (match));

  g_assert_false (ts_match_can_undo (match));
  g_assert_false (ts_match_undo_blocked (match));   /* nothing to undo yet */

  for (guint i = 0; i < 3; i++)
    {
      match_play (match, "arrange 2r1 0r0 1r2");
      g_assert_cmpuint (ts_match_get_undo_barrier (match), ==, i + 1);
      g_assert_false (ts_match_can_undo (match));
      g_assert_true (ts_match_undo_blocked (match));
      g_assert_false (ts_match_undo (match));
      g_assert_false (ts_match_undo_human_turn (match));
      g_assert_cmpuint (ts_match_get_n_moves (match), ==, i + 1);
    }

  /* Whoever memorised first sees only backs, and always will. */
  {
    g_autoptr(TsGame) view = ts_game_view_for (ts_match_get_game (match), first);

    g_assert_cmpint (ts_trojhranna_game_get_phase (TJ (view)), ==, TJ_PHASE_CHOOSE);
    for (guint slot = 0; slot < 3; slot++)
      g_assert_cmpint (ts_trojhranna_game_get_reserve (TJ (view), first, slot).card, ==,
                       TJ_CARD_UNKNOWN);
  }
}

/* Draw, undo, and the same card came up again: a human's draw is final.
 * The placement after it shows nothing new, so it can be undone and
 * redone. */
static void
test_undo_draw_is_final (void)
{
  Fixture f = { .n_players = 2, .table = F0, .deck = "RBG PPP", .deck_size = 20,
                .reserve = { "YYY", "GGG" }, .rest_seat = -1 };
  g_autoptr(TsMatch) match = fixture_match (&f, NULL);
  g_autofree char *placed = NULL;

  g_assert_false (ts_match_undo_blocked (match));
  match_play (match, "draw");
  g_assert_cmpint (ts_trojhranna_game_get_phase (TJ (ts_match_get_game (match))), ==, TJ_PHASE_PLACE);
  g_assert_false (ts_match_can_undo (match));
  g_assert_true (ts_match_undo_blocked (match));
  g_assert_false (ts_match_undo (match));

  match_play (match, "place D0,0 r0");
  placed = ts_game_save_state (ts_match_get_game (match));
  g_assert_true (ts_match_can_undo (match));
  g_assert_false (ts_match_undo_blocked (match));
  g_assert_true (ts_match_undo (match));
  /* Back to placing the card drawn, and no further. */
  g_assert_cmpint (ts_trojhranna_game_get_flipped (TJ (ts_match_get_game (match)), NULL), ==,
                   card ("RBG"));
  g_assert_false (ts_match_can_undo (match));
  g_assert_true (ts_match_undo_blocked (match));
  g_assert_false (ts_match_undo (match));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 1);

  g_assert_true (ts_match_can_redo (match));
  g_assert_true (ts_match_redo (match));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 2);
  {
    g_autofree char *again = ts_game_save_state (ts_match_get_game (match));

    g_assert_cmpstr (again, ==, placed);
  }

  /* Bob draws PPP, which fits nowhere (R9): a draw is final even when it
   * ends the turn at once.  So is a reserve card turned over. */
  match_play (match, "draw");
  g_assert_cmpuint (ts_match_get_undo_barrier (match), ==, 3);
  g_assert_true (ts_match_undo_blocked (match));
  match_play (match, "flip 0");
  g_assert_cmpuint (ts_match_get_undo_barrier (match), ==, 4);
  g_assert_false (ts_match_can_undo (match));
}

/* A computer's reveal is a barrier too: undoing a human's turn does not
 * go back past the computer's draw to the human's placement. */
static void
test_undo_computer_reveal_is_final (void)
{
  const TsPlayerKind kinds[] = { TS_PLAYER_HUMAN, TS_PLAYER_COMPUTER };
  Fixture f = { .n_players = 2, .table = F0, .deck = "RBG PPP", .deck_size = 20,
                .reserve = { "YYY", "GGG" }, .rest_seat = -1 };
  g_autoptr(TsMatch) match = fixture_match (&f, kinds);

  match_play (match, "draw");            /* Ada */
  match_play (match, "place D0,0 r0");   /* Ada */
  /* Before Bob reveals anything, Ada may take her placement back. */
  g_assert_true (ts_match_can_undo_human_turn (match));
  g_assert_true (ts_match_undo_human_turn (match));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 1);
  g_assert_true (ts_match_redo (match));

  match_play (match, "draw");            /* Bob, a computer: PPP */
  g_assert_false (ts_match_can_undo_human_turn (match));
  g_assert_false (ts_match_undo_human_turn (match));
  g_assert_true (ts_match_undo_blocked (match));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 3);
}

/* A penalty card drawn from the deck is shown to its recipient alone
 * (spec §7): its face is in that seat's log and in no other log. */
static void
test_events_penalty_face_private (void)
{
  Fixture f = { .n_players = 3, .table = H5, .deck = "RRB RRP PPP", .deck_size = 20,
                .reserve = { "RYG YYY", "RRY", "GGB" }, .rest_seat = 2 };
  g_autoptr(TsMatch) match = fixture_match (&f, NULL);
  g_autofree char *rrb = tj_card_describe_colours (card ("RRB"), 0);
  g_autofree char *rrp = tj_card_describe_colours (card ("RRP"), 0);
  guint first, n, n_private = 0;

  match_play (match, "flip 0");
  match_play (match, "place D0,-1 r2");
  g_assert_cmpint (last_reserve_card (ts_match_get_game (match), 1), ==, card ("RRB"));
  g_assert_cmpint (last_reserve_card (ts_match_get_game (match), 2), ==, card ("RRP"));

  for (int viewer = TS_SEAT_NONE; viewer < 3; viewer++)
    {
      g_autofree char *log = log_of (match, viewer);

      g_test_message ("log of seat %d:\n%s", viewer, log);
      /* Everyone learns that Bob and Cyd took penalty cards. */
      g_assert_nonnull (strstr (log, "Bob takes a penalty card"));
      g_assert_nonnull (strstr (log, "Cyd takes a penalty card"));
      g_assert_cmpint (strstr (log, rrb) != NULL, ==, viewer == 1);
      g_assert_cmpint (strstr (log, rrp) != NULL, ==, viewer == 2);
    }

  /* The face travels only in an event that one seat may see; the move
   * that showed it cannot be undone. */
  ts_match_get_move_events (match, 1, &first, &n);
  for (guint i = first; i < first + n; i++)
    {
      const TsEvent *event = ts_match_get_event (match, i);

      if (event->kind == TJ_EVENT_PENALTY_CARD)
        {
          g_assert_cmpint (event->visible_to, ==, 1u << event->seat);
          g_assert_true (event->flags & TS_EVENT_REVEALS);
          n_private++;
        }
      else
        {
          g_assert_true (ts_event_is_public (event));
          if (event->kind == TJ_EVENT_PENALTY)
            g_assert_cmpint (event->arg[1], ==, -1);
        }
    }
  g_assert_cmpuint (n_private, ==, 2);
  g_assert_false (ts_match_can_undo (match));
}

/* The hexagon sentence names who completed it and what it costs the
 * others, in words. */
static void
test_events_hexagon_words (void)
{
  Fixture f = { .n_players = 3, .table = H5, .deck_size = 20,
                .reserve = { "RYG YYY", "RRY", "GGB" }, .rest_seat = 2 };
  g_autoptr(TsMatch) match = fixture_match (&f, NULL);
  g_autoptr(TsGame) game = ts_test_new_game (3, 1, 0);
  TsEvent two = { .kind = TJ_EVENT_HEXAGONS, .visible_to = TS_EVENT_EVERYONE, .seat = 1,
                  .arg = { 2, 0x5 } };
  g_autofree char *text = ts_game_describe_event (game, &two, match_names);
  g_autoptr(GPtrArray) lines = NULL;
  gboolean found = FALSE;

  g_assert_cmpstr (text, ==, "Bob completed 2 hexagons: every opponent takes 2 penalty cards, "
                             "2 penalty points each.");

  match_play (match, "flip 0");
  match_play (match, "place D0,-1 r2");
  lines = ts_match_describe_events (match, 1, 2, TS_SEAT_NONE);
  for (guint i = 0; i < lines->len; i++)
    if (g_str_has_prefix (lines->pdata[i], "Ada completed a hexagon"))
      {
        g_assert_nonnull (strstr (lines->pdata[i], "1 penalty point each"));
        found = TRUE;
      }
  g_assert_true (found);
}

/* Every event of many random matches has a sentence in plain words: no
 * cell like "D0,-1", no card code like "RGB", no slot counted from 0. */
static void
test_events_plain_words (void)
{
  g_autoptr(GRegex) notation = g_regex_new ("[UD]-?[0-9]+,-?[0-9]+|\\b[RYGBP]{3}\\b|slot 0\\b", 0, 0, NULL);
  guint seen[TJ_EVENT_FINAL_SCORE + 1] = { 0, };
  TsRng rng;

  ts_rng_init (&rng, 31);
  for (guint g = 0; g < 60; g++)
    {
      g_autoptr(TsMatch) match = new_match (2 + g % 3, 500 + g);

      while (!ts_game_is_over (ts_match_get_game (match)))
        {
          TsGame *game = ts_match_get_game (match);
          g_autoptr(GArray) moves = ts_game_list_moves (game);

          g_assert_true (ts_match_play (match, &g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len)), NULL));
        }

      for (guint i = 0; i < ts_match_get_n_events (match); i++)
        {
          const TsEvent *event = ts_match_get_event (match, i);
          g_autofree char *text = ts_game_describe_event (ts_match_get_game (match), event, match_names);

          g_assert_nonnull (text);
          g_assert_cmpuint (event->kind, <=, TJ_EVENT_FINAL_SCORE);
          seen[event->kind]++;
          if (g_regex_match (notation, text, 0, NULL) || strstr (text, "?") != NULL)
            g_error ("not in plain words: %s", text);
          /* Only the recipient's look at a penalty card is private. */
          g_assert_cmpint (ts_event_is_public (event), ==, event->kind != TJ_EVENT_PENALTY_CARD);
        }
    }
  for (guint k = TJ_EVENT_MEMORISED; k <= TJ_EVENT_FINAL_SCORE; k++)
    {
      g_test_message ("event kind %u: %u", k, seen[k]);
      g_assert_cmpuint (seen[k], >, 0);
    }
}

/* ------------------------------------------------------------------ */
/* Notation, illegal moves, bad positions                              */

static void
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
static void
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

static void
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
static void
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
static void
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

static void
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
static void
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

static void
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

static void
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
/* Soak                                                                */

typedef struct
{
  guint games;
  guint moves;
  guint roundtrips;
  guint hexagons;
  guint table_penalties;
  guint dead;
} SoakStats;

static void
check_invariants (TsGame    *game,
                  guint      prev_deck,
                  SoakStats *stats)
{
  TsTrojhrannaGame *tj = TJ (game);
  guint n = ts_game_get_n_players (game);
  TjPhase phase = ts_trojhranna_game_get_phase (tj);
  guint deck = ts_trojhranna_game_get_deck_size (tj);
  guint n_table = ts_trojhranna_game_get_n_table (tj);
  gboolean seen[TJ_N_CARDS] = { FALSE, };
  guint8 cells[128][128] = { { 0, } };
  guint total = n_table + deck;
  int flipped = ts_trojhranna_game_get_flipped (tj, NULL);

#define SEEN(c) G_STMT_START { int c_ = (c); g_assert_cmpint (c_, >=, 0); g_assert_cmpint (c_, <, TJ_N_CARDS); \
                               g_assert_false (seen[c_]); seen[c_] = TRUE; } G_STMT_END

  g_assert_cmpuint (deck, <=, prev_deck);

  for (guint i = 0; i < n_table; i++)
    {
      const TjTableCard *tc = ts_trojhranna_game_get_table_card (tj, i);
      guint8 bit = tc->cell.s == TS_TRI_UP ? 1 : 2;

      g_assert_cmpuint (tc->seq, ==, i);
      g_assert_cmpint (ABS (tc->cell.q), <=, 45);
      g_assert_cmpint (ABS (tc->cell.r), <=, 45);
      g_assert_false (cells[tc->cell.q + 64][tc->cell.r + 64] & bit);
      cells[tc->cell.q + 64][tc->cell.r + 64] |= bit;
      SEEN (tc->card);
    }
  for (guint s = 0; s < n; s++)
    {
      guint nr = ts_trojhranna_game_get_reserve_size (tj, s);
      guint nd = ts_trojhranna_game_get_dead_size (tj, s);

      for (guint i = 0; i < nr; i++)
        {
          TjReserveCard rc = ts_trojhranna_game_get_reserve (tj, s, i);
          SEEN (rc.card);
          g_assert_cmpuint (rc.notch, <, 3);
        }
      for (guint i = 0; i < nd; i++)
        SEEN (ts_trojhranna_game_get_dead (tj, s, i));
      total += nr + nd;
      g_assert_cmpint (ts_game_get_score (game, s), ==, (int) (nr + 2 * nd));
      if (phase == TJ_PHASE_MEMORISE && nr == 0)
        total += 3;
      for (guint i = 0; i < ts_trojhranna_game_get_n_pending (tj, s); i++)
        g_assert_true (seen[ts_trojhranna_game_get_pending (tj, s, i)]);
    }
  if (phase == TJ_PHASE_MEMORISE)
    for (guint i = 0; i < 3; i++)
      SEEN (ts_trojhranna_game_get_dealt (tj, i));
  if (flipped >= 0)
    {
      g_assert_cmpint (phase, ==, TJ_PHASE_PLACE);
      SEEN (flipped);
      total++;
    }
  g_assert_cmpuint (total, ==, TJ_N_CARDS);
#undef SEEN

  /* R14: the game ends exactly when an action leaves the deck empty. */
  g_assert_cmpint (ts_game_is_over (game), ==, deck == 0 && phase != TJ_PHASE_PLACE);
  g_assert_cmpint (ts_game_is_over (game), ==, phase == TJ_PHASE_OVER);
  if (phase == TJ_PHASE_OVER)
    {
      g_autoptr(GArray) moves = ts_game_list_moves (game);

      g_assert_cmpint (ts_game_get_current_seat (game), ==, TS_SEAT_NONE);
      g_assert_cmpuint (moves->len, ==, 0);
      /* Everything is visible now: the whole deck is accounted for. */
      for (int c = 0; c < TJ_N_CARDS; c++)
        g_assert_true (seen[c]);
    }
  else
    g_assert_cmpint (ts_game_get_current_seat (game), >=, 0);
}

/* The placements list_moves offers are exactly the empty cells near the
 * table where count_matches gives ≥ 2 (spec §10), found by brute force. */
static void
check_placements_brute_force (TsGame *game)
{
  TsTrojhrannaGame *tj = TJ (game);
  int c = ts_trojhranna_game_get_flipped (tj, NULL);
  g_autoptr(GArray) moves = ts_game_list_moves (game);
  guint n = 0;

  for (int q = -46; q <= 46; q++)
    for (int r = -46; r <= 46; r++)
      for (int s = 0; s < 2; s++)
        {
          TsTriCell cell = { q, r, s };

          if (ts_trojhranna_game_get_card_at (tj, cell, NULL) >= 0)
            continue;
          for (guint rot = 0; rot < 3; rot++)
            if (ts_trojhranna_game_count_matches (tj, c, cell, rot) >= 2)
              {
                TsMove m = ts_trojhranna_move_place (cell, rot);
                gboolean listed = FALSE;

                for (guint i = 0; i < moves->len && !listed; i++)
                  listed = ts_move_equal (&m, &g_array_index (moves, TsMove, i));
                g_assert_true (listed);
                n++;
              }
        }
  g_assert_cmpuint (n, ==, moves->len);
}

static void
soak_game (guint      n_players,
           guint64    seed,
           TsRng     *rng,
           gboolean   deep,
           SoakStats *stats)
{
  g_autoptr(TsGame) game = ts_test_new_game (n_players, seed, seed % n_players);
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (TsEvent));
  guint prev_deck = ts_trojhranna_game_get_deck_size (TJ (game));
  guint move_no = 0;

  check_invariants (game, prev_deck, stats);
  while (!ts_game_is_over (game))
    {
      g_autoptr(GArray) moves = ts_game_list_moves (game);
      g_autoptr(GError) error = NULL;
      TsTriCell cell;
      guint rot;
      TsMove *m;

      g_assert_cmpuint (moves->len, >, 0);
      if (deep && ts_trojhranna_game_get_phase (TJ (game)) == TJ_PHASE_PLACE && move_no % 4 == 0)
        check_placements_brute_force (game);

      m = &g_array_index (moves, TsMove, ts_rng_uniform (rng, moves->len));
      if (ts_trojhranna_move_get_place (m, &cell, &rot))
        {
          g_assert_cmpint (ts_trojhranna_game_get_card_at (TJ (game), cell, NULL), ==, -1);
          g_assert_cmpuint (ts_trojhranna_game_count_matches (TJ (game), ts_trojhranna_game_get_flipped (TJ (game), NULL),
                                                              cell, rot), >=, 2);
        }
      g_array_set_size (events, 0);
      ts_game_set_event_sink (game, events);
      g_assert_true (ts_game_apply_move (game, m, &error));
      ts_game_set_event_sink (game, NULL);
      g_assert_no_error (error);
      move_no++;
      stats->moves++;

      if (m->kind == TJ_MOVE_PLACE)
        {
          guint n_hexagons = 0, n_penalties = 0;

          for (guint i = 0; i < events->len; i++)
            {
              const TsEvent *e = nth_event (events, i);

              if (e->kind == TJ_EVENT_HEXAGONS)
                n_hexagons += e->arg[0];
              if (e->kind == TJ_EVENT_PENALTY)
                {
                  n_penalties++;
                  stats->table_penalties += e->arg[0] == TJ_PENALTY_FROM_TABLE;
                }
            }
          stats->hexagons += n_hexagons;
          g_assert_cmpuint (n_penalties, ==, n_hexagons * (n_players - 1));
        }

      check_invariants (game, prev_deck, stats);
      prev_deck = ts_trojhranna_game_get_deck_size (TJ (game));

      {
        g_autoptr(TsGame) copy = ts_game_copy (game);
        g_assert_true (ts_game_equal (copy, game));
      }

      if (move_no % 10 == 0 || ts_game_is_over (game))
        {
          g_object_unref (ts_test_round_trip (game));
          stats->roundtrips++;
        }

      if (deep || move_no % 10 == 0)
        for (int seat = TS_SEAT_NONE; seat < (int) n_players; seat++)
          check_screen_view (game, seat, FALSE);
    }

  for (guint s = 0; s < n_players; s++)
    stats->dead += ts_trojhranna_game_get_dead_size (TJ (game), s);
  stats->games++;
}

static void
test_soak (void)
{
  SoakStats stats = { 0, };
  TsRng rng;
  gint64 start = g_get_monotonic_time ();
  double seconds;
  guint n_games = g_test_slow () ? 20000 : 2100;

  ts_rng_init (&rng, 20240601);
  for (guint i = 0; i < n_games; i++)
    soak_game (2 + i % 3, 1000 + i, &rng, i % 50 == 0, &stats);

  seconds = (g_get_monotonic_time () - start) / 1e6;
  g_assert_cmpuint (stats.games, ==, n_games);
  /* The random games do reach the rules' corners. */
  g_assert_cmpuint (stats.hexagons, >, 0);
  g_assert_cmpuint (stats.table_penalties, >, 0);
  g_assert_cmpuint (stats.dead, >, 0);
  /* For information only (no timing assertion). */
  g_test_message ("soak: %u games, %u moves, %u save/load round trips, %u hexagons, "
                  "%u table penalties in %.1f s (%.0f games/s)",
                  stats.games, stats.moves, stats.roundtrips, stats.hexagons,
                  stats.table_penalties, seconds, stats.games / MAX (seconds, 1e-6));
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

static void
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
static void
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
static void
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

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add_func ("/trojhranna/geometry/corners", test_geometry_corners);
  g_test_add_func ("/trojhranna/geometry/cells-around", test_geometry_cells_around);
  g_test_add_func ("/trojhranna/geometry/edge-neighbours", test_geometry_edge_neighbours);
  g_test_add_func ("/trojhranna/geometry/string", test_geometry_string);
  g_test_add_func ("/trojhranna/geometry/cell-at-xy", test_geometry_cell_at_xy);

  g_test_add_func ("/trojhranna/J1-deck", test_j1_deck);
  g_test_add_func ("/trojhranna/J2-setup-sizes", test_j2_setup_sizes);
  g_test_add_func ("/trojhranna/J3-start-card", test_j3_start_card);
  g_test_add_func ("/trojhranna/J4-side-match", test_j4_side_match);
  g_test_add_func ("/trojhranna/J5-wrong-rotation", test_j5_wrong_rotation);
  g_test_add_func ("/trojhranna/J6-one-match", test_j6_one_match);
  g_test_add_func ("/trojhranna/J7-exact-legal-set", test_j7_exact_legal_set);
  g_test_add_func ("/trojhranna/J8-point-matches", test_j8_point_matches);
  g_test_add_func ("/trojhranna/J9-occupied-cell", test_j9_occupied);
  g_test_add_func ("/trojhranna/J10-unplaceable-deck-card", test_j10_unplaceable_deck);
  g_test_add_func ("/trojhranna/J11-unplaceable-reserve-card", test_j11_unplaceable_reserve);
  g_test_add_func ("/trojhranna/J12-placing-is-mandatory", test_j12_mandatory);
  g_test_add_func ("/trojhranna/J13-empty-reserve", test_j13_empty_reserve);
  g_test_add_func ("/trojhranna/J14-hexagon-penalty", test_j14_hexagon_penalty);
  g_test_add_func ("/trojhranna/J15-hexagon-mismatched-corner", test_j15_mismatched_corner);
  g_test_add_func ("/trojhranna/J16-last-deck-card", test_j16_last_card);
  g_test_add_func ("/trojhranna/J17-penalty-from-table", test_j17_penalty_from_table);
  g_test_add_func ("/trojhranna/J18-last-card-completes-hexagon", test_j18_last_card_hexagon);
  g_test_add_func ("/trojhranna/R11-two-hexagons", test_r11_two_hexagons);
  g_test_add_func ("/trojhranna/J19-scoring", test_j19_scoring);
  g_test_add_func ("/trojhranna/J20-tie-break", test_j20_tie_break);
  g_test_add_func ("/trojhranna/J21-reserve-hidden", test_j21_reserve_hidden);

  g_test_add_func ("/trojhranna/memorise", test_memorise);
  g_test_add_func ("/trojhranna/knowledge", test_knowledge);
  g_test_add_func ("/trojhranna/determinise", test_determinise);
  g_test_add_func ("/trojhranna/undo/memorisation-is-final", test_undo_memorisation_is_final);
  g_test_add_func ("/trojhranna/undo/draw-is-final-redo-works", test_undo_draw_is_final);
  g_test_add_func ("/trojhranna/undo/computer-reveal-is-final", test_undo_computer_reveal_is_final);
  g_test_add_func ("/trojhranna/events/penalty-face-only-to-recipient", test_events_penalty_face_private);
  g_test_add_func ("/trojhranna/events/hexagon-names-player-and-points", test_events_hexagon_words);
  g_test_add_func ("/trojhranna/events/plain-words", test_events_plain_words);
  g_test_add_func ("/trojhranna/notation", test_notation);
  g_test_add_func ("/trojhranna/notation/constructors", test_move_constructors);
  g_test_add_func ("/trojhranna/illegal-moves-change-nothing", test_illegal_unchanged);
  g_test_add_func ("/trojhranna/is-legal-agrees-with-list", test_is_legal_agrees_with_list);
  g_test_add_func ("/trojhranna/bad-positions", test_bad_positions);
  g_test_add_func ("/trojhranna/position/legacy-last-entry", test_legacy_last_entry);
  g_test_add_func ("/trojhranna/position/hostile-fields", test_hostile_fields);
  g_test_add_func ("/trojhranna/position/J14-pending-penalty-cards", test_hostile_pending);
  g_test_add_func ("/trojhranna/position/J16-R14-over-when-the-deck-is-empty", test_hostile_end);
  g_test_add_func ("/trojhranna/blank-instance", test_blank_instance);
  g_test_add_func ("/trojhranna/extent", test_extent);
  g_test_add_func ("/trojhranna/deterministic-seed", test_deterministic_seed);
  g_test_add_func ("/trojhranna/soak", test_soak);

  return g_test_run ();
}
