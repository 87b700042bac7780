import SwiftUI

// What a fourth new user's Habits app reached for that the stand-in lacked: iOS 15's colors,
// a type-erased and a quaternary shape style, a background built by a view builder, a scaled
// transition, a text field's prompt, and labeled content by format.

enum HabitTint: CaseIterable {
  case indigo, mint, teal, cyan, brown

  var color: Color {
    switch self {
    case .indigo: .indigo
    case .mint: .mint
    case .teal: .teal
    case .cyan: .cyan
    case .brown: .brown
    }
  }
}

struct HabitRow: View {
  @Binding var name: String
  let streak: Int
  let done: Bool
  let tint: HabitTint

  var body: some View {
    VStack {
      TextField("Name", text: $name, prompt: Text("e.g. Read"))
      LabeledContent("Streak", value: streak, format: .number)
      Circle()
        .stroke(.quaternary, lineWidth: 6)
        .overlay {
          Circle().fill(done ? AnyShapeStyle(tint.color.gradient) : AnyShapeStyle(.tint))
        }
        .transition(.opacity.combined(with: .scale(scale: 0.9)))
    }
    .background {
      RoundedRectangle(cornerRadius: 8, style: .continuous).fill(.indigo.opacity(0.1))
    }
    .tint(.teal)
  }
}
