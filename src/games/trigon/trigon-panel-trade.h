/* trigon-panel-trade.h — the trade and blind-swap composers of the Rule
 * of Trigon panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only trigon-panel.c includes this.  The composers fill two boxes of
 * the panel's template and act through the board's actions
 * (board.offer, board.swap); what they send is checked by the scene
 * (trg_scene_offer, trg_scene_swap) while it is composed.
 */
#pragma once

#include <gtk/gtk.h>

#include "trigon-scene.h"

G_BEGIN_DECLS

typedef struct _TrgTrade TrgTrade;

/* Fills TRADE_BOX (the coin offer) and SWAP_BOX (the blind swap). */
TrgTrade  *trg_trade_new               (GtkWidget      *trade_box,
                                        GtkWidget      *swap_box);
void       trg_trade_free              (TrgTrade       *trade);
/* Takes the targets, the ranges and the legality from SCENE, which must
 * stay alive until the next update (the board owns it). */
void       trg_trade_update            (TrgTrade       *trade,
                                        const TrgScene *scene);
/* Forgets SCENE (the board is going away). */
void       trg_trade_forget_scene      (TrgTrade       *trade);
GtkWidget *trg_trade_get_offer_button  (TrgTrade       *trade);
GtkWidget *trg_trade_get_swap_button   (TrgTrade       *trade);

G_END_DECLS
