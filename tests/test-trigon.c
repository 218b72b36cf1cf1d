/* test-trigon.c — the rules of Rule of Trigon against the spec's
 * acceptance scenarios T1–T35, hidden information and a random soak
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Scenarios build their positions in the model's state (trigon-private.h),
 * then act only through moves (ts_game_apply_move) and read the results
 * through the public accessors and the events the moves emit.
 */
#include <locale.h>
#include <string.h>

#include "test-util.h"
#include "ts-match.h"
#include "ts-save.h"
#include "ts-game.h"
#include "ts-games.h"
#include "trigon-game.h"
#include "trigon-private.h"

#define TG(g) TS_TRIGON_GAME (g)

enum { GREEN = TG_REALM_NOORLAND, PURPLE = TG_REALM_LUMOS, YELLOW = TG_REALM_CALMANIA, WHITE = TG_REALM_KALLAND };

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

static int
P (const char *id)
{
  int p = tg_position_from_id (id);

  g_assert_cmpint (p, !=, TG_NONE);
  return p;
}

static TsSetup *
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

static TsGame *
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
static TsGame *
scenario (guint       n,
          const int  *realms,
          int         seat)
{
  TsGame *game = new_game (n, realms, 7);
  TgState *st = tg_state (game);
  int taken = 0;

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
  (void) taken;
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
static void
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
static void
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
static int
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
static int
card_any (TsGame *game)
{
  TgState *st = tg_state (game);

  g_assert_cmpuint (st->n_village, >, 0);
  return st->village_deck[st->n_village - 1];
}

static void
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

static void
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
static void
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

static void
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
static void
deal_event (TsGame *game,
            int     seat,
            int     kind)
{
  TgState *st = tg_state (game);

  stack_event (game, kind);
  memmove (st->event_deck, st->event_deck + 1, --st->n_event);
  st->hand[seat][kind]++;
}

static void
deal_task (TsGame *game,
           int     seat,
           int     task)
{
  TgState *st = tg_state (game);

  stack_task (game, task);
  memmove (st->task_deck, st->task_deck + 1, --st->n_task);
  st->tasks_held[seat] |= 1u << task;
}

static void
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

static void
play (TsGame *game,
      TsMove  move)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = ts_game_format_move (game, &move);

  if (!ts_game_apply_move (game, &move, &error))
    g_error ("move “%s” failed: %s", text, error->message);
}

static void
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

static gboolean
listed (TsGame *game,
        TsMove  move)
{
  g_autoptr(GArray) moves = ts_game_list_moves (game);

  for (guint i = 0; i < moves->len; i++)
    if (ts_move_equal (&move, &g_array_index (moves, TsMove, i)))
      return TRUE;
  return FALSE;
}

static GArray *
record (TsGame *game)
{
  GArray *events = g_array_new (FALSE, FALSE, sizeof (TsEvent));

  ts_game_set_event_sink (game, events);
  return events;
}

static guint
count_events (GArray *events,
              int     kind)
{
  guint n = 0;

  for (guint i = 0; i < events->len; i++)
    n += g_array_index (events, TsEvent, i).kind == kind;
  return n;
}

static const TsEvent *
nth_event (GArray *events,
           int     kind,
           guint   nth)
{
  for (guint i = 0; i < events->len; i++)
    if (g_array_index (events, TsEvent, i).kind == kind && nth-- == 0)
      return &g_array_index (events, TsEvent, i);
  g_assert_not_reached ();
}

#define SCORE(g, s) ts_game_get_score ((g), (s))
#define COINS(g, s, c) ts_trigon_game_get_coins (TG (g), (s), (c))
#define KNIGHTS(g, p) ts_trigon_game_count_figures (TG (g), P (p), TG_FIG_KNIGHT)
#define INH(g, p) ts_trigon_game_get_inhabitants (TG (g), P (p))

/* ------------------------------------------------------------------ */
/* T1–T9: setup, collection, building, movement                        */

static const int GPY[] = { GREEN, PURPLE, YELLOW };

static void
test_t01_setup (void)
{
  g_autoptr(TsSetup) setup = setup_for (3, GPY, 1);
  g_autoptr(TsGame) game = g_object_new (TS_TYPE_TRIGON_GAME, NULL);
  g_autoptr(GError) error = NULL;
  TgState *st = tg_state (game);
  const char *capitals[] = { "N1", "L1", "C1" };

  ts_games_ensure ();
  g_assert_true (tg_setup_position (game, setup, &error));
  g_assert_no_error (error);
  for (int s = 0; s < 3; s++)
    {
      int c = P (capitals[s]);

      g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), c), ==, s);
      g_assert_cmpint (ts_trigon_game_get_token (TG (game), c), ==, 1);
      g_assert_false (ts_trigon_game_is_city (TG (game), c));
      g_assert_true (ts_trigon_game_has_palace (TG (game), s));
      g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c, TG_FIG_KNIGHT), ==, 5);
      g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c, TG_FIG_SCOUT), ==, 1);
      g_assert_cmpint (ts_trigon_game_get_card (TG (game), c), ==, s);   /* V01–V03 */
      g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), c), ==, 1);
      for (int k = 0; k < TG_N_COINS; k++)
        g_assert_cmpuint (COINS (game, s, k), ==, 0);
      g_assert_cmpuint (tg_count_hand (st, s), ==, 0);
      g_assert_cmpuint (st->tasks_held[s], ==, 0);
      g_assert_cmpint (SCORE (game, s), ==, 4);
    }
  g_assert_cmpint (ts_trigon_game_get_occupant (TG (game), P ("K1")), ==, TG_NONE);
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), P ("K1")), ==, TG_NONE);
  g_assert_cmpuint (ts_trigon_game_deck_size (TG (game), 0), ==, 46);
  for (int i = 0; i < st->n_village; i++)
    g_assert_false (tg_card_is_capital (st->village_deck[i]));
  g_assert_cmpuint (ts_trigon_game_deck_size (TG (game), 1), ==, 27);
  g_assert_cmpuint (ts_trigon_game_deck_size (TG (game), 2), ==, 82);
}

static void
test_t02_round1_collection (void)
{
  g_autoptr(TsSetup) setup = setup_for (3, GPY, 1);
  g_autoptr(TsGame) game = g_object_new (TS_TYPE_TRIGON_GAME, NULL);
  int order[TG_MAX_SEATS];
  const char *capitals[] = { "N1", "L1", "C1" };

  ts_games_ensure ();
  g_assert_true (tg_setup_position (game, setup, NULL));
  force (game, "5 2 4");
  tg_advance (game);
  for (int s = 0; s < 3; s++)
    {
      g_assert_cmpuint (COINS (game, s, TG_COPPER), ==, 2);
      g_assert_cmpuint (COINS (game, s, TG_SILVER), ==, 1);
      g_assert_cmpuint (COINS (game, s, TG_GOLD), ==, 1);
      g_assert_cmpuint (INH (game, capitals[s]), ==, 2);
    }
  g_assert_cmpuint (ts_trigon_game_get_order (TG (game), 0, order), ==, 3);
  g_assert_cmpint (order[0], ==, 1);
  g_assert_cmpint (order[1], ==, 2);
  g_assert_cmpint (order[2], ==, 0);
  ts_trigon_game_get_order (TG (game), 1, order);
  g_assert_cmpint (order[0], ==, 1);
  g_assert_cmpint (order[1], ==, 2);
  g_assert_cmpint (order[2], ==, 0);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TG_PHASE_ACTION);
}

/* Two players, green (seat 0) and purple (seat 1), green to act; purple
 * ends the round when green has ended its turn. */
static const int GP[] = { GREEN, PURPLE };

static void
end_round (TsGame *game)
{
  /* Green's turn, then purple's: the collection follows. */
  play (game, ts_trigon_move_end ());
  play (game, ts_trigon_move_end ());
}

static void
test_t03_village_becomes_city (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  int card = card_of_kind (game, 3);   /* developed village */
  int n3 = P ("N3");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_settlement (game, 0, n3, card, 4, FALSE);
  /* Green 5 points, purple 4: purple collects and acts first. */
  end_round (game);
  /* Taxes from the village side: capital 2/1/1, village 1/1/0. */
  g_assert_cmpuint (COINS (game, 0, TG_COPPER), ==, 3);
  g_assert_cmpuint (COINS (game, 0, TG_SILVER), ==, 2);
  g_assert_cmpuint (COINS (game, 0, TG_GOLD), ==, 1);
  g_assert_true (ts_trigon_game_is_city (TG (game), n3));
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), n3), ==, 5);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), n3, TG_FIG_KNIGHT), ==, 2);
  g_assert_cmpint (SCORE (game, 0), ==, 6);

  /* Next round: city taxes 2c + 2s, the 2 births are lost. */
  {
    guint c = COINS (game, 0, TG_COPPER), s = COINS (game, 0, TG_SILVER);

    /* Purple acts first now (4 < 6). */
    g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
    play (game, ts_trigon_move_end ());
    play (game, ts_trigon_move_end ());
    g_assert_cmpuint (COINS (game, 0, TG_COPPER), ==, c + 2 + 2);
    g_assert_cmpuint (COINS (game, 0, TG_SILVER), ==, s + 2 + 1);
    g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), n3), ==, 5);
  }
}

