#!/usr/bin/env bash
# Type-checks the SwiftUI views of your own package's targets on Linux, against the stand-in
# of Apple's SwiftUI that the library's own check uses (Tests/SwiftUICheck/Sources/SwiftUI),
# in both SDK shapes (Xcode 16's iOS 18 SDK and Xcode 26's iOS 26 SDK), then checks that they
# use nothing newer than your package's platforms allow, or missing on one of them, ungated.
#
#   bash .build/checkouts/composable/Scripts/check-swiftui.sh [options] TARGET...
#
# Run it from your package's root (or pass --package). Each TARGET is a folder under your
# package's Sources/ whose files import Composable, SwiftUI, UIKit (the few names of it the
# stand-in has) and the toolchain's modules only (list your own targets they import too, in
# dependency order: each may import the ones listed before it). Nothing is copied and nothing of yours is changed: the check is a
# package of its own under .build/swiftui-check, whose targets link to your folders and to
# the library's sources; a second run rebuilds only what changed.
#
# Options:
#   --package DIR          your package's root (default: the current directory)
#   --sdk 18|26|both       which SDK shapes (default: both)
#   --swift-version 5|6    your targets' language mode (default: your Package.swift's, as
#                          SwiftPM reads it: 5 below tools 6.0 or where it says .v5, else 6)
#   --warnings-as-errors   fail on warnings too (as Xcode does with that setting)
#   --platforms LIST       your package's minimum platforms, as Package.swift spells them
#                          (default: those your Package.swift lists, else the library's,
#                          ".macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10),
#                          .visionOS(.v1)"); only these platforms are checked
#
# It exits non-zero when a target fails to build against a shape, or uses an API its
# platforms lack ungated; the compiler's and the checker's messages name your files.
set -euo pipefail

library="$(cd "$(dirname "$0")/.." && pwd)"
package="$PWD"
sdks="18 26"
language=""
strict=""
platforms=""
targets=()

fail() {
  echo "check-swiftui: $*" >&2
  exit 2
}

while [ $# -gt 0 ]; do
  case "$1" in
    --package) [ $# -ge 2 ] || fail "--package needs a directory"; package="$2"; shift 2 ;;
    --sdk)
      [ $# -ge 2 ] || fail "--sdk needs 18, 26 or both"
      case "$2" in 18 | 26) sdks="$2" ;; both) sdks="18 26" ;; *) fail "--sdk: 18, 26 or both" ;; esac
      shift 2
      ;;
    --swift-version)
      [ $# -ge 2 ] || fail "--swift-version needs 5 or 6"
      case "$2" in 5 | 6) language="$2" ;; *) fail "--swift-version: 5 or 6" ;; esac
      shift 2
      ;;
    --warnings-as-errors) strict="-warnings-as-errors"; shift ;;
    --platforms) [ $# -ge 2 ] || fail "--platforms needs a list"; platforms="$2"; shift 2 ;;
    -h | --help) sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) fail "unknown option $1 (see --help)" ;;
    *) targets+=("$1"); shift ;;
  esac
done

