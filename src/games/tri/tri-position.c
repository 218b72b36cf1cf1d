/* tri-position.c — TRI's position text: save_state and load_state
 * (grammar in tri-game.h, word by word in docs/positions/tri.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * load_state reads into a scratch state and copies it over the game only
 * when every word and every consistency check has passed, so a bad text
 * changes nothing.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "ts-check.h"
#include "ts-position.h"
#include "ts-text.h"
#include "tri-private.h"

/* The version save_state writes; load_state also reads version 1. */
#define TRI_POSITION_VERSION 2

static const char * const phase_names[] = {
  "action", "attack-card", "defend-card", "void", "over",
};

static void
append_card (GString *s,
             int      card)
{
  if (card < 0)
    g_string_append (s, " -");
  else
    g_string_append_printf (s, " +%d", card);
}

static void
append_triangle (GString        *s,
                 const TriState *st,
                 int             triangle)
{
  if (triangle == TRI_NONE)
    g_string_append (s, " -");
  else
    {
      g_autofree char *t = tri_triangle_to_string (st->size, triangle);

      g_string_append_printf (s, " %s", t);
    }
}

char *
tri_position_save (TsGame *game)
{
  TriState *st = tri_state (game);
  const TriBattle *b = &st->battle;
  GString *s = g_string_new (NULL);
  g_autofree char *rng = ts_rng_to_string (&st->rng);
  guint n_squares = (guint) st->size * st->size, count;

  g_string_append_printf (s, "tri %d\n", TRI_POSITION_VERSION);
  g_string_append_printf (s, "players %u first %u size %u\n", st->n_players, st->first_seat,
                          st->size);
  g_string_append_printf (s, "phase %s current ", phase_names[st->phase]);
  if (st->current == TS_SEAT_NONE)
    g_string_append (s, "-");
  else
    g_string_append_printf (s, "%d", st->current);
  g_string_append_printf (s, " round %u turn %u\n", st->round, st->turn);
  g_string_append_printf (s, "rng %s\n", rng);
  g_string_append_printf (s, "forced %u", st->n_forced);
  for (guint i = 0; i < st->n_forced; i++)
    g_string_append_printf (s, " %u", st->forced[i]);

  g_string_append (s, "\nboard");
  for (guint y = 0; y < st->size; y++)
    {
      g_string_append (s, "\n ");
      for (guint x = 0; x < st->size; x++)
        {
          g_string_append_c (s, ' ');
          for (guint d = 0; d < 4; d++)
            {
              int o = st->owner[tri_triangle (st->size, x, y, d)];

              g_string_append_c (s, o == TS_SEAT_NONE ? '.' : '0' + o);
            }
        }
    }

  for (count = 0; count < 2; count++)
    {
      guint k = 0;

      for (guint q = 0; q < n_squares; q++)
        k += count == 0 ? st->square_owner[q] != TS_SEAT_NONE : st->teleport_used[q] != 0;
      g_string_append_printf (s, "\n%s %u", count == 0 ? "conquered" : "teleports", k);
      for (guint q = 0; q < n_squares; q++)
        {
          g_autofree char *xy = tri_square_to_string (st->size, q);

          if (count == 0 && st->square_owner[q] != TS_SEAT_NONE)
            g_string_append_printf (s, " %s %u", xy, st->square_since[q]);
          else if (count == 1 && st->teleport_used[q])
            g_string_append_printf (s, " %s", xy);
        }
    }

  g_string_append_printf (s, "\nsupply %u %u %u\n", st->supply[1], st->supply[2], st->supply[3]);
  for (int seat = 0; seat < st->n_players; seat++)
    g_string_append_printf (s, "hand %d %u %u %u %u\n", seat, st->hand[seat][0],
                            st->hand[seat][1], st->hand[seat][2], st->hand[seat][3]);
  g_string_append_printf (s, "defeated %u", st->n_defeated);
  for (guint i = 0; i < st->n_defeated; i++)
    g_string_append_printf (s, " %d", st->defeated[i]);
  g_string_append_c (s, '\n');

  if (b->attacker == TS_SEAT_NONE)
    g_string_append (s, "battle none\n");
  else
    {
      g_string_append_printf (s, "battle %d %d", b->attacker, b->defender);
      append_triangle (s, st, b->target);
      g_string_append_printf (s, " from %u", b->n_dice);
      for (guint i = 0; i < b->n_dice; i++)
        append_triangle (s, st, b->attacking[i]);
      g_string_append (s, " dice");
      for (guint i = 0; i < b->n_dice; i++)
        g_string_append_printf (s, " %u", b->attack_dice[i]);
      g_string_append_printf (s, " defence %u cards", b->defence_die);
      append_card (s, b->attack_card);
      append_card (s, b->defence_card);
      g_string_append_printf (s, " revealed %d won %d void", b->revealed ? 1 : 0,
                              b->attacker_won ? 1 : 0);
      append_triangle (s, st, b->voided);
      g_string_append_c (s, '\n');
    }

  g_string_append (s, "end\n");
  return g_string_free (s, FALSE);
}

