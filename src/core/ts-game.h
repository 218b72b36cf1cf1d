/* ts-game.h — the base class of every game's rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ts-event.h"
#include "ts-move.h"
#include "ts-rng.h"
#include "ts-setup.h"

G_BEGIN_DECLS

#define TS_GAME_ERROR (ts_game_error_quark ())

typedef enum
{
  TS_GAME_ERROR_ILLEGAL_MOVE,   /* well-formed, but the rules forbid it now */
  TS_GAME_ERROR_BAD_MOVE,       /* the notation cannot be read */
  TS_GAME_ERROR_BAD_STATE,      /* a position text is malformed or inconsistent */
  TS_GAME_ERROR_BAD_SETUP,      /* unsupported player count, variant, seat */
  TS_GAME_ERROR_UNKNOWN_GAME,
} TsGameError;

GQuark ts_game_error_quark (void);

/* How much of a game a seat may know. */
typedef enum
{
  TS_REDACT_SCREEN,  /* what that seat's screen may show now (spec "what the screen shows") */
  TS_REDACT_MEMORY,  /* everything that seat has legitimately seen so far */
} TsRedact;

#define TS_SEAT_NONE (-1)

/* How a game's first player is chosen at setup. */
typedef enum
{
  TS_FIRST_PLAYER_CHOOSE,  /* any seat; seat 1 unless chosen */
  TS_FIRST_PLAYER_RANDOM,  /* any seat; dealt at random unless chosen */
  TS_FIRST_PLAYER_FIXED,   /* the rules fix it by seat order: the new-game
                            * dialog offers no choice (positions and tests
                            * may still name another seat) */
} TsFirstPlayer;

/* A cap on the moves of a match, unless a game declares its own: the
 * save loader refuses longer saves, so the match refuses longer games. */
#define TS_GAME_DEFAULT_MAX_MOVES 10000

#define TS_TYPE_GAME (ts_game_get_type ())
G_DECLARE_DERIVABLE_TYPE (TsGame, ts_game, TS, GAME, GObject)

/* A game keeps its whole state in a plain struct inside the instance, so
 * copy_state is a memcpy and the computer's search can copy games cheaply.
 * Every change goes through apply_move; randomness comes from the game's own
 * TsRng, which is part of the state.  TsGame emits no signals (the search
 * applies millions of moves); TsMatch announces changes to the UI. */
struct _TsGameClass
{
  GObjectClass parent_class;

  /* Static description, filled in class_init. */
  const char          *id;           /* "trojhranna": saves, command line */
  const char          *name;         /* N_() */
  const char          *description;  /* N_(), one line for the chooser */
  const char          *designer;     /* proper name, not translated */
  guint                min_players;
  guint                max_players;
  const TsGameOption  *options;      /* ended by a NULL name; or NULL */
  /* Sets of option values offered as one choice, ended by a NULL label,
   * or NULL; presets_title (N_()) names that choice. */
  const TsGamePreset  *presets;
  const char          *presets_title;
  const char * const  *default_colours; /* seat colour ids, or NULL for the
                                         * general defaults (ts-setup.h) */
  TsFirstPlayer        first_player;
  /* The rules give each colour a role (Trigon: colour = realm): the setup
   * hook reads players[i].colour, and NULL colours are dealt from
   * default_colours at random. */
  gboolean             colours_are_roles;
  guint                max_moves;    /* 0: TS_GAME_DEFAULT_MAX_MOVES */

  /* Rules. */
  gboolean (*setup)            (TsGame        *self,
                                const TsSetup *setup,
                                GError       **error);
  void     (*copy_state)       (TsGame        *dest,
                                TsGame        *src);
  guint    (*get_n_players)    (TsGame        *self);
  int      (*get_current_seat) (TsGame        *self);  /* TS_SEAT_NONE when over */
  gboolean (*is_over)          (TsGame        *self);
  void     (*list_moves)       (TsGame        *self,
                                GArray        *moves); /* appends TsMove */
  gboolean (*apply_move)       (TsGame        *self,
                                const TsMove  *move,
                                GError       **error); /* on error: unchanged */
  char    *(*format_move)      (TsGame        *self,
                                const TsMove  *move);
  gboolean (*parse_move)       (TsGame        *self,
                                const char    *text,
                                TsMove        *move,
                                GError       **error);
  int      (*get_score)        (TsGame        *self,
                                int            seat);
  void     (*get_ranks)        (TsGame        *self,
                                int           *ranks); /* 0 = first; ties share */
  char    *(*describe_score)   (TsGame        *self,
                                int            seat);  /* "4 penalty points", translated */

