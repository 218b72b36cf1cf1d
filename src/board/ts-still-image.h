/* ts-still-image.h — a child widget's drawing kept as one image while it
 * stays still (private to the kit)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _TsStillImage TsStillImage;

/* For children of PARENT (not owned). */
TsStillImage *ts_still_image_new            (GtkWidget    *parent);
void          ts_still_image_free           (TsStillImage *self);
/* Appends CHILD's drawing to SNAPSHOT, as gtk_widget_snapshot_child ()
 * does, from PARENT's snapshot.  With the cairo renderer, once CHILD has
 * not changed for a moment, its drawing is appended as one image. */
void          ts_still_image_snapshot_child (TsStillImage *self,
                                             GtkWidget    *child,
                                             GtkSnapshot  *snapshot);
/* The last drawing appended was the image: for tests. */
gboolean      ts_still_image_is_shown       (TsStillImage *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsStillImage, ts_still_image_free)

G_END_DECLS
