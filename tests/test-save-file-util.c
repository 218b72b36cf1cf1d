/* test-save-file-util.c — what the tests of saves on disk share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The writer's system calls (ts-save-file-private.h) are replaced by ones
 * that count their steps, one before and one after each call: a test can
 * make any call fail with any errno or at any byte, slow every call down,
 * kill the process at a step, run a hook (another save) at a step, or
 * stop before the rename to FILE~ until another process says go on.
 */
/* kill(), link(), fsync() */
#define _GNU_SOURCE

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <unistd.h>

#include "test-save-file-util.h"

/* Three saves of one game, in a folder of their own */

static char *
save_after (TsMatch *match,
            TsRng   *rng,
            guint    n_moves,
            gsize   *length)
{
  ts_test_play_random (match, rng, n_moves, NULL);
  return ts_save_to_data (match, length);
}

void
fixture_set_up (Fixture       *f,
                gconstpointer  user_data)
{
  g_autoptr(TsSetup) setup = ts_setup_new ("trojhranna", 3, 77);
  g_autoptr(TsMatch) match = ts_match_new (setup, NULL);
  g_autoptr(GError) error = NULL;
  TsRng rng;

  ts_rng_init (&rng, 77);
  f->a = save_after (match, &rng, 3, &f->a_len);
  f->b = save_after (match, &rng, 3, &f->b_len);
  f->c = save_after (match, &rng, 3, &f->c_len);
  f->dir = g_dir_make_tmp ("tessella-save-file-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "game.tessella", NULL);
  f->backup = g_strconcat (f->path, "~", NULL);
  f->name_len = strlen ("game.tessella");
}

static void
remove_tree (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  if (listing == NULL)
    return;
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        remove_tree (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}

void
fixture_tear_down (Fixture       *f,
                   gconstpointer  user_data)
{
  remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
  g_free (f->backup);
  g_free (f->a);
  g_free (f->b);
  g_free (f->c);
}

void
write_plain (const char *path,
             const char *data,
             gsize       length)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_save_write_atomic (path, data, length, ts_file_ops_default (), &error));
  g_assert_no_error (error);
}

void
assert_content (const char *path,
                const char *data,
                gsize       length)
{
  g_autofree char *on_disk = NULL;
  gsize on_disk_len = 0;

  g_assert_true (g_file_get_contents (path, &on_disk, &on_disk_len, NULL));
  g_assert_cmpmem (on_disk, on_disk_len, data, length);
}

guint
count_temps (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, TS_SAVE_TEMP_PREFIX))
      n++;
  return n;
}

gboolean
loads (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TsMatch) match = ts_save_from_file (file, NULL, NULL);

  return match != NULL;
}

/* Failing system calls */

static void
step (Faults *faults)
{
  int errsv = errno;

  faults->step++;
  if (faults->step == faults->kill_step)
    kill (getpid (), SIGKILL);
  if (faults->step == faults->hook_step && faults->hook != NULL)
    faults->hook (faults);
  errno = errsv;
}

static int
faulty_open_temp (char    *tmpl,
                  int      flags,
                  int      mode,
                  gpointer data)
{
  Faults *faults = data;
  int fd;

  step (faults);
  if (faults->where == FAIL_OPEN)
    {
      errno = faults->errsv;
      fd = -1;
    }
  else
    fd = ts_file_ops_default ()->open_temp (tmpl, flags, mode, NULL);
  step (faults);
  return fd;
}

static gssize
faulty_write (int         fd,
              const void *buf,
              gsize       count,
              gpointer    data)
{
  Faults *faults = data;
  gssize n;

  step (faults);
  if (faults->chunk != 0)
    count = MIN (count, faults->chunk);
  if (faults->usleep != 0)
    g_usleep (faults->usleep);
  if (faults->where == FAIL_WRITE_AT && faults->written >= faults->at)
    {
      errno = faults->errsv;
      n = -1;
    }
  else
    {
      /* A short write up to the failing byte, as a full disk gives. */
      if (faults->where == FAIL_WRITE_AT)
        count = MIN (count, faults->at - faults->written);
      n = write (fd, buf, count);
      if (n > 0)
        faults->written += n;
    }
  step (faults);
  return n;
}

static int
faulty_fsync (int      fd,
              gpointer data)
{
  Faults *faults = data;
  int result;

  step (faults);
  if (faults->usleep != 0)
    g_usleep (faults->usleep);
  if (faults->where == FAIL_FSYNC)
    {
      errno = faults->errsv;
      result = -1;
    }
  else
    result = fsync (fd);
  step (faults);
  return result;
}

static int
faulty_link (const char *from,
             const char *to,
             gpointer    data)
{
  Faults *faults = data;
  int result;

  step (faults);
  if (faults->usleep != 0)
    g_usleep (faults->usleep);
  if (faults->no_links || faults->where == FAIL_LINK)
    {
      errno = faults->no_links ? EPERM : faults->errsv;
      result = -1;
    }
  else
    result = link (from, to);
  step (faults);
  return result;
}

static int
faulty_rename (const char *from,
               const char *to,
               gpointer    data)
{
  Faults *faults = data;
  int result;

  step (faults);
  if (faults->usleep != 0)
    g_usleep (faults->usleep);
  if (faults->pause_at_backup && g_str_has_suffix (to, "~"))
    {
      char byte = 'p';

      g_assert_cmpint (write (faults->pause_out, &byte, 1), ==, 1);
      g_assert_cmpint (read (faults->pause_in, &byte, 1), ==, 1);
    }
  if ((faults->where == FAIL_RENAME_TEMP && !g_str_has_suffix (to, "~")) ||
      (faults->where == FAIL_RENAME_BACKUP && g_str_has_suffix (to, "~")))
    {
      errno = faults->errsv;
      result = -1;
    }
  else
    result = rename (from, to);
  step (faults);
  return result;
}

static int
faulty_unlink (const char *path,
               gpointer    data)
{
  Faults *faults = data;
  int result;

  step (faults);
  if (faults->usleep != 0)
    g_usleep (faults->usleep);
  result = g_unlink (path);
  step (faults);
  return result;
}

TsFileOps
faulty_ops (Faults *faults)
{
  TsFileOps ops = {
    faulty_open_temp, faulty_write, faulty_fsync, faulty_link, faulty_rename, faulty_unlink, faults,
  };

  return ops;
}
