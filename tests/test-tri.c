/* test-tri.c — the rules of TRI against the spec's acceptance scenarios
 * X1–X24, the torus geometry, positions, hidden information, the search
 * hooks and a random soak
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <string.h>

#include "test-util.h"
#include "ts-ai.h"
#include "ts-game.h"
#include "ts-games.h"
#include "ts-rng.h"
#include "ts-setup.h"
#include "tri-game.h"
#include "tri-private.h"

#define TRI(g) TS_TRI_GAME (g)

static const guint card_totals[4] = { 4, 24, 16, 12 };

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

static TsGame *
new_game (guint   n_players,
          guint64 seed,
          int     first_seat)
{
  return ts_test_new_game_of ("tri", n_players, seed, first_seat, NULL);
}

static int
tri (TsGame     *game,
     const char *text)
{
  int t = -1;

  g_assert_true (tri_triangle_parse (ts_tri_game_get_size (TRI (game)), text, &t));
  return t;
}

static gboolean
is_listed (TsGame     *game,
           const char *text)
{
  g_autoptr(GArray) moves = ts_game_list_moves (game);
  g_autoptr(GError) error = NULL;
  TsMove move;

  g_assert_true (ts_game_parse_move (game, text, &move, &error));
  for (guint i = 0; i < moves->len; i++)
    if (ts_move_equal (&move, &g_array_index (moves, TsMove, i)))
      return TRUE;
  return FALSE;
}

static void
force (TsGame *game,
       guint8  a,
       guint8  b,
       guint8  c,
       guint8  d)
{
  guint8 v[4] = { a, b, c, d };
  guint n = 0;

  while (n < 4 && v[n] != 0)
    n++;
  ts_tri_game_force_dice (TRI (game), v, n);
}

/* A position built from a description: the owners of every triangle, and
 * optionally hands and defeated seats.  Conquered squares get turn 0 as
 * their start; the supply holds what the hands do not. */
typedef struct
{
  guint       n_players;
  int         first;
  int         current;
  guint       round;
  guint       turn;
  int         owner[100];       /* seat or -1 */
  gboolean    custom_hands;
  guint       hands[4][4];
  guint       n_defeated;
  int         defeated[4];
  const char *teleports;        /* "x,y x,y", or NULL */
  const char *since;            /* replaces the conquered list, or NULL */
  const char *battle;           /* replaces "battle none", or NULL */
  const char *phase;            /* replaces "action", or NULL */
} Pos;

static void
pos_init (Pos   *pos,
          guint  n_players,
          guint  round,
          int    current)
{
  memset (pos, 0, sizeof *pos);
  pos->n_players = n_players;
  pos->round = round;
  pos->turn = round * n_players;
  pos->current = current;
  for (guint i = 0; i < 100; i++)
    pos->owner[i] = -1;
  for (guint s = 0; s < 4; s++)
    for (guint i = 0; i < 4; i++)
      pos->hands[s][i] = 1;
}

static guint
pos_size (const Pos *pos)
{
  return tri_board_size (pos->n_players);
}

/* OWNERS: triangles "x,y,D" separated by spaces. */
static void
pos_own (Pos        *pos,
         int         seat,
         const char *owners)
{
  g_auto(GStrv) words = g_strsplit (owners, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      int t;

      if (words[i][0] == '\0')
        continue;
      g_assert_true (tri_triangle_parse (pos_size (pos), words[i], &t));
      pos->owner[t] = seat;
    }
}

static char *
pos_text (const Pos *pos)
{
  guint size = pos_size (pos), n_squares = size * size;
  GString *s = g_string_new ("tri 2\n");
  TsRng rng;
  g_autofree char *rng_text = NULL;
  guint n_conquered = 0;
  GString *conquered = g_string_new (NULL);
  guint hands[4][4];

  ts_rng_init (&rng, 77);
  rng_text = ts_rng_to_string (&rng);
  for (guint seat = 0; seat < 4; seat++)
    for (guint i = 0; i < 4; i++)
      {
        gboolean out = FALSE;

        for (guint k = 0; k < pos->n_defeated; k++)
          out |= pos->defeated[k] == (int) seat;
        hands[seat][i] = out ? 0 : pos->hands[seat][i];
      }

  g_string_append_printf (s, "players %u first %d size %u\n", pos->n_players, pos->first, size);
  g_string_append_printf (s, "phase %s current %d round %u turn %u\n",
                          pos->phase ? pos->phase : "action", pos->current, pos->round, pos->turn);
  g_string_append_printf (s, "rng %s\nforced 0\nboard\n", rng_text);
  for (guint q = 0; q < n_squares; q++)
    {
      int o = pos->owner[4 * q];
      gboolean full = o >= 0;

      for (guint d = 0; d < 4; d++)
        {
          int od = pos->owner[4 * q + d];

          g_string_append_c (s, od < 0 ? '.' : '0' + od);
          full &= od == o;
        }
      g_string_append_c (s, q % size == size - 1 ? '\n' : ' ');
      if (full)
        {
          g_string_append_printf (conquered, " %u,%u 0", q % size, q / size);
          n_conquered++;
        }
    }
  if (pos->since)
    g_string_append_printf (s, "conquered %s\n", pos->since);
  else
    g_string_append_printf (s, "conquered %u%s\n", n_conquered, conquered->str);
  g_string_free (conquered, TRUE);
  if (pos->teleports)
    g_string_append_printf (s, "teleports %s\n", pos->teleports);
  else
    g_string_append (s, "teleports 0\n");
  g_string_append (s, "supply");
  for (guint i = 1; i < 4; i++)
    {
      guint used = 0;

      for (guint seat = 0; seat < pos->n_players; seat++)
        used += hands[seat][i];
      g_string_append_printf (s, " %u", card_totals[i] - used);
    }
  g_string_append_c (s, '\n');
  for (guint seat = 0; seat < pos->n_players; seat++)
    g_string_append_printf (s, "hand %u %u %u %u %u\n", seat, hands[seat][0], hands[seat][1],
                            hands[seat][2], hands[seat][3]);
  g_string_append_printf (s, "defeated %u", pos->n_defeated);
  for (guint k = 0; k < pos->n_defeated; k++)
    g_string_append_printf (s, " %d", pos->defeated[k]);
  g_string_append_printf (s, "\n%s\nend\n",
                          pos->battle ? pos->battle : "battle none");
  return g_string_free (s, FALSE);
}

static TsGame *
pos_game (const Pos *pos)
{
  g_autofree char *text = pos_text (pos);
  g_autoptr(GError) error = NULL;
  TsGame *game = ts_game_new_from_state ("tri", text, &error);

  if (error != NULL)
    g_error ("position rejected: %s\n%s", error->message, text);
  return game;
}

static guint
hand_total (TsGame *game,
            int     value)
{
  guint n = ts_tri_game_get_supply (TRI (game), value);

  for (guint s = 0; s < ts_game_get_n_players (game); s++)
    n += ts_tri_game_get_hand (TRI (game), s, value);
  return n;
}

/* Starts recording GAME's events, as a match does; the array lives as
 * long as the game. */
static GArray *
record_events (TsGame *game)
{
  GArray *events = g_array_new (FALSE, FALSE, sizeof (TsEvent));

  g_object_set_data_full (G_OBJECT (game), "test-events", events,
                          (GDestroyNotify) g_array_unref);
  ts_game_set_event_sink (game, events);
  return events;
}

/* The first event of KIND in EVENTS from index FROM on, or NULL. */
static const TsEvent *
find_event (GArray *events,
            guint   from,
            int     kind)
{
  for (guint i = from; i < events->len; i++)
    if (g_array_index (events, TsEvent, i).kind == kind)
      return &g_array_index (events, TsEvent, i);
  return NULL;
}

static guint
count_events (GArray *events,
              guint   from,
              int     kind)
{
  guint n = 0;

  for (guint i = from; i < events->len; i++)
    n += g_array_index (events, TsEvent, i).kind == kind;
  return n;
}

/* ------------------------------------------------------------------ */
/* Geometry                                                            */

static void
test_geometry_neighbours (void)
{
  for (guint size = 4; size <= 5; size++)
    {
      guint n = 4 * size * size;

      for (guint t = 0; t < n; t++)
        {
          int nb[3], x, y;
          TriDir d;

          tri_neighbours (size, t, nb);
          g_assert_cmpint (nb[0], !=, nb[1]);
          g_assert_cmpint (nb[0], !=, nb[2]);
          g_assert_cmpint (nb[1], !=, nb[2]);
          for (guint i = 0; i < 3; i++)
            {
              g_assert_cmpint (nb[i], >=, 0);
              g_assert_cmpint (nb[i], <, (int) n);
              g_assert_cmpint (nb[i], !=, (int) t);
              /* Symmetric. */
              g_assert_true (tri_adjacent (size, nb[i], t));
            }
          /* Exactly three neighbours. */
          {
            guint count = 0;

            for (guint u = 0; u < n; u++)
              count += tri_adjacent (size, t, u);
            g_assert_cmpuint (count, ==, 3);
          }

          tri_triangle_coords (size, t, &x, &y, &d);
          g_assert_cmpint (tri_triangle (size, x, y, d), ==, (int) t);
          g_assert_cmpint (tri_triangle (size, x + size, y - size, d), ==, (int) t);
          /* N/S and E/W of one square only meet at the centre. */
          g_assert_false (tri_adjacent (size, t, tri_triangle (size, x, y, (d + 2) % 4)));
          {
            g_autofree char *text = tri_triangle_to_string (size, t);
            int back = -1;

            g_assert_true (tri_triangle_parse (size, text, &back));
            g_assert_cmpint (back, ==, (int) t);
          }
        }
    }

  {
    int t;

    g_assert_false (tri_triangle_parse (4, "4,0,N", &t));
    g_assert_false (tri_triangle_parse (4, "0,0,X", &t));
    g_assert_false (tri_triangle_parse (4, "0,0", &t));
    g_assert_false (tri_triangle_parse (4, "-1,0,N", &t));
    g_assert_false (tri_triangle_parse (4, "0,0,NN", &t));
    g_assert_true (tri_triangle_parse (5, "4,4,W", &t));
    g_assert_cmpint (t, ==, 99);
  }
  g_assert_cmpint (tri_card_value (3), ==, 4);
  g_assert_cmpint (tri_card_index (3), ==, 2);
  g_assert_cmpint (tri_card_index (1), ==, -1);
}

/* ------------------------------------------------------------------ */
/* Scenarios X1–X24                                                    */

static void
test_x01_board_and_hands (void)
{
  g_autoptr(TsGame) game = new_game (2, 1, 0);

  g_assert_cmpuint (ts_tri_game_get_n_triangles (TRI (game)), ==, 64);
  g_assert_cmpuint (ts_tri_game_count_empty (TRI (game)), ==, 64);
  for (int s = 0; s < 2; s++)
    {
      g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), s, 0), ==, 1);
      g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), s, 2), ==, 1);
      g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), s, 3), ==, 1);
      g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), s, 4), ==, 1);
    }
  g_assert_cmpuint (ts_tri_game_get_supply (TRI (game), 2), ==, 22);
  g_assert_cmpuint (ts_tri_game_get_supply (TRI (game), 3), ==, 14);
  g_assert_cmpuint (ts_tri_game_get_supply (TRI (game), 4), ==, 10);
  g_assert_cmpuint (ts_tri_game_get_round (TRI (game)), ==, 1);

  for (guint n = 3; n <= 4; n++)
    {
      g_autoptr(TsGame) g = new_game (n, 1, 0);

      g_assert_cmpuint (ts_tri_game_get_size (TRI (g)), ==, 5);
      g_assert_cmpuint (ts_tri_game_get_n_triangles (TRI (g)), ==, 100);
      g_assert_cmpuint (ts_tri_game_count_empty (TRI (g)), ==, 100);
    }
}