/* A triangle "x,y,D", or "-" for none when ALLOW_NONE. */
static gboolean
read_triangle (TsTextReader  *reader,
               const TriState *st,
               gboolean       allow_none,
               int           *triangle,
               GError       **error)
{
  char word[24];

  if (!ts_text_read_word (reader, word, sizeof word, error))
    return FALSE;
  if (allow_none && strcmp (word, "-") == 0)
    {
      *triangle = TRI_NONE;
      return TRUE;
    }
  if (!tri_triangle_parse (st->size, word, triangle))
    return ts_text_set_unexpected_error (error, word);
  return TRUE;
}

static gboolean
read_square (TsTextReader  *reader,
             const TriState *st,
             int           *square,
             GError       **error)
{
  char word[24];

  if (!ts_text_read_word (reader, word, sizeof word, error))
    return FALSE;
  if (!tri_square_parse (st->size, word, square))
    return ts_text_set_unexpected_error (error, word);
  return TRUE;
}

/* "+0" … "+4" or "-" (not chosen, or hidden). */
static gboolean
read_card (TsTextReader  *reader,
           int           *card,
           GError       **error)
{
  char word[8];

  if (!ts_text_read_word (reader, word, sizeof word, error))
    return FALSE;
  if (strcmp (word, "-") == 0)
    {
      *card = -1;
      return TRUE;
    }
  if (word[0] != '+' || strlen (word) != 2 || tri_card_index (word[1] - '0') < 0)
    return ts_text_set_unexpected_error (error, word);
  *card = word[1] - '0';
  return TRUE;
}

/* A seat of the field FIELD, or "-" for nobody. */
static gboolean
read_seat_or_none (TsTextReader   *reader,
                   const TriState *st,
                   const char     *field,
                   int            *seat,
                   GError        **error)
{
  char word[16];
  gint64 v;

  if (!ts_text_read_word (reader, word, sizeof word, error))
    return FALSE;
  if (strcmp (word, "-") == 0)
    {
      *seat = TS_SEAT_NONE;
      return TRUE;
    }
  if (!ts_text_parse_int (word, G_MININT, G_MAXINT, &v))
    return ts_text_set_unexpected_error (error, word);
  if (!ts_check_seat (field, v, st->n_players, FALSE, error))
    return FALSE;
  *seat = (int) v;
  return TRUE;
}

