/* trojhranna-position.c — the position text of Trojhranná hra: a whole
 * state, word by word (grammar in trojhranna-game.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "ts-check.h"
#include "ts-position.h"
#include "ts-text.h"
#include "trojhranna-private.h"

static const char * const phase_names[] = { "memorise", "choose", "place", "over" };

static const char *
card_word (int card)
{
  return card == TJ_CARD_UNKNOWN ? "?" : tj_card_name (card);
}

char *
tj_game_save_state (TsGame *game)
{
  TjState *st = tj_state (game);
  GString *s = g_string_new ("trojhranna 1\n");
  g_autofree char *rng = ts_rng_to_string (&st->rng);

  g_string_append_printf (s, "players %u first %u\n", st->n_players, st->first_seat);
  g_string_append_printf (s, "phase %s current ", phase_names[st->phase]);
  if (st->current == TS_SEAT_NONE)
    g_string_append (s, "-");
  else
    g_string_append_printf (s, "%d", st->current);
  g_string_append_printf (s, " turn %u\n", st->turn);
  g_string_append_printf (s, "rng %s\n", rng);

  g_string_append_printf (s, "table %u", st->n_table);
  for (guint i = 0; i < st->n_table; i++)
    {
      const TjTableCard *tc = &st->table[i];
      g_autofree char *cell = ts_tri_cell_to_string (tc->cell);

      g_string_append_printf (s, "\n  %s %s %u %u", cell, tj_card_name (tc->card), tc->rot, tc->seq);
    }

  g_string_append_printf (s, "\ndeck %u", st->n_deck);
  for (guint i = 0; i < st->n_deck; i++)
    g_string_append_printf (s, "%s%s", i % 15 == 0 ? "\n  " : " ",
                            card_word (st->deck[st->n_deck - 1 - i]));
  g_string_append (s, "\n");

  for (guint seat = 0; seat < st->n_players; seat++)
    {
      g_string_append_printf (s, "seat %u\n  dealt %u", seat, st->n_dealt[seat]);
      for (guint i = 0; i < st->n_dealt[seat]; i++)
        g_string_append_printf (s, " %s", card_word (st->dealt[seat][i]));
      g_string_append_printf (s, "\n  reserve %u", st->n_reserve[seat]);
      for (guint i = 0; i < st->n_reserve[seat]; i++)
        {
          const TjSlot *slot = &st->reserve[seat][i];

          g_string_append_printf (s, "\n    %s %u %u %u", card_word (slot->card),
                                  slot->notch, slot->known_by, slot->since);
        }
      g_string_append_printf (s, "\n  dead %u", st->n_dead[seat]);
      for (guint i = 0; i < st->n_dead[seat]; i++)
        g_string_append_printf (s, " %s", tj_card_name (st->dead[seat][i]));
      g_string_append_printf (s, "\n  pending %u", st->n_pending[seat]);
      for (guint i = 0; i < st->n_pending[seat]; i++)
        g_string_append_printf (s, " %s %u", tj_card_name (st->pending[seat][i].card),
                                st->pending[seat][i].slot);
      g_string_append (s, "\n");
    }

  if (st->flipped < 0)
    g_string_append (s, "flipped none\n");
  else
    g_string_append_printf (s, "flipped %s %s\n", tj_card_name (st->flipped),
                            st->flipped_source == TJ_SOURCE_DECK ? "deck" : "reserve");

  g_string_append (s, "end\n");
  return g_string_free (s, FALSE);
}

static gboolean
read_card (TsTextReader  *reader,
           gboolean       allow_unknown,
           gint8         *card,
           GError       **error)
{
  char word[8];
  int id;

  if (!ts_text_read_word (reader, word, sizeof word, error))
    return FALSE;
  if (allow_unknown && strcmp (word, "?") == 0)
    {
      *card = TJ_CARD_UNKNOWN;
      return TRUE;
    }
  id = tj_card_from_name (word);
  if (id < 0)
    {
      g_autofree char *quoted = ts_text_quote (word, 8);

      /* Translators: %s is a word of a saved position */
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE,
                   /* Translators: Trojhranná hra: a text of the game; the
                      cards are triangles with a colour in each corner */
                   _("“%s” is not a card here"), quoted);
      return FALSE;
    }
  *card = (gint8) id;
  return TRUE;
}

