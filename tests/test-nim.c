/* test-nim.c — Nim, a tiny game for the tests of the core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include "test-nim.h"
#include "ts-setup.h"
#include "ts-text.h"

#define MAX_PILE 30

typedef struct
{
  int pile;
  int seat;          /* whose turn */
  int winner;
  int misere;        /* option: who takes the last stone loses */
  int answers;       /* option: each take waits for the other seat's answer */
  int pending;       /* stones of the take waiting for an answer, or 0 */
  int refusals[2];   /* refusals left */
  int secrets;       /* option: there is a secret each seat may peek at once */
  int peeked[2];
  int secret;        /* from the seed */
  int max_take;      /* option: take 1 to this many (3) */
  int judge;         /* option: evaluate knows the exact value of a position */
  int turn_takes;    /* option: takes in one turn (1) */
  int taken;         /* takes so far in this turn */
  int share;         /* option: the last stone taken alone (a take of 1)
                      * shares the win between both seats (winner 2) */
  int last_take;
} NimState;

struct _TestNim
{
  TsGame   parent_instance;
  NimState s;
};

G_DEFINE_FINAL_TYPE (TestNim, test_nim, TS_TYPE_GAME)

static const TsGameOption nim_options[] = {
  { "pile", "Stones", NULL, TS_OPTION_INTEGER, 10, 1, MAX_PILE, NULL, NULL },
  { "misere", "Last stone loses", NULL, TS_OPTION_BOOLEAN, 0, 0, 0, NULL, NULL },
  { "answers", "Answers", NULL, TS_OPTION_BOOLEAN, 0, 0, 0, NULL, NULL },
  { "secrets", "Secrets", NULL, TS_OPTION_BOOLEAN, 0, 0, 0, NULL, NULL },
  { "max-take", "Most stones a turn", NULL, TS_OPTION_INTEGER, 3, 1, MAX_PILE, NULL, NULL },
  { "judge", "Exact evaluation", NULL, TS_OPTION_BOOLEAN, 0, 0, 0, NULL, NULL },
  { "turn-takes", "Takes a turn", NULL, TS_OPTION_INTEGER, 1, 1, 3, NULL, NULL },
  { "share", "A last take of one shares the win", NULL, TS_OPTION_BOOLEAN, 0, 0, 0, NULL, NULL },
  { NULL, },
};

static gboolean
nim_setup (TsGame *game, const TsSetup *setup, GError **error)
{
  TestNim *self = TEST_NIM (game);
  TsRng rng;

  memset (&self->s, 0, sizeof self->s);
  self->s.pile = ts_setup_get_option (setup, nim_options, "pile");
  self->s.misere = ts_setup_get_option (setup, nim_options, "misere");
  self->s.answers = ts_setup_get_option (setup, nim_options, "answers");
  self->s.secrets = ts_setup_get_option (setup, nim_options, "secrets");
  self->s.max_take = ts_setup_get_option (setup, nim_options, "max-take");
  self->s.judge = ts_setup_get_option (setup, nim_options, "judge");
  self->s.turn_takes = ts_setup_get_option (setup, nim_options, "turn-takes");
  self->s.share = ts_setup_get_option (setup, nim_options, "share");
  self->s.seat = setup->first_seat;
  self->s.winner = -1;
  self->s.refusals[0] = self->s.refusals[1] = 1;
  ts_rng_init (&rng, setup->seed);
  if (self->s.secrets)
    self->s.secret = ts_rng_uniform (&rng, 10);
  return TRUE;
}

static void
nim_copy_state (TsGame *dest, TsGame *src)
{
  TEST_NIM (dest)->s = TEST_NIM (src)->s;
}

static guint nim_n_players (TsGame *game) { return 2; }

/* Positions start with max_take 0: the classic 3. */
static int
nim_max_take (const NimState *s)
{
  return s->max_take > 0 ? s->max_take : 3;
}

/* Takes applied by any Nim game of this process: the tests of the search
 * count the moves its playouts make. */
static guint n_applied;

int test_nim_last_seen_secret = -1;

guint
test_nim_count_takes (void)
{
  return n_applied;
}
static gboolean nim_is_over (TsGame *game) { return TEST_NIM (game)->s.winner >= 0; }

/* While an answer is pending, the other seat decides, on the taker's turn. */
static int
nim_current_seat (TsGame *game)
{
  NimState *s = &TEST_NIM (game)->s;

  if (nim_is_over (game))
    return TS_SEAT_NONE;
  return s->pending > 0 ? 1 - s->seat : s->seat;
}

