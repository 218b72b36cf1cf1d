/* cli-play.h — tessella-cli's computer players: think, selfplay, bench
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int cmd_think    (int argc, char **argv);
int cmd_selfplay (int argc, char **argv);
int cmd_bench    (int argc, char **argv);

G_END_DECLS
