/* trehgrannik-scene.c — what the Trehgrannik board shows and what input
 * means, without GTK
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "trehgrannik-scene.h"
#include "trehgrannik-words.h"

#include <glib/gi18n.h>
#include <math.h>

#define BIT(c) (G_GUINT64_CONSTANT (1) << (c))

void
tg_scene_init (TgScene *scene)
{
  *scene = (TgScene) { 0 };
  scene->viewer = TS_SEAT_NONE;
  scene->seat = -1;
  scene->moves = g_array_new (FALSE, FALSE, sizeof (TsMove));
  scene->pending_fee = -1;
  scene->pending_dest = -1;
  scene->hover = -1;
  scene->slot_card = -1;
  scene->cursor = tg_hex_index ((TsHex) { 0, 0 });
}

void
tg_scene_clear (TgScene *scene)
{
  g_clear_object (&scene->view);
  g_clear_pointer (&scene->moves, g_array_unref);
  for (guint i = 0; i < TS_MAX_SEATS; i++)
    g_clear_pointer (&scene->names[i], g_free);
}

static void
clear_picked (TgScene *scene)
{
  memset (scene->picked, 0, sizeof scene->picked);
  scene->n_picked = 0;
}

void
tg_scene_reset_input (TgScene *scene)
{
  scene->pending_fee = -1;
  scene->pending_dest = -1;
  clear_picked (scene);
  scene->hover = -1;
}

static int
hex_of_move (const TsMove *m)
{
  return tg_hex_index ((TsHex) { m->arg[0], m->arg[1] });
}

/* The cards a build move plays, copies per card: construction cards and
 * their doublers (a Block can be both: the doubler of its target and, a
 * second copy, a construction card).  Returns the mask of the names. */
static guint64
build_count (const TsMove *m,
             guint8       *count)
{
  guint64 mask = 0;

  memset (count, 0, TG_N_CARDS);
  for (int i = 0; i < 3; i++)
    {
      int card = m->arg[i];

      if (card < 0 || card >= TG_N_CARDS)
        continue;
      mask |= BIT (card);
      count[card]++;
      if (m->arg[3 + i])
        for (int b = 0; b < TG_N_CARDS; b++)
          if (tg_cards[b].target == card)
            {
              mask |= BIT (b);
              count[b]++;
            }
    }
  return mask;
}

/* Whether build I plays every picked copy (and maybe more), with EXTRA
 * one more copy of that card (-1: none). */
static gboolean
picked_fit (const TgScene *scene,
            guint          i,
            int            extra)
{
  for (int c = 0; c < TG_N_CARDS; c++)
    if (scene->picked[c] + (c == extra) > scene->build_count[i][c])
      return FALSE;
  return TRUE;
}

/* Whether build I plays exactly the picked copies. */
static gboolean
picked_match (const TgScene *scene,
              guint          i)
{
  return memcmp (scene->picked, scene->build_count[i], TG_N_CARDS) == 0;
}

/* The destinations after paying FEE, found on a copy of the view. */
static void
find_fee_dests (TgScene *scene,
                int      fee)
{
  g_autoptr (TsGame) copy = ts_game_copy (TS_GAME (scene->view));
  TsMove m = ts_trehgrannik_move_fee (fee);
  g_autoptr (GArray) after = NULL;

  if (!ts_game_apply_move (copy, &m, NULL))
    return;
  after = ts_game_list_moves (copy);
  for (guint i = 0; i < after->len; i++)
    {
      const TsMove *go = &g_array_index (after, TsMove, i);
      int hex = go->kind == TG_MOVE_GO ? hex_of_move (go) : -1;

      if (hex >= 0)
        scene->dest_fees[hex] |= BIT (fee);
    }
}

static gboolean
is_site (TsTrehgrannikGame *view,
         int                hex)
{
  TsHex h = tg_hex_at (hex);
  TgTerrain t = ts_trehgrannik_game_get_terrain (view, h);

  return t != TG_MOUNTAINS && t != TG_PAD
         && ts_trehgrannik_game_get_project (view, h, NULL) == TG_PROJECT_NONE;
}

