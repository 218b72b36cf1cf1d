#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Prints the files that po/POTFILES must list: every C file of the
# application, every UI template and the translatable data files.
#   list-potfiles.sh [SRCROOT]            print the list
#   list-potfiles.sh --check [SRCROOT]    fail (and show the diff) when
#                                         po/POTFILES differs from it
set -eu

check=false
if [ "${1:-}" = "--check" ]; then
  check=true
  shift
fi
root=${1:-$(dirname "$0")/..}
cd "$root"

list() {
  {
    find src -name '*.c'
    find data -name '*.ui'
    find data/tutorials -name '*.tutorial'
    find data -maxdepth 1 \( -name '*.desktop.in' -o -name '*.metainfo.xml.in' \
                            -o -name '*.gschema.xml' -o -name '*.mime.xml' \)
  } | LC_ALL=C sort
}

if $check; then
  if ! list | diff -u po/POTFILES -; then
    echo "po/POTFILES is out of date: run build-aux/update-po.sh" >&2
    exit 1
  fi
else
  list
fi
