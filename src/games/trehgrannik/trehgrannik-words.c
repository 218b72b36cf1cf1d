/* trehgrannik-words.c — Trehgrannik's places and cards in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hex is named by its terrain and a landmark that never moves: a
 * project (the actor's own first), the landing pad, or a mountain.  Next
 * to the landmark and the only hex of its terrain there: "the crater next
 * to Bob’s base"; else by the straight line from the landmark: "the crater
 * east of Bob’s base", "the ice field 2 hexes north-east of the landing
 * pad" (the board is drawn pointy-top, north up, so the six lines are
 * east, north-east, north-west, west, south-west and south-east).  The
 * nearest landmark wins, a project before the pad before a mountain;
 * mountains (of which there are many) only within two hexes.  A hex no
 * landmark lines up with is named by the part of the planet it lies in.
 * Harvesters move, so they are never landmarks: a log line keeps its
 * meaning later.
 */
#include <glib/gi18n-lib.h>

#include "trehgrannik-words.h"

#define MAX_PROJECT_DIST 3
#define MAX_MOUNTAIN_DIST 2

/* ------------------------------------------------------------------ */
/* Finding a place                                                     */

typedef struct
{
  int    rank;     /* lower is better */
  TgMark mark;
  int    owner;
  int    hex;      /* the landmark */
  int    dir;      /* from the landmark to the place */
  int    dist;
} Landmark;

/* The landmark at hex L, DIST hexes from the place, or FALSE. */
static gboolean
landmark_at (TsTrehgrannikGame *game,
             int                l,
             int                dist,
             int                actor,
             Landmark          *out)
{
  TsHex h = tg_hex_at (l);
  int owner = -1;
  TgProjectKind kind = ts_trehgrannik_game_get_project (game, h, &owner);
  TgTerrain t = ts_trehgrannik_game_get_terrain (game, h);

  if (kind != TG_PROJECT_NONE && dist <= MAX_PROJECT_DIST)
    {
      out->mark = kind == TG_PROJECT_BASE ? TG_MARK_BASE : TG_MARK_MODULE;
      out->owner = owner;
      out->rank = dist * 10 + (owner == actor ? 0 : 1);
      return TRUE;
    }
  if (t == TG_PAD)
    {
      out->mark = TG_MARK_PAD;
      out->owner = -1;
      out->rank = dist * 10 + 2;
      return TRUE;
    }
  if (t == TG_MOUNTAINS && dist <= MAX_MOUNTAIN_DIST)
    {
      out->mark = TG_MARK_MOUNTAINS;
      out->owner = -1;
      out->rank = dist * 10 + 3;
      return TRUE;
    }
  return FALSE;
}

/* 0 for the middle part, 1 … 6 for the outer parts (clockwise from the
 * top, spec §3.4). */
static int
region_of (int hex)
{
  TsHex h = tg_hex_at (hex);

  if (ts_hex_length (h) <= 2)
    return 0;
  for (int p = 0; p < TG_N_POSITIONS; p++)
    if (ts_hex_distance (h, tg_position_centres[p]) <= 2)
      return 1 + p;
  return 0;
}

void
tg_place_find (TsTrehgrannikGame *game,
               int                hex,
               int                actor,
               TgPlace           *place)
{
  TsHex h = tg_hex_at (hex);
  int owner = -1;
  TgProjectKind kind = ts_trehgrannik_game_get_project (game, h, &owner);
  Landmark best = { G_MAXINT, 0, -1, -1, 0, 0 };

  *place = (TgPlace) { 0 };
  place->terrain = ts_trehgrannik_game_get_terrain (game, h);
  place->owner = -1;
  if (place->terrain == TG_PAD)
    {
      place->kind = TG_PLACE_PAD;
      place->mark = TG_MARK_PAD;
      return;
    }
  if (kind != TG_PROJECT_NONE)
    {
      place->kind = TG_PLACE_PROJECT;
      place->mark = kind == TG_PROJECT_BASE ? TG_MARK_BASE : TG_MARK_MODULE;
      place->owner = owner;
      return;
    }

  /* Along each line from the hex, the first landmark. */
  for (int d = 0; d < TS_HEX_N_DIRECTIONS; d++)
    {
      int dist = 0;

      for (int l = tg_hex_neighbour (hex, d); l >= 0; l = tg_hex_neighbour (l, d))
        {
          Landmark here;

          dist++;
          if (landmark_at (game, l, dist, actor, &here))
            {
              if (here.rank < best.rank)
                {
                  best = here;
                  best.hex = l;
                  best.dist = dist;
                  best.dir = ts_hex_direction_opposite (d);
                }
              break;
            }
        }
    }
  if (best.hex < 0)
    {
      place->kind = TG_PLACE_REGION;
      place->region = region_of (hex);
      return;
    }
  place->mark = best.mark;
  place->owner = best.owner;
  place->dir = best.dir;
  place->dist = best.dist;
  place->kind = TG_PLACE_LINE;
  if (best.dist == 1)
    {
      guint same = 0;

      for (int d = 0; d < TS_HEX_N_DIRECTIONS; d++)
        {
          int n = tg_hex_neighbour (best.hex, d);

          same += n >= 0 && ts_trehgrannik_game_get_terrain (game, tg_hex_at (n)) == place->terrain;
        }
      if (same == 1)
        place->kind = TG_PLACE_NEXT_TO;
    }
}

