/* trigon-panel.c — the side panel of the Rule of Trigon board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Real widgets (data/ui/trigon-panel.ui) in one scrolled column, filled
 * from the scene: the prompt and its choices, the selected position with
 * the army to send and the builds, the treasury and the bank's buttons,
 * the viewer's hand (events, tasks with their progress), the trade and
 * swap composers (trigon-panel-trade.c), the village overview, a block
 * per seat in action order (TsSeatPanel) and the log.
 *
 * Everything comes from the scene's view, which is already redacted:
 * another seat's hand is only counted.  Every button acts through the
 * board's actions (trigon-board-private.h), so the panel holds no rules;
 * a button the rules forbid now is greyed out with the reason beside it
 * (a greyed button has no tooltip the keyboard can reach).
 *
 * ts_trigon_panel_update () runs after every move and every change of
 * the selection: the lists (choices, hand, cards to pick, settlements)
 * are rebuilt only when a short summary of what they show changed; the
 * rest are setters that do nothing when the value stays.
 */
#include "trigon-panel-private.h"
#include "ts-board-summary.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ts-log-view.h"

/* Copper, silver, gold: the dots before the coins (readable on light and
 * dark themes). */
const char * const trg_panel_coin_colours[TRG_N_COINS] = { "#b5651d", "#8f8f8f", "#d4a00a" };

typedef struct
{
  const char *title;
  const char *cost;    /* a line under the title, or NULL */
  const char *tip;
} ButtonInfo;

static const ButtonInfo button_info[TRG_N_BUTTONS] = {
  [TRG_BUTTON_EXCHANGE_COPPER] = {
    /* Translators: Rule of Trigon: the title of a button in the side panel
       for exchanging coins with the bank (copper, silver and gold are the
       three coins of the game) */
    N_("Exchange 3 copper"),
    /* Translators: Rule of Trigon: the line under the button "Exchange 3
       copper": its cost or effect */
    N_("for 1 silver"),
    /* Translators: Rule of Trigon: the tooltip of the button "Exchange 3
       copper" */
    N_("Give the bank 3 copper for 1 silver") },
  [TRG_BUTTON_EXCHANGE_SILVER] = {
    /* Translators: Rule of Trigon: the title of a button in the side panel
       for exchanging coins with the bank (copper, silver and gold are the
       three coins of the game) */
    N_("Exchange 3 silver"),
    /* Translators: Rule of Trigon: the line under the button "Exchange 3
       silver": its cost or effect */
    N_("for 1 gold"),
    /* Translators: Rule of Trigon: the tooltip of the button "Exchange 3
       silver" */
    N_("Give the bank 3 silver for 1 gold") },
  [TRG_BUTTON_BUY_TASK] = {
    /* Translators: Rule of Trigon: the title of a button in the side panel
       for buying a task card, a secret goal that scores when fulfilled */
    N_("Buy a task"),
    /* Translators: Rule of Trigon: the line under the button "Buy a task":
       its cost or effect */
    N_("1 gold"),
    /* Translators: Rule of Trigon: the tooltip of the button "Buy a task" */
    N_("Take the top card of the task deck into your hand (secret until completed)") },
  [TRG_BUTTON_BUY_EVENT] = {
    /* Translators: Rule of Trigon: the title of a button in the side panel
       for buying an event card from the event deck */
    N_("Buy an event card"),
    /* Translators: Rule of Trigon: the line under the button "Buy an event
       card": its cost or effect */
    N_("1 copper"),
    /* Translators: Rule of Trigon: the tooltip of the button "Buy an event
       card" */
    N_("Take the top event card; a negative card is resolved at once") },
  [TRG_BUTTON_BUILD_KNIGHT] = {
    /* Translators: Rule of Trigon: the title of a button in the side panel
       for building a knight, a fighting figure; inhabitants are the
       population of a settlement */
    N_("Build a knight"),
    /* Translators: Rule of Trigon: the line under the button "Build a
       knight": its cost or effect */
    N_("1 copper + 1 inhabitant"),
    /* Translators: Rule of Trigon: the tooltip of the button "Build a
       knight" */
    N_("A knight at this settlement, which needs 2 or more inhabitants") },
  [TRG_BUTTON_BUILD_SCOUT] = {
    /* Translators: Rule of Trigon: the title of a button in the side panel
       for building a scout, the figure that explores and founds villages */
    N_("Build a scout"),
    /* Translators: Rule of Trigon: the line under the button "Build a
       scout": its cost or effect */
    N_("3 silver + 1 gold + 1 inhabitant"),
    /* Translators: Rule of Trigon: the tooltip of the button "Build a
       scout" */
    N_("A scout at this settlement (at most 3 on the board)") },
  [TRG_BUTTON_BUILD_BOAT] = {
    /* Translators: Rule of Trigon: the title of a button in the side panel
       for building a boat, the figure that sails between harbours */
    N_("Build a boat"),
    /* Translators: Rule of Trigon: the line under the button "Build a
       boat": its cost or effect */
    N_("2 copper"),
    /* Translators: Rule of Trigon: the tooltip of the button "Build a boat" */
    N_("A boat at this harbour settlement (at most 5 on the board)") },
  [TRG_BUTTON_FOUND] = {
    /* Translators: Rule of Trigon: the title of a button in the side panel
       for founding a village (a new settlement) with a scout */
    N_("Found a village"),
    /* Translators: Rule of Trigon: the line under the button "Found a
       village": its cost or effect */
    N_("with the scout here"),
    /* Translators: Rule of Trigon: the tooltip of the button "Found a
       village" */
    N_("The scout here founds a village on this empty site") },
  [TRG_BUTTON_CROWN] = {
    /* Translators: Rule of Trigon: the title of a button in the side panel
       for crowning an emperor, which wins the game */
    N_("Crown the emperor"),
    /* Translators: Rule of Trigon: the line under the button "Crown the
       emperor": its cost or effect */
    N_("wins the game"),
    /* Translators: Rule of Trigon: the tooltip of the button "Crown the
       emperor" */
    N_("Crown an inhabitant of this settlement emperor") },
  [TRG_BUTTON_END] = {
    /* Translators: Rule of Trigon: the title of a button in the side panel
       for ending the turn */
    N_("End turn"),
    NULL,
    /* Translators: Rule of Trigon: the tooltip of the button "End turn" */
    N_("End your turn (E)") },
};

