/* trigon-board-draw.c — the Rule of Trigon map (being written: a plain
 * sea and the places, until the full drawing lands)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "trigon-board-private.h"

void
trg_canvas_draw (GtkWidget    *canvas,
                 TsBoardLayer  layer,
                 GtkSnapshot  *snapshot,
                 double        width,
                 double        height,
                 gpointer      data)
{
  const TrgScene *scene = ts_trigon_board_get_scene (TS_TRIGON_BOARD (data));
  GdkRGBA sea = { 0.1, 0.2, 0.45, 1 };

  if (layer == TS_BOARD_LAYER_STATIC)
    gtk_snapshot_append_color (snapshot, &sea, &GRAPHENE_RECT_INIT (0, 0, width, height));
  else if (layer == TS_BOARD_LAYER_PIECES)
    for (int p = 0; p < TRG_N_POSITIONS; p++)
      {
        double x, y;
        guint32 rgb = 0xdddddd;
        GdkRGBA c;
        int o = scene->view != NULL ? ts_trigon_game_get_occupant (scene->view, p) : TRG_NONE;

        if (o >= 0 && o < TS_MAX_SEATS)
          rgb = scene->rgb[o];
        c = (GdkRGBA) { ((rgb >> 16) & 255) / 255.0, ((rgb >> 8) & 255) / 255.0, (rgb & 255) / 255.0, 1 };
        trg_position_point (p, &x, &y);
        gtk_snapshot_append_color (snapshot, &c, &GRAPHENE_RECT_INIT (x - 8, y - 8, 16, 16));
      }
}
