/* ts-new-game-dialog.c — who plays a new game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "ts-new-game-dialog.h"
#include "ts-window.h"
#include "ts-a11y.h"
#include "ts-game.h"
#include "ts-games.h"
#include "ts-option-rows.h"
#include "ts-swatch.h"

#define MAX_NAME_CHARS 24
#define SETUP_VARIANT_TYPE "(uia(ssss))"

/* The items of a seat's "played by" list: a human here, then a computer
 * at each level (TsLevel order), then a person invited to play online. */
#define KIND_HUMAN 0
#define KIND_FIRST_COMPUTER 1
#define KIND_INVITE (KIND_FIRST_COMPUTER + TS_N_LEVELS)

typedef struct
{
  TsNewGameDialog *dialog;
  guint            seat;
  GtkWidget       *row;           /* AdwEntryRow: the name */
  GtkWidget       *colour_dropdown;
  GtkWidget       *kind_dropdown;
  guint            colour;        /* index into ts_seat_colour_ids () */
  gboolean         name_is_auto;  /* filled in by us, not typed */
} SeatRow;

struct _TsNewGameDialog
{
  AdwWindow      parent_instance;

  GtkWidget     *window_title;
  GtkWidget     *players_group;
  GtkWidget     *players_row;
  GtkWidget     *players_spin;
  GtkWidget     *game_group;
  GtkWidget     *first_row;
  GtkWidget     *host_row;        /* where a game with invited seats is hosted */
  GtkWidget     *undo_row;        /* online: take-backs with everyone's consent */
  GtkWidget     *undo_switch;
  char          *server;          /* the server of Preferences, or NULL */

  GtkStringList *first_model;
  GtkSizeGroup  *colour_sizes;    /* the seats' choosers line up in columns */
  GtkSizeGroup  *kind_sizes;
  SeatRow        rows[TS_MAX_SEATS];
  char          *game_id;
  guint          min_players;
  guint          max_players;
  const TsGameOption *options;    /* the game's, ended by a NULL name */
  TsFirstPlayer  first_player;    /* the game's: random offers "Random" first */
  GtkWidget     *option_widgets[TS_MAX_OPTIONS];
  const char * const *default_colours;  /* the game's own, or NULL */
  gboolean       updating;        /* we are changing fields ourselves */
};

G_DEFINE_FINAL_TYPE (TsNewGameDialog, ts_new_game_dialog, ADW_TYPE_WINDOW)

enum
{
  SETUP_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Default names: people get given names, computers are numbered only
 * when there are several. */
static const char * const human_names[TS_MAX_SEATS] = {
  /* Translators: default name of the first human player in the new-game
     dialog; use a short given name common in your language */
  N_("Ada"),
  /* Translators: default name of the second human player in the new-game
     dialog; use a short given name common in your language */
  N_("Bob"),
  /* Translators: default name of the third human player in the new-game
     dialog; use a short given name common in your language */
  N_("Cleo"),
  /* Translators: default name of the fourth human player in the new-game
     dialog; use a short given name common in your language */
  N_("Dan"),
};

static guint
n_colours (void)
{
  return g_strv_length ((char **) ts_seat_colour_ids ());
}

static int
colour_index (const char *id)
{
  const char * const *ids = ts_seat_colour_ids ();

  for (guint i = 0; ids[i] != NULL; i++)
    if (g_strcmp0 (ids[i], id) == 0)
      return (int) i;

  return -1;
}

static guint
get_n_players (TsNewGameDialog *self)
{
  return (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->players_spin));
}

static TsPlayerKind
row_kind (SeatRow *row)
{
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (row->kind_dropdown));

  return selected != KIND_HUMAN && selected != KIND_INVITE && selected != GTK_INVALID_LIST_POSITION
         ? TS_PLAYER_COMPUTER : TS_PLAYER_HUMAN;
}

static TsLevel
row_level (SeatRow *row)
{
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (row->kind_dropdown));

  if (selected == GTK_INVALID_LIST_POSITION || selected < KIND_FIRST_COMPUTER ||
      selected - KIND_FIRST_COMPUTER >= TS_N_LEVELS)
    return TS_LEVEL_NORMAL;
  return (TsLevel) (selected - KIND_FIRST_COMPUTER);
}

/* The name a seat gets when the player has not typed one. */
static char *
auto_name (TsNewGameDialog *self,
           guint            seat)
{
  guint n = get_n_players (self);
  guint n_computers = 0, computer_index = 0, human_index = 0;

  for (guint i = 0; i < TS_MAX_SEATS; i++)
    {
      gboolean computer = row_kind (&self->rows[i]) == TS_PLAYER_COMPUTER;

      if (computer && i < n)
        n_computers++;
      if (i < seat)
        {
          if (computer)
            computer_index++;
          else
            human_index++;
        }
    }

  if (row_kind (&self->rows[seat]) == TS_PLAYER_HUMAN)
    return g_strdup (_(human_names[MIN (human_index, TS_MAX_SEATS - 1)]));

  if (n_computers <= 1)
    /* Translators: default name of the only computer player */
    return g_strdup (C_("player name", "Computer"));

  /* Translators: default name of one of several computer players; %u is 1–4 */
  return g_strdup_printf (_("Computer %u"), computer_index + 1);
}

