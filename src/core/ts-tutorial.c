/* ts-tutorial.c — a scripted first game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ts-tutorial.h"

#include <glib/gi18n-lib.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <string.h>

#include "ts-position.h"

/* A tutorial file is a few pages of text. */
#define MAX_BYTES (256 * 1024)

typedef struct
{
  char      *id;
  char      *words;     /* as written; translated when shown */
  char      *place;
  char      *more;
  char      *wrong;
  GPtrArray *expect;    /* char *: the accepted moves, in the game's notation */
  char      *reply;
  guint      line;
} Step;

struct _TsTutorial
{
  GObject    parent_instance;

  char      *game_id;
  char      *position;
  TsSetup   *setup;
  TsMatch   *match;
  GPtrArray *steps;     /* Step */
  guint      step;
  int        seat;
};

G_DEFINE_FINAL_TYPE (TsTutorial, ts_tutorial, G_TYPE_OBJECT)

static void
step_free (gpointer data)
{
  Step *step = data;

  g_free (step->id);
  g_free (step->words);
  g_free (step->place);
  g_free (step->more);
  g_free (step->wrong);
  g_clear_pointer (&step->expect, g_ptr_array_unref);
  g_free (step->reply);
  g_free (step);
}

static void
ts_tutorial_finalize (GObject *object)
{
  TsTutorial *self = TS_TUTORIAL (object);

  g_free (self->game_id);
  g_free (self->position);
  g_clear_pointer (&self->setup, ts_setup_free);
  g_clear_object (&self->match);
  g_clear_pointer (&self->steps, g_ptr_array_unref);
  G_OBJECT_CLASS (ts_tutorial_parent_class)->finalize (object);
}

static void
ts_tutorial_class_init (TsTutorialClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ts_tutorial_finalize;
}

static void
ts_tutorial_init (TsTutorial *self)
{
  self->steps = g_ptr_array_new_with_free_func (step_free);
}

/* Reading */

static gboolean
fail (GError   **error,
      xmlNode   *node,
      const char *reason)
{
  TsPositionLine line = { node != NULL ? (guint) xmlGetLineNo (node) : 0, NULL, NULL, 0 };

  return ts_position_error (error, node != NULL ? &line : NULL, "%s", reason);
}

static char *
attribute (xmlNode    *node,
           const char *name)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  char *copy = value != NULL ? g_strdup ((const char *) value) : NULL;

  xmlFree (value);
  return copy;
}

/* An element's text with its white space made single, as XML writes
 * paragraphs over several lines. */
static char *
words_of (xmlNode *node)
{
  xmlChar *content = xmlNodeGetContent (node);
  g_auto(GStrv) parts = g_strsplit_set (content != NULL ? (const char *) content : "", " \t\r\n", -1);
  g_autoptr(GString) out = g_string_new (NULL);

  xmlFree (content);
  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "", parts[i]);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static gboolean
is_element (xmlNode    *node,
            const char *name)
{
  return node->type == XML_ELEMENT_NODE && xmlStrcmp (node->name, (const xmlChar *) name) == 0;
}

static gboolean
read_step (TsTutorial  *self,
           xmlNode     *node,
           GError     **error)
{
  Step *step = g_new0 (Step, 1);

  g_ptr_array_add (self->steps, step);
  step->line = (guint) xmlGetLineNo (node);
  step->id = attribute (node, "id");
  step->expect = g_ptr_array_new_with_free_func (g_free);
  if (step->id == NULL)
    /* Translators: why a tutorial file is refused */
    return fail (error, node, _("a step has no id"));
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (is_element (child, "say") && step->words == NULL)
        step->words = words_of (child);
      else if (is_element (child, "wrong") && step->wrong == NULL)
        step->wrong = words_of (child);
      else if (is_element (child, "point") && step->place == NULL)
        step->place = attribute (child, "at");
      else if (is_element (child, "more") && step->more == NULL)
        step->more = attribute (child, "page");
      else if (is_element (child, "expect"))
        {
          char *move = attribute (child, "move");

          if (move == NULL)
            /* Translators: why a tutorial file is refused */
            return fail (error, child, _("an expected move has no move"));
          g_ptr_array_add (step->expect, move);
        }
      else if (is_element (child, "reply") && step->reply == NULL)
        {
          step->reply = attribute (child, "move");
          if (step->reply == NULL)
            /* Translators: why a tutorial file is refused */
            return fail (error, child, _("a reply has no move"));
        }
      else
        /* Translators: why a tutorial file is refused */
        return fail (error, child, _("a step holds something unknown or twice"));
    }
  if (step->words == NULL || *step->words == '\0')
    /* Translators: why a tutorial file is refused */
    return fail (error, node, _("a step says nothing"));
  if (step->expect->len > 0 && step->reply != NULL)
    /* Translators: why a tutorial file is refused */
    return fail (error, node, _("a step both waits for a move and plays one"));
  return TRUE;
}

