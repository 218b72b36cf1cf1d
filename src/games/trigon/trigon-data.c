/* trigon-data.c — the map (spec §4), the figures (§2.2) and the cards (§3)
 * of Rule of Trigon as tables
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The neighbour tables and the roll odds are computed once, under g_once,
 * and read-only after: every game shares them.
 */
#include <glib/gi18n-lib.h>

#include <string.h>

#include "trigon-data.h"

/* §4.2 */
const TrgSite trg_sites[TRG_N_SITES] = {
  { "N1", "Psör",         TRG_REALM_NOORLAND, 1, TRG_WATER_GO,   520, 180 },
  { "N2", "IJsfjord",     TRG_REALM_NOORLAND, 0, TRG_WATER_GO,   280, 100 },
  { "N3", "Wolfsheuvel",  TRG_REALM_NOORLAND, 0, TRG_WATER_NONE, 390, 160 },
  { "N4", "Stormkaap",    TRG_REALM_NOORLAND, 0, TRG_WATER_GO,   760, 120 },
  { "N5", "Grijsberg",    TRG_REALM_NOORLAND, 0, TRG_WATER_NONE, 400,  50 },
  { "N6", "Noordhout",    TRG_REALM_NOORLAND, 0, TRG_WATER_NONE, 620,  45 },
  { "N7", "Runenveld",    TRG_REALM_NOORLAND, 0, TRG_WATER_NONE, 650, 140 },
  { "N8", "Skaldenhal",   TRG_REALM_NOORLAND, 0, TRG_WATER_NONE, 510, 100 },
  { "L1", "Nieuw Delia",  TRG_REALM_LUMOS,    1, TRG_WATER_NONE, 640, 360 },
  { "L2", "Delishaven",   TRG_REALM_LUMOS,    0, TRG_WATER_GO,   560, 250 },
  { "L3", "Oostpoort",    TRG_REALM_LUMOS,    0, TRG_WATER_GO,   830, 250 },
  { "L4", "Calkust",      TRG_REALM_LUMOS,    0, TRG_WATER_BC,   440, 330 },
  { "L5", "IJsmond",      TRG_REALM_LUMOS,    0, TRG_WATER_IJ,   760, 430 },
  { "L6", "Goudveld",     TRG_REALM_LUMOS,    0, TRG_WATER_NONE, 700, 280 },
  { "L7", "Marktstede",   TRG_REALM_LUMOS,    0, TRG_WATER_NONE, 540, 420 },
  { "L8", "Zilverheuvel", TRG_REALM_LUMOS,    0, TRG_WATER_NONE, 890, 370 },
  { "C1", "Citel",        TRG_REALM_CALMANIA, 1, TRG_WATER_NONE, 210, 510 },
  { "C2", "Calhaven",     TRG_REALM_CALMANIA, 0, TRG_WATER_BC,   340, 420 },
  { "C3", "Westkust",     TRG_REALM_CALMANIA, 0, TRG_WATER_GO,    70, 340 },
  { "C4", "Steengroeve",  TRG_REALM_CALMANIA, 0, TRG_WATER_NONE, 170, 410 },
  { "C5", "Torenburg",    TRG_REALM_CALMANIA, 0, TRG_WATER_NONE, 360, 540 },
  { "C6", "Zandvlakte",   TRG_REALM_CALMANIA, 0, TRG_WATER_NONE,  80, 590 },
  { "C7", "Bruggenstad",  TRG_REALM_CALMANIA, 0, TRG_WATER_NONE, 220, 650 },
  { "C8", "Tandwielburg", TRG_REALM_CALMANIA, 0, TRG_WATER_NONE, 400, 650 },
  { "K1", "Pyros",        TRG_REALM_KALLAND,  1, TRG_WATER_NONE, 760, 590 },
  { "K2", "IJzeehaven",   TRG_REALM_KALLAND,  0, TRG_WATER_IJ,   690, 500 },
  { "K3", "Sterrenkaap",  TRG_REALM_KALLAND,  0, TRG_WATER_GO,   930, 480 },
  { "K4", "Hemelwacht",   TRG_REALM_KALLAND,  0, TRG_WATER_NONE, 880, 580 },
  { "K5", "Filosofenhof", TRG_REALM_KALLAND,  0, TRG_WATER_NONE, 570, 530 },
  { "K6", "Kristalmeer",  TRG_REALM_KALLAND,  0, TRG_WATER_NONE, 660, 640 },
  { "K7", "Woestijnpoort", TRG_REALM_KALLAND, 0, TRG_WATER_NONE, 510, 650 },
  { "K8", "Orakelrots",   TRG_REALM_KALLAND,  0, TRG_WATER_NONE, 840, 670 },
};

#define N(i) ((i) - 1)
#define L(i) (8 + (i) - 1)
#define C(i) (16 + (i) - 1)
#define K(i) (24 + (i) - 1)
#define F(i) (TRG_N_SITES + (i))

