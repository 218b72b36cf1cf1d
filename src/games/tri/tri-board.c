/* tri-board.c — being written */
#include "tri-game.h"
