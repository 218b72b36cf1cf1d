/* network-words.c — the names the Network board shows: its columns,
 * rows, squares, corners and edges in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board labels its columns with letters and its rows with numbers
 * (network-board-draw.c), and every text names a place by those labels:
 * "the square in column C, row 2", "the bottom right corner of the square
 * in column B, row 2", "the right side of the square in column B, row 2".
 * A corner or an edge is named by one square it belongs to, the one above
 * and to the left of it where there is one.  The letters come from one
 * translatable string (the same as TRI's), so the board and the words
 * agree in every script.  The move notation ("3,2", "H2,2") stays the
 * command line's and the save files' language.
 */
#include <glib/gi18n-lib.h>

#include "network-game.h"
#include "ts-text.h"

char *
nw_words_column (int c)
{
  return ts_text_board_column (c);
}

char *
nw_words_row (int r)
{
  return g_strdup_printf ("%d", r + 1);
}

char *
nw_words_square (int square)
{
  return ts_text_board_square (square % NW_SIZE, square / NW_SIZE);
}

char *
nw_words_squares (const int *squares,
                  guint      n)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (items, nw_words_square (squares[i]));
  return nw_words_join (items);
}

/* The square that names CORNER, and which of its corners it is: 0 top
 * left, 1 top right, 2 bottom left, 3 bottom right. */
static int
corner_square (int  corner,
               int *which)
{
  int i = corner % (NW_SIZE + 1), j = corner / (NW_SIZE + 1);

  if (i > 0 && j > 0)
    {
      *which = 3;
      return nw_square_at (i - 1, j - 1);
    }
  if (i > 0)
    {
      *which = 1;
      return nw_square_at (i - 1, j);
    }
  if (j > 0)
    {
      *which = 2;
      return nw_square_at (i, j - 1);
    }
  *which = 0;
  return nw_square_at (i, j);
}

char *
nw_words_corner (int corner)
{
  int which;
  int square = corner_square (corner, &which);
  g_autofree char *column = nw_words_column (square % NW_SIZE);
  int row = square / NW_SIZE + 1;

  switch (which)
    {
    case 0:
      /* Translators: a corner of the Network board (where nodes stand),
         inside a sentence; %1$s is the letter of a square's column, %2$d
         the number of its row */
      return g_strdup_printf (_("the top left corner of the square in column %1$s, row %2$d"), column, row);
    case 1:
      /* Translators: a corner of the Network board, inside a sentence;
         %1$s is the letter of a square's column, %2$d the number of its
         row */
      return g_strdup_printf (_("the top right corner of the square in column %1$s, row %2$d"), column, row);
    case 2:
      /* Translators: a corner of the Network board, inside a sentence;
         %1$s is the letter of a square's column, %2$d the number of its
         row */
      return g_strdup_printf (_("the bottom left corner of the square in column %1$s, row %2$d"), column, row);
    default:
      /* Translators: a corner of the Network board, inside a sentence;
         %1$s is the letter of a square's column, %2$d the number of its
         row */
      return g_strdup_printf (_("the bottom right corner of the square in column %1$s, row %2$d"), column, row);
    }
}

char *
nw_words_corner_title (int corner)
{
  int which;
  int square = corner_square (corner, &which);
  g_autofree char *column = nw_words_column (square % NW_SIZE);
  int row = square / NW_SIZE + 1;

  switch (which)
    {
    case 0:
      /* Translators: a corner of the Network board at the start of a
         description ("Top left corner of the square in column A, row 1:
         empty."); %1$s is the letter of a square's column, %2$d the
         number of its row */
      return g_strdup_printf (_("Top left corner of the square in column %1$s, row %2$d"), column, row);
    case 1:
      /* Translators: a corner of the Network board at the start of a
         description; %1$s is the letter of a square's column, %2$d the
         number of its row */
      return g_strdup_printf (_("Top right corner of the square in column %1$s, row %2$d"), column, row);
    case 2:
      /* Translators: a corner of the Network board at the start of a
         description; %1$s is the letter of a square's column, %2$d the
         number of its row */
      return g_strdup_printf (_("Bottom left corner of the square in column %1$s, row %2$d"), column, row);
    default:
      /* Translators: a corner of the Network board at the start of a
         description; %1$s is the letter of a square's column, %2$d the
         number of its row */
      return g_strdup_printf (_("Bottom right corner of the square in column %1$s, row %2$d"), column, row);
    }
}

