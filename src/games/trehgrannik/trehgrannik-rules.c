/* trehgrannik-rules.c — Trehgrannik's rules: setup (spec §5), the move
 * sequence of a turn (R1–R42, docs/trehgrannik.md), the end (R43–R46 and
 * the quiet and turn limits) and scoring (R47, R48)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "trehgrannik-private.h"

#define TG_MAX_BUILDS 2048

void
tg_state_init_empty (TgState *st)
{
  memset (st, 0, sizeof *st);
  st->phase = TG_PHASE_OVER;
  st->current = TS_SEAT_NONE;
  st->trigger = -1;
  st->ability = -1;
  st->fee = -1;
  memset (st->owner, -1, sizeof st->owner);
  memset (st->group, -1, sizeof st->group);
  for (int p = 0; p < TG_N_POSITIONS; p++)
    st->part_at[p] = p + 1;
  tg_state_assemble (st);
}

/* ------------------------------------------------------------------ */
/* Cards moving                                                        */

static void
market_add (TgState *st,
            int      card)
{
  st->market[card]++;
}

guint
tg_state_refill (TsGame  *game,
                 TgState *st)
{
  guint drawn = 0;

  while (tg_market_stacks (st) < TG_MARKET_MIN && st->n_deck > 0)
    {
      int card = st->deck[--st->n_deck];

      drawn++;
      st->turn_drew = 1;
      if (card >= 0)
        market_add (st, card);
      if (game)
        tg_emit (game, TG_EVENT_REFILL, TS_SEAT_NONE, TS_EVENT_EVERYONE, TRUE, card, 0, 0);
    }
  return drawn;
}

/* Takes the top deck card into SEAT's hand (R10, R41). */
static void
draw_to_hand (TsGame  *game,
              TgState *st,
              int      seat,
              gboolean recycle)
{
  int card = st->deck[--st->n_deck];
  guint8 me = (guint8) (1u << seat);

  st->turn_drew = 1;
  if (card >= 0)
    st->hand[seat][card]++;
  else
    st->hand_hidden[seat]++;
  tg_emit (game, recycle ? TG_EVENT_RECYCLE_DECK : TG_EVENT_TAKE_DECK, seat, me, TRUE, card, 0, 0);
  tg_emit (game, recycle ? TG_EVENT_RECYCLE_DECK_HIDDEN : TG_EVENT_TAKE_DECK_HIDDEN, seat,
           TG_ALL_SEATS (st) & ~me, TRUE, 0, 0, 0);
}

static void
market_to_hand (TsGame  *game,
                TgState *st,
                int      seat,
                int      card,
                gboolean recycle)
{
  st->market[card]--;
  st->hand[seat][card]++;
  tg_emit (game, recycle ? TG_EVENT_RECYCLE_MARKET : TG_EVENT_TAKE_MARKET, seat,
           TS_EVENT_EVERYONE, FALSE, card, 0, 0);
  tg_state_refill (game, st);
}

/* Removes CARD from SEAT's hand: a known copy, else an unknown card of a
 * redacted hand (a view's hand only shrinks so in tests of views). */
static void
hand_remove (TgState *st,
             int      seat,
             int      card)
{
  if (st->hand[seat][card] > 0)
    st->hand[seat][card]--;
  else if (st->hand_hidden[seat] > 0)
    {
      st->hand_hidden[seat]--;
      if (tg_card (card)->type == TG_TYPE_PRODUCTION && st->hidden_prod[seat] > 0)
        st->hidden_prod[seat]--;
    }
}

/* ------------------------------------------------------------------ */
/* Setup                                                               */

static const guint8 supply_modules[TG_MAX_SEATS + 1] = { 0, 0, 12, 8, 6 };
static const guint8 supply_bases[TG_MAX_SEATS + 1] = { 0, 0, 6, 4, 3 };

static void
start_turn (TgState *st)
{
  st->phase = TG_PHASE_TURN;
  st->picks_left = 0;
  st->ability = -1;
  st->fee = -1;
  st->dest = 0;
  memset (&st->build, 0, sizeof st->build);
  st->n_lines = 0;
  st->n_played = 0;
  st->turn_built = 0;
  st->turn_drew = 0;
  st->turn_idle_start = st->n_deck == 0;
  st->center_active = tg_count (st->slot[st->current][TG_SLOT_CENTER]) >= tg_center_capacity (st);
}

