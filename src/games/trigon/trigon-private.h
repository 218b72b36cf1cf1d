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
 *   trigon-validate.c  whether a state is one the rules can reach
 *   trigon-scenario.c  checked setters for building positions, invariants
 *   trigon-words.c     places, cards, coins, armies and moves in words
 *   trigon-events.c    event words and the text map
 *   trigon-advice.c    a suggested move as advice, with its reason
 *   trigon-ai.c        the computer player: odds, threats, turns, answers
 *   trigon-ai-trade.c  its coin trades and blind swaps
 *   trigon-game.c      the class, options and accessors
 */
#pragma once

#include "trigon-game.h"

G_BEGIN_DECLS

#define TRG_MAX_SEATS TS_MAX_SEATS
#define TRG_MAX_FORCED 64
/* Knights of one movement state on one position, and in an attacking
 * army: far above what 30 rounds can build (at most 32 realm knights a
 * round), low enough that no sum of them overflows a guint16. */
#define TRG_MAX_KNIGHTS 2000
/* City bonus figures waiting: one per city, at most one city per token. */
#define TRG_MAX_BONUS TRG_TOKEN_LIMIT

/* What a knight or scout may still do this turn (R37, R39, R41). */
typedef enum
{
  TRG_MV_FRESH,     /* may step and ride */
  TRG_MV_STEPPED,   /* may ride */
  TRG_MV_RODE,      /* may step */
  TRG_MV_DONE,      /* stepped and rode */
  TRG_MV_FROZEN,    /* attacked (R41) or defected (E10): nothing more */
  TRG_N_MV
} TrgMv;

/* Boats: sailed or not. */
enum { TRG_BOAT_FRESH, TRG_BOAT_SAILED, TRG_N_BOAT_MV };

/* Collection steps (R13). */
enum { TRG_COLL_TAXES, TRG_COLL_BIRTHS, TRG_COLL_BONUS, TRG_COLL_DONE };

typedef struct
{
  gint8   owner;        /* seat, or TRG_NONE: no settlement */
  guint8  city;
  guint8  inhabitants;
  gint8   card;         /* village card 0–49 */
  guint8  token;        /* 1–10 */
} TrgSettlement;

typedef struct
{
  guint8  active;
  gint8   attacker, defender;
  gint8   target, origin;      /* positions; origin: where boats return */
  guint8  by_sea;
  guint16 knights, scouts;     /* the attacking army (off the board) */
  guint8  boats;
  guint8  att_cards, def_cards;  /* TrgBattleCard masks */
  guint8  step;                /* TrgBattleStep */
  gint8   loser;               /* TRG_PHASE_CASUALTY: attacker (0) or defender (1) */
  guint8  removed_att;         /* kinds removed from the attacker (1 << TrgFigure) */
  guint8  removed_def;         /* from the defender; bit 3: the settlement */
  guint8  last_roll[2];        /* sums of the last roll, for the log */
  guint8  fallen;              /* the settlement fell (R50: last piece) */
  guint8  fled;                /* Vluchten was played */
} TrgBattle;

enum
{
  TRG_BSTEP_FLEE,        /* R48.1 */
  TRG_BSTEP_ATT_CARDS,   /* R48.2 */
  TRG_BSTEP_DEF_CARDS,   /* R48.3 */
  TRG_BSTEP_ROLL,        /* roll next */
};

/* A negative card being resolved (R57, R58). */
typedef struct
{
  gint8   kind;         /* TrgEventKind, or TRG_NONE */
  gint8   buyer;
  guint8  n_seats;      /* the affected players in order */
  gint8   seats[TRG_MAX_SEATS];
  guint8  index;        /* the one choosing now */
  guint8  started;      /* the current seat's units were computed */
  guint8  asked;        /* the protection question was settled */
  guint8  units;        /* what the current seat still loses */
} TrgNegative;