static TgStep
step_of (TgScene *scene)
{
  TgPhase phase;

  if (scene->view == NULL)
    return TG_STEP_NONE;
  phase = ts_trehgrannik_game_get_phase (scene->view);
  if (phase == TG_PHASE_OVER)
    return TG_STEP_OVER;
  if (!scene->can_act || scene->moves->len == 0)
    return TG_STEP_NONE;
  if (scene->can_pass && scene->moves->len == 1)
    return TG_STEP_PASS;
  switch (phase)
    {
    case TG_PHASE_TURN:
    case TG_PHASE_MOVE:
      return TG_STEP_ACTION;
    case TG_PHASE_ADD:
      return TG_STEP_ADD;
    case TG_PHASE_DEST:
      return TG_STEP_DEST;
    case TG_PHASE_BUILD:
      return TG_STEP_BUILD;
    case TG_PHASE_LINE:
      return TG_STEP_LINE;
    case TG_PHASE_SLOT:
      return TG_STEP_SLOT;
    case TG_PHASE_RECYCLE:
      return TG_STEP_RECYCLE;
    case TG_PHASE_OVER:
    default:
      return TG_STEP_OVER;
    }
}

static void
derive (TgScene *scene)
{
  memset (scene->reachable, 0, sizeof scene->reachable);
  memset (scene->dest_free, 0, sizeof scene->dest_free);
  memset (scene->dest_fees, 0, sizeof scene->dest_fees);
  memset (scene->site, 0, sizeof scene->site);
  memset (scene->use, 0, sizeof scene->use);
  memset (scene->slot_ok, 0, sizeof scene->slot_ok);
  scene->fee_cards = scene->take_cards = 0;
  scene->take_deck = scene->can_pass = FALSE;
  scene->slot_card = -1;
  scene->n_builds = 0;
  scene->seat = scene->view != NULL ? ts_game_get_current_seat (TS_GAME (scene->view)) : -1;

  for (guint i = 0; i < scene->moves->len; i++)
    {
      const TsMove *m = &g_array_index (scene->moves, TsMove, i);

      switch (m->kind)
        {
        case TG_MOVE_TAKE:
        case TG_MOVE_RECYCLE:
          if (m->arg[0] < 0)
            scene->take_deck = TRUE;
          else if (m->arg[0] < TG_N_CARDS)
            scene->take_cards |= BIT (m->arg[0]);
          break;
        case TG_MOVE_USE:
          if (m->arg[0] >= 0 && m->arg[0] < TG_N_FORE)
            scene->use[m->arg[0]] = 1;
          break;
        case TG_MOVE_FEE:
          if (m->arg[0] >= 0 && m->arg[0] < TG_N_CARDS)
            scene->fee_cards |= BIT (m->arg[0]);
          break;
        case TG_MOVE_GO:
          if (hex_of_move (m) >= 0)
            scene->dest_free[hex_of_move (m)] = TRUE;
          break;
        case TG_MOVE_BUILD:
          if (scene->n_builds < TG_SCENE_MAX_BUILDS)
            {
              scene->builds[scene->n_builds] = *m;
              scene->build_mask[scene->n_builds] = build_count (m, scene->build_count[scene->n_builds]);
              scene->n_builds++;
            }
          break;
        case TG_MOVE_SLOT:
          scene->slot_card = m->arg[0];
          if (m->arg[1] >= 0 && m->arg[1] < TG_N_SLOTS)
            scene->slot_ok[m->arg[1]] = TRUE;
          break;
        case TG_MOVE_PASS:
          scene->can_pass = TRUE;
          break;
        default:
          break;
        }
    }
  for (int c = 0; c < TG_N_CARDS; c++)
    if (scene->fee_cards & BIT (c))
      find_fee_dests (scene, c);

  if (scene->view != NULL && scene->seat >= 0)
    {
      TsHex out[TG_N_HEXES];
      guint n = ts_trehgrannik_game_reachable (scene->view, FALSE, out, G_N_ELEMENTS (out));

      for (guint i = 0; i < n; i++)
        if (tg_hex_index (out[i]) >= 0)
          scene->reachable[tg_hex_index (out[i])] = TRUE;
      for (int h = 0; h < TG_N_HEXES; h++)
        scene->site[h] = (scene->dest_free[h] || scene->dest_fees[h] != 0)
                         && is_site (scene->view, h);
    }
  scene->step = step_of (scene);
}

