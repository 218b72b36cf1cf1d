/* trehgrannik-advice.c — a suggested Trehgrannik move in words (the
 * hint, tessella-cli think)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Worked out on the seat's view (ts_game_advise_move), so nothing hidden
 * from the seat can show.  The advice says what to do in the imperative,
 * with the places and cards in words (trehgrannik-words.c), and why where
 * the computer player knows it (trehgrannik-ai.c): the construction a fee
 * or a destination leads to and what it earns, a market card that fits
 * the building sites the harvester reaches, what a slot's ability needs.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "trehgrannik-private.h"
#include "trehgrannik-words.h"

/* The GC a construction of B on HEX brings SEAT now: the Bank's income
 * (each protection on its best line) and what opponents can pay. */
static int
build_gc (const TgState *st,
          int            seat,
          int            hex,
          const TgBuild *b)
{
  int owed[TG_MAX_SEATS];
  int gc = tg_build_income (st, seat, hex, b, owed);

  for (int s = 0; s < st->n_players; s++)
    if (s != seat)
      gc += MIN (owed[s], st->gc[s]);
  return gc;
}

static int
doubler_of (int card)
{
  for (int b = TG_BLK_1; b <= TG_BLK_10; b++)
    if (tg_cards[b].target == card)
      return b;
  return -1;
}

/* What B builds, inside a sentence: "a module with Quarry", "a base with
 * Fusion Generator doubled by Block: Fusion Generator and Solar Array". */
static char *
build_words (const TgState *st,
             const TgBuild *b,
             int            ability)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  gboolean base = b->n > 1 || ability == TG_FORE_QUICK_BASE;
  char *text;

  for (guint i = 0; i < b->n; i++)
    {
      if (b->doubled[i])
        /* Translators: Trehgrannik: a card played with the Block that
           doubles what it earns ("Cargo Hub doubled by Block: Cargo
           Hub"), inside a list of cards */
        g_ptr_array_add (items, g_strdup_printf (_("%1$s doubled by %2$s"), tg_words_card (b->cards[i]),
                                                 tg_words_card (doubler_of (b->cards[i]))));
      else
        g_ptr_array_add (items, g_strdup (tg_words_card (b->cards[i])));
    }
  if (items->len == 1)
    list = g_strdup (g_ptr_array_index (items, 0));
  else
    {
      const char *p[3] = { NULL, };

      for (guint i = 0; i < items->len && i < 3; i++)
        p[i] = g_ptr_array_index (items, i);
      if (items->len == 2)
        /* Translators: the last two items of a list ("Quarry and Solar
           Array", "Quarry, Solar Array and Ore Mine") */
        list = g_strdup_printf (C_("list", "%1$s and %2$s"), p[0], p[1]);
      else
        {
          /* Translators: the last two items of a list ("Quarry and Solar
             Array", "Quarry, Solar Array and Ore Mine") */
          g_autofree char *tail = g_strdup_printf (C_("list", "%1$s and %2$s"), p[1], p[2]);

          /* Translators: an item before the rest of a list ("Quarry, Solar
             Array and Ore Mine") */
          list = g_strdup_printf (C_("list", "%1$s, %2$s"), p[0], tail);
        }
    }
  if (base)
    /* Translators: Trehgrannik: what a construction builds, inside a
       sentence ("Build a base with Quarry and Solar Array"); %s are the
       cards */
    text = g_strdup_printf (_("a base with %s"), list);
  else
    /* Translators: Trehgrannik: what a construction builds, inside a
       sentence ("Build a module with Quarry"); %s is the card */
    text = g_strdup_printf (_("a module with %s"), list);
  return text;
}

/* Where the harvester of SEAT goes to reach HEX: "3 hexes east", or NULL
 * when it jumps (or cannot go there in a line). */
static char *
way_to (const TgState *st,
        int            seat,
        int            hex,
        gboolean       jump)
{
  TsHex a = tg_hex_at (st->at[seat]), b = tg_hex_at (hex);
  int dir = ts_hex_direction_between (a, b);

  if (jump || dir < 0)
    return NULL;
  return tg_words_way (dir, ts_hex_distance (a, b));
}

