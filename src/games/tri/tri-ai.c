/* tri-ai.c — being written */
#include "tri-game.h"
