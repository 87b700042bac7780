#!/usr/bin/env bash
# A test of Scripts/check-swiftui.sh, the one command that type-checks a user's own views: on
# a fresh package of one feature, written as a user would, it passes; a wrong argument label
# fails the build and names the user's file; a Stepper outside #if !os(tvOS) fails the
# availability check, unless the package lists only platforms that have it (read as SwiftPM
# reads them, a version string too); the language mode is the package's; a target name or
# platform list that is not one is refused before anything is written; the command leaves the
# user's files as they were.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
app=$(mktemp -d)
trap 'rm -rf "$app"' EXIT
mkdir -p "$app/Sources/Profile"
view="$app/Sources/Profile/ProfileView.swift"
cat >"$view" <<'SWIFT'
import Composable
import SwiftUI

@Reducer
struct Profile {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var followers = 0
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

struct ProfileView: View {
  @Bindable var store: StoreOf<Profile>
  var body: some View {
    Form {
      TextField("Name", text: $store.name)
      #if !os(tvOS)
        Stepper(value: $store.followers, in: 0...10) { Text("Followers") }
      #endif
    }
  }
}
SWIFT
cp "$view" "$app/original.swift"
check() { (cd "$app" && bash "$root/Scripts/check-swiftui.sh" "$@") >"$app/out.txt" 2>&1; }
failures=0
expect() {
  local what=$1 expected_status=$2 expected_text=$3
  shift 3
  local status=0
  check "$@" || status=$?
  if [ "$status" != "$expected_status" ] || ! grep -qF -- "$expected_text" "$app/out.txt"; then
    echo "FAILED: $what (status $status, wanted $expected_status and '$expected_text'):" >&2
    tail -20 "$app/out.txt" >&2
    failures=$((failures + 1))
  else
    echo "ok: $what"
  fi
}

expect "a user's feature type-checks in both SDK shapes" 0 \
  "check-swiftui: Profile type-checks against the stand-in (iOS 18 and iOS 26 SDK shapes)" Profile
cmp -s "$view" "$app/original.swift" || { echo "FAILED: the user's file changed" >&2; exit 1; }

sed -i 's/TextField("Name", text:/TextField("Name", txt:/' "$view"
expect "a wrong label fails the build, at the user's file" 1 "ProfileView.swift:" Profile --sdk 18
cp "$app/original.swift" "$view"

python3 - "$view" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read().replace("      #if !os(tvOS)\n", "", 1).replace("      #endif\n", "", 1)
open(path, "w").write(text)
PY
expect "a Stepper outside #if !os(tvOS) fails the availability check" 1 \
  "unavailable on tvOS" Profile --sdk 18
# NB: A package for iOS and macOS only is checked on those (a new user's trial: it was judged
# on every platform the library supports).
cat >"$app/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "App", platforms: [.iOS(.v17), .macOS(.v14)],
  targets: [.target(name: "Profile")])
MANIFEST
expect "a package for iOS and macOS is not judged on tvOS" 0 \
  "newer than macOS 14.0, iOS 17.0 in" Profile --sdk 18
# NB: The platforms as SwiftPM reads them, the string form too (a new user's trial: Getting
# Started's `.iOS("17.0")` was not read, and the package was judged on all five platforms).
cat >"$app/Package.swift" <<'MANIFEST'
// swift-tools-version: 5.9
import PackageDescription
let package = Package(
  name: "App", platforms: [.iOS("17.0")],
  targets: [.target(name: "Profile")])
MANIFEST
expect "a package for iOS alone, by a version string, is judged on iOS alone" 0 \
  "newer than iOS 17.0 in" Profile --sdk 18
rm "$app/Package.swift"
cp "$app/original.swift" "$view"

# NB: The language mode is the manifest's, as SwiftPM reads it (a new user's tools-5.9 package
# was checked in Swift 6 mode), and applies to the user's targets only: the stand-in and the
# library stay Swift 6, so that warnings as errors in Swift 5 mode reach the user's files (the
# stand-in's own Swift 5 warnings stopped the check before).
cat >"$app/Package.swift" <<'MANIFEST'
// swift-tools-version: 5.9
import PackageDescription
let package = Package(
  name: "App", platforms: [.iOS(.v17)],
  targets: [.target(name: "Profile")])
MANIFEST
expect "a tools-5.9 package is checked in Swift 5 mode" 0 "Profile (Swift 5 mode)" \
  Profile --sdk 18 --warnings-as-errors
expect "--swift-version overrides it" 0 "Profile (Swift 6 mode)" \
  Profile --sdk 18 --swift-version 6
rm "$app/Package.swift"
expect "without a manifest, Swift 6 mode" 0 "Profile (Swift 6 mode)" Profile --sdk 18

expect "a target name that is not one is refused" 2 "is not a target name" 'Profile"]),'
expect "a module of the check's own is refused" 2 "is a module of the check itself" SwiftUI
expect "a platform list that is not one is refused" 2 "--platforms:" \
  --platforms '.iOS(.v17)]); print("x"' Profile
expect "a missing target folder is named" 2 "no folder Sources/Missing" Missing

[ "$failures" = 0 ] || exit 1
echo "check-swiftui: every case behaved"
