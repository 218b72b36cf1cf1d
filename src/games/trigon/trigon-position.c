/* trigon-position.c — Rule of Trigon's position text (save_state,
 * load_state)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One line per field of the state: its name, then its values as decimal
 * integers (docs/positions/trigon.md).  Loading reads every line into a
 * blank state, then checks the whole: ranges, coins and cards conserved,
 * one colour per position.  A bad text leaves the game unchanged.
 */
#include <glib/gi18n-lib.h>

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "ts-check.h"
#include "ts-position.h"
#include "ts-text.h"
#include "trigon-private.h"

/* How each value of a field is checked (trg_position_check_fields). */
typedef enum
{
  CK_RANGE,     /* lo … hi */
  CK_FLAG,      /* 0 or 1 */
  CK_SEAT,      /* a seat; lo < 0: also lo … -1 (nobody, left the game) */
  CK_MASK,      /* bits below hi */
  CK_OPTION,    /* what the setup option OPTION accepts */
  CK_WHOLE,     /* bytes of a struct, checked whole by trigon-validate.c */
} Check;

typedef struct
{
  const char *name;
  gsize       offset;
  guint       count;
  guint8      size;      /* bytes per value */
  guint8      is_signed;
  guint8      per_seat;  /* COUNT / TRG_MAX_SEATS values per seat: the
                          * seats that do not play keep a blank state's */
  Check       check;
  gint64      lo, hi;
  const char *option;
  gint8       blank;     /* the value of a blank state (per_seat rows) */
} Field;