/* HEX in words for SEAT; after the way there ("3 hexes east"), a place
 * named after the hex the harvester stands on is its terrain alone ("the
 * dune", not "the dune 3 hexes east of the landing pad"). */
static char *
place_words (TsGame             *game,
             const TgState      *st,
             int                 seat,
             int                 hex,
             gboolean            after_way,
             const char * const *names)
{
  TgPlace place;

  tg_place_find (TS_TREHGRANNIK_GAME (game), hex, seat, &place);
  if (after_way && (place.kind == TG_PLACE_NEXT_TO || place.kind == TG_PLACE_LINE)
      && tg_place_landmark (&place, hex) == st->at[seat])
    place.kind = TG_PLACE_TERRAIN;
  return tg_words_place (&place, names, seat);
}

/* "Drive 3 hexes east to the crater next to your base" and what happens
 * there, as the rest of a sentence after a fee ("then …") or alone. */
static char *
advise_destination (TsGame             *game,
                    const TgState      *st,
                    int                 seat,
                    int                 hex,
                    int                 ability,
                    const TgPlan       *plan,
                    const char * const *names)
{
  g_autofree char *way = way_to (st, seat, hex, ability == TG_FORE_JUMP);
  g_autofree char *place = place_words (game, st, seat, hex, way != NULL, names);
  int owner = st->owner[hex];

  if (tg_is_building_site (st, hex) && plan != NULL && plan->builds && plan->dest == hex)
    {
      g_autofree char *what = build_words (st, &plan->build, ability);
      int gc = build_gc (st, seat, hex, &plan->build);

      if (way == NULL)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: Trehgrannik: advice (a
                                                suggested move); %1$s is a place on
                                                the map ("the crater next to your
                                                base"), %2$s what to build there ("a
                                                module with Quarry"), %3$d the GC it
                                                earns (galactic currency, the victory
                                                points) */
                                             "Jump to %1$s and build %2$s there for %3$d GC.",
                                             "Jump to %1$s and build %2$s there for %3$d GC.", gc),
                                place, what, gc);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: advice (a
                                              suggested move); %1$s is how far and where
                                              ("3 hexes east"), %2$s a place on the map
                                              ("the crater next to your base"), %3$s what
                                              to build there ("a module with Quarry"),
                                              %4$d the GC it earns (galactic currency,
                                              the victory points) */
                                           "Drive %1$s to %2$s and build %3$s there for %4$d GC.",
                                           "Drive %1$s to %2$s and build %3$s there for %4$d GC.", gc),
                              way, place, what, gc);
    }
  if (tg_is_building_site (st, hex))
    {
      if (way == NULL)
        /* Translators: Trehgrannik: advice (a suggested move); %s is a
           place on the map ("the crater next to your base") */
        return g_strdup_printf (_("Jump to %s and build there."), place);
      /* Translators: Trehgrannik: advice (a suggested move); %1$s is how
         far and where ("3 hexes east"), %2$s a place on the map */
      return g_strdup_printf (_("Drive %1$s to %2$s and build there."), way, place);
    }
  if (owner >= 0 && owner != seat)
    {
      int owed = MIN (st->gc[seat], st->kind[hex] == TG_PROJECT_BASE ? 2 : 1);

      if (owed > 0 && way != NULL)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: Trehgrannik: advice (a
                                                suggested move); %1$s is how far and
                                                where ("3 hexes east"), %2$s a place
                                                on the map ("Bob’s base"), %3$s its
                                                owner, who is paid %4$d GC for the
                                                stop */
                                             "Drive %1$s to %2$s: you pay %3$s %4$d GC there.",
                                             "Drive %1$s to %2$s: you pay %3$s %4$d GC there.", owed),
                                way, place, ts_game_name_of (names, owner), owed);
      if (owed > 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: Trehgrannik: advice (a
                                                suggested move); %1$s is a place on
                                                the map ("Bob’s base"), %2$s its
                                                owner, who is paid %3$d GC for the
                                                stop */
                                             "Jump to %1$s: you pay %2$s %3$d GC there.",
                                             "Jump to %1$s: you pay %2$s %3$d GC there.", owed),
                                place, ts_game_name_of (names, owner), owed);
    }
  if (way == NULL)
    /* Translators: Trehgrannik: advice (a suggested move); %s is a place
       on the map where nothing is built or paid */
    return g_strdup_printf (_("Jump to %s."), place);
  /* Translators: Trehgrannik: advice (a suggested move); %1$s is how far
     and where ("3 hexes east"), %2$s a place on the map where nothing is
     built or paid */
  return g_strdup_printf (_("Drive %1$s to %2$s."), way, place);
}