/* The name SEAT plays under: what was typed, or the default. */
static char *
row_name (TsNewGameDialog *self,
          guint            seat)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->rows[seat].row));
  g_autofree char *name = g_strstrip (g_strdup (text));

  if (*name == '\0')
    return auto_name (self, seat);

  return g_utf8_substring (name, 0, MIN (g_utf8_strlen (name, -1), MAX_NAME_CHARS));
}

/* Items of the first-player list before the seats. */
static guint
first_offset (TsNewGameDialog *self)
{
  return self->first_player == TS_FIRST_PLAYER_RANDOM ? 1 : 0;
}

/* The seat chosen to play first, or TS_SEAT_RANDOM. */
static int
selected_first_seat (TsNewGameDialog *self,
                     guint            n_players)
{
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (self->first_row));
  guint offset = first_offset (self);

  if (self->first_player == TS_FIRST_PLAYER_FIXED)
    return 0;
  if (offset > 0 && selected == 0)
    return TS_SEAT_RANDOM;
  if (selected == GTK_INVALID_LIST_POSITION || selected < offset || selected - offset >= n_players)
    return offset > 0 ? TS_SEAT_RANDOM : 0;
  return selected - offset;
}

static void
update_first_model (TsNewGameDialog *self)
{
  guint n = get_n_players (self);
  guint offset = first_offset (self);
  guint first = adw_combo_row_get_selected (ADW_COMBO_ROW (self->first_row));
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  /* Where the rules deal the first player at random, that is the first
   * choice and the default. */
  if (offset > 0)
    /* Translators: the first player is drawn at random */
    g_ptr_array_add (names, g_strdup (C_("first player", "Random")));
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (names, row_name (self, i));
  g_ptr_array_add (names, NULL);

  /* Replacing the items resets the selection: keep it by hand. */
  self->updating = TRUE;
  gtk_string_list_splice (self->first_model, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->first_model)),
                          (const char * const *) names->pdata);
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->first_row),
                              first < n + offset ? first : 0);
  self->updating = FALSE;
}

static void update_online (TsNewGameDialog *self);

gboolean
ts_new_game_dialog_get_online_undo (TsNewGameDialog *self)
{
  g_return_val_if_fail (TS_IS_NEW_GAME_DIALOG (self), FALSE);
  return gtk_switch_get_active (GTK_SWITCH (self->undo_switch));
}

const char *
ts_new_game_dialog_get_server (TsNewGameDialog *self)
{
  g_return_val_if_fail (TS_IS_NEW_GAME_DIALOG (self), NULL);

  return self->server != NULL && self->host_row != NULL &&
         adw_combo_row_get_selected (ADW_COMBO_ROW (self->host_row)) == 1 ? self->server : NULL;
}

static void
on_host_changed (AdwComboRow     *row,
                 GParamSpec      *pspec,
                 TsNewGameDialog *self)
{
  update_online (self);
}

guint
ts_new_game_dialog_get_invited (TsNewGameDialog *self)
{
  guint n, mask = 0;

  g_return_val_if_fail (TS_IS_NEW_GAME_DIALOG (self), 0);

  n = get_n_players (self);
  for (guint i = 0; i < n && i < TS_MAX_SEATS; i++)
    if (gtk_drop_down_get_selected (GTK_DROP_DOWN (self->rows[i].kind_dropdown)) == KIND_INVITE)
      mask |= 1u << i;
  return mask;
}

/* With an invited seat the game is hosted online: it says so, and one
 * screen plays at most one seat of it. */
static void
update_online (TsNewGameDialog *self)
{
  guint n = get_n_players (self), here = 0;
  gboolean online = ts_new_game_dialog_get_invited (self) != 0;

  for (guint i = 0; i < n && i < TS_MAX_SEATS; i++)
    here += gtk_drop_down_get_selected (GTK_DROP_DOWN (self->rows[i].kind_dropdown)) == KIND_HUMAN;
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->players_group),
                                         !online ? NULL
                                         : here > 1
                                         /* Translators: in the new-game dialog
                                            when a seat is invited and several
                                            are played here */
                                         ? _("An online game is played by one person at this screen: choose Human for one seat only.")
                                         : ts_new_game_dialog_get_server (self) != NULL
                                         /* Translators: in the new-game dialog
                                            when a seat is invited and the game
                                            is hosted on the server of
                                            Preferences */
                                         ? _("The game is hosted on your server. Next you get a link for each invited player, for people anywhere.")
                                         /* Translators: in the new-game dialog
                                            when a seat is invited */
                                         : _("The game is hosted on this computer. Next you get a link for each invited player, for computers on the same network."));
  if (self->host_row != NULL)
    gtk_widget_set_visible (self->host_row, online && self->server != NULL);
  if (self->undo_row != NULL)
    gtk_widget_set_visible (self->undo_row, online);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dialog.start", !online || here <= 1);
}

