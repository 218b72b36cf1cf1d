/* trigon-private.h — the plain state of Rule of Trigon and the internals
 * its files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not for the UI (it uses trigon-game.h).  The model is split by job:
 *   trigon-data.c      the map, figures and cards as tables
 *   trigon-rules.c     setup, rounds, collection, the action phase, apply
 *   trigon-battle.c    attacks, windows, rolls, casualties, conquest
 *   trigon-cards.c     event cards, negative-card choices, tasks, bonuses
 *   trigon-views.c     per-seat views and determinisation
 *   trigon-notation.c  move text and constructors
 *   trigon-position.c  the position text
 *   trigon-scenario.c  checked setters for building positions, invariants
 *   trigon-events.c    event words and the text map
 *   trigon-game.c      the class, options and accessors
 */
#pragma once

#include "trigon-game.h"

G_BEGIN_DECLS

#define TG_MAX_SEATS TS_MAX_SEATS
#define TG_MAX_FORCED 64

/* What a knight or scout may still do this turn (R37, R39, R41). */
typedef enum
{
  TG_MV_FRESH,     /* may step and ride */
  TG_MV_STEPPED,   /* may ride */
  TG_MV_RODE,      /* may step */
  TG_MV_DONE,      /* stepped and rode */
  TG_MV_FROZEN,    /* attacked (R41) or defected (E10): nothing more */
  TG_N_MV
} TgMv;

/* Boats: sailed or not. */
enum { TG_BOAT_FRESH, TG_BOAT_SAILED, TG_N_BOAT_MV };

/* Collection steps (R13). */
enum { TG_COLL_TAXES, TG_COLL_BIRTHS, TG_COLL_BONUS, TG_COLL_DONE };

typedef struct
{
  gint8   owner;        /* seat, or TG_NONE: no settlement */
  guint8  city;
  guint8  inhabitants;
  gint8   card;         /* village card 0–49 */
  guint8  token;        /* 1–10 */
} TgSettlement;

typedef struct
{
  guint8  active;
  gint8   attacker, defender;
  gint8   target, origin;      /* positions; origin: where boats return */
  guint8  by_sea;
  guint16 knights, scouts;     /* the attacking army (off the board) */
  guint8  boats;
  guint8  att_cards, def_cards;  /* TgBattleCard masks */
  guint8  step;                /* TgBattleStep */
  gint8   loser;               /* TG_PHASE_CASUALTY: attacker (0) or defender (1) */
  guint8  removed_att;         /* kinds removed from the attacker (1 << TgFigure) */
  guint8  removed_def;         /* from the defender; bit 3: the settlement */
  guint8  last_roll[2];        /* sums of the last roll, for the log */
  guint8  fallen;              /* the settlement fell (R50: last piece) */
  guint8  fled;                /* Vluchten was played */
} TgBattle;

enum
{
  TG_BSTEP_FLEE,        /* R48.1 */
  TG_BSTEP_ATT_CARDS,   /* R48.2 */
  TG_BSTEP_DEF_CARDS,   /* R48.3 */
  TG_BSTEP_ROLL,        /* roll next */
};

/* A negative card being resolved (R57, R58). */
typedef struct
{
  gint8   kind;         /* TgEventKind, or TG_NONE */
  gint8   buyer;
  guint8  n_seats;      /* the affected players in order */
  gint8   seats[TG_MAX_SEATS];
  guint8  index;        /* the one choosing now */
  guint8  started;      /* the current seat's units were computed */
  guint8  asked;        /* the protection question was settled */
  guint8  units;        /* what the current seat still loses */
} TgNegative;