/* A new match from the position, the learner's seat named "You". */
static gboolean
restart (TsTutorial  *self,
         GError     **error)
{
  g_autoptr(TsGame) start = ts_game_new_from_state (self->game_id, self->position, error);

  if (start == NULL)
    return FALSE;
  if (self->setup == NULL)
    {
      guint n = ts_game_get_n_players (start);

      self->setup = ts_setup_new (self->game_id, n, 0);
      for (guint s = 0; s < n; s++)
        {
          /* The learner under their own name: the game's words say
           * "Ada is placing a starting set". */
          const char *real = g_get_real_name ();
          g_autofree char *name = (int) s == self->seat
                                  ? g_strdup (real != NULL && g_strcmp0 (real, "Unknown") != 0 ? real
                                                                                          : g_get_user_name ())
                                  /* Translators: the other players of a
                                     tutorial; %u counts from 2 */
                                  : n == 2 ? g_strdup (C_("player name", "Computer"))
                                  : g_strdup_printf (_("Computer %u"), s + 1);

          /* Every seat a person's: the script plays the others, not a
           * computer player. */
          ts_setup_set_player (self->setup, s, name, TS_PLAYER_HUMAN, TS_LEVEL_NORMAL, NULL);
        }
    }
  g_clear_object (&self->match);
  self->match = ts_match_new_from_position (self->setup, start);
  self->step = 0;
  return self->match != NULL;
}

/* Plays TEXT on the match; FALSE (and the reason) when it is not legal. */
static gboolean
play (TsTutorial  *self,
      const char  *text,
      GError     **error)
{
  return ts_match_play_text (self->match, text, error);
}

/* The whole script, played once: every move legal where it stands. */
static gboolean
check_script (TsTutorial  *self,
              xmlNode     *root,
              GError     **error)
{
  for (guint i = 0; i < self->steps->len; i++)
    {
      Step *step = g_ptr_array_index (self->steps, i);
      const char *moves[2] = { step->reply, NULL };
      g_autoptr(GError) local = NULL;

      for (guint k = 0; k < step->expect->len; k++)
        {
          TsGame *game = ts_match_get_game (self->match);
          TsMove move;

          if (!ts_game_parse_move (game, g_ptr_array_index (step->expect, k), &move, &local) ||
              !ts_game_is_legal (game, &move))
            {
              TsPositionLine line = { step->line, NULL, NULL, 0 };
              g_autofree char *text = g_strdup (g_ptr_array_index (step->expect, k));

              /* Translators: why a tutorial file is refused: %s is a move
                 in the game's notation */
              return ts_position_error (error, &line, _("the move “%s” is not possible there"), text);
            }
          /* Kept as the game writes it, to compare with the player's. */
          g_free (g_ptr_array_index (step->expect, k));
          g_ptr_array_index (step->expect, k) = ts_game_format_move (game, &move);
        }
      if (step->expect->len > 0)
        moves[0] = g_ptr_array_index (step->expect, 0);
      if (moves[0] != NULL && !play (self, moves[0], &local))
        {
          TsPositionLine line = { step->line, NULL, NULL, 0 };

          return ts_position_error (error, &line, _("the move “%s” is not possible there"), moves[0]);
        }
    }
  (void) root;
  return restart (self, error);
}