static void
test_x02_torus (void)
{
  int nb[3];

  tri_neighbours (4, tri_triangle (4, 0, 0, TRI_DIR_N), nb);
  g_assert_cmpint (nb[0], ==, tri_triangle (4, 0, 0, TRI_DIR_E));
  g_assert_cmpint (nb[1], ==, tri_triangle (4, 0, 0, TRI_DIR_W));
  g_assert_cmpint (nb[2], ==, tri_triangle (4, 0, 3, TRI_DIR_S));
  tri_neighbours (4, tri_triangle (4, 3, 1, TRI_DIR_E), nb);
  g_assert_cmpint (nb[0], ==, tri_triangle (4, 3, 1, TRI_DIR_N));
  g_assert_cmpint (nb[1], ==, tri_triangle (4, 3, 1, TRI_DIR_S));
  g_assert_cmpint (nb[2], ==, tri_triangle (4, 0, 1, TRI_DIR_W));
  g_assert_false (tri_adjacent (4, tri_triangle (4, 0, 0, TRI_DIR_N), tri_triangle (4, 0, 0, TRI_DIR_S)));
}

static void
test_x03_placement (void)
{
  g_autoptr(TsGame) game = new_game (2, 1, 0);

  ts_test_apply_ok (game, "place 0,0,N");
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  ts_test_apply_fails (game, "place 0,0,N", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "place 0,0,E", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "place 0,0,W", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "place 0,3,S", TS_GAME_ERROR_ILLEGAL_MOVE);
  /* Round 1 has no other action. */
  ts_test_apply_fails (game, "pass", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "expand 0,0,S", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_ok (game, "place 0,0,S");
  g_assert_cmpint (ts_tri_game_get_owner (TRI (game), tri (game, "0,0,S")), ==, 1);
  g_assert_cmpuint (ts_tri_game_get_round (TRI (game)), ==, 2);
  /* Round 2: no more placing. */
  ts_test_apply_fails (game, "place 2,2,N", TS_GAME_ERROR_ILLEGAL_MOVE);
}

static void
test_x04_placement_count (void)
{
  g_autoptr(TsGame) game = new_game (3, 1, 0);
  g_autoptr(GArray) moves = NULL;
  const char *excluded[] = { "0,0,N", "2,2,S", "0,0,E", "0,0,W", "0,4,S", "2,2,E", "2,2,W", "2,3,N" };

  ts_test_apply_ok (game, "place 0,0,N");
  ts_test_apply_ok (game, "place 2,2,S");
  moves = ts_game_list_moves (game);
  g_assert_cmpuint (moves->len, ==, 92);
  for (guint i = 0; i < moves->len; i++)
    {
      const TsMove *m = &g_array_index (moves, TsMove, i);

      g_assert_cmpint (m->kind, ==, TRI_MOVE_PLACE);
      for (guint k = 0; k < G_N_ELEMENTS (excluded); k++)
        g_assert_cmpint (m->arg[0], !=, tri (game, excluded[k]));
    }
}

static TsGame *
x05_game (void)
{
  Pos pos;

  pos_init (&pos, 2, 2, 0);
  pos_own (&pos, 0, "1,1,N");
  pos_own (&pos, 1, "3,3,S");
  return pos_game (&pos);
}

static void
test_x05_expand_targets (void)
{
  g_autoptr(TsGame) game = x05_game ();
  g_autoptr(GArray) moves = ts_game_list_moves (game);
  guint n_expand = 0;

  for (guint i = 0; i < moves->len; i++)
    {
      const TsMove *m = &g_array_index (moves, TsMove, i);

      if (m->kind != TRI_MOVE_EXPAND)
        continue;
      n_expand++;
      g_assert_true (m->arg[0] == tri (game, "1,1,E") || m->arg[0] == tri (game, "1,1,W") ||
                     m->arg[0] == tri (game, "1,0,S"));
    }
  g_assert_cmpuint (n_expand, ==, 3);
  g_assert_true (is_listed (game, "pass"));
  ts_test_apply_fails (game, "expand 1,1,S", TS_GAME_ERROR_ILLEGAL_MOVE);
}

static void
test_x06_expand_keeps_origin (void)
{
  g_autoptr(TsGame) game = x05_game ();
  GArray *events = record_events (game);
  const TsEvent *event;

  ts_test_apply_ok (game, "expand 1,0,S");
  /* The move told what it did, and nothing else happened. */
  g_assert_cmpuint (events->len, ==, 1);
  event = find_event (events, 0, TRI_EVENT_EXPAND);
  g_assert_nonnull (event);
  g_assert_cmpint (event->seat, ==, 0);
  g_assert_cmpint (event->visible_to, ==, TS_EVENT_EVERYONE);
  g_assert_cmpint (event->flags & TS_EVENT_REVEALS, ==, 0);
  g_assert_cmpint (tri_event_triangle (4, event->arg[0]), ==, tri (game, "1,0,S"));
  g_assert_cmpint (ts_tri_game_get_owner (TRI (game), tri (game, "1,1,N")), ==, 0);
  g_assert_cmpint (ts_tri_game_get_owner (TRI (game), tri (game, "1,0,S")), ==, 0);
  g_assert_cmpuint (ts_tri_game_count_triangles (TRI (game), 0), ==, 2);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
}

/* X7: P2 on (2,2,N), P1 on (2,2,E), (2,2,W), (2,1,S). */
static TsGame *
x07_game (gboolean    also_0_2_s,
          gboolean    also_0_0_n,
          const guint p1_hand[4])
{
  Pos pos;

  pos_init (&pos, 2, 4, 0);
  pos_own (&pos, 1, "2,2,N");
  if (also_0_2_s)
    pos_own (&pos, 1, "0,2,S");
  pos_own (&pos, 0, "2,2,E 2,2,W 2,1,S");
  if (also_0_0_n)
    pos_own (&pos, 0, "0,0,N");
  if (p1_hand)
    memcpy (pos.hands[0], p1_hand, sizeof pos.hands[0]);
  return pos_game (&pos);
}

static void
test_x07_dice_count (void)
{
  g_autoptr(TsGame) game = x07_game (FALSE, FALSE, NULL);
  int attacking[3];
  const TriBattle *b;

  g_assert_cmpuint (ts_tri_game_get_attackers (TRI (game), tri (game, "2,2,N"), attacking), ==, 3);
  ts_test_apply_ok (game, "attack 2,2,N");
  b = ts_tri_game_get_battle (TRI (game));
  g_assert_cmpint (ts_tri_game_get_phase (TRI (game)), ==, TRI_PHASE_ATTACK_CARD);
  g_assert_cmpuint (b->n_dice, ==, 3);
  g_assert_cmpint (b->attacker, ==, 0);
  g_assert_cmpint (b->defender, ==, 1);
  g_assert_cmpint (b->target, ==, tri (game, "2,2,N"));
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (b->attacking[i] == tri (game, "2,2,E") || b->attacking[i] == tri (game, "2,2,W") ||
                     b->attacking[i] == tri (game, "2,1,S"));
      g_assert_cmpuint (b->attack_dice[i], >=, 1);
      g_assert_cmpuint (b->attack_dice[i], <=, 6);
    }
  g_assert_cmpint (b->attacking[0], !=, b->attacking[1]);
  g_assert_cmpint (b->attacking[1], !=, b->attacking[2]);
  g_assert_cmpint (b->attacking[0], !=, b->attacking[2]);

  {
    Pos pos;
    g_autoptr(TsGame) one = NULL;

    pos_init (&pos, 2, 4, 0);
    pos_own (&pos, 1, "2,2,N");
    pos_own (&pos, 0, "2,2,E");
    one = pos_game (&pos);
    g_assert_cmpuint (ts_tri_game_get_attackers (TRI (one), tri (one, "2,2,N"), attacking), ==, 1);
    g_assert_cmpint (attacking[0], ==, tri (one, "2,2,E"));
    ts_test_apply_ok (one, "attack 2,2,N");
    g_assert_cmpuint (ts_tri_game_get_battle (TRI (one))->n_dice, ==, 1);
  }
}

static void
test_x08_attack_won (void)
{
  g_autoptr(TsGame) game = x07_game (TRUE, FALSE, NULL);
  guint supply2 = ts_tri_game_get_supply (TRI (game), 2);
  const TriBattle *b;

  force (game, 2, 5, 3, 6);
  ts_test_apply_ok (game, "attack 2,2,N");
  ts_test_apply_ok (game, "card +2");
  g_assert_cmpint (ts_tri_game_get_phase (TRI (game)), ==, TRI_PHASE_DEFEND_CARD);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  /* The chosen card stays in the public hand until the reveal. */
  g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), 0, 2), ==, 1);
  ts_test_apply_ok (game, "card +0");

  b = ts_tri_game_get_battle (TRI (game));
  g_assert_true (b->revealed);
  g_assert_true (b->attacker_won);
  g_assert_cmpuint (b->attack_dice[0], ==, 2);
  g_assert_cmpuint (b->attack_dice[1], ==, 5);
  g_assert_cmpuint (b->attack_dice[2], ==, 3);
  g_assert_cmpuint (b->defence_die, ==, 6);
  g_assert_cmpint (ts_tri_game_get_owner (TRI (game), tri (game, "2,2,N")), ==, 0);
  g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), 0, 2), ==, 0);
  g_assert_cmpuint (ts_tri_game_get_supply (TRI (game), 2), ==, supply2 + 1);
  g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), 1, 0), ==, 1);
  /* The attacker's turn is over. */
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  g_assert_cmpint (ts_tri_game_get_phase (TRI (game)), ==, TRI_PHASE_ACTION);
}

static TsGame *
x09_game (gboolean also_0_0_n)
{
  TsGame *game = x07_game (FALSE, also_0_0_n, NULL);

  force (game, 4, 1, 1, 3);
  ts_test_apply_ok (game, "attack 2,2,N");
  ts_test_apply_ok (game, "card +2");
  ts_test_apply_ok (game, "card +3");
  return game;
}

static void
test_x09_tie_to_defender (void)
{
  g_autoptr(TsGame) game = x09_game (FALSE);
  const TriBattle *b = ts_tri_game_get_battle (TRI (game));
  g_autoptr(GArray) moves = NULL;

  g_assert_true (b->revealed);
  g_assert_false (b->attacker_won);
  g_assert_cmpint (ts_tri_game_get_phase (TRI (game)), ==, TRI_PHASE_VOID);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  moves = ts_game_list_moves (game);
  g_assert_cmpuint (moves->len, ==, 3);
  g_assert_true (is_listed (game, "void 2,2,E"));
  g_assert_true (is_listed (game, "void 2,2,W"));
  g_assert_true (is_listed (game, "void 2,1,S"));
  /* The played cards are already back in the supply. */
  g_assert_cmpuint (ts_tri_game_get_supply (TRI (game), 2), ==, 22 + 1);
  g_assert_cmpuint (ts_tri_game_get_supply (TRI (game), 3), ==, 14 + 1);
  g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), 0, 2), ==, 0);
  g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), 1, 3), ==, 0);

  ts_test_apply_ok (game, "void 2,1,S");
  g_assert_cmpint (ts_tri_game_get_owner (TRI (game), tri (game, "2,1,S")), ==, TS_SEAT_NONE);
  g_assert_cmpint (ts_tri_game_get_owner (TRI (game), tri (game, "2,2,N")), ==, 1);
  g_assert_cmpint (ts_tri_game_get_owner (TRI (game), tri (game, "2,2,E")), ==, 0);
  g_assert_cmpint (ts_tri_game_get_battle (TRI (game))->voided, ==, tri (game, "2,1,S"));
  /* P1's turn is over: P2 acts. */
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  g_assert_cmpint (ts_tri_game_get_phase (TRI (game)), ==, TRI_PHASE_ACTION);
}

