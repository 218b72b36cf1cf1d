/* network-private.h — what the files of the Network model share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not installed, not for the UI: the UI uses network-game.h.  The model is
 * split by job:
 *   network-data.c      the board (spec §2.2) and the incidence tables (§3)
 *   network-rules.c     setup, turns, moves: listing, legality, applying;
 *                       collection, exhaustion, capture, networks, score
 *   network-events.c    the events a move emits, and their words
 *   network-words.c     the names the board shows (squares, corners, edges)
 *   network-advice.c    a suggested move as advice (advise_move)
 *   network-notation.c  move text (format, parse) and move constructors
 *   network-position.c  the position text (save, load) and the picture
 *                       of the command line's "show"
 *   network-game.c      the class, its accessors and the test setters
 *   network-ai.c        the computer player's hooks
 */
#pragma once

#include "network-game.h"

G_BEGIN_DECLS

#define NW_N_SEATS      2
#define NW_N_POSTS      4
#define NW_STALEMATE_TURNS 12
/* Setup: four starting sets, by the seats first, other, other, first. */
#define NW_N_SETUP_SETS 4

/* The whole state: copied with memcpy (copy_state), saved as text.  It
 * holds only what can differ between two games or two moments of one
 * game; the board and its geometry are the same for every game and live
 * in nw_tables. */
typedef struct
{
  guint8  phase;               /* NwPhase */
  guint8  simplified;          /* R21: the option "rules" */
  guint8  first_seat;          /* the seat playing Player 1 (orange) */
  gint8   current;             /* seat to move; TS_SEAT_NONE when over */
  guint8  setup_step;          /* setup: sets placed so far (0–3) */
  guint8  std_trade_used;      /* R12 this turn */
  guint8  placed_this_turn;    /* R20 */
  guint8  idle_turns;          /* R20: consecutive turns without a placement */
  guint16 turn;                /* regular turns begun */
  guint16 padding0;

  gint8   corner[NW_N_CORNERS];    /* node owner or TS_SEAT_NONE */
  gint8   edge[NW_N_EDGES];        /* branch owner or TS_SEAT_NONE */
  gint8   captured[NW_N_SQUARES];  /* captor or TS_SEAT_NONE */
  guint8  post_used[NW_N_CORNERS]; /* bit p: this corner's 2:1 trade at post p
                                    * was used this turn (R13) */
  guint8  collected[NW_N_CORNERS][NW_N_COLOURS]; /* this turn's collection */

  guint32 cubes[NW_N_SEATS][NW_N_COLOURS];
  guint8  nodes_left[NW_N_SEATS];
  guint8  branches_left[NW_N_SEATS];

  /* Derived from the board by nw_state_update_derived (); never saved. */
  guint8  n_nodes[NW_N_SEATS];
  guint8  n_captured[NW_N_SEATS];
  guint8  largest[NW_N_SEATS];     /* largest network (§3.3) */
  guint8  padding1[2];
} NwState;

struct _TsNetworkGame
{
  TsGame  parent_instance;
  NwState st;
};

static inline NwState *
nw_state (TsGame *game)
{
  return &((TsNetworkGame *) game)->st;
}

/* ------------------------------------------------------------------ */
/* The board and its incidence (network-data.c)                        */

/* Computed once from the spec's board (nw_tables_init, done by
 * class_init and by every public geometry function), read-only after:
 * the same for every game, so outside the state the search copies.
 * Lists are padded with NW_NONE. */
typedef struct
{
  gint8  corner_squares[NW_N_CORNERS][4];  /* top left, top right, bottom
                                            * left, bottom right, those that
                                            * exist */
  guint8 corner_n_squares[NW_N_CORNERS];
  gint8  corner_edges[NW_N_CORNERS][4];
  guint8 corner_n_edges[NW_N_CORNERS];
  gint8  edge_squares[NW_N_EDGES][2];      /* above / left first */
  guint8 edge_n_squares[NW_N_EDGES];
  gint8  edge_corners[NW_N_EDGES][2];
  gint8  square_corners[NW_N_SQUARES][4];
  gint8  square_edges[NW_N_SQUARES][4];    /* top, bottom, left, right */
  gint8  corner_post[NW_N_CORNERS];   /* trading-post square at this corner,
                                       * or NW_NONE (no corner has two) */
  gint8  post_index[NW_N_SQUARES];    /* 0–3 for the posts, else NW_NONE */
  guint8 square_type[NW_N_SQUARES];
  guint8 square_limit[NW_N_SQUARES];
} NwTables;

