#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Fails unless a translation is complete: po-coverage.sh FILE.po [SRCROOT]
# msgfmt --check must pass and its --statistics must report no fuzzy and
# no untranslated messages.  With SRCROOT, the translation is first merged
# with a template made afresh from the sources that po/POTFILES lists
# (xgettext with the keywords meson's glib preset uses), so a message
# added to the code and not yet translated counts too: the committed
# FILE.po may lag behind the sources.  Used by po/meson.build, one test
# per language in po/LINGUAS.
set -eu

po=${1:?usage: po-coverage.sh FILE.po [SRCROOT]}
root=${2:-}
msgfmt=${MSGFMT:-msgfmt}
checked=$po

if [ -n "$root" ]; then
  scratch=$(mktemp -d "${TMPDIR:-/tmp}/tessella-po.XXXXXX")
  trap 'rm -rf "$scratch"' EXIT
  (cd "$root" && GETTEXTDATADIRS="$root/data" xgettext --package-name=tessella --from-code=UTF-8 --add-comments \
     --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 --keyword=g_dcgettext:2 \
     --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
     --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
     --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format \
     --flag=g_string_printf:2:c-format --flag=g_string_append_printf:2:c-format \
     --flag=g_error_new:3:c-format --flag=g_set_error:4:c-format \
     --files-from=po/POTFILES -o "$scratch/tessella.pot")
  msgmerge --quiet "$po" "$scratch/tessella.pot" -o "$scratch/merged.po"
  checked=$scratch/merged.po
fi

stats=$(LC_ALL=C "$msgfmt" --check --statistics -o /dev/null "$checked" 2>&1) || {
  printf '%s\n' "$stats"
  echo "$po: msgfmt --check failed" >&2
  exit 1
}
printf '%s: %s\n' "$po" "$stats"

case $stats in
  *fuzzy*|*untranslated*)
    echo "$po: not 100 % translated (fuzzy or untranslated messages; build-aux/update-po.sh merges the sources' new messages)" >&2
    if [ -n "$root" ]; then
      # Which ones, so a reader need not run the merge.
      msgattrib --only-fuzzy --no-obsolete "$checked" | grep '^msgid' | head -n 10 >&2 || true
      msgattrib --untranslated --no-obsolete "$checked" | grep '^msgid' | head -n 10 >&2 || true
    fi
    exit 1 ;;
  *' translated message'*) ;;
  *)
    echo "$po: no translated messages" >&2
    exit 1 ;;
esac
