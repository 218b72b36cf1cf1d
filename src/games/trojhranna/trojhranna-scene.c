/* trojhranna-scene.c — what the Trojhranná hra board shows and what input
 * means, without GTK
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here reads the view, ts_game_view_for (game, viewer), never
 * the game: the scene cannot describe a face the viewer may not see.  On
 * top of that it never names the colours of a reserve card before the game
 * is over (spec §7, "what the screen shows").
 */
#include "trojhranna-scene.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#define SQRT3_2 0.86602540378443864676

/* State */

TsTrojhrannaGame *
tj_scene_view (const TjScene *scene)
{
  return scene->view != NULL ? TS_TROJHRANNA_GAME (scene->view) : NULL;
}

TjPhase
tj_scene_phase (const TjScene *scene)
{
  return scene->view != NULL ? ts_trojhranna_game_get_phase (tj_scene_view (scene)) : TJ_PHASE_OVER;
}

gboolean
tj_scene_acting_in (const TjScene *scene,
                    TjPhase        phase)
{
  return scene->can_act && tj_scene_phase (scene) == phase;
}

gboolean
tj_scene_memorising (const TjScene *scene)
{
  return tj_scene_acting_in (scene, TJ_PHASE_MEMORISE)
         && ts_trojhranna_game_get_dealt (tj_scene_view (scene), 0) != TJ_CARD_UNKNOWN;
}

guint
tj_scene_viewer_pending (const TjScene *scene)
{
  if (scene->view == NULL || scene->viewer == TS_SEAT_NONE
      || scene->viewer >= (int) ts_game_get_n_players (scene->view)
      || tj_scene_phase (scene) == TJ_PHASE_OVER)
    return 0;
  return ts_trojhranna_game_get_n_pending (tj_scene_view (scene), scene->viewer);
}

const char *
tj_scene_seat_name (const TjScene *scene,
                    int            seat)
{
  if (seat >= 0 && seat < TS_MAX_SEATS && scene->names[seat] != NULL)
    return scene->names[seat];
  return "";
}

/* Notches (R21).  The model gives cards added to a reserve notch 0, "k0
 * up" (spec R21); each further step turns the card a third clockwise, as R
 * does while memorising.  On an upright card (corners 0 lower left, 1 lower
 * right, 2 top, like a U cell) notch N is on corner tj_notch_corner (N),
 * and the face shows rotation tj_notch_rotation (N) (spec §3.3: corner i
 * shows k[(i + rot) mod 3], so k0 sits on corner (3 − rot) mod 3). */
guint
tj_notch_rotation (guint notch)
{
  return (notch + 1) % 3;
}

guint
tj_notch_corner (guint notch)
{
  return (3 - tj_notch_rotation (notch)) % 3;
}

const TjLegalCell *
tj_scene_find_legal (const TjScene *scene,
                     TsTriCell      cell)
{
  for (guint i = 0; i < scene->n_legal; i++)
    if (ts_tri_cell_equal (scene->legal[i].cell, cell))
      return &scene->legal[i];
  return NULL;
}

guint
tj_scene_shown_rotation (const TjScene *scene,
                         TsTriCell      cell)
{
  const TjLegalCell *legal = tj_scene_find_legal (scene, cell);

  if (legal != NULL)
    for (guint k = 0; k < 3; k++)
      {
        guint r = (scene->rotation + k) % 3;
        if (legal->rots & (1u << r))
          return r;
      }
  return scene->rotation;
}

guint
tj_scene_placing_rotation (const TjScene *scene)
{
  if (scene->cursor_set && tj_scene_find_legal (scene, scene->cursor) != NULL)
    return tj_scene_shown_rotation (scene, scene->cursor);
  return scene->rotation;
}

int
tj_scene_failed_card (const TjScene *scene)
{
  const TjLastTurn *lt = &scene->last_turn;
  TjSource source;

  if (scene->view == NULL
      || ts_trojhranna_game_get_flipped (tj_scene_view (scene), &source) >= 0
      || lt->seat < 0 || lt->placed || lt->card < 0 || lt->card >= TJ_N_CARDS)
    return -1;
  return lt->card;
}

static int
cell_key_x2 (TsTriCell cell)
{
  /* Twice the centroid's x: U at q + r/2 + 1/2, D at q + r/2 + 1. */
  return 2 * cell.q + cell.r + (cell.s == TS_TRI_DOWN ? 2 : 1);
}

static int
compare_legal (gconstpointer a,
               gconstpointer b)
{
  const TjLegalCell *la = a, *lb = b;

  if (la->row != lb->row)
    return lb->row - la->row;   /* screen top first: larger r */
  return la->key - lb->key;
}

/* Life cycle */

static void
reset_memorise (TjScene *scene)
{
  for (guint i = 0; i < 3; i++)
    {
      scene->mem_order[i] = i;
      scene->mem_rot[i] = 0;
    }
  scene->mem_sel = 0;
}

