/* trigon-scene.h — what the Rule of Trigon board shows and what input
 * means, without GTK
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The scene is a plain struct the board fills from the match (the view,
 * the legal moves, the seats' names) and the input changes: the keyboard
 * cursor, the position under the pointer, the selected position and the
 * army to send from it, and the hand card whose targets are listed.
 * None of that reaches the match until it makes a whole legal move.
 * docs/trigon-board.md describes it; tests/test-scene-trigon.c tests it
 * without a display.
 */
#pragma once

#include "trigon-game.h"

G_BEGIN_DECLS

/* The map's content units (spec §4.6). */
#define TRG_MAP_WIDTH  1000.0
#define TRG_MAP_HEIGHT 750.0
/* The smallest text on the map, in pixels, at any window size. */
#define TRG_MIN_TEXT_PX 9.0
/* How far from a position's centre a click still hits it. */
#define TRG_MAP_HIT_RADIUS 34.0

typedef enum
{
  TRG_SCENE_NOTHING,   /* nothing to show */
  TRG_SCENE_BELL,      /* not possible now: ring the bell */
  TRG_SCENE_CHANGED,   /* the picture or the prompt changed, no move */
  TRG_SCENE_MOVE,      /* a move to choose (the result's MOVE) */
} TrgSceneResult;

typedef enum
{
  TRG_STEP_NONE,       /* not the viewer's decision (or no match) */
  TRG_STEP_ACTION,     /* the viewer's turn */
  TRG_STEP_CHOICE,     /* another decision: one of the choices */
  TRG_STEP_OVER,
} TrgStep;

/* The panel's buttons that are one move each. */
typedef enum
{
  TRG_BUTTON_EXCHANGE_COPPER,  /* 3 copper → 1 silver */
  TRG_BUTTON_EXCHANGE_SILVER,  /* 3 silver → 1 gold */
  TRG_BUTTON_BUY_TASK,
  TRG_BUTTON_BUY_EVENT,
  TRG_BUTTON_BUILD_KNIGHT,     /* at the selected site */
  TRG_BUTTON_BUILD_SCOUT,
  TRG_BUTTON_BUILD_BOAT,
  TRG_BUTTON_FOUND,            /* at the selected site */
  TRG_BUTTON_CROWN,
  TRG_BUTTON_END,
  TRG_N_BUTTONS
} TrgButton;

/* One answer of a prompt, or one play of a card. */
typedef struct
{
  TsMove  move;
  char   *label;       /* a sentence, translated */
  int     position;    /* the map position it names, or TRG_NONE */
} TrgChoice;

/* Where the selected army may go. */
typedef struct
{
  gboolean reachable;  /* a step or voyage of the army goes there */
  gboolean sail;       /* by boat */
  gboolean attack;     /* another seat stands there */
  int      att_dice;   /* R45/R46 without cards, at most 5 */
  int      def_dice;
  double   chance;     /* the attacker's chance to win (§10.2) */
} TrgTarget;

#define TRG_SCENE_MAX_CHOICES 64

typedef struct
{
  /* Set by trg_scene_update (). */
  TsTrigonGame *view;                  /* owned; NULL without a match */
  int           viewer;
  gboolean      can_act;
  GArray       *moves;                 /* of TsMove, owned */
  guint         n_seats;
  char         *names[TS_MAX_SEATS];
  guint32       rgb[TS_MAX_SEATS];     /* each seat's realm colour */
  int           seat;                  /* the seat deciding now, or -1 */
  TrgPhase      phase;
  TrgStep       step;

  /* The choices of the prompt (TRG_STEP_CHOICE) or of the card being
   * played (CARD). */
  TrgChoice     choices[TRG_SCENE_MAX_CHOICES];
  guint         n_choices;
  guint         n_more_choices;        /* legal answers left out of the list */

  /* Input. */
  int           selected;              /* a position, or TRG_NONE */
  int           army[TRG_N_FIGURES];   /* wanted counts; -1: all */
  TrgTarget     targets[TRG_N_POSITIONS];
  int           card;                  /* a hand card (code) whose plays are listed, or TRG_NONE */
  int           cursor;                /* a position */
  int           hover;                 /* a position, or TRG_NONE */
  gboolean      auto_losses;           /* R50: "choose my losses automatically" */
  gboolean      confirm_end;           /* End turn was pressed with scouts unused:
                                        * pressed again, it ends the turn */
  guint         shown_round;           /* the turn the input is of */
  int           shown_active;
} TrgScene;

void            trg_scene_init            (TrgScene       *scene);
void            trg_scene_clear           (TrgScene       *scene);
/* Takes the state to show: VIEW (NULL: none; a ref is taken), the viewer,
 * whether it may act and its legal MOVES (may be NULL), the seats' NAMES
 * (N_SEATS).  Input that no longer fits is forgotten. */