/* A card to take (CARD -1: the deck's top card), and why. */
static char *
advise_take (const TgState *st,
             int            seat,
             int            card,
             gboolean       recycle)
{
  const char *name;
  guint sites;

  if (card < 0)
    {
      gboolean any = FALSE;

      for (int c = 0; c < TG_N_CARDS && !any; c++)
        any = st->market[c] > 0 && tg_ai_sites_for (st, c) > 0;
      if (recycle)
        /* Translators: Trehgrannik: advice (a suggested move); Recycler is
           a harvester ability that takes a card after a move */
        return g_strdup (_("Take the top card of the deck with Recycler."));
      if (!any)
        /* Translators: Trehgrannik: advice (a suggested move); the market
           is the row of face-up cards anyone may take */
        return g_strdup (_("Take the top card of the deck: no card in the market fits a building site your "
                           "harvester reaches."));
      /* Translators: Trehgrannik: advice (a suggested move) */
      return g_strdup (_("Take the top card of the deck."));
    }
  name = tg_words_card (card);
  if (tg_cards[card].type == TG_TYPE_BLOCKS && st->hand[seat][tg_cards[card].target] > 0)
    /* Translators: Trehgrannik: advice (a suggested move); %1$s is a
       Block card, %2$s the card in the player's hand whose income it
       doubles */
    return g_strdup_printf (_("Take %1$s from the market: it doubles what your %2$s earns."), name,
                            tg_words_card (tg_cards[card].target));
  sites = tg_ai_sites_for (st, card);
  if (sites > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: Trehgrannik: advice (a
                                            suggested move); %1$s is a card;
                                            %2$d building sites on the straight
                                            lines of the player's harvester allow
                                            it */
                                         "Take %1$s from the market: it fits %2$d building site your harvester reaches.",
                                         "Take %1$s from the market: it fits %2$d building sites your harvester reaches.",
                                         sites),
                            name, sites);
  if (recycle)
    /* Translators: Trehgrannik: advice (a suggested move); %s is a card;
       Recycler is a harvester ability that takes a card after a move */
    return g_strdup_printf (_("Take %s from the market with Recycler."), name);
  /* Translators: Trehgrannik: advice (a suggested move); %s is a card */
  return g_strdup_printf (_("Take %s from the market."), name);
}

static char *
advise_use (TsGame             *game,
            const TgState      *st,
            int                 seat,
            const TsMove       *move,
            const char * const *names)
{
  int ability = move->arg[0];
  const char *tile = ability >= 0 && ability < TG_N_FORE ? _(tg_fore_tiles[ability].name) : "?";
  TgPlan plan;

  if (tg_ai_plan_after (st, move, &plan) && plan.builds)
    {
      g_autofree char *place = tg_words_hex (TS_TREHGRANNIK_GAME (game), plan.dest, seat, names, seat);
      g_autofree char *what = build_words (st, &plan.build, ability);
      int gc = build_gc (st, seat, plan.dest, &plan.build);

      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: advice (a
                                              suggested move); %1$s is a forepart
                                              ability ("Quick Base"), %2$s what it lets
                                              the player build ("a base with Quarry"),
                                              %3$s where ("the crater next to your
                                              base"), %4$d the GC it earns */
                                           "Use %1$s: it lets you build %2$s on %3$s for %4$d GC.",
                                           "Use %1$s: it lets you build %2$s on %3$s for %4$d GC.", gc),
                              tile, what, place, gc);
    }
  /* Translators: Trehgrannik: advice (a suggested move); %s is a forepart
     ability ("Jump") */
  return g_strdup_printf (_("Use %s."), tile);
}

