/* trojhranna-notation.c — Trojhranná hra's moves: their text ("place
 * D0,-1 r2", grammar in trojhranna-game.h) and their constructors
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
                    guint      *index,
                    guint      *notch)
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
  TsWords w;

  if (!ts_words_split (&w, text) || w.n == 0)
    return ts_game_set_bad_move_error (game, text, error);

  if (strcmp (w.word[0], "arrange") == 0 && w.n == 4)
    {
      guint order[TJ_N_DEALT], notches[TJ_N_DEALT];

      for (guint i = 0; i < TJ_N_DEALT; i++)
        if (!parse_arrange_word (w.word[1 + i], &order[i], &notches[i]))
          return ts_game_set_bad_move_error (game, text, error);
      *move = ts_trojhranna_move_arrange (order, notches);
      return TRUE;
    }

  if (strcmp (w.word[0], "draw") == 0 && w.n == 1)
    {
      *move = ts_trojhranna_move_draw ();
      return TRUE;
    }

  if (strcmp (w.word[0], "flip") == 0 && w.n == 2)
    {
      gint64 slot;

      if (!ts_text_parse_int (w.word[1], 0, TJ_N_CARDS - 1, &slot) ||
          w.word[1][0] == '+' || w.word[1][0] == '-')
        return ts_game_set_bad_move_error (game, text, error);
      *move = ts_trojhranna_move_flip ((int) slot);
      return TRUE;
    }

  if (strcmp (w.word[0], "place") == 0 && w.n == 3)
    {
      const char *rot = w.word[2];
      TsTriCell cell;

      if (!ts_tri_cell_from_string (w.word[1], &cell, NULL) ||
          ABS (cell.q) > G_MAXINT16 || ABS (cell.r) > G_MAXINT16)
        return ts_game_set_bad_move_error (game, text, error);
      if (strlen (rot) != 2 || rot[0] != 'r' || rot[1] < '0' || rot[1] > '2')
        return ts_game_set_bad_move_error (game, text, error);
      *move = ts_trojhranna_move_place (cell, rot[1] - '0');
      return TRUE;
    }

  return ts_game_set_bad_move_error (game, text, error);
}

/* ------------------------------------------------------------------ */
/* Move constructors                                                   */

/* A value that does not fit arg[] becomes the nearest one that does: still
 * out of every range the rules accept, where wrapping could make it a legal
 * slot or cell. */
static gint16
clamp_arg (gint64 value)
{
  return (gint16) CLAMP (value, G_MININT16, G_MAXINT16);
}

TsMove
ts_trojhranna_move_arrange (const guint order[3],
                            const guint notches[3])
{
  TsMove move;

  ts_move_clear (&move);
  move.kind = TJ_MOVE_ARRANGE;
  for (guint i = 0; i < TJ_N_DEALT; i++)
    {
      move.arg[i] = clamp_arg (order[i]);
      move.arg[TJ_N_DEALT + i] = clamp_arg (notches[i]);
    }
  return move;
}

TsMove
ts_trojhranna_move_draw (void)
{
  TsMove move;

  ts_move_clear (&move);
  move.kind = TJ_MOVE_DRAW;
  return move;
}

TsMove
ts_trojhranna_move_flip (int slot)
{
  TsMove move;

  ts_move_clear (&move);
  move.kind = TJ_MOVE_FLIP;
  move.arg[0] = clamp_arg (slot);
  return move;
}

TsMove
ts_trojhranna_move_place (TsTriCell cell,
                          guint     rot)
{
  TsMove move;

  ts_move_clear (&move);
  move.kind = TJ_MOVE_PLACE;
  move.arg[0] = clamp_arg (cell.q);
  move.arg[1] = clamp_arg (cell.r);
  move.arg[2] = clamp_arg (cell.s);
  move.arg[3] = clamp_arg (rot);
  return move;
}

gboolean
ts_trojhranna_move_get_place (const TsMove *move,
                              TsTriCell    *cell,
                              guint        *rot)
{
  g_return_val_if_fail (move != NULL, FALSE);

  if (move->kind != TJ_MOVE_PLACE || move->arg[2] < 0 || move->arg[2] > 1 ||
      move->arg[3] < 0 || move->arg[3] > 2)
    return FALSE;
  if (cell != NULL)
    *cell = (TsTriCell) { move->arg[0], move->arg[1], move->arg[2] ? TS_TRI_DOWN : TS_TRI_UP };
  if (rot != NULL)
    *rot = move->arg[3];
  return TRUE;
}
