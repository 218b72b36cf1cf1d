/* trehgrannik-game.c — the Trehgrannik class: GObject boilerplate, the
 * accessors and scenario set-up of trehgrannik-game.h and the readable
 * position of "show"
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "trehgrannik-game.h"
#include "trehgrannik-private.h"

G_DEFINE_FINAL_TYPE (TsTrehgrannikGame, ts_trehgrannik_game, TS_TYPE_GAME)

static const char * const layout_choices[] = { "random", "reference", NULL };
static const char * const layout_labels[] = {
  /* Translators: board layout of Trehgrannik: the outer board parts lie at
     random */
  N_("Random"),
  /* Translators: board layout of Trehgrannik: the fixed layout of the
     rule book */
  N_("Reference layout"),
  NULL,
};

static const TsGameOption options[] = {
  { "layout",
    /* Translators: Trehgrannik: a rule option in the new-game dialog, how
       the planet map is laid out */
    N_("Board"),
    /* Translators: Trehgrannik: the explanation of the option "Board" */
    N_("Where the six outer board parts lie"),
    TS_OPTION_CHOICE, 0, 0, 0, layout_choices, layout_labels },
  { "no-systems",
    /* Translators: Trehgrannik: a rule option in the new-game dialog;
       Systems is a type of project card (the black ones) */
    N_("No Systems"),
    /* Translators: Trehgrannik: the explanation of the option "No Systems" */
    N_("Remove the Systems cards from the deck"),
    TS_OPTION_BOOLEAN, 0, 0, 1, NULL, NULL },
  { NULL, },
};

static void
ts_trehgrannik_game_copy_state (TsGame *dest,
                                TsGame *src)
{
  memcpy (tg_state (dest), tg_state (src), sizeof (TgState));
}

static guint
get_n_players_impl (TsGame *game)
{
  return tg_state (game)->n_players;
}

static int
get_current_seat_impl (TsGame *game)
{
  return tg_state (game)->current;
}

static gboolean
is_over_impl (TsGame *game)
{
  return tg_state (game)->phase == TG_PHASE_OVER;
}

/* ------------------------------------------------------------------ */
/* Accessors                                                           */

#define ST(self) (&(self)->st)
#define SEAT_OK(self, seat) ((seat) >= 0 && (seat) < (self)->st.n_players)

TgPhase
ts_trehgrannik_game_get_phase (TsTrehgrannikGame *self)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self), TG_PHASE_OVER);
  return self->st.phase;
}

TgTerrain
ts_trehgrannik_game_get_terrain (TsTrehgrannikGame *self,
                                 TsHex              hex)
{
  int h = tg_hex_index (hex);

  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self) && h >= 0, TG_MOUNTAINS);
  return self->st.terrain[h];
}

int
ts_trehgrannik_game_get_mountain_group (TsTrehgrannikGame *self,
                                        TsHex              hex)
{
  int h = tg_hex_index (hex);

  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self), -1);
  return h >= 0 ? self->st.group[h] : -1;
}

TgProjectKind
ts_trehgrannik_game_get_project (TsTrehgrannikGame *self,
                                 TsHex              hex,
                                 int               *owner)
{
  int h = tg_hex_index (hex);

  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self), TG_PROJECT_NONE);
  if (owner)
    *owner = h >= 0 ? self->st.owner[h] : -1;
  return h >= 0 && self->st.owner[h] >= 0 ? self->st.kind[h] : TG_PROJECT_NONE;
}

int
ts_trehgrannik_game_get_gc (TsTrehgrannikGame *self,
                            int                seat)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self) && SEAT_OK (self, seat), 0);
  return self->st.gc[seat];
}

guint
ts_trehgrannik_game_get_hand_count (TsTrehgrannikGame *self,
                                    int                seat,
                                    int                card)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self) && SEAT_OK (self, seat), 0);
  g_return_val_if_fail (card >= 0 && card < TG_N_CARDS, 0);
  return self->st.hand[seat][card];
}

guint
ts_trehgrannik_game_get_hand_size (TsTrehgrannikGame *self,
                                   int                seat)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self) && SEAT_OK (self, seat), 0);
  return tg_hand_size (ST (self), seat);
}

