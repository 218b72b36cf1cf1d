/* trigon-game.c — the TsTrigonGame class: options, hooks and accessors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules are in trigon-round.c, trigon-rules.c, trigon-battle.c,
 * trigon-cards.c and trigon-negative.c; trigon-private.h lists the files.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "trigon-private.h"
#include "trigon-words.h"

G_DEFINE_FINAL_TYPE (TsTrigonGame, ts_trigon_game, TS_TYPE_GAME)

static const char * const realm_choices[] = {
  "random", "noorland", "lumos", "calmania", "kalland", NULL
};
static const char * const realm_labels[] = {
  N_("Random"),
  /* Translators: a realm of Rule of Trigon (a proper name) and its colour */
  N_("Noorland (green)"),
  /* Translators: a realm of Rule of Trigon (a proper name) and its colour */
  N_("Lumos (purple)"),
  /* Translators: a realm of Rule of Trigon (a proper name) and its colour */
  N_("Calmania (yellow)"),
  /* Translators: a realm of Rule of Trigon (a proper name) and its colour */
  N_("Kalland (white)"),
  NULL
};

/* R1 and R5 */
static const TsGameOption trigon_options[] = {
  /* Translators: Rule of Trigon: a rule option in the new-game dialog; the
     board has four realms; each player starts in a home realm */
  { "realm1", N_("Realm of player 1"), NULL, TS_OPTION_CHOICE, 0, 0, 0, realm_choices, realm_labels, 1 },
  /* Translators: Rule of Trigon: a rule option in the new-game dialog; the
     board has four realms; each player starts in a home realm */
  { "realm2", N_("Realm of player 2"), NULL, TS_OPTION_CHOICE, 0, 0, 0, realm_choices, realm_labels, 2 },
  /* Translators: Rule of Trigon: a rule option in the new-game dialog; the
     board has four realms; each player starts in a home realm */
  { "realm3", N_("Realm of player 3"), NULL, TS_OPTION_CHOICE, 0, 0, 0, realm_choices, realm_labels, 3 },
  /* Translators: Rule of Trigon: a rule option in the new-game dialog; the
     board has four realms; each player starts in a home realm */
  { "realm4", N_("Realm of player 4"), NULL, TS_OPTION_CHOICE, 0, 0, 0, realm_choices, realm_labels, 4 },
  /* Translators: Rule of Trigon: a rule option in the new-game dialog; a
     settlement (a village or the capital) is a player's town on a site of
     the board */
  { "second-village", N_("Second village"),
    /* Translators: Rule of Trigon: a rule option in the new-game dialog; a
       settlement (a village or the capital) is a player's town on a site of
       the board; the board has four realms; each player starts in a home
       realm */
    N_("Each player starts with a second village in their home realm"),
    TS_OPTION_BOOLEAN, 0, 0, 1, NULL, NULL },
  /* Translators: Rule of Trigon: a rule option in the new-game dialog */
  { "points", N_("Points to win"), NULL, TS_OPTION_INTEGER, 25, 10, 60, NULL, NULL },
  /* Translators: Rule of Trigon: a rule option in the new-game dialog; task
     cards are goals bought for 1 gold that score when fulfilled */
  { "tasks", N_("Tasks to win"), NULL, TS_OPTION_INTEGER, 5, 1, TRG_N_TASKS, NULL, NULL },
  /* Translators: Rule of Trigon: a rule option in the new-game dialog;
     copper, silver and gold are the three kinds of coin, the money of the
     game; crowning an emperor is one way to win the game */
  { "emperor-silver", N_("Silver for the emperor"), NULL, TS_OPTION_INTEGER, 4, 0, 50, NULL, NULL },
  /* Translators: Rule of Trigon: a rule option in the new-game dialog;
     copper, silver and gold are the three kinds of coin, the money of the
     game; crowning an emperor is one way to win the game */
  { "emperor-gold", N_("Gold for the emperor"), NULL, TS_OPTION_INTEGER, 4, 0, 50, NULL, NULL },
  /* Translators: Rule of Trigon: a rule option in the new-game dialog;
     inhabitants are the population of a settlement; crowning an emperor is
     one way to win the game */
  { "emperor-inhabitants", N_("Inhabitants for the emperor"), NULL,
    TS_OPTION_INTEGER, 25, 1, 160, NULL, NULL },
  /* Translators: Rule of Trigon: a rule option in the new-game dialog */
  { "win-points", N_("Win by points"), NULL, TS_OPTION_BOOLEAN, 1, 0, 1, NULL, NULL },
  /* Translators: Rule of Trigon: a rule option in the new-game dialog;
     crowning an emperor is one way to win the game */
  { "win-emperor", N_("Win by crowning an emperor"), NULL, TS_OPTION_BOOLEAN, 1, 0, 1, NULL, NULL },
  /* Translators: Rule of Trigon: a rule option in the new-game dialog; task
     cards are goals bought for 1 gold that score when fulfilled */
  { "win-tasks", N_("Win by tasks"), NULL, TS_OPTION_BOOLEAN, 1, 0, 1, NULL, NULL },
  { NULL }
};

