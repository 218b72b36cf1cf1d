#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Fails unless a translation is complete: po-coverage.sh FILE.po
# msgfmt --check must pass and its --statistics must report no fuzzy and
# no untranslated messages.  Used by po/meson.build, one test per language
# in po/LINGUAS.
set -eu

po=${1:?usage: po-coverage.sh FILE.po}
msgfmt=${MSGFMT:-msgfmt}

stats=$(LC_ALL=C "$msgfmt" --check --statistics -o /dev/null "$po" 2>&1) || {
  printf '%s\n' "$stats"
  echo "$po: msgfmt --check failed" >&2
  exit 1
}
printf '%s: %s\n' "$po" "$stats"

case $stats in
  *fuzzy*|*untranslated*)
    echo "$po: not 100 % translated (fuzzy or untranslated messages)" >&2
    exit 1 ;;
  *' translated message'*) ;;
  *)
    echo "$po: no translated messages" >&2
    exit 1 ;;
esac