static void
test_x10_void_limited (void)
{
  g_autoptr(TsGame) game = x09_game (TRUE);

  ts_test_apply_fails (game, "void 0,0,N", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "void 2,2,N", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "pass", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_ok (game, "void 2,2,W");
}

static void
test_x11_square_immune (void)
{
  Pos pos;
  g_autoptr(TsGame) game = NULL;
  int attacking[3];

  pos_init (&pos, 2, 3, 0);
  pos_own (&pos, 1, "1,1,N 1,1,E 1,1,S 1,1,W");
  pos_own (&pos, 0, "1,0,S");
  game = pos_game (&pos);
  g_assert_cmpint (ts_tri_game_get_square_owner (TRI (game), 1 * 4 + 1), ==, 1);
  g_assert_cmpuint (ts_tri_game_count_squares (TRI (game), 1), ==, 1);
  g_assert_false (is_listed (game, "attack 1,1,N"));
  g_assert_cmpuint (ts_tri_game_get_attackers (TRI (game), tri (game, "1,1,N"), attacking), ==, 0);
  ts_test_apply_fails (game, "attack 1,1,N", TS_GAME_ERROR_ILLEGAL_MOVE);
}

static void
test_x12_lost_attack_opens_square (void)
{
  Pos pos;
  g_autoptr(TsGame) game = NULL;

  pos_init (&pos, 2, 3, 1);
  pos_own (&pos, 1, "1,1,N 1,1,E 1,1,S 1,1,W");
  pos_own (&pos, 0, "2,1,W 1,0,S");
  game = pos_game (&pos);
  force (game, 2, 5, 0, 0);
  ts_test_apply_ok (game, "attack 2,1,W");
  g_assert_cmpuint (ts_tri_game_get_battle (TRI (game))->n_dice, ==, 1);
  ts_test_apply_ok (game, "card +0");
  ts_test_apply_ok (game, "card +0");
  /* One attacking triangle: voided at once, no void phase. */
  g_assert_cmpint (ts_tri_game_get_owner (TRI (game), tri (game, "1,1,E")), ==, TS_SEAT_NONE);
  g_assert_cmpint (ts_tri_game_get_square_owner (TRI (game), 1 * 4 + 1), ==, TS_SEAT_NONE);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  g_assert_true (is_listed (game, "attack 1,1,N"));
}

/* P1 owns square (0,0), conquered at turn 0 (an earlier round); P2 owns
 * (2,0,S) and, with OPPONENT_0_3_S, (0,3,S). */
static TsGame *
x13_game (gboolean with_3_3)
{
  Pos pos;

  pos_init (&pos, 2, 5, 0);
  pos_own (&pos, 0, "0,0,N 0,0,E 0,0,S 0,0,W");
  if (with_3_3)
    {
      pos_own (&pos, 0, "3,3,N 3,3,E 3,3,S 3,3,W");
      pos_own (&pos, 1, "0,3,S");
    }
  pos_own (&pos, 1, "2,0,S");
  return pos_game (&pos);
}

static void
test_x13_teleport (void)
{
  g_autoptr(TsGame) game = x13_game (FALSE);

  g_assert_false (tri_adjacent (4, tri (game, "2,2,S"), tri (game, "0,0,E")));
  g_assert_true (ts_tri_game_can_teleport_from (TRI (game), 0));
  g_assert_false (ts_tri_game_can_teleport_from (TRI (game), 5));
  g_assert_true (is_listed (game, "teleport 0,0 2,2,S"));
  ts_test_apply_fails (game, "teleport 1,0 2,2,S", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "teleport 0,0 2,0,S", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_ok (game, "teleport 0,0 2,2,S");
  g_assert_cmpuint (ts_tri_game_count_triangles (TRI (game), 0), ==, 5);
  g_assert_cmpint (ts_tri_game_get_owner (TRI (game), tri (game, "2,2,S")), ==, 0);
  g_assert_cmpint (ts_tri_game_get_square_owner (TRI (game), 0), ==, 0);
  g_assert_true (ts_tri_game_teleport_used (TRI (game), 0));
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
}

static void
test_x14_teleport_not_on_conquering_turn (void)
{
  Pos pos;
  g_autoptr(TsGame) game = NULL;
  g_autoptr(GArray) moves = NULL;
  guint n_teleports = 0;

  pos_init (&pos, 2, 5, 0);
  pos_own (&pos, 0, "0,0,N 0,0,E 0,0,S");
  pos_own (&pos, 1, "2,0,S");
  game = pos_game (&pos);
  g_assert_false (is_listed (game, "teleport 0,0 2,2,S"));
  ts_test_apply_ok (game, "expand 0,0,W");
  g_assert_cmpint (ts_tri_game_get_square_owner (TRI (game), 0), ==, 0);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  g_assert_false (ts_tri_game_can_teleport_from (TRI (game), 0));
  ts_test_apply_ok (game, "pass");
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  g_assert_true (ts_tri_game_can_teleport_from (TRI (game), 0));
  moves = ts_game_list_moves (game);
  for (guint i = 0; i < moves->len; i++)
    n_teleports += g_array_index (moves, TsMove, i).kind == TRI_MOVE_TELEPORT;
  /* Onto every empty triangle. */
  g_assert_cmpuint (n_teleports, ==, ts_tri_game_count_empty (TRI (game)));
}

static void
test_x15_one_teleport_per_square (void)
{
  g_autoptr(TsGame) game = x13_game (TRUE);

  ts_test_apply_ok (game, "teleport 0,0 2,2,S");
  ts_test_apply_ok (game, "pass");
  /* A lost 1-die attack from (0,0,N) voids it. */
  force (game, 1, 6, 0, 0);
  ts_test_apply_ok (game, "attack 0,3,S");
  g_assert_cmpuint (ts_tri_game_get_battle (TRI (game))->n_dice, ==, 1);
  ts_test_apply_ok (game, "card +0");
  ts_test_apply_ok (game, "card +0");
  g_assert_cmpint (ts_tri_game_get_owner (TRI (game), tri (game, "0,0,N")), ==, TS_SEAT_NONE);
  g_assert_cmpint (ts_tri_game_get_square_owner (TRI (game), 0), ==, TS_SEAT_NONE);
  ts_test_apply_ok (game, "pass");
  ts_test_apply_ok (game, "expand 0,0,N");
  g_assert_cmpint (ts_tri_game_get_square_owner (TRI (game), 0), ==, 0);
  ts_test_apply_ok (game, "pass");

  g_assert_false (ts_tri_game_can_teleport_from (TRI (game), 0));
  g_assert_false (is_listed (game, "teleport 0,0 1,1,N"));
  g_assert_true (ts_tri_game_can_teleport_from (TRI (game), 15));
  g_assert_true (is_listed (game, "teleport 3,3 1,1,N"));
  ts_test_apply_fails (game, "teleport 0,0 1,1,N", TS_GAME_ERROR_ILLEGAL_MOVE);
}

/* Everyone passes until round TO starts. */
static void
pass_until_round (TsGame *game,
                  GArray *events,
                  guint   to)
{
  while (ts_tri_game_get_round (TRI (game)) < to)
    {
      guint mark = events->len;

      g_assert_cmpint (ts_tri_game_get_round (TRI (game)), >=, 2);
      ts_test_apply_ok (game, "pass");
      if (ts_tri_game_get_round (TRI (game)) < to)
        g_assert_null (find_event (events, mark, TRI_EVENT_AWARD_ROLL));
    }
}

/* The award roll of the last move: round ROUND, die DIE, card VALUE; a
 * die rolled is final (undo stops there). */
static void
assert_award_roll (GArray *events,
                   guint   from,
                   guint   round,
                   guint   die,
                   int     value)
{
  const TsEvent *event = find_event (events, from, TRI_EVENT_AWARD_ROLL);

  g_assert_nonnull (event);
  g_assert_cmpint (event->arg[0], ==, round);
  g_assert_cmpint (event->arg[1], ==, die);
  g_assert_cmpint (event->arg[2], ==, value);
  g_assert_cmpint (event->flags & TS_EVENT_REVEALS, ==, TS_EVENT_REVEALS);
  g_assert_cmpint (event->visible_to, ==, TS_EVENT_EVERYONE);
}

static void
test_x16_periodic_award (void)
{
  g_autoptr(TsGame) game = new_game (3, 5, 0);
  GArray *events = record_events (game);
  guint supply3, mark;

  ts_test_apply_ok (game, "place 0,0,N");
  ts_test_apply_ok (game, "place 2,2,S");
  /* The forced die waits for the award: rounds 1 and 2 roll nothing. */
  force (game, 4, 0, 0, 0);
  ts_test_apply_ok (game, "place 4,1,E");
  g_assert_cmpuint (ts_tri_game_get_round (TRI (game)), ==, 2);
  g_assert_null (find_event (events, 0, TRI_EVENT_AWARD_ROLL));
  supply3 = ts_tri_game_get_supply (TRI (game), 3);
  mark = events->len;
  pass_until_round (game, events, 3);

  assert_award_roll (events, mark, 3, 4, 3);
  g_assert_cmpuint (ts_tri_game_get_supply (TRI (game), 3), ==, supply3 - 3);
  for (int s = 0; s < 3; s++)
    g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), s, 3), ==, 2);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);

  /* Rounds 4 and 5 roll nothing; round 6 rolls a 6. */
  force (game, 6, 0, 0, 0);
  mark = events->len;
  pass_until_round (game, events, 6);
  assert_award_roll (events, mark, 6, 6, 4);
  for (int s = 0; s < 3; s++)
    g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), s, 4), ==, 2);
  g_assert_cmpuint (ts_tri_game_get_supply (TRI (game), 4), ==, 12 - 3 - 3);
}

/* Assigns the triangles [FROM, TO) to SEAT. */
static void
pos_range (Pos *pos,
           int  seat,
           int  from,
           int  to)
{
  for (int t = from; t < to; t++)
    pos->owner[t] = seat;
}

static void
test_x17_first_elimination (void)
{
  Pos pos;
  g_autoptr(TsGame) game = NULL;
  const TsEvent *event;
  GArray *events;

  pos_init (&pos, 3, 10, 1);
  pos_range (&pos, 0, 0, 40);
  pos_range (&pos, 1, 40, 74);
  pos_range (&pos, 2, 75, 100);
  game = pos_game (&pos);
  g_assert_cmpuint (ts_tri_game_count_triangles (TRI (game), 1), ==, 34);
  g_assert_cmpuint (ts_tri_game_count_triangles (TRI (game), 2), ==, 25);
  g_assert_cmpuint (ts_tri_game_count_empty (TRI (game)), ==, 1);

  events = record_events (game);
  ts_test_apply_ok (game, "expand 3,3,S");   /* triangle 74 */
  g_assert_true (ts_tri_game_is_eliminated (TRI (game), 2));
  g_assert_cmpuint (ts_tri_game_count_triangles (TRI (game), 2), ==, 0);
  g_assert_cmpuint (ts_tri_game_count_triangles (TRI (game), 1), ==, 35);
  g_assert_cmpuint (ts_tri_game_count_empty (TRI (game)), ==, 25);
  g_assert_cmpuint (ts_tri_game_get_n_defeated (TRI (game)), ==, 1);
  g_assert_cmpint (ts_tri_game_get_defeated (TRI (game), 0), ==, 2);
  for (int s = 0; s < 2; s++)
    {
      g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), s, 2), ==, 2);
      g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), s, 3), ==, 2);
      g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), s, 4), ==, 1);
    }
  for (int v = 0; v <= 4; v++)
    g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), 2, v), ==, 0);
  /* 24 − 3 + 1 (P3's) − 2 (awards). */
  g_assert_cmpuint (ts_tri_game_get_supply (TRI (game), 2), ==, 20);
  g_assert_cmpuint (ts_tri_game_get_supply (TRI (game), 3), ==, 12);
  g_assert_cmpuint (ts_tri_game_get_supply (TRI (game), 4), ==, 10);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  g_assert_false (ts_game_is_over (game));
  /* The elimination is told, the first defeat of the game, on a full
   * board; its award hands out cards, so it is final. */
  g_assert_cmpuint (count_events (events, 0, TRI_EVENT_ELIMINATED), ==, 1);
  event = find_event (events, 0, TRI_EVENT_ELIMINATED);
  g_assert_cmpint (event->seat, ==, 2);
  g_assert_cmpint (event->arg[0], ==, 1);
  g_assert_cmpint (event->arg[1], ==, 0);
  g_assert_cmpint (event->flags & TS_EVENT_REVEALS, ==, TS_EVENT_REVEALS);
  g_assert_cmpuint (hand_total (game, 0), ==, 2);
}

