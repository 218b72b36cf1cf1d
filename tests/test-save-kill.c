/* test-save-kill.c — saves on disk: never lost, whatever is killed or
 * runs at the same time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The writer's system calls are replaced (test-save-file-util.h) to kill
 * the writer in a child process before and after each of its calls (and
 * the next save, which finishes the killed one); to run another save in
 * the same folder before and after each call; and to run slowly in a
 * child process that is killed at random in the middle of a save.
 */
/* kill(), fork(), pipe() */
#define _GNU_SOURCE

#include <glib/gstdio.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test-save-file-util.h"
#include "ts-games.h"

#define KILLS_PER_CASE 50

/* Killed saves */

typedef enum
{
  KILL_EXISTING,
  KILL_NEW_NAME,
  KILL_SYMLINK,
  KILL_TWO_LINKS,
} KillCase;

/* Saves C to PATH in a child process whose calls are slowed, kills it
 * after DELAY_US, and returns whether it was still saving then. */
static gboolean
save_and_kill (const char *path,
               const char *data,
               gsize       length,
               guint       delay_us)
{
  int status;
  pid_t pid;

  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      Faults faults = { FAIL_NOTHING, 0, 0, 0, FALSE, 300, 256 };
      TsFileOps ops = faulty_ops (&faults);

      _exit (ts_save_write_atomic (path, data, length, &ops, NULL) ? 0 : 1);
    }

  g_usleep (delay_us);
  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  if (WIFEXITED (status))
    g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  return WIFSIGNALED (status);
}

static void
test_kill (Fixture       *f,
           gconstpointer  user_data)
{
  KillCase kill_case = GPOINTER_TO_INT (user_data);
  g_autofree char *real_dir = g_build_filename (f->dir, "real", NULL);
  g_autofree char *real = g_build_filename (real_dir, "game.tessella", NULL);
  g_autofree char *other = g_build_filename (f->dir, "other.tessella", NULL);
  const char *target = kill_case == KILL_SYMLINK ? real : f->path;
  guint n_inside = 0;
  /* 256 bytes per 0.3 ms, plus the sync, link and renames. */
  guint span_us = (f->c_len / 256 + 6) * 300 + 2000;

  g_assert_cmpint (g_mkdir (real_dir, 0700), ==, 0);

  for (guint i = 0; i < KILLS_PER_CASE; i++)
    {
      const char *data = i % 2 == 0 ? f->b : f->c;
      gsize length = i % 2 == 0 ? f->b_len : f->c_len;

      /* The state the save starts from. */
      g_unlink (target);
      g_unlink (other);
      switch (kill_case)
        {
        case KILL_EXISTING:
          write_plain (f->path, f->a, f->a_len);
          break;
        case KILL_NEW_NAME:
          break;
        case KILL_SYMLINK:
          if (i == 0)
            g_assert_cmpint (symlink ("real/game.tessella", f->path), ==, 0);
          write_plain (real, f->a, f->a_len);
          break;
        case KILL_TWO_LINKS:
          write_plain (f->path, f->a, f->a_len);
          g_assert_cmpint (link (f->path, other), ==, 0);
          break;
        }

      if (save_and_kill (f->path, data, length, g_test_rand_int_range (0, span_us)))
        n_inside++;

      /* One generation always loads; a new name is absent or complete. */
      if (kill_case == KILL_NEW_NAME && !g_file_test (f->path, G_FILE_TEST_EXISTS))
        continue;
      g_assert_true (loads (f->path));
      if (kill_case == KILL_SYMLINK)
        g_assert_true (g_file_test (f->path, G_FILE_TEST_IS_SYMLINK));
      if (kill_case == KILL_TWO_LINKS)
        assert_content (other, f->a, f->a_len);
    }

  /* The next save in the folder leaves no temporary behind. */
  write_plain (f->path, f->a, f->a_len);
  g_assert_cmpuint (count_temps (f->dir), ==, 0);
  g_assert_cmpuint (count_temps (real_dir), ==, 0);
  g_test_message ("%u of %u kills landed inside a save; every save survived",
                  n_inside, KILLS_PER_CASE);
  /* Most kills must land inside the save, or the test proves little. */
  g_assert_cmpuint (n_inside, >=, KILLS_PER_CASE / 2);
}

/* Kills before and after every call */

