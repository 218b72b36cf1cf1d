/* trigon-scene.c — what the Rule of Trigon board shows and what input
 * means, without GTK
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The words (prompts, moves as sentences, descriptions) are in
 * trigon-scene-text.c.
 */
#include <glib/gi18n-lib.h>

#include <math.h>

#include "trigon-scene.h"

/* ------------------------------------------------------------------ */
/* Colours and geometry                                                */

void
trg_position_point (int     position,
                    double *x,
                    double *y)
{
  if (trg_position_is_site (position))
    {
      *x = trg_sites[position].x;
      *y = trg_sites[position].y;
    }
  else if (position >= TRG_N_SITES && position < TRG_N_POSITIONS)
    {
      *x = trg_fords[position - TRG_N_SITES].x;
      *y = trg_fords[position - TRG_N_SITES].y;
    }
  else
    *x = *y = -1000;
}

int
trg_position_at (double x,
                 double y)
{
  int best = TRG_NONE;
  double best_d = TRG_MAP_HIT_RADIUS * TRG_MAP_HIT_RADIUS;

  for (int p = 0; p < TRG_N_POSITIONS; p++)
    {
      double px, py, d;

      trg_position_point (p, &px, &py);
      d = (px - x) * (px - x) + (py - y) * (py - y);
      /* A ford is small: it is hit only close to it. */
      if (p >= TRG_N_SITES && d > 20 * 20)
        continue;
      if (d <= best_d)
        {
          best_d = d;
          best = p;
        }
    }
  return best;
}

/* ------------------------------------------------------------------ */
/* Life                                                                */

static void
clear_choices (TrgScene *scene)
{
  for (guint i = 0; i < scene->n_choices; i++)
    g_clear_pointer (&scene->choices[i].label, g_free);
  scene->n_choices = 0;
  scene->n_more_choices = 0;
}

static void
reset_army (TrgScene *scene)
{
  for (int f = 0; f < TRG_N_FIGURES; f++)
    scene->army[f] = -1;
}

void
trg_scene_init (TrgScene *scene)
{
  memset (scene, 0, sizeof *scene);
  scene->viewer = -1;
  scene->seat = -1;
  scene->selected = TRG_NONE;
  scene->card = TRG_NONE;
  scene->hover = TRG_NONE;
  scene->cursor = 0;
  scene->shown_active = TRG_NONE;
  reset_army (scene);
}

void
trg_scene_clear (TrgScene *scene)
{
  clear_choices (scene);
  g_clear_object (&scene->view);
  g_clear_pointer (&scene->moves, g_array_unref);
  for (guint s = 0; s < TS_MAX_SEATS; s++)
    g_clear_pointer (&scene->names[s], g_free);
}

void
trg_scene_reset_input (TrgScene *scene)
{
  scene->selected = TRG_NONE;
  scene->card = TRG_NONE;
  scene->hover = TRG_NONE;
  scene->confirm_end = FALSE;
  reset_army (scene);
}

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

static gboolean
is_legal (const TrgScene *scene,
          const TsMove   *move)
{
  if (scene->moves == NULL)
    return FALSE;
  for (guint i = 0; i < scene->moves->len; i++)
    if (ts_move_equal (&g_array_index (scene->moves, TsMove, i), move))
      return TRUE;
  return FALSE;
}

static gboolean
owns_position (const TrgScene *scene,
               int             p)
{
  if (scene->view == NULL || p < 0 || p >= TRG_N_POSITIONS)
    return FALSE;
  if (ts_trigon_game_get_occupant (scene->view, p) == scene->viewer)
    return TRUE;
  return trg_position_is_site (p)
         && ts_trigon_game_get_settlement_owner (scene->view, p) == scene->viewer;
}

/* The figures of a step or voyage: knights, scouts, boats. */
static void
move_army (const TsMove *m,
           int           counts[TRG_N_FIGURES])
{
  if (m->kind == TRG_MOVE_STEP)
    {
      counts[TRG_FIG_KNIGHT] = m->arg[2] + m->arg[3];
      counts[TRG_FIG_SCOUT] = m->arg[4] + m->arg[5];
      counts[TRG_FIG_BOAT] = 0;
    }
  else
    {
      counts[TRG_FIG_BOAT] = m->arg[2];
      counts[TRG_FIG_KNIGHT] = m->arg[3] + m->arg[4];
      counts[TRG_FIG_SCOUT] = m->arg[5] + m->arg[6];
    }
}

