/* network-game.c — being written */
#include "network-game.h"