TsTutorial *
ts_tutorial_new_from_data (const char  *data,
                           gsize        length,
                           GError     **error)
{
  g_autoptr(TsTutorial) self = g_object_new (TS_TYPE_TUTORIAL, NULL);
  xmlDoc *doc;
  xmlNode *root;
  g_autofree char *seat = NULL;
  gboolean ok = TRUE;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (length > MAX_BYTES || !g_utf8_validate_len (data, length, NULL) ||
      g_strstr_len (data, (gssize) length, "<!DOCTYPE") != NULL ||
      g_strstr_len (data, (gssize) length, "<!ENTITY") != NULL)
    {
      /* Translators: why a tutorial file is refused */
      fail (error, NULL, _("This is not a tutorial file"));
      return NULL;
    }
  doc = xmlReadMemory (data, (int) length, "tutorial.xml", "UTF-8", XML_PARSE_NONET | XML_PARSE_NOERROR |
                                                                     XML_PARSE_NOWARNING);
  if (doc == NULL)
    {
      const xmlError *bad = xmlGetLastError ();
      TsPositionLine line = { bad != NULL ? (guint) bad->line : 0, NULL, NULL, 0 };

      ts_position_error (error, bad != NULL ? &line : NULL, "%s", _("This is not a tutorial file"));
      return NULL;
    }
  root = xmlDocGetRootElement (doc);
  if (root == NULL || !is_element (root, "tutorial"))
    ok = fail (error, root, _("This is not a tutorial file"));
  if (ok)
    {
      self->game_id = attribute (root, "game");
      seat = attribute (root, "seat");
      self->seat = seat != NULL ? (int) g_ascii_strtoll (seat, NULL, 10) - 1 : 0;
      if (self->game_id == NULL || ts_game_type_from_id (self->game_id) == G_TYPE_INVALID)
        /* Translators: why a tutorial file is refused */
        ok = fail (error, root, _("the tutorial names no game of Tessella"));
    }
  for (xmlNode *child = ok ? root->children : NULL; ok && child != NULL; child = child->next)
    {
      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (is_element (child, "position") && self->position == NULL)
        {
          xmlChar *content = xmlNodeGetContent (child);

          self->position = g_strdup ((const char *) content);
          xmlFree (content);
        }
      else if (is_element (child, "step"))
        ok = read_step (self, child, error);
      else if (!is_element (child, "title"))
        ok = fail (error, child, _("a tutorial holds something unknown"));
    }
  if (ok && (self->position == NULL || self->steps->len == 0))
    /* Translators: why a tutorial file is refused */
    ok = fail (error, root, _("a tutorial needs a position and steps"));
  if (ok)
    {
      g_autoptr(GError) local = NULL;

      if (!restart (self, &local))
        {
          xmlNode *at = root;

          for (xmlNode *child = root->children; child != NULL; child = child->next)
            if (is_element (child, "position"))
              at = child;
          /* Translators: why a tutorial file is refused: %s says what is
             wrong with its position */
          g_autofree char *reason = g_strdup_printf (_("the position: %s"), local->message);

          ok = fail (error, at, reason);
        }
    }
  if (ok && (self->seat < 0 || (guint) self->seat >= ts_game_get_n_players (ts_match_get_game (self->match))))
    ok = fail (error, root, _("the tutorial names no seat of its game"));
  if (ok)
    ok = check_script (self, root, error);
  xmlFreeDoc (doc);
  return ok ? g_steal_pointer (&self) : NULL;
}

TsTutorial *
ts_tutorial_new_from_file (GFile   *file,
                           GError **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  if (!g_file_load_contents (file, NULL, &data, &length, NULL, error))
    return NULL;
  return ts_tutorial_new_from_data (data, length, error);
}

/* Playing */

static Step *
current (TsTutorial *self)
{
  return self->step < self->steps->len ? g_ptr_array_index (self->steps, self->step) : NULL;
}

const char *
ts_tutorial_get_game_id (TsTutorial *self)
{
  g_return_val_if_fail (TS_IS_TUTORIAL (self), NULL);
  return self->game_id;
}

TsMatch *
ts_tutorial_get_match (TsTutorial *self)
{
  g_return_val_if_fail (TS_IS_TUTORIAL (self), NULL);
  return self->match;
}

int
ts_tutorial_get_seat (TsTutorial *self)
{
  g_return_val_if_fail (TS_IS_TUTORIAL (self), 0);
  return self->seat;
}

guint
ts_tutorial_get_n_steps (TsTutorial *self)
{
  g_return_val_if_fail (TS_IS_TUTORIAL (self), 0);
  return self->steps->len;
}

guint
ts_tutorial_get_step (TsTutorial *self)
{
  g_return_val_if_fail (TS_IS_TUTORIAL (self), 0);
  return self->step;
}

