/* ts-board.h — the base class of every game's board widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-match.h"

G_BEGIN_DECLS

#define TS_TYPE_BOARD (ts_board_get_type ())
G_DECLARE_DERIVABLE_TYPE (TsBoard, ts_board, TS, BOARD, GtkWidget)

/* A board draws one game being played (a TsTable: a local match, or a
 * seat's copy of an online game) as seen by one seat (the "viewer"): everything
 * it shows comes from ts_board_get_view (), ts_game_view_for (game,
 * viewer), so it cannot show what that seat may not see.  It never changes
 * the game: when the player picks a move it emits "move-chosen"
 * (const TsMove *) and the window plays it.
 *
 * The base class keeps the table, the viewer (TS_SEAT_NONE = a spectator;
 * after the game is over, everything is public), the interactive flag
 * (FALSE while a computer thinks or a curtain is up), the view, the legal
 * moves of the viewer when it may act, the prompt, and lays out the
 * subclass's canvas and panel: side by side when there is room, the panel
 * at a fixed width; stacked otherwise, the panel's actions always shown.
 *
 * Properties: "table", "viewer", "interactive", "prompt" (read-only). */
struct _TsBoardClass
{
  GtkWidgetClass parent_class;

  /* The table, the viewer, the interactive flag or the game changed; the
   * view and the legal moves are already up to date.  The subclass
   * updates its scene, canvas and panel, and may set the prompt. */
  void (*refresh)         (TsBoard  *self);
  /* Points the board's keyboard cursor (or selection) at what MOVE, a
   * legal move of the viewer, acts on — a suggested move — so that the
   * player sees it and Enter (or one more click) plays it.  FALSE when
   * the move has no place on the board.  Optional. */
  gboolean (*show_hint)   (TsBoard  *self,
                           const TsMove *move);
  /* Puts the cursor on PLACE, a place of the board in the game's
   * notation (a tutorial's words about it), and shows it also without
   * the keyboard focus (ts_board_is_pointing); FALSE when the board has
   * no such place.  PLACE NULL: the cursor shows as before again.
   * Optional. */
  gboolean (*point_at)    (TsBoard    *self,
                           const char *place);

  /* The shared keys' commands and the shortcuts window's lines of the
   * class (ts-board-keys.h), or NULL. */
  struct _TsBoardKeys *keys;

  gpointer padding[5];
};

void           ts_board_set_table        (TsBoard      *self,
                                          TsTable      *table);
TsTable       *ts_board_get_table        (TsBoard      *self);
/* ts_board_set_table with a local match (or NULL). */
void           ts_board_set_match        (TsBoard      *self,
                                          TsMatch      *match);
void           ts_board_set_viewer       (TsBoard      *self,
                                          int           seat);
int            ts_board_get_viewer       (TsBoard      *self);
void           ts_board_set_interactive  (TsBoard      *self,
                                          gboolean      interactive);
gboolean       ts_board_get_interactive  (TsBoard      *self);
/* Row and column labels on the board's edges (boards whose text names
 * squares); notify::show-coordinates tells the board to redraw. */
void           ts_board_set_show_coordinates (TsBoard    *self,
                                              gboolean    show);
gboolean       ts_board_get_show_coordinates (TsBoard    *self);

/* What the viewer may see now; NULL without a table.  Never the table's
 * own game. */
TsGame        *ts_board_get_view         (TsBoard      *self);
/* The viewer may act now: interactive, its decision, the game not over. */
gboolean       ts_board_can_act          (TsBoard      *self);
/* The viewer's legal moves when it may act (empty otherwise). */
const GArray  *ts_board_get_legal_moves  (TsBoard      *self);
gboolean       ts_board_is_legal         (TsBoard      *self,
                                          const TsMove *move);

/* Emits "move-chosen" if the viewer may act and MOVE is legal now, else
 * rings the bell.  Call it last in a handler: the window may play the move
 * (and the board refresh) inside the emission. */
void           ts_board_choose           (TsBoard      *self,
                                          const TsMove *move);
/* Emits "move-chosen" unchecked (the window checks again). */
void           ts_board_emit_move        (TsBoard      *self,
                                          const TsMove *move);

const char    *ts_board_get_prompt       (TsBoard      *self);
void           ts_board_set_prompt       (TsBoard      *self,
                                          const char   *prompt);

/* The subclass's drawing and its panel of widgets (either may be NULL);
 * the board owns them. */
void           ts_board_set_content      (TsBoard      *self,
                                          GtkWidget    *canvas,
                                          GtkWidget    *panel);
/* The canvas set with ts_board_set_content (), or NULL. */
GtkWidget     *ts_board_get_canvas       (TsBoard      *self);
/* The panel was last drawn as one image (with the cairo renderer, once
 * it has not changed for a moment): for tests. */
gboolean       ts_board_get_panel_still  (TsBoard      *self);
/* The width of the panel beside the canvas (default 320 px). */
void           ts_board_set_panel_width  (TsBoard      *self,
                                          int           width);
/* The canvas's content is WIDTH / HEIGHT = ASPECT (0, the default: any).
 * Side by side, a canvas wider than that gets only the width it uses and
 * the pair is centred, so the panel stays next to the drawing on wide
 * windows. */
void           ts_board_set_canvas_aspect (TsBoard     *self,
                                          double        aspect);
/* Where the drawing lies in the canvas, in the canvas's coordinates: a
 * board whose drawing does not fill its canvas says so when it lays it
 * out (NULL: it fills it).  ts_board_get_drawing_bounds () gives it in the
 * board's coordinates: the set rectangle, else what shows of the canvas's
 * content at its zoom (TsBoardCanvas with a content size), else the whole
 * canvas;
 * FALSE without a canvas.  The layout tests check that the drawing lies
 * inside the window and that drawing and panel are centred together. */
void           ts_board_set_drawing_bounds (TsBoard               *self,
                                            const graphene_rect_t *bounds);
gboolean       ts_board_get_drawing_bounds (TsBoard               *self,
                                            graphene_rect_t       *bounds);
/* The board width from which the panel goes beside the canvas: a window
 * 800 px wide, less the frame a window has without a compositor (10 px)
 * and some slack. */
#define TS_BOARD_SIDE_BY_SIDE_MIN_WIDTH 760

/* Shows MOVE, a suggested move of the viewer, on the board (the
 * subclass's show_hint) and moves the keyboard focus to the drawing.
 * Returns FALSE, changing nothing, if MOVE is not legal now or the board
 * has no place for it. */
gboolean       ts_board_show_hint        (TsBoard      *self,
                                          const TsMove *move);

/* Shows PLACE, in the game's notation (the subclass's point_at): the
 * cursor goes there and is drawn even while the keyboard focus is
 * elsewhere (on a tutorial's Next).  FALSE, changing nothing, when the
 * board has no such place.  NULL ends the pointing. */
gboolean       ts_board_point_at         (TsBoard      *self,
                                          const char   *place);
/* Whether the board is showing a place (for the subclass's drawing). */
gboolean       ts_board_is_pointing      (TsBoard      *self);

/* Refreshes after a change the base cannot see (a subclass's own state). */
void           ts_board_refresh          (TsBoard      *self);

G_END_DECLS