static void
nim_list_moves (TsGame *game, GArray *moves)
{
  NimState *s = &TEST_NIM (game)->s;

  if (s->pending > 0)
    {
      TsMove accept = { .kind = TEST_NIM_ACCEPT };
      TsMove refuse = { .kind = TEST_NIM_REFUSE };

      g_array_append_val (moves, accept);
      if (s->refusals[1 - s->seat] > 0)
        g_array_append_val (moves, refuse);
      return;
    }
  for (int take = 1; take <= MIN (nim_max_take (s), s->pile); take++)
    {
      TsMove m = { .kind = TEST_NIM_TAKE, .arg = { take } };
      g_array_append_val (moves, m);
    }
  if (s->secrets && !s->peeked[s->seat])
    {
      TsMove peek = { .kind = TEST_NIM_PEEK };
      g_array_append_val (moves, peek);
    }
}

static void
emit (TsGame *game, TestNimEvent kind, int seat, guint8 visible_to, guint8 flags, int arg)
{
  if (ts_game_is_recording (game))
    {
      TsEvent e = { .kind = kind, .flags = flags, .visible_to = visible_to, .seat = seat,
                    .arg = { arg } };

      ts_game_emit (game, &e);
    }
}

static void
end_turn (TsGame *game)
{
  NimState *s = &TEST_NIM (game)->s;

  if (s->pile == 0)
    {
      s->winner = s->share && s->last_take == 1 ? 2 : s->misere ? 1 - s->seat : s->seat;
      emit (game, TEST_NIM_EVENT_WON, s->winner, TS_EVENT_EVERYONE, 0, 0);
    }
  s->seat = 1 - s->seat;
}

static gboolean
nim_apply_move (TsGame *game, const TsMove *move, GError **error)
{
  NimState *s = &TEST_NIM (game)->s;
  int seat = nim_current_seat (game);

  switch (s->pending > 0 ? move->kind : move->kind + 100)
    {
    case TEST_NIM_ACCEPT:
      emit (game, TEST_NIM_EVENT_ACCEPTED, seat, TS_EVENT_EVERYONE, 0, s->pending);
      s->pending = 0;
      end_turn (game);
      return TRUE;
    case TEST_NIM_REFUSE:
      if (s->refusals[seat] == 0)
        break;
      emit (game, TEST_NIM_EVENT_REFUSED, seat, TS_EVENT_EVERYONE, 0, s->pending);
      s->refusals[seat]--;
      s->pile += s->pending;
      s->pending = 0;
      s->seat = 1 - s->seat;
      return TRUE;
    case TEST_NIM_TAKE + 100:
      if (move->arg[0] < 1 || move->arg[0] > MIN (nim_max_take (s), s->pile))
        break;
      n_applied++;
      s->pile -= move->arg[0];
      s->last_take = move->arg[0];
      emit (game, TEST_NIM_EVENT_TOOK, seat, TS_EVENT_EVERYONE, 0, move->arg[0]);
      /* A turn of several takes goes on while stones are left. */
      if (++s->taken < MAX (s->turn_takes, 1) && s->pile > 0)
        return TRUE;
      s->taken = 0;
      if (s->answers)
        s->pending = move->arg[0];
      else
        end_turn (game);
      return TRUE;
    case TEST_NIM_PEEK + 100:
      if (!s->secrets || s->peeked[seat])
        break;
      s->peeked[seat] = 1;
      /* Only the peeker learns the secret; the others learn that it looked. */
      emit (game, TEST_NIM_EVENT_SECRET, seat, 1u << seat, TS_EVENT_REVEALS, s->secret);
      emit (game, TEST_NIM_EVENT_PEEKED, seat, TS_EVENT_EVERYONE, 0, 0);
      return TRUE;
    default:
      break;
    }

  g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE, "no");
  return FALSE;
}

static char *
nim_format_move (TsGame *game, const TsMove *move)
{
  switch (move->kind)
    {
    case TEST_NIM_PEEK:
      return g_strdup ("peek");
    case TEST_NIM_ACCEPT:
      return g_strdup ("accept");
    case TEST_NIM_REFUSE:
      return g_strdup ("refuse");
    default:
      return g_strdup_printf ("take %d", move->arg[0]);
    }
}

static gboolean
nim_parse_move (TsGame *game, const char *text, TsMove *move, GError **error)
{
  TsWords words;
  gint64 n;

  ts_move_clear (move);
  if (!ts_words_split (&words, text))
    return ts_game_set_bad_move_error (game, text, error);
  if (words.n == 2 && g_str_equal (words.word[0], "take") &&
      ts_text_parse_int (words.word[1], 1, MAX_PILE, &n))
    {
      move->kind = TEST_NIM_TAKE;
      move->arg[0] = n;
    }
  else if (words.n == 1 && g_str_equal (words.word[0], "peek"))
    move->kind = TEST_NIM_PEEK;
  else if (words.n == 1 && g_str_equal (words.word[0], "accept"))
    move->kind = TEST_NIM_ACCEPT;
  else if (words.n == 1 && g_str_equal (words.word[0], "refuse"))
    move->kind = TEST_NIM_REFUSE;
  else
    return ts_game_set_bad_move_error (game, text, error);
  return TRUE;
}

