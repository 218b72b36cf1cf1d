/* tri-scene-text.c — the TRI board's words: prompt, notice, triangles,
 * battles (no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tri-scene.h"

#include <glib/gi18n.h>

/* ------------------------------------------------------------------ */
/* Text                                                                */

char *
tri_scene_seat_name (const TriScene *scene,
                     int             seat)
{
  const TsSetup *setup = scene->table ? ts_table_get_setup (scene->table) : NULL;

  if (setup != NULL && seat >= 0 && (guint) seat < setup->n_players
      && setup->players[seat].name != NULL && setup->players[seat].name[0] != '\0')
    return g_strdup (setup->players[seat].name);

  /* Translators: a seat without a name; %d is the seat's number, from 1. */
  return g_strdup_printf (_("Player %d"), seat + 1);
}

/* "the top triangle of the square in column C, row 2": the labels on the
 * board's edges (tri-words.c). */
static char *
triangle_name (const TriScene *scene,
               int             triangle)
{
  return tri_words_triangle_at (tri_scene_size (scene), triangle);
}

/* "the square in column C, row 2" */
static char *
square_name (const TriScene *scene,
             guint           square)
{
  return tri_words_square_at (tri_scene_size (scene), square);
}

/* What the viewer may do on TRIANGLE now, as a sentence, or NULL. */
static char *
describe_action (const TriScene *scene,
                 int             triangle)
{
  if (scene->teleport_mode)
    {
      if (scene->teleport_target[triangle])
        /* Translators: TRI: a prompt in the status line above the board,
           telling the player what to do; a teleport is a special move from
           a square of the board to an empty triangle */
        return g_strdup (_("Press Enter to teleport here."));
      return NULL;
    }

  switch (scene->legal[triangle])
    {
    case TRI_MOVE_PLACE:
      /* Translators: TRI: a prompt in the status line above the board,
         telling the player what to do; checkers are the pieces that mark a
         player's triangles */
      return g_strdup (_("Press Enter to place your first checker here."));
    case TRI_MOVE_EXPAND:
      /* Translators: TRI: a prompt in the status line above the board,
         telling the player what to do */
      return g_strdup (_("Press Enter to expand here."));
    case TRI_MOVE_ATTACK:
      {
        guint n = tri_scene_attack_dice (scene, triangle);
        /* Translators: TRI: a prompt in the status line above the board,
           telling the player what to do; a battle compares the attacker's
           and defender's dice plus a card each */
        return g_strdup_printf (ngettext ("Press Enter to attack it with %u die.",
                                          "Press Enter to attack it with %u dice.", n), n);
      }
    case TRI_MOVE_VOID:
      /* Translators: TRI: a prompt in the status line above the board,
         telling the player what to do; the board is made of triangles that
         players occupy; a battle compares the attacker's and defender's
         dice plus a card each */
      return g_strdup (_("Press Enter to make this attacking triangle empty."));
    default:
      return NULL;
    }
}

char *
tri_scene_describe_triangle (const TriScene *scene,
                             int             triangle)
{
  TsTriGame *view = scene->view;
  guint s = tri_scene_size (scene);
  int owner, x, y, sq_owner;
  TriDir dir;
  guint square;
  g_autofree char *name = NULL;
  g_autofree char *first = NULL;
  g_autofree char *action = NULL;
  g_autofree char *tele = NULL;
  GString *text;

  if (triangle < 0 || (guint) triangle >= tri_scene_n_triangles (scene))
    return NULL;
  owner = ts_tri_game_get_owner (view, triangle);
  name = tri_words_triangle_title_at (s, triangle);
  tri_triangle_coords (s, triangle, &x, &y, &dir);
  square = y * s + x;
  sq_owner = ts_tri_game_get_square_owner (view, square);

  if (owner < 0)
    /* Translators: TRI: the place under the cursor, read by screen readers;
       %s is a triangle ("Top triangle of the square in column C, row 2") */
    first = g_strdup_printf (_("%s: empty."), name);
  else
    {
      g_autofree char *who = tri_scene_seat_name (scene, owner);
      if (sq_owner >= 0)
        /* Translators: TRI: the place under the cursor, read by screen
           readers; %1$s is a triangle ("Top triangle of the square in
           column C, row 2"), %2$s the player who owns it */
        first = g_strdup_printf (_("%1$s: %2$s’s, in a conquered square."), name, who);
      else
        /* Translators: TRI: the place under the cursor, read by screen
           readers; %1$s is a triangle ("Top triangle of the square in
           column C, row 2"), %2$s the player who owns it */
        first = g_strdup_printf (_("%1$s: %2$s’s."), name, who);
    }

  text = g_string_new (first);
  action = describe_action (scene, triangle);
  if (action != NULL)
    g_string_append_printf (text, "\n%s", action);

  if (scene->can_act && scene->teleport_from[square])
    {
      g_autofree char *sq = square_name (scene, square);
      /* Translators: TRI: %s is a square ("the square in column C, row 2");
         T is the key that starts a teleport */
      tele = g_strdup_printf (_("You can teleport from %s (T)."), sq);
    }
  else if (!ts_tri_game_teleport_used (view, square))
    {
      g_autofree char *sq = square_name (scene, square);
      /* Translators: TRI: a status text for the board, or a description of
         a board place read by screen readers; a teleport is a special move
         from a square of the board to an empty triangle; a square is a
         group of triangles that can be conquered */
      tele = g_strdup_printf (_("The teleport of %s is unused."), sq);
    }
  if (tele != NULL)
    g_string_append_printf (text, "\n%s", tele);

  return g_string_free (text, FALSE);
}