static gboolean
read_cell (TsTextReader  *reader,
           TsTriCell     *cell,
           GError       **error)
{
  char word[24];

  if (!ts_text_read_word (reader, word, sizeof word, error))
    return FALSE;
  if (!ts_tri_cell_from_string (word, cell, NULL) || !tj_cell_in_range (cell->q, cell->r))
    {
      g_autofree char *quoted = ts_text_quote (word, 24);

      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE,
                   /* Translators: Trojhranná hra: a text of the game; cards
                      are placed on the cells of the table (the play area) */
                   _("“%s” is not a table cell"), quoted);
      return FALSE;
    }
  return TRUE;
}

/* A seat of the field FIELD, or "-" for nobody. */
static gboolean
read_seat_or_none (TsTextReader  *rd,
                   const char    *field,
                   guint          n_players,
                   int           *seat,
                   GError       **error)
{
  char word[16];
  gint64 v;

  if (!ts_text_read_word (rd, word, sizeof word, error))
    return FALSE;
  if (strcmp (word, "-") == 0)
    {
      *seat = TS_SEAT_NONE;
      return TRUE;
    }
  if (!ts_text_parse_int (word, G_MININT, G_MAXINT, &v))
    return ts_text_set_unexpected_error (error, word);
  if (!ts_check_seat (field, v, n_players, FALSE, error))
    return FALSE;
  *seat = (int) v;
  return TRUE;
}

/* The "last" entry of older positions (after the word "last"):
 *   none
 *   | SEAT deck|reserve CARD kept penalties 0
 *   | SEAT deck|reserve CARD placed CELL HEXAGONS penalties N
 *                then N × "SEAT deck|table CARD|?"
 * TURN says whether it named a turn. */
