/* network-notation.c — the text of Network's moves (grammar in
 * network-game.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "ts-text.h"
#include "network-game.h"
#include "network-private.h"

const char nw_colour_letters[NW_N_COLOURS] = { 'R', 'Y', 'G', 'B' };

/* ------------------------------------------------------------------ */
/* Corners, edges, squares and colours                                 */


char *
nw_corner_to_string (int corner)
{
  g_return_val_if_fail (corner >= 0 && corner < NW_N_CORNERS, NULL);
  return g_strdup_printf ("%d,%d", corner % (NW_SIZE + 1), corner / (NW_SIZE + 1));
}

char *
nw_edge_to_string (int edge)
{
  gboolean h;
  int i, j;

  g_return_val_if_fail (edge >= 0 && edge < NW_N_EDGES, NULL);
  nw_edge_coords (edge, &h, &i, &j);
  return g_strdup_printf ("%c%d,%d", h ? 'H' : 'V', i, j);
}

/* "I,J" with single digits 0–9; the callers check the range. */
static gboolean
parse_pair (const char *text,
            int        *a,
            int        *b)
{
  if (text == NULL || strlen (text) != 3 || !g_ascii_isdigit (text[0]) ||
      text[1] != ',' || !g_ascii_isdigit (text[2]))
    return FALSE;
  *a = text[0] - '0';
  *b = text[2] - '0';
  return TRUE;
}

gboolean
nw_corner_parse (const char *text,
                 int        *corner)
{
  int i, j, k;

  if (!parse_pair (text, &i, &j) || (k = nw_corner_at (i, j)) == NW_NONE)
    return FALSE;
  *corner = k;
  return TRUE;
}

gboolean
nw_edge_parse (const char *text,
               int        *edge)
{
  int i, j, e;

  if (text == NULL || (text[0] != 'H' && text[0] != 'V') || !parse_pair (text + 1, &i, &j))
    return FALSE;
  e = text[0] == 'H' ? nw_h_edge (i, j) : nw_v_edge (i, j);
  if (e == NW_NONE)
    return FALSE;
  *edge = e;
  return TRUE;
}

gboolean
nw_square_parse (const char *text,
                 int        *square)
{
  int c, r, s;

  if (!parse_pair (text, &c, &r) || (s = nw_square_at (c, r)) == NW_NONE)
    return FALSE;
  *square = s;
  return TRUE;
}

static int
colour_from_letter (char letter)
{
  for (int c = 0; c < NW_N_COLOURS; c++)
    if (nw_colour_letters[c] == letter)
      return c;
  return NW_NONE;
}

/* ------------------------------------------------------------------ */
/* Moves                                                               */

char *
nw_square_to_string (int square)
{
  return g_strdup_printf ("%d,%d", square % NW_SIZE, square / NW_SIZE);
}

char *
nw_format_move (TsGame       *game,
                const TsMove *move)
{
  switch (move->kind)
    {
    case NW_MOVE_SET:
      if (move->arg[0] >= 0 && move->arg[0] < NW_N_CORNERS &&
          move->arg[1] >= 0 && move->arg[1] < NW_N_EDGES)
        {
          g_autofree char *k = nw_corner_to_string (move->arg[0]);
          g_autofree char *e = nw_edge_to_string (move->arg[1]);

          return g_strdup_printf ("set %s %s", k, e);
        }
      break;
    case NW_MOVE_BRANCH:
      if (move->arg[0] >= 0 && move->arg[0] < NW_N_EDGES)
        {
          g_autofree char *e = nw_edge_to_string (move->arg[0]);

          return g_strdup_printf ("branch %s", e);
        }
      break;
    case NW_MOVE_NODE:
      if (move->arg[0] >= 0 && move->arg[0] < NW_N_CORNERS)
        {
          g_autofree char *k = nw_corner_to_string (move->arg[0]);

          return g_strdup_printf ("node %s", k);
        }
      break;
    case NW_MOVE_TRADE:
      {
        GString *s = g_string_new ("trade ");

        if (move->arg[4] < 0 || move->arg[4] >= NW_N_COLOURS)
          {
            g_string_free (s, TRUE);
            break;
          }
        for (int c = 0; c < NW_N_COLOURS; c++)
          if (move->arg[c] != 0)
            g_string_append_printf (s, "%c%d", nw_colour_letters[c], move->arg[c]);
        g_string_append_printf (s, " %c", nw_colour_letters[move->arg[4]]);
        if (move->arg[5] >= 0 && move->arg[5] < NW_N_CORNERS &&
            move->arg[6] >= 0 && move->arg[6] < NW_N_SQUARES)
          {
            g_autofree char *k = nw_corner_to_string (move->arg[5]);
            g_autofree char *q = nw_square_to_string (move->arg[6]);

            g_string_append_printf (s, " %s %s", k, q);
          }
        return g_string_free (s, FALSE);
      }
    case NW_MOVE_END:
      return g_strdup ("end");
    default:
      break;
    }
  return g_strdup ("?");
}

