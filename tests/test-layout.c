/* test-layout.c — every board fits every window, in the language
 * LANGUAGE names (meson runs English and the longest, German)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each game, a match in the middle of play at the human's turn, in
 * the real window at 800 × 600, 1280 × 800, 1920 × 1080 and 2560 × 1440:
 *   - the board lies inside the window, its drawing inside its canvas;
 *   - side by side, drawing and panel are centred together, the panel
 *     next to the drawing (no empty band beside the board);
 *   - every action (a widget of CSS class "board-action": End turn, Pass,
 *     Build …) is shown whole inside the window, not in a part of a
 *     scrolled list that is scrolled away, and there is at least one;
 *   - the drawing is at least 300 px wide.
 */
#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "test-board-util.h"
#include "ts-application.h"
#include "ts-autosave.h"
#include "ts-board.h"
#include "ts-games.h"
#include "ts-tutorial.h"
#include "ts-window.h"

static GtkApplication *app;
static char *data_dir;

typedef struct
{
  GtkWidget *window;
  int        width;
  int        height;
} SizeWait;

static gboolean
laid_out (gpointer data)
{
  SizeWait *w = data;
  GtkWidget *board = ts_window_get_board (TS_WINDOW (w->window));
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (w->window));
  graphene_rect_t drawing;

  /* The surface has the size asked for (the window's widget may be a few
   * pixels smaller: without a compositor it draws its own frame). */
  return board != NULL && gtk_widget_get_mapped (board) && surface != NULL &&
         gdk_surface_get_width (surface) == w->width && gdk_surface_get_height (surface) == w->height &&
         ts_board_get_drawing_bounds (TS_BOARD (board), &drawing) && drawing.size.width > 100;
}

static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *window)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  return bounds;
}

static void
assert_inside (const graphene_rect_t *inner,
               const graphene_rect_t *outer,
               const char            *what,
               const char            *where)
{
  if (inner->origin.x < outer->origin.x - 0.5 || inner->origin.y < outer->origin.y - 0.5 ||
      inner->origin.x + inner->size.width > outer->origin.x + outer->size.width + 0.5 ||
      inner->origin.y + inner->size.height > outer->origin.y + outer->size.height + 0.5)
    g_error ("%s: %s (%g,%g %g × %g) is not inside %s (%g,%g %g × %g)", where, what, inner->origin.x,
             inner->origin.y, inner->size.width, inner->size.height, "its space", outer->origin.x,
             outer->origin.y, outer->size.width, outer->size.height);
}

/* Every visible action under ROOT, whole in the window and in the shown
 * part of each scrolled window around it; returns how many. */
