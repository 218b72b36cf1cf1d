/* network-panel.h — the Network board's side panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "network-scene.h"

G_BEGIN_DECLS

#define TS_TYPE_NETWORK_PANEL (ts_network_panel_get_type ())
G_DECLARE_FINAL_TYPE (TsNetworkPanel, ts_network_panel, TS, NETWORK_PANEL, GtkWidget)

/* The panel (data/ui/network-panel.ui): the prompt, Branch, Node, Trade…
 * (a popover with the cubes to give, the colour to take and Trade) and
 * End turn, the trades left, and a TsSeatPanel per player.  It shows the
 * board's scene and never plays a move; its signals say what the player
 * asked for:
 *
 *   "build"     (int kind): Branch (NW_SPOT_EDGE) or Node (NW_SPOT_CORNER)
 *   "end-turn"  ()
 *   "trade"     (gpointer move): the legal trade set up, a const TsMove *
 *
 * Widget names for tests: branch-button, node-button, trade-menu-button,
 * end-turn-button, trade-button, give-N, take-N (N a colour), trades-left,
 * seat-panel-0/1 (Player 1, Player 2). */
GtkWidget *ts_network_panel_new      (void);

/* SCENE (the board's, unowned, kept), the seats' colour ids and (online)
 * who is at each seat in words (ts_board_util_presence_words), by seat;
 * call after every change of the scene. */
void       ts_network_panel_update   (TsNetworkPanel *self,
                                      const NwScene  *scene,
                                      const char     *prompt,
                                      const char     *colour_ids[2],
                                      const char     *presence[2]);
/* Only the prompt changed. */
void       ts_network_panel_set_prompt (TsNetworkPanel *self,
                                        const char     *prompt);

G_END_DECLS
