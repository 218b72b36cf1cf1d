/* trojhranna-position2.c — Trojhranná hra's position a person can write
 * (version 2, docs/positions/trojhranna.md, docs/learn.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Keyword lines in any order, seats from 1, a card by its three colours
 * in any rotation.  Reading starts from the game a fresh setup with those
 * players, first seat and seed deals; each line replaces what it names (a
 * seat's reserve, the table …), the cards it places come out of the deck.
 * The result goes through version 1's reader, so it is checked exactly as
 * a saved position is; a refusal names the line.  Writing says everything,
 * so any state reads back equal.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "ts-position.h"
#include "ts-text.h"
#include "trojhranna-private.h"

static const char * const keywords[] = {
  "players", "first", "seed", "phase", "current", "turn", "table", "deck", "dealt", "reserve", "dead",
  "pending", "flipped", "rng", NULL
};
static const char * const once[] = {
  "players", "first", "seed", "phase", "current", "turn", "deck", "flipped", "rng", NULL
};
static const char * const phase_words[] = { "memorise", "choose", "place", "over" };
static const char * const source_words[] = { "deck", "reserve" };

/* A card by its colours, in any of its rotations ("RGB", "GBR"). */
static gboolean
read_card (const TsPositionLine *line,
           guint                 i,
           int                  *card,
           GError              **error)
{
  const char *word;
  gsize n;

  if (!ts_position_line_words (line, i + 1, 0, error))
    return FALSE;
  word = line->words[i];
  n = strlen (word);
  *card = -1;
  for (gsize r = 0; n == 3 && r < 3 && *card < 0; r++)
    {
      char turned[4] = { word[r], word[(r + 1) % 3], word[(r + 2) % 3], '\0' };

      *card = tj_card_from_name (turned);
    }
  return *card >= 0 || ts_position_unknown (line, i, _("a card (its three colours)"), error);
}

typedef struct
{
  TjState *st;
  guint    placed[TJ_N_CARDS];
} Cards;

/* Under the deck: cards the lines do not place wait there. */
static void
to_deck (TjState *st,
         int      card)
{
  if (card < 0 || st->n_deck >= TJ_N_CARDS)
    return;
  memmove (st->deck + 1, st->deck, st->n_deck);
  st->deck[0] = (gint8) card;
  st->n_deck++;
}

static gboolean
take (Cards                *cards,
      const TsPositionLine *line,
      guint                 i,
      int                   card,
      GError              **error)
{
  TjState *st = cards->st;

  cards->placed[card]++;
  for (int k = 0; k < st->n_deck; k++)
    if (st->deck[k] == card)
      {
        memmove (st->deck + k, st->deck + k + 1, (gsize) (st->n_deck - k - 1));
        st->n_deck--;
        return TRUE;
      }
  return ts_position_error (error, line, _("%u copies of %s, the game has %u"), cards->placed[card],
                            line->words[i], 1u);
}

/* Every card of the places the lines name goes back under the deck. */
static gboolean
return_cards (TjState              *st,
              const TsPositionText *text,
              GError              **error)
{
  if (ts_position_text_count (text, "table") > 0)
    {
      for (int i = 0; i < st->n_table; i++)
        to_deck (st, st->table[i].card);
      st->n_table = 0;
    }
  if (ts_position_text_first (text, "flipped") != NULL)
    {
      to_deck (st, st->flipped);
      st->flipped = -1;
    }
  for (guint i = 0; i < text->lines->len; i++)
    {
      const TsPositionLine *line = g_ptr_array_index (text->lines, i);
      int seat;

      if (!g_str_equal (line->keyword, "dealt") && !g_str_equal (line->keyword, "reserve") &&
          !g_str_equal (line->keyword, "dead") && !g_str_equal (line->keyword, "pending"))
        continue;
      if (!ts_position_line_seat (line, 0, st->n_players, &seat, error))
        return FALSE;
      if (g_str_equal (line->keyword, "dealt"))
        {
          for (int k = 0; k < st->n_dealt[seat]; k++)
            to_deck (st, st->dealt[seat][k]);
          st->n_dealt[seat] = 0;
        }
      else if (g_str_equal (line->keyword, "reserve"))
        {
          for (int k = 0; k < st->n_reserve[seat]; k++)
            to_deck (st, st->reserve[seat][k].card);
          st->n_reserve[seat] = 0;
          st->n_pending[seat] = 0;
        }
      else if (g_str_equal (line->keyword, "dead"))
        {
          for (int k = 0; k < st->n_dead[seat]; k++)
            to_deck (st, st->dead[seat][k]);
          st->n_dead[seat] = 0;
        }
      else
        st->n_pending[seat] = 0;
    }
  return TRUE;
}

