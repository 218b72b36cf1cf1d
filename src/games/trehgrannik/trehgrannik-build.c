/* trehgrannik-build.c — constructions of Trehgrannik: construction
 * conditions (§4.1), legal constructions (R16–R22) and income (R23–R35)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "trehgrannik-private.h"

#define TG_LINE_MAX 16

void
tg_hand_after_fee (const TgState *st,
                   int            seat,
                   int            fee,
                   guint8        *hand)
{
  memcpy (hand, st->hand[seat], TG_N_CARDS);
  if (fee >= 0 && hand[fee] > 0)
    hand[fee]--;
}

gboolean
tg_condition_holds (const TgState *st,
                    int            card,
                    int            hex)
{
  const TgCard *c = tg_card (card);

  if (!(c->terrains & (1u << st->terrain[hex])))
    return FALSE;
  if (c->condition == TG_COND_ANY_NEXT_TO)
    {
      for (int d = 0; d < TS_HEX_N_DIRECTIONS; d++)
        {
          int n = tg_hex_neighbour (hex, d);

          if (n >= 0 && st->terrain[n] == c->next_to)
            return TRUE;
        }
      return FALSE;
    }
  return TRUE;
}

gboolean
tg_card_needs_line (int card)
{
  return tg_cards[card].income == TG_INCOME_INTRANET || tg_cards[card].income == TG_INCOME_SEISMIC;
}

/* The Block that doubles CARD, or -1. */
static int
doubler_of (int card)
{
  for (int b = TG_BLK_1; b <= TG_BLK_10; b++)
    if (tg_cards[b].target == card)
      return b;
  return -1;
}

/* R30 (Intranet): own projects passed; R32 (Seismic): hexes without a
 * project between the build hex and the farthest own project reached.
 * The walk stops at the edge, at Mountains and at an opponent's project. */
static int
walk_line (const TgState *st,
           int            seat,
           int            hex,
           int            dir,
           gboolean       seismic)
{
  int line[TG_LINE_MAX];
  guint len = tg_line (hex, dir, line);
  int own = 0, empty = 0, anchor_empty = 0;

  for (guint j = 0; j < len; j++)
    {
      int h = line[j];

      if (tg_is_mountains (st, h) || (st->owner[h] >= 0 && st->owner[h] != seat))
        break;
      if (st->owner[h] == seat)
        {
          own++;
          anchor_empty = empty;
        }
      else
        empty++;
    }
  return seismic ? anchor_empty : own;
}

int
tg_card_income (const TgState *st,
                int            seat,
                int            hex,
                int            card,
                int            dir,
                int           *owed)
{
  const TgCard *c = tg_card (card);
  int n = 0;

  switch ((TgIncome) c->income)
    {
    case TG_INCOME_PRODUCTION:
      for (int d = 0; d < TS_HEX_N_DIRECTIONS; d++)
        {
          int h = tg_hex_neighbour (hex, d);

          if (h >= 0 && st->owner[h] < 0 && (c->income_terrains & (1u << st->terrain[h])))
            n++;
        }
      return n * c->value;

    case TG_INCOME_GENERATOR:
    case TG_INCOME_MEDICAL:
    case TG_INCOME_ENGINEERING:
      for (int d = 0; d < TS_HEX_N_DIRECTIONS; d++)
        {
          int h = tg_hex_neighbour (hex, d);

          if (h < 0 || st->owner[h] != seat)
            continue;
          if ((c->income == TG_INCOME_MEDICAL && st->kind[h] != TG_PROJECT_MODULE) ||
              (c->income == TG_INCOME_ENGINEERING && st->kind[h] != TG_PROJECT_BASE))
            continue;
          n++;
        }
      return n * c->value;

    case TG_INCOME_LOGISTICS:
    case TG_INCOME_CARGO_HUB:
      {
        guint mask = c->income == TG_INCOME_CARGO_HUB ? 1u << st->terrain[hex] : c->income_terrains;

        for (int h = 0; h < TG_N_HEXES; h++)
          if (h != hex && st->owner[h] == seat && (mask & (1u << st->terrain[h])))
            n++;
        return n * c->value;
      }

    case TG_INCOME_CENTRAL:
      for (int d = 0; d < TS_HEX_N_DIRECTIONS; d++)
        {
          int h = tg_hex_neighbour (tg_hex_index ((TsHex) { 0, 0 }), d);

          if (h != hex && st->owner[h] == seat)
            n++;
        }
      return n * c->value;

    case TG_INCOME_INTRANET:
      return dir < 0 ? 0 : walk_line (st, seat, hex, dir, FALSE) * c->value;

    case TG_INCOME_SEISMIC:
      return dir < 0 ? 0 : walk_line (st, seat, hex, dir, TRUE) * c->value;

    case TG_INCOME_DOME:
      {
        guint32 groups = 0;

        for (int d = 0; d < TS_HEX_N_DIRECTIONS; d++)
          {
            int h = tg_hex_neighbour (hex, d);

            if (h >= 0 && st->group[h] >= 0)
              groups |= 1u << st->group[h];
          }
        if (groups == 0)
          return 0;
        for (int h = 0; h < TG_N_HEXES; h++)
          {
            gboolean touches = FALSE;

            if (h == hex || st->owner[h] != seat)
              continue;
            for (int d = 0; d < TS_HEX_N_DIRECTIONS && !touches; d++)
              {
                int m = tg_hex_neighbour (h, d);

                touches = m >= 0 && st->group[m] >= 0 && (groups & (1u << st->group[m]));
              }
            n += touches;
          }
        return n * c->value;
      }

    case TG_INCOME_EXTERNAL:
      for (int h = 0; h < TG_N_HEXES; h++)
        if (h != hex && st->owner[h] == seat && tg_hex_is_edge (h))
          n++;
      return n * c->value;

    case TG_INCOME_SYSTEMS:
      for (int d = 0; d < TS_HEX_N_DIRECTIONS; d++)
        {
          int h = tg_hex_neighbour (hex, d);

          if (h >= 0 && st->owner[h] >= 0 && st->owner[h] != seat && owed)
            owed[st->owner[h]] += c->value;
        }
      return 0;

    case TG_INCOME_BLOCK:
    default:
      return c->value;
    }
}