void
tj_scene_init (TjScene *scene)
{
  memset (scene, 0, sizeof *scene);
  scene->viewer = TS_SEAT_NONE;
  tj_scene_reset (scene, TRUE);
}

void
tj_scene_reset (TjScene  *scene,
                gboolean  new_table)
{
  /* Another pair of eyes: nothing the last viewer arranged carries over. */
  scene->mem_seat = -1;
  if (!new_table)
    return;
  scene->last_phase = TJ_PHASE_OVER;
  scene->last_seat = TS_SEAT_NONE;
  scene->last_turn = (TjLastTurn) { .seat = TS_SEAT_NONE, .card = -1 };
  scene->cursor_set = FALSE;
  scene->rotation = 0;
  scene->choose_index = -1;
  reset_memorise (scene);
}

void
tj_scene_clear (TjScene *scene)
{
  g_clear_object (&scene->table);
  g_clear_object (&scene->view);
  for (guint i = 0; i < TS_MAX_SEATS; i++)
    g_clear_pointer (&scene->names[i], g_free);
  g_clear_pointer (&scene->status, g_free);
  g_clear_pointer (&scene->prompt, g_free);
}

/* Walks the match's events back to the last turn that ended: a card
 * placed, kept or dead, with the hexagons and penalties that followed it
 * in the same move.  Public events only, so every viewer reads the same. */
static void
find_last_turn (TsTable    *table,
                TjLastTurn *lt)
{
  guint n = table != NULL ? ts_table_get_n_events (table) : 0;

  *lt = (TjLastTurn) { .seat = TS_SEAT_NONE, .card = -1 };
  for (guint i = n; i-- > 0; )
    {
      const TsEvent *event = ts_table_get_event (table, i);

      if (!ts_event_is_public (event))
        continue;
      switch (event->kind)
        {
        case TJ_EVENT_HEXAGONS:
          lt->n_hexagons = MAX (event->arg[0], 0);
          break;
        case TJ_EVENT_PENALTY:
          lt->from_table |= event->arg[0] == TJ_PENALTY_FROM_TABLE;
          break;
        case TJ_EVENT_PLACED:
          lt->seat = event->seat;
          lt->placed = ts_trojhranna_event_get_placed (event, &lt->card, &lt->cell, NULL);
          return;
        case TJ_EVENT_KEPT:
        case TJ_EVENT_DEAD:
          lt->seat = event->seat;
          lt->card = event->arg[0];
          lt->source = event->kind == TJ_EVENT_KEPT ? TJ_SOURCE_DECK : TJ_SOURCE_RESERVE;
          return;
        case TJ_EVENT_START_CARD:
          /* No turn before the start card. */
          *lt = (TjLastTurn) { .seat = TS_SEAT_NONE, .card = -1 };
          return;
        default:
          break;
        }
    }
  /* A match from a position that has no turn of its own yet. */
  *lt = (TjLastTurn) { .seat = TS_SEAT_NONE, .card = -1 };
}

static char *
winner_message (const TjScene *scene)
{
  guint n = ts_game_get_n_players (scene->view);
  int ranks[TS_MAX_SEATS] = { 0 };
  const char *names[TS_MAX_SEATS] = { NULL };
  guint n_win = 0;
  int score = 0;

  ts_game_get_ranks (scene->view, ranks);
  for (guint i = 0; i < n && i < TS_MAX_SEATS; i++)
    if (ranks[i] == 0)
      {
        if (n_win == 0)
          score = ts_game_get_score (scene->view, i);
        names[n_win++] = tj_scene_seat_name (scene, i);
      }

  switch (n_win)
    {
    case 1:
      /* Translators: Trojhranná hra: the status line at the end of the
         game; penalty points are bad: the player with the fewest wins */
      return g_strdup_printf (ngettext ("Game over: %1$s wins with %2$d penalty point.",
                                        "Game over: %1$s wins with %2$d penalty points.",
                                        score),
                              names[0], score);
    case 2:
      /* Translators: Trojhranná hra: the status line at the end of the game */
      return g_strdup_printf (_("Game over: %1$s and %2$s share the victory."),
                              names[0], names[1]);
    case 3:
      /* Translators: Trojhranná hra: the status line at the end of the game */
      return g_strdup_printf (_("Game over: %1$s, %2$s and %3$s share the victory."),
                              names[0], names[1], names[2]);
    case 4:
      /* Translators: Trojhranná hra: the status line at the end of the game */
      return g_strdup_printf (_("Game over: %1$s, %2$s, %3$s and %4$s share the victory."),
                              names[0], names[1], names[2], names[3]);
    default:
      return g_strdup (_("Game over."));
    }
}

