/* network-game.h — the rules of Network (Jeffrey Shuter; no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ts-game.h"

G_BEGIN_DECLS

/* Geometry (spec §3): 7 × 7 squares, 8 × 8 corners, 112 edges. */
#define NW_SIZE        7
#define NW_N_SQUARES   (NW_SIZE * NW_SIZE)                /* (c, r) → r · 7 + c */
#define NW_N_CORNERS   ((NW_SIZE + 1) * (NW_SIZE + 1))    /* (i, j) → j · 8 + i */
#define NW_N_H_EDGES   (NW_SIZE * (NW_SIZE + 1))          /* H(i, j) → j · 7 + i */
#define NW_N_EDGES     (2 * NW_N_H_EDGES)                 /* V(i, j) → 56 + j · 8 + i */
#define NW_NONE        (-1)
#define NW_WIN_POINTS  10
#define NW_N_NODES     15
#define NW_N_BRANCHES  40

typedef enum
{
  NW_RED,
  NW_YELLOW,
  NW_GREEN,
  NW_BLUE,
  NW_N_COLOURS
} NwColour;

typedef enum
{
  NW_SQUARE_RED = NW_RED,
  NW_SQUARE_YELLOW = NW_YELLOW,
  NW_SQUARE_GREEN = NW_GREEN,
  NW_SQUARE_BLUE = NW_BLUE,
  NW_SQUARE_VACANT,
  NW_SQUARE_POST,         /* trading post */
} NwSquareType;

/* Board data (spec §2.2) and incidence (§3.2).  Lists end early: the
 * functions return how many entries they wrote. */
NwSquareType nw_square_type         (int square);
guint        nw_square_limit        (int square);          /* 0 for V and T */
int          nw_square_at           (int c, int r);        /* NW_NONE off the board */
int          nw_corner_at           (int i, int j);
int          nw_h_edge              (int i, int j);
int          nw_v_edge              (int i, int j);
guint        nw_corner_squares      (int corner, int squares[4]);
guint        nw_edge_squares        (int edge, int squares[2]);
guint        nw_corner_edges        (int corner, int edges[4]);
void         nw_edge_corners        (int edge, int corners[2]);
void         nw_square_corners      (int square, int corners[4]);
void         nw_square_edges        (int square, int edges[4]);  /* top, bottom, left, right */
gboolean     nw_corner_on_boundary  (int corner);
/* Text forms: squares "(3,3)" are not used in moves; corners "3,2";
 * edges "H2,2" / "V3,2"; colours "R", "Y", "G", "B". */
char        *nw_corner_to_string    (int corner);
char        *nw_edge_to_string      (int edge);
gboolean     nw_corner_parse        (const char *text, int *corner);
gboolean     nw_edge_parse          (const char *text, int *edge);

/* Names the board shows (network-words.c): columns by letters of the
 * language (a translatable string, also drawn on the board's edges), rows
 * by numbers from 1, top to bottom.  A corner or an edge is named by a
 * square it belongs to.  Every text a person reads names places so, never
 * in the move notation.  All return new strings. */
char        *nw_words_column        (int c);            /* "C" */
char        *nw_words_row           (int r);            /* "2" */
/* "the square in column C, row 2" */
char        *nw_words_square        (int square);
/* "the square in column C, row 2 and the square in column D, row 2" */
char        *nw_words_squares       (const int *squares,
                                     guint      n);
/* "the bottom right corner of the square in column B, row 2", and the
 * same starting a description ("Bottom right corner of …"). */
char        *nw_words_corner        (int corner);
char        *nw_words_corner_title  (int corner);
/* "the right side of the square in column B, row 2", and "Right side …" */
char        *nw_words_edge          (int edge);
char        *nw_words_edge_title    (int edge);
/* ITEMS (strings) as one list: "A", "A and B", "A, B and C". */
char        *nw_words_join          (GPtrArray *items);