static gboolean
is_army_move (const TsMove *m,
              int           from)
{
  return (m->kind == TRG_MOVE_STEP || m->kind == TRG_MOVE_SAIL) && m->arg[0] == from;
}

/* What the army may use at the selected position: the most of each kind
 * any legal step or voyage from there moves (boats: every fresh boat, as
 * the list names the fewest that carry the passengers). */
static void
army_available (const TrgScene *scene,
                int             avail[TRG_N_FIGURES])
{
  memset (avail, 0, sizeof (int) * TRG_N_FIGURES);
  if (scene->moves == NULL || scene->selected == TRG_NONE || scene->step != TRG_STEP_ACTION)
    return;
  for (guint i = 0; i < scene->moves->len; i++)
    {
      const TsMove *m = &g_array_index (scene->moves, TsMove, i);
      int c[TRG_N_FIGURES];

      if (!is_army_move (m, scene->selected))
        continue;
      move_army (m, c);
      avail[TRG_FIG_KNIGHT] = MAX (avail[TRG_FIG_KNIGHT], c[TRG_FIG_KNIGHT]);
      avail[TRG_FIG_SCOUT] = MAX (avail[TRG_FIG_SCOUT], c[TRG_FIG_SCOUT]);
      if (m->kind == TRG_MOVE_SAIL)
        avail[TRG_FIG_BOAT] = MAX (avail[TRG_FIG_BOAT], (int) ts_trigon_game_count_figures (scene->view, scene->selected, TRG_FIG_BOAT));
    }
}

int
trg_scene_army_available (const TrgScene *scene,
                          TrgFigure       figure)
{
  int avail[TRG_N_FIGURES];

  g_return_val_if_fail (figure < TRG_N_FIGURES, 0);
  army_available (scene, avail);
  return avail[figure];
}

int
trg_scene_army_count (const TrgScene *scene,
                      TrgFigure       figure)
{
  int avail = trg_scene_army_available (scene, figure);

  return scene->army[figure] < 0 ? avail : MIN (scene->army[figure], avail);
}

/* The step or voyage from FROM to TO that sends the army: the legal move
 * with the most figures within the army's counts; a step uses figures
 * that rode first, a voyage those that stepped (the others keep the move
 * they could still make).  A voyage takes the army's boats when they are
 * more than the fewest that carry it. */
static gboolean
army_move (const TrgScene *scene,
           int             from,
           int             to,
           TsMove         *out)
{
  int want[TRG_N_FIGURES];
  int best_total = -1, best_pref = -1;

  for (int f = 0; f < TRG_N_FIGURES; f++)
    want[f] = trg_scene_army_count (scene, (TrgFigure) f);
  if (scene->moves == NULL)
    return FALSE;
  for (guint i = 0; i < scene->moves->len; i++)
    {
      const TsMove *m = &g_array_index (scene->moves, TsMove, i);
      int c[TRG_N_FIGURES], total, pref;

      if (!is_army_move (m, from) || m->arg[1] != to)
        continue;
      move_army (m, c);
      if (c[TRG_FIG_KNIGHT] > want[TRG_FIG_KNIGHT] || c[TRG_FIG_SCOUT] > want[TRG_FIG_SCOUT])
        continue;
      if (m->kind == TRG_MOVE_SAIL && want[TRG_FIG_BOAT] == 0)
        continue;
      total = c[TRG_FIG_KNIGHT] + c[TRG_FIG_SCOUT];
      pref = m->kind == TRG_MOVE_STEP ? m->arg[3] + m->arg[5] : m->arg[4] + m->arg[6];
      if (total > best_total || (total == best_total && pref > best_pref))
        {
          best_total = total;
          best_pref = pref;
          *out = *m;
        }
    }
  if (best_total < 0)
    return FALSE;
  if (out->kind == TRG_MOVE_SAIL && want[TRG_FIG_BOAT] > out->arg[2])
    {
      TsMove more = *out;

      more.arg[2] = (gint16) want[TRG_FIG_BOAT];
      if (ts_game_is_legal (TS_GAME (scene->view), &more))
        *out = more;
    }
  return TRUE;
}

