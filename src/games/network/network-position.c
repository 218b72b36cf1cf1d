/* network-position.c — a Network position as text: the save grammar
 * (network-game.h) and the picture of the command line's "show"
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "ts-check.h"
#include "ts-position.h"
#include "ts-text.h"
#include "network-game.h"
#include "network-private.h"

/* ------------------------------------------------------------------ */
/* Positions as text (grammar in network-game.h)                       */

static const char * const phase_names[] = { "setup", "turn", "over" };

static char
seat_char (int seat)
{
  return seat == TS_SEAT_NONE ? '.' : (char) ('0' + seat);
}

static void
append_rows (GString      *s,
             const char   *title,
             const gint8  *cells,
             int           width,
             int           height)
{
  g_string_append (s, title);
  for (int r = 0; r < height; r++)
    {
      g_string_append (s, r == 0 ? "\n  " : " ");
      for (int c = 0; c < width; c++)
        g_string_append_c (s, seat_char (cells[r * width + c]));
    }
  g_string_append_c (s, '\n');
}

char *
nw_save_state (TsGame *game)
{
  NwState *st = nw_state (game);
  GString *s = g_string_new ("network 1\n");
  guint n;

  g_string_append_printf (s, "variant %s first %u\n",
                          st->simplified ? "simplified" : "standard", st->first_seat);
  g_string_append_printf (s, "phase %s current ", phase_names[st->phase]);
  if (st->current == TS_SEAT_NONE)
    g_string_append (s, "-");
  else
    g_string_append_printf (s, "%d", st->current);
  g_string_append_printf (s, " step %u turn %u idle %u\n", st->setup_step, st->turn,
                          st->idle_turns);
  g_string_append_printf (s, "traded %u placed %u\n", st->std_trade_used,
                          st->placed_this_turn);
  append_rows (s, "nodes", st->corner, NW_SIZE + 1, NW_SIZE + 1);
  append_rows (s, "hbranches", st->edge, NW_SIZE, NW_SIZE + 1);
  append_rows (s, "vbranches", st->edge + NW_N_H_EDGES, NW_SIZE + 1, NW_SIZE);
  append_rows (s, "captured", st->captured, NW_SIZE, NW_SIZE);
  for (int seat = 0; seat < NW_N_SEATS; seat++)
    g_string_append_printf (s, "seat %d cubes %u %u %u %u left %u %u\n", seat,
                            st->cubes[seat][0], st->cubes[seat][1], st->cubes[seat][2],
                            st->cubes[seat][3], st->nodes_left[seat], st->branches_left[seat]);

  n = 0;
  for (int k = 0; k < NW_N_CORNERS; k++)
    n += st->post_used[k] != 0;
  g_string_append_printf (s, "posts %u", n);
  for (int k = 0; k < NW_N_CORNERS; k++)
    if (st->post_used[k] != 0)
      {
        g_autofree char *kt = nw_corner_to_string (k);
        g_autofree char *qt = nw_square_to_string (nw_tables->corner_post[k]);

        g_string_append_printf (s, " %s %s", kt, qt);
      }
  n = 0;
  for (int k = 0; k < NW_N_CORNERS; k++)
    n += st->collected[k][0] + st->collected[k][1] + st->collected[k][2] +
         st->collected[k][3] != 0;
  g_string_append_printf (s, "\ncollected %u", n);
  for (int k = 0; k < NW_N_CORNERS; k++)
    if (st->collected[k][0] + st->collected[k][1] + st->collected[k][2] + st->collected[k][3])
      {
        g_autofree char *kt = nw_corner_to_string (k);

        g_string_append_printf (s, "\n  %s %u %u %u %u", kt, st->collected[k][0],
                                st->collected[k][1], st->collected[k][2], st->collected[k][3]);
      }
  g_string_append (s, "\nend\n");
  return g_string_free (s, FALSE);
}

