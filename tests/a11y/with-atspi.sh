#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# with-atspi.sh COMMAND [ARG…] — runs COMMAND in a private D-Bus session
# with its own accessibility (AT-SPI) bus, as a desktop with a screen
# reader has, and exits with its status.  Needs dbus-run-session (dbus)
# and at-spi-bus-launcher (at-spi2-core).
set -eu

for launcher in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher \
                /usr/lib/at-spi2/at-spi-bus-launcher; do
  [ -x "$launcher" ] && break
done
if [ ! -x "$launcher" ]; then
  echo "with-atspi.sh: at-spi-bus-launcher not found (install at-spi2-core)" >&2
  exit 1
fi

export AT_SPI_BUS_LAUNCHER="$launcher"
exec dbus-run-session -- sh -c '
  "$AT_SPI_BUS_LAUNCHER" --launch-immediately >/dev/null 2>&1 &
  launcher_pid=$!
  # Until the accessibility bus has an owner on the session bus (5 s at most).
  i=0
  while [ $i -lt 50 ]; do
    if dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
         org.freedesktop.DBus.NameHasOwner string:org.a11y.Bus 2>/dev/null | grep -q true; then
      break
    fi
    i=$((i + 1))
    sleep 0.1
  done
  status=0
  "$@" || status=$?
  kill "$launcher_pid" 2>/dev/null || true
  exit $status
' with-atspi "$@"
