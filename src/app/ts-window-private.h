/* ts-window-private.h — the main window's parts, shared by its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * ts-window.c runs the turns and the pages; ts-window-session.c keeps each
 * game's unfinished match on disk and offers it again.
 */
#pragma once

#include "ts-window.h"
#include "ts-announcer.h"
#include "ts-chooser.h"
#include "ts-director.h"
#include "ts-remote-table.h"
#include "ts-tutorial.h"

G_BEGIN_DECLS

struct _TsWindow
{
  AdwApplicationWindow parent_instance;

  /* Template children */
  GtkWidget    *title_label;
  GtkWidget    *status_box;
  GtkWidget    *toast_overlay;
  GtkWidget    *undo_button;
  GtkWidget    *status_label;
  GtkWidget    *file_label;
  GtkWidget    *back_button;
  GtkWidget    *history_box;
  GtkWidget    *stack;
  GtkWidget    *chooser;
  GtkWidget    *game_page;
  GtkWidget    *board_row;
  GtkWidget    *last_turn;
  GtkWidget    *log_flap;
  GtkWidget    *log_view;
  GtkWidget    *log_button;
  GtkWidget    *curtain;

  GtkWidget    *turn_swatch;
  GSettings    *settings;

  TsMatch      *match;
  GFile        *file;         /* where the match was last saved or loaded */
  GtkWidget    *board;        /* a child of game_page */
  char         *board_game_id;
  GtkWidget    *ranking;      /* weak */
  GHashTable   *resumable;    /* game id → the unfinished TsMatch offered */
  GHashTable   *reported;     /* game ids whose broken autosave was reported */

  char         *last_toast;   /* for tests */

  /* Autosave: debounced, written in a worker thread */
  guint         autosave_id;
  gboolean      autosave_running;
  gboolean      autosave_again;

  /* Turns */
  int           viewer;       /* whose eyes the board uses */
  int           holder;       /* the human who last had the device (hot-seat) */
  int           curtain_seat; /* waiting behind the curtain, or TS_SEAT_NONE */
  gboolean      asking;       /* the curtain asks curtain_seat a question */
  gboolean      interactive;
  gboolean      changing_history; /* inside undo/redo: one update at the end */

  /* Asks whoever must decide: the computers think through it */
  TsDirector   *director;

  /* What a screen reader speaks wherever the focus is */
  TsAnnouncer  *announcer;
  guint         announced_moves; /* moves of the match already told */

  /* A suggested move being searched (ts-window-help.c), or NULL */
  GCancellable *hint_cancellable;

  /* Online (ts-window-online.c): the seat's table instead of a match */
  TsRemoteTable *remote;
  char         *online_host;  /* the server's, for the header */
  gboolean      sending;      /* a move of this seat is on its way */
  guint         notified_at;  /* "Your turn" was sent at this move count */
  char         *hosted_match; /* the match, when this app hosts it */
  char         *online_link;  /* the seat's link */
  GStrv         server_links; /* a game this window hosted on a server: every seat's link */
  GCancellable *creating;     /* a game being created on a server */
  GtkWidget    *invite_dialog; /* weak */
  GObject      *nearby_app;    /* the application whose games near are shown */
  GObject      *nearby_browser;
  GCancellable *claiming;      /* asking a game near for a seat */

  /* A tutorial (ts-window-tutorial.c) instead of a match, or NULL */
  TsTutorial   *tutorial;
  GtkWidget    *narrator;
  GtkWidget    *narrator_count;
  GtkWidget    *narrator_words;
  GtkWidget    *narrator_why;
  GtkWidget    *narrator_next;
  GtkWidget    *narrator_more;
};

/* ts-window.c: the board for GAME_ID in the game page (kept if it is
 * already that game's). */
void ts_window_set_board_for       (TsWindow   *self,
                                    const char *game_id);
/* Puts the match on screen away (autosaved, offered again in the
 * chooser); the board and the log show nothing. */
void ts_window_leave_match         (TsWindow   *self);
/* ts-window-tutorial.c: the window teaching a game */
void     ts_window_tutorial_class_init (GtkWidgetClass *widget_class);
/* The board's MOVE, where a tutorial is on screen (TRUE: it was its). */
gboolean ts_window_tutorial_try    (TsWindow     *self,
                                    const TsMove *move);
/* Leaves the tutorial on screen (the step reached is kept). */
void     ts_window_tutorial_leave  (TsWindow     *self);
/* Suggest a Move, where a tutorial is on screen (TRUE: it answered): the
 * move the step waits for, in words and on the board. */
gboolean ts_window_tutorial_hint   (TsWindow     *self);

/* ts-window-online.c: the window at a table on a server */
void ts_window_online_class_init   (GtkWidgetClass *widget_class);
void ts_window_online_leave        (TsWindow   *self);
void ts_window_online_update_turn  (TsWindow   *self);
/* The keys of online games' rows in the chooser: a prefix, then the
 * match's id. */
#define TS_WINDOW_HOSTED_PREFIX "hosted:"
#define TS_WINDOW_JOINED_PREFIX "joined:"
/* Shows the unfinished games hosted here and those joined as a guest
 * (but the one on screen) under Continue in the chooser. */
void ts_window_online_refresh        (TsWindow   *self);
/* Resumes or (a joined one) forgets the online game of a chooser row's
 * KEY; FALSE if KEY is not an online game's. */
