/* trojhranna-board-private.h — what the board's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * trojhranna-board.c (the TsBoard subclass, input), -board-draw.c (the
 * canvas and the card faces) and -panel.c (the side panel) see each other
 * through this header; nothing outside the board includes it.
 */
#pragma once

#include <gtk/gtk.h>

#include "trojhranna-board.h"
#include "trojhranna-scene.h"
#include "ts-board-canvas.h"
#include "ts-card-view.h"

G_BEGIN_DECLS

typedef struct
{
  double x;
  double y;
} TjPt;

/* An upright triangle: left, top, side. */
typedef struct
{
  double x;
  double y;
  double s;
} TjTri;

/* Where things are on the canvas, from its size and the scene: drawing
 * and hit-testing share it, so what is clicked is what is drawn. */
typedef struct
{
  double          width;
  double          height;
  graphene_rect_t table;        /* the part the cards are fitted into */
  /* The lattice on whole pixels: every cell is the same drawing as the
   * others of its orientation, moved by whole pixels (the hover's image
   * is kept and moved, not drawn again).  The rows are a little lower
   * than exact (less than a pixel). */
  double          unit;         /* pixels per lattice side: even */
  double          unit_y;       /* pixels per plane unit upwards: rows of whole pixels */
  double          ox;           /* canvas position of plane (0, 0): whole pixels */
  double          oy;
  gboolean        memorise;     /* the viewer's three dealt cards, large */
  TjTri           mem_card[3];
} TjCanvasLayout;

/* The board's scene (the drawing and the panel read it). */
/* What the hover shows on a cell: the same on every cell of one
 * orientation, the lattice being on whole pixels.  Compared as bytes. */
typedef struct
{
  int      card;       /* the card previewed, or -1 */
  guint    rotation;
  int      kind;       /* 0: no card; 1: it fits here (ringed); 2: it does not */
  gboolean cursor;     /* the keyboard cursor too */
  gboolean down;       /* the cell points down */
  double   unit;
  double   unit_y;
  int      scale;      /* device pixels per pixel */
  GdkRGBA  fg;         /* the theme's text colour (the cursor's) */
} TjHoverKey;

/* The hover's last image for each orientation of cell. */
typedef struct
{
  TjHoverKey       key[2];
  cairo_surface_t *image[2];
} TjHoverCache;

void           tj_hover_cache_clear             (TjHoverCache      *cache);

const TjScene *ts_trojhranna_board_get_scene   (TsTrojhrannaBoard *self);
TjHoverCache  *ts_trojhranna_board_get_hover_cache (TsTrojhrannaBoard *self);
/* Whether the canvas has the keyboard focus (the cursor shows). */
gboolean       ts_trojhranna_board_has_focus   (TsTrojhrannaBoard *self);

/* trojhranna-board-draw.c */
void     tj_canvas_layout        (const TjScene        *scene,
                                  double                width,
                                  double                height,
                                  TjCanvasLayout       *layout);
/* The TsBoardCanvas draw function; DATA is the board. */
void     tj_canvas_draw          (GtkWidget            *canvas,
                                  TsBoardLayer          layer,
                                  GtkSnapshot          *snapshot,
                                  double                width,
                                  double                height,
                                  gpointer              data);
gboolean tj_canvas_cell_at       (const TjCanvasLayout *layout,
                                  double                x,
                                  double                y,
                                  TsTriCell            *cell);
void     tj_canvas_cell_centre   (const TjCanvasLayout *layout,
                                  TsTriCell             cell,
                                  double               *x,
                                  double               *y);
gboolean tj_canvas_in_table      (const TjCanvasLayout *layout,
                                  double                x,
                                  double                y);
/* The dealt card at (X, Y), or -1. */
int      tj_canvas_dealt_at      (const TjCanvasLayout *layout,
                                  double                x,
                                  double                y);
void     tj_tri_centre           (const TjTri          *tri,
                                  double               *x,
                                  double               *y);
/* The TsCardView draw function of every card in the panel: a face
 * (orientation = rotation) or a back (orientation = notch, -1 none). */
void     tj_card_view_draw       (TsCardView           *view,
                                  cairo_t              *cr,
                                  double                width,
                                  double                height,
                                  gpointer              data);

/* trojhranna-panel.c */
#define TS_TYPE_TROJHRANNA_PANEL (ts_trojhranna_panel_get_type ())
G_DECLARE_FINAL_TYPE (TsTrojhrannaPanel, ts_trojhranna_panel, TS, TROJHRANNA_PANEL, GtkWidget)

GtkWidget  *ts_trojhranna_panel_new          (void);
void        ts_trojhranna_panel_update       (TsTrojhrannaPanel *self,
                                              const TjScene     *scene,
                                              TsTable           *table);
/* The Done button, the deck and the card beside it, a seat's reserve
 * card, a seat's score line, for the test hooks. */
GtkWidget  *ts_trojhranna_panel_get_done     (TsTrojhrannaPanel *self);
GtkWidget  *ts_trojhranna_panel_get_deck     (TsTrojhrannaPanel *self);
GtkWidget  *ts_trojhranna_panel_get_flipped  (TsTrojhrannaPanel *self);
GtkWidget  *ts_trojhranna_panel_get_reserve  (TsTrojhrannaPanel *self,
                                              int                seat,
                                              guint              slot);
gboolean    ts_trojhranna_panel_score_fits   (TsTrojhrannaPanel *self,
                                              int                seat);
/* A seat's block (its name, score and rows of cards) and what a screen
 * reader reads for it ("Ada (Red), on turn, 3 penalty points"). */
GtkWidget  *ts_trojhranna_panel_get_seat     (TsTrojhrannaPanel *self,
                                              int                seat);
const char *ts_trojhranna_panel_get_seat_summary (TsTrojhrannaPanel *self,
                                              int                seat);

/* The side panel's fixed width. */
#define TJ_PANEL_WIDTH 340

G_END_DECLS