/* A sentence about the last turn, or NULL before the first. */
static char *
compute_status (const TjScene *scene)
{
  const TjLastTurn *lt = &scene->last_turn;
  const char *name;

  if (lt->seat < 0)
    return NULL;

  name = tj_scene_seat_name (scene, lt->seat);

  if (!lt->placed)
    {
      g_autofree char *colours = lt->card >= 0 ? tj_card_describe_colours (lt->card, 0) : g_strdup ("");

      /* Translators: %1$s are the card's colours, "red-green-blue". */
      if (lt->source == TJ_SOURCE_DECK)
        /* Translators: Trojhranná hra: a status text for the board, or a
           description of a board place read by screen readers; the reserve
           is the place for a card that could not be placed; the cards are
           triangles with a colour in each corner */
        return g_strdup_printf (_("The card %1$s cannot be placed: it goes to %2$s's reserve."),
                                colours, name);
      /* Translators: Trojhranná hra: a status text for the board, or a
         description of a board place read by screen readers; the dead row
         holds cards a player could not place; the cards are triangles with
         a colour in each corner */
      return g_strdup_printf (_("The card %1$s cannot be placed: it goes face up to %2$s's dead row."),
                              colours, name);
    }

  if (lt->n_hexagons == 0)
    /* Translators: Trojhranná hra: a status text for the board, or a
       description of a board place read by screen readers; the cards are
       triangles with a colour in each corner */
    return g_strdup_printf (_("%s placed a card."), name);

  if (lt->from_table)
    /* Translators: Trojhranná hra: a status text for the board, or a
       description of a board place read by screen readers; six cards around
       a point make a hexagon; whoever completes one gives each opponent a
       penalty card; penalty points are bad: the player with the fewest wins */
    return g_strdup_printf (ngettext ("%1$s completed a hexagon: each opponent takes a penalty card, from the table once the deck is empty.",
                                      "%1$s completed %2$u hexagons: each opponent takes %2$u penalty cards, from the table once the deck is empty.",
                                      lt->n_hexagons),
                            name, lt->n_hexagons);

  /* Translators: Trojhranná hra: a status text for the board, or a
     description of a board place read by screen readers; six cards around a
     point make a hexagon; whoever completes one gives each opponent a
     penalty card; penalty points are bad: the player with the fewest wins */
  return g_strdup_printf (ngettext ("%1$s completed a hexagon: each opponent takes a penalty card.",
                                    "%1$s completed %2$u hexagons: each opponent takes %2$u penalty cards.",
                                    lt->n_hexagons),
                          name, lt->n_hexagons);
}

/* What the viewer is expected to do, or who is doing what. */
static char *
compute_prompt (const TjScene *scene)
{
  int seat = ts_game_get_current_seat (scene->view);
  const char *name;

  if (ts_game_is_over (scene->view))
    return winner_message (scene);

  name = tj_scene_seat_name (scene, seat);
  switch (tj_scene_phase (scene))
    {
    case TJ_PHASE_MEMORISE:
      if (tj_scene_memorising (scene))
        /* Translators: Trojhranná hra: a status text for the board, or a
           description of a board place read by screen readers; the cards
           are triangles with a colour in each corner */
        return g_strdup (_("Remember your three cards: order and turn them as you like, then press Done."));
      /* Translators: Trojhranná hra: a status text for the board, or a
         description of a board place read by screen readers; the cards are
         triangles with a colour in each corner; at the start each player
         memorises their three dealt cards */
      return g_strdup_printf (_("%s is memorising their cards."), name);

    case TJ_PHASE_CHOOSE:
      if (scene->can_act)
        {
          guint n = ts_trojhranna_game_get_reserve_size (tj_scene_view (scene), seat);
          if (n == 0)
            /* Translators: Trojhranná hra: a prompt in the status line
               above the board, telling the player what to do; the cards are
               triangles with a colour in each corner */
            return g_strdup (_("Your turn: take the top card of the deck (D)."));
          /* Translators: Trojhranná hra: a prompt in the status line above
             the board, telling the player what to do; the reserve is the
             place for a card that could not be placed; the cards are
             triangles with a colour in each corner */
          if (n == 1)
            /* Translators: Trojhranná hra: a prompt in the status line
               above the board; the reserve holds one card, taken with the
               key 1 */
            return g_strdup (_("Your turn: take the top card of the deck (D) or your reserve card (1)."));
          /* Translators: Trojhranná hra: the same with N reserve cards,
             N from 2, taken with the keys 1 to N */
          return g_strdup_printf (ngettext ("Your turn: take the top card of the deck (D) or a card from your reserve (1–%u).",
                                            "Your turn: take the top card of the deck (D) or a card from your reserve (1–%u).",
                                            n),
                                  n);
        }
      /* Translators: Trojhranná hra: a status text for the board, or a
         description of a board place read by screen readers; the cards are
         triangles with a colour in each corner */
      return g_strdup_printf (_("%s is taking a card."), name);

    case TJ_PHASE_PLACE:
      if (scene->can_act)
        /* Translators: Trojhranná hra: a status text for the board, or a
           description of a board place read by screen readers; the cards
           are triangles with a colour in each corner; cards are placed on
           the cells of the table (the play area) */
        return g_strdup (_("Place the card on a highlighted cell; R or the mouse wheel turns it."));
      /* Translators: Trojhranná hra: a status text for the board, or a
         description of a board place read by screen readers; the cards are
         triangles with a colour in each corner */
      return g_strdup_printf (_("%s is placing a card."), name);

    case TJ_PHASE_OVER:
    default:
      return winner_message (scene);
    }
}