/* §4.3, P01–P43 */
const TrgPath trg_paths[TRG_N_PATHS] = {
  { N(1), N(3), TRG_NONE }, { N(1), N(8), TRG_NONE }, { N(1), N(7), F(0) },
  { N(2), N(3), TRG_NONE }, { N(2), N(5), F(1) },    { N(5), N(8), TRG_NONE },
  { N(8), N(6), TRG_NONE }, { N(6), N(7), TRG_NONE }, { N(7), N(4), TRG_NONE },
  { N(6), N(4), F(2) },
  { L(2), L(4), TRG_NONE }, { L(2), L(6), TRG_NONE }, { L(6), L(1), TRG_NONE },
  { L(6), L(3), TRG_NONE }, { L(1), L(7), TRG_NONE }, { L(1), L(5), TRG_NONE },
  { L(4), L(7), TRG_NONE }, { L(3), L(8), TRG_NONE }, { L(8), L(5), F(3) },
  { C(3), C(4), TRG_NONE }, { C(4), C(1), TRG_NONE }, { C(4), C(2), F(4) },
  { C(1), C(2), TRG_NONE }, { C(1), C(5), TRG_NONE }, { C(1), C(6), TRG_NONE },
  { C(6), C(7), TRG_NONE }, { C(7), C(8), TRG_NONE }, { C(5), C(8), TRG_NONE },
  { K(1), K(2), TRG_NONE }, { K(1), K(4), TRG_NONE }, { K(1), K(6), TRG_NONE },
  { K(1), K(8), TRG_NONE }, { K(4), K(8), TRG_NONE }, { K(4), K(3), TRG_NONE },
  { K(2), K(5), TRG_NONE }, { K(5), K(6), F(5) },    { K(5), K(7), TRG_NONE },
  { K(6), K(7), TRG_NONE },
  { C(2), L(7), TRG_NONE }, { L(7), K(5), TRG_NONE }, { L(8), K(3), F(6) },
  { C(5), K(5), F(7) },    { C(8), K(7), TRG_NONE },
};

/* §4.3, the fords in the order of their paths */
const TrgFord trg_fords[TRG_N_FORDS] = {
  { "F-N1-N7",  2, TRG_REALM_NOORLAND, 585, 160 },
  { "F-N2-N5",  4, TRG_REALM_NOORLAND, 340,  75 },
  { "F-N6-N4",  9, TRG_REALM_NOORLAND, 690,  82 },
  { "F-L8-L5", 18, TRG_REALM_LUMOS,    825, 400 },
  { "F-C4-C2", 21, TRG_REALM_CALMANIA, 255, 415 },
  { "F-K5-K6", 35, TRG_REALM_KALLAND,  615, 585 },
  { "F-L8-K3", 40, TRG_NONE,           910, 425 },
  { "F-C5-K5", 41, TRG_NONE,           465, 535 },
};

/* §4.4, S01–S10 */
const TrgRoute trg_routes[TRG_N_ROUTES] = {
  { N(2), N(1), TRG_WATER_GO }, { N(1), N(4), TRG_WATER_GO },
  { N(2), C(3), TRG_WATER_GO }, { N(1), L(2), TRG_WATER_GO },
  { N(4), L(3), TRG_WATER_GO }, { C(3), L(2), TRG_WATER_GO },
  { L(2), L(3), TRG_WATER_GO }, { L(3), K(3), TRG_WATER_GO },
  { L(4), C(2), TRG_WATER_BC }, { L(5), K(2), TRG_WATER_IJ },
};

#undef N
#undef L
#undef C
#undef K
#undef F

/* §2.2 */
const guint8 trg_figure_cost[TRG_N_FIGURES][TRG_N_COINS] = {
  [TRG_FIG_KNIGHT] = { 1, 0, 0 },
  [TRG_FIG_SCOUT]  = { 0, 3, 1 },
  [TRG_FIG_BOAT]   = { 2, 0, 0 },
};
const guint8 trg_figure_min_inhabitants[TRG_N_FIGURES] = { 2, 1, 0 };
const guint8 trg_figure_attack[TRG_N_FIGURES] = { 1, 1, 0 };
const guint8 trg_figure_defence[TRG_N_FIGURES] = { 1, 2, 2 };
const guint8 trg_coin_value[TRG_N_COINS] = { 1, 3, 9 };

