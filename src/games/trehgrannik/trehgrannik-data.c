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
  /* Translators: the name of a Trehgrannik project card, a production card
     that produces resources */
  CARD ("PRD-1", N_("Hydroponic Farm"), PRODUCTION, BLUE, 2, ANY, P | S | R, -1, PRODUCTION, 1, P, -1),
  /* Translators: the name of a Trehgrannik project card, a production card
     that produces resources */
  CARD ("PRD-2", N_("Ice Extractor"), PRODUCTION, BLUE, 2, ANY, I | P | C, -1, PRODUCTION, 1, I, -1),
  /* Translators: the name of a Trehgrannik project card, a production card
     that produces resources */
  CARD ("PRD-3", N_("Solar Array"), PRODUCTION, BLUE, 2, ONLY, S, -1, PRODUCTION, 2, S, -1),
  /* Translators: the name of a Trehgrannik project card, a production card
     that produces resources */
  CARD ("PRD-4", N_("Quarry"), PRODUCTION, BLUE, 2, ANY, R | S | I, -1, PRODUCTION, 1, R, -1),
  /* Translators: the name of a Trehgrannik project card, a production card
     that produces resources */
  CARD ("PRD-5", N_("Crater Drill"), PRODUCTION, BLUE, 2, ANY, C | R | P, -1, PRODUCTION, 1, C, -1),
  /* Translators: the name of a Trehgrannik project card, a production card
     that produces resources */
  CARD ("PRD-6", N_("Water Pump"), PRODUCTION, BLUE, 2, ANY_NEXT_TO, P | I | S, TG_LAKE, PRODUCTION, 2, L, -1),
  /* Translators: the name of a Trehgrannik project card, a production card
     that produces resources */
  CARD ("PRD-7", N_("Ore Mine"), PRODUCTION, BLUE, 2, ANY_NEXT_TO, R | C | S, TG_MOUNTAINS, PRODUCTION, 2, M, -1),
  /* Translators: the name of a Trehgrannik project card, a generator card
     that makes energy */
  CARD ("GEN-1", N_("Fusion Generator"), GENERATORS, YELLOW, 3, ANY, P | S | R, -1, GENERATOR, 1, 0, -1),
  /* Translators: the name of a Trehgrannik project card, a generator card
     that makes energy */
  CARD ("GEN-2", N_("Wind Generator"), GENERATORS, YELLOW, 3, ANY, I | P | L, -1, GENERATOR, 1, 0, -1),
  /* Translators: the name of a Trehgrannik project card, a generator card
     that makes energy */
  CARD ("GEN-3", N_("Geothermal Generator"), GENERATORS, YELLOW, 3, ONLY, C, -1, GENERATOR, 2, 0, -1),
  /* Translators: the name of a Trehgrannik project card, a generator card
     that makes energy */
  CARD ("GEN-4", N_("Hydro Generator"), GENERATORS, YELLOW, 3, ANY_NEXT_TO, P | I | R, TG_LAKE, GENERATOR, 2, 0, -1),
  /* Translators: the name of a Trehgrannik project card, a logistics card
     (a route or hub for transport) */
  CARD ("LOG-1", N_("Polar Route"), LOGISTICS, GREEN, 3, ANY, I | L | P, -1, LOGISTICS, 1, I | L, -1),
  /* Translators: the name of a Trehgrannik project card, a logistics card
     (a route or hub for transport) */
  CARD ("LOG-2", N_("Desert Route"), LOGISTICS, GREEN, 3, ANY, S | R | C, -1, LOGISTICS, 1, S | R, -1),
  /* Translators: the name of a Trehgrannik project card, a logistics card
     (a route or hub for transport) */
  CARD ("LOG-3", N_("Lowland Route"), LOGISTICS, GREEN, 3, ANY, P | C | I, -1, LOGISTICS, 1, P | C, -1),
  /* Translators: the name of a Trehgrannik project card, a logistics card
     (a route or hub for transport) */
  CARD ("LOG-4", N_("Cargo Hub"), LOGISTICS, GREEN, 3, ANY, P | S | R, -1, CARGO_HUB, 1, 0, -1),
  /* Translators: the name of a Trehgrannik project card, a laboratory card */
  CARD ("LAB-1", N_("Medical Laboratory"), LABORATORIES, PURPLE, 4, ANY, P | I | L, -1, MEDICAL, 2, 0, -1),
  /* Translators: the name of a Trehgrannik project card, a laboratory card */
  CARD ("LAB-2", N_("Engineering Laboratory"), LABORATORIES, PURPLE, 4, ANY, R | S | C, -1, ENGINEERING, 2, 0, -1),
  /* Translators: the name of a Trehgrannik project card, a laboratory card */
  CARD ("LAB-3", N_("Central Laboratory"), LABORATORIES, PURPLE, 4, ANY, R | C | L, -1, CENTRAL, 3, 0, -1),
  /* Translators: the name of a Trehgrannik project card, a protection card
     that shields a base */
  CARD ("PRT-1", N_("Intranet Protection"), PROTECTION, RED, 4, ANY, P | R | I, -1, INTRANET, 1, 0, -1),
  /* Translators: the name of a Trehgrannik project card, a protection card
     that shields a base */
  CARD ("PRT-2", N_("Dome Protection"), PROTECTION, RED, 4, ANY_NEXT_TO, P | S | C, TG_MOUNTAINS, DOME, 2, 0, -1),
  /* Translators: the name of a Trehgrannik project card, a protection card
     that shields a base */
  CARD ("PRT-3", N_("Seismic Protection"), PROTECTION, RED, 4, ONLY, R, -1, SEISMIC, 1, 0, -1),
  /* Translators: the name of a Trehgrannik project card, a protection card
     that shields a base */
  CARD ("PRT-4", N_("External Protection"), PROTECTION, RED, 4, ANY, I | L | S, -1, EXTERNAL, 1, 0, -1),
  /* Translators: the name of a Trehgrannik project card, a system card that
     attacks other players */
  CARD ("SYS-1", N_("Hacking System"), SYSTEMS, BLACK, 4, ANY, P | S | R, -1, SYSTEMS, 1, 0, -1),
  /* Translators: the name of a Trehgrannik project card, a system card that
     attacks other players */
  CARD ("SYS-2", N_("Jamming System"), SYSTEMS, BLACK, 3, ANY, I | C | L, -1, SYSTEMS, 1, 0, -1),
  /* Translators: the name of a Trehgrannik project card, a system card that
     attacks other players */
  CARD ("SYS-3", N_("Drain System"), SYSTEMS, BLACK, 3, ONLY, R, -1, SYSTEMS, 2, 0, -1),
  /* Translators: the name of a Trehgrannik project card of the Blocks
     type, named after the card it blocks */
  CARD ("BLK-1", N_("Block: Fusion Generator"), BLOCKS, WHITE, 2, ANY, I | C | L, -1, BLOCK, 2, 0, TG_GEN_1),
  /* Translators: the name of a Trehgrannik project card of the Blocks
     type, named after the card it blocks */
  CARD ("BLK-2", N_("Block: Wind Generator"), BLOCKS, WHITE, 2, ANY, S | R | C, -1, BLOCK, 2, 0, TG_GEN_2),
  /* Translators: the name of a Trehgrannik project card of the Blocks
     type, named after the card it blocks */
  CARD ("BLK-3", N_("Block: Cargo Hub"), BLOCKS, WHITE, 2, ANY, I | C | L, -1, BLOCK, 2, 0, TG_LOG_4),
  /* Translators: the name of a Trehgrannik project card of the Blocks
     type, named after the card it blocks */
  CARD ("BLK-4", N_("Block: Polar Route"), BLOCKS, WHITE, 1, ANY, S | R | C, -1, BLOCK, 2, 0, TG_LOG_1),
  /* Translators: the name of a Trehgrannik project card of the Blocks
     type, named after the card it blocks */
  CARD ("BLK-5", N_("Block: Desert Route"), BLOCKS, WHITE, 1, ANY, P | I | L, -1, BLOCK, 2, 0, TG_LOG_2),
  /* Translators: the name of a Trehgrannik project card of the Blocks
     type, named after the card it blocks */
  CARD ("BLK-6", N_("Block: Lowland Route"), BLOCKS, WHITE, 1, ANY, S | R | L, -1, BLOCK, 2, 0, TG_LOG_3),
  /* Translators: the name of a Trehgrannik project card of the Blocks
     type, named after the card it blocks */
  CARD ("BLK-7", N_("Block: Medical Laboratory"), BLOCKS, WHITE, 2, ANY, S | R | C, -1, BLOCK, 2, 0, TG_LAB_1),
  /* Translators: the name of a Trehgrannik project card of the Blocks
     type, named after the card it blocks */
  CARD ("BLK-8", N_("Block: Intranet Protection"), BLOCKS, WHITE, 2, ANY, S | C | L, -1, BLOCK, 2, 0, TG_PRT_1),
  /* Translators: the name of a Trehgrannik project card of the Blocks
     type, named after the card it blocks */
  CARD ("BLK-9", N_("Block: External Protection"), BLOCKS, WHITE, 1, ANY, P | R | C, -1, BLOCK, 2, 0, TG_PRT_4),
  /* Translators: the name of a Trehgrannik project card of the Blocks
     type, named after the card it blocks */
  CARD ("BLK-10", N_("Block: Hacking System"), BLOCKS, WHITE, 1, ANY, P | I | L, -1, BLOCK, 2, 0, TG_SYS_1),
};

