#!/usr/bin/env bash
# Prints what a hung test process is doing: every thread's stack and the state of the store's
# effect starts (how many effect tasks wait for a drain on the main actor, and whether a drain
# is scheduled). Needs gdb; without it, says so and prints only the state and thread count
# that /proc gives.
#
#   Scripts/hang-report.sh PID
set -u
pid=$1
echo "=== hang report for pid $pid ($(tr '\0' ' ' < "/proc/$pid/cmdline" 2> /dev/null))"
grep -E "^(State|Threads)" "/proc/$pid/status" 2> /dev/null
if ! command -v gdb > /dev/null; then
  echo "gdb is not installed: no stacks"
  exit 0
fi
script=$(mktemp)
trap 'rm -f "$script"' EXIT
cat > "$script" << 'GDB'
set pagination off
set print thread-events off
info threads
thread apply all bt 16
python
import gdb
memory = gdb.selected_inferior()
def address(symbol):
    return int(gdb.parse_and_eval("(long)&'%s'" % symbol))
def word(at):
    return int.from_bytes(memory.read_memory(at, 8).tobytes(), "little")
try:
    # EffectStarts.ready: a ReadyJobs object (header, then `jobs` and `head`).
    ready = word(address("$s10Composable12EffectStartsO5readyAA9ReadyJobsCvpZ"))
    if ready == 0:
        print("effect starts: none yet")
    else:
        jobs, head = word(ready + 16), word(ready + 24)
        print("effect starts: %d job(s) waiting for a drain" % (word(jobs + 16) - head))
    scheduled = address("$s10Composable12EffectStartsO14drainScheduledSbvpZ")
    print("effect starts: drain scheduled = %d" % memory.read_memory(scheduled, 1).tobytes()[0])
except Exception as error:
    print("effect starts: not readable (%s)" % error)
end
GDB
timeout 120 gdb -p "$pid" -batch -x "$script" 2>&1 | grep -vE "^\[New LWP|^$|^During symbol reading|^warning: "
