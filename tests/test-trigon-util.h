/* test-trigon-util.h — what the Rule of Trigon tests share: games,
 * scenario positions built through the public setters, moves that must
 * succeed or fail
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "test-util.h"
#include "ts-game.h"
#include "trigon-game.h"

G_BEGIN_DECLS

#define TG(g) TS_TRIGON_GAME (g)

enum { GREEN = TRG_REALM_NOORLAND, PURPLE = TRG_REALM_LUMOS, YELLOW = TRG_REALM_CALMANIA, WHITE = TRG_REALM_KALLAND };

static const int GP[] = { GREEN, PURPLE };

int P (const char *id);
TsSetup * setup_for (guint n, const int *realms, guint64 seed);
TsGame * new_game (guint n, const int *realms, guint64 seed);
TsGame * scenario (guint n, const int *realms, int seat);
TsGame * scenario_from (TsSetup *setup, int seat);
void put_capital (TsGame *game, int seat, int inhabitants);
void put_settlement (TsGame *game, int seat, int site, int card, int inhabitants, gboolean city);
int card_of_kind (TsGame *game, int kind);
int card_any (TsGame *game);
void put_figures (TsGame *game, int seat, int pos, TrgFigure figure, int n);
void give_coins (TsGame *game, int seat, int copper, int silver, int gold);
void stack_event (TsGame *game, int kind);
void stack_task (TsGame *game, int task);
void deal_event (TsGame *game, int seat, int kind);
void deal_task (TsGame *game, int seat, int task);
void force (TsGame *game, const char *dice);
void play (TsGame *game, TsMove move);
void refused (TsGame *game, TsMove move);
gboolean listed (TsGame *game, TsMove move);
GArray * record (TsGame *game);
guint count_events (GArray *events, int kind);
const TsEvent * nth_event (GArray *events, int kind, guint nth);

#define SCORE(g, s) ts_game_get_score ((g), (s))
#define COINS(g, s, c) ts_trigon_game_get_coins (TG (g), (s), (c))
#define KNIGHTS(g, p) ts_trigon_game_count_figures (TG (g), P (p), TRG_FIG_KNIGHT)
#define INH(g, p) ts_trigon_game_get_inhabitants (TG (g), P (p))

G_END_DECLS
