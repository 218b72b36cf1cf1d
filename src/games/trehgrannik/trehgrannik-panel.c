/* trehgrannik-panel.c — the side panel of the Trehgrannik board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Real widgets (data/ui/trehgrannik-panel.ui), filled from the scene.  At
 * the top, never scrolled: the prompt, the buttons of the turn (Draw a
 * card, Build, the three slots, the forepart ability, Pass, Cancel: each
 * of class "board-action") and a line per seat with its tile, name, cards
 * in hand and GC.  Below, scrolled: the market stacks with the deck, the
 * viewer's hand as readable cards, and each harvester (its two abilities,
 * what is in each slot, what is left to build).  When the decision is
 * about the hand (a fee, a construction), the list shows the hand.
 * Everything comes from the view: another seat's hand is a count, the
 * deck a count.  The buttons and cards act through the board's actions
 * ("board.take", "board.hand" …), so the panel holds no game logic.
 */
#include "trehgrannik-board-private.h"

#include <glib/gi18n.h>

#include "trehgrannik-words.h"
#include "ts-board-util.h"
#include "ts-cached-area.h"
#include "ts-hand-view.h"
#include "ts-seat-panel.h"
#include "ts-setup.h"

#define DECK_CARD_W 34
#define DECK_CARD_H 44
#define TILE_SIZE 18

static const char * const fallback_colours[TS_MAX_SEATS] = { "red", "blue", "green", "yellow" };

/* A seat: its line in the scores, its harvester in the list. */
typedef struct
{
  GtkWidget *tile;
  GtkWidget *name;
  GtkWidget *presence;
  GtkWidget *cards;
  GtkWidget *score;
  GtkWidget *harvester;
  GtkWidget *harvester_title;
  GtkWidget *harvester_body;
  guint32    rgb;
  TsSeatGlyph glyph;
} SeatBlock;

struct _TsTrehgrannikPanel
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *prompt_label;
  GtkWidget *actions_box;
  GtkWidget *draw_button;
  GtkWidget *build_button;
  GtkWidget *build_other_button;
  GtkWidget *slot_fore_button;
  GtkWidget *slot_center_button;
  GtkWidget *slot_cargo_button;
  GtkWidget *use_button;
  GtkWidget *pass_button;
  GtkWidget *cancel_button;
  GtkWidget *scores_grid;
  GtkWidget *scroller;
  GtkWidget *content;
  GtkWidget *market_title;
  GtkWidget *deck_card;
  GtkWidget *deck_caption;
  GtkWidget *market_hand;
  GtkWidget *hand_title;
  GtkWidget *hand_view;
  GtkWidget *seats_box;

  SeatBlock  seats[TS_MAX_SEATS];
  guint      n_seats;
  TgStep     shown_step;
  gboolean   hand_shown;       /* the list was scrolled to the hand */
  guint      show_hand_id;
  int        market_cards[TG_N_CARDS];   /* card of each market view */
  guint      n_market;
  int        hand_cards[TG_N_CARDS];
  guint      n_hand;
};

G_DEFINE_FINAL_TYPE (TsTrehgrannikPanel, ts_trehgrannik_panel, GTK_TYPE_WIDGET)

/* Input: through the board's actions */

static void
on_deck_activate (TsTrehgrannikPanel *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "board.take", "i", -1);
}

static void
on_market_activated (TsHandView         *hand,
                     guint               index,
                     TsTrehgrannikPanel *self)
{
  if (index < self->n_market)
    gtk_widget_activate_action (GTK_WIDGET (self), "board.take", "i", self->market_cards[index]);
}

static void
on_hand_activated (TsHandView         *hand,
                   guint               index,
                   TsTrehgrannikPanel *self)
{
  if (index < self->n_hand)
    gtk_widget_activate_action (GTK_WIDGET (self), "board.hand", "i", self->hand_cards[index]);
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
  GdkRGBA fill = ts_board_util_rgb_to_rgba (seat->rgb, 1);
  GdkRGBA black = { 0, 0, 0, 1 }, white = { 1, 1, 1, 1 };
  double side = MIN (width, height) - 2;

  ts_board_util_path_round_rect (cr, (width - side) / 2, (height - side) / 2, side, side, side * 0.2);
  ts_board_util_set_source (cr, &fill, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  /* The glyph the board draws the seat's projects in, in black or white,
   * whichever stands out on the colour. */
  ts_seat_panel_path_glyph (cr, seat->glyph, width / 2.0, height / 2.0, side * 0.3);
  if (ts_board_util_contrast (&fill, &black) >= ts_board_util_contrast (&fill, &white))
    cairo_set_source_rgb (cr, 0, 0, 0);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
}

static GtkWidget *
new_label (const char *css,
           float       xalign)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
}

