/* test-tutorial.c — the tutorials played through (issue 29, docs/learn.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every tutorial of data/tutorials loads (its position, every scripted
 * move legal where it stands) and is played through by the model from
 * its first step to its last: each step that waits refuses a wrong move
 * with words and changes nothing, then takes the expected one.  Broken
 * tutorial files are refused with their line.
 */
#include <string.h>

#include "test-util.h"
#include "ts-games.h"
#include "ts-tutorial.h"

static TsTutorial *
load (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "tutorials", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TsTutorial *tutorial = ts_tutorial_new_from_file (file, &error);

  g_assert_no_error (error);
  g_assert_nonnull (tutorial);
  return tutorial;
}

/* Plays TUTORIAL through, the player trying every legal move in turn
 * where a step waits: each wrong one is refused with words and changes
 * nothing, the expected one is taken.  *WRONG counts the refusals; the
 * number of moves the player made is returned. */
static guint
play_through (TsTutorial *tutorial,
              guint      *wrong)
{
  guint made = 0;

  *wrong = 0;
  while (!ts_tutorial_is_over (tutorial))
    {
      guint step = ts_tutorial_get_step (tutorial);
      TsMatch *match = ts_tutorial_get_match (tutorial);
      TsGame *game = ts_match_get_game (match);
      g_autoptr(GArray) legal = NULL;
      gboolean taken = FALSE;

      g_assert_nonnull (ts_tutorial_get_words (tutorial));
      g_assert_nonnull (ts_tutorial_get_step_id (tutorial));
      if (!ts_tutorial_waits_for_move (tutorial))
        {
          g_assert_true (ts_tutorial_next (tutorial));
          g_assert_cmpuint (ts_tutorial_get_step (tutorial), ==, step + 1);
          continue;
        }
      /* Next does nothing while a move is awaited, and the seat to move
       * is the learner's. */
      g_assert_false (ts_tutorial_next (tutorial));
      g_assert_cmpint (ts_game_get_current_seat (game), ==, ts_tutorial_get_seat (tutorial));
      legal = ts_game_list_moves (game);
      for (guint i = 0; i < legal->len && !taken; i++)
        {
          g_autofree char *why = NULL;
          guint before = ts_match_get_n_moves (match);

          taken = ts_tutorial_try (tutorial, &g_array_index (legal, TsMove, i), &why);
          if (!taken)
            {
              g_assert_nonnull (why);
              g_assert_cmpuint (strlen (why), >, 10);
              g_assert_cmpuint (ts_match_get_n_moves (match), ==, before);
              g_assert_cmpuint (ts_tutorial_get_step (tutorial), ==, step);
              (*wrong)++;
            }
        }
      g_assert_true (taken);
      g_assert_cmpuint (ts_tutorial_get_step (tutorial), ==, step + 1);
      made++;
    }
  return made;
}

static void
test_network (void)
{
  g_autoptr(TsTutorial) tutorial = load ("network.tutorial");
  guint n, wrong;

  g_assert_cmpstr (ts_tutorial_get_game_id (tutorial), ==, "network");
  g_assert_cmpuint (ts_tutorial_get_n_steps (tutorial), >=, 10);
  g_assert_cmpuint (ts_tutorial_get_n_steps (tutorial), <=, 25);
  n = play_through (tutorial, &wrong);
  g_assert_cmpuint (n, >=, 3);
  g_assert_cmpuint (wrong, >, 0);
  g_assert_true (ts_tutorial_is_over (tutorial));

  /* Left and taken up again: the same position at that step. */
  g_assert_true (ts_tutorial_resume (tutorial, "build-node"));
  g_assert_cmpstr (ts_tutorial_get_step_id (tutorial), ==, "build-node");
  g_assert_true (ts_tutorial_waits_for_move (tutorial));
  g_assert_cmpstr (ts_tutorial_get_place (tutorial), ==, "3,2");
  g_assert_cmpstr (ts_tutorial_get_more (tutorial), ==, "network#building");
  g_assert_cmpuint (ts_match_get_n_moves (ts_tutorial_get_match (tutorial)), ==, 6);
  g_assert_false (ts_tutorial_resume (tutorial, "no-such-step"));
  g_assert_cmpuint (ts_tutorial_get_step (tutorial), ==, 0);
}

/* PAGE ("trigon#battle" or "trigon") is a page of the help, with that
 * section. */
static void
assert_help_has (const char *page)
{
  g_auto(GStrv) parts = g_strsplit (page, "#", 2);
  g_autofree char *name = g_strconcat (parts[0], ".page", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "help", "C", name, NULL);
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  if (parts[1] != NULL)
    {
      g_autofree char *id = g_strdup_printf ("<section id=\"%s\">", parts[1]);

      if (strstr (text, id) == NULL)
        g_error ("Read More leads to %s, a section the help does not have", page);
    }
}