static const int YW[] = { YELLOW, WHITE };

static void
fishing_city (int harbour_settlement,
              int boats_on_board,
              int expect_boats_on_c2)
{
  g_autoptr(TsGame) game = scenario (2, YW, 0);
  int card = card_of_kind (game, 2);   /* fishing: 1 boat */

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_settlement (game, 0, P ("C4"), card, 4, FALSE);
  if (harbour_settlement)
    put_settlement (game, 0, P ("C2"), card_of_kind (game, 1), 1, FALSE);
  else
    put_settlement (game, 0, P ("C5"), card_of_kind (game, 1), 1, FALSE);
  if (boats_on_board > 0)
    put_figures (game, 0, P ("C3"), TG_FIG_BOAT, boats_on_board);
  deal_event (game, 0, TG_E_GEBOORTEGOLF);
  play (game, ts_trigon_move_play (TG_E_GEBOORTEGOLF, P ("C4"), 0, 0, 0));
  g_assert_true (ts_trigon_game_is_city (TG (game), P ("C4")));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), P ("C4"), TG_FIG_BOAT), ==, 0);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), P ("C2"), TG_FIG_BOAT), ==, expect_boats_on_c2);
  g_assert_cmpuint (tg_count_all_figures (tg_state (game), 0, TG_FIG_BOAT), ==,
                    boats_on_board + expect_boats_on_c2);
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TG_PHASE_ACTION);
}

static void
test_t04_city_bonus_boat (void)
{
  fishing_city (TRUE, 2, 1);
  fishing_city (FALSE, 2, 0);
  fishing_city (TRUE, 5, 0);
}

static void
test_t05_knights_need_two (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 1);
  int l5 = P ("L5");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_settlement (game, 1, l5, card_of_kind (game, 1), 3, FALSE);
  give_coins (game, 1, 5, 0, 0);
  play (game, ts_trigon_move_build (TG_FIG_KNIGHT, l5));
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), l5), ==, 2);
  play (game, ts_trigon_move_build (TG_FIG_KNIGHT, l5));
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), l5), ==, 1);
  refused (game, ts_trigon_move_build (TG_FIG_KNIGHT, l5));
  g_assert_cmpuint (COINS (game, 1, TG_COPPER), ==, 3);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), l5, TG_FIG_KNIGHT), ==, 2);
}

static void
test_t06_scout_founds (void)
{
  g_autoptr(TsGame) game = scenario (2, YW, 0);
  TgState *st = tg_state (game);
  int c1 = P ("C1"), c4 = P ("C4"), top;

  put_capital (game, 0, 2);
  put_capital (game, 1, 1);
  give_coins (game, 0, 0, 3, 1);
  top = st->village_deck[0];
  play (game, ts_trigon_move_build (TG_FIG_SCOUT, c1));
  play (game, ts_trigon_move_step (c1, c4, 0, 1));
  play (game, ts_trigon_move_found (c4));
  g_assert_cmpuint (COINS (game, 0, TG_SILVER), ==, 0);
  g_assert_cmpuint (COINS (game, 0, TG_GOLD), ==, 0);
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), c1), ==, 1);
  g_assert_cmpuint (tg_count_all_figures (st, 0, TG_FIG_SCOUT), ==, 0);
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), c4), ==, 0);
  g_assert_cmpint (ts_trigon_game_get_token (TG (game), c4), ==, 2);
  g_assert_false (ts_trigon_game_is_city (TG (game), c4));
  g_assert_cmpint (ts_trigon_game_get_card (TG (game), c4), ==, top);
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), c4), ==, 1);
  g_assert_cmpint (SCORE (game, 0), ==, 5);
  g_assert_cmpuint (ts_trigon_game_get_foundings (TG (game), 0), ==, 1);
}

static void
test_t07_bank_exchange (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  g_autoptr(GError) error = NULL;
  TsMove move;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  give_coins (game, 0, 7, 2, 0);
  play (game, ts_trigon_move_exchange (TG_COPPER));
  play (game, ts_trigon_move_exchange (TG_COPPER));
  play (game, ts_trigon_move_exchange (TG_SILVER));
  g_assert_cmpuint (COINS (game, 0, TG_COPPER), ==, 1);
  g_assert_cmpuint (COINS (game, 0, TG_SILVER), ==, 1);
  g_assert_cmpuint (COINS (game, 0, TG_GOLD), ==, 1);
  /* Gold → silver and silver → copper do not exist. */
  refused (game, ts_trigon_move_exchange (TG_GOLD));
  g_assert_false (ts_game_parse_move (game, "exchange gold", &move, &error));
  g_assert_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_MOVE);
  /* One silver is not enough for gold. */
  refused (game, ts_trigon_move_exchange (TG_SILVER));
}

static void
test_t08_river_two_turns (void)
{
  g_autoptr(TsGame) game = scenario (2, YW, 0);
  int c4 = P ("C4"), c2 = P ("C2"), ford = P ("F-C4-C2");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  /* White leads on points, so yellow acts first next round too. */
  put_settlement (game, 1, P ("K2"), card_of_kind (game, 1), 1, FALSE);
  put_figures (game, 0, c4, TG_FIG_KNIGHT, 1);
  refused (game, ts_trigon_move_step (c4, c2, 1, 0));
  play (game, ts_trigon_move_step (c4, ford, 1, 0));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), ford, TG_FIG_KNIGHT), ==, 1);
  refused (game, ts_trigon_move_step (ford, c2, 1, 0));
  refused (game, ts_trigon_move_step (ford, c4, 1, 0));
  play (game, ts_trigon_move_end ());
  play (game, ts_trigon_move_end ());
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  g_assert_true (listed (game, ts_trigon_move_step (ford, c2, 1, 0)));
  g_assert_true (listed (game, ts_trigon_move_step (ford, c4, 1, 0)));
  play (game, ts_trigon_move_step (ford, c2, 1, 0));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c2, TG_FIG_KNIGHT), ==, 1);
}

static void
test_t09_boat_capacity (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 1);
  int l2 = P ("L2"), l6 = P ("L6"), c3 = P ("C3"), c4 = P ("C4");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 1, l2, TG_FIG_BOAT, 1);
  put_figures (game, 1, l2, TG_FIG_KNIGHT, 5);
  put_figures (game, 1, l6, TG_FIG_KNIGHT, 1);
  play (game, ts_trigon_move_step (l6, l2, 1, 0));
  /* Six knights do not fit. */
  refused (game, ts_trigon_move_sail (l2, c3, 1, 5, 1, 0, 0));
  play (game, ts_trigon_move_sail (l2, c3, 1, 4, 1, 0, 0));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), l2, TG_FIG_KNIGHT), ==, 1);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c3, TG_FIG_KNIGHT), ==, 5);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c3, TG_FIG_BOAT), ==, 1);
  /* The four that had not stepped may step on; the one from L6 may not. */
  refused (game, ts_trigon_move_step_full (c3, c4, 0, 5, 0, 0));
  play (game, ts_trigon_move_step_full (c3, c4, 0, 4, 0, 0));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c4, TG_FIG_KNIGHT), ==, 4);
  refused (game, ts_trigon_move_step_full (c3, c4, 0, 1, 0, 0));
  /* The knight left on L2 cannot ride again (no boat there anyway) but
   * the boat cannot sail twice. */
  refused (game, ts_trigon_move_sail (c3, l2, 1, 0, 0, 0, 0));
}

/* ------------------------------------------------------------------ */
/* T10–T17: battles                                                    */

static const int GY[] = { GREEN, YELLOW };

static void
test_t10_battle_example (void)
{
  g_autoptr(TsGame) game = scenario (2, GY, 0);
  g_autoptr(GArray) events = record (game);
  int k7 = P ("K7"), c8 = P ("C8");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 0, k7, TG_FIG_KNIGHT, 3);
  put_figures (game, 1, c8, TG_FIG_KNIGHT, 2);
  /* 11 vs 10, 5 vs 6, 7 vs 3. */
  force (game, "443 55  113 6  34 3");
  play (game, ts_trigon_move_step (k7, c8, 3, 0));
  g_assert_cmpuint (count_events (events, TG_EV_ROLL), ==, 3);
  g_assert_cmpint (nth_event (events, TG_EV_LOSS, 0)->seat, ==, 1);
  g_assert_cmpint (nth_event (events, TG_EV_LOSS, 1)->seat, ==, 0);
  g_assert_cmpint (nth_event (events, TG_EV_LOSS, 2)->seat, ==, 1);
  /* After roll 2 yellow rolled 1 die, green 3. */
  g_assert_cmpint (nth_event (events, TG_EV_ROLL, 1)->arg[2], ==, 3);
  g_assert_cmpint (nth_event (events, TG_EV_ROLL, 1)->arg[3], ==, 1);
  g_assert_cmpint (nth_event (events, TG_EV_BATTLE_WON, 0)->seat, ==, 0);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c8, TG_FIG_KNIGHT), ==, 2);
  g_assert_cmpint (ts_trigon_game_get_occupant (TG (game), c8), ==, 0);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), k7, TG_FIG_KNIGHT), ==, 0);
  /* They cannot move again this turn. */
  refused (game, ts_trigon_move_step (c8, k7, 1, 0));
  refused (game, ts_trigon_move_step (c8, P ("C7"), 1, 0));
}

