/* test-trigon-data.c — Rule of Trigon's data against the spec: the map's
 * §4.5 properties, the card counts of §3 and the battle odds of §10.2
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <math.h>
#include <string.h>

#include "trigon-data.h"

static int
site (const char *id)
{
  int p = trg_position_from_id (id);

  g_assert_cmpint (p, >=, 0);
  g_assert_cmpint (p, <, TRG_N_SITES);
  return p;
}

/* Land distances from FROM (river crossings count 2, through the ford). */
static void
land_distances (int  from,
                int *dist)
{
  int queue[TRG_N_POSITIONS];
  guint head = 0, tail = 0;

  for (int p = 0; p < TRG_N_POSITIONS; p++)
    dist[p] = -1;
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      int p = queue[head++];
      const gint8 *n = trg_land_neighbours (p);

      for (guint i = 0; n[i] != TRG_NONE; i++)
        if (dist[n[i]] < 0)
          {
            dist[n[i]] = dist[p] + 1;
            queue[tail++] = n[i];
          }
    }
}

static void
test_map_counts (void)
{
  guint roads = 0, rivers = 0, harbours = 0, capitals = 0;
  guint per_realm[TRG_N_REALMS] = { 0 }, harbours_per_realm[TRG_N_REALMS] = { 0 };
  const guint expected_harbours[TRG_N_REALMS] = { 3, 4, 2, 2 };

  for (int s = 0; s < TRG_N_SITES; s++)
    {
      per_realm[trg_sites[s].realm]++;
      g_assert_cmpint (trg_sites[s].realm, ==, s / TRG_SITES_PER_REALM);
      if (trg_sites[s].water != TRG_WATER_NONE)
        {
          harbours++;
          harbours_per_realm[trg_sites[s].realm]++;
        }
      if (trg_sites[s].capital)
        {
          capitals++;
          g_assert_cmpint (s, ==, trg_capital_of_realm (trg_sites[s].realm));
        }
    }
  for (int r = 0; r < TRG_N_REALMS; r++)
    {
      g_assert_cmpuint (per_realm[r], ==, 8);
      g_assert_cmpuint (harbours_per_realm[r], ==, expected_harbours[r]);
    }
  g_assert_cmpuint (harbours, ==, TRG_N_HARBOURS);
  g_assert_cmpuint (capitals, ==, 4);

  for (int p = 0; p < TRG_N_PATHS; p++)
    {
      const TrgPath *path = &trg_paths[p];

      g_assert_true (trg_position_is_site (path->a));
      g_assert_true (trg_position_is_site (path->b));
      g_assert_cmpint (path->a, !=, path->b);
      if (path->ford == TRG_NONE)
        roads++;
      else
        {
          const TrgFord *ford = &trg_fords[path->ford - TRG_N_SITES];
          int ra = trg_sites[path->a].realm, rb = trg_sites[path->b].realm;

          rivers++;
          g_assert_cmpint (ford->path, ==, p);
          /* G58: a ford belongs to a realm only inside it. */
          g_assert_cmpint (ford->realm, ==, ra == rb ? ra : TRG_NONE);
          g_assert_cmpint (trg_position_from_id (ford->id), ==, path->ford);
        }
      for (int q = 0; q < p; q++)
        g_assert_false ((trg_paths[q].a == path->a && trg_paths[q].b == path->b) ||
                        (trg_paths[q].a == path->b && trg_paths[q].b == path->a));
    }
  g_assert_cmpuint (roads, ==, TRG_N_ROADS);
  g_assert_cmpuint (rivers, ==, TRG_N_FORDS);

  /* Sea routes join harbours, each on its water (BC and IJ) or the ocean. */
  for (int r = 0; r < TRG_N_ROUTES; r++)
    {
      const TrgRoute *route = &trg_routes[r];

      g_assert_true (trg_site_is_harbour (route->a));
      g_assert_true (trg_site_is_harbour (route->b));
      g_assert_cmpint (trg_sites[route->a].water, ==, route->water);
      g_assert_cmpint (trg_sites[route->b].water, ==, route->water);
      g_assert_cmpint (trg_route_other (r, route->a), ==, route->b);
    }
  /* Every harbour has a route. */
  for (int s = 0; s < TRG_N_SITES; s++)
    if (trg_site_is_harbour (s))
      g_assert_cmpint (trg_sea_routes (s)[0], !=, TRG_NONE);
    else
      g_assert_cmpint (trg_sea_routes (s)[0], ==, TRG_NONE);
}

