/// The state of a presented child feature (a sheet, an alert, a drill-down), or `nil` when
/// nothing is presented: TCA 1.0's `@PresentationState`.
///
/// ```swift
/// struct State: Equatable {
///   @PresentationState var destination: Destination.State?
/// }
/// ```
///
/// The projected value, `$destination`, is what ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)-(_,AnyCasePath<Self.Action,PresentationAction<DestinationAction>>,_,_,_,_,_)``
/// takes: `.ifLet(\.$destination, action: /Action.destination) { Destination() }`.
///
/// The value lives in a copy-on-write box, so a feature can present itself (recursive
/// state), and copying a state that presents a large child costs one reference.
@propertyWrapper
public struct PresentationState<State> {
  /// The presented child, or `nil` when nothing is presented (no allocation).
  @usableFromInline var box: Box?

  /// Whether ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)-(_,AnyCasePath<Self.Action,PresentationAction<DestinationAction>>,_,_,_,_,_)`` already started
  /// listening for the current child's `dismiss()`. Not part of equality.
  @usableFromInline var isPresented = false

  /// How many times a child was assigned (`state.alert = …`), not changed in place: tells a
  /// new alert from the one shown. Not part of equality.
  @usableFromInline var assignments: UInt = 0

  /// Presentation state holding `wrappedValue`.
  ///
  /// - Parameter wrappedValue: The presented child's state, or `nil`.
  @inlinable
  public init(wrappedValue: State?) {
    self.box = wrappedValue.map { Box($0, shape: nil) }
  }

  /// The presented child's state, or `nil` when nothing is presented.
  public var wrappedValue: State? {
    get { box?.value }
    set {
      assignments &+= 1
      guard let newValue else {
        box = nil
        return
      }
      if isKnownUniquelyReferenced(&box) {
        box?.value = newValue
      } else {
        box = Box(newValue, shape: box?.shape)
      }
    }
    _modify {
      // NB: A write in place (`state.destination?.alert = second`, an `inout` helper) is the
      // feature's too: counted as an assignment. The library's own changes of the child
      // (its reducer's) go through `takeValue` and `putValue`.
      assignments &+= 1
      var value = takeValue()
      yield &value
      putValue(value)
    }
  }

  /// What tells a write of the feature's from none: the assignments, and the storage (a
  /// presentation state made anew, `state = State(alert: …)`, has its own).
  @usableFromInline var writeMark: WriteMark {
    WriteMark(assignments: assignments, storage: box.map { ObjectIdentifier($0) })
  }

  /// See ``writeMark``.
  @usableFromInline struct WriteMark: Equatable {
    let assignments: UInt
    let storage: ObjectIdentifier?
  }

  /// Moves the presented child out, leaving nothing presented; with ``putValue(_:)``,
  /// changes the child in place: its own storage (arrays, boxes) is never shared while it
  /// changes, so it is never copied.
  @inlinable
  mutating func takeValue() -> State? {
    guard isKnownUniquelyReferenced(&box), let unique = box else { return box?.value }
    return unique.value.take()
  }

  /// Puts back the child ``takeValue()`` moved out (changed, or `nil` to dismiss it).
  @inlinable
  mutating func putValue(_ value: State?) {
    guard let value else {
      box = nil
      return
    }
    if isKnownUniquelyReferenced(&box), let unique = box {
      unique.value = value
    } else {
      box = Box(value, shape: box?.shape)
    }
  }

  /// The shape of the presented child's type, or `nil` when nothing is presented.
  @inlinable
  var presentedShape: NavigationShape? {
    // A box always holds a child, except while `takeValue` has it out, when nothing else
    // can see this presentation state.
    box?.shape
  }

  /// Whether a child is presented and its `dismiss()` is listened for: the state a child
  /// action leaves a presentation in when it needs no bookkeeping.
  @inlinable
  var isListened: Bool { box != nil && isPresented }

  /// The identity and ephemerality of the presented child, whose type has `shape` (from
  /// ``presentedShape``); a plain child's are known without looking at it.
  @inlinable
  func navigationFacts(shape: NavigationShape?) -> NavigationFacts {
    guard let shape else { return NavigationFacts(identity: .same, isEphemeral: false) }
    if shape.kind == .plain {
      return NavigationFacts(identity: .same, isEphemeral: shape.isEphemeral)
    }
    return lookedUpFacts(shape: shape)
  }