static const int WP[] = { WHITE, PURPLE };

static void
test_t11_conquer_village (void)
{
  g_autoptr(TsGame) game = scenario (2, WP, 0);
  int ford = P ("F-L8-K3"), l8 = P ("L8");
  int card = card_of_kind (game, 1);
  int white_before, purple_before;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_settlement (game, 1, l8, card, 4, FALSE);
  put_figures (game, 0, ford, TG_FIG_KNIGHT, 5);
  white_before = SCORE (game, 0);
  purple_before = SCORE (game, 1);
  force (game, "33344 55");
  play (game, ts_trigon_move_step (ford, l8, 5, 0));
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), l8), ==, 0);
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), l8), ==, 2);
  g_assert_cmpint (ts_trigon_game_get_card (TG (game), l8), ==, card);
  g_assert_cmpint (ts_trigon_game_get_token (TG (game), l8), ==, 2);
  g_assert_false (ts_trigon_game_is_city (TG (game), l8));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), l8, TG_FIG_KNIGHT), ==, 5);
  g_assert_cmpint (SCORE (game, 1), ==, purple_before - 1);
  g_assert_cmpint (SCORE (game, 0), ==, white_before + 1);
}

static void
test_t12_tie_rerolls (void)
{
  g_autoptr(TsGame) game = scenario (2, GY, 0);
  g_autoptr(GArray) events = record (game);
  int k7 = P ("K7"), c8 = P ("C8");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 0, k7, TG_FIG_KNIGHT, 2);
  put_figures (game, 1, c8, TG_FIG_KNIGHT, 1);
  force (game, "23 5  44 4");
  play (game, ts_trigon_move_step (k7, c8, 2, 0));
  g_assert_cmpuint (count_events (events, TG_EV_ROLL), ==, 2);
  g_assert_cmpint (nth_event (events, TG_EV_ROLL, 0)->arg[0], ==, 5);
  g_assert_cmpint (nth_event (events, TG_EV_ROLL, 0)->arg[1], ==, 5);
  g_assert_cmpuint (count_events (events, TG_EV_LOSS), ==, 1);
  g_assert_cmpint (nth_event (events, TG_EV_LOSS, 0)->seat, ==, 1);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c8, TG_FIG_KNIGHT), ==, 2);
}

static void
test_t13_dice_cap_palace (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  TgState *st = tg_state (game);
  int l1 = P ("L1"), l6 = P ("L6");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 1, l1, TG_FIG_KNIGHT, 3);
  put_figures (game, 0, l6, TG_FIG_KNIGHT, 7);
  /* Cavalerie in green's hand stops the battle in the window. */
  deal_event (game, 0, TG_E_CAVALERIE);
  play (game, ts_trigon_move_step (l6, l1, 7, 0));
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TG_PHASE_ATTACK_CARDS);
  g_assert_cmpint (tg_battle_dice (st, TRUE), ==, 5);
  g_assert_cmpint (tg_battle_dice (st, FALSE), ==, 5);
  /* Without the knights: settlement 2 + palace 3. */
  st->knights[l1][TG_MV_FRESH] = 0;
  g_assert_cmpint (tg_battle_dice (st, FALSE), ==, 5);
}

static void
test_t14_settlement_falls_last (void)
{
  g_autoptr(TsGame) game = scenario (2, YW, 0);
  int k2 = P ("K2"), k5 = P ("K5");
  g_autoptr(GArray) moves = NULL;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_settlement (game, 1, k2, card_of_kind (game, 1), 3, FALSE);
  put_figures (game, 1, k2, TG_FIG_BOAT, 1);
  put_figures (game, 1, k2, TG_FIG_KNIGHT, 1);
  put_figures (game, 0, k5, TG_FIG_KNIGHT, 4);
  force (game, "6666 11111");
  play (game, ts_trigon_move_step (k5, k2, 4, 0));
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TG_PHASE_CASUALTY);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  moves = ts_game_list_moves (game);
  g_assert_cmpuint (moves->len, ==, 2);
  g_assert_true (listed (game, ts_trigon_move_lose (TG_LOSS_KNIGHT, k2)));
  g_assert_true (listed (game, ts_trigon_move_lose (TG_LOSS_BOAT, k2)));
  refused (game, ts_trigon_move_lose (TG_LOSS_SETTLEMENT, k2));
  /* White loses the boat, then the knight (3 dice), then the village
   * (2 dice) falls. */
  force (game, "6666 111  6666 11");
  play (game, ts_trigon_move_lose (TG_LOSS_BOAT, k2));
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), k2), ==, 0);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), k2, TG_FIG_KNIGHT), ==, 4);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), k2, TG_FIG_BOAT), ==, 0);
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), k2), ==, 2);
}

static void
test_t15_capital_conquest (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  int l1 = P ("L1"), l6 = P ("L6");
  int green_before, purple_before;

  put_capital (game, 0, 1);
  put_capital (game, 1, 3);
  put_settlement (game, 1, P ("L5"), card_of_kind (game, 1), 1, FALSE);
  put_figures (game, 0, l6, TG_FIG_KNIGHT, 5);
  green_before = SCORE (game, 0);
  purple_before = SCORE (game, 1);
  force (game, "66666 11111");
  play (game, ts_trigon_move_step (l6, l1, 5, 0));
  g_assert_false (ts_trigon_game_has_palace (TG (game), 1));
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), l1), ==, 0);
  g_assert_false (ts_trigon_game_is_city (TG (game), l1));
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), l1), ==, 2);
  g_assert_cmpint (ts_trigon_game_get_card (TG (game), l1), ==, 1);   /* V02 */
  g_assert_cmpint (SCORE (game, 1), ==, purple_before - 4);
  g_assert_cmpint (SCORE (game, 0), ==, green_before + 1);
}

static void
test_t16_conquest_without_token (void)
{
  g_autoptr(TsGame) game = scenario (2, YW, 0);
  TgState *st = tg_state (game);
  static const char *sites[] = { "C2", "C3", "C4", "C5", "C6", "C7", "C8", "L4", "L7" };
  int k7 = P ("K7"), c8 = P ("C8"), card, yellow_before, white_before;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  for (guint i = 0; i < G_N_ELEMENTS (sites); i++)
    put_settlement (game, 0, P (sites[i]), card_of_kind (game, 1), 1, FALSE);
  g_assert_cmpuint (tg_count_settlements (st, 0), ==, 10);
  card = card_of_kind (game, 3);
  put_settlement (game, 1, k7, card, 3, FALSE);
  put_figures (game, 0, c8, TG_FIG_KNIGHT, 3);
  yellow_before = SCORE (game, 0);
  white_before = SCORE (game, 1);
  force (game, "666 11");
  play (game, ts_trigon_move_step (c8, k7, 3, 0));
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), k7), ==, TG_NONE);
  g_assert_cmpint (st->village_deck[st->n_village - 1], ==, card);
  g_assert_cmpint (tg_lowest_free_token (st, 1), ==, 2);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), k7, TG_FIG_KNIGHT), ==, 3);
  g_assert_cmpint (ts_trigon_game_get_occupant (TG (game), k7), ==, 0);
  g_assert_cmpint (SCORE (game, 0), ==, yellow_before);
  g_assert_cmpint (SCORE (game, 1), ==, white_before - 1);
}

static void
test_t17_whole_realm (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  TgState *st = tg_state (game);
  static const char *sites[] = { "N2", "N3", "N4", "N5", "N6", "N7" };
  int n8 = P ("N8"), before;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  for (guint i = 0; i < G_N_ELEMENTS (sites); i++)
    put_settlement (game, 0, P (sites[i]), card_of_kind (game, 1), 1, FALSE);
  put_figures (game, 0, n8, TG_FIG_SCOUT, 1);
  st->bonus_holder[TG_BONUS_VERKENNER] = 1;
  before = SCORE (game, 0);
  play (game, ts_trigon_move_found (n8));
  g_assert_cmpint (SCORE (game, 0), ==, before + 9);
  g_assert_true (tg_holds_realm (st, 0, GREEN));
  /* Purple ends the round; in the bonus step green places 8 knights. */
  play (game, ts_trigon_move_end ());
  play (game, ts_trigon_move_end ());
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TG_PHASE_REALM_KNIGHTS);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  refused (game, ts_trigon_move_place (P ("L1"), 1));
  refused (game, ts_trigon_move_place (n8, 9));
  play (game, ts_trigon_move_place (n8, 5));
  play (game, ts_trigon_move_place (P ("N1"), 3));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), n8, TG_FIG_KNIGHT), ==, 5);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), P ("N1"), TG_FIG_KNIGHT), ==, 3);
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TG_PHASE_ACTION);
}