static void
test_map_connectivity (void)
{
  int dist[TRG_N_POSITIONS];
  gboolean reached[TRG_N_POSITIONS] = { FALSE };
  int queue[TRG_N_POSITIONS];
  guint head = 0, tail = 0;

  /* Noorland's land graph is connected and has no land path out. */
  land_distances (site ("N1"), dist);
  for (int p = 0; p < TRG_N_POSITIONS; p++)
    {
      gboolean noorland = trg_position_realm (p) == TRG_REALM_NOORLAND;

      g_assert_cmpint (dist[p] >= 0, ==, noorland);
    }
  /* The mainland's is connected too. */
  land_distances (site ("L1"), dist);
  for (int p = 0; p < TRG_N_SITES; p++)
    g_assert_cmpint (dist[p] >= 0, ==, trg_sites[p].realm != TRG_REALM_NOORLAND);

  /* With the sea routes, the whole map. */
  reached[0] = TRUE;
  queue[tail++] = 0;
  while (head < tail)
    {
      int p = queue[head++];
      const gint8 *n = trg_land_neighbours (p);
      const gint8 *r = trg_sea_routes (p);

      for (guint i = 0; n[i] != TRG_NONE; i++)
        if (!reached[n[i]])
          reached[n[i]] = TRUE, queue[tail++] = n[i];
      for (guint i = 0; r[i] != TRG_NONE; i++)
        {
          int o = trg_route_other (r[i], p);

          if (!reached[o])
            reached[o] = TRUE, queue[tail++] = o;
        }
    }
  g_assert_cmpuint (tail, ==, TRG_N_POSITIONS);
}

static void
test_map_capital_distances (void)
{
  static const struct { const char *capital; const char *sites; } rows[] = {
    { "N1", "N3:1 N8:1 N2:2 N5:2 N6:2 N7:2 N4:3" },
    { "L1", "L5:1 L6:1 L7:1 L2:2 L3:2 L4:2 L8:3" },
    { "C1", "C2:1 C4:1 C5:1 C6:1 C3:2 C7:2 C8:2" },
    { "K1", "K2:1 K4:1 K6:1 K8:1 K3:2 K5:2 K7:2" },
  };
  int dist[TRG_N_POSITIONS];

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_auto(GStrv) items = g_strsplit (rows[i].sites, " ", -1);

      land_distances (site (rows[i].capital), dist);
      for (guint j = 0; items[j] != NULL; j++)
        {
          g_auto(GStrv) kv = g_strsplit (items[j], ":", 2);

          g_assert_cmpint (dist[site (kv[0])], ==, atoi (kv[1]));
        }
    }

  land_distances (site ("L1"), dist);
  g_assert_cmpint (dist[site ("C1")], ==, 3);
  g_assert_cmpint (dist[site ("K1")], ==, 4);
  g_assert_cmpint (dist[site ("N1")], ==, -1);
  land_distances (site ("C1"), dist);
  g_assert_cmpint (dist[site ("K1")], ==, 5);

  /* L6 → L2 by land, then S04 to Psör (and back). */
  g_assert_nonnull (memchr (trg_land_neighbours (site ("L6")), site ("L2"), TRG_MAX_LAND_NEIGHBOURS));
  {
    gboolean found = FALSE;
    const gint8 *r = trg_sea_routes (site ("L2"));

    for (guint i = 0; r[i] != TRG_NONE; i++)
      found |= trg_route_other (r[i], site ("L2")) == site ("N1");
    g_assert_true (found);
  }
}