/* "R2Y1": colour letters with counts 1–3, each colour at most once. */
static gboolean
parse_cubes (const char *word,
             int         given[NW_N_COLOURS])
{
  gboolean seen[NW_N_COLOURS] = { FALSE, };

  if (*word == '\0')
    return FALSE;
  while (*word != '\0')
    {
      int c = colour_from_letter (word[0]);

      if (c == NW_NONE || seen[c] || word[1] < '1' || word[1] > '3')
        return FALSE;
      seen[c] = TRUE;
      given[c] = word[1] - '0';
      word += 2;
    }
  return TRUE;
}

gboolean
nw_parse_move (TsGame      *game,
               const char  *text,
               TsMove      *move,
               GError     **error)
{
  TsWords words;
  const char * const *w = words.word;
  int a, b;

  if (!ts_words_split (&words, text) || words.n == 0)
    return ts_game_set_bad_move_error (game, text, error);

  if (strcmp (w[0], "set") == 0 && words.n == 3)
    {
      if (!nw_corner_parse (w[1], &a) || !nw_edge_parse (w[2], &b))
        return ts_game_set_bad_move_error (game, text, error);
      *move = ts_network_move_set (a, b);
    }
  else if (strcmp (w[0], "branch") == 0 && words.n == 2)
    {
      if (!nw_edge_parse (w[1], &a))
        return ts_game_set_bad_move_error (game, text, error);
      *move = ts_network_move_branch (a);
    }
  else if (strcmp (w[0], "node") == 0 && words.n == 2)
    {
      if (!nw_corner_parse (w[1], &a))
        return ts_game_set_bad_move_error (game, text, error);
      *move = ts_network_move_node (a);
    }
  else if (strcmp (w[0], "trade") == 0 && (words.n == 3 || words.n == 5))
    {
      int given[NW_N_COLOURS] = { 0, };
      int take;

      a = b = NW_NONE;
      if (!parse_cubes (w[1], given) || strlen (w[2]) != 1 ||
          (take = colour_from_letter (w[2][0])) == NW_NONE)
        return ts_game_set_bad_move_error (game, text, error);
      if (words.n == 5 && (!nw_corner_parse (w[3], &a) || !nw_square_parse (w[4], &b)))
        return ts_game_set_bad_move_error (game, text, error);
      *move = ts_network_move_trade (given, take, a, b);
    }
  else if (strcmp (w[0], "end") == 0 && words.n == 1)
    *move = ts_network_move_end ();
  else
    return ts_game_set_bad_move_error (game, text, error);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Constructors                                                        */

/* Arguments are stored as given, in range or not: the rules reject what
 * makes no sense, and the tests build such moves on purpose. */

TsMove
ts_network_move_set (int corner,
                     int edge)
{
  TsMove move = { .kind = NW_MOVE_SET, .arg = { (gint16) corner, (gint16) edge } };

  return move;
}

TsMove
ts_network_move_branch (int edge)
{
  TsMove move = { .kind = NW_MOVE_BRANCH, .arg = { (gint16) edge } };

  return move;
}

TsMove
ts_network_move_node (int corner)
{
  TsMove move = { .kind = NW_MOVE_NODE, .arg = { (gint16) corner } };

  return move;
}

TsMove
ts_network_move_trade (const int given[NW_N_COLOURS],
                       int       take,
                       int       corner,
                       int       post)
{
  TsMove move = { .kind = NW_MOVE_TRADE };

  for (int c = 0; c < NW_N_COLOURS; c++)
    move.arg[c] = (gint16) given[c];
  move.arg[4] = (gint16) take;
  move.arg[5] = (gint16) corner;
  move.arg[6] = (gint16) post;
  return move;
}

TsMove
ts_network_move_end (void)
{
  TsMove move = { .kind = NW_MOVE_END };

  return move;
}
