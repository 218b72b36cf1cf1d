/* tri-advice.c — a suggested TRI move as advice a person reads (the
 * hint, the second line of tessella-cli think)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ts_game_advise_move () calls this on the seat's view, so it can tell
 * only what the seat may see: its own dice and card, never the other
 * side's before the reveal.  Places are named as the board labels them
 * (tri-words.c).  The reasons are the ones the computer player weighs
 * (tri-ai.c): a square completed or kept from an opponent, a player's
 * last triangle, the chance of a battle, the die a card has to raise.
 */
#include <glib/gi18n-lib.h>

#include "tri-private.h"

static gboolean
valid_triangle (const TriState *st,
                int             triangle)
{
  return triangle >= 0 && (guint) triangle < tri_state_n_triangles (st);
}

/* The opponent of SEAT owning the other three triangles of TRIANGLE's
 * square, or TS_SEAT_NONE. */
static int
square_rival (const TriState *st,
              int             seat,
              int             triangle)
{
  int base = triangle - triangle % 4;
  int rival = TS_SEAT_NONE;

  for (int t = base; t < base + 4; t++)
    {
      if (t == triangle)
        continue;
      if (st->owner[t] == TS_SEAT_NONE || st->owner[t] == seat
          || (rival != TS_SEAT_NONE && st->owner[t] != rival))
        return TS_SEAT_NONE;
      rival = st->owner[t];
    }
  return rival;
}

/* The attacker's chance in tenths when both sides play cards of equal
 * value: the best of N_DICE dice must beat one die (R7, R9). */
static int
attack_tenths (guint n_dice)
{
  double p = 0;

  for (int d = 1; d <= 6; d++)
    {
      double all_low = 1;

      for (guint i = 0; i < n_dice; i++)
        all_low *= d / 6.0;
      p += (1 - all_low) / 6;
    }
  return (int) (p * 10 + 0.5);
}

static gboolean
can_expand_anywhere (const TriState *st,
                     int             seat)
{
  for (guint t = 0; t < tri_state_n_triangles (st); t++)
    if (tri_state_can_expand (st, seat, t))
      return TRUE;
  return FALSE;
}

static gboolean
can_attack_anywhere (const TriState *st,
                     int             seat)
{
  for (guint t = 0; t < tri_state_n_triangles (st); t++)
    if (tri_state_can_attack (st, seat, t))
      return TRUE;
  return FALSE;
}

static char *
advise_expand (const TriState     *st,
               int                 seat,
               int                 triangle,
               const char * const *names)
{
  g_autofree char *where = tri_words_triangle_at (st->size, triangle);
  int rival = square_rival (st, seat, triangle);

  if (tri_state_square_mates (st, seat, triangle) == 3)
    /* Translators: advice (a suggested TRI move); %s is a triangle ("the
       top triangle of the square in column C, row 2"); the triangles of a
       conquered square cannot be attacked */
    return g_strdup_printf (_("Expand into %s: it completes the square, and the triangles of a "
                              "conquered square cannot be attacked."), where);
  if (rival != TS_SEAT_NONE)
    /* Translators: advice (a suggested TRI move); %1$s is a triangle,
       %2$s the player who owns the other three triangles of its square */
    return g_strdup_printf (_("Expand into %1$s: it keeps %2$s from conquering the square."),
                            where, ts_game_name_of (names, rival));
  /* Translators: advice (a suggested TRI move); %s is a triangle */
  return g_strdup_printf (_("Expand into %s."), where);
}