static char *
winner_message (const TriScene *scene)
{
  TsGame *view = TS_GAME (scene->view);
  char *names[TS_MAX_SEATS] = { NULL };
  int ranks[TS_MAX_SEATS] = { 0 };
  guint n = ts_game_get_n_players (view), n_win = 0;
  int score = 0;
  char *msg;

  ts_game_get_ranks (view, ranks);
  for (guint i = 0; i < n && i < TS_MAX_SEATS; i++)
    if (ranks[i] == 0)
      {
        if (n_win == 0)
          score = ts_game_get_score (view, i);
        names[n_win++] = tri_scene_seat_name (scene, i);
      }

  switch (n_win)
    {
    case 1:
      /* Translators: TRI: the status line at the end of the game; the board
         is made of triangles that players occupy */
      msg = g_strdup_printf (ngettext ("Game over: %1$s wins with %2$d triangle.",
                                       "Game over: %1$s wins with %2$d triangles.", score),
                             names[0], score);
      break;
    case 2:
      /* Translators: TRI: the status line at the end of the game */
      msg = g_strdup_printf (_("Game over: a draw between %1$s and %2$s."), names[0], names[1]);
      break;
    case 3:
      /* Translators: TRI: the status line at the end of the game */
      msg = g_strdup_printf (_("Game over: a draw between %1$s, %2$s and %3$s."),
                             names[0], names[1], names[2]);
      break;
    case 4:
      /* Translators: TRI: the status line at the end of the game */
      msg = g_strdup_printf (_("Game over: a draw between %1$s, %2$s, %3$s and %4$s."),
                             names[0], names[1], names[2], names[3]);
      break;
    default:
      /* Translators: TRI: the status line at the end of the game */
      msg = g_strdup (_("Game over."));
      break;
    }

  for (guint i = 0; i < n_win; i++)
    g_free (names[i]);
  return msg;
}

