/* tri-words.c — the names the TRI board shows: its columns, rows,
 * squares and triangles in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board labels its columns with letters and its rows with numbers
 * (tri-board-draw.c), and every text names a place by those labels: "the
 * top triangle of the square in column C, row 2".  The letters come from
 * one translatable string, so the board and the words agree in every
 * script (as GNOME Chess does with its coordinates).  The move notation
 * ("2,1,N") stays the command line's and the save files' language.
 */
#include <glib/gi18n-lib.h>

#include "tri-game.h"
#include "ts-text.h"

char *
tri_words_column (int x)
{
  return ts_text_board_column (x);
}

char *
tri_words_row (int y)
{
  return g_strdup_printf ("%d", y + 1);
}

char *
tri_words_square (int x,
                  int y)
{
  return ts_text_board_square (x, y);
}

char *
tri_words_triangle (int    x,
                    int    y,
                    TriDir dir)
{
  g_autofree char *column = tri_words_column (x);

  switch (dir)
    {
    case TRI_DIR_N:
      /* Translators: a triangle of the TRI board, inside a sentence: each
         square is cut by its diagonals into a top, right, bottom and left
         triangle; %1$s is the letter of the square's column, %2$d the
         number of its row */
      return g_strdup_printf (_("the top triangle of the square in column %1$s, row %2$d"), column, y + 1);
    case TRI_DIR_E:
      /* Translators: a triangle of the TRI board, inside a sentence; %1$s
         is the letter of the square's column, %2$d the number of its row */
      return g_strdup_printf (_("the right triangle of the square in column %1$s, row %2$d"), column, y + 1);
    case TRI_DIR_S:
      /* Translators: a triangle of the TRI board, inside a sentence; %1$s
         is the letter of the square's column, %2$d the number of its row */
      return g_strdup_printf (_("the bottom triangle of the square in column %1$s, row %2$d"), column, y + 1);
    case TRI_DIR_W:
    default:
      /* Translators: a triangle of the TRI board, inside a sentence; %1$s
         is the letter of the square's column, %2$d the number of its row */
      return g_strdup_printf (_("the left triangle of the square in column %1$s, row %2$d"), column, y + 1);
    }
}

char *
tri_words_triangle_title (int    x,
                          int    y,
                          TriDir dir)
{
  g_autofree char *column = tri_words_column (x);

  switch (dir)
    {
    case TRI_DIR_N:
      /* Translators: a triangle of the TRI board at the start of a
         description ("Top triangle of the square in column C, row 2:
         empty."); %1$s is the letter of the square's column, %2$d the
         number of its row */
      return g_strdup_printf (_("Top triangle of the square in column %1$s, row %2$d"), column, y + 1);
    case TRI_DIR_E:
      /* Translators: a triangle of the TRI board at the start of a
         description; %1$s is the letter of the square's column, %2$d the
         number of its row */
      return g_strdup_printf (_("Right triangle of the square in column %1$s, row %2$d"), column, y + 1);
    case TRI_DIR_S:
      /* Translators: a triangle of the TRI board at the start of a
         description; %1$s is the letter of the square's column, %2$d the
         number of its row */
      return g_strdup_printf (_("Bottom triangle of the square in column %1$s, row %2$d"), column, y + 1);
    case TRI_DIR_W:
    default:
      /* Translators: a triangle of the TRI board at the start of a
         description; %1$s is the letter of the square's column, %2$d the
         number of its row */
      return g_strdup_printf (_("Left triangle of the square in column %1$s, row %2$d"), column, y + 1);
    }
}

char *
tri_words_square_at (guint size,
                     int   square)
{
  guint s = MAX (size, 1);

  return tri_words_square (square % (int) s, square / (int) s);
}

char *
tri_words_triangle_at (guint size,
                       int   triangle)
{
  int x, y;
  TriDir dir;

  tri_triangle_coords (size, triangle, &x, &y, &dir);
  return tri_words_triangle (x, y, dir);
}

char *
tri_words_triangle_title_at (guint size,
                             int   triangle)
{
  int x, y;
  TriDir dir;

  tri_triangle_coords (size, triangle, &x, &y, &dir);
  return tri_words_triangle_title (x, y, dir);
}

char *
tri_words_dice (const int dice[3])
{
  int d[3];
  guint n = 0;

  for (guint i = 0; i < 3; i++)
    if (dice[i] > 0)
      d[n++] = dice[i];
  switch (n)
    {
    case 0:
      return NULL;
    case 1:
      return g_strdup_printf ("%d", d[0]);
    case 2:
      /* Translators: two dice of a TRI battle, "5 and 3" */
      return g_strdup_printf (_("%1$d and %2$d"), d[0], d[1]);
    default:
      /* Translators: three dice of a TRI battle, "5, 3 and 2" */
      return g_strdup_printf (_("%1$d, %2$d and %3$d"), d[0], d[1], d[2]);
    }
}

char *
tri_words_cards (const guint counts[TRI_N_CARD_VALUES])
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
    {
      if (counts[i] == 0)
        continue;
      if (counts[i] == 1)
        g_ptr_array_add (items, g_strdup_printf ("+%d", tri_card_value (i)));
      else
        /* Translators: several TRI cards of one value in a list of cards,
           "+2 ×3" (three +2 cards) */
        g_ptr_array_add (items, g_strdup_printf (C_("cards of one value", "+%1$d ×%2$u"),
                                                 tri_card_value (i), counts[i]));
    }
  if (items->len == 0)
    return NULL;
  g_ptr_array_add (items, NULL);
  /* Translators: the separator of a list of TRI cards, "+0, +2 ×3, +4" */
  return g_strjoinv (C_("list separator", ", "), (char **) items->pdata);
}