  /// The facts of an `Identifiable` or enum child, which take a look at it.
  @usableFromInline
  func lookedUpFacts(shape: NavigationShape) -> NavigationFacts {
    guard let value = box?.value else {
      return NavigationFacts(identity: .same, isEphemeral: false)
    }
    return shape.facts(of: value)
  }

  /// The presentation state itself, as `$destination`: what `ifLet` is given.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// The presented child's state when it is in the case `casePath`, or `nil`.
  ///
  /// In a test, asserts the change of one case of an enum destination:
  /// `$0.$destination[case: /Destination.State.edit]?.title = "New"`. Setting a case the
  /// value is not in is reported, and changes nothing.
  ///
  /// - Parameters:
  ///   - casePath: The destination's case.
  ///   - fileID: The caller's file ID, where a misuse is reported (the default).
  ///   - filePath: The caller's file path (the default).
  ///   - line: The caller's line (the default).
  ///   - column: The caller's column (the default).
  public subscript<Case>(
    case casePath: AnyCasePath<State, Case>,
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Case? {
    get { wrappedValue.flatMap(casePath.extract(from:)) }
    set {
      guard let current = wrappedValue, casePath.extract(from: current) != nil else {
        runtimeWarn(
          """
          Can't set the case \(Case.self) of a presentation state \
          that is \(wrappedValue.map { "in another case: \(describe($0))" } ?? "nil").
          """, fileID: fileID.rawValue, filePath: filePath.rawValue, line: line, column: column)
        return
      }
      guard let newValue else {
        wrappedValue = nil
        return
      }
      wrappedValue = casePath.embed(newValue)
    }
  }

  /// The presented child's state when it is in the case `keyPath` names, or `nil`:
  /// `$0.$destination[case: \.edit]?.title = "New"`.
  ///
  /// - Parameters:
  ///   - keyPath: The destination's case.
  ///   - fileID: The caller's file ID, where a misuse is reported (the default).
  ///   - filePath: The caller's file path (the default).
  ///   - line: The caller's line (the default).
  ///   - column: The caller's column (the default).
  public subscript<Case>(
    case keyPath: CaseKeyPath<State, Case>,
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Case? where State: CasePathable {
    get { self[case: State.allCasePaths[keyPath: keyPath]] }
    set {
      self[
        case: State.allCasePaths[keyPath: keyPath], fileID: fileID, filePath: filePath,
        line: line, column: column] = newValue
    }
  }

  // NB: `@unchecked Sendable` below: `value` is only written by `wrappedValue`'s setter and
  // `_modify`, `takeValue` and `putValue`, each after checking that the box is uniquely
  // referenced (and making a new box otherwise), so a box reachable from two
  // `PresentationState` values, possibly on two threads, is never written, only read: the
  // standard library's copy-on-write discipline. `PresentationStateTests` checks that a copy
  // never sees a change made to the original. `shape` never changes.
  /// The presented child, shared by copies until one of them changes it.
  @usableFromInline
  final class Box: @unchecked Sendable {
    /// The child; `nil` only while `takeValue` has it out.
    // NB: `@exclusivity(unchecked)`: the run-time exclusivity check costs more than the rest
    // of a child action's bookkeeping, and it can't fire: `value` is private to
    // `PresentationState`, whose accessors each read or write it once, without calling out
    // while an access is open (`_modify` yields a moved-out copy, not `value` itself). The
    // static exclusivity checks of `PresentationState`'s own `inout` accesses still apply.
    // Tested by CI's run with `-DCOMPOSABLE_CHECKED_EXCLUSIVITY` (see `RootCore`).
    #if COMPOSABLE_CHECKED_EXCLUSIVITY
      @usableFromInline var value: State?
    #else
      @exclusivity(unchecked) @usableFromInline var value: State?
    #endif
    /// The shape of `State`, known from the first child.
    @usableFromInline let shape: NavigationShape

    @usableFromInline
    init(_ value: State, shape: NavigationShape?) {
      self.value = value
      self.shape = shape ?? NavigationShape.of(value)
    }
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Equal when the presented states are equal (or both absent).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented state.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  /// Decodes the presented state, or `nil`.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try decoder.singleValueContainer().decode(State?.self))
  }
}

extension PresentationState: Encodable where State: Encodable {
  /// Encodes the presented state, or `nil`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

extension PresentationState: CustomReflectable {
  /// The presented state's mirror, so dumps and test diffs show the child, not the box.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}

/// The actions of a presented child feature: its own, or a request to dismiss it.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// ```
public enum PresentationAction<Action> {
  /// Dismisses the child: the parent sees it first, then the child state becomes `nil`.
  case dismiss
  /// An action of the presented child.
  indirect case presented(Action)
}

extension PresentationAction {
  /// The child's action, or `nil` for `.dismiss`.
  @inlinable
  var presentedAction: Action? {
    if case let .presented(action) = self { action } else { nil }
  }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension PresentationAction: CasePathable {
  /// The case paths of `PresentationAction`: `\.dismiss` and `\.presented`.
  public struct AllCasePaths: Sendable {
    /// The path to `.dismiss`.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: { if case .dismiss = $0 { () } else { nil } })
    }
    /// The path to `.presented`.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: { if case let .presented(action) = $0 { action } else { nil } })
    }
  }

  /// The case paths of `PresentationAction`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationState: _WrapsStateField {
  package var _wrappedFieldValue: Any { wrappedValue as Any }
}

extension PresentationAction: Encodable where Action: Encodable {}
extension PresentationAction: Decodable where Action: Decodable {}

extension AnyCasePath {
  /// A case path through a presentation action into one case of the presented feature's
  /// actions, keeping `.dismiss`: `\.destination.edit` names the presentation actions of
  /// the `edit` destination, as in TCA 1.7+.
  ///
  /// ```swift
  /// .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { … }
  /// ```
  ///
  /// It embeds `.presented(a)` as `.presented(.edit(a))` and `.dismiss` as `.dismiss`; it
  /// extracts a dismissal and the presented actions of that case.
  ///
  /// - Parameter keyPath: The case of the presented feature's action.
  @_disfavoredOverload
  @inlinable
  public subscript<Child: CasePathable, AppendedValue>(
    dynamicMember keyPath: CaseKeyPath<Child, AppendedValue>
  ) -> AnyCasePath<Root, PresentationAction<AppendedValue>>
  where Value == PresentationAction<Child> {
    appending(path: PresentationAction<Child>.presenting(Child.allCasePaths[keyPath: keyPath]))
  }

  /// A case path through a presentation action's `.presented` into one case of the presented
  /// feature's actions, as TCA's tests write them: `send(\.alert.confirmSave)`,
  /// `receive(\.destination.alert.confirmDeletion)` (a `.dismiss` is not in it). Where the
  /// context asks for presentation actions (a scope), the subscript above is used instead.
  ///
  /// - Parameter keyPath: The case of the presented feature's action.
  @inlinable
  public subscript<Child: CasePathable, AppendedValue>(
    dynamicMember keyPath: CaseKeyPath<Child, AppendedValue>
  ) -> AnyCasePath<Root, AppendedValue>
  where Value == PresentationAction<Child> {
    appending(path: PresentationAction<Child>.allCasePaths.presented)
      .appending(path: Child.allCasePaths[keyPath: keyPath])
  }
}

extension PresentationAction {
  /// The presentation actions of the case `child` of `Action`: `.dismiss` as itself, and
  /// `.presented` through `child`.
  @usableFromInline
  static func presenting<Case>(
    _ child: AnyCasePath<Action, Case>
  ) -> AnyCasePath<PresentationAction, PresentationAction<Case>> {
    let embedChild = child._embed
    let extractChild = child._extract
    return AnyCasePath(
      embed: { action in
        switch action {
        case .dismiss: .dismiss
        case let .presented(value): .presented(embedChild(value))
        }
      },
      extract: { action in
        switch action {
        case .dismiss: .dismiss
        case let .presented(value): extractChild(value).map { .presented($0) }
        }
      })
  }
}

/// TCA 1.8+'s name for ``PresentationState``, used without its macro:
/// `@Presents var destination: Destination.State?`.
public typealias Presents<State> = PresentationState<State>

/// TCA's name for the presentation actions of a feature: `PresentationActionOf<Destination>`.
public typealias PresentationActionOf<R: Reducer> = PresentationAction<R.Action>
