/* ts-seat-panel.c — one seat at a glance: colour, glyph, name, score,
 * counters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ts-seat-panel.h"
#include "ts-board-summary.h"
#include "ts-board-util.h"
#include "ts-cached-area.h"

#include <glib/gi18n.h>

#include "ts-board-util.h"
#include "ts-setup.h"

#define TILE_SIZE 32

struct _TsSeatPanel
{
  GtkWidget    parent_instance;

  GtkWidget   *frame;
  GtkWidget   *tile;
  GtkWidget   *name_label;
  GtkWidget   *presence_label;
  GtkWidget   *score_label;
  GtkWidget   *counters;      /* a vertical box of labels */
  GHashTable  *counter_by_id; /* id → GtkLabel (unowned) */
  GtkWidget   *child_box;     /* holds the child, if any */

  char        *colour_id;
  TsSeatGlyph  glyph;
  char        *name;
  gboolean     on_turn;
  int          score;
  char        *score_markup;  /* set_score_text's, or NULL */
  char        *score_words;
  char        *summary;
  char        *presence;
};

G_DEFINE_FINAL_TYPE (TsSeatPanel, ts_seat_panel, GTK_TYPE_WIDGET)

static const char *
glyph_name (TsSeatGlyph glyph)
{
  switch (glyph)
    {
    case TS_SEAT_GLYPH_CIRCLE:
      /* Translators: the shape of a seat's pieces, read by screen readers. */
      return C_("glyph", "circle");
    case TS_SEAT_GLYPH_SQUARE:
      /* Translators: the shape of a seat's pieces on the board, read by
         screen readers */
      return C_("glyph", "square");
    case TS_SEAT_GLYPH_TRIANGLE:
      /* Translators: the shape of a seat's pieces on the board, read by
         screen readers */
      return C_("glyph", "triangle");
    case TS_SEAT_GLYPH_DIAMOND:
      /* Translators: the shape of a seat's pieces on the board, read by
         screen readers */
      return C_("glyph", "diamond");
    case TS_SEAT_GLYPH_NONE:
    default:
      return NULL;
    }
}

static void
update_summary (TsSeatPanel *self)
{
  g_autofree char *who = NULL;
  g_autofree char *points = NULL;
  const char *colour = self->colour_id != NULL ? ts_seat_colour_name (self->colour_id) : NULL;
  const char *shape = glyph_name (self->glyph);

  if (colour != NULL && shape != NULL)
    /* Translators: a seat's name, colour and the shape of its pieces,
     * e.g. "Ada (Orange, circle)". */
    who = g_strdup_printf (C_("seat", "%1$s (%2$s, %3$s)"), self->name ? self->name : "",
                           colour, shape);
  else if (colour != NULL)
    /* Translators: a seat's name and colour, e.g. "Ada (Orange)". */
    who = g_strdup_printf (C_("seat", "%1$s (%2$s)"), self->name ? self->name : "", colour);
  else
    who = g_strdup (self->name ? self->name : "");
  if (self->presence != NULL)
    {
      char *here = g_strdup_printf (C_("seat", "%1$s, %2$s"), who, self->presence);

      g_free (who);
      who = here;
    }

  if (self->score_words != NULL)
    points = g_strdup (self->score_words);
  else
    /* Translators: a seat's score in its panel, e.g. "12 points" */
    points = g_strdup_printf (g_dngettext (NULL, "%d point", "%d points", self->score), self->score);
  g_free (self->summary);
  if (self->on_turn)
    /* Translators: a seat's summary for screen readers: who, then the
     * score, e.g. "Ada (Orange, circle), on turn, 3 points". */
    self->summary = g_strdup_printf (C_("seat", "%1$s, on turn, %2$s"), who, points);
  else
    /* Translators: a seat's summary for screen readers: who, then the
     * score, e.g. "Bob (Purple, square), 2 points". */
    self->summary = g_strdup_printf (C_("seat", "%1$s, %2$s"), who, points);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->summary, -1);
}

static void
update_name (TsSeatPanel *self)
{
  g_autofree char *text = NULL;

  if (self->on_turn)
    /* Translators: the name of the seat on turn, in its panel. */
    text = g_strdup_printf (C_("seat", "%s (on turn)"), self->name ? self->name : "");
  else
    text = g_strdup (self->name ? self->name : "");
  gtk_label_set_text (GTK_LABEL (self->name_label), text);
}

