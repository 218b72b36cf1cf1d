/* ts-cached-area.h — a drawing area that keeps its drawing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TS_TYPE_CACHED_AREA (ts_cached_area_get_type ())
G_DECLARE_FINAL_TYPE (TsCachedArea, ts_cached_area, TS, CACHED_AREA, GtkDrawingArea)

/* A GtkDrawingArea whose draw function runs again only when its size or
 * the theme's text colour changed, or after ts_cached_area_invalidate ():
 * a frame in which nothing of it changed gives the renderer the same node,
 * which it does not draw again.  Call the invalidation wherever the
 * drawing's own data changes. */
GtkWidget *ts_cached_area_new        (void);
void       ts_cached_area_invalidate (TsCachedArea *self);

G_END_DECLS
