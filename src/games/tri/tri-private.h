/* tri-private.h — the plain state of TRI and the internals its files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not installed, not for the UI: the UI uses the accessors of tri-game.h.
 * The model is split by job:
 *   tri-geometry.c  the torus (§3): triangles, neighbours, adjacency
 *   tri-rules.c     setup, legality, apply, eliminations, awards, scores,
 *                   and the events a move emits
 *   tri-position.c  the position text (save_state, load_state)
 *   tri-views.c     hidden information (redact, determinise)
 *   tri-notation.c  move text (format, parse) and move constructors
 *   tri-events.c    the game in sentences (describe_event, describe_position)
 *   tri-words.c     the names the board shows (columns, rows, squares,
 *                   triangles), for every text
 *   tri-advice.c    a suggested move as advice (advise_move)
 *   tri-ai.c        the computer player's hooks
 *   tri-game.c      the class and its public accessors
 */
#pragma once

#include "tri-game.h"

G_BEGIN_DECLS

#define TRI_MAX_SEATS TS_MAX_SEATS

/* Cards in the game (spec §2.3), by card index (tri_card_index). */
#define TRI_CARDS_ZERO 4
#define TRI_CARDS_TWO 24
#define TRI_CARDS_THREE 16
#define TRI_CARDS_FOUR 12

extern const guint8 tri_card_totals[TRI_N_CARD_VALUES];

/* The forced-dice queue of ts_tri_game_force_dice (tests, tutorials). */
#define TRI_MAX_FORCED 64

/* R18: a periodic award at the start of rounds 3, 6, 9, … */
#define TRI_AWARD_EVERY 3

/* Everything that changes during a game, and nothing that does not: the
 * search copies it with memcpy, millions of times.  Constant tables (the
 * neighbours) live outside, in tri-geometry.c. */
typedef struct
{
  /* Who plays and whose move it is. */
  guint8      n_players;                  /* 2–4; 0 in a blank instance */
  guint8      size;                       /* S */
  guint8      first_seat;                 /* "P1" of the rules */
  guint8      phase;                      /* TriPhase */
  gint8       current;                    /* seat to move; TS_SEAT_NONE when over */
  guint8      n_defeated;
  guint16     round;                      /* from 1 */
  guint16     turn;                       /* turns started so far − 1 (a
                                           * battle is part of one turn) */
  guint8      eliminated[TRI_MAX_SEATS];  /* booleans */
  gint8       defeated[TRI_MAX_SEATS];    /* seats, in defeat order */

  /* Board: owner seat per triangle, TS_SEAT_NONE when empty. */
  gint8       owner[TRI_MAX_TRIANGLES];

  /* Derived from owner[] by tri_state_update_squares (), but kept, because
   * square_since needs the previous owner: the turn at which the current
   * conquest of each square began (R14: teleport on a later turn only). */
  gint8       square_owner[TRI_MAX_SQUARES];
  guint16     square_since[TRI_MAX_SQUARES];
  guint8      teleport_used[TRI_MAX_SQUARES];

  /* Cards, counted per card index (+0, +2, +3, +4).  A chosen card stays
   * in the hand until the reveal (R22). */
  guint8      hand[TRI_MAX_SEATS][TRI_N_CARD_VALUES];
  guint8      supply[TRI_N_CARD_VALUES];  /* supply[0] is always 0 */

  /* The battle in progress, or the last one (shown until the next). */
  TriBattle   battle;

  guint8      n_forced;
  guint8      forced[TRI_MAX_FORCED];

  TsRng       rng;

  /* Derived from owner[] (never saved): triangles per seat, index
   * seat + 1, so n_owned[0] counts the empty ones.  Kept up to date by
   * tri_state_set_owner (). */
  guint8      n_owned[TRI_MAX_SEATS + 1];
} TriState;

/* Neighbours of every triangle for S = 4 and S = 5 (spec §3.2): constant
 * data, computed by the compiler (tri-geometry.c). */
extern const gint8 tri_neighbour_table[2][TRI_MAX_TRIANGLES][3];