static gboolean
segments_cross (double ax, double ay, double bx, double by,
                double cx, double cy, double dx, double dy)
{
  double d1 = (dx - cx) * (ay - cy) - (dy - cy) * (ax - cx);
  double d2 = (dx - cx) * (by - cy) - (dy - cy) * (bx - cx);
  double d3 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  double d4 = (bx - ax) * (dy - ay) - (by - ay) * (dx - ax);

  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) &&
         ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

static double
point_segment (double px, double py, double ax, double ay, double bx, double by)
{
  double vx = bx - ax, vy = by - ay;
  double t = ((px - ax) * vx + (py - ay) * vy) / (vx * vx + vy * vy);

  t = CLAMP (t, 0, 1);
  return hypot (px - (ax + t * vx), py - (ay + t * vy));
}

static void
test_map_geometry (void)
{
  for (int s = 0; s < TRG_N_SITES; s++)
    for (int t = 0; t < s; t++)
      g_assert_cmpfloat (hypot (trg_sites[s].x - trg_sites[t].x, trg_sites[s].y - trg_sites[t].y), >=, 80);

  for (int p = 0; p < TRG_N_PATHS; p++)
    {
      const TrgSite *a = &trg_sites[trg_paths[p].a], *b = &trg_sites[trg_paths[p].b];

      for (int q = 0; q < p; q++)
        {
          const TrgSite *c = &trg_sites[trg_paths[q].a], *d = &trg_sites[trg_paths[q].b];

          g_assert_false (segments_cross (a->x, a->y, b->x, b->y, c->x, c->y, d->x, d->y));
        }
      for (int s = 0; s < TRG_N_SITES; s++)
        if (s != trg_paths[p].a && s != trg_paths[p].b)
          g_assert_cmpfloat (point_segment (trg_sites[s].x, trg_sites[s].y, a->x, a->y, b->x, b->y), >=, 40);
    }
}

static void
test_cards_events (void)
{
  const guint totals[TRG_N_EVENT_CATEGORIES] = { 22, 27, 14, 19 };
  const guint negatives[TRG_N_EVENT_CATEGORIES] = { 9, 11, 7, 9 };
  const guint kinds[TRG_N_EVENT_CATEGORIES] = { 13, 16, 7, 10 };
  guint total[TRG_N_EVENT_CATEGORIES] = { 0 }, neg[TRG_N_EVENT_CATEGORIES] = { 0 };
  guint kind[TRG_N_EVENT_CATEGORIES] = { 0 };
  guint all = 0, all_neg = 0;

  for (int e = 0; e < TRG_N_EVENT_KINDS; e++)
    {
      const TrgEventInfo *info = &trg_events[e];
      g_autofree char *id = g_strdup_printf ("E%02d", e + 1);

      g_assert_cmpstr (info->id, ==, id);
      total[info->category] += info->count;
      kind[info->category]++;
      all += info->count;
      if (info->negative)
        {
          neg[info->category] += info->count;
          all_neg += info->count;
          /* G23: every negative card is immediate, and only those. */
          g_assert_cmpint (info->timing, ==, TRG_TIME_IMM);
        }
      else
        g_assert_false (info->timing & TRG_TIME_IMM);
    }
  for (int c = 0; c < TRG_N_EVENT_CATEGORIES; c++)
    {
      g_assert_cmpuint (total[c], ==, totals[c]);
      g_assert_cmpuint (neg[c], ==, negatives[c]);
      g_assert_cmpuint (kind[c], ==, kinds[c]);
    }
  g_assert_cmpuint (all, ==, TRG_N_EVENT_CARDS);
  g_assert_cmpuint (all_neg, ==, TRG_N_NEGATIVE_CARDS);
  /* G7: four Promotie. */
  g_assert_cmpuint (trg_events[TRG_E_PROMOTIE].count, ==, 4);
  g_assert_cmpstr (trg_events[TRG_E_ONTDEKKINGSREIZIGER].dutch, ==, "Ontdekkingsreiziger");
}

