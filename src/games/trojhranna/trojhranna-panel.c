/* trojhranna-panel.c — the side panel of the Trojhranná hra board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Real widgets (data/ui/trojhranna-panel.ui), filled from the scene: the
 * prompt and the last turn, the memorisation buttons and Done, the deck
 * and the card taken, the penalty cards the viewer received (none of them
 * ever scrolled: the buttons and the deck are of class "board-action"),
 * and a compact block per seat: its colour, name and penalty points on one
 * line, its reserve and dead cards on the next (TsHandViews; the viewer's
 * own larger, to click).  Four seats fit beside the table of an 800 × 600
 * window; the seats scroll only when the window cannot hold them.
 * Reserve cards are backs until the game is over whatever the view holds
 * (spec §7).  The buttons and cards act through the board's actions
 * ("board.done", "board.draw", "board.flip" …), so the panel holds no game
 * logic.
 */
#include "trojhranna-board-private.h"

#include <glib/gi18n.h>

#include "ts-board-util.h"
#include "ts-cached-area.h"
#include "ts-hand-view.h"
#include "ts-setup.h"

#define DECK_CARD_W 76
#define DECK_CARD_H 68
#define OWN_CARD_W 40
#define OWN_CARD_H 36
#define ROW_CARD_W 30
#define ROW_CARD_H 27
#define PENDING_CARD_W 60
#define PENDING_CARD_H 54
#define TILE_SIZE 16

/* Seat colours when a setup names none (hand-made matches in tests). */
static const char * const fallback_colours[TS_MAX_SEATS] = { "red", "blue", "green", "yellow" };

typedef struct
{
  GtkWidget *box;         /* the seat's block */
  GtkWidget *tile;
  GtkWidget *name;
  GtkWidget *presence;
  GtkWidget *score;
  GtkWidget *cards;       /* the row of the reserve and the dead cards */
  GtkWidget *reserve;
  GtkWidget *dead;
  guint32    rgb;
  char      *summary;
} SeatBlock;

struct _TsTrojhrannaPanel
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *prompt_label;
  GtkWidget *status_label;
  GtkWidget *memorise_box;
  GtkWidget *left_button;
  GtkWidget *right_button;
  GtkWidget *done_button;
  GtkWidget *deck_row;
  GtkWidget *deck_card;
  GtkWidget *deck_caption;
  GtkWidget *flipped_card;
  GtkWidget *flipped_caption;
  GtkWidget *pending_box;
  GtkWidget *pending_title;
  GtkWidget *pending_hand;
  GtkWidget *seats_box;

  SeatBlock  seats[TS_MAX_SEATS];
  guint      n_seats;
  int        viewer;
};

G_DEFINE_FINAL_TYPE (TsTrojhrannaPanel, ts_trojhranna_panel, GTK_TYPE_WIDGET)

/* Input: through the board's actions */

static void
on_deck_activate (TsTrojhrannaPanel *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "board.draw", NULL);
}

static void
on_reserve_activated (TsHandView        *hand,
                      guint              index,
                      TsTrojhrannaPanel *self)
{
  /* Only the viewer's own reserve is taken from. */
  if (self->viewer < 0 || (guint) self->viewer >= self->n_seats
      || hand != TS_HAND_VIEW (self->seats[self->viewer].reserve))
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "board.flip", "i", (int) MIN (index, G_MAXINT));
}

/* Seats */