G_DEFINE_FINAL_TYPE (TsTrigonPanel, ts_trigon_panel, GTK_TYPE_WIDGET)

gboolean
trg_panel_viewer_seated (const TrgScene *scene)
{
  return scene->view != NULL && scene->viewer >= 0 && (guint) scene->viewer < scene->n_seats;
}

/* Stores KEY (taken) in *FIELD; TRUE when it differs from what was there. */
gboolean
trg_panel_key_changed (char **field,
                       char  *key)
{
  if (g_strcmp0 (*field, key) == 0)
    {
      g_free (key);
      return FALSE;
    }
  g_free (*field);
  *field = key;
  return TRUE;
}

void
trg_panel_clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    {
      if (GTK_IS_LIST_BOX (box))
        gtk_list_box_remove (GTK_LIST_BOX (box), child);
      else
        gtk_box_remove (GTK_BOX (box), child);
    }
}

GtkWidget *
trg_panel_new_label (const char *text,
                     gboolean    dim)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (dim)
    {
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "caption");
    }
  return label;
}

/* Coins */

char *
trg_panel_coin_words (TrgCoin coin,
                      guint   n)
{
  return trg_words_coin (coin, (int) n);
}

/* "3 copper and 1 gold": the kinds with none are left out ("nothing"
 * for none at all). */
char *
trg_panel_coins_text (const guint coins[TRG_N_COINS])
{
  return trg_words_coins ((int) coins[TRG_COPPER], (int) coins[TRG_SILVER], (int) coins[TRG_GOLD]);
}

/* The same with a coloured dot before each kind. */
char *
trg_panel_coins_markup (const guint coins[TRG_N_COINS])
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (int c = 0; c < TRG_N_COINS; c++)
    {
      g_autofree char *words = trg_panel_coin_words (c, coins[c]);
      g_autofree char *escaped = g_markup_escape_text (words, -1);

      if (text->len > 0)
        g_string_append (text, "   ");
      g_string_append_printf (text, "<span foreground=\"%s\">●</span> %s", trg_panel_coin_colours[c], escaped);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

void
trg_panel_seat_coins (const TrgScene *scene,
                      int             seat,
                      guint           coins[TRG_N_COINS])
{
  for (int c = 0; c < TRG_N_COINS; c++)
    coins[c] = ts_trigon_game_get_coins (scene->view, seat, c);
}

/* Button rows: a button with its cost, the reason it is greyed out */

static void
on_button_clicked (GtkButton     *button,
                   TsTrigonPanel *self)
{
  int which = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "trg-button"));

  gtk_widget_activate_action (GTK_WIDGET (button), "board.button", "i", which);
}

