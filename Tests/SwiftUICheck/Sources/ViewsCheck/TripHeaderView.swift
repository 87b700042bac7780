import SwiftUI

// What a seventh new user's Trips app reached for that the stand-in lacked: a shape style
// made translucent, a progress view with a label, an `if` among toolbar items, a bold button.

struct TripHeader: View {
  let progress: Double
  let isEditing: Bool

  var body: some View {
    VStack {
      ProgressView(value: progress) {
        Text("Packed").font(.subheadline)
      }
      Text("Paris")
        .padding()
        .background(.tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
    }
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") {}
      }
      if !isEditing {
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {}.bold()
        }
      }
    }
  }
}
