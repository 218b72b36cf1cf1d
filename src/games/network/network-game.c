/* network-game.c — the Network game class: its description, its hooks
 * (the rules are in network-rules.c, see network-private.h for the rest),
 * the accessors of network-game.h and the test setters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "network-game.h"
#include "network-private.h"

G_DEFINE_FINAL_TYPE (TsNetworkGame, ts_network_game, TS_TYPE_GAME)

static const char * const rules_choices[] = { "standard", "simplified", NULL };
static const char * const rules_labels[] = {
  /* Translators: Network: a rule option in the new-game dialog */
  N_("Standard"),
  /* Translators: Network: a text of the game; trades give 3 cubes for 1
     (the standard trade) or 2 for 1 at a trading post */
  N_("Simplified first game (no trading posts)"),
  NULL
};
/* R21: the simplified first game. */
static const TsGameOption options[] = {
  /* Translators: Network: a rule option in the new-game dialog */
  { "rules", N_("Rules"), NULL, TS_OPTION_CHOICE, 0, 0, 0, rules_choices, rules_labels },
  { NULL, },
};
static const char * const default_colours[] = { "orange", "purple", NULL };

/* ------------------------------------------------------------------ */
/* Hooks of the base class                                             */

static void
ts_network_game_copy_state (TsGame *dest,
                            TsGame *src)
{
  memcpy (nw_state (dest), nw_state (src), sizeof (NwState));
}

static guint
ts_network_game_get_n_players_impl (TsGame *game)
{
  return NW_N_SEATS;
}

static int
ts_network_game_get_current_seat_impl (TsGame *game)
{
  return nw_state (game)->current;
}

static gboolean
ts_network_game_is_over_impl (TsGame *game)
{
  return nw_state (game)->phase == NW_PHASE_OVER;
}

/* ------------------------------------------------------------------ */
/* Score                                                               */

static int
ts_network_game_get_score (TsGame *game,
                           int     seat)
{
  g_return_val_if_fail (seat >= 0 && seat < NW_N_SEATS, 0);
  return nw_state_score (nw_state (game), seat);
}

static void
ts_network_game_get_ranks (TsGame *game,
                           int    *ranks)
{
  nw_state_ranks (nw_state (game), ranks);
}

static char *
ts_network_game_describe_score (TsGame *game,
                                int     seat)
{
  NwState *st = nw_state (game);
  NwScore score;
  g_autofree char *points = NULL;
  g_autofree char *nodes = NULL;
  g_autofree char *squares = NULL;

  g_return_val_if_fail (seat >= 0 && seat < NW_N_SEATS, NULL);
  nw_state_score_parts (st, seat, &score);
  /* Translators: Network: a text of the game */
  points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u point", "%u points", score.total),
                            score.total);
  /* Translators: Network: a text of the game; nodes are the pieces built on
     the corners of squares */
  nodes = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u node", "%u nodes", score.nodes),
                           score.nodes);
  /* Translators: Network: a text of the game; squares a player captured */
  squares = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u square", "%u squares",
                                          score.captured), score.captured);
  /* Zero counts are left out: "4 points (2 nodes, network bonus)". */
  if (score.total == 0)
    return g_steal_pointer (&points);
  if (score.captured == 0 && score.bonus > 0)
    /* Translators: "4 points (2 nodes, network bonus)" */
    return g_strdup_printf (_("%s (%s, network bonus)"), points, nodes);
  if (score.captured == 0)
    return g_steal_pointer (&points);
  if (score.nodes == 0 && score.bonus > 0)
    /* Translators: "3 points (1 square, network bonus)" */
    return g_strdup_printf (_("%s (%s, network bonus)"), points, squares);
  if (score.nodes == 0)
    return g_steal_pointer (&points);
  if (score.bonus > 0)
    /* Translators: "7 points (3 nodes, 2 squares, network bonus)" */
    return g_strdup_printf (_("%s (%s, %s, network bonus)"), points, nodes, squares);
  /* Translators: "5 points (3 nodes, 2 squares)" */
  return g_strdup_printf (_("%s (%s, %s)"), points, nodes, squares);
}

/* ------------------------------------------------------------------ */
/* Accessors                                                           */

NwPhase
ts_network_game_get_phase (TsNetworkGame *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), NW_PHASE_OVER);
  return (NwPhase) self->st.phase;
}

gboolean
ts_network_game_is_simplified (TsNetworkGame *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  return self->st.simplified;
}

int
ts_network_game_get_first_seat (TsNetworkGame *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), 0);
  return self->st.first_seat;
}

