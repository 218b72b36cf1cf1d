/* trigon-panel-seats.c — the seats in the Rule of Trigon panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A TsSeatPanel per seat in the round's action order: the name and the
 * realm's colour, the score and where it comes from, the coins, the hand
 * counted (events and tasks: the counts are public, the cards are not,
 * and the view holds only the viewer's real hand), the tasks done and
 * the cards face up; the seat deciding now is marked, a seat out of the
 * game dimmed.
 */
#include "trigon-panel-private.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ts-board-util.h"
#include "ts-card-view.h"
#include "ts-seat-panel.h"
#include "ts-swatch.h"

#define BACK_CARD_W 26
#define BACK_CARD_H 36
#define REALM_DOT 20

/* The realms' colours in words (trg_realm_colours is not translated). */
static const char * const realm_colour_words[TRG_N_REALMS] = {
  /* Translators: Rule of Trigon: a label in the side panel of the game */
  NC_("realm colour", "green"),
  /* Translators: Rule of Trigon: a label in the side panel of the game */
  NC_("realm colour", "purple"),
  /* Translators: Rule of Trigon: a label in the side panel of the game */
  NC_("realm colour", "yellow"),
  /* Translators: Rule of Trigon: a label in the side panel of the game */
  NC_("realm colour", "white"),
};

/* The bonus-point cards (spec §2.3). */
static const TrgEventKind point_cards[] = {
  TRG_E_KERKER, TRG_E_RAADHUIS, TRG_E_TENTOONSTELLING, TRG_E_SLOT,
};


/* Drawing: the realm dot and the backs of a hand */

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

/* 8. The seats */

