#!/usr/bin/env bash
# The SwiftUI type-check (Tests/SwiftUICheck) and a test of it: the library's SwiftUI adapter
# and every view under Tests/SwiftUICheck/Sources/ViewsCheck must build against the stand-in
# SwiftUI module, warnings as errors, and use nothing newer than the package's minimum
# ungated (Scripts/check-availability.py, with the stand-in's availability); then, in a copy, each planted mistake in the adapter
# (a wrong argument label, a missing @MainActor, a missing constraint) must fail the build
# with the expected error.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
fixture="$root/Tests/SwiftUICheck"

echo "--- the adapter and the views against the stand-in"
(cd "$fixture" && swift build -Xswiftc -warnings-as-errors)

echo "--- the adapter and the views use no SwiftUI API newer than the minimum, ungated"
# NB: The stand-in carries Apple's availability; here canImport(SwiftUI) holds, so the
# adapter's and the views' uses are seen (the package's own check cannot see them).
python3 "$root/Scripts/check-availability.py" --package "$fixture"

echo "--- planted mistakes must fail"
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
cp -R "$fixture/Package.swift" "$fixture/Sources" "$copy/"
# The copy gets its own library sources (the fixture links to the repository's).
rm "$copy/Sources/Composable"
cp -R "$root/Sources/Composable" "$copy/Sources/Composable"
for link in "$fixture"/Sources/*; do
  name=$(basename "$link")
  if [ -L "$link" ] && [ "$name" != Composable ]; then
    rm "$copy/Sources/$name"
    cp -R "$root/Sources/$name" "$copy/Sources/$name"
  fi
done
# A first build, so that each plant rebuilds only what changed.
(cd "$copy" && swift build -q --scratch-path "$copy/.build" >/dev/null)

# plant FILE OLD NEW EXPECTED: replaces OLD by NEW in the adapter file FILE, builds, and
# requires a failure whose output contains EXPECTED; then puts the file back. sdk=26 builds
# against the iOS 26 SDK's shape, werror=1 with warnings as errors.
failures=0
plant() {
  local file="$copy/Sources/Composable/SwiftUI/$1" old=$2 new=$3 expected=$4
  cp "$file" "$file.orig"
  python3 - "$file" "$old" "$new" <<'PY'
import sys
path, old, new = sys.argv[1:]
text = open(path).read()
if old not in text:
    sys.exit(f"plant: {old!r} is not in {path}")
open(path, "w").write(text.replace(old, new, 1))
PY
  local output status=0
  local flags=()
  if [ -n "${werror:-}" ]; then flags=(-Xswiftc -warnings-as-errors); fi
  output=$(cd "$copy" && SWIFTUI_CHECK_SDK=${sdk:-18} swift build "${flags[@]}" \
    --scratch-path "$copy/.build" --manifest-cache none 2>&1) || status=$?
  mv "$file.orig" "$file"
  if [ "$status" -eq 0 ]; then
    echo "NOT CAUGHT: $1: '$old' -> '$new' built" >&2
    failures=$((failures + 1))
  elif [[ "$output" != *"$expected"* ]]; then
    echo "$output" | grep -E "error:" | head -5 >&2
    echo "CAUGHT, but not with '$expected': $1: '$old' -> '$new'" >&2
    failures=$((failures + 1))
  else
    echo "caught: $1: '$old' -> '$new' ($expected)"
  fi
}
plant View+Alert.swift "isPresented: item.isPresent()," "presented: item.isPresent()," \
  "incorrect argument label"
plant Bindable+Store.swift "    @MainActor
    public func scope<" "    public func scope<" "main actor-isolated"
plant View+Alert.swift "Button(role: button.role.map(ButtonRole.init)) {" \
  "Button(button.role.map(ButtonRole.init)) {" "error:"
plant NavigationStack+Store.swift "Data == StackState<State>.PathView," "" "error:"
# NB: Apple's `LocalizedStringKey` is not `Sendable`: code that needs it to be fails here too.
plant View+Alert.swift "  import SwiftUI
" "  import SwiftUI
  func plantedKey() -> any Sendable { LocalizedStringKey(\"Title\") }
" "Sendable"
# NB: A style of the app's own must implement `makeBody(configuration:)`, as Apple's protocols
# require: one without it fails (before the stand-in declared `ToggleStyle`'s requirement, it
# built).
plant View+Alert.swift "  import SwiftUI
" "  import SwiftUI
  struct PlantedCheckStyle: ToggleStyle {}
" "does not conform to protocol 'ToggleStyle'"
# NB: The iOS 18 SDK's `Spacer(minLength:)` and `List(content:)` are main-actor (the iOS 26
# SDK's are nonisolated): a nonisolated function that makes one is Xcode 16's warning, an
# error under CI's warnings-as-errors, under that shape only.
werror=1 plant View+Alert.swift "  import SwiftUI
" "  import SwiftUI
  nonisolated func plantedSpacer() -> Spacer { Spacer() }
" "main actor-isolated"
# NB: A binding's closures take the actor of the code that makes them (Apple's are
# `@_inheritActorContext`): made in a nonisolated initializer, they call the store's main-actor
# path from a `Sendable` closure, Xcode 16's warning.
werror=1 plant NavigationStack+Store.swift "    @MainActor
    public init<State, Action, Destination: View, Content: View>(" "    nonisolated
    public init<State, Action, Destination: View, Content: View>(" "main actor-isolated"

echo "--- the iOS 26 SDK's declarations (SWIFTUI_CHECK_SDK=26): the adapter and the views build"
echo "--- against them too, and a mistake only that generation shows fails"
# NB: The stand-in's `NavigationStack` is `nonisolated` there: an initializer of the adapter's
# in its extension is nonisolated unless marked, and its call of a main-actor one an error.
output=$(cd "$copy" && SWIFTUI_CHECK_SDK=26 swift build -Xswiftc -warnings-as-errors \
  --scratch-path "$copy/.build" --manifest-cache none 2>&1) || {
  echo "$output" | grep -E "error|warning:" | sort -u >&2
  echo "the adapter or a view does not build against the iOS 26 SDK's declarations" >&2
  exit 1
}
sdk=26 plant NavigationStack+Store.swift "    @MainActor
    public init<State, Action, Destination: View, Content: View>(" \
  "    public init<State, Action, Destination: View, Content: View>(" "main actor-isolated"

echo "--- a use of what tvOS lacks, ungated, fails the availability check: SyncUps' Slider"
# NB: The stand-in marks `Slider` unavailable on tvOS, which the package supports; the form
# gates it with `#if !os(tvOS)`. Without the gate, the check must name it.
form="$copy/Sources/ViewsCheck/SyncUpsFormView.swift"
cp "$form" "$form.orig"
python3 - "$form" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
for line in ("          #if !os(tvOS)\n", "          #endif\n"):
    if line not in text:
        sys.exit(f"plant: {line!r} is not in {path}")
    text = text.replace(line, "", 1)
open(path, "w").write(text)
PY
status=0
output=$(python3 "$root/Scripts/check-availability.py" --package "$copy" 2>&1) || status=$?
mv "$form.orig" "$form"
if [ "$status" -eq 1 ] && [[ "$output" == *"Slider"*"unavailable on tvOS"* ]]; then
  echo "caught: SyncUpsFormView.swift: Slider without #if !os(tvOS)"
else
  echo "$output" | tail -5 >&2
  echo "NOT CAUGHT: SyncUpsFormView.swift: Slider without #if !os(tvOS) (status $status)" >&2
  failures=$((failures + 1))
fi

if [ "$failures" -ne 0 ]; then
  echo "$failures planted mistake(s) were not caught as expected" >&2
  exit 1
fi
echo "every planted mistake failed the build"
