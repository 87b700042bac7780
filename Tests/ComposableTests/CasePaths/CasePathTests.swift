import Testing

@testable import Composable

@Suite struct CasePathTests {
  enum Action: Equatable, Sendable {
    case tapped
    case other
    case child(Int)
    case sibling(Int)
    case row(id: Int, action: String)
    case labeled(value: String)
    case nested(Inner)
  }
  enum Inner: Equatable, Sendable { case a, b(Int) }
  indirect enum Tree: Equatable, Sendable {
    case leaf(Int)
    case node(Tree, Tree)
  }

  @Test func noPayloadCase() {
    let path = /Action.tapped
    #expect(path.extract(from: .tapped) != nil)
    #expect(path.extract(from: .other) == nil)
    #expect(path.extract(from: .child(1)) == nil)
    #expect(path.embed(()) == .tapped)
  }

  @Test func onePayloadCase() {
    let path = /Action.child
    #expect(path.extract(from: .child(42)) == 42)
    #expect(path.extract(from: .tapped) == nil)
    #expect(path.embed(7) == .child(7))
  }

  @Test func samePayloadTypeIsNeverConfused() {
    let child = /Action.child
    let sibling = /Action.sibling
    // Ask in both orders, so whichever case is seen first teaches the path.
    #expect(sibling.extract(from: .child(1)) == nil)
    #expect(sibling.extract(from: .sibling(2)) == 2)
    #expect(child.extract(from: .sibling(2)) == nil)
    #expect(child.extract(from: .child(1)) == 1)
    for _ in 0..<3 {
      #expect(child.extract(from: .sibling(3)) == nil)
      #expect(sibling.extract(from: .child(3)) == nil)
    }
  }

  @Test func twoPayloadCase() {
    let path = /Action.row(id:action:)
    let extracted = path.extract(from: .row(id: 3, action: "tap"))
    #expect(extracted?.0 == 3)
    #expect(extracted?.1 == "tap")
    #expect(path.extract(from: .child(3)) == nil)
    #expect(path.embed((4, "x")) == .row(id: 4, action: "x"))
  }

  @Test func labeledSinglePayload() {
    let path = /Action.labeled(value:)
    #expect(path.extract(from: .labeled(value: "v")) == "v")
    #expect(path.extract(from: .child(1)) == nil)
  }

  @Test func nestedEnumsAndAppending() {
    let path = (/Action.nested).appending(path: /Inner.b)
    #expect(path.extract(from: .nested(.b(5))) == 5)
    #expect(path.extract(from: .nested(.a)) == nil)
    #expect(path.embed(6) == .nested(.b(6)))
  }

  @Test func indirectCases() {
    let node = /Tree.node
    let leaf = /Tree.leaf
    let extracted = node.extract(from: .node(.leaf(1), .leaf(2)))
    #expect(extracted?.0 == .leaf(1))
    #expect(extracted?.1 == .leaf(2))
    #expect(node.extract(from: .leaf(1)) == nil)
    #expect(leaf.extract(from: .leaf(9)) == 9)
  }

  @Test func optionalSome() {
    let path = /Optional<Int>.some
    #expect(path.extract(from: 3) == 3)
    #expect(path.extract(from: nil) == nil)
  }

  @Test func payloadsWithReferencesSurviveRepeatedExtraction() {
    final class Box: Sendable { let value: String; init(_ value: String) { self.value = value } }
    enum Holder: Sendable { case box(Box), other(Box) }
    let path = /Holder.box
    let holder = Holder.box(Box("kept"))
    for _ in 0..<1000 {
      #expect(path.extract(from: holder)?.value == "kept")
      #expect(path.extract(from: .other(Box("x"))) == nil)
    }
  }

  @Test func manualCasePath() throws {
    let path = AnyCasePath<Action, Int>(
      embed: { .child($0) },
      extract: { if case let .child(n) = $0 { n } else { nil } })
    var action = Action.child(1)
    try path.modify(&action) { $0 += 1 }
    #expect(action == .child(2))
  }
}
