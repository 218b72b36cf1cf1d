/* test-trojhranna-hidden.c — Trojhranná hra: hidden information
 * (memory, determinisation), events and fair undo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-trojhranna.h"

/* ------------------------------------------------------------------ */
/* Hidden information: memory, determinisation                         */

void
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

void
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

void
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
void
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
void
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
void
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
void
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
void
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
void
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
