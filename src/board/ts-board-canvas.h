/* ts-board-canvas.h — a board's drawing, layer by layer, zoomable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  /* What does not change between moves (grid, terrain, labels): recorded
   * once per size and scale. */
  TS_BOARD_LAYER_STATIC,
  /* The pieces. */
  TS_BOARD_LAYER_PIECES,
  /* The marks of the decision at hand (targets, choices, the selection):
   * drawn into images, each mark its own, so that only the marks whose
   * pixels changed are repainted. */
  TS_BOARD_LAYER_OVERLAY,
  /* What follows the pointer and the keyboard cursor (the hover, the
   * cursor, a preview): drawn like the overlay, and again whenever the
   * cursor moves, so keep it small. */
  TS_BOARD_LAYER_HOVER,
  TS_BOARD_N_LAYERS
} TsBoardLayer;

/* Draws LAYER of the content, WIDTH × HEIGHT in content units (the widget's
 * size, unless a content size is set), into SNAPSHOT. */
typedef void (*TsBoardCanvasDrawFunc) (GtkWidget    *canvas,
                                       TsBoardLayer  layer,
                                       GtkSnapshot  *snapshot,
                                       double        width,
                                       double        height,
                                       gpointer      user_data);

#define TS_TYPE_BOARD_CANVAS (ts_board_canvas_get_type ())
G_DECLARE_FINAL_TYPE (TsBoardCanvas, ts_board_canvas, TS, BOARD_CANVAS, GtkWidget)

/* A focusable drawing area that keeps each layer's render node until that
 * layer is invalidated: a pointer move redraws only the hover; a move of
 * the game, the pieces, the overlay and the hover; a new size, scale,
 * zoom or theme, everything.  A board tells what changed with
 * ts_board_canvas_invalidate (): gtk_widget_queue_draw () alone draws
 * the kept layers again, as they were.
 *
 * Zoomable (for large maps): Ctrl+wheel or a pinch zooms about the
 * pointer, the wheel and a drag with the middle button pan, the keys
 * plus, minus and 0 zoom in, out and back to fit ("canvas.zoom-in",
 * "canvas.zoom-out", "canvas.zoom-fit"). */
GtkWidget *ts_board_canvas_new              (void);
void       ts_board_canvas_set_draw_func    (TsBoardCanvas         *self,
                                             TsBoardCanvasDrawFunc  func,
                                             gpointer               user_data,
                                             GDestroyNotify         destroy);
/* LAYER must be drawn again (only that layer). */
void       ts_board_canvas_invalidate       (TsBoardCanvas         *self,
                                             TsBoardLayer           layer);
/* Every layer must be drawn again: the layout or the colours changed. */
void       ts_board_canvas_invalidate_all   (TsBoardCanvas         *self);

/* A fixed content size in content units; 0 × 0 (the default): the
 * widget's own size, no zoom. */
/* Content pixels per unit never below SCALE, even at "fit": a map whose
 * texts would be too small in a small window is then shown larger and
 * panned (zoomable canvases with a content size only; 0: none). */
void       ts_board_canvas_set_min_scale    (TsBoardCanvas         *self,
                                             double                 scale);
/* Widget pixels per content unit now (fit, minimum scale and zoom). */
double     ts_board_canvas_get_scale        (TsBoardCanvas         *self);
/* Where the content (of the size set below) lies in the widget at the
 * current zoom and pan; FALSE when no content size is set. */
gboolean   ts_board_canvas_get_content_rect (TsBoardCanvas         *self,
                                             graphene_rect_t       *rect);
void       ts_board_canvas_set_content_size (TsBoardCanvas         *self,
                                             double                 width,
                                             double                 height);
void       ts_board_canvas_set_zoomable     (TsBoardCanvas         *self,
                                             gboolean               zoomable);
gboolean   ts_board_canvas_get_zoomable     (TsBoardCanvas         *self);
/* 1.0 = the whole content fits the widget. */
double     ts_board_canvas_get_zoom         (TsBoardCanvas         *self);
void       ts_board_canvas_set_zoom         (TsBoardCanvas         *self,
                                             double                 zoom);
/* Widget coordinates to content coordinates and back. */
/* Moves the zoomed content by (DX, DY) widget pixels, keeping some of it
 * in view (nothing happens at "fit", where all of it is). */
void       ts_board_canvas_pan              (TsBoardCanvas         *self,
                                             double                 dx,
                                             double                 dy);
void       ts_board_canvas_to_content       (TsBoardCanvas         *self,
                                             double                 x,
                                             double                 y,
                                             double                *content_x,
                                             double                *content_y);
void       ts_board_canvas_from_content     (TsBoardCanvas         *self,
                                             double                 content_x,
                                             double                 content_y,
                                             double                *x,
                                             double                *y);
/* How many times LAYER was recorded: for tests and benchmarks. */
guint      ts_board_canvas_get_draw_count   (TsBoardCanvas         *self,
                                             TsBoardLayer           layer);

#define TS_BOARD_CANVAS_MIN_ZOOM 1.0
#define TS_BOARD_CANVAS_MAX_ZOOM 6.0

G_END_DECLS