/* ------------------------------------------------------------------ */
/* T18–T22: cards in play                                              */

static void
test_t18_negative_at_once (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 1);
  TgState *st = tg_state (game);

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  give_coins (game, 1, 3, 0, 0);
  stack_event (game, TG_E_ROVERS);
  play (game, ts_trigon_move_buy_event ());
  g_assert_cmpuint (COINS (game, 1, TG_COPPER), ==, 0);
  g_assert_cmpuint (ts_trigon_game_get_hand_events (TG (game), 1, TG_E_ROVERS), ==, 0);
  g_assert_cmpuint (st->n_discard, ==, 1);
  g_assert_cmpint (st->discard[0], ==, TG_E_ROVERS);
  g_assert_cmpuint (ts_trigon_game_get_bank (TG (game), TG_COPPER), ==, 50);
}

static void
test_t19_protection (void)
{
  static const int WG[] = { WHITE, GREEN };
  g_autoptr(TsGame) game = scenario (2, WG, 0);
  TgState *st = tg_state (game);

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 0, P ("K1"), TG_FIG_KNIGHT, 2);
  put_figures (game, 0, P ("K2"), TG_FIG_KNIGHT, 2);
  put_figures (game, 1, P ("N1"), TG_FIG_KNIGHT, 3);
  put_figures (game, 1, P ("N3"), TG_FIG_KNIGHT, 3);
  give_coins (game, 0, 1, 0, 0);
  give_coins (game, 1, 1, 0, 0);
  st->played[0] |= G_GUINT64_CONSTANT (1) << TG_E_KAPITEIN;
  stack_event (game, TG_E_MOORDENAAR);
  play (game, ts_trigon_move_buy_event ());
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TG_PHASE_ACTION);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  g_assert_cmpuint (tg_count_all_figures (st, 0, TG_FIG_KNIGHT), ==, 4);
  play (game, ts_trigon_move_end ());
  /* Green buys Strijd: white keeps its knights, green loses 3 of 6. */
  stack_event (game, TG_E_STRIJD);
  play (game, ts_trigon_move_buy_event ());
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TG_PHASE_NEGATIVE);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  play (game, ts_trigon_move_lose (TG_LOSS_KNIGHT, P ("N3")));
  play (game, ts_trigon_move_lose (TG_LOSS_KNIGHT, P ("N3")));
  play (game, ts_trigon_move_lose (TG_LOSS_KNIGHT, P ("N1")));
  g_assert_cmpuint (tg_count_all_figures (st, 1, TG_FIG_KNIGHT), ==, 3);
  g_assert_cmpuint (tg_count_all_figures (st, 0, TG_FIG_KNIGHT), ==, 4);
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TG_PHASE_ACTION);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
}

static void
test_t20_strijd_rounding (void)
{
  g_autoptr(TsGame) game = scenario (3, GPY, 2);
  TgState *st = tg_state (game);

  for (int s = 0; s < 3; s++)
    put_capital (game, s, 1);
  put_figures (game, 0, P ("N1"), TG_FIG_KNIGHT, 3);
  put_figures (game, 0, P ("N3"), TG_FIG_KNIGHT, 2);
  put_figures (game, 1, P ("L1"), TG_FIG_KNIGHT, 1);
  give_coins (game, 2, 1, 0, 0);
  stack_event (game, TG_E_STRIJD);
  play (game, ts_trigon_move_buy_event ());
  /* Yellow (0 knights) loses none; green chooses 2; purple loses none. */
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  play (game, ts_trigon_move_lose (TG_LOSS_KNIGHT, P ("N1")));
  play (game, ts_trigon_move_lose (TG_LOSS_KNIGHT, P ("N3")));
  g_assert_cmpuint (tg_count_all_figures (st, 0, TG_FIG_KNIGHT), ==, 3);
  g_assert_cmpuint (tg_count_all_figures (st, 1, TG_FIG_KNIGHT), ==, 1);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 2);
}

static void
hinderlaag (int         defending_knights,
            const char *dice,
            int         first_dice,
            int         second_dice)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  g_autoptr(GArray) events = record (game);
  int l7 = P ("L7"), l4 = P ("L4");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_settlement (game, 1, l7, card_of_kind (game, 1), 1, FALSE);
  if (defending_knights)
    put_figures (game, 1, l7, TG_FIG_KNIGHT, defending_knights);
  put_figures (game, 0, l4, TG_FIG_KNIGHT, 5);
  deal_event (game, 1, TG_E_HINDERLAAG);
  play (game, ts_trigon_move_step (l4, l7, 5, 0));
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TG_PHASE_DEFENCE_CARDS);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  force (game, dice);
  play (game, ts_trigon_move_cards (TG_CARD_HINDERLAAG));
  g_assert_cmpint (nth_event (events, TG_EV_ROLL, 0)->arg[3], ==, first_dice);
  if (second_dice)
    g_assert_cmpint (nth_event (events, TG_EV_ROLL, 1)->arg[3], ==, second_dice);
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), l7), ==, 0);
}

static void
test_t21_hinderlaag_cap (void)
{
  hinderlaag (0, "66666 1111", 4, 0);
  hinderlaag (1, "66666 11111 66666 1111", 5, 4);
}

static void
vluchten (gboolean village)
{
  g_autoptr(TsGame) game = scenario (2, YW, 1);
  TgState *st = tg_state (game);
  int c5 = P ("C5"), c8 = P ("C8"), ford = P ("F-C5-K5");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  if (village)
    put_settlement (game, 0, c5, card_of_kind (game, 1), 1, FALSE);
  put_figures (game, 0, c5, TG_FIG_KNIGHT, 3);
  put_figures (game, 1, ford, TG_FIG_KNIGHT, 4);
  deal_event (game, 0, TG_E_VLUCHTEN);
  deal_task (game, 1, 0);   /* O01 Dood een ridder */
  if (village)
    {
      /* Refused: the battle is fought at once. */
      force (game, "6666 11111 6666 1111 6666 111 6666 11");
      play (game, ts_trigon_move_step (ford, c5, 4, 0));
      g_assert_cmpuint (ts_trigon_game_get_hand_events (TG (game), 0, TG_E_VLUCHTEN), ==, 1);
      g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), c5), ==, 1);
      return;
    }
  play (game, ts_trigon_move_step (ford, c5, 4, 0));
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TG_PHASE_FLEE);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  g_assert_true (listed (game, ts_trigon_move_stand ()));
  play (game, ts_trigon_move_flee (c5, c8, 3, 0, 0));
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c8, TG_FIG_KNIGHT), ==, 3);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c5, TG_FIG_KNIGHT), ==, 4);
  g_assert_cmpint (ts_trigon_game_get_occupant (TG (game), c5), ==, 1);
  g_assert_true (ts_trigon_game_holds_task (TG (game), 1, 0));
  g_assert_cmpuint (ts_trigon_game_get_tasks_done (TG (game), 1), ==, 0);
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TG_PHASE_ACTION);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  g_assert_cmpuint (st->n_discard, ==, 1);
}

static void
test_t22_vluchten (void)
{
  vluchten (FALSE);
  vluchten (TRUE);
}

/* ------------------------------------------------------------------ */
/* T23–T26: order, bank, winning                                       */

static void
test_t23_bank_short (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  static const char *green_sites[] = { "N2", "N3" };
  static const char *purple_sites[] = { "L2", "L3", "L4", "L5", "L6" };

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  for (guint i = 0; i < G_N_ELEMENTS (green_sites); i++)
    put_settlement (game, 0, P (green_sites[i]), card_of_kind (game, 1), 1, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (purple_sites); i++)
    put_settlement (game, 1, P (purple_sites[i]), card_of_kind (game, 1), 1, FALSE);
  g_assert_cmpint (SCORE (game, 0), ==, 6);
  g_assert_cmpint (SCORE (game, 1), ==, 9);
  /* Purple holds 49 gold: the bank has 1. */
  give_coins (game, 1, 0, 0, 49);
  end_round (game);
  g_assert_cmpuint (COINS (game, 0, TG_GOLD), ==, 1);
  g_assert_cmpuint (COINS (game, 1, TG_GOLD), ==, 49);
  g_assert_cmpuint (ts_trigon_game_get_bank (TG (game), TG_GOLD), ==, 0);
  /* Nothing is owed: the next collection pays purple only what the bank
   * has then. */
  play (game, ts_trigon_move_end ());
  play (game, ts_trigon_move_end ());
  g_assert_cmpuint (COINS (game, 1, TG_GOLD), ==, 49);
}