typedef enum
{
  STEPS_LINKS,
  STEPS_NO_LINKS,
  STEPS_NEW_NAME,
} StepsCase;

/* Saves DATA to PATH in a child process killed at step KILL_STEP of its
 * calls (before or after one of them); FALSE if the save ended first. */
static gboolean
save_killed_at (const char *path,
                const char *data,
                gsize       length,
                guint       kill_step,
                gboolean    no_links)
{
  int status;
  pid_t pid;

  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      Faults faults = { FAIL_NOTHING, 0, 0, 0, no_links, 0, 0 };
      TsFileOps ops = faulty_ops (&faults);

      faults.kill_step = kill_step;
      _exit (ts_save_write_atomic (path, data, length, &ops, NULL) ? 0 : 1);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  if (WIFEXITED (status))
    {
      g_assert_cmpint (WEXITSTATUS (status), ==, 0);
      return FALSE;
    }
  g_assert_true (WIFSIGNALED (status));
  g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);
  return TRUE;
}

static gboolean
holds (const char *path,
       const char *data,
       gsize       length)
{
  g_autofree char *on_disk = NULL;
  gsize on_disk_len = 0;

  return g_file_get_contents (path, &on_disk, &on_disk_len, NULL) &&
         on_disk_len == length && memcmp (on_disk, data, length) == 0;
}

/* FILE is A with B as FILE~ (or absent, for a new name). */
static void
start_from_a (Fixture  *f,
              gboolean  new_name)
{
  g_autofree char *other = g_build_filename (f->dir, "other.tessella", NULL);
  g_autofree char *other_backup = g_strconcat (other, "~", NULL);

  g_unlink (f->path);
  g_unlink (f->backup);
  g_unlink (other);
  g_unlink (other_backup);
  g_assert_cmpuint (count_temps (f->dir), ==, 0);
  if (!new_name)
    {
      write_plain (f->path, f->b, f->b_len);
      write_plain (f->path, f->a, f->a_len);
    }
}

/* Saving C over A (with B as A~) is killed before and after each of its
 * calls in turn.  Whatever the step, FILE is A or C; the next save in the
 * folder, of another file, finishes the killed one: FILE~ is then the
 * generation before FILE (B before A, A before C), even when the kill
 * came between the renames, when A was only in the killed save's .old.
 * The next save of FILE keeps FILE as FILE~. */
static void
test_kill_every_step (Fixture       *f,
                      gconstpointer  user_data)
{
  StepsCase steps_case = GPOINTER_TO_INT (user_data);
  gboolean new_name = steps_case == STEPS_NEW_NAME;
  g_autofree char *other = g_build_filename (f->dir, "other.tessella", NULL);
  guint n_between = 0, n_steps = 0;

  for (guint kill_step = 1; ; kill_step++)
    {
      gboolean killed, was_c;

      start_from_a (f, new_name);
      killed = save_killed_at (f->path, f->c, f->c_len, kill_step, steps_case == STEPS_NO_LINKS);

      if (new_name)
        {
          g_assert_true (!g_file_test (f->path, G_FILE_TEST_EXISTS) || holds (f->path, f->c, f->c_len));
          g_assert_false (g_file_test (f->backup, G_FILE_TEST_EXISTS));
        }
      else
        {
          g_assert_true (holds (f->path, f->a, f->a_len) || holds (f->path, f->c, f->c_len));
          if (holds (f->path, f->a, f->a_len))
            assert_content (f->backup, f->b, f->b_len);
          else if (holds (f->backup, f->b, f->b_len))
            /* Between the renames: A is only in the .old. */
            n_between++;
          else
            assert_content (f->backup, f->a, f->a_len);
        }
      was_c = holds (f->path, f->c, f->c_len);

      write_plain (other, f->a, f->a_len);
      g_assert_cmpuint (count_temps (f->dir), ==, 0);
      if (new_name)
        g_assert_false (g_file_test (f->backup, G_FILE_TEST_EXISTS));
      else if (was_c)
        {
          assert_content (f->path, f->c, f->c_len);
          assert_content (f->backup, f->a, f->a_len);
        }
      else
        {
          assert_content (f->path, f->a, f->a_len);
          assert_content (f->backup, f->b, f->b_len);
        }

      write_plain (f->path, f->b, f->b_len);
      assert_content (f->path, f->b, f->b_len);
      if (was_c)
        assert_content (f->backup, f->c, f->c_len);
      else if (!new_name)
        assert_content (f->backup, f->a, f->a_len);
      g_assert_cmpuint (count_temps (f->dir), ==, 0);

      if (!killed)
        break;
      n_steps++;
    }

  g_test_message ("killed at each of %u steps; %u kills came between the renames", n_steps, n_between);
  g_assert_cmpuint (n_steps, >=, 10);
  /* After the new content's rename and before the backup's. */
  if (!new_name)
    g_assert_cmpuint (n_between, >=, 2);
}