static void
test_x18_second_elimination (void)
{
  Pos pos;
  g_autoptr(TsGame) game = NULL;

  pos_init (&pos, 4, 20, 0);
  pos.n_defeated = 1;
  pos.defeated[0] = 3;
  pos_range (&pos, 0, 0, 35);
  pos_range (&pos, 1, 36, 64);
  pos_range (&pos, 2, 64, 100);
  game = pos_game (&pos);
  ts_test_apply_ok (game, "expand 3,1,W");   /* triangle 35 */
  g_assert_cmpuint (ts_tri_game_count_triangles (TRI (game), 0), ==, 0 + 0 + 36);
  g_assert_true (ts_tri_game_is_eliminated (TRI (game), 1));
  g_assert_cmpuint (ts_tri_game_get_n_defeated (TRI (game)), ==, 2);
  for (int s = 0; s < 4; s += 2)
    {
      g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), s, 2), ==, 3);
      g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), s, 3), ==, 1);
      g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), s, 4), ==, 2);
    }
  g_assert_false (ts_game_is_over (game));
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 2);
}

static void
test_x19_end_two_players (void)
{
  Pos pos;
  g_autoptr(TsGame) game = NULL;
  int ranks[2];

  pos_init (&pos, 2, 30, 0);
  pos_range (&pos, 0, 0, 32);
  pos_range (&pos, 1, 33, 64);
  game = pos_game (&pos);
  ts_test_apply_ok (game, "expand 0,2,N");   /* triangle 32 */
  g_assert_true (ts_game_is_over (game));
  g_assert_cmpint (ts_game_get_current_seat (game), ==, TS_SEAT_NONE);
  g_assert_cmpint (ts_game_get_score (game, 0), ==, 33);
  g_assert_cmpint (ts_game_get_score (game, 1), ==, 31);
  ts_game_get_ranks (game, ranks);
  g_assert_cmpint (ranks[0], ==, 0);
  g_assert_cmpint (ranks[1], ==, 1);
  {
    g_autoptr(GArray) moves = ts_game_list_moves (game);

    g_assert_cmpuint (moves->len, ==, 0);
  }
}

/* 32 : 32 at the end; P1 with TWO_SQUARES owns 2 squares, else 1; P2 1. */
static void
x20_check (gboolean two_squares)
{
  Pos pos;
  g_autoptr(TsGame) game = NULL;
  int ranks[2];

  pos_init (&pos, 2, 30, 0);
  /* N and E to P1, S and W to P2: no squares.  Trading P1's N, E of
   * square 5 for P2's S, W of square 0 gives each one square. */
  for (int t = 0; t < 64; t++)
    pos.owner[t] = t % 4 < 2 ? 0 : 1;
  pos.owner[0 * 4 + 2] = pos.owner[0 * 4 + 3] = 0;
  pos.owner[5 * 4 + 0] = pos.owner[5 * 4 + 1] = 1;
  if (two_squares)
    {
      /* Square 1 to P1 for single triangles of squares 2 and 3. */
      pos.owner[1 * 4 + 2] = pos.owner[1 * 4 + 3] = 0;
      pos.owner[2 * 4 + 0] = pos.owner[3 * 4 + 0] = 1;
    }
  /* The last empty triangle, next to P1's (2,2,E). */
  pos.owner[10 * 4 + 0] = -1;
  game = pos_game (&pos);
  g_assert_cmpuint (ts_tri_game_count_triangles (TRI (game), 0), ==, 31);
  ts_test_apply_ok (game, "expand 2,2,N");
  g_assert_true (ts_game_is_over (game));
  g_assert_cmpint (ts_game_get_score (game, 0), ==, 32);
  g_assert_cmpint (ts_game_get_score (game, 1), ==, 32);
  g_assert_cmpuint (ts_tri_game_count_squares (TRI (game), 0), ==, two_squares ? 2 : 1);
  g_assert_cmpuint (ts_tri_game_count_squares (TRI (game), 1), ==, 1);
  ts_game_get_ranks (game, ranks);
  g_assert_cmpint (ranks[0], ==, 0);
  g_assert_cmpint (ranks[1], ==, two_squares ? 1 : 0);
}

static void
test_x20_end_tie_break (void)
{
  x20_check (TRUE);
  x20_check (FALSE);
}

static void
test_x21_zero_triangles (void)
{
  Pos pos;
  g_autoptr(TsGame) game = NULL;

  pos_init (&pos, 3, 10, 2);
  pos_own (&pos, 2, "4,4,S");
  pos_own (&pos, 0, "4,4,E");
  pos_own (&pos, 1, "1,1,N");
  game = pos_game (&pos);
  force (game, 3, 5, 0, 0);
  ts_test_apply_ok (game, "attack 4,4,E");
  ts_test_apply_ok (game, "card +0");
  ts_test_apply_ok (game, "card +0");
  g_assert_cmpint (ts_tri_game_get_owner (TRI (game), tri (game, "4,4,S")), ==, TS_SEAT_NONE);
  g_assert_true (ts_tri_game_is_eliminated (TRI (game), 2));
  for (int s = 0; s < 2; s++)
    {
      g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), s, 2), ==, 2);
      g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), s, 3), ==, 2);
    }
  g_assert_false (ts_game_is_over (game));
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  g_assert_cmpuint (ts_tri_game_get_round (TRI (game)), ==, 11);
}

static void
test_x22_one_action (void)
{
  g_autoptr(TsGame) game = x05_game ();

  ts_test_apply_ok (game, "expand 1,0,S");
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  /* P1's expansions and attacks are no longer on offer. */
  ts_test_apply_fails (game, "expand 1,1,E", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "expand 1,1,W", TS_GAME_ERROR_ILLEGAL_MOVE);
  g_assert_false (is_listed (game, "expand 1,1,E"));
  g_assert_true (is_listed (game, "expand 3,3,E"));
}

static void
test_x23_zero_permanent (void)
{
  static const guint only_zero[4] = { 1, 0, 0, 0 };
  g_autoptr(TsGame) game = x07_game (TRUE, FALSE, only_zero);
  g_autoptr(GArray) moves = NULL;

  ts_test_apply_ok (game, "attack 2,2,N");
  moves = ts_game_list_moves (game);
  g_assert_cmpuint (moves->len, ==, 1);
  ts_test_apply_fails (game, "card +2", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_ok (game, "card +0");
  ts_test_apply_ok (game, "card +4");
  g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), 0, 0), ==, 1);
  g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), 1, 4), ==, 0);
  g_assert_cmpuint (hand_total (game, 0), ==, 2);
  g_assert_cmpuint (hand_total (game, 4), ==, 12);
}

static void
test_x24_weakest_tie_break (void)
{
  Pos pos;
  g_autoptr(TsGame) game = NULL;

  pos_init (&pos, 3, 12, 0);
  pos_range (&pos, 0, 0, 39);
  for (int t = 40; t < 100; t++)
    pos.owner[t] = t % 2 == 0 ? 1 : 2;
  /* Square 10 to P2, paid with single triangles of squares 11 and 12. */
  pos.owner[41] = pos.owner[43] = 1;
  pos.owner[44] = pos.owner[48] = 2;
  game = pos_game (&pos);
  g_assert_cmpuint (ts_tri_game_count_triangles (TRI (game), 1), ==, 30);
  g_assert_cmpuint (ts_tri_game_count_triangles (TRI (game), 2), ==, 30);
  g_assert_cmpuint (ts_tri_game_count_squares (TRI (game), 1), ==, 1);
  g_assert_cmpuint (ts_tri_game_count_squares (TRI (game), 2), ==, 0);
  ts_test_apply_ok (game, "expand 4,1,W");   /* triangle 39 */
  g_assert_true (ts_tri_game_is_eliminated (TRI (game), 2));
  g_assert_false (ts_tri_game_is_eliminated (TRI (game), 1));

  /* With no squares either way and equal hands, the later seat goes;
   * with a lower hand value, P2 goes. */
  for (guint variant = 0; variant < 2; variant++)
    {
      g_autoptr(TsGame) g = NULL;

      pos.owner[41] = 2;
      pos.owner[44] = 1;
      if (variant == 1)
        pos.hands[1][3] = 0;
      g = pos_game (&pos);
      g_assert_cmpuint (ts_tri_game_count_squares (TRI (g), 1), ==, 0);
      ts_test_apply_ok (g, "expand 4,1,W");
      g_assert_true (ts_tri_game_is_eliminated (TRI (g), variant == 0 ? 2 : 1));
    }
}

/* ------------------------------------------------------------------ */
/* Other rules                                                         */

static void
test_rounds_and_first_seat (void)
{
  g_autoptr(TsGame) game = new_game (3, 9, 2);

  /* P1 is seat 2: it starts, and rounds begin with it. */
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 2);
  ts_test_apply_ok (game, "place 0,0,N");
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  ts_test_apply_ok (game, "place 2,2,N");
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  g_assert_cmpuint (ts_tri_game_get_round (TRI (game)), ==, 1);
  ts_test_apply_ok (game, "place 4,4,N");
  g_assert_cmpuint (ts_tri_game_get_round (TRI (game)), ==, 2);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 2);
}

/* R2: when P1 is eliminated, rounds start at the next seat still in. */
static void
test_round_after_p1_out (void)
{
  Pos pos;
  g_autoptr(TsGame) game = NULL;

  pos_init (&pos, 3, 4, 1);
  pos.n_defeated = 1;
  pos.defeated[0] = 0;
  pos_own (&pos, 1, "1,1,N");
  pos_own (&pos, 2, "3,3,N");
  game = pos_game (&pos);
  ts_test_apply_ok (game, "pass");
  g_assert_cmpuint (ts_tri_game_get_round (TRI (game)), ==, 4);
  ts_test_apply_ok (game, "pass");
  g_assert_cmpuint (ts_tri_game_get_round (TRI (game)), ==, 5);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
}

static void
test_round_cap (void)
{
  Pos pos;
  g_autoptr(TsGame) game = NULL;
  int ranks[2];

  pos_init (&pos, 2, 200, 1);
  pos_own (&pos, 0, "1,1,N 1,1,E");
  pos_own (&pos, 1, "3,3,S");
  game = pos_game (&pos);
  ts_test_apply_ok (game, "pass");
  g_assert_true (ts_game_is_over (game));
  g_assert_cmpuint (ts_tri_game_get_round (TRI (game)), ==, 200);
  ts_game_get_ranks (game, ranks);
  g_assert_cmpint (ranks[0], ==, 0);
  g_assert_cmpint (ranks[1], ==, 1);
}