/* R45: the defence dice of POSITION's pieces, at most 5. */
static int
defence_dice (const TrgScene *scene,
              int             p,
              int            *knights,
              int            *scouts,
              int            *boats,
              gboolean       *settlement,
              gboolean       *palace)
{
  TsTrigonGame *v = scene->view;
  int owner = ts_trigon_game_get_occupant (v, p), dice;

  *knights = ts_trigon_game_count_figures (v, p, TRG_FIG_KNIGHT);
  *scouts = ts_trigon_game_count_figures (v, p, TRG_FIG_SCOUT);
  *boats = trg_position_is_site (p) ? (int) ts_trigon_game_count_figures (v, p, TRG_FIG_BOAT) : 0;
  *settlement = trg_position_is_site (p) && ts_trigon_game_get_settlement_owner (v, p) != TRG_NONE;
  if (*settlement)
    owner = ts_trigon_game_get_settlement_owner (v, p);
  *palace = *settlement && trg_sites[p].capital && owner >= 0
            && ts_trigon_game_get_realm (v, owner) == trg_sites[p].realm
            && ts_trigon_game_has_palace (v, owner);
  dice = *knights * trg_figure_defence[TRG_FIG_KNIGHT] + *scouts * trg_figure_defence[TRG_FIG_SCOUT]
         + *boats * trg_figure_defence[TRG_FIG_BOAT] + (*settlement ? TRG_SETTLEMENT_DEFENCE : 0)
         + (*palace ? TRG_PALACE_DICE : 0);
  return MIN (dice, TRG_MAX_DICE);
}

static void
compute_targets (TrgScene *scene)
{
  memset (scene->targets, 0, sizeof scene->targets);
  if (scene->step != TRG_STEP_ACTION || scene->selected == TRG_NONE || scene->moves == NULL)
    return;
  for (int to = 0; to < TRG_N_POSITIONS; to++)
    {
      TrgTarget *t = &scene->targets[to];
      TsMove m;
      int occupant, c[TRG_N_FIGURES];

      if (to == scene->selected || !army_move (scene, scene->selected, to, &m))
        continue;
      move_army (&m, c);
      t->reachable = TRUE;
      t->sail = m.kind == TRG_MOVE_SAIL;
      occupant = ts_trigon_game_get_occupant (scene->view, to);
      if (trg_position_is_site (to) && occupant == TRG_NONE)
        occupant = ts_trigon_game_get_settlement_owner (scene->view, to);
      t->attack = occupant != TRG_NONE && occupant != scene->viewer;
      if (t->attack)
        {
          int k, s, b;
          gboolean settlement, palace;
          int attackers = c[TRG_FIG_KNIGHT] * trg_figure_attack[TRG_FIG_KNIGHT]
                          + c[TRG_FIG_SCOUT] * trg_figure_attack[TRG_FIG_SCOUT];

          t->def_dice = defence_dice (scene, to, &k, &s, &b, &settlement, &palace);
          t->att_dice = MIN (attackers, TRG_MAX_DICE);
          t->chance = ts_trigon_battle_chance (attackers, k, b, s, settlement, palace);
        }
    }
}

static int
move_position (const TsMove *m)
{
  switch (m->kind)
    {
    case TRG_MOVE_PLACE:
    case TRG_MOVE_FOUND:
    case TRG_MOVE_CROWN:
      return m->arg[0];
    case TRG_MOVE_BUILD:
    case TRG_MOVE_STEP:
    case TRG_MOVE_SAIL:
    case TRG_MOVE_FLEE:
      return m->arg[1];
    case TRG_MOVE_LOSE:
      return m->arg[0] == TRG_LOSS_COIN ? TRG_NONE : m->arg[1];
    case TRG_MOVE_PLAY:
      switch (m->arg[0])
        {
        case TRG_E_PROMOTIE: case TRG_E_WACHTTOREN: case TRG_E_GEBOORTEGOLF: case TRG_E_GOEDE_OOGST:
        case TRG_E_VLIJTIGE_ONDERDAAN: case TRG_E_INTRIGE: case TRG_E_OVERLOPER:
          return m->arg[1];
        default:
          return TRG_NONE;
        }
    default:
      return TRG_NONE;
    }
}

