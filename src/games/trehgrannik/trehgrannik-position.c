/* trehgrannik-position.c — the position text of Trehgrannik: a whole
 * state, word by word (docs/positions/trehgrannik.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "ts-check.h"
#include "ts-position.h"
#include "ts-text.h"
#include "trehgrannik-private.h"

static const char * const phase_words[] = {
  "turn", "add", "move", "dest", "build", "line", "slot", "recycle", "over",
};
static const char * const reason_words[] = { "none", "trigger", "stall", "quiet", "turns" };
static const char * const kind_words[] = { "none", "module", "base" };
static const char * const layout_words[] = { "random", "reference" };
static const char * const yes_no[] = { "no", "yes" };

static void
append_counts (GString      *s,
               const char   *label,
               const guint8 *counts,
               guint         hidden)
{
  g_string_append_printf (s, "%s %u", label, tg_count (counts) + hidden);
  for (int c = 0; c < TG_N_CARDS; c++)
    for (int k = 0; k < counts[c]; k++)
      g_string_append_printf (s, " %s", tg_cards[c].code);
  for (guint k = 0; k < hidden; k++)
    g_string_append (s, " ?");
  g_string_append_c (s, '\n');
}

static void
append_signed (GString *s,
               int      v)
{
  if (v < 0)
    g_string_append (s, " -");
  else
    g_string_append_printf (s, " %d", v);
}

char *
tg_game_save_state (TsGame *game)
{
  TgState *st = tg_state (game);
  GString *s = g_string_new ("trehgrannik 1\n");
  g_autofree char *rng = ts_rng_to_string (&st->rng);
  TsHex dest = tg_hex_at (st->dest);

  g_string_append_printf (s, "players %u first %u layout %s no-systems %s\n", st->n_players,
                          st->first_seat, layout_words[st->reference], yes_no[st->no_systems]);
  g_string_append (s, "board");
  for (int p = 0; p < TG_N_POSITIONS; p++)
    g_string_append_printf (s, " %c%u", tg_part_letters[st->part_at[p]], st->rot_at[p]);
  g_string_append_printf (s, "\nturn %u current", st->turn);
  append_signed (s, st->current);
  g_string_append_printf (s, " phase %s\n", phase_words[st->phase]);
  g_string_append (s, "end trigger");
  append_signed (s, st->trigger);
  g_string_append_printf (s, " final %u stall %u quiet %u reason %s built %u drew %u idle %u\n",
                          st->final_turns, st->stall, st->quiet, reason_words[st->end_reason],
                          st->turn_built, st->turn_drew, st->turn_idle_start);
  g_string_append_printf (s, "action picks %u center %u ability %s fee %s dest %d,%d\n",
                          st->picks_left, st->center_active,
                          st->ability >= 0 ? tg_fore_tiles[st->ability].id : "-",
                          st->fee >= 0 ? tg_cards[st->fee].code : "-", dest.q, dest.r);
  g_string_append_printf (s, "build %u", st->build.n);
  for (guint i = 0; i < st->build.n; i++)
    g_string_append_printf (s, " %s %u", tg_cards[st->build.cards[i]].code, st->build.doubled[i]);
  g_string_append_printf (s, "\nlines %u", st->n_lines);
  for (guint i = 0; i < st->n_lines; i++)
    g_string_append_printf (s, " %s", tg_direction_word (st->lines[i]));
  g_string_append_printf (s, "\nplayed %u", st->n_played);
  for (guint i = 0; i < st->n_played; i++)
    g_string_append_printf (s, " %s", tg_cards[st->played[i]].code);
  g_string_append_printf (s, "\nrng %s\n", rng);

  g_string_append_printf (s, "deck %u", st->n_deck);
  for (guint i = 0; i < st->n_deck; i++)
    {
      int c = st->deck[st->n_deck - 1 - i];

      g_string_append_printf (s, "%s%s", i % 12 == 0 ? "\n " : " ", c >= 0 ? tg_cards[c].code : "?");
    }
  g_string_append_c (s, '\n');
  append_counts (s, "market", st->market, 0);
  append_counts (s, "box-forepart", st->box_fore, 0);
  append_counts (s, "box-production", st->box_prod, st->box_prod_hidden);

  for (int seat = 0; seat < st->n_players; seat++)
    {
      TsHex at = tg_hex_at (st->at[seat]);

      g_string_append_printf (s, "seat %d gc %d supply %u %u built %u at %d,%d fore %s main %s\n",
                              seat, st->gc[seat], st->modules[seat], st->bases[seat], st->built[seat],
                              at.q, at.r, tg_fore_tiles[st->fore[seat]].id,
                              tg_main_tiles[st->main_part[seat]].id);
      g_string_append (s, " ");
      append_counts (s, "hand", st->hand[seat], st->hand_hidden[seat]);
      g_string_append_printf (s, " hidden-production %u\n", st->hidden_prod[seat]);
      for (int k = 0; k < TG_N_SLOTS; k++)
        {
          g_string_append (s, " ");
          append_counts (s, tg_slot_word (k), st->slot[seat][k], 0);
        }
    }

  {
    guint n = 0;

    for (int h = 0; h < TG_N_HEXES; h++)
      n += st->owner[h] >= 0;
    g_string_append_printf (s, "projects %u\n", n);
    for (int h = 0; h < TG_N_HEXES; h++)
      if (st->owner[h] >= 0)
        {
          TsHex hex = tg_hex_at (h);

          g_string_append_printf (s, " %d,%d %d %s\n", hex.q, hex.r, st->owner[h], kind_words[st->kind[h]]);
        }
  }
  g_string_append (s, "end\n");
  return g_string_free (s, FALSE);
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */

