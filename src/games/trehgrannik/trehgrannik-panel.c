/* trehgrannik-panel.c — the side panel of the Trehgrannik board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Real widgets (data/ui/trehgrannik-panel.ui), filled from the scene: the
 * prompt and the buttons of the turn (Build, the three slots, the
 * forepart ability, Pass, Cancel), the deck and the market stacks with
 * their counts, the viewer's hand as readable cards, and a block per seat
 * (TsSeatPanel: GC, supplies, harvester tiles, what is in each slot, the
 * hand as backs with a count).  Everything comes from the view: another
 * seat's hand is a count, the deck a count.  The buttons and cards act
 * through the board's actions ("board.take", "board.hand" …), so the panel
 * holds no game logic.
 */
#include "trehgrannik-board-private.h"

#include <glib/gi18n.h>

#include "ts-board-util.h"
#include "ts-hand-view.h"
#include "ts-seat-panel.h"

#define MARKET_CARD_W 74
#define MARKET_CARD_H 62
#define HAND_CARD_W 104
#define HAND_CARD_H 112
#define BACK_CARD_W 24
#define BACK_CARD_H 32

static const char * const fallback_colours[TS_MAX_SEATS] = { "red", "blue", "green", "yellow" };

typedef struct
{
  GtkWidget *box;
  GtkWidget *seat_panel;
  GtkWidget *hand_back;
} SeatBlock;

struct _TsTrehgrannikPanel
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *prompt_label;
  GtkWidget *actions_box;
  GtkWidget *build_button;
  GtkWidget *build_other_button;
  GtkWidget *slot_fore_button;
  GtkWidget *slot_center_button;
  GtkWidget *slot_cargo_button;
  GtkWidget *use_button;
  GtkWidget *pass_button;
  GtkWidget *cancel_button;
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
set_seats (TsTrehgrannikPanel *self,
           guint               n)
{
  n = MIN (n, TS_MAX_SEATS);
  while (self->n_seats > n)
    {
      SeatBlock *seat = &self->seats[--self->n_seats];

      gtk_box_remove (GTK_BOX (self->seats_box), seat->box);
      *seat = (SeatBlock) { NULL };
    }
  while (self->n_seats < n)
    {
      SeatBlock *seat = &self->seats[self->n_seats++];

      seat->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      seat->seat_panel = ts_seat_panel_new ();
      gtk_widget_set_hexpand (seat->seat_panel, TRUE);
      gtk_box_append (GTK_BOX (seat->box), seat->seat_panel);
      seat->hand_back = ts_card_view_new ();
      ts_card_view_set_draw_func (TS_CARD_VIEW (seat->hand_back), tg_card_view_draw, NULL, NULL);
      ts_card_view_set_card_size (TS_CARD_VIEW (seat->hand_back), BACK_CARD_W, BACK_CARD_H);
      gtk_widget_set_valign (seat->hand_back, GTK_ALIGN_START);
      gtk_widget_set_focusable (seat->hand_back, FALSE);
      gtk_box_append (GTK_BOX (seat->box), seat->hand_back);
      gtk_box_append (GTK_BOX (self->seats_box), seat->box);
    }
}

static char *
slot_text (TsTrehgrannikGame *view,
           int                seat,
           TgSlot             slot)
{
  static const char * const names[TG_N_SLOTS] = {
    /* Translators: Trehgrannik: a card slot of the harvester, at its front */
    N_("Forepart"),
    /* Translators: Trehgrannik: a card slot of the harvester, in its middle */
    N_("Center"),
    /* Translators: Trehgrannik: a card slot of the harvester, for cargo
       cards */
    N_("Cargo"),
  };
  guint n = ts_trehgrannik_game_get_slot_count (view, seat, slot, -1);
  guint cap = ts_trehgrannik_game_get_slot_capacity (view, slot);
  guint64 mask = 0;
  g_autofree char *cards = NULL;

  for (int c = 0; c < TG_N_CARDS; c++)
    if (ts_trehgrannik_game_get_slot_count (view, seat, slot, c) > 0)
      mask |= G_GUINT64_CONSTANT (1) << c;
  cards = tg_cards_text (mask);
  if (slot == TG_SLOT_CARGO)
    /* Translators: a harvester slot, its card count and the cards in it. */
    return g_strdup_printf (_("%s %u: %s"), _(names[slot]), n, n > 0 ? cards : "—");
  /* Translators: a harvester slot, cards / capacity, the cards in it. */
  return g_strdup_printf (_("%s %u/%u: %s"), _(names[slot]), n, cap, n > 0 ? cards : "—");
}

/* Another seat in three lines (GC above; supplies and tiles; the slots'
 * counts, their cards in the tooltip and the accessible text), so that
 * four seats fit the panel beside the viewer's hand; its hand is the back
 * beside it. */