static void
add_choice (TrgScene     *scene,
            const TsMove *m)
{
  TrgChoice *c;

  for (guint i = 0; i < scene->n_choices; i++)
    if (ts_move_equal (&scene->choices[i].move, m))
      return;
  if (scene->n_choices >= TRG_SCENE_MAX_CHOICES)
    {
      scene->n_more_choices++;
      return;
    }
  c = &scene->choices[scene->n_choices++];
  c->move = *m;
  c->position = move_position (m);
  c->label = trg_scene_move_label (scene, m);
}

/* R17's knights are placed one by one or all at once on a site, so the
 * list stays short; the spinner-free choice of the spec's "split" is
 * made by placing again. */
static gboolean
choice_wanted (const TrgScene *scene,
               const TsMove   *m)
{
  if (m->kind == TRG_MOVE_PLACE && scene->phase == TRG_PHASE_REALM_KNIGHTS)
    {
      guint left = ts_trigon_game_get_placements_left (scene->view, NULL);

      return m->arg[1] == 1 || (guint) m->arg[1] == left;
    }
  return TRUE;
}

static void
compute_choices (TrgScene *scene)
{
  TsMove def;

  clear_choices (scene);
  if (scene->moves == NULL)
    return;
  if (scene->step == TRG_STEP_CHOICE)
    {
      /* The default answer first: what "auto" would choose. */
      if (ts_game_default_move (TS_GAME (scene->view), &def) && is_legal (scene, &def))
        add_choice (scene, &def);
      for (guint i = 0; i < scene->moves->len; i++)
        {
          const TsMove *m = &g_array_index (scene->moves, TsMove, i);

          if (choice_wanted (scene, m))
            add_choice (scene, m);
        }
    }
  else if (scene->step == TRG_STEP_ACTION && scene->card != TRG_NONE)
    for (guint i = 0; i < scene->moves->len; i++)
      {
        const TsMove *m = &g_array_index (scene->moves, TsMove, i);

        if (m->kind == TRG_MOVE_PLAY && m->arg[0] == scene->card)
          add_choice (scene, m);
      }
}

void
trg_scene_update (TrgScene           *scene,
                  TsGame             *view,
                  int                 viewer,
                  gboolean            can_act,
                  const GArray       *moves,
                  guint               n_seats,
                  const char * const *names)
{
  TsTrigonGame *v = view != NULL && TS_IS_TRIGON_GAME (view) ? TS_TRIGON_GAME (view) : NULL;

  if (v != NULL)
    g_object_ref (v);
  g_clear_object (&scene->view);
  scene->view = v;
  scene->viewer = viewer;
  scene->can_act = can_act && v != NULL;
  g_clear_pointer (&scene->moves, g_array_unref);
  if (moves != NULL)
    {
      scene->moves = g_array_sized_new (FALSE, FALSE, sizeof (TsMove), moves->len);
      g_array_append_vals (scene->moves, moves->data, moves->len);
    }
  scene->n_seats = MIN (n_seats, TS_MAX_SEATS);
  for (guint s = 0; s < TS_MAX_SEATS; s++)
    {
      g_clear_pointer (&scene->names[s], g_free);
      if (s < scene->n_seats)
        scene->names[s] = g_strdup (names != NULL && names[s] != NULL ? names[s] : "?");
      scene->rgb[s] = v != NULL && s < scene->n_seats ? trg_realm_rgb (ts_trigon_game_get_realm (v, s))
                                                     : 0x808080;
    }

  if (v == NULL)
    {
      scene->seat = -1;
      scene->phase = TRG_PHASE_OVER;
      scene->step = TRG_STEP_NONE;
    }
  else
    {
      scene->seat = ts_game_get_current_seat (view);
      scene->phase = ts_trigon_game_get_phase (v);
      if (scene->phase == TRG_PHASE_OVER || ts_game_is_over (view))
        scene->step = TRG_STEP_OVER;
      else if (!scene->can_act || scene->seat != viewer)
        scene->step = TRG_STEP_NONE;
      else
        scene->step = scene->phase == TRG_PHASE_ACTION ? TRG_STEP_ACTION : TRG_STEP_CHOICE;
    }

  /* Input of another turn, or of another decision, is forgotten. */
  scene->confirm_end = FALSE;
  if (v == NULL || scene->step != TRG_STEP_ACTION
      || ts_trigon_game_get_round (v) != scene->shown_round
      || ts_trigon_game_get_active (v) != scene->shown_active)
    {
      scene->selected = TRG_NONE;
      scene->card = TRG_NONE;
      reset_army (scene);
    }
  if (v != NULL)
    {
      scene->shown_round = ts_trigon_game_get_round (v);
      scene->shown_active = ts_trigon_game_get_active (v);
    }
  if (scene->selected != TRG_NONE && !owns_position (scene, scene->selected))
    {
      scene->selected = TRG_NONE;
      reset_army (scene);
    }
  if (scene->card != TRG_NONE && v != NULL
      && ts_trigon_game_get_hand_events (v, viewer, (TrgEventKind) scene->card) == 0)
    scene->card = TRG_NONE;
  compute_targets (scene);
  compute_choices (scene);
  if (scene->step == TRG_STEP_ACTION && scene->card != TRG_NONE && scene->n_choices == 0)
    scene->card = TRG_NONE;
}

