/* trehgrannik-notation.c — Trehgrannik's moves: their text (grammar in
 * trehgrannik-game.h) and their constructors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "ts-text.h"
#include "trehgrannik-private.h"

static const char * const direction_words[TS_HEX_N_DIRECTIONS] = { "E", "NE", "NW", "W", "SW", "SE" };
static const char * const slot_words[TG_N_SLOTS] = { "forepart", "center", "cargo" };

const char *
tg_direction_word (int dir)
{
  return dir >= 0 && dir < TS_HEX_N_DIRECTIONS ? direction_words[dir] : "?";
}

const char *
tg_slot_word (int slot)
{
  return slot >= 0 && slot < TG_N_SLOTS ? slot_words[slot] : "?";
}

static const char *
code (int card)
{
  return card >= 0 && card < TG_N_CARDS ? tg_cards[card].code : "?";
}

char *
tg_game_format_move (TsGame       *game,
                     const TsMove *move)
{
  switch (move->kind)
    {
    case TG_MOVE_TAKE:
      return g_strdup_printf ("take %s", move->arg[0] < 0 ? "deck" : code (move->arg[0]));
    case TG_MOVE_RECYCLE:
      return g_strdup_printf ("recycle %s", move->arg[0] < 0 ? "deck" : code (move->arg[0]));
    case TG_MOVE_USE:
      return g_strdup_printf ("use %s", move->arg[0] >= 0 && move->arg[0] < TG_N_FORE
                                         ? tg_fore_tiles[move->arg[0]].id : "?");
    case TG_MOVE_FEE:
      return g_strdup_printf ("fee %s", code (move->arg[0]));
    case TG_MOVE_GO:
      return g_strdup_printf ("go %d,%d", move->arg[0], move->arg[1]);
    case TG_MOVE_BUILD:
      {
        GString *s = g_string_new ("build");

        for (int i = 0; i < 3 && move->arg[i] >= 0; i++)
          {
            g_string_append_printf (s, " %s", code (move->arg[i]));
            if (move->arg[3 + i])
              for (int b = TG_BLK_1; b <= TG_BLK_10; b++)
                if (tg_cards[b].target == move->arg[i])
                  g_string_append_printf (s, "+%s", tg_cards[b].code);
          }
        return g_string_free (s, FALSE);
      }
    case TG_MOVE_LINE:
      return g_strdup_printf ("line %s", tg_direction_word (move->arg[0]));
    case TG_MOVE_SLOT:
      return g_strdup_printf ("slot %s %s", code (move->arg[0]), tg_slot_word (move->arg[1]));
    case TG_MOVE_PASS:
      return g_strdup ("pass");
    default:
      return g_strdup ("?");
    }
}

static gboolean
parse_source (const char *word,
              int        *card)
{
  if (strcmp (word, "deck") == 0)
    {
      *card = -1;
      return TRUE;
    }
  *card = tg_card_from_code (word);
  return *card >= 0;
}

static int
word_index (const char         *word,
            const char * const *words,
            int                 n)
{
  for (int i = 0; i < n; i++)
    if (g_ascii_strcasecmp (word, words[i]) == 0)
      return i;
  return -1;
}

gboolean
tg_game_parse_move (TsGame      *game,
                    const char  *text,
                    TsMove      *move,
                    GError     **error)
{
  TsWords w;
  const char *verb;
  int card;

  if (!ts_words_split (&w, text) || w.n == 0)
    return ts_game_set_bad_move_error (game, text, error);
  verb = w.word[0];

  if (strcmp (verb, "pass") == 0 && w.n == 1)
    {
      *move = ts_trehgrannik_move_pass ();
      return TRUE;
    }
  if ((strcmp (verb, "take") == 0 || strcmp (verb, "recycle") == 0) && w.n == 2 &&
      parse_source (w.word[1], &card))
    {
      *move = verb[0] == 't' ? ts_trehgrannik_move_take (card) : ts_trehgrannik_move_recycle (card);
      return TRUE;
    }
  if (strcmp (verb, "use") == 0 && w.n == 2)
    for (int a = 0; a < TG_N_FORE; a++)
      if (g_ascii_strcasecmp (w.word[1], tg_fore_tiles[a].id) == 0)
        {
          *move = ts_trehgrannik_move_use (a);
          return TRUE;
        }
  if (strcmp (verb, "fee") == 0 && w.n == 2 && (card = tg_card_from_code (w.word[1])) >= 0)
    {
      *move = ts_trehgrannik_move_fee (card);
      return TRUE;
    }
  if (strcmp (verb, "go") == 0 && w.n == 2)
    {
      TsHex hex;

      if (ts_hex_from_string (w.word[1], &hex, NULL) && tg_hex_index (hex) >= 0)
        {
          *move = ts_trehgrannik_move_go (hex);
          return TRUE;
        }
    }
  if (strcmp (verb, "line") == 0 && w.n == 2)
    {
      int d = word_index (w.word[1], direction_words, TS_HEX_N_DIRECTIONS);

      if (d >= 0)
        {
          *move = ts_trehgrannik_move_line (d);
          return TRUE;
        }
    }
  if (strcmp (verb, "slot") == 0 && w.n == 3 && (card = tg_card_from_code (w.word[1])) >= 0)
    {
      int s = word_index (w.word[2], slot_words, TG_N_SLOTS);

      if (s >= 0)
        {
          *move = ts_trehgrannik_move_slot (card, s);
          return TRUE;
        }
    }
  if (strcmp (verb, "build") == 0 && w.n >= 2 && w.n <= 4)
    {
      int cards[3];
      gboolean doubled[3];
      guint n = w.n - 1;
      gboolean ok = TRUE;

      for (guint i = 0; i < n && ok; i++)
        {
          char buf[32];
          char *plus;

          g_strlcpy (buf, w.word[1 + i], sizeof buf);
          plus = strchr (buf, '+');
          doubled[i] = plus != NULL;
          if (plus)
            {
              int blk;

              *plus = '\0';
              blk = tg_card_from_code (plus + 1);
              cards[i] = tg_card_from_code (buf);
              ok = blk >= 0 && cards[i] >= 0 && tg_cards[blk].target == cards[i];
            }
          else
            {
              cards[i] = tg_card_from_code (buf);
              ok = cards[i] >= 0;
            }
        }
      /* Card order does not matter in the text; the move is canonical. */
      for (guint i = 0; ok && i < n; i++)
        for (guint j = i + 1; j < n; j++)
          if (cards[j] < cards[i])
            {
              int t = cards[i];
              gboolean d = doubled[i];

              cards[i] = cards[j];
              doubled[i] = doubled[j];
              cards[j] = t;
              doubled[j] = d;
            }
      if (ok)
        {
          *move = ts_trehgrannik_move_build (cards, doubled, n);
          return TRUE;
        }
    }
  return ts_game_set_bad_move_error (game, text, error);
}