static void
collect_legal (TjScene      *scene,
               const GArray *moves)
{
  scene->n_legal = 0;
  for (guint i = 0; moves != NULL && i < moves->len; i++)
    {
      const TsMove *m = &g_array_index (moves, TsMove, i);
      TsTriCell cell;
      guint rot;
      TjLegalCell *lc;

      if (!ts_trojhranna_move_get_place (m, &cell, &rot))
        continue;
      lc = (TjLegalCell *) tj_scene_find_legal (scene, cell);
      if (lc == NULL)
        {
          if (scene->n_legal == TJ_SCENE_MAX_LEGAL)
            continue;
          lc = &scene->legal[scene->n_legal++];
          lc->cell = cell;
          lc->rots = 0;
          lc->row = cell.r;
          lc->key = cell_key_x2 (cell);
        }
      lc->rots |= 1u << rot;
    }
  qsort (scene->legal, scene->n_legal, sizeof (TjLegalCell), compare_legal);
}

void
tj_scene_update (TjScene            *scene,
                 TsTable            *table,
                 TsGame             *view,
                 int                 viewer,
                 gboolean            can_act,
                 const GArray       *legal,
                 const char * const *names)
{
  TjPhase phase;
  int seat;

  g_set_object (&scene->table, table);
  if (view != NULL && !TS_IS_TROJHRANNA_GAME (view))
    view = NULL;
  g_set_object (&scene->view, view);
  scene->viewer = viewer;
  scene->can_act = can_act && scene->view != NULL;
  for (guint i = 0; i < TS_MAX_SEATS; i++)
    {
      g_free (scene->names[i]);
      scene->names[i] = names != NULL && names[i] != NULL ? g_strdup (names[i]) : NULL;
    }
  find_last_turn (table, &scene->last_turn);
  collect_legal (scene, scene->can_act ? legal : NULL);

  g_clear_pointer (&scene->status, g_free);
  g_clear_pointer (&scene->prompt, g_free);
  if (scene->view == NULL)
    return;

  phase = tj_scene_phase (scene);
  seat = ts_game_get_current_seat (scene->view);

  /* A new memorisation starts from the dealt order. */
  if (phase == TJ_PHASE_MEMORISE)
    {
      if (scene->mem_seat != seat)
        {
          reset_memorise (scene);
          scene->mem_seat = seat;
        }
    }
  else
    scene->mem_seat = -1;

  if (phase == TJ_PHASE_CHOOSE)
    {
      guint n = seat >= 0 ? ts_trojhranna_game_get_reserve_size (tj_scene_view (scene), seat) : 0;
      if (scene->last_phase != TJ_PHASE_CHOOSE || scene->last_seat != seat)
        scene->choose_index = -1;
      scene->choose_index = CLAMP (scene->choose_index, -1, (int) n - 1);
    }

  if (phase == TJ_PHASE_PLACE)
    {
      /* A new card to place, or the viewer may now place it (the board
       * showed it before it could act): start from the card's own
       * orientation, on the first cell where it fits, unless the pointer
       * already shows one. */
      gboolean entering = scene->last_phase != TJ_PHASE_PLACE
                          || (scene->can_act && !scene->last_can_act);

      if (scene->last_phase != TJ_PHASE_PLACE)
        scene->rotation = 0;
      if ((!scene->cursor_set || tj_scene_find_legal (scene, scene->cursor) == NULL)
          && scene->n_legal > 0 && entering)
        {
          scene->cursor = scene->legal[0].cell;
          scene->cursor_set = TRUE;
        }
    }

  if (!scene->cursor_set)
    {
      scene->cursor = (TsTriCell) { 0, 0, TS_TRI_UP };
      scene->cursor_set = TRUE;
    }

  scene->last_phase = phase;
  scene->last_seat = seat;
  scene->last_can_act = scene->can_act;
  scene->status = compute_status (scene);
  scene->prompt = compute_prompt (scene);
}

/* Input */

static TjSceneResult
move_if (gboolean      allowed,
         TsMove        move,
         TsMove       *out)
{
  if (!allowed)
    return TJ_SCENE_NOTHING;
  *out = move;
  return TJ_SCENE_MOVE;
}