gboolean
tg_game_setup (TsGame         *game,
               const TsSetup  *setup,
               GError        **error)
{
  const TsGameOption *options = TS_GAME_GET_CLASS (game)->options;
  TgState *st = tg_state (game);
  int order[TG_N_DECK_MAX];
  guint n = 0;
  int fore[TG_N_FORE] = { 0, 1, 2, 3 }, main_part[TG_N_MAIN] = { 0, 1, 2, 3 };

  if (setup->n_players < 2 || setup->n_players > TG_MAX_SEATS ||
      setup->first_seat < 0 || (guint) setup->first_seat >= setup->n_players)
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                   /* Translators: the number of players Trehgrannik allows;
                      the game name stays untranslated */
                   _("Trehgrannik is played by 2 to 4 players"));
      return FALSE;
    }

  tg_state_init_empty (st);
  st->n_players = setup->n_players;
  st->first_seat = setup->first_seat;
  st->reference = ts_setup_get_option (setup, options, "layout") == 1;
  st->no_systems = ts_setup_get_option (setup, options, "no-systems") != 0;
  ts_rng_init (&st->rng, setup->seed);

  /* S1 */
  if (!st->reference)
    {
      int parts[TG_N_POSITIONS] = { 1, 2, 3, 4, 5, 6 };

      ts_rng_shuffle_int (&st->rng, parts, TG_N_POSITIONS);
      for (int p = 0; p < TG_N_POSITIONS; p++)
        {
          st->part_at[p] = parts[p];
          st->rot_at[p] = ts_rng_uniform (&st->rng, 6);
        }
    }
  tg_state_assemble (st);

  /* S3: Production cards dealt, the rest boxed unseen. */
  for (int c = 0; c < TG_N_CARDS; c++)
    if (tg_card (c)->type == TG_TYPE_PRODUCTION)
      for (int k = 0; k < tg_card (c)->count; k++)
        order[n++] = c;
  ts_rng_shuffle_int (&st->rng, order, n);
  for (guint i = 0; i < n; i++)
    {
      if (i < 3u * st->n_players)
        st->hand[(st->first_seat + i) % st->n_players][order[i]]++;
      else
        st->box_prod[order[i]]++;
    }

  /* S4 */
  n = 0;
  for (int c = 0; c < TG_N_CARDS; c++)
    if (tg_card (c)->type != TG_TYPE_PRODUCTION &&
        !(st->no_systems && tg_card (c)->type == TG_TYPE_SYSTEMS))
      for (int k = 0; k < tg_card (c)->count; k++)
        order[n++] = c;
  ts_rng_shuffle_int (&st->rng, order, n);
  for (guint i = 0; i < n; i++)
    st->deck[i] = (gint8) order[i];
  st->n_deck = n;
  for (int i = 0; i < st->n_players; i++)
    {
      int seat = (st->first_seat + i) % st->n_players;

      st->hand[seat][st->deck[--st->n_deck]]++;
    }

  /* S5 */
  tg_state_refill (NULL, st);

  /* S6 */
  ts_rng_shuffle_int (&st->rng, fore, TG_N_FORE);
  ts_rng_shuffle_int (&st->rng, main_part, TG_N_MAIN);
  for (int s = 0; s < st->n_players; s++)
    {
      st->fore[s] = fore[s];
      st->main_part[s] = main_part[s];
      /* S7, S8, S9 */
      st->modules[s] = supply_modules[st->n_players];
      st->bases[s] = supply_bases[st->n_players];
      st->at[s] = tg_hex_index ((TsHex) { 0, 0 });
      st->gc[s] = 0;
    }

  st->current = st->first_seat;
  st->turn = 0;
  start_turn (st);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Legality                                                            */

static gboolean
free_drive (const TgState *st)
{
  return st->center_active && st->main_part[st->current] == TG_MAIN_FREE_DRIVE;
}

static gboolean
fore_ready (const TgState *st)
{
  return tg_count (st->slot[st->current][TG_SLOT_FOREPART]) >= tg_fore_capacity (st);
}

/* A construction ability declared must shape a construction. */
static gboolean
ability_needs_build (int ability)
{
  return ability == TG_FORE_QUICK_BASE || ability == TG_FORE_TRIPLE_BASE ||
         ability == TG_FORE_OVERRIDE;
}

static gboolean
dest_is_legal (const TgState *st,
               int            hex,
               const guint8  *hand,
               int            ability)
{
  if (tg_is_building_site (st, hex))
    return tg_can_build (st, st->current, hex, hand, ability);
  return !ability_needs_build (ability);
}

static guint
list_dests (const TgState *st,
            int            fee,
            int            ability,
            int           *out,
            gboolean       first_only)
{
  int cand[TG_N_HEXES];
  guint8 hand[TG_N_CARDS];
  gboolean climber = st->center_active && st->main_part[st->current] == TG_MAIN_CLIMBER;
  guint n = tg_state_destinations (st, st->current, ability == TG_FORE_JUMP, climber, cand);
  guint k = 0;

  tg_hand_after_fee (st, st->current, fee, hand);
  for (guint i = 0; i < n; i++)
    if (dest_is_legal (st, cand[i], hand, ability))
      {
        if (out)
          out[k] = cand[i];
        k++;
        if (first_only)
          break;
      }
  return k;
}

