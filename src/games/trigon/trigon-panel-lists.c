/* trigon-panel-lists.c — the lists of the Rule of Trigon panel: the
 * viewer's hand, the cards to pick, the village overview
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each list is rebuilt only when a short summary of what it shows (its
 * key) changed: the panel is updated after every move and every change
 * of the selection.  The hand is the viewer's own, from the view; the
 * cards Spionage lets the viewer take come from the legal moves.
 */
#include "trigon-panel-private.h"

#include <string.h>

#include <glib/gi18n.h>

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
  GtkWidget *label = trg_panel_new_label (title, FALSE);

  gtk_widget_set_margin_start (row, 10);
  gtk_widget_set_margin_end (row, 10);
  gtk_widget_set_margin_top (row, 6);
  gtk_widget_set_margin_bottom (row, 6);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (text), label);
  if (detail != NULL)
    gtk_box_append (GTK_BOX (text), trg_panel_new_label (detail, FALSE));
  if (rule != NULL)
    gtk_box_append (GTK_BOX (text), trg_panel_new_label (rule, TRUE));
  gtk_box_append (GTK_BOX (row), text);
  if (button_label != NULL)
    {
      GtkWidget *button = gtk_button_new_with_label (button_label);
      /* Translators: a card's button read by screen readers: what it
       * does and the card, "Play: Promotion". */
      g_autofree char *name = g_strdup_printf (C_("card button", "%s: %s"), button_label, title);

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

void
trg_panel_update_hand (TsTrigonPanel  *self,
                       const TrgScene *scene)
{
  gboolean seated = trg_panel_viewer_seated (scene);
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
  if (!trg_panel_key_changed (&self->hand_key, g_string_free (g_steal_pointer (&key), FALSE)))
    return;

  trg_panel_clear_box (self->hand_list);
  memset (self->hand_buttons, 0, sizeof self->hand_buttons);
  memset (self->hand_rows, 0, sizeof self->hand_rows);
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
          /* Translators: Rule of Trigon: a label in the side panel of the
             game */
          button = C_("card", "Play");
        row = card_row (self, title, NULL, trg_card_rule (e), button, e, &self->hand_buttons[e]);
        self->hand_rows[e] = row;
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
              /* Translators: Rule of Trigon: a label in the side panel of
                 the game; task cards are goals bought for 1 gold that score
                 when fulfilled */
              detail = g_strdup_printf (ngettext ("Task, %u point", "Task, %u points", points), points);
            row = card_row (self, trg_card_title (code), detail, trg_card_rule (code), button, code,
                            &self->hand_buttons[code]);
            self->hand_rows[code] = row;
            append_row (self->hand_list, row, button != NULL);
            rows++;
          }
        if (ts_trigon_game_task_done (scene->view, v, t))
          {
            /* Translators: Rule of Trigon: a label in the side panel of the
               game */
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
        /* Translators: Rule of Trigon: a label in the side panel of the
           game */
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
void
trg_panel_update_pick (TsTrigonPanel  *self,
                       const TrgScene *scene)
{
  gboolean spy = trg_panel_viewer_seated (scene) && scene->can_act && scene->phase == TRG_PHASE_SPY_TAKE
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
  if (!trg_panel_key_changed (&self->pick_key, g_string_free (g_steal_pointer (&key), FALSE)))
    return;

  trg_panel_clear_box (self->pick_list);
  memset (self->pick_buttons, 0, sizeof self->pick_buttons);
  /* Translators: Rule of Trigon: a label in the side panel of the game */
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

void
trg_panel_update_overview (TsTrigonPanel  *self,
                           const TrgScene *scene)
{
  gboolean seated = trg_panel_viewer_seated (scene);
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
  if (!trg_panel_key_changed (&self->overview_key, g_string_free (g_steal_pointer (&key), FALSE)))
    return;

  trg_panel_clear_box (self->overview_list);
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
                               city
                               /* Translators: Rule of Trigon: a kind of
                                  settlement in the side panel's list of
                                  settlements: a large one */
                               ? C_("settlement", "city")
                               /* Translators: Rule of Trigon: a kind of
                                  settlement in the side panel's list of
                                  settlements: a small one */
                               : C_("settlement", "village"));
      coins = trg_panel_coins_text (income);
      /* Translators: Rule of Trigon: a settlement's inhabitants (%1$u of
       * %2$u), its income (%3$s: "2 copper and 1 silver") and births
       * (%4$u) each round. */
      line = g_strdup_printf (ngettext ("%1$u of %2$u inhabitants; income %3$s; %4$u birth a round",
                                        "%1$u of %2$u inhabitants; income %3$s; %4$u births a round", born),
                              inhabitants, TRG_CAPACITY, coins, born);
      gtk_widget_set_margin_start (box, 10);
      gtk_widget_set_margin_end (box, 10);
      gtk_widget_set_margin_top (box, 6);
      gtk_widget_set_margin_bottom (box, 6);
      label = trg_panel_new_label (title, FALSE);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), trg_panel_new_label (line, FALSE));
      if (kind != NULL)
        /* Translators: Rule of Trigon: the kind of village card of a
           capital, in the list of settlements */
        gtk_box_append (GTK_BOX (box), trg_panel_new_label (trg_card_is_capital (card) ? _("Capital")
                                                                            : _(kind->name), TRUE));
      g_string_append_printf (name, "%s. %s.", title, line);
      if (threat > 0)
        {
          /* Translators: Rule of Trigon: a label in the side panel of the
             game; knights, scouts and boats are the figures (pieces) a
             player builds and moves */
          g_autofree char *warn = g_strdup_printf (ngettext ("⚠ %d enemy figure next to it",
                                                             "⚠ %d enemy figures next to it", threat),
                                                   threat);

          label = trg_panel_new_label (warn, FALSE);
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
    g_autofree char *coins = trg_panel_coins_text (total);
    /* Translators: Rule of Trigon: a label in the side panel of the game */
    g_autofree char *text = n > 0 ? g_strdup_printf (ngettext ("Income each round: %s; %u birth",
                                                               "Income each round: %s; %u births", births),
                                                     coins, births)
                                  /* Translators: Rule of Trigon: a label in
                                     the side panel of the game; a settlement
                                     (a village or the capital) is a player's
                                     town on a site of the board */
                                  : g_strdup (_("You have no settlements."));

    gtk_label_set_text (GTK_LABEL (self->overview_total), text);
  }
}
