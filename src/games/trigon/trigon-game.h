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

#define TRG_MAX_ROUNDS 30

/* Moves.  Positions are 0–39 (trigon-data.h); "fresh" figures have not
 * moved this turn, "stepped" ones made their land step, "rode" ones
 * rode a boat (R37, R39). */
typedef enum
{
  TRG_MOVE_END = 1,       /* end the turn */
  TRG_MOVE_EXCHANGE,      /* arg[0] the coin given: copper (→ silver) or silver (→ gold) */
  TRG_MOVE_BUILD,         /* arg[0] TrgFigure, arg[1] site */
  TRG_MOVE_BUY_TASK,
  TRG_MOVE_BUY_EVENT,
  TRG_MOVE_STEP,          /* arg[0] from, arg[1] to, arg[2] fresh knights, arg[3] knights
                          * that rode, arg[4] fresh scouts, arg[5] scouts that rode */
  TRG_MOVE_SAIL,          /* arg[0] from, arg[1] to, arg[2] boats, arg[3] fresh knights,
                          * arg[4] knights that stepped, arg[5] fresh scouts,
                          * arg[6] scouts that stepped */
  TRG_MOVE_FOUND,         /* arg[0] site */
  TRG_MOVE_CROWN,         /* arg[0] the site whose inhabitant is crowned */
  TRG_MOVE_PLAY,          /* arg[0] TrgEventKind, arg[1…] its targets (docs/trigon.md) */
  TRG_MOVE_OFFER,         /* arg[0] seat, arg[1–3] coins given, arg[4–6] coins asked */
  TRG_MOVE_SWAP,          /* arg[0] seat, arg[1] a card code (trg_card_code) */
  TRG_MOVE_ACCEPT,        /* arg[0] the card given in a swap, or TRG_NONE */
  TRG_MOVE_DECLINE,
  TRG_MOVE_PLACE,         /* arg[0] site, arg[1] count: realm knights, a city bonus */
  TRG_MOVE_PROTECT,       /* play the protection card now (R60) */
  TRG_MOVE_LOSE,          /* arg[0] TrgLoss, arg[1] position, site or coin */
  TRG_MOVE_CARDS,         /* arg[0] battle cards: TrgBattleCard mask */
  TRG_MOVE_FLEE,          /* arg[0] from, arg[1] to, arg[2] knights, arg[3] scouts, arg[4] boats */
  TRG_MOVE_STAND,         /* do not play Vluchten */
  TRG_MOVE_TAKE,          /* arg[0] the card taken by Spionage */
  TRG_N_MOVE_KINDS
} TrgMoveKind;

typedef enum
{
  TRG_LOSS_KNIGHT,        /* a knight on a position */
  TRG_LOSS_SCOUT,
  TRG_LOSS_BOAT,
  TRG_LOSS_SETTLEMENT,    /* in battle, or Winter / Grillen */
  TRG_LOSS_COIN,          /* arg[1]: TrgCoin */
  TRG_LOSS_INHABITANT,    /* arg[1]: site */
  TRG_N_LOSSES
} TrgLoss;

typedef enum
{
  TRG_CARD_CAVALERIE = 1 << 0,
  TRG_CARD_TOREN     = 1 << 1,
  TRG_CARD_HINDERLAAG = 1 << 2,
} TrgBattleCard;

typedef enum
{
  TRG_PHASE_ACTION,          /* the active player acts */
  TRG_PHASE_REALM_KNIGHTS,   /* R17: place whole-realm knights */
  TRG_PHASE_CITY_BONUS,      /* R25: place a city-bonus figure elsewhere */
  TRG_PHASE_PROTECT,         /* R60: play a protection card against a negative card? */
  TRG_PHASE_NEGATIVE,        /* R57: an affected player chooses what to lose */
  TRG_PHASE_TRADE_ANSWER,    /* R32 */
  TRG_PHASE_SWAP_ANSWER,     /* R33 */
  TRG_PHASE_FLEE,            /* R48.1: Vluchten? */
  TRG_PHASE_FLEE_MOVES,      /* R49: each defending figure leaves */
  TRG_PHASE_ATTACK_CARDS,    /* R48.2 */
  TRG_PHASE_DEFENCE_CARDS,   /* R48.3 */
  TRG_PHASE_CASUALTY,        /* R50 */
  TRG_PHASE_SPY_TAKE,        /* Spionage: take one card */
  TRG_PHASE_SECOND_VILLAGE,  /* R5 (a): found the second village */
  TRG_PHASE_OVER,
} TrgPhase;

