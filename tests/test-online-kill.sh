#!/bin/sh
# test-online-kill.sh — a server killed with SIGKILL at random moments
# while 50 games are played through it, and started again each time on
# the same folder and port: every game finishes, and no client ever sees
# the server come back without a move it had confirmed (the client checks
# that every welcome after a reconnect extends what it was told, and fails
# with "The server lost moves it had confirmed" otherwise).  Loopback
# only; every wait bounded.  Prints TAP.
#
# SPDX-License-Identifier: GPL-3.0-or-later

CLI=${TESSELLA_CLI:?TESSELLA_CLI must name the tessella-cli binary}
SERVER=${TESSELLA_SERVER:?TESSELLA_SERVER must name the tessella-server binary}
GAMES=${TESSELLA_KILL_GAMES:-50}
BATCH=10
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/test-online-kill.XXXXXX") || exit 1
server_pid=
cleanup () {
  [ -n "$server_pid" ] && kill -9 "$server_pid" 2>/dev/null
  rm -rf "$WORK"
}
trap cleanup EXIT
cd "$WORK" || exit 1
. "$HERE/online-lib.sh"

echo "1..5"

start_server
ok $? "the server starts"
url="http://127.0.0.1:$port"

games="trojhranna network trigon tri trehgrannik"
created=0
: > matches
for i in $(seq 1 "$GAMES"); do
  game=$(echo $games | cut -d' ' -f$(( (i - 1) % 5 + 1 )))
  "$CLI" online new "$game" --server "$url" > "links-$i" 2>>out || continue
  sed -n 's/^Seat 1: tessella:\/\/[^/]*\/\([a-z2-7]*\)#.*/\1/p' "links-$i" >> matches
  created=$((created + 1))
done
[ "$created" -eq "$GAMES" ]
ok $? "$GAMES matches created"

# Plays the matches in batches; a killer loop kills the server at random
# moments and starts it again while a batch runs.
kills=0
failed=0
batch_start=1
while [ $batch_start -le "$GAMES" ]; do
  pids=
  batch_end=$((batch_start + BATCH - 1))
  [ $batch_end -gt "$GAMES" ] && batch_end=$GAMES
  for i in $(seq $batch_start $batch_end); do
    s=0
    for link in $(sed -n 's/^Seat [0-9]*: \(tessella:\/\/[^ ]*\)$/\1/p' "links-$i"); do
      s=$((s + 1))
      timeout 300 "$CLI" online play "$link" --ai easy --retry 120 >"play-$i-$s.out" 2>&1 &
      pids="$pids $!"
      echo "$! play-$i-$s.out" >> clients
    done
  done
  # Kill while any client of the batch runs (at most 40 times a batch).
  k=0
  while [ $k -lt 40 ]; do
    running=0
    for pid in $pids; do
      kill -0 "$pid" 2>/dev/null && running=1
    done
    [ $running -eq 1 ] || break
    sleep "$(awk -v s="$$$k$batch_start" 'BEGIN { srand(s); printf "%.2f", 0.15 + rand() * 0.9 }')"
    kill -9 "$server_pid" 2>/dev/null
    wait "$server_pid" 2>/dev/null
    kills=$((kills + 1))
    k=$((k + 1))
    start_server "$port" || { echo "# the server did not start again"; break; }
  done
  for pid in $pids; do
    wait "$pid"
    rc=$?
    if [ $rc -ne 0 ]; then
      failed=$((failed + 1))
      file=$(sed -n "s/^$pid //p" clients)
      { echo "== $file (exit $rc)"; tail -n 4 "$file"; } >> failures
    fi
  done
  batch_start=$((batch_end + 1))
done
echo "# $kills kills"

{ [ -s failures ] && cat failures; tail -n 8 server.log; } > out
[ $failed -eq 0 ]
ok $? "every client of the $GAMES games finished its game across $kills kills"

grep -l 'lost moves' play-*.out > out
[ ! -s out ]
ok $? "no client saw the server lose a move it had confirmed"

over=0
for match in $(cat matches); do
  "$CLI" show "data/$match.tessella" 2>/dev/null | grep -q 'The game is over' && over=$((over + 1))
done
echo "# $over of $GAMES saves say the game is over"
[ $over -eq "$GAMES" ]
ok $? "every match's save on the server holds a finished game"