/* Move notation:
 *   set 2,2 H2,2           a starting set: node + branch (setup §4.2)
 *   branch V3,2            R8 (costs R+B)
 *   node 3,3               R9 (costs Y+Y+G+G)
 *   trade R2Y1 B           R12: give 3 cubes, take one (3:1, once a turn)
 *   trade R1Y1 B 2,1 1,1   R13: give 2 through the node on corner 2,1 at
 *                          the trading post on square (1,1)
 *   end                    end the turn (R2); the next player collects
 * list_moves lists every legal move, trades included.
 *
 * Decisions of the implementation (network-rules.c):
 * - A trade may not take a colour it also gives ("trade R2Y1 R"): that
 *   would only lose cubes.  apply_move rejects it and list_moves leaves it
 *   out, so a 3:1 trade has at most 40 forms and a 2:1 trade 24.
 * - In the trade notation the given cubes are written in the order R Y G
 *   B, each colour once, counts 1–3 ("R1B1"); parse_move accepts any
 *   order.  The squares of trading posts are written "1,1" (column, row).
 * - Setup placements are placements: captures (none are possible) and the
 *   network bonus (spec §8 #23) are computed after each set; the stalemate
 *   count (R20) starts with the first regular turn.
 * - The end of a game clears the records of the turn (collection, trades
 *   used), so get_collected is all zero once the game is over.
 *
 * Position text (save_state/load_state): words separated by any white
 * space; SEAT is 0 or 1; a board row is one word, "." for empty or the
 * owner's seat digit.
 *
 *   network 1
 *   variant standard|simplified first SEAT      (the option "rules")
 *   phase setup|turn|over current SEAT|- step S turn T idle I
 *                  (S: sets placed so far in setup, 0–3, else 0;
 *                   T: regular turns begun; I: R20 count, < 12 unless over)
 *   traded 0|1 placed 0|1      (3:1 trade used, a piece placed this turn)
 *   nodes      8 rows of 8     corners (i, j), row j, column i
 *   hbranches  8 rows of 7     H(i, j), row j
 *   vbranches  7 rows of 8     V(i, j), row j
 *   captured   7 rows of 7     squares (c, r), row r: the captor
 *   seat 0 cubes R Y G B left NODES BRANCHES
 *   seat 1 cubes R Y G B left NODES BRANCHES
 *   posts N        then N × "CORNER SQUARE": 2:1 trades used this turn
 *   collected N    then N × "CORNER R Y G B": this turn's collection
 *   end
 *
 * load_state checks every number's range, that pieces on the board plus
 * supplies make 15 nodes and 40 branches per seat, that every captured
 * square lies in an enclosure (§3.4) of its captor, that the setup
 * position holds exactly the sets placed so far and no cubes, that trades
 * and collection are recorded only for nodes of the seat to move at
 * corners of trading posts, and that the phase agrees with the seat to
 * move; otherwise it fails with TS_GAME_ERROR_BAD_STATE and changes
 * nothing.  It does not check R4 (a node at the end of its own branch):
 * positions made with the ts_network_game_put_* setters need not. */
typedef enum
{
  NW_MOVE_SET = 1,       /* arg[0] corner, arg[1] edge */
  NW_MOVE_BRANCH,        /* arg[0] edge */
  NW_MOVE_NODE,          /* arg[0] corner */
  NW_MOVE_TRADE,         /* arg[0..3] cubes given per colour, arg[4] colour
                          * taken, arg[5] corner or NW_NONE for 3:1,
                          * arg[6] trading-post square or NW_NONE */
  NW_MOVE_END,
} NwMoveKind;

/* Moves by their parts (boards and tests build moves only with these).
 * GIVEN counts the cubes given per colour; CORNER and POST are NW_NONE
 * for the 3:1 trade, else the node's corner and the trading post's
 * square.  Arguments are kept as given: a move out of range is one the
 * rules reject. */
TsMove    ts_network_move_set    (int        corner,
                                  int        edge);
