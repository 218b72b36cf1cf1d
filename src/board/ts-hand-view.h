/* ts-hand-view.h — a row of cards with keyboard navigation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-card-view.h"

G_BEGIN_DECLS

#define TS_TYPE_HAND_VIEW (ts_hand_view_get_type ())
G_DECLARE_FINAL_TYPE (TsHandView, ts_hand_view, TS, HAND_VIEW, GtkWidget)

/* A hand, a reserve or any row of TsCardViews of one size, wrapped onto
 * more lines when they do not fit the width.  ← and → (Home, End) move
 * the keyboard focus along the row; activating a card (click, Enter,
 * Space) emits "card-activated" (guint index).  With no cards it shows
 * its placeholder text.  The cards are the hand's: set their values
 * through ts_hand_view_get_card (). */
GtkWidget  *ts_hand_view_new             (void);
void        ts_hand_view_set_draw_func   (TsHandView         *self,
                                          TsCardViewDrawFunc  func,
                                          gpointer            user_data);
void        ts_hand_view_set_n_cards     (TsHandView         *self,
                                          guint               n);
guint       ts_hand_view_get_n_cards     (TsHandView         *self);
TsCardView *ts_hand_view_get_card        (TsHandView         *self,
                                          guint               index);
void        ts_hand_view_set_card_size   (TsHandView         *self,
                                          int                 width,
                                          int                 height);
void        ts_hand_view_set_placeholder (TsHandView         *self,
                                          const char         *text);
/* The index of the card with the keyboard focus, or -1. */
int         ts_hand_view_get_focus_index (TsHandView         *self);

#define TS_HAND_VIEW_SPACING 6

G_END_DECLS
