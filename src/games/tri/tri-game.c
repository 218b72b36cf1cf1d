/* tri-game.c — being written */
#include "tri-game.h"