/* "“WORD” is not WHAT" for the field FIELD. */
static gboolean
bad_word (const char  *field,
          const char  *word,
          const char  *what,
          GError     **error)
{
  g_autofree char *quoted = ts_text_quote (word, 16);
  /* Translators: "“XYZ” is not a card" — %s are the word and what was expected */
  g_autofree char *reason = g_strdup_printf (_("“%s” is not %s"), quoted, what);

  return ts_check_fail (field, reason, error);
}

static gboolean
read_card (TsTextReader  *rd,
           const char    *field,
           gboolean       allow_unknown,
           int           *card,
           GError       **error)
{
  char word[16];

  if (!ts_text_read_word (rd, word, sizeof word, error))
    return FALSE;
  if (allow_unknown && strcmp (word, "?") == 0)
    {
      *card = TG_CARD_UNKNOWN;
      return TRUE;
    }
  *card = tg_card_from_code (word);
  if (*card < 0)
    /* Translators: Trehgrannik: what was expected at a place in a position
       text, e.g. "expected a card" */
    return bad_word (field, word, _("a card"), error);
  return TRUE;
}

/* A seat of the field FIELD, or "-" for nobody (-1). */
static gboolean
read_seat_or_none (TsTextReader  *rd,
                   const char    *field,
                   guint          n_players,
                   int           *value,
                   GError       **error)
{
  char word[16];
  gint64 v;

  if (!ts_text_read_word (rd, word, sizeof word, error))
    return FALSE;
  if (strcmp (word, "-") == 0)
    {
      *value = -1;
      return TRUE;
    }
  if (!ts_text_parse_int (word, G_MININT, G_MAXINT, &v))
    return ts_text_set_unexpected_error (error, word);
  if (!ts_check_seat (field, v, n_players, FALSE, error))
    return FALSE;
  *value = (int) v;
  return TRUE;
}

static gboolean
read_hex (TsTextReader  *rd,
          const char    *field,
          int           *index,
          GError       **error)
{
  char word[24];
  TsHex hex;

  if (!ts_text_read_word (rd, word, sizeof word, error))
    return FALSE;
  if (!ts_hex_from_string (word, &hex, NULL) || (*index = tg_hex_index (hex)) < 0)
    /* Translators: Trehgrannik: what was expected at a place in a position
       text, e.g. "expected a card"; the planet map is made of hexes of
       different terrain */
    return bad_word (field, word, _("a hex of the board"), error);
  return TRUE;
}