/* §3.1 */
#define IMM TRG_TIME_IMM
#define OWN TRG_TIME_OWN
#define BA TRG_TIME_BATTLE_A
#define BD TRG_TIME_BATTLE_D
#define REACT TRG_TIME_REACT
#define STAYS TRG_TIME_STAYS
const TrgEventInfo trg_events[TRG_N_EVENT_KINDS] = {
  /* Translators: the name of a Trigon event card of the Warfare deck */
  { "E01", N_("Assassin"), "Moordenaar", TRG_CAT_KRIJGSKUNST, 4, 1, IMM,
    /* Translators: what the Trigon event card "Assassin" does when played;
       "you" is the player who holds it */
    N_("Remove 1 of your knights.") },
  /* Translators: the name of a Trigon event card of the Warfare deck */
  { "E02", N_("Archers"), "Boogschutters", TRG_CAT_KRIJGSKUNST, 2, 1, IMM,
    /* Translators: what the Trigon event card "Archers" does when played;
       "you" is the player who holds it */
    N_("Remove 2 of your knights.") },
  /* Translators: the name of a Trigon event card of the Warfare deck */
  { "E03", N_("Promotion"), "Promotie", TRG_CAT_KRIJGSKUNST, 4, 0, OWN,
    /* Translators: what the Trigon event card "Promotion" does when played;
       "you" is the player who holds it */
    N_("Place 1 free knight at one of your settlements.") },
  /* Translators: the name of a Trigon event card of the Warfare deck */
  { "E04", N_("Watchtower"), "Wachttoren", TRG_CAT_KRIJGSKUNST, 2, 0, OWN,
    /* Translators: what the Trigon event card "Watchtower" does when
       played; "you" is the player who holds it */
    N_("Place 2 free knights at one of your settlements.") },
  /* Translators: the name of a Trigon event card of the Warfare deck */
  { "E05", N_("Dragons"), "Draken", TRG_CAT_KRIJGSKUNST, 2, 1, IMM,
    /* Translators: what the Trigon event card "Dragons" does when played;
       "you" is the player who holds it */
    N_("Remove half of your knights, rounded down.") },
  /* Translators: the name of a Trigon event card of the Warfare deck */
  { "E06", N_("Strife"), "Strijd", TRG_CAT_KRIJGSKUNST, 1, 1, IMM,
    /* Translators: what the Trigon event card "Strife" does when played;
       "you" is the player who holds it */
    N_("Every player removes half of their knights, rounded down.") },
  /* Translators: the name of a Trigon event card of the Warfare deck */
  { "E07", N_("Dungeon"), "Kerker", TRG_CAT_KRIJGSKUNST, 1, 0, OWN | STAYS,
    /* Translators: what the Trigon event card "Dungeon" does when played;
       "you" is the player who holds it */
    N_("Bonus point: worth 1 point once played.") },
  /* Translators: the name of a Trigon event card of the Warfare deck */
  { "E08", N_("Captain"), "Kapitein", TRG_CAT_KRIJGSKUNST, 1, 0, OWN | REACT | STAYS,
    /* Translators: what the Trigon event card "Captain" does when played;
       "you" is the player who holds it */
    N_("Immune to negative Warfare cards once played.") },
  /* Translators: the name of a Trigon event card of the Warfare deck */
  { "E09", N_("Flee"), "Vluchten", TRG_CAT_KRIJGSKUNST, 1, 0, BD,
    /* Translators: what the Trigon event card "Flee" does when played;
       "you" is the player who holds it */
    N_("When attacked, move your defending figures away: no battle.") },
  /* Translators: the name of a Trigon event card of the Warfare deck */
  { "E10", N_("Defector"), "Overloper", TRG_CAT_KRIJGSKUNST, 1, 0, OWN,
    /* Translators: what the Trigon event card "Defector" does when played;
       "you" is the player who holds it */
    N_("Take over an opponent's lone knight, scout or boat.") },
  /* Translators: the name of a Trigon event card of the Warfare deck */
  { "E11", N_("Cavalry"), "Cavalerie", TRG_CAT_KRIJGSKUNST, 1, 0, BA | BD,
    /* Translators: what the Trigon event card "Cavalry" does when played;
       "you" is the player who holds it */
    N_("+1 die for this battle.") },
  /* Translators: the name of a Trigon event card of the Warfare deck */
  { "E12", N_("Defence Tower"), "Verdedigingstoren", TRG_CAT_KRIJGSKUNST, 1, 0, BA | BD,
    /* Translators: what the Trigon event card "Defence Tower" does when
       played; "you" is the player who holds it */
    N_("+2 dice for this battle.") },
  /* Translators: the name of a Trigon event card of the Warfare deck */
  { "E13", N_("Ambush"), "Hinderlaag", TRG_CAT_KRIJGSKUNST, 1, 0, BD,
    /* Translators: what the Trigon event card "Ambush" does when played;
       "you" is the player who holds it */
    N_("When attacked, double your base dice for this battle.") },
  /* Translators: the name of a Trigon event card of the Trade deck */
  { "E14", N_("Robbers"), "Rovers", TRG_CAT_HANDEL, 4, 1, IMM,
    /* Translators: what the Trigon event card "Robbers" does when played;
       "you" is the player who holds it */
    N_("Return 3 copper to the bank.") },
  /* Translators: the name of a Trigon event card of the Trade deck */
  { "E15", N_("Ore Farm"), "Ertshoeve", TRG_CAT_HANDEL, 4, 0, OWN,
    /* Translators: what the Trigon event card "Ore Farm" does when played;
       "you" is the player who holds it */
    N_("Take 3 copper from the bank.") },
  /* Translators: the name of a Trigon event card of the Trade deck */
  { "E16", N_("Silver Thieves"), "Zilverdieven", TRG_CAT_HANDEL, 2, 1, IMM,
    /* Translators: what the Trigon event card "Silver Thieves" does when
       played; "you" is the player who holds it */
    N_("Return 2 silver to the bank.") },
  /* Translators: the name of a Trigon event card of the Trade deck */
  { "E17", N_("Silver Fleet"), "Zilvervloot", TRG_CAT_HANDEL, 2, 0, OWN,
    /* Translators: what the Trigon event card "Silver Fleet" does when
       played; "you" is the player who holds it */
    N_("Take 2 silver from the bank.") },
  /* Translators: the name of a Trigon event card of the Trade deck */
  { "E18", N_("Crime"), "Criminaliteit", TRG_CAT_HANDEL, 2, 1, IMM,
    /* Translators: what the Trigon event card "Crime" does when played;
       "you" is the player who holds it */
    N_("Return 1 gold to the bank.") },
  /* Translators: the name of a Trigon event card of the Trade deck */
  { "E19", N_("Treasure Hunters"), "Schatzoekers", TRG_CAT_HANDEL, 2, 0, OWN,
    /* Translators: what the Trigon event card "Treasure Hunters" does when
       played; "you" is the player who holds it */
    N_("Take 1 gold from the bank.") },
  /* Translators: the name of a Trigon event card of the Trade deck */
  { "E20", N_("Greed of Delia"), "Hebzucht van Delia", TRG_CAT_HANDEL, 2, 1, IMM,
    /* Translators: what the Trigon event card "Greed of Delia" does when
       played; "you" is the player who holds it */
    N_("Return half of your coins, rounded down.") },
  /* Translators: the name of a Trigon event card of the Trade deck */
  { "E21", N_("Crisis"), "Crisis", TRG_CAT_HANDEL, 1, 1, IMM,
    /* Translators: what the Trigon event card "Crisis" does when played;
       "you" is the player who holds it */
    N_("Every player returns 5 coins.") },
  /* Translators: the name of a Trigon event card of the Trade deck */
  { "E22", N_("Town Hall"), "Raadhuis", TRG_CAT_HANDEL, 1, 0, OWN | STAYS,
    /* Translators: what the Trigon event card "Town Hall" does when played;
       "you" is the player who holds it */
    N_("Bonus point: worth 1 point once played.") },
  /* Translators: the name of a Trigon event card of the Trade deck */
  { "E23", N_("Ambassador"), "Ambassadeur", TRG_CAT_HANDEL, 1, 0, OWN | REACT | STAYS,
    /* Translators: what the Trigon event card "Ambassador" does when
       played; "you" is the player who holds it */
    N_("Immune to negative Trade cards once played.") },
  /* Translators: the name of a Trigon event card of the Trade deck */
  { "E24", N_("Ruler of Yore"), "Heerser van Weleer", TRG_CAT_HANDEL, 1, 0, OWN,
    /* Translators: what the Trigon event card "Ruler of Yore" does when
       played; "you" is the player who holds it */
    N_("Take 5 coins of your choice from the bank.") },
  /* Translators: the name of a Trigon event card of the Trade deck */
  { "E25", N_("Merchant"), "Koopman", TRG_CAT_HANDEL, 1, 0, OWN,
    /* Translators: what the Trigon event card "Merchant" does when played;
       "you" is the player who holds it */
    N_("Take 1 copper per settlement you own.") },
  /* Translators: the name of a Trigon event card of the Trade deck */
  { "E26", N_("Profit"), "Winst", TRG_CAT_HANDEL, 1, 0, OWN,
    /* Translators: what the Trigon event card "Profit" does when played;
       "you" is the player who holds it */
    N_("Take 1 silver per settlement you own.") },
  /* Translators: the name of a Trigon event card of the Trade deck */
  { "E27", N_("Prosperity"), "Voorspoed", TRG_CAT_HANDEL, 1, 0, OWN,
    /* Translators: what the Trigon event card "Prosperity" does when
       played; "you" is the player who holds it */
    N_("Take 1 gold per settlement you own.") },
  /* Translators: the name of a Trigon event card of the Trade deck */
  { "E28", N_("Craft Guild"), "Ambachtsgilde", TRG_CAT_HANDEL, 1, 0, OWN,
    /* Translators: what the Trigon event card "Craft Guild" does when
       played; "you" is the player who holds it */
    N_("Roll a die and take that much copper from another player.") },
  /* Translators: the name of a Trigon event card of the Trade deck */
  { "E29", N_("Theft"), "Diefstal", TRG_CAT_HANDEL, 1, 0, OWN,
    /* Translators: what the Trigon event card "Theft" does when played;
       "you" is the player who holds it */
    N_("Take 3 coins of your choice from another player.") },
  /* Translators: the name of a Trigon event card of the Building & Culture
     deck */
  { "E30", N_("Winter"), "Winter", TRG_CAT_BOUW, 4, 1, IMM,
    /* Translators: what the Trigon event card "Winter" does when played;
       "you" is the player who holds it */
    N_("Remove one of your settlements other than the capital.") },
  /* Translators: the name of a Trigon event card of the Building & Culture
     deck */
  { "E31", N_("Diligent Subject"), "Vlijtige Onderdaan", TRG_CAT_BOUW, 4, 0, OWN,
    /* Translators: what the Trigon event card "Diligent Subject" does when
       played; "you" is the player who holds it */
    N_("Found a free village, in your home realm if you can.") },
  /* Translators: the name of a Trigon event card of the Building & Culture
     deck */
  { "E32", N_("Earthquake"), "Aardbeving", TRG_CAT_BOUW, 2, 1, IMM,
    /* Translators: what the Trigon event card "Earthquake" does when
       played; "you" is the player who holds it */
    N_("Your palace is destroyed.") },
  /* Translators: the name of a Trigon event card of the Building & Culture
     deck */
  { "E33", N_("Whims of Zoloth"), "Grillen van Zoloth", TRG_CAT_BOUW, 1, 1, IMM,
    /* Translators: what the Trigon event card "Whims of Zoloth" does when
       played; "you" is the player who holds it */
    N_("Every player removes one of their settlements other than the capital.") },
  /* Translators: the name of a Trigon event card of the Building & Culture
     deck */
  { "E34", N_("Exhibition"), "Tentoonstelling", TRG_CAT_BOUW, 1, 0, OWN | STAYS,
    /* Translators: what the Trigon event card "Exhibition" does when
       played; "you" is the player who holds it */
    N_("Bonus point: worth 1 point once played.") },
  /* Translators: the name of a Trigon event card of the Building & Culture
     deck */
  { "E35", N_("Court Jester"), "Hofnar", TRG_CAT_BOUW, 1, 0, OWN | REACT | STAYS,
    /* Translators: what the Trigon event card "Court Jester" does when
       played; "you" is the player who holds it */
    N_("Immune to negative Building & Culture cards once played.") },
  /* Translators: the name of a Trigon event card of the Building & Culture
     deck */
  { "E36", N_("Intrigue"), "Intrige", TRG_CAT_BOUW, 1, 0, OWN,
    /* Translators: what the Trigon event card "Intrigue" does when played;
       "you" is the player who holds it */
    N_("Take over an opponent's unguarded settlement other than a capital.") },
  /* Translators: the name of a Trigon event card of the Development deck */
  { "E37", N_("Flood"), "Overstroming", TRG_CAT_ONTWIKKELING, 4, 1, IMM,
    /* Translators: what the Trigon event card "Flood" does when played;
       "you" is the player who holds it */
    N_("Remove 1 inhabitant from one of your settlements.") },
  /* Translators: the name of a Trigon event card of the Development deck */
  { "E38", N_("Fire"), "Brand", TRG_CAT_ONTWIKKELING, 2, 1, IMM,
    /* Translators: what the Trigon event card "Fire" does when played;
       "you" is the player who holds it */
    N_("Remove 2 inhabitants from one of your settlements.") },
  /* Translators: the name of a Trigon event card of the Development deck */
  { "E39", N_("Baby Boom"), "Geboortegolf", TRG_CAT_ONTWIKKELING, 4, 0, OWN,
    /* Translators: what the Trigon event card "Baby Boom" does when played;
       "you" is the player who holds it */
    N_("+1 inhabitant on one of your settlements.") },
  /* Translators: the name of a Trigon event card of the Development deck */
  { "E40", N_("Good Harvest"), "Goede Oogst", TRG_CAT_ONTWIKKELING, 2, 0, OWN,
    /* Translators: what the Trigon event card "Good Harvest" does when
       played; "you" is the player who holds it */
    N_("+2 inhabitants on one of your settlements.") },
  /* Translators: the name of a Trigon event card of the Development deck */
  { "E41", N_("Disease"), "Ziekte", TRG_CAT_ONTWIKKELING, 2, 1, IMM,
    /* Translators: what the Trigon event card "Disease" does when played;
       "you" is the player who holds it */
    N_("Remove half of your inhabitants, rounded down.") },
  /* Translators: the name of a Trigon event card of the Development deck */
  { "E42", N_("Meteorites"), "Meteorieten", TRG_CAT_ONTWIKKELING, 1, 1, IMM,
    /* Translators: what the Trigon event card "Meteorites" does when
       played; "you" is the player who holds it */
    N_("Every player removes 5 inhabitants, keeping 1 per settlement.") },
  /* Translators: the name of a Trigon event card of the Development deck */
  { "E43", N_("Castle"), "Slot", TRG_CAT_ONTWIKKELING, 1, 0, OWN | STAYS,
    /* Translators: what the Trigon event card "Castle" does when played;
       "you" is the player who holds it */
    N_("Bonus point: worth 1 point once played.") },
  /* Translators: the name of a Trigon event card of the Development deck */
  { "E44", N_("Mayor"), "Burgemeester", TRG_CAT_ONTWIKKELING, 1, 0, OWN | REACT | STAYS,
    /* Translators: what the Trigon event card "Mayor" does when played;
       "you" is the player who holds it */
    N_("Immune to negative Development cards once played.") },
  /* Translators: the name of a Trigon event card of the Development deck */
  { "E45", N_("Espionage"), "Spionage", TRG_CAT_ONTWIKKELING, 1, 0, OWN,
    /* Translators: what the Trigon event card "Espionage" does when played;
       "you" is the player who holds it */
    N_("Look at an opponent's hand and take one card.") },
  /* Translators: the name of a Trigon event card of the Development deck */
  { "E46", N_("Explorer"), "Ontdekkingsreiziger", TRG_CAT_ONTWIKKELING, 1, 0, OWN,
    /* Translators: what the Trigon event card "Explorer" does when played;
       "you" is the player who holds it */
    N_("This turn every scout you build comes with a free second scout.") },
};
#undef IMM
#undef OWN
#undef BA
#undef BD
#undef REACT
#undef STAYS

