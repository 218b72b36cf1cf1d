/* trigon-game.h — the rules of Rule of Trigon (no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * docs/trigon.md says how the model is built; the spec is
 * ../shared/rules/trigon.md.
 */
#pragma once

#include "ts-game.h"
#include "trigon-data.h"

G_BEGIN_DECLS

#define TG_MAX_ROUNDS 30

/* Moves.  Positions are 0–39 (trigon-data.h); "fresh" figures have not
 * moved this turn, "stepped" ones made their land step, "rode" ones
 * rode a boat (R37, R39). */
typedef enum
{
  TG_MOVE_END = 1,       /* end the turn */
  TG_MOVE_EXCHANGE,      /* arg[0] the coin given: copper (→ silver) or silver (→ gold) */
  TG_MOVE_BUILD,         /* arg[0] TgFigure, arg[1] site */
  TG_MOVE_BUY_TASK,
  TG_MOVE_BUY_EVENT,
  TG_MOVE_STEP,          /* arg[0] from, arg[1] to, arg[2] fresh knights, arg[3] knights
                          * that rode, arg[4] fresh scouts, arg[5] scouts that rode */
  TG_MOVE_SAIL,          /* arg[0] from, arg[1] to, arg[2] boats, arg[3] fresh knights,
                          * arg[4] knights that stepped, arg[5] fresh scouts,
                          * arg[6] scouts that stepped */
  TG_MOVE_FOUND,         /* arg[0] site */
  TG_MOVE_CROWN,         /* arg[0] the site whose inhabitant is crowned */
  TG_MOVE_PLAY,          /* arg[0] TgEventKind, arg[1…] its targets (docs/trigon.md) */
  TG_MOVE_OFFER,         /* arg[0] seat, arg[1–3] coins given, arg[4–6] coins asked */
  TG_MOVE_SWAP,          /* arg[0] seat, arg[1] a card code (tg_card_code) */
  TG_MOVE_ACCEPT,        /* arg[0] the card given in a swap, or TG_NONE */
  TG_MOVE_DECLINE,
  TG_MOVE_PLACE,         /* arg[0] site, arg[1] count: realm knights, a city bonus */
  TG_MOVE_PROTECT,       /* play the protection card now (R60) */
  TG_MOVE_LOSE,          /* arg[0] TgLoss, arg[1] position, site or coin */
  TG_MOVE_CARDS,         /* arg[0] battle cards: TgBattleCard mask */
  TG_MOVE_FLEE,          /* arg[0] from, arg[1] to, arg[2] knights, arg[3] scouts, arg[4] boats */
  TG_MOVE_STAND,         /* do not play Vluchten */
  TG_MOVE_TAKE,          /* arg[0] the card taken by Spionage */
  TG_N_MOVE_KINDS
} TgMoveKind;

typedef enum
{
  TG_LOSS_KNIGHT,        /* a knight on a position */
  TG_LOSS_SCOUT,
  TG_LOSS_BOAT,
  TG_LOSS_SETTLEMENT,    /* in battle, or Winter / Grillen */
  TG_LOSS_COIN,          /* arg[1]: TgCoin */
  TG_LOSS_INHABITANT,    /* arg[1]: site */
  TG_N_LOSSES
} TgLoss;

typedef enum
{
  TG_CARD_CAVALERIE = 1 << 0,
  TG_CARD_TOREN     = 1 << 1,
  TG_CARD_HINDERLAAG = 1 << 2,
} TgBattleCard;

typedef enum
{
  TG_PHASE_ACTION,          /* the active player acts */
  TG_PHASE_REALM_KNIGHTS,   /* R17: place whole-realm knights */
  TG_PHASE_CITY_BONUS,      /* R25: place a city-bonus figure elsewhere */
  TG_PHASE_PROTECT,         /* R60: play a protection card against a negative card? */
  TG_PHASE_NEGATIVE,        /* R57: an affected player chooses what to lose */
  TG_PHASE_TRADE_ANSWER,    /* R32 */
  TG_PHASE_SWAP_ANSWER,     /* R33 */
  TG_PHASE_FLEE,            /* R48.1: Vluchten? */
  TG_PHASE_FLEE_MOVES,      /* R49: each defending figure leaves */
  TG_PHASE_ATTACK_CARDS,    /* R48.2 */
  TG_PHASE_DEFENCE_CARDS,   /* R48.3 */
  TG_PHASE_CASUALTY,        /* R50 */
  TG_PHASE_SPY_TAKE,        /* Spionage: take one card */
  TG_PHASE_SECOND_VILLAGE,  /* R5 (a): found the second village */
  TG_PHASE_OVER,
} TgPhase;

/* A hand card as one number: event kinds 0–45, tasks 46–72. */
#define TG_CARD_TASK(t) (TG_N_EVENT_KINDS + (t))
#define TG_N_CARD_CODES (TG_N_EVENT_KINDS + TG_N_TASKS)

/* Why a finished game ended. */
typedef enum
{
  TG_END_NONE,
  TG_END_POINTS,
  TG_END_EMPEROR,
  TG_END_TASKS,
  TG_END_LAST_STANDING,
  TG_END_ROUNDS,
} TgEnd;