static gboolean
parse_battle (TsTextReader  *rd,
              TriState      *st,
              GError       **error)
{
  TriBattle *b = &st->battle;
  char word[16];
  gint64 seat;
  int v;

  if (!ts_text_expect (rd, "battle", error) || !ts_text_read_word (rd, word, sizeof word, error))
    return FALSE;
  if (strcmp (word, "none") == 0)
    return TRUE;
  if (!ts_text_parse_int (word, G_MININT, G_MAXINT, &seat))
    return ts_text_set_unexpected_error (error, word);
  if (!ts_check_seat ("battle", seat, st->n_players, FALSE, error))
    return FALSE;
  b->attacker = (int) seat;
  if (!ts_text_read_seat (rd, "battle", st->n_players, FALSE, &b->defender, error) ||
      !read_triangle (rd, st, FALSE, &b->target, error) ||
      !ts_text_expect (rd, "from", error) || !ts_text_read_range (rd, "battle", 1, 3, &v, error))
    return FALSE;
  b->n_dice = v;
  for (guint i = 0; i < b->n_dice; i++)
    if (!read_triangle (rd, st, FALSE, &b->attacking[i], error))
      return FALSE;
  if (!ts_text_expect (rd, "dice", error))
    return FALSE;
  for (guint i = 0; i < b->n_dice; i++)
    {
      if (!ts_text_read_range (rd, "battle", 0, 6, &v, error))
        return FALSE;
      b->attack_dice[i] = v;
    }
  if (!ts_text_expect (rd, "defence", error) || !ts_text_read_range (rd, "battle", 0, 6, &v, error))
    return FALSE;
  b->defence_die = v;
  if (!ts_text_expect (rd, "cards", error) || !read_card (rd, &b->attack_card, error) ||
      !read_card (rd, &b->defence_card, error) ||
      !ts_text_expect (rd, "revealed", error) || !ts_text_read_flag (rd, "battle", &b->revealed, error) ||
      !ts_text_expect (rd, "won", error) || !ts_text_read_flag (rd, "battle", &b->attacker_won, error) ||
      !ts_text_expect (rd, "void", error) || !read_triangle (rd, st, TRUE, &b->voided, error))
    return FALSE;
  return TRUE;
}

gboolean
tri_position_parse_battle (TriState    *st,
                           const char  *text,
                           GError     **error)
{
  TsTextReader reader;

  ts_text_reader_init (&reader, text);
  return parse_battle (&reader, st, error) && ts_text_expect_end (&reader, error);
}

