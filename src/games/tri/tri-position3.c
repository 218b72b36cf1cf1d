/* tri-position3.c — TRI's position a person can write (version 3,
 * docs/positions/tri.md, docs/learn.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Version 2 is TRI's word-by-word text; version 3 is the keyword lines
 * the other games' version 2 has: any order, seats from 1, one line per
 * seat's triangles of a square, cards as +0 +2 +3 +4.  Reading starts
 * from the game a fresh setup with those players, first seat and seed
 * gives; the conquered squares follow from the triangles.  The result
 * goes through the word-by-word reader, so it is checked exactly as a
 * saved position is; a refusal names the line.  Writing says everything,
 * so any state reads back equal.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "ts-position.h"
#include "ts-text.h"
#include "tri-private.h"

static const char * const keywords[] = {
  "players", "first", "seed", "phase", "current", "round", "turn", "triangle", "conquered", "teleport",
  "supply", "hand", "defeated", "battle", "forced", "rng", NULL
};
static const char * const once[] = {
  "players", "first", "seed", "phase", "current", "round", "turn", "supply", "defeated", "battle", "forced",
  "rng", NULL
};
static const char * const phase_words[] = { "action", "attack-card", "defend-card", "void", "over" };
static const char * const side_words[] = { "N", "E", "S", "W" };

static gboolean
read_square (const TriState       *st,
             const TsPositionLine *line,
             guint                 i,
             int                  *square,
             GError              **error)
{
  if (!ts_position_line_words (line, i + 1, 0, error))
    return FALSE;
  return tri_square_parse (st->size, line->words[i], square) ||
         ts_position_unknown (line, i, _("a square (x,y)"), error);
}

/* +0 +2 +3 +4 cards into COUNTS. */
static gboolean
read_cards (const TsPositionLine *line,
            guint                 first,
            guint8                counts[TRI_N_CARD_VALUES],
            GError              **error)
{
  memset (counts, 0, TRI_N_CARD_VALUES);
  for (guint w = first; w < line->n_words; w++)
    {
      const char *word = line->words[w];
      int index = word[0] == '+' && strlen (word) == 2 ? tri_card_index (word[1] - '0') : -1;

      if (index < 0)
        return ts_position_unknown (line, w, _("a card (+0, +2, +3 or +4)"), error);
      counts[index]++;
    }
  return TRUE;
}

