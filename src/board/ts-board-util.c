/* ts-board-util.c — helpers every game's board widget shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "ts-board-util.h"
#include "ts-board.h"

#include <glib/gi18n.h>
#include <math.h>

gboolean
ts_board_util_swap_table (gpointer   board,
                          TsTable  **table,
                          gulong    *changed_id,
                          TsTable   *new_table,
                          GCallback  on_changed)
{
  if (*table == new_table)
    return FALSE;
  if (*table != NULL)
    g_clear_signal_handler (changed_id, *table);
  g_set_object (table, new_table);
  if (new_table != NULL)
    *changed_id = g_signal_connect_object (new_table, "changed", on_changed, board,
                                           G_CONNECT_SWAPPED);
  return TRUE;
}

void
ts_board_util_drop_table (TsTable **table,
                          gulong   *changed_id)
{
  if (*table != NULL)
    g_clear_signal_handler (changed_id, *table);
  g_clear_object (table);
}

gboolean
ts_board_util_set_flag (gboolean *flag,
                        gboolean  value)
{
  value = !!value;
  if (*flag == value)
    return FALSE;
  *flag = value;
  return TRUE;
}

gboolean
ts_board_util_take_string (char **field,
                           char  *value)
{
  if (g_strcmp0 (*field, value) == 0)
    {
      g_free (value);
      return FALSE;
    }
  g_free (*field);
  *field = value;
  return TRUE;
}

gboolean
ts_board_util_can_act (TsGame   *view,
                       gboolean  interactive,
                       int       viewer)
{
  return view != NULL
         && interactive
         && viewer != TS_SEAT_NONE
         && !ts_game_is_over (view)
         && ts_game_get_current_seat (view) == viewer;
}

void
ts_board_util_emit_if_legal (TsBoard      *board,
                             TsTable      *table,
                             gboolean      can_act,
                             const TsMove *move,
                             GtkWidget    *bell_widget)
{
  TsMove copy = *move;

  if (!can_act || !ts_game_is_legal (ts_table_get_game (table), &copy))
    {
      gtk_widget_error_bell (bell_widget);
      return;
    }
  ts_board_emit_move (board, &copy);
}

TsMove
ts_board_util_new_move (int kind)
{
  TsMove move;

  ts_move_clear (&move);
  move.kind = kind;
  return move;
}

char *
ts_board_util_seat_name (TsTable *table,
                         int      seat)
{
  const TsSetup *setup = table ? ts_table_get_setup (table) : NULL;

  if (setup != NULL && seat >= 0 && (guint) seat < setup->n_players
      && setup->players[seat].name != NULL && setup->players[seat].name[0] != '\0')
    return g_strdup (setup->players[seat].name);

  /* Translators: a seat without a name; %d is the seat's number, from 1. */
  return g_strdup_printf (_("Player %d"), seat + 1);
}

const char *
ts_board_util_presence_words (TsTable *table,
                              int      seat)
{
  switch (table != NULL ? ts_table_get_seat_presence (table, seat) : TS_SEAT_PRESENCE_NONE)
    {
    case TS_SEAT_PRESENCE_YOU:
      /* Translators: on a seat's row in an online game: the seat played
         at this screen */
      return C_("presence", "you");
    case TS_SEAT_PRESENCE_CONNECTED:
      /* Translators: on a seat's row in an online game: the person is
         connected */
      return C_("presence", "connected");
    case TS_SEAT_PRESENCE_AWAY:
      /* Translators: on a seat's row in an online game: the person is not
         connected now */
      return C_("presence", "not connected");
    case TS_SEAT_PRESENCE_COMPUTER:
      /* Translators: on a seat's row in an online game: the server's
         computer plays the seat */
      return C_("presence", "computer");
    case TS_SEAT_PRESENCE_NONE:
    default:
      return NULL;
    }
}

GtkWidget *
ts_board_util_presence_label_new (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_name (label, "seat-presence");
  gtk_widget_set_visible (label, FALSE);
  return label;
}

GtkWidget *
ts_board_util_name_box (GtkWidget  *name,
                        GtkWidget **presence)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  g_return_val_if_fail (GTK_IS_LABEL (name) && presence != NULL, NULL);

  *presence = ts_board_util_presence_label_new ();
  gtk_widget_set_hexpand (box, TRUE);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), *presence);
  return box;
}

void
ts_board_util_show_presence (GtkWidget  *label,
                             const char *words)
{
  g_return_if_fail (GTK_IS_LABEL (label));

  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), words != NULL ? words : "") != 0)
    gtk_label_set_text (GTK_LABEL (label), words != NULL ? words : "");
  gtk_widget_set_visible (label, words != NULL);
}

