/* tri-panel.h — the TRI board's side panel (data/ui/tri-panel.ui)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tri-scene.h"

G_BEGIN_DECLS

#define TS_TYPE_TRI_PANEL (ts_tri_panel_get_type ())
G_DECLARE_FINAL_TYPE (TsTriPanel, ts_tri_panel, TS, TRI_PANEL, GtkBox)

/* The prompt, Teleport and Pass or the card choice and Play on top, always
 * in view; the round, the last turn, the battle (dice and cards, "?" where
 * hidden), the players and the supply under them.  Its buttons activate
 * the board's actions: "board.pass", "board.play", "board.card" (i, the
 * value) and "board.set-teleport" (b). */
GtkWidget *ts_tri_panel_new        (void);
/* Shows SCENE, which must outlive the panel or the next update. */
void       ts_tri_panel_update     (TsTriPanel     *self,
                                    const TriScene *scene);
/* "pass", "teleport", "card-0", "card-2", "card-3", "card-4",
 * "play-card"; NULL for another name. */
GtkWidget *ts_tri_panel_get_button (TsTriPanel     *self,
                                    const char     *name);

G_END_DECLS
