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

#define TRG_NONE (-1)

/* §1: four realms, one per colour. */
#define TRG_N_REALMS 4
typedef enum
{
  TRG_REALM_NOORLAND,   /* green */
  TRG_REALM_LUMOS,      /* purple */
  TRG_REALM_CALMANIA,   /* yellow */
  TRG_REALM_KALLAND,    /* white */
} TrgRealm;

/* §4.1 */
typedef enum
{
  TRG_WATER_NONE = -1,
  TRG_WATER_GO,         /* Grote Oceaan */
  TRG_WATER_BC,         /* Binnenzee van Cal */
  TRG_WATER_IJ,         /* IJzee */
} TrgWater;

/* §4: positions are the 32 sites (N1–N8, L1–L8, C1–C8, K1–K8, in that
 * order: site = realm · 8 + number − 1), then the 8 fords. */
#define TRG_SITES_PER_REALM 8
#define TRG_N_SITES 32
#define TRG_N_FORDS 8
#define TRG_N_POSITIONS (TRG_N_SITES + TRG_N_FORDS)
#define TRG_N_PATHS 43
#define TRG_N_ROADS 35
#define TRG_N_ROUTES 10
#define TRG_N_HARBOURS 11
/* The most land neighbours a position has (N1 has 3, K1 has 4, …). */
#define TRG_MAX_LAND_NEIGHBOURS 6
#define TRG_MAX_SEA_NEIGHBOURS 4

typedef struct
{
  const char *id;        /* "N1" */
  const char *name;      /* proper name, not translated */
  gint8       realm;     /* TrgRealm */
  gint8       capital;   /* boolean */
  gint8       water;     /* TrgWater of its harbour, or TRG_WATER_NONE */
  gint16      x, y;
} TrgSite;

typedef struct
{
  gint8  a, b;           /* sites */
  gint8  ford;           /* position of its ford, or TRG_NONE for a road */
} TrgPath;

typedef struct
{
  const char *id;        /* "F-N1-N7" */
  gint8       path;      /* index into trg_paths */
  gint8       realm;     /* TrgRealm, or TRG_NONE across a border (G58) */
  gint16      x, y;
} TrgFord;

typedef struct
{
  gint8 a, b;            /* harbour sites */
  gint8 water;           /* TrgWater */
} TrgRoute;

extern const TrgSite  trg_sites[TRG_N_SITES];
extern const TrgPath  trg_paths[TRG_N_PATHS];
extern const TrgFord  trg_fords[TRG_N_FORDS];
extern const TrgRoute trg_routes[TRG_N_ROUTES];

/* Land neighbours of POSITION (R37), ended by TRG_NONE; and the sea routes
 * that leave a harbour site (R38), as route indices, ended by TRG_NONE. */
const gint8 *trg_land_neighbours (int position);
const gint8 *trg_sea_routes      (int site);
/* The other end of ROUTE from SITE. */
int          trg_route_other     (int route,
                                 int site);
/* The realm a position lies in: a site's realm, or a ford's (TRG_NONE on a
 * border, R67). */
int          trg_position_realm  (int position);
/* "N1", "F-C4-C2" */
const char  *trg_position_id     (int position);
int          trg_position_from_id (const char *id);
static inline gboolean
trg_position_is_site (int position)
{
  return position >= 0 && position < TRG_N_SITES;
}
static inline gboolean
trg_site_is_harbour (int position)
{
  return trg_position_is_site (position) && trg_sites[position].water != TRG_WATER_NONE;
}
static inline int
trg_capital_of_realm (int realm)
{
  return realm * TRG_SITES_PER_REALM;
}

/* ------------------------------------------------------------------ */
/* §2.2 Figures and costs                                              */

typedef enum
{
  TRG_FIG_KNIGHT,
  TRG_FIG_SCOUT,
  TRG_FIG_BOAT,
  TRG_N_FIGURES
} TrgFigure;

typedef enum
{
  TRG_COPPER,
  TRG_SILVER,
  TRG_GOLD,
  TRG_N_COINS
} TrgCoin;

