/* ts-game.c — the base class of every game's rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n-lib.h>

#include "ts-game.h"
#include "ts-text.h"

G_DEFINE_QUARK (ts-game-error-quark, ts_game_error)

/* Not part of the state: copies (the search's) never record events. */
typedef struct
{
  GArray *event_sink;
} TsGamePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TsGame, ts_game, G_TYPE_OBJECT)

static void
ts_game_class_init (TsGameClass *klass)
{
}

static void
ts_game_init (TsGame *self)
{
}

/* Registry */

static TsGameClass *
peek_class (GType type)
{
  TsGameClass *klass = g_type_class_ref (type);

  /* Game classes are static types: they are never finalised, so the
   * reference can be dropped and the class pointer kept. */
  g_type_class_unref (klass);
  return klass;
}

static gint
compare_types_by_id (gconstpointer a,
                     gconstpointer b)
{
  TsGameClass *ka = peek_class (GPOINTER_TO_SIZE (a));
  TsGameClass *kb = peek_class (GPOINTER_TO_SIZE (b));

  return g_strcmp0 (ka->id, kb->id);
}

GList *
ts_game_list_types (void)
{
  g_autofree GType *children = NULL;
  guint n_children = 0;
  GList *list = NULL;

  children = g_type_children (TS_TYPE_GAME, &n_children);
  for (guint i = 0; i < n_children; i++)
    if (!G_TYPE_IS_ABSTRACT (children[i]) && peek_class (children[i])->id != NULL)
      list = g_list_prepend (list, GSIZE_TO_POINTER (children[i]));

  return g_list_sort (list, compare_types_by_id);
}

GType
ts_game_type_from_id (const char *id)
{
  g_autofree GType *children = NULL;
  guint n_children = 0;

  if (id == NULL)
    return G_TYPE_INVALID;

  children = g_type_children (TS_TYPE_GAME, &n_children);
  for (guint i = 0; i < n_children; i++)
    if (!G_TYPE_IS_ABSTRACT (children[i]) &&
        g_strcmp0 (peek_class (children[i])->id, id) == 0)
      return children[i];

  return G_TYPE_INVALID;
}

static GType
lookup_type (const char  *id,
             GError     **error)
{
  GType type = ts_game_type_from_id (id);

  if (type == G_TYPE_INVALID)
    {
      g_autofree char *shown = ts_text_quote (id, 40);

      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_UNKNOWN_GAME,
                   _("Tessella does not know the game “%s”"), shown);
    }
  return type;
}

static gboolean
check_options (TsGameClass   *klass,
               const TsSetup *setup,
               GError       **error)
{
  for (guint i = 0; i < setup->n_options; i++)
    {
      const TsOptionValue *set = &setup->options[i];
      const TsGameOption *option = ts_options_find (klass->options, set->name);

      if (option == NULL)
        {
          g_autofree char *shown = ts_text_quote (set->name, 40);

          /* Translators: %s is an option name, then a game's name */
          g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                       /* Translators: an error in the setup of a game: its
                          rule options or its players */
                       _("%2$s has no option “%1$s”"), shown,
                       g_dgettext (GETTEXT_PACKAGE, klass->name));
          return FALSE;
        }
      if (!ts_option_value_is_valid (option, set->value))
        {
          /* Translators: %s is an option name */
          g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                       /* Translators: an error in the setup of a game: its
                          rule options or its players */
                       _("The option “%s” has a value it does not take"), option->name);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
check_setup (TsGameClass   *klass,
             const TsSetup *setup,
             GError       **error)
{
  if (setup->n_players < klass->min_players || setup->n_players > klass->max_players)
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                   /* Translators: %s is a game name, %u the numbers of players */
                   _("%s is played by %u to %u players, not %u"),
                   g_dgettext (GETTEXT_PACKAGE, klass->name),
                   klass->min_players, klass->max_players, setup->n_players);
      return FALSE;
    }

  if (setup->first_seat < 0 || (guint) setup->first_seat >= setup->n_players)
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                   /* Translators: an error in the setup of a game: its rule
                      options or its players */
                   _("The first player must be one of the players"));
      return FALSE;
    }

  if (klass->colours_are_roles)
    for (guint i = 0; i < setup->n_players; i++)
      for (guint j = 0; j < i; j++)
        if (setup->players[i].colour != NULL &&
            g_strcmp0 (setup->players[i].colour, setup->players[j].colour) == 0)
          {
            g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_SETUP,
                         /* Translators: %s is a game name */
                         _("In %s each player needs a colour of their own"),
                         g_dgettext (GETTEXT_PACKAGE, klass->name));
            return FALSE;
          }

  return check_options (klass, setup, error);
}

