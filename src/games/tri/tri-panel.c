/* tri-panel.c — the TRI board's side panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Real widgets from a template; the dice and cards of a battle are one
 * small drawing, with the same text as its accessible label.  The panel
 * only shows the scene; its buttons go to the board by actions, so the
 * board decides what they mean.
 */
#include "tri-panel.h"

#include <glib/gi18n.h>

#include "tri-board-private.h"
#include "ts-board-util.h"
#include "ts-seat-panel.h"

static const int card_values[TRI_N_CARD_VALUES] = { 0, 2, 3, 4 };

/* The battle drawing: per side the role and name, then the dice and the
 * card. */
#define BATTLE_NAME_H 20
#define BATTLE_DIE 30
#define BATTLE_SIDE (BATTLE_NAME_H + BATTLE_DIE + 12)

struct _TsTriPanel
{
  GtkBox          parent_instance;

  const TriScene *scene;
  gboolean        updating;      /* setting buttons from the scene */

  GtkWidget      *prompt_label;
  GtkWidget      *action_box;
  GtkWidget      *teleport_button;
  GtkWidget      *pass_button;
  GtkWidget      *card_box;
  GtkWidget      *card_button[TRI_N_CARD_VALUES];
  GtkWidget      *card_label[TRI_N_CARD_VALUES];
  GtkWidget      *play_button;
  GtkWidget      *info_scroll;
  GtkWidget      *round_label;
  GtkWidget      *notice_label;
  GtkWidget      *battle_box;
  GtkWidget      *battle_title;
  GtkWidget      *battle_area;
  GtkWidget      *battle_result;
  GtkWidget      *players_box;
  GtkWidget      *supply_label;

  guint           n_seats;
  GtkWidget      *seat_panel[TS_MAX_SEATS];
};

G_DEFINE_FINAL_TYPE (TsTriPanel, ts_tri_panel, GTK_TYPE_BOX)

/* ------------------------------------------------------------------ */
/* The battle                                                          */

