/* trigon-data.h — Rule of Trigon as data: the map (spec §4), the figures
 * and costs (§2.2), the cards (§3)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Constant tables, shared by every game and never copied by the search.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TG_NONE (-1)

/* §1: four realms, one per colour. */
#define TG_N_REALMS 4
typedef enum
{
  TG_REALM_NOORLAND,   /* green */
  TG_REALM_LUMOS,      /* purple */
  TG_REALM_CALMANIA,   /* yellow */
  TG_REALM_KALLAND,    /* white */
} TgRealm;

/* §4.1 */
typedef enum
{
  TG_WATER_NONE = -1,
  TG_WATER_GO,         /* Grote Oceaan */
  TG_WATER_BC,         /* Binnenzee van Cal */
  TG_WATER_IJ,         /* IJzee */
} TgWater;

/* §4: positions are the 32 sites (N1–N8, L1–L8, C1–C8, K1–K8, in that
 * order: site = realm · 8 + number − 1), then the 8 fords. */
#define TG_SITES_PER_REALM 8
#define TG_N_SITES 32
#define TG_N_FORDS 8
#define TG_N_POSITIONS (TG_N_SITES + TG_N_FORDS)
#define TG_N_PATHS 43
#define TG_N_ROADS 35
#define TG_N_ROUTES 10
#define TG_N_HARBOURS 11
/* The most land neighbours a position has (N1 has 3, K1 has 4, …). */
#define TG_MAX_LAND_NEIGHBOURS 6
#define TG_MAX_SEA_NEIGHBOURS 4

typedef struct
{
  const char *id;        /* "N1" */
  const char *name;      /* proper name, not translated */
  gint8       realm;     /* TgRealm */
  gint8       capital;   /* boolean */
  gint8       water;     /* TgWater of its harbour, or TG_WATER_NONE */
  gint16      x, y;
} TgSite;

typedef struct
{
  gint8  a, b;           /* sites */
  gint8  ford;           /* position of its ford, or TG_NONE for a road */
} TgPath;

typedef struct
{
  const char *id;        /* "F-N1-N7" */
  gint8       path;      /* index into tg_paths */
  gint8       realm;     /* TgRealm, or TG_NONE across a border (G58) */
  gint16      x, y;
} TgFord;

typedef struct
{
  gint8 a, b;            /* harbour sites */
  gint8 water;           /* TgWater */
} TgRoute;

extern const TgSite  tg_sites[TG_N_SITES];
extern const TgPath  tg_paths[TG_N_PATHS];
extern const TgFord  tg_fords[TG_N_FORDS];
extern const TgRoute tg_routes[TG_N_ROUTES];

/* Land neighbours of POSITION (R37), ended by TG_NONE; and the sea routes
 * that leave a harbour site (R38), as route indices, ended by TG_NONE. */
const gint8 *tg_land_neighbours (int position);
const gint8 *tg_sea_routes      (int site);
/* The other end of ROUTE from SITE. */
int          tg_route_other     (int route,
                                 int site);
/* The realm a position lies in: a site's realm, or a ford's (TG_NONE on a
 * border, R67). */
int          tg_position_realm  (int position);
/* "N1", "F-C4-C2" */
const char  *tg_position_id     (int position);
int          tg_position_from_id (const char *id);
static inline gboolean
tg_position_is_site (int position)
{
  return position >= 0 && position < TG_N_SITES;
}
static inline gboolean
tg_site_is_harbour (int position)
{
  return tg_position_is_site (position) && tg_sites[position].water != TG_WATER_NONE;
}
static inline int
tg_capital_of_realm (int realm)
{
  return realm * TG_SITES_PER_REALM;
}

/* ------------------------------------------------------------------ */
/* §2.2 Figures and costs                                              */

typedef enum
{
  TG_FIG_KNIGHT,
  TG_FIG_SCOUT,
  TG_FIG_BOAT,
  TG_N_FIGURES
} TgFigure;

typedef enum
{
  TG_COPPER,
  TG_SILVER,
  TG_GOLD,
  TG_N_COINS
} TgCoin;

