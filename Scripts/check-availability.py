#!/usr/bin/env python3
"""Fails when Sources or Tests use an API newer than the package's Apple minimum, ungated.

Linux ignores Apple availability, so the compiler here never says "'X' is only available in
macOS 15.0 or newer". This script says it instead, from facts it takes from the toolchain:

- Availability: the symbol graphs of the toolchain's own modules (`swift-symbolgraph-extract`
  of Swift, _Concurrency, Synchronization and Observation), which keep each declaration's
  `@available(macOS 15.0, iOS 18.0, ...)` on Linux too (Foundation and Dispatch are left out:
  their Linux builds are not Apple's and carry other or no availability). A member with none
  inherits its type's. Also our own declarations under `@available`: a call to one outside a
  gate for its version is reported like a call to the toolchain's.
- Our references: the compiler's JSON AST (`swiftc -dump-ast -dump-ast-format json`) of every
  Swift module built from Sources/ and Tests/, compiled with the arguments SwiftPM used (read
  from .build/debug.yaml; run `swift build --build-tests` first). A reference is a declaration
  USR (a call, a property, a conformance's protocol) or a type named in a mangled type.
- Gates: `@available(...)` on an enclosing declaration (`@available(macOS, unavailable)`
  exempts it for that platform), the then-branch (and later conditions) of
  `if #available(...)`, the else-branch of `if #unavailable(...)`, the rest of the block after
  `guard #available(...)`, the else-branch of `guard #unavailable(...)`.
- `#if` regions by platform: a use in a branch that a platform never compiles (`#if !os(tvOS)`,
  the `#else` of `#if os(tvOS)`, `#if os(iOS) || os(macOS)`) needs nothing there. Conditions
  of `os(...)`, `!`, `&&`, `||`, `true`, `false` and parentheses are read; any other
  (`canImport`, `compiler`, a flag) may hold on every platform.
- Not seen: code that Linux does not compile (`#if canImport(SwiftUI)`, `#if os(macOS)`),
  and the availability of a conformance (a type's conformance added in a later release).
- Minimums: `platforms:` in Package.swift; a platform it does not name has SwiftPM's default.

Usage: check-availability.py [--package DIR] [--scratch-path DIR] [--modules A,B]
Exit status 1, with one line per use (file:line: symbol needs platform version), when any
use is ungated; 0 otherwise.
"""

import argparse
import atexit
import json
import os
import re
import shlex
import shutil
import multiprocessing
import subprocess
import sys
import tempfile

PLATFORMS = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]
# SwiftPM's defaults (tools version 6.0) for a platform `platforms:` does not name.
DEFAULT_MINIMUMS = {"macOS": (10, 13), "iOS": (12, 0), "tvOS": (12, 0), "watchOS": (4, 0),
                    "visionOS": (1, 0)}
# NB: Only modules whose Linux build carries Apple's own availability. Linux's Foundation is
# the open-source one, whose availability differs from Apple's SDK (it says macOS 15 where
# Apple says 26), and Linux's Dispatch carries none: both would be wrong facts.
TOOLCHAIN_MODULES = ["Swift", "_Concurrency", "Synchronization", "Observation"]
NOMINAL_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol",
                 "swift.typealias", "swift.actor", "swift.associatedtype"}
MANGLED_KEYS = {"type", "interface_type", "result", "type_usr", "replacement_type", "usr",
                "thrown_type"}


def version(text):
    parts = [int(p) for p in re.findall(r"\d+", str(text))[:2]]
    return tuple(parts + [0] * (2 - len(parts)))


def show(v):
    return f"{v[0]}.{v[1]}"


def package_minimums(package_dir):
    """The platforms the package lists, with their minimums: only those are checked (an app
    for iOS and macOS is not judged on tvOS). A package that lists none gets SwiftPM's
    defaults for every platform."""
    text = open(os.path.join(package_dir, "Package.swift")).read()
    minimums = {}
    for name, ver in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\s*\.v(\d+(?:_\d+)?)", text):
        minimums[name] = version(ver.replace("_", "."))
    for name, ver in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\s*\"([\d.]+)\"", text):
        minimums[name] = version(ver)
    return minimums or dict(DEFAULT_MINIMUMS)