static void
set_seats (TsTrehgrannikPanel *self,
           guint               n)
{
  n = MIN (n, TS_MAX_SEATS);
  while (self->n_seats > n)
    {
      SeatBlock *seat = &self->seats[--self->n_seats];

      gtk_grid_remove_row (GTK_GRID (self->scores_grid), (int) self->n_seats);
      gtk_box_remove (GTK_BOX (self->seats_box), seat->harvester);
      *seat = (SeatBlock) { NULL };
    }
  while (self->n_seats < n)
    {
      int row = (int) self->n_seats;
      SeatBlock *seat = &self->seats[self->n_seats++];

      seat->tile = ts_cached_area_new ();
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (seat->tile), TILE_SIZE);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (seat->tile), TILE_SIZE);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (seat->tile), draw_tile, seat, NULL);
      gtk_widget_set_valign (seat->tile, GTK_ALIGN_CENTER);
      gtk_accessible_update_state (GTK_ACCESSIBLE (seat->tile), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      /* The name wraps, never shortened: "Computer 2" stays whole. */
      seat->name = new_label (NULL, 0);
      gtk_widget_set_hexpand (seat->name, TRUE);
      seat->cards = new_label ("dim-label", 1);
      seat->score = new_label ("heading", 1);
      gtk_grid_attach (GTK_GRID (self->scores_grid), seat->tile, 0, row, 1, 1);
      /* Online, under the name: who is there. */
      gtk_grid_attach (GTK_GRID (self->scores_grid), ts_board_util_name_box (seat->name, &seat->presence),
                       1, row, 1, 1);
      gtk_grid_attach (GTK_GRID (self->scores_grid), seat->cards, 2, row, 1, 1);
      gtk_grid_attach (GTK_GRID (self->scores_grid), seat->score, 3, row, 1, 1);

      seat->harvester = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      seat->harvester_title = new_label ("heading", 0);
      seat->harvester_body = new_label (NULL, 0);
      gtk_label_set_wrap_mode (GTK_LABEL (seat->harvester_body), PANGO_WRAP_WORD);
      gtk_box_append (GTK_BOX (seat->harvester), seat->harvester_title);
      gtk_box_append (GTK_BOX (seat->harvester), seat->harvester_body);
      gtk_box_append (GTK_BOX (self->seats_box), seat->harvester);
    }
}

/* The cards of SLOT of SEAT: "Quarry ×2, Solar Array". */
static char *
slot_cards (TsTrehgrannikGame *view,
            int                seat,
            TgSlot             slot)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (int c = 0; c < TG_N_CARDS; c++)
    {
      guint n = ts_trehgrannik_game_get_slot_count (view, seat, slot, c);

      if (n == 1)
        g_ptr_array_add (items, g_strdup (tg_words_card (c)));
      else if (n > 1)
        /* Translators: Trehgrannik: several cards of one name in a slot
           of the harvester ("Quarry ×2") */
        g_ptr_array_add (items, g_strdup_printf (C_("card count", "%1$s ×%2$u"), tg_words_card (c), n));
    }
  g_ptr_array_add (items, NULL);
  /* Translators: the separator of the cards in a slot of a harvester
     ("Quarry ×2, Solar Array") */
  return g_strjoinv (C_("card list", ", "), (char **) items->pdata);
}