/* Called whenever kinds or the number of players change: seats whose name
 * the player did not type follow the new defaults. */
static void
update_rows (TsNewGameDialog *self)
{
  guint n = get_n_players (self);

  self->updating = TRUE;
  for (guint i = 0; i < TS_MAX_SEATS; i++)
    {
      SeatRow *row = &self->rows[i];

      gtk_widget_set_visible (row->row, i < n);
      /* An option about a seat only while that seat plays. */
      for (guint o = 0; self->options != NULL && o < TS_MAX_OPTIONS && self->options[o].name != NULL; o++)
        if (self->options[o].seat == i + 1 && self->option_widgets[o] != NULL)
          gtk_widget_set_visible (gtk_widget_get_ancestor (self->option_widgets[o], ADW_TYPE_PREFERENCES_ROW),
                                  i < n);
      if (row->name_is_auto)
        {
          g_autofree char *name = auto_name (self, i);

          gtk_editable_set_text (GTK_EDITABLE (row->row), name);
        }
    }
  self->updating = FALSE;

  update_first_model (self);
  update_online (self);
}

static void
on_name_changed (GtkEditable *entry,
                 SeatRow     *row)
{
  TsNewGameDialog *self = row->dialog;

  if (self->updating)
    return;

  /* An emptied field goes back to the default name. */
  row->name_is_auto = *gtk_editable_get_text (entry) == '\0';
  update_first_model (self);
}

static void
on_kind_changed (GtkDropDown *dropdown,
                 GParamSpec  *pspec,
                 SeatRow     *row)
{
  if (!row->dialog->updating)
    update_rows (row->dialog);
}

/* No two seats may share a colour: picking another seat's colour swaps
 * the two. */
static void
on_colour_changed (GtkDropDown *dropdown,
                   GParamSpec  *pspec,
                   SeatRow     *row)
{
  TsNewGameDialog *self = row->dialog;
  guint colour = gtk_drop_down_get_selected (dropdown);
  guint previous = row->colour;

  if (self->updating || colour == GTK_INVALID_LIST_POSITION || colour == previous)
    return;

  self->updating = TRUE;
  row->colour = colour;
  for (guint i = 0; i < TS_MAX_SEATS; i++)
    {
      SeatRow *other = &self->rows[i];

      if (other != row && other->colour == colour)
        {
          other->colour = previous;
          gtk_drop_down_set_selected (GTK_DROP_DOWN (other->colour_dropdown), previous);
        }
    }
  self->updating = FALSE;
}

static void
on_players_changed (GtkSpinButton   *spin,
                    TsNewGameDialog *self)
{
  if (!self->updating)
    update_rows (self);
}

static void
setup_colour_item (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *swatch = ts_swatch_new (NULL, 16);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);

  gtk_box_append (GTK_BOX (box), swatch);
  gtk_box_append (GTK_BOX (box), label);
  gtk_list_item_set_child (item, box);
}

static void
bind_colour_item (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  gpointer                  user_data)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *swatch = gtk_widget_get_first_child (box);
  GtkWidget *label = gtk_widget_get_next_sibling (swatch);
  const char *id = gtk_string_object_get_string (gtk_list_item_get_item (item));

  ts_swatch_set_colour (swatch, id);
  gtk_label_set_label (GTK_LABEL (label), ts_seat_colour_name (id));
}

/* A colour, as a screen reader says it. */
static char *
colour_text (gpointer item)
{
  return g_strdup (ts_seat_colour_name (gtk_string_object_get_string (item)));
}

static GtkWidget *
new_dropdown (GListModel     *model,
              const char     *accessible_label,
              TsA11yItemText  text_of)
{
  GtkWidget *dropdown = gtk_drop_down_new (model, NULL);

  gtk_widget_set_valign (dropdown, GTK_ALIGN_CENTER);
  ts_a11y_name_choice (dropdown, accessible_label, text_of);
  return dropdown;
}

/* The row of SEAT: its name, with its colour and who plays it at the
 * end.  The widest choices are measured once so that choosing another
 * never changes the row's width. */
