/* tri-notation.c — TRI's moves as text: format_move and parse_move
 * (grammar in tri-game.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tri-private.h"

static const char dir_letters[] = "NESW";

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
  g_auto(GStrv) parts = g_strsplit_set (text, " \t\r\n", -1);
  const char *w[4];
  guint n = 0;
  int t, q;
  TsMove m;

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

  if (n == 2 && (strcmp (w[0], "place") == 0 || strcmp (w[0], "expand") == 0 ||
                 strcmp (w[0], "attack") == 0 || strcmp (w[0], "void") == 0))
    {
      if (!tri_triangle_parse (size, w[1], &t))
        return ts_game_set_bad_move_error (game, text, error);
      m.kind = w[0][0] == 'p' ? TRI_MOVE_PLACE : w[0][0] == 'e' ? TRI_MOVE_EXPAND
             : w[0][0] == 'a' ? TRI_MOVE_ATTACK : TRI_MOVE_VOID;
      m.arg[0] = (gint16) t;
    }
  else if (n == 3 && strcmp (w[0], "teleport") == 0)
    {
      if (!tri_square_parse (size, w[1], &q) || !tri_triangle_parse (size, w[2], &t))
        return ts_game_set_bad_move_error (game, text, error);
      m.kind = TRI_MOVE_TELEPORT;
      m.arg[0] = (gint16) q;
      m.arg[1] = (gint16) t;
    }
  else if (n == 1 && strcmp (w[0], "pass") == 0)
    m.kind = TRI_MOVE_PASS;
  else if (n == 2 && strcmp (w[0], "card") == 0)
    {
      const char *c = w[1][0] == '+' ? w[1] + 1 : w[1];

      if (strlen (c) != 1 || tri_card_index (c[0] - '0') < 0)
        return ts_game_set_bad_move_error (game, text, error);
      m.kind = TRI_MOVE_CARD;
      m.arg[0] = c[0] - '0';
    }
  else
    return ts_game_set_bad_move_error (game, text, error);

  *move = m;
  return TRUE;
}