TsMove    ts_network_move_branch (int        edge);
TsMove    ts_network_move_node   (int        corner);
TsMove    ts_network_move_trade  (const int  given[NW_N_COLOURS],
                                  int        take,
                                  int        corner,
                                  int        post);
TsMove    ts_network_move_end    (void);

/* Events (TsEvent.kind): what a move did, in the order it happened.
 * Network has no hidden information and no chance (spec §7): every event
 * is public and none reveals anything, so undo is never barred.  SEAT is
 * the player the event is about.  A set of squares takes arg[0..3], 16
 * squares to an argument (nw_event_has_square).
 *
 * A turn's moves emit, for example:
 *   branch   BRANCH, then as it happens CAPTURED, BONUS, SCORE (each seat
 *            whose score changed), GAME_OVER (R19)
 *   node     NODE, then EXHAUSTED, SCORE, GAME_OVER
 *   set      SET, then EXHAUSTED, BONUS, SCORE; the fourth set also
 *            starts the first turn (below)
 *   trade    TRADE
 *   end      TURN_ENDED, then GAME_OVER (R20), or the next turn: TURN_BEGAN,
 *            COLLECTED (in all), NODE_COLLECTED (each node that collected) */
typedef enum
{
  NW_EVENT_SET = 1,        /* arg[0] corner, arg[1] edge */
  NW_EVENT_TURN_BEGAN,     /* arg[0] the turn's number, counting both seats' turns */
  NW_EVENT_COLLECTED,      /* arg[0..3] cubes collected per colour, in all (R5) */
  NW_EVENT_NODE_COLLECTED, /* arg[0] corner; arg[1] bit n: the n-th square of
                            * nw_corner_squares () paid this node a cube */
  NW_EVENT_BRANCH,         /* arg[0] edge */
  NW_EVENT_NODE,           /* arg[0] corner */
  NW_EVENT_TRADE,          /* arg[0] colour taken; arg[1] the corner of the node
                            * that traded at a post, NW_NONE for the 3:1 trade;
                            * arg[2..4] the colours given, red to blue, then
                            * NW_NONE */
  NW_EVENT_EXHAUSTED,      /* squares that became exhausted (R14) */
  NW_EVENT_CAPTURED,       /* squares SEAT captured (R15) */
  NW_EVENT_BONUS,          /* SEAT placed, and the network bonus (R17) changed
                            * hands: arg[0] its holder now, arg[1] before
                            * (TS_SEAT_NONE: nobody); arg[2] SEAT's largest
                            * network, arg[3] the opponent's */
  NW_EVENT_SCORE,          /* arg[0] SEAT's score now, arg[1] before */
  NW_EVENT_TURN_ENDED,     /* arg[0] turns in a row without a placement, this
                            * one included (R20): 0 when SEAT placed */
  NW_EVENT_GAME_OVER,      /* SEAT won, TS_SEAT_NONE for a draw; arg[0] NwEnd;
                            * arg[1], arg[2] the scores of seats 0 and 1;
                            * arg[3], arg[4] their largest networks */
} NwEventKind;

typedef enum
{
  NW_END_POINTS,           /* R19: 10 points */
  NW_END_STALEMATE,        /* R20: 12 turns without a placement */
} NwEnd;

/* Whether the set of squares in EVENT's arguments holds SQUARE. */
gboolean  nw_event_has_square    (const TsEvent *event,
                                  int            square);

typedef enum
{
  NW_PHASE_SETUP,        /* starting sets: seat order 0, 1, 1, 0 (§4.2) */
  NW_PHASE_TURN,
  NW_PHASE_OVER,
} NwPhase;

/* Options (TsGameClass.options): "rules", a choice of "standard" and
 * "simplified" (R21: no trading-post trades).  The position text writes it
 * as "variant standard|simplified", as it always did. */

/* A score broken down as the end screen shows it (§6). */
typedef struct
{
  guint nodes;
  guint captured;
  guint bonus;             /* 0 or 2 */
  guint largest_network;
  guint total;
} NwScore;