static gboolean
read_legacy_last (TsTextReader   *rd,
                  const TjState  *st,
                  gboolean       *turn,
                  GError        **error)
{
  static const char * const sources[] = { "deck", "reserve" };
  static const char * const fates[] = { "kept", "placed" };
  static const char * const origins[] = { "deck", "table" };
  char word[16];
  gint64 seat;
  gint8 card;
  TsTriCell cell;
  int v, n, placed, hexagons = 0;

  if (!ts_text_read_word (rd, word, sizeof word, error))
    return FALSE;
  *turn = strcmp (word, "none") != 0;
  if (!*turn)
    return TRUE;

  if (!ts_text_parse_int (word, G_MININT, G_MAXINT, &seat))
    return ts_text_set_unexpected_error (error, word);
  if (!ts_check_seat ("last", seat, st->n_players, FALSE, error))
    return FALSE;
  if (!ts_text_read_choice (rd, sources, G_N_ELEMENTS (sources), &v, error) ||
      !read_card (rd, FALSE, &card, error) ||
      !ts_text_read_choice (rd, fates, G_N_ELEMENTS (fates), &placed, error))
    return FALSE;
  if (placed && (!read_cell (rd, &cell, error) || !ts_text_read_range (rd, "last", 0, 3, &hexagons, error)))
    return FALSE;
  if (!ts_text_expect (rd, "penalties", error) ||
      !ts_text_read_range (rd, "last", 0, hexagons * (st->n_players - 1), &n, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      int from_table;

      if (!ts_text_read_seat (rd, "last", st->n_players, FALSE, &v, error))
        return FALSE;
      if (v == seat)
        return ts_check_fail ("last",
                              /* Translators: Trojhranná hra: why a position (a
                                 game state read from a file or typed in) is
                                 rejected; six cards around a point make a
                                 hexagon; whoever completes one gives each
                                 opponent a penalty card; penalty points are
                                 bad: the player with the fewest wins */
                              _("A player cannot take a penalty for their own hexagon"), error);
      if (!ts_text_read_choice (rd, origins, G_N_ELEMENTS (origins), &from_table, error) ||
          !read_card (rd, !from_table, &card, error))
        return FALSE;
    }
  return TRUE;
}

/* One seat's block: "seat S dealt … reserve … dead … pending …". */
static gboolean
read_seat_block (TsTextReader  *rd,
                 TjState       *st,
                 int            seat,
                 GError       **error)
{
  int v, n;

  if (!ts_text_expect (rd, "seat", error) || !ts_text_read_range (rd, "seat", seat, seat, &v, error))
    return FALSE;

  if (!ts_text_expect (rd, "dealt", error) || !ts_text_read_range (rd, "dealt", 0, TJ_N_DEALT, &n, error))
    return FALSE;
  if (n != 0 && n != TJ_N_DEALT)
    return ts_check_fail ("dealt",
                          /* Translators: Trojhranná hra: why a position (a game
                             state read from a file or typed in) is rejected; the
                             cards are triangles with a colour in each corner */
                          _("A player holds a wrong number of dealt cards"), error);
  st->n_dealt[seat] = n;
  for (int i = 0; i < n; i++)
    if (!read_card (rd, TRUE, &st->dealt[seat][i], error))
      return FALSE;

  if (!ts_text_expect (rd, "reserve", error) || !ts_text_read_range (rd, "reserve", 0, TJ_N_CARDS, &n, error))
    return FALSE;
  st->n_reserve[seat] = n;
  for (int i = 0; i < n; i++)
    {
      TjSlot *slot = &st->reserve[seat][i];
      gint64 known;

      if (!read_card (rd, TRUE, &slot->card, error) ||
          !ts_text_read_index (rd, "reserve", 3, FALSE, &v, error))
        return FALSE;
      slot->notch = v;
      if (!ts_text_read_int (rd, G_MININT, G_MAXINT, &known, error) ||
          !(known < 0 ? ts_check_range ("reserve", known, 0, TJ_ALL_SEATS (st), error)
                      : ts_check_mask ("reserve", (guint64) known, st->n_players, error)))
        return FALSE;
      slot->known_by = (guint8) known;
      /* Every reserve card was seen by its owner when it came in (§7);
       * only a seat's forgetting memory hides the face again. */
      if (slot->card != TJ_CARD_UNKNOWN && !(slot->known_by & (1u << seat)))
        return ts_check_fail ("reserve",
                              /* Translators: Trojhranná hra: why a position (a
                                 game state read from a file or typed in) is
                                 rejected; the reserve is a player's row of
                                 face-down cards, each with the set of seats
                                 that have seen it */
                              _("the owner of a reserve card has seen it"), error);
      /* SINCE is a past turn. */
      if (!ts_text_read_range (rd, "reserve", 0, st->turn, &v, error))
        return FALSE;
      slot->since = v;
    }

  if (!ts_text_expect (rd, "dead", error) || !ts_text_read_range (rd, "dead", 0, TJ_N_CARDS, &n, error))
    return FALSE;
  st->n_dead[seat] = n;
  for (int i = 0; i < n; i++)
    if (!read_card (rd, FALSE, &st->dead[seat][i], error))
      return FALSE;

  if (!ts_text_expect (rd, "pending", error) ||
      !ts_text_read_range (rd, "pending", 0, st->n_reserve[seat], &n, error))
    return FALSE;
  st->n_pending[seat] = n;
  for (int i = 0; i < n; i++)
    {
      TjPending *p = &st->pending[seat][i];
      const TjSlot *slot;

      if (!read_card (rd, FALSE, &p->card, error) ||
          !ts_text_read_index (rd, "pending", st->n_reserve[seat], FALSE, &v, error))
        return FALSE;
      p->slot = v;
      slot = &st->reserve[seat][v];
      if (slot->card != TJ_CARD_UNKNOWN && slot->card != p->card)
        return ts_check_fail ("pending",
                              /* Translators: Trojhranná hra: why a position (a
                                 game state read from a file or typed in) is
                                 rejected; penalty points are bad: the player
                                 with the fewest wins; the reserve is the place
                                 for a card that could not be placed */
                              _("A pending penalty card is not in its reserve slot"), error);
      for (int j = 0; j < i; j++)
        if (st->pending[seat][j].slot >= p->slot)
          return ts_check_fail ("pending", _("A pending penalty card is not in its reserve slot"), error);
      /* A penalty card from the deck is shown to its recipient alone
       * (R11). */
      if (slot->known_by != (1u << seat))
        return ts_check_fail ("pending",
                              /* Translators: Trojhranná hra: why a position (a
                                 game state read from a file or typed in) is
                                 rejected; a pending card is a penalty card
                                 from the deck that only its recipient may see */
                              _("a pending penalty card is known to its recipient alone"), error);
    }
  return TRUE;
}

/* Every card is somewhere exactly once; faces may be unknown.  SEEN
 * holds TJ_N_CARDS flags, all FALSE. */
static gboolean
check_cards (const TjState  *st,
             gboolean       *seen,
             GError        **error)
{
  guint total = st->n_table + st->n_deck + (st->flipped >= 0);

  for (int seat = 0; seat < st->n_players; seat++)
    total += st->n_dealt[seat] + st->n_reserve[seat] + st->n_dead[seat];
  if (total != TJ_N_CARDS)
    /* Translators: Trojhranná hra: why a position (a game state read from a
       file or typed in) is rejected; the cards are triangles with a colour
       in each corner */
    return ts_game_set_bad_state_error (error, _("The position does not hold exactly 45 cards"));

#define SEE(c) G_STMT_START {                                               \
    int c_ = (c);                                                          \
    if (c_ != TJ_CARD_UNKNOWN)                                             \
      {                                                                    \
        if (seen[c_])                                                      \
          return ts_check_fail (tj_card_name (c_),                         \
                                /* Translators: Trojhranná hra: why a      \
                                   position is rejected */                 \
                                _("A card appears twice in the position"), error); \
        seen[c_] = TRUE;                                                   \
      }                                                                    \
  } G_STMT_END
  for (guint i = 0; i < st->n_table; i++)
    SEE (st->table[i].card);
  for (guint i = 0; i < st->n_deck; i++)
    SEE (st->deck[i]);
  if (st->flipped >= 0)
    SEE (st->flipped);
  for (int seat = 0; seat < st->n_players; seat++)
    {
      for (guint i = 0; i < st->n_dealt[seat]; i++)
        SEE (st->dealt[seat][i]);
      for (guint i = 0; i < st->n_reserve[seat]; i++)
        SEE (st->reserve[seat][i].card);
      for (guint i = 0; i < st->n_dead[seat]; i++)
        SEE (st->dead[seat][i]);
    }
  /* Pending faces are known copies of reserve slots: an unknown slot must
   * not hide a card that is visible elsewhere. */
  for (int seat = 0; seat < st->n_players; seat++)
    for (guint i = 0; i < st->n_pending[seat]; i++)
      {
        const TjPending *p = &st->pending[seat][i];

        if (st->reserve[seat][p->slot].card == TJ_CARD_UNKNOWN)
          SEE (p->card);
      }
#undef SEE
  return TRUE;
}

