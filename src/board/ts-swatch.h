/* ts-swatch.h — a small dot in a seat's colour
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-game.h"

G_BEGIN_DECLS

/* A drawing area (TsCachedArea) of SIZE pixels drawing a disc in the seat colour
 * COLOUR_ID (ts_seat_colour_ids), outlined in the text colour so it stays
 * visible on light and dark themes.  NULL draws nothing. */
GtkWidget *ts_swatch_new        (const char *colour_id,
                                 int         size);
void       ts_swatch_set_colour (GtkWidget  *swatch,
                                 const char *colour_id);
/* A colour of its own, 0xRRGGBB (the rules' colour of a seat). */
void       ts_swatch_set_rgb    (GtkWidget  *swatch,
                                 guint32     rgb);
/* SEAT's colour: the one GAME's rules give it (ts_game_get_seat_rgb), or
 * else COLOUR_ID, the setup's. */
void       ts_swatch_set_seat   (GtkWidget  *swatch,
                                 TsGame     *game,
                                 int         seat,
                                 const char *colour_id);

G_END_DECLS