guint
ts_trehgrannik_game_get_market_count (TsTrehgrannikGame *self,
                                      int                card)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self) && card >= 0 && card < TG_N_CARDS, 0);
  return self->st.market[card];
}

guint
ts_trehgrannik_game_get_market_stacks (TsTrehgrannikGame *self)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self), 0);
  return tg_market_stacks (ST (self));
}

guint
ts_trehgrannik_game_get_deck_size (TsTrehgrannikGame *self)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self), 0);
  return self->st.n_deck;
}

int
ts_trehgrannik_game_get_deck_card (TsTrehgrannikGame *self,
                                   guint              i)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self), TG_CARD_UNKNOWN);
  if (i >= self->st.n_deck)
    return TG_CARD_UNKNOWN;
  return self->st.deck[self->st.n_deck - 1 - i];
}

guint
ts_trehgrannik_game_get_slot_count (TsTrehgrannikGame *self,
                                    int                seat,
                                    TgSlot             slot,
                                    int                card)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self) && SEAT_OK (self, seat), 0);
  g_return_val_if_fail ((guint) slot < TG_N_SLOTS && card < TG_N_CARDS, 0);
  return card < 0 ? tg_count (self->st.slot[seat][slot]) : self->st.slot[seat][slot][card];
}

guint
ts_trehgrannik_game_get_slot_capacity (TsTrehgrannikGame *self,
                                       TgSlot             slot)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self), 0);
  switch (slot)
    {
    case TG_SLOT_FOREPART:
      return tg_fore_capacity (ST (self));
    case TG_SLOT_CENTER:
      return tg_center_capacity (ST (self));
    default:
      return G_MAXUINT;
    }
}

guint
ts_trehgrannik_game_get_supply (TsTrehgrannikGame *self,
                                int                seat,
                                TgProjectKind      kind)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self) && SEAT_OK (self, seat), 0);
  return kind == TG_PROJECT_BASE ? self->st.bases[seat] : self->st.modules[seat];
}

guint
ts_trehgrannik_game_get_built (TsTrehgrannikGame *self,
                               int                seat)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self) && SEAT_OK (self, seat), 0);
  return self->st.built[seat];
}

TsHex
ts_trehgrannik_game_get_harvester (TsTrehgrannikGame *self,
                                   int                seat)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self) && SEAT_OK (self, seat), ((TsHex) { 0, 0 }));
  return tg_hex_at (self->st.at[seat]);
}

TgForeAbility
ts_trehgrannik_game_get_fore (TsTrehgrannikGame *self,
                              int                seat)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self) && SEAT_OK (self, seat), 0);
  return self->st.fore[seat];
}

TgMainAbility
ts_trehgrannik_game_get_main (TsTrehgrannikGame *self,
                              int                seat)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self) && SEAT_OK (self, seat), 0);
  return self->st.main_part[seat];
}

guint
ts_trehgrannik_game_get_box_production (TsTrehgrannikGame *self)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self), 0);
  return tg_count (self->st.box_prod) + self->st.box_prod_hidden;
}

guint
ts_trehgrannik_game_get_box_forepart (TsTrehgrannikGame *self,
                                      int                card)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self) && card < TG_N_CARDS, 0);
  return card < 0 ? tg_count (self->st.box_fore) : self->st.box_fore[card];
}

int
ts_trehgrannik_game_get_cargo_bonus (TsTrehgrannikGame *self,
                                     int                seat)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self) && SEAT_OK (self, seat), 0);
  return tg_state_cargo_bonus (ST (self), seat);
}

guint
ts_trehgrannik_game_get_n_pending (TsTrehgrannikGame *self)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self), 0);
  if (self->st.phase != TG_PHASE_LINE && self->st.phase != TG_PHASE_SLOT)
    return 0;
  return self->st.n_played;
}

int
ts_trehgrannik_game_get_line_card (TsTrehgrannikGame *self)
{
  guint k = 0;

  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self), -1);
  if (self->st.phase != TG_PHASE_LINE)
    return -1;
  for (guint i = 0; i < self->st.build.n; i++)
    if (tg_card_needs_line (self->st.build.cards[i]) && k++ == self->st.n_lines)
      return self->st.build.cards[i];
  return -1;
}

int
ts_trehgrannik_game_get_trigger (TsTrehgrannikGame *self)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self), -1);
  return self->st.trigger;
}

