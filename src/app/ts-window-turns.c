/* ts-window-turns.c — whose turn it is at the screen: the hot-seat
 * curtain, who may act, and undo that belongs to the person who moved
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hot-seat rules (issue 25):
 *   - In a game that hides anything, the device passes between people
 *     behind a curtain, every time, before anything of the next person is
 *     shown, and never in the middle of a person's turn: the curtain goes
 *     up when the person to decide is not the one holding the device.
 *     Between a person and the computers there is none, nor in a game
 *     without secrets (Network).
 *   - Undo goes back over one's own moves only.  Taking back another
 *     person's move needs that person: they are asked behind the curtain,
 *     and may refuse.  Against computers only, undo goes back to your last
 *     decision, as before.  No undo ever passes a revealed card or die;
 *     reaching that limit is said in words.
 */
#include <glib/gi18n.h>

#include "ts-window-private.h"
#include "ts-board.h"
#include "ts-curtain.h"
#include "ts-log-view.h"

const char *
ts_window_seat_name (TsWindow *self,
                     int       seat)
{
  const TsSetup *setup = ts_match_get_setup (self->match);

  g_return_val_if_fail (seat >= 0 && (guint) seat < setup->n_players, "");

  return setup->players[seat].name;
}

static int
only_human_seat (TsWindow *self)
{
  guint n = ts_game_get_n_players (ts_match_get_game (self->match));

  for (guint i = 0; i < n; i++)
    if (ts_match_seat_is_human (self->match, (int) i))
      return (int) i;

  return TS_SEAT_NONE;
}

/* One person against computers: undo goes back to their last decision. */
static gboolean
plays_against_computer (TsWindow *self)
{
  guint humans = ts_match_count_humans (self->match);

  return humans > 0 && humans < ts_game_get_n_players (ts_match_get_game (self->match));
}

/* Several people at one screen. */
static gboolean
is_hot_seat (TsWindow *self)
{
  return ts_match_count_humans (self->match) > 1;
}

/* Viewer and curtain */

void
ts_window_set_viewer (TsWindow *self,
                      int       viewer,
                      gboolean  interactive)
{
  self->viewer = viewer;
  self->interactive = interactive;
  if (self->board != NULL)
    {
      ts_board_set_viewer (TS_BOARD (self->board), viewer);
      ts_board_set_interactive (TS_BOARD (self->board), interactive);
    }
  /* The log shows what this seat may know; behind a curtain, nothing
   * private. */
  ts_log_view_set_viewer (TS_LOG_VIEW (self->log_view), viewer);
  ts_window_update_last_turn (self);
}

static void
show_board (TsWindow *self)
{
  gboolean was_hidden = g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->stack)),
                                   "game") != 0;

  self->curtain_seat = TS_SEAT_NONE;
  self->asking = FALSE;
  ts_window_show_page (self, "game");
  if (was_hidden && self->board != NULL)
    gtk_widget_grab_focus (self->board);
}

static void
raise_curtain (TsWindow *self,
               int       seat)
{
  ts_window_set_viewer (self, TS_SEAT_NONE, FALSE);
  self->curtain_seat = seat;
  ts_window_show_page (self, "curtain");
  ts_curtain_focus_button (TS_CURTAIN (self->curtain));
}

/* "Ada defends", in the game's words, for the header and the curtain. */
static char *
describe_turn (TsWindow *self)
{
  const char *names[TS_MAX_SEATS + 1] = { NULL, };

  for (guint i = 0; i < ts_match_get_setup (self->match)->n_players && i < TS_MAX_SEATS; i++)
    names[i] = ts_window_seat_name (self, i);
  return ts_game_describe_turn (ts_match_get_game (self->match), names);
}

/* The computers' moves since the last told, in the words the seat at the
 * screen may read (a spectator: what everybody sees), spoken once with
 * the turn that follows. */
static void
announce_moves (TsWindow *self)
{
  guint n = ts_match_get_n_moves (self->match);
  guint from = self->announced_moves;

  self->announced_moves = n;
  for (guint m = from; m < n; m++)
    {
      int seat = ts_match_get_move_seat (self->match, m);
      g_autoptr(GPtrArray) lines = NULL;

      if (seat == TS_SEAT_NONE || ts_match_seat_is_human (self->match, seat))
        continue;
      lines = ts_match_describe_events (self->match, m, m + 1, self->viewer);
      for (guint i = 0; i < lines->len; i++)
        ts_announcer_add_event (self->announcer, g_ptr_array_index (lines, i));
    }
}

