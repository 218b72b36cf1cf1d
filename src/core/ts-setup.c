/* ts-setup.c — who plays, and how a new game starts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include "ts-setup.h"

typedef struct
{
  const char *id;
  const char *name;
  guint32     rgb;
} SeatColour;

/* Chosen to stay apart from each other and from the card colours of the
 * games, and readable on light and dark backgrounds. */
static const SeatColour seat_colours[] = {
  { "red",    N_("Red"),    0xc01c28 },
  { "blue",   N_("Blue"),   0x1c71d8 },
  { "green",  N_("Green"),  0x26a269 },
  { "yellow", N_("Yellow"), 0xe5a50a },
  { "purple", N_("Purple"), 0x813d9c },
  /* Translators: a seat colour a player can choose in the new-game dialog */
  { "orange", N_("Orange"), 0xc64600 },
};

static const char * const seat_colour_ids[] = {
  "red", "blue", "green", "yellow", "purple", "orange", NULL
};

G_STATIC_ASSERT (G_N_ELEMENTS (seat_colour_ids) == G_N_ELEMENTS (seat_colours) + 1);

static const char * const default_colours[TS_MAX_SEATS] = { "red", "blue", "green", "yellow" };

TsSetup *
ts_setup_new (const char *game_id,
              guint       n_players,
              guint64     seed)
{
  TsSetup *setup = g_new0 (TsSetup, 1);

  g_return_val_if_fail (n_players >= 1 && n_players <= TS_MAX_SEATS, setup);

  setup->game_id = g_strdup (game_id);
  setup->seed = seed;
  setup->n_players = n_players;
  setup->first_seat = 0;

  for (guint i = 0; i < TS_MAX_SEATS; i++)
    {
      /* Translators: default name of a seat; %u is 1–4 */
      setup->players[i].name = g_strdup_printf (_("Player %u"), i + 1);
      setup->players[i].kind = TS_PLAYER_HUMAN;
      setup->players[i].level = TS_LEVEL_NORMAL;
      setup->players[i].colour = g_strdup (default_colours[i]);
    }

  return setup;
}

TsSetup *
ts_setup_copy (const TsSetup *setup)
{
  TsSetup *copy = g_new0 (TsSetup, 1);

  *copy = *setup;
  copy->game_id = g_strdup (setup->game_id);
  for (guint i = 0; i < setup->n_options; i++)
    copy->options[i].name = g_strdup (setup->options[i].name);
  for (guint i = 0; i < TS_MAX_SEATS; i++)
    {
      copy->players[i].name = g_strdup (setup->players[i].name);
      copy->players[i].colour = g_strdup (setup->players[i].colour);
    }

  return copy;
}

void
ts_setup_free (TsSetup *setup)
{
  if (setup == NULL)
    return;

  g_free (setup->game_id);
  for (guint i = 0; i < setup->n_options; i++)
    g_free (setup->options[i].name);
  for (guint i = 0; i < TS_MAX_SEATS; i++)
    {
      g_free (setup->players[i].name);
      g_free (setup->players[i].colour);
    }
  g_free (setup);
}

void
ts_setup_set_player (TsSetup      *setup,
                     guint         seat,
                     const char   *name,
                     TsPlayerKind  kind,
                     TsLevel       level,
                     const char   *colour)
{
  TsPlayer *player;

  g_return_if_fail (seat < TS_MAX_SEATS);

  player = &setup->players[seat];
  g_free (player->name);
  player->name = g_strdup (name);
  player->kind = kind;
  player->level = level;
  g_free (player->colour);
  player->colour = g_strdup (colour);
}

void
ts_setup_set_option (TsSetup    *setup,
                     const char *name,
                     int         value)
{
  g_return_if_fail (setup != NULL);
  g_return_if_fail (name != NULL);

  for (guint i = 0; i < setup->n_options; i++)
    if (g_str_equal (setup->options[i].name, name))
      {
        setup->options[i].value = value;
        return;
      }

  g_return_if_fail (setup->n_options < TS_MAX_OPTIONS);
  setup->options[setup->n_options].name = g_strdup (name);
  setup->options[setup->n_options].value = value;
  setup->n_options++;
}

gboolean
ts_setup_lookup_option (const TsSetup *setup,
                        const char    *name,
                        int           *value)
{
  g_return_val_if_fail (setup != NULL, FALSE);

  for (guint i = 0; i < setup->n_options; i++)
    if (g_strcmp0 (setup->options[i].name, name) == 0)
      {
        if (value != NULL)
          *value = setup->options[i].value;
        return TRUE;
      }
  return FALSE;
}

int
ts_setup_get_option (const TsSetup      *setup,
                     const TsGameOption *options,
                     const char         *name)
{
  const TsGameOption *option = ts_options_find (options, name);
  int value;

  g_return_val_if_fail (option != NULL, 0);

  if (ts_setup_lookup_option (setup, name, &value) && ts_option_value_is_valid (option, value))
    return value;
  return option->default_value;
}

const char *
ts_player_kind_to_string (TsPlayerKind kind)
{
  return kind == TS_PLAYER_COMPUTER ? "computer" : "human";
}

gboolean
ts_player_kind_from_string (const char   *text,
                            TsPlayerKind *kind)
{
  if (g_strcmp0 (text, "human") == 0)
    *kind = TS_PLAYER_HUMAN;
  else if (g_strcmp0 (text, "computer") == 0)
    *kind = TS_PLAYER_COMPUTER;
  else
    return FALSE;
  return TRUE;
}

static const char * const level_ids[TS_N_LEVELS] = { "easy", "normal", "hard" };

const char *
ts_level_to_string (TsLevel level)
{
  g_return_val_if_fail (level < TS_N_LEVELS, "normal");
  return level_ids[level];
}

gboolean
ts_level_from_string (const char *text,
                      TsLevel    *level)
{
  for (guint i = 0; i < TS_N_LEVELS; i++)
    if (g_strcmp0 (text, level_ids[i]) == 0)
      {
        *level = i;
        return TRUE;
      }
  return FALSE;
}

const char * const *
ts_seat_colour_ids (void)
{
  return seat_colour_ids;
}

static const SeatColour *
find_colour (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (seat_colours); i++)
    if (g_strcmp0 (id, seat_colours[i].id) == 0)
      return &seat_colours[i];
  return NULL;
}

const char *
ts_seat_colour_name (const char *id)
{
  const SeatColour *colour = find_colour (id);

  return colour != NULL ? _(colour->name) : NULL;
}

gboolean
ts_seat_colour_is_valid (const char *id)
{
  return find_colour (id) != NULL;
}

guint32
ts_seat_colour_rgb (const char *id)
{
  const SeatColour *colour = find_colour (id);

  return colour != NULL ? colour->rgb : 0x777777;
}