/* The save that finishes a killed one is killed too, at each step: the
 * generation in the first one's .old is never lost. */
static void
test_kill_while_finishing (Fixture       *f,
                           gconstpointer  user_data)
{
  g_autofree char *other = g_build_filename (f->dir, "other.tessella", NULL);
  guint between_step = 0, n_steps = 0;

  /* A step of the save of C between its two renames. */
  for (guint kill_step = 1; between_step == 0; kill_step++)
    {
      start_from_a (f, FALSE);
      g_assert_true (save_killed_at (f->path, f->c, f->c_len, kill_step, FALSE));
      if (holds (f->path, f->c, f->c_len) && holds (f->backup, f->b, f->b_len))
        between_step = kill_step;
      write_plain (other, f->a, f->a_len);
    }

  for (guint kill_step = 1; ; kill_step++)
    {
      gboolean killed;

      start_from_a (f, FALSE);
      g_assert_true (save_killed_at (f->path, f->c, f->c_len, between_step, FALSE));
      killed = save_killed_at (other, f->a, f->a_len, kill_step, FALSE);

      assert_content (f->path, f->c, f->c_len);
      g_assert_true (holds (f->backup, f->b, f->b_len) || holds (f->backup, f->a, f->a_len));

      write_plain (other, f->b, f->b_len);
      assert_content (f->path, f->c, f->c_len);
      assert_content (f->backup, f->a, f->a_len);
      g_assert_cmpuint (count_temps (f->dir), ==, 0);
      if (!killed)
        break;
      n_steps++;
    }
  g_test_message ("the finishing save was killed at each of its %u steps", n_steps);
}

/* Saves running at the same time */

static GPtrArray *
list_temps (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, TS_SAVE_TEMP_PREFIX))
      g_ptr_array_add (names, g_strdup (name));
  return names;
}

static gboolean
has_name (GPtrArray  *names,
          const char *name)
{
  for (guint i = 0; i < names->len; i++)
    if (g_str_equal (names->pdata[i], name))
      return TRUE;
  return FALSE;
}

/* The hook of test_concurrent_every_step: a whole save of another file in
 * the folder, in the middle of the first one. */
static void
save_other_file (Faults *faults)
{
  Fixture *f = faults->hook_data;
  g_autofree char *other = g_build_filename (f->dir, "other.tessella", NULL);
  g_autoptr(GPtrArray) before = list_temps (f->dir);
  g_autoptr(GPtrArray) after = NULL;

  write_plain (other, f->b, f->b_len);
  after = list_temps (f->dir);
  /* Between its creation and its lock (the second step), a lock file is
   * anybody's: the other save takes it for a killed save's, and the first
   * starts again with another name.  At every other step the first save's
   * files are all still there. */
  if (faults->step != 2)
    for (guint i = 0; i < before->len; i++)
      g_assert_true (has_name (after, before->pdata[i]));
  for (guint i = 0; i < after->len; i++)
    g_assert_true (has_name (before, after->pdata[i]));
}

/* Before and after each call of a save, another save in the same folder
 * runs from start to end: it deletes none of the first one's files, and
 * both end with their FILE and FILE~ right. */
static void
test_concurrent_every_step (Fixture       *f,
                            gconstpointer  user_data)
{
  g_autofree char *other = g_build_filename (f->dir, "other.tessella", NULL);
  g_autofree char *other_backup = g_strconcat (other, "~", NULL);
  guint n_steps = 0;

  for (guint hook_step = 1; ; hook_step++)
    {
      Faults faults = { FAIL_NOTHING, 0, 0, 0, FALSE, 0, 0 };
      TsFileOps ops = faulty_ops (&faults);
      g_autoptr(GError) error = NULL;

      start_from_a (f, FALSE);
      write_plain (other, f->a, f->a_len);
      faults.hook_step = hook_step;
      faults.hook = save_other_file;
      faults.hook_data = f;
      g_assert_true (ts_save_write_atomic (f->path, f->c, f->c_len, &ops, &error));
      g_assert_no_error (error);
      assert_content (f->path, f->c, f->c_len);
      assert_content (f->backup, f->a, f->a_len);
      g_assert_cmpuint (count_temps (f->dir), ==, 0);
      if (faults.step < hook_step)
        break;
      assert_content (other, f->b, f->b_len);
      assert_content (other_backup, f->a, f->a_len);
      n_steps++;
    }
  g_test_message ("another save ran at each of %u steps", n_steps);
  g_assert_cmpuint (n_steps, >=, 10);
}