/* A generator for what the setup leaves to chance, apart from the game's
 * own (seeded from the same seed, but never the same stream). */
void
ts_setup_use_game_colours (TsSetup *setup)
{
  GType type = ts_game_type_from_id (setup->game_id);
  g_autoptr(GTypeClass) klass = NULL;
  const char * const *colours;

  if (type == G_TYPE_INVALID)
    return;
  klass = g_type_class_ref (type);
  colours = TS_GAME_CLASS (klass)->default_colours;
  for (guint i = 0; colours != NULL && colours[i] != NULL && i < TS_MAX_SEATS; i++)
    {
      g_free (setup->players[i].colour);
      setup->players[i].colour = g_strdup (colours[i]);
    }
}

#define SETUP_STREAM G_GUINT64_CONSTANT (0x5e7c0ffee15ba11d)

gboolean
ts_game_prepare_setup (TsSetup  *setup,
                       GError  **error)
{
  TsGameClass *klass;
  GType type;
  TsRng rng;

  g_return_val_if_fail (setup != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  type = lookup_type (setup->game_id, error);
  if (type == G_TYPE_INVALID)
    return FALSE;
  klass = peek_class (type);

  ts_rng_init (&rng, setup->seed ^ SETUP_STREAM);
  if (setup->first_seat == TS_SEAT_RANDOM && setup->n_players > 0)
    setup->first_seat = klass->first_player == TS_FIRST_PLAYER_FIXED
                        ? 0 : (int) ts_rng_uniform (&rng, setup->n_players);

  if (klass->colours_are_roles && klass->default_colours != NULL &&
      setup->n_players <= TS_MAX_SEATS)
    {
      const char *free_colours[TS_MAX_SEATS * 2];
      guint n_free = 0;

      for (guint c = 0; klass->default_colours[c] != NULL && n_free < G_N_ELEMENTS (free_colours); c++)
        {
          gboolean taken = FALSE;

          for (guint i = 0; i < setup->n_players; i++)
            taken |= g_strcmp0 (setup->players[i].colour, klass->default_colours[c]) == 0;
          if (!taken)
            free_colours[n_free++] = klass->default_colours[c];
        }
      for (guint i = 0; i < setup->n_players; i++)
        if (setup->players[i].colour == NULL && n_free > 0)
          {
            guint pick = ts_rng_uniform (&rng, n_free);

            setup->players[i].colour = g_strdup (free_colours[pick]);
            free_colours[pick] = free_colours[--n_free];
          }
    }

  return check_setup (klass, setup, error);
}

TsGame *
ts_game_new (const char     *id,
             const TsSetup  *setup,
             GError        **error)
{
  g_autoptr(TsGame) game = NULL;
  GType type;

  g_return_val_if_fail (setup != NULL, NULL);

  type = lookup_type (id, error);
  if (type == G_TYPE_INVALID)
    return NULL;

  if (setup->first_seat == TS_SEAT_RANDOM)
    {
      g_autoptr(TsSetup) prepared = ts_setup_copy (setup);

      if (!ts_game_prepare_setup (prepared, error))
        return NULL;
      return ts_game_new (id, prepared, error);
    }

  if (!check_setup (peek_class (type), setup, error))
    return NULL;

  game = g_object_new (type, NULL);
  if (!TS_GAME_GET_CLASS (game)->setup (game, setup, error))
    return NULL;

  return g_steal_pointer (&game);
}

/* Loads TEXT into GAME with the game's own reader, then checks what every
 * game needs of a position: a game that is not over has a seat to move
 * and, unless the position is a seat's view that hides what those moves
 * depend on, a legal move for it.  On error GAME may hold a half-checked state
 * (callers load into a fresh instance). */
static gboolean
load_playable (TsGame      *game,
               const char  *text,
               GError     **error)
{
  g_autoptr(GArray) moves = NULL;
  int seat;

  if (!TS_GAME_GET_CLASS (game)->load_state (game, text, error))
    return FALSE;
  if (ts_game_is_over (game))
    return TRUE;
  seat = ts_game_get_current_seat (game);
  if (ts_game_is_view (game))
    return TRUE;
  if (seat < 0 || seat >= (int) ts_game_get_n_players (game))
    /* Translators: why a position (the text of a game state, read from a
       file or typed in) is refused */
    return ts_game_set_bad_state_error (error, _("The game is not over, but nobody is to move"));
  moves = ts_game_list_moves (game);
  if (moves->len == 0)
    /* Translators: why a position (the text of a game state, read from a
       file or typed in) is refused */
    return ts_game_set_bad_state_error (error, _("The game is not over, but the player to move has no legal move"));
  return TRUE;
}

TsGame *
ts_game_new_from_state (const char  *id,
                        const char  *state,
                        GError     **error)
{
  g_autoptr(TsGame) game = NULL;
  GType type;

  g_return_val_if_fail (state != NULL, NULL);

  type = lookup_type (id, error);
  if (type == G_TYPE_INVALID)
    return NULL;

  game = g_object_new (type, NULL);
  if (!load_playable (game, state, error))
    return NULL;

  return g_steal_pointer (&game);
}

TsGame *
ts_game_copy (TsGame *self)
{
  TsGame *copy;

  g_return_val_if_fail (TS_IS_GAME (self), NULL);

  copy = g_object_new (G_OBJECT_TYPE (self), NULL);
  TS_GAME_GET_CLASS (self)->copy_state (copy, self);
  return copy;
}

TsGame *
ts_game_view_for (TsGame *self,
                  int     seat)
{
  TsGame *view = ts_game_copy (self);

  ts_game_redact (view, seat, TS_REDACT_SCREEN);
  return view;
}

TsGame *
ts_game_knowledge_of (TsGame *self,
                      int     seat)
{
  TsGame *knowledge = ts_game_copy (self);

  ts_game_redact (knowledge, seat, TS_REDACT_MEMORY);
  return knowledge;
}

/* Description */

const char *
ts_game_get_id (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  return TS_GAME_GET_CLASS (self)->id;
}

const char *
ts_game_get_name (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  return g_dgettext (GETTEXT_PACKAGE, TS_GAME_GET_CLASS (self)->name);
}

guint
ts_game_get_n_players (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), 0);
  return TS_GAME_GET_CLASS (self)->get_n_players (self);
}