static char *
advise_fee (TsGame             *game,
            const TgState      *st,
            int                 seat,
            const TsMove       *move,
            const char * const *names)
{
  const char *card = tg_words_card (move->arg[0]);
  int ability = st->phase == TG_PHASE_TURN ? -1 : st->ability;
  g_autofree char *then = NULL;
  TgPlan plan;

  if (!tg_ai_plan_after (st, move, &plan))
    /* Translators: Trehgrannik: advice (a suggested move); %s is a card
       paid to move the harvester */
    return g_strdup_printf (_("Pay %s as the movement fee."), card);
  {
    /* The destination is judged with the hand after the fee. */
    TgState *after = g_alloca (sizeof *after);

    memcpy (after, st, sizeof *after);
    after->hand[seat][move->arg[0]]--;
    then = advise_destination (game, after, seat, plan.dest, ability, &plan, names);
  }
  /* Translators: Trehgrannik: advice (a suggested move) in two
     sentences; %1$s is a card paid to move the harvester, %2$s the advice
     that follows ("Drive 3 hexes east to the crater next to your base and
     build a module with Quarry there: 2 GC.") */
  return g_strdup_printf (_("Pay %1$s as the movement fee. %2$s"), card, then);
}

static char *
advise_line (const TgState *st,
             int            seat,
             int            dir)
{
  int card = -1, k = 0, gc;

  for (guint i = 0; i < st->build.n && card < 0; i++)
    if (tg_card_needs_line (st->build.cards[i]) && k++ == st->n_lines)
      card = st->build.cards[i];
  if (card < 0)
    /* Translators: Trehgrannik: advice (a suggested move); %s is a
       direction on the map ("east") */
    return g_strdup_printf (_("Choose the line to the %s."), tg_words_direction (dir));
  gc = tg_card_income (st, seat, st->dest, card, dir, NULL);
  for (guint i = 0; i < st->build.n; i++)
    if (st->build.cards[i] == card && st->build.doubled[i])
      gc *= 2;
  if (gc <= 0)
    /* Translators: Trehgrannik: advice (a suggested move); %1$s is a
       direction on the map ("east"), %2$s the protection card whose line
       it is; no line earns anything */
    return g_strdup_printf (_("Choose the line to the %1$s for %2$s."), tg_words_direction (dir),
                            tg_words_card (card));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: Trehgrannik: advice (a
                                          suggested move); %1$s is a direction on
                                          the map ("east"), %2$s the protection card
                                          whose line it is, %3$d the GC it earns */
                                       "Choose the line to the %1$s for %2$s: it brings %3$d GC.",
                                       "Choose the line to the %1$s for %2$s: it brings %3$d GC.", gc),
                          tg_words_direction (dir), tg_words_card (card), gc);
}