/* The targets of R5 (b)–(d), and the rule book's tip for "rulers who want
 * to stay in power longer": higher targets.  docs/ai.md measures the
 * length of games between computer players with each. */
static const TsGamePreset trigon_presets[] = {
  /* Translators: Rule of Trigon: a choice in the new-game dialog, under
     "Length of the game" (at most about 20 characters) */
  { N_("As in the rules"),
    /* Translators: Rule of Trigon: in the new-game dialog, under "Length of
       the game" while "As in the rules" is chosen; a round is every player
       taking one turn */
    N_("About 8 rounds"),
    { { "points", 25 }, { "emperor-inhabitants", 25 }, { "tasks", 5 }, { NULL, 0 } } },
  /* Translators: Rule of Trigon: a choice in the new-game dialog, under
     "Length of the game" (at most about 20 characters) */
  { N_("Longer"),
    /* Translators: Rule of Trigon: in the new-game dialog, under "Length of
       the game" while "Longer" is chosen; a round is every player taking
       one turn */
    N_("About 12 to 16 rounds: higher targets"),
    { { "points", 40 }, { "emperor-inhabitants", 45 }, { "tasks", 8 }, { NULL, 0 } } },
  { NULL, NULL, { { NULL, 0 } } }
};

const TsGameOption *
trg_game_options (void)
{
  return trigon_options;
}

static void
ts_trigon_game_copy_state (TsGame *dest,
                           TsGame *src)
{
  memcpy (trg_state (dest), trg_state (src), sizeof (TrgState));
}

static guint
get_n_players_impl (TsGame *game)
{
  return trg_state (game)->n_players;
}

static int
get_current_seat_impl (TsGame *game)
{
  return trg_state (game)->current;
}

static gboolean
is_over_impl (TsGame *game)
{
  return trg_state (game)->phase == TRG_PHASE_OVER;
}