static void
test_supply_shortage (void)
{
  Pos pos;
  g_autoptr(TsGame) game = NULL;

  /* Two +4 left in the supply: P1 and P2 take one each, P3 none. */
  pos_init (&pos, 3, 5, 2);
  pos_own (&pos, 0, "0,0,N");
  pos_own (&pos, 1, "2,2,N");
  pos_own (&pos, 2, "4,4,N");
  pos.hands[0][3] = 4;
  pos.hands[1][3] = 4;
  pos.hands[2][3] = 2;
  game = pos_game (&pos);
  g_assert_cmpuint (ts_tri_game_get_supply (TRI (game), 4), ==, 2);
  force (game, 6, 0, 0, 0);
  ts_test_apply_ok (game, "pass");
  g_assert_cmpuint (ts_tri_game_get_round (TRI (game)), ==, 6);
  g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), 0, 4), ==, 5);
  g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), 1, 4), ==, 5);
  g_assert_cmpuint (ts_tri_game_get_hand (TRI (game), 2, 4), ==, 2);
  g_assert_cmpuint (ts_tri_game_get_supply (TRI (game), 4), ==, 0);
}

static void
test_describe (void)
{
  g_autoptr(TsGame) game = x07_game (TRUE, FALSE, NULL);
  const char *names[] = { "Ada", "Bob", NULL };
  g_autofree char *score = ts_game_describe_score (game, 0);
  g_autofree char *text = NULL;

  g_assert_cmpstr (score, ==, "3 triangles");
  force (game, 2, 5, 3, 6);
  ts_test_apply_ok (game, "attack 2,2,N");
  text = ts_game_describe_position (game, names);
  g_assert_nonnull (strstr (text, "Round: 4"));
  g_assert_nonnull (strstr (text, "Ada"));
  g_assert_nonnull (strstr (text, "Battle:"));
  g_assert_cmpstr (ts_game_get_name (game), ==, "TRI");
}

static void
test_notation (void)
{
  g_autoptr(TsGame) game = x13_game (TRUE);
  g_autoptr(GArray) moves = ts_game_list_moves (game);
  const char *bad[] = { "", "jump", "place", "place 4,0,N", "expand 0,0", "teleport 0,0",
                        "teleport 0,0,N 1,1,N", "card +1", "card 5", "card +", "void",
                        "pass now", "attack 0,0,N 1,1,N", "place 0,-1,N", "card ++2" };

  for (guint i = 0; i < moves->len; i++)
    {
      const TsMove *m = &g_array_index (moves, TsMove, i);
      g_autofree char *text = ts_game_format_move (game, m);
      g_autoptr(GError) error = NULL;
      TsMove back;

      g_assert_true (ts_game_parse_move (game, text, &back, &error));
      g_assert_no_error (error);
      g_assert_true (ts_move_equal (m, &back));
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      TsMove m;

      g_assert_false (ts_game_parse_move (game, bad[i], &m, &error));
      g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_MOVE);
    }
  {
    TsMove m;

    g_assert_true (ts_game_parse_move (game, "card 2", &m, NULL));
    g_assert_cmpint (m.arg[0], ==, 2);
  }
}

/* Moves with junk in unused fields, or out of range, are refused. */
static void
test_illegal_unchanged (void)
{
  g_autoptr(TsGame) game = x13_game (TRUE);
  TsMove m;

  m = ts_tri_move_expand (500);
  g_assert_false (ts_game_apply_move (game, &m, NULL));
  m.arg[0] = -3;
  g_assert_false (ts_game_apply_move (game, &m, NULL));
  m.arg[0] = tri (game, "0,1,N");
  m.arg[3] = 1;
  g_assert_false (ts_game_apply_move (game, &m, NULL));
  m.arg[3] = 0;
  g_assert_true (ts_game_is_legal (game, &m));
  m.kind = 99;
  g_assert_false (ts_game_apply_move (game, &m, NULL));
  ts_test_apply_fails (game, "card +0", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "void 0,0,N", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "teleport 3,3 0,0,N", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "attack 0,0,E", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "attack 1,1,N", TS_GAME_ERROR_ILLEGAL_MOVE);
}

static void
test_blank_instance (void)
{
  g_autoptr(TsGame) game = g_object_new (TS_TYPE_TRI_GAME, NULL);
  g_autoptr(GArray) moves = ts_game_list_moves (game);
  const TsMove pass = ts_tri_move_pass ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = ts_game_save_state (game);
  g_autofree char *move_text = ts_game_format_move (game, &pass);

  g_assert_true (ts_game_is_over (game));
  g_assert_cmpuint (moves->len, ==, 0);
  g_assert_false (ts_game_apply_move (game, &pass, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (text);
  g_assert_cmpstr (move_text, ==, "pass");
}

/* ------------------------------------------------------------------ */
/* Positions                                                           */

static void
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

static void
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

static void check_invariants (TsGame *game);

/* Positions with one word changed, dropped or doubled: either refused
 * without a change, or a game that keeps its invariants in play. */
static void
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
/* Hidden information                                                  */

static void
test_redaction (void)
{
  g_autoptr(TsGame) game = x07_game (TRUE, FALSE, NULL);
  const TriBattle *b;

  force (game, 2, 5, 3, 6);

  /* Action phase: nothing is private. */
  for (int s = TS_SEAT_NONE; s < 2; s++)
    g_assert_false (ts_game_has_private_view (game, s));

  ts_test_apply_ok (game, "attack 2,2,N");
  {
    g_autoptr(TsGame) mine = ts_game_view_for (game, 0);
    g_autoptr(TsGame) theirs = ts_game_view_for (game, 1);
    g_autoptr(TsGame) memory = ts_game_knowledge_of (game, 1);

    b = ts_tri_game_get_battle (TRI (mine));
    g_assert_cmpuint (b->attack_dice[1], ==, 5);
    b = ts_tri_game_get_battle (TRI (theirs));
    g_assert_cmpuint (b->attack_dice[0] + b->attack_dice[1] + b->attack_dice[2], ==, 0);
    b = ts_tri_game_get_battle (TRI (memory));
    g_assert_cmpuint (b->attack_dice[0] + b->attack_dice[1] + b->attack_dice[2], ==, 0);
    g_assert_true (ts_game_has_private_view (game, 0));
    g_assert_false (ts_game_has_private_view (game, 1));
    g_assert_false (ts_game_has_private_view (game, TS_SEAT_NONE));
  }

  ts_test_apply_ok (game, "card +3");
  {
    g_autoptr(TsGame) attacker_screen = ts_game_view_for (game, 0);
    g_autoptr(TsGame) attacker_memory = ts_game_knowledge_of (game, 0);
    g_autoptr(TsGame) defender = ts_game_view_for (game, 1);
    g_autoptr(TsGame) defender_memory = ts_game_knowledge_of (game, 1);
    g_autoptr(TsGame) spectator = ts_game_view_for (game, TS_SEAT_NONE);

    b = ts_tri_game_get_battle (TRI (defender));
    g_assert_cmpuint (b->defence_die, ==, 6);
    g_assert_cmpint (b->attack_card, ==, -1);
    g_assert_cmpuint (b->attack_dice[0], ==, 0);
    b = ts_tri_game_get_battle (TRI (defender_memory));
    g_assert_cmpint (b->attack_card, ==, -1);
    g_assert_cmpuint (b->attack_dice[2], ==, 0);
    /* The chosen card is still in the public hand. */
    g_assert_cmpuint (ts_tri_game_get_hand (TRI (defender), 0, 3), ==, 1);
    b = ts_tri_game_get_battle (TRI (attacker_memory));
    g_assert_cmpint (b->attack_card, ==, 3);
    g_assert_cmpuint (b->attack_dice[1], ==, 5);
    g_assert_cmpuint (b->defence_die, ==, 0);
    b = ts_tri_game_get_battle (TRI (attacker_screen));
    g_assert_cmpint (b->attack_card, ==, -1);
    b = ts_tri_game_get_battle (TRI (spectator));
    g_assert_cmpint (b->attack_card, ==, -1);
    g_assert_cmpuint (b->defence_die, ==, 0);
    g_assert_true (ts_game_has_private_view (game, 1));
    g_assert_false (ts_game_has_private_view (game, 0));
    g_assert_false (ts_game_has_private_view (game, TS_SEAT_NONE));
  }

  /* A view cannot predict the dice: its generator and queue are gone. */
  {
    g_autoptr(TsGame) fresh = x07_game (TRUE, FALSE, NULL);
    g_autoptr(TsGame) other = NULL;
    g_autoptr(TsGame) v1 = NULL;
    g_autoptr(TsGame) v2 = NULL;

    force (fresh, 1, 1, 1, 1);
    v1 = ts_game_view_for (fresh, 0);
    other = x07_game (TRUE, FALSE, NULL);
    force (other, 6, 6, 6, 6);
    v2 = ts_game_view_for (other, 0);
    g_assert_true (ts_game_equal (v1, v2));
  }

  ts_test_apply_ok (game, "card +0");
  g_assert_false (ts_game_has_private_view (game, 0));
  g_assert_false (ts_game_has_private_view (game, 1));
}

static void
test_determinise (void)
{
  g_autoptr(TsGame) game = x07_game (TRUE, FALSE, NULL);
  TsRng rng;
  guint seen_cards = 0, seen_dice = 0;

  ts_rng_init (&rng, 3);
  ts_test_apply_ok (game, "attack 2,2,N");
  ts_test_apply_ok (game, "card +4");

  for (guint i = 0; i < 200; i++)
    {
      g_autoptr(TsGame) knowledge = ts_game_knowledge_of (game, 1);
      g_autoptr(TsGame) spectator = ts_game_view_for (game, TS_SEAT_NONE);
      g_autoptr(TsGame) det = NULL;
      g_autoptr(TsGame) det_view = NULL;
      const TriBattle *b, *kb;

      det = ts_game_copy (knowledge);
      ts_game_determinise (det, &rng);
      b = ts_tri_game_get_battle (TRI (det));
      kb = ts_tri_game_get_battle (TRI (knowledge));
      /* The defender's own die is kept; the attacker's secrets filled in. */
      g_assert_cmpuint (b->defence_die, ==, kb->defence_die);
      g_assert_cmpint (b->attack_card, >=, 0);
      g_assert_cmpuint (ts_tri_game_get_hand (TRI (det), 0, b->attack_card), >, 0);
      for (guint k = 0; k < b->n_dice; k++)
        {
          g_assert_cmpuint (b->attack_dice[k], >=, 1);
          g_assert_cmpuint (b->attack_dice[k], <=, 6);
          seen_dice |= 1u << b->attack_dice[k];
        }
      seen_cards |= 1u << b->attack_card;
      /* Public information unchanged. */
      det_view = ts_game_view_for (det, TS_SEAT_NONE);
      g_assert_true (ts_game_equal (det_view, spectator));
      /* The determinisation plays on. */
      g_assert_true (ts_game_apply_text (det, "card +0", NULL));
    }
  g_assert_cmpuint (seen_dice, ==, 0x7e);
  /* More than one card is imagined. */
  g_assert_cmpuint (seen_cards & (seen_cards - 1), !=, 0);
}

/* ------------------------------------------------------------------ */
/* Computer player                                                     */

static void
test_ai_moves (void)
{
  TsRng rng;

  ts_rng_init (&rng, 12);
  for (guint n = 2; n <= 4; n++)
    {
      g_autoptr(TsGame) game = new_game (n, 50 + n, 0);
      guint searched = 0;

      /* Into the middle game, then let the search decide a few moves,
       * including battle decisions. */
      ts_test_game_play_random (game, &rng, 12 * n);
      while (searched < 6 && !ts_game_is_over (game))
        {
          TsAiParams params;
          TsMove move;
          g_autoptr(GError) error = NULL;

          ts_ai_params_for_level (TS_LEVEL_NORMAL, &params);
          params.max_iterations = 150;
          params.max_seconds = 0;
          g_assert_true (ts_ai_choose_move (game, &params, 7 + searched, NULL, &move));
          g_assert_true (ts_game_is_legal (game, &move));
          g_assert_true (ts_game_apply_move (game, &move, &error));
          g_assert_no_error (error);
          searched++;
        }
    }
}

static void
test_playout_legal (void)
{
  TsRng rng;
  guint policy_moves = 0;

  ts_rng_init (&rng, 99);
  for (guint g = 0; g < 30; g++)
    {
      g_autoptr(TsGame) game = new_game (2 + g % 3, g, g % 2);

      while (!ts_game_is_over (game))
        {
          TsMove move;

          if (ts_game_playout_move (game, &rng, &move))
            {
              g_assert_true (ts_game_is_legal (game, &move));
              policy_moves++;
            }
          else
            ts_test_random_move (game, &rng, &move);
          if (ts_game_trivial_move (game, &(TsMove) { 0 }))
            {
              g_autoptr(GArray) moves = ts_game_list_moves (game);
              TsMove trivial;

              g_assert_true (ts_game_trivial_move (game, &trivial));
              g_assert_true (ts_game_is_legal (game, &trivial));
              g_assert_cmpuint (moves->len, ==, 1);
            }
          g_assert_true (ts_game_apply_move (game, &move, NULL));
        }
    }
  g_assert_cmpuint (policy_moves, >, 0);
}

/* ------------------------------------------------------------------ */
/* Matches: fair undo and events                                       */

static const char * const match_names[] = { "Ada", "Bob", "Cleo", "Dan" };

/* A match of the players named above, seat 1 of kind BOB, from GAME. */
static TsMatch *
named_match (TsGame       *game,
             TsPlayerKind  bob)
{
  guint n = ts_game_get_n_players (game);
  g_autoptr(TsSetup) setup = ts_setup_new ("tri", n, 5);

  for (guint s = 0; s < n; s++)
    ts_setup_set_player (setup, s, match_names[s], s == 1 ? bob : TS_PLAYER_HUMAN,
                         TS_LEVEL_NORMAL, NULL);
  return ts_match_new_from_position (setup, game);
}

static void
play_ok (TsMatch    *match,
         const char *text)
{
  g_autoptr(GError) error = NULL;

  if (!ts_match_play_text (match, text, &error))
    g_error ("“%s” refused: %s", text, error->message);
}

/* X7's board with Bob also on (0,2,S), in round 9: the two expansions
 * below bring round 10, the battle and two passes stay in rounds 10 and
 * 11, so no award die is rolled before round 12.  The dice are X9's: a
 * tie, which Bob holds. */
static TsMatch *
battle_match (TsPlayerKind bob)
{
  Pos pos;
  g_autoptr(TsGame) game = NULL;

  pos_init (&pos, 2, 9, 0);
  pos_own (&pos, 1, "2,2,N 0,2,S");
  pos_own (&pos, 0, "2,2,E 2,2,W 2,1,S");
  game = pos_game (&pos);
  force (game, 4, 1, 1, 3);
  return named_match (game, bob);
}

/* Lose a battle, undo, choose the card again knowing the defender's die
 * and card: the defect players found.  Every battle move shows something
 * hidden, so undo stops at it; the moves after it come and go as before. */
static void
test_undo_battle_is_final (void)
{
  g_autoptr(TsMatch) match = battle_match (TS_PLAYER_HUMAN);
  g_autoptr(TsGame) after = NULL;

  /* Plain moves are taken back and played again. */
  play_ok (match, "expand 2,1,E");
  g_assert_true (ts_match_can_undo (match));
  g_assert_false (ts_match_undo_blocked (match));
  g_assert_true (ts_match_undo (match));
  g_assert_true (ts_match_redo (match));
  play_ok (match, "expand 0,2,E");
  g_assert_cmpuint (ts_match_get_undo_barrier (match), ==, 0);

  /* Ada's attack rolls her dice: she cannot take it back. */
  play_ok (match, "attack 2,2,N");
  g_assert_cmpuint (ts_match_get_undo_barrier (match), ==, 3);
  g_assert_false (ts_match_can_undo (match));
  g_assert_true (ts_match_undo_blocked (match));
  g_assert_false (ts_match_undo (match));

  /* Her card rolls Bob's die; his card reveals both sides. */
  play_ok (match, "card +2");
  g_assert_cmpuint (ts_match_get_undo_barrier (match), ==, 4);
  play_ok (match, "card +3");
  g_assert_false (ts_tri_game_get_battle (TS_TRI_GAME (ts_match_get_game (match)))->attacker_won);
  g_assert_cmpuint (ts_match_get_undo_barrier (match), ==, 5);
  g_assert_false (ts_match_can_undo (match));
  g_assert_true (ts_match_undo_blocked (match));
  g_assert_false (ts_match_undo (match));
  g_assert_false (ts_match_undo_human_turn (match));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 5);

  /* Bob's void choice and the passes show nothing: they can be undone,
   * down to the reveal and no further, and redone. */
  play_ok (match, "void 2,1,S");
  g_assert_true (ts_match_can_undo (match));
  play_ok (match, "pass");
  play_ok (match, "pass");
  g_assert_cmpuint (ts_match_get_undo_barrier (match), ==, 5);
  after = ts_game_copy (ts_match_get_game (match));
  for (guint i = 0; i < 3; i++)
    g_assert_true (ts_match_undo (match));
  g_assert_false (ts_match_undo (match));
  g_assert_true (ts_match_undo_blocked (match));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 5);
  g_assert_cmpint (ts_tri_game_get_phase (TS_TRI_GAME (ts_match_get_game (match))), ==,
                   TRI_PHASE_VOID);
  /* Ada's card is still the one she chose before the reveal. */
  {
    TsMove card = ts_tri_move_card (2);

    g_assert_true (ts_move_equal (ts_match_get_move (match, 3), &card));
  }
  for (guint i = 0; i < 3; i++)
    g_assert_true (ts_match_redo (match));
  g_assert_false (ts_match_can_redo (match));
  g_assert_cmpuint (ts_match_get_n_moves (match), ==, 8);
  g_assert_true (ts_game_equal (ts_match_get_game (match), after));
}

