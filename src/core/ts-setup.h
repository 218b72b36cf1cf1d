/* ts-setup.h — who plays, and how a new game starts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TS_MAX_SEATS 4

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
  char        *colour;     /* a colour id: "red", "blue", "green", "yellow" */
} TsPlayer;

/* Everything a fresh game needs.  The rules see only n_players, seed,
 * first_seat and variant; names, kinds and colours belong to the match. */
typedef struct
{
  char     *game_id;
  guint64   seed;
  char     *variant;       /* "standard" unless the game has others */
  guint     n_players;
  int       first_seat;    /* 0-based */
  TsPlayer  players[TS_MAX_SEATS];
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