static void
test_t24_action_order_tie (void)
{
  static const int GPYW[] = { GREEN, PURPLE, YELLOW, WHITE };
  g_autoptr(TsGame) game = scenario (4, GPYW, 0);
  int order[TG_MAX_SEATS];

  for (int s = 0; s < 4; s++)
    put_capital (game, s, 1);
  /* Green 8, purple 6, yellow 6, white 10. */
  for (int i = 2; i <= 5; i++)
    put_settlement (game, 0, tg_capital_of_realm (GREEN) + i, card_any (game), 1, FALSE);
  for (int i = 2; i <= 3; i++)
    {
      put_settlement (game, 1, tg_capital_of_realm (PURPLE) + i, card_any (game), 1, FALSE);
      put_settlement (game, 2, tg_capital_of_realm (YELLOW) + i, card_any (game), 1, FALSE);
    }
  for (int i = 2; i <= 7; i++)
    put_settlement (game, 3, tg_capital_of_realm (WHITE) + i, card_any (game), 1, FALSE);
  g_assert_cmpint (SCORE (game, 0), ==, 8);
  g_assert_cmpint (SCORE (game, 1), ==, 6);
  g_assert_cmpint (SCORE (game, 2), ==, 6);
  g_assert_cmpint (SCORE (game, 3), ==, 10);
  force (game, "5 2");
  for (int i = 0; i < 4; i++)
    play (game, ts_trigon_move_end ());
  ts_trigon_game_get_order (TG (game), 0, order);
  g_assert_cmpint (order[0], ==, 2);
  g_assert_cmpint (order[1], ==, 1);
  g_assert_cmpint (order[2], ==, 0);
  g_assert_cmpint (order[3], ==, 3);
  ts_trigon_game_get_order (TG (game), 1, order);
  g_assert_cmpint (order[0], ==, 2);
  g_assert_cmpint (order[1], ==, 3);
  g_assert_cmpint (order[2], ==, 0);
  g_assert_cmpint (order[3], ==, 1);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 2);
}

static const int PYW[] = { PURPLE, YELLOW, WHITE };

static void
test_t25_win_at_25 (void)
{
  g_autoptr(TsGame) game = scenario (3, PYW, 0);
  TgState *st = tg_state (game);
  static const char *sites[] = { "L2", "L3", "L4", "L5", "L6", "L7", "C2", "C3" };

  for (int s = 0; s < 3; s++)
    put_capital (game, s, 1);
  /* 3 palace + 1 capital + 8 cities + 1 task + 2 Zoektocht + 1 Kerker. */
  for (guint i = 0; i < G_N_ELEMENTS (sites); i++)
    put_settlement (game, 0, P (sites[i]), card_of_kind (game, 1), 5, TRUE);
  st->bonus_holder[TG_BONUS_ZOEKTOCHT] = 0;
  st->tasks_done[0] = 1u << 4;    /* O05, 1 point */
  st->n_tasks_done[0] = 1;
  st->played[0] |= G_GUINT64_CONSTANT (1) << TG_E_KERKER;
  g_assert_cmpint (SCORE (game, 0), ==, 24);
  put_figures (game, 0, P ("C4"), TG_FIG_SCOUT, 1);
  play (game, ts_trigon_move_found (P ("C4")));
  g_assert_cmpint (SCORE (game, 0), ==, 25);
  g_assert_true (ts_game_is_over (game));
  g_assert_cmpint (ts_trigon_game_get_winner (TG (game)), ==, 0);
  g_assert_cmpint (ts_trigon_game_get_end (TG (game)), ==, TG_END_POINTS);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, TS_SEAT_NONE);
  g_assert_cmpuint (ts_game_list_moves (game)->len, ==, 0);
}

static void
test_t26_emperor (void)
{
  static const int WY[] = { WHITE, YELLOW };
  static const char *sites[] = { "K2", "K3", "K4", "K5" };
  int inhabitants;

  for (int pass = 0; pass < 2; pass++)
    {
      g_autoptr(TsGame) game = scenario (2, WY, 0);

      put_capital (game, 0, 5);
      put_capital (game, 1, 1);
      for (guint i = 0; i < G_N_ELEMENTS (sites); i++)
        put_settlement (game, 0, P (sites[i]), card_of_kind (game, 1), 5, TRUE);
      /* 26 inhabitants, or 24. */
      tg_state (game)->settle[P ("K6")] = (TgSettlement) { 0, 0, pass == 0 ? 1 : 0, (gint8) card_of_kind (game, 3), 6 };
      tg_state (game)->occupant[P ("K6")] = 0;
      if (pass == 1)
        tg_state (game)->settle[P ("K5")].inhabitants = 4;
      give_coins (game, 0, 0, 4, 5);
      inhabitants = (int) tg_count_inhabitants (tg_state (game), 0);
      if (pass == 1)
        {
          g_assert_cmpint (inhabitants, ==, 24);
          refused (game, ts_trigon_move_crown (P ("K1")));
          continue;
        }
      g_assert_cmpint (inhabitants, ==, 26);
      play (game, ts_trigon_move_crown (P ("K1")));
      g_assert_cmpuint (COINS (game, 0, TG_SILVER), ==, 0);
      g_assert_cmpuint (COINS (game, 0, TG_GOLD), ==, 1);
      g_assert_cmpuint (tg_count_inhabitants (tg_state (game), 0), ==, 25);
      g_assert_true (ts_game_is_over (game));
      g_assert_cmpint (ts_trigon_game_get_winner (TG (game)), ==, 0);
      g_assert_cmpint (ts_trigon_game_get_end (TG (game)), ==, TG_END_EMPEROR);
    }
}

/* ------------------------------------------------------------------ */
/* T27–T35: tasks, bonus cards, cards                                  */

static void
test_t27_double_completion (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 1);
  TgState *st = tg_state (game);
  int l7 = P ("L7"), l4 = P ("L4");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  st->tasks_done[0] = (1u << 4) | (1u << 5) | (1u << 8);
  st->n_tasks_done[0] = 3;
  st->bonus_holder[TG_BONUS_ZOEKTOCHT] = 0;
  deal_task (game, 0, 0);    /* O01 */
  deal_task (game, 0, 24);   /* O25 */
  put_figures (game, 0, l4, TG_FIG_KNIGHT, 3);
  put_figures (game, 1, l7, TG_FIG_KNIGHT, 1);
  force (game, "1 666");
  play (game, ts_trigon_move_step (l7, l4, 1, 0));
  g_assert_cmpuint (ts_trigon_game_get_tasks_done (TG (game), 0), ==, 5);
  g_assert_true (st->tasks_done[0] & 1u);
  g_assert_true (st->tasks_done[0] & (1u << 24));
  g_assert_true (ts_game_is_over (game));
  g_assert_cmpint (ts_trigon_game_get_winner (TG (game)), ==, 0);
  g_assert_cmpint (ts_trigon_game_get_end (TG (game)), ==, TG_END_TASKS);
}

static void
test_t28_zoektocht_first_only (void)
{
  g_autoptr(TsGame) game = scenario (2, YW, 0);
  TgState *st = tg_state (game);
  int before;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  st->tasks_done[0] = (1u << 4) | (1u << 5);
  st->n_tasks_done[0] = 2;
  st->tasks_done[1] = (1u << 6) | (1u << 7);
  st->n_tasks_done[1] = 2;
  deal_task (game, 0, 10);   /* O11: build a scout */
  deal_task (game, 1, 8);    /* O09: build a boat */
  give_coins (game, 0, 0, 3, 1);
  before = SCORE (game, 0);
  play (game, ts_trigon_move_build (TG_FIG_SCOUT, P ("C1")));
  g_assert_cmpint (ts_trigon_game_get_bonus_holder (TG (game), TG_BONUS_ZOEKTOCHT), ==, 0);
  g_assert_cmpint (SCORE (game, 0), ==, before + 1 + 2);
  play (game, ts_trigon_move_end ());
  /* White's third task later: no card. */
  put_settlement (game, 1, P ("K2"), card_of_kind (game, 1), 1, FALSE);
  give_coins (game, 1, 2, 0, 0);
  play (game, ts_trigon_move_build (TG_FIG_BOAT, P ("K2")));
  g_assert_cmpuint (ts_trigon_game_get_tasks_done (TG (game), 1), ==, 3);
  g_assert_cmpint (ts_trigon_game_get_bonus_holder (TG (game), TG_BONUS_ZOEKTOCHT), ==, 0);
}