/* A hand card as one number: event kinds 0–45, tasks 46–72. */
#define TRG_CARD_TASK(t) (TRG_N_EVENT_KINDS + (t))
#define TRG_N_CARD_CODES (TRG_N_EVENT_KINDS + TRG_N_TASKS)

/* Why a finished game ended. */
typedef enum
{
  TRG_END_NONE,
  TRG_END_POINTS,
  TRG_END_EMPEROR,
  TRG_END_TASKS,
  TRG_END_LAST_STANDING,
  TRG_END_ROUNDS,
} TrgEnd;

/* The events the game emits, TsEvent.kind (the args are documented in
 * trigon-events.c). */
typedef enum
{
  TRG_EV_ORDER_ROLL = 1,  /* seat, a0 die */
  TRG_EV_ORDER,           /* a0–a3 the action order */
  TRG_EV_INCOME,          /* seat, a0–a2 coins */
  TRG_EV_BIRTH,           /* seat, a0 site, a1 inhabitants now */
  TRG_EV_CITY,            /* seat, a0 site */
  TRG_EV_REALM_KNIGHTS,   /* seat, a0 realm */
  TRG_EV_PLACED,          /* seat, a0 site, a1 figure, a2 count */
  TRG_EV_FORFEIT,         /* seat, a0 figure */
  TRG_EV_TURN,            /* seat, a0 round */
  TRG_EV_EXCHANGE,        /* seat, a0 coin given */
  TRG_EV_BUILD,           /* seat, a0 figure, a1 site */
  TRG_EV_BUY_TASK,        /* seat (public), private copy: a0 task */
  TRG_EV_BUY_EVENT,       /* seat; a0 kind (private, or public when negative) */
  TRG_EV_MOVE,            /* seat, a0 from, a1 to, a2 knights, a3 scouts, a4 boats */
  TRG_EV_FOUND,           /* seat, a0 site, a1 card, a2 token */
  TRG_EV_ATTACK,          /* seat, a0 target, a1 defender, a2 att dice, a3 def dice */
  TRG_EV_ROLL,            /* seat attacker, a0 att sum, a1 def sum, a2 att dice, a3 def dice */
  TRG_EV_LOSS,            /* seat, a0 TrgLoss, a1 position */
  TRG_EV_BATTLE_WON,      /* seat winner, a0 position, a1 loser */
  TRG_EV_CONQUER,         /* seat, a0 site, a1 old owner, a2 inhabitants */
  TRG_EV_DESTROYED,       /* seat, a0 site, a1 old owner */
  TRG_EV_PALACE_LOST,     /* seat */
  TRG_EV_PLAY,            /* seat, a0 kind, a1 target */
  TRG_EV_NEGATIVE,        /* seat buyer, a0 kind */
  TRG_EV_PROTECTED,       /* seat, a0 kind */
  TRG_EV_LOST,            /* seat, a0 TrgLoss, a1 where, a2 count */
  TRG_EV_TASK_DONE,       /* seat, a0 task */
  TRG_EV_BONUS_CARD,      /* seat, a0 TrgBonusCard */
  TRG_EV_OFFER,           /* seat, a0 target, a1 give (c+s·8+g·64), a2 get */
  TRG_EV_ANSWER,          /* seat, a0 accepted */
  TRG_EV_SWAP,            /* seat, a0 target, a1 accepted */
  TRG_EV_SWAP_CARD,       /* seat (private), a0 card received */
  TRG_EV_ELIMINATED,      /* seat */
  TRG_EV_CROWN,           /* seat */
  TRG_EV_WIN,             /* seat, a0 TrgEnd */
  TRG_EV_CARDS,           /* seat, a0 mask, a1 attacker? */
  TRG_EV_FLEE,            /* seat */
  TRG_EV_SPY,             /* seat, a0 target */
  TRG_EV_TAKE,            /* seat, a0 target, private a1 card */
  TRG_EV_TRADE_COINS,     /* seat, a0 target, a1 amount, a2 coin */
} TrgEventKindLog;

