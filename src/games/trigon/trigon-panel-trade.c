/* trigon-panel-trade.c — the trade and blind-swap composers of the Rule
 * of Trigon panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A coin offer (R32): the target, what the viewer gives and what it asks
 * (a spin button per coin kind each), and Send, sensitive only when the
 * scene says the offer is legal, with the reason below when it is not.
 * A blind swap (R33): the target, one of the viewer's own hand cards,
 * Send.  Nothing reaches the match before Send; the board's actions make
 * the move.  The lists are rebuilt only when the targets or the hand
 * change.
 */
#include "trigon-panel-private.h"

#include <string.h>

#include <glib/gi18n.h>

static const char * const coin_names[TRG_N_COINS] = {
  /* Translators: Rule of Trigon: the coin of the lowest value (1), in the
     trade panel */
  N_("Copper"),
  /* Translators: Rule of Trigon: the coin of middle value (3 copper), in
     the trade panel */
  N_("Silver"),
  /* Translators: Rule of Trigon: the coin of the highest value (3 silver),
     in the trade panel */
  N_("Gold"),
};

struct _TrgTrade
{
  const TrgScene *scene;
  gboolean        updating;

  /* The coin offer. */
  GtkWidget      *offer_target;
  GtkStringList  *offer_model;
  int             offer_seats[TS_MAX_SEATS];
  guint           n_offer_seats;
  GtkWidget      *give_spin[TRG_N_COINS];
  GtkWidget      *get_spin[TRG_N_COINS];
  GtkWidget      *offer_send;
  GtkWidget      *offer_reason;

  /* The blind swap. */
  GtkWidget      *swap_target;
  GtkStringList  *swap_model;
  int             swap_seats[TS_MAX_SEATS];
  guint           n_swap_seats;
  GtkWidget      *swap_card;
  GtkStringList  *card_model;
  int             cards[TRG_N_CARD_CODES];
  guint           n_cards;
  GtkWidget      *swap_send;
  GtkWidget      *swap_reason;
};

static gboolean
viewer_seated (const TrgScene *scene)
{
  return scene != NULL && scene->view != NULL && scene->viewer >= 0
         && (guint) scene->viewer < scene->n_seats;
}

static int
selected_seat (GtkWidget  *dropdown,
               const int  *seats,
               guint       n_seats)
{
  guint i = gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown));

  return i < n_seats ? seats[i] : TRG_NONE;
}

static void
show_reason (GtkWidget  *send,
             GtkWidget  *label,
             gboolean    legal,
             const char *reason)
{
  const char *tip = !legal && reason != NULL && *reason != '\0' ? reason : NULL;

  gtk_widget_set_sensitive (send, legal);
  gtk_label_set_text (GTK_LABEL (label), tip != NULL ? tip : "");
  gtk_widget_set_visible (label, tip != NULL);
  if (g_strcmp0 (gtk_widget_get_tooltip_text (send), tip) != 0)
    gtk_widget_set_tooltip_text (send, tip);
}

/* The coin offer */

static void
read_offer (TrgTrade *self,
            guint8    give[TRG_N_COINS],
            guint8    get[TRG_N_COINS])
{
  for (int c = 0; c < TRG_N_COINS; c++)
    {
      give[c] = (guint8) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->give_spin[c]));
      get[c] = (guint8) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->get_spin[c]));
    }
}

static void
refresh_offer (TrgTrade *self)
{
  guint8 give[TRG_N_COINS], get[TRG_N_COINS];
  int seat = selected_seat (self->offer_target, self->offer_seats, self->n_offer_seats);
  g_autofree char *reason = NULL;
  gboolean legal = FALSE;
  TsMove move;

  if (!viewer_seated (self->scene))
    return;
  /* What may be asked: what the target holds (coins are public). */
  self->updating = TRUE;
  for (int c = 0; c < TRG_N_COINS; c++)
    {
      guint held = seat >= 0 ? ts_trigon_game_get_coins (self->scene->view, seat, c) : 0;
      guint mine = ts_trigon_game_get_coins (self->scene->view, self->scene->viewer, c);

      gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->get_spin[c]), 0, held);
      gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->give_spin[c]), 0, mine);
    }
  self->updating = FALSE;

  read_offer (self, give, get);
  if (seat >= 0)
    legal = trg_scene_offer (self->scene, seat, give, get, &move, &reason);
  else
    /* Translators: Rule of Trigon: a label in the side panel of the game */
    reason = g_strdup (_("No player to trade with."));
  show_reason (self->offer_send, self->offer_reason, legal, reason);
}

