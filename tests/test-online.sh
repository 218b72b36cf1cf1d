#!/bin/sh
# test-online.sh — tessella-server and tessella-cli online end to end, on
# loopback only: a whole game of each of the five games between CLI
# clients through one server, a computer seat played by the server, a
# spectator, typed moves refused in words, bad links, and a server
# stopped and started again in the middle of a game.  Prints TAP.
#
# SPDX-License-Identifier: GPL-3.0-or-later

CLI=${TESSELLA_CLI:?TESSELLA_CLI must name the tessella-cli binary}
SERVER=${TESSELLA_SERVER:?TESSELLA_SERVER must name the tessella-server binary}
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/test-online.XXXXXX") || exit 1
server_pid=
cleanup () {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null
  rm -rf "$WORK"
}
trap cleanup EXIT
cd "$WORK" || exit 1
. "$HERE/online-lib.sh"

echo "1..26"

start_server
ok $? "the server starts on a free port of loopback"
url="http://127.0.0.1:$port"

# play GAME ARGS...: creates a match, plays every person's seat with a
# computer client (one process each), and checks that each ends with 0.
play () {
  game=$1
  shift
  "$CLI" online new "$game" --server "$url" "$@" >links 2>err || return 1
  links=$(sed -n 's/^Seat [0-9]*: \(tessella:\/\/[^ ]*\)$/\1/p' links)
  pids=
  k=0
  for link in $links; do
    k=$((k + 1))
    timeout 240 "$CLI" online play "$link" --ai easy --name "Bot $k" >"play-$game-$k.out" 2>&1 &
    pids="$pids $!"
  done
  status=0
  for pid in $pids; do
    wait "$pid" || status=1
  done
  [ $status -eq 0 ] || { cat play-"$game"-*.out > out; return 1; }
  match=$(sed -n 's/^Seat 1: tessella:\/\/[^/]*\/\([a-z2-7]*\)#.*/\1/p' links)
  "$CLI" show "data/$match.tessella" >out 2>err && grep -q 'The game is over' out
}

play trojhranna --players 3 --ai-seats 3:easy
ok $? "Trojhranná hra: two clients and the server's computer play a game to its end"
grep -q 'Seat 3: a computer (easy)' links
ok $? "online new names the computer's seat instead of a link"
grep -q 'The game is over' play-trojhranna-1.out && grep -q 'Bot 2' play-trojhranna-1.out
ok $? "a client prints the log with the names the others gave, and the result"

play tri
ok $? "TRI: a whole game between two clients"
play network
ok $? "Network: a whole game between two clients"
play trehgrannik
ok $? "Trehgrannik: a whole game between two clients"
play trigon --players 3
ok $? "Rule of Trigon: a whole game between three clients"

# The spectator's link shows the end; nobody's secrets.
watch=$(sed -n 's/^Spectators: \(tessella:\/\/.*\)$/\1/p' links)
timeout 30 "$CLI" online show "$watch" >out 2>err
[ $? -eq 0 ] && grep -q '^Moves played: [1-9]' out && grep -q '^Log:' out
ok $? "online show prints a spectator's view and log"

# Typed moves: a wrong one is refused in words, then standard input ends.
"$CLI" online new network --server "$url" >links 2>err
first=$(sed -n 's/^Seat 1: \(tessella:\/\/.*\)$/\1/p' links)
second=$(sed -n 's/^Seat 2: \(tessella:\/\/.*\)$/\1/p' links)
printf '?\nnot a move\n' | timeout 30 "$CLI" online play "$first" >out 2>err
rc=$?
[ $rc -eq 1 ] && grep -q 'Your move' out && [ -s err ] && ! grep -q 'CRITICAL\|WARNING' err &&
  [ "$(grep -c . out)" -gt 5 ]
ok $? "? lists the moves, a typed move the rules refuse gets words, and the end of input ends the client"

