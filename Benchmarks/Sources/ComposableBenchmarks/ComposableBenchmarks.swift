import Foundation

/// `swift run -c release ComposableBenchmarks [--json] [--filter W2] [--skip-build]`, or
/// `… --scale-mode` for the reliability scenarios at full size (see `Scale.swift`).
@main
enum ComposableBenchmarks {
  static func main() async throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let index = arguments.firstIndex(of: "--memory-child"), index + 1 < arguments.count {
      memoryChild(count: Int(arguments[index + 1]) ?? 0)
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

    // W0 always runs: every ratio is taken against it, in the same run.
    var rows = w0()
    if selected("W1") { rows += w1(variants: arguments.contains("--bare") ? 1 : 3) }
    if selected("W2") { rows += w2() }
    // W2 includes it; alone, for profiling.
    if filters.contains("W2-presented") { rows += w2Presented() }
    if selected("W3") { rows += await w3() }
    if selected("W4") { rows += await w4() + w4Clock() }
    if selected("W5") { rows += w5() }
    if selected("W6") { rows += try w6() }
    if selected("Build") { rows += try buildTime() }
    let floor = w0Floor(rows) ?? 1
    if !filters.isEmpty, !filters.contains("W0") { rows.removeFirst() }
    rows = rows.map { row in
      var row = row
      row.ratioToW0 = row.unit == "ns/op" ? row.median / floor : nil
      return row
    }
    print(json ? jsonText(rows) : table(rows))
  }

  static func w0Floor(_ rows: [ResultRow]) -> Double? {
    rows.first { $0.workload == "W0" }?.median
  }

  static func table(_ rows: [ResultRow]) -> String {
    var lines = [
      "| workload | variant | median | min | unit | ratio to W0 |",
      "|---|---|---:|---:|---|---:|",
    ]
    for row in rows {
      let ratio = row.ratioToW0.map { String(format: "%.0f×", $0) } ?? "–"
      lines.append(
        "| \(row.workload) | \(row.variant) | \(format(row.median)) | \(format(row.min)) | "
          + "\(row.unit) | \(ratio) |")
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
      "ratio_to_w0": \(row.ratioToW0.map { "\($0)" } ?? "null")}
      """
    }
    return "[\n  " + objects.joined(separator: ",\n  ") + "\n]"
  }
}