static char *
forepart_line (TsTrehgrannikGame *view,
               int                seat)
{
  guint n = ts_trehgrannik_game_get_slot_count (view, seat, TG_SLOT_FOREPART, -1);
  guint cap = ts_trehgrannik_game_get_slot_capacity (view, TG_SLOT_FOREPART);
  const char *tile = _(tg_fore_tiles[ts_trehgrannik_game_get_fore (view, seat)].name);
  g_autofree char *cards = slot_cards (view, seat, TG_SLOT_FOREPART);

  if (n == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: Trehgrannik: the forepart,
                                            a card slot of the harvester, and its
                                            ability (%1$s, "Jump"), usable once the
                                            slot holds %2$d cards */
                                         "Forepart (%1$s): empty, %2$d card makes it ready",
                                         "Forepart (%1$s): empty, %2$d cards make it ready", cap),
                            tile, cap);
  if (n < cap)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: Trehgrannik: the forepart
                                            and its ability (%1$s), the cards in it
                                            (%2$s), and how many more make the
                                            ability ready */
                                         "Forepart (%1$s): %2$s; %3$d more card makes it ready",
                                         "Forepart (%1$s): %2$s; %3$d more cards make it ready", cap - n),
                            tile, cards, cap - n);
  /* Translators: Trehgrannik: the forepart and its ability (%1$s), full
     of the cards %2$s: the ability may be used once */
  return g_strdup_printf (_("Forepart (%1$s): %2$s; ready"), tile, cards);
}

static char *
center_line (TsTrehgrannikGame *view,
             int                seat)
{
  guint n = ts_trehgrannik_game_get_slot_count (view, seat, TG_SLOT_CENTER, -1);
  guint cap = ts_trehgrannik_game_get_slot_capacity (view, TG_SLOT_CENTER);
  const char *tile = _(tg_main_tiles[ts_trehgrannik_game_get_main (view, seat)].name);
  g_autofree char *cards = slot_cards (view, seat, TG_SLOT_CENTER);

  if (n == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: Trehgrannik: the center, a
                                            card slot of the harvester, and the
                                            ability of the main part (%1$s, "Free
                                            Drive"), which works for good once the
                                            slot holds %2$d cards */
                                         "Center (%1$s): empty, %2$d card makes it work",
                                         "Center (%1$s): empty, %2$d cards make it work", cap),
                            tile, cap);
  if (n < cap)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: Trehgrannik: the center and
                                            its ability (%1$s), the cards in it
                                            (%2$s), and how many more make the
                                            ability work */
                                         "Center (%1$s): %2$s; %3$d more card makes it work",
                                         "Center (%1$s): %2$s; %3$d more cards make it work", cap - n),
                            tile, cards, cap - n);
  /* Translators: Trehgrannik: the center and its ability (%1$s), full of
     the cards %2$s: the ability works for the rest of the game */
  return g_strdup_printf (_("Center (%1$s): %2$s; working"), tile, cards);
}

static char *
cargo_line (TsTrehgrannikGame *view,
            int                seat)
{
  g_autofree char *cards = NULL;

  if (ts_trehgrannik_game_get_slot_count (view, seat, TG_SLOT_CARGO, -1) == 0)
    /* Translators: Trehgrannik: the cargo, the harvester's slot whose
       cards score at the end, holds nothing */
    return g_strdup (_("Cargo: empty"));
  cards = slot_cards (view, seat, TG_SLOT_CARGO);
  /* Translators: Trehgrannik: the cards in the cargo, the harvester's
     slot whose cards score at the end */
  return g_strdup_printf (_("Cargo: %s"), cards);
}

/* What SEAT may still build, zeros left out. */
static char *
supply_line (TsTrehgrannikGame *view,
             int                seat)
{
  int m = (int) ts_trehgrannik_game_get_supply (view, seat, TG_PROJECT_MODULE);
  int b = (int) ts_trehgrannik_game_get_supply (view, seat, TG_PROJECT_BASE);
  /* Translators: Trehgrannik: modules (projects built with one card) a
     player may still build */
  g_autofree char *modules = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d module", "%d modules", m), m);
  /* Translators: Trehgrannik: bases (projects built with two or more
     cards) a player may still build */
  g_autofree char *bases = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d base", "%d bases", b), b);

  if (m > 0 && b > 0)
    /* Translators: Trehgrannik: the projects a player may still build
       ("5 modules and 2 bases"); the last one built ends the game */
    return g_strdup_printf (_("Left to build: %1$s and %2$s"), modules, bases);
  if (m > 0 || b > 0)
    /* Translators: Trehgrannik: the projects a player may still build
       ("5 modules"); the last one built ends the game */
    return g_strdup_printf (_("Left to build: %s"), m > 0 ? modules : bases);
  /* Translators: Trehgrannik: a player has built every project */
  return g_strdup (_("Nothing left to build"));
}

