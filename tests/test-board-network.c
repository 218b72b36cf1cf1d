/* test-board-network.c — being written; skips until then */
#include <stdio.h>

int
main (void)
{
  printf ("1..0 # SKIP being written\n");
  return 0;
}