/* A computer's dice and reveal are barriers like anyone's, also for
 * "undo back to my last decision". */
static void
test_undo_computer_battle (void)
{
  /* Bob, a computer, attacks Ada: his own dice stop undo, so Ada cannot
   * take back the expansion she made before seeing him attack. */
  {
    g_autoptr(TsMatch) match = battle_match (TS_PLAYER_COMPUTER);

    play_ok (match, "expand 2,1,E");     /* Ada */
    g_assert_true (ts_match_can_undo_human_turn (match));
    play_ok (match, "attack 2,2,E");     /* Bob, one die from 2,2,N */
    g_assert_false (ts_match_can_undo_human_turn (match));
    g_assert_false (ts_match_undo_human_turn (match));
    play_ok (match, "card +0");          /* Bob; rolls Ada's die */
    g_assert_false (ts_match_can_undo_human_turn (match));
    g_assert_cmpuint (ts_match_get_n_moves (match), ==, 3);
  }

  /* Ada attacks Bob: Bob's card is the reveal; his void choice and his
   * pass can still go, but no human decision lies above the reveal. */
  {
    g_autoptr(TsMatch) match = battle_match (TS_PLAYER_COMPUTER);

    play_ok (match, "expand 2,1,E");     /* Ada */
    play_ok (match, "expand 0,2,E");     /* Bob */
    g_assert_true (ts_match_can_undo_human_turn (match));
    play_ok (match, "attack 2,2,N");     /* Ada */
    play_ok (match, "card +2");          /* Ada */
    play_ok (match, "card +3");          /* Bob: the reveal */
    play_ok (match, "void 2,1,S");       /* Bob */
    play_ok (match, "pass");             /* Bob */
    g_assert_cmpuint (ts_match_get_undo_barrier (match), ==, 5);
    g_assert_true (ts_match_can_undo (match));
    g_assert_false (ts_match_can_undo_human_turn (match));
    g_assert_false (ts_match_undo_human_turn (match));
    g_assert_cmpuint (ts_match_get_n_moves (match), ==, 7);

    /* A human decision after the reveal goes back as usual. */
    play_ok (match, "pass");             /* Ada */
    g_assert_true (ts_match_undo_human_turn (match));
    g_assert_cmpuint (ts_match_get_n_moves (match), ==, 7);
    g_assert_false (ts_match_can_undo_human_turn (match));
  }
}

