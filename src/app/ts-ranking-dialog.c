/* ts-ranking-dialog.c — who won, at the end of a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "ts-ranking-dialog.h"
#include "ts-swatch.h"

struct _TsRankingDialog
{
  GtkWindow  parent_instance;

  GtkWidget *headline_label;
  GtkWidget *ending_label;
  GtkWidget *ranking_grid;
  GtkWidget *new_game_button;
  GtkWidget *close_button;
  GtkWidget *trophy;

  GPtrArray *row_texts;  /* of char *, in place order */
};

G_DEFINE_FINAL_TYPE (TsRankingDialog, ts_ranking_dialog, GTK_TYPE_WINDOW)

enum
{
  NEW_GAME,
  UNDO,
  REPLAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

const char *
ts_ranking_dialog_place_label (int rank)
{
  static const char * const places[TS_MAX_SEATS] = {
    /* Translators: the first place in the final ranking, the winner */
    N_("1st"),
    /* Translators: the second place in the final ranking */
    N_("2nd"),
    /* Translators: the third place in the final ranking */
    N_("3rd"),
    /* Translators: the fourth place in the final ranking */
    N_("4th"),
  };

  g_return_val_if_fail (rank >= 0 && rank < TS_MAX_SEATS, "");

  return _(places[rank]);
}

/* Seats in place order; a stable sort keeps tied seats in seat order. */
static void
sort_by_rank (int       *order,
              guint      n,
              const int *ranks)
{
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && ranks[order[j - 1]] > ranks[order[j]]; j--)
      {
        int swap = order[j];

        order[j] = order[j - 1];
        order[j - 1] = swap;
      }
}

static GtkWidget *
new_cell_label (const char *text,
                float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  return label;
}

static void
fill (TsRankingDialog *self,
      TsMatch         *match)
{
  TsGame *game = ts_match_get_game (match);
  const TsSetup *setup = ts_match_get_setup (match);
  guint n = ts_game_get_n_players (game);
  int ranks[TS_MAX_SEATS] = { 0 };
  int order[TS_MAX_SEATS];
  guint n_winners = 0, n_humans = 0;
  gboolean human_won = FALSE;
  int winner = 0;
  g_autofree char *headline = NULL;

  g_return_if_fail (n >= 1 && n <= TS_MAX_SEATS);

  ts_game_get_ranks (game, ranks);
  for (guint i = 0; i < n; i++)
    {
      order[i] = (int) i;
      if (ranks[i] == 0)
        {
          n_winners++;
          winner = (int) i;
        }
    }
  sort_by_rank (order, n, ranks);

  for (guint i = 0; i < n; i++)
    {
      if (setup->players[i].kind == TS_PLAYER_HUMAN)
        n_humans++;
      if (ranks[i] == 0 && setup->players[i].kind == TS_PLAYER_HUMAN)
        human_won = TRUE;
    }
  /* Only a human winner is celebrated; a human who lost to a computer is
   * told plainly, without a trophy. */
  if (n_winners == 1 && (human_won || n_humans == 0))
    /* Translators: headline of the final ranking; %s is a player's name */
    headline = g_strdup_printf (_("%s wins!"), setup->players[winner].name);
  else if (n_winners == 1)
    /* Translators: headline of the final ranking when a computer player
     * beat the people; %s is its name */
    headline = g_strdup_printf (_("%s won this game"), setup->players[winner].name);
  else if (human_won || n_humans == 0)
    /* Translators: headline of the final ranking when several players tie
       for first place */
    headline = g_strdup (_("A shared victory!"));
  else
    /* Translators: headline of the final ranking when only computer players
       tie for first place */
    headline = g_strdup (_("The computers share the victory"));
  gtk_widget_set_visible (self->trophy, human_won || n_humans == 0);
  gtk_label_set_label (GTK_LABEL (self->headline_label), headline);

  /* How it ended: the last public words of the last move ("Ada has 10
   * points: the game is over."). */
  if (ts_match_get_n_moves (match) > 0)
    {
      guint moves = ts_match_get_n_moves (match);
      g_autoptr(GPtrArray) lines = ts_match_describe_events (match, moves - 1, moves, TS_SEAT_NONE);

      if (lines->len > 0)
        {
          gtk_label_set_label (GTK_LABEL (self->ending_label), g_ptr_array_index (lines, lines->len - 1));
          gtk_widget_set_visible (self->ending_label, TRUE);
        }
    }

  for (guint i = 0; i < n; i++)
    {
      int seat = order[i];
      const TsPlayer *player = &setup->players[seat];
      g_autofree char *score = ts_game_describe_score (game, seat);
      const char *place = ts_ranking_dialog_place_label (ranks[seat]);
      GtkWidget *place_label = new_cell_label (place, 1.0);
      GtkWidget *name_label = new_cell_label (player->name, 0.0);

      if (ranks[seat] == 0)
        {
          gtk_widget_add_css_class (place_label, "heading");
          gtk_widget_add_css_class (name_label, "heading");
        }

      gtk_grid_attach (GTK_GRID (self->ranking_grid), place_label, 0, (int) i, 1, 1);
      GtkWidget *swatch = ts_swatch_new (player->colour, 14);

      ts_swatch_set_seat (swatch, game, seat, player->colour);
      gtk_grid_attach (GTK_GRID (self->ranking_grid), swatch, 1, (int) i, 1, 1);
      gtk_grid_attach (GTK_GRID (self->ranking_grid), name_label, 2, (int) i, 1, 1);
      gtk_grid_attach (GTK_GRID (self->ranking_grid), new_cell_label (score, 0.0), 3, (int) i, 1, 1);

      g_ptr_array_add (self->row_texts, g_strdup_printf ("%s %s %s", place, player->name, score));
    }
}