static gboolean
hex_is_destination (const TgState *st,
                    int            hex,
                    int            fee,
                    int            ability)
{
  int cand[TG_N_HEXES];
  gboolean climber = st->center_active && st->main_part[st->current] == TG_MAIN_CLIMBER;
  guint n = tg_state_destinations (st, st->current, ability == TG_FORE_JUMP, climber, cand);
  guint8 hand[TG_N_CARDS];

  tg_hand_after_fee (st, st->current, fee, hand);
  for (guint i = 0; i < n; i++)
    if (cand[i] == hex)
      return dest_is_legal (st, hex, hand, ability);
  return FALSE;
}

/* Whether paying CARD (with ABILITY declared) leaves a legal destination. */
static gboolean
fee_is_legal (const TgState *st,
              int            card,
              int            ability)
{
  if (card < 0 || card >= TG_N_CARDS || st->hand[st->current][card] == 0)
    return FALSE;
  return list_dests (st, card, ability, NULL, TRUE) > 0;
}

/* Whether some completion of "Move and build" exists with ABILITY. */
static gboolean
move_action_exists (const TgState *st,
                    int            ability)
{
  if (free_drive (st))
    return list_dests (st, -1, ability, NULL, TRUE) > 0;
  for (int c = 0; c < TG_N_CARDS; c++)
    if (fee_is_legal (st, c, ability))
      return TRUE;
  return FALSE;
}

static gboolean
can_take (const TgState *st,
          int            card)
{
  if (card < 0)
    return st->n_deck > 0;
  return card < TG_N_CARDS && st->market[card] > 0;
}

static gboolean
recycle_possible (const TgState *st)
{
  if (st->n_deck > 0)
    return TRUE;
  for (int c = 0; c < TG_N_CARDS; c++)
    if (c != st->fee && st->market[c] > 0)
      return TRUE;
  return FALSE;
}

static gboolean
build_from_move (const TsMove *move,
                 TgBuild      *b)
{
  memset (b, 0, sizeof *b);
  for (int i = 0; i < 3; i++)
    {
      if (move->arg[i] < -1 || move->arg[i] >= TG_N_CARDS || move->arg[3 + i] < 0 ||
          move->arg[3 + i] > 1)
        return FALSE;
      b->cards[i] = (gint8) move->arg[i];
      b->doubled[i] = (guint8) move->arg[3 + i];
      if (move->arg[i] >= 0)
        b->n = i + 1;
    }
  return move->arg[6] == 0;
}

static gboolean
any_action (const TgState *st)
{
  if (st->n_deck > 0 || tg_market_stacks (st) > 0)
    return TRUE;
  if (fore_ready (st) && move_action_exists (st, st->fore[st->current]))
    return TRUE;
  return move_action_exists (st, -1);
}

static gboolean
move_is_legal (const TgState *st,
               const TsMove  *m)
{
  int seat = st->current;

  switch (st->phase)
    {
    case TG_PHASE_TURN:
      switch (m->kind)
        {
        case TG_MOVE_TAKE:
          return can_take (st, m->arg[0]);
        case TG_MOVE_USE:
          return m->arg[0] == st->fore[seat] && fore_ready (st) &&
                 move_action_exists (st, st->fore[seat]);
        case TG_MOVE_FEE:
          return !free_drive (st) && fee_is_legal (st, m->arg[0], -1);
        case TG_MOVE_GO:
          {
            int hex = tg_hex_index ((TsHex) { m->arg[0], m->arg[1] });

            return free_drive (st) && hex >= 0 && hex_is_destination (st, hex, -1, -1);
          }
        case TG_MOVE_PASS:
          return !any_action (st);
        default:
          return FALSE;
        }

    case TG_PHASE_ADD:
      return m->kind == TG_MOVE_TAKE && can_take (st, m->arg[0]);

    case TG_PHASE_MOVE:
      if (m->kind == TG_MOVE_FEE)
        return !free_drive (st) && fee_is_legal (st, m->arg[0], st->ability);
      if (m->kind == TG_MOVE_GO && free_drive (st))
        {
          int hex = tg_hex_index ((TsHex) { m->arg[0], m->arg[1] });

          return hex >= 0 && hex_is_destination (st, hex, -1, st->ability);
        }
      return FALSE;

    case TG_PHASE_DEST:
      if (m->kind == TG_MOVE_GO)
        {
          int hex = tg_hex_index ((TsHex) { m->arg[0], m->arg[1] });

          return hex >= 0 && hex_is_destination (st, hex, -1, st->ability);
        }
      return FALSE;

    case TG_PHASE_BUILD:
      {
        TgBuild b;

        return m->kind == TG_MOVE_BUILD && build_from_move (m, &b) &&
               tg_build_is_legal (st, seat, st->dest, st->hand[seat], st->ability, &b);
      }

    case TG_PHASE_LINE:
      return m->kind == TG_MOVE_LINE && m->arg[0] >= 0 && m->arg[0] < TS_HEX_N_DIRECTIONS;

    case TG_PHASE_SLOT:
      if (m->kind != TG_MOVE_SLOT || st->n_played == 0 || m->arg[0] != st->played[0])
        return FALSE;
      switch (m->arg[1])
        {
        case TG_SLOT_FOREPART:
          return tg_count (st->slot[seat][TG_SLOT_FOREPART]) < tg_fore_capacity (st);
        case TG_SLOT_CENTER:
          return tg_count (st->slot[seat][TG_SLOT_CENTER]) < tg_center_capacity (st);
        case TG_SLOT_CARGO:
          return TRUE;
        default:
          return FALSE;
        }

    case TG_PHASE_RECYCLE:
      return m->kind == TG_MOVE_RECYCLE && can_take (st, m->arg[0]) && m->arg[0] != st->fee;

    case TG_PHASE_OVER:
    default:
      return FALSE;
    }
}

