import ComposableTesting
import Foundation
import Testing

@testable import Composable

@Suite struct RecordingCodableTests {
  func json(_ value: some Encodable, recording: Bool = false) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    if recording { encoder.userInfo = SharedCodingContext.userInfo() }
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  func decoded<Value: Decodable>(
    _ type: Value.Type, _ json: String, recording: Bool = false
  ) throws -> Value {
    let decoder = JSONDecoder()
    if recording { decoder.userInfo = SharedCodingContext.userInfo() }
    return try decoder.decode(Value.self, from: Data(json.utf8))
  }

  enum AlertAction: Codable, Equatable, Sendable { case delete }

  @Test func alertsAndTextRoundTrip() throws {
    let alert = AlertState<AlertAction> {
      TextState("Delete?").bold() + TextState(" All of it")
    } actions: {
      ButtonState(role: .destructive, action: .send(.delete, animation: .easeIn)) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("It can't be undone.")
    }
    #expect(try decoded(AlertState<AlertAction>.self, json(alert)) == alert)
    // Plain text is a plain string.
    #expect(try json(TextState("Hi")) == #""Hi""#)
    #expect(try decoded(TextState.self, #""Hi""#) == TextState("Hi"))
    let dialog = ConfirmationDialogState<AlertAction>(
      title: TextState("Sure?"), titleVisibility: .visible, message: nil,
      buttons: [ButtonState(action: .delete) { TextState("Yes") }])
    #expect(try decoded(ConfirmationDialogState<AlertAction>.self, json(dialog)) == dialog)
    let actions: [PresentationAction<AlertAction>] = [.dismiss, .presented(.delete)]
    #expect(try decoded([PresentationAction<AlertAction>].self, json(actions)) == actions)
  }

  struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
  }

  struct Friendly: LocalizedError {
    var errorDescription: String? { "Something friendly." }
  }

  @Test func failuresComeBackAsRecordedErrors() throws {
    let failure = TaskResult<Int>.failure(Boom())
    let text = try json(failure)
    let type = "ComposableTests.RecordingCodableTests.Boom"
    // Its localized description as the platform words it (what a user would have seen).
    let localized = Boom().localizedDescription
    #expect(
      text
        == #"{"failure":{"description":"boom","localizedText":"\#(localized)","type":"\#(type)"}}"#)
    let back = try decoded(TaskResult<Int>.self, text)
    #expect(
      back
        == .failure(RecordedError(type: type, description: "boom", localizedText: localized)))
    // Read back and written again, it is the same error.
    #expect(try json(back) == text)
    #expect(try decoded(TaskResult<Int>.self, json(TaskResult<Int>.success(3))) == .success(3))
    // Texts as the reducer saw them: description and localized description.
    let friendly = try decoded(
      TaskResult<Int>.self, json(TaskResult<Int>.failure(Friendly())))
    guard case let .failure(error) = friendly else {
      Issue.record("not a failure")
      return
    }
    #expect(error.localizedDescription == "Something friendly.")
    #expect("\(error)" == "\(Friendly())")
  }

  @Test func stacksKeepTheirIdsAndActionsTheirShape() throws {
    var stack = StackState<Int>([1, 2, 3])
    stack.removeLast()
    stack.append(4)
    #expect(stack.ids == [0, 1, 3])
    let back = try decoded(StackState<Int>.self, json(stack))
    #expect(back == stack)
    var pushed = back
    pushed.append(5)
    // The next id is the one the stack would have given: 4, not a reused 2.
    #expect(pushed.ids == [0, 1, 3, 4])
    #expect(throws: DecodingError.self) {
      try decoded(StackState<Int>.self, #"{"elements":[1,2],"ids":[0,0],"nextID":2}"#)
    }
    #expect(throws: DecodingError.self) {
      try decoded(StackState<Int>.self, #"{"elements":[1],"ids":[5],"nextID":2}"#)
    }
    let actions: [StackAction<Int, AlertAction>] = [
      .element(id: 3, action: .delete), .popFrom(id: 1), .push(id: 4, state: 9),
    ]
    #expect(try decoded([StackAction<Int, AlertAction>].self, json(actions)) == actions)
    let rows: [IdentifiedAction<String, AlertAction>] = [.element(id: "a", action: .delete)]
    #expect(try decoded([IdentifiedAction<String, AlertAction>].self, json(rows)) == rows)
  }

  struct TwoHolders: Codable {
    var first: Shared<[String]>
    var second: Shared<[String]>
    var reader: SharedReader<[String]>
    var other: Shared<[String]>
  }

  @Test func oneSharedValueStaysOneThroughARecording() throws {
    let list = Shared(value: ["a"])
    let state = TwoHolders(
      first: list, second: list, reader: list.reader, other: Shared(value: ["z"]))
    let text = try json(state, recording: true)
    #expect(
      text
        == #"{"first":{"shared":1,"value":["a"]},"other":{"shared":2,"value":["z"]},"#
        + #""reader":{"shared":1,"value":["a"]},"second":{"shared":1,"value":["a"]}}"#)
    let back = try decoded(TwoHolders.self, text, recording: true)
    back.first.withLock { $0.append("b") }
    #expect(back.second.wrappedValue == ["a", "b"])
    #expect(back.reader.wrappedValue == ["a", "b"])
    #expect(back.other.wrappedValue == ["z"])
    // Outside a recording: plain values, each read back as a value of its own.
    let plain = try json(state)
    #expect(plain == #"{"first":["a"],"other":["z"],"reader":["a"],"second":["a"]}"#)
    let separate = try decoded(TwoHolders.self, plain)
    separate.first.withLock { $0.append("b") }
    #expect(separate.second.wrappedValue == ["a"])
  }
}
