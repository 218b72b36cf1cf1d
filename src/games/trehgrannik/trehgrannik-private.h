/* trehgrannik-private.h — the plain state of Trehgrannik and the
 * internals its model files share (docs/trehgrannik.md lists the files)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "trehgrannik-game.h"

G_BEGIN_DECLS

#define TG_MAX_SEATS TS_MAX_SEATS
#define TG_MAX_TURNS 300
#define TG_QUIET_TURNS_PER_PLAYER 4    /* issue 12: the quiet end */
#define TG_STALL_TURNS_PER_PLAYER 2    /* R44 */
#define TG_MARKET_MIN 4                /* R5 */
#define TG_MAX_MOVES 6000
#define TG_MAX_PLAYED 6                /* 3 construction cards + 3 doublers */

typedef struct
{
  gint8  cards[3];      /* construction cards, -1 unused, ascending */
  guint8 doubled[3];    /* a Block doubler attached to cards[i] */
  guint8 n;             /* construction cards */
} TgBuild;

typedef struct
{
  /* Who plays. */
  guint8  n_players;
  guint8  first_seat;
  guint8  no_systems;                  /* R49 */
  guint8  reference;                   /* the §3.5 layout */
  guint8  phase;                       /* TgPhase */
  gint8   current;                     /* TS_SEAT_NONE when over */
  guint16 turn;                        /* completed turns */

  /* End (R43, R44, issue 12). */
  gint8   trigger;                     /* seat that emptied its supply, -1 */
  guint8  final_turns;                 /* turns left after the trigger */
  guint8  stall;                       /* consecutive idle turns (R44) */
  guint8  quiet;                       /* consecutive turns without build or deck draw */
  guint8  end_reason;                  /* TgEndReason */
  guint8  turn_built;                  /* this turn built a project */
  guint8  turn_drew;                   /* a card left the deck this turn */
  guint8  turn_idle_start;             /* the turn started with an empty deck */

  /* Board: arrangement and what stands where. */
  guint8  part_at[TG_N_POSITIONS];     /* 1 … 6 (A … F) */
  guint8  rot_at[TG_N_POSITIONS];
  guint8  terrain[TG_N_HEXES];         /* TgTerrain */
  gint8   group[TG_N_HEXES];           /* mountain group, -1 (derived) */
  guint8  n_groups;                    /* derived */
  gint8   owner[TG_N_HEXES];           /* -1: no project */
  guint8  kind[TG_N_HEXES];            /* TgProjectKind */

  /* Cards.  Counts per name; the deck in order, deck[n_deck - 1] on top. */
  guint8  n_deck;
  gint8   deck[TG_N_DECK_MAX];         /* TG_CARD_UNKNOWN in a view */
  guint8  market[TG_N_CARDS];
  guint8  hand[TG_MAX_SEATS][TG_N_CARDS];
  guint8  hand_hidden[TG_MAX_SEATS];   /* unknown cards of a redacted hand */
  guint8  hidden_prod[TG_MAX_SEATS];   /* how many of those are Production */
  guint8  slot[TG_MAX_SEATS][TG_N_SLOTS][TG_N_CARDS];
  guint8  box_fore[TG_N_CARDS];        /* public */
  guint8  box_prod[TG_N_CARDS];        /* nobody's */
  guint8  box_prod_hidden;             /* unknown boxed Production cards */

  /* Seats. */
  gint16  gc[TG_MAX_SEATS];
  guint8  modules[TG_MAX_SEATS];
  guint8  bases[TG_MAX_SEATS];
  guint8  built[TG_MAX_SEATS];
  guint8  at[TG_MAX_SEATS];            /* harvester hex index */
  guint8  fore[TG_MAX_SEATS];          /* TgForeAbility */
  guint8  main_part[TG_MAX_SEATS];     /* TgMainAbility */

  /* The action in progress. */
  guint8  picks_left;                  /* TG_PHASE_ADD */
  guint8  center_active;               /* at the start of the action (R40) */
  gint8   ability;                     /* declared forepart ability, -1 */
  gint8   fee;                         /* the fee card paid, -1 */
  guint8  dest;                        /* the destination hex */
  TgBuild build;                       /* TG_PHASE_LINE / SLOT */
  guint8  n_lines;                     /* directions chosen so far */
  gint8   lines[3];                    /* per construction card needing one */
  guint8  n_played;                    /* cards still to slot */
  gint8   played[TG_MAX_PLAYED];       /* in slotting order */

  /* The computer player searching this copy: TsLevel + 1, 0 for none
   * (set by the forget hook on a seat's knowledge; never saved). */
  guint8  ai_level;

  TsRng   rng;
} TgState;