static void
build_row (TsNewGameDialog *self,
           guint            seat)
{
  SeatRow *row = &self->rows[seat];
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  g_autofree char *title = NULL;
  g_autofree char *a11y = NULL;
  GtkWidget *text;

  G_STATIC_ASSERT (TS_N_LEVELS == 3);

  row->dialog = self;
  row->seat = seat;
  row->name_is_auto = TRUE;

  /* Translators: a seat in the new-game dialog, above its name; %u is
   * 1–4 and the underscore makes Alt+1…4 jump to that player's name */
  title = g_strdup_printf (_("Player _%u"), seat + 1);
  row->row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row->row), TRUE);
  /* Enter in a name must not start the game: only Start does. */
  adw_entry_row_set_activates_default (ADW_ENTRY_ROW (row->row), FALSE);
  text = GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (row->row)));
  if (GTK_IS_TEXT (text))
    gtk_text_set_max_length (GTK_TEXT (text), MAX_NAME_CHARS);
  g_signal_connect (row->row, "changed", G_CALLBACK (on_name_changed), row);

  g_signal_connect (factory, "setup", G_CALLBACK (setup_colour_item), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_colour_item), NULL);
  /* Translators: accessible name of a colour chooser; %u is 1–4 */
  a11y = g_strdup_printf (_("Colour of player %u"), seat + 1);
  row->colour_dropdown = new_dropdown (G_LIST_MODEL (gtk_string_list_new (ts_seat_colour_ids ())),
                                       a11y, colour_text);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (row->colour_dropdown), factory);
  row->colour = seat % n_colours ();
  gtk_drop_down_set_selected (GTK_DROP_DOWN (row->colour_dropdown), row->colour);
  g_signal_connect (row->colour_dropdown, "notify::selected", G_CALLBACK (on_colour_changed), row);
  gtk_size_group_add_widget (self->colour_sizes, row->colour_dropdown);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row->row), row->colour_dropdown);
  g_clear_pointer (&a11y, g_free);

  /* Translators: in the new-game dialog: the seat is played by a person at
     this screen */
  gtk_string_list_append (kinds, C_("played by", "Human"));
  /* Translators: who plays a seat, in the new-game dialog */
  gtk_string_list_append (kinds, _("Computer (Easy)"));
  /* Translators: in the new-game dialog: the seat is played by the computer
     at the normal level */
  gtk_string_list_append (kinds, _("Computer (Normal)"));
  /* Translators: in the new-game dialog: the seat is played by the computer
     at the hard (strongest) level */
  gtk_string_list_append (kinds, _("Computer (Hard)"));
  /* Translators: in the new-game dialog: the seat is played by a person on
     another computer, who gets a link to it */
  gtk_string_list_append (kinds, _("Invite Online"));
  /* Translators: accessible name of the human/computer
   * chooser; %u is 1–4 */
  a11y = g_strdup_printf (_("Player %u is played by"), seat + 1);
  row->kind_dropdown = new_dropdown (G_LIST_MODEL (g_steal_pointer (&kinds)), a11y, NULL);
  g_signal_connect (row->kind_dropdown, "notify::selected", G_CALLBACK (on_kind_changed), row);
  gtk_size_group_add_widget (self->kind_sizes, row->kind_dropdown);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row->row), row->kind_dropdown);

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->players_group), row->row);
}

/* Puts SETUP into the fields (the count clamped to what the game allows). */
static void
apply_setup (TsNewGameDialog *self,
             const TsSetup   *setup)
{
  guint n = CLAMP (setup->n_players, self->min_players, self->max_players);

  self->updating = TRUE;
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->players_spin), n);
  for (guint i = 0; i < TS_MAX_SEATS; i++)
    {
      SeatRow *row = &self->rows[i];
      const TsPlayer *player = &setup->players[i];
      int colour = colour_index (player->colour);

      gtk_drop_down_set_selected (GTK_DROP_DOWN (row->kind_dropdown),
                                  player->kind == TS_PLAYER_COMPUTER
                                  ? KIND_FIRST_COMPUTER + MIN ((guint) player->level, TS_N_LEVELS - 1)
                                  : KIND_HUMAN);
      if (colour >= 0)
        {
          row->colour = (guint) colour;
          gtk_drop_down_set_selected (GTK_DROP_DOWN (row->colour_dropdown), row->colour);
        }
    }
  self->updating = FALSE;

  /* Names equal to what we would fill in stay automatic, so they keep
   * following changes of kind and count. */
  for (guint i = 0; i < TS_MAX_SEATS; i++)
    {
      g_autofree char *name = auto_name (self, i);
      const char *given = setup->players[i].name;

      self->rows[i].name_is_auto = given == NULL || *given == '\0' || g_str_equal (given, name);
      if (!self->rows[i].name_is_auto)
        {
          self->updating = TRUE;
          gtk_editable_set_text (GTK_EDITABLE (self->rows[i].row), given);
          self->updating = FALSE;
        }
    }

  update_rows (self);
  /* Where the rules draw the first player, each new game draws again,
   * whoever started the last one. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->first_row),
                              first_offset (self) == 0 && setup->first_seat >= 0 &&
                              (guint) setup->first_seat < n
                              ? (guint) setup->first_seat : 0);
}

static TsSetup *
default_setup (TsNewGameDialog *self)
{
  const char * const *colours = ts_seat_colour_ids ();
  TsSetup *setup = ts_setup_new (self->game_id, 2, 0);

  for (guint i = 0; i < TS_MAX_SEATS; i++)
    /* Empty names: apply_setup fills in the defaults (Ada, Computer). */
    ts_setup_set_player (setup, i, "", i == 0 ? TS_PLAYER_HUMAN : TS_PLAYER_COMPUTER,
                         TS_LEVEL_NORMAL, colours[i % n_colours ()]);

  return setup;
}

