/* ts-board.c — the interface every game's board widget implements
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ts-board.h"

#include "network-board.h"
#include "tri-board.h"
#include "trojhranna-board.h"

G_DEFINE_INTERFACE (TsBoard, ts_board, GTK_TYPE_WIDGET)

enum
{
  MOVE_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
ts_board_default_init (TsBoardInterface *iface)
{
  /**
   * TsBoard::move-chosen:
   * @move: (type gpointer): the const TsMove * the player picked
   *
   * The player picked a move.  The board does not play it: the window
   * decides whether that seat may move now and plays it on the match.
   */
  signals[MOVE_CHOSEN] = g_signal_new ("move-chosen",
                                       G_TYPE_FROM_INTERFACE (iface),
                                       G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, G_TYPE_POINTER);
}

void
ts_board_set_match (TsBoard *self,
                    TsMatch *match)
{
  g_return_if_fail (TS_IS_BOARD (self));
  g_return_if_fail (match == NULL || TS_IS_MATCH (match));

  TS_BOARD_GET_IFACE (self)->set_match (self, match);
}

void
ts_board_set_viewer (TsBoard *self,
                     int      seat)
{
  g_return_if_fail (TS_IS_BOARD (self));
  g_return_if_fail (seat >= TS_SEAT_NONE && seat < TS_MAX_SEATS);

  TS_BOARD_GET_IFACE (self)->set_viewer (self, seat);
}

void
ts_board_set_interactive (TsBoard  *self,
                          gboolean  interactive)
{
  g_return_if_fail (TS_IS_BOARD (self));

  TS_BOARD_GET_IFACE (self)->set_interactive (self, !!interactive);
}

void
ts_board_emit_move (TsBoard      *self,
                    const TsMove *move)
{
  g_return_if_fail (TS_IS_BOARD (self));
  g_return_if_fail (move != NULL);

  g_signal_emit (self, signals[MOVE_CHOSEN], 0, move);
}

GtkWidget *
ts_board_new_for_game (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, NULL);

  if (g_str_equal (game_id, "trojhranna"))
    return ts_trojhranna_board_new ();
  if (g_str_equal (game_id, "tri"))
    return ts_tri_board_new ();
  if (g_str_equal (game_id, "network"))
    return ts_network_board_new ();

  return NULL;
}

gboolean
ts_board_exists_for_game (const char *game_id)
{
  static const char * const with_board[] = { "trojhranna", "tri", "network", NULL };

  return game_id != NULL && g_strv_contains (with_board, game_id);
}
