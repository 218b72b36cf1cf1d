/* test-save-file-util.h — what the tests of saves on disk share: three
 * saves of one game in a folder of their own, checks of what is on disk,
 * and the writer's system calls made to fail, wait or die on demand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "test-util.h"
#include "ts-save.h"
#include "ts-save-file-private.h"

G_BEGIN_DECLS

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

void     fixture_set_up    (Fixture       *f,
                            gconstpointer  user_data);
void     fixture_tear_down (Fixture       *f,
                            gconstpointer  user_data);

/* Adds the test "/save-file/" PATH, run with a fresh Fixture. */
#define SAVE_FILE_TEST_ADD(path, func, data) \
  g_test_add ("/save-file/" path, Fixture, data, fixture_set_up, func, fixture_tear_down)

/* Saves DATA to PATH with the operating system's own calls. */
void     write_plain       (const char    *path,
                            const char    *data,
                            gsize          length);
/* PATH holds exactly DATA. */
void     assert_content    (const char    *path,
                            const char    *data,
                            gsize          length);
/* The files of saves in progress (or killed) in DIR. */
guint    count_temps       (const char    *dir);
/* PATH is a save that loads. */
gboolean loads             (const char    *path);

/* The writer's system calls, made to fail, slowed, killed or interrupted
 * as a Faults says. */
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

/* Calls that do as FAULTS says, which stays theirs while they are used. */
TsFileOps faulty_ops (Faults *faults);

G_END_DECLS
