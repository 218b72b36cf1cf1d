/* trigon-score.c — Rule of Trigon: the scores and the final ranking of
 * the game's hooks (the points themselves: trg_score, trigon-rules.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include "trigon-private.h"

/* ------------------------------------------------------------------ */
/* Scores and ranks                                                    */

int
trg_rules_get_score (TsGame *game,
                    int     seat)
{
  return trg_score (trg_state (game), seat);
}

/* Docs/trigon.md gap 1: the winner first; then by score, then tasks
 * completed; eliminated players last, the latest eliminated first. */
void
trg_rules_get_ranks (TsGame *game,
                    int    *ranks)
{
  TrgState *st = trg_state (game);
  int key[TRG_MAX_SEATS];

  for (int s = 0; s < st->n_players; s++)
    {
      if (st->eliminated[s])
        {
          int order = 0;

          for (int i = 0; i < st->n_elim; i++)
            if (st->elim_order[i] == s)
              order = i;
          key[s] = -1000 + order;
        }
      else
        key[s] = trg_score (st, s) * 32 + st->n_tasks_done[s];
      if (s == st->winner)
        key[s] = G_MAXINT;
    }
  for (int s = 0; s < st->n_players; s++)
    {
      ranks[s] = 0;
      for (int t = 0; t < st->n_players; t++)
        if (key[t] > key[s])
          ranks[s]++;
    }
}

char *
trg_rules_describe_score (TsGame *game,
                         int     seat)
{
  int score = trg_score (trg_state (game), seat);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points", score), score);
}
