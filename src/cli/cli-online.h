/* cli-online.h — tessella-cli online new | play | show
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

int cmd_online (int    argc,
                char **argv);