/* §3.2 */
#define NOEV { TRG_N_EVENT_KINDS, TRG_N_EVENT_KINDS, TRG_N_EVENT_KINDS }
#define CAT(c) (1u << (c))
const TrgTaskInfo trg_tasks[TRG_N_TASKS] = {
  /* Translators: the name of a Trigon task card of the Warfare kind, a goal
     a player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O01", "Dood een ridder", N_("Kill a knight"), TRG_TCAT_KRIJGSKUNST, 1, TRG_KILL_KNIGHT, NOEV },
  /* Translators: the name of a Trigon task card of the Warfare kind, a goal
     a player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O02", "Dood een verkenner", N_("Kill a scout"), TRG_TCAT_KRIJGSKUNST, 1, TRG_KILL_SCOUT, NOEV },
  /* Translators: the name of a Trigon task card of the Warfare kind, a goal
     a player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O03", "Vernietig een boot", N_("Destroy a boat"), TRG_TCAT_KRIJGSKUNST, 1, TRG_KILL_BOAT, NOEV },
  /* Translators: the name of a Trigon task card of the Warfare kind, a goal
     a player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O04", "Verover een dorp", N_("Conquer a village"), TRG_TCAT_KRIJGSKUNST, 2, TRG_CONQUER, NOEV },
  /* Translators: the name of a Trigon task card of the Trade kind, a goal a
     player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O05", "Ruil koper", N_("Trade copper"), TRG_TCAT_HANDEL, 1, TRG_COPPER, NOEV },
  /* Translators: the name of a Trigon task card of the Trade kind, a goal a
     player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O06", "Ruil zilver", N_("Trade silver"), TRG_TCAT_HANDEL, 1, TRG_SILVER, NOEV },
  /* Translators: the name of a Trigon task card of the Trade kind, a goal a
     player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O07", "Ruil goud", N_("Trade gold"), TRG_TCAT_HANDEL, 1, TRG_GOLD, NOEV },
  /* Translators: the name of a Trigon task card of the Trade kind, a goal a
     player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O08", "Ruil een kaart", N_("Swap a card"), TRG_TCAT_HANDEL, 1, TRG_TRADE_SWAP, NOEV },
  /* Translators: the name of a Trigon task card of the Building & Culture
     kind, a goal a player fulfils for victory points; Noorland, Lumos,
     Calmania and Kalland are realm names that stay untranslated */
  { "O09", "Bouw een boot", N_("Build a boat"), TRG_TCAT_BOUW, 1, TRG_BUILD_BOAT, NOEV },
  /* Translators: the name of a Trigon task card of the Building & Culture
     kind, a goal a player fulfils for victory points; Noorland, Lumos,
     Calmania and Kalland are realm names that stay untranslated */
  { "O10", "Bouw een vloot", N_("Build a fleet"), TRG_TCAT_BOUW, 1, TRG_BUILD_FLEET, NOEV },
  /* Translators: the name of a Trigon task card of the Building & Culture
     kind, a goal a player fulfils for victory points; Noorland, Lumos,
     Calmania and Kalland are realm names that stay untranslated */
  { "O11", "Bouw een verkenner", N_("Build a scout"), TRG_TCAT_BOUW, 1, TRG_BUILD_SCOUT, NOEV },
  /* Translators: the name of a Trigon task card of the Building & Culture
     kind, a goal a player fulfils for victory points; Noorland, Lumos,
     Calmania and Kalland are realm names that stay untranslated */
  { "O12", "Train vijf ridders", N_("Train five knights"), TRG_TCAT_BOUW, 2, TRG_TRAIN_FIVE, NOEV },
  /* Translators: the name of a Trigon task card of the Development kind, a
     goal a player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O13", "Koloniseer Noorland", N_("Colonise Noorland"), TRG_TCAT_ONTWIKKELING, 2, TRG_REALM_NOORLAND, NOEV },
  /* Translators: the name of a Trigon task card of the Development kind, a
     goal a player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O14", "Koloniseer Lumos", N_("Colonise Lumos"), TRG_TCAT_ONTWIKKELING, 2, TRG_REALM_LUMOS, NOEV },
  /* Translators: the name of a Trigon task card of the Development kind, a
     goal a player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O15", "Koloniseer Calmania", N_("Colonise Calmania"), TRG_TCAT_ONTWIKKELING, 2, TRG_REALM_CALMANIA, NOEV },
  /* Translators: the name of a Trigon task card of the Development kind, a
     goal a player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O16", "Koloniseer Kalland", N_("Colonise Kalland"), TRG_TCAT_ONTWIKKELING, 2, TRG_REALM_KALLAND, NOEV },
  /* Translators: the name of a Trigon task card of the Magic kind, a goal a
     player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O17", "Vruchtbaarheidsritueel", N_("Fertility Rite"), TRG_TCAT_MAGIE, 1, 0,
    { TRG_E_GEBOORTEGOLF, TRG_E_GOEDE_OOGST, TRG_N_EVENT_KINDS } },
  /* Translators: the name of a Trigon task card of the Magic kind, a goal a
     player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O18", "Krijgsritueel", N_("War Rite"), TRG_TCAT_MAGIE, 1, 0,
    { TRG_E_PROMOTIE, TRG_E_WACHTTOREN, TRG_N_EVENT_KINDS } },
  /* Translators: the name of a Trigon task card of the Magic kind, a goal a
     player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O19", "Alchemie", N_("Alchemy"), TRG_TCAT_MAGIE, 1, 0,
    { TRG_E_ERTSHOEVE, TRG_E_ZILVERVLOOT, TRG_E_SCHATZOEKERS } },
  /* Translators: the name of a Trigon task card of the Magic kind, a goal a
     player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O20", "Zegen van Zoloth", N_("Blessing of Zoloth"), TRG_TCAT_MAGIE, 2, 0,
    { TRG_E_VLIJTIGE_ONDERDAAN, TRG_N_EVENT_KINDS, TRG_N_EVENT_KINDS } },
  /* Translators: the name of a Trigon task card of the Transport kind, a
     goal a player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O21", "Verken Noorland", N_("Explore Noorland"), TRG_TCAT_TRANSPORT, 2, TRG_REALM_NOORLAND, NOEV },
  /* Translators: the name of a Trigon task card of the Transport kind, a
     goal a player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O22", "Verken Lumos", N_("Explore Lumos"), TRG_TCAT_TRANSPORT, 1, TRG_REALM_LUMOS, NOEV },
  /* Translators: the name of a Trigon task card of the Transport kind, a
     goal a player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O23", "Verken Calmania", N_("Explore Calmania"), TRG_TCAT_TRANSPORT, 1, TRG_REALM_CALMANIA, NOEV },
  /* Translators: the name of a Trigon task card of the Transport kind, a
     goal a player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O24", "Verken Kalland", N_("Explore Kalland"), TRG_TCAT_TRANSPORT, 1, TRG_REALM_KALLAND, NOEV },
  /* Translators: the name of a Trigon task card of the Nature kind, a goal
     a player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O25", "Veldarts", N_("Field Surgeon"), TRG_TCAT_NATUUR, 1, CAT (TRG_TCAT_KRIJGSKUNST), NOEV },
  /* Translators: the name of a Trigon task card of the Nature kind, a goal
     a player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O26", "Kruidenzoeker", N_("Herb Gatherer"), TRG_TCAT_NATUUR, 1,
    CAT (TRG_TCAT_ONTWIKKELING) | CAT (TRG_TCAT_TRANSPORT), NOEV },
  /* Translators: the name of a Trigon task card of the Nature kind, a goal
     a player fulfils for victory points; Noorland, Lumos, Calmania and
     Kalland are realm names that stay untranslated */
  { "O27", "Heelmeester", N_("Healer"), TRG_TCAT_NATUUR, 1,
    CAT (TRG_TCAT_HANDEL) | CAT (TRG_TCAT_BOUW) | CAT (TRG_TCAT_MAGIE), NOEV },
};
#undef NOEV
#undef CAT

