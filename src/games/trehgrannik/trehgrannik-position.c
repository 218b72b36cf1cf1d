/* trehgrannik-position.c — the position text of Trehgrannik: a whole
 * state, word by word (docs/positions/trehgrannik.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include <string.h>

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

static gboolean
bad_word (const char  *word,
          const char  *what,
          GError     **error)
{
  g_autofree char *quoted = ts_text_quote (word, 16);

  /* Translators: "“XYZ” is not a card" — %s are the word and what was expected */
  g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE, _("“%s” is not %s"), quoted, what);
  return FALSE;
}

static gboolean
read_card (TsTextReader  *rd,
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
    return bad_word (word, _("a card"), error);
  return TRUE;
}

static gboolean
read_optional (TsTextReader  *rd,
               int            max,
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
  if (!ts_text_parse_int (word, 0, max, &v))
    return ts_text_set_unexpected_error (error, word);
  *value = (int) v;
  return TRUE;
}

static gboolean
read_hex (TsTextReader  *rd,
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
    return bad_word (word, _("a hex of the board"), error);
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

  if (!ts_text_expect (rd, label, error) || !ts_text_read_small (rd, 0, TG_N_DECK_MAX, &n, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      int card;

      if (!read_card (rd, hidden != NULL, &card, error))
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

static gboolean
parse_state (TgState     *st,
             const char  *text,
             GError     **error)
{
  TsTextReader reader;
  TsTextReader *rd = &reader;
  int v, n, first;
  gboolean used[TG_N_PARTS] = { FALSE, };

  tg_state_init_empty (st);
  ts_text_reader_init (rd, text);
  if (!ts_text_expect (rd, "trehgrannik", error) || !ts_text_expect (rd, "1", error) ||
      !ts_text_expect (rd, "players", error) || !ts_text_read_small (rd, 2, TG_MAX_SEATS, &n, error) ||
      !ts_text_expect (rd, "first", error) || !ts_text_read_small (rd, 0, n - 1, &first, error))
    return FALSE;
  st->n_players = n;
  st->first_seat = first;
  if (!read_choice (rd, "layout", layout_words, 2, &v, error))
    return FALSE;
  st->reference = v;
  if (!read_choice (rd, "no-systems", yes_no, 2, &v, error))
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
        return bad_word (word, _("a board part and its rotation"), error);
      used[letter - tg_part_letters] = TRUE;
      st->part_at[p] = letter - tg_part_letters;
      st->rot_at[p] = word[1] - '0';
    }
  tg_state_assemble (st);

  if (!ts_text_expect (rd, "turn", error) || !ts_text_read_small (rd, 0, TG_MAX_TURNS, &v, error))
    return FALSE;
  st->turn = v;
  if (!ts_text_expect (rd, "current", error) || !read_optional (rd, n - 1, &v, error))
    return FALSE;
  st->current = v;
  if (!read_choice (rd, "phase", phase_words, G_N_ELEMENTS (phase_words), &v, error))
    return FALSE;
  st->phase = v;
  if ((st->phase == TG_PHASE_OVER) != (st->current < 0))
    /* Translators: Trehgrannik: why a position (a game state read from a
       file or typed in) is rejected */
    return ts_game_set_bad_state_error (error, _("Only a game that is over has no current player"));

  if (!ts_text_expect (rd, "end", error) || !ts_text_expect (rd, "trigger", error) ||
      !read_optional (rd, n - 1, &v, error))
    return FALSE;
  st->trigger = v;
  if (!ts_text_expect (rd, "final", error) || !ts_text_read_small (rd, 0, n - 1, &v, error))
    return FALSE;
  st->final_turns = v;
  if (!ts_text_expect (rd, "stall", error) ||
      !ts_text_read_small (rd, 0, TG_STALL_TURNS_PER_PLAYER * n, &v, error))
    return FALSE;
  st->stall = v;
  if (!ts_text_expect (rd, "quiet", error) ||
      !ts_text_read_small (rd, 0, TG_QUIET_TURNS_PER_PLAYER * n, &v, error))
    return FALSE;
  st->quiet = v;
  if (!read_choice (rd, "reason", reason_words, G_N_ELEMENTS (reason_words), &v, error))
    return FALSE;
  st->end_reason = v;
  if (!ts_text_expect (rd, "built", error) || !ts_text_read_small (rd, 0, 1, &v, error))
    return FALSE;
  st->turn_built = v;
  if (!ts_text_expect (rd, "drew", error) || !ts_text_read_small (rd, 0, 1, &v, error))
    return FALSE;
  st->turn_drew = v;
  if (!ts_text_expect (rd, "idle", error) || !ts_text_read_small (rd, 0, 1, &v, error))
    return FALSE;
  st->turn_idle_start = v;

  if (!ts_text_expect (rd, "action", error) || !ts_text_expect (rd, "picks", error) ||
      !ts_text_read_small (rd, 0, 3, &v, error))
    return FALSE;
  st->picks_left = v;
  if (!ts_text_expect (rd, "center", error) || !ts_text_read_small (rd, 0, 1, &v, error))
    return FALSE;
  st->center_active = v;
  {
    const char *ids[5] = { "-", tg_fore_tiles[0].id, tg_fore_tiles[1].id, tg_fore_tiles[2].id,
                           tg_fore_tiles[3].id };
    char word[16];
    int card;

    if (!read_choice (rd, "ability", ids, 5, &v, error))
      return FALSE;
    st->ability = v - 1;
    if (!ts_text_expect (rd, "fee", error) || !ts_text_read_word (rd, word, sizeof word, error))
      return FALSE;
    if (strcmp (word, "-") == 0)
      card = -1;
    else if ((card = tg_card_from_code (word)) < 0)
      return bad_word (word, _("a card"), error);
    st->fee = card;
  }
  if (!ts_text_expect (rd, "dest", error) || !read_hex (rd, &v, error))
    return FALSE;
  st->dest = v;
  if (!ts_text_expect (rd, "build", error) || !ts_text_read_small (rd, 0, 3, &n, error))
    return FALSE;
  st->build.n = n;
  st->build.cards[0] = st->build.cards[1] = st->build.cards[2] = -1;
  for (int i = 0; i < n; i++)
    {
      int card;

      if (!read_card (rd, FALSE, &card, error) || !ts_text_read_small (rd, 0, 1, &v, error))
        return FALSE;
      st->build.cards[i] = card;
      st->build.doubled[i] = v;
    }
  if (!ts_text_expect (rd, "lines", error) || !ts_text_read_small (rd, 0, 3, &n, error))
    return FALSE;
  st->n_lines = n;
  for (int i = 0; i < n; i++)
    {
      const char *dirs[6] = { "E", "NE", "NW", "W", "SW", "SE" };

      if (!ts_text_read_choice (rd, dirs, 6, &v, error))
        return FALSE;
      st->lines[i] = v;
    }
  if (!ts_text_expect (rd, "played", error) || !ts_text_read_small (rd, 0, TG_MAX_PLAYED, &n, error))
    return FALSE;
  st->n_played = n;
  for (int i = 0; i < n; i++)
    {
      int card;

      if (!read_card (rd, FALSE, &card, error))
        return FALSE;
      st->played[i] = card;
    }
  {
    char word[128];

    if (!ts_text_expect (rd, "rng", error) || !ts_text_read_word (rd, word, sizeof word, error) ||
        !ts_rng_from_string (&st->rng, word, error))
      return FALSE;
  }

  if (!ts_text_expect (rd, "deck", error) || !ts_text_read_small (rd, 0, TG_N_DECK_MAX, &n, error))
    return FALSE;
  st->n_deck = n;
  for (int i = 0; i < n; i++)
    {
      int card;

      if (!read_card (rd, TRUE, &card, error))
        return FALSE;
      if (card >= 0 && tg_card (card)->type == TG_TYPE_PRODUCTION)
        /* Translators: Trehgrannik: why a position (a game state read from
           a file or typed in) is rejected */
        return ts_game_set_bad_state_error (error, _("Production cards are never in the deck"));
      st->deck[n - 1 - i] = card;
    }
  if (!read_counts (rd, "market", st->market, NULL, error) ||
      !read_counts (rd, "box-forepart", st->box_fore, NULL, error) ||
      !read_counts (rd, "box-production", st->box_prod, &st->box_prod_hidden, error))
    return FALSE;

  for (int seat = 0; seat < st->n_players; seat++)
    {
      int q;

      if (!ts_text_expect (rd, "seat", error) || !ts_text_read_small (rd, seat, seat, &v, error) ||
          !ts_text_expect (rd, "gc", error) || !ts_text_read_small (rd, 0, 30000, &v, error))
        return FALSE;
      st->gc[seat] = v;
      if (!ts_text_expect (rd, "supply", error) || !ts_text_read_small (rd, 0, 12, &v, error) ||
          !ts_text_read_small (rd, 0, 6, &q, error))
        return FALSE;
      st->modules[seat] = v;
      st->bases[seat] = q;
      if (!ts_text_expect (rd, "built", error) || !ts_text_read_small (rd, 0, 18, &v, error))
        return FALSE;
      st->built[seat] = v;
      if (!ts_text_expect (rd, "at", error) || !read_hex (rd, &v, error))
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
          !ts_text_read_small (rd, 0, st->hand_hidden[seat], &v, error))
        return FALSE;
      st->hidden_prod[seat] = v;
      for (int k = 0; k < TG_N_SLOTS; k++)
        if (!read_counts (rd, tg_slot_word (k), st->slot[seat][k], NULL, error))
          return FALSE;
    }

  if (!ts_text_expect (rd, "projects", error) || !ts_text_read_small (rd, 0, TG_N_HEXES, &n, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      int hex, owner, kind;

      if (!read_hex (rd, &hex, error) || !ts_text_read_small (rd, 0, st->n_players - 1, &owner, error) ||
          !ts_text_read_choice (rd, kind_words + 1, 2, &kind, error))
        return FALSE;
      if (st->owner[hex] >= 0)
        /* Translators: Trehgrannik: why a position (a game state read from
           a file or typed in) is rejected; a project is a module (built
           with one card) or a base (usually two or more cards) on a hex; the
           planet map is made of hexes of different terrain */
        return ts_game_set_bad_state_error (error, _("Two projects stand on one hex"));
      st->owner[hex] = owner;
      st->kind[hex] = kind + 1;
    }
  if (!ts_text_expect (rd, "end", error) || !ts_text_expect_end (rd, error))
    return FALSE;
  return tg_state_check (st, error);
}

gboolean
tg_state_check (const TgState *st,
                GError       **error)
{
  static const guint8 modules[TG_MAX_SEATS + 1] = { 0, 0, 12, 8, 6 };
  static const guint8 bases[TG_MAX_SEATS + 1] = { 0, 0, 6, 4, 3 };
  int per_card[TG_N_CARDS] = { 0, };
  guint unknown = st->box_prod_hidden, total = 0, known = 0;
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
        unknown++;
    }
  if (st->phase == TG_PHASE_LINE || st->phase == TG_PHASE_SLOT)
    for (guint i = 0; i < st->n_played; i++)
      per_card[st->played[i]]++;
  for (int s = 0; s < n; s++)
    unknown += st->hand_hidden[s];
  for (int c = 0; c < TG_N_CARDS; c++)
    {
      int count = st->no_systems && tg_card (c)->type == TG_TYPE_SYSTEMS ? 0 : tg_card (c)->count;

      total += count;
      known += per_card[c];
      if (per_card[c] > count)
        /* Translators: Trehgrannik: why a position (a game state read from
           a file or typed in) is rejected */
        return ts_game_set_bad_state_error (error, _("There are more copies of a card than the game has"));
    }
  if (known + unknown != total)
    /* Translators: Trehgrannik: why a position (a game state read from a
       file or typed in) is rejected */
    return ts_game_set_bad_state_error (error, _("The cards of the position do not add up to the game's cards"));

  for (int s = 0; s < n; s++)
    {
      guint on_board[3] = { 0, };

      for (int h = 0; h < TG_N_HEXES; h++)
        if (st->owner[h] == s)
          on_board[st->kind[h]]++;
      if (on_board[TG_PROJECT_MODULE] + st->modules[s] != modules[n] ||
          on_board[TG_PROJECT_BASE] + st->bases[s] != bases[n] ||
          on_board[TG_PROJECT_MODULE] + on_board[TG_PROJECT_BASE] != st->built[s])
        /* Translators: Trehgrannik: why a position (a game state read from
           a file or typed in) is rejected; a project is a module (built
           with one card) or a base (usually two or more cards) on a hex */
        return ts_game_set_bad_state_error (error, _("The projects on the board and the supplies do not match"));
      if (tg_count (st->slot[s][TG_SLOT_FOREPART]) > tg_fore_capacity (st) ||
          tg_count (st->slot[s][TG_SLOT_CENTER]) > tg_center_capacity (st))
        /* Translators: Trehgrannik: why a position (a game state read from
           a file or typed in) is rejected; the harvester is the vehicle a
           player drives across the planet */
        return ts_game_set_bad_state_error (error, _("A harvester slot holds more cards than it can"));
      if (tg_is_mountains (st, st->at[s]))
        /* Translators: Trehgrannik: why a position (a game state read from
           a file or typed in) is rejected; the harvester is the vehicle a
           player drives across the planet */
        return ts_game_set_bad_state_error (error, _("A harvester stands on Mountains"));
      for (int t = 0; t < s; t++)
        if (st->fore[t] == st->fore[s] || st->main_part[t] == st->main_part[s])
          /* Translators: Trehgrannik: why a position (a game state read
             from a file or typed in) is rejected; the harvester is the
             vehicle a player drives across the planet; each harvester has
             two tiles (forepart and main part) with abilities */
          return ts_game_set_bad_state_error (error, _("Two harvesters have the same tile"));
    }
  for (int h = 0; h < TG_N_HEXES; h++)
    if (st->owner[h] >= 0 && st->terrain[h] >= TG_MOUNTAINS)
      /* Translators: Trehgrannik: why a position (a game state read from a
         file or typed in) is rejected; a project is a module (built with
         one card) or a base (usually two or more cards) on a hex */
      return ts_game_set_bad_state_error (error, _("A project stands where nothing can be built"));

  /* The action in progress must be one the rules can reach. */
  if ((st->phase == TG_PHASE_LINE || st->phase == TG_PHASE_SLOT) &&
      (st->build.n == 0 || st->n_played == 0))
    /* Translators: Trehgrannik: why a position (a game state read from a
       file or typed in) is rejected */
    return ts_game_set_bad_state_error (error, _("The construction in progress is missing"));
  if (st->phase == TG_PHASE_BUILD && !tg_is_building_site (st, st->dest))
    return ts_game_set_bad_state_error (error, _("The construction in progress is missing"));
  if (st->phase == TG_PHASE_LINE)
    {
      guint need = 0;

      for (guint i = 0; i < st->build.n; i++)
        need += tg_card_needs_line (st->build.cards[i]);
      if (st->n_lines >= need)
        return ts_game_set_bad_state_error (error, _("The construction in progress is missing"));
    }
  if (st->phase == TG_PHASE_ADD && st->picks_left == 0)
    /* Translators: Trehgrannik: why a position (a game state read from a
       file or typed in) is rejected */
    return ts_game_set_bad_state_error (error, _("The action in progress is missing"));
  if (st->trigger < 0 && st->final_turns > 0)
    /* Translators: Trehgrannik: why a position (a game state read from a
       file or typed in) is rejected */
    return ts_game_set_bad_state_error (error, _("Final turns without a trigger"));
  return TRUE;
}

gboolean
tg_game_load_state (TsGame      *game,
                    const char  *text,
                    GError     **error)
{
  TgState *st = g_new0 (TgState, 1);
  gboolean ok = parse_state (st, text, error);

  if (ok)
    memcpy (tg_state (game), st, sizeof *st);
  g_free (st);
  return ok;
}
