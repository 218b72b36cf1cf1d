/* trehgrannik-game.h — Trehgrannik: harvesters building projects on a
 * planet of seven hex parts (spec: ../shared/rules/trehgrannik.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Moves (docs/trehgrannik.md):
 *   take deck | take CARD          a pick of "Add cards" (R10)
 *   use ABILITY                    declare the ready forepart ability (R38)
 *   fee CARD                       the movement fee (R12)
 *   go Q,R                         the destination (R13, R14)
 *   build CARD[+BLOCK] [CARD…]     the construction (R17–R21)
 *   line DIR                       a direction for Intranet / Seismic
 *   slot CARD forepart|center|cargo  where a played card goes (R37)
 *   recycle deck | recycle CARD    Recycler's card (R41)
 *   pass                           no legal action (R46)
 * CARD is a card code of the spec's table (PRD-1 … BLK-10).
 */
#pragma once

#include "ts-game.h"
#include "ts-hex.h"

G_BEGIN_DECLS

#define TG_N_HEXES     133
#define TG_N_CARDS     35     /* card names */
#define TG_N_DECK_MAX  91     /* cards in the game */
#define TG_N_PARTS     7      /* Z, A … F */
#define TG_N_POSITIONS 6      /* outer positions */
#define TG_PART_HEXES  19
#define TG_CARD_UNKNOWN (-1)

typedef enum
{
  TG_PLAINS, TG_ICE, TG_SAND, TG_ROCKS, TG_CRATER, TG_LAKE,
  TG_MOUNTAINS, TG_PAD,
  TG_N_TERRAINS
} TgTerrain;

/* The cargo order of §4.3. */
typedef enum
{
  TG_WHITE, TG_BLUE, TG_YELLOW, TG_GREEN, TG_PURPLE, TG_RED, TG_BLACK,
  TG_N_COLOURS
} TgColour;

typedef enum
{
  TG_TYPE_PRODUCTION, TG_TYPE_GENERATORS, TG_TYPE_LOGISTICS,
  TG_TYPE_LABORATORIES, TG_TYPE_PROTECTION, TG_TYPE_SYSTEMS, TG_TYPE_BLOCKS,
  TG_N_TYPES
} TgCardType;

/* Card ids, in the order of the spec's table §4.2. */
enum
{
  TG_PRD_1, TG_PRD_2, TG_PRD_3, TG_PRD_4, TG_PRD_5, TG_PRD_6, TG_PRD_7,
  TG_GEN_1, TG_GEN_2, TG_GEN_3, TG_GEN_4,
  TG_LOG_1, TG_LOG_2, TG_LOG_3, TG_LOG_4,
  TG_LAB_1, TG_LAB_2, TG_LAB_3,
  TG_PRT_1, TG_PRT_2, TG_PRT_3, TG_PRT_4,
  TG_SYS_1, TG_SYS_2, TG_SYS_3,
  TG_BLK_1, TG_BLK_2, TG_BLK_3, TG_BLK_4, TG_BLK_5,
  TG_BLK_6, TG_BLK_7, TG_BLK_8, TG_BLK_9, TG_BLK_10,
};

typedef enum
{
  TG_COND_ONLY,
  TG_COND_ANY,
  TG_COND_ANY_NEXT_TO,
} TgCondition;

typedef enum
{
  TG_INCOME_PRODUCTION,   /* value per adjacent empty hex of terrain */
  TG_INCOME_GENERATOR,    /* value per adjacent own project */
  TG_INCOME_LOGISTICS,    /* per own project on the terrains of mask */
  TG_INCOME_CARGO_HUB,    /* per own project on the build hex's terrain */
  TG_INCOME_MEDICAL,      /* 2 per adjacent own module */
  TG_INCOME_ENGINEERING,  /* 2 per adjacent own base */
  TG_INCOME_CENTRAL,      /* 3 per own project on a pad neighbour */
  TG_INCOME_INTRANET,     /* R30, needs a direction */
  TG_INCOME_DOME,         /* R31 */
  TG_INCOME_SEISMIC,      /* R32, needs a direction */
  TG_INCOME_EXTERNAL,     /* R33 */
  TG_INCOME_SYSTEMS,      /* R34: taken from opponents */
  TG_INCOME_BLOCK,        /* R35: flat 2, or doubles its target */
} TgIncome;