typedef struct
{
  /* Players. */
  guint8   n_players;
  gint8    realm[TG_MAX_SEATS];          /* TgRealm per seat */
  gint8    seat_of_realm[TG_N_REALMS];   /* TG_NONE: not in play */
  guint8   coins[TG_MAX_SEATS][TG_N_COINS];
  guint8   bank[TG_N_COINS];
  guint8   palace[TG_MAX_SEATS];
  guint8   eliminated[TG_MAX_SEATS];
  gint8    elim_order[TG_MAX_SEATS];
  guint8   n_elim;
  guint8   foundings[TG_MAX_SEATS];
  guint32  tasks_done[TG_MAX_SEATS];    /* bit t: task t completed (public) */
  guint8   n_tasks_done[TG_MAX_SEATS];
  gint8    bonus_holder[TG_N_BONUS_CARDS];  /* TG_NONE; -2: left the game */
  guint64  played[TG_MAX_SEATS];        /* bit e: a STAYS card of kind e lies face up */

  /* Hidden: hands and task progress. */
  guint8   hand[TG_MAX_SEATS][TG_N_EVENT_KINDS];
  guint32  tasks_held[TG_MAX_SEATS];
  guint8   progress[TG_MAX_SEATS][TG_N_TASKS];

  /* Decks: index 0 is the top. */
  gint8    village_deck[TG_N_VILLAGE_DECK];
  guint8   n_village;
  guint8   village_known;               /* the last N cards' identities are public */
  gint8    task_deck[TG_N_TASKS];
  guint8   n_task;
  gint8    event_deck[TG_N_EVENT_CARDS];
  guint8   n_event;
  gint8    discard[TG_N_EVENT_CARDS];
  guint8   n_discard;

  /* The board. */
  gint8    occupant[TG_N_POSITIONS];    /* derived: whose pieces stand there */
  guint16  knights[TG_N_POSITIONS][TG_N_MV];
  guint8   scouts[TG_N_POSITIONS][TG_N_MV];
  guint8   boats[TG_N_SITES][TG_N_BOAT_MV];
  TgSettlement settle[TG_N_SITES];

  /* Rounds and turns. */
  guint8   round;                       /* from 1 */
  guint8   coll_order[TG_MAX_SEATS];
  guint8   act_order[TG_MAX_SEATS];
  guint8   n_order;                     /* players not eliminated at the round's start */
  guint8   turn_index;                  /* into act_order */
  gint8    active;                      /* whose turn; TG_NONE in collection */
  guint8   coll_step, coll_index, coll_token;
  guint8   phase;                       /* TgPhase */
  gint8    current;                     /* who decides; TS_SEAT_NONE when over */
  gint8    winner;
  guint8   end;                         /* TgEnd */

  /* This turn. */
  guint8   offers[TG_MAX_SEATS];        /* R32: offers to each seat */
  guint8   explorer;                    /* E46 played */
  guint8   turn_boats, turn_knights;    /* paid builds since turn start */

  /* Pending decisions. */
  gint8    bonus_seat;                  /* R25: TG_NONE, or the city's owner */
  guint8   bonus_left[TG_N_FIGURES];
  gint8    rk_seat;                     /* R17 */
  guint8   rk_left;
  TgNegative neg;
  gint8    offer_to;                    /* R32 */
  guint8   offer_give[TG_N_COINS], offer_get[TG_N_COINS];
  gint8    swap_to, swap_card;          /* R33 */
  gint8    spy_target;                  /* Spionage */
  guint8   second_village;              /* R5 (a): seats that still found one */
  TgBattle battle;

  /* Options (R5). */
  guint8   opt_points, opt_tasks, opt_emperor_silver, opt_emperor_gold;
  guint8   opt_emperor_inhabitants;
  guint8   opt_win_points, opt_win_emperor, opt_win_tasks;
  guint8   opt_second_village;

  /* A seat's view (tg_views_redact): whose hands are real; TG_NONE in
   * the game itself.  Never saved. */
  gint8    view_seat;
  gint8    view_spy;                    /* the hand the viewer was shown */

  guint8   n_forced;
  guint8   forced[TG_MAX_FORCED];
  TsRng    rng;
} TgState;

struct _TsTrigonGame
{
  TsGame  parent_instance;
  TgState st;
};

static inline TgState *
tg_state (TsGame *game)
{
  return &((TsTrigonGame *) game)->st;
}

static inline guint
tg_count_knights (const TgState *st,
                  int            pos)
{
  guint n = 0;

  for (int m = 0; m < TG_N_MV; m++)
    n += st->knights[pos][m];
  return n;
}

static inline guint
tg_count_scouts (const TgState *st,
                 int            pos)
{
  guint n = 0;

  for (int m = 0; m < TG_N_MV; m++)
    n += st->scouts[pos][m];
  return n;
}

static inline guint
tg_count_boats (const TgState *st,
                int            pos)
{
  if (!tg_position_is_site (pos))
    return 0;
  return st->boats[pos][0] + st->boats[pos][1];
}

static inline guint
tg_count_hand (const TgState *st,
               int            seat)
{
  guint n = 0;

  for (int e = 0; e < TG_N_EVENT_KINDS; e++)
    n += st->hand[seat][e];
  return n;
}

/* ------------------------------------------------------------------ */
/* trigon-rules.c                                                      */

