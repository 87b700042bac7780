import Foundation

/// One row of the results table.
struct ResultRow {
  let workload: String
  let variant: String
  let median: Double
  let min: Double
  let unit: String
  var ratioToW0: Double?
  /// The median of the floor that bounds this row (see `Floor`), in the same run.
  var floor: Double?
  /// This row's target, as text, and whether this run met it.
  var target: String?
  var met: Bool?
}

/// Divides every workload's operation count, for profiling under valgrind (`--scale 100`).
nonisolated(unsafe) var operationScale = 1
// NB: `nonisolated(unsafe)`: written once in `main` before any workload runs, then only read.

/// Times `body` (which performs `operations` operations) after a warm-up, `repetitions`
/// times, and reports the median and minimum per operation in nanoseconds.
@MainActor
func measure(
  _ workload: String, _ variant: String, operations: Int, repetitions: Int = 7,
  _ body: () -> Void
) -> ResultRow {
  body()
  var samples: [Double] = []
  for _ in 0..<repetitions {
    let elapsed = ContinuousClock().measure(body)
    samples.append(nanoseconds(elapsed) / Double(operations))
  }
  return row(workload, variant, samples)
}

/// The async form of ``measure(_:_:operations:repetitions:_:)``.
@MainActor
func measureAsync(
  _ workload: String, _ variant: String, operations: Int, repetitions: Int = 7,
  _ body: () async -> Void
) async -> ResultRow {
  await body()
  var samples: [Double] = []
  for _ in 0..<repetitions {
    let clock = ContinuousClock()
    let start = clock.now
    await body()
    samples.append(nanoseconds(clock.now - start) / Double(operations))
  }
  return row(workload, variant, samples)
}

func row(_ workload: String, _ variant: String, _ samples: [Double], unit: String = "ns/op")
  -> ResultRow
{
  let sorted = samples.sorted()
  return ResultRow(
    workload: workload, variant: variant, median: sorted[sorted.count / 2],
    min: sorted.first ?? 0, unit: unit)
}

func nanoseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

/// Stops the program when a workload's final state is not what it must be.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition {
    FileHandle.standardError.write(Data("benchmark check failed: \(message())\n".utf8))
    exit(1)
  }
}

/// ``measure(_:_:operations:repetitions:_:)`` for work that changes what it works on (a list
/// that grows): `setup` makes a fresh subject before each run, untimed.
@MainActor
func measure<Subject>(
  _ workload: String, _ variant: String, operations: Int, repetitions: Int = 7,
  setup: () -> Subject, _ body: (Subject) -> Void
) -> ResultRow {
  body(setup())
  var samples: [Double] = []
  for _ in 0..<repetitions {
    let subject = setup()
    let elapsed = ContinuousClock().measure { body(subject) }
    samples.append(nanoseconds(elapsed) / Double(operations))
  }
  return row(workload, variant, samples)
}