int
ts_game_get_current_seat (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), TS_SEAT_NONE);
  return TS_GAME_GET_CLASS (self)->get_current_seat (self);
}

gboolean
ts_game_is_over (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), TRUE);
  return TS_GAME_GET_CLASS (self)->is_over (self);
}

/* Rules */

GArray *
ts_game_list_moves (TsGame *self)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (TsMove));

  g_return_val_if_fail (TS_IS_GAME (self), moves);

  if (!ts_game_is_over (self))
    TS_GAME_GET_CLASS (self)->list_moves (self, moves);
  return moves;
}

gboolean
ts_game_is_legal (TsGame       *self,
                  const TsMove *move)
{
  g_autoptr(GArray) moves = NULL;

  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (ts_game_is_over (self))
    return FALSE;
  if (TS_GAME_GET_CLASS (self)->is_legal != NULL)
    return TS_GAME_GET_CLASS (self)->is_legal (self, move);

  moves = ts_game_list_moves (self);

  for (guint i = 0; i < moves->len; i++)
    if (ts_move_equal (&g_array_index (moves, TsMove, i), move))
      return TRUE;
  return FALSE;
}

gboolean
ts_game_apply_move (TsGame        *self,
                    const TsMove  *move,
                    GError       **error)
{
  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (ts_game_is_over (self))
    {
      g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE,
                   _("The game is over"));
      return FALSE;
    }

  return TS_GAME_GET_CLASS (self)->apply_move (self, move, error);
}

gboolean
ts_game_apply_text (TsGame      *self,
                    const char  *text,
                    GError     **error)
{
  TsMove move;

  if (!ts_game_parse_move (self, text, &move, error))
    return FALSE;
  return ts_game_apply_move (self, &move, error);
}

char *
ts_game_format_move (TsGame       *self,
                     const TsMove *move)
{
  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  return TS_GAME_GET_CLASS (self)->format_move (self, move);
}