void     tg_state_init_empty   (TgState        *st);
/* Recomputes occupant[POS] from the pieces there. */
void     tg_state_update_occupant (TgState     *st,
                                   int          pos);
guint    tg_count_all_figures  (const TgState  *st,
                                int             seat,
                                TgFigure        figure);
guint    tg_count_settlements  (const TgState  *st,
                                int             seat);
guint    tg_count_inhabitants  (const TgState  *st,
                                int             seat);
int      tg_lowest_free_token  (const TgState  *st,
                                int             seat);
gboolean tg_holds_realm        (const TgState  *st,
                                int             seat,
                                int             realm);
int      tg_score              (const TgState  *st,
                                int             seat);
int      tg_roll_die           (TgState        *st);
/* Pays what the bank has (R9). */
void     tg_receive            (TgState        *st,
                                int             seat,
                                TgCoin          coin,
                                guint           n);
void     tg_pay                (TgState        *st,
                                int             seat,
                                TgCoin          coin,
                                guint           n);
/* Removes one figure of SEAT from POS (its least able state first). */
void     tg_remove_figure      (TgState        *st,
                                int             pos,
                                TgFigure        figure);
/* Adds a fresh figure. */
void     tg_add_figure         (TgState        *st,
                                int             seat,
                                int             pos,
                                TgFigure        figure);
/* Adds inhabitants one at a time (R24, R25, R64): may make a city and
 * queue its bonus. */
void     tg_add_inhabitants    (TsGame         *game,
                                int             site,
                                guint           n);
/* Puts a new village of SEAT on SITE with the top village card. */
void     tg_found_village      (TsGame         *game,
                                int             seat,
                                int             site,
                                gboolean        counts);
/* Removes a settlement (Winter, Grillen, conquest without a token). */
void     tg_remove_settlement  (TsGame         *game,
                                int             site);
/* R54 and R71 after an event; returns TRUE when the game ended. */
gboolean tg_check_end          (TsGame         *game);
/* trigon-round.c */
void     tg_finish             (TsGame         *game,
                                int             winner,
                                TgEnd           end);
void     tg_start_round        (TsGame         *game);
void     tg_next_turn          (TsGame         *game);
gboolean tg_second_village_site_ok (const TgState *st,
                                    int            seat,
                                    int            site);
gboolean tg_bonus_can_stand    (const TgState  *st,
                                int             seat,
                                int             site,
                                TgFigure        figure);
void     tg_shuffle_into       (TgState        *st,
                                gint8          *deck,
                                int            *cards,
                                int             n);
/* §8's default site for the realm knights of SEAT. */
int      tg_realm_knights_default_site (const TgState *st,
                                        int            seat);
/* Runs the automatic parts of the game until someone must decide. */
void     tg_advance            (TsGame         *game);
gboolean tg_rules_check        (TsGame         *game,
                                const TsMove   *move,
                                GError        **error);
/* R1–R4 only: the position before round 1 (tests). */
gboolean tg_setup_position     (TsGame         *game,
                                const TsSetup  *setup,
                                GError        **error);
gboolean tg_rules_setup        (TsGame         *game,
                                const TsSetup  *setup,
                                GError        **error);
void     tg_rules_list_moves   (TsGame         *game,
                                GArray         *moves);
gboolean tg_rules_apply_move   (TsGame         *game,
                                const TsMove   *move,
                                GError        **error);
gboolean tg_rules_is_legal     (TsGame         *game,
                                const TsMove   *move);
int      tg_rules_get_score    (TsGame         *game,
                                int             seat);
void     tg_rules_get_ranks    (TsGame         *game,
                                int            *ranks);
char    *tg_rules_describe_score (TsGame       *game,
                                  int           seat);
void     tg_emit               (TsGame         *game,
                                int             kind,
                                int             seat,
                                guint8          visible_to,
                                gboolean        reveals,
                                int a0, int a1, int a2, int a3, int a4);

/* ------------------------------------------------------------------ */
/* trigon-battle.c                                                     */

/* Dice of a side now (R45, R46). */
int      tg_battle_dice        (const TgState  *st,
                                gboolean        attacker);
/* Starts an attack of the army moving from FROM into TARGET. */
void     tg_battle_start       (TsGame         *game,
                                int             from,
                                int             target,
                                gboolean        by_sea,
                                guint           knights,
                                guint           scouts,
                                guint           boats);
/* The battle's next step: TRUE when a decision is needed now. */
gboolean tg_battle_advance     (TsGame         *game);
gboolean tg_battle_check       (TsGame         *game,
                                const TsMove   *move,
                                GError        **error);
