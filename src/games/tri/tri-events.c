/* tri-events.c — TRI in sentences: the events' codes and words
 * (describe_event) and the position for tessella-cli show
 * (describe_position)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * describe_event reads only the event: triangles and squares come as
 * codes that need no board (tri-game.h), so a sentence is the same in any
 * later position.  Sentences name places by the labels on the board's
 * edges ("the top triangle of the square in column B, row 2", tri-words.c),
 * never in the move notation.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "tri-private.h"

/* ------------------------------------------------------------------ */
/* Codes                                                               */

int
tri_event_triangle_code (guint size,
                         int   triangle)
{
  int x, y;
  TriDir d;

  if (triangle < 0 || (guint) triangle >= 4 * size * size)
    return -1;
  tri_triangle_coords (size, triangle, &x, &y, &d);
  return x | y << 3 | (int) d << 6;
}

int
tri_event_square_code (guint size,
                       int   square)
{
  if (square < 0 || (guint) square >= size * size)
    return -1;
  return square % (int) size | (square / (int) size) << 3;
}

int
tri_event_triangle (guint size,
                    int   code)
{
  int x = code & 7, y = (code >> 3) & 7;

  if (code < 0 || code >> 8 != 0 || x >= (int) size || y >= (int) size)
    return TRI_NONE;
  return tri_triangle (size, x, y, (TriDir) ((code >> 6) & 3));
}

int
tri_event_square (guint size,
                  int   code)
{
  int x = code & 7, y = (code >> 3) & 7;

  if (code < 0 || code >> 6 != 0 || x >= (int) size || y >= (int) size)
    return TRI_NONE;
  return y * (int) size + x;
}