/* The phase agrees with everything else. */
static gboolean
check_phase (TjState   *st,
             gboolean   legacy_turn,
             GError   **error)
{
  switch ((TjPhase) st->phase)
    {
    case TJ_PHASE_MEMORISE:
      {
        gboolean arranged = TRUE;

        if (st->current == TS_SEAT_NONE || st->n_table != 0 || st->flipped >= 0 ||
            st->turn != 0 || legacy_turn)
          return ts_check_fail ("phase",
                                /* Translators: Trojhranná hra: why a position (a
                                   game state read from a file or typed in) is
                                   rejected; at the start each player memorises
                                   their three dealt cards */
                                _("The position does not fit the memorisation phase"), error);
        for (int j = 0; j < st->n_players; j++)
          {
            int seat = (st->first_seat + j) % st->n_players;

            if (seat == st->current)
              arranged = FALSE;
            if (st->n_dead[seat] != 0 || st->n_pending[seat] != 0 ||
                st->n_reserve[seat] != (arranged ? TJ_N_DEALT : 0) ||
                st->n_dealt[seat] != (arranged ? 0 : TJ_N_DEALT))
              return ts_check_fail ("phase", _("The position does not fit the memorisation phase"),
                                    error);
          }
      }
      break;

    case TJ_PHASE_CHOOSE:
    case TJ_PHASE_PLACE:
    case TJ_PHASE_OVER:
      for (int seat = 0; seat < st->n_players; seat++)
        if (st->n_dealt[seat] != 0)
          return ts_check_fail ("dealt",
                                /* Translators: Trojhranná hra: why a position (a
                                   game state read from a file or typed in) is
                                   rejected; the cards are triangles with a
                                   colour in each corner; at the start each
                                   player memorises their three dealt cards */
                                _("Dealt cards are left after the memorisation phase"), error);
      if (st->phase == TJ_PHASE_OVER)
        {
          /* R14: the game ends when the deck is empty, and only then. */
          if (st->current != TS_SEAT_NONE || st->flipped >= 0 || st->n_deck != 0)
            return ts_check_fail ("phase", _("The position does not fit a finished game"), error);
        }
      else if (st->current == TS_SEAT_NONE || st->n_table == 0)
        return ts_check_fail (st->current == TS_SEAT_NONE ? "current" : "table",
                              /* Translators: Trojhranná hra: why a position (a
                                 game state read from a file or typed in) is
                                 rejected; cards are placed on the cells of the
                                 table (the play area) */
                              _("The position has no player to move or no table"), error);
      else if (st->phase == TJ_PHASE_CHOOSE && (st->flipped >= 0 || st->n_deck == 0))
        return ts_check_fail (st->flipped >= 0 ? "flipped" : "deck",
                              /* Translators: Trojhranná hra: why a position (a
                                 game state read from a file or typed in) is
                                 rejected */
                              _("The position does not fit the choosing phase"), error);
      else if (st->phase == TJ_PHASE_PLACE && st->flipped < 0)
        return ts_check_fail ("flipped",
                              /* Translators: Trojhranná hra: why a position (a
                                 game state read from a file or typed in) is
                                 rejected; the cards are triangles with a colour
                                 in each corner */
                              _("There is no card to place"), error);
      else if (st->phase == TJ_PHASE_PLACE && st->n_deck == 0 && st->flipped_source != TJ_SOURCE_DECK)
        /* R14: the game ended when the deck ran out; only the last deck
         * card can still wait for its place. */
        return ts_check_fail ("flipped",
                              /* Translators: Trojhranná hra: why a position (a
                                 game state read from a file or typed in) is
                                 rejected; the game ends with the turn that
                                 takes the last deck card */
                              _("with an empty deck only the last deck card can wait to be placed"),
                              error);
      else if (st->phase == TJ_PHASE_PLACE && st->n_pending[st->current] != 0)
        /* Taking the card showed the player its pending penalty cards. */
        return ts_check_fail ("pending",
                              /* Translators: Trojhranná hra: why a position (a
                                 game state read from a file or typed in) is
                                 rejected; a pending card is a penalty card the
                                 player has not been shown yet, which happens
                                 when the player takes a card */
                              _("the player to move has already been shown its penalty cards"),
                              error);
      break;

    default:
      return ts_check_fail ("phase", _("Unknown phase"), error);
    }

  tj_state_rebuild (st);
  /* R8/R9: a flipped card waiting for placement must have a place. */
  if (st->phase == TJ_PHASE_PLACE && !tj_state_card_fits (st, st->flipped))
    return ts_check_fail ("flipped",
                          /* Translators: Trojhranná hra: why a position (a game
                             state read from a file or typed in) is rejected;
                             the cards are triangles with a colour in each
                             corner */
                          _("The flipped card has no legal place"), error);
  return TRUE;
}