#define TRG_SCOUT_LIMIT 3
#define TRG_BOAT_LIMIT 5
#define TRG_TOKEN_LIMIT 10
#define TRG_BANK_COINS 50
#define TRG_CAPACITY 5
#define TRG_MAX_DICE 5
#define TRG_BOAT_PASSENGERS 5
#define TRG_START_KNIGHTS 5
#define TRG_START_SCOUTS 1
#define TRG_REALM_POINTS 8
#define TRG_REALM_KNIGHTS 8
#define TRG_PALACE_POINTS 3
#define TRG_PALACE_DICE 3
#define TRG_EXCHANGE_RATE 3
#define TRG_MAX_OFFERS 3

/* Cost in coins of each figure (R27–R29), of cards (R34). */
extern const guint8 trg_figure_cost[TRG_N_FIGURES][TRG_N_COINS];
/* Inhabitants a settlement must have to pay for the figure (R27, R28);
 * 0 for a boat, which costs none. */
extern const guint8 trg_figure_min_inhabitants[TRG_N_FIGURES];
extern const guint8 trg_figure_attack[TRG_N_FIGURES];
extern const guint8 trg_figure_defence[TRG_N_FIGURES];
#define TRG_SETTLEMENT_DEFENCE 2
#define TRG_TASK_COST_GOLD 1
#define TRG_EVENT_COST_COPPER 1

/* Copper-equivalent of one coin of each kind (§2.4). */
extern const guint8 trg_coin_value[TRG_N_COINS];

/* ------------------------------------------------------------------ */
/* §3.1 Event cards                                                    */

/* The four categories, which are also the colours of the protection
 * cards (R60). */
typedef enum
{
  TRG_CAT_KRIJGSKUNST,    /* green */
  TRG_CAT_HANDEL,         /* purple */
  TRG_CAT_BOUW,           /* yellow */
  TRG_CAT_ONTWIKKELING,   /* white */
  TRG_N_EVENT_CATEGORIES
} TrgEventCategory;

typedef enum
{
  TRG_E_MOORDENAAR, TRG_E_BOOGSCHUTTERS, TRG_E_PROMOTIE, TRG_E_WACHTTOREN,
  TRG_E_DRAKEN, TRG_E_STRIJD, TRG_E_KERKER, TRG_E_KAPITEIN, TRG_E_VLUCHTEN,
  TRG_E_OVERLOPER, TRG_E_CAVALERIE, TRG_E_VERDEDIGINGSTOREN, TRG_E_HINDERLAAG,
  TRG_E_ROVERS, TRG_E_ERTSHOEVE, TRG_E_ZILVERDIEVEN, TRG_E_ZILVERVLOOT,
  TRG_E_CRIMINALITEIT, TRG_E_SCHATZOEKERS, TRG_E_HEBZUCHT, TRG_E_CRISIS,
  TRG_E_RAADHUIS, TRG_E_AMBASSADEUR, TRG_E_HEERSER, TRG_E_KOOPMAN, TRG_E_WINST,
  TRG_E_VOORSPOED, TRG_E_AMBACHTSGILDE, TRG_E_DIEFSTAL, TRG_E_WINTER,
  TRG_E_VLIJTIGE_ONDERDAAN, TRG_E_AARDBEVING, TRG_E_GRILLEN, TRG_E_TENTOONSTELLING,
  TRG_E_HOFNAR, TRG_E_INTRIGE, TRG_E_OVERSTROMING, TRG_E_BRAND, TRG_E_GEBOORTEGOLF,
  TRG_E_GOEDE_OOGST, TRG_E_ZIEKTE, TRG_E_METEORIETEN, TRG_E_SLOT,
  TRG_E_BURGEMEESTER, TRG_E_SPIONAGE, TRG_E_ONTDEKKINGSREIZIGER,
  TRG_N_EVENT_KINDS
} TrgEventKind;

#define TRG_N_EVENT_CARDS 82
#define TRG_N_NEGATIVE_CARDS 36

typedef enum
{
  TRG_TIME_IMM      = 1 << 0,   /* on purchase (every negative card) */
  TRG_TIME_OWN      = 1 << 1,   /* in its owner's turn */
  TRG_TIME_BATTLE_A = 1 << 2,   /* pre-battle window, attacking */
  TRG_TIME_BATTLE_D = 1 << 3,   /* pre-battle window, defending */
  TRG_TIME_REACT    = 1 << 4,   /* as a protection reaction (R60) */
  TRG_TIME_STAYS    = 1 << 5,   /* stays face up once played */
} TrgTiming;