/* The battle agrees with the board and the phase. */
static gboolean
check_battle (const TriState  *st,
              GError         **error)
{
  const TriBattle *b = &st->battle;
  int attacking[3], best = 0;
  guint n;
  gboolean in_battle = st->phase == TRI_PHASE_ATTACK_CARD ||
                       st->phase == TRI_PHASE_DEFEND_CARD || st->phase == TRI_PHASE_VOID;

  if (b->attacker == TS_SEAT_NONE)
    return in_battle ? ts_check_fail ("battle",
                                      /* Translators: TRI: why a position (a game
                                         state read from a file or typed in) is
                                         rejected; a battle compares the
                                         attacker's and defender's dice plus a
                                         card each */
                                      _("The phase needs a battle"), error)
                     : TRUE;

  if (b->attacker == b->defender)
    return ts_check_fail ("battle",
                          /* Translators: TRI: why a position (a game state read
                             from a file or typed in) is rejected; a battle
                             compares the attacker's and defender's dice plus a
                             card each */
                          _("A seat cannot attack itself"), error);
  for (guint i = 0; i < b->n_dice; i++)
    {
      best = MAX (best, b->attack_dice[i]);
      if ((b->attack_dice[i] == 0) != (b->attack_dice[0] == 0))
        return ts_check_fail ("battle",
                              /* Translators: TRI: why a position (a game state
                                 read from a file or typed in) is rejected; a
                                 battle compares the attacker's and defender's
                                 dice plus a card each */
                              _("The attack dice are partly hidden"), error);
    }

  if (b->revealed)
    {
      if (best == 0 || b->defence_die == 0 || b->attack_card < 0 || b->defence_card < 0)
        return ts_check_fail ("battle",
                              /* Translators: TRI: why a position (a game state
                                 read from a file or typed in) is rejected; each
                                 player holds secret cards (+0, +2, …) that add
                                 to the dice in a battle; a battle compares the
                                 attacker's and defender's dice plus a card
                                 each */
                              _("A revealed battle shows all dice and cards"), error);
      if (b->attacker_won != (best + b->attack_card > b->defence_die + b->defence_card))
        return ts_check_fail ("battle",
                              /* Translators: TRI: why a position (a game state
                                 read from a file or typed in) is rejected; each
                                 player holds secret cards (+0, +2, …) that add
                                 to the dice in a battle; a battle compares the
                                 attacker's and defender's dice plus a card
                                 each */
                              _("The battle’s result does not match its dice and cards"), error);
    }
  else if (b->attacker_won || b->voided != TRI_NONE)
    return ts_check_fail ("battle",
                          /* Translators: TRI: why a position (a game state read
                             from a file or typed in) is rejected; a battle
                             compares the attacker's and defender's dice plus a
                             card each */
                          _("The battle has no result before the reveal"), error);
  if (b->voided != TRI_NONE &&
      !(b->voided == b->attacking[0] || b->voided == b->attacking[1] ||
        b->voided == b->attacking[2]))
    return ts_check_fail ("battle",
                          /* Translators: TRI: why a position (a game state read
                             from a file or typed in) is rejected; the board is
                             made of triangles that players occupy; a battle
                             compares the attacker's and defender's dice plus a
                             card each */
                          _("The voided triangle did not attack"), error);
  if (b->voided != TRI_NONE && b->attacker_won)
    return ts_check_fail ("battle",
                          /* Translators: TRI: why a position (a game state read
                             from a file or typed in) is rejected; a battle
                             compares the attacker's and defender's dice plus a
                             card each; when a defender holds, one of the
                             attacking triangles is made empty (voided) */
                          _("A won attack voids nothing"), error);

  if (!in_battle)
    return b->revealed ? TRUE
                       : ts_check_fail ("battle",
                                        /* Translators: TRI: why a position (a
                                           game state read from a file or typed
                                           in) is rejected; a battle compares
                                           the attacker's and defender's dice
                                           plus a card each */
                                        _("The battle is not finished"), error);

  /* A battle in progress: the board is as it was at the attack. */
  if (st->eliminated[b->attacker] || st->eliminated[b->defender])
    return ts_check_fail ("battle",
                          /* Translators: TRI: why a position (a game state read
                             from a file or typed in) is rejected; a battle
                             compares the attacker's and defender's dice plus a
                             card each */
                          _("The battle’s seats must be in the game"), error);
  if (st->owner[b->target] != b->defender || st->square_owner[b->target / 4] != TS_SEAT_NONE)
    return ts_check_fail ("battle",
                          /* Translators: TRI: why a position (a game state read
                             from a file or typed in) is rejected; the board is
                             made of triangles that players occupy; a battle
                             compares the attacker's and defender's dice plus a
                             card each */
                          _("The battle’s target is not the defender’s open triangle"), error);
  n = tri_state_attackers (st, b->attacker, b->target, attacking);
  if (n != b->n_dice || memcmp (attacking, b->attacking, sizeof attacking) != 0)
    return ts_check_fail ("battle",
                          /* Translators: TRI: why a position (a game state read
                             from a file or typed in) is rejected; the board is
                             made of triangles that players occupy; a battle
                             compares the attacker's and defender's dice plus a
                             card each */
                          _("The attacking triangles do not match the board"), error);

  switch ((TriPhase) st->phase)
    {
    case TRI_PHASE_ATTACK_CARD:
      if (st->current != b->attacker || b->defence_die != 0 || b->attack_card >= 0 ||
          b->defence_card >= 0 || b->revealed)
        return ts_check_fail ("phase",
                              /* Translators: TRI: why a position (a game state
                                 read from a file or typed in) is rejected; each
                                 player holds secret cards (+0, +2, …) that add
                                 to the dice in a battle; a battle compares the
                                 attacker's and defender's dice plus a card
                                 each */
                              _("The attacker’s card is due, nothing else"), error);
      break;
    case TRI_PHASE_DEFEND_CARD:
      if (st->current != b->defender || b->defence_card >= 0 || b->revealed)
        return ts_check_fail ("phase",
                              /* Translators: TRI: why a position (a game state
                                 read from a file or typed in) is rejected; each
                                 player holds secret cards (+0, +2, …) that add
                                 to the dice in a battle; a battle compares the
                                 attacker's and defender's dice plus a card
                                 each */
                              _("The defender’s card is due, nothing else"), error);
      if (b->attack_card >= 0 && st->hand[b->attacker][tri_card_index (b->attack_card)] == 0)
        return ts_check_fail ("battle",
                              /* Translators: TRI: why a position (a game state
                                 read from a file or typed in) is rejected; each
                                 player holds secret cards (+0, +2, …) that add
                                 to the dice in a battle; a battle compares the
                                 attacker's and defender's dice plus a card
                                 each */
                              _("The attacker’s card is not in its hand"), error);
      break;
    case TRI_PHASE_VOID:
    default:
      if (st->current != b->defender || !b->revealed || b->attacker_won || b->n_dice < 2 ||
          b->voided != TRI_NONE)
        return ts_check_fail ("phase",
                              /* Translators: TRI: why a position (a game state
                                 read from a file or typed in) is rejected; a
                                 battle compares the attacker's and defender's
                                 dice plus a card each; when a defender holds,
                                 one of the attacking triangles is made empty
                                 (voided) */
                              _("The winning defender’s void choice is due, nothing else"), error);
      break;
    }
  return TRUE;
}

