/* trehgrannik-position2.c — Trehgrannik's position a person can write
 * (version 2, docs/positions/trehgrannik.md, docs/learn.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Keyword lines in any order, seats from 1, cards by name or code.
 * Reading starts from the game a fresh setup with those players, seed
 * and options gives; each line replaces what it names (a seat's hand, the
 * market, the projects …), the cards it places come out of the deck (or,
 * for Production cards, the box), and the per-turn flags are worked out
 * unless given.  The result goes through version 1's reader, so it is
 * checked exactly as a saved position is; a refusal names the line.
 * Writing says everything, so any state reads back equal.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "ts-position.h"
#include "ts-text.h"
#include "trehgrannik-private.h"

static const char * const keywords[] = {
  "players", "seed", "first", "option", "board", "turn", "current", "phase", "end", "action", "build",
  "lines", "played", "gc", "supply", "built", "harvester", "project", "hand", "forepart", "center", "cargo",
  "market", "box-forepart", "box-production", "deck", "rng", NULL
};
static const char * const once[] = {
  "players", "seed", "first", "board", "turn", "current", "phase", "end", "action", "build", "lines",
  "played", "market", "box-forepart", "box-production", "deck", "rng", NULL
};
static const char * const phase_words[] = {
  "turn", "add", "move", "dest", "build", "line", "slot", "recycle", "over",
};
static const char * const reason_words[] = { "none", "trigger", "stall", "quiet", "turns" };
static const char * const kind_words[] = { "none", "module", "base" };
/* The locations a card line fills: a seat's hand and slots, then the
 * table's. */
static const char * const seat_places[] = { "hand", "forepart", "center", "cargo" };

/* Words */

/* A card by its name or its code. */
static gboolean
read_card (const TsPositionLine *line,
           guint                 i,
           int                  *card,
           GError              **error)
{
  *card = tg_card_from_code (line->words[i]);
  for (int c = 0; *card < 0 && c < TG_N_CARDS; c++)
    if (g_ascii_strcasecmp (tg_cards[c].name, line->words[i]) == 0)
      *card = c;
  return *card >= 0 || ts_position_unknown (line, i, _("a card"), error);
}

/* A hex "q,r" on the board. */
static gboolean
read_hex (const TsPositionLine *line,
          guint                 i,
          int                  *index,
          GError              **error)
{
  g_auto(GStrv) parts = NULL;
  gint64 q, r;

  if (!ts_position_line_words (line, i + 1, 0, error))
    return FALSE;
  parts = g_strsplit (line->words[i], ",", 3);
  if (g_strv_length (parts) != 2 || !ts_text_parse_int (parts[0], -9, 9, &q) ||
      !ts_text_parse_int (parts[1], -9, 9, &r) || (*index = tg_hex_index ((TsHex) { (int) q, (int) r })) < 0)
    return ts_position_unknown (line, i, _("a hex of the board (q,r)"), error);
  return TRUE;
}

static gboolean
read_tile (const TsPositionLine *line,
           guint                 i,
           const TgTile         *tiles,
           guint                 n_tiles,
           int                  *tile,
           GError              **error)
{
  for (guint t = 0; t < n_tiles; t++)
    if (g_ascii_strcasecmp (tiles[t].id, line->words[i]) == 0 ||
        g_ascii_strcasecmp (tiles[t].name, line->words[i]) == 0)
      {
        *tile = (int) t;
        return TRUE;
      }
  return ts_position_unknown (line, i, _("a harvester tile"), error);
}

/* Cards */

typedef struct
{
  TgState *st;
  guint    placed[TG_N_CARDS];   /* copies the lines named so far */
} Cards;

static guint
copies (const TgState *st,
        int            card)
{
  return st->no_systems && tg_card (card)->type == TG_TYPE_SYSTEMS ? 0 : tg_card (card)->count;
}

/* Back to where unplaced cards wait: the box for Production cards, the
 * bottom of the deck for the others. */
static void
pool_put (TgState *st,
          int      card)
{
  if (tg_card (card)->type == TG_TYPE_PRODUCTION)
    st->box_prod[card]++;
  else if (st->n_deck < TG_N_DECK_MAX)
    {
      memmove (st->deck + 1, st->deck, st->n_deck);
      st->deck[0] = (gint8) card;
      st->n_deck++;
    }
}