typedef struct
{
  /* Players. */
  guint8   n_players;
  gint8    realm[TRG_MAX_SEATS];          /* TrgRealm per seat */
  gint8    seat_of_realm[TRG_N_REALMS];   /* TRG_NONE: not in play */
  guint8   coins[TRG_MAX_SEATS][TRG_N_COINS];
  guint8   bank[TRG_N_COINS];
  guint8   palace[TRG_MAX_SEATS];
  guint8   eliminated[TRG_MAX_SEATS];
  gint8    elim_order[TRG_MAX_SEATS];
  guint8   n_elim;
  guint8   foundings[TRG_MAX_SEATS];
  guint32  tasks_done[TRG_MAX_SEATS];    /* bit t: task t completed (public) */
  guint8   n_tasks_done[TRG_MAX_SEATS];
  gint8    bonus_holder[TRG_N_BONUS_CARDS];  /* TRG_NONE; -2: left the game */
  guint64  played[TRG_MAX_SEATS];        /* bit e: a STAYS card of kind e lies face up */

  /* Hidden: hands and task progress. */
  guint8   hand[TRG_MAX_SEATS][TRG_N_EVENT_KINDS];
  guint32  tasks_held[TRG_MAX_SEATS];
  guint8   progress[TRG_MAX_SEATS][TRG_N_TASKS];

  /* Decks: index 0 is the top. */
  gint8    village_deck[TRG_N_VILLAGE_DECK];
  guint8   n_village;
  guint8   village_known;               /* the last N cards' identities are public */
  gint8    task_deck[TRG_N_TASKS];
  guint8   n_task;
  gint8    event_deck[TRG_N_EVENT_CARDS];
  guint8   n_event;
  gint8    discard[TRG_N_EVENT_CARDS];
  guint8   n_discard;

  /* The board. */
  gint8    occupant[TRG_N_POSITIONS];    /* derived: whose pieces stand there */
  guint16  knights[TRG_N_POSITIONS][TRG_N_MV];
  guint8   scouts[TRG_N_POSITIONS][TRG_N_MV];
  guint8   boats[TRG_N_SITES][TRG_N_BOAT_MV];
  TrgSettlement settle[TRG_N_SITES];

  /* Rounds and turns. */
  guint8   round;                       /* from 1 */
  guint8   coll_order[TRG_MAX_SEATS];
  guint8   act_order[TRG_MAX_SEATS];
  guint8   n_order;                     /* players not eliminated at the round's start */
  guint8   turn_index;                  /* into act_order */
  gint8    active;                      /* whose turn; TRG_NONE in collection */
  guint8   coll_step, coll_index, coll_token;
  guint8   phase;                       /* TrgPhase */
  gint8    current;                     /* who decides; TS_SEAT_NONE when over */
  gint8    winner;
  guint8   end;                         /* TrgEnd */

  /* This turn. */
  guint8   offers[TRG_MAX_SEATS];        /* R32: offers to each seat */
  guint8   explorer;                    /* E46 played */
  guint8   turn_boats, turn_knights;    /* paid builds since turn start */

  /* Pending decisions. */
  gint8    bonus_seat;                  /* R25: TRG_NONE, or the city's owner */
  guint8   bonus_left[TRG_N_FIGURES];
  gint8    rk_seat;                     /* R17 */
  guint8   rk_left;
  TrgNegative neg;
  gint8    offer_to;                    /* R32 */
  guint8   offer_give[TRG_N_COINS], offer_get[TRG_N_COINS];
  gint8    swap_to, swap_card;          /* R33 */
  gint8    spy_target;                  /* Spionage */
  guint8   second_village;              /* R5 (a): seats that still found one */
  TrgBattle battle;

  /* Options (R5). */
  guint8   opt_points, opt_tasks, opt_emperor_silver, opt_emperor_gold;
  guint8   opt_emperor_inhabitants;
  guint8   opt_win_points, opt_win_emperor, opt_win_tasks;
  guint8   opt_second_village;

  /* A seat's view (trg_views_redact): whose hands are real; TRG_NONE in
   * the game itself.  Never saved. */
  gint8    view_seat;
  gint8    view_spy;                    /* the hand the viewer was shown */

  guint8   n_forced;
  guint8   forced[TRG_MAX_FORCED];
  TsRng    rng;
} TrgState;

struct _TsTrigonGame
{
  TsGame  parent_instance;
  TrgState st;
};

static inline TrgState *
trg_state (TsGame *game)
{
  return &((TsTrigonGame *) game)->st;
}

static inline guint
trg_count_knights (const TrgState *st,
                  int            pos)
{
  guint n = 0;

  for (int m = 0; m < TRG_N_MV; m++)
    n += st->knights[pos][m];
  return n;
}

static inline guint
trg_count_scouts (const TrgState *st,
                 int            pos)
{
  guint n = 0;

  for (int m = 0; m < TRG_N_MV; m++)
    n += st->scouts[pos][m];
  return n;
}

static inline guint
trg_count_boats (const TrgState *st,
                int            pos)
{
  if (!trg_position_is_site (pos))
    return 0;
  return st->boats[pos][0] + st->boats[pos][1];
}

static inline guint
trg_count_hand (const TrgState *st,
               int            seat)
{
  guint n = 0;

  for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
    n += st->hand[seat][e];
  return n;
}

