/* test-trigon-util.c — what the Rule of Trigon tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Scenarios build their positions in the model's state (trigon-private.h),
 * then act only through moves (ts_game_apply_move) and read the results
 * through the public accessors and the events the moves emit.
 */
#include <string.h>

#include "test-trigon-util.h"
#include "ts-games.h"


/* ------------------------------------------------------------------ */
/* Helpers                                                             */

int
P (const char *id)
{
  int p = tg_position_from_id (id);

  g_assert_cmpint (p, !=, TG_NONE);
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
 * bank, nothing on the board: the test puts what it needs. */
TsGame *
scenario (guint       n,
          const int  *realms,
          int         seat)
{
  TsGame *game = new_game (n, realms, 7);
  TgState *st = tg_state (game);

  for (int s = 0; s < TG_N_SITES; s++)
    if (st->settle[s].owner != TG_NONE && !tg_card_is_capital (st->settle[s].card))
      st->village_deck[st->n_village++] = st->settle[s].card;
  for (int p = 0; p < TG_N_POSITIONS; p++)
    {
      memset (st->knights[p], 0, sizeof st->knights[p]);
      memset (st->scouts[p], 0, sizeof st->scouts[p]);
      if (p < TG_N_SITES)
        {
          memset (st->boats[p], 0, sizeof st->boats[p]);
          st->settle[p].owner = TG_NONE;
          st->settle[p].card = TG_NONE;
          st->settle[p].inhabitants = st->settle[p].token = st->settle[p].city = 0;
        }
      st->occupant[p] = TG_NONE;
    }
  for (int s = 0; s < (int) n; s++)
    {
      for (int c = 0; c < TG_N_COINS; c++)
        tg_pay (st, s, c, st->coins[s][c]);
      st->palace[s] = FALSE;
    }
  st->round = 1;
  st->coll_step = TG_COLL_DONE;
  st->n_order = (guint8) n;
  for (int i = 0; i < (int) n; i++)
    st->act_order[i] = st->coll_order[i] = (guint8) ((seat + i) % n);
  st->turn_index = 0;
  st->active = (gint8) seat;
  st->phase = TG_PHASE_ACTION;
  st->current = (gint8) seat;
  return game;
}

/* The capital of SEAT's realm with its palace. */
void
put_capital (TsGame *game,
             int     seat,
             int     inhabitants)
{
  TgState *st = tg_state (game);
  int site = tg_capital_of_realm (st->realm[seat]);

  st->settle[site] = (TgSettlement) { (gint8) seat, 0, (guint8) inhabitants, st->realm[seat], 1 };
  st->occupant[site] = (gint8) seat;
  st->palace[seat] = TRUE;
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
  TgState *st = tg_state (game);
  int token = tg_lowest_free_token (st, seat);

  for (int i = 0; i < st->n_village; i++)
    if (st->village_deck[i] == card)
      {
        memmove (st->village_deck + i, st->village_deck + i + 1, st->n_village - i - 1);
        st->n_village--;
        break;
      }
  st->settle[site] = (TgSettlement) { (gint8) seat, (guint8) city, (guint8) inhabitants, (gint8) card, (guint8) token };
  st->occupant[site] = (gint8) seat;
}

/* Any village card still in the deck of KIND (0–6, tg_village_kinds). */
int
card_of_kind (TsGame *game,
              int     kind)
{
  TgState *st = tg_state (game);

  for (int i = st->n_village - 1; i >= 0; i--)
    if (tg_village_kind (st->village_deck[i]) == &tg_village_kinds[kind])
      return st->village_deck[i];
  g_assert_not_reached ();
}

/* Any village card still in the deck. */
int
card_any (TsGame *game)
{
  TgState *st = tg_state (game);

  g_assert_cmpuint (st->n_village, >, 0);
  return st->village_deck[st->n_village - 1];
}

void
put_figures (TsGame   *game,
             int       seat,
             int       pos,
             TgFigure  figure,
             int       n)
{
  TgState *st = tg_state (game);

  st->occupant[pos] = (gint8) seat;
  if (figure == TG_FIG_KNIGHT)
    st->knights[pos][TG_MV_FRESH] += n;
  else if (figure == TG_FIG_SCOUT)
    st->scouts[pos][TG_MV_FRESH] += n;
  else
    st->boats[pos][TG_BOAT_FRESH] += n;
}

void
give_coins (TsGame *game,
            int     seat,
            int     copper,
            int     silver,
            int     gold)
{
  TgState *st = tg_state (game);

  tg_receive (st, seat, TG_COPPER, copper);
  tg_receive (st, seat, TG_SILVER, silver);
  tg_receive (st, seat, TG_GOLD, gold);
}

/* Puts event card KIND on top of the event deck. */
void
stack_event (TsGame *game,
             int     kind)
{
  TgState *st = tg_state (game);

  for (int i = 0; i < st->n_event; i++)
    if (st->event_deck[i] == kind)
      {
        st->event_deck[i] = st->event_deck[0];
        st->event_deck[0] = (gint8) kind;
        return;
      }
  g_assert_not_reached ();
}

void
stack_task (TsGame *game,
            int     task)
{
  TgState *st = tg_state (game);

  for (int i = 0; i < st->n_task; i++)
    if (st->task_deck[i] == task)
      {
        st->task_deck[i] = st->task_deck[0];
        st->task_deck[0] = (gint8) task;
        return;
      }
  g_assert_not_reached ();
}

/* Moves event card KIND from the deck into SEAT's hand. */
void
deal_event (TsGame *game,
            int     seat,
            int     kind)
{
  TgState *st = tg_state (game);

  stack_event (game, kind);
  memmove (st->event_deck, st->event_deck + 1, --st->n_event);
  st->hand[seat][kind]++;
}

void
deal_task (TsGame *game,
           int     seat,
           int     task)
{
  TgState *st = tg_state (game);

  stack_task (game, task);
  memmove (st->task_deck, st->task_deck + 1, --st->n_task);
  st->tasks_held[seat] |= 1u << task;
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
  g_autofree char *text = ts_game_format_move (game, &move);

  if (!ts_game_apply_move (game, &move, &error))
    g_error ("move “%s” failed: %s", text, error->message);
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


