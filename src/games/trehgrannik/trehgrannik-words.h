/* trehgrannik-words.h — Trehgrannik's places and cards in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a person reads names a hex as the board shows it: by its terrain
 * and the nearest thing on the map that never moves (a project, the
 * landing pad, a mountain), "the crater next to Bob’s base", "the ice
 * field 2 hexes north-east of the landing pad"; and a card by its name.
 * The move notation ("go 2,-1", "PRD-2") stays the command line's and the
 * save files' language.  No GTK: the events, the advice and the board's
 * scene all speak through these.
 */
#pragma once

#include "trehgrannik-game.h"

G_BEGIN_DECLS

/* How a place is named. */
typedef enum
{
  TG_PLACE_PAD,       /* the landing pad itself */
  TG_PLACE_PROJECT,   /* a project stands there: "Bob’s base" */
  TG_PLACE_NEXT_TO,   /* the only hex of its terrain next to the landmark */
  TG_PLACE_LINE,      /* DIST hexes in direction DIR from the landmark */
  TG_PLACE_REGION,    /* nothing near in a line: the part of the planet */
  TG_PLACE_TERRAIN,   /* the terrain alone, where the sentence says where */
} TgPlaceKind;

/* What a place is named after. */
typedef enum
{
  TG_MARK_PAD,
  TG_MARK_MODULE,
  TG_MARK_BASE,
  TG_MARK_MOUNTAINS,
} TgMark;

typedef struct
{
  guint8 kind;      /* TgPlaceKind */
  guint8 terrain;   /* TgTerrain of the hex */
  guint8 mark;      /* TgMark: the landmark, or the project standing there */
  gint8  owner;     /* the project's owner, or -1 */
  guint8 dir;       /* TsHexDirection from the landmark to the hex */
  guint8 dist;      /* hexes from the landmark */
  guint8 region;    /* TG_PLACE_REGION: 0 the middle part, 1 … 6 the outer
                     * parts clockwise from the top */
} TgPlace;

/* How HEX (an index) is named on GAME's board as it is now; ACTOR's own
 * projects are the preferred landmarks. */
void        tg_place_find      (TsTrehgrannikGame  *game,
                                int                 hex,
                                int                 actor,
                                TgPlace            *place);
/* The hex PLACE (of HEX) is named after, or -1. */
int         tg_place_landmark  (const TgPlace      *place,
                                int                 hex);
/* A place in two small integers (an event's arguments), and back. */
void        tg_place_pack      (const TgPlace      *place,
                                int                *a,
                                int                *b);
void        tg_place_unpack    (int                 a,
                                int                 b,
                                TgPlace            *place);
/* PLACE inside a sentence ("the crater next to Bob’s base"); VIEWER's own
 * projects are "your base" (TS_SEAT_NONE: every project by its owner's
 * name from NAMES).  To be freed. */
char       *tg_words_place     (const TgPlace      *place,
                                const char * const *names,
                                int                 viewer);
/* tg_place_find () then tg_words_place (). */
char       *tg_words_hex       (TsTrehgrannikGame  *game,
                                int                 hex,
                                int                 actor,
                                const char * const *names,
                                int                 viewer);
/* A drive in a straight line: "3 hexes east".  To be freed. */
char       *tg_words_way       (int                 dir,
                                int                 steps);
/* A direction of the map: "east", "north-east" … */
const char *tg_words_direction (int                 dir);
/* A card's name, translated. */
const char *tg_words_card      (int                 card);
/* The cards CARDS (N of them) in a list: "Quarry, Solar Array and Ore
 * Mine".  To be freed. */
char       *tg_words_cards     (const int          *cards,
                                guint               n);
/* What CARD does, in short words: where it may be built ("On Plains, Ice
 * or Crater.") and what it earns ("1 GC per empty Ice next to it."). */
char       *tg_words_card_where (int                card);
char       *tg_words_card_income (int               card);
/* Both, as one text: "On Sand only. 2 GC per empty Sand next to it." */
char       *tg_words_card_rule (int                 card);

G_END_DECLS