void
tg_scene_update (TgScene            *scene,
                 TsGame             *view,
                 int                 viewer,
                 gboolean            can_act,
                 const GArray       *moves,
                 guint               n_seats,
                 const char * const *names,
                 const guint32      *rgb)
{
  if (view != NULL && !TS_IS_TREHGRANNIK_GAME (view))
    view = NULL;
  if (view != NULL)
    g_object_ref (view);
  g_clear_object (&scene->view);
  scene->view = view != NULL ? TS_TREHGRANNIK_GAME (view) : NULL;
  scene->viewer = viewer;
  scene->can_act = can_act && view != NULL;
  g_array_set_size (scene->moves, 0);
  if (scene->can_act && moves != NULL)
    g_array_append_vals (scene->moves, moves->data, moves->len);
  scene->n_seats = MIN (n_seats, TS_MAX_SEATS);
  for (guint i = 0; i < TS_MAX_SEATS; i++)
    {
      g_free (scene->names[i]);
      scene->names[i] = i < scene->n_seats && names != NULL ? g_strdup (names[i]) : NULL;
      scene->rgb[i] = i < scene->n_seats && rgb != NULL ? rgb[i] : 0x888888;
    }
  derive (scene);

  /* A half-made choice belongs to one turn: the destination of a move
   * that ended the turn is not the next turn's. */
  if (scene->view != NULL && ts_trehgrannik_game_get_turn (scene->view) != scene->shown_turn)
    {
      scene->shown_turn = ts_trehgrannik_game_get_turn (scene->view);
      scene->pending_fee = scene->pending_dest = -1;
      clear_picked (scene);
    }

  /* Forget what no longer fits. */
  if (scene->step == TG_STEP_ACTION)
    {
      if (scene->pending_fee >= 0 && !(scene->fee_cards & BIT (scene->pending_fee)))
        scene->pending_fee = -1;
      if (scene->pending_dest >= 0 && !scene->dest_free[scene->pending_dest]
          && scene->dest_fees[scene->pending_dest] == 0)
        scene->pending_dest = -1;
    }
  else
    scene->pending_fee = -1;
  if (scene->step != TG_STEP_ACTION && scene->step != TG_STEP_DEST)
    scene->pending_dest = -1;
  if (scene->step == TG_STEP_DEST && scene->pending_dest >= 0
      && !scene->dest_free[scene->pending_dest])
    scene->pending_dest = -1;
  if (scene->step != TG_STEP_BUILD)
    clear_picked (scene);
  else
    {
      gboolean fits = FALSE;

      for (guint i = 0; i < scene->n_builds && !fits; i++)
        fits = picked_fit (scene, i, -1);
      if (!fits)
        clear_picked (scene);
    }
}

/* Queries */

gboolean
tg_scene_hex_legal (const TgScene *scene,
                    int            hex)
{
  if (hex < 0 || hex >= TG_N_HEXES)
    return FALSE;
  switch (scene->step)
    {
    case TG_STEP_ACTION:
      if (scene->dest_free[hex])
        return TRUE;
      if (scene->pending_fee >= 0)
        return (scene->dest_fees[hex] & BIT (scene->pending_fee)) != 0;
      return scene->dest_fees[hex] != 0;
    case TG_STEP_DEST:
      return scene->dest_free[hex];
    case TG_STEP_LINE:
      {
        int site = tg_scene_harvester (scene, scene->seat);

        for (int d = 0; d < TS_HEX_N_DIRECTIONS && site >= 0; d++)
          if (tg_hex_neighbour (site, d) == hex)
            return TRUE;
        return FALSE;
      }
    default:
      return FALSE;
    }
}

guint64
tg_scene_hex_fees (const TgScene *scene,
                   int            hex)
{
  return hex >= 0 && hex < TG_N_HEXES ? scene->dest_fees[hex] : 0;
}

gboolean
tg_scene_hand_card_legal (const TgScene *scene,
                          int            card)
{
  if (card < 0 || card >= TG_N_CARDS)
    return FALSE;
  switch (scene->step)
    {
    case TG_STEP_ACTION:
      if (!(scene->fee_cards & BIT (card)))
        return FALSE;
      return scene->pending_dest < 0 || (scene->dest_fees[scene->pending_dest] & BIT (card));
    case TG_STEP_BUILD:
      /* Picked: a click picks a second copy or puts it back. */
      if (scene->picked[card] > 0)
        return TRUE;
      for (guint i = 0; i < scene->n_builds; i++)
        if (picked_fit (scene, i, card))
          return TRUE;
      return FALSE;
    default:
      return FALSE;
    }
}

gboolean
tg_scene_hand_card_selected (const TgScene *scene,
                             int            card)
{
  if (card < 0 || card >= TG_N_CARDS)
    return FALSE;
  if (scene->step == TG_STEP_ACTION)
    return scene->pending_fee == card;
  return tg_scene_hand_card_picked (scene, card) > 0;
}

guint
tg_scene_hand_card_picked (const TgScene *scene,
                           int            card)
{
  if (card < 0 || card >= TG_N_CARDS || scene->step != TG_STEP_BUILD)
    return 0;
  return scene->picked[card];
}