static void
on_offer_changed (TrgTrade *self)
{
  if (!self->updating)
    refresh_offer (self);
}

static void
on_offer_send (GtkButton *button,
               TrgTrade  *self)
{
  guint8 give[TRG_N_COINS], get[TRG_N_COINS];
  int seat = selected_seat (self->offer_target, self->offer_seats, self->n_offer_seats);

  if (seat < 0)
    return;
  read_offer (self, give, get);
  /* Emptied first: sending may rebuild the panel inside the call. */
  self->updating = TRUE;
  for (int c = 0; c < TRG_N_COINS; c++)
    {
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->give_spin[c]), 0);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->get_spin[c]), 0);
    }
  self->updating = FALSE;
  gtk_widget_activate_action (GTK_WIDGET (button), "board.offer", "(iiiiiii)", seat,
                              (int) give[TRG_COPPER], (int) give[TRG_SILVER], (int) give[TRG_GOLD],
                              (int) get[TRG_COPPER], (int) get[TRG_SILVER], (int) get[TRG_GOLD]);
}

/* The blind swap */

static void
refresh_swap (TrgTrade *self)
{
  int seat = selected_seat (self->swap_target, self->swap_seats, self->n_swap_seats);
  guint i = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->swap_card));
  g_autofree char *reason = NULL;
  gboolean legal = FALSE;
  TsMove move;

  if (!viewer_seated (self->scene))
    return;
  if (seat < 0)
    /* Translators: Rule of Trigon: a label in the side panel of the game */
    reason = g_strdup (_("No player to swap with."));
  else if (i >= self->n_cards)
    /* Translators: Rule of Trigon: a label in the side panel of the game */
    reason = g_strdup (_("You have no card to offer."));
  else
    legal = trg_scene_swap (self->scene, seat, self->cards[i], &move, &reason);
  show_reason (self->swap_send, self->swap_reason, legal, reason);
}

static void
on_swap_changed (TrgTrade *self)
{
  if (!self->updating)
    refresh_swap (self);
}

static void
on_swap_send (GtkButton *button,
              TrgTrade  *self)
{
  int seat = selected_seat (self->swap_target, self->swap_seats, self->n_swap_seats);
  guint i = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->swap_card));

  if (seat < 0 || i >= self->n_cards)
    return;
  gtk_widget_activate_action (GTK_WIDGET (button), "board.swap", "(ii)", seat, self->cards[i]);
}

/* Lists */

/* Makes MODEL list the other seats still in the game; keeps the seat
 * selected if it stays.  Rebuilt only when the list changes. */
static void
update_targets (TrgTrade       *self,
                const TrgScene *scene,
                GtkWidget      *dropdown,
                GtkStringList  *model,
                int            *seats,
                guint          *n_seats)
{
  int now[TS_MAX_SEATS];
  guint n = 0;
  int old = selected_seat (dropdown, seats, *n_seats);

  for (guint s = 0; s < scene->n_seats; s++)
    if ((int) s != scene->viewer && !ts_trigon_game_is_eliminated (scene->view, (int) s))
      now[n++] = (int) s;
  if (n == *n_seats && memcmp (now, seats, n * sizeof (int)) == 0)
    return;

  {
    const char *names[TS_MAX_SEATS + 1];

    for (guint i = 0; i < n; i++)
      names[i] = scene->names[now[i]] != NULL ? scene->names[now[i]] : "";
    names[n] = NULL;
    gtk_string_list_splice (model, 0, g_list_model_get_n_items (G_LIST_MODEL (model)), names);
  }
  memcpy (seats, now, n * sizeof (int));
  *n_seats = n;
  for (guint i = 0; i < n; i++)
    if (seats[i] == old)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), i);
}