TjSceneResult
tj_scene_take_deck (TjScene *scene,
                    TsMove  *move)
{
  if (tj_scene_acting_in (scene, TJ_PHASE_CHOOSE))
    scene->choose_index = -1;
  return move_if (tj_scene_acting_in (scene, TJ_PHASE_CHOOSE), ts_trojhranna_move_draw (), move);
}

TjSceneResult
tj_scene_take_slot (TjScene *scene,
                    guint    slot,
                    TsMove  *move)
{
  if (!tj_scene_acting_in (scene, TJ_PHASE_CHOOSE))
    return TJ_SCENE_NOTHING;
  if (slot < ts_trojhranna_game_get_reserve_size (tj_scene_view (scene), scene->viewer))
    scene->choose_index = slot;
  /* The rules ring the bell for a slot that does not exist. */
  return move_if (TRUE, ts_trojhranna_move_flip (MIN (slot, G_MAXINT)), move);
}

TjSceneResult
tj_scene_click_cell (TjScene   *scene,
                     TsTriCell  cell,
                     TsMove    *move)
{
  if (!tj_scene_acting_in (scene, TJ_PHASE_PLACE))
    return TJ_SCENE_NOTHING;
  scene->cursor = cell;
  scene->cursor_set = TRUE;
  *move = ts_trojhranna_move_place (cell, tj_scene_shown_rotation (scene, cell));
  return TJ_SCENE_MOVE;
}

TjSceneResult
tj_scene_done (TjScene *scene,
               TsMove  *move)
{
  return move_if (tj_scene_memorising (scene),
                  ts_trojhranna_move_arrange (scene->mem_order, scene->mem_rot), move);
}

TjSceneResult
tj_scene_activate (TjScene *scene,
                   TsMove  *move)
{
  if (!scene->can_act)
    return TJ_SCENE_NOTHING;
  switch (tj_scene_phase (scene))
    {
    case TJ_PHASE_MEMORISE:
      return tj_scene_done (scene, move);
    case TJ_PHASE_CHOOSE:
      if (scene->choose_index < 0)
        return tj_scene_take_deck (scene, move);
      return tj_scene_take_slot (scene, scene->choose_index, move);
    case TJ_PHASE_PLACE:
      if (scene->cursor_set)
        return tj_scene_click_cell (scene, scene->cursor, move);
      return TJ_SCENE_NOTHING;
    case TJ_PHASE_OVER:
    default:
      return TJ_SCENE_NOTHING;
    }
}

TjSceneResult
tj_scene_key_move_card (TjScene *scene,
                        int      dir)
{
  guint slot = scene->mem_sel, t;
  int to = (int) slot + dir;

  if (!tj_scene_memorising (scene))
    return TJ_SCENE_NOTHING;
  if (to < 0 || to > 2)
    return TJ_SCENE_BELL;
  t = scene->mem_order[slot];
  scene->mem_order[slot] = scene->mem_order[to];
  scene->mem_order[to] = t;
  t = scene->mem_rot[slot];
  scene->mem_rot[slot] = scene->mem_rot[to];
  scene->mem_rot[to] = t;
  scene->mem_sel = to;
  return TJ_SCENE_CHANGED;
}

TjSceneResult
tj_scene_rotate (TjScene *scene,
                 int      dir)
{
  TjSceneResult result = TJ_SCENE_CHANGED;

  dir = dir < 0 ? -1 : 1;
  if (tj_scene_memorising (scene))
    {
      scene->mem_rot[scene->mem_sel] = (scene->mem_rot[scene->mem_sel] + 3 + dir) % 3;
      return TJ_SCENE_CHANGED;
    }

  if (!tj_scene_acting_in (scene, TJ_PHASE_PLACE))
    return TJ_SCENE_NOTHING;

  if (scene->cursor_set && tj_scene_find_legal (scene, scene->cursor) != NULL)
    {
      /* On a cell where the card fits, step through the rotations that fit
       * there, so every press changes what is shown. */
      const TjLegalCell *lc = tj_scene_find_legal (scene, scene->cursor);
      guint shown = tj_scene_shown_rotation (scene, scene->cursor);

      for (guint k = 1; k <= 3; k++)
        {
          guint r = (shown + 3 + dir * (int) k) % 3;
          if (lc->rots & (1u << r))
            {
              if (r == shown)
                result = TJ_SCENE_BELL;
              scene->rotation = r;
              break;
            }
        }
    }
  else
    scene->rotation = (scene->rotation + 3 + dir) % 3;
  return result;
}

static gboolean
cell_visible (const TjScene *scene,
              TsTriCell      cell)
{
  double x = 0, y = 0;

  if (scene->bounds_x0 >= scene->bounds_x1)
    return TRUE;
  for (guint i = 0; i < 3; i++)
    {
      double px, py;

      ts_tri_point_to_xy (ts_tri_cell_corner (cell, i), &px, &py);
      x += px / 3;
      y += py / 3;
    }
  return x >= scene->bounds_x0 && x <= scene->bounds_x1
         && y >= scene->bounds_y0 && y <= scene->bounds_y1;
}