#define TS_TYPE_TRIGON_GAME (ts_trigon_game_get_type ())
G_DECLARE_FINAL_TYPE (TsTrigonGame, ts_trigon_game, TS, TRIGON_GAME, TsGame)

/* Move constructors. */
TsMove   ts_trigon_move_end       (void);
TsMove   ts_trigon_move_exchange  (TrgCoin coin);
TsMove   ts_trigon_move_build     (TrgFigure figure,
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
TsMove   ts_trigon_move_play      (TrgEventKind kind,
                                   int         a,
                                   int         b,
                                   int         c,
                                   int         d);
TsMove   ts_trigon_move_offer     (int          seat,
                                   const guint8 give[TRG_N_COINS],
                                   const guint8 get[TRG_N_COINS]);
TsMove   ts_trigon_move_swap      (int seat,
                                   int card);
TsMove   ts_trigon_move_accept    (int card);
TsMove   ts_trigon_move_decline   (void);
TsMove   ts_trigon_move_place     (int site,
                                   int count);
TsMove   ts_trigon_move_protect   (void);
TsMove   ts_trigon_move_lose      (TrgLoss loss,
                                   int    where);
TsMove   ts_trigon_move_cards     (int mask);
TsMove   ts_trigon_move_flee      (int from,
                                   int to,
                                   int knights,
                                   int scouts,
                                   int boats);
TsMove   ts_trigon_move_stand     (void);
TsMove   ts_trigon_move_take      (int card);

/* A position as players name it: a site's proper name (Psör), or "the
 * ford between A and B" (translated). */
const char *ts_trigon_place_name (int position);

/* Accessors. */
TrgPhase  ts_trigon_game_get_phase        (TsTrigonGame *self);
guint    ts_trigon_game_get_round        (TsTrigonGame *self);
int      ts_trigon_game_get_active       (TsTrigonGame *self);
int      ts_trigon_game_get_realm        (TsTrigonGame *self,
                                          int           seat);
int      ts_trigon_game_seat_of_realm    (TsTrigonGame *self,
                                          int           realm);
guint    ts_trigon_game_get_coins        (TsTrigonGame *self,
                                          int           seat,
                                          TrgCoin        coin);
guint    ts_trigon_game_get_bank         (TsTrigonGame *self,
                                          TrgCoin        coin);
/* The seat whose pieces stand on POSITION, or TRG_NONE. */
int      ts_trigon_game_get_occupant     (TsTrigonGame *self,
                                          int           position);
guint    ts_trigon_game_count_figures    (TsTrigonGame *self,
                                          int           position,
                                          TrgFigure      figure);
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
                                          TrgBonusCard   card);
/* Hand cards of SEAT: events of KIND; whether it holds TASK. */
guint    ts_trigon_game_get_hand_events  (TsTrigonGame *self,
                                          int           seat,
                                          TrgEventKind   kind);
gboolean ts_trigon_game_holds_task       (TsTrigonGame *self,
                                          int           seat,
                                          int           task);
/* How far SEAT got with a held TASK (the villages founded for a
 * Koloniseer task, the builds of this turn for a Bouw task); 0 when not
 * held or hidden from the view. */
guint    ts_trigon_game_get_task_progress (TsTrigonGame *self,
                                           int           seat,
                                           int           task);
