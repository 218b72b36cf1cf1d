/* network-panel.c — the Network board's side panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "network-panel.h"

#include <glib/gi18n.h>

#include "ts-seat-panel.h"

struct _TsNetworkPanel
{
  GtkWidget       parent_instance;

  GtkWidget      *content;
  GtkWidget      *prompt_label;
  GtkWidget      *idle_label;
  GtkWidget      *branch_button;
  GtkWidget      *node_button;
  GtkWidget      *trade_menu_button;
  GtkWidget      *trade_popover;
  GtkWidget      *trade_grid;
  GtkWidget      *trade_button;
  GtkWidget      *trade_hint_label;
  GtkWidget      *end_button;
  GtkWidget      *trades_left_label;
  GtkWidget      *seat_panel_0;
  GtkWidget      *seat_panel_1;
  GtkWidget      *give_spin[NW_N_COLOURS];
  GtkWidget      *take_toggle[NW_N_COLOURS];

  const NwScene  *scene;      /* the board's */
  int             take_colour;
  gboolean        updating;   /* the panel is setting its controls */
};

G_DEFINE_FINAL_TYPE (TsNetworkPanel, ts_network_panel, GTK_TYPE_WIDGET)

enum
{
  BUILD,
  END_TURN,
  TRADE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
set_text_if_changed (GtkWidget  *label,
                     const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), text != NULL ? text : "") != 0)
    gtk_label_set_text (GTK_LABEL (label), text != NULL ? text : "");
}

static gboolean
acting_in_turn (TsNetworkPanel *self)
{
  return self->scene != NULL && self->scene->can_act
         && nw_scene_phase (self->scene) == NW_PHASE_TURN;
}

/* "■R 2  ■Y 0 …": every colour with its count (SKIP_ZERO: those held). */
static char *
cubes_markup (const guint counts[NW_N_COLOURS],
              gboolean    skip_zero)
{
  GString *s = g_string_new (NULL);

  for (int c = 0; c < NW_N_COLOURS; c++)
    {
      g_autofree char *letter = g_markup_escape_text (nw_colour_letter (c), -1);

      if (skip_zero && counts[c] == 0)
        continue;
      if (s->len > 0)
        g_string_append (s, "   ");
      /* The square glyph carries the colour, the letter says it. */
      g_string_append_printf (s, "<span foreground=\"#%06x\">■</span>\u202f%s\u00a0<b>%u</b>",
                              nw_cube_rgb (c), letter, counts[c]);
    }
  return g_string_free (s, FALSE);
}

static void
give_values (TsNetworkPanel *self,
             int             give[NW_N_COLOURS])
{
  for (int c = 0; c < NW_N_COLOURS; c++)
    give[c] = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->give_spin[c]));
}

static void
update_trade_button (TsNetworkPanel *self)
{
  int give[NW_N_COLOURS];
  int total = 0;
  TsMove move;
  g_autofree char *hint = NULL;
  gboolean ok;

  if (self->scene == NULL)
    return;
  give_values (self, give);
  for (int c = 0; c < NW_N_COLOURS; c++)
    total += give[c];
  ok = nw_scene_find_trade (self->scene, give, self->take_colour, &move);

  if (total == 3)
    /* Translators: Network: a label in the side panel of the game */
    gtk_button_set_label (GTK_BUTTON (self->trade_button), _("_Trade 3 for 1"));
  else if (total == 2)
    /* Translators: Network: a label in the side panel of the game */
    gtk_button_set_label (GTK_BUTTON (self->trade_button), _("_Trade 2 for 1"));
  else
    gtk_button_set_label (GTK_BUTTON (self->trade_button), _("_Trade"));
  gtk_widget_set_sensitive (self->trade_button, ok);

  hint = nw_scene_trade_hint (self->scene, give, self->take_colour);
  gtk_widget_set_tooltip_text (self->trade_button, hint);
  set_text_if_changed (self->trade_hint_label, hint);
  gtk_widget_set_visible (self->trade_hint_label, hint != NULL);
}