def normalize(name):
    return name.replace("_Concurrency.", "Swift.")


def availability_table(workdir):
    """USR -> {platform: version}, and qualified nominal type name -> the same."""
    by_usr, by_name = {}, {}
    target = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True,
                            check=True)
    triple = json.loads(target.stdout)["target"]["triple"]
    for module in TOOLCHAIN_MODULES:
        out = os.path.join(workdir, "symbols", module)
        os.makedirs(out, exist_ok=True)
        result = subprocess.run(
            ["swift-symbolgraph-extract", "-module-name", module, "-target", triple,
             "-output-dir", out, "-minimum-access-level", "public"],
            capture_output=True, text=True)
        if result.returncode != 0:
            if module in ("Foundation", "FoundationEssentials"):
                continue  # not every toolchain ships it as a module with a symbol graph
            sys.exit(f"check-availability: swift-symbolgraph-extract {module} failed:\n"
                     f"{result.stderr}")
        for name in os.listdir(out):
            graph = json.load(open(os.path.join(out, name)))
            module_name = graph["module"]["name"]
            parents = {}
            for rel in graph.get("relationships", []):
                if rel["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf"):
                    parents.setdefault(rel["source"], rel["target"])
            own = {}
            kinds, paths = {}, {}
            for symbol in graph["symbols"]:
                usr = symbol["identifier"]["precise"]
                kinds[usr] = symbol["kind"]["identifier"]
                paths[usr] = symbol.get("pathComponents", [])
                found = {}
                for entry in symbol.get("availability", []):
                    domain = entry.get("domain")
                    if domain in PLATFORMS and "introduced" in entry:
                        i = entry["introduced"]
                        found[domain] = (i.get("major", 0), i.get("minor", 0))
                own[usr] = found

            def resolved(usr, depth=0):
                found = dict(own.get(usr, {}))
                parent = parents.get(usr)
                if parent and depth < 8:
                    for domain, v in resolved(parent, depth + 1).items():
                        if v > found.get(domain, (0, 0)):
                            found[domain] = v
                return found

            # NB: A protocol requirement added in a later release (`&*`, a requirement since
            # macOS 15) with a default implementation that is older: where the requirement
            # is unavailable the compiler uses the implementation, so a reference needs only
            # the older of the two. Other overloads of a name are checked by their own USR.
            siblings = {}
            for rel in graph.get("relationships", []):
                if rel["kind"] == "defaultImplementationOf":
                    siblings.setdefault(rel["target"], []).append(rel["source"])
            for usr in own:
                found = resolved(usr)
                for other in siblings.get(usr, []):
                    alternative = resolved(other)
                    found = {d: min(v, alternative.get(d, (0, 0))) for d, v in found.items()}
                found = {d: v for d, v in found.items() if v > (0, 0)}
                if not found:
                    continue
                by_usr[usr] = found
                if kinds[usr] in NOMINAL_KINDS and paths[usr]:
                    by_name[normalize(module_name + "." + ".".join(paths[usr]))] = found
    return by_usr, by_name


def manifest_modules(package_dir, scratch, names=None):
    """(module name, swiftc arguments, source files) for each Swift module of Sources/Tests,
    or, given `names`, for each module so named wherever its files are (a package whose
    Sources/ links to folders elsewhere: Scripts/check-swiftui.sh's)."""
    manifest = os.path.join(scratch, "debug.yaml")
    if not os.path.exists(manifest):
        sys.exit(f"check-availability: {manifest} is missing; run `swift build --build-tests`")
    roots = [os.path.realpath(os.path.join(package_dir, d)) + os.sep for d in ("Sources", "Tests")]
    modules = []
    current = None
    for line in open(manifest):
        match = re.match(r'  "C\.(.+)-debug\.module":', line)
        if match:
            current = {}
            continue
        if current is None:
            continue
        stripped = line.strip()
        if stripped.startswith("inputs: "):
            current["inputs"] = json.loads(stripped[len("inputs: "):])
        elif stripped.startswith("args: "):
            args = json.loads(stripped[len("args: "):])
            current = None if "-module-name" not in args else current
            if current is None:
                continue
            name = args[args.index("-module-name") + 1]
            files = [f for f in current.get("inputs", []) if f.endswith(".swift")
                     and (name in names if names is not None
                          else any(os.path.realpath(f).startswith(r) for r in roots))]
            if files:
                modules.append((name, args, files))
            current = None
    return modules


