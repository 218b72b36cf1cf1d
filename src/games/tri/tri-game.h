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

/* Names the board shows (tri-words.c): columns by letters of the
 * language (a translatable string, also drawn on the board's edges), rows
 * by numbers from 1, top to bottom.  Every text a person reads names
 * places so, never in the move notation.  All return new strings. */
char     *tri_words_column      (int     x);           /* "C" */
char     *tri_words_row         (int     y);           /* "2" */
/* "the square in column C, row 2" */
char     *tri_words_square      (int     x,
                                 int     y);
/* "the top triangle of the square in column C, row 2" */
char     *tri_words_triangle    (int     x,
                                 int     y,
                                 TriDir  dir);
/* "Top triangle of the square in column C, row 2" (starts a description) */
char     *tri_words_triangle_title (int   x,
                                    int   y,
                                    TriDir dir);
/* The same for a square (y · S + x) or triangle index of a board of SIZE. */
char     *tri_words_square_at   (guint   size,
                                 int     square);
char     *tri_words_triangle_at (guint   size,
                                 int     triangle);
char     *tri_words_triangle_title_at (guint size,
                                       int   triangle);
/* "5", "5 and 3", "5, 3 and 2" (dice of 0 left out); NULL for none. */
char     *tri_words_dice        (const int dice[3]);
/* A hand or the supply by card index: "+0, +2 ×3, +4" (none left out);
 * NULL for no card. */
char     *tri_words_cards       (const guint counts[TRI_N_CARD_VALUES]);

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
 * docs/positions/tri.md describes it word by word.
 *
 *   tri 2
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
 *   end
 *
 * Version 1 had one more entry before "end", the last move
 * ("last SEAT KIND ARG0 ARG1 award ROUND DIE VALUE eliminated N SEAT…" or
 * "last - award …"); it is still read, checked for range and dropped, so
 * older saves load.  What a move did is told by its events now.
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

/* Events (TsEvent.kind): what a move did, for the log, the board's notice
 * and tessella-cli.  Every event is public unless marked private; the ones
 * marked "reveals" carry TS_EVENT_REVEALS, so undo stops at their move.
 * SEAT is TsEvent.seat.  Triangles and squares in events are *codes* that
 * need no board to read (describe_event must not look at the state):
 * x | y << 3 | d << 6 for a triangle, x | y << 3 for a square; turn them
 * into indices with tri_event_triangle () and tri_event_square (). */
typedef enum
{
  TRI_EVENT_PLACE = 1,    /* SEAT placed its first checker on arg[0] (R3) */
  TRI_EVENT_EXPAND,       /* SEAT expanded into arg[0] (R5) */
  TRI_EVENT_TELEPORT,     /* SEAT teleported from square arg[0] to arg[1] (R14) */
  TRI_EVENT_PASS,         /* SEAT passed */
  TRI_EVENT_ATTACK,       /* SEAT attacks arg[0], owned by seat arg[1], from
                           * arg[2], arg[3], arg[4] (-1: none): R6, R7 */
  TRI_EVENT_ATTACK_ROLL,  /* private to SEAT, reveals: its attack dice
                           * arg[0], arg[1], arg[2] (0: no die) */
  TRI_EVENT_CARD_CHOSEN,  /* SEAT (the attacker) chose its secret card */
  TRI_EVENT_CARD_SECRET,  /* private to SEAT: that card is +arg[0] */
  TRI_EVENT_DEFENCE_ROLL, /* private to SEAT (the defender), reveals: its
                           * defence die arg[0] */
  TRI_EVENT_BATTLE,       /* reveals: the battle of attacker SEAT, packed;
                           * read it with tri_event_get_battle () (R9) */
  TRI_EVENT_VOID,         /* SEAT's attacking triangle arg[0] went empty,
                           * chosen by seat arg[1], or -1 when it was the
                           * only one (R11) */
  TRI_EVENT_SQUARE,       /* SEAT conquered square arg[0] (R13) */
  TRI_EVENT_AWARD_ROLL,   /* reveals: round arg[0] started with the award
                           * die arg[1]: every seat in the game takes a
                           * +arg[2] card (R18); SEAT is P1, or -1 when P1
                           * is out and the program rolled */
  TRI_EVENT_SHORTAGE,     /* SEAT did not get arg[1] +arg[0] card(s) of an
                           * award: that pile is empty (R19) */
  TRI_EVENT_ELIMINATED,   /* SEAT is out, the arg[0]-th defeat (1–3), for
                           * owning the fewest triangles on a full board
                           * (arg[1] = 0, R15) or none (arg[1] = 1, R16);
                           * reveals when it hands out awards (R17) */
  TRI_EVENT_GAME_OVER,    /* the game ended for reason arg[0]
                           * (TriEndReason); SEAT won with arg[1]
                           * triangles, or SEAT is -1: a draw (R20, R21) */
} TriEventKind;

typedef enum
{
  TRI_END_BOARD_FULL,     /* two seats left and no empty triangle */
  TRI_END_LAST_SEAT,      /* one seat left */
  TRI_END_ROUND_LIMIT,    /* round 200 is over */
} TriEndReason;

/* The triangle (index on a board of SIZE) or square of an event's code;
 * TRI_NONE for -1 or a code off the board. */
int       tri_event_triangle    (guint          size,
                                 int            code);
int       tri_event_square      (guint          size,
                                 int            code);
/* The code of TRIANGLE or SQUARE on a board of SIZE. */
int       tri_event_triangle_code (guint        size,
                                   int          triangle);
int       tri_event_square_code (guint          size,
                                 int            square);
/* Fills BATTLE (revealed, nothing voided yet) from a TRI_EVENT_BATTLE
 * event of a game on a board of SIZE; FALSE for any other event. */
gboolean  tri_event_get_battle  (const TsEvent *event,
                                 guint          size,
                                 TriBattle     *battle);

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