gboolean
ts_game_parse_move (TsGame      *self,
                    const char  *text,
                    TsMove      *move,
                    GError     **error)
{
  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  ts_move_clear (move);
  return TS_GAME_GET_CLASS (self)->parse_move (self, text, move, error);
}

int
ts_game_get_score (TsGame *self,
                   int     seat)
{
  g_return_val_if_fail (TS_IS_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && (guint) seat < ts_game_get_n_players (self), 0);
  return TS_GAME_GET_CLASS (self)->get_score (self, seat);
}

void
ts_game_get_ranks (TsGame *self,
                   int    *ranks)
{
  g_return_if_fail (TS_IS_GAME (self));
  TS_GAME_GET_CLASS (self)->get_ranks (self, ranks);
}

/* The search maximises these: 1 for first place (shared or not), 0 for last,
 * evenly spaced between. */
void
ts_game_get_rewards (TsGame *self,
                     double *rewards)
{
  int ranks[TS_MAX_SEATS];
  guint n = ts_game_get_n_players (self);

  ts_game_get_ranks (self, ranks);
  for (guint i = 0; i < n; i++)
    rewards[i] = n > 1 ? (double) ((int) n - 1 - ranks[i]) / (n - 1) : 1.0;
}

char *
ts_game_describe_position (TsGame             *self,
                           const char * const *names)
{
  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  g_return_val_if_fail (names != NULL, NULL);

  if (TS_GAME_GET_CLASS (self)->describe_position == NULL)
    return NULL;
  return TS_GAME_GET_CLASS (self)->describe_position (self, names);
}

char *
ts_game_describe_score (TsGame *self,
                        int     seat)
{
  g_return_val_if_fail (TS_IS_GAME (self), NULL);

  if (TS_GAME_GET_CLASS (self)->describe_score != NULL)
    return TS_GAME_GET_CLASS (self)->describe_score (self, seat);

  return g_strdup_printf ("%d", ts_game_get_score (self, seat));
}

/* Positions */

char *
ts_game_save_state (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  return TS_GAME_GET_CLASS (self)->save_state (self);
}

char *
ts_game_save_position (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  if (TS_GAME_GET_CLASS (self)->save_position != NULL)
    return TS_GAME_GET_CLASS (self)->save_position (self);
  return TS_GAME_GET_CLASS (self)->save_state (self);
}

gboolean
ts_game_load_state (TsGame      *self,
                    const char  *text,
                    GError     **error)
{
  g_autoptr(TsGame) loaded = NULL;

  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  loaded = g_object_new (G_OBJECT_TYPE (self), NULL);
  if (!load_playable (loaded, text, error))
    return FALSE;
  TS_GAME_GET_CLASS (self)->copy_state (self, loaded);
  return TRUE;
}

gboolean
ts_game_equal (TsGame *a,
               TsGame *b)
{
  g_autofree char *sa = NULL;
  g_autofree char *sb = NULL;

  if (G_OBJECT_TYPE (a) != G_OBJECT_TYPE (b))
    return FALSE;

  sa = ts_game_save_state (a);
  sb = ts_game_save_state (b);
  return g_strcmp0 (sa, sb) == 0;
}

/* Hidden information */

void
ts_game_redact (TsGame   *self,
                int       seat,
                TsRedact  how)
{
  g_return_if_fail (TS_IS_GAME (self));

  if (TS_GAME_GET_CLASS (self)->redact != NULL)
    TS_GAME_GET_CLASS (self)->redact (self, seat, how);
}

void
ts_game_determinise (TsGame *self,
                     TsRng  *rng)
{
  g_return_if_fail (TS_IS_GAME (self));

  if (TS_GAME_GET_CLASS (self)->determinise != NULL)
    TS_GAME_GET_CLASS (self)->determinise (self, rng);
}

gboolean
ts_game_has_private_view (TsGame *self,
                          int     seat)
{
  g_autoptr(TsGame) mine = ts_game_view_for (self, seat);
  g_autoptr(TsGame) spectator = ts_game_view_for (self, TS_SEAT_NONE);

  return !ts_game_equal (mine, spectator);
}

/* Computer players */

