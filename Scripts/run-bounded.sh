#!/usr/bin/env bash
# Runs a test command with its output in LOG, for at most LIMIT seconds. A run that takes
# longer hangs: before it is killed, the tests that started and never ended are listed and
# each test process is reported (Scripts/hang-report.sh: every thread's stack, and the effect
# starts), in LOG.hang and on standard error, so that a hang seen once can be diagnosed.
#
#   Scripts/run-bounded.sh 300 /tmp/run.log swift test --skip-build
#
# Exit status: the command's, or 124 when it was stopped.
set -u
limit=$1 log=$2
shift 2
cd "$(dirname "$0")/.."
"$@" > "$log" 2>&1 &
pid=$!
start=$SECONDS
while kill -0 "$pid" 2> /dev/null; do
  if ((SECONDS - start >= limit)); then
    {
      echo "=== still running after $limit s; tests started and not ended:"
      python3 Scripts/unfinished-tests.py "$log"
      for child in $(pgrep -P "$pid"); do Scripts/hang-report.sh "$child"; done
    } > "$log.hang" 2>&1
    cat "$log.hang" >&2
    pkill -KILL -P "$pid"
    kill -KILL "$pid" 2> /dev/null
    wait "$pid" 2> /dev/null
    exit 124
  fi
  sleep 1
done
wait "$pid"