const TgTile tg_fore_tiles[TG_N_FORE] = {
  { "quick-base",
    /* Translators: the name of a Trehgrannik harvester tile, an
       ability of the player's harvester */
    N_("Quick Base"),
    /* Translators: what the harvester tile "Quick Base" lets the player do */
    N_("Build a base with one card") },
  { "triple-base",
    /* Translators: the name of a Trehgrannik harvester tile, an
       ability of the player's harvester */
    N_("Triple Base"),
    /* Translators: what the harvester tile "Triple Base" lets the player do */
    N_("Build a base with three cards of different names") },
  { "jump",
    /* Translators: the name of a Trehgrannik harvester tile, an
       ability of the player's harvester */
    N_("Jump"),
    /* Translators: what the harvester tile "Jump" lets the player do */
    N_("Move to any hex that is not Mountains") },
  { "override",
    /* Translators: the name of a Trehgrannik harvester tile, an
       ability of the player's harvester */
    N_("Override"),
    /* Translators: what the harvester tile "Override" lets the player do */
    N_("Ignore the construction conditions of the cards") },
};

const TgTile tg_main_tiles[TG_N_MAIN] = {
  { "free-drive",
    /* Translators: the name of a Trehgrannik harvester tile, an ability of
       the player's harvester */
    N_("Free Drive"),
    /* Translators: what the harvester tile "Free Drive" lets the player do */
    N_("Move without a fee") },
  { "wide-intake",
    /* Translators: the name of a Trehgrannik harvester tile, an ability of
       the player's harvester */
    N_("Wide Intake"),
    /* Translators: what the harvester tile "Wide Intake" lets the player do */
    N_("Add three cards instead of two") },
  { "climber",
    /* Translators: the name of a Trehgrannik harvester tile, an ability of
       the player's harvester */
    N_("Climber"),
    /* Translators: what the harvester tile "Climber" lets the player do */
    N_("Pass over Mountains") },
  { "recycler",
    /* Translators: the name of a Trehgrannik harvester tile, an ability of
       the player's harvester */
    N_("Recycler"),
    /* Translators: what the harvester tile "Recycler" lets the player do */
    N_("After a move with a fee, take one card") },
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
    /* Translators: a terrain of a hex on the Trehgrannik map */
    N_("Plains"),
    /* Translators: a terrain of a hex on the Trehgrannik map */
    N_("Ice"),
    /* Translators: a terrain of a hex on the Trehgrannik map */
    N_("Sand"),
    /* Translators: a terrain of a hex on the Trehgrannik map */
    N_("Rocks"),
    /* Translators: a terrain of a hex on the Trehgrannik map */
    N_("Crater"),
    /* Translators: a terrain of a hex on the Trehgrannik map */
    N_("Lake"),
    /* Translators: a terrain of a hex on the Trehgrannik map */
    N_("Mountains"),
    /* Translators: the landing pad hex in the centre of the Trehgrannik
       map, where harvesters start */
    N_("Landing pad"),
  };

  g_return_val_if_fail ((guint) terrain < TG_N_TERRAINS, "");
  return _(names[terrain]);
}

const char *
tg_colour_name (TgColour colour)
{
  static const char * const names[TG_N_COLOURS] = {
    /* Translators: the colour of a kind of Trehgrannik project card */
    N_("White"),
    /* Translators: the colour of a kind of Trehgrannik project card */
    N_("Blue"),
    /* Translators: the colour of a kind of Trehgrannik project card */
    N_("Yellow"),
    /* Translators: the colour of a kind of Trehgrannik project card */
    N_("Green"),
    /* Translators: the colour of a kind of Trehgrannik project card */
    N_("Purple"),
    /* Translators: the colour of a kind of Trehgrannik project card */
    N_("Red"),
    /* Translators: the colour of a kind of Trehgrannik project card */
    N_("Black"),
  };

  g_return_val_if_fail ((guint) colour < TG_N_COLOURS, "");
  return _(names[colour]);
}