typedef struct
{
  const char *id;        /* "E01" */
  const char *name;      /* N_(), English */
  const char *dutch;     /* the card's own name, not translated */
  guint8      category;  /* TrgEventCategory */
  guint8      count;
  guint8      negative;
  guint8      timing;    /* TrgTiming */
  const char *effect;    /* N_(), one line */
} TrgEventInfo;

extern const TrgEventInfo trg_events[TRG_N_EVENT_KINDS];

/* ------------------------------------------------------------------ */
/* §3.2 Task cards                                                     */

typedef enum
{
  TRG_TCAT_KRIJGSKUNST,
  TRG_TCAT_HANDEL,
  TRG_TCAT_BOUW,
  TRG_TCAT_ONTWIKKELING,
  TRG_TCAT_MAGIE,
  TRG_TCAT_TRANSPORT,
  TRG_TCAT_NATUUR,
  TRG_N_TASK_CATEGORIES
} TrgTaskCategory;

#define TRG_N_TASKS 27

/* What a Krijgskunst task names (param). */
enum { TRG_KILL_KNIGHT, TRG_KILL_SCOUT, TRG_KILL_BOAT, TRG_CONQUER };
/* What a Handel task names: a coin kind, or a swap. */
#define TRG_TRADE_SWAP TRG_N_COINS
/* What a Bouw task names. */
enum { TRG_BUILD_BOAT, TRG_BUILD_FLEET, TRG_BUILD_SCOUT, TRG_TRAIN_FIVE };

typedef struct
{
  const char *id;        /* "O01" */
  const char *dutch;     /* the card's title, not translated */
  const char *name;      /* N_(), English */
  guint8      category;  /* TrgTaskCategory */
  guint8      points;
  guint8      param;     /* see above; a realm; a mask of task categories
                          * (Natuur); unused for Magie */
  guint8      events[3]; /* Magie: the event kinds that complete it
                          * (TRG_N_EVENT_KINDS: none) */
} TrgTaskInfo;

extern const TrgTaskInfo trg_tasks[TRG_N_TASKS];

/* ------------------------------------------------------------------ */
/* §3.3 Village cards                                                  */

#define TRG_N_VILLAGE_CARDS 50
#define TRG_N_VILLAGE_DECK 46
#define TRG_N_VILLAGE_KINDS 7

typedef struct
{
  const char *name;           /* N_() */
  guint8      first, count;   /* card indices first … first + count − 1 */
  guint8      village[TRG_N_COINS];
  guint8      village_births;
  guint8      city[TRG_N_COINS];
  guint8      city_births;
  guint8      bonus[TRG_N_FIGURES];  /* one-off city bonus */
} TrgVillageKind;

extern const TrgVillageKind trg_village_kinds[TRG_N_VILLAGE_KINDS];
/* The proper names of the four capital cards V01–V04 (by realm). */
extern const char * const trg_capital_card_names[TRG_N_REALMS];

/* The kind of village card CARD (0–49: V01–V50). */
const TrgVillageKind *trg_village_kind (int card);
static inline gboolean
trg_card_is_capital (int card)
{
  return card >= 0 && card < TRG_N_REALMS;
}

/* ------------------------------------------------------------------ */
/* §3.4 Bonus cards                                                    */

typedef enum
{
  TRG_BONUS_VERKENNER,   /* 5 foundings: 3 points */
  TRG_BONUS_ZOEKTOCHT,   /* 3 completed tasks: 2 points */
  TRG_N_BONUS_CARDS
} TrgBonusCard;

#define TRG_VERKENNER_FOUNDINGS 5
#define TRG_ZOEKTOCHT_TASKS 3
extern const guint8 trg_bonus_points[TRG_N_BONUS_CARDS];
extern const char * const trg_bonus_names[TRG_N_BONUS_CARDS];  /* N_() */
extern const char * const trg_realm_names[TRG_N_REALMS];       /* proper names */
extern const char * const trg_realm_colours[TRG_N_REALMS];     /* "green", … */
/* The realm colours drawn, 0xRRGGBB (green, purple, yellow, white). */
guint32 trg_realm_rgb (int realm);

/* ------------------------------------------------------------------ */
/* §10.2 Battle odds                                                   */

/* The chance that an attacker rolling A dice beats a defender rolling D
 * dice in a single roll, ties excluded (1 ≤ A, D ≤ 5); computed exactly
 * once from the distribution of sums. */
double trg_roll_win_chance (int attack_dice,
                           int defence_dice);

G_END_DECLS