static void
update_seat_compact (TsSeatPanel       *panel,
                     TsTrehgrannikGame *view,
                     int                s)
{
  TgForeAbility fore = ts_trehgrannik_game_get_fore (view, s);
  TgMainAbility main_part = ts_trehgrannik_game_get_main (view, s);
  /* Translators: a seat's supplies left and its two harvester tiles, on
   * one line. */
  g_autofree char *supply = g_strdup_printf (_("%u modules, %u bases · %s, %s"),
                                             ts_trehgrannik_game_get_supply (view, s, TG_PROJECT_MODULE),
                                             ts_trehgrannik_game_get_supply (view, s, TG_PROJECT_BASE),
                                             _(tg_fore_tiles[fore].name),
                                             _(tg_main_tiles[main_part].name));
  g_autofree char *fore_text = slot_text (view, s, TG_SLOT_FOREPART);
  g_autofree char *center_text = slot_text (view, s, TG_SLOT_CENTER);
  g_autofree char *cargo_text = slot_text (view, s, TG_SLOT_CARGO);
  g_autofree char *full = g_strdup_printf ("%s\n%s\n%s", fore_text, center_text, cargo_text);
  /* Translators: the cards in a seat's three harvester slots, on one
   * line: forepart and center as cards / capacity, cargo as a count. */
  g_autofree char *slots = g_strdup_printf (_("Forepart %u/%u · Center %u/%u · Cargo %u"),
                                            ts_trehgrannik_game_get_slot_count (view, s, TG_SLOT_FOREPART, -1),
                                            ts_trehgrannik_game_get_slot_capacity (view, TG_SLOT_FOREPART),
                                            ts_trehgrannik_game_get_slot_count (view, s, TG_SLOT_CENTER, -1),
                                            ts_trehgrannik_game_get_slot_capacity (view, TG_SLOT_CENTER),
                                            ts_trehgrannik_game_get_slot_count (view, s, TG_SLOT_CARGO, -1));
  g_autofree char *markup = g_markup_escape_text (slots, -1);
  GtkWidget *label;

  ts_seat_panel_set_counter (panel, "line-supply", supply, NULL);
  ts_seat_panel_set_counter (panel, "line-slots", markup, full);
  label = ts_seat_panel_get_counter (panel, "line-slots");
  if (label != NULL)
    gtk_widget_set_tooltip_text (label, full);
}

static void
update_seat (TsTrehgrannikPanel *self,
             const TgScene      *scene,
             TsMatch            *match,
             int                 s)
{
  SeatBlock *seat = &self->seats[s];
  TsSeatPanel *panel = TS_SEAT_PANEL (seat->seat_panel);
  TsTrehgrannikGame *view = scene->view;
  const char *colour = ts_board_util_setup_colour (match, s);
  gboolean over = ts_game_is_over (TS_GAME (view));
  guint n_hand = ts_trehgrannik_game_get_hand_size (view, s);
  TgForeAbility fore = ts_trehgrannik_game_get_fore (view, s);
  TgMainAbility main_part = ts_trehgrannik_game_get_main (view, s);
  /* Translators: Trehgrannik: a label in the side panel of the game; a
     project is a module (built with one card) or a base (usually two or
     more cards) on a hex */
  g_autofree char *supply = g_strdup_printf (_("Supply: %u modules, %u bases"),
                                             ts_trehgrannik_game_get_supply (view, s, TG_PROJECT_MODULE),
                                             ts_trehgrannik_game_get_supply (view, s, TG_PROJECT_BASE));
  /* Translators: Trehgrannik: a label in the side panel of the game */
  g_autofree char *tiles = g_strdup_printf (_("Tiles: %s, %s"), _(tg_fore_tiles[fore].name),
                                            _(tg_main_tiles[main_part].name));
  /* Translators: Trehgrannik: a label in the side panel of the game */
  g_autofree char *hand = g_strdup_printf (ngettext ("Hand: %u card", "Hand: %u cards", n_hand),
                                           n_hand);
  guint built = ts_trehgrannik_game_get_built (view, s);
  /* Translators: GC held, the cargo bonus it would score now, projects
   * built (the first tie-break). */
  g_autofree char *gc = g_strdup_printf (ngettext ("%d GC, cargo bonus %d, %u project built",
                                                   "%d GC, cargo bonus %d, %u projects built", built),
                                         ts_trehgrannik_game_get_gc (view, s),
                                         ts_trehgrannik_game_get_cargo_bonus (view, s), built);

  ts_seat_panel_set_colour (panel, colour != NULL ? colour : fallback_colours[s],
                            (TsSeatGlyph) (TS_SEAT_GLYPH_CIRCLE + s % 4));
  ts_seat_panel_set_name (panel, scene->names[s] != NULL ? scene->names[s] : "");
  ts_seat_panel_set_on_turn (panel, !over && scene->seat == s);
  if (s == scene->viewer)
    {
      ts_seat_panel_set_counter (panel, "line-supply", NULL, NULL);
      ts_seat_panel_set_counter (panel, "line-slots", NULL, NULL);
    }
  ts_seat_panel_set_score (panel, ts_game_get_score (TS_GAME (view), s));
  ts_seat_panel_set_counter (panel, "gc", gc, NULL);
  if (s != scene->viewer)
    {
      update_seat_compact (panel, view, s);
      ts_seat_panel_set_counter (panel, "supply", NULL, NULL);
      ts_seat_panel_set_counter (panel, "tiles", NULL, NULL);
    }
  else
    {
      ts_seat_panel_set_counter (panel, "supply", supply, NULL);
      ts_seat_panel_set_counter (panel, "tiles", tiles, NULL);
    }
  for (int slot = 0; slot < TG_N_SLOTS; slot++)
    {
      static const char * const ids[TG_N_SLOTS] = { "forepart", "center", "cargo" };
      g_autofree char *text = slot_text (view, s, slot);
      g_autofree char *markup = g_markup_escape_text (text, -1);

      ts_seat_panel_set_counter (panel, ids[slot], s == scene->viewer ? markup : NULL, text);
    }

  /* Another seat's hand: backs with a count, never the cards. */
  gtk_widget_set_visible (seat->hand_back, s != scene->viewer);
  ts_card_view_set_card (TS_CARD_VIEW (seat->hand_back), n_hand > 0 ? TG_CARD_UNKNOWN : -1, FALSE, 0);
  ts_card_view_set_count (TS_CARD_VIEW (seat->hand_back), n_hand);
  {
    g_autofree char *name = g_strdup_printf ("%s, %s", scene->names[s] != NULL ? scene->names[s] : "",
                                             hand);

    ts_card_view_set_accessible_name (TS_CARD_VIEW (seat->hand_back), name);
  }
}