gboolean
tg_scene_market_legal (const TgScene *scene,
                       int            card)
{
  gboolean taking = scene->step == TG_STEP_ACTION || scene->step == TG_STEP_ADD
                    || scene->step == TG_STEP_RECYCLE;

  if (!taking)
    return FALSE;
  if (card < 0)
    return scene->take_deck;
  return card < TG_N_CARDS && (scene->take_cards & BIT (card)) != 0;
}

gboolean
tg_scene_deck_legal (const TgScene *scene)
{
  return tg_scene_market_legal (scene, -1);
}

/* What MOVE does, played on a copy of the view: the GC it earns (-1 when
 * a direction is still to choose) and what it places. */
static void
build_outcome (const TgScene *scene,
               const TsMove  *move,
               int           *gc,
               TgProjectKind *kind)
{
  g_autoptr (TsGame) copy = ts_game_copy (TS_GAME (scene->view));
  TsTrehgrannikGame *tg = TS_TREHGRANNIK_GAME (copy);
  int before = ts_trehgrannik_game_get_gc (scene->view, scene->seat);
  guint guard = 0;

  *gc = -1;
  *kind = TG_PROJECT_NONE;
  if (!ts_game_apply_move (copy, move, NULL))
    return;
  if (ts_trehgrannik_game_get_phase (tg) != TG_PHASE_LINE)
    *gc = ts_trehgrannik_game_get_gc (tg, scene->seat) - before;
  /* The miniature is placed after the directions: any will do to see it. */
  while (ts_trehgrannik_game_get_phase (tg) == TG_PHASE_LINE && guard++ < 4)
    {
      g_autoptr (GArray) lines = ts_game_list_moves (copy);

      if (lines->len == 0 || !ts_game_apply_move (copy, &g_array_index (lines, TsMove, 0), NULL))
        return;
    }
  *kind = ts_trehgrannik_game_get_project (tg, ts_trehgrannik_game_get_harvester (tg, scene->seat),
                                           NULL);
}

guint
tg_scene_build_choices (const TgScene *scene,
                        TgBuildChoice *choices)
{
  guint n = 0;

  if (scene->step != TG_STEP_BUILD || scene->n_picked == 0)
    return 0;
  for (guint i = 0; i < scene->n_builds; i++)
    if (picked_match (scene, i))
      {
        TgBuildChoice c = { .move = scene->builds[i] };
        guint at;

        build_outcome (scene, &c.move, &c.gc, &c.kind);
        /* The one that earns the most first; equal ones in the moves' order. */
        for (at = n; at > 0 && choices[at - 1].gc < c.gc; at--)
          if (at < TG_SCENE_MAX_CHOICES)
            choices[at] = choices[at - 1];
        if (at < TG_SCENE_MAX_CHOICES)
          choices[at] = c;
        n = MIN (n + 1, TG_SCENE_MAX_CHOICES);
      }
  return n;
}

/* The form of CHOICE in short words; *DOUBLED: the cards it doubles. */
static const char *
choice_form (const TgBuildChoice *choice,
             guint64             *doubled)
{
  const TsMove *m = &choice->move;
  guint n = 0;

  *doubled = 0;
  for (int i = 0; i < 3; i++)
    if (m->arg[i] >= 0 && m->arg[i] < TG_N_CARDS)
      {
        n++;
        if (m->arg[3 + i])
          *doubled |= BIT (m->arg[i]);
      }
  if (choice->kind == TG_PROJECT_MODULE)
    return *doubled != 0
      /* Translators: Trehgrannik: what a Build button builds, a project
         (module or base) whose income is doubled by a card */
      ? _("doubled module")
      /* Translators: Trehgrannik: what a Build button builds; a module is
         built with one card, a base with two or three */
      : _("module");
  if (n == 1)
    return *doubled != 0
      /* Translators: Trehgrannik: what a Build button builds, a project
         (module or base) whose income is doubled by a card */
      ? _("doubled quick base")
      /* Translators: Trehgrannik: what a Build button builds; a module is
         built with one card, a base with two or three */
      : _("quick base");
  if (n == 3)
    return *doubled != 0
      /* Translators: Trehgrannik: what a Build button builds, a project
         (module or base) whose income is doubled by a card */
      ? _("doubled triple base")
      /* Translators: Trehgrannik: what a Build button builds; a module is
         built with one card, a base with two or three */
      : _("triple base");
  return *doubled != 0
    /* Translators: Trehgrannik: what a Build button builds, a project
       (module or base) whose income is doubled by a card */
    ? _("doubled base")
    /* Translators: Trehgrannik: what a Build button builds; a module is
       built with one card, a base with two or three */
    : _("base");
}

