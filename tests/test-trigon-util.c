/* test-trigon-util.c — what the Rule of Trigon tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Scenarios build their positions through the model's public, checked
 * setters (trigon-game.h), then act only through moves
 * (ts_game_apply_move) and read the results through the public accessors
 * and the events the moves emit.
 */
#include "test-trigon-util.h"
#include "ts-games.h"


/* ------------------------------------------------------------------ */
/* Helpers                                                             */

int
P (const char *id)
{
  int p = trg_position_from_id (id);

  g_assert_cmpint (p, !=, TRG_NONE);
  return p;
}

TsSetup *
setup_for (guint       n,
           const int  *realms,
           guint64     seed)
{
  TsSetup *setup = ts_setup_new ("trigon", n, seed);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("realm%u", i + 1);

      ts_setup_set_option (setup, name, realms[i] + 1);
    }
  return setup;
}

TsGame *
new_game (guint       n,
          const int  *realms,
          guint64     seed)
{
  g_autoptr(TsSetup) setup = setup_for (n, realms, seed);
  g_autoptr(GError) error = NULL;
  TsGame *game;

  ts_games_ensure ();
  game = ts_game_new ("trigon", setup, &error);
  g_assert_no_error (error);
  return game;
}

/* A position in round 1's action phase, SEAT to act, every coin in the
 * bank, nothing on the board: the test puts what it needs through the
 * model's checked setters (trigon-game.h), each of which must succeed. */
TsGame *
scenario (guint       n,
          const int  *realms,
          int         seat)
{
  TsGame *game = new_game (n, realms, 7);

  g_assert_true (ts_trigon_game_clear_board (TG (game), seat));
  return game;
}

/* The same from a setup with options. */
TsGame *
scenario_from (TsSetup *setup,
               int      seat)
{
  g_autoptr(GError) error = NULL;
  TsGame *game;

  ts_games_ensure ();
  game = ts_game_new ("trigon", setup, &error);
  g_assert_no_error (error);
  g_assert_true (ts_trigon_game_clear_board (TG (game), seat));
  return game;
}

/* The capital of SEAT's realm with its palace. */
void
put_capital (TsGame *game,
             int     seat,
             int     inhabitants)
{
  g_assert_true (ts_trigon_game_put_capital (TG (game), seat, (guint) inhabitants));
}

/* A settlement with CARD (taken out of the village deck). */
void
put_settlement (TsGame  *game,
                int      seat,
                int      site,
                int      card,
                int      inhabitants,
                gboolean city)
{
  g_assert_true (ts_trigon_game_put_settlement (TG (game), seat, site, card, (guint) inhabitants, city));
}

/* Any village card still in the deck of KIND (0–6, trg_village_kinds). */
int
card_of_kind (TsGame *game,
              int     kind)
{
  for (int i = (int) ts_trigon_game_deck_size (TG (game), 0) - 1; i >= 0; i--)
    {
      int card = ts_trigon_game_get_deck_card (TG (game), 0, (guint) i);

      if (trg_village_kind (card) == &trg_village_kinds[kind])
        return card;
    }
  g_assert_not_reached ();
}

/* Any village card still in the deck. */
int
card_any (TsGame *game)
{
  guint n = ts_trigon_game_deck_size (TG (game), 0);

  g_assert_cmpuint (n, >, 0);
  return ts_trigon_game_get_deck_card (TG (game), 0, n - 1);
}

void
put_figures (TsGame   *game,
             int       seat,
             int       pos,
             TrgFigure  figure,
             int       n)
{
  g_assert_true (ts_trigon_game_put_figures (TG (game), seat, pos, figure, (guint) n));
}

void
give_coins (TsGame *game,
            int     seat,
            int     copper,
            int     silver,
            int     gold)
{
  g_assert_true (ts_trigon_game_give_coins (TG (game), seat, (guint) copper, (guint) silver, (guint) gold));
}

/* Puts event card KIND on top of the event deck. */
void
stack_event (TsGame *game,
             int     kind)
{
  g_assert_true (ts_trigon_game_stack_card (TG (game), kind));
}

void
stack_task (TsGame *game,
            int     task)
{
  g_assert_true (ts_trigon_game_stack_card (TG (game), TRG_CARD_TASK (task)));
}

/* Moves event card KIND from the deck into SEAT's hand. */
void
deal_event (TsGame *game,
            int     seat,
            int     kind)
{
  g_assert_true (ts_trigon_game_deal_card (TG (game), seat, kind));
}

void
deal_task (TsGame *game,
           int     seat,
           int     task)
{
  g_assert_true (ts_trigon_game_deal_card (TG (game), seat, TRG_CARD_TASK (task)));
}

void
force (TsGame      *game,
       const char  *dice)
{
  for (const char *c = dice; *c != '\0'; c++)
    if (*c >= '1' && *c <= '6')
      {
        guint8 v = (guint8) (*c - '0');

        ts_trigon_game_force_dice (TG (game), &v, 1);
      }
}

void
play (TsGame *game,
      TsMove  move)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  ts_test_note_position (game);
  if (!ts_game_apply_move (game, &move, &error))
    {
      text = ts_game_format_move (game, &move);
      g_error ("move “%s” failed: %s", text, error->message);
    }
}

void
refused (TsGame *game,
         TsMove  move)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = ts_game_save_state (game);
  g_autofree char *after = NULL;

  g_assert_false (ts_game_apply_move (game, &move, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE);
  after = ts_game_save_state (game);
  g_assert_cmpstr (before, ==, after);
}

gboolean
listed (TsGame *game,
        TsMove  move)
{
  g_autoptr(GArray) moves = ts_game_list_moves (game);

  for (guint i = 0; i < moves->len; i++)
    if (ts_move_equal (&move, &g_array_index (moves, TsMove, i)))
      return TRUE;
  return FALSE;
}

GArray *
record (TsGame *game)
{
  GArray *events = g_array_new (FALSE, FALSE, sizeof (TsEvent));

  ts_game_set_event_sink (game, events);
  return events;
}

guint
count_events (GArray *events,
              int     kind)
{
  guint n = 0;

  for (guint i = 0; i < events->len; i++)
    n += g_array_index (events, TsEvent, i).kind == kind;
  return n;
}

const TsEvent *
nth_event (GArray *events,
           int     kind,
           guint   nth)
{
  for (guint i = 0; i < events->len; i++)
    if (g_array_index (events, TsEvent, i).kind == kind && nth-- == 0)
      return &g_array_index (events, TsEvent, i);
  g_assert_not_reached ();
}


