#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Refreshes the translation files: rewrites po/POTFILES from the tree,
# regenerates po/tessella.pot and merges it into every po/*.po listed in
# po/LINGUAS.  Run from anywhere; uses (or creates) the build directory
# given as $1, default _build-po.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-_build-po}
cd "$root"

"$root/build-aux/list-potfiles.sh" "$root" > po/POTFILES

if [ -d "$build" ]; then
  meson setup --reconfigure "$build" >/dev/null
else
  meson setup "$build" >/dev/null
fi
meson compile -C "$build" tessella-pot

for lang in $(grep -v '^#' po/LINGUAS); do
  msgmerge --quiet --update --backup=none --previous "po/$lang.po" po/tessella.pot
  printf '%s: ' "$lang"
  msgfmt --check --statistics -o /dev/null "po/$lang.po"
done