void     tg_battle_apply       (TsGame         *game,
                                const TsMove   *move);
void     tg_battle_list        (TsGame         *game,
                                GArray         *moves);
/* Whether the defender of the declared battle may play Vluchten (R49). */
gboolean tg_battle_can_flee    (const TgState  *st);

/* ------------------------------------------------------------------ */
/* trigon-cards.c                                                      */

gboolean tg_cards_check_play   (TsGame         *game,
                                const TsMove   *move,
                                GError        **error);
void     tg_cards_apply_play   (TsGame         *game,
                                const TsMove   *move);
void     tg_cards_list_plays   (TsGame         *game,
                                GArray         *moves);
/* A bought negative card (R57). */
void     tg_cards_start_negative (TsGame       *game,
                                  int           kind);
/* The negative card's next step: TRUE when a decision is needed now. */
gboolean tg_cards_negative_advance (TsGame     *game);
gboolean tg_cards_check_negative (TsGame       *game,
                                  const TsMove *move,
                                  GError      **error);
void     tg_cards_apply_negative (TsGame       *game,
                                  const TsMove *move);
void     tg_cards_list_negative (TsGame        *game,
                                 GArray        *moves);
/* §8's default for a negative-card choice, a protection, Spionage. */
gboolean tg_cards_default_negative (TsGame     *game,
                                    TsMove     *move);
/* Tasks (§3.2): the triggers. */
void     tg_tasks_battle_won   (TsGame         *game,
                                int             winner,
                                guint           removed_kinds,
                                gboolean        conquest);
void     tg_tasks_trade        (TsGame         *game,
                                int             seat,
                                const guint8    received[TG_N_COINS]);
/* SEAT received CARD in a completed swap. */
void     tg_tasks_swap         (TsGame         *game,
                                int             seat,
                                int             card_received);
void     tg_tasks_built        (TsGame         *game,
                                int             seat,
                                TgFigure        figure);
void     tg_tasks_founded      (TsGame         *game,
                                int             seat,
                                int             site);
void     tg_tasks_played       (TsGame         *game,
                                int             seat,
                                int             kind);
void     tg_tasks_entered      (TsGame         *game,
                                int             seat,
                                int             from,
                                int             to);
/* A founding counts (Verkenner). */
void     tg_bonus_check        (TsGame         *game,
                                int             seat);

/* ------------------------------------------------------------------ */
/* trigon-ai.c                                                         */

/* §10.2: the chance that ATTACKERS knights take a position defended by
 * these pieces, each side losing in R50's automatic order. */
double   tg_ai_battle_chance   (int             attackers,
                                int             knights,
                                int             boats,
                                int             scouts,
                                gboolean        settlement,
                                gboolean        palace);
gboolean tg_ai_choose_move     (TsGame         *game,
                                int             seat,
                                TsLevel         level,
                                TsRng          *rng,
                                TsMove         *move);

/* ------------------------------------------------------------------ */
/* trigon-notation.c, trigon-position.c, trigon-views.c, trigon-events.c */

char    *tg_notation_format    (TsGame         *game,
                                const TsMove   *move);
gboolean tg_notation_parse     (TsGame         *game,
                                const char     *text,
                                TsMove         *move,
                                GError        **error);
char    *tg_position_save      (TsGame         *game);
/* What load_state checks of a whole state (coins, cards, pieces, R6). */
gboolean tg_position_validate  (const TgState  *st,
                                GError        **error);
gboolean tg_position_load      (TsGame         *game,
                                const char     *text,
                                GError        **error);
void     tg_views_redact       (TsGame         *game,
                                int             seat,
                                TsRedact        how);
void     tg_views_determinise  (TsGame         *game,
                                TsRng          *rng);
char    *tg_events_describe    (TsGame             *game,
                                const TsEvent      *event,
                                const char * const *names);
char    *tg_events_describe_position (TsGame             *game,
                                      const char * const *names);

/* A public event about SEAT with up to five arguments (the rest 0). */
#define EMIT(kind, seat, ...)                                             \
  G_STMT_START {                                                          \
    const int tg_args_[] = { __VA_ARGS__, 0, 0, 0, 0, 0 };               \
    tg_emit (game, (kind), (seat), TS_EVENT_EVERYONE, FALSE, tg_args_[0], \
             tg_args_[1], tg_args_[2], tg_args_[3], tg_args_[4]);         \
  } G_STMT_END


G_END_DECLS