/* What an absent answer means (§8's defaults). */
static gboolean
default_move_impl (TsGame *game,
                   TsMove *move)
{
  TrgState *st = trg_state (game);

  switch (st->phase)
    {
    case TRG_PHASE_ACTION:
      *move = ts_trigon_move_end ();
      return TRUE;
    case TRG_PHASE_TRADE_ANSWER:
    case TRG_PHASE_SWAP_ANSWER:
      *move = ts_trigon_move_decline ();
      return TRUE;
    case TRG_PHASE_FLEE:
      *move = ts_trigon_move_stand ();
      return TRUE;
    case TRG_PHASE_ATTACK_CARDS:
    case TRG_PHASE_DEFENCE_CARDS:
      *move = ts_trigon_move_cards (0);
      return TRUE;
    case TRG_PHASE_PROTECT:
    case TRG_PHASE_NEGATIVE:
    case TRG_PHASE_SPY_TAKE:
      return trg_cards_default_negative (game, move);
    default:
      {
        /* The first legal answer: R50's order for casualties (listed in
         * that order), token order for placements. */
        g_autoptr(GArray) moves = ts_game_list_moves (game);

        if (moves->len == 0)
          return FALSE;
        if (st->phase == TRG_PHASE_CASUALTY)
          {
            static const TrgLoss order[] = { TRG_LOSS_KNIGHT, TRG_LOSS_BOAT, TRG_LOSS_SCOUT, TRG_LOSS_SETTLEMENT };

            for (guint i = 0; i < G_N_ELEMENTS (order); i++)
              for (guint j = 0; j < moves->len; j++)
                if (g_array_index (moves, TsMove, j).arg[0] == (int) order[i])
                  {
                    *move = g_array_index (moves, TsMove, j);
                    return TRUE;
                  }
          }
        if (st->phase == TRG_PHASE_REALM_KNIGHTS)
          {
            *move = ts_trigon_move_place (trg_realm_knights_default_site (st, st->current), st->rk_left);
            return TRUE;
          }
        *move = g_array_index (moves, TsMove, 0);
        return TRUE;
      }
    }
}

/* Who decides now and why, in words every seat may read (the header and
 * the hot-seat curtain): who made the offer, which place is attacked, which
 * card is resolved.  NULL for an ordinary turn. */
static char *
describe_turn_impl (TsGame             *game,
                    const char * const *names)
{
  TrgState *st = trg_state (game);
  int seat = st->current;
  const char *name = ts_game_name_of (names, seat);
  g_autofree char *card = NULL;

  switch (st->phase)
    {
    case TRG_PHASE_REALM_KNIGHTS:
      /* Translators: status under the title; %s is a player's name */
      return g_strdup_printf (_("%s places realm knights"), name);
    case TRG_PHASE_CITY_BONUS:
      /* Translators: status under the title; %s is a player's name */
      return g_strdup_printf (_("%s places a city bonus"), name);
    case TRG_PHASE_PROTECT:
      card = trg_words_card_quoted (st->neg.kind);
      /* Translators: status under the title and on the hot-seat curtain;
         %1$s is a player's name, %2$s a negative event card in quotes
         (“Plague”) */
      return g_strdup_printf (_("%1$s may play a protection card against %2$s"), name, card);
    case TRG_PHASE_NEGATIVE:
      card = trg_words_card_quoted (st->neg.kind);
      /* Translators: status under the title and on the hot-seat curtain;
         %1$s is a player's name, %2$s a negative event card in quotes
         (“Plague”) */
      return g_strdup_printf (_("%1$s chooses what to lose to %2$s"), name, card);
    case TRG_PHASE_TRADE_ANSWER:
      /* Translators: status under the title and on the hot-seat curtain;
         %1$s is the player who answers, %2$s the player who offered */
      return g_strdup_printf (_("%1$s answers %2$s’s trade offer"), name,
                              ts_game_name_of (names, st->active));
    case TRG_PHASE_SWAP_ANSWER:
      /* Translators: status under the title and on the hot-seat curtain;
         %1$s is the player who answers, %2$s the player who offered */
      return g_strdup_printf (_("%1$s answers %2$s’s offer to swap cards"), name,
                              ts_game_name_of (names, st->active));
    case TRG_PHASE_FLEE:
    case TRG_PHASE_FLEE_MOVES:
    case TRG_PHASE_DEFENCE_CARDS:
      /* Translators: status under the title and on the hot-seat curtain;
         %1$s is the defending player, %2$s a place on the map, %3$s the
         attacking player */
      return g_strdup_printf (_("%1$s defends %2$s against %3$s"), name,
                              ts_trigon_place_name (st->battle.target),
                              ts_game_name_of (names, st->battle.attacker));
    case TRG_PHASE_ATTACK_CARDS:
      /* Translators: status under the title; %1$s is a player's name,
         %2$s a place on the map */
      return g_strdup_printf (_("%1$s attacks %2$s"), name, ts_trigon_place_name (st->battle.target));
    case TRG_PHASE_CASUALTY:
      /* Translators: status under the title and on the hot-seat curtain;
         %1$s is a player's name, %2$s a place on the map */
      return g_strdup_printf (_("%1$s chooses a loss in the battle for %2$s"), name,
                              ts_trigon_place_name (st->battle.target));
    case TRG_PHASE_SPY_TAKE:
      /* Translators: status under the title; %1$s is a player's name,
         %2$s the player whose hand they look into */
      return g_strdup_printf (_("%1$s takes a card from %2$s"), name, ts_game_name_of (names, st->spy_target));
    case TRG_PHASE_SECOND_VILLAGE:
      /* Translators: status under the title; %s is a player's name */
      return g_strdup_printf (_("%s founds a second village"), name);
    default:
      return NULL;
    }
}