gboolean
tri_event_get_battle (const TsEvent *event,
                      guint          size,
                      TriBattle     *battle)
{
  int dice = event->arg[2], cards = event->arg[3], mask = event->arg[4];
  int target = tri_event_triangle (size, event->arg[0]);
  int n[3];

  if (event->kind != TRI_EVENT_BATTLE || target == TRI_NONE)
    return FALSE;

  memset (battle, 0, sizeof *battle);
  battle->attacker = event->seat;
  battle->defender = event->arg[1];
  battle->target = target;
  tri_neighbours (size, target, n);
  for (guint i = 0; i < 3; i++)
    if (mask & (1 << i))
      battle->attacking[battle->n_dice++] = n[i];
  for (guint i = battle->n_dice; i < 3; i++)
    battle->attacking[i] = TRI_NONE;
  for (guint i = 0; i < 3; i++)
    battle->attack_dice[i] = (dice >> (3 * i)) & 7;
  battle->defence_die = (dice >> 9) & 7;
  battle->attack_card = cards & 7;
  battle->defence_card = (cards >> 3) & 7;
  battle->revealed = TRUE;
  battle->attacker_won = (cards >> 6) & 1;
  battle->voided = TRI_NONE;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Words                                                               */

/* "the square in column C, row 2": the labels on the board's edges. */
static char *
square_words (int code)
{
  return tri_words_square (code & 7, (code >> 3) & 7);
}

/* "the top triangle of the square in column C, row 2" */
static char *
triangle_words (int code)
{
  return tri_words_triangle (code & 7, (code >> 3) & 7, (TriDir) ((code >> 6) & 3));
}

/* "5", "5 and 3" or "5, 3 and 2"; dice of 0 are left out.  Returns the
 * number of dice. */
static guint
dice_words (const int   dice[3],
            char      **text)
{
  guint n = 0;

  for (guint i = 0; i < 3; i++)
    n += dice[i] > 0;
  *text = tri_words_dice (dice);
  if (*text == NULL)
    *text = g_strdup ("?");
  return n;
}

static char *
describe_battle (const TsEvent      *event,
                 const char * const *names)
{
  int packed = event->arg[2], cards = event->arg[3];
  int dice[3] = { packed & 7, (packed >> 3) & 7, (packed >> 6) & 7 };
  int defence = (packed >> 9) & 7, attack_card = cards & 7, defence_card = (cards >> 3) & 7;
  int best = MAX (dice[0], MAX (dice[1], dice[2]));
  gboolean won = (cards >> 6) & 1;
  g_autofree char *where = triangle_words (event->arg[0]);
  g_autofree char *rolled = NULL;
  guint n = dice_words (dice, &rolled);
  const char *attacker = ts_game_name_of (names, event->seat);
  const char *defender = ts_game_name_of (names, event->arg[1]);

  if (won)
    return g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE,
                   /* Translators: the reveal of a TRI battle the attacker
                      won.  %1$s the attacker, %2$s the defender, %3$s the
                      triangle ("the top triangle of the square in column
                      B, row 2"), %4$s the
                      attacker's dice ("5, 3 and 2"), %5$d its card, %6$d
                      its total (best die + card), %7$d the defender's die,
                      %8$d its card, %9$d its total */
                   "%1$s won the battle for %3$s against %2$s: %1$s’s die %4$s and the +%5$d "
                   "card make %6$d, %2$s’s die %7$d and the +%8$d card make %9$d.",
                   "%1$s won the battle for %3$s against %2$s: the best of %1$s’s dice %4$s and "
                   "the +%5$d card make %6$d, %2$s’s die %7$d and the +%8$d card make %9$d.", n),
      attacker, defender, where, rolled, attack_card, best + attack_card, defence,
      defence_card, defence + defence_card);
  return g_strdup_printf (
    g_dngettext (GETTEXT_PACKAGE,
                 /* Translators: the reveal of a TRI battle the defender won
                    (a tie goes to the defender).  %1$s the attacker, %2$s
                    the defender, %3$s the triangle, %4$s the attacker's
                    dice, %5$d its card, %6$d its total, %7$d the defender's
                    die, %8$d its card, %9$d its total */
                 "%2$s held %3$s against %1$s: %1$s’s die %4$s and the +%5$d card make %6$d, "
                 "%2$s’s die %7$d and the +%8$d card make %9$d.",
                 "%2$s held %3$s against %1$s: the best of %1$s’s dice %4$s and the +%5$d card "
                 "make %6$d, %2$s’s die %7$d and the +%8$d card make %9$d.", n),
    attacker, defender, where, rolled, attack_card, best + attack_card, defence,
    defence_card, defence + defence_card);
}

static char *
describe_elimination (const TsEvent      *event,
                      const char * const *names)
{
  const char *who = ts_game_name_of (names, event->seat);
  gboolean weakest = event->arg[1] == 0;

  switch (event->arg[0])
    {
    case 1:
      return g_strdup_printf (weakest
                              /* Translators: TRI, R15 and R17; %s is a player */
                              ? _("%s owns the fewest triangles on the full board and is eliminated: "
                                  "the others each take a +2 and a +3 card.")
                              /* Translators: TRI, R16 and R17; %s is a player */
                              : _("%s has no triangle left and is eliminated: the others each take "
                                  "a +2 and a +3 card."), who);
    case 2:
      return g_strdup_printf (weakest
                              /* Translators: TRI, R15 and R17; %s is a player */
                              ? _("%s owns the fewest triangles on the full board and is eliminated: "
                                  "the others each take two +2 cards and a +4 card.")
                              /* Translators: TRI, R16 and R17; %s is a player */
                              : _("%s has no triangle left and is eliminated: the others each take "
                                  "two +2 cards and a +4 card."), who);
    default:
      return g_strdup_printf (weakest
                              /* Translators: TRI, R15; %s is a player */
                              ? _("%s owns the fewest triangles on the full board and is eliminated.")
                              /* Translators: TRI, R16; %s is a player */
                              : _("%s has no triangle left and is eliminated."), who);
    }
}