int
tg_best_line (const TgState *st,
              int            seat,
              int            hex,
              int            card)
{
  int best = 0, best_value = -1;

  for (int d = 0; d < TS_HEX_N_DIRECTIONS; d++)
    {
      int v = tg_card_income (st, seat, hex, card, d, NULL);

      if (v > best_value)
        {
          best_value = v;
          best = d;
        }
    }
  return best;
}

/* The number of construction cards of the forms the declared ABILITY
 * allows, and whether they make a base: bit n set for n cards. */
static guint
allowed_sizes (const TgState *st,
               int            seat,
               int            ability,
               guint         *base_sizes)
{
  guint sizes = 0;

  *base_sizes = 0;
  if (ability == TG_FORE_QUICK_BASE)
    {
      if (st->bases[seat] > 0)
        sizes = *base_sizes = 1u << 1;
      return sizes;
    }
  if (ability == TG_FORE_TRIPLE_BASE)
    {
      if (st->bases[seat] > 0)
        sizes = *base_sizes = 1u << 3;
      return sizes;
    }
  if (st->modules[seat] > 0)
    sizes |= 1u << 1;
  if (st->bases[seat] > 0)
    {
      sizes |= 1u << 2;
      *base_sizes |= 1u << 2;
    }
  return sizes;
}

gboolean
tg_can_build (const TgState *st,
              int            seat,
              int            hex,
              const guint8  *hand,
              int            ability)
{
  guint base_sizes, sizes;
  guint fits = 0;

  if (!tg_is_building_site (st, hex))
    return FALSE;
  sizes = allowed_sizes (st, seat, ability, &base_sizes);
  if (sizes == 0)
    return FALSE;
  for (int c = 0; c < TG_N_CARDS; c++)
    if (hand[c] > 0 && (ability == TG_FORE_OVERRIDE || tg_condition_holds (st, c, hex)))
      fits++;
  for (guint n = 1; n <= 3; n++)
    if ((sizes & (1u << n)) && fits >= n)
      return TRUE;
  return FALSE;
}

