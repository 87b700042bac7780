import ComposableAtomics
import Foundation
import Observation

/// What every holder of one shared value refers to, whatever its value's type: its identity
/// for tests, its description for messages, and its value type-erased.
package protocol AnySharedReference: AnyObject, Sendable {
  /// How the value was declared, for messages: `.inMemory("count")`, `Shared(value:)`.
  var keyDescription: String { get }
  /// The current value (never a test's snapshot of it).
  var currentValue: any Sendable { get }
  /// Whether two values of this reference are equal: `==` when the value is `Equatable`,
  /// else their dumps.
  func valuesEqual(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool
  /// The error met when the value was last loaded, or `nil`.
  var loadError: (any Error)? { get }
  /// The error met when the value was last saved, or `nil`.
  var saveError: (any Error)? { get }
  /// Loads the stored value again; throws the error met.
  func reload() throws
  /// Saves the value now; throws the error met.
  func saveNow() throws
  /// The value with the stamp of its last change (``SharedChanges``; 0: it never changed),
  /// read together.
  var stampedValue: (stamp: UInt64, value: any Sendable) { get }
}

/// The observation of one shared value: a non-generic `Observable` (its key path is a
/// constant), notified on every change, from whichever holder or thread it comes.
final class SharedMark: Observable, Sendable {
  let registrar = ObservationRegistrar()
  /// What observers observe (a key path to name, never read).
  var version: Int { 0 }

  func access() {
    registrar.access(self, keyPath: \.version)
    // NB: Tells a closure scope deriving its state on this thread that it read a shared
    // value (``ScopedCore/state``).
    composable_shared_reads_increment()
  }

  /// Tells the observers of a change already stored, so that one who reads the value again
  /// from its `onChange` reads the new value (as a store's observers do). During a store's
  /// reduction on this thread (a main-actor `Store`'s or a ``StoreActor``'s), the observers are
  /// told when the reduction ends instead: one who reads the store from its `onChange` would
  /// read it while the store is reducing.
  func changed() {
    if MainActorReduction.isReducingOnCurrentThread || MainActorReduction.isReducingOnAnActor {
      SharedChangeNotifications.defer(self)
    } else {
      notify()
    }
  }

  func notify() {
    registrar.willSet(self, keyPath: \.version)
    registrar.didSet(self, keyPath: \.version)
    SharedChanges.tellFollowers()
  }
}

/// Shared values changed during a store's reduction, whose observers are told when it ends
/// (``SharedMark/changed()``).
@usableFromInline
package enum SharedChangeNotifications {
  /// The marks deferred by each thread's reduction, with the thread that deferred them: each
  /// reduction tells only its own, when it ends, while another thread may still be reducing.
  private static let pending = LockIsolated<[(thread: UInt, mark: SharedMark)]>([])
  // NB: Whether this thread deferred a mark, read after every reduction: a thread-local word
  // of ComposableAtomics, so that the common case reads a flag and takes no lock.

  fileprivate static func `defer`(_ mark: SharedMark) {
    let thread = MainActorReduction.currentThread
    pending.withLock { marks in
      if !marks.contains(where: { $0.thread == thread && $0.mark === mark }) {
        marks.append((thread, mark))
      }
    }
    composable_shared_changes_pending_store(true)
  }

  /// After a reduction: tells the observers of the shared values it changed.
  @inlinable
  package static func flush() {
    if needsFlush { flushPending() }
  }

  @usableFromInline
  static var needsFlush: Bool { composable_shared_changes_pending_load() }

  @usableFromInline
  static func flushPending() {
    let thread = MainActorReduction.currentThread
    let marks = pending.withLock { marks in
      let own = marks.filter { $0.thread == thread }.map(\.mark)
      marks.removeAll { $0.thread == thread }
      return own
    }
    composable_shared_changes_pending_store(false)
    for mark in marks { mark.notify() }
  }
}

/// How a reference loads and saves: its key's behaviour, type-erased.
struct SharedPersistence<Value: Sendable>: Sendable {
  typealias OnWritten = @Sendable ((any Error)?) -> Void
  let load: @Sendable (LoadContext<Value>) throws -> Value?
  /// Saves; calls its last argument when the value is written (at once, or later for a key
  /// that batches writes), with the error met, or `nil`.
  let save: (@Sendable (Value, SaveContext, @escaping OnWritten) throws -> Void)?
  let subscribe: @Sendable (LoadContext<Value>, SharedSubscriber<Value>) -> SharedSubscription
  /// Runs when the last holder goes: writes what is pending (``FileStorageKey``).
  let flush: (@Sendable () -> Void)?

  init<Key: SharedReaderKey<Value>>(_ key: Key) {
    load = { try key.load(context: $0) }
    subscribe = { key.subscribe(context: $0, subscriber: $1) }
    if let batching = key as? any BatchingSharedKey<Value> {
      save = { try batching.save($0, context: $1, onWritten: $2) }
    } else if let writable = key as? any SharedKey<Value> {
      save = { value, context, onWritten in
        try writable.save(value, context: context)
        onWritten(nil)
      }
    } else {
      save = nil
    }
    flush = (key as? any FlushableSharedKey)?.flushPendingSave
  }
}

/// A key whose storage keeps its values alive (``InMemoryKey``).
protocol SharedReferenceKeeper {
  /// Keeps `reference` alive for as long as the key's storage lives.
  func keep(_ reference: any AnySharedReference)
}

/// A key whose saves may wait, flushed when the last holder of its value goes.
protocol FlushableSharedKey: Sendable {
  /// Writes what is pending, now.
  func flushPendingSave()
}

/// A key that batches its saves.
protocol BatchingSharedKey<Value>: SharedKey, FlushableSharedKey {
  /// Saves, calling `onWritten` when the value is written, with the error met or `nil`.
  func save(
    _ value: Value, context: SaveContext, onWritten: @escaping @Sendable ((any Error)?) -> Void
  ) throws
}

/// The one value that every holder of a key (or of a `Shared(value:)` and what was derived
/// from it) reads and changes.
final class SharedReference<Value: Sendable>: AnySharedReference {
  struct Storage {
    var value: Value
    var loadError: (any Error)?
    var saveError: (any Error)?
    /// The stamp of the value's last change (``SharedChanges``), 0 if it never changed.
    var changedAt: UInt64 = 0
  }

  /// The value and errors; each access is brief and runs no other code (nested accesses of
  /// one `LockIsolated` would overlap).
  let storage: LockIsolated<Storage>
  /// Held across a change, which runs the user's code: changes from several threads happen
  /// one after the other. Recursive: code in a change may read or change the value.
  private let changing = NSRecursiveLock()
  /// How many changes are running on the thread that holds ``changing`` (more than one: a
  /// change made inside another, which the outer one overwrites when it ends).
  private let changeDepth = LockIsolated(0)
  let mark = SharedMark()
  let keyDescription: String
  /// The value a holder was created with, kept for a key only: what the key's removal
  /// restores. A `Shared(value:)` never loads, and keeping its first value would keep alive
  /// what that held (a shared value it no longer holds, an object).
  private let keptInitialValue: Value?
  /// The value a holder was created with (for a `Shared(value:)`, which has no key, the
  /// current value).
  var initialValue: Value { keptInitialValue ?? storage.withLock { $0.value } }
  let persistence: SharedPersistence<Value>?
  private let subscription = LockIsolated<SharedSubscription?>(nil)

  init(
    value: Value, keyDescription: String, persistence: SharedPersistence<Value>? = nil
  ) {
    self.storage = LockIsolated(Storage(value: value))
    self.keyDescription = keyDescription
    self.keptInitialValue = persistence == nil ? nil : value
    self.persistence = persistence
    SharedValuesInUse.note()
  }

  deinit {
    subscription.withLock { $0 }?.cancel()
    persistence?.flush?()
    // NB: Its registry entry is left to the next sweep: a `deinit` can run inside any
    // access that releases a reference, including one of the registry's own.
  }

  var currentValue: any Sendable { storage.withLock { $0.value } }
  var loadError: (any Error)? {
    // NB: A read of the shared value's state, as far as a closure scope can tell.
    composable_shared_reads_increment()
    return storage.withLock { $0.loadError }
  }
  var saveError: (any Error)? {
    composable_shared_reads_increment()
    return storage.withLock { $0.saveError }
  }

  func reload() throws {
    load(context: .userInitiated)
    if let error = loadError { throw error }
  }

  func saveNow() throws {
    save(storage.withLock { $0.value }, context: .userInitiated)
    if let error = saveError { throw error }
  }

  var stampedValue: (stamp: UInt64, value: any Sendable) {
    storage.withLock { ($0.changedAt, $0.value) }
  }

  func valuesEqual(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool {
    guard let lhs = lhs as? Value, let rhs = rhs as? Value else { return false }
    if let equal = dynamicValuesEqual(lhs, rhs) { return equal }
    // NB: By structure, as a test store compares a state that is not `Equatable` (a dump
    // would hide a change of type, or of a case whose description is customized). A part
    // with nothing to compare is reported by the comparison of the state that holds it.
    return compareStructurally(lhs, rhs, root: "").isEqual
  }

  // MARK: - Reading and writing

  /// The value, as the current test assertion sees it (see ``SharedOverlay``), or live.
  func read() -> Value {
    mark.access()
    if let overlaid = SharedOverlay.overlaidValue(of: self) as? Value { return overlaid }
    return storage.withLock { $0.value }
  }

  /// Changes the value with exclusive access, notifies its observers, and saves it.
  ///
  /// `body` works on a copy written back when it returns, so code inside it may read this
  /// shared value again (the lock is recursive) without overlapping the change.
  func modify<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    // NB: `body` reads the value (`$count.withLock { $0 }`): observation, and a closure scope
    // deriving its state, see it read.
    mark.access()
    if let overlay = SharedOverlay.writableOverlay {
      return try overlay.modify(self, body)
    }
    let owner = SharedChangeTracking.effectOwner
    // NB: Told after the value is stored (and after the lock is released: deferred in
    // reverse order), so an observer that reads it again reads the new value.
    defer { mark.changed() }
    changing.lock()
    defer { changing.unlock() }
    let isNested = changeDepth.withLock { depth -> Bool in
      depth += 1
      return depth > 1
    }
    defer { changeDepth.withLock { $0 -= 1 } }
    if isNested {
      runtimeWarn(
        """
        \(keyDescription) was changed inside its own "withLock": the outer "withLock" \
        overwrites the change when it ends. Make the change through the outer closure's \
        argument.
        """)
    }
    let old = storage.withLock { $0.value }
    var value = old
    let result = try body(&value)
    storage.withLock {
      $0.value = value
      $0.changedAt = SharedChanges.stamp()
    }
    if let owner { owner.noteChange(of: self, from: old) }
    // NB: An equal value is no change to write ("nothing is written until the value
    // changes"; a corrupt file is left as it is): compared only for a key that saves.
    if persistence?.save != nil, dynamicValuesEqual(old, value) != true {
      save(value, context: .didSet)
    }
    return result
  }

  /// Saves `value` through the key, keeping the error (and reporting it) on failure.
  func save(_ value: Value, context: SaveContext) {
    guard let save = persistence?.save else { return }
    let description = keyDescription
    // NB: Weak: a batched write may end after the last holder is gone (it is flushed
    // then); its error is still reported.
    let onWritten: @Sendable ((any Error)?) -> Void = { [weak self] error in
      self?.storage.withLock { $0.saveError = error }
      if let error { runtimeWarn("Could not save \(description): \(error)") }
    }
    do {
      try save(value, context, onWritten)
    } catch {
      onWritten(error)
    }
  }

  /// Replaces the value with one the key heard of from elsewhere (no save: it is stored).
  func receive(_ result: Result<Value?, any Error>) {
    switch result {
    case let .success(value):
      let new = value ?? initialValue
      // NB: A key hears of its own saves too (user defaults post every change): an equal
      // value is no change for observers.
      if dynamicValuesEqual(storage.withLock({ $0.value }), new) == true {
        storage.withLock { $0.loadError = nil }
        return
      }
      storage.withLock {
        $0.value = new
        $0.loadError = nil
        $0.changedAt = SharedChanges.stamp()
      }
      mark.changed()
    case let .failure(error):
      storage.withLock { $0.loadError = error }
      runtimeWarn("Could not load \(keyDescription): \(error)")
    }
  }

  /// Loads the stored value (the first time, with `context` carrying the default).
  func load(context: LoadContext<Value>) {
    guard let persistence else { return }
    do {
      if let loaded = try persistence.load(context) {
        storage.withLock {
          $0.value = loaded
          $0.loadError = nil
          $0.changedAt = SharedChanges.stamp()
        }
        mark.changed()
      } else {
        storage.withLock { $0.loadError = nil }
      }
    } catch {
      storage.withLock { $0.loadError = error }
      runtimeWarn(
        "Could not load \(keyDescription): \(error). Keeping \(describe(initialValue)).")
    }
  }

  /// Starts hearing of changes made elsewhere.
  func subscribe() {
    guard let persistence else { return }
    let made = persistence.subscribe(
      .initialValue(initialValue),
      SharedSubscriber { [weak self] in self?.receive($0) })
    subscription.withLock { $0 = made }
  }
}

/// `==` of two values of a type known only at run time, when it is `Equatable`.
func dynamicValuesEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
  guard let lhs = lhs as? any Equatable else { return nil }
  return lhs.isEqual(to: rhs)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

// MARK: - The registry

/// Where a keyed reference is found by a later holder of the same key.
struct SharedRegistryKey: Hashable, Sendable {
  let id: AnyHashableSendable
  let valueType: ObjectIdentifier
}

/// The references of keyed shared values, held weakly: every holder of a key gets the same
/// one while any holder lives (an in-memory key's storage holds its references strongly).
enum SharedRegistry {
  private struct Weak: @unchecked Sendable {
    // NB: `@unchecked Sendable`: a weak reference to a `Sendable` object (every
    // `AnySharedReference` is); only read and written under the registry's lock.
    weak var reference: (any AnySharedReference)?
  }
  private static let references = LockIsolated<[SharedRegistryKey: Weak]>([:])
  /// Held while a reference is made (its key's load runs user code): two threads creating
  /// the first holders of one key at once share one reference. Recursive: a key's load or
  /// default may create holders of other keys.
  private static let making = NSRecursiveLock()
  private static let sweepAt = LockIsolated(64)

  /// The reference for `key`, made (loaded and subscribed) the first time.
  static func reference<Key: SharedReaderKey>(
    for key: Key, default makeDefault: () -> Key.Value, description: String
  ) -> SharedReference<Key.Value> {
    let registryKey = SharedRegistryKey(
      id: AnyHashableSendable(key.id), valueType: ObjectIdentifier(Key.Value.self))
    making.lock()
    defer { making.unlock() }
    // NB: The strong reference leaves the dictionary's access before anything can release
    // it: a release there could run the last holder's `deinit`, which accesses it again.
    let found = references.withLock { $0[registryKey]?.reference }
    if let existing = found as? SharedReference<Key.Value> { return existing }
    let otherTypes = references.withLock { references in
      references.compactMap { entry in
        entry.key.id == registryKey.id && entry.value.reference != nil
          ? entry.key.valueType : nil
      }
    }
    if !otherTypes.isEmpty {
      runtimeWarn(
        """
        \(description) is held with a value of type \(Key.Value.self) and of another type \
        at once: each type has a value of its own, and their saves overwrite each other. Hold \
        it with one type.
        """)
    }
    let initial = makeDefault()
    let reference = SharedReference(
      value: initial, keyDescription: description, persistence: SharedPersistence(key))
    let count = references.withLock { references in
      references[registryKey] = Weak(reference: reference)
      return references.count
    }
    if count >= sweepAt.value { sweep() }
    (key as? any SharedReferenceKeeper)?.keep(reference)
    reference.load(context: .initialValue(initial))
    reference.subscribe()
    return reference
  }

  /// Drops the entries of references that are gone (made rarely: at twice the count left).
  private static func sweep() {
    let left = references.withLock { references in
      references = references.filter { $0.value.reference != nil }
      return references.count
    }
    sweepAt.withLock { $0 = max(64, left * 2) }
  }

}