static char *
advise_attack (const TriState     *st,
               int                 seat,
               int                 target,
               const char * const *names)
{
  g_autofree char *where = tri_words_triangle_at (st->size, target);
  int attacking[3];
  guint n = tri_state_attackers (st, seat, target, attacking);
  int chance = attack_tenths (MAX (n, 1));
  int owner = st->owner[target];

  if (tri_state_square_mates (st, seat, target) == 3)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: advice (a suggested TRI
                                            move); %1$s is a triangle, %2$u the
                                            dice the attack gets (one per
                                            attacking triangle), %3$d a chance
                                            out of 10 (4, 6 or 7) */
                                         "Attack %1$s with %2$u die: winning completes your "
                                         "square, and with cards of equal value your chance is "
                                         "about %3$d in 10.",
                                         "Attack %1$s with %2$u dice: winning completes your "
                                         "square, and with cards of equal value your chance is "
                                         "about %3$d in 10.", n),
                            where, n, chance);
  if (owner != TS_SEAT_NONE && tri_state_count_triangles (st, owner) == 1)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: advice (a suggested TRI
                                            move); %1$s is a triangle, %2$u the
                                            dice the attack gets, %3$d a chance
                                            out of 10, %4$s the player who owns
                                            the triangle */
                                         "Attack %1$s with %2$u die: it is %4$s’s last "
                                         "triangle, and with cards of equal value your chance is "
                                         "about %3$d in 10.",
                                         "Attack %1$s with %2$u dice: it is %4$s’s last "
                                         "triangle, and with cards of equal value your chance is "
                                         "about %3$d in 10.", n),
                            where, n, chance, ts_game_name_of (names, owner));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: advice (a suggested TRI
                                          move); %1$s is a triangle, %2$u the
                                          dice the attack gets, %3$d a chance
                                          out of 10 (4, 6 or 7) */
                                       "Attack %1$s with %2$u die: with cards of equal value "
                                       "your chance is about %3$d in 10.",
                                       "Attack %1$s with %2$u dice: with cards of equal value "
                                       "your chance is about %3$d in 10.", n),
                          where, n, chance);
}

static char *
advise_teleport (const TriState *st,
                 int             seat,
                 int             square,
                 int             triangle)
{
  g_autofree char *from = tri_words_square_at (st->size, square);
  g_autofree char *where = tri_words_triangle_at (st->size, triangle);

  if (tri_state_square_mates (st, seat, triangle) == 3)
    /* Translators: advice (a suggested TRI move); %1$s is a square ("the
       square in column A, row 1"), %2$s a triangle ("the top triangle of
       the square in column C, row 2") */
    return g_strdup_printf (_("Use the teleport of %1$s to place a checker on %2$s: it completes "
                              "that square."), from, where);
  if (!can_expand_anywhere (st, seat))
    /* Translators: advice (a suggested TRI move); %1$s is a square, %2$s a
       triangle */
    return g_strdup_printf (_("Use the teleport of %1$s to place a checker on %2$s: no empty "
                              "triangle lies next to yours."), from, where);
  /* Translators: advice (a suggested TRI move); %1$s is a square, %2$s a
     triangle */
  return g_strdup_printf (_("Use the teleport of %1$s to place a checker on %2$s."), from, where);
}

static gboolean
holds_more_than_zero (const TriState *st,
                      int             seat)
{
  return st->hand[seat][1] + st->hand[seat][2] + st->hand[seat][3] > 0;
}

static char *
advise_card (const TriState *st,
             int             seat,
             int             value)
{
  const TriBattle *b = &st->battle;
  gboolean attack = st->phase == TRI_PHASE_ATTACK_CARD;
  int die = 0;

  if (attack)
    for (guint i = 0; i < b->n_dice && i < 3; i++)
      die = MAX (die, b->attack_dice[i]);
  else
    die = b->defence_die;

  if (die <= 0)
    /* Translators: advice (a suggested TRI move); %d is a card's value */
    return g_strdup_printf (_("Play the +%d card."), value);

  if (attack)
    {
      if (value > 0)
        /* Translators: advice (a suggested TRI move) to an attacker; %1$d
           is a card's value, %2$d the attacker's best die, %3$d their sum */
        return g_strdup_printf (_("Play the +%1$d card: with your best die, %2$d, your attack "
                                  "is %3$d."), value, die, die + value);
      if (holds_more_than_zero (st, seat))
        /* Translators: advice (a suggested TRI move) to an attacker; %d is
           the attacker's best die */
        return g_strdup_printf (_("Play the +0 card and keep the others: your attack is your best "
                                  "die, %d."), die);
      /* Translators: advice (a suggested TRI move) to an attacker; %d is
         the attacker's best die */
      return g_strdup_printf (_("Play the +0 card, your only card: your attack is your best die, "
                                "%d."), die);
    }
  if (value > 0)
    /* Translators: advice (a suggested TRI move) to a defender; %1$d is a
       card's value, %2$d the defender's die, %3$d their sum; a tie goes to
       the defender */
    return g_strdup_printf (_("Play the +%1$d card: with your die, %2$d, your defence is %3$d, and "
                              "the attack must beat it."), value, die, die + value);
  if (holds_more_than_zero (st, seat))
    /* Translators: advice (a suggested TRI move) to a defender; %d is the
       defender's die; a tie goes to the defender */
    return g_strdup_printf (_("Play the +0 card and keep the others: your defence is your die, "
                              "%d, and the attack must beat it."), die);
  /* Translators: advice (a suggested TRI move) to a defender; %d is the
     defender's die */
  return g_strdup_printf (_("Play the +0 card, your only card: your defence is your die, %d, and "
                            "the attack must beat it."), die);
}