/* ------------------------------------------------------------------ */
/* trigon-rules.c                                                      */

void     trg_state_init_empty   (TrgState        *st);
/* Recomputes occupant[POS] from the pieces there. */
void     trg_state_update_occupant (TrgState     *st,
                                   int          pos);
guint    trg_count_all_figures  (const TrgState  *st,
                                int             seat,
                                TrgFigure        figure);
guint    trg_count_settlements  (const TrgState  *st,
                                int             seat);
guint    trg_count_inhabitants  (const TrgState  *st,
                                int             seat);
int      trg_lowest_free_token  (const TrgState  *st,
                                int             seat);
gboolean trg_holds_realm        (const TrgState  *st,
                                int             seat,
                                int             realm);
int      trg_score              (const TrgState  *st,
                                int             seat);
int      trg_roll_die           (TrgState        *st);
/* Pays what the bank has (R9). */
void     trg_receive            (TrgState        *st,
                                int             seat,
                                TrgCoin          coin,
                                guint           n);
void     trg_pay                (TrgState        *st,
                                int             seat,
                                TrgCoin          coin,
                                guint           n);
/* Removes one figure of SEAT from POS (its least able state first). */
void     trg_remove_figure      (TrgState        *st,
                                int             pos,
                                TrgFigure        figure);
/* Adds a fresh figure. */
void     trg_add_figure         (TrgState        *st,
                                int             seat,
                                int             pos,
                                TrgFigure        figure);
/* Adds inhabitants one at a time (R24, R25, R64): may make a city and
 * queue its bonus. */
void     trg_add_inhabitants    (TsGame         *game,
                                int             site,
                                guint           n);
/* Puts a new village of SEAT on SITE with the top village card. */
void     trg_found_village      (TsGame         *game,
                                int             seat,
                                int             site,
                                gboolean        counts);
/* Removes a settlement (Winter, Grillen, conquest without a token). */
void     trg_remove_settlement  (TsGame         *game,
                                int             site);
/* R54 and R71 after an event; returns TRUE when the game ended. */
gboolean trg_check_end          (TsGame         *game);
/* trigon-round.c */
void     trg_finish             (TsGame         *game,
                                int             winner,
                                TrgEnd           end);
void     trg_start_round        (TsGame         *game);
void     trg_next_turn          (TsGame         *game);
gboolean trg_second_village_site_ok (const TrgState *st,
                                    int            seat,
                                    int            site);
gboolean trg_bonus_can_stand    (const TrgState  *st,
                                int             seat,
                                int             site,
                                TrgFigure        figure);
void     trg_shuffle_into       (TrgState        *st,
                                gint8          *deck,
                                int            *cards,
                                int             n);
/* §8's default site for the realm knights of SEAT. */
int      trg_realm_knights_default_site (const TrgState *st,
                                        int            seat);
/* Runs the automatic parts of the game until someone must decide. */
void     trg_advance            (TsGame         *game);
gboolean trg_rules_check        (TsGame         *game,
                                const TsMove   *move,
                                GError        **error);
/* R1–R4 only: the position before round 1 (tests). */
gboolean trg_setup_position     (TsGame         *game,
                                const TsSetup  *setup,
                                GError        **error);
gboolean trg_rules_setup        (TsGame         *game,
                                const TsSetup  *setup,
                                GError        **error);
void     trg_rules_list_moves   (TsGame         *game,
                                GArray         *moves);
gboolean trg_rules_apply_move   (TsGame         *game,
                                const TsMove   *move,
                                GError        **error);
gboolean trg_rules_is_legal     (TsGame         *game,
                                const TsMove   *move);
int      trg_rules_get_score    (TsGame         *game,
                                int             seat);
void     trg_rules_get_ranks    (TsGame         *game,
                                int            *ranks);
char    *trg_rules_describe_score (TsGame       *game,
                                  int           seat);
void     trg_emit               (TsGame         *game,
                                int             kind,
                                int             seat,
                                guint8          visible_to,
                                gboolean        reveals,
                                int a0, int a1, int a2, int a3, int a4);

/* ------------------------------------------------------------------ */
/* trigon-battle.c                                                     */

/* Dice of a side now (R45, R46). */
int      trg_battle_dice        (const TrgState  *st,
                                gboolean        attacker);
/* Starts an attack of the army moving from FROM into TARGET. */
void     trg_battle_start       (TsGame         *game,
                                int             from,
                                int             target,
                                gboolean        by_sea,
                                guint           knights,
                                guint           scouts,
                                guint           boats);