typedef struct
{
  const char *code;          /* "PRD-1": notation and positions */
  const char *name;          /* N_() */
  guint8      type;          /* TgCardType */
  guint8      colour;        /* TgColour */
  guint8      count;         /* copies in the game */
  guint8      condition;     /* TgCondition */
  guint8      terrains;      /* bit mask of TgTerrain the hex may have */
  gint8       next_to;       /* TG_COND_ANY_NEXT_TO: terrain of a neighbour */
  guint8      income;        /* TgIncome */
  guint8      value;         /* GC per counted item */
  guint8      income_terrains; /* TG_INCOME_PRODUCTION/LOGISTICS: mask */
  gint8       target;        /* a Block's target card, else -1 */
} TgCard;

typedef enum
{
  TG_FORE_QUICK_BASE, TG_FORE_TRIPLE_BASE, TG_FORE_JUMP, TG_FORE_OVERRIDE,
  TG_N_FORE
} TgForeAbility;

typedef enum
{
  TG_MAIN_FREE_DRIVE, TG_MAIN_WIDE_INTAKE, TG_MAIN_CLIMBER, TG_MAIN_RECYCLER,
  TG_N_MAIN
} TgMainAbility;

typedef struct
{
  const char *id;            /* "jump": notation and positions */
  const char *name;          /* N_() */
  const char *description;   /* N_() */
} TgTile;

typedef enum
{
  TG_SLOT_FOREPART, TG_SLOT_CENTER, TG_SLOT_CARGO, TG_N_SLOTS
} TgSlot;

typedef enum
{
  TG_PHASE_TURN,      /* choose the action (or its first decision) */
  TG_PHASE_ADD,       /* further picks of "Add cards" */
  TG_PHASE_MOVE,      /* after "use": the fee, or the destination */
  TG_PHASE_DEST,      /* after the fee: the destination */
  TG_PHASE_BUILD,     /* the construction on the building site */
  TG_PHASE_LINE,      /* a direction for Intranet / Seismic */
  TG_PHASE_SLOT,      /* a slot for each played card */
  TG_PHASE_RECYCLE,   /* Recycler's card */
  TG_PHASE_OVER,
} TgPhase;

typedef enum
{
  TG_MOVE_TAKE = 1,    /* arg0: card, or -1 for the deck */
  TG_MOVE_USE,         /* arg0: TgForeAbility */
  TG_MOVE_FEE,         /* arg0: card */
  TG_MOVE_GO,          /* arg0, arg1: q, r */
  TG_MOVE_BUILD,       /* arg0–2: cards (-1 unused), arg3–5: doubled */
  TG_MOVE_LINE,        /* arg0: TsHexDirection */
  TG_MOVE_SLOT,        /* arg0: card, arg1: TgSlot */
  TG_MOVE_RECYCLE,     /* arg0: card, or -1 for the deck */
  TG_MOVE_PASS,
} TgMoveKind;

typedef enum
{
  TG_END_NONE,
  TG_END_TRIGGER,     /* R43 */
  TG_END_STALL,       /* R44 */
  TG_END_QUIET,       /* issue 12 */
  TG_END_TURNS,       /* issue 12: 300 turns */
} TgEndReason;

typedef enum
{
  TG_PROJECT_NONE, TG_PROJECT_MODULE, TG_PROJECT_BASE
} TgProjectKind;

/* Constant data (trehgrannik-data.c). */
extern const TgCard tg_cards[TG_N_CARDS];
extern const TgTile tg_fore_tiles[TG_N_FORE];
extern const TgTile tg_main_tiles[TG_N_MAIN];
extern const char   tg_terrain_letters[TG_N_TERRAINS + 1];  /* "PISRCLM*" */
/* Terrain letters of each part's 19 local hexes (§3.3), Z first. */
extern const char * const tg_part_terrains[TG_N_PARTS];
extern const char   tg_part_letters[TG_N_PARTS + 1];       /* "ZABCDEF" */
extern const TsHex  tg_part_local[TG_PART_HEXES];
extern const TsHex  tg_position_centres[TG_N_POSITIONS];