char *
tg_scene_build_choice_text (const TgBuildChoice *choices,
                            guint                n,
                            guint                i)
{
  guint64 doubled, other;
  const char *form;
  gboolean same = FALSE;

  g_return_val_if_fail (i < n, NULL);
  form = choice_form (&choices[i], &doubled);
  for (guint k = 0; k < n; k++)
    same = same || (k != i && g_str_equal (form, choice_form (&choices[k], &other)));
  if (same && doubled != 0)
    {
      g_autofree char *names = tg_cards_text (doubled);

      /* Translators: a construction with a Block doubling a card, told
       * from another of the same form: "triple base, Fusion Generator
       * doubled". */
      return g_strdup_printf (_("%s, %s doubled"), form, names);
    }
  return g_strdup (form);
}

gboolean
tg_scene_selected_build (const TgScene *scene,
                         TsMove        *move,
                         int           *gc)
{
  TgBuildChoice choices[TG_SCENE_MAX_CHOICES];

  if (tg_scene_build_choices (scene, choices) == 0)
    return FALSE;
  if (move != NULL)
    *move = choices[0].move;
  if (gc != NULL)
    *gc = choices[0].gc;
  return TRUE;
}

int
tg_scene_harvester (const TgScene *scene,
                    int            seat)
{
  if (scene->view == NULL || seat < 0 || (guint) seat >= scene->n_seats)
    return -1;
  return tg_hex_index (ts_trehgrannik_game_get_harvester (scene->view, seat));
}

/* Input */

static TgSceneResult
fee_move (TgScene *scene,
          TsMove  *move)
{
  *move = ts_trehgrannik_move_fee (scene->pending_fee);
  return TG_SCENE_MOVE;
}

TgSceneResult
tg_scene_click_hex (TgScene *scene,
                    int      hex,
                    TsMove  *move)
{
  if (hex < 0 || hex >= TG_N_HEXES)
    return TG_SCENE_NOTHING;
  scene->cursor = hex;
  if (!tg_scene_hex_legal (scene, hex))
    return scene->step == TG_STEP_NONE || scene->step == TG_STEP_OVER ? TG_SCENE_CHANGED
                                                                      : TG_SCENE_BELL;
  switch (scene->step)
    {
    case TG_STEP_ACTION:
      if (scene->dest_free[hex])
        {
          *move = ts_trehgrannik_move_go (tg_hex_at (hex));
          return TG_SCENE_MOVE;
        }
      if (scene->pending_dest == hex && scene->pending_fee < 0)
        {
          scene->pending_dest = -1;
          return TG_SCENE_CHANGED;
        }
      scene->pending_dest = hex;
      if (scene->pending_fee >= 0)
        return fee_move (scene, move);
      /* Only one card pays for it: no need to ask. */
      if ((scene->dest_fees[hex] & (scene->dest_fees[hex] - 1)) == 0)
        {
          scene->pending_fee = g_bit_nth_lsf ((gulong) (scene->dest_fees[hex] & 0xffffffff), -1);
          if (scene->pending_fee < 0)
            scene->pending_fee = 32 + g_bit_nth_lsf ((gulong) (scene->dest_fees[hex] >> 32), -1);
          return fee_move (scene, move);
        }
      return TG_SCENE_CHANGED;
    case TG_STEP_DEST:
      *move = ts_trehgrannik_move_go (tg_hex_at (hex));
      return TG_SCENE_MOVE;
    case TG_STEP_LINE:
      for (int d = 0; d < TS_HEX_N_DIRECTIONS; d++)
        if (tg_hex_neighbour (tg_scene_harvester (scene, scene->seat), d) == hex)
          {
            *move = ts_trehgrannik_move_line (d);
            return TG_SCENE_MOVE;
          }
      return TG_SCENE_BELL;
    default:
      return TG_SCENE_BELL;
    }
}

TgSceneResult
tg_scene_click_hand (TgScene *scene,
                     int      card,
                     TsMove  *move)
{
  if (!tg_scene_hand_card_legal (scene, card))
    return TG_SCENE_BELL;
  if (scene->step == TG_STEP_ACTION)
    {
      if (scene->pending_fee == card)
        {
          scene->pending_fee = -1;
          return TG_SCENE_CHANGED;
        }
      scene->pending_fee = card;
      if (scene->pending_dest >= 0)
        return fee_move (scene, move);
      return TG_SCENE_CHANGED;
    }
  /* Another copy if a construction plays it, else none of it. */
  for (guint i = 0; i < scene->n_builds; i++)
    if (picked_fit (scene, i, card))
      {
        scene->picked[card]++;
        scene->n_picked++;
        return TG_SCENE_CHANGED;
      }
  scene->n_picked -= scene->picked[card];
  scene->picked[card] = 0;
  return TG_SCENE_CHANGED;
}