static void
test_cards_tasks (void)
{
  guint per_cat[TRG_N_TASK_CATEGORIES] = { 0 }, points = 0;

  for (int t = 0; t < TRG_N_TASKS; t++)
    {
      g_autofree char *id = g_strdup_printf ("O%02d", t + 1);

      g_assert_cmpstr (trg_tasks[t].id, ==, id);
      per_cat[trg_tasks[t].category]++;
      points += trg_tasks[t].points;
    }
  for (int c = 0; c < TRG_N_TASK_CATEGORIES; c++)
    g_assert_cmpuint (per_cat[c], ==, c == TRG_TCAT_NATUUR ? 3 : 4);
  g_assert_cmpuint (points, ==, 35);
}

static void
test_cards_villages (void)
{
  guint next = 0, capitals = 0;

  for (int k = 0; k < TRG_N_VILLAGE_KINDS; k++)
    {
      const TrgVillageKind *kind = &trg_village_kinds[k];

      g_assert_cmpuint (kind->first, ==, next);
      next += kind->count;
      g_assert_cmpuint (kind->village_births, ==, 1);
      g_assert_cmpuint (kind->city_births, ==, 2);
      for (int c = 0; c < TRG_N_COINS; c++)
        g_assert_cmpuint (kind->city[c], >=, kind->village[c]);
    }
  g_assert_cmpuint (next, ==, TRG_N_VILLAGE_CARDS);
  for (int card = 0; card < TRG_N_VILLAGE_CARDS; card++)
    capitals += trg_card_is_capital (card);
  g_assert_cmpuint (capitals, ==, TRG_N_REALMS);
  g_assert_cmpuint (TRG_N_VILLAGE_CARDS - capitals, ==, TRG_N_VILLAGE_DECK);
  /* V25 is a developed village: 1c 1s, city 2c 2s, 2 knights. */
  g_assert_cmpuint (trg_village_kind (24)->village[TRG_SILVER], ==, 1);
  g_assert_cmpuint (trg_village_kind (24)->bonus[TRG_FIG_KNIGHT], ==, 2);
  /* V47–V50: a boat and 2 knights. */
  g_assert_cmpuint (trg_village_kind (49)->bonus[TRG_FIG_BOAT], ==, 1);
  g_assert_cmpuint (trg_village_kind (49)->bonus[TRG_FIG_KNIGHT], ==, 2);
  g_assert_cmpuint (trg_bonus_points[TRG_BONUS_VERKENNER], ==, 3);
  g_assert_cmpuint (trg_bonus_points[TRG_BONUS_ZOEKTOCHT], ==, 2);
}

static void
test_roll_odds (void)
{
  static const double table[5][5] = {
    { 0.500, 0.100, 0.012, 0.001, 0.000 },
    { 0.900, 0.500, 0.163, 0.037, 0.006 },
    { 0.988, 0.837, 0.500, 0.205, 0.063 },
    { 0.999, 0.963, 0.795, 0.500, 0.235 },
    { 1.000, 0.994, 0.937, 0.765, 0.500 },
  };

  for (int a = 1; a <= 5; a++)
    for (int d = 1; d <= 5; d++)
      g_assert_cmpfloat_with_epsilon (trg_roll_win_chance (a, d), table[a - 1][d - 1], 0.0006);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/trigon/data/map-counts", test_map_counts);
  g_test_add_func ("/trigon/data/map-connectivity", test_map_connectivity);
  g_test_add_func ("/trigon/data/map-capital-distances", test_map_capital_distances);
  g_test_add_func ("/trigon/data/map-geometry", test_map_geometry);
  g_test_add_func ("/trigon/data/event-cards", test_cards_events);
  g_test_add_func ("/trigon/data/task-cards", test_cards_tasks);
  g_test_add_func ("/trigon/data/village-cards", test_cards_villages);
  g_test_add_func ("/trigon/data/roll-odds", test_roll_odds);

  return g_test_run ();
}
