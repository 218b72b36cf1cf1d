/* ts-board-util.h — helpers every game's board widget shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ts-board.h"
#include "ts-table.h"

G_BEGIN_DECLS

/* TsBoard plumbing.  A board keeps its table in *TABLE and the handler of
 * the table's "changed" signal in *CHANGED_ID.
 *
 * ts_board_util_swap_table () makes NEW_TABLE the board's table, moving the
 * "changed" handler (ON_CHANGED, called swapped with BOARD) from the old
 * table to the new one; FALSE when NEW_TABLE already was the board's. */
gboolean   ts_board_util_swap_table         (gpointer        board,
                                             TsTable       **table,
                                             gulong         *changed_id,
                                             TsTable        *new_table,
                                             GCallback       on_changed);
/* Drops the table and its handler (for dispose). */
void       ts_board_util_drop_table         (TsTable       **table,
                                             gulong         *changed_id);
/* Stores !!VALUE in *FLAG; TRUE when that changed it. */
gboolean   ts_board_util_set_flag           (gboolean       *flag,
                                             gboolean        value);

/* Whether VIEWER may act now on VIEW (NULL = no match) through a board
 * that is INTERACTIVE: it is that seat's turn in a game not over. */
gboolean   ts_board_util_can_act            (TsGame         *view,
                                             gboolean        interactive,
                                             int             viewer);

/* Takes VALUE into *FIELD; TRUE when the text changed (an equal VALUE is
 * freed and *FIELD kept, so a caller notifies only on a real change). */
gboolean   ts_board_util_take_string        (char          **field,
                                             char           *value);

/* Emits MOVE from BOARD if CAN_ACT and the rules of TABLE's game allow it
 * now; otherwise rings the error bell on BELL_WIDGET.  Checked on the
 * table's game (a local match: the real game), not the view: the answer
 * reveals nothing that is drawn.  Call it last in a handler: the window
 * may play the move (and the board refresh) inside the emission. */
void       ts_board_util_emit_if_legal      (TsBoard        *board,
                                             TsTable        *table,
                                             gboolean        can_act,
                                             const TsMove   *move,
                                             GtkWidget      *bell_widget);
/* A move of KIND with no arguments yet. */
TsMove     ts_board_util_new_move           (int             kind);

/* Seats. */
/* The player's name for SEAT, or "Player N" when the setup has none. */
char      *ts_board_util_seat_name          (TsTable        *table,
                                             int             seat);
/* Who is at SEAT, in a word for its row ("not connected"), or NULL where
 * the table does not say (a game at one screen). */
const char *ts_board_util_presence_words    (TsTable        *table,
                                             int             seat);
/* The line under a seat's name that shows those words: a caption,
 * hidden while it has none (ts_board_util_show_presence). */
GtkWidget  *ts_board_util_presence_label_new (void);
/* NAME (a label) over a new presence line (*PRESENCE), in a box that
 * takes the room left in a seat's row. */
GtkWidget  *ts_board_util_name_box          (GtkWidget      *name,
                                             GtkWidget     **presence);
void        ts_board_util_show_presence     (GtkWidget      *label,
                                             const char     *words);
/* The seat colour id the setup gives SEAT if it is valid, else NULL (the
 * board picks its own fallback). */
const char *ts_board_util_setup_colour      (TsTable        *table,
                                             int             seat);

/* The seats ranked first in VIEW: their names (to be freed) go to NAMES
 * in seat order, the first one's score to *SCORE; returns how many. */
guint      ts_board_util_get_winners        (TsTable        *table,
                                             TsGame         *view,
                                             char           *names[TS_MAX_SEATS],
                                             int            *score);

/* Accessibility.  Sets *A11Y_TEXT to "PROMPT\nDETAIL" (or PROMPT, or
 * FALLBACK when there is no prompt) and gives it to TARGET as its label;
 * its description is the last turn, as the board's viewer may read it
 * (TARGET in a TsBoard), then DESCRIPTION (NULL: nothing more). */