static void
draw_tile (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        data)
{
  SeatBlock *seat = data;
  double side = MIN (width, height) - 2;

  /* No shape: on the cards shapes mark the card colours, so a seat's
   * shape would read as one of them. */
  ts_board_util_path_round_rect (cr, (width - side) / 2, (height - side) / 2, side, side, side * 0.2);
  ts_board_util_set_source_rgb (cr, seat->rgb, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static GtkWidget *
new_row_hand (void)
{
  GtkWidget *hand = ts_hand_view_new ();

  ts_hand_view_set_card_size (TS_HAND_VIEW (hand), ROW_CARD_W, ROW_CARD_H);
  ts_hand_view_set_draw_func (TS_HAND_VIEW (hand), tj_card_view_draw, NULL);
  gtk_widget_set_valign (hand, GTK_ALIGN_START);
  return hand;
}

static GtkWidget *
new_label (float xalign)
{
  GtkWidget *label = gtk_label_new (NULL);

  /* Never shortened: a long name or score wraps. */
  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  return label;
}

static void
build_seat (TsTrojhrannaPanel *self,
            SeatBlock         *seat)
{
  GtkWidget *head;

  seat->box = g_object_new (GTK_TYPE_BOX, "orientation", GTK_ORIENTATION_VERTICAL, "spacing", 2,
                            "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
  head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  seat->tile = ts_cached_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (seat->tile), TILE_SIZE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (seat->tile), TILE_SIZE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (seat->tile), draw_tile, seat, NULL);
  gtk_widget_set_valign (seat->tile, GTK_ALIGN_CENTER);
  gtk_accessible_update_state (GTK_ACCESSIBLE (seat->tile), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  seat->name = new_label (0);
  gtk_widget_set_hexpand (seat->name, TRUE);
  seat->score = new_label (1);
  gtk_label_set_justify (GTK_LABEL (seat->score), GTK_JUSTIFY_RIGHT);
  gtk_box_append (GTK_BOX (head), seat->tile);
  /* Online, under the name: who is there. */
  gtk_box_append (GTK_BOX (head), ts_board_util_name_box (seat->name, &seat->presence));
  gtk_box_append (GTK_BOX (head), seat->score);
  gtk_box_append (GTK_BOX (seat->box), head);

  /* The reserve, then the dead cards, in one row under the name. */
  seat->cards = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  gtk_widget_set_margin_start (seat->cards, TILE_SIZE + 6);
  seat->reserve = new_row_hand ();
  gtk_accessible_update_relation (GTK_ACCESSIBLE (seat->reserve), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  seat->name, NULL, -1);
  g_signal_connect (seat->reserve, "card-activated", G_CALLBACK (on_reserve_activated), self);
  seat->dead = new_row_hand ();
  gtk_accessible_update_relation (GTK_ACCESSIBLE (seat->dead), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  seat->name, NULL, -1);
  gtk_box_append (GTK_BOX (seat->cards), seat->reserve);
  gtk_box_append (GTK_BOX (seat->cards), seat->dead);
  gtk_box_append (GTK_BOX (seat->box), seat->cards);
  gtk_box_append (GTK_BOX (self->seats_box), seat->box);
}

static void
set_seats (TsTrojhrannaPanel *self,
           guint              n)
{
  n = MIN (n, TS_MAX_SEATS);
  while (self->n_seats > n)
    {
      SeatBlock *seat = &self->seats[--self->n_seats];

      gtk_box_remove (GTK_BOX (self->seats_box), seat->box);
      g_free (seat->summary);
      *seat = (SeatBlock) { NULL };
    }
  while (self->n_seats < n)
    build_seat (self, &self->seats[self->n_seats++]);
}

/* A seat's cards in words, zeros left out: "3 cards in reserve, 1 dead
 * card". */
static char *
cards_text (guint n_res,
            guint n_dead)
{
  /* Translators: Trojhranná hra: a label in the side panel of the game; the
     reserve is the place for a card that could not be placed; the cards are
     triangles with a colour in each corner */
  g_autofree char *reserve = g_strdup_printf (ngettext ("%u card in reserve", "%u cards in reserve", n_res), n_res);
  /* Translators: Trojhranná hra: a label in the side panel of the game; the
     dead row holds cards a player could not place; the cards are triangles
     with a colour in each corner */
  g_autofree char *dead = g_strdup_printf (ngettext ("%u dead card", "%u dead cards", n_dead), n_dead);

  if (n_res > 0 && n_dead > 0)
    /* Translators: a player's cards in their panel, e.g. "3 cards in
     * reserve, 1 dead card". */
    return g_strdup_printf (C_("trojhranna", "%1$s, %2$s"), reserve, dead);
  if (n_res > 0)
    return g_steal_pointer (&reserve);
  if (n_dead > 0)
    return g_steal_pointer (&dead);
  /* Translators: Trojhranná hra: a player has no card in reserve and none
     dead */
  return g_strdup (_("no cards"));
}

static void
update_seat (TsTrojhrannaPanel *self,
             const TjScene     *scene,
             TsTable           *table,
             int                s)
{
  SeatBlock *seat = &self->seats[s];
  TsTrojhrannaGame *view = tj_scene_view (scene);
  gboolean over = tj_scene_phase (scene) == TJ_PHASE_OVER;
  gboolean choosing = tj_scene_acting_in (scene, TJ_PHASE_CHOOSE) && s == scene->viewer;
  gboolean on_turn = !over && ts_game_get_current_seat (scene->view) == s;
  guint n_res = ts_trojhranna_game_get_reserve_size (view, s);
  guint n_dead = ts_trojhranna_game_get_dead_size (view, s);
  const char *colour = ts_board_util_setup_colour (table, s);
  const char *name = tj_scene_seat_name (scene, s);
  const char *presence = ts_board_util_presence_words (table, s);
  const char *colour_name = ts_seat_colour_name (colour != NULL ? colour : fallback_colours[s]);
  g_autofree char *score = tj_scene_score_text (scene, s);
  g_autofree char *counts = cards_text (n_res, n_dead);
  g_autofree char *who = NULL;
  g_autofree char *name_text = NULL;
  guint32 rgb = ts_seat_colour_rgb (colour != NULL ? colour : fallback_colours[s]);
  int ranks[TS_MAX_SEATS] = { 0 };
  int card_w = s == scene->viewer && !over ? OWN_CARD_W : ROW_CARD_W;
  int card_h = s == scene->viewer && !over ? OWN_CARD_H : ROW_CARD_H;

  if (over)
    ts_game_get_ranks (scene->view, ranks);
  if (rgb != seat->rgb)
    {
      seat->rgb = rgb;
      ts_cached_area_invalidate (TS_CACHED_AREA (seat->tile));
    }
  if (on_turn)
    /* Translators: the name of the seat on turn, in its panel. */
    name_text = g_strdup_printf (C_("seat", "%s (on turn)"), name);
  gtk_label_set_text (GTK_LABEL (seat->name), on_turn ? name_text : name);
  if (on_turn || (over && ranks[s] == 0))
    gtk_widget_add_css_class (seat->name, "heading");
  else
    gtk_widget_remove_css_class (seat->name, "heading");
  gtk_label_set_text (GTK_LABEL (seat->score), score);
  gtk_widget_set_tooltip_text (seat->cards, counts);

  /* The summary a screen reader reads for the block. */
  if (colour_name != NULL)
    /* Translators: a seat's name and colour, e.g. "Ada (Orange)". */
    who = g_strdup_printf (C_("seat", "%1$s (%2$s)"), name, colour_name);
  else
    who = g_strdup (name);
  ts_board_util_show_presence (seat->presence, presence);
  if (presence != NULL)
    {
      char *here = g_strdup_printf (C_("seat", "%1$s, %2$s"), who, presence);

      g_free (who);
      who = here;
    }
  g_free (seat->summary);
  if (on_turn)
    /* Translators: a seat's summary for screen readers: who, then the
     * score, e.g. "Ada (Orange, circle), on turn, 3 points". */
    seat->summary = g_strdup_printf (C_("seat", "%1$s, on turn, %2$s"), who, score);
  else
    /* Translators: a seat's summary for screen readers: who, then the
     * score, e.g. "Bob (Purple, square), 2 points". */
    seat->summary = g_strdup_printf (C_("seat", "%1$s, %2$s"), who, score);
  gtk_accessible_update_property (GTK_ACCESSIBLE (seat->box), GTK_ACCESSIBLE_PROPERTY_LABEL, seat->summary,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, counts, -1);

  gtk_widget_set_visible (seat->cards, n_res + n_dead > 0);
  ts_hand_view_set_card_size (TS_HAND_VIEW (seat->reserve), card_w, card_h);
  ts_hand_view_set_card_size (TS_HAND_VIEW (seat->dead), card_w, card_h);
  ts_hand_view_set_n_cards (TS_HAND_VIEW (seat->reserve), n_res);
  gtk_widget_set_visible (seat->reserve, n_res > 0);
  for (guint i = 0; i < n_res; i++)
    {
      TsCardView *card = ts_hand_view_get_card (TS_HAND_VIEW (seat->reserve), i);
      TjReserveCard rc = ts_trojhranna_game_get_reserve (view, s, i);
      g_autofree char *slot_name = tj_scene_describe_slot (scene, s, i);
      g_autofree char *mark = choosing && i < 9 ? g_strdup_printf ("%u", i + 1) : NULL;

      /* Backs until the end, whatever the view knows (spec §7). */
      if (over && rc.card >= 0)
        ts_card_view_set_card (card, rc.card, TRUE, tj_notch_rotation (rc.notch));
      else
        ts_card_view_set_card (card, -1, FALSE, rc.notch);
      ts_card_view_set_legal (card, choosing);
      ts_card_view_set_selected (card, choosing && scene->choose_index == (int) i);
      ts_card_view_set_mark (card, mark);
      ts_card_view_set_accessible_name (card, slot_name);
      gtk_widget_set_tooltip_text (GTK_WIDGET (card), slot_name);
    }

  ts_hand_view_set_n_cards (TS_HAND_VIEW (seat->dead), n_dead);
  gtk_widget_set_visible (seat->dead, n_dead > 0);
  for (guint i = 0; i < n_dead; i++)
    {
      TsCardView *card = ts_hand_view_get_card (TS_HAND_VIEW (seat->dead), i);
      g_autofree char *dead_name = tj_scene_describe_dead (scene, s, i);

      ts_card_view_set_card (card, ts_trojhranna_game_get_dead (view, s, i), TRUE, 0);
      ts_card_view_set_accessible_name (card, dead_name);
      gtk_widget_set_tooltip_text (GTK_WIDGET (card), dead_name);
    }
}

/* The deck, the card taken, the penalty cards */

static void
update_deck (TsTrojhrannaPanel *self,
             const TjScene     *scene)
{
  TsTrojhrannaGame *view = tj_scene_view (scene);
  TsCardView *deck = TS_CARD_VIEW (self->deck_card);
  TsCardView *flipped = TS_CARD_VIEW (self->flipped_card);
  guint n_deck = ts_trojhranna_game_get_deck_size (view);
  gboolean choosing = tj_scene_acting_in (scene, TJ_PHASE_CHOOSE);
  TjSource source;
  int card = ts_trojhranna_game_get_flipped (view, &source);
  int failed = tj_scene_failed_card (scene);
  g_autofree char *deck_name = tj_scene_describe_deck (scene);
  /* Translators: Trojhranná hra: a label in the side panel of the game; the
     cards are triangles with a colour in each corner */
  g_autofree char *deck_text = g_strdup_printf (ngettext ("Deck: %u card", "Deck: %u cards", n_deck), n_deck);
  g_autofree char *flipped_name = tj_scene_describe_flipped (scene);
  g_autofree char *caption = tj_scene_flipped_caption (scene);

  ts_card_view_set_card (deck, -1, FALSE, -1);
  ts_card_view_set_count (deck, n_deck);
  ts_card_view_set_legal (deck, choosing && n_deck > 0);
  ts_card_view_set_selected (deck, choosing && scene->choose_index < 0);
  ts_card_view_set_accessible_name (deck, deck_name);
  gtk_label_set_text (GTK_LABEL (self->deck_caption), deck_text);

  if (card >= 0)
    {
      ts_card_view_set_card (flipped, card, TRUE, scene->can_act ? tj_scene_placing_rotation (scene) : 0);
      ts_card_view_set_count (flipped, 1);
    }
  else if (failed >= 0)
    {
      ts_card_view_set_card (flipped, failed, TRUE, 0);
      ts_card_view_set_count (flipped, 1);
    }
  else
    {
      ts_card_view_set_card (flipped, -1, FALSE, -1);
      ts_card_view_set_count (flipped, 0);
    }
  ts_card_view_set_accessible_name (flipped, flipped_name);
  gtk_label_set_text (GTK_LABEL (self->flipped_caption), caption != NULL ? caption : "");
}

static void
update_pending (TsTrojhrannaPanel *self,
                const TjScene     *scene)
{
  guint n = tj_scene_viewer_pending (scene);
  TsHandView *hand = TS_HAND_VIEW (self->pending_hand);

  gtk_widget_set_visible (self->pending_box, n > 0);
  if (n == 0)
    {
      ts_hand_view_set_n_cards (hand, 0);
      return;
    }
  gtk_label_set_text (GTK_LABEL (self->pending_title),
                      /* Translators: Trojhranná hra: a label in the side
                         panel of the game; penalty points are bad: the
                         player with the fewest wins; the cards are
                         triangles with a colour in each corner */
                      ngettext ("You received this penalty card: remember it, it goes face down after your next move.",
                                "You received these penalty cards: remember them, they go face down after your next move.",
                                n));
  ts_hand_view_set_n_cards (hand, n);
  for (guint i = 0; i < n; i++)
    {
      TsCardView *card = ts_hand_view_get_card (hand, i);
      g_autofree char *name = tj_scene_describe_pending (scene, i);

      ts_card_view_set_card (card, ts_trojhranna_game_get_pending (tj_scene_view (scene), scene->viewer, i),
                             TRUE, 0);
      ts_card_view_set_accessible_name (card, name);
    }
}

/* Public */

GtkWidget *
ts_trojhranna_panel_new (void)
{
  return g_object_new (TS_TYPE_TROJHRANNA_PANEL, NULL);
}

void
ts_trojhranna_panel_update (TsTrojhrannaPanel *self,
                            const TjScene     *scene,
                            TsTable           *table)
{
  gboolean memorising;

  g_return_if_fail (TS_IS_TROJHRANNA_PANEL (self));

  self->viewer = scene->viewer;
  gtk_label_set_text (GTK_LABEL (self->prompt_label), scene->prompt != NULL ? scene->prompt : "");
  gtk_label_set_text (GTK_LABEL (self->status_label), scene->status != NULL ? scene->status : "");
  gtk_widget_set_visible (self->status_label, scene->status != NULL);

  if (scene->view == NULL)
    {
      set_seats (self, 0);
      gtk_widget_set_visible (self->memorise_box, FALSE);
      gtk_widget_set_visible (self->deck_row, FALSE);
      gtk_widget_set_visible (self->pending_box, FALSE);
      return;
    }

  memorising = tj_scene_memorising (scene);
  gtk_widget_set_visible (self->memorise_box, memorising);
  gtk_widget_set_sensitive (self->left_button, scene->mem_sel > 0);
  gtk_widget_set_sensitive (self->right_button, scene->mem_sel < 2);
  gtk_widget_set_visible (self->deck_row, TRUE);
  update_deck (self, scene);
  update_pending (self, scene);

  set_seats (self, ts_game_get_n_players (scene->view));
  for (guint s = 0; s < self->n_seats; s++)
    update_seat (self, scene, table, s);
}

GtkWidget *
ts_trojhranna_panel_get_done (TsTrojhrannaPanel *self)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_PANEL (self), NULL);
  return gtk_widget_get_visible (self->memorise_box) ? self->done_button : NULL;
}

GtkWidget *
ts_trojhranna_panel_get_deck (TsTrojhrannaPanel *self)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_PANEL (self), NULL);
  return gtk_widget_get_visible (self->deck_row) ? self->deck_card : NULL;
}