static void
pool_put_all (TgState *st,
              guint8  *counts)
{
  for (int c = 0; c < TG_N_CARDS; c++)
    for (; counts[c] > 0; counts[c]--)
      pool_put (st, c);
}

/* One copy of CARD out of its pool, for the line's word I. */
static gboolean
pool_take (Cards                *cards,
           const TsPositionLine *line,
           guint                 i,
           int                   card,
           GError              **error)
{
  TgState *st = cards->st;

  cards->placed[card]++;
  if (tg_card (card)->type == TG_TYPE_PRODUCTION)
    {
      if (st->box_prod[card] > 0)
        {
          st->box_prod[card]--;
          return TRUE;
        }
    }
  else
    for (int k = 0; k < st->n_deck; k++)
      if (st->deck[k] == card)
        {
          memmove (st->deck + k, st->deck + k + 1, (gsize) (st->n_deck - k - 1));
          st->n_deck--;
          return TRUE;
        }
  /* Translators: Trehgrannik: why a position is refused: the first %u
     is how many copies of the card %s the lines place, the second how
     many the game has */
  return ts_position_error (error, line, _("%u copies of %s, the game has %u"), cards->placed[card],
                            line->words[i], copies (st, card));
}

/* The counts a card line places somewhere, or NULL when its keyword is
 * not such a line. */
static guint8 *
place_of (TgState              *st,
          const TsPositionLine *line,
          GError              **error,
          gboolean             *bad)
{
  int seat;

  *bad = FALSE;
  if (g_str_equal (line->keyword, "market"))
    return st->market;
  if (g_str_equal (line->keyword, "box-forepart"))
    return st->box_fore;
  if (g_str_equal (line->keyword, "box-production"))
    return st->box_prod;
  for (guint k = 0; k < G_N_ELEMENTS (seat_places); k++)
    if (g_str_equal (line->keyword, seat_places[k]))
      {
        if (!ts_position_line_seat (line, 0, st->n_players, &seat, error))
          {
            *bad = TRUE;
            return NULL;
          }
        return k == 0 ? st->hand[seat] : st->slot[seat][k - 1];
      }
  return NULL;
}

static gboolean
read_cards (TgState              *st,
            const TsPositionText *text,
            GError              **error)
{
  Cards cards = { st, { 0 } };
  gboolean bad;

  /* What the lines name goes back first, then each line takes its own. */
  for (guint i = 0; i < text->lines->len; i++)
    {
      const TsPositionLine *line = g_ptr_array_index (text->lines, i);
      guint8 *place = place_of (st, line, error, &bad);

      if (bad)
        return FALSE;
      /* The box is where unplaced Production cards wait already. */
      if (place != NULL && place != st->box_prod)
        pool_put_all (st, place);
    }
  for (guint i = 0; i < text->lines->len; i++)
    {
      const TsPositionLine *line = g_ptr_array_index (text->lines, i);
      guint8 *place = place_of (st, line, error, &bad);
      guint first = g_str_equal (line->keyword, "market") || g_str_has_prefix (line->keyword, "box-") ? 0 : 1;

      if (place == NULL)
        continue;
      for (guint w = first; w < line->n_words; w++)
        {
          int card;

          if (!read_card (line, w, &card, error) || !pool_take (&cards, line, w, card, error))
            return FALSE;
          place[card]++;
        }
    }
  /* Cards played and not yet slotted are counted while a construction
   * is being placed (the phases line and slot). */
  {
    const TsPositionLine *phase = ts_position_text_first (text, "phase");
    const TsPositionLine *line = ts_position_text_first (text, "played");

    if (line != NULL && phase != NULL && phase->n_words == 1 &&
        (g_str_equal (phase->words[0], "line") || g_str_equal (phase->words[0], "slot")))
      for (guint w = 0; w < line->n_words; w++)
        {
          int card;

          if (!read_card (line, w, &card, error) || !pool_take (&cards, line, w, card, error))
            return FALSE;
        }
  }
  /* The deck: these cards on top, the first named on top. */
  {
    const TsPositionLine *line = ts_position_text_first (text, "deck");
    int top[TG_N_DECK_MAX];
    guint n = 0;

    for (guint w = 0; line != NULL && w < line->n_words && n < G_N_ELEMENTS (top); w++)
      {
        int card;

        if (!read_card (line, w, &card, error) || !pool_take (&cards, line, w, card, error))
          return FALSE;
        if (tg_card (card)->type == TG_TYPE_PRODUCTION)
          /* Translators: Trehgrannik: why a position is refused: %s is a
             card */
          return ts_position_error (error, line, _("%s is a Production card; they are never in the deck"),
                                    line->words[w]);
        top[n++] = card;
      }
    for (guint k = 0; k < n; k++)
      st->deck[st->n_deck++] = (gint8) top[n - 1 - k];
  }
  return TRUE;
}

