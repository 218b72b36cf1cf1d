/* test-save-file.c — saves on disk: never lost, whatever fails or is killed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The writer's system calls are replaced (ts-save-file-private.h) to fail
 * at every byte, at the sync, the link and the rename, and to run slowly
 * in a child process that is killed in the middle of a save.
 */
#define _GNU_SOURCE

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test-util.h"
#include "ts-games.h"
#include "ts-save.h"
#include "ts-save-file-private.h"

#define KILLS_PER_CASE 50

/* Helpers */

/* Three different saves of one game: A, then B after more moves, then C. */
typedef struct
{
  char *dir;
  char *path;
  char *backup;
  char *a, *b, *c;
  gsize a_len, b_len, c_len;
} Fixture;

static char *
save_after (TsMatch *match,
            TsRng   *rng,
            guint    n_moves,
            gsize   *length)
{
  ts_test_play_random (match, rng, n_moves, NULL);
  return ts_save_to_data (match, length);
}

static void
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

static void
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

static void
write_plain (const char *path,
             const char *data,
             gsize       length)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_save_write_atomic (path, data, length, ts_file_ops_default (), &error));
  g_assert_no_error (error);
}

/* PATH holds exactly DATA. */
static void
assert_content (const char *path,
                const char *data,
                gsize       length)
{
  g_autofree char *on_disk = NULL;
  gsize on_disk_len = 0;

  g_assert_true (g_file_get_contents (path, &on_disk, &on_disk_len, NULL));
  g_assert_cmpmem (on_disk, on_disk_len, data, length);
}

static guint
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

static gboolean
loads (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TsMatch) match = ts_save_from_file (file, NULL, NULL);

  return match != NULL;
}

/* Failing system calls */

typedef enum
{
  FAIL_NOTHING,
  FAIL_OPEN,
  FAIL_WRITE_AT,   /* the write that reaches byte `at` (over all files) */
  FAIL_FSYNC,
  FAIL_LINK,
  FAIL_RENAME_TEMP,
  FAIL_RENAME_BACKUP,
} FailWhere;

typedef struct
{
  FailWhere where;
  int       errsv;
  gsize     at;
  gsize     written;
  gboolean  no_links; /* link() fails with EPERM, as on FAT or some FUSE */
  guint     usleep;   /* slows every call, for the kill test */
  gsize     chunk;    /* at most this many bytes per write (0: any) */
} Faults;

static int
faulty_open_temp (char    *tmpl,
                  int      flags,
                  int      mode,
                  gpointer data)
{
  Faults *faults = data;

  if (faults->where == FAIL_OPEN)
    {
      errno = faults->errsv;
      return -1;
    }
  return ts_file_ops_default ()->open_temp (tmpl, flags, mode, NULL);
}

static gssize
faulty_write (int         fd,
              const void *buf,
              gsize       count,
              gpointer    data)
{
  Faults *faults = data;
  gssize n;

  if (faults->chunk != 0)
    count = MIN (count, faults->chunk);
  if (faults->usleep != 0)
    g_usleep (faults->usleep);
  if (faults->where == FAIL_WRITE_AT)
    {
      if (faults->written >= faults->at)
        {
          errno = faults->errsv;
          return -1;
        }
      /* A short write up to the failing byte, as a full disk gives. */
      count = MIN (count, faults->at - faults->written);
    }
  n = write (fd, buf, count);
  if (n > 0)
    faults->written += n;
  return n;
}

static int
faulty_fsync (int      fd,
              gpointer data)
{
  Faults *faults = data;

  if (faults->usleep != 0)
    g_usleep (faults->usleep);
  if (faults->where == FAIL_FSYNC)
    {
      errno = faults->errsv;
      return -1;
    }
  return fsync (fd);
}

static int
faulty_link (const char *from,
             const char *to,
             gpointer    data)
{
  Faults *faults = data;

  if (faults->usleep != 0)
    g_usleep (faults->usleep);
  if (faults->no_links)
    {
      errno = EPERM;
      return -1;
    }
  if (faults->where == FAIL_LINK)
    {
      errno = faults->errsv;
      return -1;
    }
  return link (from, to);
}

static int
faulty_rename (const char *from,
               const char *to,
               gpointer    data)
{
  Faults *faults = data;

  if (faults->usleep != 0)
    g_usleep (faults->usleep);
  if ((faults->where == FAIL_RENAME_TEMP && !g_str_has_suffix (to, "~")) ||
      (faults->where == FAIL_RENAME_BACKUP && g_str_has_suffix (to, "~")))
    {
      errno = faults->errsv;
      return -1;
    }
  return rename (from, to);
}