gboolean
ts_tutorial_is_over (TsTutorial *self)
{
  g_return_val_if_fail (TS_IS_TUTORIAL (self), TRUE);
  return self->step >= self->steps->len;
}

const char *
ts_tutorial_get_words (TsTutorial *self)
{
  Step *step;

  g_return_val_if_fail (TS_IS_TUTORIAL (self), NULL);
  step = current (self);
  return step != NULL ? g_dgettext (GETTEXT_PACKAGE, step->words) : NULL;
}

const char *
ts_tutorial_get_place (TsTutorial *self)
{
  g_return_val_if_fail (TS_IS_TUTORIAL (self), NULL);
  return current (self) != NULL ? current (self)->place : NULL;
}

const char *
ts_tutorial_get_more (TsTutorial *self)
{
  g_return_val_if_fail (TS_IS_TUTORIAL (self), NULL);
  return current (self) != NULL ? current (self)->more : NULL;
}

const char *
ts_tutorial_get_step_id (TsTutorial *self)
{
  g_return_val_if_fail (TS_IS_TUTORIAL (self), NULL);
  return current (self) != NULL ? current (self)->id : NULL;
}

gboolean
ts_tutorial_waits_for_move (TsTutorial *self)
{
  g_return_val_if_fail (TS_IS_TUTORIAL (self), FALSE);
  return current (self) != NULL && current (self)->expect->len > 0;
}

gboolean
ts_tutorial_get_expected (TsTutorial *self,
                          TsMove     *move)
{
  Step *step;

  g_return_val_if_fail (TS_IS_TUTORIAL (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  step = current (self);
  return step != NULL && step->expect->len > 0 &&
         ts_game_parse_move (ts_match_get_game (self->match), g_ptr_array_index (step->expect, 0), move, NULL);
}

gboolean
ts_tutorial_try (TsTutorial   *self,
                 const TsMove *move,
                 char        **why)
{
  Step *step;
  TsGame *game;
  g_autofree char *text = NULL;

  g_return_val_if_fail (TS_IS_TUTORIAL (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  step = current (self);
  game = ts_match_get_game (self->match);
  if (step == NULL || step->expect->len == 0)
    {
      if (why != NULL)
        /* Translators: a tutorial's answer to a move made when it only
           talks */
        *why = g_strdup (_("Read this step first, then press Next."));
      return FALSE;
    }
  if (!ts_game_is_legal (game, move))
    {
      if (why != NULL)
        /* Translators: a tutorial's answer to a move the rules do not
           allow */
        *why = g_strdup (_("That move is not possible here."));
      return FALSE;
    }
  text = ts_game_format_move (game, move);
  for (guint k = 0; k < step->expect->len; k++)
    if (g_str_equal (text, g_ptr_array_index (step->expect, k)))
      {
        if (!play (self, text, NULL))
          return FALSE;
        self->step++;
        return TRUE;
      }
  if (why != NULL)
    *why = g_strdup (step->wrong != NULL ? g_dgettext (GETTEXT_PACKAGE, step->wrong)
                     /* Translators: a tutorial's answer to a legal move that
                        is not the one the step teaches */
                     : _("That is a move of the game, but not the one this step is about. Try the one it describes."));
  return FALSE;
}

gboolean
ts_tutorial_next (TsTutorial *self)
{
  Step *step;

  g_return_val_if_fail (TS_IS_TUTORIAL (self), FALSE);
  step = current (self);
  if (step == NULL || step->expect->len > 0)
    return FALSE;
  if (step->reply != NULL && !play (self, step->reply, NULL))
    return FALSE;
  self->step++;
  return TRUE;
}

gboolean
ts_tutorial_resume (TsTutorial *self,
                    const char *step_id)
{
  guint target = G_MAXUINT;

  g_return_val_if_fail (TS_IS_TUTORIAL (self), FALSE);
  for (guint i = 0; step_id != NULL && i < self->steps->len; i++)
    if (g_str_equal (((Step *) g_ptr_array_index (self->steps, i))->id, step_id))
      target = i;
  if (!restart (self, NULL))
    return FALSE;
  if (target == G_MAXUINT)
    return FALSE;
  while (self->step < target)
    {
      Step *step = current (self);
      const char *move = step->expect->len > 0 ? g_ptr_array_index (step->expect, 0) : step->reply;

      if (move != NULL && !play (self, move, NULL))
        return FALSE;
      self->step++;
    }
  return TRUE;
}