guint
ts_trehgrannik_game_get_turn (TsTrehgrannikGame *self)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self), 0);
  return self->st.turn;
}

TgEndReason
ts_trehgrannik_game_get_end_reason (TsTrehgrannikGame *self)
{
  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self), TG_END_NONE);
  return self->st.end_reason;
}

guint
ts_trehgrannik_game_reachable (TsTrehgrannikGame *self,
                               gboolean           jump,
                               TsHex             *out,
                               guint              max_out)
{
  TgState *st;
  int hexes[TG_N_HEXES];
  guint n;

  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self), 0);
  st = ST (self);
  if (st->current < 0)
    return 0;
  n = tg_state_destinations (st, st->current, jump,
                             st->center_active && st->main_part[st->current] == TG_MAIN_CLIMBER,
                             hexes);
  for (guint i = 0; i < n && i < max_out; i++)
    out[i] = tg_hex_at (hexes[i]);
  return MIN (n, max_out);
}

/* ------------------------------------------------------------------ */
/* Scenario set-up                                                     */

static const guint8 full_modules[TG_MAX_SEATS + 1] = { 0, 0, 12, 8, 6 };
static const guint8 full_bases[TG_MAX_SEATS + 1] = { 0, 0, 6, 4, 3 };

/* Refreshes what the turn start derives from the state (R40). */
static void
refresh_turn (TgState *st)
{
  if (st->phase == TG_PHASE_TURN && st->current >= 0)
    {
      st->center_active = tg_count (st->slot[st->current][TG_SLOT_CENTER]) >= tg_center_capacity (st);
      st->turn_idle_start = st->n_deck == 0;
    }
}

void
ts_trehgrannik_game_set_project (TsTrehgrannikGame *self,
                                 TsHex              hex,
                                 int                owner,
                                 TgProjectKind      kind)
{
  TgState *st;
  int h = tg_hex_index (hex);

  g_return_if_fail (TS_IS_TREHGRANNIK_GAME (self) && h >= 0);
  st = ST (self);
  if (st->owner[h] >= 0)
    {
      st->built[st->owner[h]]--;
      if (st->kind[h] == TG_PROJECT_BASE)
        st->bases[st->owner[h]]++;
      else
        st->modules[st->owner[h]]++;
    }
  st->owner[h] = -1;
  st->kind[h] = TG_PROJECT_NONE;
  if (owner >= 0 && kind != TG_PROJECT_NONE)
    {
      st->owner[h] = owner;
      st->kind[h] = kind;
      st->built[owner]++;
      /* The supply goes down with it where it can (a test may then set
       * supplies independently, spec §9). */
      if (kind == TG_PROJECT_BASE && st->bases[owner] > 0)
        st->bases[owner]--;
      else if (kind == TG_PROJECT_MODULE && st->modules[owner] > 0)
        st->modules[owner]--;
    }
}

/* Takes one CARD from the deck (anywhere), the market, then the box. */
static gboolean
take_from_pool (TgState *st,
                int      card)
{
  for (int i = 0; i < st->n_deck; i++)
    if (st->deck[i] == card)
      {
        memmove (st->deck + i, st->deck + i + 1, st->n_deck - i - 1);
        st->n_deck--;
        return TRUE;
      }
  if (st->box_prod[card] > 0)
    {
      st->box_prod[card]--;
      return TRUE;
    }
  if (st->market[card] > 0)
    {
      st->market[card]--;
      return TRUE;
    }
  return FALSE;
}

/* Returns CARD to the bottom of the deck, or the box for Production. */
static void
return_to_pool (TgState *st,
                int      card)
{
  if (tg_card (card)->type == TG_TYPE_PRODUCTION)
    st->box_prod[card]++;
  else
    {
      memmove (st->deck + 1, st->deck, st->n_deck);
      st->deck[0] = card;
      st->n_deck++;
    }
}