static gboolean
parse_words (TjState       *st,
             const char    *text,
             TsTextReader  *rd,
             GError       **error)
{
  static const char * const sources[] = { "deck", "reserve" };
  char word[128];
  int v, n;
  gboolean seen[TJ_N_CARDS] = { FALSE, };
  gboolean legacy_turn = FALSE;

  tj_state_init_empty (st);
  ts_text_reader_init (rd, text);

  if (!ts_text_expect (rd, "trojhranna", error) || !ts_text_expect (rd, "1", error))
    return FALSE;

  if (!ts_text_expect (rd, "players", error) || !ts_text_read_range (rd, "players", 2, TJ_MAX_SEATS, &v, error))
    return FALSE;
  st->n_players = v;
  if (!ts_text_expect (rd, "first", error) ||
      !ts_text_read_seat (rd, "first", st->n_players, FALSE, &v, error))
    return FALSE;
  st->first_seat = v;

  if (!ts_text_expect (rd, "phase", error) ||
      !ts_text_read_choice (rd, phase_names, G_N_ELEMENTS (phase_names), &v, error))
    return FALSE;
  st->phase = v;
  if (!ts_text_expect (rd, "current", error) ||
      !read_seat_or_none (rd, "current", st->n_players, &v, error))
    return FALSE;
  st->current = (gint8) v;
  if (!ts_text_expect (rd, "turn", error) || !ts_text_read_range (rd, "turn", 0, G_MAXUINT16, &v, error))
    return FALSE;
  st->turn = v;

  if (!ts_text_expect (rd, "rng", error) || !ts_text_read_word (rd, word, sizeof word, error) ||
      !ts_rng_from_string (&st->rng, word, error))
    return FALSE;

  /* Table */
  if (!ts_text_expect (rd, "table", error) || !ts_text_read_range (rd, "table", 0, TJ_N_CARDS, &n, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      TjTableCard *tc = &st->table[i];
      gint8 card;

      if (!read_cell (rd, &tc->cell, error) || !read_card (rd, FALSE, &card, error) ||
          !ts_text_read_index (rd, "table", 3, FALSE, &v, error))
        return FALSE;
      tc->card = card;
      tc->rot = v;
      if (!ts_text_read_range (rd, "table", 0, TJ_N_CARDS - 1, &v, error))
        return FALSE;
      if (v != i)
        return ts_check_fail ("table",
                              /* Translators: Trojhranná hra: why a position (a
                                 game state read from a file or typed in) is
                                 rejected; the cards are triangles with a colour
                                 in each corner; cards are placed on the cells of
                                 the table (the play area) */
                              _("Table cards must be listed in the order they were placed"), error);
      tc->seq = v;
      for (int j = 0; j < i; j++)
        if (ts_tri_cell_equal (st->table[j].cell, tc->cell))
          return ts_check_fail ("table",
                                /* Translators: Trojhranná hra: why a position (a
                                   game state read from a file or typed in) is
                                   rejected; the cards are triangles with a
                                   colour in each corner; cards are placed on the
                                   cells of the table (the play area) */
                                _("Two table cards lie in the same cell"), error);
      st->n_table++;
    }

  /* Deck, top first */
  if (!ts_text_expect (rd, "deck", error) || !ts_text_read_range (rd, "deck", 0, TJ_N_CARDS, &n, error))
    return FALSE;
  st->n_deck = n;
  for (int i = 0; i < n; i++)
    if (!read_card (rd, TRUE, &st->deck[n - 1 - i], error))
      return FALSE;

  for (int seat = 0; seat < st->n_players; seat++)
    if (!read_seat_block (rd, st, seat, error))
      return FALSE;

  /* Flipped card */
  if (!ts_text_expect (rd, "flipped", error) || !ts_text_read_word (rd, word, sizeof word, error))
    return FALSE;
  if (strcmp (word, "none") != 0)
    {
      int id = tj_card_from_name (word);

      if (id < 0)
        return ts_check_fail ("flipped",
                              /* Translators: Trojhranná hra: why a position (a
                                 game state read from a file or typed in) is
                                 rejected; the cards are triangles with a colour
                                 in each corner */
                              _("The flipped card is not a card"), error);
      st->flipped = id;
      if (!ts_text_read_choice (rd, sources, G_N_ELEMENTS (sources), &v, error))
        return FALSE;
      st->flipped_source = v;
    }

  /* Positions written before events told the last turn end with a "last"
   * entry: read and checked as it was, then dropped. */
  if (!ts_text_read_word (rd, word, sizeof word, error))
    return FALSE;
  if (strcmp (word, "last") == 0)
    {
      if (!read_legacy_last (rd, st, &legacy_turn, error) ||
          !ts_text_read_word (rd, word, sizeof word, error))
        return FALSE;
    }
  if (strcmp (word, "end") != 0)
    return ts_text_set_unexpected_error (error, word);
  if (!ts_text_expect_end (rd, error))
    return FALSE;

  return check_cards (st, seen, error) && check_phase (st, legacy_turn, error);
}

/* parse_words, and the line where reading stopped in its error. */
static gboolean
parse_state (TjState     *st,
             const char  *text,
             GError     **error)
{
  TsTextReader reader;

  return parse_words (st, text, &reader, error) || ts_text_reader_failed (&reader, error);
}

gboolean
tj_game_load_state (TsGame      *game,
                    const char  *text,
                    GError     **error)
{
  g_autofree TjState *parsed = g_new0 (TjState, 1);
  g_autofree char *id = NULL;
  guint version = 0;

  if (ts_position_peek_version (text, &id, &version) && g_str_equal (id, "trojhranna") && version == 2)
    return tj_position2_load (game, text, error);
  if (!parse_state (parsed, text, error))
    return FALSE;

  memcpy (tj_state (game), parsed, sizeof (TjState));
  return TRUE;
}