int
tg_place_landmark (const TgPlace *place,
                   int            hex)
{
  int l = hex;

  if (place->kind != TG_PLACE_NEXT_TO && place->kind != TG_PLACE_LINE)
    return -1;
  for (guint i = 0; i < place->dist && l >= 0; i++)
    l = tg_hex_neighbour (l, ts_hex_direction_opposite (place->dir));
  return l;
}

/* a: kind (3 bits), terrain (3), mark (2), dir (3), dist (4);
 * b: owner + 1 (3 bits), region (3). */
void
tg_place_pack (const TgPlace *place,
               int           *a,
               int           *b)
{
  *a = (place->kind & 7) | (place->terrain & 7) << 3 | (place->mark & 3) << 6 | (place->dir & 7) << 8
       | (MIN (place->dist, 15) & 15) << 11;
  *b = ((place->owner + 1) & 7) | (place->region & 7) << 3;
}

void
tg_place_unpack (int      a,
                 int      b,
                 TgPlace *place)
{
  place->kind = a & 7;
  place->terrain = (a >> 3) & 7;
  place->mark = (a >> 6) & 3;
  place->dir = (a >> 8) & 7;
  place->dist = (a >> 11) & 15;
  place->owner = (gint8) ((b & 7) - 1);
  place->region = (b >> 3) & 7;
}

/* ------------------------------------------------------------------ */
/* Places in words                                                     */

/* A hex's terrain inside a sentence. */
static const char *
terrain_noun (TgTerrain terrain)
{
  switch (terrain)
    {
    case TG_PLAINS:
      /* Translators: Trehgrannik: a hex of the terrain Plains, inside a
         sentence ("built a module on the plain next to Bob’s base") */
      return _("the plain");
    case TG_ICE:
      /* Translators: Trehgrannik: a hex of the terrain Ice, inside a
         sentence ("drove to the ice field east of the landing pad") */
      return _("the ice field");
    case TG_SAND:
      /* Translators: Trehgrannik: a hex of the terrain Sand, inside a
         sentence ("built a base on the dune next to Bob’s module") */
      return _("the dune");
    case TG_ROCKS:
      /* Translators: Trehgrannik: a hex of the terrain Rocks, inside a
         sentence ("built a module on the rocks west of the mountains") */
      return _("the rocks");
    case TG_CRATER:
      /* Translators: Trehgrannik: a hex of the terrain Crater, inside a
         sentence ("drove to the crater next to Bob’s base") */
      return _("the crater");
    case TG_LAKE:
      /* Translators: Trehgrannik: a hex of the terrain Lake, inside a
         sentence ("built a module on the lake next to the landing pad") */
      return _("the lake");
    case TG_MOUNTAINS:
      /* Translators: Trehgrannik: a hex of the terrain Mountains, inside a
         sentence */
      return _("the mountains");
    case TG_PAD:
    case TG_N_TERRAINS:
    default:
      /* Translators: Trehgrannik: the hex in the middle of the map where
         the harvesters start, inside a sentence */
      return _("the landing pad");
    }
}

