/* test-trojhranna-util.c — what the Trojhranná hra tests share:
 * positions built from spec-style descriptions, cards, cells, events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "test-trojhranna.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

int
card (const char *name)
{
  int id = tj_card_from_name (name);

  g_assert_cmpint (id, >=, 0);
  return id;
}

int
colour_index (char code)
{
  for (int c = 0; c < TJ_N_COLOURS; c++)
    if (tj_colour_code (c) == code)
      return c;
  g_assert_not_reached ();
  return -1;
}

/* The card and rotation that put COLOURS (codes, corner c0 c1 c2) into a
 * cell: how the spec describes table cards. */
static void
card_for_corners (const char *colours,
                  int        *card_out,
                  guint      *rot_out)
{
  g_assert_cmpuint (strlen (colours), ==, 3);
  for (int c = 0; c < TJ_N_CARDS; c++)
    for (guint rot = 0; rot < 3; rot++)
      {
        gboolean ok = TRUE;

        for (guint i = 0; i < 3; i++)
          ok = ok && (int) tj_card_colour_at (c, rot, i) == colour_index (colours[i]);
        if (ok)
          {
            *card_out = c;
            *rot_out = rot;
            return;
          }
      }
  g_assert_not_reached ();
}

static void
add_words (GPtrArray  *out,
           const char *text)
{
  g_auto(GStrv) words = NULL;

  if (text == NULL)
    return;
  words = g_strsplit_set (text, " ", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_ptr_array_add (out, g_strdup (words[i]));
}

char *
fixture_text (const Fixture *f)
{
  GString *s = g_string_new ("trojhranna 1\n");
  gboolean used[TJ_N_CARDS] = { FALSE, };
  g_autoptr(GPtrArray) table = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) deck = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) rest = g_array_new (FALSE, FALSE, sizeof (int));
  GPtrArray *reserve[TS_MAX_SEATS] = { NULL, };
  GPtrArray *dead[TS_MAX_SEATS] = { NULL, };
  const char *phase = f->phase ? f->phase : "choose";
  gboolean over = strcmp (phase, "over") == 0;
  int rest_seat = f->rest_seat >= 0 ? f->rest_seat : (int) f->n_players - 1;
  g_autofree char *rng = NULL;
  guint n_table, deck_size;
  TsRng r;

  ts_rng_init (&r, 1);
  rng = ts_rng_to_string (&r);

  add_words (table, f->table);
  add_words (deck, f->deck);
  for (guint i = 0; i < table->len; i++)
    {
      g_auto(GStrv) parts = g_strsplit (table->pdata[i], ":", 3);
      int c;
      guint rot;

      card_for_corners (parts[1], &c, &rot);
      g_assert_cmpstr (tj_card_name (c), ==, parts[2]);
      g_assert_false (used[c]);
      used[c] = TRUE;
    }
  for (guint i = 0; i < deck->len; i++)
    {
      g_assert_false (used[card (deck->pdata[i])]);
      used[card (deck->pdata[i])] = TRUE;
    }
  for (guint seat = 0; seat < f->n_players; seat++)
    {
      reserve[seat] = g_ptr_array_new_with_free_func (g_free);
      dead[seat] = g_ptr_array_new_with_free_func (g_free);
      add_words (reserve[seat], f->reserve[seat]);
      add_words (dead[seat], f->dead[seat]);
      for (guint i = 0; i < reserve[seat]->len; i++)
        {
          g_assert_false (used[card (reserve[seat]->pdata[i])]);
          used[card (reserve[seat]->pdata[i])] = TRUE;
        }
      for (guint i = 0; i < dead[seat]->len; i++)
        {
          g_assert_false (used[card (dead[seat]->pdata[i])]);
          used[card (dead[seat]->pdata[i])] = TRUE;
        }
    }
  if (f->flipped)
    {
      g_assert_false (used[card (f->flipped)]);
      used[card (f->flipped)] = TRUE;
    }

  deck_size = f->deck_size >= 0 ? (guint) f->deck_size : deck->len;
  for (int c = 0; c < TJ_N_CARDS; c++)
    if (!used[c])
      {
        if (deck->len < deck_size)
          g_ptr_array_add (deck, g_strdup (tj_card_name (c)));
        else
          g_array_append_val (rest, c);
      }
  g_assert_cmpuint (deck->len, ==, deck_size);

  g_string_append_printf (s, "players %u first %d\n", f->n_players, f->first);
  if (over)
    g_string_append (s, "phase over current - turn 0\n");
  else
    g_string_append_printf (s, "phase %s current %d turn 0\n", phase, f->current);
  g_string_append_printf (s, "rng %s\n", rng);

  n_table = table->len + (f->rest_on_table ? rest->len : 0);
  g_string_append_printf (s, "table %u\n", n_table);
  for (guint i = 0; i < table->len; i++)
    {
      g_auto(GStrv) parts = g_strsplit (table->pdata[i], ":", 3);
      int c;
      guint rot;

      card_for_corners (parts[1], &c, &rot);
      g_string_append_printf (s, " %s %s %u %u\n", parts[0], tj_card_name (c), rot, i);
    }
  if (f->rest_on_table)
    for (guint i = 0; i < rest->len; i++)
      g_string_append_printf (s, " U%d,30 %s 0 %u\n", (int) i - 20,
                              tj_card_name (g_array_index (rest, int, i)), table->len + i);

  g_string_append_printf (s, "deck %u", deck->len);
  for (guint i = 0; i < deck->len; i++)
    g_string_append_printf (s, " %s", (char *) deck->pdata[i]);
  g_string_append (s, "\n");

  for (guint seat = 0; seat < f->n_players; seat++)
    {
      guint n_dead = dead[seat]->len;

      if (!f->rest_on_table && (int) seat == rest_seat)
        n_dead += rest->len;
      g_string_append_printf (s, "seat %u dealt 0 reserve %u", seat, reserve[seat]->len);
      for (guint i = 0; i < reserve[seat]->len; i++)
        g_string_append_printf (s, " %s 0 %u 0", (char *) reserve[seat]->pdata[i], 1u << seat);
      g_string_append_printf (s, " dead %u", n_dead);
      for (guint i = 0; i < dead[seat]->len; i++)
        g_string_append_printf (s, " %s", (char *) dead[seat]->pdata[i]);
      if (!f->rest_on_table && (int) seat == rest_seat)
        for (guint i = 0; i < rest->len; i++)
          g_string_append_printf (s, " %s", tj_card_name (g_array_index (rest, int, i)));
      g_string_append (s, " pending 0\n");
    }

  if (f->flipped)
    g_string_append_printf (s, "flipped %s %s\n", f->flipped, f->source ? f->source : "deck");
  else
    g_string_append (s, "flipped none\n");
  g_string_append (s, "end\n");

  for (guint seat = 0; seat < TS_MAX_SEATS; seat++)
    {
      g_clear_pointer (&reserve[seat], g_ptr_array_unref);
      g_clear_pointer (&dead[seat], g_ptr_array_unref);
    }
  return g_string_free (s, FALSE);
}

TsGame *
fixture_game (const Fixture *f)
{
  g_autofree char *text = fixture_text (f);
  g_autoptr(GError) error = NULL;
  TsGame *game = ts_game_new_from_state ("trojhranna", text, &error);

  if (game == NULL)
    g_error ("fixture rejected: %s\n%s", error->message, text);
  return game;
}

int
last_reserve_card (TsGame *game,
                   int     seat)
{
  guint n = ts_trojhranna_game_get_reserve_size (TJ (game), seat);

  g_assert_cmpuint (n, >, 0);
  return ts_trojhranna_game_get_reserve (TJ (game), seat, n - 1).card;
}

TsTriCell
cell_of (const char *text)
{
  TsTriCell cell;

  g_assert_true (ts_tri_cell_from_string (text, &cell, NULL));
  return cell;
}

const TsEvent *
nth_event (GArray *events,
           guint   n)
{
  g_assert_cmpuint (n, <, events->len);
  return &g_array_index (events, TsEvent, n);
}
