/* ts-check.c — checks of a position's values against their ranges
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include "ts-check.h"
#include "ts-game.h"

static gboolean
fail (GError     **error,
      const char  *field,
      const char  *reason)
{
  /* Translators: why a position (the text of a game state, read from a
     file or typed in) is refused; the first %s is the name of a line or
     value of the position as written in it (untranslated, e.g.
     “active”), the second says what is wrong with it */
  g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE, _("“%s”: %s"), field, reason);
  return FALSE;
}

gboolean
ts_check_fail (const char  *field,
               const char  *reason,
               GError     **error)
{
  return fail (error, field, reason);
}

gboolean
ts_check_seat (const char  *field,
               gint64       value,
               guint        n_players,
               gboolean     none_ok,
               GError     **error)
{
  g_autofree char *reason = NULL;

  if ((value >= 0 && value < n_players) || (none_ok && value == TS_CHECK_NONE))
    return TRUE;
  if (none_ok)
    reason = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: why a position is refused; %lld is
                                              the number written, %u the number of players;
                                              seats are numbered from 0 in positions */
                                           "%lld is not a seat of this %u-player game (0 to %u, or -1 for nobody)",
                                           "%lld is not a seat of this %u-player game (0 to %u, or -1 for nobody)",
                                           n_players),
                              (long long) value, n_players, n_players - 1);
  else
    reason = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: why a position is refused; %lld is
                                              the number written, %u the number of players;
                                              seats are numbered from 0 in positions */
                                           "%lld is not a seat of this %u-player game (0 to %u)",
                                           "%lld is not a seat of this %u-player game (0 to %u)",
                                           n_players),
                              (long long) value, n_players, n_players - 1);
  return fail (error, field, reason);
}

gboolean
ts_check_range (const char  *field,
                gint64       value,
                gint64       min,
                gint64       max,
                GError     **error)
{
  g_autofree char *reason = NULL;

  if (value >= min && value <= max)
    return TRUE;
  /* Translators: why a position is refused: a number written in it and
     the smallest and largest it may be */
  reason = g_strdup_printf (_("%lld is not between %lld and %lld"), (long long) value,
                            (long long) min, (long long) max);
  return fail (error, field, reason);
}

gboolean
ts_check_index (const char  *field,
                gint64       value,
                gint64       n,
                gboolean     none_ok,
                GError     **error)
{
  if (none_ok && value == TS_CHECK_NONE)
    return TRUE;
  return ts_check_range (field, value, none_ok ? TS_CHECK_NONE : 0, n - 1, error);
}

gboolean
ts_check_flag (const char  *field,
               gint64       value,
               GError     **error)
{
  g_autofree char *reason = NULL;

  if (value == 0 || value == 1)
    return TRUE;
  /* Translators: why a position is refused: a yes/no value written in it
     is a number other than 0 (no) and 1 (yes) */
  reason = g_strdup_printf (_("%lld is neither 0 (no) nor 1 (yes)"), (long long) value);
  return fail (error, field, reason);
}

gboolean
ts_check_mask (const char  *field,
               guint64      value,
               guint        n_bits,
               GError     **error)
{
  g_autofree char *reason = NULL;

  if (n_bits >= 64 || (value >> n_bits) == 0)
    return TRUE;
  reason = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: why a position is refused: a set of
                                            things written as a number whose bits stand for
                                            them has a bit for a thing that does not exist;
                                            %llu is the number, %u how many things there are */
                                         "%llu names more than the %u thing there is",
                                         "%llu names more than the %u things there are", n_bits),
                            (unsigned long long) value, n_bits);
  return fail (error, field, reason);
}

gboolean
ts_check_option (const char         *field,
                 const TsGameOption *options,
                 const char         *name,
                 gint64              value,
                 GError            **error)
{
  const TsGameOption *option = ts_options_find (options, name);

  g_return_val_if_fail (option != NULL, FALSE);

  if (value >= G_MININT && value <= G_MAXINT && ts_option_value_is_valid (option, (int) value))
    return TRUE;
  switch (option->type)
    {
    case TS_OPTION_BOOLEAN:
      return ts_check_flag (field, value, error);
    case TS_OPTION_CHOICE:
      return ts_check_index (field, value, g_strv_length ((char **) option->choices), FALSE, error);
    case TS_OPTION_INTEGER:
    default:
      return ts_check_range (field, value, option->min, option->max, error);
    }
}
