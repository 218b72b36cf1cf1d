#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# bench-startup.sh PROBE TESSELLA — time from start to the first window of
# Tessella, GNOME Chess and GNOME Mines, measured the same way in one run
# (startup-probe.c) under Xvfb.  On demand:
#   meson test -C _build --benchmark --verbose bench-startup
# Needs xvfb and, for the comparison, gnome-chess and gnome-mines.
set -u
probe=$1 tessella=$2
runs=${BENCH_STARTUP_RUNS:-9}
tmp=$(mktemp -d)
trap 'kill $xvfb_pid 2>/dev/null; rm -rf "$tmp"' EXIT

display=:$((70 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
sleep 1
# Private settings and data: no autosave offer, no state from earlier runs.
export DISPLAY=$display GSETTINGS_BACKEND=memory GTK_A11Y=none
export TESSELLA_DATA_DIR=$tmp/data XDG_DATA_HOME=$tmp/data XDG_CONFIG_HOME=$tmp/config

run () {
  local label=$1; shift
  printf '%-14s %s\n' "$label" "$("$probe" "$runs" "$@" 2>/dev/null)"
}

run Tessella "$tessella"
[ -x /usr/games/gnome-chess ] && run "GNOME Chess" /usr/games/gnome-chess
[ -x /usr/games/gnome-mines ] && run "GNOME Mines" /usr/games/gnome-mines
exit 0