/* The rest */

/* end|action: NAME VALUE pairs. */
static gboolean
read_pairs (TgState              *st,
            const TsPositionLine *line,
            GError              **error)
{
  gboolean end = g_str_equal (line->keyword, "end");

  if (line->n_words % 2 != 0)
    /* Translators: Trehgrannik: how an "end" or "action" line of a
       position is written */
    return ts_position_error (error, line, _("%s: pairs of a name and a value"), line->keyword);
  for (guint i = 0; i < line->n_words; i += 2)
    {
      const char *name = line->words[i];
      const char *value = line->words[i + 1];
      gint64 v = 0;
      int k, seat, hex;
      gboolean none = g_str_equal (value, "-");

      if (end && g_str_equal (name, "trigger"))
        {
          if (!none && !ts_position_line_seat (line, i + 1, st->n_players, &seat, error))
            return FALSE;
          st->trigger = (gint8) (none ? -1 : seat);
        }
      else if (end && g_str_equal (name, "reason"))
        {
          if (!ts_position_line_choice (line, i + 1, reason_words, G_N_ELEMENTS (reason_words), _("an end"), &k, error))
            return FALSE;
          st->end_reason = (guint8) k;
        }
      else if (!end && g_str_equal (name, "ability"))
        {
          if (!none && !read_tile (line, i + 1, tg_fore_tiles, TG_N_FORE, &k, error))
            return FALSE;
          st->ability = (gint8) (none ? -1 : k);
        }
      else if (!end && g_str_equal (name, "fee"))
        {
          if (!none && !read_card (line, i + 1, &k, error))
            return FALSE;
          st->fee = (gint8) (none ? -1 : k);
        }
      else if (!end && g_str_equal (name, "dest"))
        {
          if (!read_hex (line, i + 1, &hex, error))
            return FALSE;
          st->dest = (guint8) hex;
        }
      else
        {
          static const char * const end_names[] = { "final", "stall", "quiet", "built", "drew", "idle" };
          static const char * const action_names[] = { "picks", "center" };
          const char * const *names = end ? end_names : action_names;
          guint n_names = end ? G_N_ELEMENTS (end_names) : G_N_ELEMENTS (action_names);
          guint8 *fields[] = { &st->final_turns, &st->stall, &st->quiet, &st->turn_built, &st->turn_drew,
                               &st->turn_idle_start };
          guint8 *action_fields[] = { &st->picks_left, &st->center_active };

          k = -1;
          for (guint n = 0; n < n_names; n++)
            if (g_str_equal (name, names[n]))
              k = (int) n;
          if (k < 0)
            return ts_position_unknown (line, i, end ? _("a word of the end") : _("a word of the action"), error);
          if (!ts_position_line_int (line, i + 1, 0, 255, _("a number"), &v, error))
            return FALSE;
          *(end ? fields : action_fields)[k] = (guint8) v;
        }
    }
  return TRUE;
}

