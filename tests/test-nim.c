/* test-nim.c — Nim, a tiny perfect-information game for the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-nim.h"
#include "ts-setup.h"
#include "ts-text.h"

struct _TestNim
{
  TsGame parent_instance;
  struct { int pile; int seat; int winner; } s;
};

G_DEFINE_FINAL_TYPE (TestNim, test_nim, TS_TYPE_GAME)

static gboolean
nim_setup (TsGame *game, const TsSetup *setup, GError **error)
{
  TestNim *self = TEST_NIM (game);

  self->s.pile = 10;
  self->s.seat = setup->first_seat;
  self->s.winner = -1;
  return TRUE;
}

static void
nim_copy_state (TsGame *dest, TsGame *src)
{
  TEST_NIM (dest)->s = TEST_NIM (src)->s;
}

static guint nim_n_players (TsGame *game) { return 2; }
static gboolean nim_is_over (TsGame *game) { return TEST_NIM (game)->s.winner >= 0; }

static int
nim_current_seat (TsGame *game)
{
  return nim_is_over (game) ? TS_SEAT_NONE : TEST_NIM (game)->s.seat;
}

static void
nim_list_moves (TsGame *game, GArray *moves)
{
  for (int take = 1; take <= MIN (3, TEST_NIM (game)->s.pile); take++)
    {
      TsMove m = { .kind = 1, .arg = { take } };
      g_array_append_val (moves, m);
    }
}

static gboolean
nim_apply_move (TsGame *game, const TsMove *move, GError **error)
{
  TestNim *self = TEST_NIM (game);

  if (move->kind != 1 || move->arg[0] < 1 || move->arg[0] > MIN (3, self->s.pile))
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE, "no");
      return FALSE;
    }
  self->s.pile -= move->arg[0];
  if (self->s.pile == 0)
    self->s.winner = self->s.seat;
  self->s.seat = 1 - self->s.seat;
  return TRUE;
}

static char *
nim_format_move (TsGame *game, const TsMove *move)
{
  return g_strdup_printf ("take %d", move->arg[0]);
}

static gboolean
nim_parse_move (TsGame *game, const char *text, TsMove *move, GError **error)
{
  gint64 n;

  if (!g_str_has_prefix (text, "take ") || !ts_text_parse_int (text + 5, 1, 3, &n))
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_MOVE, "bad");
      return FALSE;
    }
  move->kind = 1;
  move->arg[0] = n;
  return TRUE;
}

static int nim_score (TsGame *game, int seat) { return TEST_NIM (game)->s.winner == seat; }

static void
nim_ranks (TsGame *game, int *ranks)
{
  for (int i = 0; i < 2; i++)
    ranks[i] = TEST_NIM (game)->s.winner == i ? 0 : 1;
}

static char *
nim_save_state (TsGame *game)
{
  TestNim *self = TEST_NIM (game);

  return g_strdup_printf ("nim %d %d %d", self->s.pile, self->s.seat, self->s.winner);
}

static gboolean
nim_load_state (TsGame *game, const char *text, GError **error)
{
  TsTextReader r;
  gint64 pile, seat, winner;

  ts_text_reader_init (&r, text);
  if (!ts_text_expect (&r, "nim", error) ||
      !ts_text_read_int (&r, 0, 10, &pile, error) ||
      !ts_text_read_int (&r, 0, 1, &seat, error) ||
      !ts_text_read_int (&r, -1, 1, &winner, error) ||
      !ts_text_expect_end (&r, error))
    return FALSE;

  TEST_NIM (game)->s.pile = pile;
  TEST_NIM (game)->s.seat = seat;
  TEST_NIM (game)->s.winner = winner;
  return TRUE;
}

static void
test_nim_class_init (TestNimClass *klass)
{
  TsGameClass *game_class = TS_GAME_CLASS (klass);
  static const char * const variants[] = { "standard", NULL };

  game_class->id = "test-nim";
  game_class->name = "Nim";
  game_class->min_players = 2;
  game_class->max_players = 2;
  game_class->variants = variants;
  game_class->setup = nim_setup;
  game_class->copy_state = nim_copy_state;
  game_class->get_n_players = nim_n_players;
  game_class->get_current_seat = nim_current_seat;
  game_class->is_over = nim_is_over;
  game_class->list_moves = nim_list_moves;
  game_class->apply_move = nim_apply_move;
  game_class->format_move = nim_format_move;
  game_class->parse_move = nim_parse_move;
  game_class->get_score = nim_score;
  game_class->get_ranks = nim_ranks;
  game_class->save_state = nim_save_state;
  game_class->load_state = nim_load_state;
}

static void
test_nim_init (TestNim *self)
{
}

TsGame *
test_nim_new_position (int pile,
                       int seat)
{
  TestNim *self = g_object_new (TEST_TYPE_NIM, NULL);

  self->s.pile = pile;
  self->s.seat = seat;
  self->s.winner = -1;
  return TS_GAME (self);
}
