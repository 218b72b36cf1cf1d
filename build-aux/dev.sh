#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The two commands of the README, for a fresh Debian 12 or Ubuntu machine:
#
#   build-aux/dev.sh run [ARGS...]  install what is missing, build, install
#                                   into ~/.local and start Tessella
#   build-aux/dev.sh test           install what is missing, build with
#                                   warnings as errors and run every test
#                                   under a virtual display
#
# The test command is also what CI runs (.ci/run).  It ends with the line
# "N passed, N failed, N skipped" and exits non-zero when anything failed.
set -euo pipefail

cd "$(dirname "$0")/.."

# Debian 12 / Ubuntu package names.
build_packages=(
  gcc meson ninja-build pkg-config
  libgtk-4-dev libadwaita-1-dev libxml2-dev libglib2.0-dev-bin
  libjson-glib-dev libsoup-3.0-dev glib-networking libqrencode-dev
  gettext itstool yelp-tools appstream desktop-file-utils libxml2-utils
)
run_packages=(yelp)
# xauth is only a Recommends of xvfb, but xvfb-run cannot work without it.
# flatpak-builder lets the manifest test parse the manifest for real.
# clang builds the sanitizer + fuzzer pass of the tests; its runtime package
# is named after its version (libclang-rt-14-dev on Debian 12), see below.
# The accessibility test walks every screen as a screen reader does: a
# private D-Bus session (dbus-daemon, dbus-bin) with its own AT-SPI bus
# (at-spi2-core), read from Python (python3-gi, gir1.2-atspi-2.0).
test_packages=(xvfb xauth flatpak-builder clang curl
  at-spi2-core dbus-daemon dbus-bin python3-gi gir1.2-atspi-2.0)

usage() {
  echo "usage: $0 run [ARGS...] | test" >&2
  exit 2
}

# Installs the packages that are not installed yet; asks apt nothing when
# all are there, so a second run needs neither network nor root.
ensure_packages() {
  local missing=() p status
  if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "dev.sh: not a Debian-like system; install these yourself: $*" >&2
    return 0
  fi
  for p in "$@"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
    [ "$status" = installed ] || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0

  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      echo "dev.sh: need root to install: ${missing[*]}" >&2
      exit 1
    fi
    sudo=(sudo)
  fi
  echo "dev.sh: installing ${missing[*]}" >&2
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# meson setup that can be run again: an existing build directory is
# reconfigured with the given options instead of failing.
setup() {
  local dir=$1
  shift
  if [ -f "$dir/build.ninja" ]; then
    meson setup --reconfigure "$dir" "$@"
  else
    meson setup "$dir" "$@"
  fi
}

# Reads meson's test logs and prints the closing line CI looks for.
summarise() {
  python3 - "$@" <<'PY'
import json, sys
passed = failed = skipped = 0
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as log:
        for line in log:
            if not line.strip():
                continue
            result = json.loads(line).get("result")
            if result in ("OK", "EXPECTEDFAIL"):
                passed += 1
            elif result == "SKIP":
                skipped += 1
            else:  # FAIL, TIMEOUT, ERROR, UNEXPECTEDPASS, INTERRUPT
                failed += 1
print(f"{passed} passed, {failed} failed, {skipped} skipped")
sys.exit(1 if failed else 0)
PY
}

cmd_run() {
  local build=_build prefix="$HOME/.local"
  ensure_packages "${build_packages[@]}" "${run_packages[@]}"
  setup "$build" --prefix="$prefix"
  meson compile -C "$build"
  # Installs the desktop file, icons, MIME type, help and settings schema
  # where the desktop finds them, and refreshes their caches.
  meson install -C "$build" --quiet
  exec "$prefix/bin/tessella" "$@"
}

cmd_test() {
  local build=_build-ci san=_build-ci-sanitize status=0 log clang_major ui_log
  ensure_packages "${build_packages[@]}" "${test_packages[@]}"
  clang_major=$(clang --version | sed -n 's/.*clang version \([0-9]*\).*/\1/p' | head -n 1)
  ensure_packages "libclang-rt-$clang_major-dev"

  # 1. Everything, warnings as errors, under a virtual display.
  setup "$build" -Dwerror=true
  meson compile -C "$build"
  # meson names a wrapped run's log after the log base and the wrapper.
  ui_log="$build/meson-logs/ui-own-display.sh.json"
  rm -f "$build/meson-logs/testlog.json" "$ui_log"
  # The cairo renderer is lighter than GL under Xvfb's software rendering.
  GSK_RENDERER=cairo xvfb-run -a -s '-screen 0 1280x800x24' \
    meson test -C "$build" --no-suite ui --print-errorlogs || status=$?
  # The window tests each under an X server of its own: side by side on
  # one display, one test's window would move another's pointer and focus.
  GSK_RENDERER=cairo meson test -C "$build" --suite ui --logbase ui \
    --wrapper "$PWD/build-aux/own-display.sh" --print-errorlogs || status=$?

  # 2. The rules, saves, computer player and CLI again under AddressSanitizer
  #    and UndefinedBehaviorSanitizer (clang), plus a brief fuzzing run of
  #    the save loader.
  CC=clang setup "$san" -Dwerror=true -Dgui=false -Dfuzzing=true \
    -Db_sanitize=address,undefined -Db_lundef=false
  meson compile -C "$san"
  rm -f "$san/meson-logs/testlog.json"
  # The soaks play their full count of random games (1,000 or 500 per
  # player count) in pass 1; here, several times slower, 200 per player
  # count still take every rule through the sanitizers.
  # The server is killed during 10 games instead of 50.
  TESSELLA_SOAK_GAMES=200 TESSELLA_KILL_GAMES=10 \
    meson test -C "$san" --suite unit --suite fuzz --print-errorlogs || status=$?

  for log in "$build/meson-logs/testlog.json" "$ui_log" \
             "$san/meson-logs/testlog.json"; do
    if [ ! -s "$log" ]; then
      echo "dev.sh: meson test left no test log $log (exit status $status)" >&2
      echo "0 passed, 1 failed, 0 skipped"
      exit 1
    fi
  done
  summarise "$build/meson-logs/testlog.json" "$ui_log" \
    "$san/meson-logs/testlog.json" || status=1
  exit "$status"
}

[ $# -ge 1 ] || usage
mode=$1
shift
case $mode in
  run) cmd_run "$@" ;;
  test) [ $# -eq 0 ] || usage; cmd_test ;;
  *) usage ;;
esac