const char *
ts_board_util_setup_colour (TsTable *table,
                            int      seat)
{
  const TsSetup *setup = table ? ts_table_get_setup (table) : NULL;

  if (setup != NULL && seat >= 0 && (guint) seat < setup->n_players
      && setup->players[seat].colour != NULL
      && ts_seat_colour_is_valid (setup->players[seat].colour))
    return setup->players[seat].colour;
  return NULL;
}

guint
ts_board_util_get_winners (TsTable *table,
                           TsGame  *view,
                           char    *names[TS_MAX_SEATS],
                           int     *score)
{
  guint n = ts_game_get_n_players (view);
  int ranks[TS_MAX_SEATS] = { 0 };
  guint n_win = 0;

  *score = 0;
  ts_game_get_ranks (view, ranks);
  for (guint i = 0; i < n && i < TS_MAX_SEATS; i++)
    if (ranks[i] == 0)
      {
        if (n_win == 0)
          *score = ts_game_get_score (view, i);
        names[n_win++] = ts_board_util_seat_name (table, i);
      }
  return n_win;
}

/* The last turn, as the board's viewer may read it, then each line of
 * EXTRA that does not repeat it: what a board's drawing says of itself
 * beyond the place under the cursor. */
static char *
describe_last_turn (GtkWidget  *target,
                    const char *extra)
{
  GtkWidget *board = gtk_widget_get_ancestor (target, TS_TYPE_BOARD);
  TsTable *table = board != NULL ? ts_board_get_table (TS_BOARD (board)) : NULL;
  g_autoptr(GString) text = g_string_new (NULL);

  if (table != NULL && ts_table_get_n_moves (table) > 0)
    {
      g_autoptr(GPtrArray) lines = ts_table_describe_events (table, ts_table_get_last_turn_start (table),
                                                             ts_table_get_n_moves (table),
                                                             ts_board_get_viewer (TS_BOARD (board)));

      for (guint i = 0; i < lines->len; i++)
        {
          if (text->len > 0)
            g_string_append_c (text, ' ');
          g_string_append (text, g_ptr_array_index (lines, i));
        }
    }
  if (extra != NULL)
    {
      g_auto(GStrv) lines = g_strsplit (extra, "\n", -1);

      for (guint i = 0; lines[i] != NULL; i++)
        if (*lines[i] != '\0' && strstr (text->str, lines[i]) == NULL)
          {
            if (text->len > 0)
              g_string_append_c (text, ' ');
            g_string_append (text, lines[i]);
          }
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

void
ts_board_util_update_accessible (GtkWidget   *target,
                                 char       **a11y_text,
                                 const char  *prompt,
                                 const char  *detail,
                                 const char  *fallback,
                                 const char  *description)
{
  char *text;

  if (prompt != NULL && detail != NULL)
    text = g_strdup_printf ("%s\n%s", prompt, detail);
  else if (prompt != NULL)
    text = g_strdup (prompt);
  else
    text = g_strdup (fallback);

  g_free (*a11y_text);
  *a11y_text = text;
  {
    g_autofree char *full = describe_last_turn (target, description);

    gtk_accessible_update_property (GTK_ACCESSIBLE (target),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, full,
                                    -1);
  }
}

void
ts_board_util_add_key (GtkWidgetClass  *klass,
                       guint            keyval,
                       GdkModifierType  mods,
                       const char      *action,
                       const char      *format,
                       int              a,
                       int              b)
{
  if (format == NULL)
    gtk_widget_class_add_binding_action (klass, keyval, mods, action, NULL);
  else if (g_str_equal (format, "i"))
    gtk_widget_class_add_binding_action (klass, keyval, mods, action, "i", a);
  else
    gtk_widget_class_add_binding_action (klass, keyval, mods, action, "(ii)", a, b);
}

void
ts_board_util_get_fg (GtkWidget *widget,
                      GdkRGBA   *rgba)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, rgba);
#else
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), rgba);
  G_GNUC_END_IGNORE_DEPRECATIONS
#endif
}

GdkRGBA
ts_board_util_rgb_to_rgba (guint32 rgb,
                           double  alpha)
{
  return (GdkRGBA) { ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0,
                     (rgb & 0xff) / 255.0, alpha };
}