/* ------------------------------------------------------------------ */
/* Queries                                                             */

static int
first_choice_at (const TrgScene *scene,
                 int             position)
{
  for (guint i = 0; i < scene->n_choices; i++)
    if (scene->choices[i].position == position)
      return (int) i;
  return -1;
}

gboolean
trg_scene_position_legal (const TrgScene *scene,
                          int             position)
{
  if (position < 0 || position >= TRG_N_POSITIONS)
    return FALSE;
  if (scene->step == TRG_STEP_CHOICE || (scene->step == TRG_STEP_ACTION && scene->card != TRG_NONE))
    return first_choice_at (scene, position) >= 0;
  if (scene->step != TRG_STEP_ACTION)
    return FALSE;
  return scene->targets[position].reachable || owns_position (scene, position);
}

int
trg_scene_threat (const TrgScene *scene,
                  int             site)
{
  const gint8 *n;
  int threat = 0;

  if (scene->view == NULL || site < 0 || site >= TRG_N_POSITIONS)
    return 0;
  n = trg_land_neighbours (site);
  for (int i = 0; n[i] != TRG_NONE; i++)
    {
      int o = ts_trigon_game_get_occupant (scene->view, n[i]);

      if (o != TRG_NONE && o != scene->viewer)
        threat += ts_trigon_game_count_figures (scene->view, n[i], TRG_FIG_KNIGHT)
                  + ts_trigon_game_count_figures (scene->view, n[i], TRG_FIG_SCOUT);
    }
  return threat;
}

guint
trg_scene_unused_scouts (const TrgScene *scene)
{
  guint n = 0;

  if (scene->step != TRG_STEP_ACTION)
    return 0;
  for (int p = 0; p < TRG_N_SITES; p++)
    {
      TsMove found = ts_trigon_move_found (p);

      if (is_legal (scene, &found))
        n += ts_trigon_game_count_figures (scene->view, p, TRG_FIG_SCOUT);
    }
  return n;
}

/* The rules' reason MOVE is refused: its check's message, from applying
 * it to a copy of the view (a refused move changes nothing anyway). */
static char *
refusal (const TrgScene *scene,
         const TsMove   *move)
{
  g_autoptr(TsGame) copy = NULL;
  g_autoptr(GError) error = NULL;

  if (scene->view == NULL)
    return NULL;
  copy = ts_game_copy (TS_GAME (scene->view));
  if (!ts_game_apply_move (copy, move, &error) && error != NULL)
    return g_strdup (error->message);
  /* Translators: Rule of Trigon: a status text for the board, or a
     description of a board place read by screen readers */
  return g_strdup (_("Not possible now"));
}