extern const NwTables *const nw_tables;
void      nw_tables_init          (void);
/* H(i, j) or V(i, j) of EDGE (§3.1). */
void      nw_edge_coords          (int            edge,
                                   gboolean      *horizontal,
                                   int           *i,
                                   int           *j);

static inline int
nw_other (int seat)
{
  return 1 - seat;
}

static inline gboolean
nw_is_resource (int square)
{
  return nw_tables->square_type[square] <= NW_SQUARE_BLUE;
}

/* The square on the other side of EDGE from SQUARE (EDGE must have two). */
static inline int
nw_across (int edge,
           int square)
{
  return nw_tables->edge_squares[edge][0] == square ? nw_tables->edge_squares[edge][1]
                                                    : nw_tables->edge_squares[edge][0];
}

/* ------------------------------------------------------------------ */
/* Rules (network-rules.c)                                             */

/* A blank state: an empty board, full supplies, no seat to move. */
void      nw_state_init_empty     (NwState       *st);
/* §4.2: the seat placing setup set number STEP. */
int       nw_state_setup_seat     (const NwState *st,
                                   guint          step);
/* Recomputes the derived fields (nodes, captures, networks). */
void      nw_state_update_derived (NwState       *st);

/* Whether SQUARE pays SEAT now (R6). */
gboolean  nw_state_square_pays    (const NwState *st,
                                   int            square,
                                   int            seat);
/* Nodes (both colours) on the corners of SQUARE. */
guint     nw_state_square_nodes   (const NwState *st,
                                   int            square);
/* R14 */
gboolean  nw_state_square_exhausted (const NwState *st,
                                     int            square);
/* What SEAT's node on CORNER collects now; adds to CUBES. */
void      nw_state_corner_income  (const NwState *st,
                                   int            seat,
                                   int            corner,
                                   guint          cubes[NW_N_COLOURS]);
/* R16 */
gboolean  nw_state_edge_closed    (const NwState *st,
                                   int            edge,
                                   int            seat);
gboolean  nw_state_corner_closed  (const NwState *st,
                                   int            corner,
                                   int            seat);
/* Location rules only (R8, R9, without cost and supply). */
gboolean  nw_state_branch_place_ok (const NwState *st,
                                    int            seat,
                                    int            edge);
gboolean  nw_state_node_place_ok  (const NwState *st,
                                   int            seat,
                                   int            corner);
/* R13 (and R21): whether SEAT's node on CORNER may still trade at the post
 * SQUARE this turn. */
gboolean  nw_state_post_trade_available (const NwState *st,
                                         int            seat,
                                         int            corner,
                                         int            square);
/* R7 and R11: SEAT holds the cubes and a piece in supply. */
gboolean  nw_state_can_afford_branch (const NwState *st,
                                      int            seat);
gboolean  nw_state_can_afford_node (const NwState *st,
                                    int            seat);
void      nw_state_score_parts    (const NwState *st,
                                   int            seat,
                                   NwScore       *score);
int       nw_state_score          (const NwState *st,
                                   int            seat);
/* R19/R20 ranks: 0 for the winner (both 0 for a draw). */
void      nw_state_ranks          (const NwState *st,
                                   int            ranks[NW_N_SEATS]);
/* The seat whose largest network is strictly larger (R17), or
 * TS_SEAT_NONE. */
int       nw_state_bonus_holder   (const NwState *st);
/* The size of SEAT's largest network if EDGE also held a SEAT branch. */
guint     nw_state_largest_with   (const NwState *st,
                                   int            seat,
                                   int            edge);
/* Whether SQUARE lies in an enclosure of SEAT (§3.4). */
gboolean  nw_state_square_enclosed (const NwState *st,
                                    int            seat,
                                    int            square);
/* The test setters: a piece put without the placement rules; capture,
 * exhaustion and scores follow as after a placement, without a win check
 * and without events. */