static char *
describe_end (const TsEvent      *event,
              const char * const *names)
{
  const char *who = ts_game_name_of (names, event->seat);
  int triangles = event->arg[1];

  if (event->seat < 0)
    switch (event->arg[0])
      {
      case TRI_END_BOARD_FULL:
        /* Translators: the end of a TRI game without a single winner */
        return g_strdup (_("The board is full and the game is over: it is a draw."));
      case TRI_END_ROUND_LIMIT:
        /* Translators: the end of a TRI game at the round limit, without a
         * single winner; %d is the last round (200) */
        return g_strdup_printf (_("Round %d is over, and so is the game: it is a draw."),
                                TRI_MAX_ROUNDS);
      default:
        /* Translators: the end of a TRI game without a single winner */
        return g_strdup (_("The game is over: it is a draw."));
      }

  switch (event->arg[0])
    {
    case TRI_END_LAST_SEAT:
      /* Translators: the end of a TRI game; %s is the winner */
      return g_strdup_printf (_("%s is the last player left and wins."), who);
    case TRI_END_ROUND_LIMIT:
      return g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE,
                     /* Translators: the end of a TRI game at the round
                        limit; %1$d is the last round (200), %2$s the
                        winner, %3$d its triangles */
                     "Round %1$d is over, and so is the game: %2$s wins with %3$d triangle.",
                     "Round %1$d is over, and so is the game: %2$s wins with %3$d triangles.",
                     triangles),
        TRI_MAX_ROUNDS, who, triangles);
    case TRI_END_BOARD_FULL:
    default:
      return g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE,
                     /* Translators: the end of a TRI game; %1$s the winner,
                        %2$d its triangles */
                     "The board is full and the game is over: %1$s wins with %2$d triangle.",
                     "The board is full and the game is over: %1$s wins with %2$d triangles.",
                     triangles),
        who, triangles);
    }
}