static gboolean
build_is_legal (const TgState *st,
                int            seat,
                int            hex,
                const guint8  *hand,
                int            ability,
                const TgBuild *b)
{
  guint8 need[TG_N_CARDS] = { 0, };
  guint base_sizes, sizes;

  if (hex < 0 || hex >= TG_N_HEXES || !tg_is_building_site (st, hex))
    return FALSE;
  if (b->n < 1 || b->n > 3)
    return FALSE;
  sizes = allowed_sizes (st, seat, ability, &base_sizes);
  if (!(sizes & (1u << b->n)))
    return FALSE;
  for (guint i = 0; i < 3; i++)
    {
      int c = b->cards[i];

      if (i >= b->n)
        {
          if (c != -1 || b->doubled[i])
            return FALSE;
          continue;
        }
      if (c < 0 || c >= TG_N_CARDS || (i > 0 && c <= b->cards[i - 1]))
        return FALSE;
      need[c]++;
      if (b->doubled[i] > 1)
        return FALSE;
      if (b->doubled[i])
        {
          int d = doubler_of (c);

          if (d < 0)
            return FALSE;
          need[d]++;
        }
      if (ability != TG_FORE_OVERRIDE && !tg_condition_holds (st, c, hex))
        return FALSE;
    }
  for (int c = 0; c < TG_N_CARDS; c++)
    if (need[c] > hand[c])
      return FALSE;
  return TRUE;
}

gboolean
tg_build_is_legal (const TgState *st,
                   int            seat,
                   int            hex,
                   const guint8  *hand,
                   int            ability,
                   const TgBuild *build)
{
  return build_is_legal (st, seat, hex, hand, ability, build);
}

/* Adds every doubler combination of the cards of B (from index I on). */
static void
add_doublers (const TgState *st,
              int            seat,
              int            hex,
              const guint8  *hand,
              int            ability,
              TgBuild       *b,
              guint          i,
              TgBuild       *out,
              guint         *n,
              guint          max)
{
  if (i == b->n)
    {
      if (*n < max && build_is_legal (st, seat, hex, hand, ability, b))
        out[(*n)++] = *b;
      return;
    }
  b->doubled[i] = 0;
  add_doublers (st, seat, hex, hand, ability, b, i + 1, out, n, max);
  if (doubler_of (b->cards[i]) >= 0)
    {
      b->doubled[i] = 1;
      add_doublers (st, seat, hex, hand, ability, b, i + 1, out, n, max);
      b->doubled[i] = 0;
    }
}

guint
tg_list_builds (const TgState *st,
                int            seat,
                int            hex,
                const guint8  *hand,
                int            ability,
                TgBuild       *out,
                guint          max)
{
  int fit[TG_N_CARDS];
  guint n_fit = 0, n = 0, base_sizes, sizes;
  TgBuild b;

  if (!tg_is_building_site (st, hex))
    return 0;
  sizes = allowed_sizes (st, seat, ability, &base_sizes);
  for (int c = 0; c < TG_N_CARDS; c++)
    if (hand[c] > 0 && (ability == TG_FORE_OVERRIDE || tg_condition_holds (st, c, hex)))
      fit[n_fit++] = c;

  memset (&b, 0, sizeof b);
  b.cards[0] = b.cards[1] = b.cards[2] = -1;
  if (sizes & (1u << 1))
    for (guint i = 0; i < n_fit; i++)
      {
        b.n = 1;
        b.cards[0] = fit[i];
        add_doublers (st, seat, hex, hand, ability, &b, 0, out, &n, max);
      }
  if (sizes & (1u << 2))
    for (guint i = 0; i < n_fit; i++)
      for (guint j = i + 1; j < n_fit; j++)
        {
          b.n = 2;
          b.cards[0] = fit[i];
          b.cards[1] = fit[j];
          add_doublers (st, seat, hex, hand, ability, &b, 0, out, &n, max);
        }
  if (sizes & (1u << 3))
    for (guint i = 0; i < n_fit; i++)
      for (guint j = i + 1; j < n_fit; j++)
        for (guint k = j + 1; k < n_fit; k++)
          {
            b.n = 3;
            b.cards[0] = fit[i];
            b.cards[1] = fit[j];
            b.cards[2] = fit[k];
            add_doublers (st, seat, hex, hand, ability, &b, 0, out, &n, max);
          }
  return n;
}

int
tg_build_income (const TgState *st,
                 int            seat,
                 int            hex,
                 const TgBuild *b,
                 int           *owed)
{
  int gc = 0;

  memset (owed, 0, TG_MAX_SEATS * sizeof *owed);
  for (guint i = 0; i < b->n; i++)
    {
      int card = b->cards[i];
      int dir = tg_card_needs_line (card) ? tg_best_line (st, seat, hex, card) : -1;
      int o[TG_MAX_SEATS] = { 0, };
      int mult = b->doubled[i] ? 2 : 1;

      gc += tg_card_income (st, seat, hex, card, dir, o) * mult;
      for (int s = 0; s < st->n_players; s++)
        owed[s] += o[s] * mult;
    }
  return gc;
}
