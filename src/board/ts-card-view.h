/* ts-card-view.h — one card: face or back, a stack, its states
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TS_TYPE_CARD_VIEW (ts_card_view_get_type ())
G_DECLARE_FINAL_TYPE (TsCardView, ts_card_view, TS, CARD_VIEW, GtkWidget)

/* Draws the card VIEW shows (ts_card_view_get_card (), face up or down,
 * ts_card_view_get_orientation ()) into the WIDTH × HEIGHT box at (0, 0)
 * of CR.  The game supplies it: the kit knows no game's cards. */
typedef void (*TsCardViewDrawFunc) (TsCardView *view,
                                    cairo_t    *cr,
                                    double      width,
                                    double      height,
                                    gpointer    user_data);

/* A focusable card of a fixed size (ts_card_view_set_card_size ()).  It
 * draws a stack when its count is above 1 (the count in a badge), an
 * empty place when it has no card, a tint when it is legal (may be
 * chosen now) and a ring when it is selected; its accessible name says
 * what a screen reader reads.  A click, Enter or Space emits "activate"
 * (also its widget activation signal, gtk_widget_activate ()). */
GtkWidget  *ts_card_view_new                 (void);
void        ts_card_view_set_draw_func       (TsCardView         *self,
                                              TsCardViewDrawFunc  func,
                                              gpointer            user_data,
                                              GDestroyNotify      destroy);
/* CARD: the game's card number, or -1 for none (an empty place). */
void        ts_card_view_set_card            (TsCardView         *self,
                                              int                 card,
                                              gboolean            face_up,
                                              int                 orientation);
int         ts_card_view_get_card            (TsCardView         *self);
gboolean    ts_card_view_get_face_up         (TsCardView         *self);
int         ts_card_view_get_orientation     (TsCardView         *self);
void        ts_card_view_set_count           (TsCardView         *self,
                                              guint               count);
guint       ts_card_view_get_count           (TsCardView         *self);
void        ts_card_view_set_legal           (TsCardView         *self,
                                              gboolean            legal);
gboolean    ts_card_view_get_legal           (TsCardView         *self);
void        ts_card_view_set_selected        (TsCardView         *self,
                                              gboolean            selected);
gboolean    ts_card_view_get_selected        (TsCardView         *self);
/* A short mark drawn on the card (a key that takes it: "1"), or NULL. */
void        ts_card_view_set_mark            (TsCardView         *self,
                                              const char         *mark);
void        ts_card_view_set_card_size       (TsCardView         *self,
                                              int                 width,
                                              int                 height);
void        ts_card_view_set_accessible_name (TsCardView         *self,
                                              const char         *name);
const char *ts_card_view_get_accessible_name (TsCardView         *self);
/* Redraws the card (its drawing changed while its values did not). */
void        ts_card_view_redraw              (TsCardView         *self);

G_END_DECLS
