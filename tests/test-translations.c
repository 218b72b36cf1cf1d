/* test-translations.c — every game's board and new-game dialog in one
 * language (LANGUAGE, set per test by meson), at 800 × 600 and
 * 1280 × 800: no label is cut or ellipsized.  A label that wraps must get
 * the height its text needs at its width; one that does not must get its
 * width; an ellipsizing one must not ellipsize.  Scrolled parts may be
 * scrolled, but nothing in them may be cut.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>

#include "test-board-util.h"
#include "ts-game-boards.h"
#include "ts-games.h"
#include "ts-new-game-dialog.h"

static gboolean have_display;

static const char * const game_ids[] = { "trojhranna", "tri", "network", "trehgrannik", "trigon" };

static gboolean
laid_out (gpointer data)
{
  GtkWidget *widget = data;

  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) >= 100;
}

/* Checks every mapped label under ROOT; returns how many it checked. */
static guint
check_labels (GtkWidget  *root,
              const char *where)
{
  guint n = 0;

  if (!gtk_widget_get_mapped (root))
    return 0;
  if (GTK_IS_LABEL (root) && gtk_widget_get_width (root) > 0)
    {
      GtkLabel *label = GTK_LABEL (root);
      const char *text = gtk_label_get_text (label);
      int width = gtk_widget_get_width (root), height = gtk_widget_get_height (root);
      int min = 0, nat = 0;

      if (text != NULL && *text != '\0')
        {
          if (gtk_label_get_ellipsize (label) != PANGO_ELLIPSIZE_NONE)
            {
              if (pango_layout_is_ellipsized (gtk_label_get_layout (label)))
                g_error ("%s: “%s” is ellipsized at %d px", where, text, width);
            }
          else if (gtk_label_get_wrap (label))
            {
              gtk_widget_measure (root, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
              if (height < min)
                g_error ("%s: “%s” needs %d px of height at %d px, has %d", where, text, min, width, height);
            }
          else
            {
              gtk_widget_measure (root, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
              if (width < min)
                g_error ("%s: “%s” needs %d px, has %d", where, text, min, width);
            }
          n++;
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += check_labels (child, where);
  return n;
}

static void
test_boards (void)
{
  static const int sizes[][2] = { { 800, 600 }, { 1280, 800 } };
  static const char * const names[] = { "Ada", "Bob", "Cyd", "Dee" };
  static const char * const colours[] = { "red", "blue", "green", "yellow" };
  guint checked = 0;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  for (guint g = 0; g < G_N_ELEMENTS (game_ids); g++)
    for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
      {
        guint n = g == 2 ? 2 : 4;
        g_autoptr(TsSetup) setup = ts_test_board_setup (game_ids[g], n, 11 + s, names, colours);
        g_autoptr(GError) error = NULL;
        TsMatch *match = ts_match_new (setup, &error);
        g_autofree char *where = g_strdup_printf ("%s at %d × %d", game_ids[g], sizes[s][0],
                                                  sizes[s][1]);
        TsTestBoard f = { 0 };

        g_assert_no_error (error);
        ts_test_board_open (&f, ts_game_boards_new (game_ids[g]), match, sizes[s][0], sizes[s][1]);
        ts_test_wait_until (laid_out, f.board, FALSE);
        ts_test_board_hand_to_current (&f);
        ts_test_wait_for_paint (f.window, f.board);
        checked += check_labels (f.board, where);
        ts_test_board_close (&f);
      }
  g_test_message ("%u labels checked", checked);
  g_assert_cmpuint (checked, >, 50);
}

static void
test_new_game_dialogs (void)
{
  guint checked = 0;

  if (!have_display)
    {
      g_test_skip ("no display");
      return;
    }
  for (guint g = 0; g < G_N_ELEMENTS (game_ids); g++)
    {
      GtkWidget *parent = gtk_window_new ();
      GtkWidget *dialog;
      g_autofree char *where = g_strdup_printf ("the new-game dialog of %s", game_ids[g]);

      gtk_window_set_default_size (GTK_WINDOW (parent), 800, 600);
      gtk_window_present (GTK_WINDOW (parent));
      dialog = ts_new_game_dialog_new (GTK_WINDOW (parent), game_ids[g]);
      gtk_window_present (GTK_WINDOW (dialog));
      ts_test_wait_until (laid_out, dialog, FALSE);
      ts_test_wait_for_paint (dialog, dialog);
      checked += check_labels (dialog, where);
      gtk_window_destroy (GTK_WINDOW (dialog));
      gtk_window_destroy (GTK_WINDOW (parent));
    }
  g_test_message ("%u labels checked", checked);
  g_assert_cmpuint (checked, >, 20);
}

int
main (int    argc,
      char **argv)
{
  const char *localedir = g_getenv ("TESSELLA_TEST_LOCALEDIR");
  const char *language = g_getenv ("LANGUAGE");

  setlocale (LC_ALL, "");
  if (localedir != NULL)
    bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_test_init (&argc, &argv, NULL);
  have_display = gtk_init_check ();
  ts_games_ensure ();

  /* The language must really be in effect, or the test proves nothing. */
  if (language != NULL && *language != '\0' && !g_str_has_prefix (language, "en"))
    g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Choose a Game"), !=, "Choose a Game");

  g_test_add_func ("/translations/boards", test_boards);
  g_test_add_func ("/translations/new-game-dialogs", test_new_game_dialogs);
  return g_test_run ();
}