static double
channel_lin (double c)
{
  return c <= 0.03928 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

double
ts_board_util_luminance (const GdkRGBA *c)
{
  return 0.2126 * channel_lin (c->red) + 0.7152 * channel_lin (c->green)
         + 0.0722 * channel_lin (c->blue);
}

double
ts_board_util_contrast (const GdkRGBA *a,
                        const GdkRGBA *b)
{
  double la = ts_board_util_luminance (a), lb = ts_board_util_luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

gboolean
ts_board_util_theme_is_dark (const GdkRGBA *fg)
{
  return ts_board_util_luminance (fg) > 0.4;
}

GdkRGBA
ts_board_util_estimated_bg (const GdkRGBA *fg)
{
  return ts_board_util_theme_is_dark (fg) ? (GdkRGBA) { 0.14, 0.14, 0.14, 1 }
                                          : (GdkRGBA) { 0.98, 0.98, 0.98, 1 };
}

void
ts_board_util_set_source (cairo_t       *cr,
                          const GdkRGBA *c,
                          double         alpha)
{
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, c->alpha * alpha);
}

void
ts_board_util_set_source_rgb (cairo_t *cr,
                              guint32  rgb,
                              double   alpha)
{
  GdkRGBA c = ts_board_util_rgb_to_rgba (rgb, alpha);

  ts_board_util_set_source (cr, &c, 1);
}

void
ts_board_util_stroke_path (cairo_t       *cr,
                           const GdkRGBA *colour,
                           double         width,
                           gboolean       dashed)
{
  ts_board_util_set_source (cr, colour, 1);
  cairo_set_line_width (cr, width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (dashed)
    cairo_set_dash (cr, (double[]) { 4, 3 }, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

void
ts_board_util_path_round_rect (cairo_t *cr,
                               double   x,
                               double   y,
                               double   w,
                               double   h,
                               double   radius)
{
  radius = MIN (radius, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + w - radius, y + h - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + h - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
ts_board_util_allocate_split (GtkWidget *canvas,
                              GtkWidget *panel,
                              int        width,
                              int        height,
                              gboolean   beside,
                              int        panel_size)
{
  /* The panel keeps PANEL_SIZE even when the box is smaller (it cannot
   * go under its minimum); the canvas never gets a negative size. */
  if (beside)
    {
      gtk_widget_size_allocate (canvas,
                                &(GtkAllocation) { 0, 0, MAX (width - panel_size, 0), height },
                                -1);
      if (gtk_widget_get_visible (panel))
        gtk_widget_size_allocate (panel,
                                  &(GtkAllocation) { width - panel_size, 0, panel_size, height },
                                  -1);
    }
  else
    {
      gtk_widget_size_allocate (canvas,
                                &(GtkAllocation) { 0, 0, width, MAX (height - panel_size, 0) },
                                -1);
      if (gtk_widget_get_visible (panel))
        gtk_widget_size_allocate (panel,
                                  &(GtkAllocation) { 0, height - panel_size, width, panel_size },
                                  -1);
    }
}

void
ts_board_util_add_widget_keys (GtkWidget        *widget,
                               const TsBoardKey *keys,
                               guint             n_keys)
{
  GtkEventController *controller;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (keys != NULL || n_keys == 0);

  controller = gtk_shortcut_controller_new ();
  for (guint i = 0; i < n_keys; i++)
    {
      GtkShortcut *shortcut =
        gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].keyval, keys[i].mods),
                          gtk_named_action_new (keys[i].action));

      if (keys[i].n_args == 1)
        gtk_shortcut_set_arguments (shortcut, g_variant_new_int32 (keys[i].a));
      else if (keys[i].n_args == 2)
        gtk_shortcut_set_arguments (shortcut, g_variant_new ("(ii)", keys[i].a, keys[i].b));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }
  gtk_widget_add_controller (widget, controller);
}

void
ts_board_util_connect_pointer (GtkWidget            *canvas,
                               const TsBoardPointer *pointer,
                               gpointer              data)
{
  GtkGesture *click;
  GtkEventController *controller;

  g_return_if_fail (GTK_IS_WIDGET (canvas));
  g_return_if_fail (pointer != NULL);

  click = gtk_gesture_click_new ();
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (click), "board-click");
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", pointer->pressed, data);
  gtk_widget_add_controller (canvas, GTK_EVENT_CONTROLLER (click));

  controller = gtk_event_controller_motion_new ();
  gtk_event_controller_set_name (controller, "board-motion");
  g_signal_connect (controller, "motion", pointer->motion, data);
  g_signal_connect (controller, "leave", pointer->leave, data);
  gtk_widget_add_controller (canvas, controller);

  if (pointer->query_tooltip != NULL)
    {
      gtk_widget_set_has_tooltip (canvas, TRUE);
      g_signal_connect (canvas, "query-tooltip", pointer->query_tooltip, data);
    }

  if (pointer->focus_changed != NULL)
    {
      controller = gtk_event_controller_focus_new ();
      g_signal_connect_swapped (controller, "enter", pointer->focus_changed, data);
      g_signal_connect_swapped (controller, "leave", pointer->focus_changed, data);
      gtk_widget_add_controller (canvas, controller);
    }
}