/* A landmark inside a sentence: "the landing pad", "Bob’s base". */
static char *
mark_noun (TgMark              mark,
           int                 owner,
           const char * const *names,
           int                 viewer)
{
  switch (mark)
    {
    case TG_MARK_MODULE:
      if (owner == viewer && owner >= 0)
        /* Translators: Trehgrannik: the reader's own module (a project
           built with one card), inside a sentence */
        return g_strdup (_("your module"));
      /* Translators: Trehgrannik: a player's module (a project built with
         one card), inside a sentence; %s is the player */
      return g_strdup_printf (_("%s’s module"), ts_game_name_of (names, owner));
    case TG_MARK_BASE:
      if (owner == viewer && owner >= 0)
        /* Translators: Trehgrannik: the reader's own base (a project built
           with two or more cards), inside a sentence */
        return g_strdup (_("your base"));
      /* Translators: Trehgrannik: a player's base (a project built with
         two or more cards), inside a sentence; %s is the player */
      return g_strdup_printf (_("%s’s base"), ts_game_name_of (names, owner));
    case TG_MARK_MOUNTAINS:
      return g_strdup (terrain_noun (TG_MOUNTAINS));
    case TG_MARK_PAD:
    default:
      return g_strdup (terrain_noun (TG_PAD));
    }
}

/* "%1$s east of %2$s": the hex is right beside the landmark. */
static char *
beside (int         dir,
        const char *what,
        const char *mark)
{
  switch (dir)
    {
    case TS_HEX_E:
      /* Translators: Trehgrannik: a hex right beside a landmark, inside a
         sentence; %1$s is the hex ("the crater"), %2$s the landmark
         ("Bob’s base"); north is up on the map */
      return g_strdup_printf (_("%1$s east of %2$s"), what, mark);
    case TS_HEX_NE:
      /* Translators: Trehgrannik: see "%1$s east of %2$s" */
      return g_strdup_printf (_("%1$s north-east of %2$s"), what, mark);
    case TS_HEX_NW:
      /* Translators: Trehgrannik: see "%1$s east of %2$s" */
      return g_strdup_printf (_("%1$s north-west of %2$s"), what, mark);
    case TS_HEX_W:
      /* Translators: Trehgrannik: see "%1$s east of %2$s" */
      return g_strdup_printf (_("%1$s west of %2$s"), what, mark);
    case TS_HEX_SW:
      /* Translators: Trehgrannik: see "%1$s east of %2$s" */
      return g_strdup_printf (_("%1$s south-west of %2$s"), what, mark);
    case TS_HEX_SE:
    default:
      /* Translators: Trehgrannik: see "%1$s east of %2$s" */
      return g_strdup_printf (_("%1$s south-east of %2$s"), what, mark);
    }
}

/* "%1$s 3 hexes east of %2$s": DIST hexes along a straight line. */
static char *
along (int         dir,
       int         dist,
       const char *what,
       const char *mark)
{
  switch (dir)
    {
    case TS_HEX_E:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: a hex in
                                              a straight line from a landmark,
                                              inside a sentence; %1$s is the hex
                                              ("the crater"), %2$s the landmark
                                              ("the landing pad"), %3$d how many
                                              hexes away; north is up on the
                                              map */
                                           "%1$s %3$d hex east of %2$s",
                                           "%1$s %3$d hexes east of %2$s", dist),
                              what, mark, dist);
    case TS_HEX_NE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: see
                                              "%1$s %3$d hexes east of %2$s" */
                                           "%1$s %3$d hex north-east of %2$s",
                                           "%1$s %3$d hexes north-east of %2$s", dist),
                              what, mark, dist);
    case TS_HEX_NW:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: see
                                              "%1$s %3$d hexes east of %2$s" */
                                           "%1$s %3$d hex north-west of %2$s",
                                           "%1$s %3$d hexes north-west of %2$s", dist),
                              what, mark, dist);
    case TS_HEX_W:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: see
                                              "%1$s %3$d hexes east of %2$s" */
                                           "%1$s %3$d hex west of %2$s",
                                           "%1$s %3$d hexes west of %2$s", dist),
                              what, mark, dist);
    case TS_HEX_SW:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: see
                                              "%1$s %3$d hexes east of %2$s" */
                                           "%1$s %3$d hex south-west of %2$s",
                                           "%1$s %3$d hexes south-west of %2$s", dist),
                              what, mark, dist);
    case TS_HEX_SE:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: see
                                              "%1$s %3$d hexes east of %2$s" */
                                           "%1$s %3$d hex south-east of %2$s",
                                           "%1$s %3$d hexes south-east of %2$s", dist),
                              what, mark, dist);
    }
}