int          tg_card_from_code      (const char *code);
const char  *tg_terrain_name        (TgTerrain   terrain);  /* translated */
const char  *tg_colour_name         (TgColour    colour);   /* translated */

/* The board, the same in every arrangement (trehgrannik-map.c). */
int          tg_hex_index           (TsHex       hex);       /* -1 off board */
TsHex        tg_hex_at              (int         index);
int          tg_hex_neighbour       (int         index,
                                     int         dir);       /* -1 off board */
gboolean     tg_hex_is_edge         (int         index);
gboolean     tg_hex_is_pad_neighbour (int        index);

#define TS_TYPE_TREHGRANNIK_GAME (ts_trehgrannik_game_get_type ())
G_DECLARE_FINAL_TYPE (TsTrehgrannikGame, ts_trehgrannik_game, TS, TREHGRANNIK_GAME, TsGame)

/* Accessors for tests, the command line and a future board. */
TgPhase      ts_trehgrannik_game_get_phase       (TsTrehgrannikGame *self);
TgTerrain    ts_trehgrannik_game_get_terrain     (TsTrehgrannikGame *self,
                                                  TsHex              hex);
/* The mountain group of a Mountains hex (0 …), else -1. */
int          ts_trehgrannik_game_get_mountain_group (TsTrehgrannikGame *self,
                                                  TsHex              hex);
TgProjectKind ts_trehgrannik_game_get_project    (TsTrehgrannikGame *self,
                                                  TsHex              hex,
                                                  int               *owner);
int          ts_trehgrannik_game_get_gc          (TsTrehgrannikGame *self,
                                                  int                seat);
/* Copies of CARD in SEAT's hand (0 when the hand is hidden). */
guint        ts_trehgrannik_game_get_hand_count  (TsTrehgrannikGame *self,
                                                  int                seat,
                                                  int                card);
guint        ts_trehgrannik_game_get_hand_size   (TsTrehgrannikGame *self,
                                                  int                seat);
guint        ts_trehgrannik_game_get_market_count (TsTrehgrannikGame *self,
                                                  int                card);
guint        ts_trehgrannik_game_get_market_stacks (TsTrehgrannikGame *self);
guint        ts_trehgrannik_game_get_deck_size   (TsTrehgrannikGame *self);
/* The deck card I from the top (0 = top), or TG_CARD_UNKNOWN. */
int          ts_trehgrannik_game_get_deck_card   (TsTrehgrannikGame *self,
                                                  guint              i);
guint        ts_trehgrannik_game_get_slot_count  (TsTrehgrannikGame *self,
                                                  int                seat,
                                                  TgSlot             slot,
                                                  int                card); /* -1: all */
guint        ts_trehgrannik_game_get_slot_capacity (TsTrehgrannikGame *self,
                                                  TgSlot             slot);
guint        ts_trehgrannik_game_get_supply      (TsTrehgrannikGame *self,
                                                  int                seat,
                                                  TgProjectKind      kind);
guint        ts_trehgrannik_game_get_built       (TsTrehgrannikGame *self,
                                                  int                seat);
TsHex        ts_trehgrannik_game_get_harvester   (TsTrehgrannikGame *self,
                                                  int                seat);
TgForeAbility ts_trehgrannik_game_get_fore       (TsTrehgrannikGame *self,
                                                  int                seat);
TgMainAbility ts_trehgrannik_game_get_main       (TsTrehgrannikGame *self,
                                                  int                seat);
/* Production cards boxed at setup (all unknown to every view). */
guint        ts_trehgrannik_game_get_box_production (TsTrehgrannikGame *self);
/* Forepart cards boxed after an ability (public), of CARD or -1 for all. */
guint        ts_trehgrannik_game_get_box_forepart (TsTrehgrannikGame *self,
                                                  int                card);
/* The cargo bonus SEAT would score now (R47). */
int          ts_trehgrannik_game_get_cargo_bonus (TsTrehgrannikGame *self,
                                                  int                seat);