static void
update_seat (TsTrehgrannikPanel *self,
             const TgScene      *scene,
             TsTable            *table,
             int                 s)
{
  SeatBlock *seat = &self->seats[s];
  TsTrehgrannikGame *view = scene->view;
  const char *colour = ts_board_util_setup_colour (table, s);
  gboolean over = ts_game_is_over (TS_GAME (view));
  gboolean on_turn = !over && scene->seat == s;
  guint n_hand = ts_trehgrannik_game_get_hand_size (view, s);
  const char *name = scene->names[s] != NULL ? scene->names[s] : "";
  g_autofree char *name_text = NULL;
  g_autofree char *cards = NULL;
  g_autofree char *score = ts_game_describe_score (TS_GAME (view), s);
  g_autofree char *title = NULL;
  g_autofree char *fore = forepart_line (view, s);
  g_autofree char *center = center_line (view, s);
  g_autofree char *cargo = cargo_line (view, s);
  g_autofree char *supply = supply_line (view, s);
  g_autofree char *body = g_strdup_printf ("%s\n%s\n%s\n%s", fore, center, cargo, supply);
  g_autofree char *abilities = NULL;
  guint32 rgb = ts_seat_colour_rgb (colour != NULL ? colour : fallback_colours[s]);
  TsSeatGlyph glyph = (TsSeatGlyph) (TS_SEAT_GLYPH_CIRCLE + s % 4);

  if (rgb != seat->rgb || glyph != seat->glyph)
    {
      seat->rgb = rgb;
      seat->glyph = glyph;
      ts_cached_area_invalidate (TS_CACHED_AREA (seat->tile));
    }
  if (on_turn)
    /* Translators: the name of the seat on turn, in its panel. */
    name_text = g_strdup_printf (C_("seat", "%s (on turn)"), name);
  gtk_label_set_text (GTK_LABEL (seat->name), on_turn ? name_text : name);
  if (on_turn)
    gtk_widget_add_css_class (seat->name, "heading");
  else
    gtk_widget_remove_css_class (seat->name, "heading");
  ts_board_util_show_presence (seat->presence, ts_board_util_presence_words (table, s));
  if (n_hand == 0)
    /* Translators: Trehgrannik: a player holds no cards in hand */
    cards = g_strdup (_("no cards"));
  else
    /* Translators: Trehgrannik: the cards a player holds in hand */
    cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", n_hand), n_hand);
  gtk_label_set_text (GTK_LABEL (seat->cards), cards);
  gtk_label_set_text (GTK_LABEL (seat->score), score);

  if (s == scene->viewer)
    /* Translators: Trehgrannik: the heading over the reader's own
       harvester (the vehicle they drive across the planet) */
    title = g_strdup (_("Your harvester"));
  else
    /* Translators: Trehgrannik: the heading over a player's harvester */
    title = g_strdup_printf (_("%s’s harvester"), name);
  gtk_label_set_text (GTK_LABEL (seat->harvester_title), title);
  gtk_label_set_text (GTK_LABEL (seat->harvester_body), body);
  /* Translators: Trehgrannik: what the two abilities of a harvester do
     (%1$s and %3$s their names, %2$s and %4$s what they do) */
  abilities = g_strdup_printf (_("%1$s: %2$s.\n%3$s: %4$s."),
                               _(tg_fore_tiles[ts_trehgrannik_game_get_fore (view, s)].name),
                               _(tg_fore_tiles[ts_trehgrannik_game_get_fore (view, s)].description),
                               _(tg_main_tiles[ts_trehgrannik_game_get_main (view, s)].name),
                               _(tg_main_tiles[ts_trehgrannik_game_get_main (view, s)].description));
  gtk_widget_set_tooltip_text (seat->harvester_body, abilities);
}

/* Cards */

