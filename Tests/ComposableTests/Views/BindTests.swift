import Composable
import ComposableTesting
import Testing

// What `View.bind(_:to:)` does on each change (its SwiftUI side, type-checked only, calls
// `_take(from:)` on appearing and on each side's change): the other side takes the value,
// and a side that has it already is not written, so the two settle after one write.

@MainActor @Suite struct BindTests {
  /// A value a view would hold, counting its writes.
  struct Box<Value: Equatable & Sendable>: Sendable {
    let storage: LockIsolated<(value: Value, writes: Int)>
    init(_ value: Value) { storage = LockIsolated((value, 0)) }
    var value: Value { storage.current.value }
    var writes: Int { storage.current.writes }
    var binding: Binding<Value> {
      let storage = storage
      return Binding(
        get: { storage.current.value },
        set: { new in storage.withLock { $0 = (new, $0.writes + 1) } })
    }
  }

  enum Field: Hashable, Sendable { case title, name(Int) }

  @Test func theViewTakesTheModelsValueAndAnEqualValueIsNotWritten() {
    let model = Box<Field?>(.title)
    let view = Box<Field?>(nil)
    // Appearing: the view takes the model's value.
    view.binding._take(from: model.binding)
    #expect(view.value == .title)
    #expect(view.writes == 1)
    // The view's change is seen: the model has it already, so nothing is written back.
    model.binding._take(from: view.binding)
    #expect(model.writes == 0)
    // The user moves the focus: the model takes it, and the view is not written again.
    view.binding.wrappedValue = .name(2)
    model.binding._take(from: view.binding)
    view.binding._take(from: model.binding)
    #expect(model.value == .name(2))
    #expect(model.writes == 1)
    #expect(view.writes == 2)
  }

  @Test func twoBindingsKeepTheirOwnValues() {
    let first = (model: Box(1), view: Box(0))
    let second = (model: Box(2), view: Box(0))
    first.view.binding._take(from: first.model.binding)
    second.view.binding._take(from: second.model.binding)
    #expect(first.view.value == 1)
    #expect(second.view.value == 2)
  }
}
