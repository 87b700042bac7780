#if canImport(SwiftUI)
  import SwiftUI
#endif

#if !canImport(SwiftUI)
  /// Where SwiftUI is missing (Linux, Windows): an inert stand-in for SwiftUI's `Animation`,
  /// so that feature code naming an animation (`send(.tapped, animation: .default)`) compiles
  /// and runs its tests there. On Apple platforms SwiftUI's own `Animation` is used instead.
  ///
  /// It animates nothing: it is a name, that tests can read back from ``Transaction/current``.
  public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The animation's name: `default`, `easeInOut`, `spring`, …
    public let description: String

    init(_ name: String) { self.description = name }

    /// The default animation.
    public static let `default` = Self("default")
    /// Ease in and out.
    public static let easeInOut = Self("easeInOut")
    /// Ease in.
    public static let easeIn = Self("easeIn")
    /// Ease out.
    public static let easeOut = Self("easeOut")
    /// Linear.
    public static let linear = Self("linear")
    /// A spring.
    public static let spring = Self("spring")
    /// A smooth spring.
    public static let smooth = Self("smooth")
    /// A snappy spring.
    public static let snappy = Self("snappy")
    /// A bouncy spring.
    public static let bouncy = Self("bouncy")

    /// Ease in and out over `duration` seconds.
    ///
    /// - Parameter duration: The length in seconds.
    public static func easeInOut(duration: Double) -> Self { Self("easeInOut(\(duration))") }
    /// Linear over `duration` seconds.
    ///
    /// - Parameter duration: The length in seconds.
    public static func linear(duration: Double) -> Self { Self("linear(\(duration))") }
    /// Ease in over `duration` seconds.
    ///
    /// - Parameter duration: The length in seconds.
    public static func easeIn(duration: Double) -> Self { Self("easeIn(\(duration))") }
    /// Ease out over `duration` seconds.
    ///
    /// - Parameter duration: The length in seconds.
    public static func easeOut(duration: Double) -> Self { Self("easeOut(\(duration))") }
  }

  /// Where SwiftUI is missing: an inert stand-in for SwiftUI's `Transaction` (an animation
  /// and whether animations are off), so that feature code naming one compiles there.
  public struct Transaction: Sendable {
    /// The transaction's animation.
    public var animation: Animation?
    /// Whether animations are turned off.
    public var disablesAnimations = false

    /// A transaction without an animation.
    public init() {}

    /// A transaction with `animation`.
    ///
    /// - Parameter animation: The animation.
    public init(animation: Animation?) {
      self.animation = animation
    }

    /// The transaction that `withTransaction` or `withAnimation` is running its body in on
    /// the main actor, or `nil` outside one: what a test reads to check that an action was
    /// reduced with an animation. (SwiftUI has no such member; read it only in tests.)
    @MainActor public static var current: Transaction? { TransactionStack.current }
  }

  @MainActor
  enum TransactionStack {
    static var current: Transaction?
  }

  /// Where SwiftUI is missing: runs `body` with `transaction` as ``Transaction/current`` on the
  /// main actor (the stand-in of SwiftUI's `withTransaction`).
  ///
  /// - Parameters:
  ///   - transaction: The transaction.
  ///   - body: The work to do in it.
  /// - Returns: What `body` returns.
  @MainActor
  public func withTransaction<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
  ) rethrows -> Result {
    let outer = TransactionStack.current
    TransactionStack.current = transaction
    defer { TransactionStack.current = outer }
    return try body()
  }

  /// Where SwiftUI is missing: runs `body` in a transaction with `animation` (the stand-in of
  /// SwiftUI's `withAnimation`).
  ///
  /// - Parameters:
  ///   - animation: The animation.
  ///   - body: The work to do with it.
  /// - Returns: What `body` returns.
  @MainActor
  public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
  ) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
  }
#endif