static void
make_button_row (TsTrigonPanel *self,
                 TrgButton      which,
                 GtkWidget     *grid)
{
  ButtonRow *row = &self->buttons[which];
  const ButtonInfo *info = &button_info[which];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *title = trg_panel_new_label (_(info->title), FALSE);

  row->title = title;
  gtk_label_set_xalign (GTK_LABEL (title), 0.5);
  gtk_label_set_justify (GTK_LABEL (title), GTK_JUSTIFY_CENTER);
  gtk_box_append (GTK_BOX (inner), title);
  if (info->cost != NULL)
    {
      GtkWidget *cost = trg_panel_new_label (_(info->cost), TRUE);

      gtk_label_set_xalign (GTK_LABEL (cost), 0.5);
      gtk_label_set_justify (GTK_LABEL (cost), GTK_JUSTIFY_CENTER);
      gtk_box_append (GTK_BOX (inner), cost);
    }
  row->button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (row->button), inner);
  /* Named by its title, its cost said after it, for a screen reader. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _(info->title),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  info->cost != NULL ? _(info->cost) : _(info->tip),
                                  -1);
  g_object_set_data (G_OBJECT (row->button), "trg-button", GINT_TO_POINTER (which));
  g_signal_connect (row->button, "clicked", G_CALLBACK (on_button_clicked), self);
  /* Every button of the turn is an action the layout keeps in view. */
  gtk_widget_add_css_class (row->button, "board-action");
  if (which == TRG_BUTTON_END)
    gtk_widget_add_css_class (row->button, "suggested-action");
  gtk_box_append (GTK_BOX (box), row->button);

  row->reason = trg_panel_new_label (NULL, TRUE);
  gtk_widget_set_visible (row->reason, FALSE);
  gtk_box_append (GTK_BOX (box), row->reason);

  row->cell = box;
  if (grid != NULL)
    gtk_grid_attach (GTK_GRID (grid), box, 0, 0, 1, 1);
}

/* Two buttons a line, equally wide, each line as high as its own.  (A
 * GtkFlowBox would do it, but Tab does not leave it past a greyed-out
 * button.) */
static GtkWidget *
new_button_grid (void)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  return grid;
}

/* Places the shown rows of GRID (the buttons N_WHICH of WHICH, in
 * their grid's order) two a line, with no gaps for hidden ones.  Only
 * moves them when what is shown changed. */
static void
layout_button_grid (TsTrigonPanel   *self,
                    GtkWidget       *grid,
                    const TrgButton *which,
                    guint            n_which)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (grid);
  guint mask = 0, k = 0;

  for (guint i = 0; i < n_which; i++)
    if (gtk_widget_get_visible (self->buttons[which[i]].cell))
      mask |= 1u << i;
  if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (grid), "trg-shown")) == mask + 1)
    return;
  g_object_set_data (G_OBJECT (grid), "trg-shown", GUINT_TO_POINTER (mask + 1));
  for (guint i = 0; i < n_which; i++)
    {
      GtkWidget *cell = self->buttons[which[i]].cell;
      GtkGridLayoutChild *child = GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, cell));
      /* Hidden rows take no room: after the shown ones. */
      guint place = mask & (1u << i) ? k++ : n_which + i;

      gtk_grid_layout_child_set_column (child, (int) (place % 2));
      gtk_grid_layout_child_set_row (child, (int) (place / 2));
    }
}

static const TrgButton build_buttons[] = {
  TRG_BUTTON_BUILD_KNIGHT, TRG_BUTTON_BUILD_SCOUT, TRG_BUTTON_BUILD_BOAT, TRG_BUTTON_FOUND,
  TRG_BUTTON_CROWN,
};
static const TrgButton bank_buttons[] = {
  TRG_BUTTON_EXCHANGE_COPPER, TRG_BUTTON_EXCHANGE_SILVER, TRG_BUTTON_BUY_TASK, TRG_BUTTON_BUY_EVENT,
};

/* Shows BUTTON's row if it applies now, greyed out with the reason when
 * the rules forbid it; TRUE when it is shown. */