gboolean
tg_game_is_legal (TsGame       *game,
                  const TsMove *move)
{
  /* Arguments each kind uses; the others must be 0, so that one move has
   * one form (the search and saves compare moves bytewise). */
  static const guint8 used[] = {
    [TG_MOVE_TAKE] = 1, [TG_MOVE_USE] = 1, [TG_MOVE_FEE] = 1, [TG_MOVE_GO] = 2,
    [TG_MOVE_BUILD] = TS_MOVE_N_ARGS, [TG_MOVE_LINE] = 1, [TG_MOVE_SLOT] = 2,
    [TG_MOVE_RECYCLE] = 1, [TG_MOVE_PASS] = 0,
  };
  const TgState *st = tg_state (game);

  if (move->kind < TG_MOVE_TAKE || move->kind > TG_MOVE_PASS)
    return FALSE;
  for (int i = used[move->kind]; i < TS_MOVE_N_ARGS; i++)
    if (move->arg[i] != 0)
      return FALSE;
  if ((move->kind == TG_MOVE_TAKE || move->kind == TG_MOVE_RECYCLE) && move->arg[0] < -1)
    return FALSE;
  return move_is_legal (st, move);
}

/* ------------------------------------------------------------------ */
/* Listing                                                             */

static void
append (GArray *moves,
        TsMove  m)
{
  g_array_append_val (moves, m);
}

static void
list_takes (const TgState *st,
            GArray        *moves,
            gboolean       recycle)
{
  if (st->n_deck > 0)
    append (moves, recycle ? ts_trehgrannik_move_recycle (-1) : ts_trehgrannik_move_take (-1));
  for (int c = 0; c < TG_N_CARDS; c++)
    if (st->market[c] > 0 && !(recycle && c == st->fee))
      append (moves, recycle ? ts_trehgrannik_move_recycle (c) : ts_trehgrannik_move_take (c));
}

static void
list_gos (const TgState *st,
          GArray        *moves,
          int            fee,
          int            ability)
{
  int dests[TG_N_HEXES];
  guint n = list_dests (st, fee, ability, dests, FALSE);

  for (guint i = 0; i < n; i++)
    append (moves, ts_trehgrannik_move_go (tg_hex_at (dests[i])));
}

void
tg_game_list_moves (TsGame *game,
                    GArray *moves)
{
  const TgState *st = tg_state (game);
  int seat = st->current;
  guint before = moves->len;

  switch (st->phase)
    {
    case TG_PHASE_TURN:
      list_takes (st, moves, FALSE);
      if (fore_ready (st) && move_action_exists (st, st->fore[seat]))
        append (moves, ts_trehgrannik_move_use (st->fore[seat]));
      if (free_drive (st))
        list_gos (st, moves, -1, -1);
      else
        for (int c = 0; c < TG_N_CARDS; c++)
          if (fee_is_legal (st, c, -1))
            append (moves, ts_trehgrannik_move_fee (c));
      if (moves->len == before)
        append (moves, ts_trehgrannik_move_pass ());
      break;

    case TG_PHASE_ADD:
      list_takes (st, moves, FALSE);
      break;

    case TG_PHASE_MOVE:
      if (free_drive (st))
        list_gos (st, moves, -1, st->ability);
      else
        for (int c = 0; c < TG_N_CARDS; c++)
          if (fee_is_legal (st, c, st->ability))
            append (moves, ts_trehgrannik_move_fee (c));
      break;

    case TG_PHASE_DEST:
      list_gos (st, moves, -1, st->ability);
      break;

    case TG_PHASE_BUILD:
      {
        g_autofree TgBuild *builds = g_new (TgBuild, TG_MAX_BUILDS);
        guint n = tg_list_builds (st, seat, st->dest, st->hand[seat], st->ability,
                                  builds, TG_MAX_BUILDS);

        for (guint i = 0; i < n; i++)
          {
            int cards[3];
            gboolean doubled[3];

            for (int k = 0; k < 3; k++)
              {
                cards[k] = builds[i].cards[k];
                doubled[k] = builds[i].doubled[k];
              }
            append (moves, ts_trehgrannik_move_build (cards, doubled, builds[i].n));
          }
        break;
      }

    case TG_PHASE_LINE:
      for (int d = 0; d < TS_HEX_N_DIRECTIONS; d++)
        append (moves, ts_trehgrannik_move_line (d));
      break;

    case TG_PHASE_SLOT:
      for (int s = 0; s < TG_N_SLOTS; s++)
        {
          TsMove m = ts_trehgrannik_move_slot (st->played[0], s);

          if (move_is_legal (st, &m))
            append (moves, m);
        }
      break;

    case TG_PHASE_RECYCLE:
      list_takes (st, moves, TRUE);
      break;

    case TG_PHASE_OVER:
    default:
      break;
    }
}