gboolean
ts_trehgrannik_game_set_hand (TsTrehgrannikGame *self,
                              int                seat,
                              const int         *cards,
                              guint              n)
{
  TgState *st;

  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self) && SEAT_OK (self, seat), FALSE);
  st = ST (self);
  for (int c = 0; c < TG_N_CARDS; c++)
    while (st->hand[seat][c] > 0)
      {
        st->hand[seat][c]--;
        return_to_pool (st, c);
      }
  for (guint i = 0; i < n; i++)
    {
      if (!take_from_pool (st, cards[i]))
        return FALSE;
      st->hand[seat][cards[i]]++;
    }
  refresh_turn (st);
  return TRUE;
}

void
ts_trehgrannik_game_set_gc (TsTrehgrannikGame *self,
                            int                seat,
                            int                gc)
{
  g_return_if_fail (TS_IS_TREHGRANNIK_GAME (self) && SEAT_OK (self, seat) && gc >= 0);
  self->st.gc[seat] = gc;
}

gboolean
ts_trehgrannik_game_set_deck_top (TsTrehgrannikGame *self,
                                  const int         *cards,
                                  guint              n)
{
  TgState *st;

  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self), FALSE);
  st = ST (self);
  /* Bottom first, so that cards[0] ends on top. */
  for (guint i = n; i-- > 0;)
    {
      if (!take_from_pool (st, cards[i]))
        return FALSE;
      st->deck[st->n_deck++] = cards[i];
    }
  refresh_turn (st);
  return TRUE;
}

gboolean
ts_trehgrannik_game_set_market (TsTrehgrannikGame *self,
                                const int         *cards,
                                guint              n)
{
  TgState *st;

  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self), FALSE);
  st = ST (self);
  for (int c = 0; c < TG_N_CARDS; c++)
    while (st->market[c] > 0)
      {
        st->market[c]--;
        return_to_pool (st, c);
      }
  for (guint i = 0; i < n; i++)
    {
      if (!take_from_pool (st, cards[i]))
        return FALSE;
      st->market[cards[i]]++;
    }
  refresh_turn (st);
  return TRUE;
}

void
ts_trehgrannik_game_set_harvester (TsTrehgrannikGame *self,
                                   int                seat,
                                   TsHex              hex)
{
  int h = tg_hex_index (hex);

  g_return_if_fail (TS_IS_TREHGRANNIK_GAME (self) && SEAT_OK (self, seat) && h >= 0);
  self->st.at[seat] = h;
}

void
ts_trehgrannik_game_set_supply (TsTrehgrannikGame *self,
                                int                seat,
                                guint              modules,
                                guint              bases)
{
  g_return_if_fail (TS_IS_TREHGRANNIK_GAME (self) && SEAT_OK (self, seat));
  g_return_if_fail (modules <= full_modules[self->st.n_players] && bases <= full_bases[self->st.n_players]);
  self->st.modules[seat] = modules;
  self->st.bases[seat] = bases;
}

void
ts_trehgrannik_game_set_tiles (TsTrehgrannikGame *self,
                               int                seat,
                               TgForeAbility      fore,
                               TgMainAbility      main_part)
{
  TgState *st;

  g_return_if_fail (TS_IS_TREHGRANNIK_GAME (self) && SEAT_OK (self, seat));
  st = ST (self);
  for (int s = 0; s < st->n_players; s++)
    {
      if (s != seat && st->fore[s] == fore)
        st->fore[s] = st->fore[seat];
      if (s != seat && st->main_part[s] == main_part)
        st->main_part[s] = st->main_part[seat];
    }
  st->fore[seat] = fore;
  st->main_part[seat] = main_part;
}

gboolean
ts_trehgrannik_game_fill_slot (TsTrehgrannikGame *self,
                               int                seat,
                               TgSlot             slot,
                               guint              n)
{
  TgState *st;

  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self) && SEAT_OK (self, seat), FALSE);
  st = ST (self);
  for (guint i = 0; i < n; i++)
    {
      int card;

      if (st->n_deck == 0)
        return FALSE;
      /* From the bottom: the top cards a scenario arranged stay. */
      card = st->deck[0];
      memmove (st->deck, st->deck + 1, st->n_deck - 1);
      st->n_deck--;
      st->slot[seat][slot][card]++;
    }
  refresh_turn (st);
  return TRUE;
}

