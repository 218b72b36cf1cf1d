/* trehgrannik-board-private.h — what the board's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * trehgrannik-board.c (the TsBoard subclass, input), -board-draw.c (the
 * map and the card faces) and -panel.c (the side panel) see each other
 * through this header; nothing outside the board includes it.
 */
#pragma once

#include <gtk/gtk.h>

#include "trehgrannik-board.h"
#include "trehgrannik-scene.h"
#include "ts-board-canvas.h"
#include "ts-card-view.h"
#include "ts-table.h"

G_BEGIN_DECLS

gboolean       ts_trehgrannik_board_has_focus  (TsTrehgrannikBoard *self);

/* trehgrannik-board-draw.c */
/* The TsBoardCanvas draw function; DATA is the board. */
void     tg_canvas_draw          (GtkWidget     *canvas,
                                  TsBoardLayer   layer,
                                  GtkSnapshot   *snapshot,
                                  double         width,
                                  double         height,
                                  gpointer       data);
/* The TsCardView draw function of every card in the panel: a face (the
 * card id) or a back. */
void     tg_card_view_draw       (TsCardView    *view,
                                  cairo_t       *cr,
                                  double         width,
                                  double         height,
                                  gpointer       data);
/* Whether every text of CARD's face fits WIDTH × HEIGHT at 9 px or more
 * without a word broken (in the language of the messages). */
gboolean tg_card_face_fits       (int            card,
                                  double         width,
                                  double         height);
/* The fill colour of a card type and of a terrain, 0xRRGGBB. */
guint32  tg_type_rgb             (TgCardType     type);
guint32  tg_terrain_rgb          (TgTerrain      terrain);

/* trehgrannik-panel.c */
#define TS_TYPE_TREHGRANNIK_PANEL (ts_trehgrannik_panel_get_type ())
G_DECLARE_FINAL_TYPE (TsTrehgrannikPanel, ts_trehgrannik_panel, TS, TREHGRANNIK_PANEL, GtkWidget)

GtkWidget  *ts_trehgrannik_panel_new          (void);
void        ts_trehgrannik_panel_update       (TsTrehgrannikPanel *self,
                                               const TgScene      *scene,
                                               TsTable            *table,
                                               const char         *prompt);
/* The deck card, the market stack of CARD, the viewer's hand
 * card of CARD, the Build button of construction CHOICE (0, 1), a slot
 * button. */
GtkWidget  *ts_trehgrannik_panel_get_deck     (TsTrehgrannikPanel *self);
GtkWidget  *ts_trehgrannik_panel_get_market   (TsTrehgrannikPanel *self,
                                               int                 card);
GtkWidget  *ts_trehgrannik_panel_get_hand     (TsTrehgrannikPanel *self,
                                               int                 card);
GtkWidget  *ts_trehgrannik_panel_get_build    (TsTrehgrannikPanel *self,
                                               int                 choice);
/* SEAT's score, name and cards in hand in the lines of the players; the
 * Draw a card button. */
GtkWidget  *ts_trehgrannik_panel_get_score    (TsTrehgrannikPanel *self,
                                               int                 seat);
GtkWidget  *ts_trehgrannik_panel_get_name     (TsTrehgrannikPanel *self,
                                               int                 seat);
GtkWidget  *ts_trehgrannik_panel_get_cards    (TsTrehgrannikPanel *self,
                                               int                 seat);
GtkWidget  *ts_trehgrannik_panel_get_draw     (TsTrehgrannikPanel *self);
GtkWidget  *ts_trehgrannik_panel_get_prompt   (TsTrehgrannikPanel *self);
GtkWidget  *ts_trehgrannik_panel_get_cancel   (TsTrehgrannikPanel *self);
GtkWidget  *ts_trehgrannik_panel_get_slot     (TsTrehgrannikPanel *self,
                                               TgSlot              slot);

#define TG_PANEL_WIDTH 470
/* The cards of the market and the hand: two in a row of the panel at its
 * narrowest (beside the board of an 800-px window), every face's text at
 * 9 px or more in every language shipped (tests/test-board-trehgrannik.c). */
#define TG_CARD_W 138
#define TG_CARD_H 100

G_END_DECLS
