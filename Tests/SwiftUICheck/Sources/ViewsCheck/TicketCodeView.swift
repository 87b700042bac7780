import SwiftUI

// A ticket's code as an eleventh new user's Events app showed it, for what the stand-in lacked
// in its later files (each seen failing first): a blur-replace transition, a scoped animation,
// UIKit's pasteboard and main screen, and `@Previewable` state in a preview. Gated as an
// iPhone-only file, as an app that targets iOS alone would be.

#if !os(macOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  struct TicketCodeView: View {
    let code: String
    @Binding var seats: Int
    @State private var isRevealed = false

    var body: some View {
      VStack {
        if isRevealed {
          Text(code)
            .font(.title.monospaced())
            .transition(.blurReplace)
        }
        Circle()
          .frame(width: UIScreen.main.bounds.width / 4)
          .animation(.default) { content in
            content.opacity(isRevealed ? 1 : 0.3)
          }
        Button("Copy code") { UIPasteboard.general.string = code }
        Stepper("Seats: \(seats)", value: $seats, in: 1...8)
      }
      .onTapGesture { withAnimation { isRevealed.toggle() } }
    }
  }

  #Preview("Ticket") {
    @Previewable @State var seats = 2
    TicketCodeView(code: "A1B2C3", seats: $seats)
  }
#endif