def dump_arguments(args):
    """SwiftPM's compile arguments, minus what emits outputs, for `-dump-ast`."""
    drop_alone = {"-emit-dependencies", "-emit-module", "-incremental", "-c",
                  "-enable-batch-mode", "-serialize-diagnostics", "-parseable-output",
                  "-emit-objc-header", "-g", "-whole-module-optimization", "-wmo"}
    drop_with_value = {"-emit-module-path", "-output-file-map", "-index-store-path",
                       "-emit-objc-header-path", "-j", "-num-threads"}
    kept, skip, pass_on = [], False, False
    for arg in args[1:]:
        if skip:
            skip = False
            continue
        if pass_on:
            kept.append(arg)
            pass_on = False
            continue
        if arg in ("-Xcc", "-Xfrontend", "-Xlinker"):
            kept.append(arg)
            pass_on = True
            continue
        if arg in drop_with_value:
            skip = True
            continue
        if arg in drop_alone or arg.startswith("@") or re.fullmatch(r"-j\d+", arg):
            continue
        kept.append(arg)
    return kept


def frontend_jobs(module, flags, sources, workdir):
    """(primary sources, their AST dump paths, frontend command) per job, as the driver would
    run them in batch mode: one frontend job type-checks a batch of files and writes one dump
    per file (a job per file parsed every file of the module once per file: five minutes here,
    against one with batches)."""
    result = subprocess.run(
        ["swiftc", "-dump-ast", "-dump-ast-format", "json", "-enable-batch-mode", "-j2"]
        + flags + sources + ["-###"],
        capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"check-availability: the driver refused {module}'s arguments:\n"
                 f"{result.stderr[-4000:]}")
    jobs = []
    count = 0
    for line in result.stdout.splitlines():
        command = shlex.split(line)
        if "-primary-file" not in command:
            continue
        primaries = [command[i + 1] for i, arg in enumerate(command) if arg == "-primary-file"]
        # The driver sends each primary's dump to standard output (`-o -`, one per primary, in
        # the primaries' order); each goes to a file of its own instead.
        outs, rewritten, i = [], [], 0
        while i < len(command):
            if command[i] == "-o" and i + 1 < len(command):
                name = primaries[len(outs)] if len(outs) < len(primaries) else "extra"
                out = os.path.join(workdir, "ast", module, f"{count}-{os.path.basename(name)}.json")
                count += 1
                outs.append(out)
                rewritten += ["-o", out]
                i += 2
                continue
            rewritten.append(command[i])
            i += 1
        if len(outs) != len(primaries):
            sys.exit(f"check-availability: the driver's job for {module} names {len(outs)} "
                     f"outputs for {len(primaries)} files; this script expects one per file")
        os.makedirs(os.path.join(workdir, "ast", module), exist_ok=True)
        jobs.append((primaries, outs, rewritten))
    return jobs


def run_jobs(jobs, parallel=2):
    """Runs the frontend jobs, `parallel` at a time; exits naming the files of a job that fails."""
    running = []
    pending = list(jobs)
    while pending or running:
        while pending and len(running) < parallel:
            sources, _, command = pending.pop(0)
            running.append((sources, subprocess.Popen(
                command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)))
        sources, process = running.pop(0)
        _, errors = process.communicate()
        if process.returncode != 0:
            sys.exit(f"check-availability: the AST of {', '.join(sources)} could not be dumped:\n"
                     f"{errors[-4000:]}")


class Use:
    def __init__(self, path, offset, name, platform, needed, in_type=False):
        self.path, self.offset, self.name = path, offset, name
        self.platform, self.needed = platform, needed
        # Named in an expression's type rather than written there (see `Scanner.run`).
        self.in_type = in_type