static TsFileOps
faulty_ops (Faults *faults)
{
  TsFileOps ops = {
    faulty_open_temp, faulty_write, faulty_fsync, faulty_link, faulty_rename, faults,
  };

  return ops;
}

/* Saving C over A (with B as A~) fails as FAULTS say: A and B are
 * untouched, no temporary is left, and the error is ERROR_CODE. */
static void
assert_failure_changes_nothing (Fixture *f,
                                Faults  *faults,
                                int      error_code,
                                const char *message)
{
  g_autoptr(GError) error = NULL;
  TsFileOps ops = faulty_ops (faults);

  faults->written = 0;
  g_assert_false (ts_save_write_atomic (f->path, f->c, f->c_len, &ops, &error));
  g_assert_error (error, G_IO_ERROR, error_code);
  if (message != NULL)
    g_assert_cmpstr (error->message, ==, message);
  assert_content (f->path, f->a, f->a_len);
  assert_content (f->backup, f->b, f->b_len);
  g_assert_cmpuint (count_temps (f->dir), ==, 0);
}

/* Writing */

static void
test_generations (Fixture       *f,
                  gconstpointer  user_data)
{
  struct stat st;

  write_plain (f->path, f->a, f->a_len);
  assert_content (f->path, f->a, f->a_len);
  g_assert_false (g_file_test (f->backup, G_FILE_TEST_EXISTS));

  g_assert_cmpint (g_chmod (f->path, 0640), ==, 0);
  write_plain (f->path, f->b, f->b_len);
  assert_content (f->path, f->b, f->b_len);
  assert_content (f->backup, f->a, f->a_len);
  /* Both generations keep the file's permissions. */
  g_assert_cmpint (g_stat (f->path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);
  g_assert_cmpint (g_stat (f->backup, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);

  write_plain (f->path, f->c, f->c_len);
  assert_content (f->path, f->c, f->c_len);
  assert_content (f->backup, f->b, f->b_len);
  g_assert_cmpuint (count_temps (f->dir), ==, 0);
}

static void
test_fail_every_byte (Fixture       *f,
                      gconstpointer  user_data)
{
  Faults faults = { FAIL_WRITE_AT, ENOSPC, 0, 0, FALSE, 0, 0 };

  write_plain (f->path, f->b, f->b_len);
  write_plain (f->path, f->a, f->a_len);

  for (faults.at = 0; faults.at < f->c_len; faults.at++)
    assert_failure_changes_nothing (f, &faults, G_IO_ERROR_NO_SPACE, "The disk is full.");
  g_test_message ("a full disk at each of %" G_GSIZE_FORMAT " bytes changed nothing", f->c_len);

  /* The same with writes of 7 bytes at a time. */
  faults.chunk = 7;
  for (faults.at = 0; faults.at < f->c_len; faults.at += 13)
    assert_failure_changes_nothing (f, &faults, G_IO_ERROR_NO_SPACE, "The disk is full.");
}

static void
test_fail_new_name (Fixture       *f,
                    gconstpointer  user_data)
{
  Faults faults = { FAIL_WRITE_AT, ENOSPC, 0, 0, FALSE, 0, 0 };
  TsFileOps ops = faulty_ops (&faults);

  for (faults.at = 0; faults.at < f->c_len; faults.at += 11)
    {
      g_autoptr(GError) error = NULL;

      faults.written = 0;
      g_assert_false (ts_save_write_atomic (f->path, f->c, f->c_len, &ops, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
      g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
      g_assert_cmpuint (count_temps (f->dir), ==, 0);
    }
  faults.where = FAIL_RENAME_TEMP;
  faults.errsv = EIO;
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (ts_save_write_atomic (f->path, f->c, f->c_len, &ops, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
    g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
    g_assert_cmpuint (count_temps (f->dir), ==, 0);
  }
}

static void
test_fail_calls (Fixture       *f,
                 gconstpointer  user_data)
{
  Faults faults = { FAIL_NOTHING, 0, 0, 0, FALSE, 0, 0 };

  write_plain (f->path, f->b, f->b_len);
  write_plain (f->path, f->a, f->a_len);

  faults.where = FAIL_OPEN;
  faults.errsv = EACCES;
  assert_failure_changes_nothing (f, &faults, G_IO_ERROR_PERMISSION_DENIED,
                                  "You may not write in this folder.");
  faults.errsv = EROFS;
  assert_failure_changes_nothing (f, &faults, G_IO_ERROR_READ_ONLY, "The disk is read-only.");

  faults.where = FAIL_FSYNC;
  faults.errsv = EIO;
  assert_failure_changes_nothing (f, &faults, G_IO_ERROR_FAILED, "The disk reported an error.");
  faults.errsv = ENOSPC;
  assert_failure_changes_nothing (f, &faults, G_IO_ERROR_NO_SPACE, "The disk is full.");

  faults.where = FAIL_LINK;
  faults.errsv = EIO;
  assert_failure_changes_nothing (f, &faults, G_IO_ERROR_FAILED, NULL);

  faults.where = FAIL_RENAME_TEMP;
  faults.errsv = EIO;
  assert_failure_changes_nothing (f, &faults, G_IO_ERROR_FAILED, NULL);
  faults.errsv = EACCES;
  assert_failure_changes_nothing (f, &faults, G_IO_ERROR_PERMISSION_DENIED, NULL);

  /* When only the backup cannot be renamed into place, the save itself is
   * done and the old backup stays. */
  {
    g_autoptr(GError) error = NULL;
    TsFileOps ops = faulty_ops (&faults);

    faults.where = FAIL_RENAME_BACKUP;
    g_assert_true (ts_save_write_atomic (f->path, f->c, f->c_len, &ops, &error));
    g_assert_no_error (error);
    assert_content (f->path, f->c, f->c_len);
    assert_content (f->backup, f->b, f->b_len);
    g_assert_cmpuint (count_temps (f->dir), ==, 0);
  }
}

/* Without hard links the previous generation is copied, and a copy that
 * fails at any byte changes nothing either. */
static void
test_no_links (Fixture       *f,
               gconstpointer  user_data)
{
  Faults faults = { FAIL_NOTHING, 0, 0, 0, TRUE, 0, 0 };
  TsFileOps ops = faulty_ops (&faults);
  g_autoptr(GError) error = NULL;

  write_plain (f->path, f->b, f->b_len);
  write_plain (f->path, f->a, f->a_len);

  faults.where = FAIL_WRITE_AT;
  faults.errsv = ENOSPC;
  for (faults.at = f->c_len; faults.at < f->c_len + f->a_len; faults.at += 5)
    assert_failure_changes_nothing (f, &faults, G_IO_ERROR_NO_SPACE, "The disk is full.");

  faults.where = FAIL_NOTHING;
  g_assert_true (ts_save_write_atomic (f->path, f->c, f->c_len, &ops, &error));
  g_assert_no_error (error);
  assert_content (f->path, f->c, f->c_len);
  assert_content (f->backup, f->a, f->a_len);
  g_assert_cmpuint (count_temps (f->dir), ==, 0);
}

/* A save that is a symbolic link replaces the file it points to, which
 * stays where it is; the link stays a link. */
static void
test_symlink (Fixture       *f,
              gconstpointer  user_data)
{
  g_autofree char *real_dir = g_build_filename (f->dir, "real", NULL);
  g_autofree char *real = g_build_filename (real_dir, "game.tessella", NULL);
  g_autofree char *real_backup = g_strconcat (real, "~", NULL);
  g_autofree char *chain = g_build_filename (f->dir, "chain.tessella", NULL);
  struct stat st;

  g_assert_cmpint (g_mkdir (real_dir, 0700), ==, 0);
  write_plain (real, f->a, f->a_len);
  g_assert_cmpint (g_chmod (real, 0600), ==, 0);
  g_assert_cmpint (symlink ("real/game.tessella", f->path), ==, 0);
  g_assert_cmpint (symlink (f->path, chain), ==, 0);

  write_plain (f->path, f->b, f->b_len);
  g_assert_true (g_file_test (f->path, G_FILE_TEST_IS_SYMLINK));
  assert_content (real, f->b, f->b_len);
  assert_content (real_backup, f->a, f->a_len);
  g_assert_cmpint (g_lstat (real_backup, &st), ==, 0);
  g_assert_true (S_ISREG (st.st_mode));
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_assert_false (g_file_test (f->backup, G_FILE_TEST_EXISTS));

  /* Through a chain of two links. */
  write_plain (chain, f->c, f->c_len);
  g_assert_true (g_file_test (chain, G_FILE_TEST_IS_SYMLINK));
  assert_content (real, f->c, f->c_len);
  assert_content (real_backup, f->b, f->b_len);

  /* A dangling link creates the file it names. */
  g_assert_cmpint (g_unlink (real), ==, 0);
  write_plain (f->path, f->a, f->a_len);
  g_assert_true (g_file_test (f->path, G_FILE_TEST_IS_SYMLINK));
  assert_content (real, f->a, f->a_len);

  /* A loop of links is refused in words. */
  {
    g_autofree char *loop = g_build_filename (f->dir, "loop.tessella", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_cmpint (symlink ("loop.tessella", loop), ==, 0);
    g_assert_false (ts_save_write_atomic (loop, f->a, f->a_len, ts_file_ops_default (), &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS);
    g_assert_cmpuint (count_temps (f->dir), ==, 0);
  }
}

/* A save with a second hard link is replaced, never rewritten in place:
 * the other name keeps the old content. */
static void
test_hard_link (Fixture       *f,
                gconstpointer  user_data)
{
  g_autofree char *other = g_build_filename (f->dir, "other.tessella", NULL);

  write_plain (f->path, f->a, f->a_len);
  g_assert_cmpint (link (f->path, other), ==, 0);
  write_plain (f->path, f->b, f->b_len);
  assert_content (f->path, f->b, f->b_len);
  assert_content (other, f->a, f->a_len);
  assert_content (f->backup, f->a, f->a_len);

  /* FILE and FILE~ as two names of one file (a kill inside an older
   * writer's backup step leaves that). */
  g_assert_cmpint (g_unlink (f->backup), ==, 0);
  g_assert_cmpint (link (f->path, f->backup), ==, 0);
  write_plain (f->path, f->c, f->c_len);
  assert_content (f->path, f->c, f->c_len);
  assert_content (f->backup, f->b, f->b_len);
  g_assert_cmpuint (count_temps (f->dir), ==, 0);
}

/* Temporaries of killed saves go at the next save in their folder; the
 * one of a save still running (locked) stays. */
static void
test_stale_temps (Fixture       *f,
                  gconstpointer  user_data)
{
  g_autofree char *stale = g_build_filename (f->dir, TS_SAVE_TEMP_PREFIX "aaaaaa.tmp", NULL);
  g_autofree char *stale_old = g_build_filename (f->dir, TS_SAVE_TEMP_PREFIX "aaaaaa.old", NULL);
  g_autofree char *orphan_old = g_build_filename (f->dir, TS_SAVE_TEMP_PREFIX "bbbbbb.old", NULL);
  g_autofree char *busy = g_build_filename (f->dir, TS_SAVE_TEMP_PREFIX "cccccc.tmp", NULL);
  g_autofree char *busy_old = g_build_filename (f->dir, TS_SAVE_TEMP_PREFIX "cccccc.old", NULL);
  g_autofree char *unrelated = g_build_filename (f->dir, ".goutputstream-XYZ", NULL);
  int fd;

  g_assert_true (g_file_set_contents (stale, "x", 1, NULL));
  g_assert_true (g_file_set_contents (stale_old, "x", 1, NULL));
  g_assert_true (g_file_set_contents (orphan_old, "x", 1, NULL));
  g_assert_true (g_file_set_contents (busy, "x", 1, NULL));
  g_assert_true (g_file_set_contents (busy_old, "x", 1, NULL));
  g_assert_true (g_file_set_contents (unrelated, "x", 1, NULL));
  fd = open (busy, O_RDONLY);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (flock (fd, LOCK_EX), ==, 0);

  write_plain (f->path, f->a, f->a_len);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (stale_old, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (orphan_old, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (busy, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (busy_old, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (unrelated, G_FILE_TEST_EXISTS));

  close (fd);
  write_plain (f->path, f->b, f->b_len);
  g_assert_cmpuint (count_temps (f->dir), ==, 0);
}

static void
test_refused_targets (Fixture       *f,
                      gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *missing = g_build_filename (f->dir, "no-such-folder", "game.tessella", NULL);

  /* A folder where the save or its backup would go. */
  g_assert_cmpint (g_mkdir (f->path, 0700), ==, 0);
  g_assert_false (ts_save_write_atomic (f->path, f->a, f->a_len, ts_file_ops_default (), &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_clear_error (&error);
  g_assert_cmpint (g_rmdir (f->path), ==, 0);

  write_plain (f->path, f->a, f->a_len);
  g_assert_cmpint (g_mkdir (f->backup, 0700), ==, 0);
  g_assert_false (ts_save_write_atomic (f->path, f->b, f->b_len, ts_file_ops_default (), &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_assert_nonnull (strstr (error->message, "game.tessella~"));
  g_clear_error (&error);
  assert_content (f->path, f->a, f->a_len);
  g_assert_cmpint (g_rmdir (f->backup), ==, 0);

  /* A folder that does not exist. */
  g_assert_false (ts_save_write_atomic (missing, f->a, f->a_len, ts_file_ops_default (), &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_cmpstr (error->message, ==, "The folder does not exist.");
  g_clear_error (&error);

  /* A named pipe as the target is not written into (it would block). */
  {
    g_autofree char *fifo = g_build_filename (f->dir, "pipe.tessella", NULL);

    g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
    g_assert_false (ts_save_write_atomic (fifo, f->a, f->a_len, ts_file_ops_default (), &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
    g_clear_error (&error);
  }
  g_assert_cmpuint (count_temps (f->dir), ==, 0);
}

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

/* Reading */

static void
assert_refused (const char *path,
                int         error_code)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_save_from_file (file, NULL, &error);

  g_assert_null (match);
  g_assert_error (error, G_IO_ERROR, error_code);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
}

static void
test_read_special (Fixture       *f,
                   gconstpointer  user_data)
{
  g_autofree char *fifo = g_build_filename (f->dir, "pipe.tessella", NULL);
  g_autofree char *fifo_link = g_build_filename (f->dir, "link-to-pipe.tessella", NULL);
  g_autofree char *socket_path = g_build_filename (f->dir, "socket.tessella", NULL);
  struct sockaddr_un address = { AF_UNIX, { 0 } };
  int sock;

  /* A named pipe with no writer would block a plain open() forever. */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  assert_refused (fifo, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_cmpint (symlink (fifo, fifo_link), ==, 0);
  assert_refused (fifo_link, G_IO_ERROR_NOT_REGULAR_FILE);

  /* Devices never end. */
  assert_refused ("/dev/zero", G_IO_ERROR_NOT_REGULAR_FILE);
  assert_refused ("/dev/null", G_IO_ERROR_NOT_REGULAR_FILE);

  /* A socket. */
  sock = socket (AF_UNIX, SOCK_STREAM, 0);
  g_assert_cmpint (sock, >=, 0);
  g_strlcpy (address.sun_path, socket_path, sizeof address.sun_path);
  if (strlen (socket_path) < sizeof address.sun_path &&
      bind (sock, (struct sockaddr *) &address, sizeof address) == 0)
    {
      g_autoptr(GFile) file = g_file_new_for_path (socket_path);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatch) match = ts_save_from_file (file, NULL, &error);

      g_assert_null (match);
      g_assert_nonnull (error);
    }
  close (sock);

  /* A folder. */
  assert_refused (f->dir, G_IO_ERROR_IS_DIRECTORY);

  /* A save that does not exist. */
  assert_refused (f->path, G_IO_ERROR_NOT_FOUND);

  /* And a real one loads. */
  write_plain (f->path, f->a, f->a_len);
  g_assert_true (loads (f->path));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  ts_games_ensure ();

#define ADD(path, func, data) \
  g_test_add ("/save-file/" path, Fixture, data, fixture_set_up, func, fixture_tear_down)

  ADD ("generations", test_generations, NULL);
  ADD ("fail/every-byte", test_fail_every_byte, NULL);
  ADD ("fail/new-name", test_fail_new_name, NULL);
  ADD ("fail/calls", test_fail_calls, NULL);
  ADD ("fail/no-links", test_no_links, NULL);
  ADD ("symlink", test_symlink, NULL);
  ADD ("hard-link", test_hard_link, NULL);
  ADD ("stale-temps", test_stale_temps, NULL);
  ADD ("refused-targets", test_refused_targets, NULL);
  ADD ("kill/existing", test_kill, GINT_TO_POINTER (KILL_EXISTING));
  ADD ("kill/new-name", test_kill, GINT_TO_POINTER (KILL_NEW_NAME));
  ADD ("kill/symlink", test_kill, GINT_TO_POINTER (KILL_SYMLINK));
  ADD ("kill/two-links", test_kill, GINT_TO_POINTER (KILL_TWO_LINKS));
  ADD ("read/special-files", test_read_special, NULL);

  return g_test_run ();
}
