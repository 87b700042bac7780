import Composable
import Foundation

/// `composable-inspect html`: one self-contained page (no network, no server, no script
/// from elsewhere) with the action list, filtering by action name, jump, and the selected
/// action's diff and state after it. It works opened straight from disk.
struct HTMLPage {
  let recording: RecordingFile
  /// The page's name for the recording (its file name).
  let name: String

  /// One action as the page's script reads it.
  private struct Entry: Encodable {
    let sequence: Int
    let time: String
    let elapsed: Double
    let origin: Int?
    let action: String
    let diff: String?
    let state: String?
  }

  var source: String {
    let header = recording.header
    let entries = recording.actions.map { action in
      Entry(
        sequence: action.sequence, time: recordingTimeText(action.time), elapsed: action.elapsed,
        origin: {
          if case let .effect(of: sequence) = action.origin { return sequence }
          return nil
        }(),
        // NB: Control characters written out (`\u{1b}`): a recording may come from anyone.
        action: escapingControls(action.action, keepingNewlines: true),
        diff: action.diff.map { escapingControls($0, keepingNewlines: true) },
        state: action.stateJSON.map { escapingControls(Self.pretty($0), keepingNewlines: true) })
    }
    // NB: Filtered by the action's name, not its type's (`incrementButtonTapped`, not
    // `Counter.Action.incrementButtonTapped`, which every action starts with).
    let actionTypeName = header.actionType.split(separator: ".").dropFirst()
      .joined(separator: ".")
    var rows = ""
    for entry in entries {
      let firstLine = entry.action.split(separator: "\n").first.map(String.init) ?? ""
      var name = firstLine
      if !actionTypeName.isEmpty, name.hasPrefix(actionTypeName + ".") {
        name.removeFirst(actionTypeName.count + 1)
      }
      let origin =
        entry.origin.map { "effect of <a href=\"#\($0)\">\($0)</a>" } ?? "user"
      rows += """
          <li id="action-\(entry.sequence)" data-sequence="\(entry.sequence)" \
        data-name="\(escape(name))" title="\(escape(firstLine))"><span class="seq">\(entry.sequence)</span> \
        <span class="time">+\(String(format: "%.3f", entry.elapsed))s</span> \
        <span class="origin">\(origin)</span> \
        <a class="name" href="#\(entry.sequence)">\(escape(firstLine))</a></li>

        """
    }
    let replayable =
      header.notReplayableBecause.map { "Not replayable: \(escape($0))." } ?? "Replayable."
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
      style-src 'unsafe-inline'; script-src 'unsafe-inline'">
      <title>Session of \(escape(header.stateType)): \(escape(name))</title>
      <style>
      \(Self.style)
      </style>
      </head>
      <body>
      <header>
      <h1>Session of <code>\(escape(header.stateType))</code></h1>
      <p>\(escape(name)): \(entries.count) action\(entries.count == 1 ? "" : "s"), started \
      \(recordingTimeText(header.started)). \(replayable)</p>
      </header>
      <main>
      <nav>
      <div class="controls">
      <input id="filter" type="search" placeholder="Filter by action name" \
      aria-label="Filter by action name">
      <form id="jump-form"><input id="jump" type="number" min="1" max="\(entries.count)" \
      placeholder="Action #" aria-label="Jump to action"><button type="submit">Jump</button></form>
      </div>
      <p id="count">\(entries.count) of \(entries.count) actions</p>
      <ol id="actions">
      \(rows)</ol>
      </nav>
      <section id="detail" aria-live="polite">
      <h2 id="selected">No action selected</h2>
      <pre id="action"></pre>
      <h3>Diff</h3>
      <pre id="diff"></pre>
      <h3>State after it</h3>
      <pre id="state"></pre>
      </section>
      </main>
      <script type="application/json" id="session">\(Self.scriptJSON(entries))</script>
      <script>
      \(Self.script)
      </script>
      </body>
      </html>

      """
  }

  /// `entries` as JSON that can sit in a script element (no `<` to end it early).
  private static func scriptJSON(_ entries: [Entry]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let text = (try? encoder.encode(entries)).flatMap { String(data: $0, encoding: .utf8) }
    return (text ?? "[]").replacingOccurrences(of: "<", with: "\\u003c")
  }

  /// A state's JSON, indented, with shared values shown as their values.
  private static func pretty(_ json: String) -> String {
    guard
      let object = try? JSONSerialization.jsonObject(
        with: Data(json.utf8), options: [.fragmentsAllowed])
    else { return json }
    func unwrapped(_ value: Any) -> Any {
      if let dictionary = value as? [String: Any] {
        if dictionary.count == 2, dictionary["shared"] is NSNumber,
          let value = dictionary["value"]
        {
          return unwrapped(value)
        }
        return dictionary.mapValues(unwrapped)
      }
      if let array = value as? [Any] { return array.map(unwrapped) }
      return value
    }
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: unwrapped(object),
        options: [.prettyPrinted, .sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes]),
      let text = String(data: data, encoding: .utf8)
    else { return json }
    return text
  }

  static let style = """
    body { font: 14px -apple-system, system-ui, sans-serif; margin: 0; color: #222; }
    header { padding: 8px 16px; border-bottom: 1px solid #ddd; }
    h1 { font-size: 18px; margin: 4px 0; }
    main { display: flex; height: calc(100vh - 80px); }
    nav { width: 45%; overflow: auto; border-right: 1px solid #ddd; padding: 8px; }
    .controls { display: flex; gap: 8px; }
    #filter { flex: 1; }
    #jump { width: 7em; }
    ol { list-style: none; padding: 0; margin: 0; font-family: ui-monospace, monospace; }
    li { padding: 2px 4px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    li.selected { background: #cde3ff; }
    li[hidden] { display: none; }
    .seq { display: inline-block; width: 3em; text-align: right; color: #666; }
    .time { color: #888; }
    .origin { color: #7a4; }
    a.name { color: inherit; text-decoration: none; }
    section { flex: 1; overflow: auto; padding: 8px 16px; }
    pre { background: #f6f6f6; padding: 8px; white-space: pre-wrap; }
    .removed { color: #b00; }
    .added { color: #070; }
    """

  static let script = """
    "use strict";
    const entries = JSON.parse(document.getElementById("session").textContent);
    const bySequence = new Map(entries.map(entry => [entry.sequence, entry]));
    const rows = Array.from(document.querySelectorAll("#actions li"));
    function show(sequence) {
      const entry = bySequence.get(sequence);
      if (!entry) return;
      for (const row of rows) {
        row.classList.toggle("selected", Number(row.dataset.sequence) === sequence);
      }
      const origin = entry.origin ? "effect of " + entry.origin : "user";
      document.getElementById("selected").textContent =
        "Action " + entry.sequence + " (" + origin + ", " + entry.time + ")";
      document.getElementById("action").textContent = entry.action;
      const diff = document.getElementById("diff");
      diff.textContent = "";
      if (entry.diff === null || entry.diff === undefined) {
        diff.textContent = "No change.";
      } else {
        for (const line of entry.diff.split("\\n")) {
          const span = document.createElement("span");
          const mark = line.trimStart().charAt(0);
          if (mark === "\\u2212") span.className = "removed";
          if (mark === "+") span.className = "added";
          span.textContent = line + "\\n";
          diff.appendChild(span);
        }
      }
      document.getElementById("state").textContent =
        entry.state ?? "Not recorded (the state is not Codable).";
      document.getElementById("action-" + sequence).scrollIntoView({ block: "nearest" });
    }
    function selectFromHash() {
      const sequence = Number(location.hash.slice(1));
      if (bySequence.has(sequence)) show(sequence);
      else if (entries.length > 0) show(entries[entries.length - 1].sequence);
    }
    function filter(text) {
      const lowered = text.toLowerCase();
      let shown = 0;
      for (const row of rows) {
        row.hidden = !row.dataset.name.toLowerCase().includes(lowered);
        if (!row.hidden) shown += 1;
      }
      document.getElementById("count").textContent =
        shown + " of " + rows.length + " actions";
    }
    const filterField = document.getElementById("filter");
    filterField.addEventListener("input", event => filter(event.target.value));
    // A link can carry a filter: session.html?filter=fact#3
    const initialFilter = new URLSearchParams(location.search).get("filter");
    if (initialFilter) {
      filterField.value = initialFilter;
      filter(initialFilter);
    }
    document.getElementById("jump-form").addEventListener("submit", event => {
      event.preventDefault();
      const sequence = Number(document.getElementById("jump").value);
      if (bySequence.has(sequence)) location.hash = "#" + sequence;
    });
    document.addEventListener("keydown", event => {
      if (event.target.tagName === "INPUT") return;
      const visible = rows.filter(row => !row.hidden);
      const current = visible.findIndex(row => row.classList.contains("selected"));
      let next = -1;
      if (event.key === "ArrowDown" || event.key === "j") next = Math.min(current + 1, visible.length - 1);
      if (event.key === "ArrowUp" || event.key === "k") next = Math.max(current - 1, 0);
      if (next >= 0 && visible[next]) {
        event.preventDefault();
        location.hash = "#" + visible[next].dataset.sequence;
      }
    });
    window.addEventListener("hashchange", selectFromHash);
    selectFromHash();
    """
}

/// `text` safe in HTML text and attribute values.
func escape(_ text: String) -> String {
  var result = ""
  for character in escapingControls(text) {
    switch character {
    case "&": result += "&amp;"
    case "<": result += "&lt;"
    case ">": result += "&gt;"
    case "\"": result += "&quot;"
    case "'": result += "&#39;"
    default: result.append(character)
    }
  }
  return result
}
