#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A brief fuzzing run for CI: FUZZER for SECONDS seconds, starting from the
# seed corpus, writing what it finds into a scratch corpus in the build tree
# (never into the source tree).  Any crash, leak or failed round trip makes
# libFuzzer exit non-zero.
set -eu
fuzzer=$1
seeds=$2
dict=$3
seconds=$4
scratch=$(mktemp -d "${TMPDIR:-/tmp}/tessella-fuzz.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/corpus"
status=0
# -error_exitcode: libFuzzer's own status for a crash is 77, which meson
# reads as "skipped".
"$fuzzer" -max_total_time="$seconds" -seed=1 -max_len=65536 -dict="$dict" -error_exitcode=1 \
  -print_final_stats=1 "$scratch/corpus" "$seeds" > "$scratch/log" 2>&1 || status=$?
tail -n 40 "$scratch/log"
# Any other failure must not read as "skipped" either.
if [ "$status" -eq 77 ]; then
  status=1
fi
exit "$status"
