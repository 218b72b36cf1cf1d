/* ts-a11y.c — names in words for a screen reader where GTK 4.8 gives none
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 names a button with a mnemonic by its raw label followed by the
 * text of the label inside it ("_End turn End turn"), a drop-down's and a
 * menu button's inner button by their class ("GtkToggleButton"), and makes
 * every scrolled window a Tab stop of its own.  tests/test-a11y.c reads
 * the names through AT-SPI, as a screen reader does.
 */
#include "ts-a11y.h"

#include <adwaita.h>

#define LABEL_KEY "ts-a11y-label"
#define MENDED_KEY "ts-a11y-mended"

/* TEXT without its mnemonic's underscore ("__" is an underscore). */
static char *
strip_mnemonic (const char *text)
{
  GString *clean = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '_' && p[1] == '_')
        p++;
      else if (*p == '_')
        continue;
      g_string_append_c (clean, *p);
    }
  return g_string_free (clean, FALSE);
}

/* A button with a mnemonic: its label (with the underscore) is the label
 * property GTK sets; the label inside it already names it, clean. */
static void
mend_mnemonic (GtkButton *button)
{
  if (gtk_button_get_use_underline (button) && gtk_button_get_label (button) != NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

static void
on_label_changed (GtkButton  *button,
                  GParamSpec *pspec,
                  gpointer    data)
{
  mend_mnemonic (button);
}

/* The button a GtkDropDown or a GtkMenuButton holds. */
static GtkWidget *
inner_button (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child))
      return child;
  return NULL;
}

void
ts_a11y_set_label (GtkWidget  *widget,
                   const char *label)
{
  GtkWidget *button;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (label != NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_object_set_data_full (G_OBJECT (widget), LABEL_KEY, g_strdup (label), g_free);
  if ((GTK_IS_DROP_DOWN (widget) || GTK_IS_MENU_BUTTON (widget))
      && (button = inner_button (widget)) != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* A menu button without a name of its own: its button's label, else its
 * tooltip. */
static void
mend_menu_button (GtkMenuButton *menu_button)
{
  const char *label = g_object_get_data (G_OBJECT (menu_button), LABEL_KEY);
  g_autofree char *text = NULL;

  if (label != NULL)
    return;
  if (gtk_menu_button_get_label (GTK_MENU_BUTTON (menu_button)) != NULL)
    text = g_strdup (gtk_menu_button_get_label (menu_button));
  else if (gtk_menu_button_get_child (menu_button) != NULL
           && GTK_IS_LABEL (gtk_menu_button_get_child (menu_button)))
    text = g_strdup (gtk_label_get_text (GTK_LABEL (gtk_menu_button_get_child (menu_button))));
  else if (gtk_widget_get_tooltip_text (GTK_WIDGET (menu_button)) != NULL)
    text = g_strdup (gtk_widget_get_tooltip_text (GTK_WIDGET (menu_button)));
  if (text != NULL && *text != '\0')
    {
      /* The mnemonic's underscore is no word. */
      g_autofree char *clean = strip_mnemonic (text);

      gtk_accessible_update_property (GTK_ACCESSIBLE (menu_button), GTK_ACCESSIBLE_PROPERTY_LABEL, clean, -1);
    }
}

typedef struct
{
  char           *label;
  TsA11yItemText  text_of;
} Choice;

static void
choice_free (gpointer data)
{
  Choice *choice = data;

  g_free (choice->label);
  g_free (choice);
}

/* Names what shows the choice: a button (GtkDropDown) or a list of one
 * item (AdwComboRow) and its item. */
static void
name_shown (GtkWidget  *widget,
            const char *label,
            const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child))
        {
          gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
          continue;
        }
      if (GTK_IS_LIST_VIEW (child))
        {
          gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
          for (GtkWidget *item = gtk_widget_get_first_child (child); item != NULL;
               item = gtk_widget_get_next_sibling (item))
            gtk_accessible_update_property (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
          continue;
        }
      if (!GTK_IS_POPOVER (child))
        name_shown (child, label, text);
    }
}

static void
on_choice_changed (GtkWidget  *widget,
                   GParamSpec *pspec,
                   Choice     *choice)
{
  g_autoptr(GObject) item = NULL;
  g_autofree char *text = NULL;

  g_object_get (widget, "selected-item", &item, NULL);
  if (item == NULL)
    text = g_strdup (choice->label);
  else if (choice->text_of != NULL)
    text = choice->text_of (item);
  else if (GTK_IS_STRING_OBJECT (item))
    text = g_strdup (gtk_string_object_get_string (GTK_STRING_OBJECT (item)));
  if (text == NULL)
    text = g_strdup (choice->label);
  name_shown (widget, choice->label, text);
}

static void
on_choice_mapped (GtkWidget *widget,
                  Choice    *choice)
{
  on_choice_changed (widget, NULL, choice);
}

void
ts_a11y_name_choice (GtkWidget      *widget,
                     const char     *label,
                     TsA11yItemText  text_of)
{
  Choice *choice;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "selected-item") != NULL);
  g_return_if_fail (label != NULL);

  choice = g_new0 (Choice, 1);
  choice->label = strip_mnemonic (label);
  choice->text_of = text_of;
  /* A row is named by its title already. */
  if (GTK_IS_DROP_DOWN (widget))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, choice->label, -1);
  g_object_set_data_full (G_OBJECT (widget), "ts-a11y-choice", choice, choice_free);
  g_signal_connect (widget, "notify::selected-item", G_CALLBACK (on_choice_changed), choice);
  /* A list makes its rows when it is laid out. */
  g_signal_connect (widget, "map", G_CALLBACK (on_choice_mapped), choice);
  on_choice_changed (widget, NULL, choice);
}