TgSceneResult
tg_scene_click_market (TgScene *scene,
                       int      card,
                       TsMove  *move)
{
  if (!tg_scene_market_legal (scene, card))
    return TG_SCENE_BELL;
  *move = scene->step == TG_STEP_RECYCLE ? ts_trehgrannik_move_recycle (card)
                                         : ts_trehgrannik_move_take (card);
  return TG_SCENE_MOVE;
}

TgSceneResult
tg_scene_click_slot (TgScene *scene,
                     TgSlot   slot,
                     TsMove  *move)
{
  if (scene->step != TG_STEP_SLOT || slot >= TG_N_SLOTS || !scene->slot_ok[slot])
    return TG_SCENE_BELL;
  *move = ts_trehgrannik_move_slot (scene->slot_card, slot);
  return TG_SCENE_MOVE;
}

TgSceneResult
tg_scene_click_use (TgScene       *scene,
                    TgForeAbility  ability,
                    TsMove        *move)
{
  if (scene->step != TG_STEP_ACTION || ability >= TG_N_FORE || !scene->use[ability])
    return TG_SCENE_BELL;
  *move = ts_trehgrannik_move_use (ability);
  return TG_SCENE_MOVE;
}

TgSceneResult
tg_scene_confirm (TgScene *scene,
                  TsMove  *move)
{
  if (scene->step == TG_STEP_PASS)
    {
      *move = ts_trehgrannik_move_pass ();
      return TG_SCENE_MOVE;
    }
  if (scene->step == TG_STEP_BUILD)
    return tg_scene_confirm_choice (scene, 0, move);
  if (scene->step == TG_STEP_ACTION && scene->pending_fee >= 0 && scene->pending_dest >= 0)
    return fee_move (scene, move);
  return TG_SCENE_BELL;
}

TgSceneResult
tg_scene_confirm_choice (TgScene *scene,
                         guint    choice,
                         TsMove  *move)
{
  TgBuildChoice choices[TG_SCENE_MAX_CHOICES];

  if (choice >= tg_scene_build_choices (scene, choices))
    return TG_SCENE_BELL;
  *move = choices[choice].move;
  return TG_SCENE_MOVE;
}

TgSceneResult
tg_scene_cancel (TgScene *scene)
{
  if (scene->pending_fee < 0 && scene->pending_dest < 0 && scene->n_picked == 0)
    return TG_SCENE_NOTHING;
  scene->pending_fee = -1;
  if (scene->step != TG_STEP_DEST)
    scene->pending_dest = -1;
  clear_picked (scene);
  return TG_SCENE_CHANGED;
}

gboolean
tg_scene_planned_move (const TgScene *scene,
                       TsMove        *move)
{
  if (scene->step != TG_STEP_DEST || scene->pending_dest < 0
      || !scene->dest_free[scene->pending_dest])
    return FALSE;
  *move = ts_trehgrannik_move_go (tg_hex_at (scene->pending_dest));
  return TRUE;
}

/* Keyboard */

TgSceneResult
tg_scene_move_cursor (TgScene *scene,
                      int      dx,
                      int      dy)
{
  TsHex h = tg_hex_at (scene->cursor);
  int next = -1;

  if (dy == 0)
    next = tg_hex_index ((TsHex) { h.q + dx, h.r });
  else
    {
      /* Up and down zigzag so that the cursor keeps its column. */
      gboolean odd = (h.r & 1) != 0;
      TsHex a, b;

      if (dy < 0)
        {
          a = odd ? (TsHex) { h.q + 1, h.r - 1 } : (TsHex) { h.q, h.r - 1 };
          b = odd ? (TsHex) { h.q, h.r - 1 } : (TsHex) { h.q + 1, h.r - 1 };
        }
      else
        {
          a = odd ? (TsHex) { h.q - 1, h.r + 1 } : (TsHex) { h.q, h.r + 1 };
          b = odd ? (TsHex) { h.q, h.r + 1 } : (TsHex) { h.q - 1, h.r + 1 };
        }
      next = tg_hex_index (a);
      if (next < 0)
        next = tg_hex_index (b);
    }
  if (next < 0)
    return TG_SCENE_BELL;
  scene->cursor = next;
  return TG_SCENE_CHANGED;
}

