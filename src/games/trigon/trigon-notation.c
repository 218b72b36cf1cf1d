/* trigon-notation.c — Rule of Trigon's moves as text, and the move
 * constructors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions are written by their ids ("N1", "F-C4-C2"), seats as p1–p4,
 * cards as E01–E46 and O01–O27.  docs/positions/trigon.md lists every
 * form.  Trailing zero counts may be left out.
 */
#include <glib/gi18n-lib.h>

#include <stdlib.h>
#include <string.h>

#include "ts-text.h"
#include "trigon-private.h"

static TsMove
mk (int kind, int a0, int a1, int a2, int a3, int a4, int a5, int a6)
{
  TsMove m = { (gint16) kind, { (gint16) a0, (gint16) a1, (gint16) a2, (gint16) a3,
                                (gint16) a4, (gint16) a5, (gint16) a6 } };

  return m;
}

TsMove ts_trigon_move_end (void) { return mk (TRG_MOVE_END, 0, 0, 0, 0, 0, 0, 0); }
TsMove ts_trigon_move_exchange (TrgCoin coin) { return mk (TRG_MOVE_EXCHANGE, coin, 0, 0, 0, 0, 0, 0); }
TsMove ts_trigon_move_build (TrgFigure f, int site) { return mk (TRG_MOVE_BUILD, f, site, 0, 0, 0, 0, 0); }
TsMove ts_trigon_move_buy_task (void) { return mk (TRG_MOVE_BUY_TASK, 0, 0, 0, 0, 0, 0, 0); }
TsMove ts_trigon_move_buy_event (void) { return mk (TRG_MOVE_BUY_EVENT, 0, 0, 0, 0, 0, 0, 0); }
TsMove ts_trigon_move_step (int from, int to, int k, int s)
{
  return mk (TRG_MOVE_STEP, from, to, k, 0, s, 0, 0);
}
TsMove ts_trigon_move_step_full (int from, int to, int fk, int rk, int fs, int rs)
{
  return mk (TRG_MOVE_STEP, from, to, fk, rk, fs, rs, 0);
}
TsMove ts_trigon_move_sail (int from, int to, int b, int fk, int sk, int fs, int ss)
{
  return mk (TRG_MOVE_SAIL, from, to, b, fk, sk, fs, ss);
}
TsMove ts_trigon_move_found (int site) { return mk (TRG_MOVE_FOUND, site, 0, 0, 0, 0, 0, 0); }
TsMove ts_trigon_move_crown (int site) { return mk (TRG_MOVE_CROWN, site, 0, 0, 0, 0, 0, 0); }
TsMove ts_trigon_move_play (TrgEventKind kind, int a, int b, int c, int d)
{
  return mk (TRG_MOVE_PLAY, kind, a, b, c, d, 0, 0);
}
TsMove
ts_trigon_move_offer (int seat, const guint8 give[TRG_N_COINS], const guint8 get[TRG_N_COINS])
{
  return mk (TRG_MOVE_OFFER, seat, give[0], give[1], give[2], get[0], get[1], get[2]);
}
TsMove ts_trigon_move_swap (int seat, int card) { return mk (TRG_MOVE_SWAP, seat, card, 0, 0, 0, 0, 0); }
TsMove ts_trigon_move_accept (int card) { return mk (TRG_MOVE_ACCEPT, card, 0, 0, 0, 0, 0, 0); }
TsMove ts_trigon_move_decline (void) { return mk (TRG_MOVE_DECLINE, 0, 0, 0, 0, 0, 0, 0); }
TsMove ts_trigon_move_place (int site, int count) { return mk (TRG_MOVE_PLACE, site, count, 0, 0, 0, 0, 0); }
TsMove ts_trigon_move_protect (void) { return mk (TRG_MOVE_PROTECT, 0, 0, 0, 0, 0, 0, 0); }
TsMove ts_trigon_move_lose (TrgLoss loss, int where) { return mk (TRG_MOVE_LOSE, loss, where, 0, 0, 0, 0, 0); }
TsMove ts_trigon_move_cards (int mask) { return mk (TRG_MOVE_CARDS, mask, 0, 0, 0, 0, 0, 0); }
TsMove ts_trigon_move_flee (int from, int to, int k, int s, int b)
{
  return mk (TRG_MOVE_FLEE, from, to, k, s, b, 0, 0);
}
TsMove ts_trigon_move_stand (void) { return mk (TRG_MOVE_STAND, 0, 0, 0, 0, 0, 0, 0); }
TsMove ts_trigon_move_take (int card) { return mk (TRG_MOVE_TAKE, card, 0, 0, 0, 0, 0, 0); }