GtkWidget *
ts_trojhranna_panel_get_flipped (TsTrojhrannaPanel *self)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_PANEL (self), NULL);
  if (!gtk_widget_get_visible (self->deck_row)
      || ts_card_view_get_card (TS_CARD_VIEW (self->flipped_card)) < 0)
    return NULL;
  return self->flipped_card;
}

GtkWidget *
ts_trojhranna_panel_get_reserve (TsTrojhrannaPanel *self,
                                 int                seat,
                                 guint              slot)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_PANEL (self), NULL);
  if (seat < 0 || (guint) seat >= self->n_seats
      || slot >= ts_hand_view_get_n_cards (TS_HAND_VIEW (self->seats[seat].reserve)))
    return NULL;
  return GTK_WIDGET (ts_hand_view_get_card (TS_HAND_VIEW (self->seats[seat].reserve), slot));
}

gboolean
ts_trojhranna_panel_score_fits (TsTrojhrannaPanel *self,
                                int                seat)
{
  graphene_rect_t score, name, row;
  SeatBlock *block;
  PangoLayout *layout;
  int w, h;

  g_return_val_if_fail (TS_IS_TROJHRANNA_PANEL (self), FALSE);
  if (seat < 0 || (guint) seat >= self->n_seats)
    return FALSE;
  block = &self->seats[seat];
  if (!gtk_widget_compute_bounds (block->score, block->box, &score)
      || !gtk_widget_compute_bounds (block->name, block->box, &name))
    return FALSE;
  if (!gtk_widget_get_visible (block->cards)
      || !gtk_widget_compute_bounds (block->cards, block->box, &row))
    row = GRAPHENE_RECT_INIT (0, gtk_widget_get_height (block->box), 0, 0);
  layout = gtk_label_get_layout (GTK_LABEL (block->score));
  pango_layout_get_pixel_size (layout, &w, &h);
  /* Whole, inside its block, beside the name and above the cards. */
  return !pango_layout_is_ellipsized (layout)
         && !pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (block->name)))
         && w <= score.size.width + 0.5 && h <= score.size.height + 0.5
         && score.origin.x >= name.origin.x + name.size.width - 0.5
         && score.origin.x + score.size.width <= gtk_widget_get_width (block->box) + 0.5
         && score.origin.y + score.size.height <= row.origin.y + 0.5;
}

