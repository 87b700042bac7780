#!/usr/bin/env python3
"""A false-pass check: mutates the assertions of the SyncUps example's tests and runs each
mutant; every mutant must fail.

    python3 Scripts/mutate-syncups-tests.py            # all mutants
    python3 Scripts/mutate-syncups-tests.py --list     # what would be made, and what is skipped
    python3 Scripts/mutate-syncups-tests.py --keep     # leaves the mutants' folder (to debug)

Mutations, in each `@Test` function of Tests/ComposableTests/SyncUps:
- an asserted value changed: in a `send`/`receive` assertion closure (`$0.x = value`), the first
  integer literal of the value +1, its first string literal with "!" added, `true`/`false`
  flipped;
- a received payload changed: the same, in the arguments of a `store.receive(…)`;
- in exhaustive tests: an assignment (or a mutating call, `$0.path.pop(from: 1)`) of an
  assertion closure deleted, a whole `receive` statement deleted.

Skipped by rule, and listed: a value with no literal to change (`= nil`, `= .engineering`);
deletions in a test that turns exhaustivity off (a non-exhaustive test is meant to pass
without them); the deletion of an assignment that repeats what an earlier step of the test
asserted, with nothing under or over it assigned since (the state already holds it: an
equivalent mutant).

Each mutant is a copy of its test file with the suite renamed `<Suite>_Mutant<n>`, only the
mutated test left a `@Test` (renamed `m<n>_<name>`), in a folder of the test target that this
script deletes when it ends. One build, one run of all mutants; a mutant that passes is
printed, and the script fails.
"""
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTS = os.path.join(ROOT, "Tests", "ComposableTests", "SyncUps")
OUT = os.path.join(TESTS, "Mutants_generated")

TEST_DECL = re.compile(r"^(\s*)@Test(\([^)]*\))?\s+func\s+(\w+)\(")
ASSIGN = re.compile(r"\$0[\w.\[\]:\\?$ ]*[^=!<>]=[^=]")
CALL = re.compile(r"^\s*(\$0[\w.\[\]:\\?$ ]*)\.\w+\(")
INT = re.compile(r"(?<![\w.])(\d+)(?![\w.])")
STRING = re.compile(r'"([^"\\]*)"')


def functions(lines):
    """(name, first line index, last line index) of each @Test function."""
    found = []
    for index, line in enumerate(lines):
        match = TEST_DECL.match(line)
        if not match:
            continue
        indent = match.group(1)
        end = index + 1
        while end < len(lines) and lines[end].rstrip() != indent + "}":
            end += 1
        found.append((match.group(3), index, end))
    return found


def changed_value(text):
    """`text` with its first literal changed, or None."""
    for pattern, change in ((INT, lambda m: str(int(m.group(1)) + 1)),
                            (STRING, lambda m: '"' + m.group(1) + '!"')):
        match = pattern.search(text)
        if match:
            return text[:match.start()] + change(match) + text[match.end():]
    for word, other in (("true", "false"), ("false", "true")):
        match = re.search(r"\b%s\b" % word, text)
        if match:
            return text[:match.start()] + other + text[match.end():]
    return None


def statement_end(lines, start):
    """The last line of the statement starting at `start` (balanced brackets)."""
    depth = 0
    for index in range(start, len(lines)):
        code = STRING.sub('""', lines[index])
        depth += sum(code.count(c) for c in "({[") - sum(code.count(c) for c in ")}]")
        if depth <= 0:
            return index
    return start