static guint
check_actions (GtkWidget  *root,
               GtkWidget  *window,
               const char *where)
{
  guint n = 0;

  if (!gtk_widget_get_visible (root) || !gtk_widget_get_child_visible (root))
    return 0;
  if (gtk_widget_has_css_class (root, "board-action"))
    {
      graphene_rect_t b = bounds_in (root, window);
      graphene_rect_t w = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (window), gtk_widget_get_height (window));
      int min_w = 0, min_h = 0;

      g_assert_true (gtk_widget_get_mapped (root));
      assert_inside (&b, &w, G_OBJECT_TYPE_NAME (root), where);
      for (GtkWidget *up = gtk_widget_get_parent (root); up != NULL; up = gtk_widget_get_parent (up))
        if (GTK_IS_SCROLLED_WINDOW (up))
          {
            graphene_rect_t shown = bounds_in (up, window);

            assert_inside (&b, &shown, G_OBJECT_TYPE_NAME (root), where);
          }
      /* Not squeezed below what it needs. */
      gtk_widget_measure (root, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
      min_w -= gtk_widget_get_margin_start (root) + gtk_widget_get_margin_end (root);
      g_assert_cmpfloat (b.size.width + 0.5, >=, min_w);
      gtk_widget_measure (root, GTK_ORIENTATION_VERTICAL, (int) b.size.width, &min_h, NULL, NULL, NULL);
      min_h -= gtk_widget_get_margin_top (root) + gtk_widget_get_margin_bottom (root);
      g_assert_cmpfloat (b.size.height + 0.5, >=, min_h);
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += check_actions (child, window, where);
  return n;
}

/* The panel: the board's child that is not the canvas (ts_board_set_content
 * adds the canvas first). */
static GtkWidget *
panel_of (GtkWidget *board)
{
  GtkWidget *first = gtk_widget_get_first_child (board);

  return first != NULL ? gtk_widget_get_next_sibling (first) : NULL;
}

/* A match in the middle of play: Ada at seat 0, computers in the other
 * seats, random moves until it is Ada's decision again after a while. */
static TsMatch *
new_mid_match (const char *id)
{
  static const char * const names[] = { "Ada", "Computer 2", "Computer 3", "Computer 4" };
  GType type = ts_game_type_from_id (id);
  TsGameClass *klass = g_type_class_ref (type);
  guint n = MIN (klass->max_players, 4);
  g_autoptr(TsSetup) setup = ts_setup_new (id, n, 17);
  g_autoptr(GError) error = NULL;
  TsMatch *match;
  TsRng rng;
  guint played = 0;

  for (guint s = 0; s < n; s++)
    ts_setup_set_player (setup, s, names[s], s == 0 ? TS_PLAYER_HUMAN : TS_PLAYER_COMPUTER, TS_LEVEL_EASY, NULL);
  setup->first_seat = 0;
  match = ts_match_new (setup, &error);
  g_assert_no_error (error);
  ts_rng_init (&rng, 3);
  while (played < 400 && !ts_game_is_over (ts_match_get_game (match)) &&
         (played < 12 || ts_game_get_current_seat (ts_match_get_game (match)) != 0))
    {
      g_autoptr(GArray) moves = ts_game_list_moves (ts_match_get_game (match));

      g_assert_cmpuint (moves->len, >, 0);
      g_assert_true (ts_match_play (match, &g_array_index (moves, TsMove, ts_rng_uniform (&rng, moves->len)), NULL));
      played++;
    }
  g_assert_false (ts_game_is_over (ts_match_get_game (match)));
  g_assert_cmpint (ts_game_get_current_seat (ts_match_get_game (match)), ==, 0);
  g_type_class_unref (klass);
  return match;
}

/* The board of WINDOW, laid out, inside it: its drawing, the panel next
 * to it, every action whole (with WITH_ACTIONS, at least one). */
static void
check_board (TsWindow   *window,
             const char *where,
             gboolean    with_actions)
{
  GtkWidget *board, *panel;
  graphene_rect_t win, bb, drawing, pb;
  guint actions;

  win = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)));
  board = ts_window_get_board (window);
  panel = panel_of (board);
  bb = bounds_in (board, GTK_WIDGET (window));
  assert_inside (&bb, &win, "the board", where);
  g_assert_true (ts_board_get_drawing_bounds (TS_BOARD (board), &drawing));
  graphene_rect_offset (&drawing, bb.origin.x, bb.origin.y);
  assert_inside (&drawing, &bb, "the drawing", where);
  g_assert_cmpfloat (drawing.size.width, >=, 300);

  if (panel != NULL && gtk_widget_get_mapped (panel) && gtk_widget_get_width (board) >= TS_BOARD_SIDE_BY_SIDE_MIN_WIDTH)
    {
      double left, right, gap;

      pb = bounds_in (panel, GTK_WIDGET (window));
      /* Next to the drawing, and the pair in the middle. */
      gap = pb.origin.x - (drawing.origin.x + drawing.size.width);
      left = drawing.origin.x - bb.origin.x;
      right = bb.origin.x + bb.size.width - (pb.origin.x + pb.size.width);
      g_test_message ("%s: bands %.0f | %.0f, gap %.0f", where, left, right, gap);
      if (gap < -0.5 || gap > 48)
        g_error ("%s: the panel is %.0f px from the drawing", where, gap);
      if (ABS (left - right) > 48 && MAX (left, right) > 48)
        g_error ("%s: drawing and panel are off centre (%.0f px left, %.0f px right)", where, left, right);
    }

  actions = check_actions (board, GTK_WIDGET (window), where);
  g_test_message ("%s: %u actions whole", where, actions);
  if (with_actions)
    g_assert_cmpuint (actions, >, 0);
}