/* An expander is named by its title. */
static void
on_expander_label (GtkExpander *expander,
                   GParamSpec  *pspec,
                   gpointer     data)
{
  const char *label = gtk_expander_get_label (expander);
  g_autofree char *clean = label != NULL ? strip_mnemonic (label) : NULL;

  if (clean != NULL && *clean != '\0')
    gtk_accessible_update_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL, clean, -1);
}

/* A cell of a GtkFlowBox that only lays buttons out: no Tab stop of its
 * own, named by its button. */
static void
on_cell_button_label (GtkButton       *button,
                      GParamSpec      *pspec,
                      GtkFlowBoxChild *cell)
{
  const char *label = gtk_button_get_label (button);
  g_autofree char *clean = label != NULL ? strip_mnemonic (label) : NULL;

  if (clean != NULL && *clean != '\0')
    gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL, clean, -1);
}

static void
mend_cell (GtkFlowBoxChild *cell)
{
  GtkWidget *child = gtk_flow_box_child_get_child (cell);

  gtk_widget_set_focusable (GTK_WIDGET (cell), FALSE);
  if (GTK_IS_BUTTON (child))
    {
      g_signal_connect_object (child, "notify::label", G_CALLBACK (on_cell_button_label), cell, 0);
      on_cell_button_label (GTK_BUTTON (child), NULL, cell);
    }
}

/* A button showing only an icon is named by its tooltip. */
static void
mend_icon_button (GtkButton *button)
{
  const char *tip = gtk_widget_get_tooltip_text (GTK_WIDGET (button));

  if (gtk_button_get_icon_name (button) != NULL && gtk_button_get_label (button) == NULL && tip != NULL
      && g_object_get_data (G_OBJECT (button), LABEL_KEY) == NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
}

/* Only the page shown is visible once a crossfade is over: GTK 4.8
 * shows a screen reader every page of a stack. */
static void
hide_other_pages (GtkStack *stack)
{
  GtkWidget *shown = gtk_stack_get_visible_child (stack);

  if (gtk_stack_get_transition_running (stack))
    return;
  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (stack)); page != NULL;
       page = gtk_widget_get_next_sibling (page))
    if (page != shown)
      gtk_widget_set_visible (page, FALSE);
}