struct _TsTrehgrannikGame
{
  TsGame  parent_instance;
  TgState st;
};

static inline TgState *
tg_state (TsGame *game)
{
  return &((TsTrehgrannikGame *) game)->st;
}

static inline const TgCard *
tg_card (int card)
{
  return &tg_cards[card];
}

static inline guint
tg_fore_capacity (const TgState *st)
{
  return st->n_players == 4 ? 2 : 3;
}

static inline guint
tg_center_capacity (const TgState *st)
{
  return st->n_players == 4 ? 4 : 5;
}

static inline guint
tg_count (const guint8 *counts)
{
  guint n = 0;

  for (int c = 0; c < TG_N_CARDS; c++)
    n += counts[c];
  return n;
}

static inline guint
tg_hand_size (const TgState *st,
              int            seat)
{
  return tg_count (st->hand[seat]) + st->hand_hidden[seat];
}

static inline guint
tg_market_stacks (const TgState *st)
{
  guint n = 0;

  for (int c = 0; c < TG_N_CARDS; c++)
    n += st->market[c] > 0;
  return n;
}

static inline gboolean
tg_is_mountains (const TgState *st,
                 int            hex)
{
  return st->terrain[hex] == TG_MOUNTAINS;
}

static inline gboolean
tg_is_building_site (const TgState *st,
                     int            hex)
{
  return st->terrain[hex] < TG_MOUNTAINS && st->owner[hex] < 0;
}

#define TG_ALL_SEATS(st) ((guint8) ((1u << (st)->n_players) - 1))

/* trehgrannik-map.c */
/* Terrain and mountain groups of an arrangement (§3.4, §3.7). */
void     tg_state_assemble         (TgState       *st);
void     tg_state_find_groups      (TgState       *st);
/* The straight line from HEX in DIR: indices, at most 14. */
guint    tg_line                   (int            hex,
                                    int            dir,
                                    int           *out);
/* Destinations from the current seat's harvester (R13/R14); out holds
 * TG_N_HEXES. */
guint    tg_state_destinations     (const TgState *st,
                                    int            seat,
                                    gboolean       jump,
                                    gboolean       climber,
                                    int           *out);
/* The ASCII board for "show". */
void     tg_state_draw_board       (const TgState *st,
                                    GString       *out);

/* trehgrannik-build.c */
/* The hand of SEAT after paying FEE (-1: none). */
void     tg_hand_after_fee         (const TgState *st,
                                    int            seat,
                                    int            fee,
                                    guint8        *hand);
/* Whether some construction on HEX is legal for SEAT with HAND and the
 * declared ABILITY (-1: none). */
gboolean tg_can_build              (const TgState *st,
                                    int            seat,
                                    int            hex,
                                    const guint8  *hand,
                                    int            ability);
/* Every legal construction (R17–R21); OUT holds MAX.  Returns the count. */
guint    tg_list_builds            (const TgState *st,
                                    int            seat,
                                    int            hex,
                                    const guint8  *hand,
                                    int            ability,
                                    TgBuild       *out,
                                    guint          max);