GtkWidget *
ts_trojhranna_panel_get_seat (TsTrojhrannaPanel *self,
                              int                seat)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_PANEL (self), NULL);
  if (seat < 0 || (guint) seat >= self->n_seats)
    return NULL;
  return self->seats[seat].box;
}

const char *
ts_trojhranna_panel_get_seat_summary (TsTrojhrannaPanel *self,
                                      int                seat)
{
  g_return_val_if_fail (TS_IS_TROJHRANNA_PANEL (self), NULL);
  if (seat < 0 || (guint) seat >= self->n_seats)
    return NULL;
  return self->seats[seat].summary;
}

/* GObject */

static void
ts_trojhranna_panel_dispose (GObject *object)
{
  TsTrojhrannaPanel *self = TS_TROJHRANNA_PANEL (object);

  for (guint i = 0; i < self->n_seats; i++)
    g_clear_pointer (&self->seats[i].summary, g_free);
  self->n_seats = 0;
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_TROJHRANNA_PANEL);

  G_OBJECT_CLASS (ts_trojhranna_panel_parent_class)->dispose (object);
}

static void
ts_trojhranna_panel_class_init (TsTrojhrannaPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* The panel groups the board's controls and seats. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  object_class->dispose = ts_trojhranna_panel_dispose;

  g_type_ensure (TS_TYPE_CARD_VIEW);
  g_type_ensure (TS_TYPE_HAND_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/ui/trojhranna-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TsTrojhrannaPanel, box);
  gtk_widget_class_bind_template_child (widget_class, TsTrojhrannaPanel, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TsTrojhrannaPanel, status_label);
  gtk_widget_class_bind_template_child (widget_class, TsTrojhrannaPanel, memorise_box);
  gtk_widget_class_bind_template_child (widget_class, TsTrojhrannaPanel, left_button);
  gtk_widget_class_bind_template_child (widget_class, TsTrojhrannaPanel, right_button);
  gtk_widget_class_bind_template_child (widget_class, TsTrojhrannaPanel, done_button);
  gtk_widget_class_bind_template_child (widget_class, TsTrojhrannaPanel, deck_row);
  gtk_widget_class_bind_template_child (widget_class, TsTrojhrannaPanel, deck_card);
  gtk_widget_class_bind_template_child (widget_class, TsTrojhrannaPanel, deck_caption);
  gtk_widget_class_bind_template_child (widget_class, TsTrojhrannaPanel, flipped_card);
  gtk_widget_class_bind_template_child (widget_class, TsTrojhrannaPanel, flipped_caption);
  gtk_widget_class_bind_template_child (widget_class, TsTrojhrannaPanel, pending_box);
  gtk_widget_class_bind_template_child (widget_class, TsTrojhrannaPanel, pending_title);
  gtk_widget_class_bind_template_child (widget_class, TsTrojhrannaPanel, pending_hand);
  gtk_widget_class_bind_template_child (widget_class, TsTrojhrannaPanel, seats_box);
  gtk_widget_class_set_css_name (widget_class, "trojhranna-panel");
}

static void
ts_trojhranna_panel_init (TsTrojhrannaPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->viewer = TS_SEAT_NONE;

  ts_card_view_set_draw_func (TS_CARD_VIEW (self->deck_card), tj_card_view_draw, NULL, NULL);
  ts_card_view_set_card_size (TS_CARD_VIEW (self->deck_card), DECK_CARD_W, DECK_CARD_H);
  g_signal_connect_swapped (self->deck_card, "activate", G_CALLBACK (on_deck_activate), self);
  ts_card_view_set_draw_func (TS_CARD_VIEW (self->flipped_card), tj_card_view_draw, NULL, NULL);
  ts_card_view_set_card_size (TS_CARD_VIEW (self->flipped_card), DECK_CARD_W, DECK_CARD_H);
  ts_hand_view_set_draw_func (TS_HAND_VIEW (self->pending_hand), tj_card_view_draw, NULL);
  ts_hand_view_set_card_size (TS_HAND_VIEW (self->pending_hand), PENDING_CARD_W, PENDING_CARD_H);
}
