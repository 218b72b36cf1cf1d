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
#include "trigon-board-private.h"

#include <string.h>

#include <glib/gi18n.h>

#include "trigon-panel-trade.h"
#include "ts-board-util.h"
#include "ts-card-view.h"
#include "ts-log-view.h"
#include "ts-seat-panel.h"

#define BACK_CARD_W 26
#define BACK_CARD_H 36
#define REALM_DOT 14

static const char * const coin_colours[TRG_N_COINS] = { "#b5651d", "#8f8f8f", "#d4a00a" };

/* The realms' colours in words (trg_realm_colours is not translated). */
static const char * const realm_colour_words[TRG_N_REALMS] = {
  NC_("realm colour", "green"),
  NC_("realm colour", "purple"),
  NC_("realm colour", "yellow"),
  NC_("realm colour", "white"),
};

/* The bonus-point cards (spec §2.3). */
static const TrgEventKind point_cards[] = {
  TRG_E_KERKER, TRG_E_RAADHUIS, TRG_E_TENTOONSTELLING, TRG_E_SLOT,
};

typedef struct
{
  const char *title;
  const char *cost;    /* a line under the title, or NULL */
  const char *tip;
} ButtonInfo;

static const ButtonInfo button_info[TRG_N_BUTTONS] = {
  [TRG_BUTTON_EXCHANGE_COPPER] = { N_("Exchange 3 copper"), N_("for 1 silver"),
                                   N_("Give the bank 3 copper for 1 silver") },
  [TRG_BUTTON_EXCHANGE_SILVER] = { N_("Exchange 3 silver"), N_("for 1 gold"),
                                   N_("Give the bank 3 silver for 1 gold") },
  [TRG_BUTTON_BUY_TASK] = { N_("Buy a task"), N_("1 gold"),
                            N_("Take the top card of the task deck into your hand (secret until completed)") },
  [TRG_BUTTON_BUY_EVENT] = { N_("Buy an event card"), N_("1 copper"),
                             N_("Take the top event card; a negative card is resolved at once") },
  [TRG_BUTTON_BUILD_KNIGHT] = { N_("Build a knight"), N_("1 copper + 1 inhabitant"),
                                N_("A knight at this settlement, which needs 2 or more inhabitants") },
  [TRG_BUTTON_BUILD_SCOUT] = { N_("Build a scout"), N_("3 silver + 1 gold + 1 inhabitant"),
                               N_("A scout at this settlement (at most 3 on the board)") },
  [TRG_BUTTON_BUILD_BOAT] = { N_("Build a boat"), N_("2 copper"),
                              N_("A boat at this harbour settlement (at most 5 on the board)") },
  [TRG_BUTTON_FOUND] = { N_("Found a village"), N_("with the scout here"),
                         N_("The scout here founds a village on this empty site") },
  [TRG_BUTTON_CROWN] = { N_("Crown the emperor"), N_("wins the game"),
                         N_("Crown an inhabitant of this settlement emperor") },
  [TRG_BUTTON_END] = { N_("End turn"), NULL, N_("End your turn (E)") },
};

typedef struct
{
  GtkWidget *cell;     /* the flow box child holding the row */
  GtkWidget *button;
  GtkWidget *reason;
} ButtonRow;

typedef struct
{
  GtkWidget *panel;    /* TsSeatPanel */
  GtkWidget *disc;     /* the realm colour */
  GtkWidget *realm_label;
  GtkWidget *back;     /* the hand as backs, with a count */
  guint32    rgb;
} SeatBlock;

struct _TsTrigonPanel
{
  GtkWidget       parent_instance;

  /* The template. */
  GtkWidget      *scroller;
  GtkWidget      *content;
  GtkWidget      *prompt_label;
  GtkWidget      *choices_section;
  GtkWidget      *choices_box;
  GtkWidget      *more_label;
  GtkWidget      *cancel_button;
  GtkWidget      *selected_section;
  GtkWidget      *selected_label;
  GtkWidget      *army_title;
  GtkWidget      *army_grid;
  GtkWidget      *build_box;
  GtkWidget      *treasury_section;
  GtkWidget      *coins_label;
  GtkWidget      *bank_label;
  GtkWidget      *bank_box;
  GtkWidget      *pick_section;
  GtkWidget      *pick_title;
  GtkWidget      *pick_list;
  GtkWidget      *hand_section;
  GtkWidget      *hand_title;
  GtkWidget      *hand_list;
  GtkWidget      *hand_empty;
  GtkWidget      *done_label;
  GtkWidget      *trade_expander;
  GtkWidget      *trade_box;
  GtkWidget      *swap_expander;
  GtkWidget      *swap_box;
  GtkWidget      *overview_expander;
  GtkWidget      *overview_list;
  GtkWidget      *overview_total;
  GtkWidget      *players_title;
  GtkWidget      *seats_box;
  GtkWidget      *log_expander;
  GtkWidget      *log_view;

  /* Made in code. */
  ButtonRow       buttons[TRG_N_BUTTONS];
  GtkWidget      *army_label[TRG_N_FIGURES];
  GtkWidget      *army_spin[TRG_N_FIGURES];
  GPtrArray      *choice_buttons;
  GtkWidget      *hand_buttons[TRG_N_CARD_CODES];
  GtkWidget      *pick_buttons[TRG_N_CARD_CODES];
  SeatBlock       seats[TS_MAX_SEATS];
  guint           n_seats;
  int             order[TS_MAX_SEATS];
  TrgTrade       *trade;

  /* What the lists show now, to rebuild them only on a change. */
  char           *choices_key;
  char           *hand_key;
  char           *pick_key;
  char           *overview_key;

  const TrgScene *scene;     /* the board's, alive until the next update */
  TsMatch        *match;     /* not owned */
  gboolean        updating;  /* setting values: no actions */
};

G_DEFINE_FINAL_TYPE (TsTrigonPanel, ts_trigon_panel, GTK_TYPE_WIDGET)

static gboolean
viewer_seated (const TrgScene *scene)
{
  return scene->view != NULL && scene->viewer >= 0 && (guint) scene->viewer < scene->n_seats;
}

