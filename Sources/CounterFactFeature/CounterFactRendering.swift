/// Text renderings of ``CounterFact/State`` for the terminal app.
public enum CounterFactRendering {
  /// One plain line of state, as printed after each command in line mode.
  ///
  /// ```
  /// count: 2 | Number fact: 2 is prime.
  /// ```
  public static func line(_ state: CounterFact.State) -> String {
    var text = "count: \(state.count)"
    if state.isLoadingFact { text += " | loading a fact…" }
    if let alert = state.alert {
      text += " | \(alert.title): \(alert.message?.description ?? "")"
    }
    if !state.favorites.isEmpty { text += " | favorites: \(state.favorites.count)" }
    if state.favoritesScreen != nil { text += " | viewing favorites" }
    return text
  }

  /// The favourite facts, one per line, as `favorites` prints them in line mode.
  ///
  /// - Parameter facts: The favourites.
  /// - Returns: The text, one fact per line (`(no favorites)` when there are none).
  public static func favoritesList(_ facts: [String]) -> String {
    facts.isEmpty ? "(no favorites)" : facts.joined(separator: "\n")
  }

  /// The full-screen view: title, count, key help, loading indicator and the alert box.
  ///
  /// - Parameters:
  ///   - state: The state to draw.
  ///   - width: The terminal's width in columns.
  /// - Returns: The screen's lines.
  public static func screen(_ state: CounterFact.State, width: Int = 80) -> [String] {
    let width = max(40, min(width, 100))
    if let favorites = state.favoritesScreen { return screen(favorites, width: width) }
    var lines = [
      "  Counter & number facts",
      "  " + String(repeating: "─", count: 22),
      "",
      "      Count: \(state.count)",
      "",
    ]
    lines += legend(width: width)
    lines.append("")
    if !state.favorites.isEmpty { lines.append("  ★ \(state.favorites.count) favorite facts") }
    if state.isLoadingFact { lines.append("  ⏳ Loading a fact about \(state.count)…") }
    if let alert = state.alert {
      lines += box(
        title: alert.title.description,
        body: (alert.message?.description ?? "")
          + (state.factShown == nil ? "\n\n[d] dismiss" : "\n\n[s] save   [d] dismiss"),
        width: width - 4
      )
      .map { "  " + $0 }
    }
    return lines
  }

  /// The keys the screen answers to, each shown whole on one line of the legend.
  public static let keys = [
    "[+] increment", "[-] decrement", "[f] fact", "[s] save", "[v] favorites", "[d] dismiss",
    "[q] quit",
  ]

  /// The favourites screen: the facts, the highlighted one marked, and its keys.
  ///
  /// - Parameters:
  ///   - state: The screen's state.
  ///   - width: The terminal's width in columns.
  /// - Returns: The screen's lines.
  public static func screen(_ state: FavoriteFacts.State, width: Int = 80) -> [String] {
    let width = max(40, min(width, 100))
    var lines = ["  Favorite facts", "  " + String(repeating: "─", count: 14), ""]
    if state.facts.isEmpty {
      lines.append("  (none yet: show a fact and press s to save it)")
    }
    for (index, fact) in state.facts.enumerated() {
      let marker = index == state.selection ? "▸ " : "  "
      let wrapped = wrap(fact, to: width - 6)
      lines.append("  " + marker + (wrapped.first ?? ""))
      lines += wrapped.dropFirst().map { "    " + $0 }
    }
    lines += ["", "  [j] next   [k] previous   [x] delete   [b] back"]
    return lines
  }

  /// The key legend, indented by two columns, its items three columns apart, wrapped between
  /// items (never inside one) to fit `width` columns.
  ///
  /// - Parameter width: The columns available, 40 or more.
  /// - Returns: The legend's lines.
  public static func legend(width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for item in keys {
      if current.isEmpty {
        current = "  " + item
      } else if current.count + 3 + item.count <= width {
        current += "   " + item
      } else {
        lines.append(current)
        current = "  " + item
      }
    }
    lines.append(current)
    return lines
  }

  /// The title of the pane that shows `--print-changes` in the full-screen view.
  public static let changesTitle = "Changes (--print-changes)"

  /// The full-screen view with a pane of change-log lines under it, filling `height` rows.
  ///
  /// The pane shows the newest lines of `log` that fit (each cut to the pane's width with
  /// "…"); when fewer than 3 rows are left for it, one line says how many log lines there
  /// are instead.
  ///
  /// - Parameters:
  ///   - state: The state to draw.
  ///   - log: The change log, oldest line first.
  ///   - width: The terminal's width in columns.
  ///   - height: The terminal's height in rows.
  /// - Returns: The screen's lines, at most `height` of them when the view itself fits.
  public static func screen(
    _ state: CounterFact.State, log: [String], width: Int, height: Int
  ) -> [String] {
    var lines = screen(state, width: width)
    let rows = height - lines.count - 1
    guard rows >= 3 else {
      lines.append("  \(changesTitle): \(log.count) lines; enlarge the terminal to see them")
      return lines
    }
    let boxWidth = max(40, min(width, 100)) - 4
    let inner = boxWidth - 4
    let shown = log.suffix(rows - 2).map { line in
      line.count <= inner ? line : String(line.prefix(inner - 1)) + "…"
    }
    let body = Array(repeating: "", count: max(0, rows - 2 - shown.count)) + shown
    let top =
      "┌─ \(changesTitle) " + String(repeating: "─", count: max(0, inner - changesTitle.count - 1))
      + "┐"
    let bottom = "└" + String(repeating: "─", count: inner + 2) + "┘"
    lines.append("")
    lines +=
      ([top] + body.map { "│ " + $0 + String(repeating: " ", count: inner - $0.count) + " │" }
      + [bottom]).map { "  " + $0 }
    return lines
  }

  static func box(title: String, body: String, width: Int) -> [String] {
    let inner = width - 4
    var rows: [String] = []
    for paragraph in body.split(separator: "\n", omittingEmptySubsequences: false) {
      rows += wrap(String(paragraph), to: inner)
    }
    let top = "┌─ \(title) " + String(repeating: "─", count: max(0, inner - title.count - 1)) + "┐"
    let bottom = "└" + String(repeating: "─", count: inner + 2) + "┘"
    return [top]
      + rows.map { "│ " + $0 + String(repeating: " ", count: max(0, inner - $0.count)) + " │" } + [
        bottom
      ]
  }

  static func wrap(_ text: String, to width: Int) -> [String] {
    guard !text.isEmpty else { return [""] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
      while current.count > width {
        lines.append(String(current.prefix(width)))
        current = String(current.dropFirst(width))
      }
    }
    lines.append(current)
    return lines
  }
}
