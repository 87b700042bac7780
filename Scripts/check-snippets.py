#!/usr/bin/env python3
"""Compiles every Swift code block of README.md and Docs/*.md, and runs the ones that are tests.

Usage: Scripts/check-snippets.py [--build-only] [--keep] [markdown files...]

Each markdown file becomes one test target of a scratch package (in .build-snippets/) that
depends on this package, with one source file per block, so a block is compiled with exactly
the imports it shows. What each fence's info string means:

  ```swift            compiled (and, when it declares tests, run)
  ```swift-fragment   illustrative, not compiled (a part of a body, a switch case): keep few
  ```swift-hidden     compiled with the file's other blocks but not shown: context a block
                      needs (a client it names, a child feature). Write it inside an HTML
                      comment, `<!-- ... -->`, so that neither GitHub nor DocC renders it.
  ```swift-manifest   a client's whole Package.swift: built in a package of its own, with its
                      `path: "../Composable"` pointed at this checkout and a stub file in
                      each target that imports what the target depends on.
  ```swift-views      a SwiftUI view file: type-checked, not run, against the stand-in
                      SwiftUI module of Tests/SwiftUICheck (with the library's SwiftUI
                      adapter and the SyncUps example's features), in a copy of that package
                      whose views are the blocks; without imports it gets `import Composable`,
                      `import SwiftUI` and `import SyncUps`.

A block without `import` lines continues the file's earlier blocks: it is compiled with
`import Composable` and `import Foundation` (what an app's file has), plus
`import ComposableTesting` and `import Testing` or `import XCTest` when it uses them. Top-level
statements (`let store = …`, `await store.send(…)`) are wrapped in a `@MainActor async throws`
function; declarations stay at file scope, so later blocks of the same file can use them
(and so does everything in a hidden block: its `let`s are globals).

Errors are reported at the markdown file and line of the block they come from. Exit status:
0 when every block compiles and every test passes.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRATCH = os.path.join(ROOT, ".build-snippets")

DECLARATION = re.compile(
    # An attribute's arguments may nest parentheses three deep: `@Test(.dependency(\.date,
    # .constant(Date(…))))`.
    r"^(?:@\w+(?:\((?:[^()]|\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))*\))?\s+)*"
    r"(?:public\s+|private\s+|fileprivate\s+|internal\s+|package\s+|final\s+|nonisolated\s+)*"
    r"(?:import|struct|enum|class|actor|protocol|extension|func|typealias|#if|#endif|#else|#elseif)\b"
)
ATTRIBUTE_LINE = re.compile(
    r"^@\w+(\((?:[^()]|\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))*\))?\s*$")


class Block:
    def __init__(self, path, line, info, lines):
        self.path = path  # markdown file, relative to ROOT
        self.line = line  # line of the first code line, 1-based
        self.info = info
        self.lines = lines


def blocks_of(path):
    """The Swift blocks of a markdown file (fragments excluded)."""
    text = open(os.path.join(ROOT, path), encoding="utf-8").read().split("\n")
    found = []
    i = 0
    while i < len(text):
        match = re.match(r"^\s*```\s*([\w-]*)", text[i])
        if not match:
            i += 1
            continue
        info = match.group(1)
        start = i + 1
        i += 1
        while i < len(text) and not re.match(r"^\s*```\s*$", text[i]):
            i += 1
        if info in ("swift", "swift-hidden", "swift-manifest", "swift-views"):
            found.append(Block(path, start + 1, info, text[start:i]))
        elif info.startswith("swift") and info != "swift-fragment":
            sys.exit(f"{path}:{start}: unknown info string '{info}' (swift, swift-fragment, swift-hidden or swift-manifest)")
        i += 1
    return found


def top_level_items(lines):
    """Splits a block into top-level items: (first line index, lines, is_declaration)."""
    items = []
    current = None
    pending_attributes = []
    for index, line in enumerate(lines):
        starts_item = line and not line[0].isspace() and not line.startswith(("}", ")", "]", "."))
        if starts_item and ATTRIBUTE_LINE.match(line.strip()) and not line.startswith("//"):
            pending_attributes.append((index, line))
            continue
        if starts_item and not line.startswith("//"):
            first = pending_attributes[0][0] if pending_attributes else index
            head = [l for _, l in pending_attributes] + [line]
            pending_attributes = []
            is_declaration = bool(DECLARATION.match(" ".join(l.strip() for l in head)))
            current = [first, head, is_declaration]
            items.append(current)
        elif current is None:
            current = [index, [line], True]
            items.append(current)
        else:
            current[1].append(line)
    return items


def source_for(block, number):
    """The Swift file for a block, and the map from its lines to the block's lines."""
    lines = block.lines
    has_imports = any(re.match(r"^\s*(@testable\s+)?import\s", l) for l in lines)
    text = "\n".join(lines)
    header = []
    if not has_imports:
        header = ["import Composable", "import Foundation"]
        if re.search(r"\bTestStore\b|\bTestClock\b|@(Test|Suite)\(\.dependenc", text):
            header.append("import ComposableTesting")
        if re.search(r"@Test\b|#expect\b|#require\b", text):
            header.append("import Testing")
        if re.search(r"\bXCTestCase\b|\bXCTAssert", text):
            header.append("import XCTest")
    out = []  # (swift line, block line index or None)
    for h in header:
        out.append((h, None))
    statements = []
    for first, item_lines, is_declaration in top_level_items(lines):
        # A hidden block is context: its `let`s are globals the other blocks use.
        if is_declaration or block.info == "swift-hidden":
            for offset, l in enumerate(item_lines):
                out.append((l, first + offset))
        else:
            statements.append((first, item_lines))
    if statements:
        out.append((f"@MainActor func snippet{number}() async throws {{", None))
        names = []
        for first, item_lines in statements:
            for offset, l in enumerate(item_lines):
                out.append(("  " + l, first + offset))
            declared = re.match(r"^(?:let|var)\s+(\w+)", item_lines[0])
            if declared:
                names.append(declared.group(1))
        # A snippet's last value is often left for the reader to use: not a warning here.
        for name in names:
            out.append((f"  _ = {name}", None))
        out.append(("}", None))
    return "\n".join(l for l, _ in out) + "\n", [m for _, m in out]