/* §3.3 */
const TrgVillageKind trg_village_kinds[TRG_N_VILLAGE_KINDS] = {
  /* Translators: a kind of Trigon village card (a settlement a player
     founds on the board) */
  { N_("Capital"), 0, 4, { 2, 1, 1 }, 1, { 3, 2, 1 }, 2, { 3, 0, 0 } },
  /* Translators: a kind of Trigon village card (a settlement a player
     founds on the board) */
  { N_("Simple settlement"), 4, 12, { 2, 0, 0 }, 1, { 3, 1, 0 }, 2, { 1, 0, 0 } },
  /* Translators: a kind of Trigon village card (a settlement a player
     founds on the board) */
  { N_("Fishing village"), 16, 8, { 2, 0, 0 }, 1, { 3, 1, 0 }, 2, { 0, 0, 1 } },
  /* Translators: a kind of Trigon village card (a settlement a player
     founds on the board) */
  { N_("Developed village"), 24, 10, { 1, 1, 0 }, 1, { 2, 2, 0 }, 2, { 2, 0, 0 } },
  /* Translators: a kind of Trigon village card (a settlement a player
     founds on the board) */
  { N_("Pioneer village"), 34, 6, { 1, 1, 0 }, 1, { 2, 2, 0 }, 2, { 0, 1, 0 } },
  /* Translators: a kind of Trigon village card (a settlement a player
     founds on the board) */
  { N_("Large place of luxury"), 40, 6, { 1, 0, 1 }, 1, { 2, 1, 1 }, 2, { 3, 0, 0 } },
  /* Translators: a kind of Trigon village card (a settlement a player
     founds on the board) */
  { N_("Port city"), 46, 4, { 1, 0, 1 }, 1, { 2, 1, 1 }, 2, { 2, 0, 1 } },
};

