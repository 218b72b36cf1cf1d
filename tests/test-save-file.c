/* test-save-file.c — saves on disk: never lost, whatever fails or is killed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The writer's system calls are replaced (ts-save-file-private.h) to fail
 * at every byte, at the sync, the link and the rename; to kill the writer
 * in a child process before and after each of its calls (and the next
 * save, which finishes the killed one); to run another save in the same
 * folder before and after each call; and to run slowly in a child process
 * that is killed at random in the middle of a save.
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
  gsize name_len;   /* the lock file holds the name: written first */
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

typedef struct _Faults Faults;

struct _Faults
{
  FailWhere where;
  int       errsv;
  gsize     at;
  gsize     written;
  gboolean  no_links; /* link() fails with EPERM, as on FAT or some FUSE */
  guint     usleep;   /* slows every call, for the kill test */
  gsize     chunk;    /* at most this many bytes per write (0: any) */
  /* Every call is two steps, one before it and one after it. */
  guint     step;
  guint     kill_step;                 /* SIGKILL at this step (0: never) */
  guint     hook_step;                 /* hook () at this step (0: never) */
  void    (*hook) (Faults *faults);
  gpointer  hook_data;
  /* Before renaming to FILE~: tells pause_out, waits for pause_in. */
  gboolean  pause_at_backup;
  int       pause_out, pause_in;
};

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