def target_name(path):
    base = os.path.splitext(os.path.basename(path))[0]
    return "Snippets" + re.sub(r"[^A-Za-z0-9]", "", base.title() if base.isupper() else base)


def write_package(files):
    targets = {}
    line_maps = {}
    for path in files:
        blocks = [b for b in blocks_of(path) if b.info not in ("swift-manifest", "swift-views")]
        if not blocks:
            continue
        name = target_name(path)
        directory = os.path.join(SCRATCH, "Tests", name)
        os.makedirs(directory, exist_ok=True)
        for old in os.listdir(directory):
            os.remove(os.path.join(directory, old))
        for number, block in enumerate(blocks):
            source, line_map = source_for(block, number)
            # Unique across targets: Swift Testing names a failure's file without its folder.
            file_name = f"{name}Line{block.line}.swift"
            with open(os.path.join(directory, file_name), "w", encoding="utf-8") as f:
                f.write(source)
            line_maps[file_name] = (block, line_map)
        targets[name] = path
    target_text = ",\n".join(
        f'    .testTarget(name: "{name}", dependencies: [\n'
        f'      .product(name: "Composable", package: "Composable"),\n'
        f'      .product(name: "ComposableTesting", package: "Composable"),\n'
        f"    ])"
        for name in sorted(targets)
    )
    package = f"""// swift-tools-version: 6.0
// Generated by Scripts/check-snippets.py: the Swift blocks of README.md and Docs/.
import PackageDescription

let package = Package(
  name: "Snippets",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "Composable", path: "..")],
  targets: [
{target_text}
  ]
)
"""
    with open(os.path.join(SCRATCH, "Package.swift"), "w", encoding="utf-8") as f:
        f.write(package)
    return targets, line_maps