static void
update_cards (TrgTrade       *self,
              const TrgScene *scene)
{
  int now[TRG_N_CARD_CODES];
  guint n = 0;
  guint i = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->swap_card));
  int old = i < self->n_cards ? self->cards[i] : TRG_NONE;
  g_autoptr(GPtrArray) titles = g_ptr_array_new ();

  for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
    if (ts_trigon_game_get_hand_events (scene->view, scene->viewer, e) > 0)
      now[n++] = e;
  for (int t = 0; t < TRG_N_TASKS; t++)
    if (ts_trigon_game_holds_task (scene->view, scene->viewer, t))
      now[n++] = TRG_CARD_TASK (t);
  if (n == self->n_cards && memcmp (now, self->cards, n * sizeof (int)) == 0)
    return;

  for (guint k = 0; k < n; k++)
    g_ptr_array_add (titles, (gpointer) trg_card_title (now[k]));
  g_ptr_array_add (titles, NULL);
  gtk_string_list_splice (self->card_model, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->card_model)),
                          (const char * const *) titles->pdata);
  memcpy (self->cards, now, n * sizeof (int));
  self->n_cards = n;
  for (guint k = 0; k < n; k++)
    if (self->cards[k] == old)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->swap_card), k);
}

/* Building */

static GtkWidget *
new_dropdown (GtkStringList *model,
              const char    *accessible)
{
  GtkWidget *dropdown = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (model)), NULL);

  gtk_widget_set_hexpand (dropdown, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  return dropdown;
}

static GtkWidget *
new_row (const char *title,
         GtkWidget  *widget)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), widget);
  return box;
}

static GtkWidget *
new_reason_label (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_set_visible (label, FALSE);
  return label;
}

static GtkWidget *
new_spin (TrgTrade   *self,
          const char *accessible)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (0, 0, 1);

  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 2);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (on_offer_changed), self);
  return spin;
}

static void
build_offer (TrgTrade  *self,
             GtkWidget *box)
{
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *label;

  self->offer_model = gtk_string_list_new (NULL);
  /* Translators: Rule of Trigon: a label in the side panel of the game */
  self->offer_target = new_dropdown (self->offer_model, _("Player to trade with"));
  g_signal_connect_swapped (self->offer_target, "notify::selected", G_CALLBACK (on_offer_changed), self);
  /* Translators: the target of a coin offer, before a list of players. */
  gtk_box_append (GTK_BOX (box), new_row (_("With"), self->offer_target));

  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  /* Translators: Rule of Trigon: a label in the side panel of the game */
  label = gtk_label_new (_("You give"));
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_grid_attach (GTK_GRID (grid), label, 1, 0, 1, 1);
  /* Translators: Rule of Trigon: a label in the side panel of the game */
  label = gtk_label_new (_("You ask"));
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_grid_attach (GTK_GRID (grid), label, 2, 0, 1, 1);
  for (int c = 0; c < TRG_N_COINS; c++)
    {
      g_autofree char *markup = g_strdup_printf ("<span foreground=\"%s\">●</span> %s",
                                                 trg_panel_coin_colours[c], _(coin_names[c]));
      /* Translators: the accessible names of the offer's spin buttons,
       * e.g. "Copper you give". */
      g_autofree char *give_name = g_strdup_printf (_("%s you give"), _(coin_names[c]));
      /* Translators: Rule of Trigon: a label in the side panel of the game */
      g_autofree char *get_name = g_strdup_printf (_("%s you ask"), _(coin_names[c]));

      label = gtk_label_new (NULL);
      gtk_label_set_markup (GTK_LABEL (label), markup);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_grid_attach (GTK_GRID (grid), label, 0, c + 1, 1, 1);
      self->give_spin[c] = new_spin (self, give_name);
      gtk_grid_attach (GTK_GRID (grid), self->give_spin[c], 1, c + 1, 1, 1);
      self->get_spin[c] = new_spin (self, get_name);
      gtk_grid_attach (GTK_GRID (grid), self->get_spin[c], 2, c + 1, 1, 1);
    }
  gtk_box_append (GTK_BOX (box), grid);

  /* Translators: Rule of Trigon: a label in the side panel of the game */
  self->offer_send = gtk_button_new_with_label (_("Send offer"));
  gtk_widget_set_halign (self->offer_send, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->offer_send, "suggested-action");
  g_signal_connect (self->offer_send, "clicked", G_CALLBACK (on_offer_send), self);
  gtk_box_append (GTK_BOX (box), self->offer_send);
  self->offer_reason = new_reason_label ();
  gtk_box_append (GTK_BOX (box), self->offer_reason);
}

