# online-lib.sh — what test-online.sh and test-online-kill.sh share: TAP
# lines and a tessella-server on loopback.  Sourced, not run.
#
# SPDX-License-Identifier: GPL-3.0-or-later

n=0
# ok STATUS WORDS: one TAP line; on failure the tail of "out", "err" and
# the server's log as comments.
ok () {
  n=$((n + 1))
  if [ "$1" -eq 0 ]; then
    echo "ok $n - $2"
  else
    echo "not ok $n - $2"
    for f in out err server.log; do
      [ -s $f ] && tail -n 30 $f | sed 's/^/# /'
    done
  fi
}

# start_server [PORT]: starts tessella-server on 127.0.0.1 (PORT, or a
# free one) with its matches in ./data, sets $server_pid, and $port once it
# listens.  A port just freed by a killed server may still be taken for a
# moment: the server is started again until it listens (10 s at most).
start_server () {
  : > server.log
  "$SERVER" --listen 127.0.0.1 --port "${1:-0}" --data data --creates-per-minute 1000 >server.log 2>&1 &
  server_pid=$!
  i=0
  while [ $i -lt 200 ]; do
    port=$(sed -n 's/^Tessella server: http:\/\/127\.0\.0\.1:\([0-9]*\),.*/\1/p' server.log)
    [ -n "$port" ] && return 0
    if ! kill -0 "$server_pid" 2>/dev/null; then
      sleep 0.1
      "$SERVER" --listen 127.0.0.1 --port "${1:-0}" --data data --creates-per-minute 1000 >server.log 2>&1 &
      server_pid=$!
    fi
    sleep 0.05
    i=$((i + 1))
  done
  return 1
}
