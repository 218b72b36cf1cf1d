/* network-position2.c — Network's position a person can write (version 2,
 * docs/positions/network.md, docs/learn.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Keyword lines in any order, seats from 1, one line per node, branch and
 * captured square.  Reading starts from a fresh game; node, branch and
 * capture lines say the whole board; the supplies left are worked out.
 * The result goes through version 1's reader, so it is checked exactly as
 * a saved position is; a refusal names the line.  Writing says
 * everything, so any state reads back equal.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "ts-position.h"
#include "ts-text.h"
#include "network-private.h"


static const char * const keywords[] = {
  "variant", "first", "phase", "current", "step", "turn", "idle", "traded", "placed", "node", "branch",
  "captured", "cubes", "post", "collected", NULL
};
static const char * const once[] = {
  "variant", "first", "phase", "current", "step", "turn", "idle", "traded", "placed", NULL
};
static const char * const phase_words[] = { "setup", "turn", "over" };
static const char * const variant_words[] = { "standard", "simplified" };
static const char * const colour_words[] = { "red", "yellow", "green", "blue" };

static gboolean
read_corner (const TsPositionLine *line,
             guint                 i,
             int                  *corner,
             GError              **error)
{
  if (!ts_position_line_words (line, i + 1, 0, error))
    return FALSE;
  return nw_corner_parse (line->words[i], corner) || ts_position_unknown (line, i, _("a corner (i,j)"), error);
}

/* Colour counts: "2 red 1 blue" (a colour left out: 0). */
static gboolean
read_colours (const TsPositionLine *line,
              guint                 first,
              gint64                max,
              guint32               counts[NW_N_COLOURS],
              GError              **error)
{
  memset (counts, 0, NW_N_COLOURS * sizeof counts[0]);
  if ((line->n_words - first) % 2 != 0)
    /* Translators: Network: how cubes are written in a position */
    return ts_position_error (error, line, _("cubes: numbers, each followed by red, yellow, green or blue"));
  for (guint i = first; i < line->n_words; i += 2)
    {
      gint64 v;
      int colour;

      if (!ts_position_line_int (line, i, 0, max, _("a number of cubes"), &v, error) ||
          !ts_position_line_choice (line, i + 1, colour_words, NW_N_COLOURS, _("a colour"), &colour, error))
        return FALSE;
      counts[colour] = (guint32) v;
    }
  return TRUE;
}

static gboolean
read_flag (const TsPositionLine *line,
           guint8               *flag,
           GError              **error)
{
  gint64 v;

  if (!ts_position_line_words (line, 1, 1, error) ||
      !ts_position_line_int (line, 0, 0, 1, _("0 or 1"), &v, error))
    return FALSE;
  *flag = (guint8) v;
  return TRUE;
}