NEVER = (9999, 0)


def gates_of_conditions(conditions):
    gates = {}
    for condition in conditions or []:
        if isinstance(condition, dict) and condition.get("_kind") == "#available":
            for query in condition.get("queries", []):
                if query.get("domain") in PLATFORMS and query.get("version"):
                    gates[query["domain"]] = version(query["version"])
    return gates


def attribute_gates(node):
    gates = {}
    for attr in node.get("attrs", []) if isinstance(node.get("attrs"), list) else []:
        if attr.get("_kind") != "available_attr" or attr.get("domain") not in PLATFORMS:
            continue
        if attr.get("unavailable"):
            gates[attr["domain"]] = NEVER  # never compiled for that platform
        elif attr.get("introduced"):
            gates[attr["domain"]] = version(attr["introduced"])
    return gates


def merged(context, gates):
    if not gates:
        return context
    out = dict(context)
    for domain, v in gates.items():
        if v > out.get(domain, (0, 0)):
            out[domain] = v
    return out


def is_unavailable_check(node, body_key, source):
    """Whether the statement's condition is `#unavailable(...)` (the AST dumps it as
    `#available`): read from the source between the statement and its body."""
    start = node.get("range", {}).get("start")
    body = node.get(body_key)
    end = body.get("range", {}).get("start") if isinstance(body, dict) else None
    if start is None or end is None or source is None:
        return False
    return b"#unavailable" in source[start:end]


def condition_value(text, platform):
    """Whether the `#if` condition `text` holds when compiling for `platform`: True, False, or
    None when it depends on something else (an unknown atom)."""
    tokens = re.findall(r"os\(\s*\w+\s*\)|\|\||&&|!|\(|\)|true|false|[^\s()!&|]+", text)
    position = 0

    def peek():
        return tokens[position] if position < len(tokens) else None

    def take():
        nonlocal position
        position += 1
        return tokens[position - 1]

    def either():
        value = both()
        while peek() == "||":
            take()
            right = both()
            value = True if value is True or right is True else (
                False if value is False and right is False else None)
        return value

    def both():
        value = unary()
        while peek() == "&&":
            take()
            right = unary()
            value = False if value is False or right is False else (
                True if value is True and right is True else None)
        return value

    def unary():
        token = take() if peek() is not None else None
        if token == "!":
            value = unary()
            return None if value is None else not value
        if token == "(":
            value = either()
            if peek() == ")":
                take()
            return value
        if token is not None and token.startswith("os("):
            return token[3:-1].strip() == platform
        if token in ("true", "false"):
            return token == "true"
        # A call-like atom (`canImport(X)`, `compiler(>=6)`): skip its parentheses.
        if peek() == "(":
            depth = 0
            while peek() is not None:
                step = take()
                depth += step == "("
                depth -= step == ")"
                if depth == 0:
                    break
        return None

    try:
        return either()
    except IndexError:
        return None


def short_name(name):
    """A type's name without its module (`SwiftUI.Slider` and `Slider` are one type here)."""
    return name.split("<")[0].split(".")[-1]


def excluded_regions(source):
    """The byte ranges of `source` inside an `#if` branch, each with the platforms that never
    compile it: [(start, end, {platform, ...})]."""
    regions, stack, offset = [], [], 0
    for raw in source.split(b"\n"):
        line = raw.decode("utf-8", "replace").strip()
        end = offset + len(raw) + 1
        match = re.match(r"#(if|elseif|else|endif)\b\s*(.*?)\s*(//.*)?$", line)
        if match:
            directive, condition = match.group(1), match.group(2)
            if directive == "if":
                stack.append({"earlier": [], "condition": condition, "start": end})
            elif stack:
                frame = stack[-1]
                excluded = branch_excluded(frame["earlier"], frame["condition"])
                regions.append((frame["start"], offset, excluded))
                frame["earlier"].append(frame["condition"])
                frame["condition"] = condition if directive == "elseif" else None
                frame["start"] = end
                if directive == "endif":
                    stack.pop()
        offset = end
    return regions


