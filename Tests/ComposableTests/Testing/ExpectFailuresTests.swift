import Testing

@testable import ComposableTesting

/// `expectFailures` and `failureMessages` take the library's failures out of the test
/// output; these pin that they still fail a test that records none, or another one.
@MainActor
@Suite struct ExpectFailuresTests {
  @Test func noFailureFailsTheTest() async {
    await withKnownIssue {
      await expectFailures {
        await Task.yield()
      } matching: { _ in
        true
      }
    } matching: { issue in
      issue.description.contains("Expected a failure, none was recorded")
    }
  }

  @Test func anotherFailureFailsTheTest() {
    withKnownIssue {
      expectFailures {
        TestFailure.record(
          "Something else", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
      } matching: {
        $0.description.contains("The one expected")
      }
    } matching: { issue in
      issue.description.contains("A failure that was not expected: Something else")
    }
  }

  @Test func failuresAreCollectedNotRecorded() async {
    let messages = await failureMessages {
      TestFailure.record("One", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
      TestFailure.record("Two", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    }
    #expect(messages == ["One", "Two"])
  }

  /// A failure recorded after the block, by a task started in it, is the test's (from a
  /// review: it went into a collector nobody read any more).
  @Test func aLateFailureReachesTheTest() async {
    let started = Signal()
    let release = Signal()
    let late = LockIsolated<Task<Void, Never>?>(nil)
    await withKnownIssue {
      let messages = await failureMessages {
        TestFailure.record(
          "In time", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        late.withLock {
          $0 = Task {
            started.fire()
            await release.wait()
            TestFailure.record(
              "Late", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
          }
        }
        await started.wait()
      }
      #expect(messages == ["In time"])
      release.fire()
      await late.current?.value
    } matching: { issue in
      issue.description.contains("Late")
    }
  }
}