gboolean
ts_trehgrannik_game_add_cargo (TsTrehgrannikGame *self,
                               int                seat,
                               int                card,
                               guint              n)
{
  TgState *st;

  g_return_val_if_fail (TS_IS_TREHGRANNIK_GAME (self) && SEAT_OK (self, seat), FALSE);
  st = ST (self);
  for (guint i = 0; i < n; i++)
    {
      if (!take_from_pool (st, card))
        return FALSE;
      st->slot[seat][TG_SLOT_CARGO][card]++;
    }
  return TRUE;
}

void
ts_trehgrannik_game_refill_market (TsTrehgrannikGame *self)
{
  g_return_if_fail (TS_IS_TREHGRANNIK_GAME (self));
  tg_state_refill (NULL, ST (self));
  refresh_turn (ST (self));
}

/* ------------------------------------------------------------------ */
/* "show"                                                              */

static void
append_cards (GString      *out,
              const guint8 *counts)
{
  gboolean any = FALSE;

  /* Each card by its name, with the code the command line reads. */
  for (int c = 0; c < TG_N_CARDS; c++)
    if (counts[c] > 0)
      {
        g_string_append (out, any ? ", " : " ");
        g_string_append_printf (out, counts[c] > 1 ? "%s [%s] ×%u" : "%s [%s]", _(tg_cards[c].name),
                                tg_cards[c].code, counts[c]);
        any = TRUE;
      }
  if (!any)
    g_string_append (out, " —");
}

static char *
describe_position (TsGame             *game,
                   const char * const *names)
{
  TgState *st = tg_state (game);
  GString *out = g_string_new (NULL);

  tg_state_draw_board (st, out);
  /* Translators: the legend of the ASCII board of "tessella-cli show" */
  g_string_append (out, _("Terrain: P Plains, I Ice, S Sand, R Rocks, C Crater, L Lake, M Mountains, * landing pad; "
                          "a–d a module of seat 1–4, A–D a base, 1–4 a harvester\n"));
  /* Translators: Trehgrannik: a text of the game */
  g_string_append_printf (out, _("Turn %u\n"), st->turn + 1);
  /* Translators: Trehgrannik: a text of the game */
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Deck: %u card\n", "Deck: %u cards\n", st->n_deck),
                          st->n_deck);
  /* Translators: Trehgrannik: a text of the game */
  g_string_append (out, _("Market:"));
  append_cards (out, st->market);
  g_string_append_c (out, '\n');
  if (tg_count (st->box_fore) > 0)
    {
      /* Translators: Trehgrannik: a text of the game; the forepart, center
         and cargo are the card slots of the harvester */
      g_string_append (out, _("Boxed forepart cards:"));
      append_cards (out, st->box_fore);
      g_string_append_c (out, '\n');
    }
  for (int s = 0; s < st->n_players; s++)
    {
      TsHex at = tg_hex_at (st->at[s]);

      /* Translators: Trehgrannik: a text of the game; GC is the galactic
         currency, the victory points of the game; keep the abbreviation or
         use a local one; the harvester is the vehicle a player drives
         across the planet */
      g_string_append_printf (out, _("Seat %d (%s): %d GC, supply %u modules %u bases, harvester at %d,%d\n"),
                              s + 1, names[s], st->gc[s], st->modules[s], st->bases[s], at.q, at.r);
      /* Translators: Trehgrannik: a text of the game; the forepart, center
         and cargo are the card slots of the harvester; each harvester has
         two tiles (forepart and main part) with abilities */
      g_string_append_printf (out, _("  tiles: %s (forepart), %s (main part)\n"),
                              _(tg_fore_tiles[st->fore[s]].name), _(tg_main_tiles[st->main_part[s]].name));
      /* Translators: Trehgrannik: a text of the game */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "  hand (%u card):", "  hand (%u cards):",
                                                tg_hand_size (st, s)), tg_hand_size (st, s));
      append_cards (out, st->hand[s]);
      if (st->hand_hidden[s] > 0)
        /* Translators: Trehgrannik: a text of the game */
        g_string_append_printf (out, _(" and %u hidden"), st->hand_hidden[s]);
      /* Translators: Trehgrannik: a text of the game; the forepart, center
         and cargo are the card slots of the harvester */
      g_string_append (out, _("\n  forepart:"));
      append_cards (out, st->slot[s][TG_SLOT_FOREPART]);
      /* Translators: Trehgrannik: a text of the game; the forepart, center
         and cargo are the card slots of the harvester */
      g_string_append (out, _("\n  center:"));
      append_cards (out, st->slot[s][TG_SLOT_CENTER]);
      /* Translators: Trehgrannik: a text of the game; the forepart, center
         and cargo are the card slots of the harvester */
      g_string_append (out, _("\n  cargo:"));
      append_cards (out, st->slot[s][TG_SLOT_CARGO]);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