/* Cards */

static void
update_market (TsTrehgrannikPanel *self,
               const TgScene      *scene)
{
  TsTrehgrannikGame *view = scene->view;
  guint n_deck = ts_trehgrannik_game_get_deck_size (view);
  /* Translators: Trehgrannik: a label in the side panel of the game */
  g_autofree char *deck_text = g_strdup_printf (ngettext ("Deck: %u", "Deck: %u", n_deck), n_deck);
  /* Translators: Trehgrannik: a label in the side panel of the game */
  g_autofree char *deck_name = g_strdup_printf (ngettext ("Deck, %u card", "Deck, %u cards", n_deck),
                                                n_deck);
  TsCardView *deck = TS_CARD_VIEW (self->deck_card);

  ts_card_view_set_card (deck, n_deck > 0 ? TG_CARD_UNKNOWN : -1, FALSE, 0);
  ts_card_view_set_count (deck, n_deck);
  ts_card_view_set_legal (deck, tg_scene_deck_legal (scene));
  ts_card_view_set_accessible_name (deck, deck_name);
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
      /* Translators: Trehgrannik: a label in the side panel of the game;
         the market is the row of face-up cards anyone may take */
      g_autofree char *name = g_strdup_printf (ngettext ("%s, %u in the market. %s",
                                                         "%s, %u in the market. %s", count),
                                               _(tg_cards[c].name), count, rule);

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
      g_autofree char *name = g_strdup_printf ("%s (%s). %s", _(tg_cards[c].name), tg_cards[c].code,
                                               rule);

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

void
ts_trehgrannik_panel_update (TsTrehgrannikPanel *self,
                             const TgScene      *scene,
                             TsMatch            *match,
                             const char         *prompt)
{
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
    update_seat (self, scene, match, s);
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
ts_trehgrannik_panel_get_back (TsTrehgrannikPanel *self,
                               int                 seat)
{
  if (seat < 0 || (guint) seat >= self->n_seats)
    return NULL;
  return self->seats[seat].hand_back;
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
  BIND (build_button);
  BIND (build_other_button);
  BIND (slot_fore_button);
  BIND (slot_center_button);
  BIND (slot_cargo_button);
  BIND (use_button);
  BIND (pass_button);
  BIND (cancel_button);
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
  ts_card_view_set_card_size (TS_CARD_VIEW (self->deck_card), MARKET_CARD_W, MARKET_CARD_H);
  g_signal_connect_swapped (self->deck_card, "activate", G_CALLBACK (on_deck_activate), self);
  ts_hand_view_set_draw_func (TS_HAND_VIEW (self->market_hand), tg_card_view_draw, NULL);
  ts_hand_view_set_card_size (TS_HAND_VIEW (self->market_hand), MARKET_CARD_W, MARKET_CARD_H);
  /* Translators: Trehgrannik: a label in the side panel of the game; the
     market is the row of face-up cards anyone may take */
  ts_hand_view_set_placeholder (TS_HAND_VIEW (self->market_hand), _("The market is empty"));
  g_signal_connect (self->market_hand, "card-activated", G_CALLBACK (on_market_activated), self);
  ts_hand_view_set_draw_func (TS_HAND_VIEW (self->hand_view), tg_card_view_draw, NULL);
  ts_hand_view_set_card_size (TS_HAND_VIEW (self->hand_view), HAND_CARD_W, HAND_CARD_H);
  /* Translators: Trehgrannik: a label in the side panel of the game */
  ts_hand_view_set_placeholder (TS_HAND_VIEW (self->hand_view), _("No cards in your hand"));
  g_signal_connect (self->hand_view, "card-activated", G_CALLBACK (on_hand_activated), self);
}