TgSceneResult
tg_scene_activate (TgScene *scene,
                   TsMove  *move)
{
  if (scene->step == TG_STEP_BUILD || scene->step == TG_STEP_PASS)
    return tg_scene_confirm (scene, move);
  return tg_scene_click_hex (scene, scene->cursor, move);
}

TgSceneResult
tg_scene_jump_legal (TgScene *scene,
                     int      dir)
{
  int step = dir < 0 ? TG_N_HEXES - 1 : 1;

  for (int i = 1; i <= TG_N_HEXES; i++)
    {
      int h = (scene->cursor + i * step) % TG_N_HEXES;

      if (tg_scene_hex_legal (scene, h))
        {
          scene->cursor = h;
          return TG_SCENE_CHANGED;
        }
    }
  return TG_SCENE_BELL;
}

gboolean
tg_scene_set_hover (TgScene *scene,
                    int      hex)
{
  if (scene->hover == hex)
    return FALSE;
  scene->hover = hex;
  return TRUE;
}

/* Texts */

char *
tg_cards_text (guint64 mask)
{
  GString *s = g_string_new (NULL);

  for (int c = 0; c < TG_N_CARDS; c++)
    if (mask & BIT (c))
      {
        if (s->len > 0)
          g_string_append (s, ", ");
        g_string_append (s, _(tg_cards[c].name));
      }
  return g_string_free (s, FALSE);
}

char *
tg_card_rule_text (int card)
{
  return tg_words_card_rule (card);
}

char *
tg_scene_prompt (const TgScene *scene)
{
  const char *who = scene->seat >= 0 && (guint) scene->seat < scene->n_seats
                    && scene->names[scene->seat] != NULL ? scene->names[scene->seat] : "";

  switch (scene->step)
    {
    case TG_STEP_ACTION:
      if (scene->pending_dest >= 0)
        {
          g_autofree char *place = tg_words_hex (scene->view, scene->pending_dest, scene->viewer,
                                                 (const char * const *) scene->names, scene->viewer);

          /* Translators: Trehgrannik: a prompt in the status line above
             the board, telling the player what to do; moving the
             harvester costs a card as the movement fee; %s is the place
             chosen ("the crater next to your base") */
          return g_strdup_printf (_("Choose the card in your hand that pays the fee to drive to %s, or press "
                                    "Escape"), place);
        }
      if (scene->pending_fee >= 0)
        /* Translators: Trehgrannik: a prompt in the status line above the
           board, telling the player what to do; the planet map is made of
           hexes of different terrain */
        return g_strdup (_("Click the hex to move to, or press Escape"));
      /* Translators: Trehgrannik: a status text for the board, or a
         description of a board place read by screen readers; the market is
         the row of face-up cards anyone may take; the planet map is made of
         hexes of different terrain */
      return g_strdup (_("Add cards from the market or the deck, or click a highlighted hex to "
                         "move and build"));
    case TG_STEP_ADD:
      /* Translators: Trehgrannik: a status text for the board, or a
         description of a board place read by screen readers; the market is
         the row of face-up cards anyone may take */
      return g_strdup (_("Take another card from the market or the deck"));
    case TG_STEP_DEST:
      /* Translators: Trehgrannik: a prompt in the status line above the
         board, telling the player what to do; the planet map is made of
         hexes of different terrain */
      return g_strdup (_("Click the hex to move to"));
    case TG_STEP_BUILD:
      {
        TgBuildChoice choices[TG_SCENE_MAX_CHOICES];
        guint n = tg_scene_build_choices (scene, choices);
        int gc = n > 0 ? choices[0].gc : -1;

        if (n > 1)
          /* Translators: Trehgrannik: a status text for the board, or a
             description of a board place read by screen readers */
          return g_strdup (_("These cards make two constructions: choose a Build button"));
        if (n > 0)
          {
            if (gc < 0)
              /* Translators: Trehgrannik: a prompt in the status line above
                 the board, telling the player what to do */
              return g_strdup (_("Press Build to construct; a direction follows"));
            /* Translators: Trehgrannik: a prompt in the status line above
               the board, telling the player what to do; GC is the galactic
               currency, the victory points of the game; keep the
               abbreviation or use a local one */
            return g_strdup_printf (ngettext ("Press Build to construct for %d GC",
                                              "Press Build to construct for %d GC", gc), gc);
          }
        if (scene->n_picked != 0)
          /* Translators: Trehgrannik: a prompt in the status line above the
             board, telling the player what to do; a project is a module
             (built with one card) or a base (usually two or more cards) on a hex */
          return g_strdup (_("Choose another card: a base takes two cards of different names"));
        /* Translators: Trehgrannik: a prompt in the status line above the
           board, telling the player what to do; a project is a module
           (built with one card) or a base (usually two or more cards) on a hex */
        return g_strdup (_("Choose the cards to build with: one for a module, two for a base"));
      }
    case TG_STEP_LINE:
      {
        int card = scene->view != NULL ? ts_trehgrannik_game_get_line_card (scene->view) : -1;

        if (card >= 0)
          /* Translators: Trehgrannik: a prompt in the status line above
             the board, telling the player what to do; %s is a protection
             card that earns along one straight line the player chooses */
          return g_strdup_printf (_("Choose the line for %s: click a hex next to the building site"),
                                  tg_words_card (card));
        /* Translators: Trehgrannik: a prompt in the status line above the
           board, telling the player what to do; the planet map is made of
           hexes of different terrain */
        return g_strdup (_("Choose a line: click a hex next to the building site"));
      }
    case TG_STEP_SLOT:
      /* Translators: Trehgrannik: a status text for the board, or a
         description of a board place read by screen readers; the harvester
         is the vehicle a player drives across the planet */
      return g_strdup_printf (_("Put %s in a slot of your harvester"), tg_words_card (scene->slot_card));
    case TG_STEP_RECYCLE:
      /* Translators: Trehgrannik: a status text for the board, or a
         description of a board place read by screen readers; the market is
         the row of face-up cards anyone may take; the name of a harvester
         tile */
      return g_strdup (_("Recycler: take a card from the market or the deck"));
    case TG_STEP_PASS:
      /* Translators: Trehgrannik: a status text for the board, or a
         description of a board place read by screen readers */
      return g_strdup (_("Nothing can be done: pass"));
    case TG_STEP_OVER:
      return g_strdup (_("The game is over"));
    case TG_STEP_NONE:
    default:
      if (scene->view == NULL)
        return g_strdup ("");
      /* Translators: Trehgrannik: a status text for the board, or a
         description of a board place read by screen readers */
      return g_strdup_printf (_("%s is on turn"), who);
    }
}

