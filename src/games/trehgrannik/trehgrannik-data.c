/* trehgrannik-data.c — Trehgrannik's constant tables: the board parts
 * (spec §3.3, §3.4), the project cards (§4.2) and the harvester tiles
 * (§2, §6.7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "trehgrannik-private.h"

#define P (1u << TG_PLAINS)
#define I (1u << TG_ICE)
#define S (1u << TG_SAND)
#define R (1u << TG_ROCKS)
#define C (1u << TG_CRATER)
#define L (1u << TG_LAKE)
#define M (1u << TG_MOUNTAINS)

const char tg_terrain_letters[TG_N_TERRAINS + 1] = "PISRCLM*";
const char tg_part_letters[TG_N_PARTS + 1] = "ZABCDEF";

/* Local hexes #0 … #18 of a part (§3.3): the centre, then rings 1 and 2. */
const TsHex tg_part_local[TG_PART_HEXES] = {
  { 0, 0 }, { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, 0 }, { -1, 1 }, { 0, 1 },
  { 2, 0 }, { 2, -1 }, { 2, -2 }, { 1, -2 }, { 0, -2 }, { -1, -1 }, { -2, 0 },
  { -2, 1 }, { -2, 2 }, { -1, 2 }, { 0, 2 }, { 1, 1 },
};

/* Terrain letters of local hexes #0 … #18, per part (§3.3). */
const char * const tg_part_terrains[TG_N_PARTS] = {
  "*PISRCLSLPRICLPSIRC",   /* Z central */
  "MIMILILIRRCPIPLSPCR",   /* A Glacier */
  "SSCMMRSPSRLCPIRCSLP",   /* B Dunes */
  "RMRSMCRIMCRSPRISLCP",   /* C Badlands */
  "CCRCSCPSRPICRLSPIMM",   /* D Impact Basin */
  "LLPIPLLPICRMMIRSPCL",   /* E Lakeland */
  "PPMLSMPLSPICPRLISRC",   /* F Lowlands */
};

/* Outer positions 0 … 5, clockwise from the top (§3.4). */
const TsHex tg_position_centres[TG_N_POSITIONS] = {
  { 3, -5 }, { 5, -2 }, { 2, 3 }, { -3, 5 }, { -5, 2 }, { -2, -3 },
};