gboolean tg_build_is_legal         (const TgState *st,
                                    int            seat,
                                    int            hex,
                                    const guint8  *hand,
                                    int            ability,
                                    const TgBuild *build);
/* Whether CARD satisfies its construction condition on HEX (§4.1). */
gboolean tg_condition_holds        (const TgState *st,
                                    int            card,
                                    int            hex);
/* The income of CARD built by SEAT on HEX (DIR for Intranet/Seismic), on
 * the board as it is; Systems amounts go per opponent into OWED (may be
 * NULL) and are not in the result. */
int      tg_card_income            (const TgState *st,
                                    int            seat,
                                    int            hex,
                                    int            card,
                                    int            dir,
                                    int           *owed);
/* The income of the construction B built by SEAT on HEX (each card on
 * its best line, doubled cards twice); what opponents owe goes per seat
 * into OWED (TG_MAX_SEATS, zeroed first) and is not in the result. */
int      tg_build_income           (const TgState *st,
                                    int            seat,
                                    int            hex,
                                    const TgBuild *b,
                                    int           *owed);
gboolean tg_card_needs_line        (int            card);
/* Best direction for CARD (highest income). */
int      tg_best_line              (const TgState *st,
                                    int            seat,
                                    int            hex,
                                    int            card);

/* trehgrannik-rules.c */
void     tg_state_init_empty       (TgState       *st);
gboolean tg_game_setup             (TsGame        *game,
                                    const TsSetup *setup,
                                    GError       **error);
void     tg_game_list_moves        (TsGame        *game,
                                    GArray        *moves);
gboolean tg_game_apply_move        (TsGame        *game,
                                    const TsMove  *move,
                                    GError       **error);
gboolean tg_game_is_legal          (TsGame        *game,
                                    const TsMove  *move);
int      tg_state_score            (const TgState *st,
                                    int            seat);
int      tg_state_cargo_bonus      (const TgState *st,
                                    int            seat);
void     tg_state_ranks            (const TgState *st,
                                    int           *ranks);
int      tg_game_get_score         (TsGame        *game,
                                    int            seat);
void     tg_game_get_ranks         (TsGame        *game,
                                    int           *ranks);
char    *tg_game_describe_score    (TsGame        *game,
                                    int            seat);
/* Market refill (R5); returns the number of cards drawn. */
guint    tg_state_refill           (TsGame        *game,
                                    TgState       *st);
/* Total cards of the game and where they are, for tests and checks. */
guint    tg_state_count_cards      (const TgState *st);
/* The checks every loaded state must pass (counts, places). */
gboolean tg_state_check            (const TgState *st,
                                    GError       **error);

/* trehgrannik-position.c */
char    *tg_game_save_state        (TsGame        *game);
/* trehgrannik-position2.c: the position a person writes (version 2). */
gboolean tg_position2_load         (TsGame        *game,
                                    const char    *text,
                                    GError       **error);
char    *tg_position2_save         (TsGame        *game);
gboolean tg_game_load_state        (TsGame        *game,
                                    const char    *text,
                                    GError       **error);

/* trehgrannik-views.c */
void     tg_game_redact            (TsGame        *game,
                                    int            seat,
                                    TsRedact       how);
gboolean tg_game_is_view           (TsGame        *game);
void     tg_game_determinise       (TsGame        *game,
                                    TsRng         *rng);

/* trehgrannik-notation.c */
char    *tg_game_format_move       (TsGame        *game,
                                    const TsMove  *move);
gboolean tg_game_parse_move        (TsGame        *game,
                                    const char    *text,
                                    TsMove        *move,
                                    GError       **error);
const char *tg_direction_word      (int            dir);
const char *tg_slot_word           (int            slot);

