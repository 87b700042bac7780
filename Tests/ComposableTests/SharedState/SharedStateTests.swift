import ComposableTesting
import Foundation
import Observation
import Testing

@testable import Composable

@MainActor
@Suite struct SharedStateTests {
  @Test func holdersOfOneKeyShareOneValue() {
    @Shared(.inMemory("count")) var first = 0
    @Shared(.inMemory("count")) var second = 5
    #expect(second == 0)
    $first.withLock { $0 += 1 }
    #expect(second == 1)
    second = 7
    #expect(first == 7)
  }

  @Test func twoFeaturesInOneStoreSeeAChangeInTheSameSend() {
    let store = kindStore(initialState: SharedPair.State()) { SharedPair() }
    store.send(.left(.increment))
    #expect(store.withState(\.right.count) == 1)
    store.send(.right(.look))
    #expect(store.withState(\.right.seen) == 1)
    #expect(store.withState(\.count) == 1)
  }

  @Test func twoStoresSeeAChangeAndTheOtherStoresViewIsTold() {
    let first = Store(initialState: SharedCounter.State()) { SharedCounter() }
    let second = Store(initialState: SharedCounter.State()) { SharedCounter() }
    let told = LockIsolated(0)
    withObservationTracking {
      _ = second.count
    } onChange: {
      told.withLock { $0 += 1 }
    }
    first.send(.increment)
    #expect(second.withState(\.count) == 1)
    #expect(told.value == 1)
  }

  @Test func aSubscriberHearsOfASharedChange() {
    let store = Store(initialState: SharedCounter.State()) { SharedCounter() }
    var seen: [Int] = []
    let subscription = store.subscribe { seen.append($0.count) }
    store.send(.increment)
    store.send(.increment)
    #expect(seen == [1, 2])
    subscription.cancel()
  }

  @Test func aViewReadingAnotherValueIsNotTold() {
    @Shared(.inMemory("a")) var a = 0
    @Shared(.inMemory("b")) var b = 0
    let told = LockIsolated(0)
    withObservationTracking {
      _ = a
    } onChange: {
      told.withLock { $0 += 1 }
    }
    $b.withLock { $0 += 1 }
    #expect(told.value == 0)
    $a.withLock { $0 += 1 }
    #expect(told.value == 1)
  }

  struct Settings: Equatable, Sendable {
    var volume = 0.5
    var name: String?
  }

  @Test func aPartOfASharedValueIsSharedWithIt() {
    let settings = Shared(value: Settings())
    let volume = settings.volume
    volume.withLock { $0 = 0.9 }
    #expect(settings.wrappedValue.volume == 0.9)
    settings.withLock { $0.volume = 0.1 }
    #expect(volume.wrappedValue == 0.1)
  }

  @Test func anUnwrappedOptionalKeepsItsLastValueAndReportsDroppedChanges() {
    let settings = Shared(value: Settings(name: "Blob"))
    #expect(Shared(settings.name.self) != nil)
    guard let name = Shared(settings.name) else { return }
    name.withLock { $0 += " Jr." }
    #expect(settings.wrappedValue.name == "Blob Jr.")
    settings.withLock { $0.name = nil }
    #expect(name.wrappedValue == "Blob Jr.")
    let (_, messages) = diagnostics { name.withLock { $0 = "Lost" } }
    #expect(settings.wrappedValue.name == nil)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("was dropped") == true)
    #expect(Shared(Shared(value: Settings()).name) == nil)
  }

  @Test func aReaderSeesChangesItCannotMake() {
    @Shared(.inMemory("count")) var count = 0
    let reader = $count.reader
    $count.withLock { $0 = 3 }
    #expect(reader.wrappedValue == 3)
    let settings = Shared(value: Settings())
    let volume = SharedReader(settings).volume
    settings.withLock { $0.volume = 1 }
    #expect(volume.wrappedValue == 1)
    @SharedReader(.inMemory("count")) var keyed = 0
    #expect(keyed == 3)
  }

  @Test func codeInsideWithLockMayReadTheValue() {
    @Shared(.inMemory("count")) var count = 1
    $count.withLock { $0 = count + 1 }
    #expect(count == 2)
  }

  @Test func manyThreadsChangingOneKeyLoseNothing() async {
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          @Shared(.inMemory("threads")) var count = 0
          for _ in 0..<2_000 { $count.withLock { $0 += 1 } }
        }
      }
    }
    @Shared(.inMemory("threads")) var count = 0
    #expect(count == 16_000)
  }
}

/// Two tests that change the same key, run in parallel: each sees only its own storage
/// (swift-sharing's bug: shared changes bled between tests).
@Suite struct SharedStoragePerTestTests {
  @Test func firstTestSeesItsOwnValue() async {
    @Shared(.inMemory("per-test")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 += 1 }
    await Task.yield()
    #expect(value == 1)
  }

  @Test func secondTestSeesItsOwnValue() async {
    @Shared(.inMemory("per-test")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 += 1 }
    await Task.yield()
    #expect(value == 1)
  }
}

@MainActor
@Suite struct SharedMisuseTests {
  @Test func aChangeInsideItsOwnWithLockIsReported() {
    let count = Shared(value: 0)
    let (_, messages) = diagnostics {
      count.withLock { value in
        count.withLock { $0 += 10 }
        value += 1
      }
    }
    #expect(count.wrappedValue == 1)
    #expect(
      messages == [
        """
        Shared(value:) was changed inside its own "withLock": the outer "withLock" overwrites \
        the change when it ends. Make the change through the outer closure's argument.
        """
      ])
  }

  @Test func oneKeyHeldWithTwoTypesIsReported() {
    @Shared(.inMemory("two-types")) var number = 0
    let (_, messages) = diagnostics {
      @Shared(.inMemory("two-types")) var text = ""
      _ = text
    }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix(".inMemory(\"two-types\") is held with a value") == true)
    _ = number
  }
}
