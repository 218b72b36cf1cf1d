/* ts-net-message.h — the messages of the Tessella protocol (docs/protocol.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One message is one JSON object in one WebSocket text message.  This is
 * the only code that builds or reads them (with json-glib): a message that
 * parses here has every member docs/protocol.md requires, of the right
 * JSON type and within its bounds.  No GTK, no sockets.
 */
#pragma once

#include <glib.h>

#include "ts-event.h"

G_BEGIN_DECLS

#define TS_NET_PROTOCOL 1
/* The largest message either side accepts, in bytes. */
#define TS_NET_MAX_MESSAGE (64 * 1024)
/* The longest player name, in characters. */
#define TS_NET_MAX_NAME 40
/* The largest message a client accepts from the server (a welcome holds
 * every event of the game the seat may see), in bytes. */
#define TS_NET_MAX_SERVER_MESSAGE (8 * 1024 * 1024)
/* Events in one message, at most. */
#define TS_NET_MAX_EVENTS 65536
/* Moves of one match, at most (far more than any game takes). */
#define TS_NET_MAX_MOVES (1 << 20)

typedef enum
{
  TS_NET_HELLO,      /* client: protocol, token, name (or NULL) */
  TS_NET_MOVE,       /* client: move, after */
  TS_NET_PING,       /* client */
  TS_NET_WELCOME,    /* server: protocol, game, players, options, names, seat, view, events, moves, turns */
  TS_NET_APPLIED,    /* server: moves, seat, move (NULL: hidden), events, view */
  TS_NET_PRESENCE,   /* server: presence, names */
  TS_NET_ERROR,      /* server: code, message, after */
  TS_NET_PONG,       /* server */
  TS_NET_CREATE,     /* client, the body of POST /v1/matches: game, players,
                      * options, levels, names, away_minutes, away_level */
  TS_NET_CREATED,    /* server, the answer: match, tokens */
  TS_NET_CLAIM,      /* client, the body of POST /v1/matches/ID/claim: name */
  TS_NET_CLAIMED,    /* server, the answer: seat, token */
  TS_NET_UNDO,       /* client: take back my last turn (after) */
  TS_NET_UNDO_ASKED, /* server: a seat asks to take back its last turn (seat) */
  TS_NET_UNDO_ANSWER, /* client: my answer to the request (yes) */
  TS_NET_UNDO_RESULT, /* server: the request's end (seat, yes: taken back) */
  TS_NET_N_TYPES,
} TsNetType;

/* A seat's presence (TS_NET_PRESENCE). */
typedef enum
{
  TS_NET_HERE,
  TS_NET_AWAY,
  TS_NET_COMPUTER,
  TS_NET_N_PRESENCE,
} TsNetPresence;

/* Why a message was refused: the "code" of an error message. */
#define TS_NET_ERROR_DOMAIN (ts_net_error_quark ())
typedef enum
{
  TS_NET_ERROR_BAD_MESSAGE,
  TS_NET_ERROR_TOO_LARGE,
  TS_NET_ERROR_PROTOCOL,
  TS_NET_ERROR_NO_HELLO,
  TS_NET_ERROR_BAD_TOKEN,
  TS_NET_ERROR_NOT_YOUR_TURN,
  TS_NET_ERROR_STALE,
  TS_NET_ERROR_ILLEGAL,
  TS_NET_ERROR_SPECTATOR,
  TS_NET_ERROR_FLOOD,
  TS_NET_ERROR_BUSY,
  TS_NET_ERROR_SERVER,
  TS_NET_ERROR_WAITING,
  TS_NET_ERROR_UNDO,
  TS_NET_N_ERRORS,
} TsNetError;

GQuark      ts_net_error_quark          (void);
/* "bad-message", …, as docs/protocol.md names them; and back (FALSE for
 * a code this version does not know). */
const char *ts_net_error_to_code        (TsNetError   error);
gboolean    ts_net_error_from_code      (const char  *code,
                                         TsNetError  *error);

/* One move of a welcome's history: who made it and how many of the
 * welcome's events are its (those the seat may see). */
typedef struct
{
  gint32  seat;
  guint32 n_events;
} TsNetTurn;

typedef struct
{
  TsNetType  type;
  int        protocol;
  char      *token;
  char      *name;
  char      *move;
  gint64     after;
  gint64     moves;
  char      *game;
  int        players;
  GHashTable *options;   /* option name → GINT_TO_POINTER (value) */
  GStrv      colours;    /* setup: per seat its colour (ts_seat_colour_ids), or NULL */
  GStrv      names;
  int        seat;       /* −1: a spectator, or nobody */
  char      *view;
  GArray    *events;     /* TsEvent */
  GArray    *turns;      /* welcome: TsNetTurn per move */
  GArray    *presence;   /* int, TsNetPresence per seat */
  char      *code;
  char      *message;
  GStrv      levels;     /* create: per seat "person", "easy", "normal" or "hard" */
  int        away_minutes; /* create: a computer plays an absent person's seat after this; 0: never */
  char      *away_level; /* create: that computer's level, or NULL */
  gboolean   waiting;    /* create: the match waits for its host to start it;
                          * welcome, presence: it is waiting */
  gboolean   undo;       /* create, welcome: a take-back may be asked for */
  gboolean   undone;     /* welcome: turns have been taken back (fewer moves may be right) */
  gint64     takebacks;  /* welcome: how many turns were taken back so far */
  gboolean   yes;        /* undo-answer, undo-result */
  char      *match;      /* created: the match's id */
  GStrv      tokens;     /* created: per seat its token, "" for a computer's */
} TsNetMessage;

TsNetMessage *ts_net_message_new   (TsNetType           type);
void          ts_net_message_free  (TsNetMessage       *message);

/* The message as JSON text (UTF-8, no terminating NUL counted in
 * LENGTH). */
char         *ts_net_message_to_json (const TsNetMessage *message,
                                      gsize              *length);

/* Reads one message, checking all docs/protocol.md requires; NULL with
 * TS_NET_ERROR_TOO_LARGE or TS_NET_ERROR_BAD_MESSAGE (and words that say
 * what was wrong) otherwise.  A message over TS_NET_MAX_MESSAGE is too
 * large: what the server reads. */
TsNetMessage *ts_net_message_parse (const char         *data,
                                    gsize               length,
                                    GError            **error);
/* The same with another limit: a client reads the server's messages with
 * TS_NET_MAX_SERVER_MESSAGE. */
TsNetMessage *ts_net_message_parse_limited (const char  *data,
                                            gsize        length,
                                            gsize        max_length,
                                            GError     **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsNetMessage, ts_net_message_free)

G_END_DECLS
