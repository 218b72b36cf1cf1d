/* test-tri-hidden.c — TRI: hidden information, fair undo and the events
 * each seat is told
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-tri.h"

/* ------------------------------------------------------------------ */
/* Hidden information                                                  */

void
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

void
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
void
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
void
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
void
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
void
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
void
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
void
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
