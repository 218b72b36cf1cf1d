/* trigon-panel-private.h — what the files of the Rule of Trigon panel
 * share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The panel (TsTrigonPanel, trigon-board-private.h) is one widget in four
 * files:
 *   trigon-panel.c         the template, the prompt and its choices, the
 *                          selected position, the treasury and the bank,
 *                          the update and the parts for tests
 *   trigon-panel-lists.c   the hand, the cards to pick, the village
 *                          overview: lists rebuilt only when they change
 *   trigon-panel-seats.c   a block per seat in action order
 *   trigon-panel-trade.c   the trade and blind-swap composers
 * Nothing outside them includes this header.
 */
#pragma once

#include "trigon-board-private.h"
#include "trigon-words.h"
#include "ts-prompt-panel.h"

G_BEGIN_DECLS

/* trigon-panel-trade.c: the composers fill two boxes of the template and
 * act through the board's actions (board.offer, board.swap); what they
 * send is checked by the scene (trg_scene_offer, trg_scene_swap) while it
 * is composed. */
typedef struct _TrgTrade TrgTrade;

/* Fills TRADE_BOX (the coin offer) and SWAP_BOX (the blind swap). */
TrgTrade  *trg_trade_new               (GtkWidget      *trade_box,
                                        GtkWidget      *swap_box);
void       trg_trade_free              (TrgTrade       *trade);
/* Takes the targets, the ranges and the legality from SCENE, which must
 * stay alive until the next update (the board owns it). */
void       trg_trade_update            (TrgTrade       *trade,
                                        const TrgScene *scene);
/* Forgets SCENE (the board is going away). */
void       trg_trade_forget_scene      (TrgTrade       *trade);
GtkWidget *trg_trade_get_offer_button  (TrgTrade       *trade);
GtkWidget *trg_trade_get_swap_button   (TrgTrade       *trade);

/* The panel */

typedef struct
{
  GtkWidget *cell;     /* the button and its reason */
  GtkWidget *button;
  GtkWidget *title;
  GtkWidget *reason;
} ButtonRow;

typedef struct
{
  GtkWidget *panel;    /* TsSeatPanel */
  GtkWidget *disc;     /* the realm colour */
  GtkWidget *realm_label;
  GtkWidget *back;     /* the hand as backs, with a count */
  guint32    rgb;      /* the colour shown, with bit 24 set; 0: none yet */
} SeatBlock;

struct _TsTrigonPanel
{
  GtkWidget       parent_instance;

  /* The template. */
  GtkWidget      *panel_box;  /* the template's child: fixed top, scrolled rest */
  GtkWidget      *scroller;
  GtkWidget      *action_box;
  GtkWidget      *content;
  GtkWidget      *prompt_label;
  GtkWidget      *battle_section;
  GtkWidget      *battle_label;
  GtkWidget      *choices_section;
  GtkWidget      *choices_box;
  GtkWidget      *more_label;
  GtkWidget      *cancel_button;
  GtkWidget      *selected_section;
  GtkWidget      *selected_label;
  GtkWidget      *army_title;
  GtkWidget      *army_grid;
  GtkWidget      *build_box;
  GtkWidget      *treasury_section;
  GtkWidget      *coins_label;
  GtkWidget      *bank_label;
  GtkWidget      *bank_box;
  GtkWidget      *pick_section;
  GtkWidget      *pick_title;
  GtkWidget      *pick_list;
  GtkWidget      *hand_section;
  GtkWidget      *hand_title;
  GtkWidget      *hand_list;
  GtkWidget      *hand_empty;
  GtkWidget      *done_label;
  GtkWidget      *trade_expander;
  GtkWidget      *trade_box;
  GtkWidget      *swap_expander;
  GtkWidget      *swap_box;
  GtkWidget      *overview_expander;
  GtkWidget      *overview_list;
  GtkWidget      *overview_total;
  GtkWidget      *auto_losses_check;
  GtkWidget      *players_title;
  GtkWidget      *seats_box;
  GtkWidget      *log_expander;
  GtkWidget      *log_view;

  /* Made in code. */
  ButtonRow       buttons[TRG_N_BUTTONS];
  GtkWidget      *build_grid;
  GtkWidget      *bank_grid;
  GtkWidget      *army_label[TRG_N_FIGURES];
  GtkWidget      *army_spin[TRG_N_FIGURES];
  GtkWidget      *prompt_panel;   /* TsPromptPanel, in choices_box */
  GtkWidget      *hand_rows[TRG_N_CARD_CODES];     /* the viewer's cards */
  GtkWidget      *hand_buttons[TRG_N_CARD_CODES];  /* Play, Give */
  GtkWidget      *pick_buttons[TRG_N_CARD_CODES];
  SeatBlock       seats[TS_MAX_SEATS];
  guint           n_seats;
  int             order[TS_MAX_SEATS];
  TrgTrade       *trade;

  /* What the lists show now, to rebuild them only on a change. */
  char           *hand_key;
  char           *pick_key;
  char           *overview_key;

  const TrgScene *scene;     /* the board's, alive until the next update */
  TsTable        *table;     /* not owned */
  gboolean        updating;  /* setting values: no actions */
};


/* trigon-panel.c: helpers the files share. */
extern const char * const trg_panel_coin_colours[TRG_N_COINS];
gboolean   trg_panel_viewer_seated    (const TrgScene *scene);
/* Stores KEY (taken) in *FIELD; TRUE when it differs from what was there. */
gboolean   trg_panel_key_changed      (char          **field,
                                       char           *key);
/* Removes every child of a GtkBox or a GtkListBox. */
void       trg_panel_clear_box        (GtkWidget      *box);
/* A wrapped label, dim and small when DIM. */
GtkWidget *trg_panel_new_label        (const char     *text,
                                       gboolean        dim);
/* "3 copper", "1 silver" (to be freed). */
char      *trg_panel_coin_words       (TrgCoin         coin,
                                       guint           n);
/* "3 copper and 1 gold", the kinds with none left out (to be freed). */
char      *trg_panel_coins_text       (const guint     coins[TRG_N_COINS]);
/* Every kind with a coloured dot before it, as markup. */
char      *trg_panel_coins_markup     (const guint     coins[TRG_N_COINS]);
void       trg_panel_seat_coins       (const TrgScene *scene,
                                       int             seat,
                                       guint           coins[TRG_N_COINS]);

/* trigon-panel-lists.c */
void       trg_panel_update_hand      (TsTrigonPanel  *self,
                                       const TrgScene *scene);
void       trg_panel_update_pick      (TsTrigonPanel  *self,
                                       const TrgScene *scene);
void       trg_panel_update_overview  (TsTrigonPanel  *self,
                                       const TrgScene *scene);

/* trigon-panel-seats.c */
void       trg_panel_set_seats        (TsTrigonPanel  *self,
                                       guint           n);
void       trg_panel_update_seats     (TsTrigonPanel  *self,
                                       const TrgScene *scene);

G_END_DECLS