static gboolean
build (const TsPositionText *text,
       TriState             *st,
       GError              **error)
{
  g_autoptr(TsGame) game = NULL;
  guint n_squares;

  if (!ts_position_text_check_keywords (text, keywords, once, error))
    return FALSE;
  game = ts_position_fresh_game (text, "tri", error);
  if (game == NULL)
    return FALSE;
  *st = *tri_state (game);
  n_squares = (guint) st->size * st->size;
  if (ts_position_text_count (text, "triangle") > 0)
    for (guint t = 0; t < n_squares * 4; t++)
      if (st->owner[t] != TS_SEAT_NONE)
        tri_state_set_owner (st, (int) t, TS_SEAT_NONE);
  for (guint i = 0; i < text->lines->len; i++)
    {
      const TsPositionLine *line = g_ptr_array_index (text->lines, i);
      const char *kw = line->keyword;
      gboolean ok = TRUE;
      gint64 v;
      int k, seat, square;

      if (g_str_equal (kw, "phase"))
        {
          ok = ts_position_line_words (line, 1, 1, error) &&
               ts_position_line_choice (line, 0, phase_words, G_N_ELEMENTS (phase_words), _("a phase"), &k, error);
          if (ok)
            st->phase = (guint8) k;
        }
      else if (g_str_equal (kw, "current"))
        {
          ok = ts_position_line_words (line, 1, 1, error) &&
               ts_position_line_seat (line, 0, st->n_players, &seat, error);
          if (ok)
            st->current = (gint8) seat;
        }
      else if (g_str_equal (kw, "round") || g_str_equal (kw, "turn"))
        {
          ok = ts_position_line_words (line, 1, 1, error) &&
               ts_position_line_int (line, 0, 0, G_MAXUINT16, _("a number"), &v, error);
          if (ok && g_str_equal (kw, "round"))
            st->round = (guint16) v;
          else if (ok)
            st->turn = (guint16) v;
        }
      else if (g_str_equal (kw, "triangle"))
        {
          /* triangle SEAT SQUARE SIDE…: the seat's triangles of a square. */
          ok = ts_position_line_words (line, 3, 6, error) &&
               ts_position_line_seat (line, 0, st->n_players, &seat, error) &&
               read_square (st, line, 1, &square, error);
          for (guint w = 2; ok && w < line->n_words; w++)
            if ((ok = ts_position_line_choice (line, w, side_words, G_N_ELEMENTS (side_words),
                                               _("a side (N, E, S, W)"), &k, error)))
              {
                int t = square * 4 + k;

                if (st->owner[t] != TS_SEAT_NONE)
                  /* Translators: TRI: why a position is refused: %s is a
                     side of a square (N, E, S or W) */
                  ok = ts_position_error (error, line, _("the %s triangle of that square is taken already"),
                                          line->words[w]);
                else
                  tri_state_set_owner (st, t, seat);
              }
        }
      else if (g_str_equal (kw, "teleport"))
        {
          ok = ts_position_line_words (line, 1, 1, error) && read_square (st, line, 0, &square, error);
          if (ok)
            st->teleport_used[square] = 1;
        }
      else if (g_str_equal (kw, "supply"))
        {
          gint64 a, b, c;

          ok = ts_position_line_words (line, 3, 3, error) &&
               ts_position_line_int (line, 0, 0, tri_card_totals[1], _("a number of cards"), &a, error) &&
               ts_position_line_int (line, 1, 0, tri_card_totals[2], _("a number of cards"), &b, error) &&
               ts_position_line_int (line, 2, 0, tri_card_totals[3], _("a number of cards"), &c, error);
          if (ok)
            {
              st->supply[1] = (guint8) a;
              st->supply[2] = (guint8) b;
              st->supply[3] = (guint8) c;
            }
        }
      else if (g_str_equal (kw, "hand"))
        ok = ts_position_line_seat (line, 0, st->n_players, &seat, error) &&
             read_cards (line, 1, st->hand[seat], error);
      else if (g_str_equal (kw, "defeated"))
        {
          st->n_defeated = 0;
          memset (st->eliminated, 0, sizeof st->eliminated);
          for (guint w = 0; ok && w < line->n_words && w < TRI_MAX_SEATS; w++)
            if ((ok = ts_position_line_seat (line, w, st->n_players, &seat, error)))
              {
                st->defeated[st->n_defeated++] = (gint8) seat;
                st->eliminated[seat] = 1;
              }
        }
      else if (g_str_equal (kw, "forced"))
        {
          st->n_forced = 0;
          ok = ts_position_line_words (line, 0, TRI_MAX_FORCED, error);
          for (guint w = 0; ok && w < line->n_words; w++)
            if ((ok = ts_position_line_int (line, w, 1, 6, _("a die"), &v, error)))
              st->forced[st->n_forced++] = (guint8) v;
        }
      else if (g_str_equal (kw, "rng"))
        {
          ok = ts_position_line_words (line, 1, 1, error);
          if (ok && !ts_rng_from_string (&st->rng, line->words[0], NULL))
            ok = ts_position_error (error, line, _("the generator cannot be read"));
        }
      if (!ok)
        return FALSE;
    }
  /* Worked out: the conquered squares, from the triangles (R14), dated by
   * their conquered lines (0 otherwise). */
  for (guint q = 0; q < n_squares; q++)
    {
      int o = st->owner[q * 4];
      gboolean whole = o != TS_SEAT_NONE;

      for (int d = 1; d < 4; d++)
        whole = whole && st->owner[q * 4 + d] == o;
      st->square_owner[q] = (gint8) (whole ? o : TS_SEAT_NONE);
      st->square_since[q] = 0;
    }
  for (guint i = 0; i < text->lines->len; i++)
    {
      const TsPositionLine *line = g_ptr_array_index (text->lines, i);
      int square;
      gint64 v;

      if (!g_str_equal (line->keyword, "conquered"))
        continue;
      if (!ts_position_line_words (line, 2, 2, error) || !read_square (st, line, 0, &square, error) ||
          !ts_position_line_int (line, 1, 0, G_MAXUINT16, _("a turn"), &v, error))
        return FALSE;
      if (st->square_owner[square] == TS_SEAT_NONE)
        /* Translators: TRI: why a position is refused */
        return ts_position_error (error, line, _("no player holds all four triangles of that square"));
      st->square_since[square] = (guint16) v;
    }
  /* The battle, in the words of the word-by-word text but its seats
   * counted from 1. */
  {
    const TsPositionLine *line = ts_position_text_first (text, "battle");

    if (line != NULL)
      {
        g_autoptr(GString) words = g_string_new ("battle");
        g_autoptr(GError) local = NULL;
        int seat;

        for (guint w = 0; w < line->n_words; w++)
          {
            if (w < 2 && !g_str_equal (line->words[0], "none"))
              {
                if (!ts_position_line_seat (line, w, st->n_players, &seat, error))
                  return FALSE;
                g_string_append_printf (words, " %d", seat);
              }
            else
              g_string_append_printf (words, " %s", line->words[w]);
          }
        memset (&st->battle, 0, sizeof st->battle);
        st->battle.attacker = st->battle.defender = TS_SEAT_NONE;
        if (!tri_position_parse_battle (st, words->str, &local))
          return ts_position_relay_error (error, g_steal_pointer (&local), line);
      }
  }
  if (st->phase == TRI_PHASE_OVER)
    st->current = TS_SEAT_NONE;
  return TRUE;
}