static gboolean
button_move (const TrgScene *scene,
             TrgButton       button,
             TsMove         *move,
             char          **reason)
{
  int s = scene->selected;

  switch (button)
    {
    case TRG_BUTTON_EXCHANGE_COPPER: *move = ts_trigon_move_exchange (TRG_COPPER); return TRUE;
    case TRG_BUTTON_EXCHANGE_SILVER: *move = ts_trigon_move_exchange (TRG_SILVER); return TRUE;
    case TRG_BUTTON_BUY_TASK: *move = ts_trigon_move_buy_task (); return TRUE;
    case TRG_BUTTON_BUY_EVENT: *move = ts_trigon_move_buy_event (); return TRUE;
    case TRG_BUTTON_END: *move = ts_trigon_move_end (); return TRUE;
    case TRG_BUTTON_BUILD_KNIGHT:
    case TRG_BUTTON_BUILD_SCOUT:
    case TRG_BUTTON_BUILD_BOAT:
      if (!trg_position_is_site (s) || ts_trigon_game_get_settlement_owner (scene->view, s) != scene->viewer)
        {
          if (reason != NULL)
            /* Translators: Rule of Trigon: a status text for the board, or
               a description of a board place read by screen readers; a
               settlement (a village or the capital) is a player's town on a
               site of the board */
            *reason = g_strdup (_("Select one of your settlements first"));
          return FALSE;
        }
      *move = ts_trigon_move_build ((TrgFigure) (button - TRG_BUTTON_BUILD_KNIGHT), s);
      return TRUE;
    case TRG_BUTTON_FOUND:
      if (!trg_position_is_site (s))
        {
          if (reason != NULL)
            /* Translators: Rule of Trigon: a status text for the board, or
               a description of a board place read by screen readers;
               knights, scouts and boats are the figures (pieces) a player
               builds and moves; sites are the board places for settlements,
               joined by paths */
            *reason = g_strdup (_("Select a scout on an empty site first"));
          return FALSE;
        }
      *move = ts_trigon_move_found (s);
      return TRUE;
    case TRG_BUTTON_CROWN:
      /* Any settlement may give the inhabitant: the selected one, else
       * the first that can. */
      if (trg_position_is_site (s) && ts_trigon_game_get_settlement_owner (scene->view, s) == scene->viewer)
        {
          *move = ts_trigon_move_crown (s);
          if (is_legal (scene, move))
            return TRUE;
        }
      for (int p = 0; p < TRG_N_SITES; p++)
        {
          TsMove m = ts_trigon_move_crown (p);

          if (is_legal (scene, &m))
            {
              *move = m;
              return TRUE;
            }
        }
      for (int p = 0; p < TRG_N_SITES; p++)
        if (ts_trigon_game_get_settlement_owner (scene->view, p) == scene->viewer)
          {
            *move = ts_trigon_move_crown (p);
            return TRUE;
          }
      return FALSE;
    case TRG_N_BUTTONS:
    default:
      return FALSE;
    }
}

gboolean
trg_scene_button_legal (const TrgScene *scene,
                        TrgButton       button,
                        char          **reason)
{
  TsMove move;
  char *why = NULL;

  if (reason != NULL)
    *reason = NULL;
  if (scene->step != TRG_STEP_ACTION || scene->view == NULL)
    return FALSE;
  if (!button_move (scene, button, &move, &why))
    {
      if (reason != NULL)
        *reason = why;
      else
        g_free (why);
      return FALSE;
    }
  if (is_legal (scene, &move))
    return TRUE;
  if (reason != NULL)
    *reason = refusal (scene, &move);
  return FALSE;
}

static gboolean
checked (const TrgScene *scene,
         const TsMove   *move,
         char          **reason)
{
  if (reason != NULL)
    *reason = NULL;
  if (scene->step != TRG_STEP_ACTION || scene->view == NULL)
    return FALSE;
  if (is_legal (scene, move) || ts_game_is_legal (TS_GAME (scene->view), move))
    return TRUE;
  if (reason != NULL)
    *reason = refusal (scene, move);
  return FALSE;
}

gboolean
trg_scene_offer (const TrgScene *scene,
                 int             seat,
                 const guint8    give[TRG_N_COINS],
                 const guint8    get[TRG_N_COINS],
                 TsMove         *move,
                 char          **reason)
{
  *move = ts_trigon_move_offer (seat, give, get);
  return checked (scene, move, reason);
}

gboolean
trg_scene_swap (const TrgScene *scene,
                int             seat,
                int             card,
                TsMove         *move,
                char          **reason)
{
  *move = ts_trigon_move_swap (seat, card);
  return checked (scene, move, reason);
}

/* ------------------------------------------------------------------ */
/* Input                                                               */