static gboolean
update_button (TsTrigonPanel  *self,
               const TrgScene *scene,
               TrgButton       which)
{
  ButtonRow *row = &self->buttons[which];
  g_autofree char *reason = NULL;
  gboolean legal = scene->step == TRG_STEP_ACTION && trg_scene_button_legal (scene, which, &reason);
  gboolean shown = legal || (scene->step == TRG_STEP_ACTION && reason != NULL);

  gtk_widget_set_visible (row->cell, shown);
  if (!shown)
    return FALSE;
  gtk_widget_set_sensitive (row->button, legal);
  if (which == TRG_BUTTON_END)
    /* Pressed once with scouts unused: the prompt asks, and this ends. */
    /* Translators: Rule of Trigon: the End turn button once it has asked
       whether to end the turn with scouts unused */
    gtk_label_set_text (GTK_LABEL (row->title), scene->confirm_end ? _("End turn anyway") : _(button_info[which].title));
  gtk_label_set_text (GTK_LABEL (row->reason), !legal ? reason : "");
  gtk_widget_set_visible (row->reason, !legal && reason != NULL && *reason != '\0');
  {
    /* The reason, or what the button does: its tooltip and, for screen
     * readers, its description (set only when it changes). */
    const char *tip = !legal && reason != NULL ? reason : _(button_info[which].tip);
    const char *old = gtk_widget_get_tooltip_text (row->button);

    if (g_strcmp0 (old, tip) != 0)
      {
        gtk_widget_set_tooltip_text (row->button, tip);
        gtk_accessible_update_property (GTK_ACCESSIBLE (row->button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                        tip, -1);
      }
  }
  return TRUE;
}

/* 2. Choices */

static void
on_choice_chosen (TsPromptPanel *prompt,
                  guint          index,
                  TsTrigonPanel *self)
{
  gtk_widget_activate_action (GTK_WIDGET (prompt), "board.choose", "i", (int) index);
}

static void
update_choices (TsTrigonPanel  *self,
                const TrgScene *scene)
{
  gboolean shown = scene->step == TRG_STEP_CHOICE
                   || (scene->step == TRG_STEP_ACTION && scene->card != TRG_NONE);
  guint n = shown ? MIN (scene->n_choices, TRG_SCENE_MAX_CHOICES) : 0;
  const char *labels[TRG_SCENE_MAX_CHOICES];

  for (guint i = 0; i < n; i++)
    labels[i] = scene->choices[i].label != NULL ? scene->choices[i].label : "";
  gtk_widget_set_visible (self->choices_section, n > 0);
  gtk_widget_set_visible (self->cancel_button,
                          scene->step == TRG_STEP_ACTION
                          && (scene->card != TRG_NONE || scene->selected != TRG_NONE || scene->confirm_end));
  /* The kit's prompt panel keeps its buttons while the answers stay. */
  ts_prompt_panel_set_choices (TS_PROMPT_PANEL (self->prompt_panel), labels, n);

  if (shown && scene->n_more_choices > 0)
    {
      /* Translators: Rule of Trigon: a label in the side panel of the game */
      g_autofree char *more = g_strdup_printf (ngettext ("%u more choice is not listed: pick it on the map.",
                                                         "%u more choices are not listed: pick them on the map.",
                                                         scene->n_more_choices),
                                               scene->n_more_choices);

      gtk_label_set_text (GTK_LABEL (self->more_label), more);
      gtk_widget_set_visible (self->more_label, TRUE);
    }
  else
    gtk_widget_set_visible (self->more_label, FALSE);
}

/* 3. The selected position */

static void
on_army_changed (GtkSpinButton *spin,
                 TsTrigonPanel *self)
{
  int figure = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), "trg-figure"));

  if (self->updating)
    return;
  gtk_widget_activate_action (GTK_WIDGET (spin), "board.army", "(ii)", figure,
                              gtk_spin_button_get_value_as_int (spin));
}

