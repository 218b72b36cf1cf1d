#!/bin/sh
# test-cli.sh — tessella-cli end to end: new, show, moves, play, check,
# selfplay, bench, and games started from a position.  Prints TAP.
#
# SPDX-License-Identifier: GPL-3.0-or-later

CLI=${TESSELLA_CLI:?TESSELLA_CLI must name the tessella-cli binary}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/test-cli.XXXXXX") || exit 1
trap 'rm -rf "$WORK"' EXIT
cd "$WORK" || exit 1

echo "1..78"
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

# The ladder: each level against the one below it; every game counted once.
run selfplay tri --report ladder --games 4 --iterations 20 --seed 2
[ $rc -eq 0 ] &&
  grep -q '^Ladder of tri: 2 players, 4 games a pairing, seed 2, the levels’ own time limits$' out &&
  [ "$(grep -c '^normal/easy \|^hard/normal ' out)" -eq 2 ] &&
  [ "$(awk '/^(normal\/easy|hard\/normal) / { if ($2 + $3 + $4 != 4) bad = 1 } END { print bad + 0 }' out)" -eq 0 ]
ok $? "selfplay --report ladder plays each pairing and counts every game once"

run selfplay trojhranna --report ladder --players 4 --games 4 --iterations 10 --seconds 0 --seed 2
[ $rc -eq 0 ] && grep -q '^Ladder of trojhranna: 4 players, 4 games a pairing, seed 2, no time limits$' out &&
  [ "$(grep -c ' %   ' out)" -eq 2 ]
ok $? "selfplay --report ladder at four players, without time limits"

run selfplay network --report ladder --ai hard,normal --games 2 --iterations 5 --seconds 0
[ $rc -eq 0 ] && [ "$(grep -c '^hard/normal ' out)" -eq 1 ] && ! grep -q '^normal/easy ' out
ok $? "selfplay --report ladder --ai STRONGER,WEAKER plays that pairing alone"

run selfplay network --report ladder --ai hard --games 2
[ $rc -eq 2 ] && grep -q 'the stronger first' err
ok $? "selfplay --report ladder refuses an --ai that does not name two levels"

run selfplay tri --report elo --games 2
[ $rc -eq 2 ] && [ -s err ]
ok $? "selfplay refuses an unknown report"

run bench --seconds 0.2
[ $rc -eq 0 ] && grep -q '^trojhranna, 2 players, random moves: [0-9.]* games/s$' out
ok $? "bench measures random games"

"$CLI" moves played.tessella >legal
run think played.tessella --iterations 50 --seed 2
first_think=$(head -n 1 out)
[ $rc -eq 0 ] && [ -n "$first_think" ] && grep -qxF "$first_think" legal && [ "$(wc -l <out)" -eq 2 ]
ok $? "think prints a legal move ($first_think), then the advice in words"
think_words=$(sed -n 2p out)
[ -n "$think_words" ] && [ "$think_words" != "$first_think" ]
ok $? "think's advice is words, not the notation ($think_words)"

run think played.tessella --iterations 50 --seed 2
[ $rc -eq 0 ] && [ "$(head -n 1 out)" = "$first_think" ]
ok $? "think is reproducible with a fixed budget"

# ---------------------------------------------------------------------
# Trehgrannik: an ASCII hex board, each seat's view, moves of a turn in
# several decisions.
run new trehgrannik --players 3 --seed 4 --first 1 --option layout=reference -o treh.tessella
[ $rc -eq 0 ] && grep -q '<option name="layout" value="reference"/>' treh.tessella
ok $? "trehgrannik: new with --players and --option"

run show --seat 1 treh.tessella
[ $rc -eq 0 ] && grep -q '^  0 .* M   R   C   L   R   \*.  P   S   C   S   L$' out &&
  grep -q '^Market: ' out && grep -q '^Seat 1 (Player 1): 0 GC, supply 8 modules 4 bases' out &&
  [ "$(grep -c 'and 4 hidden$' out)" -eq 2 ] && grep -q '^  hand (4 cards): [A-Z]' out