/* Stores KEY (taken) in *FIELD; TRUE when it differs from what was there. */
static gboolean
key_changed (char **field,
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

static void
clear_box (GtkWidget *box)
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

static GtkWidget *
new_label (const char *text,
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

static char *
coin_words (TrgCoin coin,
            guint   n)
{
  switch (coin)
    {
    case TRG_COPPER:
      /* Translators: an amount of coins; "copper" may need a plural. */
      return g_strdup_printf (ngettext ("%u copper", "%u copper", n), n);
    case TRG_SILVER:
      return g_strdup_printf (ngettext ("%u silver", "%u silver", n), n);
    case TRG_GOLD:
    case TRG_N_COINS:
    default:
      return g_strdup_printf (ngettext ("%u gold", "%u gold", n), n);
    }
}

/* "3 copper, 1 silver, 0 gold" (ALL: also the kinds with none). */
static char *
coins_text (const guint coins[TRG_N_COINS],
            gboolean    all)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (int c = 0; c < TRG_N_COINS; c++)
    if (all || coins[c] > 0)
      {
        g_autofree char *words = coin_words (c, coins[c]);

        if (text->len > 0)
          g_string_append (text, ", ");
        g_string_append (text, words);
      }
  if (text->len == 0)
    return g_strdup (_("nothing"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The same with a coloured dot before each kind. */
static char *
coins_markup (const guint coins[TRG_N_COINS])
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (int c = 0; c < TRG_N_COINS; c++)
    {
      g_autofree char *words = coin_words (c, coins[c]);
      g_autofree char *escaped = g_markup_escape_text (words, -1);

      if (text->len > 0)
        g_string_append (text, "   ");
      g_string_append_printf (text, "<span foreground=\"%s\">●</span> %s", coin_colours[c], escaped);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
seat_coins (const TrgScene *scene,
            int             seat,
            guint           coins[TRG_N_COINS])
{
  for (int c = 0; c < TRG_N_COINS; c++)
    coins[c] = ts_trigon_game_get_coins (scene->view, seat, c);
}

/* Drawing: the realm dot and the backs of a hand */

static void
draw_disc (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        data)
{
  SeatBlock *block = data;
  double r = MIN (width, height) / 2.0 - 1;
  GdkRGBA fg;

  if (r <= 0)
    return;
  cairo_arc (cr, width / 2.0, height / 2.0, r, 0, 2 * G_PI);
  ts_board_util_set_source_rgb (cr, block->rgb, 1);
  cairo_fill_preserve (cr);
  /* The text colour around it: a white realm shows on a light theme. */
  ts_board_util_get_fg (GTK_WIDGET (area), &fg);
  ts_board_util_set_source (cr, &fg, 0.6);
  cairo_set_line_width (cr, 1.2);
  cairo_stroke (cr);
}

static void
draw_back (TsCardView *view,
           cairo_t    *cr,
           double      width,
           double      height,
           gpointer    data)
{
  GdkRGBA fg;

  ts_board_util_get_fg (GTK_WIDGET (view), &fg);
  ts_board_util_path_round_rect (cr, 1, 1, width - 2, height - 2, 4);
  ts_board_util_set_source_rgb (cr, 0x5e3c99, 1);
  cairo_fill_preserve (cr);
  ts_board_util_set_source (cr, &fg, 0.7);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  /* A triangle, as on the cards' backs. */
  cairo_move_to (cr, width / 2, height * 0.28);
  cairo_line_to (cr, width * 0.75, height * 0.68);
  cairo_line_to (cr, width * 0.25, height * 0.68);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
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
                 GtkWidget     *flow)
{
  ButtonRow *row = &self->buttons[which];
  const ButtonInfo *info = &button_info[which];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *title = new_label (_(info->title), FALSE);

  gtk_label_set_xalign (GTK_LABEL (title), 0.5);
  gtk_label_set_justify (GTK_LABEL (title), GTK_JUSTIFY_CENTER);
  gtk_box_append (GTK_BOX (inner), title);
  if (info->cost != NULL)
    {
      GtkWidget *cost = new_label (_(info->cost), TRUE);

      gtk_label_set_xalign (GTK_LABEL (cost), 0.5);
      gtk_label_set_justify (GTK_LABEL (cost), GTK_JUSTIFY_CENTER);
      gtk_box_append (GTK_BOX (inner), cost);
    }
  row->button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (row->button), inner);
  g_object_set_data (G_OBJECT (row->button), "trg-button", GINT_TO_POINTER (which));
  g_signal_connect (row->button, "clicked", G_CALLBACK (on_button_clicked), self);
  if (which == TRG_BUTTON_END)
    gtk_widget_add_css_class (row->button, "suggested-action");
  gtk_box_append (GTK_BOX (box), row->button);

  row->reason = new_label (NULL, TRUE);
  gtk_widget_set_visible (row->reason, FALSE);
  gtk_box_append (GTK_BOX (box), row->reason);

  gtk_flow_box_append (GTK_FLOW_BOX (flow), box);
  row->cell = gtk_widget_get_parent (box);
  /* Tab goes from button to button, not through the flow box's cells. */
  gtk_widget_set_focusable (row->cell, FALSE);
}

static GtkWidget *
new_button_flow (void)
{
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 2);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 3);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 6);
  return flow;
}

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
  gtk_label_set_text (GTK_LABEL (row->reason), !legal ? reason : "");
  gtk_widget_set_visible (row->reason, !legal && reason != NULL && *reason != '\0');
  gtk_widget_set_tooltip_text (row->button, !legal && reason != NULL ? reason : _(button_info[which].tip));
  if (!legal && reason != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row->button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    reason, -1);
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (row->button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    _(button_info[which].tip), -1);
  return TRUE;
}

/* 2. Choices */

static void
on_choice_clicked (GtkButton     *button,
                   TsTrigonPanel *self)
{
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "trg-choice"));

  gtk_widget_activate_action (GTK_WIDGET (button), "board.choose", "i", index);
}

