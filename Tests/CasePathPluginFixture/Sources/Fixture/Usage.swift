import Composable
import Foundation

/// Uses the generated conformance, as a feature does: the target does not build without
/// `Fixture+CasePaths.swift`, which the generator must still be able to write.
let childCase: CaseKeyPath<Feature.Action, Feature.State> = \.child
let openCase: CaseKeyPath<Feature.Action, URL> = \.open
let startMeetingCase: CaseKeyPath<Screen2Action, Void> = \.delegate.startMeeting
let confirmSaveCase: CaseKeyPath<Screen2Action, Void> = \.alert.confirmSave
let okCase: CaseKeyPath<Buttons, Void> = \.ok