ok $? "trehgrannik: show draws the hex board and hides the other hands"

run moves treh.tessella
[ $rc -eq 0 ] && grep -qx 'take deck' out && grep -q '^fee [A-Z]*-[0-9]*$' out
ok $? "trehgrannik: moves lists the first decisions of a turn"

fee=$(grep -m1 '^fee ' out)
run play treh.tessella "$fee" -o treh2.tessella
[ $rc -eq 0 ] && "$CLI" moves treh2.tessella >legal && grep -q '^go -\?[0-9]*,-\?[0-9]*$' legal &&
  ! grep -q '^fee ' legal
ok $? "trehgrannik: after the fee the destinations follow ($fee)"

run play treh.tessella "take deck" -o treh3.tessella
[ $rc -eq 0 ] && "$CLI" log --seat 1 treh3.tessella >mine && "$CLI" log --seat 2 treh3.tessella >theirs &&
  grep -q 'Player 1 took .* from the deck' mine && grep -q 'Player 1 took a card from the deck' theirs &&
  ! grep -q 'Player 1 took a card' mine
ok $? "trehgrannik: log shows a deck draw to the taker only"

run play treh.tessella "go 9,9" -o bad.tessella
[ $rc -eq 1 ] && [ ! -e bad.tessella ] && [ -s err ]
ok $? "trehgrannik: an illegal move exits 1 and writes nothing"

run selfplay trehgrannik --players 4 --games 4 --ai greedy --seed 2
[ $rc -eq 0 ] && grep -q '^trehgrannik: 4 games, 4 players, seed 2$' out &&
  grep -q '^Seat 4 (greedy): [0-9]* wins' out
ok $? "trehgrannik: selfplay with greedy players"

"$CLI" moves treh.tessella >legal
run think treh.tessella --iterations 30 --seed 2
[ $rc -eq 0 ] && [ -n "$(head -n 1 out)" ] && grep -qxF "$(head -n 1 out)" legal
ok $? "trehgrannik: think prints a legal move ($(head -n 1 out))"

# ---------------------------------------------------------------------
# Positions: "show --state" copies the state out of a save, "new
# --position" starts a game from it.

# choose FILE [PATTERN]: sets $move to a legal move of FILE: the first that
# matches the grep PATTERN, else one from a place that changes each call.
choices=0
choose () {
  "$CLI" moves "$1" >legal 2>/dev/null && [ -s legal ] || return 1
  choices=$((choices + 1))
  move=
  [ -n "${2:-}" ] && move=$(grep -m1 -e "$2" legal)
  [ -n "$move" ] || move=$(sed -n "$((choices * 7 % $(wc -l <legal) + 1))p" legal)
}
# step FILE [PATTERN]: plays one move chosen so.
step () {
  choose "$@" && "$CLI" play "$1" "$move" -o "$1" >/dev/null 2>&1
}

# Mid-game saves: Trojhranná 16 moves in (past the memorisation); TRI in a
# battle whose attack dice, attack card and defence die are rolled and
# chosen but not revealed; Network in a turn, with cubes collected.
"$CLI" new trojhranna --players 3 --seed 11 -o mid-trojhranna.tessella >/dev/null 2>&1
for i in $(seq 16); do step mid-trojhranna.tessella; done
"$CLI" new tri --players 3 --seed 11 -o mid-tri.tessella >/dev/null 2>&1
i=0
while [ $i -lt 200 ] && ! "$CLI" show --state mid-tri.tessella | grep -q '^phase defend-card'; do
  step mid-tri.tessella '^attack' || break
  i=$((i + 1))
done
"$CLI" new network --seed 11 -o mid-network.tessella >/dev/null 2>&1
for i in $(seq 30); do step mid-network.tessella '^\(branch\|node\)'; done
"$CLI" new trehgrannik --players 3 --seed 11 -o mid-trehgrannik.tessella >/dev/null 2>&1
for i in $(seq 40); do step mid-trehgrannik.tessella '^\(fee\|go\|build\)'; done
"$CLI" new trigon --players 3 --seed 11 -o mid-trigon.tessella >/dev/null 2>&1
for i in $(seq 40); do step mid-trigon.tessella '^\(buy\|build\|step\|exchange\)' || break; done