/* The tile */

static gboolean
glyph_dark (const GdkRGBA *fill)
{
  GdkRGBA black = { 0, 0, 0, 1 }, white = { 1, 1, 1, 1 };

  return ts_board_util_contrast (fill, &black) >= ts_board_util_contrast (fill, &white);
}

static void
draw_tile (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  TsSeatPanel *self = user_data;
  double side = MIN (width, height) - 2;
  double x = (width - side) / 2, y = (height - side) / 2;
  GdkRGBA fill, fg, black = { 0, 0, 0, 1 }, white = { 1, 1, 1, 1 };

  if (self->colour_id == NULL || side <= 4)
    return;

  fill = ts_board_util_rgb_to_rgba (ts_seat_colour_rgb (self->colour_id), 1);
  ts_board_util_path_round_rect (cr, x, y, side, side, side * 0.2);
  ts_board_util_set_source (cr, &fill, 1);
  cairo_fill_preserve (cr);
  /* The text colour around it: the tile stands out on either theme. */
  ts_board_util_get_fg (GTK_WIDGET (area), &fg);
  ts_board_util_set_source (cr, &fg, 0.6);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);

  /* The glyph in black or white, whichever contrasts more. */
  cairo_new_path (cr);
  ts_seat_panel_path_glyph (cr, self->glyph, width / 2.0, height / 2.0, side * 0.3);
  ts_board_util_set_source (cr, glyph_dark (&fill) ? &black : &white, 1);
  cairo_fill (cr);
}

/* Public */

void
ts_seat_panel_set_colour (TsSeatPanel *self,
                          const char  *colour_id,
                          TsSeatGlyph  glyph)
{
  g_return_if_fail (TS_IS_SEAT_PANEL (self));

  if (g_strcmp0 (self->colour_id, colour_id) == 0 && self->glyph == glyph)
    return;
  g_free (self->colour_id);
  self->colour_id = g_strdup (colour_id);
  self->glyph = glyph;
  ts_cached_area_invalidate (TS_CACHED_AREA (self->tile));
  update_summary (self);
}

void
ts_seat_panel_set_name (TsSeatPanel *self,
                        const char  *name)
{
  g_return_if_fail (TS_IS_SEAT_PANEL (self));

  if (g_strcmp0 (self->name, name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);
  update_name (self);
  update_summary (self);
}

void
ts_seat_panel_set_presence (TsSeatPanel *self,
                            const char  *words)
{
  g_return_if_fail (TS_IS_SEAT_PANEL (self));

  if (g_strcmp0 (self->presence, words) == 0)
    return;
  g_free (self->presence);
  self->presence = g_strdup (words);
  ts_board_util_show_presence (self->presence_label, words);
  update_summary (self);
}

GtkWidget *
ts_seat_panel_get_presence_label (TsSeatPanel *self)
{
  g_return_val_if_fail (TS_IS_SEAT_PANEL (self), NULL);
  return self->presence_label;
}

void
ts_seat_panel_set_on_turn (TsSeatPanel *self,
                           gboolean     on_turn)
{
  g_return_if_fail (TS_IS_SEAT_PANEL (self));

  on_turn = !!on_turn;
  if (self->on_turn == on_turn)
    return;
  self->on_turn = on_turn;
  if (on_turn)
    gtk_widget_add_css_class (GTK_WIDGET (self), "on-turn");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "on-turn");
  update_name (self);
  update_summary (self);
}

static void
update_score (TsSeatPanel *self)
{
  g_autofree char *markup = NULL;

  if (self->score_markup != NULL)
    markup = g_strdup (self->score_markup);
  else
    /* Translators: a seat's score in its panel; keep the markup. */
    markup = g_markup_printf_escaped (g_dngettext (NULL, "<big><b>%d</b></big> point",
                                                   "<big><b>%d</b></big> points", self->score),
                                      self->score);
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (self->score_label)), markup) != 0)
    gtk_label_set_markup (GTK_LABEL (self->score_label), markup);
  update_summary (self);
}

void
ts_seat_panel_set_score (TsSeatPanel *self,
                         int          score)
{
  g_return_if_fail (TS_IS_SEAT_PANEL (self));

  self->score = score;
  update_score (self);
}