def check_manifests(files):
    """Builds each `swift-manifest` block as a client package; returns the failures."""
    failures = []
    for path in files:
        for block in blocks_of(path):
            if block.info != "swift-manifest":
                continue
            directory = os.path.join(SCRATCH, "Manifests", f"{target_name(path)}Line{block.line}")
            os.makedirs(directory, exist_ok=True)
            manifest = "\n".join(block.lines).replace(
                'path: "../Composable"', f'path: "{os.path.relpath(ROOT, directory)}"')
            with open(os.path.join(directory, "Package.swift"), "w", encoding="utf-8") as f:
                f.write(manifest + "\n")
            for kind, name, body in re.findall(
                r'\.(target|testTarget)\(\s*name:\s*"(\w+)"(.*?)\)\s*,?\s*(?=\.target|\.testTarget|\])',
                manifest, re.S):
                folder = os.path.join(directory, "Tests" if kind == "testTarget" else "Sources", name)
                os.makedirs(folder, exist_ok=True)
                imports = re.findall(r'\.product\(name:\s*"(\w+)"', body)
                with open(os.path.join(folder, f"{name}.swift"), "w", encoding="utf-8") as f:
                    f.write("".join(f"import {module}\n" for module in imports))
            process = subprocess.run(
                ["swift", "build", "--build-tests"], cwd=directory,
                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            if process.returncode != 0:
                failures.append(f"{path}:{block.line}: error: this Package.swift does not build:\n"
                                + process.stdout[-3000:])
    return failures


def check_views(files):
    """Type-checks each `swift-views` block against the SwiftUI stand-in; returns failures."""
    blocks = [b for path in files for b in blocks_of(path) if b.info == "swift-views"]
    if not blocks:
        return [], 0
    fixture = os.path.join(ROOT, "Tests", "SwiftUICheck")
    directory = os.path.join(SCRATCH, "Views")
    views = os.path.join(directory, "Sources", "ViewsCheck")
    os.makedirs(views, exist_ok=True)
    for name in os.listdir(views):
        os.remove(os.path.join(views, name))
    with open(os.path.join(fixture, "Package.swift"), encoding="utf-8") as f:
        manifest = f.read()
    with open(os.path.join(directory, "Package.swift"), "w", encoding="utf-8") as f:
        f.write(manifest)
    for name in os.listdir(os.path.join(fixture, "Sources")):
        if name == "ViewsCheck":
            continue
        link = os.path.join(directory, "Sources", name)
        if not os.path.lexists(link):
            os.symlink(os.path.realpath(os.path.join(fixture, "Sources", name)), link)
    line_maps = {}
    for number, block in enumerate(blocks):
        file_name = f"Snippets{target_name(block.path)}Line{block.line}.swift"
        has_imports = any(re.match(r"^\s*import\s", l) for l in block.lines)
        header = [] if has_imports else ["import Composable", "import SwiftUI", "import SyncUps"]
        with open(os.path.join(views, file_name), "w", encoding="utf-8") as f:
            f.write("\n".join(header + block.lines) + "\n")
        line_maps[file_name] = (block, [None] * len(header) + list(range(len(block.lines))))
    process = subprocess.run(
        ["swift", "build", "-Xswiftc", "-warnings-as-errors"], cwd=directory,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if process.returncode == 0:
        return [], len(blocks)
    output = translate(process.stdout, line_maps)
    problems = list(dict.fromkeys(
        l for l in output.split("\n") if re.search(r"\.md:\d+.*(error|warning):", l)))
    return (problems or [output[-3000:]]), len(blocks)


def translate(output, line_maps):
    """Rewrites generated file:line references as markdown file:line."""
    pattern = re.compile(r"(?:[^\s:]*/)?(Snippets\w+Line\d+\.swift):(\d+)(?::(\d+))?")

    def replace(match):
        file_name, line = match.group(1), int(match.group(2))
        entry = line_maps.get(file_name)
        if not entry:
            return match.group(0)
        block, line_map = entry
        index = line_map[line - 1] if 0 < line <= len(line_map) else None
        if index is None:
            return f"{block.path}:{block.line} (block)"
        column = f":{match.group(3)}" if match.group(3) else ""
        return f"{block.path}:{block.line + index}{column}"

    return pattern.sub(replace, output)


def run(command, line_maps):
    process = subprocess.run(
        command, cwd=SCRATCH, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return process.returncode, translate(process.stdout, line_maps)


def main():
    arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
    build_only = "--build-only" in sys.argv
    files = arguments or ["README.md"] + sorted(
        os.path.join("Docs", f) for f in os.listdir(os.path.join(ROOT, "Docs")) if f.endswith(".md"))
    os.makedirs(SCRATCH, exist_ok=True)
    targets, line_maps = write_package(files)
    count = len(line_maps)
    print(f"snippets: {count} blocks from {len(targets)} files")

    manifest_failures = check_manifests(files)
    if manifest_failures:
        print("\n".join(manifest_failures))
        return 1
    view_failures, view_count = check_views(files)
    if view_failures:
        print("\n".join(view_failures))
        print("snippets: the swift-views blocks above do not type-check against the stand-in")
        return 1
    if view_count:
        print(f"snippets: {view_count} swift-views blocks type-check against the SwiftUI stand-in")
    status, output = run(["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], line_maps)
    problems = list(dict.fromkeys(
        l for l in output.split("\n") if re.search(r"\.md:\d+.*(error|warning):", l)))
    if status != 0:
        print("\n".join(problems) if problems else output)
        print(f"snippets: the blocks above do not compile ({len(problems)} errors or warnings)")
        return 1
    if build_only:
        print("snippets: all compile")
        return 0
    status, output = run(["swift", "test", "--skip-build"], line_maps)
    if status != 0:
        failures = [
            l for l in output.split("\n")
            if l.strip() and not re.search(r"^\s*(◇|✔|􀟈|\[\d+/\d+\]|Building|Build complete)", l)
            and not re.search(r"Test (Case|Suite) .*(started|passed)|Executed \d+", l)]
        print("\n".join(failures) if failures else output)
        print("snippets: tests in the blocks above failed")
        return 1
    xctest = [l.strip() for l in output.split("\n") if re.search(r"Executed \d+ tests?", l)]
    testing = [l.strip() for l in output.split("\n") if "Test run with" in l]
    print("\n".join((xctest[-1:] + testing[-1:])))
    print("snippets: all compile, and their tests pass")
    return 0


if __name__ == "__main__":
    sys.exit(main())
