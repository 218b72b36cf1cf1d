/* trojhranna-private.h — the plain state of Trojhranná hra and the
 * internals its model files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model is split by job:
 *   trojhranna-rules.c     setup, list, legality, apply, scoring
 *   trojhranna-position.c  the position text (save_state, load_state)
 *   trojhranna-views.c     what a seat may see or remember (redact,
 *                          determinise, forget)
 *   trojhranna-notation.c  move text and the move constructors
 *   trojhranna-events.c    the events a move emits, and their words
 *   trojhranna-ai.c        the computer player's playout policy
 *   trojhranna-game.c      the class: boilerplate, accessors, "show"
 *
 * Not installed, not for the UI: the UI uses the accessors of
 * trojhranna-game.h.
 */
#pragma once

#include "trojhranna-game.h"

G_BEGIN_DECLS

#define TJ_MAX_SEATS TS_MAX_SEATS
#define TJ_N_DEALT 3

/* The table grid.  Cells and points of a valid state lie within
 * ±TJ_COORD_MAX (spec §3.1: 45 cards reach at most ±45); the grid leaves a
 * margin of 2 so that the cells around every table point can be looked up
 * without bounds checks.  Index: [r + TJ_GRID_ORIGIN][q + TJ_GRID_ORIGIN]. */
#define TJ_COORD_MAX 45
#define TJ_GRID 96
#define TJ_GRID_ORIGIN 48

/* Bits of TjState.grid[][]: bits 0–4 are the colours that table corners
 * show on point (q,r) (bit c = colour c, spec §3.5); TJ_GRID_UP / TJ_GRID_DOWN
 * mark that cell U(q,r) / D(q,r) holds a card. */
#define TJ_GRID_COLOURS 0x1f
#define TJ_GRID_UP   0x20
#define TJ_GRID_DOWN 0x40

/* Upper bound of legal placements of one card: at most 135 table points,
 * hence 405 lattice edges between them, 810 cells next to those edges, 3
 * rotations each. */
#define TJ_MAX_PLACEMENTS 2430

/* One reserve slot. */
typedef struct
{
  gint8   card;      /* card id, or TJ_CARD_UNKNOWN in a redacted state */
  guint8  notch;     /* orientation mark 0–2 (R21) */
  guint8  known_by;  /* bit s set: seat s has seen this face (spec §7) */
  guint8  vague_by;  /* bit s set: seat s remembers this face only as one
                      * of the owner's old cards, not in which slot it lies
                      * ("normal" computer players, spec §10); only ever
                      * set on a searching seat's copy, by forget */
  guint16 since;     /* TjState.turn when the card entered the reserve (or
                      * was memorised) */
} TjSlot;

/* A penalty card drawn from the deck that its recipient has not been shown
 * yet (spec §7).  SLOT is where it lies in the recipient's reserve; it stays
 * valid until the recipient's next move, which clears the list (only that
 * seat's own moves remove cards from its reserve). */
typedef struct
{
  gint8  card;
  guint8 slot;
} TjPending;

typedef struct
{
  /* Who plays and whose move it is. */
  guint8     n_players;                 /* 2–4 */
  guint8     first_seat;
  guint8     phase;                     /* TjPhase */
  gint8      current;                   /* seat to move; TS_SEAT_NONE when over */
  guint16    turn;                      /* completed draw/flip turns */
  guint16    padding0;

  /* Table: table[i].seq == i always; R12 takes table[n_table - 1]. */
  guint8     n_table;
  TjTableCard table[TJ_N_CARDS];

  /* Deck: deck[n_deck - 1] is the top card. */
  guint8     n_deck;
  gint8      deck[TJ_N_CARDS];

  /* Memorisation: seats that have not arranged yet hold their 3 dealt cards
   * here (n_dealt 3); arranging moves them into the reserve (n_dealt 0). */
  guint8     n_dealt[TJ_MAX_SEATS];
  gint8      dealt[TJ_MAX_SEATS][TJ_N_DEALT];

  guint8     n_reserve[TJ_MAX_SEATS];
  TjSlot     reserve[TJ_MAX_SEATS][TJ_N_CARDS];

  guint8     n_dead[TJ_MAX_SEATS];
  gint8      dead[TJ_MAX_SEATS][TJ_N_CARDS];

  guint8     n_pending[TJ_MAX_SEATS];
  TjPending  pending[TJ_MAX_SEATS][TJ_N_CARDS];

  /* TJ_PHASE_PLACE: the flipped card (always public) and where it came
   * from; otherwise flipped is -1. */
  gint8      flipped;
  guint8     flipped_source;            /* TjSource */

  TsRng      rng;

  /* Derived from the table by tj_state_rebuild (); never saved. */
  gint8      min_q, max_q, min_r, max_r; /* box of points carrying corners */
  guint8     grid[TJ_GRID][TJ_GRID];
} TjState;

typedef struct
{
  gint8  q;
  gint8  r;
  guint8 s;      /* TsTriSide */
  guint8 rot;
} TjPlacement;

struct _TsTrojhrannaGame
{
  TsGame  parent_instance;
  TjState st;
};

static inline TjState *
tj_state (TsGame *game)
{
  return &((TsTrojhrannaGame *) game)->st;
}

static inline guint8
tj_state_grid (const TjState *st,
               int            q,
               int            r)
{
  return st->grid[r + TJ_GRID_ORIGIN][q + TJ_GRID_ORIGIN];
}

static inline gboolean
tj_state_cell_used (const TjState *st,
                    int            q,
                    int            r,
                    int            s)
{
  return (tj_state_grid (st, q, r) & (s ? TJ_GRID_DOWN : TJ_GRID_UP)) != 0;
}