/* A counter that may be hidden (MARKUP NULL) keeps its place among the
 * others: it is made, empty, before it is hidden. */
static void
set_optional_counter (TsSeatPanel *panel,
                      const char  *id,
                      const char  *markup)
{
  if (markup == NULL)
    ts_seat_panel_set_counter (panel, id, "", NULL);
  ts_seat_panel_set_counter (panel, id, markup, NULL);
}

/* Where the points come from, zeros left out: "Points for 3 nodes, 1
 * captured square and the network bonus"; NULL without points. */
static char *
score_parts_text (const NwScore *score)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;

  if (score->nodes > 0)
    /* Translators: Network: a part of a player's score, in the side panel */
    g_ptr_array_add (items, g_strdup_printf (g_dngettext (NULL, "%u node", "%u nodes", score->nodes),
                                             score->nodes));
  if (score->captured > 0)
    /* Translators: Network: a part of a player's score, in the side panel */
    g_ptr_array_add (items, g_strdup_printf (g_dngettext (NULL, "%u captured square",
                                                          "%u captured squares", score->captured),
                                             score->captured));
  if (score->bonus > 0)
    /* Translators: Network: a part of a player's score, in the side panel;
       the 2 points for the larger largest network */
    g_ptr_array_add (items, g_strdup (_("the network bonus")));
  if (items->len == 0)
    return NULL;
  list = nw_words_join (items);
  /* Translators: Network: where a player's points come from, in the side
     panel: "Points for 3 nodes, 1 captured square and the network bonus" */
  return g_strdup_printf (_("Points for %s"), list);
}

/* The pieces a player has not placed: "Left to build: 13 nodes and 38
 * branches", zeros left out. */
static char *
supply_text (guint nodes,
             guint branches)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;

  if (nodes > 0)
    /* Translators: Network: pieces a player has not placed yet */
    g_ptr_array_add (items, g_strdup_printf (g_dngettext (NULL, "%u node", "%u nodes", nodes), nodes));
  if (branches > 0)
    /* Translators: Network: pieces a player has not placed yet */
    g_ptr_array_add (items, g_strdup_printf (g_dngettext (NULL, "%u branch", "%u branches", branches),
                                             branches));
  if (items->len == 0)
    /* Translators: Network: a player has placed all its pieces */
    return g_strdup (_("Nothing left to build"));
  list = nw_words_join (items);
  /* Translators: Network: the pieces a player has not placed yet, "Left to
     build: 13 nodes and 38 branches" */
  return g_strdup_printf (_("Left to build: %s"), list);
}