[ ${#targets[@]} -gt 0 ] || fail "name at least one target (a folder under Sources/); see --help"
package="$(cd "$package" 2>/dev/null && pwd)" || fail "no such directory: $package"

# NB: Names and the platform list are written into a generated Package.swift: each is checked
# against its grammar first, so that no argument becomes code.
for target in "${targets[@]}"; do
  [[ "$target" =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] \
    || fail "'$target' is not a target name (letters, digits and _, not starting with a digit)"
  case "$target" in
    SwiftUI | UIKit | Composable | ComposableAtomics | ComposableSyntax | ComposableMacros)
      fail "'$target' is a module of the check itself; rename the target"
      ;;
  esac
  [ -d "$package/Sources/$target" ] || fail "no folder Sources/$target in $package"
done
if [ -z "$language" ]; then
  # NB: As SwiftPM reads your manifest: tools below 6.0 mean Swift 5 mode, and so does a
  # `.v5` language mode (for the package or a target: then every target here is checked so).
  language=6
  manifest="$package/Package.swift"
  if [ -f "$manifest" ]; then
    tools=$(sed -n 's|^// *swift-tools-version: *\([0-9][0-9]*\).*|\1|p' "$manifest" | head -1)
    if { [ -n "$tools" ] && [ "$tools" -lt 6 ]; } \
      || grep -qE 'swiftLanguage(Modes|Versions): *\[[^]]*\.v5|swiftLanguageMode\(\.v5\)' \
        "$manifest"; then
      language=5
    fi
  fi
fi
platform='\.(macOS|iOS|tvOS|watchOS|visionOS|macCatalyst)\((\.v[0-9]+(_[0-9]+)*|"[0-9]+(\.[0-9]+)*")\)'
if [ -z "$platforms" ]; then
  # NB: The platforms your manifest lists, as SwiftPM reads them (an iOS app is not judged on
  # tvOS; `.iOS("17.0")`, as Getting Started writes it for tools 5.9, as well as `.iOS(.v17)`:
  # a new user's trial found the string form ignored), else the library's.
  platforms=$(cd "$package" && [ -f Package.swift ] && swift package dump-package 2>/dev/null \
    | python3 -c '
import json, sys
names = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS",
         "visionos": "visionOS", "maccatalyst": "macCatalyst"}
listed = json.load(sys.stdin).get("platforms") or []
print(", ".join(".%s(\"%s\")" % (names[p["platformName"]], p["version"])
                for p in listed if p.get("platformName") in names))' 2>/dev/null || true)
  # NB: A manifest SwiftPM cannot read here (a dependency it cannot find): the platforms as
  # written in it.
  if [ -z "$platforms" ] && [ -f "$package/Package.swift" ]; then
    platforms=$(grep -oE "$platform" "$package/Package.swift" | paste -sd, - || true)
    platforms=${platforms//,/, }
  fi
  [ -n "$platforms" ] \
    || platforms=".macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)"
fi
[[ "$platforms" =~ ^[[:space:]]*$platform([[:space:]]*,[[:space:]]*$platform)*[[:space:]]*$ ]] \
  || fail "--platforms: a list such as '.iOS(.v17), .macOS(.v14)'"

check="$package/.build/swiftui-check"
mkdir -p "$check/Sources"
link() { ln -sfn "$1" "$check/Sources/$2"; }
link "$library/Tests/SwiftUICheck/Sources/SwiftUI" SwiftUI
link "$library/Tests/SwiftUICheck/Sources/UIKit" UIKit
for module in Composable ComposableAtomics ComposableSyntax ComposableMacros; do
  link "$library/Sources/$module" "$module"
done

user_targets=""
before='"Composable", "SwiftUI", "UIKit"'
for target in "${targets[@]}"; do
  link "$package/Sources/$target" "$target"
  user_targets+="    .target("$'\n'
  user_targets+="      name: \"$target\", dependencies: [$before],"$'\n'
  user_targets+="      swiftSettings: networking + [.swiftLanguageMode(.v$language)]),"$'\n'
  before+=", \"$target\""
done

cat >"$check/Package.swift.new" <<EOF
// swift-tools-version: 6.0
// Generated by the library's Scripts/check-swiftui.sh: your targets against the stand-in
// SwiftUI. Changes here are overwritten.
import CompilerPluginSupport
import PackageDescription

let sdk = Context.environment["SWIFTUI_CHECK_SDK"] ?? "18"
// Apple's Foundation has URLSession; on Linux it is in FoundationNetworking, imported into
// each of your files here so that they need no import Apple's platforms do not have.
#if os(Linux)
  let networking: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"])
  ]
#else
  let networking: [SwiftSetting] = []
#endif

let package = Package(
  name: "SwiftUICheckOfYourTargets",
  platforms: [$platforms],
  targets: [
    .target(name: "UIKit"),
    .target(
      name: "SwiftUI", dependencies: ["UIKit", "ComposableMacros"],
      swiftSettings: sdk == "26" ? [.define("SDK26")] : []),
    .target(name: "ComposableAtomics"),
    .target(name: "ComposableSyntax"),
    .macro(name: "ComposableMacros", dependencies: ["ComposableSyntax"]),
    .target(
      name: "Composable", dependencies: ["SwiftUI", "ComposableAtomics", "ComposableMacros"],
      swiftSettings: [.swiftLanguageMode(.v6)]),
$user_targets  ],
  // The stand-in and the library are Swift 6 whatever your targets' mode (above).
  swiftLanguageModes: [.v6]
)
EOF
# NB: Replaced only when it changed, so that SwiftPM keeps its build plan.
if ! cmp -s "$check/Package.swift.new" "$check/Package.swift" 2>/dev/null; then
  mv "$check/Package.swift.new" "$check/Package.swift"
else
  rm "$check/Package.swift.new"
fi

for sdk in $sdks; do
  echo "--- ${targets[*]} (Swift $language mode) against the iOS $sdk SDK's shape"
  flags=()
  [ -n "$strict" ] && flags=(-Xswiftc "$strict")
  if ! SWIFTUI_CHECK_SDK=$sdk swift build --package-path "$check" \
    --scratch-path "$check/.build-$sdk" "${flags[@]}"; then
    # NB: Stops here: the other shape mostly repeats these errors, and would double the wait.
    rest=${sdks#*"$sdk"}
    rest=${rest# }
    message="check-swiftui: ${targets[*]} does not build against the iOS $sdk SDK's shape"
    [ -n "$rest" ] && message+=" (the iOS ${rest// / and iOS } shape not checked: fix these first)"
    echo "$message" >&2
    exit 1
  fi
done

echo "--- availability: nothing newer than the platforms, or missing on one, ungated ($platforms)"
# NB: The stand-in too: its declarations carry Apple's availability (`Stepper` is not on tvOS).
modules=SwiftUI,UIKit,$(IFS=,; echo "${targets[*]}")
python3 "$library/Scripts/check-availability.py" --package "$check" \
  --scratch-path "$check/.build-${sdks%% *}" --modules "$modules"
shapes="shapes"
[ "$sdks" = "${sdks%% *}" ] && shapes="shape"
echo "check-swiftui: ${targets[*]} type-checks against the stand-in (iOS ${sdks// / and iOS } SDK $shapes)"