  /* Positions: a complete state as text, like a chess FEN. */
  char    *(*save_state)       (TsGame        *self);
  gboolean (*load_state)       (TsGame        *self,
                                const char    *text,
                                GError       **error); /* on error: unchanged */
  /* The position as a person writes it (docs/learn.md, "version 2"),
   * which load_state reads too; NULL: save_state's. */
  char    *(*save_position)    (TsGame        *self);

  /* Hidden information. */
  void     (*redact)           (TsGame        *self,
                                int            seat,
                                TsRedact       how);
  void     (*determinise)      (TsGame        *self,
                                TsRng         *rng);
  /* Whether the state is a seat's view that leaves something unknown (a
   * card the seat may not see): the player to move may then have no move
   * that can be listed, and no match can start from it.  Optional:
   * without it no state is such a view. */
  gboolean (*is_view)          (TsGame        *self);

  /* Computer players (all optional). */
  gboolean (*trivial_move)     (TsGame        *self,
                                TsMove        *move);
  gboolean (*playout_move)     (TsGame        *self,
                                TsRng         *rng,
                                TsMove        *move);
  gboolean (*evaluate)         (TsGame        *self,
                                double        *values);
  /* Applied to a seat's knowledge before a computer player of LEVEL
   * searches: lets weaker levels forget what they have seen. */
  void     (*forget)           (TsGame        *self,
                                int            seat,
                                TsLevel        level,
                                TsRng         *rng);

  /* A readable, translated, multi-line account of the position for the
   * command line's "show" (optional).  NAMES holds one name per seat. */
  char    *(*describe_position) (TsGame             *self,
                                 const char * const *names);

  /* One translated sentence for an event this game emitted ("Ada completed
   * a hexagon").  It may use only EVENT and the game's constant data, not
   * the state of SELF, which can be any later position. */
  char    *(*describe_event)   (TsGame             *self,
                                const TsEvent      *event,
                                const char * const *names);
  /* Whether MOVE is legal now, without listing every move (optional; the
   * default lists them). */
  gboolean (*is_legal)         (TsGame        *self,
                                const TsMove  *move);
  /* The current decision is one every seat may watch (an answer shown to
   * all): no hot-seat curtain before it (optional; default FALSE). */
  gboolean (*decision_is_public) (TsGame      *self);
  /* The colour the rules give SEAT (Trigon: its realm's), 0xRRGGBB; FALSE
   * when the seat colour of the setup stands. */
  gboolean (*seat_rgb)         (TsGame      *self,
                                int          seat,
                                guint32     *rgb);

  /* Search for big games (all optional). */
  /* Move ordering: fills WEIGHTS (zeroed) for MOVES; the search then
   * widens nodes progressively, trying the heaviest untried move first. */
  void     (*prior)            (TsGame        *self,
                                const TsMove  *moves,
                                guint          n_moves,
                                double        *weights);
  /* A heuristic player for SEAT on KNOWLEDGE (what the seat may know),
   * used instead of tree search where that is not enough. */
  gboolean (*choose_move)      (TsGame        *knowledge,
                                int            seat,
                                TsLevel        level,
                                TsRng         *rng,
                                TsMove        *move);
  /* What an answer means when nobody gives it (a timeout, "auto"). */
  gboolean (*default_move)     (TsGame        *self,
                                TsMove        *move);
  /* Adjusts the generic parameters of LEVEL for this game (a playout
   * depth, a turn budget, iterations); PARAMS is a TsAiParams (ts-ai.h). */
  void     (*tune_search)      (TsLevel        level,
                                gpointer       params);
  /* Who must decide now and what, in words for the window's header
   * ("Ada defends"); NULL: the default "Ada’s turn".  NAMES as above. */
  char    *(*describe_turn)    (TsGame             *self,
                                const char * const *names);
  /* MOVE, suggested to SEAT, as advice a person reads: what to do, in the
   * imperative or the conditional, and why where the game can tell ("Draw
   * from the deck: no card in your reserve fits").  Called on SEAT's view
   * (nothing hidden from SEAT can show).  Optional: without it the advice
   * is the move's events (ts_game_describe_move). */
  char    *(*advise_move)      (TsGame             *self,
                                int                 seat,
                                const TsMove       *move,
                                const char * const *names);