/* "LABEL N CARD…" into counts; unknown cards ("?") into *HIDDEN. */
static gboolean
read_counts (TsTextReader  *rd,
             const char    *label,
             guint8        *counts,
             guint8        *hidden,
             GError       **error)
{
  int n;

  if (!ts_text_expect (rd, label, error) || !ts_text_read_range (rd, label, 0, TG_N_DECK_MAX, &n, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      int card;

      if (!read_card (rd, label, hidden != NULL, &card, error))
        return FALSE;
      if (card < 0)
        (*hidden)++;
      else
        counts[card]++;
    }
  return TRUE;
}

static gboolean
read_choice (TsTextReader       *rd,
             const char         *label,
             const char * const *words,
             guint               n,
             int                *value,
             GError            **error)
{
  return ts_text_expect (rd, label, error) && ts_text_read_choice (rd, words, n, value, error);
}

static gboolean
read_tile (TsTextReader  *rd,
           const char    *label,
           const TgTile  *tiles,
           int           *value,
           GError       **error)
{
  const char *ids[4] = { tiles[0].id, tiles[1].id, tiles[2].id, tiles[3].id };

  return read_choice (rd, label, ids, 4, value, error);
}

/* The first lines: the setup, the board, the turn and the end. */
static gboolean
parse_head (TsTextReader        *rd,
            TgState             *st,
            const TsGameOption  *options,
            GError             **error)
{
  int v, n;
  gboolean used[TG_N_PARTS] = { FALSE, };

  if (!ts_text_expect (rd, "trehgrannik", error) || !ts_text_expect (rd, "1", error) ||
      !ts_text_expect (rd, "players", error) || !ts_text_read_range (rd, "players", 2, TG_MAX_SEATS, &n, error))
    return FALSE;
  st->n_players = n;
  if (!ts_text_expect (rd, "first", error) || !ts_text_read_seat (rd, "first", n, FALSE, &v, error))
    return FALSE;
  st->first_seat = v;
  /* The two setup options, as "new --option" accepts them. */
  if (!read_choice (rd, "layout", layout_words, 2, &v, error) ||
      !ts_check_option ("layout", options, "layout", v, error))
    return FALSE;
  st->reference = v;
  if (!read_choice (rd, "no-systems", yes_no, 2, &v, error) ||
      !ts_check_option ("no-systems", options, "no-systems", v, error))
    return FALSE;
  st->no_systems = v;

  if (!ts_text_expect (rd, "board", error))
    return FALSE;
  for (int p = 0; p < TG_N_POSITIONS; p++)
    {
      char word[8];
      const char *letter;

      if (!ts_text_read_word (rd, word, sizeof word, error))
        return FALSE;
      letter = word[0] ? strchr (tg_part_letters + 1, word[0]) : NULL;
      if (strlen (word) != 2 || letter == NULL || word[1] < '0' || word[1] > '5' ||
          used[letter - tg_part_letters])
        /* Translators: Trehgrannik: what was expected at a place in a
           position text, e.g. "expected a card" */
        return bad_word ("board", word, _("a board part and its rotation"), error);
      used[letter - tg_part_letters] = TRUE;
      st->part_at[p] = letter - tg_part_letters;
      st->rot_at[p] = word[1] - '0';
      /* §3.4: the reference layout is A … F unrotated. */
      if (st->reference && (st->part_at[p] != p + 1 || st->rot_at[p] != 0))
        return ts_check_fail ("layout",
                              /* Translators: Trehgrannik: why a position (a game
                                 state read from a file or typed in) is rejected;
                                 the reference layout is the fixed arrangement of
                                 the board parts in the rule book */
                              _("the board is not the reference layout"), error);
    }
  tg_state_assemble (st);

  if (!ts_text_expect (rd, "turn", error) || !ts_text_read_range (rd, "turn", 0, TG_MAX_TURNS, &v, error))
    return FALSE;
  st->turn = v;
  if (!ts_text_expect (rd, "current", error) || !read_seat_or_none (rd, "current", n, &v, error))
    return FALSE;
  st->current = v;
  if (!read_choice (rd, "phase", phase_words, G_N_ELEMENTS (phase_words), &v, error))
    return FALSE;
  st->phase = v;
  if ((st->phase == TG_PHASE_OVER) != (st->current < 0))
    return ts_check_fail ("current",
                          /* Translators: Trehgrannik: why a position (a game
                             state read from a file or typed in) is rejected */
                          _("Only a game that is over has no current player"), error);

  if (!ts_text_expect (rd, "end", error) || !ts_text_expect (rd, "trigger", error) ||
      !read_seat_or_none (rd, "trigger", n, &v, error))
    return FALSE;
  st->trigger = v;
  if (!ts_text_expect (rd, "final", error) || !ts_text_read_range (rd, "final", 0, n - 1, &v, error))
    return FALSE;
  st->final_turns = v;
  if (!ts_text_expect (rd, "stall", error) ||
      !ts_text_read_range (rd, "stall", 0, TG_STALL_TURNS_PER_PLAYER * n, &v, error))
    return FALSE;
  st->stall = v;
  if (!ts_text_expect (rd, "quiet", error) ||
      !ts_text_read_range (rd, "quiet", 0, TG_QUIET_TURNS_PER_PLAYER * n, &v, error))
    return FALSE;
  st->quiet = v;
  if (!read_choice (rd, "reason", reason_words, G_N_ELEMENTS (reason_words), &v, error))
    return FALSE;
  st->end_reason = v;
  if (!ts_text_expect (rd, "built", error) || !ts_text_read_flag (rd, "built", &v, error))
    return FALSE;
  st->turn_built = v;
  if (!ts_text_expect (rd, "drew", error) || !ts_text_read_flag (rd, "drew", &v, error))
    return FALSE;
  st->turn_drew = v;
  if (!ts_text_expect (rd, "idle", error) || !ts_text_read_flag (rd, "idle", &v, error))
    return FALSE;
  st->turn_idle_start = v;
  return TRUE;
}

/* The action in progress: "action …", "build", "lines", "played". */
static gboolean
parse_action (TsTextReader  *rd,
              TgState       *st,
              GError       **error)
{
  static const char * const dirs[6] = { "E", "NE", "NW", "W", "SW", "SE" };
  const char *ids[5] = { "-", tg_fore_tiles[0].id, tg_fore_tiles[1].id, tg_fore_tiles[2].id,
                         tg_fore_tiles[3].id };
  char word[16];
  int v, n, card;

  if (!ts_text_expect (rd, "action", error) || !ts_text_expect (rd, "picks", error) ||
      !ts_text_read_range (rd, "picks", 0, 3, &v, error))
    return FALSE;
  st->picks_left = v;
  if (!ts_text_expect (rd, "center", error) || !ts_text_read_flag (rd, "center", &v, error))
    return FALSE;
  st->center_active = v;
  if (!read_choice (rd, "ability", ids, 5, &v, error))
    return FALSE;
  st->ability = v - 1;
  if (!ts_text_expect (rd, "fee", error) || !ts_text_read_word (rd, word, sizeof word, error))
    return FALSE;
  if (strcmp (word, "-") == 0)
    card = -1;
  else if ((card = tg_card_from_code (word)) < 0)
    return bad_word ("fee", word, _("a card"), error);
  st->fee = card;
  if (!ts_text_expect (rd, "dest", error) || !read_hex (rd, "dest", &v, error))
    return FALSE;
  st->dest = v;

  if (!ts_text_expect (rd, "build", error) || !ts_text_read_range (rd, "build", 0, 3, &n, error))
    return FALSE;
  st->build.n = n;
  st->build.cards[0] = st->build.cards[1] = st->build.cards[2] = -1;
  for (int i = 0; i < n; i++)
    {
      if (!read_card (rd, "build", FALSE, &card, error) || !ts_text_read_flag (rd, "build", &v, error))
        return FALSE;
      st->build.cards[i] = card;
      st->build.doubled[i] = v;
    }
  if (!ts_text_expect (rd, "lines", error) || !ts_text_read_range (rd, "lines", 0, 3, &n, error))
    return FALSE;
  st->n_lines = n;
  for (int i = 0; i < n; i++)
    {
      if (!ts_text_read_choice (rd, dirs, G_N_ELEMENTS (dirs), &v, error))
        return FALSE;
      st->lines[i] = v;
    }
  if (!ts_text_expect (rd, "played", error) || !ts_text_read_range (rd, "played", 0, TG_MAX_PLAYED, &n, error))
    return FALSE;
  st->n_played = n;
  for (int i = 0; i < n; i++)
    {
      if (!read_card (rd, "played", FALSE, &card, error))
        return FALSE;
      st->played[i] = card;
    }
  return TRUE;
}

static gboolean
parse_seat (TsTextReader  *rd,
            TgState       *st,
            int            seat,
            GError       **error)
{
  int v, q;

  if (!ts_text_expect (rd, "seat", error) || !ts_text_read_range (rd, "seat", seat, seat, &v, error) ||
      !ts_text_expect (rd, "gc", error) || !ts_text_read_range (rd, "gc", 0, 30000, &v, error))
    return FALSE;
  st->gc[seat] = v;
  if (!ts_text_expect (rd, "supply", error) || !ts_text_read_range (rd, "supply", 0, 12, &v, error) ||
      !ts_text_read_range (rd, "supply", 0, 6, &q, error))
    return FALSE;
  st->modules[seat] = v;
  st->bases[seat] = q;
  if (!ts_text_expect (rd, "built", error) || !ts_text_read_range (rd, "built", 0, 18, &v, error))
    return FALSE;
  st->built[seat] = v;
  if (!ts_text_expect (rd, "at", error) || !read_hex (rd, "at", &v, error))
    return FALSE;
  st->at[seat] = v;
  if (!read_tile (rd, "fore", tg_fore_tiles, &v, error))
    return FALSE;
  st->fore[seat] = v;
  if (!read_tile (rd, "main", tg_main_tiles, &v, error))
    return FALSE;
  st->main_part[seat] = v;
  if (!read_counts (rd, "hand", st->hand[seat], &st->hand_hidden[seat], error) ||
      !ts_text_expect (rd, "hidden-production", error) ||
      !ts_text_read_range (rd, "hidden-production", 0, st->hand_hidden[seat], &v, error))
    return FALSE;
  st->hidden_prod[seat] = v;
  for (int k = 0; k < TG_N_SLOTS; k++)
    if (!read_counts (rd, tg_slot_word (k), st->slot[seat][k], NULL, error))
      return FALSE;
  return TRUE;
}

static gboolean
parse_words (TgState             *st,
             const TsGameOption  *options,
             const char          *text,
             TsTextReader        *rd,
             GError             **error)
{
  int n;

  tg_state_init_empty (st);
  ts_text_reader_init (rd, text);
  if (!parse_head (rd, st, options, error) || !parse_action (rd, st, error))
    return FALSE;
  {
    char word[128];

    if (!ts_text_expect (rd, "rng", error) || !ts_text_read_word (rd, word, sizeof word, error) ||
        !ts_rng_from_string (&st->rng, word, error))
      return FALSE;
  }

  if (!ts_text_expect (rd, "deck", error) || !ts_text_read_range (rd, "deck", 0, TG_N_DECK_MAX, &n, error))
    return FALSE;
  st->n_deck = n;
  for (int i = 0; i < n; i++)
    {
      int card;

      if (!read_card (rd, "deck", TRUE, &card, error))
        return FALSE;
      if (card >= 0 && tg_card (card)->type == TG_TYPE_PRODUCTION)
        return ts_check_fail ("deck",
                              /* Translators: Trehgrannik: why a position (a game
                                 state read from a file or typed in) is
                                 rejected */
                              _("Production cards are never in the deck"), error);
      st->deck[n - 1 - i] = card;
    }
  if (!read_counts (rd, "market", st->market, NULL, error) ||
      !read_counts (rd, "box-forepart", st->box_fore, NULL, error) ||
      !read_counts (rd, "box-production", st->box_prod, &st->box_prod_hidden, error))
    return FALSE;

  for (int seat = 0; seat < st->n_players; seat++)
    if (!parse_seat (rd, st, seat, error))
      return FALSE;

  if (!ts_text_expect (rd, "projects", error) || !ts_text_read_range (rd, "projects", 0, TG_N_HEXES, &n, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      int hex, owner, kind;

      if (!read_hex (rd, "projects", &hex, error) ||
          !ts_text_read_seat (rd, "projects", st->n_players, FALSE, &owner, error) ||
          !ts_text_read_choice (rd, kind_words + 1, 2, &kind, error))
        return FALSE;
      if (st->owner[hex] >= 0)
        return ts_check_fail ("projects",
                              /* Translators: Trehgrannik: why a position (a game
                                 state read from a file or typed in) is rejected;
                                 a project is a module (built with one card) or a
                                 base (usually two or more cards) on a hex; the
                                 planet map is made of hexes of different
                                 terrain */
                              _("Two projects stand on one hex"), error);
      st->owner[hex] = owner;
      st->kind[hex] = kind + 1;
    }
  if (!ts_text_expect (rd, "end", error) || !ts_text_expect_end (rd, error))
    return FALSE;
  return tg_state_check (st, error);
}

/* parse_words, and the line where reading stopped in its error. */
static gboolean
parse_state (TgState             *st,
             const TsGameOption  *options,
             const char          *text,
             GError             **error)
{
  TsTextReader reader;

  return parse_words (st, options, text, &reader, error) || ts_text_reader_failed (&reader, error);
}

/* ------------------------------------------------------------------ */
/* Checking                                                            */

/* Every card is somewhere: no name more often than the game has it, and
 * the unknown cards of a view fill exactly the gaps, Production cards
 * apart (only those are boxed, only the others are in the deck). */
static gboolean
check_cards (const TgState  *st,
             GError        **error)
{
  int per_card[TG_N_CARDS] = { 0, };
  /* [0]: Production cards, [1]: the others. */
  guint unknown[2] = { st->box_prod_hidden, 0 }, known[2] = { 0, 0 }, total[2] = { 0, 0 };
  int n = st->n_players;

  for (int c = 0; c < TG_N_CARDS; c++)
    {
      per_card[c] = st->market[c] + st->box_fore[c] + st->box_prod[c];
      for (int s = 0; s < n; s++)
        {
          per_card[c] += st->hand[s][c];
          for (int k = 0; k < TG_N_SLOTS; k++)
            per_card[c] += st->slot[s][k][c];
        }
    }
  for (guint i = 0; i < st->n_deck; i++)
    {
      if (st->deck[i] >= 0)
        per_card[st->deck[i]]++;
      else
        unknown[1]++;
    }
  if (st->phase == TG_PHASE_LINE || st->phase == TG_PHASE_SLOT)
    for (guint i = 0; i < st->n_played; i++)
      per_card[st->played[i]]++;
  for (int s = 0; s < n; s++)
    {
      unknown[0] += st->hidden_prod[s];
      unknown[1] += st->hand_hidden[s] - st->hidden_prod[s];
    }
  for (int c = 0; c < TG_N_CARDS; c++)
    {
      int count = st->no_systems && tg_card (c)->type == TG_TYPE_SYSTEMS ? 0 : tg_card (c)->count;
      int kind = tg_card (c)->type == TG_TYPE_PRODUCTION ? 0 : 1;

      total[kind] += count;
      known[kind] += per_card[c];
      if (per_card[c] > count)
        /* The card's code names it. */
        return ts_check_fail (tg_card (c)->code,
                              /* Translators: Trehgrannik: why a position (a game
                                 state read from a file or typed in) is
                                 rejected */
                              _("There are more copies of a card than the game has"), error);
    }
  for (int kind = 0; kind < 2; kind++)
    {
      const char *field = kind == 0 ? "hidden-production" : "deck";

      if (known[kind] + unknown[kind] == total[kind])
        continue;
      /* A whole state lacks a card: name the first one missing. */
      if (unknown[kind] == 0)
        for (int c = 0; c < TG_N_CARDS; c++)
          {
            int count = st->no_systems && tg_card (c)->type == TG_TYPE_SYSTEMS ? 0 : tg_card (c)->count;

            if ((tg_card (c)->type == TG_TYPE_PRODUCTION) == (kind == 0) && per_card[c] < count)
              {
                field = tg_card (c)->code;
                break;
              }
          }
      return ts_check_fail (field,
                            /* Translators: Trehgrannik: why a position (a game
                               state read from a file or typed in) is
                               rejected */
                            _("The cards of the position do not add up to the game's cards"), error);
    }
  return TRUE;
}

/* Projects, supplies, slots, harvesters and tiles (S7, R19, R36). */
static gboolean
check_seats (const TgState  *st,
             GError        **error)
{
  static const guint8 modules[TG_MAX_SEATS + 1] = { 0, 0, 12, 8, 6 };
  static const guint8 bases[TG_MAX_SEATS + 1] = { 0, 0, 6, 4, 3 };
  int n = st->n_players;

  for (int s = 0; s < n; s++)
    {
      guint on_board[3] = { 0, };

      for (int h = 0; h < TG_N_HEXES; h++)
        if (st->owner[h] == s)
          on_board[st->kind[h]]++;
      if (on_board[TG_PROJECT_MODULE] + st->modules[s] != modules[n] ||
          on_board[TG_PROJECT_BASE] + st->bases[s] != bases[n] ||
          on_board[TG_PROJECT_MODULE] + on_board[TG_PROJECT_BASE] != st->built[s])
        return ts_check_fail ("supply",
                              /* Translators: Trehgrannik: why a position (a game
                                 state read from a file or typed in) is rejected;
                                 a project is a module (built with one card) or a
                                 base (usually two or more cards) on a hex */
                              _("The projects on the board and the supplies do not match"), error);
      for (int k = TG_SLOT_FOREPART; k <= TG_SLOT_CENTER; k++)
        if (tg_count (st->slot[s][k]) >
            (k == TG_SLOT_FOREPART ? tg_fore_capacity (st) : tg_center_capacity (st)))
          return ts_check_fail (tg_slot_word (k),
                                /* Translators: Trehgrannik: why a position (a
                                   game state read from a file or typed in) is
                                   rejected; the harvester is the vehicle a player
                                   drives across the planet */
                                _("A harvester slot holds more cards than it can"), error);
      if (tg_is_mountains (st, st->at[s]))
        return ts_check_fail ("at",
                              /* Translators: Trehgrannik: why a position (a game
                                 state read from a file or typed in) is rejected;
                                 the harvester is the vehicle a player drives
                                 across the planet */
                              _("A harvester stands on Mountains"), error);
      for (int t = 0; t < s; t++)
        if (st->fore[t] == st->fore[s] || st->main_part[t] == st->main_part[s])
          return ts_check_fail (st->fore[t] == st->fore[s] ? "fore" : "main",
                                /* Translators: Trehgrannik: why a position (a
                                   game state read from a file or typed in) is
                                   rejected; the harvester is the vehicle a player
                                   drives across the planet; each harvester has
                                   two tiles (forepart and main part) with
                                   abilities */
                                _("Two harvesters have the same tile"), error);
    }
  for (int h = 0; h < TG_N_HEXES; h++)
    if (st->owner[h] >= 0 && st->terrain[h] >= TG_MOUNTAINS)
      return ts_check_fail ("projects",
                            /* Translators: Trehgrannik: why a position (a game
                               state read from a file or typed in) is rejected;
                               a project is a module (built with one card) or a
                               base (usually two or more cards) on a hex */
                            _("A project stands where nothing can be built"), error);
  return TRUE;
}

static gboolean
supply_empty (const TgState *st,
              int            seat)
{
  return st->modules[seat] == 0 && st->bases[seat] == 0;
}

/* The end (R43, R44, issue 12): "over" exactly when one of the ends has
 * come, with its reason. */
static gboolean
check_end (const TgState  *st,
           GError        **error)
{
  int n = st->n_players;

  if (st->trigger < 0 && st->final_turns > 0)
    return ts_check_fail ("final",
                          /* Translators: Trehgrannik: why a position (a game
                             state read from a file or typed in) is rejected */
                          _("Final turns without a trigger"), error);
  /* R43: emptying the supply triggers the end at the end of that turn. */
  if (st->trigger >= 0 && !supply_empty (st, st->trigger))
    return ts_check_fail ("trigger",
                          /* Translators: Trehgrannik: why a position (a game
                             state read from a file or typed in) is rejected;
                             the end is triggered by the player who builds the
                             last project of their supply */
                          _("this player still has projects in the supply"), error);
  for (int s = 0; s < n && st->trigger < 0; s++)
    if (supply_empty (st, s) &&
        !(s == st->current && (st->phase == TG_PHASE_SLOT || st->phase == TG_PHASE_RECYCLE)))
      return ts_check_fail ("trigger",
                            /* Translators: Trehgrannik: why a position (a game
                               state read from a file or typed in) is rejected;
                               a player built the last project of their supply,
                               which triggers the end of the game */
                            _("a player has built every project, so the end is triggered"), error);
  /* R44: idle turns begin with an empty deck, and the deck never grows. */
  if (st->stall > 0 && st->n_deck > 0)
    return ts_check_fail ("stall",
                          /* Translators: Trehgrannik: why a position (a game
                             state read from a file or typed in) is rejected; an
                             idle turn is one that starts with an empty deck
                             and builds nothing */
                          _("idle turns come only with an empty deck"), error);
  if (!ts_check_range ("stall", st->stall, 0, st->turn, error) ||
      !ts_check_range ("quiet", st->quiet, 0, st->turn, error))
    return FALSE;

  if (st->phase == TG_PHASE_OVER)
    {
      gboolean holds;

      switch ((TgEndReason) st->end_reason)
        {
        case TG_END_TRIGGER:
          holds = st->trigger >= 0 && st->final_turns == 0;
          break;
        case TG_END_STALL:
          holds = st->stall >= TG_STALL_TURNS_PER_PLAYER * n;
          break;
        case TG_END_QUIET:
          holds = st->quiet >= TG_QUIET_TURNS_PER_PLAYER * n;
          break;
        case TG_END_TURNS:
          holds = st->turn >= TG_MAX_TURNS;
          break;
        case TG_END_NONE:
        default:
          holds = FALSE;
          break;
        }
      if (!holds)
        return ts_check_fail ("reason",
                              /* Translators: Trehgrannik: why a position (a game
                                 state read from a file or typed in) is rejected:
                                 it says the game is over, but the end it names
                                 has not come */
                              _("the game is over, but none of its ends has come"), error);
      return TRUE;
    }

  /* Not over: no end has come yet. */
  if (st->end_reason != TG_END_NONE)
    return ts_check_fail ("reason",
                          /* Translators: Trehgrannik: why a position (a game
                             state read from a file or typed in) is rejected:
                             a value belongs to a decision or an event the
                             game is not at */
                          _("the game does not wait for this decision here"), error);
  if (st->stall >= TG_STALL_TURNS_PER_PLAYER * n)
    return ts_check_range ("stall", st->stall, 0, TG_STALL_TURNS_PER_PLAYER * n - 1, error);
  if (st->quiet >= TG_QUIET_TURNS_PER_PLAYER * n)
    return ts_check_range ("quiet", st->quiet, 0, TG_QUIET_TURNS_PER_PLAYER * n - 1, error);
  if (st->turn >= TG_MAX_TURNS)
    return ts_check_range ("turn", st->turn, 0, TG_MAX_TURNS - 1, error);
  if (st->trigger >= 0)
    {
      /* The final turns go round from the seat after the trigger. */
      if (st->final_turns == 0)
        return ts_check_range ("final", st->final_turns, 1, n - 1, error);
      if (st->current != (st->trigger + n - st->final_turns) % n)
        return ts_check_fail ("final",
                              /* Translators: Trehgrannik: why a position (a game
                                 state read from a file or typed in) is rejected;
                                 after the end is triggered every other player
                                 has one final turn, in seat order */
                              _("the player to move does not fit the final turns"), error);
    }
  return TRUE;
}

/* The cards a construction plays, in slotting order (each construction
 * card followed by its doubler); FALSE if a doubled card has none. */
static gboolean
build_sequence (const TgBuild *b,
                int           *seq,
                guint         *n)
{
  *n = 0;
  for (guint i = 0; i < b->n; i++)
    {
      seq[(*n)++] = b->cards[i];
      if (b->doubled[i])
        {
          int d = -1;

          for (int k = TG_BLK_1; k <= TG_BLK_10; k++)
            if (tg_card (k)->target == b->cards[i])
              d = k;
          if (d < 0)
            return FALSE;
          seq[(*n)++] = d;
        }
    }
  return TRUE;
}

static guint
lines_needed (const TgBuild *b)
{
  guint need = 0;

  for (guint i = 0; i < b->n; i++)
    need += tg_card_needs_line (b->cards[i]);
  return need;
}

/* The construction of this turn (phases line, slot, recycle): one the
 * rules allow on the destination with the cards it played, declared
 * ability included; PLACED: its project stands there already. */
static gboolean
check_build (const TgState  *st,
             gboolean        placed,
             GError        **error)
{
  int seat = st->current, seq[TG_MAX_PLAYED];
  guint n_seq, slotted;
  guint8 cards[TG_N_CARDS] = { 0, };
  g_autofree TgState *before = g_memdup2 (st, sizeof *st);
  gboolean base = st->build.n > 1 || st->ability == TG_FORE_QUICK_BASE;

  if (st->build.n == 0 || !build_sequence (&st->build, seq, &n_seq))
    return ts_check_fail ("build",
                          /* Translators: Trehgrannik: why a position (a game
                             state read from a file or typed in) is
                             rejected */
                          _("The construction in progress is missing"), error);
  for (guint i = 0; i < n_seq; i++)
    cards[seq[i]]++;
  if (placed)
    {
      /* The board before the miniature (R23). */
      if (st->owner[st->dest] != seat || st->kind[st->dest] != (base ? TG_PROJECT_BASE : TG_PROJECT_MODULE))
        return ts_check_fail ("dest", _("this does not agree with the action in progress"), error);
      before->owner[st->dest] = -1;
      before->kind[st->dest] = TG_PROJECT_NONE;
      if (base)
        before->bases[seat]++;
      else
        before->modules[seat]++;
    }
  if (!tg_build_is_legal (before, seat, st->dest, cards, st->ability, &st->build))
    return ts_check_fail ("build", _("this does not agree with the action in progress"), error);

  /* The played cards still to slot are the last of the sequence; the
   * others lie in the builder's slots. */
  if (st->n_played > n_seq)
    return ts_check_range ("played", st->n_played, 0, n_seq, error);
  slotted = n_seq - st->n_played;
  memset (cards, 0, sizeof cards);
  for (guint i = 0; i < n_seq; i++)
    {
      if (i >= slotted && st->played[i - slotted] != seq[i])
        return ts_check_fail ("played", _("this does not agree with the action in progress"), error);
      if (i < slotted)
        cards[seq[i]]++;
    }
  for (int c = 0; c < TG_N_CARDS; c++)
    if (cards[c] > st->slot[seat][TG_SLOT_FOREPART][c] + st->slot[seat][TG_SLOT_CENTER][c] +
                   st->slot[seat][TG_SLOT_CARGO][c])
      return ts_check_fail ("played", _("this does not agree with the action in progress"), error);
  return TRUE;
}

/* The action in progress (docs/trehgrannik.md, "The move sequence"):
 * every per-turn value is the one the rules leave at this decision, and a
 * decision not pending holds no data. */
static gboolean
check_action (const TgState  *st,
              GError        **error)
{
  /* Translators: Trehgrannik: why a position (a game state read from a
     file or typed in) is rejected: a value says something happened in
     the current turn that has not happened at this point of it */
  const char *not_yet = _("this has not happened in the turn so far");
  /* Translators: Trehgrannik: why a position (a game state read from a
     file or typed in) is rejected: a value does not fit the action the
     player to move is in the middle of (the fee, the destination, the
     construction, …) */
  const char *wrong = _("this does not agree with the action in progress");
  int seat = st->current, phase = st->phase;
  /* R40: whether the center is full now; it only fills in the slot phase. */
  gboolean full = tg_count (st->slot[seat][TG_SLOT_CENTER]) >= tg_center_capacity (st);
  gboolean free_drive = st->center_active && st->main_part[seat] == TG_MAIN_FREE_DRIVE;
  gboolean wide = st->center_active && st->main_part[seat] == TG_MAIN_WIDE_INTAKE;
  gboolean moved = phase >= TG_PHASE_BUILD;   /* the harvester is at "dest" */

  if (phase == TG_PHASE_SLOT || phase == TG_PHASE_RECYCLE ? st->center_active && !full
                                                          : st->center_active != full)
    return ts_check_fail ("center",
                          /* Translators: Trehgrannik: why a position (a game
                             state read from a file or typed in) is rejected;
                             the center is the harvester slot whose ability is
                             active when it is full */
                          _("this does not match the cards in the center slot"), error);
  /* Only "Add cards" takes cards from the deck before the end of a turn. */
  if (st->turn_drew && phase != TG_PHASE_ADD)
    return ts_check_fail ("drew", not_yet, error);
  /* R44: the turn started with an empty deck exactly when it is empty and
   * no card has left it since. */
  if (st->turn_idle_start != (st->n_deck == 0 && !st->turn_drew))
    return ts_check_fail ("idle",
                          /* Translators: Trehgrannik: why a position (a game
                             state read from a file or typed in) is rejected;
                             a turn is idle when it starts with an empty
                             deck */
                          _("this does not match the deck at the start of the turn"), error);
  if (phase == TG_PHASE_ADD ? st->picks_left == 0 || st->picks_left > (wide ? 2 : 1) : st->picks_left != 0)
    return ts_check_fail ("picks",
                          phase == TG_PHASE_ADD
                          /* Translators: Trehgrannik: why a position (a game
                             state read from a file or typed in) is
                             rejected */
                          ? _("The action in progress is missing")
                          : not_yet,
                          error);

  if (phase == TG_PHASE_TURN || phase == TG_PHASE_ADD)
    {
      if (st->ability >= 0)
        return ts_check_fail ("ability", not_yet, error);
    }
  else if (phase == TG_PHASE_MOVE ? st->ability != st->fore[seat]
                                  : st->ability >= 0 && st->ability != st->fore[seat])
    return ts_check_fail ("ability", wrong, error);
  /* The forepart cards went to the box when the ability was declared. */
  if (st->ability >= 0 && phase <= TG_PHASE_LINE && tg_count (st->slot[seat][TG_SLOT_FOREPART]) > 0)
    return ts_check_fail ("forepart", wrong, error);

  if (phase == TG_PHASE_TURN || phase == TG_PHASE_ADD || phase == TG_PHASE_MOVE)
    {
      if (st->fee >= 0)
        return ts_check_fail ("fee", not_yet, error);
    }
  else if (phase == TG_PHASE_DEST || phase == TG_PHASE_RECYCLE ? st->fee < 0 || free_drive
                                                               : (st->fee >= 0) == free_drive)
    return ts_check_fail ("fee", wrong, error);
  /* R12: the fee card lies in the market until the Recycler's pick. */
  if (st->fee >= 0 && st->market[st->fee] == 0)
    return ts_check_fail ("fee", wrong, error);

  if (!moved && st->dest != 0)
    return ts_check_fail ("dest", not_yet, error);
  if (moved && st->at[seat] != st->dest)
    return ts_check_fail ("at", wrong, error);

  if (st->turn_built != (phase == TG_PHASE_SLOT || (phase == TG_PHASE_RECYCLE && st->build.n > 0)))
    return ts_check_fail ("built", phase < TG_PHASE_SLOT ? not_yet : wrong, error);
  switch (phase)
    {
    case TG_PHASE_BUILD:
      if (!tg_is_building_site (st, st->dest))
        return ts_check_fail ("dest", _("The construction in progress is missing"), error);
      G_GNUC_FALLTHROUGH;
    case TG_PHASE_TURN:
    case TG_PHASE_ADD:
    case TG_PHASE_MOVE:
    case TG_PHASE_DEST:
      if (st->build.n > 0)
        return ts_check_fail ("build", not_yet, error);
      if (st->n_lines > 0)
        return ts_check_fail ("lines", not_yet, error);
      if (st->n_played > 0)
        return ts_check_fail ("played", not_yet, error);
      return TRUE;
    case TG_PHASE_LINE:
      if (!tg_is_building_site (st, st->dest))
        return ts_check_fail ("dest", _("The construction in progress is missing"), error);
      if (st->n_lines >= lines_needed (&st->build))
        return ts_check_fail ("lines", _("The construction in progress is missing"), error);
      return check_build (st, FALSE, error);
    case TG_PHASE_SLOT:
    case TG_PHASE_RECYCLE:
    default:
      if (phase == TG_PHASE_SLOT ? st->n_played == 0 : st->n_played > 0)
        return ts_check_fail ("played", phase == TG_PHASE_SLOT ? _("The construction in progress is missing")
                                                                : wrong, error);
      if (st->build.n == 0)
        return st->n_lines > 0 ? ts_check_fail ("lines", wrong, error) : TRUE;
      if (st->n_lines != lines_needed (&st->build))
        return ts_check_fail ("lines", wrong, error);
      return check_build (st, TRUE, error);
    }
}

gboolean
tg_state_check (const TgState *st,
                GError       **error)
{
  if (!check_cards (st, error) || !check_seats (st, error) || !check_end (st, error))
    return FALSE;
  if (st->phase == TG_PHASE_OVER)
    return TRUE;
  return check_action (st, error);
}

gboolean
tg_game_load_state (TsGame      *game,
                    const char  *text,
                    GError     **error)
{
  g_autofree TgState *st = g_new0 (TgState, 1);
  g_autofree char *id = NULL;
  guint version = 0;

  if (ts_position_peek_version (text, &id, &version) && g_str_equal (id, "trehgrannik") && version == 2)
    return tg_position2_load (game, text, error);
  if (!parse_state (st, TS_GAME_GET_CLASS (game)->options, text, error))
    return FALSE;
  memcpy (tg_state (game), st, sizeof *st);
  return TRUE;
}