static gboolean
read_rows (TsTextReader  *rd,
           const char    *title,
           gint8         *cells,
           int            width,
           int            height,
           GError       **error)
{
  char word[16];

  if (!ts_text_expect (rd, title, error))
    return FALSE;
  for (int r = 0; r < height; r++)
    {
      if (!ts_text_read_word (rd, word, sizeof word, error))
        return FALSE;
      if ((int) strlen (word) != width)
        /* Translators: Network: why a position (a game state read from a
           file or typed in) is rejected */
        return ts_game_set_bad_state_error (error, _("A row of the board has the wrong length"));
      for (int c = 0; c < width; c++)
        {
          if (word[c] == '.')
            cells[r * width + c] = TS_SEAT_NONE;
          else if (word[c] == '0' || word[c] == '1')
            cells[r * width + c] = (gint8) (word[c] - '0');
          else
            /* Translators: Network: why a position (a game state read from
               a file or typed in) is rejected */
            return ts_game_set_bad_state_error (error, _("A board row holds an unknown piece"));
        }
    }
  return TRUE;
}

static gboolean
read_corner (TsTextReader  *rd,
             int           *corner,
             GError       **error)
{
  char word[16];

  if (!ts_text_read_word (rd, word, sizeof word, error))
    return FALSE;
  if (!nw_corner_parse (word, corner))
    return ts_game_set_bad_state_error (error,
                                        /* Translators: Network: why a position (a
                                           game state read from a file or typed in)
                                           is rejected */
                                        _("The position names a corner that does not exist"));
  return TRUE;
}

/* What the records of the turn ("posts", "collected") may hold. */
static gboolean
check_records (const NwState  *st,
               GError        **error)
{
  for (int k = 0; k < NW_N_CORNERS; k++)
    {
      gboolean any = st->collected[k][0] + st->collected[k][1] + st->collected[k][2] +
                     st->collected[k][3] != 0;

      if ((st->post_used[k] != 0 || any) &&
          (st->phase != NW_PHASE_TURN || st->corner[k] != st->current))
        return ts_check_fail (any ? "collected" : "posts",
                              /* Translators: Network: why a position (a game
                                 state read from a file or typed in) is
                                 rejected; nodes are the pieces built on the
                                 corners of squares */
                              _("A trade or collection is recorded for a wrong node"), error);
      if (st->post_used[k] != 0 && st->simplified)
        return ts_check_fail ("posts",
                              /* Translators: Network: why a position (a game
                                 state read from a file or typed in) is
                                 rejected; trades give 3 cubes for 1 (the
                                 standard trade) or 2 for 1 at a trading post */
                              _("The simplified game has no trading post trades"), error);
    }
  return TRUE;
}

/* The phase, the seat to move, the turn counters and the end agree (R1,
 * R19, R20).  The derived fields (scores) are up to date. */