static void
update_selected (TsTrigonPanel  *self,
                 const TrgScene *scene)
{
  gboolean shown = scene->step == TRG_STEP_ACTION && scene->selected != TRG_NONE;
  gboolean any_army = FALSE;

  gtk_widget_set_visible (self->selected_section, shown);
  for (int b = TRG_BUTTON_BUILD_KNIGHT; b <= TRG_BUTTON_CROWN; b++)
    if (!shown)
      gtk_widget_set_visible (self->buttons[b].cell, FALSE);
  if (!shown)
    return;

  {
    g_autofree char *text = trg_scene_describe_position (scene, scene->selected);

    gtk_label_set_text (GTK_LABEL (self->selected_label), text != NULL ? text : "");
  }
  for (int f = 0; f < TRG_N_FIGURES; f++)
    {
      int available = trg_scene_army_available (scene, f);
      GtkSpinButton *spin = GTK_SPIN_BUTTON (self->army_spin[f]);

      gtk_widget_set_visible (self->army_label[f], available > 0);
      gtk_widget_set_visible (self->army_spin[f], available > 0);
      if (available <= 0)
        continue;
      any_army = TRUE;
      gtk_spin_button_set_range (spin, 0, available);
      gtk_spin_button_set_value (spin, CLAMP (trg_scene_army_count (scene, f), 0, available));
    }
  gtk_widget_set_visible (self->army_title, any_army);
  gtk_widget_set_visible (self->army_grid, any_army);

  {
    gboolean any = FALSE;

    for (guint i = 0; i < G_N_ELEMENTS (build_buttons); i++)
      any |= update_button (self, scene, build_buttons[i]);
    layout_button_grid (self, self->build_grid, build_buttons, G_N_ELEMENTS (build_buttons));
    gtk_widget_set_visible (self->build_box, any);
  }
}

/* 4. Treasury and bank */

static void
update_treasury (TsTrigonPanel  *self,
                 const TrgScene *scene)
{
  guint coins[TRG_N_COINS], bank[TRG_N_COINS];
  gboolean seated = trg_panel_viewer_seated (scene);
  gboolean any = FALSE;

  gtk_widget_set_visible (self->treasury_section, seated);
  if (!seated)
    {
      /* End turn sits apart, on top of the panel: a spectator (a replay,
       * a computers' game) has no turn to end. */
      gtk_widget_set_visible (self->buttons[TRG_BUTTON_END].cell, FALSE);
      return;
    }

  trg_panel_seat_coins (scene, scene->viewer, coins);
  {
    g_autofree char *markup = trg_panel_coins_markup (coins);
    g_autofree char *words = trg_panel_coins_text (coins);
    /* Translators: the viewer's coins, read by screen readers. */
    g_autofree char *name = g_strdup_printf (_("Your coins: %s"), words);

    if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (self->coins_label)), markup) != 0)
      {
        gtk_label_set_markup (GTK_LABEL (self->coins_label), markup);
        gtk_accessible_update_property (GTK_ACCESSIBLE (self->coins_label), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        name, -1);
        ts_board_summary_set_spoken (self->coins_label, name);
      }
  }
  for (int c = 0; c < TRG_N_COINS; c++)
    bank[c] = ts_trigon_game_get_bank (scene->view, c);
  {
    g_autofree char *words = trg_panel_coins_text (bank);
    guint tasks = ts_trigon_game_deck_size (scene->view, 1);
    guint events = ts_trigon_game_deck_size (scene->view, 2);
    /* Translators: the size of the task deck. */
    g_autofree char *t = g_strdup_printf (ngettext ("%u task", "%u tasks", tasks), tasks);
    /* Translators: the size of the event deck. */
    g_autofree char *e = g_strdup_printf (ngettext ("%u event card", "%u event cards", events), events);
    /* Translators: the bank's coins, then the sizes of two decks. */
    g_autofree char *text = g_strdup_printf (_("Bank: %s. Decks: %s, %s."), words, t, e);

    gtk_label_set_text (GTK_LABEL (self->bank_label), text);
  }
  for (guint i = 0; i < G_N_ELEMENTS (bank_buttons); i++)
    any |= update_button (self, scene, bank_buttons[i]);
  layout_button_grid (self, self->bank_grid, bank_buttons, G_N_ELEMENTS (bank_buttons));
  any |= update_button (self, scene, TRG_BUTTON_END);
  gtk_widget_set_visible (self->bank_box, any);
}

/* 9. The log: followed only while it is shown */

static void
update_log (TsTrigonPanel *self)
{
  TsTable *table = gtk_expander_get_expanded (GTK_EXPANDER (self->log_expander)) ? self->table : NULL;

  ts_log_view_set_table (TS_LOG_VIEW (self->log_view), table);
}

static void
on_log_expanded (TsTrigonPanel *self)
{
  update_log (self);
}

/* The log's own scrolling is set before its new lines have a size: once
 * they have one (its range changed: new events, or it was just shown),
 * the newest line is brought into view. */