static gboolean
decision_is_public_impl (TsGame *game)
{
  TrgPhase phase = trg_state (game)->phase;

  return phase == TRG_PHASE_CASUALTY || phase == TRG_PHASE_REALM_KNIGHTS || phase == TRG_PHASE_CITY_BONUS;
}

static gboolean
seat_rgb_impl (TsGame  *game,
               int      seat,
               guint32 *rgb)
{
  int realm = ts_trigon_game_get_realm (TS_TRIGON_GAME (game), seat);

  if (realm < 0 || realm >= TRG_N_REALMS)
    return FALSE;
  *rgb = trg_realm_rgb (realm);
  return TRUE;
}

static void
ts_trigon_game_class_init (TsTrigonGameClass *klass)
{
  TsGameClass *game_class = TS_GAME_CLASS (klass);

  game_class->id = "trigon";
  game_class->name = N_("Rule of Trigon");
  /* Translators: the one-line description of the game Rule of Trigon in the
     list of games */
  game_class->description = N_("Grow an empire of villages, knights and ships, trade, "
                               "play cards and conquer your neighbours");
  /* The rule book (Panda Productions, 2015) names no designer. */
  game_class->designer = NULL;
  game_class->min_players = 2;
  game_class->max_players = TRG_MAX_SEATS;
  game_class->options = trigon_options;
  game_class->presets = trigon_presets;
  /* Translators: Rule of Trigon: a choice in the new-game dialog that sets
     the points, the inhabitants for the emperor and the tasks that win */
  game_class->presets_title = N_("Length of the game");
  /* R12: the order comes from the scores and dice. */
  game_class->first_player = TS_FIRST_PLAYER_FIXED;
  game_class->max_moves = 60000;

  game_class->setup = trg_rules_setup;
  game_class->copy_state = ts_trigon_game_copy_state;
  game_class->get_n_players = get_n_players_impl;
  game_class->get_current_seat = get_current_seat_impl;
  game_class->is_over = is_over_impl;
  game_class->list_moves = trg_rules_list_moves;
  game_class->apply_move = trg_rules_apply_move;
  game_class->is_legal = trg_rules_is_legal;
  game_class->format_move = trg_notation_format;
  game_class->parse_move = trg_notation_parse;
  game_class->get_score = trg_rules_get_score;
  game_class->get_ranks = trg_rules_get_ranks;
  game_class->describe_score = trg_rules_describe_score;
  game_class->save_state = trg_position_save;
  game_class->load_state = trg_position_load;
  game_class->save_position = trg_position2_save;
  game_class->redact = trg_views_redact;
  game_class->determinise = trg_views_determinise;
  game_class->describe_event = trg_events_describe;
  game_class->describe_position = trg_events_describe_position;
  game_class->describe_turn = describe_turn_impl;
  game_class->advise_move = trg_advice_move;
  game_class->default_move = default_move_impl;
  game_class->choose_move = trg_ai_choose_move;
  game_class->decision_is_public = decision_is_public_impl;
  game_class->seat_rgb = seat_rgb_impl;
}

static void
ts_trigon_game_init (TsTrigonGame *self)
{
  trg_state_init_empty (&self->st);
}