static inline const gint8 *
tri_state_neighbours (const TriState *st,
                      int             triangle)
{
  return tri_neighbour_table[st->size - 4][triangle];
}

static inline void
tri_state_set_owner (TriState *st,
                     int       triangle,
                     int       seat)
{
  st->n_owned[st->owner[triangle] + 1]--;
  st->n_owned[seat + 1]++;
  st->owner[triangle] = (gint8) seat;
}

struct _TsTriGame
{
  TsGame   parent_instance;
  TriState st;
};

static inline TriState *
tri_state (TsGame *game)
{
  return &((TsTriGame *) game)->st;
}

static inline guint
tri_state_n_triangles (const TriState *st)
{
  return 4u * st->size * st->size;
}

/* How many of the other three triangles of TRIANGLE's square SEAT owns. */
static inline guint
tri_state_square_mates (const TriState *st,
                        int             seat,
                        int             triangle)
{
  int base = triangle - triangle % 4;
  guint n = 0;

  for (int t = base; t < base + 4; t++)
    n += t != triangle && st->owner[t] == seat;
  return n;
}

/* The position of SEAT in the turn order from P1 (0 = P1). */
static inline int
tri_state_order (const TriState *st,
                 int             seat)
{
  return (seat - st->first_seat + st->n_players) % st->n_players;
}

static inline gboolean
tri_state_touches_seat (const TriState *st,
                        int             seat,
                        int             triangle)
{
  const gint8 *n = tri_state_neighbours (st, triangle);

  return st->owner[n[0]] == seat || st->owner[n[1]] == seat || st->owner[n[2]] == seat;
}

/* Whether SEAT may attack TARGET (R6). */
static inline gboolean
tri_state_can_attack (const TriState *st,
                      int             seat,
                      int             target)
{
  int o = st->owner[target];

  return o != TS_SEAT_NONE && o != seat && st->square_owner[target / 4] == TS_SEAT_NONE &&
         tri_state_touches_seat (st, seat, target);
}

/* Whether SEAT may expand into TRIANGLE (R5). */
static inline gboolean
tri_state_can_expand (const TriState *st,
                      int             seat,
                      int             triangle)
{
  return st->owner[triangle] == TS_SEAT_NONE && tri_state_touches_seat (st, seat, triangle);
}

/* ------------------------------------------------------------------ */
/* tri-rules.c                                                         */

/* A blank state: no players, over, an empty board. */
void     tri_state_init_empty      (TriState       *st);
/* Recomputes n_owned from the board. */
void     tri_state_recount         (TriState       *st);
/* The seat owning all four triangles of SQUARE now, or TS_SEAT_NONE. */
int      tri_state_square_owner_now (const TriState *st,
                                     guint           square);
/* The attacking triangles of SEAT against TARGET (R7): SEAT's triangles
 * adjacent to it, in neighbour order.  Returns their number. */
guint    tri_state_attackers       (const TriState *st,
                                    int             seat,
                                    int             target,
                                    int             attacking[3]);
/* Whether SEAT may place its first checker on TRIANGLE (R3). */
gboolean tri_state_can_place       (const TriState *st,
                                    int             triangle);
/* Whether the current seat may teleport from SQUARE (R14). */
gboolean tri_state_can_teleport    (const TriState *st,
                                    guint           square);
guint    tri_state_count_triangles (const TriState *st,
                                    int             seat);
guint    tri_state_count_squares   (const TriState *st,
                                    int             seat);
guint    tri_state_count_empty     (const TriState *st);
/* Total value of SEAT's hand (R15 tie-break 2). */
guint    tri_state_hand_value      (const TriState *st,
                                    int             seat);
/* Whether MOVE is legal in ST; if not, says why in ERROR (may be NULL).
 * apply_move and is_legal share it, so they cannot disagree. */
gboolean tri_rules_check           (const TriState *st,
                                    const TsMove   *move,
                                    GError        **error);

gboolean tri_rules_setup           (TsGame         *game,
                                    const TsSetup  *setup,
                                    GError        **error);
void     tri_rules_list_moves      (TsGame         *game,
                                    GArray         *moves);
