/* ts-game.h — the base class of every game's rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

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
  const char * const  *variants;     /* NULL-terminated; [0] is the default */
  const char * const  *variant_names; /* N_(), parallel to variants, or NULL */
  const char * const  *default_colours; /* seat colour ids, or NULL for the
                                         * general defaults (ts-setup.h) */

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

  /* Hidden information. */
  void     (*redact)           (TsGame        *self,
                                int            seat,
                                TsRedact       how);
  void     (*determinise)      (TsGame        *self,
                                TsRng         *rng);

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

  gpointer padding[7];
};

/* Registry: every game type registers itself through ts_games_ensure () in
 * src/games; these look the registered subclasses up by id. */
GType        ts_game_type_from_id     (const char    *id);
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
