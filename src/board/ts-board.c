/* ts-board.c — the base class of every game's board widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ts-board.h"
#include "ts-board-canvas.h"
#include "ts-still-image.h"

#define DEFAULT_PANEL_WIDTH 320

typedef struct
{
  TsTable   *table;
  gulong     changed_id;
  int        viewer;
  gboolean   interactive;
  TsGame    *view;
  GArray    *legal;        /* of TsMove */
  char      *prompt;
  GtkWidget *canvas;
  GtkWidget *panel;
  TsStillImage *panel_still;  /* the panel, kept as an image while still */
  int        panel_width;
  double     canvas_aspect;
  gboolean   show_coordinates;
  gboolean   has_drawing_bounds;
  graphene_rect_t drawing_bounds;  /* in the canvas */
  gboolean   pointing;     /* the cursor shows a place (ts_board_point_at) */
} TsBoardPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TsBoard, ts_board, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_TABLE,
  PROP_VIEWER,
  PROP_INTERACTIVE,
  PROP_PROMPT,
  PROP_SHOW_COORDINATES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  MOVE_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* State */

/* The view and the legal moves, from the table as it is now. */
static void
update_view (TsBoard *self)
{
  TsBoardPrivate *priv = ts_board_get_instance_private (self);

  g_clear_object (&priv->view);
  g_array_set_size (priv->legal, 0);
  if (priv->table == NULL)
    return;

  priv->view = ts_game_view_for (ts_table_get_game (priv->table), priv->viewer);
  if (ts_board_can_act (self))
    {
      /* The seat to move knows its own options: the real game's list is
       * the same as the view's and reveals nothing. */
      g_autoptr(GArray) moves = ts_game_list_moves (ts_table_get_game (priv->table));

      g_array_append_vals (priv->legal, moves->data, moves->len);
    }
}

gboolean
ts_board_show_hint (TsBoard      *self,
                    const TsMove *move)
{
  TsBoardClass *klass;

  g_return_val_if_fail (TS_IS_BOARD (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  klass = TS_BOARD_GET_CLASS (self);
  if (klass->show_hint == NULL || !ts_board_is_legal (self, move) || !klass->show_hint (self, move))
    return FALSE;
  /* A board gives its focus to its drawing, where the cursor shows. */
  gtk_widget_grab_focus (GTK_WIDGET (self));
  return TRUE;
}

gboolean
ts_board_point_at (TsBoard    *self,
                   const char *place)
{
  TsBoardPrivate *priv;
  TsBoardClass *klass;

  g_return_val_if_fail (TS_IS_BOARD (self), FALSE);

  priv = ts_board_get_instance_private (self);
  klass = TS_BOARD_GET_CLASS (self);
  if (place == NULL)
    {
      if (priv->pointing)
        {
          priv->pointing = FALSE;
          klass->point_at (self, NULL);
        }
      return TRUE;
    }
  if (klass->point_at == NULL || !klass->point_at (self, place))
    return FALSE;
  priv->pointing = TRUE;
  return TRUE;
}

gboolean
ts_board_is_pointing (TsBoard *self)
{
  TsBoardPrivate *priv;

  g_return_val_if_fail (TS_IS_BOARD (self), FALSE);
  priv = ts_board_get_instance_private (self);
  return priv->pointing;
}

void
ts_board_refresh (TsBoard *self)
{
  g_return_if_fail (TS_IS_BOARD (self));

  update_view (self);
  if (TS_BOARD_GET_CLASS (self)->refresh != NULL)
    TS_BOARD_GET_CLASS (self)->refresh (self);
}

static void
on_table_changed (TsTable *table,
                  TsBoard *self)
{
  ts_board_refresh (self);
}

void
ts_board_set_table (TsBoard *self,
                    TsTable *table)
{
  TsBoardPrivate *priv;

  g_return_if_fail (TS_IS_BOARD (self));
  g_return_if_fail (table == NULL || TS_IS_TABLE (table));

  priv = ts_board_get_instance_private (self);
  if (priv->table == table)
    return;

  if (priv->table != NULL)
    g_clear_signal_handler (&priv->changed_id, priv->table);
  g_set_object (&priv->table, table);
  if (table != NULL)
    priv->changed_id = g_signal_connect (table, "changed", G_CALLBACK (on_table_changed), self);
  update_view (self);

  if (TS_BOARD_GET_CLASS (self)->refresh != NULL)
    TS_BOARD_GET_CLASS (self)->refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TABLE]);
}