static char *
in_region (int         region,
           const char *what)
{
  switch (region)
    {
    case 1:
      /* Translators: Trehgrannik: a hex named by the part of the map it
         lies in, inside a sentence; %s is the hex ("the crater") */
      return g_strdup_printf (_("%s in the top part of the planet"), what);
    case 2:
      /* Translators: Trehgrannik: see "%s in the top part of the planet" */
      return g_strdup_printf (_("%s in the upper right part of the planet"), what);
    case 3:
      /* Translators: Trehgrannik: see "%s in the top part of the planet" */
      return g_strdup_printf (_("%s in the lower right part of the planet"), what);
    case 4:
      /* Translators: Trehgrannik: see "%s in the top part of the planet" */
      return g_strdup_printf (_("%s in the bottom part of the planet"), what);
    case 5:
      /* Translators: Trehgrannik: see "%s in the top part of the planet" */
      return g_strdup_printf (_("%s in the lower left part of the planet"), what);
    case 6:
      /* Translators: Trehgrannik: see "%s in the top part of the planet" */
      return g_strdup_printf (_("%s in the upper left part of the planet"), what);
    default:
      /* Translators: Trehgrannik: see "%s in the top part of the planet" */
      return g_strdup_printf (_("%s in the middle of the planet"), what);
    }
}

char *
tg_words_place (const TgPlace      *place,
                const char * const *names,
                int                 viewer)
{
  const char *what = terrain_noun (place->terrain);
  g_autofree char *mark = NULL;

  switch ((TgPlaceKind) place->kind)
    {
    case TG_PLACE_PAD:
      return g_strdup (terrain_noun (TG_PAD));
    case TG_PLACE_PROJECT:
      return mark_noun (place->mark, place->owner, names, viewer);
    case TG_PLACE_NEXT_TO:
      mark = mark_noun (place->mark, place->owner, names, viewer);
      /* Translators: Trehgrannik: a hex next to a landmark, inside a
         sentence; %1$s is the hex ("the crater"), %2$s the landmark
         ("Bob’s base", "the landing pad") */
      return g_strdup_printf (_("%1$s next to %2$s"), what, mark);
    case TG_PLACE_LINE:
      mark = mark_noun (place->mark, place->owner, names, viewer);
      if (place->dist <= 1)
        return beside (place->dir, what, mark);
      return along (place->dir, place->dist, what, mark);
    case TG_PLACE_TERRAIN:
      return g_strdup (what);
    case TG_PLACE_REGION:
    default:
      return in_region (place->region, what);
    }
}

char *
tg_words_hex (TsTrehgrannikGame  *game,
              int                 hex,
              int                 actor,
              const char * const *names,
              int                 viewer)
{
  TgPlace place;

  if (hex < 0 || hex >= TG_N_HEXES)
    return g_strdup ("?");
  tg_place_find (game, hex, actor, &place);
  return tg_words_place (&place, names, viewer);
}

char *
tg_words_way (int dir,
              int steps)
{
  switch (dir)
    {
    case TS_HEX_E:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: how far
                                              and where a harvester drives in a
                                              straight line, inside a sentence
                                              ("Ada drove the harvester 3 hexes
                                              east to the crater"); north is up
                                              on the map */
                                           "%d hex east", "%d hexes east", steps),
                              steps);
    case TS_HEX_NE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: see "%d
                                              hexes east" */
                                           "%d hex north-east", "%d hexes north-east", steps),
                              steps);
    case TS_HEX_NW:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: see "%d
                                              hexes east" */
                                           "%d hex north-west", "%d hexes north-west", steps),
                              steps);
    case TS_HEX_W:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: see "%d
                                              hexes east" */
                                           "%d hex west", "%d hexes west", steps),
                              steps);
    case TS_HEX_SW:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: see "%d
                                              hexes east" */
                                           "%d hex south-west", "%d hexes south-west", steps),
                              steps);
    case TS_HEX_SE:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: see "%d
                                              hexes east" */
                                           "%d hex south-east", "%d hexes south-east", steps),
                              steps);
    }
}