  gpointer padding[2];
};

/* Registry: every game type registers itself through ts_games_ensure () in
 * src/games; these look the registered subclasses up by id. */
GType        ts_game_type_from_id     (const char    *id);
/* Gives SETUP's seats the colours of its game, where the game has colours
 * of its own (Network: orange and purple); else leaves them. */
void         ts_setup_use_game_colours (TsSetup      *setup);
/* Checks SETUP against the game it names (players, first seat, options,
 * colours) and deals what is left to chance from its seed: a random first
 * seat, and NULL colours where colours are roles.  Afterwards every field
 * is concrete, so the setup replays the same game. */
gboolean     ts_game_prepare_setup    (TsSetup       *setup,
                                       GError       **error);

GList       *ts_game_list_types       (void);   /* of GType, sorted by id */

TsGame      *ts_game_new              (const char    *id,
                                       const TsSetup *setup,
                                       GError       **error);
TsGame      *ts_game_new_from_state   (const char    *id,
                                       const char    *state,
                                       GError       **error);
TsGame      *ts_game_copy             (TsGame        *self);
TsGame      *ts_game_view_for         (TsGame        *self,
                                       int            seat);
TsGame      *ts_game_knowledge_of     (TsGame        *self,
                                       int            seat);

const char  *ts_game_get_id           (TsGame        *self);
const char  *ts_game_get_name         (TsGame        *self);   /* translated */
guint        ts_game_get_n_players    (TsGame        *self);
int          ts_game_get_current_seat (TsGame        *self);
gboolean     ts_game_is_over          (TsGame        *self);
GArray      *ts_game_list_moves       (TsGame        *self);   /* of TsMove */
gboolean     ts_game_is_legal         (TsGame        *self,
                                       const TsMove  *move);
gboolean     ts_game_apply_move       (TsGame        *self,
                                       const TsMove  *move,
                                       GError       **error);
gboolean     ts_game_apply_text       (TsGame        *self,
                                       const char    *text,
                                       GError       **error);
char        *ts_game_format_move      (TsGame        *self,
                                       const TsMove  *move);
gboolean     ts_game_parse_move       (TsGame        *self,
                                       const char    *text,
                                       TsMove        *move,
                                       GError       **error);
int          ts_game_get_score        (TsGame        *self,
                                       int            seat);
void         ts_game_get_ranks        (TsGame        *self,
                                       int           *ranks);
char        *ts_game_describe_score   (TsGame        *self,
                                       int            seat);
/* Whether SEAT's screen would show something a spectator may not see
 * (then hot-seat needs a curtain before showing it). */
gboolean     ts_game_has_private_view (TsGame        *self,
                                       int            seat);
void         ts_game_get_rewards      (TsGame        *self,
                                       double        *rewards);
char        *ts_game_save_state       (TsGame        *self);
/* The position for people: version 2 where the game has it, else the
 * state; load_state reads both. */
char        *ts_game_save_position    (TsGame        *self);
gboolean     ts_game_load_state       (TsGame        *self,
                                       const char    *text,
                                       GError       **error);
gboolean     ts_game_equal            (TsGame        *a,
                                       TsGame        *b);
void         ts_game_redact           (TsGame        *self,
                                       int            seat,
                                       TsRedact       how);
