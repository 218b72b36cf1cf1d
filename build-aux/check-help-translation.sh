#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-help-translation.sh HELPDIR LANG — the help in LANG: its po file
# complete (no untranslated or fuzzy message), merged into every page
# with itstool, and every merged page valid Mallard (yelp-check).
set -eu
help=$1 lang=$2
po="$help/$lang/$lang.po"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/help-$lang.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

stats=$(msgfmt --check --statistics -o "$tmp/$lang.mo" "$po" 2>&1)
echo "$lang: $stats"
case "$stats" in
  *fuzzy*|*untranslated*) echo "$lang: the help is not completely translated" >&2; exit 1 ;;
esac
itstool -m "$tmp/$lang.mo" -o "$tmp/" "$help"/C/*.page
n=$(ls "$tmp"/*.page | wc -l)
[ "$n" -eq "$(ls "$help"/C/*.page | wc -l)" ] || { echo "$lang: $n pages merged" >&2; exit 1; }
yelp-check validate "$tmp"/*.page
echo "$lang: $n pages valid"
