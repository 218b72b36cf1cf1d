/* trehgrannik-events.c — the events Trehgrannik's moves emit, and their
 * words for the log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A sentence uses only its event and constant data, never the game's
 * state, which can be any later position: where a harvester went or a
 * project was built is named when it happens (trehgrannik-words.c) and the
 * name travels in the event ("the crater next to Bob’s base").  Cards are
 * named by their names; the move notation stays the command line's.
 */
#include <glib/gi18n-lib.h>

#include "trehgrannik-private.h"
#include "trehgrannik-words.h"

/* TG_EVENT_GO arg[2]: the steps (bits 0–3), the direction (bits 4–6) and
 * whether it was a jump (bit 7). */
#define GO_STEPS(a) ((a) & 15)
#define GO_DIR(a) (((a) >> 4) & 7)
#define GO_JUMP 128

void
tg_emit (TsGame      *game,
         TgEventKind  kind,
         int          seat,
         guint8       visible_to,
         gboolean     reveals,
         int          a0,
         int          a1,
         int          a2)
{
  TsEvent e = { 0, };

  if (game == NULL || !ts_game_is_recording (game) || visible_to == 0)
    return;
  e.kind = kind;
  e.flags = reveals ? TS_EVENT_REVEALS : 0;
  /* What the other seats learn of a deck draw, a spectator learns too. */
  if (kind == TG_EVENT_TAKE_DECK_HIDDEN || kind == TG_EVENT_RECYCLE_DECK_HIDDEN)
    e.flags |= TS_EVENT_SPECTATORS;
  e.visible_to = visible_to;
  e.seat = seat;
  e.arg[0] = a0;
  e.arg[1] = a1;
  e.arg[2] = a2;
  ts_game_emit (game, &e);
}

static void
emit_place (TsGame      *game,
            TgEventKind  kind,
            int          seat,
            int          hex,
            int          a2)
{
  TsHex h = tg_hex_at (hex);
  TgPlace place;
  int pa, pb;
  TsEvent e = { 0, };

  tg_place_find (TS_TREHGRANNIK_GAME (game), hex, seat, &place);
  tg_place_pack (&place, &pa, &pb);
  e.kind = kind;
  e.visible_to = TS_EVENT_EVERYONE;
  e.seat = seat;
  e.arg[0] = h.q;
  e.arg[1] = h.r;
  e.arg[2] = a2;
  e.arg[3] = pa;
  e.arg[4] = pb;
  ts_game_emit (game, &e);
}

void
tg_emit_go (TsGame *game,
            int     seat,
            int     from,
            int     to,
            gboolean jump)
{
  TsHex a = tg_hex_at (from), b = tg_hex_at (to);
  int dir = ts_hex_direction_between (a, b);
  int steps = ts_hex_distance (a, b);

  if (game == NULL || !ts_game_is_recording (game))
    return;
  /* The hex is named before the harvester is on it: harvesters are never
   * landmarks. */
  emit_place (game, TG_EVENT_GO, seat, to,
              jump || dir < 0 ? GO_JUMP : (MIN (steps, 15) | dir << 4));
}

void
tg_emit_build (TsGame        *game,
               int            seat,
               int            hex,
               TgProjectKind  kind)
{
  if (game == NULL || !ts_game_is_recording (game))
    return;
  /* Named before the project stands there. */
  emit_place (game, TG_EVENT_BUILD, seat, hex, kind);
}

static const char *
card_name (int card)
{
  return tg_words_card (card);
}

static char *
event_place (const TsEvent      *e,
             const char * const *names)
{
  TgPlace place;

  tg_place_unpack (e->arg[3], e->arg[4], &place);
  return tg_words_place (&place, names, TS_SEAT_NONE);
}

