/* network-ai.c — being written */
#include "network-game.h"
