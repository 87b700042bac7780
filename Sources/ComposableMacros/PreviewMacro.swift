import ComposableSyntax

/// `#Preview { … }`, for the SwiftUI check's stand-in (Tests/SwiftUICheck): the preview's body
/// becomes a private view builder function, so it is type-checked as Xcode type-checks it,
/// and nothing runs. The name and traits before the body are not read.
enum PreviewMacro {
  static func expansion(of source: String, at offset: Int) throws -> String {
    let tokens = try swiftTokens(source)
    var index = 1
    if index < tokens.count, tokens[index].text == "(", !tokens[index].spaced {
      guard let close = tokens.closing(index) else { throw missingBody }
      index = close + 1
    }
    guard index < tokens.count, tokens[index].text == "{", let close = tokens.closing(index)
    else { throw missingBody }
    // NB: The body's text as written (line breaks separate its statements).
    let bytes = Array(source.utf8)
    let body = String(decoding: bytes[tokens[index].offset...tokens[close].offset], as: UTF8.self)
    // NB: A name of the form the compiler takes for a macro's unique name (a freestanding
    // macro at file scope may introduce no other), private to the file and named by the
    // macro's offset in it: unique there.
    return """
      @MainActor @ViewBuilder private func $s7previewfMu\(offset)_() -> some View \(body)
      """
  }

  static let missingBody = MacroDiagnostic(
    message: "'#Preview' takes its view in a trailing closure: '#Preview { MyView() }'")
}