gboolean ts_window_online_resume     (TsWindow   *self,
                                      const char *key);
gboolean ts_window_online_discard    (TsWindow   *self,
                                      const char *key);
/* Games near: shown in the chooser while the window lives; Join asks the
 * host for a seat and joins it. */
void ts_window_online_watch_nearby   (TsWindow   *self);
void ts_window_online_unwatch_nearby (TsWindow   *self);
void ts_window_on_nearby_chosen      (TsChooser  *chooser,
                                      const char *match,
                                      TsWindow   *self);
/* Hosts SETUP on the server at URL (Preferences), from a thread; then
 * as ts_window_host.  Failures are said in a message. */
void ts_window_host_on_server      (TsWindow      *self,
                                    const TsSetup *setup,
                                    int            here,
                                    gboolean       undo,
                                    const char    *url);
/* Hosts SETUP on the app's server (HERE: the seat played here, or -1),
 * plays its seat here and shows the invitations; FALSE with ERROR when the
 * game cannot be hosted. */
gboolean ts_window_host            (TsWindow      *self,
                                    const TsSetup *setup,
                                    int            here,
                                    gboolean       undo,
                                    GError       **error);
/* ts-window-online-undo.c: asks the others to take back this seat's last
 * turn; the client's "undo" signal (a question to answer, its end). */
void ts_window_online_undo         (TsWindow      *self);
/* Closes an open take-back question, unanswered (a new welcome, leaving). */
void ts_window_online_close_question (TsWindow    *self);
void ts_window_online_on_undo      (TsNetClient   *client,
                                    int            seat,
                                    gboolean       ended,
                                    gboolean       taken,
                                    TsWindow      *self);
/* Sends MOVE, chosen on the board, to the server. */
void ts_window_online_send         (TsWindow     *self,
                                    const TsMove *move);
/* ts-window.c: pages, the header, the actions */
void ts_window_show_page           (TsWindow   *self,
                                    const char *name);
void ts_window_set_status          (TsWindow   *self,
                                    const char *text,
                                    int         seat);
void ts_window_let_computers_play  (TsWindow   *self,
                                    gboolean    play);
void ts_window_update_last_turn    (TsWindow   *self);
void ts_window_update_actions      (TsWindow   *self);

/* ts-window-turns.c: who looks, who acts, the curtain, undo */
const char *ts_window_seat_name    (TsWindow   *self,
                                    int         seat);
void ts_window_set_viewer          (TsWindow   *self,
                                    int         viewer,
                                    gboolean    interactive);
/* Decides, after any change, who looks at the board, who may act, and
 * whether the computer must think.  Nothing private is ever drawn while
 * the curtain is up: the board then uses the spectator's eyes. */
void ts_window_update_turn         (TsWindow   *self);
typedef enum
{
  TS_UNDO_NONE,     /* nobody's decision to take back */
  TS_UNDO_OWN,      /* the person at the screen's own, or against computers */
  TS_UNDO_ASK,      /* another person's: they are asked first */
  TS_UNDO_BLOCKED,  /* a revealed card or die stops it: said in words */
} TsUndoKind;
/* What undo would do now; SEAT: whose move it would take back. */
TsUndoKind ts_window_get_undo      (TsWindow   *self,
                                    int        *seat);
/* The words for it: the tooltip, and the notice at the limit. */
char *ts_window_describe_undo      (TsWindow   *self,
                                    TsUndoKind  kind,
                                    int         seat);
void ts_window_turns_class_init    (GtkWidgetClass *widget_class);
/* A short notice over the window ("Game saved as …"). */
void ts_window_toast               (TsWindow   *self,
                                    const char *text);
/* A longer one (a suggested move in words): it wraps, and stays longer. */
void ts_window_toast_long          (TsWindow   *self,
                                    const char *text);
/* ts-window-help.c: the help pages and hints ("win.help", "win.hint"). */
void ts_window_help_class_init     (GtkWidgetClass *widget_class);
/* The keys every game shares, sent to the board in view. */
void ts_window_help_init           (TsWindow       *self);
/* Forgets a hint being searched (a move was played, the match changed). */
void ts_window_cancel_hint         (TsWindow   *self);
void ts_window_session_init        (TsWindow   *self);
void ts_window_session_class_init  (GtkWidgetClass *widget_class);
/* A notice with a button (AdwToast); TEXT for tests. */
void ts_window_add_toast           (TsWindow   *self,
                                    AdwToast   *toast,
                                    const char *text);
void ts_window_session_dispose     (TsWindow   *self);
/* The unfinished games on disk, again, in the chooser. */
void ts_window_refresh_unfinished  (TsWindow   *self);
/* Counts a finished MATCH in the statistics file and keeps it for Recent
 * Games, once per match (undo and a second ending do not count it
 * again). */
void ts_window_record_statistics   (TsWindow   *self,
                                    TsMatch    *match);
/* Writes the autosave soon, in a worker thread. */
void ts_window_request_autosave    (TsWindow   *self);
/* Whether a new game of GAME_ID would replace an unfinished one. */
gboolean ts_window_has_unfinished  (TsWindow   *self,
                                    const char *game_id);
void ts_window_on_resume_chosen    (TsChooser  *chooser,
                                    const char *game_id,
                                    TsWindow   *self);
void ts_window_on_discard_chosen   (TsChooser  *chooser,
                                    const char *game_id,
                                    TsWindow   *self);

G_END_DECLS