static int nim_score (TsGame *game, int seat) { return TEST_NIM (game)->s.winner == seat || TEST_NIM (game)->s.winner == 2; }

static void
nim_ranks (TsGame *game, int *ranks)
{
  for (int i = 0; i < 2; i++)
    ranks[i] = TEST_NIM (game)->s.winner == i || TEST_NIM (game)->s.winner == 2 ? 0 : 1;
}

/* "nim PILE SEAT WINNER", then the rest only when it differs from a plain
 * game: "misere M answers A pending P refusals R0 R1 secrets S peeked P0 P1
 * secret S". */
static char *
nim_save_state (TsGame *game)
{
  NimState *s = &TEST_NIM (game)->s;
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "nim %d %d %d", s->pile, s->seat, s->winner);
  if (s->misere || s->answers || s->pending || s->refusals[0] != 1 || s->refusals[1] != 1 ||
      s->secrets || s->peeked[0] || s->peeked[1] || s->max_take > 0 || s->judge || s->turn_takes > 1)
    g_string_append_printf (out, " misere %d answers %d pending %d refusals %d %d secrets %d peeked %d %d secret %d"
                            " max-take %d judge %d turn %d %d",
                            s->misere, s->answers, s->pending, s->refusals[0], s->refusals[1],
                            s->secrets, s->peeked[0], s->peeked[1], s->secret, s->max_take, s->judge,
                            s->turn_takes, s->taken);
  if (s->share)
    g_string_append_printf (out, " share %d", s->last_take);
  return g_string_free (out, FALSE);
}

static gboolean
nim_load_state (TsGame *game, const char *text, GError **error)
{
  TsTextReader r;
  NimState s = { 0, };
  gint64 v[10] = { 0, 0, 0, 1, 1, 0, 0, 0, 0, 0 };

  gint64 secret = 0, judge = 0, turn_takes = 0, taken = 0, last_take = -1;
  gint64 pile, seat, winner;

  ts_text_reader_init (&r, text);
  if (!ts_text_expect (&r, "nim", error) ||
      !ts_text_read_int (&r, 0, 1000, &pile, error) ||
      !ts_text_read_int (&r, 0, 1, &seat, error) ||
      !ts_text_read_int (&r, -1, 2, &winner, error))
    return FALSE;
  if (!ts_text_at_end (&r) &&
      (!ts_text_expect (&r, "misere", error) || !ts_text_read_int (&r, 0, 1, &v[0], error) ||
       !ts_text_expect (&r, "answers", error) || !ts_text_read_int (&r, 0, 1, &v[1], error) ||
       !ts_text_expect (&r, "pending", error) || !ts_text_read_int (&r, 0, 3, &v[2], error) ||
       !ts_text_expect (&r, "refusals", error) || !ts_text_read_int (&r, 0, 1, &v[3], error) ||
       !ts_text_read_int (&r, 0, 1, &v[4], error) ||
       !ts_text_expect (&r, "secrets", error) || !ts_text_read_int (&r, 0, 1, &v[8], error) ||
       !ts_text_expect (&r, "peeked", error) || !ts_text_read_int (&r, 0, 1, &v[5], error) ||
       !ts_text_read_int (&r, 0, 1, &v[6], error) ||
       !ts_text_expect (&r, "secret", error) || !ts_text_read_int (&r, 0, 9, &secret, error) ||
       !ts_text_expect (&r, "max-take", error) || !ts_text_read_int (&r, 0, MAX_PILE, &v[9], error) ||
       !ts_text_expect (&r, "judge", error) || !ts_text_read_int (&r, 0, 1, &judge, error) ||
       !ts_text_expect (&r, "turn", error) || !ts_text_read_int (&r, 0, 3, &turn_takes, error) ||
       !ts_text_read_int (&r, 0, 2, &taken, error)))
    return FALSE;
  if (!ts_text_at_end (&r) &&
      (!ts_text_expect (&r, "share", error) || !ts_text_read_int (&r, 0, MAX_PILE, &last_take, error)))
    return FALSE;
  if (!ts_text_expect_end (&r, error))
    return FALSE;

  s.pile = pile;
  s.seat = seat;
  s.winner = winner;
  s.misere = v[0];
  s.answers = v[1];
  s.pending = v[2];
  s.refusals[0] = v[3];
  s.refusals[1] = v[4];
  s.peeked[0] = v[5];
  s.peeked[1] = v[6];
  s.secrets = v[8];
  s.secret = secret;
  s.max_take = v[9];
  s.judge = judge;
  s.turn_takes = turn_takes;
  s.taken = taken;
  s.share = last_take >= 0;
  s.last_take = MAX (last_take, 0);
  TEST_NIM (game)->s = s;
  return TRUE;
}

