/* trojhranna-game.h — the rules of Trojhranná hra (no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ts-game.h"
#include "ts-tri-lattice.h"
#include "trojhranna-data.h"

G_BEGIN_DECLS

/* Move notation (the kinds below; slots and cards are 0-based):
 *   arrange 2r1 0r0 1r2   memorisation: new slot i holds dealt card X, notch r
 *   draw                  take the top deck card (R2)
 *   flip 1                take reserve slot 1 (R2)
 *   place D0,-1 r2        put the flipped card into a cell with a rotation (R4)
 * A flipped card with no legal placement is resolved by the draw/flip move
 * itself (R9), so "place" is offered only when it is legal and mandatory (R8). */
typedef enum
{
  TJ_MOVE_ARRANGE = 1,   /* arg[0..2] dealt index per slot, arg[3..5] notch */
  TJ_MOVE_DRAW,
  TJ_MOVE_FLIP,          /* arg[0] slot */
  TJ_MOVE_PLACE,         /* arg[0] q, arg[1] r, arg[2] s, arg[3] rotation */
} TjMoveKind;

/* The moves, built without filling arg[] by hand (the board, the computer
 * player and the tests use these).  ORDER[i] is the dealt card (0–2) that
 * goes to slot i, NOTCHES[i] its notch (0–2, R21).  A value out of range
 * stays out of range (arg[] is clamped, never wrapped), so the rules refuse
 * it. */
TsMove ts_trojhranna_move_arrange (const guint order[3],
                                   const guint notches[3]);
TsMove ts_trojhranna_move_draw    (void);
TsMove ts_trojhranna_move_flip    (int         slot);
TsMove ts_trojhranna_move_place   (TsTriCell   cell,
                                   guint       rot);
/* The cell and rotation of a "place" move; FALSE for any other move (or
 * one whose side or rotation is out of range). */
gboolean ts_trojhranna_move_get_place (const TsMove *move,
                                       TsTriCell    *cell,
                                       guint        *rot);

/* Position text (save_state/load_state): words separated by any white
 * space; CARD is a canonical card name ("RGB"), CELL is "U0,-1"/"D3,2",
 * SEAT is 0-based, "?" stands for a face this position may not show.
 *
 *   trojhranna 1
 *   players N first SEAT
 *   phase memorise|choose|place|over current SEAT|- turn T
 *                  ("-" only when over; T = completed draw/flip turns)
 *   rng STATE      (ts_rng_to_string)
 *   table N        then N × "CELL CARD ROT SEQ", in placement order,
 *                  SEQ equal to the position in the list (0 = start card)
 *   deck N         then N × "CARD|?", top card first
 *   then for every seat S = 0 … players-1:
 *     seat S
 *     dealt 0|3    then that many "CARD|?" (cards not yet arranged in the
 *                  memorisation phase)
 *     reserve N    then N × "CARD|? NOTCH KNOWN SINCE", slot 0 first:
 *                  NOTCH 0–2 (R21), KNOWN a bit mask of the seats that have
 *                  seen the face, SINCE the turn T it entered the reserve
 *     dead N       then N × "CARD"
 *     pending N    then N × "CARD SLOT": penalty cards drawn for S that S
 *                  has not been shown yet, and their reserve slots
 *   flipped none | flipped CARD deck|reserve      (phase place only)
 *   end
 *
 * Positions written before events told the last turn have a "last" entry
 * before "end"; load_state still reads and checks it, then drops it
 * (docs/positions/trojhranna.md).
 *
 * load_state checks every number's range, that the 45 cards are each
 * present once (faces may be "?"), that no two table cards share a cell,
 * that table cells lie within ±45, and that the phase agrees with the rest;
 * otherwise it fails with TS_GAME_ERROR_BAD_STATE and changes nothing. */

typedef enum
{
  TJ_PHASE_MEMORISE,     /* current seat arranges its 3 dealt cards */
  TJ_PHASE_CHOOSE,       /* current seat takes a card: deck or reserve */
  TJ_PHASE_PLACE,        /* current seat places the flipped card */
  TJ_PHASE_OVER,
} TjPhase;

typedef enum
{
  TJ_SOURCE_DECK,
  TJ_SOURCE_RESERVE,
} TjSource;

typedef struct
{
  TsTriCell cell;
  int       card;
  guint8    rot;
  guint8    seq;        /* placement sequence number; start card is 0 */
} TjTableCard;

typedef struct
{
  int    card;          /* TJ_CARD_UNKNOWN in a view that may not see it */
  guint8 notch;         /* orientation mark, R21 */
} TjReserveCard;

/* Events (ts-event.h): what a move did, for the log, the status line and
 * the command line.  SEAT is the player the event is about.  All are
 * public except TJ_EVENT_PENALTY_CARD, which only its recipient sees
 * (spec §7).  "Reveals" marks the events that make their move an undo
 * barrier: something hidden was shown, or a look at hidden cards ended. */
