/* trehgrannik-map.c — Trehgrannik's board: the 133 hexes, their
 * neighbours and edges (the same in every arrangement, spec §3.4), the
 * terrain of an arrangement, mountain groups (§3.7), straight lines and
 * harvester destinations (R13, R14)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "trehgrannik-private.h"

#define TG_COORD 7                       /* |q|, |r| <= 7 on the board */
#define TG_SPAN (2 * TG_COORD + 1)

typedef struct
{
  TsHex   hex[TG_N_HEXES];
  gint16  index[TG_SPAN][TG_SPAN];       /* [r + 7][q + 7] */
  gint16  neighbour[TG_N_HEXES][TS_HEX_N_DIRECTIONS];
  guint8  edge[TG_N_HEXES];
  guint8  pad_neighbour[TG_N_HEXES];
} TgGeometry;

static TgGeometry geometry;

static gboolean
in_hexagon (TsHex hex,
            TsHex centre)
{
  return ts_hex_distance (hex, centre) <= 2;
}

static int
raw_index (TsHex hex)
{
  if (hex.q < -TG_COORD || hex.q > TG_COORD || hex.r < -TG_COORD || hex.r > TG_COORD)
    return -1;
  return geometry.index[hex.r + TG_COORD][hex.q + TG_COORD];
}

static const TgGeometry *
geo (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      int n = 0;

      for (int r = -TG_COORD; r <= TG_COORD; r++)
        for (int q = -TG_COORD; q <= TG_COORD; q++)
          {
            TsHex h = { q, r };
            gboolean on = in_hexagon (h, (TsHex) { 0, 0 });

            for (int p = 0; p < TG_N_POSITIONS; p++)
              on = on || in_hexagon (h, tg_position_centres[p]);
            geometry.index[r + TG_COORD][q + TG_COORD] = on ? n : -1;
            if (on)
              geometry.hex[n++] = h;
          }
      g_assert (n == TG_N_HEXES);
      for (int i = 0; i < TG_N_HEXES; i++)
        for (int d = 0; d < TS_HEX_N_DIRECTIONS; d++)
          {
            int j = raw_index (ts_hex_neighbour (geometry.hex[i], d));

            geometry.neighbour[i][d] = j;
            if (j < 0)
              geometry.edge[i] = 1;
            if (ts_hex_length (geometry.hex[i]) == 1)
              geometry.pad_neighbour[i] = 1;
          }
      g_once_init_leave (&done, 1);
    }
  return &geometry;
}

int
tg_hex_index (TsHex hex)
{
  if (hex.q < -TG_COORD || hex.q > TG_COORD || hex.r < -TG_COORD || hex.r > TG_COORD)
    return -1;
  return geo ()->index[hex.r + TG_COORD][hex.q + TG_COORD];
}

TsHex
tg_hex_at (int index)
{
  g_return_val_if_fail (index >= 0 && index < TG_N_HEXES, ((TsHex) { 0, 0 }));
  return geo ()->hex[index];
}

int
tg_hex_neighbour (int index,
                  int dir)
{
  return geo ()->neighbour[index][dir];
}

gboolean
tg_hex_is_edge (int index)
{
  return geo ()->edge[index];
}

gboolean
tg_hex_is_pad_neighbour (int index)
{
  return geo ()->pad_neighbour[index];
}

void
tg_state_assemble (TgState *st)
{
  for (int l = 0; l < TG_PART_HEXES; l++)
    st->terrain[tg_hex_index (tg_part_local[l])] =
      strchr (tg_terrain_letters, tg_part_terrains[0][l]) - tg_terrain_letters;
  for (int p = 0; p < TG_N_POSITIONS; p++)
    for (int l = 0; l < TG_PART_HEXES; l++)
      {
        TsHex h = ts_hex_add (tg_position_centres[p], ts_hex_rotate (tg_part_local[l], st->rot_at[p]));
        char letter = tg_part_terrains[st->part_at[p]][l];

        st->terrain[tg_hex_index (h)] = strchr (tg_terrain_letters, letter) - tg_terrain_letters;
      }
  tg_state_find_groups (st);
}

void
tg_state_find_groups (TgState *st)
{
  int stack[TG_N_HEXES];

  memset (st->group, -1, sizeof st->group);
  st->n_groups = 0;
  for (int i = 0; i < TG_N_HEXES; i++)
    {
      int n = 0;

      if (st->terrain[i] != TG_MOUNTAINS || st->group[i] >= 0)
        continue;
      st->group[i] = st->n_groups;
      stack[n++] = i;
      while (n > 0)
        {
          int h = stack[--n];

          for (int d = 0; d < TS_HEX_N_DIRECTIONS; d++)
            {
              int j = tg_hex_neighbour (h, d);

              if (j >= 0 && st->terrain[j] == TG_MOUNTAINS && st->group[j] < 0)
                {
                  st->group[j] = st->n_groups;
                  stack[n++] = j;
                }
            }
        }
      st->n_groups++;
    }
}

guint
tg_line (int  hex,
         int  dir,
         int *out)
{
  guint n = 0;

  for (int h = tg_hex_neighbour (hex, dir); h >= 0; h = tg_hex_neighbour (h, dir))
    out[n++] = h;
  return n;
}

guint
tg_state_destinations (const TgState *st,
                       int            seat,
                       gboolean       jump,
                       gboolean       climber,
                       int           *out)
{
  int from = st->at[seat];
  guint n = 0;

  if (jump)
    {
      for (int h = 0; h < TG_N_HEXES; h++)
        if (h != from && !tg_is_mountains (st, h))
          out[n++] = h;
      return n;
    }

  for (int d = 0; d < TS_HEX_N_DIRECTIONS; d++)
    {
      int line[TG_SPAN];
      guint len = tg_line (from, d, line);

      for (guint j = 0; j < len; j++)
        {
          if (!tg_is_mountains (st, line[j]))
            out[n++] = line[j];
          else if (!climber)
            break;
        }
    }
  return n;
}

/* Rows of the ASCII board, pointy-top: each hex is four characters wide
 * and each row is shifted by two characters per r (x = q + r/2): a terrain
 * letter, then the project ('a'–'d' a module of seat 1–4, 'A'–'D' a base)
 * or else the seat number of a harvester standing there. */
void
tg_state_draw_board (const TgState *st,
                     GString       *out)
{
  for (int r = -TG_COORD; r <= TG_COORD; r++)
    {
      g_string_append_printf (out, "%3d ", r);
      for (int k = 0; k < 2 * (r + TG_COORD); k++)
        g_string_append_c (out, ' ');
      for (int q = -TG_COORD; q <= TG_COORD; q++)
        {
          int h = tg_hex_index ((TsHex) { q, r });
          char mark = ' ';

          if (h < 0)
            {
              g_string_append (out, "    ");
              continue;
            }
          if (st->owner[h] >= 0)
            mark = (char) ((st->kind[h] == TG_PROJECT_BASE ? 'A' : 'a') + st->owner[h]);
          else
            for (int s = 0; s < st->n_players; s++)
              if (st->at[s] == h)
                mark = (char) ('1' + s);
          g_string_append_printf (out, "%c%c  ", tg_terrain_letters[st->terrain[h]], mark);
        }
      while (out->len > 0 && out->str[out->len - 1] == ' ')
        g_string_truncate (out, out->len - 1);
      g_string_append_c (out, '\n');
    }
}