static void
on_log_range_changed (GtkAdjustment *adjustment)
{
  gtk_adjustment_set_value (adjustment,
                            gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
}

static void
on_auto_losses_toggled (TsTrigonPanel *self)
{
  if (self->updating)
    return;
  gtk_widget_activate_action (self->auto_losses_check, "board.auto-losses", "b",
                              gtk_check_button_get_active (GTK_CHECK_BUTTON (self->auto_losses_check)));
}

static void
on_cancel_clicked (TsTrigonPanel *self)
{
  gtk_widget_activate_action (self->cancel_button, "board.cancel", NULL);
}

/* Public */

GtkWidget *
ts_trigon_panel_new (void)
{
  return g_object_new (TS_TYPE_TRIGON_PANEL, NULL);
}

void
ts_trigon_panel_update (TsTrigonPanel  *self,
                        const TrgScene *scene,
                        TsTable        *table,
                        const char     *prompt)
{
  gboolean seated, acting;

  g_return_if_fail (TS_IS_TRIGON_PANEL (self));
  g_return_if_fail (scene != NULL);

  gtk_label_set_text (GTK_LABEL (self->prompt_label), prompt != NULL ? prompt : "");
  gtk_widget_set_visible (self->prompt_label, prompt != NULL && *prompt != '\0');
  if (self->table != table)
    {
      self->table = table;
      ts_log_view_set_viewer (TS_LOG_VIEW (self->log_view), scene->viewer);
      update_log (self);
    }
  else
    ts_log_view_set_viewer (TS_LOG_VIEW (self->log_view), scene->viewer);
  self->scene = scene;

  if (scene->view == NULL)
    {
      gtk_widget_set_visible (self->battle_section, FALSE);
      gtk_widget_set_visible (self->choices_section, FALSE);
      gtk_widget_set_visible (self->cancel_button, FALSE);
      gtk_widget_set_visible (self->selected_section, FALSE);
      gtk_widget_set_visible (self->treasury_section, FALSE);
      gtk_widget_set_visible (self->buttons[TRG_BUTTON_END].cell, FALSE);
      gtk_widget_set_visible (self->pick_section, FALSE);
      gtk_widget_set_visible (self->hand_section, FALSE);
      gtk_widget_set_visible (self->trade_expander, FALSE);
      gtk_widget_set_visible (self->swap_expander, FALSE);
      gtk_widget_set_visible (self->overview_expander, FALSE);
      gtk_widget_set_visible (self->auto_losses_check, FALSE);
      ts_prompt_panel_set_choices (TS_PROMPT_PANEL (self->prompt_panel), NULL, 0);
      g_clear_pointer (&self->hand_key, g_free);
      g_clear_pointer (&self->pick_key, g_free);
      g_clear_pointer (&self->overview_key, g_free);
      trg_trade_forget_scene (self->trade);
      trg_panel_set_seats (self, 0);
      return;
    }

  seated = trg_panel_viewer_seated (scene);
  acting = seated && scene->step == TRG_STEP_ACTION;
  self->updating = TRUE;
  {
    g_autofree char *battle = trg_scene_battle_text (scene);

    gtk_label_set_text (GTK_LABEL (self->battle_label), battle != NULL ? battle : "");
    gtk_widget_set_visible (self->battle_section, battle != NULL);
  }
  update_choices (self, scene);
  update_selected (self, scene);
  update_treasury (self, scene);
  trg_panel_update_pick (self, scene);
  trg_panel_update_hand (self, scene);
  gtk_widget_set_visible (self->trade_expander, acting && scene->n_seats > 1);
  gtk_widget_set_visible (self->swap_expander, acting && scene->n_seats > 1);
  trg_trade_update (self->trade, scene);
  trg_panel_update_overview (self, scene);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->auto_losses_check), scene->auto_losses);
  gtk_widget_set_visible (self->auto_losses_check, seated && scene->step != TRG_STEP_OVER);
  trg_panel_update_seats (self, scene);
  self->updating = FALSE;
}