/* Version 1's "last" entry: the last move and what it caused, now told
 * by the move's events.  Checked for range, then dropped. */
static gboolean
skip_last_move (TsTextReader  *rd,
                const TriState *st,
                GError       **error)
{
  guint n_tri = tri_state_n_triangles (st);
  int seat, v, n;

  if (!ts_text_expect (rd, "last", error) || !read_seat_or_none (rd, st, "last", &seat, error))
    return FALSE;
  /* "last -" has no move words. */
  if (seat != TS_SEAT_NONE &&
      (!ts_text_read_range (rd, "last", TRI_MOVE_PLACE, TRI_MOVE_VOID, &v, error) ||
       !ts_text_read_index (rd, "last", n_tri, TRUE, &v, error) ||
       !ts_text_read_index (rd, "last", n_tri, FALSE, &v, error)))
    return FALSE;
  if (!ts_text_expect (rd, "award", error) ||
      !ts_text_read_range (rd, "award", 0, TRI_MAX_ROUNDS, &v, error) ||
      !ts_text_read_range (rd, "award", 0, 6, &v, error) ||
      !ts_text_read_range (rd, "award", 0, 4, &v, error) ||
      !ts_text_expect (rd, "eliminated", error) ||
      !ts_text_read_range (rd, "eliminated", 0, st->n_players - 1, &n, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    if (!ts_text_read_seat (rd, "eliminated", st->n_players, FALSE, &v, error))
      return FALSE;
  return TRUE;
}

/* Over exactly when R20 says so; round 1 (R3) is a placement per seat in
 * turn order, and nothing else. */
static gboolean
check_progress (const TriState  *st,
                guint            alive,
                GError         **error)
{
  guint empty = tri_state_count_empty (st);

  if (st->phase == TRI_PHASE_OVER)
    {
      if (st->current != TS_SEAT_NONE)
        return ts_check_fail ("current",
                              /* Translators: TRI: why a position (a game state
                                 read from a file or typed in) is rejected */
                              _("A finished game has no seat to move"), error);
      if (alive >= 2 && !(alive == 2 && empty == 0) && st->round < TRI_MAX_ROUNDS)
        return ts_check_fail ("phase",
                              /* Translators: TRI: why a position (a game state
                                 read from a file or typed in) is rejected: it
                                 says the game is over, but two or more players
                                 still play on a board with empty triangles
                                 before the last round */
                              _("the game is over, but none of its ends has come"), error);
      return TRUE;
    }

  if (st->current == TS_SEAT_NONE || st->eliminated[st->current])
    return ts_check_fail ("current",
                          /* Translators: TRI: why a position (a game state read
                             from a file or typed in) is rejected */
                          _("The seat to move is not in the game"), error);
  if (alive < 2 || empty == 0)
    return ts_check_fail ("phase",
                          /* Translators: TRI: why a position (a game state read
                             from a file or typed in) is rejected */
                          _("This game should be over"), error);
  if (st->round != 1)
    return TRUE;
  if (st->phase != TRI_PHASE_ACTION)
    return ts_check_fail ("phase",
                          /* Translators: TRI: why a position (a game state read
                             from a file or typed in) is rejected */
                          _("Round 1 has no battles"), error);
  if (st->battle.attacker != TS_SEAT_NONE)
    return ts_check_fail ("battle", _("Round 1 has no battles"), error);
  /* R16 eliminates from round 2 on; R14 teleports from round 2 on. */
  if (st->n_defeated > 0)
    return ts_check_fail ("defeated",
                          /* Translators: TRI: why a position (a game state read
                             from a file or typed in) is rejected; round 1 is
                             the round in which each player places one checker */
                          _("nothing of this happens in round 1"), error);
  for (guint q = 0; q < (guint) st->size * st->size; q++)
    if (st->teleport_used[q])
      return ts_check_fail ("teleports", _("nothing of this happens in round 1"), error);
  if (st->turn != tri_state_order (st, st->current))
    return ts_check_fail ("turn", _("nothing of this happens in round 1"), error);
  for (int s = 0; s < st->n_players; s++)
    {
      /* Seats before the one to move have placed (or passed). */
      guint placed = tri_state_order (st, s) < tri_state_order (st, st->current) ? 1 : 0;

      if (tri_state_count_triangles (st, s) > placed)
        return ts_check_fail ("board",
                              /* Translators: TRI: why a position (a game state
                                 read from a file or typed in) is rejected; in
                                 round 1 each player places one checker on the
                                 board in turn */
                              _("in round 1 a seat has placed one checker at most, and only before its turn"),
                              error);
    }
  return TRUE;
}

static gboolean
parse_words (TriState      *st,
             const char    *text,
             TsTextReader  *rd,
             GError       **error)
{
  char word[128];
  int v, n, seat, version;
  guint n_squares, alive = 0;
  guint8 since_seen[TRI_MAX_SQUARES] = { 0, };

  tri_state_init_empty (st);
  ts_text_reader_init (rd, text);

  if (!ts_text_expect (rd, "tri", error) ||
      !ts_text_read_range (rd, "tri", 1, TRI_POSITION_VERSION, &version, error))
    return FALSE;

  if (!ts_text_expect (rd, "players", error) || !ts_text_read_range (rd, "players", 2, TRI_MAX_SEATS, &v, error))
    return FALSE;
  st->n_players = v;
  if (!ts_text_expect (rd, "first", error) ||
      !ts_text_read_seat (rd, "first", st->n_players, FALSE, &v, error))
    return FALSE;
  st->first_seat = v;
  if (!ts_text_expect (rd, "size", error) ||
      !ts_text_read_range (rd, "size", tri_board_size (st->n_players), tri_board_size (st->n_players), &v, error))
    return FALSE;
  st->size = v;
  n_squares = (guint) st->size * st->size;

  if (!ts_text_expect (rd, "phase", error) ||
      !ts_text_read_choice (rd, phase_names, G_N_ELEMENTS (phase_names), &v, error))
    return FALSE;
  st->phase = v;
  if (!ts_text_expect (rd, "current", error) || !read_seat_or_none (rd, st, "current", &seat, error))
    return FALSE;
  st->current = seat;
  if (!ts_text_expect (rd, "round", error) || !ts_text_read_range (rd, "round", 1, TRI_MAX_ROUNDS, &v, error))
    return FALSE;
  st->round = v;
  if (!ts_text_expect (rd, "turn", error) || !ts_text_read_range (rd, "turn", 0, G_MAXUINT16 - 1, &v, error))
    return FALSE;
  st->turn = v;

  if (!ts_text_expect (rd, "rng", error) || !ts_text_read_word (rd, word, sizeof word, error) ||
      !ts_rng_from_string (&st->rng, word, error))
    return FALSE;
  if (!ts_text_expect (rd, "forced", error) || !ts_text_read_range (rd, "forced", 0, TRI_MAX_FORCED, &n, error))
    return FALSE;
  st->n_forced = n;
  for (int i = 0; i < n; i++)
    {
      if (!ts_text_read_range (rd, "forced", 1, 6, &v, error))
        return FALSE;
      st->forced[i] = v;
    }

  if (!ts_text_expect (rd, "board", error))
    return FALSE;
  for (guint q = 0; q < n_squares; q++)
    {
      guint x = q % st->size, y = q / st->size;

      if (!ts_text_read_word (rd, word, sizeof word, error))
        return FALSE;
      if (strlen (word) != 4)
        return ts_text_set_unexpected_error (error, word);
      for (guint d = 0; d < 4; d++)
        {
          char c = word[d];
          int t = tri_triangle (st->size, x, y, d);

          if (c == '.')
            st->owner[t] = TS_SEAT_NONE;
          else if (c >= '0' && c < '0' + st->n_players)
            st->owner[t] = c - '0';
          else
            return ts_text_set_unexpected_error (error, word);
        }
    }
  for (guint q = 0; q < n_squares; q++)
    st->square_owner[q] = (gint8) tri_state_square_owner_now (st, q);
  tri_state_recount (st);

  if (!ts_text_expect (rd, "conquered", error) || !ts_text_read_range (rd, "conquered", 0, n_squares, &n, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      int q;

      if (!read_square (rd, st, &q, error))
        return FALSE;
      /* A conquest began at a turn already played (R14). */
      if (!ts_text_read_range (rd, "conquered", 0, st->turn, &v, error))
        return FALSE;
      if (st->square_owner[q] == TS_SEAT_NONE || since_seen[q])
        return ts_check_fail ("conquered",
                              /* Translators: TRI: why a position (a game state
                                 read from a file or typed in) is rejected; a
                                 square is a group of triangles that can be
                                 conquered */
                              _("The conquered squares do not match the board"), error);
      since_seen[q] = TRUE;
      st->square_since[q] = v;
    }
  for (guint q = 0; q < n_squares; q++)
    if ((st->square_owner[q] != TS_SEAT_NONE) != since_seen[q])
      return ts_check_fail ("conquered", _("The conquered squares do not match the board"), error);

  if (!ts_text_expect (rd, "teleports", error) || !ts_text_read_range (rd, "teleports", 0, n_squares, &n, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      int q;

      if (!read_square (rd, st, &q, error))
        return FALSE;
      if (st->teleport_used[q])
        return ts_check_fail ("teleports",
                              /* Translators: TRI: why a position (a game state
                                 read from a file or typed in) is rejected; a
                                 teleport is a special move from a square of the
                                 board to an empty triangle */
                              _("A used teleport is listed twice"), error);
      st->teleport_used[q] = TRUE;
    }

  if (!ts_text_expect (rd, "supply", error))
    return FALSE;
  for (guint i = 1; i < TRI_N_CARD_VALUES; i++)
    {
      if (!ts_text_read_range (rd, "supply", 0, tri_card_totals[i], &v, error))
        return FALSE;
      st->supply[i] = v;
    }
  for (int s = 0; s < st->n_players; s++)
    {
      if (!ts_text_expect (rd, "hand", error) || !ts_text_read_range (rd, "hand", s, s, &v, error))
        return FALSE;
      for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
        {
          if (!ts_text_read_range (rd, "hand", 0, tri_card_totals[i], &v, error))
            return FALSE;
          st->hand[s][i] = v;
        }
    }

  if (!ts_text_expect (rd, "defeated", error) ||
      !ts_text_read_range (rd, "defeated", 0, st->n_players - 1, &n, error))
    return FALSE;
  st->n_defeated = n;
  for (int i = 0; i < n; i++)
    {
      if (!ts_text_read_seat (rd, "defeated", st->n_players, FALSE, &v, error))
        return FALSE;
      if (st->eliminated[v])
        return ts_check_fail ("defeated",
                              /* Translators: TRI: why a position (a game state
                                 read from a file or typed in) is rejected */
                              _("A seat is defeated twice"), error);
      st->eliminated[v] = TRUE;
      st->defeated[i] = v;
    }

  if (!parse_battle (rd, st, error))
    return FALSE;

  if (version == 1 && !skip_last_move (rd, st, error))
    return FALSE;

  if (!ts_text_expect (rd, "end", error) || !ts_text_expect_end (rd, error))
    return FALSE;

  /* Consistency. */
  for (int s = 0; s < st->n_players; s++)
    {
      alive += !st->eliminated[s];
      if (st->eliminated[s])
        {
          if (tri_state_count_triangles (st, s) > 0)
            return ts_check_fail ("board",
                                  /* Translators: TRI: why a position (a game
                                     state read from a file or typed in) is
                                     rejected; the board is made of triangles
                                     that players occupy */
                                  _("An eliminated seat still owns triangles"), error);
          for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
            if (st->hand[s][i] != 0)
              return ts_check_fail ("hand",
                                    /* Translators: TRI: why a position (a game
                                       state read from a file or typed in) is
                                       rejected; each player holds secret cards
                                       (+0, +2, …) that add to the dice in a
                                       battle */
                                    _("An eliminated seat still holds cards"), error);
        }
      else
        {
          if (st->hand[s][0] != 1)
            return ts_check_fail ("hand",
                                  /* Translators: TRI: why a position (a game
                                     state read from a file or typed in) is
                                     rejected; each player holds secret cards
                                     (+0, +2, …) that add to the dice in a
                                     battle */
                                  _("Every seat in the game holds its +0"), error);
          if (st->round >= 2 && st->phase != TRI_PHASE_OVER &&
              tri_state_count_triangles (st, s) == 0)
            return ts_check_fail ("defeated",
                                  /* Translators: TRI: why a position (a game
                                     state read from a file or typed in) is
                                     rejected; the board is made of triangles
                                     that players occupy */
                                  _("A seat without triangles must be eliminated"), error);
        }
    }
  for (guint i = 1; i < TRI_N_CARD_VALUES; i++)
    {
      guint total = st->supply[i];

      for (int s = 0; s < st->n_players; s++)
        total += st->hand[s][i];
      if (total != tri_card_totals[i])
        return ts_check_fail ("supply",
                              /* Translators: TRI: why a position (a game state
                                 read from a file or typed in) is rejected; each
                                 player holds secret cards (+0, +2, …) that add
                                 to the dice in a battle */
                              _("The cards in the hands and the supply do not add up"), error);
    }

  if (!check_progress (st, alive, error))
    return FALSE;

  return check_battle (st, error);
}

/* parse_words, and the line where reading stopped in its error. */
static gboolean
parse_state (TriState    *st,
             const char  *text,
             GError     **error)
{
  TsTextReader reader;

  return parse_words (st, text, &reader, error) || ts_text_reader_failed (&reader, error);
}

gboolean
tri_position_load (TsGame      *game,
                   const char  *text,
                   GError     **error)
{
  g_autofree TriState *parsed = g_new0 (TriState, 1);

  if (text == NULL)
    return ts_game_set_bad_state_error (error, _("The position is empty"));
  {
    g_autofree char *id = NULL;
    guint version = 0;

    if (ts_position_peek_version (text, &id, &version) && g_str_equal (id, "tri") && version == 3)
      return tri_position3_load (game, text, error);
  }
  if (!parse_state (parsed, text, error))
    return FALSE;

  memcpy (tri_state (game), parsed, sizeof (TriState));
  return TRUE;
}