static void
load_remembered (TsNewGameDialog *self)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *text = g_settings_get_string (settings, "last-setup");
  g_autoptr(TsSetup) setup = ts_new_game_dialog_parse_setup (text);

  if (setup == NULL)
    setup = default_setup (self);

  /* A game with colours of its own (Network: orange and purple) starts
   * with them; swapping keeps every seat's colour distinct. */
  for (guint i = 0; self->default_colours != NULL && self->default_colours[i] != NULL &&
                    i < TS_MAX_SEATS; i++)
    for (guint j = 0; j < TS_MAX_SEATS; j++)
      if (j != i && g_strcmp0 (setup->players[j].colour, self->default_colours[i]) == 0)
        {
          char *colour = setup->players[i].colour;

          setup->players[i].colour = setup->players[j].colour;
          setup->players[j].colour = colour;
        }
  for (guint i = 0; self->default_colours != NULL && self->default_colours[i] != NULL &&
                    i < TS_MAX_SEATS; i++)
    if (g_strcmp0 (setup->players[i].colour, self->default_colours[i]) != 0)
      {
        g_free (setup->players[i].colour);
        setup->players[i].colour = g_strdup (self->default_colours[i]);
      }

  apply_setup (self, setup);
}

static void
remember (TsNewGameDialog *self,
          const TsSetup   *setup)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(TsSetup) all = ts_setup_copy (setup);
  g_autofree char *text = NULL;

  /* Keep the seats beyond the count too, so going from 2 back to 4
   * players next time brings back their names. */
  for (guint i = setup->n_players; i < TS_MAX_SEATS; i++)
    {
      SeatRow *row = &self->rows[i];
      g_autofree char *name = row_name (self, i);

      ts_setup_set_player (all, i, name, row_kind (row), row_level (row),
                           ts_seat_colour_ids ()[row->colour]);
    }

  /* Colours a game imposes by default are not a preference to carry
   * over to the other games: keep the remembered ones. */
  if (self->default_colours != NULL)
    {
      g_autofree char *old_text = g_settings_get_string (settings, "last-setup");
      g_autoptr(TsSetup) old = ts_new_game_dialog_parse_setup (old_text);

      if (old == NULL)
        old = default_setup (self);
      for (guint i = 0; i < TS_MAX_SEATS; i++)
        {
          g_free (all->players[i].colour);
          all->players[i].colour = g_strdup (old->players[i].colour);
        }
    }

  text = ts_new_game_dialog_serialize_setup (all);
  g_settings_set_string (settings, "last-setup", text);
}

static void
start_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TsNewGameDialog *self = TS_NEW_GAME_DIALOG (widget);
  g_autoptr(TsSetup) setup = ts_new_game_dialog_get_setup (self);

  remember (self, setup);

  /* Keep ourselves alive: a handler may close the parent window. */
  g_object_ref (self);
  g_signal_emit (self, signals[SETUP_CHOSEN], 0, setup);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}

static void
ts_new_game_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TS_TYPE_NEW_GAME_DIALOG);

  G_OBJECT_CLASS (ts_new_game_dialog_parent_class)->dispose (object);
}

static void
ts_new_game_dialog_finalize (GObject *object)
{
  TsNewGameDialog *self = TS_NEW_GAME_DIALOG (object);

  g_clear_object (&self->first_model);
  g_clear_object (&self->colour_sizes);
  g_clear_object (&self->kind_sizes);
  g_free (self->game_id);
  g_free (self->server);

  G_OBJECT_CLASS (ts_new_game_dialog_parent_class)->finalize (object);
}

