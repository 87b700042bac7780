import Composable
import Foundation

/// Shared state from Swift 5 language mode: a settings screen and a header holding the same
/// values, one kept in user defaults, one in a file.
public struct SettingsFeature: Reducer {
  static let namesURL = URL(fileURLWithPath: "/settings/names.json")

  public struct State: Equatable {
    @Shared(.appStorage("isHapticsOn")) public var isHapticsOn = true
    @Shared(.fileStorage(SettingsFeature.namesURL)) public var names: [String] = []
    public var header: Header.State

    public init() {
      header = Header.State(
        names: SharedReader(wrappedValue: [], .fileStorage(SettingsFeature.namesURL)))
    }
  }

  public enum Action: Equatable {
    case toggleHaptics
    case addName(String)
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .toggleHaptics:
      state.$isHapticsOn.withLock { $0.toggle() }
      return .none
    case let .addName(name):
      state.$names.withLock { $0.append(name) }
      return .none
    }
  }

  public struct Header: Reducer {
    public struct State: Equatable {
      @SharedReader public var names: [String]
    }
    public enum Action: Equatable { case appeared }
    public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }
}