const char *
tg_words_direction (int dir)
{
  switch (dir)
    {
    case TS_HEX_E:
      /* Translators: Trehgrannik: a direction on the map (north is up),
         inside a sentence ("Count the line to the east") */
      return _("east");
    case TS_HEX_NE:
      /* Translators: Trehgrannik: see "east" */
      return _("north-east");
    case TS_HEX_NW:
      /* Translators: Trehgrannik: see "east" */
      return _("north-west");
    case TS_HEX_W:
      /* Translators: Trehgrannik: see "east" */
      return _("west");
    case TS_HEX_SW:
      /* Translators: Trehgrannik: see "east" */
      return _("south-west");
    case TS_HEX_SE:
    default:
      /* Translators: Trehgrannik: see "east" */
      return _("south-east");
    }
}

/* ------------------------------------------------------------------ */
/* Cards                                                               */

const char *
tg_words_card (int card)
{
  return card >= 0 && card < TG_N_CARDS ? _(tg_cards[card].name) : "?";
}

/* ITEMS joined into one list: "a, b and c". */
static char *
join_list (const char * const *items,
           guint               n)
{
  char *text;

  if (n == 0)
    return g_strdup ("");
  text = g_strdup (items[n - 1]);
  if (n == 1)
    return text;
  {
    /* Translators: the last two items of a list ("Quarry and Solar
       Array", "Quarry, Solar Array and Ore Mine") */
    char *tail = g_strdup_printf (C_("list", "%1$s and %2$s"), items[n - 2], text);

    g_free (text);
    text = tail;
  }
  for (guint i = n - 2; i-- > 0;)
    {
      /* Translators: an item before the rest of a list ("Quarry, Solar
         Array and Ore Mine") */
      char *more = g_strdup_printf (C_("list", "%1$s, %2$s"), items[i], text);

      g_free (text);
      text = more;
    }
  return text;
}