def branch_excluded(earlier, condition):
    """The platforms that never compile a branch of condition `condition` (None for `#else`)
    after the branches of conditions `earlier`."""
    excluded = set()
    for platform in PLATFORMS:
        values = [condition_value(c, platform) for c in earlier]
        if any(v is True for v in values):
            excluded.add(platform)  # an earlier branch is taken there
        elif condition is not None and condition_value(condition, platform) is False:
            excluded.add(platform)
    return excluded


class Scanner:
    """Walks one file's AST: collects its gated declarations, or checks its references."""

    def __init__(self, path, source, minimums):
        self.path, self.source, self.minimums = path, source, minimums
        self.uses, self.declared = [], {}
        self.regions = excluded_regions(source)
        # (type name, platform) named inside an `#if` branch that the platform never compiles.
        self.hidden = set()

    def run(self, tree, by_usr=None, mangled_refs=None):
        self.by_usr, self.mangled_refs = by_usr, mangled_refs
        self.walk(tree, {}, 0)
        # NB: Linux compiles every platform's branch of `#if !os(tvOS)`, so the types of the
        # expressions around such a branch (a view builder's result) name what it holds: a
        # type named only that way, and written in a branch tvOS never compiles, is tvOS's
        # never; so is a type (not a member) that a generic argument names there. (A use
        # written outside the branch is reported where it is written: its initializer or
        # member.)
        self.uses = [use for use in self.uses
                     if not ((use.in_type or re.fullmatch(r"s:\w+(C|V|O|P)", use.name))
                             and (short_name(use.name), use.platform) in self.hidden)]
        # NB: An expression's type names what its parts use: `List { }` on line 10 with
        # `.navigationBarTitleDisplayMode(.inline)` on line 72 has a type naming
        # `TitleDisplayMode` from line 10, and so do a `VStack` and the `.padding()` after it
        # around a `ShareLink`. Where the innermost `{ }` around it has a place written there
        # that needs the platform and names the type too, the type is reported there only.
        # (The AST's ranges do not say where an expression ends: some are their first token.)
        anchored = {(use.offset, use.platform) for use in self.uses if not use.in_type}
        written = {}
        for use in self.uses:
            if (use.offset, use.platform) in anchored:
                written.setdefault((short_name(use.name), use.platform), []).append(use.offset)
        blocks = blocks_of(self.source)

        def named_where_written(use):
            start, end = innermost(blocks, use.offset)
            return any(start <= other <= end and other != use.offset
                       for other in written.get((short_name(use.name), use.platform), []))

        self.uses = [use for use in self.uses
                     if not (use.in_type and (use.offset, use.platform) not in anchored
                             and named_where_written(use))]

    def check(self, requirement, name, context, offset, in_type=False):
        for platform, needed in requirement.items():
            if platform not in self.minimums:
                continue  # a platform the package does not list
            floor = max(self.minimums[platform], context.get(platform, (0, 0)))
            if needed <= floor:
                continue
            if self.never_compiled(offset, platform):
                self.hidden.add((short_name(name), platform))
            else:
                self.uses.append(Use(self.path, offset, name, platform, needed, in_type))

    def never_compiled(self, offset, platform):
        """Whether `offset` is in an `#if` branch that `platform` never compiles."""
        return any(start <= offset < end and platform in excluded
                   for start, end, excluded in self.regions)

    def walk(self, node, context, offset):
        if isinstance(node, list):
            for index, item in enumerate(node):
                item_context = context
                if isinstance(item, dict) and item.get("_kind") == "pattern_binding_decl":
                    # NB: A stored or computed property's `@available` is on its `var_decl`,
                    # the sibling after the binding that holds its type: it gates both.
                    for sibling in node[index + 1:]:
                        if not (isinstance(sibling, dict) and sibling.get("_kind") == "var_decl"):
                            break
                        item_context = merged(item_context, attribute_gates(sibling))
                self.walk(item, item_context, offset)
                # `guard #available(...) else { ... }` gates the rest of its block.
                if isinstance(item, dict) and item.get("_kind") == "guard_stmt" \
                        and not is_unavailable_check(item, "body", self.source):
                    context = merged(context, gates_of_conditions(item.get("conditions")))
            return
        if not isinstance(node, dict):
            return
        kind = node.get("_kind")
        if isinstance(node.get("range"), dict) and "start" in node["range"]:
            offset = node["range"]["start"]
        context = merged(context, attribute_gates(node))
        if self.by_usr is None:
            # First pass: our own declarations that need more than the minimum.
            usr = node.get("usr")
            if isinstance(usr, str) and kind and kind.endswith("_decl"):
                needs = {d: v for d, v in context.items()
                         if d in self.minimums and v > self.minimums[d]}
                if needs:
                    self.declared[usr] = needs
        if node.get("implicit") and kind == "declref_expr" and isinstance(node.get("decl"), dict) \
                and node["decl"].get("base_name") == "next" \
                and "isolation" in str(node["decl"].get("decl_usr", "")):
            # NB: `for await`'s own call: the compiler calls `next()` where `next(isolation:)`
            # is unavailable (SE-0421), so it needs nothing.
            return
        gates = {}
        if kind in ("if_stmt", "guard_stmt"):
            gates = gates_of_conditions(node.get("conditions"))
        body_key = "body" if kind == "guard_stmt" else "then_stmt"
        unavailable = bool(gates) and is_unavailable_check(node, body_key, self.source)
        for key, value in node.items():
            if isinstance(value, str):
                if self.by_usr is None:
                    continue
                if key != "usr" and value.startswith("s:") and value in self.by_usr:
                    # NB: A type that a conformance names (`ShareLink: View`, where a view
                    # builder's `buildBlock` at a closure's `{` takes it) is not written there.
                    implied = kind == "conformance_context" \
                        and re.fullmatch(r"s:\w+(C|V|O|P)", value) is not None
                    self.check(self.by_usr[value], value, context, offset, in_type=implied)
                if key in MANGLED_KEYS and value in self.mangled_refs:
                    for name, requirement in self.mangled_refs[value]:
                        self.check(requirement, name, context, offset, in_type=True)
                continue
            gated = False
            if kind == "if_stmt":
                gated = key in ("then_stmt", "conditions") if not unavailable else key == "else_stmt"
            elif kind == "guard_stmt" and unavailable:
                gated = key == "body"
            self.walk(value, merged(context, gates) if gated else context, offset)