def mutants_of(path):
    lines = open(path).read().split("\n")
    made, skipped = [], []
    for name, first, last in functions(lines):
        body = "\n".join(lines[first:last + 1])
        exhaustive = "exhaustivity = .off" not in body
        # NB: Only what a `send`'s or `receive`'s assertion closure asserts: a `$0.x = y` in
        # `withDependencies` sets a dependency up.
        asserting = set()
        for index in range(first + 1, last):
            if re.search(r"store\.(send|receive)\(", lines[index]):
                asserting.update(range(index, statement_end(lines, index) + 1))
        # The value each left side was last asserted to have in this test (equivalent
        # deletions: an exhaustive test asserts every change, so a left side assigned again
        # with the text it was last assigned, nothing under or over it assigned in between,
        # sets what the state already holds).
        last_assigned = {}
        index = first + 1
        while index < last:
            line = lines[index]
            where = "%s:%d %s" % (os.path.basename(path), index + 1, name)
            if "store.receive(" in line:
                end = statement_end(lines, index)
                call = line[line.index("store.receive("):]
                args_end = statement_end([call], 0)
                changed = changed_value(call.split("{")[0])
                if changed:
                    new = line[:line.index("store.receive(")] + changed + (
                        "{" + call.split("{", 1)[1] if "{" in call else "")
                    made.append((where, "received payload changed", name,
                                 {index: [new]}))
                if exhaustive:
                    made.append((where, "receive deleted", name,
                                 {i: [] for i in range(index, end + 1)}))
                else:
                    skipped.append((where, "receive deletion in a non-exhaustive test"))
            call = CALL.match(line)
            if call and index in asserting and not ASSIGN.search(line):
                # A mutating call (`$0.path.pop(from: 1)`) asserts a change too.
                target = call.group(1)
                for other in list(last_assigned):
                    if other.startswith(target) or target.startswith(other):
                        del last_assigned[other]
                if exhaustive:
                    end = statement_end(lines, index)
                    edits = {i: [] for i in range(index + 1, end + 1)}
                    edits[index] = [line[:line.index("$0")] + "_ = $0"]
                    made.append((where, "mutating call deleted", name, edits))
                else:
                    skipped.append((where, "call deletion in a non-exhaustive test"))
            for match in ASSIGN.finditer(line):
                if line.lstrip().startswith("//") or index not in asserting:
                    break
                start = match.start()
                inline = line.rstrip().endswith("}") and "{" in line[:start]
                value_end = line.rindex("}") if inline else len(line)
                value_start = line.index("=", start + 2) + 1
                value = line[value_start:value_end]
                changed = changed_value(value)
                if changed:
                    made.append((where, "asserted value changed", name,
                                 {index: [line[:value_start] + changed + line[value_end:]]}))
                else:
                    skipped.append((where, "no literal in%s" % value.rstrip()))
                left = line[start:line.index("=", start + 2)].strip()
                text = value.strip()
                unchanged = last_assigned.get(left) == text
                for other in list(last_assigned):
                    if other.startswith(left) or left.startswith(other):
                        del last_assigned[other]
                last_assigned[left] = text
                if exhaustive and unchanged:
                    skipped.append((where, "deletion of an assignment of what an earlier step "
                                    "asserted, unchanged since (equivalent)"))
                elif exhaustive:
                    if inline:
                        edits = {index: [line[:start] + "_ = $0" + line[value_end:]]}
                    else:
                        # NB: A value written over several lines goes with its first.
                        # The closure still takes its argument: `_ = $0` stands in.
                        end = statement_end(lines, index)
                        edits = {i: [] for i in range(index + 1, end + 1)}
                        edits[index] = [line[:start] + "_ = $0"]
                    made.append((where, "assignment deleted", name, edits))
                else:
                    skipped.append((where, "assignment deletion in a non-exhaustive test"))
                break
            index += 1
    return lines, made, skipped