static TsTriCell
step_cell (TsTriCell cell,
           int       dx,
           int       dy)
{
  /* Left and right walk a row (U(q,r), D(q,r), U(q+1,r) …); up and down go
   * to the cell straight above or below (same centroid x). */
  if (dx > 0)
    cell = cell.s == TS_TRI_UP ? (TsTriCell) { cell.q, cell.r, TS_TRI_DOWN }
                               : (TsTriCell) { cell.q + 1, cell.r, TS_TRI_UP };
  else if (dx < 0)
    cell = cell.s == TS_TRI_DOWN ? (TsTriCell) { cell.q, cell.r, TS_TRI_UP }
                                 : (TsTriCell) { cell.q - 1, cell.r, TS_TRI_DOWN };
  else if (dy > 0)
    cell = cell.s == TS_TRI_UP ? (TsTriCell) { cell.q - 1, cell.r + 1, TS_TRI_DOWN }
                               : (TsTriCell) { cell.q, cell.r + 1, TS_TRI_UP };
  else if (dy < 0)
    cell = cell.s == TS_TRI_UP ? (TsTriCell) { cell.q, cell.r - 1, TS_TRI_DOWN }
                               : (TsTriCell) { cell.q + 1, cell.r - 1, TS_TRI_UP };
  return cell;
}

TjSceneResult
tj_scene_key_move (TjScene *scene,
                   int      dx,
                   int      dy)
{
  if (scene->view == NULL)
    return TJ_SCENE_NOTHING;

  if (tj_scene_memorising (scene))
    {
      int sel = (int) scene->mem_sel + dx;

      if (dx == 0)
        return TJ_SCENE_NOTHING;
      if (sel < 0 || sel > 2)
        return TJ_SCENE_BELL;
      scene->mem_sel = sel;
      return TJ_SCENE_CHANGED;
    }

  if (tj_scene_acting_in (scene, TJ_PHASE_CHOOSE))
    {
      int n = ts_trojhranna_game_get_reserve_size (tj_scene_view (scene), scene->viewer);
      int i = scene->choose_index + dx;

      if (dx == 0)
        return TJ_SCENE_NOTHING;
      if (i < -1 || i >= n)
        return TJ_SCENE_BELL;
      scene->choose_index = i;
      return TJ_SCENE_CHANGED;
    }

  /* Anywhere else the cursor explores the table (also for spectators and
   * screen-reader users between turns). */
  if (!scene->cursor_set)
    {
      scene->cursor = (TsTriCell) { 0, 0, TS_TRI_UP };
      scene->cursor_set = TRUE;
      return TJ_SCENE_CHANGED;
    }
  {
    TsTriCell next = step_cell (scene->cursor, dx, dy);

    if (!cell_visible (scene, next))
      return TJ_SCENE_BELL;
    scene->cursor = next;
    return TJ_SCENE_CHANGED;
  }
}

TjSceneResult
tj_scene_jump_legal (TjScene *scene,
                     int      how)
{
  int found = -1;

  if (scene->n_legal == 0)
    return TJ_SCENE_BELL;

  if (how == 0 || !scene->cursor_set)
    found = 0;
  else
    {
      TjLegalCell here = { scene->cursor, 0, cell_key_x2 (scene->cursor), scene->cursor.r };

      if (how > 0)
        {
          for (guint i = 0; i < scene->n_legal && found < 0; i++)
            if (compare_legal (&scene->legal[i], &here) > 0)
              found = i;
          if (found < 0)
            found = 0;
        }
      else
        {
          for (int i = scene->n_legal - 1; i >= 0 && found < 0; i--)
            if (compare_legal (&scene->legal[i], &here) < 0)
              found = i;
          if (found < 0)
            found = scene->n_legal - 1;
        }
    }

  scene->cursor = scene->legal[found].cell;
  scene->cursor_set = TRUE;
  return TJ_SCENE_CHANGED;
}

TjSceneResult
tj_scene_click_dealt (TjScene *scene,
                      guint    slot)
{
  if (!tj_scene_memorising (scene) || slot > 2)
    return TJ_SCENE_NOTHING;
  scene->mem_sel = slot;
  scene->mem_rot[slot] = (scene->mem_rot[slot] + 1) % 3;
  return TJ_SCENE_CHANGED;
}

TjSceneResult
tj_scene_point_cell (TjScene   *scene,
                     TsTriCell  cell)
{
  if (!tj_scene_acting_in (scene, TJ_PHASE_PLACE)
      || (scene->cursor_set && ts_tri_cell_equal (cell, scene->cursor)))
    return TJ_SCENE_NOTHING;
  scene->cursor = cell;
  scene->cursor_set = TRUE;
  return TJ_SCENE_CHANGED;
}