static void
update_seat (TsNetworkPanel *self,
             int             player,
             const char     *colour_id,
             const char     *presence)
{
  const NwScene *scene = self->scene;
  TsSeatPanel *panel = TS_SEAT_PANEL (player == 0 ? self->seat_panel_0 : self->seat_panel_1);
  int seat = nw_scene_seat_of_player (scene, player);
  TsGame *game = TS_GAME (scene->view);
  gboolean on_turn = ts_game_get_current_seat (game) == seat && !ts_game_is_over (game);
  gboolean collecting = on_turn && nw_scene_phase (scene) == NW_PHASE_TURN;
  guint cubes[NW_N_COLOURS], collected[NW_N_COLOURS] = { 0 };
  guint n_collected = 0;
  g_autofree char *text = NULL;
  g_autofree char *markup = NULL;
  g_autofree char *words = NULL;
  g_autofree char *a11y = NULL;
  NwScore score;

  ts_network_game_get_score_parts (scene->view, seat, &score);
  for (int c = 0; c < NW_N_COLOURS; c++)
    cubes[c] = ts_network_game_get_cubes (scene->view, seat, c);

  ts_seat_panel_set_colour (panel, colour_id,
                            player == 0 ? TS_SEAT_GLYPH_CIRCLE : TS_SEAT_GLYPH_SQUARE);
  ts_seat_panel_set_name (panel, scene->names[seat]);
  ts_seat_panel_set_presence (panel, presence);
  ts_seat_panel_set_on_turn (panel, on_turn);
  ts_seat_panel_set_score (panel, score.total);

  markup = cubes_markup (cubes, FALSE);
  words = nw_cubes_text (cubes);
  /* Translators: a player's cubes, e.g. "Cubes: 2 red, 1 blue". */
  a11y = g_strdup_printf (_("Cubes: %s"), words);
  ts_seat_panel_set_counter (panel, "cubes", markup, a11y);
  gtk_widget_set_tooltip_text (ts_seat_panel_get_counter (panel, "cubes"), a11y);
  g_clear_pointer (&markup, g_free);
  g_clear_pointer (&words, g_free);
  g_clear_pointer (&a11y, g_free);

  text = score_parts_text (&score);
  markup = text != NULL ? g_markup_escape_text (text, -1) : NULL;
  set_optional_counter (panel, "score-parts", markup);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&markup, g_free);

  if (score.largest_network > 0)
    {
      /* Translators: Network: a label in the side panel of the game;
         branches are the pieces built on the edges between corners; joined
         branches form a network */
      text = g_strdup_printf (g_dngettext (NULL, "Largest network: %u branch",
                                           "Largest network: %u branches", score.largest_network),
                              score.largest_network);
      markup = g_markup_escape_text (text, -1);
    }
  set_optional_counter (panel, "network", markup);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&markup, g_free);

  text = supply_text (ts_network_game_get_nodes_left (scene->view, seat),
                      ts_network_game_get_branches_left (scene->view, seat));
  markup = g_markup_escape_text (text, -1);
  ts_seat_panel_set_counter (panel, "supply", markup, NULL);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&markup, g_free);

  if (!collecting)
    {
      ts_seat_panel_set_counter (panel, "collected", NULL, NULL);
      return;
    }
  for (int corner = 0; corner < NW_N_CORNERS; corner++)
    for (int c = 0; c < NW_N_COLOURS; c++)
      {
        guint n = ts_network_game_get_collected (scene->view, corner, c);

        collected[c] += n;
        n_collected += n;
      }
  if (n_collected > 0)
    {
      g_autofree char *row = cubes_markup (collected, TRUE);

      words = nw_cubes_text (collected);
      /* Translators: %s is a row of coloured cubes with counts. */
      markup = g_strdup_printf (_("Collected this turn: %s"), row);
      a11y = g_strdup_printf (_("Collected this turn: %s"), words);
    }
  else
    {
      /* Translators: Network: a label in the side panel of the game */
      markup = g_markup_escape_text (_("Collected nothing this turn."), -1);
      a11y = g_strdup (_("Collected nothing this turn."));
    }
  ts_seat_panel_set_counter (panel, "collected", markup, a11y);
}

void
ts_network_panel_set_prompt (TsNetworkPanel *self,
                             const char     *prompt)
{
  g_return_if_fail (TS_IS_NETWORK_PANEL (self));
  set_text_if_changed (self->prompt_label, prompt);
}