static void
ts_new_game_dialog_class_init (TsNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_new_game_dialog_dispose;
  object_class->finalize = ts_new_game_dialog_finalize;

  /**
   * TsNewGameDialog::setup-chosen:
   * @setup: (type gpointer): the TsSetup to start, valid during the emission
   */
  signals[SETUP_CHOSEN] = g_signal_new ("setup-chosen",
                                        G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/ui/new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, players_group);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, players_row);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, players_spin);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, game_group);
  gtk_widget_class_bind_template_child (widget_class, TsNewGameDialog, first_row);
  gtk_widget_class_bind_template_callback (widget_class, on_players_changed);

  gtk_widget_class_install_action (widget_class, "dialog.start", NULL, start_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ts_new_game_dialog_init (TsNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->first_model = gtk_string_list_new (NULL);
  adw_combo_row_set_model (ADW_COMBO_ROW (self->first_row), G_LIST_MODEL (self->first_model));
  ts_a11y_name_choice (self->first_row, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->first_row)),
                       NULL);
  self->colour_sizes = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  self->kind_sizes = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);

  for (guint i = 0; i < TS_MAX_SEATS; i++)
    build_row (self, i);

  /* Where a game with invited seats is hosted: here, or on the server of
   * Preferences (the row only when there is one). */
  {
    g_autoptr(GSettings) settings = g_settings_new (APP_ID);
    g_autofree char *server = g_strstrip (g_settings_get_string (settings, "online-server"));
    g_autoptr(GtkStringList) places = gtk_string_list_new (NULL);

    self->server = *server != '\0' ? g_steal_pointer (&server) : NULL;
    /* Translators: in the new-game dialog: the game is hosted by this
       computer, for people on the same network */
    gtk_string_list_append (places, _("This computer (same network)"));
    if (self->server != NULL)
      {
        /* The server by its name: the whole address would be cut off. */
        g_autoptr(GUri) uri = g_uri_parse (self->server, G_URI_FLAGS_NONE, NULL);

        gtk_string_list_append (places, uri != NULL && g_uri_get_host (uri) != NULL ? g_uri_get_host (uri)
                                                                                     : self->server);
      }
    self->host_row = adw_combo_row_new ();
    /* Translators: a row of the new-game dialog: where an online game is
       hosted */
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->host_row), _("Hosted on"));
    adw_combo_row_set_model (ADW_COMBO_ROW (self->host_row), G_LIST_MODEL (places));
    adw_combo_row_set_selected (ADW_COMBO_ROW (self->host_row), self->server != NULL ? 1 : 0);
    ts_a11y_name_choice (self->host_row, _("Hosted on"), NULL);
    gtk_widget_set_visible (self->host_row, FALSE);
    g_signal_connect (self->host_row, "notify::selected", G_CALLBACK (on_host_changed), self);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->players_group), self->host_row);
  }
  /* Online, undo is the hot-seat rule of consent: asked, or off. */
  self->undo_row = adw_action_row_new ();
  /* Translators: a setting of the new-game dialog for an online game */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->undo_row), _("Take-backs"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->undo_row),
                               /* Translators: explains "Take-backs" in the
                                  new-game dialog */
                               _("A player may take back their last turn when all the others agree"));
  self->undo_switch = gtk_switch_new ();
  gtk_switch_set_active (GTK_SWITCH (self->undo_switch), TRUE);
  gtk_widget_set_valign (self->undo_switch, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self->undo_row), self->undo_switch);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (self->undo_row), self->undo_switch);
  gtk_widget_set_visible (self->undo_row, FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->players_group), self->undo_row);
}

/* A row per option the game declares (TsGameClass.options), after the
 * first player: a combo row for a choice, a switch for a yes/no, a spin
 * button for a number; each starts at the option's default.  Where the
 * game has presets, the row to choose one comes just above the first
 * option they set. */
static void
setup_options (TsNewGameDialog *self,
               TsGameClass     *game_class)
{
  GtkWidget *rows[TS_MAX_OPTIONS];
  guint n = 0;
  gboolean presets_shown = FALSE;

  for (guint i = 0; self->options != NULL && self->options[i].name != NULL && i < TS_MAX_OPTIONS; i++)
    {
      const TsGameOption *option = &self->options[i];
      GtkWidget *row, *widget;

      switch (option->type)
        {
        case TS_OPTION_BOOLEAN:
          row = adw_action_row_new ();
          widget = gtk_switch_new ();
          gtk_switch_set_active (GTK_SWITCH (widget), option->default_value != 0);
          break;
        case TS_OPTION_CHOICE:
          {
            g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

            for (guint c = 0; option->choices[c] != NULL; c++)
              {
                g_autofree char *text = ts_option_describe_value (option, c);

                gtk_string_list_append (names, text);
              }
            row = widget = adw_combo_row_new ();
            adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
            adw_combo_row_set_selected (ADW_COMBO_ROW (row), option->default_value);
          }
          break;
        case TS_OPTION_INTEGER:
        default:
          row = adw_action_row_new ();
          widget = gtk_spin_button_new_with_range (option->min, option->max, 1);
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), option->default_value);
          break;
        }

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     g_dgettext (GETTEXT_PACKAGE, option->label));
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
      if (option->description != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                     g_dgettext (GETTEXT_PACKAGE, option->description));
      if (widget != row)
        {
          gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
          /* The row's title names the switch or number for a screen
           * reader (labelled by the row). */
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), widget);
        }
      else
        ts_a11y_name_choice (row, g_dgettext (GETTEXT_PACKAGE, option->label), NULL);
      rows[n++] = row;
      self->option_widgets[i] = widget;
    }
  for (guint i = 0; i < n; i++)
    {
      if (!presets_shown && game_class->presets_title != NULL &&
          ts_presets_name_option (game_class->presets, self->options[i].name))
        {
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->game_group),
                                     ts_preset_row_new (game_class->presets, game_class->presets_title,
                                                        self->options, self->option_widgets));
          presets_shown = TRUE;
        }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->game_group), rows[i]);
    }
}