# What each mid-game position must show, so that a fresh game cannot pass.
mid_trojhranna='^turn [1-9][0-9]$'
mid_tri='^battle [1-3] [1-3] [0-4],[0-4],[NESW] from [1-3] .* dice [1-6].* defence [1-6] cards +[0-4] - revealed 0 '
mid_network='^collected [1-9]'
mid_trehgrannik='^project [1-9]'
mid_trigon='^round [1-9]'
# The version of each game's position text: the one a person writes,
# docs/learn.md (TRI's 3; its 2 was the word-by-word text).
version_trojhranna=2
version_tri=3
version_network=2
version_trehgrannik=2
version_trigon=2

for game in trojhranna tri network trehgrannik trigon; do
  eval "mid=\$mid_$game"
  eval "version=\$version_$game"
  run show --state mid-$game.tessella
  cp out pos-$game
  run new $game --position pos-$game -o from-$game.tessella
  [ $rc -eq 0 ] && grep -q "^$game $version$" pos-$game && grep -q "$mid" pos-$game &&
    grep -q '<position>' from-$game.tessella &&
    "$CLI" check from-$game.tessella >/dev/null 2>&1 &&
    "$CLI" show --state from-$game.tessella >state && cmp -s pos-$game state
  ok $? "$game: a game started from the position of a save has its state"

  "$CLI" moves mid-$game.tessella >want 2>&1
  "$CLI" moves from-$game.tessella >got 2>&1
  [ -s want ] && cmp -s want got
  ok $? "$game: it offers the same legal moves ($(wc -l <want))"

  # The dice, the deck and the hidden cards go on alike.
  same=0
  for i in 1 2 3 4; do
    choose mid-$game.tessella &&
      "$CLI" play mid-$game.tessella "$move" -o mid-$game.tessella >/dev/null 2>&1 &&
      "$CLI" play from-$game.tessella "$move" -o from-$game.tessella >/dev/null 2>&1 &&
      "$CLI" show --state mid-$game.tessella >want && "$CLI" show --state from-$game.tessella >got &&
      cmp -s want got || same=1
  done
  ok $same "$game: the same moves played in both keep them equal"
done

run new trojhranna --position pos-trojhranna --seed 77 --ai-seats 3:hard -o seats.tessella
[ $rc -eq 0 ] && grep -q '<setup seed="77" .*players="3"' seats.tessella &&
  grep -q '<player seat="2" name="Computer 3" kind="computer" level="hard"' seats.tessella &&
  [ "$(grep -c '<player ' seats.tessella)" -eq 3 ]
ok $? "new --position takes the number of players from the position, --ai-seats and --seed apply"

run new tri --position - -o stdin.tessella <pos-tri
[ $rc -eq 0 ] && "$CLI" show --state stdin.tessella | cmp -s - pos-tri
ok $? "new --position - reads the position from standard input"

sed 's/^supply /suply /' pos-tri >bad-word
run new tri --position bad-word -o bad.tessella
[ $rc -eq 1 ] && [ ! -e bad.tessella ] &&
  grep -q '^bad-word: This is not a valid TRI position: line [0-9]*: “suply” is not a word' err
ok $? "a malformed position exits 1, names the file, the line and the word, writes nothing"

run new trojhranna --position pos-trojhranna --players 2 -o bad.tessella
[ $rc -eq 1 ] && [ ! -e bad.tessella ] &&
  grep -q '^pos-trojhranna: The position is for 3 players, not 2' err
ok $? "a number of players that disagrees with the position exits 1, writes nothing"

run new network --position pos-network --first 2 -o bad.tessella
[ $rc -eq 2 ] && [ ! -e bad.tessella ] && grep -q 'cannot be used with --position' err &&
  run new network --position pos-network --option rules=simplified -o bad.tessella &&
  [ $rc -eq 2 ] && [ ! -e bad.tessella ] && grep -q 'cannot be used with --position' err