/* Cards of the construction in progress not yet in a slot. */
guint        ts_trehgrannik_game_get_n_pending   (TsTrehgrannikGame *self);
/* The protection card whose line is chosen now (TG_PHASE_LINE), or -1. */
int          ts_trehgrannik_game_get_line_card   (TsTrehgrannikGame *self);
/* The seat that triggered the end (R43), or -1. */
int          ts_trehgrannik_game_get_trigger     (TsTrehgrannikGame *self);
guint        ts_trehgrannik_game_get_turn        (TsTrehgrannikGame *self);
/* Why a finished game ended (TG_END_NONE while it goes on). */
TgEndReason  ts_trehgrannik_game_get_end_reason  (TsTrehgrannikGame *self);

/* Hexes the harvester of the current seat may reach now (R13, R14 with
 * JUMP), before the construction check; returns how many it wrote. */
guint        ts_trehgrannik_game_reachable       (TsTrehgrannikGame *self,
                                                  gboolean           jump,
                                                  TsHex             *out,
                                                  guint              max_out);

/* Scenario set-up for tests and tutorials (no rule checks): they edit the
 * state of a game between moves, as a position text could. */
void         ts_trehgrannik_game_set_project     (TsTrehgrannikGame *self,
                                                  TsHex              hex,
                                                  int                owner,
                                                  TgProjectKind      kind);
/* Moves cards so that SEAT's hand is exactly CARDS (N of them); cards
 * come from (and go back to) the deck, then the box of Production cards. */
gboolean     ts_trehgrannik_game_set_hand        (TsTrehgrannikGame *self,
                                                  int                seat,
                                                  const int         *cards,
                                                  guint              n);
void         ts_trehgrannik_game_set_gc          (TsTrehgrannikGame *self,
                                                  int                seat,
                                                  int                gc);
/* Puts CARDS (N, top first) on top of the deck, taking them out of the
 * deck below or out of the market; FALSE if a card is not there. */
gboolean     ts_trehgrannik_game_set_deck_top    (TsTrehgrannikGame *self,
                                                  const int         *cards,
                                                  guint              n);
/* Makes the market exactly CARDS (N), exchanging with the deck. */
gboolean     ts_trehgrannik_game_set_market      (TsTrehgrannikGame *self,
                                                  const int         *cards,
                                                  guint              n);
void         ts_trehgrannik_game_set_harvester   (TsTrehgrannikGame *self,
                                                  int                seat,
                                                  TsHex              hex);
void         ts_trehgrannik_game_set_supply      (TsTrehgrannikGame *self,
                                                  int                seat,
                                                  guint              modules,
                                                  guint              bases);
/* Gives SEAT these tiles (swapping with the seat that holds them). */
void         ts_trehgrannik_game_set_tiles       (TsTrehgrannikGame *self,
                                                  int                seat,
                                                  TgForeAbility      fore,
                                                  TgMainAbility      main_part);
/* Fills SLOT of SEAT with N cards taken from the deck (any names). */
gboolean     ts_trehgrannik_game_fill_slot       (TsTrehgrannikGame *self,
                                                  int                seat,
                                                  TgSlot             slot,
                                                  guint              n);
/* Lays out the market from the deck (R5, as at setup S5). */
void         ts_trehgrannik_game_refill_market   (TsTrehgrannikGame *self);
/* Puts N copies of CARD into SEAT's cargo, taken from the deck or the box. */
gboolean     ts_trehgrannik_game_add_cargo       (TsTrehgrannikGame *self,
                                                  int                seat,
                                                  int                card,
                                                  guint              n);

/* Move constructors. */
TsMove ts_trehgrannik_move_take    (int card);       /* -1: deck */
TsMove ts_trehgrannik_move_use     (TgForeAbility ability);
TsMove ts_trehgrannik_move_fee     (int card);
TsMove ts_trehgrannik_move_go      (TsHex hex);
TsMove ts_trehgrannik_move_build   (const int *cards,
                                    const gboolean *doubled,
                                    guint n);
TsMove ts_trehgrannik_move_line    (TsHexDirection dir);
TsMove ts_trehgrannik_move_slot    (int card, TgSlot slot);
TsMove ts_trehgrannik_move_recycle (int card);
TsMove ts_trehgrannik_move_pass    (void);

G_END_DECLS