void      nw_state_put_node       (NwState       *st,
                                   int            seat,
                                   int            corner);
void      nw_state_put_branch     (NwState       *st,
                                   int            seat,
                                   int            edge);

/* The class hooks of the rules. */
gboolean  nw_rules_setup          (TsGame        *game,
                                   const TsSetup *setup,
                                   GError       **error);
void      nw_rules_list_moves     (TsGame        *game,
                                   GArray        *moves);
gboolean  nw_rules_is_legal       (TsGame        *game,
                                   const TsMove  *move);
gboolean  nw_rules_apply_move     (TsGame        *game,
                                   const TsMove  *move,
                                   GError       **error);

/* ------------------------------------------------------------------ */
/* Events (network-events.c)                                           */

/* A set of squares in the four arguments of an event, 16 per argument
 * (49 squares fit in 64 bits; nw_event_has_square reads it). */
static inline void
nw_event_add_square (TsEvent *event,
                     int      square)
{
  event->arg[square / 16] = (gint16) ((guint16) event->arg[square / 16] | (1u << (square % 16)));
}

/* Each is called by the rules only while a match records (the search's
 * copies skip them: ts_game_is_recording ()). */
void      nw_emit                 (TsGame        *game,
                                   NwEventKind    kind,
                                   int            seat,
                                   int            a0,
                                   int            a1,
                                   int            a2,
                                   int            a3,
                                   int            a4);
/* What a placement by SEAT changed from BEFORE to AFTER: squares
 * exhausted and captured, the network bonus, the scores, a win (R19). */
void      nw_emit_placement       (TsGame        *game,
                                   const NwState *before,
                                   const NwState *after,
                                   int            seat);
/* The start of a regular turn: the turn, then what the seat collected,
 * in all and node by node (R5). */
void      nw_emit_turn_start      (TsGame        *game,
                                   const NwState *st);
/* The end of a game by R20. */
void      nw_emit_stalemate       (TsGame        *game,
                                   const NwState *st);
char     *nw_describe_event       (TsGame             *game,
                                   const TsEvent      *event,
                                   const char * const *names);
/* "2 red and 1 yellow" (colours without cubes left out); NULL for none. */
char     *nw_cubes_words          (const int           counts[NW_N_COLOURS]);

/* ------------------------------------------------------------------ */
/* Advice (network-advice.c)                                           */

/* MOVE, suggested to SEAT, as advice (TsGameClass.advise_move). */
char     *nw_advice_advise_move   (TsGame             *game,
                                   int                 seat,
                                   const TsMove       *move,
                                   const char * const *names);

/* ------------------------------------------------------------------ */
/* Notation (network-notation.c)                                       */

extern const char nw_colour_letters[NW_N_COLOURS];

/* "3,2": column and row of a square, as moves and positions write it. */
char     *nw_square_to_string     (int            square);
gboolean  nw_square_parse         (const char    *text,
                                   int           *square);
char     *nw_format_move          (TsGame        *game,
                                   const TsMove  *move);
gboolean  nw_parse_move           (TsGame        *game,
                                   const char    *text,
                                   TsMove        *move,
                                   GError       **error);

/* ------------------------------------------------------------------ */
/* Positions (network-position.c)                                      */

char     *nw_save_state           (TsGame        *game);
/* network-position2.c: the position a person writes (version 2). */
gboolean  nw_position2_load       (TsGame        *game,
                                   const char    *text,
                                   GError       **error);
char     *nw_position2_save       (TsGame        *game);
gboolean  nw_load_state           (TsGame        *game,
                                   const char    *text,
                                   GError       **error);
char     *nw_describe_position    (TsGame             *game,
                                   const char * const *names);

/* ------------------------------------------------------------------ */
/* The computer player's hooks (network-ai.c)                          */

gboolean nw_ai_trivial_move  (TsGame  *game,
                              TsMove  *move);
gboolean nw_ai_playout_move  (TsGame  *game,
                              TsRng   *rng,
                              TsMove  *move);
gboolean nw_ai_evaluate      (TsGame  *game,
                              double  *values);
/* TsGameClass.tune_search: Network's budgets (a TsAiParams). */
void     nw_ai_tune_search   (TsLevel  level,
                              gpointer params);

G_END_DECLS
