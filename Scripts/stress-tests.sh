#!/usr/bin/env bash
# Runs the whole test suite RUNS times (default 20) while LOOPS busy loops (default 2) compete
# for the machine's cores, and fails unless every run passes. A verdict that depends on timing
# shows up here long before a user's CI finds it.
#
#   Scripts/stress-tests.sh          # 20 runs, two busy loops
#   Scripts/stress-tests.sh 1        # what CI runs
#   Scripts/stress-tests.sh 10 4     # 10 runs, four busy loops
#
# The busy loops are started and killed by this script, by pid. Logs of failed runs are kept
# in $STRESS_LOGS (default: a temporary folder, printed at the end).
set -u
runs=${1:-20}
loops=${2:-2}
cd "$(dirname "$0")/.."
logs=${STRESS_LOGS:-$(mktemp -d -t stress-tests-XXXXXX)}
mkdir -p "$logs"

echo "building tests..."
# With CI's flags (warnings as errors), so that CI's build of its test step is reused.
swift build --build-tests -Xswiftc -warnings-as-errors > "$logs/build.log" 2>&1 || { tail -20 "$logs/build.log"; exit 1; }

pids=()
stop() {
  for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null; done
  pids=()
}
trap stop EXIT INT TERM
for _ in $(seq "$loops"); do
  yes > /dev/null &
  pids+=($!)
done

# A run takes seconds; one still running after $limit seconds hangs, and is reported before it
# is killed (Scripts/run-bounded.sh), so that a hang seen once can be diagnosed.
limit=${STRESS_RUN_LIMIT:-300}
hung=0

passed=0 failed=0
for run in $(seq "$runs"); do
  log="$logs/run$run.log"
  Scripts/run-bounded.sh "$limit" "$log" swift test --skip-build 2> /dev/null
  status=$?
  [ "$status" -eq 124 ] && hung=$((hung + 1))
  if [ "$status" -eq 0 ]; then
    passed=$((passed + 1))
    rm -f "$log"
    printf '.'
  else
    failed=$((failed + 1))
    printf 'F'
  fi
done
echo
for report in "$logs"/*.hang; do
  [ -f "$report" ] && { echo "hang report ($report):"; cat "$report"; }
done
stop

if [ "$failed" -gt 0 ]; then
  echo "failing tests (runs in which each failed):"
  for log in "$logs"/run*.log; do
    grep -hoE "Test Case '[^']+' failed|✘ Test [^ ]+\(" "$log" | sort -u
  done | sort | uniq -c | sort -rn | head -30
  echo "logs of the failed runs: $logs"
fi
echo "stress: $passed of $runs runs passed with $loops busy loops ($hung hung)"
[ "$failed" -eq 0 ]