/* ------------------------------------------------------------------ */
/* Accessors                                                           */

#define ST(self) (&(self)->st)
#define SEAT_OK(st, s) ((s) >= 0 && (s) < (st)->n_players)

TrgPhase
ts_trigon_game_get_phase (TsTrigonGame *self)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), TRG_PHASE_OVER);
  return self->st.phase;
}

guint
ts_trigon_game_get_round (TsTrigonGame *self)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  return self->st.round;
}

int
ts_trigon_game_get_active (TsTrigonGame *self)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), TRG_NONE);
  return self->st.active;
}

int
ts_trigon_game_get_realm (TsTrigonGame *self,
                          int           seat)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), TRG_NONE);
  return SEAT_OK (ST (self), seat) ? self->st.realm[seat] : TRG_NONE;
}

int
ts_trigon_game_seat_of_realm (TsTrigonGame *self,
                              int           realm)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), TRG_NONE);
  return realm >= 0 && realm < TRG_N_REALMS ? self->st.seat_of_realm[realm] : TRG_NONE;
}

guint
ts_trigon_game_get_coins (TsTrigonGame *self,
                          int           seat,
                          TrgCoin        coin)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  return SEAT_OK (ST (self), seat) && coin < TRG_N_COINS ? self->st.coins[seat][coin] : 0;
}

guint
ts_trigon_game_get_bank (TsTrigonGame *self,
                         TrgCoin        coin)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  return coin < TRG_N_COINS ? self->st.bank[coin] : 0;
}

int
ts_trigon_game_get_occupant (TsTrigonGame *self,
                             int           position)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), TRG_NONE);
  return position >= 0 && position < TRG_N_POSITIONS ? self->st.occupant[position] : TRG_NONE;
}

guint
ts_trigon_game_count_figures (TsTrigonGame *self,
                              int           position,
                              TrgFigure      figure)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  if (position < 0 || position >= TRG_N_POSITIONS)
    return 0;
  return figure == TRG_FIG_KNIGHT ? trg_count_knights (ST (self), position)
         : figure == TRG_FIG_SCOUT ? trg_count_scouts (ST (self), position)
         : trg_count_boats (ST (self), position);
}

int
ts_trigon_game_get_settlement_owner (TsTrigonGame *self,
                                     int           site)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), TRG_NONE);
  return trg_position_is_site (site) ? self->st.settle[site].owner : TRG_NONE;
}

gboolean
ts_trigon_game_is_city (TsTrigonGame *self,
                        int           site)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  return trg_position_is_site (site) && self->st.settle[site].city;
}

guint
ts_trigon_game_get_inhabitants (TsTrigonGame *self,
                                int           site)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  return trg_position_is_site (site) ? self->st.settle[site].inhabitants : 0;
}

int
ts_trigon_game_get_card (TsTrigonGame *self,
                         int           site)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), TRG_NONE);
  return trg_position_is_site (site) ? self->st.settle[site].card : TRG_NONE;
}

int
ts_trigon_game_get_token (TsTrigonGame *self,
                          int           site)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  return trg_position_is_site (site) ? self->st.settle[site].token : 0;
}

gboolean
ts_trigon_game_has_palace (TsTrigonGame *self,
                           int           seat)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  return SEAT_OK (ST (self), seat) && self->st.palace[seat];
}

guint
ts_trigon_game_get_foundings (TsTrigonGame *self,
                              int           seat)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  return SEAT_OK (ST (self), seat) ? self->st.foundings[seat] : 0;
}

guint
ts_trigon_game_get_tasks_done (TsTrigonGame *self,
                               int           seat)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  return SEAT_OK (ST (self), seat) ? self->st.n_tasks_done[seat] : 0;
}

int
ts_trigon_game_get_bonus_holder (TsTrigonGame *self,
                                 TrgBonusCard   card)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), TRG_NONE);
  return card < TRG_N_BONUS_CARDS ? self->st.bonus_holder[card] : TRG_NONE;
}