static const TsPositionLine *
line_of_error (const TsPositionText *text,
               const char           *message)
{
  static const TsPositionField map[] = {
    { "phase", "phase" }, { "current", "current" }, { "round", "round" }, { "turn", "turn" },
    { "board", "triangle" }, { "conquered", "conquered" }, { "teleports", "teleport" }, { "supply", "supply" },
    { "hand", "hand" }, { "defeated", "defeated" }, { "battle", "battle" }, { "forced", "forced" },
  };

  return ts_position_text_line_for (text, message, map, G_N_ELEMENTS (map));
}

static gboolean
build_game (const TsPositionText *text,
            TsGame               *scratch,
            GError              **error)
{
  return build (text, tri_state (scratch), error);
}

gboolean
tri_position3_load (TsGame      *game,
                   const char  *text,
                   GError     **error)
{
  static const TsPositionReader reader = {
    "tri", 3,
    /* Translators: TRI: why a position is refused */
    N_("This is not a TRI position"),
    build_game, line_of_error,
  };

  return ts_position_load_through (game, text, &reader, error);
}

char *
tri_position3_save (TsGame *game)
{
  const TriState *st = tri_state (game);
  const TriBattle *b = &st->battle;
  GString *out = g_string_sized_new (1024);
  g_autofree char *rng = ts_rng_to_string (&st->rng);
  guint n_squares = (guint) st->size * st->size;

  g_string_append_printf (out, "tri 3\nplayers %u\nfirst %u\nphase %s\n", st->n_players, st->first_seat + 1,
                          phase_words[st->phase]);
  if (st->current != TS_SEAT_NONE)
    g_string_append_printf (out, "current %d\n", st->current + 1);
  g_string_append_printf (out, "round %u\nturn %u\n", st->round, st->turn);
  for (guint q = 0; q < n_squares; q++)
    for (int seat = 0; seat < st->n_players; seat++)
      {
        gboolean any = FALSE;

        for (int d = 0; d < 4; d++)
          if (st->owner[q * 4 + d] == seat)
            {
              if (!any)
                {
                  g_autofree char *xy = tri_square_to_string (st->size, (int) q);

                  g_string_append_printf (out, "triangle %d %s", seat + 1, xy);
                }
              any = TRUE;
              g_string_append_printf (out, " %s", side_words[d]);
            }
        if (any)
          g_string_append_c (out, '\n');
      }
  for (guint q = 0; q < n_squares; q++)
    {
      g_autofree char *xy = tri_square_to_string (st->size, (int) q);

      if (st->square_owner[q] != TS_SEAT_NONE && st->square_since[q] != 0)
        g_string_append_printf (out, "conquered %s %u\n", xy, st->square_since[q]);
      if (st->teleport_used[q])
        g_string_append_printf (out, "teleport %s\n", xy);
    }
  g_string_append_printf (out, "supply %u %u %u\n", st->supply[1], st->supply[2], st->supply[3]);
  for (int seat = 0; seat < st->n_players; seat++)
    {
      g_string_append_printf (out, "hand %d", seat + 1);
      for (int c = 0; c < TRI_N_CARD_VALUES; c++)
        for (int k = 0; k < st->hand[seat][c]; k++)
          g_string_append_printf (out, " +%d", tri_card_value ((guint) c));
      g_string_append_c (out, '\n');
    }
  if (st->n_defeated > 0)
    {
      g_string_append (out, "defeated");
      for (guint i = 0; i < st->n_defeated; i++)
        g_string_append_printf (out, " %d", st->defeated[i] + 1);
      g_string_append_c (out, '\n');
    }
  if (b->attacker != TS_SEAT_NONE)
    {
      /* The word-by-word battle entry, its seats from 1. */
      g_autofree char *all = tri_position_save (game);
      const char *at = strstr (all, "\nbattle ");
      const char *end = at != NULL ? strchr (at + 1, '\n') : NULL;

      if (at != NULL && end != NULL)
        {
          g_autofree char *entry = g_strndup (at + 1, (gsize) (end - at - 1));
          g_auto(GStrv) words = g_strsplit (entry, " ", -1);

          g_string_append (out, "battle");
          for (guint w = 1; words[w] != NULL; w++)
            if (w <= 2)
              g_string_append_printf (out, " %d", (int) g_ascii_strtoll (words[w], NULL, 10) + 1);
            else
              g_string_append_printf (out, " %s", words[w]);
          g_string_append_c (out, '\n');
        }
    }
  if (st->n_forced > 0)
    {
      g_string_append (out, "forced");
      for (guint i = 0; i < st->n_forced; i++)
        g_string_append_printf (out, " %u", st->forced[i]);
      g_string_append_c (out, '\n');
    }
  g_string_append_printf (out, "rng %s\n", rng);
  return g_string_free (out, FALSE);
}