#define CARD(code, name, type, colour, count, cond, terr, next, inc, val, iterr, target) \
  { code, name, TG_TYPE_##type, TG_##colour, count, TG_COND_##cond, terr, next, \
    TG_INCOME_##inc, val, iterr, target }

const TgCard tg_cards[TG_N_CARDS] = {
  CARD ("PRD-1", N_("Hydroponic Farm"), PRODUCTION, BLUE, 2, ANY, P | S | R, -1, PRODUCTION, 1, P, -1),
  CARD ("PRD-2", N_("Ice Extractor"), PRODUCTION, BLUE, 2, ANY, I | P | C, -1, PRODUCTION, 1, I, -1),
  CARD ("PRD-3", N_("Solar Array"), PRODUCTION, BLUE, 2, ONLY, S, -1, PRODUCTION, 2, S, -1),
  CARD ("PRD-4", N_("Quarry"), PRODUCTION, BLUE, 2, ANY, R | S | I, -1, PRODUCTION, 1, R, -1),
  CARD ("PRD-5", N_("Crater Drill"), PRODUCTION, BLUE, 2, ANY, C | R | P, -1, PRODUCTION, 1, C, -1),
  CARD ("PRD-6", N_("Water Pump"), PRODUCTION, BLUE, 2, ANY_NEXT_TO, P | I | S, TG_LAKE, PRODUCTION, 2, L, -1),
  CARD ("PRD-7", N_("Ore Mine"), PRODUCTION, BLUE, 2, ANY_NEXT_TO, R | C | S, TG_MOUNTAINS, PRODUCTION, 2, M, -1),
  CARD ("GEN-1", N_("Fusion Generator"), GENERATORS, YELLOW, 3, ANY, P | S | R, -1, GENERATOR, 1, 0, -1),
  CARD ("GEN-2", N_("Wind Generator"), GENERATORS, YELLOW, 3, ANY, I | P | L, -1, GENERATOR, 1, 0, -1),
  CARD ("GEN-3", N_("Geothermal Generator"), GENERATORS, YELLOW, 3, ONLY, C, -1, GENERATOR, 2, 0, -1),
  CARD ("GEN-4", N_("Hydro Generator"), GENERATORS, YELLOW, 3, ANY_NEXT_TO, P | I | R, TG_LAKE, GENERATOR, 2, 0, -1),
  CARD ("LOG-1", N_("Polar Route"), LOGISTICS, GREEN, 3, ANY, I | L | P, -1, LOGISTICS, 1, I | L, -1),
  CARD ("LOG-2", N_("Desert Route"), LOGISTICS, GREEN, 3, ANY, S | R | C, -1, LOGISTICS, 1, S | R, -1),
  CARD ("LOG-3", N_("Lowland Route"), LOGISTICS, GREEN, 3, ANY, P | C | I, -1, LOGISTICS, 1, P | C, -1),
  CARD ("LOG-4", N_("Cargo Hub"), LOGISTICS, GREEN, 3, ANY, P | S | R, -1, CARGO_HUB, 1, 0, -1),
  CARD ("LAB-1", N_("Medical Laboratory"), LABORATORIES, PURPLE, 4, ANY, P | I | L, -1, MEDICAL, 2, 0, -1),
  CARD ("LAB-2", N_("Engineering Laboratory"), LABORATORIES, PURPLE, 4, ANY, R | S | C, -1, ENGINEERING, 2, 0, -1),
  CARD ("LAB-3", N_("Central Laboratory"), LABORATORIES, PURPLE, 4, ANY, R | C | L, -1, CENTRAL, 3, 0, -1),
  CARD ("PRT-1", N_("Intranet Protection"), PROTECTION, RED, 4, ANY, P | R | I, -1, INTRANET, 1, 0, -1),
  CARD ("PRT-2", N_("Dome Protection"), PROTECTION, RED, 4, ANY_NEXT_TO, P | S | C, TG_MOUNTAINS, DOME, 2, 0, -1),
  CARD ("PRT-3", N_("Seismic Protection"), PROTECTION, RED, 4, ONLY, R, -1, SEISMIC, 1, 0, -1),
  CARD ("PRT-4", N_("External Protection"), PROTECTION, RED, 4, ANY, I | L | S, -1, EXTERNAL, 1, 0, -1),
  CARD ("SYS-1", N_("Hacking System"), SYSTEMS, BLACK, 4, ANY, P | S | R, -1, SYSTEMS, 1, 0, -1),
  CARD ("SYS-2", N_("Jamming System"), SYSTEMS, BLACK, 3, ANY, I | C | L, -1, SYSTEMS, 1, 0, -1),
  CARD ("SYS-3", N_("Drain System"), SYSTEMS, BLACK, 3, ONLY, R, -1, SYSTEMS, 2, 0, -1),
  CARD ("BLK-1", N_("Block: Fusion Generator"), BLOCKS, WHITE, 2, ANY, I | C | L, -1, BLOCK, 2, 0, TG_GEN_1),
  CARD ("BLK-2", N_("Block: Wind Generator"), BLOCKS, WHITE, 2, ANY, S | R | C, -1, BLOCK, 2, 0, TG_GEN_2),
  CARD ("BLK-3", N_("Block: Cargo Hub"), BLOCKS, WHITE, 2, ANY, I | C | L, -1, BLOCK, 2, 0, TG_LOG_4),
  CARD ("BLK-4", N_("Block: Polar Route"), BLOCKS, WHITE, 1, ANY, S | R | C, -1, BLOCK, 2, 0, TG_LOG_1),
  CARD ("BLK-5", N_("Block: Desert Route"), BLOCKS, WHITE, 1, ANY, P | I | L, -1, BLOCK, 2, 0, TG_LOG_2),
  CARD ("BLK-6", N_("Block: Lowland Route"), BLOCKS, WHITE, 1, ANY, S | R | L, -1, BLOCK, 2, 0, TG_LOG_3),
  CARD ("BLK-7", N_("Block: Medical Laboratory"), BLOCKS, WHITE, 2, ANY, S | R | C, -1, BLOCK, 2, 0, TG_LAB_1),
  CARD ("BLK-8", N_("Block: Intranet Protection"), BLOCKS, WHITE, 2, ANY, S | C | L, -1, BLOCK, 2, 0, TG_PRT_1),
  CARD ("BLK-9", N_("Block: External Protection"), BLOCKS, WHITE, 1, ANY, P | R | C, -1, BLOCK, 2, 0, TG_PRT_4),
  CARD ("BLK-10", N_("Block: Hacking System"), BLOCKS, WHITE, 1, ANY, P | I | L, -1, BLOCK, 2, 0, TG_SYS_1),
};

const TgTile tg_fore_tiles[TG_N_FORE] = {
  { "quick-base", N_("Quick Base"), N_("Build a base with one card") },
  { "triple-base", N_("Triple Base"), N_("Build a base with three cards of different names") },
  { "jump", N_("Jump"), N_("Move to any hex that is not Mountains") },
  { "override", N_("Override"), N_("Ignore the construction conditions of the cards") },
};

const TgTile tg_main_tiles[TG_N_MAIN] = {
  { "free-drive", N_("Free Drive"), N_("Move without a fee") },
  { "wide-intake", N_("Wide Intake"), N_("Add three cards instead of two") },
  { "climber", N_("Climber"), N_("Pass over Mountains") },
  { "recycler", N_("Recycler"), N_("After a move with a fee, take one card") },
};

int
tg_card_from_code (const char *code)
{
  for (int c = 0; c < TG_N_CARDS; c++)
    if (g_ascii_strcasecmp (code, tg_cards[c].code) == 0)
      return c;
  return -1;
}

const char *
tg_terrain_name (TgTerrain terrain)
{
  static const char * const names[TG_N_TERRAINS] = {
    /* Translators: terrains of Trehgrannik */
    N_("Plains"), N_("Ice"), N_("Sand"), N_("Rocks"), N_("Crater"), N_("Lake"),
    N_("Mountains"), N_("Landing pad"),
  };

  g_return_val_if_fail ((guint) terrain < TG_N_TERRAINS, "");
  return _(names[terrain]);
}

const char *
tg_colour_name (TgColour colour)
{
  static const char * const names[TG_N_COLOURS] = {
    /* Translators: card colours of Trehgrannik */
    N_("White"), N_("Blue"), N_("Yellow"), N_("Green"), N_("Purple"), N_("Red"), N_("Black"),
  };

  g_return_val_if_fail ((guint) colour < TG_N_COLOURS, "");
  return _(names[colour]);
}