GtkWidget *
ts_trigon_panel_get_part (TsTrigonPanel *self,
                          const char    *what,
                          int            arg)
{
  g_return_val_if_fail (TS_IS_TRIGON_PANEL (self), NULL);
  g_return_val_if_fail (what != NULL, NULL);

  if (g_str_equal (what, "prompt"))
    return self->prompt_label;
  if (g_str_equal (what, "choice"))
    return arg >= 0 && gtk_widget_get_visible (self->choices_section)
             ? ts_prompt_panel_get_button (TS_PROMPT_PANEL (self->prompt_panel), (guint) arg)
             : NULL;
  if (g_str_equal (what, "button"))
    return arg >= 0 && arg < TRG_N_BUTTONS && gtk_widget_is_visible (self->buttons[arg].cell)
             ? self->buttons[arg].button
             : NULL;
  if (g_str_equal (what, "card"))
    {
      if (arg < 0 || arg >= TRG_N_CARD_CODES)
        return NULL;
      if (self->pick_buttons[arg] != NULL && gtk_widget_get_visible (self->pick_section))
        return self->pick_buttons[arg];
      if (!gtk_widget_get_visible (self->hand_section))
        return NULL;
      /* Its button (Play, Give) when it has one, else the card's row. */
      return self->hand_buttons[arg] != NULL ? self->hand_buttons[arg] : self->hand_rows[arg];
    }
  if (g_str_equal (what, "army"))
    return arg >= 0 && arg < TRG_N_FIGURES && gtk_widget_is_visible (self->army_spin[arg])
             ? self->army_spin[arg]
             : NULL;
  if (g_str_equal (what, "back"))
    return arg >= 0 && (guint) arg < self->n_seats && gtk_widget_get_visible (self->seats[arg].back)
             ? self->seats[arg].back
             : NULL;
  /* The composers' send buttons: inside their expanders, which take a
   * closed child out of the widget tree (a click reaches the board only
   * when open). */
  if (g_str_equal (what, "offer"))
    return gtk_widget_get_visible (self->trade_expander) ? trg_trade_get_offer_button (self->trade) : NULL;
  if (g_str_equal (what, "swap"))
    return gtk_widget_get_visible (self->swap_expander) ? trg_trade_get_swap_button (self->trade) : NULL;
  if (g_str_equal (what, "overview"))
    return gtk_widget_get_visible (self->overview_expander) ? self->overview_list : NULL;
  if (g_str_equal (what, "auto-losses"))
    return gtk_widget_get_visible (self->auto_losses_check) ? self->auto_losses_check : NULL;
  if (g_str_equal (what, "seat"))
    return arg >= 0 && (guint) arg < self->n_seats ? self->seats[arg].panel : NULL;
  return NULL;
}

/* GObject */

static void
ts_trigon_panel_dispose (GObject *object)
{
  TsTrigonPanel *self = TS_TRIGON_PANEL (object);

  self->scene = NULL;
  self->table = NULL;
  if (self->trade != NULL)
    trg_trade_forget_scene (self->trade);
  if (self->log_view != NULL)
    ts_log_view_set_table (TS_LOG_VIEW (self->log_view), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), TS_TYPE_TRIGON_PANEL);
  G_OBJECT_CLASS (ts_trigon_panel_parent_class)->dispose (object);
}

static void
ts_trigon_panel_finalize (GObject *object)
{
  TsTrigonPanel *self = TS_TRIGON_PANEL (object);

  g_clear_pointer (&self->trade, trg_trade_free);
  g_free (self->hand_key);
  g_free (self->pick_key);
  g_free (self->overview_key);
  G_OBJECT_CLASS (ts_trigon_panel_parent_class)->finalize (object);
}