void
ts_seat_panel_set_score_text (TsSeatPanel *self,
                              const char  *markup,
                              const char  *accessible)
{
  g_return_if_fail (TS_IS_SEAT_PANEL (self));

  g_free (self->score_markup);
  g_free (self->score_words);
  self->score_markup = g_strdup (markup);
  self->score_words = NULL;
  if (markup != NULL && accessible != NULL)
    self->score_words = g_strdup (accessible);
  else if (markup != NULL && !pango_parse_markup (markup, -1, 0, NULL, &self->score_words, NULL, NULL))
    self->score_words = g_strdup (markup);
  update_score (self);
}

void
ts_seat_panel_set_counter (TsSeatPanel *self,
                           const char  *id,
                           const char  *markup,
                           const char  *accessible)
{
  GtkWidget *label;

  g_return_if_fail (TS_IS_SEAT_PANEL (self));
  g_return_if_fail (id != NULL);

  label = g_hash_table_lookup (self->counter_by_id, id);
  if (label == NULL)
    {
      if (markup == NULL)
        return;
      label = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_widget_set_name (label, id);
      gtk_box_append (GTK_BOX (self->counters), label);
      g_hash_table_insert (self->counter_by_id, g_strdup (id), label);
    }
  gtk_widget_set_visible (label, markup != NULL);
  if (markup == NULL)
    return;
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), markup) != 0)
    gtk_label_set_markup (GTK_LABEL (label), markup);
  if (accessible != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    accessible, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL);
  ts_board_summary_set_spoken (label, accessible);
}

GtkWidget *
ts_seat_panel_get_counter (TsSeatPanel *self,
                           const char  *id)
{
  g_return_val_if_fail (TS_IS_SEAT_PANEL (self), NULL);
  return g_hash_table_lookup (self->counter_by_id, id);
}

const char *
ts_seat_panel_get_summary (TsSeatPanel *self)
{
  g_return_val_if_fail (TS_IS_SEAT_PANEL (self), NULL);
  return self->summary;
}