#define TG_SCOUT_LIMIT 3
#define TG_BOAT_LIMIT 5
#define TG_TOKEN_LIMIT 10
#define TG_BANK_COINS 50
#define TG_CAPACITY 5
#define TG_MAX_DICE 5
#define TG_BOAT_PASSENGERS 5
#define TG_START_KNIGHTS 5
#define TG_START_SCOUTS 1
#define TG_REALM_POINTS 8
#define TG_REALM_KNIGHTS 8
#define TG_PALACE_POINTS 3
#define TG_PALACE_DICE 3
#define TG_EXCHANGE_RATE 3
#define TG_MAX_OFFERS 3

/* Cost in coins of each figure (R27–R29), of cards (R34). */
extern const guint8 tg_figure_cost[TG_N_FIGURES][TG_N_COINS];
/* Inhabitants a settlement must have to pay for the figure (R27, R28);
 * 0 for a boat, which costs none. */
extern const guint8 tg_figure_min_inhabitants[TG_N_FIGURES];
extern const guint8 tg_figure_attack[TG_N_FIGURES];
extern const guint8 tg_figure_defence[TG_N_FIGURES];
#define TG_SETTLEMENT_DEFENCE 2
#define TG_TASK_COST_GOLD 1
#define TG_EVENT_COST_COPPER 1

/* Copper-equivalent of one coin of each kind (§2.4). */
extern const guint8 tg_coin_value[TG_N_COINS];

/* ------------------------------------------------------------------ */
/* §3.1 Event cards                                                    */

/* The four categories, which are also the colours of the protection
 * cards (R60). */
typedef enum
{
  TG_CAT_KRIJGSKUNST,    /* green */
  TG_CAT_HANDEL,         /* purple */
  TG_CAT_BOUW,           /* yellow */
  TG_CAT_ONTWIKKELING,   /* white */
  TG_N_EVENT_CATEGORIES
} TgEventCategory;

typedef enum
{
  TG_E_MOORDENAAR, TG_E_BOOGSCHUTTERS, TG_E_PROMOTIE, TG_E_WACHTTOREN,
  TG_E_DRAKEN, TG_E_STRIJD, TG_E_KERKER, TG_E_KAPITEIN, TG_E_VLUCHTEN,
  TG_E_OVERLOPER, TG_E_CAVALERIE, TG_E_VERDEDIGINGSTOREN, TG_E_HINDERLAAG,
  TG_E_ROVERS, TG_E_ERTSHOEVE, TG_E_ZILVERDIEVEN, TG_E_ZILVERVLOOT,
  TG_E_CRIMINALITEIT, TG_E_SCHATZOEKERS, TG_E_HEBZUCHT, TG_E_CRISIS,
  TG_E_RAADHUIS, TG_E_AMBASSADEUR, TG_E_HEERSER, TG_E_KOOPMAN, TG_E_WINST,
  TG_E_VOORSPOED, TG_E_AMBACHTSGILDE, TG_E_DIEFSTAL, TG_E_WINTER,
  TG_E_VLIJTIGE_ONDERDAAN, TG_E_AARDBEVING, TG_E_GRILLEN, TG_E_TENTOONSTELLING,
  TG_E_HOFNAR, TG_E_INTRIGE, TG_E_OVERSTROMING, TG_E_BRAND, TG_E_GEBOORTEGOLF,
  TG_E_GOEDE_OOGST, TG_E_ZIEKTE, TG_E_METEORIETEN, TG_E_SLOT,
  TG_E_BURGEMEESTER, TG_E_SPIONAGE, TG_E_ONTDEKKINGSREIZIGER,
  TG_N_EVENT_KINDS
} TgEventKind;

#define TG_N_EVENT_CARDS 82
#define TG_N_NEGATIVE_CARDS 36

typedef enum
{
  TG_TIME_IMM      = 1 << 0,   /* on purchase (every negative card) */
  TG_TIME_OWN      = 1 << 1,   /* in its owner's turn */
  TG_TIME_BATTLE_A = 1 << 2,   /* pre-battle window, attacking */
  TG_TIME_BATTLE_D = 1 << 3,   /* pre-battle window, defending */
  TG_TIME_REACT    = 1 << 4,   /* as a protection reaction (R60) */
  TG_TIME_STAYS    = 1 << 5,   /* stays face up once played */
} TgTiming;

