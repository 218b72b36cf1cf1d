#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# own-display.sh COMMAND [ARGS...] — runs COMMAND under an X server of its
# own (Xvfb, 1280 × 800), so that window tests running side by side never
# share a pointer, a keyboard focus or a stacking order: a window of one
# test opening over another's board would send it crossing and motion
# events.  dev.sh uses it as meson's test wrapper for the "ui" suite.
# Exits with COMMAND's status.

screen=${OWN_DISPLAY_SCREEN:-1280x800x24}
try=0
while [ $try -lt 10 ]; do
  try=$((try + 1))
  # A display number nobody is likely to hold; Xvfb refuses one in use.
  n=$(( 200 + $(od -An -N2 -tu2 /dev/urandom) % 30000 ))
  Xvfb ":$n" -screen 0 "$screen" -nolisten tcp >/dev/null 2>&1 &
  pid=$!
  i=0
  while [ $i -lt 100 ] && [ ! -S "/tmp/.X11-unix/X$n" ] && kill -0 $pid 2>/dev/null; do
    i=$((i + 1))
    sleep 0.05
  done
  if [ -S "/tmp/.X11-unix/X$n" ] && kill -0 $pid 2>/dev/null; then
    DISPLAY=":$n" "$@"
    status=$?
    kill $pid 2>/dev/null
    wait $pid 2>/dev/null
    exit $status
  fi
  kill $pid 2>/dev/null
  wait $pid 2>/dev/null
done
echo "own-display.sh: could not start an X server" >&2
exit 1
