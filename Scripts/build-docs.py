#!/usr/bin/env python3
"""Builds the documentation site with the toolchain's own tools, and fails on any warning.

    python3 Scripts/build-docs.py            # build, then print where to open the site
    python3 Scripts/build-docs.py --serve    # build, then serve it on http://localhost:8000

Steps (no plugin, no package dependency):
  1. `swift build --build-tests` of the package (debug, in `.build/`, CI's flags);
  2. `swift-symbolgraph-extract` of each module's public symbols (ComposableTesting's graph
     holds only its own symbols: the re-exported Composable API is documented once, in
     Composable's archive);
  3. each catalog in `Sources/<Module>/<Module>.docc` is staged in `.build/docs/catalogs/`
     together with its guides from `Docs/` (the single source of the guides: they are
     copied, never edited by hand in a catalog), with the GitHub-only parts turned into
     DocC: `Other.md` links become `doc:` links (or a link into the other module's pages),
     `swift-fragment` / `swift-manifest` / `swift-views` code blocks become `swift` blocks, and the
     `<!-- ... -->` comments holding `swift-hidden` context are dropped;
  4. `docc convert` of each catalog, with warnings counted;
  5. `docc merge` of both archives into `.build/docs/site/Composable.doccarchive`.

Exits 1 if any step fails or `docc` printed a warning, after printing the warnings.
"""

import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build", "docs")

# Which guide goes into which catalog.
GUIDES = {
    "Composable": [
        "GettingStarted",
        "Composition",
        "Navigation",
        "SwiftUI",
        "CasePaths",
        "Dependencies",
        "SharedState",
        "Recording",
        "Performance",
        "Reliability",
        "Migrating",
    ],
    "ComposableTesting": ["Testing"],
}
MODULE_OF_GUIDE = {guide: module for module, guides in GUIDES.items() for guide in guides}

HIDDEN_COMMENT = re.compile(r"^<!--.*?-->[ \t]*\n", re.S | re.M)
FENCE_INFO = re.compile(r"^```swift-(fragment|manifest|views)[ \t]*$", re.M)
GUIDE_LINK = re.compile(r"\]\((\w+)\.md(#[\w-]+)?\)")


def run(command, **kwargs):
    """Runs `command`, returning its combined output; exits with it if the command fails."""
    result = subprocess.run(
        command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kwargs)
    if result.returncode != 0:
        sys.stdout.write(result.stdout)
        print(f"error: `{' '.join(command)}` failed with exit code {result.returncode}")
        sys.exit(1)
    return result.stdout


def docc_article(text, module):
    """A guide from Docs/ as a DocC article of `module`'s catalog."""
    text = HIDDEN_COMMENT.sub("", text)
    text = FENCE_INFO.sub("```swift", text)

    def link(match):
        guide, fragment = match.group(1), match.group(2) or ""
        target = MODULE_OF_GUIDE.get(guide)
        if target is None:
            raise SystemExit(f"error: a guide links to {guide}.md, which is not a guide")
        if target == module:
            return f"](doc:{guide}{fragment})"
        return f"](/documentation/{target.lower()}/{guide.lower()}{fragment})"

    return GUIDE_LINK.sub(link, text)


def main():
    serve = "--serve" in sys.argv[1:]
    started = time.monotonic()
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(WORK)

    print("::: swift build (Composable, ComposableTesting)")
    # NB: With the test step's flags (tests built, warnings as errors), so that CI's later
    # steps reuse the build instead of compiling the package again (two minutes there).
    run(["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"])
    modules_dir = os.path.join(ROOT, ".build", "debug", "Modules")
    if not os.path.isdir(modules_dir):
        # Toolchains before 6.0 put modules next to the objects.
        modules_dir = os.path.join(ROOT, ".build", "debug")
    triple = run(["swift", "-print-target-info"]).split('"triple": "')[1].split('"')[0]

    warnings = []
    archives = []
    for module, guides in GUIDES.items():
        graphs = os.path.join(WORK, "symbol-graphs", module)
        os.makedirs(graphs)
        print(f"::: swift-symbolgraph-extract {module}")
        # Composable imports the C target ComposableAtomics, and ComposableTesting the C target
        # ComposableTestingLoader (a non-resilient module's imports are loaded with it): name
        # their module maps, as SwiftPM does for the targets that depend on them.
        c_targets = []
        for target in ["ComposableAtomics", "ComposableTestingLoader"]:
            module_map = os.path.join(ROOT, ".build", "debug", f"{target}.build", "module.modulemap")
            include = os.path.join(ROOT, "Sources", target, "include")
            c_targets += ["-Xcc", f"-fmodule-map-file={module_map}", "-Xcc", f"-I{include}"]
        run([
            "swift-symbolgraph-extract", "-module-name", module, "-I", modules_dir, *c_targets,
            "-target", triple, "-output-dir", graphs, "-minimum-access-level", "public",
        ])

        catalog = os.path.join(WORK, "catalogs", f"{module}.docc")
        shutil.copytree(os.path.join(ROOT, "Sources", module, f"{module}.docc"), catalog)
        for guide in guides:
            with open(os.path.join(ROOT, "Docs", f"{guide}.md")) as source:
                article = docc_article(source.read(), module)
            with open(os.path.join(catalog, f"{guide}.md"), "w") as target:
                target.write(article)

        archive = os.path.join(WORK, f"{module}.doccarchive")
        print(f"::: docc convert {module}")
        output = run([
            "docc", "convert", catalog, "--additional-symbol-graph-dir", graphs,
            "--output-path", archive, "--fallback-display-name", module,
            "--fallback-bundle-identifier", f"composable.{module.lower()}",
            "--transform-for-static-hosting", "--hosting-base-path", "",
        ])
        found = [line for line in output.splitlines() if "warning:" in line]
        if found:
            # Print the whole diagnostic (docc follows each warning with its source excerpt).
            sys.stdout.write(output)
            warnings += [f"{module}: {line}" for line in found]
        archives.append(archive)

    print("::: docc merge")
    site = os.path.join(WORK, "site")
    os.makedirs(site)
    run(["docc", "merge", *archives, "--output-path", os.path.join(site, "Composable.doccarchive"),
         "--synthesized-landing-page-name", "Composable"])

    elapsed = time.monotonic() - started
    if warnings:
        print(f"error: docc printed {len(warnings)} warning(s):")
        for line in warnings:
            print(f"  {line}")
        sys.exit(1)
    archive = os.path.relpath(os.path.join(site, "Composable.doccarchive"), ROOT)
    print(f"The site is built, with no warnings, in {elapsed:.0f} s: {archive}")
    print(f"Serve it with `python3 -m http.server --directory {archive} 8000` and open")
    print("http://localhost:8000/documentation/composable/ (or run this script with --serve).")
    if serve:
        os.execvp("python3", ["python3", "-m", "http.server", "--directory",
                              os.path.join(site, "Composable.doccarchive"), "8000"])


if __name__ == "__main__":
    main()