char *
tri_scene_compute_prompt (const TriScene *scene)
{
  int seat;
  g_autofree char *name = NULL;
  const TriBattle *b;

  if (scene->view == NULL)
    return NULL;
  if (ts_game_is_over (TS_GAME (scene->view)))
    return winner_message (scene);

  seat = ts_game_get_current_seat (TS_GAME (scene->view));
  name = tri_scene_seat_name (scene, seat);
  b = ts_tri_game_get_battle (scene->view);

  switch (tri_scene_phase (scene))
    {
    case TRI_PHASE_ACTION:
      if (!scene->can_act)
        {
          if (ts_tri_game_get_round (scene->view) == 1)
            /* Translators: TRI: a status text for the board, or a
               description of a board place read by screen readers; checkers
               are the pieces that mark a player's triangles */
            return g_strdup_printf (_("%s is placing their first checker."), name);
          return g_strdup_printf (_("%s’s turn."), name);
        }
      if (scene->teleport_mode)
        {
          g_autofree char *sq = square_name (scene, scene->teleport_square);
          /* Translators: TRI: a prompt; %s is a square ("the square in
             column C, row 2"); T is the key that starts a teleport */
          return g_strdup_printf (_("Teleport from %s: click any highlighted empty triangle. T again takes another square’s teleport, Escape cancels."), sq);
        }
      if (ts_tri_game_get_round (scene->view) == 1)
        /* Translators: TRI: a prompt in the status line above the board,
           telling the player what to do; the board is made of triangles
           that players occupy; checkers are the pieces that mark a player's
           triangles */
        return g_strdup (_("Your turn: place your first checker on a highlighted triangle, away from the others."));
      if (tri_scene_any_teleport (scene))
        /* Translators: TRI: a prompt in the status line above the board,
           telling the player what to do; the board is made of triangles
           that players occupy; a teleport is a special move from a square
           of the board to an empty triangle */
        return g_strdup (_("Your turn: click a highlighted triangle to expand or attack, teleport (T) from a marked square, or pass."));
      if (scene->n_targets == 0)
        /* Translators: TRI: a prompt in the status line above the board,
           telling the player what to do; a battle compares the attacker's
           and defender's dice plus a card each */
        return g_strdup (_("Your turn: there is nothing to expand into or attack; pass."));
      /* Translators: TRI: a prompt in the status line above the board,
         telling the player what to do; the board is made of triangles that
         players occupy; a battle compares the attacker's and defender's
         dice plus a card each */
      return g_strdup (_("Your turn: click a highlighted triangle to expand or attack, or pass."));

    case TRI_PHASE_ATTACK_CARD:
      if (scene->can_act)
        /* Translators: TRI: a status text for the board, or a description
           of a board place read by screen readers; each player holds secret
           cards (+0, +2, …) that add to the dice in a battle; a battle
           compares the attacker's and defender's dice plus a card each */
        return g_strdup (_("Attack: look at your dice, then choose a card by its button or key and press Play."));
      /* Translators: TRI: a status text for the board, or a description of
         a board place read by screen readers; each player holds secret
         cards (+0, +2, …) that add to the dice in a battle; a battle
         compares the attacker's and defender's dice plus a card each */
      return g_strdup_printf (_("%s is choosing a card for the attack."), name);

    case TRI_PHASE_DEFEND_CARD:
      if (scene->can_act)
        /* Translators: TRI: a status text for the board, or a description
           of a board place read by screen readers; each player holds secret
           cards (+0, +2, …) that add to the dice in a battle; a battle
           compares the attacker's and defender's dice plus a card each */
        return g_strdup (_("Defence: look at your die, then choose a card by its button or key and press Play."));
      /* Translators: TRI: a status text for the board, or a description of
         a board place read by screen readers; each player holds secret
         cards (+0, +2, …) that add to the dice in a battle; a battle
         compares the attacker's and defender's dice plus a card each */
      return g_strdup_printf (_("%s is choosing a card for the defence."), name);

    case TRI_PHASE_VOID:
      if (scene->can_act)
        /* Translators: TRI: a status text for the board, or a description
           of a board place read by screen readers; the board is made of
           triangles that players occupy; a battle compares the attacker's
           and defender's dice plus a card each */
        return g_strdup (_("You held your triangle: click one of the highlighted attacking triangles to make it empty."));
      if (b != NULL && b->attacker >= 0)
        {
          g_autofree char *att = tri_scene_seat_name (scene, b->attacker);
          /* Translators: %1$s defended successfully and now picks one of
           * %2$s's attacking triangles. */
          return g_strdup_printf (_("%1$s held the triangle and chooses which of %2$s’s attacking triangles goes empty."),
                                  name, att);
        }
      /* Translators: TRI: a status text for the board, or a description of
         a board place read by screen readers; the board is made of
         triangles that players occupy; a battle compares the attacker's and
         defender's dice plus a card each */
      return g_strdup_printf (_("%s chooses which attacking triangle goes empty."), name);

    case TRI_PHASE_OVER:
    default:
      return winner_message (scene);
    }
}

/* The last move in sentences, as the viewer may know it: its events
 * (the action, a battle, awards, eliminations, the end). */
