/* ts-rng.c — the game's own seeded random number generator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include "ts-game.h"
#include "ts-rng.h"
#include "ts-text.h"

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static inline guint64
rotl (guint64 x,
      int     k)
{
  return (x << k) | (x >> (64 - k));
}

void
ts_rng_init (TsRng   *rng,
             guint64  seed)
{
  guint64 x = seed;

  for (guint i = 0; i < G_N_ELEMENTS (rng->s); i++)
    rng->s[i] = splitmix64 (&x);
}

guint64
ts_rng_next (TsRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);

  return result;
}

/* Lemire's nearly divisionless method: unbiased. */
guint32
ts_rng_uniform (TsRng   *rng,
                guint32  bound)
{
  guint64 m;
  guint32 l;

  g_return_val_if_fail (bound > 0, 0);

  m = (guint64) (guint32) (ts_rng_next (rng) >> 32) * bound;
  l = (guint32) m;
  if (l < bound)
    {
      guint32 threshold = -bound % bound;

      while (l < threshold)
        {
          m = (guint64) (guint32) (ts_rng_next (rng) >> 32) * bound;
          l = (guint32) m;
        }
    }

  return m >> 32;
}

double
ts_rng_double (TsRng *rng)
{
  return (ts_rng_next (rng) >> 11) * 0x1.0p-53;
}

void
ts_rng_shuffle_int (TsRng *rng,
                    int   *values,
                    gsize  n_values)
{
  for (gsize i = n_values; i > 1; i--)
    {
      gsize j = ts_rng_uniform (rng, (guint32) i);
      int tmp = values[i - 1];

      values[i - 1] = values[j];
      values[j] = tmp;
    }
}

char *
ts_rng_to_string (const TsRng *rng)
{
  return g_strdup_printf ("%016" G_GINT64_MODIFIER "x:%016" G_GINT64_MODIFIER "x:"
                          "%016" G_GINT64_MODIFIER "x:%016" G_GINT64_MODIFIER "x",
                          rng->s[0], rng->s[1], rng->s[2], rng->s[3]);
}

gboolean
ts_rng_from_string (TsRng       *rng,
                    const char  *text,
                    GError     **error)
{
  TsRng parsed;
  const char *p = text;

  for (guint i = 0; i < G_N_ELEMENTS (parsed.s); i++)
    {
      guint64 v = 0;

      for (guint d = 0; d < 16; d++, p++)
        {
          if (!g_ascii_isxdigit (*p))
            goto bad;
          v = (v << 4) | (guint64) g_ascii_xdigit_value (*p);
        }
      parsed.s[i] = v;
      if (i + 1 < G_N_ELEMENTS (parsed.s) && *p++ != ':')
        goto bad;
    }

  /* The all-zero state is a fixed point of xoshiro. */
  if (*p != '\0' || (parsed.s[0] | parsed.s[1] | parsed.s[2] | parsed.s[3]) == 0)
    goto bad;

  *rng = parsed;
  return TRUE;

bad:
  {
    g_autofree char *quoted = ts_text_quote (text, 80);

    g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE,
                 /* Translators: an error when the saved state of the random
                    number generator (which shuffles the cards and rolls the
                    dice) cannot be read */
                 _("“%s” is not a random generator state"), quoted);
  }
  return FALSE;
}