guint
ts_trigon_game_get_hand_events (TsTrigonGame *self,
                                int           seat,
                                TrgEventKind   kind)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  return SEAT_OK (ST (self), seat) && kind < TRG_N_EVENT_KINDS ? self->st.hand[seat][kind] : 0;
}

gboolean
ts_trigon_game_holds_task (TsTrigonGame *self,
                           int           seat,
                           int           task)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  return SEAT_OK (ST (self), seat) && task >= 0 && task < TRG_N_TASKS &&
         (self->st.tasks_held[seat] & (1u << task)) != 0;
}

guint
ts_trigon_game_get_task_progress (TsTrigonGame *self,
                                  int           seat,
                                  int           task)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  if (!ts_trigon_game_holds_task (self, seat, task))
    return 0;
  return self->st.progress[seat][task];
}

gboolean
ts_trigon_game_get_battle (TsTrigonGame  *self,
                           TrgBattleInfo *info)
{
  const TrgBattle *b;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  g_return_val_if_fail (info != NULL, FALSE);
  b = &self->st.battle;
  memset (info, 0, sizeof *info);
  if (!b->active)
    return FALSE;
  info->attacker = b->attacker;
  info->defender = b->defender;
  info->target = b->target;
  info->origin = b->origin;
  info->knights = b->knights;
  info->scouts = b->scouts;
  info->boats = b->boats;
  info->att_cards = b->att_cards;
  info->def_cards = b->def_cards;
  info->last_roll[0] = b->last_roll[0];
  info->last_roll[1] = b->last_roll[1];
  return TRUE;
}

gboolean
ts_trigon_game_get_offer (TsTrigonGame *self,
                          int          *target,
                          guint8        give[TRG_N_COINS],
                          guint8        get[TRG_N_COINS])
{
  const TrgState *st;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  st = &self->st;
  if (st->phase != TRG_PHASE_TRADE_ANSWER && st->phase != TRG_PHASE_SWAP_ANSWER)
    return FALSE;
  if (target != NULL)
    *target = st->phase == TRG_PHASE_TRADE_ANSWER ? st->offer_to : st->swap_to;
  for (int c = 0; c < TRG_N_COINS; c++)
    {
      if (give != NULL)
        give[c] = st->phase == TRG_PHASE_TRADE_ANSWER ? st->offer_give[c] : 0;
      if (get != NULL)
        get[c] = st->phase == TRG_PHASE_TRADE_ANSWER ? st->offer_get[c] : 0;
    }
  return TRUE;
}

int
ts_trigon_game_get_negative_card (TsTrigonGame *self)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), TRG_NONE);
  if (self->st.phase != TRG_PHASE_PROTECT && self->st.phase != TRG_PHASE_NEGATIVE)
    return TRG_NONE;
  return self->st.neg.kind;
}

guint
ts_trigon_game_get_placements_left (TsTrigonGame *self,
                                    TrgFigure    *figure)
{
  const TrgState *st;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  st = &self->st;
  if (st->phase == TRG_PHASE_REALM_KNIGHTS)
    {
      if (figure != NULL)
        *figure = TRG_FIG_KNIGHT;
      return st->rk_left;
    }
  if (st->phase == TRG_PHASE_CITY_BONUS)
    for (int f = 0; f < TRG_N_FIGURES; f++)
      if (st->bonus_left[f] > 0)
        {
          if (figure != NULL)
            *figure = (TrgFigure) f;
          return st->bonus_left[f];
        }
  return 0;
}

gboolean
ts_trigon_game_is_eliminated (TsTrigonGame *self,
                              int           seat)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  return SEAT_OK (ST (self), seat) && self->st.eliminated[seat];
}

guint
ts_trigon_game_deck_size (TsTrigonGame *self,
                          int           which)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  return which == 0 ? self->st.n_village : which == 1 ? self->st.n_task
         : which == 2 ? self->st.n_event : self->st.n_discard;
}

