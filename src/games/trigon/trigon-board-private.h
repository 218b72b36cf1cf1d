/* trigon-board-private.h — what the board's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * trigon-board.c (the TsBoard subclass, input, actions), -board-draw.c
 * (the map) and -panel.c (the side panel) see each other through this
 * header; nothing outside the board includes it.
 *
 * The panel acts through the board's actions (its widgets are inside the
 * board):
 *   board.choose    i         the prompt's choice INDEX (scene->choices)
 *   board.button    i         a TrgButton (End turn may ask first)
 *   board.card      i         a hand card (event kind or TRG_CARD_TASK)
 *   board.army      (ii)      figure, count (-1: all)
 *   board.offer     (iiiiiii) seat, give copper silver gold, get c s g
 *   board.swap      (ii)      seat, card
 *   board.cancel              Escape
 *   board.auto-losses b       R50: choose the viewer's losses automatically
 */
#pragma once

#include <gtk/gtk.h>

#include "trigon-board.h"
#include "trigon-scene.h"
#include "ts-board-canvas.h"
#include "ts-table.h"

G_BEGIN_DECLS

gboolean    ts_trigon_board_has_focus  (TsTrigonBoard *self);

/* trigon-board-draw.c */
/* The TsBoardCanvas draw function (content units TRG_MAP_WIDTH ×
 * TRG_MAP_HEIGHT); DATA is the board. */
void        trg_canvas_draw            (GtkWidget     *canvas,
                                        TsBoardLayer   layer,
                                        GtkSnapshot   *snapshot,
                                        double         width,
                                        double         height,
                                        gpointer       data);

/* trigon-panel.c */
#define TS_TYPE_TRIGON_PANEL (ts_trigon_panel_get_type ())
G_DECLARE_FINAL_TYPE (TsTrigonPanel, ts_trigon_panel, TS, TRIGON_PANEL, GtkWidget)

GtkWidget  *ts_trigon_panel_new        (void);
/* Shows SCENE (its view, prompt, choices, selection) and MATCH's log. */
void        ts_trigon_panel_update     (TsTrigonPanel  *self,
                                        const TrgScene *scene,
                                        TsTable        *table,
                                        const char     *prompt);
/* For tests: "prompt", "choice" (index ARG), "button" (TrgButton ARG),
 * "card" (the viewer's hand card ARG), "army" (the spinner of TrgFigure
 * ARG), "back" (the hidden hand of seat ARG), "offer" (the trade
 * composer's send button), "swap" (the swap composer's send button),
 * "overview" (the village overview list), "seat" (the panel of seat
 * ARG); NULL if there is none now. */
GtkWidget  *ts_trigon_panel_get_part   (TsTrigonPanel  *self,
                                        const char     *what,
                                        int             arg);

#define TRG_PANEL_WIDTH 380

G_END_DECLS
