import Composable
import Testing

// This target is compiled with `-disable-reflection-metadata` (see Package.swift), as an app
// with Xcode's "Reflection Metadata Level: None" is: `Mirror` sees no cases here.

enum Action: Equatable, Sendable {
  case child(Int)
  case tapped
}

@Suite struct NoReflectionTests {
  @Test func slashCasePathsReportTheMissingMetadataAndExtractNothing() {
    let messages = LockIsolated<[String]>([])
    let collect: @Sendable (Diagnostic) -> Void = { diagnostic in
      messages.withLock { $0.append(diagnostic.message) }
    }
    Diagnostics.$handler.withValue(collect) {
      #expect(Mirror(reflecting: Action.child(1)).children.isEmpty)
      #expect((/Action.child).extract(from: .child(1)) == nil)
    }
    #expect(
      messages.current == [
        """
        "Action" has no reflection metadata (it was compiled with \
        "-disable-reflection-metadata", or "Reflection Metadata Level" set to "None"), so a \
        case path built with "/" cannot read its cases, and extracts nothing. Conform the enum \
        to "CasePathable" and use key paths such as "\\.child" instead.
        """
      ])
  }

  @Test func caseKeyPathsNeedNoMetadata() {
    #expect(Action.child(3)[case: \.child] == 3)
    #expect(Action.tapped[case: \.child] == nil)
    #expect(Action.tapped.is(\.tapped))
    #expect(AnyCasePath(\Action.Cases.child).embed(4) == .child(4))
  }

  @Test func caseWithoutPayloadComparesByEquality() {
    #expect((/Action.tapped).extract(from: .tapped) != nil)
    #expect((/Action.tapped).extract(from: .child(1)) == nil)
  }
}