static const char * const coin_words[] = { "copper", "silver", "gold" };
static const char * const figure_words[] = { "knight", "scout", "boat" };
static const char * const loss_words[] = { "knight", "scout", "boat", "settlement", "coin", "inhabitant" };
static const char * const card_words[] = { "cavalry", "tower", "ambush" };

static char *
card_code (int card)
{
  if (card >= 0 && card < TRG_N_EVENT_KINDS)
    return g_strdup (trg_events[card].id);
  if (card >= TRG_N_EVENT_KINDS && card < TRG_N_CARD_CODES)
    return g_strdup (trg_tasks[card - TRG_N_EVENT_KINDS].id);
  return g_strdup ("?");
}

/* Counts with trailing zeros left out (at least KEEP of them). */
static void
append_counts (GString      *s,
               const gint16 *counts,
               int           n,
               int           keep)
{
  int last = keep;

  for (int i = 0; i < n; i++)
    if (counts[i] != 0)
      last = MAX (last, i + 1);
  for (int i = 0; i < last; i++)
    g_string_append_printf (s, " %d", counts[i]);
}

char *
trg_notation_format (TsGame       *game,
                    const TsMove *move)
{
  const gint16 *a = move->arg;
  GString *s = g_string_new (NULL);

  (void) game;
  switch (move->kind)
    {
    case TRG_MOVE_END: g_string_append (s, "end"); break;
    case TRG_MOVE_EXCHANGE: g_string_append_printf (s, "exchange %s", coin_words[CLAMP (a[0], 0, 2)]); break;
    case TRG_MOVE_BUILD:
      g_string_append_printf (s, "build %s %s", figure_words[CLAMP (a[0], 0, 2)], trg_position_id (a[1]));
      break;
    case TRG_MOVE_BUY_TASK: g_string_append (s, "buy task"); break;
    case TRG_MOVE_BUY_EVENT: g_string_append (s, "buy event"); break;
    case TRG_MOVE_STEP:
      {
        gint16 c[4] = { a[2], a[4], a[3], a[5] };

        g_string_append_printf (s, "step %s %s", trg_position_id (a[0]), trg_position_id (a[1]));
        append_counts (s, c, 4, 1);
        break;
      }
    case TRG_MOVE_SAIL:
      {
        gint16 c[5] = { a[2], a[3], a[5], a[4], a[6] };

        g_string_append_printf (s, "sail %s %s", trg_position_id (a[0]), trg_position_id (a[1]));
        append_counts (s, c, 5, 1);
        break;
      }
    case TRG_MOVE_FOUND: g_string_append_printf (s, "found %s", trg_position_id (a[0])); break;
    case TRG_MOVE_CROWN: g_string_append_printf (s, "crown %s", trg_position_id (a[0])); break;
    case TRG_MOVE_PLAY:
      {
        int e = CLAMP (a[0], 0, TRG_N_EVENT_KINDS - 1);

        g_string_append_printf (s, "play %s", trg_events[e].id);
        switch (e)
          {
          case TRG_E_PROMOTIE: case TRG_E_WACHTTOREN: case TRG_E_GEBOORTEGOLF: case TRG_E_GOEDE_OOGST:
          case TRG_E_VLIJTIGE_ONDERDAAN: case TRG_E_INTRIGE:
            g_string_append_printf (s, " %s", trg_position_id (a[1]));
            break;
          case TRG_E_OVERLOPER:
            g_string_append_printf (s, " %s %s", trg_position_id (a[1]), figure_words[CLAMP (a[2], 0, 2)]);
            break;
          case TRG_E_HEERSER:
            g_string_append_printf (s, " %d %d %d", a[1], a[2], a[3]);
            break;
          case TRG_E_DIEFSTAL:
            g_string_append_printf (s, " p%d %d %d %d", a[1] + 1, a[2], a[3], a[4]);
            break;
          case TRG_E_AMBACHTSGILDE: case TRG_E_SPIONAGE:
            g_string_append_printf (s, " p%d", a[1] + 1);
            break;
          default:
            break;
          }
        break;
      }
    case TRG_MOVE_OFFER:
      g_string_append_printf (s, "offer p%d %d %d %d for %d %d %d", a[0] + 1, a[1], a[2], a[3], a[4], a[5], a[6]);
      break;
    case TRG_MOVE_SWAP:
      {
        g_autofree char *c = card_code (a[1]);

        g_string_append_printf (s, "swap p%d %s", a[0] + 1, c);
        break;
      }
    case TRG_MOVE_ACCEPT:
      if (a[0] == TRG_NONE)
        g_string_append (s, "accept");
      else
        {
          g_autofree char *c = card_code (a[0]);

          g_string_append_printf (s, "accept %s", c);
        }
      break;
    case TRG_MOVE_DECLINE: g_string_append (s, "decline"); break;
    case TRG_MOVE_PLACE: g_string_append_printf (s, "place %s %d", trg_position_id (a[0]), a[1]); break;
    case TRG_MOVE_PROTECT: g_string_append (s, "protect"); break;
    case TRG_MOVE_LOSE:
      if (a[0] == TRG_LOSS_COIN)
        g_string_append_printf (s, "lose coin %s", coin_words[CLAMP (a[1], 0, 2)]);
      else
        g_string_append_printf (s, "lose %s %s", loss_words[CLAMP (a[0], 0, TRG_N_LOSSES - 1)],
                                trg_position_id (a[1]));
      break;
    case TRG_MOVE_CARDS:
      g_string_append (s, "cards");
      if (a[0] == 0)
        g_string_append (s, " none");
      for (int i = 0; i < 3; i++)
        if (a[0] & (1 << i))
          g_string_append_printf (s, " %s", card_words[i]);
      break;
    case TRG_MOVE_FLEE:
      g_string_append_printf (s, "flee %s %s %d %d %d", trg_position_id (a[0]), trg_position_id (a[1]),
                              a[2], a[3], a[4]);
      break;
    case TRG_MOVE_STAND: g_string_append (s, "stand"); break;
    case TRG_MOVE_TAKE:
      {
        g_autofree char *c = card_code (a[0]);

        g_string_append_printf (s, "take %s", c);
        break;
      }
    default:
      g_string_append (s, "?");
      break;
    }
  return g_string_free (s, FALSE);
}