/* The battle now (all of it is public): FALSE when there is none. */
typedef struct
{
  int    attacker, defender;
  int    target, origin;       /* positions */
  guint  knights, scouts, boats;  /* the attacking army */
  int    att_cards, def_cards; /* TrgBattleCard masks played */
  guint  last_roll[2];         /* the sums of the last roll, or 0 */
} TrgBattleInfo;
gboolean ts_trigon_game_get_battle       (TsTrigonGame  *self,
                                          TrgBattleInfo *info);
/* The offer being answered (the proposer is the active player): its
 * target and, for a coin trade, the bundles (zero for a blind swap).
 * FALSE when no offer waits. */
gboolean ts_trigon_game_get_offer        (TsTrigonGame *self,
                                          int          *target,
                                          guint8        give[TRG_N_COINS],
                                          guint8        get[TRG_N_COINS]);
/* The negative card being resolved, or TRG_NONE. */
int      ts_trigon_game_get_negative_card (TsTrigonGame *self);
/* Figures still to place now (R17 realm knights, R25 city bonus), and
 * their kind. */
guint    ts_trigon_game_get_placements_left (TsTrigonGame *self,
                                             TrgFigure    *figure);
gboolean ts_trigon_game_is_eliminated    (TsTrigonGame *self,
                                          int           seat);
guint    ts_trigon_game_deck_size        (TsTrigonGame *self,
                                          int           which); /* 0 village, 1 task, 2 event */
/* The order of seats this round: collection (0) or action (1). */
guint    ts_trigon_game_get_order        (TsTrigonGame *self,
                                          int           which,
                                          int          *seats);
int      ts_trigon_game_get_winner       (TsTrigonGame *self);
TrgEnd    ts_trigon_game_get_end          (TsTrigonGame *self);

/* More accessors. */
/* Event cards in SEAT's hand, all kinds together. */
guint    ts_trigon_game_count_hand       (TsTrigonGame *self,
                                          int           seat);
/* Card INDEX (0: the top) of deck WHICH: 0 village (a village card),
 * 1 task (a task number), 2 event (a kind), 3 the event discard pile;
 * TRG_NONE beyond its end.  deck_size (3) is the discard pile's size. */
int      ts_trigon_game_get_deck_card    (TsTrigonGame *self,
                                          int           which,
                                          guint         index);
/* SEAT's figures on the whole board. */
guint    ts_trigon_game_count_all_figures (TsTrigonGame *self,
                                           int           seat,
                                           TrgFigure      figure);
guint    ts_trigon_game_count_settlements (TsTrigonGame *self,
                                           int           seat);
/* Inhabitants of all SEAT's settlements. */
guint    ts_trigon_game_count_all_inhabitants (TsTrigonGame *self,
                                               int           seat);
/* SEAT holds every site of REALM. */
gboolean ts_trigon_game_holds_realm      (TsTrigonGame *self,
                                          int           seat,
                                          int           realm);
gboolean ts_trigon_game_task_done        (TsTrigonGame *self,
                                          int           seat,
                                          int           task);
/* A card of KIND that stays face up lies before SEAT. */
gboolean ts_trigon_game_has_played       (TsTrigonGame *self,
                                          int           seat,
                                          TrgEventKind   kind);
/* The dice of the attacker or the defender of the battle now (R45, R46). */
int      ts_trigon_game_get_battle_dice  (TsTrigonGame *self,
                                          gboolean      attacker);
/* The points that win (R5 b). */
guint    ts_trigon_game_get_point_target (TsTrigonGame *self);
/* §10.2: the chance that ATTACKERS knights take a position defended by
 * KNIGHTS, BOATS and SCOUTS (and a settlement, a palace). */
double   ts_trigon_battle_chance         (int           attackers,
                                          int           knights,
                                          int           boats,
                                          int           scouts,
                                          gboolean      settlement,
                                          gboolean      palace);
/* Whether the state is whole (G32): what a loaded position must be, and
 * that no coin, card or piece appeared or vanished. */
gboolean ts_trigon_game_check            (TsTrigonGame *self,
                                          GError      **error);