/* reserve SEAT CARD [notch N] [known all|SEAT…] [since T]: one slot, the
 * slots left to right in the order of the lines. */
static gboolean
read_reserve (Cards                *cards,
              const TsPositionLine *line,
              int                   seat,
              GError              **error)
{
  TjState *st = cards->st;
  TjSlot slot = { 0 };
  int card;

  if (!read_card (line, 1, &card, error) || !take (cards, line, 1, card, error))
    return FALSE;
  slot.card = (gint8) card;
  slot.known_by = (guint8) (1u << seat);
  for (guint i = 2; i < line->n_words; i++)
    {
      gint64 v;

      if (g_str_equal (line->words[i], "notch") || g_str_equal (line->words[i], "since"))
        {
          gboolean notch = g_str_equal (line->words[i], "notch");

          if (!ts_position_line_int (line, i + 1, 0, notch ? 2 : G_MAXUINT16,
                                     notch ? _("a notch") : _("a number of turns"), &v, error))
            return FALSE;
          i++;
          if (notch)
            slot.notch = (guint8) v;
          else
            slot.since = (guint16) v;
        }
      else if (g_str_equal (line->words[i], "known"))
        {
          slot.known_by = 0;
          while (i + 1 < line->n_words && (g_str_equal (line->words[i + 1], "all") ||
                                           g_ascii_isdigit (line->words[i + 1][0])))
            {
              int who;

              i++;
              if (g_str_equal (line->words[i], "all"))
                slot.known_by = (guint8) ((1u << st->n_players) - 1);
              else if (!ts_position_line_seat (line, i, st->n_players, &who, error))
                return FALSE;
              else
                slot.known_by |= (guint8) (1u << who);
            }
        }
      else
        return ts_position_unknown (line, i, _("a word of a reserve slot (notch, known, since)"), error);
    }
  if (st->n_reserve[seat] >= TJ_N_CARDS)
    return ts_position_line_words (line, 0, 0, error);
  st->reserve[seat][st->n_reserve[seat]++] = slot;
  return TRUE;
}