void
ts_window_update_turn (TsWindow *self)
{
  g_autofree char *status = NULL;
  TsGame *game;
  int seat;

  if (self->remote != NULL)
    {
      ts_window_online_update_turn (self);
      return;
    }
  if (self->match == NULL)
    {
      ts_window_set_status (self, NULL, TS_SEAT_NONE);
      ts_window_update_actions (self);
      return;
    }
  /* A question behind the curtain waits for its answer. */
  if (self->asking)
    return;

  game = ts_match_get_game (self->match);
  seat = ts_game_get_current_seat (game);

  if (ts_game_is_over (game) || seat == TS_SEAT_NONE)
    {
      /* The model shows everything once the game is over. */
      ts_window_set_viewer (self, TS_SEAT_NONE, FALSE);
      show_board (self);
      /* Translators: the status under the window title when a game has
         ended */
      ts_window_set_status (self, _("Game over"), TS_SEAT_NONE);
    }
  else if (!ts_match_seat_is_human (self->match, seat))
    {
      /* Between people a computer's turn is watched as a spectator (the
       * device stays with whoever has it); a lone person keeps their own
       * view. */
      int watcher = is_hot_seat (self) ? TS_SEAT_NONE : only_human_seat (self);

      ts_window_set_viewer (self, watcher, FALSE);
      show_board (self);
      /* Translators: status under the title; %s is a computer player's name */
      status = g_strdup_printf (_("%s is thinking…"), ts_window_seat_name (self, seat));
      ts_window_set_status (self, status, seat);
    }
  else
    {
      status = describe_turn (self);
      ts_window_set_status (self, status, seat);

      /* The device passes to another person: behind the curtain, with
       * what awaits them ("Bob defends Citel"). */
      if (is_hot_seat (self) && ts_game_has_hidden_information (game) && self->holder != seat)
        {
          ts_curtain_set_player (TS_CURTAIN (self->curtain), ts_window_seat_name (self, seat), status);
          raise_curtain (self, seat);
        }
      else
        {
          self->holder = seat;
          ts_window_set_viewer (self, seat, TRUE);
          show_board (self);
        }
    }

  ts_window_let_computers_play (self, self->curtain_seat == TS_SEAT_NONE);
  ts_window_update_last_turn (self);
  ts_window_update_actions (self);
  if (self->announcer != NULL)
    announce_moves (self);
}

static void
on_curtain_lifted (TsCurtain *curtain,
                   TsWindow  *self)
{
  if (self->curtain_seat == TS_SEAT_NONE)
    return;

  self->holder = self->curtain_seat;
  ts_window_update_turn (self);
}

/* Undo */

/* The last decision a person took that undo may reach (never behind a
 * revealed card or die), or -1; its seat in *SEAT. */
static int
last_human_move (TsWindow *self,
                 int      *seat)
{
  guint barrier = ts_match_get_undo_barrier (self->match);

  for (guint i = ts_match_get_n_moves (self->match); i > barrier; i--)
    {
      int s = ts_match_get_move_seat (self->match, i - 1);

      if (ts_match_seat_is_human (self->match, s))
        {
          *seat = s;
          return (int) i - 1;
        }
    }
  return -1;
}

/* Whether a person took any decision at all. */
static gboolean
has_human_move (TsWindow *self)
{
  guint n = ts_match_get_n_moves (self->match);

  for (guint i = 0; i < n; i++)
    if (ts_match_seat_is_human (self->match, ts_match_get_move_seat (self->match, i)))
      return TRUE;

  return FALSE;
}

TsUndoKind
ts_window_get_undo (TsWindow *self,
                    int      *seat)
{
  int owner = TS_SEAT_NONE;

  *seat = TS_SEAT_NONE;
  if (self->match == NULL || ts_match_count_humans (self->match) == 0)
    return TS_UNDO_NONE;
  if (last_human_move (self, &owner) < 0)
    return has_human_move (self) ? TS_UNDO_BLOCKED : TS_UNDO_NONE;
  *seat = owner;
  /* At one screen, another person's move is theirs to take back. */
  if (is_hot_seat (self) && owner != self->holder)
    return TS_UNDO_ASK;
  return TS_UNDO_OWN;
}

/* Why undo stops: the revealing event of the move at the barrier, as the
 * person at the screen may know it. */
static char *
describe_limit (TsWindow *self)
{
  guint barrier = ts_match_get_undo_barrier (self->match), first, n;
  const char *names[TS_MAX_SEATS + 1] = { NULL, };
  TsGame *game = ts_match_get_game (self->match);

  if (barrier == 0)
    return NULL;
  for (guint i = 0; i < ts_match_get_setup (self->match)->n_players && i < TS_MAX_SEATS; i++)
    names[i] = ts_window_seat_name (self, i);
  ts_match_get_move_events (self->match, barrier - 1, &first, &n);
  for (guint i = first; i < first + n; i++)
    {
      const TsEvent *event = ts_match_get_event (self->match, i);

      if ((event->flags & TS_EVENT_REVEALS) && ts_event_visible_to (event, self->viewer))
        {
          g_autofree char *words = ts_game_describe_event (game, event, names);

          if (words != NULL)
            /* Translators: a notice when undo cannot go further; %s is
               what was revealed, in words ("Ada took the top card of the
               deck: red-green-blue.") */
            return g_strdup_printf (_("Undo stops here: this was revealed, so the moves before are final. %s"), words);
        }
    }
  return NULL;
}