gboolean tri_rules_apply_move      (TsGame         *game,
                                    const TsMove   *move,
                                    GError        **error);
gboolean tri_rules_is_legal        (TsGame         *game,
                                    const TsMove   *move);
int      tri_rules_get_score       (TsGame         *game,
                                    int             seat);
void     tri_rules_get_ranks       (TsGame         *game,
                                    int            *ranks);
char    *tri_rules_describe_score  (TsGame         *game,
                                    int             seat);

/* The packed arguments of TRI_EVENT_BATTLE (tri_event_get_battle reads
 * them): arg[0] target code, arg[1] defender, arg[2] the attack dice and
 * the defence die (3 bits each), arg[3] the two cards and the result,
 * arg[4] which of the target's neighbours attacked (bit i: neighbour i). */
#define TRI_BATTLE_DICE(d0, d1, d2, defence) ((d0) | (d1) << 3 | (d2) << 6 | (defence) << 9)
#define TRI_BATTLE_CARDS(attack, defence, won) ((attack) | (defence) << 3 | (won) << 6)

/* ------------------------------------------------------------------ */
/* tri-notation.c                                                      */

/* "x,y" for SQUARE (y · S + x), and back. */
char    *tri_square_to_string      (guint           size,
                                    int             square);
gboolean tri_square_parse          (guint           size,
                                    const char     *text,
                                    int            *square);
char    *tri_notation_format_move  (TsGame         *game,
                                    const TsMove   *move);
gboolean tri_notation_parse_move   (TsGame         *game,
                                    const char     *text,
                                    TsMove         *move,
                                    GError        **error);

/* ------------------------------------------------------------------ */
/* tri-position.c                                                      */

char    *tri_position_save         (TsGame         *game);
gboolean tri_position_load         (TsGame         *game,
                                    const char     *text,
                                    GError        **error);
/* The battle entry of the word-by-word text ("battle 0 1 …", or "battle
 * none"), alone, into ST's battle. */
gboolean tri_position_parse_battle (TriState       *st,
                                    const char     *text,
                                    GError        **error);

/* tri-position3.c: the position a person writes (version 3, the first
 * with keyword lines). */
gboolean tri_position3_load        (TsGame         *game,
                                    const char     *text,
                                    GError        **error);
char    *tri_position3_save        (TsGame         *game);

/* ------------------------------------------------------------------ */
/* tri-views.c                                                         */

void     tri_views_redact          (TsGame         *game,
                                    int             seat,
                                    TsRedact        how);
gboolean tri_views_is_view         (TsGame         *game);
void     tri_views_determinise     (TsGame         *game,
                                    TsRng          *rng);

/* ------------------------------------------------------------------ */
/* tri-events.c                                                        */

char    *tri_events_describe       (TsGame             *game,
                                    const TsEvent      *event,
                                    const char * const *names);
char    *tri_events_describe_position (TsGame             *game,
                                       const char * const *names);

/* ------------------------------------------------------------------ */
/* tri-advice.c                                                        */

/* MOVE, suggested to SEAT, as advice (TsGameClass.advise_move); GAME is
 * SEAT's view. */
char    *tri_advice_advise_move    (TsGame             *game,
                                    int                 seat,
                                    const TsMove       *move,
                                    const char * const *names);

/* ------------------------------------------------------------------ */
/* tri-ai.c: the computer player's hooks                               */

gboolean tri_ai_trivial_move  (TsGame  *game,
                               TsMove  *move);
gboolean tri_ai_playout_move  (TsGame  *game,
                               TsRng   *rng,
                               TsMove  *move);
gboolean tri_ai_evaluate      (TsGame  *game,
                               double  *values);
/* A card for the attacker of ST's battle, which holds its dice, drawn
 * from a simple policy (used by the playouts and to re-deal a hidden
 * attack card in determinise). */
int      tri_ai_attack_card   (const TriState *st,
                               TsRng          *rng);
int      tri_ai_defence_card  (const TriState *st,
                               TsRng          *rng);

G_END_DECLS