/* ------------------------------------------------------------------ */
/* Constructors                                                        */

static TsMove
make (int kind,
      int a0,
      int a1)
{
  TsMove m;

  ts_move_clear (&m);
  m.kind = kind;
  m.arg[0] = a0;
  m.arg[1] = a1;
  return m;
}

TsMove
ts_trehgrannik_move_take (int card)
{
  return make (TG_MOVE_TAKE, card < 0 ? -1 : card, 0);
}

TsMove
ts_trehgrannik_move_recycle (int card)
{
  return make (TG_MOVE_RECYCLE, card < 0 ? -1 : card, 0);
}

TsMove
ts_trehgrannik_move_use (TgForeAbility ability)
{
  return make (TG_MOVE_USE, ability, 0);
}

TsMove
ts_trehgrannik_move_fee (int card)
{
  return make (TG_MOVE_FEE, card, 0);
}

TsMove
ts_trehgrannik_move_go (TsHex hex)
{
  return make (TG_MOVE_GO, hex.q, hex.r);
}

TsMove
ts_trehgrannik_move_build (const int      *cards,
                           const gboolean *doubled,
                           guint           n)
{
  TsMove m = make (TG_MOVE_BUILD, -1, -1);

  m.arg[2] = -1;
  for (guint i = 0; i < n && i < 3; i++)
    {
      m.arg[i] = cards[i];
      m.arg[3 + i] = doubled && doubled[i] ? 1 : 0;
    }
  return m;
}

TsMove
ts_trehgrannik_move_line (TsHexDirection dir)
{
  return make (TG_MOVE_LINE, dir, 0);
}

TsMove
ts_trehgrannik_move_slot (int    card,
                          TgSlot slot)
{
  return make (TG_MOVE_SLOT, card, slot);
}

TsMove
ts_trehgrannik_move_pass (void)
{
  return make (TG_MOVE_PASS, 0, 0);
}