void         ts_game_determinise      (TsGame        *self,
                                       TsRng         *rng);
gboolean     ts_game_is_view          (TsGame        *self);
/* Whether a seat may know something another may not (a hand, a reserve):
 * hot-seat then needs a curtain at every hand-over between people.  A game
 * hides something exactly when it redacts a seat's view (Network does
 * not). */
gboolean     ts_game_has_hidden_information (TsGame  *self);
gboolean     ts_game_trivial_move     (TsGame        *self,
                                       TsMove        *move);
gboolean     ts_game_playout_move     (TsGame        *self,
                                       TsRng         *rng,
                                       TsMove        *move);
gboolean     ts_game_evaluate         (TsGame        *self,
                                       double        *values);
void         ts_game_forget           (TsGame        *self,
                                       int            seat,
                                       TsLevel        level,
                                       TsRng         *rng);
/* NULL when the game has no describe_position. */
char        *ts_game_describe_position (TsGame             *self,
                                        const char * const *names);

/* For subclasses: set a TS_GAME_ERROR_ILLEGAL_MOVE or _BAD_STATE error with
 * MESSAGE (already translated) and return FALSE, so that a rule check can
 * read "return ts_game_set_illegal_move_error (error, _("…"));". */
/* For subclasses, inside apply_move: records EVENT if a match is listening
 * (nothing happens on the copies the search plays). */
gboolean     ts_game_is_recording     (TsGame        *self);
void         ts_game_emit             (TsGame        *self,
                                       const TsEvent *event);
/* For TsMatch: where emitted events go (NULL: nowhere). */
void         ts_game_set_event_sink   (TsGame        *self,
                                       GArray        *sink);
/* NULL when the game has no describe_event. */
char        *ts_game_describe_event   (TsGame             *self,
                                       const TsEvent      *event,
                                       const char * const *names);
gboolean     ts_game_decision_is_public (TsGame      *self);
/* MOVE in words for SEAT, from what it would do on SEAT's view of SELF
 * (so that nothing hidden from SEAT shows): the events SEAT may see,
 * without those that reveal chance (a draw, a roll), at most three,
 * joined by "; ", or the move's notation when none says anything (to be
 * freed). */
char        *ts_game_describe_move    (TsGame             *self,
                                       int                 seat,
                                       const TsMove       *move,
                                       const char * const *names);
/* SEAT's name in NAMES, the NULL-terminated list of names the describe
 * functions take (perhaps shorter than the seats), or "?" for anything
 * else: an event's argument read as a seat may be anything. */
const char  *ts_game_name_of          (const char * const *names,
                                       int                 seat);
/* MOVE, suggested to SEAT, in words of advice ("Place the yellow-pink-blue
 * card next to …"): the hint and tessella-cli think.  Worked out on SEAT's
 * view of SELF (to be freed). */
char        *ts_game_advise_move      (TsGame             *self,
                                       int                 seat,
                                       const TsMove       *move,
                                       const char * const *names);
/* The colour the rules give SEAT, if they give one (see seat_rgb). */
gboolean     ts_game_get_seat_rgb     (TsGame      *self,
                                       int          seat,
                                       guint32     *rgb);
/* "Ada defends", or "Ada’s turn" when the game has no better words; NULL
 * when the game is over. */
char        *ts_game_describe_turn    (TsGame             *self,
                                       const char * const *names);
/* FALSE when the game has no default for the current decision. */
gboolean     ts_game_default_move     (TsGame        *self,
                                       TsMove        *move);
guint        ts_game_get_max_moves    (TsGame        *self);

gboolean     ts_game_set_illegal_move_error (GError     **error,
                                             const char  *message);
gboolean     ts_game_set_bad_state_error    (GError     **error,
                                             const char  *message);
/* Sets TS_GAME_ERROR_BAD_MOVE for the unreadable move TEXT, naming the game,
 * and returns FALSE. */
gboolean     ts_game_set_bad_move_error     (TsGame      *self,
                                             const char  *text,
                                             GError     **error);

G_END_DECLS