extension ButtonStateAnimation {
  /// The animation this names (SwiftUI's on Apple platforms; the stand-in elsewhere); a name
  /// the library doesn't know is the default animation.
  @MainActor
  public var animation: Animation {
    switch (name, duration) {
    case let ("easeInOut", duration?): .easeInOut(duration: duration)
    case let ("easeIn", duration?): .easeIn(duration: duration)
    case let ("easeOut", duration?): .easeOut(duration: duration)
    case let ("linear", duration?): .linear(duration: duration)
    case ("easeInOut", _): .easeInOut
    case ("easeIn", _): .easeIn
    case ("easeOut", _): .easeOut
    case ("linear", _): .linear
    case ("spring", _): .spring
    case ("smooth", _): .smooth
    case ("snappy", _): .snappy
    case ("bouncy", _): .bouncy
    default: .default
    }
  }
}

extension Store {
  /// Sends `action` with `animation`: the state changes it makes are animated (SwiftUI's
  /// `withAnimation`), as TCA's `send(_:animation:)`.
  ///
  /// ```swift
  /// Button("Add") { store.send(.addButtonTapped, animation: .default) }
  /// ```
  ///
  /// The reduction is in the animation's transaction, with the actions it queues (`.send`
  /// effects, reduced before `send` returns), as in TCA; a `.run` effect's later sends are
  /// not: send those with `await send(_:animation:)`.
  ///
  /// - Parameters:
  ///   - action: What happened.
  ///   - animation: The animation, or `nil` for none.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    send(action, transaction: Transaction(animation: animation))
  }

  /// Sends `action` in `transaction` (SwiftUI's `withTransaction`).
  ///
  /// - Parameters:
  ///   - action: What happened.
  ///   - transaction: The transaction.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(_ action: Action, transaction: Transaction) -> StoreTask {
    withTransaction(transaction) { send(action) }
  }
}

extension ViewStore {
  /// Sends `action` with `animation` (TCA 1.0's `viewStore.send(.tapped, animation: .default)`).
  ///
  /// - Parameters:
  ///   - action: What happened.
  ///   - animation: The animation, or `nil` for none.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(_ action: ViewAction, animation: Animation?) -> StoreTask {
    send(action, transaction: Transaction(animation: animation))
  }

  /// Sends `action` in `transaction`.
  ///
  /// - Parameters:
  ///   - action: What happened.
  ///   - transaction: The transaction.
  /// - Returns: A task for the effects the action started.
  @discardableResult
  public func send(_ action: ViewAction, transaction: Transaction) -> StoreTask {
    withTransaction(transaction) { send(action) }
  }
}

extension Send {
  /// Sends `action` from an effect with `animation`, unless the effect has been cancelled:
  /// `await send(.loaded(items), animation: .default)`.
  ///
  /// Only an effect of a store on the main actor can: from a ``StoreActor``'s effect, the
  /// action is dropped, with a runtime diagnostic at this call.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - animation: The animation, or `nil` for none.
  ///   - fileID: Where it is called, for a diagnostic; leave it out.
  ///   - filePath: Where it is called, for a test failure; leave it out.
  ///   - line: Where it is called; leave it out.
  ///   - column: Where it is called; leave it out.
  public func callAsFunction(
    _ action: sending Action, animation: Animation?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    callAsFunction(
      action, transaction: Transaction(animation: animation),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Sends `action` from an effect in `transaction`, unless the effect has been cancelled.
  ///
  /// Only an effect of a store on the main actor can: from a ``StoreActor``'s effect, the
  /// action is dropped, with a runtime diagnostic at this call.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - transaction: The transaction.
  ///   - fileID: Where it is called, for a diagnostic; leave it out.
  ///   - filePath: Where it is called, for a test failure; leave it out.
  ///   - line: Where it is called; leave it out.
  ///   - column: Where it is called; leave it out.
  public func callAsFunction(
    _ action: sending Action, transaction: sending Transaction,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    guard !Task.isCancelled else { return }
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    withTransaction(transaction) { sendNow(action, at: site) }
  }
}