/* The lines of TEXT made into a state, before version 1's checks. */
static gboolean
build (const TsPositionText *text,
       NwState              *st,
       GError              **error)
{
  if (!ts_position_text_check_keywords (text, keywords, once, error))
    return FALSE;
  /* A fresh game: nothing on the board, the first starting set next. */
  nw_state_init_empty (st);
  st->phase = NW_PHASE_SETUP;
  for (guint i = 0; i < text->lines->len; i++)
    {
      const TsPositionLine *line = g_ptr_array_index (text->lines, i);
      const char *kw = line->keyword;
      gboolean ok = TRUE;
      gint64 v;
      int k, seat, corner, edge, square;

      if (g_str_equal (kw, "variant"))
        {
          ok = ts_position_line_words (line, 1, 1, error) &&
               ts_position_line_choice (line, 0, variant_words, G_N_ELEMENTS (variant_words), _("a variant"), &k, error);
          if (ok)
            st->simplified = (guint8) k;
        }
      else if (g_str_equal (kw, "first") || g_str_equal (kw, "current"))
        {
          ok = ts_position_line_words (line, 1, 1, error) && ts_position_line_seat (line, 0, NW_N_SEATS, &seat, error);
          if (ok && g_str_equal (kw, "first"))
            st->first_seat = (guint8) seat;
          else if (ok)
            st->current = (gint8) seat;
        }
      else if (g_str_equal (kw, "phase"))
        {
          ok = ts_position_line_words (line, 1, 1, error) &&
               ts_position_line_choice (line, 0, phase_words, G_N_ELEMENTS (phase_words), _("a phase"), &k, error);
          if (ok)
            st->phase = (guint8) k;
        }
      else if (g_str_equal (kw, "step") || g_str_equal (kw, "turn") || g_str_equal (kw, "idle"))
        {
          ok = ts_position_line_words (line, 1, 1, error) &&
               ts_position_line_int (line, 0, 0, G_MAXUINT16, _("a number"), &v, error);
          if (ok && g_str_equal (kw, "step"))
            st->setup_step = (guint8) MIN (v, 255);
          else if (ok && g_str_equal (kw, "turn"))
            st->turn = (guint16) v;
          else if (ok)
            st->idle_turns = (guint8) MIN (v, 255);
        }
      else if (g_str_equal (kw, "traded"))
        ok = read_flag (line, &st->std_trade_used, error);
      else if (g_str_equal (kw, "placed"))
        ok = read_flag (line, &st->placed_this_turn, error);
      else if (g_str_equal (kw, "node"))
        {
          ok = ts_position_line_words (line, 2, 2, error) && ts_position_line_seat (line, 0, NW_N_SEATS, &seat, error) &&
               read_corner (line, 1, &corner, error);
          if (ok && st->corner[corner] != TS_SEAT_NONE)
            /* Translators: Network: why a position is refused: %s is a
               corner */
            ok = ts_position_error (error, line, _("%s holds a node already"), line->words[1]);
          if (ok)
            st->corner[corner] = (gint8) seat;
        }
      else if (g_str_equal (kw, "branch"))
        {
          ok = ts_position_line_words (line, 2, 2, error) && ts_position_line_seat (line, 0, NW_N_SEATS, &seat, error);
          if (ok && !nw_edge_parse (line->words[1], &edge))
            ok = ts_position_unknown (line, 1, _("an edge (H3,4 or V3,4)"), error);
          if (ok && st->edge[edge] != TS_SEAT_NONE)
            /* Translators: Network: why a position is refused: %s is an
               edge */
            ok = ts_position_error (error, line, _("%s holds a branch already"), line->words[1]);
          if (ok)
            st->edge[edge] = (gint8) seat;
        }
      else if (g_str_equal (kw, "captured"))
        {
          ok = ts_position_line_words (line, 2, 2, error) && ts_position_line_seat (line, 0, NW_N_SEATS, &seat, error);
          if (ok && !nw_square_parse (line->words[1], &square))
            ok = ts_position_unknown (line, 1, _("a square (c,r)"), error);
          if (ok)
            st->captured[square] = (gint8) seat;
        }
      else if (g_str_equal (kw, "cubes"))
        ok = ts_position_line_words (line, 1, 0, error) && ts_position_line_seat (line, 0, NW_N_SEATS, &seat, error) &&
             read_colours (line, 1, 1000000, st->cubes[seat], error);
      else if (g_str_equal (kw, "post"))
        {
          /* post CORNER: the node there made its 2:1 trade at its trading
           * post this turn (R13). */
          ok = ts_position_line_words (line, 1, 1, error) && read_corner (line, 0, &corner, error);
          if (ok && nw_tables->corner_post[corner] == NW_NONE)
            /* Translators: Network: why a position is refused */
            ok = ts_position_error (error, line, _("no trading post lies at that corner"));
          if (ok)
            st->post_used[corner] = (guint8) (1u << nw_tables->post_index[nw_tables->corner_post[corner]]);
        }
      else if (g_str_equal (kw, "collected"))
        {
          guint32 counts[NW_N_COLOURS];

          ok = ts_position_line_words (line, 1, 0, error) && read_corner (line, 0, &corner, error) &&
               read_colours (line, 1, 4, counts, error);
          for (int c = 0; ok && c < NW_N_COLOURS; c++)
            st->collected[corner][c] = (guint8) counts[c];
        }
      if (!ok)
        return FALSE;
    }
  /* Worked out: what is left in each supply. */
  for (int s = 0; s < NW_N_SEATS; s++)
    {
      int nodes = 0, branches = 0;

      for (int c = 0; c < NW_N_CORNERS; c++)
        nodes += st->corner[c] == s;
      for (int e = 0; e < NW_N_EDGES; e++)
        branches += st->edge[e] == s;
      st->nodes_left[s] = (guint8) MAX (NW_N_NODES - nodes, 0);
      st->branches_left[s] = (guint8) MAX (NW_N_BRANCHES - branches, 0);
    }
  /* Worked out unless given: the starting sets placed (one node each),
   * and whose turn it is (§4.2, R1). */
  if (st->phase == NW_PHASE_SETUP && ts_position_text_first (text, "step") == NULL)
    {
      guint nodes = 0;

      for (int c = 0; c < NW_N_CORNERS; c++)
        nodes += st->corner[c] != TS_SEAT_NONE;
      st->setup_step = (guint8) MIN (nodes, NW_N_SETUP_SETS - 1);
    }
  if (st->phase == NW_PHASE_OVER)
    st->current = TS_SEAT_NONE;
  else if (ts_position_text_first (text, "current") == NULL)
    st->current = (gint8) (st->phase == NW_PHASE_SETUP ? nw_state_setup_seat (st, st->setup_step)
                           : st->turn % 2 == 1 ? 1 - st->first_seat : st->first_seat);
  return TRUE;
}