static void
test_t29_verkenner (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 1);
  TgState *st = tg_state (game);
  int before;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  st->foundings[1] = 4;
  put_settlement (game, 1, P ("L2"), card_of_kind (game, 1), 1, FALSE);
  deal_event (game, 1, TG_E_VLIJTIGE_ONDERDAAN);
  before = SCORE (game, 1);
  /* Outside the home realm is refused while Lumos has eligible sites. */
  refused (game, ts_trigon_move_play (TG_E_VLIJTIGE_ONDERDAAN, P ("C4"), 0, 0, 0));
  play (game, ts_trigon_move_play (TG_E_VLIJTIGE_ONDERDAAN, P ("L6"), 0, 0, 0));
  g_assert_cmpuint (ts_trigon_game_get_foundings (TG (game), 1), ==, 5);
  g_assert_cmpint (ts_trigon_game_get_bonus_holder (TG (game), TG_BONUS_VERKENNER), ==, 1);
  g_assert_cmpint (SCORE (game, 1), ==, before + 3 + 1);
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), P ("L6")), ==, 1);
}

static void
test_t30_explore (void)
{
  static const int WY[] = { WHITE, YELLOW };
  g_autoptr(TsGame) game = scenario (2, WY, 0);

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 0, P ("K5"), TG_FIG_KNIGHT, 1);
  put_figures (game, 0, P ("L7"), TG_FIG_KNIGHT, 1);
  give_coins (game, 0, 0, 0, 1);
  stack_task (game, 23);   /* O24 Verken Kalland */
  play (game, ts_trigon_move_buy_task ());
  g_assert_true (ts_trigon_game_holds_task (TG (game), 0, 23));
  play (game, ts_trigon_move_step (P ("K5"), P ("K7"), 1, 0));
  g_assert_true (ts_trigon_game_holds_task (TG (game), 0, 23));
  g_assert_cmpuint (ts_trigon_game_get_tasks_done (TG (game), 0), ==, 0);
  play (game, ts_trigon_move_step (P ("L7"), P ("K5"), 1, 0));
  g_assert_cmpuint (ts_trigon_game_get_tasks_done (TG (game), 0), ==, 1);
  g_assert_cmpint (SCORE (game, 0), ==, 5);
}

static void
test_t31_meteorieten (void)
{
  static const int YG[] = { YELLOW, GREEN };
  g_autoptr(TsGame) game = scenario (2, YG, 0);

  put_capital (game, 0, 1);
  put_capital (game, 1, 3);
  put_settlement (game, 1, P ("N2"), card_of_kind (game, 1), 1, FALSE);
  put_settlement (game, 1, P ("N3"), card_of_kind (game, 1), 2, FALSE);
  give_coins (game, 0, 1, 0, 0);
  stack_event (game, TG_E_METEORIETEN);
  play (game, ts_trigon_move_buy_event ());
  /* Yellow (one inhabitant) loses none; green chooses 3 of its 3
   * spare inhabitants: N1 twice, then N3 is the only choice left. */
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TG_PHASE_NEGATIVE);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  refused (game, ts_trigon_move_lose (TG_LOSS_INHABITANT, P ("N2")));
  play (game, ts_trigon_move_lose (TG_LOSS_INHABITANT, P ("N1")));
  play (game, ts_trigon_move_lose (TG_LOSS_INHABITANT, P ("N1")));
  g_assert_cmpint (ts_trigon_game_get_phase (TG (game)), ==, TG_PHASE_ACTION);
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 0);
  g_assert_cmpuint (INH (game, "N1"), ==, 1);
  g_assert_cmpuint (INH (game, "N2"), ==, 1);
  g_assert_cmpuint (INH (game, "N3"), ==, 1);
  g_assert_cmpuint (INH (game, "C1"), ==, 1);
}

static void
test_t32_intrige (void)
{
  g_autoptr(TsGame) game = scenario (2, YW, 0);
  int k4 = P ("K4"), card = card_of_kind (game, 3);
  int yellow_before, white_before;

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_settlement (game, 1, k4, card, 5, TRUE);
  deal_event (game, 0, TG_E_INTRIGE);
  yellow_before = SCORE (game, 0);
  white_before = SCORE (game, 1);
  refused (game, ts_trigon_move_play (TG_E_INTRIGE, P ("K1"), 0, 0, 0));
  put_figures (game, 1, k4, TG_FIG_KNIGHT, 1);
  refused (game, ts_trigon_move_play (TG_E_INTRIGE, k4, 0, 0, 0));
  tg_state (game)->knights[k4][TG_MV_FRESH] = 0;
  play (game, ts_trigon_move_play (TG_E_INTRIGE, k4, 0, 0, 0));
  g_assert_cmpint (ts_trigon_game_get_settlement_owner (TG (game), k4), ==, 0);
  g_assert_true (ts_trigon_game_is_city (TG (game), k4));
  g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), k4), ==, 5);
  g_assert_cmpint (ts_trigon_game_get_card (TG (game), k4), ==, card);
  g_assert_cmpint (SCORE (game, 0), ==, yellow_before + 2);
  g_assert_cmpint (SCORE (game, 1), ==, white_before - 2);
}

static void
test_t33_overloper (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  int l6 = P ("L6"), l7 = P ("L7");

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  put_figures (game, 1, l6, TG_FIG_SCOUT, 1);
  put_figures (game, 1, l7, TG_FIG_KNIGHT, 3);
  deal_event (game, 0, TG_E_OVERLOPER);
  g_assert_true (listed (game, ts_trigon_move_play (TG_E_OVERLOPER, l6, TG_FIG_SCOUT, 0, 0)));
  refused (game, ts_trigon_move_play (TG_E_OVERLOPER, l7, TG_FIG_KNIGHT, 0, 0));
  play (game, ts_trigon_move_play (TG_E_OVERLOPER, l6, TG_FIG_SCOUT, 0, 0));
  g_assert_cmpint (ts_trigon_game_get_occupant (TG (game), l6), ==, 0);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), l6, TG_FIG_SCOUT), ==, 1);
  /* It cannot move this turn. */
  refused (game, ts_trigon_move_step (l6, P ("L2"), 0, 1));
  refused (game, ts_trigon_move_found (l6));
}

static void
test_t34_ontdekkingsreiziger (void)
{
  g_autoptr(TsGame) game = scenario (2, YW, 0);
  int c1 = P ("C1"), c4 = P ("C4");

  put_capital (game, 0, 3);
  put_capital (game, 1, 1);
  give_coins (game, 0, 0, 6, 2);
  deal_event (game, 0, TG_E_ONTDEKKINGSREIZIGER);
  play (game, ts_trigon_move_play (TG_E_ONTDEKKINGSREIZIGER, 0, 0, 0, 0));
  play (game, ts_trigon_move_build (TG_FIG_SCOUT, c1));
  g_assert_cmpuint (COINS (game, 0, TG_SILVER), ==, 3);
  g_assert_cmpuint (COINS (game, 0, TG_GOLD), ==, 1);
  g_assert_cmpuint (INH (game, "C1"), ==, 2);
  g_assert_cmpuint (ts_trigon_game_count_figures (TG (game), c1, TG_FIG_SCOUT), ==, 2);
  play (game, ts_trigon_move_step (c1, c4, 0, 1));
  play (game, ts_trigon_move_found (c4));
  play (game, ts_trigon_move_build (TG_FIG_SCOUT, c1));
  g_assert_cmpuint (tg_count_all_figures (tg_state (game), 0, TG_FIG_SCOUT), ==, 3);
  g_assert_cmpuint (COINS (game, 0, TG_SILVER), ==, 0);
  g_assert_cmpuint (COINS (game, 0, TG_GOLD), ==, 0);
  g_assert_cmpuint (INH (game, "C1"), ==, 1);
}

static void
test_t35_city_capacity (void)
{
  for (int start = 4; start <= 5; start++)
    {
      g_autoptr(TsGame) game = scenario (2, GP, 0);
      int n3 = P ("N3");

      put_capital (game, 0, 1);
      put_capital (game, 1, 1);
      put_settlement (game, 0, n3, card_of_kind (game, 1), start, TRUE);
      end_round (game);
      g_assert_cmpuint (ts_trigon_game_get_inhabitants (TG (game), n3), ==, 5);
    }
}

/* ------------------------------------------------------------------ */
/* Views, positions, soak                                              */