/* The battle's next step: TRUE when a decision is needed now. */
gboolean trg_battle_advance     (TsGame         *game);
gboolean trg_battle_check       (TsGame         *game,
                                const TsMove   *move,
                                GError        **error);
void     trg_battle_apply       (TsGame         *game,
                                const TsMove   *move);
void     trg_battle_list        (TsGame         *game,
                                GArray         *moves);
/* Whether the defender of the declared battle may play Vluchten (R49). */
gboolean trg_battle_can_flee    (const TrgState  *st);

/* ------------------------------------------------------------------ */
/* trigon-cards.c                                                      */

gboolean trg_cards_check_play   (TsGame         *game,
                                const TsMove   *move,
                                GError        **error);
void     trg_cards_apply_play   (TsGame         *game,
                                const TsMove   *move);
void     trg_cards_list_plays   (TsGame         *game,
                                GArray         *moves);
/* A bought negative card (R57). */
void     trg_cards_start_negative (TsGame       *game,
                                  int           kind);
/* The negative card's next step: TRUE when a decision is needed now. */
gboolean trg_cards_negative_advance (TsGame     *game);
gboolean trg_cards_check_negative (TsGame       *game,
                                  const TsMove *move,
                                  GError      **error);
void     trg_cards_apply_negative (TsGame       *game,
                                  const TsMove *move);
void     trg_cards_list_negative (TsGame        *game,
                                 GArray        *moves);
/* §8's default for a negative-card choice, a protection, Spionage. */
gboolean trg_cards_default_negative (TsGame     *game,
                                    TsMove     *move);
/* Tasks (§3.2): the triggers. */
void     trg_tasks_battle_won   (TsGame         *game,
                                int             winner,
                                guint           removed_kinds,
                                gboolean        conquest);
void     trg_tasks_trade        (TsGame         *game,
                                int             seat,
                                const guint8    received[TRG_N_COINS]);
/* SEAT received CARD in a completed swap. */
void     trg_tasks_swap         (TsGame         *game,
                                int             seat,
                                int             card_received);
void     trg_tasks_built        (TsGame         *game,
                                int             seat,
                                TrgFigure        figure);
void     trg_tasks_founded      (TsGame         *game,
                                int             seat,
                                int             site);
void     trg_tasks_played       (TsGame         *game,
                                int             seat,
                                int             kind);
void     trg_tasks_entered      (TsGame         *game,
                                int             seat,
                                int             from,
                                int             to);
/* A founding counts (Verkenner). */
void     trg_bonus_check        (TsGame         *game,
                                int             seat);

/* ------------------------------------------------------------------ */
/* trigon-ai.c                                                         */

/* §10.2: the chance that ATTACKERS knights take a position defended by
 * these pieces, each side losing in R50's automatic order. */
double   trg_ai_battle_chance   (int             attackers,
                                int             knights,
                                int             boats,
                                int             scouts,
                                gboolean        settlement,
                                gboolean        palace);
gboolean trg_ai_choose_move     (TsGame         *game,
                                int             seat,
                                TsLevel         level,
                                TsRng          *rng,
                                TsMove         *move);

/* The candidate actions of a decision in the seat's own turn, each with
 * its value (§10.3's order becomes the size of the values). */
typedef struct
{
  TsMove move;
  double value;
} TrgAiCandidate;

typedef struct
{
  TsGame         *game;
  TrgState       *st;
  int             seat;
  TsLevel         level;
  TrgAiCandidate  list[64];
  guint           n;
} TrgAiPlan;

/* Adds MOVE with VALUE if it is legal now. */
void     trg_ai_offer           (TrgAiPlan       *plan,
                                TsMove          move,
                                double          value);
/* §10.3's P(lost next round) of SEAT's POS. */
double   trg_ai_threat          (const TrgState  *st,
                                int             seat,
                                int             pos);
/* How near player P is to winning, from 0 (not near) to 1 (one step
 * away): by the emperor (inhabitants and the coins for the crown), by
 * points, or by tasks.  A computer contests such a leader (issue 26). */
double   trg_ai_leader_urgency  (const TrgState  *st,
                                int             p);
/* A capital with its owner's palace stands on POS. */
gboolean trg_ai_palace_at       (const TrgState  *st,
                                int             pos);
/* The chance that ATTACKERS knights take POS as it stands (§10.2). */
double   trg_ai_attack_chance   (const TrgState  *st,
                                int             attackers,
                                int             pos);
/* Land steps from FROM to every position over positions not held by
 * others (-1: unreachable). */
void     trg_ai_distances       (const TrgState  *st,
                                int             seat,
                                int             from,
                                int            *dist);