/* The square that names EDGE, and which of its sides it is: 0 top, 1
 * bottom, 2 left, 3 right (nw_square_edges' order). */
static int
edge_square (int  edge,
             int *side)
{
  int corners[2];
  int i, j;

  nw_edge_corners (edge, corners);
  i = corners[0] % (NW_SIZE + 1);
  j = corners[0] / (NW_SIZE + 1);
  if (edge < NW_N_H_EDGES)
    {
      *side = j > 0 ? 1 : 0;
      return nw_square_at (i, j > 0 ? j - 1 : j);
    }
  *side = i > 0 ? 3 : 2;
  return nw_square_at (i > 0 ? i - 1 : i, j);
}

char *
nw_words_edge (int edge)
{
  int side;
  int square = edge_square (edge, &side);
  g_autofree char *column = nw_words_column (square % NW_SIZE);
  int row = square / NW_SIZE + 1;

  switch (side)
    {
    case 0:
      /* Translators: an edge of the Network board (where branches lie),
         inside a sentence; %1$s is the letter of a square's column, %2$d
         the number of its row */
      return g_strdup_printf (_("the top side of the square in column %1$s, row %2$d"), column, row);
    case 1:
      /* Translators: an edge of the Network board, inside a sentence;
         %1$s is the letter of a square's column, %2$d the number of its
         row */
      return g_strdup_printf (_("the bottom side of the square in column %1$s, row %2$d"), column, row);
    case 2:
      /* Translators: an edge of the Network board, inside a sentence;
         %1$s is the letter of a square's column, %2$d the number of its
         row */
      return g_strdup_printf (_("the left side of the square in column %1$s, row %2$d"), column, row);
    default:
      /* Translators: an edge of the Network board, inside a sentence;
         %1$s is the letter of a square's column, %2$d the number of its
         row */
      return g_strdup_printf (_("the right side of the square in column %1$s, row %2$d"), column, row);
    }
}

char *
nw_words_edge_title (int edge)
{
  int side;
  int square = edge_square (edge, &side);
  g_autofree char *column = nw_words_column (square % NW_SIZE);
  int row = square / NW_SIZE + 1;

  switch (side)
    {
    case 0:
      /* Translators: an edge of the Network board at the start of a
         description ("Top side of the square in column A, row 1: empty.");
         %1$s is the letter of a square's column, %2$d the number of its
         row */
      return g_strdup_printf (_("Top side of the square in column %1$s, row %2$d"), column, row);
    case 1:
      /* Translators: an edge of the Network board at the start of a
         description; %1$s is the letter of a square's column, %2$d the
         number of its row */
      return g_strdup_printf (_("Bottom side of the square in column %1$s, row %2$d"), column, row);
    case 2:
      /* Translators: an edge of the Network board at the start of a
         description; %1$s is the letter of a square's column, %2$d the
         number of its row */
      return g_strdup_printf (_("Left side of the square in column %1$s, row %2$d"), column, row);
    default:
      /* Translators: an edge of the Network board at the start of a
         description; %1$s is the letter of a square's column, %2$d the
         number of its row */
      return g_strdup_printf (_("Right side of the square in column %1$s, row %2$d"), column, row);
    }
}

char *
nw_words_join (GPtrArray *items)
{
  g_autoptr(GString) head = g_string_new (NULL);

  if (items->len == 0)
    return g_strdup ("");
  if (items->len == 1)
    return g_strdup (g_ptr_array_index (items, 0));
  for (guint i = 0; i + 1 < items->len; i++)
    {
      if (i > 0)
        /* Translators: the separator of a list of cube counts. */
        g_string_append (head, C_("list separator", ", "));
      g_string_append (head, g_ptr_array_index (items, i));
    }
  /* Translators: the last two items of a list, as in "2 red and 1 blue"
   * or "B2, C3 and D4" (%1$s holds the items before the last). */
  return g_strdup_printf (_("%1$s and %2$s"), head->str,
                          (const char *) g_ptr_array_index (items, items->len - 1));
}
