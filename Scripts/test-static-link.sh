#!/usr/bin/env bash
# ComposableTesting's reporter is installed at load time even when the library comes from a
# static archive, where a linker keeps only the objects something references (Apple
# platforms link packages this way). Links a program that names a TestStore and nothing of
# the reporter against static archives of the debug build's objects, and runs it: it must
# find the reporter installed before its first line. Fails when the loader's object is
# dropped (remove the `composable_testing_loader_linked()` call to see it fail).
# Run `swift build --build-tests` first.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/.build/debug"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
package_name=$(grep -o '"-package-name","[^"]*"' "$root/.build/debug.yaml" | head -1 | cut -d'"' -f4)

ar rcs "$work/libComposable.a" "$build"/Composable.build/*.o "$build"/ComposableAtomics.build/*.o
ar rcs "$work/libComposableTesting.a" "$build"/ComposableTesting.build/*.o \
  "$build"/ComposableTestingLoader.build/*.o

cat >"$work/main.swift" <<'SWIFT'
import Composable
import ComposableTesting

// Runs before anything of ComposableTesting is called: only a load-time constructor can have
// installed the reporter by now.
let installed = Diagnostics.testReporter.current != nil
// The program's one reference to ComposableTesting, as a test target that creates a
// TestStore has: it pulls TestStore's object (and what it references) from the archive.
let storeType = ObjectIdentifier(TestStore<Int, Int>.self)
print(installed ? "reporter installed at load" : "reporter missing at load", storeType)
SWIFT

swiftc "$work/main.swift" -o "$work/static-link-check" \
  -package-name "$package_name" -I "$build/Modules" \
  -Xcc -fmodule-map-file="$build/ComposableTestingLoader.build/module.modulemap" \
  -Xcc -I -Xcc "$root/Sources/ComposableTestingLoader/include" \
  -Xcc -fmodule-map-file="$build/ComposableAtomics.build/module.modulemap" \
  -Xcc -I -Xcc "$root/Sources/ComposableAtomics/include" \
  -L "$work" -lComposableTesting -lComposable -lXCTest -lTesting
output=$("$work/static-link-check")
echo "$output"
case "$output" in
  "reporter installed at load"*) echo "static link: the reporter's loader is kept" ;;
  *) echo "static link: the loader's constructor was dropped from the static archive" >&2; exit 1 ;;
esac