static void
update_choices (TsTrigonPanel  *self,
                const TrgScene *scene)
{
  gboolean shown = scene->step == TRG_STEP_CHOICE
                   || (scene->step == TRG_STEP_ACTION && scene->card != TRG_NONE);
  guint n = shown ? MIN (scene->n_choices, TRG_SCENE_MAX_CHOICES) : 0;
  g_autoptr(GString) key = g_string_new (NULL);

  g_string_append_printf (key, "%d", n);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (key, "\x1f%s", scene->choices[i].label != NULL ? scene->choices[i].label : "");
  gtk_widget_set_visible (self->choices_section, n > 0);
  gtk_widget_set_visible (self->cancel_button,
                          scene->step == TRG_STEP_ACTION
                          && (scene->card != TRG_NONE || scene->selected != TRG_NONE));

  if (key_changed (&self->choices_key, g_string_free (g_steal_pointer (&key), FALSE)))
    {
      clear_box (self->choices_box);
      g_ptr_array_set_size (self->choice_buttons, 0);
      for (guint i = 0; i < n; i++)
        {
          const char *text = scene->choices[i].label != NULL ? scene->choices[i].label : "";
          /* Translators: a numbered choice; keys 1–9 pick it. */
          g_autofree char *numbered = i < 9 ? g_strdup_printf (_("%u. %s"), i + 1, text) : g_strdup (text);
          GtkWidget *label = new_label (numbered, FALSE);
          GtkWidget *button = gtk_button_new ();

          gtk_button_set_child (GTK_BUTTON (button), label);
          gtk_button_set_use_underline (GTK_BUTTON (button), FALSE);
          g_object_set_data (G_OBJECT (button), "trg-choice", GINT_TO_POINTER ((int) i));
          g_signal_connect (button, "clicked", G_CALLBACK (on_choice_clicked), self);
          gtk_box_append (GTK_BOX (self->choices_box), button);
          g_ptr_array_add (self->choice_buttons, button);
        }
    }

  if (shown && scene->n_more_choices > 0)
    {
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

    for (int b = TRG_BUTTON_BUILD_KNIGHT; b <= TRG_BUTTON_CROWN; b++)
      any |= update_button (self, scene, b);
    gtk_widget_set_visible (self->build_box, any);
  }
}

/* 4. Treasury and bank */

static void
update_treasury (TsTrigonPanel  *self,
                 const TrgScene *scene)
{
  static const TrgButton bank_buttons[] = {
    TRG_BUTTON_EXCHANGE_COPPER, TRG_BUTTON_EXCHANGE_SILVER, TRG_BUTTON_BUY_TASK,
    TRG_BUTTON_BUY_EVENT, TRG_BUTTON_END,
  };
  guint coins[TRG_N_COINS], bank[TRG_N_COINS];
  gboolean seated = viewer_seated (scene);
  gboolean any = FALSE;

  gtk_widget_set_visible (self->treasury_section, seated);
  if (!seated)
    return;

  seat_coins (scene, scene->viewer, coins);
  {
    g_autofree char *markup = coins_markup (coins);
    g_autofree char *words = coins_text (coins, TRUE);
    /* Translators: the viewer's coins, read by screen readers. */
    g_autofree char *name = g_strdup_printf (_("Your coins: %s"), words);

    if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (self->coins_label)), markup) != 0)
      gtk_label_set_markup (GTK_LABEL (self->coins_label), markup);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->coins_label), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    name, -1);
  }
  for (int c = 0; c < TRG_N_COINS; c++)
    bank[c] = ts_trigon_game_get_bank (scene->view, c);
  {
    g_autofree char *words = coins_text (bank, TRUE);
    guint tasks = ts_trigon_game_deck_size (scene->view, 1);
    guint events = ts_trigon_game_deck_size (scene->view, 2);
    /* Translators: the bank's coins, then the sizes of two decks. */
    g_autofree char *text = g_strdup_printf (_("Bank: %s. Decks: %u tasks, %u event cards."),
                                             words, tasks, events);

    gtk_label_set_text (GTK_LABEL (self->bank_label), text);
  }
  for (guint i = 0; i < G_N_ELEMENTS (bank_buttons); i++)
    any |= update_button (self, scene, bank_buttons[i]);
  gtk_widget_set_visible (self->bank_box, any);
}

/* 5. The hand */

static gboolean
card_playable (const TrgScene *scene,
               int             kind)
{
  if (scene->step != TRG_STEP_ACTION || scene->moves == NULL)
    return FALSE;
  for (guint i = 0; i < scene->moves->len; i++)
    {
      const TsMove *move = &g_array_index (scene->moves, TsMove, i);

      if (move->kind == TRG_MOVE_PLAY && move->arg[0] == kind)
        return TRUE;
    }
  return FALSE;
}

/* Whether CODE may be picked now (given in a swap, taken by Spionage). */
static gboolean
card_pickable (const TrgScene *scene,
               int             kind,
               int             code)
{
  if (!scene->can_act || scene->moves == NULL)
    return FALSE;
  for (guint i = 0; i < scene->moves->len; i++)
    {
      const TsMove *move = &g_array_index (scene->moves, TsMove, i);

      if (move->kind == kind && move->arg[0] == code)
        return TRUE;
    }
  return FALSE;
}

/* The progress a task shows ("1 of 2"), or 0 for none. */
static guint
task_goal (int task)
{
  const TrgTaskInfo *info = &trg_tasks[task];

  if (info->category == TRG_TCAT_ONTWIKKELING)
    return 2;
  if (info->category == TRG_TCAT_BOUW)
    switch (info->param)
      {
      case TRG_BUILD_FLEET:
        return 2;
      case TRG_TRAIN_FIVE:
        return 5;
      default:
        return 0;
      }
  return 0;
}

static void
on_card_clicked (GtkButton     *button,
                 TsTrigonPanel *self)
{
  int code = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "trg-card"));

  gtk_widget_activate_action (GTK_WIDGET (button), "board.card", "i", code);
}

/* A row of a card list: the title, a detail line, a dim rule line, and a
 * button (BUTTON_LABEL NULL: none) that picks CODE. */
