#!/usr/bin/env python3
"""Lists the tests a `swift test` log shows as started and never ended (passed, failed or
skipped): where a run that hung or was killed was stuck. Usage: unfinished-tests.py LOG"""
import re
import sys

started, ended = [], set()
with open(sys.argv[1], encoding="utf-8", errors="replace") as log:
    for line in log:
        # Swift Testing: "◇ Test name() started." / "✔ Test name() passed ..." / "✘ ... failed".
        match = re.search(
            r"^\S+ Test (.+?)(?: with \d+ test cases?)? (started|passed|failed|skipped)\b", line
        )
        if match:
            (started.append if match.group(2) == "started" else ended.add)(match.group(1))
            continue
        # XCTest: "Test Case 'X.y' started at ..." / "... passed (" / "... failed (".
        match = re.search(r"Test Case '(.+?)' (started|passed|failed|skipped)", line)
        if match:
            (started.append if match.group(2) == "started" else ended.add)(match.group(1))
for name in started:
    if name not in ended and not name.startswith("case passing") and name != "run":
        print(name)
