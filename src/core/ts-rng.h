/* ts-rng.h — the game's own seeded random number generator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* xoshiro256** seeded through splitmix64: small, fast, and its whole state is
 * four integers, so it is copied with the game and saved in a position. */
typedef struct
{
  guint64 s[4];
} TsRng;

void     ts_rng_init         (TsRng       *rng,
                              guint64      seed);
guint64  ts_rng_next         (TsRng       *rng);
guint32  ts_rng_uniform      (TsRng       *rng,
                              guint32      bound);
double   ts_rng_double       (TsRng       *rng);
void     ts_rng_shuffle_int  (TsRng       *rng,
                              int         *values,
                              gsize        n_values);
char    *ts_rng_to_string    (const TsRng *rng);
gboolean ts_rng_from_string  (TsRng       *rng,
                              const char  *text,
                              GError     **error);

G_END_DECLS