void
ts_a11y_stack_show (GtkStack  *stack,
                    GtkWidget *page)
{
  g_return_if_fail (GTK_IS_STACK (stack));
  g_return_if_fail (GTK_IS_WIDGET (page) && gtk_widget_get_parent (page) == GTK_WIDGET (stack));

  if (g_object_get_data (G_OBJECT (stack), MENDED_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (stack), MENDED_KEY, GINT_TO_POINTER (1));
      g_signal_connect (stack, "notify::transition-running", G_CALLBACK (hide_other_pages), NULL);
      /* A page is named by its title, or by nothing: not "GtkStackPage",
       * which a screen reader says as the focus enters it. */
      for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (stack)); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          GtkStackPage *stack_page = gtk_stack_get_page (stack, child);
          const char *title = gtk_stack_page_get_title (stack_page);

          gtk_accessible_update_property (GTK_ACCESSIBLE (stack_page), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          title != NULL ? title : "", -1);
        }
    }
  gtk_widget_set_visible (page, TRUE);
  gtk_stack_set_visible_child (stack, page);
  hide_other_pages (stack);
}

/* A list a preferences group names by its title is fine; any other list
 * with no name is no Tab stop of its own (its rows are), so that nobody
 * hears its class name. */
static void
mend_list (GtkWidget *list)
{
  GtkWidget *group = gtk_widget_get_ancestor (list, ADW_TYPE_PREFERENCES_GROUP);
  const char *title = group != NULL ? adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group)) : NULL;

  if (g_object_get_data (G_OBJECT (list), LABEL_KEY) == NULL && (title == NULL || *title == '\0'))
    gtk_widget_set_focusable (list, FALSE);
}

static void
mend_one (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && g_object_get_data (G_OBJECT (widget), MENDED_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (widget), MENDED_KEY, GINT_TO_POINTER (1));
      g_signal_connect (widget, "notify::label", G_CALLBACK (on_label_changed), NULL);
      g_signal_connect (widget, "notify::use-underline", G_CALLBACK (on_label_changed), NULL);
      mend_mnemonic (GTK_BUTTON (widget));
      mend_icon_button (GTK_BUTTON (widget));
    }
  else if (GTK_IS_MENU_BUTTON (widget))
    mend_menu_button (GTK_MENU_BUTTON (widget));
  else if (GTK_IS_SCROLLED_WINDOW (widget))
    gtk_widget_set_focusable (widget, FALSE);
  else if (GTK_IS_EXPANDER (widget) && g_object_get_data (G_OBJECT (widget), MENDED_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (widget), MENDED_KEY, GINT_TO_POINTER (1));
      g_signal_connect (widget, "notify::label", G_CALLBACK (on_expander_label), NULL);
      on_expander_label (GTK_EXPANDER (widget), NULL, NULL);
    }
  else if (GTK_IS_FLOW_BOX_CHILD (widget) && g_object_get_data (G_OBJECT (widget), MENDED_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (widget), MENDED_KEY, GINT_TO_POINTER (1));
      mend_cell (GTK_FLOW_BOX_CHILD (widget));
    }
  else if (GTK_IS_LIST_BOX (widget))
    mend_list (widget);
  else if (ADW_IS_COMBO_ROW (widget) && g_object_get_data (G_OBJECT (widget), "ts-a11y-choice") == NULL)
    ts_a11y_name_choice (widget, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), NULL);
  else if (GTK_IS_IMAGE (widget) && gtk_widget_get_ancestor (widget, GTK_TYPE_BUTTON) != NULL)
    /* The button says what it does; its picture is no word ("GtkImage"). */
    gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

void
ts_a11y_mend (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  mend_one (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    ts_a11y_mend (child);
}
