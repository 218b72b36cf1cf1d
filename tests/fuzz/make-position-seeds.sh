#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Makes the seed corpora of the position fuzzers, tests/fuzz/positions/GAME:
#   1. every position the rule tests play a move in (their scenarios), with
#      TESSELLA_POSITION_SEEDS (tests/test-util.c);
#   2. positions of random games of every player count and option
#      (make-position-seeds);
# then keeps the few that reach every branch that all of them reach
# (libFuzzer -merge without counters).
#
#   tests/fuzz/make-position-seeds.sh FUZZ-BUILD-DIR
#
# FUZZ-BUILD-DIR is a build with -Dfuzzing=true (see tests/fuzz/meson.build)
# whose tests are built.  Run it again when a game's position text changes.
set -eu
build=$1
top=$(cd "$(dirname "$0")/../.." && pwd)
raw=$(mktemp -d "${TMPDIR:-/tmp}/tessella-seeds.XXXXXX")
trap 'rm -rf "$raw"' EXIT

mkdir "$raw/scenarios"
# The scenario tests (not the soaks, whose random games step 2 covers).
for t in test-trojhranna test-tri test-network test-trehgrannik test-trigon test-trigon-gaps; do
  TESSELLA_POSITION_SEEDS="$raw/scenarios" TESSELLA_SOAK_GAMES=5 \
    "$build/tests/$t" >/dev/null 2>&1 || echo "$t failed; its positions so far are kept" >&2
done

for game in trojhranna tri network trehgrannik trigon; do
  mkdir -p "$raw/$game" "$top/tests/fuzz/positions/$game"
  cp "$raw/scenarios/$game"-*.txt "$raw/$game/" 2>/dev/null || true
  "$build/tests/fuzz/make-position-seeds" "$game" "$raw/$game" 3
  echo "$game: $(ls "$raw/$game" | wc -l) positions" >&2
  # The corpus is replaced by the smallest set that covers the same.
  rm -f "$top/tests/fuzz/positions/$game"/*
  "$build/tests/fuzz/fuzz-position-$game" -merge=1 -use_counters=0 "$top/tests/fuzz/positions/$game" "$raw/$game" \
    >"$raw/merge-$game.log" 2>&1 || { tail -n 20 "$raw/merge-$game.log" >&2; exit 1; }
  echo "$game: $(ls "$top/tests/fuzz/positions/$game" | wc -l) seeds kept" >&2
done