static void
select_position (TrgScene *scene,
                 int       position)
{
  scene->confirm_end = FALSE;
  scene->selected = position;
  scene->card = TRG_NONE;
  reset_army (scene);
  compute_targets (scene);
  compute_choices (scene);
}

TrgSceneResult
trg_scene_click_position (TrgScene *scene,
                          int       position,
                          TsMove   *move)
{
  int i;

  if (position >= 0 && position < TRG_N_POSITIONS)
    scene->cursor = position;
  if (scene->step == TRG_STEP_CHOICE || (scene->step == TRG_STEP_ACTION && scene->card != TRG_NONE))
    {
      /* On the map, realm knights are placed one at a time (the list
       * also offers all at once). */
      if (scene->step == TRG_STEP_CHOICE && scene->phase == TRG_PHASE_REALM_KNIGHTS && position != TRG_NONE)
        {
          TsMove one = ts_trigon_move_place (position, 1);

          if (is_legal (scene, &one))
            {
              *move = one;
              return TRG_SCENE_MOVE;
            }
        }
      i = position != TRG_NONE ? first_choice_at (scene, position) : -1;
      if (i < 0)
        return position == TRG_NONE ? TRG_SCENE_NOTHING : TRG_SCENE_BELL;
      return trg_scene_choose (scene, (guint) i, move);
    }
  if (scene->step != TRG_STEP_ACTION)
    return position == TRG_NONE ? TRG_SCENE_NOTHING : TRG_SCENE_BELL;
  if (position == TRG_NONE)
    {
      if (scene->selected == TRG_NONE)
        return TRG_SCENE_NOTHING;
      select_position (scene, TRG_NONE);
      return TRG_SCENE_CHANGED;
    }
  if (scene->selected != TRG_NONE && scene->targets[position].reachable
      && army_move (scene, scene->selected, position, move))
    return TRG_SCENE_MOVE;
  if (position == scene->selected)
    {
      select_position (scene, TRG_NONE);
      return TRG_SCENE_CHANGED;
    }
  if (owns_position (scene, position))
    {
      select_position (scene, position);
      return TRG_SCENE_CHANGED;
    }
  return TRG_SCENE_BELL;
}

TrgSceneResult
trg_scene_choose (TrgScene *scene,
                  guint     index,
                  TsMove   *move)
{
  if (index >= scene->n_choices)
    return TRG_SCENE_BELL;
  *move = scene->choices[index].move;
  if (scene->step == TRG_STEP_ACTION)
    scene->card = TRG_NONE;
  return TRG_SCENE_MOVE;
}

TrgSceneResult
trg_scene_click_card (TrgScene *scene,
                      int       card,
                      TsMove   *move)
{
  TsMove m;
  guint n = 0;

  if (scene->view == NULL || card < 0 || card >= TRG_N_CARD_CODES)
    return TRG_SCENE_BELL;
  if (scene->step == TRG_STEP_CHOICE)
    {
      m = scene->phase == TRG_PHASE_SPY_TAKE ? ts_trigon_move_take (card) : ts_trigon_move_accept (card);
      if (!is_legal (scene, &m))
        return TRG_SCENE_BELL;
      *move = m;
      return TRG_SCENE_MOVE;
    }
  if (scene->step != TRG_STEP_ACTION || card >= TRG_N_EVENT_KINDS)
    return TRG_SCENE_BELL;
  if (scene->card == card)
    {
      scene->card = TRG_NONE;
      compute_choices (scene);
      return TRG_SCENE_CHANGED;
    }
  for (guint i = 0; scene->moves != NULL && i < scene->moves->len; i++)
    {
      const TsMove *p = &g_array_index (scene->moves, TsMove, i);

      if (p->kind == TRG_MOVE_PLAY && p->arg[0] == card && n++ == 0)
        m = *p;
    }
  if (n == 0)
    return TRG_SCENE_BELL;
  if (n == 1)
    {
      *move = m;
      return TRG_SCENE_MOVE;
    }
  scene->card = card;
  compute_choices (scene);
  return TRG_SCENE_CHANGED;
}