void
ts_seat_panel_set_child (TsSeatPanel *self,
                         GtkWidget   *child)
{
  GtkWidget *old;

  g_return_if_fail (TS_IS_SEAT_PANEL (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  old = gtk_widget_get_first_child (self->child_box);
  if (old == child)
    return;
  if (old != NULL)
    gtk_box_remove (GTK_BOX (self->child_box), old);
  if (child != NULL)
    gtk_box_append (GTK_BOX (self->child_box), child);
  gtk_widget_set_visible (self->child_box, child != NULL);
}

GtkWidget *
ts_seat_panel_get_child (TsSeatPanel *self)
{
  g_return_val_if_fail (TS_IS_SEAT_PANEL (self), NULL);
  return gtk_widget_get_first_child (self->child_box);
}

GtkWidget *
ts_seat_panel_get_name_label (TsSeatPanel *self)
{
  g_return_val_if_fail (TS_IS_SEAT_PANEL (self), NULL);
  return self->name_label;
}

GtkWidget *
ts_seat_panel_get_score_label (TsSeatPanel *self)
{
  g_return_val_if_fail (TS_IS_SEAT_PANEL (self), NULL);
  return self->score_label;
}

gboolean
ts_seat_panel_get_glyph_dark (TsSeatPanel *self)
{
  GdkRGBA fill;

  g_return_val_if_fail (TS_IS_SEAT_PANEL (self), FALSE);
  if (self->colour_id == NULL)
    return FALSE;
  fill = ts_board_util_rgb_to_rgba (ts_seat_colour_rgb (self->colour_id), 1);
  return glyph_dark (&fill);
}

/* GObject */

static void
ts_seat_panel_dispose (GObject *object)
{
  TsSeatPanel *self = TS_SEAT_PANEL (object);

  g_clear_pointer (&self->frame, gtk_widget_unparent);
  g_clear_pointer (&self->counter_by_id, g_hash_table_unref);

  G_OBJECT_CLASS (ts_seat_panel_parent_class)->dispose (object);
}

static void
ts_seat_panel_finalize (GObject *object)
{
  TsSeatPanel *self = TS_SEAT_PANEL (object);

  g_free (self->colour_id);
  g_free (self->name);
  g_free (self->score_markup);
  g_free (self->score_words);
  g_free (self->summary);
  g_free (self->presence);

  G_OBJECT_CLASS (ts_seat_panel_parent_class)->finalize (object);
}

static void
ts_seat_panel_class_init (TsSeatPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_seat_panel_dispose;
  object_class->finalize = ts_seat_panel_finalize;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  gtk_widget_class_set_css_name (widget_class, "seatpanel");
}

static void
ts_seat_panel_init (TsSeatPanel *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

  self->counter_by_id = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  self->frame = gtk_frame_new (NULL);
  gtk_widget_set_parent (self->frame, GTK_WIDGET (self));
  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);

  self->tile = ts_cached_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->tile), TILE_SIZE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->tile), TILE_SIZE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->tile), draw_tile, self, NULL);
  gtk_widget_set_valign (self->tile, GTK_ALIGN_CENTER);
  /* The summary says the colour and the glyph. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->tile), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);

  self->name_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->name_label), 0);
  /* Shortened in the middle: "Computer 1" and "Computer 2" stay apart. */
  gtk_label_set_ellipsize (GTK_LABEL (self->name_label), PANGO_ELLIPSIZE_MIDDLE);
  gtk_widget_set_hexpand (self->name_label, TRUE);
  gtk_widget_add_css_class (self->name_label, "heading");
  gtk_widget_set_name (self->name_label, "seat-name");

  /* The score never shortened: a long one ("Place 2: 5 penalty
   * points") wraps instead. */
  self->score_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->score_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->score_label), PANGO_WRAP_WORD_CHAR);
  /* On one line when there is room: the line beside the tile is as tall
   * as two lines of text, which a wrapping label would fill. */
  gtk_label_set_natural_wrap_mode (GTK_LABEL (self->score_label), GTK_NATURAL_WRAP_NONE);
  gtk_label_set_justify (GTK_LABEL (self->score_label), GTK_JUSTIFY_RIGHT);
  gtk_label_set_xalign (GTK_LABEL (self->score_label), 1);
  gtk_widget_set_name (self->score_label, "seat-score");

  gtk_box_append (GTK_BOX (head), self->tile);
  /* Online, under the name: who is there ("not connected"). */
  gtk_box_append (GTK_BOX (head), ts_board_util_name_box (self->name_label, &self->presence_label));
  gtk_box_append (GTK_BOX (head), self->score_label);
  gtk_box_append (GTK_BOX (box), head);

  self->counters = gtk_box_new (GTK_ORIENTATION_VERTICAL, 1);
  gtk_box_append (GTK_BOX (box), self->counters);
  self->child_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_margin_top (self->child_box, 4);
  gtk_widget_set_visible (self->child_box, FALSE);
  gtk_box_append (GTK_BOX (box), self->child_box);
  gtk_frame_set_child (GTK_FRAME (self->frame), box);

  ts_seat_panel_set_score (self, 0);
}

GtkWidget *
ts_seat_panel_new (void)
{
  return g_object_new (TS_TYPE_SEAT_PANEL, NULL);
}

/* Shared with the boards, which draw pieces in the same shapes. */
void
ts_seat_panel_path_glyph (cairo_t     *cr,
                          TsSeatGlyph  glyph,
                          double       cx,
                          double       cy,
                          double       r)
{
  switch (glyph)
    {
    case TS_SEAT_GLYPH_CIRCLE:
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      break;
    case TS_SEAT_GLYPH_SQUARE:
      ts_board_util_path_round_rect (cr, cx - r * 0.9, cy - r * 0.9, r * 1.8, r * 1.8, r * 0.25);
      break;
    case TS_SEAT_GLYPH_TRIANGLE:
      cairo_move_to (cr, cx, cy - r);
      cairo_line_to (cr, cx + r * 0.95, cy + r * 0.75);
      cairo_line_to (cr, cx - r * 0.95, cy + r * 0.75);
      cairo_close_path (cr);
      break;
    case TS_SEAT_GLYPH_DIAMOND:
      cairo_move_to (cr, cx, cy - r);
      cairo_line_to (cr, cx + r, cy);
      cairo_line_to (cr, cx, cy + r);
      cairo_line_to (cr, cx - r, cy);
      cairo_close_path (cr);
      break;
    case TS_SEAT_GLYPH_NONE:
    default:
      break;
    }
}
