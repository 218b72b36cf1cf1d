/* network-private.h — the plain state of Network, shared by the rules
 * (network-game.c) and the computer player's hooks (network-ai.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not installed, not for the UI: the UI uses the accessors of
 * network-game.h.  This header only grows (fields and helpers are added,
 * never renamed or removed), because network-ai.c is written against it.
 */
#pragma once

#include "network-game.h"

G_BEGIN_DECLS

#define NW_N_SEATS      2
#define NW_N_POSTS      4
#define NW_STALEMATE_TURNS 12
/* Setup: four starting sets, by the seats first, other, other, first. */
#define NW_N_SETUP_SETS 4

/* The whole state: copied with memcpy (copy_state), saved as text. */
typedef struct
{
  guint8  phase;               /* NwPhase */
  guint8  simplified;          /* R21 */
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

  /* Derived from the board by nw_state_update (); never saved. */
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

/* Incidence tables, filled once (nw_tables_init, done by class_init and
 * by every public geometry function).  Lists are padded with NW_NONE. */
typedef struct
{
  gint8  corner_squares[NW_N_CORNERS][4];
  guint8 corner_n_squares[NW_N_CORNERS];
  gint8  corner_edges[NW_N_CORNERS][4];
  guint8 corner_n_edges[NW_N_CORNERS];
  gint8  edge_squares[NW_N_EDGES][2];
  guint8 edge_n_squares[NW_N_EDGES];
  gint8  edge_corners[NW_N_EDGES][2];
  gint8  square_corners[NW_N_SQUARES][4];
  gint8  square_edges[NW_N_SQUARES][4];
  gint8  corner_post[NW_N_CORNERS];   /* trading-post square at this corner,
                                       * or NW_NONE (no corner has two) */
  gint8  post_index[NW_N_SQUARES];    /* 0–3 for the posts, else NW_NONE */
  guint8 square_type[NW_N_SQUARES];
  guint8 square_limit[NW_N_SQUARES];
} NwTables;

extern NwTables nw_tables;
void      nw_tables_init          (void);

static inline int
nw_other (int seat)
{
  return 1 - seat;
}

/* Whether SQUARE pays SEAT now (R6). */
gboolean  nw_state_square_pays    (const NwState *st,
                                   int            square,
                                   int            seat);
/* Nodes (both colours) on the corners of SQUARE. */
guint     nw_state_square_nodes   (const NwState *st,
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
int       nw_state_score          (const NwState *st,
                                   int            seat);
/* The size of SEAT's largest network if EDGE also held a SEAT branch. */
guint     nw_state_largest_with   (const NwState *st,
                                   int            seat,
                                   int            edge);

/* The computer player's hooks, in network-ai.c. */
gboolean nw_ai_trivial_move  (TsGame  *game,
                              TsMove  *move);
gboolean nw_ai_playout_move  (TsGame  *game,
                              TsRng   *rng,
                              TsMove  *move);
gboolean nw_ai_evaluate      (TsGame  *game,
                              double  *values);

G_END_DECLS