const char * const trg_capital_card_names[TRG_N_REALMS] = {
  "Psör", "Nieuw Delia", "Citel", "Pyros",
};

const TrgVillageKind *
trg_village_kind (int card)
{
  for (guint k = 0; k < TRG_N_VILLAGE_KINDS; k++)
    if (card >= trg_village_kinds[k].first &&
        card < trg_village_kinds[k].first + trg_village_kinds[k].count)
      return &trg_village_kinds[k];
  g_return_val_if_reached (&trg_village_kinds[1]);
}

/* §3.4 */
const guint8 trg_bonus_points[TRG_N_BONUS_CARDS] = { 3, 2 };
const char * const trg_bonus_names[TRG_N_BONUS_CARDS] = {
  /* Translators: the name of a Trigon bonus card worth victory points */
  N_("Explorer of the Wilderness"),
  /* Translators: the name of a Trigon bonus card worth victory points */
  N_("Quest of the Adventurer"),
};
const char * const trg_realm_names[TRG_N_REALMS] = {
  "Noorland", "Lumos", "Calmania", "Kalland",
};
const char * const trg_realm_colours[TRG_N_REALMS] = {
  "green", "purple", "yellow", "white",
};

/* ------------------------------------------------------------------ */
/* Tables computed once                                                */

typedef struct
{
  gint8  land[TRG_N_POSITIONS][TRG_MAX_LAND_NEIGHBOURS + 1];
  gint8  sea[TRG_N_SITES][TRG_MAX_SEA_NEIGHBOURS + 1];
  double roll[TRG_MAX_DICE + 1][TRG_MAX_DICE + 1];
} TrgTables;