/* ------------------------------------------------------------------ */
/* Scoring                                                             */

static void
cargo_colours (const TgState *st,
               int            seat,
               int           *colours)
{
  memset (colours, 0, sizeof (int) * TG_N_COLOURS);
  for (int c = 0; c < TG_N_CARDS; c++)
    colours[tg_card (c)->colour] += st->slot[seat][TG_SLOT_CARGO][c];
}

int
tg_state_cargo_bonus (const TgState *st,
                      int            seat)
{
  int counts[TG_MAX_SEATS][TG_N_COLOURS];
  int bonus = 0;

  for (int s = 0; s < st->n_players; s++)
    cargo_colours (st, s, counts[s]);
  for (int col = 0; col < TG_N_COLOURS; col++)
    {
      gboolean top = counts[seat][col] > 0;

      for (int s = 0; s < st->n_players && top; s++)
        if (s != seat && counts[s][col] >= counts[seat][col])
          top = FALSE;
      if (top)
        bonus += counts[seat][col];
    }
  return bonus;
}

int
tg_state_score (const TgState *st,
                int            seat)
{
  return st->gc[seat] + tg_state_cargo_bonus (st, seat);
}

void
tg_state_ranks (const TgState *st,
                int           *ranks)
{
  for (int i = 0; i < st->n_players; i++)
    {
      int si = tg_state_score (st, i);
      guint ci = tg_count (st->slot[i][TG_SLOT_CARGO]);

      ranks[i] = 0;
      for (int j = 0; j < st->n_players; j++)
        {
          int sj = tg_state_score (st, j);
          guint cj = tg_count (st->slot[j][TG_SLOT_CARGO]);

          if (sj > si ||
              (sj == si && st->built[j] > st->built[i]) ||
              (sj == si && st->built[j] == st->built[i] && cj > ci))
            ranks[i]++;
        }
    }
}

int
tg_game_get_score (TsGame *game,
                   int     seat)
{
  return tg_state_score (tg_state (game), seat);
}

void
tg_game_get_ranks (TsGame *game,
                   int    *ranks)
{
  tg_state_ranks (tg_state (game), ranks);
}

char *
tg_game_describe_score (TsGame *game,
                        int     seat)
{
  int score = tg_state_score (tg_state (game), seat);

  /* Translators: the score of Trehgrannik, in galactic currency */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d GC", "%d GC", score), score);
}

/* ------------------------------------------------------------------ */
/* Applying                                                            */

static void
game_over (TsGame      *game,
           TgState     *st,
           TgEndReason  reason)
{
  st->phase = TG_PHASE_OVER;
  st->current = TS_SEAT_NONE;
  st->end_reason = reason;
  if (!ts_game_is_recording (game))
    return;
  for (int s = 0; s < st->n_players; s++)
    {
      int counts[TG_MAX_SEATS][TG_N_COLOURS];

      for (int t = 0; t < st->n_players; t++)
        cargo_colours (st, t, counts[t]);
      for (int col = 0; col < TG_N_COLOURS; col++)
        {
          gboolean top = counts[s][col] > 0;

          for (int t = 0; t < st->n_players && top; t++)
            if (t != s && counts[t][col] >= counts[s][col])
              top = FALSE;
          if (top)
            tg_emit (game, TG_EVENT_CARGO, s, TS_EVENT_EVERYONE, FALSE, col, counts[s][col], 0);
        }
    }
  tg_emit (game, TG_EVENT_GAME_OVER, TS_SEAT_NONE, TS_EVENT_EVERYONE, FALSE, reason, 0, 0);
  for (int s = 0; s < st->n_players; s++)
    tg_emit (game, TG_EVENT_FINAL_SCORE, s, TS_EVENT_EVERYONE, FALSE, tg_state_score (st, s), 0, 0);
}