static char *
advise_slot (const TgState *st,
             int            seat,
             int            card,
             int            slot)
{
  const char *name = tg_words_card (card);

  if (slot == TG_SLOT_FOREPART)
    {
      int left = (int) tg_fore_capacity (st) - (int) tg_count (st->slot[seat][TG_SLOT_FOREPART]) - 1;
      const char *tile = _(tg_fore_tiles[st->fore[seat]].name);

      if (left <= 0)
        /* Translators: Trehgrannik: advice (a suggested move); %1$s is a
           card, %2$s the ability of the harvester's forepart (a slot for
           cards), ready to be used once when it is full */
        return g_strdup_printf (_("Put %1$s into the forepart: it is then full, and you may use %2$s once."),
                                name, tile);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: advice (a
                                              suggested move); %1$s is a card, %2$s
                                              the forepart's ability, %3$d the cards
                                              still needed to fill the forepart */
                                           "Put %1$s into the forepart: %3$d more card, and you may use %2$s once.",
                                           "Put %1$s into the forepart: %3$d more cards, and you may use %2$s once.",
                                           left),
                              name, tile, left);
    }
  if (slot == TG_SLOT_CENTER)
    {
      int left = (int) tg_center_capacity (st) - (int) tg_count (st->slot[seat][TG_SLOT_CENTER]) - 1;
      const char *tile = _(tg_main_tiles[st->main_part[seat]].name);

      if (left <= 0)
        /* Translators: Trehgrannik: advice (a suggested move); %1$s is a
           card, %2$s the ability of the harvester's main part, which works
           for good once the center (a slot for cards) is full */
        return g_strdup_printf (_("Put %1$s into the center: it is then full, and %2$s works from your next "
                                  "action on."), name, tile);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: Trehgrannik: advice (a
                                              suggested move); %1$s is a card, %2$s
                                              the main part's ability, %3$d the cards
                                              still needed to fill the center */
                                           "Put %1$s into the center: %3$d more card, and %2$s works for the rest of the game.",
                                           "Put %1$s into the center: %3$d more cards, and %2$s works for the rest of the game.",
                                           left),
                              name, tile, left);
    }
  /* Translators: Trehgrannik: advice (a suggested move); %s is a card;
     the cargo is the harvester's slot that scores at the end */
  return g_strdup_printf (_("Put %s into the cargo: at the end, the most cards of a colour in a cargo score."),
                          name);
}

static char *
advise_build (const TgState *st,
              int            seat,
              const TsMove  *move)
{
  TgBuild b = { { move->arg[0], move->arg[1], move->arg[2] }, { move->arg[3], move->arg[4], move->arg[5] }, 0 };
  g_autofree char *what = NULL;
  int gc;

  for (int k = 0; k < 3; k++)
    if (b.cards[k] >= 0 && b.cards[k] < TG_N_CARDS)
      b.n = k + 1;
  what = build_words (st, &b, st->ability);
  gc = build_gc (st, seat, st->dest, &b);
  if (gc <= 0)
    /* Translators: Trehgrannik: advice (a suggested move); %s is what to
       build ("a module with Quarry"), which earns nothing now */
    return g_strdup_printf (_("Build %s."), what);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: Trehgrannik: advice (a
                                          suggested move); %1$s is what to build ("a
                                          module with Quarry"), %2$d the GC it earns
                                          (with the best line for a protection) */
                                       "Build %1$s for %2$d GC.", "Build %1$s for %2$d GC.", gc),
                          what, gc);
}

char *
tg_game_advise_move (TsGame             *game,
                     int                 seat,
                     const TsMove       *move,
                     const char * const *names)
{
  const TgState *st = tg_state (game);

  if (seat < 0 || seat >= st->n_players)
    return ts_game_describe_move (game, seat, move, names);
  switch ((TgMoveKind) move->kind)
    {
    case TG_MOVE_TAKE:
      return advise_take (st, seat, move->arg[0], FALSE);
    case TG_MOVE_RECYCLE:
      return advise_take (st, seat, move->arg[0], TRUE);
    case TG_MOVE_USE:
      return advise_use (game, st, seat, move, names);
    case TG_MOVE_FEE:
      return advise_fee (game, st, seat, move, names);
    case TG_MOVE_GO:
      {
        int hex = tg_hex_index ((TsHex) { move->arg[0], move->arg[1] });
        int ability = st->phase == TG_PHASE_TURN ? -1 : st->ability;
        TgPlan plan;
        gboolean planned;

        if (hex < 0)
          break;
        planned = tg_ai_plan_after (st, move, &plan);
        return advise_destination (game, st, seat, hex, ability, planned ? &plan : NULL, names);
      }
    case TG_MOVE_BUILD:
      return advise_build (st, seat, move);
    case TG_MOVE_LINE:
      return advise_line (st, seat, move->arg[0]);
    case TG_MOVE_SLOT:
      return advise_slot (st, seat, move->arg[0], move->arg[1]);
    case TG_MOVE_PASS:
      /* Translators: Trehgrannik: advice (a suggested move) when nothing
         else is possible */
      return g_strdup (_("Pass: nothing else can be done."));
    default:
      break;
    }
  return ts_game_describe_move (game, seat, move, names);
}