ok $? "--first or --option with --position is a usage error"

run new network --position mid-network.tessella -o bad.tessella
[ $rc -eq 1 ] && [ ! -e bad.tessella ] && grep -q 'This is a save file, not a position' err
ok $? "a save file given as a position is refused with a hint"

run new network --position pos-tri -o bad.tessella
[ $rc -eq 1 ] && [ ! -e bad.tessella ] &&
  grep -q '^pos-tri: This is a position of TRI, not of Network$' err
ok $? "a position of another game is refused"

run new tri --position missing-position -o bad.tessella
[ $rc -eq 1 ] && [ ! -e bad.tessella ] &&
  grep -q '^missing-position: Cannot read the position: ' err
ok $? "an unreadable position file exits 1 and writes nothing"

# The seat's view hides the deck and resets the generator; the whole
# state shows every card.
"$CLI" show --state --seat 2 mid-trojhranna.tessella >view
run show --state mid-trojhranna.tessella
[ $rc -eq 0 ] && ! grep -q '?' out && grep -q '^deck [0-9]*$' view &&
  grep -A1 '^deck' view | grep -q '^  ? ? ?' && ! cmp -s view out &&
  [ "$(grep '^rng' view)" != "$(grep '^rng' out)" ]
ok $? "show --state --seat prints what that seat may see"

"$CLI" new --help >help-new 2>&1
"$CLI" show --help >help-show 2>&1
grep -q -- '--position=FILE' help-new && grep -q 'show SAVE --state' help-new &&
  grep -q -- '--state' help-show
ok $? "the help of new and show describes --position and --state"

# ---------------------------------------------------------------------
# Rule of Trigon on the command line.

run new trigon --players 3 --seed 4 --option realm1=kalland --option points=30 -o trigon.tessella
[ $rc -eq 0 ] && "$CLI" show trigon.tessella >out 2>&1 && grep -q '^Player 1 (Kalland): 4 points' out &&
  grep -q '^  K1 *Player 1 village1 V04 inh 2 5k 1s$' out
ok $? "trigon: new with realm and points options; show prints the map and treasuries"

run play trigon.tessella "exchange gold" -o bad.tessella
[ $rc -ne 0 ] && [ ! -e bad.tessella ]
ok $? "trigon: an unreadable move is refused and nothing is written"

"$CLI" moves trigon.tessella >legal
first=$(head -1 legal)
grep -qx 'end' legal && grep -qx 'buy task' legal && grep -qx 'buy event' legal
ok $? "trigon: moves lists ending the turn and buying cards"

run play trigon.tessella "buy task" "end" -o trigon2.tessella
[ $rc -eq 0 ] && "$CLI" log trigon2.tessella >out 2>&1 && grep -q 'buys a task' out &&
  ! grep -q 'draws the task' out
ok $? "trigon: the log shows a bought task to nobody but its buyer ($first)"

seat=$("$CLI" show trigon.tessella | sed -n 's/^To move: seat \([0-9]\).*/\1/p')
"$CLI" play trigon.tessella "buy task" -o trigon3.tessella >/dev/null 2>&1
"$CLI" show trigon3.tessella --seat "$seat" >mine 2>&1
"$CLI" show trigon3.tessella --seat $((seat % 3 + 1)) >theirs 2>&1
grep -q '^Your hand: O[0-9][0-9] ' mine && grep -qx 'Your hand:' theirs &&
  ! grep -q 'draws the task' theirs
ok $? "trigon: show --seat prints that seat's own hand only"

# A position written by hand, with names (version 2, docs/learn.md).
cat >written.txt <<'EOF'
# Bob's turn; he holds two event cards.
trigon 2
players 2
realm 1 Lumos
realm 2 Calmania
turn 2
hand 2 "Good Harvest" Spionage
task 1 "Kill a knight" done
EOF
run new trigon --position written.txt -o written.tessella
[ $rc -eq 0 ] && "$CLI" show --all written.tessella >out 2>&1 &&
  grep -q '^To move: seat 2 ' out && grep -q '^  Hand: E[0-9][0-9] .*Good Harvest' out &&
  grep -q '^  Tasks done: O01 Kill a knight' out
