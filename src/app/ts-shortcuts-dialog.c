/* ts-shortcuts-dialog.c — the keyboard shortcuts window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GtkShortcutsWindow lays its groups out in two columns of lines that do
 * not wrap, wider than an 800-pixel screen; this window is a list of rows
 * (title and keys), which wraps and scrolls.  Its lines come from three
 * places: the window's own keys (here), the keys every game shares and
 * the lines every board shares (the board kit, ts-board-keys.c), and each
 * game's lines (its board class, next to its key bindings).
 */
#include <glib/gi18n.h>

#include "ts-shortcuts-dialog.h"
#include "ts-a11y.h"
#include "ts-board-keys.h"
#include "ts-game-boards.h"
#include "ts-games.h"

struct _TsShortcutsDialog
{
  AdwWindow  parent_instance;

  GtkWidget *dropdown;
  GtkWidget *stack;
  GPtrArray *ids;        /* of char *: the sections, in the dropdown's order */
};

G_DEFINE_FINAL_TYPE (TsShortcutsDialog, ts_shortcuts_dialog, ADW_TYPE_WINDOW)

/* The window's keys (set in ts-application.c). */
static const TsKeyHelp game_keys[] = {
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Tessella in general */
  { "<Control>n", N_("New game"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Tessella in general */
  { "<Control>o", N_("Open a saved game"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Tessella in general */
  { "<Control>s", N_("Save the game"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Tessella in general */
  { "<Control><Shift>s", N_("Save the game under another name"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Tessella in general */
  { "<Control>z", N_("Undo your last turn"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Tessella in general */
  { "<Control><Shift>z", N_("Redo"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Tessella in general */
  { "<Control>l", N_("Show or hide the game log"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Tessella in general */
  { "<Control>h", N_("Suggest a move"), FALSE },
};

static const TsKeyHelp general_keys[] = {
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Tessella in general */
  { "F1", N_("Help"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Tessella in general */
  { "<Control>comma", N_("Preferences"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Tessella in general */
  { "<Control>question", N_("Keyboard shortcuts"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Tessella in general */
  { "<Control>w", N_("Close the window"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Tessella in general */
  { "<Control>q", N_("Quit"), FALSE },
  /* Translators: what a key does, in the Keyboard Shortcuts window, in
     the section for Tessella in general */
  { "Tab <Shift>Tab", N_("Move the focus between the board and the buttons"), FALSE },
};

static const TsKeyHelpGroup window_groups[] = {
  /* Translators: a group of keys in the Keyboard Shortcuts window, in the
     section for Tessella in general */
  TS_KEY_HELP_GROUP (N_("Game"), game_keys),
  /* Translators: a group of keys in the Keyboard Shortcuts window, in the
     section for Tessella in general */
  TS_KEY_HELP_GROUP (N_("General"), general_keys),
};

/* Rows */

static GtkWidget *
new_row (const char *accel,
         const char *title)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *keys = gtk_shortcut_label_new (accel);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_valign (keys, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), keys);
  return row;
}

static void
add_row (GtkWidget       *group,
         const TsKeyHelp *key)
{
  const char *accel = key->translate_accel ? _(key->accel) : key->accel;

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), new_row (accel, _(key->title)));
}

static GtkWidget *
new_group (const char *title)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  return group;
}

static void
add_groups (GtkWidget            *page,
            const TsKeyHelpGroup *groups,
            guint                 n_groups)
{
  for (guint g = 0; g < n_groups; g++)
    {
      GtkWidget *group = new_group (_(groups[g].title));

      for (guint k = 0; k < groups[g].n_keys; k++)
        add_row (group, &groups[g].keys[k]);
      adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
    }
}

/* Some line of GROUPS shows ACCEL already (with its own words). */
static gboolean
groups_show (const TsKeyHelpGroup *groups,
             guint                 n_groups,
             const char           *accel)
{
  for (guint g = 0; g < n_groups; g++)
    for (guint k = 0; k < groups[g].n_keys; k++)
      if (!groups[g].keys[k].translate_accel && g_str_equal (groups[g].keys[k].accel, accel))
        return TRUE;
  return FALSE;
}

/* The keys every game shares: all of them (KLASS NULL), or those of
 * KLASS's game that its own lines do not explain. */
static void
add_commands (GtkWidget    *page,
              TsBoardClass *klass)
{
  const TsKeyHelpGroup *own = NULL;
  guint n_own = 0;
  /* Translators: a group of keys in the Keyboard Shortcuts window: keys
     that do the same thing in every game that has the thing */
  GtkWidget *group = new_group (_("The same in every game"));
  gboolean any = FALSE;

  if (klass != NULL)
    own = ts_board_class_get_key_help (klass, &n_own);
  for (guint c = 0; c < TS_BOARD_N_COMMANDS; c++)
    {
      const TsKeyHelp *help = ts_board_keys_get_command_help ((TsBoardCommand) c);

      if (klass != NULL && (!ts_board_class_has_command (klass, (TsBoardCommand) c)
                            || groups_show (own, n_own, help->accel)))
        continue;
      add_row (group, help);
      any = TRUE;
    }
  if (any)
    adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  else
    {
      g_object_ref_sink (group);
      g_object_unref (group);
    }
}

static GtkWidget *
new_page (void)
{
  return adw_preferences_page_new ();
}

static void
add_section (TsShortcutsDialog *self,
             GtkStringList     *titles,
             const char        *id,
             const char        *title,
             GtkWidget         *page)
{
  g_ptr_array_add (self->ids, g_strdup (id));
  gtk_string_list_append (titles, title);
  gtk_stack_add_named (GTK_STACK (self->stack), page, id);
}

static void
fill (TsShortcutsDialog *self,
      GtkStringList     *titles)
{
  g_autoptr(GList) types = NULL;
  GtkWidget *page = new_page ();

  add_groups (page, window_groups, G_N_ELEMENTS (window_groups));
  add_groups (page, ts_board_keys_get_common_help (), 1);
  add_commands (page, NULL);
  /* Translators: a section of the Keyboard Shortcuts window with the keys
     of every game: the name of the application */
  add_section (self, titles, "general", _("Tessella"), page);

  ts_games_ensure ();
  types = ts_game_list_types ();
  for (GList *l = types; l != NULL; l = l->next)
    {
      g_autoptr(GTypeClass) game_class = g_type_class_ref ((GType) GPOINTER_TO_SIZE (l->data));
      const char *id = TS_GAME_CLASS (game_class)->id;
      GType board_type = ts_game_boards_get_type_of (id);
      g_autoptr(GTypeClass) board_class = NULL;
      const TsKeyHelpGroup *groups;
      guint n_groups = 0;

      if (board_type == G_TYPE_INVALID)
        continue;
      board_class = g_type_class_ref (board_type);
      page = new_page ();
      add_commands (page, TS_BOARD_CLASS (board_class));
      groups = ts_board_class_get_key_help (TS_BOARD_CLASS (board_class), &n_groups);
      add_groups (page, groups, n_groups);
      add_section (self, titles, id, g_dgettext (GETTEXT_PACKAGE, TS_GAME_CLASS (game_class)->name),
                   page);
    }
}

static void
on_selected (GtkDropDown       *dropdown,
             GParamSpec        *pspec,
             TsShortcutsDialog *self)
{
  guint i = gtk_drop_down_get_selected (dropdown);

  if (i < self->ids->len)
    ts_a11y_stack_show (GTK_STACK (self->stack),
                        gtk_stack_get_child_by_name (GTK_STACK (self->stack), g_ptr_array_index (self->ids, i)));
}

const char *
ts_shortcuts_dialog_get_section (TsShortcutsDialog *self)
{
  g_return_val_if_fail (TS_IS_SHORTCUTS_DIALOG (self), NULL);

  return gtk_stack_get_visible_child_name (GTK_STACK (self->stack));
}

void
ts_shortcuts_dialog_set_section (TsShortcutsDialog *self,
                                 const char        *section)
{
  g_return_if_fail (TS_IS_SHORTCUTS_DIALOG (self));

  for (guint i = 0; section != NULL && i < self->ids->len; i++)
    if (g_str_equal (g_ptr_array_index (self->ids, i), section))
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->dropdown), i);
        return;
      }
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->dropdown), 0);
}

static void
ts_shortcuts_dialog_finalize (GObject *object)
{
  TsShortcutsDialog *self = TS_SHORTCUTS_DIALOG (object);

  g_ptr_array_unref (self->ids);
  G_OBJECT_CLASS (ts_shortcuts_dialog_parent_class)->finalize (object);
}

static void
ts_shortcuts_dialog_class_init (TsShortcutsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ts_shortcuts_dialog_finalize;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ts_shortcuts_dialog_init (TsShortcutsDialog *self)
{
  g_autoptr(GtkStringList) titles = gtk_string_list_new (NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();

  self->ids = g_ptr_array_new_with_free_func (g_free);
  self->stack = gtk_stack_new ();
  gtk_widget_set_vexpand (self->stack, TRUE);
  fill (self, titles);

  self->dropdown = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (titles)), NULL);
  ts_a11y_name_choice (self->dropdown,
                       /* Translators: the accessible name of the list of
                          sections (Tessella and each game) of the Keyboard
                          Shortcuts window */
                       _("Show the keys of"), NULL);
  g_signal_connect (self->dropdown, "notify::selected", G_CALLBACK (on_selected), self);
  on_selected (GTK_DROP_DOWN (self->dropdown), NULL, self);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), self->dropdown);

  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), self->stack);
  adw_window_set_content (ADW_WINDOW (self), box);

  /* Translators: the title of the Keyboard Shortcuts window */
  gtk_window_set_title (GTK_WINDOW (self), _("Keyboard Shortcuts"));
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (self), 620, 540);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
}

GtkWidget *
ts_shortcuts_dialog_new (GtkWindow  *parent,
                         const char *section)
{
  TsShortcutsDialog *self = g_object_new (TS_TYPE_SHORTCUTS_DIALOG,
                       /* A dialog, with its title, for a screen reader
                        * (the class's role does not reach GTK 4.8's AT-SPI). */
                       "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG, NULL);

  if (parent != NULL)
    {
      int width = 0, height = 0;

      gtk_window_set_transient_for (GTK_WINDOW (self), parent);
      /* Never larger than the window it belongs to, less its frame. */
      gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
      if (gtk_widget_get_width (GTK_WIDGET (parent)) > 0)
        width = MIN (width, gtk_widget_get_width (GTK_WIDGET (parent)) - 40);
      if (gtk_widget_get_height (GTK_WIDGET (parent)) > 0)
        height = MIN (height, gtk_widget_get_height (GTK_WIDGET (parent)) - 40);
      gtk_window_set_default_size (GTK_WINDOW (self), MAX (width, 360), MAX (height, 300));
    }
  ts_shortcuts_dialog_set_section (self, section);
  return GTK_WIDGET (self);
}