# A move typed from that list is played: the spectator sees it.
move=$(sed -n 's/^.*Your move (? lists them): //p' out | head -n 1)
[ -z "$move" ] && move=$(grep -v 'Your move\|^$' out | head -n 1)
printf '%s\n' "$move" | timeout 30 "$CLI" online play "$first" >out 2>err
watch=$(sed -n 's/^Spectators: \(tessella:\/\/.*\)$/\1/p' links)
timeout 30 "$CLI" online show "$watch" >out 2>err
grep -q '^Moves played: 1$' out
ok $? "a typed move is played (\"$move\")"

timeout 30 "$CLI" online play "${first%#*}#aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" >out 2>err
[ $? -eq 1 ] && grep -q 'not a seat of this match' err
ok $? "a token of no seat is refused in words"

timeout 30 "$CLI" online play "tessella://127.0.0.1:$port/aaaaaaaaaaaaaaaaaaaaaaaaaa#watch" >out 2>err
[ $? -eq 1 ] && grep -q 'no such match' err
ok $? "a match the server does not have is refused in words"

"$CLI" online play "http://example.org/" >out 2>err
[ $? -eq 1 ] && [ -s err ]
ok $? "something that is not a link is refused"

"$CLI" online new chess --server "$url" >out 2>err
[ $? -eq 1 ] && grep -q 'no such game' err
ok $? "the server refuses a match of no game, in words"

"$CLI" online new tri --server "$url" --ai-seats 1,2 >out 2>err
[ $? -eq 1 ] && grep -q 'at least one person' err
ok $? "the server refuses a match without a person"

"$CLI" online new tri --server "http://127.0.0.1:1" >out 2>err
[ $? -eq 1 ] && [ -s err ]
ok $? "no server at the address: an error, not a hang"

# Stopped and started again in the middle of a game: both clients come
# back by themselves and finish it, with every confirmed move kept.
"$CLI" online new trehgrannik --server "$url" >links 2>err
first=$(sed -n 's/^Seat 1: \(tessella:\/\/.*\)$/\1/p' links)
second=$(sed -n 's/^Seat 2: \(tessella:\/\/.*\)$/\1/p' links)
timeout 240 "$CLI" online play "$first" --ai easy >restart-1.out 2>&1 &
p1=$!
timeout 240 "$CLI" online play "$second" --ai easy >restart-2.out 2>&1 &
p2=$!
sleep 0.7
kill -9 "$server_pid"
wait "$server_pid" 2>/dev/null
sleep 0.3
start_server "$port"
ok $? "the server starts again on the same folder and port"
grep -q ', 7 matches$' server.log
ok $? "it loads every match of its folder"
wait $p1
r1=$?
wait $p2
r2=$?
tail -n 5 restart-1.out restart-2.out > out
[ $r1 -eq 0 ] && [ $r2 -eq 0 ]
ok $? "after kill -9 and a restart both clients reconnect and finish the game"
grep -q 'trying again' restart-1.out
ok $? "a client says when its connection drops"
! grep -q 'lost moves' restart-1.out restart-2.out
ok $? "no move a client saw confirmed was lost"

# The files of a match: the save and the seats, which hold no token.
match=$(sed -n 's/^Seat 1: tessella:\/\/[^/]*\/\([a-z2-7]*\)#.*/\1/p' links)
token=${first#*#}
[ -s "data/$match.tessella" ] && [ -s "data/$match.seats" ] && ! grep -q "$token" "data/$match.seats"
ok $? "a match is a save and a seats file that keeps only digests of the tokens"

# Creating needs a stated, small length.
head -c 70000 /dev/zero | tr '\0' 'x' > big
if command -v curl >/dev/null 2>&1; then
  code=$(curl -s -o out -w '%{http_code}' --data-binary @big "$url/v1/matches")
  [ "$code" = 413 ] && grep -q '"too-large"' out
  ok $? "a create request over 64 KiB is refused before it is read"
  code=$(curl -s -o out -w '%{http_code}' "$url/v1/matches")
  [ "$code" = 405 ]
  ok $? "only POST creates"
else
  echo "ok $((n + 1)) # SKIP curl is not installed"
  echo "ok $((n + 2)) # SKIP curl is not installed"
  n=$((n + 2))
fi

kill "$server_pid"
wait "$server_pid"
[ $? -eq 0 ]
ok $? "SIGTERM stops the server cleanly"
server_pid=
