#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# check-help-translation.sh HELPDIR LANG — the help in LANG: its po file,
# merged with the messages of the English pages as they are, complete (no
# untranslated or fuzzy message), merged into every page with itstool, and
# every merged page valid Mallard (yelp-check).
set -eu
help=$1 lang=$2
po="$help/$lang/$lang.po"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/help-$lang.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# Against the English pages as they are: a paragraph added or changed and
# not yet translated counts, however old the po file is.
itstool -o "$tmp/help.pot" "$help"/C/*.page
msgmerge --quiet "$po" "$tmp/help.pot" -o "$tmp/merged.po"
stats=$(msgfmt --check --statistics -o "$tmp/$lang.mo" "$tmp/merged.po" 2>&1)
echo "$lang: $stats"
case "$stats" in
  *fuzzy*|*untranslated*)
    echo "$lang: the help is not completely translated (merge with: itstool -o help.pot help/C/*.page; msgmerge -U $po help.pot)" >&2
    msgattrib --untranslated --no-obsolete "$tmp/merged.po" | grep '^msgid' | head -n 5 >&2 || true
    exit 1 ;;
esac
itstool -m "$tmp/$lang.mo" -o "$tmp/" "$help"/C/*.page
n=$(ls "$tmp"/*.page | wc -l)
[ "$n" -eq "$(ls "$help"/C/*.page | wc -l)" ] || { echo "$lang: $n pages merged" >&2; exit 1; }
yelp-check validate "$tmp"/*.page
echo "$lang: $n pages valid"
