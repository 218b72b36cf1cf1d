/* test-tri-rules.c — the rules of TRI against the spec's acceptance
 * scenarios X1–X24, and the other rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-tri.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

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

/* ------------------------------------------------------------------ */
/* Scenarios X1–X24                                                    */

void
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

void
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

void
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

void
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

void
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

void
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
TsGame *
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

void
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

void
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

TsGame *
x09_game (gboolean also_0_0_n)
{
  TsGame *game = x07_game (FALSE, also_0_0_n, NULL);

  force (game, 4, 1, 1, 3);
  ts_test_apply_ok (game, "attack 2,2,N");
  ts_test_apply_ok (game, "card +2");
  ts_test_apply_ok (game, "card +3");
  return game;
}

void
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

void
test_x10_void_limited (void)
{
  g_autoptr(TsGame) game = x09_game (TRUE);

  ts_test_apply_fails (game, "void 0,0,N", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "void 2,2,N", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_fails (game, "pass", TS_GAME_ERROR_ILLEGAL_MOVE);
  ts_test_apply_ok (game, "void 2,2,W");
}

void
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

void
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
TsGame *
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

void
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

void
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

void
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

void
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

void
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

void
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

void
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

void
test_x20_end_tie_break (void)
{
  x20_check (TRUE);
  x20_check (FALSE);
}

void
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

void
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

void
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

void
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

void
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
void
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

void
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

void
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

void
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

void
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
void
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

void
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