char *
ts_window_describe_undo (TsWindow   *self,
                         TsUndoKind  kind,
                         int         seat)
{
  switch (kind)
    {
    case TS_UNDO_ASK:
      /* Translators: tooltip of the Undo button at one screen shared by
         several people; %s is the player whose move it would take back */
      return g_strdup_printf (_("Ask %s to take back their move"), ts_window_seat_name (self, seat));
    case TS_UNDO_BLOCKED:
      {
        char *limit = describe_limit (self);

        if (limit != NULL)
          return limit;
        /* Translators: a notice and a tooltip: moves before a revealed
           card or die roll cannot be undone, since that would show hidden
           information */
        return g_strdup (_("Undo stops here: a card or a die was revealed, so the moves before are final"));
      }
    case TS_UNDO_OWN:
    case TS_UNDO_NONE:
    default:
      /* Translators: tooltip of the Undo button */
      return g_strdup (_("Undo"));
    }
}

static void
take_back (TsWindow *self,
           gboolean  redo)
{
  /* Undoing a whole round emits "changed" once per move; decide the turn
   * once, on the final position. */
  self->changing_history = TRUE;
  if (redo && plays_against_computer (self))
    ts_match_redo_human_turn (self->match);
  else if (redo)
    ts_match_redo (self->match);
  else if (plays_against_computer (self) || is_hot_seat (self))
    /* Back to the person's decision: over the computers' replies. */
    ts_match_undo_human_turn (self->match);
  else
    ts_match_undo (self->match);
  self->changing_history = FALSE;

  ts_window_update_turn (self);
  ts_window_request_autosave (self);
}

static void
on_consent (TsCurtain *curtain,
            gboolean   yes,
            TsWindow  *self)
{
  int asked = self->curtain_seat;
  g_autofree char *notice = NULL;

  if (!self->asking || asked == TS_SEAT_NONE)
    return;
  self->asking = FALSE;
  /* The asked person has the device now. */
  self->holder = asked;
  if (yes)
    {
      take_back (self, FALSE);
      return;
    }
  /* Translators: a notice at one screen shared by several people: %s
     refused to take back their move */
  notice = g_strdup_printf (_("%s keeps their move"), ts_window_seat_name (self, asked));
  ts_window_update_turn (self);
  ts_window_toast (self, notice);
}

/* Asks OWNER, behind the curtain, whether the person at the screen may
 * take back OWNER's move. */
static void
ask_to_take_back (TsWindow *self,
                  int       owner)
{
  g_autofree char *question = NULL;
  int asker = self->holder;

  question = asker != TS_SEAT_NONE
    /* Translators: on the hot-seat screen: the first %s asks the second
       player, who is asked, to take back that player's last move */
    ? g_strdup_printf (_("%s asks to take back your last move. Do you agree?"), ts_window_seat_name (self, asker))
    /* Translators: on the hot-seat screen: the player asked may agree to
       take back their last move */
    : g_strdup (_("Someone asks to take back your last move. Do you agree?"));
  self->asking = TRUE;
  ts_window_let_computers_play (self, FALSE);
  ts_curtain_ask (TS_CURTAIN (self->curtain), ts_window_seat_name (self, owner), question,
                  /* Translators: a button on the hot-seat screen: agree to
                     take back your last move */
                  _("Take It Back"),
                  /* Translators: a button on the hot-seat screen: refuse to
                     take back your last move */
                  _("Keep My Move"));
  raise_curtain (self, owner);
}

static void
undo_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);
  TsUndoKind kind;
  int seat;

  if (self->remote != NULL)
    {
      ts_window_online_undo (self);
      return;
    }
  if (self->match == NULL || self->curtain_seat != TS_SEAT_NONE)
    return;
  if (self->ranking != NULL)
    gtk_window_destroy (GTK_WINDOW (self->ranking));
  kind = ts_window_get_undo (self, &seat);
  switch (kind)
    {
    case TS_UNDO_OWN:
      take_back (self, FALSE);
      break;
    case TS_UNDO_ASK:
      ask_to_take_back (self, seat);
      break;
    case TS_UNDO_BLOCKED:
      {
        g_autofree char *why = ts_window_describe_undo (self, kind, seat);

        ts_window_toast (self, why);
      }
      break;
    case TS_UNDO_NONE:
    default:
      break;
    }
}

static void
redo_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TsWindow *self = TS_WINDOW (widget);

  if (self->match != NULL && self->curtain_seat == TS_SEAT_NONE)
    take_back (self, TRUE);
}

void
ts_window_turns_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_activated);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_curtain_lifted);
  gtk_widget_class_bind_template_callback (widget_class, on_consent);
}