#define TS_TYPE_NETWORK_GAME (ts_network_game_get_type ())
G_DECLARE_FINAL_TYPE (TsNetworkGame, ts_network_game, TS, NETWORK_GAME, TsGame)

NwPhase   ts_network_game_get_phase          (TsNetworkGame *self);
gboolean  ts_network_game_is_simplified      (TsNetworkGame *self);
/* The seat playing Player 1 (orange, places first); the other is Player 2. */
int       ts_network_game_get_first_seat     (TsNetworkGame *self);
guint     ts_network_game_get_turn           (TsNetworkGame *self);   /* regular turns begun */
int       ts_network_game_get_corner_owner   (TsNetworkGame *self,
                                              int            corner); /* seat or TS_SEAT_NONE */
int       ts_network_game_get_edge_owner     (TsNetworkGame *self,
                                              int            edge);
int       ts_network_game_get_captured_by    (TsNetworkGame *self,
                                              int            square);
gboolean  ts_network_game_is_exhausted       (TsNetworkGame *self,
                                              int            square);
/* Whether SQUARE pays SEAT now (R6). */
gboolean  ts_network_game_square_pays        (TsNetworkGame *self,
                                              int            square,
                                              int            seat);
guint     ts_network_game_get_cubes          (TsNetworkGame *self,
                                              int            seat,
                                              NwColour       colour);
guint     ts_network_game_get_nodes_left     (TsNetworkGame *self,
                                              int            seat);
guint     ts_network_game_get_branches_left  (TsNetworkGame *self,
                                              int            seat);
void      ts_network_game_get_score_parts    (TsNetworkGame *self,
                                              int            seat,
                                              NwScore       *score);
/* What the current seat collected at the start of this turn, per corner
 * and colour (R5); all zero during setup. */
guint     ts_network_game_get_collected      (TsNetworkGame *self,
                                              int            corner,
                                              NwColour       colour);
/* What SEAT would collect now from its node on CORNER (R5, R6). */
void      ts_network_game_income_of_corner   (TsNetworkGame *self,
                                              int            seat,
                                              int            corner,
                                              guint          cubes[NW_N_COLOURS]);
gboolean  ts_network_game_standard_trade_used (TsNetworkGame *self);
/* Whether the current seat may still make the 2:1 trade of its node on
 * CORNER at the trading post SQUARE this turn (R13). */
gboolean  ts_network_game_post_trade_available (TsNetworkGame *self,
                                                int            corner,
                                                int            square);
/* The following four answer for the seat to move in a regular turn (FALSE
 * in setup and when over).  branch_legal / node_legal are exactly what
 * apply_move accepts for "branch E" / "node K" now: location (R8, R9,
 * R16), supply (R11) and cost (R7). */
gboolean  ts_network_game_can_afford_branch  (TsNetworkGame *self);
gboolean  ts_network_game_can_afford_node    (TsNetworkGame *self);
gboolean  ts_network_game_branch_legal       (TsNetworkGame *self,
                                              int            edge);
gboolean  ts_network_game_node_legal         (TsNetworkGame *self,
                                              int            corner);
/* Consecutive turns without a placement (R20). */
guint     ts_network_game_get_idle_turns     (TsNetworkGame *self);

/* For tests and tutorials: put pieces and cubes directly, without the
 * placement rules ("Pieces in a Given are set up directly", spec §9).
 * Exhaustion, capture and scores are recomputed as after a placement
 * (capture for the owner of a put branch); supplies go down as for a
 * placement; there is no win check. */
void      ts_network_game_put_node           (TsNetworkGame *self,
                                              int            seat,
                                              int            corner);
void      ts_network_game_put_branch         (TsNetworkGame *self,
                                              int            seat,
                                              int            edge);
void      ts_network_game_set_cubes          (TsNetworkGame *self,
                                              int            seat,
                                              const guint    cubes[NW_N_COLOURS]);

G_END_DECLS
