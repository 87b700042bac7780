import Composable
import Foundation

/// A counter with a fact request and a timer: the leaf feature.
public struct Counter: Reducer {
  public struct State: Equatable, Identifiable {
    public var id: Int
    public var count = 0
    public var fact: String?
    public var isTimerOn = false
    public init(id: Int = 0, count: Int = 0) {
      self.id = id
      self.count = count
    }
  }

  public enum Action: Equatable {
    case incrementTapped
    case factTapped
    case factResponse(TaskResult<String>)
    case timerToggled
    case tick
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberFact) var numberFact

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.count += 1
      return .none
    case .factTapped:
      return .run { [count = state.count] send in
        await send(.factResponse(TaskResult { try await self.numberFact.fetch(count) }))
      }
    case let .factResponse(.success(fact)):
      state.fact = fact
      return .none
    case .factResponse(.failure):
      state.fact = nil
      return .none
    case .timerToggled:
      state.isTimerOn.toggle()
      guard state.isTimerOn else { return .cancel(id: CancelID.timer) }
      return .run { send in
        while true {
          try await self.clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .tick:
      state.count += 1
      return .none
    }
  }
}

/// The app: a scoped counter, an optional detail and a list, composed the TCA 1.0 way.
public struct AppFeature: Reducer {
  public struct State: Equatable {
    public var counter = Counter.State()
    public var detail: Counter.State?
    public var rows: IdentifiedArrayOf<Counter.State> = []
    public init() {}
  }

  public enum Action: Equatable {
    case counter(Counter.Action)
    case detail(Counter.Action)
    case row(id: Counter.State.ID, action: Counter.Action)
    case showDetail
    case hideDetail
    case addRow
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: /Action.counter) {
      Counter()
    }
    Reduce { state, action in
      switch action {
      case .showDetail:
        state.detail = Counter.State(id: 100, count: state.counter.count)
        return .none
      case .hideDetail:
        state.detail = nil
        return .none
      case .addRow:
        state.rows.append(Counter.State(id: state.rows.count))
        return .none
      case .counter, .detail, .row:
        return .none
      }
    }
    .ifLet(\.detail, action: /Action.detail) {
      Counter()
    }
    .forEach(\.rows, action: /Action.row(id:action:)) {
      Counter()
    }
  }
}

/// A number-fact client, TCA 1.0 style: a struct of closures registered as a dependency.
public struct NumberFactClient {
  public var fetch: @Sendable (Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  public static let liveValue = NumberFactClient(fetch: { "\($0) is a number." })
  public static let testValue = NumberFactClient(fetch: unimplemented("NumberFactClient.fetch"))
}

extension DependencyValues {
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

/// A client written with XCTestDynamicOverlay's names, which TCA 1.x re-exported.
public struct AnalyticsClient {
  public var track: @Sendable (String) async -> Void
  public var count: @Sendable () -> Int

  public static let unimplementedValue = AnalyticsClient(
    track: XCTUnimplemented("AnalyticsClient.track"),
    count: XCTUnimplemented("AnalyticsClient.count", placeholder: 0))
}

/// An assertion helper in app code, as TCA 1.x apps write them.
public func assertPositive(_ value: Int, file: StaticString = #filePath, line: UInt = #line) {
  if value <= 0 { XCTFail("\(value) is not positive", file: file, line: line) }
}