typedef enum
{
  /* SEAT arranged its dealt cards and turned them face down (reveals: the
   * look ends).  No faces: nobody may see them again (R17). */
  TJ_EVENT_MEMORISED = 1,
  /* The start card arg[0] turned face up onto U(0,0), rotation 0 (§4.5;
   * reveals). */
  TJ_EVENT_START_CARD,
  /* SEAT took the top deck card arg[0], shown to all (R3; reveals); arg[1]
   * the cards left in the deck. */
  TJ_EVENT_DRAWN,
  /* SEAT turned over its reserve slot arg[0] (from 0), card arg[1] (R3;
   * reveals); arg[2] the cards left in SEAT's reserve. */
  TJ_EVENT_FLIPPED,
  /* SEAT placed card arg[0] in cell (arg[1], arg[2]) with side and
   * rotation arg[3] (read them with ts_trojhranna_event_get_placed);
   * arg[4] the table card it touches most (the one the words name), or
   * -1. */
  TJ_EVENT_PLACED,
  /* R9: the deck card arg[0] fits nowhere and goes face down into SEAT's
   * reserve, slot arg[1] (the right end, R13). */
  TJ_EVENT_KEPT,
  /* R9: the reserve card arg[0] fits nowhere and goes face up into SEAT's
   * dead row, which then holds arg[1] cards. */
  TJ_EVENT_DEAD,
  /* SEAT completed arg[0] hexagons (R10); every seat of the bit mask
   * arg[1] (SEAT's opponents) takes arg[0] penalty cards (R11). */
  TJ_EVENT_HEXAGONS,
  /* SEAT takes a penalty card (R11, R12) into reserve slot arg[3]:
   * arg[0] a TjPenaltyOrigin; arg[1] the card when it comes from the table
   * (public), else -1; arg[2] the seat whose hexagon it is. */
  TJ_EVENT_PENALTY,
  /* Only SEAT sees it: the face arg[0] of the penalty card it drew from
   * the deck, now in reserve slot arg[1] (R11; reveals). */
  TJ_EVENT_PENALTY_CARD,
  /* The game is over (R14).  arg[0] the bit mask of the winners, arg[1]
   * their penalty points.  Not a barrier: the last placement may be taken
   * back, as nothing hidden bears on it any more. */
  TJ_EVENT_GAME_OVER,
  /* SEAT's final score arg[0] (R15): arg[1] reserve cards, arg[2] dead
   * cards, arg[3] its place from 0 (ties share it, §6). */
  TJ_EVENT_FINAL_SCORE,
} TjEventKind;

typedef enum
{
  TJ_PENALTY_FROM_DECK,
  TJ_PENALTY_FROM_TABLE,
} TjPenaltyOrigin;

/* The card, cell and rotation of a TJ_EVENT_PLACED event; FALSE for any
 * other event. */
gboolean ts_trojhranna_event_get_placed (const TsEvent *event,
                                         int           *card,
                                         TsTriCell     *cell,
                                         guint         *rot);

#define TS_TYPE_TROJHRANNA_GAME (ts_trojhranna_game_get_type ())
G_DECLARE_FINAL_TYPE (TsTrojhrannaGame, ts_trojhranna_game, TS, TROJHRANNA_GAME, TsGame)

TjPhase            ts_trojhranna_game_get_phase        (TsTrojhrannaGame *self);
guint              ts_trojhranna_game_get_deck_size    (TsTrojhrannaGame *self);
guint              ts_trojhranna_game_get_n_table      (TsTrojhrannaGame *self);
const TjTableCard *ts_trojhranna_game_get_table_card   (TsTrojhrannaGame *self,
                                                        guint             index); /* by seq */
int                ts_trojhranna_game_get_card_at      (TsTrojhrannaGame *self,
                                                        TsTriCell         cell,
                                                        guint            *rot);  /* -1 empty */
guint              ts_trojhranna_game_get_reserve_size (TsTrojhrannaGame *self,
                                                        int               seat);
TjReserveCard      ts_trojhranna_game_get_reserve      (TsTrojhrannaGame *self,
                                                        int               seat,
                                                        guint             slot);
guint              ts_trojhranna_game_get_dead_size    (TsTrojhrannaGame *self,
                                                        int               seat);
int                ts_trojhranna_game_get_dead         (TsTrojhrannaGame *self,
                                                        int               seat,
                                                        guint             index);
/* The card flipped this turn (TJ_PHASE_PLACE), or -1. */
int                ts_trojhranna_game_get_flipped      (TsTrojhrannaGame *self,
                                                        TjSource         *source);
/* During TJ_PHASE_MEMORISE: the current seat's dealt cards (UNKNOWN in other
 * seats' views). */
int                ts_trojhranna_game_get_dealt        (TsTrojhrannaGame *self,
                                                        guint             index);
/* Penalty cards drawn from the deck for SEAT that it has not been shown yet
 * (spec §7); visible only in SEAT's own view.  Cleared when SEAT moves. */
guint              ts_trojhranna_game_get_n_pending    (TsTrojhrannaGame *self,
                                                        int               seat);
int                ts_trojhranna_game_get_pending      (TsTrojhrannaGame *self,
                                                        int               seat,
                                                        guint             index);
/* Corners matched by CARD at (cell, rot): 0–3 (spec §3.5). */
guint              ts_trojhranna_game_count_matches    (TsTrojhrannaGame *self,
                                                        int               card,
                                                        TsTriCell         cell,
                                                        guint             rot);
/* Number of hexagons a placement into CELL would complete. */
guint              ts_trojhranna_game_count_hexagons   (TsTrojhrannaGame *self,
                                                        TsTriCell         cell);
/* Bounding box of table cells, for the view to fit. */
void               ts_trojhranna_game_get_extent       (TsTrojhrannaGame *self,
                                                        double           *min_x,
                                                        double           *min_y,
                                                        double           *max_x,
                                                        double           *max_y);

G_END_DECLS