char *
tri_events_describe (TsGame             *game,
                     const TsEvent      *event,
                     const char * const *names)
{
  const char *who = ts_game_name_of (names, event->seat);

  switch ((TriEventKind) event->kind)
    {
    case TRI_EVENT_PLACE:
      {
        g_autofree char *where = triangle_words (event->arg[0]);

        /* Translators: TRI log, round 1; %1$s a player, %2$s a triangle
         * ("the top triangle of the square in column B, row 2") */
        return g_strdup_printf (_("%1$s placed a checker on %2$s."), who, where);
      }
    case TRI_EVENT_EXPAND:
      {
        g_autofree char *where = triangle_words (event->arg[0]);

        /* Translators: TRI log; %1$s a player, %2$s a triangle */
        return g_strdup_printf (_("%1$s expanded into %2$s."), who, where);
      }
    case TRI_EVENT_TELEPORT:
      {
        g_autofree char *from = square_words (event->arg[0]);
        g_autofree char *where = triangle_words (event->arg[1]);

        /* Translators: TRI log; %1$s a player, %2$s a square ("the square
         * in column B, row 2"), %3$s a triangle ("the top triangle of the
         * square in column C, row 4") */
        return g_strdup_printf (_("%1$s used the teleport of %2$s to place a checker on %3$s."),
                                who, from, where);
      }
    case TRI_EVENT_PASS:
      /* Translators: TRI log; %s is a player */
      return g_strdup_printf (_("%s passed."), who);
    case TRI_EVENT_ATTACK:
      {
        g_autofree char *where = triangle_words (event->arg[0]);
        guint n = (event->arg[2] >= 0) + (event->arg[3] >= 0) + (event->arg[4] >= 0);

        return g_strdup_printf (
          /* Translators: TRI log; %1$s the attacker, %2$s the triangle,
           * %3$s its owner, %4$u the number of dice (one per attacking
           * triangle) */
          g_dngettext (GETTEXT_PACKAGE, "%1$s attacks %2$s, held by %3$s, with %4$u die.",
                       "%1$s attacks %2$s, held by %3$s, with %4$u dice.", n),
          who, where, ts_game_name_of (names, event->arg[1]), n);
      }
    case TRI_EVENT_ATTACK_ROLL:
      {
        const int dice[3] = { event->arg[0], event->arg[1], event->arg[2] };
        g_autofree char *rolled = NULL;

        dice_words (dice, &rolled);
        /* Translators: TRI log, seen only by the attacker; %1$s the
         * attacker, %2$s its dice ("5, 3 and 2") */
        return g_strdup_printf (_("%1$s rolled %2$s for the attack."), who, rolled);
      }
    case TRI_EVENT_CARD_CHOSEN:
      /* Translators: TRI log; %s is the attacker */
      return g_strdup_printf (_("%s chose a card in secret."), who);
    case TRI_EVENT_CARD_SECRET:
      /* Translators: TRI log, seen only by the attacker until the reveal;
       * %1$s the attacker, %2$d the card's value */
      return g_strdup_printf (_("%1$s’s secret card is the +%2$d."), who, event->arg[0]);
    case TRI_EVENT_DEFENCE_ROLL:
      /* Translators: TRI log, seen only by the defender; %1$s the
       * defender, %2$d its die */
      return g_strdup_printf (_("%1$s rolled %2$d for the defence."), who, event->arg[0]);
    case TRI_EVENT_BATTLE:
      return describe_battle (event, names);
    case TRI_EVENT_VOID:
      {
        g_autofree char *where = triangle_words (event->arg[0]);

        if (event->arg[1] >= 0)
          /* Translators: TRI log, R11; %1$s the winning defender, %2$s a
           * triangle, %3$s the attacker who loses it */
          return g_strdup_printf (_("%1$s emptied %2$s, one of %3$s’s attacking triangles."),
                                  ts_game_name_of (names, event->arg[1]), where, who);
        /* Translators: TRI log, R11 with a single attacking triangle;
         * %1$s the attacker, %2$s its triangle */
        return g_strdup_printf (_("%1$s lost %2$s: it is empty now."), who, where);
      }
    case TRI_EVENT_SQUARE:
      {
        g_autofree char *square = square_words (event->arg[0]);

        /* Translators: TRI log, R13; %1$s a player, %2$s a square ("the
         * square in column B, row 2") */
        return g_strdup_printf (_("%1$s conquered %2$s."), who, square);
      }
    case TRI_EVENT_AWARD_ROLL:
      /* Translators: TRI log, the periodic award (R18); %1$d the round,
       * %2$d the die, %3$d the card's value */
      return g_strdup_printf (_("Round %1$d award: the die shows %2$d, every player takes a +%3$d "
                                "card if the supply has one."),
                              event->arg[0], event->arg[1], event->arg[2]);
    case TRI_EVENT_SHORTAGE:
      return g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE,
                     /* Translators: TRI log, R19; %1$s a player, %2$d a
                        card's value, %3$d how many of those cards it does
                        not get */
                     "%1$s does not get the +%2$d card: the supply has none left.",
                     "%1$s does not get %3$d of the +%2$d cards: the supply has none left.",
                     event->arg[1]),
        who, event->arg[0], event->arg[1]);
    case TRI_EVENT_ELIMINATED:
      return describe_elimination (event, names);
    case TRI_EVENT_GAME_OVER:
      return describe_end (event, names);
    default:
      return NULL;
    }
}

/* ------------------------------------------------------------------ */
/* The command line's "show"                                           */

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

  /* Translators: TRI: a line of the game log, telling what happened */
  g_string_append_printf (out, _("Round: %u\n"), st->round);
  /* Translators: TRI: a line of the game log, telling what happened */
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
  /* Translators: TRI: a line of the game log, telling what happened; each
     player holds secret cards (+0, +2, …) that add to the dice in a battle */
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
        /* Translators: TRI: a line of the game log, telling what happened;
           a battle compares the attacker's and defender's dice plus a card
           each */
        g_string_append (out, b->attacker_won ? _("The attacker won.\n")
                                              /* Translators: TRI: a line of the game
                                                 log, telling what happened; a battle
                                                 compares the attacker's and defender's
                                                 dice plus a card each */
                                              : _("The defender won.\n"));
    }
  return g_string_free (out, FALSE);
}
