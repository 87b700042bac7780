import Foundation

/// `swift run -c release ComposableBenchmarks [--json] [--filter W2] [--skip-build]`, or
/// `… --scale-mode` for the reliability scenarios at full size (see `Scale.swift`).
@main
enum ComposableBenchmarks {
  static func main() async throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let index = arguments.firstIndex(of: "--memory-child"), index + 1 < arguments.count {
      memoryChild(
        count: Int(arguments[index + 1]) ?? 0, reading: arguments.contains("--memory-read"))
      return
    }
    if let index = arguments.firstIndex(of: "--scale-child"), index + 1 < arguments.count {
      await runScaleChild(arguments[index + 1])
      return
    }
    if arguments.contains("--scale-mode") {
      print(try scaleMode())
      return
    }
    if let index = arguments.firstIndex(of: "--scale"), index + 1 < arguments.count {
      operationScale = max(1, Int(arguments[index + 1]) ?? 1)
    }
    let json = arguments.contains("--json")
    let filters: [String] = arguments.indices.compactMap { index in
      arguments[index] == "--filter" && index + 1 < arguments.count ? arguments[index + 1] : nil
    }
    func selected(_ workload: String) -> Bool {
      if workload == "Build", arguments.contains("--skip-build") { return false }
      return filters.isEmpty || filters.contains(workload)
    }