static void
draw_die (cairo_t       *cr,
          double         x,
          double         y,
          double         s,
          int            value,
          gboolean       best,
          const GdkRGBA *fg,
          PangoLayout   *layout)
{
  static const double pips[7][6][2] = {
    { { 0 } },
    { { .5, .5 } },
    { { .27, .27 }, { .73, .73 } },
    { { .27, .27 }, { .5, .5 }, { .73, .73 } },
    { { .27, .27 }, { .73, .27 }, { .27, .73 }, { .73, .73 } },
    { { .27, .27 }, { .73, .27 }, { .5, .5 }, { .27, .73 }, { .73, .73 } },
    { { .27, .25 }, { .73, .25 }, { .27, .5 }, { .73, .5 }, { .27, .75 }, { .73, .75 } },
  };

  ts_board_util_path_round_rect (cr, x, y, s, s, s * 0.18);
  if (value >= 1 && value <= 6)
    {
      cairo_set_source_rgb (cr, 0.98, 0.98, 0.96);
      cairo_fill_preserve (cr);
      /* The die that counts: a heavy black frame (no seat's colour). */
      cairo_set_source_rgba (cr, 0, 0, 0, best ? 1 : 0.5);
      cairo_set_line_width (cr, best ? 3 : 1.2);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      for (int i = 0; i < value; i++)
        {
          cairo_arc (cr, x + pips[value][i][0] * s, y + pips[value][i][1] * s, s * 0.085, 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }
  else
    {
      int w, h;

      ts_board_util_set_source (cr, fg, 0.08);
      cairo_fill_preserve (cr);
      ts_board_util_set_source (cr, fg, 0.5);
      cairo_set_line_width (cr, 1.2);
      cairo_set_dash (cr, (double[]) { 3, 2 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      pango_layout_set_markup (layout, "<b>?</b>", -1);
      pango_layout_get_pixel_size (layout, &w, &h);
      cairo_move_to (cr, x + (s - w) / 2, y + (s - h) / 2);
      ts_board_util_set_source (cr, fg, 0.8);
      pango_cairo_show_layout (cr, layout);
    }
}

static void
draw_card_chip (cairo_t       *cr,
                double         x,
                double         y,
                double         w,
                double         h,
                int            card,
                const GdkRGBA *fg,
                PangoLayout   *layout)
{
  g_autofree char *text = tri_scene_card_text (card);
  g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", text);
  int tw, th;

  cairo_rectangle (cr, x, y, w, h);
  if (card >= 0)
    {
      ts_board_util_set_source_rgb (cr, 0xf6d32d, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
      cairo_set_line_width (cr, 1.2);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
    }
  else
    {
      ts_board_util_set_source (cr, fg, 0.08);
      cairo_fill_preserve (cr);
      ts_board_util_set_source (cr, fg, 0.5);
      cairo_set_line_width (cr, 1.2);
      cairo_set_dash (cr, (double[]) { 3, 2 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      ts_board_util_set_source (cr, fg, 0.8);
    }
  pango_layout_set_markup (layout, markup, -1);
  pango_layout_get_pixel_size (layout, &tw, &th);
  cairo_move_to (cr, x + (w - tw) / 2, y + (h - th) / 2);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_battle_side (TsTriPanel    *self,
                  cairo_t       *cr,
                  double         y,
                  double         width,
                  int            seat,
                  const char    *role,
                  const guint8  *dice,
                  guint          n,
                  int            card,
                  gboolean       revealed,
                  const GdkRGBA *fg)
{
  GtkWidget *area = self->battle_area;
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (area, NULL);
  g_autoptr(PangoLayout) name_layout = gtk_widget_create_pango_layout (area, NULL);
  g_autofree char *name = tri_scene_seat_name (self->scene, seat);
  g_autofree char *markup = g_markup_printf_escaped ("<small>%s</small>  <b>%s</b>", role, name);
  double s = BATTLE_DIE;
  double dy = y + BATTLE_NAME_H + 4;
  double card_x = 12 + 3 * (s + 6) + 4;
  int best = tri_scene_highest (dice, n);
  gboolean marked = FALSE;
  int th, tw;

  /* The seat colour, down the side. */
  cairo_rectangle (cr, 0, y + 2, 5, BATTLE_SIDE - 8);
  ts_board_util_set_source_rgb (cr, tri_board_seat_rgb (self->scene->table, seat), 1);
  cairo_fill (cr);

  pango_layout_set_markup (name_layout, markup, -1);
  pango_layout_set_width (name_layout, (int) (MAX (width - 12, 10) * PANGO_SCALE));
  pango_layout_set_ellipsize (name_layout, PANGO_ELLIPSIZE_END);
  pango_layout_get_pixel_size (name_layout, &tw, &th);
  ts_board_util_set_source (cr, fg, 1);
  cairo_move_to (cr, 12, y + (BATTLE_NAME_H - th) / 2 + 2);
  pango_cairo_show_layout (cr, name_layout);

  /* The dice: the one that counts framed once revealed. */
  for (guint i = 0; i < n && i < 3; i++)
    {
      gboolean is_best = revealed && !marked && dice[i] == best && best > 0;

      marked |= is_best;
      draw_die (cr, 12 + i * (s + 6), dy, s, dice[i], is_best, fg, layout);
    }
  draw_card_chip (cr, card_x, dy, s * 1.3, s, card, fg, layout);

  if (revealed && best > 0 && card >= 0)
    {
      g_autofree char *total = g_strdup_printf ("<b>= %d</b>", best + card);

      pango_layout_set_markup (layout, total, -1);
      pango_layout_get_pixel_size (layout, &tw, &th);
      ts_board_util_set_source (cr, fg, 1);
      cairo_move_to (cr, card_x + s * 1.3 + 10, dy + (s - th) / 2);
      pango_cairo_show_layout (cr, layout);
    }
}

static void
draw_battle (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        data)
{
  TsTriPanel *self = data;
  const TriBattle *b = self->scene != NULL ? tri_scene_panel_battle (self->scene) : NULL;
  GdkRGBA fg;

  if (b == NULL)
    return;
  ts_board_util_get_fg (GTK_WIDGET (area), &fg);
  /* Translators: TRI: a label in the side panel of the game; a battle
     compares the attacker's and defender's dice plus a card each */
  draw_battle_side (self, cr, 0, width, b->attacker, _("Attacker"),
                    b->attack_dice, MIN (b->n_dice, 3), b->attack_card, b->revealed, &fg);
  /* Translators: TRI: a label in the side panel of the game; a battle
     compares the attacker's and defender's dice plus a card each */
  draw_battle_side (self, cr, BATTLE_SIDE, width, b->defender, _("Defender"),
                    &b->defence_die, 1, b->defence_card, b->revealed, &fg);
}

/* ------------------------------------------------------------------ */
/* Updating                                                            */

static void
set_label (GtkWidget  *label,
           const char *text)
{
  gtk_label_set_text (GTK_LABEL (label), text != NULL ? text : "");
  gtk_widget_set_visible (label, text != NULL && text[0] != '\0');
}

static void
build_seats (TsTriPanel *self,
             guint       n)
{
  for (guint i = 0; i < self->n_seats; i++)
    gtk_box_remove (GTK_BOX (self->players_box), self->seat_panel[i]);
  self->n_seats = MIN (n, TS_MAX_SEATS);
  for (guint i = 0; i < self->n_seats; i++)
    {
      self->seat_panel[i] = ts_seat_panel_new ();
      gtk_box_append (GTK_BOX (self->players_box), self->seat_panel[i]);
    }
}

static void
update_players (TsTriPanel *self)
{
  const TriScene *scene = self->scene;
  TsTriGame *view = scene->view;
  gboolean over = ts_game_is_over (TS_GAME (view));
  int current = over ? TS_SEAT_NONE : ts_game_get_current_seat (TS_GAME (view));
  guint n = ts_game_get_n_players (TS_GAME (view));

  if (n != self->n_seats)
    build_seats (self, n);

  /* Each seat: its colour and the glyph its triangles carry, its name,
   * its triangles (the score), squares and hand. */
  for (guint i = 0; i < self->n_seats; i++)
    {
      TsSeatPanel *panel = TS_SEAT_PANEL (self->seat_panel[i]);
      g_autofree char *name = tri_scene_seat_name (scene, i);
      guint tri = ts_tri_game_count_triangles (view, i);
      guint sq = ts_tri_game_count_squares (view, i);

      ts_seat_panel_set_colour (panel, tri_board_seat_colour_id (scene->table, i),
                                tri_board_seat_glyph (i));
      ts_seat_panel_set_name (panel, name);
      ts_seat_panel_set_presence (panel, ts_board_util_presence_words (scene->table, (int) i));
      ts_seat_panel_set_on_turn (panel, (int) i == current);
      ts_seat_panel_set_score (panel, ts_game_get_score (TS_GAME (view), i));
      if (ts_tri_game_is_eliminated (view, i))
        {
          /* Translators: TRI: a label in the side panel of the game */
          ts_seat_panel_set_counter (panel, "stats", C_("player", "eliminated"), NULL);
          /* An eliminated player's cards went back to the supply. */
          ts_seat_panel_set_counter (panel, "hand", NULL, NULL);
        }
      else
        {
          /* Translators: TRI: a label in the side panel of the game; the
             board is made of triangles that players occupy */
          g_autofree char *t = g_strdup_printf (ngettext ("%u triangle", "%u triangles", tri), tri);
          /* Translators: conquered squares. */
          g_autofree char *q = sq > 0 ? g_strdup_printf (ngettext ("%u square", "%u squares", sq), sq)
                                      : NULL;
          /* Translators: a player's triangles and conquered squares,
           * "12 triangles, 2 squares". */
          g_autofree char *stats = q != NULL ? g_strdup_printf (C_("player stats", "%1$s, %2$s"), t, q)
                                             : g_strdup (t);
          g_autofree char *stats_markup = g_markup_escape_text (stats, -1);
          g_autofree char *hand = tri_scene_hand_text (scene, i);
          g_autofree char *hand_markup = g_markup_printf_escaped ("<small>%s</small>", hand);

          ts_seat_panel_set_counter (panel, "stats", stats_markup, stats);
          ts_seat_panel_set_counter (panel, "hand", hand_markup, hand);
        }
    }

  {
    guint counts[TRI_N_CARD_VALUES] = { 0 };
    g_autofree char *cards = NULL;
    g_autofree char *supply = NULL;

    for (guint i = 1; i < TRI_N_CARD_VALUES; i++)
      counts[i] = ts_tri_game_get_supply (view, tri_card_value (i));
    cards = tri_words_cards (counts);
    supply = cards != NULL
             /* Translators: TRI: the supply piles of cards the awards are
                taken from, "Supply: +2 ×22, +3 ×14, +4 ×10" */
             ? g_strdup_printf (_("Supply: %s"), cards)
             /* Translators: TRI: no card is left in the supply */
             : g_strdup (_("The supply has no cards left."));
    set_label (self->supply_label, supply);
  }
}

static void
update_battle (TsTriPanel *self)
{
  const TriScene *scene = self->scene;
  const TriBattle *battle = tri_scene_panel_battle (scene);
  g_autofree char *title = NULL;

  gtk_widget_set_visible (self->battle_box, battle != NULL);
  if (battle == NULL)
    return;

  title = g_markup_printf_escaped ("<b>%s</b>", tri_scene_shown_battle (scene) != NULL ? _("Battle")
                                                                                       /* Translators: TRI: a label in the side
                                                                                          panel of the game; a battle compares the
                                                                                          attacker's and defender's dice plus a
                                                                                          card each */
                                                                                       : _("Last battle"));
  gtk_label_set_markup (GTK_LABEL (self->battle_title), title);
  {
    g_autofree char *text = tri_scene_describe_battle (scene, battle);
    g_autofree char *result = tri_scene_battle_result (scene, battle);
    g_autofree char *markup = g_markup_printf_escaped (battle->revealed ? "<b>%s</b>" : "%s", result);

    gtk_accessible_update_property (GTK_ACCESSIBLE (self->battle_area),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
    gtk_label_set_markup (GTK_LABEL (self->battle_result), markup);
  }
  gtk_widget_queue_draw (self->battle_area);
}

static void
update_actions (TsTriPanel *self)
{
  const TriScene *scene = self->scene;
  /* Teleport and Pass: only while the viewer takes its one action. */
  gboolean action = tri_scene_acting_in (scene, TRI_PHASE_ACTION)
                    && ts_tri_game_get_round (scene->view) > 1;
  gboolean choosing = tri_scene_choosing_card (scene);

  gtk_widget_set_visible (self->action_box, action);
  gtk_widget_set_sensitive (self->pass_button, action && scene->can_pass);
  gtk_widget_set_sensitive (self->teleport_button, action && tri_scene_any_teleport (scene));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->teleport_button), scene->teleport_mode);

  /* The card choice. */
  gtk_widget_set_visible (self->card_box, choosing);
  for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
    {
      int seat = choosing ? scene->viewer : TS_SEAT_NONE;
      guint count = seat >= 0 ? ts_tri_game_get_hand (scene->view, seat, card_values[i]) : 0;
      /* Translators: a card button; "_" marks the mnemonic (Alt+2). */
      g_autofree char *label = g_strdup_printf ("<b>+_%d</b>", card_values[i]);
      /* Translators: how many of that card the player holds. */
      g_autofree char *count_text = g_strdup_printf (C_("cards in hand", "×%u"), count);
      g_autofree char *markup = g_strdup_printf ("%s\n<small>%s</small>", label, count_text);

      gtk_label_set_markup_with_mnemonic (GTK_LABEL (self->card_label[i]), markup);
      gtk_widget_set_sensitive (self->card_button[i], choosing && scene->card_ok[i]);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->card_button[i]),
                                    choosing && scene->card == card_values[i]);
    }
  gtk_widget_set_sensitive (self->play_button, choosing && scene->card >= 0);
  if (scene->card >= 0)
    {
      /* Translators: the button that plays the selected card, "+2". */
      g_autofree char *play = g_strdup_printf (_("_Play +%d"), scene->card);
      gtk_button_set_label (GTK_BUTTON (self->play_button), play);
    }
  else
    gtk_button_set_label (GTK_BUTTON (self->play_button), _("_Play"));
}

void
ts_tri_panel_update (TsTriPanel     *self,
                     const TriScene *scene)
{
  g_return_if_fail (TS_IS_TRI_PANEL (self));
  g_return_if_fail (scene != NULL);

  self->scene = scene;
  self->updating = TRUE;
  if (scene->view == NULL)
    {
      build_seats (self, 0);
      set_label (self->round_label, NULL);
      set_label (self->prompt_label, NULL);
      set_label (self->notice_label, NULL);
      set_label (self->supply_label, NULL);
      gtk_widget_set_visible (self->action_box, FALSE);
      gtk_widget_set_visible (self->battle_box, FALSE);
      gtk_widget_set_visible (self->card_box, FALSE);
      self->updating = FALSE;
      return;
    }

  {
    /* Translators: TRI: a label in the side panel of the game */
    g_autofree char *round = g_strdup_printf (_("Round %u"), ts_tri_game_get_round (scene->view));
    g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", round);

    gtk_label_set_markup (GTK_LABEL (self->round_label), markup);
    gtk_widget_set_visible (self->round_label, TRUE);
  }
  set_label (self->prompt_label, scene->prompt);
  set_label (self->notice_label, scene->notice);
  update_actions (self);
  update_battle (self);
  update_players (self);
  self->updating = FALSE;
}

/* ------------------------------------------------------------------ */
/* Buttons                                                             */

static void
on_teleport_toggled (GtkToggleButton *button,
                     TsTriPanel      *self)
{
  if (self->updating)
    return;
  gtk_widget_activate_action (GTK_WIDGET (self), "board.set-teleport", "b",
                              gtk_toggle_button_get_active (button));
}

static void
on_pass_clicked (GtkButton  *button,
                 TsTriPanel *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "board.pass", NULL);
}

static void
on_play_clicked (GtkButton  *button,
                 TsTriPanel *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "board.play", NULL);
}

static void
on_card_toggled (GtkToggleButton *button,
                 TsTriPanel      *self)
{
  int value = -1;

  if (self->updating)
    return;
  for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
    if (GTK_WIDGET (button) == self->card_button[i])
      value = card_values[i];
  if (gtk_toggle_button_get_active (button))
    gtk_widget_activate_action (GTK_WIDGET (self), "board.card", "i", value);
  else if (self->scene != NULL && self->scene->card == value)
    {
      /* A click on the selected card keeps it selected. */
      self->updating = TRUE;
      gtk_toggle_button_set_active (button, TRUE);
      self->updating = FALSE;
    }
}

GtkWidget *
ts_tri_panel_get_button (TsTriPanel *self,
                         const char *name)
{
  g_return_val_if_fail (TS_IS_TRI_PANEL (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if (g_str_equal (name, "pass"))
    return self->pass_button;
  if (g_str_equal (name, "teleport"))
    return self->teleport_button;
  if (g_str_equal (name, "play-card"))
    return self->play_button;
  for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
    if (g_str_equal (name, gtk_widget_get_name (self->card_button[i])))
      return self->card_button[i];
  return NULL;
}

/* ------------------------------------------------------------------ */
/* GObject                                                             */

static void
ts_tri_panel_class_init (TsTriPanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/ui/tri-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TsTriPanel, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TsTriPanel, action_box);
  gtk_widget_class_bind_template_child (widget_class, TsTriPanel, teleport_button);
  gtk_widget_class_bind_template_child (widget_class, TsTriPanel, pass_button);
  gtk_widget_class_bind_template_child (widget_class, TsTriPanel, card_box);
  gtk_widget_class_bind_template_child_full (widget_class, "card_0", FALSE,
                                             G_STRUCT_OFFSET (TsTriPanel, card_button[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "card_2", FALSE,
                                             G_STRUCT_OFFSET (TsTriPanel, card_button[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "card_3", FALSE,
                                             G_STRUCT_OFFSET (TsTriPanel, card_button[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "card_4", FALSE,
                                             G_STRUCT_OFFSET (TsTriPanel, card_button[3]));
  gtk_widget_class_bind_template_child_full (widget_class, "card_label_0", FALSE,
                                             G_STRUCT_OFFSET (TsTriPanel, card_label[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "card_label_2", FALSE,
                                             G_STRUCT_OFFSET (TsTriPanel, card_label[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "card_label_3", FALSE,
                                             G_STRUCT_OFFSET (TsTriPanel, card_label[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "card_label_4", FALSE,
                                             G_STRUCT_OFFSET (TsTriPanel, card_label[3]));
  gtk_widget_class_bind_template_child (widget_class, TsTriPanel, play_button);
  gtk_widget_class_bind_template_child (widget_class, TsTriPanel, info_scroll);
  gtk_widget_class_bind_template_child (widget_class, TsTriPanel, round_label);
  gtk_widget_class_bind_template_child (widget_class, TsTriPanel, notice_label);
  gtk_widget_class_bind_template_child (widget_class, TsTriPanel, battle_box);
  gtk_widget_class_bind_template_child (widget_class, TsTriPanel, battle_title);
  gtk_widget_class_bind_template_child (widget_class, TsTriPanel, battle_area);
  gtk_widget_class_bind_template_child (widget_class, TsTriPanel, battle_result);
  gtk_widget_class_bind_template_child (widget_class, TsTriPanel, players_box);
  gtk_widget_class_bind_template_child (widget_class, TsTriPanel, supply_label);
  gtk_widget_class_bind_template_callback (widget_class, on_teleport_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_pass_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_play_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_card_toggled);
  gtk_widget_class_set_css_name (widget_class, "tri-panel");
}

static void
ts_tri_panel_init (TsTriPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
    {
      /* Translators: a card button's tooltip; %d is its value, also its key. */
      g_autofree char *tip = g_strdup_printf (_("Play the +%d card (key %d)"), card_values[i], card_values[i]);

      gtk_label_set_mnemonic_widget (GTK_LABEL (self->card_label[i]), self->card_button[i]);
      gtk_widget_set_tooltip_text (self->card_button[i], tip);
    }
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->battle_area), 2 * BATTLE_SIDE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->battle_area), draw_battle, self, NULL);
}

GtkWidget *
ts_tri_panel_new (void)
{
  return g_object_new (TS_TYPE_TRI_PANEL, NULL);
}