static TrgTables tables;

static void
add_neighbour (gint8 *list,
               int    other)
{
  guint n = 0;

  while (list[n] != TRG_NONE)
    n++;
  g_assert (n < TRG_MAX_LAND_NEIGHBOURS);
  list[n] = (gint8) other;
}

/* The distribution of the sum of N dice: dist[s], s ≤ 30. */
static void
dice_sums (int     n,
           double *dist)
{
  double next[31];

  memset (dist, 0, sizeof (double) * 31);
  dist[0] = 1;
  for (int d = 0; d < n; d++)
    {
      memset (next, 0, sizeof next);
      for (int s = 0; s <= 30; s++)
        if (dist[s] > 0)
          for (int f = 1; f <= 6 && s + f <= 30; f++)
            next[s + f] += dist[s] / 6;
      memcpy (dist, next, sizeof next);
    }
}

static void
tables_build (void)
{
  memset (tables.land, TRG_NONE, sizeof tables.land);
  memset (tables.sea, TRG_NONE, sizeof tables.sea);

  for (guint p = 0; p < TRG_N_PATHS; p++)
    {
      const TrgPath *path = &trg_paths[p];

      if (path->ford == TRG_NONE)
        {
          add_neighbour (tables.land[path->a], path->b);
          add_neighbour (tables.land[path->b], path->a);
        }
      else
        {
          add_neighbour (tables.land[path->a], path->ford);
          add_neighbour (tables.land[path->b], path->ford);
          add_neighbour (tables.land[path->ford], path->a);
          add_neighbour (tables.land[path->ford], path->b);
        }
    }

  for (guint r = 0; r < TRG_N_ROUTES; r++)
    for (int end = 0; end < 2; end++)
      {
        int site = end == 0 ? trg_routes[r].a : trg_routes[r].b;
        guint n = 0;

        while (tables.sea[site][n] != TRG_NONE)
          n++;
        g_assert (n < TRG_MAX_SEA_NEIGHBOURS);
        tables.sea[site][n] = (gint8) r;
      }

  for (int a = 1; a <= TRG_MAX_DICE; a++)
    for (int d = 1; d <= TRG_MAX_DICE; d++)
      {
        double da[31], dd[31], win = 0, lose = 0;

        dice_sums (a, da);
        dice_sums (d, dd);
        for (int x = 0; x <= 30; x++)
          for (int y = 0; y <= 30; y++)
            {
              if (x > y)
                win += da[x] * dd[y];
              else if (x < y)
                lose += da[x] * dd[y];
            }
        tables.roll[a][d] = win / (win + lose);
      }
}