def mangled_strings(tree, into):
    if isinstance(tree, dict):
        for key, value in tree.items():
            if isinstance(value, str):
                if key in MANGLED_KEYS and (value.startswith("$s") or value.startswith("s:")):
                    into.add(value)
            else:
                mangled_strings(value, into)
    elif isinstance(tree, list):
        for item in tree:
            mangled_strings(item, into)


def blocks_of(source):
    """The `{ }` blocks of Swift `source` (bytes), as (start, end) offsets, outside strings
    and comments."""
    blocks, stack, index, size = [], [], 0, len(source)
    while index < size:
        if source.startswith(b"//", index):
            index = source.find(b"\n", index)
            index = size if index == -1 else index
        elif source.startswith(b"/*", index):
            index = source.find(b"*/", index + 2)
            index = size if index == -1 else index + 2
        elif source.startswith(b'"""', index):
            index = source.find(b'"""', index + 3)
            index = size if index == -1 else index + 3
        elif source[index:index + 1] == b'"':
            index += 1
            while index < size and source[index:index + 1] not in (b'"', b"\n"):
                index += 2 if source[index:index + 1] == b"\\" else 1
            index += 1
        else:
            char = source[index:index + 1]
            if char == b"{":
                stack.append(index)
            elif char == b"}" and stack:
                blocks.append((stack.pop(), index))
            index += 1
    return blocks


def innermost(blocks, offset):
    """The innermost of `blocks` around `offset`, or the whole file."""
    around = [block for block in blocks if block[0] <= offset <= block[1]]
    return max(around, key=lambda block: block[0]) if around else (0, float("inf"))


