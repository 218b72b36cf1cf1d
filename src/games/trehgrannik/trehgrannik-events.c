/* trehgrannik-events.c — the events Trehgrannik's moves emit, and their
 * words for the log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include "trehgrannik-private.h"

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

static const char *
card_name (int card)
{
  return card >= 0 && card < TG_N_CARDS ? _(tg_cards[card].name) : "?";
}

static const char *
slot_name (int slot)
{
  switch (slot)
    {
    case TG_SLOT_FOREPART:
      /* Translators: a harvester slot of Trehgrannik */
      return _("forepart");
    case TG_SLOT_CENTER:
      /* Translators: a harvester slot of Trehgrannik */
      return _("center");
    default:
      /* Translators: a harvester slot of Trehgrannik */
      return _("cargo");
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
         happened; the market is the row of face-up cards anyone may take */
      return g_strdup_printf (_("%s was added to the market from the deck"), card_name (e->arg[0]));
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
      /* Translators: Trehgrannik: a line of the game log, telling what
         happened; the harvester is the vehicle a player drives across the
         planet */
      return g_strdup_printf (_("%s moved the harvester to %d,%d"), who, e->arg[0], e->arg[1]);
    case TG_EVENT_PAY:
      /* Translators: "Ada paid Bob 2 GC" (galactic currency) */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s paid %s %d GC", "%s paid %s %d GC",
                                           e->arg[1]), who, other, e->arg[1]);
    case TG_EVENT_BUILD:
      /* Translators: Trehgrannik: a line of the game log, telling what
         happened; a project is a module (built with one card) or a base
         (usually two or more cards) on a hex */
      return g_strdup_printf (e->arg[2] == TG_PROJECT_BASE ? _("%s built a base at %d,%d")
                                                           /* Translators: Trehgrannik: a line of the
                                                              game log, telling what happened; a
                                                              project is a module (built with one
                                                              card) or a base (usually two or more cards) on
                                                              a hex */
                                                           : _("%s built a module at %d,%d"),
                              who, e->arg[0], e->arg[1]);
    case TG_EVENT_INCOME:
      /* Translators: Trehgrannik: a line of the game log, telling what
         happened; GC is the galactic currency, the victory points of the
         game; keep the abbreviation or use a local one */
      return g_strdup_printf (e->arg[2] ? _("%s: %s (doubled) brings %d GC")
                                        /* Translators: Trehgrannik: a line of the
                                           game log, telling what happened; GC is
                                           the galactic currency, the victory
                                           points of the game; keep the
                                           abbreviation or use a local one */
                                        : _("%s: %s brings %d GC"),
                              who, card_name (e->arg[0]), e->arg[1]);
    case TG_EVENT_TAKEN:
      /* Translators: Systems: "Ada takes 2 GC from Bob" */
      return g_strdup_printf (_("%s takes %d GC from %s (owed %d)"), who, e->arg[1], other, e->arg[2]);
    case TG_EVENT_SLOT:
      /* Translators: Trehgrannik: a line of the game log, telling what
         happened */
      return g_strdup_printf (_("%s put %s into the %s"), who, card_name (e->arg[0]), slot_name (e->arg[1]));
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
      /* Translators: Trehgrannik: a line of the game log, telling what
         happened; GC is the galactic currency, the victory points of the
         game; keep the abbreviation or use a local one; the forepart,
         center and cargo are the card slots of the harvester */
      return g_strdup_printf (_("%s has the most %s cargo cards and scores %d GC"), who,
                              e->arg[0] >= 0 && e->arg[0] < TG_N_COLOURS ? tg_colour_name (e->arg[0]) : "?",
                              e->arg[1]);
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
