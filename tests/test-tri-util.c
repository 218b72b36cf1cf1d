/* test-tri-util.c — what the TRI tests share: games, triangles, dice,
 * positions built from a description, events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-tri.h"

static const guint card_totals[4] = { 4, 24, 16, 12 };

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

TsGame *
new_game (guint   n_players,
          guint64 seed,
          int     first_seat)
{
  return ts_test_new_game_of ("tri", n_players, seed, first_seat, NULL);
}

int
tri (TsGame     *game,
     const char *text)
{
  int t = -1;

  g_assert_true (tri_triangle_parse (ts_tri_game_get_size (TRI (game)), text, &t));
  return t;
}

void
force (TsGame *game,
       guint8  a,
       guint8  b,
       guint8  c,
       guint8  d)
{
  guint8 v[4] = { a, b, c, d };
  guint n = 0;

  while (n < 4 && v[n] != 0)
    n++;
  ts_tri_game_force_dice (TRI (game), v, n);
}

void
pos_init (Pos   *pos,
          guint  n_players,
          guint  round,
          int    current)
{
  memset (pos, 0, sizeof *pos);
  pos->n_players = n_players;
  pos->round = round;
  pos->turn = round * n_players;
  pos->current = current;
  for (guint i = 0; i < 100; i++)
    pos->owner[i] = -1;
  for (guint s = 0; s < 4; s++)
    for (guint i = 0; i < 4; i++)
      pos->hands[s][i] = 1;
}

static guint
pos_size (const Pos *pos)
{
  return tri_board_size (pos->n_players);
}

/* OWNERS: triangles "x,y,D" separated by spaces. */
void
pos_own (Pos        *pos,
         int         seat,
         const char *owners)
{
  g_auto(GStrv) words = g_strsplit (owners, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      int t;

      if (words[i][0] == '\0')
        continue;
      g_assert_true (tri_triangle_parse (pos_size (pos), words[i], &t));
      pos->owner[t] = seat;
    }
}

static char *
pos_text (const Pos *pos)
{
  guint size = pos_size (pos), n_squares = size * size;
  GString *s = g_string_new ("tri 2\n");
  TsRng rng;
  g_autofree char *rng_text = NULL;
  guint n_conquered = 0;
  GString *conquered = g_string_new (NULL);
  guint hands[4][4];

  ts_rng_init (&rng, 77);
  rng_text = ts_rng_to_string (&rng);
  for (guint seat = 0; seat < 4; seat++)
    for (guint i = 0; i < 4; i++)
      {
        gboolean out = FALSE;

        for (guint k = 0; k < pos->n_defeated; k++)
          out |= pos->defeated[k] == (int) seat;
        hands[seat][i] = out ? 0 : pos->hands[seat][i];
      }

  g_string_append_printf (s, "players %u first %d size %u\n", pos->n_players, pos->first, size);
  g_string_append_printf (s, "phase %s current %d round %u turn %u\n",
                          pos->phase ? pos->phase : "action", pos->current, pos->round, pos->turn);
  g_string_append_printf (s, "rng %s\nforced 0\nboard\n", rng_text);
  for (guint q = 0; q < n_squares; q++)
    {
      int o = pos->owner[4 * q];
      gboolean full = o >= 0;

      for (guint d = 0; d < 4; d++)
        {
          int od = pos->owner[4 * q + d];

          g_string_append_c (s, od < 0 ? '.' : '0' + od);
          full &= od == o;
        }
      g_string_append_c (s, q % size == size - 1 ? '\n' : ' ');
      if (full)
        {
          g_string_append_printf (conquered, " %u,%u 0", q % size, q / size);
          n_conquered++;
        }
    }
  if (pos->since)
    g_string_append_printf (s, "conquered %s\n", pos->since);
  else
    g_string_append_printf (s, "conquered %u%s\n", n_conquered, conquered->str);
  g_string_free (conquered, TRUE);
  if (pos->teleports)
    g_string_append_printf (s, "teleports %s\n", pos->teleports);
  else
    g_string_append (s, "teleports 0\n");
  g_string_append (s, "supply");
  for (guint i = 1; i < 4; i++)
    {
      guint used = 0;

      for (guint seat = 0; seat < pos->n_players; seat++)
        used += hands[seat][i];
      g_string_append_printf (s, " %u", card_totals[i] - used);
    }
  g_string_append_c (s, '\n');
  for (guint seat = 0; seat < pos->n_players; seat++)
    g_string_append_printf (s, "hand %u %u %u %u %u\n", seat, hands[seat][0], hands[seat][1],
                            hands[seat][2], hands[seat][3]);
  g_string_append_printf (s, "defeated %u", pos->n_defeated);
  for (guint k = 0; k < pos->n_defeated; k++)
    g_string_append_printf (s, " %d", pos->defeated[k]);
  g_string_append_printf (s, "\n%s\nend\n",
                          pos->battle ? pos->battle : "battle none");
  return g_string_free (s, FALSE);
}

TsGame *
pos_game (const Pos *pos)
{
  g_autofree char *text = pos_text (pos);
  g_autoptr(GError) error = NULL;
  TsGame *game = ts_game_new_from_state ("tri", text, &error);

  if (error != NULL)
    g_error ("position rejected: %s\n%s", error->message, text);
  return game;
}

guint
hand_total (TsGame *game,
            int     value)
{
  guint n = ts_tri_game_get_supply (TRI (game), value);

  for (guint s = 0; s < ts_game_get_n_players (game); s++)
    n += ts_tri_game_get_hand (TRI (game), s, value);
  return n;
}

/* Starts recording GAME's events, as a match does; the array lives as
 * long as the game. */
GArray *
record_events (TsGame *game)
{
  GArray *events = g_array_new (FALSE, FALSE, sizeof (TsEvent));

  g_object_set_data_full (G_OBJECT (game), "test-events", events,
                          (GDestroyNotify) g_array_unref);
  ts_game_set_event_sink (game, events);
  return events;
}

/* The first event of KIND in EVENTS from index FROM on, or NULL. */
const TsEvent *
find_event (GArray *events,
            guint   from,
            int     kind)
{
  for (guint i = from; i < events->len; i++)
    if (g_array_index (events, TsEvent, i).kind == kind)
      return &g_array_index (events, TsEvent, i);
  return NULL;
}

guint
count_events (GArray *events,
              guint   from,
              int     kind)
{
  guint n = 0;

  for (guint i = from; i < events->len; i++)
    n += g_array_index (events, TsEvent, i).kind == kind;
  return n;
}