static char *
advise_void (const TriState     *st,
             int                 seat,
             int                 triangle,
             const char * const *names)
{
  g_autofree char *where = tri_words_triangle_at (st->size, triangle);
  int attacker = st->battle.attacker;
  const gint8 *n = tri_state_neighbours (st, triangle);
  guint mine = 0;

  if (attacker != TS_SEAT_NONE && st->square_owner[triangle / 4] == attacker)
    /* Translators: advice (a suggested TRI move) to a defender who held;
       %1$s is one of the attacking triangles, %2$s the attacker */
    return g_strdup_printf (_("Empty %1$s: that breaks %2$s’s conquered square."),
                            where, ts_game_name_of (names, attacker));
  for (guint k = 0; k < 3; k++)
    mine += st->owner[n[k]] == seat;
  if (mine > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: advice (a suggested TRI
                                            move) to a defender who held; %1$s is
                                            one of the attacking triangles, %2$u
                                            how many of the defender's triangles
                                            it touches */
                                         "Empty %1$s: it lies next to %2$u of your triangles.",
                                         "Empty %1$s: it lies next to %2$u of your triangles.",
                                         mine),
                            where, mine);
  /* Translators: advice (a suggested TRI move) to a defender who held; %s
     is one of the attacking triangles */
  return g_strdup_printf (_("Empty %s."), where);
}

char *
tri_advice_advise_move (TsGame             *game,
                        int                 seat,
                        const TsMove       *move,
                        const char * const *names)
{
  const TriState *st = tri_state (game);
  int t = move->arg[0];

  if (st->n_players == 0 || seat < 0 || seat >= st->n_players)
    return NULL;

  switch ((TriMoveKind) move->kind)
    {
    case TRI_MOVE_PLACE:
      if (valid_triangle (st, t))
        {
          g_autofree char *where = tri_words_triangle_at (st->size, t);

          /* Translators: advice (a suggested TRI move) in round 1; %s is a
             triangle ("the top triangle of the square in column C, row 2") */
          return g_strdup_printf (_("Place your first checker on %s."), where);
        }
      break;
    case TRI_MOVE_EXPAND:
      if (valid_triangle (st, t))
        return advise_expand (st, seat, t, names);
      break;
    case TRI_MOVE_ATTACK:
      if (valid_triangle (st, t))
        return advise_attack (st, seat, t, names);
      break;
    case TRI_MOVE_TELEPORT:
      if (t >= 0 && t < st->size * st->size && valid_triangle (st, move->arg[1]))
        return advise_teleport (st, seat, t, move->arg[1]);
      break;
    case TRI_MOVE_PASS:
      if (!can_expand_anywhere (st, seat) && !can_attack_anywhere (st, seat))
        /* Translators: advice (a suggested TRI move) */
        return g_strdup (_("Pass: there is nothing to expand into or attack."));
      /* Translators: advice (a suggested TRI move) */
      return g_strdup (_("Pass this turn."));
    case TRI_MOVE_CARD:
      if (tri_card_index (t) >= 0)
        return advise_card (st, seat, t);
      break;
    case TRI_MOVE_VOID:
      if (valid_triangle (st, t))
        return advise_void (st, seat, t, names);
      break;
    default:
      break;
    }
  /* Translators: advice for a move the game cannot put in words (it
     should not happen) */
  return g_strdup (_("Play the suggested move."));
}