static void
test_views_hide_hands (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  TgState *st = tg_state (game);

  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  deal_event (game, 1, TG_E_KERKER);
  deal_task (game, 1, 20);
  for (int round = 0; round < 3; round++)
    {
      g_autoptr(TsGame) view = ts_game_view_for (game, 0);
      TgState *v = tg_state (view);

      /* Counts stay, identities are canonical: they do not depend on
       * the truth. */
      g_assert_cmpuint (tg_count_hand (v, 1), ==, tg_count_hand (st, 1));
      g_assert_cmpuint (__builtin_popcount (v->tasks_held[1]), ==, 1);
      g_assert_cmpuint (v->n_event, ==, st->n_event);
      if (round == 0)
        {
          g_assert_cmpuint (v->hand[1][TG_E_KERKER], ==, 0);
          g_assert_false (v->tasks_held[1] & (1u << 20));
        }
    }
  /* Two games that differ only in purple's hand look the same to green. */
  {
    g_autoptr(TsGame) other = ts_game_copy (game);
    TgState *o = tg_state (other);
    g_autoptr(TsGame) v1 = NULL;
    g_autoptr(TsGame) v2 = NULL;
    g_autofree char *t1 = NULL;
    g_autofree char *t2 = NULL;

    o->hand[1][TG_E_KERKER]--;
    o->hand[1][o->event_deck[0]]++;
    o->event_deck[0] = TG_E_KERKER;
    v1 = ts_game_view_for (game, 0);
    v2 = ts_game_view_for (other, 0);
    t1 = ts_game_save_state (v1);
    t2 = ts_game_save_state (v2);
    g_assert_cmpstr (t1, ==, t2);
  }
}

static void
test_position_round_trip (void)
{
  const int realms[] = { GREEN, PURPLE, YELLOW };
  g_autoptr(TsGame) game = new_game (3, realms, 11);
  TsRng rng;

  ts_rng_init (&rng, 5);
  for (int i = 0; i < 400 && !ts_game_is_over (game); i++)
    {
      TsMove move;
      g_autoptr(TsGame) copy = NULL;

      if (i % 20 == 0)
        {
          copy = ts_test_round_trip (game);
          g_assert_true (ts_game_equal (game, copy));
        }
      ts_test_random_move (game, &rng, &move);
      play (game, move);
    }
}

static void
test_notation_round_trip (void)
{
  const int realms[] = { GREEN, PURPLE };
  g_autoptr(TsGame) game = new_game (2, realms, 3);
  TsRng rng;

  ts_rng_init (&rng, 9);
  for (int i = 0; i < 600 && !ts_game_is_over (game); i++)
    {
      g_autoptr(GArray) moves = ts_game_list_moves (game);

      for (guint j = 0; j < moves->len; j++)
        {
          TsMove *m = &g_array_index (moves, TsMove, j), back;
          g_autofree char *text = ts_game_format_move (game, m);
          g_autoptr(GError) error = NULL;

          g_assert_true (ts_game_parse_move (game, text, &back, &error));
          g_assert_no_error (error);
          if (!ts_move_equal (m, &back))
            g_error ("“%s” does not read back", text);
        }
      {
        TsMove move;

        ts_test_random_move (game, &rng, &move);
        play (game, move);
      }
    }
}

/* A whole save (setup, moves, snapshot) written and read back at every
 * move of a few games, battles and prompts included; the undo barrier
 * stands after every roll and draw. */
static void
test_save_every_move (void)
{
  guint phases = 0;

  for (guint g = 0; g < 3; g++)
    {
      g_autoptr(TsSetup) setup = ts_setup_new ("trigon", 2 + g, 40 + g);
      g_autoptr(TsMatch) match = ts_match_new (setup, NULL);
      TsRng rng;

      g_assert_nonnull (match);
      ts_rng_init (&rng, g);
      for (guint i = 0; i < 300 && !ts_game_is_over (ts_match_get_game (match)); i++)
        {
          g_autoptr(GError) error = NULL;
          g_autofree char *data = NULL;
          g_autoptr(TsMatch) back = NULL;
          gsize length;
          TsMove move;
          TgPhase phase;

          ts_test_random_move (ts_match_get_game (match), &rng, &move);
          g_assert_true (ts_match_play (match, &move, &error));
          data = ts_save_to_data (match, &length);
          back = ts_save_from_data (data, length, &error);
          g_assert_no_error (error);
          g_assert_true (ts_game_equal (ts_match_get_game (match), ts_match_get_game (back)));
          phase = ts_trigon_game_get_phase (TG (ts_match_get_game (match)));
          phases |= 1u << phase;
        }
    }
  /* Mid-battle and mid-prompt saves were among them. */
  g_assert_true (phases & ((1u << TG_PHASE_CASUALTY) | (1u << TG_PHASE_ATTACK_CARDS) |
                           (1u << TG_PHASE_DEFENCE_CARDS) | (1u << TG_PHASE_NEGATIVE) |
                           (1u << TG_PHASE_TRADE_ANSWER)));
}

/* No view leaks a hand, a task, task progress or a deck order: two games
 * that differ only in what seat S may not know look the same to S. */
static void
test_views_never_leak (void)
{
  for (guint n = 2; n <= 4; n++)
    {
      g_autoptr(TsSetup) setup = ts_setup_new ("trigon", n, 70 + n);
      g_autoptr(TsGame) game = ts_game_new ("trigon", setup, NULL);
      TsRng rng;

      ts_rng_init (&rng, n);
      for (guint i = 0; i < 400 && !ts_game_is_over (game); i++)
        {
          TsMove move;

          for (guint seat = 0; seat < n; seat++)
            {
              g_autoptr(TsGame) other = ts_game_copy (game);
              g_autoptr(TsGame) v1 = NULL;
              g_autoptr(TsGame) v2 = NULL;
              g_autofree char *t1 = NULL;
              g_autofree char *t2 = NULL;
              TgState *o = tg_state (other);

              /* Deal what SEAT cannot see at random. */
              o->view_seat = (gint8) seat;
              o->view_spy = o->phase == TG_PHASE_SPY_TAKE && (int) seat == o->active ? o->spy_target : TG_NONE;
              tg_views_determinise (other, &rng);
              o->view_seat = o->view_spy = TG_NONE;
              v1 = ts_game_view_for (game, seat);
              v2 = ts_game_view_for (other, seat);
              t1 = ts_game_save_state (v1);
              t2 = ts_game_save_state (v2);
              g_assert_cmpstr (t1, ==, t2);
              /* The seat's own hand is its own. */
              g_assert_true (memcmp (tg_state (v1)->hand[seat], tg_state (game)->hand[seat], TG_N_EVENT_KINDS) == 0);
              g_assert_cmpuint (tg_state (v1)->tasks_held[seat], ==, tg_state (game)->tasks_held[seat]);
            }
          ts_test_random_move (game, &rng, &move);
          play (game, move);
        }
    }
}

/* Coins, cards and pieces are conserved after every move (G32). */
static void
check_invariants (TsGame *game)
{
  TgState *st = tg_state (game);
  g_autoptr(GError) error = NULL;
  guint events = st->n_event + st->n_discard, tasks = st->n_task;

  /* The loader's checks: coins, one colour per position, limits, tokens,
   * card duplicates, the seat to move. */
  if (!tg_position_validate (st, &error))
    g_error ("invariant broken: %s", error->message);
  for (int s = 0; s < st->n_players; s++)
    {
      events += tg_count_hand (st, s) + __builtin_popcountll (st->played[s]);
      tasks += __builtin_popcount (st->tasks_held[s] | st->tasks_done[s]);
    }
  /* Cards of eliminated players leave the game only when they were
   * played or completed. */
  g_assert_cmpuint (events, <=, TG_N_EVENT_CARDS);
  g_assert_cmpuint (tasks, <=, TG_N_TASKS);
  if (st->n_elim == 0)
    {
      g_assert_cmpuint (events, ==, TG_N_EVENT_CARDS);
      g_assert_cmpuint (tasks, ==, TG_N_TASKS);
    }
  g_assert_cmpuint (st->n_village + tg_count_settlements (st, 0) + tg_count_settlements (st, 1) +
                    (st->n_players > 2 ? tg_count_settlements (st, 2) : 0) +
                    (st->n_players > 3 ? tg_count_settlements (st, 3) : 0), <=, TG_N_VILLAGE_CARDS);
  for (int s = 0; s < TG_N_SITES; s++)
    g_assert_cmpuint (st->settle[s].inhabitants, <=, TG_CAPACITY);
  if (!ts_game_is_over (game))
    {
      int seat = ts_game_get_current_seat (game);

      g_assert_cmpint (seat, >=, 0);
      g_assert_false (st->eliminated[seat]);
    }
}

static void
soak (guint n_players,
      guint n_games)
{
  static const int all[] = { GREEN, PURPLE, YELLOW, WHITE };
  double start = g_get_monotonic_time ();
  guint64 total = 0;
  TsRng rng;

  ts_rng_init (&rng, 100 + n_players);
  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(TsSetup) setup = ts_setup_new ("trigon", n_players, 1000 + g);
      g_autoptr(TsGame) game = NULL;
      guint moves = 0;

      (void) all;
      game = ts_game_new ("trigon", setup, NULL);
      g_assert_nonnull (game);
      while (!ts_game_is_over (game))
        {
          TsMove move;

          ts_test_random_move (game, &rng, &move);
          play (game, move);
          check_invariants (game);
          moves++;
          g_assert_cmpuint (moves, <, 60000);
        }
      g_assert_cmpint (ts_trigon_game_get_winner (TG (game)), >=, 0);
      total += moves;
    }
  g_test_message ("%u players: %u games, %.1f moves per game, %.0f games/s", n_players, n_games,
                  (double) total / n_games, n_games / (g_get_monotonic_time () - start) * 1e6);
}