TjSceneResult
tj_scene_point_dealt (TjScene *scene,
                      guint    slot)
{
  if (!tj_scene_memorising (scene) || slot > 2 || scene->mem_sel == slot)
    return TJ_SCENE_NOTHING;
  scene->mem_sel = slot;
  return TJ_SCENE_CHANGED;
}

/* Words */

static const char *
describe_notch (guint notch)
{
  switch (tj_notch_corner (notch))
    {
    case 0:
      /* Translators: where the orientation notch on a card back is. */
      return C_("notch", "notch lower left");
    case 1:
      /* Translators: Trojhranná hra: a status text for the board, or a
         description of a board place read by screen readers; the notch on
         the back of a card shows how the card is turned */
      return C_("notch", "notch lower right");
    default:
      /* Translators: Trojhranná hra: a status text for the board, or a
         description of a board place read by screen readers; the notch on
         the back of a card shows how the card is turned */
      return C_("notch", "notch at the top");
    }
}

char *
tj_scene_describe_cell (const TjScene *scene,
                        TsTriCell      cell)
{
  TsTrojhrannaGame *view = tj_scene_view (scene);
  g_autofree char *name = ts_tri_cell_to_string (cell);
  guint rot = 0;
  TjSource source;
  int card, flipped;

  if (view == NULL)
    return NULL;
  card = ts_trojhranna_game_get_card_at (view, cell, &rot);
  flipped = ts_trojhranna_game_get_flipped (view, &source);
  if (card >= 0)
    {
      g_autofree char *colours = tj_card_describe_colours (card, rot);
      /* Translators: %1$s is a cell like "U0,-1", %2$s its card's colours. */
      return g_strdup_printf (_("Cell %1$s, taken: %2$s"), name, colours);
    }

  if (flipped >= 0 && scene->can_act)
    {
      if (tj_scene_find_legal (scene, cell) != NULL)
        {
          g_autofree char *colours = tj_card_describe_colours (flipped, tj_scene_shown_rotation (scene, cell));
          /* Translators: %2$s are the colours the card would show there. */
          return g_strdup_printf (_("Cell %1$s, legal: %2$s"), name, colours);
        }
      /* Translators: Trojhranná hra: a status text for the board, or a
         description of a board place read by screen readers; the cards are
         triangles with a colour in each corner; cards are placed on the
         cells of the table (the play area) */
      return g_strdup_printf (_("Cell %s, empty, the card does not fit"), name);
    }

  /* Translators: Trojhranná hra: a status text for the board, or a
     description of a board place read by screen readers; cards are placed
     on the cells of the table (the play area) */
  return g_strdup_printf (_("Cell %s, empty"), name);
}

char *
tj_scene_describe_slot (const TjScene *scene,
                        int            seat,
                        guint          slot)
{
  TsTrojhrannaGame *view = tj_scene_view (scene);
  TjReserveCard rc = ts_trojhranna_game_get_reserve (view, seat, slot);
  guint n = ts_trojhranna_game_get_reserve_size (view, seat);
  const char *name = tj_scene_seat_name (scene, seat);

  /* Faces only at the end (spec §7); never a colour hint before. */
  if (tj_scene_phase (scene) == TJ_PHASE_OVER && rc.card >= 0)
    {
      g_autofree char *colours = tj_card_describe_colours (rc.card, tj_notch_rotation (rc.notch));
      /* Translators: "Ada's reserve, slot 2 of 3: red-green-blue". */
      return g_strdup_printf (_("%1$s's reserve, slot %2$u of %3$u: %4$s"),
                              name, slot + 1, n, colours);
    }

  /* Translators: "Ada's reserve, slot 2 of 3, face down, notch at the top". */
  return g_strdup_printf (_("%1$s's reserve, slot %2$u of %3$u, face down, %4$s"),
                          name, slot + 1, n, describe_notch (rc.notch));
}

char *
tj_scene_describe_dead (const TjScene *scene,
                        int            seat,
                        guint          index)
{
  g_autofree char *colours = tj_card_describe_colours (ts_trojhranna_game_get_dead (tj_scene_view (scene), seat, index), 0);

  /* Translators: "Ada's dead card 1: red-green-blue". */
  return g_strdup_printf (_("%1$s's dead card %2$u: %3$s"), tj_scene_seat_name (scene, seat),
                          index + 1, colours);
}

char *
tj_scene_describe_deck (const TjScene *scene)
{
  guint n = ts_trojhranna_game_get_deck_size (tj_scene_view (scene));

  return g_strdup_printf (ngettext ("Deck, %u card", "Deck, %u cards", n), n);
}

