/* trojhranna-notation.c — the text of Trojhranná hra's moves
 * ("place D0,-1 r2", grammar in trojhranna-game.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "ts-text.h"
#include "trojhranna-private.h"

char *
tj_game_format_move (TsGame       *game,
                     const TsMove *move)
{
  switch (move->kind)
    {
    case TJ_MOVE_ARRANGE:
      return g_strdup_printf ("arrange %dr%d %dr%d %dr%d",
                              move->arg[0], move->arg[3], move->arg[1], move->arg[4],
                              move->arg[2], move->arg[5]);
    case TJ_MOVE_DRAW:
      return g_strdup ("draw");
    case TJ_MOVE_FLIP:
      return g_strdup_printf ("flip %d", move->arg[0]);
    case TJ_MOVE_PLACE:
      {
        TsTriCell cell = { move->arg[0], move->arg[1], move->arg[2] ? TS_TRI_DOWN : TS_TRI_UP };
        g_autofree char *c = ts_tri_cell_to_string (cell);

        return g_strdup_printf ("place %s r%d", c, move->arg[3]);
      }
    default:
      return g_strdup ("?");
    }
}

/* "2r1": a dealt index 0–2 and a notch 0–2. */
static gboolean
parse_arrange_word (const char *word,
                    gint16     *index,
                    gint16     *notch)
{
  if (strlen (word) != 3 || word[1] != 'r' ||
      word[0] < '0' || word[0] > '2' || word[2] < '0' || word[2] > '2')
    return FALSE;
  *index = word[0] - '0';
  *notch = word[2] - '0';
  return TRUE;
}

gboolean
tj_game_parse_move (TsGame      *game,
                    const char  *text,
                    TsMove      *move,
                    GError     **error)
{
  g_auto(GStrv) parts = g_strsplit_set (text, " \t\r\n", -1);
  const char *w[5];
  guint n = 0;
  TsMove m;
  gint64 v;

  for (guint i = 0; parts[i] != NULL; i++)
    {
      if (parts[i][0] == '\0')
        continue;
      if (n == G_N_ELEMENTS (w))
        return ts_game_set_bad_move_error (game, text, error);
      w[n++] = parts[i];
    }

  ts_move_clear (&m);
  if (n == 0)
    return ts_game_set_bad_move_error (game, text, error);

  if (strcmp (w[0], "arrange") == 0 && n == 4)
    {
      m.kind = TJ_MOVE_ARRANGE;
      for (guint i = 0; i < 3; i++)
        if (!parse_arrange_word (w[1 + i], &m.arg[i], &m.arg[3 + i]))
          return ts_game_set_bad_move_error (game, text, error);
    }
  else if (strcmp (w[0], "draw") == 0 && n == 1)
    m.kind = TJ_MOVE_DRAW;
  else if (strcmp (w[0], "flip") == 0 && n == 2)
    {
      if (!ts_text_parse_int (w[1], 0, TJ_N_CARDS - 1, &v) || w[1][0] == '+' || w[1][0] == '-')
        return ts_game_set_bad_move_error (game, text, error);
      m.kind = TJ_MOVE_FLIP;
      m.arg[0] = (gint16) v;
    }
  else if (strcmp (w[0], "place") == 0 && n == 3)
    {
      TsTriCell cell;

      if (!ts_tri_cell_from_string (w[1], &cell, NULL) ||
          ABS (cell.q) > G_MAXINT16 || ABS (cell.r) > G_MAXINT16)
        return ts_game_set_bad_move_error (game, text, error);
      if (strlen (w[2]) != 2 || w[2][0] != 'r' || w[2][1] < '0' || w[2][1] > '2')
        return ts_game_set_bad_move_error (game, text, error);
      m.kind = TJ_MOVE_PLACE;
      m.arg[0] = (gint16) cell.q;
      m.arg[1] = (gint16) cell.r;
      m.arg[2] = (gint16) cell.s;
      m.arg[3] = w[2][1] - '0';
    }
  else
    return ts_game_set_bad_move_error (game, text, error);

  *move = m;
  return TRUE;
}