char *
tg_words_cards (const int *cards,
                guint      n)
{
  g_autofree const char **items = g_new0 (const char *, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    items[i] = tg_words_card (cards[i]);
  return join_list (items, n);
}

/* The terrains of MASK: "Plains, Ice or Crater". */
static char *
terrains_or (guint mask)
{
  const char *t[TG_N_TERRAINS];
  guint n = 0;

  for (int i = 0; i < TG_N_TERRAINS; i++)
    if (mask & (1u << i))
      t[n++] = tg_terrain_name (i);
  switch (n)
    {
    case 0:
      return g_strdup ("");
    case 1:
      return g_strdup (t[0]);
    case 2:
      /* Translators: Trehgrannik: terrains a card names, one of which
         will do ("Ice or Lake") */
      return g_strdup_printf (_("%1$s or %2$s"), t[0], t[1]);
    default:
      /* Translators: Trehgrannik: terrains a card names, one of which
         will do ("Plains, Ice or Crater") */
      return g_strdup_printf (_("%1$s, %2$s or %3$s"), t[0], t[1], t[2]);
    }
}

char *
tg_words_card_where (int card)
{
  const TgCard *c;
  g_autofree char *terrains = NULL;

  if (card < 0 || card >= TG_N_CARDS)
    return g_strdup ("");
  c = &tg_cards[card];
  terrains = terrains_or (c->terrains);
  if (c->condition == TG_COND_ONLY)
    /* Translators: Trehgrannik: where a card may be built; %s is a
       terrain ("Sand") */
    return g_strdup_printf (_("On %s only."), terrains);
  if (c->condition == TG_COND_ANY_NEXT_TO)
    /* Translators: Trehgrannik: where a card may be built; %1$s are
       terrains ("Plains, Ice or Sand"), %2$s the terrain of a hex it must
       touch ("Lake") */
    return g_strdup_printf (_("On %1$s next to %2$s."), terrains, tg_terrain_name (c->next_to));
  /* Translators: Trehgrannik: where a card may be built; %s are terrains
     ("Plains, Ice or Crater") */
  return g_strdup_printf (_("On %s."), terrains);
}

char *
tg_words_card_income (int card)
{
  const TgCard *c;
  g_autofree char *terrains = NULL;
  int v;

  if (card < 0 || card >= TG_N_CARDS)
    return g_strdup ("");
  c = &tg_cards[card];
  v = c->value;
  terrains = terrains_or (c->income_terrains);
  switch ((TgIncome) c->income)
    {
    case TG_INCOME_PRODUCTION:
      if (c->income_terrains == (1u << TG_MOUNTAINS))
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: Trehgrannik: what a card earns
                                                when built; GC is the galactic currency, the
                                                victory points of the game */
                                             "%1$d GC per Mountains hex next to it.",
                                             "%1$d GC per Mountains hex next to it.", v), v);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: Trehgrannik: what a card earns
                                                when built; %2$s is a terrain ("Ice"); a hex
                                                is empty without a project on it */
                                             "%1$d GC per empty %2$s hex next to it.",
                                             "%1$d GC per empty %2$s hex next to it.", v), v, terrains);
    case TG_INCOME_GENERATOR:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: what a card earns when
                                              built; a project is a module or a base */
                                           "%1$d GC per project of yours next to it.",
                                           "%1$d GC per project of yours next to it.", v), v);
    case TG_INCOME_LOGISTICS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: what a card earns when
                                              built; %2$s are terrains ("Ice or Lake"); the
                                              projects may be anywhere */
                                           "%1$d GC per project of yours on %2$s.",
                                           "%1$d GC per project of yours on %2$s.", v), v, terrains);
    case TG_INCOME_CARGO_HUB:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: what a card earns when
                                              built */
                                           "%1$d GC per project of yours on the terrain it is built on.",
                                           "%1$d GC per project of yours on the terrain it is built on.", v), v);
    case TG_INCOME_MEDICAL:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: what a card earns when
                                              built; a module is a project built with one
                                              card */
                                           "%1$d GC per module of yours next to it.",
                                           "%1$d GC per module of yours next to it.", v), v);
    case TG_INCOME_ENGINEERING:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: what a card earns when
                                              built; a base is a project built with two or
                                              more cards */
                                           "%1$d GC per base of yours next to it.",
                                           "%1$d GC per base of yours next to it.", v), v);
    case TG_INCOME_CENTRAL:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: what a card earns when
                                              built */
                                           "%1$d GC per project of yours next to the landing pad.",
                                           "%1$d GC per project of yours next to the landing pad.", v), v);
    case TG_INCOME_INTRANET:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: what a card earns when
                                              built; the player chooses one of the six
                                              straight lines from the hex */
                                           "%1$d GC per project of yours in a line you choose.",
                                           "%1$d GC per project of yours in a line you choose.", v), v);
    case TG_INCOME_DOME:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: what a card earns when
                                              built */
                                           "%1$d GC per project of yours next to the mountains it touches.",
                                           "%1$d GC per project of yours next to the mountains it touches.", v), v);
    case TG_INCOME_SEISMIC:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: what a card earns when
                                              built; the player chooses one of the six
                                              straight lines from the hex */
                                           "%1$d GC per empty hex up to your farthest project in a line you choose.",
                                           "%1$d GC per empty hex up to your farthest project in a line you choose.", v), v);
    case TG_INCOME_EXTERNAL:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: what a card earns when
                                              built */
                                           "%1$d GC per project of yours on the edge of the planet.",
                                           "%1$d GC per project of yours on the edge of the planet.", v), v);
    case TG_INCOME_SYSTEMS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: what a card earns when
                                              built: it takes GC from the other players */
                                           "Takes %1$d GC per other player’s project next to it from its owner.",
                                           "Takes %1$d GC per other player’s project next to it from its owner.", v), v);
    case TG_INCOME_BLOCK:
    default:
      /* Translators: Trehgrannik: what a Block card earns when built, or
         what it does played with the card it names (%s) */
      return g_strdup_printf (_("2 GC, or doubles what %s earns."), tg_words_card (c->target));
    }
}

char *
tg_words_card_rule (int card)
{
  g_autofree char *where = tg_words_card_where (card);
  g_autofree char *income = tg_words_card_income (card);

  /* Translators: Trehgrannik: where a card may be built, then what it
     earns (two sentences) */
  return g_strdup_printf (C_("card rule", "%1$s %2$s"), where, income);
}
