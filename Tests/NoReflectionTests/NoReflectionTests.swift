import Composable
import Testing

// This target is compiled with `-disable-reflection-metadata` (see Package.swift), as an app
// with Xcode's "Reflection Metadata Level: None" is: `Mirror` sees no cases here.

enum Action: Equatable, Sendable {
  case child(Int)
  case tapped
}

enum GeneratedAction: Equatable, Sendable {
  case child(Int)
  case other(Int)
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
        case path built with "/" cannot read its cases, and extracts nothing. Generate its \
        "CasePathable" conformance ("swift package generate-case-paths"), which "/" reads \
        without reflection, or use key paths such as "\\.child".
        """
      ])
  }

  /// A generated conformance's `_extract` is `/`'s fast path, which reads no metadata.
  @Test func slashCasePathsOnAGeneratedConformanceNeedNoMetadata() {
    let messages = LockIsolated<[String]>([])
    Diagnostics.$handler.withValue({ d in messages.withLock { $0.append(d.message) } }) {
      #expect(Mirror(reflecting: GeneratedAction.child(1)).children.isEmpty)
      #expect((/GeneratedAction.child).extract(from: .child(1)) == 1)
      #expect((/GeneratedAction.child).extract(from: .other(1)) == nil)
      #expect((/GeneratedAction.other).extract(from: .other(2)) == 2)
    }
    #expect(messages.current.isEmpty)
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

/// A form whose action finds its binding case by reflection (the default).
struct Form: Reducer {
  struct State: Equatable { @BindingState var name = "" }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> { BindingReducer() }
}

/// An enum destination: two cases, each a counter.
struct Destination: Reducer {
  enum State: Equatable { case first(Int), second(Int) }
  enum Action: Equatable { case bump }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct Host: Reducer {
  struct State: Equatable { @PresentationState var destination: Destination.State? }
  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case show(Destination.State)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .show(destination) = action { state.destination = destination }
      return .none
    }
    .ifLet(\.$destination, action: /Action.destination) { Destination() }
  }
}

@MainActor
@Suite struct NoReflectionNavigationTests {
  func collecting(_ body: () -> Void) -> [String] {
    let messages = LockIsolated<[String]>([])
    let collect: @Sendable (Diagnostic) -> Void = { diagnostic in
      messages.withLock { $0.append(diagnostic.message) }
    }
    Diagnostics.$handler.withValue(collect, operation: body)
    return messages.current
  }

  /// `BindingReducer` cannot see the binding case without metadata: it says so instead of
  /// ignoring every binding action silently.
  @Test func bindingActionsFoundByReflectionAreReportedMissing() {
    let store = Store(initialState: Form.State()) { Form() }
    let messages = collecting { store.send(.binding(.set(\.$name, "Blob"))) }
    #expect(store.state.name == "")
    #expect(messages.count == 1)
    #expect(messages.first?.contains("\"BindingReducer\" ignores them") == true, "\(messages)")
  }

  /// An enum destination's cases all look alike without metadata: switching cases is reported
  /// instead of silently keeping the first case's effects.
  @Test func enumDestinationsWithoutMetadataAreReported() {
    let store = Store(initialState: Host.State()) { Host() }
    let messages = collecting {
      store.send(.show(.first(1)))
      store.send(.show(.second(2)))
    }
    #expect(messages.contains { $0.contains("cannot be told apart as presented children") })
  }
}