static char *
describe_go (const TsEvent      *e,
             const char         *who,
             const char * const *names)
{
  g_autofree char *place = event_place (e, names);
  g_autofree char *way = NULL;

  if (e->arg[2] & GO_JUMP)
    /* Translators: Trehgrannik: a line of the game log; %1$s is a player,
       %2$s a place on the map ("the crater next to Bob’s base"); Jump is
       a harvester ability that moves it anywhere */
    return g_strdup_printf (_("%1$s jumped the harvester to %2$s"), who, place);
  way = tg_words_way (GO_DIR (e->arg[2]), GO_STEPS (e->arg[2]));
  /* Translators: Trehgrannik: a line of the game log; %1$s is a player,
     %2$s how far and where ("3 hexes east"), %3$s a place on the map ("the
     crater next to Bob’s base"); the harvester is the vehicle a player
     drives across the planet */
  return g_strdup_printf (_("%1$s drove the harvester %2$s to %3$s"), who, way, place);
}

static char *
describe_build (const TsEvent      *e,
                const char         *who,
                const char * const *names)
{
  g_autofree char *place = event_place (e, names);

  if (e->arg[2] == TG_PROJECT_BASE)
    /* Translators: Trehgrannik: a line of the game log; %1$s is a player,
       %2$s a place on the map ("the crater next to Bob’s base"); a base
       is a project built with two or more cards */
    return g_strdup_printf (_("%1$s built a base on %2$s"), who, place);
  /* Translators: Trehgrannik: a line of the game log; %1$s is a player,
     %2$s a place on the map ("the crater next to Bob’s base"); a module is
     a project built with one card */
  return g_strdup_printf (_("%1$s built a module on %2$s"), who, place);
}

static char *
describe_slot (const TsEvent *e,
               const char    *who)
{
  const char *card = card_name (e->arg[0]);

  switch (e->arg[1])
    {
    case TG_SLOT_FOREPART:
      /* Translators: Trehgrannik: a line of the game log; %1$s is a
         player, %2$s a card; the forepart is a card slot of the harvester */
      return g_strdup_printf (_("%1$s put %2$s into the forepart"), who, card);
    case TG_SLOT_CENTER:
      /* Translators: Trehgrannik: a line of the game log; %1$s is a
         player, %2$s a card; the center is a card slot of the harvester */
      return g_strdup_printf (_("%1$s put %2$s into the center"), who, card);
    default:
      /* Translators: Trehgrannik: a line of the game log; %1$s is a
         player, %2$s a card; the cargo is a card slot of the harvester */
      return g_strdup_printf (_("%1$s put %2$s into the cargo"), who, card);
    }
}

static char *
describe_cargo (const TsEvent *e,
                const char    *who)
{
  int n = e->arg[1];

  switch (e->arg[0])
    {
    case TG_WHITE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: a line of
                                              the game log at the end; the player
                                              with the most cards of a colour in the
                                              harvester's cargo scores one GC per card */
                                           "%1$s has the most white cards in the cargo and scores %2$d GC",
                                           "%1$s has the most white cards in the cargo and scores %2$d GC", n),
                              who, n);
    case TG_BLUE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: see "%1$s has
                                              the most white cards in the cargo…" */
                                           "%1$s has the most blue cards in the cargo and scores %2$d GC",
                                           "%1$s has the most blue cards in the cargo and scores %2$d GC", n),
                              who, n);
    case TG_YELLOW:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: see "%1$s has
                                              the most white cards in the cargo…" */
                                           "%1$s has the most yellow cards in the cargo and scores %2$d GC",
                                           "%1$s has the most yellow cards in the cargo and scores %2$d GC", n),
                              who, n);
    case TG_GREEN:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: see "%1$s has
                                              the most white cards in the cargo…" */
                                           "%1$s has the most green cards in the cargo and scores %2$d GC",
                                           "%1$s has the most green cards in the cargo and scores %2$d GC", n),
                              who, n);
    case TG_PURPLE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: see "%1$s has
                                              the most white cards in the cargo…" */
                                           "%1$s has the most purple cards in the cargo and scores %2$d GC",
                                           "%1$s has the most purple cards in the cargo and scores %2$d GC", n),
                              who, n);
    case TG_RED:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: see "%1$s has
                                              the most white cards in the cargo…" */
                                           "%1$s has the most red cards in the cargo and scores %2$d GC",
                                           "%1$s has the most red cards in the cargo and scores %2$d GC", n),
                              who, n);
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: see "%1$s has
                                              the most white cards in the cargo…" */
                                           "%1$s has the most black cards in the cargo and scores %2$d GC",
                                           "%1$s has the most black cards in the cargo and scores %2$d GC", n),
                              who, n);
    }
}