/* The log of MATCH for VIEWER, one line per event. */
static char *
log_of (TsMatch *match,
        int      viewer)
{
  g_autoptr(GPtrArray) lines = ts_match_describe_events (match, 0, ts_match_get_n_moves (match),
                                                         viewer);

  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

static gboolean
contains (const char *text,
          const char *part)
{
  return strstr (text, part) != NULL;
}

/* The attacker's dice and card, and the defender's die, are in their own
 * logs only until the reveal; a spectator sees none of them. */
static void
test_events_secrets_per_seat (void)
{
  g_autoptr(TsGame) game = x07_game (TRUE, FALSE, NULL);
  g_autoptr(TsMatch) match = NULL;
  const int viewers[] = { 0, 1, TS_SEAT_NONE };

  force (game, 2, 5, 3, 6);
  match = named_match (game, TS_PLAYER_HUMAN);

  play_ok (match, "attack 2,2,N");
  for (guint v = 0; v < G_N_ELEMENTS (viewers); v++)
    {
      g_autofree char *log = log_of (match, viewers[v]);

      g_assert_true (contains (log, "Ada attacks the top triangle of the square in column C, row 3, held by Bob, with 3 dice."));
      g_assert_true (contains (log, "Ada rolled 2, 5 and 3 for the attack.") == (viewers[v] == 0));
    }

  play_ok (match, "card +3");
  for (guint v = 0; v < G_N_ELEMENTS (viewers); v++)
    {
      g_autofree char *log = log_of (match, viewers[v]);

      g_assert_true (contains (log, "Ada chose a card in secret."));
      g_assert_true (contains (log, "Ada’s secret card is the +3.") == (viewers[v] == 0));
      g_assert_true (contains (log, "+3") == (viewers[v] == 0));
      g_assert_true (contains (log, "Bob rolled 6 for the defence.") == (viewers[v] == 1));
      g_assert_true (contains (log, "rolled") == (viewers[v] != TS_SEAT_NONE));
    }

  /* The reveal is for everybody. */
  play_ok (match, "card +0");
  for (guint v = 0; v < G_N_ELEMENTS (viewers); v++)
    {
      g_autofree char *log = log_of (match, viewers[v]);

      g_assert_true (contains (log, "Ada’s dice 2, 5 and 3 and the +3 card make 8"));
    }
}

/* Plays MATCH to its end: the playout policy where it has a move (it
 * fills boards and reaches eliminations), else a random move. */
static void
play_match_out (TsMatch *match,
                TsRng   *rng)
{
  while (!ts_game_is_over (ts_match_get_game (match)))
    {
      TsGame *game = ts_match_get_game (match);
      g_autoptr(GError) error = NULL;
      TsMove move;

      if (!ts_game_playout_move (game, rng, &move))
        ts_test_random_move (game, rng, &move);
      g_assert_true (ts_match_play (match, &move, &error));
      g_assert_no_error (error);
    }
}

/* Whole games: every private event names its own seat and reaches only
 * that seat's log; every event has a sentence, in words (no "2,1,S"),
 * which does not depend on the game it is told by. */
static void
test_events_whole_games (void)
{
  TsRng rng;
  guint secrets = 0, kinds = 0;

  ts_rng_init (&rng, 808);
  for (guint g = 0; g < 9; g++)
    {
      guint n = 2 + g % 3;
      g_autoptr(TsGame) start = new_game (n, 300 + g, g % n);
      g_autoptr(TsGame) other = new_game (2 + (g + 1) % 3, 1, 0);
      g_autoptr(TsMatch) match = named_match (start, TS_PLAYER_HUMAN);
      g_autoptr(GRegex) notation = g_regex_new ("[0-9],[0-9]", 0, 0, NULL);

      play_match_out (match, &rng);
      for (guint i = 0; i < ts_match_get_n_events (match); i++)
        {
          const TsEvent *event = ts_match_get_event (match, i);
          g_autofree char *text = ts_game_describe_event (ts_match_get_game (match), event,
                                                          match_names);
          g_autofree char *elsewhere = ts_game_describe_event (other, event, match_names);

          g_assert_nonnull (text);
          g_assert_cmpstr (text, ==, elsewhere);
          g_assert_false (g_regex_match (notation, text, 0, NULL));
          kinds |= 1u << event->kind;
          if (event->kind == TRI_EVENT_ATTACK_ROLL || event->kind == TRI_EVENT_CARD_SECRET ||
              event->kind == TRI_EVENT_DEFENCE_ROLL)
            {
              g_assert_cmpint (event->visible_to, ==, 1u << event->seat);
              secrets++;
            }
          else
            g_assert_cmpint (event->visible_to, ==, TS_EVENT_EVERYONE);
        }

      /* In words: a seat's log has its own secrets and nobody else's. */
      for (int viewer = TS_SEAT_NONE; viewer < (int) n; viewer++)
        {
          g_autoptr(GPtrArray) lines = ts_match_describe_events (match, 0,
                                                                 ts_match_get_n_moves (match),
                                                                 viewer);

          for (guint i = 0; i < lines->len; i++)
            {
              const char *line = lines->pdata[i];

              if (contains (line, "secret card is") || contains (line, "for the attack") ||
                  contains (line, "for the defence"))
                {
                  g_assert_cmpint (viewer, !=, TS_SEAT_NONE);
                  g_assert_true (g_str_has_prefix (line, match_names[viewer]));
                }
            }
        }
    }
  g_assert_cmpuint (secrets, >, 0);
  /* Every kind but the rare supply shortage was seen. */
  for (int kind = TRI_EVENT_PLACE; kind <= TRI_EVENT_GAME_OVER; kind++)
    if (kind != TRI_EVENT_SHORTAGE)
      {
        if ((kinds & (1u << kind)) == 0)
          g_error ("no event of kind %d", kind);
      }
}

/* The last sentence of the last move of MATCH for a spectator. */
static char *
last_sentence (TsMatch *match,
               int      kind)
{
  guint n = ts_match_get_n_moves (match), first, count;

  ts_match_get_move_events (match, n - 1, &first, &count);
  for (guint i = first; i < first + count; i++)
    if (ts_match_get_event (match, i)->kind == kind)
      return ts_game_describe_event (ts_match_get_game (match), ts_match_get_event (match, i),
                                     match_names);
  g_error ("no event of kind %d in the last move", kind);
  return NULL;
}

/* A battle's sentence names both players, the triangle, both sides'
 * dice and cards, and who won. */
static void
test_events_battle_sentence (void)
{
  /* X8: Ada wins 7 to 6. */
  {
    g_autoptr(TsGame) game = x07_game (TRUE, FALSE, NULL);
    g_autoptr(TsMatch) match = NULL;
    g_autofree char *text = NULL;

    force (game, 2, 5, 3, 6);
    match = named_match (game, TS_PLAYER_HUMAN);
    play_ok (match, "attack 2,2,N");
    play_ok (match, "card +2");
    play_ok (match, "card +0");
    text = last_sentence (match, TRI_EVENT_BATTLE);
    g_assert_cmpstr (text, ==, "Ada won the battle for the top triangle of the square in column C, row 3 against Bob: "
                               "the best of Ada’s dice 2, 5 and 3 and the +2 card make 7, Bob’s "
                               "die 6 and the +0 card make 6.");
  }

  /* X9: 6 to 6, Bob holds and empties one of Ada's triangles. */
  {
    g_autoptr(TsMatch) match = battle_match (TS_PLAYER_HUMAN);
    g_autofree char *text = NULL;
    g_autofree char *voided = NULL;

    play_ok (match, "attack 2,2,N");
    play_ok (match, "card +2");
    play_ok (match, "card +3");
    text = last_sentence (match, TRI_EVENT_BATTLE);
    g_assert_cmpstr (text, ==, "Bob held the top triangle of the square in column C, row 3 against Ada: the best of "
                               "Ada’s dice 4, 1 and 1 and the +2 card make 6, Bob’s die 3 and the "
                               "+3 card make 6.");
    play_ok (match, "void 2,1,S");
    voided = last_sentence (match, TRI_EVENT_VOID);
    g_assert_cmpstr (voided, ==, "Bob emptied the bottom triangle of the square in column C, row 2, one of Ada’s "
                                 "attacking triangles.");
  }

  /* One die, lost: the triangle goes empty in the same move. */
  {
    Pos pos;
    g_autoptr(TsGame) game = NULL;
    g_autoptr(TsMatch) match = NULL;
    g_autofree char *text = NULL;
    g_autofree char *voided = NULL;

    pos_init (&pos, 2, 4, 0);
    pos_own (&pos, 1, "2,2,N 0,2,S");
    pos_own (&pos, 0, "2,2,E 0,0,N");
    game = pos_game (&pos);
    force (game, 1, 6, 0, 0);
    match = named_match (game, TS_PLAYER_HUMAN);
    play_ok (match, "attack 2,2,N");
    play_ok (match, "card +4");
    play_ok (match, "card +0");
    text = last_sentence (match, TRI_EVENT_BATTLE);
    g_assert_cmpstr (text, ==, "Bob held the top triangle of the square in column C, row 3 against Ada: Ada’s die 1 and "
                               "the +4 card make 5, Bob’s die 6 and the +0 card make 6.");
    voided = last_sentence (match, TRI_EVENT_VOID);
    g_assert_cmpstr (voided, ==, "Ada lost the right triangle of the square in column C, row 3: it is empty now.");
  }
}

/* Event codes need no board; they come back as the same triangles. */
static void
test_events_codes (void)
{
  for (guint size = 4; size <= 5; size++)
    {
      for (int t = 0; t < (int) (4 * size * size); t++)
        {
          int code = tri_event_triangle_code (size, t);

          g_assert_cmpint (code, >=, 0);
          g_assert_cmpint (code, <, 256);
          g_assert_cmpint (tri_event_triangle (size, code), ==, t);
        }
      for (int q = 0; q < (int) (size * size); q++)
        g_assert_cmpint (tri_event_square (size, tri_event_square_code (size, q)), ==, q);
      g_assert_cmpint (tri_event_triangle (size, -1), ==, TRI_NONE);
      /* Column 4 is on the 5 × 5 board only. */
      g_assert_cmpint (tri_event_triangle (size, 4), ==, size == 4 ? TRI_NONE : 16);
      g_assert_cmpint (tri_event_triangle_code (size, 4 * size * size), ==, -1);
    }
  /* The same code is the same triangle in words on both boards: square
   * (1, 2) is B3 on either. */
  g_assert_cmpint (tri_event_triangle_code (4, tri_triangle (4, 1, 2, TRI_DIR_W)), ==,
                   tri_event_triangle_code (5, tri_triangle (5, 1, 2, TRI_DIR_W)));
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
static void
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
static void
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
static void
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
static void
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
/* Soak                                                                */

typedef struct
{
  guint games;
  guint moves;
  guint battles;
  guint voids;
  guint teleports;
  guint eliminations;
  guint awards;
  guint round_cap;
} SoakStats;

static void
check_invariants (TsGame *game)
{
  TsTriGame *t = TRI (game);
  guint n = ts_game_get_n_players (game);
  guint total_tri = 0, zero = 0;
  guint n_tri = ts_tri_game_get_n_triangles (t);

  g_assert_cmpuint (ts_tri_game_get_round (t), >=, 1);
  g_assert_cmpuint (ts_tri_game_get_round (t), <=, 200);
  for (guint s = 0; s < n; s++)
    {
      guint c = ts_tri_game_count_triangles (t, s);

      total_tri += c;
      zero += ts_tri_game_get_hand (t, s, 0);
      if (ts_tri_game_is_eliminated (t, s))
        {
          g_assert_cmpuint (c, ==, 0);
          g_assert_cmpuint (ts_tri_game_get_hand (t, s, 0), ==, 0);
        }
      else
        {
          g_assert_cmpuint (ts_tri_game_get_hand (t, s, 0), ==, 1);
          if (ts_tri_game_get_round (t) >= 2 && !ts_game_is_over (game))
            g_assert_cmpuint (c, >, 0);
        }
      g_assert_cmpint (ts_game_get_score (game, s), ==, (int) c);
    }
  g_assert_cmpuint (total_tri + ts_tri_game_count_empty (t), ==, n_tri);
  {
    guint counted[TS_MAX_SEATS + 1] = { 0, };

    for (guint i = 0; i < n_tri; i++)
      counted[ts_tri_game_get_owner (t, i) + 1]++;
    g_assert_cmpuint (counted[0], ==, ts_tri_game_count_empty (t));
    for (guint s = 0; s < n; s++)
      g_assert_cmpuint (counted[s + 1], ==, ts_tri_game_count_triangles (t, s));
  }
  /* Cards conserved: the eliminated +0s left the game. */
  g_assert_cmpuint (zero, ==, n - ts_tri_game_get_n_defeated (t));
  g_assert_cmpuint (hand_total (game, 2), ==, 24);
  g_assert_cmpuint (hand_total (game, 3), ==, 16);
  g_assert_cmpuint (hand_total (game, 4), ==, 12);

  /* Squares agree with the owners. */
  for (guint q = 0; q < n_tri / 4; q++)
    {
      int o = ts_tri_game_get_owner (t, 4 * q);
      gboolean full = o != TS_SEAT_NONE;

      for (guint d = 1; d < 4; d++)
        full &= ts_tri_game_get_owner (t, 4 * q + d) == o;
      g_assert_cmpint (ts_tri_game_get_square_owner (t, q), ==, full ? o : TS_SEAT_NONE);
    }

  if (ts_game_is_over (game))
    {
      g_assert_cmpint (ts_game_get_current_seat (game), ==, TS_SEAT_NONE);
      return;
    }
  g_assert_false (ts_tri_game_is_eliminated (t, ts_game_get_current_seat (game)));
  g_assert_cmpuint (ts_tri_game_count_empty (t), >, 0);
}

static void
soak_game (guint      n_players,
           guint64    seed,
           TsRng     *rng,
           gboolean   deep,
           SoakStats *stats)
{
  g_autoptr(TsGame) game = new_game (n_players, seed, seed % n_players);
  GArray *events = record_events (game);
  guint move_no = 0;
  /* Half the games use the playout policy, which fills boards and
   * reaches the eliminations; random play mostly meets the round cap. */
  gboolean policy = seed % 2 == 0;

  check_invariants (game);
  while (!ts_game_is_over (game))
    {
      g_autoptr(GArray) moves = ts_game_list_moves (game);
      g_autoptr(GError) error = NULL;
      TsMove move;
      guint defeated = ts_tri_game_get_n_defeated (TRI (game));
      guint mark = events->len;

      g_assert_cmpuint (moves->len, >, 0);
      if (!policy || !ts_game_playout_move (game, rng, &move))
        move = g_array_index (moves, TsMove, ts_rng_uniform (rng, moves->len));

      if (deep && move_no % 7 == 0)
        {
          /* Every listed move applies. */
          for (guint i = 0; i < moves->len; i++)
            {
              g_autoptr(TsGame) copy = ts_game_copy (game);

              g_assert_true (ts_game_apply_move (copy, &g_array_index (moves, TsMove, i), NULL));
              check_invariants (copy);
            }
          /* An illegal move changes nothing. */
          {
            g_autoptr(TsGame) before = ts_game_copy (game);
            TsMove bad = move;

            bad.arg[2] = 1;
            g_assert_false (ts_game_apply_move (game, &bad, NULL));
            g_assert_true (ts_game_equal (before, game));
          }
        }

      g_assert_true (ts_game_apply_move (game, &move, &error));
      g_assert_no_error (error);
      move_no++;
      stats->moves++;
      stats->battles += move.kind == TRI_MOVE_ATTACK;
      stats->voids += ts_tri_game_get_battle (TRI (game))->voided != TRI_NONE &&
                      (move.kind == TRI_MOVE_VOID || move.kind == TRI_MOVE_CARD) &&
                      ts_tri_game_get_battle (TRI (game))->revealed &&
                      ts_tri_game_get_phase (TRI (game)) != TRI_PHASE_DEFEND_CARD;
      stats->teleports += move.kind == TRI_MOVE_TELEPORT;
      stats->awards += find_event (events, mark, TRI_EVENT_AWARD_ROLL) != NULL;
      stats->eliminations += ts_tri_game_get_n_defeated (TRI (game)) - defeated;
      /* Every elimination is told; the game's end once, at the end. */
      g_assert_cmpuint (count_events (events, mark, TRI_EVENT_ELIMINATED), ==,
                        ts_tri_game_get_n_defeated (TRI (game)) - defeated);
      g_assert_cmpuint (count_events (events, mark, TRI_EVENT_GAME_OVER), ==,
                        ts_game_is_over (game) ? 1 : 0);
      check_invariants (game);

      if (deep)
        {
          g_object_unref (ts_test_round_trip (game));
          for (int seat = TS_SEAT_NONE; seat < (int) n_players; seat++)
            {
              g_autoptr(TsGame) view = ts_game_view_for (game, seat);
              const TriBattle *b = ts_tri_game_get_battle (TRI (view));
              TriPhase phase = ts_tri_game_get_phase (TRI (game));

              /* Secrets stay with their owner before the reveal. */
              if (phase == TRI_PHASE_ATTACK_CARD && seat != b->attacker)
                g_assert_cmpuint (b->attack_dice[0], ==, 0);
              if (phase == TRI_PHASE_DEFEND_CARD)
                {
                  g_assert_cmpint (b->attack_card, ==, -1);
                  if (seat != b->defender)
                    g_assert_cmpuint (b->defence_die, ==, 0);
                }
              g_assert_true (ts_game_has_private_view (game, seat) ==
                             ((phase == TRI_PHASE_ATTACK_CARD && seat == b->attacker) ||
                              (phase == TRI_PHASE_DEFEND_CARD && seat == b->defender)));
            }
        }
    }

  if (ts_tri_game_get_round (TRI (game)) == 200)
    stats->round_cap++;
  {
    int ranks[TS_MAX_SEATS];
    gboolean winner = FALSE;

    ts_game_get_ranks (game, ranks);
    for (guint s = 0; s < n_players; s++)
      {
        winner |= ranks[s] == 0;
        if (ts_tri_game_is_eliminated (TRI (game), s))
          g_assert_cmpint (ranks[s], >, 0);
      }
    g_assert_true (winner);
  }
  stats->games++;
}

static void
test_soak (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  SoakStats stats = { 0, };
  TsRng rng;
  gint64 start = g_get_monotonic_time ();
  double seconds;
  guint n_games = g_test_slow () ? 10000 : 1000;

  ts_rng_init (&rng, 20240601 + n_players);
  for (guint i = 0; i < n_games; i++)
    soak_game (n_players, 1000 * n_players + i, &rng, i % 50 == 0, &stats);

  seconds = (g_get_monotonic_time () - start) / 1e6;
  g_assert_cmpuint (stats.games, ==, n_games);
  /* The random games reach the rules' corners. */
  g_assert_cmpuint (stats.battles, >, 0);
  g_assert_cmpuint (stats.voids, >, 0);
  g_assert_cmpuint (stats.teleports, >, 0);
  g_assert_cmpuint (stats.awards, >, 0);
  if (n_players > 2)
    g_assert_cmpuint (stats.eliminations, >, 0);
  /* For information only (no timing assertion). */
  g_test_message ("soak %u players: %u games, %u moves, %u battles, %u voids, %u teleports, "
                  "%u eliminations, %u awards, %u at the round cap, in %.1f s",
                  n_players, stats.games, stats.moves, stats.battles, stats.voids,
                  stats.teleports, stats.eliminations, stats.awards, stats.round_cap, seconds);
}

/* The header says who must decide and what, also on another seat's turn. */
static void
test_describe_turn (void)
{
  const char *names[] = { "Ada", "Bob", NULL };
  gboolean seen[4] = { FALSE, };

  for (guint64 seed = 1; seed <= 30 && !(seen[1] && seen[2]); seed++)
    {
      g_autoptr(TsGame) game = ts_test_new_game_of ("tri", 2, seed, 0, NULL);
      TsRng rng;

      ts_rng_init (&rng, seed);
      while (!ts_game_is_over (game))
        {
          g_autofree char *text = ts_game_describe_turn (game, names);
          const char *name = names[ts_game_get_current_seat (game)];
          TsMove move;

          g_assert_nonnull (strstr (text, name));
          switch (ts_tri_game_get_phase (TS_TRI_GAME (game)))
            {
            case TRI_PHASE_ACTION:
              g_assert_true (g_str_has_suffix (text, "’s turn"));
              break;
            case TRI_PHASE_ATTACK_CARD:
              g_assert_nonnull (strstr (text, "attacks"));
              seen[1] = TRUE;
              break;
            case TRI_PHASE_DEFEND_CARD:
              g_assert_nonnull (strstr (text, "defends"));
              seen[2] = TRUE;
              break;
            default:
              break;
            }
          ts_test_random_move (game, &rng, &move);
          g_assert_true (ts_game_apply_move (game, &move, NULL));
        }
    }
  g_assert_true (seen[1] && seen[2]);
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

static void
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
static void
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
static void
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

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add_func ("/tri/geometry/neighbours", test_geometry_neighbours);
  g_test_add_func ("/tri/geometry/neighbour-table-is-the-definition", test_neighbour_table);

  g_test_add_func ("/tri/X01-board-and-hands", test_x01_board_and_hands);
  g_test_add_func ("/tri/X02-toroidal-adjacency", test_x02_torus);
  g_test_add_func ("/tri/X03-placement-round", test_x03_placement);
  g_test_add_func ("/tri/X04-placement-count", test_x04_placement_count);
  g_test_add_func ("/tri/X05-expand-targets", test_x05_expand_targets);
  g_test_add_func ("/tri/X06-expand-keeps-origin", test_x06_expand_keeps_origin);
  g_test_add_func ("/tri/X07-dice-count", test_x07_dice_count);
  g_test_add_func ("/tri/X08-attack-won", test_x08_attack_won);
  g_test_add_func ("/tri/X09-tie-goes-to-defender", test_x09_tie_to_defender);
  g_test_add_func ("/tri/X10-void-choice-limited", test_x10_void_limited);
  g_test_add_func ("/tri/X11-conquered-square-immune", test_x11_square_immune);
  g_test_add_func ("/tri/X12-lost-attack-opens-square", test_x12_lost_attack_opens_square);
  g_test_add_func ("/tri/X13-teleport", test_x13_teleport);
  g_test_add_func ("/tri/X14-teleport-not-on-conquering-turn",
                   test_x14_teleport_not_on_conquering_turn);
  g_test_add_func ("/tri/X15-one-teleport-per-square", test_x15_one_teleport_per_square);
  g_test_add_func ("/tri/X16-periodic-award", test_x16_periodic_award);
  g_test_add_func ("/tri/X17-first-elimination", test_x17_first_elimination);
  g_test_add_func ("/tri/X18-second-elimination", test_x18_second_elimination);
  g_test_add_func ("/tri/X19-end-with-two-players", test_x19_end_two_players);
  g_test_add_func ("/tri/X20-end-tie-break", test_x20_end_tie_break);
  g_test_add_func ("/tri/X21-elimination-at-zero", test_x21_zero_triangles);
  g_test_add_func ("/tri/X22-one-action-per-turn", test_x22_one_action);
  g_test_add_func ("/tri/X23-zero-card-permanent", test_x23_zero_permanent);
  g_test_add_func ("/tri/X24-weakest-tie-break", test_x24_weakest_tie_break);

  g_test_add_func ("/tri/rounds-and-first-seat", test_rounds_and_first_seat);
  g_test_add_func ("/tri/round-after-p1-out", test_round_after_p1_out);
  g_test_add_func ("/tri/round-cap", test_round_cap);
  g_test_add_func ("/tri/supply-shortage", test_supply_shortage);
  g_test_add_func ("/tri/describe", test_describe);
  g_test_add_func ("/tri/notation", test_notation);
  g_test_add_func ("/tri/illegal-moves-change-nothing", test_illegal_unchanged);
  g_test_add_func ("/tri/blank-instance", test_blank_instance);
  g_test_add_func ("/tri/save-round-trip", test_save_round_trip);
  g_test_add_func ("/tri/bad-positions", test_bad_positions);
  g_test_add_func ("/tri/mutated-positions", test_mutated_positions);
  g_test_add_func ("/tri/redaction", test_redaction);
  g_test_add_func ("/tri/determinise", test_determinise);
  g_test_add_func ("/tri/ai-legal-moves", test_ai_moves);
  g_test_add_func ("/tri/playout-legal", test_playout_legal);
  g_test_add_func ("/tri/move-constructors-match-notation", test_move_constructors);
  g_test_add_func ("/tri/position-version-1-still-loads", test_position_version_1);
  g_test_add_func ("/tri/position/hostile-fields", test_hostile_fields);
  g_test_add_func ("/tri/position/R20-over-only-at-an-end", test_hostile_over);
  g_test_add_func ("/tri/position/R3-round-1-placements", test_hostile_round_1);
  g_test_add_func ("/tri/is-legal-agrees-with-list-moves", test_is_legal_agrees_with_list);
  g_test_add_func ("/tri/undo/battle-is-final", test_undo_battle_is_final);
  g_test_add_func ("/tri/undo/computer-battle-is-a-barrier", test_undo_computer_battle);
  g_test_add_func ("/tri/events/secrets-only-in-own-log", test_events_secrets_per_seat);
  g_test_add_func ("/tri/events/whole-games-in-words", test_events_whole_games);
  g_test_add_func ("/tri/events/battle-sentence-names-both-sides", test_events_battle_sentence);
  g_test_add_func ("/tri/events/codes-need-no-board", test_events_codes);
  g_test_add_data_func ("/tri/soak/2-players", GUINT_TO_POINTER (2), test_soak);
  g_test_add_data_func ("/tri/soak/3-players", GUINT_TO_POINTER (3), test_soak);
  g_test_add_data_func ("/tri/soak/4-players", GUINT_TO_POINTER (4), test_soak);

  g_test_add_func ("/tri/describe-turn", test_describe_turn);

  return g_test_run ();
}