static void
ts_trigon_panel_class_init (TsTrigonPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_trigon_panel_dispose;
  object_class->finalize = ts_trigon_panel_finalize;

  g_type_ensure (TS_TYPE_LOG_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/ui/trigon-panel.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, TsTrigonPanel, name)
  BIND (panel_box);
  BIND (scroller);
  BIND (action_box);
  BIND (content);
  BIND (prompt_label);
  BIND (battle_section);
  BIND (battle_label);
  BIND (choices_section);
  BIND (choices_box);
  BIND (more_label);
  BIND (cancel_button);
  BIND (selected_section);
  BIND (selected_label);
  BIND (army_title);
  BIND (army_grid);
  BIND (build_box);
  BIND (treasury_section);
  BIND (coins_label);
  BIND (bank_label);
  BIND (bank_box);
  BIND (pick_section);
  BIND (pick_title);
  BIND (pick_list);
  BIND (hand_section);
  BIND (hand_title);
  BIND (hand_list);
  BIND (hand_empty);
  BIND (done_label);
  BIND (trade_expander);
  BIND (trade_box);
  BIND (swap_expander);
  BIND (swap_box);
  BIND (overview_expander);
  BIND (overview_list);
  BIND (overview_total);
  BIND (auto_losses_check);
  BIND (players_title);
  BIND (seats_box);
  BIND (log_expander);
  BIND (log_view);
#undef BIND
  gtk_widget_class_set_css_name (widget_class, "trigon-panel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ts_trigon_panel_init (TsTrigonPanel *self)
{
  static const char * const figure_names[TRG_N_FIGURES] = {
    /* Translators: Rule of Trigon: a heading in the side panel over a
       player's knights, the figures that fight */
    N_("Knights"),
    /* Translators: Rule of Trigon: a heading in the side panel over a
       player's scouts, the figures that explore and found villages */
    N_("Scouts"),
    /* Translators: Rule of Trigon: a heading in the side panel over a
       player's boats, the figures that sail between harbours */
    N_("Boats"),
  };

  gtk_widget_init_template (GTK_WIDGET (self));
  self->prompt_panel = ts_prompt_panel_new ();
  g_signal_connect (self->prompt_panel, "chosen", G_CALLBACK (on_choice_chosen), self);
  gtk_box_append (GTK_BOX (self->choices_box), self->prompt_panel);

  for (int f = 0; f < TRG_N_FIGURES; f++)
    {
      self->army_label[f] = gtk_label_new (_(figure_names[f]));
      gtk_label_set_xalign (GTK_LABEL (self->army_label[f]), 0);
      gtk_widget_set_hexpand (self->army_label[f], TRUE);
      gtk_grid_attach (GTK_GRID (self->army_grid), self->army_label[f], 0, f, 1, 1);
      self->army_spin[f] = gtk_spin_button_new_with_range (0, 1, 1);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (self->army_spin[f]), TRUE);
      gtk_editable_set_width_chars (GTK_EDITABLE (self->army_spin[f]), 2);
      g_object_set_data (G_OBJECT (self->army_spin[f]), "trg-figure", GINT_TO_POINTER (f));
      gtk_accessible_update_relation (GTK_ACCESSIBLE (self->army_spin[f]),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->army_label[f], NULL, -1);
      g_signal_connect (self->army_spin[f], "value-changed", G_CALLBACK (on_army_changed), self);
      gtk_grid_attach (GTK_GRID (self->army_grid), self->army_spin[f], 1, f, 1, 1);
    }

  self->build_grid = new_button_grid ();
  for (guint i = 0; i < G_N_ELEMENTS (build_buttons); i++)
    make_button_row (self, build_buttons[i], self->build_grid);
  gtk_box_append (GTK_BOX (self->build_box), self->build_grid);
  self->bank_grid = new_button_grid ();
  for (guint i = 0; i < G_N_ELEMENTS (bank_buttons); i++)
    make_button_row (self, bank_buttons[i], self->bank_grid);
  gtk_box_append (GTK_BOX (self->bank_box), self->bank_grid);
  /* End turn (and Cancel beside it) on top of the panel, never scrolled
   * away, whatever the selection shows below. */
  make_button_row (self, TRG_BUTTON_END, NULL);
  gtk_box_append (GTK_BOX (self->action_box), self->buttons[TRG_BUTTON_END].cell);

  self->trade = trg_trade_new (self->trade_box, self->swap_box);
  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (on_cancel_clicked), self);
  g_signal_connect_swapped (self->auto_losses_check, "toggled", G_CALLBACK (on_auto_losses_toggled), self);
  g_signal_connect_swapped (self->log_expander, "notify::expanded", G_CALLBACK (on_log_expanded), self);
  {
    GtkWidget *scrolled = gtk_widget_get_first_child (self->log_view);

    if (GTK_IS_SCROLLED_WINDOW (scrolled))
      g_signal_connect (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)), "changed",
                        G_CALLBACK (on_log_range_changed), NULL);
  }

  gtk_widget_set_visible (self->battle_section, FALSE);
  gtk_widget_set_visible (self->choices_section, FALSE);
  gtk_widget_set_visible (self->cancel_button, FALSE);
  gtk_widget_set_visible (self->selected_section, FALSE);
  gtk_widget_set_visible (self->treasury_section, FALSE);
  gtk_widget_set_visible (self->pick_section, FALSE);
  gtk_widget_set_visible (self->hand_section, FALSE);
  gtk_widget_set_visible (self->trade_expander, FALSE);
  gtk_widget_set_visible (self->swap_expander, FALSE);
  gtk_widget_set_visible (self->overview_expander, FALSE);
  gtk_widget_set_visible (self->auto_losses_check, FALSE);
}