/* For building positions: tests, tessella-cli --position, and future
 * puzzles (trigon-scenario.c).  Each returns FALSE and changes nothing
 * when asked for what the rules could never produce: pieces beyond the
 * limits or on another player's position, coins beyond the bank, a card
 * that is not in its deck; otherwise the bank, the decks and the counts
 * stay consistent. */

/* The position of R1–R4, before round 1 (nothing collected yet). */
TsGame  *ts_trigon_game_new_unstarted    (const TsSetup *setup,
                                          GError       **error);
/* Starts round 1 of an unstarted game (forced dice first). */
gboolean ts_trigon_game_start            (TsTrigonGame *self);
/* Round 1's action phase with SEAT to act, the order SEAT, SEAT+1, …;
 * every coin in the bank, no piece or settlement on the board (their
 * village cards go back to the deck), hands and decks as they were. */
gboolean ts_trigon_game_clear_board      (TsTrigonGame *self,
                                          int           seat);
/* SEAT's capital with its palace (token 1). */
gboolean ts_trigon_game_put_capital      (TsTrigonGame *self,
                                          int           seat,
                                          guint         inhabitants);
/* A settlement on SITE with CARD, taken out of the village deck, and
 * SEAT's lowest free token. */
gboolean ts_trigon_game_put_settlement   (TsTrigonGame *self,
                                          int           seat,
                                          int           site,
                                          int           card,
                                          guint         inhabitants,
                                          gboolean      city);
gboolean ts_trigon_game_set_inhabitants  (TsTrigonGame *self,
                                          int           site,
                                          guint         inhabitants);
/* N fresh figures (scouts at most 3, boats at most 5 and on harbours). */
gboolean ts_trigon_game_put_figures      (TsTrigonGame *self,
                                          int           seat,
                                          int           position,
                                          TrgFigure      figure,
                                          guint         n);
gboolean ts_trigon_game_remove_figures   (TsTrigonGame *self,
                                          int           position,
                                          TrgFigure      figure,
                                          guint         n);
/* Coins from the bank. */
gboolean ts_trigon_game_give_coins       (TsTrigonGame *self,
                                          int           seat,
                                          guint         copper,
                                          guint         silver,
                                          guint         gold);
/* CARD (a card code: an event kind or TRG_CARD_TASK) from its deck: to the
 * deck's top; into SEAT's hand.  return_card puts a hand card back on
 * top of its deck. */
gboolean ts_trigon_game_stack_card       (TsTrigonGame *self,
                                          int           card);
gboolean ts_trigon_game_deal_card        (TsTrigonGame *self,
                                          int           seat,
                                          int           card);
gboolean ts_trigon_game_return_card      (TsTrigonGame *self,
                                          int           seat,
                                          int           card);
/* An event card of KIND from the deck onto the discard pile. */
gboolean ts_trigon_game_discard_card     (TsTrigonGame *self,
                                          int           kind);
/* An event card of KIND that stays face up, from the deck, before SEAT. */
gboolean ts_trigon_game_lay_card         (TsTrigonGame *self,
                                          int           seat,
                                          int           kind);
/* TASK completed by SEAT, from SEAT's hand or the deck (no bonus card
 * is awarded: set_bonus_holder does that). */
gboolean ts_trigon_game_complete_task    (TsTrigonGame *self,
                                          int           seat,
                                          int           task);
/* SEAT, or TRG_NONE, holds bonus card CARD. */
gboolean ts_trigon_game_set_bonus_holder (TsTrigonGame *self,
                                          TrgBonusCard   card,
                                          int           seat);
gboolean ts_trigon_game_set_round        (TsTrigonGame *self,
                                          guint         round);
gboolean ts_trigon_game_set_foundings    (TsTrigonGame *self,
                                          int           seat,
                                          guint         foundings);

/* Tests and tutorials: dice to use before the generator's (1–6 each). */
void     ts_trigon_game_force_dice       (TsTrigonGame *self,
                                          const guint8 *values,
                                          guint         n_values);

G_END_DECLS
