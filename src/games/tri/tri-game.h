/* tri-game.h — the rules of TRI (no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ts-game.h"

G_BEGIN_DECLS

/* Geometry (spec §3): an S × S torus of squares, each cut by both diagonals
 * into the triangles N, E, S, W.  Triangle index = 4 · (y · S + x) + d. */
#define TRI_MAX_SIZE       5
#define TRI_MAX_TRIANGLES  (4 * TRI_MAX_SIZE * TRI_MAX_SIZE)
#define TRI_MAX_SQUARES    (TRI_MAX_SIZE * TRI_MAX_SIZE)
#define TRI_MAX_ROUNDS     200
#define TRI_NONE           (-1)

typedef enum
{
  TRI_DIR_N,
  TRI_DIR_E,
  TRI_DIR_S,
  TRI_DIR_W,
} TriDir;

/* The card values; a hand is a count per value (tri_card_index). */
#define TRI_N_CARD_VALUES 4   /* +0, +2, +3, +4 */

guint     tri_board_size        (guint   n_players);  /* S: 4 or 5 */
int       tri_card_value        (guint   index);      /* 0 → 0, 1 → 2, 2 → 3, 3 → 4 */
int       tri_card_index        (int     value);      /* -1 for an unknown value */
/* x and y are taken modulo size (negative values wrap too). */
int       tri_triangle          (guint   size,
                                 int     x,
                                 int     y,
                                 TriDir  dir);
void      tri_triangle_coords   (guint   size,
                                 int     triangle,
                                 int    *x,
                                 int    *y,
                                 TriDir *dir);
void      tri_neighbours        (guint   size,
                                 int     triangle,
                                 int     neighbours[3]);
gboolean  tri_adjacent          (guint   size,
                                 int     a,
                                 int     b);
/* "2,1,S" (x,y,dir); also accepted by parse_move. */
char     *tri_triangle_to_string (guint  size,
                                  int    triangle);
gboolean  tri_triangle_parse    (guint        size,
                                 const char  *text,
                                 int         *triangle);

/* Move notation (triangles as "x,y,D"):
 *   place 0,0,N          round 1 placement (R3)
 *   expand 1,0,S         R5
 *   attack 2,2,N         R6–R7; the attacker's dice are rolled at once
 *   teleport 0,0 2,2,S   R14: from square (0,0) onto an empty triangle
 *   pass                 R4
 *   card +2              the current battle side's secret card (R8)
 *   void 2,1,S           the winning defender's choice (R11); only asked
 *                        when there are 2 or 3 attacking triangles
 * The attacker chooses its card first, then the defender; the defender's
 * die is rolled when the attacker's card is chosen.  A chosen card stays in
 * the public hand until the reveal, so the choice leaks nothing. */
typedef enum
{
  TRI_MOVE_PLACE = 1,   /* arg[0] triangle */
  TRI_MOVE_EXPAND,      /* arg[0] triangle */
  TRI_MOVE_ATTACK,      /* arg[0] target triangle */
  TRI_MOVE_TELEPORT,    /* arg[0] square (y · S + x), arg[1] triangle */
  TRI_MOVE_PASS,
  TRI_MOVE_CARD,        /* arg[0] card value: 0, 2, 3 or 4 */
  TRI_MOVE_VOID,        /* arg[0] triangle */
} TriMoveKind;

typedef enum
{
  TRI_PHASE_ACTION,      /* the current seat's one action (round 1: place) */
  TRI_PHASE_ATTACK_CARD, /* the attacker picks its secret card */
  TRI_PHASE_DEFEND_CARD, /* the defender picks its secret card */
  TRI_PHASE_VOID,        /* the winning defender picks the triangle to void */
  TRI_PHASE_OVER,
} TriPhase;

/* Move constructors: the only way boards, tests and hooks build moves, so
 * nobody fills arg[] by hand.  TRIANGLE is an index (tri_triangle), SQUARE
 * y · S + x, VALUE a card value 0, 2, 3 or 4. */
TsMove    ts_tri_move_place     (int triangle);
TsMove    ts_tri_move_expand    (int triangle);
TsMove    ts_tri_move_attack    (int triangle);
TsMove    ts_tri_move_teleport  (int square,
                                 int triangle);
TsMove    ts_tri_move_pass      (void);
TsMove    ts_tri_move_card      (int value);
TsMove    ts_tri_move_void      (int triangle);