static void
update_market (TsTrehgrannikPanel *self,
               const TgScene      *scene)
{
  TsTrehgrannikGame *view = scene->view;
  guint n_deck = ts_trehgrannik_game_get_deck_size (view);
  g_autofree char *deck_text = NULL;
  /* Translators: Trehgrannik: the deck of face-down cards, for screen
     readers */
  g_autofree char *deck_name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Deck, %u card", "Deck, %u cards",
                                                             n_deck), n_deck);
  TsCardView *deck = TS_CARD_VIEW (self->deck_card);

  ts_card_view_set_card (deck, n_deck > 0 ? TG_CARD_UNKNOWN : -1, FALSE, 0);
  ts_card_view_set_count (deck, n_deck);
  ts_card_view_set_legal (deck, tg_scene_deck_legal (scene));
  ts_card_view_set_accessible_name (deck, deck_name);
  if (n_deck == 0)
    /* Translators: Trehgrannik: beside the market, when no card is left
       in the deck */
    deck_text = g_strdup (_("The deck is empty"));
  else
    /* Translators: Trehgrannik: beside the market, the cards left in the
       deck of face-down cards */
    deck_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card in the deck", "%u cards in the deck",
                                              n_deck), n_deck);
  gtk_label_set_text (GTK_LABEL (self->deck_caption), deck_text);

  self->n_market = 0;
  for (int c = 0; c < TG_N_CARDS; c++)
    if (ts_trehgrannik_game_get_market_count (view, c) > 0)
      self->market_cards[self->n_market++] = c;
  ts_hand_view_set_n_cards (TS_HAND_VIEW (self->market_hand), self->n_market);
  for (guint i = 0; i < self->n_market; i++)
    {
      TsCardView *card = ts_hand_view_get_card (TS_HAND_VIEW (self->market_hand), i);
      int c = self->market_cards[i];
      guint count = ts_trehgrannik_game_get_market_count (view, c);
      g_autofree char *rule = tg_card_rule_text (c);
      /* Translators: Trehgrannik: a card of the market (the face-up cards
         anyone may take) for screen readers and its tooltip: its name, how
         many lie there, where it may be built and what it earns */
      g_autofree char *name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s, %2$u in the market. %3$s",
                                                            "%1$s, %2$u in the market. %3$s", count),
                                               tg_words_card (c), count, rule);

      ts_card_view_set_card (card, c, TRUE, 0);
      ts_card_view_set_count (card, count);
      ts_card_view_set_legal (card, tg_scene_market_legal (scene, c));
      ts_card_view_set_accessible_name (card, name);
      gtk_widget_set_tooltip_text (GTK_WIDGET (card), name);
    }
}

static void
update_hand (TsTrehgrannikPanel *self,
             const TgScene      *scene)
{
  TsTrehgrannikGame *view = scene->view;
  gboolean seated = scene->viewer >= 0 && (guint) scene->viewer < scene->n_seats;

  gtk_widget_set_visible (self->hand_title, seated);
  gtk_widget_set_visible (self->hand_view, seated);
  self->n_hand = 0;
  if (seated)
    for (int c = 0; c < TG_N_CARDS; c++)
      if (ts_trehgrannik_game_get_hand_count (view, scene->viewer, c) > 0)
        self->hand_cards[self->n_hand++] = c;
  ts_hand_view_set_n_cards (TS_HAND_VIEW (self->hand_view), self->n_hand);
  for (guint i = 0; i < self->n_hand; i++)
    {
      TsCardView *card = ts_hand_view_get_card (TS_HAND_VIEW (self->hand_view), i);
      int c = self->hand_cards[i];
      guint count = ts_trehgrannik_game_get_hand_count (view, scene->viewer, c);
      g_autofree char *rule = tg_card_rule_text (c);
      /* Translators: Trehgrannik: a card of the player's hand for screen
         readers and its tooltip: its name, where it may be built and what
         it earns */
      g_autofree char *name = g_strdup_printf (C_("card", "%1$s. %2$s"), tg_words_card (c), rule);

      ts_card_view_set_card (card, c, TRUE, 0);
      ts_card_view_set_count (card, count);
      ts_card_view_set_legal (card, tg_scene_hand_card_legal (scene, c));
      ts_card_view_set_selected (card, tg_scene_hand_card_selected (scene, c));
      /* Both copies picked: one a construction card, one a doubler. */
      ts_card_view_set_mark (card, tg_scene_hand_card_picked (scene, c) > 1 ? "×2" : NULL);
      ts_card_view_set_accessible_name (card, name);
      gtk_widget_set_tooltip_text (GTK_WIDGET (card), name);
    }
}

/* The Build button says what it builds; when the cards make two
 * constructions (a Block as a construction card, or as the doubler of its
 * target: R21), a second button builds the other. */