gboolean
ts_game_trivial_move (TsGame *self,
                      TsMove *move)
{
  g_autoptr(GArray) moves = NULL;

  g_return_val_if_fail (TS_IS_GAME (self), FALSE);

  if (TS_GAME_GET_CLASS (self)->trivial_move != NULL &&
      TS_GAME_GET_CLASS (self)->trivial_move (self, move))
    return TRUE;

  moves = ts_game_list_moves (self);
  if (moves->len == 1)
    {
      *move = g_array_index (moves, TsMove, 0);
      return TRUE;
    }
  return FALSE;
}

gboolean
ts_game_playout_move (TsGame *self,
                      TsRng  *rng,
                      TsMove *move)
{
  if (TS_GAME_GET_CLASS (self)->playout_move == NULL)
    return FALSE;
  return TS_GAME_GET_CLASS (self)->playout_move (self, rng, move);
}

gboolean
ts_game_evaluate (TsGame *self,
                  double *values)
{
  if (TS_GAME_GET_CLASS (self)->evaluate == NULL)
    return FALSE;
  return TS_GAME_GET_CLASS (self)->evaluate (self, values);
}

gboolean
ts_game_has_hidden_information (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), TRUE);
  return TS_GAME_GET_CLASS (self)->redact != NULL;
}

gboolean
ts_game_is_view (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  return TS_GAME_GET_CLASS (self)->is_view != NULL && TS_GAME_GET_CLASS (self)->is_view (self);
}

void
ts_game_forget (TsGame  *self,
                int      seat,
                TsLevel  level,
                TsRng   *rng)
{
  if (TS_GAME_GET_CLASS (self)->forget != NULL)
    TS_GAME_GET_CLASS (self)->forget (self, seat, level, rng);
}

gboolean
ts_game_set_illegal_move_error (GError     **error,
                                const char  *message)
{
  g_set_error_literal (error, TS_GAME_ERROR, TS_GAME_ERROR_ILLEGAL_MOVE, message);
  return FALSE;
}

gboolean
ts_game_set_bad_state_error (GError     **error,
                             const char  *message)
{
  g_set_error_literal (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_STATE, message);
  return FALSE;
}

gboolean
ts_game_set_bad_move_error (TsGame      *self,
                            const char  *text,
                            GError     **error)
{
  g_autofree char *shown = ts_text_quote (text, 60);

  g_return_val_if_fail (TS_IS_GAME (self), FALSE);

  /* Translators: the first %s is what the player or a file gave as a
   * move, the second the name of the game */
  g_set_error (error, TS_GAME_ERROR, TS_GAME_ERROR_BAD_MOVE, _("“%s” is not a move of %s"),
               shown, ts_game_get_name (self));
  return FALSE;
}

/* Events */

gboolean
ts_game_is_recording (TsGame *self)
{
  TsGamePrivate *priv = ts_game_get_instance_private (self);

  return priv->event_sink != NULL;
}

void
ts_game_emit (TsGame        *self,
              const TsEvent *event)
{
  TsGamePrivate *priv = ts_game_get_instance_private (self);

  if (priv->event_sink != NULL)
    g_array_append_val (priv->event_sink, *event);
}

void
ts_game_set_event_sink (TsGame *self,
                        GArray *sink)
{
  TsGamePrivate *priv;

  g_return_if_fail (TS_IS_GAME (self));
  g_return_if_fail (sink == NULL || g_array_get_element_size (sink) == sizeof (TsEvent));

  priv = ts_game_get_instance_private (self);
  priv->event_sink = sink;
}

char *
ts_game_describe_event (TsGame             *self,
                        const TsEvent      *event,
                        const char * const *names)
{
  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  g_return_val_if_fail (event != NULL, NULL);

  if (TS_GAME_GET_CLASS (self)->describe_event == NULL)
    return NULL;
  return TS_GAME_GET_CLASS (self)->describe_event (self, event, names);
}

gboolean
ts_game_decision_is_public (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), FALSE);

  if (TS_GAME_GET_CLASS (self)->decision_is_public == NULL || ts_game_is_over (self))
    return FALSE;
  return TS_GAME_GET_CLASS (self)->decision_is_public (self);
}