static gboolean
check_progress (const NwState  *st,
                GError        **error)
{
  int best = MAX (nw_state_score (st, 0), nw_state_score (st, 1));
  /* Turns that have ended: all begun but the one being played. */
  guint ended = st->turn - (st->phase == NW_PHASE_TURN ? 1 : 0);

  switch ((NwPhase) st->phase)
    {
    case NW_PHASE_SETUP:
      {
        guint sets[NW_N_SEATS] = { 0, 0 };
        guint on_board[NW_N_SEATS][2] = { { 0, }, };

        for (int k = 0; k < NW_N_CORNERS; k++)
          if (st->corner[k] >= 0)
            on_board[st->corner[k]][0]++;
        for (int e = 0; e < NW_N_EDGES; e++)
          if (st->edge[e] >= 0)
            on_board[st->edge[e]][1]++;
        for (guint i = 0; i < st->setup_step; i++)
          sets[nw_state_setup_seat (st, i)]++;
        if (st->current != nw_state_setup_seat (st, st->setup_step) || st->turn != 0 ||
            st->idle_turns != 0 || st->std_trade_used || st->placed_this_turn)
          return ts_check_fail ("phase",
                                /* Translators: Network: why a position (a game
                                   state read from a file or typed in) is
                                   rejected */
                                _("The position does not fit the setup"), error);
        for (int seat = 0; seat < NW_N_SEATS; seat++)
          if (on_board[seat][0] != sets[seat] || on_board[seat][1] != sets[seat] ||
              st->cubes[seat][0] + st->cubes[seat][1] + st->cubes[seat][2] + st->cubes[seat][3] != 0)
            return ts_check_fail ("phase", _("The position does not fit the setup"), error);
      }
      break;
    case NW_PHASE_TURN:
      if (st->current == TS_SEAT_NONE || st->turn == 0 || st->setup_step != 0 ||
          st->idle_turns >= NW_STALEMATE_TURNS)
        return ts_check_fail (st->current == TS_SEAT_NONE ? "current" : st->turn == 0 ? "turn"
                              : st->setup_step != 0 ? "step" : "idle",
                              /* Translators: Network: why a position (a game
                                 state read from a file or typed in) is
                                 rejected */
                              _("The position has no player to move"), error);
      /* R1: the other seat takes turn 1, and then they alternate. */
      if (st->current != (st->turn % 2 == 1 ? nw_other (st->first_seat) : st->first_seat))
        return ts_check_fail ("current",
                              /* Translators: Network: why a position (a game
                                 state read from a file or typed in) is
                                 rejected: the players alternate, the second
                                 player taking the odd turns */
                              _("the player to move does not fit the turn number"), error);
      break;
    case NW_PHASE_OVER:
      if (st->current != TS_SEAT_NONE || st->setup_step != 0 || st->std_trade_used ||
          st->placed_this_turn || st->turn == 0)
        return ts_check_fail ("phase",
                              /* Translators: Network: why a position (a game
                                 state read from a file or typed in) is
                                 rejected */
                              _("The position does not fit a finished game"), error);
      /* R19, R20: a game ends with a win or a stalemate, nothing else. */
      if (best < NW_WIN_POINTS && st->idle_turns < NW_STALEMATE_TURNS)
        return ts_check_fail ("phase",
                              /* Translators: Network: why a position (a game
                                 state read from a file or typed in) is
                                 rejected: it says the game is over, but nobody
                                 has 10 points and there were not 12 turns in
                                 a row without a placement */
                              _("the game is over, but nobody has won and play has not stalled"),
                              error);
      break;
    default:
      /* Translators: Network: why a position (a game state read from a file
         or typed in) is rejected */
      return ts_check_fail ("phase", _("Unknown phase"), error);
    }

  /* R19: 10 points end the game at once. */
  if (st->phase != NW_PHASE_OVER && best >= NW_WIN_POINTS)
    return ts_check_fail ("phase",
                          /* Translators: Network: why a position (a game state
                             read from a file or typed in) is rejected: a player
                             has 10 points, which ends the game at once */
                          _("a player has 10 points: the game is over"), error);
  /* R20 counts the turns that ended without a placement. */
  if (st->idle_turns > ended)
    return ts_check_range ("idle", st->idle_turns, 0, ended, error);
  return TRUE;
}