static void
update_build_buttons (TsTrehgrannikPanel *self,
                      const TgScene      *scene)
{
  TgBuildChoice choices[TG_SCENE_MAX_CHOICES];
  guint n = tg_scene_build_choices (scene, choices);
  GtkWidget *buttons[2] = { self->build_button, self->build_other_button };

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      g_autofree char *what = i < n ? tg_scene_build_choice_text (choices, n, i) : NULL;
      g_autofree char *label = NULL;
      GtkWidget *child;

      if (what == NULL)
        label = g_strdup (_("_Build"));
      else if (choices[i].gc < 0)
        label = g_strdup_printf (i == 0
                                 /* Translators: Trehgrannik: the first
                                    Build button, with the mnemonic; %s is
                                    what it builds ("module", "doubled
                                    module", "base") */
                                 ? _("_Build %s")
                                 /* Translators: Trehgrannik: another Build
                                    button; %s is what it builds ("module",
                                    "doubled module", "base") */
                                 : _("Build %s"), what);
      else
        label = g_strdup_printf (i == 0
                                 /* Translators: Trehgrannik: the first
                                    Build button, with the mnemonic: what it
                                    builds and the GC (galactic currency,
                                    the victory points) it earns; a
                                    no-break space before GC keeps them on
                                    one line */
                                 ? _("_Build %s: %+d GC")
                                 /* Translators: Trehgrannik: another Build
                                    button: what it builds and the GC
                                    (galactic currency, the victory points)
                                    it earns; a no-break space before GC
                                    keeps them on one line */
                                 : _("Build %s: %+d GC"), what,
                                 choices[i].gc);
      gtk_button_set_label (GTK_BUTTON (buttons[i]), label);
      /* A long label wraps: the two Build buttons and Cancel share the
       * flow box's columns rather than a line each. */
      child = gtk_button_get_child (GTK_BUTTON (buttons[i]));
      if (GTK_IS_LABEL (child))
        {
          gtk_label_set_wrap (GTK_LABEL (child), TRUE);
          gtk_label_set_max_width_chars (GTK_LABEL (child), 14);
          gtk_label_set_justify (GTK_LABEL (child), GTK_JUSTIFY_CENTER);
        }
      gtk_widget_set_sensitive (buttons[i], i < n);
    }
  gtk_widget_set_visible (gtk_widget_get_parent (self->build_other_button),
                          scene->step == TG_STEP_BUILD && n > 1);
}

static void
update_actions (TsTrehgrannikPanel *self,
                const TgScene      *scene)
{
  gboolean slotting = scene->step == TG_STEP_SLOT;
  int use = -1;

  for (int a = 0; a < TG_N_FORE && use < 0; a++)
    if (scene->use[a] && scene->step == TG_STEP_ACTION)
      use = a;
  /* Drawing is one way to add cards: shown while cards may be taken, and
   * greyed when the deck is empty (the market is the other way). */
  gtk_widget_set_visible (gtk_widget_get_parent (self->draw_button),
                          scene->pending_dest < 0 && scene->pending_fee < 0
                          && (scene->step == TG_STEP_ACTION || scene->step == TG_STEP_ADD
                              || scene->step == TG_STEP_RECYCLE));
  gtk_widget_set_sensitive (self->draw_button, tg_scene_deck_legal (scene));
  gtk_widget_set_visible (gtk_widget_get_parent (self->build_button), scene->step == TG_STEP_BUILD);
  update_build_buttons (self, scene);
  gtk_widget_set_visible (gtk_widget_get_parent (self->slot_fore_button), slotting);
  gtk_widget_set_visible (gtk_widget_get_parent (self->slot_center_button), slotting);
  gtk_widget_set_visible (gtk_widget_get_parent (self->slot_cargo_button), slotting);
  gtk_widget_set_sensitive (self->slot_fore_button, scene->slot_ok[TG_SLOT_FOREPART]);
  gtk_widget_set_sensitive (self->slot_center_button, scene->slot_ok[TG_SLOT_CENTER]);
  gtk_widget_set_sensitive (self->slot_cargo_button, scene->slot_ok[TG_SLOT_CARGO]);
  gtk_widget_set_visible (gtk_widget_get_parent (self->use_button), use >= 0);
  if (use >= 0)
    {
      /* Translators: the button that declares a forepart ability. */
      g_autofree char *label = g_strdup_printf (_("_Use %s"), _(tg_fore_tiles[use].name));

      gtk_button_set_label (GTK_BUTTON (self->use_button), label);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->use_button), "i", use);
      gtk_widget_set_tooltip_text (self->use_button, _(tg_fore_tiles[use].description));
    }
  gtk_widget_set_visible (gtk_widget_get_parent (self->pass_button), scene->step == TG_STEP_PASS);
  gtk_widget_set_visible (gtk_widget_get_parent (self->cancel_button),
                          scene->pending_fee >= 0 || scene->pending_dest >= 0
                          || scene->n_picked != 0
                          || (scene->can_act && scene->step >= TG_STEP_ADD
                              && scene->step <= TG_STEP_RECYCLE));
}