void
ts_network_panel_update (TsNetworkPanel *self,
                         const NwScene  *scene,
                         const char     *prompt,
                         const char     *colour_ids[2],
                         const char     *presence[2])
{
  gboolean turn;
  g_autofree char *idle = NULL;
  g_autofree char *left = NULL;
  int seat;

  g_return_if_fail (TS_IS_NETWORK_PANEL (self));

  self->scene = scene;
  ts_network_panel_set_prompt (self, prompt);
  if (scene == NULL || scene->view == NULL)
    return;

  turn = acting_in_turn (self);
  for (int p = 0; p < 2; p++)
    {
      int at = nw_scene_seat_of_player (scene, p);

      update_seat (self, p, colour_ids[at], presence != NULL ? presence[at] : NULL);
    }

  idle = nw_scene_idle_warning (scene);
  set_text_if_changed (self->idle_label, idle);
  gtk_widget_set_visible (self->idle_label, idle != NULL);

  gtk_widget_set_sensitive (self->branch_button, turn && scene->n_legal_edges > 0);
  gtk_widget_set_sensitive (self->node_button, turn && scene->n_legal_corners > 0);
  gtk_widget_set_sensitive (self->end_button, turn && scene->end_legal);
  gtk_widget_set_sensitive (self->trade_menu_button, turn);
  if (!turn)
    gtk_popover_popdown (GTK_POPOVER (self->trade_popover));

  /* The steppers: at most what the player holds. */
  self->updating = TRUE;
  seat = ts_game_get_current_seat (TS_GAME (scene->view));
  for (int c = 0; c < NW_N_COLOURS; c++)
    {
      guint held = turn && seat >= 0 ? ts_network_game_get_cubes (scene->view, seat, c) : 0;

      gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->give_spin[c]), 0, MIN (held, 3));
      gtk_widget_set_sensitive (self->give_spin[c], turn && held > 0);
      gtk_widget_set_sensitive (self->take_toggle[c], turn);
    }
  self->updating = FALSE;

  left = nw_scene_trades_left (scene);
  set_text_if_changed (self->trades_left_label, left);
  update_trade_button (self);
}

/* Signals of the widgets */

static void
on_build_clicked (GtkButton      *button,
                  TsNetworkPanel *self)
{
  NwSpotKind kind = GTK_WIDGET (button) == self->branch_button ? NW_SPOT_EDGE : NW_SPOT_CORNER;

  g_signal_emit (self, signals[BUILD], 0, (int) kind);
}

static void
on_end_clicked (GtkButton      *button,
                TsNetworkPanel *self)
{
  if (acting_in_turn (self))
    g_signal_emit (self, signals[END_TURN], 0);
}

static void
on_trade_clicked (GtkButton      *button,
                  TsNetworkPanel *self)
{
  int give[NW_N_COLOURS];
  TsMove move;

  give_values (self, give);
  if (self->scene == NULL || !nw_scene_find_trade (self->scene, give, self->take_colour, &move))
    {
      gtk_widget_error_bell (GTK_WIDGET (button));
      return;
    }
  /* A fresh panel for the next trade. */
  self->updating = TRUE;
  for (int c = 0; c < NW_N_COLOURS; c++)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->give_spin[c]), 0);
  self->updating = FALSE;
  gtk_popover_popdown (GTK_POPOVER (self->trade_popover));
  /* Last: the window may play the move (and we update) inside. */
  g_signal_emit (self, signals[TRADE], 0, &move);
}

static void
on_give_changed (GtkSpinButton  *spin,
                 TsNetworkPanel *self)
{
  if (!self->updating)
    update_trade_button (self);
}

static void
on_take_toggled (GtkCheckButton *toggle,
                 TsNetworkPanel *self)
{
  if (gtk_check_button_get_active (toggle))
    for (int c = 0; c < NW_N_COLOURS; c++)
      if (GTK_WIDGET (toggle) == self->take_toggle[c])
        self->take_colour = c;
  if (!self->updating)
    update_trade_button (self);
}