char *
tri_scene_compute_notice (const TriScene *scene)
{
  g_autoptr(GPtrArray) lines = NULL;
  guint n;

  if (scene->table == NULL || scene->view == NULL)
    return NULL;
  n = ts_table_get_n_moves (scene->table);
  if (n == 0)
    return NULL;
  lines = ts_table_describe_events (scene->table, n - 1, n, scene->viewer);
  if (lines->len == 0)
    return NULL;
  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

char *
tri_scene_card_text (int card)
{
  if (card < 0)
    return g_strdup ("?");
  return g_strdup_printf ("+%d", card);
}

int
tri_scene_highest (const guint8 *dice,
                   guint         n)
{
  int h = 0;

  for (guint i = 0; i < n; i++)
    h = MAX (h, dice[i]);
  return h;
}

char *
tri_scene_battle_result (const TriScene  *scene,
                         const TriBattle *b)
{
  g_autofree char *att = tri_scene_seat_name (scene, b->attacker);
  g_autofree char *def = tri_scene_seat_name (scene, b->defender);
  int a = tri_scene_highest (b->attack_dice, MIN (b->n_dice, 3)) + MAX (b->attack_card, 0);
  int d = b->defence_die + MAX (b->defence_card, 0);

  if (!b->revealed)
    {
      g_autofree char *where = triangle_name (scene, b->target);

      return g_strdup_printf (
        /* Translators: TRI log; %1$s the attacker, %2$s the triangle,
         * %3$s its owner, %4$u the number of dice (one per attacking
         * triangle) */
        ngettext ("%1$s attacks %2$s, held by %3$s, with %4$u die.",
                  "%1$s attacks %2$s, held by %3$s, with %4$u dice.", b->n_dice),
        att, where, def, b->n_dice);
    }
  if (b->attacker_won)
    /* Translators: "Attack 7 against defence 6: Ada takes the triangle." */
    return g_strdup_printf (_("Attack %1$d against defence %2$d: %3$s takes the triangle."), a, d, att);
  if (b->voided >= 0)
    {
      g_autofree char *v = triangle_name (scene, b->voided);
      /* Translators: TRI: a status text for the board, or a description of
         a board place read by screen readers; a battle compares the
         attacker's and defender's dice plus a card each; when a defender
         holds, one of the attacking triangles is made empty (voided); %4$s
         is a triangle ("the left triangle of the square in column B, row
         3") */
      return g_strdup_printf (_("Attack %1$d against defence %2$d: %3$s holds, and %4$s goes empty."),
                              a, d, def, v);
    }
  /* Translators: TRI: a status text for the board, or a description of a
     board place read by screen readers; a battle compares the attacker's
     and defender's dice plus a card each */
  return g_strdup_printf (_("Attack %1$d against defence %2$d: %3$s holds."), a, d, def);
}

/* "5, 3 and 2", or "not shown" while hidden from the viewer. */
static char *
dice_words (const guint8 *dice,
            guint         n)
{
  int d[3] = { 0, 0, 0 };
  char *text;

  for (guint i = 0; i < n && i < 3; i++)
    {
      if (dice[i] < 1 || dice[i] > 6)
        /* Translators: TRI: dice or a card of a battle the viewer may not
           see yet, "Attacker Ada: dice not shown, card not shown" */
        return g_strdup (C_("battle", "not shown"));
      d[i] = dice[i];
    }
  text = tri_words_dice (d);
  return text != NULL ? text : g_strdup (C_("battle", "not shown"));
}

static char *
card_words (int card)
{
  if (card < 0)
    return g_strdup (C_("battle", "not shown"));
  return g_strdup_printf ("+%d", card);
}

char *
tri_scene_describe_battle (const TriScene  *scene,
                           const TriBattle *b)
{
  guint n = MIN (b->n_dice, 3);
  g_autofree char *att = tri_scene_seat_name (scene, b->attacker);
  g_autofree char *def = tri_scene_seat_name (scene, b->defender);
  g_autofree char *ad = dice_words (b->attack_dice, n);
  g_autofree char *dd = dice_words (&b->defence_die, 1);
  g_autofree char *ac = card_words (b->attack_card);
  g_autofree char *dc = card_words (b->defence_card);
  g_autofree char *result = tri_scene_battle_result (scene, b);
  /* Translators: TRI: the attacker's side of a battle, read by screen
     readers: "Attacker Ada: dice 5, 3 and 2, card +2" */
  g_autofree char *a = g_strdup_printf (ngettext ("Attacker %1$s: die %2$s, card %3$s",
                                                  "Attacker %1$s: dice %2$s, card %3$s", n),
                                        att, ad, ac);
  /* Translators: TRI: the defender's side of a battle, read by screen
     readers: "Defender Bob: die 6, card +0" */
  g_autofree char *d = g_strdup_printf (_("Defender %1$s: die %2$s, card %3$s"), def, dd, dc);

  return g_strdup_printf ("%s\n%s\n%s", result, a, d);
}

char *
tri_scene_hand_text (const TriScene *scene,
                     int             seat)
{
  TsTriGame *view = scene->view;
  guint counts[TRI_N_CARD_VALUES];
  g_autofree char *cards = NULL;

  for (guint i = 0; i < TRI_N_CARD_VALUES; i++)
    counts[i] = ts_tri_game_get_hand (view, seat, tri_card_value (i));
  cards = tri_words_cards (counts);
  if (cards == NULL)
    /* Translators: TRI: a player holds no card */
    return g_strdup (_("No cards"));
  /* Translators: TRI: a player's cards in hand, "Cards: +0, +2 ×3, +4" */
  return g_strdup_printf (_("Cards: %s"), cards);
}