/* ------------------------------------------------------------------ */
/* Parsing                                                             */

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

static gboolean
read_int (const char *word,
          int         min,
          int         max,
          int        *value)
{
  gint64 v;

  if (!ts_text_parse_int (word, min, max, &v))
    return FALSE;
  *value = (int) v;
  return TRUE;
}

static gboolean
read_seat (const char *word,
           int        *seat)
{
  if ((word[0] != 'p' && word[0] != 'P') || !read_int (word + 1, 1, TRG_MAX_SEATS, seat))
    return FALSE;
  (*seat)--;
  return TRUE;
}

static gboolean
read_card (const char *word,
           int        *card)
{
  int n;

  if (strlen (word) != 3 || !read_int (word + 1, 1, 99, &n))
    return FALSE;
  if ((word[0] == 'E' || word[0] == 'e') && n <= TRG_N_EVENT_KINDS)
    *card = n - 1;
  else if ((word[0] == 'O' || word[0] == 'o') && n <= TRG_N_TASKS)
    *card = TRG_CARD_TASK (n - 1);
  else
    return FALSE;
  return TRUE;
}

static gboolean
read_pos (const char *word,
          int        *pos)
{
  *pos = trg_position_from_id (word);
  return *pos != TRG_NONE;
}

/* Up to N counts from word FIRST on (missing ones are 0). */
static gboolean
read_counts (const TsWords *w,
             guint          first,
             int           *counts,
             guint          n)
{
  if (w->n <= first || w->n > first + n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      counts[i] = 0;
      if (first + i < w->n && !read_int (w->word[first + i], 0, 999, &counts[i]))
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_words (const TsWords *w,
             TsMove        *move)
{
  const char *k = w->word[0];
  int p, q, c[7];

  if (w->n == 0)
    return FALSE;
  if (g_str_equal (k, "end") && w->n == 1)
    return *move = ts_trigon_move_end (), TRUE;
  if (g_str_equal (k, "exchange") && w->n == 2 && (p = word_index (w->word[1], coin_words, 2)) >= 0)
    return *move = ts_trigon_move_exchange (p), TRUE;
  if (g_str_equal (k, "build") && w->n == 3 && (p = word_index (w->word[1], figure_words, 3)) >= 0 &&
      read_pos (w->word[2], &q))
    return *move = ts_trigon_move_build (p, q), TRUE;
  if (g_str_equal (k, "buy") && w->n == 2 && g_str_equal (w->word[1], "task"))
    return *move = ts_trigon_move_buy_task (), TRUE;
  if (g_str_equal (k, "buy") && w->n == 2 && g_str_equal (w->word[1], "event"))
    return *move = ts_trigon_move_buy_event (), TRUE;
  if (g_str_equal (k, "step") && w->n >= 3 && read_pos (w->word[1], &p) && read_pos (w->word[2], &q) &&
      read_counts (w, 3, c, 4))
    return *move = ts_trigon_move_step_full (p, q, c[0], c[2], c[1], c[3]), TRUE;
  if (g_str_equal (k, "sail") && w->n >= 3 && read_pos (w->word[1], &p) && read_pos (w->word[2], &q) &&
      read_counts (w, 3, c, 5))
    return *move = ts_trigon_move_sail (p, q, c[0], c[1], c[3], c[2], c[4]), TRUE;
  if (g_str_equal (k, "found") && w->n == 2 && read_pos (w->word[1], &p))
    return *move = ts_trigon_move_found (p), TRUE;
  if (g_str_equal (k, "crown") && w->n == 2 && read_pos (w->word[1], &p))
    return *move = ts_trigon_move_crown (p), TRUE;
  if (g_str_equal (k, "play") && w->n >= 2 && read_card (w->word[1], &p) && p < TRG_N_EVENT_KINDS)
    {
      int args[4] = { 0, 0, 0, 0 };

      switch (p)
        {
        case TRG_E_PROMOTIE: case TRG_E_WACHTTOREN: case TRG_E_GEBOORTEGOLF: case TRG_E_GOEDE_OOGST:
        case TRG_E_VLIJTIGE_ONDERDAAN: case TRG_E_INTRIGE:
          if (w->n != 3 || !read_pos (w->word[2], &args[0]))
            return FALSE;
          break;
        case TRG_E_OVERLOPER:
          if (w->n != 4 || !read_pos (w->word[2], &args[0]) ||
              (args[1] = word_index (w->word[3], figure_words, 3)) < 0)
            return FALSE;
          break;
        case TRG_E_HEERSER:
          if (w->n != 5 || !read_counts (w, 2, args, 3))
            return FALSE;
          break;
        case TRG_E_DIEFSTAL:
          if (w->n != 6 || !read_seat (w->word[2], &args[0]) || !read_counts (w, 3, args + 1, 3))
            return FALSE;
          break;
        case TRG_E_AMBACHTSGILDE: case TRG_E_SPIONAGE:
          if (w->n != 3 || !read_seat (w->word[2], &args[0]))
            return FALSE;
          break;
        default:
          if (w->n != 2)
            return FALSE;
          break;
        }
      return *move = ts_trigon_move_play (p, args[0], args[1], args[2], args[3]), TRUE;
    }
  if (g_str_equal (k, "offer") && w->n == 9 && read_seat (w->word[1], &p) && g_str_equal (w->word[5], "for"))
    {
      guint8 give[3], get[3];

      for (int i = 0; i < 3; i++)
        {
          if (!read_int (w->word[2 + i], 0, TRG_BANK_COINS, &c[i]) ||
              !read_int (w->word[6 + i], 0, TRG_BANK_COINS, &c[3 + i]))
            return FALSE;
          give[i] = (guint8) c[i];
          get[i] = (guint8) c[3 + i];
        }
      return *move = ts_trigon_move_offer (p, give, get), TRUE;
    }
  if (g_str_equal (k, "swap") && w->n == 3 && read_seat (w->word[1], &p) && read_card (w->word[2], &q))
    return *move = ts_trigon_move_swap (p, q), TRUE;
  if (g_str_equal (k, "accept") && w->n == 1)
    return *move = ts_trigon_move_accept (TRG_NONE), TRUE;
  if (g_str_equal (k, "accept") && w->n == 2 && read_card (w->word[1], &p))
    return *move = ts_trigon_move_accept (p), TRUE;
  if (g_str_equal (k, "decline") && w->n == 1)
    return *move = ts_trigon_move_decline (), TRUE;
  if (g_str_equal (k, "place") && w->n == 3 && read_pos (w->word[1], &p) && read_int (w->word[2], 1, 99, &q))
    return *move = ts_trigon_move_place (p, q), TRUE;
  if (g_str_equal (k, "protect") && w->n == 1)
    return *move = ts_trigon_move_protect (), TRUE;
  if (g_str_equal (k, "lose") && w->n == 3 && (p = word_index (w->word[1], loss_words, TRG_N_LOSSES)) >= 0)
    {
      if (p == TRG_LOSS_COIN ? (q = word_index (w->word[2], coin_words, 3)) < 0 : !read_pos (w->word[2], &q))
        return FALSE;
      return *move = ts_trigon_move_lose (p, q), TRUE;
    }
  if (g_str_equal (k, "cards") && w->n >= 2)
    {
      int mask = 0;

      if (w->n == 2 && g_str_equal (w->word[1], "none"))
        return *move = ts_trigon_move_cards (0), TRUE;
      for (guint i = 1; i < w->n; i++)
        {
          if ((p = word_index (w->word[i], card_words, 3)) < 0 || (mask & (1 << p)))
            return FALSE;
          mask |= 1 << p;
        }
      return *move = ts_trigon_move_cards (mask), TRUE;
    }
  if (g_str_equal (k, "flee") && w->n == 6 && read_pos (w->word[1], &p) && read_pos (w->word[2], &q) &&
      read_counts (w, 3, c, 3))
    return *move = ts_trigon_move_flee (p, q, c[0], c[1], c[2]), TRUE;
  if (g_str_equal (k, "stand") && w->n == 1)
    return *move = ts_trigon_move_stand (), TRUE;
  if (g_str_equal (k, "take") && w->n == 2 && read_card (w->word[1], &p))
    return *move = ts_trigon_move_take (p), TRUE;
  return FALSE;
}

gboolean
trg_notation_parse (TsGame      *game,
                   const char  *text,
                   TsMove      *move,
                   GError     **error)
{
  TsWords words;

  if (!ts_words_split (&words, text) || !parse_words (&words, move))
    return ts_game_set_bad_move_error (game, text, error);
  return TRUE;
}