/* One row per colour: how many to give, and a radio to take it. */
static void
add_trade_rows (TsNetworkPanel *self)
{
  GtkCheckButton *group = NULL;

  for (int c = 0; c < NW_N_COLOURS; c++)
    {
      g_autofree char *markup = g_markup_printf_escaped ("<span foreground=\"#%06x\">■</span> %s",
                                                         nw_cube_rgb (c), nw_colour_title (c));
      g_autofree char *spin_name = g_strdup_printf ("give-%d", c);
      g_autofree char *take_name = g_strdup_printf ("take-%d", c);
      /* Translators: accessible names of the trade controls, e.g.
       * "Give red", "Take red". */
      g_autofree char *give_a11y = g_strdup_printf (_("Give %s"), nw_colour_name (c));
      g_autofree char *take_a11y = g_strdup_printf (_("Take %s"), nw_colour_name (c));
      GtkWidget *label = gtk_label_new (NULL);

      gtk_label_set_markup (GTK_LABEL (label), markup);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);

      self->give_spin[c] = gtk_spin_button_new_with_range (0, 3, 1);
      gtk_widget_set_name (self->give_spin[c], spin_name);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (self->give_spin[c]), TRUE);
      gtk_editable_set_width_chars (GTK_EDITABLE (self->give_spin[c]), 1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->give_spin[c]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, give_a11y, -1);
      g_signal_connect (self->give_spin[c], "value-changed", G_CALLBACK (on_give_changed), self);

      self->take_toggle[c] = gtk_check_button_new ();
      gtk_widget_set_name (self->take_toggle[c], take_name);
      gtk_widget_set_halign (self->take_toggle[c], GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->take_toggle[c]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, take_a11y, -1);
      if (group != NULL)
        gtk_check_button_set_group (GTK_CHECK_BUTTON (self->take_toggle[c]), group);
      else
        group = GTK_CHECK_BUTTON (self->take_toggle[c]);
      g_signal_connect (self->take_toggle[c], "toggled", G_CALLBACK (on_take_toggled), self);

      gtk_grid_attach (GTK_GRID (self->trade_grid), label, 0, c + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (self->trade_grid), self->give_spin[c], 1, c + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (self->trade_grid), self->take_toggle[c], 2, c + 1, 1, 1);
    }
}

/* GObject */

static void
ts_network_panel_dispose (GObject *object)
{
  TsNetworkPanel *self = TS_NETWORK_PANEL (object);

  self->scene = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_NETWORK_PANEL);

  G_OBJECT_CLASS (ts_network_panel_parent_class)->dispose (object);
}

static void
ts_network_panel_class_init (TsNetworkPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* The panel groups the board's controls and seats. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  object_class->dispose = ts_network_panel_dispose;

  signals[BUILD] = g_signal_new ("build", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[END_TURN] = g_signal_new ("end-turn", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[TRADE] = g_signal_new ("trade", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  g_type_ensure (TS_TYPE_SEAT_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/ui/network-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TsNetworkPanel, content);
  gtk_widget_class_bind_template_child (widget_class, TsNetworkPanel, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TsNetworkPanel, idle_label);
  gtk_widget_class_bind_template_child (widget_class, TsNetworkPanel, branch_button);
  gtk_widget_class_bind_template_child (widget_class, TsNetworkPanel, node_button);
  gtk_widget_class_bind_template_child (widget_class, TsNetworkPanel, trade_menu_button);
  gtk_widget_class_bind_template_child (widget_class, TsNetworkPanel, trade_popover);
  gtk_widget_class_bind_template_child (widget_class, TsNetworkPanel, trade_grid);
  gtk_widget_class_bind_template_child (widget_class, TsNetworkPanel, trade_button);
  gtk_widget_class_bind_template_child (widget_class, TsNetworkPanel, trade_hint_label);
  gtk_widget_class_bind_template_child (widget_class, TsNetworkPanel, end_button);
  gtk_widget_class_bind_template_child (widget_class, TsNetworkPanel, trades_left_label);
  gtk_widget_class_bind_template_child (widget_class, TsNetworkPanel, seat_panel_0);
  gtk_widget_class_bind_template_child (widget_class, TsNetworkPanel, seat_panel_1);
  gtk_widget_class_bind_template_callback (widget_class, on_build_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_end_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_trade_clicked);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "network-panel");
}

static void
ts_network_panel_init (TsNetworkPanel *self)
{
  self->take_colour = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  add_trade_rows (self);
}

GtkWidget *
ts_network_panel_new (void)
{
  return g_object_new (TS_TYPE_NETWORK_PANEL, NULL);
}