static gboolean
read_seat_line (TgState              *st,
                const TsPositionLine *line,
                GError              **error)
{
  int seat, hex, tile;
  gint64 v, w;

  if (!ts_position_line_seat (line, 0, st->n_players, &seat, error))
    return FALSE;
  if (g_str_equal (line->keyword, "gc"))
    {
      if (!ts_position_line_words (line, 2, 2, error) ||
          !ts_position_line_int (line, 1, -999, 9999, _("an amount of GC"), &v, error))
        return FALSE;
      st->gc[seat] = (gint16) v;
    }
  else if (g_str_equal (line->keyword, "supply"))
    {
      if (!ts_position_line_words (line, 3, 3, error) ||
          !ts_position_line_int (line, 1, 0, 99, _("a number of modules"), &v, error) ||
          !ts_position_line_int (line, 2, 0, 99, _("a number of bases"), &w, error))
        return FALSE;
      st->modules[seat] = (guint8) v;
      st->bases[seat] = (guint8) w;
    }
  else if (g_str_equal (line->keyword, "built"))
    {
      if (!ts_position_line_words (line, 2, 2, error) ||
          !ts_position_line_int (line, 1, 0, 99, _("a number of projects"), &v, error))
        return FALSE;
      st->built[seat] = (guint8) v;
    }
  else
    {
      /* harvester SEAT HEX [fore TILE] [main TILE] */
      if (!read_hex (line, 1, &hex, error))
        return FALSE;
      st->at[seat] = (guint8) hex;
      for (guint i = 2; i < line->n_words; i += 2)
        {
          gboolean fore = g_str_equal (line->words[i], "fore");

          if (!fore && !g_str_equal (line->words[i], "main"))
            return ts_position_unknown (line, i, _("a word of a harvester (fore, main)"), error);
          if (!ts_position_line_words (line, i + 2, 0, error) ||
              !read_tile (line, i + 1, fore ? tg_fore_tiles : tg_main_tiles, fore ? TG_N_FORE : TG_N_MAIN,
                          &tile, error))
            return FALSE;
          if (fore)
            st->fore[seat] = (guint8) tile;
          else
            st->main_part[seat] = (guint8) tile;
        }
    }
  return TRUE;
}

/* The line that sets what a version-1 error names ("“deck”: …", a card
 * code), for "line N". */
static const TsPositionLine *
line_of_error (const TsPositionText *text,
               const char           *message)
{
  static const TsPositionField map[] = {
    { "deck", "deck" }, { "market", "market" }, { "box-forepart", "box-forepart" },
    { "box-production", "box-production" }, { "hidden-production", "box-production" }, { "hand", "hand" },
    { "forepart", "forepart" }, { "center", "action" }, { "cargo", "cargo" }, { "idle", "end" },
    { "built", "end" }, { "drew", "end" }, { "fee", "action" }, { "dest", "action" }, { "at", "harvester" },
    { "gc", "gc" }, { "supply", "supply" }, { "current", "current" }, { "turn", "turn" }, { "phase", "phase" },
    { "board", "board" }, { "projects", "project" }, { "build", "build" }, { "lines", "lines" },
    { "played", "played" },
  };
  const TsPositionLine *found = ts_position_text_line_for (text, message, map, G_N_ELEMENTS (map));
  g_autofree char *field = ts_position_error_field (message);
  int card = field != NULL ? tg_card_from_code (field) : -1;

  /* A card: the first line that names it, by code or name. */
  for (guint i = 0; found == NULL && card >= 0 && i < text->lines->len; i++)
    {
      const TsPositionLine *line = g_ptr_array_index (text->lines, i);

      for (guint w = 0; found == NULL && w < line->n_words; w++)
        if (g_ascii_strcasecmp (line->words[w], tg_cards[card].code) == 0 ||
            g_ascii_strcasecmp (line->words[w], tg_cards[card].name) == 0)
          found = line;
    }
  return found;
}