/* Public */

GtkWidget *
ts_trehgrannik_panel_new (void)
{
  return g_object_new (TS_TYPE_TREHGRANNIK_PANEL, NULL);
}

/* The list scrolled so that the hand is at its top (or as far as it
 * goes), once laid out. */
static gboolean
show_hand (gpointer data)
{
  TsTrehgrannikPanel *self = data;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));
  graphene_rect_t hand, title;

  self->show_hand_id = 0;
  if (gtk_widget_compute_bounds (self->hand_view, self->content, &hand)
      && gtk_widget_compute_bounds (self->hand_title, self->content, &title))
    {
      double top = gtk_adjustment_get_value (adj);
      double page = gtk_adjustment_get_page_size (adj);

      /* Only when the hand is not in sight already. */
      if (title.origin.y < top || hand.origin.y + MIN (hand.size.height, page) > top + page)
        gtk_adjustment_set_value (adj, title.origin.y);
    }
  return G_SOURCE_REMOVE;
}

/* The decision is about the hand: a fee, a construction. */
static gboolean
hand_decision (const TgScene *scene)
{
  return scene->can_act && (scene->pending_dest >= 0 || scene->step == TG_STEP_DEST
                            || scene->step == TG_STEP_BUILD);
}

void
ts_trehgrannik_panel_update (TsTrehgrannikPanel *self,
                             const TgScene      *scene,
                             TsTable            *table,
                             const char         *prompt)
{
  gboolean about_hand;

  g_return_if_fail (TS_IS_TREHGRANNIK_PANEL (self));

  gtk_label_set_text (GTK_LABEL (self->prompt_label), prompt != NULL ? prompt : "");
  if (scene->view == NULL)
    {
      set_seats (self, 0);
      return;
    }
  update_actions (self, scene);
  update_market (self, scene);
  update_hand (self, scene);
  set_seats (self, scene->n_seats);
  for (guint s = 0; s < self->n_seats; s++)
    update_seat (self, scene, table, s);
  /* A decision about the hand brings the hand into sight, once: the
   * player may scroll away afterwards. */
  about_hand = hand_decision (scene);
  if (about_hand && !self->hand_shown && self->show_hand_id == 0)
    self->show_hand_id = g_idle_add_full (G_PRIORITY_LOW, show_hand, self, NULL);
  self->hand_shown = about_hand;
}

GtkWidget *
ts_trehgrannik_panel_get_deck (TsTrehgrannikPanel *self)
{
  return self->deck_card;
}

GtkWidget *
ts_trehgrannik_panel_get_market (TsTrehgrannikPanel *self,
                                 int                 card)
{
  for (guint i = 0; i < self->n_market; i++)
    if (self->market_cards[i] == card)
      return GTK_WIDGET (ts_hand_view_get_card (TS_HAND_VIEW (self->market_hand), i));
  return NULL;
}

GtkWidget *
ts_trehgrannik_panel_get_hand (TsTrehgrannikPanel *self,
                               int                 card)
{
  for (guint i = 0; i < self->n_hand; i++)
    if (self->hand_cards[i] == card)
      return GTK_WIDGET (ts_hand_view_get_card (TS_HAND_VIEW (self->hand_view), i));
  return NULL;
}

GtkWidget *
ts_trehgrannik_panel_get_score (TsTrehgrannikPanel *self,
                                int                 seat)
{
  if (seat < 0 || (guint) seat >= self->n_seats)
    return NULL;
  return self->seats[seat].score;
}

GtkWidget *
ts_trehgrannik_panel_get_name (TsTrehgrannikPanel *self,
                               int                 seat)
{
  if (seat < 0 || (guint) seat >= self->n_seats)
    return NULL;
  return self->seats[seat].name;
}

GtkWidget *
ts_trehgrannik_panel_get_cards (TsTrehgrannikPanel *self,
                                int                 seat)
{
  if (seat < 0 || (guint) seat >= self->n_seats)
    return NULL;
  return self->seats[seat].cards;
}

