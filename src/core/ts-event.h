/* ts-event.h — what happened in a move, for the log and the status line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TS_EVENT_N_ARGS 5

/* Every seat may see it. */
#define TS_EVENT_EVERYONE 0xff

typedef enum
{
  /* The move showed something that was hidden (a card drawn or flipped, a
   * die rolled, a hidden choice revealed, a deck shuffled) or ended a look
   * at hidden things (a memorisation): the decisions before it are final,
   * and undo stops there. */
  TS_EVENT_REVEALS = 1 << 0,
  /* The public side of a secret whose owner gets a fuller event of its
   * own ("Ada took a card from the deck" for all but Ada): a spectator
   * sees it too. */
  TS_EVENT_SPECTATORS = 1 << 1,
} TsEventFlags;

/* An event is plain data, like a move: a game-defined kind, the seat it is
 * about, the seats that may see it, and a few small integers whose meaning
 * the game defines.  The game turns it into words (describe_event). */
typedef struct
{
  guint16 kind;
  guint8  flags;       /* TsEventFlags */
  guint8  visible_to;  /* bit i: seat i may see it; TS_EVENT_EVERYONE */
  gint16  seat;        /* TS_SEAT_NONE when about nobody in particular */
  gint16  arg[TS_EVENT_N_ARGS];
} TsEvent;

G_STATIC_ASSERT (sizeof (TsEvent) == 16);

/* SEAT may see EVENT; TS_SEAT_NONE (a spectator) sees public events and
 * the public sides of secrets (TS_EVENT_SPECTATORS) only. */
static inline gboolean
ts_event_visible_to (const TsEvent *event,
                     int            seat)
{
  if (event->visible_to == TS_EVENT_EVERYONE)
    return TRUE;
  if (seat < 0)
    return (event->flags & TS_EVENT_SPECTATORS) != 0;
  return seat < 8 && (event->visible_to & (1u << seat)) != 0;
}

static inline gboolean
ts_event_is_public (const TsEvent *event)
{
  return event->visible_to == TS_EVENT_EVERYONE;
}

G_END_DECLS