static char *
describe_turn (TsGame             *game,
               const char * const *names)
{
  TgState *st = tg_state (game);
  const char *who;

  if (st->current < 0)
    return NULL;
  who = names[st->current];
  switch (st->phase)
    {
    case TG_PHASE_ADD:
      /* Translators: Trehgrannik: a text of the game */
      return g_strdup_printf (_("%s: take another card"), who);
    case TG_PHASE_MOVE:
    case TG_PHASE_DEST:
      /* Translators: Trehgrannik: a text of the game */
      return g_strdup_printf (_("%s: choose where to move"), who);
    case TG_PHASE_BUILD:
      /* Translators: Trehgrannik: a text of the game */
      return g_strdup_printf (_("%s: choose the cards to build with"), who);
    case TG_PHASE_LINE:
      /* Translators: Trehgrannik: a text of the game */
      return g_strdup_printf (_("%s: choose a direction for the protection"), who);
    case TG_PHASE_SLOT:
      /* Translators: Trehgrannik: a text of the game */
      return g_strdup_printf (_("%s: choose a slot for %s"), who, _(tg_cards[st->played[0]].name));
    case TG_PHASE_RECYCLE:
      /* Translators: Trehgrannik: a text of the game; the name of a
         harvester tile */
      return g_strdup_printf (_("%s: take a card (Recycler)"), who);
    default:
      /* Translators: Trehgrannik: a text of the game */
      return g_strdup_printf (_("%s: add cards or move and build"), who);
    }
}

static void
ts_trehgrannik_game_class_init (TsTrehgrannikGameClass *klass)
{
  TsGameClass *game_class = TS_GAME_CLASS (klass);

  game_class->id = "trehgrannik";
  game_class->name = N_("Trehgrannik");
  /* Translators: the one-line description of the game Trehgrannik in the
     list of games */
  game_class->description = N_("Drive a harvester across a planet and build projects for galactic currency.");
  /* The rule book names its publisher (Cosmodrome Games), no designer. */
  game_class->designer = NULL;
  game_class->min_players = 2;
  game_class->max_players = TG_MAX_SEATS;
  game_class->options = options;
  game_class->first_player = TS_FIRST_PLAYER_RANDOM;
  game_class->max_moves = TG_MAX_MOVES;

  game_class->setup = tg_game_setup;
  game_class->copy_state = ts_trehgrannik_game_copy_state;
  game_class->get_n_players = get_n_players_impl;
  game_class->get_current_seat = get_current_seat_impl;
  game_class->is_over = is_over_impl;
  game_class->list_moves = tg_game_list_moves;
  game_class->apply_move = tg_game_apply_move;
  game_class->is_legal = tg_game_is_legal;
  game_class->format_move = tg_game_format_move;
  game_class->parse_move = tg_game_parse_move;
  game_class->get_score = tg_game_get_score;
  game_class->get_ranks = tg_game_get_ranks;
  game_class->describe_score = tg_game_describe_score;
  game_class->save_state = tg_game_save_state;
  game_class->load_state = tg_game_load_state;
  game_class->save_position = tg_position2_save;
  game_class->redact = tg_game_redact;
  game_class->determinise = tg_game_determinise;
  game_class->is_view = tg_game_is_view;
  game_class->describe_position = describe_position;
  game_class->describe_event = tg_game_describe_event;
  game_class->describe_turn = describe_turn;
  game_class->advise_move = tg_game_advise_move;

  game_class->trivial_move = tg_ai_trivial_move;
  game_class->playout_move = tg_ai_playout_move;
  game_class->evaluate = tg_ai_evaluate;
  game_class->prior = tg_ai_prior;
  game_class->tune_search = tg_ai_tune_search;
  game_class->forget = tg_ai_forget;
}

static void
ts_trehgrannik_game_init (TsTrehgrannikGame *self)
{
  tg_state_init_empty (&self->st);
}