/* Every tutorial of data/tutorials: its game, 10 to 25 steps (more for
 * Rule of Trigon and Trehgrannik), played through by the learner with at
 * least three moves of their own, each refused wrong move explained; and
 * left at any step, taken up again at that step with the same moves
 * played; every Read More leads to a section of the help. */
static void
test_every (gconstpointer data)
{
  const char *name = data;
  g_autofree char *file = g_strconcat (name, ".tutorial", NULL);
  g_autoptr(TsTutorial) tutorial = load (file);
  gboolean long_game = g_str_equal (name, "trigon") || g_str_equal (name, "trehgrannik");
  guint n_steps, n, wrong;
  g_autoptr(GArray) moves_at = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

  g_assert_cmpstr (ts_tutorial_get_game_id (tutorial), ==, name);
  n_steps = ts_tutorial_get_n_steps (tutorial);
  g_assert_cmpuint (n_steps, >=, 10);
  g_assert_cmpuint (n_steps, <=, long_game ? 40 : 25);

  /* The step ids and the moves played when each is shown. */
  while (!ts_tutorial_is_over (tutorial))
    {
      TsMove move;

      g_ptr_array_add (ids, g_strdup (ts_tutorial_get_step_id (tutorial)));
      if (ts_tutorial_get_more (tutorial) != NULL)
        assert_help_has (ts_tutorial_get_more (tutorial));
      n = ts_match_get_n_moves (ts_tutorial_get_match (tutorial));
      g_array_append_val (moves_at, n);
      if (ts_tutorial_waits_for_move (tutorial))
        {
          g_assert_true (ts_tutorial_get_expected (tutorial, &move));
          g_assert_true (ts_tutorial_try (tutorial, &move, NULL));
        }
      else
        {
          g_assert_false (ts_tutorial_get_expected (tutorial, &move));
          g_assert_true (ts_tutorial_next (tutorial));
        }
    }
  g_assert_cmpuint (ids->len, ==, n_steps);

  g_assert_true (ts_tutorial_resume (tutorial, ids->pdata[0]));
  n = play_through (tutorial, &wrong);
  g_assert_cmpuint (n, >=, 3);
  g_assert_cmpuint (wrong, >, 0);

  for (guint i = 0; i < ids->len; i++)
    {
      g_assert_true (ts_tutorial_resume (tutorial, ids->pdata[i]));
      g_assert_cmpuint (ts_tutorial_get_step (tutorial), ==, i);
      g_assert_cmpuint (ts_match_get_n_moves (ts_tutorial_get_match (tutorial)), ==,
                        g_array_index (moves_at, guint, i));
    }
}

typedef struct
{
  const char *text;
  const char *message;
} Broken;

static void
test_broken (void)
{
  static const Broken cases[] = {
    { "<tutorial game=\"network\">\n<position>network 2</position>\n<step id=\"a\"><say>Hi</say>\n"
      "<expect move=\"set 9,9 H9,9\"/></step>\n</tutorial>\n",
      "line 3: the move “set 9,9 H9,9” is not possible there" },
    { "<tutorial game=\"chess\">\n<position>x</position>\n</tutorial>\n",
      "line 1: the tutorial names no game of Tessella" },
    { "<tutorial game=\"network\">\n<position>network 2</position>\n<step id=\"a\"></step>\n</tutorial>\n",
      "line 3: a step says nothing" },
    { "<tutorial game=\"network\">\n<position>network 2\nnode 9 1,1</position>\n<step id=\"a\"><say>Hi</say></step>\n"
      "</tutorial>\n",
      "line 2: the position: line 2: “9” is not a seat from 1 to 2" },
    { "<!DOCTYPE x [<!ENTITY a \"b\">]><tutorial/>", "This is not a tutorial file" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsTutorial) tutorial = ts_tutorial_new_from_data (cases[i].text, strlen (cases[i].text), &error);

      g_test_message ("case %u", i);
      g_assert_null (tutorial);
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* The tutorials shipped, as data/tessella.gresource.xml lists them. */
static const char *const tutorials[] = { "network", "trojhranna", "tri", "trehgrannik", "trigon" };

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();
  g_test_add_func ("/tutorial/network", test_network);
  g_test_add_func ("/tutorial/broken", test_broken);
  for (guint i = 0; i < G_N_ELEMENTS (tutorials); i++)
    {
      g_autofree char *path = g_strconcat ("/tutorial/every/", tutorials[i], NULL);

      g_test_add_data_func (path, tutorials[i], test_every);
    }
  return g_test_run ();
}