guint
ts_network_game_get_turn (TsNetworkGame *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), 0);
  return self->st.turn;
}

int
ts_network_game_get_corner_owner (TsNetworkGame *self,
                                  int            corner)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), TS_SEAT_NONE);
  g_return_val_if_fail (corner >= 0 && corner < NW_N_CORNERS, TS_SEAT_NONE);
  return self->st.corner[corner];
}

int
ts_network_game_get_edge_owner (TsNetworkGame *self,
                                int            edge)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), TS_SEAT_NONE);
  g_return_val_if_fail (edge >= 0 && edge < NW_N_EDGES, TS_SEAT_NONE);
  return self->st.edge[edge];
}

int
ts_network_game_get_captured_by (TsNetworkGame *self,
                                 int            square)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), TS_SEAT_NONE);
  g_return_val_if_fail (square >= 0 && square < NW_N_SQUARES, TS_SEAT_NONE);
  return self->st.captured[square];
}

gboolean
ts_network_game_is_exhausted (TsNetworkGame *self,
                              int            square)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  g_return_val_if_fail (square >= 0 && square < NW_N_SQUARES, FALSE);
  return nw_state_square_exhausted (&self->st, square);
}

gboolean
ts_network_game_square_pays (TsNetworkGame *self,
                             int            square,
                             int            seat)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  g_return_val_if_fail (square >= 0 && square < NW_N_SQUARES, FALSE);
  g_return_val_if_fail (seat >= 0 && seat < NW_N_SEATS, FALSE);
  return nw_state_square_pays (&self->st, square, seat);
}

guint
ts_network_game_get_cubes (TsNetworkGame *self,
                           int            seat,
                           NwColour       colour)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < NW_N_SEATS, 0);
  g_return_val_if_fail (colour < NW_N_COLOURS, 0);
  return self->st.cubes[seat][colour];
}

guint
ts_network_game_get_nodes_left (TsNetworkGame *self,
                                int            seat)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < NW_N_SEATS, 0);
  return self->st.nodes_left[seat];
}

guint
ts_network_game_get_branches_left (TsNetworkGame *self,
                                   int            seat)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < NW_N_SEATS, 0);
  return self->st.branches_left[seat];
}

void
ts_network_game_get_score_parts (TsNetworkGame *self,
                                 int            seat,
                                 NwScore       *score)
{
  g_return_if_fail (TS_IS_NETWORK_GAME (self));
  g_return_if_fail (seat >= 0 && seat < NW_N_SEATS);
  g_return_if_fail (score != NULL);
  nw_state_score_parts (&self->st, seat, score);
}

guint
ts_network_game_get_collected (TsNetworkGame *self,
                               int            corner,
                               NwColour       colour)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), 0);
  g_return_val_if_fail (corner >= 0 && corner < NW_N_CORNERS, 0);
  g_return_val_if_fail (colour < NW_N_COLOURS, 0);
  return self->st.collected[corner][colour];
}

void
ts_network_game_income_of_corner (TsNetworkGame *self,
                                  int            seat,
                                  int            corner,
                                  guint          cubes[NW_N_COLOURS])
{
  g_return_if_fail (TS_IS_NETWORK_GAME (self));
  g_return_if_fail (seat >= 0 && seat < NW_N_SEATS);
  g_return_if_fail (corner >= 0 && corner < NW_N_CORNERS);
  for (int c = 0; c < NW_N_COLOURS; c++)
    cubes[c] = 0;
  nw_state_corner_income (&self->st, seat, corner, cubes);
}

gboolean
ts_network_game_standard_trade_used (TsNetworkGame *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  return self->st.std_trade_used;
}

gboolean
ts_network_game_post_trade_available (TsNetworkGame *self,
                                      int            corner,
                                      int            square)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  if (self->st.current == TS_SEAT_NONE)
    return FALSE;
  return nw_state_post_trade_available (&self->st, self->st.current, corner, square);
}

gboolean
ts_network_game_can_afford_branch (TsNetworkGame *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  return self->st.phase == NW_PHASE_TURN && nw_state_can_afford_branch (&self->st, self->st.current);
}

gboolean
ts_network_game_can_afford_node (TsNetworkGame *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  return self->st.phase == NW_PHASE_TURN && nw_state_can_afford_node (&self->st, self->st.current);
}

gboolean
ts_network_game_branch_legal (TsNetworkGame *self,
                              int            edge)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  if (edge < 0 || edge >= NW_N_EDGES || self->st.phase != NW_PHASE_TURN)
    return FALSE;
  return nw_state_can_afford_branch (&self->st, self->st.current) &&
         nw_state_branch_place_ok (&self->st, self->st.current, edge);
}

