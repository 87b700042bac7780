import Composable
import SwiftUI

// `#Preview` blocks as an app writes them: with a name or without, a local declaration
// before the view; two in one file.

private struct Greeting: View {
  let name: String
  var body: some View { Text("Hello, \(name)") }
}

#Preview {
  Greeting(name: "Blob")
}

#Preview("Two") {
  let name = "Blob Jr."
  VStack {
    Greeting(name: name)
    Greeting(name: "Blob Sr.")
  }
}
