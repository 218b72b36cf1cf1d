#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# orca-game.sh BUILD SAVE SPEECH [SECONDS] — what Orca says during a game
# played with the keyboard alone (a measurement, run on demand; not a test).
#
# Starts Xvfb, a private D-Bus session with its own AT-SPI bus, Orca
# (with --debug-file, no speech server needed) and BUILD/src/app/tessella
# on SAVE (a TRI game against the computer, say:
#   tessella-cli new tri -p 2 -a 2:easy -f 1 -o tri.tessella),
# then plays by keys through XTEST until the window title says the game is
# over or SECONDS (default 600) have passed: N, Enter, N, Enter, 0, Enter,
# P each round (a crude player: act where it can, else pass), S every
# tenth round.  Writes what Orca spoke, a line each, to SPEECH.
# Needs xvfb, xdotool, orca, at-spi2-core, dbus.
set -eu

build=$(cd "$1" && pwd); save=$(realpath "$2"); speech=$3; max=${4:-600}
work=$(mktemp -d)
display=:$((150 + RANDOM % 50))

Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
sleep 0.5

export DISPLAY=$display GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR=$build/data GSK_RENDERER=cairo
export GTK_A11Y=atspi TESSELLA_DATA_DIR=$work/data HOME=$work/home
export APP=$build/src/app/tessella SAVE=$save LOG=$work/orca.log MAX=$max
mkdir -p "$work/home"
for launcher in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher; do
  [ -x "$launcher" ] && break
done
export LAUNCHER=$launcher

dbus-run-session -- bash -c '
  "$LAUNCHER" --launch-immediately >/dev/null 2>&1 &
  sleep 0.5
  orca --debug-file="$LOG" >/dev/null 2>&1 &
  orca=$!
  sleep 4
  "$APP" "$SAVE" >/dev/null 2>&1 &
  app=$!
  sleep 4
  window=$(xdotool search --onlyvisible --name "TRI|Network|Trigon|Trehgrannik|Trojhran" | head -1)
  xdotool windowfocus --sync "$window" 2>/dev/null || true
  start=$(date +%s); round=0
  while [ $(( $(date +%s) - start )) -lt "$MAX" ]; do
    case "$(xdotool getwindowname "$window")" in *"Game over"*) break;; esac
    keys="n Return n Return 0 Return p"
    if [ $((round % 10)) -eq 1 ]; then keys="s $keys"; fi
    for key in $keys; do xdotool key "$key"; sleep 0.7; done
    round=$((round + 1))
  done
  sleep 3
  echo "rounds of keys: $round; title: $(xdotool getwindowname "$window")"
  kill $app; sleep 0.5; kill $orca
' 2>/dev/null

# Each SPEECH OUTPUT of the debug log on one line (keys marked).
python3 - "$work/orca.log" > "$speech" <<'PY'
import re, sys
text = open(sys.argv[1], encoding='utf-8', errors='replace').read()
for m in re.finditer(r"(\d\d:\d\d:\d\d)\.\d+ - SPEECH OUTPUT: '(.*?)'\{", text, re.S):
    said = re.sub(r'\s*\n\s*', ' | ', m.group(2))
    if 'PROCESS ATSPI_KEY' in said:
        said = '[key ' + said.split("'")[0].strip() + ']'
    print(m.group(1), said)
PY
echo "$(wc -l < "$speech") lines spoken: $speech"