/* §10.2's reference table, by the program's DP. */
static void
test_ai_battle_table (void)
{
  static const int k[] = { 2, 3, 4, 5, 7, 10 };
  static const double want[][4] = {
    { 0.55, 0.00, 0.01, 0.00 },
    { 0.93, 0.11, 0.07, 0.00 },
    { 1.00, 0.50, 0.29, 0.00 },
    { 1.00, 0.88, 0.64, 0.02 },
    { 1.00, 0.99, 0.91, 0.18 },
    { 1.00, 1.00, 0.99, 0.55 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (k); i++)
    {
      g_assert_cmpfloat_with_epsilon (tg_ai_battle_chance (k[i], 0, 0, 0, TRUE, FALSE), want[i][0], 0.006);
      g_assert_cmpfloat_with_epsilon (tg_ai_battle_chance (k[i], 2, 0, 0, TRUE, FALSE), want[i][1], 0.006);
      g_assert_cmpfloat_with_epsilon (tg_ai_battle_chance (k[i], 0, 0, 0, TRUE, TRUE), want[i][2], 0.006);
      g_assert_cmpfloat_with_epsilon (tg_ai_battle_chance (k[i], 5, 0, 0, TRUE, TRUE), want[i][3], 0.006);
    }
}

/* §10.4's answers. */
static void
test_ai_answers (void)
{
  g_autoptr(TsGame) game = scenario (2, GP, 0);
  TsRng rng;
  TsMove move;
  guint8 give[3] = { 0, 1, 0 }, get[3] = { 2, 0, 0 };

  ts_rng_init (&rng, 1);
  put_capital (game, 0, 1);
  put_capital (game, 1, 1);
  give_coins (game, 0, 3, 3, 0);
  give_coins (game, 1, 3, 3, 0);
  /* 1 silver (3) for 2 copper: good for purple, accepted. */
  play (game, ts_trigon_move_offer (1, give, get));
  g_assert_cmpint (ts_game_get_current_seat (game), ==, 1);
  g_assert_true (tg_ai_choose_move (game, 1, TS_LEVEL_NORMAL, &rng, &move));
  g_assert_cmpint (move.kind, ==, TG_MOVE_ACCEPT);
  play (game, ts_trigon_move_decline ());
  /* 2 copper for 1 silver: declined. */
  give[1] = 0, give[0] = 2, get[0] = 0, get[1] = 1;
  play (game, ts_trigon_move_offer (1, give, get));
  g_assert_true (tg_ai_choose_move (game, 1, TS_LEVEL_NORMAL, &rng, &move));
  g_assert_cmpint (move.kind, ==, TG_MOVE_DECLINE);
  g_assert_true (ts_game_default_move (game, &move));
  g_assert_cmpint (move.kind, ==, TG_MOVE_DECLINE);
  play (game, move);
  /* Its own turn: the heuristic wins at once when it can. */
  g_assert_true (tg_ai_choose_move (game, 0, TS_LEVEL_NORMAL, &rng, &move));
  g_assert_true (ts_game_is_legal (game, &move));
}

static void
test_ai_beats_random (void)
{
  guint wins = 0;

  for (guint g = 0; g < 20; g++)
    {
      g_autoptr(TsSetup) setup = ts_setup_new ("trigon", 2, 500 + g);
      g_autoptr(TsGame) game = ts_game_new ("trigon", setup, NULL);
      TsRng rng;

      ts_rng_init (&rng, g);
      while (!ts_game_is_over (game))
        {
          int seat = ts_game_get_current_seat (game);
          TsMove move;

          if (seat == (int) (g % 2))
            {
              g_autoptr(TsGame) knowledge = ts_game_knowledge_of (game, seat);

              g_assert_true (tg_ai_choose_move (knowledge, seat, TS_LEVEL_NORMAL, &rng, &move));
            }
          else
            ts_test_random_move (game, &rng, &move);
          play (game, move);
        }
      wins += ts_trigon_game_get_winner (TG (game)) == (int) (g % 2);
    }
  g_assert_cmpuint (wins, >=, 18);
}

static void
test_soak_2 (void)
{
  soak (2, 500);
}

static void
test_soak_3 (void)
{
  soak (3, 500);
}

static void
test_soak_4 (void)
{
  soak (4, 500);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  g_test_add_func ("/trigon/T01-setup", test_t01_setup);
  g_test_add_func ("/trigon/T02-round-1-collection", test_t02_round1_collection);
  g_test_add_func ("/trigon/T03-village-becomes-city", test_t03_village_becomes_city);
  g_test_add_func ("/trigon/T04-city-bonus-boat", test_t04_city_bonus_boat);
  g_test_add_func ("/trigon/T05-knights-need-two-inhabitants", test_t05_knights_need_two);
  g_test_add_func ("/trigon/T06-build-scout-and-found", test_t06_scout_founds);
  g_test_add_func ("/trigon/T07-bank-exchange", test_t07_bank_exchange);
  g_test_add_func ("/trigon/T08-river-takes-two-turns", test_t08_river_two_turns);
  g_test_add_func ("/trigon/T09-boat-capacity", test_t09_boat_capacity);
  g_test_add_func ("/trigon/T10-battle-example", test_t10_battle_example);
  g_test_add_func ("/trigon/T11-conquer-village", test_t11_conquer_village);
  g_test_add_func ("/trigon/T12-tie-rerolls", test_t12_tie_rerolls);
  g_test_add_func ("/trigon/T13-dice-cap-and-palace", test_t13_dice_cap_palace);
  g_test_add_func ("/trigon/T14-settlement-falls-last", test_t14_settlement_falls_last);
  g_test_add_func ("/trigon/T15-capital-conquest", test_t15_capital_conquest);
  g_test_add_func ("/trigon/T16-conquest-without-token", test_t16_conquest_without_token);
  g_test_add_func ("/trigon/T17-whole-realm", test_t17_whole_realm);
  g_test_add_func ("/trigon/T18-negative-card-at-once", test_t18_negative_at_once);
  g_test_add_func ("/trigon/T19-protection-card", test_t19_protection);
  g_test_add_func ("/trigon/T20-strijd-rounding", test_t20_strijd_rounding);
  g_test_add_func ("/trigon/T21-hinderlaag-and-cap", test_t21_hinderlaag_cap);
  g_test_add_func ("/trigon/T22-vluchten", test_t22_vluchten);
  g_test_add_func ("/trigon/T23-bank-short-at-collection", test_t23_bank_short);
  g_test_add_func ("/trigon/T24-action-order-with-tie", test_t24_action_order_tie);
  g_test_add_func ("/trigon/T25-win-at-25-mid-turn", test_t25_win_at_25);
  g_test_add_func ("/trigon/T26-emperor", test_t26_emperor);
  g_test_add_func ("/trigon/T27-double-completion-task-win", test_t27_double_completion);
  g_test_add_func ("/trigon/T28-zoektocht-first-only", test_t28_zoektocht_first_only);
  g_test_add_func ("/trigon/T29-verkenner-van-de-wildernis", test_t29_verkenner);
  g_test_add_func ("/trigon/T30-explore-from-outside", test_t30_explore);
  g_test_add_func ("/trigon/T31-meteorieten-minimum", test_t31_meteorieten);
  g_test_add_func ("/trigon/T32-intrige", test_t32_intrige);
  g_test_add_func ("/trigon/T33-overloper", test_t33_overloper);
  g_test_add_func ("/trigon/T34-ontdekkingsreiziger", test_t34_ontdekkingsreiziger);
  g_test_add_func ("/trigon/T35-city-capacity", test_t35_city_capacity);
  g_test_add_func ("/trigon/views/hide-hands", test_views_hide_hands);
  g_test_add_func ("/trigon/views/never-leak", test_views_never_leak);
  g_test_add_func ("/trigon/save/every-move", test_save_every_move);
  g_test_add_func ("/trigon/position/round-trip", test_position_round_trip);
  g_test_add_func ("/trigon/notation/round-trip", test_notation_round_trip);
  g_test_add_func ("/trigon/ai/battle-table", test_ai_battle_table);
  g_test_add_func ("/trigon/ai/answers", test_ai_answers);
  g_test_add_func ("/trigon/ai/normal-beats-random", test_ai_beats_random);
  g_test_add_func ("/trigon/soak/2-players", test_soak_2);
  g_test_add_func ("/trigon/soak/3-players", test_soak_3);
  g_test_add_func ("/trigon/soak/4-players", test_soak_4);

  return g_test_run ();
}