/* The secret is hidden from a seat that has not peeked. */
static void
nim_redact (TsGame *game, int seat, TsRedact how)
{
  NimState *s = &TEST_NIM (game)->s;

  if (seat < 0 || seat > 1 || !s->peeked[seat])
    s->secret = 0;
}

static void
nim_determinise (TsGame *game, TsRng *rng)
{
}

static char *
nim_describe_event (TsGame *game, const TsEvent *event, const char * const *names)
{
  const char *who = event->seat >= 0 ? names[event->seat] : "?";

  switch (event->kind)
    {
    case TEST_NIM_EVENT_TOOK:
      return g_strdup_printf ("%s took %d", who, event->arg[0]);
    case TEST_NIM_EVENT_WON:
      return g_strdup_printf ("%s won", who);
    case TEST_NIM_EVENT_SECRET:
      return g_strdup_printf ("%s saw the secret %d", who, event->arg[0]);
    case TEST_NIM_EVENT_PEEKED:
      return g_strdup_printf ("%s peeked", who);
    case TEST_NIM_EVENT_ACCEPTED:
      return g_strdup_printf ("%s accepted", who);
    case TEST_NIM_EVENT_REFUSED:
      return g_strdup_printf ("%s refused", who);
    default:
      return NULL;
    }
}

/* Who takes the last stone wins: the seat to move loses exactly when the
 * pile is a multiple of max_take + 1. */
static gboolean
mover_wins (const NimState *s)
{
  return s->pile % (nim_max_take (s) + 1) != 0;
}

static gboolean
nim_evaluate (TsGame *game, double *values)
{
  NimState *s = &TEST_NIM (game)->s;
  int mover;

  if (!s->judge || s->pending > 0 || s->misere || s->turn_takes > 1 || nim_is_over (game))
    return FALSE;
  mover = s->seat;
  values[mover] = mover_wins (s) ? 1.0 : 0.0;
  values[1 - mover] = 1.0 - values[mover];
  return TRUE;
}

void
test_nim_prior (TsGame *game, const TsMove *moves, guint n_moves, double *weights)
{
  NimState *s = &TEST_NIM (game)->s;

  for (guint i = 0; i < n_moves; i++)
    if (moves[i].kind == TEST_NIM_TAKE &&
        (s->pile - moves[i].arg[0]) % (nim_max_take (s) + 1) == 0)
      weights[i] = 1.0;
}

gboolean
test_nim_choose (TsGame *knowledge, int seat, TsLevel level, TsRng *rng, TsMove *move)
{
  NimState *s = &TEST_NIM (knowledge)->s;
  int take = s->pile % (nim_max_take (s) + 1);

  /* Leaves a multiple of max_take + 1 when it can; else takes one.  The
   * secret, unless peeked at, is not in the knowledge: a test checks it. */
  test_nim_last_seen_secret = s->secret;
  ts_move_clear (move);
  move->kind = s->pending > 0 ? TEST_NIM_ACCEPT : TEST_NIM_TAKE;
  if (move->kind == TEST_NIM_TAKE)
    move->arg[0] = take > 0 ? take : 1;
  return TRUE;
}

static gboolean
nim_default_move (TsGame *game, TsMove *move)
{
  NimState *s = &TEST_NIM (game)->s;

  /* An answer nobody gives is an acceptance. */
  if (s->pending == 0)
    return FALSE;
  ts_move_clear (move);
  move->kind = TEST_NIM_ACCEPT;
  return TRUE;
}

static gboolean
nim_decision_is_public (TsGame *game)
{
  return TEST_NIM (game)->s.pending > 0;
}

static void
test_nim_class_init (TestNimClass *klass)
{
  TsGameClass *game_class = TS_GAME_CLASS (klass);

  game_class->id = "test-nim";
  game_class->name = "Nim";
  game_class->min_players = 2;
  game_class->max_players = 2;
  game_class->options = nim_options;
  game_class->max_moves = 200;
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
  game_class->redact = nim_redact;
  game_class->determinise = nim_determinise;
  game_class->describe_event = nim_describe_event;
  game_class->decision_is_public = nim_decision_is_public;
  game_class->evaluate = nim_evaluate;
  game_class->default_move = nim_default_move;
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
  self->s.refusals[0] = self->s.refusals[1] = 1;
  return TS_GAME (self);
}