static inline int
tj_state_next_seat (const TjState *st,
                    int            seat)
{
  return (seat + 1) % st->n_players;
}

/* Recomputes the derived fields (grid, box) from the table. */
void     tj_state_rebuild          (TjState       *st);
/* Corners of CARD matched at (cell, rot), 0–3 (spec §3.5); CARD must be a
 * real card id and CELL within the grid. */
guint    tj_state_count_matches    (const TjState *st,
                                    int            card,
                                    TsTriCell      cell,
                                    guint          rot);
/* Hexagons a card placed into the empty CELL would complete (spec §3.5). */
guint    tj_state_count_hexagons   (const TjState *st,
                                    TsTriCell      cell);
/* Every legal placement of CARD (R5, R6), in the order list_moves offers
 * them; OUT holds TJ_MAX_PLACEMENTS.  Returns the count. */
guint    tj_state_list_placements  (const TjState *st,
                                    int            card,
                                    TjPlacement   *out);
/* Whether CARD has at least one legal placement (stops at the first). */
gboolean tj_state_card_fits        (const TjState *st,
                                    int            card);
int      tj_state_score            (const TjState *st,
                                    int            seat);

/* Inline because the placement scan calls it for every corner it tests. */
static inline guint8
tj_placed_colour (int   card,
                  guint rot,
                  guint i)
{
  return tj_card_colours[card][(i + rot) % 3];
}

static inline gboolean
tj_cell_in_range (int q,
                  int r)
{
  return q >= -TJ_COORD_MAX && q <= TJ_COORD_MAX &&
         r >= -TJ_COORD_MAX && r <= TJ_COORD_MAX;
}

/* Whether SEAT has seen the face of SLOT, the state still holds it and
 * SEAT remembers that it lies in this slot. */
static inline gboolean
tj_seat_knows (const TjSlot *slot,
               int           seat)
{
  return slot->card != TJ_CARD_UNKNOWN && (slot->known_by & (1u << seat)) != 0 &&
         (slot->vague_by & (1u << seat)) == 0;
}

#define TJ_ALL_SEATS(st) ((guint8) ((1u << (st)->n_players) - 1))

/* trojhranna-rules.c */
/* A blank state: no players, over, no moves (before setup or loading). */
void     tj_state_init_empty       (TjState       *st);
void     tj_state_ranks            (const TjState *st,
                                    int           *ranks);
gboolean tj_game_setup             (TsGame        *game,
                                    const TsSetup *setup,
                                    GError       **error);
void     tj_game_list_moves        (TsGame        *game,
                                    GArray        *moves);
gboolean tj_game_apply_move        (TsGame        *game,
                                    const TsMove  *move,
                                    GError       **error);
gboolean tj_game_is_legal          (TsGame        *game,
                                    const TsMove  *move);
int      tj_game_get_score         (TsGame        *game,
                                    int            seat);
void     tj_game_get_ranks         (TsGame        *game,
                                    int           *ranks);
char    *tj_game_describe_score    (TsGame        *game,
                                    int            seat);

/* trojhranna-position2.c: the position a person writes (version 2). */
gboolean tj_position2_load         (TsGame        *game,
                                    const char    *text,
                                    GError       **error);
char    *tj_position2_save         (TsGame        *game);

/* trojhranna-position.c */
char    *tj_game_save_state        (TsGame        *game);
gboolean tj_game_load_state        (TsGame        *game,
                                    const char    *text,
                                    GError       **error);

/* trojhranna-views.c */
void     tj_game_redact            (TsGame        *game,
                                    int            seat,
                                    TsRedact       how);
gboolean tj_game_is_view           (TsGame        *game);
/* trojhranna-events.c: a suggested move as advice (the hint). */
char    *tj_game_advise_move       (TsGame             *game,
                                    int                 seat,
                                    const TsMove       *move,
                                    const char * const *names);
void     tj_game_determinise       (TsGame        *game,
                                    TsRng         *rng);
void     tj_game_forget            (TsGame        *game,
                                    int            seat,
                                    TsLevel        level,
                                    TsRng         *rng);

/* trojhranna-notation.c */
char    *tj_game_format_move       (TsGame        *game,
                                    const TsMove  *move);
gboolean tj_game_parse_move        (TsGame        *game,
                                    const char    *text,
                                    TsMove        *move,
                                    GError       **error);

/* trojhranna-events.c: the rules call the emitters only while a match
 * records (ts_game_is_recording). */
void     tj_emit                   (TsGame        *game,
                                    TjEventKind    kind,
                                    int            seat,
                                    guint8         visible_to,
                                    gboolean       reveals,
                                    int            a0,
                                    int            a1,
                                    int            a2,
                                    int            a3);
/* TJ_EVENT_PLACED for the card last put on the table. */
void     tj_emit_placed            (TsGame        *game,
                                    const TjState *st,
                                    int            seat);
/* TJ_EVENT_GAME_OVER and every seat's TJ_EVENT_FINAL_SCORE. */
void     tj_emit_game_over         (TsGame        *game,
                                    const TjState *st);
char    *tj_game_describe_event    (TsGame             *game,
                                    const TsEvent      *event,
                                    const char * const *names);

/* The computer player's hooks, in trojhranna-ai.c. */
gboolean tj_ai_trivial_move  (TsGame  *game,
                              TsMove  *move);
gboolean tj_ai_playout_move  (TsGame  *game,
                              TsRng   *rng,
                              TsMove  *move);
gboolean tj_ai_evaluate      (TsGame  *game,
                              double  *values);

G_END_DECLS