char *
tg_game_describe_event (TsGame             *game,
                        const TsEvent      *e,
                        const char * const *names)
{
  const char *who = e->seat >= 0 && e->seat < TG_MAX_SEATS ? names[e->seat] : "";
  const char *other = e->arg[0] >= 0 && e->arg[0] < TG_MAX_SEATS ? names[e->arg[0]] : "";

  switch ((TgEventKind) e->kind)
    {
    case TG_EVENT_TAKE_DECK:
      /* Translators: %s are a player's name and a card's name */
      return g_strdup_printf (_("%s took %s from the deck"), who, card_name (e->arg[0]));
    case TG_EVENT_TAKE_DECK_HIDDEN:
      /* Translators: Trehgrannik: a line of the game log, telling what
         happened */
      return g_strdup_printf (_("%s took a card from the deck"), who);
    case TG_EVENT_TAKE_MARKET:
      /* Translators: Trehgrannik: a line of the game log, telling what
         happened; the market is the row of face-up cards anyone may take */
      return g_strdup_printf (_("%s took %s from the market"), who, card_name (e->arg[0]));
    case TG_EVENT_REFILL:
      /* Translators: Trehgrannik: a line of the game log, telling what
         happened; %s is a card; the market is the row of face-up cards
         anyone may take */
      return g_strdup_printf (_("%s is turned up from the deck into the market"), card_name (e->arg[0]));
    case TG_EVENT_USE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %s are a player's name and
                                              a harvester ability; %d cards went to
                                              the box */
                                           "%s used %s; %d forepart card went to the box",
                                           "%s used %s; %d forepart cards went to the box",
                                           e->arg[1]),
                              who, e->arg[0] >= 0 && e->arg[0] < TG_N_FORE
                                   ? _(tg_fore_tiles[e->arg[0]].name) : "?", e->arg[1]);
    case TG_EVENT_FEE:
      /* Translators: Trehgrannik: a line of the game log, telling what
         happened; moving the harvester costs a card as the movement fee */
      return g_strdup_printf (_("%s paid %s as the movement fee"), who, card_name (e->arg[0]));
    case TG_EVENT_GO:
      return describe_go (e, who, names);
    case TG_EVENT_PAY:
      if (e->arg[1] <= 0)
        /* Translators: Trehgrannik: a line of the game log; %1$s stopped
           on a project of %2$s and owes GC (galactic currency) for it, but
           has none */
        return g_strdup_printf (_("%1$s has no GC to pay %2$s"), who, other);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: "Ada paid Bob 2 GC"
                                              (galactic currency) for stopping on
                                              Bob's project */
                                           "%1$s paid %2$s %3$d GC", "%1$s paid %2$s %3$d GC",
                                           e->arg[1]), who, other, e->arg[1]);
    case TG_EVENT_BUILD:
      return describe_build (e, who, names);
    case TG_EVENT_INCOME:
      if (e->arg[1] <= 0)
        return g_strdup_printf (e->arg[2]
                                /* Translators: Trehgrannik: a line of the game
                                   log; %1$s is a player, %2$s a card that
                                   earned no GC this time (even doubled) */
                                ? _("%1$s: %2$s (doubled) brings nothing")
                                /* Translators: Trehgrannik: a line of the game
                                   log; %1$s is a player, %2$s a card that
                                   earned no GC this time */
                                : _("%1$s: %2$s brings nothing"),
                                who, card_name (e->arg[0]));
      return g_strdup_printf (e->arg[2]
                              ? g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: Trehgrannik: a line of
                                                the game log; %1$s is a player, %2$s
                                                a card, doubled by its Block; GC is
                                                the galactic currency, the victory
                                                points of the game */
                                             "%1$s: %2$s (doubled) brings %3$d GC",
                                             "%1$s: %2$s (doubled) brings %3$d GC", e->arg[1])
                              : g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: Trehgrannik: a line of
                                                the game log; %1$s is a player, %2$s
                                                a card; GC is the galactic currency,
                                                the victory points of the game */
                                             "%1$s: %2$s brings %3$d GC",
                                             "%1$s: %2$s brings %3$d GC", e->arg[1]),
                              who, card_name (e->arg[0]), e->arg[1]);
    case TG_EVENT_TAKEN:
      if (e->arg[1] <= 0)
        /* Translators: Trehgrannik: a line of the game log; a Systems card
           of %2$s takes GC from %1$s, who has none */
        return g_strdup_printf (_("%1$s has no GC for %2$s’s system to take"), other, who);
      if (e->arg[1] < e->arg[2])
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: Trehgrannik: a line of
                                                the game log; a Systems card takes
                                                GC from another player, who had
                                                less than it takes */
                                             "%1$s takes %3$d GC from %2$s, all %2$s has",
                                             "%1$s takes %3$d GC from %2$s, all %2$s has", e->arg[1]),
                                who, other, e->arg[1]);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: a line of the
                                              game log; a Systems card takes GC from
                                              another player: "Ada takes 2 GC from
                                              Bob" */
                                           "%1$s takes %3$d GC from %2$s",
                                           "%1$s takes %3$d GC from %2$s", e->arg[1]),
                              who, other, e->arg[1]);
    case TG_EVENT_SLOT:
      return describe_slot (e, who);
    case TG_EVENT_RECYCLE_DECK:
      /* Translators: Trehgrannik: a line of the game log, telling what
         happened */
      return g_strdup_printf (_("%s recycled: took %s from the deck"), who, card_name (e->arg[0]));
    case TG_EVENT_RECYCLE_DECK_HIDDEN:
      /* Translators: Trehgrannik: a line of the game log, telling what
         happened */
      return g_strdup_printf (_("%s recycled: took a card from the deck"), who);
    case TG_EVENT_RECYCLE_MARKET:
      /* Translators: Trehgrannik: a line of the game log, telling what
         happened; the market is the row of face-up cards anyone may take */
      return g_strdup_printf (_("%s recycled: took %s from the market"), who, card_name (e->arg[0]));
    case TG_EVENT_TRIGGER:
      /* Translators: Trehgrannik: a line of the game log, telling what
         happened; a project is a module (built with one card) or a base
         (usually two or more cards) on a hex */
      return g_strdup_printf (_("%s built their last project: every other player takes one more turn"), who);
    case TG_EVENT_PASS:
      /* Translators: Trehgrannik: a line of the game log, telling what
         happened */
      return g_strdup_printf (_("%s passes"), who);
    case TG_EVENT_CARGO:
      return describe_cargo (e, who);
    case TG_EVENT_GAME_OVER:
      switch (e->arg[0])
        {
        case TG_END_STALL:
          /* Translators: Trehgrannik: a line of the game log, telling what
             happened */
          return g_strdup (_("The game is over: the deck is empty and nobody builds"));
        case TG_END_QUIET:
          /* Translators: Trehgrannik: a line of the game log, telling what
             happened */
          return g_strdup (_("The game is over: nobody built or drew for too long"));
        case TG_END_TURNS:
          /* Translators: Trehgrannik: a line of the game log, telling what
             happened */
          return g_strdup (_("The game is over: the turn limit is reached"));
        default:
          return g_strdup (_("The game is over"));
        }
    case TG_EVENT_FORE_READY:
      /* Translators: %s are a player's name and a harvester ability */
      return g_strdup_printf (_("%s’s forepart is full: %s is ready"), who,
                              e->arg[0] >= 0 && e->arg[0] < TG_N_FORE ? _(tg_fore_tiles[e->arg[0]].name) : "?");
    case TG_EVENT_CENTER_FULL:
      /* Translators: Trehgrannik: a line of the game log, telling what
         happened; the forepart, center and cargo are the card slots of the
         harvester */
      return g_strdup_printf (_("%s’s center is full: %s works from the next action on"), who,
                              e->arg[0] >= 0 && e->arg[0] < TG_N_MAIN ? _(tg_main_tiles[e->arg[0]].name) : "?");
    case TG_EVENT_FINAL_SCORE:
      /* Translators: Trehgrannik: a line of the game log, telling what
         happened; GC is the galactic currency, the victory points of the
         game; keep the abbreviation or use a local one */
      return g_strdup_printf (_("%s scores %d GC"), who, e->arg[0]);
    default:
      return NULL;
    }
}