static GtkWidget *
card_row (TsTrigonPanel *self,
          const char    *title,
          const char    *detail,
          const char    *rule,
          const char    *button_label,
          int            code,
          GtkWidget    **button_out)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = new_label (title, FALSE);

  gtk_widget_set_margin_start (row, 10);
  gtk_widget_set_margin_end (row, 10);
  gtk_widget_set_margin_top (row, 6);
  gtk_widget_set_margin_bottom (row, 6);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (text), label);
  if (detail != NULL)
    gtk_box_append (GTK_BOX (text), new_label (detail, FALSE));
  if (rule != NULL)
    gtk_box_append (GTK_BOX (text), new_label (rule, TRUE));
  gtk_box_append (GTK_BOX (row), text);
  if (button_label != NULL)
    {
      GtkWidget *button = gtk_button_new_with_label (button_label);
      g_autofree char *name = g_strdup_printf ("%s: %s", button_label, title);

      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      g_object_set_data (G_OBJECT (button), "trg-card", GINT_TO_POINTER (code));
      g_signal_connect (button, "clicked", G_CALLBACK (on_card_clicked), self);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      gtk_box_append (GTK_BOX (row), button);
      if (button_out != NULL)
        *button_out = button;
    }
  return row;
}

/* Appends ROW to LIST; the rows with a button are not focus stops of
 * their own (Tab goes to the button), the others are, to be read. */
static void
append_row (GtkWidget *list,
            GtkWidget *row,
            gboolean   has_button)
{
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (gtk_widget_get_parent (row)), FALSE);
  if (has_button)
    gtk_widget_set_focusable (gtk_widget_get_parent (row), FALSE);
}

static void
update_hand (TsTrigonPanel  *self,
             const TrgScene *scene)
{
  gboolean seated = viewer_seated (scene);
  gboolean swap = seated && scene->phase == TRG_PHASE_SWAP_ANSWER && scene->seat == scene->viewer;
  g_autoptr(GString) key = g_string_new (NULL);
  int v = scene->viewer;

  gtk_widget_set_visible (self->hand_section, seated);
  if (!seated)
    return;

  g_string_append_printf (key, "%d %d %d", v, scene->step, swap);
  for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
    {
      guint n = ts_trigon_game_get_hand_events (scene->view, v, e);

      if (n > 0)
        g_string_append_printf (key, " e%d:%u:%d:%d", e, n, card_playable (scene, e),
                                swap && card_pickable (scene, TRG_MOVE_ACCEPT, e));
    }
  for (int t = 0; t < TRG_N_TASKS; t++)
    {
      if (ts_trigon_game_holds_task (scene->view, v, t))
        g_string_append_printf (key, " t%d:%u:%d", t, ts_trigon_game_get_task_progress (scene->view, v, t),
                                swap && card_pickable (scene, TRG_MOVE_ACCEPT, TRG_CARD_TASK (t)));
      if (ts_trigon_game_task_done (scene->view, v, t))
        g_string_append_printf (key, " d%d", t);
    }
  for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
    if (ts_trigon_game_has_played (scene->view, v, e))
      g_string_append_printf (key, " p%d", e);
  if (!key_changed (&self->hand_key, g_string_free (g_steal_pointer (&key), FALSE)))
    return;

  clear_box (self->hand_list);
  memset (self->hand_buttons, 0, sizeof self->hand_buttons);
  {
    guint rows = 0;
    g_autoptr(GString) done = g_string_new (NULL);
    g_autoptr(GString) face_up = g_string_new (NULL);

    for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
      {
        guint n = ts_trigon_game_get_hand_events (scene->view, v, e);
        const char *button = NULL;
        g_autofree char *title = NULL;
        GtkWidget *row;

        if (n == 0)
          continue;
        /* Translators: a card in the hand and how many of it, "Promotion ×2". */
        title = n > 1 ? g_strdup_printf (_("%s ×%u"), trg_card_title (e), n) : g_strdup (trg_card_title (e));
        if (swap && card_pickable (scene, TRG_MOVE_ACCEPT, e))
          /* Translators: gives this card in a blind swap. */
          button = C_("card", "Give");
        else if (card_playable (scene, e))
          button = C_("card", "Play");
        row = card_row (self, title, NULL, trg_card_rule (e), button, e, &self->hand_buttons[e]);
        append_row (self->hand_list, row, button != NULL);
        rows++;
      }
    for (int t = 0; t < TRG_N_TASKS; t++)
      {
        int code = TRG_CARD_TASK (t);
        guint points = trg_tasks[t].points;

        if (ts_trigon_game_holds_task (scene->view, v, t))
          {
            guint goal = task_goal (t);
            const char *button = swap && card_pickable (scene, TRG_MOVE_ACCEPT, code) ? C_("card", "Give") : NULL;
            g_autofree char *detail = NULL;
            GtkWidget *row;

            if (goal > 0)
              /* Translators: a task's points and how far it got, "2 points, 1 of 2 done". */
              detail = g_strdup_printf (ngettext ("Task, %u point, %u of %u done", "Task, %u points, %u of %u done",
                                                  points),
                                        points, ts_trigon_game_get_task_progress (scene->view, v, t), goal);
            else
              detail = g_strdup_printf (ngettext ("Task, %u point", "Task, %u points", points), points);
            row = card_row (self, trg_card_title (code), detail, trg_card_rule (code), button, code,
                            &self->hand_buttons[code]);
            append_row (self->hand_list, row, button != NULL);
            rows++;
          }
        if (ts_trigon_game_task_done (scene->view, v, t))
          {
            g_autofree char *item = g_strdup_printf (ngettext ("%s (%u point)", "%s (%u points)", points),
                                                     trg_card_title (code), points);

            g_string_append_printf (done, "%s%s", done->len > 0 ? ", " : "", item);
          }
      }
    for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
      if (ts_trigon_game_has_played (scene->view, v, e))
        g_string_append_printf (face_up, "%s%s", face_up->len > 0 ? ", " : "", trg_card_title (e));

    gtk_widget_set_visible (self->hand_list, rows > 0);
    gtk_widget_set_visible (self->hand_empty, rows == 0);
    if (done->len > 0 || face_up->len > 0)
      {
        g_autofree char *a = done->len > 0 ? g_markup_escape_text (done->str, -1) : NULL;
        g_autofree char *b = face_up->len > 0 ? g_markup_escape_text (face_up->str, -1) : NULL;
        /* Translators: keep the markup. */
        g_autofree char *la = a != NULL ? g_strdup_printf (_("<b>Completed tasks:</b> %s"), a) : NULL;
        g_autofree char *lb = b != NULL ? g_strdup_printf (_("<b>Cards face up:</b> %s"), b) : NULL;
        g_autofree char *markup = g_strjoin ("\n", la != NULL ? la : lb, la != NULL ? lb : NULL, NULL);

        gtk_label_set_markup (GTK_LABEL (self->done_label), markup);
        gtk_widget_set_visible (self->done_label, TRUE);
      }
    else
      gtk_widget_set_visible (self->done_label, FALSE);
  }
}

