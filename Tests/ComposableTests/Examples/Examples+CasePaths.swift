// swift-format-ignore-file
// The case paths, one line per case, as `swift package generate-case-paths` writes them.
import Composable

extension AppAction: CasePathable {
  struct AllCasePaths: Sendable {
    var user: AnyCasePath<AppAction, UserAction> { .init(embed: { .user(action: $0) }, extract: { if case let .user(v) = $0 { v } else { nil } }) }
    var repo: AnyCasePath<AppAction, RepoAction> { .init(embed: { .repo(action: $0) }, extract: { if case let .repo(v) = $0 { v } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension UserAction: CasePathable {
  struct AllCasePaths: Sendable {
    var fetchList: AnyCasePath<UserAction, String> { .init(embed: { .fetchList(query: $0) }, extract: { if case let .fetchList(v) = $0 { v } else { nil } }) }
    var listResponse: AnyCasePath<UserAction, TaskResult<[User]>> { .init(embed: { .listResponse($0) }, extract: { if case let .listResponse(v) = $0 { v } else { nil } }) }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
