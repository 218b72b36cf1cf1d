/* trigon-words.h — Rule of Trigon in the words a person reads: places,
 * cards, coins, armies and moves (no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The log (trigon-events.c), the advice (trigon-advice.c) and the board's
 * scene (trigon-scene-text.c) all speak through these, so that a card,
 * a place or a handful of coins is said the same way everywhere: places
 * by the names the map shows, cards by their names in the reader's
 * language, counts with their plurals and without zeros.  The move
 * notation (trigon-notation.c) stays the command line's language.
 * Every text is translated and to be freed unless it is const.
 */
#pragma once

#include "trigon-game.h"

G_BEGIN_DECLS

/* A card (an event kind, or TRG_CARD_TASK) by its name in the reader's
 * language ("Promotion"), and what it does or asks in one line. */
const char *trg_words_card_name   (int                 card);
const char *trg_words_card_rule   (int                 card);
/* The name in quotes, as it stands in a sentence: “Promotion”. */
char       *trg_words_card_quoted (int                 card);
/* "a", "a and b", "a, b and c", "a, b, c and d" (PARTS: strings). */
char       *trg_words_join        (GPtrArray          *parts);
/* "4 copper", "1 silver". */
char       *trg_words_coin        (TrgCoin             coin,
                                   int                 n);
/* "3 copper, 1 silver and 2 gold", the kinds with none left out;
 * "nothing" for none at all. */
char       *trg_words_coins       (int                 copper,
                                   int                 silver,
                                   int                 gold);
/* "3 knights", "1 boat". */
char       *trg_words_figures     (TrgFigure           figure,
                                   int                 n);
/* "3 knights and 1 scout", zeros left out; "no figures" for none. */
char       *trg_words_army        (int                 knights,
                                   int                 scouts,
                                   int                 boats);
/* The battle cards of a TrgBattleCard mask: "“Cavalry” and “Ambush”". */
char       *trg_words_battle_cards (int                mask);
/* A chance to win as a person says it: "you win about 7 times in 10". */
char       *trg_words_win_chance  (double              chance);
/* The same for holding a place: "you hold it about 3 times in 10". */
char       *trg_words_hold_chance (double              chance);
/* MOVE as what to do, in the imperative, for the seat deciding in VIEW
 * ("Found a village on Nieuw Delia", "Attack Pyros from IJzeehaven with
 * 4 knights"); NAMES: one per seat.  No final full stop: a label. */
char       *trg_words_move        (TsTrigonGame       *view,
                                   const TsMove       *move,
                                   const char * const *names);

G_END_DECLS