typedef struct
{
  const char *id;        /* "E01" */
  const char *name;      /* N_(), English */
  const char *dutch;     /* the card's own name, not translated */
  guint8      category;  /* TgEventCategory */
  guint8      count;
  guint8      negative;
  guint8      timing;    /* TgTiming */
  const char *effect;    /* N_(), one line */
} TgEventInfo;

extern const TgEventInfo tg_events[TG_N_EVENT_KINDS];

/* ------------------------------------------------------------------ */
/* §3.2 Task cards                                                     */

typedef enum
{
  TG_TCAT_KRIJGSKUNST,
  TG_TCAT_HANDEL,
  TG_TCAT_BOUW,
  TG_TCAT_ONTWIKKELING,
  TG_TCAT_MAGIE,
  TG_TCAT_TRANSPORT,
  TG_TCAT_NATUUR,
  TG_N_TASK_CATEGORIES
} TgTaskCategory;

#define TG_N_TASKS 27

/* What a Krijgskunst task names (param). */
enum { TG_KILL_KNIGHT, TG_KILL_SCOUT, TG_KILL_BOAT, TG_CONQUER };
/* What a Handel task names: a coin kind, or a swap. */
#define TG_TRADE_SWAP TG_N_COINS
/* What a Bouw task names. */
enum { TG_BUILD_BOAT, TG_BUILD_FLEET, TG_BUILD_SCOUT, TG_TRAIN_FIVE };

typedef struct
{
  const char *id;        /* "O01" */
  const char *dutch;     /* the card's title, not translated */
  const char *name;      /* N_(), English */
  guint8      category;  /* TgTaskCategory */
  guint8      points;
  guint8      param;     /* see above; a realm; a mask of task categories
                          * (Natuur); unused for Magie */
  guint8      events[3]; /* Magie: the event kinds that complete it
                          * (TG_N_EVENT_KINDS: none) */
} TgTaskInfo;

extern const TgTaskInfo tg_tasks[TG_N_TASKS];

/* ------------------------------------------------------------------ */
/* §3.3 Village cards                                                  */

#define TG_N_VILLAGE_CARDS 50
#define TG_N_VILLAGE_DECK 46
#define TG_N_VILLAGE_KINDS 7

typedef struct
{
  const char *name;           /* N_() */
  guint8      first, count;   /* card indices first … first + count − 1 */
  guint8      village[TG_N_COINS];
  guint8      village_births;
  guint8      city[TG_N_COINS];
  guint8      city_births;
  guint8      bonus[TG_N_FIGURES];  /* one-off city bonus */
} TgVillageKind;

extern const TgVillageKind tg_village_kinds[TG_N_VILLAGE_KINDS];
/* The proper names of the four capital cards V01–V04 (by realm). */
extern const char * const tg_capital_card_names[TG_N_REALMS];

/* The kind of village card CARD (0–49: V01–V50). */
const TgVillageKind *tg_village_kind (int card);
static inline gboolean
tg_card_is_capital (int card)
{
  return card >= 0 && card < TG_N_REALMS;
}

/* ------------------------------------------------------------------ */
/* §3.4 Bonus cards                                                    */

typedef enum
{
  TG_BONUS_VERKENNER,   /* 5 foundings: 3 points */
  TG_BONUS_ZOEKTOCHT,   /* 3 completed tasks: 2 points */
  TG_N_BONUS_CARDS
} TgBonusCard;

#define TG_VERKENNER_FOUNDINGS 5
#define TG_ZOEKTOCHT_TASKS 3
extern const guint8 tg_bonus_points[TG_N_BONUS_CARDS];
extern const char * const tg_bonus_names[TG_N_BONUS_CARDS];  /* N_() */
extern const char * const tg_realm_names[TG_N_REALMS];       /* proper names */
extern const char * const tg_realm_colours[TG_N_REALMS];     /* "green", … */

/* ------------------------------------------------------------------ */
/* §10.2 Battle odds                                                   */

/* The chance that an attacker rolling A dice beats a defender rolling D
 * dice in a single roll, ties excluded (1 ≤ A, D ≤ 5); computed exactly
 * once from the distribution of sums. */
double tg_roll_win_chance (int attack_dice,
                           int defence_dice);

G_END_DECLS