static void
end_turn (TsGame  *game,
          TgState *st)
{
  int seat = st->current;
  gboolean final_turn = st->trigger >= 0 && st->trigger != seat;
  int n = st->n_players;

  /* R43 */
  if (st->trigger < 0 && st->modules[seat] == 0 && st->bases[seat] == 0)
    {
      st->trigger = seat;
      st->final_turns = n - 1;
      tg_emit (game, TG_EVENT_TRIGGER, seat, TS_EVENT_EVERYONE, FALSE, 0, 0, 0);
    }
  else if (final_turn && st->final_turns > 0)
    st->final_turns--;

  st->turn++;
  st->stall = st->turn_idle_start && !st->turn_built ? st->stall + 1 : 0;
  st->quiet = !st->turn_built && !st->turn_drew ? st->quiet + 1 : 0;

  if (st->stall >= TG_STALL_TURNS_PER_PLAYER * n)
    game_over (game, st, TG_END_STALL);
  else if (st->quiet >= TG_QUIET_TURNS_PER_PLAYER * n)
    game_over (game, st, TG_END_QUIET);
  else if (st->trigger >= 0 && st->final_turns == 0)
    game_over (game, st, TG_END_TRIGGER);
  else if (st->turn >= TG_MAX_TURNS)
    game_over (game, st, TG_END_TURNS);
  else
    {
      st->current = (seat + 1) % n;
      start_turn (st);
    }
}

/* After the resolution (and the slots): Recycler, then the end. */
static void
finish_move_action (TsGame  *game,
                    TgState *st)
{
  if (st->center_active && st->main_part[st->current] == TG_MAIN_RECYCLER &&
      st->fee >= 0 && recycle_possible (st))
    st->phase = TG_PHASE_RECYCLE;
  else
    end_turn (game, st);
}

static void
resolve_build (TsGame  *game,
               TgState *st)
{
  int seat = st->current;
  int hex = st->dest;
  TgBuild *b = &st->build;
  int owed[TG_MAX_SEATS] = { 0, };
  int total = 0, line = 0;
  gboolean base = b->n > 1 || st->ability == TG_FORE_QUICK_BASE;

  tg_emit_build (game, seat, hex, base ? TG_PROJECT_BASE : TG_PROJECT_MODULE);
  /* R23: on the board before the miniature. */
  for (guint i = 0; i < b->n; i++)
    {
      int card = b->cards[i];
      int dir = tg_card_needs_line (card) ? st->lines[line++] : -1;
      int card_owed[TG_MAX_SEATS] = { 0, };
      int mult = b->doubled[i] ? 2 : 1;
      int v = tg_card_income (st, seat, hex, card, dir, card_owed) * mult;

      total += v;
      for (int s = 0; s < st->n_players; s++)
        owed[s] += card_owed[s] * mult;
      if (tg_card (card)->income != TG_INCOME_SYSTEMS)
        tg_emit (game, TG_EVENT_INCOME, seat, TS_EVENT_EVERYONE, FALSE, card, v, b->doubled[i]);
    }
  st->owner[hex] = seat;
  st->kind[hex] = base ? TG_PROJECT_BASE : TG_PROJECT_MODULE;
  if (base)
    st->bases[seat]--;
  else
    st->modules[seat]--;
  st->built[seat]++;
  st->turn_built = 1;
  st->gc[seat] += total;
  /* R34 */
  for (int s = 0; s < st->n_players; s++)
    if (owed[s] > 0)
      {
        int paid = MIN (owed[s], st->gc[s]);

        st->gc[s] -= paid;
        st->gc[seat] += paid;
        tg_emit (game, TG_EVENT_TAKEN, seat, TS_EVENT_EVERYONE, FALSE, s, paid, owed[s]);
      }
  st->phase = TG_PHASE_SLOT;
}

static void
end_add (TsGame  *game,
         TgState *st)
{
  if (st->picks_left == 0 || (st->n_deck == 0 && tg_market_stacks (st) == 0))
    end_turn (game, st);
  else
    st->phase = TG_PHASE_ADD;
}