/* trehgrannik-events.c */
typedef enum
{
  TG_EVENT_TAKE_DECK = 1,      /* arg0: card (only to the taker) */
  TG_EVENT_TAKE_DECK_HIDDEN,   /* to the others */
  TG_EVENT_TAKE_MARKET,        /* arg0: card */
  TG_EVENT_REFILL,             /* arg0: card */
  TG_EVENT_USE,                /* arg0: ability, arg1: cards boxed */
  TG_EVENT_FEE,                /* arg0: card */
  TG_EVENT_GO,                 /* arg0, arg1: q, r; arg2: the way; arg3, arg4: the place */
  TG_EVENT_PAY,                /* arg0: owner, arg1: GC */
  TG_EVENT_BUILD,              /* arg0, arg1: q, r; arg2: kind; arg3, arg4: the place */
  TG_EVENT_INCOME,             /* arg0: card, arg1: GC, arg2: doubled */
  TG_EVENT_TAKEN,              /* arg0: opponent, arg1: GC */
  TG_EVENT_SLOT,               /* arg0: card, arg1: slot */
  TG_EVENT_RECYCLE_DECK,       /* arg0: card (only to the taker) */
  TG_EVENT_RECYCLE_DECK_HIDDEN,
  TG_EVENT_RECYCLE_MARKET,     /* arg0: card */
  TG_EVENT_TRIGGER,            /* the end is triggered */
  TG_EVENT_PASS,
  TG_EVENT_CARGO,              /* arg0: colour, arg1: GC */
  TG_EVENT_GAME_OVER,          /* arg0: TgEndReason */
  TG_EVENT_FINAL_SCORE,        /* arg0: score */
  TG_EVENT_FORE_READY,         /* arg0: TgForeAbility: the forepart is full */
  TG_EVENT_CENTER_FULL,        /* arg0: TgMainAbility: active from the next action */
} TgEventKind;

void     tg_emit                   (TsGame        *game,
                                    TgEventKind    kind,
                                    int            seat,
                                    guint8         visible_to,
                                    gboolean       reveals,
                                    int            a0,
                                    int            a1,
                                    int            a2);
/* The harvester of SEAT goes from hex FROM to TO (indices), or the project
 * KIND is built on HEX: the place is named on the board before the change. */
void     tg_emit_go                (TsGame        *game,
                                    int            seat,
                                    int            from,
                                    int            to,
                                    gboolean       jump);
void     tg_emit_build             (TsGame        *game,
                                    int            seat,
                                    int            hex,
                                    TgProjectKind  kind);
char    *tg_game_describe_event    (TsGame             *game,
                                    const TsEvent      *event,
                                    const char * const *names);

/* trehgrannik-ai.c */
/* A whole "Move and build" as the computer values it (spec §10). */
typedef struct
{
  int      value;      /* GC now, less the cards it costs */
  int      ability;    /* -1 */
  int      fee;        /* -1: none (Free Drive) */
  int      dest;
  gboolean builds;
  TgBuild  build;
} TgPlan;

gboolean tg_ai_plan_after          (const TgState *st,
                                    const TsMove  *move,
                                    TgPlan        *plan);
guint    tg_ai_sites_for           (const TgState *st,
                                    int            card);
gboolean tg_ai_trivial_move        (TsGame        *game,
                                    TsMove        *move);
gboolean tg_ai_playout_move        (TsGame        *game,
                                    TsRng         *rng,
                                    TsMove        *move);
gboolean tg_ai_evaluate            (TsGame        *game,
                                    double        *values);
void     tg_ai_prior               (TsGame        *game,
                                    const TsMove  *moves,
                                    guint          n_moves,
                                    double        *weights);
void     tg_ai_tune_search         (TsLevel        level,
                                    gpointer       params);
void     tg_ai_forget              (TsGame        *game,
                                    int            seat,
                                    TsLevel        level,
                                    TsRng         *rng);

/* trehgrannik-advice.c */
char    *tg_game_advise_move       (TsGame             *game,
                                    int                 seat,
                                    const TsMove       *move,
                                    const char * const *names);

G_END_DECLS