def without_opaque_origins(demangled):
    """`demangled` without the signatures that name where each `some` type comes from.

    NB: The type of `view.textInputAutocapitalization(.words)` is `<<opaque return type of
    View.textInputAutocapitalization(TextInputAutocapitalization?) -> some>>.0`: the
    parameter's type is named there, and again in the type of every view builder around it,
    but it is not used there. The call is reported where it is written, by its declaration.
    """
    marker = "<<opaque return type of "
    while (start := demangled.find(marker)) != -1:
        depth, index = 0, start
        while index < len(demangled):
            if demangled.startswith("<<", index):
                depth, index = depth + 1, index + 2
            elif demangled.startswith(">>", index):
                depth, index = depth - 1, index + 2
                if depth == 0:
                    break
            else:
                index += 1
        demangled = demangled[:start] + "some" + demangled[index:]
    return demangled


def demangle_all(strings, by_name):
    """mangled string -> [(type name, availability)] for each restricted type it names."""
    if not strings or not by_name:
        return {}
    ordered = sorted(strings)
    text = "\n".join("$s" + s[2:] if s.startswith("s:") else s for s in ordered) + "\n"
    result = subprocess.run(["swift-demangle"], input=text, capture_output=True, text=True,
                            check=True)
    lines = result.stdout.split("\n")
    names = sorted(by_name, key=len, reverse=True)
    pattern = re.compile(r"(?<![\w.])(" + "|".join(re.escape(n) for n in names) + r")(?![\w])")
    out = {}
    for mangled, demangled in zip(ordered, lines):
        found = []
        for match in pattern.finditer(normalize(without_opaque_origins(demangled))):
            found.append((match.group(1), by_name[match.group(1)]))
        if found:
            out[mangled] = found
    return out


def line_of(path, offset, cache={}):
    if path not in cache:
        cache[path] = open(path, "rb").read()
    data = cache[path]
    return data.count(b"\n", 0, offset) + 1


# What the scanning processes read (set before they are forked).
WORK = {}


def declarations_of(pair):
    """The declarations under `@available` in one file (first pass)."""
    source, out = pair
    tree = json.load(open(out))
    # NB: A batch job's dumps are matched to its files by order: check each one's name.
    if os.path.realpath(tree.get("filename", "")) != os.path.realpath(source):
        # (An exception, not `sys.exit`: a pool's worker that exits leaves the pool waiting.)
        raise RuntimeError(f"check-availability: {out} is the AST of {tree.get('filename')}, "
                           f"not of {source}")
    scanner = Scanner(source, open(source, "rb").read(), WORK["minimums"])
    scanner.run(tree)
    return scanner.declared