static void
undo_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  g_signal_emit (widget, signals[UNDO], 0);
}

static void
replay_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  g_object_ref (widget);
  g_signal_emit (widget, signals[REPLAY], 0);
  gtk_window_destroy (GTK_WINDOW (widget));
  g_object_unref (widget);
}

static void
new_game_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  g_object_ref (widget);
  g_signal_emit (widget, signals[NEW_GAME], 0);
  gtk_window_destroy (GTK_WINDOW (widget));
  g_object_unref (widget);
}

static void
ts_ranking_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TS_TYPE_RANKING_DIALOG);

  G_OBJECT_CLASS (ts_ranking_dialog_parent_class)->dispose (object);
}

static void
ts_ranking_dialog_finalize (GObject *object)
{
  TsRankingDialog *self = TS_RANKING_DIALOG (object);

  g_clear_pointer (&self->row_texts, g_ptr_array_unref);

  G_OBJECT_CLASS (ts_ranking_dialog_parent_class)->finalize (object);
}

static void
ts_ranking_dialog_class_init (TsRankingDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_ranking_dialog_dispose;
  object_class->finalize = ts_ranking_dialog_finalize;

  signals[UNDO] = g_signal_new ("undo",
                                G_TYPE_FROM_CLASS (klass),
                                G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL,
                                G_TYPE_NONE, 0);
  signals[REPLAY] = g_signal_new ("replay",
                                  G_TYPE_FROM_CLASS (klass),
                                  G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 0);
  signals[NEW_GAME] = g_signal_new ("new-game",
                                    G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/ui/ranking-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TsRankingDialog, headline_label);
  gtk_widget_class_bind_template_child (widget_class, TsRankingDialog, ending_label);
  gtk_widget_class_bind_template_child (widget_class, TsRankingDialog, ranking_grid);
  gtk_widget_class_bind_template_child (widget_class, TsRankingDialog, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, TsRankingDialog, close_button);
  gtk_widget_class_bind_template_child (widget_class, TsRankingDialog, trophy);

  gtk_widget_class_install_action (widget_class, "ranking.new-game", NULL, new_game_activated);
  gtk_widget_class_install_action (widget_class, "ranking.undo", NULL, undo_activated);
  gtk_widget_class_install_action (widget_class, "ranking.replay", NULL, replay_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ts_ranking_dialog_init (TsRankingDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->row_texts = g_ptr_array_new_with_free_func (g_free);
}

GtkWidget *
ts_ranking_dialog_new (GtkWindow *parent,
                       TsMatch   *match)
{
  TsRankingDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (TS_IS_MATCH (match), NULL);

  self = g_object_new (TS_TYPE_RANKING_DIALOG,
                       /* A dialog, with its title, for a screen reader
                        * (the class's role does not reach GTK 4.8's AT-SPI). */
                       "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG,
                       "transient-for", parent,
                       NULL);
  fill (self, match);
  /* Not New Game: a stray Enter after the last move must not throw the
   * final board away. */
  gtk_window_set_focus (GTK_WINDOW (self), self->close_button);

  return GTK_WIDGET (self);
}

char *
ts_ranking_dialog_get_row_text (TsRankingDialog *self,
                                guint            i)
{
  g_return_val_if_fail (TS_IS_RANKING_DIALOG (self), NULL);

  if (i >= self->row_texts->len)
    return NULL;

  return g_strdup (g_ptr_array_index (self->row_texts, i));
}
