#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# bench-ladder.sh CLI [SELFPLAY OPTION…] — the whole ladder of issue 26:
# for every game, each computer level against the one below it
# (`tessella-cli selfplay GAME --report ladder`) at two players and, for
# the games of more than two, at four.  On demand, never a timed test:
#   meson test -C _build --benchmark --verbose bench-ladder
# or directly, for example without time limits and 200 games a pairing:
#   LADDER_GAMES=200 tests/bench/bench-ladder.sh _build/src/cli/tessella-cli --seconds 0
#
# LADDER_GAMES      games a pairing at two players (default 20); four
#                   players play half as many
# LADDER_GAMES_LIST the games to play (default: all five)
# LADDER_BUSY=1     keep every core busy with another process meanwhile,
#                   to see what a loaded machine changes
set -u
cli=$1; shift
games=${LADDER_GAMES:-20}
list=${LADDER_GAMES_LIST:-"trojhranna tri network trehgrannik trigon"}
busy_pids=

stop_busy () {
  [ -n "$busy_pids" ] && kill $busy_pids 2>/dev/null
  busy_pids=
}
trap stop_busy EXIT

if [ "${LADDER_BUSY:-0}" = 1 ]; then
  for _ in $(seq "$(nproc)"); do
    sh -c 'while :; do :; done' &
    busy_pids="$busy_pids $!"
  done
  echo "Every core is kept busy by another process ($(nproc) loops)."
fi

status=0
for game in $list; do
  "$cli" selfplay "$game" --report ladder --games "$games" "$@" || status=1
  echo
  if [ "$game" != network ]; then
    "$cli" selfplay "$game" --report ladder --players 4 --games $(( (games + 1) / 2 )) "$@" || status=1
    echo
  fi
done
exit $status