void       ts_board_util_update_accessible  (GtkWidget      *target,
                                             char          **a11y_text,
                                             const char     *prompt,
                                             const char     *detail,
                                             const char     *fallback,
                                             const char     *description);

/* Key bindings: FORMAT is NULL (no argument), "i" (A) or "(ii)" (A, B). */
void       ts_board_util_add_key            (GtkWidgetClass *klass,
                                             guint           keyval,
                                             GdkModifierType mods,
                                             const char     *action,
                                             const char     *format,
                                             int             a,
                                             int             b);

/* One shortcut of a widget of its own (a board's canvas): ACTION with no
 * argument (N_ARGS 0), an "i" (A) or an "(ii)" (A, B). */
typedef struct
{
  guint           keyval;
  GdkModifierType mods;
  const char     *action;
  int             n_args;
  int             a;
  int             b;
} TsBoardKey;

/* The pointer and focus of a board's canvas, each callback given DATA: a
 * primary click (GtkGestureClick::pressed, the controller named
 * "board-click" for the tests), motion and leave (GtkEventControllerMotion,
 * "board-motion"), a tooltip (GtkWidget::query-tooltip; NULL: none), and
 * FOCUS_CHANGED (void (*) (gpointer data); NULL: none) when the canvas
 * gains or loses the keyboard focus. */
typedef struct
{
  GCallback pressed;
  GCallback motion;
  GCallback leave;
  GCallback query_tooltip;
  GCallback focus_changed;
} TsBoardPointer;

void       ts_board_util_connect_pointer    (GtkWidget            *canvas,
                                             const TsBoardPointer *pointer,
                                             gpointer              data);

/* Adds a shortcut controller to WIDGET for the N_KEYS of KEYS: for keys
 * that belong to one child (the canvas), not to the whole board. */
void       ts_board_util_add_widget_keys    (GtkWidget        *widget,
                                             const TsBoardKey *keys,
                                             guint             n_keys);

/* Colours. */
/* The theme's text colour (gtk_widget_get_color () is new in 4.10). */
void       ts_board_util_get_fg             (GtkWidget      *widget,
                                             GdkRGBA        *rgba);
GdkRGBA    ts_board_util_rgb_to_rgba        (guint32         rgb,
                                             double          alpha);
/* Relative luminance (WCAG) and the contrast ratio of two colours. */
double     ts_board_util_luminance          (const GdkRGBA  *c);
double     ts_board_util_contrast           (const GdkRGBA  *a,
                                             const GdkRGBA  *b);
/* The theme does not tell a widget its background: a light text colour FG
 * means a dark theme, and the background is guessed from that. */
gboolean   ts_board_util_theme_is_dark      (const GdkRGBA  *fg);
GdkRGBA    ts_board_util_estimated_bg       (const GdkRGBA  *fg);

/* Cairo. */
void       ts_board_util_set_source         (cairo_t        *cr,
                                             const GdkRGBA  *c,
                                             double          alpha);
void       ts_board_util_set_source_rgb     (cairo_t        *cr,
                                             guint32         rgb,
                                             double          alpha);
/* Strokes the current path in COLOUR, WIDTH wide with round joins, dashed
 * or solid, and leaves the dash off. */
void       ts_board_util_stroke_path        (cairo_t        *cr,
                                             const GdkRGBA  *colour,
                                             double          width,
                                             gboolean        dashed);
void       ts_board_util_path_round_rect    (cairo_t        *cr,
                                             double          x,
                                             double          y,
                                             double          w,
                                             double          h,
                                             double          radius);

/* Layout: gives CANVAS and PANEL the WIDTH × HEIGHT box, the panel
 * PANEL_SIZE wide at the right (BESIDE) or PANEL_SIZE high at the bottom;
 * the canvas gets the rest.  An invisible panel is left alone. */
void       ts_board_util_allocate_split     (GtkWidget      *canvas,
                                             GtkWidget      *panel,
                                             int             width,
                                             int             height,
                                             gboolean        beside,
                                             int             panel_size);

G_END_DECLS