/* A card to pick: Spionage shows the target's hand (visible in the view
 * now) and the viewer takes one. */
static void
update_pick (TsTrigonPanel  *self,
             const TrgScene *scene)
{
  gboolean spy = viewer_seated (scene) && scene->can_act && scene->phase == TRG_PHASE_SPY_TAKE
                 && scene->moves != NULL;
  gboolean seen[TRG_N_CARD_CODES] = { FALSE };
  g_autoptr(GString) key = g_string_new (NULL);

  if (spy)
    for (guint i = 0; i < scene->moves->len; i++)
      {
        const TsMove *move = &g_array_index (scene->moves, TsMove, i);

        if (move->kind == TRG_MOVE_TAKE && move->arg[0] >= 0 && move->arg[0] < TRG_N_CARD_CODES)
          seen[move->arg[0]] = TRUE;
      }
  for (int c = 0; c < TRG_N_CARD_CODES; c++)
    if (seen[c])
      g_string_append_printf (key, " %d", c);
  gtk_widget_set_visible (self->pick_section, key->len > 0);
  if (!key_changed (&self->pick_key, g_string_free (g_steal_pointer (&key), FALSE)))
    return;

  clear_box (self->pick_list);
  memset (self->pick_buttons, 0, sizeof self->pick_buttons);
  gtk_label_set_text (GTK_LABEL (self->pick_title), _("Take one of these cards"));
  for (int c = 0; c < TRG_N_CARD_CODES; c++)
    if (seen[c])
      {
        /* Translators: takes this card (Espionage). */
        GtkWidget *row = card_row (self, trg_card_title (c), NULL, trg_card_rule (c), C_("card", "Take"), c,
                                   &self->pick_buttons[c]);

        append_row (self->pick_list, row, TRUE);
      }
}

/* 7. The village overview */

typedef struct
{
  int site;
  int token;
} Owned;

static int
compare_tokens (gconstpointer a,
                gconstpointer b)
{
  return ((const Owned *) a)->token - ((const Owned *) b)->token;
}

static void
update_overview (TsTrigonPanel  *self,
                 const TrgScene *scene)
{
  gboolean seated = viewer_seated (scene);
  Owned owned[TRG_N_SITES];
  guint n = 0;
  guint total[TRG_N_COINS] = { 0 }, births = 0;
  g_autoptr(GString) key = g_string_new (NULL);

  gtk_widget_set_visible (self->overview_expander, seated);
  if (!seated)
    return;

  for (int site = 0; site < TRG_N_SITES; site++)
    if (ts_trigon_game_get_settlement_owner (scene->view, site) == scene->viewer)
      owned[n++] = (Owned) { site, ts_trigon_game_get_token (scene->view, site) };
  qsort (owned, n, sizeof (Owned), compare_tokens);
  for (guint i = 0; i < n; i++)
    {
      int site = owned[i].site;

      g_string_append_printf (key, "%d:%d:%d:%d:%u:%d ", site, owned[i].token,
                              ts_trigon_game_get_card (scene->view, site),
                              ts_trigon_game_is_city (scene->view, site),
                              ts_trigon_game_get_inhabitants (scene->view, site),
                              trg_scene_threat (scene, site));
    }
  if (!key_changed (&self->overview_key, g_string_free (g_steal_pointer (&key), FALSE)))
    return;

  clear_box (self->overview_list);
  for (guint i = 0; i < n; i++)
    {
      int site = owned[i].site;
      int card = ts_trigon_game_get_card (scene->view, site);
      gboolean city = ts_trigon_game_is_city (scene->view, site);
      guint inhabitants = ts_trigon_game_get_inhabitants (scene->view, site);
      int threat = trg_scene_threat (scene, site);
      const TrgVillageKind *kind = card >= 0 ? trg_village_kind (card) : NULL;
      guint income[TRG_N_COINS] = { 0 };
      guint born = 0;
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      g_autofree char *title = NULL;
      g_autofree char *line = NULL;
      g_autofree char *coins = NULL;
      g_autoptr(GString) name = g_string_new (NULL);
      GtkWidget *label;

      if (kind != NULL)
        for (int c = 0; c < TRG_N_COINS; c++)
          {
            income[c] = city ? kind->city[c] : kind->village[c];
            total[c] += income[c];
          }
      if (kind != NULL)
        born = city ? kind->city_births : kind->village_births;
      births += born;

      /* Translators: a settlement in the overview: its token, the site's
       * name, village or city, e.g. "2. Delishaven, village". */
      title = g_strdup_printf (_("%d. %s, %s"), owned[i].token, trg_sites[site].name,
                               city ? C_("settlement", "city") : C_("settlement", "village"));
      coins = coins_text (income, FALSE);
      /* Translators: a settlement's inhabitants (of 5), its income and
       * births each round. */
      line = g_strdup_printf (ngettext ("%u/%u inhabitants, income %s, %u birth",
                                        "%u/%u inhabitants, income %s, %u births", born),
                              inhabitants, TRG_CAPACITY, coins, born);
      gtk_widget_set_margin_start (box, 10);
      gtk_widget_set_margin_end (box, 10);
      gtk_widget_set_margin_top (box, 6);
      gtk_widget_set_margin_bottom (box, 6);
      label = new_label (title, FALSE);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), new_label (line, FALSE));
      if (kind != NULL)
        gtk_box_append (GTK_BOX (box), new_label (trg_card_is_capital (card) ? _("Capital")
                                                                            : _(kind->name), TRUE));
      g_string_append_printf (name, "%s. %s.", title, line);
      if (threat > 0)
        {
          g_autofree char *warn = g_strdup_printf (ngettext ("⚠ %d enemy figure next to it",
                                                             "⚠ %d enemy figures next to it", threat),
                                                   threat);

          label = new_label (warn, FALSE);
          gtk_widget_add_css_class (label, "warning");
          gtk_box_append (GTK_BOX (box), label);
          g_string_append_printf (name, " %s.", warn);
        }
      gtk_list_box_append (GTK_LIST_BOX (self->overview_list), box);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (gtk_widget_get_parent (box)), FALSE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (box)),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name->str, -1);
    }
  gtk_widget_set_visible (self->overview_list, n > 0);
  {
    g_autofree char *coins = coins_text (total, TRUE);
    g_autofree char *text = n > 0 ? g_strdup_printf (ngettext ("Income each round: %s, %u birth",
                                                               "Income each round: %s, %u births", births),
                                                     coins, births)
                                  : g_strdup (_("You have no settlements."));

    gtk_label_set_text (GTK_LABEL (self->overview_total), text);
  }
}

