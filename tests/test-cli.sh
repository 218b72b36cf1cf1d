#!/bin/sh
# test-cli.sh — tessella-cli end to end: new, show, moves, play, check,
# selfplay, bench.  Prints TAP.
#
# SPDX-License-Identifier: GPL-3.0-or-later

CLI=${TESSELLA_CLI:?TESSELLA_CLI must name the tessella-cli binary}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/test-cli.XXXXXX") || exit 1
trap 'rm -rf "$WORK"' EXIT
cd "$WORK" || exit 1

echo "1..25"
n=0
ok () {
  n=$((n + 1))
  if [ "$1" -eq 0 ]; then
    echo "ok $n - $2"
  else
    echo "not ok $n - $2"
    # Show what the command said, for the log.
    for f in out err; do
      [ -s $f ] && sed 's/^/# /' $f
    done
  fi
}
# run CMD...: runs the CLI, keeps stdout/stderr in out/err, sets $rc.
run () {
  "$CLI" "$@" >out 2>err
  rc=$?
}

run new trojhranna --players 3 --seed 5 --ai-seats 2,3:hard -o start.tessella
[ $rc -eq 0 ] && [ -s start.tessella ]
ok $? "new writes a save"

grep -q 'kind="computer" level="hard"' start.tessella
ok $? "new records the computer seats"

run show start.tessella
[ $rc -eq 0 ] && grep -q '^Phase: memorise' out && grep -q '^Deck: 36 cards' out &&
  grep -q '^To move: seat 1' out
ok $? "show prints phase, deck and seat to move"

run moves start.tessella
[ $rc -eq 0 ] && [ "$(wc -l <out)" -eq 162 ] && grep -qx 'arrange 0r0 1r0 2r0' out
ok $? "moves lists the 162 arrangements"

run play start.tessella "arrange 0r0 1r0 2r0" "arrange 2r1 1r0 0r0" "arrange 0r0 1r0 2r0" -o played.tessella
[ $rc -eq 0 ] && [ -s played.tessella ]
ok $? "play applies moves and writes the result"

run check played.tessella
[ $rc -eq 0 ] && grep -qx 'OK' out
ok $? "check accepts the played game"

run show played.tessella
[ $rc -eq 0 ] && grep -q '^Phase: choose' out && grep -q '^Deck: 35 cards' out &&
  grep -q '^Table: 1 card' out
ok $? "show after play: choosing phase, start card on the table"

# Reserves are face down: counts and notches only, unless --all.
[ "$(grep -c 'reserve (3): ???/[0-2] ???/[0-2] ???/[0-2]$' out)" -eq 3 ]
ok $? "show hides reserve faces"

run show --all played.tessella
[ $rc -eq 0 ] && ! grep -q '???' out &&
  [ "$(grep -c 'reserve (3): [RYGBP]\{3\}/[0-2] [RYGBP]\{3\}/[0-2] [RYGBP]\{3\}/[0-2]$' out)" -eq 3 ]
ok $? "show --all shows reserve faces"

run moves played.tessella
[ $rc -eq 0 ] && [ "$(cat out | tr '\n' ' ')" = "draw flip 0 flip 1 flip 2 " ]
ok $? "moves in the choosing phase: the deck or a reserve slot"

run play played.tessella draw -o drawn.tessella
[ $rc -eq 0 ] && "$CLI" check drawn.tessella >/dev/null 2>&1
ok $? "a second play round trip stays valid"

run play played.tessella "flip 7" -o illegal.tessella
[ $rc -eq 1 ] && [ ! -e illegal.tessella ] && [ -s err ]
ok $? "an illegal move exits 1, says why and writes nothing"

run play played.tessella "fly away" -o illegal.tessella
[ $rc -eq 1 ] && [ ! -e illegal.tessella ]
ok $? "an unreadable move exits 1 and writes nothing"

head -c 300 played.tessella >corrupt.tessella
run check corrupt.tessella
[ $rc -eq 1 ] && [ -s err ] && ! grep -q OK out
ok $? "check rejects a truncated save"

sed 's/<move seat="1">arrange 2r1 1r0 0r0</<move seat="1">arrange 2r1 2r0 0r0</' \
  played.tessella >badmove.tessella
run check badmove.tessella
! cmp -s played.tessella badmove.tessella && [ $rc -eq 1 ]
ok $? "check rejects a save with an impossible move"

run check missing.tessella
[ $rc -eq 1 ]
ok $? "check on a missing file exits 1"

run frobnicate
[ $rc -eq 2 ]
ok $? "an unknown command exits 2"

run new trojhranna --players 3
[ $rc -eq 2 ]
ok $? "new without -o exits 2"

run new nosuchgame -o x.tessella
[ $rc -eq 1 ] && [ ! -e x.tessella ]
ok $? "new with an unknown game exits 1"

run selfplay trojhranna --games 20 --ai random,normal --iterations 40 --seed 3
[ $rc -eq 0 ] &&
  grep -q '^trojhranna: 20 games, 2 players, seed 3$' out &&
  grep -q '^Seat 1 (random): [0-9]* wins ([0-9.]* %), mean score [0-9.]*$' out &&
  grep -q '^Seat 2 (normal): [0-9]* wins ([0-9.]* %), mean score [0-9.]*, think time per move: mean [0-9.]* s, max [0-9.]* s$' out &&
  grep -q '^Games per second: [0-9.]*$' out
ok $? "selfplay prints the expected lines"

# Every game has at least one winner; shared wins count for each.
wins=$(sed -n 's/^Seat [0-9] ([a-z]*): \([0-9]*\) wins.*/\1/p' out | awk '{ s += $1 } END { print s }')
[ "$wins" -ge 20 ] && [ "$wins" -le 40 ]
ok $? "selfplay wins add up ($wins for 20 games)"

# Same seed, same games (the timing lines aside).
"$CLI" selfplay trojhranna --games 20 --ai random,normal --iterations 40 --seed 3 2>&1 |
  sed 's/, think time.*//' | grep -v '^Games per second' >again
sed 's/, think time.*//' out | grep -v '^Games per second' >first
cmp -s first again
ok $? "selfplay is reproducible from its seed"

run bench --seconds 0.2
[ $rc -eq 0 ] && grep -q '^trojhranna, 2 players, random moves: [0-9.]* games/s$' out
ok $? "bench measures random games"

"$CLI" moves played.tessella >legal
run think played.tessella --iterations 50 --seed 2
first_think=$(cat out)
[ $rc -eq 0 ] && [ -n "$first_think" ] && grep -qxF "$first_think" legal
ok $? "think prints a legal move ($first_think)"

run think played.tessella --iterations 50 --seed 2
[ $rc -eq 0 ] && [ "$(cat out)" = "$first_think" ]
ok $? "think is reproducible with a fixed budget"
