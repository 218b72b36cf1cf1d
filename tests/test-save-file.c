/* test-save-file.c — saves on disk: never lost, whatever fails
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The writer's system calls are replaced (test-save-file-util.h) to fail
 * at every byte, at the sync, the link and the rename.  Killed saves and
 * saves running at the same time are test-save-kill.c's.
 */
#define _GNU_SOURCE

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include "test-save-file-util.h"
#include "ts-games.h"

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

  SAVE_FILE_TEST_ADD ("generations", test_generations, NULL);
  SAVE_FILE_TEST_ADD ("fail/every-byte", test_fail_every_byte, NULL);
  SAVE_FILE_TEST_ADD ("fail/new-name", test_fail_new_name, NULL);
  SAVE_FILE_TEST_ADD ("fail/calls", test_fail_calls, NULL);
  SAVE_FILE_TEST_ADD ("fail/no-links", test_no_links, NULL);
  SAVE_FILE_TEST_ADD ("symlink", test_symlink, NULL);
  SAVE_FILE_TEST_ADD ("hard-link", test_hard_link, NULL);
  SAVE_FILE_TEST_ADD ("stale-temps", test_stale_temps, NULL);
  SAVE_FILE_TEST_ADD ("refused-targets", test_refused_targets, NULL);
  SAVE_FILE_TEST_ADD ("read/special-files", test_read_special, NULL);

  return g_test_run ();
}