/* Why MOVE is not legal now, in words. */
static const char *
illegal_reason (const TgState *st,
                const TsMove  *m)
{
  int seat = st->current;
  gboolean fits;

  switch (st->phase)
    {
    case TG_PHASE_TURN:
      fits = m->kind == TG_MOVE_TAKE || m->kind == TG_MOVE_USE || m->kind == TG_MOVE_FEE ||
             m->kind == TG_MOVE_GO || m->kind == TG_MOVE_PASS;
      break;
    case TG_PHASE_ADD:
      fits = m->kind == TG_MOVE_TAKE;
      break;
    case TG_PHASE_MOVE:
      fits = m->kind == TG_MOVE_FEE || m->kind == TG_MOVE_GO;
      break;
    case TG_PHASE_DEST:
      fits = m->kind == TG_MOVE_GO;
      break;
    case TG_PHASE_BUILD:
      fits = m->kind == TG_MOVE_BUILD;
      break;
    case TG_PHASE_LINE:
      fits = m->kind == TG_MOVE_LINE;
      break;
    case TG_PHASE_SLOT:
      fits = m->kind == TG_MOVE_SLOT;
      break;
    case TG_PHASE_RECYCLE:
      fits = m->kind == TG_MOVE_RECYCLE;
      break;
    default:
      fits = FALSE;
      break;
    }
  if (!fits)
    /* Translators: Trehgrannik: why a move is refused, shown to the player */
    return _("That is not the decision to make now");

  switch (m->kind)
    {
    case TG_MOVE_TAKE:
    case TG_MOVE_RECYCLE:
      if (m->arg[0] < 0)
        /* Translators: Trehgrannik: why a move is refused, shown to the
           player */
        return _("The deck is empty");
      if (m->kind == TG_MOVE_RECYCLE && m->arg[0] == st->fee)
        /* Translators: Trehgrannik: why a move is refused, shown to the
           player; moving the harvester costs a card as the movement fee;
           the name of a harvester tile */
        return _("Recycler cannot take a card of the name paid as the fee");
      /* Translators: Trehgrannik: why a move is refused, shown to the
         player; the market is the row of face-up cards anyone may take */
      return _("The market has no such card");
    case TG_MOVE_USE:
      if (m->arg[0] != st->fore[seat])
        /* Translators: Trehgrannik: why a move is refused, shown to the
           player; the harvester is the vehicle a player drives across the
           planet; the forepart, center and cargo are the card slots of the
           harvester */
        return _("That is not the ability of this harvester’s forepart");
      if (!fore_ready (st))
        /* Translators: Trehgrannik: why a move is refused, shown to the
           player; the forepart, center and cargo are the card slots of the
           harvester */
        return _("The forepart is not full: its ability is not ready");
      /* Translators: Trehgrannik: why a move is refused, shown to the
         player */
      return _("The ability cannot shape any move now");
    case TG_MOVE_FEE:
      if (free_drive (st))
        /* Translators: Trehgrannik: why a move is refused, shown to the
           player; moving the harvester costs a card as the movement fee;
           the name of a harvester tile */
        return _("Free Drive is active: no fee is paid");
      if (m->arg[0] < 0 || m->arg[0] >= TG_N_CARDS || st->hand[seat][m->arg[0]] == 0)
        /* Translators: Trehgrannik: why a move is refused, shown to the
           player */
        return _("That card is not in the hand");
      /* Translators: Trehgrannik: why a move is refused, shown to the
         player */
      return _("After paying that card no destination is legal");
    case TG_MOVE_GO:
      if (st->phase == TG_PHASE_TURN || (st->phase == TG_PHASE_MOVE && !free_drive (st)))
        /* Translators: Trehgrannik: why a move is refused, shown to the
           player; moving the harvester costs a card as the movement fee */
        return _("Pay the movement fee first");
      /* Translators: Trehgrannik: why a move is refused, shown to the
         player; the harvester is the vehicle a player drives across the
         planet */
      return _("The harvester cannot end its move there (or nothing could be built there)");
    case TG_MOVE_BUILD:
      /* Translators: Trehgrannik: why a move is refused, shown to the
         player */
      return _("That construction is not allowed here");
    case TG_MOVE_LINE:
      /* Translators: Trehgrannik: why a move is refused, shown to the
         player */
      return _("That is not a direction");
    case TG_MOVE_SLOT:
      if (st->n_played > 0 && m->arg[0] != st->played[0])
        /* Translators: Trehgrannik: why a move is refused, shown to the
           player */
        return _("Put the played cards into slots in the order given");
      /* Translators: Trehgrannik: why a move is refused, shown to the
         player */
      return _("That slot is full");
    case TG_MOVE_PASS:
      /* Translators: Trehgrannik: why a move is refused, shown to the
         player */
      return _("Passing is allowed only without a legal action");
    default:
      /* Translators: Trehgrannik: why a move is refused, shown to the
         player */
      return _("That move is not allowed now");
    }
}