/* 8. The seats */

static void
set_seats (TsTrigonPanel *self,
           guint          n)
{
  n = MIN (n, TS_MAX_SEATS);
  while (self->n_seats > n)
    {
      SeatBlock *block = &self->seats[--self->n_seats];

      gtk_box_remove (GTK_BOX (self->seats_box), block->panel);
      *block = (SeatBlock) { NULL };
    }
  while (self->n_seats < n)
    {
      SeatBlock *block = &self->seats[self->n_seats++];
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

      block->panel = ts_seat_panel_new ();
      block->disc = gtk_drawing_area_new ();
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (block->disc), REALM_DOT);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (block->disc), REALM_DOT);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (block->disc), draw_disc, block, NULL);
      gtk_widget_set_valign (block->disc, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (row), block->disc);
      block->realm_label = new_label (NULL, FALSE);
      gtk_widget_set_hexpand (block->realm_label, TRUE);
      gtk_box_append (GTK_BOX (row), block->realm_label);
      block->back = ts_card_view_new ();
      ts_card_view_set_draw_func (TS_CARD_VIEW (block->back), draw_back, NULL, NULL);
      ts_card_view_set_card_size (TS_CARD_VIEW (block->back), BACK_CARD_W, BACK_CARD_H);
      gtk_widget_set_focusable (block->back, FALSE);
      gtk_widget_set_valign (block->back, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (row), block->back);
      ts_seat_panel_set_child (TS_SEAT_PANEL (block->panel), row);
      gtk_box_append (GTK_BOX (self->seats_box), block->panel);
    }
}

/* "palace 3, 2 villages, 1 city (2), tasks 3, …": where the points come
 * from (spec §2.3), all of it public. */
static char *
score_breakdown (const TrgScene *scene,
                 int             s)
{
  TsTrigonGame *view = scene->view;
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  guint villages = 0, cities = 0, tasks = 0, cards = 0, realms = 0;

  for (int site = 0; site < TRG_N_SITES; site++)
    if (ts_trigon_game_get_settlement_owner (view, site) == s)
      {
        if (ts_trigon_game_is_city (view, site))
          cities++;
        else
          villages++;
      }
  for (int t = 0; t < TRG_N_TASKS; t++)
    if (ts_trigon_game_task_done (view, s, t))
      tasks += trg_tasks[t].points;
  for (guint i = 0; i < G_N_ELEMENTS (point_cards); i++)
    if (ts_trigon_game_has_played (view, s, point_cards[i]))
      cards++;
  for (int r = 0; r < TRG_N_REALMS; r++)
    if (ts_trigon_game_holds_realm (view, s, r))
      realms++;

  if (ts_trigon_game_has_palace (view, s))
    g_ptr_array_add (parts, g_strdup_printf (_("palace %d"), TRG_PALACE_POINTS));
  if (villages > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u village", "%u villages", villages), villages));
  if (cities > 0)
    /* Translators: cities and the points they score. */
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u city (%u)", "%u cities (%u)", cities),
                                             cities, cities * 2));
  if (tasks > 0)
    g_ptr_array_add (parts, g_strdup_printf (_("tasks %u"), tasks));
  if (cards > 0)
    g_ptr_array_add (parts, g_strdup_printf (_("cards %u"), cards));
  for (int b = 0; b < TRG_N_BONUS_CARDS; b++)
    if (ts_trigon_game_get_bonus_holder (view, b) == s)
      g_ptr_array_add (parts, g_strdup_printf ("%s %u", _(trg_bonus_names[b]), trg_bonus_points[b]));
  if (realms > 0)
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u realm (%u)", "%u realms (%u)", realms),
                                             realms, realms * TRG_REALM_POINTS));
  if (parts->len == 0)
    return NULL;
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (", ", (char **) parts->pdata);
}