/* The line that sets what a version-1 error names, for "line N". */
static const TsPositionLine *
line_of_error (const TsPositionText *text,
               const char           *message)
{
  static const TsPositionField map[] = {
    { "current", "current" }, { "phase", "phase" }, { "step", "step" }, { "turn", "turn" }, { "idle", "idle" },
    { "traded", "traded" }, { "placed", "placed" }, { "nodes", "node" }, { "hbranches", "branch" },
    { "vbranches", "branch" }, { "captured", "captured" }, { "cubes", "cubes" }, { "left", "node" },
    { "posts", "post" }, { "collected", "collected" }, { "first", "first" }, { "variant", "variant" },
  };

  return ts_position_text_line_for (text, message, map, G_N_ELEMENTS (map));
}

static gboolean
build_game (const TsPositionText *text,
            TsGame               *scratch,
            GError              **error)
{
  return build (text, nw_state (scratch), error);
}

gboolean
nw_position2_load (TsGame      *game,
                  const char  *text,
                  GError     **error)
{
  static const TsPositionReader reader = {
    "network", 2,
    /* Translators: Network: why a position is refused */
    N_("This is not a Network position"),
    build_game, line_of_error,
  };

  return ts_position_load_through (game, text, &reader, error);
}

char *
nw_position2_save (TsGame *game)
{
  const NwState *st = nw_state (game);
  GString *out = g_string_sized_new (1024);
  g_string_append_printf (out, "network 2\nvariant %s\nfirst %u\nphase %s\n", variant_words[st->simplified],
                          st->first_seat + 1, phase_words[st->phase]);
  if (st->current != TS_SEAT_NONE)
    g_string_append_printf (out, "current %d\n", st->current + 1);
  if (st->setup_step > 0)
    g_string_append_printf (out, "step %u\n", st->setup_step);
  if (st->turn > 0)
    g_string_append_printf (out, "turn %u\n", st->turn);
  if (st->idle_turns > 0)
    g_string_append_printf (out, "idle %u\n", st->idle_turns);
  if (st->std_trade_used)
    g_string_append (out, "traded 1\n");
  if (st->placed_this_turn)
    g_string_append (out, "placed 1\n");
  for (int c = 0; c < NW_N_CORNERS; c++)
    if (st->corner[c] != TS_SEAT_NONE)
      {
        g_autofree char *k = nw_corner_to_string (c);

        g_string_append_printf (out, "node %d %s\n", st->corner[c] + 1, k);
      }
  for (int e = 0; e < NW_N_EDGES; e++)
    if (st->edge[e] != TS_SEAT_NONE)
      {
        g_autofree char *k = nw_edge_to_string (e);

        g_string_append_printf (out, "branch %d %s\n", st->edge[e] + 1, k);
      }
  for (int q = 0; q < NW_N_SQUARES; q++)
    if (st->captured[q] != TS_SEAT_NONE)
      {
        g_autofree char *k = nw_square_to_string (q);

        g_string_append_printf (out, "captured %d %s\n", st->captured[q] + 1, k);
      }
  for (int s = 0; s < NW_N_SEATS; s++)
    {
      g_string_append_printf (out, "cubes %d", s + 1);
      for (int c = 0; c < NW_N_COLOURS; c++)
        if (st->cubes[s][c] > 0)
          g_string_append_printf (out, " %u %s", st->cubes[s][c], colour_words[c]);
      g_string_append_c (out, '\n');
    }
  for (int c = 0; c < NW_N_CORNERS; c++)
    {
      g_autofree char *k = nw_corner_to_string (c);

      if (st->post_used[c] != 0)
        g_string_append_printf (out, "post %s\n", k);
      if (st->collected[c][0] + st->collected[c][1] + st->collected[c][2] + st->collected[c][3] > 0)
        {
          g_string_append_printf (out, "collected %s", k);
          for (int col = 0; col < NW_N_COLOURS; col++)
            if (st->collected[c][col] > 0)
              g_string_append_printf (out, " %u %s", st->collected[c][col], colour_words[col]);
          g_string_append_c (out, '\n');
        }
    }
  return g_string_free (out, FALSE);
}
