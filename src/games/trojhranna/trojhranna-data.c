/* trojhranna-data.c — colours and the 45 cards of Trojhranná hra (spec §2)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "trojhranna-data.h"

typedef struct
{
  char         code;
  const char  *name;
  guint32      rgb;
  TjGlyph      glyph;
} TjColourInfo;

static const TjColourInfo colours[TJ_N_COLOURS] = {
  /* Translators: a colour of the corners of the Trojhranná triangle tiles,
     used in names like "a red corner" */
  { 'R', N_("red"),    0xD62828, TJ_GLYPH_CIRCLE },
  /* Translators: a colour of the corners of the Trojhranná triangle tiles,
     used in names like "a red corner" */
  { 'Y', N_("yellow"), 0xF2C500, TJ_GLYPH_SQUARE },
  /* Translators: a colour of the corners of the Trojhranná triangle tiles,
     used in names like "a red corner" */
  { 'G', N_("green"),  0x2A9D3F, TJ_GLYPH_TRIANGLE },
  /* Translators: a colour of the corners of the Trojhranná triangle tiles,
     used in names like "a red corner" */
  { 'B', N_("blue"),   0x1F5FD1, TJ_GLYPH_DIAMOND },
  /* Translators: a colour of the corners of the Trojhranná triangle tiles,
     used in names like "a red corner" */
  { 'P', N_("pink"),   0xE85FB0, TJ_GLYPH_STAR },
};

/* Spec §2.2, in table order: the position in this list is the card id. */
static const char card_names[TJ_N_CARDS][4] = {
  "RRR", "YYY", "GGG", "BBB", "PPP",
  "RRY", "RRG", "RRB", "RRP", "RYY", "RGG", "RBB", "RPP", "YYG", "YYB",
  "YYP", "YGG", "YBB", "YPP", "GGB", "GGP", "GBB", "GPP", "BBP", "BPP",
  "RYG", "RYB", "RYP", "RGY", "RGB", "RGP", "RBY", "RBG", "RBP", "RPY",
  "RPG", "RPB", "YGB", "YGP", "YBG", "YBP", "YPG", "YPB", "GBP", "GPB",
};

/* The same cards as colour indices, corner by corner.  Constant data: the
 * rules read it in their inner loops, and no game state holds a copy (the
 * search copies states by the million).  test-trojhranna checks it against
 * card_names (J1). */
const guint8 tj_card_colours[TJ_N_CARDS][3] = {
  { 0, 0, 0 }, { 1, 1, 1 }, { 2, 2, 2 }, { 3, 3, 3 }, { 4, 4, 4 },
  { 0, 0, 1 }, { 0, 0, 2 }, { 0, 0, 3 }, { 0, 0, 4 }, { 0, 1, 1 },
  { 0, 2, 2 }, { 0, 3, 3 }, { 0, 4, 4 }, { 1, 1, 2 }, { 1, 1, 3 },
  { 1, 1, 4 }, { 1, 2, 2 }, { 1, 3, 3 }, { 1, 4, 4 }, { 2, 2, 3 },
  { 2, 2, 4 }, { 2, 3, 3 }, { 2, 4, 4 }, { 3, 3, 4 }, { 3, 4, 4 },
  { 0, 1, 2 }, { 0, 1, 3 }, { 0, 1, 4 }, { 0, 2, 1 }, { 0, 2, 3 },
  { 0, 2, 4 }, { 0, 3, 1 }, { 0, 3, 2 }, { 0, 3, 4 }, { 0, 4, 1 },
  { 0, 4, 2 }, { 0, 4, 3 }, { 1, 2, 3 }, { 1, 2, 4 }, { 1, 3, 2 },
  { 1, 3, 4 }, { 1, 4, 2 }, { 1, 4, 3 }, { 2, 3, 4 }, { 2, 4, 3 },
};

char
tj_colour_code (TjColour colour)
{
  g_return_val_if_fail ((guint) colour < TJ_N_COLOURS, '?');
  return colours[colour].code;
}

const char *
tj_colour_name (TjColour colour)
{
  g_return_val_if_fail ((guint) colour < TJ_N_COLOURS, NULL);
  return _(colours[colour].name);
}

guint32
tj_colour_rgb (TjColour colour)
{
  g_return_val_if_fail ((guint) colour < TJ_N_COLOURS, 0);
  return colours[colour].rgb;
}

TjGlyph
tj_colour_glyph (TjColour colour)
{
  g_return_val_if_fail ((guint) colour < TJ_N_COLOURS, TJ_GLYPH_CIRCLE);
  return colours[colour].glyph;
}

TjColour
tj_card_corner (int   card,
                guint k)
{
  g_return_val_if_fail (card >= 0 && card < TJ_N_CARDS, TJ_RED);
  g_return_val_if_fail (k < 3, TJ_RED);
  return (TjColour) tj_card_colours[card][k];
}

const char *
tj_card_name (int card)
{
  g_return_val_if_fail (card >= 0 && card < TJ_N_CARDS, NULL);
  return card_names[card];
}

int
tj_card_from_name (const char *name)
{
  if (name == NULL)
    return -1;
  for (int i = 0; i < TJ_N_CARDS; i++)
    if (strcmp (card_names[i], name) == 0)
      return i;
  return -1;
}

TjColour
tj_card_colour_at (int   card,
                   guint rot,
                   guint i)
{
  g_return_val_if_fail (rot < 3 && i < 3, TJ_RED);
  return tj_card_corner (card, (i + rot) % 3);
}

char *
tj_card_describe_colours (int   card,
                          guint rot)
{
  if (card < 0 || card >= TJ_N_CARDS || rot > 2)
    return g_strdup ("?");
  /* Translators: the three corner colours of a card, e.g. "red-green-blue". */
  return g_strdup_printf (C_("card colours", "%1$s-%2$s-%3$s"),
                          tj_colour_name (tj_card_colour_at (card, rot, 0)),
                          tj_colour_name (tj_card_colour_at (card, rot, 1)),
                          tj_colour_name (tj_card_colour_at (card, rot, 2)));
}