char *
ts_game_describe_move (TsGame             *self,
                       int                 seat,
                       const TsMove       *move,
                       const char * const *names)
{
  g_autoptr(TsGame) copy = NULL;
  g_autoptr(GArray) events = NULL;
  g_autoptr(GPtrArray) parts = NULL;

  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  g_return_val_if_fail (move != NULL, NULL);

  /* On what SEAT may see only: on the whole game a draw would be told. */
  copy = ts_game_view_for (self, seat);
  events = g_array_new (FALSE, FALSE, sizeof (TsEvent));
  parts = g_ptr_array_new_with_free_func (g_free);
  ts_game_set_event_sink (copy, events);
  if (ts_game_apply_move (copy, move, NULL))
    for (guint i = 0; i < events->len && parts->len < 3; i++)
      {
        const TsEvent *event = &g_array_index (events, TsEvent, i);
        char *text;

        if ((event->flags & TS_EVENT_REVEALS) != 0 || !ts_event_visible_to (event, seat))
          continue;
        text = ts_game_describe_event (copy, event, names);
        if (text != NULL)
          g_ptr_array_add (parts, text);
      }
  ts_game_set_event_sink (copy, NULL);
  if (parts->len == 0)
    return ts_game_format_move (self, move);
  {
    GString *text = g_string_new (g_ptr_array_index (parts, 0));

    /* Sentences follow each other; fragments are joined by "; ". */
    for (guint i = 1; i < parts->len; i++)
      {
        g_string_append (text, g_str_has_suffix (text->str, ".") ? " " : "; ");
        g_string_append (text, g_ptr_array_index (parts, i));
      }
    return g_string_free (text, FALSE);
  }
}

const char *
ts_game_name_of (const char * const *names,
                 int                 seat)
{
  if (names == NULL || seat < 0 || seat >= TS_MAX_SEATS)
    return "?";
  for (int i = 0; i < seat; i++)
    if (names[i] == NULL)
      return "?";
  return names[seat] != NULL ? names[seat] : "?";
}

char *
ts_game_advise_move (TsGame             *self,
                     int                 seat,
                     const TsMove       *move,
                     const char * const *names)
{
  g_autoptr(TsGame) view = NULL;

  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  g_return_val_if_fail (move != NULL, NULL);

  if (TS_GAME_GET_CLASS (self)->advise_move == NULL)
    return ts_game_describe_move (self, seat, move, names);
  view = ts_game_view_for (self, seat);
  return TS_GAME_GET_CLASS (self)->advise_move (view, seat, move, names);
}

gboolean
ts_game_get_seat_rgb (TsGame  *self,
                      int      seat,
                      guint32 *rgb)
{
  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  g_return_val_if_fail (rgb != NULL, FALSE);

  if (TS_GAME_GET_CLASS (self)->seat_rgb == NULL || seat < 0
      || (guint) seat >= ts_game_get_n_players (self))
    return FALSE;
  return TS_GAME_GET_CLASS (self)->seat_rgb (self, seat, rgb);
}

guint
ts_game_get_max_moves (TsGame *self)
{
  g_return_val_if_fail (TS_IS_GAME (self), TS_GAME_DEFAULT_MAX_MOVES);

  return TS_GAME_GET_CLASS (self)->max_moves != 0 ? TS_GAME_GET_CLASS (self)->max_moves
                                                   : TS_GAME_DEFAULT_MAX_MOVES;
}

gboolean
ts_game_default_move (TsGame *self,
                      TsMove *move)
{
  TsMove chosen;

  g_return_val_if_fail (TS_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (TS_GAME_GET_CLASS (self)->default_move == NULL || ts_game_is_over (self) ||
      !TS_GAME_GET_CLASS (self)->default_move (self, &chosen) || !ts_game_is_legal (self, &chosen))
    return FALSE;
  *move = chosen;
  return TRUE;
}

char *
ts_game_describe_turn (TsGame             *self,
                       const char * const *names)
{
  int seat;
  char *text;

  g_return_val_if_fail (TS_IS_GAME (self), NULL);
  g_return_val_if_fail (names != NULL, NULL);

  seat = ts_game_get_current_seat (self);
  if (seat == TS_SEAT_NONE || ts_game_is_over (self))
    return NULL;
  if (TS_GAME_GET_CLASS (self)->describe_turn != NULL &&
      (text = TS_GAME_GET_CLASS (self)->describe_turn (self, names)) != NULL)
    return text;
  /* Translators: who must decide now; %s is a player's name */
  return g_strdup_printf (_("%s’s turn"), names[seat] != NULL ? names[seat] : "?");
}