gboolean
ts_network_game_node_legal (TsNetworkGame *self,
                            int            corner)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), FALSE);
  if (corner < 0 || corner >= NW_N_CORNERS || self->st.phase != NW_PHASE_TURN)
    return FALSE;
  return nw_state_can_afford_node (&self->st, self->st.current) &&
         nw_state_node_place_ok (&self->st, self->st.current, corner);
}

guint
ts_network_game_get_idle_turns (TsNetworkGame *self)
{
  g_return_val_if_fail (TS_IS_NETWORK_GAME (self), 0);
  return self->st.idle_turns;
}

void
ts_network_game_put_node (TsNetworkGame *self,
                          int            seat,
                          int            corner)
{
  g_return_if_fail (TS_IS_NETWORK_GAME (self));
  g_return_if_fail (seat >= 0 && seat < NW_N_SEATS);
  g_return_if_fail (corner >= 0 && corner < NW_N_CORNERS);
  g_return_if_fail (self->st.corner[corner] == TS_SEAT_NONE);
  g_return_if_fail (self->st.nodes_left[seat] > 0);

  nw_state_put_node (&self->st, seat, corner);
}

void
ts_network_game_put_branch (TsNetworkGame *self,
                            int            seat,
                            int            edge)
{
  g_return_if_fail (TS_IS_NETWORK_GAME (self));
  g_return_if_fail (seat >= 0 && seat < NW_N_SEATS);
  g_return_if_fail (edge >= 0 && edge < NW_N_EDGES);
  g_return_if_fail (self->st.edge[edge] == TS_SEAT_NONE);
  g_return_if_fail (self->st.branches_left[seat] > 0);

  nw_state_put_branch (&self->st, seat, edge);
}

void
ts_network_game_set_cubes (TsNetworkGame *self,
                           int            seat,
                           const guint    cubes[NW_N_COLOURS])
{
  g_return_if_fail (TS_IS_NETWORK_GAME (self));
  g_return_if_fail (seat >= 0 && seat < NW_N_SEATS);
  for (int c = 0; c < NW_N_COLOURS; c++)
    self->st.cubes[seat][c] = cubes[c];
}

/* ------------------------------------------------------------------ */
/* Class                                                               */

static void
ts_network_game_class_init (TsNetworkGameClass *klass)
{
  TsGameClass *game_class = TS_GAME_CLASS (klass);

  nw_tables_init ();

  game_class->id = "network";
  game_class->name = N_("Network");
  /* Translators: the one-line description of the game Network in the list
     of games */
  game_class->description = N_("Build branches and nodes on a coloured board, "
                               "collect resources and capture squares.");
  game_class->designer = "Jeffrey Shuter";
  game_class->min_players = 2;
  game_class->max_players = 2;
  game_class->options = options;
  game_class->default_colours = default_colours;
  /* Spec §4: orange sets up first and last, purple plays first; seat 1
   * is orange.  Nothing to choose. */
  game_class->first_player = TS_FIRST_PLAYER_FIXED;

  game_class->setup = nw_rules_setup;
  game_class->copy_state = ts_network_game_copy_state;
  game_class->get_n_players = ts_network_game_get_n_players_impl;
  game_class->get_current_seat = ts_network_game_get_current_seat_impl;
  game_class->is_over = ts_network_game_is_over_impl;
  game_class->list_moves = nw_rules_list_moves;
  game_class->apply_move = nw_rules_apply_move;
  game_class->is_legal = nw_rules_is_legal;
  game_class->format_move = nw_format_move;
  game_class->parse_move = nw_parse_move;
  game_class->get_score = ts_network_game_get_score;
  game_class->get_ranks = ts_network_game_get_ranks;
  game_class->describe_score = ts_network_game_describe_score;
  game_class->save_state = nw_save_state;
  game_class->load_state = nw_load_state;
  game_class->save_position = nw_position2_save;
  game_class->describe_position = nw_describe_position;
  game_class->describe_event = nw_describe_event;
  game_class->advise_move = nw_advice_advise_move;
  /* No hidden information (spec §7): no redact, determinise or forget. */

  game_class->trivial_move = nw_ai_trivial_move;
  game_class->playout_move = nw_ai_playout_move;
  game_class->evaluate = nw_ai_evaluate;
  game_class->tune_search = nw_ai_tune_search;
}

static void
ts_network_game_init (TsNetworkGame *self)
{
  nw_state_init_empty (&self->st);
}