#define F(field, n, type, sgn, seat, ck, l, h) \
  { #field, offsetof (TrgState, field), (n), sizeof (type), (sgn), (seat), (ck), (l), (h), NULL, 0 }
#define OPT(field, opt) \
  { #field, offsetof (TrgState, field), 1, 1, 0, 0, CK_OPTION, 0, 0, (opt), 0 }
#define S TRG_MAX_SEATS
#define WHOLE(field) F (field, sizeof (((TrgState *) NULL)->field), guint8, 0, 0, CK_WHOLE, 0, 255)

/* Every field with its check: a field cannot be added without one. */
static const Field fields[] = {
  F (n_players, 1, guint8, 0, 0, CK_RANGE, 2, TRG_MAX_SEATS),
  { "realm", offsetof (TrgState, realm), S, 1, 1, 1, CK_RANGE, 0, TRG_N_REALMS - 1, NULL, TRG_NONE },
  F (coins, S * TRG_N_COINS, guint8, 0, 1, CK_RANGE, 0, TRG_BANK_COINS),
  F (bank, TRG_N_COINS, guint8, 0, 0, CK_RANGE, 0, TRG_BANK_COINS),
  F (palace, S, guint8, 0, 1, CK_FLAG, 0, 1),
  F (eliminated, S, guint8, 0, 1, CK_FLAG, 0, 1),
  F (elim_order, S, gint8, 1, 1, CK_SEAT, 0, 0),
  F (n_elim, 1, guint8, 0, 0, CK_RANGE, 0, TRG_MAX_SEATS - 1),
  F (foundings, S, guint8, 0, 1, CK_RANGE, 0, 255),
  F (tasks_done, S, guint32, 0, 1, CK_MASK, 0, TRG_N_TASKS),
  F (n_tasks_done, S, guint8, 0, 1, CK_RANGE, 0, TRG_N_TASKS),
  F (bonus_holder, TRG_N_BONUS_CARDS, gint8, 1, 0, CK_SEAT, -2, 0),
  F (played, S, guint64, 0, 1, CK_MASK, 0, TRG_N_EVENT_KINDS),
  F (hand, S * TRG_N_EVENT_KINDS, guint8, 0, 1, CK_RANGE, 0, TRG_N_EVENT_CARDS),
  F (tasks_held, S, guint32, 0, 1, CK_MASK, 0, TRG_N_TASKS),
  F (progress, S * TRG_N_TASKS, guint8, 0, 1, CK_RANGE, 0, 255),
  F (village_deck, TRG_N_VILLAGE_DECK, gint8, 1, 0, CK_RANGE, -1, TRG_N_VILLAGE_CARDS - 1),
  F (n_village, 1, guint8, 0, 0, CK_RANGE, 0, TRG_N_VILLAGE_DECK),
  F (village_known, 1, guint8, 0, 0, CK_RANGE, 0, TRG_N_VILLAGE_DECK),
  F (task_deck, TRG_N_TASKS, gint8, 1, 0, CK_RANGE, -1, TRG_N_TASKS - 1),
  F (n_task, 1, guint8, 0, 0, CK_RANGE, 0, TRG_N_TASKS),
  F (event_deck, TRG_N_EVENT_CARDS, gint8, 1, 0, CK_RANGE, -1, TRG_N_EVENT_KINDS - 1),
  F (n_event, 1, guint8, 0, 0, CK_RANGE, 0, TRG_N_EVENT_CARDS),
  F (discard, TRG_N_EVENT_CARDS, gint8, 1, 0, CK_RANGE, -1, TRG_N_EVENT_KINDS - 1),
  F (n_discard, 1, guint8, 0, 0, CK_RANGE, 0, TRG_N_EVENT_CARDS),
  F (occupant, TRG_N_POSITIONS, gint8, 1, 0, CK_SEAT, -1, 0),
  F (knights, TRG_N_POSITIONS * TRG_N_MV, guint16, 0, 0, CK_RANGE, 0, TRG_MAX_KNIGHTS),
  F (scouts, TRG_N_POSITIONS * TRG_N_MV, guint8, 0, 0, CK_RANGE, 0, TRG_SCOUT_LIMIT),
  F (boats, TRG_N_SITES * TRG_N_BOAT_MV, guint8, 0, 0, CK_RANGE, 0, TRG_BOAT_LIMIT),
  WHOLE (settle),
  F (round, 1, guint8, 0, 0, CK_RANGE, 0, TRG_MAX_ROUNDS),
  F (coll_order, S, guint8, 0, 1, CK_SEAT, 0, 0),
  F (act_order, S, guint8, 0, 1, CK_SEAT, 0, 0),
  F (n_order, 1, guint8, 0, 0, CK_RANGE, 0, TRG_MAX_SEATS),
  F (turn_index, 1, guint8, 0, 0, CK_RANGE, 0, TRG_MAX_SEATS),
  F (active, 1, gint8, 1, 0, CK_SEAT, -1, 0),
  F (coll_step, 1, guint8, 0, 0, CK_RANGE, TRG_COLL_TAXES, TRG_COLL_DONE),
  F (coll_index, 1, guint8, 0, 0, CK_RANGE, 0, TRG_MAX_SEATS),
  F (coll_token, 1, guint8, 0, 0, CK_RANGE, 0, TRG_TOKEN_LIMIT),
  F (phase, 1, guint8, 0, 0, CK_RANGE, TRG_PHASE_ACTION, TRG_PHASE_OVER),
  F (current, 1, gint8, 1, 0, CK_SEAT, -1, 0),
  F (winner, 1, gint8, 1, 0, CK_SEAT, -1, 0),
  F (end, 1, guint8, 0, 0, CK_RANGE, TRG_END_NONE, TRG_END_ROUNDS),
  F (offers, S, guint8, 0, 1, CK_RANGE, 0, TRG_MAX_OFFERS),
  F (explorer, 1, guint8, 0, 0, CK_FLAG, 0, 1),
  F (turn_boats, 1, guint8, 0, 0, CK_RANGE, 0, 255),
  F (turn_knights, 1, guint8, 0, 0, CK_RANGE, 0, 255),
  F (bonus_seat, 1, gint8, 1, 0, CK_SEAT, -1, 0),
  F (bonus_left, TRG_N_FIGURES, guint8, 0, 0, CK_RANGE, 0, TRG_MAX_BONUS),
  F (rk_seat, 1, gint8, 1, 0, CK_SEAT, -1, 0),
  F (rk_left, 1, guint8, 0, 0, CK_RANGE, 0, TRG_N_REALMS * TRG_REALM_KNIGHTS),
  WHOLE (neg),
  F (offer_to, 1, gint8, 1, 0, CK_SEAT, -1, 0),
  F (offer_give, TRG_N_COINS, guint8, 0, 0, CK_RANGE, 0, TRG_BANK_COINS),
  F (offer_get, TRG_N_COINS, guint8, 0, 0, CK_RANGE, 0, TRG_BANK_COINS),
  F (swap_to, 1, gint8, 1, 0, CK_SEAT, -1, 0),
  F (swap_card, 1, gint8, 1, 0, CK_RANGE, -1, TRG_N_CARD_CODES - 1),
  F (spy_target, 1, gint8, 1, 0, CK_SEAT, -1, 0),
  F (second_village, 1, guint8, 0, 0, CK_RANGE, 0, TRG_MAX_SEATS),
  WHOLE (battle),
  OPT (opt_points, "points"),
  OPT (opt_tasks, "tasks"),
  OPT (opt_emperor_silver, "emperor-silver"),
  OPT (opt_emperor_gold, "emperor-gold"),
  OPT (opt_emperor_inhabitants, "emperor-inhabitants"),
  OPT (opt_win_points, "win-points"),
  OPT (opt_win_emperor, "win-emperor"),
  OPT (opt_win_tasks, "win-tasks"),
  OPT (opt_second_village, "second-village"),
  F (n_forced, 1, guint8, 0, 0, CK_RANGE, 0, TRG_MAX_FORCED),
  F (forced, TRG_MAX_FORCED, guint8, 0, 0, CK_RANGE, 0, 6),
};
#undef F
#undef OPT
#undef S
#undef WHOLE

static gint64
get_value (const TrgState *st,
           const Field   *f,
           guint          i)
{
  const guint8 *p = (const guint8 *) st + f->offset + (gsize) i * f->size;

  switch (f->size)
    {
    case 1: return f->is_signed ? *(const gint8 *) p : *p;
    case 2: return *(const guint16 *) p;
    case 4: return *(const guint32 *) p;
    default: return (gint64) *(const guint64 *) p;
    }
}

static void
set_value (TrgState     *st,
           const Field *f,
           guint        i,
           gint64       v)
{
  guint8 *p = (guint8 *) st + f->offset + (gsize) i * f->size;

  switch (f->size)
    {
    case 1:
      if (f->is_signed)
        *(gint8 *) p = (gint8) v;
      else
        *p = (guint8) v;
      break;
    case 2: *(guint16 *) p = (guint16) v; break;
    case 4: *(guint32 *) p = (guint32) v; break;
    default: *(guint64 *) p = (guint64) v; break;
    }
}

/* Appends " V" without printf: a position has about 2,000 values. */
static void
append_value (GString *s,
              gint64   v)
{
  char buf[24];
  int n = sizeof buf;
  guint64 u = v < 0 ? (guint64) -(v + 1) + 1 : (guint64) v;

  do
    buf[--n] = (char) ('0' + u % 10);
  while ((u /= 10) > 0);
  if (v < 0)
    buf[--n] = '-';
  buf[--n] = ' ';
  g_string_append_len (s, buf + n, (gssize) sizeof buf - n);
}

void
trg_position_canonical (TrgState *st)
{
  TrgState blank;

  trg_state_init_empty (&blank);
  /* Beyond a deck's count, and in what waits for no one, the engine
   * leaves what was there: it means nothing and is written blank. */
  memset (st->village_deck + st->n_village, 0, sizeof st->village_deck - st->n_village);
  memset (st->task_deck + st->n_task, 0, sizeof st->task_deck - st->n_task);
  memset (st->event_deck + st->n_event, 0, sizeof st->event_deck - st->n_event);
  memset (st->discard + st->n_discard, 0, sizeof st->discard - st->n_discard);
  memset (st->forced + st->n_forced, 0, sizeof st->forced - st->n_forced);
  if (st->offer_to == TRG_NONE)
    {
      memset (st->offer_give, 0, sizeof st->offer_give);
      memset (st->offer_get, 0, sizeof st->offer_get);
    }
  if (st->swap_to == TRG_NONE)
    st->swap_card = blank.swap_card;
  if (st->neg.kind == TRG_NONE)
    st->neg = blank.neg;
  if (!st->battle.active)
    st->battle = blank.battle;
}

char *
trg_position_save (TsGame *game)
{
  TrgState copy = *trg_state (game);
  TrgState *st = &copy;
  GString *s = g_string_sized_new (8192);
  g_autofree char *rng = ts_rng_to_string (&st->rng);

  trg_position_canonical (st);
  g_string_append (s, "trigon 1\n");
  for (guint k = 0; k < G_N_ELEMENTS (fields); k++)
    {
      g_string_append (s, fields[k].name);
      for (guint i = 0; i < fields[k].count; i++)
        append_value (s, get_value (st, &fields[k], i));
      g_string_append_c (s, '\n');
    }
  g_string_append_printf (s, "rng %s\n", rng);
  return g_string_free (s, FALSE);
}

/* The name of value I of field F, for an error: "coins" or "coins of
 * seat 2" (seats counted from 0, as in the position). */
static char *
value_name (const Field *f,
            guint        i)
{
  guint per = f->count / TRG_MAX_SEATS;

  if (f->per_seat)
    return g_strdup_printf ("%s[%u]", f->name, i / per);
  if (f->count > 1)
    return g_strdup_printf ("%s[%u]", f->name, i);
  return g_strdup (f->name);
}

/* Value V of field F in its range; NAME names it in ERROR. */
static gboolean
check_value (const Field         *f,
             gint64               v,
             guint                n_players,
             const TsGameOption  *options,
             const char          *name,
             GError             **error)
{
  switch (f->check)
    {
    case CK_RANGE:
      return ts_check_range (name, v, f->lo, f->hi, error);
    case CK_FLAG:
      return ts_check_flag (name, v, error);
    case CK_SEAT:
      return (v < 0 && v >= f->lo) || ts_check_seat (name, v, n_players, f->lo < 0, error);
    case CK_MASK:
      return ts_check_mask (name, (guint64) v, (guint) f->hi, error);
    case CK_OPTION:
      return ts_check_option (name, options, f->option, v, error);
    case CK_WHOLE:
    default:
      return TRUE;
    }
}

gboolean
trg_position_check_fields (const TrgState  *st,
                           GError         **error)
{
  const TsGameOption *options = trg_game_options ();
  guint n = st->n_players;

  if (!ts_check_range ("n_players", st->n_players, 2, TRG_MAX_SEATS, error))
    return FALSE;
  for (guint k = 0; k < G_N_ELEMENTS (fields); k++)
    {
      const Field *f = &fields[k];
      guint per = f->count / TRG_MAX_SEATS;
      /* The quick test: the values of most checks are a range. */
      gint64 lo = f->lo, hi = f->hi;

      if (f->check == CK_FLAG)
        lo = 0, hi = 1;
      else if (f->check == CK_SEAT)
        hi = (gint64) n - 1;
      else if (f->check == CK_MASK)
        lo = 0, hi = (gint64) ((G_GUINT64_CONSTANT (1) << f->hi) - 1);
      else if (f->check != CK_RANGE)
        lo = G_MININT64, hi = G_MAXINT64;

      guint end = f->per_seat ? per * n : f->count;

      for (guint i = 0; i < end; i++)
        {
          gint64 v = get_value (st, f, i);

          if (v < lo || v > hi || (f->check == CK_OPTION && !check_value (f, v, n, options, f->name, NULL)))
            {
              /* The name is made only for an error: a position has about
               * 2,000 values. */
              g_autofree char *name = value_name (f, i);

              if (!check_value (f, v, n, options, name, error))
                return FALSE;
            }
        }
      /* The seats that do not play hold nothing. */
      for (guint i = end; i < f->count; i++)
        if (get_value (st, f, i) != f->blank)
          {
            g_autofree char *name = value_name (f, i);

            return ts_check_fail (name,
                                  /* Translators: why a position is refused: a value is
                                     given for a seat beyond the number of players */
                                  _("a seat that does not play holds something"), error);
          }
    }
  return TRUE;
}

void
trg_position_default_options (TrgState *st)
{
  const TsGameOption *options = trg_game_options ();

  for (guint k = 0; k < G_N_ELEMENTS (fields); k++)
    if (fields[k].check == CK_OPTION)
      set_value (st, &fields[k], 0, ts_options_find (options, fields[k].option)->default_value);
}

static const Field *
find_field (const char *name)
{
  for (guint k = 0; k < G_N_ELEMENTS (fields); k++)
    if (g_str_equal (name, fields[k].name))
      return &fields[k];
  return NULL;
}

gboolean
trg_position_set_field (TrgState    *st,
                        const char  *name,
                        char       **values,
                        guint        n_values,
                        GError     **error)
{
  const Field *f = find_field (name);

  if (f == NULL)
    return ts_text_set_unexpected_error (error, name);
  if (n_values != f->count)
    /* Translators: Rule of Trigon: why a position (a game state read
       from a file or typed in) is rejected */
    return ts_game_set_bad_state_error (error, _("A line of the position has the wrong number of values"));
  for (guint i = 0; i < f->count; i++)
    {
      gint64 v, min = f->is_signed ? -128 : 0;
      gint64 max = f->size == 1 ? (f->is_signed ? 127 : 255) : f->size == 2 ? G_MAXUINT16
                   : f->size == 4 ? G_MAXUINT32 : G_MAXINT64;

      if (!ts_text_parse_int (values[i], min, max, &v))
        {
          g_autofree char *vname = value_name (f, i);
          g_autofree char *word = ts_text_quote (values[i], 24);
          g_autofree char *reason =
            /* Translators: Rule of Trigon: why a position (a game
               state read from a file or typed in) is rejected: %s is
               what is written where a number should be */
            g_strdup_printf (_("“%s” is not a number that fits here"), word);

          return ts_check_fail (vname, reason, error);
        }
      set_value (st, f, i, v);
    }
  return TRUE;
}

void
trg_position_append_differing (GString        *out,
                               const TrgState *st,
                               const TrgState *base,
                               const char     *prefix)
{
  for (guint k = 0; k < G_N_ELEMENTS (fields); k++)
    {
      const Field *f = &fields[k];
      gsize bytes = (gsize) f->count * f->size;

      if (base != NULL && memcmp ((const guint8 *) st + f->offset, (const guint8 *) base + f->offset, bytes) == 0)
        continue;
      g_string_append (out, prefix);
      g_string_append (out, f->name);
      for (guint i = 0; i < f->count; i++)
        append_value (out, get_value (st, f, i));
      g_string_append_c (out, '\n');
    }
}

#define BAD(msg) return ts_game_set_bad_state_error (error, (msg))

gboolean
trg_position_load (TsGame      *game,
                  const char  *text,
                  GError     **error)
{
  g_auto(GStrv) lines = NULL;
  TrgState st;
  gboolean seen[G_N_ELEMENTS (fields)] = { FALSE };
  gboolean rng_seen = FALSE;

  trg_state_init_empty (&st);
  trg_position_default_options (&st);
  if (text == NULL)
    BAD (_("The position is empty"));
  {
    g_autofree char *id = NULL;
    guint version = 0;

    if (ts_position_peek_version (text, &id, &version) && g_str_equal (id, "trigon") && version == 2)
      return trg_position2_load (game, text, error);
  }
  lines = g_strsplit (text, "\n", -1);
  if (lines[0] == NULL || g_strcmp0 (g_strstrip (lines[0]), "trigon 1") != 0)
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected */
    BAD (_("This is not a Rule of Trigon position"));
  for (guint l = 1; lines[l] != NULL; l++)
    {
      g_auto(GStrv) words = NULL;
      const Field *f = NULL;
      guint n;

      g_strstrip (lines[l]);
      if (lines[l][0] == '\0' || lines[l][0] == '#')
        continue;
      words = g_strsplit_set (lines[l], " \t", -1);
      n = g_strv_length (words);
      if (g_str_equal (words[0], "rng"))
        {
          if (n != 2 || !ts_rng_from_string (&st.rng, words[1], NULL))
            /* Translators: Rule of Trigon: why a position (a game state
               read from a file or typed in) is rejected */
            {
              ts_game_set_bad_state_error (error, _("The position's generator cannot be read"));
              ts_position_prefix_line (error, l + 1);
              return FALSE;
            }
          rng_seen = TRUE;
          continue;
        }
      f = find_field (words[0]);
      if (f != NULL)
        {
          if (seen[f - fields])
            /* Translators: Rule of Trigon: why a position (a game state
               read from a file or typed in) is rejected */
            {
              ts_game_set_bad_state_error (error, _("A line of the position appears twice"));
              ts_position_prefix_line (error, l + 1);
              return FALSE;
            }
          seen[f - fields] = TRUE;
        }
      if (!trg_position_set_field (&st, words[0], words + 1, n - 1, error))
        {
          ts_position_prefix_line (error, l + 1);
          return FALSE;
        }
    }
  if (!rng_seen)
    /* Translators: Rule of Trigon: why a position (a game state read from a
       file or typed in) is rejected */
    BAD (_("The position has no generator"));
  st.view_seat = TRG_NONE;
  st.view_spy = TRG_NONE;
  if (!trg_position_validate (&st, error) || !trg_position_check_decision (&st, error))
    return FALSE;
  memset (st.seat_of_realm, TRG_NONE, sizeof st.seat_of_realm);
  for (int s = 0; s < st.n_players; s++)
    st.seat_of_realm[st.realm[s]] = (gint8) s;
  *trg_state (game) = st;
  return TRUE;
}