gboolean
tg_game_apply_move (TsGame        *game,
                    const TsMove  *move,
                    GError       **error)
{
  TgState *st = tg_state (game);
  int seat = st->current;

  if (st->phase == TG_PHASE_OVER)
    return ts_game_set_illegal_move_error (error, _("The game is over"));
  if (!tg_game_is_legal (game, move))
    return ts_game_set_illegal_move_error (error, illegal_reason (st, move));

  switch (move->kind)
    {
    case TG_MOVE_TAKE:
      if (st->phase == TG_PHASE_TURN)
        st->picks_left = st->center_active && st->main_part[seat] == TG_MAIN_WIDE_INTAKE ? 3 : 2;
      if (move->arg[0] < 0)
        draw_to_hand (game, st, seat, FALSE);
      else
        market_to_hand (game, st, seat, move->arg[0], FALSE);
      st->picks_left--;
      end_add (game, st);
      break;

    case TG_MOVE_USE:
      {
        guint boxed = 0;

        for (int c = 0; c < TG_N_CARDS; c++)
          {
            boxed += st->slot[seat][TG_SLOT_FOREPART][c];
            st->box_fore[c] += st->slot[seat][TG_SLOT_FOREPART][c];
            st->slot[seat][TG_SLOT_FOREPART][c] = 0;
          }
        st->ability = st->fore[seat];
        st->phase = TG_PHASE_MOVE;
        tg_emit (game, TG_EVENT_USE, seat, TS_EVENT_EVERYONE, FALSE, st->ability, boxed, 0);
        break;
      }

    case TG_MOVE_FEE:
      hand_remove (st, seat, move->arg[0]);
      market_add (st, move->arg[0]);
      st->fee = move->arg[0];
      st->phase = TG_PHASE_DEST;
      tg_emit (game, TG_EVENT_FEE, seat, TS_EVENT_EVERYONE, FALSE, move->arg[0], 0, 0);
      break;

    case TG_MOVE_GO:
      {
        int hex = tg_hex_index ((TsHex) { move->arg[0], move->arg[1] });

        tg_emit_go (game, seat, st->at[seat], hex, st->ability == TG_FORE_JUMP);
        st->at[seat] = hex;
        st->dest = hex;
        if (tg_is_building_site (st, hex))
          st->phase = TG_PHASE_BUILD;
        else
          {
            int owner = st->owner[hex];

            /* R16d */
            if (owner >= 0 && owner != seat)
              {
                int owed = st->kind[hex] == TG_PROJECT_BASE ? 2 : 1;
                int paid = MIN (owed, st->gc[seat]);

                st->gc[seat] -= paid;
                st->gc[owner] += paid;
                tg_emit (game, TG_EVENT_PAY, seat, TS_EVENT_EVERYONE, FALSE, owner, paid, 0);
              }
            finish_move_action (game, st);
          }
        break;
      }

    case TG_MOVE_BUILD:
      {
        TgBuild b;
        gboolean needs_line = FALSE;

        build_from_move (move, &b);
        st->build = b;
        st->n_played = 0;
        st->n_lines = 0;
        for (guint i = 0; i < b.n; i++)
          {
            hand_remove (st, seat, b.cards[i]);
            st->played[st->n_played++] = b.cards[i];
            if (b.doubled[i])
              {
                int d = -1;

                for (int k = TG_BLK_1; k <= TG_BLK_10; k++)
                  if (tg_card (k)->target == b.cards[i])
                    d = k;
                hand_remove (st, seat, d);
                st->played[st->n_played++] = d;
              }
            needs_line = needs_line || tg_card_needs_line (b.cards[i]);
          }
        if (needs_line)
          st->phase = TG_PHASE_LINE;
        else
          resolve_build (game, st);
        break;
      }

    case TG_MOVE_LINE:
      {
        guint need = 0;

        st->lines[st->n_lines++] = move->arg[0];
        for (guint i = 0; i < st->build.n; i++)
          need += tg_card_needs_line (st->build.cards[i]);
        if (st->n_lines >= need)
          resolve_build (game, st);
        break;
      }

    case TG_MOVE_SLOT:
      st->slot[seat][move->arg[1]][move->arg[0]]++;
      tg_emit (game, TG_EVENT_SLOT, seat, TS_EVENT_EVERYONE, FALSE, move->arg[0], move->arg[1], 0);
      if (move->arg[1] == TG_SLOT_FOREPART &&
          tg_count (st->slot[seat][TG_SLOT_FOREPART]) == tg_fore_capacity (st))
        tg_emit (game, TG_EVENT_FORE_READY, seat, TS_EVENT_EVERYONE, FALSE, st->fore[seat], 0, 0);
      if (move->arg[1] == TG_SLOT_CENTER &&
          tg_count (st->slot[seat][TG_SLOT_CENTER]) == tg_center_capacity (st))
        tg_emit (game, TG_EVENT_CENTER_FULL, seat, TS_EVENT_EVERYONE, FALSE, st->main_part[seat], 0, 0);
      memmove (st->played, st->played + 1, TG_MAX_PLAYED - 1);
      st->n_played--;
      if (st->n_played == 0)
        finish_move_action (game, st);
      break;

    case TG_MOVE_RECYCLE:
      if (move->arg[0] < 0)
        draw_to_hand (game, st, seat, TRUE);
      else
        market_to_hand (game, st, seat, move->arg[0], TRUE);
      end_turn (game, st);
      break;

    case TG_MOVE_PASS:
      tg_emit (game, TG_EVENT_PASS, seat, TS_EVENT_EVERYONE, FALSE, 0, 0, 0);
      end_turn (game, st);
      break;

    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Checks                                                              */

guint
tg_state_count_cards (const TgState *st)
{
  guint n = st->n_deck + tg_count (st->market) + tg_count (st->box_fore) +
            tg_count (st->box_prod) + st->box_prod_hidden;

  for (int s = 0; s < st->n_players; s++)
    {
      n += tg_hand_size (st, s);
      for (int k = 0; k < TG_N_SLOTS; k++)
        n += tg_count (st->slot[s][k]);
    }
  if (st->phase == TG_PHASE_LINE || st->phase == TG_PHASE_SLOT)
    n += st->n_played;
  return n;
}
