/* ts-move.h — a move as a small value
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <string.h>

G_BEGIN_DECLS

#define TS_MOVE_N_ARGS 7

/* A move is plain data: a game-defined kind and a few small integers whose
 * meaning the game defines.  It is compared and copied bytewise, so moves can
 * be stored in GArrays, search trees and undo stacks without allocation.
 * Its text form comes from ts_game_format_move()/ts_game_parse_move(). */
typedef struct
{
  gint16 kind;
  gint16 arg[TS_MOVE_N_ARGS];
} TsMove;

G_STATIC_ASSERT (sizeof (TsMove) == 16);

static inline gboolean
ts_move_equal (const TsMove *a,
               const TsMove *b)
{
  return memcmp (a, b, sizeof (TsMove)) == 0;
}

static inline void
ts_move_clear (TsMove *move)
{
  memset (move, 0, sizeof (TsMove));
}

G_END_DECLS