/* The value the player chose for option I. */
static int
option_value (TsNewGameDialog *self,
              guint            i)
{
  return ts_option_widget_get_value (self->option_widgets[i]);
}

static void
on_learn_clicked (TsNewGameDialog *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  g_autofree char *game_id = g_strdup (self->game_id);

  gtk_window_destroy (GTK_WINDOW (self));
  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.learn", "s", game_id);
}

/* For a game with a tutorial, the offer to learn it first, on top; the
 * button when the dialog suggests it (the first time), else NULL. */
static GtkWidget *
add_learn_group (TsNewGameDialog *self)
{
  GtkWidget *page = gtk_widget_get_ancestor (self->players_group, ADW_TYPE_PREFERENCES_PAGE);
  g_autoptr(GtkWidget) players = NULL;
  g_autoptr(GtkWidget) game = NULL;
  GtkWidget *group, *row, *button, *suggested = NULL;

  if (page == NULL || !ts_window_tutorial_exists (self->game_id))
    return NULL;
  group = adw_preferences_group_new ();
  /* Translators: the new-game dialog: a heading over the offer of a
     tutorial */
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("New to This Game?"));
  row = adw_action_row_new ();
  /* Translators: the new-game dialog: what a tutorial is */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("A guided first game, step by step"));
  /* Translators: the new-game dialog: start the tutorial of this game */
  button = gtk_button_new_with_mnemonic (_("_Learn to Play"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_name (button, "learn-button");
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_learn_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  /* The first time the game is chosen, the tutorial is what the dialog
   * suggests, and Enter starts it; later it stays on offer. */
  {
    g_autoptr(GSettings) settings = g_settings_new (APP_ID);
    g_auto(GStrv) offered = g_settings_get_strv (settings, "tutorials-offered");

    if (!g_strv_contains ((const char * const *) offered, self->game_id))
      {
        g_autoptr(GStrvBuilder) more = g_strv_builder_new ();
        g_auto(GStrv) now = NULL;

        gtk_widget_add_css_class (button, "suggested-action");
        suggested = button;
        g_strv_builder_addv (more, (const char **) offered);
        g_strv_builder_add (more, self->game_id);
        now = g_strv_builder_end (more);
        g_settings_set_strv (settings, "tutorials-offered", (const char * const *) now);
      }
  }
  /* On top: the groups of the template go after it. */
  players = g_object_ref (self->players_group);
  game = g_object_ref (self->game_group);
  adw_preferences_page_remove (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (players));
  adw_preferences_page_remove (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (game));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (players));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (game));
  return suggested;
}

GtkWidget *
ts_new_game_dialog_new (GtkWindow  *parent,
                        const char *game_id)
{
  TsNewGameDialog *self;
  GType type;
  g_autoptr(GTypeClass) klass = NULL;
  TsGameClass *game_class;
  gboolean choose_first;
  GtkWidget *learn;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);

  ts_games_ensure ();
  type = ts_game_type_from_id (game_id);
  g_return_val_if_fail (type != G_TYPE_INVALID, NULL);

  klass = g_type_class_ref (type);
  game_class = TS_GAME_CLASS (klass);

  self = g_object_new (TS_TYPE_NEW_GAME_DIALOG,
                       /* A dialog, with its title, for a screen reader
                        * (the class's role does not reach GTK 4.8's AT-SPI). */
                       "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG,
                       "transient-for", parent,
                       NULL);
  self->game_id = g_strdup (game_id);
  self->min_players = MAX (1, game_class->min_players);
  self->max_players = CLAMP (game_class->max_players, self->min_players, TS_MAX_SEATS);
  /* Class data lives as long as the type: the pointers stay valid. */
  self->options = game_class->options;
  self->first_player = game_class->first_player;
  self->default_colours = game_class->default_colours;
  setup_options (self, game_class);

  /* Nothing to choose where the game fixes it: the player count, and the
   * colours where the rules give each seat one (Trigon: its realm's). */
  gtk_widget_set_visible (self->players_row, self->min_players != self->max_players);
  for (guint i = 0; i < TS_MAX_SEATS; i++)
    if (self->rows[i].colour_dropdown != NULL)
      gtk_widget_set_visible (self->rows[i].colour_dropdown, game_class->seat_rgb == NULL);
  choose_first = self->first_player != TS_FIRST_PLAYER_FIXED;
  gtk_widget_set_visible (self->first_row, choose_first);
  gtk_widget_set_visible (self->game_group, choose_first || ts_options_count (self->options) > 0);

  adw_window_title_set_subtitle (ADW_WINDOW_TITLE (self->window_title),
                                 g_dgettext (GETTEXT_PACKAGE, game_class->name));
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->players_spin),
                             self->min_players, self->max_players);

  learn = add_learn_group (self);
  load_remembered (self);
  /* Typing a name is the likely first thing to do; Enter there does
   * nothing, so a stray one cannot start a game.  The first time a game
   * with a tutorial is chosen, the keys are on Learn to Play instead. */
  gtk_window_set_focus (GTK_WINDOW (self),
                        learn != NULL ? learn
                                      : GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (self->rows[0].row))));

  return GTK_WIDGET (self);
}