static gboolean
parse_words (NwState             *st,
             const TsGameOption  *options,
             const char          *text,
             TsTextReader        *rd,
             GError             **error)
{
  static const char * const variant_words[] = { "standard", "simplified" };
  char word[16];
  int v, n;
  guint on_board[NW_N_SEATS][2] = { { 0, }, };

  nw_state_init_empty (st);
  ts_text_reader_init (rd, text);

  if (!ts_text_expect (rd, "network", error) || !ts_text_expect (rd, "1", error))
    return FALSE;
  /* The variant is the setup option "rules" (R21). */
  if (!ts_text_expect (rd, "variant", error) ||
      !ts_text_read_choice (rd, variant_words, G_N_ELEMENTS (variant_words), &v, error) ||
      !ts_check_option ("variant", options, "rules", v, error))
    return FALSE;
  st->simplified = v;
  if (!ts_text_expect (rd, "first", error) || !ts_text_read_seat (rd, "first", NW_N_SEATS, FALSE, &v, error))
    return FALSE;
  st->first_seat = v;

  if (!ts_text_expect (rd, "phase", error) ||
      !ts_text_read_choice (rd, phase_names, G_N_ELEMENTS (phase_names), &v, error))
    return FALSE;
  st->phase = v;
  if (!ts_text_expect (rd, "current", error) || !ts_text_read_word (rd, word, sizeof word, error))
    return FALSE;
  if (strcmp (word, "-") == 0)
    st->current = TS_SEAT_NONE;
  else
    {
      gint64 seat;

      if (!ts_text_parse_int (word, G_MININT, G_MAXINT, &seat))
        return ts_text_set_unexpected_error (error, word);
      if (!ts_check_seat ("current", seat, NW_N_SEATS, FALSE, error))
        return FALSE;
      st->current = (gint8) seat;
    }
  if (!ts_text_expect (rd, "step", error) || !ts_text_read_range (rd, "step", 0, NW_N_SETUP_SETS - 1, &v, error))
    return FALSE;
  st->setup_step = v;
  if (!ts_text_expect (rd, "turn", error) || !ts_text_read_range (rd, "turn", 0, G_MAXUINT16, &v, error))
    return FALSE;
  st->turn = v;
  if (!ts_text_expect (rd, "idle", error) || !ts_text_read_range (rd, "idle", 0, NW_STALEMATE_TURNS, &v, error))
    return FALSE;
  st->idle_turns = v;
  if (!ts_text_expect (rd, "traded", error) || !ts_text_read_flag (rd, "traded", &v, error))
    return FALSE;
  st->std_trade_used = v;
  if (!ts_text_expect (rd, "placed", error) || !ts_text_read_flag (rd, "placed", &v, error))
    return FALSE;
  st->placed_this_turn = v;

  if (!read_rows (rd, "nodes", st->corner, NW_SIZE + 1, NW_SIZE + 1, error) ||
      !read_rows (rd, "hbranches", st->edge, NW_SIZE, NW_SIZE + 1, error) ||
      !read_rows (rd, "vbranches", st->edge + NW_N_H_EDGES, NW_SIZE + 1, NW_SIZE, error) ||
      !read_rows (rd, "captured", st->captured, NW_SIZE, NW_SIZE, error))
    return FALSE;

  for (int seat = 0; seat < NW_N_SEATS; seat++)
    {
      if (!ts_text_expect (rd, "seat", error) || !ts_text_read_range (rd, "seat", seat, seat, &v, error) ||
          !ts_text_expect (rd, "cubes", error))
        return FALSE;
      for (int c = 0; c < NW_N_COLOURS; c++)
        {
          if (!ts_text_read_range (rd, "cubes", 0, 1000000, &v, error))
            return FALSE;
          st->cubes[seat][c] = v;
        }
      if (!ts_text_expect (rd, "left", error) || !ts_text_read_range (rd, "left", 0, NW_N_NODES, &v, error))
        return FALSE;
      st->nodes_left[seat] = v;
      if (!ts_text_read_range (rd, "left", 0, NW_N_BRANCHES, &v, error))
        return FALSE;
      st->branches_left[seat] = v;
    }

  if (!ts_text_expect (rd, "posts", error) || !ts_text_read_range (rd, "posts", 0, NW_N_CORNERS, &n, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      int corner, square;

      if (!read_corner (rd, &corner, error) || !ts_text_read_word (rd, word, sizeof word, error))
        return FALSE;
      if (!nw_square_parse (word, &square) || nw_tables->corner_post[corner] != square ||
          st->post_used[corner] != 0)
        return ts_check_fail ("posts",
                              /* Translators: Network: why a position (a game
                                 state read from a file or typed in) is
                                 rejected; trades give 3 cubes for 1 (the
                                 standard trade) or 2 for 1 at a trading post */
                              _("A trading post trade is recorded for a wrong corner"), error);
      st->post_used[corner] = (guint8) (1u << nw_tables->post_index[square]);
    }

  if (!ts_text_expect (rd, "collected", error) ||
      !ts_text_read_range (rd, "collected", 0, NW_N_CORNERS, &n, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      int corner;
      guint sum = 0;

      if (!read_corner (rd, &corner, error))
        return FALSE;
      for (int c = 0; c < NW_N_COLOURS; c++)
        {
          guint squares = 0;

          /* R5: one cube per square of that colour around the corner. */
          for (guint k = 0; k < nw_tables->corner_n_squares[corner]; k++)
            squares += nw_tables->square_type[nw_tables->corner_squares[corner][k]] == c;
          if (!ts_text_read_range (rd, "collected", 0, 4, &v, error))
            return FALSE;
          if ((guint) v > squares)
            return ts_check_fail ("collected",
                                  /* Translators: Network: why a position (a
                                     game state read from a file or typed in)
                                     is rejected; the board is a grid of
                                     coloured squares that give resource cubes;
                                     cubes are the resources, in four
                                     colours */
                                  _("A corner collected more cubes than it has squares"), error);
          st->collected[corner][c] = v;
          sum += v;
        }
      if (sum == 0)
        return ts_check_fail ("collected", _("A corner collected more cubes than it has squares"), error);
    }

  if (!ts_text_expect (rd, "end", error) || !ts_text_expect_end (rd, error))
    return FALSE;

  /* Consistency. */
  for (int k = 0; k < NW_N_CORNERS; k++)
    if (st->corner[k] >= 0)
      on_board[st->corner[k]][0]++;
  for (int e = 0; e < NW_N_EDGES; e++)
    if (st->edge[e] >= 0)
      on_board[st->edge[e]][1]++;
  for (int seat = 0; seat < NW_N_SEATS; seat++)
    if (on_board[seat][0] + st->nodes_left[seat] != NW_N_NODES ||
        on_board[seat][1] + st->branches_left[seat] != NW_N_BRANCHES)
      return ts_check_fail ("left",
                            /* Translators: Network: why a position (a game state
                               read from a file or typed in) is rejected */
                            _("The pieces on the board and in the supplies do not add up"), error);

  for (int s = 0; s < NW_N_SQUARES; s++)
    if (st->captured[s] >= 0 && !nw_state_square_enclosed (st, st->captured[s], s))
      return ts_check_fail ("captured",
                            /* Translators: Network: why a position (a game state
                               read from a file or typed in) is rejected; the
                               board is a grid of coloured squares that give
                               resource cubes; a square enclosed by a player's
                               branches is captured by that player */
                            _("A captured square is not enclosed by its captor"), error);

  nw_state_update_derived (st);
  return check_progress (st, error) && check_records (st, error);
}

/* parse_words, and the line where reading stopped in its error. */
static gboolean
parse_state (NwState             *st,
             const TsGameOption  *options,
             const char          *text,
             GError             **error)
{
  TsTextReader reader;

  return parse_words (st, options, text, &reader, error) || ts_text_reader_failed (&reader, error);
}

gboolean
nw_load_state (TsGame      *game,
               const char  *text,
               GError     **error)
{
  NwState parsed;
  g_autofree char *id = NULL;
  guint version = 0;

  if (ts_position_peek_version (text, &id, &version) && g_str_equal (id, "network") && version == 2)
    return nw_position2_load (game, text, error);
  if (!parse_state (&parsed, TS_GAME_GET_CLASS (game)->options, text, error))
    return FALSE;
  memcpy (nw_state (game), &parsed, sizeof (NwState));
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* The position as text for the command line                           */

char *
nw_describe_position (TsGame             *game,
                      const char * const *names)
{
  NwState *st = nw_state (game);
  GString *s = g_string_new (NULL);
  static const char node_chars[] = { 'o', 'p' };
  static const char *square_chars = "RYGBVT";

  /* Corners are "+" (empty), "o" (orange), "p" (purple); branches "-"/"|"
   * for orange, "="/"!" for purple; a square shows its type and limit,
   * "*" when exhausted, or "o"/"p" and its type when captured. */
  g_string_append (s, "   0");
  for (int i = 1; i <= NW_SIZE; i++)
    g_string_append_printf (s, "   %d", i);
  g_string_append_c (s, '\n');
  for (int j = 0; j <= NW_SIZE; j++)
    {
      g_string_append_printf (s, "%d  ", j);
      for (int i = 0; i <= NW_SIZE; i++)
        {
          int k = nw_corner_at (i, j);
          int role;

          if (st->corner[k] == TS_SEAT_NONE)
            g_string_append_c (s, '+');
          else
            {
              role = st->corner[k] == st->first_seat ? 0 : 1;
              g_string_append_c (s, node_chars[role]);
            }
          if (i < NW_SIZE)
            {
              int e = nw_h_edge (i, j);

              if (st->edge[e] == TS_SEAT_NONE)
                g_string_append (s, "   ");
              else
                g_string_append (s, st->edge[e] == st->first_seat ? "---" : "===");
            }
        }
      g_string_append_c (s, '\n');
      if (j == NW_SIZE)
        break;
      g_string_append (s, "   ");
      for (int i = 0; i <= NW_SIZE; i++)
        {
          int e = nw_v_edge (i, j);

          if (st->edge[e] == TS_SEAT_NONE)
            g_string_append_c (s, ' ');
          else
            g_string_append_c (s, st->edge[e] == st->first_seat ? '|' : '!');
          if (i < NW_SIZE)
            {
              int q = nw_square_at (i, j);
              char type = square_chars[nw_tables->square_type[q]];

              if (st->captured[q] != TS_SEAT_NONE)
                g_string_append_printf (s, "%c%c ", node_chars[st->captured[q] == st->first_seat ? 0 : 1],
                                        type);
              else if (nw_state_square_exhausted (st, q))
                g_string_append_printf (s, "%c* ", type);
              else if (nw_tables->square_limit[q] > 0)
                g_string_append_printf (s, "%c%u ", type, nw_tables->square_limit[q]);
              else
                g_string_append_printf (s, "%c  ", type);
            }
        }
      g_string_append_c (s, '\n');
    }
  g_string_append_c (s, '\n');
  /* Translators: Network: part of the text description of a position,
     printed by the command-line tool; nodes are the pieces built on the
     corners of squares; branches are the pieces built on the edges between
     corners; joined branches form a network */
  g_string_append (s, _("Nodes o and p; branches --- and | (o), === and ! (p); "
                        "squares: colour and limit, * exhausted, o or p captured.\n\n"));

  for (int role = 0; role < NW_N_SEATS; role++)
    {
      int seat = role == 0 ? st->first_seat : nw_other (st->first_seat);
      g_autofree char *score = ts_game_describe_score (game, seat);

      g_string_append_printf (s, role == 0
                              /* Translators: %c is the letter marking the player's pieces
                               * on the board ("o" or "p"), the first %s the player's name,
                               * the second the score */
                              ? _("%c %s (places the first set): %s\n")
                              /* Translators: Network: part of the text
                                 description of a position, printed by the
                                 command-line tool */
                              : _("%c %s (takes the first turn): %s\n"),
                              node_chars[role], names[seat], score);
      /* Translators: Network: part of the text description of a position,
         printed by the command-line tool; nodes are the pieces built on the
         corners of squares; branches are the pieces built on the edges
         between corners; joined branches form a network */
      g_string_append_printf (s, _("  cubes: R%u Y%u G%u B%u; supply: %u nodes, %u branches; "
                                   "largest network %u\n"),
                              st->cubes[seat][NW_RED], st->cubes[seat][NW_YELLOW],
                              st->cubes[seat][NW_GREEN], st->cubes[seat][NW_BLUE],
                              st->nodes_left[seat], st->branches_left[seat], st->largest[seat]);
    }

  switch ((NwPhase) st->phase)
    {
    case NW_PHASE_SETUP:
      /* Translators: Network: part of the text description of a position,
         printed by the command-line tool; a starting set is the node and
         branch each player places before the first turn */
      g_string_append_printf (s, _("Setup: %s places a starting set.\n"), names[st->current]);
      break;
    case NW_PHASE_TURN:
      /* Translators: Network: part of the text description of a position,
         printed by the command-line tool; trades give 3 cubes for 1 (the
         standard trade) or 2 for 1 at a trading post */
      g_string_append_printf (s, _("Turn %u: %s to play (3:1 trade %s).\n"), st->turn,
                              names[st->current],
                              st->std_trade_used
                              /* Translators: Network: in the text of a
                                 position, the 3:1 trade of this turn is
                                 used */
                              ? _("used")
                              /* Translators: Network: in the text of a
                                 position, the 3:1 trade of this turn is
                                 still available */
                              : _("available"));
      break;
    case NW_PHASE_OVER:
    default:
      /* Translators: Network: part of the text description of a position,
         printed by the command-line tool */
      g_string_append (s, _("The game is over.\n"));
      break;
    }

  /* No trailing blanks (empty edges and squares at the line ends). */
  {
    g_auto(GStrv) lines = g_strsplit (s->str, "\n", -1);

    g_string_truncate (s, 0);
    for (guint i = 0; lines[i] != NULL; i++)
      {
        if (i > 0)
          g_string_append_c (s, '\n');
        g_string_append (s, g_strchomp (lines[i]));
      }
  }
  return g_string_free (s, FALSE);
}