ok $? "trigon: a position written with names loads; show --all names every hand and every task done"

printf 'trigon 2\nplayers 2\nturn 3\n' >bad-position.txt
run new trigon --position bad-position.txt -o bad-position.tessella
[ $rc -ne 0 ] && grep -q 'line 3: .*is not a seat from 1 to 2' err && [ ! -e bad-position.tessella ]
ok $? "trigon: an impossible position is refused with its line"

run selfplay trigon --games 10 --players 4 --ai random --seed 2
[ $rc -eq 0 ] && grep -q '^trigon: 10 games, 4 players' out
ok $? "trigon: selfplay plays random games"

run new trigon --players 2 --option realm1=lumos --option realm2=lumos -o bad.tessella
[ $rc -ne 0 ] && [ ! -e bad.tessella ]
ok $? "trigon: two players cannot share a realm"

run selfplay trigon --games 4 --players 3 --ai easy,normal,hard --seed 3
[ $rc -eq 0 ] && grep -q '^Seat 3 (hard)' out
ok $? "trigon: selfplay between the three levels"

# replay: the position after N moves of a saved game, for bug reports.
same=0
for g in trojhranna tri network trehgrannik trigon; do
  "$CLI" new "$g" --players 2 --seed 9 -o "replay-$g.tessella" >/dev/null 2>&1 || same=1
  cp "replay-$g.tessella" "replay-$g-0.tessella"
  for _ in 1 2 3 4 5 6 7 8 9 10 11 12; do
    m=$("$CLI" moves "replay-$g.tessella" 2>/dev/null | tail -1)
    [ -n "$m" ] || break
    "$CLI" play "replay-$g.tessella" "$m" -o "replay-$g.tessella" >/dev/null 2>&1 || break
  done
  moves=$("$CLI" show "replay-$g.tessella" | sed -n 's/^Moves played: //p')
  "$CLI" replay "replay-$g.tessella" --to "$moves" --state >a 2>/dev/null &&
    "$CLI" show "replay-$g.tessella" --state >b 2>/dev/null && cmp -s a b || same=1
  "$CLI" replay "replay-$g.tessella" --to 0 --state >a 2>/dev/null &&
    "$CLI" show "replay-$g-0.tessella" --state >b 2>/dev/null && cmp -s a b || same=1
  [ "$moves" -gt 0 ] || same=1
done
[ $same -eq 0 ]
ok $? "replay: every game's save replays to its own state, and --to 0 to its start"

run replay replay-trigon.tessella --to 999
[ $rc -eq 2 ] && grep -q 'must be between 0 and' err
ok $? "replay: a move beyond the game is refused in words"

run replay replay-trigon.tessella --to 1
[ $rc -eq 0 ] && grep -q '^Move 1 of ' out && grep -q '^Last move:' out
ok $? "replay: the position after one move and what that move did"

# Every tutorial's position (data/tutorials) starts a game through the CLI.
tutorials=0
for t in "${G_TEST_SRCDIR:?}"/../data/tutorials/*.tutorial; do
  g=$(sed -n 's/^<tutorial game="\([a-z]*\)".*/\1/p' "$t")
  sed -n '/<position>/,/<\/position>/p' "$t" | sed -e 's/.*<position>//' -e 's/<\/position>.*//' >tutorial.pos
  "$CLI" new "$g" --position tutorial.pos -o "tutorial-$g.tessella" >out 2>err &&
    "$CLI" check "tutorial-$g.tessella" >>out 2>>err || { tutorials=1; echo "# $t" >>err; }
done
[ $tutorials -eq 0 ] && ls tutorial-network.tessella tutorial-trojhranna.tessella tutorial-tri.tessella tutorial-trehgrannik.tessella tutorial-trigon.tessella >/dev/null 2>&1
ok $? "every tutorial's position starts a game through new --position"