static gboolean
read_cards (TjState              *st,
            const TsPositionText *text,
            GError              **error)
{
  Cards cards = { st, { 0 } };

  if (!return_cards (st, text, error))
    return FALSE;
  for (guint i = 0; i < text->lines->len; i++)
    {
      const TsPositionLine *line = g_ptr_array_index (text->lines, i);
      const char *kw = line->keyword;
      int seat = 0, card, k;
      gint64 v;

      if (g_str_equal (kw, "table"))
        {
          /* table CELL CARD [ROTATION]: in the order they were placed. */
          TjTableCard *tc = &st->table[st->n_table];

          if (!ts_position_line_words (line, 2, 3, error))
            return FALSE;
          const char *end = NULL;

          if (!ts_tri_cell_from_string (line->words[0], &tc->cell, &end) || end == NULL || *end != '\0')
            return ts_position_unknown (line, 0, _("a cell (U0,0 or D0,0)"), error);
          if (!read_card (line, 1, &card, error) || !take (&cards, line, 1, card, error))
            return FALSE;
          v = 0;
          if (line->n_words == 3 && !ts_position_line_int (line, 2, 0, 2, _("a rotation"), &v, error))
            return FALSE;
          tc->card = card;
          tc->rot = (guint8) v;
          tc->seq = st->n_table++;
        }
      else if (g_str_equal (kw, "flipped"))
        {
          if (!ts_position_line_words (line, 2, 2, error) || !read_card (line, 0, &card, error) ||
              !take (&cards, line, 0, card, error) ||
              !ts_position_line_choice (line, 1, source_words, G_N_ELEMENTS (source_words), _("a source"), &k,
                                        error))
            return FALSE;
          st->flipped = (gint8) card;
          st->flipped_source = (guint8) k;
        }
      else if (g_str_equal (kw, "dealt") || g_str_equal (kw, "dead"))
        {
          gboolean dealt = g_str_equal (kw, "dealt");

          if (!ts_position_line_seat (line, 0, st->n_players, &seat, error) ||
              (dealt && line->n_words != 1 && !ts_position_line_words (line, 1 + TJ_N_DEALT, 1 + TJ_N_DEALT, error)))
            return FALSE;
          for (guint w = 1; w < line->n_words; w++)
            {
              if (!read_card (line, w, &card, error) || !take (&cards, line, w, card, error))
                return FALSE;
              if (dealt)
                st->dealt[seat][st->n_dealt[seat]++] = (gint8) card;
              else
                st->dead[seat][st->n_dead[seat]++] = (gint8) card;
            }
        }
      else if (g_str_equal (kw, "reserve"))
        {
          if (!ts_position_line_seat (line, 0, st->n_players, &seat, error) ||
              !read_reserve (&cards, line, seat, error))
            return FALSE;
        }
    }
  /* Penalty cards not yet shown: they lie in the reserve already. */
  for (guint i = 0; i < text->lines->len; i++)
    {
      const TsPositionLine *line = g_ptr_array_index (text->lines, i);
      int seat, card;
      gint64 v;

      if (!g_str_equal (line->keyword, "pending"))
        continue;
      if (!ts_position_line_words (line, 3, 3, error) || !ts_position_line_seat (line, 0, st->n_players, &seat, error) ||
          !read_card (line, 1, &card, error) ||
          !ts_position_line_int (line, 2, 0, TJ_N_CARDS - 1, _("a reserve slot"), &v, error))
        return FALSE;
      st->pending[seat][st->n_pending[seat]].card = (gint8) card;
      st->pending[seat][st->n_pending[seat]].slot = (guint8) v;
      st->n_pending[seat]++;
    }
  /* The deck: these cards on top, the first named on top. */
  {
    const TsPositionLine *line = ts_position_text_first (text, "deck");
    int top[TJ_N_CARDS];
    guint n = 0;

    for (guint w = 0; line != NULL && w < line->n_words && n < G_N_ELEMENTS (top); w++)
      {
        int card;

        if (!read_card (line, w, &card, error) || !take (&cards, line, w, card, error))
          return FALSE;
        top[n++] = card;
      }
    for (guint k = 0; k < n; k++)
      st->deck[st->n_deck++] = (gint8) top[n - 1 - k];
  }
  return TRUE;
}

static gboolean
build (const TsPositionText *text,
       TjState              *st,
       GError              **error)
{
  g_autoptr(TsGame) game = NULL;

  if (!ts_position_text_check_keywords (text, keywords, once, error))
    return FALSE;
  game = ts_position_fresh_game (text, "trojhranna", error);
  if (game == NULL)
    return FALSE;
  *st = *tj_state (game);
  if (!read_cards (st, text, error))
    return FALSE;
  for (guint i = 0; i < text->lines->len; i++)
    {
      const TsPositionLine *line = g_ptr_array_index (text->lines, i);
      gboolean ok = TRUE;
      gint64 v;
      int k, seat;

      if (g_str_equal (line->keyword, "phase"))
        {
          ok = ts_position_line_words (line, 1, 1, error) &&
               ts_position_line_choice (line, 0, phase_words, G_N_ELEMENTS (phase_words), _("a phase"), &k, error);
          if (ok)
            st->phase = (guint8) k;
        }
      else if (g_str_equal (line->keyword, "current"))
        {
          ok = ts_position_line_words (line, 1, 1, error) &&
               ts_position_line_seat (line, 0, st->n_players, &seat, error);
          if (ok)
            st->current = (gint8) seat;
        }
      else if (g_str_equal (line->keyword, "turn"))
        {
          ok = ts_position_line_words (line, 1, 1, error) &&
               ts_position_line_int (line, 0, 0, G_MAXUINT16, _("a number of turns"), &v, error);
          if (ok)
            st->turn = (guint16) v;
        }
      else if (g_str_equal (line->keyword, "rng"))
        {
          ok = ts_position_line_words (line, 1, 1, error);
          if (ok && !ts_rng_from_string (&st->rng, line->words[0], NULL))
            ok = ts_position_error (error, line, _("the generator cannot be read"));
        }
      if (!ok)
        return FALSE;
    }
  if (st->phase == TJ_PHASE_OVER)
    st->current = TS_SEAT_NONE;
  if (st->phase != TJ_PHASE_PLACE)
    st->flipped = -1;
  return TRUE;
}