/* The lines of TEXT made into a state, before version 1's checks. */
static gboolean
build (const TsPositionText *text,
       TgState              *st,
       GError              **error)
{
  g_autoptr(TsGame) game = NULL;
  gboolean projects = ts_position_text_count (text, "project") > 0;

  if (!ts_position_text_check_keywords (text, keywords, once, error))
    return FALSE;
  game = ts_position_fresh_game (text, "trehgrannik", error);
  if (game == NULL)
    return FALSE;
  *st = *tg_state (game);
  if (projects)
    {
      memset (st->owner, -1, sizeof st->owner);
      memset (st->kind, TG_PROJECT_NONE, sizeof st->kind);
    }
  if (!read_cards (st, text, error))
    return FALSE;
  for (guint i = 0; i < text->lines->len; i++)
    {
      const TsPositionLine *line = g_ptr_array_index (text->lines, i);
      const char *kw = line->keyword;
      gboolean ok = TRUE;
      gint64 v;
      int seat, k, hex;

      if (g_str_equal (kw, "board"))
        {
          ok = ts_position_line_words (line, TG_N_POSITIONS, TG_N_POSITIONS, error);
          for (guint p = 0; ok && p < TG_N_POSITIONS; p++)
            {
              const char *word = line->words[p];
              const char *letter = strlen (word) == 2 ? strchr (tg_part_letters + 1, word[0]) : NULL;

              if (letter == NULL || word[0] == '\0' || word[1] < '0' || word[1] > '5')
                ok = ts_position_unknown (line, p, _("a part of the board (A0 … F5)"), error);
              else
                {
                  st->part_at[p] = (guint8) (letter - tg_part_letters);
                  st->rot_at[p] = (guint8) (word[1] - '0');
                }
            }
          if (ok)
            tg_state_assemble (st);
        }
      else if (g_str_equal (kw, "turn"))
        {
          ok = ts_position_line_words (line, 1, 1, error) &&
               ts_position_line_int (line, 0, 0, TG_MAX_MOVES, _("a number of turns"), &v, error);
          if (ok)
            st->turn = (guint16) v;
        }
      else if (g_str_equal (kw, "current"))
        {
          ok = ts_position_line_words (line, 1, 1, error) && ts_position_line_seat (line, 0, st->n_players, &seat, error);
          if (ok)
            st->current = (gint8) seat;
        }
      else if (g_str_equal (kw, "phase"))
        {
          ok = ts_position_line_words (line, 1, 1, error) &&
               ts_position_line_choice (line, 0, phase_words, G_N_ELEMENTS (phase_words), _("a phase"), &k, error);
          if (ok)
            st->phase = (guint8) k;
        }
      else if (g_str_equal (kw, "end") || g_str_equal (kw, "action"))
        ok = read_pairs (st, line, error);
      else if (g_str_equal (kw, "build"))
        {
          /* build CARD [doubled] … */
          st->build.n = 0;
          memset (st->build.cards, -1, sizeof st->build.cards);
          memset (st->build.doubled, 0, sizeof st->build.doubled);
          for (guint w = 0; ok && w < line->n_words; w++)
            {
              if (g_str_equal (line->words[w], "doubled") && st->build.n > 0)
                st->build.doubled[st->build.n - 1] = 1;
              else if (st->build.n >= G_N_ELEMENTS (st->build.cards))
                ok = ts_position_line_words (line, 0, w, error);
              else if ((ok = read_card (line, w, &k, error)))
                st->build.cards[st->build.n++] = (gint8) k;
            }
        }
      else if (g_str_equal (kw, "lines"))
        {
          static const char * const dirs[] = { "E", "NE", "NW", "W", "SW", "SE" };

          st->n_lines = 0;
          ok = ts_position_line_words (line, 0, G_N_ELEMENTS (st->lines), error);
          for (guint w = 0; ok && w < line->n_words; w++)
            if ((ok = ts_position_line_choice (line, w, dirs, G_N_ELEMENTS (dirs), _("a direction"), &k, error)))
              st->lines[st->n_lines++] = (gint8) k;
        }
      else if (g_str_equal (kw, "played"))
        {
          st->n_played = 0;
          ok = ts_position_line_words (line, 0, TG_MAX_PLAYED, error);
          for (guint w = 0; ok && w < line->n_words; w++)
            if ((ok = read_card (line, w, &k, error)))
              st->played[st->n_played++] = (gint8) k;
        }
      else if (g_str_equal (kw, "gc") || g_str_equal (kw, "supply") || g_str_equal (kw, "built") ||
               g_str_equal (kw, "harvester"))
        ok = read_seat_line (st, line, error);
      else if (g_str_equal (kw, "project"))
        {
          ok = ts_position_line_words (line, 3, 3, error) && ts_position_line_seat (line, 0, st->n_players, &seat, error) &&
               read_hex (line, 1, &hex, error) &&
               ts_position_line_choice (line, 2, kind_words + 1, G_N_ELEMENTS (kind_words) - 1, _("a kind of project"), &k, error);
          if (ok && st->owner[hex] >= 0)
            /* Translators: Trehgrannik: why a position is refused: %s is a
               hex */
            ok = ts_position_error (error, line, _("%s holds a project already"), line->words[1]);
          if (ok)
            {
              st->owner[hex] = (gint8) seat;
              st->kind[hex] = (guint8) (k + 1);
            }
        }
      else if (g_str_equal (kw, "rng"))
        {
          ok = ts_position_line_words (line, 1, 1, error);
          if (ok && !ts_rng_from_string (&st->rng, line->words[0], NULL))
            ok = ts_position_error (error, line, _("the generator cannot be read"));
        }
      if (!ok)
        return FALSE;
    }

  /* Worked out, unless a line says it. */
  if (projects)
    for (int s = 0; s < st->n_players; s++)
      {
        guint modules = 0, bases = 0;
        gboolean given = FALSE;

        for (int h = 0; h < TG_N_HEXES; h++)
          if (st->owner[h] == s)
            {
              modules += st->kind[h] == TG_PROJECT_MODULE;
              bases += st->kind[h] == TG_PROJECT_BASE;
            }
        for (guint i = 0; i < text->lines->len; i++)
          {
            const TsPositionLine *line = g_ptr_array_index (text->lines, i);

            if ((g_str_equal (line->keyword, "supply") || g_str_equal (line->keyword, "built")) &&
                line->n_words > 0 && g_strcmp0 (line->words[0], "") != 0 &&
                (int) g_ascii_strtoll (line->words[0], NULL, 10) == s + 1)
              given = TRUE;
          }
        if (given)
          continue;
        st->built[s] = (guint8) (modules + bases);
        st->modules[s] = (guint8) MAX ((int) tg_state (game)->modules[s] - (int) modules, 0);
        st->bases[s] = (guint8) MAX ((int) tg_state (game)->bases[s] - (int) bases, 0);
      }
  if (ts_position_text_first (text, "end") == NULL)
    /* R44: a turn is idle when it starts with an empty deck. */
    st->turn_idle_start = st->n_deck == 0 && !st->turn_drew;
  if (ts_position_text_first (text, "action") == NULL && st->current >= 0 &&
      (st->phase < TG_PHASE_SLOT))
    /* R40: the center works when it is full. */
    st->center_active = tg_count (st->slot[st->current][TG_SLOT_CENTER]) >= tg_center_capacity (st);
  return TRUE;
}