static void
tables_init (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      tables_build ();
      g_once_init_leave (&done, 1);
    }
}

const gint8 *
trg_land_neighbours (int position)
{
  static const gint8 none[1] = { TRG_NONE };

  tables_init ();
  if (position < 0 || position >= TRG_N_POSITIONS)
    return none;
  return tables.land[position];
}

const gint8 *
trg_sea_routes (int site)
{
  static const gint8 none[1] = { TRG_NONE };

  tables_init ();
  if (!trg_position_is_site (site))
    return none;
  return tables.sea[site];
}

int
trg_route_other (int route,
                int site)
{
  if (route < 0 || route >= TRG_N_ROUTES)
    return TRG_NONE;
  if (trg_routes[route].a == site)
    return trg_routes[route].b;
  if (trg_routes[route].b == site)
    return trg_routes[route].a;
  return TRG_NONE;
}

int
trg_position_realm (int position)
{
  if (trg_position_is_site (position))
    return trg_sites[position].realm;
  if (position >= TRG_N_SITES && position < TRG_N_POSITIONS)
    return trg_fords[position - TRG_N_SITES].realm;
  return TRG_NONE;
}

const char *
trg_position_id (int position)
{
  if (trg_position_is_site (position))
    return trg_sites[position].id;
  if (position >= TRG_N_SITES && position < TRG_N_POSITIONS)
    return trg_fords[position - TRG_N_SITES].id;
  return "?";
}

int
trg_position_from_id (const char *id)
{
  for (int p = 0; p < TRG_N_POSITIONS; p++)
    if (g_ascii_strcasecmp (id, trg_position_id (p)) == 0)
      return p;
  return TRG_NONE;
}

double
trg_roll_win_chance (int attack_dice,
                    int defence_dice)
{
  tables_init ();
  if (attack_dice < 1 || defence_dice < 1)
    return attack_dice >= 1 ? 1.0 : 0.0;
  attack_dice = MIN (attack_dice, TRG_MAX_DICE);
  defence_dice = MIN (defence_dice, TRG_MAX_DICE);
  return tables.roll[attack_dice][defence_dice];
}

guint32
trg_realm_rgb (int realm)
{
  /* Green, purple, yellow, white (spec §1), dark enough for an outline
   * in the others' colours and a white label (white has a grey one). */
  static const guint32 rgb[TRG_N_REALMS] = { 0x2e8b57, 0x8e44ad, 0xe0b020, 0xf2f2f2 };

  return realm >= 0 && realm < TRG_N_REALMS ? rgb[realm] : 0x808080;
}