    // W0 and the floors always run: every ratio is taken against them, in the same run.
    // `--no-w0` (with `--no-floors`): only the selected workloads, for profiling them.
    var rows = arguments.contains("--no-w0") ? [] : w0()
    if !arguments.contains("--no-floors") { rows += await floors() }
    if selected("W1") { rows += w1(variants: arguments.contains("--bare") ? 1 : 3) }
    if selected("W1"), !arguments.contains("--bare") { rows += w1Recorded() }
    if selected("W2") { rows += w2() }
    // W2 includes it; alone, for profiling.
    if filters.contains("W2-presented") { rows += w2Presented() }
    if filters.contains("W2-closure") { rows += w2ClosureScopes() }
    if selected("W3") { rows += await w3() }
    if selected("W4") { rows += await w4() + w4Effect() + w4Clock() }
    if selected("W5") { rows += w5() }
    if selected("W6") { rows += try w6() }
    if selected("W7") { rows += w7() }
    if selected("W8") { rows += w8() }
    if filters.contains("W8-unwatched") { rows.append(w8Unwatched()) }
    if filters.contains("W8-watched") { rows.append(w8Watched()) }
    if filters.contains("W8-field") { rows.append(w8Field()) }
    if selected("W9") { rows += w9() }
    if selected("W10") { rows += await w10() }
    if selected("Build") { rows += try buildTime() }
    let floor = w0Floor(rows) ?? 1
    let all = rows
    rows = rows.map { row in
      var row = row
      row.ratioToW0 = row.unit == "ns/op" ? row.median / floor : nil
      row.floor = floorVariant(of: row).flatMap { variant in
        all.first { $0.workload == variant.workload && $0.variant == variant.variant }?.median
      }
      (row.target, row.met) = target(of: row, in: all) ?? (nil, nil)
      return row
    }
    if !filters.isEmpty, !filters.contains("W0") { rows.removeAll { $0.workload == "W0" } }
    print(json ? jsonText(rows) : table(rows))
  }

  /// The row whose median bounds `row` from below: what the same work costs without the
  /// library (`nil` for rows with no such floor).
  static func floorVariant(of row: ResultRow) -> (workload: String, variant: String)? {
    switch (row.workload, row.variant) {
    case ("W1", "send, Observation re-tracked per change"): ("Floor", Floor.observable)
    case ("W1", "bytes per recorded action"): nil
    case ("W1", _), ("W4", "TestStore send + assert"): ("W0", "reduce(into:action:) directly")
    case ("W2", _): ("Floor", Floor.switchExtraction)
    case ("W3", _), ("W4", _): ("Floor", Floor.poolRoundTrip)
    case ("W5", _): ("Floor", Floor.keyPathRead)
    case ("W7", "one of 1,000 observed row stores changes"): ("Floor", Floor.observableRows)
    case ("W8", "field changes, a view reads it (re-tracked)"): ("Floor", Floor.observable)
    case ("W8", let variant) where variant.hasPrefix("row action") && variant.contains("watching"):
      ("Floor", Floor.observableListRowChange)
    case ("W8", let variant) where variant.hasPrefix("append"):
      ("Floor", Floor.observableListAppend)
    case ("W9", "shared mutation seen by 1,000 holders, each watched by a view"):
      ("Floor", Floor.observableSharedValue)
    default: nil
    }
  }

  /// The target the performance issue sets for `row`, and whether this run met it.
  static func target(of row: ResultRow, in rows: [ResultRow]) -> (String, Bool)? {
    func median(_ workload: String, _ variant: String) -> Double? {
      rows.first { $0.workload == workload && $0.variant == variant }?.median
    }
    let w1 = median("W1", "send, no observer")
    switch (row.workload, row.variant) {
    case ("W1", "send, Observation re-tracked per change"):
      guard let floor = median("Floor", Floor.observable) else { return nil }
      return ("≤ 1.5× floor", row.median <= 1.5 * floor)
    case ("W2", "send through a presented child (ifLet on $child)"):
      guard let scoped = median("W2", "scoped store, depth 5") else { return nil }
      return ("≤ W2 scoped", row.median <= scoped * 1.05)
    case ("W2", _), ("W5", _):
      guard let w1 else { return nil }
      return ("≤ 2× W1", row.median <= 2 * w1)
    case ("W3", _):
      return ("≤ 5,000 ns", row.median <= 5_000)
    case ("W4", "TestStore send → receive (effect)"):
      guard let w3 = median("W3", "effect round trip") else { return nil }
      return ("≤ 2× W3", row.median <= 2 * w3)
    case ("W6", "peak RSS per live store"):
      return ("≤ 512 B", row.median <= 512)
    case ("W7", "observers notified per change"):
      return ("= 1", row.median == 1)
    case ("W8", "row action, 100,000 rows, list view watching"):
      guard let unwatched = median("W8", "row action, 1,000 rows, nobody watching") else {
        return nil
      }
      return ("≤ 2× unwatched 1,000", row.median <= 2 * unwatched)
    case ("W8", "append, 100,000 rows, list view watching"):
      guard let small = median("W8", "append, 1,000 rows, list view watching") else { return nil }
      return ("≤ 2× append at 1,000", row.median <= 2 * small)
    case ("W8", "field changes, a view reads it (re-tracked)"):
      guard let floor = median("Floor", Floor.observable) else { return nil }
      return ("≤ 1.5× floor", row.median <= 1.5 * floor)
    case ("W8", let variant) where variant.hasPrefix("list view notifications per row action"):
      return ("= 0", row.median == 0)
    case ("W8", let variant) where variant.hasPrefix("list view notifications per append"):
      return ("= 1", row.median == 1)
    case ("W8", "notifications of a view reading another field"):
      return ("= 0", row.median == 0)
    case ("W8", "notifications of a view reading the field, per change"):
      return ("= 1", row.median == 1)
    case ("W9", "views notified per shared mutation"):
      return ("≥ 1,000", row.median >= 1_000)
    default:
      return nil
    }
  }

  static func w0Floor(_ rows: [ResultRow]) -> Double? {
    rows.first { $0.workload == "W0" }?.median
  }

  static func table(_ rows: [ResultRow]) -> String {
    var lines = [
      "| workload | variant | median | min | unit | ratio to W0 | ratio to floor | target | met |",
      "|---|---|---:|---:|---|---:|---:|---|---|",
    ]
    for row in rows {
      let ratio = row.ratioToW0.map { String(format: "%.1f×", $0) } ?? "–"
      let toFloor = row.floor.map { String(format: "%.2f×", row.median / $0) } ?? "–"
      let met = row.met.map { $0 ? "yes" : "**no**" } ?? "–"
      lines.append(
        "| \(row.workload) | \(row.variant) | \(format(row.median)) | \(format(row.min)) | "
          + "\(row.unit) | \(ratio) | \(toFloor) | \(row.target ?? "–") | \(met) |")
    }
    return lines.joined(separator: "\n")
  }

  static func format(_ value: Double) -> String {
    value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
  }

  static func jsonText(_ rows: [ResultRow]) -> String {
    let objects = rows.map { row in
      """
      {"workload": "\(row.workload)", "variant": "\(row.variant)", \
      "median_ns": \(row.median), "min_ns": \(row.min), \
      "ratio_to_w0": \(row.ratioToW0.map { "\($0)" } ?? "null"), \
      "floor_ns": \(row.floor.map { "\($0)" } ?? "null")}
      """
    }
    return "[\n  " + objects.joined(separator: ",\n  ") + "\n]"
  }
}
