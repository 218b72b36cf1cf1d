/* ts-setup.h — who plays, and how a new game starts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ts-option.h"

G_BEGIN_DECLS

#define TS_MAX_SEATS 4

/* A first seat (or a colour, where colours are roles) to be dealt from the
 * seed when the match starts: see ts_game_prepare_setup (). */
#define TS_SEAT_RANDOM (-2)

typedef enum
{
  TS_PLAYER_HUMAN,
  TS_PLAYER_COMPUTER,
} TsPlayerKind;

typedef enum
{
  TS_LEVEL_EASY,
  TS_LEVEL_NORMAL,
  TS_LEVEL_HARD,
  TS_N_LEVELS
} TsLevel;

typedef struct
{
  char        *name;       /* as the player typed it */
  TsPlayerKind kind;
  TsLevel      level;      /* computer players only */
  char        *colour;     /* a colour id: "red", "blue", "green", "yellow";
                            * NULL: dealt from the seed (colours as roles) */
} TsPlayer;

/* An option value a setup sets; unset options take the game's default. */
typedef struct
{
  char *name;
  int   value;
} TsOptionValue;

/* Everything a fresh game needs.  The rules see n_players, seed,
 * first_seat and the options (and the colours, where the game says they
 * are roles); names and kinds belong to the match. */
typedef struct
{
  char          *game_id;
  guint64        seed;
  guint          n_players;
  int            first_seat;    /* 0-based, or TS_SEAT_RANDOM */
  TsPlayer       players[TS_MAX_SEATS];
  guint          n_options;
  TsOptionValue  options[TS_MAX_OPTIONS];
} TsSetup;

TsSetup     *ts_setup_new              (const char    *game_id,
                                        guint          n_players,
                                        guint64        seed);
TsSetup     *ts_setup_copy             (const TsSetup *setup);
void         ts_setup_free             (TsSetup       *setup);
void         ts_setup_set_player       (TsSetup       *setup,
                                        guint          seat,
                                        const char    *name,
                                        TsPlayerKind   kind,
                                        TsLevel        level,
                                        const char    *colour);

/* Sets option NAME to VALUE (replacing an earlier value).  The value is
 * checked against the game when the setup is used (ts_game_prepare_setup). */
void         ts_setup_set_option       (TsSetup       *setup,
                                        const char    *name,
                                        int            value);
gboolean     ts_setup_lookup_option    (const TsSetup *setup,
                                        const char    *name,
                                        int           *value);
/* The value of the declared option NAME: as set, or its default. */
int          ts_setup_get_option       (const TsSetup       *setup,
                                        const TsGameOption  *options,
                                        const char          *name);

const char  *ts_player_kind_to_string  (TsPlayerKind   kind);
gboolean     ts_player_kind_from_string (const char   *text,
                                        TsPlayerKind  *kind);
const char  *ts_level_to_string        (TsLevel        level);
gboolean     ts_level_from_string      (const char    *text,
                                        TsLevel       *level);
/* The seat colours offered at setup, as ids; translated display names. */
const char * const *ts_seat_colour_ids (void);
const char  *ts_seat_colour_name       (const char    *id);
gboolean     ts_seat_colour_is_valid   (const char    *id);
guint32      ts_seat_colour_rgb        (const char    *id);   /* 0xRRGGBB */

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsSetup, ts_setup_free)

G_END_DECLS