TrgSceneResult
trg_scene_set_army (TrgScene  *scene,
                    TrgFigure  figure,
                    int        count)
{
  int avail;

  if (figure >= TRG_N_FIGURES || scene->selected == TRG_NONE)
    return TRG_SCENE_NOTHING;
  avail = trg_scene_army_available (scene, figure);
  count = count < 0 || count >= avail ? -1 : count;
  if (scene->army[figure] == count)
    return TRG_SCENE_NOTHING;
  scene->army[figure] = count;
  compute_targets (scene);
  return TRG_SCENE_CHANGED;
}

TrgSceneResult
trg_scene_button (TrgScene  *scene,
                  TrgButton  button,
                  TsMove    *move)
{
  TsMove m;

  if (scene->step != TRG_STEP_ACTION || !button_move (scene, button, &m, NULL) || !is_legal (scene, &m))
    return TRG_SCENE_BELL;
  if (button == TRG_BUTTON_END && !scene->confirm_end && trg_scene_unused_scouts (scene) > 0)
    {
      scene->confirm_end = TRUE;
      return TRG_SCENE_CHANGED;
    }
  scene->confirm_end = FALSE;
  *move = m;
  return TRG_SCENE_MOVE;
}

gboolean
trg_scene_planned_move (const TrgScene *scene,
                        TsMove         *move)
{
  TsMove m;

  if (!scene->auto_losses || scene->step != TRG_STEP_CHOICE || scene->phase != TRG_PHASE_CASUALTY)
    return FALSE;
  if (!ts_game_default_move (TS_GAME (scene->view), &m) || !is_legal (scene, &m))
    return FALSE;
  *move = m;
  return TRUE;
}

TrgSceneResult
trg_scene_cancel (TrgScene *scene)
{
  if (scene->confirm_end)
    {
      scene->confirm_end = FALSE;
      return TRG_SCENE_CHANGED;
    }
  if (scene->card != TRG_NONE)
    {
      scene->card = TRG_NONE;
      compute_choices (scene);
      return TRG_SCENE_CHANGED;
    }
  if (scene->selected != TRG_NONE)
    {
      select_position (scene, TRG_NONE);
      return TRG_SCENE_CHANGED;
    }
  return TRG_SCENE_NOTHING;
}

/* ------------------------------------------------------------------ */
/* Keyboard                                                            */

TrgSceneResult
trg_scene_move_cursor (TrgScene *scene,
                       int       dx,
                       int       dy)
{
  double cx, cy, best = G_MAXDOUBLE;
  int found = TRG_NONE;
  double len = sqrt ((double) (dx * dx + dy * dy));

  if (len == 0)
    return TRG_SCENE_NOTHING;
  trg_position_point (scene->cursor, &cx, &cy);
  for (int p = 0; p < TRG_N_POSITIONS; p++)
    {
      double px, py, along, across, cost;

      if (p == scene->cursor)
        continue;
      trg_position_point (p, &px, &py);
      along = ((px - cx) * dx + (py - cy) * dy) / len;
      across = fabs ((px - cx) * dy - (py - cy) * dx) / len;
      /* Within 60° of the direction; sideways costs twice. */
      if (along <= 0 || across > along * 1.8)
        continue;
      cost = along + 2 * across;
      if (cost < best)
        {
          best = cost;
          found = p;
        }
    }
  if (found == TRG_NONE)
    return TRG_SCENE_BELL;
  scene->cursor = found;
  return TRG_SCENE_CHANGED;
}

TrgSceneResult
trg_scene_activate (TrgScene *scene,
                    TsMove   *move)
{
  return trg_scene_click_position (scene, scene->cursor, move);
}

TrgSceneResult
trg_scene_jump_legal (TrgScene *scene,
                      int       dir)
{
  dir = dir < 0 ? -1 : 1;
  for (int i = 1; i <= TRG_N_POSITIONS; i++)
    {
      int p = ((scene->cursor + dir * i) % TRG_N_POSITIONS + TRG_N_POSITIONS) % TRG_N_POSITIONS;

      if (trg_scene_position_legal (scene, p))
        {
          scene->cursor = p;
          return TRG_SCENE_CHANGED;
        }
    }
  return TRG_SCENE_BELL;
}

gboolean
trg_scene_set_hover (TrgScene *scene,
                     int       position)
{
  if (scene->hover == position)
    return FALSE;
  scene->hover = position;
  return TRUE;
}
