import Foundation

/// Whether this process takes the fallback paths of the APIs newer than the package's minimum
/// OS versions everywhere, even where the OS has the newer API.
///
/// The package supports macOS 14, iOS 17, tvOS 17, watchOS 10 and visionOS 1, but effects
/// start on a task executor (SE-0417) and a `TestStore` drains its own, which only macOS 15,
/// iOS 18, tvOS 18, watchOS 11, visionOS 2 and Linux have. Each use is gated with
/// `if #available(...), !fallbacksForced` and has a fallback for older systems. Building
/// with `-Xswiftc -DCOMPOSABLE_FORCE_FALLBACKS` makes this `true`; so does
/// `COMPOSABLE_FORCE_FALLBACKS=1` in the environment of a debug build's process (read once),
/// so that CI runs the whole suite with the fallbacks, which no machine here takes by default,
/// from the build it already has (`.ci/run`). A release build never reads the environment.
#if COMPOSABLE_FORCE_FALLBACKS
  package let fallbacksForced = true
#elseif DEBUG
  package let fallbacksForced =
    ProcessInfo.processInfo.environment["COMPOSABLE_FORCE_FALLBACKS"] == "1"
#else
  package let fallbacksForced = false
#endif