char *
tg_scene_describe_hex (const TgScene *scene,
                       int            hex)
{
  TsHex h;
  g_autoptr(GPtrArray) items = NULL;
  int owner = -1;
  TgProjectKind kind;

  if (scene->view == NULL || hex < 0 || hex >= TG_N_HEXES)
    return NULL;
  h = tg_hex_at (hex);
  items = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (items, g_strdup (tg_terrain_name (ts_trehgrannik_game_get_terrain (scene->view, h))));
  kind = ts_trehgrannik_game_get_project (scene->view, h, &owner);
  if (kind != TG_PROJECT_NONE && owner >= 0 && (guint) owner < scene->n_seats)
    g_ptr_array_add (items, g_strdup_printf (kind == TG_PROJECT_MODULE
                                             /* Translators: Trehgrannik: a
                                                hex with a module (a project
                                                built with one card) of the
                                                player %s */
                                             ? _("%s’s module")
                                             /* Translators: Trehgrannik: a
                                                hex with a base (a project
                                                built with two or three
                                                cards) of the player %s */
                                             : _("%s’s base"),
                                             scene->names[owner]));
  for (guint seat = 0; seat < scene->n_seats; seat++)
    if (tg_scene_harvester (scene, seat) == hex)
      /* Translators: Trehgrannik: a hex where the harvester (the vehicle a
         player drives across the planet) of the player %s stands */
      g_ptr_array_add (items, g_strdup_printf (_("%s’s harvester"), scene->names[seat]));
  if (tg_hex_is_edge (hex))
    /* Translators: Trehgrannik: a hex on the edge of the map, in its
       description */
    g_ptr_array_add (items, g_strdup (_("on the edge")));
  if (scene->site[hex])
    /* Translators: Trehgrannik: a hex the player may build on now, in its
       description */
    g_ptr_array_add (items, g_strdup (_("building site")));
  if (scene->dest_fees[hex] != 0 && scene->step == TG_STEP_ACTION)
    {
      g_autofree char *fees = tg_cards_text (scene->dest_fees[hex]);

      /* Translators: Trehgrannik: the cards that can pay the fee to move
         the harvester to a hex, in its description */
      g_ptr_array_add (items, g_strdup_printf (_("fee: %s"), fees));
    }
  g_ptr_array_add (items, NULL);
  /* Translators: Trehgrannik: the separator of the parts of a hex's
     description ("Plains, Ada’s module, on the edge") */
  return g_strjoinv (C_("hex description", ", "), (char **) items->pdata);
}
