/* tri-notation.c — TRI's moves as values and as text: the move
 * constructors, format_move and parse_move (grammar in tri-game.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "ts-text.h"
#include "tri-private.h"

static const char dir_letters[] = "NESW";

/* ------------------------------------------------------------------ */
/* Move constructors                                                   */

static TsMove
new_move (int kind,
          int a0,
          int a1)
{
  TsMove move;

  /* Unused arguments must be zero: moves compare bytewise. */
  ts_move_clear (&move);
  move.kind = (gint16) kind;
  move.arg[0] = (gint16) a0;
  move.arg[1] = (gint16) a1;
  return move;
}

TsMove
ts_tri_move_place (int triangle)
{
  return new_move (TRI_MOVE_PLACE, triangle, 0);
}

TsMove
ts_tri_move_expand (int triangle)
{
  return new_move (TRI_MOVE_EXPAND, triangle, 0);
}

TsMove
ts_tri_move_attack (int triangle)
{
  return new_move (TRI_MOVE_ATTACK, triangle, 0);
}

TsMove
ts_tri_move_teleport (int square,
                      int triangle)
{
  return new_move (TRI_MOVE_TELEPORT, square, triangle);
}

TsMove
ts_tri_move_pass (void)
{
  return new_move (TRI_MOVE_PASS, 0, 0);
}

TsMove
ts_tri_move_card (int value)
{
  return new_move (TRI_MOVE_CARD, value, 0);
}

TsMove
ts_tri_move_void (int triangle)
{
  return new_move (TRI_MOVE_VOID, triangle, 0);
}

/* ------------------------------------------------------------------ */
/* Triangles and squares as text                                       */

char *
tri_triangle_to_string (guint size,
                        int   triangle)
{
  int x, y;
  TriDir d;

  tri_triangle_coords (size, triangle, &x, &y, &d);
  return g_strdup_printf ("%d,%d,%c", x, y, dir_letters[d]);
}

/* "x,y" with 0 ≤ x, y < size; END receives the rest of TEXT. */
static gboolean
parse_xy (guint        size,
          const char  *text,
          int         *x,
          int         *y,
          const char **end)
{
  const char *p = text;
  int v[2];

  for (guint i = 0; i < 2; i++)
    {
      int n = 0, digits = 0;

      while (*p >= '0' && *p <= '9' && digits < 3)
        {
          n = n * 10 + (*p - '0');
          p++;
          digits++;
        }
      if (digits == 0 || (*p >= '0' && *p <= '9') || n >= (int) size)
        return FALSE;
      v[i] = n;
      if (i == 0)
        {
          if (*p != ',')
            return FALSE;
          p++;
        }
    }
  *x = v[0];
  *y = v[1];
  *end = p;
  return TRUE;
}

gboolean
tri_triangle_parse (guint        size,
                    const char  *text,
                    int         *triangle)
{
  const char *rest, *letter;
  int x, y;

  if (text == NULL || size == 0 || !parse_xy (size, text, &x, &y, &rest))
    return FALSE;
  if (rest[0] != ',' || rest[1] == '\0' || rest[2] != '\0')
    return FALSE;
  letter = strchr (dir_letters, rest[1]);
  if (letter == NULL)
    return FALSE;
  *triangle = tri_triangle (size, x, y, (TriDir) (letter - dir_letters));
  return TRUE;
}

gboolean
tri_square_parse (guint       size,
                  const char *text,
                  int        *square)
{
  const char *rest;
  int x, y;

  if (!parse_xy (size, text, &x, &y, &rest) || *rest != '\0')
    return FALSE;
  *square = y * (int) size + x;
  return TRUE;
}

char *
tri_square_to_string (guint size,
                      int   square)
{
  return g_strdup_printf ("%d,%d", square % (int) size, square / (int) size);
}

/* ------------------------------------------------------------------ */
/* Moves as text                                                       */

char *
tri_notation_format_move (TsGame       *game,
                          const TsMove *move)
{
  TriState *st = tri_state (game);
  guint size = st->size > 0 ? st->size : TRI_MAX_SIZE;
  guint n = 4 * size * size;
  int a0 = move->arg[0], a1 = move->arg[1];

  switch (move->kind)
    {
    case TRI_MOVE_PLACE:
    case TRI_MOVE_EXPAND:
    case TRI_MOVE_ATTACK:
    case TRI_MOVE_VOID:
      {
        static const char * const words[] = { NULL, "place", "expand", "attack", NULL, NULL,
                                              NULL, "void" };
        g_autofree char *t = NULL;

        if (a0 < 0 || (guint) a0 >= n)
          return g_strdup ("?");
        t = tri_triangle_to_string (size, a0);
        return g_strdup_printf ("%s %s", words[move->kind], t);
      }
    case TRI_MOVE_TELEPORT:
      {
        g_autofree char *q = NULL;
        g_autofree char *t = NULL;

        if (a0 < 0 || (guint) a0 >= size * size || a1 < 0 || (guint) a1 >= n)
          return g_strdup ("?");
        q = tri_square_to_string (size, a0);
        t = tri_triangle_to_string (size, a1);
        return g_strdup_printf ("teleport %s %s", q, t);
      }
    case TRI_MOVE_PASS:
      return g_strdup ("pass");
    case TRI_MOVE_CARD:
      if (tri_card_index (a0) < 0)
        return g_strdup ("card ?");
      return g_strdup_printf ("card +%d", a0);
    default:
      return g_strdup ("?");
    }
}

gboolean
tri_notation_parse_move (TsGame      *game,
                         const char  *text,
                         TsMove      *move,
                         GError     **error)
{
  TriState *st = tri_state (game);
  guint size = st->size > 0 ? st->size : TRI_MAX_SIZE;
  TsWords words;
  const char * const *w = words.word;
  int t, q;

  if (!ts_words_split (&words, text) || words.n == 0)
    return ts_game_set_bad_move_error (game, text, error);

  if (words.n == 2 && (strcmp (w[0], "place") == 0 || strcmp (w[0], "expand") == 0 ||
                       strcmp (w[0], "attack") == 0 || strcmp (w[0], "void") == 0))
    {
      if (!tri_triangle_parse (size, w[1], &t))
        return ts_game_set_bad_move_error (game, text, error);
      *move = w[0][0] == 'p' ? ts_tri_move_place (t)
            : w[0][0] == 'e' ? ts_tri_move_expand (t)
            : w[0][0] == 'a' ? ts_tri_move_attack (t)
            : ts_tri_move_void (t);
      return TRUE;
    }
  if (words.n == 3 && strcmp (w[0], "teleport") == 0)
    {
      if (!tri_square_parse (size, w[1], &q) || !tri_triangle_parse (size, w[2], &t))
        return ts_game_set_bad_move_error (game, text, error);
      *move = ts_tri_move_teleport (q, t);
      return TRUE;
    }
  if (words.n == 1 && strcmp (w[0], "pass") == 0)
    {
      *move = ts_tri_move_pass ();
      return TRUE;
    }
  if (words.n == 2 && strcmp (w[0], "card") == 0)
    {
      /* "+2" or "2". */
      const char *c = w[1][0] == '+' ? w[1] + 1 : w[1];

      if (strlen (c) != 1 || tri_card_index (c[0] - '0') < 0)
        return ts_game_set_bad_move_error (game, text, error);
      *move = ts_tri_move_card (c[0] - '0');
      return TRUE;
    }
  return ts_game_set_bad_move_error (game, text, error);
}
