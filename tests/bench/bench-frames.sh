#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# bench-frames.sh SHIM TESSELLA CLI [WM_CHECK] — frame times of each board
# against GNOME Chess, measured the same way in one run (frame-shim.c),
# with the cairo renderer at 1280 × 800 under Xvfb.  Run on demand:
#   meson test -C _build --benchmark --verbose bench-frames
# Needs xvfb, xdotool, pgrep and (for the comparison) gnome-chess.
# WM_CHECK (wm-check.c) gives the display a window manager's check window,
# as a desktop has; without it every frame of every program also pays a
# round trip to the X server (shown as after-paint).
set -u
shim=$1 tessella=$2 cli=$3 wm_check=${4:-}
tmp=$(mktemp -d)
wm_pid=
trap 'kill $wm_pid $xvfb_pid 2>/dev/null; rm -rf "$tmp"' EXIT

display=:$((70 + RANDOM % 100))
Xvfb "$display" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
sleep 1
export DISPLAY=$display GSK_RENDERER=cairo GTK_A11Y=none GSETTINGS_BACKEND=memory
if [ -n "$wm_check" ]; then
  "$wm_check" >"$tmp/wm-check.txt" &
  wm_pid=$!
  sleep 0.5
  grep -q ready "$tmp/wm-check.txt" && echo "The display has a window manager's check window (wm-check)." \
    || echo "wm-check failed: frames include an X round trip each."
else
  echo "No wm-check: frames include an X round trip each (after-paint)."
fi

# A late-game position of each game, by random moves, on a turn of
# Player 1, the one human (the others are computers: no curtain hides
# the board, and nobody moves while the pointer does), with at least
# MIN_LEGAL legal moves (not a yes-or-no answer).
late_game () {
  local game=$1 players=$2 moves=$3 min_legal=${4:-1} file=$tmp/$1.tessella
  "$cli" new "$game" --players "$players" --ai-seats "$(seq -s, 2 "$players")" --seed 7 \
    -o "$file" >/dev/null
  for i in $(seq $((moves + 300))); do
    if [ "$i" -gt "$moves" ] && "$cli" show "$file" | grep -q '^To move: seat 1 ' \
       && [ "$("$cli" moves "$file" | wc -l)" -ge "$min_legal" ]; then
      break
    fi
    m=$("$cli" moves "$file" | shuf -n 1 --random-source=<(yes)) || break
    [ -n "$m" ] || break
    "$cli" play "$file" "$m" -o "$file" >/dev/null 2>&1 || break
  done
  echo "$file"
}

run () {
  local label=$1 mode=$2; shift 2
  local out=$tmp/out.txt
  local shim_mode=$mode
  [ "$mode" = pan ] && shim_mode=watch
  FRAME_SHIM_MODE=$shim_mode FRAME_SHIM_FRAMES=60 FRAME_SHIM_DELAY=3 LD_PRELOAD=$shim \
    timeout 60 "$@" >/dev/null 2>"$out" &
  local pid=$!
  sleep 2
  # $pid is timeout's: the window belongs to its child, the program.
  local wid prog
  prog=$(pgrep -P $pid | head -1)
  wid=$(xdotool search --onlyvisible --pid "${prog:-$pid}" 2>/dev/null | head -1)
  [ -n "$wid" ] && xdotool windowsize "$wid" 1280 800 windowmove "$wid" 0 0
  if [ "$mode" = watch ]; then
    # The pointer across the board, cell by cell, until the shim has its
    # frames (a board with large cells redraws less often per move).
    for i in $(seq 1500); do
      xdotool mousemove $((200 + (i * 37) % 600)) $((150 + (i * 53) % 500)); sleep 0.02
      kill -0 $pid 2>/dev/null || break
    done
  fi
  if [ "$mode" = pan ]; then
    # Zoomed in twice (Ctrl+wheel), then the wheel pans the map: down,
    # right, up, left, four steps each (160 px: within the zoomed map).
    xdotool mousemove 450 450 keydown ctrl click 4 click 4 keyup ctrl
    for i in $(seq 300); do
      case $(( (i / 4) % 4 )) in
        0) b=5 ;; 1) b=7 ;; 2) b=4 ;; *) b=6 ;;
      esac
      xdotool click $b; sleep 0.02
      kill -0 $pid 2>/dev/null || break
    done
  fi
  wait $pid
  # With the size measured: both programs at the same size, or no comparison.
  printf '%-34s %s (%s)\n' "$label" "$(grep '^frames' "$out" || echo 'no result')" \
    "$(sed -n 's/^frame-shim: timing [^,]*, //p' "$out" | head -1)"
  printf '%-34s %s\n' "" "$(grep '^phases' "$out")"
}

# Trojhranná after 41 moves: a placing turn, where the pointer shows the
# card on the cell under it (after 40 the player chooses a card, and a
# pointer over the table changes nothing).  Trigon: Player 1's own turn,
# not an answer to an offer.
for spec in "trojhranna 3 41" "tri 4 120" "network 2 60" "trehgrannik 4 200" "trigon 4 400 5"; do
  set -- $spec
  file=$(late_game "$1" "$2" "$3" "${4:-1}")
  TESSELLA_DATA_DIR=$tmp/data-$1 run "$1: full-window frame" redraw "$tessella" "$file"
  TESSELLA_DATA_DIR=$tmp/data-$1 run "$1: pointer moves" watch "$tessella" "$file"
  if [ "$1" = trigon ]; then
    TESSELLA_DATA_DIR=$tmp/data-$1 run "$1: panning the zoomed map" pan "$tessella" "$file"
  fi
done
if [ -x /usr/games/gnome-chess ]; then
  run "GNOME Chess: full-window frame" redraw /usr/games/gnome-chess
fi
