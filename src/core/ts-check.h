/* ts-check.h — checks of a position's values against their ranges
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every game's position reader checks every value it reads with these
 * before the game uses it: a seat, an index into an array, a number in a
 * range, a set of bits, an option.  Each sets a TS_GAME_ERROR_BAD_STATE
 * error that names the field (the position's own word for it) and says
 * in words what is wrong, and returns FALSE, so a reader can write
 * "if (!ts_check_seat (…)) return FALSE;".
 */
#pragma once

#include <glib.h>

#include "ts-option.h"

G_BEGIN_DECLS

/* The value that means "nobody" or "none" where a field allows it. */
#define TS_CHECK_NONE (-1)

/* VALUE is a seat of a game of N_PLAYERS: 0 … N_PLAYERS - 1, or
 * TS_CHECK_NONE where NONE_OK. */
gboolean ts_check_seat     (const char  *field,
                            gint64       value,
                            guint        n_players,
                            gboolean     none_ok,
                            GError     **error);
/* VALUE indexes an array of N: 0 … N - 1, or TS_CHECK_NONE where NONE_OK. */
gboolean ts_check_index    (const char  *field,
                            gint64       value,
                            gint64       n,
                            gboolean     none_ok,
                            GError     **error);
/* MIN ≤ VALUE ≤ MAX. */
gboolean ts_check_range    (const char  *field,
                            gint64       value,
                            gint64       min,
                            gint64       max,
                            GError     **error);
/* 0 or 1. */
gboolean ts_check_flag     (const char  *field,
                            gint64       value,
                            GError     **error);
/* Only bits below N_BITS are set. */
gboolean ts_check_mask     (const char  *field,
                            guint64      value,
                            guint        n_bits,
                            GError     **error);
/* VALUE is what the option NAME of OPTIONS accepts at setup (what
 * "tessella-cli new --option" accepts). */
gboolean ts_check_option   (const char         *field,
                            const TsGameOption *options,
                            const char         *name,
                            gint64              value,
                            GError            **error);
/* A field that contradicts the rest of the position: REASON (translated)
 * says why. */
gboolean ts_check_fail     (const char  *field,
                            const char  *reason,
                            GError     **error);

G_END_DECLS