/* Position text (save_state/load_state): words separated by any white
 * space; SEAT is 0-based; TRIANGLE is "x,y,D"; SQUARE is "x,y".
 *
 *   tri 1
 *   players N first SEAT size S        (S = tri_board_size (N); FIRST is P1)
 *   phase action|attack-card|defend-card|void|over current SEAT|-
 *         round R turn T               ("-" only when over; R 1–200; T counts
 *                                       the turns begun before this one)
 *   rng STATE                          (ts_rng_to_string)
 *   forced N  then N dice 1–6          (ts_tri_game_force_dice's queue)
 *   board     then S × S words, row by row, each 4 characters for the
 *             triangles N, E, S, W of a square: a seat digit or "."
 *   conquered N  then N × "SQUARE T"   every conquered square and the turn
 *                                      its conquest began (R14)
 *   teleports N  then N × SQUARE       the used teleports
 *   supply A B C                       the +2, +3, +4 piles
 *   hand SEAT Z A B C                  per seat in order: +0, +2, +3, +4 held
 *   defeated N  then N × SEAT          in defeat order
 *   battle none
 *   | battle ATTACKER DEFENDER TARGET from K TRIANGLE… dice D… defence D
 *            cards CARD CARD revealed 0|1 won 0|1 void TRIANGLE|-
 *                                      (K dice; a die 0 or a card "-" is not
 *                                       rolled/chosen yet or hidden; CARD is
 *                                       "+0", "+2", "+3" or "+4")
 *   last SEAT KIND ARG0 ARG1 | last -  the last move (TriLastTurn; a hidden
 *                                      card is -1)
 *        award ROUND DIE VALUE eliminated N SEAT…
 *   end
 *
 * load_state checks every number's range and that the position agrees with
 * itself: card totals (56, the eliminated seats' +0 gone), the conquered
 * squares against the board, eliminated seats owning nothing, every seat in
 * the game owning a triangle from round 2, a battle in progress matching the
 * board, the phase and the seat to move, a revealed battle matching its dice
 * and cards; otherwise it fails with TS_GAME_ERROR_BAD_STATE and changes
 * nothing. */

/* A battle in progress or the last one resolved.  Values a view may not
 * show are 0 (dice) or -1 (cards): before the reveal only the side that
 * rolled or chose sees its own dice and card. */
typedef struct
{
  int      attacker;             /* seat, or TS_SEAT_NONE: no battle yet */
  int      defender;
  int      target;               /* triangle */
  int      attacking[3];         /* the attacking triangles (R7) */
  guint    n_dice;               /* = number of attacking triangles */
  guint8   attack_dice[3];       /* 1–6, 0 = not rolled or hidden */
  guint8   defence_die;
  int      attack_card;          /* 0/2/3/4; -1 = not chosen or hidden */
  int      defence_card;
  gboolean revealed;
  gboolean attacker_won;         /* valid once revealed */
  int      voided;               /* triangle made empty (R11), or TRI_NONE */
} TriBattle;

/* What happened since the previous move, for the UI's messages.  Award and
 * elimination events are public. */
typedef struct
{
  int    seat;                   /* who moved, TS_SEAT_NONE before any move */
  TsMove move;
  guint  award_round;            /* 0, or the round whose start paid a
                                  * periodic award (R18) during this move */
  guint8 award_die;              /* its die, 1–6 */
  int    award_value;            /* the card value it named: 2, 3 or 4 */
  guint  n_eliminated;           /* seats eliminated by this move, in order */
  int    eliminated[TS_MAX_SEATS];
} TriLastTurn;

#define TS_TYPE_TRI_GAME (ts_tri_game_get_type ())
G_DECLARE_FINAL_TYPE (TsTriGame, ts_tri_game, TS, TRI_GAME, TsGame)

guint              ts_tri_game_get_size             (TsTriGame *self);   /* S */
guint              ts_tri_game_get_n_triangles      (TsTriGame *self);   /* 4 · S² */
TriPhase           ts_tri_game_get_phase            (TsTriGame *self);
guint              ts_tri_game_get_round            (TsTriGame *self);   /* from 1 */
int                ts_tri_game_get_owner            (TsTriGame *self,
                                                     int        triangle); /* seat or TS_SEAT_NONE */
guint              ts_tri_game_count_triangles      (TsTriGame *self,
                                                     int        seat);
guint              ts_tri_game_count_empty          (TsTriGame *self);
/* The seat that has conquered square (x, y), or TS_SEAT_NONE (R13). */
int                ts_tri_game_get_square_owner     (TsTriGame *self,
                                                     guint      square);
guint              ts_tri_game_count_squares        (TsTriGame *self,
                                                     int        seat);
gboolean           ts_tri_game_teleport_used        (TsTriGame *self,
                                                     guint      square);
/* Whether the current seat may teleport from SQUARE now (R14). */
gboolean           ts_tri_game_can_teleport_from    (TsTriGame *self,
                                                     guint      square);
/* Cards of VALUE (0, 2, 3, 4) in SEAT's hand, and in the supply. */
guint              ts_tri_game_get_hand             (TsTriGame *self,
                                                     int        seat,
                                                     int        value);
guint              ts_tri_game_get_supply           (TsTriGame *self,
                                                     int        value);
gboolean           ts_tri_game_is_eliminated        (TsTriGame *self,
                                                     int        seat);
/* Seats in the order they were defeated. */
guint              ts_tri_game_get_n_defeated       (TsTriGame *self);
int                ts_tri_game_get_defeated         (TsTriGame *self,
                                                     guint      index);
const TriBattle   *ts_tri_game_get_battle           (TsTriGame *self);
const TriLastTurn *ts_tri_game_get_last_turn        (TsTriGame *self);
/* The attacking triangles the current seat would use against TARGET (R7);
 * returns their number (0: not a legal target). */
guint              ts_tri_game_get_attackers        (TsTriGame *self,
                                                     int        target,
                                                     int        attacking[3]);

/* For tests and tutorials: the next dice (1–6) the game rolls, used before
 * its random generator (attack dice, defence die, award die, in the order
 * the rules roll them).  Part of the state (and of its position text). */
void               ts_tri_game_force_dice           (TsTriGame    *self,
                                                     const guint8 *values,
                                                     guint         n_values);

G_END_DECLS
