/* ts-option.h — a game's setup options: declared, typed, translatable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  TS_OPTION_BOOLEAN,  /* value 0 or 1 */
  TS_OPTION_CHOICE,   /* value: index into choices */
  TS_OPTION_INTEGER,  /* value in [min, max] */
} TsOptionType;

/* One option a game declares in TsGameClass.options (an array ended by an
 * entry whose name is NULL).  Static data: strings are not freed. */
typedef struct
{
  const char          *name;            /* "rules": command line and saves */
  const char          *label;           /* N_(): the new-game dialog */
  const char          *description;     /* N_() or NULL: a subtitle */
  TsOptionType         type;
  int                  default_value;
  int                  min;             /* INTEGER */
  int                  max;             /* INTEGER */
  const char * const  *choices;         /* CHOICE: ids, NULL-terminated */
  const char * const  *choice_labels;   /* CHOICE: N_(), parallel to choices */
  guint                seat;            /* 1–4: about that seat, shown only when
                                         * it plays; 0: about the game */
} TsGameOption;

#define TS_MAX_OPTIONS 16
#define TS_PRESET_MAX_VALUES 6

/* One option's value in a preset. */
typedef struct
{
  const char *name;   /* an option of the game */
  int         value;
} TsPresetValue;

/* A named set of option values that the new-game dialog offers as one
 * choice (Rule of Trigon: the targets of a longer game).  The options a
 * preset does not name keep the values the player chose.  Static data. */
typedef struct
{
  const char    *label;                          /* N_(), short: a list item */
  const char    *description;                    /* N_() or NULL: the row's
                                                  * subtitle while chosen */
  TsPresetValue  values[TS_PRESET_MAX_VALUES];   /* ended by a NULL name
                                                  * where fewer */
} TsGamePreset;

guint                ts_options_count        (const TsGameOption *options);
const TsGameOption  *ts_options_find         (const TsGameOption *options,
                                              const char         *name);
gboolean             ts_option_value_is_valid (const TsGameOption *option,
                                              int                 value);
/* "true"/"false" (also yes/no, on/off, 1/0), a choice id, or a decimal
 * integer within range.  Errors in TS_GAME_ERROR_BAD_SETUP, in words. */
gboolean             ts_option_parse_value   (const TsGameOption *option,
                                              const char         *text,
                                              int                *value,
                                              GError            **error);
char                *ts_option_format_value  (const TsGameOption *option,
                                              int                 value);
/* The translated label of VALUE ("Simplified first game", "Yes", "25"). */
char                *ts_option_describe_value (const TsGameOption *option,
                                              int                 value);

/* PRESETS ends with an entry whose label is NULL. */
guint                ts_presets_count        (const TsGamePreset *presets);
/* Whether one of PRESETS names option NAME. */
gboolean             ts_presets_name_option  (const TsGamePreset *presets,
                                              const char         *name);
/* The first preset whose every value is the one VALUES holds, or -1 when
 * none is.  VALUES is parallel to OPTIONS, N_VALUES long: a preset naming
 * an option beyond it matches nothing. */
int                  ts_presets_find         (const TsGamePreset *presets,
                                              const TsGameOption *options,
                                              const int          *values,
                                              guint               n_values);
/* Whether PRESET names at least one option, each of OPTIONS once, among
 * its first TS_MAX_OPTIONS (the new-game dialog's rows), with a valid
 * value; sets a message in ERROR (for the tests) when not. */
gboolean             ts_preset_check         (const TsGamePreset *preset,
                                              const TsGameOption *options,
                                              GError            **error);

G_END_DECLS
