/* ts-option.c — a game's setup options: declared, typed, translatable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include "ts-game.h"
#include "ts-option.h"
#include "ts-text.h"

#define QUOTE_MAX_CHARS 40

guint
ts_options_count (const TsGameOption *options)
{
  guint n = 0;

  if (options == NULL)
    return 0;
  while (options[n].name != NULL)
    n++;
  return n;
}

const TsGameOption *
ts_options_find (const TsGameOption *options,
                 const char         *name)
{
  if (options == NULL || name == NULL)
    return NULL;
  for (guint i = 0; options[i].name != NULL; i++)
    if (g_str_equal (options[i].name, name))
      return &options[i];
  return NULL;
}

gboolean
ts_option_value_is_valid (const TsGameOption *option,
                          int                 value)
{
  g_return_val_if_fail (option != NULL, FALSE);

  switch (option->type)
    {
    case TS_OPTION_BOOLEAN:
      return value == 0 || value == 1;
    case TS_OPTION_CHOICE:
      return value >= 0 && (guint) value < g_strv_length ((char **) option->choices);
    case TS_OPTION_INTEGER:
    default:
      return value >= option->min && value <= option->max;
    }
}

static gboolean
parse_boolean (const char *text,
               int        *value)
{
  static const char * const yes[] = { "true", "yes", "on", "1", NULL };
  static const char * const no[] = { "false", "no", "off", "0", NULL };

  if (g_strv_contains (yes, text))
    *value = 1;
  else if (g_strv_contains (no, text))
    *value = 0;
  else
    return FALSE;
  return TRUE;
}

gboolean
ts_option_parse_value (const TsGameOption  *option,
                       const char          *text,
                       int                 *value,
                       GError             **error)
{
  g_autofree char *quoted = NULL;
  gint64 number;

  g_return_val_if_fail (option != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (value != NULL, FALSE);

  quoted = ts_text_quote (text, QUOTE_MAX_CHARS);
  switch (option->type)
    {
    case TS_OPTION_BOOLEAN:
      if (parse_boolean (text, value))
        return TRUE;
      /* Translators: %s is what was given, then the option's name */
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                   /* Translators: an error in a rule option of a game,
                      given on the command line or in a save file; the first
                      %s is the value, the second the option name */
                   _("“%s” is not a value of the option “%s”: it takes true or false"),
                   quoted, option->name);
      return FALSE;

    case TS_OPTION_CHOICE:
      for (guint i = 0; option->choices[i] != NULL; i++)
        if (g_str_equal (option->choices[i], text))
          {
            *value = i;
            return TRUE;
          }
      {
        g_autofree char *list = g_strjoinv (", ", (char **) option->choices);

        /* Translators: %s is what was given, then the option's name, then the list of its values */
        g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                     /* Translators: an error in a rule option of a game,
                        given on the command line or in a save file; the
                        first %s is the value, the second the option name */
                     _("“%s” is not a value of the option “%s”: it takes one of %s"),
                     quoted, option->name, list);
      }
      return FALSE;

    case TS_OPTION_INTEGER:
    default:
      if (g_ascii_string_to_signed (text, 10, option->min, option->max, &number, NULL))
        {
          *value = (int) number;
          return TRUE;
        }
      /* Translators: %s is what was given, then the option's name; %d… its limits */
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                   /* Translators: an error in a rule option of a game,
                      given on the command line or in a save file; the first
                      %s is the value, the second the option name */
                   _("“%s” is not a value of the option “%s”: it takes a number from %d to %d"),
                   quoted, option->name, option->min, option->max);
      return FALSE;
    }
}

char *
ts_option_format_value (const TsGameOption *option,
                        int                 value)
{
  g_return_val_if_fail (option != NULL, NULL);
  g_return_val_if_fail (ts_option_value_is_valid (option, value), NULL);

  switch (option->type)
    {
    case TS_OPTION_BOOLEAN:
      return g_strdup (value ? "true" : "false");
    case TS_OPTION_CHOICE:
      return g_strdup (option->choices[value]);
    case TS_OPTION_INTEGER:
    default:
      return g_strdup_printf ("%d", value);
    }
}

char *
ts_option_describe_value (const TsGameOption *option,
                          int                 value)
{
  g_return_val_if_fail (option != NULL, NULL);
  g_return_val_if_fail (ts_option_value_is_valid (option, value), NULL);

  switch (option->type)
    {
    case TS_OPTION_BOOLEAN:
      return g_strdup (value
                       /* Translators: the value of a yes/no rule option of
                          a game, when it is on */
                       ? _("Yes")
                       /* Translators: the value of a yes/no rule option of
                          a game, when it is off */
                       : _("No"));
    case TS_OPTION_CHOICE:
      if (option->choice_labels != NULL && option->choice_labels[value] != NULL)
        return g_strdup (g_dgettext (GETTEXT_PACKAGE, option->choice_labels[value]));
      return g_strdup (option->choices[value]);
    case TS_OPTION_INTEGER:
    default:
      return g_strdup_printf ("%d", value);
    }
}

guint
ts_presets_count (const TsGamePreset *presets)
{
  guint n = 0;

  if (presets == NULL)
    return 0;
  while (presets[n].label != NULL)
    n++;
  return n;
}

gboolean
ts_presets_name_option (const TsGamePreset *presets,
                        const char         *name)
{
  for (guint p = 0; p < ts_presets_count (presets); p++)
    for (guint v = 0; v < TS_PRESET_MAX_VALUES && presets[p].values[v].name != NULL; v++)
      if (g_strcmp0 (presets[p].values[v].name, name) == 0)
        return TRUE;
  return FALSE;
}

/* The index of option NAME in OPTIONS, or -1. */
static int
option_index (const TsGameOption *options,
              const char         *name)
{
  const TsGameOption *option = ts_options_find (options, name);

  return option == NULL ? -1 : (int) (option - options);
}

int
ts_presets_find (const TsGamePreset *presets,
                 const TsGameOption *options,
                 const int          *values,
                 guint               n_values)
{
  for (guint p = 0; p < ts_presets_count (presets); p++)
    {
      gboolean all = TRUE;

      for (guint v = 0; all && v < TS_PRESET_MAX_VALUES && presets[p].values[v].name != NULL; v++)
        {
          int i = option_index (options, presets[p].values[v].name);

          all = i >= 0 && (guint) i < n_values && values[i] == presets[p].values[v].value;
        }
      if (all)
        return (int) p;
    }
  return -1;
}

gboolean
ts_preset_check (const TsGamePreset *preset,
                 const TsGameOption *options,
                 GError            **error)
{
  guint n = 0;

  for (; n < TS_PRESET_MAX_VALUES && preset->values[n].name != NULL; n++)
    {
      const TsPresetValue *v = &preset->values[n];
      const TsGameOption *option = ts_options_find (options, v->name);

      if (option == NULL || option - options >= TS_MAX_OPTIONS || !ts_option_value_is_valid (option, v->value))
        {
          g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                       "preset %s: %s=%d is not an option value of the game", preset->label, v->name, v->value);
          return FALSE;
        }
      for (guint w = 0; w < n; w++)
        if (g_str_equal (preset->values[w].name, v->name))
          {
            g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                         "preset %s names %s twice", preset->label, v->name);
            return FALSE;
          }
    }
  if (n == 0)
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP, "preset %s sets nothing", preset->label);
      return FALSE;
    }
  return TRUE;
}