static void
update_seat (TsTrigonPanel  *self,
             const TrgScene *scene,
             int             s)
{
  SeatBlock *block = &self->seats[s];
  TsSeatPanel *panel = TS_SEAT_PANEL (block->panel);
  TsTrigonGame *view = scene->view;
  gboolean over = scene->step == TRG_STEP_OVER || ts_game_is_over (TS_GAME (view));
  gboolean eliminated = ts_trigon_game_is_eliminated (view, s);
  int deciding = scene->seat >= 0 ? scene->seat : ts_trigon_game_get_active (view);
  int realm = ts_trigon_game_get_realm (view, s);
  const char *name = scene->names[s] != NULL ? scene->names[s] : "";
  guint events = ts_trigon_game_count_hand (view, s);
  guint held = 0, done = ts_trigon_game_get_tasks_done (view, s);
  guint coins[TRG_N_COINS];

  for (int t = 0; t < TRG_N_TASKS; t++)
    if (ts_trigon_game_holds_task (view, s, t))
      held++;

  ts_seat_panel_set_colour (panel, NULL, TS_SEAT_GLYPH_NONE);
  ts_seat_panel_set_name (panel, name);
  ts_seat_panel_set_on_turn (panel, !over && !eliminated && deciding == s);
  ts_seat_panel_set_score (panel, ts_game_get_score (TS_GAME (view), s));
  if (over && ts_trigon_game_get_winner (view) == s)
    gtk_widget_add_css_class (block->panel, "winner");
  else
    gtk_widget_remove_css_class (block->panel, "winner");
  if (eliminated)
    gtk_widget_add_css_class (block->panel, "dim-label");
  else
    gtk_widget_remove_css_class (block->panel, "dim-label");

  /* The realm, with its colour (the pieces on the map). */
  block->rgb = scene->rgb[s];
  gtk_widget_queue_draw (block->disc);
  if (realm >= 0 && realm < TRG_N_REALMS)
    {
      /* Translators: a seat's realm and its colour, "Noorland (green)". */
      g_autofree char *text = g_strdup_printf (_("%s (%s)"), trg_realm_names[realm],
                                               g_dpgettext2 (NULL, "realm colour", realm_colour_words[realm]));

      gtk_label_set_text (GTK_LABEL (block->realm_label), text);
    }

  {
    g_autofree char *breakdown = score_breakdown (scene, s);
    g_autofree char *markup = NULL;

    if (breakdown != NULL)
      {
        g_autofree char *escaped = g_markup_escape_text (breakdown, -1);

        markup = g_strdup_printf ("<small>%s</small>", escaped);
      }
    ts_seat_panel_set_counter (panel, "points", markup, breakdown);
  }
  seat_coins (scene, s, coins);
  {
    g_autofree char *markup = coins_markup (coins);
    g_autofree char *words = coins_text (coins, TRUE);

    ts_seat_panel_set_counter (panel, "coins", markup, words);
  }
  {
    /* Translators: the cards in a hand, counted: events and tasks. */
    g_autofree char *e = g_strdup_printf (ngettext ("%u event card", "%u event cards", events), events);
    g_autofree char *t = g_strdup_printf (ngettext ("%u task", "%u tasks", held), held);
    /* Translators: a hand's size, "Hand: 2 event cards, 1 task". */
    g_autofree char *hand = g_strdup_printf (_("Hand: %s, %s"), e, t);
    g_autofree char *markup = g_markup_escape_text (hand, -1);
    g_autofree char *back_name = g_strdup_printf ("%s, %s", name, hand);

    ts_seat_panel_set_counter (panel, "hand", markup, hand);
    /* Another seat's hand: backs with a count, never the cards. */
    gtk_widget_set_visible (block->back, s != scene->viewer);
    ts_card_view_set_card (TS_CARD_VIEW (block->back), events + held > 0 ? 0 : -1, FALSE, 0);
    ts_card_view_set_count (TS_CARD_VIEW (block->back), events + held);
    ts_card_view_set_accessible_name (TS_CARD_VIEW (block->back), back_name);
  }
  {
    g_autoptr(GString) face_up = g_string_new (NULL);
    g_autofree char *text = NULL;

    for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
      if (ts_trigon_game_has_played (view, s, e))
        g_string_append_printf (face_up, "%s%s", face_up->len > 0 ? ", " : "", trg_card_title (e));
    if (face_up->len > 0)
      /* Translators: tasks completed, then the cards lying face up. */
      text = g_strdup_printf (ngettext ("%u task done; face up: %s", "%u tasks done; face up: %s", done),
                              done, face_up->str);
    else
      text = g_strdup_printf (ngettext ("%u task done", "%u tasks done", done), done);
    {
      g_autofree char *markup = g_markup_escape_text (text, -1);

      ts_seat_panel_set_counter (panel, "done", markup, text);
    }
  }
  ts_seat_panel_set_counter (panel, "state", eliminated ? _("<b>Out of the game</b>") : NULL,
                             eliminated ? _("Out of the game") : NULL);
}

static void
update_seats (TsTrigonPanel  *self,
              const TrgScene *scene)
{
  int order[TS_MAX_SEATS];
  guint n = ts_trigon_game_get_order (scene->view, 1, order);
  gboolean listed[TS_MAX_SEATS] = { FALSE };
  guint target = ts_trigon_game_get_point_target (scene->view);
  guint round = ts_trigon_game_get_round (scene->view);

  set_seats (self, scene->n_seats);
  n = MIN (n, self->n_seats);
  for (guint i = 0; i < n; i++)
    if (order[i] >= 0 && (guint) order[i] < self->n_seats)
      listed[order[i]] = TRUE;
  /* Seats out of the order (out of the game) come last. */
  for (guint s = 0; s < self->n_seats && n < TS_MAX_SEATS; s++)
    if (!listed[s])
      order[n++] = (int) s;
  if (memcmp (order, self->order, n * sizeof (int)) != 0)
    {
      GtkWidget *prev = NULL;

      for (guint i = 0; i < n; i++)
        if (order[i] >= 0 && (guint) order[i] < self->n_seats)
          {
            gtk_box_reorder_child_after (GTK_BOX (self->seats_box), self->seats[order[i]].panel, prev);
            prev = self->seats[order[i]].panel;
          }
      memcpy (self->order, order, n * sizeof (int));
    }
  for (guint s = 0; s < self->n_seats; s++)
    update_seat (self, scene, (int) s);

  {
    /* Translators: the heading of the seats: the round and the points
     * that win. */
    g_autofree char *text = g_strdup_printf (ngettext ("Players in turn order — round %u, %u point wins",
                                                       "Players in turn order — round %u, %u points win",
                                                       target),
                                             round, target);

    gtk_label_set_text (GTK_LABEL (self->players_title), text);
  }
}

/* 9. The log: followed only while it is shown */

static void
update_log (TsTrigonPanel *self)
{
  TsMatch *match = gtk_expander_get_expanded (GTK_EXPANDER (self->log_expander)) ? self->match : NULL;

  ts_log_view_set_match (TS_LOG_VIEW (self->log_view), match);
}

