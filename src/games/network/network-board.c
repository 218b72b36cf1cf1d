/* network-board.c — being written */
#include "network-game.h"