void
ts_board_set_match (TsBoard *self,
                    TsMatch *match)
{
  ts_board_set_table (self, match != NULL ? TS_TABLE (match) : NULL);
}

TsTable *
ts_board_get_table (TsBoard *self)
{
  TsBoardPrivate *priv;

  g_return_val_if_fail (TS_IS_BOARD (self), NULL);
  priv = ts_board_get_instance_private (self);
  return priv->table;
}

void
ts_board_set_viewer (TsBoard *self,
                     int      seat)
{
  TsBoardPrivate *priv;

  g_return_if_fail (TS_IS_BOARD (self));
  g_return_if_fail (seat >= TS_SEAT_NONE && seat < TS_MAX_SEATS);

  priv = ts_board_get_instance_private (self);
  if (priv->viewer == seat)
    return;
  priv->viewer = seat;
  ts_board_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
}

int
ts_board_get_viewer (TsBoard *self)
{
  TsBoardPrivate *priv;

  g_return_val_if_fail (TS_IS_BOARD (self), TS_SEAT_NONE);
  priv = ts_board_get_instance_private (self);
  return priv->viewer;
}

void
ts_board_set_interactive (TsBoard  *self,
                          gboolean  interactive)
{
  TsBoardPrivate *priv;

  g_return_if_fail (TS_IS_BOARD (self));

  priv = ts_board_get_instance_private (self);
  interactive = !!interactive;
  if (priv->interactive == interactive)
    return;
  priv->interactive = interactive;
  ts_board_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

gboolean
ts_board_get_interactive (TsBoard *self)
{
  TsBoardPrivate *priv;

  g_return_val_if_fail (TS_IS_BOARD (self), FALSE);
  priv = ts_board_get_instance_private (self);
  return priv->interactive;
}

void
ts_board_set_show_coordinates (TsBoard  *self,
                               gboolean  show)
{
  TsBoardPrivate *priv;

  g_return_if_fail (TS_IS_BOARD (self));

  priv = ts_board_get_instance_private (self);
  show = !!show;
  if (priv->show_coordinates == show)
    return;
  priv->show_coordinates = show;
  /* A board that labels its edges listens to notify::show-coordinates. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_COORDINATES]);
}

gboolean
ts_board_get_show_coordinates (TsBoard *self)
{
  TsBoardPrivate *priv;

  g_return_val_if_fail (TS_IS_BOARD (self), FALSE);
  priv = ts_board_get_instance_private (self);
  return priv->show_coordinates;
}

TsGame *
ts_board_get_view (TsBoard *self)
{
  TsBoardPrivate *priv;

  g_return_val_if_fail (TS_IS_BOARD (self), NULL);
  priv = ts_board_get_instance_private (self);
  return priv->view;
}

gboolean
ts_board_can_act (TsBoard *self)
{
  TsBoardPrivate *priv;
  TsGame *game;

  g_return_val_if_fail (TS_IS_BOARD (self), FALSE);
  priv = ts_board_get_instance_private (self);
  if (priv->table == NULL || !priv->interactive || priv->viewer == TS_SEAT_NONE)
    return FALSE;
  game = ts_table_get_game (priv->table);
  return !ts_game_is_over (game) && ts_game_get_current_seat (game) == priv->viewer;
}

const GArray *
ts_board_get_legal_moves (TsBoard *self)
{
  TsBoardPrivate *priv;

  g_return_val_if_fail (TS_IS_BOARD (self), NULL);
  priv = ts_board_get_instance_private (self);
  return priv->legal;
}

gboolean
ts_board_is_legal (TsBoard      *self,
                   const TsMove *move)
{
  TsBoardPrivate *priv;

  g_return_val_if_fail (TS_IS_BOARD (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  priv = ts_board_get_instance_private (self);
  for (guint i = 0; i < priv->legal->len; i++)
    if (ts_move_equal (&g_array_index (priv->legal, TsMove, i), move))
      return TRUE;
  return FALSE;
}

void
ts_board_emit_move (TsBoard      *self,
                    const TsMove *move)
{
  g_return_if_fail (TS_IS_BOARD (self));
  g_return_if_fail (move != NULL);

  g_signal_emit (self, signals[MOVE_CHOSEN], 0, move);
}

void
ts_board_choose (TsBoard      *self,
                 const TsMove *move)
{
  g_return_if_fail (TS_IS_BOARD (self));
  g_return_if_fail (move != NULL);

  if (ts_board_can_act (self) && ts_board_is_legal (self, move))
    ts_board_emit_move (self, move);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

const char *
ts_board_get_prompt (TsBoard *self)
{
  TsBoardPrivate *priv;

  g_return_val_if_fail (TS_IS_BOARD (self), NULL);
  priv = ts_board_get_instance_private (self);
  return priv->prompt;
}

void
ts_board_set_prompt (TsBoard    *self,
                     const char *prompt)
{
  TsBoardPrivate *priv;

  g_return_if_fail (TS_IS_BOARD (self));
  priv = ts_board_get_instance_private (self);
  if (g_strcmp0 (priv->prompt, prompt) == 0)
    return;
  g_free (priv->prompt);
  priv->prompt = g_strdup (prompt);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROMPT]);
}

/* Layout */

void
ts_board_set_content (TsBoard   *self,
                      GtkWidget *canvas,
                      GtkWidget *panel)
{
  TsBoardPrivate *priv;

  g_return_if_fail (TS_IS_BOARD (self));
  priv = ts_board_get_instance_private (self);

  g_clear_pointer (&priv->canvas, gtk_widget_unparent);
  g_clear_pointer (&priv->panel, gtk_widget_unparent);
  priv->canvas = canvas;
  priv->panel = panel;
  if (canvas != NULL)
    gtk_widget_set_parent (canvas, GTK_WIDGET (self));
  if (panel != NULL)
    gtk_widget_set_parent (panel, GTK_WIDGET (self));
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

GtkWidget *
ts_board_get_canvas (TsBoard *self)
{
  TsBoardPrivate *priv;

  g_return_val_if_fail (TS_IS_BOARD (self), NULL);
  priv = ts_board_get_instance_private (self);
  return priv->canvas;
}

void
ts_board_set_panel_width (TsBoard *self,
                          int      width)
{
  TsBoardPrivate *priv;

  g_return_if_fail (TS_IS_BOARD (self));
  priv = ts_board_get_instance_private (self);
  priv->panel_width = MAX (width, 1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
ts_board_set_canvas_aspect (TsBoard *self,
                            double   aspect)
{
  TsBoardPrivate *priv;

  g_return_if_fail (TS_IS_BOARD (self));
  priv = ts_board_get_instance_private (self);
  priv->canvas_aspect = MAX (aspect, 0);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

void
ts_board_set_drawing_bounds (TsBoard               *self,
                             const graphene_rect_t *bounds)
{
  TsBoardPrivate *priv;

  g_return_if_fail (TS_IS_BOARD (self));
  priv = ts_board_get_instance_private (self);
  priv->has_drawing_bounds = bounds != NULL;
  if (bounds != NULL)
    priv->drawing_bounds = *bounds;
}

gboolean
ts_board_get_drawing_bounds (TsBoard         *self,
                             graphene_rect_t *bounds)
{
  TsBoardPrivate *priv;
  graphene_rect_t in_canvas;

  g_return_val_if_fail (TS_IS_BOARD (self), FALSE);
  priv = ts_board_get_instance_private (self);
  if (priv->canvas == NULL)
    return FALSE;
  if (priv->has_drawing_bounds)
    in_canvas = priv->drawing_bounds;
  else
    {
      graphene_rect_t whole = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (priv->canvas),
                                                  gtk_widget_get_height (priv->canvas));

      /* A map larger than its canvas (zoomed, or at its smallest
       * readable scale) is panned: what shows of it. */
      if (!TS_IS_BOARD_CANVAS (priv->canvas) ||
          !ts_board_canvas_get_content_rect (TS_BOARD_CANVAS (priv->canvas), &in_canvas) ||
          !graphene_rect_intersection (&in_canvas, &whole, &in_canvas))
        in_canvas = whole;
    }
  if (!gtk_widget_compute_bounds (priv->canvas, GTK_WIDGET (self), bounds))
    return FALSE;
  graphene_rect_offset (&in_canvas, bounds->origin.x, bounds->origin.y);
  *bounds = in_canvas;
  return TRUE;
}

static gboolean
side_by_side (TsBoardPrivate *priv,
              int             width)
{
  return priv->panel == NULL || width >= TS_BOARD_SIDE_BY_SIDE_MIN_WIDTH;
}

static void
measure_child (GtkWidget      *child,
               GtkOrientation  orientation,
               int             for_size,
               int            *minimum,
               int            *natural)
{
  *minimum = *natural = 0;
  if (child != NULL && gtk_widget_get_visible (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
}

static void
ts_board_measure (GtkWidget      *widget,
                  GtkOrientation  orientation,
                  int             for_size,
                  int            *minimum,
                  int            *natural,
                  int            *minimum_baseline,
                  int            *natural_baseline)
{
  TsBoardPrivate *priv = ts_board_get_instance_private (TS_BOARD (widget));
  int canvas_min, canvas_nat, panel_min, panel_nat;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      measure_child (priv->canvas, orientation, -1, &canvas_min, &canvas_nat);
      measure_child (priv->panel, orientation, -1, &panel_min, &panel_nat);
      /* Narrow, the panel goes below the canvas. */
      *minimum = MAX (canvas_min, panel_min);
      *natural = MAX (*minimum, canvas_nat + (priv->panel != NULL ? MAX (priv->panel_width, panel_min) : 0));
    }
  else if (for_size < 0 || side_by_side (priv, for_size))
    {
      int canvas_width = for_size < 0 ? -1 : MAX (for_size - priv->panel_width, 1);

      measure_child (priv->canvas, orientation, canvas_width, &canvas_min, &canvas_nat);
      measure_child (priv->panel, orientation, priv->panel_width, &panel_min, &panel_nat);
      *minimum = MAX (canvas_min, panel_min);
      *natural = MAX (canvas_nat, panel_nat);
    }
  else
    {
      measure_child (priv->canvas, orientation, for_size, &canvas_min, &canvas_nat);
      measure_child (priv->panel, orientation, for_size, &panel_min, &panel_nat);
      *minimum = canvas_min + panel_min;
      *natural = canvas_nat + panel_nat;
    }
  *minimum_baseline = *natural_baseline = -1;
}

static void
allocate (GtkWidget *child,
          int        x,
          int        y,
          int        width,
          int        height)
{
  if (child != NULL && gtk_widget_get_visible (child))
    gtk_widget_size_allocate (child, &(GtkAllocation) { x, y, MAX (width, 0), MAX (height, 0) }, -1);
}

static void
ts_board_size_allocate (GtkWidget *widget,
                        int        width,
                        int        height,
                        int        baseline)
{
  TsBoardPrivate *priv = ts_board_get_instance_private (TS_BOARD (widget));

  if (priv->panel == NULL || !gtk_widget_get_visible (priv->panel))
    allocate (priv->canvas, 0, 0, width, height);
  else if (side_by_side (priv, width))
    {
      int panel_min, panel_nat, panel_width, canvas_width, x = 0;

      /* The fixed width, at most two fifths of a narrow window (the
       * board matters more there), unless the panel cannot be that
       * narrow; never more than half. */
      measure_child (priv->panel, GTK_ORIENTATION_HORIZONTAL, -1, &panel_min, &panel_nat);
      panel_width = MIN (MAX (MIN (priv->panel_width, width * 2 / 5), panel_min), width / 2);
      canvas_width = width - panel_width;
      /* A canvas wider than its drawing would leave a gap between the
       * drawing and the panel: the pair goes to the middle instead. */
      if (priv->canvas_aspect > 0 && canvas_width > priv->canvas_aspect * height)
        {
          canvas_width = (int) (priv->canvas_aspect * height);
          x = (width - canvas_width - panel_width) / 2;
        }

      allocate (priv->canvas, x, 0, canvas_width, height);
      allocate (priv->panel, x + canvas_width, 0, panel_width, height);
    }
  else
    {
      int panel_min, panel_nat, canvas_min, canvas_nat, panel_height;

      /* The panel gets what it needs, so no action is out of reach; the
       * canvas the rest. */
      measure_child (priv->panel, GTK_ORIENTATION_VERTICAL, width, &panel_min, &panel_nat);
      measure_child (priv->canvas, GTK_ORIENTATION_VERTICAL, width, &canvas_min, &canvas_nat);
      panel_height = CLAMP (panel_nat, panel_min, MAX (panel_min, height - canvas_min));
      allocate (priv->canvas, 0, 0, width, height - panel_height);
      allocate (priv->panel, 0, height - panel_height, width, panel_height);
    }
}

static void
ts_board_snapshot (GtkWidget   *widget,
                   GtkSnapshot *snapshot)
{
  TsBoardPrivate *priv = ts_board_get_instance_private (TS_BOARD (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child == priv->panel)
      ts_still_image_snapshot_child (priv->panel_still, child, snapshot);
    else
      gtk_widget_snapshot_child (widget, child, snapshot);
}

gboolean
ts_board_get_panel_still (TsBoard *self)
{
  TsBoardPrivate *priv;

  g_return_val_if_fail (TS_IS_BOARD (self), FALSE);
  priv = ts_board_get_instance_private (self);
  return ts_still_image_is_shown (priv->panel_still);
}

static GtkSizeRequestMode
ts_board_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* GObject */

static void
ts_board_dispose (GObject *object)
{
  TsBoard *self = TS_BOARD (object);
  TsBoardPrivate *priv = ts_board_get_instance_private (self);

  if (priv->table != NULL)
    g_clear_signal_handler (&priv->changed_id, priv->table);
  g_clear_object (&priv->table);
  g_clear_object (&priv->view);
  g_clear_pointer (&priv->canvas, gtk_widget_unparent);
  g_clear_pointer (&priv->panel, gtk_widget_unparent);

  G_OBJECT_CLASS (ts_board_parent_class)->dispose (object);
}

static void
ts_board_finalize (GObject *object)
{
  TsBoardPrivate *priv = ts_board_get_instance_private (TS_BOARD (object));

  g_clear_pointer (&priv->legal, g_array_unref);
  g_clear_pointer (&priv->prompt, g_free);
  g_clear_pointer (&priv->panel_still, ts_still_image_free);

  G_OBJECT_CLASS (ts_board_parent_class)->finalize (object);
}

static void
ts_board_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  TsBoard *self = TS_BOARD (object);

  switch (prop_id)
    {
    case PROP_TABLE:
      g_value_set_object (value, ts_board_get_table (self));
      break;
    case PROP_VIEWER:
      g_value_set_int (value, ts_board_get_viewer (self));
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, ts_board_get_interactive (self));
      break;
    case PROP_PROMPT:
      g_value_set_string (value, ts_board_get_prompt (self));
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, ts_board_get_show_coordinates (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_board_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  TsBoard *self = TS_BOARD (object);

  switch (prop_id)
    {
    case PROP_TABLE:
      ts_board_set_table (self, g_value_get_object (value));
      break;
    case PROP_VIEWER:
      ts_board_set_viewer (self, g_value_get_int (value));
      break;
    case PROP_INTERACTIVE:
      ts_board_set_interactive (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_COORDINATES:
      ts_board_set_show_coordinates (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_board_class_init (TsBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_board_dispose;
  object_class->finalize = ts_board_finalize;
  object_class->get_property = ts_board_get_property;
  object_class->set_property = ts_board_set_property;

  widget_class->measure = ts_board_measure;
  widget_class->size_allocate = ts_board_size_allocate;
  widget_class->snapshot = ts_board_snapshot;
  widget_class->get_request_mode = ts_board_get_request_mode;

  properties[PROP_TABLE] =
    g_param_spec_object ("table", NULL, NULL, TS_TYPE_TABLE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWER] =
    g_param_spec_int ("viewer", NULL, NULL, TS_SEAT_NONE, TS_MAX_SEATS - 1, TS_SEAT_NONE,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROMPT] =
    g_param_spec_string ("prompt", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Row and column labels on the edges of a board whose text names its
   * squares (TRI, Network); the Preferences turn them off. */
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TsBoard::move-chosen:
   * @move: (type gpointer): the const TsMove * the player picked
   *
   * The player picked a move.  The board does not play it: the window
   * decides whether that seat may move now and plays it on the match.
   */
  signals[MOVE_CHOSEN] = g_signal_new ("move-chosen",
                                       G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, G_TYPE_POINTER);

  /* A concrete role: AT-SPI reads the abstract "widget" as a filler. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ts_board_init (TsBoard *self)
{
  TsBoardPrivate *priv = ts_board_get_instance_private (self);

  priv->viewer = TS_SEAT_NONE;
  priv->legal = g_array_new (FALSE, FALSE, sizeof (TsMove));
  priv->panel_width = DEFAULT_PANEL_WIDTH;
  priv->show_coordinates = TRUE;
  priv->panel_still = ts_still_image_new (GTK_WIDGET (self));
}