GtkWidget *
ts_trehgrannik_panel_get_draw (TsTrehgrannikPanel *self)
{
  return self->draw_button;
}

GtkWidget *
ts_trehgrannik_panel_get_cancel (TsTrehgrannikPanel *self)
{
  return self->cancel_button;
}

GtkWidget *
ts_trehgrannik_panel_get_prompt (TsTrehgrannikPanel *self)
{
  return self->prompt_label;
}

GtkWidget *
ts_trehgrannik_panel_get_build (TsTrehgrannikPanel *self,
                                int                 choice)
{
  return choice == 1 ? self->build_other_button : self->build_button;
}

GtkWidget *
ts_trehgrannik_panel_get_slot (TsTrehgrannikPanel *self,
                               TgSlot              slot)
{
  switch (slot)
    {
    case TG_SLOT_FOREPART:
      return self->slot_fore_button;
    case TG_SLOT_CENTER:
      return self->slot_center_button;
    case TG_SLOT_CARGO:
    case TG_N_SLOTS:
    default:
      return self->slot_cargo_button;
    }
}

/* GObject */

static void
ts_trehgrannik_panel_dispose (GObject *object)
{
  TsTrehgrannikPanel *self = TS_TREHGRANNIK_PANEL (object);

  g_clear_handle_id (&self->show_hand_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (object), TS_TYPE_TREHGRANNIK_PANEL);
  G_OBJECT_CLASS (ts_trehgrannik_panel_parent_class)->dispose (object);
}

static void
ts_trehgrannik_panel_class_init (TsTrehgrannikPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_trehgrannik_panel_dispose;

  g_type_ensure (TS_TYPE_CARD_VIEW);
  g_type_ensure (TS_TYPE_HAND_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/ui/trehgrannik-panel.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, TsTrehgrannikPanel, name)
  BIND (box);
  BIND (prompt_label);
  BIND (actions_box);
  BIND (draw_button);
  BIND (build_button);
  BIND (build_other_button);
  BIND (slot_fore_button);
  BIND (slot_center_button);
  BIND (slot_cargo_button);
  BIND (use_button);
  BIND (pass_button);
  BIND (cancel_button);
  BIND (scores_grid);
  BIND (scroller);
  BIND (content);
  BIND (market_title);
  BIND (deck_card);
  BIND (deck_caption);
  BIND (market_hand);
  BIND (hand_title);
  BIND (hand_view);
  BIND (seats_box);
#undef BIND
  gtk_widget_class_set_css_name (widget_class, "trehgrannik-panel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ts_trehgrannik_panel_init (TsTrehgrannikPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The flow box only wraps the buttons: Tab goes from button to button,
   * not through the box's own children. */
  for (GtkWidget *child = gtk_widget_get_first_child (self->actions_box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);

  ts_card_view_set_draw_func (TS_CARD_VIEW (self->deck_card), tg_card_view_draw, NULL, NULL);
  ts_card_view_set_card_size (TS_CARD_VIEW (self->deck_card), DECK_CARD_W, DECK_CARD_H);
  g_signal_connect_swapped (self->deck_card, "activate", G_CALLBACK (on_deck_activate), self);
  ts_hand_view_set_draw_func (TS_HAND_VIEW (self->market_hand), tg_card_view_draw, NULL);
  ts_hand_view_set_card_size (TS_HAND_VIEW (self->market_hand), TG_CARD_W, TG_CARD_H);
  /* Translators: Trehgrannik: a label in the side panel of the game; the
     market is the row of face-up cards anyone may take */
  ts_hand_view_set_placeholder (TS_HAND_VIEW (self->market_hand), _("The market is empty"));
  g_signal_connect (self->market_hand, "card-activated", G_CALLBACK (on_market_activated), self);
  ts_hand_view_set_draw_func (TS_HAND_VIEW (self->hand_view), tg_card_view_draw, NULL);
  ts_hand_view_set_card_size (TS_HAND_VIEW (self->hand_view), TG_CARD_W, TG_CARD_H);
  /* Translators: Trehgrannik: a label in the side panel of the game */
  ts_hand_view_set_placeholder (TS_HAND_VIEW (self->hand_view), _("No cards in your hand"));
  g_signal_connect (self->hand_view, "card-activated", G_CALLBACK (on_hand_activated), self);
}