static void
build_swap (TrgTrade  *self,
            GtkWidget *box)
{
  GtkWidget *note;

  self->swap_model = gtk_string_list_new (NULL);
  /* Translators: Rule of Trigon: a label in the side panel of the game */
  self->swap_target = new_dropdown (self->swap_model, _("Player to swap with"));
  g_signal_connect_swapped (self->swap_target, "notify::selected", G_CALLBACK (on_swap_changed), self);
  gtk_box_append (GTK_BOX (box), new_row (_("With"), self->swap_target));

  self->card_model = gtk_string_list_new (NULL);
  /* Translators: Rule of Trigon: a label in the side panel of the game */
  self->swap_card = new_dropdown (self->card_model, _("Card to give"));
  g_signal_connect_swapped (self->swap_card, "notify::selected", G_CALLBACK (on_swap_changed), self);
  /* Translators: the card offered in a blind swap, before a list. */
  gtk_box_append (GTK_BOX (box), new_row (_("Card"), self->swap_card));

  /* Translators: Rule of Trigon: a label in the side panel of the game */
  note = gtk_label_new (_("The other player does not see which card you offer; if they accept, they pick one of theirs in return."));
  gtk_label_set_xalign (GTK_LABEL (note), 0);
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_widget_add_css_class (note, "dim-label");
  gtk_widget_add_css_class (note, "caption");
  gtk_box_append (GTK_BOX (box), note);

  /* Translators: Rule of Trigon: a label in the side panel of the game */
  self->swap_send = gtk_button_new_with_label (_("Send swap offer"));
  gtk_widget_set_halign (self->swap_send, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->swap_send, "suggested-action");
  g_signal_connect (self->swap_send, "clicked", G_CALLBACK (on_swap_send), self);
  gtk_box_append (GTK_BOX (box), self->swap_send);
  self->swap_reason = new_reason_label ();
  gtk_box_append (GTK_BOX (box), self->swap_reason);
}

/* Public */

TrgTrade *
trg_trade_new (GtkWidget *trade_box,
               GtkWidget *swap_box)
{
  TrgTrade *self = g_new0 (TrgTrade, 1);

  build_offer (self, trade_box);
  build_swap (self, swap_box);
  return self;
}

void
trg_trade_free (TrgTrade *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->offer_model);
  g_clear_object (&self->swap_model);
  g_clear_object (&self->card_model);
  g_free (self);
}

void
trg_trade_forget_scene (TrgTrade *self)
{
  self->scene = NULL;
}

void
trg_trade_update (TrgTrade       *self,
                  const TrgScene *scene)
{
  self->scene = scene;
  if (!viewer_seated (scene) || scene->step != TRG_STEP_ACTION)
    return;

  self->updating = TRUE;
  update_targets (self, scene, self->offer_target, self->offer_model, self->offer_seats,
                  &self->n_offer_seats);
  update_targets (self, scene, self->swap_target, self->swap_model, self->swap_seats,
                  &self->n_swap_seats);
  update_cards (self, scene);
  self->updating = FALSE;
  refresh_offer (self);
  refresh_swap (self);
}

GtkWidget *
trg_trade_get_offer_button (TrgTrade *self)
{
  return self->offer_send;
}

GtkWidget *
trg_trade_get_swap_button (TrgTrade *self)
{
  return self->swap_send;
}