static const TsPositionLine *
line_of_error (const TsPositionText *text,
               const char           *message)
{
  static const TsPositionField map[] = {
    { "table", "table" }, { "deck", "deck" }, { "dealt", "dealt" }, { "reserve", "reserve" }, { "dead", "dead" },
    { "pending", "pending" }, { "flipped", "flipped" }, { "phase", "phase" }, { "current", "current" },
    { "turn", "turn" }, { "first", "first" },
  };

  return ts_position_text_line_for (text, message, map, G_N_ELEMENTS (map));
}

static gboolean
build_game (const TsPositionText *text,
            TsGame               *scratch,
            GError              **error)
{
  return build (text, tj_state (scratch), error);
}

gboolean
tj_position2_load (TsGame      *game,
                  const char  *text,
                  GError     **error)
{
  static const TsPositionReader reader = {
    "trojhranna", 2,
    /* Translators: Trojhranná hra: why a position is refused */
    N_("This is not a Trojhranná hra position"),
    build_game, line_of_error,
  };

  return ts_position_load_through (game, text, &reader, error);
}

char *
tj_position2_save (TsGame *game)
{
  const TjState *st = tj_state (game);
  GString *out = g_string_sized_new (1024);
  g_autofree char *rng = ts_rng_to_string (&st->rng);

  g_string_append_printf (out, "trojhranna 2\nplayers %u\nfirst %u\nphase %s\n", st->n_players,
                          st->first_seat + 1, phase_words[st->phase]);
  if (st->current != TS_SEAT_NONE)
    g_string_append_printf (out, "current %d\n", st->current + 1);
  g_string_append_printf (out, "turn %u\n", st->turn);
  for (guint i = 0; i < st->n_table; i++)
    {
      g_autofree char *cell = ts_tri_cell_to_string (st->table[i].cell);

      g_string_append_printf (out, "table %s %s", cell, tj_card_name (st->table[i].card));
      if (st->table[i].rot != 0)
        g_string_append_printf (out, " %u", st->table[i].rot);
      g_string_append_c (out, '\n');
    }
  for (int s = 0; s < st->n_players; s++)
    {
      /* Dealt cards not yet arranged, or none (a fresh game has them). */
      g_string_append_printf (out, "dealt %d", s + 1);
      for (int k = 0; k < st->n_dealt[s]; k++)
        g_string_append_printf (out, " %s", tj_card_name (st->dealt[s][k]));
      g_string_append_c (out, '\n');
      /* Every seat's reserve: an empty one says so by no line and the
       * fresh game's reserves are empty. */
      for (int k = 0; k < st->n_reserve[s]; k++)
        {
          const TjSlot *slot = &st->reserve[s][k];

          /* Only what differs from a card its owner just memorised. */
          g_string_append_printf (out, "reserve %d %s", s + 1, tj_card_name (slot->card));
          if (slot->notch != 0)
            g_string_append_printf (out, " notch %u", slot->notch);
          if (slot->known_by != (1u << s))
            {
              g_string_append (out, " known");
              for (int who = 0; who < st->n_players; who++)
                if (slot->known_by & (1u << who))
                  g_string_append_printf (out, " %d", who + 1);
            }
          if (slot->since != 0)
            g_string_append_printf (out, " since %u", slot->since);
          g_string_append_c (out, '\n');
        }
      if (st->n_dead[s] > 0)
        {
          g_string_append_printf (out, "dead %d", s + 1);
          for (int k = 0; k < st->n_dead[s]; k++)
            g_string_append_printf (out, " %s", tj_card_name (st->dead[s][k]));
          g_string_append_c (out, '\n');
        }
      for (int k = 0; k < st->n_pending[s]; k++)
        g_string_append_printf (out, "pending %d %s %u\n", s + 1, tj_card_name (st->pending[s][k].card),
                                st->pending[s][k].slot);
    }
  if (st->flipped >= 0)
    g_string_append_printf (out, "flipped %s %s\n", tj_card_name (st->flipped), source_words[st->flipped_source]);
  g_string_append (out, "deck");
  for (int i = st->n_deck - 1; i >= 0; i--)
    g_string_append_printf (out, " %s", tj_card_name (st->deck[i]));
  g_string_append_printf (out, "\nrng %s\n", rng);
  return g_string_free (out, FALSE);
}