const char *
ts_new_game_dialog_get_game_id (TsNewGameDialog *self)
{
  g_return_val_if_fail (TS_IS_NEW_GAME_DIALOG (self), NULL);

  return self->game_id;
}

TsSetup *
ts_new_game_dialog_get_setup (TsNewGameDialog *self)
{
  guint n;
  guint64 seed;
  TsSetup *setup;

  g_return_val_if_fail (TS_IS_NEW_GAME_DIALOG (self), NULL);

  n = get_n_players (self);
  /* A new game's randomness is owned by the game: this seed is all of it. */
  seed = ((guint64) g_random_int () << 32) | g_random_int ();
  setup = ts_setup_new (self->game_id, n, seed);
  for (guint i = 0; self->options != NULL && self->options[i].name != NULL && i < TS_MAX_OPTIONS; i++)
    ts_setup_set_option (setup, self->options[i].name, option_value (self, i));

  setup->first_seat = selected_first_seat (self, n);

  for (guint i = 0; i < n; i++)
    {
      SeatRow *row = &self->rows[i];
      g_autofree char *name = row_name (self, i);

      ts_setup_set_player (setup, i, name, row_kind (row), row_level (row),
                           ts_seat_colour_ids ()[row->colour]);
    }

  return setup;
}

char *
ts_new_game_dialog_serialize_setup (const TsSetup *setup)
{
  g_autoptr(GVariant) variant = NULL;
  GVariantBuilder players;

  g_return_val_if_fail (setup != NULL, NULL);

  g_variant_builder_init (&players, G_VARIANT_TYPE ("a(ssss)"));
  for (guint i = 0; i < TS_MAX_SEATS; i++)
    {
      const TsPlayer *player = &setup->players[i];

      g_variant_builder_add (&players, "(ssss)",
                             player->name != NULL ? player->name : "",
                             ts_player_kind_to_string (player->kind),
                             ts_level_to_string (player->level),
                             player->colour != NULL ? player->colour : "");
    }

  variant = g_variant_ref_sink (g_variant_new ("(ui@a(ssss))",
                                               setup->n_players,
                                               setup->first_seat,
                                               g_variant_builder_end (&players)));
  return g_variant_print (variant, FALSE);
}

TsSetup *
ts_new_game_dialog_parse_setup (const char *text)
{
  g_autoptr(GVariant) variant = NULL;
  g_autoptr(GVariantIter) iter = NULL;
  g_autoptr(TsSetup) setup = NULL;
  guint n_players;
  int first_seat;
  const char *name, *kind, *level, *colour;
  guint seat = 0;

  if (text == NULL || *text == '\0')
    return NULL;

  variant = g_variant_parse (G_VARIANT_TYPE (SETUP_VARIANT_TYPE), text, NULL, NULL, NULL);
  if (variant == NULL)
    return NULL;

  g_variant_get (variant, "(uia(ssss))", &n_players, &first_seat, &iter);
  if (n_players < 1 || n_players > TS_MAX_SEATS ||
      (first_seat != TS_SEAT_RANDOM && (first_seat < 0 || (guint) first_seat >= n_players)) ||
      g_variant_iter_n_children (iter) != TS_MAX_SEATS)
    return NULL;

  setup = ts_setup_new ("", n_players, 0);
  setup->first_seat = first_seat;

  while (g_variant_iter_next (iter, "(&s&s&s&s)", &name, &kind, &level, &colour))
    {
      TsPlayerKind player_kind;
      TsLevel player_level;

      if (!ts_player_kind_from_string (kind, &player_kind) ||
          !ts_level_from_string (level, &player_level) ||
          !ts_seat_colour_is_valid (colour) ||
          g_utf8_strlen (name, -1) > MAX_NAME_CHARS)
        return NULL;

      /* Two seats with one colour: the file was edited by hand. */
      for (guint i = 0; i < seat; i++)
        if (g_str_equal (setup->players[i].colour, colour))
          return NULL;

      ts_setup_set_player (setup, seat++, name, player_kind, player_level, colour);
    }

  return g_steal_pointer (&setup);
}