int
ts_trigon_game_get_deck_card (TsTrigonGame *self,
                              int           which,
                              guint         index)
{
  const TrgState *st;

  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), TRG_NONE);
  st = ST (self);
  switch (which)
    {
    case 0: return index < st->n_village ? st->village_deck[index] : TRG_NONE;
    case 1: return index < st->n_task ? st->task_deck[index] : TRG_NONE;
    case 2: return index < st->n_event ? st->event_deck[index] : TRG_NONE;
    case 3: return index < st->n_discard ? st->discard[index] : TRG_NONE;
    default: return TRG_NONE;
    }
}

guint
ts_trigon_game_count_hand (TsTrigonGame *self,
                           int           seat)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  return SEAT_OK (ST (self), seat) ? trg_count_hand (ST (self), seat) : 0;
}

guint
ts_trigon_game_count_all_figures (TsTrigonGame *self,
                                  int           seat,
                                  TrgFigure      figure)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  return SEAT_OK (ST (self), seat) ? trg_count_all_figures (ST (self), seat, figure) : 0;
}

guint
ts_trigon_game_count_settlements (TsTrigonGame *self,
                                  int           seat)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  return SEAT_OK (ST (self), seat) ? trg_count_settlements (ST (self), seat) : 0;
}

guint
ts_trigon_game_count_all_inhabitants (TsTrigonGame *self,
                                      int           seat)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  return SEAT_OK (ST (self), seat) ? trg_count_inhabitants (ST (self), seat) : 0;
}

gboolean
ts_trigon_game_holds_realm (TsTrigonGame *self,
                            int           seat,
                            int           realm)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  return SEAT_OK (ST (self), seat) && realm >= 0 && realm < TRG_N_REALMS &&
         trg_holds_realm (ST (self), seat, realm);
}

gboolean
ts_trigon_game_task_done (TsTrigonGame *self,
                          int           seat,
                          int           task)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  return SEAT_OK (ST (self), seat) && task >= 0 && task < TRG_N_TASKS &&
         (self->st.tasks_done[seat] & (1u << task));
}

gboolean
ts_trigon_game_has_played (TsTrigonGame *self,
                           int           seat,
                           TrgEventKind   kind)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), FALSE);
  return SEAT_OK (ST (self), seat) && kind < TRG_N_EVENT_KINDS &&
         (self->st.played[seat] & (G_GUINT64_CONSTANT (1) << kind));
}

int
ts_trigon_game_get_battle_dice (TsTrigonGame *self,
                                gboolean      attacker)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  return trg_battle_dice (ST (self), attacker);
}

guint
ts_trigon_game_get_point_target (TsTrigonGame *self)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  return self->st.opt_points;
}

double
ts_trigon_battle_chance (int      attackers,
                         int      knights,
                         int      boats,
                         int      scouts,
                         gboolean settlement,
                         gboolean palace)
{
  return trg_ai_battle_chance (attackers, knights, boats, scouts, settlement, palace);
}

guint
ts_trigon_game_get_order (TsTrigonGame *self,
                          int           which,
                          int          *seats)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), 0);
  for (int i = 0; i < self->st.n_order; i++)
    seats[i] = which == 0 ? self->st.coll_order[i] : self->st.act_order[i];
  return self->st.n_order;
}

int
ts_trigon_game_get_winner (TsTrigonGame *self)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), TRG_NONE);
  return self->st.winner;
}

TrgEnd
ts_trigon_game_get_end (TsTrigonGame *self)
{
  g_return_val_if_fail (TS_IS_TRIGON_GAME (self), TRG_END_NONE);
  return self->st.end;
}

void
ts_trigon_game_force_dice (TsTrigonGame *self,
                           const guint8 *values,
                           guint         n_values)
{
  TrgState *st;

  g_return_if_fail (TS_IS_TRIGON_GAME (self));
  st = &self->st;
  for (guint i = 0; i < n_values; i++)
    {
      g_return_if_fail (values[i] >= 1 && values[i] <= 6);
      g_return_if_fail (st->n_forced < TRG_MAX_FORCED);
      st->forced[st->n_forced++] = values[i];
    }
}