/* Two processes: while one save waits between its renames, the save of
 * another process in the folder leaves its .old (the previous generation)
 * alone, and the first then keeps it as FILE~. */
static void
test_concurrent_processes (Fixture       *f,
                           gconstpointer  user_data)
{
  g_autofree char *other = g_build_filename (f->dir, "other.tessella", NULL);
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) after = NULL;
  int to_parent[2], to_child[2];
  gboolean has_old = FALSE;
  char byte = 'c';
  int status;
  pid_t pid;

  start_from_a (f, FALSE);
  g_assert_cmpint (pipe (to_parent), ==, 0);
  g_assert_cmpint (pipe (to_child), ==, 0);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      Faults faults = { FAIL_NOTHING, 0, 0, 0, FALSE, 0, 0 };
      TsFileOps ops = faulty_ops (&faults);

      close (to_parent[0]);
      close (to_child[1]);
      faults.pause_at_backup = TRUE;
      faults.pause_out = to_parent[1];
      faults.pause_in = to_child[0];
      _exit (ts_save_write_atomic (f->path, f->c, f->c_len, &ops, NULL) ? 0 : 1);
    }
  close (to_parent[1]);
  close (to_child[0]);

  /* The child is between its renames. */
  g_assert_cmpint (read (to_parent[0], &byte, 1), ==, 1);
  assert_content (f->path, f->c, f->c_len);
  assert_content (f->backup, f->b, f->b_len);
  before = list_temps (f->dir);
  for (guint i = 0; i < before->len; i++)
    has_old |= g_str_has_suffix (before->pdata[i], ".old");
  g_assert_true (has_old);

  write_plain (other, f->a, f->a_len);
  after = list_temps (f->dir);
  g_assert_cmpuint (after->len, ==, before->len);
  for (guint i = 0; i < before->len; i++)
    g_assert_true (has_name (after, before->pdata[i]));
  assert_content (f->backup, f->b, f->b_len);

  g_assert_cmpint (write (to_child[1], &byte, 1), ==, 1);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  close (to_parent[0]);
  close (to_child[1]);

  assert_content (f->path, f->c, f->c_len);
  assert_content (f->backup, f->a, f->a_len);
  assert_content (other, f->a, f->a_len);
  g_assert_cmpuint (count_temps (f->dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

  SAVE_FILE_TEST_ADD ("kill/existing", test_kill, GINT_TO_POINTER (KILL_EXISTING));
  SAVE_FILE_TEST_ADD ("kill/new-name", test_kill, GINT_TO_POINTER (KILL_NEW_NAME));
  SAVE_FILE_TEST_ADD ("kill/symlink", test_kill, GINT_TO_POINTER (KILL_SYMLINK));
  SAVE_FILE_TEST_ADD ("kill/two-links", test_kill, GINT_TO_POINTER (KILL_TWO_LINKS));
  SAVE_FILE_TEST_ADD ("kill/every-step", test_kill_every_step, GINT_TO_POINTER (STEPS_LINKS));
  SAVE_FILE_TEST_ADD ("kill/every-step-no-links", test_kill_every_step, GINT_TO_POINTER (STEPS_NO_LINKS));
  SAVE_FILE_TEST_ADD ("kill/every-step-new-name", test_kill_every_step, GINT_TO_POINTER (STEPS_NEW_NAME));
  SAVE_FILE_TEST_ADD ("kill/while-finishing", test_kill_while_finishing, NULL);
  SAVE_FILE_TEST_ADD ("concurrent/every-step", test_concurrent_every_step, NULL);
  SAVE_FILE_TEST_ADD ("concurrent/processes", test_concurrent_processes, NULL);

  return g_test_run ();
}