void            trg_scene_update          (TrgScene       *scene,
                                           TsGame         *view,
                                           int             viewer,
                                           gboolean        can_act,
                                           const GArray   *moves,
                                           guint           n_seats,
                                           const char * const *names);
/* Forgets the selection, the army, the card and the hover. */
void            trg_scene_reset_input     (TrgScene       *scene);


/* Positions. */
/* Whether a click on POSITION does something now. */
gboolean        trg_scene_position_legal  (const TrgScene *scene,
                                           int             position);
/* The viewer's figures at the selected position that the army may use. */
int             trg_scene_army_available  (const TrgScene *scene,
                                           TrgFigure       figure);
/* The army that would go (the wanted counts, limited to what is there). */
int             trg_scene_army_count      (const TrgScene *scene,
                                           TrgFigure       figure);
/* The threat to the viewer's SITE: the knights and scouts of other seats
 * one land step away (the village overview shows it). */
int             trg_scene_threat          (const TrgScene *scene,
                                           int             site);

/* Input.  Each returns what happened; with TRG_SCENE_MOVE, *MOVE. */
TrgSceneResult  trg_scene_click_position  (TrgScene       *scene,
                                           int             position,
                                           TsMove         *move);
TrgSceneResult  trg_scene_choose          (TrgScene       *scene,
                                           guint           index,
                                           TsMove         *move);
/* A hand card (event kind, or TRG_CARD_TASK): in the action step its
 * plays; when a swap is answered or Spionage takes, the card. */
TrgSceneResult  trg_scene_click_card      (TrgScene       *scene,
                                           int             card,
                                           TsMove         *move);
TrgSceneResult  trg_scene_set_army        (TrgScene       *scene,
                                           TrgFigure       figure,
                                           int             count);
TrgSceneResult  trg_scene_button          (TrgScene       *scene,
                                           TrgButton       button,
                                           TsMove         *move);
/* Whether BUTTON's move is legal now; if not, why (to be freed; NULL
 * when the button does not apply at all, e.g. not the viewer's turn). */
gboolean        trg_scene_button_legal    (const TrgScene *scene,
                                           TrgButton       button,
                                           char          **reason);
/* The viewer's scouts standing unused on empty sites: End turn asks
 * first when there are some (the first press sets confirm_end and the
 * prompt asks; a second press ends the turn; anything else forgets it). */
guint           trg_scene_unused_scouts   (const TrgScene *scene);
/* A coin trade offer and a blind swap: the move and whether it is legal,
 * with the reason when not. */
gboolean        trg_scene_offer           (const TrgScene *scene,
                                           int             seat,
                                           const guint8    give[TRG_N_COINS],
                                           const guint8    get[TRG_N_COINS],
                                           TsMove         *move,
                                           char          **reason);
gboolean        trg_scene_swap            (const TrgScene *scene,
                                           int             seat,
                                           int             card,
                                           TsMove         *move,
                                           char          **reason);
/* The move the scene makes by itself now: with auto_losses, a battle loss
 * of the viewer is R50's automatic choice.  FALSE if none. */
gboolean        trg_scene_planned_move    (const TrgScene *scene,
                                           TsMove         *move);
/* Escape: the card's list, then the selection. */
TrgSceneResult  trg_scene_cancel          (TrgScene       *scene);

/* Keyboard. */
TrgSceneResult  trg_scene_move_cursor     (TrgScene       *scene,
                                           int             dx,
                                           int             dy);
/* Enter on the map: a click at the cursor. */
TrgSceneResult  trg_scene_activate        (TrgScene       *scene,
                                           TsMove         *move);
TrgSceneResult  trg_scene_jump_legal      (TrgScene       *scene,
                                           int             dir);
gboolean        trg_scene_set_hover       (TrgScene       *scene,
                                           int             position);

/* Texts, translated (to be freed). */
char           *trg_scene_prompt          (const TrgScene *scene);
char           *trg_scene_describe_position (const TrgScene *scene,
                                           int             position);
/* MOVE in words for the viewer ("Send 3 knights from Psör to Delishaven"). */
char           *trg_scene_move_label      (const TrgScene *scene,
                                           const TsMove   *move);
/* The battle now in two lines (who attacks where with what, the dice,
 * the cards played, the last roll), or NULL. */
char           *trg_scene_battle_text     (const TrgScene *scene);
/* A hand card's name, and its rule in a line. */
const char     *trg_card_title            (int             card);
const char     *trg_card_rule             (int             card);

/* Geometry, in content units. */
void            trg_position_point        (int             position,
                                           double         *x,
                                           double         *y);
/* The position at (X, Y), or TRG_NONE. */
int             trg_position_at           (double          x,
                                           double          y);

G_END_DECLS