def mutant_file(lines, suite, number, name, edits):
    out = []
    for index, line in enumerate(lines):
        replaced = edits.get(index, [line])
        for text in replaced:
            match = TEST_DECL.match(text)
            if match and match.group(3) != name:
                text = text.replace("@Test" + (match.group(2) or ""), "", 1)
            elif match:
                text = re.sub(r"\bfunc %s\(" % name, "func m%d_%s(" % (number, name), text)
            out.append(text)
    # NB: A constant whose only use went with a deletion is used, so that the mutant builds
    # with warnings as errors.
    declared = re.compile(r"^(\s*)let (\w+)\b")
    used = []
    for index, text in enumerate(out):
        match = declared.match(text)
        if match and len(re.findall(r"\b%s\b" % match.group(2), "\n".join(out))) == 1:
            used.append((statement_end(out, index), match.group(1) + "_ = " + match.group(2)))
    for end, text in sorted(used, reverse=True):
        out.insert(end + 1, text)
    for index, text in enumerate(out):
        match = re.match(r"^(\s*for )(\w+)( in .*)$", text)
        if match and len(re.findall(r"\b%s\b" % match.group(2), "\n".join(out))) == 1:
            out[index] = match.group(1) + "_" + match.group(3)
    source = "\n".join(out)
    # NB: A top-level extension (fixtures the tests share) is declared once, by the original.
    source = re.sub(r"^extension [^\n]*\{\n.*?^\}\n", "", source, flags=re.M | re.S)
    return re.sub(r"\b%s\b" % suite, "%s_Mutant%d" % (suite, number), source)


def main():
    listing = "--list" in sys.argv
    all_made, all_skipped, files = [], [], []
    for file in sorted(os.listdir(TESTS)):
        if not file.endswith(".swift"):
            continue
        path = os.path.join(TESTS, file)
        lines, made, skipped = mutants_of(path)
        suite = re.search(r"struct (\w+Tests)\b", "\n".join(lines)).group(1)
        for mutant in made:
            all_made.append((path, lines, suite) + mutant)
        all_skipped += skipped
    print("%d mutants; %d skipped by rule:" % (len(all_made), len(all_skipped)))
    for where, why in all_skipped:
        print("  skipped %s: %s" % (where, why))
    if listing:
        for number, (_, _, _, where, kind, _, _) in enumerate(all_made, 1):
            print("  mutant %d %s: %s" % (number, where, kind))
        return 0
    started = time.time()
    shutil.rmtree(OUT, ignore_errors=True)
    os.makedirs(OUT)
    try:
        for number, (path, lines, suite, where, kind, name, edits) in enumerate(all_made, 1):
            with open(os.path.join(OUT, "Mutant%d.swift" % number), "w") as f:
                f.write(mutant_file(lines, suite, number, name, edits))
        # NB: With CI's flags (warnings as errors), so that CI's build is reused.
        build = subprocess.run(["swift", "build", "--build-tests", "-Xswiftc",
                                "-warnings-as-errors"], cwd=ROOT,
                               capture_output=True, text=True)
        if build.returncode != 0:
            print(build.stdout[-4000:], build.stderr[-2000:])
            print("the mutants did not build")
            return 1
        run = subprocess.run(
            [os.path.join(ROOT, "Scripts", "run-bounded.sh"), "600", "/tmp/mutants.log",
             "swift", "test", "--skip-build", "-Xswiftc", "-warnings-as-errors", "--filter",
             "_Mutant[0-9]+"],
            cwd=ROOT, capture_output=True, text=True)
        output = open("/tmp/mutants.log").read()
    finally:
        if "--keep" not in sys.argv:
            shutil.rmtree(OUT, ignore_errors=True)
    survivors, missing = [], []
    for number, (_, _, _, where, kind, name, _) in enumerate(all_made, 1):
        test = "m%d_%s()" % (number, name)
        if re.search(r"Test %s passed" % re.escape(test), output):
            survivors.append("mutant %d %s: %s" % (number, where, kind))
        elif not re.search(r"Test %s( with .*)? failed" % re.escape(test), output):
            missing.append("mutant %d %s: %s" % (number, where, kind))
    for survivor in survivors:
        print("PASSED (a false pass): " + survivor)
    for gone in missing:
        print("DID NOT RUN: " + gone)
    print("%d mutants, %d failed as they must, %d passed, %d did not run; %.0f s"
          % (len(all_made), len(all_made) - len(survivors) - len(missing), len(survivors),
             len(missing), time.time() - started))
    return 1 if survivors or missing or run.returncode == 124 else 0


if __name__ == "__main__":
    sys.exit(main())