char *
tj_scene_describe_flipped (const TjScene *scene)
{
  TjSource source;
  int card = ts_trojhranna_game_get_flipped (tj_scene_view (scene), &source);
  int failed = tj_scene_failed_card (scene);
  g_autofree char *colours = NULL;

  if (card < 0 && failed >= 0)
    {
      colours = tj_card_describe_colours (failed, 0);
      /* Translators: %s are the colours of the card flipped last turn. */
      return g_strdup_printf (_("Card that could not be placed: %s"), colours);
    }
  if (card < 0)
    return NULL;
  colours = tj_card_describe_colours (card, scene->can_act ? tj_scene_placing_rotation (scene) : 0);
  /* Translators: %s are the colours of the card to place. */
  return g_strdup_printf (_("Card to place: %s"), colours);
}

char *
tj_scene_describe_pending (const TjScene *scene,
                           guint          index)
{
  g_autofree char *colours = tj_card_describe_colours (ts_trojhranna_game_get_pending (tj_scene_view (scene), scene->viewer, index), 0);

  /* Translators: Trojhranná hra: a status text for the board, or a
     description of a board place read by screen readers; penalty points are
     bad: the player with the fewest wins; the cards are triangles with a
     colour in each corner */
  return g_strdup_printf (_("Penalty card you received: %s"), colours);
}

char *
tj_scene_describe_dealt (const TjScene *scene,
                         guint          slot)
{
  int card = ts_trojhranna_game_get_dealt (tj_scene_view (scene), scene->mem_order[slot]);
  g_autofree char *colours = tj_card_describe_colours (card, tj_notch_rotation (scene->mem_rot[slot]));

  /* Translators: "Your card 1 of 3: red-green-blue, notch at the top". */
  return g_strdup_printf (_("Your card %1$u of 3: %2$s, %3$s"),
                          slot + 1, colours, describe_notch (scene->mem_rot[slot]));
}

char *
tj_scene_describe_cursor (const TjScene *scene)
{
  if (scene->view == NULL)
    return NULL;
  if (tj_scene_memorising (scene))
    return tj_scene_describe_dealt (scene, scene->mem_sel);
  if (tj_scene_acting_in (scene, TJ_PHASE_CHOOSE))
    {
      if (scene->choose_index < 0)
        return tj_scene_describe_deck (scene);
      return tj_scene_describe_slot (scene, scene->viewer, scene->choose_index);
    }
  if (scene->cursor_set)
    return tj_scene_describe_cell (scene, scene->cursor);
  return NULL;
}

char *
tj_scene_score_text (const TjScene *scene,
                     int            seat)
{
  int score = ts_game_get_score (scene->view, seat);
  int ranks[TS_MAX_SEATS] = { 0 };

  if (tj_scene_phase (scene) != TJ_PHASE_OVER)
    return g_strdup_printf (ngettext ("%d penalty point", "%d penalty points", score), score);

  ts_game_get_ranks (scene->view, ranks);
  if (ranks[seat] == 0)
    /* Translators: Trojhranná hra: a status text for the board, or a
       description of a board place read by screen readers; penalty points
       are bad: the player with the fewest wins */
    return g_strdup_printf (ngettext ("Winner: %d penalty point", "Winner: %d penalty points", score), score);
  /* Translators: Trojhranná hra: a status text for the board, or a
     description of a board place read by screen readers; penalty points are
     bad: the player with the fewest wins */
  return g_strdup_printf (ngettext ("Place %1$d: %2$d penalty point", "Place %1$d: %2$d penalty points", score),
                          ranks[seat] + 1, score);
}

char *
tj_scene_flipped_caption (const TjScene *scene)
{
  TjSource source = TJ_SOURCE_DECK;
  int flipped = scene->view != NULL ? ts_trojhranna_game_get_flipped (tj_scene_view (scene), &source) : -1;

  if (flipped >= 0)
    {
      if (source == TJ_SOURCE_DECK)
        /* Translators: Trojhranná hra: a status text for the board, or a
           description of a board place read by screen readers */
        return g_strdup (_("From the deck"));
      /* Translators: under the card being placed; %s is a player. */
      return g_strdup_printf (_("From %s's reserve"),
                              tj_scene_seat_name (scene, ts_game_get_current_seat (scene->view)));
    }
  if (tj_scene_failed_card (scene) >= 0)
    {
      const char *name = tj_scene_seat_name (scene, scene->last_turn.seat);

      /* Translators: under a card that could not be placed; %s is a player. */
      if (scene->last_turn.source == TJ_SOURCE_DECK)
        /* Translators: Trojhranná hra: a status text for the board, or a
           description of a board place read by screen readers; the reserve
           is the place for a card that could not be placed */
        return g_strdup_printf (_("Did not fit: to %s's reserve"), name);
      /* Translators: Trojhranná hra: a status text for the board, or a
         description of a board place read by screen readers; the dead row
         holds cards a player could not place */
      return g_strdup_printf (_("Did not fit: to %s's dead row"), name);
    }
  return NULL;
}