def uses_in(pair):
    """The ungated uses of restricted declarations in one file (second pass)."""
    source, out = pair
    tree = json.load(open(out))
    strings = set()
    mangled_strings(tree, strings)
    scanner = Scanner(source, open(source, "rb").read(), WORK["minimums"])
    scanner.run(tree, WORK["by_usr"], demangle_all(strings, WORK["by_name"]))
    return scanner.uses


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--package", default=".")
    parser.add_argument("--scratch-path", default=None)
    parser.add_argument("--modules", default=None,
                        help="only these modules, wherever their files are (comma-separated)")
    options = parser.parse_args()
    package_dir = os.path.realpath(options.package)
    scratch = options.scratch_path or os.path.join(package_dir, ".build")
    triple_dir = os.path.join(scratch, "debug")
    manifest_dir = scratch if os.path.exists(os.path.join(scratch, "debug.yaml")) else triple_dir
    minimums = package_minimums(package_dir)
    workdir = tempfile.mkdtemp(prefix="check-availability-")
    # NB: Removed however the run ends (a report is a `sys.exit`): every run left its
    # compiled interfaces behind in the temporary directory before.
    atexit.register(shutil.rmtree, workdir, True)
    # NB: The compiler's jobs leave a `TemporaryDirectory.*` each in the temporary directory:
    # theirs is inside this one.
    os.makedirs(os.path.join(workdir, "tmp"))
    os.environ["TMPDIR"] = os.path.join(workdir, "tmp")
    by_usr, by_name = availability_table(workdir)
    wanted = set(options.modules.split(",")) if options.modules else None
    modules = manifest_modules(package_dir, manifest_dir, wanted)
    if not modules:
        sys.exit("check-availability: no Swift module of Sources/ or Tests/ in the build manifest")
    files = []
    for name, args, sources in modules:
        jobs = frontend_jobs(name, dump_arguments(args), sources, workdir)
        run_jobs(jobs)
        files += [pair for sources, outs, _ in jobs for pair in zip(sources, outs)]
    declared = {}
    # First pass: our own declarations under `@available`, checked like the toolchain's. Both
    # passes scan the files in two processes (the machine's cores; forked, so they share the
    # tables built before).
    WORK.update(minimums=minimums)
    with multiprocessing.get_context("fork").Pool(2) as pool:
        try:
            for found in pool.map(declarations_of, files, chunksize=4):
                declared.update(found)
        except RuntimeError as error:
            sys.exit(str(error))
    for usr, needs in declared.items():
        by_usr.setdefault(usr, needs)
        if re.fullmatch(r"s:\w+(C|V|O|P)", usr):
            text = subprocess.run(["swift-demangle", "-compact", "$s" + usr[2:] + "D"],
                                  capture_output=True, text=True).stdout.strip()
            if text and " " not in text:
                by_name.setdefault(normalize(text), needs)
    WORK.update(by_usr=by_usr, by_name=by_name)
    uses = []
    with multiprocessing.get_context("fork").Pool(2) as pool:
        for found in pool.map(uses_in, files, chunksize=4):
            uses += found
    files = len(files)
    # NB: One line per place, platform and need, naming what is used there: a type, its
    # initializer and the member called on one line are one finding, not three.
    groups = {}
    module_names = {name for name, _, _ in modules} | {"Swift", "SwiftUI", "UIKit", "Foundation"}
    for use in uses:
        rel = os.path.relpath(use.path, package_dir)
        line = line_of(use.path, use.offset)
        label = use.name if not use.name.startswith("s:") else demangled_usr(use.name)
        head, _, rest = label.partition(".")
        if rest and head in module_names:
            label = rest
        groups.setdefault((rel, line, use.platform, use.needed), set()).add(label)
    lines = []
    for (rel, line, platform, needed), labels in groups.items():
        names = sorted(labels)
        shown = ", ".join(names[:4]) + (f" and {len(names) - 4} more" if len(names) > 4 else "")
        if needed >= NEVER:
            lines.append(f"{rel}:{line}: {shown} {'is' if len(names) == 1 else 'are'} "
                         f"unavailable on {platform}, which the package supports (gate it with "
                         f"#if !os({platform}) or @available({platform}, unavailable))")
        else:
            lines.append(f"{rel}:{line}: {shown} {'needs' if len(names) == 1 else 'need'} "
                         f"{platform} {show(needed)}; the package's minimum is "
                         f"{show(minimums[platform])} (gate it with @available/#available)")
    minimum_text = ", ".join(f"{p} {show(minimums[p])}" for p in PLATFORMS if p in minimums)
    if lines:
        print("\n".join(sorted(lines)))
        # NB: The places' own files counted apart from the files checked (a new user read "62
        # places in 62 files" as 62 files of theirs; the places were in 6).
        where = len({entry.split(":", 1)[0] for entry in lines})
        print(f"check-availability: {len(lines)} place(s) in {where} file(s) using, ungated, an "
              f"API newer than the minimums or missing on a platform ({files} files checked; "
              f"minimums: {minimum_text})",
              file=sys.stderr)
        return 1
    print(f"check-availability: no ungated use of an API newer than {minimum_text} "
          f"in {files} files of {len(modules)} modules ({len(by_usr)} restricted declarations)")
    return 0


def demangled_usr(usr):
    result = subprocess.run(["swift-demangle", "--simplified", "$s" + usr[2:]],
                            capture_output=True, text=True)
    text = result.stdout.strip().split(" ---> ")[-1]
    return text or usr


if __name__ == "__main__":
    sys.exit(main())
