/// What TCA 1.25's enum scopes read and write, without SwiftUI: `$store.scope(state:
/// \.$destination, action: \.destination)` is a binding to the destination's store (an enum
/// of features, `@Reducer enum Destination`), and `.edit` or `.alert` after it a binding to
/// the store of that case, through this subscript:
///
/// ```swift
/// .sheet(item: $store.scope(state: \.$destination, action: \.destination).edit) { store in
///   SyncUpFormView(store: store)
/// }
/// .alert($store.scope(state: \.$destination, action: \.destination).alert)
/// ```
extension Optional: _OptionalCaseScopeStore where Wrapped: _CaseScopeStore {
  /// The enum of the features' stores of the wrapped store.
  public typealias _CaseScope = Wrapped._CaseScope

  /// The store (or values) of the case `keyPath` names, when this destination's store is in
  /// that case, else `nil`: what `store.case` holds for it. Setting `nil` while the case the
  /// binding showed is still presented dismisses the destination (this optional is set to
  /// `nil`, which the destination's binding sends as `.dismiss`); a late `nil` for a case
  /// already replaced (an alert whose button showed another) changes nothing.
  ///
  /// Made by the `dynamicMember` subscript of a binding to an optional store; not meant to be
  /// called by hand.
  ///
  /// - Parameters:
  ///   - keyPath: The case, among the destination's `CaseScope` case paths (`\.edit`).
  ///   - shown: The case's store when the binding was made.
  @MainActor
  public subscript<Case>(
    _caseScope keyPath: KeyPath<
      Wrapped._CaseScope.AllCasePaths, AnyCasePath<Wrapped._CaseScope, Case>
    >,
    shown shown: ShownCase
  ) -> Case? {
    get {
      self.flatMap { Wrapped._CaseScope.allCasePaths[keyPath: keyPath].extract(from: $0._case) }
    }
    set {
      guard newValue == nil, let current = self[_caseScope: keyPath, shown: shown],
        ShownCase(current) == shown
      else { return }
      self = nil
    }
  }
}

/// An optional store of an enum of features (what a destination's binding holds): what an
/// enum scope's `.edit` reads a case of. Not meant to be conformed to by hand.
public protocol _OptionalCaseScopeStore {
  /// The enum of the features' stores.
  associatedtype _CaseScope: CasePathable
  /// The store (or values) of the case `keyPath` names; see `Optional`'s.
  ///
  /// - Parameters:
  ///   - keyPath: The case.
  ///   - shown: The case's store when the binding was made.
  @MainActor
  subscript<Case>(
    _caseScope keyPath: KeyPath<_CaseScope.AllCasePaths, AnyCasePath<_CaseScope, Case>>,
    shown shown: ShownCase
  ) -> Case? { get set }
}

/// A store of an enum of features whose `CaseScope` has case paths (what `@Reducer enum` and
/// `generate-case-paths` write): what an enum scope's `.edit` reads. Not meant to be
/// conformed to by hand.
public protocol _CaseScopeStore {
  /// The enum of the features' stores, `store.case`'s type.
  associatedtype _CaseScope: CasePathable
  /// `store.case`.
  @MainActor var _case: _CaseScope { get }
}

extension Store: _CaseScopeStore
where
  State: CaseReducerState, State.StateReducer.Action == Action,
  State.StateReducer.CaseScope: CasePathable
{
  /// `store.case`.
  public var _case: State.StateReducer.CaseScope { self.case }
}

/// The case a binding made by an enum scope showed when it was made: the case's store, or,
/// for a case that holds values, only that the case was there. Equal when both showed the
/// same store (or values of a case, or nothing).
public struct ShownCase: Hashable, Sendable {
  // NB: The store itself, not only its identity: the case's store lives while a binding
  // that showed it does (as SwiftUI's sheet holds it), so its identity is never reused.
  let store: (any ScopedStore)?
  let isPresent: Bool

  /// What `value`, a case's store or values (or `nil`), shows.
  ///
  /// - Parameter value: The case's store or values, or `nil`.
  public init<Case>(_ value: Case?) {
    self.isPresent = value != nil
    self.store = value.flatMap { $0 as? any ScopedStore }
  }

  /// Whether both showed the same store (or values of a case, or nothing).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.isPresent == rhs.isPresent
      && lhs.store.map(ObjectIdentifier.init)
        == rhs.store.map(ObjectIdentifier.init)
  }

  /// Hashes what was shown.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(isPresent)
    hasher.combine(store.map(ObjectIdentifier.init))
  }
}

/// A store, as a case of an enum scope holds it (see ``ShownCase``).
protocol ScopedStore: AnyObject, Sendable {}

extension Store: ScopedStore {}