#define TS_TYPE_TRIGON_GAME (ts_trigon_game_get_type ())
G_DECLARE_FINAL_TYPE (TsTrigonGame, ts_trigon_game, TS, TRIGON_GAME, TsGame)

/* Move constructors. */
TsMove   ts_trigon_move_end       (void);
TsMove   ts_trigon_move_exchange  (TgCoin coin);
TsMove   ts_trigon_move_build     (TgFigure figure,
                                   int      site);
TsMove   ts_trigon_move_buy_task  (void);
TsMove   ts_trigon_move_buy_event (void);
TsMove   ts_trigon_move_step      (int from,
                                   int to,
                                   int knights,
                                   int scouts);
TsMove   ts_trigon_move_step_full (int from,
                                   int to,
                                   int fresh_knights,
                                   int rode_knights,
                                   int fresh_scouts,
                                   int rode_scouts);
TsMove   ts_trigon_move_sail      (int from,
                                   int to,
                                   int boats,
                                   int fresh_knights,
                                   int stepped_knights,
                                   int fresh_scouts,
                                   int stepped_scouts);
TsMove   ts_trigon_move_found     (int site);
TsMove   ts_trigon_move_crown     (int site);
TsMove   ts_trigon_move_play      (TgEventKind kind,
                                   int         a,
                                   int         b,
                                   int         c,
                                   int         d);
TsMove   ts_trigon_move_offer     (int          seat,
                                   const guint8 give[TG_N_COINS],
                                   const guint8 get[TG_N_COINS]);
TsMove   ts_trigon_move_swap      (int seat,
                                   int card);
TsMove   ts_trigon_move_accept    (int card);
TsMove   ts_trigon_move_decline   (void);
TsMove   ts_trigon_move_place     (int site,
                                   int count);
TsMove   ts_trigon_move_protect   (void);
TsMove   ts_trigon_move_lose      (TgLoss loss,
                                   int    where);
TsMove   ts_trigon_move_cards     (int mask);
TsMove   ts_trigon_move_flee      (int from,
                                   int to,
                                   int knights,
                                   int scouts,
                                   int boats);
TsMove   ts_trigon_move_stand     (void);
TsMove   ts_trigon_move_take      (int card);

/* Accessors. */
TgPhase  ts_trigon_game_get_phase        (TsTrigonGame *self);
guint    ts_trigon_game_get_round        (TsTrigonGame *self);
int      ts_trigon_game_get_active       (TsTrigonGame *self);
int      ts_trigon_game_get_realm        (TsTrigonGame *self,
                                          int           seat);
int      ts_trigon_game_seat_of_realm    (TsTrigonGame *self,
                                          int           realm);
guint    ts_trigon_game_get_coins        (TsTrigonGame *self,
                                          int           seat,
                                          TgCoin        coin);
guint    ts_trigon_game_get_bank         (TsTrigonGame *self,
                                          TgCoin        coin);
/* The seat whose pieces stand on POSITION, or TG_NONE. */
int      ts_trigon_game_get_occupant     (TsTrigonGame *self,
                                          int           position);
guint    ts_trigon_game_count_figures    (TsTrigonGame *self,
                                          int           position,
                                          TgFigure      figure);
int      ts_trigon_game_get_settlement_owner (TsTrigonGame *self,
                                              int           site);
gboolean ts_trigon_game_is_city          (TsTrigonGame *self,
                                          int           site);
guint    ts_trigon_game_get_inhabitants  (TsTrigonGame *self,
                                          int           site);
int      ts_trigon_game_get_card         (TsTrigonGame *self,
                                          int           site);
int      ts_trigon_game_get_token        (TsTrigonGame *self,
                                          int           site);
gboolean ts_trigon_game_has_palace       (TsTrigonGame *self,
                                          int           seat);
guint    ts_trigon_game_get_foundings    (TsTrigonGame *self,
                                          int           seat);
guint    ts_trigon_game_get_tasks_done   (TsTrigonGame *self,
                                          int           seat);
int      ts_trigon_game_get_bonus_holder (TsTrigonGame *self,
                                          TgBonusCard   card);
/* Hand cards of SEAT: events of KIND; whether it holds TASK. */
guint    ts_trigon_game_get_hand_events  (TsTrigonGame *self,
                                          int           seat,
                                          TgEventKind   kind);
gboolean ts_trigon_game_holds_task       (TsTrigonGame *self,
                                          int           seat,
                                          int           task);
gboolean ts_trigon_game_is_eliminated    (TsTrigonGame *self,
                                          int           seat);
guint    ts_trigon_game_deck_size        (TsTrigonGame *self,
                                          int           which); /* 0 village, 1 task, 2 event */
/* The order of seats this round: collection (0) or action (1). */
guint    ts_trigon_game_get_order        (TsTrigonGame *self,
                                          int           which,
                                          int          *seats);
int      ts_trigon_game_get_winner       (TsTrigonGame *self);
TgEnd    ts_trigon_game_get_end          (TsTrigonGame *self);

/* Tests and tutorials: dice to use before the generator's (1–6 each). */
void     ts_trigon_game_force_dice       (TsTrigonGame *self,
                                          const guint8 *values,
                                          guint         n_values);

G_END_DECLS