static void
check_size (const char *id,
            TsMatch    *match,
            int         width,
            int         height)
{
  TsWindow *window = ts_window_new (app);
  SizeWait wait = { GTK_WIDGET (window), width, height };
  g_autofree char *where = g_strdup_printf ("%s at %d × %d", id, width, height);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  ts_window_set_match (window, match, NULL);
  ts_test_wait_until (laid_out, &wait, TRUE);
  check_board (window, where, TRUE);

  ts_window_shutdown (window);
  gtk_window_destroy (GTK_WINDOW (window));
  ts_autosave_remove (id);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
test_game (gconstpointer data)
{
  static const int sizes[][2] = { { 800, 600 }, { 1280, 800 }, { 1920, 1080 }, { 2560, 1440 } };
  const char *id = data;
  g_autoptr(TsMatch) match = new_mid_match (id);

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    check_size (id, match, sizes[i][0], sizes[i][1]);
}

static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A tutorial at every step to its end in the smallest window, and up to
 * its first move in a common one: the narrator and the board inside the
 * window, the narrator above the board, and the board whole as in a
 * game.  Where a step waits, the board chooses its move. */
static void
test_tutorial (gconstpointer data)
{
  static const int sizes[][2] = { { 800, 600 }, { 1920, 1080 } };
  const char *id = data;

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      TsWindow *window = ts_window_new (app);
      SizeWait wait = { GTK_WIDGET (window), sizes[i][0], sizes[i][1] };
      TsTutorial *tutorial;
      GtkWidget *narrator, *next;
      guint step = 0;

      gtk_window_set_default_size (GTK_WINDOW (window), sizes[i][0], sizes[i][1]);
      gtk_window_present (GTK_WINDOW (window));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", "s", id));
      tutorial = ts_window_get_tutorial (window);
      g_assert_nonnull (tutorial);
      narrator = ts_window_get_narrator (window);
      next = find_named (narrator, "tutorial-next");
      g_assert_nonnull (next);
      do
        {
          g_autofree char *where = g_strdup_printf ("the tutorial of %s, step %u, at %d × %d", id, step + 1,
                                                    sizes[i][0], sizes[i][1]);
          graphene_rect_t win, nb, bb;

          ts_test_wait_until (laid_out, &wait, TRUE);
          /* Laid out again after the step's change. */
          ts_test_wait_for_paint (GTK_WIDGET (window), ts_window_get_board (window));
          /* In a first round there may be nothing to press. */
          check_board (window, where, FALSE);
          win = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (window)),
                                    gtk_widget_get_height (GTK_WIDGET (window)));
          nb = bounds_in (narrator, GTK_WIDGET (window));
          bb = bounds_in (ts_window_get_board (window), GTK_WIDGET (window));
          assert_inside (&nb, &win, "the narrator", where);
          g_assert_cmpfloat (nb.origin.y + nb.size.height, <=, bb.origin.y + 0.5);
          /* Every place a step names is one its board can point at. */
          if (ts_tutorial_get_place (tutorial) != NULL &&
              !ts_board_point_at (TS_BOARD (ts_window_get_board (window)), ts_tutorial_get_place (tutorial)))
            g_error ("%s: the board has no place “%s”", where, ts_tutorial_get_place (tutorial));
          if (ts_tutorial_is_over (tutorial))
            break;
          if (ts_tutorial_waits_for_move (tutorial))
            {
              TsMove move;

              if (i > 0)
                break;
              g_assert_true (ts_tutorial_get_expected (tutorial, &move));
              ts_board_choose (TS_BOARD (ts_window_get_board (window)), &move);
            }
          else
            g_signal_emit_by_name (next, "clicked");
          g_assert_cmpuint (ts_tutorial_get_step (tutorial), ==, step + 1);
          step++;
        }
      while (TRUE);
      g_assert_true (i == 0 ? ts_tutorial_is_over (tutorial) : ts_tutorial_waits_for_move (tutorial));

      ts_window_shutdown (window);
      gtk_window_destroy (GTK_WINDOW (window));
      ts_autosave_remove (id);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
}

int
main (int   argc,
      char *argv[])
{
  static const char * const games[] = { "trojhranna", "tri", "network", "trehgrannik", "trigon" };
  const char *localedir = g_getenv ("TESSELLA_TEST_LOCALEDIR");
  const char *only = g_getenv ("TESSELLA_LAYOUT_GAMES");
  int status;

  setlocale (LC_ALL, "");
  if (localedir != NULL)
    bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_test_init (&argc, &argv, NULL);
  data_dir = ts_test_data_dir_new ("tessella-layout");
  g_setenv ("TESSELLA_DATA_DIR", data_dir, TRUE);
  if (!gtk_init_check ())
    {
      g_printerr ("test-layout needs a display of 2560 × 1440: run it under xvfb-run\n");
      return 1;
    }
  ts_games_ensure ();
  app = GTK_APPLICATION (ts_application_new ());
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/layout/%s", games[i]);

      g_auto(GStrv) chosen = only != NULL ? g_strsplit (only, ",", -1) : NULL;

      if (chosen == NULL || g_strv_contains ((const char * const *) chosen, games[i]))
        g_test_add_data_func (path, games[i], test_game);
    }
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/layout/tutorial/%s", games[i]);
      g_auto(GStrv) chosen = only != NULL ? g_strsplit (only, ",", -1) : NULL;

      if (ts_window_tutorial_exists (games[i]) &&
          (chosen == NULL || g_strv_contains ((const char * const *) chosen, games[i])))
        g_test_add_data_func (path, games[i], test_tutorial);
    }
  status = g_test_run ();
  g_object_unref (app);
  ts_test_data_dir_remove (data_dir);
  return status;
}