static TsFileOps
faulty_ops (Faults *faults)
{
  TsFileOps ops = {
    faulty_open_temp, faulty_write, faulty_fsync, faulty_link, faulty_rename, faulty_unlink, faults,
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

  /* The bytes of the lock file (the name), then of the new content. */
  for (faults.at = 0; faults.at < f->name_len + f->c_len; faults.at++)
    assert_failure_changes_nothing (f, &faults, G_IO_ERROR_NO_SPACE, "The disk is full.");
  g_test_message ("a full disk at each of %" G_GSIZE_FORMAT " bytes changed nothing",
                  f->name_len + f->c_len);

  /* The same with writes of 7 bytes at a time. */
  faults.chunk = 7;
  for (faults.at = 0; faults.at < f->name_len + f->c_len; faults.at += 13)
    assert_failure_changes_nothing (f, &faults, G_IO_ERROR_NO_SPACE, "The disk is full.");
}

static void
test_fail_new_name (Fixture       *f,
                    gconstpointer  user_data)
{
  Faults faults = { FAIL_WRITE_AT, ENOSPC, 0, 0, FALSE, 0, 0 };
  TsFileOps ops = faulty_ops (&faults);

  for (faults.at = 0; faults.at < f->name_len + f->c_len; faults.at += 11)
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
  for (faults.at = f->name_len + f->c_len; faults.at < f->name_len + f->c_len + f->a_len; faults.at += 5)
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

/* The files of a save with the stem NAME (".tessella-save-NAME") in
 * F's folder. */
static char *
save_file (Fixture    *f,
           const char *name,
           const char *suffix)
{
  return g_strconcat (f->dir, G_DIR_SEPARATOR_S, TS_SAVE_TEMP_PREFIX, name, suffix, NULL);
}

static void
put (const char *path,
     const char *data,
     gssize      length)
{
  g_assert_true (g_file_set_contents (path, data, length, NULL));
}

static int
open_locked (const char *path)
{
  int fd = open (path, O_RDONLY | O_CLOEXEC);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (flock (fd, LOCK_EX | LOCK_NB), ==, 0);
  return fd;
}

/* What killed saves leave is finished by the next save in their folder:
 * one killed before its new content was in place is forgotten, one killed
 * between its renames gets its FILE~; the files of a running save (its
 * lock is held) stay, and so does what is not a save's file. */
static void
test_stale_temps (Fixture       *f,
                  gconstpointer  user_data)
{
  g_autofree char *other = g_build_filename (f->dir, "other.tessella", NULL);
  g_autofree char *other_backup = g_strconcat (other, "~", NULL);
  /* Killed while writing game.tessella. */
  g_autofree char *early_lock = save_file (f, "aaaaaa", ".lock");
  g_autofree char *early_temp = save_file (f, "aaaaaa", ".tmp");
  g_autofree char *early_old = save_file (f, "aaaaaa", ".old");
  /* Killed between the renames of other.tessella: C is in place, A is
   * only in .old. */
  g_autofree char *between_lock = save_file (f, "bbbbbb", ".lock");
  g_autofree char *between_old = save_file (f, "bbbbbb", ".old");
  /* Running. */
  g_autofree char *busy_lock = save_file (f, "cccccc", ".lock");
  g_autofree char *busy_temp = save_file (f, "cccccc", ".tmp");
  g_autofree char *busy_old = save_file (f, "cccccc", ".old");
  /* Killed before it wrote the name. */
  g_autofree char *nameless_lock = save_file (f, "dddddd", ".lock");
  /* Left by the writer before the lock files: a .tmp was locked, an .old
   * alone had lost its file's name. */
  g_autofree char *legacy_temp = save_file (f, "eeeeee", ".tmp");
  g_autofree char *legacy_old = save_file (f, "eeeeee", ".old");
  g_autofree char *legacy_busy = save_file (f, "ffffff", ".tmp");
  g_autofree char *legacy_orphan = save_file (f, "gggggg", ".old");
  /* Not a lock: a named pipe must not block the clean-up. */
  g_autofree char *pipe_lock = save_file (f, "hhhhhh", ".lock");
  g_autofree char *unrelated = g_build_filename (f->dir, ".goutputstream-XYZ", NULL);
  int busy_fd, legacy_fd;

  put (early_lock, "game.tessella", -1);
  put (early_temp, f->c, f->c_len);
  put (early_old, f->a, f->a_len);
  put (other, f->c, f->c_len);
  put (other_backup, f->b, f->b_len);
  put (between_lock, "other.tessella", -1);
  put (between_old, f->a, f->a_len);
  put (busy_lock, "other.tessella", -1);
  put (busy_temp, "x", 1);
  put (busy_old, "x", 1);
  put (nameless_lock, "", 0);
  put (legacy_temp, "x", 1);
  put (legacy_old, "x", 1);
  put (legacy_busy, "x", 1);
  put (legacy_orphan, f->a, f->a_len);
  g_assert_cmpint (mkfifo (pipe_lock, 0600), ==, 0);
  put (unrelated, "x", 1);
  busy_fd = open_locked (busy_lock);
  legacy_fd = open_locked (legacy_busy);

  write_plain (f->path, f->a, f->a_len);
  assert_content (f->path, f->a, f->a_len);
  g_assert_false (g_file_test (f->backup, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (early_lock, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (early_temp, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (early_old, G_FILE_TEST_EXISTS));
  /* The previous generation of other.tessella is its backup, as if its
   * save had not been killed. */
  assert_content (other, f->c, f->c_len);
  assert_content (other_backup, f->a, f->a_len);
  g_assert_false (g_file_test (between_lock, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (between_old, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (busy_lock, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (busy_temp, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (busy_old, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (nameless_lock, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (legacy_temp, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (legacy_old, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (legacy_busy, G_FILE_TEST_EXISTS));
  assert_content (legacy_orphan, f->a, f->a_len);
  g_assert_true (g_file_test (pipe_lock, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (unrelated, G_FILE_TEST_EXISTS));

  /* Once they end (here: die), the next save clears them. */
  close (busy_fd);
  close (legacy_fd);
  write_plain (f->path, f->b, f->b_len);
  assert_content (f->path, f->b, f->b_len);
  assert_content (f->backup, f->a, f->a_len);
  /* other.tessella was not saved: the running save had not put C there. */
  assert_content (other, f->c, f->c_len);
  assert_content (other_backup, f->a, f->a_len);
  /* What is left is no save's: the orphan of the older writer, whose
   * file is unknown, and the named pipe. */
  g_assert_cmpuint (count_temps (f->dir), ==, 2);
  g_assert_true (g_file_test (legacy_orphan, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (pipe_lock, G_FILE_TEST_EXISTS));
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
  ADD ("kill/every-step", test_kill_every_step, GINT_TO_POINTER (STEPS_LINKS));
  ADD ("kill/every-step-no-links", test_kill_every_step, GINT_TO_POINTER (STEPS_NO_LINKS));
  ADD ("kill/every-step-new-name", test_kill_every_step, GINT_TO_POINTER (STEPS_NEW_NAME));
  ADD ("kill/while-finishing", test_kill_while_finishing, NULL);
  ADD ("concurrent/every-step", test_concurrent_every_step, NULL);
  ADD ("concurrent/processes", test_concurrent_processes, NULL);
  ADD ("read/special-files", test_read_special, NULL);

  return g_test_run ();
}