/* trigon-ai-contest.c: normal and hard contest a leader near winning. */
void     trg_ai_plan_contest    (TrgAiPlan       *plan);
/* SITE may still be founded on by SEAT. */
gboolean trg_ai_eligible        (const TrgState  *st,
                                int             seat,
                                int             site);
/* trigon-ai-trade.c */
double   trg_ai_coins_value     (const guint8    *coins);
/* What SEAT means to spend coins of COIN on this or next turn (the
 * needs its trades and exchanges follow), for the advice's reasons. */
typedef enum
{
  TRG_AI_FOR_NOTHING,
  TRG_AI_FOR_KNIGHTS,     /* copper: knights for a threatened settlement */
  TRG_AI_FOR_SCOUT,
  TRG_AI_FOR_TASK,
  TRG_AI_FOR_EMPEROR,
} TrgAiPurpose;
TrgAiPurpose trg_ai_coin_purpose (const TrgState *st,
                                 int            seat,
                                 int            coin);
void     trg_ai_plan_trades     (TrgAiPlan       *plan);
gboolean trg_ai_accept_trade    (const TrgState  *st,
                                int             seat);
/* The card SEAT gives to accept the pending blind swap, or TRG_NONE. */
int      trg_ai_swap_answer     (const TrgState  *st,
                                int             seat);

/* ------------------------------------------------------------------ */
/* trigon-notation.c, trigon-position.c, trigon-views.c, trigon-events.c */

char    *trg_notation_format    (TsGame         *game,
                                const TsMove   *move);
gboolean trg_notation_parse     (TsGame         *game,
                                const char     *text,
                                TsMove         *move,
                                GError        **error);
char    *trg_position_save      (TsGame         *game);
/* trigon-position2.c: the position a person writes (version 2). */
gboolean trg_position2_load     (TsGame         *game,
                                 const char     *text,
                                 GError        **error);
char    *trg_position2_save     (TsGame         *game);
/* Blanks what means nothing (a deck beyond its count, an offer nobody
 * answers, a battle not fought): the same games write the same text. */
void     trg_position_canonical (TrgState       *st);
/* The options of a fresh game's setup (what a position leaves out). */
void     trg_position_default_options (TrgState    *st);
/* Field NAME of version 1 from its N_VALUES words (a "raw" line of
 * version 2); nothing but the field is checked. */
gboolean trg_position_set_field (TrgState       *st,
                                 const char     *name,
                                 char          **values,
                                 guint           n_values,
                                 GError        **error);
/* A line "PREFIXNAME values…" for each version-1 field of ST that is not
 * the same in BASE (NULL: every field). */
void     trg_position_append_differing (GString        *out,
                                        const TrgState *st,
                                        const TrgState *base,
                                        const char     *prefix);
/* Every field of ST within its range (trigon-position.c's table). */
gboolean trg_position_check_fields (const TrgState *st,
                                   GError        **error);
/* trigon-validate.c: what load_state and the scenario setters check of a
 * whole state (ranges, coins, cards, pieces, R6, who is out)... */
gboolean trg_position_validate  (const TrgState  *st,
                                GError        **error);
/* ...and what load_state checks on top: the position waits for the
 * decision its pending fields name, from the right seat. */
gboolean trg_position_check_decision (const TrgState *st,
                                     GError        **error);
/* The setup options (trigon-game.c), for the position's opt_ lines. */
const TsGameOption *trg_game_options (void);
gboolean trg_position_load      (TsGame         *game,
                                const char     *text,
                                GError        **error);
void     trg_views_redact       (TsGame         *game,
                                int             seat,
                                TsRedact        how);
void     trg_views_determinise  (TsGame         *game,
                                TsRng          *rng);
char    *trg_events_describe    (TsGame             *game,
                                const TsEvent      *event,
                                const char * const *names);
char    *trg_events_describe_position (TsGame             *game,
                                      const char * const *names);
/* trigon-advice.c: MOVE suggested to SEAT, as advice (VIEW: SEAT's view). */
char    *trg_advice_move        (TsGame             *view,
                                int                 seat,
                                const TsMove       *move,
                                const char * const *names);

/* A public event about SEAT with up to five arguments (the rest 0). */
#define EMIT(kind, seat, ...)                                             \
  G_STMT_START {                                                          \
    const int trg_args_[] = { __VA_ARGS__, 0, 0, 0, 0, 0 };               \
    trg_emit (game, (kind), (seat), TS_EVENT_EVERYONE, FALSE, trg_args_[0], \
             trg_args_[1], trg_args_[2], trg_args_[3], trg_args_[4]);         \
  } G_STMT_END


G_END_DECLS