void
trg_panel_set_seats (TsTrigonPanel *self,
                     guint          n)
{
  n = MIN (n, TS_MAX_SEATS);
  if (n != self->n_seats)
    /* New blocks stand in seat order: the order is set again. */
    memset (self->order, 0xff, sizeof self->order);
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
      block->disc = ts_swatch_new (NULL, REALM_DOT);
      gtk_accessible_update_state (GTK_ACCESSIBLE (block->disc), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      {
        /* The kit's tile knows only the seat colours of the setup, and
         * the realms have their own (white among them): the realm's dot
         * takes the tile's place before the name; the realm's name says
         * the colour in words. */
        GtkWidget *name = ts_seat_panel_get_name_label (TS_SEAT_PANEL (block->panel));
        GtkWidget *tile = gtk_widget_get_prev_sibling (name);
        GtkWidget *head = gtk_widget_get_parent (name);

        if (GTK_IS_DRAWING_AREA (tile) && GTK_IS_BOX (head))
          {
            gtk_widget_set_visible (tile, FALSE);
            gtk_box_insert_child_after (GTK_BOX (head), block->disc, tile);
          }
        else
          gtk_box_append (GTK_BOX (row), block->disc);
      }
      block->realm_label = trg_panel_new_label (NULL, FALSE);
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
    /* Translators: Rule of Trigon: a label in the side panel of the game */
    g_ptr_array_add (parts, g_strdup_printf (_("palace %d"), TRG_PALACE_POINTS));
  if (villages > 0)
    /* Translators: Rule of Trigon: a label in the side panel of the game; a
       settlement (a village or the capital) is a player's town on a site of
       the board */
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u village", "%u villages", villages), villages));
  if (cities > 0)
    /* Translators: cities and the points they score. */
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u city (%u)", "%u cities (%u)", cities),
                                             cities, cities * 2));
  if (tasks > 0)
    /* Translators: Rule of Trigon: a label in the side panel of the game;
       task cards are goals bought for 1 gold that score when fulfilled */
    g_ptr_array_add (parts, g_strdup_printf (_("tasks %u"), tasks));
  if (cards > 0)
    /* Translators: Rule of Trigon: a label in the side panel of the game:
       the points of the bonus-point event cards played */
    g_ptr_array_add (parts, g_strdup_printf (_("bonus-point cards %u"), cards));
  for (int b = 0; b < TRG_N_BONUS_CARDS; b++)
    if (ts_trigon_game_get_bonus_holder (view, b) == s)
      /* Translators: a bonus card and its points, "Quest of the Adventurer 2". */
      g_ptr_array_add (parts, g_strdup_printf (C_("bonus", "%s %u"), _(trg_bonus_names[b]), trg_bonus_points[b]));
  if (realms > 0)
    /* Translators: Rule of Trigon: a label in the side panel of the game;
       the board has four realms; each player starts in a home realm */
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
  ts_seat_panel_set_presence (panel, ts_board_util_presence_words (self->table, s));
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
  if (block->rgb != (scene->rgb[s] | 0x1000000))
    {
      /* Bit 24: a colour was set (black is a colour). */
      block->rgb = scene->rgb[s] | 0x1000000;
      ts_swatch_set_rgb (block->disc, scene->rgb[s]);
    }
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
  trg_panel_seat_coins (scene, s, coins);
  {
    g_autofree char *markup = trg_panel_coins_markup (coins);
    g_autofree char *words = trg_panel_coins_text (coins);

    ts_seat_panel_set_counter (panel, "coins", markup, words);
  }
  {
    g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
    g_autofree char *cards = NULL;
    g_autofree char *hand = NULL;
    g_autofree char *markup = NULL;
    g_autofree char *back_name = NULL;

    if (events > 0)
      /* Translators: the cards in a hand, counted: events and tasks. */
      g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u event card", "%u event cards", events), events));
    if (held > 0)
      /* Translators: Rule of Trigon: a label in the side panel of the game;
         task cards are goals bought for 1 gold that score when fulfilled */
      g_ptr_array_add (parts, g_strdup_printf (ngettext ("%u task", "%u tasks", held), held));
    cards = trg_words_join (parts);
    hand = parts->len > 0
           /* Translators: a hand's size, "Hand: 2 event cards and 1 task". */
           ? g_strdup_printf (_("Hand: %s"), cards)
           /* Translators: Rule of Trigon: a player holds no cards */
           : g_strdup (_("Hand: no cards"));
    markup = g_markup_escape_text (hand, -1);
    /* Translators: a seat's hidden hand, read by screen readers: the
     * seat's name, then "Hand: 2 event cards and 1 task". */
    back_name = g_strdup_printf (C_("hand", "%s, %s"), name, hand);

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
    if (face_up->len > 0 && done == 0)
      /* Translators: Rule of Trigon: the cards lying face up before a
         player, by name */
      text = g_strdup_printf (_("Face up: %s"), face_up->str);
    else if (face_up->len > 0)
      /* Translators: tasks completed, then the cards lying face up. */
      text = g_strdup_printf (ngettext ("%u task done; face up: %s", "%u tasks done; face up: %s", done),
                              done, face_up->str);
    else if (done > 0)
      /* Translators: Rule of Trigon: a label in the side panel of the game;
         task cards are goals bought for 1 gold that score when fulfilled */
      text = g_strdup_printf (ngettext ("%u task done", "%u tasks done", done), done);
    else
      /* Translators: Rule of Trigon: a label in the side panel of the game;
         task cards are goals bought for 1 gold that score when fulfilled */
      text = g_strdup (_("No task done yet"));
    {
      g_autofree char *markup = g_markup_escape_text (text, -1);

      ts_seat_panel_set_counter (panel, "done", markup, text);
    }
  }
  /* Translators: Rule of Trigon: a label in the side panel of the game */
  ts_seat_panel_set_counter (panel, "state", eliminated ? _("<b>Out of the game</b>") : NULL,
                             /* Translators: Rule of Trigon: a label in the
                                side panel of the game */
                             eliminated ? _("Out of the game") : NULL);
}

void
trg_panel_update_seats (TsTrigonPanel  *self,
                        const TrgScene *scene)
{
  int order[TS_MAX_SEATS];
  guint n = ts_trigon_game_get_order (scene->view, 1, order);
  gboolean listed[TS_MAX_SEATS] = { FALSE };
  guint target = ts_trigon_game_get_point_target (scene->view);
  guint round = ts_trigon_game_get_round (scene->view);

  trg_panel_set_seats (self, scene->n_seats);
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
