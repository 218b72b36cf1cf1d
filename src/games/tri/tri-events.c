/* tri-events.c — TRI in sentences: the position for tessella-cli show
 * (describe_position)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include "tri-private.h"

static const char *
describe_phase_name (TriPhase phase)
{
  switch (phase)
    {
    case TRI_PHASE_ACTION:
      /* Translators: phase of TRI */
      return _("action");
    case TRI_PHASE_ATTACK_CARD:
      /* Translators: phase of TRI */
      return _("the attacker chooses a card");
    case TRI_PHASE_DEFEND_CARD:
      /* Translators: phase of TRI */
      return _("the defender chooses a card");
    case TRI_PHASE_VOID:
      /* Translators: phase of TRI */
      return _("the defender chooses the triangle to void");
    case TRI_PHASE_OVER:
    default:
      /* Translators: phase of TRI */
      return _("over");
    }
}

static char
owner_char (const TriState *st,
            int             triangle)
{
  int o = st->owner[triangle];

  return o == TS_SEAT_NONE ? '.' : '1' + o;
}

/* LINE without its trailing blanks, and a newline. */
static void
append_line (GString *out,
             GString *line)
{
  while (line->len > 0 && line->str[line->len - 1] == ' ')
    g_string_truncate (line, line->len - 1);
  g_string_append_printf (out, "%s\n", line->str);
}

char *
tri_events_describe_position (TsGame             *game,
                              const char * const *names)
{
  TriState *st = tri_state (game);
  const TriBattle *b = &st->battle;
  GString *out = g_string_new (NULL);

  if (st->n_players == 0)
    return g_string_free (out, FALSE);

  g_string_append_printf (out, _("Round: %u\n"), st->round);
  g_string_append_printf (out, _("Phase: %s\n"), describe_phase_name (st->phase));

  /* Translators: the legend of TRI's text board: digits are seats */
  g_string_append (out, _("Board (seat numbers; “.” empty; “#” a conquered square, "
                          "“o” a used teleport):\n"));
  {
    g_autoptr(GString) line = g_string_new ("    ");

    for (guint x = 0; x < st->size; x++)
      g_string_append_printf (line, " %u  ", x);
    append_line (out, line);
  }
  for (guint y = 0; y < st->size; y++)
    for (guint row = 0; row < 3; row++)
      {
        g_autoptr(GString) line = g_string_new (NULL);

        if (row == 1)
          g_string_append_printf (line, " %u  ", y);
        else
          g_string_append (line, "    ");
        for (guint x = 0; x < st->size; x++)
          {
            guint q = y * st->size + x;
            char centre = st->square_owner[q] != TS_SEAT_NONE ? '#'
                        : st->teleport_used[q] ? 'o' : '+';

            if (row == 0)
              g_string_append_printf (line, " %c  ", owner_char (st, tri_triangle (st->size, x, y, TRI_DIR_N)));
            else if (row == 1)
              g_string_append_printf (line, "%c%c%c ", owner_char (st, tri_triangle (st->size, x, y, TRI_DIR_W)),
                                      centre, owner_char (st, tri_triangle (st->size, x, y, TRI_DIR_E)));
            else
              g_string_append_printf (line, " %c  ", owner_char (st, tri_triangle (st->size, x, y, TRI_DIR_S)));
          }
        append_line (out, line);
      }

  for (int s = 0; s < st->n_players; s++)
    {
      const char *name = names[s] != NULL ? names[s] : "";

      if (st->eliminated[s])
        {
          /* Translators: a TRI seat line: seat number, name */
          g_string_append_printf (out, _("Seat %d (%s): eliminated\n"), s + 1, name);
          continue;
        }
      {
        g_autofree char *score = tri_rules_describe_score (game, s);

        /* Translators: a TRI seat line: seat number, name, score, then
         * the hand as counts of the cards +0, +2, +3, +4 */
        g_string_append_printf (out, _("Seat %d (%s): %s; hand +0 ×%u, +2 ×%u, +3 ×%u, +4 ×%u\n"),
                                s + 1, name, score, st->hand[s][0], st->hand[s][1],
                                st->hand[s][2], st->hand[s][3]);
      }
    }
  g_string_append_printf (out, _("Supply: +2 ×%u, +3 ×%u, +4 ×%u\n"), st->supply[1],
                          st->supply[2], st->supply[3]);

  if (b->attacker != TS_SEAT_NONE)
    {
      g_autofree char *target = tri_triangle_to_string (st->size, b->target);
      GString *dice = g_string_new (NULL);
      g_autofree char *dice_text = NULL;
      g_autofree char *ac = b->attack_card >= 0 ? g_strdup_printf ("+%d", b->attack_card) : g_strdup ("?");
      g_autofree char *dc = b->defence_card >= 0 ? g_strdup_printf ("+%d", b->defence_card) : g_strdup ("?");
      g_autofree char *dd = b->defence_die > 0 ? g_strdup_printf ("%u", b->defence_die) : g_strdup ("?");

      for (guint i = 0; i < b->n_dice; i++)
        {
          if (i > 0)
            g_string_append_c (dice, ' ');
          if (b->attack_dice[i] > 0)
            g_string_append_printf (dice, "%u", b->attack_dice[i]);
          else
            g_string_append_c (dice, '?');
        }
      dice_text = g_string_free (dice, FALSE);
      /* Translators: a TRI battle: attacker seat, defender seat, target
       * triangle, attack dice, attack card, defence die, defence card */
      g_string_append_printf (out, _("Battle: seat %d attacks seat %d at %s; dice %s, card %s "
                                     "against die %s, card %s\n"),
                              b->attacker + 1, b->defender + 1, target, dice_text, ac, dd, dc);
      if (b->revealed)
        g_string_append (out, b->attacker_won ? _("The attacker won.\n")
                                              : _("The defender won.\n"));
    }
  return g_string_free (out, FALSE);
}