static gboolean
build_game (const TsPositionText *text,
            TsGame               *scratch,
            GError              **error)
{
  return build (text, tg_state (scratch), error);
}

gboolean
tg_position2_load (TsGame      *game,
                  const char  *text,
                  GError     **error)
{
  static const TsPositionReader reader = {
    "trehgrannik", 2,
    /* Translators: Trehgrannik: why a position is refused */
    N_("This is not a Trehgrannik position"),
    build_game, line_of_error,
  };

  return ts_position_load_through (game, text, &reader, error);
}

/* Writing */

static void
append_cards (GString      *out,
              const guint8 *counts)
{
  for (int c = 0; c < TG_N_CARDS; c++)
    for (int k = 0; k < counts[c]; k++)
      ts_position_append_word (out, tg_cards[c].name);
}

char *
tg_position2_save (TsGame *game)
{
  const TgState *st = tg_state (game);
  GString *out = g_string_sized_new (2048);
  g_autofree char *rng = ts_rng_to_string (&st->rng);
  TsHex dest = tg_hex_at (st->dest);

  g_string_append_printf (out, "trehgrannik 2\nplayers %u\nfirst %u\n", st->n_players, st->first_seat + 1);
  if (st->reference)
    g_string_append (out, "option layout reference\n");
  if (st->no_systems)
    g_string_append (out, "option no-systems yes\n");
  g_string_append (out, "board");
  for (int p = 0; p < TG_N_POSITIONS; p++)
    g_string_append_printf (out, " %c%u", tg_part_letters[st->part_at[p]], st->rot_at[p]);
  g_string_append_printf (out, "\nturn %u\n", st->turn);
  if (st->current >= 0)
    g_string_append_printf (out, "current %d\n", st->current + 1);
  g_string_append_printf (out, "phase %s\n", phase_words[st->phase]);
  g_string_append (out, "end trigger");
  if (st->trigger >= 0)
    g_string_append_printf (out, " %d", st->trigger + 1);
  else
    g_string_append (out, " -");
  g_string_append_printf (out, " final %u stall %u quiet %u reason %s built %u drew %u idle %u\n",
                          st->final_turns, st->stall, st->quiet, reason_words[st->end_reason],
                          st->turn_built, st->turn_drew, st->turn_idle_start);
  g_string_append_printf (out, "action picks %u center %u ability %s fee", st->picks_left, st->center_active,
                          st->ability >= 0 ? tg_fore_tiles[st->ability].id : "-");
  if (st->fee >= 0)
    ts_position_append_word (out, tg_cards[st->fee].name);
  else
    g_string_append (out, " -");
  /* A destination only once the harvester has moved there. */
  if (st->dest != 0 || (st->phase >= TG_PHASE_BUILD && st->phase != TG_PHASE_OVER))
    g_string_append_printf (out, " dest %d,%d", dest.q, dest.r);
  g_string_append_c (out, '\n');
  if (st->build.n > 0)
    {
      g_string_append (out, "build");
      for (guint i = 0; i < st->build.n; i++)
        {
          ts_position_append_word (out, tg_cards[st->build.cards[i]].name);
          if (st->build.doubled[i])
            g_string_append (out, " doubled");
        }
      g_string_append_c (out, '\n');
    }
  if (st->n_lines > 0)
    {
      g_string_append (out, "lines");
      for (guint i = 0; i < st->n_lines; i++)
        g_string_append_printf (out, " %s", tg_direction_word (st->lines[i]));
      g_string_append_c (out, '\n');
    }
  if (st->n_played > 0)
    {
      g_string_append (out, "played");
      for (guint i = 0; i < st->n_played; i++)
        ts_position_append_word (out, tg_cards[st->played[i]].name);
      g_string_append_c (out, '\n');
    }
  for (int s = 0; s < st->n_players; s++)
    {
      TsHex at = tg_hex_at (st->at[s]);

      g_string_append_printf (out, "harvester %d %d,%d fore %s main %s\n", s + 1, at.q, at.r,
                              tg_fore_tiles[st->fore[s]].id, tg_main_tiles[st->main_part[s]].id);
      g_string_append_printf (out, "gc %d %d\nsupply %d %u %u\nbuilt %d %u\n", s + 1, st->gc[s], s + 1,
                              st->modules[s], st->bases[s], s + 1, st->built[s]);
      g_string_append_printf (out, "hand %d", s + 1);
      append_cards (out, st->hand[s]);
      g_string_append_c (out, '\n');
      for (int k = 0; k < TG_N_SLOTS; k++)
        if (tg_count (st->slot[s][k]) > 0)
          {
            g_string_append_printf (out, "%s %d", seat_places[k + 1], s + 1);
            append_cards (out, st->slot[s][k]);
            g_string_append_c (out, '\n');
          }
    }
  for (int h = 0; h < TG_N_HEXES; h++)
    if (st->owner[h] >= 0)
      {
        TsHex hex = tg_hex_at (h);

        g_string_append_printf (out, "project %d %d,%d %s\n", st->owner[h] + 1, hex.q, hex.r, kind_words[st->kind[h]]);
      }
  g_string_append (out, "market");
  append_cards (out, st->market);
  g_string_append (out, "\nbox-forepart");
  append_cards (out, st->box_fore);
  g_string_append (out, "\nbox-production");
  append_cards (out, st->box_prod);
  g_string_append (out, "\ndeck");
  for (int i = st->n_deck - 1; i >= 0; i--)
    ts_position_append_word (out, tg_cards[st->deck[i]].code);
  g_string_append_printf (out, "\nrng %s\n", rng);
  return g_string_free (out, FALSE);
}