static void
on_log_expanded (TsTrigonPanel *self)
{
  update_log (self);
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
                        TsMatch        *match,
                        const char     *prompt)
{
  gboolean seated, acting;

  g_return_if_fail (TS_IS_TRIGON_PANEL (self));
  g_return_if_fail (scene != NULL);

  gtk_label_set_text (GTK_LABEL (self->prompt_label), prompt != NULL ? prompt : "");
  gtk_widget_set_visible (self->prompt_label, prompt != NULL && *prompt != '\0');
  if (self->match != match)
    {
      self->match = match;
      ts_log_view_set_viewer (TS_LOG_VIEW (self->log_view), scene->viewer);
      update_log (self);
    }
  else
    ts_log_view_set_viewer (TS_LOG_VIEW (self->log_view), scene->viewer);
  self->scene = scene;

  if (scene->view == NULL)
    {
      gtk_widget_set_visible (self->choices_section, FALSE);
      gtk_widget_set_visible (self->cancel_button, FALSE);
      gtk_widget_set_visible (self->selected_section, FALSE);
      gtk_widget_set_visible (self->treasury_section, FALSE);
      gtk_widget_set_visible (self->pick_section, FALSE);
      gtk_widget_set_visible (self->hand_section, FALSE);
      gtk_widget_set_visible (self->trade_expander, FALSE);
      gtk_widget_set_visible (self->swap_expander, FALSE);
      gtk_widget_set_visible (self->overview_expander, FALSE);
      g_clear_pointer (&self->choices_key, g_free);
      g_clear_pointer (&self->hand_key, g_free);
      g_clear_pointer (&self->pick_key, g_free);
      g_clear_pointer (&self->overview_key, g_free);
      trg_trade_forget_scene (self->trade);
      set_seats (self, 0);
      return;
    }

  seated = viewer_seated (scene);
  acting = seated && scene->step == TRG_STEP_ACTION;
  self->updating = TRUE;
  update_choices (self, scene);
  update_selected (self, scene);
  update_treasury (self, scene);
  update_pick (self, scene);
  update_hand (self, scene);
  gtk_widget_set_visible (self->trade_expander, acting && scene->n_seats > 1);
  gtk_widget_set_visible (self->swap_expander, acting && scene->n_seats > 1);
  trg_trade_update (self->trade, scene);
  update_overview (self, scene);
  update_seats (self, scene);
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
    return arg >= 0 && (guint) arg < self->choice_buttons->len && gtk_widget_get_visible (self->choices_section)
             ? g_ptr_array_index (self->choice_buttons, arg)
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
      if (self->hand_buttons[arg] != NULL && gtk_widget_get_visible (self->hand_section))
        return self->hand_buttons[arg];
      return NULL;
    }
  if (g_str_equal (what, "army"))
    return arg >= 0 && arg < TRG_N_FIGURES && gtk_widget_is_visible (self->army_spin[arg])
             ? self->army_spin[arg]
             : NULL;
  if (g_str_equal (what, "back"))
    return arg >= 0 && (guint) arg < self->n_seats && gtk_widget_get_visible (self->seats[arg].back)
             ? self->seats[arg].back
             : NULL;
  if (g_str_equal (what, "offer"))
    return gtk_widget_get_visible (self->trade_expander) ? trg_trade_get_offer_button (self->trade) : NULL;
  if (g_str_equal (what, "swap"))
    return gtk_widget_get_visible (self->swap_expander) ? trg_trade_get_swap_button (self->trade) : NULL;
  if (g_str_equal (what, "overview"))
    return gtk_widget_get_visible (self->overview_expander) ? self->overview_list : NULL;
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
  self->match = NULL;
  if (self->log_view != NULL)
    ts_log_view_set_match (TS_LOG_VIEW (self->log_view), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), TS_TYPE_TRIGON_PANEL);
  G_OBJECT_CLASS (ts_trigon_panel_parent_class)->dispose (object);
}

static void
ts_trigon_panel_finalize (GObject *object)
{
  TsTrigonPanel *self = TS_TRIGON_PANEL (object);

  g_clear_pointer (&self->trade, trg_trade_free);
  g_clear_pointer (&self->choice_buttons, g_ptr_array_unref);
  g_free (self->choices_key);
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
  BIND (scroller);
  BIND (content);
  BIND (prompt_label);
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
    N_("Knights"), N_("Scouts"), N_("Boats"),
  };
  GtkWidget *flow;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->choice_buttons = g_ptr_array_new ();

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

  flow = new_button_flow ();
  for (int b = TRG_BUTTON_BUILD_KNIGHT; b <= TRG_BUTTON_CROWN; b++)
    make_button_row (self, b, flow);
  gtk_box_append (GTK_BOX (self->build_box), flow);
  flow = new_button_flow ();
  make_button_row (self, TRG_BUTTON_EXCHANGE_COPPER, flow);
  make_button_row (self, TRG_BUTTON_EXCHANGE_SILVER, flow);
  make_button_row (self, TRG_BUTTON_BUY_TASK, flow);
  make_button_row (self, TRG_BUTTON_BUY_EVENT, flow);
  make_button_row (self, TRG_BUTTON_END, flow);
  gtk_box_append (GTK_BOX (self->bank_box), flow);

  self->trade = trg_trade_new (self->trade_box, self->swap_box);
  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (on_cancel_clicked), self);
  g_signal_connect_swapped (self->log_expander, "notify::expanded", G_CALLBACK (on_log_expanded), self);

  gtk_widget_set_visible (self->choices_section, FALSE);
  gtk_widget_set_visible (self->cancel_button, FALSE);
  gtk_widget_set_visible (self->selected_section, FALSE);
  gtk_widget_set_visible (self->treasury_section, FALSE);
  gtk_widget_set_visible (self->pick_section, FALSE);
  gtk_widget_set_visible (self->hand_section, FALSE);
  gtk_widget_set_visible (self->trade_expander, FALSE);
  gtk_widget_set_visible (self->swap_expander, FALSE);
  gtk_widget_set_visible (self->overview_expander, FALSE);
}
