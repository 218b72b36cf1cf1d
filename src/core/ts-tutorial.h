/* ts-tutorial.h — a scripted first game (issue 29, docs/learn.md; no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A tutorial is data (data/tutorials/GAME.tutorial, XML): a position a
 * person can write, then steps.  A step says something (<say>), may point
 * at a place of the board (<point at="…"/>), and then either waits for
 * the player's move (<expect move="…"/>, one or more accepted), plays the
 * computer's scripted reply (<reply move="…"/>), or only waits for Next.
 * A wrong move is not played: the step's <wrong> words (or general ones)
 * say why.  <more page="…"/> names the help page that says more.
 *
 * Loading checks the whole script: the position loads, every expected
 * and scripted move is legal where it stands; a bad file is refused with
 * its line.  The match the tutorial plays is a TsMatch, for the board.
 */
#pragma once

#include <gio/gio.h>

#include "ts-match.h"

G_BEGIN_DECLS

#define TS_TYPE_TUTORIAL (ts_tutorial_get_type ())
G_DECLARE_FINAL_TYPE (TsTutorial, ts_tutorial, TS, TUTORIAL, GObject)

/* DATA (LENGTH bytes) as a tutorial, or NULL with a TS_GAME_ERROR that
 * names the line ("line 12: …"). */
TsTutorial  *ts_tutorial_new_from_data   (const char  *data,
                                          gsize        length,
                                          GError     **error);
TsTutorial  *ts_tutorial_new_from_file   (GFile       *file,
                                          GError     **error);

const char  *ts_tutorial_get_game_id     (TsTutorial  *self);
/* The match played: the board shows it; only the tutorial plays on it. */
TsMatch     *ts_tutorial_get_match       (TsTutorial  *self);
/* The seat of the person learning (the others are scripted). */
int          ts_tutorial_get_seat        (TsTutorial  *self);

guint        ts_tutorial_get_n_steps     (TsTutorial  *self);
/* The step shown now, from 0; the number of steps once it is over. */
guint        ts_tutorial_get_step        (TsTutorial  *self);
gboolean     ts_tutorial_is_over         (TsTutorial  *self);
/* The step's words (translated), where they point (a place in the game's
 * notation, or NULL), the help page that says more (or NULL), and its id
 * (to resume it). */
const char  *ts_tutorial_get_words       (TsTutorial  *self);
const char  *ts_tutorial_get_place       (TsTutorial  *self);
const char  *ts_tutorial_get_more        (TsTutorial  *self);
const char  *ts_tutorial_get_step_id     (TsTutorial  *self);
/* Whether the step waits for the player's move (else for Next). */
gboolean     ts_tutorial_waits_for_move  (TsTutorial  *self);
/* The move the step waits for (its first, where it takes several) in
 * *MOVE, to point at it on the board; FALSE when it waits for none. */
gboolean     ts_tutorial_get_expected    (TsTutorial  *self,
                                          TsMove      *move);
/* The player's MOVE: played, and the tutorial goes to the next step; or
 * refused, with the reason in *WHY (to free), and nothing changes. */
gboolean     ts_tutorial_try             (TsTutorial  *self,
                                          const TsMove *move,
                                          char       **why);
/* Next: a step that only talks ends, a scripted reply is played. */
gboolean     ts_tutorial_next            (TsTutorial  *self);
/* Goes back to the start and plays the script up to step STEP_ID (left
 * and taken up again); FALSE, at the start, when there is none. */
gboolean     ts_tutorial_resume          (TsTutorial  *self,
                                          const char  *step_id);

G_END_DECLS
